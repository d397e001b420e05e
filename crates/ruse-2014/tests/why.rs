//! "Why not?", from a seat's view: each refusal names the rule that really
//! stops the touch, in the rulebook's words, with the cards that matter.

mod common;

use common::Position;
use ruleshelf_engine::{explain, Answer, Game, Seat};
use ruse_2014::{Action, Ruse2014, State, Target};

/// What a touch on `target` (an id) answers to `seat`, from its view.
fn ask(state: &State, seat: u8, target: &str) -> Answer<Action> {
    let target: Target = target
        .parse()
        .unwrap_or_else(|_| panic!("{target} is no target id"));
    explain::<Ruse2014>(&Ruse2014::view(state, Some(Seat(seat))), &target)
}

fn forbidden(answer: &Answer<Action>, heading: &str, starts: &str) {
    match answer {
        Answer::Forbidden { rule, heading: h } => {
            assert_eq!(h, heading, "{rule}");
            assert!(
                rule.starts_with(starts),
                "{rule:?} does not start with {starts:?}"
            );
        }
        other => panic!("not forbidden: {other:?}"),
    }
}

// --- The case: an Alibi of the wrong value, on the first turn ---

/// "Play": "At the start of your turn, take the top card of the draw pile
/// or the discard pile." Before that, an Alibi card in hand is refused for
/// the draw, not for its value.
#[test]
fn at_the_start_of_your_turn_a_card_is_taken_first() {
    let state = Position::new(4)
        .hand(0, &["9C"])
        .accused(0, &["AG"])
        .build();
    let answer = ask(&state, 0, "hand:crystals-9");
    assert!(
        matches!(answer, Answer::Pending { ref heading, ref rule } if heading == "Play" && rule.contains("take the top card")),
        "{answer:?}"
    );
}

/// "Provide an Alibi": the Alibi "matches the value of an Accusation made
/// against you": 9 is not A.
#[test]
fn an_alibi_must_match_the_value_of_an_accusation_made_against_you() {
    let state = Position::new(4)
        .hand(0, &["9C", "5G"])
        .accused(0, &["AG"])
        .acting(0)
        .build();
    let answer = ask(&state, 0, "hand:crystals-9");
    forbidden(
        &answer,
        "Provide an Alibi",
        "an Alibi must match the value of an Accusation made against you: 9 is not A;",
    );
    let Answer::Forbidden { rule, .. } = answer else {
        unreachable!()
    };
    assert!(
        rule.ends_with("discard only if you cannot make an Accusation"),
        "{rule}"
    );
}

// --- Make an Accusation ---

#[test]
fn a_player_may_only_have_one_of_each_type_of_accusation() {
    let state = Position::new(3)
        .hand(0, &["5G"])
        .accused(1, &["7G"])
        .acting(0)
        .build();
    forbidden(
        &ask(&state, 0, "slot:1:opportunity"),
        "Make an Accusation",
        "A player may only have one of each type",
    );
    assert!(matches!(
        ask(&state, 0, "slot:2:opportunity"),
        Answer::Playable { .. }
    ));
}

#[test]
fn all_of_the_accusations_made_against_a_player_must_be_of_the_same_suit() {
    let state = Position::new(3)
        .hand(0, &["5G"])
        .accused(1, &["KP"])
        .acting(0)
        .build();
    let answer = ask(&state, 0, "slot:1:opportunity");
    forbidden(&answer, "Make an Accusation", "All of the Accusations made against a player must be of the same suit: Seat 2's are Pistols");
}

#[test]
fn an_accusation_is_placed_in_front_of_another_player() {
    let state = Position::new(3).hand(0, &["5G"]).acting(0).build();
    forbidden(
        &ask(&state, 0, "slot:0:opportunity"),
        "Make an Accusation",
        "an Accusation is placed face-up on the table in front of another player",
    );
}

// --- Discard ---

#[test]
fn discard_only_if_you_cannot_make_an_accusation() {
    let state = Position::new(3).hand(0, &["5G", "2C"]).acting(0).build();
    forbidden(
        &ask(&state, 0, "pile:discard"),
        "Discard",
        "discard only if you cannot make an Accusation",
    );
}

// --- Cover Up Evidence ---

#[test]
fn each_portrait_tile_can_be_used_once_per_game_to_cover_up_evidence() {
    let state = Position::new(3)
        .hand(0, &["5G"])
        .accused(0, &["KP"])
        .covered_up(0)
        .acting(0)
        .build();
    forbidden(
        &ask(&state, 0, "portrait:0"),
        "Cover Up Evidence",
        "each player's portrait tile can be used once per game",
    );
    forbidden(
        &ask(&state, 0, "portrait:1"),
        "Cover Up Evidence",
        "you cover up evidence with your own portrait tile",
    );
}

// --- Reveal A Joker ---

#[test]
fn an_accusation_moves_only_when_you_reveal_a_joker() {
    let state = Position::new(3)
        .hand(0, &["5G"])
        .accused(1, &["KP"])
        .acting(0)
        .build();
    forbidden(
        &ask(&state, 0, "acc:pistols-K"),
        "Reveal A Joker",
        "an Accusation moves to another player only when you reveal a Joker",
    );
}

// --- The turn ---

#[test]
fn another_players_turn_is_named() {
    let state = Position::new(3).acting(1).build();
    assert_eq!(
        ask(&state, 0, "pile:pile"),
        Answer::OtherSeats {
            seats: vec![Seat(1)]
        }
    );
}

#[test]
fn only_one_card_is_taken_at_the_start_of_a_turn() {
    let state = Position::new(3).hand(0, &["5G"]).acting(0).build();
    let answer = ask(&state, 0, "pile:pile");
    assert!(
        matches!(answer, Answer::Phase { ref heading, .. } if heading == "Play"),
        "{answer:?}"
    );
}

// --- Which card ends on top ---

/// "Provide an Alibi": which card ends on top is chosen with the Alibi;
/// with Accusations against you but no Alibi of their value in hand, the
/// answer says there is none, not "pick the Alibi first".
#[test]
fn the_card_on_top_is_chosen_with_an_alibi_that_matches() {
    let state = Position::new(4)
        .hand(0, &["9C", "5G"])
        .accused(0, &["AG"])
        .acting(0)
        .build();
    forbidden(
        &ask(&state, 0, "top:alibi"),
        "Provide an Alibi",
        "an Alibi must match the value of an Accusation made against you: there is no Alibi that matches in your hand",
    );
    let state = Position::new(4).hand(0, &["9C", "5G"]).acting(0).build();
    forbidden(
        &ask(&state, 0, "top:accusation"),
        "Provide an Alibi",
        "an Alibi counters an Accusation made against you: there is none",
    );
}
