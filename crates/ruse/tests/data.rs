//! The component data lives in data/ruse.json, every entry tagged; rules
//! read whatever data they are given.

mod common;

use common::*;
use ruse::data::Data;
use ruse::ids::{Buy, Expansion, Territory};
use ruse::state::{Fox, Spot};
use ruse::{Action, Options};
use serde_json::Value;

const SHIPPED: &str = ruse::data::DATA_JSON;
const FIREFOX: &str = ruse::firefox::FIREFOX_JSON;
const VILLAGE: &str = ruse::village::VILLAGE_JSON;
const VIXEN: &str = ruse::vixen::VIXEN_JSON;

#[test]
fn the_shipped_data_parses() {
    let d = Data::from_json(SHIPPED).unwrap();
    assert_eq!(d.exploration_tiles.len(), 16);
    assert_eq!(d.territory_tiles.len(), 12);
    assert_eq!(d.objectives.len(), 11);
    assert_eq!(d.common_objectives.len(), 8);
    assert_eq!(d.destiny_tiles.len(), 7);
    assert_eq!(d.turn_order_tiles.len(), 5);
    assert_eq!(d.track_tiles.len(), 13);
    assert_eq!(
        d.hunting_tiles
            .iter()
            .map(|t| u32::from(t.copies))
            .sum::<u32>(),
        24
    );
    assert_eq!(
        d.path_tiles
            .iter()
            .map(|t| u32::from(t.copies))
            .sum::<u32>(),
        22
    );
    assert_eq!(d.bonus_den_tiles.len(), 12);
}

#[test]
fn every_data_entry_carries_a_seed_found_or_assumed_tag() {
    for file in [SHIPPED, FIREFOX, VILLAGE, VIXEN] {
        assert!(tagged_entries(file) >= 5);
    }
    assert_eq!(tagged_entries(VIXEN), 1 + 52, "the board, 52 cards");
    assert!(tagged_entries(SHIPPED) > 100);
}

/// Checks that every entry of a data file (each top-level object, each
/// item of a top-level list) carries its source tag; counts them.
fn tagged_entries(text: &str) -> usize {
    let json: Value = serde_json::from_str(text).unwrap();
    let tagged = |v: &Value| {
        v.get("source").and_then(Value::as_str).is_some_and(|s| {
            s.starts_with("seed:") || s.starts_with("found:") || s.starts_with("assumed:")
        })
    };
    let mut entries = 0;
    for (key, value) in json.as_object().unwrap() {
        if key == "about" {
            continue;
        }
        match value {
            Value::Array(items) => {
                for item in items {
                    assert!(tagged(item), "{key}: {item}");
                    entries += 1;
                }
            }
            other => {
                assert!(tagged(other), "{key}");
                entries += 1;
            }
        }
    }
    entries
}

#[test]
fn a_malformed_data_file_is_refused() {
    assert!(Data::from_json(&SHIPPED.replace("\"NESW\"", "\"NEQ\"")).is_err());
    let mut json: Value = serde_json::from_str(SHIPPED).unwrap();
    json["explorationTiles"].as_array_mut().unwrap().pop();
    assert!(Data::from_json(&json.to_string())
        .unwrap_err()
        .contains("4 exploration tiles"));
}

#[test]
fn a_swapped_data_file_is_picked_up() {
    // An owner corrects the GP per roll and the cost of a track advance.
    let mut json: Value = serde_json::from_str(SHIPPED).unwrap();
    json["collection"]["gpByRoll"] = serde_json::json!([9, 9, 9, 9, 9, 9]);
    json["territoryActionCosts"]["track"] = serde_json::json!([5, 6]);
    let swapped = Data::from_json(&json.to_string()).unwrap();

    let mut s = ruse::setup::new_game(&swapped, &Options::new(3), 4).unwrap();
    while !s.pending.is_empty() {
        let mut legal = Vec::new();
        ruse::legal::legal_actions_into(&swapped, &s, &mut legal);
        let resource = *legal
            .iter()
            .find(|a| matches!(a, Action::TakeResource { .. }))
            .unwrap();
        ruse::play::play(&swapped, &mut s, &resource);
    }
    let first = s.turn.unwrap().seat;
    assert!(s.player(first).gp >= 9, "the swapped collection table paid");

    let mut s = fresh(3);
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
        2,
    );
    let buys = |data: &Data| {
        let mut out = Vec::new();
        ruse::legal::legal_actions_into(data, &s, &mut out);
        out.contains(&Action::Buy {
            seat: S0,
            buy: Buy::Track,
        })
    };
    assert!(buys(d()), "a track advance costs 2 in the shipped data");
    assert!(
        !buys(&swapped),
        "and 5 in the swapped one, more than the die and GP"
    );
}

