//! "End of Round", "Reset", "End of Game", "Cheese", "Star".

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use ruse::ids::{Obstacle, Territory};
use ruse::state::{Fox, KitPlace, Phase};
use ruse::{Action, Ruse};

/// Ends the round: every seat's last die is used.
fn end_round(s: &mut ruse::State) {
    for p in &mut s.players {
        p.dice_used = p.dice;
    }
    let seat = s.turn.unwrap().seat;
    ruse_acting_end(s, seat);
}

fn ruse_acting_end(s: &mut ruse::State, seat: Seat) {
    acting(s, seat, ruse::state::Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(s, Action::EndTurn { seat });
}

#[test]
fn the_camp_pays_2_gp_and_the_bear_a_resource_to_foxes_in_its_territory() {
    let mut s = fresh(3);
    s.territories[1].obstacle = Some(Obstacle::Camp);
    s.territories[2].obstacle = Some(Obstacle::Bear);
    s.players[1].fox = Some(Fox {
        territory: Territory::Forest,
        space: 2,
    });
    s.players[2].fox = Some(Fox {
        territory: Territory::Field,
        space: 1,
    });
    end_round(&mut s);
    assert_eq!(s.players[1].gp, 2);
    assert_eq!(s.pending[0].seat, S2);
    act(
        &mut s,
        Action::TakeResource {
            seat: S2,
            resource: Territory::Farm,
        },
    );
    assert_eq!(s.players[2].resources, [0, 0, 0, 1]);
    assert_eq!(s.phase, Phase::Objectives { seat: S0 });
}

fn through_round_end(s: &mut ruse::State) {
    end_round(s);
    while !matches!(s.phase, Phase::Place { .. }) || !s.pending.is_empty() {
        let a = legal(s)
            .into_iter()
            .find(|a| {
                matches!(
                    a,
                    Action::Done { .. }
                        | Action::TakeGrowthPoints { .. }
                        | Action::TakeResource { .. }
                        | Action::RaiseKit { .. }
                        | Action::AdvanceTrack { .. }
                        | Action::TakeBonusTile { .. }
                        | Action::ReturnTiles { .. }
                        | Action::GrowFree { .. }
                        | Action::PlaceObstacle { .. }
                )
            })
            .unwrap();
        act(s, a);
    }
}

#[test]
fn the_reset_returns_foxes_clears_obstacles_and_refills_hunting_spots() {
    let mut s = fresh(3);
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: 3,
    });
    s.territories[0].obstacle = Some(Obstacle::Wolf);
    let spot = s
        .territories
        .iter()
        .flat_map(|t| t.spaces.iter())
        .position(|x| x.hunting.is_some())
        .unwrap();
    let (t, i) = (spot / 4, spot % 4);
    let tile = s.territories[t].spaces[i].hunting.take().unwrap();
    s.players[1].cache.push(tile);
    through_round_end(&mut s);
    assert_eq!(s.round, 2);
    assert!(s.players.iter().all(|p| p.fox.is_none()));
    assert!(s.territories.iter().all(|t| t.obstacle.is_none()));
    assert!(s.territories[t].spaces[i].hunting.is_some());
    assert!(
        s.players.iter().all(|p| p.dice == 3),
        "2nd round: an additional action die"
    );
    valid(&s);
}

#[test]
fn trailing_players_gain_2_gp_per_orange_space_behind_the_leader() {
    let mut s = fresh(3);
    s.players[0].vp = 35;
    s.players[1].vp = 12;
    s.players[2].vp = 30;
    s.turn_order_tiles = vec![0]; // position 3 gains the cheese
    through_round_end(&mut s);
    // 12 → 35 passes 20 and 30: 4 GP; 30 → 35 passes none.
    assert_eq!((s.players[1].gp, s.players[2].gp), (4, 0));
    assert_eq!(
        s.turn_order,
        vec![S0, S2, S1],
        "the next turn order follows the VP track"
    );
    assert_eq!(s.cheese, Some(S1), "the 3rd position's turn order tile");
}

#[test]
fn turn_order_ties_go_to_the_higher_kit_total() {
    let mut s = fresh(3);
    for p in &mut s.players {
        p.vp = 10;
    }
    s.players[2].kits[0].value = 3;
    through_round_end(&mut s);
    assert_eq!(s.turn_order[0], S2);
    assert_eq!(
        &s.turn_order[1..],
        &[S0, S1],
        "still tied: the previous order"
    );
}

