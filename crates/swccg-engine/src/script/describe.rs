//! Renders card scripts back to plain English, so that a check can set each encoding beside
//! the card's printed text and catch encodings that drift from the card.

use super::*;

/// English for a whole script (a location's parts prefixed with `Dark:` and `Light:`).
pub fn describe(script: &CardScript) -> String {
    let mut parts = Vec::new();
    if !script.text.is_empty() {
        parts.push(describe_abilities(script.text));
    }
    if !script.dark.is_empty() || !script.light.is_empty() {
        parts.push(format!("Dark: {}", describe_abilities(script.dark)));
        parts.push(format!("Light: {}", describe_abilities(script.light)));
    }
    parts.join(" ")
}

/// English for a list of abilities, one sentence each.
pub fn describe_abilities(abilities: &[Ability]) -> String {
    abilities.iter().map(ability).collect::<Vec<_>>().join(" ")
}

fn ability(a: &Ability) -> String {
    match a {
        Ability::Continuous(e) => format!("{}.", effect(e)),
        Ability::ContinuousIfPlacedAs(i, e) => {
            let way = ["first", "second", "third"]
                .get(usize::from(*i))
                .copied()
                .unwrap_or("other");
            format!("When deployed the {way} way: {}.", effect(e))
        }
        Ability::DeployOnlyIn(r) => format!("Deploys only on {}.", region(r)),
        Ability::MayNotDeployIf(c) => format!("May not deploy if {}.", cond(c)),
        Ability::DeployFromBothForcePiles => {
            "To deploy, requires 1 Force from each player's Force Pile.".into()
        }
        Ability::DeploysFreeWith(s) => {
            format!("Deploys free to same site as one of {}.", sel(s))
        }
        Ability::Deploys { placement, cost } => {
            let cost = if *cost == 0 {
                String::new()
            } else {
                format!("Use {cost} Force to ")
            };
            let deploy = if cost.is_empty() { "Deploy" } else { "deploy" };
            format!("{cost}{deploy} {}.", place(placement))
        }
        Ability::DeploysCheaperHere { sel: s, by } => format!("{} deploy -{by} here.", sel(s)),
        Ability::CannotMove => "Cannot move.".into(),
        Ability::ReactDeployNear => "If opponent has just initiated a battle or Force drain here \
             or at an adjacent site, you may react by deploying cards to that location."
            .into(),
        Ability::ReactMove => "May move to an adjacent site as a react.".into(),
        Ability::ForfeitInPlaceOfHit => {
            "May forfeit in place of any other character hit by a weapon at same site, \
             restoring that character."
                .into()
        }
        Ability::Weapon(f) => {
            let targets: Vec<&str> = f.targets.iter().map(|t| trait_name(*t)).collect();
            let bonus = if f.bonus == 0 {
                String::new()
            } else {
                format!(" +{}", f.bonus)
            };
            format!(
                "May target a {} using {} Force. Draw destiny. Target hit if destiny{bonus} > \
                 defense value.",
                targets.join(", "),
                f.cost
            )
        }
        Ability::Interrupt(modes) => modes.iter().map(mode).collect::<Vec<_>>().join(" OR "),
        Ability::Action(m) => mode(m),
        Ability::AtStartOfYourNextTurn(s) => {
            format!("At the start of your next turn: {}", steps(s))
        }
        Ability::WhenLosingBattle(s) => format!("If in a losing battle: {}", steps(s)),
    }
}

fn mode(m: &Mode) -> String {
    let mut out = String::new();
    out.push_str(&match m.timing {
        Timing::AnyTime => "At any time".to_string(),
        Timing::YourTurn => "At any time during your turn".to_string(),
        Timing::YourDeployPhase => "During your deploy phase".to_string(),
        Timing::OpponentsControlPhase => "During opponent's control phase".to_string(),
        Timing::Respond(w) => format!("If {}", window(&w)),
        Timing::BattleInitiatedHere => "If a battle has just been initiated where present".into(),
    });
    if m.when != Cond::Always {
        out.push_str(&format!(" and {}", cond(&m.when)));
    }
    match m.cost {
        Cost::Free => {}
        Cost::Force(n) => out.push_str(&format!(", use {n} Force")),
        Cost::ForceX => out.push_str(", use X Force"),
    }
    match m.target {
        Target::None => {}
        Target::Card(s, a) => out.push_str(&format!(" to target {} {}", sel(&s), area(a))),
        Target::Trigger => out.push_str(" targeting that card"),
        Target::AnyPile => {
            out.push_str(" targeting any player's Reserve Deck, Lost Pile or Used Pile")
        }
    }
    out.push_str(": ");
    out.push_str(&steps(m.steps));
    out
}

