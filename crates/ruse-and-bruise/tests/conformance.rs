//! The engine's random-simulation battery: every seat count, many seeds.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, Battery};
use ruse_and_bruise::{Options, RuseAndBruise};

#[test]
fn conformance_battery_holds_for_every_seat_count() {
    let started = Instant::now();
    let options = (2..=6).map(Options::new).collect();
    let report = run::<RuseAndBruise>(&Battery { options, seeds: 0..SEEDS });
    eprintln!("conformance: {report:?} in {:.1} s", started.elapsed().as_secs_f64());
    assert_eq!(report.games, 5 * SEEDS);
}

const SEEDS: u32 = 100;
