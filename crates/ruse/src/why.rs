//! "Why not?" for RUSE: [`Explain`] from a seat's view alone.
//!
//! - [`pending`]: a choice the viewer owes (a resource, a kit, a track, an
//!   instinct, the drawn den tiles...) comes before anything else.
//! - The phase ([`WhyKind::Phase`]): each target belongs to one step of the
//!   turn ("3. Actions Phase": place the die, then move the fox, then spend
//!   the value) or of the end of round (declare, then grow the kits); a
//!   target of another step than the one now is refused with that step.
//! - The rule ([`WhyKind::Forbidden`]): per target kind, the rulebook's
//!   words with the values that matter (a die space's cost against the die
//!   and the GP, how far the fox may move, the tile's actions...).

use ruleshelf_engine::{Explain, Seat, Why};

use crate::action::Action;
use crate::data::{Data, MARKERS};
use crate::game::Ruse;
use crate::ids::{Buy, Instinct, Obstacle, RuseTile, Territory, KITS, KIT_TRACK};
use crate::kits::{EXIT, MAX_KIT};
use crate::placement::Closed;
use crate::rules::{
    heading, ACTIVATE_A_TILE, CHEESE_FOR_GP, FREE_DESIGNATED_SPACE, OBJECTIVE_PER_KIT,
    VILLAGE_BUYS, WITHOUT_FIREFOX, WITHOUT_VILLAGE,
};
use crate::state::{Choice, KitPlace, Phase, Spot, Turn};
use crate::target::{exploration, path_territory, targets, targets_in, viewer, Target};
use crate::view::{DieSpaceView, PlayerView, View};

/// The rule a seat follows while it owes `choice`: its heading and what it
/// must do first.
#[must_use]
pub fn owed(choice: &Choice) -> (&'static str, &'static str) {
    match choice {
        Choice::StartingBonus => ("Player Setup", "collect either 2 growth points or one resource of your choice"),
        Choice::Resource => (heading::GAMEPLAY, "collect a resource of your choice from the supply"),
        Choice::Kit => (heading::KIT, "increase the value of one of your kit dice that can still grow"),
        Choice::Track => (heading::TRACK, "advance on a territory track of your choice that is not at its end"),
        Choice::ObstacleTerritory { .. } => (heading::OBSTACLES, "place the token in a vital territory of your choice"),
        Choice::Instinct { .. } => ("Develop Your Instincts", "place the cube in an instinct area you do not have yet"),
        Choice::FreeGrowth => (heading::GROWTH, "move a kit die forward 1 space on the growth track"),
        Choice::BonusSource { .. } => {
            ("Bonus Den Paths", "choose a tile from the instincts board, face-up or the top tile of the draw pile")
        }
        Choice::PlaceDen { .. } => {
            (heading::DEN, "form one or more continuous paths from the base with the drawn tiles, or discard them into your bag")
        }
    }
}

/// The viewer's owed choice, named with its rule.
#[must_use]
pub fn pending(view: &View) -> Option<Why> {
    let me = viewer(view)?;
    let first = view.pending.first().filter(|p| p.seat == me)?;
    let (heading, what) = owed(&first.choice);
    Some(Why::pending(heading, format!("first {what}")))
}

impl Explain for Ruse {
    type Target = Target;

    fn targets(action: &Action) -> Vec<Target> {
        targets(action)
    }

    fn targets_in(view: &View) -> Vec<Target> {
        targets_in(Data::standard(), view)
    }

    /// `x:<t>:<n>` is `x:<n>` for the seat whose die explores `t`.
    fn canonical(view: &View, target: &Target) -> Target {
        match *target {
            Target::Exploration(t, n) => exploration(view, t, n),
            other => other,
        }
    }

    fn to_act_in(view: &View) -> Vec<Seat> {
        if view.phase == Phase::Over {
            Vec::new()
        } else {
            view.to_act.clone()
        }
    }

    fn is_over(view: &View) -> bool {
        view.phase == Phase::Over
    }

    fn actions_in(view: &View) -> &[Action] {
        &view.actions
    }

    fn pending(view: &View) -> Option<Why> {
        pending(view)
    }

    fn why_not(view: &View, target: &Target) -> Why {
        why_not(Data::standard(), view, *target)
    }
}

