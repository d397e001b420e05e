//! Scheme cards: the two decks, drawing and keeping, playing one card a
//! turn, and revealing cards for a casualty check.

use ruleshelf_engine::Seat;

use crate::data::data;
use crate::event::Event;
use crate::gains::{coins, gain_all};
use crate::ids::Scheme;
use crate::state::{Pending, State};

/// The top card of scheme deck `deck`. An empty deck is first refilled by
/// shuffling the discard pile into it (our ruling; the seed says so only for
/// the deed deck).
pub fn draw_from(state: &mut State, deck: u8) -> Option<Scheme> {
    let d = usize::from(deck);
    if state.scheme_decks.get(d)?.is_empty() && !state.scheme_discard.is_empty() {
        let mut cards = std::mem::take(&mut state.scheme_discard);
        state.rng.shuffle(&mut cards);
        state.scheme_decks[d] = cards;
        state.log(Event::DeckReshuffled { deck });
    }
    state.scheme_decks[d].pop()
}

/// The decks a seat may choose to draw or reveal from: those holding
/// cards; with both empty, deck 0 alone while the discard pile can refill
/// it (both would be the same choice).
#[must_use]
pub fn drawable_decks(state: &State) -> Vec<u8> {
    let full: Vec<u8> = (0..2u8)
        .filter(|d| {
            state
                .scheme_decks
                .get(usize::from(*d))
                .is_some_and(|x| !x.is_empty())
        })
        .collect();
    if full.is_empty() && !state.scheme_discard.is_empty() {
        vec![0]
    } else {
        full
    }
}

/// `seat` draws `count` cards from `deck` and keeps one: with one card
/// drawn it goes to hand at once, otherwise the seat chooses.
pub fn draw_schemes(state: &mut State, seat: Seat, deck: u8, count: u8) {
    let mut drawn = Vec::new();
    for _ in 0..count {
        if let Some(card) = draw_from(state, deck) {
            drawn.push(card);
        }
    }
    state.log(Event::SchemesDrawn {
        seat,
        deck,
        count: drawn.len() as u8,
    });
    for &card in &drawn {
        state.tell(seat, Event::SchemeDrawn { seat, card });
    }
    let player = &mut state.players[seat.index()];
    if drawn.len() <= 1 {
        player.schemes.extend(drawn);
    } else {
        player.drawn = drawn;
        state.pending.push(Pending::KeepScheme { seat, deck });
    }
}

/// Keeps `card` of the drawn cards; the others go to the bottom of the deck
/// they came from (rurik-base.md A5).
pub fn keep_scheme(state: &mut State, seat: Seat, deck: u8, card: Scheme) {
    let player = &mut state.players[seat.index()];
    let mut drawn = std::mem::take(&mut player.drawn);
    if let Some(at) = drawn.iter().position(|c| *c == card) {
        drawn.remove(at);
        player.schemes.push(card);
    }
    if let Some(pile) = state.scheme_decks.get_mut(usize::from(deck)) {
        for c in drawn {
            pile.insert(0, c);
        }
    }
}

/// Plays scheme card `card`: pays its coins, gains its `choice`-th reward.
/// The card goes to the discard pile, or to the box when `boxed` (a
/// Tavern's card from the discard pile).
pub fn play_scheme(state: &mut State, seat: Seat, card: Scheme, choice: u8, boxed: bool) {
    let Some(info) = data().schemes.get(card.index()) else {
        unreachable!(
            "a scheme card in hand or on the discard pile is a card of the box (validate)"
        );
    };
    coins(state, seat, -i32::from(info.cost));
    if let Some(player) = state.players.get_mut(seat.index()) {
        if let Some(at) = player.schemes.iter().position(|c| *c == card) {
            player.schemes.remove(at);
        }
    }
    if let Some(turn) = state.turn.as_mut() {
        turn.scheme_played = true;
    }
    if boxed {
        state.scheme_box.push(card);
    } else {
        state.scheme_discard.push(card);
    }
    state.log(Event::SchemePlayed { seat, card });
    if let Some(gains) = info.rewards.get(usize::from(choice)) {
        gain_all(state, seat, gains);
    }
}

/// `cards` with the equivalent ones listed once: two scheme cards of the
/// same cost and rewards make the same choice when kept, played or paid
/// (the first id stands for both).
#[must_use]
pub fn distinct(cards: &[Scheme]) -> Vec<Scheme> {
    let d = data();
    let same = |a: Scheme, b: Scheme| match (d.schemes.get(a.index()), d.schemes.get(b.index())) {
        (Some(x), Some(y)) => {
            x.cost == y.cost && x.rewards == y.rewards && x.casualties == y.casualties
        }
        _ => a == b,
    };
    let mut sorted = cards.to_vec();
    sorted.sort_unstable();
    let mut out: Vec<Scheme> = Vec::new();
    for c in sorted {
        if !out.iter().any(|o| same(*o, c)) {
            out.push(c);
        }
    }
    out
}

/// What a casualty check showed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Check {
    /// Cards revealed.
    pub revealed: u8,
    /// The casualty icons of the card that stopped it (0: none showed any).
    pub icons: u8,
}

/// A casualty check: reveal up to `count` cards from `deck`, one at a time,
/// stopping at the first with casualty icons; revealed cards are discarded.
pub fn casualty_check(state: &mut State, seat: Seat, deck: u8, count: u8) -> Check {
    let mut check = Check::default();
    for _ in 0..count {
        let Some(card) = draw_from(state, deck) else {
            break;
        };
        state.scheme_discard.push(card);
        state.log(Event::Revealed { seat, deck, card });
        check.revealed += 1;
        check.icons = data().schemes.get(card.index()).map_or(0, |c| c.casualties);
        if check.icons > 0 {
            break;
        }
    }
    check
}
