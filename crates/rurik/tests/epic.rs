//! Module A: Epic Structures (seed: "Module A: Epic Structures"), one test
//! per clause, from hand-built positions.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Good, Measure, Structure};
use rurik::state::{Pending, Phase, Points};
use rurik::{Action, Agenda, Deed, Epic, Options, Rurik, State};

/// An empty 2-seat map with the module on, seat 0 with a troop in Kiev.
fn kiev(seats: u8) -> State {
    let mut s = empty_map_with(epic_options(seats));
    put(&mut s, 0, "Kiev", 1);
    s
}

#[test]
fn setup_b_one_more_epic_structure_card_than_the_number_of_players_lies_face_up() {
    for seats in 2..=4 {
        let s = Rurik::new_game(&epic_options(seats), 5).unwrap();
        let e = s.epic.as_ref().unwrap();
        assert_eq!(e.display.len(), usize::from(seats) + 1);
        let mut cards: Vec<Epic> = e.display.iter().map(|c| c.card).collect();
        cards.dedup();
        assert_eq!(cards.len(), usize::from(seats) + 1);
    }
    assert_eq!(data().epic.cards.len(), 11, "11 epic structure cards");
    assert_eq!(
        data().epic.cards.iter().map(|c| c.copies).sum::<u8>(),
        13,
        "13 epic structures: two Border Forts, two Siege Towers"
    );
    assert!(Rurik::new_game(&Options::new(2), 5).unwrap().epic.is_none());
}

#[test]
fn setup_a_the_renowned_agenda_is_shuffled_in_with_the_rest_of_the_agenda_cards() {
    let renowned = Agenda::at(
        data()
            .agendas
            .iter()
            .position(|a| a.name == "Renowned")
            .unwrap(),
    );
    let dealt = |s: &State| -> Vec<Agenda> {
        s.agenda_box
            .iter()
            .copied()
            .chain(s.players.iter().filter_map(|p| p.agenda))
            .collect()
    };
    let with = Rurik::new_game(&epic_options(2), 5).unwrap();
    let without = Rurik::new_game(&Options::new(2), 5).unwrap();
    assert!(dealt(&with).contains(&renowned));
    assert_eq!(dealt(&with).len(), dealt(&without).len() + 1);
    assert!(!dealt(&without).contains(&renowned));
}

#[test]
fn you_must_spend_build_points_as_normal_in_a_region_you_occupy() {
    let mut s = kiev(2);
    show_epic(&mut s, "Catacombs");
    turn(&mut s, 0, build_points(1));
    assert!(
        legal(&s, &build_epic(0, "Catacombs", "Kiev", None)),
        "you rule Kiev: one point"
    );
    assert!(
        !legal(&s, &build_epic(0, "Catacombs", "Volyn", None)),
        "a region you occupy"
    );
    put(&mut s, 1, "Kiev", 1);
    assert!(
        !legal(&s, &build_epic(0, "Catacombs", "Kiev", None)),
        "you do not rule Kiev: two points"
    );
    turn(&mut s, 0, build_points(2));
    play(&mut s, build_epic(0, "Catacombs", "Kiev", None));
    assert_eq!(s.turn.as_ref().unwrap().points.build, 0);
}

#[test]
fn then_gain_the_rewards_listed_on_the_card() {
    let mut s = kiev(2);
    show_epic(&mut s, "Logging Camp");
    let coins = s.players[0].coins;
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_epic(0, "Logging Camp", "Kiev", None));
    play(&mut s, stow(0, false));
    assert_eq!(s.players[0].coins, coins + 2, "one wood and two coins");
    assert_eq!(s.players[0].dock[good_index(Good::Wood)], 1);
}

