//! "Private Objectives" and "Common Objectives".

mod common;

use common::*;
use ruse::ids::{Buy, Territory};
use ruse::state::{CommonSlot, Fox, Phase, Spot};
use ruse::Action;

#[test]
fn a_completed_objective_spends_its_resources_and_gives_its_vp_and_bonus() {
    let mut s = fresh(3);
    in_hand(&mut s, S0, 2); // 1 field, 1 river, farm track at 2: cheese and 4 VP
    s.players[0].resources = [1, 0, 1, 0];
    s.players[0].paws[3] = 2;
    declaring(&mut s, S0);
    act(&mut s, Action::Declare { seat: S0, card: 2 });
    assert_eq!(s.players[0].resources, [0; 4]);
    assert_eq!(s.players[0].vp, 4);
    assert_eq!(s.cheese, Some(S0));
    assert_eq!(s.players[0].completed.len(), 1);
}

#[test]
fn conditions_are_checked_not_paid() {
    let mut s = fresh(3);
    in_hand(&mut s, S0, 2);
    s.players[0].resources = [1, 0, 1, 0];
    s.players[0].paws[3] = 1;
    declaring(&mut s, S0);
    assert!(
        !legal(&s).contains(&Action::Declare { seat: S0, card: 2 }),
        "farm track below level 2"
    );
    s.players[0].paws[3] = 5;
    act(&mut s, Action::Declare { seat: S0, card: 2 });
    assert_eq!(s.players[0].paws[3], 5);
}

#[test]
fn objective_001_needs_another_completed_objective_declared_first() {
    let mut s = fresh(3);
    in_hand(&mut s, S0, 1);
    in_hand(&mut s, S0, 9);
    s.players[0].resources = [1, 1, 2, 2];
    declaring(&mut s, S0);
    assert!(!legal(&s).contains(&Action::Declare { seat: S0, card: 1 }));
    act(&mut s, Action::Declare { seat: S0, card: 9 });
    // 009's bonus den tile is owed first; decline to place it.
    while !s.pending.is_empty() {
        let a = legal(&s)
            .into_iter()
            .find(|a| matches!(a, Action::TakeBonusTile { .. } | Action::ReturnTiles { .. }))
            .unwrap();
        act(&mut s, a);
    }
    act(&mut s, Action::Declare { seat: S0, card: 1 });
    assert_eq!(s.star, Some(S0));
}

#[test]
fn declarations_go_in_turn_order_then_the_cheese_and_the_dice_score() {
    let mut s = fresh(3);
    s.cheese = Some(S1);
    s.territories[0].dice[0] = Some(ruse::state::PlacedDie { seat: S2, value: 4 });
    s.players[2].den.dice[0] = Some(1);
    declaring(&mut s, S0);
    act(&mut s, Action::Done { seat: S0 });
    assert_eq!(s.phase, Phase::Objectives { seat: S1 });
    act(&mut s, Action::Done { seat: S1 });
    act(&mut s, Action::Done { seat: S2 });
    assert_eq!(s.players[1].vp, 4, "4 VP for the cheese");
    assert_eq!(s.cheese, None, "it goes back");
    assert_eq!(s.players[2].vp, 5, "the values left on the dice");
    assert_eq!(s.phase, Phase::Growth { seat: S0 });
}

#[test]
fn common_objectives_are_claimed_at_the_end_of_the_turn_on_the_leftmost_space() {
    let mut s = fresh(3);
    // CO-F: a paw at level 4 or more.
    s.common[0] = CommonSlot {
        objective: 5,
        claims: vec![S1],
    };
    s.players[0].paws[0] = 3;
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: Territory::River,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track,
        },
    );
    assert_eq!(s.common[0].claims, vec![S1]);
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(s.common[0].claims, vec![S1, S0]);
    assert_eq!(
        ruse::objectives::common_vp(d(), &s, S0),
        u16::from(d().common_objectives[5].vp[1])
    );
}

#[test]
fn a_common_objective_holds_three_cubes_one_per_player() {
    let mut s = fresh(4);
    s.common[0] = CommonSlot {
        objective: 5,
        claims: vec![S1, S2, ruleshelf_engine::Seat(3)],
    };
    s.players[0].paws[0] = 9;
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(s.common[0].claims.len(), 3);
}

#[test]
fn unfinished_objectives_in_hand_cost_their_penalty_at_the_end() {
    let s = fresh(3);
    let hand = s.players[0].hand.clone();
    let f = ruse::end_game::final_score(d(), &s, S0);
    let penalty: u16 = hand
        .iter()
        .map(|c| u16::from(d().objectives[usize::from(*c) - 1].penalty))
        .sum();
    assert_eq!(f.penalties, penalty);
}

#[test]
fn an_empty_objective_deck_cannot_be_drawn_from() {
    let mut s = fresh(3);
    let deck = std::mem::take(&mut s.players[0].deck);
    s.players[0].discarded.extend(deck);
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    assert!(!legal(&s).contains(&Action::DrawObjective { seat: S0 }));
}

#[test]
fn common_objectives_test_markers_and_hunting_tiles_when_claimed() {
    let mut s = fresh(3);
    s.common[0] = CommonSlot {
        objective: 2,
        claims: vec![],
    }; // CO-C: 4 markers on the board
    s.common[1] = CommonSlot {
        objective: 7,
        claims: vec![],
    }; // CO-H: 3 hunting tiles in the cache
    for t in 0..4 {
        s.territories[t].spaces[0].marker = Some(S0);
    }
    s.players[0].markers_out = 4;
    for _ in 0..3 {
        let t = s.hunting_stack.pop().unwrap();
        s.players[0].cache.push(t);
    }
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(s.common[0].claims, vec![S0]);
    assert_eq!(s.common[1].claims, vec![S0]);
}

#[test]
fn a_seat_may_hold_any_number_of_private_objectives() {
    let mut s = fresh(3);
    for card in s.players[0].deck.clone().into_iter().skip(1) {
        in_hand(&mut s, S0, card);
    }
    let held = s.players[0].hand.len();
    assert_eq!(s.players[0].deck.len(), 1);
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    act(&mut s, Action::DrawObjective { seat: S0 });
    assert_eq!(
        s.players[0].hand.len(),
        held + 1,
        "no hand limit: every card of the deck may be held"
    );
    valid(&s);
}
