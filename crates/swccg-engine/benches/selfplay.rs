//! Random self-play on one thread, for each measured pair of real decks (the Premiere
//! Introductory decks, and the P-SE 1998 World Champion decks of the GEMP sample decks with
//! the cards they bring from outside the deck): decisions per second, complete games per
//! second, and for the first pair the size of a mid-game state and the time to clone it.
//!
//! Run with `cargo bench -p swccg-engine --bench selfplay [-- GAMES] [WORD…]` (default 2,000
//! games per pair; a word keeps only the pairs whose name contains it, and skips the
//! mid-game state).
//! Each decision is chosen uniformly at random among the listed answers (the choice is part
//! of the timed loop) and applied with `Game::answer_into`, whose event buffer is reused; no
//! other logging happens. The target is 1,000,000 decisions per second.

use door::{Game as _, Rng};
use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};
use swccg_cards::{Card, CardDb, DataDir, Deck};
use swccg_engine::flow::Frame;
use swccg_engine::state::{CardState, Player, Row};
use swccg_engine::{Answer, CardId, Catalogue, Game, State};

const DEFAULT_GAMES: u64 = 2_000;
const WARM_UP_GAMES: u64 = 50;
/// The decision after which a game's state is taken as "mid-game".
const MID_GAME: u64 = 250;
/// How many mid-game states are measured, and how often each is cloned.
const STATES: usize = 200;
const CLONES_PER_STATE: usize = 200;
const TARGET: f64 = 1_000_000.0;
/// The pairs measured: a name, then the Dark and Light decks' names in the data folder.
const PAIRS: &[(&str, &str, &str)] = &[
    (
        "Premiere Introductory decks",
        "premiere-intro-2pg-dark",
        "premiere-intro-2pg-light",
    ),
    (
        "P-SE 1998 World Champion decks",
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    ),
];

fn main() {
    // `cargo bench` passes `--bench`; we read a number of games, and any other word keeps
    // only the pairs whose name contains it (`-- 500 P-SE`: profiling one pair).
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let games = args
        .iter()
        .find_map(|a| a.parse::<u64>().ok())
        .unwrap_or(DEFAULT_GAMES);
    let only: Vec<&String> = args.iter().filter(|a| a.parse::<u64>().is_err()).collect();
    let dir = DataDir::locate(None).expect("the data folder (see README)");
    let db = CardDb::load(&dir).expect("the card database loads");
    let deck = |name: &str| {
        Deck::load(&db, &dir, name).unwrap_or_else(|e| panic!("the deck {name:?}: {e}"))
    };
    let cards =
        |ids: &[swccg_cards::CardIndex]| -> Vec<&Card> { ids.iter().map(|&i| db.get(i)).collect() };
    let mut first = None;
    for (i, &(pair, dark, light)) in PAIRS.iter().enumerate() {
        if !only.is_empty() && !only.iter().any(|w| pair.contains(w.as_str())) {
            continue;
        }
        let (dark, light) = (deck(dark), deck(light));
        // The catalogue (the compiled cards) is built once per pair of decks, as `simulate`
        // does.
        let catalogue = Arc::new(Catalogue::with_outside(
            &cards(&dark.cards),
            &cards(&light.cards),
            &cards(&dark.outside),
            &cards(&light.outside),
        ));
        if i > 0 {
            println!();
        }
        measure(pair, &catalogue, games);
        first.get_or_insert(catalogue);
    }
    // The mid-game state is measured on the first pair, when it was played.
    let Some(catalogue) = first.filter(|_| only.is_empty()) else {
        return;
    };
    let mut mid_states = Vec::with_capacity(STATES);
    for seed in 0..STATES as u64 {
        let mut state = None;
        play(&catalogue, 5_000_000 + seed, Some(&mut state));
        mid_states.extend(state);
    }
    let json: Vec<usize> = mid_states
        .iter()
        .map(|s| serde_json::to_vec(s).expect("states serialize").len())
        .collect();
    let heap: Vec<usize> = mid_states.iter().map(heap_estimate).collect();
    let clone_time = time_clones(&mid_states);
    println!(
        "\nMid-game state, {} (after decision {MID_GAME}, mean of {} games)",
        PAIRS[0].0,
        mid_states.len()
    );
    print_rows(&[
        ("serialized JSON", format!("{} bytes", group(mean(&json)))),
        (
            "size_of::<State>()",
            format!("{} bytes", std::mem::size_of::<State>()),
        ),
        (
            "heap (estimate)",
            format!(
                "{} bytes (vector capacities and boxed frames)",
                group(mean(&heap))
            ),
        ),
        (
            "clone",
            format!("{:.0} ns per State::clone", clone_time.as_nanos() as f64),
        ),
    ]);
}

