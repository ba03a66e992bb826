//! The reader of `.cards` files: card scripts in the card language, one block per card.
//!
//! ```text
//! card 1_181 Imperial Trooper Guard        # GEMP id and title; cards sharing a text
//! card 1_26 Rebel Guard                    # list one header each
//!   power +4 while this defending          # one clause per line
//!   cannot move
//! ```
//!
//! A location's text goes in `dark:` and `light:` sections, a two-sided card's back in a
//! `back:` section. Actions are blocks: a header ending with `:` and one step per indented
//! line. ARCHITECTURE.md describes the whole language; the parser's errors name the file,
//! line, column, card and the clause being read.

use super::ast::*;
use super::lex::{Tok, Token, tokens};
use super::sym::Sym;
use crate::ids::Phase;
use std::fmt;
use swccg_cards::{CardType, IconKind, Side};

/// A script read from a file, with the cards that print it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// `(GEMP id, title)` of every card sharing the script, as the headers give them.
    pub cards: Vec<(String, String)>,
    pub script: Script,
    /// The line of the first header.
    pub line: usize,
}

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    /// The GEMP id of the card being read, if any.
    pub card: Option<String>,
    /// What was being read ("card header", "modifier", "interrupt", "step"…).
    pub field: String,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file, self.line, self.col)?;
        if let Some(card) = &self.card {
            write!(f, "card {card}, ")?;
        }
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for ParseError {}

/// One non-blank line: its indentation, tokens and number.
#[derive(Clone, Debug)]
struct Line {
    number: usize,
    indent: usize,
    raw: String,
    toks: Vec<Token>,
}

/// Reads a whole `.cards` file.
pub fn parse_file(file: &str, text: &str) -> Result<Vec<Entry>, ParseError> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let trimmed = raw.trim_start_matches(' ');
        let indent = raw.len() - trimmed.len();
        if trimmed.trim().is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let toks = if trimmed.starts_with("card ") {
            Vec::new()
        } else {
            tokens(trimmed, indent + 1).map_err(|(col, message)| ParseError {
                file: file.into(),
                line: number,
                col,
                card: None,
                field: "text".into(),
                message,
            })?
        };
        if toks.is_empty() && !trimmed.starts_with("card ") {
            continue;
        }
        lines.push(Line {
            number,
            indent,
            raw: trimmed.to_string(),
            toks,
        });
    }
    let mut entries = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = &lines[i];
        let err = |col: usize, message: String| ParseError {
            file: file.into(),
            line: line.number,
            col,
            card: None,
            field: "card header".into(),
            message,
        };
        if line.indent != 0 || !line.raw.starts_with("card ") {
            return Err(err(
                line.indent + 1,
                "expected a card header (`card <GEMP id> <title>`) at the start of a line".into(),
            ));
        }
        let mut cards = Vec::new();
        let first_line = line.number;
        while i < lines.len() && lines[i].indent == 0 && lines[i].raw.starts_with("card ") {
            cards.push(header(file, &lines[i])?);
            i += 1;
        }
        let start = i;
        while i < lines.len() && lines[i].indent > 0 {
            i += 1;
        }
        let card = cards[0].0.clone();
        let script = Body {
            file,
            card: &card,
            lines: &lines[start..i],
        }
        .script()?;
        entries.push(Entry {
            cards,
            script,
            line: first_line,
        });
    }
    Ok(entries)
}

/// `card <id> <title>  # comment`
fn header(file: &str, line: &Line) -> Result<(String, String), ParseError> {
    let rest = line.raw["card ".len()..].trim_start();
    let rest = rest.split(" # ").next().unwrap_or("").trim();
    let (id, title) = rest.split_once(' ').unwrap_or((rest, ""));
    let err = |message: String| ParseError {
        file: file.into(),
        line: line.number,
        col: 6,
        card: Some(id.to_string()).filter(|s| !s.is_empty()),
        field: "card header".into(),
        message,
    };
    let valid_id = id.split_once('_').is_some_and(|(set, n)| {
        !set.is_empty()
            && !n.is_empty()
            && set.chars().all(|c| c.is_ascii_alphanumeric())
            && n.chars().all(|c| c.is_ascii_digit())
    });
    if !valid_id {
        return Err(err(format!(
            "{id:?} is not a GEMP id (set_number, such as 1_170)"
        )));
    }
    if title.trim().is_empty() {
        return Err(err(
            "the header must give the card's title after its id".into()
        ));
    }
    Ok((id.to_string(), title.trim().to_string()))
}

/// The indented lines of one card block.
struct Body<'a> {
    file: &'a str,
    card: &'a str,
    lines: &'a [Line],
}

impl<'a> Body<'a> {
    fn err(&self, line: &Line, col: usize, field: &str, message: String) -> ParseError {
        ParseError {
            file: self.file.into(),
            line: line.number,
            col,
            card: Some(self.card.to_string()),
            field: field.into(),
            message,
        }
    }

    fn script(&self) -> Result<Script, ParseError> {
        let mut script = Script::default();
        let mut front = FaceScript::default();
        let mut back: Option<FaceScript> = None;
        if self.lines.is_empty() {
            return Ok(script);
        }
        let base = self.lines[0].indent;
        let mut i = 0;
        while i < self.lines.len() {
            let line = &self.lines[i];
            if line.indent != base {
                return Err(self.err(
                    line,
                    line.indent + 1,
                    "indentation",
                    format!("expected a clause indented by {base} spaces"),
                ));
            }
            let section = match line.toks.as_slice() {
                [
                    Token {
                        tok: Tok::Word(w), ..
                    },
                    Token {
                        tok: Tok::Colon, ..
                    },
                ] if matches!(w.as_str(), "dark" | "light" | "back") => Some(w.as_str()),
                _ => None,
            };
            let end = self.block_end(i);
            match section {
                Some(name) => {
                    let inner = &self.lines[i + 1..end];
                    if let Some(first) = inner.first()
                        && first.indent <= base
                    {
                        return Err(self.err(
                            first,
                            1,
                            "section",
                            format!("{name}: has no clauses"),
                        ));
                    }
                    let abilities = self.clauses(inner)?;
                    match name {
                        "dark" => front.dark = abilities,
                        "light" => front.light = abilities,
                        _ => {
                            back.get_or_insert_with(FaceScript::default).text = abilities;
                        }
                    }
                }
                None => {
                    let ability = self.clause(&self.lines[i..end])?;
                    front.text.push(ability);
                }
            }
            i = end;
        }
        script.front = front;
        script.back = back;
        Ok(script)
    }

    /// The index after the block starting at `i` (its header and every more-indented line).
    fn block_end(&self, i: usize) -> usize {
        let indent = self.lines[i].indent;
        let mut j = i + 1;
        while j < self.lines.len() && self.lines[j].indent > indent {
            j += 1;
        }
        j
    }

    fn clauses(&self, lines: &[Line]) -> Result<Vec<Ability>, ParseError> {
        let mut out = Vec::new();
        if lines.is_empty() {
            return Ok(out);
        }
        let base = lines[0].indent;
        let mut i = 0;
        while i < lines.len() {
            if lines[i].indent != base {
                return Err(self.err(
                    &lines[i],
                    lines[i].indent + 1,
                    "indentation",
                    format!("expected a clause indented by {base} spaces"),
                ));
            }
            let mut j = i + 1;
            while j < lines.len() && lines[j].indent > base {
                j += 1;
            }
            out.push(self.clause(&lines[i..j])?);
            i = j;
        }
        Ok(out)
    }

    /// One clause: a line, or a block (an action header and its steps).
    fn clause(&self, block: &[Line]) -> Result<Ability, ParseError> {
        let head = &block[0];
        let first = match head.toks.first() {
            Some(Token {
                tok: Tok::Word(w), ..
            }) => w.as_str(),
            _ => "",
        };
        let second = head.toks.get(1).map(|t| &t.tok);
        let is_action = matches!(
            first,
            "interrupt" | "immediate" | "action" | "response" | "trigger"
        ) || (first == "weapon" && matches!(second, Some(Tok::Colon | Tok::Comma)));
        let field = if is_action { first } else { "clause" };
        let mut p = Parser::new(&head.toks, head.raw.len() + head.indent + 1);
        let result = if is_action {
            p.action_header().and_then(|mut action| {
                if block.len() == 1 {
                    return Err(p.error_at(
                        p.end_col,
                        "an action needs steps on the lines below its header",
                    ));
                }
                let lets = &mut Vec::new();
                for line in &block[1..] {
                    if line.indent != block[1].indent {
                        return Err(PErr {
                            col: line.indent + 1,
                            message: "steps of one action must be indented alike".into(),
                            line: Some(line.number),
                        });
                    }
                    let mut sp = Parser::new(&line.toks, line.raw.len() + line.indent + 1);
                    sp.lets = std::mem::take(lets);
                    sp.targets = action.targets.len() as u8;
                    sp.step_line(&mut action).map_err(|e| PErr {
                        line: Some(line.number),
                        ..e
                    })?;
                    *lets = sp.lets;
                }
                Ok(Ability::Action(Box::new(action)))
            })
        } else {
            if block.len() > 1 {
                return Err(self.err(&block[1], block[1].indent + 1, field, "only an action (interrupt, action, response, trigger, weapon) has indented lines below it".into()));
            }
            p.clause()
        };
        result.map_err(|e| {
            let line = e
                .line
                .and_then(|n| block.iter().find(|l| l.number == n))
                .unwrap_or(head);
            let field = if e.line.is_some_and(|n| n != head.number) {
                format!("{field} step")
            } else {
                field.to_string()
            };
            self.err(line, e.col, &field, e.message)
        })
    }
}

/// A parse error inside a line.
#[derive(Debug)]
struct PErr {
    col: usize,
    message: String,
    /// The line, when it is not the clause's first line.
    line: Option<usize>,
}

type R<T> = Result<T, PErr>;

/// A recursive-descent reader over one line's tokens.
struct Parser<'t> {
    toks: &'t [Token],
    pos: usize,
    end_col: usize,
    /// Names bound by `let` so far in the action.
    lets: Vec<Sym>,
    /// Targets declared so far in the action.
    targets: u8,
    /// Whether `at` ends a selector (a window's subject: `at` then names the event's place).
    stop_at: bool,
}

/// Words that end a selector (they start what follows it).
const SEL_STOP: &[&str] = &[
    "while", "if", "on", "for", "to", "from", "by", "into", "until", "and", "then", "unless",
    "else", "as", "of", "instead", "when", "up", "adding", "onto",
];

fn phase_word(w: &str) -> Option<Phase> {
    Some(match w {
        "activate" => Phase::Activate,
        "control" => Phase::Control,
        "deploy" => Phase::Deploy,
        "battle" => Phase::Battle,
        "move" => Phase::Move,
        "draw" => Phase::Draw,
        _ => return None,
    })
}

fn stat_word(w: &str) -> Option<Stat> {
    Some(match w {
        "power" => Stat::Power,
        "ability" => Stat::Ability,
        "forfeit" => Stat::Forfeit,
        "destiny" => Stat::Destiny,
        "deploy" => Stat::Deploy,
        "armor" => Stat::Armor,
        "maneuver" => Stat::Maneuver,
        "hyperspeed" => Stat::Hyperspeed,
        "landspeed" => Stat::Landspeed,
        "defense" => Stat::Defense,
        "politics" => Stat::Politics,
        "parsec" => Stat::Parsec,
        _ => return None,
    })
}

/// Whether a bracketed word names an expansion icon (`[Episode I]`, `[Reflections 2]`,
/// `[Set 11]`): such icons are selected by name (`Sel::Expansion`).
fn expansion_icon(w: &str) -> bool {
    const NAMES: &[&str] = &[
        "a new hope",
        "cloud city",
        "coruscant",
        "dagobah",
        "death star ii",
        "endor",
        "episode i",
        "episode vii",
        "hoth",
        "jabba's palace",
        "premium",
        "reflections 2",
        "reflections 3",
        "reflections ii",
        "reflections iii",
        "special edition",
        "tatooine",
        "theed palace",
    ];
    let w = w.to_lowercase();
    NAMES.contains(&w.as_str())
        || w.strip_prefix("set ")
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric()))
}

fn icon_word(w: &str) -> Option<IconKind> {
    Some(match w.to_lowercase().as_str() {
        "warrior" => IconKind::Warrior,
        "pilot" => IconKind::Pilot,
        "nav computer" => IconKind::NavComputer,
        "presence" => IconKind::Presence,
        "permanent pilot" => IconKind::PermanentPilot,
        "permanent weapon" => IconKind::PermanentWeapon,
        "interior" => IconKind::Interior,
        "exterior" => IconKind::Exterior,
        "planet" => IconKind::Planet,
        "space" => IconKind::Space,
        "mobile" => IconKind::Mobile,
        "scomp link" => IconKind::ScompLink,
        "starship" => IconKind::Starship,
        "vehicle site" => IconKind::VehicleSite,
        "underground" => IconKind::Underground,
        "underwater" => IconKind::Underwater,
        "cave" => IconKind::Cave,
        "maintenance" => IconKind::Maintenance,
        "grabber" => IconKind::Grabber,
        "selective" => IconKind::Selective,
        "defensive shield" => IconKind::DefensiveShield,
        "republic" => IconKind::Republic,
        "separatist" => IconKind::Separatist,
        "independent" => IconKind::Independent,
        "trade federation" => IconKind::TradeFederation,
        "clone army" => IconKind::ClonesArmy,
        "first order" => IconKind::FirstOrder,
        "resistance" => IconKind::Resistance,
        _ => return None,
    })
}

/// Card types by their word (singular or plural).
fn type_word(w: &str) -> Option<CardType> {
    let w = w.to_lowercase();
    let singular = w.strip_suffix('s').unwrap_or(&w);
    Some(match (w.as_str(), singular) {
        (_, "character") => CardType::Character,
        (_, "starship") => CardType::Starship,
        (_, "vehicle") => CardType::Vehicle,
        (_, "location") => CardType::Location,
        (_, "interrupt") => CardType::Interrupt,
        (_, "effect") => CardType::Effect,
        (_, "weapon") => CardType::Weapon,
        (_, "device") => CardType::Device,
        (_, "creature") => CardType::Creature,
        (_, "objective") => CardType::Objective,
        ("epic-event" | "epic-events", _) => CardType::EpicEvent,
        ("defensive-shield" | "defensive-shields", _) => CardType::DefensiveShield,
        ("admirals-order" | "admirals-orders", _) => CardType::AdmiralsOrder,
        // Any Jedi Test, whatever its number.
        ("jedi-test" | "jedi-tests", _) => CardType::JediTest(0),
        _ => return None,
    })
}

