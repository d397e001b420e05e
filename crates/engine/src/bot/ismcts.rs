//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS,
//! Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
//! IEEE TCIAIG 2012).
//!
//! The bot searches from its seat's view only. Each iteration:
//!
//! 1. **Determinize**: deal a full state consistent with the view
//!    ([`Game::determinize`]), so the hidden cards differ from iteration to
//!    iteration and the true state is never consulted.
//! 2. **Select**: from the root, among the children whose action is legal in
//!    this determinization, follow the best by UCB1 where the exploration
//!    term uses the child's *availability* count (how often it was legal)
//!    instead of its parent's visits; every such child's availability is
//!    incremented.
//! 3. **Expand**: at the first node where the seat to act has a legal
//!    action without a child yet, add one such action, chosen at random (in
//!    a round of several seats, each may add one).
//! 4. **Roll out**: play listed actions ([`Game::play`]), uniformly at
//!    random or, with [`Settings::informed`], drawn by the game's
//!    [`Game::playout_weight`], to the end, at most [`Game::max_steps`]
//!    actions from the determinization; with [`Settings::playout_depth`]
//!    the playout stops after that many actions and the game's
//!    [`Game::evaluate`] scores the position (a game without an estimate
//!    plays on to the end).
//! 5. **Backpropagate**: every node on the path adds
//!    [`Outcome::reward`](crate::Outcome::reward) (or the estimate) of the
//!    seat that chose the action leading to it (so the tree handles any
//!    number of seats); a game cut off at `max_steps` counts 0.5 for every
//!    seat, a full tie.
//!
//! The decision is the root child visited most (ties: the higher mean
//! reward, then the one expanded first).
//!
//! **Who acts at a node: rounds.** [`Game::to_act`] may list several seats
//! at once (simultaneous decisions, such as sealed bids). The seats listed
//! when the descent reaches a node form a *round*, played lowest seat first.
//! The tree itself is sequential (each seat's action is a child of the
//! previous one), but each seat of the round *chooses* by the statistics of
//! its own children of the round's first node, where no other choice of
//! the round is known yet: the choices are decoupled, as in decoupled UCT,
//! and no seat's choice in the tree depends on another's sealed choice. The
//! descent then goes on below the whole round's actions. With one seat to
//! act at a time (most games) this is plain SO-ISMCTS. At the root the
//! decision is among the bot's own children; the other seats' root children
//! model their simultaneous choices. (Without rounds, a seat listed after
//! the bot would in the tree choose knowing the bot's sealed choice, and the
//! bot would expect to be outbid every time.)
//!
//! **Determinism.** The only randomness is an [`Rng`] seeded from the
//! options' seed, and the UCB score avoids the platform's maths library
//! (its logarithm is computed with `+ - * /` only), so the same view, seed and iteration budget give
//! the same action natively and in wasm. A time budget depends on the
//! machine's speed and is therefore not reproducible.
//!
//! **Cost.** Besides the game's own `determinize`, `legal_actions_into` and
//! `play`, an iteration allocates nothing (the chosen actions are cloned,
//! which for the plain-data actions of the shelf costs no allocation): the
//! nodes live in one arena that grows by about one node per iteration, the
//! action list, the tried marks and the path are buffers reused across
//! iterations, and the logarithms of the availability counts are computed
//! once each. Memory is about one node (the action plus 32 bytes) per
//! iteration, so a time budget alone is capped at
//! [`MAX_ITERATIONS`](super::MAX_ITERATIONS) iterations.

use crate::{ErrorCode, Game, Rng, RulesError, Seat};

use super::options::Budget;
use super::tree::{Tree, NONE, ROOT};
use super::ucb::{ucb1, Logs};

/// How a search plays out and scores its iterations (the budget aside).
///
/// [`Settings::PLAIN`] is the classic SO-ISMCTS: uniform random playouts
/// to the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Playout actions after the tree before the game's
    /// [`Game::evaluate`] scores the position; `None`: play to the end.
    pub playout_depth: Option<u32>,
    /// Draw playout actions by [`Game::playout_weight`] instead of
    /// uniformly.
    pub informed: bool,
}

