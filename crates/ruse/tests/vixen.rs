//! "Solo Mode - VIXEN": setup, VIXEN's turn and every icon of its cards,
//! its end of round and end of game, the outcome against it; from
//! hand-built positions. Most tests give every VIXEN card the same rows
//! (a swapped VIXEN file), so that any roll plays the row under test.

mod common;

use common::*;
use ruleshelf_engine::{ErrorCode, Game, Rng, Seat};
use ruse::data::{Data, DATA_JSON};
use ruse::ids::{Obstacle, Territory};
use ruse::state::{CommonSlot, Fox, HeldTile, KitPlace, Phase, PlacedDie, Spot, State};
use ruse::vixen::{VixenIcon, VIXEN_JSON};
use ruse::{Action, Event, Options, Ruse, Side, VixenLevel};
use serde_json::{json, Value};

const RIV: Territory = Territory::River;
const FOR: Territory = Territory::Forest;
/// VIXEN's colour in a solo game: the index after the only seat.
const V: Seat = Seat(1);

/// A solo game at level 1 after setup, settled as [`fresh`]: seat 0's
/// first turn, its die (3) to be placed; VIXEN's round-1 deck untouched;
/// the hunter in the Farm.
fn solo() -> State {
    let mut s = fresh_with(Options::against_vixen(1, VixenLevel::One));
    s.hunter = Territory::Farm;
    s
}

/// VIXEN has played its cards of the rounds before `round`.
fn played_before(s: &mut State, round: u8) {
    let v = s.vixen.as_mut().unwrap();
    while let Some(c) = v.deck.pop() {
        if d().vixen.cards[usize::from(c)].round >= round {
            v.deck.push(c);
            break;
        }
        v.public.revealed.push(c);
    }
}

fn row(place: &str, icons: Value, vp: u8) -> Value {
    json!({ "place": place, "icons": icons, "vp": vp })
}

/// The shipped data with every VIXEN card's instant bonus `instant` and
/// its rows `rows` (for die faces 1–2, 3–4, 5–6).
fn cards(instant: Value, rows: [Value; 3]) -> Data {
    let mut file: Value = serde_json::from_str(VIXEN_JSON).unwrap();
    for card in file["cards"].as_array_mut().unwrap() {
        card["instant"] = instant.clone();
        let rows: Vec<Value> = rows
            .iter()
            .zip([[1, 2], [3, 4], [5, 6]])
            .map(|(r, dice)| {
                let mut r = r.clone();
                r["dice"] = json!(dice);
                r
            })
            .collect();
        card["rows"] = json!(rows);
    }
    Data::from_files(
        DATA_JSON,
        ruse::firefox::FIREFOX_JSON,
        ruse::village::VILLAGE_JSON,
        &file.to_string(),
    )
    .unwrap()
}

/// Every VIXEN card's three rows the same.
fn every_row(place: &str, icons: Value, vp: u8) -> Data {
    let r = row(place, icons, vp);
    cards(json!([]), [r.clone(), r.clone(), r])
}

/// Seat 0 ends a turn spent in the objective zone; VIXEN, next in turn
/// order, plays its turn with `data`'s cards. Returns the events of the
/// step.
fn vixen_plays(data: &Data, s: &mut State) -> Vec<Event> {
    acting(s, S0, Spot::MountainObjectives, 0);
    let before = s.log.len();
    ruse::play::play(data, s, &Action::EndTurn { seat: S0 });
    ruse::validate::validate(data, s).unwrap_or_else(|e| panic!("invalid: {e}"));
    s.log[before..].iter().map(|e| e.event.clone()).collect()
}

/// The GP seat 0's roll collected in `events` (its turn after VIXEN's).
fn rolled_gp(events: &[Event]) -> u8 {
    events
        .iter()
        .find_map(|e| {
            if let Event::Rolled { seat: S0, gp, .. } = e {
                Some(*gp)
            } else {
                None
            }
        })
        .unwrap_or(0)
}

fn resolved(events: &[Event]) -> Vec<(VixenIcon, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::VixenResolved { icon, done } => Some((*icon, *done)),
            _ => None,
        })
        .collect()
}

/// Seat 0's die, showing `value`, is on the River's first space: its fox
/// is to move.
fn moving(s: &mut State, value: u8) {
    s.territories[0].dice[0] = Some(PlacedDie { seat: S0, value: 0 });
    s.turn = Some(ruse::state::Turn {
        seat: S0,
        rolled: true,
        value,
        spot: Some(Spot::Territory {
            territory: RIV,
            space: 0,
        }),
        used: 0,
        once: false,
    });
    s.phase = Phase::Move { seat: S0 };
    s.pending.clear();
}

/// What of VIXEN everyone sees.
fn vixen(s: &State) -> &ruse::vixen::VixenPublic {
    &s.vixen.as_ref().unwrap().public
}

fn vixen_mut(s: &mut State) -> &mut ruse::vixen::VixenPublic {
    &mut s.vixen.as_mut().unwrap().public
}

/// VIXEN's face-down deck, top last.
fn deck(s: &State) -> &Vec<u8> {
    &s.vixen.as_ref().unwrap().deck
}

// ---- Options ----

#[test]
fn vixen_mode_can_be_played_alone_or_with_2_or_3_players() {
    for seats in 1..=3 {
        for level in VixenLevel::ALL {
            let s = Ruse::new_game(&Options::against_vixen(seats, level), 1).unwrap();
            assert_eq!(
                vixen(&s).revealed.len() + deck(&s).len(),
                13,
                "the level's 13 cards"
            );
            assert!(deck(&s)
                .iter()
                .all(|c| d().vixen.cards[usize::from(*c)].level == level.number()));
            valid(&s);
        }
    }
    // A 1-seat game is the solo mode, whatever the flag says.
    let s = Ruse::new_game(&Options::new(1), 1).unwrap();
    assert!(s.options.vixen && s.vixen.is_some());
    assert!(
        Ruse::new_game(&Options::new(3), 1).unwrap().vixen.is_none(),
        "off by default beside players"
    );
}

