//! One test per clause of the rulebook (by heading) and per ruling, each
//! from a hand-made position.

mod common;

use common::{apply, c, cards, discards, listed, refused, Position};
use ruleshelf_engine::{Entry, ErrorCode, Game, Outcome, Seat};
use ruse_2014::{
    deck, Action, Card, Character, Event, Kind, Options, Phase, Rank, Ruse2014, Source, Suit, Top,
    FORMAT_VERSION, ROUNDS,
};

fn accuse(seat: u8, card: &str, target: u8) -> Action {
    Action::Accuse {
        seat: Seat(seat),
        card: c(card),
        target: Seat(target),
    }
}

fn joker(seat: u8, accusation: &str, to: u8) -> Action {
    Action::Joker {
        seat: Seat(seat),
        accusation: c(accusation),
        to: Seat(to),
    }
}

fn alibi(seat: u8, card: &str, top: Top) -> Action {
    Action::Alibi {
        seat: Seat(seat),
        card: c(card),
        top,
    }
}

fn cover_up(seat: u8, accusation: &str) -> Action {
    Action::CoverUp {
        seat: Seat(seat),
        accusation: c(accusation),
    }
}

fn discard(seat: u8, card: &str) -> Action {
    Action::Discard {
        seat: Seat(seat),
        card: c(card),
    }
}

fn draw(seat: u8, from: Source) -> Action {
    Action::Draw {
        seat: Seat(seat),
        from,
    }
}

// ---------------------------------------------------------------- Preliminaries

#[test]
fn ruse_is_played_by_three_to_five_persons() {
    for seats in [0, 1, 2, 6, 7] {
        let err = Ruse2014::new_game(&Options::new(seats), 1).expect_err("refused");
        assert_eq!(err.code, ErrorCode::InvalidOptions);
    }
    for seats in 3..=5 {
        let state = Ruse2014::new_game(&Options::new(seats), 1).expect("a game");
        assert_eq!(state.players.len(), usize::from(seats));
        Ruse2014::validate(&state).expect("valid");
    }
    let info = Ruse2014::info();
    assert_eq!((info.seats.min, info.seats.max), (3, 5));
}

#[test]
fn the_deck_has_four_suits_of_thirteen_and_two_jokers() {
    let cards = deck();
    assert_eq!(cards.len(), 54);
    for suit in Suit::ALL {
        assert_eq!(
            cards
                .iter()
                .filter(|c| matches!(c, Card::Suited { suit: s, .. } if *s == suit))
                .count(),
            13
        );
    }
    assert_eq!(cards.iter().filter(|c| c.is_joker()).count(), 2);
}

#[test]
fn gears_and_pistols_accuse_crystals_and_lamps_alibi() {
    assert!(c("KG").accusation().is_some() && c("2P").accusation().is_some());
    assert!(
        c("KC").accusation().is_none()
            && c("2L").accusation().is_none()
            && Card::Joker.accusation().is_none()
    );
    assert_eq!(c("KC").alibi_rank(), Some(Rank::King));
    assert_eq!(c("KG").alibi_rank(), None);
    assert_eq!(Card::Joker.alibi_rank(), None);
}

#[test]
fn methods_are_j_q_k_a_motives_even_opportunities_odd() {
    for (names, kind) in [
        (&["JG", "QG", "KG", "AG"][..], Kind::Method),
        (&["2G", "4G", "6G", "8G", "10G"][..], Kind::Motive),
        (&["3P", "5P", "7P", "9P"][..], Kind::Opportunity),
    ] {
        for card in cards(names) {
            assert_eq!(card.accusation().map(|(_, k)| k), Some(kind), "{card:?}");
        }
    }
}

// ---------------------------------------------------------------- Setup

#[test]
fn each_player_chooses_a_distinct_portrait_and_an_unchosen_one_is_the_victim() {
    for seed in 0..50 {
        let state = Ruse2014::new_game(&Options::new(5), seed).expect("a game");
        let portraits: Vec<Character> = state.players.iter().map(|p| p.portrait).collect();
        for (i, p) in portraits.iter().enumerate() {
            assert!(!portraits[..i].contains(p));
        }
        assert!(!portraits.contains(&state.victim));
        assert!(
            state.players.iter().all(|p| !p.covered_up),
            "portraits start colour side up"
        );
    }
}

#[test]
fn a_player_chosen_at_random_deals() {
    let dealers: Vec<Seat> = (0..40)
        .map(|seed| {
            Ruse2014::new_game(&Options::new(4), seed)
                .expect("a game")
                .dealer
        })
        .collect();
    for seat in Seat::all(4) {
        assert!(dealers.contains(&seat), "{seat} never deals");
    }
    let chosen = Options {
        dealer: Some(Seat(2)),
        ..Options::new(4)
    };
    assert_eq!(
        Ruse2014::new_game(&chosen, 5).expect("a game").dealer,
        Seat(2)
    );
    let bad = Options {
        dealer: Some(Seat(4)),
        ..Options::new(4)
    };
    assert_eq!(
        Ruse2014::new_game(&bad, 5).expect_err("refused").code,
        ErrorCode::InvalidOptions
    );
}

