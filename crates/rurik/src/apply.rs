//! Plays a checked action: a pending decision's answer, or the phase's move.
//! Every action is matched by name, so a new one does not compile until it
//! is played here.

use crate::action::Action;
use crate::state::State;

pub fn play(state: &mut State, action: &Action) {
    if !state.pending.is_empty() {
        crate::decisions::play(state, action);
        return;
    }
    match *action {
        Action::ChooseLeader { seat, leader } => crate::setup::choose_leader(state, seat, leader),
        Action::ReturnInheritance { seat, card } => {
            crate::setup::return_inheritance(state, seat, card)
        }
        Action::PlaceTroop { seat, region } => crate::setup::place_troop(state, seat, region),
        Action::PlaceLeader { seat, region } => crate::setup::place_leader(state, seat, region),
        Action::Inherit { seat, card, region } => {
            crate::inheritance::inherit(state, seat, card, region)
        }
        Action::Forfeit { seat, card } => crate::inheritance::forfeit(state, seat, card),
        Action::PlaceAdvisor {
            seat,
            number,
            column,
        } => crate::strategy::place(state, seat, number, column),
        Action::TakeAdvisor { column, row, .. } => crate::turn::take(state, column, row),
        Action::TakePoints { seat } => crate::turn::take_points(state, seat),
        Action::TakeCoin { seat } => crate::turn::take_coin(state, seat),
        Action::Muster {
            seat,
            region,
            attack,
        } => crate::muster::play(state, seat, region, attack),
        Action::Move {
            seat,
            from,
            to,
            leader,
            escort,
            far,
        } => crate::movement::play(
            state,
            &crate::movement::Move {
                seat,
                from,
                to,
                leader,
                escort,
                far,
            },
        ),
        Action::Attack {
            seat,
            region,
            target,
            deck,
            easy,
            from,
        } => crate::attack::play(state, seat, region, target, deck, easy, from),
        Action::Tax { seat, region } => crate::tax::play(state, seat, region),
        Action::Build { seat, region, kind } => crate::build::play(state, seat, region, kind),
        Action::PlayScheme { seat, card, choice } => {
            crate::scheme::play_scheme(state, seat, card, choice, false)
        }
        Action::AccomplishDeed { seat, deed } => crate::deeds::accomplish(state, seat, deed),
        Action::Convert { seat, recipe } => crate::conversion::convert(state, seat, recipe),
        Action::Predslava {
            seat,
            target,
            from,
            to,
        } => crate::leaders::predslava(state, seat, target, from, to),
        Action::Sviatoslav { seat, to } => crate::leaders::sviatoslav(state, seat, to),
        Action::Theofana { seat, to } => crate::leaders::theofana(state, seat, to),
        Action::BuildEpic {
            seat,
            card,
            region,
            other,
        } => crate::epic::build::play(state, seat, card, crate::epic::Site { region, other }),
        Action::CrossFort {
            seat,
            from,
            to,
            leader,
        } => crate::epic::effects::cross_fort(state, seat, from, to, leader),
        Action::DefeatFaction { seat } => crate::rebels::defeat(state, seat),
        Action::KeepCaptive { seat, owner } => crate::warfare::release::keep(state, seat, owner),
        Action::EndTurn { seat } => crate::turn::end_turn(state, seat),
        Action::TakeDeed { seat, deed } => crate::claim::take_deed(state, seat, deed),
        Action::Bribe { .. }
        | Action::Regroup { .. }
        | Action::Decline { .. }
        | Action::LoseUnit { .. }
        | Action::Stow { .. }
        | Action::MarketBonus { .. }
        | Action::ChooseDeck { .. }
        | Action::KeepScheme { .. }
        | Action::ConvertUnit { .. }
        | Action::TavernScheme { .. }
        | Action::DefeatRebel { .. }
        | Action::Replace { .. }
        | Action::PayGood { .. }
        | Action::PayScheme { .. }
        | Action::RemoveTroop { .. }
        | Action::RemoveStructure { .. }
        | Action::ReturnRebel { .. }
        | Action::ReleaseCaptive { .. }
        | Action::ChooseGood { .. }
        | Action::TradeGood { .. }
        | Action::ExchangeDeed { .. }
        | Action::GiveDeed { .. }
        | Action::VecheTroop { .. }
        | Action::CheckCasualty { .. }
        | Action::Capture { .. } => unreachable!(
            "{action:?} answers a decision, and check admits it only while one is pending"
        ),
    }
}
