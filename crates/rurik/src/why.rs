//! "Why not?" for Rurik: the things a seat touches ([`Target`]) and, from
//! a seat's view alone, why one cannot be used now.
//!
//! - Pending steps ([`Explain::pending`]): a decision of the `pending`
//!   stack (with `check`'s rule for it, [`pending_rule`]); at setup,
//!   choosing a leader and returning one of the three inheritance cards
//!   dealt; in the action phase, taking the advisor's points or a coin.
//! - The phase ([`WhyKind::Phase`]): a target the phase does not use (a
//!   scheme deck in the strategy phase), with the phase's rule
//!   ([`phase_rule`]) or the turn's.
//! - The rule for the target ([`WhyKind::Forbidden`]): a region not in
//!   play; at setup, a region without your troop for your leader; a banner
//!   that is full or holds your advisor before your advisors stand on three
//!   banners; in your turn, a region none of your points can be spent on
//!   (muster, move, attack, tax, build: each said with the values that
//!   matter), a scheme card or deed when one was played this turn or its
//!   coins are missing, an epic structure built or unaffordable.
//!
//! [`WhyKind::Phase`]: ruleshelf_engine::why::WhyKind::Phase
//! [`WhyKind::Forbidden`]: ruleshelf_engine::why::WhyKind::Forbidden

use ruleshelf_engine::why::{Explain, Why};
use ruleshelf_engine::{Rng, Seat};

use crate::action::Action;
use crate::data::{data, Ability, Banner};
use crate::epic::Effect;
use crate::ids::{Deed, Region};
use crate::legal::{
    catacombs_clause, city_gate_clause, pending_rule, phase_rule, ATTACK, BUILD, CATACOMBS,
    CITY_GATE, DEEDS, EPIC_STRUCTURES, LEADER_ABILITY, LIBRARY, MOVE, MUSTER, PEASANT_MUTINY,
    REBEL_FACTION, RESOLVE_BY_NUMBER, SCHEME_CARDS, TAKE_POINTS_FIRST, TAX, THEOFANA,
};
use crate::state::{Phase, State, Turn};
use crate::target::{targets, Button, Target};
use crate::unmet;
use crate::view::View;
use crate::Rurik;

/// "Inheritance Cards" / "Setup": what a setup step asks, as `check` says it.
fn phase_why(phase: Phase) -> Why {
    match phase_rule(phase) {
        Some((heading, rule)) => Why::phase(heading, rule),
        None => Why::phase(TURN.0, TURN.1),
    }
}

/// What a turn in the action phase allows.
const TURN: (&str, &str) = (
    "Action Phase",
    "in your turn you spend the action points of the advisor you took, and may play one scheme card, accomplish one deed, use one conversion token and your leader's ability, then end your turn",
);

/// The strategy board in the action phase.
const BOARD_IN_TURN: (&str, &str) = (
    "Action Phase",
    "advisors are placed in the strategy phase; in the action phase each is taken from the board when its number resolves",
);

/// The table as the viewer sees it, its unseen part dealt (the same deal
/// for every question): what the rules' own functions read, so an answer
/// weighs a deed, a cost or a tax exactly as `legal` does. Only the
/// viewer's own hand and the open table enter those answers.
fn seen(view: &View) -> State {
    crate::determinize::determinize(view, &mut Rng::new(0))
}

/// A region's name, or its number when the view names a region the map
/// does not have.
fn region_name(region: Region) -> String {
    data()
        .regions
        .get(region.index())
        .map_or_else(|| format!("region {region}"), |r| r.name.clone())
}

fn banner_name(view: &View, column: u8) -> &'static str {
    match data()
        .board(view.options.seats)
        .columns
        .get(usize::from(column))
        .map(|c| c.action)
    {
        Some(Banner::Muster) => "Muster",
        Some(Banner::Move) => "Move",
        Some(Banner::Attack) => "Attack",
        Some(Banner::Tax) => "Tax",
        Some(Banner::Build) => "Build",
        Some(Banner::Scheme) => "Scheme",
        None => "that",
    }
}

