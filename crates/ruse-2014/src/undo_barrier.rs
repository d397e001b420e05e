//! The undo barrier: which log entries show a seat something hidden or
//! settle something by chance. Hidden in Ruse are the hands and the draw
//! pile; the discard pile's top card and everything played in front of the
//! seats are open.

use ruleshelf_engine::{Entry, Seat};

use crate::event::Event;

/// Whether `entry` showed `seat` something it could not know, or left
/// something to chance (see [`ruleshelf_engine::Game::reveals`]).
///
/// ```
/// use ruleshelf_engine::{Entry, Seat};
/// use ruse_2014::Event;
///
/// let drew = Entry { to: None, event: Event::DrewFromPile { seat: Seat(1) } };
/// assert!(!ruse_2014::undo_barrier::reveals(&drew, Seat(0)), "the card went to seat 1's hand unseen");
/// let quiet = Entry { to: None, event: Event::NoMurderer { turns: 30 } };
/// assert!(!ruse_2014::undo_barrier::reveals(&quiet, Seat(0)));
/// ```
#[must_use]
pub fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
    match entry.event {
        // The deal, a card drawn from the draw pile (to its taker), and the
        // top of the draw pile turned up to start the discard pile again:
        // hidden cards seen, and what the shuffle left to chance.
        Event::Setup { .. } | Event::Dealt { .. } | Event::Drew { .. } | Event::Flipped { .. } => {
            true
        }
        // A card played from a hidden hand: news to everyone but its player.
        Event::Accused { seat: by, .. }
        | Event::RevealedJoker { seat: by, .. }
        | Event::ProvidedAlibi { seat: by, .. }
        | Event::Discarded { seat: by, .. } => by != seat,
        // What everyone sees without learning a hidden card: another seat
        // drawing blind, the open top of the discard pile taken, evidence
        // covered up (the Accusation was in the open), a reshuffle (its
        // order reaches nobody; the card then turned up is `Flipped`), no
        // card to draw, and the end.
        Event::DrewFromPile { .. }
        | Event::TookDiscard { .. }
        | Event::CoveredUp { .. }
        | Event::Reshuffled { .. }
        | Event::NothingToDraw { .. }
        | Event::Murderer { .. }
        | Event::NoMurderer { .. } => false,
    }
}
