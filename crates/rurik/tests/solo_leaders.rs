//! Solo Mode, "Rebel Leaders" and "Differences in Play": each rebel
//! leader's ability and round end; attacking the rebels and the neutral
//! troops.

mod common;

use common::solo::*;
use common::{attack_points, put, region, troops_at};
use ruleshelf_engine::Seat;
use rurik::data::{Banner, Structure};
use rurik::options::RebelLeader;
use rurik::solo::development::round_end;
use rurik::solo::REBELS;
use rurik::state::Pending;
use rurik::{Event, State};

fn revealed(state: &State) -> usize {
    events(state)
        .iter()
        .filter(|e| matches!(e, Event::Revealed { .. }))
        .count()
}

fn board(leader: RebelLeader) -> State {
    board_with(rurik::Options::solo(rurik::options::Level::One, leader))
}

#[test]
fn sviatopolk_when_the_rebels_attack_you_in_his_region_they_reveal_one_fewer_scheme_card() {
    let mut state = board(RebelLeader::Sviatopolk);
    put(&mut state, THEM, "Kiev", 1);
    rebel_leader_at(&mut state, "Kiev");
    put(&mut state, ME, "Kiev", 2);
    rebels_spend(&mut state, Banner::Attack, attack_points(1));
    assert!(
        !state
            .pending
            .iter()
            .any(|p| matches!(p, Pending::RebelAttack { .. })),
        "nothing to reveal: no deck to choose"
    );
    assert_eq!(revealed(&state), 0);
    let mut state = board(RebelLeader::Sviatopolk);
    put(&mut state, THEM, "Kiev", 1);
    rebel_leader_at(&mut state, "Volyn");
    put(&mut state, ME, "Kiev", 2);
    rebels_spend(&mut state, Banner::Attack, attack_points(1));
    assert!(
        matches!(state.pending.last(), Some(Pending::RebelAttack { .. })),
        "elsewhere one card"
    );
}

#[test]
fn sviatopolk_at_the_end_of_each_round_one_rebel_is_mustered_into_his_region() {
    let mut state = board(RebelLeader::Sviatopolk);
    rebel_leader_at(&mut state, "Rostov");
    round_end(&mut state);
    assert_eq!(troops_at(&state, THEM, "Rostov"), 1);
}

#[test]
fn gleb_when_you_attack_the_rebels_in_his_region_you_check_for_casualties_twice() {
    let mut state = board(RebelLeader::Gleb);
    put(&mut state, THEM, "Kiev", 2);
    rebel_leader_at(&mut state, "Kiev");
    put(&mut state, ME, "Kiev", 3);
    common::turn(&mut state, ME, attack_points(1));
    common::play(&mut state, common::attack_seat(ME, "Kiev", THEM, 0));
    assert_eq!(revealed(&state), 2, "one check, then another");
    let mut state = board(RebelLeader::Gleb);
    put(&mut state, THEM, "Kiev", 2);
    rebel_leader_at(&mut state, "Volyn");
    put(&mut state, ME, "Kiev", 3);
    common::turn(&mut state, ME, attack_points(1));
    common::play(&mut state, common::attack_seat(ME, "Kiev", THEM, 0));
    assert_eq!(revealed(&state), 1);
}

#[test]
fn gleb_and_maria_at_the_end_of_each_round_move_to_the_region_of_a_revealed_inheritance_card() {
    for leader in [RebelLeader::Gleb, RebelLeader::Maria] {
        let mut state = board(leader);
        rebel_leader_at(&mut state, "Kiev");
        let deck = &state.solo.as_ref().unwrap().inheritance;
        let card = *deck
            .last()
            .expect("the inheritance cards are the leader's deck");
        let to = region(&rurik::data::data().inheritance[card.index()].region);
        round_end(&mut state);
        assert!(events(&state).contains(&Event::RebelCardRevealed { card }));
        assert_eq!(
            state.players[REBELS.index()].leader_at,
            Some(to),
            "{leader:?}"
        );
    }
}