#[test]
fn the_dealer_deals_five_cards_each_and_flips_one_to_start_the_discard_pile() {
    let state = Ruse2014::new_game(&Options::new(4), 3).expect("a game");
    assert!(state
        .players
        .iter()
        .all(|p| p.hand.len() == 5 && p.known.is_empty() && p.accusations.is_empty()));
    assert_eq!(state.discard.len(), 1);
    assert_eq!(state.draw_pile.len(), 54 - 4 * 5 - 1);
    let flipped = state.log.iter().any(|e| {
        e.to.is_none()
            && e.event
                == Event::Flipped {
                    card: state.discard[0],
                }
    });
    assert!(flipped);
    for seat in Seat::all(4) {
        let dealt = Event::Dealt {
            seat,
            cards: state.player(seat).hand.clone(),
        };
        assert!(
            state.log.contains(&Entry {
                to: Some(seat),
                event: dealt
            }),
            "the deal is told to its seat only"
        );
    }
}

#[test]
fn play_begins_with_the_person_to_the_dealers_left() {
    for dealer in 0..4 {
        let options = Options {
            dealer: Some(Seat(dealer)),
            ..Options::new(4)
        };
        let state = Ruse2014::new_game(&options, 9).expect("a game");
        assert_eq!(state.turn, Seat((dealer + 1) % 4));
        assert_eq!(Ruse2014::to_act(&state), vec![Seat((dealer + 1) % 4)]);
        assert_eq!(state.phase, Phase::Draw);
    }
}

#[test]
fn the_resolved_options_replay_the_same_deal() {
    let state = Ruse2014::new_game(&Options::new(3), 11).expect("a game");
    let again = Ruse2014::new_game(&state.options, 11).expect("a game");
    assert_eq!(again, state);
}

// ---------------------------------------------------------------- Play

#[test]
fn at_the_start_of_your_turn_take_the_top_card_of_the_draw_pile_or_the_discard_pile() {
    let state = Position::new(3).drawing(0).discard(&["5C"]).build();
    assert_eq!(
        Ruse2014::legal_actions(&state),
        vec![draw(0, Source::Pile), draw(0, Source::Discard)]
    );
    refused(
        &state,
        discard(0, "5C"),
        "Play",
        "take the top card of the draw pile or the discard pile",
    );
}

#[test]
fn a_card_from_the_draw_pile_is_seen_by_its_taker_only() {
    let mut state = Position::new(3).drawing(0).draw_top(&["9L"]).build();
    let before = state.log.len();
    apply(&mut state, draw(0, Source::Pile));
    assert!(state.player(Seat(0)).holds(c("9L")));
    assert!(state.player(Seat(0)).known.is_empty());
    assert_eq!(
        state.log[before..],
        [
            Entry {
                to: None,
                event: Event::DrewFromPile { seat: Seat(0) }
            },
            Entry {
                to: Some(Seat(0)),
                event: Event::Drew {
                    seat: Seat(0),
                    card: c("9L")
                }
            },
        ]
    );
    let other = Ruse2014::view(&state, Some(Seat(1)));
    assert_eq!(other.players[0].hand, None);
    assert_eq!(other.players[0].hand_size, 6);
    assert!(other.players[0].known.is_empty());
}

#[test]
fn a_card_taken_from_the_discard_pile_is_known_to_be_in_that_hand() {
    let mut state = Position::new(3).drawing(0).discard(&["2C", "QL"]).build();
    apply(&mut state, draw(0, Source::Discard));
    assert_eq!(state.discard, cards(&["2C"]));
    assert_eq!(state.player(Seat(0)).known, cards(&["QL"]));
    let other = Ruse2014::view(&state, Some(Seat(2)));
    assert_eq!(other.players[0].known, cards(&["QL"]));
    assert_eq!(
        state.log.last().map(|e| &e.event),
        Some(&Event::TookDiscard {
            seat: Seat(0),
            card: c("QL")
        })
    );
}

#[test]
fn a_known_card_is_no_longer_known_once_it_leaves_the_hand() {
    let mut state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "5C", "6C"])
        .known(0, &["KG"])
        .acting(0)
        .build();
    apply(&mut state, accuse(0, "KG", 1));
    assert!(state.player(Seat(0)).known.is_empty());
}

#[test]
fn ruling_a_known_joker_is_forgotten_when_either_joker_leaves_the_hand() {
    // Two Jokers are alike: once one of two is revealed, nobody knows
    // whether the one taken from the discard pile is still there.
    let mut state = Position::new(3)
        .hand(0, &["JK", "JK", "3C", "4C", "6C", "7C"])
        .known(0, &["JK"])
        .accused(1, &["QP"])
        .acting(0)
        .build();
    apply(&mut state, joker(0, "QP", 2));
    assert!(state.player(Seat(0)).holds(Card::Joker));
    assert!(state.player(Seat(0)).known.is_empty());
}

