//! The component data lives in data/ruse.json, every entry tagged; rules
//! read whatever data they are given.

mod common;

use common::*;
use ruse::data::Data;
use ruse::ids::{Buy, Territory};
use ruse::state::{Fox, Spot};
use ruse::{Action, Options};
use serde_json::Value;

const SHIPPED: &str = ruse::data::DATA_JSON;

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
    assert_eq!(d.hunting_tiles.iter().map(|t| u32::from(t.copies)).sum::<u32>(), 24);
    assert_eq!(d.path_tiles.iter().map(|t| u32::from(t.copies)).sum::<u32>(), 22);
    assert_eq!(d.bonus_den_tiles.len(), 12);
}

#[test]
fn every_data_entry_carries_a_seed_found_or_assumed_tag() {
    let json: Value = serde_json::from_str(SHIPPED).unwrap();
    let tagged = |v: &Value| {
        v.get("source")
            .and_then(Value::as_str)
            .is_some_and(|s| s.starts_with("seed:") || s.starts_with("found:") || s.starts_with("assumed:"))
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
    assert!(entries > 100);
}

#[test]
fn a_malformed_data_file_is_refused() {
    assert!(Data::from_json(&SHIPPED.replace("\"NESW\"", "\"NEQ\"")).is_err());
    let mut json: Value = serde_json::from_str(SHIPPED).unwrap();
    json["explorationTiles"].as_array_mut().unwrap().pop();
    assert!(Data::from_json(&json.to_string()).unwrap_err().contains("4 exploration tiles"));
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
        let resource = *legal.iter().find(|a| matches!(a, Action::TakeResource { .. })).unwrap();
        ruse::play::play(&swapped, &mut s, &resource);
    }
    let first = s.turn.unwrap().seat;
    assert!(s.player(first).gp >= 9, "the swapped collection table paid");

    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox { territory: Territory::River, space: 1 });
    acting(&mut s, S0, Spot::Territory { territory: Territory::River, space: 0 }, 2);
    let buys = |data: &Data| {
        let mut out = Vec::new();
        ruse::legal::legal_actions_into(data, &s, &mut out);
        out.contains(&Action::Buy { seat: S0, buy: Buy::Track })
    };
    assert!(buys(d()), "a track advance costs 2 in the shipped data");
    assert!(!buys(&swapped), "and 5 in the swapped one, more than the die and GP");
}

#[test]
fn the_data_serializes_back_to_an_equivalent_file() {
    let d = Data::from_json(SHIPPED).unwrap();
    let again = Data::from_json(&serde_json::to_string(&d).unwrap()).unwrap();
    assert_eq!(serde_json::to_value(&again).unwrap(), serde_json::to_value(&d).unwrap());
}
