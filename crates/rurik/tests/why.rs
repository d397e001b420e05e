//! "Why not?" from a seat's view: the answers the table shows when a touch
//! plays nothing, named after the rule they give (issue #24's Rurik cases
//! first, then the most common refusals).

mod common;

use common::*;
use ruleshelf_engine::why::{explain, Answer, Explain};
use ruleshelf_engine::{Game, Seat};
use rurik::state::{Phase, Points};
use rurik::target::Button;
use rurik::{Action, Options, Rurik, State, Target};

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
    let out = (0..s.regions.len() as u8)
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
    s.regions[usize::from(region("Kiev"))].goods = false;
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
    let card = s.players[0].schemes.first().copied().unwrap_or(0);
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
                from: 3,
                to: 5,
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
        (Action::Sviatoslav { seat, to: 7 }, &["ability", "region:7"]),
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
