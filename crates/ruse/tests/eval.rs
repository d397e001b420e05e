//! The bots' estimate of where each seat is heading (`ruse::eval`), read
//! against the rulebook's end-of-game scoring.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use ruse::eval::{heading, vixen_heading};
use ruse::state::KitPlace;
use ruse::{Options, Ruse, VixenLevel};

#[test]
fn victory_points_already_scored_count_whole() {
    let mut s = fresh(2);
    let before = heading(d(), &s, Seat(0));
    s.players[0].vp += 7;
    assert!((heading(d(), &s, Seat(0)) - before - 7.0).abs() < 1e-9);
}

#[test]
fn a_kit_on_the_den_board_counts_its_value_as_the_end_of_the_game_would() {
    let mut s = fresh(2);
    let before = heading(d(), &s, Seat(0));
    let value = s.players[0].kits[0].value;
    s.players[0].kits[0].place = KitPlace::Den {
        slot: 0,
        instinct: false,
    };
    let after = heading(d(), &s, Seat(0));
    assert!(
        (after - before - f64::from(value)).abs() < 1e-9,
        "{before} -> {after}, kit value {value}"
    );
}

#[test]
fn a_kit_still_growing_does_not_count_yet() {
    let mut s = fresh(2);
    let before = heading(d(), &s, Seat(0));
    s.players[0].kits[0].place = KitPlace::Growing { space: 2 };
    assert!((heading(d(), &s, Seat(0)) - before).abs() < 1e-9);
}

#[test]
fn alone_against_vixen_far_ahead_of_you_you_expect_to_lose() {
    let mut s = fresh_with(Options::against_vixen(1, VixenLevel::Two));
    let mut out = Vec::new();
    assert!(Ruse::evaluate(&s, &mut out));
    assert_eq!(out.len(), 1, "VIXEN is not a seat");
    s.vixen.as_mut().unwrap().public.vp += 40;
    assert!(vixen_heading(d(), &s).unwrap() >= 40.0);
    assert!(Ruse::evaluate(&s, &mut out));
    assert!(out[0] < 0.15, "{out:?}");
}
