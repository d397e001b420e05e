//! "VIXEN's Turn": "each turn VIXEN reveals a card and rolls an action die
//! to take actions in the territories or the den. The die results on the
//! cards determine the action location."

use super::data::{VixenIcon, VixenPlace};
use super::icons::{can_hunt, can_mark, resolve, At, DieAt};
use super::{colour, public_mut};
use crate::bonus::gain_vp;
use crate::data::Data;
use crate::event::Event;
use crate::ids::{Obstacle, Territory};
use crate::state::{Fox, Phase, PlacedDie, State};

/// VIXEN's turn comes: it plays at once, or once the choices still owed by
/// the players (a turn-order tile's) are made.
pub(crate) fn begin_turn(d: &Data, s: &mut State) {
    s.turn = None;
    s.phase = Phase::Vixen;
    if s.pending.is_empty() {
        play_turn(d, s);
    }
}

/// Plays VIXEN's whole turn, then hands the turn on.
pub(crate) fn play_turn(d: &Data, s: &mut State) {
    let Some(c) = colour(s) else { return };
    let card = s.vixen.as_mut().and_then(|v| {
        let card = v.deck.pop()?;
        v.public.revealed.push(card);
        v.public.roll = None;
        Some(card)
    });
    if let Some((id, data)) = card.and_then(|c| d.vixen.card(c).map(|x| (c, x))) {
        // "D. Instant bonus, collected when the card is revealed".
        s.log(Event::VixenRevealed { card: id });
        for icon in &data.instant {
            resolve(d, s, *icon, At::default());
        }
        let roll = s.rng.below(6) as u8 + 1;
        if let Some(v) = public_mut(s) {
            v.roll = Some(roll);
        }
        let row = d.vixen.row(id, roll);
        s.log(Event::VixenRolled {
            roll,
            row: row.unwrap_or(0),
        });
        if let Some(row) = row.and_then(|r| data.rows.get(usize::from(r))) {
            let die = place(d, s, row.place, roll);
            let territory = match die {
                Some(DieAt::Territory(t, _)) => Some(t),
                _ => None,
            };
            if let Some(t) = territory {
                move_fox(d, s, t, &row.icons);
            }
            for icon in &row.icons {
                resolve(d, s, *icon, At { territory, die });
            }
            // "D. VIXEN gains victory points at the end of the row."
            gain_vp(d, s, c, u16::from(row.vp));
            s.log(Event::Scored {
                seat: c,
                vp: i32::from(row.vp),
                reason: "row".into(),
            });
        }
        crate::turn::cheese_space(d, s, c);
    }
    crate::turn::next_turn(d, s, Some(c));
}

/// "A. VIXEN places an action die in the territory shown on the card row":
/// on its leftmost open, free die space, paying nothing; with none there,
/// in the next territory clockwise that has one. "In the Den: A. VIXEN
/// places an action die in an open space above the solo board" (the
/// leftmost), and there too when no territory has a space left. The die
/// shows its roll.
fn place(d: &Data, s: &mut State, place: VixenPlace, roll: u8) -> Option<DieAt> {
    let c = colour(s)?;
    if let Some(first) = place.territory() {
        let open = crate::placement::open_vital(d, s);
        let mut t = first;
        for _ in 0..Territory::ALL.len() {
            if let Some(space) = s
                .territory(t)
                .dice
                .iter()
                .take(open)
                .position(Option::is_none)
            {
                s.territory_mut(t).dice[space] = Some(PlacedDie {
                    seat: c,
                    value: roll,
                });
                s.log(Event::VixenPlaced {
                    territory: Some(t),
                    space: space as u8,
                });
                return Some(DieAt::Territory(t, space as u8));
            }
            t = t.clockwise();
        }
    }
    let v = public_mut(s)?;
    let space = v.dice.iter().position(Option::is_none)?;
    v.dice[space] = Some(roll);
    s.log(Event::VixenPlaced {
        territory: None,
        space: space as u8,
    });
    Some(DieAt::Den(space as u8))
}

/// "B. VIXEN moves within the territory to a spot where hunting and/or
/// territory marking can occur … VIXEN can move up to 4 spaces to reach an
/// ideal spot." From the territory's base, within its reach (4, or 3 by
/// day in a storm), it ends on the spot where the most of the row's
/// hunting and marking can occur (both beat one), a player's marked spot
/// first among those where it marks, the nearest the base on a tie; where
/// neither can occur it stays at the base. Passing or ending on a player's
/// mark, or meeting a player's beaver, pays that player as when anyone
/// moves (VIXEN has no GP to lose).
fn move_fox(d: &Data, s: &mut State, t: Territory, icons: &[VixenIcon]) {
    let Some(c) = colour(s) else { return };
    let (hunt, mark) = (
        icons.contains(&VixenIcon::Hunt),
        icons.contains(&VixenIcon::Mark),
    );
    let storm = u8::from(!s.night && crate::tiles::has_obstacle(s, t, Obstacle::Storm));
    let reach = d
        .vixen
        .board
        .moves
        .saturating_sub(storm)
        .max(1)
        .min(s.territory(t).spaces.len() as u8);
    let score = |x: u8| {
        let marks = mark && can_mark(d, s, t, x);
        let theirs = s
            .territory(t)
            .spaces
            .get(usize::from(x - 1))
            .is_some_and(|sp| sp.marker.is_some());
        2 * u8::from(hunt && can_hunt(d, s, t, x)) + 2 * u8::from(marks) + u8::from(marks && theirs)
    };
    let mut to = 0;
    let mut best = 0;
    for x in 1..=reach {
        let here = score(x);
        if here > best {
            (to, best) = (x, here);
        }
    }
    crate::territory::pass(d, s, c, t, 0, to);
    if let Some(v) = public_mut(s) {
        v.fox = Some(Fox {
            territory: t,
            space: to,
        });
    }
    s.log(Event::VixenMoved { territory: t, to });
}
