//! Deeds: accomplishing one (at most one a turn) by meeting its needs and
//! paying its costs ([`crate::payment`] takes the payment one atomic choice
//! at a time).

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, DeedCost, Good, Need, Structure, TroopSource};
use crate::event::Event;
use crate::gains::coins;
use crate::ids::Deed;
use crate::map::{has_structure, largest_group, occupies, rules, structure_regions, units};
use crate::payment::payable;
use crate::state::{Cost, Pending, Purpose, State, Turn};

/// Whether `seat` meets `need`.
#[must_use]
pub fn met(state: &State, seat: Seat, need: &Need) -> bool {
    let d = data();
    let player = &state.players[seat.index()];
    let attacks = state.turn.as_ref().map(|t| t.attacks).unwrap_or_default();
    match need {
        Need::DefeatedRebels { n } => {
            crate::warfare::defeated_rebels(state, seat) >= usize::from(*n)
        }
        Need::StructureRegions { kind, n } => {
            structure_regions(state, seat, Some(*kind)).count_ones() >= u32::from(*n)
        }
        Need::Together { kinds } => state
            .in_play()
            .any(|r| kinds.iter().all(|k| has_structure(state, seat, r, *k))),
        Need::TroopsInOneRegion { n } => state.in_play().any(|r| units(state, seat, r) >= *n),
        Need::AdjacentStructures { kind, n } => {
            largest_group(structure_regions(state, seat, Some(*kind))) >= *n
        }
        Need::Occupy { n } => {
            state
                .in_play()
                .filter(|r| occupies(state, seat, *r))
                .count()
                >= usize::from(*n)
        }
        Need::Rule { regions } => regions
            .iter()
            .all(|name| d.region(name).is_some_and(|r| rules(state, seat, r))),
        Need::MarketsDifferentGoods { n } => {
            let mut goods: Vec<Good> = state
                .in_play()
                .filter(|r| has_structure(state, seat, *r, Structure::Market))
                .map(|r| d.regions[r].good)
                .collect();
            goods.sort_unstable();
            goods.dedup();
            goods.len() >= usize::from(*n)
        }
        Need::FirstPlayer => state.token_holder == seat,
        Need::DifferentGoods { n } => {
            Good::ALL.iter().filter(|g| player.goods(**g) > 0).count() >= usize::from(*n)
        }
        Need::AttackedOpponents { n } => attacks.opponents >= *n,
        Need::AttackedStronghold => attacks.stronghold,
        Need::AttackedLeader => attacks.leader,
    }
}

/// The top card of the deed deck. "Shuffle Deeds": "In the rare scenario
/// that the deed deck is depleted, take the cards from the deed discard
/// pile and shuffle them together."
pub fn draw_deed_card(state: &mut State) -> Option<Deed> {
    if state.deed_deck.is_empty() && !state.deed_discard.is_empty() {
        let mut cards = std::mem::take(&mut state.deed_discard);
        state.rng.shuffle(&mut cards);
        state.deed_deck = cards;
        state.log(Event::DeedsReshuffled);
    }
    state.deed_deck.pop()
}

/// The cost left to pay once a deed's coins are paid.
#[must_use]
pub fn deed_cost(cost: &DeedCost) -> Cost {
    let mut goods = vec![0u8; 5];
    for g in &cost.goods {
        goods[g.index()] += 1;
    }
    Cost {
        goods,
        any: cost.any,
        different: cost.different,
        same: cost.same,
        schemes: cost.schemes,
        troops: cost.troops.map_or(0, |t| t.n),
        troops_from: cost.troops.map_or(TroopSource::Anywhere, |t| t.from),
        structures: cost.structures.clone(),
        captives: cost.captives,
        ..Cost::default()
    }
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let d = data();
    let player = &state.players[seat.index()];
    if !turn.deed_done {
        for &deed in &player.deeds {
            let Some(card) = d.deeds.get(deed.index()) else {
                continue;
            };
            if player.coins >= u16::from(card.cost.coins)
                && card.needs.iter().all(|n| met(state, seat, n))
                && payable(state, seat, &deed_cost(&card.cost))
            {
                out.push(Action::AccomplishDeed { seat, deed });
            }
        }
    }
}

pub fn accomplish(state: &mut State, seat: Seat, deed: Deed) {
    let Some(card) = data().deeds.get(deed.index()) else {
        unreachable!("a deed in hand is a card of the box (validate)");
    };
    state.log(Event::DeedRevealed { seat, deed });
    coins(state, seat, -i32::from(card.cost.coins));
    if let Some(turn) = state.turn.as_mut() {
        turn.deed_done = true;
    }
    state.pending.push(Pending::Pay {
        seat,
        purpose: Purpose::Deed { deed },
        cost: deed_cost(&card.cost),
    });
}