/// Subtype words written bare (other database words go in single quotes).
pub const BARE_WORDS: &[&str] = &[
    "generic",
    "imperial",
    "rebel",
    "alien",
    "droid",
    "normal",
    "republic",
    "resistance",
    "sith",
    "site",
    "system",
    "sector",
    "used",
    "lost",
    "starting",
    "immediate",
    "mobile",
    "political",
    "utinni",
    "starfighter",
    "capital",
    "squadron",
    "mine",
];

fn pile_word(w: &str) -> Option<PileName> {
    Some(match w {
        "reserve" => PileName::Reserve,
        "force" => PileName::Force,
        "used" => PileName::Used,
        "lost" => PileName::Lost,
        "hand" => PileName::Hand,
        "out-of-play" => PileName::OutOfPlay,
        _ => return None,
    })
}

fn rel_word(w: &str) -> Option<Rel> {
    Some(match w {
        "your" | "you" => Rel::You,
        "opponent's" | "opponent" => Rel::Opponent,
        "any" | "anyone" | "anyone's" | "either" => Rel::Anyone,
        _ => return None,
    })
}

impl<'t> Parser<'t> {
    fn new(toks: &'t [Token], end_col: usize) -> Parser<'t> {
        Parser {
            toks,
            pos: 0,
            end_col,
            lets: Vec::new(),
            targets: 0,
            stop_at: false,
        }
    }

    fn error_at(&self, col: usize, message: &str) -> PErr {
        PErr {
            col,
            message: message.into(),
            line: None,
        }
    }

    fn col(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end_col, |t| t.col)
    }

