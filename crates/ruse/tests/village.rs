//! "Village (Mini-Expansion)": its setup, the Village action and the
//! actions beside its track, its hunting tiles and marks, and what views
//! show of it.

mod common;

use common::*;
use ruleshelf_engine::{Game, Rng};
use ruse::ids::{Buy, Expansion, Obstacle, RuseTile, Territory};
use ruse::state::{CommonSlot, PlacedDie, Spot, State};
use ruse::village::VillageAction;
use ruse::{Action, Options, Phase, Ruse};

fn village(seats: u8) -> State {
    fresh_with(Options {
        village: true,
        ..Options::new(seats)
    })
}

/// The index of the Village track tile `id`.
fn track_tile(id: &str) -> u8 {
    d().village
        .track_tiles
        .iter()
        .position(|t| t.id == id)
        .unwrap() as u8
}

/// The index of the hunting tile kind `id` (the Village's follow the base
/// game's).
fn hunting_kind(id: &str) -> u8 {
    d().hunting_tiles.iter().position(|t| t.id == id).unwrap() as u8
}

/// Seat `seat`'s paw on the Village track's space `space`.
fn paw_at(s: &mut State, seat: ruleshelf_engine::Seat, space: u8) {
    s.village.as_mut().unwrap().paws[seat.index()] = space;
}

/// A Village hunting tile of kind `kind` on hunting spot `spot`, swapped
/// with one from the pile or another spot.
fn hunting_on(s: &mut State, spot: usize, kind: u8) {
    let v = s.village.as_mut().unwrap();
    let old = v.hunting[spot].unwrap();
    if let Some(i) = v.pile.iter().position(|t| *t == kind) {
        v.pile[i] = old;
    } else if let Some(i) = v.hunting.iter().position(|t| *t == Some(kind)) {
        v.hunting[i] = Some(old);
    }
    v.hunting[spot] = Some(kind);
}

#[test]
fn village_setup_places_3_track_tiles_on_the_green_spaces_hunting_tiles_on_their_spaces_and_the_paws_at_the_start(
) {
    let s = Ruse::new_game(
        &Options {
            village: true,
            ..Options::new(4)
        },
        3,
    )
    .unwrap();
    let v = s.village.as_ref().unwrap();
    assert_eq!(d().village.track.iter().filter(|x| x.green).count(), 3);
    assert_eq!(
        v.track_tiles.len(),
        3,
        "3 random Village track tiles on the 3 green spaces"
    );
    assert_eq!(v.hunting.len(), 4);
    assert!(
        v.hunting.iter().all(Option::is_some),
        "Village hunting tiles face down on their spaces"
    );
    assert_eq!(
        v.pile.len(),
        ruse::village::all_tiles(d()).len() - 4,
        "the remaining tiles a draw pile"
    );
    assert_eq!(
        v.paws,
        vec![0; 4],
        "a paw per player at the start of the track"
    );
    assert!(v.marks.iter().all(Option::is_none));
    assert!(
        Ruse::new_game(&Options::new(4), 3)
            .unwrap()
            .village
            .is_none(),
        "off by default"
    );
    valid(&s);
}

#[test]
fn the_village_territory_tiles_are_added_to_the_base_game_components() {
    let s = Ruse::new_game(
        &Options {
            village: true,
            ..Options::new(3)
        },
        2,
    )
    .unwrap();
    for (i, t) in d()
        .territory_tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| t.expansion == Some(Expansion::Village))
    {
        let home = t.territory.unwrap();
        assert!(
            s.territory(home).stack.contains(&(i as u8)),
            "{} in its stack",
            t.id
        );
    }
    assert_eq!(
        s.territories.iter().map(|t| t.stack.len()).sum::<usize>(),
        4 * 12 + 4
    );
}

#[test]
fn the_village_action_pays_the_die_space_cost_then_advances_one_space_and_collects_the_bonus() {
    let mut s = village(3);
    start(&mut s, S0, 4);
    let costs = &d().village.board.die_spaces;
    assert_eq!(costs[1], 1);
    act(&mut s, Action::Village { seat: S0, space: 1 });
    assert_eq!(
        s.turn.unwrap().value,
        3,
        "the space's cost paid from the die"
    );
    assert_eq!(s.village.as_ref().unwrap().paws[0], 1);
    assert_eq!(s.players[0].gp, 1, "the first space's 1 GP");
    assert_eq!(s.phase, Phase::Act { seat: S0 });
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(
        s.village.as_ref().unwrap().dice[1],
        Some(PlacedDie { seat: S0, value: 3 }),
        "the die stays, with its value"
    );
    assert_eq!(
        ruse::round_end::dice_left(&s, S0),
        3,
        "and scores it at the end of the round"
    );
    valid(&s);
}

#[test]
fn a_green_space_gives_its_village_track_tile() {
    let mut s = village(3);
    let vt3 = track_tile("VT-3"); // +3 GP
    let v = s.village.as_mut().unwrap();
    v.track_tiles = vec![vt3, track_tile("VT-1"), track_tile("VT-2")];
    paw_at(&mut s, S0, 1);
    start(&mut s, S0, 2);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    assert_eq!(s.village.as_ref().unwrap().paws[0], 2);
    assert_eq!(s.players[0].gp, 3);
    valid(&s);
}

