//! Readers for the printed values of the card database: stats ([`parse_value`]), icons
//! ([`parse_icon`]), card types ([`parse_card_type`]), uniqueness marks ([`title_marks`],
//! [`parse_uniqueness`], [`strip_marks`]) and location game text ([`split_location_text`]).
//!
//! Each reader takes the text exactly as the database prints it and either returns the typed
//! value or a [`ValueError`] that repeats the text and says what was expected; the database
//! loader adds the file, the card and the field.

use crate::model::{CardType, Icon, IconKind, LocationText, Number, Uniqueness, Value};
use std::borrow::Cow;

/// A printed value that does not read as what its field holds.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not {expected}")]
pub struct ValueError {
    /// The text as found in the database.
    pub text: String,
    /// What the field holds, as a phrase (`"a stat value"`).
    pub expected: &'static str,
}

impl ValueError {
    fn new(text: &str, expected: &'static str) -> ValueError {
        ValueError {
            text: text.to_owned(),
            expected,
        }
    }
}

const STAT: &str = "a stat value (a number, a half, π, `a or b`, `*` or a letter)";

/// Reads a printed stat such as `3`, `½`, `4½`, `0.5`, `π`, `2π`, `2 or 5`, `π or 2π`, `(4)`,
/// `*`, `X`.
///
/// A value printed in parentheses, such as the `(4)` destiny of Jabba's Last Chance, is read as
/// the number inside: the parentheses only echo how the card image prints it, and GEMP uses
/// the plain number.
pub fn parse_value(text: &str) -> Result<Value, ValueError> {
    let trimmed = text.trim();
    if trimmed == "*" {
        return Ok(Value::Star);
    }
    let mut chars = trimmed.chars();
    if let (Some(letter), None) = (chars.next(), chars.next())
        && letter.is_ascii_uppercase()
    {
        return Ok(Value::Letter(letter));
    }
    if let Some((first, second)) = trimmed.split_once(" or ") {
        let first = parse_number(first).ok_or_else(|| ValueError::new(text, STAT))?;
        let second = parse_number(second).ok_or_else(|| ValueError::new(text, STAT))?;
        return Ok(Value::Either(first, second));
    }
    let inner = trimmed
        .strip_prefix('(')
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or(trimmed);
    parse_number(inner)
        .map(Value::Fixed)
        .ok_or_else(|| ValueError::new(text, STAT))
}

/// Reads one printed number: a whole number, a half (`½`, `4½`, `0.5`, `1.5`) or a multiple of
/// π (`π`, `2π`), with an optional minus sign.
pub fn parse_number(text: &str) -> Option<Number> {
    let text = text.trim();
    let (sign, magnitude) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text),
    };
    if let Some(multiple) = magnitude.strip_suffix('π') {
        let k = if multiple.is_empty() {
            1
        } else {
            parse_whole(multiple)?
        };
        return Some(Number::Pi(sign * k));
    }
    let halves = if let Some(whole) = magnitude.strip_suffix('½') {
        let whole = if whole.is_empty() {
            0
        } else {
            parse_whole(whole)?
        };
        whole.checked_mul(2)?.checked_add(1)?
    } else if let Some((whole, fraction)) = magnitude.split_once('.') {
        let extra = match fraction {
            "5" => 1,
            "0" => 0,
            _ => return None,
        };
        parse_whole(whole)?.checked_mul(2)?.checked_add(extra)?
    } else {
        parse_whole(magnitude)?.checked_mul(2)?
    };
    Some(Number::Halves(sign * halves))
}

/// Digits only: no sign, no spaces, no empty string.
fn parse_whole(text: &str) -> Option<i32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Reads a printed icon such as `Pilot`, `Warrior x3`, `Scomp Link x3`, `Permanent weapon` or an
/// expansion icon such as `Episode I` or `Set 12`.
///
/// Names are matched without regard to case because the database spells a few of them two
/// ways. The icon keeps the name as printed, without its count.
pub fn parse_icon(text: &str) -> Result<Icon, ValueError> {
    const ICON: &str = "a known icon (such as `Pilot`, `Warrior x2` or `Episode I`)";
    let trimmed = text.trim();
    let (name, count) = match trimmed.rsplit_once(" x") {
        Some((name, digits))
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) =>
        {
            let count: u8 = digits.parse().map_err(|_| ValueError::new(text, ICON))?;
            (name.trim_end(), count)
        }
        _ => (trimmed, 1),
    };
    if count == 0 {
        return Err(ValueError::new(text, ICON));
    }
    let kind = icon_kind(name).ok_or_else(|| ValueError::new(text, ICON))?;
    Ok(Icon {
        kind,
        count,
        name: name.to_owned(),
    })
}

