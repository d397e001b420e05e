//! Conversion tokens: spend goods (trade boon tokens standing for any), or
//! with Warfare's token a defeated rebel and two coins, for one action
//! point. "Any conversion token is considered the same type of bonus
//! action": one a turn, each token once a round.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, RecipeData};
use crate::gains::coins;
use crate::ids::Recipe;
use crate::payment::payable;
use crate::state::{Cost, Pending, Purpose, State, Turn};

/// What recipe `recipe` costs besides its coins.
#[must_use]
pub fn recipe_cost(recipe: &RecipeData) -> Cost {
    Cost {
        goods: vec![0; 5],
        one_of: recipe.one_of.clone(),
        any: recipe.any,
        rebels: recipe.rebels,
        ..Cost::default()
    }
}

/// The conversion tokens a seat has: the base game's, and the modules'
/// when played.
pub fn tokens(state: &State) -> impl Iterator<Item = (Recipe, &'static RecipeData)> + '_ {
    data()
        .conversions
        .recipes
        .iter()
        .enumerate()
        .filter(|(_, r)| state.options.deals(r.module, r.solo))
        .map(|(i, r)| (Recipe::at(i), r))
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    if turn.converted {
        return;
    }
    let player = &state.players[seat.index()];
    // The base game's tokens, and one more per module token in play.
    let per_round = usize::from(data().conversions.per_round)
        + tokens(state).filter(|(_, r)| r.module.is_some()).count();
    for (recipe, r) in tokens(state) {
        let used = player.conversions.contains(&recipe) || player.conversions.len() >= per_round;
        if !used && player.coins >= u16::from(r.coins) && payable(state, seat, &recipe_cost(r)) {
            out.push(Action::Convert { seat, recipe });
        }
    }
}

pub fn convert(state: &mut State, seat: Seat, recipe: Recipe) {
    let Some(r) = data().conversions.recipes.get(recipe.index()) else {
        unreachable!("check offers only the recipes of the box");
    };
    state.players[seat.index()].conversions.push(recipe);
    if let Some(turn) = state.turn.as_mut() {
        turn.converted = true;
    }
    coins(state, seat, -i32::from(r.coins));
    state.pending.push(Pending::Pay {
        seat,
        purpose: Purpose::Conversion { recipe },
        cost: recipe_cost(r),
    });
}
