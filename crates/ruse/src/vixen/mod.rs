//! "Solo Mode - VIXEN": the automated fox, against one player or beside two
//! or three.
//!
//! VIXEN is not a seat: it never decides and is never in `to_act`. Its turn
//! is resolved inside `play`, when the action before it hands it the turn
//! ([`turn`]): it reveals a card (its instant bonus), rolls a die that picks
//! a row, places the die in the row's territory or its den, moves its fox
//! to the ideal spot, resolves the row's icons ([`icons`]) and scores the
//! row's VP, each step logged as its own event. Its pieces on the shared
//! boards carry its colour, the index after the last seat ([`colour`]).
//!
//! - Setup ([`setup`]): its board, its deck shuffled round by round and
//!   stacked round 1 on top, its kits, markers and cubes; last in turn
//!   order, its fox in the centre, its fox head on 0.
//! - Turn order ([`order`], [`set_order`]): the seats with VIXEN in its
//!   place, by VP from round 2 on, like everyone.
//! - End of round ([`retrieve_dice`], [`grow`], [`reset`]) and of the
//!   game ([`final_score`], [`rank`]).
//!
//! It enters the base rules through these hooks: `setup` (from
//! [`crate::setup`]); `order` and `set_order`, the turn order with VIXEN
//! in it (from [`crate::turn::next_turn`], [`crate::destiny`],
//! [`crate::round_end`]); `turn::begin_turn` (from `next_turn`) and
//! `turn::play_turn` (from [`crate::play`], when its turn waited for owed
//! choices); `retrieve_dice`, `grow` and `reset` (from
//! [`crate::round_end`]) and `finish` (from [`crate::end_game`]);
//! `icons::grant` (from [`crate::bonus::grant`]: a printed bonus VIXEN
//! receives); `is` and `board_mut` where the base rules give, take or
//! count what VIXEN holds (its VP, markers and cache, the tiles it draws,
//! the player count of the setup, `Options::participants`); and `view`,
//! `determinize`, `validate`.

pub mod data;
pub mod icons;
pub mod state;
mod table;
pub mod turn;

use ruleshelf_engine::{Deserialize, Rng, Seat};
use serde::Serialize;

pub use data::{VixenBoard, VixenCard, VixenData, VixenIcon, VixenPlace, VixenRow, VIXEN_JSON};
pub use state::{VixenFinal, VixenPublic, VixenState, VixenView};
pub(crate) use table::{determinize, validate, view};

use crate::bonus::gain_vp;
use crate::data::{Data, ROUNDS};
use crate::event::Event;
use crate::options::Options;
use crate::state::{Kit, KitPlace, State};

/// VIXEN's level ("Choose one of the 4 VIXEN levels"), 1 the easiest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
pub enum VixenLevel {
    #[default]
    #[serde(rename = "1")]
    One,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "4")]
    Four,
}

impl VixenLevel {
    pub const ALL: [VixenLevel; 4] = [
        VixenLevel::One,
        VixenLevel::Two,
        VixenLevel::Three,
        VixenLevel::Four,
    ];

