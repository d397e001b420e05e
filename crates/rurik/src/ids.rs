//! The ids of the box's components: each an index into its list in the
//! data ([`crate::data::Data`]), a type of its own so that a region cannot
//! be passed where a deed is meant. In JSON each is the plain number
//! (`#[serde(transparent)]`); in TypeScript, `RurikRegion = number` and so
//! on. Counts, coins and victory points stay plain numbers.

use core::fmt;
use core::ops::{Index, IndexMut};

use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// An id: a position in a list of the box's components, shown as its number.
pub trait Id: Copy + fmt::Display {
    /// Its position in its list.
    fn index(self) -> usize;
    /// The id at position `index` of its list.
    fn at(index: usize) -> Self;
}

/// Declares an id: a `Copy` newtype of `u8`, the number in JSON.
macro_rules! id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
        #[serde(transparent)]
        pub struct $name(pub u8);

        impl $name {
            /// Its position in its list (the data's, and the state's where
            /// the state keeps one entry per component).
            #[must_use]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            /// The id at position `index` of its list.
            ///
            /// # Panics
            /// If `index` is over 255: no list of the box is that long.
            #[must_use]
            pub fn at(index: usize) -> $name {
                $name(u8::try_from(index).expect(concat!(stringify!($name), " ids fit in a u8")))
            }

            /// Every id of a list of `len` components, in order.
            pub fn all(len: usize) -> impl DoubleEndedIterator<Item = $name> + Clone {
                (0..len).map($name::at)
            }
        }

        impl Id for $name {
            fn index(self) -> usize {
                $name::index(self)
            }
            fn at(index: usize) -> $name {
                $name::at(index)
            }
        }

        /// The number, as in JSON.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

/// Lets a list with one entry per component be indexed by its id.
macro_rules! indexed_by {
    ($id:ident: $($list:ty),+) => {
        $(
            impl Index<$id> for Vec<$list> {
                type Output = $list;
                fn index(&self, id: $id) -> &$list {
                    &self[id.index()]
                }
            }

            impl IndexMut<$id> for Vec<$list> {
                fn index_mut(&mut self, id: $id) -> &mut $list {
                    &mut self[id.index()]
                }
            }
        )+
    };
}

id! {
    /// A region of the map, by its place in the data's `regions`.
    Region
}

id! {
    /// A leader card, by its place in the data's `leaders`.
    Leader
}

id! {
    /// A rebel miniature, by the reward under it: its place in the data's
    /// `rebelRewards.pool` (solo: a neutral troop, which carries none).
    Rebel
}

id! {
    /// Solo: a rebel card, by its place in the solo data's `cards`.
    RebelCard
}

id! {
    /// A warfare reward token, by its place in the data's
    /// `warfareRewards.tokens`.
    WarfareToken
}

id! {
    /// A conversion token's recipe, by its place in the data's
    /// `conversions.recipes`.
    Recipe
}

id! {
    /// An epic structure card (Module A), by its place in the epic data's
    /// `cards`.
    Epic
}

id! {
    /// An agenda card, by its place in the data's `agendas`.
    Agenda
}

id! {
    /// An inheritance card, by its place in the data's `inheritance`.
    Inheritance
}

id! {
    /// A scheme card, by its place in the data's `schemes` (the base
    /// game's, then the modules').
    Scheme
}

id! {
    /// A deed card, by its place in the data's `deeds` (the base game's,
    /// then the modules' and the solo game's).
    Deed
}

indexed_by!(Region: crate::data::RegionData, crate::state::RegionState, crate::view::RegionView);
indexed_by!(Leader: crate::data::LeaderCard);
indexed_by!(Deed: crate::data::DeedCard);
indexed_by!(Scheme: crate::data::SchemeCard);
indexed_by!(Inheritance: crate::data::InheritanceCard);
indexed_by!(Agenda: crate::data::AgendaCard);
indexed_by!(Epic: crate::epic::EpicCard);
indexed_by!(Recipe: crate::data::RecipeData);
