//! "Nothing panics on any input": states with random numbers changed are
//! either refused by `validate` or safe to run the rules on.

use ruleshelf_engine::{Game, Rng, Seat};
use ruse::{Options, Ruse};
use serde_json::Value;

/// The JSON pointers of every number in `v` (the RNG aside).
fn numbers(v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Number(_) => out.push(at.to_owned()),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, x)| numbers(x, &format!("{at}/{i}"), out)),
        Value::Object(map) => map
            .iter()
            .filter(|(k, _)| k.as_str() != "rng")
            .for_each(|(k, x)| numbers(x, &format!("{at}/{k}"), out)),
        _ => {}
    }
}

fn tamper(state: &ruse::State, rng: &mut Rng) -> Option<ruse::State> {
    let mut json = serde_json::to_value(state).ok()?;
    let mut leaves = Vec::new();
    numbers(&json, "", &mut leaves);
    for _ in 0..1 + rng.index(3) {
        let leaf = &leaves[rng.index(leaves.len())];
        *json.pointer_mut(leaf)? = Value::from(rng.below(25));
    }
    serde_json::from_value(json).ok()
}

#[test]
fn tampered_states_are_refused_or_played_safely() {
    let mut rng = Rng::new(99);
    let mut accepted = 0;
    for seed in 0..12 {
        let options = match seed % 4 {
            0 => Options::new(2 + (seed % 3) as u8),
            1 => Options::winter(3),
            2 => Options::against_vixen(1 + (seed % 3) as u8, ruse::VixenLevel::Four),
            _ => Options {
                firefox: true,
                village: true,
                ..Options::new(2 + (seed % 3) as u8)
            },
        };
        let mut s = Ruse::new_game(&options, seed).unwrap();
        while Ruse::outcome(&s).is_none() {
            for _ in 0..3 {
                let Some(bad) = tamper(&s, &mut rng) else {
                    continue;
                };
                if Ruse::validate(&bad).is_err() {
                    continue;
                }
                accepted += 1;
                for a in Ruse::legal_actions(&bad) {
                    let mut copy = bad.clone();
                    let _ = Ruse::apply(&mut copy, &a);
                }
                for seat in Seat::all(bad.seats()) {
                    let v = Ruse::view(&bad, Some(seat));
                    let _ = Ruse::determinize(&v, &mut rng);
                }
                let _ = Ruse::outcome(&bad);
            }
            let legal = Ruse::legal_actions(&s);
            let a = legal[rng.index(legal.len())];
            let _ = Ruse::apply(&mut s, &a).unwrap();
        }
    }
    assert!(accepted > 0);
}
