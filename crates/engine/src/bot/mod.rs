//! Bots that decide from a seat's view, never from the full state.

use crate::{Game, RulesError, ErrorCode, Rng, Seat};

/// A uniformly random legal action for the seat the view was made for.
///
/// The view's seat must be one that is to act; the bot sees nothing but the
/// view (it determinizes it to list the actions).
pub fn random<G: Game>(view: &G::View, rng: &mut Rng) -> Result<G::Action, RulesError> {
    let seat = acting_seat::<G>(view)?;
    let state = G::determinize(view, rng);
    let actions: Vec<G::Action> =
        G::legal_actions(&state).into_iter().filter(|a| G::seat_of(a) == seat).collect();
    if actions.is_empty() {
        return Err(RulesError::new(ErrorCode::BotError, format!("{seat} has no action to take")));
    }
    Ok(actions[rng.index(actions.len())].clone())
}

fn acting_seat<G: Game>(view: &G::View) -> Result<Seat, RulesError> {
    G::viewer(view).ok_or_else(|| RulesError::new(ErrorCode::BotError, "a bot plays a seat, not a spectator's view"))
}
