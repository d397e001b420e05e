//! Solo Mode, "How rebels perform actions": Muster, Movement (march) with
//! its additional rules, Attack, Building and Tax, each from a hand-built
//! position. Rebel card 1 is on top: its region order is Kiev, Volyn,
//! Pereyaslavl, Chernigov, Polotsk, Smolensk, Rostov, Novgorod.

mod common;

use common::solo::*;
use common::{put, put_structure, region, troops_at};
use ruleshelf_engine::{Game, Seat};
use rurik::data::{Banner, Good, Structure};
use rurik::solo::{Priority, REBELS};
use rurik::state::Pending;
use rurik::{Event, Options, Region, Rurik, State};

fn board() -> State {
    board_with(Options::solo(
        rurik::options::Level::One,
        rurik::options::RebelLeader::Sviatopolk,
    ))
}

fn rebel_musters(state: &State) -> Vec<Region> {
    events(state)
        .iter()
        .filter_map(|e| match e {
            Event::Mustered { seat, region, .. } if *seat == REBELS => Some(*region),
            _ => None,
        })
        .collect()
}

fn rebel_moves(state: &State) -> Vec<(Region, Region, bool)> {
    events(state)
        .iter()
        .filter_map(|e| match e {
            Event::Moved {
                seat,
                from,
                to,
                leader,
                ..
            } if *seat == REBELS => Some((*from, *to, *leader)),
            _ => None,
        })
        .collect()
}

fn names(list: &[&str]) -> Vec<Region> {
    list.iter().map(|n| region(n)).collect()
}

// Muster

#[test]
fn muster_puts_one_rebel_in_turn_into_each_region_they_occupy_but_do_not_rule() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 2);
    put(&mut state, THEM, "Chernigov", 1);
    put(&mut state, ME, "Chernigov", 1);
    put(&mut state, THEM, "Smolensk", 2);
    let log = state.log.len();
    rebels_spend(&mut state, Banner::Muster, common::muster_points(3));
    state.log.drain(..log);
    assert_eq!(rebel_musters(&state), names(&["Kiev", "Chernigov", "Kiev"]));
    assert_eq!(
        troops_at(&state, THEM, "Smolensk"),
        2,
        "they rule it: not yet"
    );
}

#[test]
fn muster_points_left_once_they_rule_every_region_they_occupy_go_into_those_regions_in_order() {
    let mut state = board();
    put(&mut state, THEM, "Rostov", 1);
    put(&mut state, THEM, "Volyn", 1);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 1);
    let log = state.log.len();
    rebels_spend(&mut state, Banner::Muster, common::muster_points(4));
    state.log.drain(..log);
    assert_eq!(
        rebel_musters(&state),
        names(&["Kiev", "Kiev", "Volyn", "Rostov"])
    );
}

#[test]
fn a_rebel_leader_removed_from_the_board_is_mustered_first() {
    let mut state = board();
    put(&mut state, THEM, "Volyn", 1);
    put(&mut state, ME, "Volyn", 1);
    rebels_spend(&mut state, Banner::Muster, common::muster_points(1));
    assert_eq!(
        state.players[REBELS.index()].leader_at,
        Some(region("Volyn"))
    );
    assert!(events(&state).contains(&Event::Mustered {
        seat: REBELS,
        region: region("Volyn"),
        leader: true
    }));
}

// March

#[test]
fn single_icon_march_sends_one_rebel_into_each_region_they_do_not_occupy_in_region_order() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 4);
    rebels_spend(&mut state, Banner::Move, common::movement_points(2));
    assert_eq!(
        rebel_moves(&state),
        vec![
            (region("Kiev"), region("Volyn"), false),
            (region("Kiev"), region("Pereyaslavl"), false)
        ]
    );
}

