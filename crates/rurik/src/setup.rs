//! Setup with the Stone & Blade core content: the map's rebels (each over a
//! hidden reward) and goods, two scheme decks, the deed display, a secret
//! agenda each, 2 coins each, leaders chosen in turn order, three
//! inheritance cards dealt (keep two), two troops each placed one at a time
//! in turn order, leaders placed where their owners have a troop, then the
//! inheritance cards revealed and gained, trade boon tokens below the wood,
//! fish and honey columns, and five warfare reward tokens on the track.

use ruleshelf_engine::{Entry, Rng, RulesError, Seat};

use crate::action::Action;
use crate::data::{data, Good, Structure};
use crate::event::Event;
use crate::ids::{Id, Inheritance, Leader, Region};
use crate::map::troops;
use crate::options::Options;
use crate::state::{GameTag, Phase, Player, RegionState, State, FORMAT_VERSION};

/// Troops each seat places at setup (Stone & Blade setup step 17).
pub const START_TROOPS: u8 = 2;
/// Inheritance cards dealt to each seat (each keeps all but one).
pub const INHERITANCE_DEALT: usize = 3;

fn shuffled<T: Id>(rng: &mut Rng, n: usize) -> Vec<T> {
    shuffled_of(rng, n, |_| true)
}

/// The ids in `0..n` that `keep` keeps, shuffled.
fn shuffled_of<T: Id>(rng: &mut Rng, n: usize, keep: impl Fn(usize) -> bool) -> Vec<T> {
    let mut v: Vec<T> = (0..n).filter(|i| keep(*i)).map(T::at).collect();
    rng.shuffle(&mut v);
    v
}

pub fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
    options.check()?;
    let d = data();
    let seats = options.seats;
    let mut rng = Rng::new(seed);
    let solo = options.is_solo();
    // Solo: "You are always the first player."
    let first = match options.first_seat {
        Some(seat) => seat,
        None if solo => Seat(0),
        None => Seat(rng.below(u32::from(seats)) as u8),
    };
    let mut rebels = shuffled(&mut rng, rebel_count(options));
    let regions: Vec<RegionState> = Region::all(d.regions.len())
        .map(|r| {
            let in_play = d.in_play(r, seats);
            RegionState {
                troops: vec![0; usize::from(options.sides())],
                // Solo: the neutral troops take the rebels' places (solo setup).
                rebels: if in_play && !solo {
                    rebels.pop().into_iter().collect()
                } else {
                    Vec::new()
                },
                structures: Vec::new(),
                goods: in_play,
            }
        })
        .collect();
    // The modules' cards are shuffled in with the others (Module A, Setup
    // A; Module B, Setup A).
    let mut schemes = shuffled_of(&mut rng, d.schemes.len(), |i| {
        options.plays(d.schemes[i].module)
    });
    let second = schemes.split_off(schemes.len().div_ceil(2));
    let mut deeds = shuffled_of(&mut rng, d.deeds.len(), |i| {
        options.deals(d.deeds[i].module, d.deeds[i].solo)
    });
    let display = deeds.split_off(deeds.len().saturating_sub(usize::from(d.deed_display.size)));
    let mut agendas = shuffled_of(&mut rng, d.agendas.len(), |i| {
        options.deals(d.agendas[i].module, d.agendas[i].solo)
    });
    let mut inheritance: Vec<Inheritance> = Inheritance::all(d.inheritance.len())
        .filter(|i| d.inheritance[*i].min_seats <= seats)
        .collect();
    rng.shuffle(&mut inheritance);
    let mut tokens = shuffled(&mut rng, d.warfare_rewards.tokens.len());
    tokens.truncate(d.warfare_rewards.spaces.len());
    let sides = options.sides();
    let epic = options
        .epic_structures
        .then(|| crate::epic::setup(sides, &mut rng));
    let warfare = options.warfare.then(|| crate::warfare::setup(sides));
    let faction = options
        .rebel_factions
        .then(|| crate::rebels::setup(&mut rng));
    let mut log = Vec::new();
    let players: Vec<Player> = Seat::all(seats)
        .map(|seat| {
            let agenda = agendas.pop();
            let dealt = inheritance.split_off(inheritance.len().saturating_sub(INHERITANCE_DEALT));
            if let Some(agenda) = agenda {
                log.push(Entry {
                    to: Some(seat),
                    event: Event::AgendaDealt { seat, agenda },
                });
            }
            for &card in &dealt {
                log.push(Entry {
                    to: Some(seat),
                    event: Event::InheritanceDealt { seat, card },
                });
            }
            Player {
                agenda,
                inheritance: dealt,
                ..household(d.supply.troops, d.supply.coins)
            }
        })
        .collect();
    let rows = d
        .board(seats)
        .columns
        .iter()
        .map(|c| vec![None; c.slots.len()])
        .collect();
    log.insert(
        0,
        Entry {
            to: None,
            event: Event::FirstPlayer { seat: first },
        },
    );
    let mut state = State {
        game: GameTag::Rurik,
        version: FORMAT_VERSION,
        options: Options {
            seed: Some(seed),
            ..options.clone()
        },
        round: 1,
        first_seat: first,
        token_holder: first,
        phase: Phase::ChooseLeader { seat: first },
        pending: Vec::new(),
        regions,
        board: rows,
        players,
        scheme_decks: vec![schemes, second],
        scheme_discard: Vec::new(),
        scheme_box: Vec::new(),
        deed_deck: deeds,
        deed_display: display,
        agenda_box: agendas,
        inheritance_box: inheritance,
        inheritance_revealed: Vec::new(),
        leaders_left: Leader::all(d.leaders.len()).collect(),
        rebel_supply: rebels,
        warfare_tokens: tokens,
        deed_discard: Vec::new(),
        epic,
        warfare,
        faction,
        solo: None,
        turn: None,
        rng,
        log,
    };
    if solo {
        crate::solo::setup::setup(&mut state);
    }
    Ok(state)
}

