//! One game's API over JSON text, generic over the engine contract. No JS
//! types here: the dispatch is tested natively.
//!
//! A state comes in once, as its data (JSON without the log), and is read
//! and checked into a [`Held`] state; every later call on it works on the
//! held value, and `apply` holds the next state the same way. The log never
//! enters: no rule reads it.

use core::fmt;
use core::marker::PhantomData;

use ruleshelf_engine::bot::{self, BotOptions};
use ruleshelf_engine::de::ReadJson;
use ruleshelf_engine::{
    explain, playout, Entry, ErrorCode, Explain, Game, GameInfo, GameOptions, Rng, RulesError, Seat,
};
use serde::Serialize;
use serde_json::Value;

/// A game's exports that take no state; [`Api`] implements it for every
/// [`Game`]. Inputs and outputs are JSON text.
pub trait GameApi: Sync {
    fn id(&self) -> &'static str;
    fn info(&self) -> GameInfo;
    /// The game's component data (JSON), or `None`.
    fn components(&self) -> Option<String>;
    /// A new game from its options: the state, and its [step text](Held::apply).
    fn new_game(&self, options: &str) -> Result<(Box<dyn Held>, String), RulesError>;
    /// A state read from its data (a state's JSON, any `log` in it dropped)
    /// and checked: every state that comes in is validated.
    fn load(&self, data: &str) -> Result<Box<dyn Held>, RulesError>;
    fn suggest(
        &self,
        view: &str,
        options: &str,
        clock: &dyn Fn() -> f64,
    ) -> Result<String, RulesError>;
    fn random_playouts(&self, options: &str, games: u32) -> Result<String, RulesError>;
    /// What a touch on `target` (a target id) does now for the seat whose
    /// `view` this is: an [`Answer`](ruleshelf_engine::Answer) as JSON, its
    /// actions without their `game`.
    fn explain(&self, view: &str, target: &str) -> Result<String, RulesError>;
    /// The target ids `action` is made on, in the order they are touched (a
    /// JSON array of strings).
    fn targets(&self, action: &str) -> Result<String, RulesError>;
}

/// A checked state of some game, without its log, held between calls.
pub trait Held {
    /// The state's data: its JSON without the log.
    fn data(&self) -> Result<String, RulesError>;
    /// The legal actions (a JSON array, in the rules' order). They do not
    /// carry their `game`: the JS entry adds it once per distinct list.
    fn legal_actions(&self) -> Result<String, RulesError>;
    /// The state after `action` (this one is untouched), and the step text:
    /// the [number](crate::known) of the log entries the action added (a
    /// JSON array; an empty line for none), a newline, and the new state's
    /// data. (The JS entry refuses another game's action as `WrongGame`;
    /// here its `game` field is ignored.)
    fn apply(&self, action: &str) -> Result<(Box<dyn Held>, String), RulesError>;
    /// As [`Held::apply`], with the action at `index` of
    /// [`Held::legal_actions`]: nothing to parse and nothing to check.
    fn apply_listed(&self, index: u32) -> Result<(Box<dyn Held>, String), RulesError>;
    fn to_act(&self) -> Result<String, RulesError>;
    /// `seat`'s view (a spectator's without one).
    fn view(&self, seat: Option<u32>) -> Result<String, RulesError>;
    /// The outcome, once the game is over.
    fn outcome(&self) -> Result<Option<String>, RulesError>;
    /// Who may see each entry of `log` (this state's log, as JSON, or any
    /// run of its entries: each entry is read alone), once `seat` is found
    /// at the table: a mask an entry, bit 0 for a spectator and bit `s + 1`
    /// for seat `s`, for seats 0 to 30 whatever the table's size, so that
    /// an entry's mask is the same at any table.
    fn sight(&self, log: &str, seat: Option<u32>) -> Result<Vec<u32>, RulesError>;
    /// `log` (this state's log, as JSON), read and written back: checks that
    /// every entry is one of this game's events addressed to a seat at its table.
    fn log(&self, log: &str) -> Result<String, RulesError>;
    /// Whether an entry of `log` (as for [`GameApi::sight`], any run of this
    /// state's log) that `seat` may see [revealed](Game::reveals) something
    /// hidden to it or left something to chance: the undo barrier.
    fn revealed(&self, log: &str, seat: u32) -> Result<bool, RulesError>;
}

/// One game's API. Its component data (`Game::components`, JSON, or
/// `null` for a game without) is written at build time (see `build.rs`),
/// so the wasm holds its text, not the code that writes it.
pub struct Api<G> {
    components: &'static str,
    game: PhantomData<fn() -> G>,
}

impl<G> Api<G> {
    #[must_use]
    pub const fn new(components: &'static str) -> Api<G> {
        Api {
            components,
            game: PhantomData,
        }
    }
}

/// `value` as JSON text (as serde_json writes it, by [`crate::json`]).
pub fn json<T: Serialize + ?Sized>(value: &T) -> Result<String, RulesError> {
    crate::json::to_string(value).map_err(cannot_write)
}

