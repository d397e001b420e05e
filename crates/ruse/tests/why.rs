//! "Why not?" in the rulebook's words: what `explain` answers from a seat's
//! view for the touches most often refused, with the values that matter.

mod common;

use common::*;
use ruleshelf_engine::{explain, Answer, Explain, Game};
use ruse::ids::Buy;
use ruse::state::{Choice, Fox, HeldTile, KitPlace, Spot};
use ruse::{Action, Ruse, Target, Territory};

fn answer(s: &ruse::State, seat: ruleshelf_engine::Seat, id: &str) -> Answer<Action> {
    let target: Target = id.parse().unwrap_or_else(|e| panic!("{e}"));
    explain::<Ruse>(&Ruse::view(s, Some(seat)), &target)
}

/// The rule and heading of a refusal of `kind` ("phase", "forbidden", "pending").
fn refusal(answer: Answer<Action>, kind: &str) -> (String, String) {
    match (kind, answer) {
        ("phase", Answer::Phase { rule, heading })
        | ("forbidden", Answer::Forbidden { rule, heading })
        | ("pending", Answer::Pending { rule, heading }) => (rule, heading),
        (_, other) => panic!("expected a {kind} reason, got {other:?}"),
    }
}

/// Seat 0's fox on X`n` of the River, its die there in the action step,
/// showing `value`; the tiles lined up in data order.
fn fox_on_river(n: u8, value: u8) -> ruse::State {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: Territory::River,
            space: 0,
        },
        value,
    );
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: n,
    });
    s
}

/// The first River exploration space (1–4) whose tile offers `buy`.
fn river_space_offering(s: &ruse::State, buy: Buy) -> u8 {
    let t = &s.territories[Territory::River.index()];
    (0..t.spaces.len())
        .find(|i| d().exploration_tiles[usize::from(t.spaces[*i].tile)].offers(buy))
        .expect("a River tile offers it") as u8
        + 1
}

#[test]
fn touching_the_river_base_before_placing_the_action_die_says_place_your_action_die_first() {
    let s = fresh(3);
    let (rule, heading) = refusal(answer(&s, S0, "x:river:0"), "phase");
    assert!(rule.starts_with("place your action die first"), "{rule}");
    assert!(rule.contains("then move your fox"), "{rule}");
    assert_eq!(heading, "3. Actions Phase");
    // Every exploration space says the same while the die waits, not the fox's movement.
    for id in ["x:forest:2", "x:farm:4"] {
        assert_eq!(refusal(answer(&s, S0, id), "phase").0, rule);
    }
}

#[test]
fn a_die_space_whose_cost_the_die_and_gp_cannot_pay_names_the_cost_the_die_and_the_gp() {
    let mut s = fresh(3);
    start(&mut s, S0, 0);
    let costs = &d().die_spaces.vital;
    let i = costs
        .iter()
        .position(|c| *c > 0)
        .expect("a vital space with a cost");
    let (rule, heading) = refusal(answer(&s, S0, &format!("space:t:river:{i}")), "forbidden");
    assert_eq!(heading, "Explore the Vital Territories");
    assert!(
        rule.ends_with(&format!(
            "it costs {}: your die shows 0 and you have 0 GP",
            costs[i]
        )),
        "{rule}"
    );
}

#[test]
fn a_die_space_holding_a_die_is_refused_as_taken() {
    let mut s = fresh(3);
    s.territories[Territory::Forest.index()].dice[0] =
        Some(ruse::state::PlacedDie { seat: S1, value: 2 });
    let (rule, _) = refusal(answer(&s, S0, "space:t:forest:0"), "forbidden");
    assert_eq!(
        rule,
        "place your action die in a free space: this one holds the die of seat 2"
    );
}

#[test]
fn a_second_die_is_not_placed_in_the_same_turn() {
    let s = fox_on_river(1, 3);
    let (rule, heading) = refusal(answer(&s, S0, "space:mt:0"), "phase");
    assert_eq!(heading, "3. Actions Phase");
    assert!(
        rule.ends_with("yours is already placed this turn, in the River"),
        "{rule}"
    );
}

#[test]
fn a_territory_action_the_die_and_gp_cannot_pay_names_its_cost_the_die_and_the_gp() {
    let mut s = fox_on_river(1, 0);
    let n = river_space_offering(&s, Buy::Track);
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: n,
    });
    s.players[0].gp = 1;
    let cost = d().action_cost(Buy::Track, false);
    let (rule, heading) = refusal(answer(&s, S0, "buy:track"), "forbidden");
    assert_eq!(heading, "Spend Your Action Die's Value");
    assert_eq!(
        rule,
        format!("you may compensate for the remaining value with GP, but your die must first reach 0: to progress on the territory track it costs {cost}: your die shows 0 and you have 1 GP")
    );
}