/// "the River".
fn territory_name(t: Territory) -> &'static str {
    match t {
        Territory::River => "the River",
        Territory::Forest => "the Forest",
        Territory::Field => "the Field",
        Territory::Farm => "the Farm",
    }
}

/// "River" (a resource, a track).
fn resource_name(t: Territory) -> &'static str {
    &territory_name(t)[4..]
}

const KIT_NAMES: [&str; KITS] = ["K1", "K2", "K3", "B2", "B3"];

fn kit_name(kit: u8) -> &'static str {
    KIT_NAMES
        .get(usize::from(kit))
        .copied()
        .unwrap_or("that kit")
}

fn buy_words(buy: Buy) -> &'static str {
    match buy {
        Buy::Track => "progress on the territory track",
        Buy::Kit => "increase one of your kit dice",
        Buy::Hunt => "hunt",
        Buy::Mark => "mark the territory",
        Buy::Resource => "collect a resource of your choice",
    }
}

/// Where the turn's die is, in words.
fn spot_words(spot: Option<Spot>) -> String {
    match spot {
        Some(Spot::Territory { territory, .. }) => format!("in {}", territory_name(territory)),
        Some(Spot::MountainExplore { .. }) => "in the Mountains' exploration zone".to_owned(),
        Some(Spot::MountainObjectives) => "in the Mountains' objective card zone".to_owned(),
        Some(Spot::MountainTiles { .. }) => "in the Mountains' territory tiles zone".to_owned(),
        Some(Spot::Den { .. }) => "in your den".to_owned(),
        Some(Spot::ActionTile) => "on an Action tile".to_owned(),
        Some(Spot::Firefox { .. }) => "on the Firefox board".to_owned(),
        Some(Spot::Village { .. }) => "on the Village board".to_owned(),
        None => "not placed".to_owned(),
    }
}

/// The values that say why `cost` cannot be paid with the die showing
/// `value` and `gp` GP ("You may compensate for the remaining value with
/// growth points (GP), but your die must first reach 0"), or `None` when it
/// can.
#[must_use]
pub fn unaffordable(d: &Data, value: u8, gp: u8, cost: u8) -> Option<String> {
    if cost <= value {
        return None;
    }
    let bonus = if value > 0 {
        d.collection.empty_die_gp
    } else {
        0
    };
    if cost - value <= gp.saturating_add(bonus) {
        return None;
    }
    let emptied = if bonus > 0 {
        format!(" (and {bonus} more once it reaches 0)")
    } else {
        String::new()
    };
    Some(format!(
        "it costs {cost}: your die shows {value} and you have {gp} GP{emptied}"
    ))
}

/// A board's die spaces: as the view shows them, their costs, the board
/// in words and the heading of its rule.
struct Board<'a> {
    spaces: &'a [DieSpaceView],
    costs: &'a [u8],
    what: &'a str,
    head: &'static str,
}

/// The rule that says why die space `i` of `board` takes no die now.
fn die_space(d: &Data, view: &View, me: &PlayerView, board: &Board<'_>, i: u8) -> Why {
    let Board {
        spaces,
        costs,
        what,
        head,
    } = *board;
    let turn = view.turn;
    let Some(space) = spaces.get(usize::from(i)) else {
        return Why::forbidden(
            head,
            format!("{what} has no die space {}", u16::from(i) + 1),
        );
    };
    if let Some(die) = space.die {
        let whose = if Some(die.seat) == view.viewer {
            "your own die".to_owned()
        } else {
            format!("the die of seat {}", die.seat.index() + 1)
        };
        return Why::forbidden(
            head,
            format!("place your action die in a free space: this one holds {whose}"),
        );
    }
    match space.closed {
        Some(Closed::TwoPlayers) => {
            return Why::forbidden(
                heading::TWO_PLAYERS,
                "add an empty die tile to the action dice placement spaces to restrict them: this space is blocked for the whole game",
            )
        }
        Some(Closed::RoundFour) => {
            return Why::forbidden(
                heading::ROUND_MARKER,
                "in the 4th round, extra tiles further restrict action die placement spaces: this space is covered",
            )
        }
        None => {}
    }
    let cost = costs.get(usize::from(i)).copied().unwrap_or(0);
    let value = turn.map_or(0, |t| t.value);
    if let Some(values) = unaffordable(d, value, me.gp, cost) {
        return Why::forbidden(
            head,
            format!("place your die and pay the cost, offsetting it with GP: {values}"),
        );
    }
    Why::forbidden(head, FREE_DESIGNATED_SPACE)
}

