use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::data::{Good, Structure};

/// One decision of one seat.
///
/// In JSON: `{ "type": "move", "seat": 0, "from": 5, "to": 6, "leader": false, "escort": 0 }`.
/// Regions are indices into the map data (see the view's `regions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Action {
    // Setup
    ChooseLeader {
        seat: Seat,
        leader: u8,
    },
    ReturnInheritance {
        seat: Seat,
        card: u8,
    },
    PlaceTroop {
        seat: Seat,
        region: u8,
    },
    PlaceLeader {
        seat: Seat,
        region: u8,
    },
    /// Gain an inheritance card; a troop or structure goes to `region`
    /// (its named region, or any region in play for one more coin).
    Inherit {
        seat: Seat,
        card: u8,
        region: u8,
    },
    /// Forfeit an inheritance card for two coins.
    Forfeit {
        seat: Seat,
        card: u8,
    },
    // Strategy phase
    PlaceAdvisor {
        seat: Seat,
        number: u8,
        column: u8,
    },
    Bribe {
        seat: Seat,
        coins: u8,
    },
    // Action phase
    /// Out of Troops: muster two troops in `region`, one of them the
    /// leader when `leader` (it must be in the supply).
    Regroup {
        seat: Seat,
        region: u8,
        leader: bool,
    },
    /// With two advisors of the number now resolving: take the one on
    /// banner `column`, space `row`.
    TakeAdvisor {
        seat: Seat,
        column: u8,
        row: u8,
    },
    /// Take the advisor's action points (paying the space's coin cost).
    TakePoints {
        seat: Seat,
    },
    /// Forfeit the action points for one coin.
    TakeCoin {
        seat: Seat,
    },
    /// One troop (the leader first, if in supply) into `region`;
    /// `attack`: paid with an attack point (Sudislav).
    Muster {
        seat: Seat,
        region: u8,
        attack: bool,
    },
    /// One unit one step (or anywhere, with `far` points); Agatha may
    /// `escort` up to two troops.
    Move {
        seat: Seat,
        from: u8,
        to: u8,
        leader: bool,
        escort: u8,
        far: bool,
    },
    /// Attack a rebel (`target` absent) or `target`'s unit in `region`,
    /// checking casualties from scheme deck `deck`; `easy`: an attack point
    /// that reveals one card fewer.
    Attack {
        seat: Seat,
        region: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
        deck: u8,
        easy: bool,
    },
    Tax {
        seat: Seat,
        region: u8,
    },
    Build {
        seat: Seat,
        region: u8,
        kind: Structure,
    },
    /// Play a scheme card from hand, taking its `choice`-th reward.
    PlayScheme {
        seat: Seat,
        card: u8,
        choice: u8,
    },
    AccomplishDeed {
        seat: Seat,
        deed: u8,
    },
    /// Spend a conversion token on recipe `recipe`.
    Convert {
        seat: Seat,
        recipe: u8,
    },
    /// Predslava: move `target`'s troop from `from` to the adjacent `to`.
    Predslava {
        seat: Seat,
        target: Seat,
        from: u8,
        to: u8,
    },
    /// Sviatoslav: move him to `to` before building.
    Sviatoslav {
        seat: Seat,
        to: u8,
    },
    /// Theofana, after taxing in her region: move her to `to`, or (absent) take a coin.
    Theofana {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        to: Option<u8>,
    },
    EndTurn {
        seat: Seat,
    },
    // Decisions inside a turn
    /// Remove one of your units: the leader, or a troop.
    LoseUnit {
        seat: Seat,
        leader: bool,
    },
    /// Put the next gained good on the boat, or on the dock.
    Stow {
        seat: Seat,
        boat: bool,
    },
    /// Market: the extra good (`good`) or one coin.
    MarketBonus {
        seat: Seat,
        good: bool,
    },
    ChooseDeck {
        seat: Seat,
        deck: u8,
    },
    KeepScheme {
        seat: Seat,
        card: u8,
    },
    /// Church: convert `target`'s troop, a rebel (`target` absent, `rebel`), or nothing.
    ConvertUnit {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
        rebel: bool,
    },
    /// Tavern: play the top discarded scheme card (its `choice`-th reward), or not.
    TavernScheme {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        choice: Option<u8>,
    },
    /// Open rebel rewards: defeat the rebel carrying `reward`.
    DefeatRebel {
        seat: Seat,
        reward: u8,
    },
    /// Sviatopolk: replace the defeated rebel with a troop, or not.
    Replace {
        seat: Seat,
        yes: bool,
    },
    /// Pay one good of a cost, or (absent) a trade boon token.
    PayGood {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        good: Option<Good>,
    },
    PayScheme {
        seat: Seat,
        card: u8,
    },
    /// Remove one of your units from `region` for a deed.
    RemoveTroop {
        seat: Seat,
        region: u8,
        leader: bool,
    },
    /// Remove your structure (the next kind owed) from `region`.
    RemoveStructure {
        seat: Seat,
        region: u8,
    },
    // Claim phase
    TakeDeed {
        seat: Seat,
        deed: u8,
    },
}

impl Action {
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match *self {
            Action::ChooseLeader { seat, .. }
            | Action::ReturnInheritance { seat, .. }
            | Action::PlaceTroop { seat, .. }
            | Action::PlaceLeader { seat, .. }
            | Action::Inherit { seat, .. }
            | Action::Forfeit { seat, .. }
            | Action::PlaceAdvisor { seat, .. }
            | Action::Bribe { seat, .. }
            | Action::Regroup { seat, .. }
            | Action::TakeAdvisor { seat, .. }
            | Action::TakePoints { seat }
            | Action::TakeCoin { seat }
            | Action::Muster { seat, .. }
            | Action::Move { seat, .. }
            | Action::Attack { seat, .. }
            | Action::Tax { seat, .. }
            | Action::Build { seat, .. }
            | Action::PlayScheme { seat, .. }
            | Action::AccomplishDeed { seat, .. }
            | Action::Convert { seat, .. }
            | Action::Predslava { seat, .. }
            | Action::Sviatoslav { seat, .. }
            | Action::Theofana { seat, .. }
            | Action::EndTurn { seat }
            | Action::LoseUnit { seat, .. }
            | Action::Stow { seat, .. }
            | Action::MarketBonus { seat, .. }
            | Action::ChooseDeck { seat, .. }
            | Action::KeepScheme { seat, .. }
            | Action::ConvertUnit { seat, .. }
            | Action::TavernScheme { seat, .. }
            | Action::Replace { seat, .. }
            | Action::DefeatRebel { seat, .. }
            | Action::PayGood { seat, .. }
            | Action::PayScheme { seat, .. }
            | Action::RemoveTroop { seat, .. }
            | Action::RemoveStructure { seat, .. }
            | Action::TakeDeed { seat, .. } => seat,
        }
    }
}
