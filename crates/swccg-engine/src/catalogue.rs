//! The cards of one game, compiled from the card database into compact blueprints.
//!
//! A [`Catalogue`] is built once per game from the two decks and never changes; the game state
//! refers to its cards by [`CardId`]. Stats are read from the database here and nowhere else;
//! game text comes from the script book ([`crate::script::book`]). The catalogue also indexes
//! every ability of the game's cards by what it does, so that a query reads only the texts that
//! can matter to it.

use crate::ids::{CardId, Phase};
use crate::script::{
    Ability, Action, ActionKind, Capacity, Event, Mentions, Modifier, Part, Quantity, Rel, Rule,
    Script, Sel, Slot, Stat, Step, Subject, Sym, When, script_for,
};
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use swccg_cards::{Card, CardType, Face, IconKind, Side, Uniqueness, Value};

/// Interrupt subtypes: where the card goes after it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterruptKind {
    Used,
    Lost,
    UsedOrLost,
    Starting,
    UsedOrStarting,
    LostOrStarting,
}

/// What the engine needs to know of a printed card.
#[derive(Clone, Debug)]
pub struct Blueprint {
    pub gemp_id: String,
    pub title: String,
    pub side: Side,
    pub card_type: CardType,
    pub subtype: String,
    pub interrupt: Option<InterruptKind>,
    /// How many copies may be on table (0: unlimited).
    pub unique: u8,
    /// `None` when no deploy cost is printed (the card deploys free).
    pub deploy: Option<i32>,
    pub power: i32,
    pub ability: i32,
    pub forfeit: Option<i32>,
    pub destiny: i32,
    /// The second number of a card printed with two destiny numbers ("2 or 5": `destiny` is
    /// the first); the player who draws it picks one (CR 1.7).
    pub destiny_alt: Option<i32>,
    pub armor: Option<i32>,
    pub maneuver: Option<i32>,
    pub hyperspeed: Option<i32>,
    pub landspeed: i32,
    pub politics: Option<i32>,
    /// Force icons on each half of a location, by `Side::index`.
    pub icons: [u8; 2],
    /// Printed icons, one bit per `IconKind`.
    pub icon_bits: u64,
    /// For sites: the planet or system the title names (`Tatooine`, `Death Star`); for
    /// systems and sectors, their own title without uniqueness marks. A generic site (◇) has
    /// none: its planet is the row it was deployed to (`Q::planet`).
    pub region: Option<String>,
    /// `region` as a word, for comparisons in selector tests (`Q::planet_sym`).
    pub region_sym: Option<Sym>,
    /// A generic location (◇ Desert, ◇ Spaceport City): it names no planet and deploys to one.
    pub generic: bool,
    /// A system's parsec number.
    pub parsec: Option<i32>,
    /// What a title selector matches: the title, each of its words and word runs, the part
    /// before a comma, the region of a location.
    pub names: Vec<Sym>,
    /// What a keyword selector matches: subtype parts, characteristics, extra lines, and a few
    /// words the database implies (`mine`, `docking bay`, `tie`).
    pub words: Vec<Sym>,
    /// The lore, lowercase.
    pub lore: String,
    pub script: Option<Arc<Script>>,
    /// True when every printed value the engine reads is a plain whole number.
    pub plain_values: bool,
    /// The `listen` bits of the events the card's interrupt modes answer.
    pub interrupt_listens: u32,
    /// A location of Dagobah (the system or one of its sites): the deployment restrictions
    /// of seed 004 "Dagobah" apply there.
    pub dagobah: bool,
    /// The card's own deploy clauses name Dagobah ("deploys only on Dagobah", "deploy on a
    /// Dagobah site"): its text allows it there (seed 004 "Deployment restrictions" [2]).
    pub deploys_to_dagobah: bool,
    /// A site aboard any craft of a kind, not one named by its title: a vehicle site's kind
    /// (`sandcrawler`, seed 001 "Sandcrawler sites"), or a starship class a starship site
    /// names (`star destroyer`: Star Destroyer: Launch Bay, seed 001 "Starship sites").
    pub craft_kind: Option<Sym>,
    /// A holosite: a site where the 'Dejarik Rules' are in effect (seed 004 "Dejarik rules").
    /// It stands alone on the table, is adjacent to no site, and only Dejarik and hologram
    /// cards may be there.
    pub holosite: bool,
    /// A location whose printed text puts the 'Hoth Energy Shield Rules' in effect (Hoth: Main
    /// Power Generators; seed 004 "Deployment restrictions" [3]).
    pub energy_shield: bool,
    /// A Hoth marker site's marker number, read from its title ("(3rd Marker)").
    pub marker: Option<u8>,
    /// Its script makes its bearer an Undercover spy (`makes bearer undercover`).
    pub makes_undercover: bool,
    /// A capital starship (subtype `Capital: …`); other starships are starfighters or
    /// squadrons.
    pub capital: bool,
    /// A squadron class starship (subtype `Squadron: …`, seed 001 "Starship - squadron
    /// class"): one card standing for its component starships. Never a starfighter.
    pub squadron: Option<Squadron>,
    /// The ability a starship's permanent pilot provides ("Permanent pilot provides ability of
    /// 2"), read from the printed text of a starship with the pilot icon.
    pub permanent_pilot: Option<i32>,
    /// What a starship or vehicle may carry, read from its printed text ("May add 6 pilots, 8
    /// passengers…", "May add 1 driver and 7 passengers", "May carry 4 passengers").
    pub capacity: Capacity,
    /// A mobile system (seed 004 "Death Star"): the parsec it deploys at and its hyperspeed,
    /// from its script's `mobile system` clause.
    pub mobile: Option<MobileSystem>,
    /// A sector (seed 003 §3), by its kind: an asteroid sector has the space icon, a cloud
    /// sector the planet icon; other sectors (Death Star II's) are `Other`.
    pub sector: Option<SectorKind>,
    /// A generic location printed with more than one diamond (◇◇◇ Clouds, Asteroid Field):
    /// any number of copies may be at one planet.
    pub many_per_planet: bool,
    /// The site related to Big One (seed 003 §3a: Asteroid Cave or Space Slug Belly), read
    /// from its title: it deploys to Big One, and starfighters land there from Big One only.
    pub big_one_site: bool,
    /// The Big One asteroid sector itself.
    pub big_one: bool,
    /// A vehicle's kind, from its printed subtype (`Transport`, `Combat: AT-AT`, `Shuttle`,
    /// `Creature`); `None` for every other card.
    pub vehicle: Option<VehicleKind>,
    /// An enclosed vehicle (the characteristic printed on its card, seed 004 "Enclosed"):
    /// the characters aboard are not present at its site. Starships are always enclosed and
    /// do not need the flag.
    pub enclosed: bool,
    /// A cloud car (`Combat: Twin-Pod Cloud Car`, `Talon 1 Combat Cloud Car`): kept for the
    /// sector rules of seed 003, which are not read here.
    pub cloud_car: bool,
    /// A site or a system (its subtype), read once: asked at every option list.
    site: bool,
    system: bool,
    /// The phase (of whose turn) in which the card deploys from hand instead of its player's
    /// deploy phase, from its script's `deploy during …` clause (Disarmed: any control phase).
    pub deploys_during: Option<(Rel, Phase)>,
    /// The personas of a unique (•) character, vehicle or starship (CR 1.6), its own first:
    /// every version of one person or craft shares it (`Luke Skywalker, Jedi Knight`, `Master
    /// Luke` and `Son Of Skywalker` are one), and a starship is also the permanent pilots it
    /// names. See [`personas_of`].
    pub personas: Vec<Sym>,
}

/// A squadron class starship's make-up (seed 001 "Starship - squadron class"), read from its
/// printed subtype (`Squadron: B-Wing`, `Squadron: 3 TIE/LNs`, `Squadron: 1 TIE Advanced x1 2
/// TIE/LNS`) and icons (`Pilot x3`, `Nav Computer x3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Squadron {
    /// Each component starship model, lowercase and singular (`tie/ln`, `b-wing`), with how
    /// many of them the card stands for; a model printed without a number stands for three.
    pub components: Vec<(Sym, u8)>,
    /// Permanent pilots aboard: the count printed on its pilot icon.
    pub pilots: u8,
    /// Nav computers aboard: the count printed on its nav computer icon.
    pub nav_computers: u8,
}

impl Squadron {
    /// Reads a squadron's subtype and icons; `None` for any other card.
    pub fn of(face: &Face) -> Option<Squadron> {
        if face.card_type != CardType::Starship {
            return None;
        }
        let subtype = face.subtype.as_deref()?;
        let (class, model) = subtype.split_once(':')?;
        if !class.trim().eq_ignore_ascii_case("squadron") {
            return None;
        }
        let mut components: Vec<(Sym, u8)> = Vec::new();
        let mut count: Option<u8> = None;
        let mut words: Vec<String> = Vec::new();
        let mut flush = |count: &mut Option<u8>, words: &mut Vec<String>| {
            if !words.is_empty() {
                let model = singular(&words.join(" "));
                components.push((Sym::new(&model), count.take().unwrap_or(3)));
                words.clear();
            }
        };
        for w in model.split_whitespace() {
            if let Ok(n) = w.parse::<u8>() {
                flush(&mut count, &mut words);
                count = Some(n);
            } else if !w.eq_ignore_ascii_case("and") {
                words.push(w.to_lowercase());
            }
        }
        flush(&mut count, &mut words);
        let icon_count = |kind: IconKind| {
            face.icons
                .iter()
                .find(|i| i.kind == kind)
                .map_or(0, |i| i.count.max(1))
        };
        Some(Squadron {
            components,
            pilots: icon_count(IconKind::Pilot),
            nav_computers: icon_count(IconKind::NavComputer),
        })
    }