impl Settings {
    /// Uniform random playouts to the end.
    pub const PLAIN: Settings = Settings {
        playout_depth: None,
        informed: false,
    };
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::PLAIN
    }
}

/// What a search decided, with the figures benchmarks want.
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub struct Decision<A> {
    /// The most visited root action.
    pub action: A,
    /// Iterations run (0 when the seat had a single legal action and no
    /// search was needed).
    pub iterations: u32,
    /// Nodes in the tree at the end, root included.
    pub nodes: u32,
    /// Times the chosen action was visited.
    pub visits: u32,
    /// The chosen action's mean reward for the bot (0.0 ..= 1.0; 0.0 when
    /// no search was run).
    pub value: f64,
}

/// Runs SO-ISMCTS for the seat `view` was made for and returns its choice.
///
/// `clock` returns milliseconds (any origin) and is called only when the
/// budget has a time limit: once at the start and once before each further
/// iteration (the first iteration always runs). A clock returning NaN ends
/// the search after the first iteration.
///
/// A seat with a single legal action gets it at once, without search.
///
/// Errors (`BotError`): a spectator's view, or a view whose seat has no
/// action (the game is over, or the seat is not to act).
///
/// ```
/// # use ruleshelf_engine::{Game, RulesError};
/// # use ruleshelf_engine::bot::{ismcts, Budget};
/// # fn demo<G: Game>(view: &G::View) -> Result<G::Action, RulesError> {
/// let decision = ismcts::search::<G>(view, Budget::iterations(1000), 42, &|| 0.0)?;
/// Ok(decision.action)
/// # }
/// ```
pub fn search<G: Game>(
    view: &G::View,
    budget: Budget,
    seed: u32,
    clock: &dyn Fn() -> f64,
) -> Result<Decision<G::Action>, RulesError> {
    search_with::<G>(view, budget, Settings::PLAIN, seed, clock)
}

/// [`search`] with its playouts set by `settings` (truncated and scored by
/// the game's evaluation, informed by its playout weights).
pub fn search_with<G: Game>(
    view: &G::View,
    budget: Budget,
    settings: Settings,
    seed: u32,
    clock: &dyn Fn() -> f64,
) -> Result<Decision<G::Action>, RulesError> {
    let mut rng = Rng::new(seed);
    let (seat, first, mut own) = super::seat_actions::<G>(view, &mut rng)?;
    if own.len() == 1 {
        if let Some(action) = own.pop() {
            return Ok(Decision {
                action,
                iterations: 0,
                nodes: 1,
                visits: 0,
                value: 0.0,
            });
        }
    }
    let max_steps = G::max_steps(G::options(&first));
    let limit = budget.max_iterations();
    let start = budget.time_ms.map(|ms| (clock(), f64::from(ms)));

    let mut search = Search::<G> {
        tree: Tree::new(seat, (limit as usize).saturating_add(1).min(1 << 16)),
        actions: own,
        tried: Vec::new(),
        path: Vec::new(),
        logs: Logs::default(),
        weights: Vec::new(),
        rewards: Vec::new(),
        seat,
        max_steps,
        settings,
    };
    let mut next = Some(first);
    let mut iterations = 0;
    while iterations < limit {
        if let (Some((t0, ms)), true) = (start, iterations > 0) {
            let within = matches!(
                (clock() - t0).partial_cmp(&ms),
                Some(core::cmp::Ordering::Less)
            );
            if !within {
                break;
            }
        }
        let state = match next.take() {
            Some(state) => state,
            None => G::determinize(view, &mut rng),
        };
        search.iterate(state, &mut rng);
        iterations += 1;
    }
    search.decide(iterations)
}

/// The tree and the buffers one search reuses.
struct Search<G: Game> {
    tree: Tree<G::Action>,
    actions: Vec<G::Action>,
    tried: Vec<bool>,
    path: Vec<u32>,
    logs: Logs,
    /// The playout's weights of the actions listed (informed playouts).
    weights: Vec<u32>,
    /// The game's estimate of every seat's reward (truncated playouts).
    rewards: Vec<f64>,
    seat: Seat,
    max_steps: u32,
    settings: Settings,
}

