//! Texts the JS entry has been sent, by number.
//!
//! The legal actions of a state and the log entries of a step come back as
//! the same JSON text again and again. The engine numbers each distinct
//! text and sends its number; the JS entry keeps the value of each number
//! it has read, and asks for a number's text ([`text`]) only the first time
//! it sees it. So a text already sent crosses the boundary as one number:
//! no decoding and no hashing of a long string in JS.
//!
//! Numbers are never reused, so a value the JS entry keeps can never stand
//! for another text. The table forgets its texts once it holds
//! [`LIMIT`] of them; a text sent again after that gets a new number.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use rustc_hash::FxBuildHasher;

/// How many texts the table keeps before it starts afresh.
pub const LIMIT: usize = 4096;

/// The texts numbered since the table last started afresh.
#[derive(Default)]
struct Known {
    numbers: HashMap<Rc<str>, u64, FxBuildHasher>,
    /// `texts[i]` is numbered `first + i`.
    texts: Vec<Rc<str>>,
    first: u64,
}

impl Known {
    fn number(&mut self, text: &str) -> u64 {
        if let Some(&number) = self.numbers.get(text) {
            return number;
        }
        if self.texts.len() >= LIMIT {
            self.first += self.texts.len() as u64;
            self.texts.clear();
            self.numbers.clear();
        }
        let number = self.first + self.texts.len() as u64;
        let text: Rc<str> = text.into();
        self.texts.push(Rc::clone(&text));
        self.numbers.insert(text, number);
        number
    }

    fn text(&self, number: u64) -> Option<&str> {
        let index = usize::try_from(number.checked_sub(self.first)?).ok()?;
        self.texts.get(index).map(|text| &**text)
    }
}

thread_local! {
    static KNOWN: RefCell<Known> = RefCell::new(Known::default());
}

/// The number of `text`: the one it was given when first sent, or a new one.
///
/// ```
/// use ruleshelf_wasm::known;
/// let reveal = known::number(r#"[{"type":"reveal","seat":0}]"#);
/// assert_eq!(known::number(r#"[{"type":"reveal","seat":0}]"#), reveal);
/// assert_ne!(known::number("[]"), reveal);
/// assert_eq!(known::text(reveal).as_deref(), Some(r#"[{"type":"reveal","seat":0}]"#));
/// ```
#[must_use]
pub fn number(text: &str) -> u64 {
    KNOWN.with_borrow_mut(|known| known.number(text))
}

/// The text numbered `number`, if the table still holds it (it holds every
/// number it gave since it last started afresh, the latest one always).
#[must_use]
pub fn text(number: u64) -> Option<String> {
    KNOWN.with_borrow(|known| known.text(number).map(str::to_owned))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_table_starts_afresh_and_never_reuses_a_number() {
        let mut known = Known::default();
        let first = known.number("a");
        for i in 1..LIMIT {
            known.number(&i.to_string());
        }
        assert_eq!(known.number("a"), first, "still held");
        let after = known.number("b");
        assert_eq!(after, LIMIT as u64, "the next number");
        assert_eq!(known.text(first), None, "forgotten");
        assert_ne!(
            known.number("a"),
            first,
            "a forgotten text gets a new number"
        );
        assert_eq!(known.text(after), Some("b"));
    }
}
