//! Ruleta Rusa, rule by rule, from hand-built positions. Each test is named
//! after the rulebook clause (or the ruling) it shows; headings in comments.

use ruleshelf_engine::{ErrorCode, Game, Seat};
use ruleta_rusa::{
    Action, Chip, Deal, Direction, Event, Options, Phase, Revolver, RuletaRusa, Skill, SkillChip,
    State,
};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);
const S3: Seat = Seat(3);

/// A basic game of `seats`, seat 0 first, past its opening reveal: seat 0's
/// turn with a fresh stack of eight, the BANG! at `bang` (0 = top).
fn table(seats: u8, bang: u8) -> State {
    let options = Options {
        first_seat: Some(S0),
        ..Options::basic(seats)
    };
    let mut state = RuletaRusa::new_game(&options, 1).unwrap();
    state.phase = Phase::Turn;
    state.revolver = Revolver::new(8, bang);
    state
}

/// Gives `seat` exactly these chips (face up unless listed in `down`).
fn chips(state: &mut State, seat: Seat, up: &[Skill], down: &[Skill]) {
    for skill in state.players[seat.index()].skills.drain(..) {
        state.supply[skill.skill.index()] += 1;
    }
    for (skill, face_up) in up
        .iter()
        .map(|s| (*s, true))
        .chain(down.iter().map(|s| (*s, false)))
    {
        state.supply[skill.index()] -= 1;
        state.players[seat.index()]
            .skills
            .push(SkillChip { skill, face_up });
    }
}

