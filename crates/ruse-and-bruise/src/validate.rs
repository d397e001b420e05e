//! Every invariant of a state, checked before any rule indexes into it.

use ruleshelf_engine::{RulesError, Seat};

use crate::cards::{goals_in_play, Card, Goal, HAND_SIZE, ROUNDS};
use crate::state::{Face, Phase, State, FORMAT_VERSION};

fn bad(message: impl Into<String>) -> RulesError {
    RulesError::invalid_state(message)
}

/// Refuses a state of another format version, with seats out of range, a
/// card of any colour missing or twice, a goal missing or twice, or a phase
/// that does not fit the table.
pub fn validate(state: &State) -> Result<(), RulesError> {
    if state.version != FORMAT_VERSION {
        return Err(bad(format!(
            "state format version {} is not {FORMAT_VERSION}, the version this build reads",
            state.version
        )));
    }
    state.options.check().map_err(|e| bad(e.message))?;
    let seats = state.seats();
    let n = usize::from(seats);
    let in_range = |seat: Seat| seat.0 < seats;
    if state.players.len() != n || state.stacks.len() != n {
        return Err(bad("there must be one player and one goal stack per seat"));
    }
    if !in_range(state.first_seat) || !in_range(state.round_start) {
        return Err(bad("a seat is out of range"));
    }
    if !(1..=ROUNDS).contains(&state.round) {
        return Err(bad(format!("round {} is not 1 to {ROUNDS}", state.round)));
    }
    let over = state.phase == Phase::Over;
    if over {
        if state.round != ROUNDS
            || !state.columns.is_empty()
            || state.stacks.iter().any(|s| !s.is_empty())
        {
            return Err(bad(
                "a finished game has played six rounds and has no columns or stacks left",
            ));
        }
    } else {
        if state.columns.len() != n {
            return Err(bad("there must be one column per seat"));
        }
        let left = usize::from(ROUNDS - state.round);
        if state.stacks.iter().any(|s| s.len() != left) {
            return Err(bad(format!(
                "in round {} every goal stack holds {left} goals",
                state.round
            )));
        }
    }
    cards(state)?;
    goals(state)?;
    columns(state)?;
    phase(state)
}

/// Every seat's 25 cards, each exactly once, in hand, draw pile, discard
/// pile or a column.
fn cards(state: &State) -> Result<(), RulesError> {
    let seats = state.seats();
    let mut count = vec![[0u8; 25]; usize::from(seats)];
    for (i, player) in state.players.iter().enumerate() {
        if player.hand.len() > HAND_SIZE {
            return Err(bad(format!("seat {i} holds more than {HAND_SIZE} cards")));
        }
        for card in player
            .hand
            .iter()
            .chain(&player.draw_pile)
            .chain(&player.discard_pile)
        {
            count[i][card.index()] = count[i][card.index()].saturating_add(1);
        }
    }
    for column in &state.columns {
        for placed in &column.cards {
            let Some(c) = count.get_mut(placed.owner.index()) else {
                return Err(bad(format!(
                    "a card in a column belongs to {}, not at the table",
                    placed.owner
                )));
            };
            c[placed.card.index()] = c[placed.card.index()].saturating_add(1);
        }
    }
    for (i, c) in count.iter().enumerate() {
        for card in Card::ALL {
            if c[card.index()] != 1 {
                return Err(bad(format!(
                    "seat {i}'s {} is there {} times, not once",
                    card.name(),
                    c[card.index()]
                )));
            }
        }
    }
    Ok(())
}

/// The goals in play (36, or 30 with two seats), each exactly once.
fn goals(state: &State) -> Result<(), RulesError> {
    let mut all: Vec<Goal> = state
        .stacks
        .iter()
        .flatten()
        .chain(state.columns.iter().map(|c| &c.goal))
        .chain(state.players.iter().flat_map(|p| &p.won))
        .chain(&state.unused_goals)
        .chain(&state.unclaimed_goals)
        .copied()
        .collect();
    all.sort();
    if all != goals_in_play(state.seats()) {
        return Err(bad(
            "the goal cards in play must each be somewhere exactly once",
        ));
    }
    Ok(())
}

/// A closed column holds a face-up Storm; a hidden card lies directly under
/// its owner's face-up Cloak.
fn columns(state: &State) -> Result<(), RulesError> {
    for (i, column) in state.columns.iter().enumerate() {
        if column.closed
            && !column
                .cards
                .iter()
                .any(|p| p.card == Card::Storm && p.face == Face::Up)
        {
            return Err(bad(format!("column {i} is closed without a face-up Storm")));
        }
        for (at, placed) in column.cards.iter().enumerate() {
            if placed.face == Face::Cloaked {
                let cloak = at.checked_sub(1).and_then(|a| column.cards.get(a));
                if !cloak.is_some_and(|c| {
                    c.card == Card::InvisibilityCloak
                        && c.owner == placed.owner
                        && c.face == Face::Up
                }) {
                    return Err(bad(format!(
                        "column {i} has a hidden card that is not under its owner's Cloak"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// The deciding seat can decide, and the round is not already over.
fn phase(state: &State) -> Result<(), RulesError> {
    let seats = state.seats();
    let has_cards = |seat: Seat| {
        state
            .players
            .get(seat.index())
            .is_some_and(|p| !p.hand.is_empty())
    };
    let face_up = |column: u8, seat: Seat, card: Card| {
        state.columns.get(usize::from(column)).is_some_and(|c| {
            c.cards
                .iter()
                .any(|p| p.owner == seat && p.card == card && p.face == Face::Up)
        })
    };
    let ok = match state.phase {
        Phase::Over => true,
        Phase::Turn { seat } => seat.0 < seats && has_cards(seat),
        Phase::Cloak { seat, column, turn } => {
            seat.0 < seats
                && turn.0 < seats
                && has_cards(seat)
                && face_up(column, seat, Card::InvisibilityCloak)
        }
        Phase::Traitor { seat, column, turn } => {
            seat.0 < seats && turn.0 < seats && face_up(column, seat, Card::Traitor)
        }
    };
    if !ok {
        return Err(bad("the phase does not fit the table (a seat out of range, no card to play, or no such flipped card)"));
    }
    if state.phase != Phase::Over && state.round_complete() {
        return Err(bad(
            "every column is complete, so the round should have ended",
        ));
    }
    Ok(())
}
