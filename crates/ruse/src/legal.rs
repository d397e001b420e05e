//! Who acts, what they may do, and why anything else is refused.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::{Action, ExitPay};
use crate::bonus::{open_tracks, supply};
use crate::data::{Data, BONUS_DISPLAY};
use crate::ids::{Buy, Territory, KITS};
use crate::kits::{eligible, lacking_instincts, may_send, movable, next_space, step_cost, EXIT};
use crate::placement::{affordable_spaces, den_spaces, open_mountain, open_vital};
use crate::rules::{
    heading, ACTIVATE_A_TILE, CHEESE_FOR_GP, FREE_DESIGNATED_SPACE, OBJECTIVE_PER_KIT,
    VILLAGE_BUYS, WITHOUT_FIREFOX, WITHOUT_VILLAGE,
};
use crate::state::{Choice, DenTile, KitPlace, Pending, Phase, Spot, State};

/// The seat that decides now: the owner of the first owed choice, else the
/// phase's seat.
#[must_use]
pub fn to_act(s: &State) -> Vec<Seat> {
    match s.pending.first() {
        Some(p) => vec![p.seat],
        None => s.phase.seat().into_iter().collect(),
    }
}

/// Every legal action now.
pub fn legal_actions_into(d: &Data, s: &State, out: &mut Vec<Action>) {
    if let Some(p) = s.pending.first() {
        pending_actions(d, s, p, out);
        return;
    }
    match s.phase {
        Phase::Place { seat } => {
            place_actions(d, s, seat, out);
            sell_cheese(s, seat, out);
        }
        Phase::Move { seat } => {
            out.extend(
                crate::territory::moves(d, s, seat)
                    .into_iter()
                    .map(|(to, from_base)| Action::Move {
                        seat,
                        to,
                        from_base,
                    }),
            );
            sell_cheese(s, seat, out);
        }
        Phase::Act { seat } => {
            act_actions(d, s, seat, out);
            sell_cheese(s, seat, out);
            // Spending the die is a choice ("Spend the desired value"), and
            // so is each of the objective zone's three ("You can always
            // draw a new card, discard an incomplete card, or activate the
            // exchange effect").
            out.push(Action::EndTurn { seat });
        }
        Phase::Objectives { seat } => {
            let mut cards = s.player(seat).hand.clone();
            cards.sort_unstable();
            cards.dedup();
            out.extend(
                cards
                    .into_iter()
                    .filter(|c| crate::objectives::can_declare(d, s, seat, *c))
                    .map(|card| Action::Declare { seat, card }),
            );
            out.push(Action::Done { seat });
        }
        Phase::Growth { seat } => {
            growth_actions(d, s, seat, out);
            out.push(Action::Done { seat });
        }
        // VIXEN's turn waits only for owed choices (listed above).
        Phase::Vixen | Phase::Over => {}
    }
}

fn resources(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    out.extend(
        Territory::ALL
            .into_iter()
            .filter(|r| supply(d, s, *r) > 0)
            .map(|resource| Action::TakeResource { seat, resource }),
    );
}

