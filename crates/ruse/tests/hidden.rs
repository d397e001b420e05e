//! What views show and hide; bad input.

mod common;

use common::*;
use ruleshelf_engine::{ErrorCode, Game, Rng, Seat};
use ruse::{Action, Options, Ruse};

#[test]
fn a_view_shows_its_own_hand_and_only_counts_of_others() {
    let s = Ruse::new_game(&Options::new(3), 9).unwrap();
    let v = Ruse::view(&s, Some(S1));
    assert_eq!(v.players[1].hand.as_ref(), Some(&s.players[1].hand));
    assert!(v.players[0].hand.is_none() && v.players[2].hand.is_none());
    assert_eq!(v.players[0].hand_count, 3);
    assert_eq!(v.players[0].deck_count, 8);
    let text = serde_json::to_string(&v).unwrap();
    assert!(!text.contains("\"rng\""));
    assert!(!text.contains("\"seed\""));
}

#[test]
fn face_down_hunting_tiles_and_stack_orders_are_not_in_views() {
    let s = Ruse::new_game(&Options::new(2), 9).unwrap();
    let v = Ruse::view(&s, Some(S0));
    assert_eq!(usize::from(v.hunting_stack), s.hunting_stack.len());
    let mut sorted = s.territories[0].stack.clone();
    sorted.sort_unstable();
    assert_eq!(
        v.territories[0].stack, sorted,
        "what a stack holds is known, not its order"
    );
    assert!(v
        .territories
        .iter()
        .flat_map(|t| &t.spaces)
        .all(|x| x.hunting
            == s.territories
                .iter()
                .flat_map(|t| &t.spaces)
                .any(|y| y.tile == x.tile && y.hunting.is_some())));
}

#[test]
fn determinizing_a_view_deals_the_secrets_anew_and_keeps_the_view() {
    let s = Ruse::new_game(&Options::new(4), 2).unwrap();
    let v = Ruse::view(&s, Some(Seat(2)));
    let mut rng = Rng::new(1);
    let mut differs = false;
    for _ in 0..8 {
        let dealt = Ruse::determinize(&v, &mut rng);
        valid(&dealt);
        assert_eq!(Ruse::view(&dealt, Some(Seat(2))), v);
        differs |=
            dealt.players[0].hand != s.players[0].hand || dealt.hunting_stack != s.hunting_stack;
    }
    assert!(differs, "others' hands and the hunting tiles are re-dealt");
}

#[test]
fn actions_out_of_turn_or_after_the_end_are_refused_with_their_codes() {
    let s = fresh(3);
    let mut copy = s.clone();
    let err = Ruse::apply(&mut copy, &Action::EndTurn { seat: S1 }).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotYourTurn);
    let err = Ruse::apply(
        &mut copy,
        &Action::Move {
            seat: S0,
            to: 1,
            from_base: true,
        },
    )
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert!(err.message.contains("Moving your Fox"));
    assert_eq!(copy, s);
    let mut over = s.clone();
    over.phase = ruse::Phase::Over;
    over.turn = None;
    assert_eq!(
        Ruse::apply(&mut over, &Action::EndTurn { seat: S0 })
            .unwrap_err()
            .code,
        ErrorCode::GameOver
    );
}

#[test]
fn tampered_states_are_refused() {
    let s = fresh(3);
    let mut bad = s.clone();
    bad.version = 99;
    assert_eq!(
        Ruse::validate(&bad).unwrap_err().code,
        ErrorCode::InvalidState
    );
    let mut bad = s.clone();
    bad.players[0].hand.push(1);
    assert!(Ruse::validate(&bad).is_err(), "a card twice");
    let mut bad = s.clone();
    bad.hunting_stack.pop();
    assert!(Ruse::validate(&bad).is_err(), "a hunting tile missing");
    let mut bad = s.clone();
    bad.territories[0].spaces[0].tile = 200;
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = s.clone();
    bad.players[1].kits[0].value = 9;
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = s.clone();
    bad.turn_order = vec![S0, S0, S1];
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = s;
    bad.territories[2].spaces[1].marker = Some(Seat(7));
    assert!(Ruse::validate(&bad).is_err());
}

#[test]
fn another_seats_bag_and_drawn_den_tiles_are_secret() {
    let mut s = fresh(3);
    acting(&mut s, S0, ruse::state::Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 3 });
    let own = Ruse::view(&s, Some(S0));
    let other = Ruse::view(&s, Some(S1));
    assert_eq!(own.pending[0].hidden, 0);
    assert!(
        matches!(&own.pending[0].choice, ruse::Choice::PlaceDen { tiles, .. } if tiles.len() == 2)
    );
    assert_eq!(other.pending[0].hidden, 2);
    assert!(
        matches!(&other.pending[0].choice, ruse::Choice::PlaceDen { tiles, .. } if tiles.is_empty())
    );
    assert_eq!(own.players[0].den.bag.as_ref(), Some(&s.players[0].den.bag));
    assert!(other.players[0].den.bag.is_none());
    assert_eq!(other.players[0].den.bag_size, 20);
    let mut rng = Rng::new(3);
    for _ in 0..6 {
        let dealt = Ruse::determinize(&other, &mut rng);
        valid(&dealt);
        assert_eq!(Ruse::view(&dealt, Some(S1)), other);
    }
}

/// E-7: a bonus den tile taken from the display was seen there by all; it
/// stays in sight while it waits to be placed, so that a determinization
/// keeps it, and putting it back on its slot shows the others nothing new.
#[test]
fn a_bonus_den_tile_taken_from_the_display_stays_in_sight_of_the_others() {
    let mut s = fresh(3);
    acting(&mut s, S0, ruse::state::Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 6 });
    let shown = s.bonus_display[1].unwrap();
    act(&mut s, Action::TakeBonusTile { seat: S0, slot: 1 });
    let other = Ruse::view(&s, Some(S1));
    assert_eq!(other.pending[0].hidden, 0);
    assert!(
        matches!(&other.pending[0].choice, ruse::Choice::PlaceDen { tiles, .. } if *tiles == [ruse::state::DenTile::Bonus { id: shown }])
    );
    let mut after = s.clone();
    act(&mut after, Action::ReturnTiles { seat: S0 });
    assert_eq!(after.bonus_display[1], Some(shown), "back on its slot");
    let mut rng = Rng::new(5);
    for _ in 0..6 {
        let mut dealt = Ruse::determinize(&other, &mut rng);
        valid(&dealt);
        assert_eq!(Ruse::view(&dealt, Some(S1)), other);
        act(&mut dealt, Action::ReturnTiles { seat: S0 });
        assert_eq!(
            dealt.bonus_display, after.bonus_display,
            "the same tile goes back in every deal"
        );
    }
}

#[test]
fn an_expansion_action_in_a_game_without_it_is_refused_saying_so() {
    let s = fresh(3);
    assert!(refused(&s, Action::Firefox { seat: S0, space: 0 })
        .contains("without the Firefox Mini-Expansion"));
    assert!(refused(&s, Action::Village { seat: S0, space: 0 })
        .contains("without the Village Mini-Expansion"));
}
