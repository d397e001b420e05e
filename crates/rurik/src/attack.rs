//! Attack: each attack point removes one rebel or one opponent unit in a
//! region where you have a unit (or, across a Siege Tower, next to it). A
//! rebel gives its reward; an opponent's unit moves you up the warfare
//! track and you check for casualties. With Warfare, a capture attempt may
//! follow ([`crate::warfare::capture`]); under Armed Uprising, attacking a
//! rebel needs a casualty check too.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::data::{data, Ability, Structure};
use crate::event::Event;
use crate::gains::{advance_warfare, coins, gain_all};
use crate::ids::{Rebel, Region};
use crate::map::{has_structure, leader_here, rules, structures_work, units};
use crate::options::RebelRewards;
use crate::scheme::{casualty_check, drawable_decks, Check};
use crate::state::{Pending, State, Turn};
use crate::warfare::capture;

/// How many scheme cards an attack on `target` (absent: a rebel, checked
/// as if an opponent under Armed Uprising) in `region` reveals: one, one
/// more if the target rules the region, one more for its stronghold there,
/// more for a Town Wall; one fewer with Boris there or an easy attack
/// point.
#[must_use]
pub fn reveals(state: &State, seat: Seat, region: Region, target: Option<Seat>, easy: bool) -> u8 {
    let mut n = 1u8 + crate::epic::effects::extra_reveals(state, region);
    if let Some(target) = target {
        if rules(state, target, region) {
            n += 1;
        }
        if has_structure(state, target, region, Structure::Stronghold)
            && structures_work(state, target, region)
        {
            n += 1;
        }
    }
    if leader_here(state, seat, Ability::Boris, region) {
        n -= 1;
    }
    if easy {
        n = n.saturating_sub(1);
    }
    n.saturating_sub(crate::solo::fewer_reveals(state, seat, region, target))
}

/// The decks an attack revealing `n` cards may check from; with none to
/// reveal (or no card left anywhere) it is listed once, with deck 0.
fn decks(state: &State, n: u8) -> Vec<u8> {
    let decks = if n > 0 {
        drawable_decks(state)
    } else {
        Vec::new()
    };
    if decks.is_empty() {
        vec![0]
    } else {
        decks
    }
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let kinds = [
        (false, turn.points.attack > 0),
        (true, turn.points.easy_attack > 0),
    ];
    let rebels_checked = crate::rebels::checks_rebel_attacks(state, seat);
    for region in state.in_play() {
        for from in crate::epic::effects::attack_origins(state, seat, region) {
            for (easy, have) in kinds {
                if !have {
                    continue;
                }
                let mut push = |target: Option<Seat>, deck: u8| {
                    out.push(Action::Attack {
                        seat,
                        region,
                        target,
                        deck,
                        easy,
                        from,
                    });
                };
                if !state.regions[region].rebels.is_empty() {
                    let n = if rebels_checked {
                        reveals(state, seat, region, None, easy)
                    } else {
                        0
                    };
                    for deck in decks(state, n) {
                        push(None, deck);
                    }
                }
                for target in
                    Seat::all(state.sides()).filter(|t| *t != seat && units(state, *t, region) > 0)
                {
                    for deck in decks(state, reveals(state, seat, region, Some(target), easy)) {
                        push(Some(target), deck);
                    }
                }
            }
        }
    }
}

/// `seat` loses `icons` units in `region` (a double casualty icon takes
/// two troops, or the only one there).
pub fn casualties(state: &mut State, seat: Seat, region: Region, icons: u8) {
    if icons > 0 {
        state.pending.push(Pending::LoseUnits {
            seat,
            region,
            count: icons,
        });
    }
}

pub fn play(
    state: &mut State,
    seat: Seat,
    region: Region,
    target: Option<Seat>,
    deck: u8,
    easy: bool,
    from: Option<Region>,
) {
    if let Some(turn) = state.turn.as_mut() {
        if easy {
            turn.points.easy_attack -= 1;
        } else {
            turn.points.attack -= 1;
        }
    }
    state.log(Event::Attacked {
        seat,
        region,
        target,
    });
    // A troop attacking across a Siege Tower takes its casualties where it stands.
    let from = from.unwrap_or(region);
    let check = match target {
        None => {
            let check = if crate::rebels::checks_rebel_attacks(state, seat) {
                let n = reveals(state, seat, region, None, easy);
                casualty_check(state, seat, deck, n)
            } else {
                Check::default()
            };
            capture::after_rebel_attack(state, seat, region, from, check);
            defeat_rebel(state, seat, region);
            check
        }
        Some(target) => {
            let n = reveals(state, seat, region, Some(target), easy);
            record(state, target, region);
            let mut check = casualty_check(state, seat, deck, n);
            // Solo, Gleb: "perform the casualty check twice ... one at a time".
            for _ in 1..crate::solo::casualty_checks(state, target, region) {
                let again = casualty_check(state, seat, deck, n);
                check.revealed += again.revealed;
                check.icons += again.icons;
            }
            if !capture::after_opponent_attack(state, seat, region, from, target, check) {
                state.pending.push(Pending::LoseUnits {
                    seat: target,
                    region,
                    count: 1,
                });
            }
            advance_warfare(state, seat);
            if leader_here(state, seat, Ability::Boris, region) {
                let paid = i32::from(state.players[target.index()].coins.min(1));
                coins(state, target, -paid);
                coins(state, seat, paid);
            }
            check
        }
    };
    casualties(state, seat, from, check.icons);
    if check.icons == 0
        && !state.players[seat.index()].leader_used
        && leader_here(state, seat, Ability::Gleb, region)
    {
        state.players[seat.index()].leader_used = true;
        crate::movement::gain_local(state, seat, region, GLEB_MOVES);
    }
}

