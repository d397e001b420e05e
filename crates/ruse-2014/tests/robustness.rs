//! Malformed states: whatever deserializes is either refused by validate or
//! safe to hand to every rules function. Random games are sampled, one JSON
//! leaf or list of the state is damaged at a time, and everything the
//! contract offers is called on the result.

use ruleshelf_engine::{Game, Rng, Seat};
use ruse_2014::{Options, Ruse2014, State};
use serde_json::Value;

/// Every path to a value in the JSON tree.
fn paths(value: &Value, here: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    out.push(here.clone());
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                here.push(PathStep::Index(i));
                paths(item, here, out);
                here.pop();
            }
        }
        Value::Object(fields) => {
            for (key, item) in fields {
                if key == "log" {
                    continue;
                }
                here.push(PathStep::Key(key.clone()));
                paths(item, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn at<'a>(value: &'a mut Value, path: &[PathStep]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        PathStep::Index(i) => &mut v[*i],
        PathStep::Key(k) => &mut v[k.as_str()],
    })
}

fn damage(value: &mut Value, donor: &Value, rng: &mut Rng) {
    match value {
        Value::Number(n) => {
            let n = n.as_u64().unwrap_or(0);
            *value = Value::from(
                [
                    0,
                    1,
                    2,
                    3,
                    5,
                    6,
                    54,
                    255,
                    300,
                    100_000,
                    n + 1,
                    n.saturating_sub(1),
                ][rng.index(12)],
            );
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(items) => match rng.below(3) {
            0 if !items.is_empty() => {
                let i = rng.index(items.len());
                items.remove(i);
            }
            1 if !items.is_empty() => {
                let i = rng.index(items.len());
                items.push(items[i].clone());
            }
            _ => items.clear(),
        },
        Value::String(_) | Value::Object(_) | Value::Null => *value = donor.clone(),
    }
}

fn exercise(state: &State, rng: &mut Rng) {
    let _ = Ruse2014::to_act(state);
    let _ = Ruse2014::outcome(state);
    let legal = Ruse2014::legal_actions(state);
    for viewer in Seat::all(state.options.seats).map(Some).chain([None]) {
        let view = Ruse2014::view(state, viewer);
        let _ = Ruse2014::determinize(&view, rng);
    }
    for action in &legal {
        let mut copy = state.clone();
        let _ = Ruse2014::apply(&mut copy, action).expect("a listed action applies");
    }
}

#[test]
fn damaged_states_are_refused_or_handled_without_panicking() {
    let mut rng = Rng::new(99);
    let mut accepted = 0;
    let mut tried = 0;
    for seed in 0..40 {
        let options = Options {
            free_discard: seed % 2 == 1,
            ..Options::new(3 + (seed % 3) as u8)
        };
        let mut state = Ruse2014::new_game(&options, seed).expect("a game");
        let mut step = 0;
        while Ruse2014::outcome(&state).is_none() {
            if step % 5 == 0 {
                let json = serde_json::to_value(&state).expect("json");
                let mut all = Vec::new();
                paths(&json, &mut Vec::new(), &mut all);
                for _ in 0..20 {
                    let mut damaged = json.clone();
                    let path = &all[rng.index(all.len())];
                    let donor = at(&mut json.clone(), &all[rng.index(all.len())]).clone();
                    damage(at(&mut damaged, path), &donor, &mut rng);
                    tried += 1;
                    let Ok(bad) = serde_json::from_value::<State>(damaged) else {
                        continue;
                    };
                    if Ruse2014::validate(&bad).is_ok() {
                        accepted += 1;
                        exercise(&bad, &mut rng);
                    }
                }
            }
            let legal = Ruse2014::legal_actions(&state);
            let action = legal[rng.index(legal.len())];
            let _ = Ruse2014::apply(&mut state, &action).expect("legal");
            step += 1;
        }
    }
    println!("{tried} damaged states, {accepted} still valid");
    assert!(tried > 1000);
}