fn apply(state: &mut State, action: Action) {
    let _events = RuletaRusa::apply(state, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    RuletaRusa::validate(state).unwrap();
}

fn refused(state: &State, action: Action) -> ruleshelf_engine::RulesError {
    let mut copy = state.clone();
    let err = RuletaRusa::apply(&mut copy, &action).expect_err("should be refused");
    assert_eq!(&copy, state, "a refused action leaves the state untouched");
    err
}

fn legal(state: &State) -> Vec<Action> {
    RuletaRusa::legal_actions(state)
}

fn face_up(state: &State, seat: Seat, skill: Skill) -> bool {
    state.player(seat).chip(skill).is_some_and(|c| c.face_up)
}

// --- Game Setup ---

#[test]
fn deal_three_basic_skill_chips_face_up_to_each_person() {
    let state = RuletaRusa::new_game(&Options::basic(4), 3).unwrap();
    for p in &state.players {
        let skills: Vec<Skill> = p.skills.iter().map(|c| c.skill).collect();
        assert_eq!(skills, Skill::BASIC);
        assert!(p.skills.iter().all(|c| c.face_up));
    }
}

#[test]
fn the_revolver_stack_holds_one_bang_and_seven_clicks() {
    for seed in 0..50 {
        let state = RuletaRusa::new_game(&Options::basic(3), seed).unwrap();
        let r = state.revolver;
        assert_eq!(r.size, 8);
        let bangs = (0..8).filter(|i| r.chip(*i) == Chip::Bang).count();
        assert_eq!(bangs, 1);
    }
}

#[test]
fn the_shuffled_stack_is_known_to_nobody() {
    let state = RuletaRusa::new_game(&Options::basic(3), 5).unwrap();
    assert!(state.known.iter().all(|k| *k == 0));
    let view = RuletaRusa::view(&state, Some(S1));
    assert!(view.stack.iter().all(Option::is_none));
}

// --- How to Play ---

#[test]
fn if_nobody_decides_a_person_is_chosen_at_random() {
    let firsts: std::collections::BTreeSet<u8> = (0..60)
        .map(|seed| {
            RuletaRusa::new_game(&Options::basic(4), seed)
                .unwrap()
                .first
                .0
        })
        .collect();
    assert_eq!(firsts.len(), 4, "every seat can be chosen");
    let chosen = Options {
        first_seat: Some(S2),
        ..Options::basic(4)
    };
    assert_eq!(RuletaRusa::new_game(&chosen, 0).unwrap().turn, S2);
}

#[test]
fn the_first_turn_of_the_game_can_only_reveal() {
    let options = Options {
        first_seat: Some(S1),
        ..Options::basic(3)
    };
    let state = RuletaRusa::new_game(&options, 1).unwrap();
    assert_eq!(state.phase, Phase::Opening);
    assert_eq!(legal(&state), vec![Action::Reveal { seat: S1 }]);
    let err = refused(&state, Action::Reorder { seat: S1 });
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert!(err.message.contains("How to Play"), "{}", err.message);
}

#[test]
fn a_click_on_the_first_reveal_passes_the_turn_to_the_left() {
    let mut state = table(3, 5);
    state.phase = Phase::Opening;
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!((state.turn, state.phase), (S1, Phase::Turn));
    assert_eq!(state.revolver.size, 7);
}

#[test]
fn a_bang_on_the_first_reveal_turns_one_of_their_skill_chips_face_down() {
    // Ruling 3: the chip is turned face down, not lost; then the revealer
    // rebuilds the stack and the turn passes on.
    let mut state = table(3, 0);
    state.phase = Phase::Opening;
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!(state.phase, Phase::OpeningBang);
    assert_eq!(legal(&state).len(), 3);
    apply(
        &mut state,
        Action::TurnDown {
            seat: S0,
            skill: Skill::Reorder,
        },
    );
    assert_eq!(state.player(S0).skills.len(), 3);
    assert!(!face_up(&state, S0, Skill::Reorder));
    assert_eq!(state.phase, Phase::Rebuild);
    apply(
        &mut state,
        Action::Arrange {
            seat: S0,
            position: 4,
        },
    );
    assert_eq!((state.turn, state.phase), (S1, Phase::Turn));
    assert_eq!(state.revolver, Revolver::new(8, 3));
}

#[test]
fn on_a_turn_a_person_may_use_a_skill_or_reveal() {
    let state = table(3, 5);
    let actions = legal(&state);
    assert!(actions.contains(&Action::Reveal { seat: S0 }));
    assert!(actions.contains(&Action::Reorder { seat: S0 }));
    assert!(actions.contains(&Action::ChangeOfTurn { seat: S0, to: S2 }));
    assert!(actions.contains(&Action::Flip {
        seat: S0,
        target: S1,
        skill: Skill::Flip
    }));
}

// --- Option 1. Use One of the Skill Chips ---

#[test]
fn a_used_chip_is_turned_face_down_and_no_longer_available() {
    let mut state = table(3, 5);
    apply(&mut state, Action::Reorder { seat: S0 });
    apply(
        &mut state,
        Action::Arrange {
            seat: S0,
            position: 2,
        },
    );
    assert!(!face_up(&state, S0, Skill::Reorder));
    state.turn = S0;
    assert!(!legal(&state).contains(&Action::Reorder { seat: S0 }));
    let err = refused(&state, Action::Reorder { seat: S0 });
    assert!(
        err.message
            .contains("chips must be face up in order to be used"),
        "{}",
        err.message
    );
}

#[test]
fn flip_turns_face_down_a_chip_belonging_to_another_person() {
    let mut state = table(3, 5);
    apply(
        &mut state,
        Action::Flip {
            seat: S0,
            target: S2,
            skill: Skill::ChangeOfTurn,
        },
    );
    assert!(!face_up(&state, S2, Skill::ChangeOfTurn));
    assert!(!face_up(&state, S0, Skill::Flip));
    assert_eq!(state.turn, S1);
}

#[test]
fn flip_cannot_be_used_if_the_rest_of_that_persons_chips_are_face_down() {
    let mut state = table(3, 5);
    chips(&mut state, S1, &[], &Skill::BASIC);
    assert!(!legal(&state)
        .iter()
        .any(|a| matches!(a, Action::Flip { target: S1, .. })));
    let err = refused(
        &state,
        Action::Flip {
            seat: S0,
            target: S1,
            skill: Skill::Reorder,
        },
    );
    assert!(
        err.message.contains("Flip cannot be used"),
        "{}",
        err.message
    );
}

#[test]
fn flip_cannot_target_oneself_or_an_eliminated_person() {
    let mut state = table(4, 5);
    state.players[3].alive = false;
    state.eliminated.push(S3);
    assert!(!legal(&state).iter().any(|a| matches!(
        a,
        Action::Flip {
            target: S0 | S3,
            ..
        }
    )));
}

#[test]
fn reorder_lets_the_user_place_the_bang_and_only_the_user_knows_the_order() {
    let mut state = table(3, 5);
    apply(&mut state, Action::Reveal { seat: S0 }); // CLICK: 7 left, BANG at 4
    apply(&mut state, Action::Reorder { seat: S1 });
    assert_eq!(state.phase, Phase::Reorder);
    assert_eq!(
        legal(&state).len(),
        7,
        "one choice per position of the BANG!"
    );
    apply(
        &mut state,
        Action::Arrange {
            seat: S1,
            position: 1,
        },
    );
    assert_eq!(state.revolver, Revolver::new(7, 0));
    assert_eq!(
        RuletaRusa::view(&state, Some(S1)).stack[0],
        Some(Chip::Bang)
    );
    assert!(RuletaRusa::view(&state, Some(S2))
        .stack
        .iter()
        .all(Option::is_none));
    assert!(RuletaRusa::view(&state, None)
        .stack
        .iter()
        .all(Option::is_none));
    assert_eq!(state.turn, S2);
}

#[test]
fn reorder_cannot_be_used_if_there_is_only_one_chip_left() {
    let mut state = table(3, 0);
    state.revolver = Revolver::new(1, 0);
    state.known = vec![1; 3];
    assert!(!legal(&state).contains(&Action::Reorder { seat: S0 }));
    let err = refused(&state, Action::Reorder { seat: S0 });
    assert!(
        err.message.contains("only one chip left"),
        "{}",
        err.message
    );
}

#[test]
fn change_of_turn_gives_the_chosen_person_the_turn_at_once() {
    let mut state = table(4, 5);
    apply(&mut state, Action::ChangeOfTurn { seat: S0, to: S2 });
    assert_eq!((state.turn, state.phase), (S2, Phase::Turn));
    assert!(!face_up(&state, S0, Skill::ChangeOfTurn));
    assert!(refused(&state, Action::ChangeOfTurn { seat: S2, to: S2 })
        .message
        .contains("another person"));
}

#[test]
fn play_continues_clockwise_from_the_newly_chosen_person() {
    let mut state = table(4, 5);
    apply(&mut state, Action::ChangeOfTurn { seat: S0, to: S2 });
    apply(&mut state, Action::Reveal { seat: S2 });
    assert_eq!(state.turn, S3);
}

#[test]
fn with_all_three_chips_face_down_a_person_must_reveal() {
    let mut state = table(3, 5);
    chips(&mut state, S0, &[], &Skill::BASIC);
    assert_eq!(legal(&state), vec![Action::Reveal { seat: S0 }]);
}

// --- Option 2: Reveal the Top Chip of the Revolver Stack ---

#[test]
fn a_click_goes_to_the_discard_pile_and_the_revealer_may_turn_a_chip_face_up() {
    let mut state = table(3, 5);
    chips(
        &mut state,
        S0,
        &[Skill::Flip],
        &[Skill::Reorder, Skill::ChangeOfTurn],
    );
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!(state.revolver.revealed(), 1);
    assert_eq!(state.phase, Phase::Restore);
    assert_eq!(
        legal(&state),
        vec![
            Action::TurnUp {
                seat: S0,
                skill: Skill::Reorder
            },
            Action::TurnUp {
                seat: S0,
                skill: Skill::ChangeOfTurn
            },
            Action::KeepSkills { seat: S0 },
        ]
    );
    apply(
        &mut state,
        Action::TurnUp {
            seat: S0,
            skill: Skill::Reorder,
        },
    );
    assert!(face_up(&state, S0, Skill::Reorder));
    assert!(
        !face_up(&state, S0, Skill::ChangeOfTurn),
        "only one chip comes back"
    );
    assert_eq!(state.turn, S1);
}

#[test]
fn after_a_click_with_every_chip_face_up_the_turn_passes_at_once() {
    let mut state = table(3, 5);
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!((state.turn, state.phase), (S1, Phase::Turn));
}

#[test]
fn turning_a_chip_face_up_after_a_click_is_optional() {
    let mut state = table(3, 5);
    chips(&mut state, S0, &[Skill::Flip], &[Skill::Reorder]);
    apply(&mut state, Action::Reveal { seat: S0 });
    apply(&mut state, Action::KeepSkills { seat: S0 });
    assert!(!face_up(&state, S0, Skill::Reorder));
    assert_eq!(state.turn, S1);
}

#[test]
fn a_bang_returns_one_face_up_skill_chip_to_the_box() {
    let mut state = table(3, 0);
    chips(
        &mut state,
        S0,
        &[Skill::Flip, Skill::Reorder],
        &[Skill::ChangeOfTurn],
    );
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!(state.phase, Phase::LoseSkill);
    assert_eq!(legal(&state).len(), 2, "only face-up chips can be returned");
    let before = state.supply[Skill::Reorder.index()];
    apply(
        &mut state,
        Action::ReturnSkill {
            seat: S0,
            skill: Skill::Reorder,
        },
    );
    assert!(state.player(S0).chip(Skill::Reorder).is_none());
    assert_eq!(state.supply[Skill::Reorder.index()], before + 1);
}

#[test]
fn after_a_bang_the_revealer_remakes_the_stack_of_eight_in_any_order_and_passes_left() {
    let mut state = table(3, 0);
    apply(&mut state, Action::Reveal { seat: S0 });
    apply(
        &mut state,
        Action::ReturnSkill {
            seat: S0,
            skill: Skill::Flip,
        },
    );
    assert_eq!(state.phase, Phase::Rebuild);
    assert_eq!(legal(&state).len(), 8);
    apply(
        &mut state,
        Action::Arrange {
            seat: S0,
            position: 8,
        },
    );
    assert_eq!(state.revolver, Revolver::new(8, 7));
    assert_eq!(state.known[0], 0xff, "the arranger knows the order");
    assert_eq!((state.known[1], state.known[2]), (0, 0));
    assert_eq!(state.turn, S1);
}

#[test]
fn a_bang_with_no_chip_face_up_eliminates_the_person() {
    let mut state = table(4, 0);
    chips(&mut state, S0, &[], &[Skill::Flip]);
    apply(&mut state, Action::Reveal { seat: S0 });
    assert!(!state.player(S0).alive);
    assert_eq!(state.eliminated, vec![S0]);
}

#[test]
fn a_bang_with_no_chips_at_all_eliminates_the_person() {
    let mut state = table(4, 0);
    chips(&mut state, S0, &[], &[]);
    apply(&mut state, Action::Reveal { seat: S0 });
    assert!(!state.player(S0).alive);
}

#[test]
fn the_eliminated_person_arranges_the_stack_and_play_continues_to_their_left() {
    let mut state = table(4, 0);
    chips(&mut state, S0, &[], &[]);
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!((state.turn, state.phase), (S0, Phase::Rebuild));
    apply(
        &mut state,
        Action::Arrange {
            seat: S0,
            position: 3,
        },
    );
    assert_eq!(state.turn, S1);
    assert_eq!(state.revolver.size, 8);
}

#[test]
fn skill_chips_are_never_reactivated_as_in_game_setup() {
    let mut state = table(4, 0);
    chips(&mut state, S1, &[], &[Skill::Flip, Skill::Reorder]);
    chips(&mut state, S0, &[], &[]);
    apply(&mut state, Action::Reveal { seat: S0 });
    apply(
        &mut state,
        Action::Arrange {
            seat: S0,
            position: 3,
        },
    );
    assert!(
        state.player(S1).skills.iter().all(|c| !c.face_up),
        "an elimination restores nothing"
    );
}

// --- Final Duel (games with 3 or more players) ---

fn down_to_three_with_s0_doomed() -> State {
    let mut state = table(3, 0);
    chips(&mut state, S0, &[], &[Skill::Flip]);
    chips(&mut state, S1, &[Skill::Flip], &[Skill::Reorder]);
    chips(&mut state, S2, &[], &[Skill::ChangeOfTurn, Skill::Reorder]);
    state
}

#[test]
fn in_the_final_duel_the_stack_is_shuffled_not_arranged() {
    let mut state = down_to_three_with_s0_doomed();
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_ne!(
        state.phase,
        Phase::Rebuild,
        "nobody arranges the duel's stack"
    );
    assert_eq!(state.revolver.size, 8);
    assert!(
        state.known.iter().all(|k| *k == 0),
        "a shuffled stack is known to nobody"
    );
    assert!(state
        .log
        .iter()
        .any(|e| matches!(e.event, Event::FinalDuel { .. })));
}

#[test]
fn in_the_final_duel_both_survivors_turn_all_their_remaining_skills_face_up() {
    let mut state = down_to_three_with_s0_doomed();
    apply(&mut state, Action::Reveal { seat: S0 });
    for seat in [S1, S2] {
        assert!(state.player(seat).skills.iter().all(|c| c.face_up));
        assert_eq!(
            state.player(seat).skills.len(),
            2,
            "no chip comes back from the box"
        );
    }
}

#[test]
fn the_final_duel_is_started_by_the_person_left_of_the_one_just_eliminated() {
    let mut state = down_to_three_with_s0_doomed();
    state.direction = Direction::Counterclockwise;
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!((state.turn, state.phase), (S1, Phase::Turn));
}

#[test]
fn a_two_seat_game_is_a_duel_from_the_start_without_final_duel_rules() {
    let mut state = table(2, 0);
    chips(&mut state, S0, &[], &[]);
    chips(&mut state, S1, &[], &[Skill::Flip]);
    apply(&mut state, Action::Reveal { seat: S0 });
    assert_eq!(state.phase, Phase::Over);
    assert!(!state
        .log
        .iter()
        .any(|e| matches!(e.event, Event::FinalDuel { .. })));
}

// --- End of the Game ---

#[test]
fn the_person_left_standing_wins_and_the_others_rank_by_elimination() {
    let mut state = table(3, 0);
    state.players[2].alive = false;
    state.eliminated.push(S2);
    chips(&mut state, S0, &[], &[]);
    apply(&mut state, Action::Reveal { seat: S0 });
    let outcome = RuletaRusa::outcome(&state).expect("over");
    assert_eq!(outcome.winners, vec![S1]);
    assert_eq!(outcome.ranks, vec![2, 1, 3]);
    assert!(legal(&state).is_empty());
    assert_eq!(
        refused(&state, Action::Reveal { seat: S1 }).code,
        ErrorCode::GameOver
    );
}

// --- Use of Advanced Chips ---

#[test]
fn advanced_chips_are_dealt_at_random_and_never_twice_to_one_person() {
    let mut seen_advanced = false;
    for seed in 0..40 {
        let state = RuletaRusa::new_game(&Options::advanced(6, Deal::Random), seed).unwrap();
        RuletaRusa::validate(&state).unwrap();
        for p in &state.players {
            let mut skills: Vec<Skill> = p.skills.iter().map(|c| c.skill).collect();
            skills.sort();
            skills.dedup();
            assert_eq!(skills.len(), 3);
            seen_advanced |= skills.iter().any(|s| s.in_box() == 3);
        }
    }
    assert!(seen_advanced);
}

#[test]
fn advanced_chips_can_be_chosen_one_at_a_time() {
    let options = Options {
        first_seat: Some(S1),
        ..Options::advanced(3, Deal::Draft)
    };
    let mut state = RuletaRusa::new_game(&options, 1).unwrap();
    assert_eq!((state.phase, state.turn), (Phase::Draft, S1));
    apply(
        &mut state,
        Action::Draft {
            seat: S1,
            skill: Skill::Look,
        },
    );
    assert_eq!(state.turn, S2);
    assert!(
        refused(
            &state,
            Action::Draft {
                seat: S1,
                skill: Skill::Flip
            }
        )
        .code
            == ErrorCode::NotYourTurn
    );
    apply(
        &mut state,
        Action::Draft {
            seat: S2,
            skill: Skill::Look,
        },
    );
    apply(
        &mut state,
        Action::Draft {
            seat: S0,
            skill: Skill::Look,
        },
    );
    // The three Look chips are gone; S1 cannot take a second one anyway.
    assert!(!legal(&state).iter().any(|a| matches!(
        a,
        Action::Draft {
            skill: Skill::Look,
            ..
        }
    )));
    assert!(refused(
        &state,
        Action::Draft {
            seat: S1,
            skill: Skill::Look
        }
    )
    .message
    .contains("Use of Advanced Chips"));
    for _ in 0..6 {
        let action = legal(&state)[0];
        apply(&mut state, action);
    }
    assert_eq!((state.phase, state.turn), (Phase::Opening, S1));
}

#[test]
fn look_shows_the_top_chip_to_its_user_only() {
    let mut state = table(3, 0);
    chips(&mut state, S0, &[Skill::Look], &[]);
    apply(&mut state, Action::Look { seat: S0 });
    assert_eq!(
        RuletaRusa::view(&state, Some(S0)).stack[0],
        Some(Chip::Bang)
    );
    assert_eq!(RuletaRusa::view(&state, Some(S1)).stack[0], None);
    let private: Vec<_> = state
        .log
        .iter()
        .filter(|e| matches!(e.event, Event::Saw { .. }))
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].to, Some(S0));
}

