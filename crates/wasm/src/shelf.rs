//! The games on the shelf, by id.

use ruleshelf_engine::{ErrorCode, RulesError};

use crate::entry::{json, Api, GameApi};

/// Each game's TypeScript types, by id; the generic types in
/// [`crate::types`] are built on this table. A game's types carry its name
/// as a prefix (tsify's `type_prefix`), which tsify also puts on the
/// engine's types they mention: the aliases map those back.
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const SHELF_TYPES: &str = r#"
export interface ShelfTypes {
  "ruleta-rusa": { options: RuletaRusaOptions; state: RuletaRusaState; action: RuletaRusaAction; view: RuletaRusaView; event: RuletaRusaEvent; components: null };
  "ruse-2014": { options: Ruse2014Options; state: Ruse2014State; action: Ruse2014Action; view: Ruse2014View; event: Ruse2014Event; components: null };
  "ruse-and-bruise": { options: RuseAndBruiseOptions; state: RuseAndBruiseState; action: RuseAndBruiseAction; view: RuseAndBruiseView; event: RuseAndBruiseEvent; components: null };
  "ruse": { options: RuseOptions; state: RuseState; action: RuseAction; view: RuseView; event: RuseEvent; components: RuseData };
  "rurik": { options: RurikOptions; state: RurikState; action: RurikAction; view: RurikView; event: RurikEvent; components: RurikData };
}
export type RuletaRusaSeat = Seat;
export type RuletaRusaEntry<E> = Entry<E>;
export type Ruse2014Seat = Seat;
export type Ruse2014Entry<E> = Entry<E>;
export type RuseAndBruiseSeat = Seat;
export type RuseAndBruiseEntry<E> = Entry<E>;
export type RuseSeat = Seat;
export type RuseEntry<E> = Entry<E>;
export type RurikSeat = Seat;
export type RurikEntry<E> = Entry<E>;
"#;

static RULETA_RUSA: Api<ruleta_rusa::RuletaRusa> = Api::new();
static RUSE_2014: Api<ruse_2014::Ruse2014> = Api::new();
static RUSE_AND_BRUISE: Api<ruse_and_bruise::RuseAndBruise> = Api::new();
static RUSE: Api<ruse::Ruse> = Api::new();
static RURIK: Api<rurik::Rurik> = Api::new();

/// Every game, in menu order.
fn shelf() -> [&'static dyn GameApi; 5] {
    [&RULETA_RUSA, &RUSE_2014, &RUSE_AND_BRUISE, &RUSE, &RURIK]
}

/// Every game's `GameInfo`, as JSON.
pub fn infos_json() -> Result<String, RulesError> {
    json(&shelf().iter().map(|g| g.info()).collect::<Vec<_>>())
}

/// The game with this id.
pub fn find(id: &str) -> Result<&'static dyn GameApi, RulesError> {
    shelf().into_iter().find(|g| g.id() == id).ok_or_else(|| {
        let known: Vec<&str> = shelf().iter().map(|g| g.id()).collect();
        RulesError::new(ErrorCode::UnknownGame, format!("no game \"{id}\" on the shelf (it has: {})", known.join(", ")))
    })
}
