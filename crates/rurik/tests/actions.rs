//! The six actions of the action phase and the structures' effects.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::data::{data, Good, Structure};
use rurik::state::{Pending, Points};
use rurik::{Action, Rebel, Scheme, WarfareToken};

#[test]
fn muster_places_troops_only_in_regions_you_occupy() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put_leader(&mut s, 0, "Kiev");
    turn(&mut s, 0, muster_points(2));
    assert!(!legal(&s, &muster_in(0, "Volyn")));
    play(&mut s, muster_in(0, "Kiev"));
    assert_eq!(troops_at(&s, 0, "Kiev"), 2);
    assert_eq!(s.turn.as_ref().unwrap().points.muster, 1);
}

#[test]
fn a_leader_in_the_supply_is_mustered_first() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, muster_points(1));
    play(&mut s, muster_in(0, "Kiev"));
    assert_eq!(s.players[0].leader_at, Some(region("Kiev")));
    assert_eq!(troops_at(&s, 0, "Kiev"), 1);
}

#[test]
fn movement_points_move_one_unit_into_an_adjacent_region_through_anyone() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put(&mut s, 1, "Volyn", 3);
    put_rebels(&mut s, "Volyn", 2);
    turn(&mut s, 0, movement_points(2));
    assert!(!legal(&s, &move_troop(0, "Kiev", "Novgorod")));
    play(&mut s, move_troop(0, "Kiev", "Volyn"));
    play(&mut s, move_troop(0, "Volyn", "Polotsk"));
    assert_eq!(troops_at(&s, 0, "Polotsk"), 1);
}

#[test]
fn attacking_a_rebel_gives_its_reward_without_warfare_or_casualty_check() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    let reward = *s.regions[region("Kiev").index()].rebels.last().unwrap();
    let coins_reward: u16 = data().rebel_rewards.pool[reward.index()]
        .iter()
        .map(|g| {
            if let rurik::data::Gain::Coins { n } = g {
                u16::from(*n)
            } else {
                0
            }
        })
        .sum();
    let coins = s.players[0].coins;
    let decks = (s.scheme_decks[0].len(), s.scheme_decks[1].len());
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_rebel(0, "Kiev"));
    assert_eq!(s.players[0].defeated, vec![reward]);
    assert_eq!(s.players[0].warfare, 0);
    assert_eq!(
        (s.scheme_decks[0].len(), s.scheme_decks[1].len()),
        decks,
        "no card revealed"
    );
    assert_eq!(s.players[0].coins, coins + coins_reward);
}

#[test]
fn attacking_an_opponent_advances_warfare_and_the_defender_chooses_the_unit_it_loses() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put(&mut s, 1, "Kiev", 1);
    put_leader(&mut s, 1, "Kiev");
    stack_scheme(&mut s, 0, scheme_with_casualties(0));
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    assert_eq!(s.players[0].warfare, 1);
    assert!(matches!(
        s.pending.last(),
        Some(Pending::LoseUnits { seat: Seat(1), .. })
    ));
    assert_eq!(
        <rurik::Rurik as ruleshelf_engine::Game>::to_act(&s),
        vec![Seat(1)]
    );
    play(&mut s, lose_unit(1, true));
    assert_eq!(s.players[1].leader_at, None);
    assert_eq!(troops_at(&s, 1, "Kiev"), 1);
}

#[test]
fn the_casualty_check_reveals_one_more_card_against_a_ruler_and_one_more_for_its_stronghold() {
    let mut s = empty_map(2);
    let kiev = region("Kiev");
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 2);
    put_structure(&mut s, 1, "Kiev", Structure::Stronghold);
    assert_eq!(
        rurik::attack::reveals(&s, Seat(0), kiev, Some(Seat(1)), false),
        3
    );
    assert_eq!(
        rurik::attack::reveals(&s, Seat(0), kiev, Some(Seat(1)), true),
        2,
        "an easy attack point reveals one fewer"
    );
    lead(&mut s, 0, "Boris", "Kiev");
    assert_eq!(
        rurik::attack::reveals(&s, Seat(0), kiev, Some(Seat(1)), false),
        2,
        "Boris reveals one fewer"
    );
}

