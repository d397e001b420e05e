//! Solo mode (Solo v1.5): one seat against the rebels, an opponent the
//! rules play. The rebels are the table's second side ([`REBELS`]): their
//! rebel miniatures are that side's troops, their leader its leader, and
//! they have advisors, structures, coins, a boat and dock, claim tracks,
//! warfare and (with Warfare) a dungeon like a player, so every base rule
//! that speaks of an opponent applies to them. What the base rules call
//! rebels, the neutral miniatures one may attack or convert, are the
//! neutral troops in a solo game (the solo rules put them where rebels
//! stood, and Rebel Factions' cards read "neutral troops" for "rebels").
//!
//! The rebels never decide: `flow::settle` plays each of their steps
//! ([`step`]), drawing chance from the state's RNG and logging each step.
//! Where the solo rules let you decide during their turn (the scheme deck
//! their casualty checks reveal from, which of your units you lose), that
//! is your decision ([`crate::state::Pending::RebelAttack`],
//! [`crate::state::Pending::RebelCapture`], `loseUnit`).
//!
//! - the components as data (`solo.json`, beside this file): [`data`]
//! - setup: [`setup`]; the strategy phase: [`strategy`]; a rebel turn:
//!   [`turn`], its actions in [`actions`] and their march in [`march`]
//! - the rebel board's bonuses and their unlocking: [`board`]
//! - the development phase and the rebel leaders' round end:
//!   [`development`]; the rebels' decisions: [`decisions`]
//! - rebel scoring and the winner: [`scoring`]
//!
//! It enters the base rules through the hooks listed in
//! `docs/rules/rurik.md` ("Hooks"); each is neutral in a game of 2 to 4.

pub mod actions;
pub mod board;
pub mod data;
pub mod decisions;
pub mod development;
pub mod march;
pub mod scoring;
pub mod setup;
pub mod strategy;
pub mod turn;

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use self::data::{PriorityInfo, RebelCardData, RebelLeaderCard, SoloData};
use crate::data::{data, Banner};
use crate::ids::{Inheritance, RebelCard, Region};
use crate::state::{Phase, State};

pub use self::data::Priority;

/// The rebels' side.
pub const REBELS: Seat = Seat(1);
/// The one seat of a solo game.
pub const YOU: Seat = Seat(0);

/// The solo opponent on the table. The deck's order below the cards the
/// rules show is secret: views show the cards known from the top (each
/// was on top once) and the bottom card's strategy rows slid out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct SoloState {
    /// The rebel deck, face up: bottom first, top last (indices into the
    /// data's cards).
    pub deck: Vec<RebelCard>,
    /// How many cards from the top down are known: the top card, and each
    /// card seen on top before it (1 to the deck's size).
    pub known: u8,
    /// The bottom card's strategy rows slid out this round.
    pub slid: u8,
    /// The current rebel priority (the first player token's column).
    pub priority: Priority,
    /// Per column of the rebel board, per bonus space, whether a coin still
    /// covers it.
    pub locked: Vec<Vec<bool>>,
    /// The inheritance cards face down (top last) that the rebel leader's
    /// round end reveals when Rebel Factions is off (with it, the faction's
    /// deck serves).
    pub inheritance: Vec<Inheritance>,
    /// The inheritance cards revealed from it, top last.
    pub revealed: Vec<Inheritance>,
    /// The rebels' turn, while they play one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub turn: Option<RebelTurn>,
}

/// Where a rebel turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Stage {
    /// Spending the bonus movement points ("before the main action").
    Moves,
    /// Taking the space's points (paying its cost) or a coin instead.
    Main,
    /// Spending the points.
    Spend,
}

/// A rebel turn in progress (its points are in the state's `turn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RebelTurn {
    /// The banner of the advisor taken.
    pub banner: Banner,
    pub stage: Stage,
    /// A bonus makes this turn's casualty checks reveal one card fewer.
    pub fewer: bool,
    /// The region the current march (icon pair) goes to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub march_to: Option<Region>,
    /// The region the rebels attack in until no target is left there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub attack_in: Option<Region>,
}

/// The solo data.
#[must_use]
pub fn solo_data() -> &'static SoloData {
    &data().solo
}

/// Whether `seat` is the rebels' side of a solo game.
#[must_use]
pub fn is_rebels(state: &State, seat: Seat) -> bool {
    state.options.is_solo() && seat == REBELS
}

/// The rebel card with data index `card`.
#[must_use]
pub fn card(card: RebelCard) -> Option<&'static RebelCardData> {
    solo_data().cards.get(card.index())
}

/// The top card of the rebel deck (region and build orders).
#[must_use]
pub fn top_card(state: &State) -> Option<&'static RebelCardData> {
    state.solo.as_ref()?.deck.last().and_then(|c| card(*c))
}

/// The region order on the top card.
#[must_use]
pub fn region_order(state: &State) -> &'static [Region] {
    top_card(state).map_or(&[], |c| c.order.as_slice())
}

/// The current priority.
#[must_use]
pub fn priority(state: &State) -> Priority {
    state.solo.as_ref().map(|s| s.priority).unwrap_or_default()
}

