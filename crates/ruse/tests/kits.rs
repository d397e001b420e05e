//! "Kits' Growth", "Increasing a Kit", "Private Objectives vs. Kits".

mod common;

use common::*;
use ruse::ids::{Instinct, Territory};
use ruse::state::{KitPlace, Phase};
use ruse::{Action, ExitPay};

const K1: u8 = 0;
const K2: u8 = 1;
const B2: u8 = 3;

/// Seat 0's growth phase with `kit` on its track's last space and 10 GP.
fn before_the_exit(kit: u8) -> ruse::State {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].kits[usize::from(kit)].place = KitPlace::Growing { space: 4 };
    s.players[0].gp = 10;
    s
}

/// Seat 0's `kit` takes the exit step, paying with a river resource.
fn exit_paying_river(s: &mut ruse::State, kit: u8) {
    s.players[0].resources = [1, 0, 0, 0];
    act(
        s,
        Action::Exit {
            seat: S0,
            kit,
            pay: ExitPay::Resource {
                resource: Territory::River,
            },
        },
    );
}

/// Seat 0's growth phase in `round`, K1 on the den board and K2 exited,
/// two objectives completed: K2 goes to the den board too.
fn second_kit_to_the_den_board(round: u8) -> ruse::State {
    let mut s = fresh(3);
    s.round = round;
    growing(&mut s, S0);
    s.players[0].kits[0].place = KitPlace::Den {
        slot: 0,
        instinct: false,
    };
    s.players[0].kits[1].place = KitPlace::Exited;
    for card in s.players[0].hand.clone().into_iter().take(2) {
        completed(&mut s, S0, card);
    }
    act(
        &mut s,
        Action::ToDen {
            seat: S0,
            kit: K2,
            slot: 1,
        },
    );
    s
}

#[test]
fn growth_steps_cost_gp_and_collect_the_icons() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].gp = 4;
    act(&mut s, Action::Grow { seat: S0, kit: K1 });
    assert_eq!(s.players[0].kits[0].place, KitPlace::Growing { space: 2 });
    assert_eq!(
        (s.players[0].gp, s.players[0].vp),
        (2, 1),
        "T1 →G2 costs 2 and shows +1 VP"
    );
    act(&mut s, Action::Grow { seat: S0, kit: K1 });
    assert_eq!(s.players[0].kits[0].value, 2, "the upgrade icon");
    assert!(
        !legal(&s).contains(&Action::Grow { seat: S0, kit: K1 }),
        "no GP left for the next step"
    );
}

#[test]
fn the_growth_instinct_cuts_each_step_by_1_gp_never_below_1() {
    let mut s = fresh(3);
    s.players[0].instincts.push(Instinct::CheaperGrowth);
    assert_eq!(ruse::kits::step_cost(d(), &s, S0, 0, 2), 1);
    assert_eq!(ruse::kits::step_cost(d(), &s, S0, 2, 5), 3);
}

#[test]
fn the_exit_step_also_takes_a_resource_or_a_hunting_tile() {
    let mut s = before_the_exit(K1);
    assert!(
        !legal(&s).iter().any(|a| matches!(a, Action::Exit { .. })),
        "nothing to pay the exit with"
    );
    s.players[0].resources = [0, 1, 0, 0];
    let tile = s.hunting_stack.pop().unwrap();
    s.players[0].cache.push(tile);
    assert!(legal(&s).contains(&Action::Exit {
        seat: S0,
        kit: K1,
        pay: ExitPay::Hunting { tile }
    }));
    act(
        &mut s,
        Action::Exit {
            seat: S0,
            kit: K1,
            pay: ExitPay::Resource {
                resource: Territory::Forest,
            },
        },
    );
    assert_eq!(s.players[0].kits[0].place, KitPlace::Exited);
    assert_eq!(s.players[0].resources, [0; 4]);
    assert_eq!(s.players[0].gp, 10 - d().growth_tracks[0].costs[3]);
    assert_eq!(s.players[0].vp, u16::from(d().growth_tracks[0].exit_vp[0]));
}

#[test]
fn the_first_exit_of_a_track_releases_the_next_black_kit() {
    let mut s = before_the_exit(K1);
    exit_paying_river(&mut s, K1);
    // K2 still on T2's first space: B2 waits.
    assert_eq!(s.players[0].kits[3].place, KitPlace::Ready);
    act(&mut s, Action::Grow { seat: S0, kit: K2 });
    assert_eq!(s.players[0].kits[3].place, KitPlace::Growing { space: 1 });
}

