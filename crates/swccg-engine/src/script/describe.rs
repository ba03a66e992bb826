//! Scripts rendered back to English, so that a test (and a player) can set each script beside
//! the printed card, and so that the table can show an option in its own words.

use super::ast::*;
use crate::ids::Phase;
use swccg_cards::{CardType, IconKind, Side};

/// The English of one ability.
pub fn ability(a: &Ability) -> String {
    match a {
        Ability::Modify(m) => modifier(m),
        Ability::Rule {
            rule: r,
            on,
            arg,
            cond: c,
        } => {
            let mut s = match r.player() {
                Some(rel) => match r {
                    Rule::DrainNotCancellable(_) => format!(
                        "{} Force drains at {} may not be canceled",
                        cap(whose(rel)),
                        sel(on)
                    ),
                    Rule::DrainNotModifiable(_) => format!(
                        "Opponent may not modify {} Force drains at {}",
                        whose(rel),
                        sel(on)
                    ),
                    _ => format!("{} {} at {}", cap(who(rel)), rule(*r, None), sel(on)),
                },
                None => format!("{}{}", subject_prefix(on), rule(*r, arg.as_ref())),
            };
            push_cond(&mut s, c);
            s
        }
        Ability::DeployOnly(s) => format!("Deploys only to {}.", sel(s)),
        Ability::MayNotDeploy(c) => format!("May not deploy while {}.", cond(c)),
        Ability::MayNotDeployTo(s) => format!("May not deploy to {}.", sel(s)),
        Ability::Deploy { placement, cost } => {
            let place = match placement {
                Placement::On(s) => format!("on {}", sel(s)),
                Placement::At {
                    location,
                    opponents_side,
                } => format!(
                    "to {}{}",
                    sel(location),
                    if *opponents_side {
                        " on opponent's side"
                    } else {
                        ""
                    }
                ),
                Placement::Table => "on table".into(),
                Placement::NearReserve(r) => format!("near {} Reserve Deck", whose(*r)),
                Placement::Insert => return "Insert in opponent's Reserve Deck.".into(),
            };
            match cost {
                Some(c) => format!("Use {} Force to deploy {place}.", amount(c)),
                None => format!("Deploy {place}."),
            }
        }
        Ability::Action(a) => action(a),
        Ability::FlipWhile(c) => format!("Flip this card if {}.", cond(c)),
        Ability::LostWhile(c) => format!("This card is lost if {}.", cond(c)),
        Ability::LoseWhile(s, c) => format!("Lose {} if {}.", sel(s), cond(c)),
        Ability::Target(s) => format!("Target {}.", sel(s)),
        Ability::Unsupported(why) => format!("(Not played yet: {why}.)"),
        Ability::Capacity(c) => {
            let mut parts = Vec::new();
            let mut slot = |n: u8, one: &str, many: &str| {
                if n > 0 {
                    parts.push(format!("{n} {}", if n == 1 { one } else { many }));
                }
            };
            slot(c.pilots, "pilot", "pilots");
            slot(c.either, "pilot or passenger", "pilots or passengers");
            slot(c.passengers, "passenger", "passengers");
            slot(c.vehicles, "vehicle", "vehicles");
            if c.ties_only {
                slot(c.starfighters, "TIE", "TIEs");
            } else {
                slot(c.starfighters, "starfighter", "starfighters");
            }
            let list = match parts.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                None => String::new(),
            };
            format!("May add {list}.")
        }
        Ability::PermanentPilot(n) => format!("Permanent pilot provides ability of {n}."),
        Ability::Replaces { count, what } => format!(
            "Replaces {count} {} at one location ({}: Used Pile).",
            sel(what),
            sel(what)
        ),
        Ability::MobileSystem { start, hyperspeed } => format!(
            "X = parsec of current position. Deploys only at parsec {start}. Hyperspeed = {hyperspeed}."
        ),
        Ability::FirstTurn(Rel::You) => {
            "If this is your starting location, you go first in game.".into()
        }
        Ability::FirstTurn(_) => {
            "If this is your starting location, your opponent goes first in game.".into()
        }
        Ability::DejarikRules => "'Dejarik Rules' in effect here.".into(),
        Ability::EnergyShieldRules => "'Hoth Energy Shield Rules' in effect.".into(),
        Ability::MakesBearerUndercover => {
            "Its bearer crosses to the opponent's side: it is an Undercover spy while this card is on it.".into()
        }
        Ability::ConvertedBy(s) => format!("Site converted by {}.", sel(s)),
        Ability::DeployDuring(Rel::Anyone, p) => format!("Deploy during any {} phase.", phase(*p)),
        Ability::DeployDuring(r, p) => format!("Deploy during {} {} phase.", whose(*r), phase(*p)),
    }
}

/// Every ability of a part, one sentence after another.
pub fn abilities(list: &[Ability]) -> String {
    list.iter().map(ability).collect::<Vec<_>>().join(" ")
}

/// The whole script.
pub fn script(s: &Script) -> String {
    let face = |f: &FaceScript| {
        let mut parts = Vec::new();
        if !f.text.is_empty() {
            parts.push(abilities(&f.text));
        }
        if !f.dark.is_empty() || !f.light.is_empty() {
            parts.push(format!(
                "Dark: {} Light: {}",
                abilities(&f.dark),
                abilities(&f.light)
            ));
        }
        parts.join(" ")
    };
    match &s.back {
        Some(b) => format!("{} Back: {}", face(&s.front), face(b)),
        None => face(&s.front),
    }
}

