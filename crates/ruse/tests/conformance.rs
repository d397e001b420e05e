//! The engine's random-simulation battery: 2, 3 and 4 seats, on both sides
//! of the board, for the base game, its named variants, and each
//! mini-expansion alone and both together; 1, 2 and 3 seats against VIXEN
//! at every level, on both sides. Several tests, so that the test
//! harness runs them side by side.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, Battery};
use ruse::{Options, Ruse, Side, VixenLevel};

/// Every seat count on both sides, each changed by `with`.
fn every_table(with: impl Fn(Options) -> Options) -> Vec<Options> {
    (2..=4)
        .flat_map(|n| [Options::new(n), Options::winter(n)])
        .map(with)
        .collect()
}

fn battery(what: &str, options: Vec<Options>, seeds: u32) {
    let started = Instant::now();
    let count = options.len() as u32;
    let report = run::<Ruse>(&Battery {
        options,
        seeds: 0..seeds,
    });
    eprintln!(
        "conformance, {what}: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.games, count * seeds);
}

#[test]
fn conformance_battery_holds_for_every_seat_count_in_summer_and_the_named_variants() {
    let mut options: Vec<Options> = (2..=4).map(Options::new).collect();
    // The FAQ's kits, a first game without Ruse tiles.
    options.push(Options {
        faq_kits_outside: true,
        ..Options::new(4)
    });
    options.push(Options {
        first_game: true,
        ruse_tiles: false,
        ..Options::new(2)
    });
    battery("base game, summer", options, SEEDS);
}

#[test]
fn conformance_battery_holds_for_every_seat_count_in_winter_and_sorted_winter_territories() {
    let mut options: Vec<Options> = (2..=4).map(Options::winter).collect();
    options.push(Options {
        winter_sorted: true,
        ..Options::winter(3)
    });
    battery("base game, winter", options, SEEDS);
}

#[test]
fn conformance_battery_holds_with_firefox() {
    battery(
        "Firefox",
        every_table(|o| Options { firefox: true, ..o }),
        SEEDS_EXPANSIONS,
    );
}

#[test]
fn conformance_battery_holds_with_village() {
    battery(
        "Village",
        every_table(|o| Options { village: true, ..o }),
        SEEDS_EXPANSIONS,
    );
}

#[test]
fn conformance_battery_holds_with_firefox_and_village() {
    battery(
        "Firefox and Village",
        every_table(|o| Options {
            firefox: true,
            village: true,
            ..o
        }),
        SEEDS_EXPANSIONS,
    );
}

/// VIXEN at every level, on both sides, beside `seats` (1: the solo mode).
fn against_vixen(seats: u8) -> Vec<Options> {
    VixenLevel::ALL
        .into_iter()
        .flat_map(|level| {
            [
                Options::against_vixen(seats, level),
                Options {
                    side: Side::Winter,
                    ..Options::against_vixen(seats, level)
                },
            ]
        })
        .collect()
}

#[test]
fn conformance_battery_holds_alone_against_vixen_at_every_level_in_summer_and_winter() {
    battery("solo against VIXEN", against_vixen(1), SEEDS_VIXEN[0]);
}

#[test]
fn conformance_battery_holds_with_vixen_beside_2_players_at_every_level_in_summer_and_winter() {
    battery("VIXEN beside 2 players", against_vixen(2), SEEDS_VIXEN[1]);
}

#[test]
fn conformance_battery_holds_with_vixen_beside_3_players_at_every_level_in_summer_and_winter() {
    battery("VIXEN beside 3 players", against_vixen(3), SEEDS_VIXEN[2]);
}

const SEEDS: u32 = 16;
const SEEDS_EXPANSIONS: u32 = 8;
/// Per option set with VIXEN beside 1, 2 and 3 seats (8 sets each: 4
/// levels, 2 sides); a solo game is short.
const SEEDS_VIXEN: [u32; 3] = [6, 4, 3];

/// The battery means something for the expansions only if random play
/// reaches them: their actions, the Firefox die and the Village's spots.
#[test]
fn random_games_with_both_expansions_reach_their_boards() {
    use ruleshelf_engine::{Game, Rng};
    use ruse::{Action, Buy, Event};
    let (mut firefox, mut village, mut rolls, mut village_buys) = (0, 0, 0, 0);
    for seed in 0..4 {
        let mut s = Ruse::new_game(
            &Options {
                firefox: true,
                village: true,
                ..Options::new(2)
            },
            seed,
        )
        .unwrap();
        let mut rng = Rng::new(seed);
        let mut in_village = false;
        while Ruse::outcome(&s).is_none() {
            let legal = Ruse::legal_actions(&s);
            let a = legal[rng.index(legal.len())];
            match a {
                Action::Firefox { .. } => firefox += 1,
                Action::Village { .. } => {
                    village += 1;
                    in_village = true;
                }
                Action::Buy {
                    buy: Buy::Hunt | Buy::Mark | Buy::Kit,
                    ..
                } if in_village => village_buys += 1,
                Action::EndTurn { .. } => in_village = false,
                _ => {}
            }
            let _ = Ruse::apply(&mut s, &a).unwrap();
        }
        rolls += s
            .log
            .iter()
            .filter(|e| matches!(e.event, Event::FirefoxMoved { roll: Some(_), .. }))
            .count();
    }
    eprintln!("Firefox actions {firefox}, Village actions {village}, Village purchases {village_buys}, Firefox die rolls {rolls}");
    assert!(firefox > 0 && village > 0 && village_buys > 0);
}

/// "Why not?": every target of every view, at every step, answered as the
/// legal actions say (the engine's `run_explain`), in the base game on both
/// sides, with both mini-expansions, and against VIXEN at every level
/// beside 1 to 3 seats.
fn explained(what: &str, options: Vec<Options>, seeds: u32) {
    let started = Instant::now();
    let count = options.len() as u32;
    let report = ruleshelf_engine::conformance::run_explain::<Ruse>(&Battery {
        options,
        seeds: 0..seeds,
    });
    eprintln!(
        "why not, {what}: {report:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.games, count * seeds);
}

#[test]
fn every_refusal_is_explained_from_the_view_in_the_base_game() {
    explained("base game", every_table(|o| o), SEEDS_EXPLAIN);
}

#[test]
fn every_refusal_is_explained_from_the_view_with_firefox_and_village() {
    explained(
        "Firefox and Village",
        every_table(|o| Options {
            firefox: true,
            village: true,
            ..o
        }),
        SEEDS_EXPLAIN,
    );
}

#[test]
fn every_refusal_is_explained_from_the_view_against_vixen() {
    explained(
        "against VIXEN",
        (1..=3).flat_map(against_vixen).collect(),
        SEEDS_EXPLAIN / 2,
    );
}

const SEEDS_EXPLAIN: u32 = 6;