#[test]
fn the_data_serializes_back_to_an_equivalent_file() {
    for d in [Data::from_json(SHIPPED).unwrap(), Data::standard().clone()] {
        let again = Data::from_json(&serde_json::to_string(&d).unwrap()).unwrap();
        assert_eq!(
            serde_json::to_value(&again).unwrap(),
            serde_json::to_value(&d).unwrap()
        );
    }
}

#[test]
fn each_mini_expansion_reads_its_own_file_beside_its_rules() {
    let d = Data::standard();
    assert_eq!(d.firefox.tiles.len(), 18);
    assert_eq!(d.village.track.len(), 7);
    assert_eq!(d.village.track_tiles.len(), 5);
    let tagged = |e: Expansion| {
        d.territory_tiles
            .iter()
            .filter(|t| t.expansion == Some(e))
            .count()
    };
    assert_eq!(
        (tagged(Expansion::Firefox), tagged(Expansion::Village)),
        (4, 4)
    );
    let village_hunting: u32 = d
        .hunting_tiles
        .iter()
        .filter(|t| t.expansion == Some(Expansion::Village))
        .map(|t| u32::from(t.copies))
        .sum();
    assert_eq!(village_hunting, 10);
    assert!(
        d.territory_tiles[..12]
            .iter()
            .all(|t| t.expansion.is_none()),
        "the base game's tiles first: their indices do not move"
    );
    // The base file alone has no expansion: a game with one is refused.
    let base = Data::from_json(SHIPPED).unwrap();
    let err = ruse::setup::new_game(
        &base,
        &Options {
            village: true,
            ..Options::new(2)
        },
        0,
    )
    .unwrap_err();
    assert!(err.message.contains("Village"), "{err}");
    assert!(
        Data::from_files(
            SHIPPED,
            &FIREFOX.replace("\"spaces\": 6", "\"spaces\": 60"),
            VILLAGE,
            VIXEN
        )
        .is_err(),
        "checked on load"
    );
}

#[test]
fn a_swapped_expansion_file_is_picked_up() {
    // An owner corrects the Firefox tiles (all 9 GP) and the Village's
    // first space (5 VP).
    let mut firefox: Value = serde_json::from_str(FIREFOX).unwrap();
    for t in firefox["tiles"].as_array_mut().unwrap() {
        t["bonus"] = serde_json::json!([{ "gp": 9 }]);
    }
    let mut village: Value = serde_json::from_str(VILLAGE).unwrap();
    village["track"][0]["entry"] = serde_json::json!([{ "vp": 5 }]);
    let swapped =
        Data::from_files(SHIPPED, &firefox.to_string(), &village.to_string(), VIXEN).unwrap();
    let options = Options {
        firefox: true,
        village: true,
        ..Options::new(2)
    };
    let mut s = ruse::setup::new_game(&swapped, &options, 1).unwrap();
    s.pending.clear();
    start(&mut s, S0, 2);
    let gp = s.players[0].gp;
    ruse::play::play(&swapped, &mut s, &Action::Firefox { seat: S0, space: 0 });
    assert_eq!(
        s.players[0].gp,
        gp + 9 + 2,
        "the swapped tile's 9 GP and the emptied die's 2"
    );
    start(&mut s, S0, 2);
    let vp = s.players[0].vp;
    ruse::play::play(&swapped, &mut s, &Action::Village { seat: S0, space: 0 });
    assert_eq!(s.players[0].vp, vp + 5);
}