fn steps(list: &[Step]) -> String {
    list.iter().map(step).collect::<Vec<_>>().join(" ")
}

fn step(s: &Step) -> String {
    match s {
        Step::DrawDestiny(n) => format!("Draw {} destiny.", num(n)),
        Step::StopUnless(c, n) => {
            let op = match c {
                Cmp::Less => "<",
                Cmp::Greater => ">",
            };
            format!("If destiny {op} {}:", num(n))
        }
        Step::StopUnlessYouAgree => "You may:".into(),
        Step::LoseCards {
            sel: s,
            count,
            chooser,
        } => {
            format!(
                "{} of {} there are lost ({} choice).",
                num(count),
                sel(s),
                rel_owner(*chooser)
            )
        }
        Step::LoseThis => "This card is also lost.".into(),
        Step::CancelForceDrain => "Cancel the Force drain.".into(),
        Step::LowerTotalLosesDifference => "Compare your destiny total to opponent's power \
             total; the player with the lowest total loses Force equal to the difference."
            .into(),
        Step::Retrieve {
            sel: s,
            count,
            optional,
        } => {
            let may = if *optional { "may " } else { "" };
            format!(
                "You {may}retrieve {} of {} from your Lost Pile.",
                num(count),
                sel(s)
            )
        }
        Step::RetrieveTopmostToHand(s) => {
            format!(
                "Retrieve {} closest to the top of your Lost Pile into your hand.",
                sel(s)
            )
        }
        Step::ReturnTargetToHand => {
            "Target returns to its owner's hand (with cards deployed on it).".into()
        }
        Step::ShuffleTargetPile => "Shuffle that pile.".into(),
        Step::PeekReserve {
            whose,
            count,
            count_at_night,
        } => format!(
            "Peek at the top {count} card(s) of {} Reserve Deck ({count_at_night} under \
             nighttime conditions).",
            rel_owner(*whose)
        ),
        Step::MayMoveReserveTopToForcePile => {
            "You may move that card to the top of your Force Pile.".into()
        }
        Step::GlanceHandMoveOneToUsed(s) => format!(
            "Glance at the cards in opponent's hand; you may move one {} to the top of \
             opponent's Used Pile.",
            sel(s)
        ),
        Step::LoseAllFromOpponentUsed(s) => {
            format!(
                "Search opponent's Used Pile: all {} found there are lost.",
                sel(s)
            )
        }
        Step::SwitchBattleDestinies => "Switch the battle destiny numbers.".into(),
        Step::RedrawBattleDestiny => {
            "Draw another battle destiny instead of the one just drawn.".into()
        }
        Step::MultiplyBattleDamage(n) => {
            format!("Multiply the battle damage of the eventual loser by {n}.")
        }
        Step::MultiplyOpponentDamageIfYouWin { factor, with_han } => format!(
            "Multiply opponent's battle damage by {factor} if you win ({with_han} if Han is present)."
        ),
        Step::ReduceForceLossByX => "Reduce the loss by X.".into(),
        Step::RaiseForceLoss(n) => format!("Raise the Force loss by {}.", num(n)),
        Step::CancelTriggerInterrupt => "Cancel that interrupt.".into(),
        Step::MultiplyTriggerInterrupt(n) => {
            format!("Multiply the result of that interrupt by {n}.")
        }
        Step::HalveYourForceLosses { round_down_if } => format!(
            "For remainder of turn, your Force losses are cut in half (round up; round down if \
             {} on table).",
            sel(round_down_if)
        ),
        Step::PreventTargetBattleAndMove => {
            "That card may not battle or move for the remainder of this turn.".into()
        }
        Step::MoveAbilityCardsAway => {
            "Move all your cards with ability there away to an adjacent site (using landspeed)."
                .into()
        }
        Step::ReviveTriggerToItsSite => {
            "Return that character from your Lost Pile to the same site.".into()
        }
        Step::MoveTargetToBattle { bonus, unless } => format!(
            "Move target to the battle as a regular move (landspeed, free); it is power +{bonus} \
             during that battle unless {} present or adjacent.",
            sel(unless)
        ),
        Step::KnockAwayTargetWeapons => {
            "Target's weapons are knocked away (may not be used this battle).".into()
        }
        Step::Duel { opponent } => format!(
            "Begin a duel with {}: each adds two destiny to power; winner retrieves Force equal \
             to the difference; loser loses that much Force, plus the character.",
            sel(opponent)
        ),
        Step::DefuseMine => "Defuse (lose) one mine at same site.".into(),
        Step::DeployFromReserve(s) => {
            format!(
                "Deploy {} directly from your Reserve Deck; reshuffle.",
                sel(s)
            )
        }
    }
}

