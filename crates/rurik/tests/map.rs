//! Occupying and ruling a region (rurik-base.md §7.0), and the leaders that
//! change who rules.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::data::Structure;
use rurik::map::{ruler, strength};

#[test]
fn rule_needs_more_strength_than_every_other_player_and_the_rebels() {
    let mut s = empty_map(3);
    let kiev = region("Kiev");
    put(&mut s, 0, "Kiev", 2);
    assert_eq!(ruler(&s, kiev), Some(Seat(0)));
    put(&mut s, 1, "Kiev", 2);
    assert_eq!(ruler(&s, kiev), None, "a tie between players: nobody rules");
    put(&mut s, 0, "Kiev", 1);
    assert_eq!(ruler(&s, kiev), Some(Seat(0)));
    put_rebels(&mut s, "Kiev", 3);
    assert_eq!(ruler(&s, kiev), None, "a tie with the rebels: nobody rules");
}

#[test]
fn a_stronghold_adds_one_to_its_owners_strength() {
    let mut s = empty_map(2);
    let kiev = region("Kiev");
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 1);
    put_structure(&mut s, 1, "Kiev", Structure::Stronghold);
    assert_eq!(strength(&s, Seat(1), kiev), 2);
    assert_eq!(ruler(&s, kiev), Some(Seat(1)));
}

#[test]
fn yaroslav_wins_ties_in_his_region_and_switches_off_opponents_structures() {
    let mut s = empty_map(2);
    let kiev = region("Kiev");
    lead(&mut s, 0, "Yaroslav", "Kiev");
    put(&mut s, 1, "Kiev", 1);
    assert_eq!(ruler(&s, kiev), Some(Seat(0)));
    put_structure(&mut s, 1, "Kiev", Structure::Stronghold);
    assert_eq!(
        strength(&s, Seat(1), kiev),
        1,
        "the opponent's stronghold has no effect"
    );
    assert_eq!(ruler(&s, kiev), Some(Seat(0)));
}

#[test]
fn sviatopolk_makes_the_rebels_in_his_region_count_for_his_owner() {
    let mut s = empty_map(2);
    let kiev = region("Kiev");
    lead(&mut s, 0, "Sviatopolk", "Kiev");
    put_rebels(&mut s, "Kiev", 2);
    put(&mut s, 1, "Kiev", 2);
    assert_eq!(strength(&s, Seat(0), kiev), 3);
    assert_eq!(ruler(&s, kiev), Some(Seat(0)));
}

#[test]
fn regions_in_play_follow_the_seat_count() {
    assert_eq!(started(2).in_play().count(), 8);
    assert_eq!(started(3).in_play().count(), 11);
    assert_eq!(started(4).in_play().count(), 15);
}