fn whose(r: Rel) -> &'static str {
    match r {
        Rel::You => "your",
        Rel::Opponent => "opponent's",
        Rel::Anyone => "any player's",
    }
}

fn who(r: Rel) -> &'static str {
    match r {
        Rel::You => "you",
        Rel::Opponent => "opponent",
        Rel::Anyone => "either player",
    }
}

fn subject_prefix(on: &Sel) -> String {
    if *on == Sel::this() {
        String::new()
    } else {
        format!("{}: ", cap(&sel(on)))
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn push_cond(s: &mut String, c: &Cond) {
    if *c != Cond::True {
        s.push_str(&format!(" while {}", cond(c)));
    }
    s.push('.');
}

pub fn rule(r: Rule, arg: Option<&Sel>) -> String {
    let arg = arg.map(sel).unwrap_or_default();
    match r {
        Rule::CannotMove => "cannot move".into(),
        Rule::MayNotBattle => "may not battle".into(),
        Rule::MayNotUseWeapons => "may not use weapons".into(),
        Rule::MayNotCarryWeapons => "may not carry weapons".into(),
        Rule::ImmuneToAttrition => "immune to attrition".into(),
        Rule::LosesImmunityToAttrition => "loses immunity to attrition".into(),
        Rule::CrossesWhenBlownAway => {
            "relocates to the opponent's side of the table if its system is blown away".into()
        }
        Rule::ImmuneTo => format!("immune to {arg}"),
        Rule::GainsIcon(i) => format!("gains [{}] skill", icon(i)),
        Rule::DeploysWithoutPresence => "may deploy without presence or Force icons".into(),
        Rule::IgnoresLocationRestrictions => {
            "may deploy regardless of location deployment restrictions".into()
        }
        Rule::MayDeployHere => "may deploy here".into(),
        Rule::MayNotDeployHere => "may not deploy here".into(),
        Rule::LikeStarfighter => "deploys and moves like a starfighter".into(),
        Rule::FiresLanded => "fires while its starship has landed".into(),
        Rule::FiresSeveral => "may fire two or more weapons a turn".into(),
        Rule::FiresAt => format!("fires in battles at {arg} too"),
        Rule::MayDeployAboard => "may deploy aboard".into(),
        Rule::MoveBetween => "may move between here and".into(),
        Rule::FreeMoveFrom => format!("during your move phase, may move free from here to {arg}"),
        Rule::CannotMoveTo => format!("cannot move to {arg}"),
        Rule::MovesFree => "moves for free".into(),
        Rule::ShuttlesFree => "shuttles for free".into(),
        Rule::MayNotBeAboard => format!("may not be aboard {arg}"),
        Rule::FreeMoveBetween => {
            format!("during your move phase, may move free between here and {arg}")
        }
        Rule::TextCancelled => "cannot utilize its 'game text'".into(),
        Rule::Rotated => "rotated so that icons and game texts switch direction".into(),
        Rule::ForfeitFromHand => {
            "after losing a battle, may be forfeited directly from hand (for forfeit value) to reduce attrition or battle damage".into()
        }
        Rule::FreeMoveHere => "during your move phase, may move here for free from an adjacent site".into(),
        Rule::FreeMoveInControl => {
            format!("during your control phase, may move free between here and {arg}")
        }
        Rule::ReactDeploy => format!(
            "if opponent just initiated a battle or Force drain at {arg}, you may 'react' by deploying cards there"
        ),
        Rule::ReactDeployPiloted => format!(
            "may deploy with a pilot as a 'react' to a battle at {arg}"
        ),
        Rule::ReactMove if arg.is_empty() => "may move to an adjacent site as a 'react'".into(),
        Rule::ReactMove => format!("may move to an adjacent site as a 'react' to {arg}"),
        Rule::ExpandsText => "your game text of this site also applies at the adjacent sites".into(),
        Rule::RemainsWhenForfeited => "remains in play when forfeited, its forfeit value reduced by the attrition or battle damage absorbed; lost when it reaches 0".into(),
        Rule::ForfeitForHit => "may forfeit in place of another character hit by a weapon at same site, restoring that character".into(),
        Rule::HitToUsedPile => "'hit' and about to be lost go to Used Pile instead".into(),
        Rule::PlayedAsUsed => "is a Used Interrupt".into(),
        Rule::MayNotBePlayed => "may not be played".into(),
        Rule::DrainBonusCanceled => "Force drain bonuses are canceled".into(),
        Rule::InPlaceOf(w) => format!("may make {arg} in place of a {}", w.as_str()),
        Rule::GainsSkill(w) => format!("gains {} skill", w.as_str()),
        Rule::NotStealable => "may not be stolen".into(),
        Rule::RelocatesOnlyTo => format!("may relocate only to {arg}"),
        Rule::PlayFromLostPile => {
            "once per game, may be played from Lost Pile as if from hand (then out of play)".into()
        }
        Rule::MovePhaseExteriorOnly => {
            "limited to owner's move phase and exterior sites".into()
        }
        Rule::JumpOff => "if lost, any characters aboard may 'jump off' (disembark)".into(),
        Rule::AsteroidRules => "'Asteroid Rules' in effect".into(),
        Rule::CaveRules => "'Cave Rules' in effect".into(),
        Rule::TransfersFreeHere => "your transfers to and from this site's starship are free".into(),
        Rule::NotCancellable => "cannot be cancelled".into(),
        Rule::Nighttime => format!("'nighttime conditions' at {arg}"),
        Rule::PaysAlone => "deploy costs come from your Force Pile only".into(),
        Rule::MayNotDrain(_) => "may not Force drain".into(),
        Rule::MayNotInitiateBattle(_) => "may not initiate battle".into(),
        Rule::MayNotReact(_) => "may not 'react' to or from here".into(),
        Rule::DrainLossFromReserve(_) => {
            "loses the Force lost from Force drains from the Reserve Deck if possible".into()
        }
        Rule::DrainNotCancellable(_) => "Force drains may not be canceled here".into(),
        Rule::DrainNotModifiable(_) => "Force drains may not be modified here".into(),
    }
}

pub fn icon(i: IconKind) -> String {
    match i {
        IconKind::NavComputer => "nav computer".into(),
        IconKind::PermanentPilot => "permanent pilot".into(),
        IconKind::PermanentWeapon => "permanent weapon".into(),
        IconKind::ScompLink => "scomp link".into(),
        IconKind::VehicleSite => "vehicle site".into(),
        IconKind::DefensiveShield => "defensive shield".into(),
        IconKind::TradeFederation => "trade federation".into(),
        IconKind::ClonesArmy => "clone army".into(),
        IconKind::FirstOrder => "first order".into(),
        other => format!("{other:?}").to_lowercase(),
    }
}

fn quantity(q: Quantity) -> &'static str {
    match q {
        Quantity::Stat(s) => s.word(),
        Quantity::DeployEach => "deploy cost from each player's Force Pile",
        Quantity::LossCost => "Force lost to use its text",
        Quantity::Immunity => "immunity to attrition",
        Quantity::ForceDrain => "Force drain",
        Quantity::TotalPower => "total power",
        Quantity::BattleDestinyDraws => "battle destiny draws",
        Quantity::BattleDestiny => "each battle destiny",
        Quantity::WeaponDestiny => "each weapon destiny",
        Quantity::Attrition => "attrition",
        Quantity::BattleDamage => "battle damage",
        Quantity::ForceIcons => "Force icons",
        Quantity::Generation => "Force generation",
        Quantity::TransitCost => "docking bay transit cost",
        Quantity::TransitCostTo => "docking bay transit cost to",
        Quantity::ControlAbility => "ability required to control",
        Quantity::BattleDestinyAbility => "total ability required to draw battle destiny",
        Quantity::BattleCost => "Force to initiate a battle",
        Quantity::ForceLoss => "each Force loss",
        Quantity::DrainCost => "Force to initiate a Force drain",
        Quantity::DrainLoss => "each Force loss from a Force drain",
        Quantity::PowerDestinyDraws => "destiny draws added to power only",
        Quantity::TotalBattleDestiny => "total battle destiny",
        Quantity::EpicTotal => "total of",
        Quantity::FireCost => "Force to use to fire a weapon",
    }
}

fn change(c: &Change) -> String {
    match c {
        Change::Add(Amount::Num(n)) if *n < 0 => format!("{n}"),
        Change::Add(a) => format!("+{}", amount(a)),
        Change::Set(a) => format!("= {}", amount(a)),
        Change::Times(a) => format!("x {}", amount(a)),
        Change::AtLeast(a) => format!("of {} or more", amount(a)),
        Change::AtMost(a) => format!("no more than {}", amount(a)),
        Change::Halve { down_if } => match down_if {
            Cond::Not(inner) if **inner == Cond::True => "cut in half (round up)".into(),
            c => format!("cut in half (round up; round down if {})", cond(c)),
        },
    }
}

pub fn modifier(m: &Modifier) -> String {
    let changes: Vec<String> = m
        .changes
        .iter()
        .map(|(q, c)| match (q, c) {
            (Quantity::Immunity, Change::AtLeast(a)) => {
                format!("immune to attrition < {}", amount(a))
            }
            (Quantity::DeployEach, Change::Set(Amount::Num(0))) => "from you only".into(),
            (Quantity::DeployEach, c) => format!(
                "requires {} Force from each players' Force Pile",
                change(c).trim_start_matches("= ")
            ),
            _ => format!("{} {}", quantity(*q), change(c)),
        })
        .collect();
    let body = changes.join(" and ");
    let mut s = match &m.on {
        Subject::Cards(on) if m.changes.iter().all(|(q, _)| *q == Quantity::WeaponDestiny) => {
            format!("{body} for weapons of {}", sel(on))
        }
        Subject::Cards(on) if m.changes.iter().all(|(q, _)| *q == Quantity::FireCost) => {
            format!("{body} ({} firing)", sel(on))
        }
        Subject::Cards(on) if m.changes.iter().all(|(q, _)| *q == Quantity::EpicTotal) => {
            format!(
                "Total of {} {}",
                sel(on),
                body.trim_start_matches("total of ")
            )
        }
        Subject::Cards(on) if *on == Sel::this() => cap(&body),
        Subject::Cards(on) => format!("{} {body}", cap(&sel(on))),
        Subject::Player(r, at) => {
            let place = at
                .as_ref()
                .map(|a| format!(" at {}", sel(a)))
                .unwrap_or_default();
            format!("{} {body}{place}", cap(whose(*r)))
        }
    };
    push_cond(&mut s, &m.cond);
    if m.cumulative {
        s.push_str(" (cumulative)");
    }
    s
}

fn phase(p: Phase) -> &'static str {
    match p {
        Phase::Activate => "activate",
        Phase::Control => "control",
        Phase::Deploy => "deploy",
        Phase::Battle => "battle",
        Phase::Move => "move",
        Phase::Draw => "draw",
        _ => "turn",
    }
}