#[test]
fn the_components_a_ui_reads_hold_both_expansions_and_the_zones_names() {
    use ruleshelf_engine::Game;
    let json: Value = serde_json::from_str(&ruse::Ruse::components().unwrap()).unwrap();
    assert_eq!(json["firefox"]["tiles"].as_array().unwrap().len(), 18);
    assert_eq!(json["firefox"]["board"]["name"], "the Firefox board");
    assert_eq!(json["village"]["board"]["name"], "the Village board");
    assert_eq!(json["territoryTiles"][12]["expansion"], "firefox");
    assert_eq!(json["territoryTiles"][16]["expansion"], "village");
    assert_eq!(json["territoryTiles"][16]["territory"], "river");
    for spot in [
        "territory",
        "mountainExplore",
        "mountainObjectives",
        "mountainTiles",
        "den",
        "actionTile",
    ] {
        assert!(Data::standard().zone(spot).is_some(), "{spot} has a name");
    }
    assert_eq!(
        Data::standard().zone("mountainTiles"),
        Some("the Mountains' territory tiles zone")
    );
}

#[test]
fn the_vixen_file_beside_its_rules_is_read_and_a_malformed_one_refused() {
    let d = Data::standard();
    assert_eq!(d.vixen.cards.len(), 52);
    for level in 1..=4 {
        let per_round: Vec<usize> = (1..=4)
            .map(|r| d.vixen.cards_of(level, r).count())
            .collect();
        assert_eq!(
            per_round,
            vec![2, 3, 4, 4],
            "level {level}: a card per die of the round"
        );
    }
    let mut bad: Value = serde_json::from_str(VIXEN).unwrap();
    bad["cards"][0]["rows"][0]["dice"] = serde_json::json!([1, 3]);
    assert!(
        Data::from_files(SHIPPED, FIREFOX, VILLAGE, &bad.to_string())
            .unwrap_err()
            .contains("each die face picks one row")
    );
    let mut bad: Value = serde_json::from_str(VIXEN).unwrap();
    bad["cards"][1]["rows"][2]["icons"] = serde_json::json!(["hunt"]);
    assert!(
        Data::from_files(SHIPPED, FIREFOX, VILLAGE, &bad.to_string())
            .unwrap_err()
            .contains("territory rows"),
        "V1-02's third row is a den row"
    );
    let mut bad: Value = serde_json::from_str(VIXEN).unwrap();
    bad["cards"].as_array_mut().unwrap().remove(0);
    assert!(
        Data::from_files(SHIPPED, FIREFOX, VILLAGE, &bad.to_string()).is_err(),
        "level 1 short of a round-1 card"
    );
    // The base file alone has no VIXEN: a solo game is refused.
    let base = Data::from_json(SHIPPED).unwrap();
    assert!(ruse::setup::new_game(&base, &Options::new(1), 0)
        .unwrap_err()
        .message
        .contains("VIXEN"));
}

#[test]
fn a_swapped_vixen_file_is_picked_up() {
    // An owner corrects VIXEN's cards (every row: 9 VP in the den) and
    // its catch-up.
    let mut vixen: Value = serde_json::from_str(VIXEN).unwrap();
    for card in vixen["cards"].as_array_mut().unwrap() {
        for row in card["rows"].as_array_mut().unwrap() {
            row["place"] = serde_json::json!("den");
            row["icons"] = serde_json::json!([]);
            row["vp"] = serde_json::json!(9);
        }
        card["instant"] = serde_json::json!([]);
    }
    vixen["board"]["catchUpVp"] = serde_json::json!(3);
    let swapped = Data::from_files(SHIPPED, FIREFOX, VILLAGE, &vixen.to_string()).unwrap();
    let mut s = fresh(1);
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    ruse::play::play(&swapped, &mut s, &Action::EndTurn { seat: S0 });
    assert_eq!(
        s.vixen.as_ref().unwrap().public.vp,
        9,
        "the swapped card's row"
    );
    assert!(
        s.vixen
            .as_ref()
            .unwrap()
            .public
            .dice
            .iter()
            .flatten()
            .count()
            == 1,
        "its die in the den"
    );
}
