//! Gaining and losing: GP, VP (with the orange-space Ruse), resources, the
//! cheese and the star, and every printed bonus ([`Bonus`]). A bonus that
//! needs a decision is owed as a [`Choice`] of the gaining seat; owed
//! choices are resolved newest first, so a bonus gained while resolving
//! another is settled before play goes back to it.

use ruleshelf_engine::Seat;

use crate::data::{Bonus, Data};
use crate::ids::{Instinct, Resource, RuseTile, Territory};
use crate::state::{Choice, Pending, State};

/// The GP reserve's tracks go to 99.
pub const MAX_GP: u8 = 99;

/// Gains GP. VIXEN never has any: what it would gain or lose is nothing.
pub(crate) fn gain_gp(s: &mut State, seat: Seat, n: u8) {
    if let Some(p) = s.players.get_mut(seat.index()) {
        p.gp = p.gp.saturating_add(n).min(MAX_GP);
    }
}

/// A loss takes what the player has, down to 0 (digest 1.3).
pub(crate) fn lose_gp(s: &mut State, seat: Seat, n: u8) {
    if let Some(p) = s.players.get_mut(seat.index()) {
        p.gp = p.gp.saturating_sub(n);
    }
}

/// Gains VP (a seat's, or VIXEN's). With the orange Ruse: +1 GP per
/// orange space crossed ("Earn 1 GP each time you cross an orange space on
/// the VP track").
pub(crate) fn gain_vp(d: &Data, s: &mut State, seat: Seat, n: u16) {
    if let Some(v) = crate::vixen::board_mut(s, seat) {
        v.vp = v.vp.saturating_add(n);
        return;
    }
    let Some(p) = s.players.get_mut(seat.index()) else {
        return;
    };
    let before = p.vp;
    let after = before.saturating_add(n);
    p.vp = after;
    if p.has_ruse(RuseTile::Orange) {
        let every = d.vp_track.orange_every.max(1);
        let crossed = after / every - before / every;
        gain_gp(s, seat, crossed.min(u16::from(MAX_GP)) as u8);
    }
}

/// Loses VP, never below 0.
pub(crate) fn lose_vp(s: &mut State, seat: Seat, n: u16) {
    let p = s.player_mut(seat);
    p.vp = p.vp.saturating_sub(n);
}

/// Tokens of a resource left in the general supply (digest 31.1).
#[must_use]
pub fn supply(d: &Data, s: &State, r: Resource) -> u8 {
    let held: u16 = s
        .players
        .iter()
        .map(|p| u16::from(p.resources[r.index()]))
        .sum();
    u16::from(d.resource_supply.per_type).saturating_sub(held) as u8
}

/// One resource of type `r`, if the supply has one.
pub(crate) fn gain_resource(d: &Data, s: &mut State, seat: Seat, r: Resource) {
    if supply(d, s, r) > 0 {
        s.player_mut(seat).resources[r.index()] += 1;
    }
}

/// Whether a resource of some type can be had.
#[must_use]
pub fn any_supply(d: &Data, s: &State) -> bool {
    Territory::ALL.iter().any(|r| supply(d, s, *r) > 0)
}

/// Gains the cheese, from the supply or from its holder ("if another player
/// has it, steal it").
pub(crate) fn take_cheese(s: &mut State, seat: Seat) {
    s.cheese = Some(seat);
}

/// Gains the star, the same way.
pub(crate) fn take_star(s: &mut State, seat: Seat) {
    s.star = Some(seat);
}

/// Owes `seat` a decision; it is resolved before any owed earlier.
pub(crate) fn owe(s: &mut State, seat: Seat, choice: Choice) {
    s.pending.insert(0, Pending { seat, choice });
}

/// Grants every bonus of a list. `territory` is where the die was placed,
/// for the territory bonuses.
pub(crate) fn grant_all(
    d: &Data,
    s: &mut State,
    seat: Seat,
    bonuses: &[Bonus],
    territory: Option<Territory>,
) {
    for b in bonuses {
        grant(d, s, seat, *b, territory);
    }
}

/// Grants one bonus (to VIXEN, what it has a use for:
/// [`crate::vixen::icons::grant`]).
pub(crate) fn grant(
    d: &Data,
    s: &mut State,
    seat: Seat,
    bonus: Bonus,
    territory: Option<Territory>,
) {
    if crate::vixen::is(s, seat) {
        crate::vixen::icons::grant(d, s, bonus, territory);
        return;
    }
    match bonus {
        Bonus::Gp(n) => gain_gp(s, seat, n),
        Bonus::Vp(n) => gain_vp(d, s, seat, u16::from(n)),
        Bonus::Resource(r) => gain_resource(d, s, seat, r),
        Bonus::AnyResource => offer_resource(d, s, seat),
        Bonus::TerritoryResource => match territory {
            Some(t) if !chooses_resource(s, seat) => gain_resource(d, s, seat, t),
            _ => offer_resource(d, s, seat),
        },
        Bonus::TerritoryTile => {
            if let Some(t) = territory {
                crate::tiles::draw(d, s, seat, t);
            }
        }
        Bonus::Kit => crate::kits::offer_raise(s, seat),
        Bonus::Track => offer_track(d, s, seat),
        Bonus::Hunt => crate::hunting::draw_from_stack(d, s, seat),
        Bonus::BonusDen => crate::den::offer_bonus_tile(s, seat, false),
        Bonus::DenTile => crate::den::draw_and_place(d, s, seat),
        Bonus::FreeGrowth => crate::kits::offer_free_growth(d, s, seat),
        Bonus::Cheese => take_cheese(s, seat),
        Bonus::Star => take_star(s, seat),
        // An upgrade belongs to the kit entering a growth space; see kits.
        Bonus::Upgrade => {}
        Bonus::Firefox(steps) => crate::firefox::step(d, s, seat, steps, None),
        Bonus::FirefoxRoll => crate::firefox::roll(d, s, seat),
        Bonus::Village => crate::village::advance(d, s, seat),
    }
}

/// "Choose your resource when collecting": the Ruse tile or the instinct.
#[must_use]
pub fn chooses_resource(s: &State, seat: Seat) -> bool {
    let p = s.player(seat);
    p.has_ruse(RuseTile::AnyResource) || p.has_instinct(Instinct::AnyResource)
}

fn offer_resource(d: &Data, s: &mut State, seat: Seat) {
    if any_supply(d, s) {
        owe(s, seat, Choice::Resource);
    }
}

/// Tracks `seat` can still advance on.
#[must_use]
pub fn open_tracks(d: &Data, s: &State, seat: Seat) -> Vec<Territory> {
    let top = d.top_level();
    Territory::ALL
        .into_iter()
        .filter(|t| s.player(seat).paws[t.index()] < top)
        .collect()
}

/// "Advance on any territory track of your choice": asks which, when there
/// is a choice.
pub(crate) fn offer_track(d: &Data, s: &mut State, seat: Seat) {
    match open_tracks(d, s, seat).as_slice() {
        [] => {}
        [only] => crate::tracks::advance(d, s, seat, *only),
        _ => owe(s, seat, Choice::Track),
    }
}
