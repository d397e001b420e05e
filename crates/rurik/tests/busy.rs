//! Busy random games: every seat spends its points before ending its turn,
//! so deeds, structures, attacks and claims happen a lot. Every step must
//! keep the state valid, and the features must actually be reached: the
//! base game's, and with all three modules on, the modules'.

mod common;

use ruleshelf_engine::{Game, Rng};
use rurik::state::Phase;
use rurik::{Action, Event, Options, Rurik};

#[derive(Default, Debug)]
struct Seen {
    deeds: u32,
    structures: u32,
    attacks: u32,
    claims: u32,
    boons: u32,
    warfare_rewards: u32,
    conversions: u32,
    epic_built: u32,
    fort_crossings: u32,
    trades: u32,
    library_exchanges: u32,
    veche_troops: u32,
    captures: u32,
    failed_captures: u32,
    releases: u32,
    rebels_placed: u32,
    factions_defeated: u32,
}

fn busy_game(options: &Options, seed: u32, seen: &mut Seen) {
    let mut state = Rurik::new_game(options, seed).unwrap();
    let mut rng = Rng::new(seed);
    let mut steps = 0;
    while state.phase != Phase::Over {
        let legal = Rurik::legal_actions(&state);
        let action = common::busy_pick(&legal, &mut rng);
        match action {
            Action::AccomplishDeed { .. } => seen.deeds += 1,
            Action::Build { .. } => seen.structures += 1,
            Action::Attack { .. } => seen.attacks += 1,
            Action::Convert { .. } => seen.conversions += 1,
            Action::CrossFort { .. } => seen.fort_crossings += 1,
            _ => {}
        }
        let _ = Rurik::apply(&mut state, &action).unwrap();
        Rurik::validate(&state).unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
        for entry in Rurik::log(&state) {
            match entry.event {
                Event::EpicBuilt { .. } => seen.epic_built += 1,
                Event::GoodTraded { .. } => seen.trades += 1,
                Event::LibraryExchange { .. } => seen.library_exchanges += 1,
                Event::VecheTroop { .. } => seen.veche_troops += 1,
                Event::Captured { .. } => seen.captures += 1,
                Event::CaptureFailed { .. } => seen.failed_captures += 1,
                Event::Released { .. } => seen.releases += 1,
                Event::RebelPlaced { .. } => seen.rebels_placed += 1,
                Event::FactionDefeated { .. } => seen.factions_defeated += 1,
                _ => {}
            }
        }
        Rurik::clear_log(&mut state);
        steps += 1;
        assert!(steps < Rurik::max_steps(options));
    }
    for p in &state.players {
        seen.claims += p.claims.iter().map(|c| u32::from(*c)).sum::<u32>();
        seen.boons += u32::from(p.boons) + p.boons_below.iter().filter(|b| !**b).count() as u32;
        seen.warfare_rewards += p.warfare_earned.len() as u32;
    }
    let outcome = Rurik::outcome(&state).unwrap();
    if seed == 0 {
        eprintln!(
            "{} seats, seed 0: scores {:?}, ranks {:?}, {steps} steps",
            options.seats, outcome.scores, outcome.ranks
        );
    }
}

#[test]
fn busy_games_stay_valid_and_reach_every_part_of_the_rules() {
    let mut seen = Seen::default();
    for seats in 2..=4 {
        for seed in 0..60 {
            busy_game(&Options::new(seats), seed, &mut seen);
        }
    }
    eprintln!("{seen:?}");
    assert!(seen.deeds > 0 && seen.structures > 0 && seen.attacks > 0 && seen.claims > 0);
    assert!(seen.boons > 0 && seen.warfare_rewards > 0 && seen.conversions > 0);
}

#[test]
fn busy_games_with_all_three_modules_reach_every_module() {
    let mut seen = Seen::default();
    for seats in 2..=4 {
        for seed in 0..40 {
            busy_game(&Options::new(seats).with_all_modules(), seed, &mut seen);
        }
    }
    eprintln!("{seen:?}");
    assert!(seen.epic_built > 0 && seen.fort_crossings > 0 && seen.trades > 0);
    assert!(seen.library_exchanges > 0 && seen.veche_troops > 0);
    assert!(seen.captures > 0 && seen.failed_captures > 0 && seen.releases > 0);
    assert!(seen.rebels_placed > 0 && seen.factions_defeated > 0);
}
