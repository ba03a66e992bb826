//! Starting the game (seed 001 "Starting the game", "Starting locations", "Starting
//! interrupts"; seed 004 "Effect – Starting effect").
//!
//! Three rounds of starting cards, each chosen secretly by both players and revealed
//! together:
//! 1. a **starting effect** (optional): deployed on table before anything else is revealed;
//!    its setup text runs (Fear Is My Ally stacks cards from outside the deck under itself);
//! 2. an **objective** (required when the deck holds one) or a **starting location**: a
//!    location is deployed; if both chose the same location, both choose again. Objectives
//!    deploy on table after the locations, the first player's first, and their setup text
//!    deploys what they require ("Deploy Holotheatre and …");
//! 3. a **starting interrupt** (optional): the first player's resolves first.
//!
//! Then set-aside cards return to their decks, each Reserve Deck is shuffled and each player
//! draws eight cards. The Dark Side player takes the first turn. A round in which neither
//! player has a card to choose asks nothing.

use super::effects::EffectRun;
use super::turn::TurnStep;
use super::{Cx, Frame, texts};
use crate::decision::{Answer, Dest, Prompt};
use crate::event::What;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::script::{Ability, ActionKind, Portion, Rel, When};
use crate::state::{Flags, Registers};
use serde::{Deserialize, Serialize};
use swccg_cards::{CardType, Side};

/// Cards in a starting hand.
pub const STARTING_HAND: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub round: Round,
    pub step: SetupStep,
    /// The secret choices of the round so far, by `Side::index`.
    pub chosen: [Option<CardId>; 2],
}

/// The rounds of starting cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Round {
    StartingEffect,
    /// An objective or a starting location.
    Start,
    StartingInterrupt,
    /// Shuffle and draw.
    Hands,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupStep {
    Choose(Side),
    Reveal,
}

impl Setup {
    pub fn new() -> Setup {
        Setup {
            round: Round::StartingEffect,
            step: SetupStep::Choose(Side::Dark),
            chosen: [None, None],
        }
    }

    fn next_round(round: Round) -> Setup {
        let next = match round {
            Round::StartingEffect => Round::Start,
            Round::Start => Round::StartingInterrupt,
            Round::StartingInterrupt | Round::Hands => Round::Hands,
        };
        Setup {
            round: next,
            step: SetupStep::Choose(Side::Dark),
            chosen: [None, None],
        }
    }

    /// The cards of `side`'s deck that may be chosen in a round, one per title.
    fn candidates(cx: &Cx, round: Round, side: Side) -> Vec<CardId> {
        let objectives = round == Round::Start
            && cx
                .st
                .player(side)
                .reserve
                .iter()
                .any(|&c| cx.cat.bp(c).card_type == CardType::Objective);
        let mut seen: Vec<&str> = Vec::new();
        let mut out = Vec::new();
        for &card in &cx.st.player(side).reserve {
            let bp = cx.cat.bp(card);
            let fits = match round {
                Round::StartingEffect => {
                    bp.card_type == CardType::Effect
                        && bp.subtype.eq_ignore_ascii_case("starting")
                        && bp.script.is_some()
                }
                // A player with an objective must start with it (seed 001 "Starting the
                // game"); otherwise any location that could deploy to an empty table.
                Round::Start if objectives => bp.card_type == CardType::Objective,
                Round::Start => bp.is_location() && bp.region.is_some(),
                Round::StartingInterrupt => starting_mode(cx, card).is_some(),
                Round::Hands => false,
            };
            if fits && !seen.contains(&bp.title.as_str()) {
                seen.push(&bp.title);
                out.push(card);
            }
        }
        out.sort();
        out
    }

