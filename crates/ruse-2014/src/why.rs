//! "Why not?": what stops a seat from using a card, a pile, a place or its
//! portrait, from its view, in the rulebook's words.

use ruleshelf_engine::{Explain, Seat, Why};

use crate::accusation::{self, misfit, Misfit};
use crate::action::{Action, Source, Top};
use crate::card::{distinct, Card, Kind, Rank, Suit};
use crate::discard::{self, Open};
use crate::state::Phase;
use crate::target::Target;
use crate::view::{PlayerView, View};
use crate::{alibi, cover_up, draw, joker, Ruse2014};

const AFTER_TAKING: &str =
    "after taking a card, you must do one of the following actions: Make An Accusation, \
                            Reveal A Joker, Provide An Alibi, Cover Up Evidence, Discard A Card";

/// "Provide an Alibi": the card on top is chosen with the Alibi.
const TOP_AFTER_ALIBI: &str =
    "which card ends on top is chosen when you provide an Alibi: pick the Alibi card in your hand first";
/// "Provide an Alibi", asked with no Accusation in front of you.
const NO_ACCUSATION_AGAINST_YOU: &str =
    "an Alibi counters an Accusation made against you: there is none";

impl Explain for Ruse2014 {
    type Target = Target;

    fn targets(action: &Action) -> Vec<Target> {
        Target::of(action)
    }

    fn targets_in(view: &View) -> Vec<Target> {
        let mut targets = vec![Target::Pile(Source::Pile), Target::Pile(Source::Discard)];
        if let Some(hand) = view
            .viewer
            .and_then(|seat| view.players.get(seat.index()))
            .and_then(|p| p.hand.as_ref())
        {
            targets.extend(distinct(hand).map(Target::Hand));
        }
        for (seat, player) in (0..).map(Seat).zip(&view.players) {
            targets.push(Target::Portrait(seat));
            targets.extend(
                player
                    .accusations
                    .iter()
                    .map(|card| Target::Accusation(*card)),
            );
            for kind in [Kind::Method, Kind::Motive, Kind::Opportunity] {
                if !player
                    .accusations
                    .iter()
                    .any(|a| a.accusation().is_some_and(|(_, k)| k == kind))
                {
                    targets.push(Target::Slot { seat, kind });
                }
            }
        }
        targets.extend([Target::Top(Top::Alibi), Target::Top(Top::Accusation)]);
        targets
    }

    fn to_act_in(view: &View) -> Vec<Seat> {
        if matches!(view.phase, Phase::Over { .. }) {
            Vec::new()
        } else {
            vec![view.turn]
        }
    }

    fn is_over(view: &View) -> bool {
        matches!(view.phase, Phase::Over { .. })
    }

    fn actions_in(view: &View) -> &[Action] {
        &view.actions
    }

    fn pending(view: &View) -> Option<Why> {
        match view.phase {
            Phase::Draw => {
                Some(Why::pending(draw::HEADING, "at the start of your turn, first take the top card of the draw pile or the discard pile"))
            }
            Phase::CoverUpDiscard => Some(Why::pending(
                cover_up::HEADING,
                "you MUST also discard one card from your hand in the normal manner to complete your turn",
            )),
            Phase::Act | Phase::Over { .. } => None,
        }
    }

    /// Asked in the main step (make an Accusation, reveal a Joker, provide
    /// an Alibi, cover up evidence or discard), the only one without a
    /// pending step.
    fn why_not(view: &View, target: &Target) -> Why {
        let Some(me) = view
            .viewer
            .and_then(|seat| view.players.get(seat.index()).map(|p| (seat, p)))
        else {
            return Why::phase(draw::HEADING, AFTER_TAKING);
        };
        let at = Table {
            view,
            me: me.0,
            player: me.1,
        };
        match *target {
            Target::Pile(Source::Pile) => Why::phase(draw::HEADING, AFTER_TAKING),
            Target::Pile(Source::Discard) => at.why_not_discard(),
            Target::Hand(card) => at.why_not_play(card),
            Target::Accusation(card) => at.why_not_take(card),
            Target::Slot { seat, kind } => at.why_not_place(seat, kind),
            Target::Portrait(seat) => at.why_not_cover_up(seat),
            Target::Top(_) => at.why_not_top(),
        }
    }
}

