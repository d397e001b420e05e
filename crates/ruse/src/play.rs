//! Plays an accepted action: resolves the owed choice it answers, or the
//! phase's decision; then lets choices that lost every option lapse.

use ruleshelf_engine::Seat;

use crate::action::{Action, ExitPay};
use crate::bonus::{gain_gp, gain_resource, owe};
use crate::data::Data;
use crate::event::Event;
use crate::placement::put_die;
use crate::state::{Choice, Phase, Spot, State};

pub fn play(d: &Data, s: &mut State, action: &Action) {
    s.log(Event::Played { action: *action });
    if s.pending.is_empty() {
        play_phase(d, s, action);
    } else {
        let p = s.pending.remove(0);
        resolve(d, s, p.choice, action);
    }
    // Once nothing is owed: the die that waited is rolled, or VIXEN's turn
    // that waited is played.
    loop {
        lapse(d, s);
        if !s.pending.is_empty() {
            break;
        }
        if s.turn.is_some_and(|t| !t.rolled) {
            crate::turn::roll(d, s);
        } else if s.phase == Phase::Vixen {
            crate::vixen::turn::play_turn(d, s);
        } else {
            break;
        }
    }
}

/// Drops owed choices left without any option (a kit that reached 6
/// meanwhile, an emptied supply).
fn lapse(d: &Data, s: &mut State) {
    let mut out = Vec::new();
    while let Some(p) = s.pending.first() {
        out.clear();
        crate::legal::pending_actions(d, s, p, &mut out);
        if !out.is_empty() {
            break;
        }
        s.pending.remove(0);
    }
}

fn resolve(d: &Data, s: &mut State, choice: Choice, action: &Action) {
    match (choice, *action) {
        (Choice::StartingBonus, Action::TakeGrowthPoints { seat }) => {
            gain_gp(s, seat, d.starting_bonus.gp)
        }
        (Choice::StartingBonus | Choice::Resource, Action::TakeResource { seat, resource }) => {
            gain_resource(d, s, seat, resource)
        }
        (Choice::Kit, Action::RaiseKit { seat, kit }) => crate::kits::raise(s, seat, kit),
        (Choice::Track, Action::AdvanceTrack { seat, track }) => {
            crate::tracks::advance(d, s, seat, track)
        }
        (Choice::ObstacleTerritory { obstacle, tile }, Action::PlaceObstacle { territory, .. }) => {
            crate::tiles::place_obstacle(d, s, obstacle, territory, Some(tile));
        }
        (Choice::Instinct { .. }, Action::ChooseInstinct { seat, instinct }) => {
            s.player_mut(seat).instincts.push(instinct)
        }
        (Choice::FreeGrowth, Action::GrowFree { seat, kit }) => {
            crate::kits::step(d, s, seat, usize::from(kit))
        }
        (Choice::BonusSource { den_action }, Action::TakeBonusTile { seat, slot }) => {
            crate::den::take_bonus(s, seat, slot, den_action)
        }
        (
            Choice::PlaceDen {
                mut tiles,
                place,
                den_action,
                from,
            },
            Action::PlaceTile {
                seat,
                tile,
                cell,
                openings,
            },
        ) => {
            if usize::from(tile) >= tiles.len() {
                return;
            }
            let placed = tiles.remove(usize::from(tile));
            if place > 1 && !tiles.is_empty() {
                owe(
                    s,
                    seat,
                    Choice::PlaceDen {
                        tiles,
                        place: place - 1,
                        den_action,
                        from,
                    },
                );
            } else {
                // "Pay 3: draw 2, place 1": the other goes back into the bag.
                crate::den::return_tiles(s, seat, &tiles, false, None);
            }
            crate::den::place(d, s, seat, placed, usize::from(cell), openings);
        }
        (
            Choice::PlaceDen {
                tiles,
                den_action,
                from,
                ..
            },
            Action::ReturnTiles { seat },
        ) => {
            crate::den::return_tiles(s, seat, &tiles, den_action, from);
            if den_action {
                // "If the drawn tiles are unsuitable, you may discard them
                // into your bag, which will immediately end your turn."
                crate::turn::end_turn(d, s);
            }
        }
        _ => {}
    }
}

