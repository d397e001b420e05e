//! "Why not?" from a seat's view: the answers the table shows when a touch
//! plays nothing, named after the rule they give (issue #24's Rurik cases
//! first, then the most common refusals).

mod common;

use common::*;
use ruleshelf_engine::why::{explain, Answer, Explain};
use ruleshelf_engine::{Game, Seat};
use rurik::data::{Good, Structure};
use rurik::state::{Phase, Points};
use rurik::target::Button;
use rurik::{Action, Options, Region, Rurik, Scheme, State, Target};

fn ask(state: &State, seat: u8, target: &str) -> Answer<Action> {
    let view = Rurik::view(state, Some(Seat(seat)));
    explain::<Rurik>(&view, &target.parse().expect("a Rurik target id"))
}

/// The (kind, heading) and the rule of a refusal; panics on anything but
/// a rule of the viewer's.
fn refusal(answer: Answer<Action>) -> ((&'static str, String), String) {
    match answer {
        Answer::Pending { rule, heading } => (("pending", heading), rule),
        Answer::Phase { rule, heading } => (("phase", heading), rule),
        Answer::Forbidden { rule, heading } => (("forbidden", heading), rule),
        other => panic!("not a rule of the viewer's: {other:?}"),
    }
}

/// A (kind, heading) pair to compare with `refusal`'s.
fn of(kind: &'static str, heading: &str) -> (&'static str, String) {
    (kind, heading.to_owned())
}

#[test]
fn a_space_is_refused_while_an_inheritance_card_must_be_returned() {
    // Issue #24: 3 seats, seed 41. While Seat 1 had to return one of the
    // three inheritance cards dealt, a touch on a strategy-board space told
    // Seat 1 that "Seat 1 is to act now".
    let mut state = Rurik::new_game(&Options::new(3), 41).unwrap();
    while state.phase != (Phase::ReturnInheritance { seat: Seat(0) }) {
        let first = Rurik::legal_actions(&state)[0];
        let _ = Rurik::apply(&mut state, &first).unwrap();
    }
    assert_eq!(state.players[0].inheritance.len(), 3, "three cards dealt");
    let (kind, rule) = refusal(ask(&state, 0, "space:0:0"));
    assert_eq!(kind, of("pending", "Inheritance Cards"));
    assert_eq!(
        rule,
        "each player selects two of the three inheritance cards dealt and returns the other to the game box"
    );
    // The cards themselves are what the step is made on.
    let card = state.players[0].inheritance[0];
    assert!(matches!(
        ask(&state, 0, &format!("inherit:{card}")),
        Answer::Playable { .. }
    ));
    // And another seat is told who decides: Seat 1, not itself.
    assert_eq!(
        ask(&state, 1, "space:0:0"),
        Answer::OtherSeats {
            seats: vec![Seat(0)]
        }
    );
}

#[test]
fn an_attack_that_reveals_no_card_names_no_deck() {
    // Issue #24: attacking a rebel (no casualty check without Armed
    // Uprising) reveals no card; asked with deck 1, check gave the general
    // attack rule ("where you have a unit"), though the unit is there.
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    turn(&mut s, 0, attack_points(1));
    assert!(
        legal(&s, &attack_rebel(0, "Kiev")),
        "with deck 0 it is legal"
    );
    let Action::Attack {
        seat,
        region,
        target,
        easy,
        from,
        ..
    } = attack_rebel(0, "Kiev")
    else {
        unreachable!()
    };
    let with_deck_1 = Action::Attack {
        seat,
        region,
        target,
        deck: 1,
        easy,
        from,
    };
    let m = refused(&s, with_deck_1);
    assert!(m.ends_with("— Attack"), "{m}");
    assert!(
        m.contains("reveals no scheme card names no deck: it is made with deck 0"),
        "{m}"
    );
    assert!(m.contains("cannot name deck 1"), "{m}");
    assert!(
        !m.contains("where you have a unit"),
        "not the general attack rule: {m}"
    );
}

#[test]
fn an_attack_with_an_empty_deck_names_the_deck_that_has_cards() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 0, attack_points(1));
    let emptied = std::mem::take(&mut s.scheme_decks[1]);
    s.scheme_decks[0].extend(emptied);
    let m = refused(&s, attack_seat(0, "Kiev", 1, 1));
    assert!(
        m.contains("deck 1 has no card to reveal; name deck 0"),
        "{m}"
    );
}