#[test]
fn the_vixen_mode_cannot_be_used_with_the_firefox_or_village_expansion_nor_with_4_players() {
    for options in [
        Options {
            firefox: true,
            ..Options::new(1)
        },
        Options {
            village: true,
            ..Options::against_vixen(2, VixenLevel::Two)
        },
        Options {
            firefox: true,
            village: true,
            ..Options::against_vixen(3, VixenLevel::Four)
        },
    ] {
        let err = Ruse::new_game(&options, 0).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidOptions);
        assert!(err.message.starts_with("VIXEN (the automated fox of a 1-seat game, or the vixen option) cannot play with the Firefox or the Village mini-expansion"), "{err}");
    }
    let err = Ruse::new_game(&Options::against_vixen(4, VixenLevel::One), 0).unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidOptions);
    assert!(err.message.contains("5th-player expansion"), "{err}");
}

#[test]
fn the_new_game_form_offers_one_seat_vixen_and_its_level() {
    let info = Ruse::info();
    assert_eq!((info.seats.min, info.seats.max), (1, 4));
    let keys: Vec<&str> = info.options.iter().map(|o| o.key).collect();
    assert!(keys.contains(&"vixen") && keys.contains(&"vixenLevel"));
    assert!(info.options.iter().all(|o| !o.help.is_empty()));
    // The form sends a level as the string of its choice.
    let options: Options =
        serde_json::from_str(r#"{ "seats": 1, "vixen": false, "vixenLevel": "3" }"#).unwrap();
    assert_eq!(options.vixen_level, VixenLevel::Three);
    assert!(serde_json::from_str::<Options>(r#"{ "seats": 1, "vixenLevel": "5" }"#).is_err());
}

// ---- Setup ----

#[test]
fn set_up_for_a_2_player_game_with_vixens_board_deck_dice_kits_and_markers() {
    let s = Ruse::new_game(&Options::against_vixen(1, VixenLevel::Two), 3).unwrap();
    // "ordered sequentially from round 1 to 4 for gradual reveal" (top = last).
    let rounds: Vec<u8> = deck(&s)
        .iter()
        .map(|c| d().vixen.cards[usize::from(*c)].round)
        .collect();
    assert_eq!(
        rounds,
        [vec![4; 4], vec![3; 4], vec![2; 3], vec![1; 2]].concat()
    );
    let v = vixen(&s);
    // "3 kit dice with a value of 1 on the first 3 spaces of the growth track", "2 black kit dice in reserve".
    let places: Vec<KitPlace> = v.kits.iter().map(|k| k.place).collect();
    assert_eq!(
        places,
        [
            KitPlace::Growing { space: 1 },
            KitPlace::Growing { space: 2 },
            KitPlace::Growing { space: 3 },
            KitPlace::Locked,
            KitPlace::Locked
        ]
    );
    assert!(v.kits.iter().all(|k| k.value == 1));
    // "the 4 territory markers on the solo board", "fox head token at 0", "standing fox in the center".
    assert_eq!(
        (v.markers_out, v.vp, v.fox, v.den_tiles, v.territory_tiles),
        (0, 0, None, 0, 0)
    );
    assert!(v.cache.is_empty() && v.bonus_tiles.is_empty() && v.dice.iter().all(Option::is_none));
    // "VIXEN always starts in the last position on the turn order track."
    assert_eq!(ruse::vixen::order(&s), vec![S0, V]);
    // Only one player's components; the 2-player side and its blocked spaces.
    assert_eq!(s.players.len(), 1);
    assert_eq!(
        s.turn_order_tiles.len(),
        2,
        "the 2-player side: positions 1 and 2"
    );
    let view = Ruse::view(&s, Some(S0));
    assert!(
        view.territories[0].dice[3].closed.is_some(),
        "the rightmost die space is blocked as with 2 players"
    );
    // "In the first round, VIXEN has 2 action dice (as shown on the first-round cards)."
    assert_eq!(ruse::vixen::dice(d(), &s), (2, 2));
    valid(&s);
}

#[test]
fn beside_2_or_3_players_the_setup_is_for_3_or_4() {
    let s = Ruse::new_game(&Options::against_vixen(2, VixenLevel::One), 3).unwrap();
    assert_eq!(
        s.turn_order_tiles.len(),
        2,
        "the 4-5 player side: positions 3 and 4"
    );
    assert_eq!(ruse::placement::open_vital(d(), &s), 4, "no space blocked");
    assert_eq!(
        *ruse::vixen::order(&s).last().unwrap(),
        Seat(2),
        "VIXEN last, its colour after the seats"
    );
}

#[test]
fn the_cards_are_shuffled_for_each_round() {
    let deck = |seed| {
        deck(&Ruse::new_game(&Options::against_vixen(1, VixenLevel::Four), seed).unwrap()).clone()
    };
    let first = deck(1);
    assert!(
        (2..20).any(|seed| deck(seed) != first),
        "each round's cards in a new order"
    );
    for seed in 1..20 {
        let mut a = deck(seed)[8..].to_vec();
        a.sort_unstable();
        let mut b = first[8..].to_vec();
        b.sort_unstable();
        assert_eq!(
            a, b,
            "the rounds 1 and 2 cards on top, whatever their order"
        );
    }
}

// ---- Beginning of the round ----

#[test]
fn vixen_does_not_collect_turn_order_bonuses_and_waits_for_the_players_choices() {
    let mut s = solo();
    // End of round 1, VIXEN ahead: it goes first in round 2, on the first
    // bonus position; the player, second, owes the track tile's choice.
    played_before(&mut s, 2);
    vixen_mut(&mut s).vp = 20;
    s.turn_order_tiles = vec![0, 4];
    s.players[0].dice_used = s.players[0].dice;
    growing(&mut s, S0);
    act(&mut s, Action::Done { seat: S0 });
    assert_eq!(ruse::vixen::order(&s), vec![V, S0], "by the VP track");
    assert_eq!(
        s.cheese, None,
        "VIXEN took no cheese from the first position's tile"
    );
    assert_eq!(s.phase, Phase::Vixen, "VIXEN's turn waits");
    assert_eq!(Ruse::to_act(&s), vec![S0]);
    assert!(matches!(s.pending[0].choice, ruse::Choice::Track));
    let revealed = vixen(&s).revealed.len();
    act(
        &mut s,
        Action::AdvanceTrack {
            seat: S0,
            track: RIV,
        },
    );
    assert_eq!(vixen(&s).revealed.len(), revealed + 1, "then VIXEN plays");
    assert_eq!(s.turn.map(|t| t.seat), Some(S0), "and hands the turn on");
    valid(&s);
}

// ---- VIXEN's turn ----

#[test]
fn vixen_reveals_a_card_collects_its_instant_bonus_and_its_die_picks_the_row() {
    let data = cards(
        json!(["hunter"]),
        [
            row("den", json!([{ "den": 1 }]), 1),
            row("den", json!([{ "den": 2 }]), 2),
            row("den", json!([{ "den": 3 }]), 3),
        ],
    );
    for (roll, tiles, vp) in [(2u8, 1u8, 1u16), (3, 2, 2), (6, 3, 3)] {
        let mut s = solo();
        s.hunter = RIV;
        s.rng = rolling(roll);
        let top = *deck(&s).last().unwrap();
        let events = vixen_plays(&data, &mut s);
        assert_eq!(events[1], Event::VixenRevealed { card: top });
        assert_eq!(
            events[2],
            Event::VixenResolved {
                icon: VixenIcon::Hunter,
                done: true
            },
            "the instant bonus, when revealed"
        );
        assert_eq!(
            events[3],
            Event::VixenRolled {
                roll,
                row: (roll - 1) / 2
            }
        );
        assert_eq!(s.hunter, FOR);
        assert_eq!(
            (vixen(&s).den_tiles, vixen(&s).vp),
            (tiles, vp),
            "row {} and its VP",
            (roll - 1) / 2
        );
        assert_eq!(vixen(&s).revealed, vec![top]);
        let view = Ruse::view(&s, Some(S0)).vixen.unwrap();
        assert_eq!(
            (view.card, view.public.roll, view.row),
            (Some(top), Some(roll), Some((roll - 1) / 2)),
            "the card and the row in use"
        );
    }
}

#[test]
fn vixen_places_its_die_in_the_rows_territory_or_the_next_one_clockwise_with_a_free_space() {
    let data = every_row("river", json!(["kit"]), 2);
    let mut s = solo();
    s.rng = rolling(5);
    vixen_plays(&data, &mut s);
    assert_eq!(
        s.territories[0].dice[0],
        Some(PlacedDie { seat: V, value: 5 }),
        "the leftmost free space, showing its roll"
    );
    // The river full (its 4th space blocked with 1 player and VIXEN): the forest.
    let mut s = solo();
    for i in 0..3 {
        s.territories[0].dice[i] = Some(PlacedDie { seat: S0, value: 0 });
    }
    let events = vixen_plays(&data, &mut s);
    assert!(events.contains(&Event::VixenPlaced {
        territory: Some(FOR),
        space: 0
    }));
    assert_eq!(s.territories[1].dice[0].map(|p| p.seat), Some(V));
}

#[test]
fn with_no_territory_space_left_the_die_goes_above_the_solo_board_and_the_territory_icons_do_nothing(
) {
    let data = every_row("river", json!(["hunt", "kit"]), 2);
    let mut s = solo();
    for t in &mut s.territories {
        for i in 0..3 {
            t.dice[i] = Some(PlacedDie { seat: S0, value: 0 });
        }
    }
    let events = vixen_plays(&data, &mut s);
    assert!(events.contains(&Event::VixenPlaced {
        territory: None,
        space: 0
    }));
    assert_eq!(
        resolved(&events),
        vec![(VixenIcon::Hunt, false), (VixenIcon::Kit, true)]
    );
    assert_eq!(vixen(&s).vp, 2, "the row's VP still");
}

#[test]
fn in_the_den_vixen_places_its_die_in_an_open_space_above_the_solo_board_and_collects_the_den_tiles(
) {
    let data = every_row("den", json!([{ "den": 2 }, "bonusDen"]), 3);
    let mut s = solo();
    vixen_mut(&mut s).dice[0] = Some(4);
    let shown = s.bonus_display[0].unwrap();
    let events = vixen_plays(&data, &mut s);
    assert!(events.contains(&Event::VixenPlaced {
        territory: None,
        space: 1
    }));
    assert!(events.contains(&Event::DenTilesDrawn { seat: V, count: 2 }));
    let v = vixen(&s);
    assert_eq!(
        (v.den_tiles, v.bonus_tiles.clone(), v.vp),
        (2, vec![shown], 3),
        "collected, not placed"
    );
    assert!(s.bonus_display[0].is_some(), "the display is refilled");
    assert!(
        s.players[0].den.cells.iter().flatten().count() == 1,
        "nothing in the player's den"
    );
}

#[test]
fn vixen_moves_up_to_4_spaces_to_the_spot_where_hunting_and_marking_can_both_occur() {
    let data = every_row("river", json!(["hunt", "mark"]), 2);
    let mut s = solo();
    line_up(&mut s);
    // RIV-A mark, RIV-B hunt, RIV-C mark + hunt, RIV-D mark.
    let events = vixen_plays(&data, &mut s);
    assert!(events.contains(&Event::VixenMoved {
        territory: RIV,
        to: 3
    }));
    assert_eq!(
        resolved(&events),
        vec![(VixenIcon::Hunt, true), (VixenIcon::Mark, true)]
    );
    let v = vixen(&s);
    assert_eq!(
        (v.cache.len(), v.markers_out, v.vp),
        (1, 1, 2),
        "its hunting tile, its marker, the row's VP"
    );
    assert_eq!(s.territories[0].spaces[2].marker, Some(V));
    assert!(s.territories[0].spaces[2].hunting.is_none());
}

#[test]
fn among_equal_spots_vixen_prefers_a_players_mark_then_the_nearest_to_the_base() {
    let data = every_row("river", json!(["mark"]), 2);
    let mut s = solo();
    line_up(&mut s);
    vixen_plays(&data, &mut s);
    assert_eq!(
        vixen(&s).fox,
        Some(Fox {
            territory: RIV,
            space: 1
        }),
        "the nearest markable spot"
    );
    let mut s = solo();
    line_up(&mut s);
    s.territories[0].spaces[3].marker = Some(S0);
    s.players[0].markers_out = 1;
    let events = vixen_plays(&data, &mut s);
    assert_eq!(
        vixen(&s).fox,
        Some(Fox {
            territory: RIV,
            space: 4
        }),
        "\"determined to claim your territory\""
    );
    assert_eq!(
        s.players[0].gp,
        2 + rolled_gp(&events),
        "VIXEN ending on the player's mark pays the player 2 GP"
    );
    assert_eq!(
        (s.territories[0].spaces[3].marker, s.players[0].markers_out),
        (Some(V), 0),
        "the player's marker goes back"
    );
}

#[test]
fn where_neither_hunting_nor_marking_can_occur_vixen_stays_at_the_base() {
    let data = every_row("river", json!(["hunt", "mark", "kit"]), 2);
    let mut s = solo();
    line_up(&mut s);
    s.hunter = RIV;
    let events = vixen_plays(&data, &mut s);
    assert!(
        events.contains(&Event::VixenMoved {
            territory: RIV,
            to: 0
        }),
        "\"The hunter … Hunting is not allowed. Territory marking is not allowed\""
    );
    assert_eq!(
        resolved(&events),
        vec![
            (VixenIcon::Hunt, false),
            (VixenIcon::Mark, false),
            (VixenIcon::Kit, true)
        ]
    );
}

#[test]
fn the_wolf_forbids_vixen_to_hunt_and_a_storm_by_day_shortens_its_move() {
    let data = every_row("river", json!(["hunt"]), 2);
    let mut s = solo();
    line_up(&mut s);
    s.territories[0].obstacle = Some(Obstacle::Wolf);
    let events = vixen_plays(&data, &mut s);
    assert_eq!(resolved(&events), vec![(VixenIcon::Hunt, false)]);
    // A storm: X1–X3 already VIXEN's, only X4 is left to mark.
    let data = every_row("river", json!(["mark"]), 2);
    let stormy = |night: bool| {
        let mut s = solo();
        line_up(&mut s);
        s.night = night;
        s.territories[0].obstacle = Some(Obstacle::Storm);
        for x in 0..3 {
            s.territories[0].spaces[x].marker = Some(V);
        }
        vixen_mut(&mut s).markers_out = 3;
        vixen_plays(&data, &mut s)
    };
    assert!(
        stormy(false).contains(&Event::VixenMoved {
            territory: RIV,
            to: 0
        }),
        "X4 out of reach by day in the storm"
    );
    assert!(
        stormy(true).contains(&Event::VixenMoved {
            territory: RIV,
            to: 4
        }),
        "the storm acts by day only"
    );
}

#[test]
fn passing_a_players_mark_or_beaver_pays_that_player_and_vixen_loses_nothing() {
    let data = every_row("river", json!(["hunt"]), 2);
    let mut s = solo();
    line_up(&mut s);
    // X1 marked by the player; VIXEN hunts on X2, passing it.
    s.territories[0].spaces[0].marker = Some(S0);
    s.players[0].markers_out = 1;
    let events = vixen_plays(&data, &mut s);
    assert_eq!(
        vixen(&s).fox,
        Some(Fox {
            territory: RIV,
            space: 2
        })
    );
    assert_eq!(
        s.players[0].gp,
        1 + rolled_gp(&events),
        "\"that player gains 1 GP\" (from the bank)"
    );
}

#[test]
fn a_players_fox_passing_vixens_mark_or_beaver_loses_the_gp_to_the_bank_and_may_re_mark_it() {
    let mut s = solo();
    line_up(&mut s);
    s.territories[0].spaces[0].marker = Some(V);
    vixen_mut(&mut s).markers_out = 1;
    s.beaver = Some(ruse::state::Beaver {
        owner: V,
        territory: RIV,
        space: 1,
        tile: None,
    });
    s.players[0].gp = 10;
    s.night = true;
    moving(&mut s, 5);
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 3,
            from_base: true,
        },
    );
    assert_eq!(
        s.players[0].gp,
        10 - 1 - 2,
        "1 passing VIXEN's mark, 2 meeting its beaver; VIXEN gains nothing"
    );
    valid(&s);
    // Back on X1: the player re-marks VIXEN's spot.
    let mut s = solo();
    line_up(&mut s);
    s.territories[0].spaces[0].marker = Some(V);
    vixen_mut(&mut s).markers_out = 1;
    s.players[0].gp = 10;
    moving(&mut s, 5);
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 1,
            from_base: true,
        },
    );
    assert_eq!(s.players[0].gp, 8, "ending on VIXEN's mark");
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: ruse::Buy::Mark,
        },
    );
    assert_eq!(
        (
            s.territories[0].spaces[0].marker,
            vixen(&s).markers_out,
            s.players[0].markers_out
        ),
        (Some(S0), 0, 1)
    );
    valid(&s);
}

