//! Which bot plays: the names `--bot`, `--bots` and `arena` accept, and the search budget
//! flags they share.

use anyhow::{Result, bail};
use bots::Budget;
use std::time::Duration;

/// A bot, by kind and (for the search bot) budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotSpec {
    /// Uniform over the legal answers.
    Random,
    /// X-Wing only: flies toward the enemy and always attacks.
    Simple,
    /// Scores every answer with the game's heuristics.
    Heuristic,
    /// Information-set Monte Carlo tree search with heuristic playouts.
    Search { budget: Budget, threads: usize },
}

/// The search flags: `--think-ms`, `--playouts`, `--threads`.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct SearchFlags {
    /// Search bots think this long per decision (milliseconds). Overrides --playouts.
    #[arg(long, value_name = "MS")]
    pub think_ms: Option<u64>,
    /// Search bots run this many playouts per decision (deterministic for a seed).
    #[arg(long, value_name = "N")]
    pub playouts: Option<u32>,
    /// Threads per search bot (independent trees whose counts are added).
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub threads: usize,
}

impl SearchFlags {
    /// The budget the flags give, or `default` when neither is given.
    pub fn budget(&self, default: Budget) -> Budget {
        match (self.think_ms, self.playouts) {
            (Some(ms), _) => Budget::Time(Duration::from_millis(ms)),
            (None, Some(n)) => Budget::Playouts(n),
            (None, None) => default,
        }
    }
}

impl BotSpec {
    /// Reads a bot name: `random`, `simple`, `heuristic`, `search` (budget from the flags, or
    /// `default`), `search:N` (N playouts) or `search:Nms` (N milliseconds).
    pub fn parse(text: &str, flags: &SearchFlags, default: Budget) -> Result<BotSpec> {
        let text = text.trim().to_ascii_lowercase();
        let threads = flags.threads.max(1);
        Ok(match text.as_str() {
            "random" => BotSpec::Random,
            "simple" => BotSpec::Simple,
            "heuristic" => BotSpec::Heuristic,
            "search" => BotSpec::Search {
                budget: flags.budget(default),
                threads,
            },
            other => {
                let Some(budget) = other.strip_prefix("search:") else {
                    bail!(
                        "unknown bot {text:?} (expected random, simple, heuristic, search, \
                         search:N playouts or search:Nms)"
                    );
                };
                let budget = if let Some(ms) = budget.strip_suffix("ms") {
                    Budget::Time(Duration::from_millis(ms.parse().map_err(|_| {
                        anyhow::anyhow!("{text:?}: {ms:?} is not a number of milliseconds")
                    })?))
                } else {
                    Budget::Playouts(budget.parse().map_err(|_| {
                        anyhow::anyhow!("{text:?}: {budget:?} is not a number of playouts")
                    })?)
                };
                BotSpec::Search { budget, threads }
            }
        })
    }

    /// The name shown in reports.
    pub fn name(&self) -> String {
        match self {
            BotSpec::Random => "random".into(),
            BotSpec::Simple => "simple".into(),
            BotSpec::Heuristic => "heuristic".into(),
            BotSpec::Search { budget, threads } => {
                let budget = match budget {
                    Budget::Playouts(n) => format!("{n}"),
                    Budget::Time(d) => format!("{}ms", d.as_millis()),
                };
                if *threads > 1 {
                    format!("search:{budget}x{threads}")
                } else {
                    format!("search:{budget}")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(think_ms: Option<u64>, playouts: Option<u32>) -> SearchFlags {
        SearchFlags {
            think_ms,
            playouts,
            threads: 1,
        }
    }

    #[test]
    fn names_and_budgets() {
        let default = Budget::Playouts(100);
        let none = flags(None, None);
        assert_eq!(
            BotSpec::parse("Heuristic", &none, default).unwrap(),
            BotSpec::Heuristic
        );
        assert_eq!(
            BotSpec::parse("search", &none, default).unwrap(),
            BotSpec::Search {
                budget: default,
                threads: 1
            }
        );
        assert_eq!(
            BotSpec::parse("search", &flags(Some(250), Some(7)), default).unwrap(),
            BotSpec::Search {
                budget: Budget::Time(Duration::from_millis(250)),
                threads: 1
            }
        );
        let spec = BotSpec::parse("search:40", &none, default).unwrap();
        assert_eq!(spec.name(), "search:40");
        assert_eq!(
            BotSpec::parse("search:15ms", &none, default)
                .unwrap()
                .name(),
            "search:15ms"
        );
        let err = BotSpec::parse("search:lots", &none, default).unwrap_err();
        assert!(
            err.to_string().contains("\"lots\" is not a number"),
            "{err}"
        );
        let err = BotSpec::parse("clever", &none, default).unwrap_err();
        assert!(err.to_string().contains("unknown bot \"clever\""), "{err}");
    }
}