pub fn when(w: &When) -> String {
    match w {
        When::AnyTime => "At any time".into(),
        When::During(r, None) => format!("During {} turn", whose(*r)),
        When::During(r, Some(p)) => format!("During {} {} phase", whose(*r), phase(*p)),
        When::DuringBattle(None) => "During a battle".into(),
        When::DuringBattle(Some(at)) => format!("During a battle at {}", sel(at)),
        When::Window(w) => format!("If {}", window(w)),
        When::Fire => "When fired".into(),
        When::Setup => "When starting the game".into(),
    }
}

pub fn window(w: &Window) -> String {
    let subj = w.subject.as_ref().map(sel).unwrap_or_default();
    let what = match w.event {
        Event::InitiatesBattle => "just initiated a battle".to_string(),
        Event::InitiatesForceDrain => "just initiated a Force drain".into(),
        Event::InitiatesBattleOrDrain => "just initiated a battle or Force drain".into(),
        Event::Reacts => "just initiated a 'react'".into(),
        Event::Hits => format!("just 'hit' {subj}"),
        Event::BreaksCover => format!("just broke the cover of {subj}"),
        Event::Disarms => format!("just Disarmed {subj}"),
        Event::Transports => format!("just completed a 'transport' with {subj}"),
        Event::PlacesInUsed => format!("just had {subj} placed in Used Pile from table"),
        Event::AboutToHyperspace => format!("is about to move {subj} through hyperspace"),
        Event::AboutToBeLost => format!("{subj} is about to be lost"),
        Event::Deploys => format!("just deployed {subj}"),
        Event::Plays => format!("just played {subj}"),
        Event::Loses => format!("just lost {subj}"),
        Event::Forfeits => format!("just forfeited {subj}"),
        Event::Draws(DestinyKind::Battle) => "just drew a battle destiny".into(),
        Event::Draws(DestinyKind::Weapon) => "just drew a weapon destiny".into(),
        Event::Draws(DestinyKind::Any) => "just drew a destiny".into(),
        Event::BothDrawOneBattleDestiny => "both players just drew one battle destiny".into(),
        Event::DrawsFor => format!("just drew a destiny for {subj}"),
        Event::BattleEnds => "a battle just finished".into(),
        Event::AboutToLoseForce => "must lose Force".into(),
        Event::LostBattleForce => "just lost Force from a battle".into(),
        Event::LostDrainForce => "just lost Force to a Force drain".into(),
        Event::PhaseStarts(p) => format!("{} phase starts", phase(p)),
        Event::Moves => format!("just moved {subj}"),
        Event::MovesFromAdjacent => format!("just moved {subj} from an adjacent site"),
        Event::MovesFromHere => format!("just moved {subj} from here"),
        Event::WinsBattle => "just won a battle".into(),
        Event::LosesBattle => "is in a losing battle".into(),
        Event::TurnStarts => "turn begins".into(),
        Event::Cancels => format!("cancels {subj}"),
        Event::ReachesTop => format!("{subj} reaches top of Reserve Deck"),
    };
    let place =
        w.at.as_ref()
            .map(|a| format!(" at {}", sel(a)))
            .unwrap_or_default();
    if matches!(w.event, Event::BothDrawOneBattleDestiny | Event::BattleEnds) {
        return format!("{what}{place}");
    }
    format!("{} {what}{place}", who(w.who))
}

