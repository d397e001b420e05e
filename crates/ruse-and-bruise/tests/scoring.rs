//! End-of-round scoring of a column: "Cards Whose Ability Is Applied After
//! the Round Finishes" and the column winner (rulings 2 and 4).

mod common;

use common::{col, g, up, S};
use ruse_and_bruise::scoring::{score_column, CardRef, Removal, WinReason};
use ruse_and_bruise::{Card, Domain, Face, Placed};

fn music() -> ruse_and_bruise::Goal {
    g(Domain::Music, 3)
}

fn winner(cards: &[Placed]) -> Option<u8> {
    score_column(0, cards, music()).winner.map(|s| s.0)
}

fn r(seat: u8, card: Card) -> CardRef {
    CardRef {
        seat: S(seat),
        card,
    }
}

#[test]
fn the_most_points_in_a_column_collects_the_goal() {
    let s = score_column(0, &col(&[(0, Card::Queen), (1, Card::King)]), music());
    assert_eq!(s.winner, Some(S(1)));
    assert_eq!(s.reason, Some(WinReason::Highest));
}

#[test]
fn a_players_cards_in_a_column_are_added_together() {
    let s = score_column(
        0,
        &col(&[(0, Card::King), (1, Card::Queen), (1, Card::Squire)]),
        music(),
    );
    assert_eq!(
        s.totals.iter().map(|t| t.total).collect::<Vec<_>>(),
        vec![40, 36]
    );
    assert_eq!(s.winner, Some(S(0)));
}

#[test]
fn a_tie_goes_to_the_tied_player_with_the_card_closest_to_the_goal() {
    let s = score_column(0, &col(&[(1, Card::Prince), (0, Card::Juliet)]), music());
    assert_eq!(s.winner, Some(S(1)));
    assert_eq!(s.reason, Some(WinReason::TieClosest));
}

#[test]
fn musketeers_switch_off_a_specialists_twelve() {
    let cards = col(&[(0, Card::Musketeers), (1, Card::Alchemist)]);
    assert_eq!(
        score_column(0, &cards, g(Domain::Fencing, 3)).winner,
        Some(S(0))
    );
    let cards = col(&[(0, Card::Queen), (1, Card::Alchemist)]);
    assert_eq!(
        score_column(0, &cards, g(Domain::Alchemy, 3)).winner,
        Some(S(0)),
        "16 beats 12"
    );
    let cards = col(&[
        (0, Card::Musketeers),
        (1, Card::Doppelganger),
        (1, Card::Alchemist),
        (2, Card::Squire),
    ]);
    // Without Musketeers: Doppelganger 12 + Alchemist 12 = 24 against 11.
    let with = score_column(0, &cards, g(Domain::Alchemy, 3));
    assert!(with.musketeers);
    assert_eq!(
        with.winner,
        Some(S(0)),
        "Musketeers switch off the specialist's 12 and the Doppelganger's copy"
    );
}

#[test]
fn musketeers_switch_off_the_wizard_and_the_witch() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Musketeers),
            (1, Card::Wizard),
            (2, Card::King),
            (1, Card::Witch),
        ]),
        music(),
    );
    assert!(s.wizard_removed.is_empty() && s.witch_removed.is_empty());
    assert_eq!(s.winner, Some(S(2)));
}

#[test]
fn musketeers_switch_off_prince_and_squire_and_the_beggar() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Musketeers),
            (1, Card::Prince),
            (1, Card::Squire),
            (2, Card::Beggar),
        ]),
        music(),
    );
    assert_eq!(s.prince_and_squire, None);
    assert!(!s.beggar);
    assert_eq!(
        s.winner,
        Some(S(1)),
        "plain totals: 16 beats 11 and 4, the highest wins"
    );
    assert_eq!(s.reason, Some(WinReason::Highest));
}

#[test]
fn wizard_removes_every_card_valued_10_or_higher() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::King),
            (1, Card::Wizard),
            (2, Card::Squire),
            (2, Card::Traitor),
        ]),
        music(),
    );
    assert_eq!(
        s.wizard_removed,
        vec![r(0, Card::King), r(2, Card::Traitor)]
    );
    assert_eq!(s.cards[0].removed, Some(Removal::Wizard));
    assert_eq!(s.winner, Some(S(1)));
}

