//! The contract every ruleshelf game implements.
//!
//! A game is a type implementing [`Game`]: it creates a [`Game::State`] from
//! options and a seed, lists every legal [`Game::Action`] for the seats that
//! must decide ([`Game::to_act`]), applies one atomically, and says who won
//! ([`Outcome`]). Everything a game needs besides its rules lives here: the
//! [`Seat`] index, the value-stable seeded [`Rng`], the typed [`RulesError`],
//! the event log [`Entry`], random playouts and bots.
//!
//! With the `conformance` feature, [`conformance`] runs the random-simulation
//! battery every game crate calls from its tests.

// The Deserialize derive names this crate by its path, here too.
extern crate self as ruleshelf_engine;

mod error;
mod game;
mod log;
mod outcome;
mod rng;
mod seat;

pub mod bot;
#[cfg(feature = "conformance")]
pub mod conformance;
pub mod de;
pub mod playout;
pub mod why;

pub use error::{ErrorCode, RulesError};
pub use game::{
    check_seat_option, Choice, Game, GameInfo, GameOptions, OptionInfo, OptionKind, SeatRange,
};
pub use log::{Entry, Events};
pub use outcome::Outcome;
pub use rng::Rng;
/// `serde::Deserialize` for the rules' types, with far less code per type
/// than serde's own derive (see [`de`]).
pub use ruleshelf_derive::Deserialize;
pub use seat::Seat;
pub use why::{explain, Answer, Explain, UnknownTarget, Why, WhyKind};
