//! "Explore the Vital Territories", "Moving your Fox", the paid actions.

mod common;

use common::*;
use ruse::ids::{Buy, Instinct, Obstacle, RuseTile, Territory};
use ruse::state::{Beaver, Fox, HeldTile, Phase, Spot};
use ruse::{Action, Options};

const RIV: Territory = Territory::River;

#[test]
fn the_territory_bonus_follows_the_value_when_placed_then_the_cost_is_paid() {
    // Value 4 on D4 (cost 2): the 3–4 tier raises a kit; 2 is left.
    let mut s = fresh(3);
    start(&mut s, S0, 4);
    s.players[0].kits[1].place = ruse::state::KitPlace::Exited; // two eligible kits: a choice
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 3,
        },
    );
    assert_eq!(s.turn.unwrap().value, 2);
    assert_eq!(legal(&s)[0], Action::RaiseKit { seat: S0, kit: 0 });
    act(&mut s, Action::RaiseKit { seat: S0, kit: 1 });
    assert_eq!(s.players[0].kits[1].value, 2);
    assert_eq!(s.phase, Phase::Move { seat: S0 });
}

#[test]
fn territory_bonus_of_a_low_die_is_a_resource_and_the_territory_tile() {
    let mut s = fresh(3);
    start(&mut s, S0, 2);
    let top = *s.territories[0].stack.last().unwrap();
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    assert_eq!(s.players[0].resources[RIV.index()], 1);
    assert!(!s.territories[0].stack.contains(&top) || s.territories[0].stack.len() == 11);
    assert_eq!(s.territories[0].stack.len(), 11);
}

#[test]
fn territory_bonus_of_a_high_die_is_a_resource_of_the_territory() {
    let mut s = fresh(3);
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::Farm,
            space: 0,
        },
    );
    assert_eq!(s.players[0].resources, [0, 0, 0, 1]);
    assert_eq!(s.territories[3].stack.len(), 12);
}

#[test]
fn choose_your_resource_ruse_asks_for_the_type() {
    let mut s = fresh(3);
    s.players[0].ruse = Some(RuseTile::AnyResource);
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::Farm,
            space: 0,
        },
    );
    act(
        &mut s,
        Action::TakeResource {
            seat: S0,
            resource: Territory::Forest,
        },
    );
    assert_eq!(s.players[0].resources, [0, 1, 0, 0]);
}

#[test]
fn an_emptied_die_gains_2_gp_once_and_then_gp_pays_the_rest() {
    let mut s = fresh(3);
    start(&mut s, S0, 1);
    s.players[0].gp = 0;
    // D4 costs 2: the die goes to 0 (+2 GP), 1 GP pays the rest.
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 3,
        },
    );
    assert_eq!(s.turn.unwrap().value, 0);
    assert_eq!(s.players[0].gp, 1);
}

#[test]
fn gp_may_pay_only_once_the_die_is_at_zero() {
    let s = fresh(3);
    // A die of 2 with 0 GP can pay 4 (2 + the 2 GP of emptying) but not 5.
    assert!(ruse::die::affordable(d(), &s, S0, 2, 4));
    assert!(!ruse::die::affordable(d(), &s, S0, 2, 5));
    // An empty die gives no second 2 GP.
    assert!(!ruse::die::affordable(d(), &s, S0, 0, 1));
}

#[test]
fn fox_moves_up_to_2_by_day_and_3_by_night() {
    let mut s = fresh(3);
    s.night = false;
    assert_eq!(ruse::territory::allowance(d(), &s, S0, RIV), 2);
    s.night = true;
    assert_eq!(ruse::territory::allowance(d(), &s, S0, RIV), 3);
}

#[test]
fn star_adds_one_and_storm_takes_one_by_day() {
    let mut s = fresh(3);
    s.night = false;
    s.star = Some(S0);
    assert_eq!(ruse::territory::allowance(d(), &s, S0, RIV), 3);
    s.territories[0].obstacle = Some(Obstacle::Storm);
    assert_eq!(ruse::territory::allowance(d(), &s, S0, RIV), 2);
    s.night = true;
    assert_eq!(
        ruse::territory::allowance(d(), &s, S0, RIV),
        4,
        "the storm acts by day only"
    );
}

