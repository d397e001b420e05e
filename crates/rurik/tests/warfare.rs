//! Module B: Warfare (seed: "Module B: Warfare"; "Deed Card Reference",
//! "Agenda Card Reference", "Scheme Card Reference"), one test per clause,
//! from hand-built positions.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Good, Measure, Structure};
use rurik::state::{Pending, Phase, Points};
use rurik::warfare::Captive;
use rurik::{Action, Agenda, Recipe, Rurik, Scheme, State};

/// 2 seats, empty map: seat 0 with two troops in Kiev, seat 1 with one.
fn battle() -> State {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 2);
    put(&mut s, 1, "Kiev", 1);
    s
}

/// Stacks `cards` so that they are revealed from deck `deck` in this order.
fn reveal_next(s: &mut State, deck: usize, cards: &[Scheme]) {
    for c in cards.iter().rev() {
        stack_scheme(s, deck, *c);
    }
}

fn clean(n: usize) -> Scheme {
    schemes_with_casualties(0)[n]
}

fn capture(seat: u8, deck: u8) -> Action {
    Action::Capture {
        seat: Seat(seat),
        deck,
    }
}

fn dungeon(s: &State, seat: usize) -> &[Captive] {
    &s.warfare.as_ref().unwrap().dungeons[seat]
}

fn warfare_recipe() -> Recipe {
    Recipe::at(
        data()
            .conversions
            .recipes
            .iter()
            .position(|r| r.name == "warfare")
            .unwrap(),
    )
}

#[test]
fn setup_a_the_agenda_deed_and_scheme_cards_marked_with_the_warfare_symbol_are_shuffled_in() {
    let s = Rurik::new_game(&warfare_options(2), 3).unwrap();
    let schemes: usize = s.scheme_decks.iter().map(Vec::len).sum();
    assert_eq!(schemes, 32);
    let victorious = Agenda::at(
        data()
            .agendas
            .iter()
            .position(|a| a.name == "Victorious")
            .unwrap(),
    );
    assert!(s
        .agenda_box
        .iter()
        .chain(s.players.iter().filter_map(|p| p.agenda.as_ref()))
        .any(|a| *a == victorious));
    assert_eq!(s.deed_deck.len() + s.deed_display.len(), 34);
}

#[test]
fn setup_b_give_each_player_a_dungeon_mat() {
    for seats in 2..=4 {
        let s = Rurik::new_game(&warfare_options(seats), 3).unwrap();
        assert_eq!(
            s.warfare.as_ref().unwrap().dungeons.len(),
            usize::from(seats)
        );
    }
    assert!(Rurik::new_game(&rurik::Options::new(2), 3)
        .unwrap()
        .warfare
        .is_none());
}

