//! The cards and domains as a UI names them: each card's name, printed
//! value and copies, and each domain's name and symbol, from the card list
//! of [`crate::cards`] rather than a copy.

use serde::Serialize;

use crate::cards::{Ability, Card, Domain, CARDS};

/// The influence cards of one colour in [`Card`] order, and the domains in
/// [`Domain::ALL`] order (`Game::components`).
///
/// ```
/// let c = ruse_and_bruise::components::Components::standard();
/// assert_eq!(c.cards[0].name, "King");
/// assert_eq!(c.cards[0].value, 40); // half-points: 20 points
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct Components {
    pub cards: Vec<CardInfo>,
    pub domains: Vec<DomainInfo>,
}

/// One influence card.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct CardInfo {
    pub card: Card,
    pub name: String,
    /// The printed value in half-points (the Assassin's 9½ is 19).
    pub value: i32,
    pub copies: u8,
    /// The domain whose goals raise this specialist to 12 points.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub specialist: Option<Domain>,
}

/// A goal card's domain: its name and the symbol printed on its goals.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct DomainInfo {
    pub domain: Domain,
    pub name: String,
    pub symbol: String,
}

impl Components {
    /// The components of the box.
    #[must_use]
    pub fn standard() -> Components {
        Components {
            cards: CARDS
                .iter()
                .map(|row| CardInfo {
                    card: row.card,
                    name: row.name.to_owned(),
                    value: row.value,
                    copies: row.copies,
                    specialist: match row.ability {
                        Ability::Specialist(domain) => Some(domain),
                        _ => None,
                    },
                })
                .collect(),
            domains: Domain::ALL
                .iter()
                .map(|&domain| DomainInfo {
                    domain,
                    name: domain.name().to_owned(),
                    symbol: domain.symbol().to_owned(),
                })
                .collect(),
        }
    }
}
