//! The leaders' abilities that are decisions of their own: Predslava,
//! Sviatoslav and Theofana. (The others act inside the actions they change:
//! Boris and Gleb in [`crate::attack`], Sviatopolk and Yaroslav in
//! [`crate::map`], Mstislav in [`crate::tax`], Maria and Sudislav in
//! [`crate::muster`], Agatha in [`crate::movement`].)

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::Ability;
use crate::gains::coins;
use crate::ids::Region;
use crate::map::{ability, neighbours, rebels, troops};
use crate::movement::{carry, shift};
use crate::state::{State, Turn};

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let player = &state.players[seat.index()];
    let Some(at) = player.leader_at else {
        return; // the rule's outcome: a leader off the board has no ability to use
    };
    match ability(state, seat) {
        // Once per round on your turn: move an opponent's troop to an
        // adjacent region; its owner gains a coin.
        Some(Ability::Predslava) if player.leader_used => {}
        Some(Ability::Predslava) => {
            for from in state.in_play() {
                for target in
                    Seat::all(state.sides()).filter(|t| *t != seat && troops(state, *t, from) > 0)
                {
                    out.extend(neighbours(state, from).map(|to| Action::Predslava {
                        seat,
                        target,
                        from,
                        to,
                    }));
                }
            }
        }
        // Before spending any build points: to a neighbour with a rebel, or
        // to any neighbour for a coin.
        Some(Ability::Sviatoslav)
            if turn.points.build == 0 || turn.built || turn.sviatoslav_moved => {}
        Some(Ability::Sviatoslav) => {
            out.extend(
                neighbours(state, at)
                    .filter(|to| rebels(state, *to) > 0 || player.coins > 0)
                    .map(|to| Action::Sviatoslav { seat, to }),
            );
        }
        // Once per round, after taxing in her region: move her, or a coin;
        // choosing either is the seat saying it has finished taxing, so it
        // is offered with tax points left too.
        Some(Ability::Theofana) if !turn.taxed_theofana || player.leader_used => {}
        Some(Ability::Theofana) => {
            out.push(Action::Theofana { seat, to: None });
            out.extend(neighbours(state, at).map(|to| Action::Theofana { seat, to: Some(to) }));
        }
        // These leaders change the actions themselves: no action of their own.
        Some(
            Ability::Boris
            | Ability::Sviatopolk
            | Ability::Yaroslav
            | Ability::Mstislav
            | Ability::Maria
            | Ability::Agatha
            | Ability::Sudislav
            | Ability::Gleb,
        )
        | None => {}
    }
}

pub fn predslava(state: &mut State, seat: Seat, target: Seat, from: Region, to: Region) {
    state.players[seat.index()].leader_used = true;
    shift(state, target, from, to, false, 0);
    coins(state, target, 1);
}

pub fn sviatoslav(state: &mut State, seat: Seat, to: Region) {
    let Some(at) = state.players[seat.index()].leader_at else {
        unreachable!("check offers Sviatoslav's move only with him on the map");
    };
    if rebels(state, to) == 0 {
        coins(state, seat, -1);
    }
    if let Some(turn) = state.turn.as_mut() {
        turn.sviatoslav_moved = true;
    }
    carry(state, seat, at, to, true, 0);
}

/// Theofana: "Once per round after you finish spending tax points on your
/// turn, if you taxed in Theofana's region you may move her to an adjacent
/// region or gain one coin from the supply." She acts when the seat's
/// taxing is over: using her is the seat's word that it has finished, so
/// the tax points it has left are lost and none (not even one gained later
/// in the turn) is spent after her. She can never stand between two taxes,
/// and moving her cannot make a later tax cheaper.
pub fn theofana(state: &mut State, seat: Seat, to: Option<Region>) {
    let Some(at) = state.players[seat.index()].leader_at else {
        unreachable!("check offers Theofana's ability only with her on the map");
    };
    state.players[seat.index()].leader_used = true;
    if let Some(turn) = state.turn.as_mut() {
        turn.taxed_theofana = false;
        turn.tax_finished = true;
        turn.points.tax = 0;
    }
    match to {
        Some(to) => carry(state, seat, at, to, true, 0),
        None => coins(state, seat, 1),
    }
}
