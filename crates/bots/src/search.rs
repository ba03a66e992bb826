//! Information-set Monte Carlo tree search (single observer).
//!
//! Every iteration redraws what the searching seat cannot see ([`Searchable::determinize`]),
//! walks a tree whose edges are answers (an answer is kept by its value, so one tree serves
//! every redrawn copy), adds one edge, plays the rest of the game (or a fixed number of
//! decisions) with a playout bot, estimates the end position for each seat and backs the
//! estimate up the path. Selection is UCB1 counted over the iterations in which an answer was
//! available, since a redrawn copy may offer other answers than the last one.
//!
//! With a playout budget the search is a pure function of the game as its seat sees it and of
//! the bot's seed; with a time budget it is not (how far it gets depends on the machine).
//! Several threads search independent trees from different seeds and add their root counts.

use crate::{Bot, Searchable};
use door::Rng;
use std::time::{Duration, Instant};

/// How much a search may do per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A number of iterations (all threads together): deterministic.
    Playouts(u32),
    /// Wall-clock time per decision.
    Time(Duration),
}

/// What the last search did, for benchmarks and logs.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Iterations (one playout each), all threads together.
    pub playouts: u64,
    /// Decisions taken inside the tree and the playouts.
    pub decisions: u64,
    pub elapsed: Duration,
}

/// The search bot: ISMCTS with a playout bot `P`.
#[derive(Clone, Debug)]
pub struct SearchBot<P> {
    rng: Rng,
    playout: P,
    budget: Budget,
    threads: usize,
    /// Decisions a playout takes before the position is estimated.
    pub playout_depth: u32,
    /// The UCB1 exploration constant.
    pub exploration: f64,
    last: SearchStats,
    total: SearchStats,
}

impl<P> SearchBot<P> {
    /// A search bot using `playout` to finish games, seeded.
    pub fn new(seed: u64, playout: P, budget: Budget) -> Self {
        SearchBot {
            rng: Rng::new(seed ^ 0x1515_C75E_A2C4),
            playout,
            budget,
            threads: 1,
            playout_depth: 200,
            exploration: 0.7,
            last: SearchStats::default(),
            total: SearchStats::default(),
        }
    }

    /// Searches on this many threads (independent trees, root counts added).
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Stops playouts after `depth` decisions and estimates the position there.
    pub fn with_playout_depth(mut self, depth: u32) -> Self {
        self.playout_depth = depth;
        self
    }

    /// The last decision's search.
    pub fn last(&self) -> SearchStats {
        self.last
    }

    /// Every search since the bot was made.
    pub fn total(&self) -> SearchStats {
        self.total
    }
}

struct Edge<A, S> {
    answer: A,
    seat: S,
    visits: u32,
    available: u32,
    total: f64,
    child: u32,
}

struct Tree<A, S> {
    /// Node `i`'s edges; node 0 is the root.
    nodes: Vec<Vec<Edge<A, S>>>,
}

/// One tree's root counts: (answer, visits, total value).
type RootCounts<A> = Vec<(A, u32, f64)>;

struct Search<'a, G: Searchable, P> {
    root: &'a G,
    seat: G::Seat,
    playout: P,
    depth: u32,
    exploration: f64,
    decisions: u64,
}

