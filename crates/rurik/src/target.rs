//! The things a seat touches on a Rurik table, by stable ids (the keys the
//! table's spots carry): the map's regions, the strategy board's banners,
//! spaces and the advisors still to place, the cards of the seat's hand,
//! the scheme decks, the deed display, the modules' cards, and the buttons
//! in words of the decisions that name nothing on the board.
//!
//! Numbers are the ones the actions and the view use: regions, banners,
//! rows, cards, decks, seats and recipes from 0.
//!
//! | id | thing |
//! |---|---|
//! | `region:<r>` | a region of the map |
//! | `banner:<c>` | a banner (column) of the strategy board |
//! | `space:<c>:<r>` | a space of a banner, top row 0 |
//! | `advisor:<n>` | your advisor #n, still to place |
//! | `leader:<l>` | a leader card to choose at setup |
//! | `ability` | your leader card (its ability) |
//! | `scheme:<card>`, `drawn:<card>`, `deed:<deed>`, `inherit:<card>` | a card of your hand: scheme, scheme drawn to keep one, deed, inheritance |
//! | `deck:<d>` | a scheme deck |
//! | `display:<deed>`, `library:<deed>` | a deed on the display, on the Library |
//! | `epic:<card>` | an epic structure card on display |
//! | `faction` | the rebel faction card |
//! | `do:<button>` | a button of a decision: see [`Button`] |

use core::fmt;
use core::str::FromStr;

use ruleshelf_engine::{Seat, UnknownTarget};

use crate::action::Action;
use crate::data::Good;
use crate::ids::{Deed, Epic, Inheritance, Leader, Rebel, Recipe, Region, Scheme};

/// Something a seat can touch on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Region(Region),
    Banner(u8),
    Space { column: u8, row: u8 },
    Advisor(u8),
    Leader(Leader),
    Ability,
    Scheme(Scheme),
    Drawn(Scheme),
    Deed(Deed),
    Inherit(Inheritance),
    Deck(u8),
    Display(Deed),
    Library(Deed),
    Epic(Epic),
    Faction,
    Button(Button),
}

/// A button in words, for a decision that names nothing on the board. Its
/// id after `do:`:
///
/// | id | action |
/// |---|---|
/// | `bribe:<coins>` | the bribe of the advisor just placed |
/// | `points`, `coin` | your advisor's action points, or a coin instead |
/// | `convert:<recipe>` | a conversion token |
/// | `end-turn` | end the turn |
/// | `decline` | say no to the optional decision on top |
/// | `lose:troop`, `lose:leader` | the unit you lose |
/// | `boat`, `dock` | where the good gained goes |
/// | `market:good`, `market:coin` | your market's bonus |
/// | `church:none`, `church:rebel`, `church:<seat>` | what your church converts |
/// | `tavern:none`, `tavern:<choice>` | your tavern's scheme card, and its reward |
/// | `rebel:<reward>` | the rebel defeated (open rewards) |
/// | `replace:yes`, `replace:no` | Sviatopolk's troop |
/// | `pay:<good>`, `pay:boon` | a good paid, or a trade boon token |
/// | `return-rebel:dungeon`, `return-rebel:mat` | a defeated rebel paid |
/// | `release:rebel`, `release:<seat>:troop`, `release:<seat>:leader` | a captive released as a payment |
/// | `good:<good>` | a good taken from the supply |
/// | `trade:<good>:boat`, `trade:<good>:dock` | a good traded away at the Capital Port |
/// | `veche` | a troop put on the Veche |
/// | `keep:rebel`, `keep:<seat>` | the captive that stays |
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    Bribe(u8),
    Points,
    Coin,
    Convert(Recipe),
    EndTurn,
    Decline,
    Lose {
        leader: bool,
    },
    Stow {
        boat: bool,
    },
    Market {
        good: bool,
    },
    /// `None`: convert nothing; `Some(None)`: a rebel; `Some(Some(seat))`:
    /// that seat's troop.
    Church(Option<Option<Seat>>),
    Tavern(Option<u8>),
    Rebel(Rebel),
    Replace(bool),
    Pay(Option<Good>),
    ReturnRebel {
        dungeon: bool,
    },
    Release {
        owner: Option<Seat>,
        leader: bool,
    },
    Good(Good),
    Trade {
        good: Good,
        boat: bool,
    },
    Veche,
    Keep(Option<Seat>),
}

