//! "Provide an Alibi": an Alibi card of the rank of an Accusation against
//! you discards both.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::{Action, Top};
use crate::card::Card;
use crate::event::Event;
use crate::state::{Player, State};
use crate::turn;

pub(crate) const HEADING: &str = "Provide an Alibi";

/// The Accusation in front of `player` that the Alibi `card` answers: the
/// one of the same rank, whatever the suits. There is at most one, since
/// the Accusations in front of a player share a suit.
#[must_use]
pub(crate) fn answered(player: &Player, card: Card) -> Option<Card> {
    let rank = card.alibi_rank()?;
    player
        .accusations
        .iter()
        .copied()
        .find(|a| a.rank() == Some(rank))
}

/// Lists every Alibi of `seat`, each with both orders of the two cards on
/// the discard pile.
pub(crate) fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let player = state.player(seat);
    for &card in &player.hand {
        if answered(player, card).is_some() {
            out.push(Action::Alibi {
                seat,
                card,
                top: Top::Alibi,
            });
            out.push(Action::Alibi {
                seat,
                card,
                top: Top::Accusation,
            });
        }
    }
}

/// Whether `seat` can refute an Accusation against it.
#[must_use]
pub(crate) fn possible(state: &State, seat: Seat) -> bool {
    let player = state.player(seat);
    player
        .hand
        .iter()
        .any(|&card| answered(player, card).is_some())
}

pub(crate) fn check(state: &State, seat: Seat, card: Card) -> Result<(), RulesError> {
    let player = state.player(seat);
    if card.alibi_rank().is_none() || !player.holds(card) {
        return Err(RulesError::illegal(
            HEADING,
            "You provide an Alibi by playing an Alibi card from your hand",
        ));
    }
    if answered(player, card).is_none() {
        return Err(RulesError::illegal(
            HEADING,
            "that matches the value of an Accusation made against you",
        ));
    }
    Ok(())
}

pub(crate) fn play(state: &mut State, seat: Seat, card: Card, top: Top) {
    let player = state.player_mut(seat);
    let Some(accusation) = answered(player, card) else {
        return;
    };
    player.give_up(card);
    crate::card::take(&mut player.accusations, accusation);
    match top {
        Top::Alibi => state.discard.extend([accusation, card]),
        Top::Accusation => state.discard.extend([card, accusation]),
    }
    state.log(Event::ProvidedAlibi {
        seat,
        card,
        accusation,
        top,
    });
    turn::end(state);
}
