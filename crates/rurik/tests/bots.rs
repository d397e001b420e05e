//! Bots play from their views: an ISMCTS seat against random seats plays a
//! whole game to its end.

use ruleshelf_engine::bot::{suggest, BotOptions};
use ruleshelf_engine::{Game, Rng, Seat};
use rurik::{Options, Rurik};

#[test]
fn an_ismcts_bot_plays_a_whole_game_from_its_view() {
    let options = Options::new(3);
    let mut state = Rurik::new_game(&options, 9).unwrap();
    let mut rng = Rng::new(9);
    let bot = BotOptions::ismcts(30, 1);
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
    assert_eq!(Rurik::outcome(&state).unwrap().ranks.len(), 3);
}
