//! Which actions are legal now, and why another is not.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::data::data;
use crate::state::{Pending, Phase, State};
use crate::turn::{advisors_of, legal_resolve, pass_number};

/// The seats that must decide now (one at a time in Rurik).
#[must_use]
pub fn to_act(state: &State) -> Vec<Seat> {
    state.decider().into_iter().collect()
}

pub fn legal_actions_into(state: &State, out: &mut Vec<Action>) {
    if let Some(p) = state.pending.last() {
        crate::decisions::legal(state, p, out);
        return;
    }
    match state.phase {
        Phase::ChooseLeader { .. }
        | Phase::ReturnInheritance { .. }
        | Phase::PlaceTroop { .. }
        | Phase::PlaceLeader { .. }
        | Phase::Inherit { .. } => {
            crate::setup::legal(state, out);
        }
        Phase::Strategy { seat } => crate::strategy::legal(state, seat, out),
        Phase::Action { pass, seat } => {
            let Some(turn) = state.turn.as_ref() else {
                unreachable!("the action phase always has a turn (validate)");
            };
            if turn.column.is_none() {
                let number = pass_number(state, pass).unwrap_or(0);
                out.extend(
                    advisors_of(state, seat, number)
                        .into_iter()
                        .map(|(column, row)| Action::TakeAdvisor { seat, column, row }),
                );
            } else if !turn.resolved {
                legal_resolve(state, seat, turn, out);
            } else {
                crate::muster::legal(state, seat, turn, out);
                crate::movement::legal(state, seat, turn, out);
                crate::attack::legal(state, seat, turn, out);
                crate::tax::legal(state, seat, turn, out);
                crate::build::legal(state, seat, turn, out);
                crate::epic::build::legal(state, seat, turn, out);
                crate::epic::effects::fort_moves(state, seat, turn, out);
                schemes(state, seat, turn.scheme_played, out);
                crate::deeds::legal(state, seat, turn, out);
                crate::conversion::legal(state, seat, turn, out);
                crate::leaders::legal(state, seat, turn, out);
                crate::rebels::legal(state, seat, turn, out);
                out.push(Action::EndTurn { seat });
            }
        }
        Phase::Release { seat } => crate::warfare::release::legal(state, seat, out),
        Phase::DeedDraft { seat } => out.extend(
            state
                .deed_display
                .iter()
                .map(|&deed| Action::TakeDeed { seat, deed }),
        ),
        Phase::Over => {}
    }
}

/// Playing a scheme card: one a turn, paying its coins.
fn schemes(state: &State, seat: Seat, played: bool, out: &mut Vec<Action>) {
    if played {
        return;
    }
    let player = &state.players[seat.index()];
    for card in crate::scheme::distinct(&player.schemes) {
        let Some(info) = data().schemes.get(card.index()) else {
            continue;
        };
        if player.coins >= u16::from(info.cost) {
            out.extend(
                (0..info.rewards.len() as u8).map(|choice| Action::PlayScheme {
                    seat,
                    card,
                    choice,
                }),
            );
        }
    }
}

/// Whether `action` is legal now; if not, which rule forbids it.
pub fn check(state: &State, action: &Action) -> Result<(), RulesError> {
    let Some(decider) = state.decider() else {
        return Err(RulesError::game_over());
    };
    if action.seat() != decider {
        return Err(RulesError::not_your_turn(action.seat()));
    }
    let mut legal = Vec::new();
    legal_actions_into(state, &mut legal);
    if legal.contains(action) {
        Ok(())
    } else {
        Err(rule_broken(state, action))
    }
}

