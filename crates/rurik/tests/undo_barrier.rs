//! The undo barrier (`src/undo_barrier.rs`): which decisions showed a seat
//! something it could not know before, or left something to chance, so
//! that it may not take them back. Each test plays real actions from
//! hand-built positions and reads `Game::revealed` for every seat.

mod common;

use common::solo::{solo, ME};
use common::*;
use ruleshelf_engine::{Entry, Game, Seat};
use rurik::claim::claim_phase;
use rurik::data::{data, Good, Structure};
use rurik::state::{Pending, Phase, Points};
use rurik::{Action, Deed, Event, Inheritance, Options, RebelRewards, Rurik, Scheme, State};

/// Whether the entries from `from` on revealed something to each seat,
/// seat 0 first.
fn revealed(state: &State, from: usize) -> Vec<bool> {
    Seat::all(state.options.sides())
        .map(|seat| Rurik::revealed(state, seat, from))
        .collect()
}

/// The entries from `from` on that reveal something to `seat`.
fn revealing(state: &State, seat: u8, from: usize) -> Vec<Event> {
    state.log[from..]
        .iter()
        .filter(|e| e.visible_to(Some(Seat(seat))) && Rurik::reveals(e, Seat(seat)))
        .map(|e| e.event.clone())
        .collect()
}

/// Plays `action` and says, per seat, whether its entries revealed
/// anything.
fn after(state: &mut State, action: Action) -> Vec<bool> {
    let from = state.log.len();
    play(state, action);
    revealed(state, from)
}

/// The scheme card with `cost` coins whose only reward is `coins` coins.
fn coins_scheme(cost: u8, coins: u8) -> Scheme {
    Scheme::at(
        data()
            .schemes
            .iter()
            .position(|c| {
                c.cost == cost
                    && c.module.is_none()
                    && c.rewards == vec![vec![rurik::data::Gain::Coins { n: coins }]]
            })
            .unwrap(),
    )
}

/// Takes scheme card `card` out of the decks into `seat`'s hand.
fn hold_scheme(state: &mut State, seat: usize, card: Scheme) {
    for d in &mut state.scheme_decks {
        d.retain(|c| *c != card);
    }
    state.players[seat].schemes.push(card);
}

// Decisions on the face-up table.

#[test]
fn moving_troops_reveals_nothing() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    turn(&mut s, 0, movement_points(2));
    assert_eq!(
        after(&mut s, move_troop(0, "Kiev", "Volyn")),
        vec![false, false]
    );
}

#[test]
fn mustering_taxing_and_building_reveal_nothing() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(
        &mut s,
        0,
        Points {
            muster: 1,
            tax: 1,
            build: 1,
            ..Points::default()
        },
    );
    assert_eq!(after(&mut s, muster_in(0, "Kiev")), vec![false, false]);
    let from = s.log.len();
    play(&mut s, tax_in(0, "Kiev"));
    answer_all(&mut s);
    assert_eq!(revealed(&s, from), vec![false, false]);
    assert_eq!(
        after(&mut s, build_in(0, "Kiev", Structure::Stronghold)),
        vec![false, false]
    );
}

#[test]
fn placing_an_advisor_reveals_nothing() {
    let mut s = started_without_coins(2);
    assert_eq!(s.phase, Phase::Strategy { seat: Seat(0) });
    let number = s.players[0].advisors[0];
    assert_eq!(
        after(&mut s, place_advisor(0, number, 0)),
        vec![false, false]
    );
}

// Cards drawn from a shuffled deck: seen by their taker alone.

#[test]
fn drawing_scheme_cards_reveals_them_to_their_taker_alone() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    s.pending.push(Pending::SchemeDeck {
        seat: Seat(0),
        draw: 3,
    });
    assert_eq!(
        after(
            &mut s,
            Action::ChooseDeck {
                seat: Seat(0),
                deck: 1
            }
        ),
        vec![true, false],
        "the drawer sees the cards; the other seat only how many"
    );
    let keep = s.players[0].drawn[1];
    assert_eq!(
        after(&mut s, keep_scheme(0, keep)),
        vec![false, false],
        "which one is kept is the drawer's choice, and stays hidden"
    );
}