#[test]
fn if_the_discard_pile_is_empty_the_top_of_the_draw_pile_restarts_it() {
    // Seat 0 takes the only discard and plays an Accusation: seat 1 begins
    // with an empty discard pile.
    let mut state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C"])
        .discard(&["KG"])
        .draw_top(&["8L"])
        .build();
    apply(&mut state, draw(0, Source::Discard));
    apply(&mut state, accuse(0, "KG", 1));
    assert_eq!(state.turn, Seat(1));
    assert_eq!(state.discard, cards(&["8L"]));
    assert!(state
        .log
        .iter()
        .any(|e| e.event == Event::Flipped { card: c("8L") }));
}

#[test]
fn if_the_draw_pile_is_empty_the_discard_pile_is_reshuffled_into_a_new_one() {
    let mut state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C"])
        .draw_top(&["KG"])
        .draw_exact()
        .build();
    let pile_before = state.discard.len();
    apply(&mut state, draw(0, Source::Pile));
    apply(&mut state, accuse(0, "KG", 1));
    assert_eq!(state.turn, Seat(1));
    assert_eq!(
        state.discard.len(),
        1,
        "the top card of the new draw pile restarts the discard pile"
    );
    assert_eq!(state.draw_pile.len(), pile_before - 1);
    assert!(state.log.iter().any(|e| e.event
        == Event::Reshuffled {
            cards: pile_before as u8
        }));
    Ruse2014::validate(&state).expect("valid");
}

#[test]
fn ruling_with_both_piles_empty_the_draw_is_skipped() {
    // No game with 54 cards gets here (at most 43 cards are outside the
    // piles), so the position leaves cards out and is not validated.
    let mut state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C", "KG"])
        .acting(0)
        .build_unchecked();
    state.draw_pile.clear();
    state.discard.clear();
    let _ = Ruse2014::apply(&mut state, &accuse(0, "KG", 1)).expect("accepted");
    assert_eq!(state.turn, Seat(1));
    assert_eq!(
        state.phase,
        Phase::Act,
        "seat 1 goes straight to its action"
    );
    assert!(state
        .log
        .iter()
        .any(|e| e.event == Event::NothingToDraw { seat: Seat(1) }));
    assert!(Ruse2014::legal_actions(&state)
        .iter()
        .all(|a| !matches!(a, Action::Draw { .. })));
}

#[test]
fn after_taking_a_card_you_must_do_one_action() {
    let mut state = Position::new(3).drawing(0).build();
    apply(&mut state, draw(0, Source::Pile));
    refused(
        &state,
        draw(0, Source::Pile),
        "Play",
        "After taking a card, you must do one of the following actions",
    );
    assert!(!Ruse2014::legal_actions(&state).is_empty());
}