/// The rule an unlisted action breaks, in the rulebooks' words: the
/// state-side refusal of `check` (the view-side answer to a touch is
/// [`crate::why`], the engine's `Explain`).
fn rule_broken(state: &State, action: &Action) -> RulesError {
    if let Some(refusal) = crate::attack::refusal(state, action) {
        return refusal;
    }
    let (heading, rule) = match (state.pending.last(), phase_rule(state.phase)) {
        (Some(p), _) => pending_rule(p),
        (None, Some(rule)) => rule,
        (None, None) if state.phase == Phase::Over => return RulesError::game_over(),
        (None, None) => {
            let (heading, rule) = turn_rule(state, action);
            return RulesError::illegal(heading, &rule);
        }
    };
    RulesError::illegal(heading, rule)
}

/// The decision `pending` asks for, as (heading, rule): what `check`
/// says of any other action, and the step `why` names first.
#[must_use]
pub fn pending_rule(pending: &Pending) -> (&'static str, &'static str) {
    match pending {
        Pending::Regroup { .. } => ("Out of Troops", "a player with no troops on the game board may muster two troops (which may include their leader) in any region before resolving their next advisor"),
        Pending::Bribe { .. } => ("Strategy Phase", "the advisor just placed may be given a bribe of coins you have"),
        Pending::LoseUnits { .. } => ("Attack", "the owner first removes one of their units from that region"),
        Pending::Stow { .. } => ("Trade Boon Tokens", "a good you collect is first placed on your boat or dock"),
        Pending::Market { .. } => ("Market", "taxing a region with your market first gives one more good of that type or one coin"),
        Pending::SchemeDeck { .. } => ("Scheme", "first choose the scheme deck to draw from"),
        Pending::KeepScheme { .. } => ("Scheme", "first keep one of the scheme cards drawn"),
        Pending::Church { .. } => ("Church", "building a church first converts one opponent's troop or a rebel there, or none"),
        Pending::Tavern { .. } => ("Tavern", "you may immediately play the top card from the scheme discard pile if you have not already played a scheme card this turn"),
        Pending::ChooseRebel { .. } => ("Attack", "first choose which rebel you defeat"),
        Pending::DisplayDeed { .. } => ("Scheme Cards", "first take a deed card from the display"),
        Pending::Sviatopolk { .. } => ("Sviatopolk", "first decide whether to replace the defeated rebel with one of your troops"),
        Pending::Pay { .. } => ("Deeds", "first pay the rest of the cost: goods from your dock (or trade boon tokens), scheme cards, captives, troops (your leader only as the last one in its region), structures, defeated rebels"),
        Pending::ChooseGood { .. } => ("Epic Structures", "first choose the good you gain from the supply"),
        Pending::Trade { .. } => ("Capital Port", "after taxing the Capital Port's region, you may trade one good for any other good"),
        Pending::Library { .. } | Pending::LibraryGive { .. } => LIBRARY,
        Pending::Veche { .. } => ("Veche", "once per round per player, after moving a troop into the Veche's region, you may place a troop from your supply on this card to draw a scheme card"),
        Pending::Defend { .. } => ("Capturing Troops", "the attacked player first chooses which of its units in that region is attacked"),
        Pending::Capture { checked: false, .. } => ("Capturing Troops", "if you would reveal zero scheme cards you may choose to check for a casualty by revealing one scheme card, from either deck"),
        Pending::Capture { .. } => ("Capturing Troops", "to attempt a capture, reveal one card from either scheme deck; or do not attempt it"),
        Pending::RebelAttack { .. } | Pending::RebelCapture { .. } => ("Solo Mode", "you choose which scheme deck the rebels reveal cards from"),
    }
}

