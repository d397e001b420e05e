//! The games on the shelf, by id.
//!
//! Each game is behind the cargo feature named after its id: the package's
//! whole-shelf wasm is built with all of them (the default), and each
//! `ruleshelf/<game-id>` entry with its own alone, so a page that embeds one
//! game loads only that game's rules.

use ruleshelf_engine::{ErrorCode, RulesError};

use crate::entry::{json, Api, GameApi};

#[cfg(not(any(
    feature = "ruleta-rusa",
    feature = "ruse-2014",
    feature = "ruse-and-bruise",
    feature = "ruse",
    feature = "rurik"
)))]
compile_error!("build ruleshelf-wasm with at least one game's feature");

/// One game's line of the TypeScript table `ShelfTypes` (game id → its
/// types), from which the generic types in [`crate::types`] are built.
/// Each game declares its own line, and TypeScript merges the
/// declarations, so a one-game build's types name that game alone. A
/// game's types carry its name as a prefix (tsify's `type_prefix`), which
/// tsify also puts on the engine's types they mention: the aliases map
/// those back.
macro_rules! shelf_types {
    ($feature:literal, $name:ident, $text:literal) => {
        #[cfg(feature = $feature)]
        #[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
        const $name: &str = $text;
    };
}

shelf_types!(
    "ruleta-rusa",
    RULETA_RUSA_TYPES,
    r#"
export interface ShelfTypes {
  "ruleta-rusa": { options: RuletaRusaOptions; state: RuletaRusaState; action: RuletaRusaAction; view: RuletaRusaView; event: RuletaRusaEvent; target: RuletaRusaTarget; components: null };
}
export type RuletaRusaSeat = Seat;
export type RuletaRusaEntry<E> = Entry<E>;
"#
);
shelf_types!(
    "ruse-2014",
    RUSE_2014_TYPES,
    r#"
export interface ShelfTypes {
  "ruse-2014": { options: Ruse2014Options; state: Ruse2014State; action: Ruse2014Action; view: Ruse2014View; event: Ruse2014Event; target: Ruse2014Target; components: null };
}
export type Ruse2014Seat = Seat;
export type Ruse2014Entry<E> = Entry<E>;
"#
);
shelf_types!(
    "ruse-and-bruise",
    RUSE_AND_BRUISE_TYPES,
    r#"
export interface ShelfTypes {
  "ruse-and-bruise": { options: RuseAndBruiseOptions; state: RuseAndBruiseState; action: RuseAndBruiseAction; view: RuseAndBruiseView; event: RuseAndBruiseEvent; target: RuseAndBruiseTarget; components: null };
}
export type RuseAndBruiseSeat = Seat;
export type RuseAndBruiseEntry<E> = Entry<E>;
"#
);
shelf_types!(
    "ruse",
    RUSE_TYPES,
    r#"
export interface ShelfTypes {
  "ruse": { options: RuseOptions; state: RuseState; action: RuseAction; view: RuseView; event: RuseEvent; target: RuseTarget; components: RuseData };
}
export type RuseSeat = Seat;
export type RuseEntry<E> = Entry<E>;
"#
);
shelf_types!(
    "rurik",
    RURIK_TYPES,
    r#"
export interface ShelfTypes {
  "rurik": { options: RurikOptions; state: RurikState; action: RurikAction; view: RurikView; event: RurikEvent; target: RurikTarget; components: RurikData };
}
export type RurikSeat = Seat;
export type RurikEntry<E> = Entry<E>;
"#
);

/// A game's component data, as `build.rs` wrote it.
macro_rules! components {
    ($id:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/components-", $id, ".json"))
    };
}

#[cfg(feature = "ruleta-rusa")]
static RULETA_RUSA: Api<ruleta_rusa::RuletaRusa> = Api::new(components!("ruleta-rusa"));
#[cfg(feature = "ruse-2014")]
static RUSE_2014: Api<ruse_2014::Ruse2014> = Api::new(components!("ruse-2014"));
#[cfg(feature = "ruse-and-bruise")]
static RUSE_AND_BRUISE: Api<ruse_and_bruise::RuseAndBruise> =
    Api::new(components!("ruse-and-bruise"));
#[cfg(feature = "ruse")]
static RUSE: Api<ruse::Ruse> = Api::new(components!("ruse"));
#[cfg(feature = "rurik")]
static RURIK: Api<rurik::Rurik> = Api::new(components!("rurik"));

/// Every game of this build, in menu order.
static SHELF: &[&dyn GameApi] = &[
    #[cfg(feature = "ruleta-rusa")]
    &RULETA_RUSA,
    #[cfg(feature = "ruse-2014")]
    &RUSE_2014,
    #[cfg(feature = "ruse-and-bruise")]
    &RUSE_AND_BRUISE,
    #[cfg(feature = "ruse")]
    &RUSE,
    #[cfg(feature = "rurik")]
    &RURIK,
];

/// Every game's `GameInfo`, as JSON.
pub fn infos_json() -> Result<String, RulesError> {
    json(&SHELF.iter().map(|g| g.info()).collect::<Vec<_>>())
}

/// The game with this id.
pub fn find(id: &str) -> Result<&'static dyn GameApi, RulesError> {
    SHELF.iter().copied().find(|g| g.id() == id).ok_or_else(|| {
        let known: Vec<&str> = SHELF.iter().map(|g| g.id()).collect();
        RulesError::new(
            ErrorCode::UnknownGame,
            format!(
                "no game \"{id}\" on the shelf (it has: {})",
                known.join(", ")
            ),
        )
    })
}
