//! The rebels' actions, each as the solo rules choose it, each carried out
//! by the base rules' own code (mustering, moving, attacking, taxing and
//! building a unit, structure or good, with every effect that follows).
//!
//! - Muster: into each region they occupy but do not rule, one at a time
//!   in the region order (circular), until they rule every region they
//!   occupy; then into regions they rule; the leader first when off the
//!   board.
//! - March: [`super::march`].
//! - Attack: you before a neutral troop, every attack in a region before
//!   the next; single icon: regions they do not rule first, then those they
//!   rule; icon pair: the other way round; only where a rebel stands (or
//!   attacks across a Siege Tower). You choose the scheme deck their
//!   casualty check reveals from ([`crate::state::Pending::RebelAttack`]).
//! - Tax: one point a region, where a rebel stands and the goods token
//!   still lies; regions whose good has room on their boat first, then the
//!   others; their market gives a good, never a coin.
//! - Build: one point a structure, where a rebel stands; the region with no
//!   rebel structure first, then one with your or neutral troops, then one
//!   without; a Stable if their rebels there outnumber your troops by
//!   three, else a Tavern where two structures stand, else the first of the
//!   card's build order they can build (a church only where your or
//!   neutral troops are). With Epic Structures, three build points take the
//!   top unbuilt epic card's reward instead.
//! - Scheme: unlock a bonus ([`super::board::unlock`]).

use ruleshelf_engine::Seat;

use super::board::{any_locked, unlock};
use super::march::{next_move, March};
use super::{leader_in, priority, region_order, single_icon, top_card, REBELS, YOU};
use crate::build::{counted, fits};
use crate::data::{data, Banner, Gain, Good, Structure};
use crate::epic::effects::{attack_origins, blocks_building};
use crate::event::Event;
use crate::gains::{gain_all, vp_tokens};
use crate::goods::{boat_has_room, receive};
use crate::ids::{Epic, Region};
use crate::map::{occupies, rebels, rules, troops, units};
use crate::muster::{has_supply, place_troop, place_unit};
use crate::state::{Pending, State};

/// The kinds of points a rebel turn spends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Move,
    Muster,
    Attack,
    Tax,
    Build,
}

impl Kind {
    /// The kind of a banner's points (none for the scheme banner).
    #[must_use]
    pub const fn of(banner: Banner) -> Option<Kind> {
        match banner {
            Banner::Muster => Some(Kind::Muster),
            Banner::Move => Some(Kind::Move),
            Banner::Attack => Some(Kind::Attack),
            Banner::Tax => Some(Kind::Tax),
            Banner::Build => Some(Kind::Build),
            Banner::Scheme => None,
        }
    }

    /// The order a turn spends its points in: movement, the banner's
    /// action, then the others in the banners' order.
    #[must_use]
    pub fn spend_order(banner: Banner) -> Vec<Kind> {
        let mut out = vec![Kind::Move];
        out.extend(Kind::of(banner).filter(|k| *k != Kind::Move));
        for k in [Kind::Muster, Kind::Attack, Kind::Tax, Kind::Build] {
            if !out.contains(&k) {
                out.push(k);
            }
        }
        out
    }
}

/// The rebels' points of `kind` this turn (a Stable's moves included).
#[must_use]
pub fn points(state: &State, kind: Kind) -> u8 {
    let Some(turn) = state.turn.as_ref() else {
        return 0;
    };
    let p = &turn.points;
    match kind {
        Kind::Move => turn
            .local_moves
            .iter()
            .map(|l| l.points)
            .fold(p.movement.saturating_add(p.far_move), u8::saturating_add),
        Kind::Muster => p.muster,
        Kind::Attack => p.attack.saturating_add(p.easy_attack),
        Kind::Tax => p.tax,
        Kind::Build => p.build,
    }
}

/// Points of `kind` the rules give no use for: lost.
pub fn drop_points(state: &mut State, kind: Kind) {
    let Some(turn) = state.turn.as_mut() else {
        unreachable!("the rebels drop points in their turn");
    };
    let p = &mut turn.points;
    match kind {
        Kind::Move => {
            p.movement = 0;
            p.far_move = 0;
            turn.local_moves.clear();
        }
        Kind::Muster => p.muster = 0,
        Kind::Attack => {
            p.attack = 0;
            p.easy_attack = 0;
        }
        Kind::Tax => p.tax = 0,
        Kind::Build => p.build = 0,
    }
}