#[test]
fn ending_a_turn_on_a_cheese_space_of_the_vp_track_takes_the_cheese() {
    let mut s = fresh(3);
    s.cheese = Some(S1);
    s.players[0].vp = d().vp_track.cheese_spaces[0];
    acting(&mut s, S0, ruse::state::Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(s.cheese, Some(S0));
}

#[test]
fn a_gain_beyond_99_gp_stops_at_99() {
    let mut s = fresh(3);
    s.cheese = Some(S0);
    s.players[0].gp = 97;
    start(&mut s, S0, 3);
    act(&mut s, Action::SellCheese { seat: S0 });
    assert_eq!(
        s.players[0].gp, 99,
        "the GP tracks end at 99: 97 + 4 stops there"
    );
}

#[test]
fn victory_points_run_past_99_and_the_track_laps_to_its_cheese_spaces() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].gp = 4;
    s.players[0].vp = 99;
    act(&mut s, Action::Grow { seat: S0, kit: 0 });
    assert_eq!(s.players[0].vp, 100, "no cap: a hundred is only a number");
    let mut s = fresh(3);
    s.cheese = Some(S1);
    s.players[0].vp = 100 + d().vp_track.cheese_spaces[0];
    acting(&mut s, S0, ruse::state::Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(
        s.cheese,
        Some(S0),
        "the fox head stands on the same cheese space one lap later"
    );
}

#[test]
fn the_cheese_sells_for_4_gp_during_your_turn() {
    let mut s = fresh(3);
    s.cheese = Some(S0);
    start(&mut s, S0, 3);
    act(&mut s, Action::SellCheese { seat: S0 });
    assert_eq!((s.cheese, s.players[0].gp), (None, 4));
}

#[test]
fn orange_ruse_pays_1_gp_per_orange_space_crossed() {
    let mut s = fresh(3);
    s.players[0].ruse = Some(ruse::ids::RuseTile::Orange);
    s.players[0].vp = 9;
    s.cheese = Some(S0);
    declaring(&mut s, S1);
    s.players[1].vp = 0;
    act(&mut s, Action::Done { seat: S1 });
    act(&mut s, Action::Done { seat: S2 });
    // Step C: cheese, 4 VP: 9 → 13 crosses 10.
    assert_eq!(s.players[0].vp, 13);
    assert_eq!(s.players[0].gp, 1);
}

#[test]
fn end_of_game_scores_star_hunting_kits_commons_and_penalties() {
    let mut s = fresh(3);
    s.round = 4;
    s.star = Some(S0);
    for _ in 0..3 {
        let t = s.hunting_stack.pop().unwrap();
        s.players[0].cache.push(t);
    }
    s.players[0].kits[0] = ruse::state::Kit {
        value: 4,
        place: KitPlace::Exited,
    };
    s.players[0].kits[1] = ruse::state::Kit {
        value: 3,
        place: KitPlace::Den {
            slot: 0,
            instinct: true,
        },
    };
    s.common[0].claims = vec![S0];
    let co = s.common[0].objective;
    let hand: Vec<u8> = s.players[0].hand.clone();
    let penalty: u16 = hand
        .iter()
        .map(|c| u16::from(d().objectives[usize::from(*c) - 1].penalty))
        .sum();
    s.players[0].vp = 50;
    growing(&mut s, S2);
    s.turn_order = vec![S0, S1, S2];
    act(&mut s, Action::Done { seat: S2 });
    assert_eq!(s.phase, Phase::Over);
    // The exited kit (4) is not outside the den; the one on the den board (3) is.
    let expected = 50
        + 4
        + u16::from(d().hunting.chart[3])
        + 3
        + u16::from(d().common_objectives[usize::from(co)].vp[0])
        - penalty;
    assert_eq!(s.players[0].vp, expected);
    let outcome = Ruse::outcome(&s).unwrap();
    assert_eq!(outcome.scores[0], i32::from(expected));
}

/// "At the end of the 4th round, complete the end-of-round scoring", whose
/// reset holds "players trailing behind gain two GP for each orange space
/// they are behind the leader": after round 4 the GP break ties (more GP
/// left). The rest of the reset is left out: the foxes stay where they are.
#[test]
fn after_round_four_trailing_players_still_gain_2_gp_per_orange_space_behind_the_leader() {
    let mut s = fresh(3);
    s.round = 4;
    s.players[0].vp = 35;
    s.players[1].vp = 12;
    s.players[2].vp = 30;
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: 3,
    });
    let gp: Vec<u8> = s.players.iter().map(|p| p.gp).collect();
    growing(&mut s, S2);
    s.turn_order = vec![S0, S1, S2];
    act(&mut s, Action::Done { seat: S2 });
    assert_eq!(s.phase, Phase::Over);
    let gained: Vec<u8> = s.players.iter().zip(&gp).map(|(p, g)| p.gp - g).collect();
    assert_eq!(
        gained,
        [0, 4, 0],
        "12 → 35 passes 20 and 30: 4 GP; 30 → 35 passes none"
    );
    assert_eq!(
        s.players[0].fox,
        Some(Fox {
            territory: Territory::River,
            space: 3
        })
    );
}

#[test]
fn ties_at_the_end_go_to_the_higher_kit_total_then_more_gp() {
    let mut s = fresh(2);
    s.phase = Phase::Over;
    s.turn = None;
    s.players[0].vp = 40;
    s.players[1].vp = 40;
    s.players[1].gp = 1;
    let o = Ruse::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![S1]);
    s.players[0].kits[0].value = 2;
    assert_eq!(Ruse::outcome(&s).unwrap().winners, vec![S0]);
}