#[test]
fn look_may_leave_the_top_chip_or_place_it_at_the_bottom() {
    let mut state = table(3, 0);
    chips(&mut state, S0, &[Skill::Look], &[]);
    apply(&mut state, Action::Look { seat: S0 });
    assert_eq!(
        legal(&state),
        vec![
            Action::LeaveTop { seat: S0 },
            Action::TopToBottom { seat: S0 }
        ]
    );
    apply(&mut state, Action::TopToBottom { seat: S0 });
    assert_eq!(state.revolver, Revolver::new(8, 7));
    assert_eq!(
        RuletaRusa::view(&state, Some(S0)).stack[7],
        Some(Chip::Bang),
        "the user still knows where it went"
    );
    assert_eq!(state.turn, S1);
}

#[test]
fn look_cannot_be_used_if_there_is_only_one_chip_left() {
    let mut state = table(3, 0);
    chips(&mut state, S0, &[Skill::Look], &[]);
    state.revolver = Revolver::new(1, 0);
    state.known = vec![1; 3];
    assert!(refused(&state, Action::Look { seat: S0 })
        .message
        .contains("only one chip left"));
}

#[test]
fn change_of_direction_reverses_play_and_the_next_turn_goes_to_the_users_right() {
    let mut state = table(4, 5);
    chips(&mut state, S0, &[Skill::ChangeOfDirection], &[]);
    apply(&mut state, Action::ChangeOfDirection { seat: S0 });
    assert_eq!(state.direction, Direction::Counterclockwise);
    assert_eq!(state.turn, S3);
    apply(&mut state, Action::Reveal { seat: S3 });
    assert_eq!(state.turn, S2);
}

