//! The engine's random-simulation battery: 2, 3 and 4 seats, on both sides
//! of the board, for the base game, its named variants, and each
//! mini-expansion alone and both together. Four tests, so that the test
//! harness runs them side by side.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, Battery};
use ruse::{Options, Ruse};

/// Every seat count on both sides, each changed by `with`.
fn every_table(with: impl Fn(Options) -> Options) -> Vec<Options> {
    (2..=4).flat_map(|n| [Options::new(n), Options::winter(n)]).map(with).collect()
}

fn battery(what: &str, options: Vec<Options>, seeds: u32) {
    let started = Instant::now();
    let count = options.len() as u32;
    let report = run::<Ruse>(&Battery { options, seeds: 0..seeds });
    eprintln!("conformance, {what}: {report:?} in {:.1} s", started.elapsed().as_secs_f64());
    assert_eq!(report.games, count * seeds);
}

#[test]
fn conformance_battery_holds_for_every_seat_count_and_both_sides() {
    let mut options = every_table(|o| o);
    // And the named variants: sorted winter territories, the FAQ's kits,
    // a first game without Ruse tiles.
    options.push(Options { winter_sorted: true, ..Options::winter(3) });
    options.push(Options { faq_kits_outside: true, ..Options::new(4) });
    options.push(Options { first_game: true, ruse_tiles: false, ..Options::new(2) });
    battery("base game", options, SEEDS);
}

#[test]
fn conformance_battery_holds_with_firefox() {
    battery("Firefox", every_table(|o| Options { firefox: true, ..o }), SEEDS_EXPANSIONS);
}

#[test]
fn conformance_battery_holds_with_village() {
    battery("Village", every_table(|o| Options { village: true, ..o }), SEEDS_EXPANSIONS);
}

#[test]
fn conformance_battery_holds_with_firefox_and_village() {
    battery("Firefox and Village", every_table(|o| Options { firefox: true, village: true, ..o }), SEEDS_EXPANSIONS);
}

const SEEDS: u32 = 2;
const SEEDS_EXPANSIONS: u32 = 2;
