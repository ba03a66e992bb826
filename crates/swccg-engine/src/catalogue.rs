//! The cards of one game, compiled from the card database into compact blueprints.
//!
//! A [`Catalogue`] is built once per game from the two decks and never changes; the game state
//! refers to its cards by [`CardId`]. Stats are read from the database here and nowhere else.

use crate::ids::CardId;
use crate::script::{Ability, CardScript, Effect, Stat, Timing, Trait, script_for};
use serde::{Deserialize, Serialize};
use swccg_cards::{Card, CardType, IconKind, Side, Uniqueness, Value};

/// Interrupt subtypes: where the card goes after it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum InterruptKind {
    Used,
    Lost,
    UsedOrLost,
    Starting,
}

/// A set of [`Trait`]s as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Traits(pub u64);

impl Traits {
    pub fn has(self, t: Trait) -> bool {
        self.0 & (1 << t as u64) != 0
    }
    pub fn with(self, t: Trait) -> Traits {
        Traits(self.0 | (1 << t as u64))
    }
}

/// What the engine needs to know of a printed card.
#[derive(Clone, Debug)]
pub struct Blueprint {
    pub gemp_id: String,
    pub title: String,
    pub side: Side,
    pub card_type: CardType,
    pub interrupt: Option<InterruptKind>,
    /// How many copies may be on table (0: unlimited).
    pub unique: u8,
    /// `None` when no deploy cost is printed (the card deploys free).
    pub deploy: Option<i32>,
    pub power: i32,
    pub ability: i32,
    pub forfeit: Option<i32>,
    pub destiny: i32,
    pub armor: Option<i32>,
    pub maneuver: Option<i32>,
    pub landspeed: i32,
    /// Force icons on each half of a location, by `Side::index`.
    pub icons: [u8; 2],
    /// For sites: the planet or system the title names (`Tatooine`, `Death Star`).
    pub region: Option<String>,
    pub traits: Traits,
    pub script: Option<&'static CardScript>,
    /// True when every printed value the engine reads is a plain whole number.
    pub plain_values: bool,
    /// An interrupt with a mode usable as a top-level action.
    pub top_level_interrupt: bool,
    /// An interrupt with a mode that responds to an event.
    pub responding_interrupt: bool,
}

impl Blueprint {
    pub fn from_card(card: &Card) -> Blueprint {
        let face = &card.front;
        let mut plain = true;
        let mut num = |v: &Option<Value>| -> Option<i32> {
            match v {
                None => None,
                Some(Value::Fixed(n)) => {
                    let whole = n.floor();
                    if f64::from(whole) != n.as_f64() {
                        plain = false;
                    }
                    Some(whole)
                }
                Some(_) => {
                    plain = false;
                    None
                }
            }
        };
        let deploy_star = matches!(face.deploy, Some(Value::Star));
        let deploy = num(&face.deploy);
        let power = num(&face.power).unwrap_or(0);
        let ability = num(&face.ability).unwrap_or(0);
        let forfeit = num(&face.forfeit);
        let destiny = num(&face.destiny).unwrap_or(0);
        let armor = num(&face.armor);
        let maneuver = num(&face.maneuver);
        let landspeed = num(&face.landspeed);
        // A `*` deploy cost is defined by the text (Jawas); the script says how it is paid.
        if deploy_star {
            plain = true;
        }
        let interrupt = (face.card_type == CardType::Interrupt).then(|| {
            match face
                .subtype
                .as_deref()
                .unwrap_or("")
                .to_ascii_lowercase()
                .as_str()
            {
                "used" => InterruptKind::Used,
                "used or lost" => InterruptKind::UsedOrLost,
                "starting" | "used or starting" | "lost or starting" => InterruptKind::Starting,
                _ => InterruptKind::Lost,
            }
        });
        let region = (face.card_type == CardType::Location)
            .then(|| face.title.split(':').next().map(|s| s.trim().to_string()))
            .flatten()
            .filter(|_| face.title.contains(':'));
        Blueprint {
            gemp_id: card.gemp_id.clone(),
            title: face.title.clone(),
            side: card.side,
            card_type: face.card_type,
            interrupt,
            unique: match face.uniqueness {
                Uniqueness::Unique(n) => n,
                _ => 0,
            },
            deploy,
            power,
            ability,
            forfeit,
            destiny,
            armor,
            maneuver,
            landspeed: landspeed.unwrap_or(if face.card_type == CardType::Character {
                1
            } else {
                0
            }),
            icons: [face.dark_side_icons, face.light_side_icons],
            region,
            traits: traits_of(card),
            script: script_for(&card.gemp_id),
            plain_values: plain,
            top_level_interrupt: false,
            responding_interrupt: false,
        }
        .with_interrupt_flags()
    }

