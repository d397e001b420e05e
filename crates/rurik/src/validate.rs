//! Every invariant of a state, checked before any rule indexes into it.

use ruleshelf_engine::{RulesError, Seat};

use crate::data::{data, Structure, ROUNDS};
use crate::ids::{Id, Inheritance, Leader, Rebel, Region};
use crate::state::{Pending, Phase, State, FORMAT_VERSION};

fn bad(message: impl Into<String>) -> RulesError {
    RulesError::invalid_state(message)
}

/// Each id of `0..n` at most once (exactly once when `all`).
fn once<'a, T: Id + 'a>(
    what: &str,
    n: usize,
    ids: impl Iterator<Item = &'a T>,
    all: bool,
) -> Result<(), RulesError> {
    once_of(what, n, |_| true, ids, all)
}

/// Each id of `0..n` that `in_play` keeps at most once (exactly once when
/// `all`), and no other id.
fn once_of<'a, T: Id + 'a>(
    what: &str,
    n: usize,
    in_play: impl Fn(usize) -> bool,
    ids: impl Iterator<Item = &'a T>,
    all: bool,
) -> Result<(), RulesError> {
    let mut seen = vec![false; n];
    for &id in ids {
        let i = id.index();
        let Some(s) = seen.get_mut(i).filter(|_| in_play(i)) else {
            return Err(bad(format!("{what} {id} is not in this game")));
        };
        if *s {
            return Err(bad(format!("{what} {id} is in two places")));
        }
        *s = true;
    }
    if all && seen.iter().enumerate().any(|(i, s)| !s && in_play(i)) {
        return Err(bad(format!("a {what} is missing")));
    }
    Ok(())
}

