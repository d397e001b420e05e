//! Tampered states: every number of a state's JSON moved, one at a time.
//! Each tampered state is either refused by `validate` or plays on without
//! a panic (its legal actions apply, its views and determinizations build),
//! with the modules off and on.

use ruleshelf_engine::{playout, Game, Rng, Seat};
use rurik::{Options, Rurik, State};
use serde_json::Value;

fn numbers(value: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        Value::Number(_) => out.push(path.clone()),
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(i.to_string());
                numbers(v, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, v) in map {
                if k == "log" || k == "rng" {
                    continue;
                }
                path.push(k.clone());
                numbers(v, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(value: &'a mut Value, path: &[String]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, key| match v {
        Value::Array(items) => items.get_mut(key.parse::<usize>().ok()?),
        Value::Object(map) => map.get_mut(key),
        _ => None,
    })
}

fn exercise(state: &State) {
    let legal = Rurik::legal_actions(state);
    for action in &legal {
        let mut copy = state.clone();
        let _ = Rurik::apply(&mut copy, action);
    }
    let mut rng = Rng::new(1);
    for viewer in Seat::all(state.options.seats).map(Some).chain([None]) {
        let view = Rurik::view(state, viewer);
        let _ = Rurik::validate(&Rurik::determinize(&view, &mut rng));
    }
}

#[test]
fn a_tampered_state_is_refused_or_plays_on_without_panic() {
    let mut checked = 0;
    let cases = (1..=4u8).flat_map(|seats| (0..6u32).map(move |i| (seats, i)));
    for (seats, i) in cases {
        let steps = 20 + i * 60;
        // Every other state with the three modules on.
        let options = if i % 2 == 1 {
            Options::new(seats).with_all_modules()
        } else {
            Options::new(seats)
        };
        let mut state = Rurik::new_game(&options, i).unwrap();
        let mut rng = Rng::new(i);
        let _ = playout::random::<Rurik>(&mut state, &mut rng, steps);
        let json = serde_json::to_value(&state).unwrap();
        let mut paths = Vec::new();
        numbers(&json, &mut Vec::new(), &mut paths);
        for path in &paths {
            for delta in [-1i64, 1, 200] {
                let mut v = json.clone();
                let Some(slot) = at(&mut v, path) else {
                    continue;
                };
                let Some(n) = slot.as_i64() else { continue };
                *slot = Value::from(n + delta);
                let Ok(tampered) = serde_json::from_value::<State>(v) else {
                    continue;
                };
                if Rurik::validate(&tampered).is_err() {
                    continue;
                }
                let result = std::panic::catch_unwind(|| exercise(&tampered));
                assert!(
                    result.is_ok(),
                    "{seats} seats: tampering {path:?} by {delta} panicked"
                );
                checked += 1;
            }
        }
    }
    eprintln!("{checked} tampered states passed validation and played on");
}
