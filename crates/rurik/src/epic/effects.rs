//! The epic structures' effects, as the hooks the base rules call. Each
//! is neutral when Module A is off (no epic structure is ever built).
//!
//! Ongoing: Border Fort ([`fort_moves`], [`cross_fort`]), Capital Port
//! ([`after_tax`]), Catacombs ([`blocks_building`]), City Gate
//! ([`move_cost`], [`bars_escort`]), Library and Veche ([`after_move`]),
//! Siege Tower ([`attack_origins`]), Town Wall ([`extra_reveals`]). Round
//! end: Palace ([`round_end`]). Game end: Cathedral, Logging Camp, Veche
//! ([`game_end`]).

use ruleshelf_engine::Seat;

use super::{built, effect_in, Effect};
use crate::action::Action;
use crate::data::{Gain, Good};
use crate::event::Event;
use crate::gains::{draw_deed, gain};
use crate::goods::receive;
use crate::ids::{Deed, Region};
use crate::map::{ruler, troops};
use crate::state::{Pending, State, Turn};

/// Catacombs: "You may not build any additional structures in the
/// Catacombs' region."
#[must_use]
pub fn blocks_building(state: &State, region: Region) -> bool {
    effect_in(state, region, Effect::Catacombs).next().is_some()
}

/// City Gate: "You must spend two movement points to move one troop into
/// the City Gate's region." The movement points a move into `to` costs.
#[must_use]
pub fn move_cost(state: &State, to: Region) -> u8 {
    effect_in(state, to, Effect::CityGate).max().unwrap_or(1)
}

/// City Gate: "Agatha may not move into the region with City Gate while
/// moving any troops with her."
#[must_use]
pub fn bars_escort(state: &State, to: Region) -> bool {
    effect_in(state, to, Effect::CityGate).next().is_some()
}

/// Town Wall: attacking an opponent in its region reveals more cards (we
/// read the printed "Town Hall's region" as the Town Wall's own).
#[must_use]
pub fn extra_reveals(state: &State, region: Region) -> u8 {
    effect_in(state, region, Effect::TownWall).sum()
}

/// Siege Tower: "You may attack with a troop in either of these regions as
/// though it were present in the other region." Where `seat`'s attack in
/// `region` may come from: `None` (inside it, where it has a unit), or
/// each region across a Siege Tower of `region` where it has a unit.
#[must_use]
pub fn attack_origins(state: &State, seat: Seat, region: Region) -> Vec<Option<Region>> {
    let mut out = Vec::new();
    if crate::map::occupies(state, seat, region) {
        out.push(None);
    }
    for (info, site) in built(state) {
        if info.effect != Effect::SiegeTower || !site.is_in(region) {
            continue;
        }
        let across = if site.region == region {
            site.other
        } else {
            Some(site.region)
        };
        if let Some(a) = across {
            if crate::map::occupies(state, seat, a) && !out.contains(&Some(a)) {
                out.push(Some(a));
            }
        }
    }
    out
}

/// The Border Forts' copies standing on the border `from`–`to` that
/// `turn` has not crossed yet.
fn unused_fort(state: &State, turn: &Turn, from: Region, to: Region) -> Option<u8> {
    let epic = state.epic.as_ref()?;
    epic.display.iter().find_map(|shown| {
        let info = super::card(shown.card).filter(|c| c.effect == Effect::BorderFort)?;
        (0..shown.built.len() as u8).find(|i| {
            let site = shown.built[usize::from(*i)];
            site.is_in(from)
                && site.is_in(to)
                && from != to
                && turn.forts_used.iter().filter(|u| *u == i).count() < usize::from(info.n)
        })
    })
}

/// Border Fort: "Once per turn per player, you spend no movement points to
/// move one troop between these regions."
pub fn fort_moves(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let Some(epic) = state.epic.as_ref() else {
        return; // Module A is off: the hook is neutral
    };
    let leader_at = state.players[seat.index()].leader_at;
    let mut borders: Vec<(Region, Region)> = Vec::new();
    for shown in &epic.display {
        if super::card(shown.card).map(|c| c.effect) != Some(Effect::BorderFort) {
            continue;
        }
        for site in &shown.built {
            if let Some(other) = site.other {
                for pair in [(site.region, other), (other, site.region)] {
                    if !borders.contains(&pair)
                        && unused_fort(state, turn, pair.0, pair.1).is_some()
                    {
                        borders.push(pair);
                    }
                }
            }
        }
    }
    for (from, to) in borders {
        if troops(state, seat, from) > 0 {
            out.push(Action::CrossFort {
                seat,
                from,
                to,
                leader: false,
            });
        }
        if leader_at == Some(from) {
            out.push(Action::CrossFort {
                seat,
                from,
                to,
                leader: true,
            });
        }
    }
}