/// `seat`'s units in `region` as the view shows them (troops, and its
/// leader if there).
fn units(view: &View, seat: Seat, region: Region) -> u8 {
    view.regions.get(region.index()).map_or(0, |r| {
        r.troops
            .get(seat.index())
            .copied()
            .unwrap_or(0)
            .saturating_add(u8::from(r.leaders.contains(&seat)))
    })
}

fn plural(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Explain for Rurik {
    type Target = Target;

    fn targets(action: &Action) -> Vec<Target> {
        targets(action)
    }

    fn targets_in(view: &View) -> Vec<Target> {
        let mut out: Vec<Target> = Vec::new();
        let add = |out: &mut Vec<Target>, t: Target| {
            if !out.contains(&t) {
                out.push(t);
            }
        };
        for r in Region::all(view.regions.len()) {
            add(&mut out, Target::Region(r));
        }
        for (c, column) in view.board.iter().enumerate() {
            add(&mut out, Target::Banner(c as u8));
            for r in 0..column.len() {
                add(
                    &mut out,
                    Target::Space {
                        column: c as u8,
                        row: r as u8,
                    },
                );
            }
        }
        let me = view.viewer.and_then(|s| view.players.get(s.index()));
        if let Some(player) = me {
            for &n in &player.advisors {
                add(&mut out, Target::Advisor(n));
            }
            if player.leader.is_some() {
                add(&mut out, Target::Ability);
            }
        }
        if matches!(view.phase, Phase::ChooseLeader { .. }) {
            for &l in &view.leaders_left {
                add(&mut out, Target::Leader(l));
            }
        }
        if let Some(secrets) = me.and_then(|p| p.secrets.as_ref()) {
            secrets
                .schemes
                .iter()
                .for_each(|&c| add(&mut out, Target::Scheme(c)));
            secrets
                .drawn
                .iter()
                .for_each(|&c| add(&mut out, Target::Drawn(c)));
            secrets
                .deeds
                .iter()
                .for_each(|&d| add(&mut out, Target::Deed(d)));
            secrets
                .inheritance
                .iter()
                .for_each(|&c| add(&mut out, Target::Inherit(c)));
        }
        for d in 0..view.scheme_decks.len() {
            add(&mut out, Target::Deck(d as u8));
        }
        view.deed_display
            .iter()
            .for_each(|&d| add(&mut out, Target::Display(d)));
        if let Some(epic) = &view.epic {
            epic.display
                .iter()
                .for_each(|shown| add(&mut out, Target::Epic(shown.card)));
            epic.library
                .iter()
                .for_each(|&d| add(&mut out, Target::Library(d)));
        }
        if view.faction.is_some() {
            add(&mut out, Target::Faction);
        }
        // The buttons of the decision now (and anything else an action of
        // the viewer's is made on).
        for action in &view.actions {
            for t in targets(action) {
                add(&mut out, t);
            }
        }
        out
    }

    fn to_act_in(view: &View) -> Vec<Seat> {
        view.to_act.clone()
    }

    fn is_over(view: &View) -> bool {
        view.phase == Phase::Over
    }

    fn actions_in(view: &View) -> &[Action] {
        &view.actions
    }

    fn pending(view: &View) -> Option<Why> {
        let viewer = view.viewer?;
        if let Some(top) = view.pending.last() {
            if top.seat() != viewer {
                return None;
            }
            let (heading, rule) = pending_rule(top);
            return Some(Why::pending(heading, rule));
        }
        match view.phase {
            Phase::ChooseLeader { seat } | Phase::ReturnInheritance { seat } if seat == viewer => {
                let (heading, rule) = phase_rule(view.phase)?;
                Some(Why::pending(heading, rule))
            }
            Phase::Action { seat, .. } if seat == viewer => {
                let turn = view.turn.as_ref()?;
                (turn.column.is_some() && !turn.resolved)
                    .then(|| Why::pending(TAKE_POINTS_FIRST.0, TAKE_POINTS_FIRST.1))
            }
            _ => None,
        }
    }

    fn why_not(view: &View, target: &Target) -> Why {
        let Some(seat) = view.viewer else {
            return phase_why(view.phase);
        };
        if let Target::Region(region) = *target {
            if let Some(why) = region_out(view, region) {
                return why;
            }
        }
        match view.phase {
            Phase::PlaceTroop { .. } => {
                match *target {
                    Target::Region(region) if view.solo.is_some() => {
                        let (heading, rule) = phase_rule(view.phase).unwrap_or(TURN);
                        Why::forbidden(heading, format!("{rule}; in a solo game, not where the rebels stand: they occupy {}", region_name(region)))
                    }
                    _ => phase_why(view.phase),
                }
            }
            Phase::PlaceLeader { .. } => match *target {
                Target::Region(region) => {
                    let (heading, rule) = phase_rule(view.phase).unwrap_or(TURN);
                    Why::forbidden(
                        heading,
                        format!("{rule}: you have no troop in {}", region_name(region)),
                    )
                }
                _ => phase_why(view.phase),
            },
            Phase::Inherit { .. } => inherit(view, seat, target),
            Phase::Strategy { .. } => strategy(view, seat, target),
            Phase::Action { .. } => match view.turn.as_ref() {
                Some(turn) if turn.column.is_none() => resolving(view, seat, target),
                Some(turn) => in_turn(view, seat, turn, target),
                None => phase_why(view.phase),
            },
            _ => phase_why(view.phase),
        }
    }
}

/// A region the game does not use at this seat count.
fn region_out(view: &View, region: Region) -> Option<Why> {
    let seats = view.options.seats;
    let in_play = view.regions.get(region.index()).is_some_and(|r| r.in_play);
    (!in_play).then(|| {
        Why::forbidden(
            "Setup",
            format!(
                "only the regions for the player count are in play: {} is not, with {}",
                region_name(region),
                plural(seats, "seat", "seats")
            ),
        )
    })
}

/// Setup 19: a region no kept inheritance card can go to.
fn inherit(view: &View, seat: Seat, target: &Target) -> Why {
    let (heading, rule) = phase_rule(view.phase).unwrap_or(TURN);
    match *target {
        Target::Region(region) => {
            let coins = view.players.get(seat.index()).map_or(0, |p| p.coins);
            Why::forbidden(
                heading,
                format!("{rule}: none of your cards can put its troop or structure in {} now (you have {})", region_name(region), plural(coins, "coin", "coins")),
            )
        }
        _ => Why::phase(heading, rule),
    }
}

/// The strategy phase: advisors onto banners.
fn strategy(view: &View, seat: Seat, target: &Target) -> Why {
    let (heading, rule) = phase_rule(view.phase).unwrap_or(TURN);
    match *target {
        Target::Advisor(number) => Why::forbidden(heading, format!("{rule}: you have no advisor #{number} left to place")),
        Target::Banner(column) => {
            let name = banner_name(view, column);
            let full = view.board.get(usize::from(column)).is_none_or(|c| c.iter().all(Option::is_some));
            let own: Vec<usize> =
                (0..view.board.len()).filter(|c| view.board[*c].iter().flatten().any(|a| a.seat == seat)).collect();
            if full {
                Why::forbidden(heading, format!("{rule}: the {name} banner is full"))
            } else if own.contains(&usize::from(column)) {
                Why::forbidden(
                    heading,
                    format!("{rule}: you have an advisor on the {name} banner, and yours stand on {} so far", plural(own.len() as u32, "banner", "banners")),
                )
            } else {
                Why::forbidden(heading, rule)
            }
        }
        Target::Space { column, .. } => Why::forbidden(
            heading,
            format!("{rule}: an advisor is placed on a banner, not on a space; it takes the highest space of the {} banner whose advisor is weaker (strength: number plus bribe)", banner_name(view, column)),
        ),
        _ => Why::phase(heading, rule),
    }
}

/// The action phase, before the viewer took the advisor it resolves.
fn resolving(view: &View, seat: Seat, target: &Target) -> Why {
    let (heading, rule) = RESOLVE_BY_NUMBER;
    match *target {
        Target::Space { column, row } => {
            let advisor = view
                .board
                .get(usize::from(column))
                .and_then(|c| c.get(usize::from(row)))
                .copied()
                .flatten();
            match advisor {
                Some(a) if a.seat == seat => {
                    let now: Vec<String> = view
                        .actions
                        .iter()
                        .filter_map(|a| match *a {
                            Action::TakeAdvisor { column, row, .. } => view
                                .board
                                .get(usize::from(column))?
                                .get(usize::from(row))
                                .copied()
                                .flatten()
                                .map(|a| a.number),
                            _ => None,
                        })
                        .map(|n| format!("#{n}"))
                        .collect();
                    let now = now.first().cloned().unwrap_or_default();
                    Why::forbidden(
                        heading,
                        format!("{rule}: {now} resolves now, not #{}", a.number),
                    )
                }
                Some(_) => Why::forbidden(heading, format!("{rule}: this advisor is not yours")),
                None => Why::forbidden(heading, format!("{rule}: this space is empty")),
            }
        }
        _ => Why::phase(heading, rule),
    }
}

/// The viewer's turn, its points taken.
fn in_turn(view: &View, seat: Seat, turn: &Turn, target: &Target) -> Why {
    let player = view.players.get(seat.index());
    let coins = player.map_or(0, |p| p.coins);
    match *target {
        Target::Region(region) => region_in_turn(view, seat, turn, region),
        Target::Banner(_) | Target::Space { .. } | Target::Advisor(_) => {
            Why::phase(BOARD_IN_TURN.0, BOARD_IN_TURN.1)
        }
        Target::Scheme(card) => {
            let (heading, rule) = SCHEME_CARDS;
            let cost = data().schemes.get(card.index()).map_or(0, |c| c.cost);
            if turn.scheme_played {
                Why::forbidden(heading, format!("{rule}: you played one this turn"))
            } else if coins < u16::from(cost) {
                Why::forbidden(
                    heading,
                    format!(
                        "{rule}: this one costs {}, you have {coins}",
                        plural(cost, "coin", "coins")
                    ),
                )
            } else {
                Why::forbidden(heading, rule)
            }
        }
        Target::Deed(deed) => {
            let (heading, rule) = DEEDS;
            if turn.deed_done {
                Why::forbidden(heading, format!("{rule}: you accomplished one this turn"))
            } else {
                Why::forbidden(heading, format!("{rule}: {}", deed_unmet(view, seat, deed)))
            }
        }
        Target::Ability => ability(view, seat, turn),
        Target::Library(_) => library(view, seat),
        Target::Epic(card) => {
            let (heading, rule) = EPIC_STRUCTURES;
            let built = view
                .epic
                .as_ref()
                .and_then(|e| e.display.iter().find(|s| s.card == card))
                .is_some_and(|s| !s.built.is_empty());
            let is_library = crate::epic::card(card).is_some_and(|c| c.effect == Effect::Library);
            let rule = format!("{rule}{}", catacombs_clause(&seen(view)));
            if built && is_library {
                library(view, seat)
            } else if turn.epic_built {
                Why::forbidden(heading, format!("{rule}: you built one this turn"))
            } else if turn.points.build == 0 {
                Why::forbidden(heading, format!("{rule}: you have no build point"))
            } else if built {
                Why::forbidden(heading, format!("{rule}: this one is built"))
            } else {
                Why::forbidden(heading, rule)
            }
        }
        Target::Faction => {
            let (heading, rule) = REBEL_FACTION;
            let defeated = view.faction.as_ref().is_some_and(|f| f.defeated);
            let state = seen(view);
            match crate::rebels::card(&state) {
                _ if defeated => Why::forbidden(heading, format!("{rule}: it is defeated")),
                Some(card) => Why::forbidden(
                    heading,
                    format!(
                        "{rule}: the defeat condition of {} is to {}",
                        card.name,
                        unmet::needs_with_values(&state, seat, &card.defeat)
                    ),
                ),
                None => Why::forbidden(heading, rule),
            }
        }
        Target::Button(Button::EndTurn) => Why::phase(TURN.0, TURN.1),
        _ => Why::phase(TURN.0, TURN.1),
    }
}

/// A deed in hand that `legal` does not offer: its coins, the first need
/// not met, or the first part of its cost that cannot be paid, each with
/// the values.
fn deed_unmet(view: &View, seat: Seat, deed: Deed) -> String {
    let Some(card) = data().deeds.get(deed.index()) else {
        return "this deed is not in your hand".to_owned();
    };
    let state = seen(view);
    let coins = state.players[seat.index()].coins;
    if coins < u16::from(card.cost.coins) {
        return format!(
            "{} costs {}, you have {coins}",
            card.name,
            plural(card.cost.coins, "coin", "coins")
        );
    }
    if let Some(need) = unmet::need(&state, seat, &card.needs) {
        return format!("{} requires that you {need}", card.name);
    }
    match unmet::cost(&state, seat, &crate::deeds::deed_cost(&card.cost)) {
        Some(short) => format!("you cannot pay the cost of {}: {short}", card.name),
        None => format!("{} cannot be accomplished now", card.name),
    }
}

/// The viewer's leader's ability, not offered now: Theofana's condition
/// said with its values; another leader's once-a-round use.
fn ability(view: &View, seat: Seat, turn: &Turn) -> Why {
    let (heading, rule) = LEADER_ABILITY;
    let state = seen(view);
    let player = &state.players[seat.index()];
    if crate::map::ability(&state, seat) == Some(Ability::Theofana) {
        let why = if player.leader_used {
            "she was used this round".to_owned()
        } else if turn.tax_finished {
            "you finished taxing this turn".to_owned()
        } else {
            match player.leader_at {
                None => "she is not on the map".to_owned(),
                Some(at) => format!(
                    "you have not taxed in her region, {}, this turn",
                    region_name(at)
                ),
            }
        };
        return Why::forbidden(heading, format!("{THEOFANA}: {why}"));
    }
    Why::forbidden(
        heading,
        if player.leader_used {
            format!("{rule}: it was used this round")
        } else {
            rule.to_owned()
        },
    )
}

/// The Library's exchange, not offered now: its condition with the values.
fn library(view: &View, seat: Seat) -> Why {
    let (heading, rule) = LIBRARY;
    let state = seen(view);
    let Some(epic) = state.epic.as_ref() else {
        return Why::phase(TURN.0, TURN.1);
    };
    let at = crate::epic::built(&state)
        .find(|(c, _)| c.effect == Effect::Library)
        .map(|(_, site)| site.region);
    let player = &state.players[seat.index()];
    let why = match at {
        None => "the Library is not built".to_owned(),
        Some(_) if epic.library_used.get(seat.index()) == Some(&true) => {
            "you exchanged a deed there this round".to_owned()
        }
        Some(_) if player.deeds.is_empty() => "you have no deed in hand to exchange".to_owned(),
        Some(_) if epic.library.is_empty() => "no deed is on the card".to_owned(),
        Some(region) if player.leader_at == Some(region) => format!(
            "the exchange is offered as your leader moves into {}; it stands there already",
            region_name(region)
        ),
        Some(region) => format!(
            "your leader has not moved into {}, the Library's region",
            region_name(region)
        ),
    };
    Why::forbidden(heading, format!("{rule}: {why}"))
}

/// A region in the viewer's turn: for each kind of point it holds, why
/// that kind cannot be spent there.
fn region_in_turn(view: &View, seat: Seat, turn: &Turn, region: Region) -> Why {
    let p = &turn.points;
    let name = region_name(region);
    let Some(here) = view.regions.get(region.index()) else {
        return Why::phase(TURN.0, TURN.1);
    };
    let state = seen(view);
    let mine = units(view, seat, region);
    let player = view.players.get(seat.index());
    let mut reasons: Vec<(&str, String)> = Vec::new();
    if p.muster > 0 {
        let supply = player
            .is_some_and(|pl| pl.troops > 0 || (pl.leader.is_some() && pl.leader_at.is_none()));
        let (heading, rule) = MUSTER;
        let why = if !supply {
            "you have no troop in your supply".to_owned()
        } else if mine == 0 {
            format!("you have no unit in {name}")
        } else {
            String::new()
        };
        reasons.push((
            heading,
            if why.is_empty() {
                rule.to_owned()
            } else {
                format!("{rule}: {why}")
            },
        ));
    }
    if p.movement > 0 || p.far_move > 0 || !turn.local_moves.is_empty() {
        let (heading, rule) = MOVE;
        let gate = crate::epic::effects::move_cost(&state, region);
        let beside = crate::map::neighbours(&state, region).any(|r| units(view, seat, r) > 0);
        let points = p.movement.max(p.far_move);
        let why = if mine == 0 && gate > 1 && beside && points < gate {
            format!(
                "{CITY_GATE}: {name} holds it, and you have {}",
                plural(points, "movement point", "movement points")
            )
        } else if mine == 0 {
            format!("you have no unit in {name} to move")
        } else {
            format!("no movement point of yours can move a unit out of {name} now")
        };
        reasons.push((
            heading,
            format!("{rule}{}: {why}", city_gate_clause(&state)),
        ));
    }
    if p.attack > 0 || p.easy_attack > 0 {
        let (heading, rule) = ATTACK;
        let others = here.rebels > 0
            || here
                .troops
                .iter()
                .enumerate()
                .any(|(s, n)| s != seat.index() && *n > 0)
            || here.leaders.iter().any(|s| *s != seat);
        let why = if !others {
            format!("there is no rebel or opponent unit in {name}")
        } else if mine == 0 {
            format!("you have no unit in {name}")
        } else {
            format!("you cannot attack in {name} now")
        };
        reasons.push((heading, format!("{rule}: {why}")));
    }
    if p.tax > 0 {
        let (heading, rule) = TAX;
        let base = crate::tax::point_cost(&state, seat, region);
        let extra = crate::rebels::extra_tax(&state, seat, region);
        let cost = base + extra;
        let ruling = if here.ruler == Some(seat) {
            format!("you rule {name}, so it costs 1 tax point")
        } else if base == 1 {
            format!("Mstislav stands in {name}, so it costs 1 tax point")
        } else {
            format!("you do not rule {name}, so it costs 2 tax points")
        };
        let why = if turn.tax_finished {
            "Theofana acted, so your taxing is over this turn".to_owned()
        } else if !here.goods {
            format!("{name}'s goods token was taxed this round")
        } else if mine == 0 {
            format!("you do not occupy {name}")
        } else if p.tax < cost && extra > 0 {
            format!(
                "{ruling}, and {} more as {name} holds {} ({PEASANT_MUTINY}): {}, you have {}",
                extra,
                plural(here.rebels, "rebel", "rebels"),
                plural(cost, "tax point", "tax points"),
                p.tax
            )
        } else if p.tax < cost {
            format!("{ruling}: you have {}", p.tax)
        } else {
            format!("you cannot tax {name} now")
        };
        reasons.push((heading, format!("{rule}: {why}")));
    }
    if p.build > 0 {
        let (heading, rule) = BUILD;
        let cost = crate::tax::point_cost(&state, seat, region);
        let why = if mine == 0 {
            format!("you do not occupy {name}")
        } else if crate::epic::effects::blocks_building(&state, region) {
            format!("{CATACOMBS}: {name} holds the Catacombs")
        } else if here.structures.len() >= 3 {
            format!("{name} holds three structures")
        } else if p.build < cost {
            format!(
                "you do not rule {name}, so it costs 2 build points: you have {}",
                p.build
            )
        } else {
            format!("no structure of your supply fits in {name} now")
        };
        reasons.push((heading, format!("{rule}: {why}")));
    }
    match reasons.as_slice() {
        [] => Why::forbidden(
            TURN.0,
            format!(
                "you have no muster, movement, attack, tax or build point left to spend in {name}"
            ),
        ),
        [(heading, rule)] => Why::forbidden(heading, rule.clone()),
        _ => Why::forbidden(
            TURN.0,
            reasons
                .iter()
                .map(|(heading, rule)| format!("{heading}: {rule}"))
                .collect::<Vec<_>>()
                .join("; "),
        ),
    }
}
