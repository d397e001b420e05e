//! The UCB1 selection score, computed the same way on every platform.
//!
//! `f64::ln` calls the platform's maths library, whose last bit may differ
//! between a native build and wasm; a one-ulp difference can flip a
//! comparison and so the bot's choice. [`ln`] uses only `+ - * /` and bit
//! manipulation, which IEEE 754 rounds identically everywhere, and
//! `f64::sqrt`, which IEEE 754 requires to be correctly rounded.

use core::f64::consts::{LN_2, SQRT_2};

/// The UCB1 exploration constant for rewards in `0.0..=1.0` (0.7, as in
/// Cowling, Powley & Whitehouse 2012).
pub const EXPLORATION: f64 = 0.7;

/// UCB1 with availability counts: the child's mean reward plus
/// `EXPLORATION * sqrt(ln_available / visits)`, where `ln_available` is
/// the logarithm of the times the child was available ([`Logs::ln`]). An
/// unvisited child scores infinity.
#[must_use]
pub fn ucb1(reward: f64, visits: u32, ln_available: f64) -> f64 {
    if visits == 0 {
        return f64::INFINITY;
    }
    let n = f64::from(visits);
    reward / n + EXPLORATION * (ln_available / n).sqrt()
}

/// [`ln`] of counts, each computed once: a search asks for the logarithm
/// of every child's availability at every step of every descent, and the
/// counts only grow one by one.
#[derive(Debug, Default)]
pub struct Logs(Vec<f64>);

impl Logs {
    /// `ln(n)` (0 for 0).
    #[inline]
    pub fn ln(&mut self, n: u32) -> f64 {
        let index = n as usize;
        if let Some(value) = self.0.get(index) {
            return *value;
        }
        while self.0.len() <= index {
            let k = self.0.len() as u32;
            self.0.push(ln(f64::from(k)));
        }
        self.0[index]
    }
}

/// The natural logarithm of `x ≥ 1` (a count), bit-identical on every
/// platform; within 1e-15 relative of `f64::ln`. Below 1 it returns 0.
#[must_use]
pub fn ln(x: f64) -> f64 {
    if x.is_nan() || x <= 1.0 || x.is_infinite() {
        return 0.0;
    }
    // x = m · 2^k with m in [1, 2), then m moved into [√½, √2).
    let bits = x.to_bits();
    let mut k = ((bits >> 52) & 0x7ff) as i32 - 1023;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    if m > SQRT_2 {
        m /= 2.0;
        k += 1;
    }
    // ln m = 2 atanh s = 2 (s + s³/3 + s⁵/5 + …), |s| ≤ 0.1716.
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut term = s;
    let mut sum = 0.0;
    let mut odd = 1.0;
    for _ in 0..11 {
        sum += term / odd;
        term *= s2;
        odd += 2.0;
    }
    f64::from(k) * LN_2 + 2.0 * sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ln_matches_the_platform_within_rounding() {
        for n in (1..5000u32).chain([65_535, 1 << 20, 4_000_000, u32::MAX]) {
            let x = f64::from(n);
            let diff = (ln(x) - x.ln()).abs();
            assert!(
                diff <= 2e-15 * x.ln().max(1.0),
                "ln({n}) = {} vs {}",
                ln(x),
                x.ln()
            );
        }
        assert_eq!(ln(1.0), 0.0);
    }

    #[test]
    fn ucb_prefers_the_better_mean_at_equal_counts() {
        let ln20 = ln(20.0);
        assert!(ucb1(7.0, 10, ln20) > ucb1(3.0, 10, ln20));
        assert!(ucb1(1.0, 2, ln20) > ucb1(5.0, 10, ln20));
        assert_eq!(ucb1(0.0, 0, ln20), f64::INFINITY);
        let mut logs = Logs::default();
        assert_eq!(logs.ln(7), ln(7.0));
        assert_eq!(logs.ln(3), ln(3.0));
        assert_eq!(logs.ln(0), 0.0);
    }
}
