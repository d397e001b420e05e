//! "Why not?", from a seat's view: each refusal names the rule that really
//! stops the touch, in the rulebook's words, with the chips that matter.

use ruleshelf_engine::{explain, Answer, Game, Seat};
use ruleta_rusa::{Action, Options, Phase, Revolver, RuletaRusa, Skill, State, Target};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);

/// A basic game of `seats`, seat 0's turn past the opening reveal, with a
/// fresh stack of eight, the BANG! on top.
fn table(seats: u8) -> State {
    let options = Options {
        first_seat: Some(S0),
        ..Options::basic(seats)
    };
    let mut state = RuletaRusa::new_game(&options, 1).unwrap();
    state.phase = Phase::Turn;
    state.revolver = Revolver::new(8, 0);
    state
}

fn turn_down(state: &mut State, seat: Seat, skill: Skill) {
    let chip = state.players[seat.index()]
        .skills
        .iter_mut()
        .find(|c| c.skill == skill)
        .unwrap();
    chip.face_up = false;
}

/// What a touch on `target` answers to `seat`, from its view.
fn ask(state: &State, seat: Seat, target: Target) -> Answer<Action> {
    explain::<RuletaRusa>(&RuletaRusa::view(state, Some(seat)), &target)
}

fn forbidden(rule: &str, heading: &str) -> Answer<Action> {
    Answer::Forbidden {
        rule: rule.into(),
        heading: heading.into(),
    }
}

const OPTION_1: &str = "Option 1. Use One of the Skill Chips";

// --- The case: seed 20261201 ---

/// Option 1, Flip: "It cannot be used if the rest of that person's skill
/// chips are already face down." A chip already face down is refused for
/// that, not for the rest of its owner's chips, which may be face up.
#[test]
fn flip_refuses_a_chip_already_face_down_while_its_owner_has_one_face_up() {
    // Seed 20261201, four seats: someone flips Seat 3's Change of Turn, and
    // the next seat with a Flip face up touches that chip.
    let mut state = RuletaRusa::new_game(&Options::basic(4), 20_261_201).unwrap();
    let flipped = Target::Skill {
        seat: S2,
        skill: Skill::ChangeOfTurn,
    };
    for _ in 0..200 {
        let legal = RuletaRusa::legal_actions(&state);
        let seat = RuletaRusa::to_act(&state)[0];
        let down = state
            .player(S2)
            .chip(Skill::ChangeOfTurn)
            .is_some_and(|c| !c.face_up);
        let flip_up = state
            .player(seat)
            .chip(Skill::Flip)
            .is_some_and(|c| c.face_up);
        if down && seat != S2 && state.phase == Phase::Turn && flip_up {
            assert!(
                state.player(S2).has_face_up(),
                "Seat 3 still has a chip face up"
            );
            let rule =
                "Flip turns a face-up chip face down: Seat 3's Change of Turn is already face down";
            assert_eq!(ask(&state, seat, flipped), forbidden(rule, OPTION_1));
            return;
        }
        let flip_it = Action::Flip {
            seat,
            target: S2,
            skill: Skill::ChangeOfTurn,
        };
        let action = if legal.contains(&flip_it) {
            flip_it
        } else {
            legal[0]
        };
        let _ = RuletaRusa::apply(&mut state, &action).unwrap();
    }
    panic!("seed 20261201 never reached the position");
}

// --- How to Play ---

#[test]
fn the_first_turn_of_the_game_can_only_reveal_the_top_chip() {
    let options = Options {
        first_seat: Some(S0),
        ..Options::basic(3)
    };
    let state = RuletaRusa::new_game(&options, 1).unwrap();
    let answer = ask(
        &state,
        S0,
        Target::Skill {
            seat: S0,
            skill: Skill::Reorder,
        },
    );
    assert!(
        matches!(answer, Answer::Phase { ref rule, .. } if rule.contains("only reveals the top chip")),
        "{answer:?}"
    );
    assert_eq!(
        ask(&state, S0, Target::StackTop),
        Answer::Playable {
            actions: vec![Action::Reveal { seat: S0 }]
        }
    );
}

#[test]
fn another_persons_turn_is_named_to_whoever_touches() {
    let state = table(3);
    assert_eq!(
        ask(&state, S1, Target::StackTop),
        Answer::OtherSeats { seats: vec![S0] }
    );
}

// --- Option 1. Use One of the Skill Chips ---

#[test]
fn chips_must_be_face_up_in_order_to_be_used() {
    let mut state = table(3);
    turn_down(&mut state, S0, Skill::Reorder);
    let rule = "chips must be face up in order to be used: your Reorder is face down";
    assert_eq!(
        ask(
            &state,
            S0,
            Target::Skill {
                seat: S0,
                skill: Skill::Reorder
            }
        ),
        forbidden(rule, OPTION_1)
    );
}

#[test]
fn another_persons_chip_is_turned_face_down_only_with_a_face_up_flip() {
    let mut state = table(3);
    turn_down(&mut state, S0, Skill::Flip);
    let answer = ask(
        &state,
        S0,
        Target::Skill {
            seat: S1,
            skill: Skill::Reorder,
        },
    );
    assert!(
        matches!(answer, Answer::Forbidden { ref rule, .. } if rule.ends_with("your Flip is face down")),
        "{answer:?}"
    );
}

#[test]
fn reorder_cannot_be_used_if_there_is_only_one_chip_left_in_the_revolver_stack() {
    let mut state = table(3);
    state.revolver = Revolver::new(1, 0);
    let rule = "Reorder cannot be used if there is only one chip left in the revolver stack";
    assert_eq!(
        ask(
            &state,
            S0,
            Target::Skill {
                seat: S0,
                skill: Skill::Reorder
            }
        ),
        forbidden(rule, OPTION_1)
    );
}

#[test]
fn change_of_turn_gives_the_turn_to_another_person() {
    let state = table(3);
    let rule = "Change of Turn gives the turn to another person, not to you";
    assert_eq!(ask(&state, S0, Target::Seat(S0)), forbidden(rule, OPTION_1));
    assert_eq!(
        ask(&state, S0, Target::Seat(S2)),
        Answer::Playable {
            actions: vec![Action::ChangeOfTurn { seat: S0, to: S2 }]
        },
    );
}

// --- Option 2: Reveal the Top Chip of the Revolver Stack ---

#[test]
fn after_a_bang_a_face_up_skill_chip_is_returned_to_the_box_first() {
    let mut state = table(3);
    let _ = RuletaRusa::apply(&mut state, &Action::Reveal { seat: S0 }).unwrap();
    assert_eq!(state.phase, Phase::LoseSkill);
    let answer = ask(&state, S0, Target::Seat(S1));
    assert!(
        matches!(answer, Answer::Pending { ref rule, .. } if rule.contains("return one of your face-up skill chips")),
        "{answer:?}"
    );
}

#[test]
fn skills_are_turned_face_up_only_after_a_click() {
    let mut state = table(3);
    turn_down(&mut state, S0, Skill::Flip);
    let answer = ask(&state, S0, Target::Keep);
    assert!(
        matches!(answer, Answer::Phase { ref rule, .. } if rule.contains("only after a CLICK")),
        "{answer:?}"
    );
}