#[test]
fn play_continues_clockwise() {
    let mut state = Position::new(4)
        .hand(2, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .acting(2)
        .build();
    apply(&mut state, accuse(2, "KG", 0));
    assert_eq!(state.turn, Seat(3));
    assert_eq!(state.phase, Phase::Draw);
    let mut state = Position::new(4)
        .hand(3, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .acting(3)
        .build();
    apply(&mut state, accuse(3, "KG", 0));
    assert_eq!(state.turn, Seat(0));
}

#[test]
fn only_the_seat_whose_turn_it_is_may_act() {
    let state = Position::new(3).drawing(1).build();
    let err = Ruse2014::check(&state, &draw(0, Source::Pile)).expect_err("refused");
    assert_eq!(err.code, ErrorCode::NotYourTurn);
    let err = Ruse2014::check(&state, &draw(7, Source::Pile)).expect_err("refused");
    assert_eq!(err.code, ErrorCode::NotYourTurn);
}

// ---------------------------------------------------------------- Make an Accusation

#[test]
fn an_accusation_is_a_method_motive_or_opportunity_from_your_hand() {
    let state = Position::new(3)
        .hand(0, &["KC", "JK", "2C", "3C", "4C", "6C"])
        .acting(0)
        .build();
    let rule = "taking a Method, Motive, or Opportunity card from your hand";
    refused(
        &state,
        Action::Accuse {
            seat: Seat(0),
            card: c("KC"),
            target: Seat(1),
        },
        "Make an Accusation",
        rule,
    );
    refused(
        &state,
        Action::Accuse {
            seat: Seat(0),
            card: Card::Joker,
            target: Seat(1),
        },
        "Make an Accusation",
        rule,
    );
    refused(&state, accuse(0, "KG", 1), "Make an Accusation", rule);
}

#[test]
fn an_accusation_is_placed_in_front_of_another_player() {
    let mut state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .acting(0)
        .build();
    refused(
        &state,
        accuse(0, "KG", 0),
        "Make an Accusation",
        "in front of another player",
    );
    refused(
        &state,
        accuse(0, "KG", 3),
        "Make an Accusation",
        "in front of another player",
    );
    let listed: Vec<Action> = Ruse2014::legal_actions(&state)
        .into_iter()
        .filter(|a| matches!(a, Action::Accuse { .. }))
        .collect();
    assert_eq!(listed, vec![accuse(0, "KG", 1), accuse(0, "KG", 2)]);
    apply(&mut state, accuse(0, "KG", 2));
    assert_eq!(state.player(Seat(2)).accusations, cards(&["KG"]));
    assert!(!state.player(Seat(0)).holds(c("KG")));
}

#[test]
fn a_player_may_only_have_one_of_each_type_of_accusation() {
    let state = Position::new(3)
        .hand(0, &["KG", "4G", "2C", "3C", "5C", "6C"])
        .accused(1, &["AG"])
        .acting(0)
        .build();
    refused(
        &state,
        accuse(0, "KG", 1),
        "Make an Accusation",
        "only have one of each type of Accusation",
    );
    listed(&state, accuse(0, "4G", 1));
}

#[test]
fn all_accusations_against_a_player_must_be_of_the_same_suit() {
    let state = Position::new(3)
        .hand(0, &["KP", "KG", "2C", "3C", "5C", "6C"])
        .accused(1, &["4G"])
        .acting(0)
        .build();
    refused(
        &state,
        accuse(0, "KP", 1),
        "Make an Accusation",
        "must be of the same suit",
    );
    listed(&state, accuse(0, "KG", 1));
    listed(&state, accuse(0, "KP", 2));
}

#[test]
fn accusations_remain_until_refuted_moved_or_covered_up() {
    let mut state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .free_discard()
        .acting(0)
        .build();
    apply(&mut state, accuse(0, "KG", 1));
    for _ in 0..4 {
        let seat = state.turn;
        apply(
            &mut state,
            Action::Draw {
                seat,
                from: Source::Pile,
            },
        );
        let next = discards(&state)[0];
        apply(&mut state, next);
    }
    assert_eq!(state.player(Seat(1)).accusations, cards(&["KG"]));
}

// ---------------------------------------------------------------- Reveal A Joker

#[test]
fn a_joker_moves_an_accusation_from_one_player_to_a_different_player() {
    let mut state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["8G"])
        .acting(0)
        .build();
    listed(&state, joker(0, "8G", 2));
    refused(
        &state,
        joker(0, "8G", 1),
        "Reveal A Joker",
        "in front of a different player",
    );
    refused(
        &state,
        joker(0, "8P", 2),
        "Reveal A Joker",
        "move an Accusation from in front of one player",
    );
    apply(&mut state, joker(0, "8G", 2));
    assert!(state.player(Seat(1)).accusations.is_empty());
    assert_eq!(state.player(Seat(2)).accusations, cards(&["8G"]));
    assert!(state.log.iter().any(|e| e.event
        == Event::RevealedJoker {
            seat: Seat(0),
            accusation: c("8G"),
            from: Seat(1),
            to: Seat(2)
        }));
}

#[test]
fn the_moved_accusation_must_match_the_suit_of_the_recipients_accusations() {
    let state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["8G"])
        .accused(2, &["KP"])
        .acting(0)
        .build();
    refused(
        &state,
        joker(0, "8G", 2),
        "Reveal A Joker",
        "must match the suit of any other Accusation",
    );
}

#[test]
fn the_moved_accusation_must_not_match_a_type_already_made_against_the_recipient() {
    let state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["8G"])
        .accused(2, &["4G"])
        .acting(0)
        .build();
    refused(
        &state,
        joker(0, "8G", 2),
        "Reveal A Joker",
        "must not match a type of Accusation",
    );
}

#[test]
fn the_moved_accusation_may_be_one_made_against_you() {
    let mut state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["QP"])
        .acting(0)
        .build();
    apply(&mut state, joker(0, "QP", 1));
    assert_eq!(state.player(Seat(1)).accusations, cards(&["QP"]));
}

#[test]
fn a_joker_may_move_an_accusation_to_a_player_with_none() {
    let state = Position::new(4)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["QP", "3P"])
        .acting(0)
        .build();
    listed(&state, joker(0, "QP", 2));
    listed(&state, joker(0, "3P", 3));
}

#[test]
fn ruling_a_joker_may_move_an_accusation_onto_its_revealer() {
    let state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["QP"])
        .acting(0)
        .build();
    listed(&state, joker(0, "QP", 0));
}

#[test]
fn a_revealed_joker_is_removed_from_the_game() {
    let mut state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["QP"])
        .acting(0)
        .build();
    let discard_before = state.discard.clone();
    apply(&mut state, joker(0, "QP", 2));
    assert_eq!(state.removed_jokers, 1);
    assert_eq!(state.discard, discard_before);
    assert!(!state.player(Seat(0)).holds(Card::Joker));
}

