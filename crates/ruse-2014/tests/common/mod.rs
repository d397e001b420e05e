//! Hand-made positions for the rules tests.
#![allow(dead_code)]

use ruleshelf_engine::{ErrorCode, Game, Seat};
use ruse_2014::{deck, Action, Card, Options, Phase, Rank, Ruse2014, State, Suit};

/// A card from its short name: rank then suit letter — `"KG"` King of
/// Gears, `"10P"` Ten of Pistols, `"AC"` Ace of Crystals, `"4L"` Four of
/// Lamps — or `"JK"` for a Joker.
pub fn c(name: &str) -> Card {
    if name == "JK" {
        return Card::Joker;
    }
    let (rank, suit) = name.split_at(name.len() - 1);
    let suit = match suit {
        "G" => Suit::Gears,
        "P" => Suit::Pistols,
        "C" => Suit::Crystals,
        "L" => Suit::Lamps,
        _ => panic!("no suit in {name}"),
    };
    let rank = match rank {
        "A" => Rank::Ace,
        "J" => Rank::Jack,
        "Q" => Rank::Queen,
        "K" => Rank::King,
        n => Rank::ALL[n.parse::<usize>().expect("a rank") - 1],
    };
    Card::new(suit, rank)
}

pub fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| c(n)).collect()
}

/// A position: what the test names is placed exactly; every other card of
/// the deck fills the hands (Crystals and Lamps first, so that fillers
/// rarely open a play) and then the draw pile.
#[derive(Clone)]
pub struct Position {
    pub seats: u8,
    pub free_discard: bool,
    pub hands: Vec<Vec<Card>>,
    pub known: Vec<Vec<Card>>,
    pub accusations: Vec<Vec<Card>>,
    pub covered_up: Vec<bool>,
    pub discard: Option<Vec<Card>>,
    /// Cards on top of the draw pile, the last one on top.
    pub draw_top: Vec<Card>,
    /// The draw pile holds exactly `draw_top` (the rest goes to the discard
    /// pile, under what the test named).
    pub draw_exact: bool,
    pub turn: Seat,
    pub phase: Phase,
    pub removed_jokers: u8,
    pub turns: u32,
}

impl Position {
    /// Seat 0 to take a card, nothing on the table.
    pub fn new(seats: u8) -> Position {
        let n = usize::from(seats);
        Position {
            seats,
            free_discard: false,
            hands: vec![Vec::new(); n],
            known: vec![Vec::new(); n],
            accusations: vec![Vec::new(); n],
            covered_up: vec![false; n],
            discard: None,
            draw_top: Vec::new(),
            draw_exact: false,
            turn: Seat(0),
            phase: Phase::Draw,
            removed_jokers: 0,
            turns: 0,
        }
    }

    /// Seat `seat` holds exactly these cards (with fillers up to the hand
    /// size if fewer).
    pub fn hand(mut self, seat: u8, names: &[&str]) -> Position {
        self.hands[usize::from(seat)] = cards(names);
        self
    }

    /// These cards of the seat's hand are known to all.
    pub fn known(mut self, seat: u8, names: &[&str]) -> Position {
        self.known[usize::from(seat)] = cards(names);
        self
    }

    pub fn accused(mut self, seat: u8, names: &[&str]) -> Position {
        self.accusations[usize::from(seat)] = cards(names);
        self
    }

    pub fn covered_up(mut self, seat: u8) -> Position {
        self.covered_up[usize::from(seat)] = true;
        self
    }

    /// The discard pile, bottom first.
    pub fn discard(mut self, names: &[&str]) -> Position {
        self.discard = Some(cards(names));
        self
    }

    /// The top of the draw pile, the last card on top.
    pub fn draw_top(mut self, names: &[&str]) -> Position {
        self.draw_top = cards(names);
        self
    }

    /// The draw pile is exactly `draw_top`; the other spare cards are at the
    /// bottom of the discard pile.
    pub fn draw_exact(mut self) -> Position {
        self.draw_exact = true;
        self
    }

    /// It is `seat`'s turn, after it took a card.
    pub fn acting(mut self, seat: u8) -> Position {
        self.turn = Seat(seat);
        self.phase = Phase::Act;
        self
    }

    /// It is `seat`'s turn, before it takes a card.
    pub fn drawing(mut self, seat: u8) -> Position {
        self.turn = Seat(seat);
        self.phase = Phase::Draw;
        self
    }

    pub fn free_discard(mut self) -> Position {
        self.free_discard = true;
        self
    }

