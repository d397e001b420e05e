//! The engine's random-simulation battery for 2, 3 and 4 seats: the base
//! game, every house-rule option, each Stone & Blade module alone and all
//! three together; and solo, at every level with every rebel leader, with
//! each module alone and all three.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, run_explain, Battery};
use rurik::options::{Level, RebelLeader};
use rurik::{Options, RebelRewards, Rurik};

fn battery(name: &str, options: Vec<Options>, seeds: u32) {
    let started = Instant::now();
    let sets = options.len() as u32;
    let report = run::<Rurik>(&Battery {
        options: options.clone(),
        seeds: 0..seeds,
    });
    eprintln!(
        "conformance, {name}: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.games, sets * seeds);
    // "Why not?": every target of every view (each seat's and a
    // spectator's) at every step, in fewer games.
    let started = Instant::now();
    let report = run_explain::<Rurik>(&Battery {
        options,
        seeds: 0..EXPLAIN_SEEDS,
    });
    eprintln!(
        "why not, {name}: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.games, sets * EXPLAIN_SEEDS);
}

/// `module` on, at 2, 3 and 4 seats.
fn seats_with(module: fn(&mut Options)) -> Vec<Options> {
    (2..=4)
        .map(|seats| {
            let mut o = Options::new(seats);
            module(&mut o);
            o
        })
        .collect()
}

#[test]
fn conformance_battery_holds_for_two_three_and_four_seats() {
    battery("base", seats_with(|_| {}), BASE_SEEDS);
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
    battery("house rules", options, 4);
}

#[test]
fn conformance_battery_holds_with_epic_structures() {
    battery(
        "epic structures",
        seats_with(|o| o.epic_structures = true),
        MODULE_SEEDS,
    );
}

#[test]
fn conformance_battery_holds_with_warfare() {
    battery("warfare", seats_with(|o| o.warfare = true), MODULE_SEEDS);
}

#[test]
fn conformance_battery_holds_with_rebel_factions() {
    battery(
        "rebel factions",
        seats_with(|o| o.rebel_factions = true),
        MODULE_SEEDS,
    );
}

#[test]
fn conformance_battery_holds_with_all_three_modules() {
    battery(
        "all modules",
        seats_with(|o| *o = o.clone().with_all_modules()),
        MODULE_SEEDS,
    );
}

#[test]
fn conformance_battery_holds_solo_at_every_level_with_every_rebel_leader() {
    let options = Level::ALL
        .into_iter()
        .flat_map(|level| {
            RebelLeader::ALL
                .into_iter()
                .map(move |leader| Options::solo(level, leader))
        })
        .collect();
    battery("solo", options, SOLO_SEEDS);
}

#[test]
fn conformance_battery_holds_solo_with_each_module_and_all_three() {
    let modules: [fn(&mut Options); 4] = [
        |o| o.epic_structures = true,
        |o| o.warfare = true,
        |o| o.rebel_factions = true,
        |o| *o = o.clone().with_all_modules(),
    ];
    let options = modules
        .iter()
        .enumerate()
        .flat_map(|(i, module)| {
            (0..2).map(move |j| {
                let mut o = Options::solo(
                    Level::ALL[(i + 2 * j) % 4],
                    RebelLeader::ALL[(i + 3 * j) % 4],
                );
                module(&mut o);
                o
            })
        })
        .collect();
    battery("solo with the modules", options, SOLO_SEEDS);
}

const BASE_SEEDS: u32 = 20;
/// Seeds per option set for the "why not?" battery.
const EXPLAIN_SEEDS: u32 = 4;
/// Seeds per solo option set (every level and leader, and each module,
/// are covered by the sets).
const SOLO_SEEDS: u32 = 2;
const MODULE_SEEDS: u32 = 4;
