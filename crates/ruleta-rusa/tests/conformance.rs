//! The engine's random-simulation battery, for every seat count and mode.

use ruleshelf_engine::conformance::{run, run_explain, Battery};
use ruleta_rusa::{Deal, Options, RuletaRusa};

fn battery(options: Vec<Options>, games: u32) {
    let report = run::<RuletaRusa>(&Battery {
        options: options.clone(),
        seeds: 0..games,
    });
    assert!(report.games > 0 && report.refusals > 0);
    eprintln!("{report:?}");
    let report = run_explain::<RuletaRusa>(&Battery {
        options,
        seeds: 0..games / 5,
    });
    assert!(report.games > 0 && report.refusals > 0);
    eprintln!("why not: {report:?}");
}

#[test]
fn basic_games_keep_the_contract_for_2_to_6_seats() {
    battery((2..=6).map(Options::basic).collect(), 300);
}

#[test]
fn dealt_advanced_games_keep_the_contract_for_2_to_6_seats() {
    battery(
        (2..=6)
            .map(|s| Options::advanced(s, Deal::Random))
            .collect(),
        300,
    );
}

#[test]
fn drafted_advanced_games_keep_the_contract_for_2_to_6_seats() {
    battery(
        (2..=6).map(|s| Options::advanced(s, Deal::Draft)).collect(),
        150,
    );
}
