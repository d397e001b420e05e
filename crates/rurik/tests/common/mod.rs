//! Hand-built positions for the rule tests.
#![allow(dead_code)]

use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Good, Structure};
use rurik::state::{Built, Phase, Points, Turn};
use rurik::{Action, Deed, Epic, Options, RebelRewards, Region, Rurik, Scheme, State};

pub mod solo;

/// A game of `seats` seats, seat 0 first, set up to the start of round 1's
/// strategy phase by always taking the first legal action (forfeiting
/// inheritance cards, so the map holds only the two troops and leader each).
#[must_use]
pub fn started(seats: u8) -> State {
    started_with(Options::new(seats))
}

/// `started`, with `options` (seat 0 first).
#[must_use]
pub fn started_with(options: Options) -> State {
    let options = Options {
        first_seat: Some(Seat(0)),
        ..options
    };
    let mut state = Rurik::new_game(&options, 11).unwrap();
    while !matches!(state.phase, Phase::Strategy { .. }) {
        let legal = Rurik::legal_actions(&state);
        let action = *legal
            .iter()
            .find(|a| matches!(a, Action::Forfeit { .. }))
            .unwrap_or(&legal[0]);
        let _ = Rurik::apply(&mut state, &action).unwrap();
    }
    state
}

/// `started`, with an empty map: every unit back in its supply, no rebels.
#[must_use]
pub fn empty_map(seats: u8) -> State {
    empty_map_with(Options::new(seats))
}

/// `empty_map`, with `options` (a rebel camp stays where it is; solo, the
/// rebels' miniatures and the neutral troops go too).
#[must_use]
pub fn empty_map_with(options: Options) -> State {
    let mut state = started_with(options);
    for r in 0..state.regions.len() {
        let rebels = std::mem::take(&mut state.regions[r].rebels);
        state.rebel_supply.extend(rebels);
        for s in 0..state.players.len() {
            state.players[s].troops += state.regions[r].troops[s];
            state.regions[r].troops[s] = 0;
        }
    }
    for p in &mut state.players {
        p.leader_at = None;
    }
    state
}

#[must_use]
pub fn region(name: &str) -> Region {
    data().region(name).unwrap()
}

/// Puts `n` of `seat`'s troops from its supply in `name`.
pub fn put(state: &mut State, seat: u8, name: &str, n: u8) {
    let r = region(name).index();
    state.players[usize::from(seat)].troops -= n;
    state.regions[r].troops[usize::from(seat)] += n;
}

/// Puts `seat`'s leader in `name`.
pub fn put_leader(state: &mut State, seat: u8, name: &str) {
    state.players[usize::from(seat)].leader_at = Some(region(name));
}

/// Gives `seat` the leader named `leader` and puts it in `name`.
pub fn lead(state: &mut State, seat: u8, leader: &str, name: &str) {
    give_leader(state, seat, leader);
    put_leader(state, seat, name);
}

/// Gives `seat` the leader named `name`.
pub fn give_leader(state: &mut State, seat: u8, name: &str) {
    let id = data().leader(name).unwrap();
    if let Some(old) = state.players[usize::from(seat)].leader {
        state.leaders_left.push(old);
    }
    state.leaders_left.retain(|l| *l != id);
    for p in &mut state.players {
        if p.leader == Some(id) {
            p.leader = None;
        }
    }
    state.players[usize::from(seat)].leader = Some(id);
}

/// Puts one of `seat`'s structures of `kind` from its supply in `name`.
pub fn put_structure(state: &mut State, seat: u8, name: &str, kind: Structure) {
    state.regions[region(name).index()].structures.push(Built {
        kind,
        owner: Seat(seat),
    });
    state.players[usize::from(seat)].structures[kind.index()] -= 1;
}

/// Adds `n` rebels (taken from the rebel supply) to `name`.
pub fn put_rebels(state: &mut State, name: &str, n: u8) {
    for _ in 0..n {
        let rebel = state.rebel_supply.pop().unwrap();
        state.regions[region(name).index()].rebels.push(rebel);
    }
}

/// Puts a rebel in `name` with rebel rewards off, and has `seat` attack it
/// on its turn with one attack point.
pub fn attack_a_rebel_with_rewards_off(state: &mut State, seat: u8, name: &str) {
    state.options.rebel_rewards = RebelRewards::None;
    put_rebels(state, name, 1);
    turn(state, seat, attack_points(1));
    play(state, attack_rebel(seat, name));
}

