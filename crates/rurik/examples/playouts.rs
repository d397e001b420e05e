//! Random playouts per second (run with `--release`).

use std::time::Instant;

use ruleshelf_engine::{playout, Game, Rng};
use rurik::{Options, Rurik};

fn main() {
    for seats in 2..=4 {
        let started = Instant::now();
        let mut steps = 0u64;
        let games = 300;
        for seed in 0..games {
            let options = Options::new(seats);
            let mut state = Rurik::new_game(&options, seed).unwrap();
            let mut rng = Rng::new(seed);
            steps += u64::from(playout::random::<Rurik>(
                &mut state,
                &mut rng,
                Rurik::max_steps(&options),
            ));
            assert!(Rurik::outcome(&state).is_some());
        }
        let secs = started.elapsed().as_secs_f64();
        println!(
            "{seats} seats: {:.0} playouts/s, {:.0} steps/game",
            f64::from(games) / secs,
            steps as f64 / f64::from(games)
        );
    }
}
