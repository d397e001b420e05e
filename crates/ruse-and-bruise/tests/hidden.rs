//! Hidden information: hands, draw piles, face-down cards and the card
//! under a Cloak are secret; views and the log respect it.

mod common;

use common::*;
use ruleshelf_engine::{Game, Rng, Seat};
use ruse_and_bruise::{Action, Card, Event, Face, RuseAndBruise};

#[test]
fn a_view_shows_the_viewers_hand_and_only_counts_of_the_others() {
    let state = table(3);
    let view = RuseAndBruise::view(&state, Some(Seat(1)));
    assert_eq!(view.players[1].hand.as_ref(), Some(&state.players[1].hand));
    assert_eq!(view.players[0].hand, None);
    assert_eq!(view.players[0].hand_count, 3);
    assert_eq!(view.players[0].draw_count, 22);
    let text = serde_json::to_string(&view).expect("json");
    assert!(!text.contains("rng") && !text.contains("seed"));
}

#[test]
fn face_down_cards_are_known_to_their_owner_only() {
    let mut state = table(3);
    play(&mut state, 0, Card::King, 0);
    let mine = RuseAndBruise::view(&state, Some(Seat(0)));
    let other = RuseAndBruise::view(&state, Some(Seat(1)));
    let spectator = RuseAndBruise::view(&state, None);
    assert_eq!(mine.columns[0].cards[0].card, Some(Card::King));
    assert_eq!(other.columns[0].cards[0].card, None);
    assert_eq!(spectator.columns[0].cards[0].card, None);
    assert_eq!(other.columns[0].cards[0].owner, Seat(0));
}

#[test]
fn a_moved_explorer_is_face_down_but_seen_by_everyone() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Explorer, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    let other = RuseAndBruise::view(&state, Some(Seat(2)));
    assert_eq!(other.columns[1].cards[0].face, Face::DownSeen);
    assert_eq!(other.columns[1].cards[0].card, Some(Card::Explorer));
}

#[test]
fn the_card_under_a_cloak_stays_hidden_from_others_until_round_end() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::InvisibilityCloak, Face::Down);
    hand(&mut state, 1, &[Card::King, Card::Queen, Card::Witch]);
    play(&mut state, 0, Card::Squire, 0);
    act(
        &mut state,
        Action::Hide {
            seat: Seat(1),
            card: Card::King,
        },
    );
    assert_eq!(
        RuseAndBruise::view(&state, Some(Seat(1))).columns[0].cards[1].card,
        Some(Card::King)
    );
    assert_eq!(
        RuseAndBruise::view(&state, Some(Seat(2))).columns[0].cards[1].card,
        None
    );
    assert_eq!(
        RuseAndBruise::view(&state, Some(Seat(2))).columns[0].cards[1].face,
        Face::Cloaked
    );
}

#[test]
fn private_facts_are_logged_to_their_seat_only() {
    let mut state = table(3);
    play(&mut state, 0, Card::King, 0);
    let played = state
        .log
        .iter()
        .find(|e| matches!(e.event, Event::PlayedCard { .. }))
        .expect("logged");
    assert_eq!(played.to, Some(Seat(0)));
    assert!(state.log.iter().any(|e| e.to.is_none()
        && e.event
            == Event::Played {
                seat: Seat(0),
                column: 0
            }));
    for entry in &state.log {
        if let Event::DrewCard { seat, .. } = entry.event {
            assert_eq!(entry.to, Some(seat));
        }
    }
}

#[test]
fn determinizing_a_view_redeals_the_unseen_and_keeps_the_view() {
    let mut state = table(4);
    place(&mut state, 0, 1, Card::InvisibilityCloak, Face::Up);
    place(&mut state, 0, 1, Card::King, Face::Cloaked);
    place(&mut state, 0, 2, Card::Queen, Face::Down);
    place(&mut state, 1, 3, Card::Explorer, Face::DownSeen);
    valid(&state);
    let mut rng = Rng::new(3);
    for viewer in [Some(Seat(0)), Some(Seat(1)), None] {
        let view = RuseAndBruise::view(&state, viewer);
        let mut differs = false;
        for _ in 0..20 {
            let dealt = RuseAndBruise::determinize(&view, &mut rng);
            valid(&dealt);
            assert_eq!(RuseAndBruise::view(&dealt, viewer), view);
            assert_eq!(
                dealt.columns[1].cards[0].card,
                Card::Explorer,
                "what everyone saw stays"
            );
            differs |= dealt.columns[0].cards[2].card != Card::Queen
                || dealt.players[2].hand != state.players[2].hand;
            assert!(dealt.log.is_empty());
        }
        assert!(differs, "{viewer:?}: the unseen cards are dealt anew");
    }
}

#[test]
fn a_card_the_assassin_discards_is_shown_face_up_in_the_discard_pile() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Assassin, Face::Down);
    play(&mut state, 0, Card::King, 0);
    let view = RuseAndBruise::view(&state, Some(Seat(2)));
    assert_eq!(view.players[0].discard_pile, vec![Card::King]);
    assert!(state.log.iter().any(|e| e.to.is_none()
        && e.event
            == Event::Assassinated {
                seat: Seat(1),
                column: 0,
                victim: Seat(0),
                card: Card::King
            }));
}