fn effect(e: &Effect) -> String {
    match e {
        Effect::Modify {
            scope: sc,
            stats,
            amount,
            when,
        } => {
            let names: Vec<&str> = stats.iter().map(|s| stat(*s)).collect();
            let mut out = format!("{} {} {amount:+}", scope(sc), names.join(" and "));
            if *when != Cond::Always {
                out.push_str(&format!(" while {}", cond(when)));
            }
            out
        }
        Effect::TotalPowerHere { amount, when } => {
            format!("Your total power here is {amount:+} while {}", cond(when))
        }
        Effect::ForceDrainHere { amount, when } => {
            format!("Force drain {amount:+} here while {}", cond(when))
        }
        Effect::WeaponDestinyHere { amount } => {
            format!("Add {amount} to each of your weapon destiny draws here")
        }
        Effect::BattleDestinyAbilityHere { at_least } => {
            format!(
                "Total ability of {at_least} or more required for you to draw battle destiny here"
            )
        }
        Effect::TransitFromHere { cost } => {
            format!("Your docking bay transit from here requires {cost} Force")
        }
        Effect::OpponentControlAbilityIn {
            region: r,
            ability,
            when,
        } => format!(
            "Opponent needs {ability} ability to control each {} site while {}",
            region(r),
            cond(when)
        ),
        Effect::DeployHereFromYouOnly {
            sel: s,
            cost,
            free_if,
        } => {
            let mut out = format!("{} deploy here for {cost} Force from you only", sel(s));
            if let Some(f) = free_if {
                out.push_str(&format!(", for free if {} present", sel(f)));
            }
            out
        }
        Effect::GrantBearer(t) => format!("That character gains {} skill", trait_name(*t)),
    }
}

fn scope(s: &Scope) -> String {
    match s {
        Scope::This => "This card is".into(),
        Scope::Bearer => "That character is".into(),
        Scope::Each(s, a) => format!("Each of {} {} is", sel(s), area(*a)),
        Scope::EachIn(s, r) => format!("{} on {} are", sel(s), region(r)),
    }
}

fn stat(s: Stat) -> &'static str {
    match s {
        Stat::Power => "power",
        Stat::Forfeit => "forfeit",
        Stat::Ability => "ability",
    }
}

fn cond(c: &Cond) -> String {
    match c {
        Cond::Always => "always".into(),
        Cond::Not(c) => format!("not ({})", cond(c)),
        Cond::All(cs) => cs.iter().map(cond).collect::<Vec<_>>().join(" and "),
        Cond::OnRegion(r) => format!("on {}", region(r)),
        Cond::Defending => "defending a battle".into(),
        Cond::YouControlHere => "you control here".into(),
        Cond::Count {
            sel: s,
            area: a,
            at_least,
        } => {
            format!("{at_least} or more of {} {}", sel(s), area(*a))
        }
        Cond::Nighttime => "nighttime conditions".into(),
        Cond::LifeForceBelow(n) => format!("you have less than {n} Life Force"),
        Cond::OpponentOutnumbersYou => {
            "opponent has more total characters and starships on table than you".into()
        }
        Cond::OnTable(s) => format!("{} on table", sel(s)),
        Cond::LessPowerHere => "you have less power than the opponent here".into(),
    }
}

fn area(a: Area) -> &'static str {
    match a {
        Area::Here => "present here",
        Area::HereOrAdjacent => "at same site or adjacent sites",
        Area::Adjacent => "at an adjacent site",
        Area::OnTable => "on table",
    }
}

fn region(r: &Region) -> String {
    match r {
        Region::System(name) => (*name).to_string(),
    }
}

fn rel_owner(r: Rel) -> &'static str {
    match r {
        Rel::You => "your",
        Rel::Opponent => "opponent's",
        Rel::Anyone => "any player's",
    }
}