/// `started`, with no coins anywhere: advisors are placed without bribes.
#[must_use]
pub fn started_without_coins(seats: u8) -> State {
    let mut state = started(seats);
    for p in &mut state.players {
        p.coins = 0;
    }
    state
}

/// `seat` places its advisor `number` on banner `column`.
#[must_use]
pub fn place_advisor(seat: u8, number: u8, column: u8) -> Action {
    Action::PlaceAdvisor {
        seat: Seat(seat),
        number,
        column,
    }
}

/// Puts the deed named `name` in `seat`'s hand (from wherever it was, the
/// display refilled), and returns its index.
pub fn hold_deed(state: &mut State, seat: u8, name: &str) -> Deed {
    let id = Deed::at(data().deeds.iter().position(|d| d.name == name).unwrap());
    state.deed_deck.retain(|d| *d != id);
    state.deed_display.retain(|d| *d != id);
    for p in &mut state.players {
        p.deeds.retain(|d| *d != id);
    }
    if state.deed_display.len() < 3 {
        let top = state.deed_deck.pop().unwrap();
        state.deed_display.push(top);
    }
    state.players[usize::from(seat)].deeds.push(id);
    id
}

/// Makes it `seat`'s turn in the action phase, holding `points`.
pub fn turn(state: &mut State, seat: u8, points: Points) {
    for p in &mut state.players {
        p.advisors.clear();
    }
    state.pending.clear();
    state.phase = Phase::Action {
        pass: 0,
        seat: Seat(seat),
    };
    state.turn = Some(Turn {
        column: Some(0),
        resolved: true,
        points,
        ..Turn::default()
    });
}

/// `n` muster points.
#[must_use]
pub fn muster_points(n: u8) -> Points {
    Points {
        muster: n,
        ..Points::default()
    }
}

/// `n` movement points.
#[must_use]
pub fn movement_points(n: u8) -> Points {
    Points {
        movement: n,
        ..Points::default()
    }
}

/// `n` attack points.
#[must_use]
pub fn attack_points(n: u8) -> Points {
    Points {
        attack: n,
        ..Points::default()
    }
}

/// `n` tax points.
#[must_use]
pub fn tax_points(n: u8) -> Points {
    Points {
        tax: n,
        ..Points::default()
    }
}

/// `n` build points.
#[must_use]
pub fn build_points(n: u8) -> Points {
    Points {
        build: n,
        ..Points::default()
    }
}

/// `seat` musters one troop in `name` with a muster point.
#[must_use]
pub fn muster_in(seat: u8, name: &str) -> Action {
    Action::Muster {
        seat: Seat(seat),
        region: region(name),
        attack: false,
    }
}

/// `seat` moves one troop (not its leader) a step from `from` to `to`.
#[must_use]
pub fn move_troop(seat: u8, from: &str, to: &str) -> Action {
    Action::Move {
        seat: Seat(seat),
        from: region(from),
        to: region(to),
        leader: false,
        escort: 0,
        far: false,
    }
}

/// `seat` moves its leader a step from `from` to `to`, carrying `escort`
/// troops (Agatha).
#[must_use]
pub fn move_leader(seat: u8, from: &str, to: &str, escort: u8) -> Action {
    Action::Move {
        seat: Seat(seat),
        from: region(from),
        to: region(to),
        leader: true,
        escort,
        far: false,
    }
}

/// `seat` attacks a rebel in `name` with an ordinary attack point.
#[must_use]
pub fn attack_rebel(seat: u8, name: &str) -> Action {
    Action::Attack {
        seat: Seat(seat),
        region: region(name),
        target: None,
        deck: 0,
        easy: false,
        from: None,
    }
}

/// `seat` attacks `target` in `name` with an ordinary attack point, its
/// casualty check drawing from scheme deck `deck`.
#[must_use]
pub fn attack_seat(seat: u8, name: &str, target: u8, deck: u8) -> Action {
    Action::Attack {
        seat: Seat(seat),
        region: region(name),
        target: Some(Seat(target)),
        deck,
        easy: false,
        from: None,
    }
}

