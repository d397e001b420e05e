//! What undo cannot take back: a card drawn from a shuffled draw pile, a
//! face-down card of another seat turned up, a new round's goals. A card
//! played face down, and one's own card turned up, show nothing new.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use ruse_and_bruise::{Action, Card, Face, RuseAndBruise, State};

/// Seat 0 plays `card` into `column`; whether that revealed something to
/// seats 0, 1 and 2.
fn revealed_by_playing(state: &mut State, card: Card, column: u8) -> [bool; 3] {
    give(state, 0, card);
    turn(state, 0);
    valid(state);
    let from = state.log.len();
    act(
        state,
        Action::Play {
            seat: Seat(0),
            card,
            column,
        },
    );
    [0, 1, 2].map(|seat| RuseAndBruise::revealed(state, Seat(seat), from))
}

#[test]
fn a_card_played_face_down_shows_others_nothing_and_the_draw_after_it_shows_its_player_a_card() {
    let mut state = table(3);
    assert_eq!(
        revealed_by_playing(&mut state, Card::King, 1),
        [true, false, false]
    );
}

#[test]
fn a_face_down_card_flipped_is_news_to_everyone_but_its_owner() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Queen, Face::Down);
    assert_eq!(
        revealed_by_playing(&mut state, Card::King, 0),
        [true, false, true]
    );
}

#[test]
fn the_card_an_assassin_discards_is_news_to_the_assassins_owner() {
    // Seat 1's Assassin flips (news to seats 0 and 2) and sends seat 0's
    // King to its discard pile face up (news to seat 1).
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Assassin, Face::Down);
    assert_eq!(
        revealed_by_playing(&mut state, Card::King, 0),
        [true, true, true]
    );
}