#[test]
fn vixen_takes_the_hunting_tile_into_its_cache_without_its_bonus() {
    let data = every_row("river", json!(["hunt"]), 2);
    let mut s = solo();
    line_up(&mut s);
    let tile = s.territories[0].spaces[1].hunting.unwrap();
    let events = vixen_plays(&data, &mut s);
    assert!(events.contains(&Event::Hunted { seat: V, tile }));
    assert_eq!(vixen(&s).cache, vec![tile]);
    // A full cache (10): the tile is discarded to the stack's bottom.
    let mut s = solo();
    line_up(&mut s);
    let tile = s.territories[0].spaces[1].hunting.unwrap();
    let ten: Vec<u8> = (0..10).map(|_| s.hunting_stack.pop().unwrap()).collect();
    vixen_mut(&mut s).cache = ten;
    vixen_plays(&data, &mut s);
    assert_eq!((vixen(&s).cache.len(), s.hunting_stack[0]), (10, tile));
}

#[test]
fn the_territory_tile_icon_draws_the_rows_territory_tile_and_counts_it() {
    let data = every_row("river", json!(["tile"]), 2);
    // Tiles by index: 0 camp, 1 bear, 8 beaver, 9 action, 10 cheese.
    for (tile, check) in [
        (0u8, "camp"),
        (1, "bear"),
        (8, "beaver"),
        (9, "action"),
        (10, "cheese"),
        (6, "available to all"),
    ] {
        let mut s = solo();
        let stack = &mut s.territories[0].stack;
        stack.retain(|t| *t != tile);
        stack.push(tile);
        let events = vixen_plays(&data, &mut s);
        assert!(
            events.contains(&Event::TileDrawn {
                seat: V,
                territory: RIV,
                tile
            }),
            "{check}"
        );
        assert_eq!(vixen(&s).territory_tiles, 1, "{check}: the tally");
        assert!(s.pending.is_empty(), "{check}: VIXEN owes no choice");
        match check {
            "camp" => assert_eq!(
                s.territories[0].obstacle,
                Some(Obstacle::Camp),
                "where drawn"
            ),
            "bear" => assert_eq!(
                s.territories[0].obstacle,
                Some(Obstacle::Bear),
                "where drawn"
            ),
            "beaver" => assert_eq!(s.beaver.map(|b| (b.owner, b.territory)), Some((V, RIV))),
            "action" => assert!(
                s.territories[0].discard.contains(&tile),
                "no use to VIXEN: discarded"
            ),
            "cheese" => assert_eq!(s.cheese, Some(V)),
            _ => assert!(
                s.mountains.display.contains(&HeldTile { home: RIV, tile }),
                "for the players"
            ),
        }
    }
}