#[test]
fn a_casualty_icon_stops_the_check_and_costs_the_attacker_that_many_troops() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 3);
    put(&mut s, 1, "Kiev", 1);
    let double = scheme_with_casualties(1);
    stack_scheme(&mut s, 1, double);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 1));
    assert_eq!(troops_at(&s, 0, "Kiev"), 2);
    assert_eq!(
        s.scheme_discard.last(),
        Some(&double),
        "revealed cards are discarded"
    );
}

#[test]
fn tax_costs_one_point_where_you_rule_and_two_elsewhere() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 0, "Volyn", 1);
    put(&mut s, 1, "Volyn", 1);
    turn(&mut s, 0, tax_points(1));
    assert!(!legal(&s, &tax_in(0, "Volyn")));
    play(&mut s, tax_in(0, "Kiev"));
    play(&mut s, stow(0, true));
    assert_eq!(s.players[0].boat[Good::Wood.index()], 1);
    assert!(
        !s.regions[region("Kiev").index()].goods,
        "one goods token per region per round"
    );
}

#[test]
fn a_market_gives_one_more_good_of_that_type_or_one_coin() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put_structure(&mut s, 0, "Kiev", Structure::Market);
    turn(&mut s, 0, tax_points(1));
    play(&mut s, tax_in(0, "Kiev"));
    play(&mut s, stow(0, false));
    play(
        &mut s,
        Action::MarketBonus {
            seat: Seat(0),
            good: true,
        },
    );
    play(&mut s, stow(0, true));
    assert_eq!(s.players[0].dock[Good::Wood.index()], 1);
    assert_eq!(s.players[0].boat[Good::Wood.index()], 1);
}

#[test]
fn filling_a_boat_column_with_a_trade_boon_token_below_moves_it_to_the_dock() {
    let mut s = empty_map(2);
    s.players[0].boat[Good::Honey.index()] = 1;
    rurik::goods::stow(&mut s, Seat(0), Good::Honey, true);
    assert_eq!(s.players[0].boons, 1);
    assert!(!s.players[0].boons_below[Good::Honey.index()]);
    s.players[0].boat[Good::Stone.index()] = 1;
    rurik::goods::stow(&mut s, Seat(0), Good::Stone, true);
    assert_eq!(s.players[0].boons, 1, "no token below the stone column");
}

#[test]
fn a_good_with_no_room_on_its_boat_column_goes_to_the_dock_without_a_decision() {
    let mut s = empty_map(2);
    s.players[0].boat[Good::Fur.index()] = 1;
    turn(&mut s, 0, Points::default());
    rurik::goods::receive(&mut s, Seat(0), vec![Good::Fur]);
    rurik::flow::settle(&mut s);
    assert!(s.pending.is_empty());
    assert_eq!(s.players[0].dock[Good::Fur.index()], 1);
}

#[test]
fn a_region_holds_three_structures_at_most_and_one_of_each_type() {
    let mut s = empty_map(2);
    let kiev = region("Kiev");
    put(&mut s, 0, "Kiev", 2);
    put_structure(&mut s, 1, "Kiev", Structure::Market);
    turn(&mut s, 0, build_points(2));
    assert!(!legal(&s, &build_in(0, "Kiev", Structure::Market)));
    play(&mut s, build_in(0, "Kiev", Structure::Stronghold));
    play(&mut s, build_in(0, "Kiev", Structure::Church));
    assert_eq!(s.regions[kiev.index()].structures.len(), 3);
    s.turn.as_mut().unwrap().points.build = 1;
    let m = refused(&s, build_in(0, "Kiev", Structure::Stable));
    assert!(m.contains("three structures total"), "{m}");
}

#[test]
fn building_costs_two_points_where_you_do_not_rule() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 0, build_points(1));
    assert!(!legal(&s, &build_in(0, "Kiev", Structure::Market)));
}

#[test]
fn stable_when_you_build_a_stable_gain_three_movement_points_to_use_with_any_of_your_troops_located_in_this_region(
) {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 0, "Volyn", 1);
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_in(0, "Kiev", Structure::Stable));
    assert!(
        !legal(&s, &move_troop(0, "Volyn", "Polotsk")),
        "only troops located in the stable's region"
    );
    play(&mut s, move_troop(0, "Kiev", "Pereyaslavl"));
    play(&mut s, move_troop(0, "Pereyaslavl", "Chernigov"));
    play(&mut s, move_troop(0, "Chernigov", "Smolensk"));
    assert_eq!(
        troops_at(&s, 0, "Smolensk"),
        1,
        "a troop starting there may spend all three, beyond its first step"
    );
    assert!(s.turn.as_ref().unwrap().local_moves.is_empty());
}

