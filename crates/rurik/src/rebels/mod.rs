//! Module C: Rebel Factions. One faction card lies face up; the
//! inheritance cards of the seat count are its deck, one face up, and the
//! rebel camp stands in that card's region. At the start of each claim
//! phase the faction musters a rebel (in the camp's region if it has none,
//! else in the region of a newly revealed card) and its ongoing effect
//! hampers every region with rebels, until a player announces on its turn
//! that it meets the defeat condition: it earns the reward, the camp is
//! removed and the card flipped.
//!
//! The cards are data (`rebels.json`, beside this file). The effects enter
//! the base rules through hooks: [`checks_rebel_attacks`] (Armed Uprising),
//! [`church_spares_rebels`] (Pagan Unrest), [`extra_tax`] (Peasant Mutiny),
//! [`camp_in`] (the camp's place in a region's three structures).

use ruleshelf_engine::{Deserialize, Rng, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::data::{data, Gain, Need};
use crate::event::Event;
use crate::ids::{Inheritance, Region};
use crate::state::{State, Turn};

/// What a faction does while it stands; the card's `n` is its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum FactionEffect {
    /// "When attacking a rebel, you must check for a casualty (as if
    /// attacking an opponent). However, do not advance your warfare marker."
    ArmedUprising,
    /// "When building a church in a region with any rebels, you may not
    /// remove a rebel. If you build a church without removing a troop, you
    /// may not place one of your troops."
    PaganUnrest,
    /// "When taxing in a region with any rebels, you must spend one
    /// additional tax point": `n` more.
    PeasantMutiny,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct FactionCard {
    pub name: String,
    pub effect: FactionEffect,
    /// The effect's number (see [`FactionEffect`]).
    #[serde(default)]
    pub n: u8,
    /// What defeating it gives.
    pub reward: Vec<Gain>,
    /// The defeat condition: all of these met.
    pub defeat: Vec<Need>,
    /// The card in our own words, for a table.
    pub text: String,
    pub tag: String,
}

/// Module C's data (`rebels.json`).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct FactionData {
    pub factions: Vec<FactionCard>,
    pub tag: String,
}

/// Module C on the table. The deck's order is secret (views show its size).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct FactionState {
    /// The faction card face up (index into the data).
    pub card: u8,
    /// Flipped face down: its effect and its mustering have stopped.
    pub defeated: bool,
    /// The rebel camp's region (absent before setup ends and once the
    /// faction is defeated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub camp: Option<Region>,
    /// The inheritance cards face down, top = last.
    pub deck: Vec<Inheritance>,
    /// The inheritance cards revealed, face up, top = last.
    pub revealed: Vec<Inheritance>,
}

/// Setup A: one faction card face up at random.
#[must_use]
pub fn setup(rng: &mut Rng) -> FactionState {
    FactionState {
        card: rng.below(data().factions.factions.len() as u32) as u8,
        defeated: false,
        camp: None,
        deck: Vec::new(),
        revealed: Vec::new(),
    }
}

/// The faction card, if any.
#[must_use]
pub fn card(state: &State) -> Option<&'static FactionCard> {
    let f = state.faction.as_ref()?;
    data().factions.factions.get(usize::from(f.card))
}

/// The standing faction's card (none when off or defeated).
#[must_use]
pub fn standing(state: &State) -> Option<&'static FactionCard> {
    if state.faction.as_ref().is_none_or(|f| f.defeated) {
        return None;
    }
    card(state)
}

/// The standing faction's effect (none when off or defeated).
#[must_use]
pub fn effect(state: &State) -> Option<FactionEffect> {
    standing(state).map(|c| c.effect)
}

/// Setup B–C, once the players have used and returned their inheritance
/// cards: every card of the seat count, shuffled, is the faction's deck;
/// the top one is revealed and the camp goes to its region.
pub fn deal_deck(state: &mut State) {
    if state.faction.is_none() {
        return;
    }
    let deck = inheritance_deck(state);
    if let Some(f) = state.faction.as_mut() {
        f.deck = deck;
    }
    // Solo: "If the rebel camp marker should be placed in Kiev during
    // setup, instead reveal a new inheritance card from the deck."
    let kiev = data().region(&data().solo.setup.kiev);
    let mut region = reveal_inheritance(state);
    for _ in 0..data().inheritance.len() {
        if !(state.options.is_solo() && region.is_some() && region == kiev) {
            break;
        }
        region = reveal_inheritance(state);
    }
    if let Some(region) = region {
        if let Some(f) = state.faction.as_mut() {
            f.camp = Some(region);
        }
        state.log(Event::CampPlaced { region });
    }
}

