//! What one seat (or a spectator) may know, built field by field.
//!
//! Secret: other seats' objective hands, every deck's and stack's order,
//! what is in another seat's bag and which den tiles it has drawn, which
//! face-down hunting tile lies where, which destiny tiles come next, the RNG
//! and the log. What a player could work out by counting (the contents of a
//! territory's stack) is shown as a sorted list, never in order. Each
//! board die space tells whether it is closed to dice and why
//! ([`DieSpaceView`]), so a table can grey it out.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::data::{Data, BONUS_DISPLAY};
use crate::end_game::FinalScore;
use crate::firefox::FirefoxView;
use crate::ids::{Instinct, RuseTile, Territory};
use crate::options::Options;
use crate::placement::{mountain_closed, vital_closed, Closed};
use crate::state::{
    Beaver, Choice, CommonSlot, Completed, DenPiece, Fox, GameTag, HeldTile, Kit, Pending, Phase,
    PlacedDie, State, Turn,
};
use crate::village::VillageView;
use crate::vixen::VixenView;

/// A seat's view of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub game: GameTag,
    pub version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub viewer: Option<Seat>,
    /// The options, without the seed.
    pub options: Options,
    pub round: u8,
    pub destiny_value: u8,
    pub night: bool,
    pub destiny_tile: u8,
    pub destiny_revealed: Vec<u8>,
    /// Face-down destiny tiles left.
    pub destiny_stack: u8,
    pub turn_order: Vec<Seat>,
    pub turn_order_tiles: Vec<u8>,
    pub territories: Vec<TerritoryView>,
    pub mountains: MountainView,
    pub hunter: Territory,
    /// Face-down hunting tiles in the stack.
    pub hunting_stack: u8,
    pub track_tiles: Vec<Vec<u8>>,
    pub bonus_display: Vec<Option<u8>>,
    /// Face-down bonus den path tiles in the stack.
    pub bonus_stack: u8,
    pub instincts: Vec<Instinct>,
    pub common: Vec<CommonSlot>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub star: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cheese: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub beaver: Option<Beaver>,
    pub players: Vec<PlayerView>,
    pub phase: Phase,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub turn: Option<Turn>,
    pub pending: Vec<PendingView>,
    pub to_act: Vec<Seat>,
    /// The viewer's legal actions now.
    pub actions: Vec<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub final_scores: Option<Vec<FinalScore>>,
    /// The Firefox board, with the Firefox mini-expansion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub firefox: Option<FirefoxView>,
    /// The Village board, with the Village mini-expansion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub village: Option<VillageView>,
    /// VIXEN, when it plays (all public but its deck's order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub vixen: Option<VixenView>,
}

/// An owed choice as the viewer sees it: den tiles another seat drew stay
/// secret (`choice` lists none of them, `hidden` counts them); a bonus den
/// tile it took from the display was seen by all, and stays shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct PendingView {
    pub seat: Seat,
    pub choice: Choice,
    /// Drawn den tiles the viewer may not see.
    pub hidden: u8,
}

/// A den board as the viewer sees it: the bag's contents for its owner
/// only, its size for everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct DenView {
    pub cells: Vec<Option<DenPiece>>,
    pub covered: u32,
    pub cubes: Vec<bool>,
    pub dice: Vec<Option<u8>>,
    /// Tiles per kind in the bag, for its owner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub bag: Option<Vec<u8>>,
    pub bag_size: u8,
}

/// A die space of the board: the die left on it, or why none may go there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct DieSpaceView {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub die: Option<PlacedDie>,
    /// Blocked or covered for now; absent while the space is open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub closed: Option<Closed>,
}

/// The Mountains as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct MountainView {
    /// Exploration zone spaces ME1–ME3.
    pub explore: Vec<DieSpaceView>,
    /// Territory tile zone spaces MT1–MT2.
    pub tiles: Vec<DieSpaceView>,
    /// "Available to all" territory tiles waiting to be claimed.
    pub display: Vec<HeldTile>,
    /// The obstacle display: the tiles of the obstacles in play.
    pub obstacles: Vec<HeldTile>,
}

/// A vital territory as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct TerritoryView {
    pub spaces: Vec<SpaceView>,
    /// Die spaces D1–D4.
    pub dice: Vec<DieSpaceView>,
    /// The tiles left in its stack, sorted (their order is secret).
    pub stack: Vec<u8>,
    pub discard: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub obstacle: Option<crate::ids::Obstacle>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct SpaceView {
    pub tile: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub marker: Option<Seat>,
    /// A face-down hunting tile lies on its spot.
    pub hunting: bool,
}

/// A player's boards as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ruse: Option<RuseTile>,
    pub gp: u8,
    pub vp: u16,
    pub resources: [u8; 4],
    pub cache: Vec<u8>,
    pub markers_out: u8,
    pub paws: [u8; 4],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fox: Option<Fox>,
    pub kits: Vec<Kit>,
    pub den: DenView,
    pub instincts: Vec<Instinct>,
    /// The hand, for its owner only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub hand: Option<Vec<u8>>,
    pub hand_count: u8,
    pub deck_count: u8,
    pub completed: Vec<Completed>,
    pub discarded: Vec<u8>,
    pub action_tiles: Vec<HeldTile>,
    pub dice: u8,
    pub dice_used: u8,
    pub fourth_die: bool,
}