#[test]
fn then_you_may_spend_the_value_of_your_die_to_perform_actions_on_the_left_or_right_of_the_track() {
    // The first space: increase a kit die on its left, mark on its right.
    let mut s = village(3);
    let first = &d().village.track[0];
    assert_eq!(
        (first.left, first.right),
        (Some(VillageAction::Kit), Some(VillageAction::Mark(0)))
    );
    start(&mut s, S0, 4);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    let buys: Vec<Action> = legal(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::Buy { .. }))
        .collect();
    assert_eq!(
        buys,
        vec![
            Action::Buy {
                seat: S0,
                buy: Buy::Kit
            },
            Action::Buy {
                seat: S0,
                buy: Buy::Mark
            }
        ]
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    assert_eq!(s.village.as_ref().unwrap().marks[0], Some(S0));
    assert_eq!(
        s.players[0].markers_out, 1,
        "the leftmost marker of the board"
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Kit,
        },
    );
    act(&mut s, Action::RaiseKit { seat: S0, kit: 2 });
    assert_eq!(s.players[0].kits[2].value, 2);
    assert_eq!(s.turn.unwrap().value, 4 - 1 - 2);
    let again = refused(
        &s,
        Action::Buy {
            seat: S0,
            buy: Buy::Kit,
        },
    );
    assert!(
        again.contains("each once") && again.contains("Village (Mini-Expansion)"),
        "{again}"
    );
    assert!(refused(
        &s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track
        }
    )
    .contains("left or right of the track"));
    valid(&s);
}

#[test]
fn hunting_tiles_are_added_to_your_cache() {
    // The second space's left: collect the Village hunting tile of spot 1,
    // with the Hunter Ruse's 2 GP and the hunting instinct's discount.
    let mut s = village(3);
    let gp3 = hunting_kind("village-gp3");
    hunting_on(&mut s, 0, gp3);
    s.players[0].ruse = Some(RuseTile::Hunter);
    s.instincts[0] = ruse::Instinct::CheaperHunt;
    s.players[0].instincts = vec![ruse::Instinct::CheaperHunt];
    // The hunter and the wolf act in the vital territories only.
    s.hunter = Territory::River;
    for t in &mut s.territories {
        t.obstacle = None;
    }
    s.territories[0].obstacle = Some(Obstacle::Wolf);
    let v = s.village.as_mut().unwrap();
    v.track_tiles = vec![track_tile("VT-4"), track_tile("VT-1"), track_tile("VT-2")];
    paw_at(&mut s, S0, 1);
    start(&mut s, S0, 1);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    act(
        &mut s,
        Action::AdvanceTrack {
            seat: S0,
            track: Territory::Forest,
        },
    ); // VT-4: a track advance
    assert_eq!(ruse::village::cost(d(), &s, S0, VillageAction::Hunt(0)), 1);
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Hunt,
        },
    );
    assert_eq!(s.players[0].cache, vec![gp3]);
    assert_eq!(s.village.as_ref().unwrap().hunting[0], None);
    assert_eq!(
        s.players[0].gp,
        2 + 3 + 2,
        "the Ruse's 2 GP, the tile's 3 GP, the emptied die's 2 GP"
    );
    valid(&s);
}

#[test]
fn new_hunting_tiles_are_added_to_empty_spaces_at_the_end_of_the_round() {
    let mut s = village(3);
    let v = s.village.as_mut().unwrap();
    let taken = v.hunting[2].take().unwrap();
    s.players[1].cache.push(taken);
    let top = *s.village.as_ref().unwrap().pile.last().unwrap();
    let pile = s.village.as_ref().unwrap().pile.len();
    valid(&s);
    growing(&mut s, S2);
    act(&mut s, Action::Done { seat: S2 });
    assert_eq!(s.round, 2);
    let v = s.village.as_ref().unwrap();
    assert_eq!(v.hunting[2], Some(top), "from the Village's own pile");
    assert_eq!(v.pile.len(), pile - 1);
    assert!(
        v.dice.iter().all(Option::is_none),
        "the dice leave the board"
    );
}

#[test]
fn a_village_hunting_tile_leaving_the_cache_goes_back_to_the_village_pile() {
    let mut s = village(3);
    let v = s.village.as_mut().unwrap();
    let tile = v.hunting[0].take().unwrap();
    s.players[0].cache.push(tile);
    growing(&mut s, S0);
    act(&mut s, Action::ExchangeHunting { seat: S0, tile });
    assert_eq!(
        s.village.as_ref().unwrap().pile[0],
        tile,
        "to the bottom of the Village's pile"
    );
    assert!(!s.hunting_stack.contains(&tile));
    valid(&s);
}

