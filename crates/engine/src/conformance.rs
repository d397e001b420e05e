//! The random-simulation battery every game crate runs from its tests,
//! after OpenSpiel's: play many seeded games of uniformly random legal
//! actions to their end and check the whole contract of [`Game`] after every
//! step.
//!
//! ```ignore
//! #[test]
//! fn conformance() {
//!     let options = (2..=6).map(|seats| Options::basic(seats)).collect();
//!     ruleshelf_engine::conformance::run::<RuletaRusa>(&Battery { options, seeds: 0..500 });
//! }
//! ```

use core::ops::Range;

use serde_json::Value;

use crate::{ErrorCode, Game, GameOptions, Rng, Seat};

mod why;
pub use why::run_explain;

/// What to play: every option set, with every seed of the range.
pub struct Battery<G: Game> {
    pub options: Vec<G::Options>,
    pub seeds: Range<u32>,
}

/// What the battery played.
#[derive(Debug, Default)]
pub struct Report {
    pub games: u32,
    pub steps: u64,
    pub refusals: u64,
    pub longest: u32,
}

/// Runs the battery; panics with the seed, step and reason on the first
/// breach of the contract.
pub fn run<G: Game>(battery: &Battery<G>) -> Report {
    let mut report = Report::default();
    for options in &battery.options {
        for seed in battery.seeds.clone() {
            play_one::<G>(options, seed, &mut report);
        }
    }
    report
}

fn play_one<G: Game>(options: &G::Options, seed: u32, report: &mut Report) {
    let ctx = |step: u32| format!("{} seats, seed {seed}, step {step}", options.seats());
    let mut state =
        G::new_game(options, seed).unwrap_or_else(|e| panic!("new_game ({}): {e}", ctx(0)));
    let mut chooser = Rng::new(seed ^ 0x5eed_5eed);
    let mut history: Vec<G::Action> = Vec::new();
    let mut seen: Vec<G::Action> = Vec::new();
    let max = G::max_steps(options);
    let mut step = 0;
    loop {
        let at = ctx(step);
        G::validate(&state).unwrap_or_else(|e| panic!("validate ({at}): {e}\n{state:?}"));
        assert_round_trip::<G>(&state, &at);
        let legal = G::legal_actions(&state);
        let to_act = G::to_act(&state);
        assert_views::<G>(&state, &legal, &mut chooser, &at);
        let over = G::outcome(&state).is_some();
        assert_eq!(
            over,
            legal.is_empty(),
            "outcome present exactly when no action is legal ({at})"
        );
        assert_eq!(
            over,
            to_act.is_empty(),
            "to_act empty exactly at the end ({at})"
        );
        for seat in &to_act {
            assert!(
                legal.iter().any(|a| G::seat_of(a) == *seat),
                "{seat} is to act but has no action ({at})"
            );
        }
        for action in &legal {
            assert!(
                to_act.contains(&G::seat_of(action)),
                "action {action:?} names a seat not to act ({at})"
            );
            assert_applies::<G>(&state, action, &at);
            if !seen.contains(action) {
                seen.push(action.clone());
            }
        }
        report.refusals += assert_refusals::<G>(&state, &legal, &to_act, &seen, &mut chooser, &at);
        if over {
            break;
        }
        assert!(
            step < max,
            "the game did not end within max_steps = {max} ({at})"
        );
        let action = legal[chooser.index(legal.len())].clone();
        let before = G::log(&state).len();
        let prior = state.clone();
        let events = G::apply(&mut state, &action)
            .unwrap_or_else(|e| panic!("listed {action:?} refused ({at}): {e}"));
        assert_eq!(
            events.0,
            before..G::log(&state).len(),
            "apply returns exactly the new log entries ({at})"
        );
        assert_reveals::<G>(&prior, &action, &state, before, &mut chooser, &at);
        history.push(action);
        step += 1;
    }
    // Replay: the same seed and actions give the identical state.
    let mut replay = G::new_game(options, seed).expect("new_game on replay");
    for action in &history {
        let _ = G::apply(&mut replay, action).expect("replayed action refused");
    }
    assert_eq!(
        json(&replay),
        json(&state),
        "replay differs ({})",
        ctx(step)
    );
    report.games += 1;
    report.steps += u64::from(step);
    report.longest = report.longest.max(step);
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serializable")
}

