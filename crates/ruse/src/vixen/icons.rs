//! The icons on VIXEN's cards ("Available Actions (icons on cards)"), each
//! resolved by the base rules' own code where one exists: hunting, marks,
//! territory tiles, the hunter, obstacles, the beaver, the cheese and the
//! star, bonus den path tiles, common objectives. What is VIXEN's alone is
//! here: its kits and growth track, its den pile, the retrieved die.

use ruleshelf_engine::Seat;

use super::data::VixenIcon;
use super::state::VixenPublic;
use super::{colour, public_mut, VixenData};
use crate::bonus::{take_cheese, take_star};
use crate::data::{Bonus, Data, BONUS_DISPLAY};
use crate::event::Event;
use crate::ids::{Buy, Obstacle, Territory};
use crate::kits::MAX_KIT;
use crate::state::{Kit, KitPlace, State};

/// Where an icon acts: the territory where the turn's die went (none in
/// the den, or for an instant bonus), and where that die lies.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct At {
    pub territory: Option<Territory>,
    pub die: Option<DieAt>,
}

/// Where VIXEN's die of the turn lies.
#[derive(Clone, Copy, Debug)]
pub(crate) enum DieAt {
    /// Die space `space` of a vital territory.
    Territory(Territory, u8),
    /// Open space `space` above the solo board.
    Den(u8),
}

/// Resolves `icon` and logs it (before what it caused), with whether it
/// took effect.
pub(crate) fn resolve(d: &Data, s: &mut State, icon: VixenIcon, at: At) {
    let at_log = s.log.len();
    let done = apply(d, s, icon, at);
    s.log.insert(
        at_log,
        ruleshelf_engine::Entry {
            to: None,
            event: Event::VixenResolved { icon, done },
        },
    );
}

fn apply(d: &Data, s: &mut State, icon: VixenIcon, at: At) -> bool {
    let Some(c) = colour(s) else { return false };
    let spot = s
        .vixen
        .as_ref()
        .and_then(|v| v.public.fox)
        .filter(|f| f.space >= 1 && Some(f.territory) == at.territory);
    match icon {
        // "If applicable, VIXEN takes the hunting tile and/or marks the
        // territory" where its fox stopped.
        VixenIcon::Hunt => {
            let Some(f) = spot.filter(|f| can_hunt(d, s, f.territory, f.space)) else {
                return false;
            };
            let tile = s
                .territory_mut(f.territory)
                .spaces
                .get_mut(usize::from(f.space - 1))
                .and_then(|x| x.hunting.take());
            tile.inspect(|t| crate::hunting::collect(d, s, c, *t))
                .is_some()
        }
        VixenIcon::Mark => {
            let Some(f) = spot.filter(|f| can_mark(d, s, f.territory, f.space)) else {
                return false;
            };
            crate::territory::mark(d, s, c, f.territory, usize::from(f.space - 1));
            true
        }
        VixenIcon::Tile => {
            let Some(t) = at.territory else { return false };
            let drawn = crate::tiles::draw(d, s, c, t).is_some();
            if let Some(v) = public_mut(s).filter(|_| drawn) {
                v.territory_tiles = v.territory_tiles.saturating_add(1);
            }
            drawn
        }
        VixenIcon::Kit => public_mut(s).is_some_and(raise),
        VixenIcon::Grow => public_mut(s).is_some_and(|v| grow_front(&d.vixen, v)),
        VixenIcon::Den(n) => {
            let bag = bag_size(d);
            let Some(v) = public_mut(s) else { return false };
            let count = n.min(bag.saturating_sub(v.den_tiles));
            v.den_tiles += count;
            if count > 0 {
                s.log(Event::DenTilesDrawn { seat: c, count });
            }
            count > 0
        }
        VixenIcon::BonusDen => {
            // The leftmost face-up bonus den path tile, else the stack's top.
            let slot = s
                .bonus_display
                .iter()
                .position(Option::is_some)
                .unwrap_or(BONUS_DISPLAY) as u8;
            let tile = crate::den::take_from_board(s, slot);
            if let (Some(t), Some(v)) = (tile, public_mut(s)) {
                v.bonus_tiles.push(t);
            }
            tile.is_some()
        }
        VixenIcon::Cheese => {
            take_cheese(s, c);
            true
        }
        VixenIcon::Star => {
            take_star(s, c);
            true
        }
        VixenIcon::Hunter => {
            crate::tracks::move_hunter(s);
            true
        }
        VixenIcon::Wolf => {
            let Some(t) = at.territory else { return false };
            crate::tiles::place_obstacle(d, s, Obstacle::Wolf, t, None);
            true
        }
        VixenIcon::Beaver => {
            let Some(t) = at.territory else { return false };
            crate::tiles::take_beaver(d, s, c, t, None);
            true
        }
        VixenIcon::Common(n) => claim(d, s, c, n),
        VixenIcon::Retrieve => retrieve(s, at.die),
        VixenIcon::HuntingTile => {
            let any = !s.hunting_stack.is_empty();
            crate::hunting::draw_from_stack(d, s, c);
            any
        }
    }
}

