use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::data::{Good, Structure};
use crate::ids::{
    Agenda, Deed, Epic, Inheritance, Leader, Rebel, RebelCard, Recipe, Region, Scheme, WarfareToken,
};
use crate::warfare::Captive;

/// What happened, for a log or an animation. What only one seat may know
/// (the card it drew or kept) goes to that seat alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    FirstPlayer {
        seat: Seat,
    },
    LeaderChosen {
        seat: Seat,
        leader: Leader,
    },
    /// To the seat only: the inheritance cards dealt to it.
    InheritanceDealt {
        seat: Seat,
        card: Inheritance,
    },
    /// To the seat only: the agenda dealt to it.
    AgendaDealt {
        seat: Seat,
        agenda: Agenda,
    },
    /// Setup step 19: "players each reveal their selected inheritance
    /// cards" in turn, face up while their owner gains or forfeits them.
    SelectedInheritanceRevealed {
        seat: Seat,
        cards: Vec<Inheritance>,
    },
    /// An inheritance card gained (or `forfeited`), its turn in step 19.
    InheritanceRevealed {
        seat: Seat,
        card: Inheritance,
        forfeited: bool,
    },
    RoundBegins {
        round: u8,
        first: Seat,
    },
    AdvisorPlaced {
        seat: Seat,
        number: u8,
        column: u8,
        row: u8,
        bribe: u8,
    },
    AdvisorTaken {
        seat: Seat,
        number: u8,
        column: u8,
        row: u8,
        coin: bool,
    },
    Mustered {
        seat: Seat,
        region: Region,
        leader: bool,
    },
    Moved {
        seat: Seat,
        from: Region,
        to: Region,
        leader: bool,
        escort: u8,
    },
    Attacked {
        seat: Seat,
        region: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
    },
    UnitLost {
        seat: Seat,
        region: Region,
        leader: bool,
    },
    RebelDefeated {
        seat: Seat,
        region: Region,
        reward: Rebel,
    },
    /// A scheme card revealed in a casualty check (then discarded).
    Revealed {
        seat: Seat,
        deck: u8,
        card: Scheme,
    },
    Warfare {
        seat: Seat,
        space: u8,
    },
    WarfareReward {
        seat: Seat,
        token: WarfareToken,
    },
    Taxed {
        seat: Seat,
        region: Region,
        good: Good,
    },
    GoodGained {
        seat: Seat,
        good: Good,
        boat: bool,
    },
    BoonTaken {
        seat: Seat,
        good: Good,
    },
    Coins {
        seat: Seat,
        coins: i32,
    },
    Built {
        seat: Seat,
        region: Region,
        kind: Structure,
    },
    StructureRemoved {
        seat: Seat,
        region: Region,
        kind: Structure,
    },
    Converted {
        seat: Seat,
        region: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
    },
    /// Scheme cards drawn (public: how many, from which deck).
    SchemesDrawn {
        seat: Seat,
        deck: u8,
        count: u8,
    },
    /// To the seat only: a card it drew.
    SchemeDrawn {
        seat: Seat,
        card: Scheme,
    },
    SchemePlayed {
        seat: Seat,
        card: Scheme,
    },
    DeckReshuffled {
        deck: u8,
    },
    DeedDrawn {
        seat: Seat,
    },
    /// To the seat only.
    DeedCard {
        seat: Seat,
        deed: Deed,
    },
    DeedTaken {
        seat: Seat,
        deed: Deed,
    },
    /// The deed display refilled from the top of the deed deck, after a
    /// deed was taken from it.
    DisplayRefilled {
        deed: Deed,
    },
    /// A deed from `seat`'s hand laid face up to be accomplished: its
    /// costs are paid next (then [`Event::DeedAccomplished`]).
    DeedRevealed {
        seat: Seat,
        deed: Deed,
    },
    DeedAccomplished {
        seat: Seat,
        deed: Deed,
    },
    /// A scheme card from `seat`'s hand discarded to pay a deed's or a
    /// conversion's cost.
    SchemeDiscarded {
        seat: Seat,
        card: Scheme,
    },
    Conversion {
        seat: Seat,
        recipe: Recipe,
    },
    ClaimAdvanced {
        seat: Seat,
        track: u8,
        level: u8,
    },
    TurnEnded {
        seat: Seat,
    },
    VpTokens {
        seat: Seat,
        n: u8,
    },
    /// "Shuffle Deeds": the deed discard pile became the deck.
    DeedsReshuffled,
    /// Epic Structures: card `card` built in `region` (or on the border
    /// with `other`).
    EpicBuilt {
        seat: Seat,
        card: Epic,
        region: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        other: Option<Region>,
    },
    /// A deed card revealed onto the Library.
    DeedToLibrary {
        deed: Deed,
    },
    /// A troop put on the Veche card.
    VecheTroop {
        seat: Seat,
    },
    /// The Library's exchange: `take` from the card, `give` onto it.
    LibraryExchange {
        seat: Seat,
        take: Deed,
        give: Deed,
    },
    /// Capital Port: a good traded away.
    GoodTraded {
        seat: Seat,
        good: Good,
        boat: bool,
    },
    /// Warfare: a unit or rebel put on `seat`'s dungeon mat.
    Captured {
        seat: Seat,
        region: Region,
        captive: Captive,
    },
    CaptureFailed {
        seat: Seat,
        region: Region,
    },
    /// A captive leaves `seat`'s dungeon.
    Released {
        seat: Seat,
        captive: Captive,
    },
    /// A defeated rebel returned to the supply (Warfare's conversion token).
    RebelReturned {
        seat: Seat,
    },
    /// Rebel Factions: the camp placed.
    CampPlaced {
        region: Region,
    },
    /// An inheritance card revealed from the faction's deck (or, solo, the
    /// deck the rebel leader's round end reveals from).
    RebelCardRevealed {
        card: Inheritance,
    },
    /// The faction mustered a rebel.
    RebelPlaced {
        region: Region,
    },
    FactionDefeated {
        seat: Seat,
    },
    /// Solo, strategy phase: the bottom rebel card slid up to its strategy
    /// row `step` (0 first); `used` false: its advisor is not available
    /// yet, so the card slides on.
    RebelRow {
        step: u8,
        used: bool,
    },
    /// Solo, a rebel turn: the bottom rebel card (`card`, a data index)
    /// moved to the top; its region and build orders now apply.
    RebelCard {
        card: RebelCard,
    },
    /// Solo: a bonus on the rebel board applies to the rebels' turn.
    RebelBonus {
        column: u8,
        space: u8,
    },
    /// Solo: the coin covering a bonus moved to the rebels' dock.
    BonusUnlocked {
        column: u8,
        space: u8,
    },
    /// Solo: the rebel priority for the next round.
    RebelPriority {
        priority: crate::solo::Priority,
    },
    /// Solo, Epic Structures: with three build points the rebels take the
    /// top unbuilt epic structure card's reward and a victory point token
    /// instead of building; the card leaves the game.
    EpicForgone {
        card: Epic,
    },
    GameOver,
}
