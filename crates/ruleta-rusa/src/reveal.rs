//! "Option 2: Reveal the Top Chip of the Revolver Stack", the opening
//! reveal, elimination and the "Final Duel".

use ruleshelf_engine::Seat;

use crate::chip::{Chip, REVOLVER_CHIPS};
use crate::event::Event;
use crate::revolver::Revolver;
use crate::skill::Skill;
use crate::state::{Phase, State};
use crate::turn::{begin_turn, pass_turn};

/// Reveals the top chip, or two under a pending Double Shot (the second
/// only after a CLICK). A CLICK lets the revealer turn a face-down skill up
/// (once per reveal, and only if the reveal ended without a BANG!).
pub(crate) fn reveal(state: &mut State, seat: Seat) {
    let opening = state.phase == Phase::Opening;
    let chips = if state.double_shot { 2 } else { 1 };
    state.double_shot = false;
    for _ in 0..chips {
        let chip = state.revolver.reveal_top(&mut state.known);
        state.log(Event::Revealed { seat, chip });
        if chip == Chip::Bang {
            bang(state, seat, opening);
            return;
        }
    }
    if state.player(seat).face_down().next().is_some() {
        state.phase = Phase::Restore;
    } else {
        pass_turn(state, seat);
    }
}

/// The revealer of a BANG!: on the opening reveal it turns a skill face
/// down; otherwise it returns a face-up skill to the box, or is eliminated
/// with none face up.
fn bang(state: &mut State, seat: Seat, opening: bool) {
    if opening {
        state.phase = Phase::OpeningBang;
    } else if state.player(seat).has_face_up() {
        state.phase = Phase::LoseSkill;
    } else {
        eliminate(state, seat);
    }
}

fn eliminate(state: &mut State, seat: Seat) {
    state.players[seat.index()].alive = false;
    state.eliminated.push(seat);
    state.log(Event::Eliminated { seat });
    let living: Vec<Seat> = state.living().collect();
    match living.as_slice() {
        [winner] => {
            state.phase = Phase::Over;
            state.turn = *winner;
            state.log(Event::Won { seat: *winner });
        }
        [_, _] if state.options.seats > 2 => final_duel(state, seat, &living),
        _ => state.phase = Phase::Rebuild,
    }
}

/// "Final Duel": the eliminated seat shuffles the stack instead of
/// arranging it, both survivors turn all their skills face up, and the seat
/// to the left of the eliminated one starts.
fn final_duel(state: &mut State, eliminated: Seat, survivors: &[Seat]) {
    state.revolver = Revolver::new(
        REVOLVER_CHIPS,
        state.rng.below(u32::from(REVOLVER_CHIPS)) as u8,
    );
    state.known.fill(0);
    for seat in survivors {
        for chip in &mut state.players[seat.index()].skills {
            chip.face_up = true;
        }
    }
    state.log(Event::FinalDuel {
        seats: survivors.to_vec(),
    });
    let left = state.next_living(eliminated, crate::state::Direction::Clockwise);
    begin_turn(state, left);
}

/// After an opening BANG!: `skill` turns face down (it is not lost).
pub(crate) fn turn_down(state: &mut State, seat: Seat, skill: Skill) {
    if let Some(chip) = state.players[seat.index()].chip_mut(skill) {
        chip.face_up = false;
    }
    state.log(Event::TurnedDown { seat, skill });
    state.phase = Phase::Rebuild;
}

/// After a BANG!: `skill` goes back to the box.
pub(crate) fn return_skill(state: &mut State, seat: Seat, skill: Skill) {
    state.players[seat.index()]
        .skills
        .retain(|c| c.skill != skill);
    state.supply[skill.index()] += 1;
    state.log(Event::Returned { seat, skill });
    state.phase = Phase::Rebuild;
}

/// After a CLICK: `skill` turns face up again, or (`None`) nothing changes.
pub(crate) fn restore(state: &mut State, seat: Seat, skill: Option<Skill>) {
    if let Some(skill) = skill {
        if let Some(chip) = state.players[seat.index()].chip_mut(skill) {
            chip.face_up = true;
        }
        state.log(Event::TurnedUp { seat, skill });
    }
    pass_turn(state, seat);
}

/// Places the BANG! at `position` (1 = top) of the stack: all eight chips
/// after a BANG!, or the chips left after Reorder. Only the arranging seat
/// knows the order; the turn passes on.
pub(crate) fn arrange(state: &mut State, seat: Seat, position: u8) {
    let size = if state.phase == Phase::Rebuild {
        REVOLVER_CHIPS
    } else {
        state.revolver.size
    };
    state.revolver = Revolver::new(size, position - 1);
    state.known.fill(0);
    state.known[seat.index()] = state.revolver.full();
    state.log(Event::Arranged { seat, size });
    state.tell(seat, Event::PlacedBang { seat, position });
    pass_turn(state, seat);
}
