//! The dispatch behind the exports, natively: states are read once, held,
//! and stepped; a refusal leaves the held state as it was.

use ruleshelf_engine::ErrorCode;
use ruleshelf_wasm::entry::Held;
use ruleshelf_wasm::{known, shelf, slots};

/// A step text's log entries (the JSON array its first line numbers, `[]`
/// for an empty line) and data.
fn split(step: &str) -> (String, &str) {
    let (number, data) = step
        .split_once('\n')
        .expect("a step text is a number, a newline, data");
    let entries = if number.is_empty() {
        "[]".into()
    } else {
        known::text(number.parse().unwrap()).unwrap()
    };
    (entries, data)
}

fn new_game() -> (Box<dyn Held>, String) {
    shelf::find("ruleta-rusa")
        .unwrap()
        .new_game(r#"{ "seats": 3, "seed": 11, "firstSeat": 0 }"#)
        .unwrap()
}

#[test]
fn a_step_text_numbers_the_new_entries_then_gives_the_data_without_its_log() {
    let (state, text) = new_game();
    let (entries, data) = split(&text);
    assert!(entries.contains("dealt"), "the setup's entries: {entries}");
    assert!(!text.starts_with('['), "entries go by number: {text}");
    assert_eq!(state.data().unwrap(), data);
    let (next, step) = state.apply(r#"{ "type": "reveal", "seat": 0 }"#).unwrap();
    let (entries, data) = split(&step);
    assert!(entries.starts_with(r#"[{"event":"#), "{entries}");
    assert!(
        entries.contains("revealed") && !entries.contains("dealt"),
        "{entries}"
    );
    assert!(
        data.contains(r#""log":[]"#),
        "the data carries no log: {data}"
    );
    assert_eq!(next.data().unwrap(), data);
}

#[test]
fn data_read_back_is_the_same_state() {
    let (state, text) = new_game();
    let game = shelf::find("ruleta-rusa").unwrap();
    let again = game.load(split(&text).1).unwrap();
    assert_eq!(
        again.legal_actions().unwrap(),
        state.legal_actions().unwrap()
    );
    assert_eq!(again.data().unwrap(), state.data().unwrap());
}

#[test]
fn a_refused_action_leaves_the_held_state_as_it_was() {
    let (state, _) = new_game();
    let before = state.data().unwrap();
    let err = state
        .apply(r#"{ "type": "reveal", "seat": 2 }"#)
        .err()
        .unwrap();
    assert_eq!(err.code, ErrorCode::NotYourTurn);
    let err = state
        .apply(r#"{ "type": "fire", "seat": 0 }"#)
        .err()
        .unwrap();
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert_eq!(state.data().unwrap(), before);
}

#[test]
fn a_listed_action_applies_by_its_index_as_by_its_text() {
    let (state, _) = new_game();
    let listed: Vec<serde_json::Value> =
        serde_json::from_str(&state.legal_actions().unwrap()).unwrap();
    assert!(
        listed.iter().all(|a| a.get("game").is_none()),
        "the JS entry adds each action's game"
    );
    for (index, action) in listed.iter().enumerate() {
        let by_text = state.apply(&action.to_string()).unwrap().1;
        assert_eq!(state.apply_listed(index as u32).unwrap().1, by_text);
    }
    let err = state.apply_listed(listed.len() as u32).err().unwrap();
    assert_eq!(err.code, ErrorCode::IllegalAction);
}

#[test]
fn tampered_data_and_logs_are_refused() {
    let (state, text) = new_game();
    let game = shelf::find("ruleta-rusa").unwrap();
    let data = split(&text).1.replace(r#""version":1"#, r#""version":7"#);
    assert_eq!(
        game.load(&data).err().unwrap().code,
        ErrorCode::InvalidState
    );
    assert_eq!(game.load("[]").err().unwrap().code, ErrorCode::InvalidState);
    let (_, step) = state.apply(r#"{ "type": "reveal", "seat": 0 }"#).unwrap();
    let entries = &split(&step).0;
    assert_eq!(state.log(entries).unwrap(), *entries);
    let misaddressed = entries.replace(r#"{"event""#, r#"{"to":5,"event""#);
    assert_eq!(
        state.log(&misaddressed).err().unwrap().code,
        ErrorCode::InvalidState
    );
    assert_eq!(
        state.sight(entries, Some(3)).err().unwrap().code,
        ErrorCode::InvalidSeat
    );
    assert_eq!(
        state.sight(&misaddressed, None).err().unwrap().code,
        ErrorCode::InvalidState
    );
}

#[test]
fn an_entry_is_seen_by_everyone_or_by_the_seat_it_is_addressed_to_alone() {
    let (state, _) = new_game();
    let public = r#"{"event":{"type":"turnBegins","seat":1}}"#;
    let to_seat_2 = r#"{"to":2,"event":{"type":"saw","seat":2,"chip":"click"}}"#;
    let masks = state
        .sight(&format!("[{public},{to_seat_2}]"), None)
        .unwrap();
    assert_eq!(
        masks,
        [u32::MAX, 1 << 3],
        "a public entry: the spectator (bit 0) and seats 0 to 30; seat 2's: bit 3"
    );
    assert_eq!(state.sight("[]", Some(2)).unwrap(), Vec::<u32>::new());
}

#[test]
fn a_run_of_the_log_says_whether_it_revealed_something_to_a_seat() {
    let (state, _) = new_game();
    let (next, step) = state.apply(r#"{ "type": "reveal", "seat": 0 }"#).unwrap();
    let entries = &split(&step).0;
    assert!(
        next.revealed(entries, 1).unwrap(),
        "a chip revealed off the stack: {entries}"
    );
    assert!(
        !next.revealed("[]", 1).unwrap(),
        "no entries reveal nothing"
    );
    assert_eq!(
        next.revealed(entries, 3).err().unwrap().code,
        ErrorCode::InvalidSeat
    );
    assert_eq!(
        next.revealed("[{}]", 0).err().unwrap().code,
        ErrorCode::InvalidState
    );
}

#[test]
fn slots_hold_states_by_number_and_name_an_empty_one() {
    let (state, _) = new_game();
    let data = state.data().unwrap();
    slots::put(3, state).unwrap();
    assert_eq!(slots::with(3, |s| s.data()).unwrap(), data);
    assert_eq!(
        slots::with(4, |s| s.data()).err().unwrap().code,
        ErrorCode::InvalidState
    );
    assert_eq!(
        slots::put(slots::SLOTS, new_game().0).err().unwrap().code,
        ErrorCode::InvalidState
    );
}
