//! A full state consistent with a view, the unseen part dealt anew: other
//! seats' scheme, deed, agenda and inheritance cards (but a deed being
//! accomplished, face up), every deck's order (the rebel faction's too),
//! the box, and the rewards under the rebels (unless they lie open).

use ruleshelf_engine::{Rng, Seat};

use crate::data::data;
use crate::ids::{Agenda, Deed, Id, Inheritance, Rebel, RebelCard, Scheme};
use crate::options::Options;
use crate::rebels::FactionState;
use crate::solo::SoloState;
use crate::state::{Pending, Player, Purpose, RegionState, State};
use crate::view::{SoloView, View};
use crate::warfare::Captive;

/// The ids in `0..n` not in `known`, shuffled.
fn unseen<T: Id>(n: usize, known: &[T], rng: &mut Rng) -> Vec<T> {
    let mut seen = vec![false; n];
    for &k in known {
        if let Some(s) = seen.get_mut(k.index()) {
            *s = true;
        }
    }
    let mut out: Vec<T> = (0..n).filter(|i| !seen[*i]).map(T::at).collect();
    rng.shuffle(&mut out);
    out
}

/// Up to `n` items off the end of `pile`.
fn take<T>(pile: &mut Vec<T>, n: u8) -> Vec<T> {
    let at = pile.len().saturating_sub(usize::from(n));
    pile.split_off(at)
}

/// The rebel deck (bottom first): the known cards on top, the others
/// shuffled below them, the bottom one among those whose first strategy
/// rows are the ones slid out.
fn rebel_deck(s: &SoloView, rng: &mut Rng) -> Vec<RebelCard> {
    let size = usize::from(s.deck);
    let mut rest = unseen(size, &s.known, rng);
    let fits = |c: &RebelCard| {
        crate::solo::card(*c).is_some_and(|card| {
            card.rows.len() >= s.rows.len() && card.rows.iter().zip(&s.rows).all(|(a, b)| a == b)
        })
    };
    if !s.rows.is_empty() {
        if let Some(at) = rest.iter().position(fits) {
            let bottom = rest.remove(at);
            rest.insert(0, bottom);
        }
    }
    rest.extend(s.known.iter().rev());
    rest
}

