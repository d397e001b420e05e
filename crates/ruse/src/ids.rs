//! The small named things of the game: territories (which are also the
//! resource types and the tracks), the paid territory actions, obstacles,
//! instincts and Ruse powers.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// A vital territory. Its resource and its territory track share its name
/// ("Collect 1 River resource", "Each track is linked to a vital territory").
/// The Mountains are not one: they have no track, resource or fox path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Territory {
    River,
    Forest,
    Field,
    Farm,
}

/// A resource token is named after the territory that yields it.
pub type Resource = Territory;

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const RESOURCE_TS: &str = "/** A resource token, named after the territory that yields it. */\nexport type RuseResource = RuseTerritory;";

impl Territory {
    /// In clockwise order, the hunter's cycle (register A-33).
    pub const ALL: [Territory; 4] = [
        Territory::River,
        Territory::Forest,
        Territory::Field,
        Territory::Farm,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The territory at `i` (0 to 3), if any.
    #[must_use]
    pub fn from_index(i: usize) -> Option<Territory> {
        Territory::ALL.get(i).copied()
    }

    /// The next vital territory clockwise ("moves clockwise to the next
    /// territory" — Hunter / Photographer).
    #[must_use]
    pub const fn clockwise(self) -> Territory {
        match self {
            Territory::River => Territory::Forest,
            Territory::Forest => Territory::Field,
            Territory::Field => Territory::Farm,
            Territory::Farm => Territory::River,
        }
    }
}

/// What a die's value can buy where the fox ends its move ("Spend the
/// desired value on your die"), plus the Mountain exploration zone's
/// resource of choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Buy {
    /// Progress on a territory track.
    Track,
    /// Increase one of your kit dice.
    Kit,
    /// Collect the hunting tile.
    Hunt,
    /// Mark the territory.
    Mark,
    /// Mountains only: a resource of your choice.
    Resource,
}

impl Buy {
    pub const ALL: [Buy; 5] = [Buy::Track, Buy::Kit, Buy::Hunt, Buy::Mark, Buy::Resource];

    /// The bit of this action in a turn's "used" set.
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The four obstacle tokens ("Obstacles").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Obstacle {
    /// End of round: 2 GP to every fox in its territory.
    Camp,
    /// End of round: a resource of choice to every fox in its territory.
    Bear,
    /// No hunting, no track advance in its territory.
    Wolf,
    /// Daytime movement in its territory reduced by 1.
    Storm,
}

impl Obstacle {
    /// Camp and Bear go where the drawer chooses; Wolf and Storm where drawn.
    #[must_use]
    pub const fn placed_by_choice(self) -> bool {
        matches!(self, Obstacle::Camp | Obstacle::Bear)
    }
}

/// The nine instinct tiles ("Instinct Tiles"), three of them in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Instinct {
    /// Hunting cost decreases by 1.
    CheaperHunt,
    /// A second level to the hunting collection.
    SecondCache,
    /// Cost to advance on a territory track decreases by 1.
    CheaperTrack,
    /// The beaver's owner gains 1 more GP per trigger.
    BeaverBonus,
    /// +1 GP on every collection.
    RichCollection,
    /// Choose the resource when collecting.
    AnyResource,
    /// +1 movement.
    ExtraMove,
    /// Marked territories yield 1 more GP when opposing foxes pass.
    MarkToll,
    /// Kits' growth costs 1 GP less.
    CheaperGrowth,
}

impl Instinct {
    pub const ALL: [Instinct; 9] = [
        Instinct::CheaperHunt,
        Instinct::SecondCache,
        Instinct::CheaperTrack,
        Instinct::BeaverBonus,
        Instinct::RichCollection,
        Instinct::AnyResource,
        Instinct::ExtraMove,
        Instinct::MarkToll,
        Instinct::CheaperGrowth,
    ];
}

/// The six Ruse tiles ("Ruse Tiles"), one per player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum RuseTile {
    /// An advance on a territory track may go on the track of your choice.
    AnyTrack,
    /// Choose your resource when collecting.
    AnyResource,
    /// 2 GP for every 6 rolled on an action die.
    Sixes,
    /// 1 GP for every orange space crossed on the VP track.
    Orange,
    /// 2 GP on every hunt, failed or not.
    Hunter,
    /// Day and night do not affect movement.
    Nocturnal,
}

impl RuseTile {
    pub const ALL: [RuseTile; 6] = [
        RuseTile::AnyTrack,
        RuseTile::AnyResource,
        RuseTile::Sixes,
        RuseTile::Orange,
        RuseTile::Hunter,
        RuseTile::Nocturnal,
    ];
}

/// One of the five kits: K1–K3 in the player's colour on growth tracks 1–3,
/// and the black B2, B3 that follow on tracks 2 and 3.
pub const KITS: usize = 5;

/// The growth track (0, 1 or 2) of each kit, K1 K2 K3 B2 B3.
pub const KIT_TRACK: [usize; KITS] = [0, 1, 2, 1, 2];

/// The black kit released by the first exit on each track (T1 → B2, T2 → B3).
pub const RELEASES: [Option<usize>; 3] = [Some(3), Some(4), None];

/// The two mini-expansions in the box ("Mini-Expansions"): their
/// components carry a flame (Firefox) or a house (Village).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Expansion {
    Firefox,
    Village,
}
