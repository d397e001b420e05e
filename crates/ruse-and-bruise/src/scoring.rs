//! Scoring one column at the end of a round ("Cards Whose Ability Is
//! Applied After the Round Finishes"; rulings 2–4): Musketeers → Wizard →
//! Witch → Prince & Squire → totals → the winner. Every step is recorded,
//! so a UI can replay it.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::cards::{Card, Goal, WITCH_UP_TO, WIZARD_FROM};
use crate::state::Placed;
use crate::value::{current_values, empty_doppelganger};

/// A card and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct CardRef {
    pub seat: Seat,
    pub card: Card,
}

/// Which end-of-round ability removed a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub enum Removal {
    Wizard,
    Witch,
}

/// A card of a scored column: its value when the column was totalled (or
/// when it was removed), in half-points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct ScoredCard {
    pub seat: Seat,
    pub card: Card,
    pub value: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub removed: Option<Removal>,
}

/// A seat's total in a column, in half-points; `eligible` is false for a
/// seat that cannot win it (only an empty Doppelganger, with a Beggar).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct SeatTotal {
    pub seat: Seat,
    pub total: i32,
    pub eligible: bool,
}

/// Why the winner won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub enum WinReason {
    /// A Prince & Squire pair.
    PrinceAndSquire,
    /// The highest total.
    Highest,
    /// The lowest total (a Beggar in the column).
    Lowest,
    /// Tied, with the card closest to the goal.
    TieClosest,
    /// Tied under a Beggar, with the card farthest from the goal.
    TieFarthest,
}

/// One column's scoring, step by step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct ColumnScoring {
    pub column: u8,
    pub goal: Goal,
    /// Musketeers switched off every other ability.
    pub musketeers: bool,
    /// Wizards in the column (they act when odd).
    pub wizards: u8,
    pub wizard_removed: Vec<CardRef>,
    /// Witches left after the Wizard (they act when odd).
    pub witches: u8,
    pub witch_removed: Vec<CardRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub prince_and_squire: Option<Seat>,
    /// A Beggar was present at the totals: the lowest total wins.
    pub beggar: bool,
    /// Every card, top first.
    pub cards: Vec<ScoredCard>,
    /// Every seat with a card left, in seat order.
    pub totals: Vec<SeatTotal>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub winner: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub reason: Option<WinReason>,
}

/// A round's scoring, column by column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct RoundScoring {
    pub round: u8,
    pub columns: Vec<ColumnScoring>,
}

/// The cards still in the column, with their first positions.
struct Present {
    cards: Vec<Placed>,
    at: Vec<usize>,
}

impl Present {
    /// Removes the cards `remove` picks (by current value), returning them.
    fn remove(
        &mut self,
        goal: Goal,
        removal: Removal,
        scored: &mut [ScoredCard],
        remove: impl Fn(Placed, i32) -> bool,
    ) -> Vec<CardRef> {
        let values = current_values(&self.cards, goal, true);
        let mut removed = Vec::new();
        let mut keep_cards = Vec::new();
        let mut keep_at = Vec::new();
        for ((placed, at), value) in self.cards.iter().zip(&self.at).zip(values) {
            if remove(*placed, value) {
                removed.push(CardRef {
                    seat: placed.owner,
                    card: placed.card,
                });
                if let Some(s) = scored.get_mut(*at) {
                    s.value = value;
                    s.removed = Some(removal);
                }
            } else {
                keep_cards.push(*placed);
                keep_at.push(*at);
            }
        }
        self.cards = keep_cards;
        self.at = keep_at;
        removed
    }

    fn count(&self, card: Card) -> u8 {
        self.cards.iter().filter(|p| p.card == card).count() as u8
    }
}