    fn with_interrupt_flags(mut self) -> Blueprint {
        let modes = self
            .script
            .iter()
            .flat_map(|s| s.text)
            .filter_map(|a| match a {
                Ability::Interrupt(modes) => Some(*modes),
                _ => None,
            });
        for mode in modes.flatten() {
            match mode.timing {
                Timing::Respond(_) => self.responding_interrupt = true,
                _ => self.top_level_interrupt = true,
            }
        }
        self
    }

    pub fn is(&self, t: Trait) -> bool {
        self.traits.has(t)
    }

    pub fn is_character(&self) -> bool {
        self.card_type == CardType::Character
    }

    pub fn is_location(&self) -> bool {
        self.card_type == CardType::Location
    }

    /// Whether the title names this persona (`Luke` matches `Luke` and `Luke Skywalker`).
    pub fn titled(&self, name: &str) -> bool {
        self.title == name
            || self
                .title
                .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
                .any(|word| word == name)
            || (name.contains(' ') && self.title.contains(name))
    }
}

fn traits_of(card: &Card) -> Traits {
    let face = &card.front;
    let mut t = Traits::default();
    let lower = |s: &str| s.to_ascii_lowercase();
    let subtype = lower(face.subtype.as_deref().unwrap_or(""));
    let chars: Vec<String> = face.characteristics.iter().map(|c| lower(c)).collect();
    let extra: Vec<String> = face.extra_text.iter().map(|c| lower(c)).collect();
    let has_char = |word: &str| chars.iter().any(|c| c == word);
    let title = lower(&face.title);
    let mut add = |cond: bool, tr: Trait| {
        if cond {
            t = t.with(tr);
        }
    };
    add(face.card_type == CardType::Character, Trait::Character);
    add(face.card_type == CardType::Location, Trait::Location);
    add(
        face.card_type == CardType::Location && subtype == "site",
        Trait::Site,
    );
    add(face.card_type == CardType::Weapon, Trait::Weapon);
    add(face.card_type == CardType::Device, Trait::Device);
    add(face.card_type == CardType::Starship, Trait::Starship);
    add(face.card_type == CardType::Vehicle, Trait::Vehicle);
    add(face.card_type == CardType::Creature, Trait::Creature);
    for part in subtype.split('/') {
        add(part == "imperial", Trait::Imperial);
        add(part == "rebel", Trait::Rebel);
        add(part == "alien", Trait::Alien);
        add(part == "droid", Trait::Droid);
        add(part.contains("dark jedi"), Trait::DarkJedi);
    }
    add(face.has_icon(IconKind::Warrior), Trait::Warrior);
    add(face.has_icon(IconKind::Pilot), Trait::Pilot);
    add(face.has_icon(IconKind::Interior), Trait::Interior);
    add(face.has_icon(IconKind::Exterior), Trait::Exterior);
    add(
        matches!(face.uniqueness, Uniqueness::Unique(_)),
        Trait::Unique,
    );
    add(has_char("jawa"), Trait::Jawa);
    add(has_char("tusken raider"), Trait::TuskenRaider);
    // Sandtroopers and snowtroopers are stormtroopers too (seed 001 "Stormtrooper").
    add(
        chars.iter().any(|c| {
            c.contains("stormtrooper") || c.contains("sandtrooper") || c.contains("snowtrooper")
        }),
        Trait::Stormtrooper,
    );
    add(
        face.card_type == CardType::Starship && (subtype.contains("tie/ln") || title == "tie/ln"),
        Trait::TieLn,
    );
    add(
        extra.iter().any(|e| e.contains("mining droid")),
        Trait::MiningDroid,
    );
    add(extra.iter().any(|e| e == "dark jedi"), Trait::DarkJedi);
    add(
        face.card_type == CardType::Weapon && title.ends_with("mine"),
        Trait::Mine,
    );
    add(has_char("spy"), Trait::Spy);
    add(has_char("thief"), Trait::Thief);
    add(has_char("bounty hunter"), Trait::BountyHunter);
    add(has_char("smuggler"), Trait::Smuggler);
    add(
        face.card_type == CardType::Location && title.contains("docking bay"),
        Trait::DockingBay,
    );
    t
}

