//! The box as data: counts checked against the seed, and rules reading the
//! data they are given.

use rurik::claim::level;
use rurik::data::{data, Data, Module};
use rurik::Region;

#[test]
fn the_map_has_fifteen_regions_and_thirty_four_symmetric_borders() {
    let d = data();
    assert_eq!(d.regions.len(), 15);
    assert_eq!(d.borders.len(), 34);
    for a in Region::all(15) {
        for b in Region::all(15) {
            assert_eq!(d.adjacent(a, b), d.adjacent(b, a));
        }
    }
    let kiev = d.region("Kiev").unwrap();
    let smolensk = d.region("Smolensk").unwrap();
    assert!(
        !d.adjacent(kiev, smolensk),
        "Smolensk and Kiev do not touch"
    );
}

#[test]
fn the_base_scheme_deck_has_27_cards_10_with_casualty_icons() {
    let base: Vec<_> = data()
        .schemes
        .iter()
        .filter(|c| c.module.is_none())
        .collect();
    assert_eq!(base.len(), 27);
    assert_eq!(base.iter().filter(|c| c.casualties > 0).count(), 10);
}

#[test]
fn with_the_warfare_module_14_of_32_scheme_cards_carry_a_casualty_icon() {
    let d = data();
    let with: Vec<_> = d
        .schemes
        .iter()
        .filter(|c| c.module.is_none() || c.module == Some(Module::Warfare))
        .collect();
    assert_eq!(with.len(), 32);
    assert_eq!(with.iter().filter(|c| c.casualties > 0).count(), 14);
    assert_eq!(
        with.iter().filter(|c| c.casualties == 2).count(),
        3,
        "the double casualty cards are the Warfare module's"
    );
}

#[test]
fn the_deed_deck_holds_26_base_deeds_and_the_4_core_content_deeds() {
    let d = data();
    assert_eq!(d.deeds.iter().filter(|c| c.module.is_none()).count(), 30);
    for name in [
        "Mead Brewery",
        "Horse Breeder",
        "Create Republic",
        "Distant Rule",
    ] {
        assert!(d.deeds.iter().any(|x| x.name == name), "{name}");
    }
}

#[test]
fn every_data_entry_carries_its_source_tag() {
    let d = data();
    assert!(d.schemes.iter().all(|c| !c.tag.is_empty()));
    assert!(d.deeds.iter().all(|c| !c.tag.is_empty()));
    assert!(d.inheritance.iter().all(|c| !c.tag.is_empty()));
    assert_eq!(
        d.inheritance
            .iter()
            .filter(|c| c.tag.starts_with("seed"))
            .count(),
        2
    );
}

#[test]
fn every_leader_card_states_its_ability_in_words_with_the_texts_source() {
    for l in &data().leaders {
        assert!(!l.text.is_empty(), "{}", l.name);
        assert!(l.tag.contains("text"), "{}: {}", l.name, l.tag);
    }
}

#[test]
fn a_corrected_data_file_is_picked_up_by_the_rules_that_read_it() {
    let text = include_str!("../data/rurik.json")
        .replace("\"trade\": [\n   3,\n   5,", "\"trade\": [\n   2,\n   5,");
    let swapped = Data::parse(&text).unwrap();
    assert_eq!(level(&data().claim.trade, 2), 0);
    assert_eq!(level(&swapped.claim.trade, 2), 1);
}

#[test]
fn a_data_file_naming_an_unknown_region_is_refused() {
    let text = include_str!("../data/rurik.json").replace(
        "[\n   \"Peresech\",\n   \"Azov\"\n  ]",
        "[\n   \"Peresech\",\n   \"Atlantis\"\n  ]",
    );
    assert!(Data::parse(&text).is_err());
}

#[test]
fn components_include_the_modules_cards_with_their_names_and_texts() {
    let text = <rurik::Rurik as ruleshelf_engine::Game>::components().unwrap();
    let c: serde_json::Value = serde_json::from_str(&text).unwrap();
    let epic = c["epic"]["cards"].as_array().unwrap();
    assert_eq!(epic.len(), 11);
    assert!(epic
        .iter()
        .all(|e| e["name"].is_string() && !e["text"].as_str().unwrap().is_empty()));
    let factions = c["factions"]["factions"].as_array().unwrap();
    let names: Vec<&str> = factions
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Armed Uprising", "Pagan Unrest", "Peasant Mutiny"]);
    let of = |list: &str, module: &str| {
        c[list]
            .as_array()
            .unwrap()
            .iter()
            .filter(|x| x["module"] == module)
            .count()
    };
    assert_eq!(of("schemes", "warfare"), 5);
    assert_eq!(of("deeds", "warfare"), 4);
    assert_eq!(of("agendas", "warfare"), 1, "Victorious");
    assert_eq!(of("agendas", "epicStructures"), 1, "Renowned");
    assert_eq!(c["warfare"]["dungeon"]["troops"], 4);
}

#[test]
fn every_module_entry_carries_its_source_tag() {
    let d = data();
    assert!(d.epic.cards.iter().all(|c| c.tag.starts_with("seed")));
    assert!(d
        .factions
        .factions
        .iter()
        .all(|c| c.tag.starts_with("seed")));
    assert!(d.conversions.recipes.iter().all(|r| !r.tag.is_empty()));
    for deed in d.deeds.iter().filter(|x| x.module.is_some()) {
        assert!(deed.tag.starts_with("seed"), "{}", deed.name);
    }
    assert!(!d.warfare.dungeon.tag.is_empty() && !d.warfare.ransom.tag.is_empty());
}