#[test]
fn the_leaders_round_end_happens_after_round_four_too() {
    let mut state = board(RebelLeader::Sviatopolk);
    rebel_leader_at(&mut state, "Rostov");
    state.round = 4;
    state.turn = None;
    for p in &mut state.players {
        p.advisors.clear();
    }
    state.phase = rurik::state::Phase::Action {
        pass: 0,
        seat: Seat(0),
    };
    rurik::claim::claim_phase(&mut state);
    rurik::flow::settle(&mut state);
    assert_eq!(state.phase, rurik::state::Phase::Over);
    assert_eq!(troops_at(&state, THEM, "Rostov"), 1);
}

#[test]
fn maria_when_the_rebels_build_in_her_region_they_gain_one_attack_point() {
    let mut state = board(RebelLeader::Maria);
    set_priority(&mut state, rurik::solo::Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 1);
    rebel_leader_at(&mut state, "Kiev");
    put(&mut state, ME, "Kiev", 1);
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert!(events(&state)
        .iter()
        .any(|e| matches!(e, Event::Built { seat, .. } if *seat == REBELS)));
    assert!(
        matches!(state.pending.last(), Some(Pending::RebelAttack { .. })),
        "the attack point attacks you"
    );
}

#[test]
fn theofana_when_the_rebels_tax_or_build_in_her_region_they_muster_one_rebel_there() {
    let mut state = board(RebelLeader::Theofana);
    rebel_leader_at(&mut state, "Kiev");
    rebels_spend(&mut state, Banner::Tax, common::tax_points(1));
    assert_eq!(troops_at(&state, THEM, "Kiev"), 1);
    let mut state = board(RebelLeader::Theofana);
    rebel_leader_at(&mut state, "Kiev");
    rebels_spend(&mut state, Banner::Build, common::build_points(1));
    assert_eq!(troops_at(&state, THEM, "Kiev"), 1);
    assert!(events(&state).iter().any(|e| matches!(
        e,
        Event::Built {
            kind: Structure::Stronghold,
            ..
        }
    )));
}

#[test]
fn when_you_attack_rebels_they_count_as_opponents_no_reward_your_warfare_marker_up_and_a_casualty_check(
) {
    let mut state = board(RebelLeader::Sviatopolk);
    put(&mut state, THEM, "Kiev", 2);
    put(&mut state, ME, "Kiev", 2);
    let theirs = state.players[REBELS.index()].troops;
    let coins = state.players[0].coins;
    common::turn(&mut state, ME, attack_points(1));
    common::play(&mut state, common::attack_seat(ME, "Kiev", THEM, 1));
    assert_eq!(state.players[0].warfare, 1);
    assert_eq!(revealed(&state), 1);
    assert_eq!(troops_at(&state, THEM, "Kiev"), 1);
    assert_eq!(
        state.players[REBELS.index()].troops,
        theirs + 1,
        "back to the rebels' supply"
    );
    assert!(
        state.players[0].defeated.is_empty() && state.players[0].coins == coins,
        "no rebel reward"
    );
}

#[test]
fn when_you_attack_neutral_troops_the_miniature_goes_beside_your_board_no_warfare_no_casualty_check(
) {
    let mut state = board(RebelLeader::Sviatopolk);
    put(&mut state, ME, "Volyn", 1);
    neutral(&mut state, "Volyn", 1);
    let coins = state.players[0].coins;
    common::turn(&mut state, ME, attack_points(1));
    let attack = common::attack_rebel(ME, "Volyn");
    assert!(common::legal(&state, &attack));
    common::play(&mut state, attack);
    assert_eq!(neutrals_at(&state, "Volyn"), 0);
    assert_eq!(state.players[0].defeated.len(), 1);
    assert_eq!((state.players[0].warfare, revealed(&state)), (0, 0));
    assert_eq!(
        state.players[0].coins, coins,
        "neutral troops carry no reward"
    );
    assert!(state.pending.is_empty());
}

#[test]
fn your_church_converts_a_rebel_as_an_opponents_troop() {
    let mut state = board(RebelLeader::Sviatopolk);
    put(&mut state, ME, "Volyn", 2);
    put(&mut state, THEM, "Volyn", 1);
    common::turn(&mut state, ME, common::build_points(1));
    common::play(&mut state, common::build_in(ME, "Volyn", Structure::Church));
    common::play(&mut state, common::convert_troop(ME, THEM));
    assert_eq!(
        (
            troops_at(&state, ME, "Volyn"),
            troops_at(&state, THEM, "Volyn")
        ),
        (3, 0)
    );
}
