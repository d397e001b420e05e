use core::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::de::ReadJson;
use crate::{Entry, Events, Outcome, Rng, RulesError, Seat};

/// The options every game's options carry: the number of seats and,
/// optionally, the seed (without one, the caller supplies a random seed).
pub trait GameOptions: Clone + Debug + Serialize + DeserializeOwned + ReadJson {
    fn seats(&self) -> u8;
    fn seed(&self) -> Option<u32>;
}

/// A game on the shelf: its rules, as pure functions over plain data.
///
/// The contract:
/// - [`Game::legal_actions`] lists every legal decision of every seat in
///   [`Game::to_act`], each action naming its seat; the list is empty exactly
///   when [`Game::outcome`] is `Some`.
/// - [`Game::check`] accepts an action exactly when it is listed, and
///   otherwise says why not (`GameOver`, `NotYourTurn`, `IllegalAction`).
/// - [`Game::apply`] is atomic: on error the state is unchanged. Chance is
///   drawn from the state's own [`Rng`], so the same seed and actions give the
///   same state, byte for byte.
/// - [`Game::view`] holds only what that seat may know; the RNG is in none.
/// - [`Game::determinize`] deals the unseen part of a view at random, so that
///   the result gives that seat the very same view.
/// - Any game ends within [`Game::max_steps`] actions.
pub trait Game: 'static {
    type Options: GameOptions;
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned + ReadJson;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + ReadJson;
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + ReadJson;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + ReadJson;

    /// The game's id, name, seat range and options, for menus.
    fn info() -> GameInfo;

    /// Sets up a game. `seed` seeds the state's RNG (the options' seed, when
    /// they name one, is what the caller passes).
    fn new_game(options: &Self::Options, seed: u32) -> Result<Self::State, RulesError>;

    /// The seats that must decide now, in seat order; empty once the game is
    /// over.
    fn to_act(state: &Self::State) -> Vec<Seat>;

    /// Appends every legal action to `out` (which the caller cleared).
    fn legal_actions_into(state: &Self::State, out: &mut Vec<Self::Action>);

    /// Every legal action now.
    #[must_use]
    fn legal_actions(state: &Self::State) -> Vec<Self::Action> {
        let mut out = Vec::new();
        Self::legal_actions_into(state, &mut out);
        out
    }

    /// The seat an action is made by.
    fn seat_of(action: &Self::Action) -> Seat;

    /// `viewer`'s own legal actions (none for a spectator or a seat that
    /// need not decide): what its view carries.
    #[must_use]
    fn actions_of(state: &Self::State, viewer: Option<Seat>) -> Vec<Self::Action> {
        let Some(seat) = viewer else {
            return Vec::new();
        };
        let mut out = Vec::new();
        Self::legal_actions_into(state, &mut out);
        out.retain(|a| Self::seat_of(a) == seat);
        out
    }

    /// Whether `action` is legal now, and if not, which rule forbids it.
    fn check(state: &Self::State, action: &Self::Action) -> Result<(), RulesError>;

    /// Plays an action that [`Game::check`] accepted. Calling it with any
    /// other action is a logic error (it may leave a state that fails
    /// [`Game::validate`], never undefined behaviour).
    fn play(state: &mut Self::State, action: &Self::Action) -> Events;

    /// Checks, then plays: the state changes only when the action is legal.
    fn apply(state: &mut Self::State, action: &Self::Action) -> Result<Events, RulesError> {
        Self::check(state, action)?;
        Ok(Self::play(state, action))
    }

    /// The result, once the game has ended.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// What `viewer` may know (`None`: a spectator), built field by field,
    /// with that seat's legal actions when it must decide.
    fn view(state: &Self::State, viewer: Option<Seat>) -> Self::View;

    /// The seat a view was made for.
    fn viewer(view: &Self::View) -> Option<Seat>;

    /// A full state consistent with everything the view shows, the unseen
    /// part dealt with `rng`. Its RNG is freshly seeded from `rng` and its
    /// log holds nothing. For bots: they search these, never the true state.
    ///
    /// It must not panic on any view that deserializes, even a changed one
    /// (bots receive views from outside): for a view no state shows, it may
    /// return any state, which the bots then refuse as `validate` fails or
    /// its view differs. The conformance battery tries changed views.
    fn determinize(view: &Self::View, rng: &mut Rng) -> Self::State;

    /// Whether `entry`, a log entry `seat` may see, showed that seat
    /// something it could not know before (a card drawn or turned up, a
    /// chip seen, a card another seat played from its hidden hand) or
    /// settled something by chance (a die, a draw from a shuffled pile).
    /// What the seat chose itself, or what stays hidden from it (a shuffle's
    /// order), reveals nothing.
    ///
    /// This is the undo policy's barrier: a decision whose entries reveal
    /// something to its seat cannot be taken back, since the seat cannot
    /// forget it. The conformance battery holds it to the views: an action
    /// whose entries reveal nothing to a seat must leave that seat's view the
    /// same in every deal of the unseen part.
    fn reveals(entry: &Entry<Self::Event>, seat: Seat) -> bool;

    /// Whether any entry of the log from index `from` on that `seat` may see
    /// [reveals](Game::reveals) something to it (a `from` past the end: none).
    #[must_use]
    fn revealed(state: &Self::State, seat: Seat, from: usize) -> bool {
        Self::log(state)
            .get(from..)
            .unwrap_or_default()
            .iter()
            .any(|entry| entry.visible_to(Some(seat)) && Self::reveals(entry, seat))
    }

    /// Every invariant of a state: each component accounted for once, counts
    /// within the box, seats in range, the phase consistent.
    fn validate(state: &Self::State) -> Result<(), RulesError>;

    /// The event log, oldest first.
    fn log(state: &Self::State) -> &[Entry<Self::Event>];

    /// Empties the event log (keeping its memory). No rule reads the log,
    /// so playouts and bots, which keep no record, clear it as they go.
    fn clear_log(state: &mut Self::State);

    /// An upper bound on the number of actions in any game with these
    /// options.
    fn max_steps(options: &Self::Options) -> u32;

    /// The options the state was set up with (its seed resolved).
    fn options(state: &Self::State) -> &Self::Options;

    /// A search bot's estimate of what every seat is heading for, in a
    /// state whose game is not over: `out` is cleared and given one reward
    /// per seat, each in `0.0..=1.0` on the scale of
    /// [`Outcome::reward`](crate::Outcome::reward) (1 for a sure sole win, 0
    /// for a sure last place), from the rulebook's scoring (VP now and VP
    /// within reach). Search bots stop their playouts after a few steps and
    /// back up these estimates instead of playing on at random
    /// ([`crate::bot::evaluate`] has helpers that turn scores into rewards).
    ///
    /// It reads the state it is given, which in a search is a
    /// determinization of the bot's view: an estimate may use anything in
    /// the state, the bot stays honest. It must be deterministic (no
    /// platform maths beyond `+ - * /` and `sqrt`).
    ///
    /// Returns `false` (the default) when the game has no estimate: the
    /// bots then play to the end.
    fn evaluate(state: &Self::State, out: &mut Vec<f64>) -> bool {
        let _ = (state, out);
        false
    }

    /// How much a search bot's informed playout prefers `action` among the
    /// legal actions of `state` (the seat of `action` is to act): actions are
    /// drawn with probability proportional to their weight, and uniformly
    /// when every weight is 0. The default weighs every action 1 (uniform
    /// random playouts). A game raises the weight of actions that score and
    /// lowers passing while a scoring action is free.
    fn playout_weight(state: &Self::State, action: &Self::Action) -> u32 {
        let _ = (state, action);
        1
    }

    /// How many times the named bot levels' iterations this game's searches
    /// run ([`crate::bot::BotLevel::recipe`]): a game whose iterations are
    /// cheap (a short card game) searches more within the same time. The
    /// default is 1. Deterministic, unlike a time budget.
    fn bot_effort() -> u32 {
        1
    }

    /// The game's component data as JSON: the map, cards and tracks its
    /// views name by number, so a UI can draw and label them. `None` (the
    /// default) for a game whose views are self-explanatory.
    fn components() -> Option<String> {
        None
    }
}

