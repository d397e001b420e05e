//! Solo Mode, "3. Development Phase" (the new priority, rebel progress on
//! the development tracks, income, deed cards) and "Rebel Scoring" with
//! the winner.

mod common;

use common::solo::*;
use common::{put, put_structure};
use ruleshelf_engine::{Game, Seat};
use rurik::data::{Good, Structure};
use rurik::options::{Level, RebelLeader};
use rurik::solo::development::new_priority;
use rurik::solo::scoring::rebel_score;
use rurik::solo::{Priority, REBELS};
use rurik::state::Phase;
use rurik::{Event, Options, Rurik, State};

fn unlocks(state: &State) -> usize {
    events(state)
        .iter()
        .filter(|e| matches!(e, Event::BonusUnlocked { .. }))
        .count()
}

#[test]
fn if_you_occupy_more_regions_than_the_rebels_the_priority_is_the_sword_and_boot() {
    let mut state = empty();
    for name in ["Kiev", "Volyn", "Rostov"] {
        put(&mut state, ME, name, 1);
    }
    put(&mut state, THEM, "Smolensk", 5);
    put(&mut state, THEM, "Polotsk", 1);
    state.players[REBELS.index()].boat[Good::Fish.index()] = 3;
    assert_eq!(new_priority(&state), Priority::AttackMove);
}

#[test]
fn if_not_but_you_have_more_adjacent_regions_with_structures_the_priority_is_the_hammer() {
    // Level 2 starts with the goods priority, so the hammer comes from the condition.
    let mut state = common::empty_map_with(Options::solo(Level::Two, RebelLeader::Sviatopolk));
    put(&mut state, ME, "Kiev", 1);
    put(&mut state, THEM, "Rostov", 1);
    for name in ["Kiev", "Volyn", "Pereyaslavl"] {
        put_structure(&mut state, ME, name, Structure::Market);
    }
    put_structure(&mut state, THEM, "Rostov", Structure::Market);
    put_structure(&mut state, THEM, "Novgorod", Structure::Church);
    assert_eq!(
        new_priority(&state),
        Priority::Build,
        "three adjacent regions against two"
    );
    put_structure(&mut state, THEM, "Smolensk", Structure::Church);
    assert_eq!(
        new_priority(&state),
        Priority::Tax,
        "three against three: not more; the board's start"
    );
}

#[test]
fn if_not_but_you_have_more_goods_in_your_boat_the_priority_is_the_goods() {
    let mut state = empty();
    put(&mut state, ME, "Kiev", 1);
    put(&mut state, THEM, "Rostov", 1);
    state.players[0].boat[Good::Wood.index()] = 2;
    state.players[0].dock[Good::Fur.index()] = 4;
    state.players[REBELS.index()].boat[Good::Fish.index()] = 1;
    assert_eq!(new_priority(&state), Priority::Tax);
    state.players[REBELS.index()].boat[Good::Fish.index()] = 2;
    assert_ne!(
        new_priority(&state),
        Priority::Tax,
        "equal is not more; the dock does not count"
    );
}

#[test]
fn if_none_holds_the_priority_is_the_column_with_the_round_symbol() {
    for (level, start) in [
        (Level::One, Priority::Build),
        (Level::Two, Priority::Tax),
        (Level::Three, Priority::AttackMove),
    ] {
        let mut state = common::empty_map_with(Options::solo(level, RebelLeader::Sviatopolk));
        set_priority(&mut state, Priority::Tax);
        assert_eq!(new_priority(&state), start);
    }
}

#[test]
fn the_conditions_are_checked_one_after_another_the_first_that_holds_decides() {
    let mut state = empty();
    for name in ["Kiev", "Volyn"] {
        put(&mut state, ME, name, 1);
    }
    put(&mut state, THEM, "Rostov", 1);
    state.players[0].boat[Good::Wood.index()] = 3;
    put_structure(&mut state, ME, "Kiev", Structure::Market);
    assert_eq!(new_priority(&state), Priority::AttackMove);
}