#[test]
fn double_shot_makes_the_next_person_who_reveals_reveal_two_chips() {
    let mut state = table(3, 5);
    chips(&mut state, S0, &[Skill::DoubleShot], &[]);
    apply(&mut state, Action::DoubleShot { seat: S0 });
    assert!(state.double_shot);
    apply(&mut state, Action::Reveal { seat: S1 });
    assert_eq!(state.revolver.size, 6, "two CLICKs revealed");
    assert!(!state.double_shot);
}

#[test]
fn double_shot_reveals_the_second_chip_only_after_a_click() {
    let mut state = table(3, 0);
    chips(&mut state, S0, &[Skill::DoubleShot], &[]);
    apply(&mut state, Action::DoubleShot { seat: S0 });
    state.revolver = Revolver::new(8, 0);
    apply(&mut state, Action::Reveal { seat: S1 });
    let reveals = state
        .log
        .iter()
        .filter(|e| matches!(e.event, Event::Revealed { .. }))
        .count();
    assert_eq!(reveals, 1);
    assert_eq!(state.phase, Phase::LoseSkill);
}

#[test]
fn after_a_click_then_a_bang_no_chip_turns_face_up() {
    // Our ruling: one chip back per reveal action, only if it ends without a BANG!.
    let mut state = table(3, 1);
    chips(&mut state, S0, &[Skill::DoubleShot], &[]);
    chips(&mut state, S1, &[Skill::Flip], &[Skill::Reorder]);
    apply(&mut state, Action::DoubleShot { seat: S0 });
    apply(&mut state, Action::Reveal { seat: S1 });
    assert_eq!(state.phase, Phase::LoseSkill);
    assert_eq!(
        legal(&state),
        vec![Action::ReturnSkill {
            seat: S1,
            skill: Skill::Flip
        }]
    );
}