#[test]
fn a_region_not_in_play_is_refused_with_the_seat_count() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, muster_points(1));
    let out = Region::all(s.regions.len())
        .find(|r| !s.is_in_play(*r))
        .unwrap();
    let answer = ask(&s, 0, &format!("region:{out}"));
    let (kind, rule) = refusal(answer);
    assert_eq!(kind, of("forbidden", "Setup"));
    assert!(rule.contains("is not, with 2 seats"), "{rule}");
}

#[test]
fn muster_is_refused_in_a_region_you_do_not_occupy_naming_it() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, muster_points(1));
    let (kind, rule) = refusal(ask(&s, 0, &format!("region:{}", region("Volyn"))));
    assert_eq!(kind, of("forbidden", "Muster"));
    assert!(rule.ends_with(": you have no unit in Volyn"), "{rule}");
}

#[test]
fn a_region_already_taxed_says_its_goods_token_is_gone() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, tax_points(2));
    s.regions[region("Kiev").index()].goods = false;
    let (kind, rule) = refusal(ask(&s, 0, &format!("region:{}", region("Kiev"))));
    assert_eq!(kind, of("forbidden", "Tax"));
    assert!(
        rule.ends_with("Kiev's goods token was taxed this round"),
        "{rule}"
    );
}

#[test]
fn taxing_where_you_do_not_rule_costs_two_points_said_with_the_points_you_have() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Kiev", 1);
    turn(&mut s, 0, tax_points(1));
    let (_, rule) = refusal(ask(&s, 0, &format!("region:{}", region("Kiev"))));
    assert!(
        rule.ends_with("you do not rule Kiev, so it costs 2 tax points: you have 1"),
        "{rule}"
    );
}

#[test]
fn a_region_names_the_reason_for_each_kind_of_point_held() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(
        &mut s,
        0,
        Points {
            muster: 1,
            tax: 1,
            ..Points::default()
        },
    );
    let (kind, rule) = refusal(ask(&s, 0, &format!("region:{}", region("Volyn"))));
    assert_eq!(kind, of("forbidden", "Action Phase"));
    assert!(
        rule.starts_with("Muster: ") && rule.contains("; Tax: "),
        "{rule}"
    );
}

#[test]
fn a_full_banner_is_refused_by_name() {
    let mut s = started(2);
    for row in &mut s.board[0] {
        *row = Some(rurik::state::Advisor {
            seat: Seat(1),
            number: 5,
            bribe: 0,
        });
    }
    let (kind, rule) = refusal(ask(&s, 0, "banner:0"));
    assert_eq!(kind, of("forbidden", "Strategy Phase"));
    assert!(rule.ends_with(": the Muster banner is full"), "{rule}");
}

#[test]
fn a_second_advisor_on_a_banner_waits_until_yours_stand_on_three_banners() {
    let mut s = started_without_coins(2);
    play(&mut s, place_advisor(0, 1, 0));
    play(&mut s, place_advisor(1, 1, 1));
    let ((kind, _), rule) = refusal(ask(&s, 0, "banner:0"));
    assert_eq!(kind, "forbidden");
    assert!(
        rule.ends_with(
            "you have an advisor on the Muster banner, and yours stand on 1 banner so far"
        ),
        "{rule}"
    );
}

#[test]
fn a_scheme_deck_in_the_strategy_phase_is_the_phases_rule() {
    let s = started(2);
    let (kind, _) = refusal(ask(&s, 0, "deck:0"));
    assert_eq!(kind, of("phase", "Strategy Phase"));
}

#[test]
fn the_advisors_points_or_a_coin_come_first_in_a_turn() {
    let mut s = empty_map(2);
    turn(&mut s, 0, Points::default());
    s.turn.as_mut().unwrap().resolved = false;
    let ((kind, _), rule) = refusal(ask(&s, 0, &format!("region:{}", region("Kiev"))));
    assert_eq!(kind, "pending");
    assert!(rule.contains("first take the action points"), "{rule}");
    assert!(matches!(ask(&s, 0, "do:points"), Answer::Playable { .. }));
    assert!(matches!(ask(&s, 0, "do:coin"), Answer::Playable { .. }));
}