#[test]
fn a_joker_is_revealed_from_your_hand() {
    let state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C", "8C"])
        .accused(1, &["QP"])
        .acting(0)
        .build();
    refused(
        &state,
        joker(0, "QP", 2),
        "Reveal A Joker",
        "reveal a Joker from your hand",
    );
}

#[test]
fn ruling_two_jokers_in_hand_give_each_move_once() {
    let state = Position::new(3)
        .hand(0, &["JK", "JK", "3C", "4C", "6C", "7C"])
        .accused(1, &["QP"])
        .acting(0)
        .build();
    let moves: Vec<Action> = Ruse2014::legal_actions(&state)
        .into_iter()
        .filter(|a| matches!(a, Action::Joker { .. }))
        .collect();
    assert_eq!(moves, vec![joker(0, "QP", 0), joker(0, "QP", 2)]);
}

// ---------------------------------------------------------------- Provide an Alibi

#[test]
fn an_alibi_matches_the_value_of_an_accusation_made_against_you() {
    let mut state = Position::new(3)
        .hand(0, &["KL", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["KG", "4G"])
        .acting(0)
        .build();
    refused(
        &state,
        alibi(0, "2C", Top::Alibi),
        "Provide an Alibi",
        "matches the value of an Accusation made against you",
    );
    apply(&mut state, alibi(0, "KL", Top::Alibi));
    assert_eq!(state.player(Seat(0)).accusations, cards(&["4G"]));
    assert!(!state.player(Seat(0)).holds(c("KL")));
}

#[test]
fn ruling_an_alibi_matches_by_rank_whatever_the_suits() {
    for (accusation, alibi_card) in [("KG", "KC"), ("KG", "KL"), ("KP", "KC"), ("KP", "KL")] {
        let state = Position::new(3)
            .hand(0, &[alibi_card, "2C", "3C", "4C", "6C", "7C"])
            .accused(0, &[accusation])
            .acting(0)
            .build();
        listed(&state, alibi(0, alibi_card, Top::Alibi));
    }
}

#[test]
fn an_alibi_refutes_only_an_accusation_against_you() {
    let state = Position::new(3)
        .hand(0, &["KL", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["KG"])
        .acting(0)
        .build();
    refused(
        &state,
        alibi(0, "KL", Top::Alibi),
        "Provide an Alibi",
        "made against you",
    );
}

#[test]
fn ruling_accusation_cards_are_never_alibis() {
    let state = Position::new(3)
        .hand(0, &["KP", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["KG"])
        .acting(0)
        .build();
    refused(
        &state,
        alibi(0, "KP", Top::Alibi),
        "Provide an Alibi",
        "playing an Alibi card from your hand",
    );
    let state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["KG"])
        .acting(0)
        .build();
    refused(
        &state,
        Action::Alibi {
            seat: Seat(0),
            card: Card::Joker,
            top: Top::Alibi,
        },
        "Provide an Alibi",
        "playing an Alibi card from your hand",
    );
}

#[test]
fn discard_both_the_accusation_and_the_alibi_in_any_order_you_wish() {
    let position = Position::new(3)
        .hand(0, &["9C", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["9P"])
        .acting(0)
        .discard(&["AL"]);
    let state = position.clone().build();
    listed(&state, alibi(0, "9C", Top::Alibi));
    listed(&state, alibi(0, "9C", Top::Accusation));
    let mut on_top = state.clone();
    apply(&mut on_top, alibi(0, "9C", Top::Alibi));
    assert_eq!(on_top.discard, cards(&["AL", "9P", "9C"]));
    let mut under = state;
    apply(&mut under, alibi(0, "9C", Top::Accusation));
    assert_eq!(under.discard, cards(&["AL", "9C", "9P"]));
}

// ---------------------------------------------------------------- Cover Up Evidence

#[test]
fn covering_up_puts_an_accusation_at_the_bottom_of_the_discard_pile() {
    let mut state = Position::new(3)
        .accused(0, &["7G", "QG"])
        .acting(0)
        .discard(&["AL", "2L"])
        .build();
    apply(&mut state, cover_up(0, "QG"));
    assert_eq!(state.discard, cards(&["QG", "AL", "2L"]));
    assert_eq!(state.player(Seat(0)).accusations, cards(&["7G"]));
    assert!(
        state.player(Seat(0)).covered_up,
        "the portrait is flipped to its worried side"
    );
}

#[test]
fn you_must_also_discard_one_card_to_complete_your_turn() {
    let mut state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "5C", "JK"])
        .accused(0, &["7G"])
        .accused(1, &["4P"])
        .acting(0)
        .build();
    apply(&mut state, cover_up(0, "7G"));
    assert_eq!(state.phase, Phase::CoverUpDiscard);
    assert_eq!(state.turn, Seat(0));
    // Only discards, of any card, though an Accusation could be made.
    let all = Ruse2014::legal_actions(&state);
    let expected: Vec<Action> = cards(&["2C", "3C", "4C", "5C", "KG", "JK"])
        .into_iter()
        .map(|card| Action::Discard {
            seat: Seat(0),
            card,
        })
        .collect();
    assert!(expected.iter().all(|a| all.contains(a)), "{all:?}");
    assert_eq!(all.len(), 6);
    refused(
        &state,
        accuse(0, "KG", 2),
        "Cover Up Evidence",
        "You MUST also discard one card",
    );
    apply(&mut state, discard(0, "KG"));
    assert_eq!(state.turn, Seat(1));
    assert_eq!(state.discard.last(), Some(&c("KG")));
}

#[test]
fn a_portrait_tile_covers_up_evidence_once_per_game() {
    let state = Position::new(3)
        .accused(0, &["7G"])
        .covered_up(0)
        .acting(0)
        .build();
    refused(
        &state,
        cover_up(0, "7G"),
        "Cover Up Evidence",
        "once per game",
    );
}

#[test]
fn you_cover_up_an_accusation_in_front_of_you() {
    let state = Position::new(3).accused(1, &["7G"]).acting(0).build();
    refused(
        &state,
        cover_up(0, "7G"),
        "Cover Up Evidence",
        "in front of you",
    );
}

#[test]
fn ruling_cover_up_needs_an_accusation_in_front_of_you() {
    let state = Position::new(3).accused(1, &["7G"]).acting(0).build();
    assert!(Ruse2014::legal_actions(&state)
        .iter()
        .all(|a| !matches!(a, Action::CoverUp { .. })));
}

#[test]
fn ruling_cover_up_is_always_optional() {
    // It may be used though an Alibi is at hand …
    let state = Position::new(3)
        .hand(0, &["7C", "2C", "3C", "4C", "6C", "8C"])
        .accused(0, &["7G"])
        .acting(0)
        .build();
    listed(&state, cover_up(0, "7G"));
    // … and an unused portrait never forces it: discarding stays open.
    let state = Position::new(3)
        .hand(0, &["AC", "2C", "3C", "4C", "6C", "8C"])
        .accused(0, &["7G"])
        .acting(0)
        .build();
    assert_eq!(discards(&state).len(), 6);
}

// ---------------------------------------------------------------- Discard

#[test]
fn discard_only_if_you_cannot_make_an_accusation() {
    let state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .acting(0)
        .build();
    assert!(discards(&state).is_empty());
    refused(
        &state,
        discard(0, "2C"),
        "Discard",
        "cannot make an Accusation",
    );
}

#[test]
fn ruling_an_accusation_card_that_fits_nowhere_does_not_prevent_discarding() {
    let state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .accused(1, &["AP"])
        .accused(2, &["QG"])
        .acting(0)
        .build();
    assert_eq!(discards(&state).len(), 6);
}

#[test]
fn discard_only_if_you_cannot_provide_an_alibi() {
    let state = Position::new(3)
        .hand(0, &["5C", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["5G"])
        .covered_up(0)
        .acting(0)
        .build();
    refused(
        &state,
        discard(0, "2C"),
        "Discard",
        "cannot provide an Alibi",
    );
}

#[test]
fn discard_only_if_you_do_not_have_a_joker_to_move_an_accusation() {
    let state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "8C"])
        .accused(1, &["5G"])
        .acting(0)
        .build();
    refused(
        &state,
        discard(0, "2C"),
        "Discard",
        "Joker to move an Accusation",
    );
}