fn limit(l: &Limit) -> String {
    let (n, per) = match l {
        Limit::PerTurn(n) => (n, "turn"),
        Limit::PerBattle(n) => (n, "battle"),
        Limit::PerGame(n) => (n, "game"),
    };
    let times = match n {
        1 => "Once".to_string(),
        2 => "Twice".to_string(),
        n => format!("{n} times"),
    };
    format!("{times} per {per}")
}

fn cost(c: &Cost) -> String {
    match c {
        Cost::UseForce(a) => format!("use {} Force", amount(a)),
        Cost::UseX { max: None, .. } => "use X Force".into(),
        Cost::UseX { max: Some(m), .. } => format!("use X Force (up to {})", amount(m)),
        Cost::LoseForce(a) => format!("lose {} Force", amount(a)),
    }
}

fn pile(p: PileName) -> &'static str {
    match p {
        PileName::Reserve => "Reserve Deck",
        PileName::Force => "Force Pile",
        PileName::Used => "Used Pile",
        PileName::Lost => "Lost Pile",
        PileName::Hand => "hand",
        PileName::OutOfPlay => "out of play",
    }
}

fn until(u: Until) -> &'static str {
    match u {
        Until::EndOfBattle => "for remainder of battle",
        Until::EndOfTurn => "for remainder of turn",
        Until::EndOfYourNextTurn => "until end of your next turn",
        Until::EndOfGame => "for remainder of game",
    }
}

