//! The [`Game`] contract for Rurik.

use ruleshelf_engine::{Entry, Events, Game, GameInfo, Outcome, Rng, RulesError, Seat};

use crate::action::Action;
use crate::event::Event;
use crate::options::{described, Options, SEATS};
use crate::state::{Phase, State};
use crate::view::View;

/// Rurik: Dawn of Kiev with the Stone & Blade core content, 2 to 4 seats,
/// or 1 against the rebels.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rurik;

/// A bound on the actions of one side in one round (solo: the rebels'
/// turns bring you decisions too, so they count as a side): 6 advisor placements
/// with their bribes, a regroup, a deed draft, and 6 turns of at most 150
/// actions each (a turn's points, cards, deed and conversion are finite,
/// and each gained good or unit lost is at most one decision).
const ACTIONS_PER_SEAT_AND_ROUND: u32 = 2 * 6 + 2 + 6 * 150;
/// Setup: leader, inheritance, two troops, leader placement, two cards and
/// the decisions they bring.
const SETUP_ACTIONS_PER_SEAT: u32 = 20;

impl Game for Rurik {
    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Event = Event;

    fn info() -> GameInfo {
        GameInfo {
            id: "rurik",
            name: "Rurik: Dawn of Kiev (with Stone & Blade)",
            version: crate::state::FORMAT_VERSION,
            seats: SEATS,
            options: described(),
            summary: "Four rounds of auction programming: bid advisors onto action banners, then resolve them lowest number first to muster, move, attack, tax, build and scheme across Kievan Rus'. Score the best rule, build and trade levels you claimed, warfare, deeds and your secret agenda. Alone, play against the rebels, whom a deck of rebel cards and a rebel board drive.",
        }
    }

    fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
        let mut state = crate::setup::new_game(options, seed)?;
        crate::flow::settle(&mut state);
        Ok(state)
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
        crate::apply::play(state, action);
        crate::flow::settle(state);
        Events(before..state.log.len())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        (state.phase == Phase::Over).then(|| crate::scoring::outcome(state))
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        crate::view::view(state, viewer)
    }

    fn viewer(view: &View) -> Option<Seat> {
        view.viewer
    }

    fn determinize(view: &View, rng: &mut Rng) -> State {
        crate::determinize::determinize(view, rng)
    }

    fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
        crate::undo_barrier::reveals(entry, seat)
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

    fn evaluate(state: &State, out: &mut Vec<f64>) -> bool {
        crate::eval::evaluate(state, out);
        true
    }

    fn playout_weight(_: &State, action: &Action) -> u32 {
        crate::eval::playout_weight(action)
    }

    fn max_steps(options: &Options) -> u32 {
        u32::from(options.sides())
            * (SETUP_ACTIONS_PER_SEAT + u32::from(crate::data::ROUNDS) * ACTIONS_PER_SEAT_AND_ROUND)
    }

    fn options(state: &State) -> &Options {
        &state.options
    }

    fn components() -> Option<String> {
        serde_json::to_string(crate::data::data()).ok()
    }
}
