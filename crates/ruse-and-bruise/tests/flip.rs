//! A turn and the abilities "Applied Immediately" (rulings 1, 5–8), on
//! hand-made tables.

mod common;

use common::*;
use ruleshelf_engine::{ErrorCode, Game, Seat};
use ruse_and_bruise::{Action, Card, Domain, Event, Face, Phase, RuseAndBruise};

#[test]
fn playing_below_a_face_down_card_flips_it() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Queen, Face::Down);
    play(&mut state, 0, Card::King, 0);
    assert_eq!(
        faces(&state, 0),
        vec![(1, Card::Queen, Face::Up), (0, Card::King, Face::Down)]
    );
    assert!(logged(&state, |e| matches!(
        e,
        Event::Flipped {
            card: Card::Queen,
            ..
        }
    )));
}

#[test]
fn after_playing_the_player_draws_and_play_passes_to_the_next_player() {
    let mut state = table(3);
    let draw = state.players[0].draw_pile.len();
    play(&mut state, 0, Card::King, 1);
    assert_eq!(state.players[0].hand.len(), 3);
    assert_eq!(state.players[0].draw_pile.len(), draw - 1);
    assert_eq!(state.phase, Phase::Turn { seat: Seat(1) });
}

#[test]
fn an_empty_draw_pile_is_refilled_by_shuffling_the_discard_pile() {
    let mut state = table(2);
    give(&mut state, 0, Card::King);
    let p = &mut state.players[0];
    let pile = std::mem::take(&mut p.draw_pile);
    p.discard_pile = pile;
    valid(&state);
    play(&mut state, 0, Card::King, 0);
    let p = &state.players[0];
    assert_eq!(p.hand.len(), 3);
    assert!(p.discard_pile.is_empty());
    assert_eq!(p.draw_pile.len(), 21);
    assert!(logged(&state, |e| matches!(
        e,
        Event::Reshuffled {
            seat: Seat(0),
            cards: 22
        }
    )));
}

#[test]
fn explorer_moves_one_column_right_face_down_and_flips_the_card_above_it() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Explorer, Face::Down);
    place(&mut state, 1, 2, Card::Queen, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(faces(&state, 0), vec![(0, Card::Squire, Face::Down)]);
    assert_eq!(
        faces(&state, 1),
        vec![
            (2, Card::Queen, Face::Up),
            (1, Card::Explorer, Face::DownSeen)
        ]
    );
}

#[test]
fn explorer_in_the_far_right_column_moves_to_the_far_left() {
    let mut state = table(3);
    place(&mut state, 2, 1, Card::Explorer, Face::Down);
    play(&mut state, 0, Card::Squire, 2);
    assert_eq!(faces(&state, 0), vec![(1, Card::Explorer, Face::DownSeen)]);
}

#[test]
fn explorer_wrapping_past_a_storm_skips_the_closed_column() {
    let mut state = table(3);
    place(&mut state, 0, 2, Card::Storm, Face::Up);
    place(&mut state, 0, 2, Card::Witch, Face::Down);
    state.columns[0].closed = true;
    place(&mut state, 2, 1, Card::Explorer, Face::Down);
    place(&mut state, 1, 2, Card::Queen, Face::Down);
    play(&mut state, 0, Card::Squire, 2);
    assert_eq!(
        faces(&state, 1),
        vec![
            (2, Card::Queen, Face::Up),
            (1, Card::Explorer, Face::DownSeen)
        ]
    );
    assert_eq!(state.columns[0].cards.len(), 2);
}

#[test]
fn a_moved_explorer_flips_and_moves_again_when_a_card_is_played_below_it() {
    let mut state = table(3);
    place(&mut state, 1, 1, Card::Explorer, Face::DownSeen);
    play(&mut state, 0, Card::Squire, 1);
    assert_eq!(faces(&state, 2), vec![(1, Card::Explorer, Face::DownSeen)]);
}

#[test]
fn explorers_chain_when_one_flips_another() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Explorer, Face::Down);
    place(&mut state, 1, 2, Card::Explorer, Face::Down);
    place(&mut state, 2, 1, Card::Queen, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(faces(&state, 1), vec![(1, Card::Explorer, Face::DownSeen)]);
    assert_eq!(
        faces(&state, 2),
        vec![
            (1, Card::Queen, Face::Up),
            (2, Card::Explorer, Face::DownSeen)
        ]
    );
}

#[test]
fn an_explorer_chain_that_would_repeat_a_position_stops() {
    let mut state = table(3);
    place(&mut state, 2, 2, Card::Storm, Face::Up);
    place(&mut state, 2, 2, Card::Witch, Face::Up);
    state.columns[2].closed = true;
    place(&mut state, 0, 1, Card::Explorer, Face::Down);
    place(&mut state, 1, 2, Card::Explorer, Face::Down);
    play(&mut state, 0, Card::Explorer, 0);
    assert!(logged(&state, |e| matches!(e, Event::ChainStopped { .. })));
    let total: usize = state.columns.iter().map(|c| c.cards.len()).sum();
    assert_eq!(total, 5);
}

