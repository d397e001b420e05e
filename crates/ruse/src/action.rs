//! Every decision a seat makes, one atomic action each.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::ids::{Buy, Instinct, Resource, Territory};

/// How the step onto the exit space is paid besides GP: a resource or a
/// hunting tile of the cache ("plus one resource of your choice or 1 hunting
/// tile when you reach the end of the track").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum ExitPay {
    Resource {
        resource: Resource,
    },
    /// A hunting tile of this kind from the cache.
    Hunting {
        tile: u8,
    },
}

/// Every decision, each made by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Action {
    /// Starting bonus: take the 2 GP.
    TakeGrowthPoints {
        seat: Seat,
    },
    /// A resource of your choice (starting bonus, or any "resource of your
    /// choice").
    TakeResource {
        seat: Seat,
        resource: Resource,
    },
    /// +1 to this kit (0–4: K1 K2 K3 B2 B3).
    RaiseKit {
        seat: Seat,
        kit: u8,
    },
    /// Advance on this territory track.
    AdvanceTrack {
        seat: Seat,
        track: Territory,
    },
    /// Put the Camp or Bear in this territory.
    PlaceObstacle {
        seat: Seat,
        territory: Territory,
    },
    /// The released cube goes to this instinct.
    ChooseInstinct {
        seat: Seat,
        instinct: Instinct,
    },
    /// Move this kit one growth space for free.
    GrowFree {
        seat: Seat,
        kit: u8,
    },
    /// Take the bonus den path tile on display slot 0–2, or 3: the stack's top.
    TakeBonusTile {
        seat: Seat,
        slot: u8,
    },
    /// Place the drawn tile `tile` (index among the drawn) on den cell
    /// `cell` (column + 5 × row) with these open edges (a rotation of it).
    PlaceTile {
        seat: Seat,
        tile: u8,
        cell: u8,
        openings: u8,
    },
    /// Put the unplaced drawn tiles back ("you may discard them into your
    /// bag, which will immediately end your turn").
    ReturnTiles {
        seat: Seat,
    },
    /// Place the die on die space `space` of a vital territory.
    Explore {
        seat: Seat,
        territory: Territory,
        space: u8,
    },
    /// Place the die on space `space` of the Mountain exploration zone.
    MountainExplore {
        seat: Seat,
        space: u8,
    },
    /// Place the die in the Mountain objective card zone.
    MountainObjectives {
        seat: Seat,
    },
    /// Place the die on space `space` of the Mountain territory tile zone.
    MountainTiles {
        seat: Seat,
        space: u8,
    },
    /// Place the die on den action space `space` of your den board.
    Den {
        seat: Seat,
        space: u8,
    },
    /// Place the die on a kept Action tile, paying this resource.
    UseActionTile {
        seat: Seat,
        pay: Resource,
    },
    /// The Firefox action: place the die on die space `space` of the
    /// Firefox board.
    Firefox {
        seat: Seat,
        space: u8,
    },
    /// The Village action: place the die on die space `space` of the
    /// Village board.
    Village {
        seat: Seat,
        space: u8,
    },
    /// Move the fox to exploration space `to` (1–4; 0 stays at the base),
    /// from the base or on from where it stands.
    Move {
        seat: Seat,
        to: u8,
        from_base: bool,
    },
    /// Spend die value on an action where the die is (where the fox
    /// stopped, in the Mountains' exploration zone, or beside the paw on the
    /// Village track).
    Buy {
        seat: Seat,
        buy: Buy,
    },
    /// Pay `pay` (1, 3, 5 or 6) to draw den path tiles.
    DenDraw {
        seat: Seat,
        pay: u8,
    },
    /// Mountain tile zone: claim the "available to all" tile of this kind.
    ClaimTile {
        seat: Seat,
        tile: u8,
    },
    /// Objective zone: draw a card.
    DrawObjective {
        seat: Seat,
    },
    /// Objective zone: discard an incomplete card from hand.
    DiscardObjective {
        seat: Seat,
        card: u8,
    },
    /// Objective zone: use a completed card's exchange.
    ExchangeObjective {
        seat: Seat,
        card: u8,
    },
    /// Trade the cheese for GP during your turn.
    SellCheese {
        seat: Seat,
    },
    EndTurn {
        seat: Seat,
    },
    /// End of round: declare a completed private objective.
    Declare {
        seat: Seat,
        card: u8,
    },
    /// Kits' growth: exchange a hunting tile of this kind for GP.
    ExchangeHunting {
        seat: Seat,
        tile: u8,
    },
    /// Kits' growth: move this kit one space (not onto the exit).
    Grow {
        seat: Seat,
        kit: u8,
    },
    /// Kits' growth: move this kit onto the exit space.
    Exit {
        seat: Seat,
        kit: u8,
        pay: ExitPay,
    },
    /// Kits' growth: move an exited kit above cube `slot` of the den board.
    ToDen {
        seat: Seat,
        kit: u8,
        slot: u8,
    },
    /// End of round: finished declaring, or finished growing.
    Done {
        seat: Seat,
    },
}

impl Action {
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match *self {
            Action::TakeGrowthPoints { seat }
            | Action::TakeResource { seat, .. }
            | Action::RaiseKit { seat, .. }
            | Action::AdvanceTrack { seat, .. }
            | Action::PlaceObstacle { seat, .. }
            | Action::ChooseInstinct { seat, .. }
            | Action::GrowFree { seat, .. }
            | Action::TakeBonusTile { seat, .. }
            | Action::PlaceTile { seat, .. }
            | Action::ReturnTiles { seat }
            | Action::Explore { seat, .. }
            | Action::MountainExplore { seat, .. }
            | Action::MountainObjectives { seat }
            | Action::MountainTiles { seat, .. }
            | Action::Den { seat, .. }
            | Action::UseActionTile { seat, .. }
            | Action::Firefox { seat, .. }
            | Action::Village { seat, .. }
            | Action::Move { seat, .. }
            | Action::Buy { seat, .. }
            | Action::DenDraw { seat, .. }
            | Action::ClaimTile { seat, .. }
            | Action::DrawObjective { seat }
            | Action::DiscardObjective { seat, .. }
            | Action::ExchangeObjective { seat, .. }
            | Action::SellCheese { seat }
            | Action::EndTurn { seat }
            | Action::Declare { seat, .. }
            | Action::ExchangeHunting { seat, .. }
            | Action::Grow { seat, .. }
            | Action::Exit { seat, .. }
            | Action::ToDen { seat, .. }
            | Action::Done { seat } => seat,
        }
    }
}
