//! Rurik: Dawn of Kiev, with the Stone & Blade core content always on and
//! its three modules as options, for 2 to 4 seats, or 1 seat against the
//! rebels (Solo v1.5). Four rounds of three phases: the strategy phase (bid
//! advisors onto the six action banners), the action phase (advisors
//! resolve by number: muster, move, attack, tax, build, scheme) and the
//! claim phase (claim tracks, income, deed draft); then final scoring.
//!
//! Where the rules live, by the rulebooks' words:
//! - the box as data (map, boards, claim board, cards, leaders, pools):
//!   [`mod@data`] reading `data/rurik.json`
//! - "Setup" with the core content: [`setup`], "Inheritance Cards":
//!   [`inheritance`]
//! - "Strategy Phase": [`strategy`]; "Action Phase": [`turn`], [`flow`]
//! - the six actions: [`muster`], [`movement`], [`attack`] (casualty checks
//!   in [`scheme`]), [`tax`], [`build`] ("Player Structures"), [`scheme`]
//! - occupying and ruling: [`map`]; goods, boat, dock, "Trade Boon
//!   Tokens": [`goods`]; rewards and "Warfare Reward Tokens": [`gains`]
//! - deeds: [`deeds`]; conversion tokens: [`conversion`]; paying either:
//!   [`payment`]; leaders: [`leaders`] and the
//!   actions they change; in-turn decisions: [`decisions`]
//! - "Claim Phase": [`claim`]; final scoring: [`scoring`]
//! - the contract: [`game`] ([`Rurik`]), [`legal`], [`apply`], [`view`],
//!   [`determinize`], [`validate`]; the undo barrier (what reveals
//!   something to a seat): [`undo_barrier`]
//!
//! The Stone & Blade modules, each in its own folder with its data file,
//! entering the base rules through the hooks their module docs list (each
//! neutral while its module is off): Module A [`epic`] (Epic Structures),
//! Module B [`warfare`] (Warfare), Module C [`rebels`] (Rebel Factions).
//! The solo opponent, the rebels, likewise: [`solo`], with its cards and
//! boards in `src/solo/solo.json`.
//!
//! ```
//! use ruleshelf_engine::{Game, Seat};
//! use rurik::{Action, Leader, Options, Rurik};
//!
//! let options = Options { first_seat: Some(Seat(0)), ..Options::new(2) };
//! let mut state = Rurik::new_game(&options, 7).unwrap();
//! assert_eq!(Rurik::to_act(&state), vec![Seat(0)]);
//! Rurik::apply(&mut state, &Action::ChooseLeader { seat: Seat(0), leader: Leader(0) }).unwrap();
//! assert_eq!(Rurik::to_act(&state), vec![Seat(1)]);
//! ```

pub mod action;
pub mod apply;
pub mod attack;
pub mod build;
pub mod claim;
pub mod conversion;
pub mod data;
pub mod decisions;
pub mod deeds;
pub mod determinize;
pub mod epic;
pub mod eval;
pub mod event;
pub mod flow;
pub mod gains;
pub mod game;
pub mod goods;
pub mod ids;
pub mod inheritance;
pub mod leaders;
pub mod legal;
pub mod map;
pub mod movement;
pub mod muster;
pub mod options;
pub mod payment;
pub mod rebels;
pub mod scheme;
pub mod scoring;
pub mod setup;
pub mod solo;
pub mod state;
pub mod strategy;
pub mod target;
pub mod tax;
pub mod turn;
pub mod undo_barrier;
pub mod unmet;
pub mod validate;
pub mod view;
pub mod warfare;
pub mod why;

pub use action::Action;
pub use data::{data, Good, Module, Structure};
pub use event::Event;
pub use game::Rurik;
pub use ids::{
    Agenda, Deed, Epic, Inheritance, Leader, Rebel, RebelCard, Recipe, Region, Scheme, WarfareToken,
};
pub use options::{Options, RebelRewards};
pub use state::{Phase, State, FORMAT_VERSION};
pub use target::Target;
pub use view::View;
