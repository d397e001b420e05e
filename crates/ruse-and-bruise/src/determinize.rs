//! A full state consistent with a view, every unseen card dealt anew: other
//! seats' hands and face-down cards, every draw pile's order, the goals in
//! the stacks and in the box.

use ruleshelf_engine::{Rng, Seat};

use crate::cards::{goals_in_play, Card, Goal};
use crate::options::Options;
use crate::state::{Column, Placed, Player, State};
use crate::view::View;

/// Deals what `view`'s viewer cannot see at random with `rng`; the result's
/// RNG is freshly seeded and its log empty. A malformed view gives a state
/// [`crate::validate::validate`] refuses, never a panic.
#[must_use]
pub fn determinize(view: &View, rng: &mut Rng) -> State {
    let seats = view.options.seats;
    let mut players: Vec<Player> = Vec::with_capacity(view.players.len());
    let mut columns: Vec<Column> = view
        .columns
        .iter()
        .map(|c| Column {
            goal: c.goal,
            closed: c.closed,
            cards: c
                .cards
                .iter()
                .map(|p| Placed {
                    owner: p.owner,
                    card: p.card.unwrap_or(Card::King),
                    face: p.face,
                })
                .collect(),
        })
        .collect();
    for (i, pv) in view.players.iter().enumerate() {
        let seat = Seat(i as u8);
        let mine = view.viewer == Some(seat);
        // The cards of this colour the viewer knows where they are.
        let mut known = [false; 25];
        let mut mark = |card: Card| known[card.index()] = true;
        pv.discard_pile.iter().copied().for_each(&mut mark);
        if mine {
            pv.hand.iter().flatten().copied().for_each(&mut mark);
        }
        for c in &view.columns {
            c.cards
                .iter()
                .filter(|p| p.owner == seat)
                .filter_map(|p| p.card)
                .for_each(&mut mark);
        }
        let mut unseen: Vec<Card> = Card::ALL
            .iter()
            .copied()
            .filter(|c| !known[c.index()])
            .collect();
        rng.shuffle(&mut unseen);
        let hand = if mine {
            pv.hand.clone().unwrap_or_default()
        } else {
            take(&mut unseen, usize::from(pv.hand_count))
        };
        for (column, c) in columns.iter_mut().zip(&view.columns) {
            for (placed, seen) in column.cards.iter_mut().zip(&c.cards) {
                if seen.owner == seat && seen.card.is_none() {
                    placed.card = unseen.pop().unwrap_or(Card::King);
                }
            }
        }
        players.push(Player {
            hand,
            draw_pile: unseen,
            discard_pile: pv.discard_pile.clone(),
            won: pv.won.clone(),
        });
    }
    let mut goals = goals_in_play(seats);
    let shown = view
        .columns
        .iter()
        .map(|c| c.goal)
        .chain(view.players.iter().flat_map(|p| p.won.iter().copied()))
        .chain(view.unclaimed_goals.iter().copied());
    for goal in shown {
        if let Some(at) = goals.iter().position(|g| *g == goal) {
            goals.swap_remove(at);
        }
    }
    rng.shuffle(&mut goals);
    let stacks: Vec<Vec<Goal>> = view
        .goal_stacks
        .iter()
        .map(|n| take(&mut goals, usize::from(*n)))
        .collect();
    State {
        game: view.game,
        version: view.version,
        options: Options {
            seed: None,
            ..view.options.clone()
        },
        first_seat: view.first_seat,
        round: view.round,
        round_start: view.round_start,
        players,
        columns,
        stacks,
        unused_goals: goals,
        unclaimed_goals: view.unclaimed_goals.clone(),
        phase: view.phase,
        last_scoring: view.last_scoring.clone(),
        rng: Rng::new(rng.next_u32()),
        log: Vec::new(),
    }
}

/// Up to `n` items off the end of `pile`.
fn take<T>(pile: &mut Vec<T>, n: usize) -> Vec<T> {
    let at = pile.len().saturating_sub(n);
    pile.split_off(at)
}
