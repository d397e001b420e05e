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

fn main() {
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    write::<ruleta_rusa::RuletaRusa>(out, "ruleta-rusa");
    write::<ruse_2014::Ruse2014>(out, "ruse-2014");
    write::<ruse_and_bruise::RuseAndBruise>(out, "ruse-and-bruise");
    write::<ruse::Ruse>(out, "ruse");
    write::<rurik::Rurik>(out, "rurik");
}