/// `seat` taxes `name`.
#[must_use]
pub fn tax_in(seat: u8, name: &str) -> Action {
    Action::Tax {
        seat: Seat(seat),
        region: region(name),
    }
}

/// `seat` builds a `kind` in `name`.
#[must_use]
pub fn build_in(seat: u8, name: &str, kind: Structure) -> Action {
    Action::Build {
        seat: Seat(seat),
        region: region(name),
        kind,
    }
}

/// `seat` accomplishes deed `deed` from its hand.
#[must_use]
pub fn accomplish(seat: u8, deed: Deed) -> Action {
    Action::AccomplishDeed {
        seat: Seat(seat),
        deed,
    }
}

/// `seat` puts the good it gains on its boat (`boat`) or its dock.
#[must_use]
pub fn stow(seat: u8, boat: bool) -> Action {
    Action::Stow {
        seat: Seat(seat),
        boat,
    }
}

/// `seat` removes a troop (or its leader, `leader`) from `name` to pay a
/// deed.
#[must_use]
pub fn remove_troop(seat: u8, name: &str, leader: bool) -> Action {
    Action::RemoveTroop {
        seat: Seat(seat),
        region: region(name),
        leader,
    }
}

/// `seat` loses a unit to an attack or a casualty: its leader (`leader`)
/// or a troop.
#[must_use]
pub fn lose_unit(seat: u8, leader: bool) -> Action {
    Action::LoseUnit {
        seat: Seat(seat),
        leader,
    }
}

/// `seat` pays one good of a cost: `good`, or a trade boon token (none).
#[must_use]
pub fn pay_good(seat: u8, good: Option<Good>) -> Action {
    Action::PayGood {
        seat: Seat(seat),
        good,
    }
}

/// Puts scheme card `card` on top of scheme deck `deck`.
pub fn stack_scheme(state: &mut State, deck: usize, card: Scheme) {
    for d in &mut state.scheme_decks {
        d.retain(|c| *c != card);
    }
    state.scheme_decks[deck].push(card);
}

/// The first scheme card with `casualties` casualty icons.
#[must_use]
pub fn scheme_with_casualties(casualties: u8) -> Scheme {
    schemes_with_casualties(casualties)[0]
}

/// Every scheme card with `casualties` casualty icons.
#[must_use]
pub fn schemes_with_casualties(casualties: u8) -> Vec<Scheme> {
    Scheme::all(data().schemes.len())
        .filter(|c| data().schemes[*c].casualties == casualties)
        .collect()
}

/// The action phase at `seat`'s turn in pass `pass` (0: the first
/// advisors of each number, 1: a second advisor of the same number).
#[must_use]
pub fn action_turn(pass: u8, seat: u8) -> Phase {
    Phase::Action {
        pass,
        seat: Seat(seat),
    }
}

/// `seat` takes one coin instead of its advisor's points and ends its turn.
pub fn take_a_coin_and_end_turn(state: &mut State, seat: u8) {
    play(state, Action::TakeCoin { seat: Seat(seat) });
    play(state, Action::EndTurn { seat: Seat(seat) });
}

/// `seat` keeps scheme card `card` of those it drew.
#[must_use]
pub fn keep_scheme(seat: u8, card: Scheme) -> Action {
    Action::KeepScheme {
        seat: Seat(seat),
        card,
    }
}

/// Applies an action that must be legal, and checks the state stays valid.
pub fn play(state: &mut State, action: Action) {
    let _ = Rurik::apply(state, &action).unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    Rurik::validate(state).unwrap();
}

/// Whether `action` is legal now.
#[must_use]
pub fn legal(state: &State, action: &Action) -> bool {
    Rurik::legal_actions(state).contains(action)
}

/// The refusal of an illegal action, as a message.
#[must_use]
pub fn refused(state: &State, action: Action) -> String {
    let mut copy = state.clone();
    Rurik::apply(&mut copy, &action)
        .expect_err("the action should be refused")
        .message
}

#[must_use]
pub fn good_index(good: rurik::Good) -> usize {
    good.index()
}

/// Answers every pending decision with its first legal answer.
pub fn answer_all(state: &mut State) {
    while let Some(a) = first_decision(state) {
        play(state, a);
    }
}

