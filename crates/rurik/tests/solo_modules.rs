//! Solo Mode with the Stone & Blade modules: "Module: Epic Structures
//! (Solo)", "Module: Warfare (Solo)", "Module: Rebel Factions (Solo)".

mod common;

use common::solo::*;
use common::{put, put_epic, region, troops_at};
use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Banner, Good, Structure};
use rurik::options::{Level, RebelLeader};
use rurik::solo::{Priority, REBELS};
use rurik::state::{Pending, Points};
use rurik::warfare::Captive;
use rurik::{Action, Epic, Event, Options, Recipe, Rurik, State};

fn with(f: impl FnOnce(&mut Options)) -> State {
    let mut options = Options::solo(Level::One, RebelLeader::Sviatopolk);
    f(&mut options);
    board_with(options)
}

fn epic() -> State {
    with(|o| o.epic_structures = true)
}

fn warfare() -> State {
    with(|o| o.warfare = true)
}

fn unlocked(state: &State) -> usize {
    events(state)
        .iter()
        .filter(|e| matches!(e, Event::BonusUnlocked { .. }))
        .count()
}

// Epic Structures (solo)

#[test]
fn setup_three_epic_structure_cards_lie_beside_the_board() {
    let state = common::started_with(Options {
        epic_structures: true,
        ..Options::solo(Level::Two, RebelLeader::Gleb)
    });
    assert_eq!(state.epic.unwrap().display.len(), 3);
}

#[test]
fn with_three_build_points_the_rebels_build_nothing_and_take_a_vp_token_and_the_top_unbuilt_cards_reward(
) {
    let mut state = epic();
    let e = state.epic.as_mut().unwrap();
    e.display.clear();
    for name in ["Catacombs", "Siege Tower", "Capital Port"] {
        common::show_epic(&mut state, name);
    }
    put_epic(&mut state, "Catacombs", "Rostov", None);
    put(&mut state, THEM, "Kiev", 2);
    put(&mut state, ME, "Kiev", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(3));
    let tower = common::epic_card("Siege Tower");
    assert!(events(&state).contains(&Event::EpicForgone { card: tower }));
    assert!(!events(&state)
        .iter()
        .any(|e| matches!(e, Event::Built { .. })));
    assert_eq!(state.players[REBELS.index()].vp_tokens, 1);
    let shown: Vec<Epic> = state
        .epic
        .as_ref()
        .unwrap()
        .display
        .iter()
        .map(|c| c.card)
        .collect();
    assert!(
        !shown.contains(&tower),
        "the card and its miniatures go to the box"
    );
    assert!(
        matches!(state.pending.last(), Some(Pending::RebelAttack { .. })),
        "the Siege Tower's attack point attacks you"
    );
}

#[test]
fn with_fewer_than_three_build_points_the_rebels_build_structures_not_epic_ones() {
    let mut state = epic();
    put(&mut state, THEM, "Kiev", 2);
    rebels_spend(&mut state, Banner::Build, common::build_points(2));
    assert!(!events(&state)
        .iter()
        .any(|e| matches!(e, Event::EpicForgone { .. } | Event::EpicBuilt { .. })));
    assert_eq!(
        events(&state)
            .iter()
            .filter(|e| matches!(e, Event::Built { .. }))
            .count(),
        2
    );
}

#[test]
fn an_optional_epic_effect_the_rebels_perform_unlocks_a_bonus_instead_capital_port() {
    let mut state = epic();
    put_epic(&mut state, "Capital Port", "Volyn", None);
    put(&mut state, THEM, "Volyn", 1);
    rebels_spend(&mut state, Banner::Tax, common::tax_points(1));
    assert_eq!(unlocked(&state), 1);
    assert!(!state
        .pending
        .iter()
        .any(|p| matches!(p, Pending::Trade { .. })));
}

