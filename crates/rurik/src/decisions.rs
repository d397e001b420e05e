//! The decisions that interrupt a phase (the state's `pending` stack): what
//! each allows, what each does, and which need no decision at all (one
//! possible answer) and so resolve by themselves.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::build::{church_targets, convert};
use crate::data::data;
use crate::event::Event;
use crate::gains::coins;
use crate::goods::{boat_has_room, receive, stow};
use crate::ids::Region;
use crate::map::{troops, units};
use crate::muster::{place_troop, place_unit};
use crate::payment::{finish, paid, payment_actions};
use crate::scheme::drawable_decks;
use crate::scheme::{draw_schemes, keep_scheme, play_scheme};
use crate::state::{Pending, State};

/// Units a Regroup (Out of Troops) may muster.
pub const REGROUP_UNITS: u8 = 2;

pub fn legal(state: &State, pending: &Pending, out: &mut Vec<Action>) {
    match pending {
        Pending::Regroup { seat, .. } => {
            let p = &state.players[seat.index()];
            let leader_free = leader_in_supply(state, *seat);
            for region in state.in_play() {
                if p.troops > 0 {
                    out.push(Action::Regroup {
                        seat: *seat,
                        region,
                        leader: false,
                    });
                }
                if leader_free {
                    out.push(Action::Regroup {
                        seat: *seat,
                        region,
                        leader: true,
                    });
                }
            }
            out.push(Action::Decline { seat: *seat });
        }
        Pending::Bribe { seat, .. } => {
            let coins = state.players[seat.index()].coins.min(u16::from(u8::MAX)) as u8;
            out.extend((0..=coins).map(|coins| Action::Bribe { seat: *seat, coins }));
        }
        Pending::LoseUnits { seat, .. } | Pending::Defend { seat, .. } => {
            out.push(Action::LoseUnit {
                seat: *seat,
                leader: false,
            });
            out.push(Action::LoseUnit {
                seat: *seat,
                leader: true,
            });
        }
        Pending::Stow { seat, .. } => {
            out.push(Action::Stow {
                seat: *seat,
                boat: true,
            });
            out.push(Action::Stow {
                seat: *seat,
                boat: false,
            });
        }
        Pending::Market { seat, .. } => {
            out.push(Action::MarketBonus {
                seat: *seat,
                good: true,
            });
            out.push(Action::MarketBonus {
                seat: *seat,
                good: false,
            });
        }
        Pending::SchemeDeck { seat, .. } => out.extend(
            drawable_decks(state)
                .into_iter()
                .map(|deck| Action::ChooseDeck { seat: *seat, deck }),
        ),
        Pending::KeepScheme { seat, .. } => {
            let cards = crate::scheme::distinct(&state.players[seat.index()].drawn);
            out.extend(
                cards
                    .into_iter()
                    .map(|card| Action::KeepScheme { seat: *seat, card }),
            );
        }
        Pending::Church { seat, region } => {
            out.push(Action::ConvertUnit {
                seat: *seat,
                target: None,
                rebel: false,
            });
            for target in church_targets(state, *seat, *region) {
                out.push(Action::ConvertUnit {
                    seat: *seat,
                    target,
                    rebel: target.is_none(),
                });
            }
        }
        Pending::Tavern { seat } => {
            out.push(Action::TavernScheme {
                seat: *seat,
                choice: None,
            });
            if let Some(card) = state
                .scheme_discard
                .last()
                .and_then(|c| data().schemes.get(c.index()))
            {
                if state.players[seat.index()].coins >= u16::from(card.cost) {
                    out.extend((0..card.rewards.len() as u8).map(|c| Action::TavernScheme {
                        seat: *seat,
                        choice: Some(c),
                    }));
                }
            }
        }
        Pending::Sviatopolk { seat, .. } => {
            out.push(Action::Replace {
                seat: *seat,
                yes: true,
            });
            out.push(Action::Replace {
                seat: *seat,
                yes: false,
            });
        }
        Pending::ChooseRebel { seat, region } => {
            out.extend(
                crate::attack::open_rewards(state, *region)
                    .into_iter()
                    .map(|reward| Action::DefeatRebel {
                        seat: *seat,
                        reward,
                    }),
            );
        }
        Pending::DisplayDeed { seat } => out.extend(
            state
                .deed_display
                .iter()
                .map(|&deed| Action::TakeDeed { seat: *seat, deed }),
        ),
        Pending::Pay { seat, cost, .. } => payment_actions(state, *seat, cost, out),
        Pending::ChooseGood { .. }
        | Pending::Trade { .. }
        | Pending::Library { .. }
        | Pending::LibraryGive { .. }
        | Pending::Veche { .. } => crate::epic::effects::legal(state, pending, out),
        Pending::Capture { .. } => crate::warfare::capture::legal(state, pending, out),
        Pending::RebelAttack { .. } | Pending::RebelCapture { .. } => {
            crate::solo::decisions::legal(state, pending, out);
        }
    }
}

