//! Solo Mode, "2. Action Phase": how the rebels get action points — the
//! card moved, the advisor taken, the forfeit, the bonuses — and the
//! Schemes action.

mod common;

use common::solo::*;
use common::{put, region};
use ruleshelf_engine::Seat;
use rurik::data::Banner;
use rurik::options::{Level, RebelLeader};
use rurik::solo::{Priority, REBELS};
use rurik::state::{Advisor, Phase, Turn};
use rurik::{Event, Options, State};

/// The rebels' turn at the start: their advisors `advisors` (banner, row,
/// number) on the board, this round's `pass`-th number resolving.
fn their_turn(state: &mut State, pass: u8, advisors: &[(Banner, usize, u8)]) {
    for p in &mut state.players {
        p.advisors.clear();
    }
    for (banner, row, number) in advisors {
        state.board[usize::from(column(*banner))][*row] = Some(Advisor {
            seat: REBELS,
            number: *number,
            bribe: 0,
        });
    }
    state.pending.clear();
    state.phase = Phase::Action { pass, seat: REBELS };
    state.turn = Some(Turn::default());
}

#[test]
fn on_each_rebel_turn_the_bottom_card_of_the_rebel_deck_moves_to_the_top() {
    let mut state = solo();
    bottom(&mut state, 7);
    their_turn(&mut state, 0, &[(Banner::Scheme, 0, 1)]);
    let known = state.solo.as_ref().unwrap().known;
    rebels_act(&mut state);
    let solo = state.solo.as_ref().unwrap();
    assert_eq!(*solo.deck.last().unwrap(), card_index(7));
    assert_eq!(
        solo.known,
        known + 1,
        "the card seen on top is known from then on"
    );
    assert!(events(&state).contains(&Event::RebelCard {
        card: card_index(7)
    }));
}

#[test]
fn the_rebels_take_their_lowest_advisor_and_of_two_equal_ones_the_one_further_left() {
    let mut state = solo();
    state.round = 3;
    all_bonuses(&mut state, false);
    their_turn(
        &mut state,
        1,
        &[
            (Banner::Tax, 0, 2),
            (Banner::Muster, 0, 2),
            (Banner::Build, 0, 4),
        ],
    );
    rebels_act(&mut state);
    let taken: Vec<u8> = events(&state)
        .iter()
        .filter_map(|e| match e {
            Event::AdvisorTaken { seat, column, .. } if *seat == REBELS => Some(*column),
            _ => None,
        })
        .collect();
    assert_eq!(taken, vec![column(Banner::Muster)]);
    assert!(
        state.board[usize::from(column(Banner::Tax))][0].is_some(),
        "the other #2 waits for the next turn"
    );
}

#[test]
fn without_the_coins_for_the_space_the_rebels_forfeit_its_points_for_one_coin_and_the_bonuses_still_apply(
) {
    // Level 1: "Muster: +1 muster" is open from the start; the muster
    // banner's third space costs one coin.
    let mut state = solo();
    state.players[REBELS.index()].coins = 0;
    let before = state.players[REBELS.index()].troops;
    their_turn(&mut state, 0, &[(Banner::Muster, 2, 1)]);
    rebels_act(&mut state);
    let e = events(&state);
    assert!(e.contains(&Event::AdvisorTaken {
        seat: REBELS,
        number: 1,
        column: column(Banner::Muster),
        row: 2,
        coin: true
    }));
    assert_eq!(their_coins(&state), 1);
    assert_eq!(
        state.players[REBELS.index()].troops,
        before - 1,
        "the bonus muster point is still used"
    );
}

#[test]
fn with_no_rebel_miniatures_left_the_rebels_cannot_muster_and_take_one_coin() {
    let mut state = solo();
    all_bonuses(&mut state, false);
    state.players[REBELS.index()].troops = 0;
    let kiev = region("Kiev").index();
    state.regions[kiev].troops[1] += 10;
    their_turn(&mut state, 0, &[(Banner::Muster, 0, 1)]);
    let coins = their_coins(&state);
    rebels_act(&mut state);
    assert_eq!(their_coins(&state), coins + 1);
    assert!(events(&state)
        .iter()
        .any(|e| matches!(e, Event::AdvisorTaken { coin: true, .. })));
}

#[test]
fn every_available_bonus_matching_the_banner_is_added_and_covered_ones_are_not() {
    let mut state = common::started_with(Options::solo(Level::Four, RebelLeader::Sviatopolk));
    their_turn(&mut state, 0, &[(Banner::Attack, 0, 1)]);
    let mut open = state.clone();
    all_bonuses(&mut open, true);
    rebels_act(&mut open);
    let applied = |s: &State| {
        events(s)
            .iter()
            .filter(|e| matches!(e, Event::RebelBonus { .. }))
            .count()
    };
    assert_eq!(
        applied(&open),
        4,
        "four attack bonuses on the level 4 board"
    );
    rebels_act(&mut state);
    assert_eq!(
        applied(&state),
        1,
        "only the uncovered one (reveal one fewer)"
    );
}