#[test]
fn movement_instinct_and_day_night_ruse() {
    let mut s = fresh(3);
    s.night = false;
    s.players[0].instincts.push(Instinct::ExtraMove);
    assert_eq!(ruse::territory::allowance(d(), &s, S0, RIV), 3);
    s.players[0].instincts.clear();
    s.players[0].ruse = Some(RuseTile::Nocturnal);
    assert_eq!(ruse::territory::allowance(d(), &s, S0, RIV), 3);
}

#[test]
fn fox_starts_from_the_base_or_continues_never_backward() {
    let mut s = fresh(3);
    s.night = false;
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    let moves: Vec<_> = legal(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .collect();
    assert_eq!(
        moves,
        vec![
            Action::Move {
                seat: S0,
                to: 0,
                from_base: true
            },
            Action::Move {
                seat: S0,
                to: 1,
                from_base: true
            },
            Action::Move {
                seat: S0,
                to: 2,
                from_base: true
            }
        ]
    );
    // Continuing from X3 in the same territory: X3 (stay) and X4 only.
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 3,
    });
    let moves: Vec<_> = legal(&s)
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Move {
                    from_base: false,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        moves,
        vec![
            Action::Move {
                seat: S0,
                to: 3,
                from_base: false
            },
            Action::Move {
                seat: S0,
                to: 4,
                from_base: false
            }
        ]
    );
    assert!(refused(
        &s,
        Action::Move {
            seat: S0,
            to: 2,
            from_base: false
        }
    )
    .contains("never backward"));
}

#[test]
fn you_may_move_up_to_2_spaces_during_the_day_and_up_to_3_spaces_at_night() {
    // "Up to" includes fewer, and not moving at all: a fox facing two
    // opponents' marks may stay at the base and lose nothing.
    let mut s = fresh(3);
    s.territories[0].spaces[0].marker = Some(S1);
    s.territories[0].spaces[1].marker = Some(S2);
    s.players[1].markers_out = 1;
    s.players[2].markers_out = 1;
    s.players[0].gp = 5;
    for (night, reach) in [(false, 2u8), (true, 3)] {
        s.night = night;
        start(&mut s, S0, 6);
        act(
            &mut s,
            Action::Explore {
                seat: S0,
                territory: RIV,
                space: 0,
            },
        );
        let from_base: Vec<u8> = legal(&s)
            .iter()
            .filter_map(|a| {
                if let Action::Move {
                    to,
                    from_base: true,
                    ..
                } = a
                {
                    Some(*to)
                } else {
                    None
                }
            })
            .collect();
        assert_eq!(from_base, (0..=reach).collect::<Vec<_>>(), "night {night}");
        s.territories[0].dice[0] = None;
    }
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 0,
            from_base: true,
        },
    );
    assert_eq!(s.players[0].gp, 5, "no mark passed, none ended on");
    assert_eq!(
        s.players[0].fox,
        Some(Fox {
            territory: RIV,
            space: 0
        })
    );
    assert_eq!(
        legal(&s),
        vec![Action::EndTurn { seat: S0 }],
        "at the base the fox stands on no tile: nothing to buy"
    );
    valid(&s);
}

#[test]
fn passing_an_opponents_mark_costs_1_gp_and_ending_on_one_costs_2() {
    let mut s = fresh(3);
    s.night = true;
    s.territories[0].spaces[0].marker = Some(S1);
    s.territories[0].spaces[1].marker = Some(S2);
    s.players[1].markers_out = 1;
    s.players[2].markers_out = 1;
    s.players[0].gp = 5;
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 2,
            from_base: true,
        },
    );
    assert_eq!(s.players[0].gp, 2);
    assert_eq!((s.players[1].gp, s.players[2].gp), (1, 2));
}

#[test]
fn mark_toll_instinct_pays_the_owner_2_for_a_pass() {
    let mut s = fresh(3);
    s.territories[0].spaces[0].marker = Some(S1);
    s.players[1].markers_out = 1;
    s.players[1].instincts.push(Instinct::MarkToll);
    s.players[0].gp = 5;
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 2,
            from_base: true,
        },
    );
    assert_eq!((s.players[0].gp, s.players[1].gp), (4, 2));
}