/// After the main action's points are taken: a bonus that makes the
/// turn's checks reveal one card fewer turns its attack points into easy
/// ones.
pub fn after_main(state: &mut State) {
    let fewer = state
        .solo
        .as_ref()
        .and_then(|s| s.turn)
        .is_some_and(|t| t.fewer);
    if let Some(turn) = state.turn.as_mut() {
        if fewer {
            let p = &mut turn.points;
            p.easy_attack = p.easy_attack.saturating_add(p.attack);
            p.attack = 0;
        }
    }
}

/// Whether the rebels can perform the main action of `banner` with its
/// `points` (else they take a coin).
pub fn possible(state: &mut State, banner: Banner, points: u8) -> bool {
    match banner {
        Banner::Muster => has_supply(state, REBELS) && muster_region(state, 0, None).is_some(),
        Banner::Move => next_move(
            state,
            points.saturating_add(self::points(state, Kind::Move)),
            None,
            None,
        )
        .is_some(),
        Banner::Attack => next_attack(state, None).is_some(),
        Banner::Tax => next_tax(state).is_some(),
        Banner::Build => {
            let total = points.saturating_add(self::points(state, Kind::Build));
            (total >= EPIC_POINTS && top_unbuilt_epic(state).is_some())
                || next_build(state).is_some()
        }
        Banner::Scheme => any_locked(state),
    }
}

/// Spends points of `kind` on one action (a whole muster at once: it
/// brings no decision); false when none is possible.
pub fn spend(state: &mut State, kind: Kind) -> bool {
    let before = points(state, kind);
    let done = match kind {
        Kind::Move => march(state),
        Kind::Muster => muster(state),
        Kind::Attack => attack(state),
        Kind::Tax => tax(state),
        Kind::Build => build(state),
    };
    // Never loop: an action must spend points (or wait on a decision).
    done && (points(state, kind) < before || !state.pending.is_empty())
}

fn rebel_turn(state: &State) -> Option<super::RebelTurn> {
    state.solo.as_ref().and_then(|s| s.turn)
}

fn rebel_turn_mut(state: &mut State) -> Option<&mut super::RebelTurn> {
    state.solo.as_mut().and_then(|s| s.turn.as_mut())
}

/// One rebel move, a Stable's points first (out of its region only).
fn march(state: &mut State) -> bool {
    let Some(turn) = state.turn.as_ref() else {
        return false;
    };
    let pool = turn.local_moves.iter().position(|l| l.points > 0);
    let (points, only_from) = match pool {
        Some(i) => (turn.local_moves[i].points, Some(turn.local_moves[i].region)),
        None => (
            turn.points.movement.saturating_add(turn.points.far_move),
            None,
        ),
    };
    let aim = rebel_turn(state).and_then(|t| t.march_to);
    let step = next_move(state, points, only_from, aim);
    let cost = step.map_or(0, |m| crate::epic::effects::move_cost(state, m.to));
    // The march's target, kept (icon pair) while its points last.
    let mut aim = step.filter(|_| !single_icon(state)).map(|m| m.to);
    let Some(turn) = state.turn.as_mut() else {
        return false;
    };
    match pool {
        Some(i) => {
            let l = &mut turn.local_moves[i];
            l.points = if step.is_some() {
                l.points.saturating_sub(cost)
            } else {
                0
            };
            if l.points == 0 {
                // Spent, or (no move for them) lost; the others may still move.
                turn.local_moves.remove(i);
                aim = None;
            }
        }
        None if step.is_none() => return false,
        None => {
            let p = &mut turn.points;
            let far = p.far_move.min(cost);
            p.far_move -= far;
            p.movement = p.movement.saturating_sub(cost - far);
        }
    }
    if let Some(t) = rebel_turn_mut(state) {
        t.march_to = aim;
    }
    if let Some(March { from, to, leader }) = step {
        crate::movement::carry(state, REBELS, from, to, leader, 0);
    }
    true
}

/// The first region of the order, from place `from` on (circular), that
/// the rebels occupy and, unless `ruled` is `None`, do (not) rule; with its
/// place.
fn muster_region(state: &State, from: usize, ruled: Option<bool>) -> Option<(usize, Region)> {
    let order = region_order(state);
    let n = order.len();
    (0..n)
        .map(|i| (from + i) % n)
        .map(|i| (i, order[i]))
        .find(|(_, r)| {
            occupies(state, REBELS, *r) && ruled.is_none_or(|want| rules(state, REBELS, *r) == want)
        })
}

