//! The X-Wing search bot: [`bots::SearchBot`] planning in a [`Plan`], a battle in which only
//! the searching seat's decisions that shape the game are asked ([`strategic`]: dials,
//! attack declarations, device drops and decloaks); every other decision, the opponent's
//! included, is taken at once by a [`HeuristicBot`] policy.
//!
//! Why: a search tree over every decision of the game spends its few playouts on dice
//! modifications and on random first tries of the opponent's moves. With the heuristic
//! playing the routine decisions and the opponent, every playout compares the searching
//! seat's real alternatives.
//!
//! [`PlanBot`] is the player: it searches its strategic decisions and lets the heuristic
//! take the rest.

use crate::heuristic::HeuristicBot;
use crate::rules::{Battle, Choice, Event, Prompt, Seat, View};
use bots::{Bot, Budget, SearchBot, SearchStats, Searchable};
use door::{DecisionId, Game, Pending, Rejected, Rng};

/// Whether a decision is one the search branches on.
pub fn strategic(prompt: &Prompt) -> bool {
    matches!(
        prompt,
        Prompt::SetDial { .. }
            | Prompt::DeclareAttack { .. }
            | Prompt::System { .. }
            | Prompt::DropBomb { .. }
            | Prompt::Decloak { .. }
    )
}

/// A battle seen by a planner of `seat` (see the module documentation).
#[derive(Clone, Debug)]
pub struct Plan {
    pub battle: Battle,
    pub seat: Seat,
    policy: HeuristicBot,
    /// The pending decision with its options cut to the heuristic's best few (dials), and
    /// where each kept option is in the battle's list.
    pruned: Option<(Pending<Seat, Prompt, Choice>, Vec<usize>)>,
}

/// How many of the heuristic's best dials a search compares.
pub const DIAL_CANDIDATES: usize = 4;

/// The options of a decision worth searching: for a dial, the heuristic's best few, best
/// first; else all. Returns the indices into the battle's options.
pub fn candidates(battle: &Battle, pending: &Pending<Seat, Prompt, Choice>) -> Vec<usize> {
    let Prompt::SetDial { ship } = pending.prompt else {
        return (0..pending.options.len()).collect();
    };
    let maneuvers: Vec<_> = pending
        .options
        .iter()
        .map(|o| match o {
            Choice::Dial(m) => *m,
            _ => crate::data::Maneuver::new(0, crate::data::Bearing::Straight),
        })
        .collect();
    let mut scored = crate::heuristic::dial_scores(battle, ship, &maneuvers);
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    scored
        .into_iter()
        .take(DIAL_CANDIDATES)
        .map(|(_, i)| i)
        .collect()
}

impl Plan {
    /// The plan of `seat` from `battle`, as it stands (the pending decision is kept even if
    /// it is not strategic).
    pub fn new(battle: Battle, seat: Seat, seed: u64) -> Plan {
        let mut plan = Plan {
            battle,
            seat,
            policy: HeuristicBot::new(seed),
            pruned: None,
        };
        plan.prune();
        plan
    }

    fn prune(&mut self) {
        self.pruned = None;
        let Some(pending) = self.battle.pending() else {
            return;
        };
        if !matches!(pending.prompt, Prompt::SetDial { .. }) {
            return;
        }
        let kept = candidates(&self.battle, pending);
        if kept.len() == pending.options.len() {
            return;
        }
        let mut cut = pending.clone();
        cut.options = kept.iter().map(|&i| pending.options[i].clone()).collect();
        self.pruned = Some((cut, kept));
    }

    /// The battle's option index of the plan's option `index`.
    pub fn battle_index(&self, index: usize) -> usize {
        self.pruned.as_ref().map_or(index, |(_, kept)| kept[index])
    }

