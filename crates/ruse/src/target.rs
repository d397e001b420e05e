//! The things a seat can touch on a RUSE table ([`Target`]), by the ids the
//! table keys its spots with, and the targets each action is made on.
//!
//! Ids (`<t>` a territory: `river`, `forest`, `field`, `farm`):
//!
//! | id | what | actions made on it |
//! |---|---|---|
//! | `space:t:<t>:<i>` | die space D(i+1) of a vital territory | `explore` |
//! | `space:me:<i>`, `space:objectives`, `space:mt:<i>` | the Mountains' zones | `mountainExplore`, `mountainObjectives`, `mountainTiles` |
//! | `space:den:<i>` | a den action space of your den board | `den` |
//! | `space:ff:<i>`, `space:vl:<i>` | the Firefox and Village boards' die spaces | `firefox`, `village` |
//! | `x:<t>:<n>` | exploration space X(n) of a territory (0: its base) | none |
//! | `x:<n>` | X(n) of the territory your die explores this turn | `move` |
//! | `buy:<buy>` | an action where the die is (`track`, `kit`, `hunt`, `mark`, `resource`) | `buy` |
//! | `terr:<t>` | a territory, where an obstacle goes | `placeObstacle` |
//! | `track:<t>` | a territory track | `advanceTrack` |
//! | `claim:<tile>` | a territory tile available to all | `claimTile` |
//! | `draw:<pay>` | a den draw (pay 1, 3, 5 or 6) | `denDraw` |
//! | `drawn:<i>`, `cell:<c>`, `rot:<openings>` | a drawn den tile, a den cell, a way to turn it | `placeTile` (in that order) |
//! | `bag` | your bag | `returnTiles` |
//! | `kit:<i>` | kit die K1 K2 K3 B2 B3 (0–4) | `raiseKit`, `growFree`, `grow`, then `exit`, `toDen` |
//! | `cube:<slot>`, `cache:<tile>`, `instinct:<name>`, `bonus:<slot>` | den cube, hunting tile kind, instinct, bonus den tile (3: the stack) | `toDen`, `exchangeHunting` / `exit`, `chooseInstinct`, `takeBonusTile` |
//! | `res:<t>`, `gp` | a resource, growth points | `takeResource`, `takeGrowthPoints`, then `useActionTile`, `exit` |
//! | `actiontile` | your kept Action tiles | `useActionTile` (then the resource paid) |
//! | `obj:<card>`, `done:<card>`, `deck` | a card in hand, a completed card, your objective deck | `declare` / `discardObjective`, `exchangeObjective`, `drawObjective` |
//! | `cheese`, `end`, `finish` | the cheese, "end the turn", "done" | `sellCheese`, `endTurn`, `done` |
//!
//! `x:<n>` is relative: a `move` carries no territory (its territory is the
//! one the turn's die explores), so the spaces of that territory are keyed
//! `x:<n>` for the seat whose turn it is, and `x:<t>:<n>` otherwise.

use core::fmt;
use core::str::FromStr;

use ruleshelf_engine::{Seat, UnknownTarget};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::action::{Action, ExitPay};
use crate::data::{Data, BONUS_DISPLAY};
use crate::ids::{Buy, Instinct, Territory, KITS};
use crate::state::{Choice, Spot};
use crate::view::View;

/// Something a seat can touch on the table (see the module's table of ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    GrowthPoints,
    Resource(Territory),
    Kit(u8),
    Track(Territory),
    Territory(Territory),
    Instinct(Instinct),
    BonusTile(u8),
    Drawn(u8),
    Cell(u8),
    Turned(u8),
    Bag,
    VitalSpace(Territory, u8),
    MountainExplore(u8),
    ObjectiveZone,
    MountainTiles(u8),
    DenSpace(u8),
    FirefoxSpace(u8),
    VillageSpace(u8),
    ActionTile,
    /// An exploration space of a territory, by its territory.
    Exploration(Territory, u8),
    /// An exploration space of the territory the turn's die explores.
    Path(u8),
    Buy(Buy),
    DenDraw(u8),
    Claim(u8),
    Deck,
    Objective(u8),
    Completed(u8),
    Cheese,
    EndTurn,
    Finish,
    Cache(u8),
    Cube(u8),
}

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TARGET_TS: &str = r#"/** Something a seat can touch on a RUSE table, by its id (see docs/rules/ruse.md, "Why not?"). */
export type RuseTarget =
  | "gp" | `res:${RuseTerritory}` | `kit:${number}` | `track:${RuseTerritory}` | `terr:${RuseTerritory}`
  | `instinct:${RuseInstinct}` | `bonus:${number}` | `drawn:${number}` | `cell:${number}` | `rot:${number}` | "bag"
  | `space:t:${RuseTerritory}:${number}` | `space:me:${number}` | "space:objectives" | `space:mt:${number}`
  | `space:den:${number}` | `space:ff:${number}` | `space:vl:${number}` | "actiontile"
  | `x:${RuseTerritory}:${number}` | `x:${number}` | `buy:${RuseBuy}` | `draw:${number}` | `claim:${number}`
  | "deck" | `obj:${number}` | `done:${number}` | "cheese" | "end" | "finish" | `cache:${number}` | `cube:${number}`;"#;

