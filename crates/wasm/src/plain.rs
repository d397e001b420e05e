//! Refusals' messages in plain words at the boundary: a reader of the
//! package never sees the reader's code-speak (serde's backticks).

const UNKNOWN: &str = "unknown variant `";
const EXPECTED: &str = ", expected one of ";

/// `message` with "unknown variant `x`, expected one of a, b" said as
/// `"x" is not one of: a, b`, and any other backtick-quoted name in quotes.
pub fn words(message: &str) -> String {
    let mut text = message.to_owned();
    if let Some(at) = text.find(UNKNOWN) {
        let rest = &text[at + UNKNOWN.len()..];
        if let Some(end) = rest.find('`') {
            let name = &rest[..end];
            let after = &rest[end + 1..];
            let said = match after.strip_prefix(EXPECTED) {
                Some(known) => format!("\"{name}\" is not one of: {}", known.replace('`', "")),
                None => format!("\"{name}\" is not a known value{after}"),
            };
            text = format!("{}{said}", &text[..at]);
        }
    }
    text.replace('`', "\"")
}

#[cfg(test)]
mod tests {
    use super::words;

    #[test]
    fn an_unknown_variant_is_said_in_words() {
        assert_eq!(
            words("options.mode: unknown variant `expert`, expected one of basic, advanced"),
            "options.mode: \"expert\" is not one of: basic, advanced"
        );
        assert_eq!(
            words("unknown variant `x`, expected one of `a`, `b`"),
            "\"x\" is not one of: a, b"
        );
        assert_eq!(words("missing field `seats`"), "missing field \"seats\"");
        assert_eq!(
            words("seat 7 is not at this table"),
            "seat 7 is not at this table"
        );
    }
}
