//! The battery's "why not?" part: [`explain`] held to the game's legal
//! actions, in random positions of random games, from every seat's view.

use serde_json::Value;

use super::{json, number_paths, Battery, Report};
use crate::why::{explain, Answer, Explain};
use crate::{GameOptions, Rng, Seat};

/// Plays the battery's games and, at every step, asks every seat's view
/// and a spectator's about every target the view shows. Panics with the
/// seed, step, viewer and target on the first breach:
///
/// - a target's id reads back as the same target, and a view lists every
///   target its viewer's legal actions are made on, once each;
/// - the view says who is to act, whether the game is over and the
///   viewer's actions, as the state does;
/// - a target is playable exactly when one of the viewer's legal actions
///   is made on it, and the answer lists exactly those actions;
/// - a refusal says "game over" at the end, "spectator" to a spectator,
///   and while other seats decide names exactly them, never the viewer;
/// - while the viewer has a pending step, every refusal names that step;
///   otherwise a refusal gives a rule and its heading;
/// - a view with a number changed (as a client could send it) is
///   answered or unreadable, never a panic.
pub fn run_explain<G: Explain>(battery: &Battery<G>) -> Report {
    let mut report = Report::default();
    for options in &battery.options {
        for seed in battery.seeds.clone() {
            play_one::<G>(options, seed, &mut report);
        }
    }
    report
}

fn play_one<G: Explain>(options: &G::Options, seed: u32, report: &mut Report) {
    let mut state = G::new_game(options, seed).unwrap_or_else(|e| panic!("new_game: {e}"));
    let mut chooser = Rng::new(seed ^ 0x0000_face);
    let mut step = 0;
    loop {
        let at = format!("{} seats, seed {seed}, step {step}", options.seats());
        let legal = G::legal_actions(&state);
        let to_act = G::to_act(&state);
        let over = G::outcome(&state).is_some();
        for viewer in Seat::all(options.seats()).map(Some).chain([None]) {
            let view = G::view(&state, viewer);
            let at = format!("{at}, {viewer:?}'s view");
            assert_eq!(
                G::to_act_in(&view),
                to_act,
                "the view's seats to act ({at})"
            );
            assert_eq!(G::is_over(&view), over, "the view's end of the game ({at})");
            assert_eq!(
                G::actions_in(&view),
                G::actions_of(&state, viewer).as_slice(),
                "the view's actions ({at})"
            );
            let mine: Vec<&G::Action> = legal
                .iter()
                .filter(|a| Some(G::seat_of(a)) == viewer)
                .collect();
            let targets = G::targets_in(&view);
            for action in &mine {
                let path = G::targets(action);
                assert!(!path.is_empty(), "{action:?} is made on no target ({at})");
                for target in &path {
                    assert!(
                        targets.contains(target),
                        "{action:?} is made on {target}, which the view does not list ({at})"
                    );
                }
            }
            for (i, target) in targets.iter().enumerate() {
                let id = target.to_string();
                assert!(
                    id.parse::<G::Target>().ok().as_ref() == Some(target),
                    "the id {id:?} does not read back ({at})"
                );
                assert!(
                    !targets[..i].contains(target),
                    "the view lists {id} twice ({at})"
                );
                let expected: Vec<G::Action> = mine
                    .iter()
                    .filter(|a| G::targets(a).contains(target))
                    .map(|a| (*a).clone())
                    .collect();
                assert_answer::<G>(
                    &view,
                    viewer,
                    target,
                    &expected,
                    &to_act,
                    over,
                    &format!("{at}, target {id}"),
                );
                report.refusals += 1;
            }
            if chooser.index(usize::from(options.seats()) + 1) == 0 {
                assert_changed_view_is_answered::<G>(&view, &targets, &mut chooser, &at);
            }
        }
        if over {
            break;
        }
        let action = legal[chooser.index(legal.len())].clone();
        let _ = G::apply(&mut state, &action)
            .unwrap_or_else(|e| panic!("listed {action:?} refused ({at}): {e}"));
        step += 1;
    }
    report.games += 1;
    report.steps += u64::from(step);
    report.longest = report.longest.max(step);
}

fn assert_answer<G: Explain>(
    view: &G::View,
    viewer: Option<Seat>,
    target: &G::Target,
    expected: &[G::Action],
    to_act: &[Seat],
    over: bool,
    at: &str,
) {
    let answer = explain::<G>(view, target);
    match (&answer, viewer) {
        (Answer::Playable { actions }, _) => {
            assert_eq!(actions.as_slice(), expected, "the playable actions ({at})");
        }
        _ if !expected.is_empty() => {
            panic!("refused, though {expected:?} is legal: {answer:?} ({at})")
        }
        (Answer::GameOver, _) => assert!(over, "\"game over\" before the end ({at})"),
        _ if over => panic!("not \"game over\" at the end: {answer:?} ({at})"),
        (Answer::Spectator, None) => {}
        (_, None) => panic!("a spectator is told {answer:?} ({at})"),
        (Answer::OtherSeats { seats }, Some(seat)) => {
            assert!(
                !to_act.contains(&seat),
                "\"other seats decide\" to a seat that is to act ({at})"
            );
            assert_eq!(
                seats.as_slice(),
                to_act,
                "the seats named as deciding ({at})"
            );
        }
        (_, Some(seat)) if !to_act.contains(&seat) => {
            panic!("{answer:?} to a seat that is not to act ({at})")
        }
        (Answer::Pending { rule, heading }, _) => {
            let pending = G::pending(view)
                .unwrap_or_else(|| panic!("\"pending\" with no pending step ({at})"));
            assert_eq!(
                (rule, heading),
                (&pending.rule, &pending.heading),
                "the pending step named ({at})"
            );
        }
        (Answer::Phase { rule, heading } | Answer::Forbidden { rule, heading }, _) => {
            assert!(
                G::pending(view).is_none(),
                "{answer:?} while a step is pending ({at})"
            );
            assert!(
                !rule.is_empty() && !heading.is_empty(),
                "a refusal without its rule or heading ({at})"
            );
        }
        (Answer::Spectator, Some(_)) => panic!("a seat is told it is a spectator ({at})"),
    }
}

/// A view with one number changed is answered (or does not read), never a
/// panic: tables and servers pass views from outside.
fn assert_changed_view_is_answered<G: Explain>(
    view: &G::View,
    targets: &[G::Target],
    rng: &mut Rng,
    at: &str,
) {
    let mut value = serde_json::to_value(view).expect("a view serializes");
    let mut numbers = Vec::new();
    number_paths(&value, &mut String::new(), &mut numbers);
    if numbers.is_empty() || targets.is_empty() {
        return;
    }
    const VALUES: [u64; 7] = [0, 1, 2, 7, 255, 256, 65535];
    let path = &numbers[rng.index(numbers.len())];
    let new = VALUES[rng.index(VALUES.len())];
    if let Some(slot) = value.pointer_mut(path) {
        *slot = Value::from(new);
    }
    let Ok(changed) = serde_json::from_value::<G::View>(value) else {
        return;
    };
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        for target in targets {
            let _ = json(&explain::<G>(&changed, target));
        }
        let _ = G::targets_in(&changed);
    }));
    assert!(
        outcome.is_ok(),
        "a view with {path} = {new} makes explain panic ({at})"
    );
}