#[test]
fn no_other_double_shot_may_be_played_until_the_pending_one_is_resolved() {
    let mut state = table(3, 5);
    chips(&mut state, S0, &[Skill::DoubleShot], &[]);
    chips(&mut state, S1, &[Skill::DoubleShot], &[]);
    apply(&mut state, Action::DoubleShot { seat: S0 });
    assert!(refused(&state, Action::DoubleShot { seat: S1 })
        .message
        .contains("X2"));
}

#[test]
fn another_chip_may_be_played_to_get_rid_of_a_pending_double_shot() {
    let mut state = table(3, 5);
    chips(&mut state, S0, &[Skill::DoubleShot], &[]);
    apply(&mut state, Action::DoubleShot { seat: S0 });
    apply(
        &mut state,
        Action::Flip {
            seat: S1,
            target: S2,
            skill: Skill::Flip,
        },
    );
    assert!(!state.double_shot);
    apply(&mut state, Action::Reveal { seat: S2 });
    assert_eq!(state.revolver.size, 7, "a single chip again");
}

#[test]
fn double_shot_cannot_be_used_if_there_is_only_one_chip_left() {
    let mut state = table(3, 0);
    chips(&mut state, S0, &[Skill::DoubleShot], &[]);
    state.revolver = Revolver::new(1, 0);
    state.known = vec![1; 3];
    assert!(refused(&state, Action::DoubleShot { seat: S0 })
        .message
        .contains("only one chip left"));
}

