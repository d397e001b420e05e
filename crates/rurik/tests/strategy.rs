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
    play(&mut s, place_advisor(0, 1, MUSTER));
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
    let mut s = started_without_coins(2);
    play(&mut s, place_advisor(0, 2, MOVE));
    play(&mut s, place_advisor(1, 4, MOVE));
    assert_eq!(s.board[1][0].unwrap().seat, Seat(1));
    assert_eq!(s.board[1][1].unwrap().seat, Seat(0));
}

#[test]
fn an_advisor_of_equal_strength_goes_below() {
    let mut s = started_without_coins(2);
    play(&mut s, place_advisor(0, 2, MOVE));
    play(&mut s, place_advisor(1, 2, MOVE));
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
    let m = refused(&s, place_advisor(0, 5, ATTACK));
    assert!(m.contains("not full"), "{m}");
}

#[test]
fn a_second_advisor_on_a_banner_waits_until_three_banners_hold_yours() {
    let mut s = started_without_coins(2);
    play(&mut s, place_advisor(0, 1, MUSTER));
    play(&mut s, place_advisor(1, 1, MUSTER));
    assert!(!legal(&s, &place_advisor(0, 2, MUSTER)));
    play(&mut s, place_advisor(0, 2, MOVE));
    play(&mut s, place_advisor(1, 2, MOVE));
    play(&mut s, place_advisor(0, 4, ATTACK));
    play(&mut s, place_advisor(1, 4, ATTACK));
    assert!(
        legal(&s, &place_advisor(0, 5, MUSTER)),
        "three banners now hold seat 0's advisors"
    );
}

#[test]
fn the_action_phase_resolves_the_lowest_number_first_in_turn_order() {
    let mut s = started_without_coins(2);
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
        play(&mut s, place_advisor(seat, number, column));
    }
    assert_eq!(s.phase, action_turn(0, 0));
    assert_eq!(
        s.turn.as_ref().unwrap().column,
        Some(3),
        "seat 0's #1 stands on the tax banner"
    );
    take_a_coin_and_end_turn(&mut s, 0);
    assert_eq!(s.phase, action_turn(0, 1));
    take_a_coin_and_end_turn(&mut s, 1);
    assert_eq!(s.phase, action_turn(1, 0));
}

#[test]
fn round_four_at_four_seats_follows_the_option_for_the_third_advisor() {
    let mut s = started(4);
    s.round = 4;
    assert_eq!(rurik::turn::schedule(&s), vec![1, 2, 2, 3, 4, 5]);
    s.options.round_four_third_advisor = false;
    assert_eq!(rurik::turn::schedule(&s), vec![1, 2, 2, 4, 5]);
}