#[test]
fn kit_value_increase_raises_vixens_lowest_kit_outside_the_den_or_else_its_front_most() {
    let data = every_row("den", json!(["kit"]), 2);
    let mut s = solo();
    vixen_plays(&data, &mut s);
    assert_eq!(
        vixen(&s).kits[2].value,
        2,
        "no kit outside: the front-most, on G3"
    );
    let mut s = solo();
    vixen_mut(&mut s).kits[0] = ruse::state::Kit {
        value: 4,
        place: KitPlace::Exited,
    };
    vixen_mut(&mut s).kits[1] = ruse::state::Kit {
        value: 3,
        place: KitPlace::Exited,
    };
    vixen_plays(&data, &mut s);
    assert_eq!(
        (vixen(&s).kits[0].value, vixen(&s).kits[1].value),
        (4, 4),
        "the lowest outside"
    );
    let mut s = solo();
    for k in &mut vixen_mut(&mut s).kits {
        k.value = 6;
    }
    let events = vixen_plays(&data, &mut s);
    assert_eq!(
        resolved(&events),
        vec![(VixenIcon::Kit, false)],
        "no kit below 6: lost"
    );
}

#[test]
fn kit_growth_moves_vixens_front_most_kit_and_a_kit_leaving_the_den_releases_a_black_kit() {
    let data = every_row("den", json!(["grow"]), 2);
    let mut s = solo();
    vixen_plays(&data, &mut s);
    assert_eq!(vixen(&s).kits[2].place, KitPlace::Growing { space: 4 });
    let mut s = solo();
    vixen_mut(&mut s).kits[2].place = KitPlace::Growing { space: 5 };
    vixen_mut(&mut s).kits[0].place = KitPlace::Growing { space: 2 };
    vixen_mut(&mut s).kits[1].place = KitPlace::Growing { space: 3 };
    vixen_plays(&data, &mut s);
    let places: Vec<KitPlace> = vixen(&s).kits.iter().map(|k| k.place).collect();
    assert_eq!(
        places[2],
        KitPlace::Exited,
        "past the last space: out of the den"
    );
    assert_eq!(
        places[3],
        KitPlace::Growing { space: 1 },
        "a black kit enters the free first space"
    );
    assert_eq!(places[4], KitPlace::Locked);
}

