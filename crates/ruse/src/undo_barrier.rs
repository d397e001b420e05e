//! The undo barrier: which log entries show a seat something it could not
//! know, or settle something by chance (see `docs/rules/ruse.md`, "Undo
//! barrier"). What is hidden in RUSE ("Hidden information" there): the
//! territory-tile stacks' order, the face-down hunting tiles (on the spots,
//! in the stack, on the Village), the destiny tiles to come, the bonus den
//! stack, the Firefox pile, each seat's objective deck and hand, each
//! seat's bag and the den tiles it holds drawn, and VIXEN's deck. What is
//! left to chance: the destiny die, the action dice, the Firefox die and
//! VIXEN's die.

use ruleshelf_engine::{Entry, Seat};

use crate::action::Action;
use crate::data::BONUS_DISPLAY;
use crate::event::Event;
use crate::vixen::VixenIcon;

/// Whether `entry` showed `seat` something it could not know before, or
/// settled something by chance (see [`ruleshelf_engine::Game::reveals`]).
///
/// The contract: `true` for a die rolled, a tile or card turned up from a
/// shuffled or face-down pile, a draw only its drawer sees (for the drawer),
/// and a card or den tile another seat played from its hidden hand (for
/// everyone but that seat); `false` for whatever follows from what `seat`
/// already saw and the decisions made. An entry addressed to another seat
/// never reaches this function (`Game::revealed` filters by
/// [`Entry::visible_to`]); for one it would, the answer is still the
/// sensible one (another seat's private draw reveals nothing to `seat`).
///
/// ```
/// use ruleshelf_engine::{Entry, Seat};
/// use ruse::{Action, Event};
///
/// let rolled = Entry { to: None, event: Event::Rolled { seat: Seat(1), value: 4, gp: 2 } };
/// assert!(ruse::undo_barrier::reveals(&rolled, Seat(0)));
/// let declared = Entry { to: None, event: Event::Played { action: Action::Declare { seat: Seat(1), card: 7 } } };
/// assert!(ruse::undo_barrier::reveals(&declared, Seat(0)));
/// assert!(!ruse::undo_barrier::reveals(&declared, Seat(1)));
/// ```
#[must_use]
pub fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
    match &entry.event {
        // Dice ("1. Destiny Phase": the destiny tile from its shuffled stack
        // and the destiny die; "2. Collection Phase": the action die;
        // VIXEN's turn: its card from its shuffled deck, then its die).
        Event::Round { .. }
        | Event::Rolled { .. }
        | Event::VixenRevealed { .. }
        | Event::VixenRolled { .. } => true,
        // A tile turned up from a face-down pile: a territory's stack (its
        // order secret, an emptied one rebuilt from its shuffled discards),
        // a face-down hunting tile flipped (a spot's, the stack's, the
        // Village's).
        Event::TileDrawn { .. } | Event::Hunted { .. } => true,
        // The Firefox die, or a Firefox tile taken from the ring, whose space
        // is refilled face up from the shuffled pile. Moving by a printed
        // number of steps onto an empty space settles nothing.
        Event::FirefoxMoved { roll, tile, .. } => roll.is_some() || tile.is_some(),
        // VIXEN's bonus den tile: from the display, refilled from the
        // shuffled bonus stack, or the stack's top; either way turned up.
        // Every other icon follows from its revealed card and roll (what it
        // draws has its own entry: `hunted`, `tileDrawn`, `denTilesDrawn`).
        Event::VixenResolved { icon, done } => *done && *icon == VixenIcon::BonusDen,
        // Draws only the drawer sees: an objective card from its shuffled
        // deck (told to it as `cardDrawn`), den path tiles from its bag
        // (drawn at random; E-7). To anyone else they stay hidden: only a
        // count is public. VIXEN's den tiles are only counted (nothing
        // drawn), and VIXEN is no seat.
        Event::CardDrawn { seat: drawer, .. }
        | Event::CardDrawnSecretly { seat: drawer }
        | Event::DenTilesDrawn { seat: drawer, .. } => *drawer == seat,
        // A decision: what it shows depends on the decision.
        Event::Played { action } => played_reveals(action, seat),
        // The end-of-game scoring takes each seat's penalties for the
        // objective cards left in its hidden hand.
        Event::GameOver { .. } => true,
        // Consequences of what everyone saw: a common objective met on the
        // public boards, VP scored for the cheese, the dice left, VIXEN's
        // row and catch-up, and where VIXEN's die and fox went (by its
        // revealed card and roll).
        Event::CommonClaimed { .. }
        | Event::Scored { .. }
        | Event::VixenPlaced { .. }
        | Event::VixenMoved { .. } => false,
    }
}

/// Whether `action`, logged as played, showed `seat` something: only a
/// decision that puts a hidden holding on the table, or takes a bonus den
/// tile. What a decision draws or flips is told by its own entries.
fn played_reveals(action: &Action, seat: Seat) -> bool {
    match *action {
        // From a hidden hand to the table: a drawn den tile placed in the
        // den (E-7: held drawn tiles are secret, a placed one public), an
        // objective card discarded face up (E-8) or declared at the end of
        // the round. Its player knew it.
        Action::PlaceTile { seat: player, .. }
        | Action::DiscardObjective { seat: player, .. }
        | Action::Declare { seat: player, .. } => player != seat,
        // "As soon as you take a bonus path, replace it with a new one": a
        // display tile taken turns the shuffled stack's top face up, for
        // everyone; the stack's top taken is seen by its taker only.
        Action::TakeBonusTile { seat: player, slot } => {
            usize::from(slot) < BONUS_DISPLAY || player == seat
        }
        // Choices among what everyone sees (a resource, a kit, a track, an
        // obstacle's territory, an instinct, a free growth), die placements
        // and moves, purchases and payments, den tiles put back unseen into
        // the bag, a completed (public) objective exchanged, the turn's
        // end, the kits' growth: what they draw or flip is logged on its
        // own (`rolled`, `tileDrawn`, `hunted`, `cardDrawn`,
        // `denTilesDrawn`, `firefoxMoved`, VIXEN's turn).
        Action::TakeGrowthPoints { .. }
        | Action::TakeResource { .. }
        | Action::RaiseKit { .. }
        | Action::AdvanceTrack { .. }
        | Action::PlaceObstacle { .. }
        | Action::ChooseInstinct { .. }
        | Action::GrowFree { .. }
        | Action::ReturnTiles { .. }
        | Action::Explore { .. }
        | Action::MountainExplore { .. }
        | Action::MountainObjectives { .. }
        | Action::MountainTiles { .. }
        | Action::Den { .. }
        | Action::UseActionTile { .. }
        | Action::Firefox { .. }
        | Action::Village { .. }
        | Action::Move { .. }
        | Action::Buy { .. }
        | Action::DenDraw { .. }
        | Action::ClaimTile { .. }
        | Action::DrawObjective { .. }
        | Action::ExchangeObjective { .. }
        | Action::SellCheese { .. }
        | Action::EndTurn { .. }
        | Action::ExchangeHunting { .. }
        | Action::Grow { .. }
        | Action::Exit { .. }
        | Action::ToDen { .. }
        | Action::Done { .. } => false,
    }
}