#[test]
fn they_do_not_belong_to_any_player_all_players_may_interact_with_them() {
    let mut s = kiev(2);
    show_epic(&mut s, "City Gate");
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_epic(0, "City Gate", "Kiev", None));
    assert!(s.regions[region("Kiev").index()].structures.is_empty());
    put(&mut s, 1, "Volyn", 1);
    turn(&mut s, 1, movement_points(1));
    assert!(
        !legal(&s, &move_troop(1, "Volyn", "Kiev")),
        "the builder's opponent pays the City Gate's price too"
    );
}

#[test]
fn epic_structures_still_count_towards_the_three_structure_limit_in_each_region() {
    let mut s = kiev(2);
    put_structure(&mut s, 0, "Kiev", Structure::Church);
    put_structure(&mut s, 0, "Kiev", Structure::Market);
    show_epic(&mut s, "Logging Camp");
    turn(&mut s, 0, build_points(2));
    play(&mut s, build_epic(0, "Logging Camp", "Kiev", None));
    answer_all(&mut s);
    assert!(!legal(&s, &build_in(0, "Kiev", Structure::Stronghold)));
}

#[test]
fn during_your_turn_you_may_build_one_of_the_available_epic_structures() {
    let mut s = kiev(2);
    put(&mut s, 0, "Novgorod", 1);
    show_epic(&mut s, "Catacombs");
    show_epic(&mut s, "Logging Camp");
    turn(&mut s, 0, build_points(3));
    play(&mut s, build_epic(0, "Catacombs", "Kiev", None));
    assert!(
        !Rurik::legal_actions(&s)
            .iter()
            .any(|a| matches!(a, Action::BuildEpic { .. })),
        "one a turn (our reading of \"build one\")"
    );
    assert!(legal(&s, &build_in(0, "Novgorod", Structure::Market)));
}

#[test]
fn border_fort_is_placed_on_the_border_between_two_regions_and_is_in_both() {
    let mut s = kiev(2);
    for kind in [Structure::Church, Structure::Market, Structure::Stronghold] {
        put_structure(&mut s, 0, "Kiev", kind);
    }
    show_epic(&mut s, "Border Fort");
    turn(&mut s, 0, build_points(1));
    assert!(
        !legal(&s, &build_epic(0, "Border Fort", "Kiev", None)),
        "only on a border"
    );
    assert!(
        !legal(&s, &build_epic(0, "Border Fort", "Smolensk", Some("Kiev"))),
        "Smolensk and Kiev share no border"
    );
    play(&mut s, build_epic(0, "Border Fort", "Volyn", Some("Kiev")));
    assert!(
        matches!(s.pending.last(), Some(Pending::SchemeDeck { draw: 1, .. })),
        "reward: one scheme card"
    );
    assert!(rurik::epic::any_in(&s, region("Volyn")) && rurik::epic::any_in(&s, region("Kiev")));
    assert_eq!(
        rurik::build::counted(&s, region("Kiev")),
        3,
        "it does not count towards the three structure limit"
    );
}

#[test]
fn border_fort_once_per_turn_per_player_you_spend_no_movement_points_to_move_one_troop_between_these_regions(
) {
    let mut s = kiev(2);
    put(&mut s, 0, "Kiev", 1);
    put_epic(&mut s, "Border Fort", "Volyn", Some("Kiev"));
    turn(&mut s, 0, Points::default());
    let cross = cross_fort(0, "Kiev", "Volyn", false);
    play(&mut s, cross);
    assert_eq!(troops_at(&s, 0, "Volyn"), 1);
    assert!(!legal(&s, &cross), "once per turn");
    assert!(
        !legal(&s, &move_troop(0, "Kiev", "Volyn")),
        "no movement points"
    );
    turn(&mut s, 0, Points::default());
    assert!(legal(&s, &cross), "a new turn");
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 1, Points::default());
    assert!(
        legal(&s, &cross_fort(1, "Kiev", "Volyn", false)),
        "per player"
    );
}