/// Text the JSON writer wrote.
fn utf8(text: Vec<u8>) -> Result<String, RulesError> {
    String::from_utf8(text).map_err(cannot_write)
}

fn cannot_write(e: impl fmt::Display) -> RulesError {
    RulesError::invalid_state(format!("cannot write JSON: {e}"))
}

/// JSON text read as `T` (with the rules' own reading, [`ReadJson`]); a
/// failure is a refusal with `code`, naming what was being read.
fn parse<T: ReadJson>(
    text: &str,
    code: ErrorCode,
    what: fmt::Arguments<'_>,
) -> Result<T, RulesError> {
    ruleshelf_engine::de::from_str(text)
        .map_err(|e| RulesError::new(code, format!("malformed {what}: {e}")))
}

#[derive(Serialize)]
struct Playouts {
    games: u32,
    steps: f64,
}

/// A state of `G`, checked and without its log.
struct Checked<G: Game> {
    /// The game's id (read once: `Game::info` builds the whole catalogue entry).
    id: &'static str,
    state: G::State,
}

impl<G: Game> Checked<G> {
    /// Takes the log out of `state` (it holds the entries the step added)
    /// and holds it; the step text is the number of the log taken (nothing
    /// for an empty log), a newline and the data.
    fn step(id: &'static str, mut state: G::State) -> Result<(Box<dyn Held>, String), RulesError> {
        let mut text = Vec::with_capacity(4096);
        if !G::log(&state).is_empty() {
            let entries = json(G::log(&state))?;
            text.extend_from_slice(
                itoa::Buffer::new()
                    .format(crate::known::number(&entries))
                    .as_bytes(),
            );
        }
        text.push(b'\n');
        G::clear_log(&mut state);
        crate::json::to_writer(&mut text, &state).map_err(cannot_write)?;
        Ok((Box::new(Checked::<G> { id, state }), utf8(text)?))
    }

    /// The step to the state after `action`, a legal action in this state.
    fn play(&self, action: &G::Action) -> Result<(Box<dyn Held>, String), RulesError> {
        let mut next = self.state.clone();
        let _events = G::play(&mut next, action);
        Checked::<G>::step(self.id, next)
    }

    /// A seat, or a spectator (`None`).
    fn seat(&self, seat: Option<u32>) -> Result<Option<Seat>, RulesError> {
        seat.map(|s| self.seat_at(s)).transpose()
    }

    /// A seat at this table.
    fn seat_at(&self, seat: u32) -> Result<Seat, RulesError> {
        let seats = G::options(&self.state).seats();
        if seat < u32::from(seats) {
            Ok(Seat(seat as u8))
        } else {
            Err(RulesError::new(
                ErrorCode::InvalidSeat,
                format!(
                    "seat {seat} is not at this {seats}-seat table (seats are 0 to {})",
                    seats - 1
                ),
            ))
        }
    }

    /// `log` read as this game's entries, each addressed to a seat at the table.
    fn entries(&self, log: &str) -> Result<Vec<Entry<G::Event>>, RulesError> {
        let entries: Vec<Entry<G::Event>> = parse(
            log,
            ErrorCode::InvalidState,
            format_args!("{} log", self.id),
        )?;
        let seats = G::options(&self.state).seats();
        if let Some(to) = entries.iter().find_map(|e| e.to.filter(|to| to.0 >= seats)) {
            return Err(RulesError::invalid_state(format!(
                "a log entry is addressed to seat {}, not at this {seats}-seat table",
                to.0
            )));
        }
        Ok(entries)
    }
}

impl<G: Game> Held for Checked<G> {
    fn data(&self) -> Result<String, RulesError> {
        json(&self.state)
    }

    fn legal_actions(&self) -> Result<String, RulesError> {
        json(&G::legal_actions(&self.state))
    }

    fn apply(&self, action: &str) -> Result<(Box<dyn Held>, String), RulesError> {
        let action: G::Action = parse(
            action,
            ErrorCode::IllegalAction,
            format_args!("{} action", self.id),
        )?;
        G::check(&self.state, &action)?;
        self.play(&action)
    }

    fn apply_listed(&self, index: u32) -> Result<(Box<dyn Held>, String), RulesError> {
        let actions = G::legal_actions(&self.state);
        let action = actions.get(index as usize).ok_or_else(|| {
            RulesError::new(
                ErrorCode::IllegalAction,
                format!(
                    "there is no legal action {index} (there are {})",
                    actions.len()
                ),
            )
        })?;
        self.play(action)
    }

    fn to_act(&self) -> Result<String, RulesError> {
        json(&G::to_act(&self.state))
    }

    fn view(&self, seat: Option<u32>) -> Result<String, RulesError> {
        json(&G::view(&self.state, self.seat(seat)?))
    }

    fn outcome(&self) -> Result<Option<String>, RulesError> {
        G::outcome(&self.state).map(|o| json(&o)).transpose()
    }

