//! English and French text for what the decision door speaks: prompts, answers, events and
//! views. No I/O: every function returns a `String`.
//!
//! * [`Lang`] — the language (`en`, `fr`).
//! * [`Reader`] — who reads: a seat (which the text calls "you") or an onlooker (a replay log,
//!   which names both sides).
//! * [`Text`] — renders [`Prompt`]s, [`Answer`]s, events ([`What`]) and [`View`]s for one reader
//!   in one language, with card titles from the game's [`Catalogue`]. Given the game's
//!   [`State`] it also says where cards are, how the rows of sites will look, what a deployment
//!   costs and a card's forfeit.
//! * [`message`] and [`message_with`] — any other message, such as the terminal's own words.
//!
//! The words live in Project Fluent files, one per language (`locales/en.ftl`,
//! `locales/fr.ftl`), compiled in. This module keeps the logic: which card, which pile, which
//! player relative to the reader, what a deployment costs. It hands the messages their
//! arguments; the files choose the words, the grammar (a `$who` selector makes a French verb
//! agree with "vous") and the plurals. A message id the code asks for and a file lacks is a
//! bug: debug builds panic on it and release builds count it ([`failures`]), so every test
//! that renders text catches it.
//!
//! French uses the terms of the project's French source documents (pile de réserve, pile de
//! Force, pile de cartes utilisées, pile de cartes perdues, Force vitale, drainage de Force,
//! destinée de bataille, valeur de perte, localisation de départ, aire de mise à quai…). Card
//! titles stay as printed. Where French grammar would make a past participle agree with a card
//! title of unknown gender, the sentence speaks of "la carte …" so that the agreement is always
//! right.

use crate::catalogue::Catalogue;
use crate::decision::{Answer, Dest, DrawKind, LossSource, Prompt, TargetRef, Trigger, Why};
use crate::event::{Blocked, What};
use crate::flow::actions::{Payment, payment_for};
use crate::flow::why::WhyNot;
use crate::ids::{CardId, Phase, Pile, Place};
use crate::query::Q;
use crate::script::{Ability, Cost, describe};
use crate::state::{EndReason, State};
use crate::view::{CardView, PilesView, SiteView, TableCard, View};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use swccg_cards::Side;

/// A language the text can be written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language's code, as the command line takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's Fluent messages, as written.
    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../locales/en.ftl"),
            Lang::Fr => include_str!("../locales/fr.ftl"),
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is neither `en` nor `fr`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?} (expected `en` or `fr`)")]
pub struct UnknownLang(pub String);

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "fr" | "french" | "francais" | "français" => Ok(Lang::Fr),
            _ => Err(UnknownLang(s.to_owned())),
        }
    }
}

// ----- messages -----

type Bundle = FluentBundle<FluentResource>;

/// A message that could not be formatted: its id is in neither file, or its pattern refers to
/// something missing (a variable the code did not pass, a message or term not written).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("message {id:?} ({lang}): {problem}")]
pub struct TextError {
    pub lang: Lang,
    pub id: String,
    pub problem: String,
}

/// Parses a language's file into a bundle. Syntax errors are returned beside the bundle,
/// which holds every entry that did parse.
fn load(lang: Lang) -> (Bundle, Vec<String>) {
    let mut problems = Vec::new();
    let resource =
        FluentResource::try_new(lang.source().to_owned()).unwrap_or_else(|(partial, errors)| {
            problems.extend(errors.iter().map(|e| format!("{lang}.ftl: {e:?}")));
            partial
        });
    let locale = lang.code().parse().expect("a language code is a locale");
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // Arguments go into the text as they are, without bidirectional isolation marks.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        problems.extend(errors.iter().map(|e| format!("{lang}.ftl: {e:?}")));
    }
    (bundle, problems)
}

/// The language's bundle, parsed once.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 2] = [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang as usize].get_or_init(|| {
        let (bundle, problems) = load(lang);
        debug_assert!(problems.is_empty(), "{problems:?}");
        bundle
    })
}

/// An argument of a message: text, or a number (which plural selectors read).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::from(n))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, i8, i16, i32, i64);

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        i64::try_from(n).map_or_else(|_| Arg::Text(n.to_string().into()), Arg::Number)
    }
}

/// The message `id` in `lang` with its arguments, or what went wrong.
pub fn try_message(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> Result<String, TextError> {
    let problem = |problem: String| TextError {
        lang,
        id: id.to_owned(),
        problem,
    };
    let bundle = bundle(lang);
    let pattern = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .ok_or_else(|| problem("no such message".into()))?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, arg) in args {
        let value = match arg {
            Arg::Text(text) => FluentValue::from(text.as_ref()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(problem(format!("{errors:?}")))
    }
}

/// How many messages could not be formatted since the program started.
static FAILURES: AtomicUsize = AtomicUsize::new(0);

/// How many messages could not be formatted since the program started (and were shown as
/// their id). Tests that render text check that it stays 0: a release build counts a missing
/// message instead of panicking.
pub fn failures() -> usize {
    FAILURES.load(Ordering::Relaxed)
}

/// The message `id` in `lang` with its arguments. A message that cannot be formatted is a
/// bug: debug builds panic; release builds count it (see [`failures`]) and show the id in
/// braces.
pub fn message_with(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    try_message(lang, id, args).unwrap_or_else(|err| {
        FAILURES.fetch_add(1, Ordering::Relaxed);
        if cfg!(debug_assertions) {
            panic!("{err}");
        }
        format!("{{{id}}}")
    })
}

/// The message `id` in `lang`, which takes no argument.
pub fn message(lang: Lang, id: &str) -> String {
    message_with(lang, id, &[])
}

/// The attribute `attr` of the message `id` in `lang` (such as a noun's `.gender`), if the
/// language gives it one.
fn attribute(lang: Lang, id: &str, attr: &str) -> Option<&'static str> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
    let mut errors = Vec::new();
    match bundle.format_pattern(pattern, None, &mut errors) {
        Cow::Borrowed(text) if errors.is_empty() => Some(text),
        _ => None,
    }
}

/// `message_with` for this module, with arguments written `name = value`.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $val:expr)* $(,)?) => {
        message_with($lang, $id, &[$((stringify!($name), Arg::from($val))),*])
    };
}

/// A side's name, inside a sentence ("Dark Side", "côté obscur").
pub fn side_name(lang: Lang, side: Side) -> String {
    tr!(lang, "side", side = side_key(side))
}

/// How the messages' selectors name a side.
fn side_key(side: Side) -> &'static str {
    match side {
        Side::Dark => "dark",
        Side::Light => "light",
    }
}

/// Who reads the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// A player: their own side is "you", the other "your opponent".
    Seat(Side),
    /// Someone watching (a replay log): both sides are named.
    Onlooker,
}

/// Renders the door's data as sentences for one reader in one language.
#[derive(Clone, Copy, Debug)]
pub struct Text<'a> {
    lang: Lang,
    cat: &'a Catalogue,
    st: Option<&'a State>,
    reader: Reader,
}

impl<'a> Text<'a> {
    /// Text for `reader` in `lang`, naming cards from `cat`.
    pub fn new(lang: Lang, cat: &'a Catalogue, reader: Reader) -> Text<'a> {
        Text {
            lang,
            cat,
            st: None,
            reader,
        }
    }

    /// Reads the state too, for what only the state knows: where a chosen card is, where a
    /// location will be placed in its row, deploy costs and forfeit values. Use the state the
    /// answers were listed in.
    pub fn with_state(self, st: &'a State) -> Text<'a> {
        Text {
            st: Some(st),
            ..self
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    // ----- names -----

    fn title(&self, card: CardId) -> &'a str {
        &self.cat.bp(card).title
    }

    /// How the messages' `$who` selector names the player, relative to the reader.
    fn who(&self, player: Side) -> &'static str {
        match self.reader {
            Reader::Seat(seat) if seat == player => "you",
            Reader::Seat(_) => "opponent",
            Reader::Onlooker => side_key(player),
        }
    }

    fn side_name(&self, side: Side) -> String {
        side_name(self.lang, side)
    }

    /// The player as the subject or object of a sentence, in lower case.
    fn player(&self, player: Side) -> String {
        tr!(self.lang, "player", who = self.who(player))
    }

    /// A noun's grammatical gender, as the possessives read it.
    fn gender(&self, noun: &str) -> &'static str {
        attribute(self.lang, noun, "gender").unwrap_or("feminine")
    }

    /// Something of the player's: the noun of the message `noun` with the possessive.
    fn of(&self, player: Side, noun: &str) -> String {
        self.owned("possessive", player, noun)
    }

    /// The noun of the message `noun` in the possessive `form` (`possessive` or `own`),
    /// agreeing with the player and the noun's gender.
    fn owned(&self, form: &str, player: Side, noun: &str) -> String {
        message_with(
            self.lang,
            form,
            &[
                ("who", self.who(player).into()),
                ("noun", message(self.lang, noun).into()),
                ("gender", self.gender(noun).into()),
            ],
        )
    }

    /// The message id of a pile's name.
    fn pile_id(pile: Pile) -> &'static str {
        match pile {
            Pile::Reserve => "pile-reserve",
            Pile::Force => "pile-force",
            Pile::Used => "pile-used",
            Pile::Lost => "pile-lost",
            Pile::Hand => "pile-hand",
            Pile::OutOfPlay => "pile-out-of-play",
            Pile::Destiny => "pile-destiny",
            Pile::Aside => "pile-aside",
            Pile::Outside => "pile-outside",
        }
    }

    /// A pile's name without possessive.
    fn pile_name(&self, pile: Pile) -> String {
        message(self.lang, Self::pile_id(pile))
    }

    /// A player's pile ("your Used Pile", "la pile de Force de votre adversaire").
    fn pile_of(&self, player: Side, pile: Pile) -> String {
        self.of(player, Self::pile_id(pile))
    }

    /// A player's own pile, as the object of a sentence whose subject is that player
    /// ("you shuffled your Reserve Deck", "your opponent shuffled their Reserve Deck").
    fn own_pile(&self, player: Side, pile: Pile) -> String {
        self.owned("own", player, Self::pile_id(pile))
    }

    /// An amount of Force ("2 Force", "2 points de Force").
    fn force(&self, amount: impl Into<i64>) -> String {
        tr!(self.lang, "force-amount", amount = amount.into())
    }