    /// How many starships the squadron stands for (three for every printed squadron).
    pub fn size(&self) -> u8 {
        self.components.iter().map(|&(_, n)| n).sum()
    }
}

/// The kind of craft a site is aboard when its region names a kind rather than one craft
/// (see `Blueprint::craft_kind`). Of the starship classes the catalogue derives from models
/// (`words_of`), only the Star Destroyer has sites of its own in the card pool.
fn craft_kind(face: &Face, region: Option<&str>) -> Option<Sym> {
    const STARSHIP_CLASSES: &[&str] = &["star destroyer"];
    let region = region?.to_lowercase();
    let icon = |kind| face.icons.iter().any(|i| i.kind == kind);
    if face.card_type != CardType::Location {
        return None;
    }
    let kind = icon(IconKind::VehicleSite)
        || (icon(IconKind::Starship) && STARSHIP_CLASSES.contains(&region.as_str()));
    kind.then(|| Sym::new(&region))
}

/// A starship model in the singular: `tie/lns` is `tie/ln`, `b-wings` is `b-wing`.
fn singular(model: &str) -> String {
    let plural =
        model.len() > 2 && model.ends_with('s') && (model.ends_with("ns") || model.ends_with("gs"));
    if plural {
        model[..model.len() - 1].to_string()
    } else {
        model.to_string()
    }
}

/// What a mobile system's text says of its movement (seed 004 "Death Star").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MobileSystem {
    pub start: i32,
    pub hyperspeed: i32,
}

/// The kinds of sectors (seed 003 §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectorKind {
    Asteroid,
    Cloud,
    Other,
}

/// What kind of vehicle a card is (seed 004 "Driver", seed 001 "Shuttle vehicles"): who must
/// be aboard at its helm for it to move and use its power.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VehicleKind {
    /// Driven by any non-droid character (seed 004 "Driver"); driving is not piloting.
    Transport,
    /// Piloted by a character with the pilot icon, or by its permanent pilot.
    Combat,
    /// Piloted like a combat vehicle (seed 001 "Shuttle vehicles").
    Shuttle,
    /// Ridden: it moves and battles by itself, its riders are passengers.
    Creature,
}

impl VehicleKind {
    fn of(subtype: &str) -> VehicleKind {
        let lower = subtype.to_ascii_lowercase();
        if lower.starts_with("combat") {
            VehicleKind::Combat
        } else if lower.starts_with("shuttle") {
            VehicleKind::Shuttle
        } else if lower.starts_with("creature") {
            VehicleKind::Creature
        } else {
            VehicleKind::Transport
        }
    }
}

impl Capacity {
    /// Reads the "May add …" sentence of a printed text.
    pub fn from_text(text: &str) -> Capacity {
        Capacity::from_sentence(text, "May add ")
    }

    /// Reads a vehicle's capacity: "May add 1 driver and 7 passengers", "May add 2 'riders'
    /// (passengers)", or "May carry 4 passengers" (a driver counts as the pilot slot).
    pub fn from_vehicle_text(text: &str) -> Capacity {
        let cap = Capacity::from_sentence(text, "May add ");
        if cap == Capacity::default() {
            Capacity::from_sentence(text, "May carry ")
        } else {
            cap
        }
    }

    fn from_sentence(text: &str, opening: &str) -> Capacity {
        let mut cap = Capacity::default();
        let Some(start) = text.find(opening) else {
            return cap;
        };
        let rest = &text[start + opening.len()..];
        let sentence = rest.split('.').next().unwrap_or("");
        for part in sentence.split(", ").flat_map(|p| p.split(" and ")) {
            // "2 vehicles, and 4 TIEs": the serial comma leaves "and 4 TIEs".
            let part = part.strip_prefix("and ").unwrap_or(part);
            let mut words = part.split_whitespace();
            let Some(n) = words.next().and_then(|w| w.parse::<u8>().ok()) else {
                continue;
            };
            let what: Vec<&str> = words.collect();
            match what.as_slice() {
                ["pilot" | "pilots", "or", "passenger" | "passengers"] => cap.either += n,
                ["pilot" | "pilots" | "driver" | "drivers"] => cap.pilots += n,
                ["passenger" | "passengers"] => cap.passengers += n,
                [_, "(passenger)" | "(passengers)"] => cap.passengers += n,
                ["vehicle" | "vehicles"] => cap.vehicles += n,
                [w] if w.starts_with("TIE") => {
                    cap.starfighters += n;
                    cap.ties_only = true;
                }
                [w] if w.starts_with("starfighter") => cap.starfighters += n,
                _ => {}
            }
        }
        cap
    }
}

