use core::fmt;

use rand_core::{RngCore, SeedableRng};
use rand_pcg::Pcg32;
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

use crate::de::{ReadError, ReadJson, Value};

/// The seeded random generator a game state carries: PCG32 from
/// `rand_pcg`, value-stable across versions and platforms, and cheap in
/// wasm (one 64-bit multiply per draw; ChaCha has no SIMD there).
///
/// Same seed, same draws, everywhere. In JSON it is an opaque string
/// `"<seed>:<draws>"` (PCG jumps ahead to any position in logarithmic
/// time), so a state can cross the JS boundary and come back drawing the
/// same numbers. It belongs to the full state only: no view ever carries it.
///
/// ```
/// # use ruleshelf_engine::Rng;
/// let mut a = Rng::new(7);
/// let first = a.below(6);
/// let mut b = Rng::new(7);
/// assert_eq!(b.below(6), first);
/// ```
#[derive(Clone)]
pub struct Rng {
    seed: u32,
    draws: u64,
    inner: Pcg32,
}

impl Rng {
    #[must_use]
    pub fn new(seed: u32) -> Rng {
        Rng {
            seed,
            draws: 0,
            inner: Pcg32::seed_from_u64(u64::from(seed)),
        }
    }

    /// The seed this generator started from.
    #[must_use]
    pub fn seed(&self) -> u32 {
        self.seed
    }

    /// A uniform number in `0..n` (Lemire's method, unbiased). `n` must be
    /// at least 1.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0, "Rng::below(0)");
        let n = n.max(1);
        let mut m = u64::from(self.next_u32()) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = u64::from(self.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    /// A uniform index into a slice of length `len` (at least 1).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u32) as usize
    }

    /// A raw 32-bit draw, for seeding other generators.
    pub fn next_u32(&mut self) -> u32 {
        self.draws += 1;
        self.inner.next_u32()
    }

    /// Shuffles a slice uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    fn position(&self) -> u64 {
        self.draws
    }
}

impl PartialEq for Rng {
    fn eq(&self, other: &Rng) -> bool {
        self.seed == other.seed && self.position() == other.position()
    }
}

impl Eq for Rng {}

impl fmt::Debug for Rng {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rng({}:{})", self.seed, self.position())
    }
}

impl Serialize for Rng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{}:{}", self.seed, self.position()))
    }
}

impl Rng {
    /// Reads `"<seed>:<position>"`, as a state writes its RNG.
    fn parse(text: &str) -> Option<Rng> {
        let (seed, position) = text.split_once(':')?;
        let (seed, position) = (seed.parse::<u32>().ok()?, position.parse::<u64>().ok()?);
        let mut rng = Rng::new(seed);
        rng.inner.advance(position);
        rng.draws = position;
        Some(rng)
    }
}

const RNG_FORMAT: &str = "rng must be \"<seed>:<position>\"";

impl<'de> Deserialize<'de> for Rng {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Rng, D::Error> {
        Rng::parse(&String::deserialize(d)?).ok_or_else(|| de::Error::custom(RNG_FORMAT))
    }
}

impl ReadJson for Rng {
    fn read_json(value: Value) -> Result<Rng, ReadError> {
        Rng::parse(&String::read_json(value)?).ok_or_else(|| ReadError::new(RNG_FORMAT))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_stable_across_versions() {
        // Pinned: a change here breaks every saved game and replay.
        let mut rng = Rng::new(42);
        let draws: Vec<u32> = (0..6).map(|_| rng.below(100)).collect();
        assert_eq!(draws, PINNED_SEED_42);
    }

    const PINNED_SEED_42: [u32; 6] = [79, 77, 11, 98, 36, 64];

    #[test]
    fn a_serialized_generator_resumes_the_same_stream() {
        let mut a = Rng::new(9);
        a.below(10);
        a.below(1000);
        let text = serde_json_like(&a);
        let mut b: Rng = parse(&text);
        assert_eq!(a, b);
        for _ in 0..50 {
            assert_eq!(a.below(1 << 20), b.below(1 << 20));
        }
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = Rng::new(1);
        let mut seen = [false; 7];
        for _ in 0..500 {
            let v = rng.below(7) as usize;
            seen[v] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    fn serde_json_like(rng: &Rng) -> String {
        format!("{}:{}", rng.seed, rng.position())
    }

    fn parse(text: &str) -> Rng {
        use serde::de::value::{Error, StrDeserializer};
        use serde::de::IntoDeserializer;
        let d: StrDeserializer<'_, Error> = text.into_deserializer();
        Rng::deserialize(d).unwrap()
    }
}
