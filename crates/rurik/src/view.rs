//! What one seat (or a spectator) may know, built field by field.
//!
//! Secret: other seats' scheme cards, deed cards, agendas and inheritance
//! cards (until revealed), every deck's order (the rebel faction's deck of
//! inheritance cards too), the cards in the box, the rewards under the
//! rebels (unless the rebel rewards are open), the RNG and the log.

use ruleshelf_engine::{Deserialize, Game, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::epic::EpicState;
use crate::ids::{
    Agenda, Deed, Inheritance, Leader, Rebel, RebelCard, Recipe, Region, Scheme, WarfareToken,
};
use crate::options::{Options, RebelRewards};
use crate::scoring::{final_scores, FinalScore};
use crate::solo::data::StrategyRow;
use crate::solo::{Priority, RebelTurn};
use crate::state::{Advisor, Built, GameTag, Pending, Phase, State, Turn};
use crate::warfare::WarfareState;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub game: GameTag,
    pub version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub viewer: Option<Seat>,
    /// The options, without the seed.
    pub options: Options,
    pub round: u8,
    pub first_seat: Seat,
    pub token_holder: Seat,
    pub phase: Phase,
    pub pending: Vec<Pending>,
    pub to_act: Vec<Seat>,
    /// Every region of the map (those not in play stay empty).
    pub regions: Vec<RegionView>,
    #[cfg_attr(feature = "ts", tsify(type = "(RurikAdvisor | null)[][]"))]
    pub board: Vec<Vec<Option<Advisor>>>,
    pub players: Vec<PlayerView>,
    pub scheme_decks: Vec<u8>,
    pub scheme_discard: Vec<Scheme>,
    pub scheme_box: Vec<Scheme>,
    pub deed_deck: u8,
    pub deed_display: Vec<Deed>,
    pub agenda_box: u8,
    pub inheritance_box: u8,
    pub inheritance_revealed: Vec<Inheritance>,
    pub leaders_left: Vec<Leader>,
    pub rebel_supply: u8,
    pub warfare_tokens: Vec<WarfareToken>,
    /// The deed discard pile, face up.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub deed_discard: Vec<Deed>,
    /// Module A: the epic structure cards on display and where their
    /// structures stand, the Library's deeds, the Veche's troops.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub epic: Option<EpicState>,
    /// Module B: every seat's dungeon mat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub warfare: Option<WarfareState>,
    /// Module C: the faction card, the camp, the inheritance cards revealed
    /// and how many remain face down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub faction: Option<FactionView>,
    /// Solo: the rebel deck as far as it shows, the rebel board's bonuses,
    /// the priority, the rebels' turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub solo: Option<SoloView>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub turn: Option<Turn>,
    /// The viewer's legal actions now.
    pub actions: Vec<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub final_scores: Option<Vec<FinalScore>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RegionView {
    pub in_play: bool,
    /// Per side (solo: you, then the rebels' miniatures).
    pub troops: Vec<u8>,
    /// The sides whose leader stands here.
    pub leaders: Vec<Seat>,
    /// Rebels (solo: neutral troops).
    pub rebels: u8,
    /// The rebels' rewards, when they lie open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rebel_rewards: Option<Vec<Rebel>>,
    pub structures: Vec<Built>,
    pub goods: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ruler: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub leader: Option<Leader>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub leader_at: Option<Region>,
    pub coins: u16,
    pub troops: u8,
    pub structures: Vec<u8>,
    pub advisors: Vec<u8>,
    pub boat: Vec<u8>,
    pub dock: Vec<u8>,
    pub boons: u8,
    pub boons_below: Vec<bool>,
    pub scheme_count: u8,
    pub drawn_count: u8,
    pub deed_count: u8,
    pub inheritance_count: u8,
    /// The kept inheritance cards, face up while their owner gains them
    /// (setup step 19 reveals them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub inheritance_revealing: Option<Vec<Inheritance>>,
    /// The viewer's own secrets only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub secrets: Option<Secrets>,
    /// Every agenda, once the game is over (they are scored face up).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub agenda: Option<Agenda>,
    pub done: Vec<Deed>,
    pub claims: Vec<u8>,
    pub warfare: u8,
    pub warfare_earned: Vec<WarfareToken>,
    pub vp_tokens: u8,
    pub defeated: Vec<Rebel>,
    pub conversions: Vec<Recipe>,
    pub leader_used: bool,
}

/// Module C as a seat sees it: the deck's order is secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct FactionView {
    /// The faction card (index into the data's factions).
    pub card: u8,
    /// Flipped face down: its effect and its mustering have stopped.
    pub defeated: bool,
    /// The rebel camp's region.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub camp: Option<Region>,
    /// Inheritance cards face down in the faction's deck.
    pub deck: u8,
    /// Inheritance cards revealed from it, top = last.
    pub revealed: Vec<Inheritance>,
}

