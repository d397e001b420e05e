//! "End of Round" and "Scoring", in the rulebook's order: obstacle pay-outs,
//! private objectives (declared in turn order), the cheese, the dice values,
//! kits' growth, then the reset with its catch-up and the next turn order.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_gp, gain_vp, owe};
use crate::data::{Data, ROUNDS};
use crate::event::Event;
use crate::ids::{Obstacle, Territory};
use crate::state::{Choice, Phase, State};

/// The last die was used: step A, then step B for the first seat.
pub(crate) fn begin(d: &Data, s: &mut State) {
    s.turn = None;
    // Step A (digest 24.2): the Camp pays 2 GP and the Bear a resource of
    // choice to every fox in its territory, in turn order.
    for t in Territory::ALL {
        let Some(o) = s.territory(t).obstacle else {
            continue;
        };
        let here: Vec<Seat> = s
            .turn_order
            .iter()
            .copied()
            .filter(|x| s.player(*x).fox.is_some_and(|f| f.territory == t))
            .collect();
        for seat in here.into_iter().rev() {
            match o {
                Obstacle::Camp => gain_gp(s, seat, 2),
                Obstacle::Bear if crate::bonus::any_supply(d, s) => owe(s, seat, Choice::Resource),
                _ => {}
            }
        }
    }
    s.phase = Phase::Objectives {
        seat: s.turn_order[0],
    };
}

/// The seat after `seat` in turn order, if any.
fn after(s: &State, seat: Seat) -> Option<Seat> {
    let i = s.turn_order.iter().position(|x| *x == seat)?;
    s.turn_order.get(i + 1).copied()
}

/// `seat` finished declaring: claims, then the next seat, or steps C, D and
/// the growth phase.
pub(crate) fn objectives_done(d: &Data, s: &mut State, seat: Seat) {
    crate::objectives::claim_common(d, s, seat);
    if let Some(next) = after(s, seat) {
        s.phase = Phase::Objectives { seat: next };
        return;
    }
    // Step C: "4 VP if you still possess the cheese", which goes back.
    if let Some(holder) = s.cheese.take() {
        gain_vp(d, s, holder, u16::from(d.cheese.vp));
        s.log(Event::Scored {
            seat: holder,
            vp: i32::from(d.cheese.vp),
            reason: "cheese".into(),
        });
    }
    // "Then, VIXEN retrieves all its action dice": it scores none.
    crate::vixen::retrieve_dice(s);
    // Step D: "VP for the sum of remaining values on action dice".
    for seat in s.turn_order.clone() {
        let kept = dice_left(s, seat);
        gain_vp(d, s, seat, kept);
        s.log(Event::Scored {
            seat,
            vp: i32::from(kept),
            reason: "dice".into(),
        });
    }
    for seat in crate::vixen::order(s) {
        crate::turn::cheese_space(d, s, seat);
    }
    s.phase = Phase::Growth {
        seat: s.turn_order[0],
    };
}

/// The values still showing on `seat`'s placed dice.
#[must_use]
pub fn dice_left(s: &State, seat: Seat) -> u16 {
    let mine = |x: &Option<crate::state::PlacedDie>| {
        x.filter(|p| p.seat == seat)
            .map_or(0, |p| u16::from(p.value))
    };
    let board: u16 = crate::placement::board_spaces(s).map(mine).sum();
    let den: u16 = s
        .player(seat)
        .den
        .dice
        .iter()
        .map(|x| x.map_or(0, u16::from))
        .sum();
    board + den
}

/// `seat` finished growing: the 4th-die rule, claims, then the next seat,
/// or the reset (or, after round 4, the catch-up and the end of the game).
pub(crate) fn growth_done(d: &Data, s: &mut State, seat: Seat) {
    crate::kits::check_fourth_die(d, s, seat);
    crate::objectives::claim_common(d, s, seat);
    if let Some(next) = after(s, seat) {
        s.phase = Phase::Growth { seat: next };
        return;
    }
    // "VIXEN moves all its kit dice 1 space to the right".
    crate::vixen::grow(d, s);
    if s.round >= ROUNDS {
        // "At the end of the 4th round, complete the end-of-round scoring
        // and proceed with the end-of-game scoring": the catch-up is part
        // of it, and scores (VIXEN's VP; the players' GP break ties). The
        // rest of the reset and the turn order prepare a round that does
        // not come, change nothing scored, and are left out, so the board
        // stays as the last round left it.
        catch_up(d, s);
        crate::end_game::finish(d, s);
        return;
    }
    reset(d, s);
    s.round += 1;
    crate::destiny::start_round(d, s);
}

/// The catch-up: "players trailing behind gain two GP for each orange
/// space they are behind the leader"; "instead of gaining 2 growth points
/// per orange space between the leader and the follower, VIXEN gains 1 VP
/// per orange space". The leader is whoever has the most VP, VIXEN too.
fn catch_up(d: &Data, s: &mut State) {
    let leader = crate::vixen::order(s)
        .iter()
        .map(|x| s.vp(*x))
        .max()
        .unwrap_or(0);
    let every = d.vp_track.orange_every.max(1);
    for seat in Seat::all(s.seats()) {
        let behind = leader / every - s.player(seat).vp / every;
        gain_gp(
            s,
            seat,
            (behind.min(99) as u8).saturating_mul(d.vp_track.catch_up_gp),
        );
    }
    crate::vixen::catch_up(d, s, leader);
}

/// Step F and G: foxes home, obstacles and beaver gone, dice back, hunting
/// spots refilled, the catch-up, and the next round's turn order by VP.
fn reset(d: &Data, s: &mut State) {
    for p in &mut s.players {
        p.fox = None;
        p.den.dice.iter_mut().for_each(|x| *x = None);
    }
    if let Some(tile) = s.beaver.take().and_then(|b| b.tile) {
        crate::tiles::discard(s, tile);
    }
    for tile in std::mem::take(&mut s.mountains.obstacles) {
        crate::tiles::discard(s, tile);
    }
    for t in &mut s.territories {
        t.obstacle = None;
    }
    crate::placement::board_spaces_mut(s).for_each(|x| *x = None);
    crate::village::reset(s);
    for ti in 0..s.territories.len() {
        for si in 0..s.territories[ti].spaces.len() {
            let spot = d
                .exploration_tiles
                .get(usize::from(s.territories[ti].spaces[si].tile))
                .is_some_and(|x| x.hunting_spot);
            if spot && s.territories[ti].spaces[si].hunting.is_none() {
                s.territories[ti].spaces[si].hunting = s.hunting_stack.pop();
            }
        }
    }
    crate::vixen::reset(s);
    let previous = crate::vixen::order(s);
    catch_up(d, s);
    // "For rounds 2 to 4, the players' turn order is determined by their
    // position on the VP track" (VIXEN's too); ties: the higher kit total,
    // then the previous order (digest 4.1).
    let mut order = previous.clone();
    order.sort_by_key(|who| {
        let was = previous.iter().position(|x| x == who).unwrap_or(0);
        (
            std::cmp::Reverse(s.vp(*who)),
            std::cmp::Reverse(s.kit_total(*who)),
            was,
        )
    });
    crate::vixen::set_order(s, order);
}