#[test]
fn a_tavern_pays_a_coin_per_structure_in_its_region_and_may_play_the_top_discarded_scheme() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put_structure(&mut s, 1, "Kiev", Structure::Market);
    let card = s.scheme_decks[0].pop().unwrap();
    s.scheme_discard.push(card);
    let coins = s.players[0].coins;
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_in(0, "Kiev", Structure::Tavern));
    assert_eq!(s.players[0].coins, coins + 2);
    assert!(matches!(s.pending.last(), Some(Pending::Tavern { .. })));
    let cost = u16::from(data().schemes[card.index()].cost);
    play(
        &mut s,
        Action::TavernScheme {
            seat: Seat(0),
            choice: Some(0),
        },
    );
    answer_all(&mut s);
    assert_eq!(
        s.scheme_box,
        vec![card],
        "a scheme played from the discard pile goes to the box"
    );
    assert!(s.turn.as_ref().unwrap().scheme_played);
    assert!(s.players[0].coins >= coins + 2 - cost);
}

#[test]
fn a_church_converts_an_opponents_troop_into_one_of_yours() {
    let mut s = empty_map(2);
    let kiev = region("Kiev");
    put(&mut s, 0, "Kiev", 2);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_in(0, "Kiev", Structure::Church));
    assert!(
        legal(
            &s,
            &Action::ConvertUnit {
                seat: Seat(0),
                target: None,
                rebel: false
            }
        ),
        "converting is optional"
    );
    play(&mut s, convert_troop(0, 1));
    assert_eq!(s.regions[kiev.index()].troops, vec![3, 0]);
}

#[test]
fn the_scheme_banner_draws_from_a_chosen_deck_and_keeps_one() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    s.pending.push(Pending::SchemeDeck {
        seat: Seat(0),
        draw: 3,
    });
    play(
        &mut s,
        Action::ChooseDeck {
            seat: Seat(0),
            deck: 1,
        },
    );
    assert_eq!(s.players[0].drawn.len(), 3);
    let keep = s.players[0].drawn[1];
    let before = s.scheme_decks[1].len();
    play(&mut s, keep_scheme(0, keep));
    assert_eq!(s.players[0].schemes, vec![keep]);
    assert_eq!(
        s.scheme_decks[1].len(),
        before + 2,
        "the others go to the bottom of that deck"
    );
}

#[test]
fn one_scheme_card_may_be_played_a_turn() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let free: Vec<Scheme> = Scheme::all(data().schemes.len())
        .filter(|c| data().schemes[*c].cost == 0)
        .take(2)
        .collect();
    for c in &free {
        for d in &mut s.scheme_decks {
            d.retain(|x| x != c);
        }
    }
    s.players[0].schemes = free.clone();
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::PlayScheme {
            seat: Seat(0),
            card: free[0],
            choice: 0,
        },
    );
    answer_all(&mut s);
    let m = refused(
        &s,
        Action::PlayScheme {
            seat: Seat(0),
            card: free[1],
            choice: 0,
        },
    );
    assert!(m.contains("one scheme card"), "{m}");
}

#[test]
fn a_coin_cost_space_is_paid_or_the_seat_takes_one_coin_instead() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    let t = s.turn.as_mut().unwrap();
    t.resolved = false;
    t.column = Some(0);
    t.row = 2; // muster, 1 point for 1 coin on the 2-seat side
    s.players[0].coins = 0;
    assert!(!legal(&s, &Action::TakePoints { seat: Seat(0) }));
    play(&mut s, Action::TakeCoin { seat: Seat(0) });
    assert_eq!(s.players[0].coins, 1);
}

#[test]
fn out_of_troops_a_player_may_muster_two_troops_which_may_include_their_leader_in_any_region() {
    let mut s = empty_map(2);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    s.pending.push(Pending::Regroup {
        seat: Seat(0),
        left: 2,
    });
    assert!(
        legal(&s, &Action::Decline { seat: Seat(0) }),
        "\"may\": mustering is optional"
    );
    let mut declined = s.clone();
    play(&mut declined, Action::Decline { seat: Seat(0) });
    assert!(declined.pending.is_empty());
    play(
        &mut s,
        Action::Regroup {
            seat: Seat(0),
            region: region("Volyn"),
            leader: true,
        },
    );
    assert_eq!(s.players[0].leader_at, Some(region("Volyn")));
    play(
        &mut s,
        Action::Regroup {
            seat: Seat(0),
            region: region("Novgorod"),
            leader: false,
        },
    );
    assert_eq!(
        troops_at(&s, 0, "Novgorod"),
        1,
        "\"in any region\": the second troop may go elsewhere"
    );
    assert!(s.pending.is_empty(), "two troops at most");
}

