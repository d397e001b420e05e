//! "Village (Mini-Expansion)": a track each player climbs with a fifth paw,
//! with hunting and marking spots beside it.
//!
//! - Setup: Village track tiles at random on the green spaces, Village
//!   hunting tiles face down on their spots and the rest a pile, the paws at
//!   the start ([`setup`]); the Village territory tiles join the stacks
//!   ([`crate::tiles::stack_tiles`]).
//! - "Village Action": a die on a die space, its cost paid, one space along
//!   the track and its bonus ([`action`], [`advance`]), then the die's value
//!   spent on the actions to the left or right of the paw ([`buys`],
//!   [`buy`]): collect a hunting tile, increase a kit die, mark.
//! - Its hunting tiles go to the cache like any other and its spots are
//!   refilled from its own pile at the reset ([`reset`]); its marks count
//!   as marked territories ([`marks_of`]).
//!
//! It enters the base rules through these hooks: `setup` (from
//! [`crate::setup`]), `placements` and `buys` (from [`crate::legal`]),
//! `action` and `buy` (from [`crate::play`]), `advance` (from
//! [`crate::bonus::grant`], data bonus `village`), `reset` (from
//! [`crate::round_end`]), `discard` (from [`crate::hunting`]), and `view`,
//! `determinize`, `validate`, `marks_of`. Its die spaces are board spaces
//! ([`crate::placement::board_spaces`]).

pub mod data;
pub mod state;

use ruleshelf_engine::{Rng, RulesError, Seat};

pub use data::{VillageAction, VillageBoard, VillageData, VillageSpace, VILLAGE_JSON};
pub use state::{VillageState, VillageView};

use crate::action::Action;
use crate::bonus::grant_all;
use crate::data::{Data, MARKERS};
use crate::die::{affordable, pay};
use crate::ids::{Buy, Expansion};
use crate::options::Options;
use crate::placement::{affordable_spaces, put_die};
use crate::state::{Spot, State};
use crate::validate::{counts, ensure};
use crate::view::{die_spaces, View};

/// Every Village hunting tile of the box, by kind.
#[must_use]
pub fn all_tiles(d: &Data) -> Vec<u8> {
    crate::hunting::tiles_of(d, Some(Expansion::Village))
}

/// "Place 3 random Village track tiles on the 3 green spaces. Place Village
/// hunting tiles randomly, face-down on their spaces on either side of the
/// board, and form a draw pile nearby with the remaining tiles. Place the
/// fox paw tokens at the start of the track."
pub(crate) fn setup(d: &Data, options: &Options, rng: &mut Rng) -> Option<VillageState> {
    if !options.village {
        return None;
    }
    let v = &d.village;
    let mut tiles: Vec<u8> = (0..v.track_tiles.len() as u8).collect();
    rng.shuffle(&mut tiles);
    tiles.truncate(v.track.iter().filter(|x| x.green).count());
    let mut pile = all_tiles(d);
    rng.shuffle(&mut pile);
    let hunting = (0..v.board.hunting_spots).map(|_| pile.pop()).collect();
    Some(VillageState {
        track_tiles: tiles,
        paws: vec![0; usize::from(options.seats)],
        hunting,
        marks: vec![None; usize::from(v.board.marking_spots)],
        pile,
        dice: vec![None; v.board.die_spaces.len()],
    })
}

/// The Village board's die spaces `seat` may place on ("Village has no
/// two-player restriction": all of them, in every round).
pub(crate) fn placements(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some(v) = &s.village else { return };
    let spaces = affordable_spaces(
        d,
        s,
        seat,
        &v.dice,
        &d.village.board.die_spaces,
        v.dice.len(),
    );
    out.extend(
        spaces
            .into_iter()
            .map(|space| Action::Village { seat, space }),
    );
}

/// "Village Action: On your turn, place your action die in a die space on
/// the board and pay any cost if applicable. Advance one space on the
/// Village track and collect the bonus."
pub(crate) fn action(d: &Data, s: &mut State, seat: Seat, space: u8) {
    put_die(d, s, seat, Spot::Village { space });
    advance(d, s, seat);
}