/// The ability a permanent pilot provides, from a printed text ("… provides ability of 2";
/// several permanent pilots, a squadron's included: "… provide total ability of 3").
pub fn permanent_pilot_ability(text: &str) -> Option<i32> {
    let (at, len) = ["provides ability of ", "provide total ability of "]
        .iter()
        .find_map(|p| text.find(p).map(|at| (at, p.len())))?;
    let rest = &text[at + len..];
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

pub(crate) fn icon_bit(kind: IconKind) -> u64 {
    1u64 << (kind as u64)
}

impl Blueprint {
    pub fn from_card(card: &Card) -> Blueprint {
        Blueprint::from_card_with(card, script_for(&card.gemp_id))
    }

    /// A blueprint with the given script (tests and the drafting tool try scripts that are not
    /// in the book).
    pub fn from_card_with(card: &Card, script: Option<Arc<Script>>) -> Blueprint {
        let whole = |n: swccg_cards::Number| f64::from(n.floor()) == n.as_f64();
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
        // A `*` forfeit is defined by the text (the Septoid droid's "begins at 7"): it reads 0,
        // and the script adds to it.
        let forfeit = if matches!(face.forfeit, Some(Value::Star)) {
            Some(0)
        } else {
            num(&face.forfeit)
        };
        // Two whole destiny numbers ("2 or 5") are both read: the drawer picks (CR 1.7).
        let (destiny, destiny_alt) = match face.destiny {
            Some(Value::Either(a, b)) if whole(a) && whole(b) => (a.floor(), Some(b.floor())),
            _ => (num(&face.destiny).unwrap_or(0), None),
        };
        let armor = num(&face.armor);
        let maneuver = num(&face.maneuver);
        let hyperspeed = num(&face.hyperspeed);
        let landspeed = num(&face.landspeed);
        let politics = num(&face.politics);
        // A `*` deploy cost is defined by the text (Jawas); the script says how it is paid.
        if deploy_star {
            plain = true;
        }
        let subtype = face.subtype.clone().unwrap_or_default();
        let capital = face.card_type == CardType::Starship
            && subtype.to_ascii_lowercase().starts_with("capital");
        let squadron = Squadron::of(face);
        let vehicle = (face.card_type == CardType::Vehicle).then(|| VehicleKind::of(&subtype));
        let cloud_car = vehicle.is_some() && subtype.to_ascii_lowercase().contains("cloud car");
        let interrupt = (face.card_type == CardType::Interrupt).then(|| {
            match subtype.to_ascii_lowercase().as_str() {
                "used" => InterruptKind::Used,
                "used or lost" => InterruptKind::UsedOrLost,
                "starting" => InterruptKind::Starting,
                "used or starting" => InterruptKind::UsedOrStarting,
                "lost or starting" => InterruptKind::LostOrStarting,
                _ => InterruptKind::Lost,
            }
        });
        let region = location_region(face);
        let sector = (face.card_type == CardType::Location
            && subtype.eq_ignore_ascii_case("sector"))
        .then(|| {
            if face.icons.iter().any(|i| i.kind == IconKind::Space) {
                SectorKind::Asteroid
            } else if face.icons.iter().any(|i| i.kind == IconKind::Planet) {
                SectorKind::Cloud
            } else {
                SectorKind::Other
            }
        });
        let icon_bits = face
            .icons
            .iter()
            .filter(|i| i.kind != IconKind::Expansion)
            .fold(0, |bits, i| bits | icon_bit(i.kind));
        Blueprint {
            gemp_id: card.gemp_id.clone(),
            title: face.title.clone(),
            side: card.side,
            card_type: face.card_type,
            site: face.card_type == CardType::Location && subtype.eq_ignore_ascii_case("site"),
            system: face.card_type == CardType::Location && subtype.eq_ignore_ascii_case("system"),
            subtype,
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
            destiny_alt,
            armor,
            maneuver,
            hyperspeed,
            landspeed: landspeed.unwrap_or(if face.card_type == CardType::Character {
                1
            } else {
                0
            }),
            politics,
            icons: [face.dark_side_icons, face.light_side_icons],
            icon_bits,
            names: names_of(face, region.as_deref()),
            words: words_of(face),
            lore: face.lore.clone().unwrap_or_default().to_lowercase(),
            interrupt_listens: script.as_ref().map_or(0, |s| {
                s.abilities()
                    .filter_map(|(_, a)| match a {
                        Ability::Action(a) if matches!(a.kind, ActionKind::Interrupt(_)) => {
                            Some(action_listens(a))
                        }
                        _ => None,
                    })
                    .fold(0, |x, y| x | y)
            }),
            dagobah: face.card_type == CardType::Location
                && (region.as_deref() == Some("Dagobah")
                    || face.title.trim_start_matches('•').trim_end_matches(" (V)") == "Dagobah"),
            craft_kind: craft_kind(face, region.as_deref()),
            holosite: is_holosite(face),
            energy_shield: face.location_text.as_ref().is_some_and(|t| {
                t.dark.contains("Hoth Energy Shield Rules")
                    || t.light.contains("Hoth Energy Shield Rules")
            }),
            marker: marker_number(&face.title),
            makes_undercover: script.as_ref().is_some_and(|s| {
                s.abilities()
                    .any(|(_, a)| matches!(a, Ability::MakesBearerUndercover))
            }),
            deploys_to_dagobah: script.as_ref().is_some_and(|s| names_dagobah_to_deploy(s)),
            generic: matches!(face.uniqueness, Uniqueness::Diamond(_)),
            parsec: face.parsec.as_ref().and_then(|v| match v {
                Value::Fixed(n) => Some(n.floor()),
                _ => None,
            }),
            capital,
            squadron,
            permanent_pilot: (matches!(face.card_type, CardType::Starship | CardType::Vehicle)
                && face.icons.iter().any(|i| i.kind == IconKind::Pilot))
            .then(|| permanent_pilot_ability(&face.game_text))
            .flatten(),
            capacity: match face.card_type {
                CardType::Starship => Capacity::from_text(&face.game_text),
                CardType::Vehicle => Capacity::from_vehicle_text(&face.game_text),
                _ => Capacity::default(),
            },
            mobile: script.as_ref().and_then(|s| {
                s.abilities().find_map(|(_, a)| match a {
                    Ability::MobileSystem { start, hyperspeed } => Some(MobileSystem {
                        start: *start,
                        hyperspeed: *hyperspeed,
                    }),
                    _ => None,
                })
            }),
            sector,
            many_per_planet: matches!(face.uniqueness, Uniqueness::Diamond(n) if n > 1),
            big_one_site: face.card_type == CardType::Location && face.title.contains("Big One:"),
            big_one: sector.is_some() && face.title.trim_start_matches(['<', '>']) == "Big One",
            vehicle,
            enclosed: face.card_type == CardType::Vehicle
                && face
                    .characteristics
                    .iter()
                    .any(|c| c.eq_ignore_ascii_case("enclosed")),
            cloud_car,
            personas: personas_of(face),
            deploys_during: script.as_ref().and_then(|s| {
                s.front.text.iter().find_map(|a| match a {
                    Ability::DeployDuring(rel, phase) => Some((*rel, *phase)),
                    _ => None,
                })
            }),
            region_sym: region.as_deref().map(Sym::new),
            region,
            script,
            plain_values: plain,
        }
    }

    pub fn is_character(&self) -> bool {
        self.card_type == CardType::Character
    }

    pub fn is_location(&self) -> bool {
        self.card_type == CardType::Location
    }

    pub fn has_icon(&self, kind: IconKind) -> bool {
        self.icon_bits & icon_bit(kind) != 0
    }

    pub fn has_word(&self, word: Sym) -> bool {
        self.words.contains(&word)
    }

    /// Whether a title selector names this card (`Luke` matches Luke and Luke Skywalker;
    /// `Tatooine` matches every Tatooine site).
    pub fn named(&self, name: Sym) -> bool {
        self.names.contains(&name)
    }

    pub fn is_system(&self) -> bool {
        self.system
    }

    pub fn is_sector(&self) -> bool {
        self.sector.is_some()
    }

    pub fn is_site(&self) -> bool {
        self.site
    }

    /// A printed value by its name (0 when not printed).
    pub fn stat(&self, stat: Stat) -> i32 {
        match stat {
            Stat::Power => self.power,
            Stat::Ability => self.ability,
            Stat::Forfeit => self.forfeit.unwrap_or(0),
            Stat::Destiny => self.destiny,
            Stat::Deploy => self.deploy.unwrap_or(0),
            Stat::Armor => self.armor.unwrap_or(0),
            Stat::Maneuver => self.maneuver.unwrap_or(0),
            Stat::Hyperspeed => self.hyperspeed.unwrap_or(0),
            Stat::Landspeed => self.landspeed,
            Stat::Defense => 0,
            Stat::Politics => self.politics.unwrap_or(0),
            // A card that is no system has no parsec: no parsec number matches it.
            Stat::Parsec => self.parsec.unwrap_or(-1),
        }
    }
}

/// Whether a script's deploy clauses (or, for a Utinni Effect, its target clause) name Dagobah
/// or a Dagobah site ("Deploy on Dagobah: Cave").
fn names_dagobah_to_deploy(script: &Script) -> bool {
    let deploys: Vec<Ability> = script
        .front
        .text
        .iter()
        .filter(|a| {
            matches!(
                a,
                Ability::Deploy { .. } | Ability::DeployOnly(_) | Ability::Target(_)
            )
        })
        .cloned()
        .collect();
    Mentions::of_abilities(&deploys).titles.iter().any(|t| {
        let t = t.as_str();
        t == "dagobah" || t.starts_with("dagobah:")
    })
}

/// A marker site's number, from a title such as "Hoth: Defensive Perimeter (3rd Marker)".
fn marker_number(title: &str) -> Option<u8> {
    let (_, rest) = title.rsplit_once('(')?;
    let n = rest.strip_suffix(" Marker)")?;
    n.trim_end_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

/// Holosites are the sites where the 'Dejarik Rules' are in effect (Dejarik Hologameboard,
/// Imperial Holotable).
fn is_holosite(face: &Face) -> bool {
    face.location_text
        .as_ref()
        .is_some_and(|t| t.dark.contains("Dejarik Rules") || t.light.contains("Dejarik Rules"))
}

/// The planet or system a location belongs to, by its title: the part before the colon of a
/// site's title, a system's (or sector's) own title; none for generic sites and cards that are
/// not locations.
fn location_region(face: &Face) -> Option<String> {
    if face.card_type != CardType::Location || matches!(face.uniqueness, Uniqueness::Diamond(_)) {
        return None;
    }
    match face.title.split_once(':') {
        // Seed 003 §1: Cloud City floats over Bespin, and its sites are related to Bespin.
        Some((planet, _)) if planet.trim_start_matches('•').trim() == "Cloud City" => {
            Some("Bespin".to_string())
        }
        Some((planet, _)) => Some(planet.trim().to_string()),
        None if !face
            .subtype
            .as_deref()
            .is_some_and(|s| s.eq_ignore_ascii_case("site")) =>
        {
            let title = face.title.trim_start_matches(['•', '<', '>']).trim();
            Some(title.trim_end_matches(" (V)").to_string())
        }
        None => None,
    }
}

/// The names a title selector matches.
/// Whether `words` (lower case) are in a title as whole words, a possessive's "'s" apart
/// ("Vader" is in "Vader's Personal Shuttle").
pub fn title_has(title: &str, words: &str) -> bool {
    let norm = |s: &str| {
        let spaced: String = s
            .to_lowercase()
            .replace("'s ", " ")
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' {
                    c
                } else {
                    ' '
                }
            })
            .collect();
        format!(
            " {} ",
            spaced.split_whitespace().collect::<Vec<_>>().join(" ")
        )
    };
    norm(&format!("{title} ")).contains(&norm(words))
}

fn names_of(face: &Face, region: Option<&str>) -> Vec<Sym> {
    let mut out = vec![Sym::new(&face.title)];
    let lower = face.title.to_lowercase();
    if let Some((before, _)) = lower.split_once(',') {
        out.push(Sym::new(before));
    }
    if let Some(r) = region {
        out.push(Sym::new(r));
    }
    // Every run of up to four words of the title, so that `"Beru Lars"`, `"Luke"` and
    // `"Death Star"` all name the cards whose titles hold them.
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '\'' | '/')))
        .filter(|w| !w.is_empty())
        .collect();
    for len in 1..=4.min(words.len()) {
        for start in 0..=words.len() - len {
            let run = &words[start..start + len];
            // Seed 004 "Death Star and Death Star II": in game text "Death Star" is the first
            // Death Star only; "Death Star II" and its sites are not named by it.
            if run.ends_with(&["death", "star"]) && words.get(start + len) == Some(&"ii") {
                continue;
            }
            out.push(Sym::new(&run.join(" ")));
        }
    }
    // A quoted word of a title ("MSE-6 'Mouse' Droid") also names the card without quotes.
    for w in &words {
        if w.len() > 2 && w.starts_with('\'') && w.ends_with('\'') {
            out.push(Sym::new(w.trim_matches('\'')));
        }
    }
    // Nicknames the printed texts use for persona whose titles spell them otherwise.
    for (in_title, nickname) in [
        ("chewbacca", "chewie"),
        ("artoo-detoo", "artoo"),
        ("see-threepio", "threepio"),
    ] {
        if words.contains(&in_title) {
            out.push(Sym::new(nickname));
        }
    }
    out.sort_by_key(|s| s.as_str());
    out.dedup();
    out
}

/// Rank and title words a character's version may put before its name ("Captain Han Solo",
/// "Master Luke", "Darth Maul"), longest first.
const PERSONA_RANKS: [&str; 23] = [
    "supreme chancellor",
    "grand admiral",
    "lieutenant",
    "chancellor",
    "commander",
    "princess",
    "corporal",
    "sergeant",
    "governor",
    "colonel",
    "captain",
    "general",
    "admiral",
    "emperor",
    "senator",
    "master",
    "prince",
    "major",
    "queen",
    "chief",
    "agent",
    "darth",
    "lord",
];

/// Names of one persona that its versions' titles spell differently: (name left once ranks
/// and epithets are gone, the persona).
const PERSONA_NAMES: [(&str, &str); 19] = [
    ("luke", "luke skywalker"),
    ("son of skywalker", "luke skywalker"),
    ("han", "han solo"),
    ("solo", "han solo"),
    ("leia", "leia organa"),
    ("daughter of skywalker", "leia organa"),
    ("chewie", "chewbacca"),
    ("chewbacca of kashyyyk", "chewbacca"),
    ("ben kenobi", "obi-wan kenobi"),
    ("kenobi", "obi-wan kenobi"),
    ("obi-wan", "obi-wan kenobi"),
    ("qui-gon", "qui-gon jinn"),
    ("lando", "lando calrissian"),
    ("calrissian", "lando calrissian"),
    ("boba", "boba fett"),
    ("sidious", "palpatine"),
    ("the emperor", "palpatine"),
    ("padme naberrie", "amidala"),
    ("artoo", "r2-d2"),
];

