//! One game's API over JS values, generic over the engine contract.

use core::marker::PhantomData;

use ruleshelf_engine::bot::{self, BotOptions};
use ruleshelf_engine::{playout, ErrorCode, Game, GameInfo, GameOptions, Rng, RulesError, Seat};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use crate::convert::{from_js, from_js_json, tag, to_js, to_js_json};

/// The exports, for one game; [`Api`] implements it for every [`Game`].
pub trait GameApi: Sync {
    fn id(&self) -> &'static str;
    fn info(&self) -> GameInfo;
    fn new_game(&self, options: JsValue) -> Result<JsValue, RulesError>;
    fn legal_actions(&self, state: JsValue) -> Result<JsValue, RulesError>;
    fn apply(&self, state: JsValue, action: JsValue) -> Result<JsValue, RulesError>;
    fn to_act(&self, state: JsValue) -> Result<JsValue, RulesError>;
    fn view(&self, state: JsValue, seat: Option<u8>) -> Result<JsValue, RulesError>;
    fn outcome(&self, state: JsValue) -> Result<JsValue, RulesError>;
    fn events(&self, state: JsValue, seat: Option<u8>) -> Result<JsValue, RulesError>;
    fn validate(&self, state: JsValue) -> Result<JsValue, RulesError>;
    fn suggest(&self, view: JsValue, options: JsValue) -> Result<JsValue, RulesError>;
    fn random_playouts(&self, options: JsValue, games: u32) -> Result<JsValue, RulesError>;
}

pub struct Api<G>(PhantomData<fn() -> G>);

impl<G> Api<G> {
    pub const fn new() -> Api<G> {
        Api(PhantomData)
    }
}

impl<G: Game> Api<G> {
    /// A state from JS, checked: every state that comes in is validated.
    fn state(state: JsValue) -> Result<G::State, RulesError> {
        let state: G::State = from_js_json(&state, ErrorCode::InvalidState, "state")?;
        G::validate(&state)?;
        Ok(state)
    }

    /// A state from JS without its event log, which no rule reads: the cost
    /// of crossing stays the same however long the game has run.
    fn state_without_log(state: &JsValue) -> Result<G::State, RulesError> {
        let object: &Object = state.unchecked_ref();
        let copy = Object::assign(&Object::new(), object);
        let _ = Reflect::delete_property(&copy, &JsValue::from_str("log"));
        Self::state(copy.into())
    }

    /// The log of a state from JS, which must be an array.
    fn log_of(state: &JsValue) -> Result<Array, RulesError> {
        Reflect::get(state, &JsValue::from_str("log"))
            .ok()
            .and_then(|log| log.dyn_into::<Array>().ok())
            .ok_or_else(|| RulesError::invalid_state("the state's \"log\" must be an array"))
    }

    fn seat(state: &G::State, seat: Option<u8>) -> Result<Option<Seat>, RulesError> {
        let seats = G::options(state).seats();
        match seat {
            Some(s) if s >= seats => Err(RulesError::new(
                ErrorCode::InvalidSeat,
                format!("seat {s} is not at this {seats}-seat table (seats are 0 to {})", seats - 1),
            )),
            _ => Ok(seat.map(Seat)),
        }
    }

    fn actions(&self, actions: &[G::Action]) -> Result<JsValue, RulesError> {
        let list = to_js(actions)?;
        let array: &Array = JsCast::unchecked_ref(&list);
        for action in array.iter() {
            tag(&action, self.id());
        }
        Ok(list)
    }

    /// serde-wasm-bindgen reads only the fields it knows, so a misspelt
    /// option would pass unnoticed: every key must be `seats`, `seed` or one
    /// of the game's described options.
    fn refuse_unknown_options(&self, options: &JsValue) -> Result<(), RulesError> {
        let Some(object) = options.dyn_ref::<js_sys::Object>() else {
            return Err(RulesError::invalid_options("options must be an object such as { seats: 3 }"));
        };
        let info = G::info();
        for key in js_sys::Object::keys(object).iter().filter_map(|k| k.as_string()) {
            let known = key == "seats" || key == "seed" || info.options.iter().any(|o| o.key == key);
            if !known {
                let mut keys: Vec<&str> = vec!["seats", "seed"];
                keys.extend(info.options.iter().map(|o| o.key));
                return Err(RulesError::invalid_options(format!(
                    "{} has no option \"{key}\" (its options: {})",
                    info.name,
                    keys.join(", ")
                )));
            }
        }
        Ok(())
    }

