//! Module C: Rebel Factions (seed: "Module C: Rebel Factions"), one test
//! per clause, from hand-built positions.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Good, Structure};
use rurik::state::Points;
use rurik::{Action, Rurik, State};

/// An empty 2-seat map with the faction named `name`, its camp in Kiev.
fn faction(name: &str) -> State {
    let mut s = empty_map_with(faction_options(2));
    set_faction(&mut s, name, "Kiev");
    s
}

/// Moves `n` rebels from the supply beside `seat`'s household mat.
fn defeated(s: &mut State, seat: usize, n: usize) {
    for _ in 0..n {
        let r = s.rebel_supply.pop().unwrap();
        s.players[seat].defeated.push(r);
    }
}

fn announce(seat: u8) -> Action {
    Action::DefeatFaction { seat: Seat(seat) }
}

#[test]
fn setup_one_faction_card_face_up_the_inheritance_cards_as_its_deck_one_revealed_the_camp_in_its_region(
) {
    for seats in 2..=4 {
        let s = started_with(faction_options(seats));
        let f = s.faction.as_ref().unwrap();
        assert!(usize::from(f.card) < data().factions.factions.len());
        let for_seats = data()
            .inheritance
            .iter()
            .filter(|c| c.min_seats <= seats)
            .count();
        assert_eq!(
            f.deck.len() + f.revealed.len(),
            for_seats,
            "only those for the number of players"
        );
        assert_eq!(f.revealed.len(), 1);
        let card = &data().inheritance[f.revealed[0].index()];
        assert_eq!(
            f.camp,
            data().region(&card.region),
            "the region listed at the top of the card"
        );
        assert!(s.inheritance_box.is_empty() && s.inheritance_revealed.is_empty());
    }
    assert_eq!(data().factions.factions.len(), 3);
}

#[test]
fn the_rebel_camp_counts_toward_the_three_structure_limit_in_a_region() {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Kiev", 1);
    put_structure(&mut s, 0, "Kiev", Structure::Church);
    put_structure(&mut s, 0, "Kiev", Structure::Market);
    turn(&mut s, 0, build_points(2));
    assert!(!legal(&s, &build_in(0, "Kiev", Structure::Stronghold)));
}

#[test]
fn at_the_start_of_each_claim_phase_a_rebel_goes_to_the_camps_region_if_it_has_none() {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    let supply = s.rebel_supply.len();
    rurik::claim::claim_phase(&mut s);
    assert_eq!(rurik::map::rebels(&s, region("Kiev")), 1);
    assert_eq!(s.rebel_supply.len(), supply - 1, "a random rebel miniature");
}

#[test]
fn otherwise_reveal_the_top_inheritance_card_and_place_a_rebel_in_the_region_listed_at_its_top() {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    let top = *s.faction.as_ref().unwrap().deck.last().unwrap();
    let there = data()
        .region(&data().inheritance[top.index()].region)
        .unwrap();
    let before = rurik::map::rebels(&s, there);
    turn(&mut s, 0, Points::default());
    rurik::claim::claim_phase(&mut s);
    assert_eq!(s.faction.as_ref().unwrap().revealed.last(), Some(&top));
    assert_eq!(rurik::map::rebels(&s, there), before + 1);
}

#[test]
fn armed_uprising_when_attacking_a_rebel_you_must_check_for_a_casualty_but_do_not_advance_your_warfare_marker(
) {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Volyn", 2);
    put_rebels(&mut s, "Volyn", 1);
    stack_scheme(&mut s, 1, scheme_with_casualties(1));
    turn(&mut s, 0, attack_points(1));
    let attack = Action::Attack {
        seat: Seat(0),
        region: region("Volyn"),
        target: None,
        deck: 1,
        easy: false,
        from: None,
    };
    assert!(
        legal(&s, &attack),
        "the casualty check draws from a deck of your choice"
    );
    play(&mut s, attack);
    answer_all(&mut s);
    assert_eq!(troops_at(&s, 0, "Volyn"), 1, "a casualty");
    assert_eq!(s.players[0].warfare, 0);
    assert_eq!(s.players[0].defeated.len(), 1);
}

#[test]
fn pagan_unrest_when_building_a_church_in_a_region_with_any_rebels_you_may_not_remove_a_rebel() {
    let mut s = faction("Pagan Unrest");
    put(&mut s, 0, "Volyn", 2);
    put_rebels(&mut s, "Volyn", 1);
    turn(&mut s, 0, build_points(1));
    play(&mut s, build_in(0, "Volyn", Structure::Church));
    assert!(s.pending.is_empty(), "no rebel to convert: no decision");
    assert_eq!(rurik::map::rebels(&s, region("Volyn")), 1);
    assert_eq!(
        troops_at(&s, 0, "Volyn"),
        2,
        "without removing a troop, you may not place one of your troops"
    );
}

#[test]
fn pagan_unrest_a_church_may_still_remove_an_opponents_troop_and_place_one_of_yours() {
    let mut s = faction("Pagan Unrest");
    put(&mut s, 0, "Volyn", 2);
    put(&mut s, 1, "Volyn", 1);
    put_rebels(&mut s, "Volyn", 1);
    turn(&mut s, 0, build_points(2));
    play(&mut s, build_in(0, "Volyn", Structure::Church));
    assert!(!legal(
        &s,
        &Action::ConvertUnit {
            seat: Seat(0),
            target: None,
            rebel: true
        }
    ));
    play(&mut s, convert_troop(0, 1));
    assert_eq!(troops_at(&s, 0, "Volyn"), 3);
}