/// A card's own persona (CR 1.6), for a unique (•) character, vehicle or starship: its title
/// without uniqueness marks and bracketed tags ("(V)", "(AI)", "(See-Threepio)"); for a
/// character also without its epithet (", Jedi Knight"), its weapon (" With Lightsaber") and a
/// leading rank, then with the names above made one; for a starship or vehicle with a named
/// pilot in its title ("Gold Leader In Gold 1"), the craft after " In ". Cards of two or three
/// dots are not personas: several copies of them may be on table.
pub fn persona_of(face: &Face) -> Option<Sym> {
    let kinds = [CardType::Character, CardType::Vehicle, CardType::Starship];
    if face.uniqueness != Uniqueness::Unique(1) || !kinds.contains(&face.card_type) {
        return None;
    }
    let mut title = face.title.trim_start_matches(['•', '<', '>']).trim();
    while let Some(open) = title.strip_suffix(')').and_then(|t| t.rfind(" (")) {
        title = title[..open].trim_end();
    }
    Some(match face.card_type {
        CardType::Character => character_persona(title),
        _ => Sym::new(&title.rsplit(" In ").next().unwrap_or(title).to_lowercase()),
    })
}

/// Every persona a card is (CR 1.6, seed 003 §12): its own, then those of the permanent
/// pilots and astromechs its text names ("Permanent pilot is •Dutch"), and of the starships a
/// squadron's permanent pilots fly ("… to total power of •Vader's Custom TIE, •Black 2 and
/// •Black 3"): every •name of the text's permanent-crew sentences.
pub fn personas_of(face: &Face) -> Vec<Sym> {
    let Some(own) = persona_of(face) else {
        return Vec::new();
    };
    let mut out = vec![own];
    if face.card_type != CardType::Character {
        for sentence in face.game_text.split(". ") {
            if !sentence.trim_start().starts_with("Permanent ") {
                continue;
            }
            for named in sentence.split('•').skip(1) {
                let end = [",", " and ", " who", ":", "."]
                    .iter()
                    .filter_map(|stop| named.find(stop))
                    .min()
                    .unwrap_or(named.len());
                out.push(character_persona(named[..end].trim()));
            }
        }
    }
    out.dedup();
    out
}

/// The persona of a character's title or name: see [`persona_of`].
fn character_persona(title: &str) -> Sym {
    let title = title.split(',').next().unwrap_or(title);
    let title = title.split(" With ").next().unwrap_or(title);
    let lower = title.trim().to_lowercase();
    let name = PERSONA_RANKS
        .iter()
        .find_map(|rank| lower.strip_prefix(rank)?.strip_prefix(' '))
        .unwrap_or(&lower);
    let name = PERSONA_NAMES
        .iter()
        .find_map(|&(spelled, persona)| (spelled == name).then_some(persona))
        .unwrap_or(name);
    Sym::new(name)
}

/// Makes one persona of a one-word name and the one longer name of the game it begins
/// ("Dash", as a permanent pilot's text names him, and Dash Rendar): texts name a persona by
/// its first name. A first name that begins two personas of the game stays apart.
fn join_first_names(blueprints: &mut [Blueprint]) {
    let mut all: Vec<Sym> = blueprints.iter().flat_map(|b| b.personas.clone()).collect();
    all.sort_by_key(|s| s.as_str());
    all.dedup();
    let full = |short: Sym| -> Option<Sym> {
        let short = short.as_str();
        if short.contains(' ') {
            return None;
        }
        let mut longer = all.iter().filter(|p| {
            p.as_str()
                .strip_prefix(short)
                .is_some_and(|rest| rest.starts_with(' '))
        });
        match (longer.next(), longer.next()) {
            (Some(&one), None) => Some(one),
            _ => None,
        }
    };
    for b in blueprints {
        for p in &mut b.personas {
            if let Some(one) = full(*p) {
                *p = one;
            }
        }
        b.personas.dedup();
    }
}

/// Words that precede "Squadron" without naming a flight squadron (`TIE Assault Squadron` is a
/// class of card, `Elite Squadron Stormtrooper` a trooper).
const NOT_DESIGNATIONS: [&str; 3] = ["assault", "attack", "elite"];

/// Flight squadrons whose starships' titles give their name and number (`Black 4`, `Red
/// Leader`, `Gold 1`) without the word "Squadron".
const SQUADRON_NAMES: [&str; 10] = [
    "red", "black", "gold", "rogue", "green", "blue", "gray", "saber", "obsidian", "scimitar",
];

