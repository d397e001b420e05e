//! "Special Abilities" that change a card's value (ruling 3), one test per
//! card, on hand-made columns.

mod common;

use common::{col, g, up};
use ruse_and_bruise::cards::CARDS;
use ruse_and_bruise::value::current_values;
use ruse_and_bruise::{Card, Domain};

const MUSIC_3: fn() -> ruse_and_bruise::Goal = || g(Domain::Music, 3);

#[test]
fn printed_values_follow_the_card_list_in_half_points() {
    assert_eq!(Card::King.value(), 40);
    assert_eq!(Card::Assassin.value(), 19, "the Assassin is 9.5");
    assert_eq!(Card::InvisibilityCloak.value(), 0);
    assert_eq!(
        CARDS.iter().map(|c| c.value).sum::<i32>(),
        417,
        "208.5 points a colour"
    );
    assert_eq!(Card::ALL.len(), 25);
}

#[test]
fn multi_point_value_cards_are_12_under_their_symbol_and_8_elsewhere() {
    let cards = col(&[
        (0, Card::Alchemist),
        (1, Card::Minnesinger),
        (2, Card::Cardinal),
    ]);
    assert_eq!(
        current_values(&cards, g(Domain::Alchemy, 3), true),
        vec![24, 16, 16]
    );
    assert_eq!(
        current_values(&cards, g(Domain::Music, 3), true),
        vec![16, 24, 16]
    );
    assert_eq!(
        current_values(&cards, g(Domain::Religion, 3), true),
        vec![16, 16, 24]
    );
}

#[test]
fn romeo_is_15_with_his_owners_juliet_in_the_column() {
    let with = col(&[(0, Card::Romeo), (0, Card::Juliet)]);
    assert_eq!(current_values(&with, MUSIC_3(), true), vec![30, 28]);
    let other = col(&[(0, Card::Romeo), (1, Card::Juliet)]);
    assert_eq!(
        current_values(&other, MUSIC_3(), true),
        vec![10, 28],
        "another player's Juliet does not count"
    );
}

#[test]
fn hermit_loses_one_point_for_every_other_card() {
    let cards = col(&[
        (0, Card::Hermit),
        (1, Card::Witch),
        (2, Card::Squire),
        (1, Card::Beggar),
    ]);
    assert_eq!(current_values(&cards, MUSIC_3(), true)[0], 24 - 6);
}

#[test]
fn hermit_never_goes_below_zero_assumed() {
    let mut cards = vec![up(0, Card::Hermit)];
    for seat in 1..=5 {
        for card in [Card::Witch, Card::Squire, Card::Beggar] {
            cards.push(up(seat, card));
        }
    }
    assert_eq!(cards.len(), 16);
    assert_eq!(current_values(&cards, MUSIC_3(), true)[0], 0);
}

#[test]
fn small_giant_gains_three_for_every_additional_card() {
    let cards = col(&[(0, Card::SmallGiant), (1, Card::Witch), (2, Card::Squire)]);
    assert_eq!(current_values(&cards, MUSIC_3(), true)[0], 4 + 12);
}

#[test]
fn doppelganger_takes_the_value_of_the_card_below_it() {
    let cards = col(&[(0, Card::Doppelganger), (1, Card::King)]);
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![40, 40]);
}

#[test]
fn doppelganger_with_no_card_beneath_has_no_value() {
    let cards = col(&[(1, Card::King), (0, Card::Doppelganger)]);
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![40, 0]);
}

#[test]
fn doppelganger_chains_copy_what_the_lower_doppelganger_copies() {
    let cards = col(&[
        (0, Card::Doppelganger),
        (1, Card::Doppelganger),
        (2, Card::Romeo),
        (2, Card::Juliet),
    ]);
    assert_eq!(
        current_values(&cards, MUSIC_3(), true),
        vec![30, 30, 30, 28],
        "copies the boosted Romeo, not his ability"
    );
    let empty = col(&[(0, Card::Doppelganger), (1, Card::Doppelganger)]);
    assert_eq!(current_values(&empty, MUSIC_3(), true), vec![0, 0]);
}

#[test]
fn doppelganger_copies_the_current_value_of_a_specialist_and_a_small_giant() {
    let cards = col(&[
        (0, Card::Doppelganger),
        (1, Card::Trader),
        (2, Card::Doppelganger),
        (3, Card::SmallGiant),
    ]);
    // Small Giant: 2 + 3 × 3 others = 11 points.
    assert_eq!(
        current_values(&cards, g(Domain::Trade, 3), true),
        vec![24, 24, 22, 22]
    );
}

#[test]
fn dragon_lowers_other_players_cards_by_two_but_not_below_zero() {
    let cards = col(&[
        (0, Card::Dragon),
        (1, Card::King),
        (1, Card::Witch),
        (0, Card::Queen),
    ]);
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![22, 36, 0, 32]);
}

#[test]
fn dragons_of_two_players_lower_each_other() {
    let cards = col(&[(0, Card::Dragon), (1, Card::Dragon), (2, Card::King)]);
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![18, 18, 32]);
}

#[test]
fn dragon_against_small_giant_lowers_the_grown_value() {
    let cards = col(&[(0, Card::Dragon), (1, Card::SmallGiant), (2, Card::Squire)]);
    // Small Giant 2 + 3 × 2 = 8, then the Dragon's 2 off: 6 points.
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![22, 12, 0]);
}

#[test]
fn dragon_acts_after_the_doppelganger_copies() {
    let cards = col(&[(0, Card::Doppelganger), (1, Card::Dragon), (0, Card::Queen)]);
    // The Doppelganger copies the Dragon's printed 11, then that Dragon lowers it.
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![18, 22, 28]);
}

#[test]
fn invisibility_cloak_is_worth_zero() {
    let cards = col(&[(0, Card::InvisibilityCloak)]);
    assert_eq!(current_values(&cards, MUSIC_3(), true), vec![0]);
}

#[test]
fn musketeers_leave_every_card_at_its_printed_value() {
    let cards = col(&[
        (0, Card::Musketeers),
        (1, Card::Alchemist),
        (2, Card::Doppelganger),
        (2, Card::King),
        (1, Card::Dragon),
    ]);
    assert_eq!(
        current_values(&cards, g(Domain::Alchemy, 3), false),
        vec![22, 16, 0, 40, 22]
    );
}