#[test]
fn icon_pair_march_sends_every_point_into_the_first_region_they_do_not_rule_even_one_without_rebels(
) {
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 4);
    put(&mut state, THEM, "Volyn", 1);
    rebels_spend(&mut state, Banner::Move, common::movement_points(3));
    assert_eq!(troops_at(&state, THEM, "Pereyaslavl"), 3);
    assert_eq!(troops_at(&state, THEM, "Kiev"), 1);
    let mut state = board();
    set_priority(&mut state, Priority::Tax);
    put(&mut state, THEM, "Kiev", 3);
    put(&mut state, ME, "Volyn", 1);
    rebels_spend(&mut state, Banner::Move, common::movement_points(2));
    assert_eq!(
        troops_at(&state, THEM, "Volyn"),
        2,
        "into your region, the first they do not rule"
    );
}

#[test]
fn the_rebels_always_move_from_the_nearest_region_to_the_target() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, THEM, "Chernigov", 3);
    put(&mut state, THEM, "Polotsk", 2);
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Polotsk"), region("Volyn"), false)],
        "Polotsk borders Volyn; Chernigov does not"
    );
}

#[test]
fn of_equally_near_regions_the_rebels_move_from_the_one_nearer_the_end_of_the_region_order() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 2);
    put(&mut state, THEM, "Volyn", 1);
    put(&mut state, THEM, "Chernigov", 2);
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Chernigov"), region("Pereyaslavl"), false)],
        "Chernigov is listed after Kiev"
    );
}

#[test]
fn movement_ignores_distance_any_region_for_one_point() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Novgorod", 3);
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Novgorod"), region("Kiev"), false)]
    );
}

#[test]
fn the_rebels_always_leave_at_least_one_rebel_in_each_region_and_lose_points_they_cannot_spend() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, THEM, "Polotsk", 1);
    rebels_spend(&mut state, Banner::Move, common::movement_points(2));
    assert!(rebel_moves(&state).is_empty());
    assert_eq!(
        state.phase,
        rurik::state::Phase::Action {
            pass: 1,
            seat: Seat(0)
        },
        "their turn is over"
    );
}

#[test]
fn the_rebels_never_move_if_the_region_left_would_then_be_yours() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, THEM, "Polotsk", 2);
    put(&mut state, ME, "Polotsk", 2);
    put(&mut state, THEM, "Chernigov", 2);
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Chernigov"), region("Volyn"), false)],
        "Polotsk would be yours"
    );
}

#[test]
fn the_rebels_do_move_when_the_region_left_would_be_tied() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 2);
    put(&mut state, ME, "Kiev", 1);
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Kiev"), region("Volyn"), false)]
    );
}

#[test]
fn the_rebel_leader_moves_on_the_march_instead_of_a_rebel() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 2);
    rebel_leader_at(&mut state, "Kiev");
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Kiev"), region("Volyn"), true)]
    );
    assert_eq!(troops_at(&state, THEM, "Kiev"), 2);
}

#[test]
fn entering_a_city_gates_region_costs_the_rebels_two_movement_points() {
    let mut state = common::empty_map_with(Options {
        epic_structures: true,
        ..Options::solo(
            rurik::options::Level::One,
            rurik::options::RebelLeader::Sviatopolk,
        )
    });
    top(&mut state, 1);
    all_bonuses(&mut state, false);
    common::put_epic(&mut state, "City Gate", "Volyn", None);
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 4);
    rebels_spend(&mut state, Banner::Move, common::movement_points(1));
    assert_eq!(
        rebel_moves(&state),
        vec![(region("Kiev"), region("Pereyaslavl"), false)],
        "one point cannot enter Volyn"
    );
}

// Attack

fn rebel_attacks(state: &State) -> Vec<(Region, Option<Seat>)> {
    events(state)
        .iter()
        .filter_map(|e| match e {
            Event::Attacked {
                seat,
                region,
                target,
            } if *seat == REBELS => Some((*region, *target)),
            _ => None,
        })
        .collect()
}

/// Answers your decisions during their attacks: the first deck, a troop.
fn answer(state: &mut State) {
    while let Some(a) = common::first_decision(state) {
        common::play(state, a);
    }
}

