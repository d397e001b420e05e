//! Bots decide from their views alone (determinized), and finish games.

use ruleshelf_engine::bot::{arena::win_rates, BotOptions};
use ruse::{Options, Ruse, VixenLevel};

#[test]
fn an_ismcts_bot_plays_a_whole_game_from_its_views() {
    let lineup = [BotOptions::ismcts(40, 1), BotOptions::random(2)];
    let standings = win_rates::<Ruse>(&Options::winter(2), &lineup, 0..1, &|| 0.0).unwrap();
    assert!(
        standings.decisions.iter().all(|n| *n > 0),
        "both seats decided"
    );
    assert_eq!(standings.games, 1);
    assert_eq!(standings.unfinished, 0);
}

#[test]
fn ismcts_bots_play_a_game_with_firefox_and_village_to_its_end_from_their_views() {
    let options = Options {
        firefox: true,
        village: true,
        ..Options::new(3)
    };
    let lineup = [
        BotOptions::ismcts(30, 1),
        BotOptions::ismcts(30, 2),
        BotOptions::random(3),
    ];
    let standings = win_rates::<Ruse>(&options, &lineup, 0..1, &|| 0.0).unwrap();
    assert!(
        standings.decisions.iter().all(|n| *n > 0),
        "every seat decided"
    );
    assert_eq!((standings.games, standings.unfinished), (1, 0));
}

#[test]
fn an_ismcts_bot_plays_a_solo_game_against_vixen_from_its_views() {
    // VIXEN plays inside `play`: the bot's simulations play it on states
    // dealt from the bot's view, its deck re-dealt.
    let lineup = [BotOptions::ismcts(40, 1)];
    let standings = win_rates::<Ruse>(
        &Options::against_vixen(1, VixenLevel::Two),
        &lineup,
        0..1,
        &|| 0.0,
    )
    .unwrap();
    assert!(standings.decisions[0] > 0);
    assert_eq!((standings.games, standings.unfinished), (1, 0));
}

#[test]
fn ismcts_bots_play_beside_vixen_to_the_end() {
    let lineup = [BotOptions::ismcts(30, 1), BotOptions::random(2)];
    let standings = win_rates::<Ruse>(
        &Options::against_vixen(2, VixenLevel::Four),
        &lineup,
        0..1,
        &|| 0.0,
    )
    .unwrap();
    assert!(standings.decisions.iter().all(|n| *n > 0));
    assert_eq!((standings.games, standings.unfinished), (1, 0));
}