/// The claim phase of `round`, after its last turn.
fn claim_phase(state: &mut State, round: u8) {
    state.round = round;
    state.turn = None;
    for p in &mut state.players {
        p.advisors.clear();
    }
    state.phase = Phase::Action {
        pass: 0,
        seat: Seat(0),
    };
    rurik::claim::claim_phase(state);
    rurik::flow::settle(state);
}

#[test]
fn after_rounds_one_to_three_a_bonus_is_unlocked_for_each_track_you_lead() {
    let mut state = empty();
    all_bonuses(&mut state, false);
    for name in ["Kiev", "Volyn", "Pereyaslavl"] {
        put(&mut state, ME, name, 1);
    }
    put_structure(&mut state, ME, "Kiev", Structure::Market);
    put_structure(&mut state, ME, "Volyn", Structure::Market);
    put(&mut state, THEM, "Rostov", 1);
    let coins = their_coins(&state);
    let log = state.log.len();
    claim_phase(&mut state, 1);
    state.log.drain(..log);
    assert_eq!(state.players[0].claims, vec![2, 1, 0]);
    assert_eq!(state.players[REBELS.index()].claims, vec![0, 0, 0]);
    assert_eq!(unlocks(&state), 2, "the rule and build tracks");
    assert_eq!(their_coins(&state), coins + 2);
}

#[test]
fn after_round_four_no_bonus_is_unlocked() {
    let mut state = empty();
    all_bonuses(&mut state, false);
    for name in ["Kiev", "Volyn", "Pereyaslavl"] {
        put(&mut state, ME, name, 1);
    }
    put(&mut state, THEM, "Rostov", 1);
    let log = state.log.len();
    claim_phase(&mut state, 4);
    state.log.drain(..log);
    assert_eq!(state.phase, Phase::Over);
    assert_eq!(unlocks(&state), 0);
}

#[test]
fn the_rebels_claim_markers_move_up_like_a_players_and_they_earn_income_but_take_no_deeds() {
    let mut state = empty();
    put(&mut state, THEM, "Rostov", 1);
    put(&mut state, THEM, "Smolensk", 1);
    put(&mut state, ME, "Kiev", 1);
    state.players[REBELS.index()].boat[Good::Fur.index()] = 1;
    let coins = their_coins(&state);
    claim_phase(&mut state, 2);
    assert_eq!(
        state.players[REBELS.index()].claims[0],
        1,
        "two regions ruled"
    );
    assert_eq!(their_coins(&state), coins + 1, "a full fur column");
    assert_eq!(state.phase, Phase::DeedDraft { seat: Seat(0) });
    let deed = state.deed_display[0];
    common::play(
        &mut state,
        rurik::Action::TakeDeed {
            seat: Seat(0),
            deed,
        },
    );
    assert!(state.players[REBELS.index()].deeds.is_empty());
    assert_eq!(
        state.round, 3,
        "no draft for the rebels: the next round began"
    );
}

#[test]
fn the_new_priority_is_set_in_the_development_phase() {
    let mut state = empty();
    for name in ["Kiev", "Volyn"] {
        put(&mut state, ME, name, 1);
    }
    put(&mut state, THEM, "Rostov", 1);
    claim_phase(&mut state, 1);
    assert_eq!(state.solo.as_ref().unwrap().priority, Priority::AttackMove);
    assert!(events(&state).contains(&Event::RebelPriority {
        priority: Priority::AttackMove
    }));
}

// Rebel scoring

