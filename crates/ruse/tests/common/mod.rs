//! Hand-made positions for the rule tests.
#![allow(dead_code)]

use ruleshelf_engine::{Game, Rng, Seat};
use ruse::data::Data;
use ruse::state::{Choice, DenPiece, DenTile, Phase, Spot, State, Turn};
use ruse::{Action, Options, Ruse};

pub const S0: Seat = Seat(0);
pub const S1: Seat = Seat(1);
pub const S2: Seat = Seat(2);

pub fn d() -> &'static Data {
    Data::standard()
}

/// A game after setup, starting bonuses taken as 2 GP each, then every
/// seat's GP reset to 0 and no choices owed; seat 0 first in turn order.
pub fn fresh(seats: u8) -> State {
    fresh_with(Options::new(seats))
}

pub fn fresh_with(options: Options) -> State {
    let mut s = Ruse::new_game(&options, 11).unwrap();
    // Settle what setup owes (drawn tiles go back), then clear the slate.
    while !s.pending.is_empty() {
        let all = Ruse::legal_actions(&s);
        let a = all
            .iter()
            .find(|a| {
                matches!(
                    a,
                    Action::ReturnTiles { .. } | Action::TakeGrowthPoints { .. }
                )
            })
            .unwrap_or(&all[0]);
        let a = *a;
        let _ = Ruse::apply(&mut s, &a).unwrap();
    }
    s.turn_order = Seat::all(options.seats).collect();
    for p in &mut s.players {
        p.gp = 0;
        p.vp = 0;
        p.resources = [0; 4];
        p.paws = [0; 4];
        p.ruse = None;
        for k in &mut p.kits {
            k.value = 1;
        }
    }
    s.star = None;
    s.cheese = None;
    start(&mut s, S0, 3);
    s
}

/// Makes it `seat`'s turn with a die showing `value`, to be placed.
pub fn start(s: &mut State, seat: Seat, value: u8) {
    s.turn = Some(Turn {
        seat,
        rolled: true,
        value,
        spot: None,
        used: 0,
        once: false,
    });
    s.phase = Phase::Place { seat };
    s.pending.clear();
}

/// Makes it `seat`'s turn with the die already placed at `spot`, showing
/// `value`, in the action step.
pub fn acting(s: &mut State, seat: Seat, spot: Spot, value: u8) {
    s.turn = Some(Turn {
        seat,
        rolled: true,
        value,
        spot: Some(spot),
        used: 0,
        once: false,
    });
    s.phase = Phase::Act { seat };
    s.pending.clear();
}

pub fn act(s: &mut State, a: Action) {
    if let Err(e) = Ruse::apply(s, &a) {
        panic!("{a:?} refused: {e}\nlegal: {:?}", Ruse::legal_actions(s));
    }
}

pub fn refused(s: &State, a: Action) -> String {
    let mut copy = s.clone();
    Ruse::apply(&mut copy, &a).expect_err("refused").message
}

pub fn legal(s: &State) -> Vec<Action> {
    Ruse::legal_actions(s)
}

/// A generator whose first d6 roll (below(6) + 1) is `value`.
pub fn rolling(value: u8) -> Rng {
    (0..)
        .map(Rng::new)
        .find(|r| r.clone().below(6) as u8 + 1 == value)
        .unwrap()
}

pub fn valid(s: &State) {
    Ruse::validate(s).unwrap_or_else(|e| panic!("invalid: {e}"));
}

/// Puts each territory's exploration tiles in data order (A, B, C, D on
/// X1–X4), hunting spots filled from the stack.
pub fn line_up(s: &mut State) {
    for (ti, t) in s.territories.iter_mut().enumerate() {
        let mut hunting: Vec<u8> = t
            .spaces
            .iter_mut()
            .filter_map(|x| x.hunting.take())
            .collect();
        for (i, x) in t.spaces.iter_mut().enumerate() {
            x.tile = (ti * 4 + i) as u8;
            if d().exploration_tiles[usize::from(x.tile)].hunting_spot {
                x.hunting = hunting.pop().or_else(|| s.hunting_stack.pop());
            }
        }
        s.hunting_stack.extend(hunting);
    }
}

/// The end-of-round growth phase of `seat`.
pub fn growing(s: &mut State, seat: Seat) {
    s.turn = None;
    s.pending.clear();
    s.phase = Phase::Growth { seat };
}

/// The end-of-round declarations of `seat`.
pub fn declaring(s: &mut State, seat: Seat) {
    s.turn = None;
    s.pending.clear();
    s.phase = Phase::Objectives { seat };
}

/// Moves objective `card` of `seat` into its hand.
pub fn in_hand(s: &mut State, seat: Seat, card: u8) {
    let p = &mut s.players[seat.index()];
    p.deck.retain(|c| *c != card);
    if !p.hand.contains(&card) {
        p.hand.push(card);
    }
}

/// Marks objective `card` of `seat` completed.
pub fn completed(s: &mut State, seat: Seat, card: u8) {
    let p = &mut s.players[seat.index()];
    p.deck.retain(|c| *c != card);
    p.hand.retain(|c| *c != card);
    p.completed.push(ruse::state::Completed {
        card,
        exchanged: false,
    });
}

/// The straight tunnel's kind, and den cell E2 (above the base).
pub const TUNNEL: u8 = 0;
pub const E2: u8 = 9;

/// Seat 0's bag holds 22 straight tunnels.
pub fn tunnels_only(s: &mut State) {
    let total: u8 = s.players[0].den.bag.iter().sum();
    s.players[0].den.bag = vec![0; d().path_tiles.len()];
    s.players[0].den.bag[usize::from(TUNNEL)] = total;
}

/// A tunnel from seat 0's bag on `cell`, opening `openings`.
pub fn put(s: &mut State, cell: u8, openings: u8) {
    s.players[0].den.cells[usize::from(cell)] = Some(DenPiece {
        tile: DenTile::Path { kind: TUNNEL },
        openings,
    });
    s.players[0].den.bag[usize::from(TUNNEL)] -= 1;
}

/// Seat 0's den: tunnels only, one on E2 whose cell bonus was gained.
pub fn tunnel_on_e2(s: &mut State) {
    tunnels_only(s);
    put(s, E2, ruse::data::NORTH | ruse::data::SOUTH);
    s.players[0].den.covered |= 1 << E2;
}

/// The owed bonus den path tile is taken from display slot 0 and replaces
/// the tunnel on E2, which goes back into the bag.
pub fn replaces_e2(s: &mut State) {
    assert!(
        matches!(s.pending[0].choice, Choice::BonusSource { .. }),
        "{:?}",
        s.pending
    );
    let shown = s.bonus_display[0].unwrap();
    act(s, Action::TakeBonusTile { seat: S0, slot: 0 });
    let on_e2 = legal(s)
        .into_iter()
        .find(|a| matches!(a, Action::PlaceTile { cell: E2, .. }))
        .expect("E2 may be replaced");
    act(s, on_e2);
    assert_eq!(
        s.players[0].den.cells[usize::from(E2)].unwrap().tile,
        DenTile::Bonus { id: shown }
    );
    assert_eq!(
        s.players[0].den.bag[usize::from(TUNNEL)],
        22,
        "the replaced tile goes back into the bag"
    );
    valid(s);
}
