//! "Setup", the end of a round, and the "End of Game" (rulings 1, 9, 10
//! and our own R1–R3).

mod common;

use common::*;
use ruleshelf_engine::{playout, ErrorCode, Game, Outcome, Rng, Seat};
use ruse_and_bruise::final_score::score_goals;
use ruse_and_bruise::{Action, Card, Domain, Event, Face, Options, Phase, RuseAndBruise};

#[test]
fn setup_deals_three_cards_and_one_goal_stack_of_six_per_player() {
    for seats in 2..=6 {
        let state = RuseAndBruise::new_game(&Options::new(seats), 3).expect("setup");
        valid(&state);
        for p in &state.players {
            assert_eq!((p.hand.len(), p.draw_pile.len()), (3, 22));
        }
        assert!(
            state.stacks.iter().all(|s| s.len() == 5),
            "the top goal of each stack is turned up"
        );
        assert_eq!(
            state.columns.len(),
            usize::from(seats),
            "one column per player"
        );
        let in_play = if seats == 2 { 30 } else { 36 };
        assert_eq!(state.unused_goals.len(), in_play - 6 * usize::from(seats));
    }
}

#[test]
fn with_two_players_the_value_one_goals_are_removed() {
    let state = RuseAndBruise::new_game(&Options::new(2), 11).expect("setup");
    let all = state
        .stacks
        .iter()
        .flatten()
        .chain(&state.unused_goals)
        .chain(state.columns.iter().map(|c| &c.goal));
    assert!(all.clone().all(|g| g.value != 1));
    assert_eq!(all.count(), 30);
}

#[test]
fn the_first_player_comes_from_the_options_or_the_rng() {
    let state = RuseAndBruise::new_game(
        &Options {
            seats: 4,
            seed: None,
            first_seat: Some(Seat(2)),
        },
        1,
    )
    .expect("setup");
    assert_eq!(state.phase, Phase::Turn { seat: Seat(2) });
    let firsts: Vec<Seat> = (0..40)
        .map(|seed| {
            RuseAndBruise::new_game(&Options::new(4), seed)
                .expect("setup")
                .first_seat
        })
        .collect();
    assert!((0..4).all(|s| firsts.contains(&Seat(s))));
}

