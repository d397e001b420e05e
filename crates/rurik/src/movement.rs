//! Move: each movement point moves one unit into a neighbouring region;
//! nothing blocks movement. A Stable's and Gleb's points are "to use with
//! any of your troops located in this region": the units that stood there
//! when they were gained may spend all of them, wherever they have gone
//! since ([`LocalMoves`]). A deed's far moves go to any region; Agatha
//! carries up to two troops with her for free. Entering a City Gate's
//! region costs two points (Epic Structures).

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::Ability;
use crate::epic::effects::{bars_escort, move_cost};
use crate::event::Event;
use crate::ids::Region;
use crate::map::{ability, neighbours, troops};
use crate::state::{LocalMoves, Phase, State, Turn};

/// `seat` gains `points` movement points for the units it has in `region`
/// now (Stable, Gleb).
pub fn gain_local(state: &mut State, seat: Seat, region: Region, points: u8) {
    let mut here = vec![0u8; state.regions.len()];
    if let Some(n) = here.get_mut(region.index()) {
        *n = troops(state, seat, region);
    }
    let leader = state.players[seat.index()].leader_at == Some(region);
    if let Some(turn) = state.turn.as_mut() {
        turn.local_moves.push(LocalMoves {
            region,
            points,
            troops: here,
            leader,
        });
    }
}

/// Whether one of `pool`'s units stands in `from`: the leader, or (`leader`
/// false) one of its troops still there.
fn eligible(state: &State, seat: Seat, pool: &LocalMoves, from: Region, leader: bool) -> bool {
    if leader {
        pool.leader && state.players[seat.index()].leader_at == Some(from)
    } else {
        pool.troops.get(from.index()).copied().unwrap_or(0) > 0 && troops(state, seat, from) > 0
    }
}

/// Movement points a unit of `seat` in `from` may spend: the ordinary
/// ones and those of every pool it belongs to.
fn points_for(state: &State, seat: Seat, turn: &Turn, from: Region, leader: bool) -> u8 {
    turn.local_moves
        .iter()
        .filter(|l| eligible(state, seat, l, from, leader))
        .map(|l| l.points)
        .fold(turn.points.movement, u8::saturating_add)
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let player = &state.players[seat.index()];
    let agatha = ability(state, seat) == Some(Ability::Agatha);
    for from in state.in_play() {
        let t = troops(state, seat, from);
        let leader = player.leader_at == Some(from);
        if t == 0 && !leader {
            continue;
        }
        let troop_points = if t > 0 {
            points_for(state, seat, turn, from, false)
        } else {
            0
        };
        let leader_points = if leader {
            points_for(state, seat, turn, from, true)
        } else {
            0
        };
        let mut push = |to: Region, far: bool| {
            let cost = move_cost(state, to);
            let (troop_ok, leader_ok) = if far {
                (
                    t > 0 && turn.points.far_move >= cost,
                    leader && turn.points.far_move >= cost,
                )
            } else {
                (troop_points >= cost, leader_points >= cost)
            };
            if troop_ok {
                out.push(Action::Move {
                    seat,
                    from,
                    to,
                    leader: false,
                    escort: 0,
                    far,
                });
            }
            if leader_ok {
                let most = if agatha && !bars_escort(state, to) {
                    t.min(2)
                } else {
                    0
                };
                for escort in 0..=most {
                    out.push(Action::Move {
                        seat,
                        from,
                        to,
                        leader: true,
                        escort,
                        far,
                    });
                }
            }
        };
        for to in neighbours(state, from) {
            push(to, false);
        }
        if turn.points.far_move > 0 {
            for to in state.in_play().filter(|r| *r != from) {
                push(to, true);
            }
        }
    }
}

/// Moves `seat`'s units from `from` to `to` with no cost (also used by
/// leaders' abilities on others' troops).
pub fn shift(state: &mut State, seat: Seat, from: Region, to: Region, leader: bool, escort: u8) {
    let carried = if leader { escort } else { 1 };
    if let Some(n) = state
        .regions
        .get_mut(from.index())
        .and_then(|r| r.troops.get_mut(seat.index()))
    {
        *n = n.saturating_sub(carried);
    }
    if let Some(n) = state
        .regions
        .get_mut(to.index())
        .and_then(|r| r.troops.get_mut(seat.index()))
    {
        *n = n.saturating_add(carried);
    }
    if leader {
        if let Some(p) = state.players.get_mut(seat.index()) {
            p.leader_at = Some(to);
        }
    }
    state.log(Event::Moved {
        seat,
        from,
        to,
        leader,
        escort,
    });
}