    fn sight(&self, log: &str, seat: Option<u32>) -> Result<Vec<u32>, RulesError> {
        self.seat(seat)?;
        let mask = |e: &Entry<G::Event>| {
            (0..31)
                .filter(|&s| e.visible_to(Some(Seat(s))))
                .fold(u32::from(e.visible_to(None)), |mask, s| mask | 2 << s)
        };
        Ok(self.entries(log)?.iter().map(mask).collect())
    }

    fn log(&self, log: &str) -> Result<String, RulesError> {
        json(&self.entries(log)?)
    }

    fn revealed(&self, log: &str, seat: u32) -> Result<bool, RulesError> {
        let seat = self.seat_at(seat)?;
        Ok(self
            .entries(log)?
            .iter()
            .any(|e| e.visible_to(Some(seat)) && G::reveals(e, seat)))
    }
}

impl<G: Explain> Api<G> {
    /// Options from JSON. serde reads only the fields it knows, so every key
    /// must be `seats`, `seed` or one of the game's described options: a
    /// misspelt option is refused, not ignored.
    fn options(&self, options: &str) -> Result<G::Options, RulesError> {
        let what = format_args!("options (an object such as {{ \"seats\": 3 }})");
        let Value::Object(map) = parse::<Value>(options, ErrorCode::InvalidOptions, what)? else {
            return Err(RulesError::invalid_options(format!(
                "malformed {what}: expected an object"
            )));
        };
        let info = G::info();
        if let Some(key) = map.keys().find(|k| {
            *k != "seats" && *k != "seed" && !info.options.iter().any(|o| o.key == k.as_str())
        }) {
            let mut keys = vec!["seats", "seed"];
            keys.extend(info.options.iter().map(|o| o.key));
            return Err(RulesError::invalid_options(format!(
                "{} has no option \"{key}\" (its options: {})",
                info.name,
                keys.join(", ")
            )));
        }
        G::Options::read_json(Value::Object(map)).map_err(|e| {
            RulesError::invalid_options(format!("malformed {} options: {e}", self.id()))
        })
    }
}

impl<G: Explain> GameApi for Api<G> {
    fn id(&self) -> &'static str {
        G::info().id
    }

    fn info(&self) -> GameInfo {
        G::info()
    }

    fn components(&self) -> Option<String> {
        (self.components != "null").then(|| self.components.to_owned())
    }

    fn new_game(&self, options: &str) -> Result<(Box<dyn Held>, String), RulesError> {
        let options = self.options(options)?;
        let seed = match options.seed() {
            Some(seed) => seed,
            None => getrandom::u32().map_err(|e| {
                RulesError::invalid_options(format!("no seed given and none to be had: {e}"))
            })?,
        };
        Checked::<G>::step(self.id(), G::new_game(&options, seed)?)
    }

    fn load(&self, data: &str) -> Result<Box<dyn Held>, RulesError> {
        let mut state: G::State = parse(
            data,
            ErrorCode::InvalidState,
            format_args!("{} state", self.id()),
        )?;
        G::clear_log(&mut state);
        G::validate(&state)?;
        Ok(Box::new(Checked::<G> {
            id: self.id(),
            state,
        }))
    }

    fn suggest(
        &self,
        view: &str,
        options: &str,
        clock: &dyn Fn() -> f64,
    ) -> Result<String, RulesError> {
        let view: G::View = parse(
            view,
            ErrorCode::InvalidState,
            format_args!("{} view", self.id()),
        )?;
        let options: BotOptions = parse(options, ErrorCode::BotError, format_args!("bot options"))?;
        let action = bot::suggest::<G>(&view, &options, clock)?;
        let mut text = Vec::new();
        crate::json::tagged_to_writer(&mut text, self.id(), &action).map_err(cannot_write)?;
        utf8(text)
    }

    fn random_playouts(&self, options: &str, games: u32) -> Result<String, RulesError> {
        let options = self.options(options)?;
        let first_seed = options.seed().unwrap_or(0);
        let mut rng = Rng::new(first_seed);
        let mut steps: u64 = 0;
        for game in 0..games {
            let mut state = G::new_game(&options, first_seed.wrapping_add(game))?;
            steps += u64::from(playout::random::<G>(
                &mut state,
                &mut rng,
                G::max_steps(&options),
            ));
        }
        json(&Playouts {
            games,
            steps: steps as f64,
        })
    }

    fn explain(&self, view: &str, target: &str) -> Result<String, RulesError> {
        let id = G::info().id;
        let view: G::View = parse(view, ErrorCode::InvalidState, format_args!("{id} view"))?;
        let target: G::Target = target.parse().map_err(|_| {
            RulesError::new(
                ErrorCode::InvalidTarget,
                format!("\"{target}\" names nothing on a {} table", G::info().name),
            )
        })?;
        json(&explain::<G>(&view, &target))
    }

    fn targets(&self, action: &str) -> Result<String, RulesError> {
        let action: G::Action = parse(
            action,
            ErrorCode::IllegalAction,
            format_args!("{} action", G::info().id),
        )?;
        json(
            &G::targets(&action)
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
        )
    }
}
