//! What a seat lacks: the need of a deed (or of a rebel faction's defeat
//! condition) it does not meet, and the part of a cost it cannot pay, each
//! said with the values that decide it ("have four different types of
//! goods: you have 3"). The rules themselves are [`crate::deeds::met`] and
//! [`crate::payment::payable`]; this only words their shortfall, for "why
//! not".

use ruleshelf_engine::Seat;

use crate::data::{data, Good, Need, Structure, TroopSource};
use crate::goods::goods_payable;
use crate::map::{has_structure, largest_group, occupies, rules, structure_regions, units};
use crate::payment::troop_regions;
use crate::state::{Cost, State};

/// A good's name, as the rulebook writes it.
#[must_use]
pub const fn good_name(good: Good) -> &'static str {
    match good {
        Good::Stone => "stone",
        Good::Wood => "wood",
        Good::Fish => "fish",
        Good::Honey => "honey",
        Good::Fur => "fur",
    }
}

/// A structure's name, and its plural.
#[must_use]
pub const fn structure_name(kind: Structure) -> (&'static str, &'static str) {
    match kind {
        Structure::Church => ("church", "churches"),
        Structure::Stronghold => ("stronghold", "strongholds"),
        Structure::Market => ("market", "markets"),
        Structure::Stable => ("stable", "stables"),
        Structure::Tavern => ("tavern", "taverns"),
    }
}