fn assert_round_trip<G: Game>(state: &G::State, at: &str) {
    let text = json(state);
    let back: G::State = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("state does not deserialize ({at}): {e}"));
    assert_eq!(
        &back, state,
        "serialize → deserialize is not identity ({at})"
    );
    assert_eq!(json(&back), text, "re-serialized state differs ({at})");
}

fn assert_applies<G: Game>(state: &G::State, action: &G::Action, at: &str) {
    let mut after = state.clone();
    let _ = G::apply(&mut after, action)
        .unwrap_or_else(|e| panic!("listed {action:?} refused ({at}): {e}"));
    G::validate(&after)
        .unwrap_or_else(|e| panic!("after {action:?} the state is invalid ({at}): {e}"));
}

/// Every seat's and a spectator's view: round trip, no RNG, and a
/// determinization of it gives the same view and the same own actions.
/// Since the determinization deals every unseen card anew, a view that
/// leaked a secret would differ from the view of the dealt state.
fn assert_views<G: Game>(state: &G::State, legal: &[G::Action], rng: &mut Rng, at: &str) {
    let seats = G::options(state).seats();
    let viewers = Seat::all(seats).map(Some).chain([None]);
    for viewer in viewers {
        let view = G::view(state, viewer);
        assert_eq!(G::viewer(&view), viewer, "view names its viewer ({at})");
        let text = json(&view);
        assert!(!text.contains("\"rng\""), "a view carries the RNG ({at})");
        let back: G::View = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("view does not deserialize ({at}): {e}"));
        assert_eq!(back, view, "view round trip ({at})");
        // About one changed view a step, from a different viewer each time.
        if rng.index(usize::from(seats) + 1) == 0 {
            assert_changed_view_is_safe::<G>(&view, rng, at);
        }
        for _ in 0..2 {
            let dealt = G::determinize(&view, rng);
            G::validate(&dealt).unwrap_or_else(|e| {
                panic!("determinized state invalid for {viewer:?} ({at}): {e}")
            });
            assert_eq!(G::view(&dealt, viewer), view, "determinizing {viewer:?}'s view changes it: the view leaks or drops something ({at})");
            if let Some(seat) = viewer {
                let own = |list: Vec<G::Action>| {
                    list.into_iter()
                        .filter(|a| G::seat_of(a) == seat)
                        .collect::<Vec<_>>()
                };
                assert_eq!(
                    own(G::legal_actions(&dealt)),
                    own(legal.to_vec()),
                    "{seat}'s actions differ in a determinization ({at})"
                );
            }
        }
    }
}

/// [`Game::reveals`] is never wrong in the harmful direction: when the
/// entries of `action` reveal nothing to a seat, the seat's view after it
/// follows from its view before and the action alone. So the action, played
/// on a deal of the unseen part of that view (where it is legal there),
/// leaves the very view it left in the true game; a view that differs shows
/// something the seat did not know, or a chance drawn.
fn assert_reveals<G: Game>(
    prior: &G::State,
    action: &G::Action,
    after: &G::State,
    from: usize,
    rng: &mut Rng,
    at: &str,
) {
    for seat in Seat::all(G::options(prior).seats()) {
        if G::revealed(after, seat, from) {
            continue;
        }
        let mut dealt = G::determinize(&G::view(prior, Some(seat)), rng);
        if G::apply(&mut dealt, action).is_ok() {
            assert_eq!(
                G::view(&dealt, Some(seat)),
                G::view(after, Some(seat)),
                "{action:?} showed {seat} something hidden or left to chance, yet no entry it sees reveals it ({at}); its entries: {:?}",
                &G::log(after)[from..]
            );
        }
    }
}

