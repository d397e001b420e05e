//! Solo Mode and hidden information: the rebel deck is face up, so its top
//! card shows (and every card once on top is known), and the bottom card
//! shows the strategy rows slid out; the order of the rest is secret.

mod common;

use common::solo::*;
use ruleshelf_engine::{Game, Rng, Seat};
use rurik::solo::REBELS;
use rurik::state::Phase;
use rurik::{RebelCard, Rurik, State};

/// A solo game played to the middle of round 2 by always taking the first
/// legal action.
fn midgame() -> State {
    let mut state = solo();
    while state.round < 2 || matches!(state.phase, Phase::Strategy { .. }) {
        let a = Rurik::legal_actions(&state)[0];
        common::play(&mut state, a);
    }
    state
}

#[test]
fn the_order_of_the_rebel_deck_below_the_cards_known_is_secret() {
    let state = midgame();
    let solo = state.solo.as_ref().unwrap();
    let known = usize::from(solo.known);
    assert!(known > 1 && known < 17);
    let mut other = state.clone();
    let deck = &mut other.solo.as_mut().unwrap().deck;
    // Swap two cards between the bottom one and the known ones.
    let hidden = deck.len() - known;
    assert!(hidden >= 3);
    deck.swap(1, hidden - 1);
    assert_ne!(other.solo, state.solo);
    for viewer in [Some(Seat(0)), None] {
        assert_eq!(Rurik::view(&state, viewer), Rurik::view(&other, viewer));
    }
}

#[test]
fn the_view_shows_the_top_card_and_every_card_seen_on_top_since() {
    let state = midgame();
    let view = Rurik::view(&state, Some(Seat(0))).solo.unwrap();
    let deck = &state.solo.as_ref().unwrap().deck;
    assert_eq!(view.known[0], *deck.last().unwrap());
    let seen: Vec<RebelCard> = deck.iter().rev().take(view.known.len()).copied().collect();
    assert_eq!(view.known, seen);
    assert_eq!(usize::from(view.deck), deck.len());
}

#[test]
fn the_bottom_cards_slid_rows_show_without_naming_the_card() {
    let mut state = midgame();
    let bottom = state.solo.as_ref().unwrap().deck[0];
    state.solo.as_mut().unwrap().slid = 2;
    let view = Rurik::view(&state, Some(Seat(0))).solo.unwrap();
    let card = rurik::solo::card(bottom).unwrap();
    assert_eq!(view.rows, card.rows[..2].to_vec());
    assert!(!view.known.contains(&bottom));
}

#[test]
fn a_determinized_state_keeps_the_known_cards_on_top_and_a_bottom_card_with_the_rows_slid_out() {
    let mut state = midgame();
    state.solo.as_mut().unwrap().slid = 1;
    let view = Rurik::view(&state, Some(Seat(0)));
    let mut rng = Rng::new(3);
    for _ in 0..20 {
        let dealt = Rurik::determinize(&view, &mut rng);
        assert_eq!(Rurik::view(&dealt, Some(Seat(0))), view);
        let solo = dealt.solo.as_ref().unwrap();
        let rows = &rurik::solo::card(solo.deck[0]).unwrap().rows;
        assert_eq!(rows[0], view.solo.as_ref().unwrap().rows[0]);
    }
    let mut orders: Vec<Vec<RebelCard>> = (0..5)
        .map(|_| Rurik::determinize(&view, &mut rng).solo.unwrap().deck)
        .collect();
    orders.dedup();
    assert!(orders.len() > 1, "the hidden order is dealt anew");
}

#[test]
fn the_rebels_holdings_are_all_public() {
    let state = midgame();
    let view = Rurik::view(&state, Some(Seat(0)));
    let theirs = &view.players[REBELS.index()];
    let p = &state.players[REBELS.index()];
    assert_eq!(
        (theirs.coins, &theirs.boat, &theirs.dock, &theirs.claims),
        (p.coins, &p.boat, &p.dock, &p.claims)
    );
    assert!(view.solo.unwrap().locked == state.solo.unwrap().locked);
}