/// The rebels (the base game's, with their rewards) in the box; in a solo
/// game the neutral troops, which carry none.
#[must_use]
pub fn rebel_count(options: &Options) -> usize {
    let d = data();
    if options.is_solo() {
        usize::from(d.solo.setup.neutral)
    } else {
        d.rebel_rewards.pool.len().min(usize::from(d.supply.rebels))
    }
}

/// A household mat at the start: `troops` in the supply, `coins`, every
/// structure, trade boon tokens below their columns, nothing else.
#[must_use]
pub fn household(troops: u8, coins: u8) -> Player {
    let d = data();
    Player {
        leader: None,
        leader_at: None,
        coins: u16::from(coins),
        troops,
        structures: Structure::ALL
            .iter()
            .map(|k| d.supply.structures.of(*k))
            .collect(),
        advisors: Vec::new(),
        boat: vec![0; 5],
        dock: vec![0; 5],
        boons: 0,
        boons_below: Good::ALL
            .iter()
            .map(|g| d.boat.columns.get(g.index()).is_some_and(|c| c.boon))
            .collect(),
        schemes: Vec::new(),
        drawn: Vec::new(),
        deeds: Vec::new(),
        done: Vec::new(),
        agenda: None,
        inheritance: Vec::new(),
        claims: vec![0; 3],
        warfare: 0,
        warfare_earned: Vec::new(),
        vp_tokens: 0,
        defeated: Vec::new(),
        conversions: Vec::new(),
        leader_used: false,
    }
}

