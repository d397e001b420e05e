//! The engine's random-simulation battery: every seat count, many seeds.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, run_explain, Battery};
use ruse_and_bruise::{Options, RuseAndBruise};

/// The battery at one seat count (one test each, so they run side by side).
fn battery(seats: u8) {
    let started = Instant::now();
    let report = run::<RuseAndBruise>(&Battery {
        options: vec![Options::new(seats)],
        seeds: 0..SEEDS,
    });
    eprintln!(
        "conformance at {seats} seats: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.games, SEEDS);
}

/// "Why not?" from every view, held to the legal actions, at 2 to 6 seats.
#[test]
fn every_refusal_agrees_with_the_legal_actions() {
    let started = Instant::now();
    let options = (2..=6).map(Options::new).collect();
    let report = run_explain::<RuseAndBruise>(&Battery {
        options,
        seeds: 0..SEEDS / 10,
    });
    eprintln!(
        "why not: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert!(report.refusals > 0);
}

#[test]
fn conformance_battery_holds_at_2_seats() {
    battery(2);
}

#[test]
fn conformance_battery_holds_at_3_seats() {
    battery(3);
}

#[test]
fn conformance_battery_holds_at_4_seats() {
    battery(4);
}

#[test]
fn conformance_battery_holds_at_5_seats() {
    battery(5);
}

#[test]
fn conformance_battery_holds_at_6_seats() {
    battery(6);
}

const SEEDS: u32 = 100;
