//! validate: every invariant of a state, each refused as InvalidState.

mod common;

use common::{c, cards, Position};
use ruleshelf_engine::{ErrorCode, Game, Seat};
use ruse_2014::{Card, Phase, Ruse2014, State, FORMAT_VERSION};

fn refused(state: &State, words: &str) {
    let err = Ruse2014::validate(state).expect_err("invalid");
    assert_eq!(err.code, ErrorCode::InvalidState);
    assert!(err.message.contains(words), "{words:?} in {err}");
}

#[test]
fn another_format_version_is_refused() {
    let mut state = Position::new(3).build();
    state.version = FORMAT_VERSION + 1;
    refused(&state, "version");
}

#[test]
fn every_card_is_in_exactly_one_place() {
    let base = Position::new(3).acting(0).build();
    let mut twice = base.clone();
    let card = twice.draw_pile[0];
    twice.discard.push(card);
    refused(&twice, "54 cards");
    let mut lost = base.clone();
    lost.draw_pile.pop();
    refused(&lost, "54 cards");
    let mut third_joker = base;
    third_joker.removed_jokers = 3;
    refused(&third_joker, "54 cards");
}

#[test]
fn hands_hold_five_cards_and_six_while_acting() {
    let mut state = Position::new(3).build();
    let card = state.players[1].hand.remove(0);
    state.players[0].hand.push(card);
    state.players[0].hand.sort();
    refused(&state, "holds 6 cards, not 5");
}

#[test]
fn known_cards_are_in_the_hand() {
    let mut state = Position::new(3).build();
    state.players[1].known = cards(&["KG"]);
    assert!(!state.players[1].hand.contains(&c("KG")));
    refused(&state, "known card");
}

#[test]
fn accusations_keep_their_limitations() {
    let mixed = Position::new(3).accused(1, &["KG", "2P"]).build_unchecked();
    refused(&mixed, "all of one suit");
    let same_type = Position::new(3).accused(1, &["KG", "QG"]).build_unchecked();
    refused(&same_type, "one of each type");
    let alibi = Position::new(3).accused(1, &["KC"]).build_unchecked();
    refused(&alibi, "Gears or Pistols");
    let mut joker = Position::new(3).build();
    let i = joker
        .draw_pile
        .iter()
        .position(|c| *c == Card::Joker)
        .expect("a Joker in the pile");
    joker.draw_pile.remove(i);
    joker.players[2].accusations.push(Card::Joker);
    refused(&joker, "Gears or Pistols");
}

#[test]
fn seats_and_portraits_are_those_of_the_table() {
    let mut state = Position::new(3).build();
    state.turn = Seat(3);
    refused(&state, "not a seat");
    let mut state = Position::new(3).build();
    state.victim = state.players[0].portrait;
    refused(&state, "victim");
    let mut state = Position::new(3).build();
    state.players.pop();
    refused(&state, "2 players for 3 seats");
    let mut state = Position::new(3).build();
    state.options.seats = 6;
    refused(&state, "three to five");
}

#[test]
fn the_phase_is_consistent() {
    let mut state = Position::new(3).build();
    state.phase = Phase::Over {
        murderer: Some(Seat(0)),
    };
    refused(&state, "murderer");
    let mut state = Position::new(3).build();
    state.phase = Phase::Over { murderer: None };
    refused(&state, "turn limit");
    let mut state = Position::new(3).acting(0).build();
    state.phase = Phase::CoverUpDiscard;
    refused(&state, "portrait");
    let mut state = Position::new(3).build();
    let top = state.discard.pop().expect("a discard");
    state.draw_pile.push(top);
    refused(&state, "discard pile restarted");
}

#[test]
fn a_private_log_entry_is_addressed_to_a_seat_of_the_table() {
    let mut state = Ruse2014::new_game(&ruse_2014::Options::new(3), 1).expect("a game");
    if let Some(entry) = state.log.iter_mut().find(|e| e.to.is_some()) {
        entry.to = Some(Seat(5));
    }
    refused(&state, "log entry");
}
