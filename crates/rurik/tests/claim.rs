//! The claim phase and final scoring.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::claim::{claim_phase, current_levels, level, level_vp};
use rurik::data::{data, Good, Structure};
use rurik::scoring::{final_score, outcome, warfare_vp};
use rurik::state::Phase;
use rurik::{Action, Agenda, Deed, Rurik};

#[test]
fn the_rule_track_counts_regions_ruled_at_once_and_its_top_level_needs_kiev_and_novgorod() {
    let mut s = empty_map(2);
    for name in ["Rostov", "Polotsk", "Smolensk", "Volyn", "Chernigov"] {
        put(&mut s, 0, name, 1);
    }
    let table = &data().claim;
    assert_eq!(
        current_levels(&s, Seat(0), table)[0],
        4,
        "five regions without Kiev and Novgorod: 5 VP level"
    );
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 0, "Novgorod", 1);
    assert_eq!(current_levels(&s, Seat(0), table)[0], 5);
    assert_eq!(level_vp(table, 5), 8);
}

#[test]
fn the_build_track_counts_the_largest_group_of_adjacent_regions_with_your_structures() {
    let mut s = empty_map(2);
    put_structure(&mut s, 0, "Kiev", Structure::Market);
    put_structure(&mut s, 0, "Volyn", Structure::Church);
    put_structure(&mut s, 0, "Rostov", Structure::Church);
    assert_eq!(
        current_levels(&s, Seat(0), &data().claim)[1],
        1,
        "Kiev–Volyn is a group of two; Rostov is apart"
    );
}

#[test]
fn the_trade_track_counts_goods_on_the_boat_not_the_dock() {
    let mut s = empty_map(2);
    s.players[0].boat[Good::Wood.index()] = 3;
    s.players[0].dock[Good::Fish.index()] = 4;
    assert_eq!(current_levels(&s, Seat(0), &data().claim)[2], 1);
}

#[test]
fn claim_markers_never_go_down() {
    let mut s = empty_map(2);
    s.players[0].claims = vec![3, 0, 0];
    s.phase = action_turn(0, 0);
    claim_phase(&mut s);
    assert_eq!(s.players[0].claims[0], 3);
}

#[test]
fn income_is_a_coin_per_full_boat_column_after_rounds_one_to_three() {
    let mut s = empty_map(2);
    s.players[0].boat[Good::Fur.index()] = 1;
    s.players[0].boat[Good::Stone.index()] = 2;
    let coins = s.players[0].coins;
    claim_phase(&mut s);
    assert_eq!(s.players[0].coins, coins + 2);
    let mut s = empty_map(2);
    s.round = 4;
    s.players[0].boat[Good::Fur.index()] = 1;
    let coins = s.players[0].coins;
    claim_phase(&mut s);
    assert_eq!(s.players[0].coins, coins, "no income after round 4");
    assert_eq!(s.phase, Phase::Over);
}

#[test]
fn the_deed_draft_gives_each_seat_a_card_from_the_refilled_display() {
    let mut s = empty_map(2);
    claim_phase(&mut s);
    assert_eq!(s.phase, Phase::DeedDraft { seat: Seat(0) });
    let first = s.deed_display[0];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(0),
            deed: first,
        },
    );
    assert_eq!(s.deed_display.len(), 3);
    let second = s.deed_display[0];
    play(
        &mut s,
        Action::TakeDeed {
            seat: Seat(1),
            deed: second,
        },
    );
    assert_eq!(s.round, 2);
    assert_eq!(s.players[1].deeds, vec![second]);
    assert!(matches!(s.phase, Phase::Strategy { .. }));
}

#[test]
fn the_first_player_token_taken_on_the_scheme_banner_makes_its_holder_first_next_round() {
    let mut s = empty_map(2);
    s.token_holder = Seat(1);
    claim_phase(&mut s);
    assert_eq!(s.first_seat, Seat(1));
}

#[test]
fn warfare_scores_three_for_the_most_and_one_for_the_second_most() {
    let mut s = empty_map(3);
    s.players[0].warfare = 4;
    s.players[1].warfare = 2;
    s.players[2].warfare = 0;
    assert_eq!(
        (
            warfare_vp(&s, Seat(0)),
            warfare_vp(&s, Seat(1)),
            warfare_vp(&s, Seat(2))
        ),
        (3, 1, 0)
    );
    s.players[1].warfare = 4;
    s.players[2].warfare = 3;
    assert_eq!(
        (
            warfare_vp(&s, Seat(0)),
            warfare_vp(&s, Seat(1)),
            warfare_vp(&s, Seat(2))
        ),
        (3, 3, 0),
        "tied first: no second place"
    );
}

#[test]
fn final_score_adds_claims_warfare_deeds_agenda_and_vp_tokens() {
    let mut s = empty_map(2);
    s.players[0].claims = vec![2, 1, 0];
    s.players[0].warfare = 1;
    let deed = Deed::at(data().deeds.iter().position(|d| d.vp == 2).unwrap());
    s.deed_deck.retain(|d| *d != deed);
    s.deed_display.retain(|d| *d != deed);
    s.players[0].done.push(deed);
    s.players[0].vp_tokens = 1;
    let wealthy = Agenda::at(
        data()
            .agendas
            .iter()
            .position(|a| a.name == "Wealthy")
            .unwrap(),
    );
    let old = s.players[0].agenda.replace(wealthy).unwrap();
    if let Some(p) = s
        .players
        .iter_mut()
        .skip(1)
        .find(|p| p.agenda == Some(wealthy))
    {
        p.agenda = Some(old);
    } else {
        s.agenda_box.retain(|a| *a != wealthy);
        s.agenda_box.push(old);
    }
    s.players[0].coins = 9;
    s.players[1].coins = 3;
    let f = final_score(&s, Seat(0));
    assert_eq!(
        (f.claims, f.warfare, f.deeds, f.agenda, f.vp_tokens),
        (3, 3, 2, 2, 1)
    );
    assert_eq!(f.total, 11);
    Rurik::validate(&s).unwrap();
}

#[test]
fn ties_are_broken_by_claim_track_vp_then_coins_and_are_otherwise_shared() {
    let mut s = empty_map(2);
    s.players[0].vp_tokens = 3;
    s.players[1].claims = vec![2, 0, 0];
    s.players[1].vp_tokens = 1;
    for p in &mut s.players {
        p.agenda = None;
    }
    s.agenda_box = Agenda::all(data().agendas.len()).collect();
    assert_eq!(
        outcome(&s).winners,
        vec![Seat(1)],
        "equal VP, more from the claim board"
    );
    s.players[1].claims = vec![0, 0, 0];
    s.players[1].vp_tokens = 3;
    s.players[0].coins = 5;
    s.players[1].coins = 4;
    assert_eq!(outcome(&s).winners, vec![Seat(0)]);
    s.players[1].coins = 5;
    assert_eq!(
        outcome(&s).winners,
        vec![Seat(0), Seat(1)],
        "tied on everything: a shared place"
    );
}

#[test]
fn levels_follow_the_thresholds() {
    assert_eq!(level(&[2, 3, 4, 5, 7], 1), 0);
    assert_eq!(level(&[2, 3, 4, 5, 7], 6), 4);
    assert_eq!(level(&[3, 5, 7, 9, 11], 11), 5);
}
