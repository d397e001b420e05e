//! The action phase: advisors resolve by number, lowest first, each number
//! in turn order from the first player (two #2s: two passes, their owner
//! choosing which goes first). On its turn a seat takes its advisor and
//! either the space's action points (paying a coin-cost space) or one coin,
//! spends its points, may play one scheme card, accomplish one deed and use
//! one conversion token, then ends the turn; points left are lost.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, Banner, Gain};
use crate::event::Event;
use crate::gains::{coins, gain_all};
use crate::map::units_on_map;
use crate::state::{Pending, Phase, State, Turn};

/// The advisors each seat places this round, in resolution order.
#[must_use]
pub fn schedule(state: &State) -> Vec<u8> {
    let d = data();
    let mut list = d
        .advisors_by_round
        .rounds
        .get(usize::from(state.round.saturating_sub(1)))
        .cloned()
        .unwrap_or_default();
    if state.round == 4 && state.seats() == 4 && !state.options.round_four_third_advisor {
        list.retain(|n| *n != 3);
    }
    list.sort_unstable();
    list
}

pub fn start_action_phase(state: &mut State) {
    let first = state.first_seat;
    state.phase = Phase::Action {
        pass: 0,
        seat: first,
    };
    begin_turn(state, first);
}

/// A new turn for `seat`: Out of Troops first ("immediately before
/// resolving their next advisor").
fn begin_turn(state: &mut State, seat: Seat) {
    state.turn = Some(Turn::default());
    if units_on_map(state, seat) == 0 {
        state.pending.push(Pending::Regroup {
            seat,
            left: crate::decisions::REGROUP_UNITS,
        });
    }
}

/// Where `seat`'s advisors numbered `number` stand: (banner, space).
#[must_use]
pub fn advisors_of(state: &State, seat: Seat, number: u8) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for (c, spaces) in state.board.iter().enumerate() {
        for (r, a) in spaces.iter().enumerate() {
            if a.is_some_and(|a| a.seat == seat && a.number == number) {
                out.push((c as u8, r as u8));
            }
        }
    }
    out
}

/// The number resolving in `pass`.
#[must_use]
pub fn pass_number(state: &State, pass: u8) -> Option<u8> {
    schedule(state).get(usize::from(pass)).copied()
}

/// Takes the advisor from the board.
pub fn take(state: &mut State, column: u8, row: u8) {
    let Some(space) = state
        .board
        .get_mut(usize::from(column))
        .and_then(|c| c.get_mut(usize::from(row)))
    else {
        unreachable!("an advisor is taken from a space of the board (advisors_of)");
    };
    let taken = space.take();
    debug_assert!(
        taken.is_some(),
        "an advisor is taken from a space that holds it (advisors_of)"
    );
    if let Some(turn) = state.turn.as_mut() {
        turn.column = Some(column);
        turn.row = row;
    }
}

/// A space of the strategy board, as the advisor resolving from it reads
/// it: its banner's action, the action points it gives, their coin cost,
/// and whether it takes the first-player token (the top Scheme space).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub banner: Banner,
    pub points: u8,
    pub cost: u8,
    pub first_player: bool,
}

/// The space the turn's advisor came from; `None` before the advisor is
/// taken.
#[must_use]
pub fn slot(state: &State, turn: &Turn) -> Option<Slot> {
    let side = data().board(state.seats());
    let column = side.columns.get(usize::from(turn.column?))?;
    let s = column.slots.get(usize::from(turn.row))?;
    Some(Slot {
        banner: column.action,
        points: s.points,
        cost: s.cost,
        first_player: s.first_player,
    })
}

pub fn legal_resolve(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    if let Some(Slot { cost, .. }) = slot(state, turn) {
        if state.players[seat.index()].coins >= u16::from(cost) {
            out.push(Action::TakePoints { seat });
        }
    }
    out.push(Action::TakeCoin { seat });
}

/// Marks the turn's advisor resolved and logs how: `(banner, space)`.
fn resolve(state: &mut State, seat: Seat, coin: bool) -> Turn {
    let Some(turn) = state.turn.as_mut() else {
        unreachable!("an advisor resolves in a turn");
    };
    turn.resolved = true;
    let turn = turn.clone();
    let number = pass_number(state, phase_pass(state)).unwrap_or(0);
    state.log(Event::AdvisorTaken {
        seat,
        number,
        column: turn.column.unwrap_or(0),
        row: turn.row,
        coin,
    });
    turn
}

/// The space's action points, its coin cost paid; the top Scheme space
/// also takes the first-player token.
pub fn take_points(state: &mut State, seat: Seat) {
    let Some(Slot {
        banner,
        points,
        cost,
        first_player,
    }) = state.turn.as_ref().and_then(|turn| slot(state, turn))
    else {
        unreachable!("check offers TakePoints only once the turn's advisor is taken from a space");
    };
    resolve(state, seat, false);
    coins(state, seat, -i32::from(cost));
    let gain = match banner {
        Banner::Muster => Gain::Muster { n: points },
        Banner::Move => Gain::Move { n: points },
        Banner::Attack => Gain::Attack { n: points },
        Banner::Tax => Gain::Tax { n: points },
        Banner::Build => Gain::Build { n: points },
        Banner::Scheme => {
            // The solo rebels "cannot become first player".
            if first_player && !crate::solo::is_rebels(state, seat) {
                state.token_holder = seat;
            }
            Gain::Schemes { draw: points }
        }
    };
    gain_all(state, seat, &[gain]);
}

/// One coin instead of the space's action.
pub fn take_coin(state: &mut State, seat: Seat) {
    resolve(state, seat, true);
    coins(state, seat, 1);
}

fn phase_pass(state: &State) -> u8 {
    match state.phase {
        Phase::Action { pass, .. } => pass,
        _ => 0,
    }
}

/// Ends the turn (leftover points are lost) and moves to the next seat and
/// number; after the last, the claim phase.
pub fn end_turn(state: &mut State, seat: Seat) {
    state.turn = None;
    state.log(Event::TurnEnded { seat });
    let Phase::Action { pass, .. } = state.phase else {
        unreachable!("a turn ends in the action phase");
    };
    let (pass, next) = match state.next_in_order(seat) {
        Some(next) => (pass, next),
        None => (pass + 1, state.first_seat),
    };
    if usize::from(pass) >= schedule(state).len() {
        crate::claim::claim_phase(state);
        return;
    }
    state.phase = Phase::Action { pass, seat: next };
    begin_turn(state, next);
}
