use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::data::{Good, Structure};
use crate::ids::{Deed, Epic, Inheritance, Leader, Rebel, Recipe, Region, Scheme};

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
        leader: Leader,
    },
    ReturnInheritance {
        seat: Seat,
        card: Inheritance,
    },
    PlaceTroop {
        seat: Seat,
        region: Region,
    },
    PlaceLeader {
        seat: Seat,
        region: Region,
    },
    /// Gain an inheritance card; a troop or structure goes to `region`
    /// (its named region, or any region in play for one more coin).
    Inherit {
        seat: Seat,
        card: Inheritance,
        region: Region,
    },
    /// Forfeit an inheritance card for two coins.
    Forfeit {
        seat: Seat,
        card: Inheritance,
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
    /// Out of Troops: muster one of the two troops in `region`: the leader
    /// when `leader` (it must be in the supply), else a troop.
    Regroup {
        seat: Seat,
        region: Region,
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
        region: Region,
        attack: bool,
    },
    /// One unit one step (or anywhere, with `far` points); Agatha may
    /// `escort` up to two troops.
    Move {
        seat: Seat,
        from: Region,
        to: Region,
        leader: bool,
        escort: u8,
        far: bool,
    },
    /// Attack a rebel (`target` absent) or `target`'s unit in `region`,
    /// checking casualties from scheme deck `deck`; `easy`: an attack point
    /// that reveals one card fewer; `from`: with a troop across a Siege
    /// Tower in that region (absent: from inside it).
    Attack {
        seat: Seat,
        region: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
        deck: u8,
        easy: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        from: Option<Region>,
    },
    Tax {
        seat: Seat,
        region: Region,
    },
    Build {
        seat: Seat,
        region: Region,
        kind: Structure,
    },
    /// Play a scheme card from hand, taking its `choice`-th reward.
    PlayScheme {
        seat: Seat,
        card: Scheme,
        choice: u8,
    },
    AccomplishDeed {
        seat: Seat,
        deed: Deed,
    },
    /// Spend a conversion token on recipe `recipe`.
    Convert {
        seat: Seat,
        recipe: Recipe,
    },
    /// Predslava: move `target`'s troop from `from` to the adjacent `to`.
    Predslava {
        seat: Seat,
        target: Seat,
        from: Region,
        to: Region,
    },
    /// Sviatoslav: move him to `to` before building.
    Sviatoslav {
        seat: Seat,
        to: Region,
    },
    /// Theofana, after taxing in her region: move her to `to`, or (absent)
    /// take a coin. It ends the seat's taxing for the turn: tax points left
    /// are lost.
    Theofana {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        to: Option<Region>,
    },
    /// Epic Structures: build epic structure card `card` in `region`, or on
    /// the border between `region` and `other`.
    BuildEpic {
        seat: Seat,
        card: Epic,
        region: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        other: Option<Region>,
    },
    /// Border Fort: move one unit across its border for no movement points.
    CrossFort {
        seat: Seat,
        from: Region,
        to: Region,
        leader: bool,
    },
    /// Rebel Factions: announce that you meet the faction's defeat condition.
    DefeatFaction {
        seat: Seat,
    },
    EndTurn {
        seat: Seat,
    },
    // Decisions inside a turn
    /// Say no to the optional decision on top: the rest of an Out of
    /// Troops muster, a Capital Port trade, a Library exchange, a Veche
    /// troop, a capture (or its casualty check).
    Decline {
        seat: Seat,
    },
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
        card: Scheme,
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
        reward: Rebel,
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
        card: Scheme,
    },
    /// Remove one of your units from `region` for a deed.
    RemoveTroop {
        seat: Seat,
        region: Region,
        leader: bool,
    },
    /// Remove your structure (the next kind owed) from `region`.
    RemoveStructure {
        seat: Seat,
        region: Region,
    },
    /// Return a defeated rebel to the supply: one from your dungeon
    /// (`dungeon`) or one beside your household mat.
    ReturnRebel {
        seat: Seat,
        dungeon: bool,
    },
    /// Release a captive from your dungeon (a deed's cost): `owner`'s troop
    /// or leader, or (absent) a rebel.
    ReleaseCaptive {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        owner: Option<Seat>,
        leader: bool,
    },
    /// Take a good from the supply.
    ChooseGood {
        seat: Seat,
        good: Good,
    },
    /// Capital Port: trade away one `good` from the boat (`boat`) or dock.
    TradeGood {
        seat: Seat,
        good: Good,
        boat: bool,
    },
    /// Library: take deed `take` from the card (then give one of yours).
    ExchangeDeed {
        seat: Seat,
        take: Deed,
    },
    /// Library: put deed `deed` of your hand on the card.
    GiveDeed {
        seat: Seat,
        deed: Deed,
    },
    /// Veche: put a troop from your supply on the card and draw a scheme card.
    VecheTroop {
        seat: Seat,
    },
    /// Warfare: before a capture, check for a casualty with one card from `deck`.
    CheckCasualty {
        seat: Seat,
        deck: u8,
    },
    /// Warfare: attempt the capture, revealing one card from `deck`.
    Capture {
        seat: Seat,
        deck: u8,
    },
    /// Warfare, releasing captives: `owner`'s troop (absent: a rebel) is the
    /// captive that stays.
    KeepCaptive {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        owner: Option<Seat>,
    },
    // Claim phase
    TakeDeed {
        seat: Seat,
        deed: Deed,
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
            | Action::BuildEpic { seat, .. }
            | Action::CrossFort { seat, .. }
            | Action::DefeatFaction { seat }
            | Action::EndTurn { seat }
            | Action::Decline { seat }
            | Action::ReturnRebel { seat, .. }
            | Action::ReleaseCaptive { seat, .. }
            | Action::ChooseGood { seat, .. }
            | Action::TradeGood { seat, .. }
            | Action::ExchangeDeed { seat, .. }
            | Action::GiveDeed { seat, .. }
            | Action::VecheTroop { seat }
            | Action::CheckCasualty { seat, .. }
            | Action::Capture { seat, .. }
            | Action::KeepCaptive { seat, .. }
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
