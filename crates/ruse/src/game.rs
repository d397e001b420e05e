//! The [`Game`] contract for RUSE, with the shipped data set.

use ruleshelf_engine::{Entry, Events, Game, GameInfo, Outcome, Rng, RulesError, Seat};

use crate::action::Action;
use crate::data::{Data, ROUNDS};
use crate::event::Event;
use crate::options::{described, Options, SEATS};
use crate::state::{Phase, State};
use crate::view::View;

/// RUSE (Instincts of the Den), for 2 to 4 seats, or 1 against VIXEN.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ruse;

/// Decisions a seat can make in one round, generously: per die a placement,
/// a move, five purchases, a den draw with two placements, every owed
/// choice they may trigger, the cheese and the turn's end; then its
/// declarations and its growth phase.
const STEPS_PER_SEAT_AND_ROUND: u32 = 4 * 60 + 40 + 120;

impl Game for Ruse {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn info() -> GameInfo {
        GameInfo {
            id: "ruse",
            name: "RUSE (Instincts of the Den)",
            version: crate::state::FORMAT_VERSION,
            seats: SEATS,
            options: described(),
            summary: "Four rounds of fox family life: roll action dice for growth points, explore the vital territories, the Mountains or your den, hunt, mark and climb the tracks, complete objectives and grow your kits until they leave the den to develop instincts. Alone, or beside 2 or 3 players, against VIXEN, the automated fox.",
        }
    }

    fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
        crate::setup::new_game(Data::standard(), options, seed)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        crate::legal::to_act(state)
    }

    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        crate::legal::legal_actions_into(Data::standard(), state, out);
    }

    fn seat_of(action: &Action) -> Seat {
        action.seat()
    }

    fn check(state: &State, action: &Action) -> Result<(), RulesError> {
        crate::legal::check(Data::standard(), state, action)
    }

    fn play(state: &mut State, action: &Action) -> Events {
        let before = state.log.len();
        crate::play::play(Data::standard(), state, action);
        Events(before..state.log.len())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        (state.phase == Phase::Over).then(|| crate::end_game::outcome(state))
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        crate::view::view(Data::standard(), state, viewer)
    }

    fn viewer(view: &View) -> Option<Seat> {
        view.viewer
    }

    fn determinize(view: &View, rng: &mut Rng) -> State {
        crate::determinize::determinize(Data::standard(), view, rng)
    }

    fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
        crate::undo_barrier::reveals(entry, seat)
    }

    fn validate(state: &State) -> Result<(), RulesError> {
        crate::validate::validate(Data::standard(), state)
    }

    fn log(state: &State) -> &[Entry<Event>] {
        &state.log
    }

    fn clear_log(state: &mut State) {
        state.log.clear();
    }

    fn evaluate(state: &State, out: &mut Vec<f64>) -> bool {
        crate::eval::evaluate(Data::standard(), state, out);
        true
    }

    fn max_steps(options: &Options) -> u32 {
        u32::from(ROUNDS) * STEPS_PER_SEAT_AND_ROUND * u32::from(options.seats) + 10
    }

    fn options(state: &State) -> &Options {
        &state.options
    }

    fn components() -> Option<String> {
        serde_json::to_string(Data::standard()).ok()
    }
}