#[test]
fn ruling_a_joker_with_nothing_to_move_does_not_prevent_discarding_and_may_be_discarded() {
    let state = Position::new(3)
        .hand(0, &["JK", "2C", "3C", "4C", "6C", "8C"])
        .acting(0)
        .build();
    listed(
        &state,
        Action::Discard {
            seat: Seat(0),
            card: Card::Joker,
        },
    );
}

#[test]
fn discard_only_if_you_do_not_have_three_accusations_in_front_of_you() {
    let state = Position::new(3)
        .hand(0, &["AC", "4C", "5C", "6C", "8C", "10C"])
        .accused(0, &["KG", "2G", "3G"])
        .acting(0)
        .build();
    // Three Accusations and an unused portrait: cover up, not discard.
    refused(
        &state,
        discard(0, "4C"),
        "Discard",
        "three Accusations sitting in front of you",
    );
    let listed_all = Ruse2014::legal_actions(&state);
    assert!(
        listed_all
            .iter()
            .all(|a| matches!(a, Action::CoverUp { .. })),
        "{listed_all:?}"
    );
}

#[test]
fn ruling_with_no_other_action_a_player_discards() {
    // Three Accusations, no Alibi, no Joker, the portrait used, nothing to
    // accuse anyone of: the only thing left is to discard (and lose).
    let mut state = Position::new(3)
        .hand(0, &["AC", "4C", "5C", "6C", "8C", "10C"])
        .accused(0, &["KG", "2G", "3G"])
        .covered_up(0)
        .acting(0)
        .build();
    assert_eq!(Ruse2014::legal_actions(&state).len(), 6);
    assert_eq!(discards(&state).len(), 6);
    apply(&mut state, discard(0, "AC"));
    assert_eq!(
        state.phase,
        Phase::Over {
            murderer: Some(Seat(0))
        }
    );
}

