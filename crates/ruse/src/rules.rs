//! The rulebook's headings and the sentences of its rules that more than
//! one answer quotes: the refusals of [`crate::legal`] (from a state) and
//! the "why not?" of [`crate::why`] (from a view) say each in one place.

/// The rulebook headings a refusal sits under.
pub mod heading {
    pub const ACTIONS_PHASE: &str = "3. Actions Phase";
    pub const VITAL: &str = "Explore the Vital Territories";
    pub const SPEND: &str = "Spend Your Action Die's Value";
    pub const MOVING: &str = "Moving your Fox";
    pub const HUNTER: &str = "Hunter / Photographer";
    pub const OBSTACLES: &str = "Obstacles";
    pub const HUNTING: &str = "Hunting";
    pub const MARKING: &str = "Marking a Territory";
    pub const TRACK: &str = "Advancing on a Territory Track";
    pub const KIT: &str = "Increasing a Kit";
    pub const DEN: &str = "Explore Your Den";
    pub const MOUNTAINS: &str = "Mountain Territory";
    pub const TILES_ZONE: &str = "Territory Tiles Zone";
    pub const OBJECTIVE_ZONE: &str = "Objective Card Zone";
    pub const ACTION_TILE: &str = "Territory Tiles (Bonuses)";
    pub const CHEESE: &str = "Cheese";
    pub const PRIVATE: &str = "Private Objectives";
    pub const GROWTH: &str = "Kits' Growth";
    pub const KITS_OUT: &str = "Private Objectives vs. Kits";
    pub const END_OF_ROUND: &str = "End of Round";
    pub const TWO_PLAYERS: &str = "Two-Player Game";
    pub const ROUND_MARKER: &str = "Round Marker";
    pub const FIREFOX: &str = "Firefox (Mini-Expansion)";
    pub const VILLAGE: &str = "Village (Mini-Expansion)";
    pub const GAMEPLAY: &str = "Gameplay";
}

/// "Explore the Vital Territories": where a die goes.
pub const FREE_DESIGNATED_SPACE: &str =
    "place your action die in a free designated space whose cost you can pay";
/// "Cheese": what the cheese is for.
pub const CHEESE_FOR_GP: &str =
    "the player with the cheese may exchange it for 4 GP during their turn";
/// "Firefox (Mini-Expansion)", asked in a game without it.
pub const WITHOUT_FIREFOX: &str = "this game is played without the Firefox Mini-Expansion";
/// "Village (Mini-Expansion)", asked in a game without it.
pub const WITHOUT_VILLAGE: &str = "this game is played without the Village Mini-Expansion";
/// "Territory Tiles Zone": the shared tiles.
pub const ACTIVATE_A_TILE: &str =
    "with an action die, activate one of the territory tiles available to all";
/// "Village (Mini-Expansion)": the actions beside the Village track.
pub const VILLAGE_BUYS: &str =
    "you may spend the value of your die to perform the actions on the left or right of the track, each once";
/// "Private Objectives vs. Kits": one objective per kit sent out.
pub const OBJECTIVE_PER_KIT: &str =
    "you must complete a private objective for each kit you wish to send out of the den";