#[test]
fn with_one_chip_left_a_pending_double_shot_reveals_just_that_chip() {
    let mut state = table(3, 0);
    state.revolver = Revolver::new(1, 0);
    state.known = vec![1; 3];
    state.double_shot = true;
    apply(&mut state, Action::Reveal { seat: S0 });
    let reveals = state
        .log
        .iter()
        .filter(|e| matches!(e.event, Event::Revealed { .. }))
        .count();
    assert_eq!(reveals, 1);
}

// --- Bad input ---

#[test]
fn an_action_out_of_turn_is_refused_and_changes_nothing() {
    let state = table(3, 5);
    let err = refused(&state, Action::Reveal { seat: S2 });
    assert_eq!(err.code, ErrorCode::NotYourTurn);
}

#[test]
fn options_outside_the_box_are_refused() {
    for seats in [0, 1, 7] {
        let err = RuletaRusa::new_game(&Options::basic(seats), 1).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidOptions);
    }
    let err = RuletaRusa::new_game(
        &Options {
            first_seat: Some(S3),
            ..Options::basic(3)
        },
        1,
    )
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidOptions);
    assert!(
        serde_json::from_str::<Options>(r#"{"seats":3,"mod":"basic"}"#).is_err(),
        "unknown keys are refused"
    );
}

