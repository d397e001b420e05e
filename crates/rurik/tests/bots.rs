//! Bots play from their views: an ISMCTS seat against random seats plays a
//! whole game to its end, in the base game and with every combination of
//! the three modules.

use ruleshelf_engine::bot::{suggest, BotOptions};
use ruleshelf_engine::{Game, Rng, Seat};
use rurik::{Options, Rurik};

fn bot_game(options: &Options, seed: u32, iterations: u32) {
    let mut state = Rurik::new_game(options, seed).unwrap();
    let mut rng = Rng::new(seed);
    let bot = BotOptions::ismcts(iterations, 1);
    while Rurik::outcome(&state).is_none() {
        let seat = Rurik::to_act(&state)[0];
        let view = Rurik::view(&state, Some(seat));
        let action = if seat == Seat(0) {
            suggest::<Rurik>(&view, &bot, &|| 0.0).unwrap()
        } else {
            let legal = Rurik::legal_actions(&state);
            legal[rng.index(legal.len())]
        };
        let _ = Rurik::apply(&mut state, &action).unwrap();
        Rurik::clear_log(&mut state);
    }
    assert_eq!(
        Rurik::outcome(&state).unwrap().ranks.len(),
        usize::from(options.seats)
    );
}

#[test]
fn an_ismcts_bot_plays_a_whole_game_from_its_view() {
    bot_game(&Options::new(3), 9, 30);
}

#[test]
fn an_ismcts_bot_plays_a_solo_game_against_the_rebels_from_its_view() {
    use rurik::options::{Level, RebelLeader};
    let options = Options {
        warfare: true,
        ..Options::solo(Level::Three, RebelLeader::Gleb)
    };
    bot_game(&options, 4, 12);
    bot_game(
        &Options {
            epic_structures: true,
            rebel_factions: true,
            ..Options::solo(Level::Two, RebelLeader::Maria)
        },
        5,
        6,
    );
}

#[test]
fn an_ismcts_bot_plays_every_combination_of_the_modules_to_the_end() {
    for combination in 1..8u8 {
        let options = Options {
            epic_structures: combination & 1 != 0,
            warfare: combination & 2 != 0,
            rebel_factions: combination & 4 != 0,
            ..Options::new(2 + combination % 3)
        };
        bot_game(&options, u32::from(combination), 12);
    }
}