/// Every muster point, one unit at a time (the leader first when off the
/// board): first into the regions they occupy but do not rule, one each
/// in turn, until none is left; then into those they rule, in order.
fn muster(state: &mut State) -> bool {
    let mut done = false;
    for ruled in [false, true] {
        let mut from = 0;
        while points(state, Kind::Muster) > 0 && has_supply(state, REBELS) {
            let Some((at, region)) = muster_region(state, from, Some(ruled)) else {
                break;
            };
            if let Some(turn) = state.turn.as_mut() {
                turn.points.muster -= 1;
            }
            place_unit(state, REBELS, region);
            from = at + 1;
            done = true;
        }
    }
    done
}

/// The region and target of the rebels' next attack, and where the
/// attacking rebels stand: you before a neutral troop.
#[must_use]
pub fn next_attack(state: &State, aim: Option<Region>) -> Option<(Region, Option<Seat>, Region)> {
    let target = |r: Region| -> Option<(Region, Option<Seat>, Region)> {
        let from = if occupies(state, REBELS, r) {
            r
        } else {
            attack_origins(state, REBELS, r)
                .into_iter()
                .flatten()
                .next()?
        };
        if units(state, YOU, r) > 0 {
            Some((r, Some(YOU), from))
        } else if rebels(state, r) > 0 {
            Some((r, None, from))
        } else {
            None
        }
    };
    if let Some(hit) = aim.and_then(target) {
        return Some(hit);
    }
    let order = region_order(state);
    let not_ruled_first = single_icon(state);
    let first = order
        .iter()
        .copied()
        .filter(|r| rules(state, REBELS, *r) != not_ruled_first);
    let then = order
        .iter()
        .copied()
        .filter(|r| rules(state, REBELS, *r) == not_ruled_first);
    first.chain(then).find_map(target)
}

/// One attack: on you, once you choose the deck their check reveals from;
/// on a neutral troop at once.
fn attack(state: &mut State) -> bool {
    let aim = rebel_turn(state).and_then(|t| t.attack_in);
    let Some((region, target, from)) = next_attack(state, aim) else {
        return false;
    };
    if let Some(t) = rebel_turn_mut(state) {
        t.attack_in = Some(region);
    }
    match target {
        Some(seat) => state.pending.push(Pending::RebelAttack {
            seat,
            region,
            target,
            from,
        }),
        None => attack_with(state, region, None, from, 0),
    }
    true
}

/// The rebels' attack on `target` in `region` from `from`, checking from
/// scheme deck `deck`; their leader's or a bonus's fewer cards applied.
pub fn attack_with(
    state: &mut State,
    region: Region,
    target: Option<Seat>,
    from: Region,
    deck: u8,
) {
    let easy = state
        .turn
        .as_ref()
        .is_some_and(|t| t.points.easy_attack > 0);
    let across = (from != region).then_some(from);
    crate::attack::play(state, REBELS, region, target, deck, easy, across);
}

/// The region the rebels' next tax point collects in.
#[must_use]
pub fn next_tax(state: &State) -> Option<Region> {
    let d = data();
    let order = region_order(state);
    let taxable = |r: &Region| state.regions[*r].goods && occupies(state, REBELS, *r);
    let room = |r: &Region| boat_has_room(&state.players[REBELS.index()], d.regions[*r].good);
    let first = order.iter().copied().filter(|r| taxable(r) && room(r));
    let then = order.iter().copied().filter(|r| taxable(r) && !room(r));
    first.chain(then).next()
}

fn tax(state: &mut State) -> bool {
    let Some(region) = next_tax(state) else {
        return false;
    };
    let theofana = leader_in(state, region).map_or(0, |l| l.muster);
    crate::tax::play(state, REBELS, region);
    for _ in 0..theofana {
        place_troop(state, REBELS, region);
    }
    true
}

/// The structure the rebels would build in `region`, if any.
#[must_use]
pub fn structure_for(state: &State, region: Region) -> Option<Structure> {
    if !occupies(state, REBELS, region) || blocks_building(state, region) {
        return None;
    }
    let supply = &state.players[REBELS.index()].structures;
    let can = |k: Structure| supply[k.index()] > 0 && fits(state, region, k);
    if units(state, REBELS, region) >= units(state, YOU, region).saturating_add(STABLE_MARGIN)
        && can(Structure::Stable)
    {
        return Some(Structure::Stable);
    }
    if counted(state, region) == TAVERN_AFTER && can(Structure::Tavern) {
        return Some(Structure::Tavern);
    }
    let convertible = troops(state, YOU, region) > 0 || rebels(state, region) > 0;
    let card = top_card(state)?;
    card.build
        .get(priority(state).index())?
        .iter()
        .copied()
        .find(|k| can(*k) && (*k != Structure::Church || convertible))
}