#[test]
fn reaching_a_warfare_reward_space_gives_its_reward_to_each_seat_once() {
    let mut s = empty_map(2);
    let coins_token = WarfareToken::at(
        data()
            .warfare_rewards
            .tokens
            .iter()
            .position(|t| t == &vec![rurik::data::Gain::Coins { n: 2 }])
            .unwrap(),
    );
    let at = s.warfare_tokens.iter().position(|t| *t == coins_token);
    match at {
        Some(i) => s.warfare_tokens.swap(0, i),
        None => s.warfare_tokens[0] = coins_token,
    }
    turn(&mut s, 0, Points::default());
    for seat in [Seat(0), Seat(1)] {
        s.players[seat.index()].warfare = 1;
        let coins = s.players[seat.index()].coins;
        rurik::gains::advance_warfare(&mut s, seat);
        assert_eq!(s.players[seat.index()].warfare, 2);
        assert_eq!(
            s.players[seat.index()].coins,
            coins + 2,
            "each player may earn each reward once"
        );
        assert_eq!(s.players[seat.index()].warfare_earned, vec![coins_token]);
    }
    s.players[0].warfare = 10;
    rurik::gains::advance_warfare(&mut s, Seat(0));
    assert_eq!(s.players[0].warfare, 10, "the track ends at 10");
}

#[test]
fn identical_scheme_cards_are_one_choice() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let twins: Vec<Scheme> = Scheme::all(data().schemes.len())
        .filter(|c| {
            data().schemes[*c].rewards == vec![vec![rurik::data::Gain::Attack { n: 1 }]]
                && data().schemes[*c].cost == 0
                && data().schemes[*c].module.is_none()
        })
        .collect();
    assert_eq!(twins.len(), 2);
    for c in &twins {
        for d in &mut s.scheme_decks {
            d.retain(|x| x != c);
        }
    }
    s.players[0].schemes = twins.clone();
    turn(&mut s, 0, Points::default());
    let plays = <rurik::Rurik as ruleshelf_engine::Game>::legal_actions(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::PlayScheme { .. }))
        .count();
    assert_eq!(plays, 1);
}

#[test]
fn with_open_rebel_rewards_the_attacker_picks_which_rebel_it_defeats() {
    let mut s = empty_map(2);
    s.options.rebel_rewards = rurik::RebelRewards::Open;
    put(&mut s, 0, "Kiev", 1);
    let pool = &data().rebel_rewards.pool;
    let coin = Rebel::all(pool.len())
        .find(|r| {
            s.rebel_supply.contains(r) && pool[r.index()] == vec![rurik::data::Gain::Coins { n: 2 }]
        })
        .unwrap();
    let fur = Rebel::all(pool.len())
        .find(|r| {
            s.rebel_supply.contains(r)
                && pool[r.index()] == vec![rurik::data::Gain::Good { good: Good::Fur }]
        })
        .unwrap();
    s.rebel_supply.retain(|r| *r != coin && *r != fur);
    s.regions[region("Kiev").index()].rebels = vec![coin, fur];
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_rebel(0, "Kiev"));
    play(
        &mut s,
        Action::DefeatRebel {
            seat: Seat(0),
            reward: coin,
        },
    );
    assert_eq!(s.regions[region("Kiev").index()].rebels, vec![fur]);
    assert_eq!(s.players[0].defeated, vec![coin]);
}

#[test]
fn an_illegal_action_is_refused_with_the_rule_in_words_and_its_heading() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    turn(&mut s, 0, attack_points(1));
    let m = refused(&s, attack_seat(0, "Volyn", 1, 0));
    assert!(
        m.ends_with("— Attack") && m.contains("where you have a unit"),
        "{m}"
    );
    let err =
        <rurik::Rurik as ruleshelf_engine::Game>::check(&s, &Action::EndTurn { seat: Seat(1) })
            .unwrap_err();
    assert_eq!(err.code, ruleshelf_engine::ErrorCode::NotYourTurn);
}
