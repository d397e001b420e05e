//! The strategy phase: placing advisors with bribes.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::state::{Advisor, Pending, Phase};
use rurik::Action;

const MUSTER: u8 = 0;
const MOVE: u8 = 1;
const ATTACK: u8 = 2;

#[test]
fn round_one_advisors_are_one_two_four_and_five() {
    let s = started(2);
    assert_eq!(s.players[0].advisors, vec![1, 2, 4, 5]);
    assert_eq!(s.phase, Phase::Strategy { seat: Seat(0) });
}

#[test]
fn a_bribe_is_paid_and_raises_the_advisors_strength() {
    let mut s = started(2);
    s.players[0].coins = 3;
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 1,
            column: MUSTER,
        },
    );
    assert!(matches!(s.pending.last(), Some(Pending::Bribe { .. })));
    assert!(
        !legal(
            &s,
            &Action::Bribe {
                seat: Seat(0),
                coins: 4
            }
        ),
        "no more than the coins you have"
    );
    play(
        &mut s,
        Action::Bribe {
            seat: Seat(0),
            coins: 2,
        },
    );
    assert_eq!(s.players[0].coins, 1);
    assert_eq!(
        s.board[0][0],
        Some(Advisor {
            seat: Seat(0),
            number: 1,
            bribe: 2
        })
    );
    assert_eq!(s.phase, Phase::Strategy { seat: Seat(1) });
}

#[test]
fn a_stronger_advisor_takes_the_space_of_a_weaker_one_and_pushes_it_down() {
    let mut s = started(2);
    s.players[0].coins = 0;
    s.players[1].coins = 0;
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 2,
            column: MOVE,
        },
    );
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(1),
            number: 4,
            column: MOVE,
        },
    );
    assert_eq!(s.board[1][0].unwrap().seat, Seat(1));
    assert_eq!(s.board[1][1].unwrap().seat, Seat(0));
}

#[test]
fn an_advisor_of_equal_strength_goes_below() {
    let mut s = started(2);
    s.players[0].coins = 0;
    s.players[1].coins = 0;
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 2,
            column: MOVE,
        },
    );
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(1),
            number: 2,
            column: MOVE,
        },
    );
    assert_eq!(s.board[1][0].unwrap().seat, Seat(0));
    assert_eq!(s.board[1][1].unwrap().seat, Seat(1));
}

#[test]
fn a_full_column_takes_no_more_advisors() {
    let mut s = started(2);
    for row in 0..3 {
        s.board[usize::from(ATTACK)][row] = Some(Advisor {
            seat: Seat(1),
            number: 1,
            bribe: 0,
        });
    }
    let m = refused(
        &s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 5,
            column: ATTACK,
        },
    );
    assert!(m.contains("not full"), "{m}");
}

#[test]
fn a_second_advisor_on_a_banner_waits_until_three_banners_hold_yours() {
    let mut s = started(2);
    s.players[0].coins = 0;
    s.players[1].coins = 0;
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 1,
            column: MUSTER,
        },
    );
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(1),
            number: 1,
            column: MUSTER,
        },
    );
    assert!(!legal(
        &s,
        &Action::PlaceAdvisor {
            seat: Seat(0),
            number: 2,
            column: MUSTER
        }
    ));
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 2,
            column: MOVE,
        },
    );
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(1),
            number: 2,
            column: MOVE,
        },
    );
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(0),
            number: 4,
            column: ATTACK,
        },
    );
    play(
        &mut s,
        Action::PlaceAdvisor {
            seat: Seat(1),
            number: 4,
            column: ATTACK,
        },
    );
    assert!(
        legal(
            &s,
            &Action::PlaceAdvisor {
                seat: Seat(0),
                number: 5,
                column: MUSTER
            }
        ),
        "three banners now hold seat 0's advisors"
    );
}

#[test]
fn the_action_phase_resolves_the_lowest_number_first_in_turn_order() {
    let mut s = started(2);
    s.players[0].coins = 0;
    s.players[1].coins = 0;
    let placements = [
        (0, 5, 0),
        (1, 1, 1),
        (0, 4, 2),
        (1, 2, 3),
        (0, 2, 4),
        (1, 4, 5),
        (0, 1, 3),
        (1, 5, 4),
    ];
    for (seat, number, column) in placements {
        play(
            &mut s,
            Action::PlaceAdvisor {
                seat: Seat(seat),
                number,
                column,
            },
        );
    }
    assert_eq!(
        s.phase,
        Phase::Action {
            pass: 0,
            seat: Seat(0)
        }
    );
    assert_eq!(
        s.turn.as_ref().unwrap().column,
        Some(3),
        "seat 0's #1 stands on the tax banner"
    );
    play(&mut s, Action::TakeCoin { seat: Seat(0) });
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    assert_eq!(
        s.phase,
        Phase::Action {
            pass: 0,
            seat: Seat(1)
        }
    );
    play(&mut s, Action::TakeCoin { seat: Seat(1) });
    play(&mut s, Action::EndTurn { seat: Seat(1) });
    assert_eq!(
        s.phase,
        Phase::Action {
            pass: 1,
            seat: Seat(0)
        }
    );
}

#[test]
fn round_four_at_four_seats_follows_the_option_for_the_third_advisor() {
    let mut s = started(4);
    s.round = 4;
    assert_eq!(rurik::turn::schedule(&s), vec![1, 2, 2, 3, 4, 5]);
    s.options.round_four_third_advisor = false;
    assert_eq!(rurik::turn::schedule(&s), vec![1, 2, 2, 4, 5]);
}
