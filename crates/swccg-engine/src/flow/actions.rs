//! The rule actions of each phase (CR 5, 7, 8, 9, 10, 11): activate, Force drain, deploy,
//! battle, move, draw. Each has an `…_options` function listing the legal answers and a
//! function performing one.

use super::battle::{Battle, Drain};
use super::why::WhyNot;
use super::{Cx, Frame, turn};
use crate::catalogue::{SectorKind, TextKind};
use crate::decision::{Answer, Dest, Trigger};
use crate::event::{Blocked, What};
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::{Q, Target as QTarget};
use crate::script::{Ability, Amount, DeployCost, Placement, Quantity, Rel, Rule, Sel, Stat, Sym};
use crate::state::Flags;
use swccg_cards::{CardType, Side};

/// Adds the legal rule actions of `side` in `phase` to `out` (none when it is not `side`'s
/// turn).
pub fn rule_actions(cx: &Cx, phase: Phase, side: Side, out: &mut Vec<Answer>) {
    let q = cx.q();
    // Cards whose own text says when they deploy (Disarmed: in either player's control
    // phase).
    timed_deploy_options(&q, side, out);
    return_dejarik_options(&q, side, out);
    if cx.st.active != side {
        return;
    }
    match phase {
        Phase::Activate => activate_options(&q, side, out),
        Phase::Control => {
            drain_options(&q, side, out);
            control_move_options(&q, side, out);
        }
        Phase::Deploy => {
            out.extend(
                deploy_options(&q, side, None)
                    .into_iter()
                    .map(|(card, to)| Answer::Deploy { card, to }),
            );
            piloted_deploy_options(&q, side, out);
            replace_options(&q, side, out);
            break_cover_options(&q, side, out);
        }
        Phase::Battle => battle_options(&q, side, out),
        Phase::Move => move_options(&q, side, out),
        Phase::Draw => {
            if !cx.st.player(side).force.is_empty() {
                out.push(Answer::Draw);
            }
        }
        Phase::Setup | Phase::StartOfTurn | Phase::EndOfTurn => {}
    }
}

/// Performs a rule action; returns false when the answer is not one.
pub fn perform(cx: &mut Cx, side: Side, answer: Answer) -> bool {
    match answer {
        Answer::Activate(n) => activate(cx, side, n),
        Answer::Deploy { card, to } => deploy(cx, side, card, to, false),
        Answer::DeployPiloted { card, pilot, to } => deploy_piloted(cx, side, card, pilot, to),
        Answer::Replace { card, ships } => replace(cx, card, ships),
        Answer::BreakCover(card) => cx.break_cover(card, side),
        Answer::ReturnDejarik(card) => {
            cx.leave_table(card, Pile::Hand);
            cx.emit(What::CardReturnedToHand { card });
        }
        Answer::ForceDrain(location) => cx.push(Frame::Drain(Drain::new(side, location))),
        Answer::Battle(location) => cx.push(Frame::Battle(Box::new(Battle::new(side, location)))),
        Answer::Move { card, to } if craft_site_move(&cx.q(), card, to) => {
            craft_site_move_perform(cx, side, card, to)
        }
        Answer::Move { card, to } if shuttle_ends(&cx.q(), card, to).is_some() => {
            shuttle(cx, side, card, to)
        }
        Answer::Move { card, to } if landed_boarding(&cx.q(), card, to) => {
            if cx.q().is_starship(to) {
                embark(cx, card, to)
            } else {
                disembark(cx, card)
            }
        }
        Answer::Move { card, to } if hangar_move(&cx.q(), card, to) => {
            hangar_move_perform(cx, card, to)
        }
        Answer::Move { card, to } if cx.q().is_starship(to) => transfer(cx, card, to),
        Answer::Move { card, to } if cx.q().is_vehicle(to) => embark(cx, card, to),
        Answer::Move { card, .. } if cx.q().vehicle_of(card).is_some() => disembark(cx, card),
        Answer::Move { card, to } if hyperspace_move(&cx.q(), card, to) => {
            let from = cx.st.location_of(card).expect("a moving card is on table");
            cx.push(Frame::Hyperspace(HyperspaceMove {
                side,
                card,
                from,
                to,
                announced: false,
            }));
        }
        Answer::Move { card, to } => {
            let from = cx.st.location_of(card).expect("a moving card is on table");
            let cost = move_cost(&cx.q(), side, card, from, to);
            move_card(cx, side, card, to, cost);
        }
        Answer::MoveSystem {
            system,
            parsec,
            orbit,
        } => move_system(cx, side, system, parsec, orbit),
        Answer::Transit { card, to } => {
            let from = cx.st.location_of(card).expect("a moving card is on table");
            let cost = cx.q().transit_cost_between(side, from, to).clamp(0, 255) as u8;
            move_card(cx, side, card, to, cost);
        }
        Answer::TransitGroup { from, to } => {
            let cost = cx.q().transit_cost_between(side, from, to).clamp(0, 255) as u8;
            let group = transit_group(&cx.q(), side, from);
            cx.use_force(side, cost);
            for &card in &group {
                move_card(cx, side, card, to, 0);
            }
        }
        Answer::Draw => {
            if cx.draw_into_hand(side, Pile::Force).is_some() {
                cx.check_life_force();
            }
        }
        _ => return false,
    }
    true
}

/// Seed 004 "Dejarik rules": a player controlling a holosite may return any of its Dejarik
/// and hologram cards there to hand between actions, except during a battle.
fn return_dejarik_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    // No holosite in the game: no Dejarik is ever at one.
    if q.st.battle.is_some() || !q.cat.has_holosites() {
        return;
    }
    for card in q.table_of(side) {
        if q.dejarik_at_holosite(card)
            && let Place::At { location } = q.place(card)
            && q.controls(side, location)
        {
            out.push(Answer::ReturnDejarik(card));
        }
    }
}

/// In its owner's deploy phase, an Undercover spy at a site may break cover (core digest CR
/// 6.6; Undercover: "During your deploy phase, may voluntarily 'break cover'").
fn break_cover_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    for card in q.table_of(side) {
        if q.undercover(card)
            && let Place::At { location } = q.place(card)
            && q.bp(location).is_site()
        {
            out.push(Answer::BreakCover(card));
        }
    }
}

// ----- Activate (CR 5.4) -----

/// Every amount from 1 to what may still be activated, in one decision (each unit is still
/// activated one at a time, CR 5.4).
fn activate_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let player = q.st.player(side);
    let left = usize::from(player.generation.saturating_sub(player.activated));
    let can = left.min(player.reserve.len()).min(255) as u8;
    out.extend((1..=can).map(Answer::Activate));
}

/// Activates `n` Force, each unit a separate move from Reserve Deck to Force Pile.
fn activate(cx: &mut Cx, side: Side, n: u8) {
    let mut done = 0;
    for _ in 0..n {
        if cx.move_top(side, Pile::Reserve, Pile::Force).is_some() {
            done += 1;
        }
    }
    cx.st.player_mut(side).activated += done;
    cx.emit(What::ForceActivated {
        player: side,
        amount: done,
    });
}

// ----- Control (CR 8) -----

/// Locations where `side` may Force drain: controlled, not drained yet this turn, and none of
/// its cards there took part in another drain this turn (CR 8.2, CR 14.7).
fn drain_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    for (location, ability) in q.abilities() {
        if may_drain(q, side, location, ability) {
            out.push(Answer::ForceDrain(location));
        }
    }
}

/// Whether `side` may initiate a Force drain at `location` now, the phase aside (`ability`:
/// each side's ability there, as `Q::abilities` gives it).
pub(crate) fn may_drain(q: &Q, side: Side, location: CardId, ability: [i32; 2]) -> bool {
    let force = q.st.player(side).force.len() as i32;
    !q.st.flag(location, Flags::DRAIN_HERE_TURN)
        && !death_star_ii_sector(q, location)
        // Control first: its abilities are given, while the cost folds the modifiers.
        && q.controls_with(side, location, ability)
        && drain_cost(q, side, location) <= force
        && !q.player_rule(Rule::MayNotDrain, side, location)
        // Not where the opponent has an Undercover spy (core digest CR 8.2).
        && !q.undercover_at(side.opponent(), location)
        && !q
            .at(location)
            .any(|c| q.owner(c) == side && q.st.flag(c, Flags::DRAINED_TURN))
}

/// The Force `side` uses to initiate a Force drain at a location (none, CR 8.3, unless a
/// text adds a cost).
pub fn drain_cost(q: &Q, side: Side, location: CardId) -> i32 {
    q.fold(
        Quantity::DrainCost,
        QTarget::Player(side, Some(location)),
        0,
    )
    .max(0)
}

// ----- Deploy (CR 7) -----

/// What a deployment costs: Force from your own Force Pile, and Force from each player's
/// (Jawas).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Payment {
    pub own: u8,
    pub each: u8,
}

impl DeployCost {
    /// What is paid of a deploy cost when a text deploys the card normally, free, or less.
    fn applied(self, payment: Payment) -> Payment {
        match self {
            DeployCost::Normal => payment,
            DeployCost::Free => Payment::default(),
            DeployCost::Minus(n) => Payment {
                own: (i32::from(payment.own) - n).clamp(0, 255) as u8,
                ..payment
            },
        }
    }
}

impl Payment {
    pub fn affordable(self, q: &Q, side: Side) -> bool {
        let mine = q.st.player(side).force.len();
        let theirs = q.st.player(side.opponent()).force.len();
        mine >= usize::from(self.own) + usize::from(self.each) && theirs >= usize::from(self.each)
    }

    pub fn pay(self, cx: &mut Cx, side: Side) {
        cx.use_force(side, self.own.saturating_add(self.each));
        if self.each > 0 {
            cx.use_force(side.opponent(), self.each);
        }
    }
}

/// The cost a card's own deploy clause gives (the printed deploy cost without one).
fn printed_cost(q: &Q, side: Side, card: CardId, placement: Option<usize>) -> i32 {
    let bp = q.bp(card);
    let entry = placement.and_then(|i| placements(q, card).nth(i));
    match entry {
        Some((_, Some(cost))) => q.amount(cost, &q.anchor_at(side, card, None)),
        _ => bp.deploy.unwrap_or(0),
    }
}

/// What deploying `card` to a location (or onto a card there) costs `side`.
pub fn deploy_payment(
    q: &Q,
    side: Side,
    card: CardId,
    location: Option<CardId>,
    placement: Option<usize>,
) -> Payment {
    let q = q.deploying(card, location);
    let base = match location {
        // Seed 004 "Dejarik rules": a Dejarik deploys to a holosite for its destiny number.
        Some(l) if holosite_dejarik(&q, card, l) => {
            crate::query::dejarik_stat(q.bp(card), Stat::Deploy)
        }
        _ => printed_cost(&q, side, card, placement),
    };
    let own = q.fold(Quantity::Stat(Stat::Deploy), QTarget::Card(card), base);
    let each = q.fold(Quantity::DeployEach, QTarget::Card(card), 0);
    Payment {
        own: own.clamp(0, 255) as u8,
        each: each.clamp(0, 255) as u8,
    }
}

/// The placements of a card's deploy clauses, in order, with their costs.
fn placements<'q>(
    q: &Q<'q>,
    card: CardId,
) -> impl Iterator<Item = (&'q Placement, Option<&'q Amount>)> {
    q.bp(card)
        .script
        .iter()
        .flat_map(|s| s.front.text.iter())
        .filter_map(|a| match a {
            Ability::Deploy { placement, cost } => Some((placement, cost.as_ref())),
            _ => None,
        })
}

/// Seed 001 "Stealing weapons and devices": a weapon or device may be stolen only if it may
/// deploy on characters (a lightsaber, a blaster; not a starship weapon or a device of a
/// location). Any other card passes this test.
pub fn stealable_item(q: &Q, card: CardId) -> bool {
    if q.has_rule(card, Rule::NotStealable) {
        return false;
    }
    if !matches!(q.bp(card).card_type, CardType::Weapon | CardType::Device) {
        return true;
    }
    let at = q.anchor(q.owner(card), card);
    placements(q, card).any(|(placement, _)| {
        let Placement::On(sel) = placement else {
            return false;
        };
        // Printed characters of the game the text would take, wherever they are now.
        (0..q.st.cards.len()).any(|i| {
            let c = CardId(i as u16);
            q.bp(c).is_character() && q.matches(&printed_part(sel), c, &at)
        })
    })
}

/// What a selector says a card is (its words, title, icons and values; its place and state
/// dropped): what a card must be, wherever it is.
fn printed_part(sel: &Sel) -> Sel {
    match sel {
        Sel::And(parts) => Sel::and(parts.iter().map(printed_part).collect()),
        Sel::Or(parts) => Sel::Or(parts.iter().map(printed_part).collect()),
        Sel::Title(_) | Sel::Icon(_) | Sel::Stat(..) => sel.clone(),
        s if s.is_printed() => s.clone(),
        _ => Sel::Any,
    }
}

/// Seed 001 "Stealing weapons and devices": the deploy restrictions of a stolen weapon or
/// device still say who may use it. Its bearer is one it may deploy on (for the thief).
pub fn may_use_stolen(q: &Q, card: CardId) -> bool {
    if !q.st.card(card).stolen {
        return true;
    }
    let Some(bearer) = q.bearer(card) else {
        return true;
    };
    let at = q.anchor_at(q.owner(card), card, q.st.location_of(bearer));
    placements(q, card).any(|(placement, _)| {
        matches!(placement, Placement::On(sel) if q.matches(&printed_part(sel), bearer, &at))
    }) || q.may_deploy_aboard(card, bearer)
}

/// Whether another copy of a card's title may come to the table for `side` (uniqueness).
pub(crate) fn unique_ok(q: &Q, side: Side, card: CardId) -> bool {
    unique_refusal(q, side, card).is_none()
}

/// Why a card may not come to the table for `side` by uniqueness, if it may not: its title
/// is on table as often as its dots allow (CR 1.5), or another version of one of its personas
/// is on table or was placed out of play (CR 1.6, seed 003 §12).
pub(crate) fn unique_refusal(q: &Q, side: Side, card: CardId) -> Option<WhyNot> {
    unique_refusal_besides(q, side, card, &[])
}

