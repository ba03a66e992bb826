//! The Star Wars CCG's side of the bots: what a search bot needs ([`bots::Searchable`]: a copy
//! with the hidden cards redrawn, an estimate of a position) and a heuristic player.
//!
//! Both read only what their seat sees: the table (public), their own hand, pile sizes and
//! Life Force, and the pending options.

use crate::catalogue::Catalogue;
use crate::decision::{Answer, Dest, LossSource, Prompt, TargetRef, Why};
use crate::game::Game;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::Q;
use crate::state::State;
use bots::{Bot, Searchable};
use door::{Game as _, Rng};
use swccg_cards::{CardType, Side};

impl Searchable for Game {
    /// Redraws the cards `seat` cannot see: the opponent's hand and every Reserve Deck, Force
    /// Pile and Used Pile (face down: a seat sees only their sizes), keeping every pile's size
    /// and the cards named by `seat`'s pending options; then reseeds the game's generator, so
    /// shuffles and destiny draws to come are unknown too. The hidden cards are gathered in id
    /// order before they are dealt, so where they really were cannot matter.
    fn determinize(&self, seat: Side, rng: &mut Rng) -> Game {
        let mut st = self.state().clone();
        let mut pinned: Vec<CardId> = Vec::new();
        if let Some(pending) = st.pending.as_ref().filter(|p| p.seat == seat) {
            for answer in &pending.options {
                answer_cards(answer, &mut pinned);
            }
        }
        for owner in Side::BOTH {
            let piles: &[Pile] = if owner == seat {
                &[Pile::Reserve, Pile::Force, Pile::Used]
            } else {
                &[Pile::Hand, Pile::Reserve, Pile::Force, Pile::Used]
            };
            let mut cards = Vec::new();
            let mut slots = Vec::new();
            for &pile in piles {
                for (index, &card) in st.player(owner).pile(pile).iter().enumerate() {
                    // An insert card stays the card it is (its owner knows it); only where it
                    // lies is redrawn below.
                    if !pinned.contains(&card) && st.card(card).holder.is_none() {
                        cards.push(card);
                        slots.push((pile, index));
                    }
                }
            }
            cards.sort_unstable();
            rng.shuffle(&mut cards);
            for ((pile, index), card) in slots.into_iter().zip(cards) {
                st.player_mut(owner).pile_mut(pile)[index] = card;
                st.set_place(card, Place::Pile(pile));
                let state = st.card_mut(card);
                state.flags = Default::default();
                state.placed_as = 0;
                state.target = None;
                state.deployed_turn = 0;
            }
        }
        // Nobody knows how deep an insert card lies: it moves to a random depth of its deck.
        for side in Side::BOTH {
            let inserted: Vec<CardId> = st
                .player(side)
                .reserve
                .iter()
                .copied()
                .filter(|&c| st.card(c).holder.is_some())
                .collect();
            for card in inserted {
                let reserve = st.player_mut(side).pile_mut(Pile::Reserve);
                reserve.retain(|&c| c != card);
                // Below the top card: a revealed insert card would no longer be there.
                let depth = rng.below(reserve.len().max(1));
                reserve.insert(depth.min(reserve.len()), card);
            }
        }
        st.rng = Rng::new(rng.next_u64());
        Game::from_state(self.catalogue().clone(), st)
    }

    /// 1 or 0 once the game is won or lost; before that a logistic of the Life Force
    /// difference, the power each side has on table and the Force each side could drain next
    /// turn.
    fn evaluate(&self, seat: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return if outcome.winner == seat { 1.0 } else { 0.0 };
        }
        let (cat, st) = (self.catalogue().as_ref(), self.state());
        let q = Q::new(cat, st);
        let side_score = |side: Side| {
            let life = st.player(side).life_force() as f64;
            let power: i32 = q
                .table_of(side)
                .filter(|&c| cat.bp(c).is_character())
                .map(|c| q.power(c).max(0))
                .sum();
            let drains: i32 = st
                .locations()
                .filter(|&l| q.controls(side, l))
                .map(|l| q.icons(side.opponent(), l))
                .sum();
            life + 0.5 * f64::from(power) + 1.5 * f64::from(drains)
        };
        let x = side_score(seat) - side_score(seat.opponent());
        1.0 / (1.0 + (-x / 8.0).exp())
    }

    fn play(&mut self, index: usize) {
        let Some(pending) = self.pending() else {
            return;
        };
        let (id, answer) = (pending.id, pending.options[index]);
        let mut events = Vec::new();
        self.answer_into(id, &answer, &mut events)
            .expect("a listed option is always accepted");
    }
}

