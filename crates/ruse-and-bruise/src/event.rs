use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::cards::{Card, Goal};
use crate::scoring::WinReason;

/// What happened, for a log or an animation. No variant holds a list, so
/// the log stays cheap to copy. What only one seat may know
/// (the card it drew, the card it played face down) is logged to that seat
/// alone, next to a public entry saying as much as everyone may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// The first player of round 1.
    FirstPlayer {
        seat: Seat,
    },
    /// A round begins with the goals turned up (see the view's columns);
    /// `seat` starts.
    RoundBegins {
        round: u8,
        seat: Seat,
    },
    /// The card a seat drew (to that seat only; the hand counts are public).
    DrewCard {
        seat: Seat,
        card: Card,
    },
    /// A seat shuffled its discard pile into a new draw pile.
    Reshuffled {
        seat: Seat,
        cards: u8,
    },
    /// A seat played a card face down (public).
    Played {
        seat: Seat,
        column: u8,
    },
    /// The card played (to that seat only).
    PlayedCard {
        seat: Seat,
        column: u8,
        card: Card,
    },
    /// A seat with no card left is passed over.
    Passed {
        seat: Seat,
    },
    /// A face-down card turned face up; its when-flipped ability follows.
    Flipped {
        seat: Seat,
        column: u8,
        card: Card,
    },
    /// Explorer: moved face down to the bottom of `to`.
    ExplorerMoved {
        seat: Seat,
        from: u8,
        to: u8,
    },
    /// Explorer: no other column is open, so it stays.
    ExplorerStays {
        seat: Seat,
        column: u8,
    },
    /// A chain of Explorers would flip this card in this column again: it
    /// stops, and the card stays face down.
    ChainStopped {
        seat: Seat,
        column: u8,
        card: Card,
    },
    /// Assassin: the card below it went to its owner's discard pile, face up.
    Assassinated {
        seat: Seat,
        column: u8,
        victim: Seat,
        card: Card,
    },
    /// Storm: the column is closed.
    ColumnClosed {
        seat: Seat,
        column: u8,
    },
    /// Invisibility Cloak: its owner hid a card under it (public).
    Hid {
        seat: Seat,
        column: u8,
    },
    /// The hidden card (to that seat only).
    HidCard {
        seat: Seat,
        column: u8,
        card: Card,
    },
    /// Invisibility Cloak: its owner had no card to hide.
    NothingToHide {
        seat: Seat,
        column: u8,
    },
    /// Traitor: the goals of two columns changed places.
    GoalsSwapped {
        seat: Seat,
        from: u8,
        to: u8,
    },
    /// Traitor: its owner kept the goals where they were.
    GoalsKept {
        seat: Seat,
        column: u8,
    },
    /// Every column is complete (or nobody has a card): the round ends; `seat`
    /// made the last move.
    RoundComplete {
        round: u8,
        seat: Seat,
    },
    /// Round end: a face-down card turned up, its ability not performed.
    Revealed {
        column: u8,
        seat: Seat,
        card: Card,
    },
    /// Scoring: Musketeers switched off every other ability in the column.
    MusketeersAct {
        column: u8,
    },
    /// Scoring: an even number of Wizards (or Witches) cancelled out.
    WizardsCancel {
        column: u8,
        count: u8,
    },
    /// Scoring: the Wizard removed this card.
    WizardRemoved {
        column: u8,
        seat: Seat,
        card: Card,
    },
    WitchesCancel {
        column: u8,
        count: u8,
    },
    /// Scoring: the Witch removed this card.
    WitchRemoved {
        column: u8,
        seat: Seat,
        card: Card,
    },
    /// Scoring: a seat's Prince & Squire win the column.
    PrinceAndSquire {
        column: u8,
        seat: Seat,
    },
    /// Scoring: a Beggar makes the lowest total win this column.
    BeggarActs {
        column: u8,
    },
    /// Scoring: a contesting seat's total, in half-points.
    Total {
        column: u8,
        seat: Seat,
        total: i32,
        eligible: bool,
    },
    ColumnWon {
        column: u8,
        seat: Seat,
        goal: Goal,
        reason: WinReason,
    },
    ColumnUnclaimed {
        column: u8,
        goal: Goal,
    },
    /// The game is over: a seat's final score (points).
    FinalScore {
        seat: Seat,
        score: i32,
    },
}