/// The options of an owed choice (possibly none: it then lapses).
pub fn pending_actions(d: &Data, s: &State, p: &Pending, out: &mut Vec<Action>) {
    let seat = p.seat;
    match &p.choice {
        Choice::StartingBonus => {
            out.push(Action::TakeGrowthPoints { seat });
            resources(d, s, seat, out);
        }
        Choice::Resource => resources(d, s, seat, out),
        Choice::Kit => out.extend(
            eligible(s, seat)
                .into_iter()
                .map(|kit| Action::RaiseKit { seat, kit }),
        ),
        Choice::Track => out.extend(
            open_tracks(d, s, seat)
                .into_iter()
                .map(|track| Action::AdvanceTrack { seat, track }),
        ),
        Choice::ObstacleTerritory { .. } => out.extend(
            Territory::ALL
                .into_iter()
                .map(|territory| Action::PlaceObstacle { seat, territory }),
        ),
        Choice::Instinct { .. } => out.extend(
            lacking_instincts(s, seat)
                .into_iter()
                .map(|instinct| Action::ChooseInstinct { seat, instinct }),
        ),
        Choice::FreeGrowth => out.extend(
            movable(s, seat)
                .into_iter()
                .map(|kit| Action::GrowFree { seat, kit }),
        ),
        Choice::BonusSource { .. } => {
            for slot in 0..BONUS_DISPLAY {
                if s.bonus_display.get(slot).is_some_and(Option::is_some) {
                    out.push(Action::TakeBonusTile {
                        seat,
                        slot: slot as u8,
                    });
                }
            }
            if !s.bonus_stack.is_empty() {
                out.push(Action::TakeBonusTile {
                    seat,
                    slot: BONUS_DISPLAY as u8,
                });
            }
        }
        Choice::PlaceDen { tiles, .. } => {
            let den = &s.player(seat).den;
            for (i, tile) in tiles.iter().enumerate() {
                if tiles[..i].contains(tile) {
                    continue;
                }
                let mask = crate::den::shape(d, *tile);
                let replace = matches!(tile, DenTile::Bonus { .. });
                out.extend(crate::den::placements(den, mask, replace).into_iter().map(
                    |(cell, openings)| Action::PlaceTile {
                        seat,
                        tile: i as u8,
                        cell,
                        openings,
                    },
                ));
            }
            out.push(Action::ReturnTiles { seat });
        }
    }
}

fn sell_cheese(s: &State, seat: Seat, out: &mut Vec<Action>) {
    if s.cheese == Some(seat) {
        out.push(Action::SellCheese { seat });
    }
}

fn place_actions(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some(turn) = s.turn else { return };
    for territory in Territory::ALL {
        let spaces = affordable_spaces(
            d,
            s,
            seat,
            &s.territory(territory).dice,
            &d.die_spaces.vital,
            open_vital(d, s),
        );
        out.extend(spaces.into_iter().map(|space| Action::Explore {
            seat,
            territory,
            space,
        }));
    }
    let m = &s.mountains;
    let explore = affordable_spaces(
        d,
        s,
        seat,
        &m.explore,
        &d.die_spaces.mountain_explore,
        open_mountain(d, s),
    );
    out.extend(
        explore
            .into_iter()
            .map(|space| Action::MountainExplore { seat, space }),
    );
    out.push(Action::MountainObjectives { seat });
    let tiles = affordable_spaces(
        d,
        s,
        seat,
        &m.tiles,
        &d.die_spaces.mountain_tiles,
        d.die_spaces.mountain_tiles.len(),
    );
    out.extend(
        tiles
            .into_iter()
            .map(|space| Action::MountainTiles { seat, space }),
    );
    for space in den_spaces(d, s, seat) {
        if crate::die::affordable(
            d,
            s,
            seat,
            turn.value,
            crate::placement::cost(d, Spot::Den { space }),
        ) {
            out.push(Action::Den { seat, space });
        }
    }
    for pay in Territory::ALL {
        if crate::mountains::may_use_action_tile(s, seat, pay) {
            out.push(Action::UseActionTile { seat, pay });
        }
    }
    crate::firefox::placements(d, s, seat, out);
    crate::village::placements(d, s, seat, out);
}