fn num(n: &Num) -> String {
    match n {
        Num::Const(n) => n.to_string(),
        Num::Destiny => "destiny number".into(),
        Num::X => "X".into(),
        Num::Count(s, a) => format!("number of {} {}", sel(s), area(*a)),
        Num::TargetAbility => "target's ability".into(),
        Num::OpponentPresentCount => {
            "one for each character, starship and vehicle opponent has present".into()
        }
    }
}

/// A selector in words: "your Imperials with ability > 2", "opponent's non-unique Tusken
/// Raiders".
pub fn sel(s: &Sel) -> String {
    let mut words: Vec<String> = vec![rel_owner(s.owner).to_string()];
    if s.other {
        words.push("other".into());
    }
    for t in s.none {
        words.push(format!("non-{}", trait_name(*t)));
    }
    if !s.titles.is_empty() {
        words.push(s.titles.join(" or "));
    }
    if !s.any.is_empty() {
        words.push(
            s.any
                .iter()
                .map(|t| trait_name(*t))
                .collect::<Vec<_>>()
                .join(" or "),
        );
    }
    for t in s.all {
        words.push(trait_name(*t).to_string());
    }
    if !s.not_titled.is_empty() {
        words.push(format!("(except {})", s.not_titled.join(", ")));
    }
    if let Some(n) = s.ability_over {
        words.push(format!("with ability > {n}"));
    }
    words.join(" ")
}

pub fn trait_name(t: Trait) -> &'static str {
    match t {
        Trait::Character => "character",
        Trait::Location => "location",
        Trait::Site => "site",
        Trait::Weapon => "weapon",
        Trait::Device => "device",
        Trait::Starship => "starship",
        Trait::Vehicle => "vehicle",
        Trait::Creature => "creature",
        Trait::Imperial => "Imperial",
        Trait::Rebel => "Rebel",
        Trait::Alien => "alien",
        Trait::Droid => "droid",
        Trait::Warrior => "warrior",
        Trait::Pilot => "pilot",
        Trait::Unique => "unique",
        Trait::Jawa => "Jawa",
        Trait::TuskenRaider => "Tusken Raider",
        Trait::Stormtrooper => "Stormtrooper",
        Trait::TieLn => "TIE/ln",
        Trait::MiningDroid => "mining droid",
        Trait::Mine => "mine",
        Trait::DarkJedi => "Dark Jedi",
        Trait::Spy => "spy",
        Trait::Thief => "thief",
        Trait::BountyHunter => "bounty hunter",
        Trait::Smuggler => "smuggler",
        Trait::DockingBay => "docking bay",
        Trait::Interior => "interior",
        Trait::Exterior => "exterior",
    }
}

fn place(p: &Placement) -> String {
    match p {
        Placement::On(entries) => format!(
            "on {}",
            entries.iter().map(sel).collect::<Vec<_>>().join(" OR on ")
        ),
        Placement::NearOpponentReserve => "near opponent's Reserve Deck".into(),
        Placement::OpponentSideWhere(s) => {
            format!("on opponent's side at same site as one of {}", sel(s))
        }
    }
}

fn window(w: &Window) -> String {
    match w {
        Window::BattleInitiated { by } => format!("{} has just initiated a battle", who(*by)),
        Window::ForceDrainInitiated { by } => {
            format!("{} has just initiated a Force drain", who(*by))
        }
        Window::JustDeployed { by } => {
            format!("a character or starship was just deployed by {}", who(*by))
        }
        Window::AboutToLoseForce { whose } => format!("{} must lose Force", who(*whose)),
        Window::JustLostBattleForce { whose } => {
            format!("{} just lost Force from a battle", who(*whose))
        }
        Window::CharacterLeft {
            sel: s,
            forfeited_only,
        } => {
            let how = if *forfeited_only {
                "forfeited"
            } else {
                "forfeited or lost"
            };
            format!("{} was just {how}", sel(s))
        }
        Window::InterruptPlayed { title, by } => format!("{title} was just played by {}", who(*by)),
        Window::YouDrewBattleDestiny => "you just drew a battle destiny".into(),
        Window::BothDrewOneBattleDestiny => "both players just drew one battle destiny".into(),
        Window::MovedTo { mover, to_site_of } => format!(
            "during your move phase {} moves to the site of {} from an adjacent site",
            sel(mover),
            sel(to_site_of)
        ),
    }
}

fn who(r: Rel) -> &'static str {
    match r {
        Rel::You => "you",
        Rel::Opponent => "opponent",
        Rel::Anyone => "a player",
    }
}