/// Crosses a Border Fort not yet crossed this turn.
pub fn cross_fort(state: &mut State, seat: Seat, from: Region, to: Region, leader: bool) {
    let Some(turn) = state.turn.as_ref() else {
        unreachable!("a Border Fort is crossed in a turn");
    };
    let Some(copy) = unused_fort(state, turn, from, to) else {
        unreachable!("check offers only a crossing of a Border Fort not yet crossed this turn");
    };
    if let Some(turn) = state.turn.as_mut() {
        turn.forts_used.push(copy);
    }
    crate::movement::carry(state, seat, from, to, leader, 0);
}

/// Capital Port: "After taxing the Capital Port's region, you may trade one
/// good for any other good." Pushed below the taxed good's decisions, so
/// that good is stowed first (and may fill its column and earn its trade
/// boon token before it is traded).
pub fn after_tax(state: &mut State, seat: Seat, region: Region) {
    if effect_in(state, region, Effect::CapitalPort)
        .next()
        .is_some()
    {
        if crate::solo::is_rebels(state, seat) {
            // Solo: an optional effect the rebels perform unlocks a bonus.
            crate::solo::board::unlock(state);
        } else {
            state.pending.push(Pending::Trade { seat });
        }
    }
}

/// The goods `seat` may trade away: each type it has, from the boat or
/// the dock.
pub fn trades(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let p = &state.players[seat.index()];
    for good in Good::ALL {
        for (boat, have) in [(true, p.boat[good.index()]), (false, p.dock[good.index()])] {
            if have > 0 {
                out.push(Action::TradeGood { seat, good, boat });
            }
        }
    }
}

/// Trades `good` away; a good of another type is chosen next.
pub fn trade(state: &mut State, seat: Seat, good: Good, boat: bool) {
    let p = &mut state.players[seat.index()];
    let pile = if boat { &mut p.boat } else { &mut p.dock };
    pile[good.index()] = pile[good.index()].saturating_sub(1);
    state.log(Event::GoodTraded { seat, good, boat });
    state.pending.push(Pending::ChooseGood {
        seat,
        except: Some(good),
    });
}

/// Hook after `seat` moved units into `to` (`leader`: its leader among
/// them): the Library's exchange and the Veche's draw, once a round each.
pub fn after_move(state: &mut State, seat: Seat, to: Region, leader: bool) {
    let Some(epic) = state.epic.as_ref() else {
        return; // Module A is off: the hook is neutral
    };
    let i = seat.index();
    let here: Vec<Effect> = super::cards_in(state, to).map(|c| c.effect).collect();
    if crate::solo::is_rebels(state, seat) {
        rebels_moved(state, &here, leader);
        return;
    }
    let player = &state.players[i];
    if leader
        && here.contains(&Effect::Library)
        && !epic.library_used.get(i).copied().unwrap_or(true)
        && !player.deeds.is_empty()
        && !epic.library.is_empty()
    {
        state.pending.push(Pending::Library { seat });
    }
    if here.contains(&Effect::Veche)
        && !epic.veche_used.get(i).copied().unwrap_or(true)
        && player.troops > 0
    {
        state.pending.push(Pending::Veche { seat });
    }
}

/// Solo: "if the rebels performed the action described in the effect"
/// (moved their leader into the Library's region, a unit into the
/// Veche's), once a round each as for a player, a bonus is unlocked
/// instead.
fn rebels_moved(state: &mut State, here: &[Effect], leader: bool) {
    let i = crate::solo::REBELS.index();
    let Some(epic) = state.epic.as_mut() else {
        unreachable!("after_move calls this only with Module A on");
    };
    let mut unlocks = 0;
    for (effect, used) in [
        (Effect::Library, &mut epic.library_used),
        (Effect::Veche, &mut epic.veche_used),
    ] {
        let moved = effect == Effect::Veche || leader;
        if moved && here.contains(&effect) && used.get(i) == Some(&false) {
            used[i] = true;
            unlocks += 1;
        }
    }
    for _ in 0..unlocks {
        crate::solo::board::unlock(state);
    }
}

/// Library: the deeds on the card `seat` may take (then it gives one).
pub fn library_takes(state: &State, seat: Seat, out: &mut Vec<Action>) {
    if let Some(e) = state.epic.as_ref() {
        out.extend(
            e.library
                .iter()
                .map(|&take| Action::ExchangeDeed { seat, take }),
        );
    }
}

/// Library: swaps `give` (from `seat`'s hand) with `take` (from the card).
pub fn exchange(state: &mut State, seat: Seat, take: Deed, give: Deed) {
    let Some(e) = state.epic.as_mut() else {
        unreachable!("the Library's decisions exist only with Module A on");
    };
    let (Some(at_card), Some(at_hand)) = (
        e.library.iter().position(|d| *d == take),
        state.players[seat.index()]
            .deeds
            .iter()
            .position(|d| *d == give),
    ) else {
        unreachable!("check offers only a deed on the Library for one in hand");
    };
    e.library[at_card] = give;
    e.library_used[seat.index()] = true;
    state.players[seat.index()].deeds[at_hand] = take;
    state.log(Event::LibraryExchange { seat, take, give });
}