#[test]
fn a_marked_territory_on_the_village_track_counts_toward_the_common_objective_for_territories() {
    let mut s = village(3);
    s.common[0] = CommonSlot {
        objective: 2,
        claims: vec![],
    }; // CO-C: marked 4 territories
    for t in 0..3 {
        s.territories[t].spaces[0].marker = Some(S0);
    }
    s.players[0].markers_out = 3;
    start(&mut s, S0, 3);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(s.common[0].claims, vec![S0]);
    valid(&s);
}

#[test]
fn a_village_mark_may_reclaim_an_opponents_spot_but_not_your_own() {
    let mut s = village(3);
    s.village.as_mut().unwrap().marks[0] = Some(S1);
    s.players[1].markers_out = 1;
    start(&mut s, S0, 3);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Mark,
        },
    );
    assert_eq!(s.village.as_ref().unwrap().marks[0], Some(S0));
    assert_eq!(
        (s.players[0].markers_out, s.players[1].markers_out),
        (1, 0),
        "the opponent's marker goes back"
    );
    valid(&s);
    paw_at(&mut s, S0, 0);
    s.village.as_mut().unwrap().dice[0] = None;
    start(&mut s, S0, 3);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    assert!(
        !legal(&s).contains(&Action::Buy {
            seat: S0,
            buy: Buy::Mark
        }),
        "its own spot"
    );
}

#[test]
fn a_village_territory_tile_advances_the_paw_and_collects_the_bonus() {
    let mut s = village(3);
    let house = d()
        .territory_tiles
        .iter()
        .position(|t| t.id == "VL-RIV")
        .unwrap() as u8;
    let stack = &mut s.territories[0].stack;
    stack.retain(|x| *x != house);
    stack.push(house);
    start(&mut s, S0, 1);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::River,
            space: 0,
        },
    );
    assert_eq!(s.village.as_ref().unwrap().paws[0], 1);
    assert_eq!(s.players[0].gp, 1, "the first space's 1 GP");
    assert_eq!(
        s.phase,
        Phase::Move { seat: S0 },
        "no Village actions: the fox moves on"
    );
    valid(&s);
}

#[test]
fn a_paw_at_the_end_of_the_village_track_advances_no_further() {
    let mut s = village(3);
    let last = d().village.track.len() as u8;
    paw_at(&mut s, S0, last);
    start(&mut s, S0, 5);
    act(&mut s, Action::Village { seat: S0, space: 0 });
    assert_eq!(
        (s.village.as_ref().unwrap().paws[0], s.players[0].vp),
        (last, 0)
    );
    assert!(
        legal(&s).contains(&Action::Buy {
            seat: S0,
            buy: Buy::Kit
        }),
        "the last space's action"
    );
}

#[test]
fn the_village_board_costs_the_same_on_the_winter_side() {
    let mut s = fresh_with(Options {
        village: true,
        ..Options::winter(2)
    });
    acting(&mut s, S0, Spot::Village { space: 0 }, 6);
    assert_eq!(
        ruse::village::cost(d(), &s, S0, VillageAction::Kit),
        d().village.board.kit_cost
    );
    assert_eq!(
        ruse::village::cost(d(), &s, S0, VillageAction::Mark(0)),
        d().village.board.mark_cost
    );
}

#[test]
fn the_village_track_spots_and_pile_size_are_public_and_its_hunting_tiles_secret() {
    let mut s = village(3);
    paw_at(&mut s, S2, 3);
    s.village.as_mut().unwrap().marks[1] = Some(S2);
    s.players[2].markers_out = 1;
    let v = Ruse::view(&s, Some(S0));
    let vv = v.village.as_ref().unwrap();
    let real = s.village.as_ref().unwrap();
    assert_eq!(
        (&vv.track_tiles, &vv.paws, &vv.marks),
        (&real.track_tiles, &real.paws, &real.marks)
    );
    assert_eq!(vv.hunting, vec![true; 4]);
    assert_eq!(usize::from(vv.pile), real.pile.len());
    let text = serde_json::to_string(vv).unwrap();
    assert!(!text.contains("\"pile\":["), "no tile of the pile");
    let mut rng = Rng::new(8);
    let mut dealt_anew = false;
    for _ in 0..6 {
        let dealt = Ruse::determinize(&v, &mut rng);
        valid(&dealt);
        assert_eq!(Ruse::view(&dealt, Some(S0)), v);
        let d2 = dealt.village.as_ref().unwrap();
        dealt_anew |= d2.hunting != real.hunting || d2.pile != real.pile;
    }
    assert!(dealt_anew, "the face-down tiles are dealt anew");
}

#[test]
fn both_mini_expansions_play_together_at_2_to_4_seats_on_either_side() {
    for seats in 2..=4 {
        for side in [Options::new(seats), Options::winter(seats)] {
            let s = Ruse::new_game(
                &Options {
                    firefox: true,
                    village: true,
                    ..side
                },
                u32::from(seats),
            )
            .unwrap();
            assert!(s.firefox.is_some() && s.village.is_some());
            assert_eq!(
                s.territories.iter().map(|t| t.stack.len()).sum::<usize>(),
                4 * 12 + 8
            );
            valid(&s);
        }
    }
}
