//! One game's API over JSON text, generic over the engine contract. No JS
//! types here: the dispatch is tested natively.

use core::marker::PhantomData;

use ruleshelf_engine::bot::{self, BotOptions};
use ruleshelf_engine::{playout, ErrorCode, Game, GameInfo, GameOptions, Rng, RulesError, Seat};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

/// The exports, for one game; [`Api`] implements it for every [`Game`].
/// Inputs and outputs are JSON text.
pub trait GameApi: Sync {
    fn id(&self) -> &'static str;
    fn info(&self) -> GameInfo;
    fn new_game(&self, options: &str) -> Result<String, RulesError>;
    fn legal_actions(&self, state: &str) -> Result<String, RulesError>;
    fn apply(&self, state: &str, action_game: &str, action: &str) -> Result<String, RulesError>;
    fn to_act(&self, state: &str) -> Result<String, RulesError>;
    fn view(&self, state: &str, seat: Option<u32>) -> Result<String, RulesError>;
    fn outcome(&self, state: &str) -> Result<Option<String>, RulesError>;
    fn events(&self, state: &str, seat: Option<u32>) -> Result<String, RulesError>;
    fn validate(&self, state: &str) -> Result<String, RulesError>;
    fn suggest(&self, view: &str, options: &str, clock: &dyn Fn() -> f64) -> Result<String, RulesError>;
    fn random_playouts(&self, options: &str, games: u32) -> Result<String, RulesError>;
}

pub struct Api<G>(PhantomData<fn() -> G>);

impl<G> Api<G> {
    #[must_use]
    pub const fn new() -> Api<G> {
        Api(PhantomData)
    }
}

impl<G> Default for Api<G> {
    fn default() -> Api<G> {
        Api::new()
    }
}

/// `value` as JSON text.
pub fn json<T: Serialize + ?Sized>(value: &T) -> Result<String, RulesError> {
    serde_json::to_string(value).map_err(|e| RulesError::invalid_state(format!("cannot write JSON: {e}")))
}

/// JSON text read as `T`; a failure is a refusal with `code`, naming what
/// was being read.
fn parse<T: DeserializeOwned>(text: &str, code: ErrorCode, what: &str) -> Result<T, RulesError> {
    serde_json::from_str(text).map_err(|e| RulesError::new(code, format!("malformed {what}: {e}")))
}

/// An action with its game's id, as JS sees it.
#[derive(Serialize)]
struct Tagged<'a, A> {
    game: &'static str,
    #[serde(flatten)]
    action: &'a A,
}

#[derive(Serialize)]
struct Playouts {
    games: u32,
    steps: f64,
}

impl<G: Game> Api<G> {
    /// A state from JSON, checked: every state that comes in is validated.
    fn state(state: &str) -> Result<G::State, RulesError> {
        let state: G::State = parse(state, ErrorCode::InvalidState, "state")?;
        G::validate(&state)?;
        Ok(state)
    }

    fn seat(state: &G::State, seat: Option<u32>) -> Result<Option<Seat>, RulesError> {
        let seats = G::options(state).seats();
        match seat {
            None => Ok(None),
            Some(s) if s < u32::from(seats) => Ok(Some(Seat(s as u8))),
            Some(s) => Err(RulesError::new(
                ErrorCode::InvalidSeat,
                format!("seat {s} is not at this {seats}-seat table (seats are 0 to {})", seats - 1),
            )),
        }
    }

