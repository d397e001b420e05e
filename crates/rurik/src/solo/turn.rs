//! A rebel turn in the action phase.
//!
//! "On the rebels' turn, move the bottom card of the rebel deck to the top
//! of the deck" (a new card each turn). "Then ... the rebels take the
//! advisor with the lowest number ... If several rebel advisors have the
//! same influence value ..., the advisor whose banner is further to the
//! left is taken this turn." Every available bonus matching its banner is
//! added; "all bonus movement points are used by the rebels before the main
//! action". "If the rebels cannot perform the main action (for example, they
//! do not have enough coins to pay the action cost, or they have run out of
//! rebel miniatures), they forfeit the action points and take 1 coin"; the
//! matching bonuses still apply. Then the points are spent, movement first,
//! then the banner's action, then points of other actions gained on the
//! way (a Stable's moves, Maria's attack point, an epic card's reward);
//! points the rules give no use for are lost.

use super::actions::{self, Kind};
use super::board::matching;
use super::{RebelTurn, Stage, REBELS};
use crate::data::Banner;
use crate::event::Event;
use crate::gains::gain_all;
use crate::state::State;
use crate::turn::{advisors_of, pass_number, slot, take, take_coin, take_points, Slot};

/// Plays the next step of the rebels' turn; false without a turn (a state
/// no rule leaves).
pub fn step(state: &mut State) -> bool {
    let Some(turn) = state.turn.as_ref() else {
        return false;
    };
    if turn.column.is_none() {
        begin(state);
        return true;
    }
    let Some(rebel) = state.solo.as_ref().and_then(|s| s.turn) else {
        finish(state);
        return true;
    };
    match rebel.stage {
        Stage::Moves => {
            if !actions::spend(state, Kind::Move) {
                actions::drop_points(state, Kind::Move);
                set_stage(state, Stage::Main);
            }
        }
        Stage::Main => main(state, rebel.banner),
        Stage::Spend => {
            let order = Kind::spend_order(rebel.banner);
            for kind in order {
                if actions::points(state, kind) == 0 {
                    continue;
                }
                if actions::spend(state, kind) {
                    return true;
                }
                actions::drop_points(state, kind);
            }
            finish(state);
        }
    }
    true
}

fn set_stage(state: &mut State, stage: Stage) {
    if let Some(t) = state.solo.as_mut().and_then(|s| s.turn.as_mut()) {
        t.stage = stage;
        t.march_to = None;
    }
}

/// The card, the advisor, the bonuses.
fn begin(state: &mut State) {
    if let Some(s) = state.solo.as_mut() {
        if !s.deck.is_empty() {
            let bottom = s.deck.remove(0);
            s.deck.push(bottom);
            s.known = s.known.saturating_add(1).min(s.deck.len() as u8);
            s.slid = 0;
            state.log(Event::RebelCard { card: bottom });
        }
    }
    let pass = match state.phase {
        crate::state::Phase::Action { pass, .. } => pass,
        _ => 0,
    };
    let number = pass_number(state, pass).unwrap_or(0);
    // Column by column, left first: the leftmost of two equal advisors.
    let Some(&(column, row)) = advisors_of(state, REBELS, number).first() else {
        finish(state);
        return;
    };
    take(state, column, row);
    let Some(banner) = state
        .turn
        .as_ref()
        .and_then(|t| slot(state, t))
        .map(|s| s.banner)
    else {
        finish(state);
        return;
    };
    let mut fewer = false;
    for (column, space, bonus) in matching(state, banner) {
        state.log(Event::RebelBonus { column, space });
        fewer |= bonus.fewer;
        gain_all(state, REBELS, &bonus.gains);
    }
    if let Some(s) = state.solo.as_mut() {
        s.turn = Some(RebelTurn {
            banner,
            stage: Stage::Moves,
            fewer,
            march_to: None,
            attack_in: None,
        });
    }
}

/// The main action: the space's points, its cost paid, or one coin.
fn main(state: &mut State, banner: Banner) {
    let Some(Slot { points, cost, .. }) = state.turn.as_ref().and_then(|t| slot(state, t)) else {
        finish(state);
        return;
    };
    let affordable = state.players[REBELS.index()].coins >= u16::from(cost);
    if affordable && actions::possible(state, banner, points) {
        take_points(state, REBELS);
        actions::after_main(state);
    } else {
        take_coin(state, REBELS);
    }
    set_stage(state, Stage::Spend);
}

/// The turn ends: points left are lost.
fn finish(state: &mut State) {
    if let Some(s) = state.solo.as_mut() {
        s.turn = None;
    }
    crate::turn::end_turn(state, REBELS);
}