#[test]
fn more_than_one_structure_can_occupy_the_border_between_two_regions_including_two_copies_of_border_fort(
) {
    let mut s = kiev(2);
    put(&mut s, 0, "Kiev", 1);
    put_epic(&mut s, "Border Fort", "Volyn", Some("Kiev"));
    put_epic(&mut s, "Siege Tower", "Volyn", Some("Kiev"));
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_epic(0, "Border Fort", "Volyn", Some("Kiev")));
    answer_all(&mut s);
    let cross = cross_fort(0, "Kiev", "Volyn", false);
    play(&mut s, cross);
    play(&mut s, cross);
    assert!(!legal(&s, &cross), "each fort once a turn");
}

#[test]
fn capital_port_only_in_a_region_that_produces_fish_reward_any_good() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    show_epic(&mut s, "Capital Port");
    turn(&mut s, 0, build_points(1));
    assert!(
        !legal(&s, &build_epic(0, "Capital Port", "Kiev", None)),
        "Kiev produces wood"
    );
    play(&mut s, build_epic(0, "Capital Port", "Volyn", None));
    play(
        &mut s,
        Action::ChooseGood {
            seat: Seat(0),
            good: Good::Fur,
        },
    );
    play(&mut s, stow(0, true));
    assert_eq!(
        s.players[0].boat[good_index(Good::Fur)],
        1,
        "Example D: Stan chooses fur"
    );
}

#[test]
fn capital_port_after_taxing_its_region_you_may_trade_one_good_for_any_other_good() {
    let mut s = empty_map_with(epic_options(2));
    put(&mut s, 0, "Volyn", 1);
    put_epic(&mut s, "Capital Port", "Volyn", None);
    s.players[0].boat[good_index(Good::Fish)] = 2;
    turn(&mut s, 0, tax_points(1));
    play(&mut s, tax_in(0, "Volyn"));
    play(&mut s, stow(0, true));
    assert_eq!(
        s.players[0].boons, 1,
        "the good collected fills its column (and earns the trade boon token) before the trade"
    );
    assert!(legal(&s, &decline(0)), "you may trade");
    play(
        &mut s,
        Action::TradeGood {
            seat: Seat(0),
            good: Good::Fish,
            boat: true,
        },
    );
    assert!(
        !legal(
            &s,
            &Action::ChooseGood {
                seat: Seat(0),
                good: Good::Fish
            }
        ),
        "for any other good"
    );
    play(
        &mut s,
        Action::ChooseGood {
            seat: Seat(0),
            good: Good::Honey,
        },
    );
    play(&mut s, stow(0, true));
    let p = &s.players[0];
    assert_eq!(
        (
            p.boat[good_index(Good::Fish)],
            p.boat[good_index(Good::Honey)],
            p.boons
        ),
        (2, 1, 1)
    );
}

#[test]
fn catacombs_you_may_not_build_any_additional_structures_in_the_catacombs_region() {
    let mut s = kiev(2);
    put_epic(&mut s, "Catacombs", "Kiev", None);
    show_epic(&mut s, "Border Fort");
    turn(&mut s, 0, build_points(2));
    assert!(!legal(&s, &build_in(0, "Kiev", Structure::Market)));
    assert!(
        !legal(&s, &build_epic(0, "Border Fort", "Volyn", Some("Kiev"))),
        "a border structure would stand in the Catacombs' region too"
    );
}

#[test]
fn catacombs_no_build_condition_reward_two_coins() {
    let mut s = kiev(2);
    show_epic(&mut s, "Catacombs");
    let coins = s.players[0].coins;
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_epic(0, "Catacombs", "Kiev", None));
    assert_eq!(s.players[0].coins, coins + 2);
}