#[test]
fn own_marks_cost_nothing_and_a_loss_stops_at_zero_gp() {
    let mut s = fresh(3);
    s.territories[0].spaces[0].marker = Some(S0);
    s.territories[0].spaces[1].marker = Some(S1);
    s.players[0].markers_out = 1;
    s.players[1].markers_out = 1;
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 2,
            from_base: true,
        },
    );
    assert_eq!(s.players[0].gp, 0);
    assert_eq!(s.players[1].gp, 2, "the owner gains the full amount");
}

#[test]
fn meeting_the_beaver_costs_a_non_owner_2_gp() {
    let mut s = fresh(3);
    let tile = HeldTile { home: RIV, tile: 8 };
    s.territories[0].stack.retain(|t| *t != 8);
    s.beaver = Some(Beaver {
        owner: S1,
        territory: RIV,
        space: 0,
        tile: Some(tile),
    });
    s.players[0].gp = 3;
    s.players[1].instincts.push(Instinct::BeaverBonus);
    s.instincts[0] = Instinct::BeaverBonus;
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 1,
            from_base: true,
        },
    );
    assert_eq!((s.players[0].gp, s.players[1].gp), (1, 3));
}

#[test]
fn each_action_is_performed_once_per_turn() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 4,
    }); // RIV-D: track, kit, mark
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
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
    assert_eq!(s.players[0].paws[0], 1);
    assert!(refused(
        &s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track
        }
    )
    .contains("once during your turn"));
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    assert_eq!(s.turn.unwrap().value, 3);
}

#[test]
fn actions_are_those_printed_on_the_tile_where_the_fox_ends() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 2,
    }); // RIV-B: hunt, kit
    s.hunter = Territory::Farm;
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    let buys: Vec<_> = legal(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::Buy { .. }))
        .collect();
    assert_eq!(
        buys,
        vec![
            Action::Buy {
                seat: S0,
                buy: Buy::Kit
            },
            Action::Buy {
                seat: S0,
                buy: Buy::Hunt
            }
        ]
    );
}

#[test]
fn the_hunter_forbids_hunting_and_marking_in_its_territory() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 3,
    }); // RIV-C: mark, hunt
    s.hunter = RIV;
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    assert!(!legal(&s).iter().any(|a| matches!(a, Action::Buy { .. })));
    s.hunter = Territory::Forest;
    assert_eq!(
        legal(&s)
            .iter()
            .filter(|a| matches!(a, Action::Buy { .. }))
            .count(),
        2
    );
}

#[test]
fn the_wolf_forbids_hunting_and_advancing_on_the_track() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.territories[0].obstacle = Some(Obstacle::Wolf);
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    }); // RIV-A: mark, track
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    let buys: Vec<_> = legal(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::Buy { .. }))
        .collect();
    assert_eq!(
        buys,
        vec![Action::Buy {
            seat: S0,
            buy: Buy::Mark
        }]
    );
}

#[test]
fn marking_takes_the_leftmost_marker_and_scores_the_uncovered_slot() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].markers_out = 2;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    assert_eq!(s.territories[0].spaces[0].marker, Some(S0));
    assert_eq!(s.players[0].markers_out, 3);
    assert_eq!(s.players[0].vp, u16::from(d().marker_slot_vp.vp[2]));
}

#[test]
fn re_marking_returns_the_opponents_marker_and_own_tiles_cannot_be_marked() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.territories[0].spaces[0].marker = Some(S1);
    s.players[1].markers_out = 1;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    assert_eq!(s.players[1].markers_out, 0);
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    assert!(!legal(&s).contains(&Action::Buy {
        seat: S0,
        buy: Buy::Mark
    }));
}

#[test]
fn hunting_caches_the_flipped_tile_with_its_bonus() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 2,
    });
    let tile = s.territories[0].spaces[1].hunting.unwrap();
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Hunt,
        },
    );
    assert_eq!(s.players[0].cache, vec![tile]);
    assert!(s.territories[0].spaces[1].hunting.is_none());
    let gp: u8 = d().hunting_tiles[usize::from(tile)]
        .bonus
        .iter()
        .map(|b| {
            if let ruse::data::Bonus::Gp(n) = b {
                *n
            } else {
                0
            }
        })
        .sum();
    assert_eq!(s.players[0].gp, gp);
    valid(&s);
}