#[test]
fn single_icon_the_rebels_attack_first_where_they_do_not_rule() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 3);
    put(&mut state, ME, "Kiev", 1);
    put(&mut state, THEM, "Volyn", 1);
    put(&mut state, ME, "Volyn", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    answer(&mut state);
    assert_eq!(
        rebel_attacks(&state),
        vec![(region("Volyn"), Some(Seat(0)))]
    );
}

#[test]
fn icon_pair_the_rebels_attack_first_where_they_rule() {
    let mut state = board();
    set_priority(&mut state, Priority::Tax);
    put(&mut state, THEM, "Volyn", 1);
    put(&mut state, ME, "Volyn", 1);
    put(&mut state, THEM, "Chernigov", 3);
    put(&mut state, ME, "Chernigov", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    answer(&mut state);
    assert_eq!(
        rebel_attacks(&state),
        vec![(region("Chernigov"), Some(Seat(0)))]
    );
}

#[test]
fn the_rebels_attack_you_before_a_neutral_troop_and_make_every_attack_in_a_region_before_the_next()
{
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Chernigov", 4);
    put(&mut state, ME, "Chernigov", 1);
    neutral(&mut state, "Chernigov", 1);
    put(&mut state, THEM, "Kiev", 3);
    put(&mut state, ME, "Kiev", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(2));
    answer(&mut state);
    rebels_act(&mut state);
    answer(&mut state);
    let hits = rebel_attacks(&state);
    assert_eq!(hits[0].0, region("Kiev"), "Kiev comes first in the order");
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 4);
    put(&mut state, ME, "Kiev", 1);
    neutral(&mut state, "Kiev", 1);
    put(&mut state, THEM, "Volyn", 3);
    put(&mut state, ME, "Volyn", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(2));
    answer(&mut state);
    rebels_act(&mut state);
    answer(&mut state);
    assert_eq!(
        rebel_attacks(&state),
        vec![(region("Kiev"), Some(Seat(0))), (region("Kiev"), None)]
    );
}

#[test]
fn the_rebels_attack_only_in_a_region_where_a_rebel_stands() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 2);
    put(&mut state, ME, "Pereyaslavl", 1);
    neutral(&mut state, "Volyn", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(2));
    assert!(rebel_attacks(&state).is_empty());
}

#[test]
fn when_the_rebels_attack_you_you_choose_the_deck_their_check_reveals_from_and_the_unit_you_lose() {
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 1);
    common::put_leader(&mut state, ME, "Kiev");
    let none = common::scheme_with_casualties(0);
    common::stack_scheme(&mut state, 1, none);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    assert!(matches!(
        state.pending.last(),
        Some(Pending::RebelAttack { seat: Seat(0), .. })
    ));
    let decks = Rurik::legal_actions(&state);
    assert_eq!(decks, vec![choose_deck(0), choose_deck(1)]);
    common::play(&mut state, choose_deck(1));
    assert!(events(&state).contains(&Event::Revealed {
        seat: REBELS,
        deck: 1,
        card: none
    }));
    assert!(matches!(
        state.pending.last(),
        Some(Pending::LoseUnits { seat: Seat(0), .. })
    ));
    common::play(&mut state, common::lose_unit(0, true));
    assert_eq!(
        state.players[0].leader_at, None,
        "you chose to lose your leader"
    );
    assert_eq!(
        state.players[REBELS.index()].warfare,
        1,
        "their marker moves up"
    );
}

#[test]
fn a_casualty_icon_in_their_check_costs_the_rebels_a_rebel_there() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 2);
    put(&mut state, ME, "Kiev", 1);
    let icons = common::schemes_with_casualties(1);
    common::stack_scheme(&mut state, 0, icons[0]);
    common::stack_scheme(&mut state, 1, icons[1]);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    answer(&mut state);
    assert_eq!(troops_at(&state, THEM, "Kiev"), 1);
    assert_eq!(troops_at(&state, ME, "Kiev"), 0);
}