impl<G: Game> Search<G> {
    /// One iteration on one determinization.
    fn iterate(&mut self, mut state: G::State, rng: &mut Rng) {
        self.path.clear();
        let mut steps = 0;
        // `node`: where the current round's seats choose; `reached`: the node
        // the round's choices so far lead to (the next round starts there);
        // `round`, `done`: the round's seats, and those that chose already;
        // `expanded`: whether the round added a node (then the rollout
        // follows the round).
        let mut node = ROOT;
        let mut reached = ROOT;
        let mut round = SeatSet::default();
        let mut done = SeatSet::default();
        let mut expanded = false;
        // Selection and expansion.
        while steps < self.max_steps {
            self.actions.clear();
            G::legal_actions_into(&state, &mut self.actions);
            let next = self
                .actions
                .iter()
                .map(G::seat_of)
                .filter(|s| round.has(*s) && !done.has(*s))
                .min();
            let mover = match next {
                Some(seat) => seat,
                None => {
                    // A new round, where the last one led.
                    if expanded {
                        break;
                    }
                    node = reached;
                    round = SeatSet::default();
                    self.actions
                        .iter()
                        .for_each(|a| round.insert(G::seat_of(a)));
                    done = SeatSet::default();
                    match self.actions.iter().map(G::seat_of).min() {
                        Some(seat) => seat,
                        None => break,
                    }
                }
            };
            done.insert(mover);
            self.actions.retain(|a| G::seat_of(a) == mover);
            let (choice, added) = self.select_or_expand(node, mover, rng);
            if choice == NONE {
                break;
            }
            let Some(action) = self.tree.node(choice).action.clone() else {
                break;
            };
            let _ = G::play(&mut state, &action);
            G::clear_log(&mut state);
            steps += 1;
            self.path.push(choice);
            expanded |= added;
            if reached == node {
                reached = choice;
            } else {
                // A later seat of the round: its choice was made at `node`,
                // blind to the round's earlier choices; the tree goes on
                // below them.
                let (next, added) = self.follow(reached, action, mover);
                self.path.push(next);
                reached = next;
                expanded |= added;
            }
        }
        // Rollout.
        let cut = self
            .settings
            .playout_depth
            .map_or(self.max_steps, |depth| steps.saturating_add(depth));
        let mut estimated = false;
        while steps < self.max_steps {
            self.actions.clear();
            G::legal_actions_into(&state, &mut self.actions);
            if self.actions.is_empty() {
                break;
            }
            if steps >= cut && G::evaluate(&state, &mut self.rewards) {
                estimated = true;
                break;
            }
            let pick = self.playout_pick(&state, rng);
            let _ = G::play(&mut state, &self.actions[pick]);
            G::clear_log(&mut state);
            steps += 1;
        }
        // Backpropagation.
        let outcome = if estimated { None } else { G::outcome(&state) };
        for &index in &self.path {
            let node = self.tree.node_mut(index);
            node.visits += 1;
            node.reward += match &outcome {
                Some(o) => o.reward(node.seat),
                None if estimated => self
                    .rewards
                    .get(node.seat.index())
                    .map_or(0.5, |r| r.clamp(0.0, 1.0)),
                None => 0.5,
            };
        }
    }

    /// The playout's choice among `self.actions` (not empty): uniform, or
    /// drawn by the game's weights when the settings say so.
    fn playout_pick(&mut self, state: &G::State, rng: &mut Rng) -> usize {
        if !self.settings.informed {
            return rng.index(self.actions.len());
        }
        self.weights.clear();
        let mut total: u32 = 0;
        for action in &self.actions {
            let w = G::playout_weight(state, action);
            total = total.saturating_add(w);
            self.weights.push(w);
        }
        if total == 0 {
            return rng.index(self.actions.len());
        }
        let mut ticket = rng.below(total);
        for (i, w) in self.weights.iter().enumerate() {
            if ticket < *w {
                return i;
            }
            ticket -= w;
        }
        self.actions.len() - 1
    }

