//! Inheritance cards (Stone & Blade core content): each kept card is
//! revealed and gained, paying its coin cost; a troop or structure goes to
//! the region named at the top of the card, or anywhere in play for one
//! more coin; or the card is forfeited for two coins.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::build::{fits, place};
use crate::data::{data, Gain, InheritanceCard};
use crate::event::Event;
use crate::gains::coins;
use crate::gains::gain_all;
use crate::ids::{Inheritance, Region};
use crate::muster::place_troop;
use crate::state::State;

/// Coins gained by forfeiting a card.
pub const FORFEIT_COINS: i32 = 2;

/// Whether the card's reward is placed in a region.
fn placed(card: &InheritanceCard) -> bool {
    card.reward
        .iter()
        .any(|g| matches!(g, Gain::Troop | Gain::Structure { .. }))
}

/// Whether the card's troop or structure can go to `region`.
fn fits_in(state: &State, card: &InheritanceCard, region: Region) -> bool {
    state.is_in_play(region)
        && card.reward.iter().all(|g| match g {
            Gain::Structure { kind } => fits(state, region, *kind),
            _ => true,
        })
}

/// The coins gaining `card` into `region` costs: its cost, plus one when
/// the region is not the named one.
#[must_use]
pub fn cost(card: &InheritanceCard, named: Option<Region>, region: Region) -> u16 {
    u16::from(card.cost) + u16::from(named != Some(region))
}

pub fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let d = data();
    let player = &state.players[seat.index()];
    for &id in &player.inheritance {
        let Some(card) = d.inheritance.get(id.index()) else {
            continue;
        };
        let named = d.region(&card.region);
        out.push(Action::Forfeit { seat, card: id });
        if placed(card) {
            for region in state.in_play() {
                // Solo: the rebels' regions only when the card names them.
                let open = named == Some(region) || !crate::solo::barred(state, region);
                if open && fits_in(state, card, region) && player.coins >= cost(card, named, region)
                {
                    out.push(Action::Inherit {
                        seat,
                        card: id,
                        region,
                    });
                }
            }
        } else if let Some(region) = named {
            if player.coins >= u16::from(card.cost) {
                out.push(Action::Inherit {
                    seat,
                    card: id,
                    region,
                });
            }
        }
    }
}

fn reveal(state: &mut State, seat: Seat, id: Inheritance, forfeited: bool) {
    state.players[seat.index()].inheritance.retain(|c| *c != id);
    state.inheritance_revealed.push(id);
    state.log(Event::InheritanceRevealed {
        seat,
        card: id,
        forfeited,
    });
}

pub fn forfeit(state: &mut State, seat: Seat, id: Inheritance) {
    reveal(state, seat, id, true);
    coins(state, seat, FORFEIT_COINS);
}

pub fn inherit(state: &mut State, seat: Seat, id: Inheritance, region: Region) {
    let d = data();
    let Some(card) = d.inheritance.get(id.index()) else {
        unreachable!("a kept inheritance card is a card of the box (validate)");
    };
    reveal(state, seat, id, false);
    let price = if placed(card) {
        cost(card, d.region(&card.region), region)
    } else {
        u16::from(card.cost)
    };
    coins(state, seat, -i32::from(price));
    let mut rest: Vec<Gain> = Vec::new();
    for &g in &card.reward {
        match g {
            Gain::Troop => place_troop(state, seat, region),
            Gain::Structure { kind } => place(state, seat, region, kind),
            Gain::Muster { .. }
            | Gain::Move { .. }
            | Gain::FarMove { .. }
            | Gain::Attack { .. }
            | Gain::EasyAttack { .. }
            | Gain::Tax { .. }
            | Gain::Build { .. }
            | Gain::Coins { .. }
            | Gain::Deed
            | Gain::DisplayDeed
            | Gain::Schemes { .. }
            | Gain::Scheme
            | Gain::Warfare
            | Gain::Good { .. }
            | Gain::AnyGood
            | Gain::Vp => rest.push(g),
        }
    }
    gain_all(state, seat, &rest);
}
