//! Building an epic structure: "During your turn, you may build one of the
//! available epic structures. You must spend build points as normal in a
//! region you occupy and meet any build condition listed on the epic
//! structure card. Then gain the rewards listed on the card."
//!
//! One a turn (our reading of "you may build one"). A border structure is
//! built from a region of its border that you occupy, at that region's
//! cost (the cheaper one when you occupy both).

use ruleshelf_engine::Seat;

use super::{card, effects::blocks_building, BuildCondition, EpicCard, Site};
use crate::action::Action;
use crate::data::{data, Structure};
use crate::deeds::draw_deed_card;
use crate::event::Event;
use crate::gains::gain_all;
use crate::ids::Epic;
use crate::map::{has_structure, occupies, units};
use crate::state::{State, Turn};
use crate::tax::point_cost;

/// The build points `seat` spends to build at `site`: as normal in the
/// region (the cheaper occupied region of a border); `None` when it
/// occupies none.
#[must_use]
pub fn cost(state: &State, seat: Seat, site: Site) -> Option<u8> {
    [Some(site.region), site.other]
        .into_iter()
        .flatten()
        .filter(|r| occupies(state, seat, *r))
        .map(|r| point_cost(state, seat, r))
        .min()
}

/// Whether `seat` meets the build condition `c` for a structure at `site`.
#[must_use]
pub fn meets(state: &State, seat: Seat, site: Site, c: &BuildCondition) -> bool {
    let d = data();
    let region = site.region;
    let player = &state.players[seat.index()];
    let players = Seat::all(state.sides())
        .filter(|s| units(state, *s, region) > 0)
        .count();
    (!c.border || site.other.is_some())
        && c.produces
            .is_none_or(|g| d.regions.get(region.index()).is_some_and(|r| r.good == g))
        && (c.regions.is_empty() || c.regions.iter().any(|n| d.region(n) == Some(region)))
        && (c.replace_church_until == 0
            || (state.round <= c.replace_church_until
                && has_structure(state, seat, region, Structure::Church)))
        && player.done.len() >= usize::from(c.deeds_done)
        && players >= usize::from(c.players)
        && crate::build::structures_in(state, region) >= usize::from(c.structures)
        && (!c.troop_on_card || player.troops > 0)
}

/// Whether a structure of `info` fits at `site`: no Catacombs there, and
/// (not on a border) room under the limit of three, unless it replaces a
/// structure already counted (the Cathedral).
fn fits(state: &State, info: &EpicCard, site: Site) -> bool {
    let replaces = info.condition.replace_church_until > 0;
    [Some(site.region), site.other]
        .into_iter()
        .flatten()
        .all(|r| !blocks_building(state, r))
        && (info.border || replaces || crate::build::has_room(state, site.region))
}

/// The sites a card of `info` may go to: every border between two regions
/// in play, or every region in play.
fn sites(state: &State, info: &EpicCard) -> Vec<Site> {
    let d = data();
    if info.border {
        d.borders
            .iter()
            .filter_map(|(a, b)| Some((d.region(a)?, d.region(b)?)))
            .filter(|(a, b)| state.is_in_play(*a) && state.is_in_play(*b))
            .map(|(a, b)| Site {
                region: a.min(b),
                other: Some(a.max(b)),
            })
            .collect()
    } else {
        state
            .in_play()
            .map(|region| Site {
                region,
                other: None,
            })
            .collect()
    }
}

/// Hook of the turn's actions: the epic structures `seat` may build now.
pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let Some(epic) = state.epic.as_ref() else {
        return; // Module A is off: the hook is neutral
    };
    if turn.points.build == 0 || turn.epic_built {
        return;
    }
    for shown in &epic.display {
        let Some(info) = card(shown.card) else {
            continue;
        };
        if shown.built.len() >= usize::from(info.copies) {
            continue;
        }
        for site in sites(state, info) {
            if cost(state, seat, site).is_some_and(|c| c <= turn.points.build)
                && fits(state, info, site)
                && meets(state, seat, site, &info.condition)
            {
                out.push(Action::BuildEpic {
                    seat,
                    card: shown.card,
                    region: site.region,
                    other: site.other,
                });
            }
        }
    }
}

/// Builds card `card` at `site`: the build points, what the condition
/// asks (the church replaced goes back to your supply; the Veche's troop
/// goes on the card), the structure, the Library's deeds, then the reward.
pub fn play(state: &mut State, seat: Seat, card_id: Epic, site: Site) {
    let Some(info) = card(card_id) else {
        unreachable!("check offers only the epic structure cards on display");
    };
    let spent = cost(state, seat, site).unwrap_or(0);
    if let Some(turn) = state.turn.as_mut() {
        turn.points.build = turn.points.build.saturating_sub(spent);
        turn.built = true;
        turn.epic_built = true;
    }
    if info.condition.replace_church_until > 0 {
        crate::build::remove(state, seat, site.region, Structure::Church);
    }
    if info.condition.troop_on_card {
        put_on_veche(state, seat);
    }
    let Some(epic) = state.epic.as_mut() else {
        unreachable!("an epic structure is built only with Module A on");
    };
    if let Some(shown) = epic.display.iter_mut().find(|c| c.card == card_id) {
        shown.built.push(site);
    }
    state.log(Event::EpicBuilt {
        seat,
        card: card_id,
        region: site.region,
        other: site.other,
    });
    if info.effect == super::Effect::Library {
        for _ in 0..info.n {
            if let Some(deed) = draw_deed_card(state) {
                if let Some(e) = state.epic.as_mut() {
                    e.library.push(deed);
                }
                state.log(Event::DeedToLibrary { deed });
            }
        }
    }
    gain_all(state, seat, &info.reward);
}

/// Moves one of `seat`'s troops from its supply onto the Veche card.
pub fn put_on_veche(state: &mut State, seat: Seat) {
    let player = &mut state.players[seat.index()];
    if player.troops == 0 {
        return;
    }
    player.troops -= 1;
    if let Some(n) = state
        .epic
        .as_mut()
        .and_then(|e| e.veche.get_mut(seat.index()))
    {
        *n += 1;
    }
    state.log(Event::VecheTroop { seat });
}
