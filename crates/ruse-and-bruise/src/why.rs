//! "Why not?": what stops a seat from playing a card, a column or a goal,
//! from its view, in the rulebook's words.

use ruleshelf_engine::{Explain, Seat, Why};

use crate::action::Action;
use crate::game::RuseAndBruise;
use crate::legal::{BELOW_A_GOAL, CLOAK, PLAYING, STORM, STORM_CLOSES, TRAITOR};
use crate::state::Phase;
use crate::target::Target;
use crate::view::View;

impl Explain for RuseAndBruise {
    type Target = Target;

    fn targets(action: &Action) -> Vec<Target> {
        Target::of(action)
    }

    fn targets_in(view: &View) -> Vec<Target> {
        let hand = view
            .viewer
            .and_then(|seat| view.players.get(seat.index()))
            .and_then(|p| p.hand.as_ref());
        let mut targets: Vec<Target> = hand
            .into_iter()
            .flatten()
            .map(|card| Target::Hand(*card))
            .collect();
        targets.dedup();
        let columns = view.columns.len() as u8;
        targets.extend((0..columns).map(Target::Column));
        targets.extend((0..columns).map(Target::Goal));
        if matches!(view.phase, Phase::Traitor { .. }) {
            targets.push(Target::Keep);
        }
        targets
    }

    fn to_act_in(view: &View) -> Vec<Seat> {
        view.to_act.clone()
    }

    fn is_over(view: &View) -> bool {
        view.phase == Phase::Over
    }

    fn actions_in(view: &View) -> &[Action] {
        &view.actions
    }

    fn pending(view: &View) -> Option<Why> {
        match view.phase {
            Phase::Cloak { .. } => Some(Why::pending(
                CLOAK,
                "your Invisibility Cloak flipped: first put another one of your cards from your hand underneath it",
            )),
            Phase::Traitor { .. } => Some(Why::pending(
                TRAITOR,
                "your Traitor flipped: first switch the goal card of its column with another column's, or keep them",
            )),
            Phase::Turn { .. } | Phase::Over => None,
        }
    }

    /// Asked in the viewer's turn, the only decision without a pending step.
    fn why_not(view: &View, target: &Target) -> Why {
        match *target {
            Target::Hand(_) => Why::forbidden(
                PLAYING,
                "you play one of the cards in your hand: that one is not in it",
            ),
            Target::Column(column) => match view.columns.get(usize::from(column)) {
                Some(c) if c.closed => Why::forbidden(
                    STORM,
                    format!("{STORM_CLOSES}: column {} has a Storm", column + 1),
                ),
                _ => Why::forbidden(PLAYING, BELOW_A_GOAL),
            },
            Target::Goal(_) | Target::Keep => Why::phase(
                TRAITOR,
                "goal cards are switched, or kept, only when a Traitor flips",
            ),
        }
    }
}
