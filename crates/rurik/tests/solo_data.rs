//! The solo opponent's components as data (`src/solo/solo.json`): counts
//! checked against the sources, every entry tagged, and a corrected file
//! picked up by the rules that read it.

use ruleshelf_engine::Game;
use rurik::data::{data, Banner, Data, DATA_JSON, EPIC_JSON, REBELS_JSON, SOLO_JSON, WARFARE_JSON};
use rurik::solo::data::SoloData;
use rurik::solo::strategy::available;
use rurik::{Region, Rurik};

#[test]
fn the_rebel_deck_has_eighteen_cards_each_ordering_the_eight_regions_and_naming_each_advisor_once()
{
    let solo = &data().solo;
    assert_eq!(solo.cards.len(), 18);
    let ids: Vec<u8> = solo.cards.iter().map(|c| c.id).collect();
    assert_eq!(ids, (1..=18).collect::<Vec<_>>());
    for c in &solo.cards {
        assert_eq!(c.order.len(), 8, "card {}", c.id);
        assert_eq!(c.rows.len(), 6);
        // The printed cards' pattern: one coin symbol per column on cards
        // 1-6 and 15-18, two on cards 7-14.
        let coins = if (7..=14).contains(&c.id) { 2 } else { 1 };
        for p in 0..3 {
            assert_eq!(
                c.rows.iter().filter(|r| r.coins[p]).count(),
                coins,
                "card {} column {p}",
                c.id
            );
        }
    }
}

#[test]
fn card_seven_follows_pdh_where_brdgm_breaks_the_coin_pattern() {
    let card = data().solo.cards.iter().find(|c| c.id == 7).unwrap();
    let row = &card.rows[1];
    assert_eq!(
        (row.advisor, row.banners[1], row.coins[1]),
        (5, Banner::Tax, false)
    );
    assert!(row.tag.contains("impl: PDH"), "{}", row.tag);
}

#[test]
fn four_rebel_boards_with_seven_nine_ten_and_twelve_bonus_spaces() {
    let spaces: Vec<(usize, usize)> = (1..=4)
        .map(|level| {
            let b = data().solo.board(level).unwrap();
            let all: Vec<_> = b.columns.iter().flatten().collect();
            (all.len(), all.iter().filter(|s| !s.locked).count())
        })
        .collect();
    assert_eq!(spaces, vec![(7, 1), (9, 2), (10, 2), (12, 3)]);
}

#[test]
fn every_solo_entry_carries_its_source_tag() {
    let solo = &data().solo;
    assert!(solo.cards.iter().all(|c| c.tag.starts_with("impl: BRDGM")));
    assert!(solo.boards.iter().all(|b| b.tag.starts_with("impl: BRDGM")));
    assert!(solo
        .leaders
        .iter()
        .all(|l| l.tag.starts_with("seed") && !l.text.is_empty()));
    assert!(solo.priorities.iter().all(|p| !p.tag.is_empty()));
    assert!(solo.setup.tag.contains("assumed: 12 neutral troops"));
    assert!(solo.removed.tag.starts_with("seed"));
    let conflicts = solo
        .cards
        .iter()
        .flat_map(|c| &c.rows)
        .filter(|r| !r.tag.is_empty())
        .count();
    assert_eq!(
        conflicts, 8,
        "the nine cells where the sources differ, on eight rows"
    );
}

#[test]
fn a_swapped_solo_file_is_picked_up_by_the_rules_that_read_it() {
    // Card 1's first row is the second #2 (an asterisk advisor): not
    // available in round 1. A file that drops the asterisk makes it so.
    let state = {
        let mut s = Rurik::new_game(
            &rurik::Options::solo(
                rurik::options::Level::One,
                rurik::options::RebelLeader::Gleb,
            ),
            1,
        )
        .unwrap();
        s.players[1].advisors = vec![1, 2, 4, 5];
        s
    };
    let shipped = &data().solo.cards[0];
    assert!(!available(&state, shipped, &shipped.rows[0]));
    let text = SOLO_JSON.replacen(
        r#"{"advisor": 2, "star": true, "banners": ["scheme", "attack", "scheme"]"#,
        r#"{"advisor": 2, "banners": ["scheme", "attack", "scheme"]"#,
        1,
    );
    assert_ne!(text, SOLO_JSON);
    let d = Data::parse(DATA_JSON).unwrap();
    let region = |n: &str| d.region(n);
    let map: Vec<Region> = Region::all(8).collect();
    let swapped = SoloData::parse(&text, region, &map);
    // The edited card now names the plain #2 twice: the file is refused.
    assert!(swapped.is_err());
    let text = text.replacen(
        r#"{"advisor": 2, "banners": ["muster", "move", "muster"]"#,
        r#"{"advisor": 2, "star": true, "banners": ["muster", "move", "muster"]"#,
        1,
    );
    let swapped = SoloData::parse(&text, region, &map).unwrap();
    let card = &swapped.cards[0];
    assert!(available(&state, card, &card.rows[0]));
    assert!(!available(&state, card, &card.rows[5]));
    let whole = Data::parse(DATA_JSON)
        .and_then(|d| d.with_modules(EPIC_JSON, WARFARE_JSON, REBELS_JSON))
        .and_then(|d| d.with_solo(&text))
        .unwrap();
    assert!(!whole.solo.cards[0].rows[0].star);
}

#[test]
fn a_solo_file_with_a_card_missing_a_region_or_naming_an_unknown_card_is_refused() {
    let d = Data::parse(DATA_JSON).unwrap();
    let bad = SOLO_JSON.replacen("\"Novgorod\"]", "\"Atlantis\"]", 1);
    assert!(Data::parse(DATA_JSON).unwrap().with_solo(&bad).is_err());
    let bad = SOLO_JSON.replacen("\"Grand Hunter\"", "\"Grand Hunt\"", 1);
    assert!(d.with_solo(&bad).is_err());
}

#[test]
fn components_include_the_rebel_cards_boards_and_leaders() {
    let text = Rurik::components().unwrap();
    let c: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(c["solo"]["cards"].as_array().unwrap().len(), 18);
    assert_eq!(c["solo"]["boards"].as_array().unwrap().len(), 4);
    assert_eq!(c["solo"]["cards"][0]["regions"][0], "Kiev");
    let leaders: Vec<&str> = c["solo"]["leaders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(leaders, ["Sviatopolk", "Gleb", "Maria", "Theofana"]);
    let deeds = c["deeds"].as_array().unwrap();
    assert_eq!(
        deeds.iter().filter(|x| x["solo"] == false).count(),
        3,
        "the three deeds left out of a solo game are marked"
    );
}
