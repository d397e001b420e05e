//! The claim phase: the first-player token takes effect, every seat's
//! rule, build and trade markers move up to the best level it meets now
//! (they never go down), income is paid and a deed card drafted (rounds 1–3
//! only); then the next round begins.

use ruleshelf_engine::Seat;

use crate::data::{data, ClaimTable, ROUNDS};
use crate::event::Event;
use crate::gains::coins;
use crate::goods::boat_has_room;
use crate::ids::{Deed, Region};
use crate::map::{largest_group, ruler, structure_regions, units_on_map};
use crate::state::{Pending, Phase, State};

/// The level (0 = none) `value` reaches on a track with these thresholds.
#[must_use]
pub fn level(thresholds: &[u8], value: u8) -> u8 {
    thresholds.iter().take_while(|t| value >= **t).count() as u8
}

/// The levels `seat` meets now on the rule, build and trade tracks. The
/// top rule level also needs the named regions (Kiev and Novgorod) ruled.
#[must_use]
pub fn current_levels(state: &State, seat: Seat, table: &ClaimTable) -> [u8; 3] {
    let d = data();
    let ruled: Vec<Region> = state
        .in_play()
        .filter(|r| ruler(state, *r) == Some(seat))
        .collect();
    let mut rule = level(&table.rule, ruled.len() as u8);
    let needs = table
        .rule_top_needs
        .iter()
        .all(|n| d.region(n).is_some_and(|r| ruled.contains(&r)));
    if usize::from(rule) == table.rule.len() && !needs {
        rule -= 1;
    }
    let build = level(
        &table.build,
        largest_group(structure_regions(state, seat, None)),
    );
    let boat: u8 = state.players[seat.index()].boat.iter().sum();
    let trade = level(&table.trade, boat);
    [rule, build, trade]
}

/// The VP of a claim level.
#[must_use]
pub fn level_vp(table: &ClaimTable, level: u8) -> u8 {
    level
        .checked_sub(1)
        .and_then(|i| table.vp.get(usize::from(i)))
        .copied()
        .unwrap_or(0)
}

/// Income: a coin per completely filled boat column.
#[must_use]
pub fn income(state: &State, seat: Seat) -> u8 {
    let player = &state.players[seat.index()];
    crate::data::Good::ALL
        .iter()
        .filter(|g| !boat_has_room(player, **g))
        .count() as u8
}

/// The claim phase begins: at its start, the modules' steps (captives
/// released, then the faction's rebel), then the claims.
pub fn claim_phase(state: &mut State) {
    state.turn = None;
    let first = state.first_seat;
    if crate::warfare::release::release_from(state, first) {
        after_release(state);
    }
}

/// The rest of the claim phase, once every captive is released.
pub fn after_release(state: &mut State) {
    crate::rebels::claim_start(state);
    claims(state);
}

fn claims(state: &mut State) {
    let d = data();
    state.first_seat = state.token_holder;
    for seat in Seat::all(state.sides()) {
        let now = current_levels(state, seat, &d.claim);
        for (track, level) in now.into_iter().enumerate() {
            let player = &mut state.players[seat.index()];
            if level > player.claims[track] {
                player.claims[track] = level;
                state.log(Event::ClaimAdvanced {
                    seat,
                    track: track as u8,
                    level,
                });
            }
        }
    }
    if state.round >= ROUNDS {
        crate::solo::development::round_end(state);
        crate::epic::effects::game_end(state);
        state.phase = Phase::Over;
        state.log(Event::GameOver);
        return;
    }
    crate::solo::development::development(state);
    for seat in Seat::all(state.sides()) {
        let paid = income(state, seat);
        coins(state, seat, i32::from(paid));
    }
    let first = state.first_seat;
    if state.deed_display.is_empty() {
        next_round(state);
    } else {
        state.phase = Phase::DeedDraft { seat: first };
    }
}

/// Takes `deed` from the display, which is refilled from the deck.
pub fn take_from_display(state: &mut State, seat: Seat, deed: Deed) {
    if let Some(at) = state.deed_display.iter().position(|d| *d == deed) {
        state.deed_display.remove(at);
        state.players[seat.index()].deeds.push(deed);
        state.log(Event::DeedTaken { seat, deed });
    }
    if let Some(card) = crate::deeds::draw_deed_card(state) {
        state.deed_display.push(card);
        state.log(Event::DisplayRefilled { deed: card });
    }
}

/// The draft: each seat in turn order takes a deed from the display.
pub fn take_deed(state: &mut State, seat: Seat, deed: Deed) {
    take_from_display(state, seat, deed);
    match state.next_seat(seat) {
        Some(next) if !state.deed_display.is_empty() => {
            state.phase = Phase::DeedDraft { seat: next }
        }
        _ => next_round(state),
    }
}

/// The round ends (the Palace's deeds), and the next begins.
fn next_round(state: &mut State) {
    crate::solo::development::round_end(state);
    crate::epic::effects::round_end(state);
    state.round += 1;
    let seats = state.seats();
    for r in Region::all(state.regions.len()) {
        state.regions[r].goods = data().in_play(r, seats);
    }
    begin_round(state);
}

/// Deals the round's advisors and opens the strategy phase; a seat with no
/// unit on the map regroups first ("immediately before the next Strategy
/// Phase").
pub fn begin_round(state: &mut State) {
    let advisors = crate::turn::schedule(state);
    for p in &mut state.players {
        p.advisors = advisors.clone();
        p.conversions.clear();
        p.leader_used = false;
    }
    crate::epic::begin_round(state);
    let first = state.first_seat;
    state.log(Event::RoundBegins {
        round: state.round,
        first,
    });
    state.phase = Phase::Strategy { seat: first };
    let order: Vec<Seat> = state.turn_order().collect();
    for seat in order.into_iter().rev() {
        if state.round > 1 && units_on_map(state, seat) == 0 {
            state.pending.push(Pending::Regroup {
                seat,
                left: crate::decisions::REGROUP_UNITS,
            });
        }
    }
}
