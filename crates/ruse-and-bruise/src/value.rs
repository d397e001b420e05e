//! A card's current value in its column ("Special Abilities"; ruling 3):
//! the printed value, then the specialists' 12, Romeo's 15, the Hermit and
//! the Small Giant by the number of other cards, the Doppelganger's copy,
//! and last each Dragon's 2 off every other seat's cards, never below 0.

use crate::cards::{
    Ability, Card, Goal, DRAGON_LOSS, HERMIT_LOSS, ROMEO_WITH_JULIET, SMALL_GIANT_GAIN,
    SPECIALIST_MATCH,
};
use crate::state::Placed;

/// The current value, in half-points, of every card of a column (`cards[0]`
/// closest to `goal`), as they lie now. With `abilities` false (Musketeers in
/// the column) every card is worth its printed value.
#[must_use]
pub fn current_values(cards: &[Placed], goal: Goal, abilities: bool) -> Vec<i32> {
    if !abilities {
        return cards.iter().map(|p| p.card.value()).collect();
    }
    let others = cards.len().saturating_sub(1) as i32;
    let mut base = vec![0; cards.len()];
    // Bottom up, so a Doppelganger finds the value below it already known.
    for i in (0..cards.len()).rev() {
        let placed = cards[i];
        base[i] = match placed.card.ability() {
            Ability::Specialist(domain) if domain == goal.domain => SPECIALIST_MATCH,
            Ability::Romeo if has(cards, placed, Card::Juliet) => ROMEO_WITH_JULIET,
            Ability::Hermit => (placed.card.value() - HERMIT_LOSS * others).max(0),
            Ability::SmallGiant => placed.card.value() + SMALL_GIANT_GAIN * others,
            Ability::Doppelganger => base.get(i + 1).copied().unwrap_or(0),
            _ => placed.card.value(),
        };
    }
    cards
        .iter()
        .zip(base)
        .map(|(placed, value)| {
            let dragons = cards
                .iter()
                .filter(|d| d.card == Card::Dragon && d.owner != placed.owner)
                .count() as i32;
            (value - DRAGON_LOSS * dragons).max(0)
        })
        .collect()
}

/// Whether the owner of `placed` also has `card` in the column.
fn has(cards: &[Placed], placed: Placed, card: Card) -> bool {
    cards
        .iter()
        .any(|p| p.owner == placed.owner && p.card == card)
}

/// Whether the Doppelganger at `index` copies nothing: no card below it
/// other than Doppelgangers ("If there is no card beneath the Doppelganger,
/// the card has no value").
#[must_use]
pub fn empty_doppelganger(cards: &[Placed], index: usize) -> bool {
    cards
        .get(index)
        .is_some_and(|p| p.card == Card::Doppelganger)
        && cards
            .iter()
            .skip(index + 1)
            .all(|p| p.card == Card::Doppelganger)
}