impl<G, P> Search<'_, G, P>
where
    G: Searchable,
    P: Bot<G>,
{
    fn run(
        &mut self,
        rng: &mut Rng,
        budget: Budget,
        playouts: u32,
    ) -> (RootCounts<G::Answer>, u64) {
        let mut tree: Tree<G::Answer, G::Seat> = Tree {
            nodes: vec![Vec::new()],
        };
        let start = Instant::now();
        let mut done = 0u64;
        loop {
            match budget {
                Budget::Playouts(_) if done >= u64::from(playouts) => break,
                Budget::Time(limit) if done > 0 && start.elapsed() >= limit => break,
                _ => {}
            }
            self.iterate(&mut tree, rng);
            done += 1;
        }
        let counts = tree.nodes[0]
            .iter()
            .map(|e| (e.answer.clone(), e.visits, e.total))
            .collect();
        (counts, done)
    }

    fn iterate(&mut self, tree: &mut Tree<G::Answer, G::Seat>, rng: &mut Rng) {
        let mut game = self.root.determinize(self.seat, rng);
        let mut path: Vec<(u32, u32)> = Vec::new();
        let mut node = 0u32;
        // Selection and expansion.
        while let Some(pending) = game.pending() {
            if pending.options.len() == 1 {
                game.play(0);
                self.decisions += 1;
                continue;
            }
            let seat = pending.seat;
            let edges = &mut tree.nodes[node as usize];
            let mut untried: Vec<usize> = Vec::new();
            let mut best: Option<(f64, usize, usize)> = None;
            let mut available_edges: Vec<usize> = Vec::with_capacity(pending.options.len());
            for (index, option) in pending.options.iter().enumerate() {
                let found = if edges.get(index).is_some_and(|e| e.answer == *option) {
                    Some(index)
                } else {
                    edges.iter().position(|e| e.answer == *option)
                };
                match found {
                    Some(e) => available_edges.push(e),
                    None => untried.push(index),
                }
            }
            for &e in &available_edges {
                edges[e].available += 1;
            }
            if !untried.is_empty() {
                let index = untried[rng.below(untried.len())];
                let answer = pending.options[index].clone();
                let child = tree.nodes.len() as u32;
                let edges = &mut tree.nodes[node as usize];
                edges.push(Edge {
                    answer,
                    seat,
                    visits: 0,
                    available: 1,
                    total: 0.0,
                    child,
                });
                let edge = (edges.len() - 1) as u32;
                tree.nodes.push(Vec::new());
                path.push((node, edge));
                game.play(index);
                self.decisions += 1;
                break;
            }
            for &e in &available_edges {
                let edge = &edges[e];
                let mean = edge.total / f64::from(edge.visits.max(1));
                let bonus = self.exploration
                    * (f64::from(edge.available.max(1)).ln() / f64::from(edge.visits.max(1)))
                        .sqrt();
                let score = mean + bonus;
                if best.is_none_or(|(s, _, _)| score > s) {
                    let index = pending
                        .options
                        .iter()
                        .position(|o| *o == edge.answer)
                        .expect("an available edge is one of the options");
                    best = Some((score, e, index));
                }
            }
            let (_, e, index) = best.expect("a decision has options");
            path.push((node, e as u32));
            node = tree.nodes[node as usize][e].child;
            game.play(index);
            self.decisions += 1;
        }
        // Playout.
        let mut steps = 0;
        while game.pending().is_some() && steps < self.depth {
            let index = self.playout.choose(&game);
            game.play(index);
            steps += 1;
        }
        self.decisions += u64::from(steps);
        // Backup: each edge gains the value of the end position for the seat that chose it.
        let mut values: Vec<(G::Seat, f64)> = Vec::with_capacity(2);
        for (node, edge) in path {
            let edge = &mut tree.nodes[node as usize][edge as usize];
            let value = match values.iter().find(|(s, _)| *s == edge.seat) {
                Some(&(_, v)) => v,
                None => {
                    let v = game.evaluate(edge.seat);
                    values.push((edge.seat, v));
                    v
                }
            };
            edge.visits += 1;
            edge.total += value;
        }
    }
}

