//! What a caller asks of a bot: its level, its budget and its seed.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use super::ismcts::Settings;
use crate::{ErrorCode, RulesError};

/// The iterations a search runs when the options name no budget.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// The most iterations one decision may run, whatever the budget: it bounds
/// the search tree's memory (one node per iteration at most) when only a
/// time budget is given.
pub const MAX_ITERATIONS: u32 = 1 << 22;

/// How a bot decides.
///
/// In JSON: `"random"`, `"ismcts"` (the raw search, its budget from the
/// options), or a named level, `"easy"`, `"normal"` or `"hard"`: a fixed
/// recipe of budget and search settings ([`BotLevel::recipe`]), the same
/// for every game and platform.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum BotLevel {
    /// A uniformly random legal action (the budget is not used).
    Random,
    /// Information-set Monte Carlo tree search over determinizations of the
    /// seat's view (see [`crate::bot::ismcts`]).
    #[default]
    Ismcts,
    /// A quick search (see [`BotLevel::recipe`]): a beginner's opponent.
    Easy,
    /// A search scored by the game's evaluation: a fair opponent.
    Normal,
    /// The strongest recipe, within about a second a decision in a browser.
    Hard,
}

/// What a named level runs: its iteration budget and search settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// Search iterations (an iteration budget keeps the choice
    /// reproducible: same view and seed, same action, everywhere).
    pub iterations: u32,
    /// How the iterations play out.
    pub settings: Settings,
}

impl BotLevel {
    /// The fixed recipe of a named level (`None` for `random` and the raw
    /// `ismcts`, whose budget comes from the options).
    ///
    /// - `easy`: 120 iterations, informed playouts cut after 12 actions and
    ///   scored by the game's evaluation.
    /// - `normal`: 500 iterations, the same playouts.
    /// - `hard`: 2,000 iterations, informed playouts cut after 24 actions.
    ///
    /// A game without an evaluation plays its playouts to the end; a game
    /// whose iterations are cheap multiplies the iterations by its
    /// [`crate::Game::bot_effort`].
    #[must_use]
    pub const fn recipe(self) -> Option<Recipe> {
        let (iterations, depth) = match self {
            BotLevel::Random | BotLevel::Ismcts => return None,
            BotLevel::Easy => (120, 12),
            BotLevel::Normal => (500, 12),
            BotLevel::Hard => (2000, 24),
        };
        Some(Recipe {
            iterations,
            settings: Settings {
                playout_depth: Some(depth),
                informed: true,
            },
        })
    }
}

/// A bot's settings, as a caller (or JS) passes them to `suggest`.
///
/// Every field may be left out: `{}` is ISMCTS with 1000 iterations and
/// seed 0. With both `iterations` and `timeMs` the search stops at
/// whichever comes first. Unknown fields are refused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BotOptions {
    /// How the bot decides (default `"ismcts"`).
    #[serde(default)]
    pub level: BotLevel,
    /// Search iterations, at least 1 (default 1000 when `timeMs` is absent
    /// too).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub iterations: Option<u32>,
    /// A thinking-time budget in milliseconds, at least 1; with it the
    /// choice depends on the machine's speed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub time_ms: Option<u32>,
    /// The bot's own random seed (default 0): same view, options and seed,
    /// same action, on every platform.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub seed: Option<u32>,
}

/// A search budget, resolved from [`BotOptions`]: at least one of the two is
/// set, and a set one is at least 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Stop after this many iterations (at most [`MAX_ITERATIONS`]).
    pub iterations: Option<u32>,
    /// Stop once this many milliseconds have passed on the caller's clock
    /// (checked before each iteration; the first iteration always runs).
    pub time_ms: Option<u32>,
}

impl Budget {
    /// A budget of `n` iterations and no time limit (`n` ≥ 1).
    #[must_use]
    pub fn iterations(n: u32) -> Budget {
        Budget {
            iterations: Some(n),
            time_ms: None,
        }
    }

    /// The iteration cap the search obeys: the asked iterations, or
    /// [`MAX_ITERATIONS`] under a time budget alone.
    #[must_use]
    pub fn max_iterations(&self) -> u32 {
        self.iterations
            .unwrap_or(MAX_ITERATIONS)
            .clamp(1, MAX_ITERATIONS)
    }
}

impl BotOptions {
    /// Options for ISMCTS at `iterations` with `seed`.
    #[must_use]
    pub fn ismcts(iterations: u32, seed: u32) -> BotOptions {
        BotOptions {
            level: BotLevel::Ismcts,
            iterations: Some(iterations),
            time_ms: None,
            seed: Some(seed),
        }
    }

    /// Options for the uniformly random bot with `seed`.
    #[must_use]
    pub fn random(seed: u32) -> BotOptions {
        BotOptions {
            level: BotLevel::Random,
            iterations: None,
            time_ms: None,
            seed: Some(seed),
        }
    }

    /// The seed the bot draws from (0 when none is given).
    #[must_use]
    pub fn seed_or_default(&self) -> u32 {
        self.seed.unwrap_or(0)
    }

    /// The budget of a named level: the recipe's iterations times the
    /// game's `effort` ([`crate::Game::bot_effort`]), unless the options
    /// name `iterations` (which replace them) or `timeMs` (which caps them,
    /// and makes the choice depend on the machine). Call after
    /// [`BotOptions::budget`] has checked the options.
    #[must_use]
    pub fn level_budget(&self, recipe: Recipe, effort: u32) -> Budget {
        let scaled = recipe
            .iterations
            .saturating_mul(effort.max(1))
            .min(MAX_ITERATIONS);
        Budget {
            iterations: Some(self.iterations.unwrap_or(scaled)),
            time_ms: self.time_ms,
        }
    }

    /// The budget these options describe, or a `BotError` saying why they
    /// make no sense (0 iterations, 0 ms, more than [`MAX_ITERATIONS`]).
    /// Without either budget: [`DEFAULT_ITERATIONS`] iterations.
    ///
    /// ```
    /// # use ruleshelf_engine::bot::{BotLevel, BotOptions, Budget};
    /// let o = BotOptions { iterations: Some(500), seed: Some(7), ..BotOptions::default() };
    /// assert_eq!(o.level, BotLevel::Ismcts);
    /// assert_eq!(o.budget().unwrap(), Budget::iterations(500));
    /// assert_eq!(BotOptions::default().budget().unwrap(), Budget::iterations(1000));
    /// assert!(BotOptions { iterations: Some(0), ..o }.budget().is_err());
    /// ```
    pub fn budget(&self) -> Result<Budget, RulesError> {
        let bad = |message: String| Err(RulesError::new(ErrorCode::BotError, message));
        match self.iterations {
            Some(0) => return bad("iterations must be at least 1".into()),
            Some(n) if n > MAX_ITERATIONS => {
                return bad(format!(
                    "iterations must be at most {MAX_ITERATIONS}, not {n}"
                ));
            }
            _ => {}
        }
        if self.time_ms == Some(0) {
            return bad("timeMs must be at least 1".into());
        }
        if self.iterations.is_none() && self.time_ms.is_none() {
            return Ok(Budget::iterations(DEFAULT_ITERATIONS));
        }
        Ok(Budget {
            iterations: self.iterations,
            time_ms: self.time_ms,
        })
    }
}
