//! Drawing: "The player then draws a card from their draw pile. If the
//! player runs out of cards in their draw pile, they shuffle their discard
//! pile and draw a card from the new draw pile."

use ruleshelf_engine::Seat;

use crate::event::Event;
use crate::state::State;

/// `seat` draws one card, reshuffling its discard pile first when its draw
/// pile is empty. Returns false when both piles are empty (nothing drawn).
pub(crate) fn draw(state: &mut State, seat: Seat) -> bool {
    let Some(player) = state.players.get_mut(seat.index()) else {
        return false;
    };
    if player.draw_pile.is_empty() {
        if player.discard_pile.is_empty() {
            return false;
        }
        let mut pile = core::mem::take(&mut player.discard_pile);
        state.rng.shuffle(&mut pile);
        let cards = pile.len() as u8;
        state.players[seat.index()].draw_pile = pile;
        state.log(Event::Reshuffled { seat, cards });
    }
    let player = &mut state.players[seat.index()];
    let Some(card) = player.draw_pile.pop() else {
        return false;
    };
    player.hand.push(card);
    state.tell(seat, Event::DrewCard { seat, card });
    true
}