#[test]
fn each_available_action_is_performed_once_per_turn() {
    let mut s = fox_on_river(1, 6);
    let n = river_space_offering(&s, Buy::Kit);
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: n,
    });
    s.turn.as_mut().unwrap().used = Buy::Kit.bit();
    let (rule, _) = refusal(answer(&s, S0, "buy:kit"), "forbidden");
    assert_eq!(rule, "you can only perform each available action once during your turn: you did increase one of your kit dice already");
}

#[test]
fn hunting_and_marking_are_not_allowed_where_the_hunter_is() {
    let mut s = fox_on_river(1, 6);
    let n = river_space_offering(&s, Buy::Mark);
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: n,
    });
    s.hunter = Territory::River;
    let (rule, heading) = refusal(answer(&s, S0, "buy:mark"), "forbidden");
    assert_eq!(heading, "Hunter / Photographer");
    assert_eq!(rule, "when the hunter or photographer is present in a territory, territory marking is not allowed: it is in the River");
}

#[test]
fn an_action_the_fox_s_tile_does_not_offer_names_the_tile() {
    let mut s = fox_on_river(1, 6);
    let t = &s.territories[Territory::River.index()];
    let i = (0..t.spaces.len())
        .find(|i| !d().exploration_tiles[usize::from(t.spaces[*i].tile)].offers(Buy::Hunt))
        .expect("a River tile without hunting");
    let name = d().exploration_tiles[usize::from(t.spaces[i].tile)]
        .name
        .clone();
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: i as u8 + 1,
    });
    let (rule, _) = refusal(answer(&s, S0, "buy:hunt"), "forbidden");
    assert!(
        rule.ends_with(&format!("the {name} does not offer to hunt")),
        "{rule}"
    );
}

#[test]
fn the_fox_moves_in_the_territory_where_the_die_was_placed_and_no_further_than_its_allowance() {
    let mut s = fox_on_river(0, 3);
    s.players[0].fox = None;
    s.phase = ruse::Phase::Move { seat: S0 };
    s.night = false;
    let (rule, heading) = refusal(answer(&s, S0, "x:forest:1"), "forbidden");
    assert_eq!(heading, "Explore the Vital Territories");
    assert_eq!(
        rule,
        "your fox explores the territory where you placed your die: the River, not the Forest"
    );
    // By day, 2 spaces from the base: X3 is out of reach.
    let (rule, heading) = refusal(answer(&s, S0, "x:3"), "forbidden");
    assert_eq!(heading, "Moving your Fox");
    assert!(
        rule.ends_with("it is day and your fox may move 2 now, from X0, and X3 is 3 away"),
        "{rule}"
    );
    assert!(matches!(answer(&s, S0, "x:2"), Answer::Playable { .. }));
    // The absolute id of the same space answers as the turn's own id does.
    assert!(matches!(
        answer(&s, S0, "x:river:2"),
        Answer::Playable { .. }
    ));
    let (absolute, _) = refusal(answer(&s, S0, "x:river:3"), "forbidden");
    assert_eq!(absolute, rule);
}

/// "Explore the Vital Territories": "place your action die in a free
/// designated space" — any free one, so two spaces of the same cost are
/// both open (ruling E-15).
#[test]
fn the_action_die_goes_to_any_free_designated_space() {
    let mut s = fresh(3);
    start(&mut s, S0, 6);
    let costs = &d().die_spaces.vital;
    let (i, j) = (0..costs.len())
        .flat_map(|i| (i + 1..costs.len()).map(move |j| (i, j)))
        .find(|(i, j)| costs[*i] == costs[*j])
        .expect("two vital spaces of the same cost");
    for space in [i, j] {
        let id = format!("space:t:river:{space}");
        assert!(
            matches!(answer(&s, S0, &id), Answer::Playable { .. }),
            "{id}"
        );
    }
}

/// "Private Objectives vs. Kits": "you must complete a private objective
/// for each kit you wish to send out of the den" — in the kits' growth, a
/// cube refused for want of one says so, with the count.
#[test]
fn a_kit_goes_out_of_the_den_for_each_completed_private_objective() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].kits[0].place = KitPlace::Exited;
    let (rule, heading) = refusal(answer(&s, S0, "cube:1"), "forbidden");
    assert_eq!(heading, "Private Objectives vs. Kits");
    assert_eq!(
        rule,
        "you must complete a private objective for each kit you wish to send out of the den: you have completed none yet"
    );
    let card = s.players[0].deck[0];
    completed(&mut s, S0, card);
    s.players[0].kits[1].place = KitPlace::Den {
        slot: 0,
        instinct: false,
    };
    let (rule, _) = refusal(answer(&s, S0, "cube:1"), "forbidden");
    assert!(
        rule.ends_with(
            "you have completed 1 and sent 1 kit out already: no completed objective is left"
        ),
        "{rule}"
    );
}

