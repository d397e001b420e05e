//! The games on the shelf, by id: the list is `games.rs`, one line a game.
//!
//! Each game is behind the cargo feature named after its id: the package's
//! whole-shelf wasm is built with all of them (the default), and each
//! `ruleshelf/<game-id>` entry with its own alone, so a page that embeds one
//! game loads only that game's rules.

use ruleshelf_engine::{ErrorCode, RulesError};

use crate::entry::{json, Api, GameApi};

/// A game's component data, as `build.rs` wrote it.
macro_rules! components {
    ($id:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/components-", $id, ".json"))
    };
}

/// From the list in `games.rs`: each game of this build's line of the
/// TypeScript table `ShelfTypes` (game id → its types), from which the
/// generic types in [`crate::types`] are built, and its entry in
/// [`SHELF`]. Each game declares its own line and TypeScript merges the
/// declarations, so a one-game build's types name that game alone. A
/// game's types carry its name as a prefix (tsify's `type_prefix`), which
/// tsify also puts on the engine's types they mention: the aliases map
/// those back.
macro_rules! shelf {
    ($($id:literal => $game:ty, $prefix:ident, $components:literal;)+) => {
        #[cfg(not(any($(feature = $id),+)))]
        compile_error!("build ruleshelf-wasm with at least one game's feature");

        $(
            #[cfg(feature = $id)]
            #[allow(non_snake_case)]
            mod $prefix {
                #[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
                const TYPES: &str = concat!(
                    "\nexport interface ShelfTypes {\n  \"", $id, "\": { ",
                    "options: ", stringify!($prefix), "Options; ",
                    "state: ", stringify!($prefix), "State; ",
                    "action: ", stringify!($prefix), "Action; ",
                    "view: ", stringify!($prefix), "View; ",
                    "event: ", stringify!($prefix), "Event; ",
                    "target: ", stringify!($prefix), "Target; ",
                    "components: ", $components, " };\n}\n",
                    "export type ", stringify!($prefix), "Seat = Seat;\n",
                    "export type ", stringify!($prefix), "Entry<E> = Entry<E>;\n",
                );
            }
        )+

        /// Every game of this build, in menu order.
        static SHELF: &[&dyn GameApi] = &[$(
            #[cfg(feature = $id)]
            &Api::<$game>::new(components!($id)),
        )+];
    };
}

include!("games.rs");

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