pub fn validate(state: &State) -> Result<(), RulesError> {
    let d = data();
    if state.version != FORMAT_VERSION {
        return Err(bad(format!(
            "state format version {} is not {FORMAT_VERSION}, the version this build reads",
            state.version
        )));
    }
    state.options.check().map_err(|e| bad(e.message))?;
    let seats = state.seats();
    let sides = state.sides();
    let n = usize::from(sides);
    let seat_ok = |s: Seat| s.0 < seats;
    let side_ok = |s: Seat| s.0 < sides;
    if state.players.len() != n || state.regions.len() != d.regions.len() {
        return Err(bad("one household per side and every region of the map"));
    }
    if !(1..=ROUNDS).contains(&state.round)
        || !seat_ok(state.first_seat)
        || !seat_ok(state.token_holder)
    {
        return Err(bad("round or seat out of range"));
    }
    let side = d.board(seats);
    if state.board.len() != side.columns.len()
        || state
            .board
            .iter()
            .zip(&side.columns)
            .any(|(b, c)| b.len() != c.slots.len())
    {
        return Err(bad(
            "the strategy board does not have this seat count's shape",
        ));
    }
    if state
        .board
        .iter()
        .flatten()
        .flatten()
        .any(|a| !side_ok(a.seat) || !(1..=5).contains(&a.number))
    {
        return Err(bad("an advisor on the board is not a seat's advisor"));
    }
    if state.epic.is_some() != state.options.epic_structures
        || state.warfare.is_some() != state.options.warfare
        || state.faction.is_some() != state.options.rebel_factions
        || state.solo.is_some() != state.options.is_solo()
    {
        return Err(bad("the modules' parts do not match the options"));
    }
    if matches!(state.phase, Phase::Action { .. }) != state.turn.is_some() {
        return Err(bad(
            "a turn is under way in the action phase, and only then",
        ));
    }
    crate::epic::validate(state).map_err(bad)?;
    crate::warfare::validate(state).map_err(bad)?;
    crate::rebels::validate(state).map_err(bad)?;
    crate::solo::validate(state).map_err(bad)?;
    for (i, r) in state.regions.iter().enumerate() {
        let i = Region::at(i);
        let in_play = d.in_play(i, seats);
        if r.troops.len() != n
            || r.structures.len() + crate::epic::counted_in(state, i) > crate::build::REGION_LIMIT
            || r.structures.iter().any(|b| !side_ok(b.owner))
        {
            return Err(bad(format!("region {i} is malformed")));
        }
        if !in_play
            && (r.troops.iter().any(|t| *t > 0)
                || !r.rebels.is_empty()
                || !r.structures.is_empty()
                || r.goods)
        {
            return Err(bad(format!("region {i} is not in play but holds pieces")));
        }
        let mut kinds: Vec<Structure> = r.structures.iter().map(|b| b.kind).collect();
        kinds.sort_unstable();
        kinds.dedup();
        if kinds.len() != r.structures.len() {
            return Err(bad(format!("region {i} holds two structures of one type")));
        }
    }
    for (i, p) in state.players.iter().enumerate() {
        let seat = Seat(i as u8);
        if p.structures.len() != 5
            || p.boat.len() != 5
            || p.dock.len() != 5
            || p.boons_below.len() != 5
            || p.claims.len() != 3
        {
            return Err(bad(format!("{seat}'s household mat is malformed")));
        }
        let on_map: u32 = state
            .regions
            .iter()
            .map(|r| u32::from(r.troops[i]))
            .sum::<u32>()
            + crate::warfare::troops_held(state, seat) as u32
            + u32::from(crate::epic::veche_troops(state, seat));
        let troops = if crate::solo::is_rebels(state, seat) {
            d.solo.setup.rebels
        } else {
            d.supply.troops
        };
        if on_map + u32::from(p.troops) != u32::from(troops) {
            return Err(bad(format!("{seat} does not have exactly {troops} troops")));
        }
        for kind in Structure::ALL {
            let built = state
                .regions
                .iter()
                .flat_map(|r| &r.structures)
                .filter(|b| b.owner == seat && b.kind == kind)
                .count();
            if built + usize::from(p.structures[kind.index()])
                != usize::from(d.supply.structures.of(kind))
            {
                return Err(bad(format!("{seat}'s {kind:?} count is wrong")));
            }
        }
        if p.leader.is_some_and(|l| l.index() >= d.leaders.len())
            || p.leader_at.is_some_and(|r| !state.is_in_play(r))
            || (crate::warfare::leader_captive(state, seat)
                && (p.leader_at.is_some() || p.leader.is_none()))
        {
            return Err(bad(format!("{seat}'s leader is malformed")));
        }
        if p.boat
            .iter()
            .zip(&d.boat.columns)
            .any(|(n, c)| *n > c.spaces)
            || p.warfare > d.warfare_rewards.top
        {
            return Err(bad(format!(
                "{seat}'s boat or warfare track is over its limit"
            )));
        }
        if p.claims.iter().any(|l| usize::from(*l) > d.claim.vp.len())
            || p.advisors.iter().any(|a| !(1..=5).contains(a))
        {
            return Err(bad(format!("{seat}'s claims or advisors are malformed")));
        }
        if p.conversions
            .iter()
            .any(|c| c.index() >= d.conversions.recipes.len())
        {
            return Err(bad(format!("{seat}'s conversions are malformed")));
        }
        if p.coins > MAX_COINS
            || p.dock.iter().any(|n| *n > MAX_DOCK)
            || p.boons > 3
            || p.vp_tokens > 200
        {
            return Err(bad(format!(
                "{seat} holds more coins, goods or tokens than a game can give"
            )));
        }
    }
    let chosen: Vec<Leader> = state
        .players
        .iter()
        .filter_map(|p| p.leader)
        .chain(state.leaders_left.iter().copied())
        .collect();
    once("leader", d.leaders.len(), chosen.iter(), true)?;
    let p = &state.players;
    let o = &state.options;
    once_of(
        "scheme card",
        d.schemes.len(),
        |i| o.plays(d.schemes[i].module),
        state
            .scheme_decks
            .iter()
            .flatten()
            .chain(&state.scheme_discard)
            .chain(&state.scheme_box)
            .chain(p.iter().flat_map(|p| p.schemes.iter().chain(&p.drawn))),
        true,
    )?;
    if state.scheme_decks.len() != 2 {
        return Err(bad("there are two scheme decks"));
    }
    once_of(
        "deed",
        d.deeds.len(),
        |i| o.deals(d.deeds[i].module, d.deeds[i].solo),
        state
            .deed_deck
            .iter()
            .chain(&state.deed_display)
            .chain(&state.deed_discard)
            .chain(state.epic.iter().flat_map(|e| &e.library))
            .chain(p.iter().flat_map(|p| p.deeds.iter().chain(&p.done))),
        true,
    )?;
    once_of(
        "agenda",
        d.agendas.len(),
        |i| o.deals(d.agendas[i].module, d.agendas[i].solo),
        state
            .agenda_box
            .iter()
            .chain(p.iter().filter_map(|p| p.agenda.as_ref())),
        true,
    )?;
    let inheritance: Vec<Inheritance> = state
        .inheritance_box
        .iter()
        .chain(&state.inheritance_revealed)
        .chain(p.iter().flat_map(|p| &p.inheritance))
        .chain(
            state
                .faction
                .iter()
                .flat_map(|f| f.deck.iter().chain(&f.revealed)),
        )
        .chain(
            state
                .solo
                .iter()
                .flat_map(|s| s.inheritance.iter().chain(&s.revealed)),
        )
        .copied()
        .collect();
    once(
        "inheritance card",
        d.inheritance.len(),
        inheritance.iter(),
        false,
    )?;
    let for_seats = d
        .inheritance
        .iter()
        .filter(|c| c.min_seats <= seats)
        .count();
    if inheritance.len() != for_seats
        || inheritance
            .iter()
            .any(|i| d.inheritance[i.index()].min_seats > seats)
    {
        return Err(bad("the inheritance cards are not this seat count's"));
    }
    let held: Vec<Rebel> = Seat::all(sides)
        .flat_map(|s| crate::warfare::rebels_held(state, s))
        .collect();
    once(
        "rebel",
        crate::setup::rebel_count(&state.options),
        state
            .rebel_supply
            .iter()
            .chain(state.regions.iter().flat_map(|r| &r.rebels))
            .chain(p.iter().flat_map(|p| &p.defeated))
            .chain(&held),
        true,
    )?;
    if state.warfare_tokens.len() != d.warfare_rewards.spaces.len() {
        return Err(bad("one warfare reward token per rewarded space"));
    }
    once(
        "warfare token",
        d.warfare_rewards.tokens.len(),
        state.warfare_tokens.iter(),
        false,
    )?;
    if p.iter().any(|p| {
        p.warfare_earned
            .iter()
            .any(|t| !state.warfare_tokens.contains(t))
    }) {
        return Err(bad("a warfare reward earned is not on the track"));
    }
    phase(state)
}