impl<G, P> Bot<G> for SearchBot<P>
where
    G: Searchable + Sync,
    G::Answer: Send,
    G::Seat: Send + Sync,
    P: Bot<G> + Clone + Send,
{
    fn choose(&mut self, game: &G) -> usize {
        let Some(pending) = game.pending() else {
            return 0;
        };
        if pending.options.len() <= 1 {
            return 0;
        }
        let seat = pending.seat;
        let start = Instant::now();
        let seeds: Vec<u64> = (0..self.threads).map(|_| self.rng.next_u64()).collect();
        let per_thread = match self.budget {
            Budget::Playouts(n) => n.div_ceil(self.threads as u32).max(1),
            Budget::Time(_) => 0,
        };
        let work = |seed: u64, playout: P| {
            let mut search = Search {
                root: game,
                seat,
                playout,
                depth: self.playout_depth,
                exploration: self.exploration,
                decisions: 0,
            };
            let mut rng = Rng::new(seed);
            let (counts, done) = search.run(&mut rng, self.budget, per_thread);
            (counts, done, search.decisions, search.playout)
        };
        let results: Vec<_> = if self.threads == 1 {
            vec![work(seeds[0], self.playout.clone())]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = seeds
                    .iter()
                    .map(|&seed| {
                        let playout = self.playout.clone();
                        let work = &work;
                        scope.spawn(move || work(seed, playout))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread panicked"))
                    .collect()
            })
        };
        // Add the root counts of every tree, then take the most visited true option.
        let mut visits = vec![(0u64, 0.0f64); pending.options.len()];
        let mut stats = SearchStats::default();
        for (counts, done, decisions, _) in &results {
            stats.playouts += done;
            stats.decisions += decisions;
            for (answer, v, total) in counts {
                if let Some(index) = pending.options.iter().position(|o| o == answer) {
                    visits[index].0 += u64::from(*v);
                    visits[index].1 += total;
                }
            }
        }
        // The playout bot's own generator moves on, as if one thread had run.
        if let Some((_, _, _, playout)) = results.into_iter().next() {
            self.playout = playout;
        }
        stats.elapsed = start.elapsed();
        self.last = stats;
        self.total.playouts += stats.playouts;
        self.total.decisions += stats.decisions;
        self.total.elapsed += stats.elapsed;
        let mut best = 0;
        for index in 1..visits.len() {
            let (v, t) = visits[index];
            let (bv, bt) = visits[best];
            if v > bv || (v == bv && t > bt) {
                best = index;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use door::{DecisionId, Game, Pending, Rejected};

    /// Nim with a hidden twist: a pile of stones, each player takes one to three, whoever
    /// takes the last stone wins. Each player also holds a secret number that nothing reads,
    /// so a determinization has something to redraw.
    #[derive(Clone, Debug, PartialEq)]
    struct Nim {
        stones: u32,
        secrets: [u32; 2],
        pending: Option<Pending<usize, (), u32>>,
        winner: Option<usize>,
    }

    impl Nim {
        fn new(stones: u32, secrets: [u32; 2]) -> Nim {
            let mut nim = Nim {
                stones,
                secrets,
                pending: None,
                winner: None,
            };
            nim.ask(0, 0);
            nim
        }

        fn ask(&mut self, seat: usize, id: u64) {
            self.pending = Some(Pending {
                id: DecisionId(id),
                seat,
                prompt: (),
                options: (1..=self.stones.min(3)).collect(),
            });
        }
    }

    impl Game for Nim {
        type Seat = usize;
        type Prompt = ();
        type Answer = u32;
        type Event = ();
        type View = (u32, u32);

        fn pending(&self) -> Option<&Pending<usize, (), u32>> {
            self.pending.as_ref()
        }

        fn answer(&mut self, id: DecisionId, answer: &u32) -> Result<Vec<()>, Rejected> {
            door::check_answer(self.pending.as_ref(), id, answer)?;
            let pending = self.pending.take().expect("checked");
            self.stones -= answer;
            if self.stones == 0 {
                self.winner = Some(pending.seat);
            } else {
                self.ask(1 - pending.seat, id.0 + 1);
            }
            Ok(Vec::new())
        }

        fn view(&self, seat: usize) -> (u32, u32) {
            (self.stones, self.secrets[seat])
        }
    }

    impl Searchable for Nim {
        fn determinize(&self, seat: usize, rng: &mut Rng) -> Nim {
            let mut copy = self.clone();
            copy.secrets[1 - seat] = rng.below(100) as u32;
            copy
        }

        fn evaluate(&self, seat: usize) -> f64 {
            match self.winner {
                Some(w) if w == seat => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            }
        }
    }

    fn choose(nim: &Nim, seed: u64, playouts: u32) -> u32 {
        let mut bot = SearchBot::new(
            seed,
            crate::RandomBot::new(seed),
            Budget::Playouts(playouts),
        );
        let index = bot.choose(nim);
        assert_eq!(bot.last().playouts, u64::from(playouts));
        nim.pending().expect("a decision").options[index]
    }

    #[test]
    fn search_finds_the_winning_take_in_nim() {
        // From 5, 6 and 7 stones the only winning take leaves a multiple of four; random
        // play would pick it a third of the time.
        for seed in 0..5 {
            assert_eq!(choose(&Nim::new(5, [0, 0]), seed, 3000), 1);
            assert_eq!(choose(&Nim::new(6, [0, 0]), seed, 3000), 2);
            assert_eq!(choose(&Nim::new(7, [0, 0]), seed, 3000), 3);
        }
    }

    #[test]
    fn search_ignores_what_its_seat_cannot_see() {
        // The opponent's secret differs; the searching seat's view does not: same choice, and
        // the same statistics, for the same seed.
        for seed in 0..20 {
            let a = Nim::new(9, [4, 17]);
            let b = Nim::new(9, [4, 93]);
            assert_eq!(a.view(0), b.view(0));
            let mut x = SearchBot::new(seed, crate::RandomBot::new(seed), Budget::Playouts(50));
            let mut y = SearchBot::new(seed, crate::RandomBot::new(seed), Budget::Playouts(50));
            assert_eq!(x.choose(&a), y.choose(&b));
            assert_eq!(x.last().decisions, y.last().decisions);
        }
    }

    #[test]
    fn threads_add_their_playouts() {
        let nim = Nim::new(6, [0, 0]);
        let mut bot =
            SearchBot::new(3, crate::RandomBot::new(3), Budget::Playouts(4000)).with_threads(2);
        let index = bot.choose(&nim);
        assert_eq!(nim.pending().unwrap().options[index], 2);
        assert_eq!(bot.last().playouts, 4000);
        // Deterministic with a playout budget, threads or not.
        let mut again =
            SearchBot::new(3, crate::RandomBot::new(3), Budget::Playouts(4000)).with_threads(2);
        assert_eq!(again.choose(&nim), index);
        assert_eq!(again.last().decisions, bot.last().decisions);
    }
}