#[test]
fn when_the_rebels_attack_a_neutral_troop_it_goes_beside_the_rebel_board_without_warfare_or_check()
{
    let mut state = board();
    put(&mut state, THEM, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    assert_eq!(neutrals_at(&state, "Volyn"), 0);
    assert_eq!(state.players[REBELS.index()].defeated.len(), 1);
    assert_eq!(state.players[REBELS.index()].warfare, 0);
    assert!(!events(&state)
        .iter()
        .any(|e| matches!(e, Event::Revealed { .. })));
}

#[test]
fn reaching_a_warfare_reward_space_the_rebels_take_its_reward() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 3);
    put(&mut state, ME, "Kiev", 3);
    state.players[REBELS.index()].warfare = 1;
    let plain = common::schemes_with_casualties(0);
    common::stack_scheme(&mut state, 0, plain[0]);
    common::stack_scheme(&mut state, 1, plain[1]);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    answer(&mut state);
    assert_eq!(state.players[REBELS.index()].warfare, 2);
    assert_eq!(state.players[REBELS.index()].warfare_earned.len(), 1);
}

// Tax

fn rebel_taxes(state: &State) -> Vec<Region> {
    events(state)
        .iter()
        .filter_map(|e| match e {
            Event::Taxed { seat, region, .. } if *seat == REBELS => Some(*region),
            _ => None,
        })
        .collect()
}

#[test]
fn the_rebels_spend_one_tax_point_a_collection_whoever_rules_the_region() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 2);
    rebels_spend(&mut state, Banner::Tax, common::tax_points(1));
    assert_eq!(rebel_taxes(&state), names(&["Kiev"]));
}

#[test]
fn the_rebels_tax_first_where_their_boat_has_room_for_the_good_then_where_its_column_is_full() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, THEM, "Volyn", 1);
    state.players[REBELS.index()].boat[Good::Wood.index()] = 3;
    rebels_spend(&mut state, Banner::Tax, common::tax_points(2));
    assert_eq!(rebel_taxes(&state), names(&["Volyn", "Kiev"]));
    assert_eq!(
        state.players[REBELS.index()].boat[Good::Fish.index()],
        1,
        "goods go to the boat where it has room"
    );
    assert_eq!(state.players[REBELS.index()].dock[Good::Wood.index()], 1);
}

#[test]
fn the_rebels_tax_only_where_a_rebel_stands_and_the_goods_token_is_still_there() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    state.regions[region("Kiev").index()].goods = false;
    put(&mut state, ME, "Volyn", 1);
    put(&mut state, THEM, "Chernigov", 1);
    rebels_spend(&mut state, Banner::Tax, common::tax_points(2));
    assert_eq!(rebel_taxes(&state), names(&["Chernigov"]));
}

#[test]
fn taxing_where_they_have_a_market_the_rebels_take_another_good_never_a_coin() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    put_structure(&mut state, THEM, "Kiev", Structure::Market);
    let coins = their_coins(&state);
    rebels_spend(&mut state, Banner::Tax, common::tax_points(1));
    assert_eq!(state.players[REBELS.index()].boat[Good::Wood.index()], 2);
    assert_eq!(their_coins(&state), coins);
}

#[test]
fn the_rebels_receive_special_trade_tokens_and_keep_them_on_their_dock() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    put_structure(&mut state, THEM, "Kiev", Structure::Market);
    state.players[REBELS.index()].boat[Good::Wood.index()] = 1;
    rebels_spend(&mut state, Banner::Tax, common::tax_points(1));
    assert_eq!(state.players[REBELS.index()].boons, 1);
}

// Build