#[test]
fn one_scheme_card_a_turn_a_second_is_refused() {
    let mut s = empty_map(2);
    turn(&mut s, 0, Points::default());
    s.turn.as_mut().unwrap().scheme_played = true;
    let card = s.players[0].schemes.first().copied().unwrap_or(Scheme(0));
    s.players[0].schemes = vec![card];
    let (kind, rule) = refusal(ask(&s, 0, &format!("scheme:{card}")));
    assert_eq!(kind, of("forbidden", "Scheme Cards"));
    assert!(rule.ends_with(": you played one this turn"), "{rule}");
}

#[test]
fn while_another_seat_decides_the_answer_names_it() {
    let s = started(3);
    assert_eq!(
        ask(&s, 2, "banner:0"),
        Answer::OtherSeats {
            seats: vec![Seat(0)]
        }
    );
}

#[test]
fn a_decision_on_top_comes_first_with_its_rule() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, tax_points(2));
    play(&mut s, tax_in(0, "Kiev"));
    // The good taxed is stowed on the boat or the dock first.
    assert!(matches!(
        s.pending.last(),
        Some(rurik::state::Pending::Stow { .. })
    ));
    let (kind, _) = refusal(ask(&s, 0, &format!("region:{}", region("Volyn"))));
    assert_eq!(kind, of("pending", "Trade Boon Tokens"));
    assert!(matches!(ask(&s, 0, "do:boat"), Answer::Playable { .. }));
}

#[test]
fn target_ids_are_the_tables_keys_and_read_back() {
    let seat = Seat(0);
    let cases: [(Action, &[&str]); 6] = [
        (
            Action::PlaceAdvisor {
                seat,
                number: 4,
                column: 2,
            },
            &["advisor:4", "banner:2"],
        ),
        (
            Action::Move {
                seat,
                from: Region(3),
                to: Region(5),
                leader: false,
                escort: 0,
                far: false,
            },
            &["region:3", "region:5"],
        ),
        (
            Action::TakeAdvisor {
                seat,
                column: 1,
                row: 2,
            },
            &["space:1:2"],
        ),
        (
            Action::Sviatoslav {
                seat,
                to: Region(7),
            },
            &["ability", "region:7"],
        ),
        (Action::EndTurn { seat }, &["do:end-turn"]),
        (
            Action::TradeGood {
                seat,
                good: rurik::Good::Honey,
                boat: false,
            },
            &["do:trade:honey:dock"],
        ),
    ];
    for (action, ids) in cases {
        let targets = <Rurik as Explain>::targets(&action);
        assert_eq!(
            targets.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ids,
            "{action:?}"
        );
        for target in targets {
            assert_eq!(target.to_string().parse::<Target>(), Ok(target));
        }
    }
    assert_eq!(
        "do:bribe:2".parse::<Target>(),
        Ok(Target::Button(Button::Bribe(2)))
    );
    for bad in [
        "region:",
        "region:01",
        "region:-1",
        "space:1",
        "do:",
        "do:lose:king",
        "kiev",
    ] {
        assert!(bad.parse::<Target>().is_err(), "{bad}");
    }
}

// Issue 33: the answers say the rule that blocks, with its values.

/// Seat 0 with `tax` tax points, a troop in Smolensk beside Seat 1's and a
/// rebel there, the Peasant Mutiny standing.
fn mutiny(tax: u8) -> State {
    let mut s = empty_map_with(faction_options(2));
    set_faction(&mut s, "Peasant Mutiny", "Kiev");
    put(&mut s, 0, "Smolensk", 1);
    put(&mut s, 1, "Smolensk", 1);
    put_rebels(&mut s, "Smolensk", 1);
    turn(&mut s, 0, tax_points(tax));
    s
}

