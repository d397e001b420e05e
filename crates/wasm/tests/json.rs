//! The step path's JSON writer writes what serde_json writes, byte for
//! byte, on everything a game sends to JS: states with their logs, every
//! seat's view, legal actions (also tagged with their game), events,
//! outcomes and the catalogue.

use ruleshelf_engine::{Game, GameInfo, Rng, Seat};
use serde::Serialize;

fn same<T: Serialize + ?Sized>(what: &str, value: &T) {
    let ours = ruleshelf_wasm::json::to_string(value).unwrap();
    let theirs = serde_json::to_string(value).unwrap();
    assert_eq!(ours, theirs, "{what}");
}

/// An action with its game, as serde_json writes it with `flatten`.
#[derive(Serialize)]
struct Tagged<'a, A> {
    game: &'static str,
    #[serde(flatten)]
    action: &'a A,
}

/// Each action tagged by the writer as by serde_json's `flatten`.
fn tags_as_serde_json<A: Serialize>(game: &'static str, actions: &[A]) {
    for action in actions {
        let mut ours = Vec::new();
        ruleshelf_wasm::json::tagged_to_writer(&mut ours, game, action).unwrap();
        let theirs = serde_json::to_string(&Tagged { game, action }).unwrap();
        assert_eq!(String::from_utf8(ours).unwrap(), theirs, "a tagged action");
    }
}

/// Random games of `G` at every seat count, checking each step's values.
fn writes_as_serde_json<G: Game>(games: u32) {
    let info: GameInfo = G::info();
    same("the catalogue entry", &info);
    for seats in info.seats.min..=info.seats.max {
        let options: G::Options =
            serde_json::from_str(&format!(r#"{{ "seats": {seats} }}"#)).unwrap();
        let mut rng = Rng::new(u32::from(seats));
        for seed in 0..games {
            let mut state = G::new_game(&options, seed).unwrap();
            for _ in 0..G::max_steps(&options) {
                same("a state", &state);
                same("its log", G::log(&state));
                same("the spectator's view", &G::view(&state, None));
                for seat in 0..seats {
                    same("a seat's view", &G::view(&state, Some(Seat(seat))));
                }
                let actions = G::legal_actions(&state);
                same("the legal actions", &actions);
                tags_as_serde_json(info.id, &actions);
                if actions.is_empty() {
                    same("the outcome", &G::outcome(&state));
                    break;
                }
                let _events = G::play(&mut state, &actions[rng.index(actions.len())]);
            }
        }
    }
}

#[test]
fn ruleta_rusa_writes_as_serde_json() {
    writes_as_serde_json::<ruleta_rusa::RuletaRusa>(10);
}

#[test]
fn ruse_2014_writes_as_serde_json() {
    writes_as_serde_json::<ruse_2014::Ruse2014>(3);
}

#[test]
fn ruse_and_bruise_writes_as_serde_json() {
    writes_as_serde_json::<ruse_and_bruise::RuseAndBruise>(3);
}

#[test]
fn ruse_writes_as_serde_json() {
    writes_as_serde_json::<ruse::Ruse>(1);
}

#[test]
fn rurik_writes_as_serde_json() {
    writes_as_serde_json::<rurik::Rurik>(1);
}

#[test]
fn names_stay_plain_and_data_strings_are_escaped() {
    #[derive(Serialize)]
    enum Shape {
        Unit,
        Newtype(u8),
        Tuple(i32, i64),
        Struct { a: Option<f64>, b: char },
    }
    #[derive(Serialize)]
    #[serde(tag = "type")]
    enum Tagged {
        Said { text: String },
    }
    let mut keyed = std::collections::BTreeMap::new();
    keyed.insert(3u8, vec![Shape::Unit, Shape::Newtype(7)]);
    same("a map with number keys", &keyed);
    same(
        "the enum shapes",
        &[
            Shape::Tuple(-1, i64::MIN),
            Shape::Struct {
                a: Some(0.1),
                b: '"',
            },
            Shape::Struct { a: None, b: 'é' },
        ],
    );
    same(
        "control characters and quotes",
        &Tagged::Said {
            text: "a \"b\"\\\n\t\u{1}\u{7f}ü".into(),
        },
    );
    same("floats", &[1.0, -0.0, 1e300, f64::NAN, 2.5e-8]);
    same(
        "a unit and bytes",
        &((), serde_json::Value::Null, &b"ab"[..]),
    );
}