fn icon_kind(name: &str) -> Option<IconKind> {
    let folded = name.to_lowercase();
    let kind = match folded.as_str() {
        "warrior" => IconKind::Warrior,
        "pilot" => IconKind::Pilot,
        "nav computer" => IconKind::NavComputer,
        "presence" => IconKind::Presence,
        "presence droid" => IconKind::PresenceDroid,
        "permanent pilot" => IconKind::PermanentPilot,
        "permanent weapon" => IconKind::PermanentWeapon,
        "personal force" => IconKind::PersonalForce,
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
        "selective creature" => IconKind::SelectiveCreature,
        "defensive shield" => IconKind::DefensiveShield,
        "republic" => IconKind::Republic,
        "separatist" => IconKind::Separatist,
        "independent" => IconKind::Independent,
        "trade federation" => IconKind::TradeFederation,
        "clone army" | "clones army" => IconKind::ClonesArmy,
        "first order" => IconKind::FirstOrder,
        "resistance" => IconKind::Resistance,
        "skywalker" => IconKind::Skywalker,
        "vader" => IconKind::Vader,
        "sidious" => IconKind::Sidious,
        "anakin pilot" => IconKind::AnakinPilot,
        other if is_expansion_icon(other) => IconKind::Expansion,
        _ => return None,
    };
    Some(kind)
}