/// Moves the turn seat's own units (no points spent here): the troops
/// moved keep their place in the turn's pools of local points (those
/// moved by a pool's points are its own; otherwise a troop outside a pool
/// moves first), and the epic structures of `to` may react.
pub fn carry(state: &mut State, seat: Seat, from: Region, to: Region, leader: bool, escort: u8) {
    let moved = if leader { escort } else { 1 };
    follow(state, seat, from, to, moved, &[]);
    shift(state, seat, from, to, leader, escort);
    crate::epic::effects::after_move(state, seat, to, leader);
}

/// Moves `moved` troops' membership of the turn's pools from `from` to
/// `to`; the pools in `spent` paid for the move, so the troop is theirs.
fn follow(state: &mut State, seat: Seat, from: Region, to: Region, moved: u8, spent: &[usize]) {
    let there = troops(state, seat, from);
    let Some(turn) = state.turn.as_mut() else {
        unreachable!("a move is made in a turn");
    };
    for (i, pool) in turn.local_moves.iter_mut().enumerate() {
        let members = pool
            .troops
            .get(from.index())
            .copied()
            .unwrap_or(0)
            .min(there);
        let outsiders = there - members;
        let going = if spent.contains(&i) {
            moved.min(members)
        } else {
            moved.saturating_sub(outsiders).min(members)
        };
        if let Some(n) = pool.troops.get_mut(from.index()) {
            *n = members - going;
        }
        if let Some(n) = pool.troops.get_mut(to.index()) {
            *n = n.saturating_add(going);
        }
    }
}

/// `seat`'s troops in `region` were removed: its pools there keep no more
/// members than troops (a troop outside a pool is the one removed first).
pub fn forget(state: &mut State, seat: Seat, region: Region) {
    let there = troops(state, seat, region);
    let leader_gone = state.players[seat.index()].leader_at.is_none();
    if !matches!(state.phase, Phase::Action { seat: s, .. } if s == seat) {
        return;
    }
    if let Some(turn) = state.turn.as_mut() {
        for pool in &mut turn.local_moves {
            if let Some(n) = pool.troops.get_mut(region.index()) {
                *n = (*n).min(there);
            }
            pool.leader &= !leader_gone;
        }
    }
}

/// One checked move: `seat`'s leader (with `escort` troops, Agatha) or one
/// troop from `from` into `to`, paid with movement points (or, `far`,
/// points that move anywhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub seat: Seat,
    pub from: Region,
    pub to: Region,
    pub leader: bool,
    pub escort: u8,
    pub far: bool,
}

/// Plays a checked [`Move`]: its points spent (a Stable's first, for the
/// troops it may move), the units shifted, then the Library's and Veche's
/// hooks.
pub fn play(state: &mut State, step: &Move) {
    let Move {
        seat,
        from,
        to,
        leader,
        escort,
        far,
    } = *step;
    let cost = move_cost(state, to);
    let mut spent = Vec::new();
    if far {
        if let Some(turn) = state.turn.as_mut() {
            turn.points.far_move = turn.points.far_move.saturating_sub(cost);
        }
    } else {
        for _ in 0..cost {
            let Some(turn) = state.turn.as_ref() else {
                unreachable!("a move is made in a turn");
            };
            let pool = turn
                .local_moves
                .iter()
                .position(|l| l.points > 0 && eligible(state, seat, l, from, leader));
            let Some(turn) = state.turn.as_mut() else {
                unreachable!("a move is made in a turn");
            };
            match pool {
                Some(i) => {
                    turn.local_moves[i].points -= 1;
                    if !spent.contains(&i) {
                        spent.push(i);
                    }
                }
                None => turn.points.movement = turn.points.movement.saturating_sub(1),
            }
        }
    }
    if leader {
        follow(state, seat, from, to, escort, &[]);
    } else {
        follow(state, seat, from, to, 1, &spent);
    }
    if let Some(turn) = state.turn.as_mut() {
        turn.local_moves.retain(|l| l.points > 0);
    }
    shift(state, seat, from, to, leader, escort);
    crate::epic::effects::after_move(state, seat, to, leader);
}
