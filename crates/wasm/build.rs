//! Writes each game's component data (`Game::components`, the JSON a UI
//! draws from) into `OUT_DIR` at build time, with the very rules crates the
//! wasm is built from (as build dependencies, for the host). The wasm then
//! holds the text, not the code that serializes the data: for the board
//! games that code was the size of a rule module.

use std::path::Path;

use ruleshelf_engine::Game;

fn write<G: Game>(out: &Path, id: &str) {
    let text = G::components().unwrap_or_else(|| "null".to_owned());
    std::fs::write(out.join(format!("components-{id}.json")), text)
        .unwrap_or_else(|e| panic!("cannot write {id}'s components: {e}"));
}

/// Every game of the list, whichever features this build has.
macro_rules! shelf {
    ($($id:literal => $game:ty, $prefix:ident, $components:literal;)+) => {
        fn write_all(out: &Path) {
            $(write::<$game>(out, $id);)+
        }
    };
}

include!("src/games.rs");

fn main() {
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    write_all(Path::new(&out));
}
