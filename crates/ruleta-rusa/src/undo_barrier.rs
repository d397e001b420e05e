//! The undo barrier: which log entries show a seat something hidden or
//! settle something by chance. What is hidden in Ruleta Rusa is the order of
//! the revolver stack (and, at setup, the skills dealt from the box and the
//! first seat); everything a seat does with its skills is public.

use ruleshelf_engine::{Entry, Seat};

use crate::event::Event;

/// Whether `entry` showed `seat` something it could not know, or left
/// something to chance (see [`ruleshelf_engine::Game::reveals`]).
///
/// ```
/// use ruleshelf_engine::{Entry, Seat};
/// use ruleta_rusa::{Chip, Event};
///
/// let revealed = Entry { to: None, event: Event::Revealed { seat: Seat(1), chip: Chip::Click } };
/// assert!(ruleta_rusa::undo_barrier::reveals(&revealed, Seat(0)));
/// let gave = Entry { to: None, event: Event::GaveTurn { seat: Seat(1), to: Seat(2) } };
/// assert!(!ruleta_rusa::undo_barrier::reveals(&gave, Seat(0)));
/// ```
#[must_use]
pub fn reveals(entry: &Entry<Event>, _seat: Seat) -> bool {
    match entry.event {
        // A chip comes off the hidden stack, or Look shows the top one.
        Event::Revealed { .. } | Event::Saw { .. } => true,
        // Setup: the skills come from the box at random ("Dealt at random"),
        // and the first seat is drawn when the options name none.
        Event::Dealt { .. } | Event::FirstToReveal { .. } => true,
        // Choices made in the open: a draft from the open pool of skills,
        // skills used, flipped, turned up, down or returned, the turn given
        // or turned around, a Double Shot announced or cancelled.
        Event::Drafted { .. }
        | Event::TurnBegins { .. }
        | Event::TurnedUp { .. }
        | Event::TurnedDown { .. }
        | Event::Returned { .. }
        | Event::Eliminated { .. }
        | Event::Used { .. }
        | Event::Flipped { .. }
        | Event::GaveTurn { .. }
        | Event::DirectionChanged { .. }
        | Event::DoubleShotPending { .. }
        | Event::DoubleShotCancelled { .. }
        | Event::Won { .. } => false,
        // The stack rebuilt or reordered: the arranging seat chose where the
        // BANG! went (its own entry), everyone else learns only that it was
        // done. Moving the top chip, seen or not, changes no one's knowledge
        // but the mover's, which it already had.
        Event::Arranged { .. }
        | Event::PlacedBang { .. }
        | Event::LeftTop { .. }
        | Event::MovedTopToBottom { .. } => false,
        // Two seats left: the stack is shuffled (its order reaches nobody)
        // and their skills turned face up (they were already known).
        Event::FinalDuel { .. } => false,
    }
}