/// What a phase outside the action phase allows, as (heading, rule);
/// `None` in the action phase (see its turn's rules) and at the end.
#[must_use]
pub fn phase_rule(phase: Phase) -> Option<(&'static str, &'static str)> {
    Some(match phase {
        Phase::ChooseLeader { .. } => ("Setup", "each player chooses a leader nobody has chosen"),
        Phase::ReturnInheritance { .. } => ("Inheritance Cards", "each player selects two of the three inheritance cards dealt and returns the other to the game box"),
        Phase::PlaceTroop { .. } => ("Setup", "players each place one of their troop miniatures in a region of their choice, in any regions in play"),
        Phase::PlaceLeader { .. } => ("Setup", "players each place their leader miniature in a region that they occupy"),
        Phase::Inherit { .. } => ("Inheritance Cards", "you must place each structure or troop gained in the region listed at the top of the inheritance card or spend one coin to place it in any region in play, paying any coin cost; or forfeit it for two coins"),
        Phase::Strategy { .. } => ("Strategy Phase", "place one of your advisors on a column that is not full; not in a column holding one of yours until your advisors occupy three different columns"),
        Phase::Release { .. } => ("Releasing Captives", "release captives in sets of two troops or rebels; choose the one that stays"),
        Phase::DeedDraft { .. } => ("Claim Phase", "take one deed card from the display"),
        Phase::Action { .. } | Phase::Over => return None,
    })
}

/// The rule of the turn an action breaks, the clauses of epic structures
/// added only where they stand.
fn turn_rule(state: &State, action: &Action) -> (&'static str, String) {
    let (heading, rule) = match action {
        Action::Move { .. } => return (MOVE.0, format!("{}{}", MOVE.1, city_gate_clause(state))),
        Action::Build { .. } => {
            return (BUILD.0, format!("{}{}", BUILD.1, catacombs_clause(state)))
        }
        Action::BuildEpic { .. } => {
            let (heading, rule) = EPIC_STRUCTURES;
            return (heading, format!("{rule}{}", catacombs_clause(state)));
        }
        _ => base_turn_rule(state, action),
    };
    (heading, rule.to_owned())
}

fn base_turn_rule(state: &State, action: &Action) -> (&'static str, &'static str) {
    let resolved = state.turn.as_ref().is_some_and(|t| t.resolved);
    match action {
        Action::TakeAdvisor { .. } => RESOLVE_BY_NUMBER,
        Action::TakePoints { .. } | Action::TakeCoin { .. } if !resolved => ("Action Phase", "take the action points of the advisor's space (paying its coin cost) or one coin instead"),
        _ if !resolved => TAKE_POINTS_FIRST,
        Action::Muster { .. } => MUSTER,
        Action::Move { .. } => MOVE,
        Action::Attack { from: Some(_), .. } => ("Siege Tower", "you may attack with a troop in either of these regions as though it were present in the other region"),
        Action::Attack { .. } => ATTACK,
        Action::Tax { .. } if state.turn.as_ref().is_some_and(|t| t.tax_finished) => ("Leaders", "Theofana acts once you finish spending tax points on your turn: after she has, no tax point is spent this turn"),
        Action::Tax { .. } if crate::rebels::standing(state).is_some_and(|c| c.effect == crate::rebels::FactionEffect::PeasantMutiny) => ("Tax", "tax a region you occupy whose goods token is still there, for one tax point if you rule it and two otherwise; Peasant Mutiny: when taxing in a region with any rebels, you must spend one additional tax point"),
        Action::Tax { .. } => TAX,
        Action::Build { .. } => BUILD,
        Action::PlayScheme { .. } => SCHEME_CARDS,
        Action::AccomplishDeed { .. } => DEEDS,
        Action::Convert { .. } => CONVERSION,
        Action::Predslava { .. } | Action::Sviatoslav { .. } | Action::Theofana { .. } => LEADER_ABILITY,
        Action::BuildEpic { .. } => EPIC_STRUCTURES,
        Action::CrossFort { .. } => ("Border Fort", "once per turn per player, you spend no movement points to move one troop between these regions"),
        Action::DefeatFaction { .. } => REBEL_FACTION,
        _ => ("Action Phase", "this is not an action of your turn now"),
    }
}

// The rules of a turn that `check` and `why` both say, as (heading, rule).