fn play_phase(d: &Data, s: &mut State, action: &Action) {
    match *action {
        Action::Explore {
            seat,
            territory,
            space,
        } => crate::territory::explore(d, s, seat, territory, space),
        Action::MountainExplore { seat, space } => {
            put_die(d, s, seat, Spot::MountainExplore { space })
        }
        Action::MountainObjectives { seat } => crate::mountains::objectives(d, s, seat),
        Action::MountainTiles { seat, space } => put_die(d, s, seat, Spot::MountainTiles { space }),
        Action::Den { seat, space } => put_die(d, s, seat, Spot::Den { space }),
        Action::UseActionTile { seat, pay } => crate::mountains::use_action_tile(d, s, seat, pay),
        Action::Firefox { seat, space } => crate::firefox::action(d, s, seat, space),
        Action::Village { seat, space } => crate::village::action(d, s, seat, space),
        Action::Move {
            seat,
            to,
            from_base,
        } => crate::territory::move_fox(d, s, seat, to, from_base),
        Action::Buy { seat, buy } => match s.turn.and_then(|t| t.spot) {
            Some(Spot::Territory { .. }) => crate::territory::buy(d, s, seat, buy),
            Some(Spot::Village { .. }) => crate::village::buy(d, s, seat, buy),
            _ => crate::mountains::buy(d, s, seat, buy),
        },
        Action::DenDraw { seat, pay } => {
            crate::die::pay(d, s, pay);
            set_once(s);
            crate::den::purchase(d, s, seat, pay);
        }
        Action::ClaimTile { seat, tile } => crate::mountains::claim(d, s, seat, tile),
        Action::DrawObjective { seat } => {
            set_once(s);
            crate::objectives::draw(s, seat);
        }
        Action::DiscardObjective { seat, card } => {
            set_once(s);
            crate::objectives::discard(s, seat, card);
        }
        Action::ExchangeObjective { seat, card } => {
            set_once(s);
            crate::objectives::exchange(d, s, seat, card);
        }
        Action::SellCheese { seat } => {
            s.cheese = None;
            gain_gp(s, seat, d.cheese.gp);
        }
        Action::EndTurn { .. } => crate::turn::end_turn(d, s),
        Action::Declare { seat, card } => crate::objectives::declare(d, s, seat, card),
        Action::Done { seat } => match s.phase {
            Phase::Objectives { .. } => crate::round_end::objectives_done(d, s, seat),
            Phase::Growth { .. } => crate::round_end::growth_done(d, s, seat),
            _ => {}
        },
        Action::ExchangeHunting { seat, tile } => {
            take_from_cache(d, s, seat, tile);
            gain_gp(s, seat, d.hunting.exchange_gp);
        }
        Action::Grow { seat, kit } => grow(d, s, seat, kit),
        Action::Exit { seat, kit, pay } => {
            match pay {
                ExitPay::Resource { resource } => {
                    let r = &mut s.player_mut(seat).resources[resource.index()];
                    *r = r.saturating_sub(1);
                }
                ExitPay::Hunting { tile } => take_from_cache(d, s, seat, tile),
            }
            grow(d, s, seat, kit);
        }
        Action::ToDen { seat, kit, slot } => {
            crate::kits::send_to_den(d, s, seat, usize::from(kit), slot)
        }
        _ => {}
    }
}

fn set_once(s: &mut State) {
    if let Some(t) = s.turn.as_mut() {
        t.once = true;
    }
}

/// A hunting tile leaves the cache for the bottom of its stack.
fn take_from_cache(d: &Data, s: &mut State, seat: Seat, tile: u8) {
    let cache = &mut s.player_mut(seat).cache;
    if let Some(i) = cache.iter().position(|t| *t == tile) {
        cache.remove(i);
        crate::hunting::discard(d, s, tile);
    }
}

/// A paid growth step.
fn grow(d: &Data, s: &mut State, seat: Seat, kit: u8) {
    let kit = usize::from(kit);
    if let Some(target) = crate::kits::next_space(s, seat, kit) {
        let cost = crate::kits::step_cost(d, s, seat, kit, target);
        crate::bonus::lose_gp(s, seat, cost);
        crate::kits::step(d, s, seat, kit);
    }
}
