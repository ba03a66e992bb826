//! The clause grammar: sentences of printed game text turned into lines and action blocks of
//! the card language.
//!
//! Each pattern reads one kind of sentence whole (a modifier such as "Power +4 when
//! defending a battle", a rule such as "Cannot move", a deployment such as "Use 2 Force to
//! deploy on your warrior", an action such as "Once per game, may take ... into hand from
//! Reserve Deck; reshuffle") and fails on anything else; a sentence no pattern reads makes
//! its card undraftable. Noun phrases inside a sentence go to [`super::nouns`]. An
//! interrupt's mode (one portion, one alternative) becomes one `interrupt` block: its opening
//! gives when it is played, its verbs the steps.
//!
//! Patterns never guess: a word the grammar does not know, a parenthetical remark it cannot
//! say, or a construct the language lacks leaves the sentence unread.

use super::nouns::{And, Nouns, W, find_pat, join_raw, number, pat, unit, whole, words};
use super::sentences::{Mode, Portion, Sentence};
use swccg_cards::{CardType, Side};

/// One clause of a draft: a line, or an action header with its steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Line(String),
    Action { header: String, steps: Vec<String> },
}

/// Which part of a card a text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartKind {
    /// The text of a card that is not a location.
    Text,
    /// A location's text for one side's player.
    Location,
}

/// What the grammar knows of the card whose text it reads.
#[derive(Clone, Copy, Debug)]
pub struct Ctx<'a> {
    pub nouns: Nouns<'a>,
    pub card_type: CardType,
    /// The card's side (whose cards "your" names in its text).
    pub side: Side,
    pub part: PartKind,
}

/// The first sentence the grammar could not read, as printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub clause: String,
}

fn unreadable(s: &Sentence) -> Unreadable {
    Unreadable {
        clause: s.printed.clone(),
    }
}

/// Translates one part of a card (its modes, from [`super::sentences::modes`]). On failure,
/// every sentence not read, the first first: the grammar goes on after a sentence it cannot
/// read, so that a report can say what else stands between a card and its draft.
pub fn draft_part(ctx: &Ctx, modes: &[Mode]) -> Result<Vec<Block>, Vec<Unreadable>> {
    let mut out = Vec::new();
    let mut unread = Vec::new();
    if ctx.card_type == CardType::Interrupt {
        for m in modes {
            match interrupt(ctx, m) {
                Ok(b) => out.push(b),
                Err(u) => unread.push(u),
            }
        }
        return if unread.is_empty() {
            Ok(out)
        } else {
            Err(unread)
        };
    }
    for m in modes {
        // Alternatives of cards on table ("Deploy on X ... OR Deploy on Y ...") and portions
        // outside interrupts are not read.
        if m.after_or {
            unread.push(Unreadable {
                clause: format!("OR {}", m.sentences[0].printed),
            });
        } else if m.portion != Portion::Plain {
            unread.push(unreadable(&m.sentences[0]));
        }
    }
    let sentences: Vec<&Sentence> = modes
        .iter()
        .filter(|m| !m.after_or && m.portion == Portion::Plain)
        .flat_map(|m| &m.sentences)
        .collect();
    let mut i = 0;
    while i < sentences.len() {
        match top(ctx, &sentences[i..]) {
            Some((blocks, used)) => {
                out.extend(blocks);
                i += used;
            }
            None => {
                unread.push(unreadable(sentences[i]));
                i += 1;
            }
        }
    }
    if unread.is_empty() {
        Ok(out)
    } else {
        // The sentences in printed order, with the alternatives' first sentences where
        // they stand.
        unread.sort_by_key(|u| {
            sentences
                .iter()
                .position(|s| s.printed == u.clause)
                .unwrap_or(usize::MAX)
        });
        Err(unread)
    }
}

/// One clause of a card on table, which may read the sentences after it (a weapon's
/// firing, an action's destiny draws): returns its blocks and how many sentences it read.
fn top(ctx: &Ctx, sentences: &[&Sentence]) -> Option<(Vec<Block>, usize)> {
    let ws = words(&sentences[0].text);
    if let Some(r) = weapon(ctx, sentences) {
        return Some(r);
    }
    if let Some(lines) = line(ctx, &ws) {
        // "Cannot deploy otherwise" only restates a cost paid by both players.
        let restates = lines.iter().any(|l| l.ends_with("from each player"))
            && sentences
                .get(1)
                .is_some_and(|s| whole(&words(&s.text), "cannot deploy otherwise").is_some());
        let used = if restates { 2 } else { 1 };
        return Some((lines.into_iter().map(Block::Line).collect(), used));
    }
    let (header, mut body) = card_action(ctx, &ws)?;
    let used = continuation(ctx, &sentences[1..], &mut body)?;
    Some((vec![body.block(header)], 1 + used))
}

/// The body of an action: costs, targets and steps, in the language's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Body {
    costs: Vec<String>,
    targets: Vec<String>,
    steps: Vec<String>,
}

impl Body {
    fn block(self, header: String) -> Block {
        let mut steps = Vec::new();
        if !self.costs.is_empty() {
            steps.push(format!("cost {}", self.costs.join(", ")));
        }
        steps.extend(self.targets.into_iter().map(|t| format!("target {t}")));
        steps.extend(self.steps);
        Block::Action { header, steps }
    }

    fn extend(&mut self, other: Body) {
        self.costs.extend(other.costs);
        self.targets.extend(other.targets);
        self.steps.extend(other.steps);
    }
}

/// Sentences after an action's opening that continue it: destiny draws and what depends on
/// them. Returns how many it read; `None` when one starts like a continuation but does not
/// read (the card is then unreadable at that sentence, reported by the caller).
fn continuation(ctx: &Ctx, rest: &[&Sentence], body: &mut Body) -> Option<usize> {
    let mut used = 0;
    for s in rest {
        let ws = words(&s.text);
        let starts = pat(&ws, "draw").is_some()
            || pat(&ws, "if destiny|total").is_some()
            || pat(&ws, "reshuffle").is_some();
        if !starts {
            break;
        }
        match steps(ctx, &ws) {
            Some(b) if b.costs.is_empty() => body.extend(b),
            _ => break,
        }
        used += 1;
    }
    Some(used)
}

// ----- lines: modifiers, rules, deployment -----