#[test]
fn rebel_scoring_tracks_and_warfare_as_normal_and_a_point_per_three_coins_and_per_three_dock_goods_rounded_up(
) {
    let mut state = empty();
    let rebels = &mut state.players[REBELS.index()];
    rebels.claims = vec![1, 2, 0];
    rebels.warfare = 5;
    rebels.coins = 4;
    rebels.dock[Good::Wood.index()] = 1;
    rebels.dock[Good::Fish.index()] = 1;
    rebels.boat[Good::Honey.index()] = 2;
    rebels.boons = 2;
    rebels.vp_tokens = 1;
    state.players[0].warfare = 3;
    let s = rebel_score(&state);
    assert_eq!(
        (s.claims, s.warfare, s.coins_vp, s.goods_vp, s.vp_tokens),
        (3, 3, 2, 2, 1)
    );
    assert_eq!(
        (s.deeds, s.agenda),
        (0, 0),
        "no deeds and no agenda for the rebels"
    );
    assert_eq!(s.total, 11);
    state.players[REBELS.index()].coins = 1;
    assert_eq!(
        rebel_score(&state).coins_vp,
        1,
        "even one coin rounds up to a point"
    );
    state.players[REBELS.index()].coins = 0;
    assert_eq!(rebel_score(&state).coins_vp, 0);
}

/// The game over, your total `yours` and the rebels' `theirs` (claim VP
/// only), your coins `coins`.
fn finished(yours: u8, theirs: u8, coins: u16) -> State {
    let mut state = empty();
    let level = |vp: u8| {
        rurik::data::data()
            .claim
            .vp
            .iter()
            .position(|v| *v == vp)
            .map(|i| i as u8 + 1)
            .unwrap()
    };
    state.players[0].claims = vec![level(yours), 0, 0];
    state.players[0].agenda = None;
    state.players[0].coins = coins;
    state.players[REBELS.index()].claims = vec![level(theirs), 0, 0];
    state.players[REBELS.index()].coins = 0;
    state.phase = Phase::Over;
    state
}

#[test]
fn the_outcome_of_a_solo_game_has_your_score_and_the_rebels_and_you_win_or_lose() {
    let won = Rurik::outcome(&finished(5, 3, 0)).unwrap();
    assert_eq!(
        (won.winners, won.ranks, won.scores),
        (vec![Seat(0)], vec![1], vec![5, 3])
    );
    let lost = Rurik::outcome(&finished(3, 5, 0)).unwrap();
    assert_eq!(lost.reward(Seat(0)), 0.0);
    assert_eq!(
        (lost.winners, lost.ranks, lost.scores),
        (vec![], vec![2], vec![3, 5])
    );
}

#[test]
fn a_tie_goes_to_whoever_rules_more_regions() {
    let mut state = finished(3, 3, 0);
    put(&mut state, THEM, "Kiev", 1);
    assert!(Rurik::outcome(&state).unwrap().winners.is_empty());
    put(&mut state, ME, "Volyn", 1);
    put(&mut state, ME, "Rostov", 1);
    assert_eq!(Rurik::outcome(&state).unwrap().winners, vec![Seat(0)]);
}

#[test]
fn then_to_the_more_coins_the_rebels_coins_scored_counting_none() {
    let mut state = finished(3, 2, 2);
    state.players[REBELS.index()].coins = 3;
    let scores = Rurik::outcome(&state).unwrap().scores;
    assert_eq!(scores, vec![3, 3], "their 3 coins score a point");
    assert_eq!(
        Rurik::outcome(&state).unwrap().winners,
        vec![Seat(0)],
        "your 2 coins beat their none"
    );
    state.players[0].coins = 0;
    let shared = Rurik::outcome(&state).unwrap();
    assert_eq!(
        (shared.winners, shared.ranks),
        (vec![Seat(0)], vec![1]),
        "otherwise the win is shared"
    );
}

#[test]
fn the_game_over_view_shows_both_final_scores() {
    let state = finished(5, 3, 0);
    let view = Rurik::view(&state, Some(Seat(0)));
    let scores = view.final_scores.unwrap();
    assert_eq!(
        scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![5, 3]
    );
}

#[test]
fn a_solo_game_against_a_level_four_board_plays_to_its_end() {
    let options = Options::solo(Level::Four, RebelLeader::Theofana);
    let mut state = Rurik::new_game(&options, 9).unwrap();
    while Rurik::outcome(&state).is_none() {
        let a = Rurik::legal_actions(&state)[0];
        common::play(&mut state, a);
    }
    assert_eq!(Rurik::outcome(&state).unwrap().scores.len(), 2);
}
