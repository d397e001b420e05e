//! The undo barrier: which log entries show a seat something it could not
//! know before, or settle something by chance ([`Game::reveals`]).
//!
//! What is hidden in Rurik (see [`crate::view`]): other seats' scheme and
//! deed cards, agendas and kept inheritance cards (until setup step 19
//! shows them), the order of every deck (the two scheme decks, the deed
//! deck, the rebel faction's and the solo rebels' inheritance decks, the
//! rebel deck below its known cards), the rebel supply and the rewards
//! under the rebels (unless they lie open). Everything else lies face up.
//!
//! [`Game::reveals`]: ruleshelf_engine::Game::reveals

use ruleshelf_engine::{Entry, Seat};

use crate::event::Event;

/// Whether `entry`, a log entry `seat` may see, showed `seat` something it
/// could not know before (a card drawn or turned up from a shuffled deck,
/// a card another seat took from its hidden hand, a reward hidden under a
/// rebel) or settled something by chance (a random rebel from the supply).
/// What the seat chose itself, what follows from what it already saw, and
/// what stays hidden from it (a reshuffle's order, the card another seat
/// drew) reveal nothing.
///
/// The undo policy's barrier: a decision whose entries reveal something to
/// its seat cannot be taken back. Entries addressed to another seat never
/// reach this function (the caller filters by `Entry::visible_to`); asked
/// anyway, it answers as if that seat could see them.
#[must_use]
pub fn reveals(entry: &Entry<Event>, seat: Seat) -> bool {
    match &entry.event {
        // A card dealt, drawn or turned up from a shuffled deck, seen by
        // whoever the entry goes to: the cards dealt at setup (agenda,
        // inheritance cards, each told to its seat), a scheme card drawn
        // (told to its taker), a deed card drawn from the deck (told to its
        // drawer), a scheme card revealed by a casualty check ("reveal ...
        // scheme cards" from the top of a deck), a deed from the deck
        // refilling the face-up display, the deeds the Library reveals from
        // the deck, an inheritance card revealed from the rebel faction's
        // (or the solo rebels') deck.
        Event::InheritanceDealt { .. }
        | Event::AgendaDealt { .. }
        | Event::SchemeDrawn { .. }
        | Event::DeedCard { .. }
        | Event::Revealed { .. }
        | Event::DisplayRefilled { .. }
        | Event::DeedToLibrary { .. }
        | Event::RebelCardRevealed { .. } => true,

        // Solo: the rebel deck is shuffled face down and only the cards seen
        // on its top are known. A strategy row slid out of the bottom card
        // shows part of a card nobody has seen; the bottom card moved to the
        // top shows the whole of it.
        Event::RebelRow { .. } | Event::RebelCard { .. } => true,

        // Chance: round 1's first player drawn by the RNG (setup, before
        // any decision); a random rebel miniature from the supply (Rebel
        // Factions: "place a random rebel miniature"), whose reward shows
        // when rewards lie open and changes what the supply holds.
        Event::FirstPlayer { .. } | Event::RebelPlaced { .. } => true,

        // A defeated rebel shows the reward face down under it (unless the
        // rewards lie open, which the entry does not tell, so it counts;
        // without rewards its token still is one of the hidden ones).
        Event::RebelDefeated { .. } => true,

        // Another seat's hidden card, laid face up: its kept inheritance
        // cards revealed in setup step 19, a scheme card played from its
        // hand (or from the face-up discard pile by a Tavern: the entry
        // does not tell, so it counts), a scheme card it discarded from its
        // hand to pay a cost, a deed from its hand revealed to be
        // accomplished, the deed it gave from its hand to the Library. To
        // the seat that held the card, nothing new.
        Event::SelectedInheritanceRevealed { seat: owner, .. }
        | Event::SchemePlayed { seat: owner, .. }
        | Event::SchemeDiscarded { seat: owner, .. }
        | Event::DeedRevealed { seat: owner, .. }
        | Event::LibraryExchange { seat: owner, .. } => *owner != seat,

        // Game over: every agenda is scored face up.
        Event::GameOver => true,

        // Public counts of what stays hidden: how many scheme cards were
        // drawn and from which deck (the cards go to their taker alone), a
        // deed card drawn (its face goes to its drawer alone), a discard
        // pile shuffled into a new deck (its order stays face down; the
        // draw that follows is its own entry).
        Event::SchemesDrawn { .. }
        | Event::DeedDrawn { .. }
        | Event::DeckReshuffled { .. }
        | Event::DeedsReshuffled => false,

        // An inheritance card gained or forfeited: it has lain face up
        // since its owner's turn to reveal began (setup step 19), and what
        // its owner does with it is its owner's choice.
        Event::InheritanceRevealed { .. } => false,

        // A deed accomplished: it has lain face up since it was revealed to
        // be accomplished (its costs paid since), and the reward is the
        // printed one.
        Event::DeedAccomplished { .. } => false,

        // A seat's own decisions, public as they are made: leaders,
        // advisors and bribes, units mustered, moved and lost, attacks
        // declared, taxes, goods stowed or traded, structures built and
        // removed, churches converting, deeds taken from the face-up
        // display, conversion tokens, epic structures from the face-up
        // display, troops put on the Veche, captives taken (a rebel from
        // those defeated beside the mat, whose reward already shows) and
        // released, rebels returned, the faction's defeat announced.
        Event::LeaderChosen { .. }
        | Event::AdvisorPlaced { .. }
        | Event::AdvisorTaken { .. }
        | Event::Mustered { .. }
        | Event::Moved { .. }
        | Event::Attacked { .. }
        | Event::UnitLost { .. }
        | Event::Taxed { .. }
        | Event::GoodGained { .. }
        | Event::GoodTraded { .. }
        | Event::Built { .. }
        | Event::StructureRemoved { .. }
        | Event::Converted { .. }
        | Event::DeedTaken { .. }
        | Event::Conversion { .. }
        | Event::EpicBuilt { .. }
        | Event::VecheTroop { .. }
        | Event::Captured { .. }
        | Event::Released { .. }
        | Event::RebelReturned { .. }
        | Event::FactionDefeated { .. } => false,

        // What the rules make of the face-up table without a draw: coins,
        // trade boon tokens, victory point tokens, warfare and its reward
        // tokens (face up on the track), claims, the turn's end, a new
        // round, a capture failed (the card that failed it has its own
        // entry), the rebel camp (placed where the revealed card names).
        Event::Coins { .. }
        | Event::BoonTaken { .. }
        | Event::VpTokens { .. }
        | Event::Warfare { .. }
        | Event::WarfareReward { .. }
        | Event::ClaimAdvanced { .. }
        | Event::TurnEnded { .. }
        | Event::RoundBegins { .. }
        | Event::CaptureFailed { .. }
        | Event::CampPlaced { .. } => false,

        // Solo: what the rebels do by their known top card and the public
        // rebel board: the bonuses that apply, a bonus uncovered, the
        // priority for the next round, the top unbuilt epic structure card
        // (face up) forgone.
        Event::RebelBonus { .. }
        | Event::BonusUnlocked { .. }
        | Event::RebelPriority { .. }
        | Event::EpicForgone { .. } => false,
    }
}