/// A sentence that is one or more lines (not an action).
fn line(ctx: &Ctx, ws: &[W]) -> Option<Vec<String>> {
    if let Some(l) = rule(ctx, ws) {
        return Some(vec![l]);
    }
    if let Some(l) = deployment(ctx, ws) {
        return Some(vec![l]);
    }
    if let Some(l) = location_line(ctx, ws) {
        return Some(vec![l]);
    }
    if let Some(l) = destiny_line(ctx, ws) {
        return Some(vec![l]);
    }
    if let Some(l) = each_player_cost(ctx, ws) {
        return Some(l);
    }
    if let Some(l) = modifier(ctx, ws) {
        return Some(l);
    }
    // `If you control, <line>`, `While <condition>, <line>`: the condition joins the line's.
    for p in ["if", "while", "when"] {
        if let Some((_, rest)) = pat(ws, p)
            && let Some(comma) = rest.iter().position(|w| w.low == ",")
        {
            let cond = ctx.nouns.cond(&rest[..comma])?;
            let inner = line(ctx, &rest[comma + 1..])?;
            return inner
                .into_iter()
                .map(|l| add_cond(&l, &cond))
                .collect::<Option<Vec<_>>>();
        }
    }
    None
}

/// Adds a condition to a line that may carry one (`while` joined with `and`).
fn add_cond(line: &str, cond: &str) -> Option<String> {
    if line.starts_with("deploy on")
        || line.starts_with("deploy to")
        || line.starts_with("deploy only")
        || line.contains(" unless ")
    {
        return None;
    }
    if let Some((head, old)) = line.split_once(" while ") {
        return Some(format!("{head} while ({old}) and ({cond})"));
    }
    if line.starts_with("may not deploy") {
        return None;
    }
    Some(format!("{line} while {cond}"))
}

/// A condition after a clause (`when defending a battle`, `at same site as Tarkin`,
/// `unless Vader here`), as the language's tail (` while …`, ` unless …`), or an empty tail.
fn cond_tail(ctx: &Ctx, ws: &[W]) -> Option<String> {
    if ws.is_empty() {
        return Some(String::new());
    }
    if let Some((_, rest)) = pat(ws, "unless") {
        return Some(format!(" unless {}", ctx.nouns.cond(rest)?));
    }
    let rest = match pat(ws, "when|while|if") {
        Some((_, rest)) => rest,
        None => ws,
    };
    Some(format!(" while {}", ctx.nouns.cond(rest)?))
}

/// Rules: `Cannot move`, `Immune to attrition < 4`, `Immune to Alter`, `May move as a
/// 'react'`, `May not battle`.
fn rule(ctx: &Ctx, ws: &[W]) -> Option<String> {
    // A subject first: `Your Jawas are immune to attrition`.
    if let Some(i) = ws
        .iter()
        .position(|w| matches!(w.low.as_str(), "is" | "are"))
        && i > 0
    {
        let subject = subject(ctx, &ws[..i])?;
        let mut rest = &ws[i + 1..];
        if let Some((_, r)) = pat(rest, "each") {
            rest = r;
        }
        let inner = rule(ctx, rest)?;
        if inner.contains(" on ") || inner.starts_with("may not deploy") {
            return None;
        }
        let (head, tail) = match inner.find(" while ") {
            Some(k) => inner.split_at(k),
            None => (inner.as_str(), ""),
        };
        return Some(format!("{head} on {subject}{tail}"));
    }
    if let Some((caps, rest)) = pat(ws, "immune to attrition < {n}") {
        return Some(format!(
            "immune to attrition < {}{}",
            caps[0],
            cond_tail(ctx, rest)?
        ));
    }
    if let Some((_, rest)) = pat(ws, "immune to attrition") {
        return Some(format!("immune to attrition{}", cond_tail(ctx, rest)?));
    }
    if let Some((_, rest)) = pat(ws, "immune to") {
        let titles = title_list(ctx, rest, None)?;
        return Some(format!("immune to {titles}"));
    }
    if let Some((_, rest)) = pat(ws, "cannot move / cannot be moved") {
        return Some(format!("cannot move{}", cond_tail(ctx, rest)?));
    }
    if let Some((_, rest)) = pat(ws, "may not move") {
        return Some(format!("cannot move{}", cond_tail(ctx, rest)?));
    }
    if whole(
        ws,
        "may move as a react / may move to an adjacent site as a react",
    )
    .is_some()
    {
        return Some("may react move".into());
    }
    if whole(
        ws,
        "may forfeit in place of any other character hit by a weapon at same site , restoring that character to normal",
    )
    .is_some()
    {
        return Some("may forfeit for hit".into());
    }
    if let Some((caps, rest)) = pat(ws, "adds immunity to attrition < {n} to") {
        let x = ctx.nouns.cards(rest, And::Union)?;
        return Some(format!("immune to attrition < {} on {x}", caps[0]));
    }
    if let Some((_, rest)) = pat(ws, "may not battle") {
        return Some(format!("may not battle{}", cond_tail(ctx, rest)?));
    }
    if whole(ws, "may deploy without presence or force icons").is_some() {
        return Some("may deploy without presence".into());
    }
    None
}

/// The cards a sentence speaks of before its verb (`Your spies, thieves and smugglers`):
/// a list there is a union. A card deployed on another calls that card "that character".
fn subject(ctx: &Ctx, ws: &[W]) -> Option<String> {
    let ws = match ws.split_last() {
        Some((last, init)) if last.low == "," => init,
        _ => ws,
    };
    let attached = matches!(
        ctx.card_type,
        CardType::Device | CardType::Weapon | CardType::Effect
    );
    if attached && whole(ws, "that character / that starship / that vehicle").is_some() {
        return Some("bearer".into());
    }
    ctx.nouns.cards(ws, And::Union)
}

/// A list of full card titles (`Alter`, `Sense and Alter`, `A, B or C`), as an `or` of
/// names. With `side`, every title must be an interrupt of that side.
fn title_list(ctx: &Ctx, ws: &[W], interrupts_of: Option<Side>) -> Option<String> {
    let mut names = Vec::new();
    let mut start = 0;
    let mut i = 0;
    // Titles hold commas ("Into The Garbage Chute, Flyboy"): the longest title that ends at
    // a separator wins.
    while start < ws.len() {
        let mut found = None;
        for end in (start + 1..=ws.len()).rev() {
            let sep_ok =
                end == ws.len() || matches!(ws[end].low.as_str(), "," | "or" | "and" | "and/or");
            if !sep_ok {
                continue;
            }
            let text = join_raw(&ws[start..end]);
            let infos = ctx.nouns.v.title_info(&text);
            let ok = !infos.is_empty()
                && interrupts_of.is_none_or(|side| {
                    infos
                        .iter()
                        .all(|t| t.card_type == CardType::Interrupt && t.side == side)
                });
            if ok {
                found = Some((end, text));
                break;
            }
        }
        let (end, text) = found?;
        if text.contains('"') {
            return None;
        }
        names.push(format!("\"{text}\""));
        i = end;
        // Separators: `,`, `or`, `and`, `, or`.
        while i < ws.len() && matches!(ws[i].low.as_str(), "," | "or" | "and" | "and/or") {
            i += 1;
        }
        if i == end && i < ws.len() {
            return None;
        }
        start = i;
    }
    let _ = i;
    if names.is_empty() {
        return None;
    }
    Some(names.join(" or "))
}