#[test]
fn an_optional_epic_effect_the_rebels_perform_unlocks_a_bonus_instead_library_and_veche_once_a_round(
) {
    let mut state = epic();
    put_epic(&mut state, "Library", "Volyn", None);
    put_epic(&mut state, "Veche", "Pereyaslavl", None);
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 3);
    rebel_leader_at(&mut state, "Kiev");
    rebels_spend(&mut state, Banner::Move, common::movement_points(2));
    assert_eq!(
        state.players[REBELS.index()].leader_at,
        Some(region("Volyn"))
    );
    assert_eq!(
        unlocked(&state),
        2,
        "the leader into the Library's region, a rebel into the Veche's"
    );
    let e = state.epic.as_ref().unwrap();
    assert!(e.library_used[1] && e.veche_used[1]);
}

#[test]
fn palace_at_round_end_the_rebel_leader_in_its_region_unlocks_a_bonus_instead_of_a_deed() {
    let mut state = epic();
    put_epic(&mut state, "Palace", "Kiev", None);
    rebel_leader_at(&mut state, "Kiev");
    rurik::epic::effects::round_end(&mut state);
    assert_eq!(unlocked(&state), 1);
    assert!(state.players[REBELS.index()].deeds.is_empty());
}

#[test]
fn the_rebels_use_the_game_end_effects_of_epic_structures_you_built() {
    let mut state = epic();
    put_epic(&mut state, "Cathedral", "Kiev", None);
    put(&mut state, THEM, "Kiev", 2);
    rurik::epic::effects::game_end(&mut state);
    assert_eq!(state.players[REBELS.index()].vp_tokens, 1);
}

// Warfare (solo)

#[test]
fn setup_the_rebels_have_a_dungeon_and_you_the_solo_conversion_token() {
    let state = warfare();
    assert_eq!(state.warfare.as_ref().unwrap().dungeons.len(), 2);
}

#[test]
fn single_icon_the_rebels_never_try_to_capture() {
    let mut state = warfare();
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    common::play(&mut state, choose_deck(0));
    rebels_act(&mut state);
    assert!(state.warfare.as_ref().unwrap().dungeons[1].is_empty());
    assert_eq!(troops_at(&state, ME, "Kiev"), 0);
}