    /// `mover`'s choice at `node` among `self.actions` (its legal actions
    /// now): a new child for an action not tried yet (chosen at random), or
    /// else the best tried one by UCB1. Every legal child's availability
    /// goes up by one. Returns the child and whether it is new.
    fn select_or_expand(&mut self, node: u32, mover: Seat, rng: &mut Rng) -> (u32, bool) {
        debug_assert!(!self.actions.is_empty());
        self.tried.clear();
        self.tried.resize(self.actions.len(), false);
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        let mut child = self.tree.node(node).first_child;
        while child != NONE {
            let c = self.tree.node_mut(child);
            // Another seat's child (a round's other choices) cannot match.
            let legal = if c.seat == mover {
                c.action
                    .as_ref()
                    .and_then(|a| self.actions.iter().position(|b| b == a))
            } else {
                None
            };
            if let Some(i) = legal {
                self.tried[i] = true;
                c.available += 1;
                let score = ucb1(c.reward, c.visits, self.logs.ln(c.available));
                if score > best_score {
                    best_score = score;
                    best = child;
                }
            }
            child = c.next_sibling;
        }
        let untried = self.tried.iter().filter(|t| !**t).count();
        if untried == 0 {
            return (best, false);
        }
        let pick = rng.index(untried);
        let Some(i) = self
            .tried
            .iter()
            .enumerate()
            .filter(|(_, t)| !**t)
            .map(|(i, _)| i)
            .nth(pick)
        else {
            return (best, false);
        };
        let action = self.actions.swap_remove(i);
        (self.tree.add_child(node, action, mover), true)
    }

    /// The child of `parent` reached by `action` of `mover`, added if new;
    /// its availability goes up by one. Returns it and whether it is new.
    fn follow(&mut self, parent: u32, action: G::Action, mover: Seat) -> (u32, bool) {
        let found = self
            .tree
            .children(parent)
            .find(|&c| self.tree.node(c).action.as_ref() == Some(&action));
        match found {
            Some(child) => {
                self.tree.node_mut(child).available += 1;
                (child, false)
            }
            None => (self.tree.add_child(parent, action, mover), true),
        }
    }

    /// The most visited root child.
    fn decide(self, iterations: u32) -> Result<Decision<G::Action>, RulesError> {
        let nodes = self.tree.len() as u32;
        let mut best: Option<(u32, u32, f64)> = None;
        for child in self.tree.children(ROOT) {
            let c = self.tree.node(child);
            if c.seat != self.seat {
                continue;
            }
            let mean = if c.visits == 0 {
                0.0
            } else {
                c.reward / f64::from(c.visits)
            };
            let better = match best {
                None => true,
                // Children are listed newest first: `>=` on a full tie keeps the earliest.
                Some((_, visits, value)) => {
                    c.visits > visits || (c.visits == visits && mean >= value)
                }
            };
            if better {
                best = Some((child, c.visits, mean));
            }
        }
        let chosen = best.and_then(|(index, visits, value)| {
            let action = self.tree.node(index).action.clone()?;
            Some(Decision {
                action,
                iterations,
                nodes,
                visits,
                value,
            })
        });
        chosen.ok_or_else(|| {
            RulesError::new(
                ErrorCode::BotError,
                "the search found no action (the game's determinization lists none)",
            )
        })
    }
}

/// A set of seats (a seat is a `u8`): 256 bits.
#[derive(Clone, Copy, Default)]
struct SeatSet([u64; 4]);

impl SeatSet {
    fn insert(&mut self, seat: Seat) {
        self.0[usize::from(seat.0 >> 6)] |= 1 << (seat.0 & 63);
    }

    fn has(&self, seat: Seat) -> bool {
        self.0[usize::from(seat.0 >> 6)] & (1 << (seat.0 & 63)) != 0
    }
}