/// How far the viewer's fox may move in `t` this turn, with the words of
/// the rule ("up to 2 spaces during the day and up to 3 spaces at night").
fn allowance(d: &Data, view: &View, me: &PlayerView, t: Territory) -> u8 {
    let base = if me.ruse == Some(RuseTile::Nocturnal) {
        d.movement.ignore_day_night
    } else if view.night {
        d.movement.night
    } else {
        d.movement.day
    };
    let star = u8::from(view.star.is_some() && view.star == view.viewer);
    let instinct = u8::from(me.instincts.contains(&Instinct::ExtraMove));
    let storm = u8::from(
        !view.night
            && view
                .territories
                .get(t.index())
                .is_some_and(|x| x.obstacle == Some(Obstacle::Storm)),
    );
    (base + star + instinct).saturating_sub(storm).max(1)
}

/// Why the viewer's fox cannot move to X`to` of the territory its die
/// explores.
fn moving(d: &Data, view: &View, me: &PlayerView, t: Territory, to: u8) -> Why {
    let last = view
        .territories
        .get(t.index())
        .map_or(0, |x| x.spaces.len() as u8);
    if to > last {
        return Why::forbidden(
            heading::MOVING,
            format!(
                "{} has no exploration space X{to}: X{last} is its centre",
                territory_name(t)
            ),
        );
    }
    let reach = allowance(d, view, me, t);
    let time = if view.night { "night" } else { "day" };
    let from = me
        .fox
        .filter(|f| f.territory == t && f.space >= 1)
        .map_or(0, |f| f.space);
    if to < from {
        return Why::forbidden(
            heading::MOVING,
            format!("you cannot move backward during your movement: your fox stands on X{from}, and a new start is from the base"),
        );
    }
    Why::forbidden(
        heading::MOVING,
        format!(
            "you may move up to 2 spaces during the day and up to 3 spaces at night: it is {time} and your fox may move {reach} now, from X{from}, and X{to} is {} away",
            to - from.min(to)
        ),
    )
}

