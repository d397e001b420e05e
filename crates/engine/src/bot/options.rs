//! What a caller asks of a bot: its level, its budget and its seed.

use serde::{Deserialize, Serialize};

use crate::{ErrorCode, RulesError};

/// The iterations a search runs when the options name no budget.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// The most iterations one decision may run, whatever the budget: it bounds
/// the search tree's memory (one node per iteration at most) when only a
/// time budget is given.
pub const MAX_ITERATIONS: u32 = 1 << 22;

/// How a bot decides.
///
/// In JSON: `"random"` or `"ismcts"`.
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
}

/// A bot's settings, as a caller (or JS) passes them to
/// [`crate::bot::suggest`].
///
/// Every field may be left out: `{}` is ISMCTS with
/// [`DEFAULT_ITERATIONS`] iterations and seed 0.
///
/// - `iterations`: how many searches of one determinization each (≥ 1).
/// - `timeMs`: a wall-clock budget in milliseconds (≥ 1), measured with the
///   clock the caller passes. With both budgets the search stops at
///   whichever is reached first; with `timeMs` alone the result depends on
///   the machine's speed, so it is not reproducible.
/// - `seed`: the bot's own random seed (not the game's). Without one the
///   seed is 0, so the bot is a pure function of the view and the budget;
///   pass a seed to vary its play.
///
/// ```
/// # use ruleshelf_engine::bot::{BotLevel, BotOptions};
/// let o = BotOptions { iterations: Some(500), seed: Some(7), ..BotOptions::default() };
/// assert_eq!(o.level, BotLevel::Ismcts);
/// assert_eq!(o.budget().unwrap().iterations, Some(500));
/// assert!(BotOptions { iterations: Some(0), ..o }.budget().is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BotOptions {
    #[serde(default)]
    pub level: BotLevel,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub iterations: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub time_ms: Option<u32>,
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
        Budget { iterations: Some(n), time_ms: None }
    }

    /// The iteration cap the search obeys: the asked iterations, or
    /// [`MAX_ITERATIONS`] under a time budget alone.
    #[must_use]
    pub fn max_iterations(&self) -> u32 {
        self.iterations.unwrap_or(MAX_ITERATIONS).clamp(1, MAX_ITERATIONS)
    }
}

impl BotOptions {
    /// Options for ISMCTS at `iterations` with `seed`.
    #[must_use]
    pub fn ismcts(iterations: u32, seed: u32) -> BotOptions {
        BotOptions { level: BotLevel::Ismcts, iterations: Some(iterations), time_ms: None, seed: Some(seed) }
    }

    /// Options for the uniformly random bot with `seed`.
    #[must_use]
    pub fn random(seed: u32) -> BotOptions {
        BotOptions { level: BotLevel::Random, iterations: None, time_ms: None, seed: Some(seed) }
    }

    /// The seed the bot draws from (0 when none is given).
    #[must_use]
    pub fn seed_or_default(&self) -> u32 {
        self.seed.unwrap_or(0)
    }

    /// The budget these options describe, or a `BotError` saying why they
    /// make no sense (0 iterations, 0 ms, more than [`MAX_ITERATIONS`]).
    /// Without either budget: [`DEFAULT_ITERATIONS`] iterations.
    pub fn budget(&self) -> Result<Budget, RulesError> {
        let bad = |message: String| Err(RulesError::new(ErrorCode::BotError, message));
        match self.iterations {
            Some(0) => return bad("iterations must be at least 1".into()),
            Some(n) if n > MAX_ITERATIONS => {
                return bad(format!("iterations must be at most {MAX_ITERATIONS}, not {n}"));
            }
            _ => {}
        }
        if self.time_ms == Some(0) {
            return bad("timeMs must be at least 1".into());
        }
        if self.iterations.is_none() && self.time_ms.is_none() {
            return Ok(Budget::iterations(DEFAULT_ITERATIONS));
        }
        Ok(Budget { iterations: self.iterations, time_ms: self.time_ms })
    }
}
