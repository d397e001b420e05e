//! Paying a deed's or a conversion's cost one atomic choice at a time: a
//! good from the dock or a trade boon token, a scheme card, a troop (your
//! leader only as the last one in its region), a structure. When nothing is
//! owed, the deed is accomplished or the conversion done.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, Good, TroopSource};
use crate::event::Event;
use crate::gains::gain_all;
use crate::goods::{goods_owed, goods_payable, payment};
use crate::ids::Region;
use crate::map::{has_structure, rules, structure_regions, troops, units, units_on_map};
use crate::state::{Cost, Pending, Purpose, State};

/// The regions a deed's next troop may be removed from.
pub fn troop_regions(state: &State, seat: Seat, cost: &Cost) -> Vec<Region> {
    state
        .in_play()
        .filter(|r| units(state, seat, *r) > 0)
        .filter(|r| match cost.troops_from {
            TroopSource::Anywhere => true,
            TroopSource::DifferentRegions => !cost.troop_regions.contains(r),
            TroopSource::OneRuledRegion => match cost.troop_regions.first() {
                Some(first) => first == r,
                None => rules(state, seat, *r) && units(state, seat, *r) >= cost.troops,
            },
        })
        .collect()
}

/// Whether the troops a cost still owes can be removed.
fn troops_payable(state: &State, seat: Seat, cost: &Cost) -> bool {
    if cost.troops == 0 {
        return true;
    }
    let regions = troop_regions(state, seat, cost);
    match cost.troops_from {
        TroopSource::Anywhere => units_on_map(state, seat) >= cost.troops,
        TroopSource::DifferentRegions => regions.len() >= usize::from(cost.troops),
        TroopSource::OneRuledRegion => regions
            .iter()
            .any(|r| units(state, seat, *r) >= cost.troops),
    }
}

/// Whether everything `cost` still owes can be paid.
#[must_use]
pub fn payable(state: &State, seat: Seat, cost: &Cost) -> bool {
    let player = &state.players[seat.index()];
    goods_payable(&player.dock, player.boons, cost)
        && player.schemes.len() >= usize::from(cost.schemes)
        && troops_payable(state, seat, cost)
        && cost
            .structures
            .iter()
            .all(|k| structure_regions(state, seat, Some(*k)) != 0)
        && crate::warfare::defeated_rebels(state, seat) >= usize::from(cost.rebels)
        && crate::warfare::dungeon(state, seat).len() >= usize::from(cost.captives)
}

/// The payments the top `Pay` decision allows: goods first, then scheme
/// cards, captives, troops, structures, defeated rebels.
pub fn payment_actions(state: &State, seat: Seat, cost: &Cost, out: &mut Vec<Action>) {
    let player = &state.players[seat.index()];
    if goods_owed(cost) {
        for g in Good::ALL {
            if payment(player, cost, Some(g)).is_some() {
                out.push(Action::PayGood {
                    seat,
                    good: Some(g),
                });
            }
        }
        if payment(player, cost, None).is_some() {
            out.push(Action::PayGood { seat, good: None });
        }
    } else if cost.schemes > 0 {
        out.extend(
            crate::scheme::distinct(&player.schemes)
                .into_iter()
                .map(|card| Action::PayScheme { seat, card }),
        );
    } else if cost.captives > 0 {
        let mut seen = Vec::new();
        for c in crate::warfare::dungeon(state, seat) {
            let key = (c.owner(), c.is_leader());
            if !seen.contains(&key) {
                seen.push(key);
                out.push(Action::ReleaseCaptive {
                    seat,
                    owner: key.0,
                    leader: key.1,
                });
            }
        }
    } else if cost.troops > 0 {
        for region in troop_regions(state, seat, cost) {
            if troops(state, seat, region) > 0 {
                out.push(Action::RemoveTroop {
                    seat,
                    region,
                    leader: false,
                });
            } else {
                // "they must be the last troop remaining in a region to be removed"
                out.push(Action::RemoveTroop {
                    seat,
                    region,
                    leader: true,
                });
            }
        }
    } else if let Some(kind) = cost.structures.first() {
        out.extend(
            state
                .in_play()
                .filter(|r| has_structure(state, seat, *r, *kind))
                .map(|region| Action::RemoveStructure { seat, region }),
        );
    } else if cost.rebels > 0 {
        // "You may return a defeated rebel that is next to your household
        // mat OR on your dungeon mat."
        if !player.defeated.is_empty() {
            out.push(Action::ReturnRebel {
                seat,
                dungeon: false,
            });
        }
        if crate::warfare::rebels_held(state, seat).next().is_some() {
            out.push(Action::ReturnRebel {
                seat,
                dungeon: true,
            });
        }
    }
}

