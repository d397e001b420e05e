//! Every invariant of a state, checked before any rule reads it.

use ruleshelf_engine::{RulesError, Seat};

use crate::accusation::misfit;
use crate::card::{self, Card};
use crate::state::{Phase, State, FORMAT_VERSION, HAND_SIZE};

fn bad(message: impl Into<String>) -> RulesError {
    RulesError::invalid_state(message)
}

/// Checks the format version, the options, the seats, that each of the 54
/// cards is in exactly one place (draw pile, discard pile, a hand, an
/// Accusation, or removed as a revealed Joker), the hands' sizes and order,
/// the known cards, the Accusations' limitations, and the phase.
pub(crate) fn validate(state: &State) -> Result<(), RulesError> {
    if state.version != FORMAT_VERSION {
        return Err(bad(format!(
            "state format version {} is not supported (this build reads version {FORMAT_VERSION})",
            state.version
        )));
    }
    state
        .options
        .check()
        .map_err(|e| bad(format!("options: {}", e.message)))?;
    let seats = state.options.seats;
    if state.players.len() != usize::from(seats) {
        return Err(bad(format!(
            "{} players for {seats} seats",
            state.players.len()
        )));
    }
    if state.turn.0 >= seats || state.dealer.0 >= seats {
        return Err(bad("the turn or the dealer is not a seat of the table"));
    }
    if state.options.dealer.is_some_and(|d| d != state.dealer) {
        return Err(bad("the dealer differs from the options' dealer"));
    }
    for (i, p) in state.players.iter().enumerate() {
        if state.players[..i].iter().any(|q| q.portrait == p.portrait) || p.portrait == state.victim
        {
            return Err(bad(
                "portraits must be distinct, the victim an un-chosen one",
            ));
        }
    }
    cards(state)?;
    for (i, p) in state.players.iter().enumerate() {
        let seat = Seat(i as u8);
        if !p.hand.is_sorted() || !p.known.is_sorted() {
            return Err(bad(format!("{seat}: hand and known cards are kept sorted")));
        }
        let mut rest = p.hand.clone();
        if !p.known.iter().all(|&c| card::take(&mut rest, c)) {
            return Err(bad(format!("{seat}: a known card is not in the hand")));
        }
        for (j, &a) in p.accusations.iter().enumerate() {
            if a.accusation().is_none() || misfit(&p.accusations[..j], a).is_some() {
                return Err(bad(format!(
                    "{seat}: Accusations are Gears or Pistols, one of each type, all of one suit"
                )));
            }
        }
        let holding =
            seat == state.turn && matches!(state.phase, Phase::Act | Phase::CoverUpDiscard);
        let size = if holding { HAND_SIZE + 1 } else { HAND_SIZE };
        if p.hand.len() != size {
            return Err(bad(format!(
                "{seat} holds {} cards, not {size}",
                p.hand.len()
            )));
        }
    }
    phase(state)?;
    if state.log.iter().any(|e| e.to.is_some_and(|s| s.0 >= seats)) {
        return Err(bad("a log entry is addressed to a seat not at the table"));
    }
    Ok(())
}

/// Each card of the deck exactly once.
fn cards(state: &State) -> Result<(), RulesError> {
    let mut all: Vec<Card> = state.draw_pile.clone();
    all.extend(&state.discard);
    for p in &state.players {
        all.extend(&p.hand);
        all.extend(&p.accusations);
    }
    all.extend(core::iter::repeat_n(
        Card::Joker,
        usize::from(state.removed_jokers.min(54)),
    ));
    all.sort_unstable();
    let mut deck = card::deck();
    deck.sort_unstable();
    if all != deck {
        return Err(bad("the 54 cards are not each in exactly one place"));
    }
    Ok(())
}

fn phase(state: &State) -> Result<(), RulesError> {
    let limit = state.turn_limit();
    match state.phase {
        Phase::Draw => {
            if state.discard.is_empty() || (state.draw_pile.is_empty() && state.discard.len() != 1)
            {
                return Err(bad("a turn begins with the discard pile restarted and the draw pile reshuffled if empty"));
            }
        }
        Phase::Act => {}
        Phase::CoverUpDiscard => {
            if !state.player(state.turn).covered_up {
                return Err(bad("a cover-up's discard without the portrait flipped"));
            }
        }
        Phase::Over { murderer: Some(m) } => {
            // The murderer is the seat whose own turn just ended.
            if m != state.turn || !state.player(m).fully_accused() {
                return Err(bad(
                    "the murderer has no Method, Motive and Opportunity in front of them",
                ));
            }
            return Ok(());
        }
        Phase::Over { murderer: None } => {
            if state.turns < limit {
                return Err(bad(
                    "the game ended without a murderer before the turn limit",
                ));
            }
            return Ok(());
        }
    }
    if state.turns >= limit {
        return Err(bad("the game goes on past the turn limit"));
    }
    Ok(())
}
