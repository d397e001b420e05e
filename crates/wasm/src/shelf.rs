//! The games on the shelf, by id.

use ruleshelf_engine::{ErrorCode, GameInfo, RulesError};
use wasm_bindgen::JsValue;

use crate::convert::{game_of, throw};
use crate::entry::{Api, GameApi};

/// Each game's TypeScript types, by id; the generic types in
/// [`crate::types`] are built on this table. A game's types carry its name
/// as a prefix (tsify's `type_prefix`), which tsify also puts on the
/// engine's types they mention: the aliases map those back.
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const SHELF_TYPES: &str = r#"
export interface ShelfTypes {
  "ruleta-rusa": { options: RuletaRusaOptions; state: RuletaRusaState; action: RuletaRusaAction; view: RuletaRusaView; event: RuletaRusaEvent };
  "ruse-2014": { options: Ruse2014Options; state: Ruse2014State; action: Ruse2014Action; view: Ruse2014View; event: Ruse2014Event };
}
export type RuletaRusaSeat = Seat;
export type RuletaRusaEntry<E> = Entry<E>;
export type Ruse2014Seat = Seat;
export type Ruse2014Entry<E> = Entry<E>;
"#;

static RULETA_RUSA: Api<ruleta_rusa::RuletaRusa> = Api::new();
static RUSE_2014: Api<ruse_2014::Ruse2014> = Api::new();

/// Every game, in menu order.
fn shelf() -> [&'static dyn GameApi; 2] {
    [&RULETA_RUSA, &RUSE_2014]
}

pub fn infos() -> Vec<GameInfo> {
    shelf().iter().map(|g| g.info()).collect()
}

pub fn find_id(id: &str) -> Result<&'static dyn GameApi, RulesError> {
    shelf().into_iter().find(|g| g.id() == id).ok_or_else(|| {
        let known: Vec<&str> = shelf().iter().map(|g| g.id()).collect();
        RulesError::new(ErrorCode::UnknownGame, format!("no game \"{id}\" on the shelf (it has: {})", known.join(", ")))
    })
}

/// The game a state or view belongs to, by its `game` field.
pub fn find(value: &JsValue) -> Result<&'static dyn GameApi, JsValue> {
    let id = game_of(value).map_err(throw)?;
    find_id(&id).map_err(throw)
}
