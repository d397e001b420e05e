use ruleshelf_engine::{Deserialize, Entry, Rng, Seat};
use serde::Serialize;

use crate::event::Event;
use crate::options::Options;
use crate::revolver::Revolver;
use crate::skill::{Skill, SkillChip};

/// The version of the state's JSON format; a state of another version is
/// refused as `InvalidState`.
pub const FORMAT_VERSION: u32 = 1;

/// The game id in JSON: always `"ruleta-rusa"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
pub enum GameTag {
    #[default]
    #[serde(rename = "ruleta-rusa")]
    RuletaRusa,
}

/// The whole table: public chips, the secret stack order, the RNG and the
/// log. Only the full state holds the stack order and the RNG; seats see
/// [`crate::View`]s.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub game: GameTag,
    pub version: u32,
    pub options: Options,
    pub players: Vec<Player>,
    pub revolver: Revolver,
    /// Per seat, the positions of the stack it knows (bit 0 = top).
    pub known: Vec<u8>,
    /// Skill chips in the box, per skill in [`Skill::ALL`] order.
    pub supply: Vec<u8>,
    /// The seat to decide: the turn player, the drafting seat, or the
    /// revealer who rebuilds the stack.
    pub turn: Seat,
    /// The seat that revealed first.
    pub first: Seat,
    pub direction: Direction,
    pub phase: Phase,
    /// A Double Shot waits for the next reveal.
    pub double_shot: bool,
    /// Eliminated seats, first eliminated first.
    pub eliminated: Vec<Seat>,
    /// The game's RNG (opaque; never in a view).
    #[cfg_attr(feature = "ts", tsify(type = "string"))]
    pub rng: Rng,
    /// The event log; absent in JSON it is empty (the JS API leaves it out
    /// when it reads a state for anything but `events`).
    #[serde(default)]
    pub log: Vec<Entry<Event>>,
}

/// A seat's chips. Its skills are public, face up or face down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub skills: Vec<SkillChip>,
    pub alive: bool,
}

impl Player {
    /// The chip of `skill`, if this seat has one.
    #[must_use]
    pub fn chip(&self, skill: Skill) -> Option<&SkillChip> {
        self.skills.iter().find(|c| c.skill == skill)
    }

    pub(crate) fn chip_mut(&mut self, skill: Skill) -> Option<&mut SkillChip> {
        self.skills.iter_mut().find(|c| c.skill == skill)
    }

    /// The skills it can use now.
    pub fn face_up(&self) -> impl Iterator<Item = Skill> + '_ {
        self.skills.iter().filter(|c| c.face_up).map(|c| c.skill)
    }

    /// The skills turned face down.
    pub fn face_down(&self) -> impl Iterator<Item = Skill> + '_ {
        self.skills.iter().filter(|c| !c.face_up).map(|c| c.skill)
    }

    #[must_use]
    pub fn has_face_up(&self) -> bool {
        self.skills.iter().any(|c| c.face_up)
    }
}

/// Clockwise is to the left (seat + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub enum Direction {
    Clockwise,
    Counterclockwise,
}

impl Direction {
    #[must_use]
    pub fn step(self) -> i32 {
        match self {
            Direction::Clockwise => 1,
            Direction::Counterclockwise => -1,
        }
    }

    #[must_use]
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Counterclockwise,
            Direction::Counterclockwise => Direction::Clockwise,
        }
    }
}

/// What the seat in [`State::turn`] must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// Advanced mode, drafted: pick one skill from the box.
    Draft,
    /// The first turn of the game: reveal is the only option.
    Opening,
    /// A turn: reveal, or use a face-up skill.
    Turn,
    /// A BANG! on the opening reveal: turn one skill face down.
    OpeningBang,
    /// A BANG!: return one face-up skill to the box.
    LoseSkill,
    /// After a BANG!: place the BANG! in the rebuilt stack of eight.
    Rebuild,
    /// After using Reorder: place the BANG! in the stack.
    Reorder,
    /// After using Look: leave the top chip or put it at the bottom.
    Look,
    /// After CLICK: turn a face-down skill face up, or not.
    Restore,
    /// One seat is left.
    Over,
}

impl State {
    /// The seats still in the game.
    pub fn living(&self) -> impl Iterator<Item = Seat> + '_ {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.alive)
            .map(|(i, _)| Seat(i as u8))
    }

    #[must_use]
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// The next living seat after `from`, `direction`-wise.
    #[must_use]
    pub fn next_living(&self, from: Seat, direction: Direction) -> Seat {
        let seats = self.options.seats;
        let mut seat = from;
        for _ in 0..seats {
            seat = seat.clockwise(direction.step(), seats);
            if self.player(seat).alive {
                return seat;
            }
        }
        from
    }

    pub(crate) fn log(&mut self, event: Event) {
        self.log.push(Entry { to: None, event });
    }

    pub(crate) fn tell(&mut self, seat: Seat, event: Event) {
        self.log.push(Entry {
            to: Some(seat),
            event,
        });
    }
}
