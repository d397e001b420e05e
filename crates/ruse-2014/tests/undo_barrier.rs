//! What undo cannot take back: a card seen from the draw pile, a card
//! turned up to restart the discard pile, a card another seat played from
//! its hidden hand. Taking the open top of the discard pile and covering up
//! evidence show nothing hidden.

mod common;

use common::{apply, c, Position};
use ruleshelf_engine::{Game, Seat};
use ruse_2014::{Action, Ruse2014, Source, State};

/// Plays `action`; whether it revealed something to seats 0, 1 and 2.
fn revealed_by(state: &mut State, action: Action) -> [bool; 3] {
    let from = state.log.len();
    apply(state, action);
    [0, 1, 2].map(|seat| Ruse2014::revealed(state, Seat(seat), from))
}

fn draw(seat: u8, from: Source) -> Action {
    Action::Draw {
        seat: Seat(seat),
        from,
    }
}

#[test]
fn a_card_from_the_draw_pile_is_revealed_to_its_taker_only() {
    let mut state = Position::new(3).drawing(0).draw_top(&["9L"]).build();
    assert_eq!(
        revealed_by(&mut state, draw(0, Source::Pile)),
        [true, false, false]
    );
}

#[test]
fn taking_the_top_of_the_discard_pile_reveals_nothing() {
    let mut state = Position::new(3).drawing(0).discard(&["5C", "QL"]).build();
    assert_eq!(
        revealed_by(&mut state, draw(0, Source::Discard)),
        [false; 3]
    );
}

#[test]
fn an_accusation_from_a_hidden_hand_is_news_to_everyone_but_its_player() {
    // The Accusation leaves a discard pile behind, so no card is turned up.
    let mut state = Position::new(3)
        .hand(0, &["KG", "2C", "3C", "4C", "6C", "7C"])
        .discard(&["5C"])
        .acting(0)
        .build();
    let accuse = Action::Accuse {
        seat: Seat(0),
        card: c("KG"),
        target: Seat(1),
    };
    assert_eq!(revealed_by(&mut state, accuse), [false, true, true]);
}

#[test]
fn an_empty_discard_pile_is_restarted_from_the_draw_pile_and_that_card_seen_by_all() {
    let mut state = Position::new(3)
        .hand(0, &["2C", "3C", "4C", "6C", "7C"])
        .discard(&["KG"])
        .draw_top(&["8L"])
        .build();
    apply(&mut state, draw(0, Source::Discard));
    let accuse = Action::Accuse {
        seat: Seat(0),
        card: c("KG"),
        target: Seat(1),
    };
    assert_eq!(
        revealed_by(&mut state, accuse),
        [true; 3],
        "the 8 of Lamps is turned up"
    );
}

#[test]
fn covering_up_evidence_reveals_nothing() {
    let mut state = Position::new(3)
        .accused(0, &["QP"])
        .discard(&["5C"])
        .acting(0)
        .build();
    let cover = Action::CoverUp {
        seat: Seat(0),
        accusation: c("QP"),
    };
    assert_eq!(revealed_by(&mut state, cover), [false; 3]);
}