    /// Takes every decision that is not the planner's to search.
    fn advance(&mut self) {
        while let Some(pending) = self.battle.pending() {
            if pending.options.len() > 1 && pending.seat == self.seat && strategic(&pending.prompt)
            {
                break;
            }
            let index = if pending.options.len() == 1 {
                0
            } else {
                self.policy.choose(&self.battle)
            };
            self.battle.play(index);
        }
        self.prune();
    }
}

impl PartialEq for Plan {
    fn eq(&self, other: &Plan) -> bool {
        self.battle == other.battle && self.seat == other.seat
    }
}

impl Game for Plan {
    type Seat = Seat;
    type Prompt = Prompt;
    type Answer = Choice;
    type Event = Event;
    type View = View;

    fn pending(&self) -> Option<&Pending<Seat, Prompt, Choice>> {
        match &self.pruned {
            Some((cut, _)) => Some(cut),
            None => self.battle.pending(),
        }
    }

    fn answer(&mut self, id: DecisionId, answer: &Choice) -> Result<Vec<Event>, Rejected> {
        door::check_answer(self.pending(), id, answer)?;
        let events = self.battle.answer(id, answer)?;
        self.advance();
        Ok(events)
    }

    fn view(&self, seat: Seat) -> View {
        self.battle.view(seat)
    }
}

impl Searchable for Plan {
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Plan {
        let battle = self.battle.determinize(seat, rng);
        Plan::new(battle, self.seat, rng.next_u64())
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.battle.evaluate(seat)
    }

    fn play(&mut self, index: usize) {
        let index = self.battle_index(index);
        self.battle.play(index);
        self.advance();
    }
}

impl Bot<Plan> for HeuristicBot {
    fn choose(&mut self, game: &Plan) -> usize {
        let index = Bot::<Battle>::choose(self, &game.battle);
        match &game.pruned {
            // A choice the search does not consider becomes the heuristic's favourite.
            Some((_, kept)) => kept.iter().position(|&k| k == index).unwrap_or(0),
            None => index,
        }
    }
}

/// Strategic decisions a playout takes before the position is estimated (each stands for
/// several decisions of the game): about a round of the named scenarios.
pub const PLAN_DEPTH: u32 = 12;

/// The X-Wing search bot (see the module documentation).
#[derive(Clone, Debug)]
pub struct PlanBot {
    search: SearchBot<HeuristicBot>,
    heuristic: HeuristicBot,
    rng: Rng,
}

impl PlanBot {
    /// A search bot with `playouts` iterations per strategic decision.
    pub fn new(seed: u64, playouts: u32) -> PlanBot {
        PlanBot::with_budget(seed, Budget::Playouts(playouts))
    }

    /// A search bot with this budget per strategic decision.
    pub fn with_budget(seed: u64, budget: Budget) -> PlanBot {
        PlanBot {
            search: SearchBot::new(seed, HeuristicBot::new(seed ^ 0x9A7E), budget)
                .with_playout_depth(PLAN_DEPTH),
            heuristic: HeuristicBot::new(seed ^ 0x4EB1),
            rng: Rng::new(seed ^ 0x71A4),
        }
    }

    /// Changes how many strategic decisions a playout takes.
    pub fn with_playout_depth(mut self, depth: u32) -> PlanBot {
        self.search = self.search.with_playout_depth(depth);
        self
    }

    /// Searches on this many threads (independent trees, root counts added).
    pub fn with_threads(mut self, threads: usize) -> PlanBot {
        self.search = self.search.with_threads(threads);
        self
    }

    /// Every search since the bot was made.
    pub fn total(&self) -> SearchStats {
        self.search.total()
    }
}

impl Bot<Battle> for PlanBot {
    fn choose(&mut self, game: &Battle) -> usize {
        let Some(pending) = game.pending() else {
            return 0;
        };
        if pending.options.len() <= 1 {
            return 0;
        }
        if !strategic(&pending.prompt) {
            return self.heuristic.choose(game);
        }
        let plan = Plan::new(game.clone(), pending.seat, self.rng.next_u64());
        let index = self.search.choose(&plan);
        plan.battle_index(index)
    }
}