    fn action(&self, action: JsValue) -> Result<G::Action, RulesError> {
        if let Ok(game) = crate::convert::game_of(&action) {
            if game != self.id() {
                return Err(RulesError::new(
                    ErrorCode::WrongGame,
                    format!("a \"{game}\" action cannot be applied to a \"{}\" game", self.id()),
                ));
            }
        }
        from_js(action, ErrorCode::IllegalAction, &format!("{} action", self.id()))
    }
}

impl<G: Game> GameApi for Api<G> {
    fn id(&self) -> &'static str {
        G::info().id
    }

    fn info(&self) -> GameInfo {
        G::info()
    }

    fn new_game(&self, options: JsValue) -> Result<JsValue, RulesError> {
        self.refuse_unknown_options(&options)?;
        let options: G::Options = from_js(options, ErrorCode::InvalidOptions, &format!("{} options", self.id()))?;
        let seed = match options.seed() {
            Some(seed) => seed,
            None => getrandom::u32().map_err(|e| RulesError::invalid_options(format!("no seed given and none to be had: {e}")))?,
        };
        to_js(&G::new_game(&options, seed)?)
    }

    fn legal_actions(&self, state: JsValue) -> Result<JsValue, RulesError> {
        let state = Self::state_without_log(&state)?;
        self.actions(&G::legal_actions(&state))
    }

    /// Applies to the state without its log, then appends the new entries
    /// to a copy of the old log (the entries themselves are shared, as in
    /// any persistent structure: treat states as immutable).
    fn apply(&self, state: JsValue, action: JsValue) -> Result<JsValue, RulesError> {
        let log = Self::log_of(&state)?;
        let mut next = Self::state_without_log(&state)?;
        let action = self.action(action)?;
        let _events = G::apply(&mut next, &action)?;
        let next = to_js_json(&next)?;
        let added = Self::log_of(&next)?;
        let _ = Reflect::set(&next, &JsValue::from_str("log"), &log.concat(&added));
        Ok(next)
    }

    fn to_act(&self, state: JsValue) -> Result<JsValue, RulesError> {
        to_js(&G::to_act(&Self::state_without_log(&state)?))
    }

    fn view(&self, state: JsValue, seat: Option<u8>) -> Result<JsValue, RulesError> {
        let state = Self::state_without_log(&state)?;
        let view = to_js(&G::view(&state, Self::seat(&state, seat)?))?;
        if let Ok(actions) = Reflect::get(&view, &JsValue::from_str("actions")) {
            let array: &Array = JsCast::unchecked_ref(&actions);
            for action in array.iter() {
                tag(&action, self.id());
            }
        }
        Ok(view)
    }

    fn outcome(&self, state: JsValue) -> Result<JsValue, RulesError> {
        match G::outcome(&Self::state_without_log(&state)?) {
            Some(outcome) => to_js(&outcome),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    fn events(&self, state: JsValue, seat: Option<u8>) -> Result<JsValue, RulesError> {
        let state = Self::state(state)?;
        let viewer = Self::seat(&state, seat)?;
        let visible: Vec<_> = G::log(&state).iter().filter(|e| e.visible_to(viewer)).collect();
        to_js(&visible)
    }

    fn validate(&self, state: JsValue) -> Result<JsValue, RulesError> {
        to_js(&Self::state(state)?)
    }

    fn suggest(&self, view: JsValue, options: JsValue) -> Result<JsValue, RulesError> {
        let view: G::View = from_js(view, ErrorCode::InvalidState, &format!("{} view", self.id()))?;
        let options: BotOptions = if options.is_undefined() || options.is_null() {
            BotOptions::default()
        } else {
            from_js(options, ErrorCode::BotError, "bot options")?
        };
        let action = bot::suggest::<G>(&view, &options, &js_sys::Date::now)?;
        let action = to_js(&action)?;
        tag(&action, self.id());
        Ok(action)
    }

    fn random_playouts(&self, options: JsValue, games: u32) -> Result<JsValue, RulesError> {
        self.refuse_unknown_options(&options)?;
        let options: G::Options = from_js(options, ErrorCode::InvalidOptions, &format!("{} options", self.id()))?;
        let first_seed = options.seed().unwrap_or(0);
        let mut rng = Rng::new(first_seed);
        let mut steps: u64 = 0;
        for game in 0..games {
            let mut state = G::new_game(&options, first_seed.wrapping_add(game))?;
            steps += u64::from(playout::random::<G>(&mut state, &mut rng, G::max_steps(&options)));
        }
        to_js(&Playouts { games, steps: steps as f64 })
    }
}

/// What [`GameApi::random_playouts`] played.
#[derive(serde::Serialize)]
struct Playouts {
    games: u32,
    steps: f64,
}