/// The serde name of a unit variant (`river`, `cheaperHunt`).
fn name<T: Serialize>(x: T) -> String {
    match serde_json::to_value(x) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

/// The unit variant named `s`, if any.
fn named<T: DeserializeOwned>(s: &str) -> Option<T> {
    serde_json::from_value(serde_json::Value::String(s.to_owned())).ok()
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Target::GrowthPoints => f.write_str("gp"),
            Target::Resource(t) => write!(f, "res:{}", name(t)),
            Target::Kit(k) => write!(f, "kit:{k}"),
            Target::Track(t) => write!(f, "track:{}", name(t)),
            Target::Territory(t) => write!(f, "terr:{}", name(t)),
            Target::Instinct(i) => write!(f, "instinct:{}", name(i)),
            Target::BonusTile(s) => write!(f, "bonus:{s}"),
            Target::Drawn(i) => write!(f, "drawn:{i}"),
            Target::Cell(c) => write!(f, "cell:{c}"),
            Target::Turned(o) => write!(f, "rot:{o}"),
            Target::Bag => f.write_str("bag"),
            Target::VitalSpace(t, i) => write!(f, "space:t:{}:{i}", name(t)),
            Target::MountainExplore(i) => write!(f, "space:me:{i}"),
            Target::ObjectiveZone => f.write_str("space:objectives"),
            Target::MountainTiles(i) => write!(f, "space:mt:{i}"),
            Target::DenSpace(i) => write!(f, "space:den:{i}"),
            Target::FirefoxSpace(i) => write!(f, "space:ff:{i}"),
            Target::VillageSpace(i) => write!(f, "space:vl:{i}"),
            Target::ActionTile => f.write_str("actiontile"),
            Target::Exploration(t, n) => write!(f, "x:{}:{n}", name(t)),
            Target::Path(n) => write!(f, "x:{n}"),
            Target::Buy(b) => write!(f, "buy:{}", name(b)),
            Target::DenDraw(p) => write!(f, "draw:{p}"),
            Target::Claim(t) => write!(f, "claim:{t}"),
            Target::Deck => f.write_str("deck"),
            Target::Objective(c) => write!(f, "obj:{c}"),
            Target::Completed(c) => write!(f, "done:{c}"),
            Target::Cheese => f.write_str("cheese"),
            Target::EndTurn => f.write_str("end"),
            Target::Finish => f.write_str("finish"),
            Target::Cache(t) => write!(f, "cache:{t}"),
            Target::Cube(s) => write!(f, "cube:{s}"),
        }
    }
}

impl FromStr for Target {
    type Err = UnknownTarget;