/// The English of an action: when, its limit and condition, its costs, targets and steps.
pub fn action(a: &Action) -> String {
    let mut head = Vec::new();
    match a.kind {
        ActionKind::Interrupt(Portion::Used) => head.push("USED:".to_string()),
        ActionKind::Interrupt(Portion::Lost) => head.push("LOST:".to_string()),
        ActionKind::Interrupt(Portion::Starting) => head.push("STARTING:".to_string()),
        ActionKind::Interrupt(Portion::Immediate) => {
            head.push("IMMEDIATE EFFECT, deployed".to_string())
        }
        _ => {}
    }
    if let Some(l) = &a.limit {
        head.push(format!("{},", limit(l)));
    }
    head.push(format!("{},", when(&a.when)));
    if a.cond != Cond::True {
        head.push(format!("if {},", cond(&a.cond)));
    }
    let mut body = Vec::new();
    if !a.costs.is_empty() {
        body.push(cap(&a
            .costs
            .iter()
            .map(cost)
            .collect::<Vec<_>>()
            .join(" and ")));
    }
    for t in &a.targets {
        body.push(match t {
            Target::Card(s) => format!("target {}", sel(s)),
            Target::Pile(r, piles) => format!(
                "target {} {}",
                whose(*r),
                piles
                    .iter()
                    .map(|p| pile(*p))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        });
    }
    body.extend(a.steps.iter().map(step));
    let kind = match a.kind {
        ActionKind::Must => "",
        ActionKind::Use => "may ",
        _ => "",
    };
    format!("{} {kind}{}.", head.join(" "), body.join("; "))
}

/// The short English of an action (its steps only), to label an option.
pub fn action_words(a: &Action) -> String {
    let mut body: Vec<String> = a.steps.iter().map(step).collect();
    if body.is_empty() {
        body.push(when(&a.when));
    }
    body.join("; ")
}

pub fn step(s: &Step) -> String {
    match s {
        Step::Draw {
            count: Amount::Num(1),
            kind,
        } => format!("draw {}destiny", destiny_kind(*kind)),
        Step::Draw { count, kind } => {
            format!("draw {} {}destiny", amount(count), destiny_kind(*kind))
        }
        Step::StopUnless(c) => format!("if {}", cond(c)),
        Step::If(c, inner) => format!("if {}, {}", cond(c), step(inner)),
        Step::MayGoOn => "you may go on".into(),
        Step::Let(name, a) => format!("{name} is {}", amount(a)),
        Step::Cancel(c) => match c {
            Cancel::Trigger => "cancel it".into(),
            Cancel::ForceDrain => "cancel the Force drain".into(),
            Cancel::Battle => "cancel the battle".into(),
            Cancel::Destiny { redraw: true } => "cancel and redraw that destiny".into(),
            Cancel::Destiny { redraw: false } => "cancel that destiny".into(),
            Cancel::GameText(s, u) => format!("cancel the game text of {} {}", sel(s), until(*u)),
            Cancel::BattleDamage => "cancel all remaining battle damage".into(),
            Cancel::Cards(s) => format!("cancel {}", sel(s)),
        },
        Step::Lose {
            sel: s,
            count,
            chooser,
        } => {
            let n = count.as_ref().map(amount).unwrap_or_else(|| "all".into());
            let choice = match chooser {
                Rel::Opponent => " (opponent's choice)",
                _ => "",
            };
            format!("{n} {} lost{choice}", sel(s))
        }
        Step::LoseForce(r, a) => format!("{} loses {} Force", who(*r), amount(a)),
        Step::Transport(s) => format!(
            "'transport' (relocate) any or all of {} at one site to any one other site: draw destiny; use that much Force to 'transport', or place Interrupt in Lost Pile",
            sel(s)
        ),
        Step::TransferToTarget => "transfer this card to target".into(),
        Step::Follow(s) => format!("follow {}", sel(s)),
        Step::Relocate(cards, to) => format!("relocate {} to {}", sel(cards), sel(to)),
        Step::RelocateAsMove(cards, to) => {
            format!("relocate {} to {} as a regular move", sel(cards), sel(to))
        }
        Step::OpponentDraws(a) => format!("opponent draws {} destiny", amount(a)),
        Step::RetrieveRandom { who: r, may: true } => {
            format!(
                "{} may randomly select one card to be retrieved from Lost Pile",
                who(*r)
            )
        }
        Step::RetrieveRandom { who: r, may: false } => {
            format!("{} randomly retrieves one lost card", who(*r))
        }
        Step::PredictWinner => {
            "predict the winner of the battle (the rest waits until the battle ends)".into()
        }
        Step::StealOrLose { alternatives, onto } => format!(
            "steal onto {} or destroy up to {}",
            sel(onto),
            alternatives
                .iter()
                .map(|(n, s)| format!("{} {}", amount(n), sel(s)))
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        Step::Retrieve {
            count, sel: None, ..
        } => format!("retrieve {} Force", amount(count)),
        Step::Retrieve {
            count,
            sel: Some(s),
            to_hand,
            up_to,
            topmost,
        } => format!(
            "retrieve {}{} {}{}",
            if *up_to { "up to " } else { "" },
            if *topmost {
                "the topmost".into()
            } else {
                amount(count)
            },
            sel(s),
            if *to_hand { " into hand" } else { "" }
        ),
        Step::Search {
            whose: w,
            pile: p,
            also,
            sel: s,
            count,
            fate,
            reshuffle,
            top,
        } => {
            let n = count.as_ref().map(amount).unwrap_or_else(|| "all".into());
            let top = top
                .as_ref()
                .map(|t| format!("top {} of ", amount(t)))
                .unwrap_or_default();
            let fate = match fate {
                Fate::Hand => "take into hand",
                Fate::Deploy => "deploy",
                Fate::Lose => "lose",
                Fate::Used => "place in Used Pile",
                Fate::StealOntoThis => "steal it onto this card",
            };
            let also = also.map(|a| format!(" or {}", pile(a))).unwrap_or_default();
            format!(
                "search {top}{} {}{also} for {n} {}, {fate}{}",
                whose(*w),
                pile(*p),
                sel(s),
                if *reshuffle { "; reshuffle" } else { "" }
            )
        }
        Step::Peek {
            whose: w,
            pile: p,
            count,
        } => {
            format!(
                "peek at the top {} cards of {} {}",
                amount(count),
                whose(*w),
                pile(*p)
            )
        }
        Step::PeekTarget(count) => {
            format!("peek at the top {} cards of the target pile", amount(count))
        }
        Step::MayMoveTop { from, to } => format!(
            "you may move the top card of your {} to your {}",
            pile(*from),
            pile(*to)
        ),
        Step::RevealHand(r) => format!("reveal {} hand", whose(*r)),
        Step::UseForce(a) => format!("use {} Force", amount(a)),
        Step::Steal { what, onto: None } => format!("steal {}", sel(what)),
        Step::MaySteal { who: r, what } => format!("{} may steal {}", who(*r), sel(what)),
        Step::Steal {
            what,
            onto: Some(onto),
        } => format!("steal {} onto {}", sel(what), sel(onto)),
        Step::KeepRandom { whose: w, keep, to } => format!(
            "place all but {} of {} hand (random selection) in {}",
            amount(keep),
            whose(*w),
            pile(*to)
        ),
        Step::LoseDuplicates { whose: w, min } => format!(
            "all cards {} has {} or more of in hand are lost",
            who(*w),
            amount(min)
        ),
        Step::Deploy {
            sel: s,
            from,
            to,
            cost,
            any,
        } => format!(
            "deploy {}{} from {}{}{}",
            if *any { "any " } else { "" },
            sel(s),
            match from {
                Source::Pile(p) => format!("your {}", pile(*p)),
                Source::Stack => "here".into(),
            },
            to.as_ref()
                .map(|t| format!(" to {}", sel(t)))
                .unwrap_or_default(),
            match cost {
                DeployCost::Normal => String::new(),
                DeployCost::Free => " for free".into(),
                DeployCost::Minus(n) => format!(" at -{n}"),
            }
        ),
        Step::ReturnToHand(s) => format!("{} returns to owner's hand", sel(s)),
        Step::Name(s) => format!("name {}", sel(s)),
        Step::GuessCardType(rel) => format!(
            "guess a card type and point to a card in {} hand; it is shown, and lost if guessed correctly",
            whose(*rel)
        ),
        Step::Place {
            sel: s,
            from,
            to,
            may,
        } => format!(
            "{}place {} from {} on top of {}",
            if *may { "you may " } else { "" },
            sel(s),
            pile(*from),
            pile(*to)
        ),
        Step::Shuffle => "shuffle that pile".into(),
        Step::ShuffleOwn(p) => format!("shuffle your {}", pile(*p)),
        Step::Lasting(m, u) => format!("{} {}", until(*u), modifier(m).trim_end_matches('.')),
        Step::LastingRule(r, on, u) => {
            format!("{} {}{}", until(*u), subject_prefix(on), rule(*r, None))
        }
        Step::AddBattleDestiny(a) => format!("add {} battle destiny", amount(a)),
        Step::ModifyDestiny(a) => format!("that destiny is {}", change(&Change::Add(a.clone()))),
        Step::SwitchBattleDestinies => "switch the battle destiny numbers".into(),
        Step::MultiplyDamage {
            whose: w,
            by,
            if_you_win,
        } => format!(
            "multiply {} battle damage by {}{}",
            if *w == Rel::Anyone {
                "the loser's"
            } else {
                whose(*w)
            },
            amount(by),
            if *if_you_win { " if you win" } else { "" }
        ),
        Step::MultiplyTrigger(a) => format!("multiply its result by {}", amount(a)),
        Step::ReduceForceLoss(a) => format!("reduce the Force loss by {}", amount(a)),
        Step::ZeroBattleDestiny(r) => format!("reduce {} total battle destiny to zero", whose(*r)),
        Step::RaiseForceLoss(r, a) => format!("raise {} Force loss by {}", whose(*r), amount(a)),
        Step::MoveAway(s) => format!("move {} away (using their landspeed)", sel(s)),
        Step::MoveAwayOrLose(s) => {
            format!(
                "{} moves away (for free), or is lost: its owner chooses",
                sel(s)
            )
        }
        Step::MoveToBattle => "move target to that battle as a regular move (free)".into(),
        Step::Revive => "return that character from Lost Pile to the same site".into(),
        Step::Duel(s, n) => format!(
            "begin a duel with {}: each adds {} destiny to power",
            sel(s),
            amount(n)
        ),
        Step::Stack(_) => "stack it here".into(),
        Step::StackOutside(n) => format!(
            "place up to {} cards from outside your deck face-down under here",
            amount(n)
        ),
        Step::PlaceThis(p) => format!("place this card in your {}", pile(*p)),
        Step::PlaceTrigger(p) => format!("place that card in its owner's {}", pile(*p)),
        Step::PlaceStacked(p) => format!("place cards here in owners' {}", pile(*p)),
        Step::DeployThis(s) => format!("deploy this card to {}", sel(s)),
        Step::ChooseDirection => "specify the direction this card moves in".into(),
        Step::AimAtChosen => "this card now aims at the card chosen".into(),
        Step::AimAtTargetThisTurn => "this card aims at target for remainder of turn".into(),
        Step::MoveOn => {
            "move this card to the next adjacent site (reversing direction as necessary)".into()
        }
        Step::TakeTop(n, p) => format!("take the top {} of your {} into hand", amount(n), pile(*p)),
        Step::StackFrom {
            count,
            sel: s,
            from,
        } => format!(
            "place here from {} {} {}",
            pile(*from),
            amount(count),
            sel(s)
        ),
        Step::Hit(s) => format!("{} is hit", sel(s)),
        Step::OutOfPlay(s) => format!("{} is placed out of play", sel(s)),
        Step::BlowAway(s) => format!("{} is 'blown away'", sel(s)),
        Step::Disarm(s) => format!("{} loses all weapons", sel(s)),
        Step::Capture(s) => format!("{} are captured", sel(s)),
        Step::TakeTriggerIntoHand => "take that card into hand".into(),
        Step::BreakCover(s) => format!("'break cover' of {}", sel(s)),
        Step::Activate(a) => format!("activate {} Force", amount(a)),
    }
}

fn destiny_kind(k: DestinyKind) -> &'static str {
    match k {
        DestinyKind::Any => "",
        DestinyKind::Battle => "battle ",
        DestinyKind::Weapon => "weapon ",
    }
}

pub fn amount(a: &Amount) -> String {
    match a {
        Amount::Num(n) => n.to_string(),
        Amount::X => "X".into(),
        Amount::Destiny => "destiny".into(),
        Amount::OpponentDestiny => "opponent's destiny".into(),
        Amount::Var(v) => v.to_string(),
        Amount::Count(s) => format!("the number of {}", sel(s)),
        Amount::StatOf(st, s) => format!("{} of {}", st.word(), sel(s)),
        Amount::Sum(st, s) => format!("total {} of {}", st.word(), sel(s)),
        Amount::Max(st, s) => format!("highest {} of {}", st.word(), sel(s)),
        Amount::Lowest(n, st, s) => format!(
            "the total of up to the {n} lowest {} numbers of {}",
            st.word(),
            sel(s)
        ),
        Amount::LifeForce(r) => format!("{} Life Force", whose(*r)),
        Amount::PileSize(r, p) => format!("cards in {} {}", whose(*r), pile(*p)),
        Amount::TotalPower(r) => format!("{} total power", whose(*r)),
        Amount::BattleDestinyTotal(r) => format!("{} total battle destiny", whose(*r)),
        Amount::ForceLoss => "the Force loss".into(),
        Amount::DrawnDestiny => "the destiny just drawn".into(),
        Amount::EpicTotal(x) => format!("the total of this card, {}", amount(x)),
        Amount::Icons(side, s) => {
            let side = match side {
                Side::Dark => "Dark",
                Side::Light => "Light",
            };
            format!("the {side} Side icons at {}", sel(s))
        }
        Amount::Op(x, op, y) => {
            let o = match op {
                Arith::Add => "+",
                Arith::Sub => "-",
                Arith::Mul => "x",
            };
            format!("{} {o} {}", amount(x), amount(y))
        }
        Amount::IfElse(c, x, y) => format!("{} ({} if {})", amount(y), amount(x), cond(c)),
    }
}

pub fn cond(c: &Cond) -> String {
    match c {
        Cond::True => "always".into(),
        Cond::Not(inner) => match &**inner {
            Cond::Exists(s) => format!("no {}", sel(s)),
            other => format!("not ({})", cond(other)),
        },
        Cond::And(cs) => cs.iter().map(cond).collect::<Vec<_>>().join(" and "),
        Cond::Or(cs) => cs.iter().map(cond).collect::<Vec<_>>().join(" or "),
        Cond::Exists(s) => sel(s),
        Cond::Cmp(a, op, b) => format!("{} {} {}", amount(a), op.symbol(), amount(b)),
        Cond::Controls(r, s) => format!(
            "{} control{} {}",
            who(*r),
            if *r == Rel::You { "" } else { "s" },
            sel(s)
        ),
        Cond::MayDrain(r, s) => format!("{} may force drain at {}", who(*r), sel(s)),
        Cond::MayFollow(s) => format!("this card may follow {} (if within range)", sel(s)),
        Cond::Occupies(r, s) => format!(
            "{} occup{} {}",
            who(*r),
            if *r == Rel::You { "y" } else { "ies" },
            sel(s)
        ),
        Cond::Turn(r, None) => format!("during {} turn", whose(*r)),
        Cond::Turn(r, Some(p)) => format!("during {} {} phase", whose(*r), phase(*p)),
        Cond::Battle(None) => "during a battle".into(),
        Cond::Battle(Some(s)) => format!("during a battle at {}", sel(s)),
        Cond::Placed(n) => format!("deployed the way numbered {n}"),
        Cond::Nighttime => "'nighttime conditions' exist".into(),
        Cond::DamageSegment => "during the damage segment".into(),
        Cond::LostBattle(r) => format!("{} lost the battle", who(*r)),
        Cond::PredictionCorrect => "the prediction was correct".into(),
        Cond::BlownAway(s) => format!("{} was 'blown away'", sel(s)),
    }
}

fn card_type(t: CardType) -> &'static str {
    match t {
        CardType::Character => "character",
        CardType::Starship => "starship",
        CardType::Vehicle => "vehicle",
        CardType::Location => "location",
        CardType::Interrupt => "interrupt",
        CardType::Effect => "effect",
        CardType::Weapon => "weapon",
        CardType::Device => "device",
        CardType::Creature => "creature",
        CardType::EpicEvent => "epic event",
        CardType::Objective => "objective",
        CardType::JediTest(_) => "Jedi Test",
        CardType::AdmiralsOrder => "Admiral's Order",
        CardType::Podracer => "podracer",
        CardType::DefensiveShield => "Defensive Shield",
        CardType::GameAid => "game aid",
    }
}

