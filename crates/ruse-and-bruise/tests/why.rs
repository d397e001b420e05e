//! "Why not?", from a seat's view: each refusal names the rule that really
//! stops the touch, in the rulebook's words, with the column that matters.
//! Positions come from seeded games played at random until they arise.

use ruleshelf_engine::{explain, Answer, Game, Rng};
use ruse_and_bruise::{Action, Options, Phase, RuseAndBruise, State, Target};

/// The first position of seeded 4-seat games, played at random, where
/// `found` holds.
fn position(found: impl Fn(&State) -> bool) -> State {
    for seed in 0..200 {
        let mut state = RuseAndBruise::new_game(&Options::new(4), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !RuseAndBruise::to_act(&state).is_empty() {
            if found(&state) {
                return state;
            }
            let legal = RuseAndBruise::legal_actions(&state);
            let _ = RuseAndBruise::apply(&mut state, &legal[rng.index(legal.len())]).unwrap();
        }
    }
    panic!("no seeded game reached the position");
}

/// What a touch on `target` answers to the seat that decides now.
fn ask(state: &State, target: Target) -> Answer<Action> {
    let seat = RuseAndBruise::to_act(state)[0];
    explain::<RuseAndBruise>(&RuseAndBruise::view(state, Some(seat)), &target)
}

/// "Storm": "no other cards can be played in the column that it was
/// played in" — said of that column, by its number.
#[test]
fn no_other_cards_can_be_played_in_a_column_closed_by_a_storm() {
    let state =
        position(|s| matches!(s.phase, Phase::Turn { .. }) && s.columns.iter().any(|c| c.closed));
    let column = state.columns.iter().position(|c| c.closed).unwrap() as u8;
    let rule = format!(
        "no other cards can be played in the column that it was played in: column {} has a Storm",
        column + 1
    );
    assert_eq!(
        ask(&state, Target::Column(column)),
        Answer::Forbidden {
            rule,
            heading: "Storm".into()
        }
    );
}

/// "Invisibility Cloak": its owner first puts another card underneath it;
/// a column touched meanwhile is refused for that.
#[test]
fn a_flipped_invisibility_cloak_is_answered_first() {
    let state = position(|s| matches!(s.phase, Phase::Cloak { .. }));
    let answer = ask(&state, Target::Column(0));
    assert!(
        matches!(answer, Answer::Pending { ref heading, .. } if heading == "Invisibility Cloak"),
        "{answer:?}"
    );
}

/// "Traitor": its owner first switches the goal cards, or keeps them.
#[test]
fn a_flipped_traitor_is_answered_first() {
    let state = position(|s| matches!(s.phase, Phase::Traitor { .. }));
    let Phase::Traitor { column, .. } = state.phase else {
        unreachable!()
    };
    let answer = ask(&state, Target::Goal(column));
    assert!(
        matches!(answer, Answer::Pending { ref heading, .. } if heading == "Traitor"),
        "{answer:?}"
    );
    assert!(matches!(ask(&state, Target::Keep), Answer::Playable { .. }));
}

/// "Traitor": goal cards move only when a Traitor flips.
#[test]
fn goal_cards_are_switched_only_when_a_traitor_flips() {
    let state = position(|s| matches!(s.phase, Phase::Turn { .. }));
    let answer = ask(&state, Target::Goal(0));
    assert!(
        matches!(answer, Answer::Phase { ref heading, .. } if heading == "Traitor"),
        "{answer:?}"
    );
}

/// Whoever is not to decide is told who is.
#[test]
fn another_players_turn_is_named() {
    let state = position(|s| matches!(s.phase, Phase::Turn { .. }));
    let seat = RuseAndBruise::to_act(&state)[0];
    let other = ruleshelf_engine::Seat((seat.0 + 1) % 4);
    let answer = explain::<RuseAndBruise>(
        &RuseAndBruise::view(&state, Some(other)),
        &Target::Column(0),
    );
    assert_eq!(answer, Answer::OtherSeats { seats: vec![seat] });
}
