//! The contract's refusals: error codes, messages naming the rule, and
//! malformed states caught by `validate`.

mod common;

use common::*;
use ruleshelf_engine::{ErrorCode, Game, Seat};
use ruse_and_bruise::{Action, Card, Face, Phase, RuseAndBruise, State};

fn refused(state: &State, action: Action) -> (ErrorCode, String) {
    let err = RuseAndBruise::check(state, &action).unwrap_err();
    (err.code, err.message)
}

#[test]
fn an_action_of_a_seat_not_to_act_is_not_your_turn() {
    let state = table(3);
    let card = state.players[1].hand[0];
    assert_eq!(
        refused(
            &state,
            Action::Play {
                seat: Seat(1),
                card,
                column: 0
            }
        )
        .0,
        ErrorCode::NotYourTurn
    );
    assert_eq!(
        refused(
            &state,
            Action::Play {
                seat: Seat(9),
                card,
                column: 0
            }
        )
        .0,
        ErrorCode::NotYourTurn
    );
}

#[test]
fn a_card_not_in_hand_or_a_column_not_on_the_table_is_illegal_with_its_heading() {
    let mut state = table(3);
    hand(&mut state, 0, &[Card::King, Card::Queen, Card::Witch]);
    let (code, message) = refused(
        &state,
        Action::Play {
            seat: Seat(0),
            card: Card::Juliet,
            column: 0,
        },
    );
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(message.ends_with("— Playing A Round"), "{message}");
    let (code, _) = refused(
        &state,
        Action::Play {
            seat: Seat(0),
            card: Card::King,
            column: 3,
        },
    );
    assert_eq!(code, ErrorCode::IllegalAction);
    let (code, message) = refused(&state, Action::KeepGoals { seat: Seat(0) });
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(message.ends_with("— Playing A Round"), "{message}");
}

#[test]
fn a_traitor_cannot_switch_with_its_own_column() {
    let mut state = table(3);
    place(&mut state, 1, 2, Card::Traitor, Face::Down);
    play(&mut state, 0, Card::Squire, 1);
    let (code, message) = refused(
        &state,
        Action::SwapGoals {
            seat: Seat(2),
            column: 1,
        },
    );
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(message.ends_with("— Traitor"), "{message}");
    assert_eq!(
        refused(
            &state,
            Action::Play {
                seat: Seat(1),
                card: Card::King,
                column: 0
            }
        )
        .0,
        ErrorCode::NotYourTurn
    );
}

#[test]
fn a_refused_action_leaves_the_state_unchanged() {
    let state = table(3);
    let mut copy = state.clone();
    assert!(RuseAndBruise::apply(&mut copy, &Action::KeepGoals { seat: Seat(0) }).is_err());
    assert_eq!(copy, state);
}

#[test]
fn validate_refuses_another_format_version() {
    let mut state = table(2);
    state.version = 2;
    let err = RuseAndBruise::validate(&state).unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidState);
    assert!(err.message.contains("version"));
}

#[test]
fn validate_refuses_a_card_missing_or_twice() {
    let mut twice = table(2);
    twice.players[0].draw_pile.push(Card::King);
    assert_eq!(
        RuseAndBruise::validate(&twice).unwrap_err().code,
        ErrorCode::InvalidState
    );
    let mut missing = table(2);
    missing.players[1].draw_pile.pop();
    assert_eq!(
        RuseAndBruise::validate(&missing).unwrap_err().code,
        ErrorCode::InvalidState
    );
}

#[test]
fn validate_refuses_a_goal_missing_and_seats_out_of_range() {
    let mut state = table(3);
    state.unused_goals.clear();
    assert_eq!(
        RuseAndBruise::validate(&state).unwrap_err().code,
        ErrorCode::InvalidState
    );
    let mut state = table(3);
    state.phase = Phase::Turn { seat: Seat(5) };
    assert_eq!(
        RuseAndBruise::validate(&state).unwrap_err().code,
        ErrorCode::InvalidState
    );
    let mut state = table(3);
    state.columns[0].cards.push(ruse_and_bruise::Placed {
        owner: Seat(7),
        card: Card::King,
        face: Face::Up,
    });
    assert_eq!(
        RuseAndBruise::validate(&state).unwrap_err().code,
        ErrorCode::InvalidState
    );
    let mut state = table(3);
    state.phase = Phase::Cloak {
        seat: Seat(1),
        column: 0,
        turn: Seat(0),
    };
    assert_eq!(
        RuseAndBruise::validate(&state).unwrap_err().code,
        ErrorCode::InvalidState,
        "no flipped Cloak there"
    );
}

#[test]
fn a_malformed_state_from_json_is_refused_not_a_panic() {
    let state = table(3);
    let mut json: serde_json::Value = serde_json::to_value(&state).expect("json");
    json["players"].as_array_mut().expect("players").pop();
    let back: State = serde_json::from_value(json).expect("still deserializes");
    assert_eq!(
        RuseAndBruise::validate(&back).unwrap_err().code,
        ErrorCode::InvalidState
    );
    let mut json: serde_json::Value = serde_json::to_value(&state).expect("json");
    json["columns"] = serde_json::json!([]);
    let back: State = serde_json::from_value(json).expect("still deserializes");
    assert_eq!(
        RuseAndBruise::validate(&back).unwrap_err().code,
        ErrorCode::InvalidState
    );
    // Rules code on a view of garbage does not panic either.
    let view = RuseAndBruise::view(&back, Some(Seat(0)));
    let dealt = RuseAndBruise::determinize(&view, &mut ruleshelf_engine::Rng::new(1));
    assert!(RuseAndBruise::validate(&dealt).is_err());
}

#[test]
fn state_and_action_json_follow_the_conventions() {
    let state = table(2);
    let json = serde_json::to_value(&state).expect("json");
    assert_eq!(json["game"], "ruse-and-bruise");
    assert_eq!(json["version"], 1);
    assert_eq!(json["phase"]["type"], "turn");
    let action = serde_json::to_value(Action::Play {
        seat: Seat(0),
        card: Card::LordOfTheManor,
        column: 1,
    })
    .expect("json");
    assert_eq!(
        action,
        serde_json::json!({ "type": "play", "seat": 0, "card": "lordOfTheManor", "column": 1 })
    );
}