/// A card's squadron designations (seed 001 "Squadron designations"), lowercase: `<Name>
/// Squadron` in its title, lore or game text, and a title of a known squadron's name followed
/// by a number or "Leader" (`Black 4`: black squadron).
pub fn squadron_designations(face: &Face) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let lore = face.lore.as_deref().unwrap_or("");
    for text in [face.title.as_str(), lore, face.game_text.as_str()] {
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        for pair in words.windows(2) {
            let name = pair[0].to_lowercase();
            if pair[1] == "Squadron"
                && pair[0].starts_with(|c: char| c.is_ascii_uppercase())
                && !NOT_DESIGNATIONS.contains(&name.as_str())
            {
                out.push(format!("{name} squadron"));
            }
        }
    }
    let title = face.title.trim_start_matches('•').trim();
    let mut words = title.split_whitespace();
    if let (Some(first), Some(second)) = (words.next(), words.next()) {
        let name = first.to_lowercase();
        let numbered =
            second.chars().all(|c| c.is_ascii_digit()) || second.eq_ignore_ascii_case("leader");
        if numbered && SQUADRON_NAMES.contains(&name.as_str()) {
            out.push(format!("{name} squadron"));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The words of a printed subtype: `Alien/Imperial` gives alien and imperial; a starship's
/// `Starfighter: TIE/LN` gives starfighter and tie/ln (the model stays whole).
pub fn subtype_words(subtype: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (class, model) = match subtype.split_once(':') {
        Some((class, model)) => (class, Some(model)),
        None => (subtype, None),
    };
    for part in class.split(['/', ',']) {
        let part = part.trim();
        if !part.is_empty() {
            out.push(part.to_lowercase());
        }
    }
    if let Some(model) = model.map(str::trim).filter(|m| !m.is_empty()) {
        out.push(model.to_lowercase());
    }
    out
}

/// The words a keyword selector matches.
/// A senator's agendas ("Agendas: justice, peace.") as words of the card: "justice agenda",
/// "peace agenda".
pub fn agenda_words(game_text: &str) -> Vec<String> {
    let text = game_text.trim_start();
    let Some(rest) = text
        .strip_prefix("Agendas:")
        .or_else(|| text.strip_prefix("Agenda:"))
    else {
        return Vec::new();
    };
    rest.split('.')
        .next()
        .unwrap_or("")
        .split(',')
        .map(|a| a.trim().to_lowercase())
        .filter(|a| !a.is_empty())
        .map(|a| format!("{a} agenda"))
        .collect()
}

/// The word an expansion icon gives its cards (`[episode i]`), read by `Sel::Expansion`;
/// "Reflections II" and "Reflections 2" (both printed) are one icon.
pub fn expansion_sym(name: &str) -> Sym {
    let lower = name.to_lowercase();
    let name = match lower.as_str() {
        "reflections ii" => "reflections 2",
        "reflections iii" => "reflections 3",
        other => other,
    };
    Sym::new(&format!("[{name}]"))
}

fn words_of(face: &Face) -> Vec<Sym> {
    let mut out = Vec::new();
    // A squadron is `squadron` and each of its component models (seed 001 "Starship -
    // squadron class": it counts as those starships), never a starfighter.
    if let Some(squadron) = Squadron::of(face) {
        out.push(Sym::new("squadron"));
        out.extend(squadron.components.iter().map(|&(model, _)| model));
    } else {
        for part in subtype_words(face.subtype.as_deref().unwrap_or("")) {
            out.push(Sym::new(&part));
        }
    }
    for c in face.characteristics.iter().chain(&face.extra_text) {
        out.push(Sym::new(c));
        // "Imperial (starship)" also reads as "Imperial".
        if let Some((base, _)) = c.split_once(" (") {
            out.push(Sym::new(base));
        }
    }
    let title = face.title.to_lowercase();
    // An effect with no subtype is a "normal" effect: card texts that name "Effects" mean
    // these (seed 004 "Effect").
    if face.card_type == CardType::Effect && face.subtype.is_none() {
        out.push(Sym::new("normal"));
    }
    if face.card_type == CardType::Weapon && title.ends_with("mine") {
        out.push(Sym::new("mine"));
    }
    // A starship whose model is a freighter ("Modified Light Freighter") is a freighter.
    if face.card_type == CardType::Starship
        && face
            .subtype
            .as_deref()
            .is_some_and(|s| s.to_lowercase().contains("freighter"))
    {
        out.push(Sym::new("freighter"));
    }
    // A starship whose model is a Star Destroyer ("Capital: Imperial-Class Star Destroyer")
    // is a star destroyer, what texts name ("piloting a star destroyer").
    if face.card_type == CardType::Starship
        && face
            .subtype
            .as_deref()
            .is_some_and(|s| s.to_lowercase().contains("star destroyer"))
    {
        out.push(Sym::new("star destroyer"));
    }
    // A starship whose model is a Star Cruiser ("Capital: Mon Calamari Star Cruiser") is a
    // star cruiser ("no star cruiser on table").
    if face.card_type == CardType::Starship
        && face
            .subtype
            .as_deref()
            .is_some_and(|s| s.to_lowercase().contains("star cruiser"))
    {
        out.push(Sym::new("star cruiser"));
    }
    // A starfighter or squadron whose model is a TIE ("Starfighter: TIE/LN") is a TIE, what
    // "TIEs" slots take (seed 001 "Capacity") and texts name ("Your TIEs").
    if face.card_type == CardType::Starship
        && face
            .subtype
            .as_deref()
            .and_then(|s| s.split_once(':'))
            .is_some_and(|(_, model)| model.trim_start().starts_with("TIE"))
    {
        out.push(Sym::new("tie"));
    }
    // A ◇ location is generic ("one <> site").
    if matches!(face.uniqueness, Uniqueness::Diamond(_)) {
        out.push(Sym::new("generic"));
    }
    // Expansion icons ("[Episode I] Yoda"), bracketed so that no printed word matches them.
    for icon in &face.icons {
        if icon.kind == IconKind::Expansion {
            out.push(expansion_sym(&icon.name));
        }
    }
    if face.card_type == CardType::Location && title.contains("docking bay") {
        out.push(Sym::new("docking bay"));
    }
    // Holosites are the sites where the 'Dejarik Rules' are in effect (Dejarik Hologameboard,
    // Imperial Holotable).
    if is_holosite(face) {
        out.push(Sym::new("holosite"));
    }
    for agenda in agenda_words(&face.game_text) {
        out.push(Sym::new(&agenda));
    }
    // Seed 001 "Squadron designations": `black squadron`, and with what the card is besides:
    // `black squadron pilot` (a character with the pilot icon), `black squadron starfighter`,
    // `black squadron tie`, `red squadron x-wing` (a starship and its model). A character
    // piloting a starship of a squadron is that squadron's pilot too (`Q::matches`).
    let designations = squadron_designations(face);
    let pilot = face.card_type == CardType::Character
        && face.icons.iter().any(|i| i.kind == IconKind::Pilot);
    let models: Vec<String> = if face.card_type == CardType::Starship {
        let mut kinds = Vec::new();
        if let Some(squadron) = Squadron::of(face) {
            kinds.extend(
                squadron
                    .components
                    .iter()
                    .map(|(m, _)| m.as_str().to_string()),
            );
        } else {
            kinds.extend(subtype_words(face.subtype.as_deref().unwrap_or("")));
        }
        if kinds.iter().any(|k| k.starts_with("tie")) {
            kinds.push("tie".into());
        }
        kinds
    } else {
        Vec::new()
    };
    for d in &designations {
        out.push(Sym::new(d));
        if pilot {
            out.push(Sym::new(&format!("{d} pilot")));
        }
        for kind in &models {
            out.push(Sym::new(&format!("{d} {kind}")));
        }
    }
    // Stormtroopers include sandtroopers and snowtroopers (seed 001 "Stormtrooper").
    if face
        .characteristics
        .iter()
        .any(|c| matches!(c.to_lowercase().as_str(), "sandtrooper" | "snowtrooper"))
    {
        out.push(Sym::new("stormtrooper"));
    }
    // Jedi Knights and Jedi Masters are Jedi; Dark Jedi Masters are Dark Jedi (a Dark Jedi is
    // no Jedi). The designation is printed as a subtype or below the title.
    let designations = subtype_words(face.subtype.as_deref().unwrap_or(""))
        .into_iter()
        .chain(face.extra_text.iter().map(|t| t.to_lowercase()));
    for d in designations {
        match d.as_str() {
            "jedi knight" | "jedi master" => out.push(Sym::new("jedi")),
            "dark jedi master" => out.push(Sym::new("dark jedi")),
            _ => {}
        }
    }
    out.sort_by_key(|s| s.as_str());
    out.dedup();
    out
}

/// Groups of texts the engine looks up by what they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// Modifiers of a quantity (static ones; lasting ones live in the state).
    Modify(Quantity),
    /// Rules on cards, of one kind.
    Rule(Rule),
    /// Top-level actions of cards on table (at any time, during a turn or phase).
    TopAction,
    /// Actions of cards on table used during a battle.
    BattleAction,
    /// Actions of cards on table (optional or mandatory) answering events of one `listen`
    /// bit (its index).
    WindowAction(u8),
    /// "Flip this card if …", "lost if …": checked whenever a player is about to act.
    StateCheck,
}

const STATS: usize = Stat::ALL.len();
const QUANTITIES: usize = STATS + 24;
// `rule_slot` numbers reach 59; 52 is free.
const RULES: usize = 60;

/// Whether a step sets a lasting rule on a player.
fn lasting_player_rule(step: &Step) -> bool {
    match step {
        Step::LastingRule(rule, ..) => rule.player().is_some(),
        Step::If(_, inner) => lasting_player_rule(inner),
        _ => false,
    }
}

/// The index of a rule kind among the catalogue's text lists.
#[inline]
fn rule_slot(rule: Rule) -> usize {
    match rule {
        Rule::CannotMove => 0,
        Rule::MayNotBattle => 1,
        Rule::MayNotUseWeapons => 2,
        Rule::ImmuneToAttrition => 3,
        Rule::ImmuneTo => 4,
        Rule::GainsIcon(_) => 5,
        Rule::DeploysWithoutPresence => 6,
        Rule::ReactDeploy => 7,
        Rule::ReactMove => 8,
        Rule::ForfeitForHit => 9,
        Rule::NotCancellable => 10,
        Rule::Nighttime => 11,
        Rule::PaysAlone => 12,
        Rule::MayNotDrain(_) => 13,
        Rule::MayNotInitiateBattle(_) => 14,
        Rule::DrainNotCancellable(_) => 15,
        Rule::IgnoresLocationRestrictions => 16,
        Rule::MayDeployHere => 17,
        Rule::MayNotReact(_) => 18,
        Rule::FreeMoveBetween => 19,
        Rule::FreeMoveInControl => 20,
        Rule::FreeMoveHere => 21,
        Rule::ForfeitFromHand => 22,
        Rule::TextCancelled => 23,
        Rule::Rotated => 24,
        Rule::CannotMoveTo => 25,
        Rule::MovesFree => 26,
        Rule::ShuttlesFree => 27,
        Rule::ReactDeployPiloted => 28,
        Rule::HitToUsedPile => 29,
        Rule::MayNotBeAboard => 30,
        Rule::MayNotCarryWeapons => 31,
        Rule::JumpOff => 32,
        Rule::AsteroidRules => 48,
        Rule::CaveRules => 49,
        Rule::TransfersFreeHere => 51,
        Rule::DrainNotModifiable(_) => 33,
        Rule::MayDeployAboard => 34,
        Rule::MoveBetween => 35,
        Rule::MovePhaseExteriorOnly => 36,
        Rule::PlayFromLostPile => 37,
        Rule::MayNotDeployHere => 38,
        Rule::LikeStarfighter => 39,
        Rule::PlayedAsUsed => 40,
        Rule::FiresLanded => 41,
        Rule::FiresSeveral => 42,
        Rule::MayNotBePlayed => 43,
        Rule::DrainBonusCanceled => 44,
        Rule::FiresAt => 45,
        Rule::RemainsWhenForfeited => 46,
        Rule::ExpandsText => 53,
        Rule::DrainLossFromReserve(_) => 47,
        Rule::FreeMoveFrom => 50,
        Rule::InPlaceOf(_) => 54,
        Rule::LosesImmunityToAttrition => 55,
        Rule::CrossesWhenBlownAway => 56,
        Rule::GainsSkill(_) => 57,
        Rule::NotStealable => 58,
        Rule::RelocatesOnlyTo => 59,
    }
}

/// The index of a quantity among the catalogue's text lists.
#[inline(always)]
pub fn quantity_slot(q: Quantity) -> usize {
    match q {
        // `Stat::ALL` lists the stats in declaration order (checked by a unit test).
        Quantity::Stat(s) => s as usize,
        Quantity::DeployEach => STATS,
        Quantity::Immunity => STATS + 1,
        Quantity::ForceDrain => STATS + 2,
        Quantity::TotalPower => STATS + 3,
        Quantity::BattleDestinyDraws => STATS + 4,
        Quantity::BattleDestiny => STATS + 5,
        Quantity::WeaponDestiny => STATS + 6,
        Quantity::Attrition => STATS + 7,
        Quantity::BattleDamage => STATS + 8,
        Quantity::ForceIcons => STATS + 9,
        Quantity::Generation => STATS + 10,
        Quantity::TransitCost => STATS + 11,
        Quantity::ControlAbility => STATS + 12,
        Quantity::BattleDestinyAbility => STATS + 13,
        Quantity::BattleCost => STATS + 14,
        Quantity::ForceLoss => STATS + 15,
        Quantity::DrainCost => STATS + 16,
        Quantity::DrainLoss => STATS + 17,
        Quantity::LossCost => STATS + 18,
        Quantity::PowerDestinyDraws => STATS + 19,
        Quantity::TotalBattleDestiny => STATS + 20,
        Quantity::FireCost => STATS + 21,
        Quantity::TransitCostTo => STATS + 22,
        Quantity::EpicTotal => STATS + 23,
    }
}

const LISTEN_BITS: usize = 23;

impl TextKind {
    const COUNT: usize = QUANTITIES + RULES + 3 + LISTEN_BITS;

    #[inline(always)]
    fn slot(self) -> usize {
        match self {
            TextKind::Modify(q) => quantity_slot(q),
            TextKind::Rule(r) => QUANTITIES + rule_slot(r),
            TextKind::TopAction => QUANTITIES + RULES,
            TextKind::BattleAction => QUANTITIES + RULES + 1,
            TextKind::WindowAction(bit) => QUANTITIES + RULES + 2 + usize::from(bit),
            TextKind::StateCheck => QUANTITIES + RULES + 2 + LISTEN_BITS,
        }
    }
}

/// One ability of one card of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextRef {
    pub card: CardId,
    /// The ability's number in its script (see `Script::abilities`).
    pub num: u8,
    pub slot: Slot,
    /// For a modifier or a rule: the index in `Catalogue::reach` of the printed cards its
    /// subject may match (`NO_REACH`: any card).
    reach: u16,
    /// For a rule with an argument (`may move free between here and <locations>`): the same
    /// for the argument.
    arg_reach: u16,
    /// For a top-level action, the phases it may be used in (a bit per `Phase`, see
    /// `phase_bit`), so that an action window skips the others without reading the table;
    /// every bit for any other text.
    phases: u16,
    /// For a modifier or a rule whose subject is the card itself (`this`, alone or with
    /// other conditions): it may name no other card, not even a copy (`Catalogue::may_reach`).
    own: bool,
    /// For a modifier or a rule whose subject must be "here" (`for you here`, `on your
    /// characters here`): it names only what is at its card's own location (`TextRef::here`).
    here: bool,
}