/// Whether `seat`'s leader is in its supply (not on the map, not in a
/// dungeon).
#[must_use]
pub fn leader_in_supply(state: &State, seat: Seat) -> bool {
    let p = &state.players[seat.index()];
    p.leader.is_some() && p.leader_at.is_none() && !crate::warfare::leader_captive(state, seat)
}

/// Which of its units `seat` must lose in `region` when it has no choice:
/// `Some(leader)` when only the leader or only troops are there, `None`
/// when it chooses (or has none).
fn forced_unit(state: &State, seat: Seat, region: Region) -> Option<bool> {
    let t = troops(state, seat, region);
    let leader = units(state, seat, region) > t;
    match (t > 0, leader) {
        (true, true) | (false, false) => None,
        (_, leader) => Some(leader),
    }
}

/// Resolves the top decision if it has at most one answer; returns whether
/// it did.
pub fn auto_resolve(state: &mut State) -> bool {
    let Some(top) = state.pending.last().cloned() else {
        return false;
    };
    if crate::solo::decisions::decide(state, &top) {
        return true;
    }
    match top {
        Pending::Bribe {
            seat,
            column,
            number,
        } if state.players[seat.index()].coins == 0 => {
            state.pending.pop();
            crate::strategy::bribe(state, seat, column, number, 0);
        }
        Pending::LoseUnits {
            seat,
            region,
            count,
        } => {
            if count == 0 || units(state, seat, region) == 0 {
                state.pending.pop();
            } else if let Some(leader) = forced_unit(state, seat, region) {
                lose_unit(state, seat, region, leader);
            } else {
                return false;
            }
        }
        Pending::Defend { seat, region, .. } => {
            if units(state, seat, region) == 0 {
                state.pending.pop();
            } else if let Some(leader) = forced_unit(state, seat, region) {
                crate::warfare::capture::defended(state, &top, leader);
            } else {
                return false;
            }
        }
        Pending::Regroup { seat, left } if left == 0 || !crate::muster::has_supply(state, seat) => {
            state.pending.pop();
        }
        Pending::Capture { seat, .. } if drawable_decks(state).is_empty() => {
            // No card to reveal: as if declined.
            crate::warfare::capture::play(state, &top, &Action::Decline { seat });
        }
        Pending::Trade { seat } if no_goods(state, seat) => {
            state.pending.pop();
        }
        Pending::Library { seat } | Pending::LibraryGive { seat, .. }
            if state.players[seat.index()].deeds.is_empty() =>
        {
            state.pending.pop();
        }
        Pending::Veche { seat } if state.players[seat.index()].troops == 0 => {
            state.pending.pop();
        }
        Pending::Stow { seat, ref goods } => match goods.first() {
            None => {
                state.pending.pop();
            }
            Some(&good) if !boat_has_room(&state.players[seat.index()], good) => {
                stow_next(state, seat, false)
            }
            Some(_) => return false,
        },
        Pending::SchemeDeck { seat, draw } => {
            let decks = drawable_decks(state);
            match decks.as_slice() {
                [] => {
                    state.pending.pop();
                }
                [deck] => {
                    state.pending.pop();
                    draw_schemes(state, seat, *deck, draw);
                }
                [_, _, ..] => return false,
            }
        }
        Pending::KeepScheme { seat, deck } => {
            // Only the number of cards drawn (public) decides whether this
            // is a decision, so that others learn nothing of the cards.
            let drawn = &state.players[seat.index()].drawn;
            let first = drawn.first().copied();
            if drawn.len() <= 1 {
                state.pending.pop();
                if let Some(card) = first {
                    keep_scheme(state, seat, deck, card);
                }
            } else {
                return false;
            }
        }
        Pending::Church { seat, region } if church_targets(state, seat, region).is_empty() => {
            state.pending.pop();
        }
        Pending::Tavern { .. } if state.scheme_discard.is_empty() => {
            state.pending.pop();
        }
        Pending::Sviatopolk { seat, .. } if state.players[seat.index()].troops == 0 => {
            state.pending.pop();
        }
        Pending::Pay {
            seat,
            purpose,
            ref cost,
        } if paid(cost) => {
            state.pending.pop();
            finish(state, seat, purpose);
        }
        // A real decision: its seat answers it (the guarded ones above
        // when their guard fails, the others always).
        Pending::Bribe { .. }
        | Pending::Regroup { .. }
        | Pending::Capture { .. }
        | Pending::Trade { .. }
        | Pending::Library { .. }
        | Pending::LibraryGive { .. }
        | Pending::Veche { .. }
        | Pending::Church { .. }
        | Pending::Tavern { .. }
        | Pending::Sviatopolk { .. }
        | Pending::Pay { .. }
        | Pending::Market { .. }
        | Pending::ChooseRebel { .. }
        | Pending::DisplayDeed { .. }
        | Pending::ChooseGood { .. }
        | Pending::RebelAttack { .. }
        | Pending::RebelCapture { .. } => return false,
    }
    true
}