fn rebel_builds(state: &State) -> Vec<(Region, Structure)> {
    events(state)
        .iter()
        .filter_map(|e| match e {
            Event::Built { seat, region, kind } if *seat == REBELS => Some((*region, *kind)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_rebels_spend_one_build_point_a_structure_whoever_rules_the_region() {
    let mut state = board();
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 3);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(rebel_builds(&state).len(), 1);
}

#[test]
fn the_rebels_build_first_in_the_first_region_without_a_rebel_structure() {
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 1);
    put_structure(&mut state, THEM, "Kiev", Structure::Stronghold);
    put(&mut state, THEM, "Volyn", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(rebel_builds(&state)[0].0, region("Volyn"));
}

#[test]
fn then_in_the_first_region_with_your_or_neutral_troops_then_in_any() {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    for name in ["Kiev", "Volyn", "Chernigov"] {
        put(&mut state, THEM, name, 1);
        put_structure(&mut state, THEM, name, Structure::Market);
    }
    neutral(&mut state, "Chernigov", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(rebel_builds(&state)[0].0, region("Chernigov"));
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    for name in ["Volyn", "Chernigov"] {
        put(&mut state, THEM, name, 1);
        put_structure(&mut state, THEM, name, Structure::Market);
    }
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(rebel_builds(&state)[0].0, region("Volyn"));
}

#[test]
fn a_stable_where_their_rebels_outnumber_your_troops_by_three_and_its_three_moves_leave_that_region_only(
) {
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 5);
    put(&mut state, ME, "Kiev", 1);
    put(&mut state, THEM, "Novgorod", 4);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(
        rebel_builds(&state),
        vec![(region("Kiev"), Structure::Stable)]
    );
    let moves = rebel_moves(&state);
    assert_eq!(moves.len(), 3);
    assert!(
        moves.iter().all(|(from, ..)| *from == region("Kiev")),
        "{moves:?}"
    );
    assert_eq!(
        moves.iter().map(|(_, to, _)| *to).collect::<Vec<_>>(),
        names(&["Volyn", "Pereyaslavl", "Chernigov"]),
        "spreading, in region order (not Novgorod's rebels)"
    );
}

#[test]
fn a_tavern_where_two_structures_already_stand_pays_its_coins_and_unlocks_a_bonus() {
    let mut state = board();
    all_bonuses(&mut state, false);
    put(&mut state, THEM, "Kiev", 1);
    put_structure(&mut state, THEM, "Kiev", Structure::Market);
    put_structure(&mut state, ME, "Kiev", Structure::Church);
    let coins = their_coins(&state);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(
        rebel_builds(&state),
        vec![(region("Kiev"), Structure::Tavern)]
    );
    assert_eq!(
        their_coins(&state),
        coins + 3 + 1,
        "three structures, and the unlocked coin"
    );
    assert!(events(&state)
        .iter()
        .any(|e| matches!(e, Event::BonusUnlocked { .. })));
}

#[test]
fn otherwise_the_rebels_build_the_first_structure_of_the_build_order_they_can() {
    // Card 1, sword and boot: Stronghold, Church, Market; hammer: Church,
    // Stronghold, Market (a church only where your or neutral troops are).
    let mut state = board();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(
        rebel_builds(&state),
        vec![(region("Kiev"), Structure::Stronghold)]
    );
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(
        rebel_builds(&state),
        vec![(region("Kiev"), Structure::Stronghold)],
        "no church: no troop to convert"
    );
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 1);
    neutral(&mut state, "Kiev", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(
        rebel_builds(&state),
        vec![(region("Kiev"), Structure::Church)]
    );
}

#[test]
fn a_rebel_church_where_your_and_neutral_troops_stand_converts_your_troop() {
    let mut state = board();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 1);
    neutral(&mut state, "Kiev", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(troops_at(&state, ME, "Kiev"), 0);
    assert_eq!(neutrals_at(&state, "Kiev"), 1);
    assert_eq!(
        troops_at(&state, THEM, "Kiev"),
        2,
        "a rebel takes its place"
    );
}

#[test]
fn the_rebels_build_only_where_a_rebel_stands_and_where_a_structure_fits() {
    let mut state = board();
    put(&mut state, ME, "Kiev", 1);
    put(&mut state, THEM, "Volyn", 1);
    for kind in [Structure::Church, Structure::Market, Structure::Stronghold] {
        state.regions[region("Volyn").index()]
            .structures
            .push(rurik::state::Built {
                kind,
                owner: Seat(0),
            });
        state.players[0].structures[kind.index()] -= 1;
    }
    rebels_spend(&mut state, Banner::Build, common::build_points(2));
    assert!(rebel_builds(&state).is_empty());
}