/// [`unique_refusal`], the cards `besides` (and the cards aboard them) aside: the starfighters
/// a squadron replaces leave the table as it comes.
pub(crate) fn unique_refusal_besides(
    q: &Q,
    side: Side,
    card: CardId,
    besides: &[CardId],
) -> Option<WhyNot> {
    let bp = q.bp(card);
    if bp.unique == 0 {
        return None;
    }
    let shares = |c: CardId| q.bp(c).personas.iter().any(|p| bp.personas.contains(p));
    if !bp.personas.is_empty() {
        let leaving =
            |c: CardId| besides.contains(&c) || q.bearer(c).is_some_and(|b| besides.contains(&b));
        let version = |&c: &CardId| q.bp(c).title != bp.title && shares(c) && !leaving(c);
        if let Some(version) = q.table_of(side).find(version) {
            return Some(WhyNot::Persona { card, version });
        }
        let out = &q.st.player(side).out_of_play;
        if let Some(&version) = out.iter().find(|&&c| q.owner(c) == side && shares(c)) {
            return Some(WhyNot::PersonaOutOfPlay { card, version });
        }
    }
    let on_table = q
        .table_of(side)
        .filter(|&c| q.bp(c).title == bp.title)
        .count();
    // An insert card in the opponent's Reserve Deck counts as on table (seed 004 "Face
    // down"), though no text can reach it there.
    let inserted =
        q.st.player(side.opponent())
            .reserve
            .iter()
            .filter(|&&c| q.st.card(c).holder.is_some() && q.bp(c).title == bp.title)
            .count();
    // A captive (seed 003 §5) is still on table for uniqueness, though under its escort.
    let held =
        q.st.cards
            .iter()
            .enumerate()
            .filter(|(i, c)| {
                let c2 = CardId(*i as u16);
                c.captive && q.owner(c2) == side && q.bp(c2).title == bp.title
            })
            .count();
    (on_table + inserted + held >= usize::from(bp.unique)).then_some(WhyNot::Unique { card })
}

/// What in a card's own text forbids deploying it to a location ("deploys only to …", "may
/// not deploy while …"), if anything.
pub(crate) fn text_forbids(
    q: &Q,
    side: Side,
    card: CardId,
    location: Option<CardId>,
) -> Option<WhyNot> {
    // A text at the destination keeping the card away ("No starships or vehicles here"),
    // read with the card counting as there.
    if let Some(l) = location
        && q.rule_possible(Rule::MayNotDeployHere)
        && q.deploying(card, location)
            .has_rule(card, Rule::MayNotDeployHere)
    {
        return Some(WhyNot::LocationForbids { location: l });
    }
    let bp = q.bp(card);
    let script = bp.script.as_ref()?;
    if bp.is_location() {
        // A location's restrictions ("May not deploy to Bespin, …"), printed in both halves
        // alike; `location` is a location of the planet it would deploy to.
        let planet = location?;
        let at = q.anchor_at(side, card, location);
        let mut why = None;
        for (num, (slot, a)) in script.abilities().enumerate() {
            let Ability::MayNotDeployTo(sel) = a else {
                continue;
            };
            if slot.back {
                continue;
            }
            q.cat.ran(card, num as u8);
            if why.is_none() && q.matches(sel, planet, &at) {
                why = Some(WhyNot::MayNotDeployToPlanet { location: planet });
            }
        }
        return why;
    }
    let q = q.deploying(card, location);
    let at = q.anchor_at(side, card, location);
    script.front.text.iter().enumerate().find_map(|(i, a)| {
        let why = match a {
            Ability::DeployOnly(sel) => {
                // "Your Jawas may deploy here" (a text at the destination) waives it.
                let allowed = location.is_some_and(|l| {
                    q.matches(sel, l, &at) || q.has_rule(card, Rule::MayDeployHere)
                });
                (!allowed).then_some(WhyNot::DeploysOnlyElsewhere { location })
            }
            Ability::MayNotDeploy(cond) => q.holds(cond, &at).then_some(WhyNot::MayNotDeployNow),
            _ => return None,
        };
        q.cat.ran(card, i as u8);
        why
    })
}

/// Seed 004 "Dagobah" and "Deployment restrictions" [2]: characters, vehicles, starships,
/// weapons, devices and Utinni Effects may not deploy to a Dagobah location unless a card
/// allows it (their own deploy clauses naming Dagobah, or a "regardless of location deployment
/// restrictions" rule, the location's own included); weapons and devices may still deploy on a
/// card already there (`onto_card`). Creatures, other effects and interrupts are not
/// restricted. One flag read when the location is not Dagobah's.
pub(crate) fn dagobah_forbids(
    q: &Q,
    card: CardId,
    location: Option<CardId>,
    onto_card: bool,
) -> bool {
    let Some(location) = location.filter(|&l| q.bp(l).dagobah) else {
        return false;
    };
    let bp = q.bp(card);
    let restricted = match bp.card_type {
        CardType::Character | CardType::Vehicle | CardType::Starship => true,
        CardType::Weapon | CardType::Device => !onto_card,
        // Only read on Dagobah, so the word's lookup costs nothing elsewhere.
        CardType::Effect => bp.has_word(Sym::new("utinni")),
        _ => false,
    };
    restricted
        && !bp.deploys_to_dagobah
        && !q
            .deploying(card, Some(location))
            .has_rule(card, Rule::IgnoresLocationRestrictions)
}

/// Whether a location's "Site converted by …" clause names `card` (the Dejarik Hologameboard
/// and the Imperial Holotable convert each other).
fn converted_by(q: &Q, location: CardId, card: CardId) -> bool {
    let Some(script) = q.bp(location).script.as_ref() else {
        return false;
    };
    let at = q.anchor(q.owner(location), location);
    let converts = script.abilities().any(|(_, a)| match a {
        crate::script::Ability::ConvertedBy(sel) => q.matches(sel, card, &at),
        _ => false,
    });
    if converts {
        q.printed_clause_ran(location, |a| {
            matches!(a, crate::script::Ability::ConvertedBy(_))
        });
    }
    converts
}

/// Seed 004 "Dejarik rules": only Dejarik and hologram cards may be at a holosite; characters,
/// vehicles, starships, effects and every other card neither deploy there nor onto a card
/// there.
pub(crate) fn holosite_forbids(q: &Q, card: CardId, location: Option<CardId>) -> bool {
    let Some(l) = location.filter(|&l| q.bp(l).holosite) else {
        return false;
    };
    let bp = q.bp(card);
    let forbids = !bp.has_word(Sym::new("dejarik")) && !bp.has_word(Sym::new("hologram"));
    if forbids {
        q.printed_clause_ran(l, |a| matches!(a, crate::script::Ability::DejarikRules));
    }
    forbids
}

/// Seed 004 "Dejarik rules": a Dejarik or hologram card deploying to (or at) a holosite,
/// where it deploys as if it were a character, by none of its own deploy clauses.
pub(crate) fn holosite_dejarik(q: &Q, card: CardId, location: CardId) -> bool {
    q.bp(location).holosite && q.is_dejarik(card)
}

/// Seed 004 "Dejarik rules": the holosites a Dejarik or hologram card of `side` deploys to
/// as if it were a character (where the player has presence or Force icons), when its cost is
/// `affordable`.
fn holosite_options(
    q: &Q,
    side: Side,
    card: CardId,
    affordable: &dyn Fn(Option<CardId>, Option<usize>, Option<CardId>) -> bool,
    open_sites: &mut Option<Vec<CardId>>,
    out: &mut Vec<Dest>,
) {
    if q.bp(card).is_character() || !q.is_dejarik(card) || !unique_ok(q, side, card) {
        return;
    }
    let holosites: Vec<CardId> = q.st.locations().filter(|&l| q.bp(l).holosite).collect();
    if holosites.is_empty() {
        return;
    }
    let open = open_sites.get_or_insert_with(|| presence_or_icon_sites(q, side));
    for l in holosites {
        if open.contains(&l)
            && may_deploy_at(q, side, card, Some(l), false)
            && affordable(Some(l), None, None)
        {
            out.push(Dest::At(l));
        }
    }
}

/// Seed 004 "Deployment restrictions" [3]: the Dark Side's characters, vehicles and
/// starships may not deploy to a site the Hoth energy shield protects.
pub(crate) fn shield_forbids(q: &Q, card: CardId, location: Option<CardId>) -> bool {
    let bp = q.bp(card);
    q.owner(card) == Side::Dark
        && (bp.is_character() || matches!(bp.card_type, CardType::Starship | CardType::Vehicle))
        && location.is_some_and(|l| q.bp(l).is_site() && q.shielded(l))
}

/// The shielded site a Dark Side card's move between `from` and `to` would cross into or out
/// of from the air (landing, taking off, shuttling, docking bay transit), if any: the Hoth
/// energy shield stops those moves (moving from site to site under it is allowed).
pub(crate) fn shield_stops(q: &Q, card: CardId, from: CardId, to: CardId) -> Option<CardId> {
    if q.owner(card) != Side::Dark {
        return None;
    }
    [to, from]
        .into_iter()
        .find(|&l| q.bp(l).is_site() && q.shielded(l))
}

/// Whether the rules of a location and the card's own text let a card deploy there (or onto a
/// card there): the one check every deployment passes.
fn may_deploy_at(
    q: &Q,
    side: Side,
    card: CardId,
    location: Option<CardId>,
    onto_card: bool,
) -> bool {
    !dagobah_forbids(q, card, location, onto_card)
        && !holosite_forbids(q, card, location)
        && !shield_forbids(q, card, location)
        && !location.is_some_and(|l| death_star_ii_sector(q, l))
        && text_forbids(q, side, card, location).is_none()
}

/// A Death Star II sector: neither player may deploy, battle or initiate a Force drain there
/// (seed 004 "Death Star II sectors").
pub(crate) fn death_star_ii_sector(q: &Q, location: CardId) -> bool {
    q.bp(location).sector == Some(SectorKind::Other)
}

/// Whether it is a time at which `card`, in `side`'s hand, deploys: its player's deploy phase,
/// or for a card with a `deploy during …` clause that phase of the turn it names (seed 004
/// "Disarmed": "during any control phase").
pub(crate) fn deploy_time(q: &Q, side: Side, card: CardId) -> bool {
    match q.bp(card).deploys_during {
        None => q.st.active == side && q.st.phase == Phase::Deploy,
        Some((rel, phase)) => {
            q.st.phase == phase
                && match rel {
                    Rel::Anyone => true,
                    Rel::You => q.st.active == side,
                    Rel::Opponent => q.st.active != side,
                }
        }
    }
}

/// Deployments from hand of the cards whose own text sets when they deploy (`deploy during
/// …`), when that time is now.
fn timed_deploy_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let mut distinct = q.cat.distinct();
    for &card in &q.st.player(side).hand {
        if q.bp(card).deploys_during.is_none()
            || !distinct.first(card)
            || !deploy_time(q, side, card)
        {
            continue;
        }
        for to in destinations(q, side, card, DeployCost::Normal) {
            out.push(Answer::Deploy { card, to });
        }
    }
}

/// Every legal deployment of `side`'s cards from hand, one entry per title and destination.
/// With `only_to`, only characters to that location (a react).
pub fn deploy_options(q: &Q, side: Side, only_to: Option<CardId>) -> Vec<(CardId, Dest)> {
    let mut out = Vec::new();
    let mut distinct = q.cat.distinct();
    // Sites where `side` has presence or a Force icon, computed once when first needed.
    let mut open_sites: Option<Vec<CardId>> = None;
    for &card in &q.st.player(side).hand {
        // Identical copies in hand deploy identically: list each title once.
        if !distinct.first(card) {
            continue;
        }
        let bp = q.bp(card);
        if only_to.is_some() && !bp.is_character() {
            continue;
        }
        // A card whose text sets another time to deploy is listed at that time
        // (`timed_deploy_options`).
        if bp.deploys_during.is_some() {
            continue;
        }
        for dest in destinations_with(q, side, card, DeployCost::Normal, &mut open_sites, &|_| {
            true
        }) {
            if only_to.is_none_or(|l| dest == Dest::At(l)) {
                out.push((card, dest));
            }
        }
    }
    out
}

/// Every legal destination of one card of `side` (wherever the card is now), paying its cost
/// as `cost` says: in full, nothing (a text deploys it free, so its cost need not be
/// affordable), or less (only what is left must be affordable).
pub fn destinations(q: &Q, side: Side, card: CardId, cost: DeployCost) -> Vec<Dest> {
    destinations_with(q, side, card, cost, &mut None, &|_| true)
}

/// [`destinations`], a generic location's only to the planets (named by one of their
/// locations) `planet_ok` accepts: a text deploying "to Eriadu" reads no other planet's row.
pub fn destinations_toward(
    q: &Q,
    side: Side,
    card: CardId,
    cost: DeployCost,
    planet_ok: &dyn Fn(CardId) -> bool,
) -> Vec<Dest> {
    destinations_with(q, side, card, cost, &mut None, planet_ok)
}

fn destinations_with(
    q: &Q,
    side: Side,
    card: CardId,
    cost: DeployCost,
    open_sites: &mut Option<Vec<CardId>>,
    planet_ok: &dyn Fn(CardId) -> bool,
) -> Vec<Dest> {
    let bp = q.bp(card);
    let mut out = Vec::new();
    let affordable =
        |location: Option<CardId>, placement: Option<usize>, bearer: Option<CardId>| {
            cost == DeployCost::Free
                || cost
                    .applied(deploy_payment(
                        &q.deploying_onto(bearer),
                        side,
                        card,
                        location,
                        placement,
                    ))
                    .affordable(q, side)
        };
    holosite_options(q, side, card, &affordable, open_sites, &mut out);
    match bp.card_type {
        CardType::Location => location_options(q, side, card, planet_ok, &mut out),
        CardType::Character => {
            if !unique_ok(q, side, card) {
                return out;
            }
            // Spies, and cards whose text allows it, deploy even without presence or Force
            // icons (seed 001 "Spy"); a text on table may allow it at some sites only, read
            // site by site when some card of the game has such a text.
            let anywhere = bp.has_word(spy()) || q.has_rule(card, Rule::DeploysWithoutPresence);
            let somewhere = !anywhere
                && !q
                    .cat
                    .texts(TextKind::Rule(Rule::DeploysWithoutPresence))
                    .is_empty();
            let all_sites: Vec<CardId>;
            let open: &[CardId] = if anywhere {
                &[]
            } else {
                open_sites.get_or_insert_with(|| presence_or_icon_sites(q, side))
            };
            let sites: &[CardId] = if anywhere || somewhere {
                all_sites = q.st.locations().filter(|&l| q.bp(l).is_site()).collect();
                &all_sites
            } else {
                open
            };
            for &location in sites {
                if somewhere && !open.contains(&location) && !presence_waived(q, card, location) {
                    continue;
                }
                if may_deploy_at(q, side, card, Some(location), false)
                    && affordable(Some(location), None, None)
                {
                    out.push(Dest::At(location));
                }
            }
            // Aboard the player's starships, as pilot or passenger (seed 001 "Starship -
            // deploying on or aboard").
            out.extend(aboard_options(q, side, card, cost));
        }
        CardType::Starship => {
            if !unique_ok(q, side, card) {
                return out;
            }
            for location in q.st.locations() {
                if starship_refused(q, side, card, location, false).is_none()
                    && affordable(Some(location), None, None)
                {
                    out.push(Dest::At(location));
                }
            }
            cargo_options(q, side, card, &affordable, &mut out);
        }
        CardType::Vehicle => {
            if !unique_ok(q, side, card) {
                return out;
            }
            // A vehicle deploys alone, empty or with its permanent pilot; with a driver or
            // pilot from hand through `piloted_deploy_options`.
            for location in q.st.locations() {
                if vehicle_refused(q, side, card, location).is_none()
                    && affordable(Some(location), None, None)
                {
                    out.push(Dest::At(location));
                }
            }
            cargo_options(q, side, card, &affordable, &mut out);
        }
        _ => {
            if unique_ok(q, side, card) {
                attached_options(q, side, card, &affordable, &mut out);
            }
            // A Dejarik whose own deploy clause reaches a holosite too is listed there once.
            if out.len() > 1 && q.is_dejarik(card) {
                let mut seen = Vec::with_capacity(out.len());
                out.retain(|d| {
                    let first = !seen.contains(d);
                    seen.push(*d);
                    first
                });
            }
        }
    }
    out
}

