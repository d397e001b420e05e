//! The engine's random-simulation battery for 2, 3 and 4 seats, and every
//! option's non-default value.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, Battery};
use rurik::{Options, RebelRewards, Rurik};

#[test]
fn conformance_battery_holds_for_two_three_and_four_seats() {
    let started = Instant::now();
    let options = (2..=4).map(Options::new).collect();
    let report = run::<Rurik>(&Battery {
        options,
        seeds: 0..SEEDS,
    });
    eprintln!(
        "conformance: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.games, 3 * SEEDS);
}

#[test]
fn conformance_battery_holds_with_the_house_rule_options() {
    let options = vec![
        Options {
            round_four_third_advisor: false,
            ..Options::new(4)
        },
        Options {
            rebel_rewards: RebelRewards::Open,
            ..Options::new(3)
        },
        Options {
            rebel_rewards: RebelRewards::None,
            ..Options::new(2)
        },
    ];
    let report = run::<Rurik>(&Battery {
        options,
        seeds: 0..6,
    });
    assert_eq!(report.games, 18);
}

const SEEDS: u32 = 40;
