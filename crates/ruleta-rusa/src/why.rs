//! "Why not?": what stops a seat from using a chip, a seat or a place in
//! the stack, from its view, in the rulebook's words.

use ruleshelf_engine::{Explain, Seat, Why};

use crate::action::Action;
use crate::chip::REVOLVER_CHIPS;
use crate::legal::{ADVANCED, HOW_TO_PLAY, ONE_X2_AT_A_TIME, OPTION_1, OPTION_2};
use crate::skill::Skill;
use crate::state::Phase;
use crate::target::Target;
use crate::view::View;
use crate::RuletaRusa;

impl Explain for RuletaRusa {
    type Target = Target;

    fn targets(action: &Action) -> Vec<Target> {
        Target::of(action)
    }

    fn targets_in(view: &View) -> Vec<Target> {
        let mut targets = Vec::new();
        if !view.stack.is_empty() {
            targets.extend([Target::StackTop, Target::StackBottom]);
        }
        let slots = match view.phase {
            Phase::Rebuild => REVOLVER_CHIPS,
            Phase::Reorder => view.stack.len() as u8,
            _ => 0,
        };
        targets.extend((1..=slots).map(Target::Slot));
        for (seat, player) in (0..).map(Seat).zip(&view.players) {
            targets.push(Target::Seat(seat));
            targets.extend(player.skills.iter().map(|chip| Target::Skill {
                seat,
                skill: chip.skill,
            }));
        }
        if view.phase == Phase::Draft {
            targets.extend(Skill::ALL.map(Target::Supply));
        }
        if view.phase == Phase::Restore {
            targets.push(Target::Keep);
        }
        targets
    }

    fn to_act_in(view: &View) -> Vec<Seat> {
        if view.phase == Phase::Over {
            Vec::new()
        } else {
            vec![view.turn]
        }
    }

    fn is_over(view: &View) -> bool {
        view.phase == Phase::Over
    }

    fn actions_in(view: &View) -> &[Action] {
        &view.actions
    }

    fn pending(view: &View) -> Option<Why> {
        let (heading, rule) = match view.phase {
            Phase::OpeningBang => (HOW_TO_PLAY, "a BANG! on the first reveal: first turn one of your own skill chips face down"),
            Phase::LoseSkill => (OPTION_2, "a BANG!: first return one of your face-up skill chips to the box"),
            Phase::Rebuild => (OPTION_2, "a BANG!: first remake the revolver stack, choosing where the BANG! goes"),
            Phase::Reorder => (OPTION_1, "Reorder: first choose where the BANG! goes in the stack"),
            Phase::Look => (ADVANCED, "Look: first leave the top chip there or place it at the bottom of the stack"),
            Phase::Restore => (OPTION_2, "a CLICK: first turn one of your face-down skill chips face up, or keep them as they are"),
            Phase::Draft | Phase::Opening | Phase::Turn | Phase::Over => return None,
        };
        Some(Why::pending(heading, rule))
    }

    fn why_not(view: &View, target: &Target) -> Why {
        match view.phase {
            Phase::Draft => match *target {
                Target::Supply(skill) => why_not_draft(view, skill),
                _ => Why::phase(
                    ADVANCED,
                    "first each person chooses their skill chips from the box, one at a time",
                ),
            },
            Phase::Opening => Why::phase(
                HOW_TO_PLAY,
                "the first turn of the game only reveals the top chip of the revolver stack",
            ),
            _ => why_not_in_turn(view, target),
        }
    }
}

/// "Seat 3", as the tables name seats (counted from 1).
fn seat_name(seat: Seat) -> String {
    format!("Seat {}", seat.0 + 1)
}

fn viewer(view: &View) -> Seat {
    view.viewer.unwrap_or(view.turn)
}

/// Whether `seat` has a `skill` chip, and whether it is face up.
fn chip(view: &View, seat: Seat, skill: Skill) -> Option<bool> {
    let player = view.players.get(seat.index())?;
    player
        .skills
        .iter()
        .find(|chip| chip.skill == skill)
        .map(|chip| chip.face_up)
}

fn why_not_draft(view: &View, skill: Skill) -> Why {
    if chip(view, viewer(view), skill).is_some() {
        let rule = format!("a person cannot have the same skill two or more times in their play area: you have {} already", skill.name());
        return Why::forbidden(ADVANCED, rule);
    }
    Why::forbidden(
        ADVANCED,
        format!("no {} chip is left in the box", skill.name()),
    )
}