#[test]
fn icon_pair_the_rebels_try_to_capture_and_you_choose_the_deck_they_reveal_from() {
    let mut state = warfare();
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Kiev", 1);
    put(&mut state, ME, "Kiev", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    common::play(&mut state, choose_deck(0));
    assert!(matches!(
        state.pending.last(),
        Some(Pending::RebelCapture { seat: Seat(0) })
    ));
    common::play(&mut state, choose_deck(1));
    assert_eq!(
        state.warfare.as_ref().unwrap().dungeons[1],
        vec![Captive::Troop { seat: Seat(0) }]
    );
}

#[test]
fn if_no_scheme_card_was_revealed_in_their_attack_one_is_revealed_for_the_rebels_so_they_may_capture(
) {
    let mut state = warfare();
    set_priority(&mut state, Priority::Tax);
    put(&mut state, THEM, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    assert!(matches!(
        state.pending.last(),
        Some(Pending::RebelCapture { .. })
    ));
    common::play(&mut state, choose_deck(0));
    assert!(
        matches!(state.pending.last(), Some(Pending::RebelCapture { .. })),
        "the check first, then the attempt"
    );
    common::play(&mut state, choose_deck(1));
    assert_eq!(
        events(&state)
            .iter()
            .filter(|e| matches!(e, Event::Revealed { seat, .. } if *seat == REBELS))
            .count(),
        2
    );
    assert!(matches!(
        state.warfare.as_ref().unwrap().dungeons[1][..],
        [Captive::Rebel { .. }]
    ));
}

#[test]
fn the_solo_conversion_token_one_good_of_any_kind_and_two_coins_for_one_attack_point() {
    let mut state = warfare();
    put(&mut state, ME, "Kiev", 1);
    state.players[0].coins = 2;
    state.players[0].dock[Good::Fish.index()] = 1;
    common::turn(&mut state, ME, Points::default());
    let recipe = Recipe::at(
        data()
            .conversions
            .recipes
            .iter()
            .position(|r| r.name == "solo warfare")
            .unwrap(),
    );
    common::play(
        &mut state,
        Action::Convert {
            seat: Seat(0),
            recipe,
        },
    );
    common::answer_all(&mut state);
    assert_eq!(state.players[0].coins, 0);
    assert_eq!(state.players[0].dock[Good::Fish.index()], 0);
    assert_eq!(state.turn.as_ref().unwrap().points.attack, 1);
}

#[test]
fn the_rebels_release_their_captives_for_victory_point_tokens() {
    let mut state = warfare();
    state.players[0].troops -= 2;
    state.warfare.as_mut().unwrap().dungeons[1] = vec![Captive::Troop { seat: Seat(0) }; 2];
    let troops = state.players[0].troops;
    rurik::warfare::release::release_from(&mut state, Seat(0));
    assert_eq!(state.players[REBELS.index()].vp_tokens, 2);
    assert_eq!(state.players[0].troops, troops + 2);
}

// Rebel Factions (solo)

#[test]
fn setup_the_rebel_camp_is_never_placed_in_kiev() {
    for seed in 0..40 {
        let options = Options {
            rebel_factions: true,
            ..Options::solo(Level::One, RebelLeader::Gleb)
        };
        let mut state = Rurik::new_game(&options, seed).unwrap();
        while !matches!(state.phase, rurik::state::Phase::Strategy { .. }) {
            let a = Rurik::legal_actions(&state)[0];
            let _ = Rurik::apply(&mut state, &a).unwrap();
        }
        let camp = state.faction.as_ref().unwrap().camp.unwrap();
        assert_ne!(camp, region("Kiev"), "seed {seed}");
    }
}

fn faction(name: &str) -> State {
    let mut state = with(|o| o.rebel_factions = true);
    common::set_faction(&mut state, name, "Rostov");
    state
}

#[test]
fn neutral_troops_replace_the_rebels_on_the_uprising_card_a_neutral_troop_placed_in_the_camps_region(
) {
    let mut state = faction("Pagan Unrest");
    let supply = state.rebel_supply.len();
    rurik::rebels::claim_start(&mut state);
    assert_eq!(neutrals_at(&state, "Rostov"), 1);
    assert_eq!(
        state.rebel_supply.len(),
        supply - 1,
        "from the neutral troops"
    );
    assert_eq!(troops_at(&state, THEM, "Rostov"), 0, "not a rebel");
}

#[test]
fn armed_uprising_your_attacks_on_neutral_troops_check_for_casualties_the_rebels_attacks_do_not() {
    let mut state = faction("Armed Uprising");
    put(&mut state, ME, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    common::turn(&mut state, ME, common::attack_points(1));
    common::play(&mut state, common::attack_rebel(ME, "Volyn"));
    assert_eq!(
        events(&state)
            .iter()
            .filter(|e| matches!(e, Event::Revealed { .. }))
            .count(),
        1
    );
    let mut state = faction("Armed Uprising");
    put(&mut state, THEM, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(1));
    assert_eq!(
        events(&state)
            .iter()
            .filter(|e| matches!(e, Event::Revealed { .. }))
            .count(),
        0
    );
}

#[test]
fn peasant_mutiny_costs_the_rebels_no_extra_tax_point_where_neutral_troops_are() {
    let mut state = faction("Peasant Mutiny");
    put(&mut state, THEM, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    rebels_spend(&mut state, Banner::Tax, common::tax_points(1));
    assert!(events(&state)
        .iter()
        .any(|e| matches!(e, Event::Taxed { seat, .. } if *seat == REBELS)));
    let mut state = faction("Peasant Mutiny");
    put(&mut state, ME, "Volyn", 2);
    neutral(&mut state, "Volyn", 1);
    common::turn(&mut state, ME, common::tax_points(1));
    assert!(
        !common::legal(&state, &common::tax_in(ME, "Volyn")),
        "you pay the extra point"
    );
}

#[test]
fn pagan_unrest_a_rebel_church_does_not_remove_a_neutral_troop() {
    let mut state = faction("Pagan Unrest");
    set_priority(&mut state, Priority::Build);
    put(&mut state, THEM, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert!(events(&state).iter().any(|e| matches!(
        e,
        Event::Built {
            kind: Structure::Church,
            ..
        }
    )));
    assert_eq!(neutrals_at(&state, "Volyn"), 1);
    assert_eq!(troops_at(&state, THEM, "Volyn"), 1);
}