/// Deployment: `Deploy on X`, `Use 2 Force to deploy on your warrior`, `Deploy on table`,
/// `Deploys only on Tatooine`, `May not deploy to Bespin or Hoth`.
fn deployment(ctx: &Ctx, ws: &[W]) -> Option<String> {
    // Where a location may be deployed is a rule of systems and sites the language does not
    // say; a location's deployment words are left unread.
    if ctx.card_type == CardType::Location {
        return None;
    }
    // `Deploys only on Tatooine[, but may move elsewhere]`.
    for p in [
        "deploys only on",
        "deploy only on",
        "deploys only to",
        "deploy only to",
        "deploys only at",
        "deploy only at",
        "may deploy only to",
        "may deploy only on",
    ] {
        if let Some((_, rest)) = pat(ws, p) {
            let rest = strip_tail(rest, ", but may move elsewhere");
            let loc = ctx.nouns.location(rest)?;
            return Some(format!("deploy only to {loc}"));
        }
    }
    for p in [
        "may not deploy to",
        "may not be deployed to",
        "may not deploy on",
        "may not be deployed on",
    ] {
        if let Some((_, rest)) = pat(ws, p) {
            let loc = ctx.nouns.location(rest)?;
            return Some(format!("deploy only to not {}", unit(&loc)));
        }
    }
    // `Use 2 Force to deploy on X`.
    let (cost, rest) = match pat(ws, "use {n} force to") {
        Some((caps, rest)) => (Some(caps[0]), rest),
        None => (None, ws),
    };
    let (_, rest) = pat(rest, "deploy|deploys")?;
    let cost = cost.map(|n| format!(" for {n}")).unwrap_or_default();
    if whole(rest, "on table").is_some() || whole(rest, "on your side of table").is_some() {
        return Some(format!("deploy on table{cost}"));
    }
    if whole(rest, "near opponent's reserve deck").is_some() {
        return Some(format!("deploy near opponent's reserve deck{cost}"));
    }
    if whole(rest, "near your reserve deck").is_some() {
        return Some(format!("deploy near your reserve deck{cost}"));
    }
    if let Some((_, target)) = pat(rest, "on|at|to") {
        if target.is_empty() {
            return None;
        }
        if let Some(loc) = ctx.nouns.location(target) {
            return Some(format!("deploy to {loc}{cost}"));
        }
        let sel = ctx.nouns.cards(target, And::No)?;
        return Some(format!("deploy on {sel}{cost}"));
    }
    None
}

/// A deploy cost paid by both players: `To deploy, requires 1 Force from each players'
/// Force Pile`, `To deploy (on your side of table), requires 3 Force from both players'
/// Force Piles`.
fn each_player_cost(ctx: &Ctx, ws: &[W]) -> Option<Vec<String>> {
    let _ = ctx;
    if let Some(caps) = whole(
        ws,
        "to deploy , requires {n} force from each players' force pile / to deploy , requires {n} force from each player's force pile",
    ) {
        return Some(vec![format!("deploy = {} from each player", caps[0])]);
    }
    if let Some(caps) = whole(
        ws,
        "to deploy ( on your side of table ) , requires {n} force from both players' force piles",
    ) {
        return Some(vec![
            "deploy on table".into(),
            format!("deploy = {} from each player", caps[0]),
        ]);
    }
    None
}

/// The words before a printed tail, or all of them.
fn strip_tail<'a>(ws: &'a [W], tail: &str) -> &'a [W] {
    let t = words(tail);
    if ws.len() >= t.len()
        && ws[ws.len() - t.len()..]
            .iter()
            .zip(&t)
            .all(|(a, b)| a.low == b.low)
    {
        &ws[..ws.len() - t.len()]
    } else {
        ws
    }
}

/// Destiny modifiers of a card that is not a location: `Adds 1 to each of your battle
/// destiny draws` (everywhere; a condition such as "When in battle" says where).
fn destiny_line(ctx: &Ctx, ws: &[W]) -> Option<String> {
    if ctx.part != PartKind::Text {
        return None;
    }
    for (p, q) in [
        (
            "adds {n} to each of your battle destiny draws",
            "battle destiny",
        ),
        (
            "adds {n} to each of your weapon destiny draws",
            "weapon destiny",
        ),
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("{q} +{}", caps[0]));
        }
    }
    None
}

/// A location's own lines: Force drains, docking bay transit, destiny draws and the ability
/// needed to draw battle destiny here.
fn location_line(ctx: &Ctx, ws: &[W]) -> Option<String> {
    if ctx.part != PartKind::Location {
        return None;
    }
    if let Some(caps) = whole(ws, "force drain {s} here") {
        return Some(format!("force drain {} here", sign(caps[0])));
    }
    if let Some(caps) = whole(ws, "your docking bay transit from here requires {n} force") {
        return Some(format!("transit cost = {} here", caps[0]));
    }
    if whole(ws, "your docking bay transit from here is free").is_some() {
        return Some("transit cost = 0 here".into());
    }
    for (p, q) in [
        (
            "add {n} to each of your weapon destiny draws here",
            "weapon destiny",
        ),
        (
            "add {n} to each of your battle destiny draws here",
            "battle destiny",
        ),
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("{q} +{} here", caps[0]));
        }
    }
    for (p, q, who) in [
        (
            "subtract {n} from each of opponent's battle destiny draws here",
            "battle destiny",
            " for opponent",
        ),
        (
            "subtract {n} from each of opponent's weapon destiny draws here",
            "weapon destiny",
            " for opponent",
        ),
        (
            "subtract {n} from each of your battle destiny draws here",
            "battle destiny",
            "",
        ),
        (
            "subtract {n} from each of your weapon destiny draws here",
            "weapon destiny",
            "",
        ),
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("{q} -{}{who} here", caps[0]));
        }
    }
    for (p, q) in [
        (
            "add {n} to each of opponent's weapon destiny draws here",
            "weapon destiny",
        ),
        (
            "add {n} to each of opponent's battle destiny draws here",
            "battle destiny",
        ),
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("{q} +{} for opponent here", caps[0]));
        }
    }
    for (p, q) in [
        (
            "each of your weapon destiny draws is {s} here",
            "weapon destiny",
        ),
        (
            "each of your battle destiny draws is {s} here",
            "battle destiny",
        ),
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("{q} {} here", sign(caps[0])));
        }
    }
    for (p, who) in [
        (
            "total ability of {n} or more required for you to draw battle destiny here",
            "",
        ),
        (
            "total ability of {n} or more required for opponent to draw battle destiny here",
            " for opponent",
        ),
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("battle destiny ability >= {}{who} here", caps[0]));
        }
    }
    None
}

