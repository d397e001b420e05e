//! "Actions - Den Exploration", "Den Path Tiles" and "Bonus Den Paths": the
//! den grid, which placements continue a path from the base, the draw
//! purchases, bonus tiles and replacing.
//!
//! Geometry (register ): 5 columns A–E by 4 rows; the base tile
//! sits on E1; a tile goes next to the base network with at least one open
//! edge meeting an open edge of it; column K is complete when K4 belongs to
//! the network and opens north, into cube slot K.

use ruleshelf_engine::Seat;

use crate::bonus::{grant, grant_all, owe};
use crate::data::{
    Data, BASE_CELL, BONUS_DISPLAY, DEN_CELLS, DEN_COLUMNS, DEN_ROWS, EAST, NORTH, SOUTH, WEST,
};
use crate::event::Event;
use crate::state::{Choice, DenBoard, DenPiece, DenTile, State};

/// The neighbour of `cell` across edge `dir`, if on the board.
#[must_use]
pub fn neighbour(cell: usize, dir: u8) -> Option<usize> {
    let (col, row) = (cell % DEN_COLUMNS, cell / DEN_COLUMNS);
    match dir {
        NORTH if row + 1 < DEN_ROWS => Some(cell + DEN_COLUMNS),
        SOUTH if row > 0 => Some(cell - DEN_COLUMNS),
        EAST if col + 1 < DEN_COLUMNS => Some(cell + 1),
        WEST if col > 0 => Some(cell - 1),
        _ => None,
    }
}

const fn opposite(dir: u8) -> u8 {
    match dir {
        NORTH => SOUTH,
        SOUTH => NORTH,
        EAST => WEST,
        _ => EAST,
    }
}

const DIRS: [u8; 4] = [NORTH, EAST, SOUTH, WEST];

/// A tile's open edges turned a quarter clockwise.
#[must_use]
pub const fn rotate(mask: u8) -> u8 {
    ((mask << 1) | (mask >> 3)) & 0xF
}

/// The distinct orientations of a tile.
#[must_use]
pub fn orientations(mask: u8) -> Vec<u8> {
    let mut out = Vec::with_capacity(4);
    let mut m = mask;
    for _ in 0..4 {
        if !out.contains(&m) {
            out.push(m);
        }
        m = rotate(m);
    }
    out
}

/// The base network: the cells joined to the base by open-to-open edges,
/// ignoring cell `skip` (a tile being replaced). Bit per cell.
#[must_use]
pub fn network(den: &DenBoard, skip: Option<usize>) -> u32 {
    let open = |c: usize| {
        if Some(c) == skip {
            None
        } else {
            den.cells.get(c).copied().flatten().map(|p| p.openings)
        }
    };
    if open(BASE_CELL).is_none() {
        return 0;
    }
    let mut seen = 1u32 << BASE_CELL;
    let mut queue = vec![BASE_CELL];
    while let Some(c) = queue.pop() {
        let Some(m) = open(c) else { continue };
        for dir in DIRS {
            if m & dir == 0 {
                continue;
            }
            let Some(n) = neighbour(c, dir) else { continue };
            if seen & (1 << n) != 0 {
                continue;
            }
            if open(n).is_some_and(|nm| nm & opposite(dir) != 0) {
                seen |= 1 << n;
                queue.push(n);
            }
        }
    }
    seen
}

/// Whether a tile opening `openings` may go on `cell`, given the network:
/// one of its open edges meets an open edge of a network cell.
fn joins(den: &DenBoard, net: u32, cell: usize, openings: u8) -> bool {
    DIRS.iter().any(|&dir| {
        openings & dir != 0
            && neighbour(cell, dir).is_some_and(|n| {
                net & (1 << n) != 0
                    && den
                        .cells
                        .get(n)
                        .copied()
                        .flatten()
                        .is_some_and(|p| p.openings & opposite(dir) != 0)
            })
    })
}

/// Every legal (cell, openings) for a tile of shape `mask`: on an empty
/// cell, or with `replace` (a bonus den path tile) also on a placed tile
/// other than the base.
#[must_use]
pub fn placements(den: &DenBoard, mask: u8, replace: bool) -> Vec<(u8, u8)> {
    let net = network(den, None);
    let shapes = orientations(mask);
    let mut out = Vec::new();
    for cell in 0..DEN_CELLS {
        let occupied = den.cells.get(cell).copied().flatten().is_some();
        let net_here = if occupied {
            if !replace || cell == BASE_CELL {
                continue;
            }
            network(den, Some(cell))
        } else {
            net
        };
        for &o in &shapes {
            if joins(den, net_here, cell, o) {
                out.push((cell as u8, o));
            }
        }
    }
    out
}

