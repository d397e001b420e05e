//! Every legal decision, and why any other one is refused.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::chip::REVOLVER_CHIPS;
use crate::setup::may_draft;
use crate::skill::Skill;
use crate::state::{Phase, State};

pub(crate) const OPTION_1: &str = "Option 1. Use One of the Skill Chips";
pub(crate) const OPTION_2: &str = "Option 2: Reveal the Top Chip of the Revolver Stack";
pub(crate) const ADVANCED: &str = "Use of Advanced Chips";
pub(crate) const HOW_TO_PLAY: &str = "How to Play";
/// "Use of Advanced Chips": one Double Shot at a time.
pub(crate) const ONE_X2_AT_A_TIME: &str =
    "no other person may use another X2 chip until the played X2 chip has been resolved";

/// The seats that must decide now: the seat in `turn`, until the game ends.
#[must_use]
pub fn to_act(state: &State) -> Vec<Seat> {
    if state.phase == Phase::Over {
        Vec::new()
    } else {
        vec![state.turn]
    }
}

/// Appends every legal action of the seat to act.
pub fn legal_actions(state: &State, out: &mut Vec<Action>) {
    let seat = state.turn;
    let player = state.player(seat);
    match state.phase {
        Phase::Over => {}
        Phase::Draft => out.extend(
            Skill::ALL
                .into_iter()
                .filter(|s| may_draft(state, seat, *s))
                .map(|skill| Action::Draft { seat, skill }),
        ),
        Phase::Opening => out.push(Action::Reveal { seat }),
        Phase::Turn => {
            out.push(Action::Reveal { seat });
            for skill in player.face_up() {
                skill_uses(state, seat, skill, out);
            }
        }
        Phase::OpeningBang => out.extend(
            player
                .face_up()
                .map(|skill| Action::TurnDown { seat, skill }),
        ),
        Phase::LoseSkill => out.extend(
            player
                .face_up()
                .map(|skill| Action::ReturnSkill { seat, skill }),
        ),
        Phase::Rebuild => {
            out.extend((1..=REVOLVER_CHIPS).map(|position| Action::Arrange { seat, position }))
        }
        Phase::Reorder => {
            out.extend((1..=state.revolver.size).map(|position| Action::Arrange { seat, position }))
        }
        Phase::Look => out.extend([Action::LeaveTop { seat }, Action::TopToBottom { seat }]),
        Phase::Restore => {
            out.extend(
                player
                    .face_down()
                    .map(|skill| Action::TurnUp { seat, skill }),
            );
            out.push(Action::KeepSkills { seat });
        }
    }
}

/// The ways `seat` can use its face-up `skill` now.
fn skill_uses(state: &State, seat: Seat, skill: Skill, out: &mut Vec<Action>) {
    let more_than_one_chip = state.revolver.size > 1;
    match skill {
        Skill::Flip => {
            for target in state.living().filter(|t| *t != seat) {
                out.extend(state.player(target).face_up().map(|skill| Action::Flip {
                    seat,
                    target,
                    skill,
                }));
            }
        }
        Skill::Reorder if more_than_one_chip => out.push(Action::Reorder { seat }),
        Skill::ChangeOfTurn => {
            out.extend(
                state
                    .living()
                    .filter(|t| *t != seat)
                    .map(|to| Action::ChangeOfTurn { seat, to }),
            );
        }
        Skill::Look if more_than_one_chip => out.push(Action::Look { seat }),
        Skill::ChangeOfDirection => out.push(Action::ChangeOfDirection { seat }),
        Skill::DoubleShot if more_than_one_chip && !state.double_shot => {
            out.push(Action::DoubleShot { seat })
        }
        Skill::Reorder | Skill::Look | Skill::DoubleShot => {}
    }
}

/// Accepts exactly the listed actions; for any other, names the rule that
/// forbids it.
pub fn check(state: &State, action: &Action) -> Result<(), RulesError> {
    if state.phase == Phase::Over {
        return Err(RulesError::game_over());
    }
    let seat = action.seat();
    if seat != state.turn {
        return Err(RulesError::not_your_turn(seat));
    }
    let mut legal = Vec::with_capacity(16);
    legal_actions(state, &mut legal);
    if legal.contains(action) {
        Ok(())
    } else {
        Err(rule_broken(state, action))
    }
}