/// Where a character may deploy aboard `side`'s starships and vehicles: one entry per craft
/// and slot (`placed_as` 0 as pilot or driver, 1 as passenger) the capacity leaves free, where
/// the player has presence or Force icons (seed 001 "Starship - deploying on or aboard",
/// "Capacity"; CR 7.4 for vehicles), when its cost is `affordable`.
fn aboard_options(q: &Q, side: Side, card: CardId, cost: DeployCost) -> Vec<Dest> {
    let mut out = Vec::new();
    for ship in q
        .table_of(side)
        .filter(|&c| q.is_craft(c))
        .collect::<Vec<_>>()
    {
        let Place::At { location } = q.place(ship) else {
            continue;
        };
        if aboard_refused(q, side, card, ship, location).is_some() {
            continue;
        }
        let (pilot, passenger) = free_slots(q, card, ship);
        for (fits, placed_as) in [(pilot, 0u8), (passenger, 1u8)] {
            let to = Dest::On {
                card: ship,
                placed_as,
            };
            // Its cost is read with the card aboard already ("deploys -1 to Falcon").
            let affordable = || {
                cost == DeployCost::Free
                    || cost
                        .applied(deploy_payment(
                            &q.deploying_onto(Some(ship)),
                            side,
                            card,
                            Some(location),
                            None,
                        ))
                        .affordable(q, side)
            };
            if fits && affordable() {
                out.push(to);
            }
        }
    }
    out
}

/// Why a character may not deploy aboard a starship at all, before its slots and cost: the
/// presence-or-icon rule at the starship's location, then the location's and its own text.
pub(crate) fn aboard_refused(
    q: &Q,
    side: Side,
    card: CardId,
    ship: CardId,
    location: CardId,
) -> Option<WhyNot> {
    if q.owner(ship) != side {
        return Some(WhyNot::NoPlacement);
    }
    // Seed 004 "Death Star II sectors": deploying aboard a starship there is deploying there.
    if death_star_ii_sector(q, location) {
        return Some(WhyNot::DeathStarIISector { location });
    }
    if !presence_or_icon_locations(q, side).contains(&location)
        && !presence_waived(q, card, location)
    {
        return Some(WhyNot::NoPresenceOrIcons { location });
    }
    if dagobah_forbids(q, card, Some(location), false) {
        return Some(WhyNot::Dagobah { location });
    }
    if q.may_not_be_aboard(card, ship) {
        return Some(WhyNot::MayNotBeAboard { ship });
    }
    text_forbids(q, side, card, Some(location))
}

/// Whether a character fits aboard a starship or vehicle at its helm (as pilot, which needs
/// the pilot icon, or as a transport vehicle's driver, any non-droid: seed 004 "Driver") and
/// as passenger, by the craft's capacity and who is aboard (seed 001 "Capacity").
pub(crate) fn free_slots(q: &Q, card: CardId, ship: CardId) -> (bool, bool) {
    if q.may_not_be_aboard(card, ship) {
        return (false, false);
    }
    let cap = q.bp(ship).capacity;
    let (mut pilots, mut passengers) = (0u8, 0u8);
    for c in q.aboard(ship) {
        if q.at_helm(c) {
            pilots += 1;
        } else {
            passengers += 1;
        }
        // Seed 004 "Escorting": a captive takes a passenger slot, whatever its escort's.
        if q.captive_of(c).is_some() {
            passengers += 1;
        }
    }
    if q.place(card) != (Place::On { card: ship }) && q.captive_of(card).is_some() {
        passengers += 1;
    }
    let either_used = pilots.saturating_sub(cap.pilots) + passengers.saturating_sub(cap.passengers);
    let either_free = either_used < cap.either;
    let pilot = q.may_take_helm(card, ship) && (pilots < cap.pilots || either_free);
    let passenger = passengers < cap.passengers || either_free;
    if cap != crate::script::Capacity::default() {
        q.printed_clause_ran(ship, |a| matches!(a, Ability::Capacity(_)));
    }
    (pilot, passenger)
}

/// Why a starship may not deploy to a location, before its cost (seed 001 "Starships
/// -deployment"): capital starships deploy to systems and asteroid sectors, starfighters to
/// systems, sectors (seed 003 §3) and docking bays, where the player has presence or Force
/// icons ("May deploy without presence or Force icons" waives that); a starfighter without a
/// permanent pilot deploys to a system or sector only with a pilot (`with_pilot`), and to a
/// docking bay with one or "empty".
pub(crate) fn starship_refused(
    q: &Q,
    side: Side,
    card: CardId,
    location: CardId,
    with_pilot: bool,
) -> Option<WhyNot> {
    let (bp, at) = (q.bp(card), q.bp(location));
    // Seed 001 "Starship -squadron class – replacement": a squadron without a deploy cost
    // comes to the table only by replacing starfighters.
    if replaces(q, card).is_some() {
        return Some(WhyNot::DeploysByReplacing { card });
    }
    let docking_bay = at.is_site() && lands_starships(q, location);
    match at.sector {
        _ if docking_bay => {
            if q.flies_as_capital(card) {
                return Some(WhyNot::CapitalCannotLand { location });
            }
        }
        Some(SectorKind::Asteroid) => {}
        Some(SectorKind::Other) => return Some(WhyNot::DeathStarIISector { location }),
        Some(SectorKind::Cloud) => {
            if q.flies_as_capital(card) {
                return Some(WhyNot::CapitalNotInClouds { location });
            }
        }
        _ if at.is_system() => {}
        _ => return Some(WhyNot::NotASystem { location }),
    }
    if let Some(why) = craft_place_refused(q, side, card, location) {
        return Some(why);
    }
    if !with_pilot && !docking_bay && !bp.capital && bp.permanent_pilot.is_none() {
        return Some(WhyNot::NeedsPilot);
    }
    None
}

// ----- Squadron replacement (seed 001 "Starship -squadron class – replacement") -----

/// What a squadron's text replaces ("Replaces 3 TIE/lns at one location"): how many
/// starfighters, and which.
pub(crate) fn replaces<'q>(q: &'q Q, card: CardId) -> Option<(u8, &'q Sel)> {
    q.bp(card)
        .script
        .as_ref()?
        .abilities()
        .find_map(|(_, a)| match a {
            Ability::Replaces { count, what } => Some((*count, what)),
            _ => None,
        })
}

/// `side`'s starfighters at a location that the squadron `card` may replace, and how many it
/// needs; `Err` says why it may not replace there. The one check the replacement options and
/// `why::why_not_replace` share: the squadron's text, its uniqueness, then enough matching
/// starfighters of `side` at that location, squadrons never among them (a squadron never
/// replaces a squadron). Replacement is not a deployment: no deployment rule or restriction
/// applies, and it costs no Force.
pub(crate) fn replace_candidates(
    q: &Q,
    side: Side,
    card: CardId,
    location: CardId,
) -> Result<(u8, Vec<CardId>), WhyNot> {
    let Some((count, what)) = replaces(q, card) else {
        return Err(WhyNot::NoPlacement);
    };
    let at = q.anchor_at(side, card, Some(location));
    let matching: Vec<CardId> = q
        .crafts_at(side, location)
        .filter(|&c| q.is_starship(c) && q.matches(what, c, &at))
        .collect();
    if let Some(why) = unique_refusal_besides(q, side, card, &matching) {
        return Err(why);
    }
    let fighters: Vec<CardId> = matching
        .iter()
        .copied()
        .filter(|&c| q.is_starfighter(c))
        .collect();
    if fighters.len() < usize::from(count) {
        if let Some(&squadron) = matching.iter().find(|&&c| q.is_squadron(c)) {
            return Err(WhyNot::SquadronReplacesSquadron { squadron });
        }
        return Err(WhyNot::NotEnoughToReplace {
            location,
            found: fighters.len().min(255) as u8,
            needed: count,
        });
    }
    Ok((count, fighters))
}

/// Why a text taking or placing up to `allowance` more cards by `sel` may not take `card`
/// (seed 001 "Starship - squadron class"): a squadron named by its component models counts
/// as all of them, and the text works on it only when it can take them all. The one check of
/// the texts' choices (retrieving, searching a pile) and of their why-not.
pub fn partial_squadron(q: &Q, sel: &Sel, card: CardId, allowance: i32) -> Option<WhyNot> {
    let units = q.units_for(sel, card);
    (i32::from(units) > allowance).then(|| WhyNot::PartialSquadron {
        card,
        units,
        allowance: allowance.clamp(0, 255) as u8,
    })
}

/// Every squadron in `side`'s hand replacing every choice of three matching starfighters at
/// a location.
fn replace_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let mut distinct = q.cat.distinct();
    for &card in &q.st.player(side).hand {
        if !distinct.first(card) || replaces(q, card).is_none() {
            continue;
        }
        for location in q.st.locations() {
            let Ok((3, fighters)) = replace_candidates(q, side, card, location) else {
                continue;
            };
            let n = fighters.len();
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        out.push(Answer::Replace {
                            card,
                            ships: [fighters[a], fighters[b], fighters[c]],
                        });
                    }
                }
            }
        }
    }
}

/// Replaces three starfighters with a squadron from hand (seed 001 "Starship -squadron class
/// – replacement"): the squadron takes their place; the characters aboard them transfer
/// aboard it free while its capacity has room (pilots to its pilot slots, then as
/// passengers), weapons and devices on them transfer onto it, and everything else — the
/// starfighters, the cards deployed on them, the characters it has no room for — goes to its
/// owner's Used Pile.
pub fn replace(cx: &mut Cx, card: CardId, ships: [CardId; 3]) {
    let location = cx
        .st
        .location_of(ships[0])
        .expect("replaced starfighters are on table");
    cx.q()
        .printed_clause_ran(card, |a| matches!(a, Ability::Replaces { .. }));
    let turn = cx.st.turn;
    cx.relocate(card, Place::At { location });
    cx.st.card_mut(card).deployed_turn = turn;
    for ship in ships {
        let riders: Vec<CardId> = cx.q().attached(ship).collect();
        for rider in riders {
            let q = cx.q();
            let keeps = match q.bp(rider).card_type {
                CardType::Character => {
                    let (pilot, passenger) = free_slots(&q, rider, card);
                    let as_pilot = pilot && q.st.card(rider).placed_as == 0;
                    (as_pilot || passenger).then_some(u8::from(!as_pilot))
                }
                CardType::Weapon | CardType::Device => Some(q.st.card(rider).placed_as),
                _ => None,
            };
            match keeps {
                Some(slot) => {
                    cx.relocate(rider, Place::On { card });
                    cx.st.card_mut(rider).placed_as = slot;
                }
                None => cx.leave_table(rider, Pile::Used),
            }
        }
        cx.leave_table(ship, Pile::Used);
    }
    cx.emit(What::SquadronReplaced {
        card,
        location,
        ships,
    });
}

/// Why a vehicle may not deploy to a location, before its cost (CR 7.3, 7.4; seed 004
/// "Deployment restrictions"): vehicles deploy to exterior sites (the published rules: they
/// are too big for interior sites; cloud cars also to cloud sectors, seed 003 §3b) where the
/// player has presence or Force icons, unless its text waives that.
pub(crate) fn vehicle_refused(q: &Q, side: Side, card: CardId, location: CardId) -> Option<WhyNot> {
    let at = q.bp(location);
    // Seed 003 §3b: cloud cars deploy to cloud sectors too.
    let cloud = q.bp(card).cloud_car && at.sector == Some(SectorKind::Cloud);
    if !cloud && (!at.is_site() || !at.has_icon(swccg_cards::IconKind::Exterior)) {
        return Some(WhyNot::NotExteriorSite { location });
    }
    craft_place_refused(q, side, card, location)
}

/// What refuses a starship or vehicle a location of the right kind: Dagobah (seed 004), the
/// presence-or-icon rule unless its text waives it (CR 7.3), then the texts.
fn craft_place_refused(q: &Q, side: Side, card: CardId, location: CardId) -> Option<WhyNot> {
    if dagobah_forbids(q, card, Some(location), false) {
        return Some(WhyNot::Dagobah { location });
    }
    if holosite_forbids(q, card, Some(location)) {
        return Some(WhyNot::Holosite { location });
    }
    if !q
        .deploying(card, Some(location))
        .has_rule(card, Rule::DeploysWithoutPresence)
        && !presence_or_icon_locations(q, side).contains(&location)
    {
        return Some(WhyNot::NoPresenceOrIcons { location });
    }
    text_forbids(q, side, card, Some(location))
}

/// A starship or vehicle refused a location, by its kind (`with_pilot`: a starfighter
/// deploying with its pilot).
fn craft_refused(
    q: &Q,
    side: Side,
    card: CardId,
    location: CardId,
    with_pilot: bool,
) -> Option<WhyNot> {
    if q.is_vehicle(card) {
        vehicle_refused(q, side, card, location)
    } else {
        starship_refused(q, side, card, location, with_pilot)
    }
}

/// Locations of any kind where `side` has presence or a Force icon (CR 7.3).
pub(crate) fn presence_or_icon_locations(q: &Q, side: Side) -> Vec<CardId> {
    q.abilities()
        .into_iter()
        .filter(|&(l, ability)| ability[side.index()] >= 1 || q.icons(side, l) >= 1)
        .map(|(l, _)| l)
        .collect()
}

/// Starships without a permanent pilot deployed together with a pilot character from hand
/// aboard, as one action paying both costs (seed 001 "Starship - starfighter - deployment");
/// likewise a vehicle without a permanent pilot with its driver or pilot (CR 7.4: the same
/// action, so that the vehicle can move and battle the turn it arrives).
pub fn piloted_deploy_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let hand = &q.st.player(side).hand;
    let mut ships = q.cat.distinct();
    let ship_list: Vec<CardId> = hand
        .iter()
        .copied()
        .filter(|&c| {
            let bp = q.bp(c);
            let steered = match bp.card_type {
                CardType::Starship => !bp.capital,
                CardType::Vehicle => bp.vehicle != Some(crate::catalogue::VehicleKind::Creature),
                _ => false,
            };
            steered && bp.permanent_pilot.is_none() && ships.first(c) && unique_ok(q, side, c)
        })
        .collect();
    if ship_list.is_empty() {
        return;
    }
    for &card in &ship_list {
        for location in q.st.locations() {
            for pilot in piloted_deploys_to(q, side, card, location) {
                out.push(Answer::DeployPiloted {
                    card,
                    pilot,
                    to: location,
                });
            }
        }
    }
}

