//! Helpers that build hand-made positions from a real setup, moving cards
//! and goals so that every invariant still holds.
#![allow(dead_code)]

use ruleshelf_engine::{Game, Seat};
use ruse_and_bruise::{
    Action, Card, Domain, Event, Face, Goal, Phase, Placed, RuseAndBruise, State,
};

#[allow(unused_imports)]
pub use ruleshelf_engine::Seat as S;

pub fn g(domain: Domain, value: u8) -> Goal {
    Goal { domain, value }
}

/// A face-up card of `seat`.
pub fn up(seat: u8, card: Card) -> Placed {
    Placed {
        owner: Seat(seat),
        card,
        face: Face::Up,
    }
}

/// A column of face-up cards, top (closest to the goal) first.
pub fn col(cards: &[(u8, Card)]) -> Vec<Placed> {
    cards.iter().map(|(s, c)| up(*s, *c)).collect()
}

/// A fresh table with seat 0 to play and every column's goal worth 5, so
/// no round ends by accident. Column `i` gets the value-5 goal of domain `i`.
pub fn table(seats: u8) -> State {
    let options = ruse_and_bruise::Options {
        seats,
        seed: None,
        first_seat: Some(Seat(0)),
    };
    let mut state = RuseAndBruise::new_game(&options, 7).expect("new game");
    for i in 0..usize::from(seats) {
        set_goal(&mut state, i, g(Domain::ALL[i], 5));
    }
    valid(&state);
    state
}

pub fn valid(state: &State) {
    RuseAndBruise::validate(state).unwrap_or_else(|e| panic!("invalid: {e}\n{state:?}"));
}

/// Puts `goal` on column `column`, swapping it with wherever it was.
pub fn set_goal(state: &mut State, column: usize, goal: Goal) {
    let old = state.columns[column].goal;
    if old == goal {
        return;
    }
    let mut places: Vec<&mut Goal> = Vec::new();
    for stack in &mut state.stacks {
        places.extend(stack.iter_mut());
    }
    places.extend(state.unused_goals.iter_mut());
    for (i, c) in state.columns.iter_mut().enumerate() {
        if i != column {
            places.push(&mut c.goal);
        }
    }
    let slot = places
        .into_iter()
        .find(|g| **g == goal)
        .expect("goal in play");
    *slot = old;
    state.columns[column].goal = goal;
}

/// Takes `seat`'s `card` out of wherever it is.
pub fn take(state: &mut State, seat: u8, card: Card) {
    let p = &mut state.players[usize::from(seat)];
    for pile in [&mut p.hand, &mut p.draw_pile, &mut p.discard_pile] {
        pile.retain(|c| *c != card);
    }
    for c in &mut state.columns {
        c.cards
            .retain(|x| !(x.owner == Seat(seat) && x.card == card));
    }
}

/// Sets `seat`'s hand to exactly `cards`; the old hand goes under the draw
/// pile.
pub fn hand(state: &mut State, seat: u8, cards: &[Card]) {
    let old = std::mem::take(&mut state.players[usize::from(seat)].hand);
    state.players[usize::from(seat)].draw_pile.splice(0..0, old);
    for card in cards {
        take(state, seat, *card);
        state.players[usize::from(seat)].hand.push(*card);
    }
}

/// Puts `seat`'s `card` at the bottom of column `column`, lying `face`.
pub fn place(state: &mut State, column: usize, seat: u8, card: Card, face: Face) {
    take(state, seat, card);
    refill(state, seat);
    state.columns[column].cards.push(Placed {
        owner: Seat(seat),
        card,
        face,
    });
}

/// Tops `seat`'s hand back up to three from its draw pile.
pub fn refill(state: &mut State, seat: u8) {
    let p = &mut state.players[usize::from(seat)];
    while p.hand.len() < 3 {
        match p.draw_pile.pop() {
            Some(c) => p.hand.push(c),
            None => break,
        }
    }
}

/// Makes sure `seat` holds `card` (replacing a card of its hand).
pub fn give(state: &mut State, seat: u8, card: Card) {
    if state.players[usize::from(seat)].hand.contains(&card) {
        return;
    }
    take(state, seat, card);
    let p = &mut state.players[usize::from(seat)];
    if p.hand.len() >= 3 {
        let out = p.hand.remove(0);
        p.draw_pile.insert(0, out);
    }
    p.hand.push(card);
}

pub fn turn(state: &mut State, seat: u8) {
    state.phase = Phase::Turn { seat: Seat(seat) };
}

/// Applies a legal action (it must be listed).
pub fn act(state: &mut State, action: Action) {
    assert!(
        RuseAndBruise::legal_actions(state).contains(&action),
        "{action:?} not listed in {:?}",
        state.phase
    );
    let _ = RuseAndBruise::apply(state, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    valid(state);
}

/// `seat` plays `card` (given to it first) into `column`.
pub fn play(state: &mut State, seat: u8, card: Card, column: u8) {
    give(state, seat, card);
    turn(state, seat);
    valid(state);
    act(
        state,
        Action::Play {
            seat: Seat(seat),
            card,
            column,
        },
    );
}

pub fn faces(state: &State, column: usize) -> Vec<(u8, Card, Face)> {
    state.columns[column]
        .cards
        .iter()
        .map(|p| (p.owner.0, p.card, p.face))
        .collect()
}

pub fn logged(state: &State, wanted: impl Fn(&Event) -> bool) -> bool {
    state.log.iter().any(|e| wanted(&e.event))
}
