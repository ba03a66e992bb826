//! Round robins between bots, and what their results say: win rates with 95% confidence
//! intervals, and Elo ratings.
//!
//! The arena knows no game: the caller plays one game given which bot sits in each seat and
//! a seed, and reports the winning seat. Every pair meets `games` times, the bots changing
//! seats every game, so a seat's advantage cancels out over an even number of games.

use serde::Serialize;

/// The result of one game, by seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result2 {
    /// The bot in this seat (0 or 1) won.
    Won(usize),
    /// A draw, or a game stopped unfinished.
    Drawn,
}

/// One game to play: bots by index into the field, seat 0 first, and the game's seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixture {
    pub pair: usize,
    pub seats: [usize; 2],
    pub seed: u64,
}

/// Every game of a round robin of `bots` bots, `games` per pair, seeded from `seed`: pair
/// by pair, game `i` of a pair with seed `seed + i` and the first-named bot in seat 0 when `i`
/// is even. The same seed for both orders of a pair's game means the two seatings of a
/// pair meet the same deal.
pub fn schedule(bots: usize, games: u32, seed: u64) -> Vec<Fixture> {
    let mut out = Vec::new();
    let mut pair = 0;
    for a in 0..bots {
        for b in a + 1..bots {
            for i in 0..games {
                let seats = if i % 2 == 0 { [a, b] } else { [b, a] };
                out.push(Fixture {
                    pair,
                    seats,
                    seed: seed.wrapping_add(u64::from(i / 2)),
                });
            }
            pair += 1;
        }
    }
    out
}

/// What one pair did against each other.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PairResult {
    pub a: String,
    pub b: String,
    pub games: u32,
    pub a_wins: u32,
    pub b_wins: u32,
    /// Draws and unfinished games.
    pub draws: u32,
    /// Games `a` won from seat 0 and from seat 1.
    pub a_wins_by_seat: [u32; 2],
    /// `a`'s score (a draw counts half) over the games, and its 95% interval.
    pub a_score: f64,
    pub a_score_low: f64,
    pub a_score_high: f64,
}

/// The whole arena's results.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Standings {
    pub bots: Vec<String>,
    pub pairs: Vec<PairResult>,
    /// Elo rating of each bot, in the order of `bots`, averaging 1500.
    pub elo: Vec<f64>,
}

/// Adds up the results of a schedule's games (`results[i]` is the result of `fixtures[i]`).
pub fn standings(names: &[String], fixtures: &[Fixture], results: &[Result2]) -> Standings {
    let mut pairs: Vec<PairResult> = Vec::new();
    for a in 0..names.len() {
        for b in a + 1..names.len() {
            pairs.push(PairResult {
                a: names[a].clone(),
                b: names[b].clone(),
                ..PairResult::default()
            });
        }
    }
    // wins[i][j]: games i won against j (draws count half).
    let mut wins = vec![vec![0.0f64; names.len()]; names.len()];
    for (fixture, result) in fixtures.iter().zip(results) {
        let pair = &mut pairs[fixture.pair];
        pair.games += 1;
        let a_index = names.iter().position(|n| *n == pair.a).unwrap_or(0);
        match *result {
            Result2::Won(seat) => {
                let winner = fixture.seats[seat];
                let loser = fixture.seats[1 - seat];
                wins[winner][loser] += 1.0;
                if winner == a_index {
                    pair.a_wins += 1;
                    pair.a_wins_by_seat[seat] += 1;
                } else {
                    pair.b_wins += 1;
                }
            }
            Result2::Drawn => {
                pair.draws += 1;
                let [x, y] = fixture.seats;
                wins[x][y] += 0.5;
                wins[y][x] += 0.5;
            }
        }
    }
    for pair in &mut pairs {
        let score = f64::from(pair.a_wins) + 0.5 * f64::from(pair.draws);
        let (low, high) = wilson(score, f64::from(pair.games));
        pair.a_score = if pair.games == 0 {
            0.5
        } else {
            score / f64::from(pair.games)
        };
        pair.a_score_low = low;
        pair.a_score_high = high;
    }
    Standings {
        bots: names.to_vec(),
        pairs,
        elo: elo(&wins),
    }
}

