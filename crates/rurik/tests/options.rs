//! The options: seat range, unknown keys, defaults.

use ruleshelf_engine::{ErrorCode, Game, Seat};
use rurik::{Options, RebelRewards, Rurik};

#[test]
fn rurik_is_for_one_to_four_seats() {
    for seats in [0u8, 5] {
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

#[test]
fn the_three_modules_are_flags_off_by_default_each_described_and_valid_in_any_combination() {
    let o: Options = serde_json::from_str(
        r#"{ "seats": 3, "epicStructures": true, "warfare": true, "rebelFactions": true }"#,
    )
    .unwrap();
    assert_eq!(o, Options::new(3).with_all_modules());
    let info = Rurik::info();
    for key in ["epicStructures", "warfare", "rebelFactions"] {
        let option = info.options.iter().find(|x| x.key == key).unwrap();
        assert!(matches!(
            option.kind,
            ruleshelf_engine::OptionKind::Flag { default: false }
        ));
        assert!(
            option.label.starts_with("Module") && !option.help.is_empty(),
            "{key}"
        );
    }
    for seats in 2..=4 {
        for combination in 0..8u8 {
            let options = Options {
                epic_structures: combination & 1 != 0,
                warfare: combination & 2 != 0,
                rebel_factions: combination & 4 != 0,
                ..Options::new(seats)
            };
            assert!(Rurik::new_game(&options, 1).is_ok());
        }
    }
}