/// The first legal answer of the top pending decision, if any (to walk
/// through decisions whose answer the test does not care about).
#[must_use]
pub fn first_decision(state: &State) -> Option<Action> {
    if state.pending.is_empty() {
        return None;
    }
    Rurik::legal_actions(state).into_iter().next()
}

/// `seats` seats with Module A on.
#[must_use]
pub fn epic_options(seats: u8) -> Options {
    Options {
        epic_structures: true,
        ..Options::new(seats)
    }
}

/// `seats` seats with Module B on.
#[must_use]
pub fn warfare_options(seats: u8) -> Options {
    Options {
        warfare: true,
        ..Options::new(seats)
    }
}

/// `seats` seats with Module C on.
#[must_use]
pub fn faction_options(seats: u8) -> Options {
    Options {
        rebel_factions: true,
        ..Options::new(seats)
    }
}

/// The index of the epic structure card named `name`.
#[must_use]
pub fn epic_card(name: &str) -> Epic {
    Epic::at(
        data()
            .epic
            .cards
            .iter()
            .position(|c| c.name == name)
            .unwrap(),
    )
}

/// Puts the epic structure card named `name` on display (beside the
/// others, if it is not there).
pub fn show_epic(state: &mut State, name: &str) -> Epic {
    let card = epic_card(name);
    let epic = state.epic.as_mut().unwrap();
    if !epic.display.iter().any(|c| c.card == card) {
        epic.display.push(rurik::epic::EpicOnDisplay {
            card,
            built: Vec::new(),
        });
    }
    card
}

/// Stands an epic structure of the card named `name` in `region` (and on
/// its border with `other`).
pub fn put_epic(state: &mut State, name: &str, region_name: &str, other: Option<&str>) {
    let card = show_epic(state, name);
    let site = rurik::epic::Site {
        region: region(region_name),
        other: other.map(region),
    };
    let epic = state.epic.as_mut().unwrap();
    epic.display
        .iter_mut()
        .find(|c| c.card == card)
        .unwrap()
        .built
        .push(site);
}

/// `seat` builds the epic structure named `name` in `region` (or on its
/// border with `other`).
#[must_use]
pub fn build_epic(seat: u8, name: &str, region_name: &str, other: Option<&str>) -> Action {
    Action::BuildEpic {
        seat: Seat(seat),
        card: epic_card(name),
        region: region(region_name),
        other: other.map(region),
    }
}

/// `seat` declines the optional decision on top.
#[must_use]
pub fn decline(seat: u8) -> Action {
    Action::Decline { seat: Seat(seat) }
}

/// `seat`'s troops in the region named `name`.
#[must_use]
pub fn troops_at(state: &State, seat: u8, name: &str) -> u8 {
    state.regions[region(name).index()].troops[usize::from(seat)]
}

/// `seat` moves one troop (`leader`: its leader) across a Border Fort.
#[must_use]
pub fn cross_fort(seat: u8, from: &str, to: &str, leader: bool) -> Action {
    Action::CrossFort {
        seat: Seat(seat),
        from: region(from),
        to: region(to),
        leader,
    }
}

/// Church: `seat` converts one of `target`'s troops.
#[must_use]
pub fn convert_troop(seat: u8, target: u8) -> Action {
    Action::ConvertUnit {
        seat: Seat(seat),
        target: Some(Seat(target)),
        rebel: false,
    }
}

/// Makes the face-up faction card the one named `name`, its camp in `camp`.
pub fn set_faction(state: &mut State, name: &str, camp: &str) {
    let f = state.faction.as_mut().unwrap();
    f.card = data()
        .factions
        .factions
        .iter()
        .position(|c| c.name == name)
        .unwrap() as u8;
    f.camp = Some(region(camp));
}

/// A busy seat's choice: any legal action but ending the turn, taking a
/// coin, forfeiting or declining, when there is one.
#[must_use]
pub fn busy_pick(legal: &[Action], rng: &mut ruleshelf_engine::Rng) -> Action {
    let busy: Vec<&Action> = legal
        .iter()
        .filter(|a| {
            !matches!(
                a,
                Action::EndTurn { .. }
                    | Action::TakeCoin { .. }
                    | Action::Forfeit { .. }
                    | Action::Decline { .. }
            )
        })
        .collect();
    if busy.is_empty() {
        legal[rng.index(legal.len())]
    } else {
        *busy[rng.index(busy.len())]
    }
}
