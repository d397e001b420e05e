//! Flipping, and the abilities "Applied Immediately" ("Cards Whose Ability
//! Is Applied Immediately"; rulings 1, 5–8): "If there is a face down card
//! above the card that was just played, that card is flipped over."

use ruleshelf_engine::Seat;

use crate::cards::{Ability, Card};
use crate::event::Event;
use crate::state::{Face, Placed, State};

/// The flips of one action, so that a chain of Explorers that would flip the
/// same card in the same column again stops (ruling 5).
#[derive(Default)]
pub(crate) struct Chain {
    flipped: Vec<(Seat, Card, usize)>,
}

/// How an arrival resolved: settled, or waiting for a decision of the
/// flipped card's owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resolution {
    Settled,
    /// A Cloak's owner hides a card, or a Traitor's owner swaps or keeps.
    Decide(Decision),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Decision {
    Cloak { seat: Seat, column: u8 },
    Traitor { seat: Seat, column: u8 },
}

/// A card has just arrived at the bottom of `column` (played there, or an
/// Explorer moved there). Once every column is complete the round is over
/// and nothing more happens (ruling 1); otherwise the face-down card above
/// it flips and its when-flipped ability acts.
pub(crate) fn after_arrival(state: &mut State, column: usize, chain: &mut Chain) -> Resolution {
    if state.round_complete() {
        return Resolution::Settled;
    }
    let Some(cards) = state.columns.get(column).map(|c| &c.cards) else {
        return Resolution::Settled;
    };
    let Some(above) = cards.len().checked_sub(2) else {
        return Resolution::Settled;
    };
    let placed = cards[above];
    if !placed.face.flips() {
        return Resolution::Settled;
    }
    let col = column as u8;
    let key = (placed.owner, placed.card, column);
    if chain.flipped.contains(&key) {
        state.log(Event::ChainStopped {
            seat: placed.owner,
            column: col,
            card: placed.card,
        });
        return Resolution::Settled;
    }
    chain.flipped.push(key);
    state.columns[column].cards[above].face = Face::Up;
    state.log(Event::Flipped {
        seat: placed.owner,
        column: col,
        card: placed.card,
    });
    match placed.card.ability() {
        Ability::Explorer => explore(state, column, above, placed.owner, chain),
        Ability::Assassin => {
            assassinate(state, column, above, placed.owner);
            Resolution::Settled
        }
        Ability::Storm => {
            state.columns[column].closed = true;
            state.log(Event::ColumnClosed {
                seat: placed.owner,
                column: col,
            });
            Resolution::Settled
        }
        Ability::Cloak => {
            if state
                .players
                .get(placed.owner.index())
                .is_none_or(|p| p.hand.is_empty())
            {
                state.log(Event::NothingToHide {
                    seat: placed.owner,
                    column: col,
                });
                Resolution::Settled
            } else {
                Resolution::Decide(Decision::Cloak {
                    seat: placed.owner,
                    column: col,
                })
            }
        }
        Ability::Traitor => Resolution::Decide(Decision::Traitor {
            seat: placed.owner,
            column: col,
        }),
        _ => Resolution::Settled,
    }
}

/// Explorer: "it moves over one column to the right", wrapping from the far
/// right to the far left, skipping columns closed by a Storm; it lies face
/// down at the bottom there and the card above it flips. With no other open
/// column it stays where it is.
fn explore(
    state: &mut State,
    column: usize,
    index: usize,
    owner: Seat,
    chain: &mut Chain,
) -> Resolution {
    let count = state.columns.len();
    let target = (1..count)
        .map(|k| (column + k) % count)
        .find(|c| !state.columns[*c].closed);
    let Some(target) = target else {
        state.log(Event::ExplorerStays {
            seat: owner,
            column: column as u8,
        });
        return Resolution::Settled;
    };
    let explorer = state.columns[column].cards.remove(index);
    state.columns[target].cards.push(Placed {
        face: Face::DownSeen,
        ..explorer
    });
    state.log(Event::ExplorerMoved {
        seat: owner,
        from: column as u8,
        to: target as u8,
    });
    after_arrival(state, target, chain)
}

/// Assassin: the card just below it (the one whose arrival flipped it) goes
/// face up to its owner's discard pile (ruling 6; rulings R5, R6).
fn assassinate(state: &mut State, column: usize, index: usize, owner: Seat) {
    let cards = &mut state.columns[column].cards;
    if index + 1 >= cards.len() {
        return;
    }
    let victim = cards.remove(index + 1);
    if let Some(player) = state.players.get_mut(victim.owner.index()) {
        player.discard_pile.push(victim.card);
    }
    state.log(Event::Assassinated {
        seat: owner,
        column: column as u8,
        victim: victim.owner,
        card: victim.card,
    });
}