/// Groups of texts the engine looks up by what they do, so a query reads only the texts that
/// can matter to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// Continuous power, forfeit, ability or deploy-cost modifiers (by `Stat`).
    Modify(Stat),
    TotalPower,
    ForceDrain,
    ControlAbility,
    /// Texts used as actions of a card on table.
    Action,
    StartOfTurn,
    LosingBattle,
}

impl TextKind {
    const COUNT: usize = 9;

    fn slot(self) -> usize {
        match self {
            TextKind::Modify(stat) => stat as usize,
            TextKind::TotalPower => 3,
            TextKind::ForceDrain => 4,
            TextKind::ControlAbility => 5,
            TextKind::Action => 6,
            TextKind::StartOfTurn => 7,
            TextKind::LosingBattle => 8,
        }
    }

    /// The kinds a text belongs to (a modifier of two stats belongs to both).
    fn of(ability: &Ability) -> Vec<TextKind> {
        let effect = match ability {
            Ability::Continuous(e) | Ability::ContinuousIfPlacedAs(_, e) => e,
            Ability::Action(_) => return vec![TextKind::Action],
            Ability::AtStartOfYourNextTurn(_) => return vec![TextKind::StartOfTurn],
            Ability::WhenLosingBattle(_) => return vec![TextKind::LosingBattle],
            _ => return Vec::new(),
        };
        match effect {
            Effect::Modify { stats, .. } => stats.iter().map(|s| TextKind::Modify(*s)).collect(),
            Effect::TotalPowerHere { .. } => vec![TextKind::TotalPower],
            Effect::ForceDrainHere { .. } => vec![TextKind::ForceDrain],
            Effect::OpponentControlAbilityIn { .. } => vec![TextKind::ControlAbility],
            _ => Vec::new(),
        }
    }
}

/// One ability of one card of the game.
#[derive(Clone, Copy, Debug)]
pub struct TextRef {
    pub card: CardId,
    /// `Some(side)` for a location's `Dark:`/`Light:` part.
    pub part: Option<Side>,
    /// Index within its part of the script.
    pub index: usize,
    /// Index in `CardScript::abilities` order (used to name the text in answers).
    pub flat: u8,
    pub ability: &'static Ability,
}

/// Remembers which printed cards were seen (identical copies give identical choices).
#[derive(Debug)]
pub struct Distinct<'a> {
    cat: &'a Catalogue,
    seen: [u64; 4],
}

impl Distinct<'_> {
    /// True the first time a copy of this printed card is offered.
    pub fn first(&mut self, card: CardId) -> bool {
        let bp = usize::from(self.cat.cards[card.index()].blueprint);
        if bp >= 256 {
            // More distinct cards than the set holds: list every copy (still correct).
            return true;
        }
        let (word, bit) = (bp / 64, 1u64 << (bp % 64));
        let new = self.seen[word] & bit == 0;
        self.seen[word] |= bit;
        new
    }
}

/// One card of the game: which blueprint, and who owns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardCopy {
    pub blueprint: u16,
    pub owner: Side,
    /// `CardCopy::TOP_LEVEL` and `CardCopy::RESPONDS`, copied from the blueprint so the hot
    /// loops over a hand need not reach the blueprint.
    pub bits: u8,
}

impl CardCopy {
    /// An interrupt with a mode usable as a top-level action.
    pub const TOP_LEVEL: u8 = 1;
    /// An interrupt with a mode that responds to an event.
    pub const RESPONDS: u8 = 2;
}

/// The cards of one game.
#[derive(Clone, Debug)]
pub struct Catalogue {
    blueprints: Vec<Blueprint>,
    cards: Vec<CardCopy>,
    /// Cards whose script has any ability, in id order: the only cards queries must read.
    scripted: Vec<CardId>,
    /// Traits some card of this game can grant to another (so `has_trait` need not look at
    /// attached cards for the others).
    grantable: Traits,
    /// Stats some card of this game modifies, by `Stat as usize`.
    modified: [bool; 3],
    /// Every text of the game's cards that a query or the flow looks up, by `TextKind::slot`.
    texts: Vec<Vec<TextRef>>,
}