#[test]
fn a_scheme_deck_reshuffled_from_the_discard_pile_reveals_only_the_card_drawn_to_its_taker() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    // Both decks empty: deck 0 is refilled from the discard pile.
    for d in 0..2 {
        let deck = std::mem::take(&mut s.scheme_decks[d]);
        s.scheme_discard.extend(deck);
    }
    s.pending.push(Pending::SchemeDeck {
        seat: Seat(0),
        draw: 1,
    });
    let from = s.log.len();
    play(
        &mut s,
        Action::ChooseDeck {
            seat: Seat(0),
            deck: 0,
        },
    );
    assert!(s.log[from..]
        .iter()
        .any(|e| e.event == Event::DeckReshuffled { deck: 0 }));
    assert_eq!(
        revealed(&s, from),
        vec![true, false],
        "the new deck's order stays face down"
    );
}

#[test]
fn a_deed_drawn_from_the_deck_reveals_it_to_its_drawer_alone() {
    // The Kiev inheritance card "draws the top card of the deed deck".
    let mut s = Rurik::new_game(
        &Options {
            first_seat: Some(Seat(0)),
            ..Options::new(2)
        },
        3,
    )
    .unwrap();
    while !matches!(s.phase, Phase::Inherit { .. }) {
        let a = Rurik::legal_actions(&s)[0];
        play(&mut s, a);
    }
    let kiev = Inheritance::at(
        data()
            .inheritance
            .iter()
            .position(|c| c.region == "Kiev")
            .unwrap(),
    );
    for p in &mut s.players {
        p.inheritance.retain(|c| *c != kiev);
    }
    s.inheritance_box.retain(|c| *c != kiev);
    s.inheritance_revealed.retain(|c| *c != kiev);
    // Seat 0 keeps Kiev and one other card, so that its turn goes on.
    let mine = std::mem::take(&mut s.players[0].inheritance);
    s.players[0].inheritance = vec![kiev, mine[0]];
    s.inheritance_box.extend(&mine[1..]);
    s.players[0].coins = 1;
    Rurik::validate(&s).unwrap();
    assert_eq!(
        after(
            &mut s,
            Action::Inherit {
                seat: Seat(0),
                card: kiev,
                region: region("Kiev"),
            }
        ),
        vec![true, false]
    );
    assert_eq!(s.players[0].deeds.len(), 1);
}

#[test]
fn taking_a_deed_from_the_display_reveals_the_card_that_refills_it() {
    let mut s = empty_map(2);
    claim_phase(&mut s);
    assert_eq!(s.phase, Phase::DeedDraft { seat: Seat(0) });
    let first = s.deed_display[0];
    assert_eq!(
        after(
            &mut s,
            Action::TakeDeed {
                seat: Seat(0),
                deed: first
            }
        ),
        vec![true, true],
        "the display is refilled face up from the deck"
    );
}

#[test]
fn building_the_library_reveals_three_deeds_from_the_deck() {
    let mut s = empty_map_with(epic_options(2));
    put(&mut s, 0, "Kiev", 1);
    show_epic(&mut s, "Library");
    let deed = hold_deed(&mut s, 0, "Generous Prince");
    s.players[0].deeds.clear();
    s.players[0].done.push(deed);
    turn(&mut s, 0, build_points(1));
    assert_eq!(
        after(&mut s, build_epic(0, "Library", "Kiev", None)),
        vec![true, true]
    );
}

// Chance: a casualty check, a rebel's hidden reward, a random rebel.

#[test]
fn a_casualty_check_reveals_its_scheme_cards_to_every_seat() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 2);
    put(&mut s, 1, "Kiev", 1);
    stack_scheme(&mut s, 0, scheme_with_casualties(0));
    turn(&mut s, 0, attack_points(1));
    assert_eq!(
        after(&mut s, attack_seat(0, "Kiev", 1, 0)),
        vec![true, true]
    );
}

#[test]
fn defeating_a_rebel_reveals_the_reward_hidden_under_it() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put_rebels(&mut s, "Kiev", 1);
    turn(&mut s, 0, attack_points(1));
    let from = s.log.len();
    play(&mut s, attack_rebel(0, "Kiev"));
    assert!(s.log[from..]
        .iter()
        .any(|e| matches!(e.event, Event::RebelDefeated { .. })));
    assert_eq!(revealed(&s, from)[..], [true, true]);
    assert_eq!(s.options.rebel_rewards, RebelRewards::Hidden);
}