fn act_actions(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    let Some(turn) = s.turn else { return };
    match turn.spot {
        Some(Spot::Territory { .. }) => {
            out.extend(
                [Buy::Track, Buy::Kit, Buy::Hunt, Buy::Mark]
                    .into_iter()
                    .filter(|b| crate::territory::may_buy(d, s, seat, *b))
                    .map(|buy| Action::Buy { seat, buy }),
            );
        }
        Some(Spot::MountainExplore { .. }) => {
            out.extend(
                [Buy::Resource, Buy::Track, Buy::Kit]
                    .into_iter()
                    .filter(|b| crate::mountains::may_buy(d, s, seat, *b))
                    .map(|buy| Action::Buy { seat, buy }),
            );
        }
        Some(Spot::MountainObjectives) if !turn.once => {
            let p = s.player(seat);
            if !p.deck.is_empty() {
                out.push(Action::DrawObjective { seat });
            }
            let mut hand = p.hand.clone();
            hand.sort_unstable();
            hand.dedup();
            out.extend(
                hand.into_iter()
                    .map(|card| Action::DiscardObjective { seat, card }),
            );
            let mut done: Vec<u8> = p.completed.iter().map(|c| c.card).collect();
            done.sort_unstable();
            done.dedup();
            out.extend(
                done.into_iter()
                    .filter(|c| crate::objectives::can_exchange(d, s, seat, *c))
                    .map(|card| Action::ExchangeObjective { seat, card }),
            );
        }
        Some(Spot::Village { .. }) => crate::village::buys(d, s, seat, out),
        Some(Spot::MountainTiles { .. }) if crate::mountains::may_claim(d, s, seat) => {
            out.extend(
                crate::mountains::claimable(s)
                    .into_iter()
                    .map(|tile| Action::ClaimTile { seat, tile }),
            );
        }
        Some(Spot::Den { .. }) if !turn.once => {
            let bag = crate::den::bag_size(&s.player(seat).den);
            for draw in &d.den.draws {
                if bag > 0 && crate::die::affordable(d, s, seat, turn.value, draw.pay) {
                    out.push(Action::DenDraw {
                        seat,
                        pay: draw.pay,
                    });
                }
            }
            if crate::den::bonus_available(s)
                && crate::die::affordable(d, s, seat, turn.value, d.den.bonus_pay)
            {
                out.push(Action::DenDraw {
                    seat,
                    pay: d.den.bonus_pay,
                });
            }
        }
        _ => {}
    }
}

fn growth_actions(d: &Data, s: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = s.player(seat);
    let mut kinds = p.cache.clone();
    kinds.sort_unstable();
    kinds.dedup();
    out.extend(
        kinds
            .iter()
            .map(|&tile| Action::ExchangeHunting { seat, tile }),
    );
    for kit in 0..KITS {
        let Some(target) = next_space(s, seat, kit) else {
            continue;
        };
        if p.gp < step_cost(d, s, seat, kit, target) {
            continue;
        }
        let k = kit as u8;
        if target < EXIT {
            out.push(Action::Grow { seat, kit: k });
        } else {
            for resource in Territory::ALL
                .into_iter()
                .filter(|r| p.resources[r.index()] > 0)
            {
                out.push(Action::Exit {
                    seat,
                    kit: k,
                    pay: ExitPay::Resource { resource },
                });
            }
            out.extend(kinds.iter().map(|&tile| Action::Exit {
                seat,
                kit: k,
                pay: ExitPay::Hunting { tile },
            }));
        }
    }
    if may_send(s, seat) {
        let free: Vec<u8> = (0..5u8)
            .filter(|slot| {
                p.den
                    .cubes
                    .get(usize::from(*slot))
                    .copied()
                    .unwrap_or(false)
                    && !p
                        .kits
                        .iter()
                        .any(|k| matches!(k.place, KitPlace::Den { slot: x, .. } if x == *slot))
            })
            .collect();
        for kit in (0..KITS).filter(|k| p.kits[*k].place == KitPlace::Exited) {
            out.extend(free.iter().map(|&slot| Action::ToDen {
                seat,
                kit: kit as u8,
                slot,
            }));
        }
    }
}

/// Accepts a listed action; otherwise says which rule forbids it.
pub fn check(d: &Data, s: &State, action: &Action) -> Result<(), RulesError> {
    if s.phase == Phase::Over {
        return Err(RulesError::new(
            ruleshelf_engine::ErrorCode::GameOver,
            "the game is over: the end-of-game scoring was done",
        ));
    }
    if !to_act(s).contains(&action.seat()) {
        return Err(RulesError::new(
            ruleshelf_engine::ErrorCode::NotYourTurn,
            format!("{} is not to act now", action.seat()),
        ));
    }
    let mut legal = Vec::new();
    legal_actions_into(d, s, &mut legal);
    if legal.contains(action) {
        Ok(())
    } else {
        Err(refusal(s, action))
    }
}

