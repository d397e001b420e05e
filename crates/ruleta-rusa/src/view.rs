//! What one seat may know.

use ruleshelf_engine::{Deserialize, Game, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::chip::Chip;
use crate::options::Options;
use crate::skill::SkillChip;
use crate::state::{Direction, GameTag, Phase, State};

/// A seat's (or a spectator's) view of the table: every chip in front of
/// every seat, the stack's size, and of its order only what the viewer
/// knows. No seed, no RNG, no one else's knowledge of the order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub game: GameTag,
    pub version: u32,
    /// The seat this view is for; absent for a spectator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub viewer: Option<Seat>,
    /// The options, without the seed.
    pub options: Options,
    pub players: Vec<PlayerView>,
    /// The stack, top first: the chip where the viewer knows it, `null`
    /// where it does not. Empty while a BANG!'s revealer rebuilds it.
    #[cfg_attr(feature = "ts", tsify(type = "(RuletaRusaChip | null)[]"))]
    pub stack: Vec<Option<Chip>>,
    /// Chips in the discard pile (revealed since the stack was built).
    pub revealed: u8,
    /// Skill chips in the box, per skill, in the order flip, reorder,
    /// changeOfTurn, look, changeOfDirection, doubleShot.
    pub supply: Vec<u8>,
    pub turn: Seat,
    pub first: Seat,
    pub direction: Direction,
    pub phase: Phase,
    pub double_shot: bool,
    pub eliminated: Vec<Seat>,
    /// The viewer's legal actions, when it must decide.
    pub actions: Vec<Action>,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub skills: Vec<SkillChip>,
    pub alive: bool,
    /// Which stack positions this seat has seen or placed (bit 0 = top):
    /// public, since everyone watched it look or arrange. All bits set: it
    /// knows the whole order.
    pub knows: u8,
}

/// Builds `viewer`'s view field by field.
#[must_use]
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let known = viewer.map_or(0, |seat| state.known[seat.index()]);
    let revolver = state.revolver;
    let actions = crate::RuletaRusa::actions_of(state, viewer);
    View {
        game: GameTag::RuletaRusa,
        version: state.version,
        viewer,
        options: Options {
            seed: None,
            ..state.options.clone()
        },
        players: state
            .players
            .iter()
            .zip(&state.known)
            .map(|(p, knows)| PlayerView {
                skills: p.skills.clone(),
                alive: p.alive,
                knows: *knows,
            })
            .collect(),
        stack: (0..revolver.size)
            .map(|i| (known & (1 << i) != 0).then(|| revolver.chip(i)))
            .collect(),
        revealed: revolver.revealed(),
        supply: state.supply.clone(),
        turn: state.turn,
        first: state.first,
        direction: state.direction,
        phase: state.phase,
        double_shot: state.double_shot,
        eliminated: state.eliminated.clone(),
        actions,
    }
}