#[test]
fn a_black_kit_stays_behind_its_tracks_coloured_kit() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].kits[1].place = KitPlace::Growing { space: 2 };
    s.players[0].kits[3].place = KitPlace::Growing { space: 1 };
    s.players[0].gp = 20;
    assert!(!legal(&s).contains(&Action::Grow { seat: S0, kit: B2 }));
    act(&mut s, Action::Grow { seat: S0, kit: K2 });
    act(&mut s, Action::Grow { seat: S0, kit: B2 });
    assert_eq!(s.players[0].kits[3].place, KitPlace::Growing { space: 2 });
}

#[test]
fn the_second_kit_out_on_a_track_scores_the_black_exit_vp() {
    let mut s = before_the_exit(B2);
    s.players[0].kits[1].place = KitPlace::Exited;
    exit_paying_river(&mut s, B2);
    assert_eq!(s.players[0].vp, u16::from(d().growth_tracks[1].exit_vp[1]));
}

#[test]
fn a_kit_goes_to_the_den_board_only_with_one_completed_objective_per_kit() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].kits[0].place = KitPlace::Exited;
    assert!(!legal(&s).iter().any(|a| matches!(a, Action::ToDen { .. })));
    let card = s.players[0].hand[0];
    completed(&mut s, S0, card);
    act(
        &mut s,
        Action::ToDen {
            seat: S0,
            kit: K1,
            slot: 2,
        },
    );
    assert_eq!(
        s.players[0].kits[0].place,
        KitPlace::Den {
            slot: 2,
            instinct: false
        },
        "no path yet: it waits"
    );
    assert_eq!(s.kits_outside(S0), 1);
}

#[test]
fn kits_on_the_den_board_cannot_be_raised() {
    let mut s = fresh(3);
    for k in 0..3 {
        s.players[0].kits[k].place = KitPlace::Den {
            slot: k as u8,
            instinct: false,
        };
    }
    assert!(ruse::kits::eligible(&s, S0).is_empty());
    s.players[0].kits[1].place = KitPlace::Exited;
    assert_eq!(ruse::kits::eligible(&s, S0), vec![1]);
}

#[test]
fn an_exited_kit_is_not_outside_the_den_until_sent_to_the_den_board() {
    let mut s = fresh(3);
    s.players[0].kits[0].place = KitPlace::Exited;
    assert_eq!(s.kits_outside(S0), 0);
    s.options.faq_kits_outside = true;
    assert_eq!(s.kits_outside(S0), 1, "the FAQ reading, as an option");
}

#[test]
fn from_round_3_the_second_kit_sent_out_of_the_den_gives_the_4th_die() {
    let s = second_kit_to_the_den_board(3);
    assert!(s.players[0].fourth_die);
    assert_eq!(s.players[0].vp, 0, "used from round 4, no VP");
}

#[test]
fn with_the_faq_option_two_exited_kits_give_the_4th_die_at_once() {
    let mut s = fresh(3);
    s.options.faq_kits_outside = true;
    s.round = 3;
    s.players[0].dice = 3;
    s.players[0].kits[0].place = KitPlace::Exited;
    s.players[0].kits[1].place = KitPlace::Growing { space: 4 };
    // A destiny "free growth" mid-turn pushes K2 out: a 4th turn this round.
    s.pending.push(ruse::state::Pending {
        seat: S0,
        choice: ruse::Choice::FreeGrowth,
    });
    act(&mut s, Action::GrowFree { seat: S0, kit: K2 });
    assert!(s.players[0].fourth_die);
    assert_eq!(s.players[0].dice, 4);
}

#[test]
fn the_4th_die_in_the_final_growth_phase_is_2_vp_instead() {
    let s = second_kit_to_the_den_board(4);
    assert_eq!(s.players[0].vp, u16::from(d().fourth_die.late_vp));
    assert_eq!(s.phase, Phase::Growth { seat: S0 });
}

#[test]
fn hunting_tiles_are_exchanged_for_4_gp_in_the_growth_phase() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    let tile = s.hunting_stack.pop().unwrap();
    s.players[0].cache.push(tile);
    act(&mut s, Action::ExchangeHunting { seat: S0, tile });
    assert_eq!(s.players[0].gp, 4);
    assert!(s.players[0].cache.is_empty());
    valid(&s);
}

#[test]
fn a_plus_one_kit_with_one_eligible_kit_needs_no_choice_and_is_lost_without_one() {
    let mut s = fresh(3);
    s.players[0].kits[1].value = 6;
    s.players[0].kits[2].value = 6;
    start(&mut s, S0, 3);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::River,
            space: 0,
        },
    );
    assert_eq!(s.players[0].kits[0].value, 2);
    assert!(s.pending.is_empty());
    let mut s = fresh(3);
    for k in 0..3 {
        s.players[0].kits[k].value = 6;
    }
    start(&mut s, S0, 3);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::River,
            space: 0,
        },
    );
    assert!(s.pending.is_empty());
    assert_eq!(s.phase, Phase::Move { seat: S0 });
}
