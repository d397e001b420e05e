//! Bot-strength series, one per call, for bench/bots.mjs: plays `games`
//! games of a game with the options and the lineup given as JSON and
//! prints the seats' standings and decision times as JSON.
//!
//! Usage: `bots <game> <options JSON> <lineup JSON: one BotOptions per seat>
//! <first seed> <games>`; for example
//! `bots rurik '{"seats":1,"level":"2","rebelLeader":"gleb"}' '[{"level":"hard"}]' 0 25`.

use std::time::Instant;

use ruleshelf_engine::bot::{arena, BotOptions};
use ruleshelf_engine::Game;
use serde::Serialize;

/// What one series gave.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Series {
    games: u32,
    /// Games each seat won, alone or shared.
    wins: Vec<u32>,
    sole_wins: Vec<u32>,
    mean_reward: Vec<f64>,
    /// Each participant's mean score (the seats', then an automated
    /// opponent's), over the finished games.
    mean_score: Vec<f64>,
    unfinished: u32,
    decisions: Vec<u32>,
    ms_per_decision: Vec<f64>,
    /// Wall-clock seconds the series took.
    seconds: f64,
}

fn run<G: Game>(options: &str, lineup: &[BotOptions], first: u32, games: u32) -> Series {
    let options: G::Options = serde_json::from_str(options).expect("the game's options as JSON");
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let s = arena::win_rates::<G>(&options, lineup, first..first + games, &clock)
        .expect("the bots play");
    let seats = lineup.len();
    Series {
        games: s.games,
        wins: s.wins.clone(),
        sole_wins: s.sole_wins.clone(),
        mean_reward: (0..seats).map(|i| s.mean_reward(i)).collect(),
        mean_score: s
            .scores
            .iter()
            .map(|x| x / f64::from((s.games - s.unfinished).max(1)))
            .collect(),
        unfinished: s.unfinished,
        decisions: s.decisions.clone(),
        ms_per_decision: (0..seats).map(|i| s.ms_per_decision(i)).collect(),
        seconds: start.elapsed().as_secs_f64(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, options, lineup, first, games] = args.as_slice() else {
        eprintln!("usage: bots <game> <options JSON> <lineup JSON> <first seed> <games>");
        std::process::exit(2);
    };
    let lineup: Vec<BotOptions> = serde_json::from_str(lineup).expect("the lineup as JSON");
    let first: u32 = first.parse().expect("the first seed");
    let games: u32 = games.parse().expect("the number of games");
    let series = match game.as_str() {
        "ruleta-rusa" => run::<ruleta_rusa::RuletaRusa>(options, &lineup, first, games),
        "ruse-2014" => run::<ruse_2014::Ruse2014>(options, &lineup, first, games),
        "ruse-and-bruise" => run::<ruse_and_bruise::RuseAndBruise>(options, &lineup, first, games),
        "ruse" => run::<ruse::Ruse>(options, &lineup, first, games),
        "rurik" => run::<rurik::Rurik>(options, &lineup, first, games),
        other => {
            eprintln!("no game {other}");
            std::process::exit(2);
        }
    };
    println!(
        "{}",
        serde_json::to_string(&series).expect("figures serialize")
    );
}
