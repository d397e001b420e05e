//! Solo Mode: the options, "Rebel Setup", "Rebel Board Setup" and the
//! differences in play that setup shows.

mod common;

use common::region;
use common::solo::*;
use ruleshelf_engine::{ErrorCode, Game, OptionKind, Seat};
use rurik::data::{data, Good};
use rurik::options::{Level, RebelLeader};
use rurik::solo::{Priority, REBELS};
use rurik::state::Phase;
use rurik::{Action, Inheritance, Options, RebelRewards, Region, Rurik};

fn fresh(level: Level, leader: RebelLeader) -> rurik::State {
    Rurik::new_game(&Options::solo(level, leader), 5).unwrap()
}

#[test]
fn the_level_and_the_rebel_leader_are_options_of_one_seat_only() {
    for seats in 2..=4 {
        for options in [
            Options {
                level: Some(Level::Two),
                ..Options::new(seats)
            },
            Options {
                rebel_leader: Some(RebelLeader::Gleb),
                ..Options::new(seats)
            },
        ] {
            let err = Rurik::new_game(&options, 1).unwrap_err();
            assert_eq!(err.code, ErrorCode::InvalidOptions);
            assert!(
                err.message.contains("solo game (1 seat)"),
                "{}",
                err.message
            );
        }
    }
    let err = Rurik::new_game(
        &Options {
            rebel_rewards: RebelRewards::Open,
            ..Options::solo(Level::One, RebelLeader::Gleb)
        },
        1,
    )
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidOptions);
    assert!(
        err.message.contains("not an option of a solo game"),
        "{}",
        err.message
    );
}