/// Column `column` (0 = A) is complete: its top cell is in the network and
/// opens north into the cube slot.
#[must_use]
pub fn column_complete(den: &DenBoard, column: usize) -> bool {
    let top = column + DEN_COLUMNS * (DEN_ROWS - 1);
    network(den, None) & (1 << top) != 0
        && den
            .cells
            .get(top)
            .copied()
            .flatten()
            .is_some_and(|p| p.openings & NORTH != 0)
}

/// Whether any column is complete ("Completed a path of 3 tiles in your
/// den"; digest 10.4).
#[must_use]
pub fn has_path(den: &DenBoard) -> bool {
    (0..DEN_COLUMNS).any(|c| column_complete(den, c))
}

/// The open edges of a den tile in its printed orientation.
#[must_use]
pub fn shape(d: &Data, tile: DenTile) -> u8 {
    match tile {
        DenTile::Base => d.base_mask,
        DenTile::Path { kind } => d.path_tiles.get(usize::from(kind)).map_or(0, |t| t.mask),
        DenTile::Bonus { id } => d.bonus_den_tiles.get(usize::from(id)).map_or(0, |t| t.mask),
    }
}

/// Tiles left in a bag.
#[must_use]
pub fn bag_size(den: &DenBoard) -> u8 {
    den.bag.iter().sum()
}

/// Draws one tile at random from `seat`'s bag.
pub(crate) fn draw_from_bag(s: &mut State, seat: Seat) -> Option<DenTile> {
    let total = u32::from(bag_size(&s.player(seat).den));
    if total == 0 {
        return None;
    }
    let mut pick = s.rng.below(total);
    let bag = &mut s.players[seat.index()].den.bag;
    for (kind, count) in bag.iter_mut().enumerate() {
        if pick < u32::from(*count) {
            *count -= 1;
            return Some(DenTile::Path { kind: kind as u8 });
        }
        pick -= u32::from(*count);
    }
    None
}

/// The den action's purchase: pay 1, 3 or 5 to draw, or 6 for a bonus tile.
pub(crate) fn purchase(d: &Data, s: &mut State, seat: Seat, pay: u8) {
    if pay == d.den.bonus_pay {
        offer_bonus_tile(s, seat, true);
        return;
    }
    let Some(draw) = d.den.draws.iter().find(|x| x.pay == pay) else {
        return;
    };
    let (count, place) = (draw.draw, draw.place);
    let tiles: Vec<DenTile> = (0..count).filter_map(|_| draw_from_bag(s, seat)).collect();
    s.log(Event::DenTilesDrawn {
        seat,
        count: tiles.len() as u8,
    });
    let place = place.min(tiles.len() as u8);
    owe(
        s,
        seat,
        Choice::PlaceDen {
            tiles,
            place,
            den_action: true,
            from: None,
        },
    );
}

/// "Draw 1 den path and place it immediately in your den".
pub(crate) fn draw_and_place(_d: &Data, s: &mut State, seat: Seat) {
    if let Some(tile) = draw_from_bag(s, seat) {
        s.log(Event::DenTilesDrawn { seat, count: 1 });
        owe(
            s,
            seat,
            Choice::PlaceDen {
                tiles: vec![tile],
                place: 1,
                den_action: false,
                from: None,
            },
        );
    }
}

/// Whether a bonus den path tile can be taken (display or stack).
#[must_use]
pub fn bonus_available(s: &State) -> bool {
    s.bonus_display.iter().any(Option::is_some) || !s.bonus_stack.is_empty()
}

/// A bonus den path tile: asks where from, when there is one. `den_action`:
/// bought with the den action's "Pay 6" (its tile goes back where it came
/// from, ending the turn, if not placed).
pub(crate) fn offer_bonus_tile(s: &mut State, seat: Seat, den_action: bool) {
    if bonus_available(s) {
        owe(s, seat, Choice::BonusSource { den_action });
    }
}

