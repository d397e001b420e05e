//! Hidden information: views hold only what their seat may know.

mod common;

use common::*;
use ruleshelf_engine::{Game, Rng, Seat};
use rurik::{Options, RebelRewards, Region, Rurik, Scheme};

#[test]
fn a_view_shows_its_own_cards_and_only_counts_of_the_others() {
    let mut s = started(3);
    s.players[1].schemes = vec![s.scheme_decks[0].pop().unwrap()];
    let v = Rurik::view(&s, Some(Seat(0)));
    let mine = v.players[0].secrets.as_ref().unwrap();
    assert_eq!(mine.agenda, s.players[0].agenda);
    assert!(v.players[1].secrets.is_none());
    assert_eq!(v.players[1].scheme_count, 1);
    let text = serde_json::to_string(&v).unwrap();
    assert!(!text.contains("\"rng\""));
    assert!(
        Rurik::view(&s, None)
            .players
            .iter()
            .all(|p| p.secrets.is_none()),
        "a spectator sees no secrets"
    );
}

#[test]
fn the_rewards_under_the_rebels_are_hidden_unless_they_lie_open() {
    let s = started(2);
    let v = Rurik::view(&s, Some(Seat(0)));
    assert!(v.regions.iter().all(|r| r.rebel_rewards.is_none()));
    let open = Rurik::new_game(
        &Options {
            rebel_rewards: RebelRewards::Open,
            ..Options::new(2)
        },
        1,
    )
    .unwrap();
    let v = Rurik::view(&open, Some(Seat(0)));
    let kiev = &v.regions[region("Kiev").index()];
    assert_eq!(kiev.rebel_rewards.as_ref().map(Vec::len), Some(1));
}

#[test]
fn a_determinization_deals_the_others_cards_anew_and_keeps_the_viewers() {
    let s = started(4);
    let v = Rurik::view(&s, Some(Seat(2)));
    let mut rng = Rng::new(5);
    let dealt = Rurik::determinize(&v, &mut rng);
    Rurik::validate(&dealt).unwrap();
    assert_eq!(dealt.players[2].agenda, s.players[2].agenda);
    assert_eq!(dealt.players[2].inheritance, s.players[2].inheritance);
    assert_eq!(Rurik::view(&dealt, Some(Seat(2))), v);
    let differs = (0..8).any(|_| {
        let d = Rurik::determinize(&v, &mut rng);
        d.players[0].agenda != s.players[0].agenda || d.scheme_decks != s.scheme_decks
    });
    assert!(differs, "other seats' secrets are dealt at random");
}

#[test]
fn agendas_are_revealed_when_the_game_is_over() {
    let mut s = started(2);
    s.round = 4;
    rurik::claim::claim_phase(&mut s);
    let v = Rurik::view(&s, Some(Seat(0)));
    assert_eq!(v.players[1].agenda, s.players[1].agenda);
    assert!(v.final_scores.is_some());
}

#[test]
fn a_tampered_state_is_refused() {
    let mut s = started(2);
    s.players[0].troops += 1;
    assert!(Rurik::validate(&s).is_err());
    let mut s = started(2);
    s.scheme_decks[0].push(Scheme(0));
    assert!(Rurik::validate(&s).is_err());
    let mut s = started(2);
    s.pending.push(rurik::state::Pending::LoseUnits {
        seat: Seat(0),
        region: region("Azov").min(Region(7)),
        count: 1,
    });
    for r in &mut s.regions {
        r.troops[0] = 0;
    }
    s.players[0].troops = 12;
    s.players[0].leader_at = None;
    assert!(
        Rurik::validate(&s)
            .unwrap_err()
            .message
            .contains("single answer"),
        "a state no rule can leave"
    );
    let mut s = started(2);
    s.version = 99;
    assert!(Rurik::validate(&s).unwrap_err().message.contains("version"));
}

#[test]
fn kept_inheritance_cards_are_revealed_while_their_owner_gains_them() {
    let options = Options {
        first_seat: Some(Seat(0)),
        ..Options::new(2)
    };
    let mut s = Rurik::new_game(&options, 3).unwrap();
    while !matches!(s.phase, rurik::Phase::Inherit { .. }) {
        let a = Rurik::legal_actions(&s)[0];
        let _ = Rurik::apply(&mut s, &a).unwrap();
    }
    let v = Rurik::view(&s, Some(Seat(1)));
    assert_eq!(
        v.players[0].inheritance_revealing.as_ref(),
        Some(&s.players[0].inheritance)
    );
    assert_eq!(
        v.players[1].inheritance_revealing, None,
        "seat 1 reveals on its own turn"
    );
}