    pub fn step(self, cx: &mut Cx) {
        match (self.round, self.step) {
            (Round::Hands, _) => deal(cx),
            (round, SetupStep::Choose(side)) => {
                let candidates = Self::candidates(cx, round, side);
                if candidates.is_empty() && round != Round::Start {
                    // Nothing to choose: this player passes the round without a question.
                    return self.chose(cx, side, Answer::StartWithout);
                }
                let mut options: Vec<Answer> =
                    candidates.into_iter().map(Answer::StartWith).collect();
                let required = round == Round::Start
                    && options
                        .iter()
                        .any(|a| matches!(a, Answer::StartWith(c) if cx.cat.bp(*c).card_type == CardType::Objective));
                if options.is_empty() || !required && round != Round::Start {
                    options.push(Answer::StartWithout);
                }
                let prompt = match round {
                    Round::StartingEffect => Prompt::StartingEffect,
                    Round::StartingInterrupt => Prompt::StartingInterrupt,
                    _ => Prompt::StartingLocation,
                };
                cx.push(Frame::Setup(self));
                cx.ask(side, prompt, options);
            }
            (_, SetupStep::Reveal) => self.reveal(cx),
        }
    }

    pub fn answer(self, cx: &mut Cx, answer: Answer) {
        let SetupStep::Choose(side) = self.step else {
            unreachable!("only choices are asked")
        };
        self.chose(cx, side, answer)
    }

    fn chose(mut self, cx: &mut Cx, side: Side, answer: Answer) {
        if let Answer::StartWith(card) = answer {
            // The choice stays secret until both have chosen: it waits face down aside.
            cx.relocate(card, Place::Pile(Pile::Aside));
            self.chosen[side.index()] = Some(card);
        }
        if self.round == Round::Start {
            cx.emit(What::StartingLocationChosen { player: side });
        }
        self.step = match side {
            Side::Dark => SetupStep::Choose(Side::Light),
            Side::Light => SetupStep::Reveal,
        };
        cx.push(Frame::Setup(self));
    }

    fn reveal(mut self, cx: &mut Cx) {
        let round = self.round;
        match round {
            Round::StartingEffect => {
                cx.push(Frame::Setup(Self::next_round(round)));
                // Both effects are on table before either's text runs; Dark Side's runs first.
                let chosen: Vec<(Side, CardId)> = Side::BOTH
                    .iter()
                    .filter_map(|&side| self.chosen[side.index()].map(|c| (side, c)))
                    .collect();
                table_and_run(cx, &chosen, false);
            }
            Round::Start => {
                let [dark, light] = self.chosen;
                let locations = |c: Option<CardId>| c.filter(|&c| cx.cat.bp(c).is_location());
                if let (Some(d), Some(l)) = (locations(dark), locations(light))
                    && cx.cat.bp(d).title == cx.cat.bp(l).title
                {
                    // Same location: both set their choice aside and choose again. The
                    // set-aside cards stay out of the deck until both have chosen.
                    cx.emit(What::StartingLocationsClashed { dark: d, light: l });
                    self.chosen = [None, None];
                    self.step = SetupStep::Choose(Side::Dark);
                    let others_left = Side::BOTH
                        .iter()
                        .any(|&s| !Self::candidates(cx, Round::Start, s).is_empty());
                    if others_left {
                        cx.push(Frame::Setup(self));
                        return;
                    }
                }
                cx.push(Frame::Setup(Self::next_round(round)));
                for side in Side::BOTH {
                    if let Some(card) = locations(self.chosen[side.index()]) {
                        deploy_starting_location(cx, card);
                        cx.emit(What::StartingLocationRevealed { player: side, card });
                    }
                }
                // Objectives after locations, the first player's (Dark Side's) first.
                let objectives: Vec<(Side, CardId)> = Side::BOTH
                    .iter()
                    .filter_map(|&side| self.chosen[side.index()].map(|c| (side, c)))
                    .filter(|&(_, c)| !cx.cat.bp(c).is_location())
                    .collect();
                // An objective is revealed where a starting location would be.
                table_and_run(cx, &objectives, true);
            }
            Round::StartingInterrupt => {
                cx.push(Frame::Setup(Self::next_round(round)));
                // The first player's interrupt resolves first: pushed last.
                for side in [Side::Light, Side::Dark] {
                    if let Some(card) = self.chosen[side.index()]
                        && let Some(mode) = starting_mode(cx, card)
                    {
                        cx.emit(What::InterruptPlayed { card, mode });
                        let run = EffectRun::new(
                            card,
                            side,
                            mode,
                            true,
                            None,
                            None,
                            Registers::default(),
                        );
                        texts::start(cx, run);
                    }
                }
            }
            Round::Hands => deal(cx),
        }
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::new()
    }
}