/// Moves `seat`'s paw one space up the Village track and collects what the
/// space shows (on a green space, its Village track tile too). A paw at the
/// track's end stays, and collects nothing.
pub(crate) fn advance(d: &Data, s: &mut State, seat: Seat) {
    let Some(v) = s.village.as_mut() else { return };
    let Some(paw) = v.paws.get_mut(seat.index()) else {
        return;
    };
    let Some(space) = d.village.track.get(usize::from(*paw)) else {
        return;
    };
    let green = d.village.track[..usize::from(*paw)]
        .iter()
        .filter(|x| x.green)
        .count();
    *paw += 1;
    let mut bonus = space.entry.clone();
    if space.green {
        let tile = v
            .track_tiles
            .get(green)
            .and_then(|t| d.village.track_tiles.get(usize::from(*t)));
        bonus.extend(tile.into_iter().flat_map(|t| t.bonus.iter().copied()));
    }
    grant_all(d, s, seat, &bonus, None);
}

/// The space `seat`'s paw stands on, if it left the start.
#[must_use]
pub fn paw_space<'a>(d: &'a Data, s: &State, seat: Seat) -> Option<&'a VillageSpace> {
    let paw = *s.village.as_ref()?.paws.get(seat.index())?;
    d.village.track.get(usize::from(paw).checked_sub(1)?)
}

/// The die value a Village action costs `seat` ("Hunting cost decreases by
/// 1" holds for the Village's hunting too).
#[must_use]
pub fn cost(d: &Data, s: &State, seat: Seat, a: VillageAction) -> u8 {
    let b = &d.village.board;
    let base = match a {
        VillageAction::Hunt(_) => b.hunt_cost,
        VillageAction::Kit => b.kit_cost,
        VillageAction::Mark(_) => b.mark_cost,
    };
    base.saturating_sub(crate::territory::discount(s.player(seat), a.buy()))
}

/// Whether the Village action `a` beside `seat`'s paw may be bought now:
/// once, paid, with a tile on its hunting spot, a kit to raise, or a marker
/// left and a spot not already `seat`'s. The hunter and the obstacles act
/// in the vital territories only.
#[must_use]
pub fn may_buy(d: &Data, s: &State, seat: Seat, a: VillageAction) -> bool {
    let (Some(turn), Some(v)) = (s.turn, &s.village) else {
        return false;
    };
    if turn.has_used(a.buy()) || !affordable(d, s, seat, turn.value, cost(d, s, seat, a)) {
        return false;
    }
    match a {
        VillageAction::Hunt(spot) => v
            .hunting
            .get(usize::from(spot))
            .is_some_and(Option::is_some),
        VillageAction::Kit => !crate::kits::eligible(s, seat).is_empty(),
        VillageAction::Mark(spot) => {
            v.marks
                .get(usize::from(spot))
                .is_some_and(|m| *m != Some(seat))
                && usize::from(s.player(seat).markers_out) < MARKERS
        }
    }
}

/// "Then, you may spend the value of your die to perform actions on the
/// left or right of the track": each of the two, once.
pub(crate) fn buys(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some(space) = paw_space(d, s, seat) else {
        return;
    };
    out.extend(
        space
            .actions()
            .filter(|a| may_buy(d, s, seat, *a))
            .map(|a| Action::Buy { seat, buy: a.buy() }),
    );
}

/// Buys the action `buy` names beside `seat`'s paw.
pub(crate) fn buy(d: &Data, s: &mut State, seat: Seat, buy: Buy) {
    let Some(a) = paw_space(d, s, seat).and_then(|x| x.actions().find(|a| a.buy() == buy)) else {
        return;
    };
    pay(d, s, cost(d, s, seat, a));
    if let Some(turn) = s.turn.as_mut() {
        turn.used |= buy.bit();
    }
    match a {
        VillageAction::Hunt(spot) => {
            let tile = s
                .village
                .as_mut()
                .and_then(|v| v.hunting.get_mut(usize::from(spot)))
                .and_then(Option::take);
            if let Some(tile) = tile {
                crate::hunting::hunt(d, s, seat, tile);
            }
        }
        VillageAction::Kit => crate::kits::offer_raise(s, seat),
        VillageAction::Mark(spot) => {
            let Some(m) = s
                .village
                .as_mut()
                .and_then(|v| v.marks.get_mut(usize::from(spot)))
            else {
                return;
            };
            let old = m.replace(seat);
            crate::territory::place_marker(d, s, seat, old);
        }
    }
}

