//! The invariants of a state: what a tampered or truncated state breaks.

use ruleshelf_engine::RulesError;

use crate::chip::REVOLVER_CHIPS;
use crate::skill::Skill;
use crate::state::{Phase, State, FORMAT_VERSION};

/// Checks every invariant; the first broken one is the error.
pub fn validate(state: &State) -> Result<(), RulesError> {
    let bad = |m: String| Err(RulesError::invalid_state(m));
    if state.version != FORMAT_VERSION {
        return bad(format!(
            "state format version {} is not {FORMAT_VERSION}, the one this build reads",
            state.version
        ));
    }
    state
        .options
        .check()
        .map_err(|e| RulesError::invalid_state(e.message))?;
    let seats = usize::from(state.options.seats);
    if state.players.len() != seats || state.known.len() != seats {
        return bad(format!(
            "a {seats}-seat game needs {seats} players and knowledge entries"
        ));
    }
    if state.supply.len() != Skill::ALL.len() {
        return bad("the box lists six skills".into());
    }
    for seat in [state.turn, state.first]
        .into_iter()
        .chain(state.eliminated.iter().copied())
    {
        if seat.index() >= seats {
            return bad(format!("{seat} is not at a {seats}-seat table"));
        }
    }
    for skill in Skill::ALL {
        let held = state
            .players
            .iter()
            .filter(|p| p.chip(skill).is_some())
            .count();
        let copies = state
            .players
            .iter()
            .flat_map(|p| &p.skills)
            .filter(|c| c.skill == skill)
            .count();
        if copies != held {
            return bad(format!("a seat holds two {} chips", skill.name()));
        }
        if held + usize::from(state.supply[skill.index()]) != usize::from(skill.in_box()) {
            return bad(format!(
                "the box holds {} {} chips in all",
                skill.in_box(),
                skill.name()
            ));
        }
    }
    for (i, player) in state.players.iter().enumerate() {
        if player.skills.len() > 3 {
            return bad(format!("seat {i} holds more than three skill chips"));
        }
        let listed = state.eliminated.iter().filter(|s| s.index() == i).count();
        if listed != usize::from(!player.alive) {
            return bad(format!(
                "seat {i} must be listed as eliminated exactly when it is out"
            ));
        }
    }
    let living = state.players.iter().filter(|p| p.alive).count();
    if (living == 1) != (state.phase == Phase::Over) || living == 0 {
        return bad("the game is over exactly when one seat is left".into());
    }
    let rebuilding = matches!(
        state.phase,
        Phase::OpeningBang | Phase::LoseSkill | Phase::Rebuild
    );
    let r = state.revolver;
    if (state.phase != Phase::Over && rebuilding != (r.size == 0))
        || r.size > REVOLVER_CHIPS
        || (r.size > 0 && r.bang >= r.size)
    {
        return bad(format!(
            "the stack of {} chips with the BANG! at {} does not fit phase {:?}",
            r.size, r.bang, state.phase
        ));
    }
    if state.known.iter().any(|k| r.normalize(*k) != *k) {
        return bad("a seat's knowledge of the stack reaches past it".into());
    }
    let turn = state.player(state.turn);
    if !turn.alive && !matches!(state.phase, Phase::Rebuild) {
        return bad(format!("{} is out but is to act", state.turn));
    }
    match state.phase {
        Phase::Draft if turn.skills.len() >= 3 => {
            bad("a seat with three skills is drafting".into())
        }
        Phase::OpeningBang | Phase::LoseSkill if !turn.has_face_up() => {
            bad("a BANG! penalty needs a face-up chip".into())
        }
        Phase::Restore if turn.face_down().next().is_none() => {
            bad("nothing to turn face up".into())
        }
        Phase::Reorder | Phase::Look if r.size < 2 => bad("Reorder and Look need two chips".into()),
        _ => Ok(()),
    }
}