/// The ability number of a card's starting interrupt mode, if it has one.
fn starting_mode(cx: &Cx, card: CardId) -> Option<u8> {
    let script = cx.cat.bp(card).script.as_ref()?;
    script
        .abilities()
        .position(|(_, a)| {
            matches!(a, Ability::Action(act) if act.kind == ActionKind::Interrupt(Portion::Starting))
        })
        .map(|n| n as u8)
}

/// Puts starting cards on table (revealed as the starting choice when `revealed`), then runs
/// their setup texts, the first player's (Dark Side's) first.
fn table_and_run(cx: &mut Cx, cards: &[(Side, CardId)], revealed: bool) {
    let mut runs = Vec::new();
    for &(side, card) in cards {
        if let Some(num) = super::actions::placement_ability(&cx.q(), card, Dest::Table) {
            cx.cat.ran(card, num);
        }
        cx.relocate(card, Place::Table);
        cx.st.card_mut(card).deployed_turn = 0;
        if revealed {
            cx.emit(What::StartingLocationRevealed { player: side, card });
        }
        cx.emit(What::Deployed {
            card,
            to: Dest::Table,
        });
        runs.extend(setup_runs(cx, side, card));
    }
    for run in runs.into_iter().rev() {
        texts::start(cx, run);
    }
}

/// The setup texts of a starting card just deployed ("with up to 10 cards from outside your
/// deck under here", an objective's "Deploy …").
fn setup_runs(cx: &Cx, side: Side, card: CardId) -> Vec<EffectRun> {
    let Some(script) = cx.cat.bp(card).script.as_ref() else {
        return Vec::new();
    };
    script
        .abilities()
        .enumerate()
        .filter(|(_, (slot, a))| {
            !slot.back
                && matches!(a, Ability::Action(act) if matches!(act.kind, ActionKind::Use | ActionKind::Must) && act.when == When::Setup)
        })
        .map(|(num, _)| {
            EffectRun::new(card, side, num as u8, false, None, None, Registers::default())
        })
        .collect()
}

/// Set-aside cards return to their decks; each Reserve Deck is shuffled and each player draws
/// the starting hand; the Dark Side player takes the first turn.
fn deal(cx: &mut Cx) {
    for side in Side::BOTH {
        let aside: Vec<CardId> = cx.st.player(side).aside.clone();
        for card in aside {
            cx.relocate(card, Place::Pile(Pile::Reserve));
        }
        cx.shuffle(side, Pile::Reserve);
        for _ in 0..STARTING_HAND {
            cx.draw_into_hand(side, Pile::Reserve);
        }
    }
    cx.st.phase = Phase::StartOfTurn;
    // Dark Side takes the first turn, unless a starting location says who goes first: its
    // player's opponent (Death Star) or its player (Yavin 4: Massassi Throne Room). The turn
    // frame starts the turn after `active`.
    let first = {
        let q = cx.q();
        let first_turn = |card: CardId| {
            if !q.st.flag(card, Flags::STARTING) {
                return None;
            }
            let rel = q
                .bp(card)
                .script
                .as_ref()?
                .abilities()
                .find_map(|(_, a)| match a {
                    Ability::FirstTurn(rel) => Some(*rel),
                    _ => None,
                })?;
            q.printed_clause_ran(card, |a| matches!(a, Ability::FirstTurn(_)));
            let owner = q.owner(card);
            Some(if rel == Rel::You {
                owner
            } else {
                owner.opponent()
            })
        };
        q.st.locations().find_map(first_turn).unwrap_or(Side::Dark)
    };
    cx.st.active = first.opponent();
    cx.push(Frame::Turn(TurnStep::Begin));
    cx.check_life_force();
}

/// Puts a starting location on table.
fn deploy_starting_location(cx: &mut Cx, card: CardId) {
    let index = super::turn::row_positions(&cx.q(), card, None)
        .first()
        .map_or(0, |&(i, _)| i);
    super::turn::place_location(cx, card, index, None, None);
    cx.st.card_mut(card).flags.set(Flags::STARTING);
    cx.emit(What::Deployed {
        card,
        to: Dest::Row {
            index,
            convert: None,
            planet: None,
        },
    });
}