#[test]
fn a_paid_action_tile_without_a_resource_says_you_have_none() {
    let mut s = fresh(3);
    s.players[0].action_tiles.push(HeldTile {
        home: Territory::River,
        tile: 0,
    });
    let (rule, heading) = refusal(answer(&s, S0, "actiontile"), "forbidden");
    assert_eq!(heading, "Territory Tiles (Bonuses)");
    assert_eq!(rule, "on your turn, place an action die on the tile, pay 1 resource, and increase a kit die: you have no resource to pay");
    let (rule, _) = refusal(answer(&s, S0, "res:river"), "forbidden");
    assert!(rule.ends_with("you have 0 River resource"), "{rule}");
}

#[test]
fn a_kit_grows_only_with_the_gp_its_next_space_costs() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].kits[0].place = KitPlace::Growing { space: 1 };
    s.players[0].gp = 0;
    let cost = d().growth_tracks[0].costs[0];
    let (rule, heading) = refusal(answer(&s, S0, "kit:0"), "forbidden");
    assert_eq!(heading, "Kits' Growth");
    assert_eq!(
        rule,
        format!(
            "pay the required GP from the growth track: K1 onto G2 costs {cost} GP, you have 0"
        )
    );
}

#[test]
fn kits_grow_at_the_end_of_the_round_not_in_a_turn() {
    let s = fresh(3);
    let (_, heading) = refusal(answer(&s, S0, "kit:1"), "phase");
    assert_eq!(heading, "Kits' Growth");
}

#[test]
fn an_owed_choice_comes_before_every_other_touch_and_names_its_rule() {
    let mut s = fresh(3);
    s.pending.push(ruse::state::Pending {
        seat: S0,
        choice: Choice::Kit,
    });
    for id in ["x:river:0", "space:t:river:0", "end", "track:forest"] {
        let (rule, heading) = refusal(answer(&s, S0, id), "pending");
        assert_eq!(
            (rule.as_str(), heading.as_str()),
            (
                "first increase the value of one of your kit dice that can still grow",
                "Increasing a Kit"
            )
        );
    }
}

#[test]
fn another_seat_s_turn_names_that_seat_and_never_the_asker() {
    let s = fresh(3);
    assert_eq!(
        answer(&s, S1, "x:river:0"),
        Answer::OtherSeats { seats: vec![S0] }
    );
}

#[test]
fn the_turn_ends_only_once_the_die_is_placed() {
    let s = fresh(3);
    let (rule, _) = refusal(answer(&s, S0, "end"), "phase");
    assert!(rule.starts_with("place your action die first"), "{rule}");
}

#[test]
fn target_ids_read_back_and_unknown_ids_are_refused() {
    for id in [
        "gp",
        "res:farm",
        "kit:4",
        "instinct:cheaperHunt",
        "space:t:field:3",
        "space:objectives",
        "x:forest:0",
        "x:2",
        "buy:mark",
        "rot:5",
        "cube:1",
    ] {
        let target: Target = id.parse().unwrap();
        assert_eq!(target.to_string(), id);
    }
    for id in [
        "",
        "x:",
        "x:lake:1",
        "kit:01",
        "kit:-1",
        "space:t:river",
        "buy:steal",
        "kit:1:2",
    ] {
        assert!(id.parse::<Target>().is_err(), "{id} reads");
    }
}

#[test]
fn actions_are_made_on_their_targets_in_the_order_a_player_touches_them() {
    let ids = |a: Action| {
        <Ruse as Explain>::targets(&a)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ids(Action::PlaceTile {
            seat: S0,
            tile: 1,
            cell: 9,
            openings: 5
        }),
        ["drawn:1", "cell:9", "rot:5"]
    );
    assert_eq!(
        ids(Action::UseActionTile {
            seat: S0,
            pay: Territory::Field
        }),
        ["actiontile", "res:field"]
    );
    assert_eq!(
        ids(Action::Exit {
            seat: S0,
            kit: 2,
            pay: ruse::ExitPay::Hunting { tile: 3 }
        }),
        ["kit:2", "cache:3"]
    );
    assert_eq!(
        ids(Action::ToDen {
            seat: S0,
            kit: 0,
            slot: 4
        }),
        ["kit:0", "cube:4"]
    );
    assert_eq!(
        ids(Action::Move {
            seat: S0,
            to: 2,
            from_base: false
        }),
        ["x:2"]
    );
    assert_eq!(
        ids(Action::Explore {
            seat: S0,
            territory: Territory::River,
            space: 1
        }),
        ["space:t:river:1"]
    );
}

#[test]
fn the_spaces_of_the_explored_territory_are_the_fox_s_path_for_its_seat_only() {
    let s = fox_on_river(1, 3);
    let mine = <Ruse as Explain>::targets_in(&Ruse::view(&s, Some(S0)));
    assert!(
        mine.contains(&Target::Path(0))
            && !mine.contains(&Target::Exploration(Territory::River, 0))
    );
    let theirs = <Ruse as Explain>::targets_in(&Ruse::view(&s, Some(S1)));
    assert!(
        theirs.contains(&Target::Exploration(Territory::River, 0))
            && !theirs.contains(&Target::Path(0))
    );
}
