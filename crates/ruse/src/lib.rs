//! RUSE (Instincts of the Den): over four rounds each fox family rolls
//! action dice for growth points, then places them to explore the vital
//! territories (moving its fox, hunting, marking, climbing the territory
//! tracks), the Mountains, or its den (laying path tiles toward the
//! instincts); at each round's end it declares private objectives and
//! grows its kits, which leave the den to develop instincts.
//!
//! Where the rules live, by the rulebook's headings:
//! - component data, tagged seed/found/assumed: [`data`] (`data/ruse.json`)
//! - "General Setup", "Player Setup", "Two-Player Game": [`setup`]
//! - "1. Destiny Phase", "Round Marker": [`destiny`]
//! - "2. Collection Phase" and the turn: [`turn`]; die spaces: [`placement`];
//!   "Spend Your Action Die's Value": [`die`]
//! - "Explore the Vital Territories", "Moving your Fox", "Marking a
//!   Territory": [`territory`]; "Hunting": [`hunting`]; "Territory Tracks":
//!   [`tracks`]; "Territory Tiles" and "Obstacles": [`tiles`]
//! - "Mountain Territory": [`mountains`]
//! - "Actions - Den Exploration", "Bonus Den Paths": [`den`]
//! - "Kits' Growth", "Develop Your Instincts": [`kits`]
//! - "Private Objectives", "Common Objectives": [`objectives`]
//! - gains, losses and every printed bonus: [`bonus`]
//! - "End of Round": [`round_end`]; "End of Game": [`end_game`]
//! - "Firefox (Mini-Expansion)": [`firefox`]; "Village (Mini-Expansion)":
//!   [`village`]; "Solo Mode - VIXEN": [`vixen`] (each folder with its own
//!   data file)
//! - the contract: [`game`] ([`Ruse`]), [`legal`], [`play`], [`view`],
//!   [`determinize`], [`validate`]; what a log entry reveals to a seat
//!   (the undo barrier): [`undo_barrier`]
//!
//! ```
//! use ruleshelf_engine::Game;
//! use ruse::{Options, Ruse};
//!
//! let mut state = Ruse::new_game(&Options::new(3), 7).unwrap();
//! while Ruse::outcome(&state).is_none() {
//!     let action = Ruse::legal_actions(&state)[0];
//!     Ruse::apply(&mut state, &action).unwrap();
//! }
//! assert_eq!(state.round, 4);
//! ```

pub mod action;
pub mod bonus;
pub mod data;
pub mod den;
pub mod destiny;
pub mod determinize;
pub mod die;
pub mod end_game;
pub mod eval;
pub mod event;
pub mod firefox;
pub mod game;
pub mod hunting;
pub mod ids;
pub mod kits;
pub mod legal;
pub mod mountains;
pub mod objectives;
pub mod options;
pub mod placement;
pub mod play;
pub mod round_end;
pub mod rules;
pub mod setup;
pub mod state;
pub mod target;
pub mod territory;
pub mod tiles;
pub mod tracks;
pub mod turn;
pub mod undo_barrier;
pub mod validate;
pub mod view;
pub mod village;
pub mod vixen;
pub mod why;

pub use action::{Action, ExitPay};
pub use data::Data;
pub use event::Event;
pub use game::Ruse;
pub use ids::{Buy, Expansion, Instinct, Obstacle, Territory};
pub use options::{Options, Side};
pub use state::{Choice, Phase, State, FORMAT_VERSION};
pub use target::Target;
pub use view::View;
pub use vixen::VixenLevel;