fn sign(n: i32) -> String {
    if n < 0 {
        format!("{n}")
    } else {
        format!("+{n}")
    }
}

/// A printed value the language changes, by its word.
fn stat(low: &str) -> Option<&'static str> {
    Some(match low {
        "power" => "power",
        "forfeit" => "forfeit",
        "ability" => "ability",
        "destiny" => "destiny",
        "armor" => "armor",
        "maneuver" => "maneuver",
        "hyperspeed" => "hyperspeed",
        "landspeed" => "landspeed",
        "politics" => "politics",
        _ => return None,
    })
}

/// `power +4`, `power and forfeit +1`, `power +2 and forfeit +1`, `forfeit = 0` at the start
/// of the words: the changes in the language and the words after them.
fn changes(ws: &[W]) -> Option<(Vec<String>, &[W])> {
    changes_with(ws, false)
}

/// [`changes`], reading `power and forfeit are +1` too when `verb` (after a possessive
/// subject such as "Character's"); without a subject those words speak of another card.
fn changes_with(ws: &[W], verb: bool) -> Option<(Vec<String>, &[W])> {
    let mut out = Vec::new();
    let mut pending: Vec<&str> = Vec::new();
    let mut i = 0;
    loop {
        let s = stat(&ws.get(i)?.low)?;
        pending.push(s);
        i += 1;
        // `power and forfeit +1`: several values share one change.
        if ws.get(i).is_some_and(|w| w.low == "and")
            && ws.get(i + 1).and_then(|w| stat(&w.low)).is_some()
        {
            i += 1;
            continue;
        }
        if verb
            && ws
                .get(i)
                .is_some_and(|w| matches!(w.low.as_str(), "is" | "are"))
        {
            i += 1;
        }
        let change = if let Some(n) = ws.get(i).and_then(|w| super::nouns::signed(&w.low)) {
            i += 1;
            sign(n)
        } else if ws.get(i).is_some_and(|w| w.low == "=") {
            let n = number(&ws.get(i + 1)?.low)?;
            i += 2;
            format!("= {n}")
        } else {
            return None;
        };
        for s in pending.drain(..) {
            out.push(format!("{s} {change}"));
        }
        // `power +2 and forfeit +1`.
        if ws.get(i).is_some_and(|w| w.low == "and")
            && ws.get(i + 1).and_then(|w| stat(&w.low)).is_some()
        {
            i += 1;
            continue;
        }
        return Some((out, &ws[i..]));
    }
}

/// Modifiers: of the card itself (`Power +4 when defending a battle`), of other cards (`All
/// your Jawas are forfeit +1`, `Your starships deploy -1 here`), and of its own deploy cost
/// (`Deploys -2 to Naboo`, `Deploys free to Tatooine`).
fn modifier(ctx: &Ctx, ws: &[W]) -> Option<Vec<String>> {
    if let Some((ch, rest)) = changes(ws) {
        // `Power +1 for each Imperial present`.
        if let Some((_, each)) = pat(rest, "for each") {
            if ch.len() != 1 {
                return None;
            }
            let (q, n) = ch[0].split_once(' ')?;
            let n: i32 = n.parse().ok()?;
            let x = ctx.nouns.cards(each, And::No)?;
            let op = if n < 0 { "-" } else { "+" };
            return Some(vec![format!("{q} {op}({} * count {x})", n.abs())]);
        }
        let tail = cond_tail(ctx, rest)?;
        return Some(vec![format!("{}{tail}", ch.join(", "))]);
    }
    // This card's deploy cost.
    if let Some((_, rest)) = pat(ws, "deploys|deploy") {
        return own_deploy(ctx, rest).map(|l| vec![l]);
    }
    // `Character's power and forfeit are +1` on a card deployed on a character.
    if let Some((_, rest)) = pat(ws, "that? character's|starship's|vehicle's")
        && matches!(
            ctx.card_type,
            CardType::Device | CardType::Weapon | CardType::Effect
        )
    {
        let (ch, rest) = changes_with(rest, true)?;
        let tail = cond_tail(ctx, rest)?;
        return Some(vec![format!("{} on bearer{tail}", ch.join(", "))]);
    }
    // `<cards> are power +1 [while …]`, `each <card> is forfeit +1`.
    if let Some(i) = ws
        .iter()
        .position(|w| matches!(w.low.as_str(), "is" | "are"))
        && i > 0
    {
        let subject = subject(ctx, &ws[..i])?;
        let mut rest = &ws[i + 1..];
        if let Some((_, r)) = pat(rest, "each") {
            rest = r;
        }
        let (ch, rest) = changes_or_deploy(rest)?;
        let (place, rest) = place_tail(rest);
        let tail = cond_tail(ctx, rest)?;
        return Some(vec![format!("{} on {subject}{place}{tail}", ch.join(", "))]);
    }
    // `<cards> deploy here for 1 Force from you only`.
    if let Some((i, caps, [])) = find_pat(ws, "deploy here for {n} force from you only")
        && i > 0
    {
        let subject = subject(ctx, &ws[..i])?;
        return Some(vec![format!(
            "deploy = {} from you only on {subject} here",
            caps[0]
        )]);
    }
    // `<cards> deploy -1 here`, `<cards> deploy -1 to Cloud City locations`.
    if let Some((i, _, rest)) = find_pat(ws, "deploy|deploys {s}") {
        if i == 0 {
            return None;
        }
        let n = super::nouns::signed(&ws[i + 1].low)?;
        let subject = subject(ctx, &ws[..i])?;
        let place = if rest.is_empty() {
            String::new()
        } else if whole(rest, "here").is_some() {
            " here".into()
        } else if let Some((_, loc)) = pat(rest, "to|on|at") {
            format!(" at {}", unit(&ctx.nouns.location(loc)?))
        } else {
            return None;
        };
        return Some(vec![format!("deploy {} on {subject}{place}", sign(n))]);
    }
    None
}