/// The English of a selector.
pub fn sel(s: &Sel) -> String {
    match s {
        Sel::Any => "card".into(),
        Sel::And(parts) => parts.iter().map(sel).collect::<Vec<_>>().join(" "),
        Sel::Or(parts) => parts.iter().map(sel).collect::<Vec<_>>().join(" or "),
        Sel::Not(inner) => match &**inner {
            Sel::Unique => "non-unique".into(),
            Sel::Ref(Ref::This) => "other".into(),
            Sel::Word(w) => format!("non-{w}"),
            Sel::Type(t) => format!("non-{}", card_type(*t)),
            other => format!("not {}", sel(other)),
        },
        Sel::Owner(r) => whose(*r).into(),
        Sel::Type(t) => card_type(*t).into(),
        Sel::Word(w) => w.to_string(),
        Sel::Icon(i) => format!("[{}]", icon(*i)),
        Sel::Expansion(e) => e.to_string(),
        Sel::Title(t) => title_case(t.as_str()),
        Sel::InTitle(t) => format!("with '{}' in title", title_case(t.as_str())),
        Sel::Lore(l) => format!("with '{l}' in lore"),
        Sel::Unique => "unique (•)".into(),
        Sel::NoDeployCost => "with no deploy cost".into(),
        Sel::Stat(st, op, n) => format!("with {} {} {}", st.word(), op.symbol(), amount(n)),
        Sel::Ref(r) => match r {
            Ref::This => "this card".into(),
            Ref::Bearer => "that character".into(),
            Ref::Target(0) => "target".into(),
            Ref::Target(n) => format!("target {}", n + 1),
            Ref::Trigger => "that card".into(),
            Ref::Chosen => "the chosen card".into(),
        },
        Sel::Near(n) => match n {
            Near::Here => "here".into(),
            Near::Present => "present".into(),
            Near::Adjacent => "at an adjacent site".into(),
            Near::There => "there".into(),
            Near::Related => "at a related location".into(),
            Near::Outside => "where the craft this site is aboard is".into(),
            Near::Below => "a site the craft this site is aboard shuttles to".into(),
        },
        Sel::At(inner) => format!("at {}", sel(inner)),
        Sel::With(inner) => format!("with {}", sel(inner)),
        Sel::On(inner) => format!("on {}", sel(inner)),
        Sel::Under(inner) => format!("placed on {}", sel(inner)),
        Sel::Carrying(inner) => format!("armed with {}", sel(inner)),
        Sel::Targeting(inner) => format!("targeting {}", sel(inner)),
        Sel::Held(Hold::Occupies, r) => format!("{} occupies", who(*r)),
        Sel::Held(Hold::Controls, r) => format!("{} controls", who(*r)),
        Sel::SameTitle(inner) => format!("with the title of {}", sel(inner)),
        Sel::ImmuneTo(inner) => format!("immune to {}", sel(inner)),
        Sel::RelatedTo(inner) => format!("related to {}", sel(inner)),
        Sel::OrbitedBy(inner) => format!("orbited by {}", sel(inner)),
        Sel::Matching(inner) => format!("matching {}", sel(inner)),
        Sel::State(st) => match st {
            CardState::OnTable => "on table",
            CardState::InBattle => "in battle",
            CardState::Defending => "defending a battle",
            CardState::Attacking => "attacking",
            CardState::Alone => "alone",
            CardState::Hit => "'hit'",
            CardState::Stacked => "stacked",
            CardState::DeployedThisTurn => "deployed this turn",
            CardState::BattleHere => "where a battle is under way",
            CardState::Battleground => "battleground",
            CardState::Forfeitable => "that can be forfeited",
            CardState::InHand => "in hand",
            CardState::Unoccupied => "unoccupied",
            CardState::Piloting => "piloting",
            CardState::Passenger => "aboard as a passenger",
            CardState::Undercover => "Undercover",
            CardState::Moved => "moved this turn",
            CardState::Stolen => "stolen",
            CardState::Transported => "transported",
            CardState::Crossed => "on its opponent's side",
        }
        .into(),
    }
}

/// Titles are stored lowercase; print each word capitalized (close enough to the card for
/// reading; the checks compare without case).
fn title_case(t: &str) -> String {
    t.split(' ').map(cap).collect::<Vec<_>>().join(" ")
}
