//! Conversion tokens: spend goods (trade boon tokens standing for any) for
//! one action point; one conversion token a turn ("Conversion Token"), each
//! token once a round.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, Recipe};
use crate::goods::goods_payable;
use crate::state::{Cost, Pending, Purpose, State, Turn};

/// The goods recipe `recipe` costs.
#[must_use]
pub fn recipe_cost(recipe: &Recipe) -> Cost {
    Cost {
        goods: vec![0; 5],
        one_of: recipe.one_of.clone(),
        any: recipe.any,
        ..Cost::default()
    }
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let d = data();
    let player = &state.players[seat.index()];
    if !turn.converted {
        for (i, recipe) in d.conversions.recipes.iter().enumerate() {
            let cost = recipe_cost(recipe);
            let used = player.conversions.contains(&(i as u8))
                || player.conversions.len() >= usize::from(d.conversions.per_round);
            if !used && goods_payable(&player.dock, player.boons, &cost) {
                out.push(Action::Convert {
                    seat,
                    recipe: i as u8,
                });
            }
        }
    }
}

pub fn convert(state: &mut State, seat: Seat, recipe: u8) {
    let Some(r) = data().conversions.recipes.get(usize::from(recipe)) else {
        return;
    };
    state.players[seat.index()].conversions.push(recipe);
    if let Some(turn) = state.turn.as_mut() {
        turn.converted = true;
    }
    let cost = recipe_cost(r);
    state.pending.push(Pending::Pay {
        seat,
        purpose: Purpose::Conversion { recipe },
        cost,
    });
}