#[test]
fn explorer_with_no_other_open_column_stays_where_it_is() {
    let mut state = table(2);
    place(&mut state, 1, 1, Card::Storm, Face::Up);
    place(&mut state, 1, 1, Card::Witch, Face::Up);
    state.columns[1].closed = true;
    place(&mut state, 0, 1, Card::Explorer, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(
        faces(&state, 0),
        vec![(1, Card::Explorer, Face::Up), (0, Card::Squire, Face::Down)]
    );
}

#[test]
fn assassin_discards_the_card_played_after_it() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Assassin, Face::Down);
    play(&mut state, 0, Card::King, 0);
    assert_eq!(faces(&state, 0), vec![(1, Card::Assassin, Face::Up)]);
    assert!(
        state.players[0].discard_pile.contains(&Card::King),
        "face up in its owner's discard pile"
    );
}

#[test]
fn assassin_acts_only_once() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Assassin, Face::Down);
    play(&mut state, 0, Card::King, 0);
    play(&mut state, 2, Card::Queen, 0);
    assert_eq!(
        faces(&state, 0),
        vec![(1, Card::Assassin, Face::Up), (2, Card::Queen, Face::Down)]
    );
}

#[test]
fn assassin_discards_an_explorer_that_moves_under_it() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Explorer, Face::Down);
    place(&mut state, 1, 2, Card::Assassin, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(faces(&state, 1), vec![(2, Card::Assassin, Face::Up)]);
    assert!(state.players[1].discard_pile.contains(&Card::Explorer));
}

#[test]
fn storm_closes_its_column_which_counts_as_complete() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Storm, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    assert!(state.columns[0].closed && state.columns[0].complete());
    let seat = Seat(1);
    assert!(RuseAndBruise::legal_actions(&state)
        .iter()
        .all(|a| !matches!(a, Action::Play { column: 0, .. })));
    let card = state.players[1].hand[0];
    let err = RuseAndBruise::check(
        &state,
        &Action::Play {
            seat,
            card,
            column: 0,
        },
    )
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert!(err.message.ends_with("— Storm"), "{}", err.message);
}

#[test]
fn invisibility_cloak_owner_hides_a_card_under_it_in_another_players_turn() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::InvisibilityCloak, Face::Down);
    hand(&mut state, 1, &[Card::King, Card::Queen, Card::Witch]);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(RuseAndBruise::to_act(&state), vec![Seat(1)]);
    assert!(matches!(
        state.phase,
        Phase::Cloak {
            seat: Seat(1),
            column: 0,
            turn: Seat(0)
        }
    ));
    let listed = RuseAndBruise::legal_actions(&state);
    assert_eq!(listed.len(), 3);
    assert!(listed
        .iter()
        .all(|a| matches!(a, Action::Hide { seat: Seat(1), .. })));
    act(
        &mut state,
        Action::Hide {
            seat: Seat(1),
            card: Card::King,
        },
    );
    assert_eq!(
        faces(&state, 0),
        vec![
            (1, Card::InvisibilityCloak, Face::Up),
            (1, Card::King, Face::Cloaked),
            (0, Card::Squire, Face::Down)
        ]
    );
    assert_eq!(
        state.players[1].hand.len(),
        3,
        "the Cloak's owner draws to refill"
    );
    assert_eq!(state.players[0].hand.len(), 3);
    assert_eq!(state.phase, Phase::Turn { seat: Seat(1) });
}

#[test]
fn the_card_under_a_cloak_stays_face_down_until_the_end_of_the_round() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::InvisibilityCloak, Face::Up);
    place(&mut state, 0, 1, Card::King, Face::Cloaked);
    play(&mut state, 0, Card::Squire, 0);
    play(&mut state, 1, Card::Witch, 0);
    assert_eq!(state.columns[0].cards[1].face, Face::Cloaked);
    assert_eq!(state.columns[0].cards[2].face, Face::Up);
}

#[test]
fn traitor_owner_may_switch_goal_cards_with_any_other_column() {
    let mut state = table(3);
    place(&mut state, 1, 2, Card::Traitor, Face::Down);
    play(&mut state, 0, Card::Squire, 1);
    assert_eq!(RuseAndBruise::to_act(&state), vec![Seat(2)]);
    let listed = RuseAndBruise::legal_actions(&state);
    assert_eq!(
        listed,
        vec![
            Action::SwapGoals {
                seat: Seat(2),
                column: 0
            },
            Action::SwapGoals {
                seat: Seat(2),
                column: 2
            },
            Action::KeepGoals { seat: Seat(2) }
        ]
    );
    let (g0, g1) = (state.columns[0].goal, state.columns[1].goal);
    act(
        &mut state,
        Action::SwapGoals {
            seat: Seat(2),
            column: 0,
        },
    );
    assert_eq!((state.columns[0].goal, state.columns[1].goal), (g1, g0));
    assert_eq!(state.phase, Phase::Turn { seat: Seat(1) });
}