    fn from_str(id: &str) -> Result<Target, UnknownTarget> {
        let n = |s: &str| -> Option<u8> {
            // Digits only, in the one way Display writes them.
            (!s.is_empty()
                && s.bytes().all(|b| b.is_ascii_digit())
                && (s == "0" || !s.starts_with('0')))
            .then(|| s.parse().ok())
            .flatten()
        };
        let parts: Vec<&str> = id.split(':').collect();
        let target = match parts.as_slice() {
            ["gp"] => Some(Target::GrowthPoints),
            ["res", t] => named(t).map(Target::Resource),
            ["kit", k] => n(k).map(Target::Kit),
            ["track", t] => named(t).map(Target::Track),
            ["terr", t] => named(t).map(Target::Territory),
            ["instinct", i] => named(i).map(Target::Instinct),
            ["bonus", s] => n(s).map(Target::BonusTile),
            ["drawn", i] => n(i).map(Target::Drawn),
            ["cell", c] => n(c).map(Target::Cell),
            ["rot", o] => n(o).map(Target::Turned),
            ["bag"] => Some(Target::Bag),
            ["space", "t", t, i] => named(t).zip(n(i)).map(|(t, i)| Target::VitalSpace(t, i)),
            ["space", "me", i] => n(i).map(Target::MountainExplore),
            ["space", "objectives"] => Some(Target::ObjectiveZone),
            ["space", "mt", i] => n(i).map(Target::MountainTiles),
            ["space", "den", i] => n(i).map(Target::DenSpace),
            ["space", "ff", i] => n(i).map(Target::FirefoxSpace),
            ["space", "vl", i] => n(i).map(Target::VillageSpace),
            ["actiontile"] => Some(Target::ActionTile),
            ["x", t, x] => named(t).zip(n(x)).map(|(t, x)| Target::Exploration(t, x)),
            ["x", x] => n(x).map(Target::Path),
            ["buy", b] => named(b).map(Target::Buy),
            ["draw", p] => n(p).map(Target::DenDraw),
            ["claim", t] => n(t).map(Target::Claim),
            ["deck"] => Some(Target::Deck),
            ["obj", c] => n(c).map(Target::Objective),
            ["done", c] => n(c).map(Target::Completed),
            ["cheese"] => Some(Target::Cheese),
            ["end"] => Some(Target::EndTurn),
            ["finish"] => Some(Target::Finish),
            ["cache", t] => n(t).map(Target::Cache),
            ["cube", s] => n(s).map(Target::Cube),
            _ => None,
        };
        target.ok_or_else(|| UnknownTarget(id.to_owned()))
    }
}

/// The targets `action` is made on, in the order they are touched.
#[must_use]
pub fn targets(action: &Action) -> Vec<Target> {
    match *action {
        Action::TakeGrowthPoints { .. } => vec![Target::GrowthPoints],
        Action::TakeResource { resource, .. } => vec![Target::Resource(resource)],
        Action::RaiseKit { kit, .. } | Action::GrowFree { kit, .. } | Action::Grow { kit, .. } => {
            vec![Target::Kit(kit)]
        }
        Action::AdvanceTrack { track, .. } => vec![Target::Track(track)],
        Action::PlaceObstacle { territory, .. } => vec![Target::Territory(territory)],
        Action::ChooseInstinct { instinct, .. } => vec![Target::Instinct(instinct)],
        Action::TakeBonusTile { slot, .. } => vec![Target::BonusTile(slot)],
        Action::PlaceTile {
            tile,
            cell,
            openings,
            ..
        } => vec![
            Target::Drawn(tile),
            Target::Cell(cell),
            Target::Turned(openings),
        ],
        Action::ReturnTiles { .. } => vec![Target::Bag],
        Action::Explore {
            territory, space, ..
        } => vec![Target::VitalSpace(territory, space)],
        Action::MountainExplore { space, .. } => vec![Target::MountainExplore(space)],
        Action::MountainObjectives { .. } => vec![Target::ObjectiveZone],
        Action::MountainTiles { space, .. } => vec![Target::MountainTiles(space)],
        Action::Den { space, .. } => vec![Target::DenSpace(space)],
        Action::UseActionTile { pay, .. } => vec![Target::ActionTile, Target::Resource(pay)],
        Action::Firefox { space, .. } => vec![Target::FirefoxSpace(space)],
        Action::Village { space, .. } => vec![Target::VillageSpace(space)],
        Action::Move { to, .. } => vec![Target::Path(to)],
        Action::Buy { buy, .. } => vec![Target::Buy(buy)],
        Action::DenDraw { pay, .. } => vec![Target::DenDraw(pay)],
        Action::ClaimTile { tile, .. } => vec![Target::Claim(tile)],
        Action::DrawObjective { .. } => vec![Target::Deck],
        Action::DiscardObjective { card, .. } | Action::Declare { card, .. } => {
            vec![Target::Objective(card)]
        }
        Action::ExchangeObjective { card, .. } => vec![Target::Completed(card)],
        Action::SellCheese { .. } => vec![Target::Cheese],
        Action::EndTurn { .. } => vec![Target::EndTurn],
        Action::Done { .. } => vec![Target::Finish],
        Action::ExchangeHunting { tile, .. } => vec![Target::Cache(tile)],
        Action::Exit {
            kit,
            pay: ExitPay::Resource { resource },
            ..
        } => vec![Target::Kit(kit), Target::Resource(resource)],
        Action::Exit {
            kit,
            pay: ExitPay::Hunting { tile },
            ..
        } => vec![Target::Kit(kit), Target::Cache(tile)],
        Action::ToDen { kit, slot, .. } => vec![Target::Kit(kit), Target::Cube(slot)],
    }
}

