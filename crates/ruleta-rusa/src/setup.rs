//! "Game Setup" and "Use of Advanced Chips": dealing skills, shuffling the
//! stack, choosing who reveals first.

use ruleshelf_engine::{Rng, RulesError, Seat};

use crate::chip::REVOLVER_CHIPS;
use crate::event::Event;
use crate::options::{Mode, Options};
use crate::revolver::Revolver;
use crate::skill::{Skill, SkillChip};
use crate::state::{Direction, GameTag, Phase, Player, State, FORMAT_VERSION};

/// Sets up a table: skills face up in front of each seat (dealt, or left in
/// the box to draft), a shuffled stack of eight, and the first seat.
pub fn new_game(options: &Options, seed: u32) -> Result<State, RulesError> {
    options.check()?;
    let mut rng = Rng::new(seed);
    let seats = options.seats;
    let first = options
        .first_seat
        .unwrap_or_else(|| Seat(rng.below(u32::from(seats)) as u8));
    let revolver = Revolver::new(REVOLVER_CHIPS, rng.below(u32::from(REVOLVER_CHIPS)) as u8);
    let mut state = State {
        game: GameTag::RuletaRusa,
        version: FORMAT_VERSION,
        options: Options {
            seed: Some(seed),
            ..options.clone()
        },
        players: vec![
            Player {
                skills: Vec::new(),
                alive: true
            };
            usize::from(seats)
        ],
        revolver,
        known: vec![0; usize::from(seats)],
        supply: Skill::ALL.iter().map(|s| s.in_box()).collect(),
        turn: first,
        first,
        direction: Direction::Clockwise,
        phase: Phase::Opening,
        double_shot: false,
        eliminated: Vec::new(),
        rng,
        log: Vec::new(),
    };
    match (options.mode, options.drafted()) {
        (Mode::Basic, _) => {
            for seat in Seat::all(seats) {
                for skill in Skill::BASIC {
                    take_from_box(&mut state, seat, skill);
                }
                state.log(Event::Dealt {
                    seat,
                    skills: Skill::BASIC.to_vec(),
                });
            }
        }
        (Mode::Advanced, false) => {
            for seat in Seat::all(seats).map(|s| s.clockwise(i32::from(first.0), seats)) {
                let skills: Vec<Skill> = (0..3).map(|_| deal_one(&mut state, seat)).collect();
                state.log(Event::Dealt { seat, skills });
            }
        }
        (Mode::Advanced, true) => state.phase = Phase::Draft,
    }
    state.log(Event::FirstToReveal { seat: first });
    Ok(state)
}

/// Deals `seat` one chip drawn at random from the box among the skills it
/// does not have yet ("A person cannot have the same skill two or more
/// times"). The basic skills have a chip for each of six seats, so a skill
/// is always left to deal.
fn deal_one(state: &mut State, seat: Seat) -> Skill {
    let allowed = |state: &State, skill: Skill| state.player(seat).chip(skill).is_none();
    let total: u32 = Skill::ALL
        .iter()
        .filter(|s| allowed(state, **s))
        .map(|s| u32::from(state.supply[s.index()]))
        .sum();
    let mut pick = state.rng.below(total);
    let mut chosen = Skill::Flip;
    for skill in Skill::ALL.into_iter().filter(|s| allowed(state, *s)) {
        let copies = u32::from(state.supply[skill.index()]);
        if pick < copies {
            chosen = skill;
            break;
        }
        pick -= copies;
    }
    take_from_box(state, seat, chosen);
    chosen
}

/// Moves one chip of `skill` from the box to `seat`, face up.
pub(crate) fn take_from_box(state: &mut State, seat: Seat, skill: Skill) {
    state.supply[skill.index()] -= 1;
    state.players[seat.index()].skills.push(SkillChip {
        skill,
        face_up: true,
    });
}

/// Whether `seat` may draft `skill` now.
#[must_use]
pub fn may_draft(state: &State, seat: Seat, skill: Skill) -> bool {
    state.supply[skill.index()] > 0 && state.player(seat).chip(skill).is_none()
}

/// A drafted chip; the next seat clockwise drafts next, and after three
/// rounds the first seat makes the opening reveal.
pub(crate) fn draft(state: &mut State, seat: Seat, skill: Skill) {
    take_from_box(state, seat, skill);
    state.log(Event::Drafted { seat, skill });
    let next = seat.clockwise(1, state.options.seats);
    if state.player(next).skills.len() == 3 {
        state.phase = Phase::Opening;
        state.turn = state.first;
    } else {
        state.turn = next;
    }
}
