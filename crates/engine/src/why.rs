//! "Why not?", answered by the engine from a seat's view.
//!
//! A table draws the things a seat can touch (cards, chips, regions,
//! spaces, piles, seats, the buttons of a decision) and keys each by a
//! [`Explain::Target`]: a stable id in the game's own terms. For a view and
//! a target, [`explain`] answers with the viewer's legal actions that are
//! made on that target, or with the one reason it cannot be used now: the
//! first that applies of
//!
//! 1. the game is over ([`Answer::GameOver`]);
//! 2. the view is a spectator's ([`Answer::Spectator`]);
//! 3. other seats decide now ([`Answer::OtherSeats`], never the asker);
//! 4. a step of the viewer's must come first ([`Answer::Pending`]: the
//!    pending decision, with its rule);
//! 5. the phase does not allow it ([`Answer::Phase`]);
//! 6. the rule that forbids it for this target ([`Answer::Forbidden`]: the
//!    rulebook's words and heading, with the values that matter).
//!
//! The engine decides 1 to 4 from what every view shows; a game says 4 to 6
//! ([`Explain::pending`], [`Explain::why_not`]). The answer is a function of
//! the view alone, so a server's client, holding only its view, gets the
//! same answer as a table holding the whole state, and no answer can tell
//! what the view hides. The conformance battery holds it to the game's
//! legal actions: a target is playable exactly when one of the viewer's
//! legal actions is made on it.

use core::fmt::{Debug, Display};
use core::str::FromStr;

use serde::Serialize;

use crate::{Game, Seat};

/// A game's answer to "why not?": the rules of the game that say so.
pub trait Explain: Game {
    /// Something a seat can touch, by a stable id in the game's own terms
    /// (`"hand/9C"`, `"region/kiev"`): `Display` writes the id and
    /// `FromStr` reads it back; an id names the same thing for the whole
    /// game, save where an action names its thing only relative to the
    /// turn (a game's rules doc lists any such id).
    type Target: Clone + Debug + PartialEq + Display + FromStr;

    /// The targets `action` is made on, in the order a player touches them
    /// (the card, then the seat it goes to). Never empty: an action with
    /// nothing to touch on the table is made on a button of its decision.
    fn targets(action: &Self::Action) -> Vec<Self::Target>;

    /// Every target the view shows, whether it can be used now or not.
    fn targets_in(view: &Self::View) -> Vec<Self::Target>;

    /// The id `target` goes by in `view`'s actions, where a game names one
    /// thing two ways (an id relative to the turn beside its absolute one):
    /// [`explain`] answers for this id. The default is `target` itself.
    fn canonical(view: &Self::View, target: &Self::Target) -> Self::Target {
        let _ = view;
        target.clone()
    }

    /// The seats that must decide now, as the view shows them; empty once
    /// the game is over.
    fn to_act_in(view: &Self::View) -> Vec<Seat>;

    /// Whether the view shows a finished game.
    fn is_over(view: &Self::View) -> bool;

    /// The viewer's legal actions, which its view carries when it must
    /// decide.
    fn actions_in(view: &Self::View) -> &[Self::Action];

    /// A step the viewer must take before anything else it could do this
    /// turn (draw before you play, return a card, rebuild the stack), named
    /// with its rule; `None` when the viewer is free to choose among its
    /// actions. Asked only when the viewer is to act.
    fn pending(view: &Self::View) -> Option<Why>;

    /// Why the viewer, who is to act with no pending step, cannot use
    /// `target`, which none of its legal actions is made on: the phase
    /// ([`WhyKind::Phase`]) or the rule for this target
    /// ([`WhyKind::Forbidden`]), in the rulebook's words, with the values
    /// that matter.
    fn why_not(view: &Self::View, target: &Self::Target) -> Why;
}

/// An id that names nothing a seat can touch in the game asked: what a
/// game's `Target::from_str` refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTarget(pub String);

impl Display for UnknownTarget {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "\"{}\" names nothing a seat can touch in this game",
            self.0
        )
    }
}

impl std::error::Error for UnknownTarget {}

/// The kind of reason a game gives: in the order they are asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyKind {
    /// A step of the viewer's comes first.
    Pending,
    /// The phase of the game does not allow it.
    Phase,
    /// The rule that forbids it for this target.
    Forbidden,
}

/// A reason in the rulebook's words: `rule`, a sentence a player reads
/// ("an Alibi must match the value of the Accusation: 9 is not A"), and
/// `heading`, the rulebook section that says so ("Play an Alibi").
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
pub struct Why {
    pub kind: WhyKind,
    pub rule: String,
    pub heading: String,
}

impl Why {
    /// A step of the viewer's that comes first.
    pub fn pending(heading: &str, rule: impl Into<String>) -> Why {
        Why {
            kind: WhyKind::Pending,
            rule: rule.into(),
            heading: heading.to_owned(),
        }
    }

    /// The phase does not allow it.
    pub fn phase(heading: &str, rule: impl Into<String>) -> Why {
        Why {
            kind: WhyKind::Phase,
            rule: rule.into(),
            heading: heading.to_owned(),
        }
    }

    /// The rule that forbids it for this target.
    pub fn forbidden(heading: &str, rule: impl Into<String>) -> Why {
        Why {
            kind: WhyKind::Forbidden,
            rule: rule.into(),
            heading: heading.to_owned(),
        }
    }
}

/// What a touch on a target does now, for the seat whose view asked.
///
/// In JSON (and in JS) a tagged union on `type`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
#[must_use]
pub enum Answer<A> {
    /// The viewer's legal actions made on this target (touched first or
    /// later), in the order `legalActions` lists them; never empty.
    Playable { actions: Vec<A> },
    /// The game has ended.
    GameOver,
    /// A spectator's view: spectators touch nothing.
    Spectator,
    /// Other seats decide now (never the viewer).
    OtherSeats { seats: Vec<Seat> },
    /// A step of the viewer's must come first.
    Pending { rule: String, heading: String },
    /// The phase of the game does not allow it.
    Phase { rule: String, heading: String },
    /// The rule that forbids it for this target.
    Forbidden { rule: String, heading: String },
}

impl<A> From<Why> for Answer<A> {
    fn from(why: Why) -> Answer<A> {
        let Why {
            kind,
            rule,
            heading,
        } = why;
        match kind {
            WhyKind::Pending => Answer::Pending { rule, heading },
            WhyKind::Phase => Answer::Phase { rule, heading },
            WhyKind::Forbidden => Answer::Forbidden { rule, heading },
        }
    }
}

/// What a touch on `target` does now for the seat whose view this is: its
/// legal actions made on the target, or the first reason of the module's
/// list that applies.
pub fn explain<G: Explain>(view: &G::View, target: &G::Target) -> Answer<G::Action> {
    if G::is_over(view) {
        return Answer::GameOver;
    }
    let Some(viewer) = G::viewer(view) else {
        return Answer::Spectator;
    };
    let target = &G::canonical(view, target);
    let actions: Vec<G::Action> = G::actions_in(view)
        .iter()
        .filter(|action| G::targets(action).contains(target))
        .cloned()
        .collect();
    if !actions.is_empty() {
        return Answer::Playable { actions };
    }
    let to_act = G::to_act_in(view);
    if !to_act.contains(&viewer) {
        return Answer::OtherSeats { seats: to_act };
    }
    match G::pending(view) {
        Some(Why { rule, heading, .. }) => Answer::Pending { rule, heading },
        None => G::why_not(view, target).into(),
    }
}