#[test]
fn cathedral_replaces_your_church_during_the_first_three_rounds() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    put_structure(&mut s, 0, "Kiev", Structure::Church);
    put_structure(&mut s, 0, "Kiev", Structure::Market);
    put_structure(&mut s, 0, "Kiev", Structure::Stronghold);
    show_epic(&mut s, "Cathedral");
    turn(&mut s, 0, build_points(1));
    assert!(
        !legal(&s, &build_epic(0, "Cathedral", "Volyn", None)),
        "where your church is"
    );
    let mut late = s.clone();
    late.round = 4;
    assert!(
        !legal(&late, &build_epic(0, "Cathedral", "Kiev", None)),
        "rounds 1 to 3"
    );
    let vp = s.players[0].vp_tokens;
    play(&mut s, build_epic(0, "Cathedral", "Kiev", None));
    assert!(
        !rurik::map::has_structure(&s, Seat(0), region("Kiev"), Structure::Church),
        "in the same region from which you removed your church"
    );
    assert_eq!(
        s.players[0].structures[Structure::Church.index()],
        3,
        "back to your supply"
    );
    assert_eq!(
        s.players[0].vp_tokens,
        vp + 1,
        "reward: one victory point token"
    );
}

#[test]
fn cathedral_game_end_if_you_rule_the_cathedrals_region_earn_one_victory_point_token() {
    let mut s = kiev(2);
    put(&mut s, 1, "Volyn", 1);
    put_epic(&mut s, "Cathedral", "Kiev", None);
    put_epic(&mut s, "Capital Port", "Volyn", None);
    rurik::epic::effects::game_end(&mut s);
    assert_eq!((s.players[0].vp_tokens, s.players[1].vp_tokens), (1, 0));
}

#[test]
fn city_gate_only_in_a_central_green_region_reward_two_tax_points() {
    let mut s = empty_map_with(epic_options(3));
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 0, "Pskov", 1);
    show_epic(&mut s, "City Gate");
    turn(&mut s, 0, build_points(1));
    assert!(
        !legal(&s, &build_epic(0, "City Gate", "Pskov", None)),
        "Pskov is yellow"
    );
    play(&mut s, build_epic(0, "City Gate", "Kiev", None));
    assert_eq!(s.turn.as_ref().unwrap().points.tax, 2);
}

#[test]
fn city_gate_you_must_spend_two_movement_points_to_move_one_troop_into_its_region() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    put_epic(&mut s, "City Gate", "Kiev", None);
    turn(&mut s, 0, movement_points(1));
    assert!(!legal(&s, &move_troop(0, "Volyn", "Kiev")));
    assert!(
        legal(&s, &move_troop(0, "Kiev", "Volyn")),
        "leaving costs one"
    );
    turn(&mut s, 0, movement_points(2));
    play(&mut s, move_troop(0, "Volyn", "Kiev"));
    assert_eq!(s.turn.as_ref().unwrap().points.movement, 0);
}

#[test]
fn city_gate_agatha_may_not_move_into_its_region_while_moving_any_troops_with_her() {
    let mut s = empty_map_with(epic_options(2));
    lead(&mut s, 0, "Agatha", "Volyn");
    put(&mut s, 0, "Volyn", 2);
    put_epic(&mut s, "City Gate", "Kiev", None);
    turn(&mut s, 0, movement_points(2));
    assert!(!legal(&s, &move_leader(0, "Volyn", "Kiev", 1)));
    assert!(legal(&s, &move_leader(0, "Volyn", "Kiev", 0)));
    assert!(legal(&s, &move_leader(0, "Volyn", "Polotsk", 2)));
}

#[test]
fn library_must_have_accomplished_one_or_more_deeds_reward_choose_one_deed_card() {
    let mut s = kiev(2);
    show_epic(&mut s, "Library");
    turn(&mut s, 0, build_points(1));
    assert!(!legal(&s, &build_epic(0, "Library", "Kiev", None)));
    let deed = hold_deed(&mut s, 0, "Generous Prince");
    s.players[0].deeds.clear();
    s.players[0].done.push(deed);
    let deck = s.deed_deck.len();
    play(&mut s, build_epic(0, "Library", "Kiev", None));
    assert_eq!(
        s.epic.as_ref().unwrap().library.len(),
        3,
        "reveal three deed cards and place them on this card"
    );
    assert!(matches!(
        s.pending.last(),
        Some(Pending::DisplayDeed { .. })
    ));
    let take = s.deed_display[0];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(0),
            deed: take,
        },
    );
    assert_eq!(s.players[0].deeds, vec![take]);
    assert_eq!(
        s.deed_deck.len(),
        deck - 4,
        "three revealed, one refilling the display"
    );
}

