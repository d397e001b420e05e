//! "Private Objectives" (declared at the end of the round, exchanged or
//! drawn in the Mountains) and "Common Objectives" (claimed as soon as met).

use ruleshelf_engine::Seat;

use crate::bonus::{gain_vp, grant_all, lose_vp};
use crate::data::{Condition, Data};
use crate::event::Event;
use crate::state::{Completed, State};

/// Whether `seat` meets a condition now (checked, not paid).
#[must_use]
pub fn meets(s: &State, seat: Seat, c: Condition) -> bool {
    let p = s.player(seat);
    match c {
        Condition::CompletedObjectives(n) => p.completed.len() >= usize::from(n),
        Condition::TrackLevel(t, n) => p.paws[t.index()] >= n,
        Condition::AnyTrackLevel(n) => p.paws.iter().any(|l| *l >= n),
        Condition::HuntingTiles(n) => p.cache.len() >= usize::from(n),
        Condition::Markers(n) => p.markers_out >= n,
        Condition::KitsOutside(n) => s.kits_outside(seat) >= n,
        Condition::DenPath => crate::den::has_path(&p.den),
    }
}

/// Whether card `card` in `seat`'s hand can be declared: its conditions
/// hold and its resources can be spent ("Only resources need to be spent").
#[must_use]
pub fn can_declare(d: &Data, s: &State, seat: Seat, card: u8) -> bool {
    let p = s.player(seat);
    let Some(o) = card_data(d, card) else {
        return false;
    };
    p.hand.contains(&card)
        && o.spend.iter().all(|(r, n)| p.resources[r.index()] >= *n)
        && o.check.iter().all(|c| meets(s, seat, *c))
}

#[must_use]
pub fn card_data(d: &Data, card: u8) -> Option<&crate::data::Objective> {
    d.objectives.get(usize::from(card).wrapping_sub(1))
}

/// Declares a completed card: spend, gain its VP and bonus, lay it face up.
pub(crate) fn declare(d: &Data, s: &mut State, seat: Seat, card: u8) {
    let Some(o) = card_data(d, card).cloned() else {
        return;
    };
    let p = s.player_mut(seat);
    p.hand.retain(|c| *c != card);
    for (r, n) in &o.spend {
        p.resources[r.index()] = p.resources[r.index()].saturating_sub(*n);
    }
    p.completed.push(Completed {
        card,
        exchanged: false,
    });
    gain_vp(d, s, seat, u16::from(o.vp));
    grant_all(d, s, seat, &o.bonus, None);
}

/// Whether a completed card's exchange can be used: once, and only with
/// the VP to give (digest 12.7).
#[must_use]
pub fn can_exchange(d: &Data, s: &State, seat: Seat, card: u8) -> bool {
    let p = s.player(seat);
    card_data(d, card).is_some_and(|o| p.vp >= u16::from(o.exchange_vp))
        && p.completed.iter().any(|c| c.card == card && !c.exchanged)
}

pub(crate) fn exchange(d: &Data, s: &mut State, seat: Seat, card: u8) {
    let Some(o) = card_data(d, card).cloned() else {
        return;
    };
    if let Some(c) = s
        .player_mut(seat)
        .completed
        .iter_mut()
        .find(|c| c.card == card && !c.exchanged)
    {
        c.exchanged = true;
    }
    lose_vp(s, seat, u16::from(o.exchange_vp));
    grant_all(d, s, seat, &o.exchange, None);
}

/// "Draw a new objective card randomly from the deck."
pub(crate) fn draw(s: &mut State, seat: Seat) {
    if let Some(card) = s.player_mut(seat).deck.pop() {
        s.player_mut(seat).hand.push(card);
        s.tell(seat, Event::CardDrawn { seat, card });
        s.log(Event::CardDrawnSecretly { seat });
    }
}

/// "Discard an incomplete objective card from your hand."
pub(crate) fn discard(s: &mut State, seat: Seat, card: u8) {
    let p = s.player_mut(seat);
    if let Some(i) = p.hand.iter().position(|c| *c == card) {
        p.hand.remove(i);
        p.discarded.push(card);
    }
}

/// Claims every common objective `seat` now meets and has not claimed,
/// on the leftmost free cube space ("As soon as you complete a common
/// objective during your turn, declare it").
pub(crate) fn claim_common(d: &Data, s: &mut State, seat: Seat) {
    for i in 0..s.common.len() {
        let slot = &s.common[i];
        let Some(co) = d.common_objectives.get(usize::from(slot.objective)) else {
            continue;
        };
        if slot.claims.contains(&seat)
            || slot.claims.len() >= co.vp.len()
            || !meets(s, seat, co.requirement)
        {
            continue;
        }
        claim(s, seat, i);
    }
}

/// `who` (a seat or VIXEN) puts a cube on the leftmost free space of the
/// common objective in slot `i`.
pub(crate) fn claim(s: &mut State, who: Seat, i: usize) {
    let Some(slot) = s.common.get_mut(i) else {
        return;
    };
    let place = slot.claims.len() as u8;
    slot.claims.push(who);
    let objective = slot.objective;
    s.log(Event::CommonClaimed {
        seat: who,
        objective,
        place,
    });
}

/// The common-objective VP `seat` scores at the end of the game.
#[must_use]
pub fn common_vp(d: &Data, s: &State, seat: Seat) -> u16 {
    s.common
        .iter()
        .filter_map(|slot| {
            let place = slot.claims.iter().position(|c| *c == seat)?;
            d.common_objectives
                .get(usize::from(slot.objective))?
                .vp
                .get(place)
                .copied()
                .map(u16::from)
        })
        .sum()
}
