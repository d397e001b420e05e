//! The options: seat range, unknown keys, defaults.

use ruleshelf_engine::{ErrorCode, Game, Seat};
use rurik::{Options, RebelRewards, Rurik};

#[test]
fn rurik_is_for_two_to_four_seats() {
    for seats in [1u8, 5] {
        let err = Rurik::new_game(&Options::new(seats), 1).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidOptions);
    }
    let err = Rurik::new_game(
        &Options {
            first_seat: Some(Seat(3)),
            ..Options::new(3)
        },
        1,
    )
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidOptions);
}

#[test]
fn unknown_option_keys_are_refused_and_absent_ones_take_their_defaults() {
    assert!(serde_json::from_str::<Options>(r#"{ "seats": 2, "modules": [] }"#).is_err());
    let o: Options = serde_json::from_str(r#"{ "seats": 2 }"#).unwrap();
    assert_eq!(o, Options::new(2));
    assert!(o.round_four_third_advisor);
    assert_eq!(o.rebel_rewards, RebelRewards::Hidden);
}

#[test]
fn the_first_seat_option_names_round_ones_first_player() {
    let s = Rurik::new_game(
        &Options {
            first_seat: Some(Seat(2)),
            ..Options::new(3)
        },
        1,
    )
    .unwrap();
    assert_eq!(s.first_seat, Seat(2));
    assert_eq!(Rurik::to_act(&s), vec![Seat(2)]);
}