#[test]
fn one_seat_plays_solo_at_level_one_against_sviatopolk_unless_told_otherwise() {
    let o: Options = serde_json::from_str(r#"{ "seats": 1 }"#).unwrap();
    assert!(o.is_solo());
    assert_eq!(
        (o.level(), o.rebel_leader()),
        (Level::One, RebelLeader::Sviatopolk)
    );
    let o: Options =
        serde_json::from_str(r#"{ "seats": 1, "level": "3", "rebelLeader": "theofana" }"#).unwrap();
    assert_eq!(o, Options::solo(Level::Three, RebelLeader::Theofana));
    assert!(Rurik::new_game(&o, 1).is_ok());
}

#[test]
fn the_new_game_form_describes_the_level_and_the_rebel_leader() {
    let info = Rurik::info();
    assert_eq!((info.seats.min, info.seats.max), (1, 4));
    for (key, values) in [
        ("level", vec!["1", "2", "3", "4"]),
        (
            "rebelLeader",
            vec!["sviatopolk", "gleb", "maria", "theofana"],
        ),
    ] {
        let option = info.options.iter().find(|o| o.key == key).unwrap();
        assert!(option.help.starts_with("1 seat only"), "{key}");
        let OptionKind::Choice { choices, default } = &option.kind else {
            panic!("{key} is a choice");
        };
        assert_eq!(choices.iter().map(|c| c.value).collect::<Vec<_>>(), values);
        assert_eq!(*default, values[0]);
    }
}

#[test]
fn set_up_as_for_two_players_the_eight_regions_and_the_one_to_two_player_board() {
    let state = fresh(Level::One, RebelLeader::Sviatopolk);
    assert_eq!(state.in_play().count(), 8);
    assert_eq!(
        state.board.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![3; 6]
    );
    assert_eq!(state.players.len(), 2, "you and the rebels");
    assert!(state.regions.iter().all(|r| r.troops.len() == 2));
}

#[test]
fn the_rebel_leader_and_two_rebels_in_kiev_two_rebels_in_each_of_the_first_two_regions_of_the_top_cards_order_kiev_skipped(
) {
    for seed in 0..12 {
        let state = Rurik::new_game(&Options::solo(Level::Two, RebelLeader::Maria), seed).unwrap();
        let kiev = region("Kiev");
        let rebels = &state.players[REBELS.index()];
        assert_eq!(rebels.leader_at, Some(kiev));
        assert_eq!(state.regions[kiev.index()].troops[1], 2);
        let order = rurik::solo::region_order(&state);
        let firsts: Vec<Region> = order
            .iter()
            .copied()
            .filter(|r| *r != kiev)
            .take(2)
            .collect();
        for r in state.in_play() {
            let expected = if r == kiev || firsts.contains(&r) {
                2
            } else {
                0
            };
            assert_eq!(state.regions[r.index()].troops[1], expected, "seed {seed}");
        }
        assert_eq!(rebels.troops, 16 - 6, "16 rebel miniatures");
    }
}

#[test]
fn a_neutral_troop_in_each_of_the_five_remaining_regions() {
    let state = fresh(Level::One, RebelLeader::Gleb);
    let with_neutral: Vec<Region> = state
        .in_play()
        .filter(|r| !state.regions[(*r).index()].rebels.is_empty())
        .collect();
    assert_eq!(with_neutral.len(), 5);
    for r in with_neutral {
        assert_eq!(state.regions[r.index()].rebels.len(), 1);
        assert_eq!(state.regions[r.index()].troops[1], 0, "not a rebel region");
    }
    assert_eq!(
        state.rebel_supply.len(),
        12 - 5,
        "twelve neutral troops (assumed)"
    );
}

#[test]
fn you_may_not_place_your_troops_in_the_three_regions_occupied_by_the_rebels() {
    let mut state = fresh(Level::One, RebelLeader::Sviatopolk);
    while !matches!(state.phase, Phase::PlaceTroop { .. }) {
        let a = Rurik::legal_actions(&state)[0];
        let _ = Rurik::apply(&mut state, &a).unwrap();
    }
    let theirs: Vec<Region> = state
        .in_play()
        .filter(|r| state.regions[(*r).index()].troops[1] > 0)
        .collect();
    assert_eq!(theirs.len(), 3);
    let places: Vec<Region> = Rurik::legal_actions(&state)
        .into_iter()
        .map(|a| match a {
            Action::PlaceTroop { region, .. } => region,
            _ => panic!("{a:?}"),
        })
        .collect();
    assert_eq!(places.len(), 5);
    assert!(places.iter().all(|r| !theirs.contains(r)));
}

#[test]
fn an_inheritance_card_may_put_your_troop_in_a_rebel_region_it_names_but_not_elsewhere_among_theirs(
) {
    let mut state = fresh(Level::One, RebelLeader::Sviatopolk);
    while !matches!(state.phase, Phase::Inherit { .. }) {
        let a = Rurik::legal_actions(&state)[0];
        let _ = Rurik::apply(&mut state, &a).unwrap();
    }
    let kiev_card = Inheritance::at(
        data()
            .inheritance
            .iter()
            .position(|c| c.region == "Kiev")
            .unwrap(),
    );
    let rostov_card = Inheritance::at(
        data()
            .inheritance
            .iter()
            .position(|c| c.region == "Rostov")
            .unwrap(),
    );
    state.players[0].inheritance = vec![kiev_card, rostov_card];
    state
        .inheritance_box
        .retain(|c| *c != kiev_card && *c != rostov_card);
    state
        .inheritance_revealed
        .retain(|c| *c != kiev_card && *c != rostov_card);
    state.players[0].coins = 5;
    let legal = Rurik::legal_actions(&state);
    let kiev = region("Kiev");
    assert!(legal.contains(&Action::Inherit {
        seat: Seat(0),
        card: kiev_card,
        region: kiev
    }));
    let theirs: Vec<Region> = state
        .in_play()
        .filter(|r| state.regions[(*r).index()].troops[1] > 0)
        .collect();
    for r in theirs.into_iter().filter(|r| *r != region("Rostov")) {
        assert!(!legal.contains(&Action::Inherit {
            seat: Seat(0),
            card: rostov_card,
            region: r
        }));
    }
}

#[test]
fn the_solo_game_leaves_out_three_deeds_three_agendas_and_the_warfare_conversion_token() {
    let options = Options {
        warfare: true,
        ..Options::solo(Level::One, RebelLeader::Sviatopolk)
    };
    let state = Rurik::new_game(&options, 3).unwrap();
    let d = data();
    let mut deeds: Vec<&str> = state
        .deed_deck
        .iter()
        .chain(&state.deed_display)
        .map(|i| d.deeds[i.index()].name.as_str())
        .collect();
    deeds.sort_unstable();
    for name in ["Grand Hunter", "Law Giver", "Enforce Peace"] {
        assert!(!deeds.contains(&name), "{name}");
    }
    let agendas: Vec<&str> = state
        .agenda_box
        .iter()
        .chain(state.players[0].agenda.iter())
        .map(|i| d.agendas[i.index()].name.as_str())
        .collect();
    for name in ["Courageous", "Wealthy", "Conquering"] {
        assert!(!agendas.contains(&name), "{name}");
    }
    let tokens: Vec<&str> = rurik::conversion::tokens(&state)
        .map(|(_, r)| r.name.as_str())
        .collect();
    assert!(
        tokens.contains(&"solo warfare") && !tokens.contains(&"warfare"),
        "{tokens:?}"
    );
    let multi = Rurik::new_game(
        &rurik::Options {
            warfare: true,
            ..Options::new(2)
        },
        3,
    )
    .unwrap();
    let tokens: Vec<&str> = rurik::conversion::tokens(&multi)
        .map(|(_, r)| r.name.as_str())
        .collect();
    assert!(!tokens.contains(&"solo warfare") && tokens.contains(&"warfare"));
}

#[test]
fn three_coins_on_the_rebels_dock_and_a_coin_on_every_round_space() {
    for (level, spaces, open) in [
        (Level::One, 7, 1),
        (Level::Two, 9, 2),
        (Level::Three, 10, 2),
        (Level::Four, 12, 3),
    ] {
        let state = fresh(level, RebelLeader::Sviatopolk);
        assert_eq!(state.players[REBELS.index()].coins, 3);
        let locked = &state.solo.as_ref().unwrap().locked;
        assert_eq!(locked.iter().flatten().count(), spaces);
        assert_eq!(
            locked.iter().flatten().filter(|l| !**l).count(),
            open,
            "uncovered bonuses are available from the start"
        );
    }
}

#[test]
fn three_special_trade_tokens_beside_the_rebels_wood_fish_and_honey_columns() {
    let state = fresh(Level::One, RebelLeader::Sviatopolk);
    let below = &state.players[REBELS.index()].boons_below;
    for good in Good::ALL {
        assert_eq!(
            below[good.index()],
            matches!(good, Good::Wood | Good::Fish | Good::Honey)
        );
    }
}

#[test]
fn the_rebels_take_the_leader_miniature_no_player_may_choose_and_no_inheritance_cards() {
    for leader in [
        RebelLeader::Sviatopolk,
        RebelLeader::Gleb,
        RebelLeader::Maria,
        RebelLeader::Theofana,
    ] {
        let state = fresh(Level::One, leader);
        let rebels = &state.players[REBELS.index()];
        let id = rebels.leader.unwrap();
        assert_eq!(
            data().leaders[id].name,
            data().solo.leader(leader).unwrap().name
        );
        assert!(!state.leaders_left.contains(&id));
        assert!(rebels.inheritance.is_empty() && rebels.agenda.is_none());
        assert!(
            !Rurik::legal_actions(&state).contains(&Action::ChooseLeader {
                seat: Seat(0),
                leader: id
            })
        );
    }
}

#[test]
fn you_are_always_the_first_player() {
    for seed in 0..8 {
        let state =
            Rurik::new_game(&Options::solo(Level::One, RebelLeader::Sviatopolk), seed).unwrap();
        assert_eq!(state.first_seat, Seat(0));
        assert_eq!(Rurik::to_act(&state), vec![Seat(0)]);
    }
}

#[test]
fn the_first_player_token_marks_the_starting_priority_of_the_rebel_board() {
    for (level, start) in [
        (Level::One, Priority::Build),
        (Level::Two, Priority::Tax),
        (Level::Three, Priority::AttackMove),
        (Level::Four, Priority::Build),
    ] {
        assert_eq!(
            fresh(level, RebelLeader::Sviatopolk).solo.unwrap().priority,
            start
        );
    }
}

#[test]
fn the_rebel_deck_is_shuffled_and_face_up_only_its_top_card_known() {
    let a = fresh(Level::One, RebelLeader::Sviatopolk);
    let b = Rurik::new_game(&Options::solo(Level::One, RebelLeader::Sviatopolk), 6).unwrap();
    let (sa, sb) = (a.solo.unwrap(), b.solo.unwrap());
    assert_eq!(sa.deck.len(), 18);
    assert_ne!(sa.deck, sb.deck);
    assert_eq!(sa.known, 1);
    let view = Rurik::view(&solo(), Some(Seat(0)));
    assert_eq!(view.solo.unwrap().known.len(), 1);
}