/// The pilot characters in `side`'s hand (one per title) that may deploy aboard `card`, a
/// starship or vehicle in hand, as it deploys to `location`, both costs affordable.
pub fn piloted_deploys_to(q: &Q, side: Side, card: CardId, location: CardId) -> Vec<CardId> {
    let cap = q.bp(card).capacity;
    if cap.pilots + cap.either == 0 || craft_refused(q, side, card, location, true).is_some() {
        return Vec::new();
    }
    let mut pilots = q.cat.distinct();
    q.st.player(side)
        .hand
        .iter()
        .copied()
        .filter(|&pilot| {
            q.bp(pilot).is_character()
                && pilots.first(pilot)
                && unique_ok(q, side, pilot)
                && q.bp(pilot).title != q.bp(card).title
                && q.may_take_helm(pilot, card)
                && pilot_refused(q, side, pilot, location).is_none()
                && piloted_payment(q, side, card, pilot, location).affordable(q, side)
        })
        .collect()
}

/// Why a pilot may not deploy aboard a starship deploying to a location with it.
fn pilot_refused(q: &Q, side: Side, pilot: CardId, location: CardId) -> Option<WhyNot> {
    if dagobah_forbids(q, pilot, Some(location), false) {
        return Some(WhyNot::Dagobah { location });
    }
    text_forbids(q, side, pilot, Some(location))
}

/// Both costs of a starship deployed with its pilot.
pub fn piloted_payment(
    q: &Q,
    side: Side,
    card: CardId,
    pilot: CardId,
    location: CardId,
) -> Payment {
    let ship = deploy_payment(q, side, card, Some(location), None);
    let crew = deploy_payment(q, side, pilot, Some(location), None);
    Payment {
        own: ship.own.saturating_add(crew.own),
        each: ship.each.saturating_add(crew.each),
    }
}

/// Deploys a starship with a pilot aboard as one action: both costs paid, the starship to the
/// location and the pilot into a pilot slot, then the players respond to each.
pub fn deploy_piloted(cx: &mut Cx, side: Side, card: CardId, pilot: CardId, to: CardId) {
    piloted_payment(&cx.q(), side, card, pilot, to).pay(cx, side);
    place_piloted(cx, side, card, pilot, to);
}

/// Puts a starship (or vehicle) and its pilot from hand at a location, both deployed (their
/// costs paid by the caller).
pub fn place_piloted(cx: &mut Cx, side: Side, card: CardId, pilot: CardId, to: CardId) {
    let turn = cx.st.turn;
    cx.relocate(card, Place::At { location: to });
    cx.relocate(pilot, Place::On { card });
    for c in [card, pilot] {
        let state = cx.st.card_mut(c);
        state.placed_as = 0;
        state.deployed_turn = turn;
    }
    cx.emit(What::Deployed {
        card,
        to: Dest::At(to),
    });
    cx.emit(What::Deployed {
        card: pilot,
        to: Dest::On { card, placed_as: 0 },
    });
    cx.respond(Trigger::Deployed { card: pilot }, side.opponent());
    cx.respond(Trigger::Deployed { card }, side.opponent());
}

/// Whether a character may deploy to a site without presence or Force icons there: a spy, or a
/// text allowing it (its own, or one on table naming that site).
pub(crate) fn presence_waived(q: &Q, card: CardId, location: CardId) -> bool {
    q.bp(card).has_word(spy())
        || q.deploying(card, Some(location))
            .has_rule(card, Rule::DeploysWithoutPresence)
}

/// Sites where `side` may deploy characters by the presence-or-icon rule (CR 7.3, seed 004
/// "Deployment restrictions" [1]).
pub(crate) fn presence_or_icon_sites(q: &Q, side: Side) -> Vec<CardId> {
    q.abilities()
        .into_iter()
        .filter(|&(site, ability)| {
            q.bp(site).is_site()
                && (ability[side.index()] >= 1
                    || q.icons(side, site) >= 1
                    || q.undercover_at(side, site))
        })
        .map(|(site, _)| site)
        .collect()
}

/// Every legal way to deploy a location card.
pub fn location_deployments(q: &Q, side: Side, card: CardId) -> Vec<(CardId, Dest)> {
    let mut out = Vec::new();
    location_options(q, side, card, &|_| true, &mut out);
    out.into_iter().map(|d| (card, d)).collect()
}

/// Where a location may deploy; a generic one only to the planets `planet_ok` accepts.
fn location_options(
    q: &Q,
    side: Side,
    card: CardId,
    planet_ok: &dyn Fn(CardId) -> bool,
    out: &mut Vec<Dest>,
) {
    let bp = q.bp(card);
    // A vehicle site (seed 001 "Sandcrawler sites") deploys on its player's vehicle of its
    // kind on table, in a row of its own, never beside a planet's sites.
    if other_death_star(q, side, card).is_some()
        || (bp.has_icon(swccg_cards::IconKind::VehicleSite) && q.craft_of_site(card).is_none())
    {
        return;
    }
    // A site of any starship of a class (Star Destroyer: Launch Bay) deploys aboard one of
    // `side`'s starships of that class on table, chosen as it deploys, in a row of its own (seed
    // 001 "Starship sites"); one copy aboard each.
    if let Some(kind) = bp.craft_kind
        && bp.has_icon(swccg_cards::IconKind::Starship)
    {
        for ship in q.table_of(side) {
            let taken = q.sites_of_craft(ship).any(|l| q.bp(l).title == bp.title);
            if q.is_starship(ship)
                && q.bp(ship).has_word(kind)
                && matches!(q.place(ship), Place::At { .. })
                && !taken
            {
                out.push(Dest::Row {
                    index: 0,
                    convert: None,
                    planet: Some(ship),
                });
            }
        }
        return;
    }
    if bp.generic && bp.is_site() {
        let anchors = if bp.big_one_site {
            // Seed 003 §3a: it deploys to a Big One on table.
            q.st.locations().filter(|&l| q.bp(l).big_one).collect()
        } else {
            turn::planets(q)
        };
        for planet in anchors.into_iter().filter(|&p| planet_ok(p)) {
            generic_site_options(q, side, card, planet, out);
        }
        return;
    }
    if bp.generic && bp.is_sector() {
        for anchor in sector_anchors(q, card)
            .into_iter()
            .filter(|&p| planet_ok(p))
        {
            generic_site_options(q, side, card, anchor, out);
        }
        return;
    }
    if bp.region.is_none() && !bp.holosite {
        return;
    }
    // A location title is on table only once; the opponent's copy may be converted (CR 7.6),
    // and so may a location its text says this one converts ("Site converted by …").
    let existing =
        q.st.locations()
            .find(|&l| q.bp(l).title == bp.title || converted_by(q, l, card));
    match existing {
        Some(l) if q.owner(l) != side => {
            let (_, index) = q.st.site_position(l).expect("on table");
            out.push(Dest::Row {
                index: index as u8,
                convert: Some(l),
                planet: None,
            });
        }
        Some(_) => {}
        None => {
            for (index, _) in turn::row_positions(q, card, None) {
                out.push(Dest::Row {
                    index,
                    convert: None,
                    planet: None,
                });
            }
        }
    }
}

/// Which Death Star a location belongs to: 1 for the Death Star, 2 for Death Star II (their
/// system, sites and sectors), by the region its title names.
fn death_star_of(q: &Q, location: CardId) -> Option<u8> {
    match q.bp(location).region.as_deref()?.trim_end_matches(" (V)") {
        "Death Star" => Some(1),
        "Death Star II" => Some(2),
        _ => None,
    }
}

/// A location of the other Death Star that `side` has deployed, if `card` is a location of
/// one of them (seed 004 "Death Star and Death Star II": each player deploys locations of
/// only one of the two, for the whole game).
pub(crate) fn other_death_star(q: &Q, side: Side, card: CardId) -> Option<CardId> {
    let mine = death_star_of(q, card)?;
    q.cat.ids().find(|&l| {
        q.owner(l) == side
            && matches!(q.place(l), Place::Location | Place::Covered { .. })
            && death_star_of(q, l).is_some_and(|d| d != mine)
    })
}

/// The locations a generic sector (Clouds, Asteroid Field, Big One) may deploy next to, one
/// per planet (seed 003 §3): a planet system on table, or a sector of its own kind (Clouds
/// next to Bespin: Cloud City without the Bespin system, the card's ruling). A sector named
/// for one system (Bespin: Cloud City) deploys without it, as a site does.
pub(crate) fn sector_anchors(q: &Q, card: CardId) -> Vec<CardId> {
    let kind = q.bp(card).sector;
    let mut names: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for l in q.st.locations() {
        let b = q.bp(l);
        let anchor = (b.is_system() && b.has_icon(swccg_cards::IconKind::Planet))
            || (b.sector.is_some() && b.sector == kind && kind != Some(SectorKind::Other));
        if let Some(name) = q.planet(l).filter(|n| anchor && !names.contains(n)) {
            names.push(name);
            out.push(l);
        }
    }
    out
}

/// The copy of a generic site's title already at a planet, if any (CR 1.5: a ◇ location is
/// on table once per planet; a generic sector printed ◇◇◇ as often as wanted).
pub(crate) fn generic_copy_at(q: &Q, card: CardId, planet: CardId) -> Option<CardId> {
    let bp = q.bp(card);
    if bp.many_per_planet && bp.is_sector() {
        return None;
    }
    let title = &bp.title;
    let (_, name) = turn::row_key(q, card, Some(planet))?;
    q.st.locations()
        .find(|&l| q.bp(l).title == *title && q.planet(l) == Some(name.as_str()))
}

/// The ways to deploy a generic site to the planet of `planet` (a location of it): not where
/// its own text forbids, once per planet (the opponent's copy there may be converted).
fn generic_site_options(q: &Q, side: Side, card: CardId, planet: CardId, out: &mut Vec<Dest>) {
    if text_forbids(q, side, card, Some(planet)).is_some() {
        return;
    }
    match generic_copy_at(q, card, planet) {
        Some(l) if q.owner(l) != side => {
            let (_, index) = q.st.site_position(l).expect("on table");
            out.push(Dest::Row {
                index: index as u8,
                convert: Some(l),
                planet: Some(planet),
            });
        }
        Some(_) => {}
        None => {
            for (index, _) in turn::row_positions(q, card, Some(planet)) {
                out.push(Dest::Row {
                    index,
                    convert: None,
                    planet: Some(planet),
                });
            }
        }
    }
}

/// Whether a selector names whose cards it takes (then it may take the opponent's).
fn names_owner(sel: &Sel) -> bool {
    match sel {
        Sel::Owner(_) => true,
        Sel::And(parts) | Sel::Or(parts) => parts.iter().any(names_owner),
        _ => false,
    }
}

fn attached_options(
    q: &Q,
    side: Side,
    card: CardId,
    affordable: &dyn Fn(Option<CardId>, Option<usize>, Option<CardId>) -> bool,
    out: &mut Vec<Dest>,
) {
    for (i, (placement, _)) in placements(q, card).enumerate() {
        match placement {
            Placement::On(sel) => {
                // Cards deploy on your own cards unless the text names the opponent's (seed
                // 003 §12: no weapons on the opponent's characters).
                let any_owner = names_owner(sel);
                for &bearer in &q.st.table {
                    if !(any_owner || q.owner(bearer) == side)
                        || !may_bear(q, bearer)
                        || q.may_not_carry(card, bearer)
                    {
                        continue;
                    }
                    let location = q.st.location_of(bearer);
                    let at = q.anchor_at(side, card, location);
                    if (q.matches(sel, bearer, &at) || q.may_deploy_aboard(card, bearer))
                        && !out
                            .iter()
                            .any(|d| matches!(d, Dest::On { card: b, .. } if *b == bearer))
                        && may_deploy_at(q, side, card, location, true)
                        // Its cost is read with the card on its bearer already ("X = 7 -
                        // the warrior's power").
                        && affordable(location, Some(i), Some(bearer))
                    {
                        out.push(Dest::On {
                            card: bearer,
                            placed_as: i as u8,
                        });
                    }
                }
            }
            Placement::Table | Placement::NearReserve(_) => {
                if may_deploy_at(q, side, card, None, false) && affordable(None, Some(i), None) {
                    out.push(Dest::Table);
                }
            }
            Placement::Insert => {
                if may_deploy_at(q, side, card, None, false) && affordable(None, Some(i), None) {
                    out.push(Dest::Insert);
                }
            }
            Placement::At { location: sel, .. } => {
                let aims = target_clause(q, card);
                for location in q.st.locations() {
                    let at = q.anchor_at(side, card, Some(location));
                    if !(q.matches(sel, location, &at)
                        && !q.immune_to(location, card)
                        && may_deploy_at(q, side, card, Some(location), false)
                        && affordable(Some(location), Some(i), None))
                    {
                        continue;
                    }
                    match aims {
                        // A card that aims at a target deploys only with one (seed 004
                        // "Effect - Utinni Effects").
                        Some(aim) => {
                            for target in q.all_matching(aim, &at) {
                                // Nor may it aim at a card on Dagobah (seed 004 "Dagobah").
                                if !dagobah_forbids(q, card, q.st.location_of(target), false) {
                                    out.push(Dest::Targeting { location, target });
                                }
                            }
                        }
                        None => out.push(Dest::At(location)),
                    }
                }
            }
        }
    }
}

/// Whether a card on table may be what another card deploys on: a card at a location, or a
/// weapon or device on one (Swilla Corey: "Deploy on a weapon to prevent theft").
fn may_bear(q: &Q, bearer: CardId) -> bool {
    match q.place(bearer) {
        Place::At { .. } => true,
        Place::On { .. } => matches!(q.bp(bearer).card_type, CardType::Weapon | CardType::Device),
        _ => false,
    }
}

/// The selector of a card's "target" clause, if it has one.
fn target_clause<'q>(q: &'q Q, card: CardId) -> Option<&'q crate::script::Sel> {
    q.bp(card)
        .script
        .as_ref()?
        .front
        .text
        .iter()
        .find_map(|a| match a {
            Ability::Target(sel) => Some(sel),
            _ => None,
        })
}

/// Deploys a card (paying its cost), then lets the players respond to it.
pub fn deploy(cx: &mut Cx, side: Side, card: CardId, to: Dest, react: bool) {
    deploy_paying(cx, side, card, to, react, DeployCost::Normal)
}

/// What deploying a card to a destination costs.
pub fn payment_for(q: &Q, side: Side, card: CardId, to: Dest) -> Payment {
    let location = match to {
        Dest::At(l) | Dest::Targeting { location: l, .. } => Some(l),
        Dest::On { card: bearer, .. } => q.st.location_of(bearer),
        _ => None,
    };
    let q = q.deploying_onto(match to {
        Dest::On { card: bearer, .. } => Some(bearer),
        _ => None,
    });
    deploy_payment(&q, side, card, location, placement_index(&q, card, to))
}

/// Which of a card's deploy clauses a deployment to a destination uses (0-based), if it has
/// such clauses: the one chosen for a card deployed on another card, else the first clause of
/// the destination's kind (at a location, or on table).
fn placement_index(q: &Q, card: CardId, to: Dest) -> Option<usize> {
    if let Dest::At(l) = to
        && holosite_dejarik(q, card, l)
    {
        return None;
    }
    // A starfighter or vehicle aboard a starship uses none of its deploy clauses.
    if let Dest::On { placed_as, .. } = to
        && !q.is_craft(card)
    {
        return Some(usize::from(placed_as));
    }
    placements(q, card).position(|(p, _)| {
        matches!(
            (p, to),
            (Placement::At { .. }, Dest::At(_) | Dest::Targeting { .. })
                | (Placement::Table | Placement::NearReserve(_), Dest::Table)
                | (Placement::Insert, Dest::Insert)
        )
    })
}

