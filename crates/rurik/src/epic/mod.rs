//! Module A: Epic Structures. Seats + 1 epic structure cards lie face up
//! with their structures; any seat may build one on its turn (build points
//! as normal, in a region it occupies, meeting the card's build condition)
//! for the card's reward. They belong to nobody: every seat uses their
//! effects. They count toward a region's three structures, except the
//! border ones, which stand in both regions of their border.
//!
//! - the cards as data: [`EpicData`] (`epic.json`, beside this file)
//! - building one: [`build`]
//! - the ongoing effects, as hooks the base rules call: [`effects`]
//!   (Border Fort, Capital Port, Catacombs, City Gate, Library, Siege
//!   Tower, Town Wall, Veche); round end (Palace) and game end (Cathedral,
//!   Logging Camp, Veche) in [`effects::round_end`] and [`effects::game_end`]

pub mod build;
pub mod effects;

use ruleshelf_engine::{Deserialize, Rng, Seat};
use serde::Serialize;

use crate::data::{data, Gain, Good};
use crate::ids::{Deed, Epic, Region};
use crate::state::State;

/// An epic structure card's build condition: every part that is set must
/// hold (none set: no condition).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct BuildCondition {
    /// On the border between two regions in play.
    #[serde(default)]
    pub border: bool,
    /// Only in a region that produces this good.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub produces: Option<Good>,
    /// Only in one of these regions (none listed: any).
    #[serde(default)]
    pub regions: Vec<String>,
    /// In place of your church, in its region, until this round (0: no).
    #[serde(default)]
    pub replace_church_until: u8,
    /// You have accomplished at least this many deeds.
    #[serde(default)]
    pub deeds_done: u8,
    /// Troops of at least this many players in the region.
    #[serde(default)]
    pub players: u8,
    /// At least this many other structures in the region.
    #[serde(default)]
    pub structures: u8,
    /// A troop from your supply goes on the card.
    #[serde(default)]
    pub troop_on_card: bool,
}

/// What an epic structure does once built; the card's `n` is its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Effect {
    /// Once per turn per player, `n` troop moves across its border spend
    /// no movement points.
    BorderFort,
    /// After taxing its region, trade one good for another.
    CapitalPort,
    /// No structure may be built in its region any more.
    Catacombs,
    /// Game end: its region's ruler earns `n` victory point tokens.
    Cathedral,
    /// Moving a troop into its region costs `n` movement points; Agatha
    /// may not carry troops into it.
    CityGate,
    /// `n` deed cards lie on it; once per round, after moving your leader
    /// into its region, swap one of your deeds for one of them.
    Library,
    /// Game end: the most wood earns `n` victory point tokens.
    LoggingCamp,
    /// Round end: every leader in its region draws `n` deed cards.
    Palace,
    /// A troop in either region of its border attacks in the other.
    SiegeTower,
    /// Attacks on opponents in its region reveal `n` more cards.
    TownWall,
    /// Once per round, after moving a troop into its region, put a troop
    /// on the card to draw a scheme card; game end: the most troops on the
    /// card (ties included) earn `n` victory point tokens.
    Veche,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct EpicCard {
    pub name: String,
    /// Structures of this card in the box (two Border Forts, two Siege
    /// Towers).
    pub copies: u8,
    /// Built on a border: in both regions, outside their limit of three.
    pub border: bool,
    pub condition: BuildCondition,
    pub reward: Vec<Gain>,
    pub effect: Effect,
    /// The effect's number (see [`Effect`]).
    #[serde(default)]
    pub n: u8,
    /// The card in our own words, for a table (the rules read the fields
    /// above, never this).
    pub text: String,
    pub tag: String,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct EpicDisplay {
    /// Cards face up beyond one per seat.
    pub beyond_seats: u8,
    pub tag: String,
}

/// Module A's data (`epic.json`); its Renowned agenda is in the agenda
/// list.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct EpicData {
    pub cards: Vec<EpicCard>,
    pub display: EpicDisplay,
    pub tag: String,
}

/// Where a built epic structure stands: a region, or the border between
/// `region` and `other`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Site {
    pub region: Region,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub other: Option<Region>,
}

impl Site {
    /// Whether the structure stands in `region` (a border one stands in
    /// both of its regions).
    #[must_use]
    pub fn is_in(self, region: Region) -> bool {
        self.region == region || self.other == Some(region)
    }
}

/// An epic structure card on display, with the copies built so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct EpicOnDisplay {
    /// Index into the data's epic cards.
    pub card: Epic,
    pub built: Vec<Site>,
}

