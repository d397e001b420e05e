//! Dealing the unseen part of a view: the BANG!'s place.

use ruleshelf_engine::Rng;

use crate::chip::Chip;
use crate::revolver::Revolver;
use crate::state::{Player, State, FORMAT_VERSION};
use crate::view::View;

/// A full state the viewer cannot tell from the real one: the BANG! sits
/// where the viewer knows it is, or at random among the places it has not
/// seen. The log is empty and the RNG fresh.
#[must_use]
pub fn determinize(view: &View, rng: &mut Rng) -> State {
    let size = view.stack.len() as u8;
    let revolver = if size == 0 {
        Revolver::out()
    } else if let Some(at) = view.stack.iter().position(|c| *c == Some(Chip::Bang)) {
        Revolver::new(size, at as u8)
    } else {
        let unseen: Vec<u8> = (0..size)
            .filter(|i| view.stack[usize::from(*i)].is_none())
            .collect();
        Revolver::new(
            size,
            unseen
                .get(rng.index(unseen.len().max(1)))
                .copied()
                .unwrap_or(0),
        )
    };
    State {
        game: view.game,
        version: FORMAT_VERSION,
        options: view.options.clone(),
        players: view
            .players
            .iter()
            .map(|p| Player {
                skills: p.skills.clone(),
                alive: p.alive,
            })
            .collect(),
        revolver,
        known: view.players.iter().map(|p| p.knows).collect(),
        supply: view.supply.clone(),
        turn: view.turn,
        first: view.first,
        direction: view.direction,
        phase: view.phase,
        double_shot: view.double_shot,
        eliminated: view.eliminated.clone(),
        rng: Rng::new(rng.next_u32()),
        log: Vec::new(),
    }
}