/// A phase's bit in `TextRef::phases`.
#[inline(always)]
pub fn phase_bit(phase: crate::ids::Phase) -> u16 {
    1 << phase as u16
}

impl TextRef {
    /// Whether the text may be used in this phase (always, but for a top-level action timed
    /// to other phases).
    #[inline(always)]
    pub fn in_phase(&self, phase: crate::ids::Phase) -> bool {
        self.phases & phase_bit(phase) != 0
    }

    /// Whether the text's subject must be at "here", its card's location: read from the
    /// text's own anchor, it names a location only when that is its card's, and a card only
    /// when that card is there (`Q::texts_reaching` skips the text for anything else).
    #[inline(always)]
    pub fn here(&self) -> bool {
        self.here
    }
}

/// The printed cards an action's target selector may match (`Catalogue::target_reach`).
#[derive(Clone, Copy, Debug)]
pub struct TargetReach<'a> {
    cat: &'a Catalogue,
    reach: u16,
}

impl TargetReach<'_> {
    /// Whether the selector may match `card`.
    #[inline(always)]
    pub fn may_match(&self, card: CardId) -> bool {
        self.cat.in_reach(self.reach, card)
    }
}

/// A text whose subject is not narrowed by printed words (see `TextRef::reach`).
const NO_REACH: u16 = u16::MAX;

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
    /// A card brought from outside the deck (it starts outside the Reserve Deck).
    pub outside: bool,
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

/// Kinds of events, as bits: which ones some card of the game answers.
pub mod listen {
    pub const BATTLE_INITIATED: u32 = 1 << 0;
    pub const DRAIN_INITIATED: u32 = 1 << 1;
    pub const DEPLOYED: u32 = 1 << 2;
    pub const PLAYED: u32 = 1 << 3;
    pub const LOST: u32 = 1 << 4;
    pub const DESTINY: u32 = 1 << 5;
    pub const BOTH_DREW_ONE: u32 = 1 << 6;
    pub const ABOUT_TO_LOSE_FORCE: u32 = 1 << 7;
    pub const LOST_BATTLE_FORCE: u32 = 1 << 8;
    pub const MOVED: u32 = 1 << 9;
    pub const BATTLE_RESULT: u32 = 1 << 10;
    pub const TURN_STARTED: u32 = 1 << 11;
    pub const REACTED: u32 = 1 << 12;
    pub const LOST_DRAIN_FORCE: u32 = 1 << 13;
    pub const PHASE_STARTED: u32 = 1 << 14;
    pub const ABOUT_TO_HYPERSPACE: u32 = 1 << 15;
    pub const HIT: u32 = 1 << 16;
    pub const BATTLE_ENDED: u32 = 1 << 17;
    pub const COVER_BROKEN: u32 = 1 << 18;
    pub const DISARMED: u32 = 1 << 19;
    pub const PLACED_IN_USED: u32 = 1 << 20;
    pub const ABOUT_TO_BE_LOST: u32 = 1 << 21;
    pub const TRANSPORTED: u32 = 1 << 22;
}

/// Which events a window answers.
pub fn listens_to(event: Event) -> u32 {
    use listen::*;
    match event {
        Event::InitiatesBattle => BATTLE_INITIATED,
        Event::InitiatesForceDrain => DRAIN_INITIATED,
        Event::InitiatesBattleOrDrain => BATTLE_INITIATED | DRAIN_INITIATED,
        Event::Deploys => DEPLOYED,
        Event::Plays => PLAYED,
        Event::Loses | Event::Forfeits => LOST,
        Event::Draws(_) | Event::DrawsFor => DESTINY,
        Event::BattleEnds => BATTLE_ENDED,
        Event::BothDrawOneBattleDestiny => BOTH_DREW_ONE,
        Event::AboutToLoseForce => ABOUT_TO_LOSE_FORCE,
        Event::LostBattleForce => LOST_BATTLE_FORCE,
        Event::LostDrainForce => LOST_DRAIN_FORCE,
        Event::PhaseStarts(_) => PHASE_STARTED,
        Event::Moves | Event::MovesFromAdjacent | Event::MovesFromHere => MOVED,
        Event::WinsBattle | Event::LosesBattle => BATTLE_RESULT,
        Event::TurnStarts => TURN_STARTED,
        Event::Reacts => REACTED,
        Event::AboutToHyperspace => ABOUT_TO_HYPERSPACE,
        Event::Hits => HIT,
        Event::BreaksCover => COVER_BROKEN,
        Event::Disarms => DISARMED,
        Event::PlacesInUsed => PLACED_IN_USED,
        Event::AboutToBeLost => ABOUT_TO_BE_LOST,
        Event::Transports => TRANSPORTED,
        // Answered by the cancelling itself (`effects::cancel_card`), never by a window.
        Event::Cancels | Event::ReachesTop => 0,
    }
}

/// Which card abilities ran, for coverage: `(GEMP id, ability number)`.
pub type Trace = Arc<Mutex<BTreeSet<(String, u8)>>>;

thread_local! {
    /// The trace new catalogues of this thread record into (set by [`record_into`]).
    static TRACE: std::cell::RefCell<Option<Trace>> = const { std::cell::RefCell::new(None) };
}

/// Makes the catalogues built by this thread while `f` runs record which abilities ran.
pub fn record_into<R>(trace: &Trace, f: impl FnOnce() -> R) -> R {
    TRACE.with(|t| *t.borrow_mut() = Some(trace.clone()));
    let out = f();
    TRACE.with(|t| *t.borrow_mut() = None);
    out
}

/// The cards of one game.
#[derive(Clone, Debug)]
pub struct Catalogue {
    blueprints: Vec<Blueprint>,
    cards: Vec<CardCopy>,
    /// Every ability of the game's cards that a query or the flow looks up, by
    /// `TextKind::slot`.
    texts: Vec<Vec<TextRef>>,
    /// Events some card of the game answers (`listen` bits).
    listens: u32,
    /// Icons some card of the game can grant to another.
    grantable_icons: u64,
    /// Whether some card of the game has a rule on a player (`may not force drain at …`),
    /// printed or lasting: without one, the drain and battle option lists skip the lookup.
    player_rules: bool,
    /// Whether some card of the game is a holosite: without one, no Dejarik is ever at one.
    holosites: bool,
    /// For each modifier or rule whose subject needs printed words, the printed cards of the
    /// game it may match: a bit per blueprint (see `TextRef::reach`, `Catalogue::may_reach`).
    reach: Vec<Box<[u64]>>,
    /// For each text list (by `TextKind::slot`), the union of its texts' `reach`: a card
    /// outside it is named by no text of the list, which is then skipped at once
    /// (`NO_REACH`: some text may name any card).
    slot_reach: Vec<u16>,
    /// The top-level actions (`TextKind::TopAction`) that may be used in each phase, by
    /// `Phase as usize`, in the same order: an action window reads only its phase's.
    top_by_phase: Vec<Vec<TextRef>>,
    /// For the card selectors of actions' targets that printed words narrow, by the
    /// selector's address: their entry in `reach` (`Catalogue::target_reach`).
    target_reach: std::collections::HashMap<usize, u16>,
    /// Whether the state checks of the game's cards read only the layout of the table
    /// (`query::cond_reads_table`), so that `flow::state_checks` may remember that nothing
    /// was due while that layout stays the same (`state::ChecksMemo`).
    checks_read_table: bool,
    trace: Option<Trace>,
}

impl Catalogue {
    /// Builds the catalogue from the cards of both decks (one entry per copy). Card ids are
    /// given in order: the Dark Side deck first, then the Light Side deck.
    pub fn new(dark: &[&Card], light: &[&Card]) -> Catalogue {
        Catalogue::with_blueprints(dark, light, &[], &[], Blueprint::from_card)
    }

    /// Builds the catalogue from both decks and the cards each player brings from outside the
    /// deck (Defensive Shields). Card ids: Dark deck, Light deck, Dark outside, Light outside.
    pub fn with_outside(
        dark: &[&Card],
        light: &[&Card],
        dark_outside: &[&Card],
        light_outside: &[&Card],
    ) -> Catalogue {
        Catalogue::with_blueprints(
            dark,
            light,
            dark_outside,
            light_outside,
            Blueprint::from_card,
        )
    }

