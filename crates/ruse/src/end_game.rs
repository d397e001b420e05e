//! "End-of-game scoring, in order": star, hunting collections, kits
//! outside the den, common objectives, unfinished private objectives.

use ruleshelf_engine::{Deserialize, Outcome, Seat};
use serde::Serialize;

use crate::bonus::{gain_vp, lose_vp};
use crate::data::Data;
use crate::event::Event;
use crate::state::{Phase, State};

/// What each end-of-game step gave a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct FinalScore {
    pub star: u16,
    pub hunting: u16,
    pub kits: u16,
    pub common: u16,
    pub penalties: u16,
}

/// The end-of-game steps for `seat`, computed from the state before them.
#[must_use]
pub fn final_score(d: &Data, s: &State, seat: Seat) -> FinalScore {
    let p = s.player(seat);
    FinalScore {
        star: if s.star == Some(seat) {
            u16::from(d.star.vp)
        } else {
            0
        },
        hunting: u16::from(crate::hunting::chart(d, p.cache.len())),
        kits: p
            .kits
            .iter()
            .filter(|k| k.place.outside(s.options.faq_kits_outside))
            .map(|k| u16::from(k.value))
            .sum(),
        common: crate::objectives::common_vp(d, s, seat),
        penalties: p
            .hand
            .iter()
            .filter_map(|c| crate::objectives::card_data(d, *c))
            .map(|o| u16::from(o.penalty))
            .sum(),
    }
}

/// Scores the end of the game and ends it.
pub(crate) fn finish(d: &Data, s: &mut State) {
    let scores: Vec<FinalScore> = Seat::all(s.seats())
        .map(|seat| final_score(d, s, seat))
        .collect();
    for (seat, f) in Seat::all(s.seats()).zip(&scores) {
        gain_vp(d, s, seat, f.star + f.hunting + f.kits + f.common);
        lose_vp(s, seat, f.penalties);
    }
    s.final_scores = Some(scores);
    crate::vixen::finish(d, s);
    s.phase = Phase::Over;
    s.turn = None;
    s.log(Event::GameOver {
        scores: scores_of(s),
    });
}

/// How `who` (a seat or VIXEN) finished: VP, then the higher kit total,
/// then more GP (digest 25.2; VIXEN has no GP).
#[must_use]
pub fn standing(s: &State, who: Seat) -> (u16, u16, u8) {
    (
        s.vp(who),
        s.kit_total(who),
        s.players.get(who.index()).map_or(0, |p| p.gp),
    )
}

/// Every seat's VP, then VIXEN's when it plays.
fn scores_of(s: &State) -> Vec<i32> {
    s.players
        .iter()
        .map(|p| p.vp)
        .chain(s.vixen.as_ref().map(|v| v.public.vp))
        .map(i32::from)
        .collect()
}

/// The result: most VP wins; ties go to the higher kit total, then more GP
/// (digest 25.2), and are otherwise shared. With VIXEN, its VP follow the
/// seats' in `scores`, and a seat's rank counts VIXEN when it finished
/// ahead (a seat scoring as much as VIXEN on every tie-break finishes ahead
/// of it): a solo player who loses to VIXEN ranks 2 and nobody wins.
#[must_use]
pub fn outcome(s: &State) -> Outcome {
    let keys: Vec<_> = Seat::all(s.seats()).map(|seat| standing(s, seat)).collect();
    let vixen = crate::vixen::colour(s).map(|c| standing(s, c));
    let ranks: Vec<u8> = keys
        .iter()
        .map(|k| 1 + keys.iter().chain(&vixen).filter(|o| *o > k).count() as u8)
        .collect();
    let winners = ranks
        .iter()
        .enumerate()
        .filter(|(_, r)| **r == 1)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    Outcome {
        winners,
        ranks,
        scores: scores_of(s),
    }
}
