//! A progress bar on stderr for long runs (`simulate`, `arena`, `data fetch`).

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// A progress bar on stderr, drawn only when stderr is a terminal.
#[derive(Debug)]
pub struct Progress {
    total: u64,
    /// What is counted ("games").
    unit: &'static str,
    enabled: bool,
    start: Instant,
    last: Option<Instant>,
}

impl Progress {
    const WIDTH: u64 = 30;

    pub fn new(total: u64, unit: &'static str) -> Progress {
        Progress {
            total,
            unit,
            enabled: std::io::stderr().is_terminal(),
            start: Instant::now(),
            last: None,
        }
    }

    /// Whether the bar is drawn (stderr is a terminal).
    pub fn is_drawn(&self) -> bool {
        self.enabled
    }

    /// Counts `more` items into the total, for runs that learn what they will do as they go.
    pub fn add_to_total(&mut self, more: u64) {
        self.total += more;
    }

    pub fn update(&mut self, done: u64) {
        if !self.enabled {
            return;
        }
        // Redraw at most ten times a second, and always for the last one.
        let now = Instant::now();
        if done < self.total
            && self
                .last
                .is_some_and(|last| now - last < Duration::from_millis(100))
        {
            return;
        }
        self.last = Some(now);
        let filled = (done * Self::WIDTH).checked_div(self.total).unwrap_or(0);
        let bar: String = (0..Self::WIDTH)
            .map(|i| if i < filled { '#' } else { '.' })
            .collect();
        let rate = done as f64 / (now - self.start).as_secs_f64().max(1e-9);
        let mut err = std::io::stderr().lock();
        // A progress bar that cannot be drawn is not worth failing the run for.
        let _ = write!(
            err,
            "\r[{bar}] {done}/{} {unit}, {rate:.1} {unit}/s",
            self.total,
            unit = self.unit
        );
        let _ = err.flush();
    }

    pub fn finish(&self) {
        if self.enabled && self.last.is_some() {
            eprintln!();
        }
    }
}