#[test]
fn library_once_per_round_after_moving_your_leader_into_its_region_exchange_one_of_your_deeds() {
    let mut s = empty_map_with(epic_options(2));
    put_leader(&mut s, 0, "Kiev");
    put_epic(&mut s, "Library", "Volyn", None);
    let mine = hold_deed(&mut s, 0, "Generous Prince");
    let shelf: Vec<Deed> = (0..3).map(|_| s.deed_deck.pop().unwrap()).collect();
    s.epic.as_mut().unwrap().library = shelf.clone();
    turn(&mut s, 0, movement_points(3));
    play(&mut s, move_leader(0, "Kiev", "Volyn", 0));
    assert!(matches!(s.pending.last(), Some(Pending::Library { .. })));
    play(
        &mut s,
        Action::ExchangeDeed {
            seat: Seat(0),
            take: shelf[1],
        },
    );
    play(
        &mut s,
        Action::GiveDeed {
            seat: Seat(0),
            deed: mine,
        },
    );
    assert_eq!(s.players[0].deeds, vec![shelf[1]]);
    assert!(s.epic.as_ref().unwrap().library.contains(&mine));
    play(&mut s, move_leader(0, "Volyn", "Kiev", 0));
    play(&mut s, move_leader(0, "Kiev", "Volyn", 0));
    assert!(s.pending.is_empty(), "once per round");
}

#[test]
fn logging_camp_only_in_a_region_that_produces_wood() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    show_epic(&mut s, "Logging Camp");
    turn(&mut s, 0, build_points(1));
    assert!(!legal(&s, &build_epic(0, "Logging Camp", "Volyn", None)));
    assert!(legal(&s, &build_epic(0, "Logging Camp", "Kiev", None)));
}

#[test]
fn logging_camp_game_end_if_you_have_the_most_wood_earn_one_victory_point_token() {
    let mut s = empty_map_with(epic_options(3));
    put_epic(&mut s, "Logging Camp", "Kiev", None);
    s.players[0].boat[good_index(Good::Wood)] = 1;
    s.players[0].dock[good_index(Good::Wood)] = 1;
    s.players[1].dock[good_index(Good::Wood)] = 2;
    s.players[2].dock[good_index(Good::Wood)] = 1;
    rurik::epic::effects::game_end(&mut s);
    let vp: Vec<u8> = s.players.iter().map(|p| p.vp_tokens).collect();
    assert_eq!(
        vp,
        vec![1, 1, 0],
        "boat and dock; ties for the most included (ruling)"
    );
}

#[test]
fn palace_only_in_a_region_with_troops_from_multiple_players() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    put(&mut s, 1, "Kiev", 1);
    show_epic(&mut s, "Palace");
    turn(&mut s, 0, build_points(2));
    assert!(!legal(&s, &build_epic(0, "Palace", "Volyn", None)));
    let vp = s.players[0].vp_tokens;
    play(&mut s, build_epic(0, "Palace", "Kiev", None));
    assert_eq!(
        s.players[0].vp_tokens,
        vp + 1,
        "reward: one victory point token"
    );
}

#[test]
fn palace_round_end_if_your_leader_is_present_in_its_region_draw_one_deed_card_from_the_top_of_the_deck(
) {
    let mut s = kiev(2);
    put_leader(&mut s, 0, "Kiev");
    put_leader(&mut s, 1, "Volyn");
    put_epic(&mut s, "Palace", "Kiev", None);
    for p in &mut s.players {
        p.advisors.clear();
    }
    s.phase = Phase::DeedDraft { seat: Seat(1) };
    let top = *s.deed_deck.last().unwrap();
    let take = s.deed_display[0];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(1),
            deed: take,
        },
    );
    assert_eq!(s.round, 2);
    assert!(s.players[0].deeds.len() == 1 && s.players[1].deeds == vec![take]);
    assert_ne!(
        s.players[0].deeds[0], top,
        "the top card refilled the display first"
    );
}