/// A turn: reveal, or use a face-up skill (the only phase left that asks).
fn why_not_in_turn(view: &View, target: &Target) -> Why {
    let me = viewer(view);
    match *target {
        Target::StackTop => Why::phase(OPTION_2, "the top chip cannot be revealed now"),
        Target::StackBottom => Why::phase(
            ADVANCED,
            "a chip goes to the bottom of the stack only after Look",
        ),
        Target::Slot(_) => Why::phase(
            OPTION_2,
            "the BANG! is placed only when the stack is remade after a BANG!, or with Reorder",
        ),
        Target::Keep => Why::phase(
            OPTION_2,
            "skill chips are kept or turned face up only after a CLICK",
        ),
        Target::Supply(_) => Why::phase(
            ADVANCED,
            "skill chips are taken from the box only before the first reveal",
        ),
        Target::Skill { seat, skill } if seat == me => why_not_use(view, skill),
        Target::Skill { seat, skill } => why_not_flip(view, seat, skill),
        Target::Seat(to) => why_not_give_turn(view, to),
    }
}

/// Using one's own `skill` chip.
fn why_not_use(view: &View, skill: Skill) -> Why {
    let heading = if Skill::BASIC.contains(&skill) {
        OPTION_1
    } else {
        ADVANCED
    };
    match chip(view, viewer(view), skill) {
        None => Why::forbidden(heading, format!("you have no {} chip", skill.name())),
        Some(false) => Why::forbidden(
            OPTION_1,
            format!("chips must be face up in order to be used: your {} is face down", skill.name()),
        ),
        Some(true) if view.stack.len() <= 1 && matches!(skill, Skill::Reorder | Skill::Look | Skill::DoubleShot) => {
            Why::forbidden(heading, format!("{} cannot be used if there is only one chip left in the revolver stack", skill.name()))
        }
        Some(true) if skill == Skill::DoubleShot => Why::forbidden(ADVANCED, ONE_X2_AT_A_TIME),
        Some(true) if skill == Skill::Flip => Why::forbidden(
            OPTION_1,
            "Flip cannot be used if the rest of that person's skill chips are already face down: every other person's are",
        ),
        Some(true) => Why::forbidden(heading, format!("{} cannot be used now", skill.name())),
    }
}

/// Another seat's chip: Flip turns it face down.
fn why_not_flip(view: &View, seat: Seat, skill: Skill) -> Why {
    let whose = seat_name(seat);
    if !view.players.get(seat.index()).is_some_and(|p| p.alive) {
        return Why::forbidden(
            OPTION_1,
            format!(
                "Flip turns face down a chip of another person still in the game: {whose} is out"
            ),
        );
    }
    match (chip(view, viewer(view), Skill::Flip), chip(view, seat, skill)) {
        (None, _) => Why::forbidden(OPTION_1, "another person's chip is turned face down with Flip: you have no Flip chip"),
        (Some(false), _) => Why::forbidden(
            OPTION_1,
            "another person's chip is turned face down with Flip, and chips must be face up in order to be used: your Flip is face down",
        ),
        (Some(true), None) => Why::forbidden(OPTION_1, format!("{whose} has no {} chip", skill.name())),
        (Some(true), Some(_)) => Why::forbidden(
            OPTION_1,
            format!("Flip turns a face-up chip face down: {whose}'s {} is already face down", skill.name()),
        ),
    }
}

/// A seat: Change of Turn gives it the turn.
fn why_not_give_turn(view: &View, to: Seat) -> Why {
    if to == viewer(view) {
        return Why::forbidden(
            OPTION_1,
            "Change of Turn gives the turn to another person, not to you",
        );
    }
    if !view.players.get(to.index()).is_some_and(|p| p.alive) {
        return Why::forbidden(
            OPTION_1,
            format!(
                "Change of Turn gives the turn to a person still in the game: {} is out",
                seat_name(to)
            ),
        );
    }
    match chip(view, viewer(view), Skill::ChangeOfTurn) {
        None => Why::forbidden(OPTION_1, "the turn is given to another person with Change of Turn: you have no Change of Turn chip"),
        Some(_) => Why::forbidden(
            OPTION_1,
            "the turn is given with Change of Turn, and chips must be face up in order to be used: your Change of Turn is face down",
        ),
    }
}