#[test]
fn the_rebel_faction_revealing_an_inheritance_card_reveals_it_to_every_seat() {
    let mut s = empty_map_with(faction_options(2));
    set_faction(&mut s, "Armed Uprising", "Kiev");
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    put_rebels(&mut s, "Kiev", 1);
    turn(&mut s, 0, Points::default());
    let from = s.log.len();
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    let card = *s.faction.as_ref().unwrap().revealed.last().unwrap();
    let there = data()
        .region(&data().inheritance[card.index()].region)
        .unwrap();
    assert_eq!(
        revealing(&s, 1, from),
        vec![
            Event::RebelCardRevealed { card },
            Event::RebelPlaced { region: there }
        ]
    );
    assert_eq!(revealed(&s, from), vec![true, true]);
}

#[test]
fn a_random_rebel_mustered_in_the_empty_camp_is_left_to_chance() {
    let mut s = empty_map_with(faction_options(2));
    set_faction(&mut s, "Armed Uprising", "Kiev");
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    turn(&mut s, 0, Points::default());
    let from = s.log.len();
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    let placed: Vec<&Event> = s.log[from..]
        .iter()
        .map(|e| &e.event)
        .filter(|e| {
            matches!(
                e,
                Event::RebelPlaced { .. }
                    | Event::RebelCardRevealed { .. }
                    | Event::DisplayRefilled { .. }
            )
        })
        .collect();
    assert_eq!(
        placed,
        vec![&Event::RebelPlaced {
            region: region("Kiev")
        }],
        "no card revealed: the camp's region takes the rebel"
    );
    assert_eq!(revealed(&s, from), vec![true, true]);
}

// Another seat's hidden card laid face up.

#[test]
fn another_seats_hidden_scheme_card_played_reveals_it() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let card = coins_scheme(0, 2);
    hold_scheme(&mut s, 0, card);
    turn(&mut s, 0, Points::default());
    assert_eq!(
        after(
            &mut s,
            Action::PlayScheme {
                seat: Seat(0),
                card,
                choice: 0
            }
        ),
        vec![false, true],
        "its player knew it; the other seat did not"
    );
}

#[test]
fn a_deed_revealed_to_be_accomplished_and_a_scheme_card_discarded_to_pay_for_it_reveal_them_to_the_other_seats(
) {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let deed = hold_deed(&mut s, 0, "Honorable Prince");
    s.players[0].coins = 3;
    let paid = coins_scheme(0, 2);
    hold_scheme(&mut s, 0, paid);
    hold_scheme(&mut s, 0, scheme_with_casualties(1));
    turn(&mut s, 0, Points::default());
    assert_eq!(
        after(&mut s, accomplish(0, deed)),
        vec![false, true],
        "the deed lies face up while its costs are paid"
    );
    assert!(matches!(s.pending.last(), Some(Pending::Pay { .. })));
    assert_eq!(
        after(
            &mut s,
            Action::PayScheme {
                seat: Seat(0),
                card: paid
            }
        ),
        vec![false, true],
        "the scheme card discarded was in its payer's hand"
    );
    assert_eq!(s.players[0].done, vec![deed]);
}

#[test]
fn paying_goods_for_a_revealed_deed_reveals_nothing_more() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let deed = hold_deed(&mut s, 0, "Wilderness Forts");
    s.players[0].dock = vec![1; 5];
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, deed));
    let from = s.log.len();
    for good in [Good::Stone, Good::Fur, Good::Wood] {
        if s.pending.is_empty() {
            break;
        }
        play(&mut s, pay_good(0, Some(good)));
    }
    answer_all(&mut s);
    assert_eq!(s.players[0].done, vec![deed]);
    assert_eq!(revealed(&s, from), vec![false, false]);
}

#[test]
fn giving_a_deed_from_your_hand_to_the_library_reveals_it_to_the_other_seats() {
    let mut s = empty_map_with(epic_options(2));
    put_leader(&mut s, 0, "Kiev");
    put_epic(&mut s, "Library", "Volyn", None);
    let mine = hold_deed(&mut s, 0, "Generous Prince");
    let other = hold_deed(&mut s, 0, "Trade Route");
    let shelf: Vec<Deed> = (0..3).map(|_| s.deed_deck.pop().unwrap()).collect();
    s.epic.as_mut().unwrap().library = shelf.clone();
    turn(&mut s, 0, movement_points(1));
    assert_eq!(
        after(&mut s, move_leader(0, "Kiev", "Volyn", 0)),
        vec![false, false]
    );
    assert_eq!(
        after(
            &mut s,
            Action::ExchangeDeed {
                seat: Seat(0),
                take: shelf[1]
            }
        ),
        vec![false, false],
        "the Library's deeds lie face up"
    );
    assert_eq!(
        after(
            &mut s,
            Action::GiveDeed {
                seat: Seat(0),
                deed: mine
            }
        ),
        vec![false, true]
    );
    assert!(s.players[0].deeds.contains(&other));
}