#[test]
fn siege_tower_you_may_attack_with_a_troop_in_either_region_as_though_it_were_present_in_the_other()
{
    let mut s = empty_map_with(epic_options(2));
    put(&mut s, 0, "Volyn", 1);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 0, attack_points(1));
    let across = Action::Attack {
        seat: Seat(0),
        region: region("Kiev"),
        target: Some(Seat(1)),
        deck: 0,
        easy: false,
        from: Some(region("Volyn")),
    };
    assert!(!legal(&s, &across));
    put_epic(&mut s, "Siege Tower", "Volyn", Some("Kiev"));
    stack_scheme(&mut s, 0, scheme_with_casualties(1));
    play(&mut s, across);
    assert_eq!(troops_at(&s, 1, "Kiev"), 0);
    assert_eq!(
        troops_at(&s, 0, "Volyn"),
        0,
        "the attacking troop takes the casualty where it stands (ruling)"
    );
}

#[test]
fn siege_tower_reward_one_attack_point() {
    let mut s = kiev(2);
    show_epic(&mut s, "Siege Tower");
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_epic(0, "Siege Tower", "Volyn", Some("Kiev")));
    assert_eq!(s.turn.as_ref().unwrap().points.attack, 1);
}

#[test]
fn town_wall_only_in_a_region_with_two_other_structures() {
    let mut s = kiev(2);
    put_structure(&mut s, 1, "Kiev", Structure::Church);
    show_epic(&mut s, "Town Wall");
    turn(&mut s, 0, build_points(1));
    assert!(!legal(&s, &build_epic(0, "Town Wall", "Kiev", None)));
    put_epic(&mut s, "Border Fort", "Volyn", Some("Kiev"));
    assert!(
        legal(&s, &build_epic(0, "Town Wall", "Kiev", None)),
        "a border structure is in the region too"
    );
}

#[test]
fn town_wall_when_you_attack_an_opponent_in_its_own_region_you_reveal_one_additional_scheme_card() {
    let mut s = kiev(2);
    put(&mut s, 1, "Kiev", 1);
    let before = rurik::attack::reveals(&s, Seat(0), region("Kiev"), Some(Seat(1)), false);
    put_epic(&mut s, "Town Wall", "Kiev", None);
    assert_eq!(
        rurik::attack::reveals(&s, Seat(0), region("Kiev"), Some(Seat(1)), false),
        before + 1,
        "the printed \"Town Hall's region\" read as the Town Wall's own (ruling)"
    );
    assert_eq!(
        rurik::attack::reveals(&s, Seat(0), region("Volyn"), Some(Seat(1)), false),
        before
    );
}

#[test]
fn veche_build_condition_place_a_troop_from_your_supply_on_this_card_reward_one_scheme_card() {
    let mut s = kiev(2);
    show_epic(&mut s, "Veche");
    let troops = s.players[0].troops;
    turn(&mut s, 0, build_points(1));
    let mut none = s.clone();
    none.players[0].troops = 0;
    none.regions[region("Kiev").index()].troops[0] = 12;
    assert!(!legal(&none, &build_epic(0, "Veche", "Kiev", None)));
    play(&mut s, build_epic(0, "Veche", "Kiev", None));
    assert_eq!(s.epic.as_ref().unwrap().veche[0], 1);
    assert_eq!(s.players[0].troops, troops - 1);
    assert!(matches!(
        s.pending.last(),
        Some(Pending::SchemeDeck { draw: 1, .. })
    ));
}

