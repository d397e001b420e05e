//! The engine's random-simulation battery: 2, 3 and 4 seats, on both sides
//! of the board.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, Battery};
use ruse::{Options, Ruse};

#[test]
fn conformance_battery_holds_for_every_seat_count_and_both_sides() {
    let started = Instant::now();
    let mut options: Vec<Options> = (2..=4).flat_map(|n| [Options::new(n), Options::winter(n)]).collect();
    // And the named variants: sorted winter territories, the FAQ's kits,
    // a first game without Ruse tiles.
    options.push(Options { winter_sorted: true, ..Options::winter(3) });
    options.push(Options { faq_kits_outside: true, ..Options::new(4) });
    options.push(Options { first_game: true, ruse_tiles: false, ..Options::new(2) });
    let count = options.len() as u32;
    let report = run::<Ruse>(&Battery { options, seeds: 0..SEEDS });
    eprintln!("conformance: {report:?} in {:.1} s", started.elapsed().as_secs_f64());
    assert_eq!(report.games, count * SEEDS);
}

const SEEDS: u32 = 16;