    pub fn jokers_removed(mut self, n: u8) -> Position {
        self.removed_jokers = n;
        self
    }

    pub fn turns(mut self, n: u32) -> Position {
        self.turns = n;
        self
    }

    /// The state, checked by validate.
    pub fn build(self) -> State {
        let state = self.build_unchecked();
        if let Err(e) = Ruse2014::validate(&state) {
            panic!("hand-made position is invalid: {e}\n{state:?}");
        }
        state
    }

    /// The state, not validated (for positions no game reaches).
    pub fn build_unchecked(self) -> State {
        let options = Options {
            dealer: Some(Seat(self.seats - 1)),
            free_discard: self.free_discard,
            ..Options::new(self.seats)
        };
        let mut state = Ruse2014::new_game(&options, 7).expect("new game");
        state.log.clear();
        let mut spare = deck();
        let remove = |card: Card, spare: &mut Vec<Card>| {
            let i = spare
                .iter()
                .position(|c| *c == card)
                .unwrap_or_else(|| panic!("{card:?} placed twice"));
            spare.remove(i);
        };
        let placed = self
            .hands
            .iter()
            .chain(&self.accusations)
            .flatten()
            .chain(self.discard.iter().flatten())
            .chain(&self.draw_top)
            .copied()
            .chain(std::iter::repeat_n(
                Card::Joker,
                usize::from(self.removed_jokers),
            ));
        for card in placed {
            remove(card, &mut spare);
        }
        // Fillers: alibi suits first.
        spare.sort_by_key(|card| match card {
            Card::Suited {
                suit: Suit::Crystals | Suit::Lamps,
                ..
            } => 0,
            Card::Suited { .. } => 1,
            Card::Joker => 2,
        });
        spare.reverse();
        let mut discard = self.discard.clone().unwrap_or_default();
        if self.discard.is_none() {
            discard.push(spare.pop().expect("a spare card"));
        }
        for (i, player) in state.players.iter_mut().enumerate() {
            let seat = Seat(i as u8);
            let holding =
                seat == self.turn && matches!(self.phase, Phase::Act | Phase::CoverUpDiscard);
            let size = if holding { 6 } else { 5 };
            let mut hand = self.hands[i].clone();
            while hand.len() < size {
                hand.push(spare.pop().expect("a spare card"));
            }
            hand.sort();
            player.hand = hand;
            let mut known = self.known[i].clone();
            known.sort();
            player.known = known;
            player.accusations = self.accusations[i].clone();
            player.covered_up = self.covered_up[i];
        }
        spare.reverse();
        if self.draw_exact {
            let mut bottom = spare;
            bottom.extend(discard);
            discard = bottom;
            state.draw_pile = self.draw_top.clone();
        } else {
            spare.extend(&self.draw_top);
            state.draw_pile = spare;
        }
        state.discard = discard;
        state.removed_jokers = self.removed_jokers;
        state.turn = self.turn;
        state.phase = self.phase;
        state.turns = self.turns;
        state
    }
}

/// Applies a list of actions, each of which must be accepted.
pub fn apply(state: &mut State, action: Action) {
    if let Err(e) = Ruse2014::apply(state, &action) {
        panic!("{action:?} refused: {e}");
    }
    Ruse2014::validate(state).unwrap_or_else(|e| panic!("invalid after {action:?}: {e}"));
}

/// Asserts the action is refused as illegal, its message naming `heading`
/// and containing `words`, and that it is not listed.
pub fn refused(state: &State, action: Action, heading: &str, words: &str) {
    assert!(
        !Ruse2014::legal_actions(state).contains(&action),
        "{action:?} is listed"
    );
    let mut copy = state.clone();
    let err = Ruse2014::apply(&mut copy, &action).expect_err("refused");
    assert_eq!(err.code, ErrorCode::IllegalAction, "{err}");
    assert!(
        err.message.ends_with(&format!("— {heading}")),
        "heading {heading} in {err}"
    );
    assert!(err.message.contains(words), "{words:?} in {err}");
    assert_eq!(&copy, state);
}

/// Asserts the action is listed and accepted.
pub fn listed(state: &State, action: Action) {
    assert!(
        Ruse2014::legal_actions(state).contains(&action),
        "{action:?} is not listed in {:?}",
        Ruse2014::legal_actions(state)
    );
    Ruse2014::check(state, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
}

pub fn discards(state: &State) -> Vec<Action> {
    Ruse2014::legal_actions(state)
        .into_iter()
        .filter(|a| matches!(a, Action::Discard { .. }))
        .collect()
}