#[test]
fn cover_up_you_cannot_or_choose_not_to_use_does_not_prevent_discarding() {
    let state = Position::new(3)
        .hand(0, &["AC", "2C", "4C", "6C", "8C", "10C"])
        .accused(0, &["KG"])
        .acting(0)
        .build();
    listed(&state, cover_up(0, "KG"));
    listed(&state, discard(0, "AC"));
}

#[test]
fn option_free_discard_allows_a_discard_at_any_time() {
    let state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .free_discard()
        .acting(0)
        .build();
    assert_eq!(discards(&state).len(), 6);
    listed(&state, accuse(0, "KG", 1));
}

#[test]
fn ruling_the_card_just_taken_may_be_discarded() {
    let mut state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C"])
        .discard(&["8L"])
        .build();
    apply(&mut state, draw(0, Source::Discard));
    listed(&state, discard(0, "8L"));
    apply(&mut state, discard(0, "8L"));
    assert!(state.player(Seat(0)).known.is_empty());
    assert_eq!(state.discard.last(), Some(&c("8L")));
}

#[test]
fn discard_one_card_from_your_hand() {
    let state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C", "8C"])
        .acting(0)
        .build();
    refused(
        &state,
        discard(0, "9C"),
        "Discard",
        "discard one card from your hand",
    );
}

// ---------------------------------------------------------------- Lose Condition