    /// The message id of a phase's name.
    fn phase_id(phase: Phase) -> &'static str {
        match phase {
            Phase::Setup => "phase-setup",
            Phase::StartOfTurn => "phase-start-of-turn",
            Phase::Activate => "phase-activate",
            Phase::Control => "phase-control",
            Phase::Deploy => "phase-deploy",
            Phase::Battle => "phase-battle",
            Phase::Move => "phase-move",
            Phase::Draw => "phase-draw",
            Phase::EndOfTurn => "phase-end-of-turn",
        }
    }

    fn phase_name(&self, phase: Phase) -> String {
        message(self.lang, Self::phase_id(phase))
    }

    /// A list of card titles ("nothing" when empty).
    fn titles(&self, cards: &[CardId]) -> String {
        if cards.is_empty() {
            return message(self.lang, "nothing");
        }
        let names: Vec<&str> = cards.iter().map(|&c| self.title(c)).collect();
        names.join(", ")
    }

    /// A sentence about `player`: the message `id` given the player (`$player`, `$who`) and
    /// `args`, with its first letter in upper case.
    fn about(&self, player: Side, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        capitalize(&self.clause(player, id, args))
    }

    /// Like [`Text::about`], in lower case, for the middle of a sentence.
    fn clause(&self, player: Side, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut all = vec![
            ("player", Arg::from(self.player(player))),
            ("who", Arg::from(self.who(player))),
        ];
        all.extend(args.iter().cloned());
        message_with(self.lang, id, &all)
    }

    // ----- prompts -----

    /// The question of a decision, addressed to the player who must answer it.
    pub fn prompt(&self, prompt: &Prompt) -> String {
        let lang = self.lang;
        match *prompt {
            Prompt::StartingLocation => message(lang, "prompt-starting-location"),
            Prompt::StartingEffect => message(lang, "prompt-starting-effect"),
            Prompt::StartingInterrupt => message(lang, "prompt-starting-interrupt"),
            Prompt::Action { phase } => tr!(
                lang,
                "prompt-action",
                phase = capitalize(&self.phase_name(phase))
            ),
            Prompt::Respond { to } => tr!(lang, "prompt-respond", trigger = self.trigger(&to)),
            Prompt::Weapons { location } => {
                tr!(lang, "prompt-weapons", location = self.title(location))
            }
            Prompt::BattleDestiny { location } => {
                tr!(
                    lang,
                    "prompt-battle-destiny",
                    location = self.title(location)
                )
            }
            Prompt::DestinyValue { card } => {
                tr!(lang, "prompt-destiny-value", card = self.title(card))
            }
            Prompt::PredictWinner { location, by } => tr!(
                lang,
                "prompt-predict-winner",
                location = self.title(location),
                card = self.title(by)
            ),
            Prompt::LoseForce { remaining } => {
                tr!(lang, "prompt-lose-force", force = self.force(remaining))
            }
            Prompt::Damage {
                attrition,
                battle_damage,
            } => tr!(
                lang,
                "prompt-damage",
                attrition = attrition,
                battle_damage = battle_damage
            ),
            Prompt::ChooseCard { why } => {
                tr!(lang, "prompt-choose-card", purpose = self.purpose(why))
            }
            Prompt::ChooseLocation { why } => {
                tr!(lang, "prompt-choose-location", purpose = self.purpose(why))
            }
            Prompt::Confirm { why } => match why {
                Why::Continue(card) => {
                    tr!(lang, "prompt-confirm-continue", card = self.title(card))
                }
                Why::Steal(card) => {
                    tr!(lang, "prompt-confirm-steal", card = self.title(card))
                }
                Why::Release(card, location) => tr!(
                    lang,
                    "prompt-confirm-release",
                    card = self.title(card),
                    location = self.title(location)
                ),
                other => tr!(lang, "prompt-confirm", purpose = self.purpose(other)),
            },
        }
    }

    /// What a card or location is chosen for, as the end of "Choose a card …".
    fn purpose(&self, why: Why) -> String {
        let lang = self.lang;
        match why {
            Why::Lose => message(lang, "purpose-lose"),
            Why::Retrieve => message(lang, "purpose-retrieve"),
            Why::Place => message(lang, "purpose-place"),
            Why::MoveAway(card) => tr!(lang, "purpose-move-away", card = self.title(card)),
            Why::Direction(card) => tr!(lang, "purpose-direction", card = self.title(card)),
            Why::Transport(card) => tr!(lang, "purpose-transport", card = self.title(card)),
            Why::Relocate(card) => tr!(lang, "purpose-relocate", card = self.title(card)),
            Why::Seize(card) => tr!(lang, "purpose-seize", card = self.title(card)),
            Why::Release(card, _) => tr!(lang, "purpose-release", card = self.title(card)),
            Why::Continue(card) => tr!(lang, "purpose-continue", card = self.title(card)),
            Why::Deploy => message(lang, "purpose-deploy"),
            Why::Search => message(lang, "purpose-search"),
            Why::Stack => message(lang, "purpose-stack"),
            Why::Target(card) => tr!(lang, "purpose-target", card = self.title(card)),
            Why::StealOrLose(card) => {
                tr!(lang, "purpose-steal-or-lose", card = self.title(card))
            }
            Why::Steal(_) => message(lang, "purpose-steal"),
        }
    }

    /// What just happened, as the object of "Respond to …".
    fn trigger(&self, trigger: &Trigger) -> String {
        let lang = self.lang;
        match *trigger {
            Trigger::BattleInitiated { location, by } => self.about(
                by,
                "trigger-battle-initiated",
                &[("location", self.title(location).into())],
            ),
            Trigger::ForceDrainInitiated { location, by } => self.about(
                by,
                "trigger-force-drain-initiated",
                &[("location", self.title(location).into())],
            ),
            Trigger::Deployed { card } => tr!(lang, "trigger-deployed", card = self.title(card)),
            Trigger::AboutToLoseForce { player, amount } => self.about(
                player,
                "trigger-about-to-lose-force",
                &[("force", self.force(amount).into())],
            ),
            Trigger::LostBattleForce { player } => {
                self.about(player, "trigger-lost-battle-force", &[])
            }
            Trigger::PhaseStarted { player, phase } => tr!(
                lang,
                "trigger-phase-started",
                phase = self.of(player, Self::phase_id(phase))
            ),
            Trigger::LostDrainForce {
                player,
                amount,
                location,
            } => self.about(
                player,
                "trigger-lost-drain-force",
                &[
                    ("amount", amount.into()),
                    ("location", self.title(location).into()),
                ],
            ),
            Trigger::Lost {
                card,
                forfeited,
                from,
            } => {
                let card = self.title(card);
                match (forfeited, from) {
                    (true, from) => tr!(
                        lang,
                        "trigger-forfeited",
                        card = card,
                        location = from.map_or("", |l| self.title(l))
                    ),
                    (false, Some(from)) => {
                        tr!(
                            lang,
                            "trigger-lost-at",
                            card = card,
                            location = self.title(from)
                        )
                    }
                    (false, None) => tr!(lang, "trigger-lost", card = card),
                }
            }
            Trigger::Played { card } => tr!(lang, "trigger-played", card = self.title(card)),
            Trigger::DestinyDrawn {
                player, card, kind, ..
            } => {
                let kind = match kind {
                    DrawKind::Battle => "battle",
                    DrawKind::Weapon => "weapon",
                    DrawKind::Other => "other",
                };
                self.about(
                    player,
                    "trigger-destiny-drawn",
                    &[("kind", kind.into()), ("card", self.title(card).into())],
                )
            }
            Trigger::BattleResult { location, loser } => match loser {
                Some(l) => self.about(
                    l.opponent(),
                    "trigger-battle-won",
                    &[("location", self.title(location).into())],
                ),
                None => tr!(lang, "trigger-battle-tie", location = self.title(location)),
            },
            Trigger::Reacted { card, to } => tr!(
                lang,
                "trigger-reacted",
                card = self.title(card),
                to = self.title(to)
            ),
            Trigger::TurnStarted { player } => {
                tr!(lang, "trigger-turn-started", player = self.player(player))
            }
            Trigger::BothDrewOneBattleDestiny => {
                message(lang, "trigger-both-drew-one-battle-destiny")
            }
            Trigger::BattleEnded { location } => tr!(
                lang,
                "trigger-battle-ended",
                location = self.title(location)
            ),
            Trigger::Moved { card, from, to } => tr!(
                lang,
                "trigger-moved",
                card = self.title(card),
                from = self.title(from),
                to = self.title(to)
            ),
            Trigger::Hit { card, by } => tr!(
                lang,
                "trigger-hit",
                card = self.title(card),
                player = self.player(by)
            ),
            Trigger::CoverBroken { card, by } => tr!(
                lang,
                "trigger-cover-broken",
                card = self.title(card),
                player = self.player(by)
            ),
            Trigger::Disarmed { card, by } => tr!(
                lang,
                "trigger-disarmed",
                card = self.title(card),
                player = self.player(by)
            ),
            Trigger::Transported { card, by, to } => tr!(
                lang,
                "trigger-transported",
                card = self.title(card),
                player = self.player(by),
                location = self.title(to)
            ),
            Trigger::PlacedInUsed { card } => {
                tr!(lang, "trigger-placed-in-used", card = self.title(card))
            }
            Trigger::AboutToHyperspace { card, from, to } => tr!(
                lang,
                "trigger-about-to-hyperspace",
                card = self.title(card),
                from = self.title(from),
                to = self.title(to)
            ),
            Trigger::AboutToBeLost { card, .. } => {
                tr!(lang, "trigger-about-to-be-lost", card = self.title(card))
            }
        }
    }

    // ----- answers -----

    /// One answer, as an option offered to the reader (who must be the deciding seat for
    /// "you" to read right).
    pub fn answer(&self, answer: &Answer) -> String {
        let lang = self.lang;
        match *answer {
            Answer::Pass => message(lang, "answer-pass"),
            Answer::StartWith(card) => tr!(lang, "answer-start-with", card = self.title(card)),
            Answer::StartWithout => message(lang, "answer-start-without"),
            Answer::Activate(n) => tr!(lang, "answer-activate", force = self.force(n)),
            Answer::Deploy { card, to } => tr!(
                lang,
                "answer-deploy",
                card = self.title(card),
                dest = self.dest(card, to),
                cost = self.deploy_cost(card, to)
            ),
            // A transport vehicle's helm is its driver's (seed 004 "Driver").
            Answer::DeployPiloted { card, pilot, to }
                if self.cat.bp(card).vehicle == Some(crate::catalogue::VehicleKind::Transport) =>
            {
                tr!(
                    lang,
                    "answer-deploy-driven",
                    card = self.title(card),
                    pilot = self.title(pilot),
                    location = self.title(to),
                    cost = self.piloted_cost(card, pilot, to)
                )
            }
            Answer::DeployPiloted { card, pilot, to } => tr!(
                lang,
                "answer-deploy-piloted",
                card = self.title(card),
                pilot = self.title(pilot),
                location = self.title(to),
                cost = self.piloted_cost(card, pilot, to)
            ),
            Answer::ForceDrain(location) => {
                tr!(lang, "answer-force-drain", location = self.title(location))
            }
            Answer::Battle(location) => {
                tr!(lang, "answer-battle", location = self.title(location))
            }
            Answer::Move { card, to } => tr!(
                lang,
                "answer-move",
                card = self.title(card),
                from = self.from(card),
                to = self.title(to)
            ),
            Answer::Transit { card, to } => tr!(
                lang,
                "answer-transit",
                card = self.title(card),
                from = self.from(card),
                to = self.title(to)
            ),
            Answer::MoveSystem {
                system,
                parsec,
                orbit: Some(planet),
            } => tr!(
                lang,
                "answer-move-system-orbit",
                system = self.title(system),
                parsec = i64::from(parsec),
                planet = self.title(planet)
            ),
            Answer::MoveSystem {
                system,
                parsec,
                orbit: None,
            } => tr!(
                lang,
                "answer-move-system-deep",
                system = self.title(system),
                parsec = i64::from(parsec)
            ),
            Answer::Replace { card, ships } => tr!(
                lang,
                "answer-replace",
                card = self.title(card),
                ships = self.titles(&ships)
            ),
            Answer::TransitGroup { from, to } => tr!(
                lang,
                "answer-transit-group",
                from = self.title(from),
                to = self.title(to)
            ),
            Answer::Draw => message(lang, "answer-draw"),
            Answer::Play {
                card,
                mode,
                target,
                x,
            } => tr!(
                lang,
                "answer-play",
                card = self.title(card),
                words = self.own_words(card, mode),
                target = self.target(target),
                x = self.x_text(card, mode, x),
                cost = self.text_cost(card, mode, x)
            ),
            Answer::Use {
                card,
                ability,
                target,
                x,
            } => tr!(
                lang,
                "answer-use",
                card = self.title(card),
                words = self.own_words(card, ability),
                target = self.target(target),
                x = self.x_text(card, ability, x),
                cost = self.text_cost(card, ability, x)
            ),
            Answer::Fire { weapon, target } => tr!(
                lang,
                "answer-fire",
                weapon = self.title(weapon),
                bearer = self.bearer(weapon),
                target = self.title(target)
            ),
            Answer::ReactDeploy { card, to } => tr!(
                lang,
                "answer-react-deploy",
                card = self.title(card),
                to = self.title(to),
                cost = self.deploy_cost(card, Dest::At(to))
            ),
            Answer::BreakCover(card) => tr!(lang, "answer-break-cover", card = self.title(card)),
            Answer::ReturnDejarik(card) => {
                tr!(lang, "answer-return-dejarik", card = self.title(card))
            }
            Answer::ReactDeployPiloted { card, pilot, to } => tr!(
                lang,
                "answer-react-deploy-piloted",
                card = self.title(card),
                pilot = self.title(pilot),
                location = self.title(to),
                cost = self.piloted_cost(card, pilot, to)
            ),
            Answer::ReactMove { card, to } => tr!(
                lang,
                "answer-react-move",
                card = self.title(card),
                from = self.from(card),
                to = self.title(to)
            ),
            Answer::Choose(card) => format!("{}{}", self.title(card), self.whereabouts(card)),
            Answer::ChooseLocation(location) => self.title(location).to_owned(),
            Answer::LoseFrom(LossSource::Hand(card)) => {
                tr!(lang, "answer-lose-from-hand", card = self.title(card))
            }
            Answer::LoseFrom(LossSource::Top(pile)) => {
                tr!(lang, "answer-lose-top", pile = self.pile_name(pile))
            }
            Answer::Forfeit(card) => tr!(
                lang,
                "answer-forfeit",
                card = self.title(card),
                value = self.forfeit_value(card)
            ),
            Answer::ForfeitInstead { card, of } => tr!(
                lang,
                "answer-forfeit-instead",
                card = self.title(card),
                value = self.forfeit_value(card),
                of = self.title(of)
            ),
            Answer::PayByForceLoss => message(lang, "answer-pay-by-force-loss"),
            Answer::DrawBattleDestiny => message(lang, "answer-draw-battle-destiny"),
            Answer::DestinyValue(v) => tr!(lang, "answer-destiny-value", value = i64::from(v)),
            Answer::PredictWinner(side) => {
                tr!(lang, "answer-predict-winner", side = self.side_name(side))
            }
            Answer::Yes => message(lang, "answer-yes"),
            Answer::No => message(lang, "answer-no"),
        }
    }

    /// An optional part of a sentence: the message `id` with a space before it.
    fn part(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        format!(" {}", message_with(self.lang, id, args))
    }

    /// Where a card goes to a location, a card or the table, with a leading space; `None`
    /// for a location's place in its row, which answers and events say differently.
    fn dest_part(&self, to: Dest) -> Option<String> {
        Some(match to {
            Dest::At(location) => {
                self.part("dest-at", &[("location", self.title(location).into())])
            }
            Dest::On {
                card: bearer,
                placed_as,
            } if self.cat.bp(bearer).card_type == swccg_cards::CardType::Starship
                || self.cat.bp(bearer).vehicle.is_some() =>
            {
                self.part(
                    match (placed_as, self.cat.bp(bearer).vehicle) {
                        (0, Some(crate::catalogue::VehicleKind::Transport)) => "dest-aboard-driver",
                        (0, _) => "dest-aboard-pilot",
                        _ => "dest-aboard-passenger",
                    },
                    &[("card", self.title(bearer).into())],
                )
            }
            Dest::On { card: bearer, .. } => {
                self.part("dest-on", &[("card", self.title(bearer).into())])
            }
            Dest::Table => self.part("dest-table", &[]),
            Dest::Insert => self.part("dest-insert", &[]),
            Dest::Targeting { location, target } => self.part(
                "dest-targeting",
                &[
                    ("location", self.title(location).into()),
                    ("target", self.title(target).into()),
                ],
            ),
            Dest::Row {
                planet: Some(planet),
                ..
            } => self.part(
                "dest-planet",
                &[("planet", self.planet_name(planet).into())],
            ),
            Dest::Row { .. } => return None,
        })
    }

    /// The name of the planet a location belongs to (a generic site's, from its row when the
    /// state is known).
    fn planet_name(&self, location: CardId) -> String {
        let bp = self.cat.bp(location);
        if let Some(region) = &bp.region {
            return region.clone();
        }
        self.st
            .and_then(|st| {
                st.site_position(location)
                    .map(|(r, _)| st.rows[r].region.clone())
            })
            .unwrap_or_else(|| self.title(location).to_string())
    }

    /// Where a deployed card goes, with a leading space.
    fn dest(&self, card: CardId, to: Dest) -> String {
        match to {
            Dest::Row {
                convert: Some(covered),
                ..
            } => self.part("dest-convert", &[("card", self.title(covered).into())]),
            Dest::Row {
                index,
                convert: None,
                planet,
            } => {
                let position = self.row_position(card, usize::from(index), planet);
                match self.dest_part(to) {
                    Some(planet) => format!("{planet}{position}"),
                    None => position,
                }
            }
            _ => self.dest_part(to).unwrap_or_default(),
        }
    }

    /// Where in its row a location will be placed (needs the state), with a leading space.
    fn row_position(&self, card: CardId, index: usize, planet: Option<CardId>) -> String {
        let Some(st) = self.st else {
            return self.part("row-position", &[("position", (index + 1).into())]);
        };
        let q = crate::query::Q::new(self.cat, st);
        let Some((systems, region)) = crate::flow::turn::row_key(&q, card, planet) else {
            return self.part("row-new", &[]);
        };
        let Some(row) = st
            .rows
            .iter()
            .find(|row| row.systems == systems && row.region == region)
        else {
            return self.part("row-new", &[]);
        };
        let index = index.min(row.sites.len());
        let before = index.checked_sub(1).map(|i| self.title(row.sites[i]));
        let after = row.sites.get(index).map(|&s| self.title(s));
        match (before, after) {
            (Some(b), Some(a)) => {
                self.part("row-between", &[("before", b.into()), ("after", a.into())])
            }
            (Some(b), None) => self.part("row-after", &[("site", b.into())]),
            (None, Some(a)) => self.part("row-before", &[("site", a.into())]),
            (None, None) => self.part("row-new", &[]),
        }
    }

    /// What deploying a card costs (needs the state), with a leading space.
    fn deploy_cost(&self, card: CardId, to: Dest) -> String {
        let Some(st) = self.st else {
            return String::new();
        };
        let q = Q::new(self.cat, st);
        let side = self.cat.owner(card);
        let Payment { own, each } = payment_for(&q, side, card, to);
        match (own, each) {
            (0, 0) => self.part("cost-free", &[]),
            (n, 0) => self.part("cost-own", &[("force", self.force(n).into())]),
            (0, e) => self.part("cost-each", &[("force", self.force(e).into())]),
            (n, e) => self.part(
                "cost-own-and-each",
                &[
                    ("own", self.force(n).into()),
                    ("each", self.force(e).into()),
                ],
            ),
        }
    }

    /// What deploying a starship with its pilot costs (with a leading separator).
    fn piloted_cost(&self, card: CardId, pilot: CardId, to: CardId) -> String {
        let Some(st) = self.st else {
            return String::new();
        };
        let q = Q::new(self.cat, st);
        let side = self.cat.owner(card);
        let Payment { own, .. } = crate::flow::actions::piloted_payment(&q, side, card, pilot, to);
        match own {
            0 => self.part("cost-free", &[]),
            n => self.part("cost-own", &[("force", self.force(n).into())]),
        }
    }

    /// When a card has several texts a player may use, the chosen one in its own words (so
    /// that "use 2" is never mistaken for "pay 2 Force"), with a leading separator.
    fn own_words(&self, card: CardId, ability: u8) -> String {
        let Some(script) = self.cat.bp(card).script.as_ref() else {
            return String::new();
        };
        let actions = script
            .abilities()
            .filter(|(_, a)| matches!(a, Ability::Action(_)))
            .count();
        if actions < 2 {
            return String::new();
        }
        match script.ability(ability) {
            Some((_, Ability::Action(a))) => {
                tr!(self.lang, "own-words", words = describe::action_words(a))
            }
            _ => String::new(),
        }
    }

    /// `, X = n` for a text whose cost is X.
    fn x_text(&self, card: CardId, ability: u8, x: u8) -> String {
        let uses_x = match self.cat.ability_of(card, ability) {
            Some((_, Ability::Action(a))) => a.costs.iter().any(|c| matches!(c, Cost::UseX { .. })),
            _ => false,
        };
        if uses_x || x != 0 {
            tr!(self.lang, "x-value", x = x)
        } else {
            String::new()
        }
    }

    /// The Force a card text costs to use, with a leading space.
    fn text_cost(&self, card: CardId, ability: u8, x: u8) -> String {
        let Some((_, Ability::Action(a))) = self.cat.ability_of(card, ability) else {
            return String::new();
        };
        let mut n = 0;
        for cost in &a.costs {
            match cost {
                Cost::UseForce(crate::script::Amount::Num(k)) => n += *k,
                Cost::UseX { .. } => n += i32::from(x),
                _ => {}
            }
        }
        if n > 0 {
            let n = n.clamp(0, 255) as u8;
            self.part("text-cost", &[("force", self.force(n).into())])
        } else {
            String::new()
        }
    }

    /// A card's forfeit value (needs the state), with a leading space.
    fn forfeit_value(&self, card: CardId) -> String {
        let Some(st) = self.st else {
            return String::new();
        };
        match Q::new(self.cat, st).forfeit(card) {
            Some(value) => self.part("forfeit-value", &[("value", value.to_string().into())]),
            None => String::new(),
        }
    }

    /// " from <site>" for a card on table (needs the state).
    fn from(&self, card: CardId) -> String {
        // A character aboard a starship moves from that starship (ship-docking).
        let aboard = self.st.and_then(|st| match st.place(card) {
            Place::On { card: ship }
                if self.cat.bp(ship).card_type == swccg_cards::CardType::Starship =>
            {
                Some(ship)
            }
            _ => None,
        });
        match aboard.or_else(|| self.st.and_then(|st| st.location_of(card))) {
            Some(location) => self.part("from-site", &[("location", self.title(location).into())]),
            None => String::new(),
        }
    }

    /// " (on <character>)" for a card deployed on another (needs the state).
    fn bearer(&self, card: CardId) -> String {
        match self.st.map(|st| st.place(card)) {
            Some(Place::On { card: bearer }) => {
                self.part("bearer", &[("card", self.title(bearer).into())])
            }
            _ => String::new(),
        }
    }

    /// Where a card is (needs the state), with a leading space: " at <site>", " (on <card>)",
    /// " (your Lost Pile)".
    fn whereabouts(&self, card: CardId) -> String {
        let Some(st) = self.st else {
            return String::new();
        };
        match st.place(card) {
            Place::At { location } => {
                // What a card carries tells apart copies of one character at one site.
                let carried: Vec<CardId> = Q::new(self.cat, st).attached(card).collect();
                let with = if carried.is_empty() {
                    String::new()
                } else {
                    self.part(
                        "whereabouts-with",
                        &[("cards", self.titles(&carried).into())],
                    )
                };
                self.part(
                    "whereabouts-at",
                    &[
                        ("location", self.title(location).into()),
                        ("with", with.into()),
                    ],
                )
            }
            Place::On { card: bearer } => {
                let site = st
                    .location_of(bearer)
                    .map(|l| self.part("whereabouts-site", &[("location", self.title(l).into())]))
                    .unwrap_or_default();
                self.part(
                    "whereabouts-on",
                    &[("card", self.title(bearer).into()), ("site", site.into())],
                )
            }
            Place::Pile(pile) => self.part(
                "whereabouts-pile",
                &[("pile", self.pile_of(self.cat.owner(card), pile).into())],
            ),
            Place::Stacked { on } => {
                self.part("whereabouts-stacked", &[("card", self.title(on).into())])
            }
            Place::Location | Place::Covered { .. } | Place::Table => String::new(),
        }
    }

    /// What a played card or used text aims at, with a leading space.
    fn target(&self, target: TargetRef) -> String {
        match target {
            TargetRef::None => String::new(),
            TargetRef::Card(card) => format!(
                "{}{}",
                self.part("target", &[("target", self.title(card).into())]),
                self.whereabouts(card)
            ),
            TargetRef::Pile(side, pile) => {
                self.part("target", &[("target", self.pile_of(side, pile).into())])
            }
        }
    }

    // ----- events -----

    /// One event, as a sentence for the reader. The caller filters events by visibility.
    pub fn event(&self, what: &What) -> String {
        let lang = self.lang;
        match what {
            What::StartingLocationChosen { player } => {
                self.about(*player, "event-starting-location-chosen", &[])
            }
            What::StartingLocationRevealed { player, card } => self.about(
                *player,
                "event-starting-location-revealed",
                &[("card", self.title(*card).into())],
            ),
            What::StartingLocationsClashed { dark, light } => tr!(
                lang,
                "event-starting-locations-clashed",
                dark = self.title(*dark),
                light = self.title(*light)
            ),
            What::Shuffled { player, pile } => self.about(
                *player,
                "event-shuffled",
                &[("pile", self.own_pile(*player, *pile).into())],
            ),
            What::CardDrawn {
                player,
                card: Some(card),
            } => self.about(
                *player,
                "event-card-drawn",
                &[("card", self.title(*card).into())],
            ),
            What::CardDrawn { player, card: None } => {
                self.about(*player, "event-card-drawn-hidden", &[])
            }
            What::TurnBegan { player, turn } => tr!(
                lang,
                "event-turn-began",
                turn = *turn,
                whose = self.of(*player, "turn")
            ),
            What::PhaseBegan { phase } => tr!(
                lang,
                "event-phase-began",
                phase = capitalize(&self.phase_name(*phase))
            ),
            What::ForceGeneration { player, amount } => capitalize(&tr!(
                lang,
                "event-force-generation",
                whose = self.of(*player, "force-generation"),
                amount = *amount
            )),
            What::ForceActivated { player, amount } => self.about(
                *player,
                "event-force-activated",
                &[("force", self.force(*amount).into())],
            ),
            What::ForceUsed { player, amount } => self.about(
                *player,
                "event-force-used",
                &[("force", self.force(*amount).into())],
            ),
            What::Deployed { card, to } => {
                let dest = match to {
                    Dest::Row {
                        convert: Some(covered),
                        ..
                    } => self.part("event-dest-over", &[("card", self.title(*covered).into())]),
                    _ => self.dest_part(*to).unwrap_or_default(),
                };
                self.about(
                    self.cat.owner(*card),
                    "event-deployed",
                    &[("card", self.title(*card).into()), ("dest", dest.into())],
                )
            }
            What::LocationConverted { card, covered } => tr!(
                lang,
                "event-location-converted",
                card = self.title(*card),
                covered = self.title(*covered)
            ),
            What::ForceDrainInitiated { location } => tr!(
                lang,
                "event-force-drain-initiated",
                location = self.title(*location)
            ),
            What::ForceDrainCancelled { location } => tr!(
                lang,
                "event-force-drain-cancelled",
                location = self.title(*location)
            ),
            What::ForceDrainResolved { location, amount } => tr!(
                lang,
                "event-force-drain-resolved",
                location = self.title(*location),
                force = self.force(*amount)
            ),
            What::BattleInitiated { location } => tr!(
                lang,
                "event-battle-initiated",
                location = self.title(*location)
            ),
            What::WeaponFired { weapon, target } => tr!(
                lang,
                "event-weapon-fired",
                weapon = self.title(*weapon),
                target = self.title(*target)
            ),
            What::TargetHit { card } => tr!(lang, "event-target-hit", card = self.title(*card)),
            What::Disarmed { card } => tr!(lang, "event-disarmed", card = self.title(*card)),
            What::Seized { card, escort } => tr!(
                lang,
                "event-seized",
                card = self.title(*card),
                escort = self.title(*escort)
            ),
            What::Escaped { card, pile } if *pile == Pile::Used => tr!(
                lang,
                "event-escaped",
                card = self.title(*card),
                pile = self.pile_of(self.cat.owner(*card), *pile)
            ),
            What::Escaped { card, pile } => tr!(
                lang,
                "event-captive-lost",
                card = self.title(*card),
                pile = self.pile_of(self.cat.owner(*card), *pile)
            ),
            What::Released { card, location } => tr!(
                lang,
                "event-released",
                card = self.title(*card),
                location = self.title(*location)
            ),
            What::DestinyDrawn {
                player,
                card,
                value,
            } => self.about(
                *player,
                "event-destiny-drawn",
                &[
                    ("card", self.title(*card).into()),
                    ("value", value.to_string().into()),
                ],
            ),
            What::DestinyFailed { player } => capitalize(&tr!(
                lang,
                "event-destiny-failed",
                whose = self.of(*player, "destiny-draw")
            )),
            What::BattleTotals { dark, light } => tr!(
                lang,
                "event-battle-totals",
                dark = dark.to_string(),
                light = light.to_string()
            ),
            What::BattleWon { winner, damage } => self.about(
                *winner,
                "event-battle-won",
                &[("damage", damage.to_string().into())],
            ),
            What::BattleTied => message(lang, "event-battle-tied"),
            What::BattleEnded { location } => {
                tr!(lang, "event-battle-ended", location = self.title(*location))
            }
            What::Attrition { against, amount } => tr!(
                lang,
                "event-attrition",
                player = self.player(*against),
                amount = amount.to_string()
            ),
            What::Forfeited { card } => tr!(lang, "event-forfeited", card = self.title(*card)),
            What::ForceLost { player, card, from } => self.about(
                *player,
                "event-force-lost",
                &[
                    ("card", self.title(*card).into()),
                    ("pile", self.own_pile(*player, *from).into()),
                ],
            ),
            What::CardLost { card } => tr!(lang, "event-card-lost", card = self.title(*card)),
            What::BlownAway { system } => {
                tr!(lang, "event-blown-away", system = self.title(*system))
            }
            What::Crossed { card } => tr!(lang, "event-crossed", card = self.title(*card)),
            What::AsteroidDestiny {
                starship,
                total,
                lost,
            } => {
                let card = self.title(*starship);
                if *lost {
                    tr!(lang, "event-asteroid-hit", card = card, total = *total)
                } else {
                    tr!(lang, "event-asteroid-missed", card = card, total = *total)
                }
            }
            What::CardReturnedToHand { card } => tr!(
                lang,
                "event-card-returned-to-hand",
                card = self.title(*card),
                pile = self.pile_of(self.cat.owner(*card), Pile::Hand)
            ),
            What::CardMovedToPile { card, pile } => tr!(
                lang,
                "event-card-moved-to-pile",
                card = self.title(*card),
                pile = self.pile_of(self.cat.owner(*card), *pile)
            ),
            What::PlacedFromHand {
                player,
                pile,
                count,
            } => self.about(
                *player,
                "event-placed-from-hand",
                &[
                    ("count", i64::from(*count).into()),
                    ("pile", self.own_pile(*player, *pile).into()),
                ],
            ),
            What::Retrieved { player, card } => self.about(
                *player,
                "event-retrieved",
                &[("card", self.title(*card).into())],
            ),
            What::SquadronReplaced {
                card,
                location,
                ships,
            } => tr!(
                lang,
                "event-squadron-replaced",
                card = self.title(*card),
                ships = self.titles(ships),
                location = self.title(*location)
            ),
            What::SystemMoved {
                system,
                parsec,
                orbit: Some(planet),
            } => tr!(
                lang,
                "event-system-moved-orbit",
                system = self.title(*system),
                parsec = i64::from(*parsec),
                planet = self.title(*planet)
            ),
            What::SystemMoved {
                system,
                parsec,
                orbit: None,
            } => tr!(
                lang,
                "event-system-moved-deep",
                system = self.title(*system),
                parsec = i64::from(*parsec)
            ),
            What::Moved { card, from, to } => tr!(
                lang,
                "event-moved",
                card = self.title(*card),
                from = self.title(*from),
                to = self.title(*to)
            ),
            What::InterruptPlayed { card, .. } => self.about(
                self.cat.owner(*card),
                "event-interrupt-played",
                &[("card", self.title(*card).into())],
            ),
            What::TextUsed { card, .. } => tr!(lang, "event-text-used", card = self.title(*card)),
            What::Cancelled { card } => tr!(lang, "event-cancelled", card = self.title(*card)),
            What::ForceLossReduced { player, by } => capitalize(&tr!(
                lang,
                "event-force-loss-reduced",
                whose = self.of(*player, "force-loss"),
                by = by.to_string()
            )),
            What::ForceLossRaised { player, by } => capitalize(&tr!(
                lang,
                "event-force-loss-raised",
                whose = self.of(*player, "force-loss"),
                by = by.to_string()
            )),
            What::Peeked {
                owner, pile, cards, ..
            } => tr!(
                lang,
                "event-peeked",
                pile = self.pile_of(*owner, *pile),
                cards = self.titles(cards)
            ),
            What::HandRevealed { to, cards } => capitalize(&tr!(
                lang,
                "event-hand-revealed",
                pile = self.pile_of(to.opponent(), Pile::Hand),
                player = self.player(*to),
                who = self.who(*to),
                cards = self.titles(cards)
            )),
            What::Recirculated { player } => self.about(
                *player,
                "event-recirculated",
                &[("pile", self.own_pile(*player, Pile::Used).into())],
            ),
            What::ReactDeployed { card, to } => tr!(
                lang,
                "event-react-deployed",
                card = self.title(*card),
                to = self.title(*to)
            ),
            What::StayedBehind { card, why } => tr!(
                lang,
                "event-stayed-behind",
                card = self.title(*card),
                reason = message(lang, blocked_key(*why))
            ),
            What::Stacked { card, on } => tr!(
                lang,
                "event-stacked",
                card = self.title(*card),
                on = self.title(*on)
            ),
            What::BattleCancelled { location } => tr!(
                lang,
                "event-battle-cancelled",
                location = self.title(*location)
            ),
            What::BattleDamageCancelled { player } => tr!(
                lang,
                "event-battle-damage-cancelled",
                player = self.player(*player)
            ),
            What::DestinyChanged { player, value } => tr!(
                lang,
                "event-destiny-changed",
                player = self.player(*player),
                value = value.to_string()
            ),
            What::BattleDestinyAdded { player, count } => self.about(
                *player,
                "event-battle-destiny-added",
                &[("count", (*count).into())],
            ),
            What::StackedFaceDown { player, on, count } => self.about(
                *player,
                "event-stacked-face-down",
                &[
                    ("on", self.title(*on).into()),
                    ("count", count.to_string().into()),
                ],
            ),
            What::Flipped { card } => tr!(lang, "event-flipped", card = self.title(*card)),
            What::Inserted { player, card } => {
                let pile = self.pile_of(player.opponent(), Pile::Reserve);
                match card {
                    Some(card) => self.about(
                        *player,
                        "event-inserted",
                        &[("card", self.title(*card).into()), ("pile", pile.into())],
                    ),
                    None => self.about(*player, "event-inserted-hidden", &[("pile", pile.into())]),
                }
            }
            What::InsertRevealed { card } => tr!(
                lang,
                "event-insert-revealed",
                card = self.title(*card),
                pile = self.pile_of(self.cat.owner(*card).opponent(), Pile::Reserve)
            ),
            What::Transferred { card, to } => tr!(
                lang,
                "event-transferred",
                card = self.title(*card),
                to = self.title(*to)
            ),
            What::Stolen { card, by } => {
                self.about(*by, "event-stolen", &[("card", self.title(*card).into())])
            }
            What::Predicted { player, winner } => self.about(
                *player,
                "event-predicted",
                &[("side", self.side_name(*winner).into())],
            ),
            What::CoverBroken { card } => {
                tr!(lang, "event-cover-broken", card = self.title(*card))
            }
            What::GameTextCancelled { card } => {
                tr!(lang, "event-game-text-cancelled", card = self.title(*card))
            }
            What::GameOver { winner, reason } => {
                let reason = match reason {
                    EndReason::LifeForceGone => tr!(
                        lang,
                        "end-life-force-gone",
                        whose = self.of(winner.opponent(), "life-force")
                    ),
                };
                self.clause(*winner, "event-game-over", &[("reason", reason.into())])
            }
        }
    }

    // ----- why not -----

    /// Why a deployment is refused (see [`crate::flow::why::why_not`]), as one sentence
    /// addressed to the player who asked.
    pub fn why_not(&self, why: &WhyNot) -> String {
        let lang = self.lang;
        let reason = match *why {
            WhyNot::NotInHand => message(lang, "why-not-in-hand"),
            WhyNot::NotYourDeployPhase => message(lang, "why-not-your-deploy-phase"),
            WhyNot::Unique { card } => tr!(lang, "why-unique", card = self.title(card)),
            WhyNot::Persona { card, version } => tr!(
                lang,
                "why-persona",
                card = self.title(card),
                version = self.title(version)
            ),
            WhyNot::PersonaOutOfPlay { card, version } => tr!(
                lang,
                "why-persona-out-of-play",
                card = self.title(card),
                version = self.title(version)
            ),
            WhyNot::Dagobah { location } => {
                tr!(lang, "why-dagobah", location = self.title(location))
            }
            WhyNot::Holosite { location } => {
                tr!(lang, "why-holosite", location = self.title(location))
            }
            WhyNot::NotASite { location } => {
                tr!(lang, "why-not-a-site", location = self.title(location))
            }
            WhyNot::NoPresenceOrIcons { location } => tr!(
                lang,
                "why-no-presence-or-icons",
                location = self.title(location)
            ),
            WhyNot::DeploysOnlyElsewhere { .. } => message(lang, "why-deploys-only-elsewhere"),
            WhyNot::MayNotDeployNow => message(lang, "why-may-not-deploy-now"),
            WhyNot::MayNotDeployToPlanet { location } => tr!(
                lang,
                "why-may-not-deploy-to-planet",
                location = self.title(location)
            ),
            WhyNot::NoPlanet => message(lang, "why-no-planet"),
            WhyNot::GenericOnPlanet { location } => tr!(
                lang,
                "why-generic-on-planet",
                location = self.title(location)
            ),
            WhyNot::SpaceportsApart => message(lang, "why-spaceports-apart"),
            WhyNot::CloudCityBays => message(lang, "why-cloud-city-bays"),
            WhyNot::OtherDeathStar { other } => {
                tr!(lang, "why-other-death-star", other = self.title(other))
            }
            WhyNot::ImmuneTo { card } => tr!(lang, "why-immune-to", card = self.title(card)),
            WhyNot::DeathStarIISector { location } => tr!(
                lang,
                "why-death-star-ii-sector",
                location = self.title(location)
            ),
            WhyNot::NoPlacement => message(lang, "why-no-placement"),
            WhyNot::CannotAfford { cost, available } => tr!(
                lang,
                "why-cannot-afford",
                cost = cost.to_string(),
                available = available.to_string()
            ),
            WhyNot::OpponentCannotAfford { cost, available } => tr!(
                lang,
                "why-opponent-cannot-afford",
                cost = cost.to_string(),
                available = available.to_string()
            ),
            WhyNot::NotYourCardOnTable => message(lang, "why-not-your-card-on-table"),
            WhyNot::NotYourMovePhase => message(lang, "why-not-your-move-phase"),
            WhyNot::CannotMove { blocked } => tr!(
                lang,
                "why-cannot-move",
                reason = message(lang, blocked_key(blocked))
            ),
            WhyNot::NotAdjacent { from, to } => tr!(
                lang,
                "why-not-adjacent",
                from = self.title(from),
                to = self.title(to)
            ),
            WhyNot::NotYourBattlePhase => message(lang, "why-not-your-battle-phase"),
            WhyNot::AlreadyBattledHere { location } => tr!(
                lang,
                "why-already-battled-here",
                location = self.title(location)
            ),
            WhyNot::NoOneToBattle { side, location } if self.reader == Reader::Seat(side) => tr!(
                lang,
                "why-you-have-no-one-to-battle",
                location = self.title(location)
            ),
            WhyNot::NoOneToBattle { location, .. } => tr!(
                lang,
                "why-opponent-has-no-one-to-battle",
                location = self.title(location)
            ),
            WhyNot::BattleForbidden { location } => tr!(
                lang,
                "why-battle-forbidden",
                location = self.title(location)
            ),
            WhyNot::NotASystem { location } => {
                tr!(lang, "why-not-a-system", location = self.title(location))
            }
            WhyNot::NeedsPilot => message(lang, "why-needs-pilot"),
            WhyNot::SectorNeedsSystem => message(lang, "why-sector-needs-system"),
            WhyNot::CapitalCannotLand { location } => tr!(
                lang,
                "why-capital-cannot-land",
                location = self.title(location)
            ),
            WhyNot::CapitalNotInClouds { location } => tr!(
                lang,
                "why-capital-not-in-clouds",
                location = self.title(location)
            ),
            WhyNot::SectorNeedsStarship { location } => tr!(
                lang,
                "why-sector-needs-starship",
                location = self.title(location)
            ),
            WhyNot::SectorNoParsec { location } => tr!(
                lang,
                "why-sector-no-parsec",
                location = self.title(location)
            ),
            WhyNot::CloudsInBetween { location } => tr!(
                lang,
                "why-clouds-in-between",
                location = self.title(location)
            ),
            WhyNot::LandedCannotMove { to } => {
                tr!(lang, "why-landed-cannot-move", to = self.title(to))
            }
            WhyNot::SectorsTooFar { to, sectors, max } => tr!(
                lang,
                "why-sectors-too-far",
                to = self.title(to),
                sectors = sectors.to_string(),
                max = max.to_string()
            ),
            WhyNot::NotDocked { from, to } => tr!(
                lang,
                "why-not-docked",
                from = self.title(from),
                to = self.title(to)
            ),
            WhyNot::NoCapacity { ship } => tr!(lang, "why-no-capacity", ship = self.title(ship)),
            WhyNot::MayNotBeAboard { ship } => {
                tr!(lang, "why-may-not-be-aboard", ship = self.title(ship))
            }
            WhyNot::DeploysDuring { who, phase } => tr!(
                lang,
                "why-deploys-during",
                who = match who {
                    crate::script::Rel::Anyone => "any",
                    crate::script::Rel::You => "you",
                    crate::script::Rel::Opponent => "opponent",
                }
                .to_string(),
                phase = self.phase_name(phase)
            ),
            WhyNot::MayNotCarryWeapons { card } => {
                tr!(lang, "why-may-not-carry-weapons", card = self.title(card))
            }
            WhyNot::LocationForbids { location } => tr!(
                lang,
                "why-location-forbids",
                location = self.title(location)
            ),
            WhyNot::NotExteriorSite { location } => tr!(
                lang,
                "why-not-exterior-site",
                location = self.title(location)
            ),
            WhyNot::BeyondLandspeed { to, landspeed } => tr!(
                lang,
                "why-beyond-landspeed",
                to = self.title(to),
                landspeed = landspeed.to_string()
            ),
            WhyNot::NotSameSite { vehicle } => {
                tr!(lang, "why-not-same-site", vehicle = self.title(vehicle))
            }
            WhyNot::DeploysByReplacing { card } => {
                tr!(lang, "why-deploys-by-replacing", card = self.title(card))
            }
            WhyNot::NotEnoughToReplace {
                location,
                found,
                needed,
            } => tr!(
                lang,
                "why-not-enough-to-replace",
                location = self.title(location),
                found = found.to_string(),
                needed = needed.to_string()
            ),
            WhyNot::SquadronReplacesSquadron { squadron } => tr!(
                lang,
                "why-squadron-replaces-squadron",
                squadron = self.title(squadron)
            ),
            WhyNot::SquadronCrew {
                pilots,
                nav_computers,
            } => tr!(
                lang,
                "why-squadron-crew",
                pilots = pilots.to_string(),
                nav = nav_computers.to_string()
            ),
            WhyNot::PartialSquadron {
                card,
                units,
                allowance,
            } => tr!(
                lang,
                "why-partial-squadron",
                card = self.title(card),
                units = units.to_string(),
                allowance = allowance.to_string()
            ),
            WhyNot::NotACarrier { ship } => {
                tr!(lang, "why-not-a-carrier", ship = self.title(ship))
            }
            WhyNot::NoSlotOfKind { ship } => {
                tr!(lang, "why-no-slot-of-kind", ship = self.title(ship))
            }
            WhyNot::SlotsFull { ship } => tr!(lang, "why-slots-full", ship = self.title(ship)),
            WhyNot::NotYourStarship { ship } => {
                tr!(lang, "why-not-your-starship", ship = self.title(ship))
            }
            WhyNot::ShuttleNeedsCapital { ship } => {
                tr!(lang, "why-shuttle-needs-capital", ship = self.title(ship))
            }
            WhyNot::ShuttleNotRelated { system, site } => tr!(
                lang,
                "why-shuttle-not-related",
                system = self.title(system),
                site = self.title(site)
            ),
            WhyNot::ShuttleDagobah { location } => {
                tr!(lang, "why-shuttle-dagobah", location = self.title(location))
            }
            WhyNot::HothShield { location } => {
                tr!(lang, "why-hoth-shield", location = self.title(location))
            }
            WhyNot::ShuttleDeathStar { site } => {
                tr!(lang, "why-shuttle-death-star", site = self.title(site))
            }
            WhyNot::HangarElsewhere { ship } => {
                tr!(lang, "why-hangar-elsewhere", ship = self.title(ship))
            }
            WhyNot::TooFar {
                to,
                distance,
                hyperspeed,
            } => tr!(
                lang,
                "why-too-far",
                to = self.title(to),
                distance = distance.to_string(),
                hyperspeed = hyperspeed.to_string()
            ),
        };
        capitalize(&reason)
    }

    // ----- views -----

    /// A seat's view as a compact table: turn and phase, both players' piles and Life Force,
    /// the rows of sites with the cards at them, cards on table elsewhere, and the reader's
    /// hand.
    pub fn view(&self, view: &View) -> String {
        let lang = self.lang;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "view-heading",
                turn = view.turn,
                whose = self.of(view.active, "turn"),
                phase = self.phase_name(view.phase)
            )
        );
        self.piles_table(&mut out, view);
        for row in &view.rows {
            let _ = writeln!(out, "{}", row.region);
            for site in &row.sites {
                self.site_lines(&mut out, site, &row.region, view.seat);
            }
        }
        if !view.elsewhere.is_empty() {
            let cards: Vec<String> = view.elsewhere.iter().map(|c| self.table_card(c)).collect();
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "view-on-table", cards = cards.join("; "))
            );
        }
        if let Some(hand) = &view.you.hand {
            let names: Vec<&str> = hand.iter().map(|c| c.title.as_str()).collect();
            let cards = if names.is_empty() {
                message(lang, "view-hand-empty")
            } else {
                names.join(", ")
            };
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "view-hand",
                    hand = capitalize(&self.pile_of(view.seat, Pile::Hand)),
                    count = hand.len(),
                    cards = cards
                )
            );
        }
        for piles in [&view.you, &view.opponent] {
            if !piles.lost.is_empty() {
                let _ = writeln!(
                    out,
                    "{}",
                    tr!(
                        lang,
                        "view-lost",
                        pile = capitalize(&self.pile_of(piles.side, Pile::Lost)),
                        cards = self.top_of(&piles.lost)
                    )
                );
            }
        }
        if let Some(outcome) = &view.outcome {
            let _ = writeln!(
                out,
                "{}",
                self.event(&What::GameOver {
                    winner: outcome.winner,
                    reason: outcome.reason,
                })
            );
        }
        out
    }

    /// The top cards of a face-up pile, top first, and how many more lie under them.
    fn top_of(&self, pile: &[CardView]) -> String {
        const SHOWN: usize = 8;
        let top: Vec<&str> = pile
            .iter()
            .rev()
            .take(SHOWN)
            .map(|c| c.title.as_str())
            .collect();
        let more = pile.len().saturating_sub(SHOWN);
        tr!(self.lang, "view-top", cards = top.join(", "), more = more)
    }

    /// Pile sizes and Life Force, one column per player.
    fn piles_table(&self, out: &mut String, view: &View) {
        let lang = self.lang;
        let header = |p: &PilesView| match self.reader {
            Reader::Seat(seat) if seat == p.side => {
                tr!(lang, "view-you", side = self.side_name(p.side))
            }
            Reader::Seat(_) => tr!(lang, "view-opponent", side = self.side_name(p.side)),
            Reader::Onlooker => self.side_name(p.side),
        };
        let pile = |pile| capitalize(&self.pile_name(pile));
        let rows: [(String, PileCount); 7] = [
            (message(lang, "life-force"), |p| p.life_force.to_string()),
            (pile(Pile::Reserve), |p| p.reserve.to_string()),
            (pile(Pile::Force), |p| p.force_pile.to_string()),
            (pile(Pile::Used), |p| p.used.to_string()),
            (pile(Pile::Lost), |p| p.lost.len().to_string()),
            (pile(Pile::Hand), |p| p.hand_size.to_string()),
            (message(lang, "view-generation"), |p| {
                format!("{} ({})", p.generation, p.activated)
            }),
        ];
        let label_width = rows
            .iter()
            .map(|(label, _)| label.chars().count())
            .max()
            .unwrap_or(0)
            + 2;
        let first = header(&view.you);
        let column = first.chars().count().max(8) + 3;
        let _ = writeln!(
            out,
            "{:label_width$}{:column$}{}",
            "",
            first,
            header(&view.opponent)
        );
        for (label, value) in rows {
            let _ = writeln!(
                out,
                "{:label_width$}{:column$}{}",
                label,
                value(&view.you),
                value(&view.opponent)
            );
        }
    }

    /// One site: its name and Force icons, then the reader's cards and the opponent's.
    fn site_lines(&self, out: &mut String, site: &SiteView, region: &str, seat: Side) {
        let lang = self.lang;
        let name = site
            .location
            .title
            .strip_prefix(region)
            .and_then(|rest| rest.strip_prefix(':'))
            .map_or(site.location.title.as_str(), str::trim);
        let covers = if site.covered.is_empty() {
            String::new()
        } else {
            tr!(lang, "view-covers", cards = card_list(&site.covered))
        };
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "view-site",
                site = name,
                dark = site.icons[Side::Dark.index()].to_string(),
                light = site.icons[Side::Light.index()].to_string(),
                covers = covers
            )
        );
        for side in [seat, seat.opponent()] {
            let cards: Vec<String> = site
                .cards
                .iter()
                .filter(|c| c.card.owner == side)
                .map(|c| self.table_card(c))
                .collect();
            if !cards.is_empty() {
                let _ = writeln!(
                    out,
                    "    {}",
                    tr!(
                        lang,
                        "view-site-cards",
                        player = self.player(side),
                        cards = cards.join("; ")
                    )
                );
            }
        }
    }

    /// A card on table with its power and ability and what is deployed on it.
    fn table_card(&self, card: &TableCard) -> String {
        let mut text = card.card.title.clone();
        if card.power != 0 || card.ability != 0 {
            text.push_str(&self.part(
                "view-power",
                &[
                    ("power", card.power.to_string().into()),
                    ("ability", card.ability.to_string().into()),
                ],
            ));
        }
        if card.hit {
            text.push_str(&self.part("view-hit", &[]));
        }
        if let Some(captive) = &card.captive {
            text.push_str(&self.part("view-captive", &[("card", captive.title.clone().into())]));
        }
        if !card.attached.is_empty() {
            text.push_str(&format!(" + {}", card_list(&card.attached)));
        }
        text
    }
}