/// Why the viewer cannot buy `buy` where its die is now (in its Act step).
fn buying(d: &Data, view: &View, turn: Turn, me: &PlayerView, buy: Buy) -> Why {
    let winter = view.options.is_winter();
    let instinct = |i| me.instincts.contains(&i);
    let (cost, t) = match turn.spot {
        Some(Spot::Territory { .. }) => {
            let Some(fox) = me.fox else { return Why::forbidden(heading::SPEND, "your fox is in no territory") };
            let Some(space) = fox.space.checked_sub(1).and_then(|i| view.territories.get(fox.territory.index())?.spaces.get(usize::from(i))) else {
                return Why::forbidden(
                    heading::SPEND,
                    "spend the value on the available actions in the territory where you end your movement: your fox is at the base, on no tile",
                );
            };
            let Some(tile) = d.exploration_tiles.get(usize::from(space.tile)) else {
                return Why::forbidden(heading::SPEND, "your fox stands on no known tile");
            };
            if !tile.offers(buy) {
                return Why::forbidden(
                    heading::SPEND,
                    format!("activate the available actions in the territory where you end your movement: the {} does not offer to {}", tile.name, buy_words(buy)),
                );
            }
            let discount = u8::from((buy == Buy::Hunt && instinct(Instinct::CheaperHunt)) || (buy == Buy::Track && instinct(Instinct::CheaperTrack)));
            let cost = d.action_cost(buy, winter).saturating_sub(discount);
            // The rules of the action itself, then its price.
            let t = fox.territory;
            let hunter = view.hunter == t;
            let wolf = view.territories.get(t.index()).is_some_and(|x| x.obstacle == Some(Obstacle::Wolf));
            if turn.used & buy.bit() != 0 {
                return Why::forbidden(heading::SPEND, format!("you can only perform each available action once during your turn: you did {} already", buy_words(buy)));
            }
            match buy {
                Buy::Hunt | Buy::Mark if hunter => {
                    let what = if buy == Buy::Hunt { "hunting" } else { "territory marking" };
                    return Why::forbidden(heading::HUNTER, format!("when the hunter or photographer is present in a territory, {what} is not allowed: it is in {}", territory_name(t)));
                }
                Buy::Hunt | Buy::Track if wolf => {
                    return Why::forbidden(heading::OBSTACLES, format!("the Wolf prevents hunting and advancing on the territory track: it is in {}", territory_name(t)));
                }
                Buy::Hunt if !space.hunting => return Why::forbidden(heading::HUNTING, "if no tile is present, you cannot hunt: this tile has no hunting tile"),
                Buy::Mark if space.marker == view.viewer => {
                    return Why::forbidden(heading::MARKING, "you cannot mark a territory that you already own: your marker is on this tile")
                }
                Buy::Mark if usize::from(me.markers_out) >= MARKERS => {
                    return Why::forbidden(heading::MARKING, format!("always use the leftmost marker from your personal board: all {MARKERS} are out"))
                }
                Buy::Track if me.ruse != Some(RuseTile::AnyTrack) && me.paws.get(t.index()).is_some_and(|p| *p >= d.top_level()) => {
                    return Why::forbidden(heading::TRACK, format!("your paw is at the end of the {} track", resource_name(t)))
                }
                _ => {}
            }
            (cost, Some(t))
        }
        Some(Spot::MountainExplore { .. }) => {
            if matches!(buy, Buy::Hunt | Buy::Mark) {
                return Why::forbidden(heading::MOUNTAINS, format!("the Mountains' exploration zone offers a resource, a track advance and a kit: not to {}", buy_words(buy)));
            }
            if turn.used & buy.bit() != 0 {
                return Why::forbidden(heading::SPEND, format!("you can only perform each available action once during your turn: you did {} already", buy_words(buy)));
            }
            let cost = d.mountain_cost(buy, winter).saturating_sub(u8::from(buy == Buy::Track && instinct(Instinct::CheaperTrack)));
            (cost, None)
        }
        Some(Spot::Village { .. }) => {
            return Why::forbidden(
                heading::VILLAGE,
                VILLAGE_BUYS,
            )
        }
        spot => {
            return Why::phase(
                heading::SPEND,
                format!("spend the value on the actions of the tile where your fox ends its movement, or of the Mountains' exploration zone: your die is {}", spot_words(spot)),
            )
        }
    };
    if let Some(values) = unaffordable(d, turn.value, me.gp, cost) {
        let what = buy_words(buy);
        return Why::forbidden(heading::SPEND, format!("you may compensate for the remaining value with GP, but your die must first reach 0: to {what} {values}"));
    }
    match buy {
        Buy::Kit => Why::forbidden(
            heading::KIT,
            format!("none of your kit dice can still grow (a kit die shows at most {MAX_KIT})"),
        ),
        Buy::Resource => Why::forbidden(heading::MOUNTAINS, "the supply has no resource left"),
        Buy::Track => Why::forbidden(
            heading::TRACK,
            match t {
                Some(t) => format!("your paw is at the end of the {} track", resource_name(t)),
                None => "your paws are at the end of every track".to_owned(),
            },
        ),
        _ => Why::forbidden(
            heading::SPEND,
            "you can only perform each available action once during your turn, paying its value",
        ),
    }
}

