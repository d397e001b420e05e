//! The undo barrier: which log entries show a seat something hidden or
//! settle something by chance. Hidden in Ruse & Bruise are the hands, each
//! seat's shuffled draw pile, the goals still stacked, and the cards played
//! face down (their owner knows them).

use ruleshelf_engine::{Entry, Seat};

use crate::event::Event;

/// Whether `entry` showed `seat` something it could not know, or left
/// something to chance (see [`ruleshelf_engine::Game::reveals`]).
///
/// ```
/// use ruleshelf_engine::{Entry, Seat};
/// use ruse_and_bruise::event::Event;
///
/// let played = Entry { to: None, event: Event::Played { seat: Seat(1), column: 2 } };
/// assert!(!ruse_and_bruise::undo_barrier::reveals(&played, Seat(0)), "it lies face down");
/// let first = Entry { to: None, event: Event::FirstPlayer { seat: Seat(1) } };
/// assert!(ruse_and_bruise::undo_barrier::reveals(&first, Seat(0)), "drawn at random");
/// ```
#[must_use]
pub fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
    match entry.event {
        // Chance: the first player drawn, a round's goals turned up from the
        // stacks, a card drawn from a shuffled draw pile (to its drawer).
        Event::FirstPlayer { .. } | Event::RoundBegins { .. } | Event::DrewCard { .. } => true,
        // A face-down card turned up (flipped, or at the round's end), or
        // sent to the discard pile face up by an Assassin: news to all but
        // its owner.
        Event::Flipped { seat: owner, .. } | Event::Revealed { seat: owner, .. } => owner != seat,
        Event::Assassinated { victim, .. } => victim != seat,
        // Done in the open, or known only to the seat that did it: a card
        // played or hidden face down (its owner chose it), a seat passed
        // over, an Explorer's move, a Storm, a Traitor's choice, a reshuffle
        // (its order reaches nobody), a chain stopped (its card was turned
        // up earlier in the chain), and the scoring of cards already face up.
        Event::Played { .. }
        | Event::PlayedCard { .. }
        | Event::Passed { .. }
        | Event::Reshuffled { .. }
        | Event::ExplorerMoved { .. }
        | Event::ExplorerStays { .. }
        | Event::ChainStopped { .. }
        | Event::ColumnClosed { .. }
        | Event::Hid { .. }
        | Event::HidCard { .. }
        | Event::NothingToHide { .. }
        | Event::GoalsSwapped { .. }
        | Event::GoalsKept { .. }
        | Event::RoundComplete { .. }
        | Event::MusketeersAct { .. }
        | Event::WizardsCancel { .. }
        | Event::WizardRemoved { .. }
        | Event::WitchesCancel { .. }
        | Event::WitchRemoved { .. }
        | Event::PrinceAndSquire { .. }
        | Event::BeggarActs { .. }
        | Event::Total { .. }
        | Event::ColumnWon { .. }
        | Event::ColumnUnclaimed { .. }
        | Event::FinalScore { .. } => false,
    }
}