/// The ability number of the deploy clause a deployment uses, if the card has such clauses.
pub(crate) fn placement_ability(q: &Q, card: CardId, to: Dest) -> Option<u8> {
    if let Dest::At(l) = to
        && holosite_dejarik(q, card, l)
    {
        return None;
    }
    let script = q.bp(card).script.as_ref()?;
    let mut index = 0usize;
    let wanted = match to {
        Dest::On { .. } if q.is_craft(card) => return None,
        Dest::On { placed_as, .. } => Some(usize::from(placed_as)),
        _ => None,
    };
    for (num, (_, ability)) in script.abilities().enumerate() {
        let Ability::Deploy { placement, .. } = ability else {
            continue;
        };
        let fits = match (wanted, placement, to) {
            (Some(i), _, _) => i == index,
            (None, Placement::At { .. }, Dest::At(_) | Dest::Targeting { .. }) => true,
            (None, Placement::Table | Placement::NearReserve(_), Dest::Table) => true,
            (None, Placement::Insert, Dest::Insert) => true,
            _ => false,
        };
        if fits {
            return Some(num as u8);
        }
        index += 1;
    }
    None
}

/// Deploys a card, paying its cost as a text says (normally, free, or less).
pub fn deploy_paying(
    cx: &mut Cx,
    side: Side,
    card: CardId,
    to: Dest,
    react: bool,
    cost: DeployCost,
) {
    let mut payment = payment_for(&cx.q(), side, card, to);
    if let Some(num) = placement_ability(&cx.q(), card, to) {
        cx.cat.ran(card, num);
    }
    if cx.cat.bp(card).deploys_during.is_some() {
        cx.q()
            .printed_clause_ran(card, |a| matches!(a, Ability::DeployDuring(..)));
    }
    payment = cost.applied(payment);
    payment.pay(cx, side);
    let turn = cx.st.turn;
    match to {
        Dest::Row {
            index,
            convert,
            planet,
        } => {
            turn::place_location(cx, card, index, convert, planet);
        }
        Dest::At(location) => {
            cx.relocate(card, Place::At { location });
            if deploys_on_opponents_side(&cx.q(), card) {
                cx.st.card_mut(card).flags.set(Flags::OPPONENT_SIDE);
            }
            if react && cx.st.battle_location() == Some(location) {
                cx.st
                    .card_mut(card)
                    .flags
                    .set(Flags::IN_BATTLE | Flags::BATTLED_TURN);
            }
        }
        Dest::On {
            card: bearer,
            placed_as,
        } => {
            cx.relocate(card, Place::On { card: bearer });
            cx.st.card_mut(card).placed_as = placed_as;
            // "Cross spy to opponent's side. Spy is now Undercover."
            if cx.cat.bp(card).makes_undercover && cx.q().bp(bearer).is_character() {
                cx.st.card_mut(bearer).flags.set(Flags::OPPONENT_SIDE);
                cx.q()
                    .printed_clause_ran(card, |a| matches!(a, Ability::MakesBearerUndercover));
            }
        }
        Dest::Table => cx.relocate(card, Place::Table),
        Dest::Insert => {
            // Face down in the opponent's Reserve Deck: not on table, and not answered as a
            // deployment (the opponent does not know what it is).
            cx.insert(card, side.opponent());
            return;
        }
        Dest::Targeting { location, target } => {
            cx.relocate(card, Place::At { location });
            cx.st.card_mut(card).target = Some(target);
            if let Some(num) = cx.q().bp(card).script.as_ref().and_then(|s| {
                s.abilities()
                    .position(|(_, a)| matches!(a, Ability::Target(_)))
            }) {
                cx.cat.ran(card, num as u8);
            }
        }
    }
    // `placed N` reads which deploy clause was used ("… OR Deploy on any planet site").
    if let Some(i) = placement_index(&cx.q(), card, to) {
        cx.st.card_mut(card).placed_as = i.min(255) as u8;
    }
    cx.st.card_mut(card).deployed_turn = turn;
    cx.emit(What::Deployed { card, to });
    cx.respond(Trigger::Deployed { card }, side.opponent());
}

/// Whether a card deploys on the opponent's side of its location (mines).
pub fn deploys_on_opponents_side(q: &Q, card: CardId) -> bool {
    placements(q, card).any(|(p, _)| {
        matches!(
            p,
            Placement::At {
                opponents_side: true,
                ..
            }
        )
    })
}

fn spy() -> Sym {
    use std::sync::OnceLock;
    static SPY: OnceLock<Sym> = OnceLock::new();
    *SPY.get_or_init(|| Sym::new("spy"))
}

// ----- Battle (CR 9.1) -----

/// Whether a card could take part in a battle started now.
pub fn can_battle(q: &Q, card: CardId) -> bool {
    // Seed 004 "Dejarik rules": Dejariks battle at a holosite as if they were characters.
    (matches!(
        q.bp(card).card_type,
        CardType::Character | CardType::Starship | CardType::Vehicle
    ) || q.dejarik_at_holosite(card))
        && !q.st.flag(card, Flags::BATTLED_TURN)
        && !q.undercover(card)
        && !q.has_rule(card, Rule::MayNotBattle)
}

/// The Force `side` uses to initiate a battle at a location (1, CR 9.1, unless a text
/// changes it).
pub fn battle_cost(q: &Q, side: Side, location: CardId) -> i32 {
    q.fold(
        Quantity::BattleCost,
        QTarget::Player(side, Some(location)),
        1,
    )
    .max(0)
}

fn battle_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let options =
        q.st.locations()
            .filter(|&l| battle_refused(q, side, l).is_none())
            .map(Answer::Battle);
    out.extend(options);
}

/// Why `side` may not initiate a battle at `location` in its battle phase, or `None` when it
/// may (CR 9.1): once per location and turn, both sides present with the ability to battle,
/// no text forbidding it, and the Force to pay.
pub(crate) fn battle_refused(q: &Q, side: Side, location: CardId) -> Option<WhyNot> {
    if death_star_ii_sector(q, location) {
        return Some(WhyNot::DeathStarIISector { location });
    }
    if q.st.flag(location, Flags::BATTLE_HERE_TURN) {
        return Some(WhyNot::AlreadyBattledHere { location });
    }
    // The player's own characters first: that is what a player checks first.
    for s in [side, side.opponent()] {
        // Characters present and starships with whoever is aboard (CR 9.1).
        let able = q.reach_presence(
            q.table_of(s)
                .filter(|&c| matches!(q.place(c), Place::At { location: l } if l == location))
                .filter(|&c| can_battle(q, c)),
        );
        if !able {
            return Some(WhyNot::NoOneToBattle { side: s, location });
        }
    }
    if q.player_rule(Rule::MayNotInitiateBattle, side, location) {
        return Some(WhyNot::BattleForbidden { location });
    }
    let cost = battle_cost(q, side, location);
    let force = q.st.player(side).force.len() as i32;
    (cost > force).then(|| WhyNot::CannotAfford {
        cost: cost.clamp(0, 255) as u8,
        available: force.min(255) as u8,
    })
}

// ----- Move (CR 10) -----

/// What `side`'s regular move of `card` from `from` to `to` costs: 1 Force (CR 10.1), nothing
/// when a text makes it free.
pub fn move_cost(q: &Q, side: Side, card: CardId, from: CardId, to: CardId) -> u8 {
    // Landing at or taking off from a docking bay (or a launch bay, seed 001 "Star Destroyer:
    // Launch Bay") is free (Advanced Rulebook, "Landing and taking off"; core digest CR
    // 10.2): the seeds give no cost for it.
    if q.is_starship(card)
        && (q.bp(from).is_site() || q.bp(to).is_site())
        && (lands_starships(q, from) || lands_starships(q, to))
    {
        return 0;
    }
    let control = q.st.phase == Phase::Control && q.free_move_in_control(side, from, to);
    u8::from(!control && !q.free_move_of(side, card, from, to))
}

/// The free moves a location's text allows in `side`'s control phase (Mos Eisley to the
/// Cantina): each such move is the card's move of the turn, as a regular move would be.
fn control_move_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    if !q.rule_possible(Rule::FreeMoveInControl) {
        return;
    }
    for card in q.table_of(side) {
        let Place::At { location } = q.place(card) else {
            continue;
        };
        if may_move(q, card).is_err() {
            continue;
        }
        for to in q.st.locations() {
            if q.free_move_in_control(side, location, to) && !q.may_not_move_to(card, to) {
                out.push(Answer::Move { card, to });
            }
        }
    }
}

/// Whether a card may make its regular move now, or why not.
pub fn may_move(q: &Q, card: CardId) -> Result<(), Blocked> {
    let bp = q.bp(card);
    if bp.card_type == CardType::Starship {
        // Seed 001 "Starship - piloted", "Starships-movement": a pilot to move at all, a nav
        // computer too for hyperspeed.
        if !q.piloted(card) {
            return Err(Blocked::NotPiloted);
        }
        if !q.has_icon(card, swccg_cards::IconKind::NavComputer) {
            return Err(Blocked::NoNavComputer);
        }
        if q.usable_hyperspeed(card) <= 0 {
            return Err(Blocked::NoHyperspeed);
        }
    } else if let Some(kind) = bp.vehicle {
        // Seed 004 "Driver", seed 001 "Shuttle vehicles": a vehicle moves only with its
        // driver or pilot aboard (or its permanent pilot).
        if !q.piloted(card) {
            return Err(if kind == crate::catalogue::VehicleKind::Transport {
                Blocked::NotDriven
            } else {
                Blocked::NotPiloted
            });
        }
        if q.stat(card, Stat::Landspeed) <= 0 {
            return Err(Blocked::NoLandspeed);
        }
    } else if !bp.is_character() || bp.landspeed <= 0 {
        return Err(Blocked::NoLandspeed);
    }
    not_stopped(q, card)
}

/// Neither moved this turn nor stopped by a text.
pub(crate) fn not_stopped(q: &Q, card: CardId) -> Result<(), Blocked> {
    if q.undercover(card) {
        return Err(Blocked::Undercover);
    }
    if q.st.flag(card, Flags::MOVED_TURN) {
        return Err(Blocked::AlreadyMoved);
    }
    if q.has_rule(card, Rule::CannotMove) {
        return Err(Blocked::CannotMove);
    }
    Ok(())
}

fn move_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let start = out.len();
    move_options_unbarred(q, side, out);
    // A text barring a card from a location ("Cannot move to mobile sites", "opponent may not
    // move to this site") bars every kind of move there.
    if q.rule_possible(Rule::CannotMoveTo) {
        let mut moves = out.split_off(start);
        moves.retain(|a| !move_barred(q, side, a));
        out.append(&mut moves);
    }
}

/// Whether a text bars the move `answer` makes (its card, or one of the group, to a location).
fn move_barred(q: &Q, side: Side, answer: &Answer) -> bool {
    match *answer {
        Answer::Move { card, to } | Answer::Transit { card, to } => q.may_not_move_to(card, to),
        Answer::TransitGroup { from, to } => transit_group(q, side, from)
            .into_iter()
            .any(|c| q.may_not_move_to(c, to)),
        _ => false,
    }
}

fn move_options_unbarred(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let force = q.st.player(side).force.len();
    let free_pairs = q.free_move_pairs(side);
    // `side`'s vehicles and starships landed at a site, which its characters there may board,
    // found once for all its characters (most games have none).
    let vehicles: Vec<(CardId, CardId)> = q
        .table_of(side)
        .filter_map(|v| match q.place(v) {
            Place::At { location } if q.is_vehicle(v) => Some((location, v)),
            _ => landed_site(q, v).map(|site| (site, v)),
        })
        .collect();
    for card in q.table_of(side) {
        // Cargo bay moves (seed 004 "Embarking"): free, not a regular move.
        hangar_move_options(q, card, out);
        if q.in_cargo(card) {
            continue;
        }
        // Embarking and disembarking (seed 004 "Embarking"): free, not a regular move.
        if q.bp(card).is_character() && !q.has_rule(card, Rule::CannotMove) {
            if let Some(vehicle) = q.vehicle_of(card) {
                if let Some(site) = q.st.location_of(vehicle) {
                    out.push(Answer::Move { card, to: site });
                }
                // To a site aboard the vehicle (seed 001 "Sandcrawler sites"): a regular move.
                if force >= 1 && q.owner(vehicle) == side && not_stopped(q, card).is_ok() {
                    out.extend(
                        q.sites_of_craft(vehicle)
                            .map(|to| Answer::Move { card, to }),
                    );
                }
                continue;
            }
            if let Place::At { location } = q.place(card) {
                for &(_, vehicle) in vehicles.iter().filter(|(l, _)| *l == location) {
                    let (helm, passenger) = free_slots(q, card, vehicle);
                    if helm || passenger {
                        out.push(Answer::Move { card, to: vehicle });
                    }
                }
            }
        }
        if let Some(ship) = q.ship_of(card) {
            if q.bp(card).is_character() && !q.has_rule(card, Rule::CannotMove) {
                // Disembarking from a starship landed at a site (seed 004 "Disembarking"):
                // free, not a regular move.
                if let Some(site) = landed_site(q, ship) {
                    out.push(Answer::Move { card, to: site });
                }
                if force >= 1 && q.owner(ship) == side && not_stopped(q, card).is_ok() {
                    out.extend(q.sites_of_craft(ship).map(|to| Answer::Move { card, to }));
                }
                for to in docking_partners(q, ship) {
                    let (pilot, passenger) = free_slots(q, card, to);
                    if (pilot || passenger)
                        && force >= usize::from(transfer_cost(q, side, ship, to))
                    {
                        out.push(Answer::Move { card, to });
                    }
                }
            }
            continue;
        }
        let Place::At { location } = q.place(card) else {
            continue;
        };
        if q.is_starship(card) {
            // Every starship move needs a pilot aboard and the turn's move unmade.
            if may_fly(q, card).is_ok() {
                for to in q.st.locations() {
                    // A move costs 0 or 1: its cost is read only when the Force Pile is
                    // empty.
                    if starship_move_refused(q, card, location, to).is_none()
                        && (force >= 1 || move_cost(q, side, card, location, to) == 0)
                    {
                        out.push(Answer::Move { card, to });
                    }
                }
            }
            continue;
        }
        if may_move(q, card).is_err() {
            continue;
        }
        if q.is_vehicle(card) {
            for to in landspeed_destinations(q, card, location) {
                if force >= 1 || q.free_move_of(side, card, location, to) {
                    out.push(Answer::Move { card, to });
                }
            }
            if q.bp(card).cloud_car && force >= 1 {
                for to in q.st.locations() {
                    if cloud_car_move_refused(q, card, location, to).is_none() {
                        out.push(Answer::Move { card, to });
                    }
                }
            }
            transit_options(q, side, card, location, force, out);
            continue;
        }
        for to in q.st.neighbours(location) {
            if force >= 1 || q.free_move_of(side, card, location, to) {
                out.push(Answer::Move { card, to });
            }
        }
        if force >= 1
            && let Some(craft) = q.craft_of_site(location)
            && q.owner(craft) == side
            && q.bp(card).is_character()
        {
            let (pilot, passenger) = free_slots(q, card, craft);
            if pilot || passenger {
                out.push(Answer::Move { card, to: craft });
            }
        }
        // Moves a location's text allows between it and others, adjacent or not, for the
        // usual cost (still the regular move).
        if force >= 1 && q.rule_possible(Rule::MoveBetween) && q.st.phase == Phase::Move {
            for to in q.st.locations() {
                let answer = Answer::Move { card, to };
                if q.move_between(side, card, location, to) && !out.contains(&answer) {
                    out.push(answer);
                }
            }
        }
        // Free moves one way a location's text allows from it, adjacent or not.
        if q.rule_possible(Rule::FreeMoveFrom) && q.st.phase == Phase::Move {
            for to in q.st.locations() {
                let answer = Answer::Move { card, to };
                if q.free_move_from(side, card, location, to)
                    && !q.may_not_move_to(card, to)
                    && !out.contains(&answer)
                {
                    out.push(answer);
                }
            }
        }
        // Free moves a location's text allows, adjacent or not (CR 10: still the regular
        // move).
        for &(here, other, t) in free_pairs.iter() {
            let to = if here == location {
                other
            } else if other == location {
                here
            } else {
                continue;
            };
            let listed = q.st.neighbours(location).any(|n| n == to)
                && (force >= 1 || q.free_move_of(side, card, location, to));
            if !listed && !out.contains(&Answer::Move { card, to }) {
                q.cat.ran(t.r.card, t.r.num);
                out.push(Answer::Move { card, to });
            }
        }
        // A character whose landspeed is above 1 moves farther along adjacent sites.
        if force >= 1 && q.stat(card, Stat::Landspeed) > 1 {
            for to in q.st.locations() {
                let answer = Answer::Move { card, to };
                if character_reach(q, card, location, to) && !out.contains(&answer) {
                    out.push(answer);
                }
            }
        }
        transit_options(q, side, card, location, force, out);
    }
    mobile_system_options(q, side, out);
    shuttle_options(q, side, out);
    // Docking bay transit moves your cards as a group for one cost (CR 10.2).
    for from in q.st.locations() {
        if !is_docking_bay(q, from) || transit_group(q, side, from).len() < 2 {
            continue;
        }
        for to in q.st.locations() {
            // The group is the player's: the Hoth energy shield stops the Dark Side's.
            let shielded = side == Side::Dark && (q.shielded(from) || q.shielded(to));
            if to != from
                && is_docking_bay(q, to)
                && !shielded
                && force >= q.transit_cost_between(side, from, to) as usize
            {
                out.push(Answer::TransitGroup { from, to });
            }
        }
    }
}