    /// Builds the catalogue with a blueprint maker of the caller's (to try scripts).
    pub fn with_blueprints(
        dark: &[&Card],
        light: &[&Card],
        dark_outside: &[&Card],
        light_outside: &[&Card],
        make: impl Fn(&Card) -> Blueprint,
    ) -> Catalogue {
        let mut blueprints: Vec<Blueprint> = Vec::new();
        let mut cards = Vec::with_capacity(dark.len() + light.len());
        for (owner, deck, outside) in [
            (Side::Dark, dark, false),
            (Side::Light, light, false),
            (Side::Dark, dark_outside, true),
            (Side::Light, light_outside, true),
        ] {
            for card in deck {
                let index = match blueprints.iter().position(|b| b.gemp_id == card.gemp_id) {
                    Some(i) => i,
                    None => {
                        blueprints.push(make(card));
                        blueprints.len() - 1
                    }
                };
                let bits = interrupt_bits(&blueprints[index]);
                cards.push(CardCopy {
                    blueprint: index as u16,
                    owner,
                    outside,
                    bits,
                });
            }
        }
        let mut texts = vec![Vec::new(); TextKind::COUNT];
        let mut listens = 0;
        let mut grantable_icons = 0;
        let mut player_rules = false;
        for (i, copy) in cards.iter().enumerate() {
            let card = CardId(i as u16);
            let Some(script) = blueprints[copy.blueprint as usize].script.as_ref() else {
                continue;
            };
            for (num, (slot, ability)) in script.abilities().enumerate() {
                let text = TextRef {
                    card,
                    num: num as u8,
                    slot,
                    reach: NO_REACH,
                    arg_reach: NO_REACH,
                    phases: u16::MAX,
                    own: false,
                    here: false,
                };
                match ability {
                    Ability::Modify(m) => {
                        let mut seen = Vec::new();
                        for (q, _) in &m.changes {
                            let s = quantity_slot(*q);
                            if !seen.contains(&s) {
                                seen.push(s);
                                texts[s].push(text);
                            }
                        }
                    }
                    Ability::Rule { rule, .. } => {
                        texts[TextKind::Rule(*rule).slot()].push(text);
                        player_rules |= rule.player().is_some();
                        match rule {
                            Rule::GainsIcon(icon) => grantable_icons |= icon_bit(*icon),
                            Rule::ReactDeploy | Rule::ReactMove => {
                                listens |= listen::BATTLE_INITIATED | listen::DRAIN_INITIATED
                            }
                            Rule::ReactDeployPiloted => listens |= listen::BATTLE_INITIATED,
                            _ => {}
                        }
                    }
                    Ability::Action(a) => {
                        player_rules |= a.steps.iter().any(lasting_player_rule);
                        let bits = action_listens(a);
                        if matches!(a.kind, ActionKind::Use | ActionKind::Must) {
                            match &a.when {
                                When::Window(_) => {
                                    for bit in 0..LISTEN_BITS {
                                        if bits & (1 << bit) != 0 {
                                            texts[TextKind::WindowAction(bit as u8).slot()]
                                                .push(text);
                                        }
                                    }
                                }
                                When::DuringBattle(_) => {
                                    texts[TextKind::BattleAction.slot()].push(text)
                                }
                                When::AnyTime | When::During(_, None) => {
                                    texts[TextKind::TopAction.slot()].push(text)
                                }
                                When::During(_, Some(phase)) => texts[TextKind::TopAction.slot()]
                                    .push(TextRef {
                                        phases: phase_bit(*phase),
                                        ..text
                                    }),
                                When::Fire | When::Setup => {}
                            }
                        }
                        listens |= bits;
                    }
                    Ability::FlipWhile(_) | Ability::LostWhile(_) | Ability::LoseWhile(..) => {
                        texts[TextKind::StateCheck.slot()].push(text);
                    }
                    // A Utinni Effect is lost when its target leaves the table (seed 004
                    // "Effect - Utinni Effects"): a state check.
                    Ability::Target(_) => {
                        if blueprints[copy.blueprint as usize].has_word(Sym::new("utinni")) {
                            texts[TextKind::StateCheck.slot()].push(text);
                        }
                    }
                    Ability::DeployOnly(_)
                    | Ability::MayNotDeploy(_)
                    | Ability::MayNotDeployTo(_)
                    | Ability::Deploy { .. }
                    | Ability::Capacity(_)
                    | Ability::PermanentPilot(_)
                    | Ability::Replaces { .. }
                    | Ability::MobileSystem { .. }
                    | Ability::FirstTurn(_)
                    | Ability::DejarikRules
                    | Ability::EnergyShieldRules
                    | Ability::MakesBearerUndercover
                    | Ability::ConvertedBy(_)
                    | Ability::DeployDuring(..)
                    | Ability::Unsupported(_) => {}
                }
            }
        }
        join_first_names(&mut blueprints);
        // Lasting effects of any card may add modifiers of any kind; their steps are read from
        // the state, not from these lists.
        let mut catalogue = Catalogue {
            blueprints,
            cards,
            texts,
            listens,
            grantable_icons,
            player_rules,
            holosites: false,
            reach: Vec::new(),
            slot_reach: Vec::new(),
            top_by_phase: Vec::new(),
            target_reach: std::collections::HashMap::new(),
            checks_read_table: false,
            trace: TRACE.with(|t| t.borrow().clone()),
        };
        catalogue.checks_read_table = catalogue.state_checks_read_table();
        catalogue.holosites = catalogue.blueprints.iter().any(|bp| bp.holosite);
        catalogue.narrow_subjects();
        catalogue.index_top_actions();
        catalogue
    }

    /// Sorts the top-level actions by the phases they may be used in (`top_by_phase`).
    fn index_top_actions(&mut self) {
        use crate::ids::Phase;
        let all = &self.texts[TextKind::TopAction.slot()];
        self.top_by_phase = Phase::ALL
            .iter()
            .enumerate()
            .map(|(i, &phase)| {
                debug_assert_eq!(phase as usize, i);
                all.iter().copied().filter(|t| t.in_phase(phase)).collect()
            })
            .collect();
    }

    /// The top-level actions that may be used in a phase, in catalogue order.
    #[inline]
    pub fn top_actions_in(&self, phase: crate::ids::Phase) -> &[TextRef] {
        self.top_by_phase
            .get(phase as usize)
            .map_or(&[], Vec::as_slice)
    }

    /// Gives each modifier and rule the printed cards its subject may match, so that queries
    /// skip the others without reading the table (most texts name a title, a type or a
    /// characteristic: a Sandwhirl rule on every location need not be read for a Jedi).
    fn narrow_subjects(&mut self) {
        let words = self.blueprints.len().div_ceil(64);
        let mut reach: Vec<Box<[u64]>> = Vec::new();
        // The printed cards a selector may match, if that is not every card: a new entry of
        // `reach`, or `NO_REACH`.
        let stand_in: Vec<Sym> = self
            .texts
            .iter()
            .flatten()
            .filter_map(|t| match self.ability(t) {
                Ability::Rule {
                    rule: Rule::InPlaceOf(w) | Rule::GainsSkill(w),
                    ..
                } => Some(*w),
                _ => None,
            })
            .collect();
        // The names rows may take (`flow::turn::row_key`): planets (and the region of any
        // location), a planet's Big One, a holosite's title.
        let mut regions: Vec<String> = Vec::new();
        for bp in &self.blueprints {
            if let Some(r) = &bp.region {
                regions.push(r.clone());
                regions.push(format!("{r}: Big One"));
            }
            if bp.holosite {
                regions.push(bp.title.clone());
            }
        }
        regions.sort();
        regions.dedup();
        let granted = crate::query::Granted {
            icons: self.grantable_icons,
            words: &stand_in,
            regions: &regions,
        };
        let narrow_bits = |sel: &Sel, blueprints: &[Blueprint]| -> Option<Box<[u64]>> {
            let mut bits = vec![0u64; words].into_boxed_slice();
            let mut narrowed = false;
            for (i, bp) in blueprints.iter().enumerate() {
                if crate::query::never_matches(sel, bp, &granted) {
                    narrowed = true;
                } else {
                    bits[i / 64] |= 1 << (i % 64);
                }
            }
            narrowed.then_some(bits)
        };
        let keep = |reach: &mut Vec<Box<[u64]>>, bits: Option<Box<[u64]>>| -> u16 {
            match bits {
                Some(bits) if reach.len() < usize::from(NO_REACH) => {
                    reach.push(bits);
                    (reach.len() - 1) as u16
                }
                _ => NO_REACH,
            }
        };
        let mut texts = std::mem::take(&mut self.texts);
        for list in &mut texts {
            for t in list.iter_mut() {
                let (on, arg) = match self.ability(t) {
                    Ability::Modify(Modifier {
                        on: Subject::Cards(sel) | Subject::Player(_, Some(sel)),
                        ..
                    }) => (sel, None),
                    Ability::Rule { on, arg, .. } => (on, arg.as_ref()),
                    _ => continue,
                };
                t.here = crate::query::names_here(on);
                if crate::query::names_this(on) {
                    // Its own card alone: its blueprint's bit stands in the list's union.
                    t.own = true;
                    let bp = usize::from(self.cards[t.card.index()].blueprint);
                    let mut bits = vec![0u64; words].into_boxed_slice();
                    bits[bp / 64] |= 1 << (bp % 64);
                    t.reach = keep(&mut reach, Some(bits));
                } else {
                    t.reach = keep(&mut reach, narrow_bits(on, &self.blueprints));
                }
                if let Some(arg) = arg {
                    t.arg_reach = keep(&mut reach, narrow_bits(arg, &self.blueprints));
                }
            }
        }
        // The cards each action's targets may be, by the address of their selector (the
        // scripts are shared and never change while the catalogue holds them).
        let mut target_reach = std::collections::HashMap::new();
        for bp in &self.blueprints {
            for (_, ability) in bp.script.iter().flat_map(|s| s.abilities()) {
                let Ability::Action(action) = ability else {
                    continue;
                };
                for target in &action.targets {
                    if let crate::script::Target::Card(sel) = target {
                        let key = sel as *const Sel as usize;
                        if let std::collections::hash_map::Entry::Vacant(e) =
                            target_reach.entry(key)
                        {
                            e.insert(keep(&mut reach, narrow_bits(sel, &self.blueprints)));
                        }
                    }
                }
            }
        }
        // Only the narrowed ones are kept: a selector not found reads every card.
        target_reach.retain(|_, r| *r != NO_REACH);
        self.target_reach = target_reach;
        // Each list's union, when every text of it is narrowed.
        let mut slot_reach = Vec::with_capacity(texts.len());
        for list in &texts {
            let narrowed = list.iter().all(|t| t.reach != NO_REACH);
            if !narrowed || list.is_empty() || reach.len() >= usize::from(NO_REACH) {
                slot_reach.push(NO_REACH);
                continue;
            }
            let mut bits = vec![0u64; words].into_boxed_slice();
            for t in list {
                for (b, r) in bits.iter_mut().zip(reach[usize::from(t.reach)].iter()) {
                    *b |= r;
                }
            }
            reach.push(bits);
            slot_reach.push((reach.len() - 1) as u16);
        }
        self.texts = texts;
        self.reach = reach;
        self.slot_reach = slot_reach;
    }