/// Builds a `$target` (a [`PlayerView`] from a player, or a player from a
/// [`PlayerView`]) from `$from`: the fields both share, public to everyone,
/// are copied, and the others (`den`, the objective cards) are given. The one
/// list of what a view shows of a player as it is, for [`view`] and
/// [`crate::determinize`].
macro_rules! public_player {
    ($target:ident from $from:expr, { $($rest:tt)* }) => {{
        let p = $from;
        $target {
            ruse: p.ruse,
            gp: p.gp,
            vp: p.vp,
            resources: p.resources,
            cache: p.cache.clone(),
            markers_out: p.markers_out,
            paws: p.paws,
            fox: p.fox,
            kits: p.kits.clone(),
            instincts: p.instincts.clone(),
            completed: p.completed.clone(),
            discarded: p.discarded.clone(),
            action_tiles: p.action_tiles.clone(),
            dice: p.dice,
            dice_used: p.dice_used,
            fourth_die: p.fourth_die,
            $($rest)*
        }
    }};
}
pub(crate) use public_player;

/// The die spaces `dice`, each closed as `closed` tells by its index.
pub(crate) fn die_spaces(
    dice: &[Option<PlacedDie>],
    closed: impl Fn(usize) -> Option<Closed>,
) -> Vec<DieSpaceView> {
    dice.iter()
        .enumerate()
        .map(|(i, die)| DieSpaceView {
            die: *die,
            closed: closed(i),
        })
        .collect()
}

fn sorted(v: &[u8]) -> Vec<u8> {
    let mut v = v.to_vec();
    v.sort_unstable();
    v
}

fn pending_view(p: &Pending, viewer: Option<Seat>) -> PendingView {
    let from_display =
        |from: &Option<u8>| from.is_some_and(|slot| usize::from(slot) < BONUS_DISPLAY);
    match &p.choice {
        Choice::PlaceDen {
            tiles,
            place,
            den_action,
            from,
        } if viewer != Some(p.seat) && !from_display(from) => PendingView {
            seat: p.seat,
            choice: Choice::PlaceDen {
                tiles: Vec::new(),
                place: *place,
                den_action: *den_action,
                from: *from,
            },
            hidden: tiles.len() as u8,
        },
        choice => PendingView {
            seat: p.seat,
            choice: choice.clone(),
            hidden: 0,
        },
    }
}

/// Builds `viewer`'s view.
#[must_use]
pub fn view(d: &Data, s: &State, viewer: Option<Seat>) -> View {
    let actions = match viewer {
        Some(seat) => {
            let mut all = Vec::new();
            crate::legal::legal_actions_into(d, s, &mut all);
            all.retain(|a| a.seat() == seat);
            all
        }
        None => Vec::new(),
    };
    View {
        game: s.game,
        version: s.version,
        viewer,
        options: Options {
            seed: None,
            ..s.options.clone()
        },
        round: s.round,
        destiny_value: s.destiny_value,
        night: s.night,
        destiny_tile: s.destiny_tile,
        destiny_revealed: s.destiny_revealed.clone(),
        destiny_stack: s.destiny_stack.len() as u8,
        turn_order: s.turn_order.clone(),
        turn_order_tiles: s.turn_order_tiles.clone(),
        territories: s
            .territories
            .iter()
            .map(|t| TerritoryView {
                spaces: t
                    .spaces
                    .iter()
                    .map(|x| SpaceView {
                        tile: x.tile,
                        marker: x.marker,
                        hunting: x.hunting.is_some(),
                    })
                    .collect(),
                dice: die_spaces(&t.dice, |i| vital_closed(d, s, i)),
                stack: sorted(&t.stack),
                discard: t.discard.clone(),
                obstacle: t.obstacle,
            })
            .collect(),
        mountains: MountainView {
            explore: die_spaces(&s.mountains.explore, |i| mountain_closed(d, s, i)),
            tiles: die_spaces(&s.mountains.tiles, |_| None),
            display: s.mountains.display.clone(),
            obstacles: s.mountains.obstacles.clone(),
        },
        hunter: s.hunter,
        hunting_stack: s.hunting_stack.len() as u8,
        track_tiles: s.track_tiles.clone(),
        bonus_display: s.bonus_display.clone(),
        bonus_stack: s.bonus_stack.len() as u8,
        instincts: s.instincts.clone(),
        common: s.common.clone(),
        star: s.star,
        cheese: s.cheese,
        beaver: s.beaver,
        players: s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let own = viewer == Some(Seat(i as u8));
                public_player!(PlayerView from p, {
                    den: DenView {
                        cells: p.den.cells.clone(),
                        covered: p.den.covered,
                        cubes: p.den.cubes.clone(),
                        dice: p.den.dice.clone(),
                        bag: own.then(|| p.den.bag.clone()),
                        bag_size: crate::den::bag_size(&p.den),
                    },
                    hand: own.then(|| p.hand.clone()),
                    hand_count: p.hand.len() as u8,
                    deck_count: p.deck.len() as u8,
                })
            })
            .collect(),
        phase: s.phase,
        turn: s.turn,
        pending: s.pending.iter().map(|p| pending_view(p, viewer)).collect(),
        to_act: crate::legal::to_act(s),
        actions,
        final_scores: s.final_scores.clone(),
        firefox: crate::firefox::view(s),
        village: crate::village::view(s),
        vixen: crate::vixen::view(d, s),
    }
}