#[test]
fn traitor_owner_does_not_have_to_switch() {
    let mut state = table(3);
    place(&mut state, 1, 2, Card::Traitor, Face::Down);
    play(&mut state, 0, Card::Squire, 1);
    let goals: Vec<_> = state.columns.iter().map(|c| c.goal).collect();
    act(&mut state, Action::KeepGoals { seat: Seat(2) });
    assert_eq!(
        state.columns.iter().map(|c| c.goal).collect::<Vec<_>>(),
        goals
    );
}

#[test]
fn a_traitor_switch_can_end_the_round() {
    let mut state = table(2);
    set_goal(&mut state, 1, g(Domain::Fencing, 3));
    // Column 0 (goal 5) will hold 3 cards, column 1 (goal 3) holds 5.
    place(&mut state, 0, 0, Card::Witch, Face::Up);
    place(&mut state, 0, 1, Card::Traitor, Face::Down);
    for (seat, card) in [
        (0, Card::Queen),
        (1, Card::Queen),
        (0, Card::Romeo),
        (1, Card::Romeo),
        (0, Card::Beggar),
    ] {
        place(&mut state, 1, seat, card, Face::Up);
    }
    play(&mut state, 0, Card::King, 0);
    assert_eq!(state.round, 1);
    act(
        &mut state,
        Action::SwapGoals {
            seat: Seat(1),
            column: 1,
        },
    );
    assert_eq!(state.round, 2, "every column is complete after the switch");
    let scoring = state.last_scoring.as_ref().expect("scored");
    assert_eq!(scoring.columns[0].goal, g(Domain::Fencing, 3));
    assert_eq!(
        scoring.columns[0].winner,
        Some(Seat(0)),
        "Witch 1 + King 20 beat the Traitor's 10"
    );
    assert_eq!(
        state.round_start,
        Seat(0),
        "the seat left of the Traitor's owner, who ended the round, starts"
    );
}

#[test]
fn a_cloak_whose_owner_has_no_card_gives_nothing() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::InvisibilityCloak, Face::Down);
    let p = &mut state.players[1];
    let cards: Vec<Card> = p.hand.drain(..).chain(p.draw_pile.drain(..)).collect();
    for card in cards {
        state.columns[2].cards.push(ruse_and_bruise::Placed {
            owner: Seat(1),
            card,
            face: Face::Up,
        });
    }
    play(&mut state, 0, Card::Squire, 0);
    assert!(logged(&state, |e| matches!(
        e,
        Event::NothingToHide { seat: Seat(1), .. }
    )));
    assert_eq!(
        state.phase,
        Phase::Turn { seat: Seat(2) },
        "seat 1, without cards, is passed over"
    );
}

#[test]
fn a_traitor_may_switch_with_a_column_closed_by_a_storm() {
    let mut state = table(3);
    place(&mut state, 0, 1, Card::Storm, Face::Up);
    place(&mut state, 0, 1, Card::Witch, Face::Up);
    state.columns[0].closed = true;
    place(&mut state, 1, 2, Card::Traitor, Face::Down);
    play(&mut state, 0, Card::Squire, 1);
    assert!(
        RuseAndBruise::legal_actions(&state).contains(&Action::SwapGoals {
            seat: Seat(2),
            column: 0
        })
    );
}

#[test]
fn a_card_hidden_under_a_cloak_can_end_the_round_and_its_owner_ended_it() {
    let mut state = table(2);
    set_goal(&mut state, 0, g(Domain::Alchemy, 3));
    set_goal(&mut state, 1, g(Domain::Fencing, 2));
    place(&mut state, 1, 0, Card::Queen, Face::Up);
    place(&mut state, 1, 1, Card::Queen, Face::Up);
    place(&mut state, 0, 1, Card::InvisibilityCloak, Face::Down);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(state.round, 1, "two cards under a goal of 3");
    let card = state.players[1].hand[0];
    act(
        &mut state,
        Action::Hide {
            seat: Seat(1),
            card,
        },
    );
    assert_eq!(state.round, 2);
    assert!(logged(&state, |e| matches!(
        e,
        Event::RoundComplete {
            round: 1,
            seat: Seat(1)
        }
    )));
    assert_eq!(state.round_start, Seat(0), "left of the Cloak's owner");
}
