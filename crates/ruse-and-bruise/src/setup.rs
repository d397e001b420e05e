//! "Setup", and turning up a round's goals ("Playing A Round").

use ruleshelf_engine::{Rng, RulesError, Seat};

use crate::cards::{goals_in_play, Card, HAND_SIZE, ROUNDS};
use crate::draw::draw;
use crate::event::Event;
use crate::options::Options;
use crate::state::{Column, GameTag, Phase, Player, State, FORMAT_VERSION};
use crate::turn::first_with_cards;

/// Sets up a table: each seat's 25 cards shuffled, three in hand; the goals
/// shuffled into one stack of six per seat (value-1 goals out with two
/// seats), the rest back in the box unseen; the first player; round 1.
pub fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
    options.check()?;
    let mut rng = Rng::new(seed);
    let seats = options.seats;
    let first = options
        .first_seat
        .unwrap_or_else(|| Seat(rng.below(u32::from(seats)) as u8));
    let players = Seat::all(seats)
        .map(|_| {
            let mut draw_pile = Card::ALL.to_vec();
            rng.shuffle(&mut draw_pile);
            let hand = draw_pile.split_off(draw_pile.len() - HAND_SIZE);
            Player {
                hand,
                draw_pile,
                discard_pile: Vec::new(),
                won: Vec::new(),
            }
        })
        .collect();
    let mut goals = goals_in_play(seats);
    rng.shuffle(&mut goals);
    let mut stacks = Vec::with_capacity(usize::from(seats));
    for _ in 0..seats {
        let rest = goals.split_off(goals.len() - usize::from(ROUNDS));
        stacks.push(rest);
    }
    let mut state = State {
        game: GameTag::RuseAndBruise,
        version: FORMAT_VERSION,
        options: Options {
            seed: Some(seed),
            ..options.clone()
        },
        first_seat: first,
        round: 0,
        round_start: first,
        players,
        columns: Vec::new(),
        stacks,
        unused_goals: goals,
        unclaimed_goals: Vec::new(),
        phase: Phase::Turn { seat: first },
        last_scoring: None,
        rng,
        log: Vec::new(),
    };
    for seat in Seat::all(seats) {
        let hand = state.players[seat.index()].hand.clone();
        for card in hand {
            state.tell(seat, Event::DrewCard { seat, card });
        }
    }
    state.log(Event::FirstPlayer { seat: first });
    begin_round(&mut state, first);
    Ok(state)
}

/// Begins the next round: the top goal of every stack turns up as that
/// column's goal, hands are refilled to three (ruling R3: only after a round
/// in which a seat ran out) and `start` (or the next seat with a card) plays
/// first.
pub(crate) fn begin_round(state: &mut State, start: Seat) {
    state.round += 1;
    state.columns = state
        .stacks
        .iter_mut()
        .filter_map(|stack| stack.pop())
        .map(|goal| Column {
            goal,
            cards: Vec::new(),
            closed: false,
        })
        .collect();
    for seat in Seat::all(state.seats()) {
        while state
            .players
            .get(seat.index())
            .is_some_and(|p| p.hand.len() < HAND_SIZE)
        {
            if !draw(state, seat) {
                break;
            }
        }
    }
    let seat = first_with_cards(state, start).unwrap_or(start);
    state.round_start = seat;
    state.phase = Phase::Turn { seat };
    state.log(Event::RoundBegins {
        round: state.round,
        seat,
    });
}