#[test]
fn a_player_whose_turn_ends_with_method_motive_and_opportunity_is_the_murderer() {
    let mut state = Position::new(3)
        .hand(0, &["KP", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["AG", "2G", "3G"])
        .covered_up(0)
        .acting(0)
        .build();
    apply(&mut state, accuse(0, "KP", 1));
    assert_eq!(
        state.phase,
        Phase::Over {
            murderer: Some(Seat(0))
        }
    );
    assert_eq!(
        state.log.last().map(|e| &e.event),
        Some(&Event::Murderer { seat: Seat(0) })
    );
    assert!(Ruse2014::to_act(&state).is_empty());
    assert!(Ruse2014::legal_actions(&state).is_empty());
}

#[test]
fn the_loss_is_checked_at_the_end_of_that_players_own_turn_only() {
    let mut state = Position::new(3)
        .hand(0, &["3G", "2C", "4C", "6C", "8C", "10C"])
        .hand(1, &["3L", "2L", "4L", "6L", "8L"])
        .accused(1, &["AG", "2G"])
        .acting(0)
        .draw_top(&["9C"])
        .build();
    apply(&mut state, accuse(0, "3G", 1));
    assert_eq!(
        state.phase,
        Phase::Draw,
        "seat 1 has three Accusations, but it is not its turn that ended"
    );
    assert_eq!(state.turn, Seat(1));
    apply(&mut state, draw(1, Source::Pile));
    apply(&mut state, alibi(1, "3L", Top::Alibi));
    assert_eq!(state.turn, Seat(2));
    assert!(Ruse2014::outcome(&state).is_none());
}

#[test]
fn only_one_suspect_loses_the_game() {
    let mut state = Position::new(4)
        .hand(2, &["KP", "2C", "3C", "4C", "6C", "7C"])
        .accused(2, &["AG", "2G", "3G"])
        .covered_up(2)
        .acting(2)
        .build();
    apply(&mut state, accuse(2, "KP", 1));
    assert_eq!(
        Ruse2014::outcome(&state),
        Some(Outcome {
            winners: vec![Seat(0), Seat(1), Seat(3)],
            ranks: vec![1, 1, 2, 1],
            scores: vec![1, 1, 0, 1]
        })
    );
}

#[test]
fn the_game_is_over_once_the_murderer_is_found() {
    let mut state = Position::new(3)
        .hand(0, &["KP", "2C", "3C", "4C", "6C", "7C"])
        .accused(0, &["AG", "2G", "3G"])
        .covered_up(0)
        .acting(0)
        .build();
    apply(&mut state, accuse(0, "KP", 1));
    for action in [
        draw(1, Source::Pile),
        draw(0, Source::Pile),
        discard(0, "2C"),
    ] {
        assert_eq!(
            Ruse2014::check(&state, &action).expect_err("refused").code,
            ErrorCode::GameOver
        );
    }
}

#[test]
fn ruling_the_game_ends_without_a_murderer_at_the_turn_limit() {
    let limit = ROUNDS * 3;
    let mut state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .turns(limit - 1)
        .acting(0)
        .build();
    apply(&mut state, accuse(0, "KG", 1));
    assert_eq!(state.phase, Phase::Over { murderer: None });
    assert_eq!(
        state.log.last().map(|e| &e.event),
        Some(&Event::NoMurderer { turns: limit })
    );
    assert_eq!(
        Ruse2014::outcome(&state),
        Some(Outcome {
            winners: vec![Seat(0), Seat(1), Seat(2)],
            ranks: vec![1, 1, 1],
            scores: vec![1, 1, 1]
        })
    );
    assert!(Ruse2014::max_steps(&Options::new(3)) >= 2 * limit + 3);
}

// ---------------------------------------------------------------- Hidden information (ruling 8)

#[test]
fn ruling_hands_and_the_draw_pile_are_secret_the_discard_pile_public() {
    let state = Position::new(3)
        .discard(&["AL", "2G", "JK"])
        .acting(1)
        .known(2, &["5C"])
        .hand(2, &["5C"])
        .build();
    for viewer in [None, Some(Seat(0)), Some(Seat(1)), Some(Seat(2))] {
        let view = Ruse2014::view(&state, viewer);
        assert_eq!(view.discard, cards(&["AL", "2G", "JK"]));
        assert_eq!(view.draw_pile as usize, state.draw_pile.len());
        for (i, p) in view.players.iter().enumerate() {
            assert_eq!(p.hand.is_some(), viewer == Some(Seat(i as u8)));
            assert_eq!(p.hand_size as usize, state.players[i].hand.len());
        }
        assert_eq!(view.players[2].known, cards(&["5C"]));
        assert_eq!(view.actions.is_empty(), viewer != Some(Seat(1)));
        let text = serde_json::to_string(&view).expect("json");
        assert!(!text.contains("rng") && !text.contains("seed") && !text.contains("log"));
    }
}

#[test]
fn determinizing_a_view_keeps_what_the_viewer_knows() {
    let state = Position::new(4)
        .hand(2, &["5C"])
        .known(2, &["5C"])
        .accused(1, &["KG"])
        .acting(0)
        .build();
    let view = Ruse2014::view(&state, Some(Seat(0)));
    let mut rng = ruleshelf_engine::Rng::new(3);
    for _ in 0..20 {
        let dealt = Ruse2014::determinize(&view, &mut rng);
        Ruse2014::validate(&dealt).expect("valid");
        assert_eq!(Ruse2014::view(&dealt, Some(Seat(0))), view);
        assert!(dealt.player(Seat(2)).holds(c("5C")));
        assert_eq!(dealt.player(Seat(0)).hand, state.player(Seat(0)).hand);
        assert!(dealt.log.is_empty());
    }
}

// ---------------------------------------------------------------- Format

#[test]
fn states_and_actions_read_as_documented_json() {
    let state = Position::new(3).build();
    let json = serde_json::to_value(&state).expect("json");
    assert_eq!(json["game"], "ruse-2014");
    assert_eq!(json["version"], FORMAT_VERSION);
    let action: Action = serde_json::from_str(
        r#"{ "type": "accuse", "seat": 0, "card": { "type": "suited", "suit": "gears", "rank": "K" }, "target": 2 }"#,
    )
    .expect("an action");
    assert_eq!(action, accuse(0, "KG", 2));
    let action: Action =
        serde_json::from_str(r#"{ "type": "draw", "seat": 1, "from": "discard" }"#)
            .expect("an action");
    assert_eq!(action, draw(1, Source::Discard));
    let action: Action = serde_json::from_str(r#"{ "type": "alibi", "seat": 1, "card": { "type": "suited", "suit": "lamps", "rank": "10" }, "top": "accusation" }"#).expect("an action");
    assert_eq!(action, alibi(1, "10L", Top::Accusation));
    assert!(serde_json::from_str::<Options>(r#"{ "seats": 3, "bogus": 1 }"#).is_err());
    assert_eq!(
        serde_json::to_string(&Card::Joker).expect("json"),
        r#"{"type":"joker"}"#
    );
    assert_eq!(
        serde_json::to_string(&Phase::Over { murderer: None }).expect("json"),
        r#"{"type":"over"}"#
    );
    assert_eq!(
        serde_json::to_string(&Phase::Over {
            murderer: Some(Seat(1))
        })
        .expect("json"),
        r#"{"type":"over","murderer":1}"#
    );
    assert_eq!(
        serde_json::to_string(&Phase::CoverUpDiscard).expect("json"),
        r#"{"type":"coverUpDiscard"}"#
    );
    let view = serde_json::to_value(Ruse2014::view(&state, Some(Seat(0)))).expect("json");
    assert_eq!(view["viewer"], 0);
    assert!(view["players"][0]["hand"].is_array() && view["players"][1].get("hand").is_none());
    assert!(view["drawPile"].is_u64());
}