/// The rule an unlisted action of the seat to act breaks.
fn rule_broken(state: &State, action: &Action) -> RulesError {
    let expected = match state.phase {
        Phase::Draft => None,
        Phase::Opening => Some((
            HOW_TO_PLAY,
            "the first turn of the game can only reveal the top chip",
        )),
        Phase::OpeningBang => Some((
            HOW_TO_PLAY,
            "a BANG! on the first reveal turns one of your own skill chips face down",
        )),
        Phase::LoseSkill => Some((
            OPTION_2,
            "after a BANG! you return one of your face-up skill chips to the box",
        )),
        Phase::Rebuild | Phase::Reorder => None,
        Phase::Look => Some((
            ADVANCED,
            "after Look you leave the top chip or place it at the bottom",
        )),
        Phase::Restore => Some((
            OPTION_2,
            "after a CLICK you may turn one of your face-down skill chips face up",
        )),
        Phase::Turn | Phase::Over => None,
    };
    let fits_phase = matches!(
        (state.phase, action),
        (Phase::Draft, Action::Draft { .. })
            | (Phase::Opening, Action::Reveal { .. })
            | (Phase::OpeningBang, Action::TurnDown { .. })
            | (Phase::LoseSkill, Action::ReturnSkill { .. })
            | (Phase::Rebuild | Phase::Reorder, Action::Arrange { .. })
            | (
                Phase::Look,
                Action::LeaveTop { .. } | Action::TopToBottom { .. }
            )
            | (
                Phase::Restore,
                Action::TurnUp { .. } | Action::KeepSkills { .. }
            )
    ) || (state.phase == Phase::Turn
        && (action.skill_used().is_some() || matches!(action, Action::Reveal { .. })));
    if !fits_phase {
        let (heading, rule) =
            expected.unwrap_or((HOW_TO_PLAY, "that decision is not the one to make now"));
        return RulesError::illegal(heading, rule);
    }
    let seat = action.seat();
    let player = state.player(seat);
    let (heading, rule) = match *action {
        Action::Draft { skill, .. } if player.chip(skill).is_some() => (
            ADVANCED,
            "a person cannot have the same skill two or more times in their play area",
        ),
        Action::Draft { .. } => (ADVANCED, "no chip of that skill is left in the box"),
        Action::Arrange { .. } => (
            OPTION_2,
            "the BANG! must go at a position within the stack (1 = top)",
        ),
        Action::TurnUp { .. } => (
            OPTION_2,
            "only one of your own face-down skill chips can be turned face up",
        ),
        Action::ReturnSkill { .. } | Action::TurnDown { .. } => {
            (OPTION_2, "it must be one of your own face-up skill chips")
        }
        _ if action
            .skill_used()
            .is_some_and(|s| player.chip(s).is_none_or(|c| !c.face_up)) =>
        {
            (OPTION_1, "chips must be face up in order to be used")
        }
        Action::Flip { target, .. }
            if target == seat || !state.players.get(target.index()).is_some_and(|p| p.alive) =>
        {
            (
                OPTION_1,
                "Flip turns face down a chip belonging to another person still in the game",
            )
        }
        Action::Flip { .. } => (
            OPTION_1,
            "Flip cannot be used if the rest of that person's skill chips are already face down",
        ),
        Action::Reorder { .. } => (
            OPTION_1,
            "Reorder cannot be used if there is only one chip left in the revolver stack",
        ),
        Action::Look { .. } => (
            ADVANCED,
            "Look cannot be used if there is only one chip left in the revolver stack",
        ),
        Action::DoubleShot { .. } if state.double_shot => (ADVANCED, ONE_X2_AT_A_TIME),
        Action::DoubleShot { .. } => (
            ADVANCED,
            "Double Shot cannot be used if there is only one chip left in the revolver stack",
        ),
        Action::ChangeOfTurn { .. } => (
            OPTION_1,
            "Change of Turn gives the turn to another person still in the game",
        ),
        _ => (HOW_TO_PLAY, "that decision is not the one to make now"),
    };
    RulesError::illegal(heading, rule)
}
