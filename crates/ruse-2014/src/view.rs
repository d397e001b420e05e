//! What one seat (or a spectator) may know.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::card::Card;
use crate::character::Character;
use crate::state::{GameTag, Phase, State};
use ruleshelf_engine::Game;

/// A seat's view of the table: everything public, its own hand, and its
/// legal actions when it must decide. Hands of other seats show only their
/// size and the cards known to be there (taken from the discard pile and
/// not played since); the draw pile shows only its size; the discard pile is
/// shown whole, bottom first. No RNG, no seed, no log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub game: GameTag,
    pub version: u32,
    /// The seat this view was made for; absent for a spectator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub viewer: Option<Seat>,
    pub seats: u8,
    pub free_discard: bool,
    pub players: Vec<PlayerView>,
    pub victim: Character,
    pub dealer: Seat,
    /// How many cards the draw pile holds.
    pub draw_pile: u8,
    /// The discard pile, bottom first, top last.
    pub discard: Vec<Card>,
    pub removed_jokers: u8,
    pub turn: Seat,
    /// Turns completed, and the turn limit at which the game ends without a
    /// murderer.
    pub turns: u32,
    pub turn_limit: u32,
    pub phase: Phase,
    /// The viewer's legal actions (empty when it is not to act).
    pub actions: Vec<Action>,
}

/// One seat as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub portrait: Character,
    pub hand_size: u8,
    /// The hand itself: the viewer's own only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub hand: Option<Vec<Card>>,
    /// The cards everyone knows are in this hand.
    pub known: Vec<Card>,
    pub accusations: Vec<Card>,
    pub covered_up: bool,
}

#[must_use]
pub(crate) fn view(state: &State, viewer: Option<Seat>) -> View {
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerView {
            portrait: p.portrait,
            hand_size: p.hand.len() as u8,
            hand: (viewer == Some(Seat(i as u8))).then(|| p.hand.clone()),
            known: p.known.clone(),
            accusations: p.accusations.clone(),
            covered_up: p.covered_up,
        })
        .collect();
    let actions = crate::Ruse2014::actions_of(state, viewer);
    View {
        game: state.game,
        version: state.version,
        viewer,
        seats: state.options.seats,
        free_discard: state.options.free_discard,
        players,
        victim: state.victim,
        dealer: state.dealer,
        draw_pile: state.draw_pile.len() as u8,
        discard: state.discard.clone(),
        removed_jokers: state.removed_jokers,
        turn: state.turn,
        turns: state.turns,
        turn_limit: state.turn_limit(),
        phase: state.phase,
        actions,
    }
}