/// Scores column `column` holding `cards` (top first, all revealed) under
/// `goal`. The result names the winner, or none when nobody can win.
#[must_use]
pub fn score_column(column: u8, cards: &[Placed], goal: Goal) -> ColumnScoring {
    let mut scored: Vec<ScoredCard> = cards
        .iter()
        .map(|p| ScoredCard {
            seat: p.owner,
            card: p.card,
            value: 0,
            removed: None,
        })
        .collect();
    let mut present = Present {
        cards: cards.to_vec(),
        at: (0..cards.len()).collect(),
    };
    let musketeers = present.count(Card::Musketeers) > 0;
    let abilities = !musketeers;

    let wizards = present.count(Card::Wizard);
    let wizard_removed = if abilities && wizards % 2 == 1 {
        present.remove(goal, Removal::Wizard, &mut scored, |_, value| {
            value >= WIZARD_FROM
        })
    } else {
        Vec::new()
    };
    let witches = present.count(Card::Witch);
    let witch_removed = if abilities && witches % 2 == 1 {
        present.remove(goal, Removal::Witch, &mut scored, |p, value| {
            p.card != Card::Witch && value <= WITCH_UP_TO
        })
    } else {
        Vec::new()
    };

    let prince_and_squire = if abilities {
        pair_winner(&present)
    } else {
        None
    };
    let beggar = abilities && present.count(Card::Beggar) > 0;

    let values = current_values(&present.cards, goal, abilities);
    for (at, value) in present.at.iter().zip(&values) {
        if let Some(s) = scored.get_mut(*at) {
            s.value = *value;
        }
    }
    let totals = totals(&present, &values, beggar);
    let (winner, reason) = match prince_and_squire {
        Some(seat) => (Some(seat), Some(WinReason::PrinceAndSquire)),
        None => match best(&present, &totals, beggar) {
            Some((seat, reason)) => (Some(seat), Some(reason)),
            None => (None, None),
        },
    };
    ColumnScoring {
        column,
        goal,
        musketeers,
        wizards,
        wizard_removed,
        witches,
        witch_removed,
        prince_and_squire,
        beggar,
        cards: scored,
        totals,
        winner,
        reason,
    }
}

/// The seat whose Prince & Squire pair has the card nearest the goal.
fn pair_winner(present: &Present) -> Option<Seat> {
    let position = |seat: Seat, card: Card| {
        present
            .cards
            .iter()
            .position(|p| p.owner == seat && p.card == card)
    };
    let mut best: Option<(usize, Seat)> = None;
    for placed in &present.cards {
        if placed.card != Card::Prince {
            continue;
        }
        let (Some(prince), Some(squire)) = (
            position(placed.owner, Card::Prince),
            position(placed.owner, Card::Squire),
        ) else {
            continue;
        };
        let nearer = prince.min(squire);
        if best.is_none_or(|(b, _)| nearer < b) {
            best = Some((nearer, placed.owner));
        }
    }
    best.map(|(_, seat)| seat)
}

/// Every seat with a card left, its total and whether it can win.
fn totals(present: &Present, values: &[i32], beggar: bool) -> Vec<SeatTotal> {
    let mut seats: Vec<Seat> = present.cards.iter().map(|p| p.owner).collect();
    seats.sort();
    seats.dedup();
    seats
        .into_iter()
        .map(|seat| {
            let mine = || {
                present
                    .cards
                    .iter()
                    .enumerate()
                    .filter(move |(_, p)| p.owner == seat)
            };
            let total = mine()
                .map(|(i, _)| values.get(i).copied().unwrap_or(0))
                .sum();
            let only_empty = mine().all(|(i, _)| empty_doppelganger(&present.cards, i));
            SeatTotal {
                seat,
                total,
                eligible: !(beggar && only_empty),
            }
        })
        .collect()
}

/// The highest total (lowest with a Beggar) among the eligible seats; ties
/// go to the card closest to the goal (farthest from it with a Beggar).
fn best(present: &Present, totals: &[SeatTotal], beggar: bool) -> Option<(Seat, WinReason)> {
    let eligible = totals.iter().filter(|t| t.eligible);
    let target = if beggar {
        eligible.clone().map(|t| t.total).min()?
    } else {
        eligible.clone().map(|t| t.total).max()?
    };
    let tied: Vec<Seat> = eligible
        .filter(|t| t.total == target)
        .map(|t| t.seat)
        .collect();
    match tied.as_slice() {
        [] => None,
        [seat] => Some((
            *seat,
            if beggar {
                WinReason::Lowest
            } else {
                WinReason::Highest
            },
        )),
        _ => {
            let positions = |seat: Seat| {
                present
                    .cards
                    .iter()
                    .enumerate()
                    .filter(move |(_, p)| p.owner == seat)
                    .map(|(i, _)| i)
            };
            if beggar {
                let seat = tied.iter().copied().max_by_key(|s| positions(*s).max())?;
                Some((seat, WinReason::TieFarthest))
            } else {
                let seat = tied.iter().copied().min_by_key(|s| positions(*s).min())?;
                Some((seat, WinReason::TieClosest))
            }
        }
    }
}
