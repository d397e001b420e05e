// The games on the shelf, one line each, in menu order: its id (also the
// name of the cargo feature that builds it in), its rules type, the prefix
// tsify gives its TypeScript types, and the type of its component data
// (`null` for a game without).
//
// This is the only list of the games. `shelf.rs` and `build.rs` read it
// through a `shelf!` macro of their own; `scripts/lib.sh` reads the ids
// from it; the package's exports, the tables' engines and the catalogue
// are made from the built wasm's `games()`. A new game: its crate (with its
// feature and dependency lines in this crate's Cargo.toml), one line here,
// and its table folder (`tables/src/games/<id>/`).
shelf! {
    "ruleta-rusa" => ruleta_rusa::RuletaRusa, RuletaRusa, "RuletaRusaComponents";
    "ruse-2014" => ruse_2014::Ruse2014, Ruse2014, "Ruse2014Components";
    "ruse-and-bruise" => ruse_and_bruise::RuseAndBruise, RuseAndBruise, "RuseAndBruiseComponents";
    "ruse" => ruse::Ruse, Ruse, "RuseData";
    "rurik" => rurik::Rurik, Rurik, "RurikData";
}