/// More coins or goods of one type than any game can bring.
const MAX_COINS: u16 = 10_000;
const MAX_DOCK: u8 = 200;

/// A state whose top decision has one answer (or whose turn has one
/// advisor to take) was never left by a rule: those resolve at once.
fn settled(state: &State) -> Result<(), RulesError> {
    let mut copy = state.clone();
    crate::flow::settle(&mut copy);
    if copy.pending == state.pending && copy.phase == state.phase && copy.turn == state.turn {
        Ok(())
    } else {
        Err(bad("a decision with a single answer was left open"))
    }
}

fn phase(state: &State) -> Result<(), RulesError> {
    let seats = state.sides();
    // The rebels' decisions may wait below yours; never on top.
    if state.decider().is_some_and(|s| s.0 >= state.seats())
        || state.pending.iter().any(|p| p.seat().0 >= seats)
    {
        return Err(bad("a seat to decide is out of range"));
    }
    let region_ok = |r: Region| state.is_in_play(r);
    for p in &state.pending {
        let ok = match p {
            Pending::RebelAttack {
                region,
                from,
                target,
                ..
            } => region_ok(*region) && region_ok(*from) && target.is_none_or(|t| t.0 < seats),
            Pending::LoseUnits { region, .. }
            | Pending::Church { region, .. }
            | Pending::Sviatopolk { region, .. }
            | Pending::ChooseRebel { region, .. } => region_ok(*region),
            Pending::Defend {
                attacker,
                region,
                from,
                ..
            } => attacker.0 < seats && region_ok(*region) && region_ok(*from),
            Pending::Capture {
                region,
                from,
                target,
                ..
            } => region_ok(*region) && region_ok(*from) && target.is_none_or(|t| t.0 < seats),
            Pending::Regroup { left, .. } => *left <= crate::decisions::REGROUP_UNITS,
            Pending::Bribe { column, .. } => usize::from(*column) < state.board.len(),
            Pending::KeepScheme { deck, .. } => *deck < 2,
            Pending::Pay { cost, .. } => {
                cost.goods.len() == 5 && cost.troop_regions.iter().all(|r| region_ok(*r))
            }
            _ => true,
        };
        if !ok {
            return Err(bad("a pending decision is malformed"));
        }
    }
    match (state.phase, &state.turn) {
        (Phase::Action { pass, .. }, Some(turn)) => {
            if usize::from(pass) >= crate::turn::schedule(state).len()
                || turn
                    .column
                    .is_some_and(|c| usize::from(c) >= state.board.len())
                || turn
                    .local_moves
                    .iter()
                    .any(|l| !region_ok(l.region) || l.troops.len() != state.regions.len())
            {
                return Err(bad("the turn is malformed"));
            }
            Ok(())
        }
        (Phase::Action { .. }, None) => Err(bad("the action phase has a turn")),
        (_, Some(_)) => Err(bad("only the action phase has a turn")),
        _ => Ok(()),
    }?;
    settled(state)
}