#[test]
fn with_a_full_cache_the_bonus_is_collected_and_the_tile_discarded() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    let five: Vec<u8> = (0..5).map(|_| s.hunting_stack.pop().unwrap()).collect();
    s.players[0].cache = five;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 2,
    });
    let stack = s.hunting_stack.len();
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Hunt,
        },
    );
    assert_eq!(s.players[0].cache.len(), 5);
    assert_eq!(s.hunting_stack.len(), stack + 1);
    valid(&s);
}

#[test]
fn hunter_ruse_gains_2_gp_on_every_hunt_and_the_hunting_instinct_costs_1_less() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].ruse = Some(RuseTile::Hunter);
    s.territories[0].spaces[1].hunting = Some(0); // a failed hunt
    let fail = s.hunting_stack.iter().position(|t| *t == 0).unwrap();
    s.hunting_stack.remove(fail);
    s.hunting_stack.push(1);
    s.players[0].instincts.push(Instinct::CheaperHunt);
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 2,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Hunt,
        },
    );
    assert_eq!(s.players[0].gp, 2);
    assert_eq!(s.turn.unwrap().value, 5);
}

#[test]
fn advancing_on_a_track_collects_its_vp_tile_and_hunter_symbol() {
    let mut s = fresh(3);
    s.hunter = Territory::Field;
    s.players[0].paws[0] = 2;
    ruse_track(&mut s);
    // L3: 1 VP and the hunter symbol.
    assert_eq!(s.players[0].paws[0], 3);
    assert_eq!(s.players[0].vp, 1);
    assert_eq!(s.hunter, Territory::Farm);
}

fn ruse_track(s: &mut ruse::State) {
    line_up(s);
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    act(
        s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track,
        },
    );
}

#[test]
fn the_any_track_ruse_advances_the_track_of_your_choice() {
    let mut s = fresh(3);
    s.players[0].ruse = Some(RuseTile::AnyTrack);
    ruse_track(&mut s);
    act(
        &mut s,
        Action::AdvanceTrack {
            seat: S0,
            track: Territory::Farm,
        },
    );
    assert_eq!(s.players[0].paws, [0, 0, 0, 1]);
}

#[test]
fn winter_actions_cost_more() {
    let mut s = fresh_with(Options::winter(3));
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
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
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    assert_eq!(s.turn.unwrap().value, 6 - 3 - 2);
}

#[test]
fn two_players_never_use_the_rightmost_die_space_and_round_four_covers_one_more() {
    let mut s = fresh(2);
    start(&mut s, S0, 6);
    let spaces = |s: &ruse::State| -> Vec<u8> {
        legal(s)
            .into_iter()
            .filter_map(|a| {
                if let Action::Explore {
                    territory: Territory::River,
                    space,
                    ..
                } = a
                {
                    Some(space)
                } else {
                    None
                }
            })
            .collect()
    };
    // Every free open space is offered, the two free ones too (ruling E-15).
    assert_eq!(spaces(&s), vec![0, 1, 2]);
    s.round = 4;
    assert_eq!(spaces(&s), vec![0, 1]);
    let mut s = fresh(3);
    start(&mut s, S0, 6);
    assert_eq!(spaces(&s), vec![0, 1, 2, 3]);
    s.round = 4;
    assert_eq!(spaces(&s), vec![0, 1, 2]);
}

