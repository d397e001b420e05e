//! Native benchmarks for every game on the shelf. Prints one JSON document
//! (see `bench/run.mjs`, which adds the wasm figures and writes
//! `bench/results.json` and `bench/results.md`).
//!
//! `cargo run -p ruleshelf-bench --release [-- --quick]`

use std::time::Instant;

use ruleshelf_engine::bot::{arena, ismcts, BotOptions, Budget};
use ruleshelf_engine::{playout, Game, GameOptions, Rng};
use serde::Serialize;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Figures {
    game: &'static str,
    /// A row of the game with other options than the defaults: what they
    /// are, in words and as the game's options.
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<serde_json::Value>,
    seats: u8,
    playouts_per_sec: f64,
    moves_per_sec: f64,
    mean_game_length: f64,
    ismcts_iterations: u32,
    ms_per_decision: f64,
    iterations_per_sec: f64,
    vs_random: Match,
    vs_weaker: Match,
}

/// Seat 0's results over a series: wins (shared wins count), a 95% Wilson
/// interval, and the share a seat would win by chance.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Match {
    games: u32,
    lineup: String,
    win_rate: f64,
    ci95: [f64; 2],
    fair_share: f64,
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    // Bot games per series; the board games are long, so they play fewer
    // (their intervals say so).
    let card = Scale {
        quick,
        bot_games: if quick { 20 } else { 200 },
    };
    let board = Scale {
        quick,
        bot_games: if quick { 4 } else { 24 },
    };
    let mut out = Vec::new();
    for seats in [2, 4, 6] {
        out.push(bench::<ruleta_rusa::RuletaRusa>(
            "ruleta-rusa",
            None,
            &ruleta_rusa::Options::basic(seats),
            card,
        ));
    }
    for seats in [3, 4, 5] {
        out.push(bench::<ruse_2014::Ruse2014>(
            "ruse-2014",
            None,
            &ruse_2014::Options::new(seats),
            card,
        ));
    }
    for seats in [2, 4, 6] {
        out.push(bench::<ruse_and_bruise::RuseAndBruise>(
            "ruse-and-bruise",
            None,
            &ruse_and_bruise::Options::new(seats),
            card,
        ));
    }
    for seats in [2, 3, 4] {
        out.push(bench::<ruse::Ruse>(
            "ruse",
            None,
            &ruse::Options::new(seats),
            board,
        ));
    }
    for seats in [2, 3, 4] {
        let options = ruse::Options {
            firefox: true,
            village: true,
            ..ruse::Options::new(seats)
        };
        out.push(bench::<ruse::Ruse>(
            "ruse",
            Some("Firefox + Village"),
            &options,
            board,
        ));
    }
    // VIXEN, RUSE's automated fox (level 2), against one seat and beside two.
    let solo = ruse::Options::against_vixen(1, ruse::VixenLevel::Two);
    out.push(beside_rules(
        bench::<ruse::Ruse>("ruse", Some("solo against VIXEN"), &solo, board),
        "VIXEN",
    ));
    let beside = ruse::Options::against_vixen(2, ruse::VixenLevel::Two);
    out.push(beside_rules(
        bench::<ruse::Ruse>("ruse", Some("VIXEN beside 2 players"), &beside, board),
        "VIXEN",
    ));
    for seats in [2, 3, 4] {
        out.push(bench::<rurik::Rurik>(
            "rurik",
            None,
            &rurik::Options::new(seats),
            board,
        ));
    }
    for seats in [2, 3, 4] {
        let options = rurik::Options::new(seats).with_all_modules();
        out.push(bench::<rurik::Rurik>(
            "rurik",
            Some("all three modules"),
            &options,
            board,
        ));
    }
    // Solo: one seat against the rebels (the rules play them inside each
    // step); the match columns are the seat's wins against the rebels.
    let options = rurik::Options::solo(
        rurik::options::Level::Two,
        rurik::options::RebelLeader::Sviatopolk,
    );
    out.push(beside_rules(
        bench::<rurik::Rurik>(
            "rurik",
            Some("solo, level 2, against Sviatopolk"),
            &options,
            board,
        ),
        "the rebels",
    ));
    println!(
        "{}",
        serde_json::to_string_pretty(&out).expect("figures serialize")
    );
}