#[test]
fn the_cheese_and_the_star_icons_take_them_even_from_a_player() {
    let data = every_row("den", json!(["cheese", "star"]), 2);
    let mut s = solo();
    s.cheese = Some(S0);
    s.star = Some(S0);
    vixen_plays(&data, &mut s);
    assert_eq!((s.cheese, s.star), (Some(V), Some(V)));
}

#[test]
fn the_hunter_icon_moves_the_hunter_clockwise_and_the_wolf_goes_in_the_rows_territory() {
    let data = every_row("forest", json!(["hunter", "wolf"]), 2);
    let mut s = solo();
    s.hunter = Territory::Farm;
    s.territories[0].obstacle = Some(Obstacle::Wolf);
    vixen_plays(&data, &mut s);
    assert_eq!(s.hunter, RIV);
    assert_eq!(
        (s.territories[0].obstacle, s.territories[1].obstacle),
        (None, Some(Obstacle::Wolf)),
        "the one Wolf moves"
    );
}

#[test]
fn the_beaver_icon_gives_vixen_the_beaver_on_the_rows_dam() {
    let data = every_row("forest", json!(["beaver"]), 2);
    let mut s = solo();
    line_up(&mut s);
    let tile = HeldTile { home: RIV, tile: 8 };
    s.territories[0].stack.retain(|t| *t != 8);
    s.beaver = Some(ruse::state::Beaver {
        owner: S0,
        territory: RIV,
        space: 2,
        tile: Some(tile),
    });
    vixen_plays(&data, &mut s);
    assert_eq!(
        s.beaver,
        Some(ruse::state::Beaver {
            owner: V,
            territory: FOR,
            space: 2,
            tile: Some(tile)
        }),
        "on FOR-C, the Brook Dam"
    );
}