#[test]
fn peasant_mutiny_when_taxing_in_a_region_with_any_rebels_you_must_spend_one_additional_tax_point()
{
    let mut s = faction("Peasant Mutiny");
    put(&mut s, 0, "Volyn", 2);
    put(&mut s, 0, "Novgorod", 1);
    put_rebels(&mut s, "Volyn", 1);
    turn(&mut s, 0, tax_points(1));
    assert!(
        !legal(&s, &tax_in(0, "Volyn")),
        "you rule Volyn: one point, and one more"
    );
    assert!(legal(&s, &tax_in(0, "Novgorod")));
    turn(&mut s, 0, tax_points(2));
    play(&mut s, tax_in(0, "Volyn"));
    assert_eq!(s.turn.as_ref().unwrap().points.tax, 0);
}

#[test]
fn armed_uprising_defeat_condition_have_four_defeated_rebels() {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Volyn", 1);
    defeated(&mut s, 0, 3);
    turn(&mut s, 0, Points::default());
    assert!(!legal(&s, &announce(0)));
    defeated(&mut s, 0, 1);
    assert!(legal(&s, &announce(0)));
}

#[test]
fn pagan_unrest_defeat_condition_have_two_churches_and_two_defeated_rebels() {
    let mut s = faction("Pagan Unrest");
    put(&mut s, 0, "Volyn", 1);
    defeated(&mut s, 0, 2);
    put_structure(&mut s, 0, "Volyn", Structure::Church);
    turn(&mut s, 0, Points::default());
    assert!(!legal(&s, &announce(0)));
    put_structure(&mut s, 0, "Novgorod", Structure::Church);
    assert!(legal(&s, &announce(0)));
}

#[test]
fn peasant_mutiny_defeat_condition_have_four_different_types_of_goods_and_two_defeated_rebels() {
    let mut s = faction("Peasant Mutiny");
    put(&mut s, 0, "Volyn", 1);
    defeated(&mut s, 0, 2);
    for g in [Good::Stone, Good::Wood, Good::Fish] {
        s.players[0].dock[good_index(g)] = 1;
    }
    s.players[0].boons = 1;
    turn(&mut s, 0, Points::default());
    assert!(
        !legal(&s, &announce(0)),
        "a trade boon token is not a good (ruling 18)"
    );
    s.players[0].boat[good_index(Good::Fur)] = 1;
    assert!(legal(&s, &announce(0)));
}

#[test]
fn to_defeat_the_faction_announce_it_on_your_turn_for_a_victory_point_token_the_camp_removed_the_card_flipped(
) {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Volyn", 1);
    put(&mut s, 0, "Kiev", 1);
    put_structure(&mut s, 0, "Kiev", Structure::Church);
    put_structure(&mut s, 0, "Kiev", Structure::Market);
    defeated(&mut s, 0, 4);
    turn(&mut s, 0, Points::default());
    play(&mut s, announce(0));
    let f = s.faction.as_ref().unwrap();
    assert!(f.defeated && f.camp.is_none());
    assert_eq!(s.players[0].vp_tokens, 1);
    assert!(!legal(&s, &announce(0)));
    turn(&mut s, 0, build_points(1));
    assert!(
        legal(&s, &build_in(0, "Kiev", Structure::Stronghold)),
        "the camp no longer takes a place"
    );
}

#[test]
fn a_defeated_faction_stops_mustering_and_its_ongoing_effect_stops() {
    let mut s = faction("Peasant Mutiny");
    put(&mut s, 0, "Volyn", 2);
    put_rebels(&mut s, "Volyn", 1);
    s.faction.as_mut().unwrap().defeated = true;
    s.faction.as_mut().unwrap().camp = None;
    turn(&mut s, 0, tax_points(1));
    assert!(legal(&s, &tax_in(0, "Volyn")), "no additional tax point");
    let supply = s.rebel_supply.len();
    rurik::claim::claim_phase(&mut s);
    assert_eq!(s.rebel_supply.len(), supply, "no rebel placed");
}

#[test]
fn the_rebel_factions_deck_order_is_secret() {
    let s = started_with(faction_options(3));
    let mut other = s.clone();
    other.faction.as_mut().unwrap().deck.reverse();
    for viewer in [Some(Seat(0)), Some(Seat(2)), None] {
        assert_eq!(Rurik::view(&s, viewer), Rurik::view(&other, viewer));
    }
    let v = Rurik::view(&s, Some(Seat(0)));
    assert_eq!(
        usize::from(v.faction.as_ref().unwrap().deck),
        s.faction.as_ref().unwrap().deck.len()
    );
}

#[test]
fn announcing_a_defeat_condition_not_met_is_refused_with_the_rule_and_its_heading() {
    let mut s = faction("Armed Uprising");
    put(&mut s, 0, "Volyn", 1);
    turn(&mut s, 0, Points::default());
    let message = refused(&s, announce(0));
    assert!(message.contains("announce that they meet the defeat condition"));
    assert!(message.ends_with("Rebel Factions"));
}
