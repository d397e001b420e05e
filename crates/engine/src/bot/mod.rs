//! Bots that decide from a seat's view, never from the full state.
//!
//! A bot receives what its seat may know — the [`Game::View`] — and nothing
//! else: it lists its actions and searches on states dealt from that view
//! ([`Game::determinize`]), so it cannot cheat by reading hidden cards.
//!
//! - [`suggest`]: the entry point (what the wasm API calls), configured by
//!   [`BotOptions`] (level, budget, seed).
//! - [`random`]: a uniformly random legal action.
//! - [`ismcts`]: single-observer information-set MCTS, the playing bot.
//! - [`arena`]: bots against bots, for tests and benchmarks.
//!
//! ```
//! # use ruleshelf_engine::{Game, RulesError};
//! # use ruleshelf_engine::bot::{suggest, BotOptions};
//! # fn demo<G: Game>(view: &G::View) -> Result<G::Action, RulesError> {
//! // Natively a clock is built on std::time::Instant; in wasm, on performance.now().
//! let start = std::time::Instant::now();
//! let clock = move || start.elapsed().as_secs_f64() * 1000.0;
//! let options = BotOptions { iterations: Some(1000), seed: Some(7), ..BotOptions::default() };
//! let action = suggest::<G>(view, &options, &clock)?;
//! # Ok(action)
//! # }
//! ```

pub mod arena;
pub mod evaluate;
pub mod ismcts;
mod options;
mod tree;
mod ucb;

pub use options::{BotLevel, BotOptions, Budget, Recipe, DEFAULT_ITERATIONS, MAX_ITERATIONS};

use crate::{ErrorCode, Game, GameOptions, Rng, RulesError, Seat};

/// The action the bot described by `options` chooses for the seat `view`
/// was made for.
///
/// It decides from the view alone. With the same view and the same options
/// (level, seed, iterations, no `timeMs`) it returns the same action on every
/// platform. A seat with a single legal action gets it without search. `clock` returns milliseconds and is called only when the
/// options set `timeMs` (pass `&|| 0.0` otherwise); wasm has no
/// `std::time::Instant`, hence the caller supplies it.
///
/// Errors: `BotError` for options that make no sense
/// ([`BotOptions::budget`]), a spectator's view, and a view whose seat has
/// no action to take (the game is over, or another seat is to act);
/// `InvalidState` for a view no state of the game shows (a changed one).
pub fn suggest<G: Game>(
    view: &G::View,
    options: &BotOptions,
    clock: &dyn Fn() -> f64,
) -> Result<G::Action, RulesError> {
    let budget = options.budget()?;
    let seed = options.seed_or_default();
    match options.level {
        BotLevel::Random => random::<G>(view, &mut Rng::new(seed)),
        BotLevel::Ismcts => ismcts::search::<G>(view, budget, seed, clock).map(|d| d.action),
        level => {
            let Some(recipe) = level.recipe() else {
                return ismcts::search::<G>(view, budget, seed, clock).map(|d| d.action);
            };
            let budget = options.level_budget(recipe, G::bot_effort());
            ismcts::search_with::<G>(view, budget, recipe.settings, seed, clock).map(|d| d.action)
        }
    }
}

/// A uniformly random legal action for the seat the view was made for.
///
/// The view's seat must be one that is to act; the bot sees nothing but the
/// view (it determinizes it to list the actions). Errors as [`suggest`].
pub fn random<G: Game>(view: &G::View, rng: &mut Rng) -> Result<G::Action, RulesError> {
    let (_, _, mut actions) = seat_actions::<G>(view, rng)?;
    let index = rng.index(actions.len());
    Ok(actions.swap_remove(index))
}

/// The view's seat, one determinization of the view, and that seat's legal
/// actions in it (never empty).
type SeatActions<G> = (Seat, <G as Game>::State, Vec<<G as Game>::Action>);

/// The view's seat, one determinization, and its actions, or the `BotError`
/// that explains why the seat cannot decide.
fn seat_actions<G: Game>(view: &G::View, rng: &mut Rng) -> Result<SeatActions<G>, RulesError> {
    let seat = G::viewer(view).ok_or_else(|| {
        RulesError::new(
            ErrorCode::BotError,
            "a bot plays a seat: it cannot decide from a spectator's view",
        )
    })?;
    let state = G::determinize(view, rng);
    // A view that came from outside may have been changed: the dealt state
    // must be valid, seat the viewer, and show it the very same view.
    G::validate(&state).map_err(|e| {
        RulesError::invalid_state(format!(
            "this view is not one the game can show: {}",
            e.message
        ))
    })?;
    if seat.0 >= G::options(&state).seats() || G::view(&state, Some(seat)) != *view {
        return Err(RulesError::invalid_state(
            "this view is not one the game can show (was it changed?)",
        ));
    }
    let mut actions = G::legal_actions(&state);
    actions.retain(|a| G::seat_of(a) == seat);
    if !actions.is_empty() {
        return Ok((seat, state, actions));
    }
    let message = if G::outcome(&state).is_some() {
        format!("the game is over: {seat} has no action to take")
    } else {
        let to_act: Vec<String> = G::to_act(&state).iter().map(ToString::to_string).collect();
        format!(
            "it is not {seat}'s turn: {} must act now",
            to_act.join(" and ")
        )
    };
    Err(RulesError::new(ErrorCode::BotError, message))
}