// Setup: inheritance cards.

/// A 2-seat game, seat 0 first, played with first legal actions until
/// `stop` holds.
fn setup_until(stop: impl Fn(&State) -> bool) -> State {
    let mut s = Rurik::new_game(
        &Options {
            first_seat: Some(Seat(0)),
            ..Options::new(2)
        },
        3,
    )
    .unwrap();
    while !stop(&s) {
        let a = Rurik::legal_actions(&s)[0];
        play(&mut s, a);
    }
    s
}

#[test]
fn returning_an_inheritance_card_to_the_box_reveals_nothing() {
    let mut s = setup_until(|s| matches!(s.phase, Phase::ReturnInheritance { .. }));
    let card = s.players[0].inheritance[0];
    assert_eq!(
        after(
            &mut s,
            Action::ReturnInheritance {
                seat: Seat(0),
                card
            }
        ),
        vec![false, false]
    );
}

#[test]
fn the_selected_inheritance_cards_are_revealed_to_the_other_seats_in_turn() {
    let mut s = setup_until(|s| s.phase == Phase::PlaceLeader { seat: Seat(1) });
    let region = Rurik::legal_actions(&s)[0];
    assert_eq!(
        after(&mut s, region),
        vec![false, true],
        "the last leader placed, the first player reveals its cards"
    );
    assert_eq!(s.phase, Phase::Inherit { seat: Seat(0) });
    let cards = s.players[0].inheritance.clone();
    assert_eq!(cards.len(), 2);
    assert_eq!(
        after(
            &mut s,
            Action::Forfeit {
                seat: Seat(0),
                card: cards[0]
            }
        ),
        vec![false, false],
        "a card already face up, forfeited by its owner's choice"
    );
    assert_eq!(
        after(
            &mut s,
            Action::Forfeit {
                seat: Seat(0),
                card: cards[1]
            }
        ),
        vec![true, false],
        "its last card done, the next seat reveals its cards"
    );
    assert_eq!(s.phase, Phase::Inherit { seat: Seat(1) });
}

// Solo: the rebel deck below its known cards is face down.

#[test]
fn placing_an_advisor_against_the_rebels_reveals_the_row_their_bottom_card_slides_to() {
    let mut s = solo();
    for p in &mut s.players {
        p.coins = 0;
    }
    assert_eq!(s.phase, Phase::Strategy { seat: Seat(ME) });
    let number = s.players[0].advisors[0];
    let from = s.log.len();
    play(&mut s, place_advisor(ME, number, 0));
    assert!(s.log[from..]
        .iter()
        .any(|e| matches!(e.event, Event::RebelRow { .. })));
    assert!(Rurik::revealed(&s, Seat(ME), from));
}

// The end: every agenda is scored face up.

#[test]
fn the_end_of_the_game_reveals_every_agenda() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put(&mut s, 1, "Volyn", 1);
    s.round = 4;
    turn(&mut s, 0, Points::default());
    let from = s.log.len();
    play(&mut s, Action::EndTurn { seat: Seat(0) });
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(revealed(&s, from), vec![true, true]);
    assert_eq!(revealing(&s, 1, from), vec![Event::GameOver]);
}

// Entries addressed to another seat never reach `reveals`; asked anyway,
// it answers as if that seat could see them.

#[test]
fn a_card_told_to_one_seat_reveals_it_to_whoever_sees_it() {
    let drawn = Entry {
        to: Some(Seat(0)),
        event: Event::SchemeDrawn {
            seat: Seat(0),
            card: Scheme(3),
        },
    };
    assert!(Rurik::reveals(&drawn, Seat(0)));
    assert!(Rurik::reveals(&drawn, Seat(1)));
    assert!(!drawn.visible_to(Some(Seat(1))));
    let played = Entry {
        to: None,
        event: Event::SchemePlayed {
            seat: Seat(0),
            card: Scheme(3),
        },
    };
    assert!(!Rurik::reveals(&played, Seat(0)));
    assert!(Rurik::reveals(&played, Seat(1)));
}