/// Changes of printed values, or of the deploy cost (`Obi-Wan is deploy -3 here`).
fn changes_or_deploy(ws: &[W]) -> Option<(Vec<String>, &[W])> {
    if let Some(r) = changes(ws) {
        return Some(r);
    }
    let (_, rest) = pat(ws, "deploy")?;
    let n = super::nouns::signed(&rest.first()?.low)?;
    Some((vec![format!("deploy {}", sign(n))], &rest[1..]))
}

/// The card's own deploy cost, after "Deploys": `-2 to Naboo`, `free at Lars' Moisture
/// Farm`, `free to same site as one of your Imperials with ability > 2`, `-2 if …`.
fn own_deploy(ctx: &Ctx, ws: &[W]) -> Option<String> {
    let (change, rest) = if let Some((_, r)) = pat(ws, "free / for free") {
        ("= 0".to_string(), r)
    } else {
        let n = super::nouns::signed(&ws.first()?.low)?;
        (sign(n), &ws[1..])
    };
    if rest.is_empty() {
        return Some(format!("deploy {change}"));
    }
    if let Some((_, with)) = pat(
        rest,
        "to same site as / to the same site as / to same location as / to same site with",
    ) {
        let x = ctx.nouns.cards(with, And::No)?;
        return Some(format!("deploy {change} while this with {}", unit(&x)));
    }
    if let Some((_, loc)) = pat(rest, "to|on|at")
        && let Some(loc) = ctx.nouns.location(loc)
    {
        return Some(format!("deploy {change} while this at {}", unit(&loc)));
    }
    let tail = cond_tail(ctx, rest)?;
    if tail.is_empty() {
        return None;
    }
    Some(format!("deploy {change}{tail}"))
}

/// A place after a subject's change (`… are power +1 here`): it belongs to the cards.
fn place_tail(ws: &[W]) -> (String, &[W]) {
    if let Some((_, rest)) = pat(ws, "here") {
        return (" here".into(), rest);
    }
    (String::new(), ws)
}

// ----- weapons -----

/// A weapon's firing: `May target a character, creature or vehicle using 2 Force. Draw
/// destiny. Target hit if destiny +1 > defense value.`
fn weapon(ctx: &Ctx, sentences: &[&Sentence]) -> Option<(Vec<Block>, usize)> {
    if ctx.card_type != CardType::Weapon || sentences.len() < 3 {
        return None;
    }
    let ws = words(&sentences[0].text);
    let (_, rest) = pat(&ws, "may target")?;
    let (target_words, cost) = if let Some((i, caps, tail)) = find_pat(rest, "using {n} force") {
        if !tail.is_empty() {
            return None;
        }
        (&rest[..i], Some(caps[0]))
    } else if let Some((i, _, tail)) = find_pat(rest, "for free") {
        if !tail.is_empty() {
            return None;
        }
        (&rest[..i], None)
    } else {
        return None;
    };
    let target = ctx.nouns.cards(target_words, And::No)?;
    let draw = words(&sentences[1].text);
    let count = if whole(&draw, "draw destiny").is_some() {
        1
    } else {
        whole(&draw, "draw {n} destiny")?[0]
    };
    let hit = words(&sentences[2].text);
    let bonus = if let Some(caps) = whole(&hit, "target hit if total? destiny {s} > defense value")
    {
        format!(" {} {}", if caps[0] < 0 { "-" } else { "+" }, caps[0].abs())
    } else if whole(&hit, "target hit if total? destiny > defense value").is_some() {
        String::new()
    } else {
        return None;
    };
    // "total destiny" reads only with several draws, and a lone draw has no total.
    let mut steps = Vec::new();
    if let Some(n) = cost {
        steps.push(format!("cost use {n} force"));
    }
    steps.push(format!("target {target}"));
    steps.push(if count == 1 {
        "draw weapon destiny".into()
    } else {
        format!("draw {count} weapon destiny")
    });
    steps.push(format!(
        "if destiny{bonus} > defense value of target: hit target"
    ));
    Some((
        vec![Block::Action {
            header: "weapon:".into(),
            steps,
        }],
        3,
    ))
}

// ----- actions of cards on table -----

/// An action of a card on table: `Once per game, may take … into hand from Reserve Deck;
/// reshuffle`, `During your control phase, may use 1 Force to …`, `When deployed, may …`.
fn card_action(ctx: &Ctx, ws: &[W]) -> Option<(String, Body)> {
    let mut rest = ws;
    let mut limit = None;
    let mut when: Option<String> = None;
    let mut kind = "action";
    loop {
        if let Some((_, r)) = pat(rest, "once per game ,") {
            limit = Some("once per game");
            rest = r;
        } else if let Some((_, r)) = pat(rest, "once per turn ,") {
            limit = Some("once per turn");
            rest = r;
        } else if let Some((_, r)) = pat(rest, "once per battle ,") {
            limit = Some("once per battle");
            rest = r;
        } else if let Some((phase, r)) = phase_pat(rest, "once during each of your", "phases ,") {
            when = Some(format!("during your {phase} phase"));
            limit = Some("once per turn");
            rest = r;
        } else if let Some((phase, r)) = phase_pat(rest, "once during your", "phase ,") {
            when = Some(format!("during your {phase} phase"));
            limit = Some("once per turn");
            rest = r;
        } else if let Some((phase, r)) = phase_pat(rest, "during your", "phase ,") {
            when = Some(format!("during your {phase} phase"));
            rest = r;
        } else if let Some((phase, r)) = phase_pat(rest, "during opponent's", "phase ,") {
            when = Some(format!("during opponent's {phase} phase"));
            rest = r;
        } else if let Some((_, r)) = pat(rest, "during your turn ,") {
            when = Some("during your turn".into());
            rest = r;
        } else if let Some((_, r)) = pat(rest, "when deployed ,") {
            when = Some("when you deploy this".into());
            kind = "trigger";
            rest = r;
        } else {
            break;
        }
    }
    if limit.is_none() && when.is_none() {
        return None;
    }
    // `may …`: optional (`you may` too); a trigger with `may` is a response.
    let rest = if let Some((_, r)) = pat(rest, "you? may") {
        if kind == "trigger" {
            kind = "response";
        }
        r
    } else if kind == "action" {
        // Actions of cards on table are optional; the text says "may".
        return None;
    } else {
        rest
    };
    let body = steps(ctx, rest)?;
    let mut header = format!("{kind} {}", when.as_deref().unwrap_or("any time"));
    if let Some(l) = limit {
        header.push_str(&format!(", {l}"));
    }
    header.push(':');
    Some((header, body))
}