#[test]
fn views_tell_which_die_spaces_are_blocked_with_two_players_or_covered_in_round_four() {
    use ruleshelf_engine::Game;
    use ruse::placement::Closed::{RoundFour, TwoPlayers};
    let closed = |s: &ruse::State| {
        let v = ruse::Ruse::view(s, Some(S0));
        let vital: Vec<_> = v.territories[0].dice.iter().map(|x| x.closed).collect();
        let mountain: Vec<_> = v
            .mountains
            .explore
            .iter()
            .chain(&v.mountains.tiles)
            .map(|x| x.closed)
            .collect();
        (vital, mountain)
    };
    let mut s = fresh(2);
    assert_eq!(
        closed(&s),
        (vec![None, None, None, Some(TwoPlayers)], vec![None; 5])
    );
    s.round = 4;
    assert_eq!(
        closed(&s),
        (
            vec![None, None, Some(RoundFour), Some(TwoPlayers)],
            vec![None, None, Some(RoundFour), None, None]
        )
    );
    let mut s = fresh(3);
    s.territories[0].dice[0] = Some(ruse::state::PlacedDie { seat: S1, value: 2 });
    let v = ruse::Ruse::view(&s, None);
    assert_eq!(
        v.territories[0].dice[0].die, s.territories[0].dice[0],
        "an open space shows its die"
    );
    assert_eq!(closed(&s).0, vec![None; 4]);
    s.round = 4;
    assert_eq!(closed(&s).0, vec![None, None, None, Some(RoundFour)]);
    s.territories[0].dice[3] = Some(ruse::state::PlacedDie { seat: S1, value: 2 });
    assert!(
        ruse::Ruse::validate(&s).is_err(),
        "no die lies on a closed space"
    );
}

#[test]
fn the_second_cache_instinct_holds_ten_tiles() {
    let mut s = fresh(3);
    assert_eq!(ruse::hunting::capacity(d(), &s, S0), 5);
    s.players[0].instincts.push(Instinct::SecondCache);
    assert_eq!(ruse::hunting::capacity(d(), &s, S0), 10);
}

#[test]
fn the_track_instinct_makes_advancing_cost_1_less_here_and_in_the_mountains() {
    let mut s = fresh(3);
    s.players[0].instincts.push(Instinct::CheaperTrack);
    assert_eq!(ruse::territory::cost(d(), &s, S0, Buy::Track), 1);
    assert_eq!(ruse::mountains::cost(d(), &s, S0, Buy::Track), 2);
}

#[test]
fn a_track_tile_bonus_den_tile_may_be_returned_to_the_bottom_of_the_stack() {
    let mut s = fresh(3);
    let tk04 = d()
        .track_tiles
        .iter()
        .position(|t| t.id == "TK-04")
        .unwrap() as u8;
    // Put TK-04 on the River track's first tile level.
    for t in &mut s.track_tiles {
        t.retain(|x| *x != tk04);
    }
    s.track_tiles[0].insert(0, tk04);
    s.track_tiles[0].truncate(3);
    s.players[0].paws[0] = d().track_levels.tile_levels[0] - 1;
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
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
    act(&mut s, Action::TakeBonusTile { seat: S0, slot: 3 });
    let top = match &s.pending[0].choice {
        ruse::Choice::PlaceDen { tiles, .. } => tiles[0],
        other => panic!("{other:?}"),
    };
    act(&mut s, Action::ReturnTiles { seat: S0 });
    assert_eq!(
        s.phase,
        Phase::Act { seat: S0 },
        "an effect's tile: the turn goes on"
    );
    assert_eq!(
        ruse::state::DenTile::Bonus {
            id: s.bonus_stack[0]
        },
        top,
        "to the bottom of the bonus stack"
    );
}

#[test]
fn track_tiles_stay_and_pay_every_paw_that_reaches_their_level() {
    let mut s = fresh(3);
    let tk10 = d()
        .track_tiles
        .iter()
        .position(|t| t.id == "TK-10")
        .unwrap() as u8; // a resource of choice
    for t in &mut s.track_tiles {
        t.retain(|x| *x != tk10);
    }
    s.track_tiles[0].insert(0, tk10);
    s.track_tiles[0].truncate(3);
    let level = d().track_levels.tile_levels[0];
    for seat in [S0, S1] {
        s.players[seat.index()].paws[0] = level - 1;
        line_up(&mut s);
        s.hunter = Territory::Farm;
        s.players[seat.index()].fox = Some(Fox {
            territory: RIV,
            space: 1,
        });
        acting(
            &mut s,
            seat,
            Spot::Territory {
                territory: RIV,
                space: 0,
            },
            6,
        );
        act(
            &mut s,
            Action::Buy {
                seat,
                buy: Buy::Track,
            },
        );
        act(
            &mut s,
            Action::TakeResource {
                seat,
                resource: Territory::Field,
            },
        );
        assert_eq!(s.players[seat.index()].resources[2], 1);
    }
    assert_eq!(s.track_tiles[0][0], tk10);
}