/// Every inheritance card of the seat count, once setup has used and
/// returned them (the box and those revealed), shuffled face down.
pub fn inheritance_deck(state: &mut State) -> Vec<Inheritance> {
    let mut deck: Vec<Inheritance> = std::mem::take(&mut state.inheritance_box);
    deck.append(&mut state.inheritance_revealed);
    state.rng.shuffle(&mut deck);
    deck
}

/// Reveals the top inheritance card of the deck in use (the faction's; in
/// a solo game without it, the one the rebel leader's round end reveals
/// from), first shuffling the revealed cards into a new deck when it is
/// empty (our ruling); returns the card's region.
pub fn reveal_inheritance(state: &mut State) -> Option<Region> {
    let (deck, revealed) = match (state.faction.as_mut(), state.solo.as_mut()) {
        (Some(f), _) => (&mut f.deck, &mut f.revealed),
        (None, Some(s)) => (&mut s.inheritance, &mut s.revealed),
        (None, None) => return None,
    };
    if deck.is_empty() {
        deck.append(revealed);
        state.rng.shuffle(deck);
    }
    let card = deck.pop()?;
    revealed.push(card);
    state.log(Event::RebelCardRevealed { card });
    let info = data().inheritance.get(card.index())?;
    data().region(&info.region)
}

/// "At the start of each Claim Phase, if the rebel faction is not defeated,
/// place a random rebel miniature in one region": the camp's region if it
/// holds no rebel, else the region of the next card revealed.
pub fn claim_start(state: &mut State) {
    if effect(state).is_none() {
        return;
    }
    let camp = state.faction.as_ref().and_then(|f| f.camp);
    let region = match camp {
        Some(c) if crate::map::rebels(state, c) == 0 => Some(c),
        _ => reveal_inheritance(state),
    };
    if let Some(region) = region {
        place_rebel(state, region);
    }
}

/// Puts a random rebel from the supply in `region` (none left: none).
pub fn place_rebel(state: &mut State, region: Region) {
    if state.rebel_supply.is_empty() || !state.is_in_play(region) {
        return;
    }
    let at = state.rng.index(state.rebel_supply.len());
    let rebel = state.rebel_supply.remove(at);
    state.regions[region].rebels.push(rebel);
    state.log(Event::RebelPlaced { region });
}

/// Hook of the turn's actions: announcing the defeat condition.
pub fn legal(state: &State, seat: Seat, _turn: &Turn, out: &mut Vec<Action>) {
    if effect(state).is_some()
        && card(state).is_some_and(|c| c.defeat.iter().all(|n| crate::deeds::met(state, seat, n)))
    {
        out.push(Action::DefeatFaction { seat });
    }
}

/// "Give that player one victory point token, remove the rebel camp from
/// the game board, and flip the rebel faction card face down."
pub fn defeat(state: &mut State, seat: Seat) {
    let Some(info) = card(state) else {
        unreachable!("check offers the faction's defeat only with Module C on");
    };
    if let Some(f) = state.faction.as_mut() {
        f.defeated = true;
        f.camp = None;
    }
    state.log(Event::FactionDefeated { seat });
    crate::gains::gain_all(state, seat, &info.reward);
}

/// Whether the rebel camp stands in `region` (it counts toward the
/// region's three structures: hook of `build::fits`).
#[must_use]
pub fn camp_in(state: &State, region: Region) -> bool {
    state.faction.as_ref().and_then(|f| f.camp) == Some(region)
}

/// Armed Uprising: attacking a rebel needs a casualty check (solo: a
/// neutral troop, when you attack it; the rebels never check against
/// neutral troops).
#[must_use]
pub fn checks_rebel_attacks(state: &State, seat: Seat) -> bool {
    effect(state) == Some(FactionEffect::ArmedUprising) && !crate::solo::is_rebels(state, seat)
}

/// Pagan Unrest: a church may not remove a rebel.
#[must_use]
pub fn church_spares_rebels(state: &State) -> bool {
    effect(state) == Some(FactionEffect::PaganUnrest)
}

/// Peasant Mutiny: the extra tax points taxing `region` costs (none for
/// the solo rebels, who spend one point a collection).
#[must_use]
pub fn extra_tax(state: &State, seat: Seat, region: Region) -> u8 {
    if crate::solo::flat_cost(state, seat) {
        return 0;
    }
    match standing(state) {
        Some(c)
            if c.effect == FactionEffect::PeasantMutiny
                && crate::map::rebels(state, region) > 0 =>
        {
            c.n
        }
        _ => 0,
    }
}

/// Module C's invariants: a known faction card, its camp in play (and
/// gone once it is defeated).
pub fn validate(state: &State) -> Result<(), String> {
    let Some(f) = state.faction.as_ref() else {
        return Ok(());
    };
    if usize::from(f.card) >= data().factions.factions.len()
        || f.camp.is_some_and(|c| !state.is_in_play(c) || f.defeated)
    {
        return Err("the rebel faction is malformed".into());
    }
    Ok(())
}