/// The Wilson score interval at 95% for `successes` out of `n` (fractions allowed, for
/// draws counted half). An empty sample gives the whole interval.
pub fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let p = successes / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Elo ratings fitted to a matrix of scores (`wins[i][j]`: what i scored against j) by
/// maximum likelihood in the Bradley–Terry model (minorization–maximization), averaging
/// 1500. Every pair that met is given one extra drawn game, so a bot that never won or
/// never lost still gets a finite rating.
pub fn elo(wins: &[Vec<f64>]) -> Vec<f64> {
    let n = wins.len();
    if n == 0 {
        return Vec::new();
    }
    let mut w = wins.to_vec();
    for i in 0..n {
        for j in 0..n {
            if i != j && (wins[i][j] + wins[j][i]) > 0.0 {
                w[i][j] += 0.5;
            }
        }
    }
    let mut gamma = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next = gamma.clone();
        let mut change = 0.0f64;
        for i in 0..n {
            let won: f64 = w[i].iter().sum();
            let denominator: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| (w[i][j] + w[j][i]) / (gamma[i] + gamma[j]))
                .sum();
            if denominator > 0.0 && won > 0.0 {
                next[i] = won / denominator;
            }
        }
        // Normalize to a geometric mean of 1.
        let log_mean = next.iter().map(|g| g.ln()).sum::<f64>() / n as f64;
        for g in &mut next {
            *g /= log_mean.exp();
        }
        for i in 0..n {
            change = change.max((next[i] - gamma[i]).abs());
        }
        gamma = next;
        if change < 1e-10 {
            break;
        }
    }
    gamma.iter().map(|g| 1500.0 + 400.0 * g.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedule_swaps_seats_and_pairs_seeds() {
        let fixtures = schedule(3, 4, 100);
        assert_eq!(fixtures.len(), 3 * 4);
        let first: Vec<_> = fixtures.iter().take(4).collect();
        assert_eq!(first[0].seats, [0, 1]);
        assert_eq!(first[1].seats, [1, 0]);
        assert_eq!((first[0].seed, first[1].seed), (100, 100));
        assert_eq!((first[2].seed, first[3].seed), (101, 101));
        assert_eq!(fixtures[4].seats, [0, 2]);
        assert_eq!(fixtures[11].seats, [2, 1]);
        assert_eq!(fixtures[11].pair, 2);
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        // 80 of 100: the Wilson interval is about [0.711, 0.867].
        let (low, high) = wilson(80.0, 100.0);
        assert!((low - 0.7111).abs() < 1e-3, "{low}");
        assert!((high - 0.8666).abs() < 1e-3, "{high}");
        // All won: the upper end is 1, the lower end below it.
        let (low, high) = wilson(20.0, 20.0);
        assert_eq!(high, 1.0);
        assert!((low - 0.8389).abs() < 1e-3, "{low}");
        assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
    }

    #[test]
    fn elo_of_a_76_percent_score_is_about_200_points() {
        // 76 wins in 100 against one opponent: the extra drawn game makes it 76.5 of 101,
        // which is 200 points apart in the Elo model (75.97% is 200 exactly).
        let ratings = elo(&[vec![0.0, 76.0], vec![24.0, 0.0]]);
        let gap = ratings[0] - ratings[1];
        let expected = 400.0 * (76.5f64 / 24.5).log10();
        assert!((gap - expected).abs() < 1e-6, "{gap} vs {expected}");
        assert!((ratings[0] + ratings[1] - 3000.0).abs() < 1e-6);
    }

    #[test]
    fn elo_orders_a_transitive_field_and_stays_finite() {
        // a beats b and c every time, b beats c every time.
        let wins = vec![
            vec![0.0, 10.0, 10.0],
            vec![0.0, 0.0, 10.0],
            vec![0.0, 0.0, 0.0],
        ];
        let r = elo(&wins);
        assert!(r[0] > r[1] && r[1] > r[2], "{r:?}");
        assert!(r.iter().all(|x| x.is_finite()));
    }

    #[test]
    fn standings_count_wins_by_bot_not_by_seat() {
        let names = vec!["x".to_string(), "y".to_string()];
        let fixtures = schedule(2, 4, 1);
        // x wins from seat 0 in game 0, and from seat 1 in game 1; y wins game 2; game 3 drawn.
        let results = [
            Result2::Won(0),
            Result2::Won(1),
            Result2::Won(1),
            Result2::Drawn,
        ];
        let s = standings(&names, &fixtures, &results);
        let pair = &s.pairs[0];
        assert_eq!((pair.a_wins, pair.b_wins, pair.draws), (2, 1, 1));
        assert_eq!(pair.a_wins_by_seat, [1, 1]);
        assert!((pair.a_score - 0.625).abs() < 1e-12);
        assert!(s.elo[0] > s.elo[1]);
    }
}