/// The cards an answer names.
fn answer_cards(answer: &Answer, out: &mut Vec<CardId>) {
    let target = |t: &TargetRef, out: &mut Vec<CardId>| {
        if let TargetRef::Card(c) = t {
            out.push(*c);
        }
    };
    match answer {
        Answer::StartWith(c)
        | Answer::ForceDrain(c)
        | Answer::Battle(c)
        | Answer::Choose(c)
        | Answer::ChooseLocation(c)
        | Answer::Forfeit(c)
        | Answer::LoseFrom(LossSource::Hand(c)) => out.push(*c),
        Answer::Deploy { card, to } => {
            out.push(*card);
            match to {
                Dest::At(l) => out.push(*l),
                Dest::On { card, .. } => out.push(*card),
                Dest::Targeting { location, target } => out.extend([*location, *target]),
                Dest::Row {
                    convert: Some(c), ..
                } => out.push(*c),
                Dest::Row {
                    planet: Some(p), ..
                } => out.push(*p),
                Dest::Table | Dest::Row { .. } | Dest::Insert => {}
            }
        }
        Answer::Move { card, to }
        | Answer::Transit { card, to }
        | Answer::ReactDeploy { card, to }
        | Answer::ReactMove { card, to } => out.extend([*card, *to]),
        Answer::TransitGroup { from, to } => out.extend([*from, *to]),
        Answer::BreakCover(card) | Answer::ReturnDejarik(card) => out.push(*card),
        Answer::MoveSystem { system, orbit, .. } => {
            out.push(*system);
            out.extend(*orbit);
        }
        Answer::DeployPiloted { card, pilot, to }
        | Answer::ReactDeployPiloted { card, pilot, to } => out.extend([*card, *pilot, *to]),
        Answer::Replace { card, ships } => {
            out.push(*card);
            out.extend(ships);
        }
        Answer::Play {
            card, target: t, ..
        }
        | Answer::Use {
            card, target: t, ..
        } => {
            out.push(*card);
            target(t, out);
        }
        Answer::Fire { weapon, target } => out.extend([*weapon, *target]),
        Answer::ForfeitInstead { card, of } => out.extend([*card, *of]),
        Answer::Pass
        | Answer::StartWithout
        | Answer::Activate(_)
        | Answer::Draw
        | Answer::LoseFrom(LossSource::Top(_))
        | Answer::PayByForceLoss
        | Answer::DrawBattleDestiny
        | Answer::DestinyValue(_)
        | Answer::PredictWinner(_)
        | Answer::Yes
        | Answer::No => {}
    }
}

/// A heuristic player: activates all it can, Force drains wherever it may, deploys where a
/// card wins a contested location or opens a drain, battles when its power beats the
/// opponent's, moves to win a location, draws while its hand is short or its Force lies idle,
/// forfeits its least valuable cards, and loses Force first from the piles it needs least.
/// With probability `epsilon` it answers at random instead (search playouts use that for
/// variety).
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: Rng,
    epsilon: f64,
}

impl HeuristicBot {
    /// The bot that plays games (a little randomness among equal choices only).
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot::with_epsilon(seed, 0.0)
    }

    /// The bot with a chance `epsilon` of a random answer at every decision.
    pub fn with_epsilon(seed: u64, epsilon: f64) -> HeuristicBot {
        HeuristicBot {
            rng: Rng::new(seed ^ 0x4E75_2157_1C00),
            epsilon,
        }
    }
}

/// What the bot knows of one location: each side's power there.
struct Board<'a> {
    q: Q<'a>,
    cat: &'a Catalogue,
    st: &'a State,
    me: Side,
}

