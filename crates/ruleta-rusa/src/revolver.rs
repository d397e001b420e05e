//! The revolver stack and what each seat knows of its order.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use crate::chip::{Chip, REVOLVER_CHIPS};

/// The face-down revolver stack. It always holds exactly one BANG! until
/// that chip is revealed, so it is fully described by its size and the
/// BANG!'s position (0 = top). While the revealer of a BANG! rebuilds it,
/// all eight chips are out and `size` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct Revolver {
    pub size: u8,
    pub bang: u8,
}

/// Which positions of the stack a seat knows, as a bit mask (bit 0 = top).
/// Knowing every position but one means knowing the last one too; a stack
/// of one chip is known to all (it is the BANG!).
pub type Known = u8;

impl Revolver {
    /// A stack of `size` chips with the BANG! at `bang` (0 = top).
    #[must_use]
    pub const fn new(size: u8, bang: u8) -> Revolver {
        Revolver { size, bang }
    }

    /// All chips are out: a BANG! was revealed and the stack is to be rebuilt.
    #[must_use]
    pub const fn out() -> Revolver {
        Revolver { size: 0, bang: 0 }
    }

    /// The chip at `position` (0 = top).
    #[must_use]
    pub fn chip(self, position: u8) -> Chip {
        if position == self.bang {
            Chip::Bang
        } else {
            Chip::Click
        }
    }

    /// Chips revealed since the stack was last built: the discard pile.
    #[must_use]
    pub fn revealed(self) -> u8 {
        REVOLVER_CHIPS - self.size
    }

    /// The mask of every position.
    #[must_use]
    pub fn full(self) -> Known {
        ((1u16 << self.size) - 1) as u8
    }

    /// Takes the top chip off, shifting every seat's knowledge up.
    pub fn reveal_top(&mut self, known: &mut [Known]) -> Chip {
        let chip = self.chip(0);
        if chip == Chip::Bang {
            *self = Revolver::out();
            known.fill(0);
        } else {
            self.size -= 1;
            self.bang -= 1;
            for k in known.iter_mut() {
                *k = self.normalize(*k >> 1);
            }
        }
        chip
    }

    /// Moves the top chip to the bottom ("Look"), rotating what every seat
    /// knows with it.
    pub fn top_to_bottom(&mut self, known: &mut [Known]) {
        let last = self.size - 1;
        self.bang = if self.bang == 0 { last } else { self.bang - 1 };
        for k in known.iter_mut() {
            *k = self.normalize((*k >> 1) | ((*k & 1) << last));
        }
    }

    /// Completes a mask by deduction and clears bits past the stack.
    #[must_use]
    pub fn normalize(self, known: Known) -> Known {
        let full = self.full();
        let known = known & full;
        if self.size > 0 && known.count_ones() + 1 >= u32::from(self.size) {
            full
        } else {
            known
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn revealing_a_click_shifts_knowledge_to_the_new_top() {
        let mut r = Revolver::new(5, 3);
        let mut known = [0b0_0110, 0];
        assert_eq!(r.reveal_top(&mut known), Chip::Click);
        assert_eq!((r.size, r.bang), (4, 2));
        assert_eq!(known, [0b0011, 0]);
    }

    #[test]
    fn knowing_all_but_one_chip_is_knowing_the_bang() {
        let r = Revolver::new(3, 2);
        assert_eq!(r.normalize(0b011), 0b111);
        assert_eq!(Revolver::new(1, 0).normalize(0), 0b1);
    }

    #[test]
    fn moving_the_top_to_the_bottom_rotates_the_stack() {
        let mut r = Revolver::new(4, 0);
        let mut known = [0b0001];
        r.top_to_bottom(&mut known);
        assert_eq!(r.bang, 3);
        assert_eq!(known, [0b1000]);
    }
}
