//! Module B: Warfare. Each seat has a dungeon mat; after an attack that
//! revealed a scheme card and cost no casualty, the attacker may try to
//! capture the unit (or rebel) attacked; captives are released at the
//! start of each claim phase for victory point tokens. The module adds
//! the Victorious agenda, four deeds, five scheme cards (some with a
//! double casualty icon) and a conversion token that spends a defeated
//! rebel: all of them are in `warfare.json`, beside this file, and enter
//! the base lists of cards and recipes.
//!
//! - capturing: [`capture`]; releasing: [`release`]
//! - defeated rebels count those in a dungeon: [`defeated_rebels`]
//! - a captured leader is not in its owner's supply: [`leader_captive`]
//!
//! An automated opponent (the solo rebels) keeps a dungeon the same way:
//! a list of [`Captive`]s, with the same room rules ([`has_room`]).

pub mod capture;
pub mod release;

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::data::data;
use crate::ids::Rebel;
use crate::state::State;

/// "Limit 4 troops and/or rebels and 1 leader."
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct DungeonLimits {
    /// Troops and rebels together.
    pub troops: u8,
    pub leaders: u8,
    pub tag: String,
}

/// The victory point tokens releasing captives earns.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Ransom {
    /// For any leader.
    pub leader: u8,
    /// For each set of two troops or rebels.
    pub pair: u8,
    pub tag: String,
}

/// Module B's own data (`warfare.json`; its cards and recipe are in the
/// base lists).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct WarfareData {
    pub dungeon: DungeonLimits,
    pub ransom: Ransom,
    pub tag: String,
}

/// A unit on a dungeon mat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Captive {
    Troop {
        seat: Seat,
    },
    Leader {
        seat: Seat,
    },
    /// A rebel, by the reward under it (public once defeated).
    Rebel {
        reward: Rebel,
    },
}

impl Captive {
    #[must_use]
    pub const fn is_leader(self) -> bool {
        matches!(self, Captive::Leader { .. })
    }

    /// The captive's owner (none for a rebel).
    #[must_use]
    pub const fn owner(self) -> Option<Seat> {
        match self {
            Captive::Troop { seat } | Captive::Leader { seat } => Some(seat),
            Captive::Rebel { .. } => None,
        }
    }
}

/// Module B on the table; all of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct WarfareState {
    /// Per seat, the captives on its dungeon mat.
    pub dungeons: Vec<Vec<Captive>>,
}

/// Setup B: a dungeon mat each (the conversion token is the module's
/// recipe).
#[must_use]
pub fn setup(seats: u8) -> WarfareState {
    WarfareState {
        dungeons: vec![Vec::new(); usize::from(seats)],
    }
}

/// `seat`'s dungeon.
#[must_use]
pub fn dungeon(state: &State, seat: Seat) -> &[Captive] {
    state
        .warfare
        .as_ref()
        .and_then(|w| w.dungeons.get(seat.index()))
        .map_or(&[], Vec::as_slice)
}

/// `seat`'s dungeon, to change it.
pub fn dungeon_mut(state: &mut State, seat: Seat) -> Option<&mut Vec<Captive>> {
    state
        .warfare
        .as_mut()
        .and_then(|w| w.dungeons.get_mut(seat.index()))
}

/// Whether `dungeon` has room for `captive`: a leader space free, or a
/// space for troops and rebels.
#[must_use]
pub fn has_room(dungeon: &[Captive], leader: bool) -> bool {
    let limits = &data().warfare.dungeon;
    let held = dungeon.iter().filter(|c| c.is_leader() == leader).count();
    held < usize::from(if leader {
        limits.leaders
    } else {
        limits.troops
    })
}

/// Whether `seat`'s leader is on someone's dungeon mat (so not in its
/// supply: it cannot be mustered until released).
#[must_use]
pub fn leader_captive(state: &State, seat: Seat) -> bool {
    state.warfare.as_ref().is_some_and(|w| {
        w.dungeons
            .iter()
            .flatten()
            .any(|c| *c == Captive::Leader { seat })
    })
}

/// `seat`'s troops on dungeon mats.
#[must_use]
pub fn troops_held(state: &State, seat: Seat) -> usize {
    state.warfare.as_ref().map_or(0, |w| {
        w.dungeons
            .iter()
            .flatten()
            .filter(|c| **c == Captive::Troop { seat })
            .count()
    })
}

/// The rebels in `seat`'s dungeon, by reward.
pub fn rebels_held(state: &State, seat: Seat) -> impl Iterator<Item = Rebel> + '_ {
    dungeon(state, seat).iter().filter_map(|c| match c {
        Captive::Rebel { reward } => Some(*reward),
        _ => None,
    })
}

/// "Rebels that are currently in your dungeon or are placed next to your
/// household mat count as defeated rebels."
#[must_use]
pub fn defeated_rebels(state: &State, seat: Seat) -> usize {
    state.players[seat.index()].defeated.len() + rebels_held(state, seat).count()
}

/// Module B's invariants: a dungeon per seat, within its limits, holding
/// other seats' units only, each leader at most once.
pub fn validate(state: &State) -> Result<(), String> {
    let Some(w) = state.warfare.as_ref() else {
        return Ok(());
    };
    let seats = state.sides();
    if w.dungeons.len() != usize::from(seats) {
        return Err("one dungeon mat per seat".into());
    }
    let limits = &data().warfare.dungeon;
    for (i, cells) in w.dungeons.iter().enumerate() {
        let leaders = cells.iter().filter(|c| c.is_leader()).count();
        if leaders > usize::from(limits.leaders)
            || cells.len() - leaders > usize::from(limits.troops)
            || cells
                .iter()
                .any(|c| c.owner().is_some_and(|o| o.0 >= seats || o.index() == i))
        {
            return Err(format!("dungeon {i} holds what it cannot"));
        }
    }
    for seat in Seat::all(seats) {
        let held = w
            .dungeons
            .iter()
            .flatten()
            .filter(|c| **c == Captive::Leader { seat })
            .count();
        if held > 1 {
            return Err(format!("{seat}'s leader is in two dungeons"));
        }
    }
    Ok(())
}