/// The targets `action` is made on, in the order they are touched: a
/// region move from where it leaves to where it goes, an advisor before
/// its banner, a card before the region it goes to, the leader's card
/// before the regions of its ability; a decision with nothing on the board
/// on its button.
#[must_use]
pub fn targets(action: &Action) -> Vec<Target> {
    use Target::Ability;
    let button = |b: Button| vec![Target::Button(b)];
    match *action {
        Action::ChooseLeader { leader, .. } => vec![Target::Leader(leader)],
        Action::ReturnInheritance { card, .. } | Action::Forfeit { card, .. } => {
            vec![Target::Inherit(card)]
        }
        Action::Inherit { card, region, .. } => vec![Target::Inherit(card), Target::Region(region)],
        Action::PlaceTroop { region, .. }
        | Action::PlaceLeader { region, .. }
        | Action::Regroup { region, .. }
        | Action::Muster { region, .. }
        | Action::Tax { region, .. }
        | Action::Build { region, .. }
        | Action::Attack { region, .. }
        | Action::RemoveTroop { region, .. }
        | Action::RemoveStructure { region, .. } => vec![Target::Region(region)],
        Action::Move { from, to, .. } | Action::CrossFort { from, to, .. } => {
            vec![Target::Region(from), Target::Region(to)]
        }
        Action::PlaceAdvisor { number, column, .. } => {
            vec![Target::Advisor(number), Target::Banner(column)]
        }
        Action::TakeAdvisor { column, row, .. } => vec![Target::Space { column, row }],
        Action::PlayScheme { card, .. } | Action::PayScheme { card, .. } => {
            vec![Target::Scheme(card)]
        }
        Action::KeepScheme { card, .. } => vec![Target::Drawn(card)],
        Action::AccomplishDeed { deed, .. } | Action::GiveDeed { deed, .. } => {
            vec![Target::Deed(deed)]
        }
        Action::TakeDeed { deed, .. } => vec![Target::Display(deed)],
        Action::ExchangeDeed { take, .. } => vec![Target::Library(take)],
        Action::ChooseDeck { deck, .. }
        | Action::CheckCasualty { deck, .. }
        | Action::Capture { deck, .. } => {
            vec![Target::Deck(deck)]
        }
        Action::BuildEpic { card, region, .. } => vec![Target::Epic(card), Target::Region(region)],
        Action::DefeatFaction { .. } => vec![Target::Faction],
        Action::Predslava { from, to, .. } => {
            vec![Ability, Target::Region(from), Target::Region(to)]
        }
        Action::Sviatoslav { to, .. } => vec![Ability, Target::Region(to)],
        Action::Theofana { to: None, .. } => vec![Ability],
        Action::Theofana { to: Some(to), .. } => vec![Ability, Target::Region(to)],
        Action::Bribe { coins, .. } => button(Button::Bribe(coins)),
        Action::TakePoints { .. } => button(Button::Points),
        Action::TakeCoin { .. } => button(Button::Coin),
        Action::Convert { recipe, .. } => button(Button::Convert(recipe)),
        Action::EndTurn { .. } => button(Button::EndTurn),
        Action::Decline { .. } => button(Button::Decline),
        Action::LoseUnit { leader, .. } => button(Button::Lose { leader }),
        Action::Stow { boat, .. } => button(Button::Stow { boat }),
        Action::MarketBonus { good, .. } => button(Button::Market { good }),
        Action::ConvertUnit {
            target: Some(seat), ..
        } => button(Button::Church(Some(Some(seat)))),
        Action::ConvertUnit {
            target: None,
            rebel,
            ..
        } => button(Button::Church(rebel.then_some(None))),
        Action::TavernScheme { choice, .. } => button(Button::Tavern(choice)),
        Action::DefeatRebel { reward, .. } => button(Button::Rebel(reward)),
        Action::Replace { yes, .. } => button(Button::Replace(yes)),
        Action::PayGood { good, .. } => button(Button::Pay(good)),
        Action::ReturnRebel { dungeon, .. } => button(Button::ReturnRebel { dungeon }),
        Action::ReleaseCaptive { owner: None, .. } => button(Button::Release {
            owner: None,
            leader: false,
        }),
        Action::ReleaseCaptive { owner, leader, .. } => button(Button::Release { owner, leader }),
        Action::ChooseGood { good, .. } => button(Button::Good(good)),
        Action::TradeGood { good, boat, .. } => button(Button::Trade { good, boat }),
        Action::VecheTroop { .. } => button(Button::Veche),
        Action::KeepCaptive { owner, .. } => button(Button::Keep(owner)),
    }
}

const GOODS: [(Good, &str); 5] = [
    (Good::Stone, "stone"),
    (Good::Wood, "wood"),
    (Good::Fish, "fish"),
    (Good::Honey, "honey"),
    (Good::Fur, "fur"),
];

