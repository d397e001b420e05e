use core::fmt;

use serde::{Deserialize, Serialize};

/// What kind of input a [`RulesError`] refuses. Stable: a UI or a server may
/// match on it (in JS it is the error's `code` string).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum ErrorCode {
    /// No game on the shelf has this id.
    UnknownGame,
    /// The options do not describe a game that can be set up.
    InvalidOptions,
    /// The action names a seat that is not to act now.
    NotYourTurn,
    /// The action is not allowed by the rules in this position.
    IllegalAction,
    /// The game has ended; no action applies any more.
    GameOver,
    /// The state is malformed or breaks an invariant (tampered, truncated,
    /// from a newer format).
    InvalidState,
    /// The state or action belongs to another game.
    WrongGame,
    /// A seat index that is not at this table.
    InvalidSeat,
    /// A bot could not decide (for instance: no seat of the view is to act).
    BotError,
    /// A target id that names nothing a seat of this game can touch.
    InvalidTarget,
}

impl ErrorCode {
    /// The code as it appears in JS (`err.code`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownGame => "UnknownGame",
            ErrorCode::InvalidOptions => "InvalidOptions",
            ErrorCode::NotYourTurn => "NotYourTurn",
            ErrorCode::IllegalAction => "IllegalAction",
            ErrorCode::GameOver => "GameOver",
            ErrorCode::InvalidState => "InvalidState",
            ErrorCode::WrongGame => "WrongGame",
            ErrorCode::InvalidSeat => "InvalidSeat",
            ErrorCode::BotError => "BotError",
            ErrorCode::InvalidTarget => "InvalidTarget",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why an input was refused: a stable [`ErrorCode`] and a message for people.
///
/// An illegal action's message names the rule that forbids it in the
/// rulebook's words, with its heading, so a UI can explain the refusal.
///
/// ```
/// # use ruleshelf_engine::{ErrorCode, RulesError};
/// let err = RulesError::illegal("Reorder", "cannot be used with one chip left in the stack");
/// assert_eq!(err.code, ErrorCode::IllegalAction);
/// assert_eq!(err.to_string(), "IllegalAction: cannot be used with one chip left in the stack — Reorder");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
pub struct RulesError {
    pub code: ErrorCode,
    pub message: String,
}

impl RulesError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> RulesError {
        RulesError {
            code,
            message: message.into(),
        }
    }

    /// An action the rules forbid: `rule` in the rulebook's words, `heading`
    /// the rulebook section that says so.
    pub fn illegal(heading: &str, rule: &str) -> RulesError {
        RulesError::new(ErrorCode::IllegalAction, format!("{rule} — {heading}"))
    }

    pub fn not_your_turn(seat: crate::Seat) -> RulesError {
        RulesError::new(ErrorCode::NotYourTurn, format!("{seat} is not to act now"))
    }

    pub fn game_over() -> RulesError {
        RulesError::new(ErrorCode::GameOver, "the game has ended")
    }

    pub fn invalid_options(message: impl Into<String>) -> RulesError {
        RulesError::new(ErrorCode::InvalidOptions, message)
    }

    pub fn invalid_state(message: impl Into<String>) -> RulesError {
        RulesError::new(ErrorCode::InvalidState, message)
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for RulesError {}