#[test]
fn veche_once_per_round_per_player_after_moving_a_troop_into_its_region_place_a_troop_on_it_to_draw_a_scheme_card(
) {
    let mut s = kiev(2);
    put(&mut s, 0, "Kiev", 1);
    put_epic(&mut s, "Veche", "Volyn", None);
    turn(&mut s, 0, movement_points(2));
    play(&mut s, move_troop(0, "Kiev", "Volyn"));
    assert!(matches!(s.pending.last(), Some(Pending::Veche { .. })));
    let troops = s.players[0].troops;
    play(&mut s, Action::VecheTroop { seat: Seat(0) });
    assert_eq!(s.players[0].troops, troops - 1);
    assert_eq!(s.epic.as_ref().unwrap().veche[0], 1);
    assert!(matches!(
        s.pending.last(),
        Some(Pending::SchemeDeck { draw: 1, .. })
    ));
    answer_all(&mut s);
    play(&mut s, move_troop(0, "Kiev", "Volyn"));
    assert!(s.pending.is_empty(), "once per round");
}

#[test]
fn veche_game_end_the_most_troops_on_this_card_ties_included_earn_one_victory_point_token() {
    let mut s = empty_map_with(epic_options(3));
    put_epic(&mut s, "Veche", "Kiev", None);
    s.epic.as_mut().unwrap().veche = vec![2, 2, 1];
    for (p, n) in s.players.iter_mut().zip([2, 2, 1]) {
        p.troops -= n;
    }
    rurik::epic::effects::game_end(&mut s);
    let vp: Vec<u8> = s.players.iter().map(|p| p.vp_tokens).collect();
    assert_eq!(vp, vec![1, 1, 0]);
}

#[test]
fn renowned_rule_the_most_regions_with_epic_structures() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    put(&mut s, 1, "Novgorod", 1);
    put_epic(&mut s, "Border Fort", "Volyn", Some("Kiev"));
    put_epic(&mut s, "Logging Camp", "Novgorod", None);
    assert_eq!(
        rurik::scoring::measure(&s, Seat(0), Measure::EpicRegionsRuled),
        2
    );
    assert_eq!(
        rurik::scoring::measure(&s, Seat(1), Measure::EpicRegionsRuled),
        1
    );
    assert!(rurik::scoring::has_most(
        &s,
        Seat(0),
        Measure::EpicRegionsRuled
    ));
}

#[test]
fn a_tavern_counts_the_epic_structures_in_its_region() {
    let mut s = kiev(2);
    put_epic(&mut s, "Border Fort", "Volyn", Some("Kiev"));
    put_epic(&mut s, "Palace", "Kiev", None);
    let coins = s.players[0].coins;
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_in(0, "Kiev", Structure::Tavern));
    assert_eq!(
        s.players[0].coins,
        coins + 3,
        "the tavern, the Palace and the fort"
    );
}

#[test]
fn a_border_fort_move_spends_no_movement_points_even_into_the_city_gates_region() {
    let mut s = kiev(2);
    put(&mut s, 0, "Volyn", 1);
    put_epic(&mut s, "City Gate", "Kiev", None);
    put_epic(&mut s, "Border Fort", "Volyn", Some("Kiev"));
    turn(&mut s, 0, Points::default());
    play(&mut s, cross_fort(0, "Volyn", "Kiev", false));
    assert_eq!(troops_at(&s, 0, "Kiev"), 2, "ruling");
}

#[test]
fn an_epic_structure_that_may_not_be_built_is_refused_with_the_rule_and_its_heading() {
    let mut s = kiev(2);
    show_epic(&mut s, "Capital Port");
    turn(&mut s, 0, build_points(1));
    let message = refused(&s, build_epic(0, "Capital Port", "Kiev", None));
    assert!(message.contains("meet any build condition") && message.ends_with("Epic Structures"));
    let message = refused(&s, cross_fort(0, "Kiev", "Volyn", false));
    assert!(message.ends_with("Border Fort"));
}