#[test]
fn bonus_movement_points_are_spent_before_the_main_action() {
    // Level 2, hammer column: "Attack: +1 move".
    let mut state = common::empty_map_with(Options::solo(Level::Two, RebelLeader::Sviatopolk));
    all_bonuses(&mut state, false);
    state.solo.as_mut().unwrap().locked[1][2] = false;
    top(&mut state, 1);
    bottom(&mut state, 1);
    set_priority(&mut state, Priority::AttackMove);
    put(&mut state, THEM, "Kiev", 3);
    put(&mut state, ME, "Kiev", 1);
    their_turn(&mut state, 0, &[(Banner::Attack, 1, 1)]);
    rebels_act(&mut state);
    let e = events(&state);
    let moved = e
        .iter()
        .position(|e| matches!(e, Event::Moved { seat, .. } if *seat == REBELS))
        .unwrap();
    let attacked = e
        .iter()
        .position(|e| matches!(e, Event::Attacked { seat, .. } if *seat == REBELS));
    assert!(attacked.is_none_or(|a| moved < a), "{e:?}");
}

#[test]
fn a_reveal_one_fewer_bonus_makes_their_casualty_checks_reveal_one_card_fewer() {
    // Level 4: "Attack: reveal one fewer" is open from the start.
    let mut state = common::empty_map_with(Options::solo(Level::Four, RebelLeader::Gleb));
    all_bonuses(&mut state, false);
    state.solo.as_mut().unwrap().locked[0][0] = false;
    top(&mut state, 1);
    bottom(&mut state, 1);
    put(&mut state, THEM, "Volyn", 2);
    put(&mut state, ME, "Volyn", 1);
    their_turn(&mut state, 0, &[(Banner::Attack, 1, 1)]);
    rebels_act(&mut state);
    assert!(
        !state
            .pending
            .iter()
            .any(|p| matches!(p, rurik::state::Pending::RebelAttack { .. })),
        "no deck to choose: nothing to reveal"
    );
    assert!(!events(&state)
        .iter()
        .any(|e| matches!(e, Event::Revealed { .. })));
    assert!(events(&state)
        .iter()
        .any(|e| matches!(e, Event::Attacked { seat, target: Some(_), .. } if *seat == REBELS)));
}

#[test]
fn the_schemes_action_unlocks_the_top_bonus_of_the_priority_column_else_of_the_leftmost_column_with_coins(
) {
    let mut state = solo();
    set_priority(&mut state, Priority::Tax);
    their_turn(&mut state, 0, &[(Banner::Scheme, 1, 1)]);
    let coins = their_coins(&state);
    rebels_act(&mut state);
    assert!(events(&state).contains(&Event::BonusUnlocked {
        column: 2,
        space: 0
    }));
    assert_eq!(
        their_coins(&state),
        coins + 1,
        "the coin goes to their dock"
    );
    let mut state = solo();
    set_priority(&mut state, Priority::Tax);
    for l in &mut state.solo.as_mut().unwrap().locked[2] {
        *l = false;
    }
    their_turn(&mut state, 0, &[(Banner::Scheme, 1, 1)]);
    rebels_act(&mut state);
    assert!(events(&state).contains(&Event::BonusUnlocked {
        column: 0,
        space: 0
    }));
}

#[test]
fn the_rebels_take_no_scheme_cards_and_never_become_first_player() {
    let mut state = solo();
    their_turn(&mut state, 0, &[(Banner::Scheme, 0, 1)]);
    rebels_act(&mut state);
    assert!(state.players[REBELS.index()].schemes.is_empty());
    assert_eq!(state.token_holder, Seat(0));
    assert!(!events(&state)
        .iter()
        .any(|e| matches!(e, Event::SchemesDrawn { .. })));
}

#[test]
fn with_every_bonus_unlocked_the_schemes_action_cannot_be_performed_and_gives_one_coin() {
    let mut state = solo();
    all_bonuses(&mut state, true);
    their_turn(&mut state, 0, &[(Banner::Scheme, 1, 1)]);
    let coins = their_coins(&state);
    rebels_act(&mut state);
    assert!(events(&state)
        .iter()
        .any(|e| matches!(e, Event::AdvisorTaken { coin: true, .. })));
    assert_eq!(
        their_coins(&state),
        coins + 3,
        "the coin, and the open +2 coins bonus"
    );
}

#[test]
fn the_rebels_turn_ends_when_their_points_have_no_use() {
    let mut state = common::empty_map_with(Options::solo(Level::One, RebelLeader::Sviatopolk));
    put(&mut state, THEM, "Kiev", 1);
    rebels_spend(&mut state, Banner::Attack, common::attack_points(2));
    assert!(state.solo.as_ref().unwrap().turn.is_none());
    assert_eq!(
        state.phase,
        Phase::Action {
            pass: 1,
            seat: Seat(0)
        }
    );
}