    /// 1 to 4, as the cards' level indicator.
    #[must_use]
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

/// The colour VIXEN's pieces carry on the shared boards, when it plays: the
/// index after the last seat. It is no seat: nothing indexes the players
/// with it.
#[must_use]
pub fn colour(s: &State) -> Option<Seat> {
    s.vixen.as_ref().map(|_| Seat(s.seats()))
}

/// Whether `who` is VIXEN's colour.
#[must_use]
pub fn is(s: &State, who: Seat) -> bool {
    s.vixen.is_some() && who.0 == s.seats()
}

/// VIXEN's board (its public part), when `who` is VIXEN.
pub(crate) fn board_mut(s: &mut State, who: Seat) -> Option<&mut VixenPublic> {
    if is(s, who) {
        public_mut(s)
    } else {
        None
    }
}

/// VIXEN's board (its public part), when it plays.
pub(crate) fn public_mut(s: &mut State) -> Option<&mut VixenPublic> {
    s.vixen.as_mut().map(|v| &mut v.public)
}

/// "Set up for a "2-player" game … A. VIXEN receives the solo board, solo
/// cards, and player components in a different color. B. … shuffle the
/// cards for each round, and form a face-down deck …, ordered
/// sequentially from round 1 to 4 … C. Place 2 action dice and 2 black kit
/// dice in reserve, and the 4 territory markers on the solo board. D. Place
/// the remaining 3 kit dice with a value of 1 on the first 3 spaces of the
/// growth track." VIXEN starts last in turn order, its fox in the centre,
/// its fox head on 0.
pub(crate) fn setup(d: &Data, options: &Options, rng: &mut Rng) -> Option<VixenState> {
    if !options.has_vixen() {
        return None;
    }
    let v = &d.vixen;
    let level = options.vixen_level.number();
    let mut deck = Vec::new();
    for round in (1..=ROUNDS).rev() {
        let mut cards: Vec<u8> = v.cards_of(level, round).collect();
        rng.shuffle(&mut cards);
        deck.extend(cards);
    }
    let b = &v.board;
    let kits = (0..v.kit_count())
        .map(|k| Kit {
            value: b.kit_value,
            place: if k < usize::from(b.kits) {
                KitPlace::Growing { space: k as u8 + 1 }
            } else {
                KitPlace::Locked
            },
        })
        .collect();
    Some(VixenState {
        deck,
        public: VixenPublic {
            revealed: Vec::new(),
            roll: None,
            place: options.seats,
            vp: 0,
            markers_out: 0,
            kits,
            cache: Vec::new(),
            den_tiles: 0,
            bonus_tiles: Vec::new(),
            territory_tiles: 0,
            dice: vec![None; usize::from(b.den_spaces)],
            fox: None,
            final_score: None,
        },
    })
}

/// Everyone in turn order this round: the seats, and VIXEN in its place.
#[must_use]
pub fn order(s: &State) -> Vec<Seat> {
    let mut order = s.turn_order.clone();
    if let (Some(v), Some(c)) = (&s.vixen, colour(s)) {
        order.insert(usize::from(v.public.place).min(order.len()), c);
    }
    order
}

/// Takes `order` (everyone, as [`order`] lists them) as the turn order.
pub(crate) fn set_order(s: &mut State, order: Vec<Seat>) {
    let vixen = colour(s);
    if let (Some(c), Some(v)) = (vixen, public_mut(s)) {
        v.place = order.iter().position(|x| *x == c).unwrap_or(order.len()) as u8;
    }
    s.turn_order = order.into_iter().filter(|x| Some(*x) != vixen).collect();
}

/// The round of VIXEN's top card.
fn top_round(d: &Data, v: &VixenState) -> Option<u8> {
    v.deck
        .last()
        .and_then(|c| d.vixen.card(*c))
        .map(|c| c.round)
}

/// Whether VIXEN still has a die this round: a card of the round on top of
/// its deck (it has as many dice as the round has cards).
#[must_use]
pub fn has_turn(d: &Data, s: &State) -> bool {
    s.vixen
        .as_ref()
        .is_some_and(|v| top_round(d, v) == Some(s.round))
}

/// VIXEN's action dice this round, and those still to play.
#[must_use]
pub fn dice(d: &Data, s: &State) -> (u8, u8) {
    let Some(v) = &s.vixen else { return (0, 0) };
    let this_round = |c: &u8| d.vixen.card(*c).is_some_and(|x| x.round == s.round);
    let left = v.deck.iter().filter(|c| this_round(c)).count() as u8;
    (
        left + v.public.revealed.iter().filter(|c| this_round(c)).count() as u8,
        left,
    )
}

/// VIXEN's kit dice in play (on its track or out of the den): the
/// tie-break of turn order and of the end ("the player with the highest
/// total value on their kit dice").
#[must_use]
pub fn kit_total(v: &VixenPublic) -> u16 {
    v.kits
        .iter()
        .filter(|k| !matches!(k.place, KitPlace::Locked | KitPlace::Ready))
        .map(|k| u16::from(k.value))
        .sum()
}

/// End of round: "Then, VIXEN retrieves all its action dice and places them
/// near its board. Unlike players, VIXEN does not gain points for remaining
/// dice values at the end of the round."
pub(crate) fn retrieve_dice(s: &mut State) {
    let Some(c) = colour(s) else { return };
    crate::placement::board_spaces_mut(s)
        .filter(|x| x.is_some_and(|p| p.seat == c))
        .for_each(|x| *x = None);
    if let Some(v) = public_mut(s) {
        v.dice.iter_mut().for_each(|x| *x = None);
    }
}

/// End of round, kits' growth: "VIXEN moves all its kit dice 1 space to
/// the right, which may result in a kit leaving the den." The front-most
/// moves first, so each finds the space ahead free.
pub(crate) fn grow(d: &Data, s: &mut State) {
    let Some(v) = public_mut(s) else { return };
    let mut growing: Vec<usize> = (0..v.kits.len())
        .filter(|k| matches!(v.kits[*k].place, KitPlace::Growing { .. }))
        .collect();
    growing.sort_by_key(|k| std::cmp::Reverse(icons::space_of(v.kits[*k])));
    for k in growing {
        icons::step(&d.vixen, v, k);
    }
}

/// The reset: VIXEN's fox back to the centre.
pub(crate) fn reset(s: &mut State) {
    if let Some(v) = public_mut(s) {
        v.fox = None;
    }
}

/// The catch-up, after every round including the 4th (the end-of-round
/// scoring is completed then too): "The catch-up mechanism applies to
/// VIXEN, but instead of gaining 2 growth points per orange space between
/// the leader and the follower, VIXEN gains 1 VP per orange space."
pub(crate) fn catch_up(d: &Data, s: &mut State, leader: u16) {
    let Some(c) = colour(s) else { return };
    let every = d.vp_track.orange_every.max(1);
    let behind = (leader / every).saturating_sub(s.vp(c) / every);
    let vp = behind * u16::from(d.vixen.board.catch_up_vp);
    if vp > 0 {
        gain_vp(d, s, c, vp);
        s.log(Event::Scored {
            seat: c,
            vp: i32::from(vp),
            reason: "catchUp".into(),
        });
    }
}

/// "End-of-Game Scoring: … VIXEN gains the following victory points": the
/// star, its hunting collection, 1 per 3 den path tiles, 1 per bonus den
/// path tile, 1 per 2 territory tiles, its kits outside the den; no common
/// objectives.
#[must_use]
pub fn final_score(d: &Data, s: &State) -> Option<VixenFinal> {
    let (v, c) = (&s.vixen.as_ref()?.public, colour(s)?);
    let sc = &d.vixen.board;
    Some(VixenFinal {
        star: if s.star == Some(c) {
            u16::from(d.star.vp)
        } else {
            0
        },
        hunting: u16::from(crate::hunting::chart(d, v.cache.len())),
        den_tiles: u16::from(v.den_tiles / sc.den_tiles_per_vp.max(1)),
        bonus_tiles: v.bonus_tiles.len() as u16 * u16::from(sc.bonus_den_vp),
        territory_tiles: u16::from(v.territory_tiles / sc.territory_tiles_per_vp.max(1)),
        kits: v
            .kits
            .iter()
            .filter(|k| k.place == KitPlace::Exited)
            .map(|k| u16::from(k.value))
            .sum(),
    })
}

/// Scores VIXEN's end of game.
pub(crate) fn finish(d: &Data, s: &mut State) {
    let (Some(f), Some(c)) = (final_score(d, s), colour(s)) else {
        return;
    };
    gain_vp(d, s, c, f.total());
    if let Some(v) = public_mut(s) {
        v.final_score = Some(f);
    }
}

/// VIXEN's place at the end among the seats and itself: behind every seat
/// that finished as well ([`crate::end_game::standing`]; ties go to the
/// players, see the rulings), ahead of the others.
#[must_use]
pub fn rank(s: &State) -> Option<u8> {
    let mine = crate::end_game::standing(s, colour(s)?);
    Some(
        1 + Seat::all(s.seats())
            .filter(|x| crate::end_game::standing(s, *x) >= mine)
            .count() as u8,
    )
}