/// The territory whose exploration spaces the viewer's table keys as its
/// fox's path (`x:<n>`): the one its die explores in its own turn.
#[must_use]
pub fn path_territory(view: &View) -> Option<Territory> {
    let turn = view.turn?;
    if Some(turn.seat) != view.viewer {
        return None;
    }
    match turn.spot? {
        Spot::Territory { territory, .. } => Some(territory),
        _ => None,
    }
}

/// The id of exploration space `n` of `t` on the viewer's table.
#[must_use]
pub fn exploration(view: &View, t: Territory, n: u8) -> Target {
    if path_territory(view) == Some(t) {
        Target::Path(n)
    } else {
        Target::Exploration(t, n)
    }
}

fn count(n: usize) -> impl Iterator<Item = u8> {
    (0..n.min(usize::from(u8::MAX))).map(|i| i as u8)
}

fn push(out: &mut Vec<Target>, target: Target) {
    if !out.contains(&target) {
        out.push(target);
    }
}

/// Every target the viewer's table shows: the boards' spaces and pieces,
/// the viewer's own panel and hand, and whatever its actions are made on.
#[must_use]
pub fn targets_in(d: &Data, view: &View) -> Vec<Target> {
    let mut out = Vec::with_capacity(192);
    let me = view.viewer.and_then(|s| view.players.get(s.index()));
    // The boards.
    for (t, territory) in Territory::ALL.into_iter().zip(&view.territories) {
        out.extend(count(territory.dice.len()).map(|i| Target::VitalSpace(t, i)));
        out.extend(count(territory.spaces.len() + 1).map(|n| exploration(view, t, n)));
        out.push(Target::Territory(t));
        out.push(Target::Track(t));
    }
    out.extend(count(view.mountains.explore.len()).map(Target::MountainExplore));
    out.push(Target::ObjectiveZone);
    out.extend(count(view.mountains.tiles.len()).map(Target::MountainTiles));
    for held in &view.mountains.display {
        push(&mut out, Target::Claim(held.tile));
    }
    out.extend(Buy::ALL.map(Target::Buy));
    if let Some(firefox) = &view.firefox {
        out.extend(count(firefox.dice.len()).map(Target::FirefoxSpace));
    }
    if let Some(village) = &view.village {
        out.extend(count(village.dice.len()).map(Target::VillageSpace));
    }
    out.extend(view.instincts.iter().map(|i| Target::Instinct(*i)));
    out.extend(count(BONUS_DISPLAY + 1).map(Target::BonusTile));
    // The viewer's den and panel.
    if let Some(p) = me {
        out.extend(count(d.die_spaces.den.len()).map(Target::DenSpace));
        for draw in d.den.draws.iter().map(|x| x.pay).chain([d.den.bonus_pay]) {
            push(&mut out, Target::DenDraw(draw));
        }
        out.extend(count(p.den.cells.len()).map(Target::Cell));
        out.extend(count(p.den.cubes.len()).map(Target::Cube));
        out.push(Target::Bag);
        out.extend(count(KITS).map(Target::Kit));
        out.extend(Territory::ALL.map(Target::Resource));
        out.push(Target::GrowthPoints);
        out.push(Target::ActionTile);
        for tile in &p.cache {
            push(&mut out, Target::Cache(*tile));
        }
        for card in p.hand.iter().flatten() {
            push(&mut out, Target::Objective(*card));
        }
        for c in &p.completed {
            push(&mut out, Target::Completed(c.card));
        }
        out.push(Target::Deck);
        out.push(Target::Cheese);
        out.push(Target::EndTurn);
        out.push(Target::Finish);
    }
    // The den tiles the viewer drew, and the ways its actions turn them.
    if let Some(Choice::PlaceDen { tiles, .. }) = view
        .pending
        .first()
        .filter(|p| Some(p.seat) == view.viewer)
        .map(|p| &p.choice)
    {
        out.extend(count(tiles.len()).map(Target::Drawn));
    }
    for action in &view.actions {
        for target in targets(action) {
            push(&mut out, target);
        }
    }
    out
}

/// The seat whose view this is, if it has a player.
pub(crate) fn viewer(view: &View) -> Option<Seat> {
    view.viewer.filter(|s| s.index() < view.players.len())
}