/// `<start> <phase> <end>` at the start of the words: the phase and the words after.
fn phase_pat<'a>(ws: &'a [W], start: &str, end: &str) -> Option<(&'static str, &'a [W])> {
    let (_, rest) = pat(ws, start)?;
    let phase = match rest.first()?.low.as_str() {
        "activate" => "activate",
        "control" => "control",
        "deploy" => "deploy",
        "battle" => "battle",
        "move" => "move",
        "draw" => "draw",
        _ => return None,
    };
    let (_, rest) = pat(&rest[1..], end)?;
    Some((phase, rest))
}

// ----- steps -----

/// Verbs, as steps of an action: `use 1 Force to draw destiny`, `take one X into hand from
/// Reserve Deck; reshuffle`, `retrieve 2 Force`, `add one battle destiny`.
fn steps(ctx: &Ctx, ws: &[W]) -> Option<Body> {
    let mut body = Body::default();
    let mut rest = ws;
    if let Some((caps, r)) = pat(rest, "use {n} force to") {
        body.costs.push(format!("use {} force", caps[0]));
        rest = r;
    } else if let Some((caps, r)) = pat(rest, "lose {n} force to") {
        body.costs.push(format!("lose {} force", caps[0]));
        rest = r;
    }
    body.steps.push(step(ctx, rest)?);
    Some(body)
}

/// One verb phrase as one step.
fn step(ctx: &Ctx, ws: &[W]) -> Option<String> {
    let n = &ctx.nouns;
    // Take cards into hand from a pile.
    if let Some((_, rest)) = pat(ws, "take") {
        let (count, rest) = count_of(rest);
        let into = find_pat(rest, "into hand from")?;
        let sel = n.cards(&rest[..into.0], And::Union)?;
        let (pile, tail) = pile(into.2)?;
        let reshuffle = match tail
            .iter()
            .map(|w| w.low.as_str())
            .collect::<Vec<_>>()
            .as_slice()
        {
            [] => false,
            [";", "reshuffle"] => true,
            _ => return None,
        };
        if reshuffle != (pile == "reserve deck") {
            return None;
        }
        return Some(format!(
            "take {count} {sel} into hand from your {pile}{}",
            if reshuffle { ", reshuffle" } else { "" }
        ));
    }
    if whole(
        ws,
        "cancel a force drain / cancel a force drain at one location / cancel the force drain / cancel opponent's force drain",
    )
    .is_some()
    {
        return Some("cancel force drain".into());
    }
    if let Some(caps) = whole(ws, "retrieve {n} force") {
        return Some(format!("retrieve {} force", caps[0]));
    }
    if let Some(caps) = whole(ws, "activate {n} force") {
        return Some(format!("activate {} force", caps[0]));
    }
    if whole(ws, "draw destiny").is_some() {
        return Some("draw destiny".into());
    }
    if let Some(caps) = whole(ws, "draw {n} destiny") {
        return Some(format!("draw {} destiny", caps[0]));
    }
    if let Some(caps) = whole(ws, "add {n} battle destiny") {
        return Some(format!("add {} battle destiny", caps[0]));
    }
    if let Some(caps) =
        whole(ws, "opponent loses {n} force").or_else(|| whole(ws, "opponent must lose {n} force"))
    {
        return Some(format!("opponent loses force {}", caps[0]));
    }
    for p in [
        "peek at the top {n} cards of your reserve deck",
        "peek at top {n} cards of your reserve deck",
    ] {
        if let Some(caps) = whole(ws, p) {
            return Some(format!("peek at top {} of your reserve deck", caps[0]));
        }
    }
    if whole(ws, "peek at the top card of your reserve deck").is_some() {
        return Some("peek at top 1 of your reserve deck".into());
    }
    // Deploy a card from a pile: `deploy X from Reserve Deck; reshuffle`.
    if let Some((_, rest)) = pat(ws, "deploy") {
        let (free, rest) = match pat(rest, "( for free )") {
            Some((_, r)) => (true, r),
            None => (false, rest),
        };
        let (_, rest) = match pat(rest, "a|an") {
            Some(x) => x,
            None => (Vec::new(), rest),
        };
        let from = find_pat(rest, "from")?;
        let what = &rest[..from.0];
        let (what, to) = match find_pat(what, "to") {
            Some((i, _, loc)) => (&what[..i], Some(n.location(loc)?)),
            None => match what.split_last() {
                // `deploy a battle droid here`: here is where it goes.
                Some((last, init)) if last.low == "here" => (init, Some("here".to_string())),
                _ => (what, None),
            },
        };
        let sel = n.cards(what, And::No)?;
        let (pile, tail) = pile(from.2)?;
        let reshuffle = match tail
            .iter()
            .map(|w| w.low.as_str())
            .collect::<Vec<_>>()
            .as_slice()
        {
            [] => false,
            [";", "reshuffle"] => true,
            _ => return None,
        };
        if reshuffle != (pile == "reserve deck") {
            return None;
        }
        let mut out = format!("deploy {sel} from your {pile}");
        if let Some(loc) = to {
            out.push_str(&format!(" to {loc}"));
        }
        if free {
            out.push_str(" free");
        }
        return Some(out);
    }
    // `If destiny > 3, <step>`.
    if let Some((_, rest)) = pat(ws, "if") {
        let comma = rest.iter().position(|w| w.low == ",")?;
        let cond = destiny_cond(&rest[..comma])?;
        let inner = step(ctx, &rest[comma + 1..])?;
        return Some(format!("if {cond}: {inner}"));
    }
    None
}

/// `destiny > 3`, `total destiny < 6` (the effect's destiny total either way).
fn destiny_cond(ws: &[W]) -> Option<String> {
    let rest = match pat(ws, "total? destiny") {
        Some((_, r)) => r,
        None => return None,
    };
    let low: Vec<&str> = rest.iter().map(|w| w.low.as_str()).collect();
    match low.as_slice() {
        [op, n] if matches!(*op, ">" | "<" | "=" | ">=" | "<=") => {
            Some(format!("destiny {op} {}", number(n)?))
        }
        _ => None,
    }
}

/// How many cards a verb takes: `one`, `a`, `up to two`, or one card named.
fn count_of(ws: &[W]) -> (i32, &[W]) {
    if let Some((caps, rest)) = pat(ws, "up to {n}") {
        return (caps[0], rest);
    }
    if let Some((caps, rest)) = pat(ws, "{n}") {
        return (caps[0], rest);
    }
    if let Some((_, rest)) = pat(ws, "a|an|any") {
        return (1, rest);
    }
    (1, ws)
}

