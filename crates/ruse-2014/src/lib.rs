//! Ruse (2014), the Victorian murder-accusation card game, for ruleshelf.
//!
//! Three to five suspects draw and play cards: Accusations (Gears,
//! Pistols) in front of the others, Alibis (Crystals, Lamps) against the
//! Accusations in front of themselves, Jokers to move an Accusation, and,
//! once per game, a portrait tile to cover up evidence. Whoever ends their
//! own turn with a Method, a Motive and an Opportunity in front of them is
//! the murderer and loses; everyone else wins.
//!
//! The rules are quoted by heading in `docs/rules/ruse-2014.md`, with the
//! rulings this crate follows.
//!
//! ```
//! use ruleshelf_engine::{Game, Seat};
//! use ruse_2014::{Action, Options, Ruse2014, Source};
//!
//! let options = Options { dealer: Some(Seat(2)), ..Options::new(3) };
//! let mut state = Ruse2014::new_game(&options, 42).unwrap();
//! // Play begins to the dealer's left, by taking a card.
//! assert_eq!(Ruse2014::to_act(&state), vec![Seat(0)]);
//! let take = Action::Draw { seat: Seat(0), from: Source::Discard };
//! assert!(Ruse2014::legal_actions(&state).contains(&take));
//! let _ = Ruse2014::apply(&mut state, &take).unwrap();
//! // Everyone saw which card it was.
//! let view = Ruse2014::view(&state, Some(Seat(1)));
//! assert_eq!(view.players[0].known.len(), 1);
//! assert_eq!(view.players[0].hand, None);
//! ```

mod accusation;
mod action;
mod alibi;
mod card;
mod character;
mod components;
mod cover_up;
mod determinize;
mod discard;
mod draw;
mod event;
mod joker;
mod options;
mod outcome;
mod setup;
mod state;
mod target;
mod turn;
pub mod undo_barrier;
mod validate;
mod view;
mod why;

use ruleshelf_engine::{Entry, Events, Game, GameInfo, Outcome, Rng, RulesError, Seat, SeatRange};

pub use action::{Action, Source, Top};
pub use card::{deck, Card, Kind, Rank, Suit, DECK_SIZE, JOKERS};
pub use character::Character;
pub use components::{CharacterInfo, Components, KindInfo, RankInfo, SuitInfo};
pub use event::Event;
pub use options::{Options, MAX_SEATS, MIN_SEATS};
pub use state::{GameTag, Phase, Player, State, FORMAT_VERSION, HAND_SIZE, ROUNDS};
pub use target::Target;
pub use view::{PlayerView, View};

/// The game Ruse (2014): id `ruse-2014`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ruse2014;

impl Game for Ruse2014 {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn info() -> GameInfo {
        GameInfo {
            id: "ruse-2014",
            name: "Ruse",
            version: FORMAT_VERSION,
            seats: SeatRange { min: MIN_SEATS, max: MAX_SEATS },
            options: options::described(),
            summary: "Draw a card, then accuse another suspect, refute an Accusation with an Alibi, move one with a Joker, cover up evidence once, or discard. End your own turn with a Method, Motive and Opportunity of one suit in front of you and you are the murderer: everyone else wins.",
        }
    }

    fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
        setup::new_game(options, seed)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        turn::to_act(state)
    }

    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        turn::legal(state, out);
    }

    fn seat_of(action: &Action) -> Seat {
        action.seat()
    }

    fn check(state: &State, action: &Action) -> Result<(), RulesError> {
        turn::check(state, action)
    }

    fn play(state: &mut State, action: &Action) -> Events {
        turn::play(state, action)
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

    /// Each turn is a draw and an action, plus one discard after each seat's
    /// single cover-up; the game ends by the turn limit at the latest.
    /// The bots search 4 times the named levels' iterations: a short card game
    /// (a `hard` decision stays within a few hundred ms in wasm).
    fn bot_effort() -> u32 {
        4
    }

    fn max_steps(options: &Options) -> u32 {
        let seats = u32::from(options.seats);
        2 * ROUNDS * seats + seats
    }

    fn options(state: &State) -> &Options {
        &state.options
    }

    fn components() -> Option<String> {
        serde_json::to_string(&Components::standard()).ok()
    }
}
