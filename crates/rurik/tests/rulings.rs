//! Tests of the rulings listed in docs/rules/rurik.md.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::claim::current_levels;
use rurik::data::{data, Gain, Good, Measure, Structure};
use rurik::state::{Advisor, Pending, Points};
use rurik::{Action, Rurik, Scheme};

#[test]
fn a1_round_four_has_six_advisors_at_every_seat_count() {
    for seats in 2..=4 {
        let mut s = started(seats);
        s.round = 4;
        assert_eq!(rurik::turn::schedule(&s), vec![1, 2, 2, 3, 4, 5], "{seats}");
    }
}

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
        take_a_coin_and_end_turn(&mut s, seat);
    }
    assert_eq!(s.phase, action_turn(1, 0));
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
    take_a_coin_and_end_turn(&mut s, 0);
    play(
        &mut s,
        Action::TakeAdvisor {
            seat: Seat(1),
            column: 1,
            row: 1,
        },
    );
    take_a_coin_and_end_turn(&mut s, 1);
    assert_eq!(s.phase, action_turn(2, 0));
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
    let id = hold_deed(&mut s, 0, "Law Giver");
    s.players[0].defeated = s.rebel_supply.drain(..3).collect();
    s.players[0].coins = 2;
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, id));
    answer_all(&mut s);
    assert_eq!(s.players[0].done, vec![id]);
    assert_eq!(s.players[0].defeated.len(), 3);
}

#[test]
fn a12_without_rebel_rewards_a_defeated_rebel_gives_nothing() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let coins = s.players[0].coins;
    attack_a_rebel_with_rewards_off(&mut s, 0, "Kiev");
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
    let all: Vec<Scheme> = s.scheme_decks.iter_mut().flat_map(std::mem::take).collect();
    let cards = all.len();
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
    assert_eq!(s.scheme_decks[0].len(), cards - 1);
}

#[test]
fn ruling_11_a_church_may_convert_a_rebel_which_returns_to_the_rebel_supply() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put_rebels(&mut s, "Kiev", 1);
    let supply = s.rebel_supply.len();
    turn(&mut s, 0, build_points(2));
    play(&mut s, build_in(0, "Kiev", Structure::Church));
    play(
        &mut s,
        Action::ConvertUnit {
            seat: Seat(0),
            target: None,
            rebel: true,
        },
    );
    assert_eq!(s.rebel_supply.len(), supply + 1);
    assert_eq!(troops_at(&s, 0, "Kiev"), 3);
}

#[test]
fn ruling_15_a_scheme_cards_deed_reward_is_chosen_from_the_display() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let card = Scheme::all(data().schemes.len())
        .find(|c| {
            let x = &data().schemes[*c];
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

#[test]
fn a4_the_attacker_chooses_which_of_its_units_its_casualties_take() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Mstislav", "Kiev");
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 2);
    stack_scheme(&mut s, 1, scheme_with_casualties(1));
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 1));
    assert!(matches!(
        s.pending.last(),
        Some(Pending::LoseUnits { seat: Seat(0), .. })
    ));
    for leader in [false, true] {
        assert!(legal(
            &s,
            &Action::LoseUnit {
                seat: Seat(0),
                leader
            }
        ));
    }
    play(&mut s, lose_unit(0, true));
    assert_eq!(s.players[0].leader_at, None);
    assert_eq!(troops_at(&s, 0, "Kiev"), 1);
}

#[test]
fn ruling_6_local_points_are_spent_before_ordinary_ones_by_the_troops_that_may_use_them() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 0, "Volyn", 1);
    turn(
        &mut s,
        0,
        Points {
            movement: 1,
            build: 1,
            ..Points::default()
        },
    );
    play(&mut s, build_in(0, "Kiev", Structure::Stable));
    play(&mut s, move_troop(0, "Kiev", "Volyn"));
    let t = s.turn.as_ref().unwrap();
    assert_eq!(
        (t.points.movement, t.local_moves[0].points),
        (1, 2),
        "the stable's troop spends a stable point first"
    );
    play(&mut s, move_troop(0, "Volyn", "Polotsk"));
    let t = s.turn.as_ref().unwrap();
    assert_eq!(
        (t.points.movement, t.local_moves[0].points),
        (1, 1),
        "from Volyn, the troop that came from the stable's region moves on its points"
    );
    play(&mut s, move_troop(0, "Volyn", "Kiev"));
    let t = s.turn.as_ref().unwrap();
    assert_eq!(
        (t.points.movement, t.local_moves[0].points),
        (0, 1),
        "Volyn's own troop spends an ordinary point"
    );
}