/// Expansion icons name the set a card belongs to. The virtual sets are numbered (`Set 0` …
/// `Set 26`, `Set D`, `Set P`), so any `set <word>` is accepted: new virtual sets then load
/// without a code change, while a misspelt gameplay icon still fails.
fn is_expansion_icon(folded: &str) -> bool {
    const NAMED: &[&str] = &[
        "premium",
        "a new hope",
        "hoth",
        "dagobah",
        "cloud city",
        "jabba's palace",
        "special edition",
        "endor",
        "death star ii",
        "reflections 2",
        "reflections ii",
        "reflections 3",
        "reflections iii",
        "episode i",
        "episode vii",
        "tatooine",
        "coruscant",
        "theed palace",
    ];
    if NAMED.contains(&folded) {
        return true;
    }
    folded
        .strip_prefix("set ")
        .is_some_and(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// Reads the `type` field: `Character`, `Jedi Test #3`, `Admiral's Order`…
pub fn parse_card_type(text: &str) -> Result<CardType, ValueError> {
    const TYPE: &str = "a card type (such as `Character`, `Location` or `Jedi Test #1`)";
    let folded = text.trim().to_lowercase();
    let card_type = match folded.as_str() {
        "character" => CardType::Character,
        "starship" => CardType::Starship,
        "vehicle" => CardType::Vehicle,
        "location" => CardType::Location,
        "interrupt" => CardType::Interrupt,
        "effect" => CardType::Effect,
        "weapon" => CardType::Weapon,
        "device" => CardType::Device,
        "creature" => CardType::Creature,
        "epic event" => CardType::EpicEvent,
        "objective" => CardType::Objective,
        "admiral's order" => CardType::AdmiralsOrder,
        "podracer" => CardType::Podracer,
        "defensive shield" => CardType::DefensiveShield,
        "game aid" => CardType::GameAid,
        other => {
            let number = other
                .strip_prefix("jedi test #")
                .and_then(|n| n.parse::<u8>().ok())
                .filter(|n| (1..=6).contains(n))
                .ok_or_else(|| ValueError::new(text, TYPE))?;
            CardType::JediTest(number)
        }
    };
    Ok(card_type)
}

impl CardType {
    /// The type as the database prints it (`Character`, `Jedi Test #2`, `Admiral's Order`).
    pub fn printed_name(self) -> Cow<'static, str> {
        Cow::Borrowed(match self {
            CardType::Character => "Character",
            CardType::Starship => "Starship",
            CardType::Vehicle => "Vehicle",
            CardType::Location => "Location",
            CardType::Interrupt => "Interrupt",
            CardType::Effect => "Effect",
            CardType::Weapon => "Weapon",
            CardType::Device => "Device",
            CardType::Creature => "Creature",
            CardType::EpicEvent => "Epic Event",
            CardType::Objective => "Objective",
            CardType::JediTest(n) => return Cow::Owned(format!("Jedi Test #{n}")),
            CardType::AdmiralsOrder => "Admiral's Order",
            CardType::Podracer => "Podracer",
            CardType::DefensiveShield => "Defensive Shield",
            CardType::GameAid => "Game Aid",
        })
    }
}

/// Reads the `uniqueness` field: `*`, `**`, `***` (at most that many on table) or `<>`,
/// `<><><>` (the diamonds of generic locations, also accepted as `◊`).
pub fn parse_uniqueness(text: &str) -> Result<Uniqueness, ValueError> {
    const UNIQUENESS: &str = "a uniqueness mark (`*`, `**`, `***`, `<>` or `<><><>`)";
    let trimmed = text.trim();
    let (marks, rest) = leading_marks(trimmed);
    match marks {
        Some(uniqueness) if rest.is_empty() => Ok(uniqueness),
        _ if trimmed.chars().all(|c| c == '*') && (1..=3).contains(&trimmed.len()) => {
            Ok(Uniqueness::Unique(trimmed.len() as u8))
        }
        _ => Err(ValueError::new(text, UNIQUENESS)),
    }
}

/// The uniqueness printed before a title (`•Vader` is unique, `<>Swamp` is a diamond), or
/// `None` when the title carries no mark.
pub fn title_marks(title: &str) -> Option<Uniqueness> {
    leading_marks(title.trim_start()).0
}

/// Splits a run of leading `•`, `◊`, `◇` or `<>` marks off `text` (the database writes
/// diamonds as `<>`; printed cards and rule texts use `◊` or `◇`). Dots and diamonds are not mixed
/// on any card; a mixed run reads as no mark so that the field check reports it.
fn leading_marks(text: &str) -> (Option<Uniqueness>, &str) {
    let mut dots = 0u8;
    let mut diamonds = 0u8;
    let mut rest = text;
    loop {
        if let Some(after) = rest.strip_prefix('•') {
            dots = dots.saturating_add(1);
            rest = after;
        } else if let Some(after) = rest
            .strip_prefix(['◊', '◇'])
            .or_else(|| rest.strip_prefix("<>"))
        {
            diamonds = diamonds.saturating_add(1);
            rest = after;
        } else {
            break;
        }
    }
    let marks = match (dots, diamonds) {
        (0, 0) => None,
        (n, 0) => Some(Uniqueness::Unique(n)),
        (0, n) => Some(Uniqueness::Diamond(n)),
        _ => None,
    };
    (marks, rest)
}

/// The title without uniqueness marks. Combo cards print a mark before each half
/// (`•Dr. Evazan & •Ponda Baba`), so every `•`, `◊` and `◇` is removed, as is a leading `<>`
/// run.
pub fn strip_marks(title: &str) -> String {
    let (_, rest) = leading_marks(title.trim());
    let stripped: String = rest
        .chars()
        .filter(|&c| !matches!(c, '•' | '◊' | '◇'))
        .collect();
    stripped.trim().to_owned()
}

/// Splits a location's game text into its Dark Side and Light Side parts.
///
/// The database writes `Dark: … Light: …` or `Light: … Dark: …`. A part that is empty, `-`,
/// `Blank` or `(none)` means the side has no text. Text without either label is an error
/// unless it is empty, because a location's text always belongs to one side or the other.
pub fn split_location_text(text: &str) -> Result<LocationText, ValueError> {
    const LOCATION: &str = "location game text of the form `Dark: … Light: …`";
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(LocationText::default());
    }
    let (first_is_dark, rest) = if let Some(rest) = trimmed.strip_prefix("Dark:") {
        (true, rest)
    } else if let Some(rest) = trimmed.strip_prefix("Light:") {
        (false, rest)
    } else {
        return Err(ValueError::new(text, LOCATION));
    };
    let (first_label, second_label) = if first_is_dark {
        ("Dark:", "Light:")
    } else {
        ("Light:", "Dark:")
    };
    let (first, second) = rest
        .split_once(second_label)
        .ok_or_else(|| ValueError::new(text, LOCATION))?;
    if second.contains(first_label) || second.contains(second_label) {
        return Err(ValueError::new(text, LOCATION));
    }
    let (dark, light) = if first_is_dark {
        (first, second)
    } else {
        (second, first)
    };
    Ok(LocationText {
        dark: side_part(dark),
        light: side_part(light),
    })
}