    /// How many subjects and arguments of modifiers and rules, and selectors of actions'
    /// targets, are narrowed (see `Catalogue::may_reach`, `Catalogue::target_reach`), list
    /// unions included.
    pub fn narrowed_texts(&self) -> usize {
        self.reach.len()
    }

    /// The same catalogue with no subject narrowed and every top-level action listed in every
    /// phase: every query reads every text, and every action window every action. Queries must
    /// answer exactly as with the narrowing (a test plays games both ways and compares them).
    pub fn without_narrowing(mut self) -> Catalogue {
        for list in &mut self.texts {
            for t in list.iter_mut() {
                t.reach = NO_REACH;
                t.arg_reach = NO_REACH;
                t.own = false;
                t.here = false;
                t.phases = u16::MAX;
            }
        }
        self.target_reach.clear();
        self.reach.clear();
        self.slot_reach.clear();
        self.index_top_actions();
        self
    }

    /// Whether a modifier's or rule's subject may match a card by its printed words (false:
    /// it never does, whatever the table). Cheap: one bit.
    #[inline(always)]
    pub fn may_reach(&self, text: &TextRef, card: CardId) -> bool {
        if text.own {
            return text.card == card;
        }
        self.in_reach(text.reach, card)
    }

    /// Whether an action's target selector may match `card` by its printed words (false: it
    /// never does, whatever the table). One lookup, then one bit a card.
    #[inline]
    pub fn target_reach(&self, sel: &Sel) -> Option<TargetReach<'_>> {
        let reach = *self.target_reach.get(&(sel as *const Sel as usize))?;
        Some(TargetReach { cat: self, reach })
    }

    /// Whether some text of a list may name `card` (see `slot_reach`): when not, a query
    /// reading that list for the card skips it whole.
    #[inline(always)]
    pub fn kind_may_reach(&self, kind: TextKind, card: CardId) -> bool {
        self.in_reach(
            self.slot_reach
                .get(kind.slot())
                .copied()
                .unwrap_or(NO_REACH),
            card,
        )
    }

    /// The same for a rule's argument (`between here and <locations>`).
    #[inline(always)]
    pub fn may_reach_arg(&self, text: &TextRef, card: CardId) -> bool {
        self.in_reach(text.arg_reach, card)
    }

    #[inline(always)]
    fn in_reach(&self, reach: u16, card: CardId) -> bool {
        if reach == NO_REACH {
            return true;
        }
        let bp = usize::from(self.cards[card.index()].blueprint);
        self.reach[usize::from(reach)][bp / 64] & (1 << (bp % 64)) != 0
    }

    /// Whether every state check of the game reads only the layout of the table (see
    /// `query::cond_reads_table`): its condition does, and no card of the game blanks or
    /// rotates texts (which decide which texts are read, and by whom) or modifies the
    /// ability that presence and control count, or the ability needed to control.
    fn state_checks_read_table(&self) -> bool {
        use crate::query::{cond_reads_table, sel_reads_table};
        let quiet = [
            TextKind::Rule(Rule::TextCancelled),
            TextKind::Rule(Rule::Rotated),
            TextKind::Modify(Quantity::Stat(Stat::Ability)),
            TextKind::Modify(Quantity::ControlAbility),
        ];
        quiet.iter().all(|&k| self.texts(k).is_empty())
            && self
                .texts(TextKind::StateCheck)
                .iter()
                .all(|t| match self.ability(t) {
                    Ability::FlipWhile(c) | Ability::LostWhile(c) => cond_reads_table(c),
                    Ability::LoseWhile(s, c) => sel_reads_table(s) && cond_reads_table(c),
                    // A Utinni Effect's target: the layout says whether it is on table.
                    Ability::Target(_) => true,
                    _ => false,
                })
    }

    /// Whether the state checks may be remembered while the table's layout stays the same
    /// (and no lasting effect exists, and no trace records the texts used).
    pub fn checks_read_table(&self) -> bool {
        self.checks_read_table && self.trace.is_none()
    }

    /// Abilities of a kind, of every card of the game (on table or not).
    #[inline(always)]
    pub fn texts(&self, kind: TextKind) -> &[TextRef] {
        &self.texts[kind.slot()]
    }

    /// Whether some card of the game answers events of these `listen` bits.
    pub fn listens(&self, bits: u32) -> bool {
        self.listens & bits != 0
    }

    /// Whether some card of the game is a holosite (seed 004 "Dejarik rules").
    #[inline(always)]
    pub fn has_holosites(&self) -> bool {
        self.holosites
    }

    /// Whether some card of this game has a rule on a player, printed or lasting.
    pub fn has_player_rules(&self) -> bool {
        self.player_rules
    }

    /// Whether some card of this game can grant the icon to another card.
    pub fn grantable(&self, icon: IconKind) -> bool {
        self.grantable_icons & icon_bit(icon) != 0
    }

    /// The ability a text reference names.
    #[inline]
    pub fn ability(&self, text: &TextRef) -> &Ability {
        let script = self
            .bp(text.card)
            .script
            .as_ref()
            .expect("a text has a script");
        &script.face(text.slot.back).part(text.slot.part)[usize::from(text.slot.index)]
    }

    /// A card's ability by number.
    pub fn ability_of(&self, card: CardId, num: u8) -> Option<(Slot, &Ability)> {
        self.bp(card).script.as_ref()?.ability(num)
    }

    /// A card's action by ability number (panics if it is not an action: callers hold numbers
    /// that came from the catalogue).
    pub fn action(&self, card: CardId, num: u8) -> &Action {
        match self.ability_of(card, num) {
            Some((_, Ability::Action(a))) => a,
            other => panic!(
                "ability {num} of {} is not an action: {other:?}",
                self.bp(card).title
            ),
        }
    }

    /// Records that an ability of a card ran (for coverage; nothing unless tracing).
    pub fn ran(&self, card: CardId, num: u8) {
        if let Some(trace) = &self.trace {
            let id = self.bp(card).gemp_id.clone();
            trace.lock().expect("trace lock").insert((id, num));
        }
    }

    /// Whether abilities are being recorded.
    pub fn tracing(&self) -> bool {
        self.trace.is_some()
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

    pub fn blueprint_index(&self, card: CardId) -> u16 {
        self.cards[card.index()].blueprint
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

    /// Whether a card was brought from outside its owner's deck.
    pub fn is_outside(&self, card: CardId) -> bool {
        self.cards[card.index()].outside
    }

    #[inline(always)]
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

/// The `CardCopy` bits of a card: whether it is an interrupt with top-level modes or
/// responding modes.
fn interrupt_bits(bp: &Blueprint) -> u8 {
    let mut bits = 0;
    for (_, ability) in bp.script.iter().flat_map(|s| s.abilities()) {
        if let Ability::Action(a) = ability
            && let ActionKind::Interrupt(_) = a.kind
        {
            bits |= match a.when {
                When::Window(_) => CardCopy::RESPONDS,
                When::Setup => 0,
                _ => CardCopy::TOP_LEVEL,
            };
        }
    }
    bits
}

fn action_listens(a: &Action) -> u32 {
    match &a.when {
        When::Window(w) => listens_to(w.event),
        _ => 0,
    }
}

/// Which part's reader a text speaks for: a location's dark/light text is read by that
/// side; a card's own text by its owner.
pub fn part_reader(part: Part, owner: Side) -> Side {
    match part {
        Part::Text => owner,
        Part::Dark => Side::Dark,
        Part::Light => Side::Light,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `quantity_slot` reads a stat's slot from its discriminant: `Stat::ALL` must list the
    /// stats in declaration order, each slot once.
    #[test]
    fn stat_slots_follow_the_declaration_order() {
        for (i, s) in Stat::ALL.iter().enumerate() {
            assert_eq!(quantity_slot(Quantity::Stat(*s)), i);
        }
        assert!(QUANTITIES > Stat::ALL.len());
    }

    /// A card's own text allows Dagobah when its deploy or target clauses name Dagobah or one
    /// of its sites, not when they name only other places.
    #[test]
    fn deploy_clauses_naming_dagobah_allow_it() {
        let names = |text: &str| {
            let entries = crate::script::parse::parse_file("test", text).expect("parses");
            names_dagobah_to_deploy(&entries[0].script)
        };
        assert!(names(
            "card 4_1 Son Of Skywalker\n  deploy only to \"Dagobah\" or \"Cloud City\"\n"
        ));
        assert!(names(
            "card 4_120 Failure At The Cave\n  deploy to \"Dagobah: Cave\"\n  target 'apprentice'\n"
        ));
        assert!(!names(
            "card 1_223 Luke? Luuuuke!\n  deploy to site \"Tatooine\"\n  target Rebel\n"
        ));
        assert!(!names(
            "card 1_227 Presence Of The Force\n  deploy to location\n"
        ));
    }
}