fn good_id(good: Good) -> &'static str {
    GOODS
        .iter()
        .find(|(g, _)| *g == good)
        .map_or("stone", |(_, id)| id)
}

fn good_of(id: &str) -> Option<Good> {
    GOODS.iter().find(|(_, name)| *name == id).map(|(g, _)| *g)
}

impl fmt::Display for Button {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |yes: bool, a: &'static str, b: &'static str| if yes { a } else { b };
        match *self {
            Button::Bribe(coins) => write!(f, "bribe:{coins}"),
            Button::Points => f.write_str("points"),
            Button::Coin => f.write_str("coin"),
            Button::Convert(recipe) => write!(f, "convert:{recipe}"),
            Button::EndTurn => f.write_str("end-turn"),
            Button::Decline => f.write_str("decline"),
            Button::Lose { leader } => write!(f, "lose:{}", side(leader, "leader", "troop")),
            Button::Stow { boat } => f.write_str(side(boat, "boat", "dock")),
            Button::Market { good } => write!(f, "market:{}", side(good, "good", "coin")),
            Button::Church(None) => f.write_str("church:none"),
            Button::Church(Some(None)) => f.write_str("church:rebel"),
            Button::Church(Some(Some(seat))) => write!(f, "church:{}", seat.0),
            Button::Tavern(None) => f.write_str("tavern:none"),
            Button::Tavern(Some(choice)) => write!(f, "tavern:{choice}"),
            Button::Rebel(reward) => write!(f, "rebel:{reward}"),
            Button::Replace(yes) => write!(f, "replace:{}", side(yes, "yes", "no")),
            Button::Pay(None) => f.write_str("pay:boon"),
            Button::Pay(Some(good)) => write!(f, "pay:{}", good_id(good)),
            Button::ReturnRebel { dungeon } => {
                write!(f, "return-rebel:{}", side(dungeon, "dungeon", "mat"))
            }
            Button::Release { owner: None, .. } => f.write_str("release:rebel"),
            Button::Release {
                owner: Some(seat),
                leader,
            } => {
                write!(f, "release:{}:{}", seat.0, side(leader, "leader", "troop"))
            }
            Button::Good(good) => write!(f, "good:{}", good_id(good)),
            Button::Trade { good, boat } => {
                write!(f, "trade:{}:{}", good_id(good), side(boat, "boat", "dock"))
            }
            Button::Veche => f.write_str("veche"),
            Button::Keep(None) => f.write_str("keep:rebel"),
            Button::Keep(Some(seat)) => write!(f, "keep:{}", seat.0),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Region(r) => write!(f, "region:{r}"),
            Target::Banner(c) => write!(f, "banner:{c}"),
            Target::Space { column, row } => write!(f, "space:{column}:{row}"),
            Target::Advisor(n) => write!(f, "advisor:{n}"),
            Target::Leader(l) => write!(f, "leader:{l}"),
            Target::Ability => f.write_str("ability"),
            Target::Scheme(c) => write!(f, "scheme:{c}"),
            Target::Drawn(c) => write!(f, "drawn:{c}"),
            Target::Deed(d) => write!(f, "deed:{d}"),
            Target::Inherit(c) => write!(f, "inherit:{c}"),
            Target::Deck(d) => write!(f, "deck:{d}"),
            Target::Display(d) => write!(f, "display:{d}"),
            Target::Library(d) => write!(f, "library:{d}"),
            Target::Epic(c) => write!(f, "epic:{c}"),
            Target::Faction => f.write_str("faction"),
            Target::Button(b) => write!(f, "do:{b}"),
        }
    }
}

/// A number as written by `Display` (digits only, no sign, no leading
/// zero), so that every id reads back as itself.
fn number(text: &str) -> Option<u8> {
    let canonical = text == "0"
        || (!text.is_empty() && !text.starts_with('0') && text.bytes().all(|b| b.is_ascii_digit()));
    canonical.then(|| text.parse().ok()).flatten()
}