/// Applies one payment to the top `Pay` decision (see [`finish`] for what
/// happens once nothing is owed).
pub fn pay(state: &mut State, action: &Action) {
    let Some(Pending::Pay {
        seat,
        purpose,
        mut cost,
    }) = state.pending.pop()
    else {
        unreachable!("decisions::play hands a payment here only under a Pay decision");
    };
    match *action {
        Action::PayGood { good, .. } => {
            let player = &mut state.players[seat.index()];
            if let Some(after) = payment(player, &cost, good) {
                match good {
                    Some(g) => player.dock[g.index()] -= 1,
                    None => player.boons -= 1,
                }
                cost = after;
            }
        }
        Action::PayScheme { card, .. } => {
            let player = &mut state.players[seat.index()];
            if let Some(at) = player.schemes.iter().position(|c| *c == card) {
                player.schemes.remove(at);
                state.scheme_discard.push(card);
                cost.schemes -= 1;
                state.log(Event::SchemeDiscarded { seat, card });
            }
        }
        Action::RemoveTroop { region, leader, .. } => {
            crate::decisions::remove_unit(state, seat, region, leader);
            cost.troops -= 1;
            cost.troop_regions.push(region);
        }
        Action::RemoveStructure { region, .. } => {
            let kind = cost.structures.remove(0);
            crate::build::remove(state, seat, region, kind);
        }
        Action::ReleaseCaptive { owner, leader, .. } => {
            crate::warfare::release::release_one(state, seat, owner, leader);
            cost.captives -= 1;
        }
        Action::ReturnRebel { dungeon, .. } => {
            return_rebel(state, seat, dungeon);
            cost.rebels -= 1;
        }
        Action::ChooseLeader { .. }
        | Action::ReturnInheritance { .. }
        | Action::PlaceTroop { .. }
        | Action::PlaceLeader { .. }
        | Action::Inherit { .. }
        | Action::Forfeit { .. }
        | Action::PlaceAdvisor { .. }
        | Action::Bribe { .. }
        | Action::Regroup { .. }
        | Action::TakeAdvisor { .. }
        | Action::TakePoints { .. }
        | Action::TakeCoin { .. }
        | Action::Muster { .. }
        | Action::Move { .. }
        | Action::Attack { .. }
        | Action::Tax { .. }
        | Action::Build { .. }
        | Action::PlayScheme { .. }
        | Action::AccomplishDeed { .. }
        | Action::Convert { .. }
        | Action::Predslava { .. }
        | Action::Sviatoslav { .. }
        | Action::Theofana { .. }
        | Action::BuildEpic { .. }
        | Action::CrossFort { .. }
        | Action::DefeatFaction { .. }
        | Action::EndTurn { .. }
        | Action::Decline { .. }
        | Action::LoseUnit { .. }
        | Action::Stow { .. }
        | Action::MarketBonus { .. }
        | Action::ChooseDeck { .. }
        | Action::KeepScheme { .. }
        | Action::ConvertUnit { .. }
        | Action::TavernScheme { .. }
        | Action::DefeatRebel { .. }
        | Action::Replace { .. }
        | Action::ChooseGood { .. }
        | Action::TradeGood { .. }
        | Action::ExchangeDeed { .. }
        | Action::GiveDeed { .. }
        | Action::VecheTroop { .. }
        | Action::CheckCasualty { .. }
        | Action::Capture { .. }
        | Action::KeepCaptive { .. }
        | Action::TakeDeed { .. } => {
            unreachable!("check admits under a Pay decision only a payment, not {action:?}")
        }
    }
    state.pending.push(Pending::Pay {
        seat,
        purpose,
        cost,
    });
}

/// A defeated rebel of `seat`'s goes back to the rebel supply: one from
/// its dungeon, or one beside its household mat.
fn return_rebel(state: &mut State, seat: Seat, dungeon: bool) {
    let rebel = if dungeon {
        crate::warfare::dungeon_mut(state, seat).and_then(|cells| {
            let at = cells
                .iter()
                .rposition(|c| matches!(c, crate::warfare::Captive::Rebel { .. }))?;
            match cells.remove(at) {
                crate::warfare::Captive::Rebel { reward } => Some(reward),
                _ => None,
            }
        })
    } else {
        state.players[seat.index()].defeated.pop()
    };
    if let Some(r) = rebel {
        state.rebel_supply.push(r);
        state.log(Event::RebelReturned { seat });
    }
}

/// Whether a cost is fully paid.
#[must_use]
pub fn paid(cost: &Cost) -> bool {
    !goods_owed(cost)
        && cost.schemes == 0
        && cost.troops == 0
        && cost.structures.is_empty()
        && cost.rebels == 0
        && cost.captives == 0
}

/// A fully paid deed is accomplished (or conversion done): its reward is
/// gained.
pub fn finish(state: &mut State, seat: Seat, purpose: Purpose) {
    let d = data();
    match purpose {
        Purpose::Deed { deed } => {
            let player = &mut state.players[seat.index()];
            if let Some(at) = player.deeds.iter().position(|x| *x == deed) {
                player.deeds.remove(at);
            }
            player.done.push(deed);
            state.log(Event::DeedAccomplished { seat, deed });
            if let Some(card) = d.deeds.get(deed.index()) {
                gain_all(state, seat, &card.reward);
            }
        }
        Purpose::Conversion { recipe } => {
            state.log(Event::Conversion { seat, recipe });
            if let Some(r) = d.conversions.recipes.get(recipe.index()) {
                gain_all(state, seat, &r.reward);
            }
        }
    }
}
