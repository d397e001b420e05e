//! Solo Mode, "1. Strategy Phase": how the rebels place advisors on
//! banners and how they add a bribe.

mod common;

use common::solo::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::Banner;
use rurik::solo::{Priority, REBELS};
use rurik::state::{Advisor, Phase};
use rurik::{Event, Rurik, State};

/// The rebels to place, card `card` at the bottom, at `priority`, in
/// `round`, with `coins`; your advisors `yours` already on banners
/// (banner, advisors top to bottom).
fn placing(
    card: u8,
    priority: Priority,
    round: u8,
    coins: u16,
    yours: &[(Banner, &[u8])],
) -> State {
    let mut state = solo();
    state.round = round;
    bottom(&mut state, card);
    set_priority(&mut state, priority);
    state.players[REBELS.index()].coins = coins;
    state.players[REBELS.index()].advisors = rurik::turn::schedule(&state);
    // You hold advisors, so the strategy phase comes back to you after each.
    state.players[0].advisors = rurik::turn::schedule(&state);
    for (banner, numbers) in yours {
        for (row, n) in numbers.iter().enumerate() {
            state.board[usize::from(column(*banner))][row] = Some(Advisor {
                seat: Seat(0),
                number: *n,
                bribe: 0,
            });
        }
    }
    state.phase = Phase::Strategy { seat: REBELS };
    state
}

/// The rebels place one advisor; returns where it went: (banner, row, advisor).
fn place_one(state: &mut State) -> (Banner, usize, Advisor) {
    state.phase = Phase::Strategy { seat: REBELS };
    let before = state.board.clone();
    rebels_act(state);
    for (c, spaces) in state.board.iter().enumerate() {
        for (r, a) in spaces.iter().enumerate() {
            if let Some(a) = a {
                if a.seat == REBELS && !before[c].contains(&Some(*a)) {
                    let banner = rurik::data::data().board(1).columns[c].action;
                    return (banner, r, *a);
                }
            }
        }
    }
    panic!("no advisor placed");
}

#[test]
fn the_rebels_place_by_the_bottom_card_sliding_it_up_a_row_per_advisor_in_the_priority_column() {
    // Card 1, read bottom to top: 2* Scheme/Attack/Scheme, 4 Attack$/Muster/Tax$,
    // 1 Move/Scheme/Build, 3* Move/Muster/Tax, 5 Build/Build$/Move, 2 Muster/Move/Muster.
    let mut state = placing(1, Priority::Build, 1, 0, &[]);
    let placed: Vec<(Banner, u8)> = (0..4)
        .map(|_| {
            let (banner, _, a) = place_one(&mut state);
            (banner, a.number)
        })
        .collect();
    assert_eq!(
        placed,
        vec![
            (Banner::Muster, 4),
            (Banner::Scheme, 1),
            (Banner::Build, 5),
            (Banner::Move, 2)
        ]
    );
    assert_eq!(state.solo.as_ref().unwrap().slid, 6);
    let mut state = placing(1, Priority::Tax, 1, 0, &[]);
    assert_eq!(place_one(&mut state).0, Banner::Tax);
    let mut state = placing(1, Priority::AttackMove, 1, 0, &[]);
    assert_eq!(place_one(&mut state).0, Banner::Attack);
}

#[test]
fn an_asterisk_advisor_not_yet_available_slides_the_card_up_one_more_row() {
    let mut state = placing(1, Priority::Build, 1, 0, &[]);
    let _ = place_one(&mut state);
    let rows: Vec<(u8, bool)> = Rurik::log(&state)
        .iter()
        .filter_map(|e| match e.event {
            Event::RebelRow { step, used } => Some((step, used)),
            _ => None,
        })
        .collect();
    assert_eq!(
        rows,
        vec![(0, false), (1, true)],
        "round 1: no second #2 yet"
    );
    let view = Rurik::view(&state, Some(Seat(0)));
    let solo = view.solo.unwrap();
    assert_eq!(solo.rows.len(), 2, "both rows slid out are seen");
    assert_eq!(solo.rows[1].advisor, 4, "the last is the row in use");
}

#[test]
fn an_asterisk_advisor_is_placed_once_the_round_brings_it() {
    // Round 3: the second #2 (2*) is available; round 4: the #3 as well.
    let mut state = placing(1, Priority::Build, 3, 0, &[]);
    let (banner, _, a) = place_one(&mut state);
    assert_eq!((banner, a.number), (Banner::Attack, 2));
    let mut state = placing(1, Priority::Build, 4, 0, &[]);
    let placed: Vec<u8> = (0..4).map(|_| place_one(&mut state).2.number).collect();
    assert_eq!(placed, vec![2, 4, 1, 3]);
}

#[test]
fn a_full_banner_sends_the_advisor_to_the_next_banner_on_the_right() {
    let mut state = placing(1, Priority::Build, 1, 0, &[(Banner::Muster, &[5, 4, 2])]);
    let (banner, ..) = place_one(&mut state);
    assert_eq!(banner, Banner::Move);
    let mut state = placing(
        1,
        Priority::Build,
        1,
        0,
        &[(Banner::Muster, &[5, 4, 2]), (Banner::Move, &[5, 4, 1])],
    );
    assert_eq!(
        place_one(&mut state).0,
        Banner::Attack,
        "past every full banner"
    );
}