/// Deals what `view`'s viewer cannot see at random with `rng`. A malformed
/// view gives a state [`crate::validate::validate`] refuses, never a panic.
#[must_use]
pub fn determinize(view: &View, rng: &mut Rng) -> State {
    let d = data();
    let seats = view.options.seats;
    let me = view.viewer.and_then(|v| view.players.get(v.index()));
    let mine = me.and_then(|p| p.secrets.clone());

    // Scheme cards.
    let mut known: Vec<Scheme> = view
        .scheme_discard
        .iter()
        .chain(&view.scheme_box)
        .copied()
        .collect();
    if let Some(s) = &mine {
        known.extend(&s.schemes);
        known.extend(&s.drawn);
    }
    let o = &view.options;
    known.extend(Scheme::all(d.schemes.len()).filter(|i| !o.plays(d.schemes[*i].module)));
    let mut schemes = unseen(d.schemes.len(), &known, rng);
    // Deeds. A deed being accomplished lies face up (its `Pay` decision
    // names it) and is still in its owner's hand until paid for.
    let shown: Vec<(Seat, Deed)> = view
        .pending
        .iter()
        .filter_map(|p| match *p {
            Pending::Pay {
                seat,
                purpose: Purpose::Deed { deed },
                ..
            } => Some((seat, deed)),
            _ => None,
        })
        .collect();
    let mut known: Vec<Deed> = view.deed_display.clone();
    known.extend(shown.iter().map(|(_, deed)| *deed));
    known.extend(view.players.iter().flat_map(|p| p.done.iter().copied()));
    known.extend(&view.deed_discard);
    known.extend(view.epic.iter().flat_map(|e| e.library.iter().copied()));
    if let Some(s) = &mine {
        known.extend(&s.deeds);
    }
    known.extend(Deed::all(d.deeds.len()).filter(|i| {
        let c = &d.deeds[*i];
        !o.deals(c.module, c.solo)
    }));
    let mut deeds = unseen(d.deeds.len(), &known, rng);
    // Agendas.
    let mut known: Vec<Agenda> = mine.iter().filter_map(|s| s.agenda).collect();
    known.extend(view.players.iter().filter_map(|p| p.agenda));
    known.extend(Agenda::all(d.agendas.len()).filter(|i| {
        let c = &d.agendas[*i];
        !o.deals(c.module, c.solo)
    }));
    let mut agendas = unseen(d.agendas.len(), &known, rng);
    // Inheritance cards of this seat count.
    let mut known: Vec<Inheritance> = view.inheritance_revealed.clone();
    if let Some(s) = &mine {
        known.extend(&s.inheritance);
    }
    known.extend(view.faction.iter().flat_map(|f| f.revealed.iter().copied()));
    known.extend(view.solo.iter().flat_map(|s| s.revealed.iter().copied()));
    known.extend(
        view.players
            .iter()
            .flat_map(|p| p.inheritance_revealing.iter().flatten().copied()),
    );
    let mut inheritance: Vec<Inheritance> = unseen(d.inheritance.len(), &known, rng)
        .into_iter()
        .filter(|i| {
            d.inheritance
                .get(i.index())
                .is_some_and(|c| c.min_seats <= seats)
        })
        .collect();
    // Rebels' rewards.
    let mut known: Vec<Rebel> = view
        .players
        .iter()
        .flat_map(|p| p.defeated.iter().copied())
        .collect();
    known.extend(
        view.regions
            .iter()
            .flat_map(|r| r.rebel_rewards.iter().flatten().copied()),
    );
    known.extend(
        view.warfare
            .iter()
            .flat_map(|w| w.dungeons.iter().flatten())
            .filter_map(|c| match c {
                Captive::Rebel { reward } => Some(*reward),
                _ => None,
            }),
    );
    let mut rebels = unseen(crate::setup::rebel_count(&view.options), &known, rng);

    let players: Vec<Player> = view
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let own = view.viewer == Some(Seat(i as u8));
            let rebels_side = view.options.is_solo() && Seat(i as u8) == crate::solo::REBELS;
            let secrets = if own { mine.clone() } else { None };
            Player {
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
                schemes: secrets
                    .as_ref()
                    .map_or_else(|| take(&mut schemes, p.scheme_count), |s| s.schemes.clone()),
                drawn: secrets
                    .as_ref()
                    .map_or_else(|| take(&mut schemes, p.drawn_count), |s| s.drawn.clone()),
                deeds: secrets.as_ref().map_or_else(
                    || {
                        let face_up: Vec<Deed> = shown
                            .iter()
                            .filter(|(s, _)| s.index() == i)
                            .map(|(_, deed)| *deed)
                            .collect();
                        let mut hand =
                            take(&mut deeds, p.deed_count.saturating_sub(face_up.len() as u8));
                        hand.extend(face_up);
                        hand
                    },
                    |s| s.deeds.clone(),
                ),
                done: p.done.clone(),
                agenda: match (&secrets, p.agenda) {
                    (Some(s), _) => s.agenda,
                    (None, Some(shown)) => Some(shown),
                    // The solo rebels hold no agenda.
                    (None, None) if rebels_side => None,
                    (None, None) => agendas.pop(),
                },
                inheritance: match (&secrets, &p.inheritance_revealing) {
                    (Some(s), _) => s.inheritance.clone(),
                    (None, Some(shown)) => shown.clone(),
                    (None, None) => take(&mut inheritance, p.inheritance_count),
                },
                claims: p.claims.clone(),
                warfare: p.warfare,
                warfare_earned: p.warfare_earned.clone(),
                vp_tokens: p.vp_tokens,
                defeated: p.defeated.clone(),
                conversions: p.conversions.clone(),
                leader_used: p.leader_used,
            }
        })
        .collect();
    let regions: Vec<RegionState> = view
        .regions
        .iter()
        .map(|r| RegionState {
            troops: r.troops.clone(),
            rebels: r
                .rebel_rewards
                .clone()
                .unwrap_or_else(|| take(&mut rebels, r.rebels)),
            structures: r.structures.clone(),
            goods: r.goods,
        })
        .collect();
    let scheme_decks = view
        .scheme_decks
        .iter()
        .map(|n| take(&mut schemes, *n))
        .collect();
    let deed_deck = take(&mut deeds, view.deed_deck);
    let faction = view.faction.as_ref().map(|f| FactionState {
        card: f.card,
        defeated: f.defeated,
        camp: f.camp,
        deck: take(&mut inheritance, f.deck),
        revealed: f.revealed.clone(),
    });
    let solo = view.solo.as_ref().map(|s| SoloState {
        deck: rebel_deck(s, rng),
        known: s.known.len() as u8,
        slid: s.rows.len() as u8,
        priority: s.priority,
        locked: s.locked.clone(),
        inheritance: take(&mut inheritance, s.inheritance),
        revealed: s.revealed.clone(),
        turn: s.turn,
    });
    State {
        game: view.game,
        version: view.version,
        options: Options {
            seed: None,
            ..view.options.clone()
        },
        round: view.round,
        first_seat: view.first_seat,
        token_holder: view.token_holder,
        phase: view.phase,
        pending: view.pending.clone(),
        regions,
        board: view.board.clone(),
        players,
        scheme_decks,
        scheme_discard: view.scheme_discard.clone(),
        scheme_box: view.scheme_box.clone(),
        deed_deck,
        deed_display: view.deed_display.clone(),
        agenda_box: take(&mut agendas, view.agenda_box),
        inheritance_box: take(&mut inheritance, view.inheritance_box),
        inheritance_revealed: view.inheritance_revealed.clone(),
        leaders_left: view.leaders_left.clone(),
        rebel_supply: take(&mut rebels, view.rebel_supply),
        warfare_tokens: view.warfare_tokens.clone(),
        deed_discard: view.deed_discard.clone(),
        epic: view.epic.clone(),
        warfare: view.warfare.clone(),
        faction,
        solo,
        turn: view.turn.clone(),
        rng: Rng::new(rng.next_u32()),
        log: Vec::new(),
    }
}