#[test]
fn vixen_declares_the_common_objective_its_card_shows_on_the_leftmost_space_or_the_next() {
    let data = cards(
        json!([{ "common": 2 }, { "common": 2 }]),
        [
            row("den", json!([]), 0),
            row("den", json!([]), 0),
            row("den", json!([]), 0),
        ],
    );
    let mut s = solo();
    s.common = vec![
        CommonSlot {
            objective: 0,
            claims: vec![],
        },
        CommonSlot {
            objective: 2,
            claims: vec![S0],
        },
        CommonSlot {
            objective: 4,
            claims: vec![],
        },
    ];
    let events = vixen_plays(&data, &mut s);
    assert!(
        events.contains(&Event::CommonClaimed {
            seat: V,
            objective: 2,
            place: 1
        }),
        "no requirement: the card declares it"
    );
    assert!(
        events.contains(&Event::CommonClaimed {
            seat: V,
            objective: 4,
            place: 0
        }),
        "already on slot 2: the next"
    );
    assert_eq!(
        resolved(&events),
        vec![(VixenIcon::Common(2), true), (VixenIcon::Common(2), true)]
    );
}

#[test]
fn retrieve_action_dice_frees_the_die_space_at_once() {
    let data = every_row("river", json!(["retrieve"]), 2);
    let mut s = solo();
    let events = vixen_plays(&data, &mut s);
    assert_eq!(resolved(&events), vec![(VixenIcon::Retrieve, true)]);
    assert!(
        s.territories[0].dice.iter().all(Option::is_none),
        "the die left its space"
    );
}

#[test]
fn vixen_gains_the_rows_victory_points_and_takes_the_cheese_on_a_cheese_space() {
    let data = every_row("den", json!([]), 5);
    let mut s = solo();
    vixen_mut(&mut s).vp = 10;
    let events = vixen_plays(&data, &mut s);
    assert!(events.contains(&Event::Scored {
        seat: V,
        vp: 5,
        reason: "row".into()
    }));
    assert_eq!(
        (vixen(&s).vp, s.cheese),
        (15, Some(V)),
        "\"ends their turn … on a cheese space\""
    );
}

#[test]
fn a_printed_bonus_vixen_receives_gives_it_what_it_has_a_use_for() {
    // The star tile drawn by the Tile icon: VIXEN takes the star; a hunting
    // tile's GP and resource are lost to it (covered above); its kit icon
    // raises a kit.
    let data = every_row("river", json!(["tile"]), 0);
    let mut s = solo();
    s.territories[0].stack.retain(|t| *t != 11);
    s.territories[0].stack.push(11);
    s.star = Some(S0);
    let events = vixen_plays(&data, &mut s);
    assert_eq!(s.star, Some(V));
    assert!(events.contains(&Event::VixenResolved {
        icon: VixenIcon::Star,
        done: true
    }));
}

// ---- End of the round ----

/// The end of round 1 of a solo game: seat 0 declares nothing.
fn round_end(s: &mut State) {
    played_before(s, 2);
    s.players[0].dice_used = s.players[0].dice;
    declaring(s, S0);
    act(s, Action::Done { seat: S0 });
}

#[test]
fn vixen_gains_4_vp_for_the_cheese_retrieves_its_dice_and_scores_none_for_them() {
    let mut s = solo();
    s.cheese = Some(V);
    s.territories[0].dice[0] = Some(PlacedDie { seat: V, value: 6 });
    vixen_mut(&mut s).dice[0] = Some(5);
    round_end(&mut s);
    assert_eq!(vixen(&s).vp, 4, "4 VP for the cheese, none for the dice");
    assert_eq!((s.cheese, s.territories[0].dice[0]), (None, None));
    assert!(
        vixen(&s).dice.iter().all(Option::is_none),
        "\"VIXEN retrieves all its action dice\""
    );
    assert_eq!(s.phase, Phase::Growth { seat: S0 });
}

#[test]
fn vixen_moves_all_its_kit_dice_1_space_to_the_right_and_a_kit_may_leave_the_den() {
    let mut s = solo();
    vixen_mut(&mut s).kits[2].place = KitPlace::Growing { space: 5 };
    round_end(&mut s);
    act(&mut s, Action::Done { seat: S0 });
    let places: Vec<KitPlace> = vixen(&s).kits.iter().map(|k| k.place).collect();
    assert_eq!(
        places,
        [
            KitPlace::Growing { space: 2 },
            KitPlace::Growing { space: 3 },
            KitPlace::Exited,
            KitPlace::Growing { space: 1 },
            KitPlace::Locked
        ]
    );
}

#[test]
fn the_catch_up_gives_vixen_1_vp_per_orange_space_and_the_players_behind_vixen_catch_up_too() {
    let mut s = solo();
    s.players[0].vp = 34;
    vixen_mut(&mut s).vp = 12;
    round_end(&mut s);
    act(&mut s, Action::Done { seat: S0 });
    assert!(
        s.log.iter().any(|e| e.event
            == Event::Scored {
                seat: V,
                vp: 2,
                reason: "catchUp".into()
            }),
        "30 against 10: 2 orange spaces"
    );
    let mut s = solo();
    s.players[0].vp = 5;
    vixen_mut(&mut s).vp = 21;
    round_end(&mut s);
    let gp = s.players[0].gp;
    s.turn_order_tiles = vec![2, 2];
    act(&mut s, Action::Done { seat: S0 });
    assert!(
        s.players[0].gp >= gp + 4,
        "2 GP per orange space behind VIXEN"
    );
    assert_eq!(ruse::vixen::order(&s)[0], V, "turn order by the VP track");
}