/// `n` and the noun, singular or plural.
#[must_use]
pub fn count(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Words joined with commas and a last "and".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A need in the card's words.
#[must_use]
pub fn need_words(need: &Need) -> String {
    match need {
        Need::DefeatedRebels { n } => {
            format!("have {}", count(*n, "defeated rebel", "defeated rebels"))
        }
        Need::StructureRegions { kind, n } => {
            let (_, many) = structure_name(*kind);
            format!("have {many} in {}", count(*n, "region", "regions"))
        }
        Need::Together { kinds } => {
            let names: Vec<String> = kinds
                .iter()
                .map(|k| structure_name(*k).0.to_owned())
                .collect();
            format!("have a {} in one region", and_list(&names))
        }
        Need::TroopsInOneRegion { n } => {
            format!("have {} in one region", count(*n, "troop", "troops"))
        }
        Need::AdjacentStructures { kind, n } => {
            format!("have {} in {n} bordering regions", structure_name(*kind).1)
        }
        Need::Occupy { n } => format!("occupy {}", count(*n, "region", "regions")),
        Need::Rule { regions } => format!("rule {}", and_list(regions)),
        Need::MarketsDifferentGoods { n } => format!("have markets on {n} different goods"),
        Need::FirstPlayer => "hold the first-player token".to_owned(),
        Need::DifferentGoods { n } => format!("have {n} different types of goods"),
        Need::AttackedOpponents { n } => {
            format!(
                "attack {} of any opponents this turn",
                count(*n, "troop", "troops")
            )
        }
        Need::AttackedStronghold => {
            "attack an opponent in a region where they have a stronghold this turn".to_owned()
        }
        Need::AttackedLeader => {
            "attack an opponent in a region with their leader this turn".to_owned()
        }
    }
}

/// What `seat` has of what `need` counts, as "you have …".
fn have(state: &State, seat: Seat, need: &Need) -> String {
    let d = data();
    let player = &state.players[seat.index()];
    let attacks = state.turn.as_ref().map(|t| t.attacks).unwrap_or_default();
    match need {
        Need::DefeatedRebels { .. } => {
            let n = crate::warfare::defeated_rebels(state, seat) as u32;
            format!("you have {n}")
        }
        Need::StructureRegions { kind, .. } => {
            let n = structure_regions(state, seat, Some(*kind)).count_ones();
            format!("yours are in {}", count(n, "region", "regions"))
        }
        Need::Together { .. } => "no region holds them all".to_owned(),
        Need::TroopsInOneRegion { .. } => {
            let most = state
                .in_play()
                .map(|r| units(state, seat, r))
                .max()
                .unwrap_or(0);
            format!("you have at most {most} in a region")
        }
        Need::AdjacentStructures { kind, .. } => {
            let n = largest_group(structure_regions(state, seat, Some(*kind)));
            format!(
                "yours border each other in at most {}",
                count(n, "region", "regions")
            )
        }
        Need::Occupy { .. } => {
            let n = state
                .in_play()
                .filter(|r| occupies(state, seat, *r))
                .count() as u32;
            format!("you occupy {n}")
        }
        Need::Rule { regions } => {
            let not: Vec<String> = regions
                .iter()
                .filter(|name| !d.region(name).is_some_and(|r| rules(state, seat, r)))
                .cloned()
                .collect();
            format!("you do not rule {}", and_list(&not))
        }
        Need::MarketsDifferentGoods { .. } => {
            let mut goods: Vec<Good> = state
                .in_play()
                .filter(|r| has_structure(state, seat, *r, Structure::Market))
                .map(|r| d.regions[r].good)
                .collect();
            goods.sort_unstable();
            goods.dedup();
            format!(
                "yours are on {}",
                count(goods.len() as u32, "good", "goods")
            )
        }
        Need::FirstPlayer => "another player holds it".to_owned(),
        Need::DifferentGoods { .. } => {
            let n = Good::ALL.iter().filter(|g| player.goods(**g) > 0).count() as u32;
            format!("you have {}", count(n, "type", "types"))
        }
        Need::AttackedOpponents { .. } => {
            format!(
                "you attacked {} this turn",
                count(attacks.opponents, "troop", "troops")
            )
        }
        Need::AttackedStronghold | Need::AttackedLeader => "you have not this turn".to_owned(),
    }
}

/// The first of `needs` that `seat` does not meet, in words with what it
/// has: "have four different types of goods: you have 3 types".
#[must_use]
pub fn need(state: &State, seat: Seat, needs: &[Need]) -> Option<String> {
    let unmet = needs.iter().find(|n| !crate::deeds::met(state, seat, n))?;
    Some(format!(
        "{}: {}",
        need_words(unmet),
        have(state, seat, unmet)
    ))
}

/// Every need of `needs`, met or not, each with what `seat` has: a
/// defeat condition said whole ("have four different types of goods (you
/// have 3 types) and have two defeated rebels (you have 2)").
#[must_use]
pub fn needs_with_values(state: &State, seat: Seat, needs: &[Need]) -> String {
    let parts: Vec<String> = needs
        .iter()
        .map(|n| format!("{} ({})", need_words(n), have(state, seat, n)))
        .collect();
    and_list(&parts)
}

/// The first part of `cost` that `seat` cannot pay, with what it has: "3
/// goods of any type: you have 1 good and no trade boon token".
#[must_use]
pub fn cost(state: &State, seat: Seat, cost: &Cost) -> Option<String> {
    let player = &state.players[seat.index()];
    if !goods_payable(&player.dock, player.boons, cost) {
        let mut asked: Vec<String> = Vec::new();
        for g in Good::ALL {
            let n = cost.goods[g.index()];
            if n > 0 {
                asked.push(format!("{n} {}", good_name(g)));
            }
        }
        if !cost.one_of.is_empty() {
            let names: Vec<&str> = cost.one_of.iter().map(|g| good_name(*g)).collect();
            asked.push(format!("1 {}", names.join(" or ")));
        }
        if cost.any > 0 {
            asked.push(format!("{} of any type", count(cost.any, "good", "goods")));
        }
        if cost.different > 0 {
            asked.push(format!("{} different goods", cost.different));
        }
        if cost.same > 0 {
            asked.push(format!("{} goods of one type", cost.same));
        }
        let held: Vec<String> = Good::ALL
            .iter()
            .filter(|g| player.dock[g.index()] > 0)
            .map(|g| format!("{} {}", player.dock[g.index()], good_name(*g)))
            .collect();
        let held = if held.is_empty() {
            "no good".to_owned()
        } else {
            and_list(&held)
        };
        return Some(format!(
            "{}: your dock holds {held} and {} (goods on the boat are not spent)",
            and_list(&asked),
            count(player.boons, "trade boon token", "trade boon tokens")
        ));
    }
    if player.schemes.len() < usize::from(cost.schemes) {
        return Some(format!(
            "{}: you hold {}",
            count(cost.schemes, "scheme card", "scheme cards"),
            player.schemes.len()
        ));
    }
    if cost.troops > 0 {
        let regions = troop_regions(state, seat, cost);
        let troops = count(cost.troops, "troop", "troops");
        let short = match cost.troops_from {
            TroopSource::Anywhere => {
                let n = crate::map::units_on_map(state, seat);
                (n < cost.troops).then(|| format!("remove {troops}: you have {n} on the map"))
            }
            TroopSource::DifferentRegions => {
                (regions.len() < usize::from(cost.troops)).then(|| {
                    format!(
                        "remove {troops} from different regions: yours are in {}",
                        count(regions.len() as u32, "region", "regions")
                    )
                })
            }
            TroopSource::OneRuledRegion => {
                let most = regions
                    .iter()
                    .map(|r| units(state, seat, *r))
                    .max()
                    .unwrap_or(0);
                (most < cost.troops).then(|| {
                    format!(
                        "remove {troops} from one region you rule: you have at most {most} in one"
                    )
                })
            }
        };
        if short.is_some() {
            return short;
        }
    }
    if let Some(kind) = cost
        .structures
        .iter()
        .find(|k| structure_regions(state, seat, Some(**k)) == 0)
    {
        return Some(format!(
            "remove a {}: you have none on the map",
            structure_name(*kind).0
        ));
    }
    let rebels = crate::warfare::defeated_rebels(state, seat);
    if rebels < usize::from(cost.rebels) {
        return Some(format!(
            "return {}: you have {rebels}",
            count(cost.rebels, "defeated rebel", "defeated rebels")
        ));
    }
    let captives = crate::warfare::dungeon(state, seat).len();
    if captives < usize::from(cost.captives) {
        return Some(format!(
            "release {}: your dungeon holds {captives}",
            count(cost.captives, "captive", "captives")
        ));
    }
    None
}