/// Plays `games` random games of one pair after a warm-up and prints the speed.
fn measure(pair: &str, catalogue: &Arc<Catalogue>, games: u64) {
    for seed in 0..WARM_UP_GAMES {
        black_box(play(catalogue, 1_000_000 + seed, None));
    }
    let mut decisions = 0u64;
    let mut finished = 0u64;
    let start = Instant::now();
    for seed in 0..games {
        let (n, over) = play(catalogue, seed, None);
        decisions += n;
        finished += u64::from(over);
    }
    let elapsed = start.elapsed();
    let seconds = elapsed.as_secs_f64();
    let per_second = decisions as f64 / seconds;
    let rows = [
        ("games", format!("{games} ({finished} complete)")),
        ("decisions", group(decisions)),
        ("time", format!("{seconds:.2} s")),
        (
            "decisions per second",
            format!(
                "{} ({:.0}% of the {} target)",
                group(per_second as u64),
                100.0 * per_second / TARGET,
                group(TARGET as u64)
            ),
        ),
        (
            "complete games per second",
            format!("{:.1}", finished as f64 / seconds),
        ),
        (
            "decisions per game",
            format!("{:.0} mean", decisions as f64 / games.max(1) as f64),
        ),
    ];
    println!("Random self-play, {pair}, one thread");
    print_rows(&rows);
}

/// Plays one random game; returns its decisions and whether it ended. With `mid`, keeps the
/// state after decision `MID_GAME` (or the last one of a shorter game).
fn play(catalogue: &Arc<Catalogue>, seed: u64, mut mid: Option<&mut Option<State>>) -> (u64, bool) {
    let mut game = Game::from_catalogue(catalogue.clone(), seed);
    let mut rng = Rng::new(seed ^ 0x6265_6e63);
    let mut events = Vec::new();
    let mut decisions = 0u64;
    while let Some(pending) = game.pending() {
        let answer: Answer = pending.options[rng.below(pending.options.len())];
        let id = pending.id;
        events.clear();
        game.answer_into(id, &answer, &mut events)
            .expect("listed answers are accepted");
        decisions += 1;
        if decisions == MID_GAME
            && let Some(slot) = mid.as_deref_mut()
        {
            *slot = Some(game.state().clone());
        }
    }
    if let Some(slot) = mid
        && slot.is_none()
    {
        *slot = Some(game.state().clone());
    }
    (decisions, game.outcome().is_some())
}

/// Mean time of one `State::clone` over the sampled states.
fn time_clones(states: &[State]) -> Duration {
    let start = Instant::now();
    for state in states {
        for _ in 0..CLONES_PER_STATE {
            black_box(black_box(state).clone());
        }
    }
    start.elapsed() / (states.len() * CLONES_PER_STATE).max(1) as u32
}

/// Heap bytes a state owns, from its vectors' capacities. Boxed frames count at their own
/// size; the few small vectors inside frames are not counted.
fn heap_estimate(st: &State) -> usize {
    use std::mem::size_of;
    let ids = |v: &Vec<CardId>| v.capacity() * size_of::<CardId>();
    let player = |p: &Player| {
        [
            &p.reserve,
            &p.force,
            &p.used,
            &p.lost,
            &p.hand,
            &p.out_of_play,
            &p.destiny,
            &p.aside,
        ]
        .into_iter()
        .map(ids)
        .sum::<usize>()
    };
    let boxed: usize = st
        .stack
        .iter()
        .map(|frame| match frame {
            Frame::Effect(run) => size_of_val(&**run),
            Frame::Battle(battle) => size_of_val(&**battle),
            _ => 0,
        })
        .sum();
    st.cards.capacity() * size_of::<CardState>()
        + st.players.iter().map(player).sum::<usize>()
        + st.rows.capacity() * size_of::<Row>()
        + st.rows
            .iter()
            .map(|r| r.region.capacity() + ids(&r.sites))
            .sum::<usize>()
        + st.stack.capacity() * size_of::<Frame>()
        + boxed
        + st.pending
            .as_ref()
            .map_or(0, |p| p.options.capacity() * size_of::<Answer>())
}

fn mean(values: &[usize]) -> u64 {
    (values.iter().sum::<usize>() / values.len().max(1)) as u64
}

/// 1234567 as "1,234,567".
fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn print_rows(rows: &[(&str, String)]) {
    let width = rows.iter().map(|(label, _)| label.len()).max().unwrap_or(0);
    for (label, value) in rows {
        println!("  {label:<width$}  {value}");
    }
}