#[test]
fn options_outside_two_to_six_seats_or_a_first_seat_off_the_table_are_refused() {
    for options in [
        Options::new(1),
        Options::new(7),
        Options {
            seats: 3,
            seed: None,
            first_seat: Some(Seat(3)),
        },
    ] {
        assert_eq!(
            RuseAndBruise::new_game(&options, 0).unwrap_err().code,
            ErrorCode::InvalidOptions
        );
    }
    assert!(
        serde_json::from_str::<Options>(r#"{"seats":3,"colour":"red"}"#).is_err(),
        "unknown fields are refused"
    );
}

/// A two-seat table one card away from the end of round 1: column 0 (goal
/// 2) holds one card of seat 1's, column 1 (goal 2) two.
fn almost_done() -> ruse_and_bruise::State {
    let mut state = table(2);
    set_goal(&mut state, 0, g(Domain::Alchemy, 2));
    set_goal(&mut state, 1, g(Domain::Fencing, 2));
    place(&mut state, 0, 1, Card::Assassin, Face::Down);
    place(&mut state, 1, 0, Card::Queen, Face::Up);
    place(&mut state, 1, 1, Card::King, Face::Up);
    state
}

#[test]
fn a_round_ends_immediately_once_every_column_is_complete() {
    let mut state = almost_done();
    play(&mut state, 0, Card::Juliet, 0);
    assert_eq!(state.round, 2);
    assert!(logged(&state, |e| matches!(
        e,
        Event::RoundComplete {
            round: 1,
            seat: Seat(0)
        }
    )));
}

#[test]
fn at_round_end_face_down_cards_flip_without_their_immediate_action() {
    let mut state = almost_done();
    play(&mut state, 0, Card::Juliet, 0);
    // The Assassin above the last card flipped without discarding it.
    assert!(!logged(&state, |e| matches!(e, Event::Assassinated { .. })));
    let scoring = state.last_scoring.as_ref().expect("scored");
    let cards: Vec<Card> = scoring.columns[0].cards.iter().map(|c| c.card).collect();
    assert_eq!(cards, vec![Card::Assassin, Card::Juliet]);
    assert_eq!(
        scoring.columns[0].winner,
        Some(Seat(0)),
        "Juliet 14 beats the Assassin's 9.5"
    );
}

#[test]
fn goals_go_to_column_winners_and_played_cards_to_their_owners_discard_piles() {
    let mut state = almost_done();
    play(&mut state, 0, Card::Juliet, 0);
    assert_eq!(state.players[0].won, vec![g(Domain::Alchemy, 2)]);
    assert_eq!(state.players[1].won, vec![g(Domain::Fencing, 2)]);
    assert_eq!(
        state.players[0].discard_pile,
        vec![Card::Juliet, Card::Queen]
    );
    assert_eq!(
        state.players[1].discard_pile,
        vec![Card::Assassin, Card::King]
    );
    assert!(state.columns.iter().all(|c| c.cards.is_empty()));
    assert!(
        state.stacks.iter().all(|s| s.len() == 4),
        "the next goals are turned up"
    );
    assert!(logged(&state, |e| matches!(
        e,
        Event::ColumnWon {
            column: 1,
            seat: Seat(1),
            ..
        }
    )));
}

#[test]
fn the_next_round_starts_left_of_the_seat_that_ended_the_last() {
    let mut state = almost_done();
    play(&mut state, 0, Card::Juliet, 0);
    assert_eq!(state.round_start, Seat(1));
    assert_eq!(state.phase, Phase::Turn { seat: Seat(1) });
}

#[test]
fn players_can_play_additional_cards_under_a_complete_goal() {
    let mut state = almost_done();
    assert!(state.columns[1].complete());
    play(&mut state, 0, Card::Juliet, 1);
    assert_eq!(state.round, 1);
    assert_eq!(state.columns[1].cards.len(), 3);
}

#[test]
fn a_seat_without_cards_is_passed_over() {
    let mut state = table(3);
    let p = &mut state.players[1];
    let cards: Vec<Card> = p.hand.drain(..).chain(p.draw_pile.drain(..)).collect();
    for card in cards {
        state.columns[2].cards.push(ruse_and_bruise::Placed {
            owner: Seat(1),
            card,
            face: Face::Up,
        });
    }
    valid(&state);
    play(&mut state, 0, Card::Squire, 0);
    assert_eq!(state.phase, Phase::Turn { seat: Seat(2) });
    assert!(logged(&state, |e| matches!(
        e,
        Event::Passed { seat: Seat(1) }
    )));
}

#[test]
fn a_round_in_which_nobody_holds_a_card_ends_as_it_stands() {
    let mut state = table(2);
    for seat in 0..2u8 {
        let p = &mut state.players[usize::from(seat)];
        let mut cards: Vec<Card> = p.hand.drain(..).chain(p.draw_pile.drain(..)).collect();
        let last = cards.pop().expect("a card");
        p.hand.push(last);
        for card in cards {
            state.columns[0].cards.push(ruse_and_bruise::Placed {
                owner: Seat(seat),
                card,
                face: Face::Up,
            });
        }
    }
    valid(&state);
    let goal = state.columns[1].goal;
    let mine = state.players[0].hand[0];
    play(&mut state, 0, mine, 0);
    let theirs = state.players[1].hand[0];
    play(&mut state, 1, theirs, 0);
    assert_eq!(
        state.round, 2,
        "nobody could play on, though column 1 is empty"
    );
    assert!(
        state.players.iter().all(|p| p.hand.len() == 3),
        "hands are refilled for the next round"
    );
    assert_eq!(
        state.unclaimed_goals,
        vec![goal],
        "a column nobody contests leaves its goal unclaimed"
    );
    assert!(logged(&state, |e| matches!(
        e,
        Event::ColumnUnclaimed { column: 1, .. }
    )));
}

#[test]
fn final_score_is_the_sum_of_the_goals() {
    let goals = [
        g(Domain::Alchemy, 5),
        g(Domain::Alchemy, 3),
        g(Domain::Music, 2),
    ];
    assert_eq!(score_goals(Seat(0), &goals).score, 10);
    assert_eq!(score_goals(Seat(0), &goals).six_domains, None);
}

#[test]
fn with_all_six_domains_the_best_of_each_doubled_minus_one_per_duplicate() {
    let mut goals: Vec<_> = Domain::ALL.iter().map(|d| g(*d, 2)).collect();
    goals.push(g(Domain::Music, 5));
    goals.push(g(Domain::Music, 1));
    let score = score_goals(Seat(0), &goals);
    // Best: 2 × (5 × 2 + 5) = 30, minus 2 duplicates = 28; the sum is 18.
    assert_eq!(
        (score.sum, score.six_domains, score.score),
        (18, Some(28), 28)
    );
}

#[test]
fn a_player_scores_the_higher_of_the_two_ways() {
    let mut goals: Vec<_> = Domain::ALL.iter().map(|d| g(*d, 1)).collect();
    goals.extend(std::iter::repeat_n(g(Domain::Trade, 5), 1));
    goals.extend([
        g(Domain::Trade, 4),
        g(Domain::Trade, 3),
        g(Domain::Trade, 3),
        g(Domain::Trade, 2),
    ]);
    let score = score_goals(Seat(0), &goals);
    // Sum 6 + 17 = 23; six domains 2 × (5 + 5) − 5 = 15.
    assert_eq!(
        (score.sum, score.six_domains, score.score),
        (23, Some(15), 23)
    );
}

#[test]
fn tied_scores_share_the_rank() {
    let outcome = Outcome::from_scores(vec![12, 15, 12]);
    assert_eq!(outcome.ranks, vec![2, 1, 2]);
}

#[test]
fn the_game_ends_after_the_sixth_round() {
    for seats in 2..=6 {
        let mut state = RuseAndBruise::new_game(&Options::new(seats), 5).expect("setup");
        let steps = playout::random::<RuseAndBruise>(&mut state, &mut Rng::new(9), 10_000);
        assert!(steps <= RuseAndBruise::max_steps(&Options::new(seats)));
        assert_eq!(state.phase, Phase::Over);
        assert_eq!(state.round, 6);
        let won: usize =
            state.players.iter().map(|p| p.won.len()).sum::<usize>() + state.unclaimed_goals.len();
        assert_eq!(
            won,
            6 * usize::from(seats),
            "all goal cards have been given out"
        );
        let outcome = RuseAndBruise::outcome(&state).expect("over");
        assert_eq!(outcome.ranks.len(), usize::from(seats));
        assert_eq!(
            RuseAndBruise::check(&state, &Action::KeepGoals { seat: Seat(0) })
                .unwrap_err()
                .code,
            ErrorCode::GameOver
        );
        let view = RuseAndBruise::view(&state, None);
        let scores: Vec<i32> = view
            .final_scores
            .expect("final scores")
            .iter()
            .map(|f| f.score)
            .collect();
        assert_eq!(scores, outcome.scores);
    }
}
