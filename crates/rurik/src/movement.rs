//! Move: each movement point moves one unit into a neighbouring region;
//! nothing blocks movement. Stable and Gleb points only move units out of
//! their region; a deed's far moves go to any region; Agatha carries up to
//! two troops with her for free.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::Ability;
use crate::event::Event;
use crate::map::{ability, neighbours, troops};
use crate::state::{State, Turn};

/// Movement points usable for a unit leaving `region`.
fn local(turn: &Turn, region: u8) -> u8 {
    turn.local_moves
        .iter()
        .filter(|l| l.region == region)
        .map(|l| l.points)
        .sum()
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
        let step = turn.points.movement > 0 || local(turn, from) > 0;
        let mut push = |to: u8, far: bool| {
            if t > 0 {
                out.push(Action::Move {
                    seat,
                    from,
                    to,
                    leader: false,
                    escort: 0,
                    far,
                });
            }
            if leader {
                let most = if agatha { t.min(2) } else { 0 };
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
        if step {
            for to in neighbours(state, from) {
                push(to, false);
            }
        }
        if turn.points.far_move > 0 {
            for to in state.in_play().filter(|r| *r != from) {
                push(to, true);
            }
        }
    }
}

/// Moves `seat`'s units from `from` to `to` with no cost (also used by
/// leaders' abilities).
pub fn shift(state: &mut State, seat: Seat, from: u8, to: u8, leader: bool, escort: u8) {
    let carried = if leader { escort } else { 1 };
    if let Some(n) = state
        .regions
        .get_mut(usize::from(from))
        .and_then(|r| r.troops.get_mut(seat.index()))
    {
        *n = n.saturating_sub(carried);
    }
    if let Some(n) = state
        .regions
        .get_mut(usize::from(to))
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

pub fn play(state: &mut State, seat: Seat, from: u8, to: u8, leader: bool, escort: u8, far: bool) {
    if let Some(turn) = state.turn.as_mut() {
        if far {
            turn.points.far_move -= 1;
        } else if let Some(l) = turn
            .local_moves
            .iter_mut()
            .find(|l| l.region == from && l.points > 0)
        {
            l.points -= 1;
        } else {
            turn.points.movement -= 1;
        }
        turn.local_moves.retain(|l| l.points > 0);
    }
    shift(state, seat, from, to, leader, escort);
}
