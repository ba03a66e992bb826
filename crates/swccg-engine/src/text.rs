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
use std::fmt::Write as _;
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

/// A side's name, inside a sentence ("Dark Side", "côté obscur").
pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::Dark) => "Dark Side",
        (Lang::En, Side::Light) => "Light Side",
        (Lang::Fr, Side::Dark) => "côté obscur",
        (Lang::Fr, Side::Light) => "côté lumineux",
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

/// Picks the English or the French form; both are format strings over the same arguments.
macro_rules! say {
    ($lang:expr, $en:literal, $fr:literal $(, $arg:expr)* $(,)?) => {
        match $lang {
            Lang::En => format!($en $(, $arg)*),
            Lang::Fr => format!($fr $(, $arg)*),
        }
    };
}

/// How the text names one player, relative to the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    You,
    Opponent,
    Named(Side),
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

    fn who(&self, player: Side) -> Who {
        match self.reader {
            Reader::Seat(seat) if seat == player => Who::You,
            Reader::Seat(_) => Who::Opponent,
            Reader::Onlooker => Who::Named(player),
        }
    }

    fn side_name(&self, side: Side) -> &'static str {
        side_name(self.lang, side)
    }

    /// The player as the subject or object of a sentence, in lower case.
    fn player(&self, player: Side) -> String {
        match (self.lang, self.who(player)) {
            (Lang::En, Who::You) => "you".into(),
            (Lang::En, Who::Opponent) => "your opponent".into(),
            (Lang::En, Who::Named(side)) => format!("the {} player", self.side_name(side)),
            (Lang::Fr, Who::You) => "vous".into(),
            (Lang::Fr, Who::Opponent) => "votre adversaire".into(),
            (Lang::Fr, Who::Named(side)) => format!("le joueur du {}", self.side_name(side)),
        }
    }

    /// The player as the subject at the start of a sentence.
    fn subject(&self, player: Side) -> String {
        capitalize(&self.player(player))
    }

    /// French "avoir" agreeing with the player (for the passé composé).
    fn has(&self, player: Side) -> &'static str {
        match self.who(player) {
            Who::You => "avez",
            _ => "a",
        }
    }

    /// French "être" agreeing with the player.
    fn is(&self, player: Side) -> &'static str {
        match self.who(player) {
            Who::You => "êtes",
            _ => "est",
        }
    }

    /// French "venir" agreeing with the player ("vient de …").
    fn comes(&self, player: Side) -> &'static str {
        match self.who(player) {
            Who::You => "venez",
            _ => "vient",
        }
    }

    /// French "à" + the player ("à vous", "au joueur du côté obscur").
    fn fr_to(&self, player: Side) -> String {
        match self.who(player) {
            Who::Named(side) => format!("au joueur du {}", self.side_name(side)),
            _ => format!("à {}", self.player(player)),
        }
    }

    /// Something of the player's: `noun` with the possessive. `article` is the French
    /// definite article the noun takes ("la", "le", "les").
    fn of(&self, player: Side, article: &str, noun: &str) -> String {
        match (self.lang, self.who(player)) {
            (Lang::En, Who::You) => format!("your {noun}"),
            (Lang::En, Who::Opponent) => format!("your opponent's {noun}"),
            (Lang::En, Who::Named(side)) => format!("the {} player's {noun}", self.side_name(side)),
            (Lang::Fr, Who::You) if article == "les" => format!("vos {noun}"),
            (Lang::Fr, Who::You) => format!("votre {noun}"),
            (Lang::Fr, Who::Opponent) => format!("{article} {noun} de votre adversaire"),
            (Lang::Fr, Who::Named(side)) => {
                format!("{article} {noun} du joueur du {}", self.side_name(side))
            }
        }
    }

    /// A pile's name without possessive.
    fn pile_name(&self, pile: Pile) -> &'static str {
        match (self.lang, pile) {
            (Lang::En, Pile::Reserve) => "Reserve Deck",
            (Lang::En, Pile::Force) => "Force Pile",
            (Lang::En, Pile::Used) => "Used Pile",
            (Lang::En, Pile::Lost) => "Lost Pile",
            (Lang::En, Pile::Hand) => "hand",
            (Lang::En, Pile::OutOfPlay) => "cards out of play",
            (Lang::En, Pile::Destiny) => "destiny draws",
            (Lang::En, Pile::Aside) => "cards set aside",
            (Lang::En, Pile::Outside) => "cards from outside the deck",
            (Lang::Fr, Pile::Reserve) => "pile de réserve",
            (Lang::Fr, Pile::Force) => "pile de Force",
            (Lang::Fr, Pile::Used) => "pile de cartes utilisées",
            (Lang::Fr, Pile::Lost) => "pile de cartes perdues",
            (Lang::Fr, Pile::Hand) => "main",
            (Lang::Fr, Pile::OutOfPlay) => "cartes hors jeu",
            (Lang::Fr, Pile::Destiny) => "cartes de destinée",
            (Lang::Fr, Pile::Aside) => "cartes mises de côté",
            (Lang::Fr, Pile::Outside) => "cartes hors du jeu de cartes",
        }
    }

    /// A player's pile ("your Used Pile", "la pile de Force de votre adversaire").
    fn pile_of(&self, player: Side, pile: Pile) -> String {
        let article = match pile {
            Pile::OutOfPlay | Pile::Destiny | Pile::Aside => "les",
            _ => "la",
        };
        self.of(player, article, self.pile_name(pile))
    }

    /// A player's own pile, as the object of a sentence whose subject is that player
    /// ("you shuffled your Reserve Deck", "your opponent shuffled their Reserve Deck").
    fn own_pile(&self, player: Side, pile: Pile) -> String {
        let plural = matches!(pile, Pile::OutOfPlay | Pile::Destiny | Pile::Aside);
        let name = self.pile_name(pile);
        match (self.lang, self.who(player), plural) {
            (Lang::En, Who::You, _) => format!("your {name}"),
            (Lang::En, _, _) => format!("their {name}"),
            (Lang::Fr, Who::You, false) => format!("votre {name}"),
            (Lang::Fr, Who::You, true) => format!("vos {name}"),
            (Lang::Fr, _, false) => format!("sa {name}"),
            (Lang::Fr, _, true) => format!("ses {name}"),
        }
    }

    /// An amount of Force ("2 Force", "2 points de Force").
    fn force(&self, amount: impl Into<i64>) -> String {
        let amount = amount.into();
        match self.lang {
            Lang::En => format!("{amount} Force"),
            Lang::Fr if amount.abs() <= 1 => format!("{amount} point de Force"),
            Lang::Fr => format!("{amount} points de Force"),
        }
    }

    fn phase_name(&self, phase: Phase) -> &'static str {
        match (self.lang, phase) {
            (Lang::En, Phase::Setup) => "setup",
            (Lang::En, Phase::StartOfTurn) => "start of turn",
            (Lang::En, Phase::Activate) => "Activate phase",
            (Lang::En, Phase::Control) => "Control phase",
            (Lang::En, Phase::Deploy) => "Deploy phase",
            (Lang::En, Phase::Battle) => "Battle phase",
            (Lang::En, Phase::Move) => "Move phase",
            (Lang::En, Phase::Draw) => "Draw phase",
            (Lang::En, Phase::EndOfTurn) => "end of turn",
            (Lang::Fr, Phase::Setup) => "mise en place de la partie",
            (Lang::Fr, Phase::StartOfTurn) => "début de tour",
            (Lang::Fr, Phase::Activate) => "phase d'activation",
            (Lang::Fr, Phase::Control) => "phase de contrôle",
            (Lang::Fr, Phase::Deploy) => "phase de déploiement",
            (Lang::Fr, Phase::Battle) => "phase de bataille",
            (Lang::Fr, Phase::Move) => "phase de déplacement",
            (Lang::Fr, Phase::Draw) => "phase de tirage",
            (Lang::Fr, Phase::EndOfTurn) => "fin de tour",
        }
    }

    /// A list of card titles ("nothing" when empty).
    fn titles(&self, cards: &[CardId]) -> String {
        if cards.is_empty() {
            return say!(self.lang, "nothing", "rien");
        }
        let names: Vec<&str> = cards.iter().map(|&c| self.title(c)).collect();
        names.join(", ")
    }

    // ----- prompts -----

    /// The question of a decision, addressed to the player who must answer it.
    pub fn prompt(&self, prompt: &Prompt) -> String {
        let lang = self.lang;
        match *prompt {
            Prompt::StartingLocation => say!(
                lang,
                "Choose your starting location (or your objective).",
                "Choisissez votre localisation de départ (ou votre objectif)."
            ),
            Prompt::StartingEffect => say!(
                lang,
                "Choose your starting effect, or none.",
                "Choisissez votre effet de départ, ou aucun."
            ),
            Prompt::StartingInterrupt => say!(
                lang,
                "Choose your starting interrupt, or none.",
                "Choisissez votre carte d'interruption de départ, ou aucune."
            ),
            Prompt::Action { phase } => say!(
                lang,
                "{}: take an action, or pass.",
                "{} : effectuez une action, ou passez.",
                capitalize(self.phase_name(phase))
            ),
            Prompt::Respond { to } => say!(
                lang,
                "Respond to this, or pass: {}.",
                "Répondez à ceci, ou passez : {}.",
                self.trigger(&to)
            ),
            Prompt::Weapons { location } => say!(
                lang,
                "Weapons segment of the battle at {}: fire a weapon, or pass.",
                "Segment des armes de la bataille à {} : faites feu avec une arme, ou passez.",
                self.title(location)
            ),
            Prompt::BattleDestiny { location } => say!(
                lang,
                "Battle at {}: draw battle destiny?",
                "Bataille à {} : tirer une destinée de bataille ?",
                self.title(location)
            ),
            Prompt::LoseForce { remaining } => say!(
                lang,
                "You must lose {}: choose where the next one comes from.",
                "Vous devez perdre {} : choisissez d'où vient le prochain.",
                self.force(remaining)
            ),
            Prompt::Damage {
                attrition,
                battle_damage,
            } => say!(
                lang,
                "Damage segment: attrition {attrition}, battle damage {battle_damage}. Forfeit \
                 cards, or pay by losing Force.",
                "Segment des dommages : attrition {attrition}, dommages de bataille \
                 {battle_damage}. Perdez des cartes pour leur valeur de perte, ou payez en \
                 perdant de la Force."
            ),
            Prompt::ChooseCard { why } => say!(
                lang,
                "Choose a card {}.",
                "Choisissez une carte {}.",
                self.purpose(why)
            ),
            Prompt::ChooseLocation { why } => say!(
                lang,
                "Choose a location {}.",
                "Choisissez une localisation {}.",
                self.purpose(why)
            ),
            Prompt::Confirm { why } => match why {
                Why::Continue(card) => say!(
                    lang,
                    "Go on with the text of {}?",
                    "Poursuivre le texte de {} ?",
                    self.title(card)
                ),
                other => say!(
                    lang,
                    "Confirm: a card {}?",
                    "Confirmer : une carte {} ?",
                    self.purpose(other)
                ),
            },
        }
    }

    /// What a card or location is chosen for, as the end of "Choose a card …".
    fn purpose(&self, why: Why) -> String {
        let lang = self.lang;
        match why {
            Why::Lose => say!(lang, "to be lost", "à perdre"),
            Why::Retrieve => say!(lang, "to retrieve", "à récupérer"),
            Why::Place => say!(lang, "to place on a pile", "à placer sur une pile"),
            Why::MoveAway(card) => say!(
                lang,
                "for {} to move away to",
                "vers laquelle {} se déplace",
                self.title(card)
            ),
            Why::Direction(card) => say!(
                lang,
                "for {} to move to first (its direction)",
                "vers laquelle {} se déplacera d'abord (sa direction)",
                self.title(card)
            ),
            Why::Continue(card) => say!(
                lang,
                "for the text of {}",
                "pour le texte de {}",
                self.title(card)
            ),
            Why::Deploy => say!(lang, "to deploy", "à déployer"),
            Why::Search => say!(
                lang,
                "to take from the pile searched",
                "à prendre dans la pile fouillée"
            ),
            Why::Stack => say!(
                lang,
                "from outside your deck to place face down under your starting effect",
                "de l'extérieur de votre jeu à placer face cachée sous votre effet de départ"
            ),
            Why::Target(card) => say!(
                lang,
                "as a target of {}",
                "comme cible de {}",
                self.title(card)
            ),
        }
    }

    /// What just happened, as the object of "Respond to …".
    fn trigger(&self, trigger: &Trigger) -> String {
        let lang = self.lang;
        match *trigger {
            Trigger::BattleInitiated { location, by } => {
                let at = self.title(location);
                self.did(
                    by,
                    &format!("initiated a battle at {at}"),
                    &format!("initié une bataille à {at}"),
                )
            }
            Trigger::ForceDrainInitiated { location, by } => {
                let at = self.title(location);
                self.did(
                    by,
                    &format!("initiated a Force drain at {at}"),
                    &format!("initié un drainage de Force à {at}"),
                )
            }
            Trigger::Deployed { card } => say!(
                lang,
                "{} was just deployed",
                "la carte {} vient d'être déployée",
                self.title(card)
            ),
            Trigger::AboutToLoseForce { player, amount } => {
                let verb = match (lang, self.who(player)) {
                    (Lang::En, Who::You) => "are",
                    (Lang::En, _) => "is",
                    (Lang::Fr, _) => self.is(player),
                };
                say!(
                    lang,
                    "{} {} about to lose {}",
                    "{} {} sur le point de perdre {}",
                    self.subject(player),
                    verb,
                    self.force(amount)
                )
            }
            Trigger::LostBattleForce { player } => self.just(
                player,
                "lost Force to battle damage or attrition",
                "perdre de la Force en dommages de bataille ou en attrition",
            ),
            Trigger::PhaseStarted { player, phase } => {
                let whose = self.of(player, "la", self.phase_name(phase));
                say!(lang, "{} just began", "{} vient de commencer", whose)
            }
            Trigger::LostDrainForce {
                player,
                amount,
                location,
            } => {
                let at = self.title(location);
                self.just(
                    player,
                    &format!("lost {amount} Force to a Force drain at {at}"),
                    &format!("perdre {amount} Force à un drainage de Force à {at}"),
                )
            }
            Trigger::Lost {
                card,
                forfeited,
                from,
            } => {
                let place = from.map(|l| self.title(l).to_string()).unwrap_or_default();
                match (forfeited, from.is_some()) {
                    (true, _) => say!(
                        lang,
                        "{} was just forfeited at {}",
                        "la carte {} vient d'être perdue pour sa valeur de perte à {}",
                        self.title(card),
                        place
                    ),
                    (false, true) => say!(
                        lang,
                        "{} was just lost at {}",
                        "la carte {} vient d'être perdue à {}",
                        self.title(card),
                        place
                    ),
                    (false, false) => say!(
                        lang,
                        "{} was just lost",
                        "la carte {} vient d'être perdue",
                        self.title(card)
                    ),
                }
            }
            Trigger::Played { card } => say!(
                lang,
                "{} was just played",
                "la carte {} vient d'être jouée",
                self.title(card)
            ),
            Trigger::DestinyDrawn { player, card, kind } => {
                let (en, fr) = match kind {
                    DrawKind::Battle => ("drew battle destiny", "tirer une destinée de bataille"),
                    DrawKind::Weapon => ("drew weapon destiny", "tirer une destinée d'arme"),
                    DrawKind::Other => ("drew destiny", "tirer une destinée"),
                };
                format!("{} ({})", self.just(player, en, fr), self.title(card))
            }
            Trigger::BattleResult { location, loser } => match loser {
                Some(l) => self.just(
                    l.opponent(),
                    &format!("won the battle at {}", self.title(location)),
                    &format!("gagner la bataille à {}", self.title(location)),
                ),
                None => say!(
                    lang,
                    "the battle at {} is a tie",
                    "la bataille à {} est une égalité",
                    self.title(location)
                ),
            },
            Trigger::Reacted { card, to } => say!(
                lang,
                "{} is reacting to {}",
                "la carte {} réagit vers {}",
                self.title(card),
                self.title(to)
            ),
            Trigger::TurnStarted { player } => say!(
                lang,
                "a turn of {} begins",
                "un tour de {} commence",
                self.player(player)
            ),
            Trigger::BothDrewOneBattleDestiny => say!(
                lang,
                "each player drew exactly one battle destiny",
                "chaque joueur a tiré exactement une destinée de bataille"
            ),
            Trigger::Moved { card, from, to } => say!(
                lang,
                "{} just moved from {} to {}",
                "la carte {} vient de se déplacer de {} à {}",
                self.title(card),
                self.title(from),
                self.title(to)
            ),
        }
    }

    /// "<Player> <did something>": `en` in the English past tense, `fr` the French past
    /// participle (passé composé with avoir) and what follows it.
    fn did(&self, player: Side, en: &str, fr: &str) -> String {
        capitalize(&self.clause(player, en, fr))
    }

    /// Like [`Text::did`], in lower case, for the middle of a sentence.
    fn clause(&self, player: Side, en: &str, fr: &str) -> String {
        match self.lang {
            Lang::En => format!("{} {en}", self.player(player)),
            Lang::Fr => format!("{} {} {fr}", self.player(player), self.has(player)),
        }
    }

    /// "<Player> just <did something>": `en` in the past tense, `fr` an infinitive
    /// ("vient de …").
    fn just(&self, player: Side, en: &str, fr: &str) -> String {
        match self.lang {
            Lang::En => format!("{} just {en}", self.subject(player)),
            Lang::Fr => format!("{} {} de {fr}", self.subject(player), self.comes(player)),
        }
    }

    // ----- answers -----

    /// One answer, as an option offered to the reader (who must be the deciding seat for
    /// "you" to read right).
    pub fn answer(&self, answer: &Answer) -> String {
        let lang = self.lang;
        match *answer {
            Answer::Pass => say!(lang, "Pass", "Passer"),
            Answer::StartWith(card) => {
                say!(lang, "Start with {}", "Commencer avec {}", self.title(card))
            }
            Answer::StartWithout => say!(lang, "Start without one", "Commencer sans"),
            Answer::Activate(n) => say!(lang, "Activate {}", "Activer {}", self.force(n)),
            Answer::Deploy { card, to } => {
                say!(
                    lang,
                    "Deploy {}{}{}",
                    "Déployer {}{}{}",
                    self.title(card),
                    self.dest(card, to),
                    self.deploy_cost(card, to)
                )
            }
            Answer::ForceDrain(location) => say!(
                lang,
                "Force drain at {}",
                "Drainage de Force à {}",
                self.title(location)
            ),
            Answer::Battle(location) => say!(
                lang,
                "Initiate a battle at {}",
                "Initier une bataille à {}",
                self.title(location)
            ),
            Answer::Move { card, to } => say!(
                lang,
                "Move {}{} to {}",
                "Déplacer {}{} vers {}",
                self.title(card),
                self.from(card),
                self.title(to)
            ),
            Answer::Transit { card, to } => say!(
                lang,
                "Move {}{} to {} by docking bay transit",
                "Déplacer {}{} vers {} par transit par les aires de mise à quai",
                self.title(card),
                self.from(card),
                self.title(to)
            ),
            Answer::TransitGroup { from, to } => say!(
                lang,
                "Move your cards at {} to {} together by docking bay transit",
                "Déplacer ensemble vos cartes de {} vers {} par transit par les aires de mise à quai",
                self.title(from),
                self.title(to)
            ),
            Answer::Draw => say!(
                lang,
                "Draw a card from your Force Pile",
                "Tirer une carte de votre pile de Force"
            ),
            Answer::Play {
                card,
                mode,
                target,
                x,
            } => say!(
                lang,
                "Play {}{}{}{}{}",
                "Jouer {}{}{}{}{}",
                self.title(card),
                self.own_words(card, mode),
                self.target(target),
                self.x_text(card, mode, x),
                self.text_cost(card, mode, x)
            ),
            Answer::Use {
                card,
                ability,
                target,
                x,
            } => say!(
                lang,
                "Use the text of {}{}{}{}{}",
                "Utiliser le texte de {}{}{}{}{}",
                self.title(card),
                self.own_words(card, ability),
                self.target(target),
                self.x_text(card, ability, x),
                self.text_cost(card, ability, x)
            ),
            Answer::Fire { weapon, target } => say!(
                lang,
                "Fire {}{} at {}",
                "Faire feu avec {}{} sur {}",
                self.title(weapon),
                self.bearer(weapon),
                self.title(target)
            ),
            Answer::ReactDeploy { card, to } => say!(
                lang,
                "React: deploy {} to {}{}",
                "Réaction : déployer {} à {}{}",
                self.title(card),
                self.title(to),
                self.deploy_cost(card, Dest::At(to))
            ),
            Answer::ReactMove { card, to } => say!(
                lang,
                "React: move {}{} to {}",
                "Réaction : déplacer {}{} vers {}",
                self.title(card),
                self.from(card),
                self.title(to)
            ),
            Answer::Choose(card) => format!("{}{}", self.title(card), self.whereabouts(card)),
            Answer::ChooseLocation(location) => self.title(location).to_owned(),
            Answer::LoseFrom(LossSource::Hand(card)) => say!(
                lang,
                "Lose {} from your hand",
                "Perdre {} de votre main",
                self.title(card)
            ),
            Answer::LoseFrom(LossSource::Top(pile)) => say!(
                lang,
                "Lose the top card of your {}",
                "Perdre la carte du dessus de votre {}",
                self.pile_name(pile)
            ),
            Answer::Forfeit(card) => say!(
                lang,
                "Forfeit {}{}",
                "Perdre {} pour sa valeur de perte{}",
                self.title(card),
                self.forfeit_value(card)
            ),
            Answer::ForfeitInstead { card, of } => say!(
                lang,
                "Forfeit {}{} instead of {}",
                "Perdre {} pour sa valeur de perte{} à la place de {}",
                self.title(card),
                self.forfeit_value(card),
                self.title(of)
            ),
            Answer::PayByForceLoss => say!(
                lang,
                "Pay the rest by losing Force",
                "Payer le reste en perdant de la Force"
            ),
            Answer::DrawBattleDestiny => say!(
                lang,
                "Draw battle destiny",
                "Tirer une destinée de bataille"
            ),
            Answer::Yes => say!(lang, "Yes", "Oui"),
            Answer::No => say!(lang, "No", "Non"),
        }
    }

    /// Where a deployed card goes, with a leading space.
    fn dest(&self, card: CardId, to: Dest) -> String {
        let lang = self.lang;
        match to {
            Dest::At(location) => say!(lang, " to {}", " à {}", self.title(location)),
            Dest::On { card: bearer, .. } => say!(lang, " on {}", " sur {}", self.title(bearer)),
            Dest::Table => say!(lang, " on table", " sur la table"),
            Dest::Targeting { location, target } => say!(
                lang,
                " to {}, targeting {}",
                " à {}, en visant {}",
                self.title(location),
                self.title(target)
            ),
            Dest::Row {
                convert: Some(covered),
                ..
            } => say!(
                lang,
                " over your opponent's {} (conversion)",
                " sur la carte {} de votre adversaire (conversion)",
                self.title(covered)
            ),
            Dest::Row {
                index,
                convert: None,
            } => self.row_position(card, usize::from(index)),
        }
    }

    /// Where in its row a location will be placed (needs the state), with a leading space.
    fn row_position(&self, card: CardId, index: usize) -> String {
        let lang = self.lang;
        let Some(st) = self.st else {
            return say!(
                lang,
                " (position {} in its row)",
                " (position {} dans sa rangée)",
                index + 1
            );
        };
        let region = self.cat.bp(card).region.clone().unwrap_or_default();
        let Some(row) = st.rows.iter().find(|row| row.region == region) else {
            return say!(lang, " (a new row)", " (nouvelle rangée)");
        };
        let index = index.min(row.sites.len());
        let before = index.checked_sub(1).map(|i| self.title(row.sites[i]));
        let after = row.sites.get(index).map(|&s| self.title(s));
        match (before, after) {
            (Some(b), Some(a)) => say!(lang, " between {} and {}", " entre {} et {}", b, a),
            (Some(b), None) => say!(lang, " after {}", " après {}", b),
            (None, Some(a)) => say!(lang, " before {}", " avant {}", a),
            (None, None) => say!(lang, " (a new row)", " (nouvelle rangée)"),
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
            (0, 0) => say!(self.lang, " (free)", " (gratuit)"),
            (n, 0) => format!(" ({})", self.force(n)),
            (0, e) => say!(
                self.lang,
                " ({} from each player)",
                " ({} de chaque joueur)",
                self.force(e)
            ),
            (n, e) => say!(
                self.lang,
                " ({}, and {} from each player)",
                " ({}, et {} de chaque joueur)",
                self.force(n),
                self.force(e)
            ),
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
                format!(": \u{201c}{}\u{201d}", describe::action_words(a))
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
            format!(", X = {x}")
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
            say!(self.lang, " (uses {})", " (utilise {})", self.force(n))
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
            Some(value) => say!(self.lang, " (forfeit {})", " ({})", value),
            None => String::new(),
        }
    }

    /// " from <site>" for a card on table (needs the state).
    fn from(&self, card: CardId) -> String {
        match self.st.and_then(|st| st.location_of(card)) {
            Some(location) => say!(self.lang, " from {}", " de {}", self.title(location)),
            None => String::new(),
        }
    }

    /// " (on <character>)" for a card deployed on another (needs the state).
    fn bearer(&self, card: CardId) -> String {
        match self.st.map(|st| st.place(card)) {
            Some(Place::On { card: bearer }) => {
                say!(self.lang, " (on {})", " (sur {})", self.title(bearer))
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
                    say!(self.lang, " with {}", " avec {}", self.titles(&carried))
                };
                say!(self.lang, " at {}{}", " à {}{}", self.title(location), with)
            }
            Place::On { card: bearer } => {
                let site = st
                    .location_of(bearer)
                    .map(|l| say!(self.lang, " at {}", " à {}", self.title(l)))
                    .unwrap_or_default();
                say!(
                    self.lang,
                    " (on {}{})",
                    " (sur {}{})",
                    self.title(bearer),
                    site
                )
            }
            Place::Pile(pile) => format!(" ({})", self.pile_of(self.cat.owner(card), pile)),
            Place::Stacked { on } => say!(
                self.lang,
                " (stacked on {})",
                " (empilée sur {})",
                self.title(on)
            ),
            Place::Location | Place::Covered { .. } | Place::Table => String::new(),
        }
    }

    /// What a played card or used text aims at, with a leading space.
    fn target(&self, target: TargetRef) -> String {
        match target {
            TargetRef::None => String::new(),
            TargetRef::Card(card) => format!(
                "{}{}",
                say!(self.lang, " on {}", " sur {}", self.title(card)),
                self.whereabouts(card)
            ),
            TargetRef::Pile(side, pile) => {
                say!(self.lang, " on {}", " sur {}", self.pile_of(side, pile))
            }
        }
    }

    // ----- events -----

    /// One event, as a sentence for the reader. The caller filters events by visibility.
    pub fn event(&self, what: &What) -> String {
        let lang = self.lang;
        match what {
            What::StartingLocationChosen { player } => self.did(
                *player,
                "chose a starting location.",
                "choisi une localisation de départ.",
            ),
            What::StartingLocationRevealed { player, card } => {
                let card = self.title(*card);
                self.did(
                    *player,
                    &format!("revealed {card} as starting location."),
                    &format!("révélé {card} comme localisation de départ."),
                )
            }
            What::StartingLocationsClashed { dark, light } => say!(
                lang,
                "Both players chose the same starting location ({} and {}): both choose again.",
                "Les deux joueurs ont choisi la même localisation de départ ({} et {}) : chacun \
                 choisit à nouveau.",
                self.title(*dark),
                self.title(*light)
            ),
            What::Shuffled { player, pile } => {
                let pile = self.own_pile(*player, *pile);
                self.did(
                    *player,
                    &format!("shuffled {pile}."),
                    &format!("mélangé {pile}."),
                )
            }
            What::CardDrawn {
                player,
                card: Some(card),
            } => {
                let card = self.title(*card);
                self.did(*player, &format!("drew {card}."), &format!("tiré {card}."))
            }
            What::CardDrawn { player, card: None } => {
                self.did(*player, "drew a card.", "tiré une carte.")
            }
            What::TurnBegan { player, turn } => say!(
                lang,
                "Turn {}: {}.",
                "Tour {} : c'est {}.",
                turn,
                self.of(*player, "le", say!(lang, "turn", "tour").as_str())
            ),
            What::PhaseBegan { phase } => format!("— {} —", capitalize(self.phase_name(*phase))),
            What::ForceGeneration { player, amount } => format!(
                "{} {}.",
                capitalize(&self.of(
                    *player,
                    "la",
                    say!(lang, "Force generation", "génération de Force").as_str()
                )),
                say!(lang, "is {}", "est de {}", amount)
            ),
            What::ForceActivated { player, amount } => {
                let force = self.force(*amount);
                self.did(
                    *player,
                    &format!("activated {force}."),
                    &format!("activé {force}."),
                )
            }
            What::ForceUsed { player, amount } => {
                let force = self.force(*amount);
                self.did(
                    *player,
                    &format!("used {force}."),
                    &format!("utilisé {force}."),
                )
            }
            What::Deployed { card, to } => {
                let place = match to {
                    Dest::Row { convert: None, .. } => String::new(),
                    Dest::Row {
                        convert: Some(covered),
                        ..
                    } => say!(lang, " over {}", " sur {}", self.title(*covered)),
                    Dest::At(location) => say!(lang, " to {}", " à {}", self.title(*location)),
                    Dest::On { card: bearer, .. } => {
                        say!(lang, " on {}", " sur {}", self.title(*bearer))
                    }
                    Dest::Table => say!(lang, " on table", " sur la table"),
                    Dest::Targeting { location, target } => say!(
                        lang,
                        " to {}, targeting {}",
                        " à {}, en visant {}",
                        self.title(*location),
                        self.title(*target)
                    ),
                };
                let card_title = self.title(*card);
                self.did(
                    self.cat.owner(*card),
                    &format!("deployed {card_title}{place}."),
                    &format!("déployé {card_title}{place}."),
                )
            }
            What::LocationConverted { card, covered } => say!(
                lang,
                "{} now covers {} (conversion).",
                "La carte {} recouvre désormais {} (conversion).",
                self.title(*card),
                self.title(*covered)
            ),
            What::ForceDrainInitiated { location } => say!(
                lang,
                "Force drain initiated at {}.",
                "Drainage de Force initié à {}.",
                self.title(*location)
            ),
            What::ForceDrainCancelled { location } => say!(
                lang,
                "The Force drain at {} is cancelled.",
                "Le drainage de Force à {} est annulé.",
                self.title(*location)
            ),
            What::ForceDrainResolved { location, amount } => say!(
                lang,
                "Force drain at {}: {} to lose.",
                "Drainage de Force à {} : {} à perdre.",
                self.title(*location),
                self.force(*amount)
            ),
            What::BattleInitiated { location } => say!(
                lang,
                "Battle initiated at {}.",
                "Bataille initiée à {}.",
                self.title(*location)
            ),
            What::WeaponFired { weapon, target } => say!(
                lang,
                "{} fired at {}.",
                "{} a fait feu sur {}.",
                self.title(*weapon),
                self.title(*target)
            ),
            What::TargetHit { card } => say!(
                lang,
                "{} was hit.",
                "La carte {} est touchée.",
                self.title(*card)
            ),
            What::DestinyDrawn {
                player,
                card,
                value,
            } => {
                let card = self.title(*card);
                self.did(
                    *player,
                    &format!("drew destiny: {card} ({value})."),
                    &format!("tiré une destinée : {card} ({value})."),
                )
            }
            What::DestinyFailed { player } => say!(
                lang,
                "{} failed: no card to draw.",
                "{} échoue : aucune carte à tirer.",
                capitalize(&self.of(
                    *player,
                    "le",
                    say!(lang, "destiny draw", "tirage de destinée").as_str()
                ))
            ),
            What::BattleTotals { dark, light } => say!(
                lang,
                "Battle totals: Dark Side {}, Light Side {}.",
                "Totaux de la bataille : côté obscur {}, côté lumineux {}.",
                dark,
                light
            ),
            What::BattleWon { winner, damage } => self.did(
                *winner,
                &format!("won the battle; battle damage {damage}."),
                &format!("gagné la bataille ; dommages de bataille : {damage}."),
            ),
            What::BattleTied => say!(
                lang,
                "The battle is a tie.",
                "La bataille se termine à égalité."
            ),
            What::BattleEnded { location } => say!(
                lang,
                "The battle at {} is over.",
                "La bataille à {} est terminée.",
                self.title(*location)
            ),
            What::Attrition { against, amount } => say!(
                lang,
                "Attrition against {}: {}.",
                "Attrition contre {} : {}.",
                self.player(*against),
                amount
            ),
            What::Forfeited { card } => say!(
                lang,
                "{} was forfeited.",
                "La carte {} est perdue pour sa valeur de perte.",
                self.title(*card)
            ),
            What::ForceLost { player, card, from } => {
                let card = self.title(*card);
                let pile = self.own_pile(*player, *from);
                self.did(
                    *player,
                    &format!("lost 1 Force: {card} from {pile}."),
                    &format!("perdu 1 point de Force : {card} depuis {pile}."),
                )
            }
            What::CardLost { card } => say!(
                lang,
                "{} was lost.",
                "La carte {} est perdue.",
                self.title(*card)
            ),
            What::CardReturnedToHand { card } => say!(
                lang,
                "{} returned to {}.",
                "La carte {} retourne dans {}.",
                self.title(*card),
                self.pile_of(self.cat.owner(*card), Pile::Hand)
            ),
            What::CardMovedToPile { card, pile } => say!(
                lang,
                "{} was placed in {}.",
                "La carte {} est placée dans {}.",
                self.title(*card),
                self.pile_of(self.cat.owner(*card), *pile)
            ),
            What::Retrieved { player, card } => {
                let card = self.title(*card);
                self.did(
                    *player,
                    &format!("retrieved {card}."),
                    &format!("récupéré {card}."),
                )
            }
            What::Moved { card, from, to } => say!(
                lang,
                "{} moved from {} to {}.",
                "La carte {} s'est déplacée de {} à {}.",
                self.title(*card),
                self.title(*from),
                self.title(*to)
            ),
            What::InterruptPlayed { card, .. } => {
                let title = self.title(*card);
                self.did(
                    self.cat.owner(*card),
                    &format!("played {title}."),
                    &format!("joué {title}."),
                )
            }
            What::TextUsed { card, .. } => say!(
                lang,
                "The text of {} is used.",
                "Le texte de {} est utilisé.",
                self.title(*card)
            ),
            What::Cancelled { card } => say!(
                lang,
                "{} was cancelled.",
                "La carte {} est annulée.",
                self.title(*card)
            ),
            What::ForceLossReduced { player, by } => say!(
                lang,
                "{} is reduced by {}.",
                "{} est réduite de {}.",
                self.force_loss_of(*player),
                by
            ),
            What::ForceLossRaised { player, by } => say!(
                lang,
                "{} is raised by {}.",
                "{} est augmentée de {}.",
                self.force_loss_of(*player),
                by
            ),
            What::Peeked {
                owner, pile, cards, ..
            } => say!(
                lang,
                "Seen in {}: {}.",
                "Vu dans {} : {}.",
                self.pile_of(*owner, *pile),
                self.titles(cards)
            ),
            What::HandRevealed { to, cards } => say!(
                lang,
                "{} shown to {}: {}.",
                "{} montrée {} : {}.",
                capitalize(&self.pile_of(to.opponent(), Pile::Hand)),
                match lang {
                    Lang::En => self.player(*to),
                    Lang::Fr => self.fr_to(*to),
                },
                self.titles(cards)
            ),
            What::Recirculated { player } => {
                let pile = self.own_pile(*player, Pile::Used);
                self.did(
                    *player,
                    &format!("recirculated {pile}."),
                    &format!("recirculé {pile}."),
                )
            }
            What::ReactDeployed { card, to } => say!(
                lang,
                "{} deploys as a react to {}.",
                "La carte {} se déploie en réaction à {}.",
                self.title(*card),
                self.title(*to)
            ),
            What::StayedBehind { card, why } => {
                let (en, fr) = match why {
                    Blocked::CannotMove => ("it cannot move", "elle ne peut pas se déplacer"),
                    Blocked::AlreadyMoved => (
                        "it already made its regular move this turn",
                        "elle a déjà fait son déplacement régulier ce tour-ci",
                    ),
                    Blocked::NoLandspeed => {
                        ("it has no landspeed", "elle n'a pas de vitesse terrestre")
                    }
                    Blocked::NoForce => (
                        "no Force is left to pay for the move",
                        "il ne reste pas de Force pour payer le déplacement",
                    ),
                    Blocked::NowhereToGo => ("no site is adjacent", "aucun site n'est adjacent"),
                };
                say!(
                    lang,
                    "{} stays: {}.",
                    "La carte {} reste : {}.",
                    self.title(*card),
                    pick(lang, en, fr)
                )
            }
            What::Stacked { card, on } => say!(
                lang,
                "{} is stacked on {}.",
                "La carte {} est empilée sur {}.",
                self.title(*card),
                self.title(*on)
            ),
            What::BattleCancelled { location } => say!(
                lang,
                "The battle at {} is cancelled.",
                "La bataille à {} est annulée.",
                self.title(*location)
            ),
            What::BattleDamageCancelled { player } => say!(
                lang,
                "All remaining battle damage against {} is cancelled.",
                "Tous les dommages de bataille restants contre {} sont annulés.",
                self.player(*player)
            ),
            What::DestinyChanged { player, value } => say!(
                lang,
                "The destiny {} just drew is now {}.",
                "La destinée que {} vient de tirer vaut maintenant {}.",
                self.player(*player),
                value
            ),
            What::BattleDestinyAdded { player, count } => say!(
                lang,
                "{} may draw {} more battle destiny.",
                "{} peut tirer {} destinée(s) de bataille de plus.",
                self.subject(*player),
                count
            ),
            What::StackedFaceDown { player, on, count } => say!(
                lang,
                "{} places cards from outside the deck face down under {} ({} there).",
                "{} place des cartes de l'extérieur du jeu face cachée sous {} ({} en tout).",
                self.subject(*player),
                self.title(*on),
                count
            ),
            What::Flipped { card } => say!(
                lang,
                "{} turns to its other side.",
                "La carte {} est retournée sur son autre face.",
                self.title(*card)
            ),
            What::GameTextCancelled { card } => say!(
                lang,
                "The game text of {} is cancelled for a while.",
                "Le texte de jeu de la carte {} est annulé pour un temps.",
                self.title(*card)
            ),
            What::GameOver { winner, reason } => {
                let why = match reason {
                    EndReason::LifeForceGone => say!(
                        lang,
                        "{} is gone",
                        "{} est épuisée",
                        self.of(
                            winner.opponent(),
                            "la",
                            say!(lang, "Life Force", "Force vitale").as_str()
                        )
                    ),
                };
                say!(
                    lang,
                    "Game over: {} ({}).",
                    "Fin de la partie : {} ({}).",
                    self.clause(*winner, "won", "gagné"),
                    why
                )
            }
        }
    }

    /// "Your Force loss", "La perte de Force de votre adversaire"…
    fn force_loss_of(&self, player: Side) -> String {
        capitalize(&self.of(
            player,
            "la",
            say!(self.lang, "Force loss", "perte de Force").as_str(),
        ))
    }

    // ----- why not -----

    /// Why a deployment is refused (see [`crate::flow::why::why_not`]), as one sentence
    /// addressed to the player who asked.
    pub fn why_not(&self, why: &WhyNot) -> String {
        let lang = self.lang;
        let reason = match *why {
            WhyNot::NotInHand => say!(
                lang,
                "the card is not in your hand",
                "la carte n'est pas dans votre main"
            ),
            WhyNot::NotYourDeployPhase => say!(
                lang,
                "cards deploy from hand only during your deploy phase",
                "les cartes ne se déploient depuis la main que pendant votre phase de déploiement"
            ),
            WhyNot::Unique { card } => say!(
                lang,
                "{} is unique and you already have it on table",
                "la carte {} est unique et vous l'avez déjà sur la table",
                self.title(card)
            ),
            WhyNot::Dagobah { location } => say!(
                lang,
                "Dagobah: no character, vehicle, starship, weapon, device or Utinni Effect may deploy to {} (nor aim at a card there) unless a card allows it",
                "Dagobah : aucun personnage, véhicule, vaisseau spatial, arme, équipement ni effet Utinni ne peut se déployer à {} (ni viser une carte qui s'y trouve) sans une carte qui le permette",
                self.title(location)
            ),
            WhyNot::NotASite { location } => say!(
                lang,
                "characters deploy to sites, and {} is not a site",
                "les personnages se déploient aux sites, et {} n'est pas un site",
                self.title(location)
            ),
            WhyNot::NoPresenceOrIcons { location } => say!(
                lang,
                "you have neither presence nor a Force icon on your side of {}",
                "vous n'avez ni présence ni icône de Force de votre côté de {}",
                self.title(location)
            ),
            WhyNot::DeploysOnlyElsewhere { .. } => say!(
                lang,
                "its game text lets it deploy only elsewhere",
                "son texte de jeu ne lui permet de se déployer qu'ailleurs"
            ),
            WhyNot::MayNotDeployNow => say!(
                lang,
                "its game text forbids deploying it now",
                "son texte de jeu interdit de la déployer maintenant"
            ),
            WhyNot::NoPlacement => say!(
                lang,
                "its game text gives no way to deploy it there",
                "son texte de jeu ne permet pas de la déployer là"
            ),
            WhyNot::CannotAfford { cost, available } => say!(
                lang,
                "it costs {} Force and your Force Pile holds {}",
                "elle coûte {} Force et votre pile de Force en contient {}",
                cost,
                available
            ),
        };
        format!("{}.", capitalize(&reason))
    }

    // ----- views -----

    /// A seat's view as a compact table: turn and phase, both players' piles and Life Force,
    /// the rows of sites with the cards at them, cards on table elsewhere, and the reader's
    /// hand.
    pub fn view(&self, view: &View) -> String {
        let lang = self.lang;
        let mut out = String::new();
        let whose_turn = match (lang, self.who(view.active)) {
            (Lang::En, Who::You) => "your turn".to_owned(),
            (Lang::En, Who::Opponent) => "your opponent's turn".to_owned(),
            (Lang::En, Who::Named(side)) => format!("the {} player's turn", self.side_name(side)),
            (Lang::Fr, _) => self.of(view.active, "le", "tour"),
        };
        let _ = writeln!(
            out,
            "{} {} · {} · {}",
            say!(lang, "Turn", "Tour"),
            view.turn,
            whose_turn,
            self.phase_name(view.phase)
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
                "{} {}",
                say!(lang, "On table:", "Sur la table :"),
                cards.join("; ")
            );
        }
        if let Some(hand) = &view.you.hand {
            let names: Vec<&str> = hand.iter().map(|c| c.title.as_str()).collect();
            let _ = writeln!(
                out,
                "{} ({}){} {}",
                capitalize(&self.pile_of(view.seat, Pile::Hand)),
                hand.len(),
                self.colon(),
                if names.is_empty() {
                    say!(lang, "empty", "vide")
                } else {
                    names.join(", ")
                }
            );
        }
        for piles in [&view.you, &view.opponent] {
            if !piles.lost.is_empty() {
                let _ = writeln!(
                    out,
                    "{}{} {}",
                    capitalize(&self.pile_of(piles.side, Pile::Lost)),
                    self.colon(),
                    self.top_of(&piles.lost)
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
        let mut text = top.join(", ");
        if more > 0 {
            text.push_str(&say!(self.lang, " and {} more", " et {} autres", more));
        }
        text
    }

    /// A colon as each language sets it ("Hand:", "Main :").
    fn colon(&self) -> &'static str {
        pick(self.lang, ":", " :")
    }

    /// Pile sizes and Life Force, one column per player.
    fn piles_table(&self, out: &mut String, view: &View) {
        let lang = self.lang;
        let header = |p: &PilesView| match self.who(p.side) {
            Who::You => say!(lang, "you ({})", "vous ({})", self.side_name(p.side)),
            Who::Opponent => say!(
                lang,
                "opponent ({})",
                "adversaire ({})",
                self.side_name(p.side)
            ),
            Who::Named(side) => self.side_name(side).to_owned(),
        };
        let rows: [(String, PileCount); 7] = [
            (say!(lang, "Life Force", "Force vitale"), |p| {
                p.life_force.to_string()
            }),
            (capitalize(self.pile_name(Pile::Reserve)), |p| {
                p.reserve.to_string()
            }),
            (capitalize(self.pile_name(Pile::Force)), |p| {
                p.force_pile.to_string()
            }),
            (capitalize(self.pile_name(Pile::Used)), |p| {
                p.used.to_string()
            }),
            (capitalize(self.pile_name(Pile::Lost)), |p| {
                p.lost.len().to_string()
            }),
            (capitalize(self.pile_name(Pile::Hand)), |p| {
                p.hand_size.to_string()
            }),
            (
                say!(lang, "Generation (activated)", "Génération (activée)"),
                |p| format!("{} ({})", p.generation, p.activated),
            ),
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
        let covered = if site.covered.is_empty() {
            String::new()
        } else {
            say!(
                lang,
                ", covers {}",
                ", recouvre {}",
                card_list(&site.covered)
            )
        };
        let _ = writeln!(
            out,
            "  {} [{} {}, {} {}{}]",
            name,
            say!(lang, "icons: Dark", "icônes : obscur"),
            site.icons[Side::Dark.index()],
            say!(lang, "Light", "lumineux"),
            site.icons[Side::Light.index()],
            covered
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
                    "    {}{} {}",
                    self.player(side),
                    self.colon(),
                    cards.join("; ")
                );
            }
        }
    }

    /// A card on table with its power and ability and what is deployed on it.
    fn table_card(&self, card: &TableCard) -> String {
        let lang = self.lang;
        let mut text = card.card.title.clone();
        if card.power != 0 || card.ability != 0 {
            text.push_str(&say!(
                lang,
                " (power {}, ability {})",
                " (puissance {}, habileté {})",
                card.power,
                card.ability
            ));
        }
        if card.hit {
            text.push_str(&say!(lang, " [hit]", " [touchée]"));
        }
        if !card.attached.is_empty() {
            text.push_str(&format!(" + {}", card_list(&card.attached)));
        }
        text
    }
}