/// Whether a location is an exterior site (vehicles deploy and move only there, CR 7.4,
/// 10.2).
pub(crate) fn is_exterior_site(q: &Q, location: CardId) -> bool {
    let bp = q.bp(location);
    bp.is_site() && bp.has_icon(swccg_cards::IconKind::Exterior)
}

/// How many adjacent steps along exterior sites a vehicle at `from` needs to reach `to`
/// (CR 10.2: a vehicle's landspeed move goes along adjacent exterior sites), if it can.
pub(crate) fn land_distance(q: &Q, from: CardId, to: CardId) -> Option<i32> {
    steps_along(q, from, to, |l| is_exterior_site(q, l))
}

/// Whether a character's regular move from `from` reaches `to` beyond the adjacent sites
/// through its landspeed ("Landspeed = 3": up to that many moves along adjacent sites).
pub(crate) fn character_reach(q: &Q, card: CardId, from: CardId, to: CardId) -> bool {
    let speed = q.stat(card, Stat::Landspeed);
    speed > 1
        && q.bp(card).is_character()
        && steps_along(q, from, to, |l| q.bp(l).is_site()).is_some_and(|d| d >= 2 && d <= speed)
}

/// How many adjacent steps through locations `along` accepts lead from `from` to `to` (which
/// `along` must accept too), if any.
fn steps_along(q: &Q, from: CardId, to: CardId, along: impl Fn(CardId) -> bool) -> Option<i32> {
    if !along(to) {
        return None;
    }
    let mut seen = vec![from];
    let mut frontier = vec![from];
    let mut steps = 0;
    while !frontier.is_empty() {
        if frontier.contains(&to) {
            return Some(steps);
        }
        steps += 1;
        let mut next = Vec::new();
        for &l in &frontier {
            for n in q.st.neighbours(l) {
                if !seen.contains(&n) && along(n) {
                    seen.push(n);
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    None
}

/// Exterior sites a vehicle at `from` reaches within its landspeed (seed 004 "Driver": a
/// vehicle's regular move, 1 Force as a character's).
fn landspeed_destinations(q: &Q, vehicle: CardId, from: CardId) -> Vec<CardId> {
    let speed = q.stat(vehicle, Stat::Landspeed);
    q.st.locations()
        .filter(|&to| {
            to != from
                && land_distance(q, from, to).is_some_and(|d| d >= 1 && d <= speed)
                && !q.may_not_move_to(vehicle, to)
        })
        .collect()
}

/// A character boards its player's vehicle, or starship landed, at its site (seed 004
/// "Embarking": free, not its regular move): at the helm when it may take it and the slot is
/// free, else as passenger.
pub fn embark(cx: &mut Cx, card: CardId, vehicle: CardId) {
    let from = cx
        .st
        .location_of(card)
        .expect("an embarking character is on table");
    let (helm, _) = free_slots(&cx.q(), card, vehicle);
    cx.relocate(card, Place::On { card: vehicle });
    cx.st.card_mut(card).placed_as = u8::from(!helm);
    cx.emit(What::Moved {
        card,
        from,
        to: vehicle,
    });
}

/// A character leaves the vehicle, or the starship landed at a site, it is aboard for that
/// site (seed 004 "Disembarking": free, not its regular move).
pub fn disembark(cx: &mut Cx, card: CardId) {
    let vehicle = cx
        .q()
        .bearer(card)
        .expect("a disembarking character is aboard");
    let site = cx.st.location_of(vehicle).expect("a vehicle is on table");
    cx.relocate(card, Place::At { location: site });
    cx.st.card_mut(card).placed_as = 0;
    cx.emit(What::Moved {
        card,
        from: vehicle,
        to: site,
    });
}

/// The moves of `side`'s mobile systems (seed 004 "Death Star"): once per turn as a regular
/// move for 1 Force, to any parsec within its hyperspeed (with a system there or not), in deep
/// space or orbiting a planet system at that parsec; going into or out of orbit at the same
/// parsec is such a move too.
fn mobile_system_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    if q.st.mobile.is_empty() || q.st.player(side).force.is_empty() {
        return;
    }
    for p in &q.st.mobile {
        let system = p.system;
        if q.owner(system) != side || q.st.flag(system, Flags::MOVED_TURN) {
            continue;
        }
        let printed = q.bp(system).mobile.map_or(0, |m| m.hyperspeed);
        // Its text's hyperspeed, as modified (R3-T6 at the Central Core).
        let speed = q
            .fold(
                Quantity::Stat(Stat::Hyperspeed),
                QTarget::Card(system),
                printed,
            )
            .max(0);
        q.printed_clause_ran(system, |a| matches!(a, Ability::MobileSystem { .. }));
        let here = i32::from(p.parsec);
        for parsec in (here - speed).max(0)..=(here + speed).min(255) {
            let planets = q.st.locations().filter(|&l| {
                l != system
                    && q.bp(l).mobile.is_none()
                    && q.bp(l).is_system()
                    && q.bp(l).has_icon(swccg_cards::IconKind::Planet)
                    && q.parsec(l) == Some(parsec)
            });
            for orbit in std::iter::once(None).chain(planets.map(Some)) {
                if (parsec, orbit) != (here, p.orbit) {
                    out.push(Answer::MoveSystem {
                        system,
                        parsec: parsec as u8,
                        orbit,
                    });
                }
            }
        }
    }
}

/// Moves a mobile system: everything at it goes along, being at it (seed 004 "Death
/// Star"); it takes its place in the row of systems at its new parsec.
fn move_system(cx: &mut Cx, side: Side, system: CardId, parsec: u8, orbit: Option<CardId>) {
    cx.use_force(side, 1);
    if let Some(p) = cx.st.mobile.iter_mut().find(|p| p.system == system) {
        p.parsec = parsec;
        p.orbit = orbit;
    }
    cx.st.card_mut(system).flags.set(Flags::MOVED_TURN);
    if let Some((r, i)) = cx.st.site_position(system) {
        cx.st.rows[r].sites.remove(i);
        let at = super::turn::row_positions(&cx.q(), system, None)
            .first()
            .map_or(0, |&(i, _)| usize::from(i));
        let row = &mut cx.st.rows[r].sites;
        row.insert(at.min(row.len()), system);
        cx.st.rows_changed();
    }
    cx.emit(What::SystemMoved {
        system,
        parsec,
        orbit,
    });
}

/// Where `card`, at `here`, may 'move away' to now, or why it may not move: for a character,
/// an adjacent site; for a starship, where its regular move reaches (hyperspeed, sectors,
/// orbits, landing); for a vehicle, where its landspeed does.
pub fn away_destinations(q: &Q, card: CardId, here: CardId) -> Result<Vec<CardId>, Blocked> {
    if q.is_starship(card) {
        may_fly(q, card)?;
        return Ok(q
            .st
            .locations()
            .filter(|&to| starship_move_refused(q, card, here, to).is_none())
            .collect());
    }
    may_move(q, card)?;
    if q.is_vehicle(card) {
        return Ok(landspeed_destinations(q, card, here));
    }
    Ok(q.st.neighbours(here).collect())
}

/// Whether a starship may make a move needing only a pilot (landing, taking off, sector
/// moves: seed 001 "Starships-movement"; between a planet and a mobile system orbiting it:
/// seed 004 "Death Star"), or why not: a pilot aboard, no regular move made
/// this turn, no text forbidding it.
pub fn may_fly(q: &Q, ship: CardId) -> Result<(), Blocked> {
    if !q.piloted(ship) {
        return Err(Blocked::NotPiloted);
    }
    not_stopped(q, ship)
}

/// Why a starship at `from` may not make its regular move to `to`, before its cost, or `None`
/// when it may; every starship move passes this one check (the move options and `why_not_move`).
///
/// - Hyperspeed between systems (seed 001 "Starships-movement"); between a planet and a
///   mobile system orbiting it, no hyperspeed (seed 004 "Death Star").
/// - Landing and taking off: a starfighter between a planet system and an exterior site of
///   that planet, either way. Seed 001 names the move without saying where; we follow the
///   Advanced Rulebook ("Landing and taking off": any related exterior site, docking bays
///   included). Capital starships never land. When the planet has cloud sectors, the move goes
///   through them instead: between the lowest cloud sector and an exterior site (seed 003
///   §3b).
/// - Sector moves (seed 003 §3): between a system and the sector next to it of each kind;
///   from sector to sector of one kind, one for a capital starship, up to two for a
///   starfighter; a starfighter between Big One and the Asteroid Cave / Space Slug Belly site
///   (§3a). Capital starships never enter cloud sectors (§3b; those that "deploy and move like
///   a starfighter" are not told apart yet). Sectors have no parsec number: no hyperspeed to or
///   from them.
/// - A landed starfighter (seed 001 "Starship – landed") only takes off: it never moves to an
///   adjacent site nor uses docking bay transit.
pub(crate) fn starship_move_refused(
    q: &Q,
    ship: CardId,
    from: CardId,
    to: CardId,
) -> Option<WhyNot> {
    let (f, t) = (q.bp(from), q.bp(to));
    let capital = q.flies_as_capital(ship);
    if to == from {
        return Some(WhyNot::NotAdjacent { from, to });
    }
    if f.is_system() && t.is_system() {
        // Seed 004 "Death Star": between a planet and a mobile system orbiting it, for a
        // normal use of the Force with a pilot and no hyperspeed.
        if q.orbit_partners(from).any(|p| p == to) {
            return may_fly(q, ship)
                .err()
                .map(|blocked| WhyNot::CannotMove { blocked });
        }
        // Seed 001 "Starship - piloted": a squadron needs 3 pilots and 3 nav computers.
        if q.bp(ship).squadron.is_some()
            && q.piloted(ship)
            && let Some((pilots, nav_computers)) = q.squadron_crew_short(ship)
        {
            return Some(WhyNot::SquadronCrew {
                pilots,
                nav_computers,
            });
        }
        if let Err(blocked) = may_move(q, ship) {
            return Some(WhyNot::CannotMove { blocked });
        }
        let Some(distance) = parsec_distance(q, from, to) else {
            return Some(WhyNot::NotASystem { location: to });
        };
        let hyperspeed = q.usable_hyperspeed(ship);
        return (distance > hyperspeed).then(|| WhyNot::TooFar {
            to,
            distance: distance.clamp(0, 255) as u8,
            hyperspeed: hyperspeed.clamp(0, 255) as u8,
        });
    }
    if let Err(blocked) = may_fly(q, ship) {
        return Some(WhyNot::CannotMove { blocked });
    }
    if f.is_site() && t.is_site() {
        return Some(WhyNot::LandedCannotMove { to });
    }
    // The Hoth energy shield: Dark Side starships neither land at nor take off from a
    // shielded site.
    if let Some(site) = shield_stops(q, ship, from, to) {
        return Some(WhyNot::HothShield { location: site });
    }
    // Seed 001 "Star Destroyer: Launch Bay": starships land at it and take off from it as at
    // a docking bay, from and to where its Star Destroyer is.
    if f.is_site() != t.is_site() {
        let (site, air) = if t.is_site() { (to, from) } else { (from, to) };
        if launch_bay(q, site) {
            if capital {
                return Some(WhyNot::CapitalCannotLand { location: site });
            }
            let below = q.craft_of_site(site).and_then(|c| q.st.location_of(c));
            return (below != Some(air)).then_some(WhyNot::NotAdjacent { from, to });
        }
    }
    // Seed 003 §3a: a starfighter at Big One lands at the Big One site related to it, and
    // takes off from it to Big One only.
    if f.big_one_site || t.big_one_site {
        let (site, air) = if t.big_one_site {
            (to, from)
        } else {
            (from, to)
        };
        if capital {
            return Some(WhyNot::CapitalCannotLand { location: site });
        }
        let related = q.bp(air).big_one
            && q.planet(air)
                .is_some_and(|p| q.planet(site) == Some(format!("{p}: Big One").as_str()));
        return (!related).then_some(WhyNot::NotAdjacent { from, to });
    }
    let planet = q.planet(from);
    if planet.is_none() || planet != q.planet(to) {
        return Some(if f.is_sector() || t.is_sector() {
            WhyNot::SectorNoParsec {
                location: if t.is_sector() { to } else { from },
            }
        } else {
            WhyNot::NotAdjacent { from, to }
        });
    }
    let planet = planet.unwrap_or_default();
    // Landing or taking off: `site` is the site end, `air` the other.
    if f.is_site() || t.is_site() {
        let (site, air) = if t.is_site() { (to, from) } else { (from, to) };
        if capital {
            return Some(WhyNot::CapitalCannotLand { location: site });
        }
        let (s, a) = (q.bp(site), q.bp(air));
        let allowed = if !s.has_icon(swccg_cards::IconKind::Exterior) {
            false
        } else if a.is_system() {
            if q.lowest_cloud(planet).is_some() {
                return Some(WhyNot::CloudsInBetween { location: site });
            }
            true
        } else {
            a.sector == Some(SectorKind::Cloud) && q.lowest_cloud(planet) == Some(air)
        };
        return (!allowed).then_some(WhyNot::NotAdjacent { from, to });
    }
    // Between a system and a sector, or two sectors of a planet.
    let Some(kind) = t.sector.or(f.sector) else {
        return Some(WhyNot::NotAdjacent { from, to });
    };
    if kind == SectorKind::Cloud && capital {
        return Some(WhyNot::CapitalNotInClouds {
            location: if t.is_sector() { to } else { from },
        });
    }
    if kind == SectorKind::Other || (f.is_sector() && t.is_sector() && f.sector != t.sector) {
        return Some(WhyNot::NotAdjacent { from, to });
    }
    let chain = q.sectors(planet, kind);
    let pos = |l: CardId| chain.iter().position(|&c| c == l);
    match (pos(from), pos(to)) {
        (Some(a), Some(b)) => {
            let max = if capital { 1 } else { 2 };
            let sectors = a.abs_diff(b);
            (sectors > max).then(|| WhyNot::SectorsTooFar {
                to,
                sectors: sectors.min(255) as u8,
                max: max as u8,
            })
        }
        (Some(0), None) | (None, Some(0)) => None,
        _ => Some(WhyNot::NotAdjacent { from, to }),
    }
}

/// Why a cloud car at `from` may not make a cloud sector move to `to` (seed 003 §3b), or
/// `None` when it may: like a starfighter, up to two cloud sectors for 1 Force, and between
/// the lowest cloud sector and an exterior site of its planet; never to or from the system,
/// nor to another kind of sector (§3a: no cloud car at asteroid sectors). Its moves between
/// sites are landspeed moves, not these.
pub(crate) fn cloud_car_move_refused(
    q: &Q,
    car: CardId,
    from: CardId,
    to: CardId,
) -> Option<WhyNot> {
    let (f, t) = (q.bp(from), q.bp(to));
    let cloud = Some(SectorKind::Cloud);
    if (t.is_sector() && t.sector != cloud) || (f.is_sector() && f.sector != cloud) {
        return Some(WhyNot::SectorNeedsStarship {
            location: if t.is_sector() { to } else { from },
        });
    }
    if !(f.is_sector() || t.is_sector()) || f.is_system() || t.is_system() {
        return Some(WhyNot::NotAdjacent { from, to });
    }
    starship_move_refused(q, car, from, to)
}

/// The parsec distance between two systems, if both are systems with parsec numbers.
pub(crate) fn parsec_distance(q: &Q, from: CardId, to: CardId) -> Option<i32> {
    if !(q.bp(from).is_system() && q.bp(to).is_system()) {
        return None;
    }
    Some((q.parsec(from)? - q.parsec(to)?).abs())
}

/// Whether a starship has ship-docking capability (printed among its characteristics).
pub(crate) fn ship_docking(q: &Q, ship: CardId) -> bool {
    use std::sync::OnceLock;
    static WORD: OnceLock<Sym> = OnceLock::new();
    q.bp(ship)
        .has_word(*WORD.get_or_init(|| Sym::new("ship-docking capability")))
}

/// The owner's other starships at a starship's location that it may dock with (seed 001
/// "Ship-docking capability": one of the two has it).
pub(crate) fn docking_partners(q: &Q, ship: CardId) -> Vec<CardId> {
    let Place::At { location } = q.place(ship) else {
        return Vec::new();
    };
    q.starships_at(q.owner(ship), location)
        .filter(|&other| other != ship && (ship_docking(q, ship) || ship_docking(q, other)))
        .collect()
}

/// What `side` pays to transfer a character between two docked starships: 1 Force for the
/// docking (CR 10.2), nothing when a text frees transfers to or from one of them (Star
/// Destroyer: Launch Bay).
pub(crate) fn transfer_cost(q: &Q, side: Side, from: CardId, to: CardId) -> u8 {
    u8::from(!(q.transfers_free(side, from) || q.transfers_free(side, to)))
}

/// Moves a character aboard one starship to another docked with it (seed 001 "Ship-docking
/// capability", "movement - unlimited - moving between docked starships"): 1 Force for the
/// docking (CR 10.2) unless a text frees it, into a pilot slot when it can pilot and one is
/// free, else a passenger slot; not its regular move.
pub fn transfer(cx: &mut Cx, card: CardId, to: CardId) {
    let side = cx.q().owner(card);
    let from = cx
        .q()
        .ship_of(card)
        .expect("a transferred character is aboard");
    let (pilot, _) = free_slots(&cx.q(), card, to);
    let cost = transfer_cost(&cx.q(), side, from, to);
    cx.use_force(side, cost);
    cx.relocate(card, Place::On { card: to });
    cx.st.card_mut(card).placed_as = u8::from(!pilot);
    cx.emit(What::Moved { card, from, to });
}

// ----- Starship sites (seed 001 "Starship sites") -----

/// Whether moving `card` to `to` goes between a starship site and the starship it is aboard:
/// a character at the site going aboard the starship card, or one aboard the starship going
/// to one of its sites.
pub(crate) fn craft_site_move(q: &Q, card: CardId, to: CardId) -> bool {
    let craft = |c: CardId| q.is_starship(c) || q.is_vehicle(c);
    match q.place(card) {
        Place::At { location } => craft(to) && q.craft_of_site(location) == Some(to),
        Place::On { card: ship } => craft(ship) && q.craft_of_site(to) == Some(ship),
        _ => false,
    }
}

/// The player of a starship or vehicle moves a character of his between one of its sites and
/// the craft's card, capacity permitting (seed 001 "Starship sites", "Sandcrawler sites"): a
/// regular move, for 1 Force (core digest CR 10.2). Aboard, it takes a pilot (or driver) slot
/// when it can take the helm and one is free, else a passenger slot.
fn craft_site_move_perform(cx: &mut Cx, side: Side, card: CardId, to: CardId) {
    let from = cx.st.location_of(card).expect("a moving card is on table");
    cx.use_force(side, 1);
    if !cx.q().bp(to).is_location() {
        let (pilot, _) = free_slots(&cx.q(), card, to);
        cx.relocate(card, Place::On { card: to });
        cx.st.card_mut(card).placed_as = u8::from(!pilot);
    } else {
        cx.relocate(card, Place::At { location: to });
        cx.st.card_mut(card).placed_as = 0;
    }
    cx.st.card_mut(card).flags.set(Flags::MOVED_TURN);
    cx.emit(What::Moved { card, from, to });
    cx.respond(Trigger::Moved { card, from, to }, side.opponent());
}

/// The docking bay transits of `card`, a character or vehicle of `side` at `location` (CR
/// 10.2: from a docking bay to any other, at the cost the bays print). A vehicle carries the
/// characters aboard, who do not move themselves (core digest CR 14.12); a text barring the
/// card from a location ("Cannot move to mobile sites") bars the transit there too.
fn transit_options(
    q: &Q,
    side: Side,
    card: CardId,
    location: CardId,
    force: usize,
    out: &mut Vec<Answer>,
) {
    if !is_docking_bay(q, location) {
        return;
    }
    for to in q.st.locations() {
        if to != location
            && is_docking_bay(q, to)
            && force >= q.transit_cost_between(side, location, to) as usize
            && shield_stops(q, card, location, to).is_none()
            && !q.may_not_move_to(card, to)
        {
            out.push(Answer::Transit { card, to });
        }
    }
}

/// `side`'s cards at a docking bay that may make their regular move now: its characters and
/// vehicles (CR 10.2), the characters aboard a vehicle going with it.
fn transit_group(q: &Q, side: Side, from: CardId) -> Vec<CardId> {
    q.st.table
        .iter()
        .copied()
        .filter(|&c| {
            q.owner(c) == side
                && matches!(q.place(c), Place::At { location } if location == from)
                && (q.bp(c).is_character() || q.is_vehicle(c))
                && may_move(q, c).is_ok()
        })
        .collect()
}

/// Whether a location is a docking bay (docking bay transit goes between two of them).
pub(crate) fn is_docking_bay(q: &Q, location: CardId) -> bool {
    q.bp(location).has_word(docking_bay())
}

/// A launch bay: a site aboard a Star Destroyer that is no docking bay (no docking bay transit
/// from it, no text about docking bays reads it), where starships deploy, land and take off as
/// at one (seed 001 "Star Destroyer: Launch Bay").
pub(crate) fn launch_bay(q: &Q, location: CardId) -> bool {
    let bp = q.bp(location);
    bp.craft_kind.is_some()
        && bp.has_icon(swccg_cards::IconKind::Starship)
        && bp.title.ends_with("Launch Bay")
}

/// The site a starship has landed at (seed 001 "Starship – landed"), if it is at one.
pub(crate) fn landed_site(q: &Q, ship: CardId) -> Option<CardId> {
    match q.place(ship) {
        Place::At { location } if q.is_starship(ship) && q.bp(location).is_site() => Some(location),
        _ => None,
    }
}

/// Whether moving `card` to `to` is boarding a landed starship: a character at a site going
/// aboard a starship landed there, or one aboard a landed starship going to its site (seed
/// 004 "Embarking", "Disembarking": characters embark on and disembark from their
/// starfighters as from their vehicles, free, not a regular move).
pub(crate) fn landed_boarding(q: &Q, card: CardId, to: CardId) -> bool {
    q.bp(card).is_character()
        && match q.place(card) {
            Place::At { location } => landed_site(q, to) == Some(location),
            Place::On { card: ship } => landed_site(q, ship) == Some(to),
            _ => false,
        }
}

/// Whether starships deploy, land and take off at a site: a docking bay or a launch bay.
pub(crate) fn lands_starships(q: &Q, location: CardId) -> bool {
    is_docking_bay(q, location) || launch_bay(q, location)
}

fn docking_bay() -> Sym {
    use std::sync::OnceLock;
    static DB: OnceLock<Sym> = OnceLock::new();
    *DB.get_or_init(|| Sym::new("docking bay"))
}

// ----- Shuttling (CR 10.2; seed 003 §3; seed 004 "Dagobah", "Death Star") -----

/// The two ends of a shuttle move of `card` to `to`, when it is one: `(ship, system, site)`,
/// a character aboard (or a vehicle carried by) a starship at a system going down to a site,
/// or one at a site going up aboard a starship at a system.
pub(crate) fn shuttle_ends(q: &Q, card: CardId, to: CardId) -> Option<(CardId, CardId, CardId)> {
    let bp = q.bp(card);
    if !(bp.is_character() || bp.vehicle.is_some()) {
        return None;
    }
    let system_of = |ship: CardId| match q.place(ship) {
        Place::At { location } if q.bp(location).is_system() => Some(location),
        _ => None,
    };
    match q.place(card) {
        Place::On { card: ship } if q.is_starship(ship) && q.bp(to).is_site() => {
            Some((ship, system_of(ship)?, to))
        }
        Place::At { location: site } if q.bp(site).is_site() && q.is_starship(to) => {
            Some((to, system_of(to)?, site))
        }
        _ => None,
    }
}

/// Cloud sectors between a system and its sites: each adds 1 to shuttling (seed 003 §3).
fn cloud_sectors(q: &Q, system: CardId) -> usize {
    q.st.locations()
        .filter(|&l| q.bp(l).sector == Some(SectorKind::Cloud) && q.same_planet(l, system))
        .count()
}

/// What a shuttle move costs: 1, plus 1 per cloud sector of the system (seed 003 §3); nothing
/// for a card a text lets shuttle free.
pub(crate) fn shuttle_cost(q: &Q, card: CardId, system: CardId) -> u8 {
    if q.has_rule(card, Rule::ShuttlesFree) {
        return 0;
    }
    (1 + cloud_sectors(q, system)).min(255) as u8
}

/// Why `side` may not shuttle `card` between `ship` (at `system`) and `site` in its move
/// phase, before its cost (CR 10.2): a regular move, to or from the player's own capital
/// starship, and an exterior site of the system's planet; never to or from Dagobah (seed 004
/// "Dagobah"); at the Death Star only through Docking Bay 327 (seed 004 "Death Star"). Going
/// up, the starship needs a free slot for the card. A vehicle needs no pilot to be shuttled
/// (seed 001 "Shuttle vehicles").
pub(crate) fn shuttle_refused(
    q: &Q,
    side: Side,
    card: CardId,
    (ship, system, site): (CardId, CardId, CardId),
) -> Option<WhyNot> {
    if !q.bp(ship).capital || q.owner(ship) != side {
        return Some(WhyNot::ShuttleNeedsCapital { ship });
    }
    if let Some(why) = shuttle_site_refused(q, system, site) {
        return Some(why);
    }
    if let Some(site) = shield_stops(q, card, system, site) {
        return Some(WhyNot::HothShield { location: site });
    }
    if let Err(blocked) = not_stopped(q, card) {
        return Some(WhyNot::CannotMove { blocked });
    }
    // Going up: a free slot aboard.
    if q.place(card) != (Place::On { card: ship }) {
        if q.is_vehicle(card) {
            if let Some(why) = cargo_slot_refused(q, card, ship) {
                return Some(why);
            }
        } else if free_slots(q, card, ship) == (false, false) {
            return Some(WhyNot::NoCapacity { ship });
        }
    }
    None
}

/// Why a shuttle may not go between `system` and `site` whoever shuttles, or `None` when it
/// may (CR 10.2): an exterior site of the system's planet; never to or from Dagobah (seed 004
/// "Dagobah"); at the Death Star only its Docking Bay 327 (seed 004 "Death Star").
pub(crate) fn shuttle_site_refused(q: &Q, system: CardId, site: CardId) -> Option<WhyNot> {
    if !q.bp(system).is_system() || !q.same_planet(system, site) {
        return Some(WhyNot::ShuttleNotRelated { system, site });
    }
    if q.bp(system).dagobah || q.bp(site).dagobah {
        return Some(WhyNot::ShuttleDagobah { location: site });
    }
    if q.bp(system).mobile.is_some() {
        if !q.bp(site).named(docking_bay_327()) {
            return Some(WhyNot::ShuttleDeathStar { site });
        }
    } else if !is_exterior_site(q, site) {
        return Some(WhyNot::ShuttleNotRelated { system, site });
    }
    None
}

fn docking_bay_327() -> Sym {
    use std::sync::OnceLock;
    static DB: OnceLock<Sym> = OnceLock::new();
    *DB.get_or_init(|| Sym::new("Death Star: Docking Bay 327"))
}

/// The shuttle moves of `side`'s cards it can pay for: down from its capital starships at
/// systems, up from exterior sites to them.
fn shuttle_options(q: &Q, side: Side, out: &mut Vec<Answer>) {
    let carriers: Vec<CardId> = q
        .table_of(side)
        .filter(|&c| {
            q.is_starship(c)
                && q.bp(c).capital
                && matches!(q.place(c), Place::At { location } if q.bp(location).is_system())
        })
        .collect();
    if carriers.is_empty() {
        return;
    }
    let force = q.st.player(side).force.len();
    let mut try_move = |card: CardId, to: CardId| {
        if let Some(ends) = shuttle_ends(q, card, to)
            && q.owner(card) == side
            && shuttle_refused(q, side, card, ends).is_none()
            && force >= usize::from(shuttle_cost(q, card, ends.1))
        {
            out.push(Answer::Move { card, to });
        }
    };
    for &ship in &carriers {
        let Some(system) = q.st.location_of(ship) else {
            continue;
        };
        let sites: Vec<CardId> =
            q.st.locations()
                .filter(|&l| q.bp(l).is_site() && q.same_planet(l, system))
                .collect();
        for card in q.attached(ship).collect::<Vec<_>>() {
            for &site in &sites {
                try_move(card, site);
            }
        }
        for &site in &sites {
            for card in q.at(site).collect::<Vec<_>>() {
                if matches!(q.place(card), Place::At { .. }) {
                    try_move(card, ship);
                }
            }
        }
    }
}

/// Shuttles `card` to `to` (CR 10.2): pays, then moves down to the site or up aboard the
/// starship (a character takes a pilot slot when it may, else a passenger one); its regular
/// move of the turn.
pub fn shuttle(cx: &mut Cx, side: Side, card: CardId, to: CardId) {
    let Some((ship, system, _)) = shuttle_ends(&cx.q(), card, to) else {
        return;
    };
    let cost = shuttle_cost(&cx.q(), card, system);
    if cx.q().is_starship(to) {
        let from = cx
            .st
            .location_of(card)
            .expect("a shuttled card is on table");
        let pilot = cx.q().bp(card).is_character() && free_slots(&cx.q(), card, ship).0;
        cx.use_force(side, cost);
        cx.relocate(card, Place::On { card: ship });
        cx.st.card_mut(card).placed_as = u8::from(!pilot);
        cx.st.card_mut(card).flags.set(Flags::MOVED_TURN);
        cx.emit(What::Moved { card, from, to });
        cx.respond(Trigger::Moved { card, from, to }, side.opponent());
    } else {
        move_card(cx, side, card, to, cost);
    }
}

/// A regular move: pay, move (with everything deployed on the card), then responses.
/// Whether a move is a starship's move through hyperspace: between two systems by its
/// hyperspeed (not between a planet and a mobile system orbiting it).
pub fn hyperspace_move(q: &Q, card: CardId, to: CardId) -> bool {
    q.is_starship(card)
        && q.st.location_of(card).is_some_and(|from| {
            q.bp(from).is_system()
                && q.bp(to).is_system()
                && !q.orbit_partners(from).any(|p| p == to)
        })
}

/// A starship's move through hyperspace, a regular move or one a text makes ("move away"):
/// the opponent may answer it as it is about to happen (`Trigger::AboutToHyperspace`); then
/// it moves, paying its cost, if it still may.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HyperspaceMove {
    pub side: Side,
    pub card: CardId,
    pub from: CardId,
    pub to: CardId,
    pub announced: bool,
}

impl HyperspaceMove {
    pub fn step(mut self, cx: &mut Cx) {
        let (side, card, from, to) = (self.side, self.card, self.from, self.to);
        if !self.announced {
            self.announced = true;
            cx.push(Frame::Hyperspace(self));
            cx.respond(
                Trigger::AboutToHyperspace { card, from, to },
                side.opponent(),
            );
            return;
        }
        if cx.st.place(card) != (Place::At { location: from }) {
            return;
        }
        let q = cx.q();
        if starship_move_refused(&q, card, from, to).is_some() {
            let why = may_move(&q, card).err().unwrap_or(Blocked::CannotMove);
            cx.emit(What::StayedBehind { card, why });
            return;
        }
        let cost = move_cost(&q, side, card, from, to);
        move_card(cx, side, card, to, cost);
        // A starship a text moves away from a battle (Hyper Escape) leaves it.
        cx.st.card_mut(card).flags.clear(Flags::IN_BATTLE);
    }
}

/// Where `card` goes, and for what Force, if it follows `leader` now: to the leader's
/// location, as its own move would go there (a starship: within its hyperspeed between
/// systems, piloted, not moved this turn), its player able to pay. Only starships follow yet.
pub(crate) fn follow_move(q: &Q, card: CardId, leader: CardId) -> Option<(CardId, u8)> {
    let (from, to) = (q.st.location_of(card)?, q.st.location_of(leader)?);
    if !q.is_starship(card) || !matches!(q.place(card), Place::At { .. }) {
        return None;
    }
    if starship_move_refused(q, card, from, to).is_some() {
        return None;
    }
    let side = q.owner(card);
    let cost = move_cost(q, side, card, from, to);
    (q.st.player(side).force.len() >= usize::from(cost)).then_some((to, cost))
}

pub fn move_card(cx: &mut Cx, side: Side, card: CardId, to: CardId, cost: u8) {
    let from = cx.st.location_of(card).expect("a moving card is on table");
    cx.use_force(side, cost);
    cx.relocate(card, Place::At { location: to });
    cx.st.card_mut(card).flags.set(Flags::MOVED_TURN);
    cx.emit(What::Moved { card, from, to });
    cx.respond(Trigger::Moved { card, from, to }, side.opponent());
}

// ----- Cargo bays (seed 001 "Starship - deploying on or aboard", "Starship - starfighter -
// deployment", "Starship – landed"; seed 004 "Embarking", "Disembarking") -----

/// What slot a card takes in a starship's cargo bay: a vehicle a vehicle slot, a starfighter a
/// starfighter slot (a TIE also a TIE slot); capital starships and squadrons take none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cargo {
    Vehicle,
    Starfighter { tie: bool },
}

pub(crate) fn cargo_kind(q: &Q, card: CardId) -> Option<Cargo> {
    let bp = q.bp(card);
    if bp.vehicle.is_some() {
        return Some(Cargo::Vehicle);
    }
    let class = bp.subtype.split(':').next().unwrap_or("");
    (bp.card_type == CardType::Starship && class.trim().eq_ignore_ascii_case("starfighter")).then(
        || Cargo::Starfighter {
            tie: bp.has_word(tie()),
        },
    )
}

fn tie() -> Sym {
    use std::sync::OnceLock;
    static TIE: OnceLock<Sym> = OnceLock::new();
    *TIE.get_or_init(|| Sym::new("tie"))
}

/// Why `card` finds no free slot of its kind aboard `ship`, or `None` when one is free: the
/// one check of slots for deploying aboard and embarking (seed 001 "Capacity"). Starfighters
/// go aboard capital starships only (seed 001 "Starship - starfighter - deployment"), into
/// starfighter slots ("TIEs" take only TIEs); vehicles into vehicle slots.
fn cargo_slot_refused(q: &Q, card: CardId, ship: CardId) -> Option<WhyNot> {
    let kind = cargo_kind(q, card);
    if !q.is_starship(ship)
        || (matches!(kind, Some(Cargo::Starfighter { .. })) && !q.bp(ship).capital)
    {
        return Some(WhyNot::NotACarrier { ship });
    }
    let cap = q.bp(ship).capacity;
    let slots = match kind {
        Some(Cargo::Vehicle) => cap.vehicles,
        Some(Cargo::Starfighter { tie }) if tie || !cap.ties_only => cap.starfighters,
        _ => 0,
    };
    if slots == 0 {
        return Some(WhyNot::NoSlotOfKind { ship });
    }
    q.printed_clause_ran(ship, |a| matches!(a, Ability::Capacity(_)));
    let same_kind = |c: CardId| {
        matches!(
            (cargo_kind(q, c), kind),
            (Some(Cargo::Vehicle), Some(Cargo::Vehicle))
                | (
                    Some(Cargo::Starfighter { .. }),
                    Some(Cargo::Starfighter { .. })
                )
        )
    };
    let taken = q
        .attached(ship)
        .filter(|&c| c != card && q.carried(c) && same_kind(c))
        .count();
    (taken >= usize::from(slots)).then_some(WhyNot::SlotsFull { ship })
}

/// Why `side` may not deploy `card` (a starfighter or vehicle) aboard `ship`, before its cost:
/// its own starship, at a location, a free slot of its kind, then the rules of the location
/// (presence or Force icons, seed 001 "Starship - deploying on or aboard") and its own text. A
/// starfighter goes aboard empty or with its permanent pilot.
pub(crate) fn cargo_deploy_refused(
    q: &Q,
    side: Side,
    card: CardId,
    ship: CardId,
) -> Option<WhyNot> {
    if !q.is_starship(ship) {
        return Some(WhyNot::NotACarrier { ship });
    }
    if q.owner(ship) != side {
        return Some(WhyNot::NotYourStarship { ship });
    }
    let Place::At { location } = q.place(ship) else {
        return Some(WhyNot::NotACarrier { ship });
    };
    if let Some(why) = cargo_slot_refused(q, card, ship) {
        return Some(why);
    }
    if death_star_ii_sector(q, location) {
        return Some(WhyNot::DeathStarIISector { location });
    }
    craft_place_refused(q, side, card, location)
}

/// Where a starfighter or vehicle of `side` may deploy aboard: one entry per starship of the
/// player with a free slot of its kind, when its cost is `affordable`.
fn cargo_options(
    q: &Q,
    side: Side,
    card: CardId,
    affordable: &dyn Fn(Option<CardId>, Option<usize>, Option<CardId>) -> bool,
    out: &mut Vec<Dest>,
) {
    if cargo_kind(q, card).is_none() {
        return;
    }
    for ship in q.table_of(side).filter(|&c| q.is_starship(c)) {
        if cargo_deploy_refused(q, side, card, ship).is_none()
            && affordable(q.st.location_of(ship), None, Some(ship))
        {
            out.push(Dest::On {
                card: ship,
                placed_as: 0,
            });
        }
    }
}

/// Whether a move answer is a cargo bay move: a starfighter or vehicle embarking aboard a
/// starship or launching from one, or a character moving between a carrier and a craft it
/// carries.
pub(crate) fn hangar_move(q: &Q, card: CardId, to: CardId) -> bool {
    (q.is_craft(card) && (q.carried(card) || q.is_starship(to))) || crew_pair(q, card, to)
}

/// A character aboard a carried craft and its carrier, or aboard a carrier and a craft it
/// carries (seed 004 "Embarking": the occupants move between them).
fn crew_pair(q: &Q, card: CardId, to: CardId) -> bool {
    q.bp(card).is_character()
        && q.craft_of(card).is_some_and(|x| {
            (q.carried(x) && q.bearer(x) == Some(to)) || (q.carried(to) && q.bearer(to) == Some(x))
        })
}

/// Why a starfighter or vehicle may not embark aboard `to` or launch from its carrier to `to`
/// now, or a character move between a carrier and a craft it carries, or `None` when it may:
/// the one check of the move options and `why_not_move` for cargo bay moves (seed 004
/// "Embarking", "Disembarking": free, not a regular move; seed 001 "Starships-movement": a
/// pilot aboard, no nav computer needed). A carried craft launches to its carrier's location
/// only, a vehicle to an exterior site (or a cloud car to a cloud sector).
pub(crate) fn hangar_move_refused(q: &Q, card: CardId, to: CardId) -> Option<WhyNot> {
    if q.has_rule(card, Rule::CannotMove) {
        return Some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove,
        });
    }
    if q.bp(card).is_character() {
        if !crew_pair(q, card, to) {
            return Some(WhyNot::HangarElsewhere { ship: to });
        }
        let (helm, passenger) = free_slots(q, card, to);
        return (!(helm || passenger)).then_some(WhyNot::NoCapacity { ship: to });
    }
    if !q.piloted(card) {
        let transport = q.bp(card).vehicle == Some(crate::catalogue::VehicleKind::Transport);
        return Some(WhyNot::CannotMove {
            blocked: if transport {
                Blocked::NotDriven
            } else {
                Blocked::NotPiloted
            },
        });
    }
    if let Some(ship) = q.bearer(card).filter(|_| q.carried(card)) {
        if q.place(ship) != (Place::At { location: to }) {
            return Some(WhyNot::HangarElsewhere { ship });
        }
        let cloud = q.bp(card).cloud_car && q.bp(to).sector == Some(SectorKind::Cloud);
        if q.is_vehicle(card) && !cloud && !is_exterior_site(q, to) {
            return Some(WhyNot::NotExteriorSite { location: to });
        }
        return None;
    }
    if !q.is_starship(to) || q.owner(to) != q.owner(card) {
        return Some(WhyNot::NotYourStarship { ship: to });
    }
    let Place::At { location } = q.place(card) else {
        return Some(WhyNot::HangarElsewhere { ship: to });
    };
    if q.place(to) != (Place::At { location }) {
        return Some(WhyNot::HangarElsewhere { ship: to });
    }
    cargo_slot_refused(q, card, to)
}