#[test]
fn a_tampered_state_is_refused_as_invalid() {
    let state = table(3, 5);
    let mut two_bangs = state.clone();
    two_bangs.revolver = Revolver::new(8, 9);
    let mut extra_chip = state.clone();
    extra_chip.players[0].skills.push(SkillChip {
        skill: Skill::Flip,
        face_up: true,
    });
    let mut newer = state.clone();
    newer.version = 99;
    let mut dead_turn = state.clone();
    dead_turn.players[0].alive = false;
    for bad in [two_bangs, extra_chip, newer, dead_turn] {
        assert_eq!(
            RuletaRusa::validate(&bad).unwrap_err().code,
            ErrorCode::InvalidState
        );
    }
}

#[test]
fn the_state_round_trips_through_json_with_the_game_id_and_version() {
    let state = table(3, 5);
    let json = serde_json::to_value(&state).unwrap();
    assert_eq!(json["game"], "ruleta-rusa");
    assert_eq!(json["version"], 1);
    let back: State = serde_json::from_value(json).unwrap();
    assert_eq!(back, state);
}

#[test]
fn views_hide_the_stack_order_the_seed_and_the_rng() {
    let mut state = table(3, 6);
    apply(&mut state, Action::Reorder { seat: S0 });
    apply(
        &mut state,
        Action::Arrange {
            seat: S0,
            position: 5,
        },
    );
    for viewer in [Some(S1), Some(S2), None] {
        let text = serde_json::to_string(&RuletaRusa::view(&state, viewer)).unwrap();
        assert!(!text.contains("bang"), "{text}");
        assert!(!text.contains("seed") && !text.contains("rng"));
    }
    let own = RuletaRusa::view(&state, Some(S0));
    assert_eq!(own.stack[4], Some(Chip::Bang));
}

#[test]
fn the_view_of_the_seat_to_act_carries_its_legal_actions() {
    let state = table(3, 5);
    assert_eq!(RuletaRusa::view(&state, Some(S0)).actions, legal(&state));
    assert!(RuletaRusa::view(&state, Some(S1)).actions.is_empty());
}

#[test]
fn the_deal_option_only_matters_in_the_advanced_game() {
    // Our ruling: a form may send `deal` with the basic mode; it is ignored.
    let options = Options {
        deal: Deal::Draft,
        ..Options::basic(3)
    };
    let state = RuletaRusa::new_game(&options, 1).unwrap();
    assert_eq!(state.phase, Phase::Opening);
    assert!(state.players.iter().all(|p| p.skills.len() == 3));
}

#[test]
fn the_draft_starts_with_the_first_seat_and_goes_clockwise_one_chip_at_a_time() {
    let options = Options {
        first_seat: Some(S2),
        ..Options::advanced(4, Deal::Draft)
    };
    let mut state = RuletaRusa::new_game(&options, 1).unwrap();
    let mut order = Vec::new();
    while state.phase == Phase::Draft {
        order.push(state.turn.0);
        let action = legal(&state)[0];
        apply(&mut state, action);
    }
    assert_eq!(order, [2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
}
