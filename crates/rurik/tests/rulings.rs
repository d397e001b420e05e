//! Tests of the rulings listed in docs/rules/rurik.md.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Gain, Measure};
use rurik::state::{Advisor, Pending, Phase, Points};
use rurik::{Action, RebelRewards, Rurik};

#[test]
fn a2_two_number_two_advisors_resolve_in_two_passes_their_owner_choosing_the_first() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    s.round = 3;
    for p in &mut s.players {
        p.advisors.clear();
    }
    // Both seats' advisors already on the board: seat 0's two #2s on muster and move.
    let place = |s: &mut rurik::State, column: usize, row: usize, seat: u8, number: u8| {
        s.board[column][row] = Some(Advisor {
            seat: Seat(seat),
            number,
            bribe: 0,
        });
    };
    place(&mut s, 0, 0, 0, 2);
    place(&mut s, 1, 0, 0, 2);
    place(&mut s, 2, 0, 0, 1);
    place(&mut s, 3, 0, 0, 4);
    place(&mut s, 4, 0, 0, 5);
    place(&mut s, 0, 1, 1, 1);
    place(&mut s, 1, 1, 1, 2);
    place(&mut s, 2, 1, 1, 2);
    place(&mut s, 3, 1, 1, 4);
    place(&mut s, 4, 1, 1, 5);
    rurik::turn::start_action_phase(&mut s);
    rurik::flow::settle(&mut s);
    for seat in [0, 1] {
        play(&mut s, Action::TakeCoin { seat: Seat(seat) });
        play(&mut s, Action::EndTurn { seat: Seat(seat) });
    }
    assert_eq!(
        s.phase,
        Phase::Action {
            pass: 1,
            seat: Seat(0)
        }
    );
    assert_eq!(
        Rurik::legal_actions(&s),
        vec![
            Action::TakeAdvisor {
                seat: Seat(0),
                column: 0,
                row: 0
            },
            Action::TakeAdvisor {
                seat: Seat(0),
                column: 1,
                row: 0
            }
        ]
    );
    play(
        &mut s,
        Action::TakeAdvisor {
            seat: Seat(0),
            column: 1,
            row: 0,
        },
    );
    play(&mut s, Action::TakeCoin { seat: Seat(0) });
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    play(
        &mut s,
        Action::TakeAdvisor {
            seat: Seat(1),
            column: 1,
            row: 1,
        },
    );
    play(&mut s, Action::TakeCoin { seat: Seat(1) });
    play(&mut s, Action::EndTurn { seat: Seat(1) });
    assert_eq!(
        s.phase,
        Phase::Action {
            pass: 2,
            seat: Seat(0)
        }
    );
    assert_eq!(
        s.turn.as_ref().unwrap().column,
        Some(0),
        "the second pass takes the other #2 by itself"
    );
}

#[test]
fn a5_taking_a_coin_on_the_top_scheme_space_does_not_take_the_first_player_token() {
    let mut s = empty_map(2);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 1, Points::default());
    let t = s.turn.as_mut().unwrap();
    t.resolved = false;
    t.column = Some(5);
    t.row = 0;
    play(&mut s, Action::TakeCoin { seat: Seat(1) });
    assert_eq!(s.token_holder, Seat(0));
}

#[test]
fn a9_defeated_rebels_a_deed_needs_are_kept_not_spent() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = data()
        .deeds
        .iter()
        .position(|d| d.name == "Law Giver")
        .unwrap() as u8;
    s.deed_deck.retain(|d| *d != id);
    if s.deed_display.contains(&id) {
        s.deed_display.retain(|d| *d != id);
        let top = s.deed_deck.pop().unwrap();
        s.deed_display.push(top);
    }
    s.players[0].deeds.push(id);
    s.players[0].defeated = s.rebel_supply.drain(..3).collect();
    s.players[0].coins = 2;
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: id,
        },
    );
    while let Some(a) = first_decision(&s) {
        play(&mut s, a);
    }
    assert_eq!(s.players[0].done, vec![id]);
    assert_eq!(s.players[0].defeated.len(), 3);
}