    fn fail<T>(&self, message: impl Into<String>) -> R<T> {
        let found = match self.toks.get(self.pos) {
            Some(t) => format!("found {}", t.tok),
            None => "found the end of the line".into(),
        };
        Err(PErr {
            col: self.col(),
            message: format!("{}; {found}", message.into()),
            line: None,
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }

    fn peek_at(&self, k: usize) -> Option<&Tok> {
        self.toks.get(self.pos + k).map(|t| &t.tok)
    }

    fn word(&self) -> Option<&str> {
        match self.peek() {
            Some(Tok::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn word_at(&self, k: usize) -> Option<&str> {
        match self.peek_at(k) {
            Some(Tok::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn is(&self, w: &str) -> bool {
        self.word() == Some(w)
    }

    /// Consumes the words if they come next.
    fn eat(&mut self, words: &[&str]) -> bool {
        if words
            .iter()
            .enumerate()
            .all(|(k, w)| self.word_at(k) == Some(w))
        {
            self.pos += words.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, words: &[&str]) -> R<()> {
        if self.eat(words) {
            Ok(())
        } else {
            self.fail(format!("expected '{}'", words.join(" ")))
        }
    }

    fn eat_tok(&mut self, tok: &Tok) -> bool {
        if self.peek() == Some(tok) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect_tok(&mut self, tok: Tok) -> R<()> {
        if self.eat_tok(&tok) {
            Ok(())
        } else {
            self.fail(format!("expected {tok}"))
        }
    }

    fn done(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn expect_end(&self) -> R<()> {
        if self.done() {
            Ok(())
        } else {
            self.fail("expected the end of the clause")
        }
    }

    fn number(&mut self) -> R<i32> {
        match self.peek() {
            Some(Tok::Num(n)) => {
                let n = *n;
                self.pos += 1;
                Ok(n)
            }
            _ => {
                let words = ["one", "two", "three", "four", "five", "six"];
                if let Some(i) = self.word().and_then(|w| words.iter().position(|x| *x == w)) {
                    self.pos += 1;
                    return Ok(i as i32 + 1);
                }
                self.fail("expected a number")
            }
        }
    }

    fn rel(&mut self) -> Option<Rel> {
        let r = self.word().and_then(rel_word)?;
        self.pos += 1;
        Some(r)
    }

    // ----- clauses -----

    fn clause(&mut self) -> R<Ability> {
        let w = self.word().unwrap_or("").to_string();
        let ability = match w.as_str() {
            "deploy"
                if !matches!(
                    self.peek_at(1),
                    Some(Tok::Plus | Tok::Minus | Tok::Cmp("=" | "<=" | ">="))
                ) =>
            {
                self.deploy_clause()?
            }
            "may" if self.word_at(1) == Some("add") => self.capacity_clause()?,
            "permanent" if self.word_at(1) == Some("pilots") => {
                // A squadron's: "Permanent pilots provide total ability of 3".
                self.expect(&["permanent", "pilots", "provide", "total", "ability", "of"])?;
                Ability::PermanentPilot(self.number()?)
            }
            "permanent" => {
                self.expect(&["permanent", "pilot", "provides", "ability", "of"])?;
                Ability::PermanentPilot(self.number()?)
            }
            "replaces" => {
                self.expect(&["replaces"])?;
                let count = u8::try_from(self.number()?).unwrap_or(0);
                self.stop_at = true;
                let what = self.sel();
                self.stop_at = false;
                let what = what?;
                self.expect(&["at", "one", "location"])?;
                Ability::Replaces { count, what }
            }
            "mobile" => {
                self.expect(&["mobile", "system", "at", "parsec"])?;
                let start = self.number()?;
                self.expect_tok(Tok::Comma)?;
                self.expect(&["hyperspeed"])?;
                Ability::MobileSystem {
                    start,
                    hyperspeed: self.number()?,
                }
            }
            "dejarik" => {
                self.expect(&["dejarik", "rules", "here"])?;
                Ability::DejarikRules
            }
            "hoth" if self.word_at(1) == Some("energy") => {
                self.expect(&["hoth", "energy", "shield", "rules"])?;
                Ability::EnergyShieldRules
            }
            "makes" => {
                self.expect(&["makes", "bearer", "undercover"])?;
                Ability::MakesBearerUndercover
            }
            "converted" => {
                self.expect(&["converted", "by"])?;
                Ability::ConvertedBy(self.sel()?)
            }
            "opponent" if self.word_at(1) == Some("goes") => {
                self.expect(&[
                    "opponent", "goes", "first", "if", "this", "is", "your", "starting", "location",
                ])?;
                Ability::FirstTurn(Rel::Opponent)
            }
            "you" if self.word_at(1) == Some("go") => {
                self.expect(&[
                    "you", "go", "first", "if", "this", "is", "your", "starting", "location",
                ])?;
                Ability::FirstTurn(Rel::You)
            }
            "force" if self.word_at(2) == Some("bonuses") => self.rule_clause()?,
            "cannot" | "may" | "immune" | "gains" | "nighttime" | "pays" | "rotated" | "moves"
            | "shuttles" | "fires" | "goes" | "characters" | "limited" | "remains" | "expands"
            | "asteroid" | "cave" | "transfers" | "crosses" | "loses" | "relocates" => {
                self.rule_clause()?
            }
            "deploys" if self.word_at(1) == Some("and") => self.rule_clause()?,
            "you" | "opponent" | "your" | "opponent's" if self.player_rule_ahead() => {
                self.player_rule_clause()?
            }
            "flip" | "lost" => {
                self.pos += 1;
                if !(self.eat(&["while"]) || self.eat(&["if"])) {
                    return self.fail("expected 'while <condition>'");
                }
                let cond = self.cond()?;
                if w == "flip" {
                    Ability::FlipWhile(cond)
                } else {
                    Ability::LostWhile(cond)
                }
            }
            "target" => {
                self.pos += 1;
                Ability::Target(self.sel()?)
            }
            "insert" => {
                self.pos += 1;
                self.expect(&["in", "opponent's", "reserve", "deck"])?;
                Ability::Deploy {
                    placement: Placement::Insert,
                    cost: None,
                }
            }
            "lose" if !matches!(self.peek_at(1), Some(Tok::Plus | Tok::Minus)) => {
                self.pos += 1;
                let sel = self.sel()?;
                if !(self.eat(&["while"]) || self.eat(&["if"])) {
                    return self.fail("expected 'while <condition>' after 'lose <cards>'");
                }
                Ability::LoseWhile(sel, self.cond()?)
            }
            "unsupported" => {
                self.pos += 1;
                match self.peek().cloned() {
                    Some(Tok::Title(reason)) => {
                        self.pos += 1;
                        Ability::Unsupported(reason)
                    }
                    _ => return self.fail("expected the reason in double quotes"),
                }
            }
            _ => Ability::Modify(self.modifier()?),
        };
        self.expect_end()?;
        Ok(ability)
    }

    /// `may add 6 pilots, 8 passengers, 2 vehicles and 4 TIEs`, `may add 1 pilot or passenger`.
    fn capacity_clause(&mut self) -> R<Ability> {
        self.expect(&["may", "add"])?;
        let mut cap = Capacity::default();
        loop {
            let n = u8::try_from(self.number()?).unwrap_or(0);
            let Some(what) = self.word().map(str::to_lowercase) else {
                return self.fail("expected pilots, passengers, vehicles or TIEs");
            };
            self.pos += 1;
            match what.as_str() {
                "pilot" | "pilots"
                    if self.eat(&["or", "passenger"]) || self.eat(&["or", "passengers"]) =>
                {
                    cap.either += n
                }
                // A transport vehicle's driver takes its one helm slot, as a pilot does.
                "pilot" | "pilots" | "driver" | "drivers" => cap.pilots += n,
                "passenger" | "passengers" => cap.passengers += n,
                "vehicle" | "vehicles" => cap.vehicles += n,
                "tie" | "ties" => {
                    cap.starfighters += n;
                    cap.ties_only = true;
                }
                "starfighter" | "starfighters" => cap.starfighters += n,
                _ => return self.fail("expected pilots, passengers, vehicles or TIEs"),
            }
            if !(self.eat_tok(&Tok::Comma) || self.eat(&["and"])) {
                break;
            }
        }
        Ok(Ability::Capacity(cap))
    }

    fn deploy_clause(&mut self) -> R<Ability> {
        self.expect(&["deploy"])?;
        if self.eat(&["only", "to"]) {
            return Ok(Ability::DeployOnly(self.sel()?));
        }
        if self.eat(&["during"]) {
            let who = self.rel().ok_or_else(|| {
                self.error_at(
                    self.col(),
                    "expected 'your', 'opponent's' or 'any' after 'during'",
                )
            })?;
            let Some(phase) = self.word().and_then(phase_word) else {
                return self
                    .fail("expected a phase (activate, control, deploy, battle, move, draw)");
            };
            self.pos += 1;
            self.expect(&["phase"])?;
            return Ok(Ability::DeployDuring(who, phase));
        }
        let placement = if self.eat(&["on", "table"]) {
            Placement::Table
        } else if self.eat(&["near"]) {
            let whose = self.rel().unwrap_or(Rel::You);
            self.expect(&["reserve", "deck"])?;
            Placement::NearReserve(whose)
        } else if self.eat(&["on"]) {
            Placement::On(self.sel()?)
        } else if self.eat(&["to"]) {
            let location = self.sel()?;
            let opponents_side = self.eat(&["on", "opponent's", "side"]);
            Placement::At {
                location,
                opponents_side,
            }
        } else {
            return self
                .fail("expected 'only to', 'on', 'to', 'on table' or 'near' after 'deploy'");
        };
        let cost = if self.eat(&["for"]) {
            Some(self.amount()?)
        } else {
            None
        };
        Ok(Ability::Deploy { placement, cost })
    }

    /// Whether a player-level rule comes next: `you|opponent may not force drain|initiate
    /// battle at …`, `your|opponent's force drains cannot be cancelled at …`.
    fn player_rule_ahead(&self) -> bool {
        let at = |k: usize, words: &[&str]| {
            words
                .iter()
                .enumerate()
                .all(|(i, w)| self.word_at(k + i) == Some(w))
        };
        at(1, &["may", "not", "force", "drain"])
            || at(1, &["may", "not", "initiate", "battle"])
            || at(1, &["may", "not", "react"])
            || at(1, &["force", "drains", "cannot", "be", "cancelled"])
            || at(1, &["force", "drains", "cannot", "be", "modified"])
            || at(
                1,
                &[
                    "loses", "force", "from", "drains", "from", "reserve", "deck",
                ],
            )
    }

    /// A rule on what a player may do at locations, read from the player's word on.
    fn player_rule_clause(&mut self) -> R<Ability> {
        let Some(rel) = self.rel() else {
            return self.fail("expected 'you' or 'opponent'");
        };
        let rule = if self.eat(&["may", "not", "force", "drain"]) {
            Rule::MayNotDrain(rel)
        } else if self.eat(&["may", "not", "initiate", "battle"]) {
            Rule::MayNotInitiateBattle(rel)
        } else if self.eat(&["may", "not", "react"]) {
            Rule::MayNotReact(rel)
        } else if self.eat(&[
            "loses", "force", "from", "drains", "from", "reserve", "deck",
        ]) {
            Rule::DrainLossFromReserve(rel)
        } else if self.eat(&[
            "force", "drains", "cannot", "be", "modified", "by", "opponent",
        ]) {
            Rule::DrainNotModifiable(rel)
        } else {
            self.expect(&["force", "drains", "cannot", "be", "cancelled"])?;
            Rule::DrainNotCancellable(rel)
        };
        self.expect(&["at"])?;
        let on = self.sel()?;
        let cond = self.opt_cond()?;
        Ok(Ability::Rule {
            rule,
            on,
            arg: None,
            cond,
        })
    }

    /// `cannot move`, `may not battle`, `immune to attrition`, `gains [warrior]`… with an
    /// optional `on <cards>` and `while <condition>`.
    fn rule_clause(&mut self) -> R<Ability> {
        let mut arg = None;
        let rule = if self.eat(&["cannot", "move", "to"]) {
            arg = Some(self.sel()?);
            Rule::CannotMoveTo
        } else if self.eat(&["cannot", "move"]) {
            Rule::CannotMove
        } else if self.eat(&["cannot", "be", "stolen"]) {
            Rule::NotStealable
        } else if self.eat(&["relocates", "only", "to"]) {
            arg = Some(self.sel()?);
            Rule::RelocatesOnlyTo
        } else if self.eat(&["cannot", "be", "cancelled"]) {
            Rule::NotCancellable
        } else if self.eat(&["may", "not", "battle"]) {
            Rule::MayNotBattle
        } else if self.eat(&["may", "not", "use", "weapons"]) {
            Rule::MayNotUseWeapons
        } else if self.eat(&["loses", "immunity", "to", "attrition"]) {
            Rule::LosesImmunityToAttrition
        } else if self.eat(&["crosses", "if", "blown", "away"]) {
            Rule::CrossesWhenBlownAway
        } else if self.eat(&["may", "not", "carry", "weapons"]) {
            Rule::MayNotCarryWeapons
        } else if self.eat(&["may", "not", "deploy", "here"]) {
            Rule::MayNotDeployHere
        } else if self.eat(&["may", "not", "deploy", "to"]) {
            return Ok(Ability::MayNotDeployTo(self.sel()?));
        } else if self.eat(&["may", "not", "deploy"]) {
            let cond = if self.eat(&["while"]) || self.eat(&["if"]) {
                self.cond()?
            } else {
                return self.fail("expected 'while <condition>' after 'may not deploy'");
            };
            return Ok(Ability::MayNotDeploy(cond));
        } else if self.eat(&["may", "react", "deploy", "with", "pilot", "to"]) {
            arg = Some(self.sel()?);
            Rule::ReactDeployPiloted
        } else if self.eat(&["may", "react", "deploy", "to"]) {
            arg = Some(self.sel()?);
            Rule::ReactDeploy
        } else if self.eat(&["may", "react", "move"]) {
            // "May move as a 'react' to Hoth sites": only to such locations.
            if self.eat(&["to"]) {
                arg = Some(self.sel()?);
            }
            Rule::ReactMove
        } else if self.eat(&["may", "not", "be", "played"]) {
            Rule::MayNotBePlayed
        } else if self.eat(&["force", "drain", "bonuses", "canceled"]) {
            Rule::DrainBonusCanceled
        } else if self.eat(&["may", "not", "be", "aboard"]) {
            arg = Some(self.sel()?);
            Rule::MayNotBeAboard
        } else if self.eat(&["deploys", "and", "moves", "like", "a", "starfighter"]) {
            Rule::LikeStarfighter
        } else if self.eat(&["fires", "while", "landed"]) {
            Rule::FiresLanded
        } else if self.eat(&["fires", "at"]) {
            arg = Some(self.sel()?);
            Rule::FiresAt
        } else if self.eat(&["may", "fire", "two", "or", "more", "weapons"]) {
            Rule::FiresSeveral
        } else if self.eat(&["moves", "free"]) {
            Rule::MovesFree
        } else if self.eat(&["shuttles", "free"]) {
            Rule::ShuttlesFree
        } else if self.eat(&["asteroid", "rules", "in", "effect"]) {
            Rule::AsteroidRules
        } else if self.eat(&["transfers", "free", "here"]) {
            Rule::TransfersFreeHere
        } else if self.eat(&["cave", "rules", "in", "effect"]) {
            Rule::CaveRules
        } else if self.eat(&["characters", "aboard", "jump", "off", "if", "lost"]) {
            Rule::JumpOff
        } else if self.eat(&["goes", "to", "used", "pile", "if", "hit", "and", "lost"]) {
            Rule::HitToUsedPile
        } else if self.eat(&["goes", "to", "used", "pile", "when", "played"]) {
            Rule::PlayedAsUsed
        } else if self.eat(&["cannot", "utilize", "game", "text"]) {
            Rule::TextCancelled
        } else if self.eat(&["rotated"]) {
            Rule::Rotated
        } else if self.eat(&["may", "forfeit", "from", "hand"]) {
            Rule::ForfeitFromHand
        } else if self.eat(&["may", "forfeit", "for", "hit"]) {
            Rule::ForfeitForHit
        } else if self.eat(&["remains", "in", "play", "when", "forfeited"]) {
            Rule::RemainsWhenForfeited
        } else if self.eat(&["expands", "your", "game", "text", "to", "adjacent", "sites"]) {
            Rule::ExpandsText
        } else if self.eat(&["may", "deploy", "aboard"])
            || self.eat(&["may", "deploy", "on", "this"])
        {
            // "Any stolen lightsaber may deploy on Grievous": the same rule on a character.
            Rule::MayDeployAboard
        } else if self.eat(&["may", "deploy", "here"]) {
            Rule::MayDeployHere
        } else if self.eat(&["may", "move", "free", "to", "here"]) {
            Rule::FreeMoveHere
        } else if self.eat(&[
            "may", "move", "free", "in", "control", "phase", "between", "here", "and",
        ]) {
            arg = Some(self.sel()?);
            Rule::FreeMoveInControl
        } else if self.eat(&["may", "move", "free", "from", "here", "to"]) {
            arg = Some(self.sel()?);
            Rule::FreeMoveFrom
        } else if self.eat(&["may", "move", "between", "here", "and"]) {
            arg = Some(self.sel()?);
            Rule::MoveBetween
        } else if self.eat(&["may", "move", "free", "between", "here", "and"]) {
            arg = Some(self.sel()?);
            Rule::FreeMoveBetween
        } else if self.eat(&["may", "make"]) {
            // "May make a Kessel Run in place of a smuggler".
            arg = Some(self.sel()?);
            self.expect(&["in", "place", "of"])?;
            match self.peek().cloned() {
                Some(Tok::Key(k)) => {
                    self.pos += 1;
                    Rule::InPlaceOf(Sym::new(&k))
                }
                _ => return self.fail("expected a 'word' in quotes after 'in place of'"),
            }
        } else if self.eat(&["may", "deploy", "without", "presence"]) {
            Rule::DeploysWithoutPresence
        } else if self.eat(&[
            "may",
            "deploy",
            "regardless",
            "of",
            "location",
            "deployment",
            "restrictions",
        ]) {
            Rule::IgnoresLocationRestrictions
        } else if self.eat(&["immune", "to", "attrition"]) {
            if self.eat_tok(&Tok::Cmp("<")) {
                let n = self.amount()?;
                let on = self.subject_cards()?;
                let cond = self.opt_cond()?;
                return Ok(Ability::Modify(Modifier {
                    changes: vec![(Quantity::Immunity, Change::AtLeast(n))],
                    on: Subject::Cards(on),
                    cond,
                    cumulative: false,
                }));
            }
            Rule::ImmuneToAttrition
        } else if self.eat(&["immune", "to"]) {
            arg = Some(self.sel()?);
            Rule::ImmuneTo
        } else if self.eat(&["gains"]) {
            match self.peek() {
                Some(Tok::Icon(i)) => {
                    let icon = icon_word(i)
                        .ok_or_else(|| self.error_at(self.col(), &format!("unknown icon [{i}]")))?;
                    self.pos += 1;
                    Rule::GainsIcon(icon)
                }
                // "Give that character thief skill": `gains 'thief'`.
                Some(Tok::Key(k)) => {
                    let word = Sym::new(k);
                    self.pos += 1;
                    Rule::GainsSkill(word)
                }
                _ => {
                    return self
                        .fail("expected an icon such as [warrior] or a 'skill' after 'gains'");
                }
            }
        } else if self.eat(&["nighttime", "at"]) {
            arg = Some(self.sel()?);
            Rule::Nighttime
        } else if self.eat(&["may", "play", "from", "lost", "pile", "once", "per", "game"]) {
            Rule::PlayFromLostPile
        } else if self.eat(&["pays", "alone"]) {
            Rule::PaysAlone
        } else if self.eat(&[
            "limited", "to", "owner's", "move", "phase", "and", "exterior", "sites",
        ]) {
            Rule::MovePhaseExteriorOnly
        } else {
            return self.fail(
                "expected a rule (cannot move, may not battle, immune to …, gains [icon] …)",
            );
        };
        let on = self.subject_cards()?;
        let cond = self.opt_cond()?;
        Ok(Ability::Rule {
            rule,
            on,
            arg,
            cond,
        })
    }

    /// `on <cards>`, or the card itself.
    fn subject_cards(&mut self) -> R<Sel> {
        if self.eat(&["on"]) {
            self.sel()
        } else {
            Ok(Sel::this())
        }
    }

    fn opt_cond(&mut self) -> R<Cond> {
        if self.eat(&["while"]) || self.eat(&["if"]) {
            self.cond()
        } else if self.eat(&["unless"]) {
            Ok(Cond::Not(Box::new(self.cond()?)))
        } else {
            Ok(Cond::True)
        }
    }

    /// A quantity word (or two), if one comes next.
    fn quantity(&mut self) -> Option<Quantity> {
        let table: &[(&[&str], Quantity)] = &[
            (
                &["battle", "destiny", "draws"],
                Quantity::BattleDestinyDraws,
            ),
            (
                &["battle", "destiny", "ability"],
                Quantity::BattleDestinyAbility,
            ),
            (&["battle", "destiny"], Quantity::BattleDestiny),
            (
                &["total", "battle", "destiny"],
                Quantity::TotalBattleDestiny,
            ),
            (
                &["destiny", "to", "power", "draws"],
                Quantity::PowerDestinyDraws,
            ),
            (&["weapon", "destiny"], Quantity::WeaponDestiny),
            (&["force", "drain"], Quantity::ForceDrain),
            (&["force", "icons"], Quantity::ForceIcons),
            (&["force", "loss", "from", "drains"], Quantity::DrainLoss),
            (&["force", "loss"], Quantity::ForceLoss),
            (&["total", "power"], Quantity::TotalPower),
            (&["battle", "damage"], Quantity::BattleDamage),
            (&["battle", "cost"], Quantity::BattleCost),
            (&["drain", "cost"], Quantity::DrainCost),
            (&["fire", "cost"], Quantity::FireCost),
            (&["epic", "total"], Quantity::EpicTotal),
            (&["loss", "cost"], Quantity::LossCost),
            (&["transit", "cost", "to"], Quantity::TransitCostTo),
            (&["transit", "cost"], Quantity::TransitCost),
            (&["control", "ability"], Quantity::ControlAbility),
            (&["attrition"], Quantity::Attrition),
            (&["generation"], Quantity::Generation),
            (&["immunity"], Quantity::Immunity),
            (&["defense", "value"], Quantity::Stat(Stat::Defense)),
        ];
        for (words, q) in table {
            if self.eat(words) {
                return Some(*q);
            }
        }
        let stat = self.word().and_then(stat_word)?;
        self.pos += 1;
        Some(Quantity::Stat(stat))
    }

    fn change(&mut self) -> R<Change> {
        match self.peek() {
            Some(Tok::Plus) => {
                self.pos += 1;
                Ok(Change::Add(self.factor()?))
            }
            Some(Tok::Minus) => {
                self.pos += 1;
                let a = self.factor()?;
                Ok(Change::Add(match a {
                    Amount::Num(n) => Amount::Num(-n),
                    other => Amount::Op(Box::new(Amount::Num(0)), Arith::Sub, Box::new(other)),
                }))
            }
            Some(Tok::Cmp("=")) => {
                self.pos += 1;
                Ok(Change::Set(self.factor()?))
            }
            Some(Tok::Cmp(">=")) => {
                self.pos += 1;
                Ok(Change::AtLeast(self.factor()?))
            }
            Some(Tok::Cmp("<=")) => {
                self.pos += 1;
                Ok(Change::AtMost(self.factor()?))
            }
            Some(Tok::Word(w)) if w == "x" || w == "times" => {
                self.pos += 1;
                Ok(Change::Times(self.factor()?))
            }
            Some(Tok::Word(w)) if w == "halved" => {
                self.pos += 1;
                let down_if = if self.eat(&["round", "down", "if"]) {
                    self.cond()?
                } else {
                    Cond::Not(Box::new(Cond::True))
                };
                Ok(Change::Halve { down_if })
            }
            _ => self.fail("expected a change: +N, -N, = N, >= N, x N or halved"),
        }
    }

    /// `power +1, forfeit +1 on bearer while …`
    fn modifier(&mut self) -> R<Modifier> {
        let cumulative = self.eat(&["cumulatively"]);
        let mut changes = Vec::new();
        loop {
            let Some(q) = self.quantity() else {
                return self.fail("expected a clause: a value to change (power, forfeit, force drain …), a rule, 'deploy …' or an action");
            };
            let change = self.change()?;
            changes.push((q, change));
            if q == Quantity::Stat(Stat::Deploy) && self.eat(&["from", "you", "only"]) {
                changes.push((Quantity::DeployEach, Change::Set(Amount::Num(0))));
            } else if q == Quantity::Stat(Stat::Deploy) && self.eat(&["from", "each", "player"]) {
                let last = changes.pop().expect("just pushed");
                changes.push((Quantity::DeployEach, last.1));
            }
            if !self.eat_tok(&Tok::Comma) {
                break;
            }
        }
        let card_values = changes.iter().all(|(q, _)| {
            matches!(
                q,
                Quantity::Stat(_)
                    | Quantity::Immunity
                    | Quantity::DeployEach
                    | Quantity::LossCost
                    | Quantity::EpicTotal
            )
        });
        let player_values = changes.iter().all(|(q, _)| {
            !matches!(
                q,
                Quantity::Stat(_)
                    | Quantity::Immunity
                    | Quantity::DeployEach
                    | Quantity::LossCost
                    | Quantity::EpicTotal
            )
        });
        let on = if card_values {
            Subject::Cards(self.subject_cards()?)
        } else if changes.iter().all(|(q, _)| *q == Quantity::WeaponDestiny) && self.is("on") {
            // The weapon destiny draws of the weapons those cards fire or carry.
            Subject::Cards(self.subject_cards()?)
        } else if changes.iter().all(|(q, _)| *q == Quantity::FireCost) && self.is("on") {
            // The Force the weapons matching cost to fire by their own text.
            Subject::Cards(self.subject_cards()?)
        } else if player_values {
            let who = if self.eat(&["for"]) {
                self.rel().ok_or_else(|| {
                    self.error_at(
                        self.col(),
                        "expected 'you', 'opponent' or 'anyone' after 'for'",
                    )
                })?
            } else {
                Rel::You
            };
            let at = if self.is("here") {
                self.pos += 1;
                Some(Sel::Near(Near::Here))
            } else if self.eat(&["at"]) {
                Some(self.unit()?)
            } else {
                None
            };
            Subject::Player(who, at)
        } else {
            return self.fail("a clause changes either card values (power, forfeit…) or game values (force drain, total power…), not both");
        };
        let cond = self.opt_cond()?;
        Ok(Modifier {
            changes,
            on,
            cond,
            cumulative,
        })
    }

    // ----- actions -----

    fn action_header(&mut self) -> R<Action> {
        let kind = match self.word() {
            Some("interrupt") => {
                self.pos += 1;
                let portion = if self.eat(&["used"]) {
                    Portion::Used
                } else if self.eat(&["lost"]) {
                    Portion::Lost
                } else if self.eat(&["starting"]) {
                    Portion::Starting
                } else {
                    Portion::Plain
                };
                ActionKind::Interrupt(portion)
            }
            Some("immediate") => {
                self.pos += 1;
                ActionKind::Interrupt(Portion::Immediate)
            }
            Some("action") | Some("response") => {
                self.pos += 1;
                ActionKind::Use
            }
            Some("trigger") => {
                self.pos += 1;
                ActionKind::Must
            }
            Some("weapon") => {
                self.pos += 1;
                ActionKind::Weapon
            }
            _ => {
                return self
                    .fail("expected interrupt, immediate, action, response, trigger or weapon");
            }
        };
        let when = if kind == ActionKind::Weapon {
            When::Fire
        } else if kind == ActionKind::Interrupt(Portion::Starting) {
            When::Setup
        } else {
            self.when()?
        };
        let mut action = Action {
            kind,
            when,
            limit: None,
            cond: Cond::True,
            costs: Vec::new(),
            targets: Vec::new(),
            steps: Vec::new(),
        };
        while self.eat_tok(&Tok::Comma) {
            if let Some(limit) = self.limit()? {
                action.limit = Some(limit);
            } else if self.eat(&["if"]) {
                action.cond = self.cond()?;
            } else {
                return self.fail("expected a limit (once per turn…) or 'if <condition>'");
            }
        }
        self.expect_tok(Tok::Colon)?;
        self.expect_end()?;
        Ok(action)
    }

    fn limit(&mut self) -> R<Option<Limit>> {
        let times = if self.eat(&["once"]) {
            1
        } else if self.eat(&["twice"]) {
            2
        } else if self.eat(&["thrice"]) {
            3
        } else {
            return Ok(None);
        };
        self.expect(&["per"])?;
        let limit = if self.eat(&["turn"]) {
            Limit::PerTurn(times)
        } else if self.eat(&["battle"]) {
            Limit::PerBattle(times)
        } else if self.eat(&["game"]) {
            Limit::PerGame(times)
        } else {
            return self.fail("expected turn, battle or game");
        };
        Ok(Some(limit))
    }

    fn when(&mut self) -> R<When> {
        if self.eat(&["any", "time"]) {
            return Ok(When::AnyTime);
        }
        if self.eat(&["at", "setup"]) {
            return Ok(When::Setup);
        }
        if self.eat(&["during", "battle"]) {
            let at = if self.eat(&["at"]) {
                Some(self.sel()?)
            } else if self.eat(&["here"]) {
                Some(Sel::Near(Near::Here))
            } else {
                None
            };
            return Ok(When::DuringBattle(at));
        }
        if self.eat(&["during"]) {
            let who = self.rel().ok_or_else(|| {
                self.error_at(self.col(), "expected 'your' or 'opponent's' after 'during'")
            })?;
            if self.eat(&["turn"]) {
                return Ok(When::During(who, None));
            }
            let phase = self.word().and_then(phase_word);
            let Some(phase) = phase else {
                return self.fail(
                    "expected 'turn' or a phase (activate, control, deploy, battle, move, draw)",
                );
            };
            self.pos += 1;
            self.expect(&["phase"])?;
            return Ok(When::During(who, Some(phase)));
        }
        if self.eat(&["when"]) {
            return Ok(When::Window(self.window()?));
        }
        self.fail("expected 'any time', 'during …' or 'when …'")
    }

    fn window(&mut self) -> R<Window> {
        if self.eat(&["both", "draw", "one", "battle", "destiny"]) {
            return Ok(Window {
                who: Rel::Anyone,
                event: Event::BothDrawOneBattleDestiny,
                subject: None,
                at: None,
            });
        }
        if self.eat(&["battle", "ends"]) {
            let at = if self.eat(&["at"]) {
                Some(self.sel()?)
            } else {
                None
            };
            return Ok(Window {
                who: Rel::Anyone,
                event: Event::BattleEnds,
                subject: None,
                at,
            });
        }
        if self.eat(&["this", "reaches", "top"]) {
            return Ok(Window {
                who: Rel::Anyone,
                event: Event::ReachesTop,
                subject: Some(Sel::this()),
                at: None,
            });
        }
        let who = self.rel().ok_or_else(|| {
            self.error_at(self.col(), "expected who acts: you, opponent or anyone")
        })?;
        let mut subject = None;
        if let Some(phase) = self.word().and_then(phase_word)
            && self.word_at(1) == Some("phase")
            && self.word_at(2) == Some("starts")
        {
            self.pos += 3;
            return Ok(Window {
                who,
                event: Event::PhaseStarts(phase),
                subject: None,
                at: None,
            });
        }
        // Verbs read the same with or without the third-person "s" ("you lose battle",
        // "opponent loses battle").
        let verb = self.word().unwrap_or("").to_string();
        let base = match verb.as_str() {
            "initiates" | "initiate" => "initiate",
            "deploys" | "deploy" => "deploy",
            "plays" | "play" => "play",
            "loses" | "lose" => "lose",
            "forfeits" | "forfeit" => "forfeit",
            "cancels" | "cancel" => "cancel",
            "moves" | "move" => "move",
            "draws" | "draw" => "draw",
            "wins" | "win" => "win",
            "is" | "are" => "is",
            "reacts" | "react" => "react",
            "hits" | "hit" => "hit",
            "breaks" | "break" => "break",
            "disarms" | "disarm" => "disarm",
            "transports" | "transport" => "transport",
            "places" | "place" => "place",
            "turn" => "turn",
            _ => "",
        };
        if !base.is_empty() {
            self.pos += 1;
        }
        let event = match base {
            "initiate" if self.eat(&["battle", "or", "force", "drain"]) => {
                Event::InitiatesBattleOrDrain
            }
            "initiate" if self.eat(&["battle"]) => Event::InitiatesBattle,
            "initiate" if self.eat(&["force", "drain"]) => Event::InitiatesForceDrain,
            "is" if self.eat(&["about", "to", "lose", "force"]) => Event::AboutToLoseForce,
            "is" if self.eat(&["about", "to", "lose"]) => {
                self.stop_at = true;
                let s = self.sel();
                self.stop_at = false;
                subject = Some(s?);
                Event::AboutToBeLost
            }
            "is" if self.eat(&["about", "to", "move"]) => {
                self.stop_at = true;
                let s = self.sel();
                self.stop_at = false;
                subject = Some(s?);
                self.expect(&["through", "hyperspace"])?;
                Event::AboutToHyperspace
            }
            "lose" if self.eat(&["force", "from", "battle"]) => Event::LostBattleForce,
            "lose" if self.eat(&["force", "from", "drain"]) => Event::LostDrainForce,
            "lose" if self.eat(&["battle"]) => Event::LosesBattle,
            "win" if self.eat(&["battle"]) => Event::WinsBattle,
            "turn" if self.eat(&["starts"]) => Event::TurnStarts,
            "react" => Event::Reacts,
            "draw" if self.eat(&["battle", "destiny"]) => Event::Draws(DestinyKind::Battle),
            "draw" if self.eat(&["weapon", "destiny"]) => Event::Draws(DestinyKind::Weapon),
            "draw" if self.eat(&["destiny", "for"]) => {
                subject = Some(self.sel()?);
                Event::DrawsFor
            }
            "draw" if self.eat(&["destiny"]) => Event::Draws(DestinyKind::Any),
            "break" => {
                self.expect(&["cover", "of"])?;
                subject = Some(self.sel()?);
                Event::BreaksCover
            }
            "place" => {
                subject = Some(self.sel()?);
                self.expect(&["in", "used", "pile", "from", "table"])?;
                Event::PlacesInUsed
            }
            "transport" => {
                self.expect(&["with"])?;
                self.stop_at = true;
                let s = self.sel();
                self.stop_at = false;
                subject = Some(s?);
                Event::Transports
            }
            "deploy" | "play" | "lose" | "forfeit" | "move" | "cancel" | "hit" | "disarm" => {
                self.stop_at = true;
                let s = self.sel();
                self.stop_at = false;
                subject = Some(s?);
                match base {
                    "deploy" => Event::Deploys,
                    "play" => Event::Plays,
                    "lose" => Event::Loses,
                    "forfeit" => Event::Forfeits,
                    "cancel" => Event::Cancels,
                    "hit" => Event::Hits,
                    "disarm" => Event::Disarms,
                    _ if self.eat(&["from", "adjacent"]) => Event::MovesFromAdjacent,
                    _ if self.eat(&["from", "here"]) => Event::MovesFromHere,
                    _ => Event::Moves,
                }
            }
            _ => {
                return self.fail("expected an event: initiate(s) battle | force drain, deploy(s) …, play(s) …, lose(s) …, forfeit(s) …, move(s) …, draw(s) [battle|weapon] destiny, win(s)/lose(s) battle, lose(s) force from battle, is about to lose force, turn starts");
            }
        };
        let at = if self.eat(&["at"]) || self.eat(&["to"]) {
            Some(self.sel()?)
        } else if self.is("here") {
            self.pos += 1;
            Some(Sel::Near(Near::Here))
        } else {
            None
        };
        Ok(Window {
            who,
            event,
            subject,
            at,
        })
    }

    /// One line of an action's body: a cost, a target, or a step.
    fn step_line(&mut self, action: &mut Action) -> R<()> {
        if self.eat(&["cost"]) {
            loop {
                action.costs.push(self.cost()?);
                if !self.eat_tok(&Tok::Comma) {
                    break;
                }
            }
            return self.expect_end();
        }
        if self.is("target") && self.word_at(1).is_none_or(|w| w != "to") {
            self.pos += 1;
            let target = if self.eat(&["pile"]) {
                let mut piles = vec![self.pile_name()?];
                while self.eat(&["or"]) {
                    piles.push(self.pile_name()?);
                }
                self.expect(&["of"])?;
                let who = self.rel().ok_or_else(|| {
                    self.error_at(self.col(), "expected whose pile: your, opponent's or any")
                })?;
                Target::Pile(who, piles)
            } else {
                Target::Card(self.sel()?)
            };
            action.targets.push(target);
            self.targets += 1;
            return self.expect_end();
        }
        let step = self.step()?;
        self.expect_end()?;
        action.steps.push(step);
        Ok(())
    }

    fn pile_name(&mut self) -> R<PileName> {
        let p = match self.word() {
            Some("reserve") => {
                self.pos += 1;
                self.expect(&["deck"])?;
                return Ok(PileName::Reserve);
            }
            Some("hand") => {
                self.pos += 1;
                return Ok(PileName::Hand);
            }
            Some(w) => pile_word(w),
            None => None,
        };
        let Some(p) = p else {
            return self
                .fail("expected a pile: reserve deck, force pile, used pile, lost pile or hand");
        };
        self.pos += 1;
        if p == PileName::OutOfPlay {
            return Ok(p);
        }
        self.expect(&["pile"])?;
        Ok(p)
    }

    /// `<whose> <pile>`
    /// A second pile of the same player after `or` ("your reserve deck or lost pile").
    fn or_pile(&mut self) -> R<Option<PileName>> {
        if self.is("or") && self.word_at(1).and_then(pile_word).is_some() {
            self.pos += 1;
            return Ok(Some(self.pile_name()?));
        }
        Ok(None)
    }

    fn whose_pile(&mut self) -> R<(Rel, PileName)> {
        let who = self
            .rel()
            .ok_or_else(|| self.error_at(self.col(), "expected whose pile: your or opponent's"))?;
        Ok((who, self.pile_name()?))
    }

    fn cost(&mut self) -> R<Cost> {
        if self.eat(&["use", "x", "force"]) || self.eat(&["use", "X", "force"]) {
            let min = if self.eat(&["from"]) {
                self.number()?
            } else {
                0
            };
            let max = if self.eat(&["up", "to"]) {
                Some(self.amount()?)
            } else {
                None
            };
            return Ok(Cost::UseX { min, max });
        }
        if self.eat(&["use"]) {
            let n = self.amount()?;
            self.expect(&["force"])?;
            return Ok(Cost::UseForce(n));
        }
        if self.eat(&["lose"]) {
            let n = self.amount()?;
            self.expect(&["force"])?;
            return Ok(Cost::LoseForce(n));
        }
        self.fail("expected a cost: use N force, use X force, lose N force")
    }

    fn until(&mut self) -> R<Until> {
        if self.eat(&["for", "remainder", "of", "turn"])
            || self.eat(&["until", "end", "of", "turn"])
        {
            Ok(Until::EndOfTurn)
        } else if self.eat(&["for", "remainder", "of", "battle"])
            || self.eat(&["until", "end", "of", "battle"])
        {
            Ok(Until::EndOfBattle)
        } else if self.eat(&["for", "remainder", "of", "game"]) {
            Ok(Until::EndOfGame)
        } else if self.eat(&["until", "end", "of", "your", "next", "turn"]) {
            Ok(Until::EndOfYourNextTurn)
        } else {
            self.fail(
                "expected 'for remainder of turn|battle|game' or 'until end of your next turn'",
            )
        }
    }

    fn destiny_kind(&mut self) -> DestinyKind {
        if self.eat(&["battle"]) {
            DestinyKind::Battle
        } else if self.eat(&["weapon"]) {
            DestinyKind::Weapon
        } else {
            DestinyKind::Any
        }
    }

    fn step(&mut self) -> R<Step> {
        let w = self.word().unwrap_or("").to_string();
        match w.as_str() {
            "transport" => {
                self.pos += 1;
                Ok(Step::Transport(self.sel()?))
            }
            "relocate" => {
                self.pos += 1;
                let cards = self.sel()?;
                self.expect(&["to"])?;
                let to = self.sel()?;
                if self.eat(&["as", "regular", "move"]) {
                    return Ok(Step::RelocateAsMove(cards, to));
                }
                Ok(Step::Relocate(cards, to))
            }
            "follow" => {
                self.pos += 1;
                Ok(Step::Follow(self.sel()?))
            }
            "transfer" if self.word_at(1) == Some("this") => {
                self.pos += 2;
                self.expect(&["to", "target"])?;
                Ok(Step::TransferToTarget)
            }
            "aim" if self.word_at(1) == Some("at") && self.word_at(2) == Some("target") => {
                self.pos += 3;
                self.expect(&["for", "remainder", "of", "turn"])?;
                Ok(Step::AimAtTargetThisTurn)
            }
            "aim" if self.word_at(1) == Some("at") && self.word_at(2) == Some("chosen") => {
                self.pos += 3;
                Ok(Step::AimAtChosen)
            }
            "choose" if self.word_at(1) == Some("direction") => {
                self.pos += 2;
                Ok(Step::ChooseDirection)
            }
            "move" if self.word_at(1) == Some("this") && self.word_at(2) == Some("to") => {
                self.pos += 3;
                self.expect(&["next", "site"])?;
                Ok(Step::MoveOn)
            }
            "deploy" if self.word_at(1) == Some("this") => {
                self.pos += 2;
                self.expect(&["to"])?;
                Ok(Step::DeployThis(self.sel()?))
            }
            "take" if self.word_at(1) == Some("top") => {
                self.pos += 2;
                let count = self.amount()?;
                self.expect(&["of", "your"])?;
                let pile = self.pile_name()?;
                self.expect(&["into", "hand"])?;
                Ok(Step::TakeTop(count, pile))
            }
            "draw" => {
                self.pos += 1;
                let count = if matches!(self.word(), Some("destiny" | "battle" | "weapon")) {
                    Amount::Num(1)
                } else {
                    self.amount()?
                };
                let kind = self.destiny_kind();
                self.expect(&["destiny"])?;
                Ok(Step::Draw { count, kind })
            }
            "stop" => {
                self.pos += 1;
                self.expect(&["unless"])?;
                Ok(Step::StopUnless(self.cond()?))
            }
            "if" => {
                self.pos += 1;
                let cond = self.cond()?;
                self.expect_tok(Tok::Colon)?;
                Ok(Step::If(cond, Box::new(self.step()?)))
            }
            "let" => {
                self.pos += 1;
                let Some(name) = self.word().map(str::to_string) else {
                    return self.fail("expected a name after 'let'");
                };
                self.pos += 1;
                self.expect_tok(Tok::Cmp("="))?;
                let value = self.amount()?;
                let sym = Sym::new(&name);
                self.lets.push(sym);
                Ok(Step::Let(sym, value))
            }
            "cancel" => {
                self.pos += 1;
                let what = if self.eat(&["and", "redraw", "destiny"]) {
                    Cancel::Destiny { redraw: true }
                } else if self.eat(&["destiny"]) {
                    Cancel::Destiny { redraw: false }
                } else if self.eat(&["trigger"]) {
                    Cancel::Trigger
                } else if self.eat(&["force", "drain"]) {
                    Cancel::ForceDrain
                } else if self.eat(&["battle", "damage"]) {
                    Cancel::BattleDamage
                } else if self.eat(&["battle"]) {
                    Cancel::Battle
                } else if self.eat(&["game", "text", "of"]) {
                    let sel = self.sel()?;
                    Cancel::GameText(sel, self.until()?)
                } else if self.starts_unit() {
                    Cancel::Cards(self.sel()?)
                } else {
                    return self.fail("expected what to cancel: trigger, force drain, battle, destiny, battle damage, game text of …, or cards");
                };
                Ok(Step::Cancel(what))
            }
            "lose" if self.word_at(1) == Some("all") && self.word_at(2) == Some("cards") && self.word_at(4) == Some("has") => {
                self.pos += 3;
                let who = self.rel().ok_or_else(|| self.error_at(self.col(), "expected whose hand"))?;
                self.expect(&["has"])?;
                let min = self.amount()?;
                self.expect(&["or", "more", "of", "in", "hand"])?;
                Ok(Step::LoseDuplicates { whose: who, min })
            }
            "lose" => {
                self.pos += 1;
                if self.eat(&["force"]) {
                    return Ok(Step::LoseForce(Rel::You, self.amount()?));
                }
                // `lose all <cards>`, `lose <count> <cards>`, or `lose <card>` (this, target…).
                let count = if self.eat(&["all"]) || !self.starts_count() {
                    None
                } else {
                    Some(self.amount_count()?)
                };
                let sel = self.sel()?;
                let chooser = if self.eat(&["chosen", "by"]) {
                    self.rel().ok_or_else(|| self.error_at(self.col(), "expected who chooses"))?
                } else {
                    Rel::You
                };
                Ok(Step::Lose { sel, count, chooser })
            }
            "opponent" if matches!(self.word_at(1), Some("draws" | "draw")) => {
                self.pos += 2;
                let count = self.amount_count()?;
                self.expect(&["destiny"])?;
                Ok(Step::OpponentDraws(count))
            }
            "opponent" | "you" if self.word_at(1) == Some("may") && self.word_at(2) == Some("steal") => {
                let who = self.rel().expect("checked");
                self.pos += 2;
                Ok(Step::MaySteal { who, what: self.sel()? })
            }
            "opponent" | "you" if self.word_at(1) == Some("may") && self.word_at(2) == Some("retrieve") => {
                let who = self.rel().expect("checked");
                self.pos += 2;
                self.expect(&["random", "card"])?;
                Ok(Step::RetrieveRandom { who, may: true })
            }
            "opponent" | "you" if self.word_at(1) == Some("loses") || self.word_at(1) == Some("lose") => {
                let who = self.rel().expect("checked");
                self.pos += 1;
                self.expect(&["force"])?;
                Ok(Step::LoseForce(who, self.amount()?))
            }
            "retrieve" if self.word_at(1) == Some("random") => {
                self.expect(&["retrieve", "random", "card"])?;
                Ok(Step::RetrieveRandom { who: Rel::You, may: false })
            }
            "predict" => {
                self.expect(&["predict", "battle", "winner"])?;
                Ok(Step::PredictWinner)
            }
            "steal" if self.word_at(1) == Some("or") => {
                // `steal or lose up to N <cards> [or N <cards>]… onto <card>`
                self.expect(&["steal", "or", "lose", "up", "to"])?;
                let mut alternatives = Vec::new();
                loop {
                    let count = self.amount_count()?;
                    alternatives.push((count, self.sel()?));
                    if !self.eat(&["or"]) {
                        break;
                    }
                }
                self.expect(&["onto"])?;
                let onto = self.sel()?;
                Ok(Step::StealOrLose { alternatives, onto })
            }
            "retrieve" => {
                self.pos += 1;
                let topmost = self.eat(&["topmost"]);
                let up_to = self.eat(&["up", "to"]);
                let count = if topmost { Amount::Num(1) } else { self.amount_count()? };
                let sel = if self.eat(&["force"]) { None } else { Some(self.sel()?) };
                let to_hand = self.eat(&["into", "hand"]) || self.eat(&["to", "hand"]);
                Ok(Step::Retrieve { count, sel, to_hand, up_to, topmost })
            }
            "search" => {
                self.pos += 1;
                let top = if self.eat(&["top"]) {
                    let n = self.amount()?;
                    self.expect(&["of"])?;
                    Some(n)
                } else {
                    None
                };
                let (whose, pile) = self.whose_pile()?;
                let also = self.or_pile()?;
                self.expect(&["for"])?;
                let count = if self.eat(&["all"]) { None } else { Some(self.amount_count()?) };
                let sel = self.sel()?;
                self.expect_tok(Tok::Comma)?;
                let fate = if self.eat(&["take", "into", "hand"]) {
                    Fate::Hand
                } else if self.eat(&["deploy"]) {
                    Fate::Deploy
                } else if self.eat(&["lose"]) {
                    Fate::Lose
                } else if self.eat(&["place", "in", "used", "pile"]) {
                    Fate::Used
                } else if self.eat(&["steal", "onto", "this"]) {
                    Fate::StealOntoThis
                } else {
                    return self.fail("expected what happens to the cards found: take into hand, deploy, lose, place in used pile");
                };
                let reshuffle = self.eat_tok(&Tok::Comma) && {
                    self.expect(&["reshuffle"])?;
                    true
                };
                if also.is_some() && top.is_some() {
                    return self.fail("the top cards of two piles cannot be searched together");
                }
                Ok(Step::Search { whose, pile, also, sel, count, fate, reshuffle, top })
            }
            "take" if self.word_at(1) == Some("trigger") => {
                self.expect(&["take", "trigger", "into", "hand"])?;
                Ok(Step::TakeTriggerIntoHand)
            }
            "take" => {
                // `take <count> <cards> into hand from <whose> <pile>[, reshuffle]`: a search
                // that takes cards into hand.
                self.pos += 1;
                let count = Some(self.amount_count()?);
                let sel = self.sel()?;
                self.expect(&["into", "hand", "from"])?;
                let (whose, pile) = self.whose_pile()?;
                let also = self.or_pile()?;
                let reshuffle = self.eat_tok(&Tok::Comma) && {
                    self.expect(&["reshuffle"])?;
                    true
                };
                Ok(Step::Search { whose, pile, also, sel, count, fate: Fate::Hand, reshuffle, top: None })
            }
            "peek" => {
                self.pos += 1;
                self.expect(&["at", "top"])?;
                let count = self.amount()?;
                self.expect(&["of"])?;
                if self.eat(&["target"]) {
                    return Ok(Step::PeekTarget(count));
                }
                let (whose, pile) = self.whose_pile()?;
                Ok(Step::Peek { whose, pile, count })
            }
            "steal" => {
                self.pos += 1;
                let what = self.sel()?;
                let onto = if self.eat(&["onto"]) {
                    Some(self.sel()?)
                } else {
                    None
                };
                Ok(Step::Steal { what, onto })
            }
            "use" => {
                self.pos += 1;
                let n = self.amount()?;
                self.expect(&["force"])?;
                Ok(Step::UseForce(n))
            }
            "reveal" => {
                self.pos += 1;
                let who = self.rel().ok_or_else(|| self.error_at(self.col(), "expected whose hand"))?;
                self.expect(&["hand"])?;
                Ok(Step::RevealHand(who))
            }
            "deploy" => {
                self.pos += 1;
                let any = self.eat(&["any"]);
                let sel = self.sel()?;
                self.expect(&["from"])?;
                let from = if self.eat(&["stack"]) {
                    Source::Stack
                } else {
                    let (who, from) = self.whose_pile()?;
                    if who != Rel::You {
                        return self.fail("cards deploy from your own piles");
                    }
                    Source::Pile(from)
                };
                let to = if self.eat(&["to"]) { Some(self.sel()?) } else { None };
                let cost = if self.eat(&["free"]) {
                    DeployCost::Free
                } else if self.eat_tok(&Tok::Minus) {
                    DeployCost::Minus(self.number()?)
                } else {
                    DeployCost::Normal
                };
                Ok(Step::Deploy { sel, from, to, cost, any })
            }
            "name" => {
                self.pos += 1;
                Ok(Step::Name(self.sel()?))
            }
            "guess" => {
                self.expect(&["guess", "card", "type", "of", "card", "in"])?;
                let whose = match self.word_at(0).and_then(rel_word) {
                    Some(r @ (Rel::You | Rel::Opponent)) => r,
                    _ => return self.fail("expected 'your' or 'opponent's' before 'hand'"),
                };
                self.pos += 1;
                self.expect(&["hand"])?;
                Ok(Step::GuessCardType(whose))
            }
            "return" => {
                self.pos += 1;
                let sel = self.sel()?;
                self.expect(&["to", "hand"])?;
                Ok(Step::ReturnToHand(sel))
            }
            "may" if self.word_at(1) == Some("go") => {
                self.pos += 1;
                self.expect(&["go", "on"])?;
                Ok(Step::MayGoOn)
            }
            "may" if self.word_at(1) == Some("move") => {
                self.pos += 1;
                self.expect(&["move", "top", "of", "your"])?;
                let from = self.pile_name()?;
                self.expect(&["to", "your"])?;
                let to = self.pile_name()?;
                Ok(Step::MayMoveTop { from, to })
            }
            "place" if self.word_at(1) == Some("all") && self.word_at(2) == Some("but") => {
                // `place all but N random cards of <whose> hand in <pile>`
                self.pos += 3;
                let keep = self.amount()?;
                self.expect(&["random", "cards", "of"])?;
                let whose = self.rel().ok_or_else(|| self.error_at(self.col(), "expected whose hand"))?;
                self.expect(&["hand", "in"])?;
                let to = self.pile_name()?;
                Ok(Step::KeepRandom { whose, keep, to })
            }
            "place" if self.word_at(1) == Some("cards") && self.word_at(2) == Some("under") => {
                self.pos += 2;
                self.expect(&["under", "this", "in"])?;
                Ok(Step::PlaceStacked(self.pile_name()?))
            }
            "place"
                if self.word_at(1) == Some("trigger") && self.word_at(2) == Some("in") =>
            {
                self.pos += 3;
                Ok(Step::PlaceTrigger(self.pile_name()?))
            }
            "place" if self.word_at(1) == Some("this") => {
                self.pos += 2;
                self.expect(&["in"])?;
                Ok(Step::PlaceThis(self.pile_name()?))
            }
            "place" | "may" => {
                let may = self.eat(&["may"]);
                self.expect(&["place"])?;
                let sel = self.sel()?;
                if !may && self.eat(&["out", "of", "play"]) {
                    return Ok(Step::OutOfPlay(sel));
                }
                self.expect(&["from"])?;
                let from = self.pile_name()?;
                self.expect(&["on"])?;
                let to = self.pile_name()?;
                Ok(Step::Place { sel, from, to, may })
            }
            "shuffle" => {
                self.pos += 1;
                if self.eat(&["your"]) {
                    return Ok(Step::ShuffleOwn(self.pile_name()?));
                }
                self.expect(&["target"])?;
                Ok(Step::Shuffle)
            }
            "for" | "until" => {
                let until = self.until()?;
                self.expect_tok(Tok::Colon)?;
                let rule = if self.is("cannot") || self.is("may") || self.is("immune") || self.is("gains") {
                    Some(self.rule_clause()?)
                } else if self.player_rule_ahead() {
                    Some(self.player_rule_clause()?)
                } else {
                    None
                };
                match rule {
                    Some(Ability::Rule { rule, on, cond: Cond::True, .. }) => Ok(Step::LastingRule(rule, on, until)),
                    Some(Ability::Modify(m)) => Ok(Step::Lasting(Box::new(m), until)),
                    Some(_) => self.fail("a lasting rule has no condition"),
                    None => Ok(Step::Lasting(Box::new(self.modifier()?), until)),
                }
            }
            "add" => {
                self.pos += 1;
                let n = self.amount_count()?;
                self.expect(&["battle", "destiny"])?;
                Ok(Step::AddBattleDestiny(n))
            }
            "destiny" => {
                self.pos += 1;
                match self.change()? {
                    Change::Add(a) => Ok(Step::ModifyDestiny(a)),
                    _ => self.fail("a destiny just drawn changes by +N or -N"),
                }
            }
            "switch" => {
                self.pos += 1;
                self.expect(&["battle", "destinies"])?;
                Ok(Step::SwitchBattleDestinies)
            }
            "multiply" => {
                self.pos += 1;
                if self.eat(&["trigger", "by"]) {
                    return Ok(Step::MultiplyTrigger(self.amount()?));
                }
                let whose = if self.eat(&["loser's"]) {
                    Rel::Anyone
                } else {
                    self.rel().ok_or_else(|| self.error_at(self.col(), "expected whose battle damage: loser's, your or opponent's"))?
                };
                self.expect(&["battle", "damage", "by"])?;
                let by = self.amount()?;
                let if_you_win = self.eat(&["if", "you", "win"]);
                Ok(Step::MultiplyDamage { whose, by, if_you_win })
            }
            "reduce" => {
                self.pos += 1;
                if let Some(who) = self.rel() {
                    self.expect(&["battle", "destiny", "to"])?;
                    if self.amount()? != Amount::Num(0) {
                        return self.fail("a total battle destiny is reduced to 0 only");
                    }
                    return Ok(Step::ZeroBattleDestiny(who));
                }
                self.expect(&["force", "loss", "by"])?;
                Ok(Step::ReduceForceLoss(self.amount()?))
            }
            "raise" => {
                self.pos += 1;
                let who = self.rel().ok_or_else(|| self.error_at(self.col(), "expected whose Force loss"))?;
                self.expect(&["force", "loss", "by"])?;
                Ok(Step::RaiseForceLoss(who, self.amount()?))
            }
            "move" => {
                self.pos += 1;
                if self.eat(&["away", "free", "or", "lose"]) {
                    return Ok(Step::MoveAwayOrLose(self.sel()?));
                }
                if self.eat(&["away"]) {
                    return Ok(Step::MoveAway(self.sel()?));
                }
                self.expect(&["target", "to", "battle"])?;
                Ok(Step::MoveToBattle)
            }
            "hit" => {
                self.pos += 1;
                Ok(Step::Hit(self.sel()?))
            }
            "blow" => {
                self.pos += 1;
                self.expect(&["away"])?;
                Ok(Step::BlowAway(self.sel()?))
            }
            "disarm" => {
                self.pos += 1;
                Ok(Step::Disarm(self.sel()?))
            }
            "capture" => {
                self.pos += 1;
                Ok(Step::Capture(self.sel()?))
            }
            "break" => {
                self.pos += 1;
                self.expect(&["cover", "of"])?;
                Ok(Step::BreakCover(self.sel()?))
            }
            "revive" => {
                self.pos += 1;
                self.expect(&["trigger"])?;
                Ok(Step::Revive)
            }
            "duel" => {
                self.pos += 1;
                let rival = self.sel()?;
                self.expect(&["adding"])?;
                let n = self.amount_count()?;
                self.expect(&["destiny", "each"])?;
                Ok(Step::Duel(rival, n))
            }
            "stack" if self.word_at(1) == Some("up") => {
                self.pos += 1;
                self.expect(&["up", "to"])?;
                let n = self.amount_count()?;
                self.expect(&["cards", "from", "outside", "your", "deck", "on", "this"])?;
                Ok(Step::StackOutside(n))
            }
            "stack" if self.starts_count_at(1) => {
                self.pos += 1;
                let count = self.amount_count()?;
                let sel = self.sel()?;
                self.expect(&["from"])?;
                let from = self.pile_name()?;
                self.expect(&["on", "this"])?;
                Ok(Step::StackFrom { count, sel, from })
            }
            "stack" => {
                self.pos += 1;
                let r = if self.eat(&["trigger"]) {
                    Ref::Trigger
                } else if self.eat(&["chosen"]) {
                    Ref::Chosen
                } else {
                    return self.fail("expected trigger, chosen, a number of cards, or 'up to'");
                };
                self.expect(&["on", "this"])?;
                Ok(Step::Stack(r))
            }
            "activate" => {
                self.pos += 1;
                let n = self.amount()?;
                self.expect(&["force"])?;
                Ok(Step::Activate(n))
            }
            _ => self.fail("expected a step (draw, stop unless, if, let, cancel, lose, retrieve, search, take, peek, reveal, deploy, return, place, shuffle, for remainder of …, add, multiply, reduce, raise, move, revive, duel, stack, activate)"),
        }
    }

    fn starts_count(&self) -> bool {
        self.starts_count_at(0)
    }

    fn starts_count_at(&self, k: usize) -> bool {
        match self.peek_at(k) {
            Some(Tok::Num(_)) | Some(Tok::LParen) => true,
            Some(Tok::Word(w)) => {
                matches!(
                    w.as_str(),
                    "x" | "X" | "destiny" | "one" | "two" | "three" | "four" | "five" | "six"
                ) || self.lets.contains(&Sym::new(w))
            }
            _ => false,
        }
    }

    /// A count before a selector: a number, `X`, `destiny`, or a parenthesized amount.
    fn amount_count(&mut self) -> R<Amount> {
        match self.peek() {
            Some(Tok::Num(_)) | Some(Tok::LParen) => self.factor(),
            Some(Tok::Word(w))
                if matches!(
                    w.as_str(),
                    "x" | "X" | "destiny" | "one" | "two" | "three" | "four" | "five" | "six"
                ) =>
            {
                self.factor()
            }
            Some(Tok::Word(w)) if self.lets.contains(&Sym::new(w)) => self.factor(),
            _ => self.fail("expected how many: a number, X, destiny or (amount)"),
        }
    }

    // ----- amounts -----

    fn amount(&mut self) -> R<Amount> {
        let mut a = self.term()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Plus) => Arith::Add,
                Some(Tok::Minus) => Arith::Sub,
                _ => return Ok(a),
            };
            self.pos += 1;
            let b = self.term()?;
            a = Amount::Op(Box::new(a), op, Box::new(b));
        }
    }

    fn term(&mut self) -> R<Amount> {
        let mut a = self.factor()?;
        while self.eat_tok(&Tok::Star) {
            let b = self.factor()?;
            a = Amount::Op(Box::new(a), Arith::Mul, Box::new(b));
        }
        Ok(a)
    }

    fn factor(&mut self) -> R<Amount> {
        if let Some(Tok::Num(n)) = self.peek() {
            let n = *n;
            self.pos += 1;
            return Ok(Amount::Num(n));
        }
        if self.eat_tok(&Tok::LParen) {
            let a = self.amount()?;
            if self.eat(&["if"]) {
                let cond = self.cond()?;
                self.expect(&["else"])?;
                let b = self.amount()?;
                self.expect_tok(Tok::RParen)?;
                return Ok(Amount::IfElse(Box::new(cond), Box::new(a), Box::new(b)));
            }
            self.expect_tok(Tok::RParen)?;
            return Ok(a);
        }
        let Some(w) = self.word().map(str::to_string) else {
            return self.fail("expected a number or an amount");
        };
        if let Ok(n) = self.number() {
            return Ok(Amount::Num(n));
        }
        if w == "x" || w == "X" {
            self.pos += 1;
            return Ok(Amount::X);
        }
        if self.eat(&["defense", "value", "of"]) {
            return Ok(Amount::StatOf(Stat::Defense, Box::new(self.unit()?)));
        }
        if let Some(stat) = stat_word(&w)
            && self.word_at(1) == Some("of")
        {
            self.pos += 2;
            return Ok(Amount::StatOf(stat, Box::new(self.unit()?)));
        }
        if w == "destiny" {
            self.pos += 1;
            return Ok(Amount::Destiny);
        }
        if self.eat(&["opponent's", "destiny"]) {
            return Ok(Amount::OpponentDestiny);
        }
        if self.eat(&["force", "loss"]) {
            return Ok(Amount::ForceLoss);
        }
        if self.eat(&["drawn", "destiny"]) {
            return Ok(Amount::DrawnDestiny);
        }
        if self.eat(&["epic", "total", "of"]) {
            return Ok(Amount::EpicTotal(Box::new(self.factor()?)));
        }
        for (word, side) in [("dark", Side::Dark), ("light", Side::Light)] {
            if self.eat(&[word, "icons", "of"]) {
                return Ok(Amount::Icons(side, Box::new(self.unit()?)));
            }
        }
        if self.eat(&["count"]) {
            return Ok(Amount::Count(Box::new(self.sel()?)));
        }
        if self.eat(&["lowest"]) {
            // `lowest 3 destiny of <cards>`: the total of the three lowest values.
            let n = self.number()?;
            let Some(stat) = self.word().and_then(stat_word) else {
                return self.fail("expected a value after 'lowest N'");
            };
            self.pos += 1;
            self.expect(&["of"])?;
            return Ok(Amount::Lowest(
                n.clamp(0, 255) as u8,
                stat,
                Box::new(self.sel()?),
            ));
        }
        if self.eat(&["highest"]) {
            let Some(stat) = self.word().and_then(stat_word) else {
                return self.fail("expected a value after 'highest'");
            };
            self.pos += 1;
            self.expect(&["of"])?;
            return Ok(Amount::Max(stat, Box::new(self.sel()?)));
        }
        if self.eat(&["total"]) {
            let Some(stat) = self.word().and_then(stat_word) else {
                return self.fail("expected a value after 'total'");
            };
            self.pos += 1;
            self.expect(&["of"])?;
            return Ok(Amount::Sum(stat, Box::new(self.sel()?)));
        }
        if let Some(rel) = rel_word(&w) {
            let save = self.pos;
            self.pos += 1;
            if self.eat(&["life", "force"]) {
                return Ok(Amount::LifeForce(rel));
            }
            if self.eat(&["total", "power"]) {
                return Ok(Amount::TotalPower(rel));
            }
            if self.eat(&["battle", "destiny"]) {
                return Ok(Amount::BattleDestinyTotal(rel));
            }
            if self.eat(&["hand", "size"]) {
                return Ok(Amount::PileSize(rel, PileName::Hand));
            }
            if let Some(p) = self.word().and_then(pile_word) {
                self.pos += 1;
                if p == PileName::Reserve {
                    self.expect(&["deck"])?;
                } else {
                    self.expect(&["pile"])?;
                }
                self.expect(&["size"])?;
                return Ok(Amount::PileSize(rel, p));
            }
            self.pos = save;
        }
        let sym = Sym::new(&w);
        if self.lets.contains(&sym) {
            self.pos += 1;
            return Ok(Amount::Var(sym));
        }
        self.fail("expected an amount: a number, X, destiny, count …, total <value> of …, <value> of …, a name given by let")
    }

    // ----- conditions -----

    fn cond(&mut self) -> R<Cond> {
        let mut parts = vec![self.cond_and()?];
        while self.eat(&["or"]) {
            parts.push(self.cond_and()?);
        }
        Ok(if parts.len() == 1 {
            parts.pop().expect("one")
        } else {
            Cond::Or(parts)
        })
    }

    fn cond_and(&mut self) -> R<Cond> {
        let mut parts = vec![self.cond_unit()?];
        while self.eat(&["and"]) {
            parts.push(self.cond_unit()?);
        }
        Ok(Cond::and(parts))
    }

    fn cond_unit(&mut self) -> R<Cond> {
        if self.eat(&["not"]) {
            return Ok(Cond::Not(Box::new(self.cond_unit()?)));
        }
        if self.peek() == Some(&Tok::LParen) {
            // A parenthesized condition, unless what follows the parentheses continues a
            // selector or an amount: then read the whole as one of those instead.
            let save = self.pos;
            self.pos += 1;
            if let Ok(c) = self.cond()
                && self.eat_tok(&Tok::RParen)
                && self.at_cond_end()
            {
                return Ok(c);
            }
            self.pos = save;
        }
        if self.eat(&["nighttime"]) {
            return Ok(Cond::Nighttime);
        }
        if self.eat(&["prediction", "correct"]) {
            return Ok(Cond::PredictionCorrect);
        }
        if self.eat(&["blown", "away"]) {
            return Ok(Cond::BlownAway(self.sel()?));
        }
        if self.eat(&["this", "may", "follow"]) {
            return Ok(Cond::MayFollow(self.sel()?));
        }
        if self.eat(&["damage", "segment"]) {
            return Ok(Cond::DamageSegment);
        }
        if self.eat(&["placed"]) {
            return Ok(Cond::Placed(self.number()? as u8));
        }
        if self.eat(&["battle"]) {
            let at = if self.eat(&["at"]) {
                Some(self.sel()?)
            } else if self.eat(&["here"]) {
                Some(Sel::Near(Near::Here))
            } else {
                None
            };
            return Ok(Cond::Battle(at));
        }
        if let Some(rel) = self.word().and_then(rel_word) {
            let save = self.pos;
            self.pos += 1;
            if self.eat(&["turn"]) {
                return Ok(Cond::Turn(rel, None));
            }
            if self.eat(&["lost", "battle"]) || self.eat(&["lose", "battle"]) {
                return Ok(Cond::LostBattle(rel));
            }
            if let Some(phase) = self.word().and_then(phase_word)
                && self.word_at(1) == Some("phase")
            {
                self.pos += 2;
                return Ok(Cond::Turn(rel, Some(phase)));
            }
            if self.eat(&["control"]) || self.eat(&["controls"]) {
                return Ok(Cond::Controls(rel, self.sel()?));
            }
            if self.eat(&["occupy"]) || self.eat(&["occupies"]) {
                return Ok(Cond::Occupies(rel, self.sel()?));
            }
            if self.eat(&["may", "force", "drain", "at"]) {
                return Ok(Cond::MayDrain(rel, self.sel()?));
            }
            self.pos = save;
        }
        if self.starts_amount() {
            let a = self.amount()?;
            let Some(Tok::Cmp(op)) = self.peek() else {
                return self.fail("expected a comparison (<, <=, =, !=, >=, >)");
            };
            let cmp = cmp_of(op);
            self.pos += 1;
            let b = self.amount()?;
            return Ok(Cond::Cmp(a, cmp, b));
        }
        Ok(Cond::Exists(self.sel()?))
    }

    fn at_cond_end(&self) -> bool {
        match self.peek() {
            None => true,
            Some(Tok::Word(w)) => matches!(w.as_str(), "and" | "or" | "else" | "then"),
            Some(Tok::Comma | Tok::Colon | Tok::RParen) => true,
            _ => false,
        }
    }

    fn starts_amount(&self) -> bool {
        match self.peek() {
            Some(Tok::Num(_)) => true,
            Some(Tok::Word(w)) => {
                let w = w.as_str();
                matches!(
                    w,
                    "x" | "X" | "destiny" | "count" | "total" | "highest" | "lowest"
                ) || (w == "force" && self.word_at(1) == Some("loss"))
                    || (w == "drawn" && self.word_at(1) == Some("destiny"))
                    || (stat_word(w).is_some() && self.word_at(1) == Some("of"))
                    || (w == "defense"
                        && self.word_at(1) == Some("value")
                        && self.word_at(2) == Some("of"))
                    || (rel_word(w).is_some()
                        && matches!(
                            (self.word_at(1), self.word_at(2)),
                            (Some("life"), Some("force"))
                                | (Some("total"), Some("power"))
                                | (Some("hand"), Some("size"))
                                | (Some("battle"), Some("destiny"))
                                | (Some("destiny"), _)
                        ))
                    || (rel_word(w).is_some()
                        && self.word_at(1).and_then(pile_word).is_some()
                        && matches!(self.word_at(2), Some("pile" | "deck"))
                        && matches!(self.word_at(3), Some("size")))
                    || self.lets.contains(&Sym::new(w))
            }
            _ => false,
        }
    }

    // ----- selectors -----

    /// A selector: units side by side (all must hold); `or` binds tighter than that, so
    /// `your character or starship here` reads as your (character or starship) here.
    fn sel(&mut self) -> R<Sel> {
        let mut parts = Vec::new();
        let mut starts = Vec::new();
        while self.starts_unit() {
            starts.push(self.pos);
            parts.push(self.disj()?);
        }
        if parts.is_empty() {
            return self.fail("expected cards (a selector such as your character here)");
        }
        // `"A" system or "B" system` reads as "A" (system or "B") system: the alternative
        // that repeats a word required beside it adds nothing, so what was meant is
        // ("A" or "B") system. Said, never read silently the other way.
        for (i, part) in parts.iter().enumerate() {
            let Sel::Or(alts) = part else {
                continue;
            };
            if let Some(j) = parts
                .iter()
                .enumerate()
                .position(|(j, other)| j != i && alts.contains(other))
            {
                let col = self.toks.get(starts[i]).map_or(self.end_col, |t| t.col);
                let again = match self.toks.get(starts[j]).map(|t| &t.tok) {
                    Some(Tok::Word(w)) => w.to_string(),
                    Some(other) => other.to_string(),
                    None => "a part".to_string(),
                };
                return Err(PErr {
                    col,
                    message: format!(
                        "an alternative of this `or` repeats {again}, which the selector \
                         requires beside it anyway (`or` binds tighter than words side by \
                         side): group the alternatives in parentheses, as in (\"A\" or \"B\") \
                         system"
                    ),
                    line: None,
                });
            }
        }
        // `system with Rebel starship` reads as a system with a Rebel that is itself a
        // starship (`with` takes one unit): no card is both, so what was meant is `with (Rebel
        // starship)`. Said, never read silently as a selector matching nothing.
        let location = parts.iter().position(|p| match p {
            Sel::Type(CardType::Location) => true,
            Sel::Word(w) => matches!(w.as_str(), "site" | "system" | "sector"),
            _ => false,
        });
        let other = parts
            .iter()
            .position(|p| matches!(p, Sel::Type(t) if *t != CardType::Location));
        if let (Some(_), Some(j)) = (location, other) {
            let col = self.toks.get(starts[j]).map_or(self.end_col, |t| t.col);
            return Err(PErr {
                col,
                message: "a location is never this card type too: after `with`, `under` or \
                          `armed with`, put cards of more than one word in parentheses, as in \
                          system with (Rebel starship)"
                    .to_string(),
                line: None,
            });
        }
        Ok(Sel::and(parts))
    }

    fn disj(&mut self) -> R<Sel> {
        let mut alts = vec![self.unit()?];
        while self.is("or") && self.starts_unit_at(1) {
            self.pos += 1;
            alts.push(self.unit()?);
        }
        Ok(if alts.len() == 1 {
            alts.pop().expect("one")
        } else {
            Sel::Or(alts)
        })
    }

    fn starts_unit(&self) -> bool {
        self.starts_unit_at(0)
    }

    fn starts_unit_at(&self, k: usize) -> bool {
        match self.peek_at(k) {
            Some(Tok::Title(_) | Tok::Key(_) | Tok::Icon(_) | Tok::LParen) => true,
            Some(Tok::Word(w)) => {
                let next = self.word_at(k + 1);
                // `on table` is a state, not the start of a clause's subject.
                if w == "on" && next == Some("table") {
                    return true;
                }
                let stops = SEL_STOP.contains(&w.as_str())
                    || w == "or"
                    || w == "all"
                    || (w == "in" && matches!(next, Some("used" | "place")))
                    || (w == "out" && next == Some("of"))
                    || (w == "chosen" && next == Some("by"))
                    || ((w == "at" || w == "through") && self.stop_at)
                    // `your life force`, `opponent's total power`: an amount, not cards.
                    || (rel_word(w).is_some()
                        && matches!(next, Some("life" | "total" | "hand" | "destiny")));
                !stops
            }
            _ => false,
        }
    }

    /// The cards after `with`, `under`, `armed with`…: one unit, or an owner with the unit it
    /// qualifies, so `with your 'jedi'` reads as with (your 'jedi') and never as a card that
    /// is with any card of yours and is itself a Jedi.
    /// The same holds for `other` (`with other 'Weequay'`, `with your other 'jedi'`).
    fn object_unit(&mut self) -> R<Sel> {
        let qualifier = |s: &Sel| match s {
            Sel::Owner(_) => true,
            Sel::Not(inner) => matches!(**inner, Sel::Ref(Ref::This)),
            _ => false,
        };
        let mut parts = vec![self.unit()?];
        while parts.last().is_some_and(qualifier) && self.starts_unit() {
            parts.push(self.unit()?);
        }
        Ok(Sel::and(parts))
    }

    fn unit(&mut self) -> R<Sel> {
        let col = self.col();
        let tok = self.peek().cloned();
        match tok {
            Some(Tok::LParen) => {
                self.pos += 1;
                let s = self.sel()?;
                self.expect_tok(Tok::RParen)?;
                Ok(s)
            }
            Some(Tok::Title(t)) => {
                self.pos += 1;
                if self.eat(&["in", "title"]) {
                    return Ok(Sel::InTitle(Sym::new(&t)));
                }
                Ok(Sel::Title(Sym::new(&t)))
            }
            Some(Tok::Key(k)) => {
                self.pos += 1;
                Ok(Sel::Word(Sym::new(&k)))
            }
            Some(Tok::Icon(i)) => {
                self.pos += 1;
                if let Some(icon) = icon_word(&i) {
                    return Ok(Sel::Icon(icon));
                }
                // An expansion icon ("a [Hoth] location", "[Episode I] Yoda") is a word of the
                // cards that print it (`catalogue::expansion_sym`).
                match swccg_cards::parse::parse_icon(&i) {
                    Ok(icon) if icon.kind == IconKind::Expansion => {
                        Ok(Sel::Expansion(crate::catalogue::expansion_sym(&icon.name)))
                    }
                    _ if expansion_icon(&i) => {
                        Ok(Sel::Expansion(crate::catalogue::expansion_sym(&i)))
                    }
                    _ => Err(self.error_at(col, &format!("unknown icon [{i}]"))),
                }
            }
            Some(Tok::Word(w)) => self.word_unit(&w, col),
            _ => self.fail("expected cards (a selector)"),
        }
    }

    fn word_unit(&mut self, w: &str, col: usize) -> R<Sel> {
        let lower = w.to_lowercase();
        if lower == "non-"
            && let Some(Tok::Icon(i)) = self.peek_at(1).cloned()
        {
            self.pos += 2;
            let icon =
                icon_word(&i).ok_or_else(|| self.error_at(col, &format!("unknown icon [{i}]")))?;
            return Ok(Sel::Not(Box::new(Sel::Icon(icon))));
        }
        if let Some(rest) = lower.strip_prefix("non-") {
            self.pos += 1;
            let inner = if rest == "unique" {
                Sel::Unique
            } else if let Some(t) = type_word(rest) {
                Sel::Type(t)
            } else if BARE_WORDS.contains(&rest) {
                Sel::Word(Sym::new(rest))
            } else {
                return Err(self.error_at(col, &format!("unknown word after non-: {rest:?}")));
            };
            return Ok(Sel::Not(Box::new(inner)));
        }
        if self.eat(&["not"]) {
            return Ok(Sel::Not(Box::new(self.unit()?)));
        }
        if let Some(stat) = stat_word(&lower)
            && let Some(Tok::Cmp(op)) = self.peek_at(1)
        {
            let cmp = cmp_of(op);
            self.pos += 2;
            let n = self.factor()?;
            return Ok(Sel::Stat(stat, cmp, Box::new(n)));
        }
        if lower == "defense"
            && self.word_at(1) == Some("value")
            && let Some(Tok::Cmp(op)) = self.peek_at(2)
        {
            let cmp = cmp_of(op);
            self.pos += 3;
            let n = self.factor()?;
            return Ok(Sel::Stat(Stat::Defense, cmp, Box::new(n)));
        }
        let two: &[(&[&str], Sel)] = &[
            (&["in", "battle"], Sel::State(CardState::InBattle)),
            (&["on", "table"], Sel::State(CardState::OnTable)),
            (&["in", "hand"], Sel::State(CardState::InHand)),
            (
                &["deployed", "this", "turn"],
                Sel::State(CardState::DeployedThisTurn),
            ),
        ];
        for (words, sel) in two {
            if self.eat(words) {
                return Ok(sel.clone());
            }
        }
        if self.eat(&["at"]) {
            return Ok(Sel::At(Box::new(self.unit()?)));
        }
        for (words, hold) in [
            (["occupied", "by"], Hold::Occupies),
            (["controlled", "by"], Hold::Controls),
        ] {
            if self.eat(&words) {
                let rel = self
                    .rel()
                    .ok_or_else(|| self.error_at(self.col(), "expected you, opponent or anyone"))?;
                return Ok(Sel::Held(hold, rel));
            }
        }
        if self.eat(&["related", "to"]) {
            return Ok(Sel::RelatedTo(Box::new(self.object_unit()?)));
        }
        if self.eat(&["orbited", "by"]) {
            return Ok(Sel::OrbitedBy(Box::new(self.object_unit()?)));
        }
        if self.eat(&["matching"]) {
            return Ok(Sel::Matching(Box::new(self.object_unit()?)));
        }
        if self.eat(&["immune", "to"]) {
            return Ok(Sel::ImmuneTo(Box::new(self.object_unit()?)));
        }
        if self.eat(&["same", "title", "as"]) {
            return Ok(Sel::SameTitle(Box::new(self.object_unit()?)));
        }
        if self.eat(&["with"]) {
            return Ok(Sel::With(Box::new(self.object_unit()?)));
        }
        if self.eat(&["attached", "to"]) {
            return Ok(Sel::On(Box::new(self.object_unit()?)));
        }
        if self.eat(&["under"]) {
            return Ok(Sel::Under(Box::new(self.object_unit()?)));
        }
        if self.eat(&["armed", "with"]) {
            return Ok(Sel::Carrying(Box::new(self.object_unit()?)));
        }
        if self.eat(&["targeting"]) {
            return Ok(Sel::Targeting(Box::new(self.object_unit()?)));
        }
        if self.eat(&["lore"]) {
            return match self.peek().cloned() {
                Some(Tok::Key(k)) => {
                    self.pos += 1;
                    Ok(Sel::Lore(Sym::new(&k)))
                }
                _ => self.fail("expected 'words' in quotes after lore"),
            };
        }
        self.pos += 1;
        let sel = match lower.as_str() {
            "card" | "cards" => Sel::Any,
            "unique" => Sel::Unique,
            "no-deploy-cost" => Sel::NoDeployCost,
            "this" => Sel::Ref(Ref::This),
            "bearer" => Sel::Ref(Ref::Bearer),
            "target" => Sel::Ref(Ref::Target(0)),
            "target2" => Sel::Ref(Ref::Target(1)),
            "target3" => Sel::Ref(Ref::Target(2)),
            "trigger" => Sel::Ref(Ref::Trigger),
            "chosen" => Sel::Ref(Ref::Chosen),
            "other" => Sel::Not(Box::new(Sel::Ref(Ref::This))),
            "here" => Sel::Near(Near::Here),
            "present" => Sel::Near(Near::Present),
            "adjacent" => Sel::Near(Near::Adjacent),
            "related" => Sel::Near(Near::Related),
            "outside" => Sel::Near(Near::Outside),
            "below" => Sel::Near(Near::Below),
            "there" => Sel::Near(Near::There),
            "defending" => Sel::State(CardState::Defending),
            "attacking" => Sel::State(CardState::Attacking),
            "alone" => Sel::State(CardState::Alone),
            "hit" => Sel::State(CardState::Hit),
            "stacked" => Sel::State(CardState::Stacked),
            "unoccupied" => Sel::State(CardState::Unoccupied),
            "piloting" => Sel::State(CardState::Piloting),
            "passenger" => Sel::State(CardState::Passenger),
            "undercover" => Sel::State(CardState::Undercover),
            "moved" => Sel::State(CardState::Moved),
            "stolen" => Sel::State(CardState::Stolen),
            "transported" => Sel::State(CardState::Transported),
            "crossed" => Sel::State(CardState::Crossed),
            "battleground" => Sel::State(CardState::Battleground),
            "forfeitable" => Sel::State(CardState::Forfeitable),
            _ => {
                if let Some(rel) = rel_word(&lower) {
                    if rel == Rel::Anyone {
                        Sel::Any
                    } else {
                        Sel::Owner(rel)
                    }
                } else if let Some(t) = type_word(&lower) {
                    Sel::Type(t)
                } else if BARE_WORDS.contains(&lower.as_str()) {
                    Sel::Word(Sym::new(&lower))
                } else if BARE_WORDS.contains(&lower.trim_end_matches('s')) {
                    Sel::Word(Sym::new(lower.trim_end_matches('s')))
                } else {
                    return Err(self.error_at(
                        col,
                        &format!("unknown word {w:?} in a selector (titles go in \"double quotes\", database keywords in 'single quotes', icons in [brackets])"),
                    ));
                }
            }
        };
        Ok(sel)
    }
}

fn cmp_of(op: &str) -> Cmp {
    match op {
        "<" => Cmp::Lt,
        "<=" => Cmp::Le,
        "=" => Cmp::Eq,
        "!=" => Cmp::Ne,
        ">=" => Cmp::Ge,
        _ => Cmp::Gt,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Script {
        let entries = parse_file("t.cards", text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(entries.len(), 1);
        entries.into_iter().next().unwrap().script
    }

    fn err(text: &str) -> ParseError {
        parse_file("t.cards", text).expect_err("should fail")
    }

    #[test]
    fn a_modifier_with_a_condition() {
        let s = one(
            "card 1_181 Imperial Trooper Guard\n  power +4 while this defending\n  cannot move\n",
        );
        assert_eq!(
            s.front.text[0],
            Ability::Modify(Modifier {
                changes: vec![(Quantity::Stat(Stat::Power), Change::Add(Amount::Num(4)))],
                on: Subject::Cards(Sel::this()),
                cond: Cond::Exists(Sel::And(vec![
                    Sel::this(),
                    Sel::State(CardState::Defending)
                ])),
                cumulative: false,
            })
        );
        assert!(matches!(
            s.front.text[1],
            Ability::Rule {
                rule: Rule::CannotMove,
                ..
            }
        ));
    }

    /// Every comparison reads as written, those no card of today uses ("!=") too.
    #[test]
    fn every_comparison_reads_as_written() {
        for (op, cmp) in [
            ("<", Cmp::Lt),
            ("<=", Cmp::Le),
            ("=", Cmp::Eq),
            ("!=", Cmp::Ne),
            (">=", Cmp::Ge),
            (">", Cmp::Gt),
        ] {
            let s = one(&format!(
                "card 1_1 X\n  power +1 while count your 'jedi' {op} 2\n"
            ));
            let Ability::Modify(m) = &s.front.text[0] else {
                panic!("{:?}", s.front.text[0])
            };
            assert!(
                matches!(&m.cond, Cond::Cmp(Amount::Count(_), c, Amount::Num(2)) if *c == cmp),
                "{op}: {:?}",
                m.cond
            );
        }
    }

    /// Every word for whose cards reads as written, those no card of today uses ("either",
    /// "anyone's") too.
    #[test]
    fn every_owner_word_reads_as_written() {
        for (word, rel) in [
            ("your", Rel::You),
            ("opponent's", Rel::Opponent),
            ("any", Rel::Anyone),
            ("anyone's", Rel::Anyone),
            ("either", Rel::Anyone),
        ] {
            let s = one(&format!(
                "card 1_1 X\n  power +1 while count {word} 'jedi' >= 2\n"
            ));
            let Ability::Modify(m) = &s.front.text[0] else {
                panic!("{:?}", s.front.text[0])
            };
            let Cond::Cmp(Amount::Count(sel), ..) = &m.cond else {
                panic!("{word}: {:?}", m.cond)
            };
            let owners: Vec<Rel> = match &**sel {
                Sel::And(parts) => parts
                    .iter()
                    .filter_map(|p| match p {
                        Sel::Owner(r) => Some(*r),
                        _ => None,
                    })
                    .collect(),
                Sel::Owner(r) => vec![*r],
                _ => Vec::new(),
            };
            // "any" may leave the owner out altogether: anyone's card.
            assert!(
                owners == [rel] || (rel == Rel::Anyone && owners.is_empty()),
                "{word}: {sel:?}"
            );
        }
    }

    /// Regression: `with other "Weequay"` once read as "with any other card, and itself a
    /// Weequay".
    #[test]
    fn other_after_with_qualifies_the_next_unit() {
        let s = one("card 1_1 X\n  deploy -1 while this with your other 'jedi'\n");
        let Ability::Modify(m) = &s.front.text[0] else {
            panic!("{:?}", s.front.text[0])
        };
        assert_eq!(
            m.cond,
            Cond::Exists(Sel::And(vec![
                Sel::this(),
                Sel::With(Box::new(Sel::And(vec![
                    Sel::Owner(Rel::You),
                    Sel::Not(Box::new(Sel::Ref(Ref::This))),
                    Sel::Word(Sym::new("jedi"))
                ])))
            ]))
        );
    }

    /// Regression: `with your 'jedi'` once read as "with any card of yours, and itself a
    /// Jedi", so We'll Handle This never matched a location.
    #[test]
    fn an_owner_after_with_qualifies_the_next_unit() {
        let s = one("card 1_1 X\n  opponent may not force drain at location with your 'jedi'\n");
        let Ability::Rule { on, .. } = &s.front.text[0] else {
            panic!("{:?}", s.front.text[0])
        };
        assert_eq!(
            *on,
            Sel::And(vec![
                Sel::Type(CardType::Location),
                Sel::With(Box::new(Sel::And(vec![
                    Sel::Owner(Rel::You),
                    Sel::Word(Sym::new("jedi"))
                ])))
            ])
        );
    }

    /// `("A" system or "B" system)` once read silently as "A" (system or "B") system: a
    /// card titled A that is a system, never B's system.
    #[test]
    fn an_alternative_repeating_a_required_word_is_refused() {
        let e = err("card 1_1 X\n  deploy to (\"Yavin 4\" system or \"Hoth\" system)\n");
        let text = e.to_string();
        assert!(
            text.contains(":2:24:")
                && text.contains("repeats system")
                && text.contains("parentheses"),
            "{text}"
        );
        // Grouped, the same cards read as meant.
        let s = one("card 1_1 X\n  deploy to (\"Yavin 4\" or \"Hoth\") system\n");
        let Ability::Deploy {
            placement: Placement::At { location, .. },
            ..
        } = &s.front.text[0]
        else {
            panic!("{:?}", s.front.text[0])
        };
        assert_eq!(
            *location,
            Sel::And(vec![
                Sel::Or(vec![
                    Sel::Title(Sym::new("Yavin 4")),
                    Sel::Title(Sym::new("Hoth"))
                ]),
                Sel::Word(Sym::new("system")),
            ])
        );
        // An alternative that no other part repeats stays as it was.
        one("card 1_1 X\n  power +1 on your imperial or alien here\n");
    }

    /// `system with Rebel starship` once read silently as a system with a Rebel that is itself
    /// a starship (`with` takes one unit), matching nothing: refused, naming the fix; grouped,
    /// it reads as meant.
    #[test]
    fn a_location_required_to_be_another_card_type_is_refused() {
        let e = err("card 1_1 X\n  deploy -1 on your starship at (system with Rebel starship)\n");
        let text = e.to_string();
        assert!(
            text.contains(":2:52:") && text.contains("with (Rebel starship)"),
            "{text}"
        );
        let s = one("card 1_1 X\n  deploy -1 on your starship at (system with (Rebel starship))\n");
        let Ability::Modify(m) = &s.front.text[0] else {
            panic!("{:?}", s.front.text[0])
        };
        let Subject::Cards(Sel::And(parts)) = &m.on else {
            panic!("{:?}", m.on)
        };
        assert_eq!(
            parts.last(),
            Some(&Sel::At(Box::new(Sel::And(vec![
                Sel::Word(Sym::new("system")),
                Sel::With(Box::new(Sel::And(vec![
                    Sel::Word(Sym::new("rebel")),
                    Sel::Type(CardType::Starship),
                ]))),
            ]))))
        );
    }

    #[test]
    fn or_binds_tighter_than_juxtaposition() {
        let s = one("card 1_1 X\n  power +1 on opponent's character or starship present\n");
        let Ability::Modify(m) = &s.front.text[0] else {
            panic!()
        };
        assert_eq!(
            m.on,
            Subject::Cards(Sel::And(vec![
                Sel::Owner(Rel::Opponent),
                Sel::Or(vec![
                    Sel::Type(CardType::Character),
                    Sel::Type(CardType::Starship)
                ]),
                Sel::Near(Near::Present),
            ]))
        );
    }

    #[test]
    fn locations_have_sections_and_actions_have_steps() {
        let s = one(
            "card 101_4 Death Star: Docking Control Room 327\n  dark:\n    action during your deploy phase, once per turn, if you control here:\n      search your reserve deck for 1 'docking bay', deploy, reshuffle\n  light:\n    force drain +2 here while you control here and your Rebel ability > 2 present\n",
        );
        assert_eq!(s.front.dark.len(), 1);
        assert_eq!(s.front.light.len(), 1);
        let Ability::Action(a) = &s.front.dark[0] else {
            panic!()
        };
        assert_eq!(a.limit, Some(Limit::PerTurn(1)));
        assert_eq!(a.when, When::During(Rel::You, Some(Phase::Deploy)));
        assert!(matches!(
            a.steps[0],
            Step::Search {
                fate: Fate::Deploy,
                reshuffle: true,
                ..
            }
        ));
    }

    #[test]
    fn a_search_may_name_a_second_pile_and_a_condition_reads_blown_away_systems() {
        let s = one(
            "card 11_68 A Million Voices Crying Out\n  action during your turn, twice per game:\n    take 1 \"Commence Primary Ignition\" into hand from your reserve deck or lost pile, reshuffle\n  trigger when you deploy unique 'star destroyer', if blown away \"Alderaan\":\n    retrieve 3 force\n",
        );
        let Ability::Action(a) = &s.front.text[0] else {
            panic!()
        };
        assert_eq!(a.limit, Some(Limit::PerGame(2)));
        assert!(matches!(
            a.steps[0],
            Step::Search {
                pile: PileName::Reserve,
                also: Some(PileName::Lost),
                reshuffle: true,
                ..
            }
        ));
        let Ability::Action(t) = &s.front.text[1] else {
            panic!()
        };
        assert!(
            matches!(&t.cond, Cond::BlownAway(Sel::Title(_))),
            "{:?}",
            t.cond
        );
        // The top cards of two piles are not searched together.
        let two_tops = "card 1_1 X\n  action any time:\n    search top 3 of your reserve deck or lost pile for 1 card, take into hand\n";
        err(two_tops);
    }

    #[test]
    fn lets_name_amounts_for_later_steps() {
        let s = one(
            "card 1_238 Counter Assault\n  interrupt when opponent initiates force drain:\n    cost use 1 force\n    cancel force drain\n    draw (count opponent's character or starship or vehicle present) destiny\n    let theirs = total power of opponent's character or starship or vehicle present\n    if destiny < theirs: you lose force theirs - destiny\n",
        );
        let Ability::Action(a) = &s.front.text[0] else {
            panic!()
        };
        assert_eq!(a.steps.len(), 4);
        assert!(matches!(
            &a.steps[3],
            Step::If(Cond::Cmp(Amount::Destiny, Cmp::Lt, Amount::Var(_)), _)
        ));
    }

    #[test]
    fn errors_name_file_line_column_card_and_clause() {
        let e = err("card 1_170 Death Star Trooper\n  deploy only to \"Death Star\"\n  powr -1\n");
        assert_eq!((e.line, e.col), (3, 3));
        assert_eq!(e.card.as_deref(), Some("1_170"));
        assert_eq!(e.field, "clause");
        assert!(
            e.to_string()
                .starts_with("t.cards:3:3: card 1_170, clause: expected a clause"),
            "{e}"
        );
        let e = err(
            "card 1_1 X\n  interrupt any time:\n    cost use 1 force\n    lose 1 opponent's charactr here\n",
        );
        assert_eq!((e.line, e.field.as_str()), (4, "interrupt step"));
        assert!(e.message.contains("unknown word \"charactr\""), "{e}");
        let e = err("card x Y\n");
        assert_eq!(e.field, "card header");
        let e = err("  power +1\n");
        assert!(e.message.contains("card header"));
    }
}