#[test]
fn the_banner_order_is_circular_past_scheme_back_to_muster() {
    // Card 1's second advisor (1) goes to Scheme at the hammer priority.
    let mut state = placing(1, Priority::Build, 1, 0, &[(Banner::Scheme, &[5, 4, 2])]);
    let _ = place_one(&mut state);
    let (banner, ..) = place_one(&mut state);
    assert_eq!(banner, Banner::Muster);
}

#[test]
fn a_coin_symbol_bribe_buys_the_top_space_of_the_banner() {
    // Card 1, sword and boot: 4 on Attack with a coin symbol; your 5 on top.
    let mut state = placing(1, Priority::AttackMove, 1, 3, &[(Banner::Attack, &[5])]);
    let (banner, row, a) = place_one(&mut state);
    assert_eq!(
        (banner, row, a.bribe),
        (Banner::Attack, 0, 2),
        "5 - 4 + 1 coins"
    );
    assert_eq!(their_coins(&state), 1);
}

#[test]
fn no_coin_symbol_bribe_when_none_is_needed() {
    let mut state = placing(1, Priority::AttackMove, 1, 3, &[(Banner::Attack, &[2])]);
    let (_, row, a) = place_one(&mut state);
    assert_eq!((row, a.bribe), (0, 0));
    assert_eq!(their_coins(&state), 3);
}

#[test]
fn no_coin_symbol_bribe_when_the_rebels_have_too_few_coins() {
    let mut state = placing(1, Priority::AttackMove, 1, 1, &[(Banner::Attack, &[5])]);
    let (_, row, a) = place_one(&mut state);
    assert_eq!((row, a.bribe), (1, 0), "below your 5, the coin kept");
    assert_eq!(their_coins(&state), 1);
}

#[test]
fn no_coin_symbol_bribe_when_the_banner_was_full_and_the_advisor_went_on_to_the_right() {
    // Attack full: the 4 goes to Tax, where your 5 stands; the coin symbol was Attack's.
    let mut state = placing(
        1,
        Priority::AttackMove,
        1,
        5,
        &[(Banner::Attack, &[5, 4, 2]), (Banner::Tax, &[5])],
    );
    let (banner, row, a) = place_one(&mut state);
    assert_eq!((banner, row, a.bribe), (Banner::Tax, 1, 0));
}

#[test]
fn the_rebels_add_one_coin_to_go_above_your_advisor_of_the_same_influence() {
    // Card 1, hammer: 4 on Muster, no coin symbol; your 4 there.
    let mut state = placing(1, Priority::Build, 1, 2, &[(Banner::Muster, &[4])]);
    let (banner, row, a) = place_one(&mut state);
    assert_eq!((banner, row, a.bribe), (Banner::Muster, 0, 1));
    assert_eq!(their_coins(&state), 1);
}

#[test]
fn the_same_influence_coin_is_added_on_a_banner_the_advisor_went_on_to() {
    let mut state = placing(
        1,
        Priority::Build,
        1,
        2,
        &[(Banner::Muster, &[5, 3, 2]), (Banner::Move, &[4])],
    );
    let (banner, row, a) = place_one(&mut state);
    assert_eq!((banner, row, a.bribe), (Banner::Move, 0, 1));
}

#[test]
fn without_a_coin_the_rebels_go_below_your_advisor_of_the_same_influence() {
    let mut state = placing(1, Priority::Build, 1, 0, &[(Banner::Muster, &[4])]);
    let (_, row, a) = place_one(&mut state);
    assert_eq!((row, a.bribe), (1, 0));
}

#[test]
fn a_coin_symbol_bribe_they_cannot_afford_still_lets_them_pay_one_coin_above_your_equal_advisor() {
    // Your 5 on top and your 4 below: taking the top would cost 2; one coin
    // puts their 4 above your 4.
    let mut state = placing(1, Priority::AttackMove, 1, 1, &[(Banner::Attack, &[5, 4])]);
    let (_, row, a) = place_one(&mut state);
    assert_eq!((row, a.bribe), (1, 1));
}

#[test]
fn you_and_the_rebels_alternate_you_first() {
    let mut state = solo();
    assert_eq!(state.phase, Phase::Strategy { seat: Seat(0) });
    let action = Rurik::legal_actions(&state)[0];
    common::play(&mut state, action);
    if let Some(a) = common::first_decision(&state) {
        common::play(&mut state, a);
    }
    let placed: Vec<Seat> = Rurik::log(&state)
        .iter()
        .filter_map(|e| match e.event {
            Event::AdvisorPlaced { seat, .. } => Some(seat),
            _ => None,
        })
        .collect();
    assert_eq!(placed, vec![Seat(0), REBELS]);
    assert_eq!(state.phase, Phase::Strategy { seat: Seat(0) });
}
