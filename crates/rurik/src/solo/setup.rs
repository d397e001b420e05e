//! Rebel setup and rebel board setup, after the table is set up as for
//! two players:
//!
//! - the rebels play one colour's components, with rebel miniatures for
//!   troops, and the rebel leader's character miniature (which no player
//!   may then choose);
//! - the rebel deck shuffled, face up; the rebel board of the level, the
//!   first player token above its starting priority, three coins on its
//!   dock, a coin on every round space; trade boon tokens below the wood,
//!   fish and honey columns of its boat; no inheritance cards;
//! - the leader and two rebels in Kiev, two rebels in each of the first two
//!   regions of the top card's region order (Kiev skipped), a neutral troop
//!   in each other region.

use super::board::board;
use super::{leader_card, region_order, solo_data, SoloState, REBELS};
use crate::data::data;
use crate::event::Event;
use crate::ids::{RebelCard, Region};
use crate::muster::place_troop;
use crate::setup::household;
use crate::state::State;

pub fn setup(state: &mut State) {
    let d = data();
    let solo = &d.solo;
    let mut deck: Vec<RebelCard> = RebelCard::all(solo.cards.len()).collect();
    state.rng.shuffle(&mut deck);
    let Some(rebel_board) = board(state) else {
        unreachable!("the solo data holds a rebel board for every difficulty (tests/solo_data.rs)");
    };
    state.solo = Some(SoloState {
        deck,
        known: 1,
        slid: 0,
        priority: rebel_board.start,
        locked: rebel_board
            .columns
            .iter()
            .map(|c| c.iter().map(|s| s.locked).collect())
            .collect(),
        inheritance: Vec::new(),
        revealed: Vec::new(),
        turn: None,
    });
    let leader = leader_card(state).and_then(|l| d.leader(&l.name));
    let mut rebels = household(solo.setup.rebels, solo.setup.coins);
    rebels.leader = leader;
    state.players.push(rebels);
    if let Some(l) = leader {
        state.leaders_left.retain(|x| *x != l);
    }
    let Some(kiev) = d.region(&solo.setup.kiev) else {
        unreachable!("the solo data's Kiev is a region of the map (tests/solo_data.rs)");
    };
    state.players[REBELS.index()].leader_at = Some(kiev);
    state.log(Event::Mustered {
        seat: REBELS,
        region: kiev,
        leader: true,
    });
    for _ in 0..solo.setup.kiev_rebels {
        place_troop(state, REBELS, kiev);
    }
    let firsts: Vec<Region> = region_order(state)
        .iter()
        .copied()
        .filter(|r| *r != kiev)
        .take(usize::from(solo.setup.first_regions))
        .collect();
    for region in firsts {
        for _ in 0..solo.setup.region_rebels {
            place_troop(state, REBELS, region);
        }
    }
    let others: Vec<Region> = state
        .in_play()
        .filter(|r| !crate::map::occupies(state, REBELS, *r))
        .collect();
    for region in others {
        crate::rebels::place_rebel(state, region);
    }
}

/// Once the inheritance cards are gained and returned (without Rebel
/// Factions, whose deck serves instead): all the cards of the seat count,
/// shuffled face down, for the rebel leader's round end.
pub fn deal_inheritance(state: &mut State) {
    if !state.options.is_solo() || state.faction.is_some() {
        return;
    }
    let deck = crate::rebels::inheritance_deck(state);
    if let Some(s) = state.solo.as_mut() {
        s.inheritance = deck;
    }
}

/// The number of rebel cards.
#[must_use]
pub fn deck_size() -> u8 {
    solo_data().cards.len() as u8
}