#[test]
fn a12_without_rebel_rewards_a_defeated_rebel_gives_nothing() {
    let mut s = empty_map(2);
    s.options.rebel_rewards = RebelRewards::None;
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    let coins = s.players[0].coins;
    turn(
        &mut s,
        0,
        Points {
            attack: 1,
            ..Points::default()
        },
    );
    play(
        &mut s,
        Action::Attack {
            seat: Seat(0),
            region: region("Kiev"),
            target: None,
            deck: 0,
            easy: false,
        },
    );
    assert!(s.pending.is_empty());
    assert_eq!(s.players[0].coins, coins);
    assert_eq!(s.players[0].dock.iter().sum::<u8>(), 0);
    assert_eq!(s.players[0].defeated.len(), 1);
}

#[test]
fn ruling_2_an_agenda_is_met_by_the_most_ties_included_but_never_at_zero() {
    let mut s = empty_map(3);
    s.players[0].coins = 4;
    s.players[1].coins = 4;
    s.players[2].coins = 1;
    assert!(rurik::scoring::has_most(&s, Seat(0), Measure::Coins));
    assert!(rurik::scoring::has_most(&s, Seat(1), Measure::Coins));
    assert!(!rurik::scoring::has_most(&s, Seat(2), Measure::Coins));
    assert!(
        !rurik::scoring::has_most(&s, Seat(0), Measure::Deeds),
        "nobody has any: not met"
    );
}

#[test]
fn ruling_5_an_empty_scheme_deck_is_refilled_from_the_discard_pile() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let all: Vec<u8> = s.scheme_decks.iter_mut().flat_map(std::mem::take).collect();
    s.scheme_discard = all;
    assert_eq!(
        rurik::scheme::drawable_decks(&s),
        vec![0],
        "both decks empty: one choice"
    );
    turn(&mut s, 0, Points::default());
    s.pending.push(Pending::SchemeDeck {
        seat: Seat(0),
        draw: 1,
    });
    rurik::flow::settle(&mut s);
    assert_eq!(s.players[0].schemes.len(), 1);
    assert!(s.scheme_discard.is_empty());
    assert_eq!(s.scheme_decks[0].len(), data().schemes.len() - 1);
}

#[test]
fn ruling_11_a_church_may_convert_a_rebel_which_returns_to_the_rebel_supply() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put_rebels(&mut s, "Kiev", 1);
    let supply = s.rebel_supply.len();
    turn(
        &mut s,
        0,
        Points {
            build: 2,
            ..Points::default()
        },
    );
    play(
        &mut s,
        Action::Build {
            seat: Seat(0),
            region: region("Kiev"),
            kind: rurik::Structure::Church,
        },
    );
    play(
        &mut s,
        Action::ConvertUnit {
            seat: Seat(0),
            target: None,
            rebel: true,
        },
    );
    assert_eq!(s.rebel_supply.len(), supply + 1);
    assert_eq!(s.regions[usize::from(region("Kiev"))].troops[0], 3);
}

#[test]
fn ruling_15_a_scheme_cards_deed_reward_is_chosen_from_the_display() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let card = (0..data().schemes.len() as u8)
        .find(|c| {
            let x = &data().schemes[usize::from(*c)];
            x.cost == 0 && x.rewards[0] == vec![Gain::DisplayDeed]
        })
        .unwrap();
    for d in &mut s.scheme_decks {
        d.retain(|x| *x != card);
    }
    s.players[0].schemes = vec![card];
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::PlayScheme {
            seat: Seat(0),
            card,
            choice: 0,
        },
    );
    let pick = s.deed_display[2];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(0),
            deed: pick,
        },
    );
    assert_eq!(s.players[0].deeds, vec![pick]);
    assert_eq!(s.deed_display.len(), 3, "the display is refilled");
}
