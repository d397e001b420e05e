//! Tax: take the goods token of a region you occupy, for one tax point if
//! you rule it and two otherwise (one anywhere with Mstislav there); your
//! market there adds a good of that type or a coin.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, Ability, Structure};
use crate::event::Event;
use crate::goods::receive;
use crate::ids::Region;
use crate::map::{has_structure, leader_here, occupies, rules, structures_work};
use crate::state::{Pending, State, Turn};

/// Tax or build points an action in `region` costs `seat`: one if it
/// rules there or its Mstislav stands there (or it is the solo rebels),
/// otherwise two.
#[must_use]
pub fn point_cost(state: &State, seat: Seat, region: Region) -> u8 {
    if rules(state, seat, region)
        || leader_here(state, seat, Ability::Mstislav, region)
        || crate::solo::flat_cost(state, seat)
    {
        1
    } else {
        2
    }
}

/// Tax points taxing `region` costs `seat`: [`point_cost`], plus Peasant
/// Mutiny's extra point where rebels are.
#[must_use]
pub fn tax_cost(state: &State, seat: Seat, region: Region) -> u8 {
    point_cost(state, seat, region) + crate::rebels::extra_tax(state, seat, region)
}

/// Taxing: a region you occupy whose goods token is there, at its cost, while
/// the seat has not finished spending tax points (see [`crate::leaders::theofana`]).
pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    if turn.points.tax == 0 || turn.tax_finished {
        return;
    }
    for region in state.in_play() {
        if state.regions[region].goods
            && occupies(state, seat, region)
            && tax_cost(state, seat, region) <= turn.points.tax
        {
            out.push(Action::Tax { seat, region });
        }
    }
}

pub fn play(state: &mut State, seat: Seat, region: Region) {
    let cost = tax_cost(state, seat, region);
    let theofana = leader_here(state, seat, Ability::Theofana, region);
    if let Some(turn) = state.turn.as_mut() {
        turn.points.tax = turn.points.tax.saturating_sub(cost);
        turn.taxed_theofana |= theofana;
    }
    let info = &data().regions[region];
    let good = info.good;
    state.regions[region].goods = false;
    state.log(Event::Taxed { seat, region, good });
    crate::epic::effects::after_tax(state, seat, region);
    if has_structure(state, seat, region, Structure::Market) && structures_work(state, seat, region)
    {
        state.pending.push(Pending::Market { seat, good });
    }
    receive(state, seat, vec![good]);
}
