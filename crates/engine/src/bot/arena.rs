//! Bots against bots: whole games played from the true state, each seat
//! asking its own bot with its own view, for tests and benchmarks.
//!
//! ```
//! # use ruleshelf_engine::{Game, RulesError};
//! # use ruleshelf_engine::bot::{arena, BotOptions};
//! # fn demo<G: Game>(options: G::Options) -> Result<(), RulesError> {
//! // Seat 0 searches 500 iterations, seats 1 and 2 play at random.
//! let lineup = vec![BotOptions::ismcts(500, 1), BotOptions::random(2), BotOptions::random(3)];
//! let start = std::time::Instant::now();
//! let clock = move || start.elapsed().as_secs_f64() * 1000.0;
//! let standings = arena::win_rates::<G>(&options, &lineup, 0..200, &clock)?;
//! println!("seat 0 wins {:.0}%", 100.0 * standings.win_rate(0));
//! # Ok(())
//! # }
//! ```

use core::ops::Range;

use crate::{ErrorCode, Game, GameOptions, RulesError, Seat};

use super::{suggest, BotOptions};

/// What a series of games gave, per seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standings {
    /// Games played.
    pub games: u32,
    /// Games the seat won, alone or shared.
    pub wins: Vec<u32>,
    /// Games the seat won alone.
    pub sole_wins: Vec<u32>,
    /// The sum of the seat's [`crate::Outcome::reward`] (a game cut off at
    /// `max_steps` counts 0.5 for everyone).
    pub reward: Vec<f64>,
    /// The sum of each participant's [`crate::Outcome::scores`] over the
    /// finished games: the seats', then any automated opponent's.
    pub scores: Vec<f64>,
    /// Games that did not end within the game's `max_steps` (a game bug).
    pub unfinished: u32,
    /// Decisions each seat's bot made.
    pub decisions: Vec<u32>,
    /// Milliseconds each seat's bot spent deciding, on the caller's clock.
    pub think_ms: Vec<f64>,
}

impl Standings {
    /// The share of games `seat` won, alone or shared (0.0 ..= 1.0).
    #[must_use]
    pub fn win_rate(&self, seat: usize) -> f64 {
        ratio(
            self.wins.get(seat).map_or(0.0, |w| f64::from(*w)),
            self.games,
        )
    }

    /// The seat's mean reward per game (0.0 ..= 1.0).
    #[must_use]
    pub fn mean_reward(&self, seat: usize) -> f64 {
        ratio(self.reward.get(seat).copied().unwrap_or(0.0), self.games)
    }

    /// The seat's mean milliseconds per decision.
    #[must_use]
    pub fn ms_per_decision(&self, seat: usize) -> f64 {
        ratio(
            self.think_ms.get(seat).copied().unwrap_or(0.0),
            self.decisions.get(seat).copied().unwrap_or(0),
        )
    }
}

fn ratio(total: f64, count: u32) -> f64 {
    if count == 0 {
        0.0
    } else {
        total / f64::from(count)
    }
}

/// Plays one game per seed of `seeds` with `options`, seat `s` played by the
/// bot `lineup[s]`, and tallies the results.
///
/// Each decision goes to the first seat of [`Game::to_act`], which gets its
/// own view and answers through [`suggest`]; the answer is applied with
/// [`Game::apply`], so an illegal suggestion is an error, not a silent
/// corruption. The bot's seed for a decision mixes its options' seed (0 when
/// absent) with the game's seed and the step, so that bots vary from game to
/// game while the whole series stays reproducible (under iteration budgets).
/// `clock` (milliseconds) times the bots and serves their `timeMs` budgets.
///
/// Errors: a lineup whose length is not the number of seats
/// (`InvalidOptions`), options the game refuses, and any bot's error.
pub fn win_rates<G: Game>(
    options: &G::Options,
    lineup: &[BotOptions],
    seeds: Range<u32>,
    clock: &dyn Fn() -> f64,
) -> Result<Standings, RulesError> {
    let seats = usize::from(options.seats());
    if lineup.len() != seats {
        return Err(RulesError::invalid_options(format!(
            "the lineup names {} bots for {seats} seats",
            lineup.len()
        )));
    }
    let mut standings = Standings {
        games: 0,
        wins: vec![0; seats],
        sole_wins: vec![0; seats],
        reward: vec![0.0; seats],
        scores: Vec::new(),
        unfinished: 0,
        decisions: vec![0; seats],
        think_ms: vec![0.0; seats],
    };
    for seed in seeds {
        let mut state = G::new_game(options, seed)?;
        let max_steps = G::max_steps(G::options(&state));
        let mut step = 0;
        while G::outcome(&state).is_none() && step < max_steps {
            let Some(&seat) = G::to_act(&state).first() else {
                break;
            };
            let Some(bot) = lineup.get(seat.index()) else {
                return Err(RulesError::new(
                    ErrorCode::BotError,
                    format!("{seat} is out of the lineup"),
                ));
            };
            let view = G::view(&state, Some(seat));
            let bot = BotOptions {
                seed: Some(mix(bot.seed_or_default(), seed, step)),
                ..bot.clone()
            };
            let started = clock();
            let action = suggest::<G>(&view, &bot, clock)?;
            standings.think_ms[seat.index()] += clock() - started;
            standings.decisions[seat.index()] += 1;
            let _ = G::apply(&mut state, &action)?;
            step += 1;
        }
        standings.games += 1;
        match G::outcome(&state) {
            Some(outcome) => {
                if standings.scores.len() < outcome.scores.len() {
                    standings.scores.resize(outcome.scores.len(), 0.0);
                }
                for (sum, score) in standings.scores.iter_mut().zip(&outcome.scores) {
                    *sum += f64::from(*score);
                }
                for s in Seat::all(options.seats()) {
                    standings.reward[s.index()] += outcome.reward(s);
                }
                for w in &outcome.winners {
                    if let Some(count) = standings.wins.get_mut(w.index()) {
                        *count += 1;
                        if outcome.winners.len() == 1 {
                            standings.sole_wins[w.index()] += 1;
                        }
                    }
                }
            }
            None => {
                standings.unfinished += 1;
                standings.reward.iter_mut().for_each(|r| *r += 0.5);
            }
        }
    }
    Ok(standings)
}

/// A reproducible per-decision seed (a 32-bit finalizer of the three).
fn mix(bot: u32, game: u32, step: u32) -> u32 {
    let mut x = bot ^ game.wrapping_mul(0x9e37_79b9) ^ step.wrapping_mul(0x85eb_ca6b);
    x ^= x >> 16;
    x = x.wrapping_mul(0x7feb_352d);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846c_a68b);
    x ^ (x >> 16)
}
