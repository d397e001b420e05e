//! Ruse & Bruise: each round, seats play influence cards face down under
//! the round's goal cards (one column per seat); a card flips when another
//! lands below it, some abilities act at once, others when the round ends;
//! the highest total under each goal takes it. Six rounds; most points wins.
//!
//! Where the rules live, by the rulebook's headings:
//! - "Setup": [`setup`]; the card and goal lists as data: [`cards`]
//! - "Playing A Round", a turn: [`turn`], [`draw`], [`legal`]
//! - "Cards Whose Ability Is Applied Immediately": [`flip`], [`decision`]
//! - "Cards Whose Ability Is Applied After the Round Finishes" and the
//!   column winner: [`value`], [`scoring`]; the round's end: [`round_end`]
//! - "End of Game": [`final_score`]
//! - the contract: [`game`] ([`RuseAndBruise`]), [`view`], [`determinize`],
//!   [`validate`]; what undo cannot take back: [`undo_barrier`]
//!
//! Values are in half-points (the Assassin's 9.5 is 19).
//!
//! ```
//! use ruleshelf_engine::{Game, Seat};
//! use ruse_and_bruise::{Action, Options, RuseAndBruise};
//!
//! let options = Options { seats: 3, seed: None, first_seat: Some(Seat(0)) };
//! let mut state = RuseAndBruise::new_game(&options, 7).unwrap();
//! assert_eq!(RuseAndBruise::to_act(&state), vec![Seat(0)]);
//! let card = state.players[0].hand[0];
//! RuseAndBruise::apply(&mut state, &Action::Play { seat: Seat(0), card, column: 2 }).unwrap();
//! assert_eq!(RuseAndBruise::to_act(&state), vec![Seat(1)]);
//! ```

pub mod action;
pub mod cards;
pub mod components;
pub mod decision;
pub mod determinize;
pub mod draw;
pub mod event;
pub mod final_score;
pub mod flip;
pub mod game;
pub mod legal;
pub mod options;
pub mod round_end;
pub mod scoring;
pub mod setup;
pub mod state;
mod target;
pub mod turn;
pub mod undo_barrier;
pub mod validate;
pub mod value;
pub mod view;
mod why;

pub use action::Action;
pub use cards::{Card, Domain, Goal};
pub use event::Event;
pub use game::RuseAndBruise;
pub use options::Options;
pub use state::{Column, Face, Phase, Placed, Player, State, FORMAT_VERSION};
pub use target::Target;
pub use view::View;