impl Catalogue {
    /// Builds the catalogue from the cards of both decks (one entry per copy). Card ids are
    /// given in order: the Dark Side deck first, then the Light Side deck.
    pub fn new(dark: &[&Card], light: &[&Card]) -> Catalogue {
        let mut blueprints: Vec<Blueprint> = Vec::new();
        let mut cards = Vec::with_capacity(dark.len() + light.len());
        for (owner, deck) in [(Side::Dark, dark), (Side::Light, light)] {
            for card in deck {
                let index = match blueprints.iter().position(|b| b.gemp_id == card.gemp_id) {
                    Some(i) => i,
                    None => {
                        blueprints.push(Blueprint::from_card(card));
                        blueprints.len() - 1
                    }
                };
                let bp = &blueprints[index];
                let bits = if bp.top_level_interrupt {
                    CardCopy::TOP_LEVEL
                } else {
                    0
                } | if bp.responding_interrupt {
                    CardCopy::RESPONDS
                } else {
                    0
                };
                cards.push(CardCopy {
                    blueprint: index as u16,
                    owner,
                    bits,
                });
            }
        }
        let mut grantable = Traits::default();
        let mut modified = [false; 3];
        for bp in &blueprints {
            for (_, _, ability) in bp.script.iter().flat_map(|s| s.abilities()) {
                let effect = match ability {
                    Ability::Continuous(e) | Ability::ContinuousIfPlacedAs(_, e) => e,
                    _ => continue,
                };
                match effect {
                    Effect::GrantBearer(t) => grantable = grantable.with(*t),
                    Effect::Modify { stats, .. } => {
                        for stat in *stats {
                            modified[*stat as usize] = true;
                        }
                    }
                    _ => {}
                }
            }
        }
        let scripted: Vec<CardId> = (0..cards.len())
            .map(|i| CardId(i as u16))
            .filter(|c| {
                blueprints[cards[c.index()].blueprint as usize]
                    .script
                    .is_some()
            })
            .collect();
        let mut texts = vec![Vec::new(); TextKind::COUNT];
        for &card in &scripted {
            let script = blueprints[cards[card.index()].blueprint as usize].script;
            for (flat, (part, index, ability)) in
                script.iter().flat_map(|s| s.abilities()).enumerate()
            {
                for kind in TextKind::of(ability) {
                    texts[kind.slot()].push(TextRef {
                        card,
                        part,
                        index,
                        flat: flat as u8,
                        ability,
                    });
                }
            }
        }
        Catalogue {
            blueprints,
            cards,
            scripted,
            grantable,
            modified,
            texts,
        }
    }

    /// Texts of a kind, of every card of the game (on table or not).
    pub fn texts(&self, kind: TextKind) -> &[TextRef] {
        &self.texts[kind.slot()]
    }

    /// Cards with a script, in id order.
    pub fn scripted(&self) -> &[CardId] {
        &self.scripted
    }

    /// Whether some card of this game can grant the trait to another card.
    pub fn grantable(&self, t: Trait) -> bool {
        self.grantable.has(t)
    }

    /// Whether some card of this game modifies the stat.
    pub fn modified(&self, stat: Stat) -> bool {
        self.modified[stat as usize]
    }

    /// A set of printed cards, to list identical copies once.
    pub fn distinct(&self) -> Distinct<'_> {
        Distinct {
            cat: self,
            seen: [0; 4],
        }
    }

    /// Whether a card has any of the given `CardCopy` bits.
    pub fn has_bits(&self, card: CardId, bits: u8) -> bool {
        self.cards[card.index()].bits & bits != 0
    }

    /// Whether two cards are copies of the same printed card.
    pub fn same_card(&self, a: CardId, b: CardId) -> bool {
        self.cards[a.index()].blueprint == self.cards[b.index()].blueprint
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn ids(&self) -> impl Iterator<Item = CardId> + '_ {
        (0..self.cards.len()).map(|i| CardId(i as u16))
    }

    pub fn owner(&self, card: CardId) -> Side {
        self.cards[card.index()].owner
    }

    pub fn bp(&self, card: CardId) -> &Blueprint {
        &self.blueprints[self.cards[card.index()].blueprint as usize]
    }

    pub fn blueprints(&self) -> &[Blueprint] {
        &self.blueprints
    }

    /// Cards of `side`, in id order.
    pub fn cards_of(&self, side: Side) -> impl Iterator<Item = CardId> + '_ {
        self.ids().filter(move |&c| self.owner(c) == side)
    }
}
