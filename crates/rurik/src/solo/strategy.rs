//! The strategy phase for the rebels: "On the rebels' turn, slide the
//! bottom card of the rebel deck up by one strategy row to see which
//! advisor to place on a banner this turn. Advisors marked with an asterisk
//! become available only during the game. If the indicated advisor is not
//! yet available, place the advisor from the row above instead."
//!
//! The row's cell in the current priority's column names the banner; a
//! full banner sends the advisor to the next one on the right (circular).
//! Bribes, when the rebels have the coins: a coin symbol by the banner buys
//! the top space (none when redirected, none when not needed); your advisor
//! of the same influence there costs them one coin to go above it.

use super::data::{RebelCardData, StrategyRow};
use super::{card, priority, REBELS};
use crate::data::{data, Banner};
use crate::event::Event;
use crate::state::{Advisor, State};

/// The bottom card of the rebel deck (the strategy phase's).
#[must_use]
pub fn bottom_card(state: &State) -> Option<&'static RebelCardData> {
    state.solo.as_ref()?.deck.first().and_then(|c| card(*c))
}

/// Whether `row`'s advisor is available this round: an asterisk advisor
/// once the round's advisors hold one more of its number than the card's
/// rows without an asterisk use; any other while the rebels hold it.
#[must_use]
pub fn available(state: &State, card: &RebelCardData, row: &StrategyRow) -> bool {
    let held = state.players[REBELS.index()]
        .advisors
        .iter()
        .filter(|n| **n == row.advisor)
        .count();
    if !row.star {
        return held > 0;
    }
    let plain = card
        .rows
        .iter()
        .filter(|r| !r.star && r.advisor == row.advisor)
        .count();
    let dealt = crate::turn::schedule(state)
        .iter()
        .filter(|n| **n == row.advisor)
        .count();
    held > 0 && dealt > plain
}

/// The banner (column of the board) a row names for `priority`, and the
/// banner it lands on: the next one to the right with room when full.
#[must_use]
pub fn landing_column(state: &State, banner: Banner) -> Option<(u8, bool)> {
    let side = data().board(state.seats());
    let wanted = side.columns.iter().position(|c| c.action == banner)?;
    let n = state.board.len();
    (0..n)
        .map(|i| (wanted + i) % n)
        .find(|c| state.board[*c].iter().any(Option::is_none))
        .map(|c| (c as u8, c != wanted))
}

/// The coins the rebels add as a bribe to place advisor `number` on
/// `column`: for a coin symbol (not redirected), those that take the top
/// space if they have them; else one coin above your advisor of the same
/// influence, if they have it.
#[must_use]
pub fn bribe(state: &State, column: u8, number: u8, coin: bool, redirected: bool) -> u8 {
    let coins = state.players[REBELS.index()].coins;
    let spaces = &state.board[usize::from(column)];
    if coin && !redirected {
        let top = spaces
            .first()
            .copied()
            .flatten()
            .map_or(0, Advisor::strength);
        let needed = if top >= number { top - number + 1 } else { 0 };
        if needed > 0 && coins >= u16::from(needed) {
            return needed;
        }
    }
    let yours_equal = spaces
        .iter()
        .flatten()
        .any(|a| a.seat != REBELS && a.strength() == number);
    u8::from(yours_equal && coins > 0)
}

/// The rebels place their next advisor; false when they cannot (a state
/// no rule leaves).
pub fn place(state: &mut State) -> bool {
    let Some(card) = bottom_card(state) else {
        return false;
    };
    let mut row = None;
    while let Some(slid) = state.solo.as_ref().map(|s| s.slid) {
        let Some(r) = card.rows.get(usize::from(slid)) else {
            break;
        };
        let used = available(state, card, r);
        if let Some(s) = state.solo.as_mut() {
            s.slid += 1;
        }
        state.log(Event::RebelRow { step: slid, used });
        if used {
            row = Some(r);
            break;
        }
    }
    // A card whose rows are spent (never with the data's cards, which name
    // each advisor once): the lowest advisor left, on its first row's banner.
    let pi = priority(state).index();
    let (number, banner, coin) = match row {
        Some(r) => (r.advisor, r.banners[pi], r.coins[pi]),
        None => {
            let lowest = state.players[REBELS.index()].advisors.iter().min().copied();
            let Some(n) = lowest else { return false };
            (
                n,
                card.rows.first().map_or(Banner::Muster, |r| r.banners[pi]),
                false,
            )
        }
    };
    let Some((column, redirected)) = landing_column(state, banner) else {
        return false;
    };
    let coins = bribe(state, column, number, coin, redirected);
    let hand = &mut state.players[REBELS.index()].advisors;
    if let Some(at) = hand.iter().position(|n| *n == number) {
        hand.remove(at);
    }
    crate::strategy::bribe(state, REBELS, column, number, coins);
    true
}

/// The rebels' strategy rows slid out so far this round (the bottom card's
/// first rows), for a view.
#[must_use]
pub fn slid_rows(state: &State) -> Vec<StrategyRow> {
    let slid = state.solo.as_ref().map_or(0, |s| usize::from(s.slid));
    bottom_card(state).map_or_else(Vec::new, |c| c.rows.iter().take(slid).cloned().collect())
}
