//! A full state consistent with a view, the unseen cards dealt at random.

use ruleshelf_engine::{Rng, Seat};

use crate::card::{self, Card};
use crate::options::Options;
use crate::state::{Player, State};
use crate::view::View;

/// Deals every card the viewer cannot see — the other hands except their
/// known cards, and the draw pile — at random from the cards not visible to
/// it (the deck less the discard pile, the Accusations on the table, the
/// removed Jokers, its own hand and the known cards). The state's RNG is
/// seeded from `rng` (that seed is the options' seed) and its log is empty.
///
/// A view that no state could give (counts that do not add up) yields a
/// state [`crate::Ruse2014`]'s validate refuses; it never panics.
#[must_use]
pub(crate) fn determinize(view: &View, rng: &mut Rng) -> State {
    let mut unseen = card::deck();
    let mut seen: Vec<Card> = view.discard.clone();
    seen.extend(core::iter::repeat_n(
        Card::Joker,
        usize::from(view.removed_jokers),
    ));
    for (i, p) in view.players.iter().enumerate() {
        seen.extend(&p.accusations);
        match &p.hand {
            Some(hand) if view.viewer == Some(Seat(i as u8)) => seen.extend(hand),
            _ => seen.extend(&p.known),
        }
    }
    for card in seen {
        card::take(&mut unseen, card);
    }
    rng.shuffle(&mut unseen);

    let players = view
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let hand = match &p.hand {
                Some(hand) if view.viewer == Some(Seat(i as u8)) => hand.clone(),
                _ => {
                    let mut hand = p.known.clone();
                    let missing = usize::from(p.hand_size).saturating_sub(hand.len());
                    for _ in 0..missing {
                        if let Some(card) = unseen.pop() {
                            hand.push(card);
                        }
                    }
                    hand.sort_unstable();
                    hand
                }
            };
            Player {
                portrait: p.portrait,
                hand,
                known: p.known.clone(),
                accusations: p.accusations.clone(),
                covered_up: p.covered_up,
            }
        })
        .collect();

    let draw_pile: Vec<Card> = unseen
        .into_iter()
        .take(usize::from(view.draw_pile))
        .collect();
    let seed = rng.next_u32();
    State {
        game: view.game,
        version: view.version,
        options: Options {
            seats: view.seats,
            seed: Some(seed),
            dealer: Some(view.dealer),
            free_discard: view.free_discard,
        },
        players,
        victim: view.victim,
        dealer: view.dealer,
        draw_pile,
        discard: view.discard.clone(),
        removed_jokers: view.removed_jokers,
        turn: view.turn,
        turns: view.turns,
        phase: view.phase,
        rng: Rng::new(seed),
        log: Vec::new(),
    }
}
