//! Hand-built solo positions: you (seat 0) against the rebels (side 1).

use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Banner};
use rurik::options::{Level, RebelLeader};
use rurik::solo::{Priority, RebelTurn, Stage, REBELS};
use rurik::state::{Phase, Points, Turn};
use rurik::{Options, RebelCard, Rurik, State};

use super::region;

/// The rebels' side index, for the helpers taking a seat number.
pub const THEM: u8 = 1;
/// Your seat.
pub const ME: u8 = 0;

/// Level 1 against Sviatopolk, set up to round 1's strategy phase.
#[must_use]
pub fn solo() -> State {
    super::started_with(Options::solo(Level::One, RebelLeader::Sviatopolk))
}

/// Level 1 against `leader`, on an empty map.
#[must_use]
pub fn empty_against(leader: RebelLeader) -> State {
    super::empty_map_with(Options::solo(Level::One, leader))
}

/// An empty solo map, level 1, Sviatopolk leading.
#[must_use]
pub fn empty() -> State {
    empty_against(RebelLeader::Sviatopolk)
}

/// Puts `n` neutral troops (from their supply) in `name`.
pub fn neutral(state: &mut State, name: &str, n: u8) {
    super::put_rebels(state, name, n);
}

/// The neutral troops in `name`.
#[must_use]
pub fn neutrals_at(state: &State, name: &str) -> u8 {
    state.regions[region(name).index()].rebels.len() as u8
}

/// Puts rebel card `id` (its printed number) on top of the rebel deck.
pub fn top(state: &mut State, id: u8) {
    let card = card_index(id);
    let deck = &mut state.solo.as_mut().unwrap().deck;
    deck.retain(|c| *c != card);
    deck.push(card);
}

/// Puts rebel card `id` at the bottom of the rebel deck, no row slid out.
pub fn bottom(state: &mut State, id: u8) {
    let card = card_index(id);
    let solo = state.solo.as_mut().unwrap();
    solo.deck.retain(|c| *c != card);
    solo.deck.insert(0, card);
    solo.slid = 0;
}

/// The data index of rebel card `id`.
#[must_use]
pub fn card_index(id: u8) -> RebelCard {
    RebelCard::at(data().solo.cards.iter().position(|c| c.id == id).unwrap())
}

pub fn set_priority(state: &mut State, priority: Priority) {
    state.solo.as_mut().unwrap().priority = priority;
}

/// The banner (board column) of `banner` on the 1–2 player side.
#[must_use]
pub fn column(banner: Banner) -> u8 {
    data()
        .board(1)
        .columns
        .iter()
        .position(|c| c.action == banner)
        .unwrap() as u8
}

/// Makes it the rebels' turn, their advisor taken from `banner` (top
/// space) and its points taken: `points` to spend.
pub fn rebel_turn(state: &mut State, banner: Banner, points: Points) {
    for p in &mut state.players {
        p.advisors.clear();
    }
    state.pending.clear();
    state.phase = Phase::Action {
        pass: 0,
        seat: REBELS,
    };
    state.turn = Some(Turn {
        column: Some(column(banner)),
        resolved: true,
        points,
        ..Turn::default()
    });
    state.solo.as_mut().unwrap().turn = Some(RebelTurn {
        banner,
        stage: Stage::Spend,
        fewer: false,
        march_to: None,
        attack_in: None,
    });
}

/// Plays the rebels until their turn is over or you must decide.
pub fn rebels_act(state: &mut State) {
    for _ in 0..10_000 {
        if rurik::decisions::auto_resolve(state) {
            continue;
        }
        if !state.pending.is_empty() {
            return;
        }
        let theirs = match state.phase {
            Phase::Action { seat, .. } | Phase::Strategy { seat } | Phase::Release { seat } => {
                seat == REBELS
            }
            _ => false,
        };
        if !theirs || !rurik::solo::step(state) {
            return;
        }
    }
    panic!("the rebels never stop");
}

/// `rebel_turn`, then the rebels play it.
pub fn rebels_spend(state: &mut State, banner: Banner, points: Points) {
    rebel_turn(state, banner, points);
    rebels_act(state);
}

/// The rebels' coins.
#[must_use]
pub fn their_coins(state: &State) -> u16 {
    state.players[REBELS.index()].coins
}

/// Puts the rebel leader in `name` (as the rebels' leader).
pub fn rebel_leader_at(state: &mut State, name: &str) {
    state.players[REBELS.index()].leader_at = Some(region(name));
}

/// Every bonus space of the rebel board uncovered (`open`) or covered.
pub fn all_bonuses(state: &mut State, open: bool) {
    for col in &mut state.solo.as_mut().unwrap().locked {
        for l in col {
            *l = !open;
        }
    }
}

/// Every event logged so far.
#[must_use]
pub fn events(state: &State) -> Vec<rurik::Event> {
    Rurik::log(state).iter().map(|e| e.event.clone()).collect()
}

/// You choose scheme deck `deck` (for the rebels' reveal).
#[must_use]
pub fn choose_deck(deck: u8) -> rurik::Action {
    rurik::Action::ChooseDeck {
        seat: Seat(0),
        deck,
    }
}

/// An empty map with `options`: rebel card 1 on top, every bonus covered,
/// and cards without casualty icons on top of both scheme decks (two
/// each), so that checks show no casualty.
#[must_use]
pub fn board_with(options: Options) -> State {
    let mut state = super::empty_map_with(options);
    top(&mut state, 1);
    all_bonuses(&mut state, false);
    let plain = super::schemes_with_casualties(0);
    for (deck, card) in [(0, plain[0]), (1, plain[1]), (0, plain[2]), (1, plain[3])] {
        super::stack_scheme(&mut state, deck, card);
    }
    state
}
