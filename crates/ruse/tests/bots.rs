//! Bots decide from their views alone (determinized), and finish games.

use ruleshelf_engine::bot::{arena::win_rates, BotOptions};
use ruse::{Options, Ruse};

#[test]
fn an_ismcts_bot_plays_a_whole_game_from_its_views() {
    let lineup = [BotOptions::ismcts(40, 1), BotOptions::random(2)];
    let standings = win_rates::<Ruse>(&Options::winter(2), &lineup, 0..1, &|| 0.0).unwrap();
    assert!(standings.decisions.iter().all(|n| *n > 0), "both seats decided");
    assert_eq!(standings.games, 1);
    assert_eq!(standings.unfinished, 0);
}