fn button(parts: &[&str]) -> Option<Button> {
    let seat = |s: &str| number(s).map(Seat);
    Some(match parts {
        ["bribe", n] => Button::Bribe(number(n)?),
        ["points"] => Button::Points,
        ["coin"] => Button::Coin,
        ["convert", n] => Button::Convert(Recipe(number(n)?)),
        ["end-turn"] => Button::EndTurn,
        ["decline"] => Button::Decline,
        ["lose", "troop"] => Button::Lose { leader: false },
        ["lose", "leader"] => Button::Lose { leader: true },
        ["boat"] => Button::Stow { boat: true },
        ["dock"] => Button::Stow { boat: false },
        ["market", "good"] => Button::Market { good: true },
        ["market", "coin"] => Button::Market { good: false },
        ["church", "none"] => Button::Church(None),
        ["church", "rebel"] => Button::Church(Some(None)),
        ["church", s] => Button::Church(Some(Some(seat(s)?))),
        ["tavern", "none"] => Button::Tavern(None),
        ["tavern", n] => Button::Tavern(Some(number(n)?)),
        ["rebel", n] => Button::Rebel(Rebel(number(n)?)),
        ["replace", "yes"] => Button::Replace(true),
        ["replace", "no"] => Button::Replace(false),
        ["pay", "boon"] => Button::Pay(None),
        ["pay", g] => Button::Pay(Some(good_of(g)?)),
        ["return-rebel", "dungeon"] => Button::ReturnRebel { dungeon: true },
        ["return-rebel", "mat"] => Button::ReturnRebel { dungeon: false },
        ["release", "rebel"] => Button::Release {
            owner: None,
            leader: false,
        },
        ["release", s, "troop"] => Button::Release {
            owner: Some(seat(s)?),
            leader: false,
        },
        ["release", s, "leader"] => Button::Release {
            owner: Some(seat(s)?),
            leader: true,
        },
        ["good", g] => Button::Good(good_of(g)?),
        ["trade", g, "boat"] => Button::Trade {
            good: good_of(g)?,
            boat: true,
        },
        ["trade", g, "dock"] => Button::Trade {
            good: good_of(g)?,
            boat: false,
        },
        ["veche"] => Button::Veche,
        ["keep", "rebel"] => Button::Keep(None),
        ["keep", s] => Button::Keep(Some(seat(s)?)),
        _ => return None,
    })
}

impl FromStr for Target {
    type Err = UnknownTarget;

    fn from_str(id: &str) -> Result<Target, UnknownTarget> {
        let parts: Vec<&str> = id.split(':').collect();
        let target = match parts.as_slice() {
            ["region", n] => number(n).map(|n| Target::Region(Region(n))),
            ["banner", n] => number(n).map(Target::Banner),
            ["space", c, r] => number(c)
                .zip(number(r))
                .map(|(column, row)| Target::Space { column, row }),
            ["advisor", n] => number(n).map(Target::Advisor),
            ["leader", n] => number(n).map(|n| Target::Leader(Leader(n))),
            ["ability"] => Some(Target::Ability),
            ["scheme", n] => number(n).map(|n| Target::Scheme(Scheme(n))),
            ["drawn", n] => number(n).map(|n| Target::Drawn(Scheme(n))),
            ["deed", n] => number(n).map(|n| Target::Deed(Deed(n))),
            ["inherit", n] => number(n).map(|n| Target::Inherit(Inheritance(n))),
            ["deck", n] => number(n).map(Target::Deck),
            ["display", n] => number(n).map(|n| Target::Display(Deed(n))),
            ["library", n] => number(n).map(|n| Target::Library(Deed(n))),
            ["epic", n] => number(n).map(|n| Target::Epic(Epic(n))),
            ["faction"] => Some(Target::Faction),
            ["do", rest @ ..] => button(rest).map(Target::Button),
            _ => None,
        };
        target.ok_or_else(|| UnknownTarget(id.to_owned()))
    }
}

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TARGET_TS: &str = r#"/** A thing a seat touches on a Rurik table (see the crate's target.rs). */
export type RurikTarget =
  | `region:${number}` | `banner:${number}` | `space:${number}:${number}` | `advisor:${number}`
  | `leader:${number}` | "ability" | `scheme:${number}` | `drawn:${number}` | `deed:${number}`
  | `inherit:${number}` | `deck:${number}` | `display:${number}` | `library:${number}`
  | `epic:${number}` | "faction" | `do:${RurikButton}`;
/** A button in words of a Rurik decision, after `do:`. */
export type RurikButton =
  | `bribe:${number}` | "points" | "coin" | `convert:${number}` | "end-turn" | "decline"
  | "lose:troop" | "lose:leader" | "boat" | "dock" | "market:good" | "market:coin"
  | "church:none" | "church:rebel" | `church:${number}` | "tavern:none" | `tavern:${number}`
  | `rebel:${number}` | "replace:yes" | "replace:no" | "pay:boon" | `pay:${RurikGood}`
  | "return-rebel:dungeon" | "return-rebel:mat" | "release:rebel" | `release:${number}:troop`
  | `release:${number}:leader` | `good:${RurikGood}` | `trade:${RurikGood}:boat` | `trade:${RurikGood}:dock`
  | "veche" | "keep:rebel" | `keep:${number}`;"#;
