//! What a reward gives: action points for the turn, coins, cards, goods,
//! victory point tokens, warfare (with the warfare reward tokens).

use ruleshelf_engine::Seat;

use crate::data::{data, Gain};
use crate::event::Event;
use crate::goods::receive;
use crate::state::{Pending, State};

/// `seat` gains each of `gains`, in order. Action points go to the turn
/// being played (a gain outside a turn brings none).
pub fn gain_all(state: &mut State, seat: Seat, gains: &[Gain]) {
    // Decisions are pushed on a stack: push the later gains' first so that
    // the seat decides them in the card's order.
    for g in gains.iter().rev() {
        gain(state, seat, *g);
    }
}

/// `seat` gains (`delta` > 0) or pays coins, never below zero; logged.
pub fn coins(state: &mut State, seat: Seat, delta: i32) {
    let player = &mut state.players[seat.index()];
    let before = i32::from(player.coins);
    let after = (before + delta).clamp(0, i32::from(u16::MAX));
    player.coins = after as u16;
    if after != before {
        state.log(Event::Coins {
            seat,
            coins: after - before,
        });
    }
}

/// `seat` gains one `g`.
pub fn gain(state: &mut State, seat: Seat, g: Gain) {
    if state.players.get(seat.index()).is_none()
        || (crate::solo::is_rebels(state, seat) && crate::solo::actions::gain(state, g))
    {
        return;
    }
    match g {
        Gain::Coins { n } => coins(state, seat, i32::from(n)),
        Gain::Vp => vp_tokens(state, seat, 1),
        Gain::Good { good } => receive(state, seat, vec![good]),
        Gain::AnyGood => state
            .pending
            .push(Pending::ChooseGood { seat, except: None }),
        Gain::Deed => draw_deed(state, seat),
        Gain::DisplayDeed => {
            if !state.deed_display.is_empty() {
                state.pending.push(Pending::DisplayDeed { seat });
            }
        }
        Gain::Schemes { draw } => state.pending.push(Pending::SchemeDeck { seat, draw }),
        Gain::Scheme => state.pending.push(Pending::SchemeDeck { seat, draw: 1 }),
        Gain::Warfare => advance_warfare(state, seat),
        Gain::Troop | Gain::Structure { .. } => {}
        Gain::Muster { n }
        | Gain::Move { n }
        | Gain::FarMove { n }
        | Gain::Attack { n }
        | Gain::EasyAttack { n }
        | Gain::Tax { n }
        | Gain::Build { n } => {
            let Some(turn) = state.turn.as_mut() else {
                unreachable!("action points come only from what is played in a turn: spaces, scheme cards, deeds, rewards");
            };
            let p = &mut turn.points;
            let pool = match g {
                Gain::Muster { .. } => &mut p.muster,
                Gain::Move { .. } => &mut p.movement,
                Gain::FarMove { .. } => &mut p.far_move,
                Gain::Attack { .. } => &mut p.attack,
                Gain::EasyAttack { .. } => &mut p.easy_attack,
                Gain::Tax { .. } => &mut p.tax,
                _ => &mut p.build,
            };
            *pool = pool.saturating_add(n);
        }
    }
}

/// `seat` earns `n` victory point tokens (their supply is unlimited: the
/// seed and the rulebook's first page count 12 and 16).
pub fn vp_tokens(state: &mut State, seat: Seat, n: u8) {
    let player = &mut state.players[seat.index()];
    player.vp_tokens = player.vp_tokens.saturating_add(n);
    state.log(Event::VpTokens { seat, n });
}

/// The top card of the deed deck into `seat`'s hand ("Shuffle Deeds"
/// refills an empty deck from the discard pile; with both empty, nothing).
pub fn draw_deed(state: &mut State, seat: Seat) {
    if crate::solo::is_rebels(state, seat) {
        crate::solo::actions::gain(state, Gain::Deed);
        return;
    }
    let Some(deed) = crate::deeds::draw_deed_card(state) else {
        return; // the rule's outcome: no deed card left to draw
    };
    state.players[seat.index()].deeds.push(deed);
    state.log(Event::DeedDrawn { seat });
    state.tell(seat, Event::DeedCard { seat, deed });
}

/// One space up the warfare track (never past its top); reaching a space
/// with a warfare reward token gives its reward, once per seat and token
/// ("Warfare Reward Tokens").
pub fn advance_warfare(state: &mut State, seat: Seat) {
    let d = data();
    let player = &mut state.players[seat.index()];
    if player.warfare >= d.warfare_rewards.top {
        return;
    }
    player.warfare += 1;
    let space = player.warfare;
    state.log(Event::Warfare { seat, space });
    let Some(at) = d.warfare_rewards.spaces.iter().position(|s| *s == space) else {
        return; // the rule's outcome: this space holds no warfare reward token
    };
    let Some(&token) = state.warfare_tokens.get(at) else {
        unreachable!("each warfare reward space holds a token (setup, validate)");
    };
    let player = &mut state.players[seat.index()];
    if player.warfare_earned.contains(&token) {
        return;
    }
    player.warfare_earned.push(token);
    state.log(Event::WarfareReward { seat, token });
    if let Some(gains) = d.warfare_rewards.tokens.get(token.index()) {
        gain_all(state, seat, gains);
    }
}
