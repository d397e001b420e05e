//! What undo cannot take back: the entries that show a seat something hidden
//! (a chip off the stack, the top chip seen with Look) or leave something to
//! chance. Everything done with skills is done in the open.

use ruleshelf_engine::{Game, Seat};
use ruleta_rusa::{Action, Options, Phase, Revolver, RuletaRusa, Skill, SkillChip, State};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);

/// Seat 0's turn at a basic three-seat table, past the opening reveal, the
/// BANG! at `bang` (0 = top), seat 0 holding `skills` face up.
fn table(bang: u8, skills: &[Skill]) -> State {
    let options = Options {
        first_seat: Some(S0),
        ..Options::basic(3)
    };
    let mut state = RuletaRusa::new_game(&options, 1).unwrap();
    state.phase = Phase::Turn;
    state.revolver = Revolver::new(8, bang);
    for chip in state.players[0].skills.drain(..) {
        state.supply[chip.skill.index()] += 1;
    }
    for &skill in skills {
        state.supply[skill.index()] -= 1;
        state.players[0].skills.push(SkillChip {
            skill,
            face_up: true,
        });
    }
    RuletaRusa::validate(&state).unwrap();
    state
}

/// Plays `action`; whether it revealed something to each seat, in seat order.
fn revealed_by(state: &mut State, action: Action) -> [bool; 3] {
    let from = state.log.len();
    let _events = RuletaRusa::apply(state, &action).unwrap();
    [S0, S1, S2].map(|seat| RuletaRusa::revealed(state, seat, from))
}

#[test]
fn revealing_the_top_chip_shows_it_to_everyone() {
    let mut state = table(5, &[Skill::Flip]);
    assert_eq!(
        revealed_by(&mut state, Action::Reveal { seat: S0 }),
        [true; 3]
    );
}

#[test]
fn look_shows_the_top_chip_to_its_user_alone() {
    let mut state = table(0, &[Skill::Look]);
    assert_eq!(
        revealed_by(&mut state, Action::Look { seat: S0 }),
        [true, false, false]
    );
    // Leaving the chip seen on top, or burying it, shows no one anything new.
    assert_eq!(
        revealed_by(&mut state, Action::TopToBottom { seat: S0 }),
        [false; 3]
    );
}

#[test]
fn reorder_places_the_bang_where_its_user_chooses_and_shows_no_one_anything() {
    let mut state = table(5, &[Skill::Reorder]);
    assert_eq!(
        revealed_by(&mut state, Action::Reorder { seat: S0 }),
        [false; 3]
    );
    assert_eq!(
        revealed_by(
            &mut state,
            Action::Arrange {
                seat: S0,
                position: 3
            }
        ),
        [false; 3]
    );
}

#[test]
fn flip_and_change_of_turn_are_done_in_the_open() {
    let mut state = table(5, &[Skill::Flip, Skill::ChangeOfTurn]);
    assert_eq!(
        revealed_by(
            &mut state,
            Action::Flip {
                seat: S0,
                target: S1,
                skill: Skill::Flip
            }
        ),
        [false; 3]
    );
    let mut state = table(5, &[Skill::ChangeOfTurn]);
    assert_eq!(
        revealed_by(&mut state, Action::ChangeOfTurn { seat: S0, to: S2 }),
        [false; 3]
    );
}

#[test]
fn the_undo_barrier_reads_only_the_entries_from_the_place_given() {
    let mut state = table(5, &[Skill::ChangeOfTurn]);
    let _ = RuletaRusa::apply(&mut state, &Action::Reveal { seat: S0 }).unwrap();
    assert!(
        RuletaRusa::revealed(&state, S1, 0),
        "the reveal is in the log"
    );
    assert!(
        !RuletaRusa::revealed(&state, S1, state.log.len()),
        "nothing after its end"
    );
    assert!(
        !RuletaRusa::revealed(&state, S1, usize::MAX),
        "a place past the end reads nothing"
    );
}