/// A row where an opponent the rules play takes part (RUSE's VIXEN, Rurik's
/// rebels): it is one more place to share (a seat's fair share counts it),
/// and alone the bot plays against it only.
fn beside_rules(f: Figures, opponent: &str) -> Figures {
    let fair_share = 1.0 / f64::from(f.seats + 1);
    let solo = f.seats == 1;
    let mark = |m: Match| {
        let lineup = if solo {
            format!("ISMCTS 300 vs {opponent}")
        } else {
            format!("{}, and {opponent}", m.lineup)
        };
        Match {
            fair_share,
            lineup,
            ..m
        }
    };
    Figures {
        vs_random: mark(f.vs_random),
        vs_weaker: mark(f.vs_weaker),
        ..f
    }
}

#[derive(Clone, Copy)]
struct Scale {
    quick: bool,
    bot_games: u32,
}

fn bench<G: Game>(
    game: &'static str,
    variant: Option<&'static str>,
    options: &G::Options,
    Scale {
        quick,
        bot_games: games,
    }: Scale,
) -> Figures {
    let seats = options.seats();
    eprintln!("{game}, {seats} seats");
    let (playouts_per_sec, moves_per_sec, mean_game_length) =
        playouts::<G>(options, if quick { 0.3 } else { 1.5 });
    let iterations = 1000;
    let ms_per_decision = decision_ms::<G>(options, iterations, if quick { 5 } else { 30 });
    let mut lineup = vec![BotOptions::random(2); usize::from(seats)];
    lineup[0] = BotOptions::ismcts(300, 1);
    let vs_random = series::<G>(options, &lineup, games, "ISMCTS 300 vs random");
    let mut lineup = vec![BotOptions::ismcts(60, 2); usize::from(seats)];
    lineup[0] = BotOptions::ismcts(300, 1);
    let vs_weaker = series::<G>(options, &lineup, games / 2, "ISMCTS 300 vs ISMCTS 60");
    Figures {
        game,
        variant,
        // A variant's row names its options (the wasm figures need them).
        options: variant.and_then(|_| serde_json::to_value(options).ok()),
        seats,
        playouts_per_sec,
        moves_per_sec,
        mean_game_length,
        ismcts_iterations: iterations,
        ms_per_decision,
        iterations_per_sec: f64::from(iterations) / ms_per_decision * 1000.0,
        vs_random,
        vs_weaker,
    }
}

/// Random playouts from a fresh setup each, for `seconds`.
fn playouts<G: Game>(options: &G::Options, seconds: f64) -> (f64, f64, f64) {
    let start = Instant::now();
    let mut rng = Rng::new(1);
    let (mut games, mut moves) = (0u64, 0u64);
    let max = G::max_steps(options);
    while start.elapsed().as_secs_f64() < seconds {
        for _ in 0..64 {
            let mut state = G::new_game(options, games as u32).expect("options are valid");
            moves += u64::from(playout::random::<G>(&mut state, &mut rng, max));
            games += 1;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    (
        games as f64 / elapsed,
        moves as f64 / elapsed,
        moves as f64 / games as f64,
    )
}

/// Mean milliseconds of an ISMCTS decision of `iterations`, over positions
/// a few random moves into different games.
fn decision_ms<G: Game>(options: &G::Options, iterations: u32, decisions: u32) -> f64 {
    let mut rng = Rng::new(7);
    let mut total = 0.0;
    for seed in 0..decisions {
        let mut state = G::new_game(options, seed).expect("options are valid");
        playout::random::<G>(&mut state, &mut rng, 6);
        if G::outcome(&state).is_some() {
            state = G::new_game(options, seed).expect("options are valid");
        }
        let seat = G::to_act(&state)[0];
        let view = G::view(&state, Some(seat));
        let start = Instant::now();
        let decision = ismcts::search::<G>(&view, Budget::iterations(iterations), seed, &|| 0.0);
        total += start.elapsed().as_secs_f64() * 1000.0;
        assert!(decision.is_ok(), "the bot decides");
    }
    total / f64::from(decisions)
}

fn series<G: Game>(options: &G::Options, lineup: &[BotOptions], games: u32, name: &str) -> Match {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let standings = arena::win_rates::<G>(options, lineup, 0..games, &clock).expect("bots play");
    let p = standings.win_rate(0);
    Match {
        games,
        lineup: name.to_string(),
        win_rate: p,
        ci95: wilson(p, games),
        fair_share: 1.0 / f64::from(options.seats()),
    }
}

/// The 95% Wilson score interval of a proportion `p` over `n` trials.
fn wilson(p: f64, n: u32) -> [f64; 2] {
    let n = f64::from(n);
    let z = 1.96f64;
    let centre = p + z * z / (2.0 * n);
    let margin = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt();
    let denominator = 1.0 + z * z / n;
    [
        (centre - margin) / denominator,
        (centre + margin) / denominator,
    ]
}