/// The solo opponent as every seat sees it: the rebel deck's order below
/// what the rules show is secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct SoloView {
    /// Cards in the rebel deck.
    pub deck: u8,
    /// The cards known from the top of the deck down, top first (indices
    /// into `components().solo.cards`): the top card, whose region and
    /// build orders the rebels' turn follows, and each card seen on top
    /// before it.
    pub known: Vec<RebelCard>,
    /// The bottom card's strategy rows slid out this round, first first;
    /// in the strategy phase the last is the row in use.
    pub rows: Vec<StrategyRow>,
    /// The rebel priority (the first player token's column).
    pub priority: Priority,
    /// Per column of the rebel board (`components().solo.boards`), per
    /// bonus space, whether a coin still covers it.
    pub locked: Vec<Vec<bool>>,
    /// Inheritance cards face down for the rebel leader's round end
    /// (without Rebel Factions), and those revealed from them, top last.
    pub inheritance: u8,
    pub revealed: Vec<Inheritance>,
    /// The rebels' turn, while they play one (its points are in `turn`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub turn: Option<RebelTurn>,
}

/// A seat's hidden cards, shown to that seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Secrets {
    pub schemes: Vec<Scheme>,
    pub drawn: Vec<Scheme>,
    pub deeds: Vec<Deed>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub agenda: Option<Agenda>,
    pub inheritance: Vec<Inheritance>,
}

/// `viewer`'s view of `state`.
#[must_use]
pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let open = state.options.rebel_rewards == RebelRewards::Open;
    let over = state.phase == Phase::Over;
    let regions = state
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let region = Region::at(i);
            RegionView {
                in_play: state.is_in_play(region),
                troops: r.troops.clone(),
                leaders: Seat::all(state.sides())
                    .filter(|s| state.players[s.index()].leader_at == Some(region))
                    .collect(),
                rebels: r.rebels.len() as u8,
                rebel_rewards: open.then(|| r.rebels.clone()),
                structures: r.structures.clone(),
                goods: r.goods,
                ruler: crate::map::ruler(state, region),
            }
        })
        .collect();
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerView {
            leader: p.leader,
            leader_at: p.leader_at,
            coins: p.coins,
            troops: p.troops,
            structures: p.structures.clone(),
            advisors: p.advisors.clone(),
            boat: p.boat.clone(),
            dock: p.dock.clone(),
            boons: p.boons,
            boons_below: p.boons_below.clone(),
            scheme_count: p.schemes.len() as u8,
            drawn_count: p.drawn.len() as u8,
            deed_count: p.deeds.len() as u8,
            inheritance_count: p.inheritance.len() as u8,
            inheritance_revealing: (state.phase
                == Phase::Inherit {
                    seat: Seat(i as u8),
                })
            .then(|| p.inheritance.clone()),
            secrets: (viewer == Some(Seat(i as u8))).then(|| Secrets {
                schemes: p.schemes.clone(),
                drawn: p.drawn.clone(),
                deeds: p.deeds.clone(),
                agenda: p.agenda,
                inheritance: p.inheritance.clone(),
            }),
            agenda: if over { p.agenda } else { None },
            done: p.done.clone(),
            claims: p.claims.clone(),
            warfare: p.warfare,
            warfare_earned: p.warfare_earned.clone(),
            vp_tokens: p.vp_tokens,
            defeated: p.defeated.clone(),
            conversions: p.conversions.clone(),
            leader_used: p.leader_used,
        })
        .collect();
    View {
        game: state.game,
        version: state.version,
        viewer,
        options: Options {
            seed: None,
            ..state.options.clone()
        },
        round: state.round,
        first_seat: state.first_seat,
        token_holder: state.token_holder,
        phase: state.phase,
        pending: state.pending.clone(),
        to_act: crate::legal::to_act(state),
        regions,
        board: state.board.clone(),
        players,
        scheme_decks: state.scheme_decks.iter().map(|d| d.len() as u8).collect(),
        scheme_discard: state.scheme_discard.clone(),
        scheme_box: state.scheme_box.clone(),
        deed_deck: state.deed_deck.len() as u8,
        deed_display: state.deed_display.clone(),
        agenda_box: state.agenda_box.len() as u8,
        inheritance_box: state.inheritance_box.len() as u8,
        inheritance_revealed: state.inheritance_revealed.clone(),
        leaders_left: state.leaders_left.clone(),
        rebel_supply: state.rebel_supply.len() as u8,
        warfare_tokens: state.warfare_tokens.clone(),
        deed_discard: state.deed_discard.clone(),
        epic: state.epic.clone(),
        warfare: state.warfare.clone(),
        faction: state.faction.as_ref().map(|f| FactionView {
            card: f.card,
            defeated: f.defeated,
            camp: f.camp,
            deck: f.deck.len() as u8,
            revealed: f.revealed.clone(),
        }),
        solo: state.solo.as_ref().map(|s| SoloView {
            deck: s.deck.len() as u8,
            known: s
                .deck
                .iter()
                .rev()
                .take(usize::from(s.known))
                .copied()
                .collect(),
            rows: crate::solo::strategy::slid_rows(state),
            priority: s.priority,
            locked: s.locked.clone(),
            inheritance: s.inheritance.len() as u8,
            revealed: s.revealed.clone(),
            turn: s.turn,
        }),
        turn: state.turn.clone(),
        actions: crate::Rurik::actions_of(state, viewer),
        final_scores: (state.phase == Phase::Over).then(|| final_scores(state)),
    }
}