/// The cargo bay moves of a card of its player (all free): embarking aboard a starship at its
/// location, launching from its carrier, and a character's moves between a carrier and the
/// crafts it carries.
fn hangar_move_options(q: &Q, card: CardId, out: &mut Vec<Answer>) {
    let mut candidates: Vec<CardId> = Vec::new();
    if q.bp(card).is_character() {
        if let Some(x) = q.craft_of(card) {
            candidates.extend(q.bearer(x).filter(|_| q.carried(x)));
            candidates.extend(q.attached(x).filter(|&c| q.carried(c)));
        }
    } else if q.is_craft(card) {
        match q.place(card) {
            Place::At { location } => candidates.extend(
                q.starships_at(q.owner(card), location)
                    .filter(|&s| s != card),
            ),
            Place::On { card: ship } if q.carried(card) => {
                candidates.extend(q.st.location_of(ship))
            }
            _ => {}
        }
    }
    for to in candidates {
        if hangar_move_refused(q, card, to).is_none() {
            out.push(Answer::Move { card, to });
        }
    }
}

/// Performs a cargo bay move: a craft embarks or launches, or a character moves between a
/// carrier and a craft it carries (into the helm when it may take it and it is free). Free,
/// not a regular move.
pub fn hangar_move_perform(cx: &mut Cx, card: CardId, to: CardId) {
    let q = cx.q();
    let from = q
        .bearer(card)
        .or_else(|| q.st.location_of(card))
        .expect("a moving card is on table");
    let (place, placed_as) = if q.is_starship(to) {
        let (helm, _) = free_slots(&q, card, to);
        (
            Place::On { card: to },
            u8::from(q.bp(card).is_character() && !helm),
        )
    } else if q.is_craft(to) {
        let (helm, _) = free_slots(&q, card, to);
        (Place::On { card: to }, u8::from(!helm))
    } else {
        (Place::At { location: to }, 0)
    };
    cx.relocate(card, place);
    cx.st.card_mut(card).placed_as = placed_as;
    cx.emit(What::Moved { card, from, to });
}
