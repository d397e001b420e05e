//! Final scoring: the claim tracks' VP, warfare (3 for the most, 1 for the
//! second most), accomplished deeds, the secret agenda (2 if met), victory
//! point tokens; ties broken by claim-track VP, then coins.

use ruleshelf_engine::{Deserialize, Outcome, Seat};
use serde::Serialize;

use crate::claim::level_vp;
use crate::data::{data, Good, Measure};
use crate::map::{occupies, ruler};
use crate::state::State;

/// One seat's final score, part by part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct FinalScore {
    pub claims: u8,
    pub warfare: u8,
    pub deeds: u8,
    pub agenda: u8,
    pub vp_tokens: u8,
    pub total: u8,
    pub coins: u16,
    /// Solo, the rebels: a VP per three coins, rounded up.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub coins_vp: u8,
    /// Solo, the rebels: a VP per three goods and trade boon tokens on
    /// their dock, rounded up.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub goods_vp: u8,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// What `measure` counts for `seat`.
#[must_use]
pub fn measure(state: &State, seat: Seat, m: Measure) -> u16 {
    let p = &state.players[seat.index()];
    match m {
        Measure::RegionsOccupied => state
            .in_play()
            .filter(|r| occupies(state, seat, *r))
            .count() as u16,
        Measure::Warfare => u16::from(p.warfare),
        Measure::TradeTrack => u16::from(p.claims[2]),
        Measure::Goods => Good::ALL.iter().map(|g| u16::from(p.goods(*g))).sum(),
        Measure::RuleTrack => u16::from(p.claims[0]),
        Measure::FurAndHoney => u16::from(p.goods(Good::Fur)) + u16::from(p.goods(Good::Honey)),
        Measure::StructuresInRuledRegions => state
            .in_play()
            .filter(|r| ruler(state, *r) == Some(seat))
            .map(|r| {
                state.regions[r]
                    .structures
                    .iter()
                    .filter(|b| b.owner == seat)
                    .count() as u16
            })
            .sum(),
        Measure::BuildTrack => u16::from(p.claims[1]),
        Measure::Deeds => p.done.len() as u16,
        Measure::DefeatedRebels => crate::warfare::defeated_rebels(state, seat) as u16,
        Measure::Coins => p.coins,
        Measure::EpicRegionsRuled => crate::epic::effects::regions_ruled(state, seat),
        Measure::VpTokens => u16::from(p.vp_tokens),
    }
}

/// Whether `seat` has the most of `m` (ties included), above zero.
#[must_use]
pub fn has_most(state: &State, seat: Seat, m: Measure) -> bool {
    let mine = measure(state, seat, m);
    mine > 0 && Seat::all(state.sides()).all(|s| measure(state, s, m) <= mine)
}

/// Warfare VP: the most (above zero) scores the first value, ties all
/// scoring it and no second place; else the second most scores the second.
#[must_use]
pub fn warfare_vp(state: &State, seat: Seat) -> u8 {
    let d = data();
    let mine = state.players[seat.index()].warfare;
    if mine == 0 {
        return 0;
    }
    let higher: Vec<u8> = state
        .players
        .iter()
        .map(|p| p.warfare)
        .filter(|w| *w > mine)
        .collect();
    match higher.len() {
        0 => d.warfare_vp.first().copied().unwrap_or(0),
        _ => {
            let best = higher.iter().copied().max().unwrap_or(0);
            let leaders = state.players.iter().filter(|p| p.warfare == best).count();
            let between = higher.iter().any(|w| *w < best);
            if leaders == 1 && !between {
                d.warfare_vp.get(1).copied().unwrap_or(0)
            } else {
                0
            }
        }
    }
}

#[must_use]
pub fn final_score(state: &State, seat: Seat) -> FinalScore {
    let d = data();
    let p = &state.players[seat.index()];
    let claims = p.claims.iter().map(|l| level_vp(&d.claim, *l)).sum();
    let warfare = warfare_vp(state, seat);
    let deeds = p
        .done
        .iter()
        .filter_map(|x| d.deeds.get(x.index()))
        .map(|c| c.vp)
        .sum();
    let agenda = match p.agenda.and_then(|a| d.agendas.get(a.index())) {
        Some(card) if has_most(state, seat, card.measure) => d.agenda_vp,
        _ => 0,
    };
    let total = claims + warfare + deeds + agenda + p.vp_tokens;
    FinalScore {
        claims,
        warfare,
        deeds,
        agenda,
        vp_tokens: p.vp_tokens,
        total,
        coins: p.coins,
        coins_vp: 0,
        goods_vp: 0,
    }
}

/// Every side's final score (solo: yours, then the rebels').
#[must_use]
pub fn final_scores(state: &State) -> Vec<FinalScore> {
    Seat::all(state.sides())
        .map(|s| {
            if crate::solo::is_rebels(state, s) {
                crate::solo::scoring::rebel_score(state)
            } else {
                final_score(state, s)
            }
        })
        .collect()
}

/// The outcome: most VP wins; ties go to the most claim-track VP, then the
/// most coins; seats equal on all three share the place.
#[must_use]
pub fn outcome(state: &State) -> Outcome {
    let scores = final_scores(state);
    if state.options.is_solo() {
        return crate::solo::scoring::outcome(state, &scores);
    }
    let key = |s: &FinalScore| (s.total, s.claims, s.coins);
    let ranks: Vec<u8> = scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|o| key(o) > key(s)).count() as u8)
        .collect();
    let winners = ranks
        .iter()
        .enumerate()
        .filter(|(_, r)| **r == 1)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    Outcome {
        winners,
        ranks,
        scores: scores.iter().map(|s| i32::from(s.total)).collect(),
    }
}