/// Takes the bonus tile from display slot `slot` (3 = stack top) and owes
/// its placement.
pub(crate) fn take_bonus(s: &mut State, seat: Seat, slot: u8, den_action: bool) {
    if let Some(id) = take_from_board(s, slot) {
        owe(
            s,
            seat,
            Choice::PlaceDen {
                tiles: vec![DenTile::Bonus { id }],
                place: 1,
                den_action,
                from: Some(slot),
            },
        );
    }
}

/// Takes the bonus den path tile from display slot `slot` of the instincts
/// board (3 = the stack's top). A taken display tile is replaced from the
/// stack ("As soon as you take a bonus path, replace it with a new one").
pub(crate) fn take_from_board(s: &mut State, slot: u8) -> Option<u8> {
    if usize::from(slot) >= BONUS_DISPLAY {
        return s.bonus_stack.pop();
    }
    let taken = s
        .bonus_display
        .get_mut(usize::from(slot))
        .and_then(Option::take);
    if taken.is_some() {
        let refill = s.bonus_stack.pop();
        if let Some(x) = s.bonus_display.get_mut(usize::from(slot)) {
            *x = refill;
        }
    }
    taken
}

/// Puts `tile` on `cell` with `openings`: gains the cell's printed bonus the
/// first time the cell is covered, then the tile's own bonus; a replaced
/// tile goes back to the bag (a bonus tile to the bottom of the bonus
/// stack). Then waiting kits may release their cubes.
pub(crate) fn place(d: &Data, s: &mut State, seat: Seat, tile: DenTile, cell: usize, openings: u8) {
    let old = s.players[seat.index()]
        .den
        .cells
        .get_mut(cell)
        .and_then(|c| c.replace(DenPiece { tile, openings }));
    match old.map(|p| p.tile) {
        Some(DenTile::Path { kind }) => {
            if let Some(n) = s.players[seat.index()].den.bag.get_mut(usize::from(kind)) {
                *n += 1;
            }
        }
        Some(DenTile::Bonus { id }) => s.bonus_stack.insert(0, id),
        _ => {}
    }
    let bit = 1u32.checked_shl(cell as u32).unwrap_or(0);
    if s.player(seat).den.covered & bit == 0 {
        s.player_mut(seat).den.covered |= bit;
        if let Some(b) = d
            .den
            .cells
            .get(cell / DEN_COLUMNS)
            .and_then(|row| row.get(cell % DEN_COLUMNS))
            .copied()
            .flatten()
        {
            grant(d, s, seat, b, None);
        }
    }
    let bonus = match tile {
        DenTile::Path { kind } => d.path_tiles.get(usize::from(kind)).map(|t| t.bonus.clone()),
        DenTile::Bonus { id } => d
            .bonus_den_tiles
            .get(usize::from(id))
            .map(|t| t.bonus.clone()),
        DenTile::Base => None,
    };
    if let Some(bonus) = bonus {
        grant_all(d, s, seat, &bonus, None);
    }
    crate::kits::release_waiting(d, s, seat);
}

/// Unplaced drawn tiles go back: path tiles into the bag; a bonus tile to
/// the display slot or stack top it came from (den action), or to the
/// bottom of the bonus stack (an effect's tile; digest 15.4).
pub(crate) fn return_tiles(
    s: &mut State,
    seat: Seat,
    tiles: &[DenTile],
    den_action: bool,
    from: Option<u8>,
) {
    for tile in tiles {
        match *tile {
            DenTile::Path { kind } => {
                if let Some(n) = s.players[seat.index()].den.bag.get_mut(usize::from(kind)) {
                    *n += 1;
                }
            }
            DenTile::Bonus { id } => {
                let slot = from.map_or(BONUS_DISPLAY, usize::from);
                if den_action
                    && slot < BONUS_DISPLAY
                    && s.bonus_display.get(slot).is_some_and(Option::is_none)
                {
                    s.bonus_display[slot] = Some(id);
                } else if den_action && slot < BONUS_DISPLAY {
                    // Its slot was refilled from the stack: the refill goes
                    // back on the stack, the tile on its slot.
                    if let Some(refill) = s.bonus_display[slot].replace(id) {
                        s.bonus_stack.push(refill);
                    }
                } else if den_action {
                    s.bonus_stack.push(id);
                } else {
                    s.bonus_stack.insert(0, id);
                }
            }
            DenTile::Base => {}
        }
    }
}
