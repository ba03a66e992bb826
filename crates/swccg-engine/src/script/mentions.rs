//! What a script names: the numbers, titles, keywords, icons and printed values it reads or
//! changes. Tests set these beside the printed text (a script must not name what the card
//! does not print, nor miss a number the card prints), and the drafting tool reports them.

use super::ast::*;
use super::sym::Sym;
use swccg_cards::IconKind;

/// Everything a script (or a part of one) names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mentions {
    /// Whole numbers the script uses (absolute values, in order of appearance).
    pub numbers: Vec<i32>,
    pub titles: Vec<Sym>,
    pub words: Vec<Sym>,
    pub icons: Vec<IconKind>,
    pub stats: Vec<Stat>,
    /// Whether a clause depends on "nighttime conditions".
    pub nighttime: bool,
}

impl Mentions {
    pub fn of_abilities(list: &[Ability]) -> Mentions {
        let mut m = Mentions::default();
        for a in list {
            m.ability(a);
        }
        m
    }

    fn num(&mut self, n: i32) {
        self.numbers.push(n.abs());
    }

    fn ability(&mut self, a: &Ability) {
        match a {
            Ability::Modify(m) => self.modifier(m),
            Ability::Rule {
                on,
                arg,
                cond,
                rule,
            } => {
                match rule {
                    Rule::GainsIcon(i) => self.icons.push(*i),
                    Rule::InPlaceOf(w) | Rule::GainsSkill(w) => self.words.push(*w),
                    _ => {}
                }
                self.sel(on);
                if let Some(s) = arg {
                    self.sel(s);
                }
                self.cond(cond);
            }
            Ability::DeployOnly(s) | Ability::MayNotDeployTo(s) => self.sel(s),
            Ability::MayNotDeploy(c) => self.cond(c),
            Ability::Deploy { placement, cost } => {
                match placement {
                    Placement::On(s) | Placement::At { location: s, .. } => self.sel(s),
                    Placement::Table | Placement::NearReserve(_) | Placement::Insert => {}
                }
                if let Some(c) = cost {
                    self.amount(c);
                }
            }
            Ability::Action(a) => self.action(a),
            Ability::FlipWhile(c) | Ability::LostWhile(c) => self.cond(c),
            Ability::LoseWhile(s, c) => {
                self.sel(s);
                self.cond(c);
            }
            Ability::Target(s) => self.sel(s),
            // A clause not played yet still names its numbers, so the check can tell a
            // reason that covers them from a clause forgotten altogether.
            Ability::Unsupported(why) => self.numbers.extend(super::agree::numbers(why)),
            Ability::Capacity(c) => self.numbers.extend(
                [c.pilots, c.passengers, c.either, c.vehicles, c.starfighters]
                    .into_iter()
                    .filter(|&n| n > 0)
                    .map(i32::from),
            ),
            Ability::PermanentPilot(n) => self.numbers.push(*n),
            Ability::Replaces { count, what } => {
                self.numbers.push(i32::from(*count));
                self.sel(what);
            }
            Ability::MobileSystem { start, hyperspeed } => {
                self.numbers.extend([*start, *hyperspeed]);
                self.stats.push(Stat::Hyperspeed);
            }
            Ability::FirstTurn(_)
            | Ability::DejarikRules
            | Ability::EnergyShieldRules
            | Ability::MakesBearerUndercover => {}
            Ability::ConvertedBy(s) => self.sel(s),
            Ability::DeployDuring(..) => {}
        }
    }

    fn modifier(&mut self, m: &Modifier) {
        for (q, c) in &m.changes {
            if let Quantity::Stat(s) = q {
                self.stats.push(*s);
            }
            match c {
                Change::Add(a)
                | Change::Set(a)
                | Change::Times(a)
                | Change::AtLeast(a)
                | Change::AtMost(a) => self.amount(a),
                Change::Halve { down_if } => self.cond(down_if),
            }
        }
        match &m.on {
            Subject::Cards(s) => self.sel(s),
            Subject::Player(_, Some(s)) => self.sel(s),
            Subject::Player(_, None) => {}
        }
        self.cond(&m.cond);
    }

