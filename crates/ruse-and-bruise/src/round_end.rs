//! The end of a round ("Playing A Round", rulings 1–4, 10): every
//! face-down card turns up without its when-flipped ability, each column is
//! scored, goals go to the winners, played cards to their owners' discard
//! piles, and the next round begins left of the seat that ended this one.

use ruleshelf_engine::Seat;

use crate::cards::ROUNDS;
use crate::event::Event;
use crate::final_score::final_scores;
use crate::scoring::{score_column, ColumnScoring, RoundScoring};
use crate::setup::begin_round;
use crate::state::{Face, Phase, State};

/// Ends the round `ender`'s action completed.
pub(crate) fn end_round(state: &mut State, ender: Seat) {
    state.log(Event::RoundComplete {
        round: state.round,
        seat: ender,
    });
    reveal_all(state);
    let mut columns = Vec::with_capacity(state.columns.len());
    for (i, column) in state.columns.clone().iter().enumerate() {
        let scoring = score_column(i as u8, &column.cards, column.goal);
        log_steps(state, &scoring);
        match scoring.winner {
            Some(seat) => {
                if let Some(player) = state.players.get_mut(seat.index()) {
                    player.won.push(column.goal);
                }
            }
            None => state.unclaimed_goals.push(column.goal),
        }
        columns.push(scoring);
    }
    state.last_scoring = Some(RoundScoring {
        round: state.round,
        columns,
    });
    for column in core::mem::take(&mut state.columns) {
        for placed in column.cards {
            if let Some(player) = state.players.get_mut(placed.owner.index()) {
                player.discard_pile.push(placed.card);
            }
        }
    }
    if state.round >= ROUNDS {
        state.phase = Phase::Over;
        for score in final_scores(state) {
            state.log(Event::FinalScore {
                seat: score.seat,
                score: score.score,
            });
        }
    } else {
        begin_round(state, ender.clockwise(1, state.seats()));
    }
}

/// "All face down cards are flipped over but if the card had an immediate
/// special action, that action is not performed."
fn reveal_all(state: &mut State) {
    for i in 0..state.columns.len() {
        for at in 0..state.columns[i].cards.len() {
            let placed = state.columns[i].cards[at];
            if placed.face != Face::Up {
                state.columns[i].cards[at].face = Face::Up;
                state.log(Event::Revealed {
                    column: i as u8,
                    seat: placed.owner,
                    card: placed.card,
                });
            }
        }
    }
}

/// One event per scoring step of a column.
fn log_steps(state: &mut State, s: &ColumnScoring) {
    let column = s.column;
    if s.musketeers {
        state.log(Event::MusketeersAct { column });
    } else {
        if s.wizards > 0 && s.wizards & 1 == 0 {
            state.log(Event::WizardsCancel {
                column,
                count: s.wizards,
            });
        }
        for r in &s.wizard_removed {
            state.log(Event::WizardRemoved {
                column,
                seat: r.seat,
                card: r.card,
            });
        }
        if s.witches > 0 && s.witches & 1 == 0 {
            state.log(Event::WitchesCancel {
                column,
                count: s.witches,
            });
        }
        for r in &s.witch_removed {
            state.log(Event::WitchRemoved {
                column,
                seat: r.seat,
                card: r.card,
            });
        }
        if let Some(seat) = s.prince_and_squire {
            state.log(Event::PrinceAndSquire { column, seat });
        }
    }
    if s.beggar {
        state.log(Event::BeggarActs { column });
    }
    for t in &s.totals {
        state.log(Event::Total {
            column,
            seat: t.seat,
            total: t.total,
            eligible: t.eligible,
        });
    }
    match (s.winner, s.reason) {
        (Some(seat), Some(reason)) => state.log(Event::ColumnWon {
            column,
            seat,
            goal: s.goal,
            reason,
        }),
        _ => state.log(Event::ColumnUnclaimed {
            column,
            goal: s.goal,
        }),
    }
}
