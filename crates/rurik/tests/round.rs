//! A whole round by hand: strategy, action and claim phases in order.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::data::Good;
use rurik::state::Phase;
use rurik::Action;

const MUSTER: u8 = 0;
const MOVE: u8 = 1;
const ATTACK: u8 = 2;
const TAX: u8 = 3;
const BUILD: u8 = 4;
const SCHEME: u8 = 5;

#[test]
fn a_round_runs_strategy_then_actions_by_number_then_claims_and_the_draft() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put_leader(&mut s, 0, "Kiev");
    put(&mut s, 1, "Novgorod", 2);
    put_leader(&mut s, 1, "Novgorod");
    for p in &mut s.players {
        p.coins = 0;
    }
    // Strategy: seat 0 takes tax (#1), build (#2), muster (#4), scheme (#5, first player token);
    // seat 1 takes move, attack, tax, build.
    let placements = [
        (0, 1, TAX),
        (1, 1, MOVE),
        (0, 2, BUILD),
        (1, 2, ATTACK),
        (0, 4, MUSTER),
        (1, 4, TAX),
        (0, 5, SCHEME),
        (1, 5, BUILD),
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
    // #1s: seat 0's tax advisor was pushed down by seat 1's #4 (row 2: 1 tax point).
    assert_eq!(s.phase, action_turn(0, 0));
    play(&mut s, Action::TakePoints { seat: Seat(0) });
    assert_eq!(s.turn.as_ref().unwrap().points.tax, 1);
    play(&mut s, tax_in(0, "Kiev"));
    play(&mut s, stow(0, true));
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    // Seat 1's #1 on move (top space, 3 points).
    play(&mut s, Action::TakePoints { seat: Seat(1) });
    assert_eq!(s.turn.as_ref().unwrap().points.movement, 3);
    play(&mut s, Action::EndTurn { seat: Seat(1) });
    // #2s.
    take_a_coin_and_end_turn(&mut s, 0);
    take_a_coin_and_end_turn(&mut s, 1);
    // #4s.
    play(&mut s, Action::TakePoints { seat: Seat(0) });
    play(&mut s, muster_in(0, "Kiev"));
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    take_a_coin_and_end_turn(&mut s, 1);
    // #5s: seat 0 on the top Scheme space takes the first-player token and draws 3, keeps 1.
    play(&mut s, Action::TakePoints { seat: Seat(0) });
    assert_eq!(s.token_holder, Seat(0));
    play(
        &mut s,
        Action::ChooseDeck {
            seat: Seat(0),
            deck: 0,
        },
    );
    let keep = s.players[0].drawn[0];
    play(&mut s, keep_scheme(0, keep));
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    take_a_coin_and_end_turn(&mut s, 1);
    // Claim: seat 0 rules Kiev only (one region: no rule level); the draft follows.
    assert_eq!(s.phase, Phase::DeedDraft { seat: Seat(0) });
    assert_eq!(s.players[0].boat[Good::Wood.index()], 1);
    assert_eq!(s.players[0].schemes.len(), 1);
    let d0 = s.deed_display[0];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(0),
            deed: d0,
        },
    );
    let d1 = s.deed_display[0];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(1),
            deed: d1,
        },
    );
    assert_eq!(s.round, 2);
    assert_eq!(s.phase, Phase::Strategy { seat: Seat(0) });
    assert!(
        s.in_play().all(|r| s.regions[r.index()].goods),
        "goods tokens are refilled"
    );
    assert_eq!(s.players[0].advisors, vec![1, 2, 4, 5]);
    assert!(s.board.iter().flatten().all(Option::is_none));
}