/// `[your] Reserve Deck` and the words after it.
fn pile(ws: &[W]) -> Option<(&'static str, &[W])> {
    let ws = match pat(ws, "your") {
        Some((_, r)) => r,
        None => ws,
    };
    for (p, name) in [
        ("reserve deck", "reserve deck"),
        ("lost pile", "lost pile"),
        ("used pile", "used pile"),
        ("force pile", "force pile"),
    ] {
        if let Some((_, rest)) = pat(ws, p) {
            return Some((name, rest));
        }
    }
    None
}

// ----- interrupts -----

/// One mode of an interrupt as an `interrupt` block.
fn interrupt(ctx: &Ctx, mode: &Mode) -> Result<Block, Unreadable> {
    let first = &mode.sentences[0];
    let ws = words(&first.text);
    let (mut head, mut body) = interrupt_opening(ctx, &ws).ok_or_else(|| unreadable(first))?;
    for s in &mode.sentences[1..] {
        let ws = words(&s.text);
        let b = steps(ctx, &ws).ok_or_else(|| unreadable(s))?;
        if !b.costs.is_empty() {
            return Err(unreadable(s));
        }
        body.extend(b);
    }
    let portion = match mode.portion {
        Portion::Plain => "",
        Portion::Used => " used",
        Portion::Lost => " lost",
        Portion::Starting => return Err(unreadable(first)),
    };
    head.header = format!("interrupt{portion} {}", head.header);
    Ok(body.block(head.header))
}

/// The header words after `interrupt`.
struct Head {
    header: String,
}

/// When an interrupt is played and what it does first: `If opponent just initiated a
/// battle, add one battle destiny`, `Cancel Rebel Barrier`, `Take one X into hand from
/// Reserve Deck; reshuffle`.
fn interrupt_opening(ctx: &Ctx, ws: &[W]) -> Option<(Head, Body)> {
    let opponent = match ctx.side {
        Side::Dark => Side::Light,
        Side::Light => Side::Dark,
    };
    // `Cancel <opponent's interrupts>`.
    if let Some((_, rest)) = pat(ws, "cancel") {
        let titles = title_list(ctx, rest, Some(opponent))?;
        return Some((
            Head {
                header: format!("when opponent plays {titles}:"),
            },
            Body {
                steps: vec!["cancel trigger".into()],
                ..Body::default()
            },
        ));
    }
    let mut rest = ws;
    let mut when: Option<String> = None;
    let mut limit: Option<&str> = None;
    let mut cond: Option<String> = None;
    loop {
        if let Some((_, r)) = pat(rest, "once per game ,") {
            limit = Some("once per game");
            rest = r;
            continue;
        }
        if let Some((w, r)) = event_opening(ctx, rest) {
            if when.is_some() {
                return None;
            }
            when = Some(w);
            rest = r;
            continue;
        }
        if let Some((_, r)) = pat(
            rest,
            "during battle , / during a battle , / during any battle ,",
        ) {
            if when.is_some() {
                return None;
            }
            when = Some("during battle".into());
            rest = r;
            continue;
        }
        if let Some((phase, r)) = phase_pat(rest, "during your", "phase ,") {
            if when.is_some() {
                return None;
            }
            when = Some(format!("during your {phase} phase"));
            rest = r;
            continue;
        }
        if let Some((_, r)) = pat(rest, "if") {
            let comma = r.iter().position(|w| w.low == ",")?;
            if cond.is_some() {
                return None;
            }
            let (c, in_battle) = battle_cond(ctx, &r[..comma])?;
            if in_battle {
                match when.as_deref() {
                    None => when = Some("during battle".into()),
                    Some("during battle") => {}
                    Some(_) => return None,
                }
            }
            cond = Some(c);
            rest = &r[comma + 1..];
            continue;
        }
        break;
    }
    let rest = match pat(rest, "you may") {
        Some((_, r)) => r,
        None => rest,
    };
    let body = steps(ctx, rest)?;
    // A battle destiny is added only in a battle.
    if body
        .steps
        .iter()
        .any(|s| s.starts_with("add ") && s.ends_with("battle destiny"))
        && !when
            .as_deref()
            .is_some_and(|w| w.contains("battle") && !w.contains("phase"))
    {
        return None;
    }
    // Cancelling a Force drain answers its initiation.
    if body.steps.iter().any(|s| s == "cancel force drain") {
        match when.as_deref() {
            None => when = Some("when opponent initiates force drain".into()),
            Some(w) if w.starts_with("when opponent initiates force drain") => {}
            Some(_) => return None,
        }
    }
    let mut header = when.unwrap_or_else(|| "any time".into());
    if let Some(l) = limit {
        header.push_str(&format!(", {l}"));
    }
    if let Some(c) = cond {
        header.push_str(&format!(", if {c}"));
    }
    header.push(':');
    Some((Head { header }, body))
}

/// The event an interrupt answers: `If opponent just initiated a battle [at a site],`.
fn event_opening<'a>(ctx: &Ctx, ws: &'a [W]) -> Option<(String, &'a [W])> {
    let forms: [(&str, &str); 8] = [
        (
            "if opponent just initiated a|the? battle",
            "when opponent initiates battle",
        ),
        (
            "if you just initiated a|the? battle",
            "when you initiate battle",
        ),
        (
            "if a battle was just initiated",
            "when anyone initiates battle",
        ),
        (
            "if a battle has just been initiated",
            "when anyone initiates battle",
        ),
        (
            "if opponent just initiated a force drain",
            "when opponent initiates force drain",
        ),
        (
            "if opponent just initiated a battle or force drain",
            "when opponent initiates battle or force drain",
        ),
        ("if you just lost a battle", "when you lose battle"),
        ("if you just won a battle", "when you win battle"),
    ];
    // The longest form that matches.
    let mut best: Option<(&str, &[W])> = None;
    for (p, w) in forms {
        if let Some((_, r)) = pat(ws, p)
            && best.is_none_or(|(_, b)| r.len() < b.len())
        {
            best = Some((w, r));
        }
    }
    let (w, r) = best?;
    let comma = r.iter().position(|w| w.low == ",")?;
    let place = &r[..comma];
    let at = if place.is_empty() {
        String::new()
    } else {
        let (_, loc) = pat(place, "at")?;
        format!(" at {}", ctx.nouns.location(loc)?)
    };
    Some((format!("{w}{at}"), &r[comma + 1..]))
}

