use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// A revolver chip: the stack holds one BANG! and seven CLICKs
/// ("Components", "Game Setup").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub enum Chip {
    Click,
    Bang,
}

/// How many revolver chips the box holds.
pub const REVOLVER_CHIPS: u8 = 8;
