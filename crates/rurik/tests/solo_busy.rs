//! Busy solo games: you spend your points before ending your turn, so the
//! rebels meet your troops, structures and goods; every step must keep the
//! state valid, and the rebels must be seen doing every part of their
//! rules, at every level, with every leader and every solo module.

use std::collections::BTreeMap;

mod common;

use ruleshelf_engine::{Game, Rng, Seat};
use rurik::options::{Level, RebelLeader};
use rurik::solo::{Priority, REBELS};
use rurik::state::Phase;
use rurik::{Action, Event, Options, Rurik, Structure};

/// Plays one busy game; counts what the rebels did, by name.
fn busy_game(options: &Options, seed: u32, seen: &mut BTreeMap<&'static str, u32>) {
    let mut state = Rurik::new_game(options, seed).unwrap();
    let mut rng = Rng::new(seed);
    let mut steps = 0;
    let mut count = |key: &'static str| *seen.entry(key).or_default() += 1;
    while state.phase != Phase::Over {
        let legal = Rurik::legal_actions(&state);
        let action = common::busy_pick(&legal, &mut rng);
        if let Action::ChooseDeck { .. } = action {
            if matches!(
                state.pending.last(),
                Some(
                    rurik::state::Pending::RebelAttack { .. }
                        | rurik::state::Pending::RebelCapture { .. }
                )
            ) {
                count("you chose their deck");
            }
        }
        let _ = Rurik::apply(&mut state, &action).unwrap();
        Rurik::validate(&state).unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
        for entry in Rurik::log(&state) {
            let theirs = |seat: Seat| seat == REBELS;
            match entry.event {
                Event::AdvisorPlaced { seat, bribe, .. } if theirs(seat) && bribe > 0 => {
                    count("bribe")
                }
                Event::RebelRow { used: false, .. } => count("row skipped"),
                Event::AdvisorTaken {
                    seat, coin: true, ..
                } if theirs(seat) => count("forfeit"),
                Event::RebelBonus { .. } => count("bonus applied"),
                Event::BonusUnlocked { .. } => count("bonus unlocked"),
                Event::Mustered { seat, .. } if theirs(seat) => count("muster"),
                Event::Moved { seat, .. } if theirs(seat) => count("move"),
                Event::Attacked {
                    seat,
                    target: Some(_),
                    ..
                } if theirs(seat) => count("attack you"),
                Event::Attacked {
                    seat, target: None, ..
                } if theirs(seat) => count("attack neutral"),
                Event::Attacked {
                    target: Some(t), ..
                } if theirs(t) => count("you attack them"),
                Event::Taxed { seat, .. } if theirs(seat) => count("tax"),
                Event::Built { seat, kind, .. } if theirs(seat) => count(match kind {
                    Structure::Stable => "stable",
                    Structure::Tavern => "tavern",
                    Structure::Church => "church",
                    Structure::Market => "market",
                    Structure::Stronghold => "stronghold",
                }),
                Event::Converted {
                    seat,
                    target: Some(_),
                    ..
                } if theirs(seat) => count("church converts you"),
                Event::Converted {
                    seat, target: None, ..
                } if theirs(seat) => count("church converts a neutral"),
                Event::Warfare { seat, .. } if theirs(seat) => count("warfare"),
                Event::WarfareReward { seat, .. } if theirs(seat) => count("warfare reward"),
                Event::UnitLost { seat, .. } if theirs(seat) => count("rebel lost"),
                Event::Revealed { seat, .. } if theirs(seat) => count("their card revealed"),
                Event::Captured { seat, .. } if theirs(seat) => count("capture"),
                Event::CaptureFailed { seat, .. } if theirs(seat) => count("capture failed"),
                Event::EpicForgone { .. } => count("epic forgone"),
                Event::RebelCardRevealed { .. } => count("inheritance revealed"),
                Event::RebelPlaced { .. } => count("neutral placed"),
                Event::RebelPriority { priority } => count(match priority {
                    Priority::AttackMove => "priority attack-move",
                    Priority::Build => "priority build",
                    Priority::Tax => "priority tax",
                }),
                Event::VpTokens { seat, .. } if theirs(seat) => count("vp tokens"),
                Event::Coins { seat, coins, .. } if theirs(seat) && coins < 0 => {
                    count("coins paid")
                }
                _ => {}
            }
        }
        Rurik::clear_log(&mut state);
        steps += 1;
        assert!(steps < Rurik::max_steps(options));
    }
    let outcome = Rurik::outcome(&state).unwrap();
    count(if outcome.winners.is_empty() {
        "rebels won"
    } else {
        "you won"
    });
    assert_eq!(outcome.ranks.len(), 1);
    assert_eq!(outcome.scores.len(), 2, "your score and the rebels'");
}

#[test]
fn busy_solo_games_stay_valid_and_the_rebels_play_every_part_of_their_rules() {
    let mut seen = BTreeMap::new();
    for (i, level) in Level::ALL.into_iter().enumerate() {
        for (j, leader) in RebelLeader::ALL.into_iter().enumerate() {
            for seed in 0..3 {
                let mut options = Options::solo(level, leader);
                let pick = (i * 4 + j + seed) % 4;
                options.epic_structures = pick == 1;
                options.warfare = pick == 2;
                options.rebel_factions = pick == 3;
                busy_game(&options, seed as u32, &mut seen);
            }
        }
    }
    eprintln!("{seen:#?}");
    for key in [
        "bribe",
        "row skipped",
        "forfeit",
        "bonus applied",
        "bonus unlocked",
        "muster",
        "move",
        "attack you",
        "attack neutral",
        "you attack them",
        "you chose their deck",
        "tax",
        "stable",
        "tavern",
        "church",
        "market",
        "stronghold",
        "church converts you",
        "church converts a neutral",
        "warfare",
        "warfare reward",
        "rebel lost",
        "their card revealed",
        "capture",
        "capture failed",
        "epic forgone",
        "inheritance revealed",
        "neutral placed",
        "priority attack-move",
        "priority build",
        "priority tax",
        "vp tokens",
        "coins paid",
    ] {
        assert!(
            seen.get(key).copied().unwrap_or(0) > 0,
            "the rebels never did: {key}"
        );
    }
}