/// An interrupt's condition, and whether it speaks of a battle under way (`Luke and Han are
/// in a battle together`, `any warrior is defending a battle alone at a site`).
fn battle_cond(ctx: &Ctx, ws: &[W]) -> Option<(String, bool)> {
    // `A and B are in a battle together`.
    if let Some((i, _, [])) = find_pat(ws, "are in a battle together") {
        let names = &ws[..i];
        let and = names.iter().position(|w| w.low == "and")?;
        let a = ctx.nouns.cards(&names[..and], And::No)?;
        let b = ctx.nouns.cards(&names[and + 1..], And::No)?;
        return Some((
            format!("{} in battle and {} in battle", unit(&a), unit(&b)),
            true,
        ));
    }
    let c = ctx.nouns.cond(ws)?;
    let battle = c.contains("defending") || c.contains("in battle") || c.contains("attacking");
    Some((c, battle))
}

#[cfg(test)]
mod tests {
    use super::super::nouns::tests::vocab;
    use super::super::sentences::modes;
    use super::*;

    fn draft(
        card_type: CardType,
        side: Side,
        part: PartKind,
        text: &str,
    ) -> Result<String, String> {
        let v = vocab();
        let ctx = Ctx {
            nouns: Nouns::new(&v),
            card_type,
            side,
            part,
        };
        let modes = modes(text, card_type == CardType::Interrupt, &v.abbreviations);
        let blocks = draft_part(&ctx, &modes).map_err(|u| u[0].clause.clone())?;
        let mut out = Vec::new();
        for b in blocks {
            match b {
                Block::Line(l) => out.push(l),
                Block::Action { header, steps } => {
                    out.push(header);
                    out.extend(steps.into_iter().map(|s| format!("  {s}")));
                }
            }
        }
        Ok(out.join("\n"))
    }

    fn character(text: &str) -> Result<String, String> {
        draft(CardType::Character, Side::Dark, PartKind::Text, text)
    }

    #[test]
    fn imperial_trooper_guard() {
        // 1_181.
        assert_eq!(
            character("Power +4 when defending a battle. Cannot move.").as_deref(),
            Ok("power +4 while this defending\ncannot move")
        );
    }

    #[test]
    fn power_at_same_site_as_names() {
        // 1_166 Colonel Wullf Yularen (names of other cards) and 1_165 Chief Bast.
        assert_eq!(
            character("Power +1 if at same site as Motti or Yularen.").as_deref(),
            Ok("power +1 while this with (\"Motti\" or \"Yularen\")")
        );
        assert_eq!(
            character("Power +1 at same site as Tarkin.").as_deref(),
            Ok("power +1 while this with \"Tarkin\"")
        );
    }

    #[test]
    fn deploys_only_and_power_at_other_sites() {
        // 1_170 Death Star Trooper.
        assert_eq!(
            character(
                "Deploy only on Death Star, but may move elsewhere. Power -1 at a site other than a Death Star site."
            )
            .as_deref(),
            Ok("deploy only to \"Death Star\"\npower -1 while this at (site not \"Death Star\")")
        );
    }

    #[test]
    fn immunity_to_attrition() {
        // 1_168 Darth Vader's last sentence; its other sentences are not read.
        assert_eq!(
            character("Immune to attrition < 5.").as_deref(),
            Ok("immune to attrition < 5")
        );
        assert_eq!(
            character("Adds 3 to power of anything he pilots. Immune to attrition < 5."),
            Err("Adds 3 to power of anything he pilots.".into())
        );
    }

    #[test]
    fn forfeit_of_other_cards() {
        // 1_219 Jawa Pack's last sentence.
        assert_eq!(
            draft(
                CardType::Effect,
                Side::Dark,
                PartKind::Text,
                "All your Jawas are forfeit +1."
            )
            .as_deref(),
            Ok("forfeit +1 on your 'Jawa'")
        );
    }

    #[test]
    fn weapons_fire_with_a_destiny_draw() {
        // 1_312 Blaster Rifle.
        assert_eq!(
            draft(
                CardType::Weapon,
                Side::Dark,
                PartKind::Text,
                "Use 2 Force to deploy on your warrior. May target a character, creature or vehicle using 2 Force. Draw destiny. Target hit if destiny +1 > defense value."
            )
            .as_deref(),
            Ok("deploy on your [warrior] for 2\nweapon:\n  cost use 2 force\n  target (character or creature or vehicle)\n  draw weapon destiny\n  if destiny + 1 > defense value of target: hit target")
        );
    }

    #[test]
    fn location_lines() {
        let dark = |t: &str| draft(CardType::Location, Side::Dark, PartKind::Location, t);
        // 1_284 Death Star: Detention Block Corridor.
        assert_eq!(
            dark("If you control, Force drain +1 here.").as_deref(),
            Ok("force drain +1 here while you control here")
        );
        assert_eq!(
            dark("Add 1 to each of your weapon destiny draws here.").as_deref(),
            Ok("weapon destiny +1 here")
        );
        // 1_285 Death Star: Docking Bay 327.
        assert_eq!(
            dark("Your docking bay transit from here is free.").as_deref(),
            Ok("transit cost = 0 here")
        );
        assert_eq!(
            dark("Your docking bay transit from here requires 2 Force.").as_deref(),
            Ok("transit cost = 2 here")
        );
    }

    #[test]
    fn interrupts_cancel_opponents_interrupts() {
        // 1_239 Dark Collaboration's second alternative.
        assert_eq!(
            draft(
                CardType::Interrupt,
                Side::Dark,
                PartKind::Text,
                "Cancel Rebel Barrier."
            )
            .as_deref(),
            Ok("interrupt when opponent plays \"Rebel Barrier\":\n  cancel trigger")
        );
    }

    #[test]
    fn interrupts_add_battle_destiny_in_battles() {
        // 1_258 Lone Warrior's first alternative.
        assert_eq!(
            draft(
                CardType::Interrupt,
                Side::Dark,
                PartKind::Text,
                "If any warrior is defending a battle alone at a site, add one battle destiny."
            )
            .as_deref(),
            Ok(
                "interrupt during battle, if [warrior] defending alone at site:\n  add 1 battle destiny"
            )
        );
    }

    #[test]
    fn actions_take_cards_into_hand() {
        assert_eq!(
            character("Once per game, may take a Jawa into hand from Reserve Deck; reshuffle.")
                .as_deref(),
            Ok(
                "action any time, once per game:\n  take 1 'Jawa' into hand from your reserve deck, reshuffle"
            )
        );
    }

    #[test]
    fn alternatives_of_cards_on_table_are_not_read() {
        // 1_221 Ket Maliss.
        assert!(
            draft(
                CardType::Effect,
                Side::Dark,
                PartKind::Text,
                "Deploy on your warrior. OR Deploy on your character. (Immune to Alter.)"
            )
            .unwrap_err()
            .starts_with("OR Deploy on your character")
        );
    }
}
