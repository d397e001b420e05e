//! "Explore the Vital Territories": the placement and its territory bonus,
//! "Moving your Fox" (with marks and the beaver on the way), and the
//! actions of the tile where the fox stops — track, kit, hunt, mark.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_gp, gain_vp, grant_all, lose_gp, open_tracks};
use crate::data::Data;
use crate::die::{affordable, pay};
use crate::ids::{Buy, Instinct, Obstacle, RuseTile, Territory};
use crate::state::{Fox, Phase, Player, Spot, State};
use crate::tiles::has_obstacle;

/// Places the die on `space` of `t`: "Collect the bonuses according to the
/// value of your action die when placed. Pay the cost (if applicable)."
pub(crate) fn explore(d: &Data, s: &mut State, seat: Seat, t: Territory, space: u8) {
    let placed = s.turn.map_or(0, |x| x.value);
    crate::placement::put_die(
        d,
        s,
        seat,
        Spot::Territory {
            territory: t,
            space,
        },
    );
    if let Some(tier) = d
        .territory_bonus
        .tiers
        .iter()
        .find(|x| (x.min..=x.max).contains(&placed))
    {
        let bonus = tier.bonus.clone();
        grant_all(d, s, seat, &bonus, Some(t));
    }
}

/// How far `seat`'s fox may move in `t` this turn: 2 by day, 3 by night,
/// +1 with the star, +1 with the instinct, −1 by day in a storm; at least 1.
#[must_use]
pub fn allowance(d: &Data, s: &State, seat: Seat, t: Territory) -> u8 {
    let p = s.player(seat);
    let base = if p.has_ruse(RuseTile::Nocturnal) {
        d.movement.ignore_day_night
    } else if s.night {
        d.movement.night
    } else {
        d.movement.day
    };
    let star = u8::from(s.star == Some(seat));
    let instinct = u8::from(p.has_instinct(Instinct::ExtraMove));
    let storm = u8::from(!s.night && has_obstacle(s, t, Obstacle::Storm));
    (base + star + instinct).saturating_sub(storm).max(1)
}

/// The territory of the turn's die, if it is in a vital territory.
#[must_use]
pub fn turn_territory(s: &State) -> Option<Territory> {
    match s.turn?.spot? {
        Spot::Territory { territory, .. } => Some(territory),
        _ => None,
    }
}

/// Every (destination, from the base) the fox may move to: from the base
/// X0, or on from where it stands in this territory, never backward, X4
/// the last. "You may move up to 2 spaces during the day and up to 3
/// spaces at night": fewer, and none at all, included (a fox left at the
/// base X0 stands on no tile, so it buys nothing there).
#[must_use]
pub fn moves(d: &Data, s: &State, seat: Seat) -> Vec<(u8, bool)> {
    let Some(t) = turn_territory(s) else {
        return Vec::new();
    };
    let reach = allowance(d, s, seat, t);
    let last = s.territory(t).spaces.len() as u8;
    let mut out: Vec<(u8, bool)> = (0..=reach.min(last)).map(|to| (to, true)).collect();
    if let Some(fox) = s
        .player(seat)
        .fox
        .filter(|f| f.territory == t && f.space >= 1)
    {
        out.extend((fox.space..=fox.space.saturating_add(reach).min(last)).map(|to| (to, false)));
    }
    out
}

/// Moves the fox, paying on the way (see [`pass`]).
pub(crate) fn move_fox(d: &Data, s: &mut State, seat: Seat, to: u8, from_base: bool) {
    let Some(t) = turn_territory(s) else { return };
    let start = if from_base {
        0
    } else {
        s.player(seat).fox.map_or(0, |f| f.space)
    };
    pass(d, s, seat, t, start, to);
    s.player_mut(seat).fox = Some(Fox {
        territory: t,
        space: to,
    });
    s.phase = Phase::Act { seat };
}

/// `mover`'s fox goes from space `start` to `to` of `t`: every space
/// entered that an opponent marked costs GP to the mover and pays its owner
/// (1 passing, 2 ending there); the beaver costs a non-owner 2 GP and pays
/// its owner. VIXEN, with no GP, neither pays nor gains.
pub(crate) fn pass(d: &Data, s: &mut State, mover: Seat, t: Territory, start: u8, to: u8) {
    let has = |s: &State, who: Seat, i: Instinct| {
        s.players
            .get(who.index())
            .is_some_and(|p| p.has_instinct(i))
    };
    for space in (start + 1)..=to {
        let i = usize::from(space - 1);
        let marker = s.territory(t).spaces.get(i).and_then(|x| x.marker);
        if let Some(owner) = marker.filter(|o| *o != mover) {
            let m = &d.marks;
            let (loss, gain) = if space == to {
                (m.end_loss, m.end_gain)
            } else {
                (
                    m.pass_loss,
                    m.pass_gain + u8::from(has(s, owner, Instinct::MarkToll)),
                )
            };
            lose_gp(s, mover, loss);
            gain_gp(s, owner, gain);
        }
        if let Some(b) = s
            .beaver
            .filter(|b| b.territory == t && b.space == space - 1 && b.owner != mover)
        {
            lose_gp(s, mover, d.marks.beaver_loss);
            let gain = d.marks.beaver_gain + u8::from(has(s, b.owner, Instinct::BeaverBonus));
            gain_gp(s, b.owner, gain);
        }
    }
}