#[test]
fn you_may_only_attempt_to_capture_if_you_revealed_a_scheme_card_and_did_not_suffer_any_casualties()
{
    let mut s = battle();
    reveal_next(&mut s, 0, &[scheme_with_casualties(1)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    assert!(!s
        .pending
        .iter()
        .any(|p| matches!(p, Pending::Capture { .. } | Pending::Defend { .. })));
    answer_all(&mut s);
    assert!(dungeon(&s, 0).is_empty());
}

#[test]
fn a_capture_attempt_reveals_one_card_from_either_deck_and_without_a_casualty_icon_succeeds() {
    let mut s = battle();
    reveal_next(&mut s, 0, &[clean(0)]);
    reveal_next(&mut s, 1, &[clean(1)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    assert_eq!(
        s.players[0].warfare, 1,
        "advance your warfare marker normally"
    );
    assert!(matches!(
        s.pending.last(),
        Some(Pending::Capture { checked: true, .. })
    ));
    assert!(
        legal(&s, &capture(0, 0)) && legal(&s, &capture(0, 1)),
        "either scheme deck"
    );
    let supply = s.players[1].troops;
    play(&mut s, capture(0, 1));
    assert_eq!(dungeon(&s, 0), &[Captive::Troop { seat: Seat(1) }]);
    assert_eq!(troops_at(&s, 1, "Kiev"), 0);
    assert_eq!(
        s.players[1].troops, supply,
        "not back in its owner's supply"
    );
    assert!(
        s.scheme_discard.contains(&clean(1)),
        "then discard all revealed scheme cards"
    );
}

#[test]
fn a_capture_attempt_with_a_casualty_icon_fails_the_attacked_troop_is_removed_and_you_lose_a_troop_per_icon(
) {
    let mut s = battle();
    put(&mut s, 0, "Kiev", 1);
    reveal_next(&mut s, 0, &[clean(0), scheme_with_casualties(2)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    let supply = s.players[1].troops;
    play(&mut s, capture(0, 0));
    assert!(dungeon(&s, 0).is_empty());
    assert_eq!(s.players[1].troops, supply + 1, "removed as normal");
    answer_all(&mut s);
    assert_eq!(troops_at(&s, 0, "Kiev"), 1, "two icons: two of your troops");
}

#[test]
fn declining_the_capture_removes_the_attacked_troop_as_normal() {
    let mut s = battle();
    reveal_next(&mut s, 0, &[clean(0)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    play(&mut s, decline(0));
    assert_eq!(troops_at(&s, 1, "Kiev"), 0);
    assert!(dungeon(&s, 0).is_empty());
}

#[test]
fn the_attacked_player_chooses_its_unit_and_a_captured_leader_goes_to_the_leader_space() {
    let mut s = battle();
    put_leader(&mut s, 1, "Kiev");
    reveal_next(&mut s, 0, &[clean(0), clean(1), clean(2)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    assert!(matches!(s.pending.last(), Some(Pending::Defend { .. })));
    play(&mut s, lose_unit(1, true));
    play(&mut s, capture(0, 0));
    assert_eq!(dungeon(&s, 0), &[Captive::Leader { seat: Seat(1) }]);
    assert_eq!(s.players[1].leader_at, None);
    assert!(
        !rurik::decisions::leader_in_supply(&s, Seat(1)),
        "a captured leader cannot be mustered"
    );
}

#[test]
fn when_you_attack_a_rebel_gain_the_reward_normally_and_you_may_reveal_one_scheme_card_to_check_for_a_casualty(
) {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    reveal_next(&mut s, 0, &[clean(0), clean(1)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_rebel(0, "Kiev"));
    answer_all_but_capture(&mut s);
    assert_eq!(
        s.players[0].defeated.len(),
        1,
        "the reward normally: the rebel is defeated"
    );
    assert!(matches!(
        s.pending.last(),
        Some(Pending::Capture { checked: false, .. })
    ));
    assert!(!legal(&s, &capture(0, 0)), "first a card without casualty");
    play(
        &mut s,
        Action::CheckCasualty {
            seat: Seat(0),
            deck: 0,
        },
    );
    play(&mut s, capture(0, 0));
    assert!(matches!(dungeon(&s, 0), [Captive::Rebel { .. }]));
    assert!(s.players[0].defeated.is_empty());
    assert_eq!(
        rurik::warfare::defeated_rebels(&s, Seat(0)),
        1,
        "rebels in your dungeon count as defeated rebels"
    );
}

/// Answers every decision above the capture offer.
fn answer_all_but_capture(s: &mut State) {
    while !matches!(s.pending.last(), None | Some(Pending::Capture { .. })) {
        let a = first_decision(s).unwrap();
        play(s, a);
    }
}

#[test]
fn if_you_would_reveal_zero_scheme_cards_using_boris_ability_you_may_choose_to_check_for_a_casualty(
) {
    let mut s = empty_map_with(warfare_options(2));
    lead(&mut s, 0, "Boris", "Kiev");
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 1);
    reveal_next(&mut s, 0, &[scheme_with_casualties(1)]);
    turn(&mut s, 0, attack_points(1));
    assert_eq!(
        rurik::attack::reveals(&s, Seat(0), region("Kiev"), Some(Seat(1)), false),
        0
    );
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    answer_all_but_capture(&mut s);
    assert!(matches!(
        s.pending.last(),
        Some(Pending::Capture { checked: false, .. })
    ));
    play(
        &mut s,
        Action::CheckCasualty {
            seat: Seat(0),
            deck: 0,
        },
    );
    answer_all(&mut s);
    assert!(dungeon(&s, 0).is_empty(), "a casualty: no capture");
    assert_eq!(troops_at(&s, 1, "Kiev"), 0, "the troop removed as normal");
}

#[test]
fn you_may_not_attempt_to_capture_a_troop_if_you_are_out_of_space_in_your_dungeon_mat() {
    let mut s = battle();
    s.players[1].troops -= 4;
    s.warfare.as_mut().unwrap().dungeons[0] = vec![Captive::Troop { seat: Seat(1) }; 4];
    reveal_next(&mut s, 0, &[clean(0)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    assert!(s.pending.is_empty(), "limit 4 troops and/or rebels");
    assert_eq!(troops_at(&s, 1, "Kiev"), 0);
}

#[test]
fn at_the_start_of_the_claim_phase_you_must_release_captives_for_victory_point_tokens() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    let rebel = s.rebel_supply.pop().unwrap();
    s.players[1].troops -= 1;
    s.warfare.as_mut().unwrap().dungeons[0] = vec![
        Captive::Leader { seat: Seat(1) },
        Captive::Troop { seat: Seat(1) },
        Captive::Rebel { reward: rebel },
    ];
    turn(&mut s, 0, Points::default());
    let troops = s.players[1].troops;
    rurik::claim::claim_phase(&mut s);
    assert!(dungeon(&s, 0).is_empty());
    assert_eq!(
        s.players[0].vp_tokens, 4,
        "any leader: 2; a set of two troops (any combination of rebels and non-leader troops): 2"
    );
    assert_eq!(
        s.players[1].troops,
        troops + 1,
        "troops to their owners' supply"
    );
    assert!(rurik::decisions::leader_in_supply(&s, Seat(1)));
    assert_eq!(
        s.players[0].defeated,
        vec![rebel],
        "rebels next to your household mat"
    );
}

#[test]
fn one_rebel_or_troop_is_not_released() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    s.players[1].troops -= 1;
    s.warfare.as_mut().unwrap().dungeons[0] = vec![Captive::Troop { seat: Seat(1) }];
    turn(&mut s, 0, Points::default());
    rurik::claim::claim_phase(&mut s);
    assert_eq!(dungeon(&s, 0), &[Captive::Troop { seat: Seat(1) }]);
    assert_eq!(s.players[0].vp_tokens, 0);
}

#[test]
fn with_three_troops_and_rebels_the_jailer_chooses_the_one_that_stays() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    let rebel = s.rebel_supply.pop().unwrap();
    s.players[1].troops -= 2;
    s.warfare.as_mut().unwrap().dungeons[0] = vec![
        Captive::Troop { seat: Seat(1) },
        Captive::Rebel { reward: rebel },
        Captive::Troop { seat: Seat(1) },
    ];
    turn(&mut s, 0, Points::default());
    rurik::claim::claim_phase(&mut s);
    assert_eq!(s.phase, Phase::Release { seat: Seat(0) });
    play(
        &mut s,
        Action::KeepCaptive {
            seat: Seat(0),
            owner: None,
        },
    );
    assert_eq!(dungeon(&s, 0), &[Captive::Rebel { reward: rebel }]);
    assert_eq!(s.players[0].vp_tokens, 2);
    assert!(
        !matches!(s.phase, Phase::Release { .. }),
        "the claim phase goes on"
    );
}

#[test]
fn the_warfare_conversion_token_returns_one_defeated_rebel_plus_two_coins_for_one_attack_point() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    let beside = s.rebel_supply.pop().unwrap();
    let held = s.rebel_supply.pop().unwrap();
    s.players[0].defeated.push(beside);
    s.warfare.as_mut().unwrap().dungeons[0].push(Captive::Rebel { reward: held });
    s.players[0].coins = 2;
    turn(&mut s, 0, Points::default());
    let supply = s.rebel_supply.len();
    play(
        &mut s,
        Action::Convert {
            seat: Seat(0),
            recipe: warfare_recipe(),
        },
    );
    assert!(
        legal(
            &s,
            &Action::ReturnRebel {
                seat: Seat(0),
                dungeon: true
            }
        ) && legal(
            &s,
            &Action::ReturnRebel {
                seat: Seat(0),
                dungeon: false
            }
        ),
        "next to your household mat OR on your dungeon mat"
    );
    play(
        &mut s,
        Action::ReturnRebel {
            seat: Seat(0),
            dungeon: true,
        },
    );
    assert_eq!(s.rebel_supply.len(), supply + 1);
    assert_eq!(s.players[0].coins, 0);
    assert_eq!(s.turn.as_ref().unwrap().points.attack, 1);
    assert!(dungeon(&s, 0).is_empty() && s.players[0].defeated == vec![beside]);
}

#[test]
fn any_conversion_token_is_the_same_type_of_bonus_action_you_may_only_use_one_per_turn() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    let r = s.rebel_supply.pop().unwrap();
    s.players[0].defeated.push(r);
    s.players[0].coins = 2;
    s.players[0].dock[good_index(Good::Fish)] = 2;
    turn(&mut s, 0, Points::default());
    assert!(legal(
        &s,
        &Action::Convert {
            seat: Seat(0),
            recipe: Recipe(0)
        }
    ));
    play(
        &mut s,
        Action::Convert {
            seat: Seat(0),
            recipe: warfare_recipe(),
        },
    );
    assert!(!Rurik::legal_actions(&s)
        .iter()
        .any(|a| matches!(a, Action::Convert { .. })));
}

#[test]
fn double_casualty_remove_two_of_your_troops_or_just_your_only_troop() {
    let mut s = battle();
    put(&mut s, 0, "Kiev", 1);
    reveal_next(&mut s, 0, &[scheme_with_casualties(2)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    answer_all(&mut s);
    assert_eq!(troops_at(&s, 0, "Kiev"), 1, "two of three");
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 1);
    reveal_next(&mut s, 0, &[scheme_with_casualties(2)]);
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    answer_all(&mut s);
    assert_eq!(troops_at(&s, 0, "Kiev"), 0, "your only troop");
}

#[test]
fn besiege_citadel_attack_an_opponent_in_a_region_where_they_have_a_stronghold_and_spend_two_coins()
{
    let mut s = battle();
    put(&mut s, 1, "Volyn", 1);
    put_structure(&mut s, 1, "Volyn", Structure::Stronghold);
    put(&mut s, 0, "Volyn", 1);
    let deed = hold_deed(&mut s, 0, "Besiege Citadel");
    s.players[0].coins = 2;
    reveal_next(&mut s, 0, &[clean(0), clean(1), clean(2), clean(3)]);
    turn(&mut s, 0, attack_points(2));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    answer_all_declining(&mut s);
    assert!(!legal(&s, &accomplish(0, deed)), "no stronghold in Kiev");
    play(&mut s, attack_seat(0, "Volyn", 1, 0));
    answer_all_declining(&mut s);
    let warfare = s.players[0].warfare;
    play(&mut s, accomplish(0, deed));
    assert_eq!(s.players[0].warfare, warfare + 1);
    assert_eq!(s.players[0].coins, 0);
}

/// Answers every decision, declining optional ones.
fn answer_all_declining(s: &mut State) {
    while !s.pending.is_empty() {
        let legal = Rurik::legal_actions(s);
        let a = legal
            .iter()
            .find(|a| matches!(a, Action::Decline { .. }))
            .copied()
            .unwrap_or(legal[0]);
        play(s, a);
    }
}

#[test]
fn deadly_plot_attack_an_opponent_in_a_region_with_their_leader_and_discard_a_scheme_card() {
    let mut s = battle();
    put_leader(&mut s, 1, "Kiev");
    let deed = hold_deed(&mut s, 0, "Deadly Plot");
    let card = s.scheme_decks[1].pop().unwrap();
    s.players[0].schemes.push(card);
    reveal_next(&mut s, 0, &[clean(0), clean(1), clean(2)]);
    turn(&mut s, 0, attack_points(1));
    assert!(!legal(&s, &accomplish(0, deed)));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    answer_all_declining(&mut s);
    play(&mut s, accomplish(0, deed));
    answer_all(&mut s);
    assert!(s.scheme_discard.contains(&card));
    assert_eq!(s.turn.as_ref().unwrap().points.build, 1);
}

#[test]
fn conquest_attack_three_troops_of_any_opponents_on_the_same_turn() {
    let mut s = empty_map_with(warfare_options(3));
    put(&mut s, 0, "Kiev", 4);
    put(&mut s, 1, "Kiev", 2);
    put(&mut s, 2, "Kiev", 1);
    let deed = hold_deed(&mut s, 0, "Conquest");
    reveal_next(&mut s, 0, &schemes_with_casualties(0)[..6]);
    turn(&mut s, 0, attack_points(3));
    for target in [1, 1] {
        play(&mut s, attack_seat(0, "Kiev", target, 0));
        answer_all_declining(&mut s);
    }
    assert!(!legal(&s, &accomplish(0, deed)));
    play(&mut s, attack_seat(0, "Kiev", 2, 0));
    answer_all_declining(&mut s);
    play(&mut s, accomplish(0, deed));
    assert_eq!(s.turn.as_ref().unwrap().points.movement, 2);
}

#[test]
fn peace_treaty_release_one_captive_remove_one_of_your_troops_and_spend_two_coins() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 2);
    s.players[1].troops -= 1;
    s.warfare.as_mut().unwrap().dungeons[0] = vec![Captive::Troop { seat: Seat(1) }];
    s.players[0].coins = 2;
    let deed = hold_deed(&mut s, 0, "Peace Treaty");
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, deed));
    play(
        &mut s,
        Action::ReleaseCaptive {
            seat: Seat(0),
            owner: Some(Seat(1)),
            leader: false,
        },
    );
    play(&mut s, remove_troop(0, "Kiev", false));
    assert!(dungeon(&s, 0).is_empty());
    assert_eq!(s.players[1].troops, 12, "back in its owner's supply");
    assert_eq!(s.players[0].vp_tokens, 0, "no ransom (ruling)");
    assert_eq!(s.turn.as_ref().unwrap().points.tax, 2);
}

#[test]
fn victorious_have_the_most_victory_point_tokens() {
    let mut s = battle();
    s.players[0].vp_tokens = 3;
    s.players[1].vp_tokens = 1;
    assert!(rurik::scoring::has_most(&s, Seat(0), Measure::VpTokens));
    assert!(!rurik::scoring::has_most(&s, Seat(1), Measure::VpTokens));
}

#[test]
fn a_capture_before_the_needed_casualty_check_is_refused_with_the_rule_and_its_heading() {
    let mut s = empty_map_with(warfare_options(2));
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    s.options.rebel_rewards = rurik::RebelRewards::None;
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_rebel(0, "Kiev"));
    let message = refused(&s, capture(0, 0));
    assert!(message.contains("revealing one scheme card") && message.ends_with("Capturing Troops"));
}