/// A view with one number changed (as a client could send it) is unreadable,
/// refused or answered by a bot, never a panic: `determinize` is total, and
/// the bot checks what it dealt before it plays on it.
fn assert_changed_view_is_safe<G: Game>(view: &G::View, rng: &mut Rng, at: &str) {
    let mut value = serde_json::to_value(view).expect("a view serializes");
    let mut numbers = Vec::new();
    number_paths(&value, &mut String::new(), &mut numbers);
    if numbers.is_empty() {
        return;
    }
    const VALUES: [u64; 9] = [0, 1, 2, 3, 7, 31, 255, 256, 65535];
    let path = &numbers[rng.index(numbers.len())];
    let new = VALUES[rng.index(VALUES.len())];
    if let Some(slot) = value.pointer_mut(path) {
        *slot = Value::from(new);
    }
    let Ok(changed) = serde_json::from_value::<G::View>(value) else {
        return;
    };
    let mut bot_rng = Rng::new(rng.next_u32());
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        crate::bot::random::<G>(&changed, &mut bot_rng)
    }));
    assert!(
        outcome.is_ok(),
        "a view with {path} = {new} makes a bot panic ({at})"
    );
}

/// The JSON pointers of every number in `value`.
fn number_paths(value: &Value, path: &mut String, out: &mut Vec<String>) {
    match value {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("/{i}"));
                number_paths(item, path, out);
                path.truncate(len);
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                let len = path.len();
                path.push('/');
                path.push_str(&key.replace('~', "~0").replace('/', "~1"));
                number_paths(item, path, out);
                path.truncate(len);
            }
        }
        _ => {}
    }
}

const REFUSALS_PER_STEP: usize = 12;

/// Actions not listed — earlier actions, other seats', mutated fields — are
/// refused with the right code, leaving the state untouched. The game is
/// over exactly when `legal` is empty (checked before).
fn assert_refusals<G: Game>(
    state: &G::State,
    legal: &[G::Action],
    to_act: &[Seat],
    seen: &[G::Action],
    rng: &mut Rng,
    at: &str,
) -> u64 {
    let over = legal.is_empty();
    let seats = G::options(state).seats();
    // A sample of the actions seen earlier in the game, so that a step costs
    // the same early and late.
    let mut candidates: Vec<G::Action> = (0..REFUSALS_PER_STEP.min(seen.len()))
        .map(|_| &seen[rng.index(seen.len())])
        .filter(|a| !legal.contains(a))
        .cloned()
        .collect();
    for action in legal.iter().take(4) {
        candidates.extend(
            mutations::<G>(action, seats)
                .into_iter()
                .filter(|m| !legal.contains(m)),
        );
    }
    let mut count = 0;
    for action in &candidates {
        let expected = if over {
            ErrorCode::GameOver
        } else if !to_act.contains(&G::seat_of(action)) {
            ErrorCode::NotYourTurn
        } else {
            ErrorCode::IllegalAction
        };
        let mut copy = state.clone();
        match G::apply(&mut copy, action) {
            Ok(_) => panic!("unlisted {action:?} was accepted ({at})"),
            Err(e) => assert_eq!(
                e.code, expected,
                "{action:?} refused as {} ({at}): {}",
                e.code, e.message
            ),
        }
        assert_eq!(&copy, state, "a refused action changed the state ({at})");
        count += 1;
    }
    count
}

/// Variations of an action: every other seat, and each number field moved
/// by one either way.
fn mutations<G: Game>(action: &G::Action, seats: u8) -> Vec<G::Action> {
    let Ok(Value::Object(fields)) = serde_json::to_value(action) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (key, value) in &fields {
        let Some(n) = value.as_u64() else { continue };
        let variants: Vec<u64> = if key == "seat" {
            (0..u64::from(seats)).collect()
        } else {
            vec![n + 1, n.wrapping_sub(1), 0]
        };
        for v in variants.into_iter().filter(|v| *v != n && *v < 1000) {
            let mut changed = fields.clone();
            changed.insert(key.clone(), Value::from(v));
            if let Ok(mutated) = serde_json::from_value::<G::Action>(Value::Object(changed)) {
                out.push(mutated);
            }
        }
    }
    out
}