    fn tagged<'a>(&self, action: &'a G::Action) -> Tagged<'a, G::Action> {
        Tagged { game: self.id(), action }
    }

    /// Options from JSON. serde reads only the fields it knows, so every key
    /// must be `seats`, `seed` or one of the game's described options: a
    /// misspelt option is refused, not ignored.
    fn options(&self, options: &str) -> Result<G::Options, RulesError> {
        let map: Map<String, Value> = parse(options, ErrorCode::InvalidOptions, "options (an object such as { \"seats\": 3 })")?;
        let info = G::info();
        if let Some(key) = map.keys().find(|k| *k != "seats" && *k != "seed" && !info.options.iter().any(|o| o.key == k.as_str())) {
            let mut keys = vec!["seats", "seed"];
            keys.extend(info.options.iter().map(|o| o.key));
            return Err(RulesError::invalid_options(format!(
                "{} has no option \"{key}\" (its options: {})",
                info.name,
                keys.join(", ")
            )));
        }
        serde_json::from_value(Value::Object(map))
            .map_err(|e| RulesError::invalid_options(format!("malformed {} options: {e}", self.id())))
    }
}

impl<G: Game> GameApi for Api<G> {
    fn id(&self) -> &'static str {
        G::info().id
    }

    fn info(&self) -> GameInfo {
        G::info()
    }

    fn new_game(&self, options: &str) -> Result<String, RulesError> {
        let options = self.options(options)?;
        let seed = match options.seed() {
            Some(seed) => seed,
            None => getrandom::u32().map_err(|e| RulesError::invalid_options(format!("no seed given and none to be had: {e}")))?,
        };
        json(&G::new_game(&options, seed)?)
    }

    fn legal_actions(&self, state: &str) -> Result<String, RulesError> {
        let state = Self::state(state)?;
        json(&G::legal_actions(&state).iter().map(|a| self.tagged(a)).collect::<Vec<_>>())
    }

    fn apply(&self, state: &str, action_game: &str, action: &str) -> Result<String, RulesError> {
        if !action_game.is_empty() && action_game != self.id() {
            return Err(RulesError::new(
                ErrorCode::WrongGame,
                format!("a \"{action_game}\" action cannot be applied to a \"{}\" game", self.id()),
            ));
        }
        let mut state = Self::state(state)?;
        let action: G::Action = parse(action, ErrorCode::IllegalAction, &format!("{} action", self.id()))?;
        let _events = G::apply(&mut state, &action)?;
        json(&state)
    }

    fn to_act(&self, state: &str) -> Result<String, RulesError> {
        json(&G::to_act(&Self::state(state)?))
    }

    fn view(&self, state: &str, seat: Option<u32>) -> Result<String, RulesError> {
        let state = Self::state(state)?;
        json(&G::view(&state, Self::seat(&state, seat)?))
    }

    fn outcome(&self, state: &str) -> Result<Option<String>, RulesError> {
        G::outcome(&Self::state(state)?).map(|o| json(&o)).transpose()
    }

    fn events(&self, state: &str, seat: Option<u32>) -> Result<String, RulesError> {
        let state = Self::state(state)?;
        let viewer = Self::seat(&state, seat)?;
        json(&G::log(&state).iter().filter(|e| e.visible_to(viewer)).collect::<Vec<_>>())
    }

    fn validate(&self, state: &str) -> Result<String, RulesError> {
        json(&Self::state(state)?)
    }

    fn suggest(&self, view: &str, options: &str, clock: &dyn Fn() -> f64) -> Result<String, RulesError> {
        let view: G::View = parse(view, ErrorCode::InvalidState, &format!("{} view", self.id()))?;
        let options: BotOptions = parse(options, ErrorCode::BotError, "bot options")?;
        let action = bot::suggest::<G>(&view, &options, clock)?;
        json(&self.tagged(&action))
    }

    fn random_playouts(&self, options: &str, games: u32) -> Result<String, RulesError> {
        let options = self.options(options)?;
        let first_seed = options.seed().unwrap_or(0);
        let mut rng = Rng::new(first_seed);
        let mut steps: u64 = 0;
        for game in 0..games {
            let mut state = G::new_game(&options, first_seed.wrapping_add(game))?;
            steps += u64::from(playout::random::<G>(&mut state, &mut rng, G::max_steps(&options)));
        }
        json(&Playouts { games, steps: steps as f64 })
    }
}