impl Board<'_> {
    /// The power `side` would bring to a battle at a location: its starships and vehicles
    /// count as well as its characters (a fleet at a system is not powerless).
    fn power(&self, side: Side, location: CardId) -> i32 {
        self.q
            .power_cards_at(side, location)
            .map(|c| self.q.power(c).max(0))
            .sum()
    }

    fn present(&self, side: Side, location: CardId) -> bool {
        self.q.presence(side, location)
    }

    /// A card's ability of this number, if it is an action.
    fn action(&self, card: CardId, ability: u8) -> Option<&crate::script::Action> {
        let script = self.cat.bp(card).script.as_ref()?;
        match script.abilities().nth(usize::from(ability)) {
            Some((_, crate::script::Ability::Action(action))) => Some(action),
            _ => None,
        }
    }

    /// Whether a card's text searches the bot's own Reserve Deck (and any other pile it names)
    /// for cards and none of the cards there would do.
    fn searches_in_vain(&self, card: CardId, ability: u8) -> bool {
        use crate::script::{PileName, Rel, Step};
        let Some(action) = self.action(card, ability) else {
            return false;
        };
        let at = self.q.anchor(self.me, card);
        let mine = |p: PileName| self.st.player(self.me).pile(Pile::from(p)).as_slice();
        action.steps.iter().any(|step| {
            matches!(step, Step::Search { whose: Rel::You, pile: PileName::Reserve, also, sel, .. }
                if !mine(PileName::Reserve)
                    .iter()
                    .chain(also.map_or(&[][..], mine))
                    .any(|&c| self.q.matches(sel, c, &at)))
        })
    }

    /// Whether a card's text only looks at cards: peeks at a pile's top cards, and at most
    /// moves the top card to another pile (Macroscan, Electrobinoculars).
    fn only_looks(&self, card: CardId, ability: u8) -> bool {
        use crate::script::Step;
        let Some(action) = self.action(card, ability) else {
            return false;
        };
        !action.steps.is_empty()
            && action.steps.iter().all(|step| {
                matches!(
                    step,
                    Step::Peek { .. } | Step::PeekTarget(_) | Step::MayMoveTop { .. }
                )
            })
    }

    /// The Force icons the opponent of `side` has at a location (what `side` drains there).
    fn drain_icons(&self, side: Side, location: CardId) -> i32 {
        i32::from(self.cat.bp(location).icons[side.opponent().index()])
    }

    /// A card's worth when it must be given up: power, ability and cost.
    fn worth(&self, card: CardId) -> i32 {
        let bp = self.cat.bp(card);
        let on_table = self.st.place(card).on_table();
        let power = if on_table {
            self.q.power(card)
        } else {
            bp.power
        };
        power + bp.ability + bp.deploy.unwrap_or(0)
    }

    fn value(&self, answer: &Answer, phase: Phase, prompt: &Prompt) -> f64 {
        let me = self.me;
        let them = me.opponent();
        let piles = self.st.player(me);
        match *answer {
            Answer::Pass => 1.0,
            Answer::Activate(n) => 10.0 + f64::from(n),
            Answer::ForceDrain(_) => 9.0,
            Answer::Battle(l) => {
                let (mine, theirs) = (self.power(me, l), self.power(them, l));
                // A tie is a coin flip of destinies that costs the initiator a Force: pass.
                if mine > theirs { 8.0 } else { -5.0 }
            }
            Answer::Deploy { card, to } => self.deploy_value(card, to),
            Answer::DeployPiloted { card, to, .. } => self.deploy_value(card, Dest::At(to)) + 0.5,
            // Three starfighters become one card of the same strength or more, for free.
            Answer::Replace { card, .. } => 6.0 + f64::from(self.cat.bp(card).power) * 0.1,
            Answer::ReactDeploy { card, to } => {
                let p = self.cat.bp(card).power;
                self.reinforce_value(p, to)
            }
            Answer::ReactDeployPiloted { card, pilot, to } => {
                let p = self.cat.bp(card).power + self.cat.bp(pilot).power;
                self.reinforce_value(p, to)
            }
            // An Undercover spy keeps the opponent from draining where it is: keep it so.
            Answer::BreakCover(_) => -3.0,
            // Taking a Dejarik back gives up the holosite: rarely worth it.
            Answer::ReturnDejarik(_) => -4.0,
            // Embarking and disembarking are free and unlimited: valued below passing so that
            // a bot never goes on and off a vehicle for ever.
            Answer::Move { card, to }
                if self.q.is_vehicle(to)
                    || self.q.vehicle_of(card).is_some()
                    || crate::flow::actions::hangar_move(&self.q, card, to) =>
            {
                -1.5
            }
            Answer::Move { card, to } | Answer::ReactMove { card, to } => {
                let from = self.st.location_of(card);
                let p = self.q.power(card).max(0);
                let leaves_alone = from.is_some_and(|f| {
                    self.q.characters_at(me, f).filter(|&c| c != card).count() == 0
                        && self.present(them, f)
                });
                if leaves_alone {
                    return -2.0;
                }
                if self.present(them, to) {
                    self.reinforce_value(p, to)
                } else if !self.present(me, to) && self.drain_icons(me, to) > 0 {
                    2.5
                } else {
                    -1.0
                }
            }
            Answer::Draw => {
                let hand = piles.hand.len();
                if phase != Phase::Draw {
                    -1.0
                } else if hand < 5 && piles.force.len() > 1 {
                    3.0
                } else if hand < 8 && piles.force.len() > 4 {
                    1.5
                } else if hand < 12 && piles.force.len() > hand + 2 {
                    // Force piling up unspent: the hand holds nothing the bot can use (its
                    // starships with no system on table, say), so it looks for something.
                    1.2
                } else {
                    -1.0
                }
            }
            Answer::Play { .. } => {
                if matches!(prompt, Prompt::Respond { .. }) {
                    0.8
                } else {
                    1.2
                }
            }
            // A text that searches your Reserve Deck for a card it does not hold (your deck
            // list says so) only costs its Force: Wedge's search for a Corellian Slip.
            Answer::Use { card, ability, .. } if self.searches_in_vain(card, ability) => -1.0,
            // Looking at cards (and moving the top one) tells the bot nothing it uses: such a
            // text, repeatable for Force, would otherwise drain its Force Pile every turn.
            Answer::Use { card, ability, .. } if self.only_looks(card, ability) => 0.5,
            Answer::Use { .. } => 1.5,
            // A mobile system is worth moving only into orbit, where starships can reach it.
            Answer::MoveSystem { orbit, .. } => {
                if orbit.is_some() {
                    0.3
                } else {
                    -1.0
                }
            }
            Answer::Fire { target, .. } => 3.0 + 0.1 * f64::from(self.worth(target)),
            Answer::DrawBattleDestiny | Answer::Yes => 2.0,
            // A destiny drawn is mostly the drawer's to raise (battle, weapon and most
            // effects' draws): the higher of a card's two numbers (CR 1.7).
            Answer::DestinyValue(v) => f64::from(v),
            Answer::No => 0.5,
            // A prediction of a battle's winner: the side with more power there (the bot's
            // own on a tie of power, as its battle destiny may break it).
            Answer::PredictWinner(side) => {
                let Prompt::PredictWinner { location, .. } = *prompt else {
                    return 1.0;
                };
                let (mine, theirs) = (
                    self.power(side, location),
                    self.power(side.opponent(), location),
                );
                if mine > theirs || (mine == theirs && side == me) {
                    2.0
                } else {
                    1.0
                }
            }
            Answer::StartWith(_) => 2.0,
            Answer::StartWithout => 0.0,
            Answer::Transit { .. } | Answer::TransitGroup { .. } => -1.0,
            Answer::LoseFrom(source) => match source {
                LossSource::Top(Pile::Used) => 3.0,
                LossSource::Top(Pile::Reserve) => 2.0,
                LossSource::Top(Pile::Force) => 1.0,
                LossSource::Top(_) => 0.5,
                LossSource::Hand(c) => {
                    if piles.hand.len() > 6 {
                        4.0 - 0.1 * f64::from(self.worth(c))
                    } else {
                        -f64::from(self.worth(c))
                    }
                }
            },
            Answer::Forfeit(c) => self.forfeit_value(c, prompt),
            Answer::ForfeitInstead { card, .. } => self.forfeit_value(card, prompt) - 0.5,
            Answer::PayByForceLoss => match *prompt {
                Prompt::Damage {
                    attrition: 0,
                    battle_damage,
                } if battle_damage <= 3 => 5.0,
                _ => -3.0,
            },
            Answer::Choose(c) | Answer::ChooseLocation(c) => match prompt {
                Prompt::ChooseCard { why: Why::Lose } | Prompt::ChooseCard { why: Why::Place } => {
                    -f64::from(self.worth(c))
                }
                _ => f64::from(self.worth(c)) * 0.1,
            },
        }
    }

    /// Adding `power` to a location the opponent holds.
    fn reinforce_value(&self, power: i32, to: CardId) -> f64 {
        let (me, them) = (self.me, self.me.opponent());
        let (mine, theirs) = (self.power(me, to), self.power(them, to));
        if !self.present(them, to) {
            return 0.5;
        }
        if mine + power > theirs {
            6.0
        } else if mine + power >= theirs - 2 {
            1.5
        } else {
            -3.0
        }
    }

    fn deploy_value(&self, card: CardId, to: Dest) -> f64 {
        let me = self.me;
        let bp = self.cat.bp(card);
        let cost = f64::from(bp.deploy.unwrap_or(0)) * 0.1;
        match to {
            Dest::Row { .. } => 5.0 + f64::from(bp.icons[me.index()]) * 1.5,
            Dest::At(l) if matches!(bp.card_type, CardType::Character | CardType::Starship) => {
                let power = bp.power.max(0);
                let base = 1.5 + 0.3 * f64::from(power + bp.ability) - cost;
                if self.present(me.opponent(), l) {
                    base + self.reinforce_value(power, l)
                } else if !self.present(me, l) {
                    base + 1.0 + 1.5 * f64::from(self.drain_icons(me, l))
                } else {
                    base - 0.5
                }
            }
            Dest::At(_) => 1.5 - cost,
            Dest::On { .. } => 3.0 - cost,
            Dest::Table | Dest::Targeting { .. } | Dest::Insert => 2.5 - cost,
        }
    }

    /// Forfeit hit cards first, then the card worth least; pay small battle damage with Force.
    fn forfeit_value(&self, card: CardId, prompt: &Prompt) -> f64 {
        let hit = self.st.flag(card, crate::state::Flags::HIT);
        let worth = f64::from(self.worth(card));
        let forfeit = f64::from(self.q.forfeit(card).unwrap_or(0));
        let mut value = 20.0 - worth + 0.3 * forfeit;
        if hit {
            value += 20.0;
        }
        if let Prompt::Damage {
            attrition: 0,
            battle_damage,
        } = *prompt
            && battle_damage <= 3
        {
            value -= 20.0;
        }
        value
    }
}

impl Bot<Game> for HeuristicBot {
    fn choose(&mut self, game: &Game) -> usize {
        let Some(pending) = game.pending() else {
            return 0;
        };
        let n = pending.options.len();
        if n <= 1 {
            return 0;
        }
        if self.epsilon > 0.0 && self.rng.unit_f64() < self.epsilon {
            return self.rng.below(n);
        }
        let st = game.state();
        let board = Board {
            q: Q::new(game.catalogue(), st),
            cat: game.catalogue(),
            st,
            me: pending.seat,
        };
        let mut best = 0;
        let mut best_value = f64::NEG_INFINITY;
        let mut ties = 0u32;
        for (index, answer) in pending.options.iter().enumerate() {
            let value = board.value(answer, st.phase, &pending.prompt);
            if value > best_value {
                best = index;
                best_value = value;
                ties = 1;
            } else if value == best_value {
                // Uniform among equals (reservoir sampling), so equal choices vary.
                ties += 1;
                if self.rng.below(ties as usize) == 0 {
                    best = index;
                }
            }
        }
        best
    }
}
