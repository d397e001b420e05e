//! The [`Game`] contract for Ruse & Bruise.

use ruleshelf_engine::{Entry, Events, Game, GameInfo, Outcome, Rng, RulesError, Seat};

use crate::action::Action;
use crate::cards::ROUNDS;
use crate::decision::{hide, traitor};
use crate::event::Event;
use crate::final_score::final_scores;
use crate::options::{described, Options, SEATS};
use crate::state::{Phase, State, FORMAT_VERSION};
use crate::view::View;

/// Ruse & Bruise, for 2 to 6 seats.
#[derive(Clone, Copy, Debug, Default)]
pub struct RuseAndBruise;

/// Actions a round can take at most per seat: its 25 cards, one more per
/// Assassin (a card it discards can be drawn and played again; each
/// Assassin acts once a round) and one Traitor decision.
const ACTIONS_PER_SEAT_AND_ROUND: u32 = 25 + 1 + 1;

impl Game for RuseAndBruise {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn info() -> GameInfo {
        GameInfo {
            id: "ruse-and-bruise",
            name: "Ruse & Bruise",
            version: FORMAT_VERSION,
            seats: SEATS,
            options: described(),
            summary: "Six rounds of playing influence cards face down under goal cards; a card flips when another lands below it. Win goals with the highest column totals; all six domains double your best goals.",
        }
    }

    fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
        crate::setup::new_game(options, seed)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        crate::legal::to_act(state)
    }

    fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
        crate::legal::legal_actions_into(state, out);
    }

    fn seat_of(action: &Action) -> Seat {
        action.seat()
    }

    fn check(state: &State, action: &Action) -> Result<(), RulesError> {
        crate::legal::check(state, action)
    }

    fn play(state: &mut State, action: &Action) -> Events {
        let before = state.log.len();
        match (state.phase, *action) {
            (Phase::Turn { .. }, Action::Play { seat, card, column }) => {
                crate::turn::play(state, seat, card, column)
            }
            (Phase::Cloak { column, turn, .. }, Action::Hide { seat, card }) => {
                hide(state, seat, card, column, turn)
            }
            (
                Phase::Traitor {
                    column: from, turn, ..
                },
                Action::SwapGoals { seat, column },
            ) => {
                traitor(state, seat, from, Some(column), turn);
            }
            (
                Phase::Traitor {
                    column: from, turn, ..
                },
                Action::KeepGoals { seat },
            ) => traitor(state, seat, from, None, turn),
            _ => {}
        }
        Events(before..state.log.len())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        (state.phase == Phase::Over)
            .then(|| Outcome::from_scores(final_scores(state).iter().map(|s| s.score).collect()))
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        crate::view::view(state, viewer)
    }

    fn viewer(view: &View) -> Option<Seat> {
        view.viewer
    }

    fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
        crate::undo_barrier::reveals(entry, seat)
    }

    fn determinize(view: &View, rng: &mut Rng) -> State {
        crate::determinize::determinize(view, rng)
    }

    fn validate(state: &State) -> Result<(), RulesError> {
        crate::validate::validate(state)
    }

    fn log(state: &State) -> &[Entry<Event>] {
        &state.log
    }

    fn clear_log(state: &mut State) {
        state.log.clear();
    }

    /// The bots search 2 times the named levels' iterations: a short card game
    /// (a `hard` decision stays within a few hundred ms in wasm).
    fn bot_effort() -> u32 {
        2
    }

    fn max_steps(options: &Options) -> u32 {
        u32::from(ROUNDS) * ACTIONS_PER_SEAT_AND_ROUND * u32::from(options.seats)
    }

    fn options(state: &State) -> &Options {
        &state.options
    }

    fn components() -> Option<String> {
        serde_json::to_string(&crate::components::Components::standard()).ok()
    }
}