/// The facts of the current priority.
#[must_use]
pub fn priority_info(state: &State) -> Option<&'static PriorityInfo> {
    solo_data().priority(priority(state))
}

/// Whether the current priority is the "single icon" one (spread out,
/// attack where not ruling first, no captures).
#[must_use]
pub fn single_icon(state: &State) -> bool {
    priority_info(state).is_some_and(|p| p.single)
}

/// The rebel leader's card.
#[must_use]
pub fn leader_card(state: &State) -> Option<&'static RebelLeaderCard> {
    if !state.options.is_solo() {
        return None;
    }
    solo_data().leader(state.options.rebel_leader())
}

/// The rebel leader's card, if the leader stands in `region`.
#[must_use]
pub fn leader_in(state: &State, region: Region) -> Option<&'static RebelLeaderCard> {
    let card = leader_card(state)?;
    (state.players.get(REBELS.index())?.leader_at == Some(region)).then_some(card)
}

/// Hook of the base rules' costs: the rebels spend one build or tax point
/// per structure or collection, whoever rules the region.
#[must_use]
pub fn flat_cost(state: &State, seat: Seat) -> bool {
    is_rebels(state, seat)
}

/// Hook of `attack::reveals`: Sviatopolk's "when the rebels attack you in
/// the region where Sviatopolk is, they reveal one fewer scheme card".
#[must_use]
pub fn fewer_reveals(state: &State, seat: Seat, region: Region, target: Option<Seat>) -> u8 {
    if !is_rebels(state, seat) || target != Some(YOU) {
        return 0;
    }
    leader_in(state, region).map_or(0, |l| l.fewer)
}

/// Hook of `attack::play`: the casualty checks an attack on `target` in
/// `region` makes; Gleb's "perform the casualty check twice" when it is on
/// the rebels where he stands.
#[must_use]
pub fn casualty_checks(state: &State, target: Seat, region: Region) -> u8 {
    if !is_rebels(state, target) {
        return 1;
    }
    leader_in(state, region).map_or(1, |l| l.checks.max(1))
}

/// Hook of setup: you may not place starting troops or your leader in a
/// region the rebels occupy (an inheritance card naming it excepted).
#[must_use]
pub fn barred(state: &State, region: Region) -> bool {
    state.options.is_solo() && crate::map::occupies(state, REBELS, region)
}

/// Hook of `flow::settle`: plays one step of the rebels (placing an
/// advisor, a step of their turn, the captive they keep); false when it is
/// not their move, a decision is open, or (a state no rule leaves) there
/// is no step to play.
pub fn step(state: &mut State) -> bool {
    if !state.options.is_solo() || !state.pending.is_empty() {
        return false;
    }
    match state.phase {
        Phase::Strategy { seat } if seat == REBELS => strategy::place(state),
        Phase::Action { seat, .. } if seat == REBELS => turn::step(state),
        Phase::Release { seat } if seat == REBELS => {
            // The rebels keep one of your troops if they hold one.
            let kinds = crate::warfare::release::kinds(state, REBELS);
            let stays = kinds.iter().copied().find(Option::is_some).unwrap_or(None);
            crate::warfare::release::keep(state, REBELS, stays);
            true
        }
        _ => false,
    }
}

/// The solo invariants: the whole rebel deck once, known cards and slid
/// rows in range, the board's shape, the rebels' household holding no
/// cards, their leader the rebel leader's miniature, a rebel turn only
/// while they play one.
pub fn validate(state: &State) -> Result<(), String> {
    let Some(s) = state.solo.as_ref() else {
        return Ok(());
    };
    let n = solo_data().cards.len();
    let mut deck = s.deck.clone();
    deck.sort_unstable();
    if deck.iter().map(|c| c.index()).ne(0..n)
        || !(1..=n).contains(&usize::from(s.known))
        || usize::from(s.slid) > strategy::bottom_card(state).map_or(0, |c| c.rows.len())
    {
        return Err("the rebel deck is malformed".into());
    }
    let shape = board::board(state).map(|b| b.columns.iter().map(Vec::len).collect::<Vec<_>>());
    if shape != Some(s.locked.iter().map(Vec::len).collect()) {
        return Err("the rebel board is malformed".into());
    }
    let p = &state.players[REBELS.index()];
    let leader = leader_card(state).and_then(|l| data().leader(&l.name));
    if p.leader != leader
        || p.agenda.is_some()
        || !(p.schemes.is_empty() && p.drawn.is_empty() && p.deeds.is_empty() && p.done.is_empty())
        || !p.inheritance.is_empty()
    {
        return Err("the rebels hold what they cannot".into());
    }
    let their_turn = matches!(state.phase, Phase::Action { seat, .. } if seat == REBELS);
    if let Some(t) = s.turn {
        let regions_ok = [t.march_to, t.attack_in]
            .into_iter()
            .flatten()
            .all(|r| state.is_in_play(r));
        if !their_turn || !regions_ok {
            return Err("a rebel turn outside the rebels' turn".into());
        }
    }
    Ok(())
}