/// Module A on the table; all of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct EpicState {
    /// The cards face up, in the order they were laid out.
    pub display: Vec<EpicOnDisplay>,
    /// The deed cards lying on the Library (face up).
    pub library: Vec<Deed>,
    /// Per seat, its troops on the Veche card.
    pub veche: Vec<u8>,
    /// Per seat, whether it used the Library's exchange this round.
    pub library_used: Vec<bool>,
    /// Per seat, whether it used the Veche's draw this round.
    pub veche_used: Vec<bool>,
}

/// Setup A–B: seats + 1 cards face up at random (solo: the two sides + 1,
/// "the three epic structure cards") (the others stay in the
/// box); the Renowned agenda is dealt from the agenda deck like any other.
#[must_use]
pub fn setup(seats: u8, rng: &mut Rng) -> EpicState {
    let d = data();
    let mut cards: Vec<Epic> = Epic::all(d.epic.cards.len()).collect();
    rng.shuffle(&mut cards);
    cards.truncate(usize::from(seats + d.epic.display.beyond_seats));
    EpicState {
        display: cards
            .into_iter()
            .map(|card| EpicOnDisplay {
                card,
                built: Vec::new(),
            })
            .collect(),
        library: Vec::new(),
        veche: vec![0; usize::from(seats)],
        library_used: vec![false; usize::from(seats)],
        veche_used: vec![false; usize::from(seats)],
    }
}

/// The card with data index `card`.
#[must_use]
pub fn card(card: Epic) -> Option<&'static EpicCard> {
    data().epic.cards.get(card.index())
}

/// Every built epic structure: its card and where it stands.
pub fn built(state: &State) -> impl Iterator<Item = (&'static EpicCard, Site)> + '_ {
    state.epic.iter().flat_map(|e| {
        e.display.iter().flat_map(|c| {
            let info = card(c.card);
            c.built.iter().filter_map(move |s| info.map(|i| (i, *s)))
        })
    })
}

/// The cards of the epic structures standing in `region`.
pub fn cards_in(state: &State, region: Region) -> impl Iterator<Item = &'static EpicCard> + '_ {
    built(state)
        .filter(move |(_, s)| s.is_in(region))
        .map(|(c, _)| c)
}

/// The numbers (`n`) of the `effect` structures standing in `region`.
pub fn effect_in(state: &State, region: Region, effect: Effect) -> impl Iterator<Item = u8> + '_ {
    cards_in(state, region)
        .filter(move |c| c.effect == effect)
        .map(|c| c.n)
}

/// Epic structures in `region` that count toward its three structures
/// (all but the border ones). Hook of `build::fits`.
#[must_use]
pub fn counted_in(state: &State, region: Region) -> usize {
    built(state)
        .filter(|(c, s)| !c.border && s.is_in(region))
        .count()
}

/// Epic structures standing in `region`, border ones included.
#[must_use]
pub fn standing_in(state: &State, region: Region) -> usize {
    built(state).filter(|(_, s)| s.is_in(region)).count()
}

/// Whether `region` holds an epic structure.
#[must_use]
pub fn any_in(state: &State, region: Region) -> bool {
    standing_in(state, region) > 0
}

/// Once-a-round effects are available again (hook of the round's start).
pub fn begin_round(state: &mut State) {
    if let Some(e) = state.epic.as_mut() {
        e.library_used.iter_mut().for_each(|u| *u = false);
        e.veche_used.iter_mut().for_each(|u| *u = false);
    }
}

/// `seat`'s troops on the Veche card.
#[must_use]
pub fn veche_troops(state: &State, seat: Seat) -> u8 {
    state
        .epic
        .as_ref()
        .and_then(|e| e.veche.get(seat.index()))
        .copied()
        .unwrap_or(0)
}

/// Module A's invariants: known cards on display once each, no more
/// copies built than the box holds, each at a region in play or on a
/// border between two, one entry per seat.
pub fn validate(state: &State) -> Result<(), String> {
    let Some(e) = state.epic.as_ref() else {
        return Ok(());
    };
    let d = data();
    let n = usize::from(state.sides());
    if e.veche.len() != n || e.library_used.len() != n || e.veche_used.len() != n {
        return Err("the epic structures' seats are malformed".into());
    }
    let mut seen = Vec::new();
    for shown in &e.display {
        let Some(info) = card(shown.card) else {
            return Err(format!("epic structure card {} does not exist", shown.card));
        };
        if seen.contains(&shown.card) || shown.built.len() > usize::from(info.copies) {
            return Err(format!(
                "{} is on display twice or built too often",
                info.name
            ));
        }
        seen.push(shown.card);
        for site in &shown.built {
            let ok = state.is_in_play(site.region)
                && match site.other {
                    Some(o) => info.border && state.is_in_play(o) && d.adjacent(site.region, o),
                    None => !info.border,
                };
            if !ok {
                return Err(format!("{} stands where it cannot", info.name));
            }
        }
    }
    if e.library.len() > usize::from(u8::MAX) {
        return Err("the Library holds too many deeds".into());
    }
    Ok(())
}