/// Whether `seat` has no good at all (a Capital Port trade then ends by
/// itself).
fn no_goods(state: &State, seat: Seat) -> bool {
    let p = &state.players[seat.index()];
    p.boat.iter().chain(&p.dock).all(|n| *n == 0)
}

/// One of the units a `LoseUnits` decision owes is removed.
pub fn lose_unit(state: &mut State, seat: Seat, region: Region, leader: bool) {
    if let Some(Pending::LoseUnits { count, .. }) = state.pending.last_mut() {
        *count = count.saturating_sub(1);
    }
    remove_unit(state, seat, region, leader);
}

/// Removes one of `seat`'s units from `region`, back to its supply.
pub fn remove_unit(state: &mut State, seat: Seat, region: Region, leader: bool) {
    if leader {
        state.players[seat.index()].leader_at = None;
    } else {
        state.regions[region].troops[seat.index()] -= 1;
        state.players[seat.index()].troops += 1;
    }
    crate::movement::forget(state, seat, region);
    state.log(Event::UnitLost {
        seat,
        region,
        leader,
    });
}

/// Stows the next good of the `Stow` decision on top: on the boat
/// (`boat`, when its column has room) or the dock.
pub fn stow_next(state: &mut State, seat: Seat, boat: bool) {
    let Some(Pending::Stow { goods, .. }) = state.pending.last_mut() else {
        unreachable!("a good is stowed only under a Stow decision");
    };
    let good = goods.remove(0);
    if goods.is_empty() {
        state.pending.pop();
    }
    stow(state, seat, good, boat);
}

