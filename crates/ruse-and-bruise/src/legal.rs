//! Which actions are legal now, and why another is not.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::state::{Phase, State};

pub(crate) const PLAYING: &str = "Playing A Round";
pub(crate) const STORM: &str = "Storm";
pub(crate) const CLOAK: &str = "Invisibility Cloak";
pub(crate) const TRAITOR: &str = "Traitor";
/// "Storm": a closed column takes no card.
pub(crate) const STORM_CLOSES: &str =
    "no other cards can be played in the column that it was played in";
/// "Playing A Round": where a card goes.
pub(crate) const BELOW_A_GOAL: &str = "cards are played below one of this round's goal cards";

/// The seats that must decide now.
#[must_use]
pub fn to_act(state: &State) -> Vec<Seat> {
    state.phase.seat().into_iter().collect()
}

/// Appends every legal action: in a turn, every card in hand to every column
/// not closed by a Storm; after a Cloak flipped, every card in its owner's
/// hand; after a Traitor flipped, a swap with every other column, or keeping.
pub fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
    match state.phase {
        Phase::Turn { seat } => {
            let Some(player) = state.players.get(seat.index()) else {
                return;
            };
            for &card in &player.hand {
                for (i, column) in state.columns.iter().enumerate() {
                    if !column.closed {
                        out.push(Action::Play {
                            seat,
                            card,
                            column: i as u8,
                        });
                    }
                }
            }
        }
        Phase::Cloak { seat, .. } => {
            let Some(player) = state.players.get(seat.index()) else {
                return;
            };
            out.extend(player.hand.iter().map(|&card| Action::Hide { seat, card }));
        }
        Phase::Traitor { seat, column, .. } => {
            for i in 0..state.columns.len() as u8 {
                if i != column {
                    out.push(Action::SwapGoals { seat, column: i });
                }
            }
            out.push(Action::KeepGoals { seat });
        }
        Phase::Over => {}
    }
}

/// Whether `action` is legal now; if not, which rule forbids it.
pub fn check(state: &State, action: &Action) -> Result<(), RulesError> {
    let Some(decider) = state.phase.seat() else {
        return Err(RulesError::game_over());
    };
    if action.seat() != decider {
        return Err(RulesError::not_your_turn(action.seat()));
    }
    let in_hand = |card| {
        state
            .players
            .get(decider.index())
            .is_some_and(|p| p.hand.contains(&card))
    };
    match (state.phase, *action) {
        (Phase::Turn { .. }, Action::Play { card, column, .. }) => {
            if !in_hand(card) {
                return Err(RulesError::illegal(PLAYING, "they play one of their cards (from their hand) face down below one of the goal cards"));
            }
            match state.columns.get(usize::from(column)) {
                None => Err(RulesError::illegal(PLAYING, BELOW_A_GOAL)),
                Some(c) if c.closed => Err(RulesError::illegal(STORM, STORM_CLOSES)),
                Some(_) => Ok(()),
            }
        }
        (Phase::Turn { .. }, _) => Err(RulesError::illegal(PLAYING, "for each player's turn they play one of their cards face down below one of the goal cards")),
        (Phase::Cloak { .. }, Action::Hide { card, .. }) => {
            if in_hand(card) {
                Ok(())
            } else {
                Err(RulesError::illegal(CLOAK, "the player who played the card gets to put another one of their cards (from their hand) underneath the invisibility cloak"))
            }
        }
        (Phase::Cloak { .. }, _) => Err(RulesError::illegal(CLOAK, "the player who played the card gets to put another one of their cards underneath the invisibility cloak first")),
        (Phase::Traitor { column: from, .. }, Action::SwapGoals { column, .. }) => {
            if column == from || usize::from(column) >= state.columns.len() {
                Err(RulesError::illegal(TRAITOR, "the owner may switch the goal card of the traitor's column with the goal card for any of the other columns"))
            } else {
                Ok(())
            }
        }
        (Phase::Traitor { .. }, Action::KeepGoals { .. }) => Ok(()),
        (Phase::Traitor { .. }, _) => Err(RulesError::illegal(TRAITOR, "the owner first switches the goal card with another column's, or does not")),
        (Phase::Over, _) => Err(RulesError::game_over()),
    }
}