pub fn legal(state: &State, out: &mut Vec<Action>) {
    match state.phase {
        Phase::ChooseLeader { seat } => out.extend(
            state
                .leaders_left
                .iter()
                .map(|&leader| Action::ChooseLeader { seat, leader }),
        ),
        Phase::ReturnInheritance { seat } => {
            out.extend(
                state.players[seat.index()]
                    .inheritance
                    .iter()
                    .map(|&card| Action::ReturnInheritance { seat, card }),
            );
        }
        Phase::PlaceTroop { seat } => out.extend(
            state
                .in_play()
                .filter(|r| !crate::solo::barred(state, *r))
                .map(|region| Action::PlaceTroop { seat, region }),
        ),
        Phase::PlaceLeader { seat } => {
            out.extend(
                state
                    .in_play()
                    .filter(|r| troops(state, seat, *r) > 0)
                    .map(|region| Action::PlaceLeader { seat, region }),
            );
        }
        Phase::Inherit { seat } => crate::inheritance::legal(state, seat, out),
        Phase::Strategy { .. }
        | Phase::Action { .. }
        | Phase::Release { .. }
        | Phase::DeedDraft { .. }
        | Phase::Over => unreachable!("legal hands only the setup phases here"),
    }
}

/// The next seat in turn order, or `None` after the last (the rebels of a
/// solo game have no setup decisions).
fn next(state: &State, seat: Seat) -> Option<Seat> {
    state.next_seat(seat)
}

pub fn choose_leader(state: &mut State, seat: Seat, leader: Leader) {
    state.leaders_left.retain(|l| *l != leader);
    state.players[seat.index()].leader = Some(leader);
    state.log(Event::LeaderChosen { seat, leader });
    state.phase = match next(state, seat) {
        Some(n) => Phase::ChooseLeader { seat: n },
        None => Phase::ReturnInheritance {
            seat: state.first_seat,
        },
    };
}

pub fn return_inheritance(state: &mut State, seat: Seat, card: Inheritance) {
    let player = &mut state.players[seat.index()];
    player.inheritance.retain(|c| *c != card);
    state.inheritance_box.push(card);
    state.phase = match next(state, seat) {
        Some(n) => Phase::ReturnInheritance { seat: n },
        None => Phase::PlaceTroop {
            seat: state.first_seat,
        },
    };
}

pub fn place_troop(state: &mut State, seat: Seat, region: Region) {
    crate::muster::place_troop(state, seat, region);
    let done = |p: &Player| p.troops <= data().supply.troops - START_TROOPS;
    let seats = usize::from(state.seats());
    state.phase = if state.players.iter().take(seats).all(done) {
        Phase::PlaceLeader {
            seat: state.first_seat,
        }
    } else {
        Phase::PlaceTroop {
            seat: seat.clockwise(1, state.seats()),
        }
    };
}

pub fn place_leader(state: &mut State, seat: Seat, region: Region) {
    state.players[seat.index()].leader_at = Some(region);
    state.log(Event::Mustered {
        seat,
        region,
        leader: true,
    });
    match next(state, seat) {
        Some(n) => state.phase = Phase::PlaceLeader { seat: n },
        None => reveal_selected(state, state.first_seat),
    }
}

/// Setup step 19: "In clockwise order, beginning with the first player,
/// players each reveal their selected inheritance cards and gain the
/// corresponding starting bonuses": `seat`'s turn, its cards face up.
fn reveal_selected(state: &mut State, seat: Seat) {
    state.phase = Phase::Inherit { seat };
    let cards = state.players[seat.index()].inheritance.clone();
    if !cards.is_empty() {
        state.log(Event::SelectedInheritanceRevealed { seat, cards });
    }
}

/// After a seat's inheritance cards are all gained or forfeited, the next
/// seat reveals; after the last, the Rebel Factions module takes the cards
/// for its deck and round 1 begins.
pub fn after_inheritance(state: &mut State, seat: Seat) {
    if !state.players[seat.index()].inheritance.is_empty() {
        return;
    }
    match next(state, seat) {
        Some(n) => reveal_selected(state, n),
        None => {
            crate::rebels::deal_deck(state);
            crate::solo::setup::deal_inheritance(state);
            crate::claim::begin_round(state);
        }
    }
}
