//! "Setup": portraits and the victim, the dealer, the deal and the first
//! card of the discard pile.

use ruleshelf_engine::{Rng, RulesError, Seat};

use crate::card::{self, Card};
use crate::character::Character;
use crate::draw;
use crate::event::Event;
use crate::options::Options;
use crate::state::{GameTag, Phase, Player, State, FORMAT_VERSION, HAND_SIZE};

/// Sets up a game. The RNG, in this order: gives each seat a distinct
/// portrait and picks the victim among the un-chosen ones; draws a dealer
/// (used unless the options name one, so that the resolved options replay
/// the same game); shuffles the deck. The dealer deals five cards to each
/// seat, one at a time from its left, and flips the next card to start the
/// discard pile; the seat to the dealer's left plays first.
pub(crate) fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
    options.check()?;
    let seats = options.seats;
    let mut rng = Rng::new(seed);

    let mut characters = Character::ALL.to_vec();
    rng.shuffle(&mut characters);
    let unchosen = &characters[usize::from(seats)..];
    let victim = unchosen[rng.index(unchosen.len())];
    let portraits: Vec<Character> = characters[..usize::from(seats)].to_vec();

    let drawn = Seat(rng.below(u32::from(seats)) as u8);
    let dealer = options.dealer.unwrap_or(drawn);

    let mut draw_pile = card::deck();
    rng.shuffle(&mut draw_pile);
    let mut hands: Vec<Vec<Card>> = vec![Vec::with_capacity(HAND_SIZE + 1); usize::from(seats)];
    for _ in 0..HAND_SIZE {
        for step in 1..=i32::from(seats) {
            if let Some(card) = draw_pile.pop() {
                hands[dealer.clockwise(step, seats).index()].push(card);
            }
        }
    }
    let players = portraits
        .iter()
        .zip(hands)
        .map(|(&portrait, mut hand)| {
            hand.sort_unstable();
            Player {
                portrait,
                hand,
                known: Vec::new(),
                accusations: Vec::new(),
                covered_up: false,
            }
        })
        .collect();

    let mut state = State {
        game: GameTag::Ruse2014,
        version: FORMAT_VERSION,
        options: Options {
            seed: Some(seed),
            ..options.clone()
        },
        players,
        victim,
        dealer,
        draw_pile,
        discard: Vec::new(),
        removed_jokers: 0,
        turn: dealer.clockwise(1, seats),
        turns: 0,
        phase: Phase::Draw,
        rng,
        log: Vec::new(),
    };
    state.log(Event::Setup {
        portraits,
        victim,
        dealer,
    });
    for seat in Seat::all(seats) {
        let cards = state.player(seat).hand.clone();
        state.tell(seat, Event::Dealt { seat, cards });
    }
    draw::begin(&mut state);
    Ok(state)
}