// ---- End of the game and the outcome ----

/// The last growth phase of a solo game.
fn game_end(s: &mut State) {
    played_before(s, 5);
    s.round = 4;
    s.destiny_revealed = s
        .destiny_revealed
        .iter()
        .copied()
        .chain(std::mem::take(&mut s.destiny_stack))
        .collect();
    s.destiny_tile = *s.destiny_revealed.last().unwrap();
    s.players[0].dice_used = s.players[0].dice;
    growing(s, S0);
}

#[test]
fn vixen_scores_the_star_hunting_den_tiles_bonus_tiles_territory_tiles_and_kits_outside_but_no_common_objective(
) {
    let mut s = solo();
    game_end(&mut s);
    s.star = Some(V);
    let three: Vec<u8> = (0..3).map(|_| s.hunting_stack.pop().unwrap()).collect();
    let bonus = s.bonus_stack.pop().unwrap();
    let v = vixen_mut(&mut s);
    v.cache = three;
    v.den_tiles = 7;
    v.bonus_tiles = vec![bonus];
    v.territory_tiles = 5;
    v.kits[0] = ruse::state::Kit {
        value: 4,
        place: KitPlace::Exited,
    };
    v.vp = 50;
    s.common[0].claims = vec![V];
    act(&mut s, Action::Done { seat: S0 });
    assert_eq!(s.phase, Phase::Over);
    let f = vixen(&s).final_score.unwrap();
    let chart = u16::from(d().hunting.chart[3]);
    assert_eq!(
        (
            f.star,
            f.hunting,
            f.den_tiles,
            f.bonus_tiles,
            f.territory_tiles
        ),
        (4, chart, 2, 1, 2)
    );
    assert_eq!(f.kits, 4, "its kit outside the den");
    assert_eq!(
        vixen(&s).vp,
        50 + 4 + chart + 2 + 1 + 2 + 4,
        "nothing for its common objective cube"
    );
}

/// "At the end of the 4th round, complete the end-of-round scoring", and
/// VIXEN's end-of-round scoring holds "The catch-up mechanism applies to
/// VIXEN, but ... VIXEN gains 1 VP per orange space": after round 4 too,
/// before its end-of-game scoring.
#[test]
fn vixen_catch_up_after_round_four_scores_vp() {
    let mut s = solo();
    game_end(&mut s);
    s.players[0].vp = 50;
    vixen_mut(&mut s).vp = 21;
    act(&mut s, Action::Done { seat: S0 });
    assert_eq!(s.phase, Phase::Over);
    let catch_up = s.log.iter().position(|e| {
        e.event
            == Event::Scored {
                seat: V,
                vp: 3,
                reason: "catchUp".into(),
            }
    });
    let over = s
        .log
        .iter()
        .position(|e| matches!(e.event, Event::GameOver { .. }));
    assert!(
        catch_up.is_some_and(|c| Some(c) < over),
        "21 against 50: 30, 40, 50, scored before the end of the game"
    );
    let f = vixen(&s).final_score.unwrap();
    let end_game = f.star + f.hunting + f.den_tiles + f.bonus_tiles + f.territory_tiles + f.kits;
    assert_eq!(
        vixen(&s).vp,
        21 + 3 + end_game,
        "the catch-up VP count in VIXEN's score"
    );
    valid(&s);
}

#[test]
fn alone_against_vixen_the_player_wins_or_loses_and_a_tie_goes_to_the_player() {
    for (mine, vixens, winners, rank) in [
        (80u16, 79u16, vec![S0], 1u8),
        (79, 80, vec![], 2),
        (80, 80, vec![S0], 1),
    ] {
        let mut s = solo();
        game_end(&mut s);
        for k in &mut s.players[0].kits {
            k.value = 1;
        }
        // No end-game VP for either: nothing held, nothing outside, no
        // card in hand, no GP.
        s.players[0].vp = mine;
        s.players[0].gp = 0;
        let hand = std::mem::take(&mut s.players[0].hand);
        s.players[0].discarded.extend(hand);
        vixen_mut(&mut s).vp = vixens;
        act(&mut s, Action::Done { seat: S0 });
        valid(&s);
        let mine = s.players[0].vp;
        let o = Ruse::outcome(&s).unwrap();
        assert_eq!(
            (o.winners.clone(), o.ranks.clone()),
            (winners, vec![rank]),
            "{mine} against {vixens}"
        );
        assert_eq!(
            o.scores,
            vec![i32::from(mine), i32::from(vixen(&s).vp)],
            "VIXEN's score after the seat's"
        );
        assert_eq!(Ruse::view(&s, Some(S0)).vixen.unwrap().rank, Some(3 - rank));
        assert_eq!(o.reward(S0), if rank == 1 { 1.0 } else { 0.0 });
    }
}

#[test]
fn beside_players_vixens_place_counts_in_their_ranks() {
    let mut s = fresh_with(Options::against_vixen(2, VixenLevel::Three));
    played_before(&mut s, 5);
    s.round = 4;
    s.destiny_revealed = s
        .destiny_revealed
        .iter()
        .copied()
        .chain(std::mem::take(&mut s.destiny_stack))
        .collect();
    s.destiny_tile = *s.destiny_revealed.last().unwrap();
    growing(&mut s, S1);
    s.players[0].vp = 90;
    s.players[1].vp = 40;
    vixen_mut(&mut s).vp = 60;
    act(&mut s, Action::Done { seat: S1 });
    let o = Ruse::outcome(&s).unwrap();
    assert_eq!((o.winners.clone(), o.ranks.clone()), (vec![S0], vec![1, 3]));
    assert_eq!(o.scores.len(), 3);
    assert_eq!((o.reward(S0), o.reward(S1)), (1.0, 0.0));
    assert_eq!(Ruse::view(&s, None).vixen.unwrap().rank, Some(2));
}