/// A game's entry in the shelf's catalogue.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    /// The format version of this game's states: the `version` every state
    /// carries, which `validate` requires.
    pub version: u32,
    pub seats: SeatRange,
    /// The game's options besides `seats` and `seed`.
    pub options: Vec<OptionInfo>,
    /// A short summary of the rules, for a menu or a help screen.
    pub summary: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct SeatRange {
    pub min: u8,
    pub max: u8,
}

impl SeatRange {
    /// Refuses a seat count outside the range, naming the game.
    ///
    /// ```
    /// # use ruleshelf_engine::SeatRange;
    /// let err = SeatRange { min: 2, max: 6 }.check("Ruleta Rusa", 7).unwrap_err();
    /// assert_eq!(err.message, "Ruleta Rusa is for 2 to 6 seats, not 7");
    /// ```
    pub fn check(self, game: &str, seats: u8) -> Result<(), RulesError> {
        if (self.min..=self.max).contains(&seats) {
            Ok(())
        } else {
            Err(RulesError::invalid_options(format!(
                "{game} is for {} to {} seats, not {seats}",
                self.min, self.max
            )))
        }
    }
}

/// Refuses an option naming a seat (`key`, e.g. `firstSeat`) that is not at
/// a table of `seats`; an absent seat is fine.
pub fn check_seat_option(key: &str, seat: Option<Seat>, seats: u8) -> Result<(), RulesError> {
    match seat {
        Some(seat) if seat.0 >= seats => Err(RulesError::invalid_options(format!(
            "{key} {} is not a seat of a {seats}-seat table",
            seat.0
        ))),
        _ => Ok(()),
    }
}

/// One option a game takes, described for a new-game form.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct OptionInfo {
    /// The key in the options object.
    pub key: &'static str,
    pub label: &'static str,
    pub help: &'static str,
    pub kind: OptionKind,
}

/// The values an option takes.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum OptionKind {
    /// One of several strings; `default` is one of them.
    Choice {
        choices: Vec<Choice>,
        default: &'static str,
    },
    /// true or false.
    Flag { default: bool },
    /// A seat index, or absent (the game decides, e.g. by the RNG).
    Seat,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Choice {
    pub value: &'static str,
    pub label: &'static str,
}