/// A printed bonus VIXEN receives (a territory tile's, a hunting tile's)
/// gives it what it has a use for, as the icon of the same meaning: VP,
/// kits, growth, den tiles, a hunting tile, the cheese, the star. VIXEN has
/// no growth points, resources or paws, so those are lost.
pub(crate) fn grant(d: &Data, s: &mut State, bonus: Bonus, territory: Option<Territory>) {
    let icon = match bonus {
        Bonus::Vp(n) => {
            if let Some(c) = colour(s) {
                crate::bonus::gain_vp(d, s, c, u16::from(n));
            }
            return;
        }
        Bonus::Kit | Bonus::Upgrade => VixenIcon::Kit,
        Bonus::FreeGrowth => VixenIcon::Grow,
        Bonus::Hunt => VixenIcon::HuntingTile,
        Bonus::BonusDen => VixenIcon::BonusDen,
        Bonus::DenTile => VixenIcon::Den(1),
        Bonus::Cheese => VixenIcon::Cheese,
        Bonus::Star => VixenIcon::Star,
        Bonus::TerritoryTile => VixenIcon::Tile,
        Bonus::Gp(_)
        | Bonus::Resource(_)
        | Bonus::AnyResource
        | Bonus::TerritoryResource
        | Bonus::Track
        | Bonus::Firefox(_)
        | Bonus::FirefoxRoll
        | Bonus::Village => return,
    };
    resolve(
        d,
        s,
        icon,
        At {
            territory,
            die: None,
        },
    );
}

/// Whether VIXEN may hunt on exploration space `space` (1–4) of `t`: a
/// hunting tile lies there, and neither the hunter nor the wolf forbids it
/// ("The hunter and the Wolf restrict VIXEN exactly as they restrict
/// humans").
#[must_use]
pub fn can_hunt(d: &Data, s: &State, t: Territory, space: u8) -> bool {
    let Some(x) = s
        .territory(t)
        .spaces
        .get(usize::from(space).wrapping_sub(1))
    else {
        return false;
    };
    let offers = d
        .exploration_tiles
        .get(usize::from(x.tile))
        .is_some_and(|e| e.offers(Buy::Hunt));
    offers && x.hunting.is_some() && crate::territory::allowed(s, t, Buy::Hunt)
}

/// Whether VIXEN may mark exploration space `space` (1–4) of `t`: a
/// markable tile not already its own, a marker left on its board, and no
/// hunter there.
#[must_use]
pub fn can_mark(d: &Data, s: &State, t: Territory, space: u8) -> bool {
    let (Some(v), Some(c)) = (&s.vixen, colour(s)) else {
        return false;
    };
    let Some(x) = s
        .territory(t)
        .spaces
        .get(usize::from(space).wrapping_sub(1))
    else {
        return false;
    };
    let markable = d
        .exploration_tiles
        .get(usize::from(x.tile))
        .is_some_and(|e| e.markable());
    markable
        && x.marker != Some(c)
        && v.public.markers_out < d.vixen.board.markers
        && crate::territory::allowed(s, t, Buy::Mark)
}

/// The den path tiles of VIXEN's bag ("VIXEN's den path tile bag": a
/// colour's tiles).
#[must_use]
pub fn bag_size(d: &Data) -> u8 {
    d.path_tiles.iter().map(|t| t.copies).sum()
}