/// "Exceeds the number of your troops there by three or more."
pub const STABLE_MARGIN: u8 = 3;
/// "If there are already 2 structures in the region."
pub const TAVERN_AFTER: usize = 2;
/// With Epic Structures, the build points that take an epic card instead.
pub const EPIC_POINTS: u8 = 3;

/// The region and structure of the rebels' next build point.
#[must_use]
pub fn next_build(state: &State) -> Option<(Region, Structure)> {
    let order = region_order(state);
    let options: Vec<(Region, Structure)> = order
        .iter()
        .filter_map(|r| structure_for(state, *r).map(|k| (*r, k)))
        .collect();
    let theirs = |r: Region| crate::map::structure_regions(state, REBELS, None) & (1 << r.0) != 0;
    let others = |r: Region| units(state, YOU, r) > 0 || rebels(state, r) > 0;
    options
        .iter()
        .find(|(r, _)| !theirs(*r))
        .or_else(|| options.iter().find(|(r, _)| others(*r)))
        .or_else(|| options.first())
        .copied()
}

fn build(state: &mut State) -> bool {
    if points(state, Kind::Build) >= EPIC_POINTS && forgo_epic(state) {
        return true;
    }
    let Some((region, kind)) = next_build(state) else {
        return false;
    };
    let leader = leader_in(state, region);
    crate::build::play(state, REBELS, region, kind);
    if kind == Structure::Tavern && crate::map::structures_work(state, REBELS, region) {
        // Instead of playing the top discarded scheme card.
        unlock(state);
    }
    if let Some(l) = leader {
        if l.build_attack > 0 {
            gain_all(state, REBELS, &[Gain::Attack { n: l.build_attack }]);
        }
        for _ in 0..l.muster {
            place_troop(state, REBELS, region);
        }
    }
    true
}

/// The top epic structure card of the display none of whose structures
/// is built.
#[must_use]
pub fn top_unbuilt_epic(state: &State) -> Option<Epic> {
    state
        .epic
        .as_ref()?
        .display
        .iter()
        .find(|c| c.built.is_empty())
        .map(|c| c.card)
}

/// Epic Structures (solo): "they do not build any structure on their turn.
/// Instead, the rebels receive 1 victory point token and the reward shown
/// on the top epic structure card that has not yet been built. Then remove
/// that card and its matching epic structure miniature to the box."
fn forgo_epic(state: &mut State) -> bool {
    let Some(card) = top_unbuilt_epic(state) else {
        return false;
    };
    if let Some(e) = state.epic.as_mut() {
        e.display.retain(|c| c.card != card);
    }
    if let Some(turn) = state.turn.as_mut() {
        turn.points.build = 0;
    }
    state.log(Event::EpicForgone { card });
    vp_tokens(state, REBELS, 1);
    if let Some(info) = crate::epic::card(card) {
        gain_all(state, REBELS, &info.reward);
    }
    true
}

/// Hook of `gains::gain` for the rebels: they take no scheme or deed cards
/// (each is a bonus unlocked instead, as the Tavern's and the epic effects'
/// rules say); a good of their choice is one their boat has room for
/// (fur, honey, stone, wood, fish: the solo event cards' order). Returns
/// whether it handled `g`.
pub fn gain(state: &mut State, g: Gain) -> bool {
    match g {
        Gain::Schemes { .. } | Gain::Scheme | Gain::Deed | Gain::DisplayDeed => {
            unlock(state);
            true
        }
        Gain::AnyGood => {
            let good = choose_good(state, None);
            receive(state, REBELS, vec![good]);
            true
        }
        _ => false,
    }
}

/// The good the rebels choose (not `except`): the first in the order fur,
/// honey, stone, wood, fish with room on their boat, else the first.
#[must_use]
pub fn choose_good(state: &State, except: Option<Good>) -> Good {
    const ORDER: [Good; 5] = [Good::Fur, Good::Honey, Good::Stone, Good::Wood, Good::Fish];
    let player = &state.players[REBELS.index()];
    let allowed = ORDER.into_iter().filter(|g| Some(*g) != except);
    allowed
        .clone()
        .find(|g| boat_has_room(player, *g))
        .or_else(|| allowed.clone().next())
        .unwrap_or(Good::Fur)
}
