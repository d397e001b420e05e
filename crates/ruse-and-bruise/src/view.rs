//! What one seat (or a spectator) may know, built field by field.
//!
//! Secret: other seats' hands, every draw pile's order, face-down cards of
//! other seats (a card under a Cloak stays so until the round ends), the
//! goals still in the stacks and in the box, the RNG and the log.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::cards::{Card, Goal};
use crate::final_score::{final_scores, FinalScore};
use crate::legal::to_act;
use crate::options::Options;
use crate::scoring::RoundScoring;
use crate::state::{Face, GameTag, Phase, State};
use ruleshelf_engine::Game;

/// A seat's view of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub game: GameTag,
    pub version: u32,
    /// The seat this view is for; absent for a spectator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub viewer: Option<Seat>,
    /// The options, without the seed.
    pub options: Options,
    pub first_seat: Seat,
    pub round: u8,
    pub round_start: Seat,
    pub phase: Phase,
    pub to_act: Vec<Seat>,
    pub players: Vec<PlayerView>,
    pub columns: Vec<ColumnView>,
    /// How many goals each stack still holds, face down.
    pub goal_stacks: Vec<u8>,
    /// How many goals went back to the box unseen.
    pub unused_goals: u8,
    pub unclaimed_goals: Vec<Goal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub last_scoring: Option<RoundScoring>,
    /// The viewer's legal actions now (empty when it need not decide).
    pub actions: Vec<Action>,
    /// Once the game is over: every seat's final score (the ranks are the
    /// game's `outcome`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub final_scores: Option<Vec<FinalScore>>,
}

/// A seat's cards as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub hand_count: u8,
    /// The viewer's own hand only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub hand: Option<Vec<Card>>,
    pub draw_count: u8,
    pub discard_pile: Vec<Card>,
    pub won: Vec<Goal>,
}

/// A column as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct ColumnView {
    pub goal: Goal,
    pub closed: bool,
    /// Closed, or holding as many cards as the goal's value.
    pub complete: bool,
    pub cards: Vec<PlacedView>,
}

/// A card in a column: `card` is shown when it is face up, seen by all, or
/// the viewer's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct PlacedView {
    pub owner: Seat,
    pub face: Face,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub card: Option<Card>,
}

/// `viewer`'s view of `state`.
#[must_use]
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let actions = crate::RuseAndBruise::actions_of(state, viewer);
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerView {
            hand_count: p.hand.len() as u8,
            hand: (viewer == Some(Seat(i as u8))).then(|| p.hand.clone()),
            draw_count: p.draw_pile.len() as u8,
            discard_pile: p.discard_pile.clone(),
            won: p.won.clone(),
        })
        .collect();
    let columns = state
        .columns
        .iter()
        .map(|c| ColumnView {
            goal: c.goal,
            closed: c.closed,
            complete: c.complete(),
            cards: c
                .cards
                .iter()
                .map(|p| PlacedView {
                    owner: p.owner,
                    face: p.face,
                    card: (p.face.public() || viewer == Some(p.owner)).then_some(p.card),
                })
                .collect(),
        })
        .collect();
    let over = state.phase == Phase::Over;
    View {
        game: state.game,
        version: state.version,
        viewer,
        options: Options {
            seed: None,
            ..state.options.clone()
        },
        first_seat: state.first_seat,
        round: state.round,
        round_start: state.round_start,
        phase: state.phase,
        to_act: to_act(state),
        players,
        columns,
        goal_stacks: state.stacks.iter().map(|s| s.len() as u8).collect(),
        unused_goals: state.unused_goals.len() as u8,
        unclaimed_goals: state.unclaimed_goals.clone(),
        last_scoring: state.last_scoring.clone(),
        actions,
        final_scores: over.then(|| final_scores(state)),
    }
}