/// The growth space of a kit on the track (0 off it).
#[must_use]
pub const fn space_of(kit: Kit) -> u8 {
    match kit.place {
        KitPlace::Growing { space } => space,
        _ => 0,
    }
}

/// Kit Value Increase: +1 to VIXEN's lowest kit outside the den, or with
/// none outside below 6, to its front-most kit on the track (the first
/// such in kit order on a tie); lost when every kit is at 6.
fn raise(v: &mut VixenPublic) -> bool {
    let below = |k: &Kit| k.value < MAX_KIT;
    let outside = (0..v.kits.len())
        .filter(|k| v.kits[*k].place == KitPlace::Exited && below(&v.kits[*k]))
        .min_by_key(|k| v.kits[*k].value);
    let growing = || {
        (0..v.kits.len())
            .filter(|k| matches!(v.kits[*k].place, KitPlace::Growing { .. }) && below(&v.kits[*k]))
            .min_by_key(|k| std::cmp::Reverse(space_of(v.kits[*k])))
    };
    let Some(k) = outside.or_else(growing) else {
        return false;
    };
    v.kits[k].value += 1;
    true
}

/// Kit Growth: VIXEN's front-most kit on the track moves one space (from
/// the last, out of the den).
fn grow_front(vd: &VixenData, v: &mut VixenPublic) -> bool {
    let front = (0..v.kits.len())
        .filter(|k| matches!(v.kits[*k].place, KitPlace::Growing { .. }))
        .max_by_key(|k| space_of(v.kits[*k]));
    front.is_some_and(|k| step(vd, v, k))
}

/// Moves kit `k` one space along VIXEN's track, if the space ahead is free:
/// past the last space it leaves the den, and a black kit is released from
/// reserve; a released kit enters the first space once it is free.
pub(crate) fn step(vd: &VixenData, v: &mut VixenPublic, k: usize) -> bool {
    let space = space_of(v.kits[k]);
    if space == 0 {
        return false;
    }
    if space >= vd.board.growth_spaces {
        v.kits[k].place = KitPlace::Exited;
        if let Some(black) = v.kits.iter_mut().find(|x| x.place == KitPlace::Locked) {
            black.place = KitPlace::Ready;
        }
    } else if v.kits.iter().any(|x| space_of(*x) == space + 1) {
        return false;
    } else {
        v.kits[k].place = KitPlace::Growing { space: space + 1 };
    }
    if !v.kits.iter().any(|x| space_of(*x) == 1) {
        if let Some(ready) = v.kits.iter_mut().find(|x| x.place == KitPlace::Ready) {
            ready.place = KitPlace::Growing { space: 1 };
        }
    }
    true
}

/// Common Objectives: a cube on the leftmost free space of the objective in
/// slot `n` (1–3); if VIXEN is on it already or it is full, the next slots
/// in turn. Its requirement is not checked: the card declares it.
fn claim(d: &Data, s: &mut State, c: Seat, n: u8) -> bool {
    let cubes = s.common.iter().filter(|x| x.claims.contains(&c)).count();
    if cubes >= usize::from(d.vixen.board.cubes) {
        return false;
    }
    let slots = s.common.len();
    let open = |i: usize| {
        let slot = &s.common[i];
        let spaces = d
            .common_objectives
            .get(usize::from(slot.objective))
            .map_or(0, |o| o.vp.len());
        !slot.claims.contains(&c) && slot.claims.len() < spaces
    };
    let Some(i) = (0..slots)
        .map(|k| (usize::from(n).saturating_sub(1) + k) % slots)
        .find(|i| open(*i))
    else {
        return false;
    };
    crate::objectives::claim(s, c, i);
    true
}

/// Retrieve Action Dice: the turn's die leaves its space at once.
fn retrieve(s: &mut State, die: Option<DieAt>) -> bool {
    match die {
        Some(DieAt::Territory(t, space)) => s
            .territory_mut(t)
            .dice
            .get_mut(usize::from(space))
            .and_then(Option::take)
            .is_some(),
        Some(DieAt::Den(space)) => public_mut(s)
            .and_then(|v| v.dice.get_mut(usize::from(space)))
            .and_then(Option::take)
            .is_some(),
        None => false,
    }
}