#[test]
fn the_beaver_costs_its_owner_nothing() {
    let mut s = fresh(3);
    s.territories[0].stack.retain(|t| *t != 8);
    s.beaver = Some(Beaver {
        owner: S0,
        territory: RIV,
        space: 0,
        tile: Some(HeldTile { home: RIV, tile: 8 }),
    });
    s.players[0].gp = 3;
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 1,
            from_base: true,
        },
    );
    assert_eq!(s.players[0].gp, 3);
}

#[test]
fn a_resource_is_lost_when_the_supply_of_its_type_is_empty() {
    let mut s = fresh(3);
    s.players[1].resources = [0, 0, 0, d().resource_supply.per_type];
    start(&mut s, S0, 6);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::Farm,
            space: 0,
        },
    );
    assert_eq!(s.players[0].resources, [0; 4]);
}

#[test]
fn seats_without_a_die_left_are_skipped() {
    let mut s = fresh(3);
    s.players[1].dice_used = s.players[1].dice;
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(s.phase, Phase::Place { seat: S2 });
}

#[test]
fn a_track_at_its_top_level_cannot_be_advanced() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].paws[0] = d().top_level();
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    assert!(!legal(&s).contains(&Action::Buy {
        seat: S0,
        buy: Buy::Track
    }));
}

#[test]
fn without_a_marker_left_on_your_board_you_cannot_mark() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    for t in 1..4 {
        s.territories[t].spaces[0].marker = Some(S0);
    }
    s.territories[0].spaces[2].marker = Some(S0);
    s.players[0].markers_out = 4;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    assert!(!legal(&s).contains(&Action::Buy {
        seat: S0,
        buy: Buy::Mark
    }));
}

#[test]
fn a_placed_die_stays_on_its_space_showing_the_value_left() {
    let mut s = fresh(3);
    let available = s.players[1].dice - s.players[1].dice_used;
    start(&mut s, S0, 5);
    act(&mut s, Action::MountainExplore { seat: S0, space: 0 });
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Resource,
        },
    );
    act(
        &mut s,
        Action::TakeResource {
            seat: S0,
            resource: RIV,
        },
    );
    let left = 5 - d().mountain_cost(Buy::Resource, false);
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(
        s.mountains.explore[0],
        Some(ruse::state::PlacedDie {
            seat: S0,
            value: left
        }),
        "placed, with the value it still shows"
    );
    assert_eq!(s.turn.map(|t| t.seat), Some(S1));
    assert_eq!(
        s.players[1].dice - s.players[1].dice_used,
        available - 1,
        "the next turn takes one of its seat's available dice"
    );
}

#[test]
fn a_turn_is_a_sequence_of_atomic_decisions_of_the_seat_playing_it() {
    let mut s = fresh(3);
    start(&mut s, S0, 6);
    let all = legal(&s);
    assert!(all.iter().all(|a| a.seat() == S0));
    assert!(
        all.iter().all(|a| matches!(
            a,
            Action::Explore { .. }
                | Action::MountainExplore { .. }
                | Action::MountainObjectives { .. }
                | Action::MountainTiles { .. }
                | Action::Den { .. }
        )),
        "first only where the die goes: {all:?}"
    );
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    let all = legal(&s);
    assert!(
        all.iter()
            .all(|a| matches!(a, Action::Move { seat: S0, .. })),
        "then only where the fox goes: {all:?}"
    );
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 1,
            from_base: true,
        },
    );
    let all = legal(&s);
    assert!(all.contains(&Action::EndTurn { seat: S0 }));
    assert!(
        all.iter().all(|a| matches!(
            a,
            Action::Buy { seat: S0, .. } | Action::EndTurn { seat: S0 }
        )),
        "then each purchase on its own: {all:?}"
    );
}