/// Veche: a troop from the supply onto the card, and a scheme card drawn.
pub fn veche_draw(state: &mut State, seat: Seat) {
    if let Some(used) = state
        .epic
        .as_mut()
        .and_then(|e| e.veche_used.get_mut(seat.index()))
    {
        *used = true;
    }
    super::build::put_on_veche(state, seat);
    gain(state, seat, Gain::Scheme);
}

/// Palace: "Round end: If your leader is present in the Palace's region,
/// draw one deed card from the top of the deck."
pub fn round_end(state: &mut State) {
    let palaces: Vec<(Region, u8)> = built(state)
        .filter(|(c, _)| c.effect == Effect::Palace)
        .map(|(c, s)| (s.region, c.n))
        .collect();
    let order: Vec<Seat> = state.turn_order().collect();
    for (region, deeds) in palaces {
        for &seat in &order {
            if state.players[seat.index()].leader_at == Some(region) {
                for _ in 0..deeds {
                    draw_deed(state, seat);
                }
            }
        }
    }
}

/// Game end: Cathedral (its region's ruler), Logging Camp (the most wood)
/// and Veche (the most troops on the card, ties included) earn victory
/// point tokens. "The most" includes ties and needs more than zero, as for
/// agendas (ruling 2).
pub fn game_end(state: &mut State) {
    let mut awards: Vec<(Seat, u8)> = Vec::new();
    for (info, site) in built(state) {
        let vp = info.n;
        match info.effect {
            Effect::Cathedral => {
                if let Some(r) = ruler(state, site.region) {
                    awards.push((r, vp));
                }
            }
            Effect::LoggingCamp => {
                let wood = |s: Seat| state.players[s.index()].goods(Good::Wood);
                awards.extend(most(state, wood).into_iter().map(|s| (s, vp)));
            }
            Effect::Veche => {
                let on_card = |s: Seat| super::veche_troops(state, s);
                awards.extend(most(state, on_card).into_iter().map(|s| (s, vp)));
            }
            // No victory points at the game's end.
            Effect::BorderFort
            | Effect::CapitalPort
            | Effect::Catacombs
            | Effect::CityGate
            | Effect::Library
            | Effect::Palace
            | Effect::SiegeTower
            | Effect::TownWall => {}
        }
    }
    for (seat, n) in awards {
        crate::gains::vp_tokens(state, seat, n);
    }
}

/// The seats with the most of `count`, ties included, above zero.
fn most(state: &State, count: impl Fn(Seat) -> u8) -> Vec<Seat> {
    let best = Seat::all(state.sides()).map(&count).max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    Seat::all(state.sides())
        .filter(|s| count(*s) == best)
        .collect()
}

/// Hook of the agendas: the regions `seat` rules that hold an epic
/// structure (Renowned).
#[must_use]
pub fn regions_ruled(state: &State, seat: Seat) -> u16 {
    state
        .in_play()
        .filter(|r| super::any_in(state, *r) && ruler(state, *r) == Some(seat))
        .count() as u16
}

/// The epic structures' decisions: Capital Port's trade and its chosen
/// good, the Library's exchange, the Veche's draw.
pub fn legal(state: &State, pending: &Pending, out: &mut Vec<Action>) {
    match *pending {
        Pending::Trade { seat } => {
            trades(state, seat, out);
            out.push(Action::Decline { seat });
        }
        Pending::ChooseGood { seat, except } => out.extend(
            Good::ALL
                .into_iter()
                .filter(|g| Some(*g) != except)
                .map(|good| Action::ChooseGood { seat, good }),
        ),
        Pending::Library { seat } => {
            library_takes(state, seat, out);
            out.push(Action::Decline { seat });
        }
        Pending::LibraryGive { seat, .. } => out.extend(
            state.players[seat.index()]
                .deeds
                .iter()
                .map(|&deed| Action::GiveDeed { seat, deed }),
        ),
        Pending::Veche { seat } => {
            out.push(Action::VecheTroop { seat });
            out.push(Action::Decline { seat });
        }
        _ => unreachable!("decisions::legal hands only the epic structures' decisions here"),
    }
}

/// Plays an answer to one of the epic structures' decisions (already
/// checked; the decision is still on top).
pub fn play(state: &mut State, pending: &Pending, action: &Action) {
    state.pending.pop();
    match (pending.clone(), *action) {
        (_, Action::Decline { .. }) => {}
        (Pending::Trade { seat }, Action::TradeGood { good, boat, .. }) => {
            trade(state, seat, good, boat);
        }
        (Pending::ChooseGood { seat, .. }, Action::ChooseGood { good, .. }) => {
            receive(state, seat, vec![good]);
        }
        (Pending::Library { seat }, Action::ExchangeDeed { take, .. }) => {
            state.pending.push(Pending::LibraryGive { seat, take });
        }
        (Pending::LibraryGive { seat, take }, Action::GiveDeed { deed, .. }) => {
            exchange(state, seat, take, deed);
        }
        (Pending::Veche { seat }, Action::VecheTroop { .. }) => veche_draw(state, seat),
        _ => crate::decisions::mismatch(pending, action),
    }
}