#[test]
fn peasant_mutiny_when_taxing_in_a_region_with_any_rebels_you_must_spend_one_additional_tax_point()
{
    let smolensk = format!("region:{}", region("Smolensk"));
    for tax in [1, 2] {
        let s = mutiny(tax);
        assert!(!legal(&s, &tax_in(0, "Smolensk")));
        let (kind, rule) = refusal(ask(&s, 0, &smolensk));
        assert_eq!(kind, of("forbidden", "Tax"));
        assert!(
            rule.ends_with(&format!(
                "you do not rule Smolensk, so it costs 2 tax points, and 1 more as Smolensk holds 1 rebel (Peasant Mutiny: when taxing in a region with any rebels, you must spend one additional tax point): 3 tax points, you have {tax}"
            )),
            "{rule}"
        );
    }
    // Where the seat rules: one point, and one more.
    let mut s = mutiny(1);
    put(&mut s, 0, "Smolensk", 2);
    let (_, rule) = refusal(ask(&s, 0, &smolensk));
    assert!(
        rule.ends_with("you rule Smolensk, so it costs 1 tax point, and 1 more as Smolensk holds 1 rebel (Peasant Mutiny: when taxing in a region with any rebels, you must spend one additional tax point): 2 tax points, you have 1"),
        "{rule}"
    );
    // And `check` says the mutiny's clause too.
    assert!(
        refused(&s, tax_in(0, "Smolensk"))
            .contains("Peasant Mutiny: when taxing in a region with any rebels"),
        "{}",
        refused(&s, tax_in(0, "Smolensk"))
    );
    // Without rebels there, no mutiny is named.
    let mut s = mutiny(1);
    s.regions[region("Smolensk").index()].rebels.clear();
    let (_, rule) = refusal(ask(&s, 0, &smolensk));
    assert!(
        rule.ends_with("you do not rule Smolensk, so it costs 2 tax points: you have 1")
            && !rule.contains("Mutiny"),
        "{rule}"
    );
}

#[test]
fn deeds_meeting_its_requirements_the_unmet_one_is_named_with_what_you_have() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 0, "Volyn", 1);
    let deed = hold_deed(&mut s, 0, "Dispatch Messengers");
    turn(&mut s, 0, Points::default());
    let (kind, rule) = refusal(ask(&s, 0, &format!("deed:{deed}")));
    assert_eq!(kind, of("forbidden", "Deeds"));
    assert!(
        rule.ends_with("Dispatch Messengers requires that you occupy 8 regions: you occupy 2"),
        "{rule}"
    );
    let deed = hold_deed(&mut s, 0, "Enforce Peace");
    let (_, rule) = refusal(ask(&s, 0, &format!("deed:{deed}")));
    assert!(
        rule.ends_with("Enforce Peace requires that you have 2 defeated rebels: you have 0"),
        "{rule}"
    );
}

#[test]
fn deeds_able_to_pay_its_cost_the_part_that_cannot_be_paid_is_named_and_by_how_much() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    s.players[0].coins = 1;
    let feast = hold_deed(&mut s, 0, "Generous Prince");
    turn(&mut s, 0, Points::default());
    let (_, rule) = refusal(ask(&s, 0, &format!("deed:{feast}")));
    assert!(
        rule.ends_with("Generous Prince costs 4 coins, you have 1"),
        "{rule}"
    );
    let forts = hold_deed(&mut s, 0, "Border Patrols");
    let (_, rule) = refusal(ask(&s, 0, &format!("deed:{forts}")));
    assert!(
        rule.ends_with("you cannot pay the cost of Border Patrols: remove 3 troops from different regions: yours are in 1 region"),
        "{rule}"
    );
    s.players[0].dock = vec![0; 5];
    s.players[0].dock[good_index(Good::Stone)] = 1;
    s.players[0].boons = 0;
    let route = hold_deed(&mut s, 0, "Trade Route");
    let (_, rule) = refusal(ask(&s, 0, &format!("deed:{route}")));
    assert!(
        rule.ends_with("you cannot pay the cost of Trade Route: 3 different goods: your dock holds 1 stone and 0 trade boon tokens (goods on the boat are not spent)"),
        "{rule}"
    );
}

#[test]
fn library_once_per_round_after_moving_your_leader_into_its_region_you_may_exchange_a_deed() {
    let mut s = empty_map_with(epic_options(2));
    put_epic(&mut s, "Library", "Kiev", None);
    s.epic.as_mut().unwrap().library = vec![s.deed_deck.pop().unwrap()];
    let card = epic_card("Library");
    put(&mut s, 0, "Volyn", 1);
    put_leader(&mut s, 0, "Volyn");
    hold_deed(&mut s, 0, "Generous Prince");
    turn(&mut s, 0, Points::default());
    let on_card = s.epic.as_ref().unwrap().library[0];
    for target in [format!("library:{on_card}"), format!("epic:{card}")] {
        let (kind, rule) = refusal(ask(&s, 0, &target));
        assert_eq!(kind, of("forbidden", "Library"), "{target}");
        assert_eq!(
            rule,
            "once per round per player, after moving your leader into the Library's region, you may exchange one of your deeds with a deed on this card: your leader has not moved into Kiev, the Library's region",
        );
    }
    s.epic.as_mut().unwrap().library_used[0] = true;
    let (_, rule) = refusal(ask(&s, 0, &format!("library:{on_card}")));
    assert!(
        rule.ends_with(": you exchanged a deed there this round"),
        "{rule}"
    );
}