#[test]
fn ruling_7_predslava_moves_any_opponents_troop_on_the_map_but_not_its_leader_and_only_from_the_map(
) {
    let predslava = |s: &rurik::State| -> Vec<Action> {
        Rurik::legal_actions(s)
            .into_iter()
            .filter(|a| matches!(a, Action::Predslava { .. }))
            .collect()
    };
    let mut s = empty_map(2);
    give_leader(&mut s, 0, "Predslava");
    put_leader(&mut s, 1, "Kiev");
    put(&mut s, 1, "Novgorod", 1);
    turn(&mut s, 0, Points::default());
    assert!(
        predslava(&s).is_empty(),
        "a leader in the supply has no ability"
    );
    put_leader(&mut s, 0, "Pereyaslavl");
    let moves = predslava(&s);
    assert!(!moves.is_empty(), "a troop far from her may be moved");
    assert!(
        moves
            .iter()
            .all(|a| matches!(a, Action::Predslava { from, .. } if *from == region("Novgorod"))),
        "the opponent's leader is not a troop: {moves:?}"
    );
}

#[test]
fn ruling_13_there_are_fifteen_inheritance_cards_one_per_region_marked_like_its_region() {
    let d = data();
    assert_eq!(d.inheritance.len(), 15);
    for r in &d.regions {
        let cards: Vec<_> = d
            .inheritance
            .iter()
            .filter(|c| c.region == r.name)
            .collect();
        assert_eq!(cards.len(), 1, "{}", r.name);
        assert_eq!(cards[0].min_seats, r.min_seats, "{}", r.name);
    }
}

#[test]
fn ruling_14_the_warfare_reward_tokens_are_the_six_of_pdh() {
    let tokens = &data().warfare_rewards.tokens;
    let wood = Gain::Good { good: Good::Wood };
    let fish = Gain::Good { good: Good::Fish };
    assert_eq!(
        tokens,
        &vec![
            vec![wood, wood],
            vec![Gain::Coins { n: 2 }],
            vec![fish, fish],
            vec![Gain::Good { good: Good::Fur }],
            vec![Gain::Scheme],
            vec![Gain::Vp],
        ]
    );
}

#[test]
fn ruling_16_the_warfare_modules_deeds_are_dealt_only_with_the_module() {
    let named = |s: &rurik::State, name: &str| {
        s.deed_deck
            .iter()
            .chain(&s.deed_display)
            .any(|d| data().deeds[d.index()].name == name)
    };
    let base = started(2);
    let mut options = rurik::Options::new(2);
    options.warfare = true;
    let warfare = <rurik::Rurik as ruleshelf_engine::Game>::new_game(&options, 3).unwrap();
    for name in ["Besiege Citadel", "Deadly Plot", "Conquest", "Peace Treaty"] {
        assert!(!named(&base, name), "{name}");
        assert!(named(&warfare, name), "{name}");
    }
}

#[test]
fn ruling_18_trade_boon_tokens_are_not_goods_for_the_trade_track_or_agendas() {
    let mut s = empty_map(2);
    s.players[0].boons = 5;
    s.players[1].dock[Good::Fish.index()] = 1;
    assert_eq!(current_levels(&s, Seat(0), &data().claim)[2], 0);
    assert!(!rurik::scoring::has_most(&s, Seat(0), Measure::Goods));
    assert!(rurik::scoring::has_most(&s, Seat(1), Measure::Goods));
}