/// Reads one count of a player's piles, for the view's table.
type PileCount = fn(&PilesView) -> String;

/// The English or the French of a fixed text.
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

    const PROMPT_KINDS: usize = 12;
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
        }
    }

    const WHY_KINDS: usize = 10;
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
        }
    }

    const TRIGGER_KINDS: usize = 15;
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
        }
    }

    const ANSWER_KINDS: usize = 25;
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
        }
    }

    const DEST_KINDS: usize = 5;
    fn dest_kind(d: &Dest) -> usize {
        match d {
            Dest::At(_) => 0,
            Dest::On { .. } => 1,
            Dest::Table => 2,
            Dest::Row { .. } => 3,
            Dest::Targeting { .. } => 4,
        }
    }

    const WHAT_KINDS: usize = 51;
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
            },
            Trigger::DestinyDrawn {
                player: Side::Light,
                card: c.luke,
                kind: DrawKind::Weapon,
            },
            Trigger::DestinyDrawn {
                player: Side::Light,
                card: c.luke,
                kind: DrawKind::Other,
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
            Trigger::Moved {
                card: c.luke,
                from: c.docking_bay,
                to: c.mos_eisley,
            },
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
            Prompt::LoseForce { remaining: 3 },
            Prompt::Damage {
                attrition: 4,
                battle_damage: 2,
            },
        ];
        for phase in [
            Phase::Setup,
            Phase::StartOfTurn,
            Phase::Activate,
            Phase::Control,
            Phase::Deploy,
            Phase::Battle,
            Phase::Move,
            Phase::Draw,
            Phase::EndOfTurn,
        ] {
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
                card: c.docking_bay,
                to: Dest::Row {
                    index: 0,
                    convert: None,
                },
            },
            Answer::Deploy {
                card: c.docking_bay,
                to: Dest::Row {
                    index: 0,
                    convert: Some(c.mos_eisley),
                },
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
            Answer::Choose(c.luke),
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
            What::CardReturnedToHand { card: c.trooper },
            What::CardMovedToPile {
                card: c.luke,
                pile: Pile::Used,
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
            WhyNot::Dagobah {
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
            WhyNot::NoPlacement,
            WhyNot::CannotAfford {
                cost: 3,
                available: 1,
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
        };
        let mut seen = [false; 10];
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
