//! The bots' estimate of where each side is heading (`rurik::eval`), read
//! against the rulebook's final scoring.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::Structure;
use rurik::eval::{heading, playout_weight};
use rurik::options::{Level, RebelLeader};
use rurik::scoring::final_score;
use rurik::solo::scoring::rebel_score;
use rurik::solo::REBELS;
use rurik::{Action, Options, Rurik};

#[test]
fn the_estimate_counts_the_final_score_a_seat_has_now() {
    let mut s = empty_map(2);
    s.players[0].vp_tokens = 3;
    let now = f64::from(final_score(&s, Seat(0)).total);
    assert!(heading(&s, Seat(0)) >= now, "VP tokens count as VP");
    assert!(heading(&s, Seat(0)) > heading(&s, Seat(1)));
}

#[test]
fn regions_ruled_now_count_towards_the_rule_track_before_the_claim_phase_moves_the_marker() {
    let mut s = empty_map(2);
    let before = heading(&s, Seat(0));
    for name in ["Rostov", "Polotsk", "Smolensk"] {
        put(&mut s, 0, name, 1);
    }
    assert_eq!(s.players[0].claims[0], 0, "the marker has not moved yet");
    let after = heading(&s, Seat(0));
    assert!(
        after > before + 1.0,
        "three regions ruled are worth a claim level's VP: {before} -> {after}"
    );
}

#[test]
fn a_claim_already_made_is_not_counted_twice() {
    let mut s = empty_map(2);
    for name in ["Rostov", "Polotsk", "Smolensk"] {
        put(&mut s, 0, name, 1);
    }
    let unclaimed = heading(&s, Seat(0));
    let level = rurik::claim::current_levels(&s, Seat(0), &rurik::data::data().claim)[0];
    s.players[0].claims[0] = level;
    let claimed = heading(&s, Seat(0));
    let vp = f64::from(rurik::claim::level_vp(&rurik::data::data().claim, level));
    assert!(
        (claimed - unclaimed - 0.2 * vp).abs() < 1e-9,
        "claimed, its VP count whole (the 0.8 of the estimate becomes 1): {unclaimed} -> {claimed}"
    );
}

#[test]
fn structures_built_in_adjacent_regions_count_towards_the_build_track() {
    let mut s = empty_map(2);
    let before = heading(&s, Seat(0));
    put_structure(&mut s, 0, "Kiev", Structure::Church);
    put_structure(&mut s, 0, "Chernigov", Structure::Market);
    assert!(heading(&s, Seat(0)) > before);
}

#[test]
fn the_rebels_are_heading_for_their_solo_score_coins_and_goods_included() {
    let mut s = empty_map_with(Options::solo(Level::Two, RebelLeader::Sviatopolk));
    let before = heading(&s, REBELS);
    assert!(before >= f64::from(rebel_score(&s).total));
    s.players[REBELS.index()].coins += 6;
    assert!(
        heading(&s, REBELS) >= before + 2.0,
        "1 VP for every 3 coins, rounding up"
    );
}

#[test]
fn a_solo_seat_far_behind_the_rebels_expects_to_lose() {
    let mut s = empty_map_with(Options::solo(Level::Two, RebelLeader::Sviatopolk));
    s.players[REBELS.index()].vp_tokens = 30;
    let mut out = Vec::new();
    assert!(Rurik::evaluate(&s, &mut out));
    assert_eq!(
        out.len(),
        1,
        "one reward per seat: the rebels are not a seat"
    );
    assert!(out[0] < 0.15, "{out:?}");
    s.players[0].vp_tokens = 60;
    assert!(Rurik::evaluate(&s, &mut out));
    assert!(out[0] > 0.85, "{out:?}");
}

#[test]
fn playouts_prefer_accomplishing_a_deed_to_ending_the_turn() {
    let seat = Seat(0);
    let deed = Action::AccomplishDeed {
        seat,
        deed: rurik::Deed::at(0),
    };
    assert!(playout_weight(&deed) > 10 * playout_weight(&Action::EndTurn { seat }));
    assert!(
        playout_weight(&Action::TakePoints { seat }) > playout_weight(&Action::TakeCoin { seat })
    );
}