/// Reads one count of a player's piles, for the view's table.
type PileCount = fn(&PilesView) -> String;

/// The English or the French of a fixed text. Kept for callers outside this workspace: words
/// shown to players belong in the message files ([`message`]).
pub fn pick(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// Titles of cards shown in a view.
fn card_list(cards: &[CardView]) -> String {
    let names: Vec<&str> = cards.iter().map(|c| c.title.as_str()).collect();
    names.join(", ")
}

/// The text with its first letter in upper case.
/// The message naming why a card could not move.
fn blocked_key(why: Blocked) -> &'static str {
    match why {
        Blocked::CannotMove => "blocked-cannot-move",
        Blocked::AlreadyMoved => "blocked-already-moved",
        Blocked::NoLandspeed => "blocked-no-landspeed",
        Blocked::NoForce => "blocked-no-force",
        Blocked::NowhereToGo => "blocked-nowhere-to-go",
        Blocked::NotPiloted => "blocked-not-piloted",
        Blocked::NoNavComputer => "blocked-no-nav-computer",
        Blocked::NoHyperspeed => "blocked-no-hyperspeed",
        Blocked::NotDriven => "blocked-not-driven",
        Blocked::Undercover => "blocked-undercover",
    }
}

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decision::{DrawKind, LossSource, TargetRef, Trigger, Why};
    use crate::event::{Event, What};
    use crate::game::Game;
    use crate::state::Outcome;
    use door::{Game as _, Rng};
    use std::sync::OnceLock;
    use swccg_cards::{CardDb, DataDir, Deck};

    struct Premiere {
        db: CardDb,
        dark: Deck,
        light: Deck,
    }

    fn premiere() -> &'static Premiere {
        static DATA: OnceLock<Premiere> = OnceLock::new();
        DATA.get_or_init(|| {
            let dir = DataDir::locate(None)
                .unwrap_or_else(|err| panic!("the card data (see the README): {err}"));
            let db = CardDb::load(&dir).expect("the card database loads");
            let dark = Deck::load(&db, &dir, "premiere-intro-2pg-dark").expect("dark deck");
            let light = Deck::load(&db, &dir, "premiere-intro-2pg-light").expect("light deck");
            Premiere { db, dark, light }
        })
    }

    fn game(seed: u64) -> Game {
        let p = premiere();
        let dark: Vec<_> = p.dark.cards.iter().map(|&i| p.db.get(i)).collect();
        let light: Vec<_> = p.light.cards.iter().map(|&i| p.db.get(i)).collect();
        Game::new(&dark, &light, seed).expect("the Premiere decks make a game")
    }

    /// The first card of the game with this title.
    fn card(game: &Game, title: &str) -> CardId {
        let cat = game.catalogue();
        cat.ids()
            .find(|&c| cat.bp(c).title == title)
            .unwrap_or_else(|| panic!("no {title} in the Premiere decks"))
    }

    // Each `*_kind` function gives every variant its own number. Its match has no wildcard,
    // so a new variant does not compile until it has a number, and the tests below then fail
    // until the samples include it.

    const PROMPT_KINDS: usize = 14;
    fn prompt_kind(p: &Prompt) -> usize {
        match p {
            Prompt::StartingLocation => 0,
            Prompt::StartingEffect => 10,
            Prompt::StartingInterrupt => 11,
            Prompt::Action { .. } => 1,
            Prompt::Respond { .. } => 2,
            Prompt::Weapons { .. } => 3,
            Prompt::BattleDestiny { .. } => 4,
            Prompt::LoseForce { .. } => 5,
            Prompt::Damage { .. } => 6,
            Prompt::ChooseCard { .. } => 7,
            Prompt::ChooseLocation { .. } => 8,
            Prompt::Confirm { .. } => 9,
            Prompt::DestinyValue { .. } => 12,
            Prompt::PredictWinner { .. } => 13,
        }
    }

    const WHY_KINDS: usize = 16;
    fn why_kind(w: &Why) -> usize {
        match w {
            Why::Lose => 0,
            Why::Retrieve => 1,
            Why::Place => 2,
            Why::MoveAway(_) => 3,
            Why::Continue(_) => 4,
            Why::Deploy => 5,
            Why::Search => 6,
            Why::Target(_) => 7,
            Why::Stack => 8,
            Why::Direction(_) => 9,
            Why::Transport(_) => 10,
            Why::Relocate(_) => 11,
            Why::StealOrLose(_) => 12,
            Why::Steal(_) => 13,
            Why::Seize(_) => 14,
            Why::Release(..) => 15,
        }
    }

    const TRIGGER_KINDS: usize = 23;
    fn trigger_kind(t: &Trigger) -> usize {
        match t {
            Trigger::BattleInitiated { .. } => 0,
            Trigger::ForceDrainInitiated { .. } => 1,
            Trigger::Deployed { .. } => 2,
            Trigger::AboutToLoseForce { .. } => 3,
            Trigger::LostBattleForce { .. } => 4,
            Trigger::Lost { .. } => 5,
            Trigger::Played { .. } => 6,
            Trigger::DestinyDrawn { .. } => 7,
            Trigger::BothDrewOneBattleDestiny => 8,
            Trigger::Moved { .. } => 9,
            Trigger::BattleResult { .. } => 10,
            Trigger::TurnStarted { .. } => 11,
            Trigger::Reacted { .. } => 12,
            Trigger::LostDrainForce { .. } => 13,
            Trigger::PhaseStarted { .. } => 14,
            Trigger::AboutToHyperspace { .. } => 15,
            Trigger::Hit { .. } => 16,
            Trigger::BattleEnded { .. } => 17,
            Trigger::CoverBroken { .. } => 18,
            Trigger::Disarmed { .. } => 19,
            Trigger::PlacedInUsed { .. } => 20,
            Trigger::AboutToBeLost { .. } => 21,
            Trigger::Transported { .. } => 22,
        }
    }

    const ANSWER_KINDS: usize = 33;
    fn answer_kind(a: &Answer) -> usize {
        match a {
            Answer::Pass => 0,
            Answer::StartWith(_) => 1,
            Answer::StartWithout => 2,
            Answer::Activate(_) => 3,
            Answer::Deploy { .. } => 4,
            Answer::ForceDrain(_) => 5,
            Answer::Battle(_) => 6,
            Answer::Move { .. } => 7,
            Answer::Transit { .. } => 8,
            Answer::Draw => 9,
            Answer::Play { .. } => 10,
            Answer::Use { .. } => 11,
            Answer::Fire { .. } => 12,
            Answer::ReactDeploy { .. } => 13,
            Answer::ReactMove { .. } => 14,
            Answer::Choose(_) => 15,
            Answer::ChooseLocation(_) => 16,
            Answer::LoseFrom(_) => 17,
            Answer::Forfeit(_) => 18,
            Answer::ForfeitInstead { .. } => 19,
            Answer::PayByForceLoss => 20,
            Answer::DrawBattleDestiny => 21,
            Answer::Yes => 22,
            Answer::No => 23,
            Answer::TransitGroup { .. } => 24,
            Answer::DeployPiloted { .. } => 25,
            Answer::MoveSystem { .. } => 26,
            Answer::Replace { .. } => 27,
            Answer::ReactDeployPiloted { .. } => 28,
            Answer::BreakCover(_) => 29,
            Answer::DestinyValue(_) => 30,
            Answer::ReturnDejarik(_) => 31,
            Answer::PredictWinner(_) => 32,
        }
    }

    const DEST_KINDS: usize = 6;
    fn dest_kind(d: &Dest) -> usize {
        match d {
            Dest::At(_) => 0,
            Dest::On { .. } => 1,
            Dest::Table => 2,
            Dest::Row { .. } => 3,
            Dest::Targeting { .. } => 4,
            Dest::Insert => 5,
        }
    }

    const WHAT_KINDS: usize = 67;
    fn what_kind(w: &What) -> usize {
        match w {
            What::StartingLocationChosen { .. } => 0,
            What::StartingLocationRevealed { .. } => 1,
            What::StartingLocationsClashed { .. } => 2,
            What::Shuffled { .. } => 3,
            What::CardDrawn { .. } => 4,
            What::TurnBegan { .. } => 5,
            What::PhaseBegan { .. } => 6,
            What::ForceGeneration { .. } => 7,
            What::ForceActivated { .. } => 8,
            What::ForceUsed { .. } => 9,
            What::Deployed { .. } => 10,
            What::LocationConverted { .. } => 11,
            What::ForceDrainInitiated { .. } => 12,
            What::ForceDrainCancelled { .. } => 13,
            What::ForceDrainResolved { .. } => 14,
            What::BattleInitiated { .. } => 15,
            What::WeaponFired { .. } => 16,
            What::TargetHit { .. } => 17,
            What::DestinyDrawn { .. } => 18,
            What::DestinyFailed { .. } => 19,
            What::BattleTotals { .. } => 20,
            What::BattleWon { .. } => 21,
            What::BattleTied => 22,
            What::BattleEnded { .. } => 23,
            What::Attrition { .. } => 24,
            What::Forfeited { .. } => 25,
            What::ForceLost { .. } => 26,
            What::CardLost { .. } => 27,
            What::CardReturnedToHand { .. } => 28,
            What::CardMovedToPile { .. } => 29,
            What::Retrieved { .. } => 30,
            What::Moved { .. } => 31,
            What::InterruptPlayed { .. } => 32,
            What::TextUsed { .. } => 33,
            What::Cancelled { .. } => 34,
            What::ForceLossReduced { .. } => 35,
            What::ForceLossRaised { .. } => 36,
            What::Peeked { .. } => 37,
            What::HandRevealed { .. } => 38,
            What::Recirculated { .. } => 39,
            What::ReactDeployed { .. } => 40,
            What::GameOver { .. } => 41,
            What::StayedBehind { .. } => 42,
            What::Stacked { .. } => 43,
            What::BattleCancelled { .. } => 44,
            What::BattleDamageCancelled { .. } => 45,
            What::DestinyChanged { .. } => 46,
            What::BattleDestinyAdded { .. } => 47,
            What::GameTextCancelled { .. } => 48,
            What::StackedFaceDown { .. } => 49,
            What::Flipped { .. } => 50,
            What::PlacedFromHand { .. } => 51,
            What::Inserted { .. } => 52,
            What::InsertRevealed { .. } => 53,
            What::Stolen { .. } => 54,
            What::Transferred { .. } => 55,
            What::SystemMoved { .. } => 56,
            What::SquadronReplaced { .. } => 57,
            What::CoverBroken { .. } => 58,
            What::Disarmed { .. } => 59,
            What::Predicted { .. } => 60,
            What::Seized { .. } => 61,
            What::Escaped { .. } => 62,
            What::Released { .. } => 63,
            What::BlownAway { .. } => 64,
            What::AsteroidDestiny { .. } => 65,
            What::Crossed { .. } => 66,
        }
    }

    /// Cards of the Premiere decks the samples refer to.
    struct Cards {
        trooper: CardId,
        luke: CardId,
        mos_eisley: CardId,
        docking_bay: CardId,
        rifle: CardId,
        barrier: CardId,
    }

    fn cards(game: &Game) -> Cards {
        Cards {
            trooper: card(game, "Stormtrooper"),
            luke: card(game, "Luke"),
            mos_eisley: card(game, "Tatooine: Mos Eisley"),
            docking_bay: card(game, "Tatooine: Docking Bay 94"),
            rifle: card(game, "Blaster Rifle"),
            barrier: card(game, "Imperial Barrier"),
        }
    }

    fn sample_prompts(c: &Cards) -> Vec<Prompt> {
        let whys = [
            Why::Lose,
            Why::Retrieve,
            Why::Place,
            Why::MoveAway(c.luke),
            Why::Continue(c.barrier),
            Why::Deploy,
            Why::Search,
            Why::Target(c.barrier),
            Why::Stack,
            Why::Direction(c.barrier),
            Why::Transport(c.barrier),
            Why::Relocate(c.barrier),
            Why::StealOrLose(c.barrier),
            Why::Steal(c.rifle),
            Why::Seize(c.luke),
            Why::Release(c.luke, c.mos_eisley),
        ];
        let triggers = [
            Trigger::BattleInitiated {
                location: c.mos_eisley,
                by: Side::Dark,
            },
            Trigger::ForceDrainInitiated {
                location: c.mos_eisley,
                by: Side::Light,
            },
            Trigger::Deployed { card: c.trooper },
            Trigger::AboutToLoseForce {
                player: Side::Dark,
                amount: 2,
            },
            Trigger::LostBattleForce {
                player: Side::Light,
            },
            Trigger::LostDrainForce {
                player: Side::Dark,
                amount: 3,
                location: c.mos_eisley,
            },
            Trigger::PhaseStarted {
                player: Side::Light,
                phase: Phase::Control,
            },
            Trigger::Lost {
                card: c.luke,
                forfeited: true,
                from: Some(c.mos_eisley),
            },
            Trigger::Lost {
                card: c.luke,
                forfeited: false,
                from: Some(c.mos_eisley),
            },
            Trigger::Lost {
                card: c.rifle,
                forfeited: false,
                from: None,
            },
            Trigger::Played { card: c.barrier },
            Trigger::DestinyDrawn {
                player: Side::Dark,
                card: c.trooper,
                kind: DrawKind::Battle,
                by: None,
            },
            Trigger::DestinyDrawn {
                player: Side::Light,
                card: c.luke,
                kind: DrawKind::Weapon,
                by: None,
            },
            Trigger::DestinyDrawn {
                player: Side::Light,
                card: c.luke,
                kind: DrawKind::Other,
                by: None,
            },
            Trigger::BattleResult {
                location: c.mos_eisley,
                loser: Some(Side::Light),
            },
            Trigger::BattleResult {
                location: c.mos_eisley,
                loser: None,
            },
            Trigger::TurnStarted { player: Side::Dark },
            Trigger::Reacted {
                card: c.trooper,
                to: c.mos_eisley,
            },
            Trigger::BothDrewOneBattleDestiny,
            Trigger::BattleEnded {
                location: c.mos_eisley,
            },
            Trigger::Moved {
                card: c.luke,
                from: c.docking_bay,
                to: c.mos_eisley,
            },
            Trigger::AboutToHyperspace {
                card: c.luke,
                from: c.docking_bay,
                to: c.mos_eisley,
            },
            Trigger::AboutToBeLost {
                card: c.luke,
                from: Some(c.mos_eisley),
            },
            Trigger::Hit {
                card: c.luke,
                by: Side::Dark,
            },
            Trigger::CoverBroken {
                card: c.luke,
                by: Side::Light,
            },
            Trigger::Disarmed {
                card: c.luke,
                by: Side::Dark,
            },
            Trigger::Transported {
                card: c.barrier,
                by: Side::Light,
                to: c.mos_eisley,
            },
            Trigger::PlacedInUsed { card: c.luke },
        ];
        let mut prompts = vec![
            Prompt::StartingLocation,
            Prompt::StartingEffect,
            Prompt::StartingInterrupt,
            Prompt::Weapons {
                location: c.mos_eisley,
            },
            Prompt::BattleDestiny {
                location: c.mos_eisley,
            },
            Prompt::DestinyValue { card: c.trooper },
            Prompt::PredictWinner {
                location: c.mos_eisley,
                by: c.trooper,
            },
            Prompt::LoseForce { remaining: 3 },
            Prompt::Damage {
                attrition: 4,
                battle_damage: 2,
            },
        ];
        for phase in Phase::ALL {
            prompts.push(Prompt::Action { phase });
        }
        for why in whys {
            prompts.push(Prompt::ChooseCard { why });
            prompts.push(Prompt::ChooseLocation { why });
            prompts.push(Prompt::Confirm { why });
        }
        for to in triggers {
            prompts.push(Prompt::Respond { to });
        }
        prompts
    }

    fn sample_answers(c: &Cards) -> Vec<Answer> {
        vec![
            Answer::Pass,
            Answer::StartWith(c.mos_eisley),
            Answer::StartWithout,
            Answer::Activate(1),
            Answer::Activate(4),
            Answer::Deploy {
                card: c.trooper,
                to: Dest::At(c.mos_eisley),
            },
            Answer::Deploy {
                card: c.rifle,
                to: Dest::On {
                    card: c.trooper,
                    placed_as: 0,
                },
            },
            Answer::Deploy {
                card: c.barrier,
                to: Dest::Table,
            },
            Answer::Deploy {
                card: c.barrier,
                to: Dest::Targeting {
                    location: c.mos_eisley,
                    target: c.luke,
                },
            },
            Answer::Deploy {
                card: c.barrier,
                to: Dest::Insert,
            },
            Answer::Deploy {
                card: c.docking_bay,
                to: Dest::Row {
                    index: 0,
                    convert: None,
                    planet: None,
                },
            },
            Answer::Deploy {
                card: c.docking_bay,
                to: Dest::Row {
                    index: 0,
                    convert: Some(c.mos_eisley),
                    planet: None,
                },
            },
            Answer::Deploy {
                card: c.docking_bay,
                to: Dest::Row {
                    index: 0,
                    convert: None,
                    planet: Some(c.mos_eisley),
                },
            },
            Answer::DeployPiloted {
                card: c.docking_bay,
                pilot: c.luke,
                to: c.mos_eisley,
            },
            Answer::ForceDrain(c.mos_eisley),
            Answer::Battle(c.mos_eisley),
            Answer::Move {
                card: c.trooper,
                to: c.docking_bay,
            },
            Answer::Transit {
                card: c.trooper,
                to: c.docking_bay,
            },
            Answer::TransitGroup {
                from: c.docking_bay,
                to: c.mos_eisley,
            },
            Answer::MoveSystem {
                system: c.mos_eisley,
                parsec: 2,
                orbit: Some(c.docking_bay),
            },
            Answer::MoveSystem {
                system: c.mos_eisley,
                parsec: 1,
                orbit: None,
            },
            Answer::Replace {
                card: c.trooper,
                ships: [c.luke, c.luke, c.luke],
            },
            Answer::Draw,
            Answer::Play {
                card: c.barrier,
                mode: 0,
                target: TargetRef::Card(c.luke),
                x: 0,
            },
            Answer::Play {
                card: c.barrier,
                mode: 0,
                target: TargetRef::Pile(Side::Light, Pile::Used),
                x: 2,
            },
            Answer::Use {
                card: c.mos_eisley,
                ability: 0,
                target: TargetRef::None,
                x: 0,
            },
            Answer::Fire {
                weapon: c.rifle,
                target: c.luke,
            },
            Answer::ReactDeploy {
                card: c.trooper,
                to: c.mos_eisley,
            },
            Answer::ReactMove {
                card: c.trooper,
                to: c.mos_eisley,
            },
            Answer::ReactDeployPiloted {
                card: c.docking_bay,
                pilot: c.luke,
                to: c.mos_eisley,
            },
            Answer::Choose(c.luke),
            Answer::BreakCover(c.luke),
            Answer::ReturnDejarik(c.luke),
            Answer::ChooseLocation(c.docking_bay),
            Answer::LoseFrom(LossSource::Hand(c.trooper)),
            Answer::LoseFrom(LossSource::Top(Pile::Reserve)),
            Answer::Forfeit(c.trooper),
            Answer::ForfeitInstead {
                card: c.trooper,
                of: c.luke,
            },
            Answer::PayByForceLoss,
            Answer::DrawBattleDestiny,
            Answer::DestinyValue(5),
            Answer::PredictWinner(Side::Dark),
            Answer::PredictWinner(Side::Light),
            Answer::Yes,
            Answer::No,
        ]
    }

    fn sample_whats(c: &Cards) -> Vec<What> {
        let (d, l) = (Side::Dark, Side::Light);
        vec![
            What::StartingLocationChosen { player: d },
            What::StartingLocationRevealed {
                player: l,
                card: c.docking_bay,
            },
            What::StartingLocationsClashed {
                dark: c.mos_eisley,
                light: c.docking_bay,
            },
            What::Shuffled {
                player: d,
                pile: Pile::Reserve,
            },
            What::CardDrawn {
                player: d,
                card: Some(c.trooper),
            },
            What::CardDrawn {
                player: l,
                card: None,
            },
            What::TurnBegan { player: d, turn: 3 },
            What::PhaseBegan {
                phase: Phase::Control,
            },
            What::ForceGeneration {
                player: l,
                amount: 4,
            },
            What::ForceActivated {
                player: d,
                amount: 1,
            },
            What::ForceUsed {
                player: l,
                amount: 2,
            },
            What::Deployed {
                card: c.trooper,
                to: Dest::At(c.mos_eisley),
            },
            What::Deployed {
                card: c.docking_bay,
                to: Dest::Row {
                    index: 1,
                    convert: None,
                    planet: None,
                },
            },
            What::LocationConverted {
                card: c.docking_bay,
                covered: c.mos_eisley,
            },
            What::ForceDrainInitiated {
                location: c.mos_eisley,
            },
            What::ForceDrainCancelled {
                location: c.mos_eisley,
            },
            What::ForceDrainResolved {
                location: c.mos_eisley,
                amount: 2,
            },
            What::BattleInitiated {
                location: c.mos_eisley,
            },
            What::WeaponFired {
                weapon: c.rifle,
                target: c.luke,
            },
            What::TargetHit { card: c.luke },
            What::Disarmed { card: c.luke },
            What::Seized {
                card: c.luke,
                escort: c.trooper,
            },
            What::Escaped {
                card: c.luke,
                pile: Pile::Used,
            },
            What::Escaped {
                card: c.luke,
                pile: Pile::Lost,
            },
            What::Released {
                card: c.luke,
                location: c.mos_eisley,
            },
            What::DestinyDrawn {
                player: d,
                card: c.trooper,
                value: 4,
            },
            What::DestinyFailed { player: l },
            What::BattleTotals { dark: 9, light: 5 },
            What::BattleWon {
                winner: d,
                damage: 4,
            },
            What::BattleTied,
            What::BattleEnded {
                location: c.mos_eisley,
            },
            What::Attrition {
                against: l,
                amount: 3,
            },
            What::Forfeited { card: c.luke },
            What::ForceLost {
                player: l,
                card: c.luke,
                from: Pile::Reserve,
            },
            What::CardLost { card: c.trooper },
            What::BlownAway {
                system: c.mos_eisley,
            },
            What::Crossed { card: c.trooper },
            What::AsteroidDestiny {
                starship: c.trooper,
                total: 5,
                lost: true,
            },
            What::CardReturnedToHand { card: c.trooper },
            What::CardMovedToPile {
                card: c.luke,
                pile: Pile::Used,
            },
            What::PlacedFromHand {
                player: l,
                pile: Pile::Used,
                count: 5,
            },
            What::Retrieved {
                player: l,
                card: c.luke,
            },
            What::Moved {
                card: c.luke,
                from: c.docking_bay,
                to: c.mos_eisley,
            },
            What::SystemMoved {
                system: c.mos_eisley,
                parsec: 2,
                orbit: Some(c.docking_bay),
            },
            What::SystemMoved {
                system: c.mos_eisley,
                parsec: 1,
                orbit: None,
            },
            What::SquadronReplaced {
                card: c.trooper,
                location: c.mos_eisley,
                ships: [c.luke, c.luke, c.luke],
            },
            What::InterruptPlayed {
                card: c.barrier,
                mode: 0,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::CannotMove,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::AlreadyMoved,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NoLandspeed,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NoForce,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NowhereToGo,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NotPiloted,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NoNavComputer,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NoHyperspeed,
            },
            What::StayedBehind {
                card: c.luke,
                why: Blocked::NotDriven,
            },
            What::Stacked {
                card: c.luke,
                on: c.barrier,
            },
            What::BattleCancelled {
                location: c.mos_eisley,
            },
            What::BattleDamageCancelled { player: d },
            What::DestinyChanged {
                player: l,
                value: 4,
            },
            What::BattleDestinyAdded {
                player: d,
                count: 1,
            },
            What::GameTextCancelled { card: c.trooper },
            What::StackedFaceDown {
                player: d,
                on: c.barrier,
                count: 3,
            },
            What::Flipped { card: c.barrier },
            What::Inserted {
                player: l,
                card: Some(c.barrier),
            },
            What::Inserted {
                player: l,
                card: None,
            },
            What::InsertRevealed { card: c.barrier },
            What::Stolen {
                card: c.trooper,
                by: l,
            },
            What::CoverBroken { card: c.trooper },
            What::Predicted {
                player: d,
                winner: l,
            },
            What::Transferred {
                card: c.rifle,
                to: c.luke,
            },
            What::TextUsed {
                card: c.mos_eisley,
                ability: 0,
            },
            What::Cancelled { card: c.barrier },
            What::ForceLossReduced { player: d, by: 2 },
            What::ForceLossRaised { player: l, by: 1 },
            What::Peeked {
                viewer: l,
                owner: d,
                pile: Pile::Reserve,
                cards: vec![c.luke, c.docking_bay],
            },
            What::Peeked {
                viewer: d,
                owner: l,
                pile: Pile::Used,
                cards: vec![],
            },
            What::HandRevealed {
                to: d,
                cards: vec![c.luke],
            },
            What::Recirculated { player: l },
            What::ReactDeployed {
                card: c.trooper,
                to: c.mos_eisley,
            },
            What::GameOver {
                winner: d,
                reason: EndReason::LifeForceGone,
            },
        ]
    }

    /// Every reader and language, without and with a state.
    fn texts(game: &Game) -> Vec<Text<'_>> {
        let mut out = Vec::new();
        for lang in Lang::ALL {
            for reader in [
                Reader::Seat(Side::Dark),
                Reader::Seat(Side::Light),
                Reader::Onlooker,
            ] {
                let text = Text::new(lang, game.catalogue(), reader);
                out.push(text);
                out.push(text.with_state(game.state()));
            }
        }
        out
    }

    /// A rendered sentence must say something and be fully formatted.
    fn assert_sentence(rendered: &str, what: &dyn std::fmt::Debug) {
        assert!(!rendered.trim().is_empty(), "{what:?} renders empty");
        assert!(
            !rendered.contains("{}") && !rendered.contains("  "),
            "{what:?} renders badly: {rendered:?}"
        );
    }

    #[test]
    fn every_prompt_renders_in_both_languages() {
        let game = game(1);
        let c = cards(&game);
        let prompts = sample_prompts(&c);
        let mut kinds = [false; PROMPT_KINDS];
        let mut whys = [false; WHY_KINDS];
        let mut triggers = [false; TRIGGER_KINDS];
        for prompt in &prompts {
            kinds[prompt_kind(prompt)] = true;
            match prompt {
                Prompt::ChooseCard { why } => whys[why_kind(why)] = true,
                Prompt::Respond { to } => triggers[trigger_kind(to)] = true,
                _ => {}
            }
            for text in texts(&game) {
                assert_sentence(&text.prompt(prompt), prompt);
            }
        }
        assert!(kinds.iter().all(|&k| k), "a Prompt variant has no sample");
        assert!(whys.iter().all(|&k| k), "a Why variant has no sample");
        assert!(
            triggers.iter().all(|&k| k),
            "a Trigger variant has no sample"
        );
    }

    #[test]
    fn every_answer_renders_in_both_languages() {
        let game = game(1);
        let c = cards(&game);
        let answers = sample_answers(&c);
        let mut kinds = [false; ANSWER_KINDS];
        let mut dests = [false; DEST_KINDS];
        for answer in &answers {
            kinds[answer_kind(answer)] = true;
            if let Answer::Deploy { to, .. } = answer {
                dests[dest_kind(to)] = true;
            }
            for text in texts(&game) {
                assert_sentence(&text.answer(answer), answer);
            }
        }
        assert!(kinds.iter().all(|&k| k), "an Answer variant has no sample");
        assert!(dests.iter().all(|&k| k), "a Dest variant has no sample");
    }

    #[test]
    fn every_why_not_renders_in_both_languages() {
        let game = game(1);
        let c = cards(&game);
        let reasons = [
            WhyNot::NotInHand,
            WhyNot::NotYourDeployPhase,
            WhyNot::Unique { card: c.luke },
            WhyNot::Persona {
                card: c.luke,
                version: c.luke,
            },
            WhyNot::PersonaOutOfPlay {
                card: c.luke,
                version: c.luke,
            },
            WhyNot::Dagobah {
                location: c.mos_eisley,
            },
            WhyNot::Holosite {
                location: c.mos_eisley,
            },
            WhyNot::NotASite {
                location: c.mos_eisley,
            },
            WhyNot::NoPresenceOrIcons {
                location: c.docking_bay,
            },
            WhyNot::DeploysOnlyElsewhere { location: None },
            WhyNot::MayNotDeployNow,
            WhyNot::MayNotDeployToPlanet {
                location: c.mos_eisley,
            },
            WhyNot::NoPlanet,
            WhyNot::GenericOnPlanet {
                location: c.mos_eisley,
            },
            WhyNot::SpaceportsApart,
            WhyNot::CloudCityBays,
            WhyNot::OtherDeathStar {
                other: c.mos_eisley,
            },
            WhyNot::ImmuneTo { card: c.mos_eisley },
            WhyNot::DeathStarIISector {
                location: c.mos_eisley,
            },
            WhyNot::NoPlacement,
            WhyNot::CannotAfford {
                cost: 3,
                available: 1,
            },
            WhyNot::OpponentCannotAfford {
                cost: 1,
                available: 0,
            },
            WhyNot::NotYourCardOnTable,
            WhyNot::NotYourMovePhase,
            WhyNot::CannotMove {
                blocked: Blocked::AlreadyMoved,
            },
            WhyNot::NotAdjacent {
                from: c.mos_eisley,
                to: c.docking_bay,
            },
            WhyNot::NotYourBattlePhase,
            WhyNot::AlreadyBattledHere {
                location: c.mos_eisley,
            },
            WhyNot::NoOneToBattle {
                side: Side::Dark,
                location: c.mos_eisley,
            },
            WhyNot::NoOneToBattle {
                side: Side::Light,
                location: c.mos_eisley,
            },
            WhyNot::BattleForbidden {
                location: c.mos_eisley,
            },
            WhyNot::NotASystem {
                location: c.mos_eisley,
            },
            WhyNot::NeedsPilot,
            WhyNot::NotDocked {
                from: c.luke,
                to: c.mos_eisley,
            },
            WhyNot::NoCapacity { ship: c.luke },
            WhyNot::MayNotBeAboard { ship: c.luke },
            WhyNot::DeploysDuring {
                who: crate::script::Rel::Anyone,
                phase: Phase::Control,
            },
            WhyNot::MayNotCarryWeapons { card: c.luke },
            WhyNot::LocationForbids {
                location: c.mos_eisley,
            },
            WhyNot::TooFar {
                to: c.mos_eisley,
                distance: 3,
                hyperspeed: 2,
            },
            WhyNot::CapitalCannotLand {
                location: c.docking_bay,
            },
            WhyNot::CapitalNotInClouds {
                location: c.mos_eisley,
            },
            WhyNot::SectorNeedsStarship {
                location: c.mos_eisley,
            },
            WhyNot::SectorNoParsec {
                location: c.mos_eisley,
            },
            WhyNot::CloudsInBetween {
                location: c.mos_eisley,
            },
            WhyNot::LandedCannotMove { to: c.docking_bay },
            WhyNot::SectorsTooFar {
                to: c.mos_eisley,
                sectors: 3,
                max: 2,
            },
            WhyNot::SectorNeedsSystem,
            WhyNot::NotExteriorSite {
                location: c.mos_eisley,
            },
            WhyNot::BeyondLandspeed {
                to: c.mos_eisley,
                landspeed: 1,
            },
            WhyNot::NotSameSite { vehicle: c.luke },
            WhyNot::DeploysByReplacing { card: c.luke },
            WhyNot::NotEnoughToReplace {
                location: c.mos_eisley,
                found: 2,
                needed: 3,
            },
            WhyNot::SquadronReplacesSquadron { squadron: c.luke },
            WhyNot::SquadronCrew {
                pilots: 2,
                nav_computers: 3,
            },
            WhyNot::PartialSquadron {
                card: c.luke,
                units: 3,
                allowance: 1,
            },
            WhyNot::NotACarrier { ship: c.luke },
            WhyNot::NoSlotOfKind { ship: c.luke },
            WhyNot::SlotsFull { ship: c.luke },
            WhyNot::NotYourStarship { ship: c.luke },
            WhyNot::HangarElsewhere { ship: c.luke },
            WhyNot::ShuttleNeedsCapital { ship: c.luke },
            WhyNot::ShuttleNotRelated {
                system: c.mos_eisley,
                site: c.mos_eisley,
            },
            WhyNot::ShuttleDagobah {
                location: c.mos_eisley,
            },
            WhyNot::ShuttleDeathStar { site: c.mos_eisley },
            WhyNot::HothShield {
                location: c.mos_eisley,
            },
        ];
        // A match without a wildcard: a new reason does not compile until it is listed here.
        let kind = |w: &WhyNot| match w {
            WhyNot::NotInHand => 0,
            WhyNot::NotYourDeployPhase => 1,
            WhyNot::Unique { .. } => 2,
            WhyNot::Dagobah { .. } => 3,
            WhyNot::NotASite { .. } => 4,
            WhyNot::NoPresenceOrIcons { .. } => 5,
            WhyNot::DeploysOnlyElsewhere { .. } => 6,
            WhyNot::MayNotDeployNow => 7,
            WhyNot::NoPlacement => 8,
            WhyNot::CannotAfford { .. } => 9,
            WhyNot::NotYourCardOnTable => 10,
            WhyNot::NotYourMovePhase => 11,
            WhyNot::CannotMove { .. } => 12,
            WhyNot::NotAdjacent { .. } => 13,
            WhyNot::NotYourBattlePhase => 14,
            WhyNot::AlreadyBattledHere { .. } => 15,
            WhyNot::NoOneToBattle { .. } => 16,
            WhyNot::BattleForbidden { .. } => 17,
            WhyNot::OpponentCannotAfford { .. } => 18,
            WhyNot::MayNotDeployToPlanet { .. } => 19,
            WhyNot::NoPlanet => 20,
            WhyNot::GenericOnPlanet { .. } => 21,
            WhyNot::SpaceportsApart => 22,
            WhyNot::NotASystem { .. } => 23,
            WhyNot::NeedsPilot => 24,
            WhyNot::NoCapacity { .. } => 25,
            WhyNot::TooFar { .. } => 26,
            WhyNot::CloudCityBays => 27,
            WhyNot::NotDocked { .. } => 28,
            WhyNot::CapitalCannotLand { .. } => 29,
            WhyNot::CapitalNotInClouds { .. } => 30,
            WhyNot::SectorNeedsStarship { .. } => 31,
            WhyNot::SectorNoParsec { .. } => 32,
            WhyNot::CloudsInBetween { .. } => 33,
            WhyNot::LandedCannotMove { .. } => 34,
            WhyNot::SectorsTooFar { .. } => 35,
            WhyNot::SectorNeedsSystem => 36,
            WhyNot::OtherDeathStar { .. } => 37,
            WhyNot::ImmuneTo { .. } => 38,
            WhyNot::NotExteriorSite { .. } => 39,
            WhyNot::BeyondLandspeed { .. } => 40,
            WhyNot::NotSameSite { .. } => 41,
            WhyNot::DeathStarIISector { .. } => 42,
            WhyNot::Holosite { .. } => 43,
            WhyNot::DeploysByReplacing { .. } => 44,
            WhyNot::NotEnoughToReplace { .. } => 45,
            WhyNot::SquadronReplacesSquadron { .. } => 46,
            WhyNot::SquadronCrew { .. } => 47,
            WhyNot::PartialSquadron { .. } => 48,
            WhyNot::NotACarrier { .. } => 49,
            WhyNot::NoSlotOfKind { .. } => 50,
            WhyNot::SlotsFull { .. } => 51,
            WhyNot::NotYourStarship { .. } => 52,
            WhyNot::HangarElsewhere { .. } => 53,
            WhyNot::ShuttleNeedsCapital { .. } => 54,
            WhyNot::ShuttleNotRelated { .. } => 55,
            WhyNot::ShuttleDagobah { .. } => 56,
            WhyNot::ShuttleDeathStar { .. } => 57,
            WhyNot::HothShield { .. } => 58,
            WhyNot::MayNotBeAboard { .. } => 59,
            WhyNot::DeploysDuring { .. } => 60,
            WhyNot::MayNotCarryWeapons { .. } => 61,
            WhyNot::Persona { .. } => 62,
            WhyNot::PersonaOutOfPlay { .. } => 63,
            WhyNot::LocationForbids { .. } => 64,
        };
        let mut seen = [false; 65];
        for why in &reasons {
            seen[kind(why)] = true;
            for text in texts(&game) {
                assert_sentence(&text.why_not(why), why);
            }
        }
        assert!(seen.iter().all(|&k| k), "a WhyNot variant has no sample");
        let en = Text::new(Lang::En, game.catalogue(), Reader::Seat(Side::Light));
        let fr = Text::new(Lang::Fr, game.catalogue(), Reader::Seat(Side::Light));
        let dagobah = WhyNot::Dagobah {
            location: c.mos_eisley,
        };
        assert!(en.why_not(&dagobah).starts_with("Dagobah: no character"));
        assert!(
            fr.why_not(&dagobah)
                .starts_with("Dagobah : aucun personnage")
        );
        assert_eq!(
            en.why_not(&WhyNot::CannotAfford {
                cost: 3,
                available: 1
            }),
            "It costs 3 Force and your Force Pile holds 1."
        );
        // Who lacks characters is told relative to the reader (Light here).
        let nobody = |side| WhyNot::NoOneToBattle {
            side,
            location: c.mos_eisley,
        };
        assert!(
            en.why_not(&nobody(Side::Light))
                .starts_with("You have no character")
        );
        assert!(
            en.why_not(&nobody(Side::Dark))
                .starts_with("Your opponent has no character")
        );
        assert_eq!(
            en.why_not(&WhyNot::CannotMove {
                blocked: Blocked::AlreadyMoved
            }),
            "It may not move now: it already made its regular move this turn."
        );
    }

    #[test]
    fn every_event_renders_in_both_languages() {
        let game = game(1);
        let c = cards(&game);
        let whats = sample_whats(&c);
        let mut kinds = [false; WHAT_KINDS];
        for what in &whats {
            kinds[what_kind(what)] = true;
            for text in texts(&game) {
                assert_sentence(&text.event(what), what);
            }
        }
        assert!(kinds.iter().all(|&k| k), "a What variant has no sample");
    }

    #[test]
    fn english_sentences_read_as_expected() {
        let game = game(1);
        let c = cards(&game);
        let dark = Text::new(Lang::En, game.catalogue(), Reader::Seat(Side::Dark));
        let light = Text::new(Lang::En, game.catalogue(), Reader::Seat(Side::Light));
        let onlooker = Text::new(Lang::En, game.catalogue(), Reader::Onlooker);
        assert_eq!(
            dark.answer(&Answer::Deploy {
                card: c.trooper,
                to: Dest::At(c.mos_eisley)
            }),
            "Deploy Stormtrooper to Tatooine: Mos Eisley"
        );
        assert_eq!(dark.answer(&Answer::Activate(1)), "Activate 1 Force");
        assert_eq!(
            dark.answer(&Answer::LoseFrom(LossSource::Top(Pile::Used))),
            "Lose the top card of your Used Pile"
        );
        assert_eq!(
            dark.prompt(&Prompt::Action {
                phase: Phase::Deploy
            }),
            "Deploy phase: take an action, or pass."
        );
        let lost = What::ForceLost {
            player: Side::Light,
            card: c.luke,
            from: Pile::Reserve,
        };
        assert_eq!(
            light.event(&lost),
            "You lost 1 Force: Luke from your Reserve Deck."
        );
        assert_eq!(
            dark.event(&lost),
            "Your opponent lost 1 Force: Luke from their Reserve Deck."
        );
        assert_eq!(
            onlooker.event(&lost),
            "The Light Side player lost 1 Force: Luke from their Reserve Deck."
        );
        let over = What::GameOver {
            winner: Side::Dark,
            reason: EndReason::LifeForceGone,
        };
        assert_eq!(
            dark.event(&over),
            "Game over: you won (your opponent's Life Force is gone)."
        );
        assert_eq!(
            light.event(&over),
            "Game over: your opponent won (your Life Force is gone)."
        );
        assert_eq!(
            dark.event(&What::ForceGeneration {
                player: Side::Dark,
                amount: 3
            }),
            "Your Force generation is 3."
        );
    }

    #[test]
    fn french_sentences_use_the_source_terms() {
        let game = game(1);
        let c = cards(&game);
        let dark = Text::new(Lang::Fr, game.catalogue(), Reader::Seat(Side::Dark));
        let light = Text::new(Lang::Fr, game.catalogue(), Reader::Seat(Side::Light));
        assert_eq!(
            dark.answer(&Answer::Deploy {
                card: c.trooper,
                to: Dest::At(c.mos_eisley)
            }),
            "Déployer Stormtrooper à Tatooine: Mos Eisley"
        );
        assert_eq!(
            dark.answer(&Answer::Activate(1)),
            "Activer 1 point de Force"
        );
        assert_eq!(
            dark.answer(&Answer::Activate(3)),
            "Activer 3 points de Force"
        );
        assert_eq!(
            dark.answer(&Answer::ForceDrain(c.mos_eisley)),
            "Drainage de Force à Tatooine: Mos Eisley"
        );
        assert_eq!(
            dark.answer(&Answer::DrawBattleDestiny),
            "Tirer une destinée de bataille"
        );
        assert_eq!(
            dark.answer(&Answer::LoseFrom(LossSource::Top(Pile::Used))),
            "Perdre la carte du dessus de votre pile de cartes utilisées"
        );
        assert_eq!(
            dark.answer(&Answer::Forfeit(c.trooper)),
            "Perdre Stormtrooper pour sa valeur de perte"
        );
        assert_eq!(
            dark.prompt(&Prompt::Action {
                phase: Phase::Deploy
            }),
            "Phase de déploiement : effectuez une action, ou passez."
        );
        let lost = What::ForceLost {
            player: Side::Light,
            card: c.luke,
            from: Pile::Reserve,
        };
        assert_eq!(
            light.event(&lost),
            "Vous avez perdu 1 point de Force : Luke depuis votre pile de réserve."
        );
        assert_eq!(
            dark.event(&lost),
            "Votre adversaire a perdu 1 point de Force : Luke depuis sa pile de réserve."
        );
        assert_eq!(
            light.event(&What::Recirculated { player: Side::Dark }),
            "Votre adversaire a recirculé sa pile de cartes utilisées."
        );
        assert_eq!(
            light.event(&What::GameOver {
                winner: Side::Dark,
                reason: EndReason::LifeForceGone,
            }),
            "Fin de la partie : votre adversaire a gagné (votre Force vitale est épuisée)."
        );
        assert_eq!(
            light.event(&What::TurnBegan {
                player: Side::Light,
                turn: 2
            }),
            "Tour 2 : c'est votre tour."
        );
        assert_eq!(
            light.event(&What::Attrition {
                against: Side::Light,
                amount: 3
            }),
            "Attrition contre vous : 3."
        );
    }

    #[test]
    fn every_locale_file_parses() {
        for lang in Lang::ALL {
            let (_, problems) = load(lang);
            assert!(problems.is_empty(), "{problems:#?}");
        }
    }

    /// The ids of a file's messages (`id`) and terms (`-id`): the lines that start an entry.
    fn entry_ids(source: &str) -> std::collections::BTreeSet<&str> {
        source
            .lines()
            .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-'))
            .filter_map(|line| line.split_once('='))
            .map(|(id, _)| id.trim())
            .collect()
    }

    #[test]
    fn both_languages_have_the_same_messages_and_terms() {
        let en = entry_ids(Lang::En.source());
        let fr = entry_ids(Lang::Fr.source());
        assert!(en.len() > 100 && en.contains("-side-dark"), "{en:?}");
        let only_en: Vec<_> = en.difference(&fr).collect();
        let only_fr: Vec<_> = fr.difference(&en).collect();
        assert!(
            only_en.is_empty() && only_fr.is_empty(),
            "only in en.ftl: {only_en:?}; only in fr.ftl: {only_fr:?}"
        );
    }

    #[test]
    fn a_missing_message_or_argument_is_an_error() {
        for lang in Lang::ALL {
            let missing = try_message(lang, "no-such-message", &[]).unwrap_err();
            assert_eq!(missing.id, "no-such-message");
            // A message formatted without the variables its pattern names.
            assert!(try_message(lang, "answer-start-with", &[]).is_err());
            assert!(try_message(lang, "answer-start-with", &[("card", "Luke".into())]).is_ok());
        }
    }

    #[test]
    fn plurals_and_agreement_come_from_the_selectors() {
        assert_eq!(side_name(Lang::Fr, Side::Dark), "côté obscur");
        assert_eq!(side_name(Lang::En, Side::Light), "Light Side");
        let game = game(1);
        let fr = Text::new(Lang::Fr, game.catalogue(), Reader::Seat(Side::Dark));
        for (n, force) in [
            (0, "0 point"),
            (1, "1 point"),
            (2, "2 points"),
            (12, "12 points"),
        ] {
            assert_eq!(fr.force(n), format!("{force} de Force"));
        }
        let added = |player| What::BattleDestinyAdded { player, count: 2 };
        assert_eq!(
            fr.event(&added(Side::Dark)),
            "Vous pouvez tirer 2 destinées de bataille de plus."
        );
        assert_eq!(
            fr.event(&added(Side::Light)),
            "Votre adversaire peut tirer 2 destinées de bataille de plus."
        );
    }

    /// Every message the code asks for exists in both languages: whole games rendered for
    /// both seats and an onlooker, in both languages, format every message (a missing id or
    /// variable panics in debug builds and is counted in release builds).
    #[test]
    fn every_message_the_code_asks_for_exists() {
        for seed in 10..13 {
            let mut game = game(seed);
            let mut rng = Rng::new(seed);
            while let Some(pending) = game.pending().cloned() {
                for lang in Lang::ALL {
                    for reader in [
                        Reader::Seat(Side::Dark),
                        Reader::Seat(Side::Light),
                        Reader::Onlooker,
                    ] {
                        let text = Text::new(lang, game.catalogue(), reader);
                        let seat = match reader {
                            Reader::Seat(seat) => seat,
                            Reader::Onlooker => pending.seat,
                        };
                        text.view(&game.view(seat));
                        let text = text.with_state(game.state());
                        text.prompt(&pending.prompt);
                        for option in &pending.options {
                            text.answer(option);
                        }
                    }
                }
                let answer = pending.options[rng.below(pending.options.len())];
                let events = game
                    .answer(pending.id, &answer)
                    .expect("listed answers are accepted");
                for event in &events {
                    for lang in Lang::ALL {
                        Text::new(lang, game.catalogue(), Reader::Onlooker).event(&event.what);
                    }
                }
            }
        }
        assert_eq!(failures(), 0, "a message could not be formatted");
    }

    #[test]
    fn languages_parse_from_their_codes() {
        assert_eq!("en".parse::<Lang>(), Ok(Lang::En));
        assert_eq!("FR".parse::<Lang>(), Ok(Lang::Fr));
        assert_eq!(
            "de".parse::<Lang>().unwrap_err().to_string(),
            "unknown language \"de\" (expected `en` or `fr`)"
        );
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
    }

    /// Deploy costs named in answers are the Force the deployment then uses.
    fn force_used_by_deploy(events: &[Event], card: CardId) -> Option<i64> {
        let mut used = 0;
        for event in events {
            match &event.what {
                What::ForceUsed { amount, .. } => used += i64::from(*amount),
                What::Deployed { card: c, .. } if *c == card => return Some(used),
                _ => {}
            }
        }
        None
    }

    /// The cost a rendered deploy answer names, in Force (0 when free).
    fn named_cost(rendered: &str) -> Option<i64> {
        if rendered.ends_with("(free)") {
            return Some(0);
        }
        let inside = rendered.rsplit_once('(')?.1;
        let number: String = inside.chars().take_while(char::is_ascii_digit).collect();
        let each = inside.contains("from each player");
        number
            .parse::<i64>()
            .ok()
            .map(|n| if each { 2 * n } else { n })
    }

    #[test]
    fn random_games_render_every_decision_and_event_and_name_true_deploy_costs() {
        let mut deploys_checked = 0;
        for seed in 0..3 {
            let mut game = game(seed);
            let mut rng = Rng::new(seed);
            let mut events = Vec::new();
            while let Some(pending) = game.pending().cloned() {
                for lang in Lang::ALL {
                    let text = Text::new(lang, game.catalogue(), Reader::Seat(pending.seat))
                        .with_state(game.state());
                    assert_sentence(&text.prompt(&pending.prompt), &pending.prompt);
                    for option in &pending.options {
                        assert_sentence(&text.answer(option), option);
                    }
                    let view = text.view(&game.view(pending.seat));
                    assert!(!view.contains("{}") && view.lines().count() > 8, "{view}");
                }
                let answer = pending.options[rng.below(pending.options.len())];
                let rendered = Text::new(Lang::En, game.catalogue(), Reader::Seat(pending.seat))
                    .with_state(game.state())
                    .answer(&answer);
                events.clear();
                game.answer_into(pending.id, &answer, &mut events)
                    .expect("listed answers are accepted");
                if let Answer::Deploy { card, .. } | Answer::ReactDeploy { card, .. } = answer {
                    let named = named_cost(&rendered);
                    assert_eq!(
                        named,
                        force_used_by_deploy(&events, card),
                        "seed {seed}: {rendered}"
                    );
                    deploys_checked += 1;
                }
                for event in &events {
                    for lang in Lang::ALL {
                        let text = Text::new(lang, game.catalogue(), Reader::Onlooker);
                        assert_sentence(&text.event(&event.what), &event.what);
                    }
                }
            }
        }
        assert!(
            deploys_checked > 20,
            "only {deploys_checked} deployments seen"
        );
    }

    #[test]
    fn a_view_shows_the_table_piles_and_own_hand_only() {
        let mut game = game(4);
        let mut rng = Rng::new(4);
        // Play into the game until both players have cards on table.
        while game.turn() < 6 {
            let pending = game.pending().cloned().expect("the game goes on");
            let answer = pending.options[rng.below(pending.options.len())];
            game.answer(pending.id, &answer)
                .expect("listed answers are accepted");
        }
        let view = game.view(Side::Light);
        let en = Text::new(Lang::En, game.catalogue(), Reader::Seat(Side::Light)).view(&view);
        let fr = Text::new(Lang::Fr, game.catalogue(), Reader::Seat(Side::Light)).view(&view);
        assert!(
            en.contains("Life Force") && en.contains("Reserve Deck"),
            "{en}"
        );
        assert!(
            fr.contains("Force vitale") && fr.contains("Pile de réserve"),
            "{fr}"
        );
        for row in &view.rows {
            assert!(en.contains(&row.region), "{en}");
        }
        let hand = view.you.hand.as_ref().expect("own hand");
        for card in hand {
            assert!(en.contains(&card.title), "{en}");
        }
        let own_titles: Vec<&str> = hand.iter().map(|c| c.title.as_str()).collect();
        let hand_line = en
            .lines()
            .find(|l| l.starts_with("Your hand"))
            .expect("a hand line");
        for &card in &game.state().player(Side::Dark).hand {
            let title = game.title(card);
            if !own_titles.contains(&title) {
                assert!(!hand_line.contains(title), "{hand_line} shows {title}");
            }
        }
        let _ = Outcome {
            winner: Side::Dark,
            reason: EndReason::LifeForceGone,
        };
    }
}