/// Plays a decision's answer (already checked).
///
/// Every decision is matched by name: a new one does not compile until it
/// is played here. The answer's kind is the one `legal` lists for the
/// decision, which `check` guarantees ([`mismatch`] otherwise).
pub fn play(state: &mut State, action: &Action) {
    let Some(top) = state.pending.last().cloned() else {
        unreachable!("apply hands an action here only while a decision is pending");
    };
    match top {
        Pending::Regroup { seat, left } => match *action {
            Action::Regroup { region, leader, .. } => {
                state.pending.pop();
                if leader {
                    place_unit(state, seat, region);
                } else {
                    place_troop(state, seat, region);
                }
                state.pending.push(Pending::Regroup {
                    seat,
                    left: left.saturating_sub(1),
                });
            }
            Action::Decline { .. } => {
                state.pending.pop();
            }
            _ => mismatch(&top, action),
        },
        Pending::Defend { .. } => {
            let Action::LoseUnit { leader, .. } = *action else {
                mismatch(&top, action)
            };
            crate::warfare::capture::defended(state, &top, leader);
        }
        Pending::ChooseGood { .. }
        | Pending::Trade { .. }
        | Pending::Library { .. }
        | Pending::LibraryGive { .. }
        | Pending::Veche { .. } => crate::epic::effects::play(state, &top, action),
        Pending::Capture { .. } => crate::warfare::capture::play(state, &top, action),
        Pending::RebelAttack { .. } | Pending::RebelCapture { .. } => {
            crate::solo::decisions::play(state, &top, action);
        }
        Pending::Bribe {
            seat,
            column,
            number,
        } => {
            let Action::Bribe { coins, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            crate::strategy::bribe(state, seat, column, number, coins);
        }
        Pending::LoseUnits { seat, region, .. } => {
            let Action::LoseUnit { leader, .. } = *action else {
                mismatch(&top, action)
            };
            lose_unit(state, seat, region, leader);
        }
        Pending::Stow { seat, .. } => {
            let Action::Stow { boat, .. } = *action else {
                mismatch(&top, action)
            };
            stow_next(state, seat, boat);
        }
        Pending::Market { seat, good } => {
            let Action::MarketBonus {
                good: take_good, ..
            } = *action
            else {
                mismatch(&top, action)
            };
            state.pending.pop();
            if take_good {
                receive(state, seat, vec![good]);
            } else {
                coins(state, seat, 1);
            }
        }
        Pending::SchemeDeck { seat, draw } => {
            let Action::ChooseDeck { deck, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            draw_schemes(state, seat, deck, draw);
        }
        Pending::KeepScheme { seat, deck } => {
            let Action::KeepScheme { card, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            keep_scheme(state, seat, deck, card);
        }
        Pending::Church { seat, region } => {
            let Action::ConvertUnit { target, rebel, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            if target.is_some() || rebel {
                convert(state, seat, region, target);
            }
        }
        Pending::Tavern { seat } => {
            let Action::TavernScheme { choice, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            if let Some(choice) = choice {
                let Some(card) = state.scheme_discard.pop() else {
                    unreachable!(
                        "legal offers the Tavern's scheme only with a card on the discard pile"
                    );
                };
                state.players[seat.index()].schemes.push(card);
                play_scheme(state, seat, card, choice, true);
            }
        }
        Pending::Sviatopolk { seat, region } => {
            let Action::Replace { yes, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            if yes {
                place_troop(state, seat, region);
            }
        }
        Pending::ChooseRebel { seat, region } => {
            let Action::DefeatRebel { reward, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            crate::attack::defeat(state, seat, region, reward);
        }
        Pending::DisplayDeed { seat } => {
            let Action::TakeDeed { deed, .. } = *action else {
                mismatch(&top, action)
            };
            state.pending.pop();
            crate::claim::take_from_display(state, seat, deed);
        }
        Pending::Pay { .. } => crate::payment::pay(state, action),
    }
}

/// An answer of a kind `legal` does not list for `pending`: `check`
/// refuses it, so playing one is a bug of the caller.
pub fn mismatch(pending: &Pending, action: &Action) -> ! {
    unreachable!("check admits for {pending:?} only the answers legal lists, not {action:?}")
}