    fn action(&mut self, a: &Action) {
        if let Some(Limit::PerTurn(n) | Limit::PerBattle(n) | Limit::PerGame(n)) = a.limit {
            self.num(i32::from(n));
        }
        if let When::Window(w) = &a.when {
            self.window(w);
        }
        if let When::DuringBattle(Some(s)) = &a.when {
            self.sel(s);
        }
        self.cond(&a.cond);
        for c in &a.costs {
            match c {
                Cost::UseForce(x) | Cost::LoseForce(x) => self.amount(x),
                Cost::UseX { max, .. } => {
                    if let Some(x) = max {
                        self.amount(x);
                    }
                }
            }
        }
        for t in &a.targets {
            if let Target::Card(s) = t {
                self.sel(s);
            }
        }
        for s in &a.steps {
            self.step(s);
        }
    }

    fn window(&mut self, w: &Window) {
        if let Some(s) = &w.subject {
            self.sel(s);
        }
        if let Some(s) = &w.at {
            self.sel(s);
        }
    }

    fn step(&mut self, s: &Step) {
        match s {
            Step::Draw { count, .. } => self.amount(count),
            Step::StopUnless(c) => self.cond(c),
            Step::If(c, inner) => {
                self.cond(c);
                self.step(inner);
            }
            Step::Let(_, a) | Step::AddBattleDestiny(a) | Step::ModifyDestiny(a) => self.amount(a),
            Step::Cancel(Cancel::GameText(sel, _) | Cancel::Cards(sel)) => self.sel(sel),
            Step::Lose { sel, count, .. } => {
                self.sel(sel);
                if let Some(c) = count {
                    self.amount(c);
                }
            }
            Step::OpponentDraws(a)
            | Step::LoseForce(_, a)
            | Step::ReduceForceLoss(a)
            | Step::RaiseForceLoss(_, a)
            | Step::MultiplyTrigger(a)
            | Step::Activate(a) => self.amount(a),
            Step::Retrieve { count, sel, .. } => {
                self.amount(count);
                if let Some(s) = sel {
                    self.sel(s);
                }
            }
            Step::Search {
                sel, count, top, ..
            } => {
                self.sel(sel);
                if let Some(c) = count {
                    self.amount(c);
                }
                if let Some(t) = top {
                    self.amount(t);
                }
            }
            Step::Peek { count, .. } | Step::PeekTarget(count) | Step::StackOutside(count) => {
                self.amount(count)
            }
            Step::StackFrom { count, sel, .. } => {
                self.amount(count);
                self.sel(sel);
            }
            Step::Deploy { sel, to, cost, .. } => {
                self.sel(sel);
                if let Some(t) = to {
                    self.sel(t);
                }
                if let DeployCost::Minus(n) = cost {
                    self.num(*n);
                }
            }
            Step::ReturnToHand(s)
            | Step::Place { sel: s, .. }
            | Step::MoveAway(s)
            | Step::MoveAwayOrLose(s)
            | Step::Transport(s)
            | Step::Hit(s)
            | Step::OutOfPlay(s)
            | Step::BlowAway(s)
            | Step::Disarm(s)
            | Step::Capture(s)
            | Step::BreakCover(s)
            | Step::Name(s) => self.sel(s),
            Step::Duel(s, n) => {
                self.sel(s);
                self.amount(n);
            }
            Step::Lasting(m, _) => self.modifier(m),
            Step::LastingRule(_, s, _) => self.sel(s),
            Step::MultiplyDamage { by, .. } => self.amount(by),
            Step::MayGoOn
            | Step::Cancel(_)
            | Step::MayMoveTop { .. }
            | Step::RevealHand(_)
            | Step::Shuffle
            | Step::ShuffleOwn(_)
            | Step::SwitchBattleDestinies
            | Step::ZeroBattleDestiny(_)
            | Step::MoveToBattle
            | Step::TakeTriggerIntoHand
            | Step::Revive
            | Step::PlaceThis(_)
            | Step::PlaceTrigger(_)
            | Step::PlaceStacked(_)
            | Step::Stack(_)
            | Step::RetrieveRandom { .. }
            | Step::PredictWinner
            | Step::GuessCardType(_)
            | Step::TransferToTarget => {}
            Step::DeployThis(s)
            | Step::Follow(s)
            | Step::MaySteal { what: s, .. }
            | Step::Steal {
                what: s,
                onto: None,
            } => self.sel(s),
            Step::Steal {
                what,
                onto: Some(onto),
            } => {
                self.sel(what);
                self.sel(onto);
            }
            Step::StealOrLose { alternatives, onto } => {
                for (n, s) in alternatives {
                    self.amount(n);
                    self.sel(s);
                }
                self.sel(onto);
            }
            Step::Relocate(cards, to) | Step::RelocateAsMove(cards, to) => {
                self.sel(cards);
                self.sel(to);
            }
            Step::UseForce(n) => self.amount(n),
            Step::ChooseDirection
            | Step::MoveOn
            | Step::AimAtChosen
            | Step::AimAtTargetThisTurn => {}
            Step::TakeTop(n, _)
            | Step::KeepRandom { keep: n, .. }
            | Step::LoseDuplicates { min: n, .. } => self.amount(n),
        }
    }