/// Why the viewer cannot grow `kit` now (in the kits' growth).
fn growing(d: &Data, me: &PlayerView, kit: u8) -> Why {
    let name = kit_name(kit);
    let Some(k) = me.kits.get(usize::from(kit)) else {
        return Why::forbidden(heading::GROWTH, "you have no such kit");
    };
    match k.place {
        KitPlace::Locked | KitPlace::Ready => Why::forbidden(
            heading::GROWTH,
            format!("{name} is not on a growth track yet: a black kit starts once the first kit of its track leaves, and its first space is free"),
        ),
        KitPlace::Exited | KitPlace::Den { .. } => Why::forbidden(
            heading::KITS_OUT,
            format!("{OBJECTIVE_PER_KIT}: {name} waits for one, or a free cube"),
        ),
        KitPlace::Growing { space } => {
            let target = space.saturating_add(1);
            let track = KIT_TRACK.get(usize::from(kit)).copied().unwrap_or(0);
            let blocked = target < EXIT
                && (0..KITS).any(|o| {
                    o != usize::from(kit)
                        && KIT_TRACK[o] == track
                        && matches!(me.kits.get(o).map(|x| x.place), Some(KitPlace::Growing { space: s }) if s == target || (kit >= 3 && s <= target))
                });
            if blocked {
                return Why::forbidden(heading::GROWTH, format!("a kit die moves onto a free space, behind its track's coloured kit: G{target} is not free for {name}"));
            }
            let cost = d.growth_tracks.get(track).and_then(|t| t.costs.get(usize::from(target.saturating_sub(2)))).copied().unwrap_or(0);
            let cost = if me.instincts.contains(&Instinct::CheaperGrowth) { cost.saturating_sub(1).max(1) } else { cost };
            if me.gp < cost {
                let exit = if target == EXIT { " (plus one resource or 1 hunting tile)" } else { "" };
                return Why::forbidden(heading::GROWTH, format!("pay the required GP from the growth track: {name} onto G{target} costs {cost} GP{exit}, you have {}", me.gp));
            }
            Why::forbidden(heading::GROWTH, format!("at the end of the track, pay one resource of your choice or 1 hunting tile: you have none for {name}"))
        }
    }
}

/// Why the viewer cannot send a kit above cube `slot` now (in the kits'
/// growth): one completed private objective per kit sent, an exited kit to
/// send, and a cube still there with no kit above it.
fn sending(me: &PlayerView, slot: u8) -> Why {
    let completed = me.completed.len();
    let sent = me
        .kits
        .iter()
        .filter(|k| matches!(k.place, KitPlace::Den { .. }))
        .count();
    let cube = u16::from(slot) + 1;
    if completed <= sent {
        let count = if completed == 0 {
            "you have completed none yet".to_owned()
        } else {
            format!(
                "you have completed {completed} and sent {} out already: no completed objective is left",
                counted(sent, "kit")
            )
        };
        return Why::forbidden(heading::KITS_OUT, format!("{OBJECTIVE_PER_KIT}: {count}"));
    }
    if !me.kits.iter().any(|k| k.place == KitPlace::Exited) {
        return Why::forbidden(
            heading::KITS_OUT,
            "a kit die goes above a cube once it has left its growth track: none of yours has",
        );
    }
    if !me
        .den
        .cubes
        .get(usize::from(slot))
        .copied()
        .unwrap_or(false)
    {
        return Why::forbidden(
            heading::KITS_OUT,
            format!(
                "a kit goes above a cube of the den board: cube {cube} has gone to an instinct"
            ),
        );
    }
    Why::forbidden(
        heading::KITS_OUT,
        format!(
            "a kit goes above a free cube of the den board: a kit already waits above cube {cube}"
        ),
    )
}

/// "1 kit", "2 kits".
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The phase reason for a target of a turn's step, outside the turn (the
/// end-of-round steps).
fn not_end_of_round(phase: Phase, what: &str) -> Why {
    let now = if matches!(phase, Phase::Objectives { .. }) {
        "declare your completed private objectives"
    } else {
        "grow your kits"
    };
    Why::phase(
        heading::END_OF_ROUND,
        format!("{what} during your turns; now is the end of the round: {now}, then finish"),
    )
}