/// The view, seen from the seat that asks.
struct Table<'v> {
    view: &'v View,
    me: Seat,
    player: &'v PlayerView,
}

fn seat_name(seat: Seat) -> String {
    format!("Seat {}", seat.0 + 1)
}

/// "the 9 of Crystals", "a Joker".
fn card_name(card: Card) -> String {
    match card {
        Card::Joker => "a Joker".to_owned(),
        Card::Suited { suit, rank } => {
            format!("the {} of {}", Rank::symbol(rank), Suit::name(suit))
        }
    }
}

impl Table<'_> {
    fn has(&self, play: impl Fn(&Action) -> bool) -> bool {
        self.view.actions.iter().any(play)
    }

    fn others(&self) -> impl Iterator<Item = (Seat, &PlayerView)> {
        let me = self.me;
        (0..)
            .map(Seat)
            .zip(&self.view.players)
            .filter(move |(seat, _)| *seat != me)
    }

    /// Discarding is not open: the play that comes first, by the rule.
    fn why_not_discard(&self) -> Why {
        let open = Open {
            accusation: self.has(|a| matches!(a, Action::Accuse { .. })),
            alibi: self.has(|a| matches!(a, Action::Alibi { .. })),
            joker: self.has(|a| matches!(a, Action::Joker { .. })),
            cover_up: self.player.accusations.len() >= 3 && !self.player.covered_up,
        };
        let rule = discard::refusal(open).unwrap_or(discard::DISCARD_FROM_HAND);
        Why::forbidden(discard::HEADING, rule)
    }

    /// Which card ends on top is part of providing an Alibi: asked before
    /// the Alibi is picked, or with no Alibi in hand that can be provided.
    fn why_not_top(&self) -> Why {
        if self.has(|a| matches!(a, Action::Alibi { .. })) {
            Why::phase(alibi::HEADING, TOP_AFTER_ALIBI)
        } else if self.player.accusations.is_empty() {
            Why::forbidden(alibi::HEADING, NO_ACCUSATION_AGAINST_YOU)
        } else {
            Why::forbidden(
                alibi::HEADING,
                "an Alibi must match the value of an Accusation made against you: \
                 there is no Alibi that matches in your hand",
            )
        }
    }

    /// A card of the hand that no play of the main step uses: the rule of
    /// its own play, then the rule that keeps it from being discarded.
    fn why_not_play(&self, card: Card) -> Why {
        let held = self
            .player
            .hand
            .as_ref()
            .is_some_and(|hand| hand.contains(&card));
        if !held {
            return Why::forbidden(
                discard::HEADING,
                format!(
                    "you play cards from your hand: {} is not in it",
                    card_name(card)
                ),
            );
        }
        let (heading, rule) = if card.is_joker() {
            let rule = if self.view.players.iter().all(|p| p.accusations.is_empty()) {
                "reveal a Joker to move an Accusation from in front of one player: there is none on the table".to_owned()
            } else {
                "reveal a Joker to move an Accusation to a different player: none fits in front of another player".to_owned()
            };
            (joker::HEADING, rule)
        } else if let Some(rank) = card.alibi_rank() {
            let against: Vec<&str> = self
                .player
                .accusations
                .iter()
                .filter_map(|a| a.rank())
                .map(Rank::symbol)
                .collect();
            let rule = if against.is_empty() {
                NO_ACCUSATION_AGAINST_YOU.to_owned()
            } else {
                format!(
                    "an Alibi must match the value of an Accusation made against you: {} is not {}",
                    Rank::symbol(rank),
                    against.join(" or ")
                )
            };
            (alibi::HEADING, rule)
        } else if let Some((suit, kind)) = card.accusation() {
            let seats: Vec<String> = self
                .others()
                .map(|(seat, p)| {
                    format!(
                        "{} {}",
                        seat_name(seat),
                        misfit_words(misfit(&p.accusations, card))
                    )
                })
                .collect();
            let rule = format!(
                "{} (a {} of {}) fits in front of no other player: {}",
                card_name(card),
                Kind::name(kind),
                Suit::name(suit),
                seats.join(", ")
            );
            (accusation::HEADING, rule)
        } else {
            return self.why_not_discard();
        };
        let Why {
            rule: discarding, ..
        } = self.why_not_discard();
        Why::forbidden(heading, format!("{rule}; and {discarding}"))
    }

    /// An Accusation on the table: moved by a Joker, or covered up by the
    /// seat it accuses.
    fn why_not_take(&self, card: Card) -> Why {
        if self.player.accusations.contains(&card) {
            let rule = if self.player.covered_up {
                "each player's portrait tile can be used once per game to cover up evidence: yours is used"
            } else {
                "to cover up evidence, touch your portrait tile first"
            };
            return Why::forbidden(cover_up::HEADING, rule);
        }
        if !self
            .player
            .hand
            .as_ref()
            .is_some_and(|hand| hand.contains(&Card::Joker))
        {
            return Why::forbidden(joker::HEADING, "an Accusation moves to another player only when you reveal a Joker from your hand: you have none");
        }
        Why::forbidden(
            joker::HEADING,
            format!("{} fits in front of no other player", card_name(card)),
        )
    }

    /// A seat's empty place for a type of Accusation.
    fn why_not_place(&self, seat: Seat, kind: Kind) -> Why {
        let Some(there) = self.view.players.get(seat.index()) else {
            return Why::forbidden(
                accusation::HEADING,
                format!("there is no {}", seat_name(seat)),
            );
        };
        if seat == self.me {
            return Why::forbidden(
                accusation::HEADING,
                "an Accusation is placed face-up on the table in front of another player, not you",
            );
        }
        if let Some(card) = there
            .accusations
            .iter()
            .find(|a| a.accusation().is_some_and(|(_, k)| k == kind))
        {
            let rule = format!(
                "{}: {} has {} already",
                Misfit::SameType.rule(),
                seat_name(seat),
                card_name(*card)
            );
            return Why::forbidden(accusation::HEADING, rule);
        }
        let hand = self.player.hand.as_deref().unwrap_or_default();
        let fitting: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| c.accusation().is_some_and(|(_, k)| k == kind))
            .collect();
        if let (Some(card), Some(suit)) = (
            fitting.first(),
            there
                .accusations
                .first()
                .and_then(|a| a.accusation())
                .map(|(s, _)| s),
        ) {
            if misfit(&there.accusations, *card) == Some(Misfit::OtherSuit) {
                let rule = format!(
                    "{}: {}'s are {}",
                    Misfit::OtherSuit.rule(),
                    seat_name(seat),
                    Suit::name(suit)
                );
                return Why::forbidden(accusation::HEADING, rule);
            }
        }
        let rule = format!("you make an Accusation with a {} card (Gears or Pistols) from your hand: you have none", Kind::name(kind));
        Why::forbidden(accusation::HEADING, rule)
    }

    /// A portrait tile: its owner covers up evidence with it, once.
    fn why_not_cover_up(&self, seat: Seat) -> Why {
        if seat != self.me {
            return Why::forbidden(
                cover_up::HEADING,
                "you cover up evidence with your own portrait tile",
            );
        }
        if self.player.covered_up {
            return Why::forbidden(cover_up::HEADING, "each player's portrait tile can be used once per game to cover up evidence: yours is used");
        }
        Why::forbidden(
            cover_up::HEADING,
            "cover up evidence removes one of the Accusations in front of you: there is none",
        )
    }
}

/// Why an Accusation does not fit in front of a player, in a few words.
fn misfit_words(misfit: Option<Misfit>) -> &'static str {
    match misfit {
        Some(Misfit::SameType) => "has that type already",
        Some(Misfit::OtherSuit) => "has Accusations of the other suit",
        None => "would take it",
    }
}