#[test]
fn wizard_against_a_boosted_romeo() {
    let cards = col(&[
        (0, Card::Romeo),
        (0, Card::Juliet),
        (1, Card::Wizard),
        (2, Card::Squire),
    ]);
    let s = score_column(0, &cards, music());
    assert_eq!(
        s.wizard_removed,
        vec![r(0, Card::Romeo), r(0, Card::Juliet)],
        "Romeo at 15 is over 10"
    );
    assert_eq!(s.winner, Some(S(1)));
}

#[test]
fn wizard_affects_boosted_cards_doppelgangers_and_cards_under_a_cloak() {
    let cards = vec![
        up(0, Card::InvisibilityCloak),
        Placed {
            owner: S(0),
            card: Card::Queen,
            face: Face::Up,
        },
        up(1, Card::Doppelganger),
        up(2, Card::King),
        up(3, Card::SmallGiant),
        up(1, Card::Wizard),
    ];
    let s = score_column(0, &cards, music());
    assert_eq!(
        s.wizard_removed,
        vec![
            r(0, Card::Queen),
            r(1, Card::Doppelganger),
            r(2, Card::King),
            r(3, Card::SmallGiant)
        ],
        "Small Giant: 2 + 3 × 5 others"
    );
}

#[test]
fn two_wizards_neutralize_one_another() {
    let s = score_column(
        0,
        &col(&[(0, Card::Wizard), (1, Card::Wizard), (2, Card::King)]),
        music(),
    );
    assert_eq!(s.wizards, 2);
    assert!(s.wizard_removed.is_empty());
    assert_eq!(s.winner, Some(S(2)));
    let three = score_column(
        0,
        &col(&[
            (0, Card::Wizard),
            (1, Card::Wizard),
            (2, Card::Wizard),
            (3, Card::King),
        ]),
        music(),
    );
    assert_eq!(
        three.wizard_removed,
        vec![r(3, Card::King)],
        "an odd number acts"
    );
}

#[test]
fn witch_removes_every_card_valued_9_or_lower_but_witches() {
    let cards = col(&[
        (0, Card::Witch),
        (1, Card::Romeo),
        (2, Card::Storm),
        (3, Card::Assassin),
        (1, Card::Doppelganger),
    ]);
    let s = score_column(0, &cards, music());
    assert_eq!(
        s.witch_removed,
        vec![
            r(1, Card::Romeo),
            r(2, Card::Storm),
            r(1, Card::Doppelganger)
        ]
    );
    assert_eq!(s.winner, Some(S(3)), "the Assassin's 9.5 escapes the Witch");
}

#[test]
fn two_witches_cancel_out() {
    let s = score_column(
        0,
        &col(&[(0, Card::Witch), (1, Card::Witch), (2, Card::Romeo)]),
        music(),
    );
    assert!(s.witch_removed.is_empty());
    assert_eq!(s.winner, Some(S(2)));
}

#[test]
fn the_assassins_nine_and_a_half_escapes_both_wizard_and_witch() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Wizard),
            (1, Card::Witch),
            (2, Card::Assassin),
            (3, Card::Queen),
        ]),
        music(),
    );
    assert_eq!(s.wizard_removed, vec![r(3, Card::Queen)]);
    assert_eq!(s.witch_removed, vec![r(0, Card::Wizard)]);
    assert_eq!(s.winner, Some(S(2)));
}

#[test]
fn the_witch_acts_after_the_wizard_on_recomputed_values() {
    // Hermit: 12 − 3 = 9 at first (the Witch would take it), but after the
    // Wizard removes the King it is 12 − 2 = 10... and the Wizard has acted.
    let cards = col(&[
        (0, Card::Hermit),
        (1, Card::King),
        (2, Card::Wizard),
        (3, Card::Witch),
    ]);
    let s = score_column(0, &cards, music());
    assert_eq!(s.wizard_removed, vec![r(1, Card::King)]);
    assert_eq!(
        s.witch_removed,
        vec![r(2, Card::Wizard)],
        "the Hermit is now 10, out of the Witch's reach"
    );
    assert_eq!(s.winner, Some(S(0)));
}

#[test]
fn prince_and_squire_of_one_player_win_the_column() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::King),
            (1, Card::Squire),
            (0, Card::Queen),
            (1, Card::Prince),
        ]),
        music(),
    );
    assert_eq!(s.prince_and_squire, Some(S(1)));
    assert_eq!(s.reason, Some(WinReason::PrinceAndSquire));
}

