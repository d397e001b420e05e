//! Hand-built positions for the rule tests.
#![allow(dead_code)]

use ruleshelf_engine::{Game, Seat};
use rurik::data::data;
use rurik::state::{Phase, Points, Turn};
use rurik::{Action, Options, Rurik, State};

/// A game of `seats` seats, seat 0 first, set up to the start of round 1's
/// strategy phase by always taking the first legal action (forfeiting
/// inheritance cards, so the map holds only the two troops and leader each).
#[must_use]
pub fn started(seats: u8) -> State {
    let options = Options {
        first_seat: Some(Seat(0)),
        ..Options::new(seats)
    };
    let mut state = Rurik::new_game(&options, 11).unwrap();
    while !matches!(state.phase, Phase::Strategy { .. }) {
        let legal = Rurik::legal_actions(&state);
        let action = *legal
            .iter()
            .find(|a| matches!(a, Action::Forfeit { .. }))
            .unwrap_or(&legal[0]);
        let _ = Rurik::apply(&mut state, &action).unwrap();
    }
    state
}

/// `started`, with an empty map: every unit back in its supply, no rebels.
#[must_use]
pub fn empty_map(seats: u8) -> State {
    let mut state = started(seats);
    for r in 0..state.regions.len() {
        let rebels = std::mem::take(&mut state.regions[r].rebels);
        state.rebel_supply.extend(rebels);
        for s in 0..usize::from(seats) {
            state.players[s].troops += state.regions[r].troops[s];
            state.regions[r].troops[s] = 0;
        }
    }
    for p in &mut state.players {
        p.leader_at = None;
    }
    state
}

#[must_use]
pub fn region(name: &str) -> u8 {
    data().region(name).unwrap()
}

/// Puts `n` of `seat`'s troops from its supply in `name`.
pub fn put(state: &mut State, seat: u8, name: &str, n: u8) {
    let r = usize::from(region(name));
    state.players[usize::from(seat)].troops -= n;
    state.regions[r].troops[usize::from(seat)] += n;
}

/// Puts `seat`'s leader in `name`.
pub fn put_leader(state: &mut State, seat: u8, name: &str) {
    state.players[usize::from(seat)].leader_at = Some(region(name));
}

/// Gives `seat` the leader named `name`.
pub fn give_leader(state: &mut State, seat: u8, name: &str) {
    let id = data().leaders.iter().position(|l| l.name == name).unwrap() as u8;
    if let Some(old) = state.players[usize::from(seat)].leader {
        state.leaders_left.push(old);
    }
    state.leaders_left.retain(|l| *l != id);
    for p in &mut state.players {
        if p.leader == Some(id) {
            p.leader = None;
        }
    }
    state.players[usize::from(seat)].leader = Some(id);
}

/// Adds `n` rebels (taken from the rebel supply) to `name`.
pub fn put_rebels(state: &mut State, name: &str, n: u8) {
    for _ in 0..n {
        let rebel = state.rebel_supply.pop().unwrap();
        state.regions[usize::from(region(name))].rebels.push(rebel);
    }
}

/// Makes it `seat`'s turn in the action phase, holding `points`.
pub fn turn(state: &mut State, seat: u8, points: Points) {
    for p in &mut state.players {
        p.advisors.clear();
    }
    state.pending.clear();
    state.phase = Phase::Action {
        pass: 0,
        seat: Seat(seat),
    };
    state.turn = Some(Turn {
        column: Some(0),
        resolved: true,
        points,
        ..Turn::default()
    });
}

/// Applies an action that must be legal, and checks the state stays valid.
pub fn play(state: &mut State, action: Action) {
    let _ = Rurik::apply(state, &action).unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    Rurik::validate(state).unwrap();
}

/// Whether `action` is legal now.
#[must_use]
pub fn legal(state: &State, action: &Action) -> bool {
    Rurik::legal_actions(state).contains(action)
}

/// The refusal of an illegal action, as a message.
#[must_use]
pub fn refused(state: &State, action: Action) -> String {
    let mut copy = state.clone();
    Rurik::apply(&mut copy, &action)
        .expect_err("the action should be refused")
        .message
}

#[must_use]
pub fn good_index(good: rurik::Good) -> usize {
    good.index()
}

/// The first legal answer of the top pending decision, if any (to walk
/// through decisions whose answer the test does not care about).
#[must_use]
pub fn first_decision(state: &State) -> Option<Action> {
    if state.pending.is_empty() {
        return None;
    }
    Rurik::legal_actions(state).into_iter().next()
}