/// Which advisor resolves now.
pub const RESOLVE_BY_NUMBER: (&str, &str) = ("Action Phase", "advisors are resolved by number, lowest first, in turn order; take one of yours with the number now resolving");
/// A turn begins with the advisor's points or a coin.
pub const TAKE_POINTS_FIRST: (&str, &str) = (
    "Action Phase",
    "first take the action points of the advisor's space, or one coin instead",
);
/// Muster points.
pub const MUSTER: (&str, &str) = ("Muster", "each muster point places one troop from your supply (your leader first) in a region you occupy");
/// Movement points (the City Gate's clause: [`city_gate_clause`]).
pub const MOVE: (&str, &str) = (
    "Move",
    "each movement point moves one of your units into an adjacent region",
);
/// Attack points.
pub const ATTACK: (&str, &str) = (
    "Attack",
    "each attack point removes one rebel or one opponent unit in a region where you have a unit",
);
/// Tax points.
pub const TAX: (&str, &str) = ("Tax", "tax a region you occupy whose goods token is still there, for one tax point if you rule it and two otherwise");
/// Module C, Peasant Mutiny's effect (the faction card's words).
pub const PEASANT_MUTINY: &str =
    "Peasant Mutiny: when taxing in a region with any rebels, you must spend one additional tax point";
/// Theofana's ability (the leader card's words).
pub const THEOFANA: &str = "Theofana: once per round after you finish spending tax points on your turn, if you taxed in Theofana's region you may move her to an adjacent region or gain one coin from the supply";
/// Module A, the City Gate's effect (the card's words).
pub const CITY_GATE: &str =
    "City Gate: you must spend two movement points to move one troop into the City Gate's region";
/// Module A, the Catacombs' effect (the card's words).
pub const CATACOMBS: &str =
    "Catacombs: you may not build any additional structures in the Catacombs' region";
/// Module A, the Library's effect (the card's words).
pub const LIBRARY: (&str, &str) = ("Library", "once per round per player, after moving your leader into the Library's region, you may exchange one of your deeds with a deed on this card");

/// The City Gate's clause of the movement rule, where one stands (so
/// never without Module A).
#[must_use]
pub fn city_gate_clause(state: &State) -> &'static str {
    if crate::epic::built(state).any(|(c, _)| c.effect == crate::epic::Effect::CityGate) {
        "; moving a troop into the City Gate's region costs two, and Agatha may not move into it while moving any troops with her"
    } else {
        ""
    }
}

/// The Catacombs' clause of the building rules, where they stand (so
/// never without Module A).
#[must_use]
pub fn catacombs_clause(state: &State) -> &'static str {
    if crate::epic::built(state).any(|(c, _)| c.effect == crate::epic::Effect::Catacombs) {
        "; the Catacombs' region takes no more structures"
    } else {
        ""
    }
}
/// Build points.
pub const BUILD: (&str, &str) = ("Player Structures", "build in a region you occupy, for one build point if you rule it and two otherwise; each region may only contain three structures total, including one structure of each type");
/// One scheme card a turn.
pub const SCHEME_CARDS: (&str, &str) = (
    "Scheme Cards",
    "play one scheme card from your hand per turn, paying its coin cost",
);
/// One deed a turn.
pub const DEEDS: (&str, &str) = (
    "Deeds",
    "accomplish one deed in your hand per turn, meeting its requirements and able to pay its cost",
);
/// One conversion token a turn.
pub const CONVERSION: (&str, &str) = (
    "Conversion Token",
    "you may only use one conversion token per turn, each once a round, paying its goods",
);
/// A leader's ability.
pub const LEADER_ABILITY: (&str, &str) =
    ("Leaders", "your leader's ability does not allow this now");
/// Module A: one epic structure a turn.
pub const EPIC_STRUCTURES: (&str, &str) = ("Epic Structures", "during your turn, you may build one of the available epic structures: spend build points as normal in a region you occupy and meet any build condition listed on the epic structure card");
/// Module C: announcing the faction's defeat.
pub const REBEL_FACTION: (&str, &str) = ("Rebel Factions", "to defeat the rebel faction, a player must announce that they meet the defeat condition on their turn");
