//! "Firefox (Mini-Expansion)": a ring of face-up tiles, a pawn that moves
//! clockwise round it, and a die.
//!
//! - Setup: the tiles face up on the ring's spaces, the rest a face-down
//!   pile, the pawn on the top space ([`setup`]); the Firefox territory
//!   tiles join the stacks ([`crate::tiles::stack_tiles`]).
//! - "Firefox Action": a die on the board moves the pawn by its value; the
//!   tile reached is collected and replaced from the pile; the die is
//!   emptied; with no tile there, the board's 4 GP ([`action`], [`step`]).
//! - "Firefox Bonus": territory tiles move the pawn, or roll the Firefox
//!   die to move it, and collect ([`step`], [`roll`]; data bonuses
//!   `firefox` and `firefoxRoll`).
//!
//! It enters the base rules through these hooks: `setup` (from
//! [`crate::setup`]), `placements` (from [`crate::legal`]), `action` (from
//! [`crate::play`]), `step`/`roll` (from [`crate::bonus::grant`]), and
//! `view`, `determinize`, `validate`. Its die spaces are board spaces
//! ([`crate::placement::board_spaces`]): a die left there scores and is
//! cleared at the reset like any other.

pub mod data;
pub mod state;

use ruleshelf_engine::{Rng, RulesError, Seat};

pub use data::{FirefoxBoard, FirefoxData, FIREFOX_JSON};
pub use state::{FirefoxState, FirefoxView};

use crate::action::Action;
use crate::bonus::grant_all;
use crate::data::Data;
use crate::die::set_value;
use crate::event::Event;
use crate::ids::Expansion;
use crate::options::Options;
use crate::placement::{affordable_spaces, put_die};
use crate::state::{Spot, State};
use crate::validate::{counts, ensure};
use crate::view::die_spaces;

/// "Place and reveal Firefox tiles on the 6 spaces of the board. Create a
/// draw pile with the remaining Firefox tiles. Place the Firefox token on
/// the top space of the board."
pub(crate) fn setup(d: &Data, options: &Options, rng: &mut Rng) -> Option<FirefoxState> {
    if !options.firefox {
        return None;
    }
    let board = &d.firefox.board;
    let mut pile: Vec<u8> = (0..d.firefox.tiles.len() as u8).collect();
    rng.shuffle(&mut pile);
    let ring = (0..board.spaces).map(|_| pile.pop()).collect();
    Some(FirefoxState {
        ring,
        pawn: board.start,
        pile,
        taken: Vec::new(),
        dice: vec![None; board.die_spaces.len()],
    })
}

/// The Firefox board's die spaces `seat` may place on.
pub(crate) fn placements(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some(f) = &s.firefox else { return };
    let spaces = affordable_spaces(
        d,
        s,
        seat,
        &f.dice,
        &d.firefox.board.die_spaces,
        f.dice.len(),
    );
    out.extend(
        spaces
            .into_iter()
            .map(|space| Action::Firefox { seat, space }),
    );
}

/// "Firefox Action: On your turn, place your action die on the board. Move
/// the Firefox pawn clockwise by the number of spaces matching your action
/// die's value. Collect the bonus on the destination Firefox tile and
/// replace it with a new tile from the draw pile. Then place a blank die
/// tile on your die." The value is the one the die shows when placed.
pub(crate) fn action(d: &Data, s: &mut State, seat: Seat, space: u8) {
    let value = s.turn.map_or(0, |t| t.value);
    put_die(d, s, seat, Spot::Firefox { space });
    step(d, s, seat, value, None);
    set_value(d, s, 0);
}

/// Moves the pawn `steps` spaces clockwise (`roll`: the Firefox die's roll
/// that moved it) and collects the tile reached, which the pile replaces;
/// "If there are no more tiles when you move, collect the bonus of 4 GP
/// shown on the Firefox board."
pub(crate) fn step(d: &Data, s: &mut State, seat: Seat, steps: u8, roll: Option<u8>) {
    let Some(f) = s.firefox.as_mut() else { return };
    let space = (usize::from(f.pawn) + usize::from(steps)) % f.ring.len().max(1);
    f.pawn = space as u8;
    let tile = f.ring.get_mut(space).and_then(Option::take);
    if let Some(t) = tile {
        f.taken.push(t);
        f.ring[space] = f.pile.pop();
    }
    s.log(Event::FirefoxMoved {
        seat,
        roll,
        space: space as u8,
        tile,
    });
    let bonus = match tile {
        Some(t) => d
            .firefox
            .tiles
            .get(usize::from(t))
            .map(|x| x.bonus.clone())
            .unwrap_or_default(),
        None => d.firefox.board.empty.clone(),
    };
    grant_all(d, s, seat, &bonus, None);
}

/// "Roll the Firefox die, move the Firefox pawn by the corresponding number
/// of spaces, and collect the bonus."
pub(crate) fn roll(d: &Data, s: &mut State, seat: Seat) {
    if s.firefox.is_some() {
        let value = s.rng.below(u32::from(d.firefox.board.die_faces.max(1))) as u8 + 1;
        step(d, s, seat, value, Some(value));
    }
}

/// The Firefox board as everyone sees it: the pile's size, not its order.
pub(crate) fn view(s: &State) -> Option<FirefoxView> {
    let f = s.firefox.as_ref()?;
    Some(FirefoxView {
        ring: f.ring.clone(),
        pawn: f.pawn,
        pile: f.pile.len() as u8,
        taken: f.taken.clone(),
        dice: die_spaces(&f.dice, |_| None),
    })
}

/// The Firefox board of a view, its pile dealt anew: every tile neither on
/// the ring nor taken.
pub(crate) fn determinize(
    d: &Data,
    v: Option<&FirefoxView>,
    rng: &mut Rng,
) -> Option<FirefoxState> {
    let v = v?;
    let seen = v.ring.iter().flatten().chain(&v.taken).copied();
    let mut pile = crate::determinize::without((0..d.firefox.tiles.len() as u8).collect(), seen);
    rng.shuffle(&mut pile);
    pile.truncate(usize::from(v.pile));
    Some(FirefoxState {
        ring: v.ring.clone(),
        pawn: v.pawn,
        pile,
        taken: v.taken.clone(),
        dice: v.dice.iter().map(|x| x.die).collect(),
    })
}

/// The board is there exactly with the option, its sizes those of the
/// data, each tile once, and a ring space empty only once the pile is.
pub(crate) fn validate(d: &Data, s: &State) -> Result<(), RulesError> {
    let Some(f) = &s.firefox else {
        return ensure(
            !s.options.firefox,
            "the Firefox board is in play with the Firefox option",
        );
    };
    ensure(
        s.options.firefox && d.has(Expansion::Firefox),
        "a Firefox board only with the Firefox option and its data",
    )?;
    let board = &d.firefox.board;
    ensure(
        f.ring.len() == usize::from(board.spaces) && f.pawn < board.spaces,
        "the Firefox ring and its pawn",
    )?;
    ensure(
        f.dice.len() == board.die_spaces.len(),
        "the Firefox die spaces",
    )?;
    ensure(
        f.pile.is_empty() || f.ring.iter().all(Option::is_some),
        "a Firefox ring space is refilled while the pile lasts",
    )?;
    let tiles = counts(
        f.ring
            .iter()
            .flatten()
            .chain(&f.pile)
            .chain(&f.taken)
            .copied(),
        d.firefox.tiles.len(),
    )?;
    ensure(tiles.iter().all(|c| *c == 1), "each Firefox tile once")
}
