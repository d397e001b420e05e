//! The random-simulation battery: every contract of `Game`, after every
//! step of many seeded games, for 3, 4 and 5 seats, with and without the
//! `freeDiscard` option.

use std::time::Instant;

use ruleshelf_engine::conformance::{run, run_explain, Battery};
use ruleshelf_engine::{Game, Rng};
use ruse_2014::{Options, Ruse2014};

/// Seeds per option set; `RUSE_SEEDS` overrides (for a longer soak).
const SEEDS: u32 = 200;

fn options(seats: u8) -> Vec<Options> {
    [false, true]
        .map(|free_discard| Options {
            free_discard,
            ..Options::new(seats)
        })
        .to_vec()
}

fn seeds() -> u32 {
    std::env::var("RUSE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEEDS)
}

/// The battery at one seat count (one test each, so they run side by side).
fn battery(seats: u8) {
    let seeds = seeds();
    let start = Instant::now();
    let report = run::<Ruse2014>(&Battery {
        options: options(seats),
        seeds: 0..seeds,
    });
    println!("{seats} seats: {report:?} in {:.1?}", start.elapsed());
    assert_eq!(report.games, 2 * seeds);
}

#[test]
fn conformance_at_3_seats() {
    battery(3);
}

#[test]
fn conformance_at_4_seats() {
    battery(4);
}

#[test]
fn conformance_at_5_seats() {
    battery(5);
}

/// "Why not?" from every view, held to the legal actions.
#[test]
fn every_refusal_agrees_with_the_legal_actions_at_3_to_5_seats() {
    let options: Vec<Options> = (3..=5).flat_map(options).collect();
    let report = run_explain::<Ruse2014>(&Battery {
        options,
        seeds: 0..seeds() / 4,
    });
    println!("why not: {report:?}");
    assert!(report.refusals > 0);
}

/// The battery checks that listed actions apply and unlisted ones are
/// refused; this adds that no action is listed twice.
#[test]
fn every_legal_action_is_listed_once() {
    for options in (3..=5).flat_map(options) {
        for seed in 0..50 {
            let mut state = Ruse2014::new_game(&options, seed).expect("a game");
            let mut rng = Rng::new(seed);
            loop {
                let legal = Ruse2014::legal_actions(&state);
                for (i, action) in legal.iter().enumerate() {
                    assert!(!legal[..i].contains(action), "{action:?} listed twice");
                }
                if legal.is_empty() {
                    break;
                }
                let _ = Ruse2014::apply(&mut state, &legal[rng.index(legal.len())]).expect("legal");
            }
        }
    }
}

/// Random games reach every part of the rules the battery should exercise,
/// and end with a murderer well within the turn limit.
#[test]
fn random_games_reach_every_part_of_the_rules() {
    use ruse_2014::Event;
    let mut seen = std::collections::BTreeMap::<&str, u32>::new();
    let mut longest = 0;
    for options in (3..=5).flat_map(options) {
        for seed in 0..50 {
            let mut state = Ruse2014::new_game(&options, seed).expect("a game");
            let mut rng = Rng::new(seed);
            // Played here rather than by `playout::random`, which keeps no log.
            let mut steps = 0;
            loop {
                let actions = Ruse2014::legal_actions(&state);
                if actions.is_empty() {
                    break;
                }
                let _ = Ruse2014::apply(&mut state, &actions[rng.index(actions.len())])
                    .expect("a listed action");
                steps += 1;
            }
            assert!(Ruse2014::outcome(&state).is_some());
            longest = longest.max(steps);
            let restarts = state
                .log
                .iter()
                .filter(|e| matches!(e.event, Event::Flipped { .. }))
                .count();
            if restarts > 1 {
                *seen.entry("restart").or_default() += 1;
            }
            for entry in &state.log {
                let name = match entry.event {
                    Event::Reshuffled { .. } => "reshuffle",
                    Event::TookDiscard { .. } => "take discard",
                    Event::RevealedJoker { .. } => "joker",
                    Event::ProvidedAlibi { .. } => "alibi",
                    Event::CoveredUp { .. } => "cover up",
                    Event::Discarded { .. } => "discard",
                    Event::Murderer { .. } => "murderer",
                    _ => continue,
                };
                *seen.entry(name).or_default() += 1;
            }
        }
    }
    println!("{seen:?}, longest game {longest} steps");
    for name in [
        "restart",
        "reshuffle",
        "take discard",
        "joker",
        "alibi",
        "cover up",
        "discard",
        "murderer",
    ] {
        assert!(
            seen.get(name).is_some_and(|n| *n > 0),
            "random games never reach {name}"
        );
    }
    assert_eq!(
        seen["murderer"], 300,
        "every random game ends with a murderer"
    );
}