/// The rulebook's words for a refused action.
fn refusal(s: &State, action: &Action) -> RulesError {
    let owed = s.pending.first().map(|p| &p.choice);
    if let Some(choice) = owed {
        let (heading, what) = crate::why::owed(choice);
        return RulesError::illegal(heading, &format!("first {what}"));
    }
    let (heading, rule) = match action {
        Action::Explore { .. } => {
            (heading::VITAL, FREE_DESIGNATED_SPACE)
        }
        Action::MountainExplore { .. } | Action::MountainTiles { .. } | Action::MountainObjectives { .. } => {
            (heading::MOUNTAINS, "place your die on a free space of a Mountain zone, paying the cost")
        }
        Action::Den { .. } => (heading::DEN, "place your die in any available action space and pay the cost if applicable"),
        Action::UseActionTile { .. } => {
            (heading::ACTION_TILE, "place an action die on the tile, pay 1 resource, and increase a kit die")
        }
        Action::Move { .. } => {
            (heading::MOVING, "move up to 2 spaces during the day and up to 3 at night, toward the center, never backward")
        }
        Action::Firefox { .. } if s.firefox.is_none() => {
            (heading::FIREFOX, WITHOUT_FIREFOX)
        }
        Action::Village { .. } if s.village.is_none() => {
            (heading::VILLAGE, WITHOUT_VILLAGE)
        }
        Action::Firefox { .. } => {
            (heading::FIREFOX, "on your turn, place your action die on a free die space of the Firefox board")
        }
        Action::Village { .. } => {
            (heading::VILLAGE, "place your action die in a free die space on the board and pay any cost if applicable")
        }
        Action::Buy { .. } if s.turn.is_some_and(|t| matches!(t.spot, Some(Spot::Village { .. }))) => (
            heading::VILLAGE,
            VILLAGE_BUYS,
        ),
        Action::Buy { .. } => (
            heading::SPEND,
            "you can only perform each available action once during your turn, where you end your movement, paying its value",
        ),
        Action::DenDraw { .. } => {
            (heading::DEN, "the action of drawing one or more den tiles can only be performed once per turn, paying 1, 3, 5 or 6")
        }
        Action::ClaimTile { .. } => (heading::TILES_ZONE, ACTIVATE_A_TILE),
        Action::DrawObjective { .. } | Action::DiscardObjective { .. } | Action::ExchangeObjective { .. } => (
            heading::OBJECTIVE_ZONE,
            "draw a new objective card, discard an incomplete one, or activate the exchange effect of a completed card",
        ),
        Action::SellCheese { .. } => (heading::CHEESE, CHEESE_FOR_GP),
        Action::EndTurn { .. } => (heading::ACTIONS_PHASE, "place your action die, and move your fox if it explores a territory, before your turn ends"),
        Action::Declare { .. } => {
            (heading::PRIVATE, "declare completed objectives during the end-of-round scoring; only resources need to be spent")
        }
        Action::ExchangeHunting { .. } => (heading::HUNTING, "exchange one or more tiles for 4 GP each during the kits' growth phase"),
        Action::Grow { .. } | Action::Exit { .. } => {
            (heading::GROWTH, "pay the required GP (plus one resource or 1 hunting tile at the end of the track) to advance your kit die")
        }
        Action::ToDen { .. } => {
            (heading::KITS_OUT, OBJECTIVE_PER_KIT)
        }
        Action::Done { .. } => (heading::END_OF_ROUND, "only during the end-of-round scoring"),
        _ => (heading::GAMEPLAY, "this choice is made only when a bonus grants it"),
    };
    RulesError::illegal(heading, rule)
}