/// "Gleb ... gain two movement points."
pub const GLEB_MOVES: u8 = 2;

/// What the turn's attack on `target` in `region` counts for the Warfare
/// deeds (a stronghold of its there, its leader there).
fn record(state: &mut State, target: Seat, region: Region) {
    let stronghold = has_structure(state, target, region, Structure::Stronghold);
    let leader = state.players[target.index()].leader_at == Some(region);
    if let Some(turn) = state.turn.as_mut() {
        let a = &mut turn.attacks;
        a.opponents = a.opponents.saturating_add(1);
        a.stronghold |= stronghold;
        a.leader |= leader;
    }
}

/// The rewards of the rebels in `region` a seat can tell apart: all of
/// them (once each) when they lie open, none otherwise.
#[must_use]
pub fn open_rewards(state: &State, region: Region) -> Vec<Rebel> {
    if state.options.rebel_rewards != RebelRewards::Open {
        return Vec::new();
    }
    let d = data();
    let mut out: Vec<Rebel> = Vec::new();
    for &r in state
        .regions
        .get(region.index())
        .map_or(&[][..], |x| x.rebels.as_slice())
    {
        if !out
            .iter()
            .any(|o| d.rebel_rewards.pool.get(o.index()) == d.rebel_rewards.pool.get(r.index()))
        {
            out.push(r);
        }
    }
    out
}

/// Attacking a rebel: with open rewards that differ, the attacker picks
/// which rebel; otherwise any (they are alike to everyone).
fn defeat_rebel(state: &mut State, seat: Seat, region: Region) {
    let choices = open_rewards(state, region);
    if choices.len() > 1 {
        state.pending.push(Pending::ChooseRebel { seat, region });
        return;
    }
    let Some(reward) = state
        .regions
        .get(region.index())
        .and_then(|r| r.rebels.last().copied())
    else {
        unreachable!("check offers an attack on a rebel only where one stands");
    };
    defeat(state, seat, region, reward);
}

/// Removes the rebel with `reward` from `region`: it is kept beside
/// `seat`'s mat as a defeated rebel and its reward is gained; Sviatopolk
/// may take its place.
pub fn defeat(state: &mut State, seat: Seat, region: Region, reward: Rebel) {
    let r = &mut state.regions[region];
    let Some(at) = r.rebels.iter().position(|x| *x == reward) else {
        unreachable!("check offers only the rewards of the rebels in the region (open_rewards)");
    };
    r.rebels.remove(at);
    state.players[seat.index()].defeated.push(reward);
    state.log(Event::RebelDefeated {
        seat,
        region,
        reward,
    });
    if leader_here(state, seat, Ability::Sviatopolk, region)
        && state.players[seat.index()].troops > 0
    {
        state.pending.push(Pending::Sviatopolk { seat, region });
    }
    if state.options.rebel_rewards != RebelRewards::None && !state.options.is_solo() {
        if let Some(gains) = data().rebel_rewards.pool.get(reward.index()) {
            gain_all(state, seat, gains);
        }
    }
}

/// "Attack": the casualty check reveals scheme cards from either scheme
/// deck; an attack that reveals none has no deck to name (the action says
/// deck 0).
pub const NO_DECK: (&str, &str) = (
    "Attack",
    "an attack whose casualty check reveals no scheme card names no deck: it is made with deck 0",
);

/// Why `action`, an attack that is legal with another deck, is refused:
/// it reveals no card and so names no deck, or its deck has no card to
/// reveal. `None` for any other action, or an attack refused for another
/// reason (which `check`'s general attack rule then gives).
#[must_use]
pub fn refusal(state: &State, action: &Action) -> Option<RulesError> {
    let Action::Attack {
        seat,
        region,
        target,
        deck,
        easy,
        from,
    } = *action
    else {
        return None;
    };
    let turn = state
        .turn
        .as_ref()
        .filter(|t| t.resolved && state.pending.is_empty())?;
    if state.decider() != Some(seat) {
        return None;
    }
    let mut listed = Vec::new();
    legal(state, seat, turn, &mut listed);
    let decks: Vec<u8> = listed
        .iter()
        .filter_map(|a| match *a {
            Action::Attack {
                seat: s,
                region: r,
                target: t,
                deck: d,
                easy: e,
                from: f,
            } if (s, r, t, e, f) == (seat, region, target, easy, from) => Some(d),
            _ => None,
        })
        .collect();
    if decks.is_empty() || decks.contains(&deck) {
        return None;
    }
    let reveals_none = if target.is_none() && !crate::rebels::checks_rebel_attacks(state, seat) {
        true
    } else {
        reveals(state, seat, region, target, easy) == 0
    };
    let (heading, rule) = NO_DECK;
    Some(if reveals_none {
        RulesError::illegal(
            heading,
            &format!("{rule}; this one reveals none, so it cannot name deck {deck}"),
        )
    } else if drawable_decks(state).is_empty() {
        RulesError::illegal(
            heading,
            &format!(
                "{rule}; no scheme card is left in either deck, so it cannot name deck {deck}"
            ),
        )
    } else {
        let open: Vec<String> = decks.iter().map(u8::to_string).collect();
        RulesError::illegal(
            heading,
            &format!("the casualty check reveals scheme cards from the top of either scheme deck: deck {deck} has no card to reveal; name deck {}", open.join(" or ")),
        )
    })
}
