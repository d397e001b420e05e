//! What of VIXEN everyone sees (all but its deck's order), the deck dealt
//! anew for a view, and VIXEN's invariants.

use ruleshelf_engine::{Rng, RulesError};

use super::icons::{bag_size, space_of};
use super::state::{VixenState, VixenView};
use super::{colour, dice, rank};
use crate::data::{Data, ROUNDS, SPACES};
use crate::kits::MAX_KIT;
use crate::state::{KitPlace, Phase, State};
use crate::validate::{counts, ensure};
use crate::view::View;

/// VIXEN as everyone sees it: its deck's size, not its order.
pub(crate) fn view(d: &Data, s: &State) -> Option<VixenView> {
    let v = s.vixen.as_ref()?;
    let p = &v.public;
    let (dice_this_round, dice_left) = dice(d, s);
    let card = p.revealed.last().copied();
    Some(VixenView {
        colour: colour(s)?,
        deck: v.deck.len() as u8,
        dice_this_round,
        dice_left,
        card,
        row: card.zip(p.roll).and_then(|(c, r)| d.vixen.row(c, r)),
        bag: bag_size(d).saturating_sub(p.den_tiles),
        rank: if s.phase == Phase::Over {
            rank(s)
        } else {
            None
        },
        public: p.clone(),
    })
}

/// VIXEN of a view, its deck dealt anew: the level's cards not yet
/// revealed, shuffled round by round, this round's on top.
pub(crate) fn determinize(d: &Data, v: &View, rng: &mut Rng) -> Option<VixenState> {
    let x = v.vixen.as_ref()?;
    let level = v.options.vixen_level.number();
    let mut deck = Vec::new();
    for round in (v.round..=ROUNDS).rev() {
        let mut cards: Vec<u8> = d
            .vixen
            .cards_of(level, round)
            .filter(|c| !x.public.revealed.contains(c))
            .collect();
        rng.shuffle(&mut cards);
        deck.extend(cards);
    }
    Some(VixenState {
        deck,
        public: x.public.clone(),
    })
}

/// VIXEN is there exactly with the option; its deck holds the level's
/// cards not revealed, each once, ordered by round (this round's on top,
/// none of an earlier round); its pieces within its board's numbers.
pub(crate) fn validate(d: &Data, s: &State) -> Result<(), RulesError> {
    let Some(VixenState { deck, public: v }) = &s.vixen else {
        return ensure(
            !s.options.has_vixen(),
            "VIXEN plays with the vixen option and in a 1-seat game",
        );
    };
    ensure(
        s.options.vixen && !d.vixen.cards.is_empty(),
        "VIXEN only with the vixen option and its data",
    )?;
    let level = s.options.vixen_level.number();
    let round_of = |c: &u8| d.vixen.card(*c).map(|x| x.round);
    let cards = counts(deck.iter().chain(&v.revealed).copied(), d.vixen.cards.len())?;
    let mine = |i: usize| d.vixen.cards[i].level == level;
    ensure(
        cards
            .iter()
            .enumerate()
            .all(|(i, n)| *n == u32::from(mine(i))),
        "VIXEN's deck and revealed cards are its level's 13, each once",
    )?;
    let rounds: Vec<u8> = deck.iter().filter_map(round_of).collect();
    ensure(
        rounds.windows(2).all(|w| w[0] >= w[1]) && rounds.iter().all(|r| *r >= s.round),
        "VIXEN's deck is ordered round by round from this one",
    )?;
    ensure(
        v.revealed.iter().filter_map(round_of).all(|r| r <= s.round),
        "VIXEN reveals no card of a later round",
    )?;
    if matches!(
        s.phase,
        Phase::Objectives { .. } | Phase::Growth { .. } | Phase::Over
    ) {
        ensure(
            rounds.last().is_none_or(|r| *r > s.round),
            "VIXEN played every card of the round before it ended",
        )?;
    }
    let b = &d.vixen.board;
    ensure(
        usize::from(v.place) <= s.turn_order.len(),
        "VIXEN's place in turn order",
    )?;
    ensure(
        v.roll.is_none_or(|r| (1..=6).contains(&r)) && v.dice.len() == usize::from(b.den_spaces),
        "VIXEN's die and den spaces",
    )?;
    ensure(
        v.dice.iter().flatten().all(|x| (1..=6).contains(x)),
        "a die above VIXEN's board",
    )?;
    ensure(v.kits.len() == d.vixen.kit_count(), "VIXEN's kit dice")?;
    for k in &v.kits {
        ensure(
            (1..=MAX_KIT).contains(&k.value),
            "VIXEN's kit values 1 to 6",
        )?;
        ensure(
            !matches!(k.place, KitPlace::Den { .. }) && space_of(*k) <= b.growth_spaces,
            "VIXEN's kits on its growth track",
        )?;
        ensure(
            space_of(*k) == 0
                || v.kits
                    .iter()
                    .filter(|x| space_of(**x) == space_of(*k))
                    .count()
                    == 1,
            "one VIXEN kit per growth space",
        )?;
    }
    let c = colour(s).ok_or_else(|| RulesError::invalid_state("VIXEN's colour"))?;
    let marks = s
        .territories
        .iter()
        .flat_map(|t| &t.spaces)
        .filter(|x| x.marker == Some(c))
        .count();
    ensure(
        v.markers_out <= b.markers && marks == usize::from(v.markers_out),
        "VIXEN's markers on the boards match its board's empty slots",
    )?;
    ensure(
        v.cache.len() <= usize::from(b.cache) && v.den_tiles <= bag_size(d),
        "VIXEN's cache and den pile",
    )?;
    ensure(
        v.fox.is_none_or(|f| usize::from(f.space) <= SPACES),
        "VIXEN's fox",
    )?;
    let cubes = s.common.iter().filter(|x| x.claims.contains(&c)).count();
    ensure(cubes <= usize::from(b.cubes), "VIXEN's cubes")?;
    ensure(
        crate::placement::board_spaces(s)
            .flatten()
            .filter(|p| p.seat == c)
            .all(|p| (1..=6).contains(&p.value))
            && s.mountains
                .explore
                .iter()
                .chain(&s.mountains.tiles)
                .flatten()
                .all(|p| p.seat != c),
        "VIXEN's dice go in the vital territories only",
    )
}