    fn amount(&mut self, a: &Amount) {
        match a {
            Amount::Num(n) => self.num(*n),
            Amount::Count(s) | Amount::Icons(_, s) => self.sel(s),
            Amount::StatOf(st, s) | Amount::Sum(st, s) | Amount::Max(st, s) => {
                self.stats.push(*st);
                self.sel(s);
            }
            Amount::Lowest(n, st, s) => {
                self.num(i32::from(*n));
                self.stats.push(*st);
                self.sel(s);
            }
            Amount::Op(x, _, y) => {
                self.amount(x);
                self.amount(y);
            }
            Amount::EpicTotal(x) => self.amount(x),
            Amount::IfElse(c, x, y) => {
                self.cond(c);
                self.amount(x);
                self.amount(y);
            }
            Amount::X
            | Amount::Destiny
            | Amount::OpponentDestiny
            | Amount::Var(_)
            | Amount::LifeForce(_)
            | Amount::PileSize(..)
            | Amount::TotalPower(_)
            | Amount::BattleDestinyTotal(_)
            | Amount::ForceLoss
            | Amount::DrawnDestiny => {}
        }
    }

    fn cond(&mut self, c: &Cond) {
        match c {
            Cond::Not(inner) => self.cond(inner),
            Cond::And(cs) | Cond::Or(cs) => cs.iter().for_each(|c| self.cond(c)),
            Cond::Exists(s)
            | Cond::Controls(_, s)
            | Cond::Occupies(_, s)
            | Cond::MayDrain(_, s)
            | Cond::MayFollow(s)
            | Cond::BlownAway(s) => self.sel(s),
            Cond::Battle(Some(s)) => self.sel(s),
            Cond::Cmp(a, _, b) => {
                self.amount(a);
                self.amount(b);
            }
            Cond::Nighttime => self.nighttime = true,
            Cond::True
            | Cond::Turn(..)
            | Cond::Battle(None)
            | Cond::Placed(_)
            | Cond::DamageSegment
            | Cond::PredictionCorrect
            | Cond::LostBattle(_) => {}
        }
    }

    fn sel(&mut self, s: &Sel) {
        match s {
            Sel::And(parts) | Sel::Or(parts) => parts.iter().for_each(|p| self.sel(p)),
            Sel::Not(inner)
            | Sel::SameTitle(inner)
            | Sel::RelatedTo(inner)
            | Sel::OrbitedBy(inner)
            | Sel::Matching(inner)
            | Sel::At(inner)
            | Sel::With(inner)
            | Sel::On(inner)
            | Sel::Under(inner)
            | Sel::Carrying(inner)
            | Sel::Targeting(inner)
            | Sel::ImmuneTo(inner) => self.sel(inner),
            Sel::Word(w) => self.words.push(*w),
            Sel::Icon(i) => self.icons.push(*i),
            // An expansion icon is no keyword or game icon; its number ("[Reflections 2]") is
            // one the card prints.
            Sel::Expansion(e) => self.numbers.extend(super::agree::numbers(e.as_str())),
            Sel::Title(t) | Sel::InTitle(t) => self.titles.push(*t),
            Sel::Lore(l) => self.words.push(*l),
            Sel::Stat(st, _, n) => {
                self.stats.push(*st);
                self.amount(n);
            }
            Sel::Any
            | Sel::NoDeployCost
            | Sel::Owner(_)
            | Sel::Type(_)
            | Sel::Unique
            | Sel::Ref(_)
            | Sel::Near(_)
            | Sel::Held(..)
            | Sel::State(_) => {}
        }
    }
}