#[test]
fn theofana_once_per_round_after_you_finish_spending_tax_points_if_you_taxed_in_her_region() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    lead(&mut s, 0, "Theofana", "Kiev");
    turn(&mut s, 0, tax_points(1));
    let (kind, rule) = refusal(ask(&s, 0, "ability"));
    assert_eq!(kind, of("forbidden", "Leaders"));
    assert_eq!(
        rule,
        "Theofana: once per round after you finish spending tax points on your turn, if you taxed in Theofana's region you may move her to an adjacent region or gain one coin from the supply: you have not taxed in her region, Kiev, this turn"
    );
    s.players[0].leader_used = true;
    let (_, rule) = refusal(ask(&s, 0, "ability"));
    assert!(rule.ends_with(": she was used this round"), "{rule}");
}

#[test]
fn rebel_factions_a_player_must_announce_that_they_meet_the_defeat_condition_said_with_the_values()
{
    let mut s = empty_map_with(faction_options(2));
    set_faction(&mut s, "Peasant Mutiny", "Kiev");
    put(&mut s, 0, "Volyn", 1);
    let rebel = s.rebel_supply.pop().unwrap();
    s.players[0].defeated.push(rebel);
    s.players[0].boat = vec![0; 5];
    s.players[0].dock = vec![0; 5];
    s.players[0].dock[good_index(Good::Fish)] = 1;
    turn(&mut s, 0, Points::default());
    let (kind, rule) = refusal(ask(&s, 0, "faction"));
    assert_eq!(kind, of("forbidden", "Rebel Factions"));
    assert!(
        rule.ends_with("the defeat condition of Peasant Mutiny is to have 4 different types of goods (you have 1 type) and have 2 defeated rebels (you have 1)"),
        "{rule}"
    );
}

#[test]
fn catacombs_you_may_not_build_any_additional_structures_in_the_catacombs_region() {
    let mut s = empty_map_with(epic_options(2));
    put(&mut s, 0, "Kiev", 2);
    put_epic(&mut s, "Catacombs", "Kiev", None);
    turn(&mut s, 0, build_points(2));
    let (kind, rule) = refusal(ask(&s, 0, &format!("region:{}", region("Kiev"))));
    assert_eq!(kind, of("forbidden", "Player Structures"));
    assert!(
        rule.ends_with("Catacombs: you may not build any additional structures in the Catacombs' region: Kiev holds the Catacombs"),
        "{rule}"
    );
    assert!(refused(&s, build_in(0, "Kiev", Structure::Market))
        .contains("the Catacombs' region takes no more structures"));
}

#[test]
fn city_gate_you_must_spend_two_movement_points_to_move_one_troop_into_its_region() {
    let mut s = empty_map_with(epic_options(2));
    put(&mut s, 0, "Volyn", 1);
    put_epic(&mut s, "City Gate", "Kiev", None);
    turn(&mut s, 0, movement_points(1));
    assert!(!legal(&s, &move_troop(0, "Volyn", "Kiev")));
    let (kind, rule) = refusal(ask(&s, 0, &format!("region:{}", region("Kiev"))));
    assert_eq!(kind, of("forbidden", "Move"));
    assert!(
        rule.ends_with("City Gate: you must spend two movement points to move one troop into the City Gate's region: Kiev holds it, and you have 1 movement point"),
        "{rule}"
    );
    assert!(refused(&s, move_troop(0, "Volyn", "Kiev")).contains("City Gate's region costs two"));
}

#[test]
fn the_catacombs_and_city_gate_clauses_are_not_said_without_them_on_the_map() {
    for options in [Options::new(2), epic_options(2)] {
        let mut s = empty_map_with(options);
        put(&mut s, 0, "Volyn", 1);
        turn(
            &mut s,
            0,
            Points {
                movement: 1,
                build: 1,
                ..Points::default()
            },
        );
        let said = [
            refused(&s, move_troop(0, "Kiev", "Volyn")),
            refused(&s, build_in(0, "Kiev", Structure::Market)),
            format!("{:?}", ask(&s, 0, &format!("region:{}", region("Kiev")))),
        ];
        for text in said {
            assert!(
                !text.contains("City Gate") && !text.contains("Catacombs"),
                "{text}"
            );
        }
    }
}