// ---- Hidden information, views, components ----

#[test]
fn vixens_deck_order_is_secret_and_dealt_anew_its_revealed_cards_are_public() {
    let mut s = Ruse::new_game(&Options::against_vixen(1, VixenLevel::Two), 4).unwrap();
    while vixen(&s).revealed.len() < 3 {
        let a = Ruse::legal_actions(&s)[0];
        act(&mut s, a);
    }
    let v = Ruse::view(&s, Some(S0));
    let text = serde_json::to_string(&v).unwrap();
    let x = v.vixen.as_ref().unwrap();
    assert_eq!(
        (usize::from(x.deck), &x.public.revealed),
        (deck(&s).len(), &vixen(&s).revealed)
    );
    assert!(!text.contains("\"deck\":["), "only the deck's size");
    let mut rng = Rng::new(3);
    let mut differs = false;
    for _ in 0..8 {
        let dealt = Ruse::determinize(&v, &mut rng);
        valid(&dealt);
        assert_eq!(Ruse::view(&dealt, Some(S0)), v);
        differs |= deck(&dealt) != deck(&s);
    }
    assert!(differs, "the deck is dealt anew");
}

#[test]
fn views_show_vixens_board_card_row_dice_markers_kits_and_vp() {
    let data = every_row("river", json!(["hunt", "mark"]), 3);
    let mut s = solo();
    line_up(&mut s);
    s.rng = rolling(4);
    vixen_plays(&data, &mut s);
    let v = ruse::view::view(&data, &s, None).vixen.unwrap();
    assert_eq!(v.colour, V);
    assert_eq!(
        (v.public.roll, v.row, v.card),
        (Some(4), Some(1), vixen(&s).revealed.last().copied())
    );
    let p = &v.public;
    assert_eq!(
        (p.vp, p.markers_out, p.cache.len(), p.kits.len()),
        (3, 1, 1, 5)
    );
    assert_eq!((v.dice_this_round, v.dice_left, v.deck), (2, 1, 12));
    assert_eq!(
        p.fox,
        Some(Fox {
            territory: RIV,
            space: 3
        })
    );
    let view = Ruse::view(&s, None);
    assert_eq!(
        view.territories[0].dice[0].die,
        Some(PlacedDie { seat: V, value: 4 })
    );
    assert_eq!(view.territories[0].spaces[2].marker, Some(V));
}

#[test]
fn the_components_a_table_reads_hold_vixens_cards_and_board() {
    let json: Value = serde_json::from_str(&Ruse::components().unwrap()).unwrap();
    assert_eq!(json["vixen"]["cards"].as_array().unwrap().len(), 52);
    assert_eq!(json["vixen"]["board"]["name"], "the VIXEN solo board");
    assert_eq!(
        json["vixen"]["cards"][0]["rows"][0]["icons"],
        json!(["hunt", "mark"])
    );
}

// ---- Bad input ----

#[test]
fn a_vixen_state_with_its_deck_out_of_order_or_vixen_without_the_option_is_refused() {
    let s = Ruse::new_game(&Options::against_vixen(2, VixenLevel::One), 2).unwrap();
    let mut bad = s.clone();
    bad.vixen.as_mut().unwrap().deck.reverse();
    assert!(Ruse::validate(&bad)
        .unwrap_err()
        .message
        .contains("round by round"));
    let mut bad = s.clone();
    bad.options.vixen = false;
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = s.clone();
    bad.phase = Phase::Vixen;
    bad.turn = None;
    bad.pending.clear();
    assert!(Ruse::validate(&bad)
        .unwrap_err()
        .message
        .contains("waits only for owed choices"));
    let mut bad = s;
    bad.territories[0].spaces[0].marker = Some(Seat(3));
    assert!(Ruse::validate(&bad).is_err(), "no colour after VIXEN's");
}

#[test]
fn random_games_against_vixen_resolve_every_icon_of_its_cards() {
    let mut seen: Vec<VixenIcon> = Vec::new();
    // The pressure icons are on few cards of levels 3 and 4: mostly those.
    for seed in 0..12 {
        let level = [
            VixenLevel::One,
            VixenLevel::Two,
            VixenLevel::Three,
            VixenLevel::Four,
            VixenLevel::Four,
            VixenLevel::Three,
        ][seed as usize % 6];
        let side = if seed % 2 == 0 {
            Side::Summer
        } else {
            Side::Winter
        };
        let mut s = Ruse::new_game(
            &Options {
                side,
                ..Options::against_vixen(1 + (seed % 3) as u8, level)
            },
            seed,
        )
        .unwrap();
        let mut rng = Rng::new(seed);
        while Ruse::outcome(&s).is_none() {
            let legal = Ruse::legal_actions(&s);
            let _ = Ruse::apply(&mut s, &legal[rng.index(legal.len())]).unwrap();
        }
        for e in &s.log {
            if let Event::VixenResolved { icon, done: true } = e.event {
                if !seen.contains(&icon) {
                    seen.push(icon);
                }
            }
        }
    }
    let printed = d().vixen.cards.iter().flat_map(|c| {
        c.instant
            .iter()
            .chain(c.rows.iter().flat_map(|r| r.icons.iter()))
    });
    let missing: Vec<VixenIcon> = printed.copied().filter(|i| !seen.contains(i)).collect();
    assert!(
        missing.is_empty(),
        "icons random games never resolved: {missing:?}"
    );
}