/// The cost of a territory action for `seat`, after instincts.
#[must_use]
pub fn cost(d: &Data, s: &State, seat: Seat, buy: Buy) -> u8 {
    d.action_cost(buy, s.winter())
        .saturating_sub(discount(s.player(seat), buy))
}

/// What `p`'s instincts take off a purchase: "Hunting cost decreases by
/// 1", "Cost to advance on a territory track decreases by 1".
#[must_use]
pub fn discount(p: &Player, buy: Buy) -> u8 {
    let cut = match buy {
        Buy::Hunt => p.has_instinct(Instinct::CheaperHunt),
        Buy::Track => p.has_instinct(Instinct::CheaperTrack),
        _ => false,
    };
    u8::from(cut)
}

/// Whether `buy` may be bought now on the tile where the fox stopped.
#[must_use]
pub fn may_buy(d: &Data, s: &State, seat: Seat, buy: Buy) -> bool {
    let (Some(turn), Some(fox)) = (s.turn, s.player(seat).fox) else {
        return false;
    };
    let t = fox.territory;
    let Some(space) = s
        .territory(t)
        .spaces
        .get(usize::from(fox.space).wrapping_sub(1))
    else {
        return false;
    };
    let Some(tile) = d.exploration_tiles.get(usize::from(space.tile)) else {
        return false;
    };
    if turn.has_used(buy)
        || !tile.offers(buy)
        || !affordable(d, s, seat, turn.value, cost(d, s, seat, buy))
    {
        return false;
    }
    let p = s.player(seat);
    allowed(s, t, buy)
        && match buy {
            Buy::Track => {
                if p.has_ruse(RuseTile::AnyTrack) {
                    !open_tracks(d, s, seat).is_empty()
                } else {
                    p.paws[t.index()] < d.top_level()
                }
            }
            Buy::Kit => !crate::kits::eligible(s, seat).is_empty(),
            Buy::Hunt => space.hunting.is_some(),
            Buy::Mark => {
                space.marker != Some(seat) && usize::from(p.markers_out) < crate::data::MARKERS
            }
            Buy::Resource => false,
        }
}

/// Whether the hunter and the obstacles let anyone (a player or VIXEN) do
/// `buy` in `t`: "When the hunter or photographer is present in a
/// territory: Hunting is not allowed. Territory marking is not allowed";
/// the Wolf "prevents hunting and advancing on the territory track".
#[must_use]
pub fn allowed(s: &State, t: Territory, buy: Buy) -> bool {
    let hunter = s.hunter == t;
    let wolf = has_obstacle(s, t, Obstacle::Wolf);
    match buy {
        Buy::Track => !wolf,
        Buy::Hunt => !hunter && !wolf,
        Buy::Mark => !hunter,
        Buy::Kit | Buy::Resource => true,
    }
}

/// Buys `buy` on the fox's tile.
pub(crate) fn buy(d: &Data, s: &mut State, seat: Seat, buy: Buy) {
    let Some(fox) = s.player(seat).fox else {
        return;
    };
    pay(d, s, cost(d, s, seat, buy));
    if let Some(turn) = s.turn.as_mut() {
        turn.used |= buy.bit();
    }
    let t = fox.territory;
    let space = usize::from(fox.space) - 1;
    match buy {
        Buy::Track => {
            if s.player(seat).has_ruse(RuseTile::AnyTrack) {
                // "When you gain an advancement on a territory track, move up
                // the track of your choice."
                crate::bonus::offer_track(d, s, seat);
            } else {
                crate::tracks::advance(d, s, seat, t);
            }
        }
        Buy::Kit => crate::kits::offer_raise(s, seat),
        Buy::Hunt => {
            if let Some(tile) = s
                .territory_mut(t)
                .spaces
                .get_mut(space)
                .and_then(|x| x.hunting.take())
            {
                crate::hunting::hunt(d, s, seat, tile);
            }
        }
        Buy::Mark => mark(d, s, seat, t, space),
        Buy::Resource => {}
    }
}

/// "Marking a Territory": the leftmost marker goes on the tile, uncovering
/// a slot's VP; an opponent's marker there goes back to its board.
pub(crate) fn mark(d: &Data, s: &mut State, seat: Seat, t: Territory, space: usize) {
    let Some(x) = s.territory_mut(t).spaces.get_mut(space) else {
        return;
    };
    let old = x.marker.replace(seat);
    place_marker(d, s, seat, old);
}

/// `seat` (a player or VIXEN) put its leftmost marker on a spot where
/// `old`'s was: that one goes back to its board, and `seat` scores the slot
/// it uncovered ("Check if you gain any VP by removing a territory marker
/// from your player board"; VIXEN's board has its own slots).
pub(crate) fn place_marker(d: &Data, s: &mut State, seat: Seat, old: Option<Seat>) {
    if let Some(m) = old.and_then(|o| s.markers_out_mut(o)) {
        *m = m.saturating_sub(1);
    }
    let slots = if crate::vixen::is(s, seat) {
        &d.vixen.board.marker_vp
    } else {
        &d.marker_slot_vp.vp
    };
    let Some(m) = s.markers_out_mut(seat) else {
        return;
    };
    let slot = *m;
    *m += 1;
    let vp = slots.get(usize::from(slot)).copied().unwrap_or(0);
    gain_vp(d, s, seat, u16::from(vp));
}
