//! Uniformly random play, for tests, benchmarks and bots' rollouts.

use crate::{Game, Rng};

/// Plays uniformly random legal actions from `state` until the game ends or
/// `max_steps` actions were played; returns the number of actions played.
/// The state's log is not kept (it is cleared as play goes on).
///
/// ```
/// # use ruleshelf_engine::{playout, Game};
/// # fn demo<G: Game>(state: &mut G::State) {
/// let mut rng = ruleshelf_engine::Rng::new(1);
/// let steps = playout::random::<G>(state, &mut rng, 10_000);
/// # }
/// ```
pub fn random<G: Game>(state: &mut G::State, rng: &mut Rng, max_steps: u32) -> u32 {
    let mut actions = Vec::new();
    let mut steps = 0;
    while steps < max_steps {
        actions.clear();
        G::legal_actions_into(state, &mut actions);
        if actions.is_empty() {
            break;
        }
        let action = &actions[rng.index(actions.len())];
        let _ = G::play(state, action);
        G::clear_log(state);
        steps += 1;
    }
    steps
}
