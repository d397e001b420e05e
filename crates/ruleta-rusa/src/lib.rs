//! Ruleta Rusa: the revolver-stack chip game, for 2 to 6 seats.
//!
//! Each seat keeps three skill chips, which are both its skills and its
//! lives; a shared stack of eight chips hides one BANG!. On a turn a seat
//! reveals the top chip or uses a face-up skill. Whoever is left wins.
//!
//! Where the rules live, by the rulebook's headings:
//! - "Game Setup", "Use of Advanced Chips": [`setup`]
//! - "How to Play", turn order: [`turn`], [`legal`]
//! - "Option 1. Use One of the Skill Chips": [`skills`]
//! - "Option 2: Reveal the Top Chip…", "Final Duel": [`reveal`]
//! - "End of the Game": [`outcome`]
//! - the stack and what each seat knows of it: [`revolver`]
//! - what undo cannot take back (a chip revealed or seen): [`undo_barrier`]
//! - "why not?", what stops a touch, from a seat's view: `why.rs`, on [`Target`]s
//!
//! ```
//! use ruleshelf_engine::Game;
//! use ruleta_rusa::{Action, Options, RuletaRusa};
//!
//! let mut state = RuletaRusa::new_game(&Options::basic(3), 7).unwrap();
//! let seat = RuletaRusa::to_act(&state)[0];
//! // The first turn of the game can only reveal.
//! assert_eq!(RuletaRusa::legal_actions(&state), vec![Action::Reveal { seat }]);
//! RuletaRusa::apply(&mut state, &Action::Reveal { seat }).unwrap();
//! ```

mod action;
mod chip;
mod components;
mod determinize;
mod event;
pub mod legal;
mod options;
mod outcome;
mod play;
pub mod reveal;
pub mod revolver;
pub mod setup;
mod skill;
pub mod skills;
mod state;
mod target;
pub mod turn;
pub mod undo_barrier;
mod validate;
mod view;
mod why;

pub use action::Action;
pub use chip::{Chip, REVOLVER_CHIPS};
pub use components::{Components, SkillInfo};
pub use event::Event;
pub use options::{Deal, Mode, Options};
pub use revolver::Revolver;
pub use skill::{Skill, SkillChip};
pub use state::{Direction, GameTag, Phase, Player, State, FORMAT_VERSION};
pub use target::Target;
pub use view::{PlayerView, View};

use ruleshelf_engine::{Entry, Events, Game, GameInfo, Outcome, Rng, RulesError, Seat};

/// The game, as the engine's [`Game`].
pub struct RuletaRusa;

impl Game for RuletaRusa {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn info() -> GameInfo {
        GameInfo {
            id: "ruleta-rusa",
            name: "Ruleta Rusa",
            version: FORMAT_VERSION,
            seats: options::SEATS,
            options: options::described(),
            summary: "Eight chips, one BANG!. On your turn reveal the top chip or spend a face-up skill \
                      (Flip, Reorder, Change of Turn; Look, Change of Direction, Double Shot in the advanced game). \
                      A CLICK lets you turn a skill face up again; a BANG! costs a face-up skill, or your life if \
                      you have none, and you rebuild the stack as you like. The last one at the table wins.",
        }
    }

    fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
        setup::new_game(options, seed)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        legal::to_act(state)
    }

    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        legal::legal_actions(state, out);
    }

    fn seat_of(action: &Action) -> Seat {
        action.seat()
    }

    fn check(state: &State, action: &Action) -> Result<(), RulesError> {
        legal::check(state, action)
    }

    fn play(state: &mut State, action: &Action) -> Events {
        play::play(state, action)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        outcome::outcome(state)
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        view::view(state, viewer)
    }

    fn viewer(view: &View) -> Option<Seat> {
        view.viewer
    }

    fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
        undo_barrier::reveals(entry, seat)
    }

    fn determinize(view: &View, rng: &mut Rng) -> State {
        determinize::determinize(view, rng)
    }

    fn validate(state: &State) -> Result<(), RulesError> {
        validate::validate(state)
    }

    fn log(state: &State) -> &[Entry<Event>] {
        &state.log
    }

    fn clear_log(state: &mut State) {
        state.log.clear();
    }

    /// Every skill use turns a chip face down and every CLICK shortens the
    /// stack, so between two BANG!s there are at most 7 CLICKs and 25 skill
    /// uses (18 chips + 7 turned back up), each with one follow-up decision;
    /// every BANG! costs a chip or a seat. Draft picks come on top.
    /// The bots search 8 times the named levels' iterations: a game lasts a few dozen cheap actions
    /// (a `hard` decision stays within a few hundred ms in wasm).
    fn bot_effort() -> u32 {
        8
    }

    fn max_steps(options: &Options) -> u32 {
        let seats = u32::from(options.seats);
        3 * seats + (4 * seats + 1) * (2 * (7 + 25) + 3)
    }

    fn options(state: &State) -> &Options {
        &state.options
    }

    fn components() -> Option<String> {
        serde_json::to_string(&Components::standard()).ok()
    }
}