/// "New hunting tiles are added to empty spaces at the end of the round",
/// from the Village's own pile.
pub(crate) fn reset(s: &mut State) {
    let Some(v) = s.village.as_mut() else { return };
    for spot in v.hunting.iter_mut().filter(|x| x.is_none()) {
        *spot = v.pile.pop();
    }
}

/// A Village hunting tile leaving a cache goes to the bottom of the
/// Village's pile; `false` when there is no Village board.
pub(crate) fn discard(s: &mut State, tile: u8) -> bool {
    let Some(v) = s.village.as_mut() else {
        return false;
    };
    v.pile.insert(0, tile);
    true
}

/// `seat`'s markers on the Village's marking spots: "A marked territory on
/// the Village track counts toward the common objective for territories".
#[must_use]
pub fn marks_of(s: &State, seat: Seat) -> usize {
    s.village
        .as_ref()
        .map_or(0, |v| v.marks.iter().filter(|m| **m == Some(seat)).count())
}

/// The Village as everyone sees it.
pub(crate) fn view(s: &State) -> Option<VillageView> {
    let v = s.village.as_ref()?;
    Some(VillageView {
        track_tiles: v.track_tiles.clone(),
        paws: v.paws.clone(),
        hunting: v.hunting.iter().map(Option::is_some).collect(),
        marks: v.marks.clone(),
        pile: v.pile.len() as u8,
        dice: die_spaces(&v.dice, |_| None),
    })
}

/// The Village of a view, its face-down hunting tiles dealt anew: every
/// Village hunting tile not in a cache.
pub(crate) fn determinize(d: &Data, view: &View, rng: &mut Rng) -> Option<VillageState> {
    let v = view.village.as_ref()?;
    let cached = view.players.iter().flat_map(|p| p.cache.iter().copied());
    let mut hidden = crate::determinize::without(all_tiles(d), cached);
    rng.shuffle(&mut hidden);
    let hunting = v
        .hunting
        .iter()
        .map(|full| if *full { hidden.pop() } else { None })
        .collect();
    hidden.truncate(usize::from(v.pile));
    Some(VillageState {
        track_tiles: v.track_tiles.clone(),
        paws: v.paws.clone(),
        hunting,
        marks: v.marks.clone(),
        pile: hidden,
        dice: v.dice.iter().map(|x| x.die).collect(),
    })
}

/// The board is there exactly with the option, its sizes those of the
/// data, its track tiles each once, its spots and pile holding Village
/// hunting tiles only (the two piles stay apart).
pub(crate) fn validate(d: &Data, s: &State) -> Result<(), RulesError> {
    let Some(v) = &s.village else {
        return ensure(
            !s.options.village,
            "the Village board is in play with the Village option",
        );
    };
    ensure(
        s.options.village && d.has(Expansion::Village),
        "a Village board only with the Village option and its data",
    )?;
    let b = &d.village.board;
    let green = d.village.track.iter().filter(|x| x.green).count();
    ensure(
        v.track_tiles.len() == green,
        "a Village track tile per green space",
    )?;
    ensure(
        counts(v.track_tiles.iter().copied(), d.village.track_tiles.len())?
            .iter()
            .all(|c| *c <= 1),
        "each Village track tile once",
    )?;
    ensure(
        v.paws.len() == s.players.len()
            && v.paws
                .iter()
                .all(|p| usize::from(*p) <= d.village.track.len()),
        "a Village paw per seat",
    )?;
    ensure(
        v.hunting.len() == usize::from(b.hunting_spots)
            && v.marks.len() == usize::from(b.marking_spots),
        "the Village spots",
    )?;
    ensure(
        v.marks
            .iter()
            .flatten()
            .all(|m| usize::from(m.0) < s.players.len()),
        "a Village marker's seat",
    )?;
    ensure(v.dice.len() == b.die_spaces.len(), "the Village die spaces")?;
    let village_kind = |t: &u8| {
        d.hunting_tiles
            .get(usize::from(*t))
            .is_some_and(|x| x.expansion == Some(Expansion::Village))
    };
    ensure(
        v.hunting.iter().flatten().chain(&v.pile).all(village_kind),
        "Village hunting tiles on the Village's spots and pile",
    )
}