fn side_part(part: &str) -> String {
    let trimmed = part.trim();
    let folded = trimmed.trim_end_matches('.').to_lowercase();
    if matches!(folded.as_str(), "" | "-" | "blank" | "(none)" | "none") {
        String::new()
    } else {
        trimmed.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(halves: i32) -> Value {
        Value::Fixed(Number::Halves(halves))
    }

    #[test]
    fn whole_numbers_read_as_fixed_values() {
        assert_eq!(parse_value("0"), Ok(fixed(0)));
        assert_eq!(parse_value("3"), Ok(fixed(6)));
        assert_eq!(parse_value("16"), Ok(fixed(32)));
        assert_eq!(parse_value("-1"), Ok(fixed(-2)));
    }

    #[test]
    fn halves_read_in_both_spellings() {
        assert_eq!(parse_value("½"), Ok(fixed(1)));
        assert_eq!(parse_value("4½"), Ok(fixed(9)));
        assert_eq!(parse_value("0.5"), Ok(fixed(1)));
        assert_eq!(parse_value("1.5"), Ok(fixed(3)));
        assert_eq!(Number::Halves(9).as_f64(), 4.5);
        assert_eq!(Number::Halves(9).floor(), 4);
    }

    #[test]
    fn pi_reads_as_a_multiple_of_pi() {
        assert_eq!(parse_value("π"), Ok(Value::Fixed(Number::Pi(1))));
        assert_eq!(parse_value("2π"), Ok(Value::Fixed(Number::Pi(2))));
        assert_eq!(
            parse_value("π or 2π"),
            Ok(Value::Either(Number::Pi(1), Number::Pi(2)))
        );
        assert_eq!(Number::Pi(1).floor(), 3);
    }

    #[test]
    fn choices_keep_both_numbers_in_printed_order() {
        assert_eq!(
            parse_value("2 or 5"),
            Ok(Value::Either(Number::Halves(4), Number::Halves(10)))
        );
        assert_eq!(
            parse_value("7 or 1"),
            Ok(Value::Either(Number::Halves(14), Number::Halves(2)))
        );
        assert_eq!(
            parse_value("0 or 7"),
            Ok(Value::Either(Number::Halves(0), Number::Halves(14)))
        );
    }

    #[test]
    fn star_letters_and_parenthesised_values() {
        assert_eq!(parse_value("*"), Ok(Value::Star));
        assert_eq!(parse_value("X"), Ok(Value::Letter('X')));
        assert_eq!(parse_value("Y"), Ok(Value::Letter('Y')));
        assert_eq!(parse_value("(4)"), Ok(fixed(8)));
    }

    #[test]
    fn malformed_values_are_rejected_with_the_text() {
        for bad in [
            "", "x", "3 or", "or 3", "2.7", "1/2", "three", "(4", "**", "4 ½ ½", "2 or X",
        ] {
            let err = parse_value(bad).expect_err(bad);
            assert_eq!(err.text, bad);
            assert!(err.to_string().contains("stat value"), "{err}");
        }
    }

    #[test]
    fn icons_carry_their_counts() {
        let pilot = parse_icon("Pilot x2").unwrap();
        assert_eq!(
            (pilot.kind, pilot.count, pilot.name.as_str()),
            (IconKind::Pilot, 2, "Pilot")
        );
        let warrior = parse_icon("Warrior x3").unwrap();
        assert_eq!((warrior.kind, warrior.count), (IconKind::Warrior, 3));
        assert_eq!(parse_icon("Warrior x4").unwrap().count, 4);
        let scomp = parse_icon("Scomp Link x3").unwrap();
        assert_eq!((scomp.kind, scomp.count), (IconKind::ScompLink, 3));
        let nav = parse_icon("Nav Computer x3").unwrap();
        assert_eq!((nav.kind, nav.count), (IconKind::NavComputer, 3));
        assert_eq!(parse_icon("Pilot").unwrap().count, 1);
    }

    #[test]
    fn icon_spelling_variants_read_alike() {
        assert_eq!(
            parse_icon("Permanent weapon").unwrap().kind,
            IconKind::PermanentWeapon
        );
        assert_eq!(
            parse_icon("Permanent Weapon").unwrap().kind,
            IconKind::PermanentWeapon
        );
        assert_eq!(parse_icon("Clone Army").unwrap().kind, IconKind::ClonesArmy);
        assert_eq!(
            parse_icon("Permanent weapon").unwrap().name,
            "Permanent weapon"
        );
    }

    #[test]
    fn expansion_icons_keep_their_names() {
        for name in [
            "Episode I",
            "Reflections III",
            "Set 26",
            "Set D",
            "Jabba's Palace",
            "Premium",
        ] {
            let icon = parse_icon(name).unwrap();
            assert_eq!((icon.kind, icon.name.as_str()), (IconKind::Expansion, name));
        }
    }

    #[test]
    fn unknown_icons_and_zero_counts_are_rejected() {
        for bad in ["Piolt", "Pilot x0", "Set", "Set 1!", ""] {
            assert!(parse_icon(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn card_types_read_including_jedi_tests() {
        assert_eq!(parse_card_type("Character"), Ok(CardType::Character));
        assert_eq!(parse_card_type("Jedi Test #5"), Ok(CardType::JediTest(5)));
        assert_eq!(
            parse_card_type("Admiral's Order"),
            Ok(CardType::AdmiralsOrder)
        );
        assert_eq!(parse_card_type("Epic Event"), Ok(CardType::EpicEvent));
        assert!(parse_card_type("Jedi Test #7").is_err());
        assert!(parse_card_type("Charakter").is_err());
        assert_eq!(CardType::JediTest(3).printed_name(), "Jedi Test #3");
        assert_eq!(CardType::AdmiralsOrder.printed_name(), "Admiral's Order");
    }

    #[test]
    fn uniqueness_field_reads_dots_and_diamonds() {
        assert_eq!(parse_uniqueness("*"), Ok(Uniqueness::Unique(1)));
        assert_eq!(parse_uniqueness("**"), Ok(Uniqueness::Unique(2)));
        assert_eq!(parse_uniqueness("***"), Ok(Uniqueness::Unique(3)));
        assert_eq!(parse_uniqueness("<>"), Ok(Uniqueness::Diamond(1)));
        assert_eq!(parse_uniqueness("<><><>"), Ok(Uniqueness::Diamond(3)));
        assert_eq!(parse_uniqueness("◊◊"), Ok(Uniqueness::Diamond(2)));
        for bad in ["", "****", "<", "*<>", "unique"] {
            assert!(parse_uniqueness(bad).is_err(), "{bad}");
        }
    }

    #[test]
    // core-swccg.md CR 1.5 "Uniqueness": dots limit copies on table, diamonds copies per system.
    fn cr_1_5_title_marks_give_uniqueness() {
        assert_eq!(title_marks("•Vader"), Some(Uniqueness::Unique(1)));
        assert_eq!(title_marks("••Bantha"), Some(Uniqueness::Unique(2)));
        assert_eq!(
            title_marks("•••B2 Battle Droid"),
            Some(Uniqueness::Unique(3))
        );
        assert_eq!(title_marks("◊Swamp"), Some(Uniqueness::Diamond(1)));
        assert_eq!(title_marks("◇◇Swamp"), Some(Uniqueness::Diamond(2)));
        assert_eq!(
            title_marks("<><><>Asteroid Field"),
            Some(Uniqueness::Diamond(3))
        );
        assert_eq!(title_marks("Stormtrooper"), None);
        assert_eq!(title_marks("•◊Mixed"), None);
    }

    #[test]
    fn strip_marks_removes_every_mark() {
        assert_eq!(strip_marks("•Vader"), "Vader");
        assert_eq!(strip_marks("•••B2 Battle Droid"), "B2 Battle Droid");
        assert_eq!(strip_marks("<><><>Asteroid Field"), "Asteroid Field");
        assert_eq!(strip_marks("◊Swamp"), "Swamp");
        assert_eq!(
            strip_marks("•Dr. Evazan & •Ponda Baba"),
            "Dr. Evazan & Ponda Baba"
        );
        assert_eq!(
            strip_marks("Kashyyyk: Work Settlement #121"),
            "Kashyyyk: Work Settlement #121"
        );
    }

    #[test]
    fn location_text_splits_in_either_order() {
        let text = split_location_text(
            "Dark: If you control, Force drain +1 here. Light: Ewoks deploy -1 here.",
        )
        .unwrap();
        assert_eq!(text.dark, "If you control, Force drain +1 here.");
        assert_eq!(text.light, "Ewoks deploy -1 here.");
        let text =
            split_location_text("Light: Luke is power +2 here. Dark: Vader is power +2 here.")
                .unwrap();
        assert_eq!(text.dark, "Vader is power +2 here.");
        assert_eq!(text.light, "Luke is power +2 here.");
    }

    #[test]
    fn location_text_blank_parts_are_empty() {
        for blank in ["", " -", " Blank.", " Blank", " (none)", " (none)."] {
            let text =
                split_location_text(&format!("Dark: Force drain +1 here. Light:{blank}")).unwrap();
            assert_eq!(text.light, "", "{blank:?}");
            assert_eq!(text.dark, "Force drain +1 here.");
        }
        assert_eq!(split_location_text("").unwrap(), LocationText::default());
    }

    #[test]
    fn location_text_without_both_labels_is_rejected() {
        for bad in [
            "Force drain +1 here.",
            "Dark: Force drain +1 here.",
            "Light: a. Dark: b. Light: c.",
            "Dark: a. Light: b. Dark: c.",
        ] {
            assert!(split_location_text(bad).is_err(), "{bad}");
        }
    }
}