/// Why the viewer, to act with nothing owed, cannot use `target`.
pub fn why_not(d: &Data, view: &View, target: Target) -> Why {
    let Some(me) = viewer(view).and_then(|s| view.players.get(s.index())) else {
        return Why::forbidden(heading::GAMEPLAY, "you have no seat at this table");
    };
    let phase = view.phase;
    let turn = view.turn;
    let in_turn = matches!(
        phase,
        Phase::Place { .. } | Phase::Move { .. } | Phase::Act { .. }
    );
    let placed = matches!(phase, Phase::Move { .. } | Phase::Act { .. });
    match target {
        // Placing the die.
        Target::VitalSpace(..)
        | Target::MountainExplore(_)
        | Target::ObjectiveZone
        | Target::MountainTiles(_)
        | Target::DenSpace(_)
        | Target::FirefoxSpace(_)
        | Target::VillageSpace(_)
        | Target::ActionTile
            if !matches!(phase, Phase::Place { .. }) =>
        {
            if placed {
                Why::phase(
                    heading::ACTIONS_PHASE,
                    format!("players choose one action by placing an action die: yours is already placed this turn, {}", spot_words(turn.and_then(|t| t.spot))),
                )
            } else {
                not_end_of_round(phase, "action dice are placed")
            }
        }
        Target::VitalSpace(t, i) => {
            let spaces = view.territories.get(t.index()).map_or(&[][..], |x| &x.dice);
            die_space(d, view, me, &Board { spaces, costs: &d.die_spaces.vital, what: territory_name(t), head: heading::VITAL }, i)
        }
        Target::MountainExplore(i) => {
            die_space(d, view, me, &Board { spaces: &view.mountains.explore, costs: &d.die_spaces.mountain_explore, what: "the exploration zone", head: heading::MOUNTAINS }, i)
        }
        Target::MountainTiles(i) => die_space(d, view, me, &Board { spaces: &view.mountains.tiles, costs: &d.die_spaces.mountain_tiles, what: "the territory tiles zone", head: heading::MOUNTAINS }, i),
        Target::ObjectiveZone => Why::forbidden(heading::OBJECTIVE_ZONE, "place your die in the objective card zone"),
        Target::DenSpace(i) => {
            let spaces: Vec<DieSpaceView> = me.den.dice.iter().map(|x| DieSpaceView { die: x.map(|value| crate::state::PlacedDie { seat: view.viewer.unwrap_or(Seat(0)), value }), closed: None }).collect();
            die_space(d, view, me, &Board { spaces: &spaces, costs: &d.die_spaces.den, what: "your den board", head: heading::DEN }, i)
        }
        Target::FirefoxSpace(i) => match &view.firefox {
            None => Why::forbidden(heading::FIREFOX, WITHOUT_FIREFOX),
            Some(f) => die_space(d, view, me, &Board { spaces: &f.dice, costs: &d.firefox.board.die_spaces, what: "the Firefox board", head: heading::FIREFOX }, i),
        },
        Target::VillageSpace(i) => match &view.village {
            None => Why::forbidden(heading::VILLAGE, WITHOUT_VILLAGE),
            Some(v) => die_space(d, view, me, &Board { spaces: &v.dice, costs: &d.village.board.die_spaces, what: "the Village board", head: heading::VILLAGE }, i),
        },
        Target::ActionTile => {
            let rule = "on your turn, place an action die on the tile, pay 1 resource, and increase a kit die";
            if me.action_tiles.is_empty() {
                Why::forbidden(heading::ACTION_TILE, format!("{rule}: you keep no Action tile"))
            } else if me.resources.iter().all(|r| *r == 0) {
                Why::forbidden(heading::ACTION_TILE, format!("{rule}: you have no resource to pay"))
            } else {
                Why::forbidden(heading::ACTION_TILE, format!("{rule}: none of your kit dice can still grow"))
            }
        }
        // Moving the fox.
        Target::Path(_) | Target::Exploration(..) if matches!(phase, Phase::Place { .. }) => Why::phase(
            heading::ACTIONS_PHASE,
            "place your action die first: explore the vital territories by placing it in a territory's die space, collect the bonuses, then move your fox",
        ),
        Target::Path(_) | Target::Exploration(..) if !in_turn => not_end_of_round(phase, "foxes move"),
        Target::Path(_) | Target::Exploration(..) if !matches!(turn.and_then(|t| t.spot), Some(Spot::Territory { .. })) => Why::phase(
            heading::ACTIONS_PHASE,
            format!("your fox moves when your die explores a vital territory: your die is {}", spot_words(turn.and_then(|t| t.spot))),
        ),
        Target::Path(_) | Target::Exploration(..) if matches!(phase, Phase::Act { .. }) => Why::phase(
            heading::MOVING,
            "you can only perform actions on one tile per turn: your fox has moved, spend your die's value or end your turn (you may continue moving on your next turn)",
        ),
        Target::Exploration(t, n) => match path_territory(view) {
            Some(here) if here == t => moving(d, view, me, t, n),
            Some(here) => Why::forbidden(
                heading::VITAL,
                format!("your fox explores the territory where you placed your die: {}, not {}", territory_name(here), territory_name(t)),
            ),
            _ => Why::forbidden(heading::MOVING, "move your fox in the territory where you placed your die"),
        },
        Target::Path(to) => match path_territory(view) {
            Some(t) => moving(d, view, me, t, to),
            None => Why::forbidden(heading::MOVING, "move your fox in the territory where you placed your die"),
        },
        // Spending the die's value.
        Target::Buy(_) | Target::DenDraw(_) | Target::Claim(_) | Target::Deck | Target::Completed(_) if matches!(phase, Phase::Place { .. }) => Why::phase(
            heading::SPEND,
            "place your action die first: its value is spent where it is placed",
        ),
        Target::Buy(_) if matches!(phase, Phase::Move { .. }) => Why::phase(
            heading::SPEND,
            "move your fox first: you spend your die's value on the available actions in the territory where you end your movement",
        ),
        Target::Buy(_) | Target::DenDraw(_) | Target::Claim(_) | Target::Deck | Target::Completed(_) if !matches!(phase, Phase::Act { .. }) => {
            not_end_of_round(phase, "a die's value is spent")
        }
        Target::Buy(buy) => match turn {
            Some(turn) => buying(d, view, turn, me, buy),
            None => Why::phase(heading::SPEND, "no die is in play"),
        },
        Target::DenDraw(pay) => {
            let Some(turn) = turn.filter(|t| matches!(t.spot, Some(Spot::Den { .. }))) else {
                return Why::phase(heading::DEN, format!("place your die in one of your den's action spaces to draw den path tiles: your die is {}", spot_words(turn.and_then(|t| t.spot))));
            };
            if turn.once {
                Why::forbidden(heading::DEN, "the action of drawing one or more den tiles can only be performed once per turn")
            } else if let Some(values) = unaffordable(d, turn.value, me.gp, pay) {
                Why::forbidden(heading::DEN, format!("spend and reduce your die's value to draw den path tiles, offsetting it with GP: {values}"))
            } else if pay == d.den.bonus_pay {
                Why::forbidden("Bonus Den Paths", "no bonus den path tile is left, face-up or in the draw pile")
            } else {
                Why::forbidden(heading::DEN, "your bag is empty: every den path tile of yours is in your den or drawn")
            }
        }
        Target::Claim(_) => {
            let Some(turn) = turn.filter(|t| matches!(t.spot, Some(Spot::MountainTiles { .. }))) else {
                return Why::phase(heading::TILES_ZONE, format!("place your die in the territory tiles zone to activate a tile available to all: your die is {}", spot_words(turn.and_then(|t| t.spot))));
            };
            match unaffordable(d, turn.value, me.gp, d.mountains.tile_spend) {
                _ if turn.once => Why::forbidden(heading::TILES_ZONE, "with an action die, activate one of the territory tiles available to all: you activated one already"),
                Some(values) => Why::forbidden(heading::TILES_ZONE, format!("activating a territory tile available to all spends your die's value: {values}")),
                None => Why::forbidden(heading::TILES_ZONE, ACTIVATE_A_TILE),
            }
        }
        Target::Deck | Target::Completed(_) => {
            let Some(turn) = turn.filter(|t| matches!(t.spot, Some(Spot::MountainObjectives))) else {
                return Why::phase(heading::OBJECTIVE_ZONE, format!("draw, discard or exchange objective cards with a die in the objective card zone: your die is {}", spot_words(turn.and_then(|t| t.spot))));
            };
            if turn.once {
                Why::forbidden(heading::OBJECTIVE_ZONE, "draw a new card, discard an incomplete card, or activate the exchange effect: one of them per die, and you did")
            } else if target == Target::Deck {
                Why::forbidden(heading::OBJECTIVE_ZONE, format!("you can always draw a new card while your deck has one: it has {}", me.deck_count))
            } else {
                Why::forbidden(heading::OBJECTIVE_ZONE, "a completed card's exchange effect is used once, paying what it shows")
            }
        }
        // Cards in hand: discarded in the objective zone, declared at the end of the round.
        Target::Objective(_) => match phase {
            Phase::Objectives { .. } => {
                Why::forbidden(heading::PRIVATE, "declare completed objectives during the end-of-round scoring: this card's requirements are not met")
            }
            Phase::Act { .. } if matches!(turn.and_then(|t| t.spot), Some(Spot::MountainObjectives)) => {
                Why::forbidden(heading::OBJECTIVE_ZONE, "discard an incomplete card: one of the zone's three, once per die, and you did")
            }
            _ => Why::phase(
                heading::PRIVATE,
                "declare completed objectives during the end-of-round scoring, or discard an incomplete card with a die in the objective card zone",
            ),
        },
        Target::Cheese => {
            if view.cheese != view.viewer {
                let who = match view.cheese {
                    Some(s) => format!("seat {} has it", s.index() + 1),
                    None => "no one has it".to_owned(),
                };
                Why::forbidden(heading::CHEESE, format!("the player with the cheese may exchange it for 4 GP during their turn: {who}"))
            } else {
                Why::phase(heading::CHEESE, CHEESE_FOR_GP)
            }
        }
        Target::EndTurn => match phase {
            Phase::Place { .. } => Why::phase(heading::ACTIONS_PHASE, "place your action die first: each turn, you choose one action by placing it"),
            Phase::Move { .. } => Why::phase(heading::MOVING, "move your fox first (up to your allowance, or stay at the base): then your turn may end"),
            _ => not_end_of_round(phase, "a turn is ended"),
        },
        Target::Finish => Why::phase(heading::END_OF_ROUND, "finish once you have declared and grown: only during the end-of-round scoring"),
        // The kits' growth.
        Target::Kit(kit) => match phase {
            Phase::Growth { .. } => growing(d, me, kit),
            _ => Why::phase(heading::GROWTH, format!("your kits grow during the kits' growth at the end of the round, or when a bonus raises one ({} shows {})", kit_name(kit), me.kits.get(usize::from(kit)).map_or(0, |k| k.value))),
        },
        Target::Cache(tile) => match phase {
            Phase::Growth { .. } if !me.cache.contains(&tile) => Why::forbidden(heading::HUNTING, "you have no hunting tile of that kind in your cache"),
            _ => Why::phase(heading::HUNTING, "you may exchange one or more tiles for 4 GP each during the kits' growth phase"),
        },
        Target::Cube(slot) if matches!(phase, Phase::Growth { .. }) => sending(me, slot),
        Target::Cube(slot) => Why::phase(
            heading::KITS_OUT,
            format!("move an exited kit die above a cube of the den board during the kits' growth, once you have completed enough private objectives (cube {})", u16::from(slot) + 1),
        ),
        // Made only when a choice is owed.
        Target::Resource(r) => match phase {
            Phase::Place { .. } if !me.action_tiles.is_empty() => Why::forbidden(
                heading::ACTION_TILE,
                format!("place an action die on the Action tile, pay 1 resource, and increase a kit die: you have {} {} resource", me.resources.get(r.index()).copied().unwrap_or(0), resource_name(r)),
            ),
            _ => Why::phase(heading::GAMEPLAY, format!("you collect a resource when a bonus grants one (you have {} {})", me.resources.get(r.index()).copied().unwrap_or(0), resource_name(r))),
        },
        Target::GrowthPoints => Why::phase("Player Setup", "gain 2 growth points (GP) or 1 resource of your choice: in the first round only"),
        Target::Track(t) => Why::phase(
            heading::TRACK,
            format!("you progress on the {} track with a die's value, where your fox stops or in the Mountains, or by a bonus", resource_name(t)),
        ),
        Target::Territory(_) => Why::phase(heading::OBSTACLES, "an obstacle is placed in a territory when its territory tile is drawn"),
        Target::Instinct(_) => Why::phase("Develop Your Instincts", "a cube goes to an instinct area when a kit above it is connected to a continuous path of your den"),
        Target::BonusTile(_) => Why::phase("Bonus Den Paths", "a bonus den path tile is taken with the den's \"pay 6\" or a bonus"),
        Target::Drawn(_) | Target::Cell(_) | Target::Turned(_) | Target::Bag => Why::phase(
            heading::DEN,
            "draw den path tiles first (a die on a den action space, then a draw), then place them in your den",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_that_shows_enough_pays_and_gp_make_up_the_rest_only_past_zero() {
        let d = Data::standard();
        assert_eq!(unaffordable(d, 3, 0, 3), None);
        assert_eq!(
            unaffordable(d, 1, 0, 3),
            None,
            "emptying the die gives 2 GP"
        );
        assert_eq!(
            unaffordable(d, 0, 1, 3).as_deref(),
            Some("it costs 3: your die shows 0 and you have 1 GP")
        );
    }
}