#[test]
fn of_several_prince_and_squire_pairs_the_one_closest_to_the_top_wins() {
    let cards = col(&[
        (0, Card::King),
        (1, Card::Squire),
        (2, Card::Prince),
        (2, Card::Squire),
        (1, Card::Prince),
    ]);
    assert_eq!(
        winner(&cards),
        Some(1),
        "seat 1's Squire is nearer the goal than seat 2's Prince"
    );
}

#[test]
fn a_prince_removed_by_the_wizard_breaks_the_pair() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Prince),
            (0, Card::Squire),
            (1, Card::Wizard),
            (2, Card::Romeo),
        ]),
        music(),
    );
    assert_eq!(s.prince_and_squire, None);
    assert_eq!(
        s.winner,
        Some(S(1)),
        "Wizard 7 beats Romeo 5 and the Squire's 2"
    );
}

#[test]
fn with_a_beggar_the_lowest_sum_wins() {
    let s = score_column(
        0,
        &col(&[(0, Card::King), (1, Card::Beggar), (2, Card::Squire)]),
        music(),
    );
    assert!(s.beggar);
    assert_eq!(s.winner, Some(S(2)));
    assert_eq!(s.reason, Some(WinReason::Lowest));
}

#[test]
fn beggar_ties_go_to_the_card_furthest_from_the_top() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Beggar),
            (1, Card::Squire),
            (2, Card::Squire),
            (1, Card::Witch),
            (2, Card::Witch),
        ]),
        music(),
    );
    // Witches: two cancel. Totals: seat 0 4, seat 1 3, seat 2 3.
    assert_eq!(s.winner, Some(S(2)));
    assert_eq!(s.reason, Some(WinReason::TieFarthest));
}

#[test]
fn with_a_beggar_a_cloak_alone_counts_zero_and_wins() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Beggar),
            (1, Card::InvisibilityCloak),
            (2, Card::Squire),
        ]),
        music(),
    );
    assert_eq!(s.winner, Some(S(1)));
}

#[test]
fn with_a_beggar_an_empty_doppelganger_alone_cannot_win() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Beggar),
            (2, Card::Squire),
            (1, Card::Doppelganger),
        ]),
        music(),
    );
    let seat1 = s
        .totals
        .iter()
        .find(|t| t.seat == S(1))
        .expect("seat 1 total");
    assert!(!seat1.eligible);
    assert_eq!(s.winner, Some(S(2)));
    let copying = score_column(
        0,
        &col(&[
            (0, Card::Beggar),
            (1, Card::Doppelganger),
            (2, Card::InvisibilityCloak),
        ]),
        music(),
    );
    assert_eq!(
        copying.winner,
        Some(S(2)),
        "a Doppelganger copying a Cloak is worth 0 but has a value: 0 ties 0, farthest wins"
    );
}

#[test]
fn a_column_nobody_contests_leaves_its_goal_unclaimed() {
    let s = score_column(0, &[], music());
    assert_eq!(s.winner, None);
    let only_empty = score_column(
        0,
        &col(&[(0, Card::Beggar), (1, Card::Doppelganger)]),
        music(),
    );
    assert_eq!(only_empty.winner, Some(S(0)));
}

#[test]
fn a_beggar_removed_by_the_witch_no_longer_acts() {
    let s = score_column(
        0,
        &col(&[
            (0, Card::Witch),
            (1, Card::Beggar),
            (2, Card::Assassin),
            (3, Card::Queen),
        ]),
        music(),
    );
    assert_eq!(s.witch_removed, vec![r(1, Card::Beggar)]);
    assert!(!s.beggar);
    assert_eq!(s.winner, Some(S(3)), "the highest total wins again");
}

#[test]
fn a_dragon_removed_by_the_wizard_no_longer_lowers_other_cards() {
    // The Wizard sees the Dragon's lowered values (Queen 14, Assassin 7.5) and
    // removes the Dragon (11) and the Queen; totals are then recomputed
    // without the Dragon, so the Assassin is back to 9.5.
    let s = score_column(
        0,
        &col(&[
            (0, Card::Dragon),
            (1, Card::Wizard),
            (2, Card::Assassin),
            (2, Card::Queen),
        ]),
        music(),
    );
    assert_eq!(
        s.wizard_removed,
        vec![r(0, Card::Dragon), r(2, Card::Queen)]
    );
    let assassin = s
        .cards
        .iter()
        .find(|c| c.card == Card::Assassin)
        .expect("assassin");
    assert_eq!(assassin.value, 19);
    assert_eq!(s.winner, Some(S(2)));
}
