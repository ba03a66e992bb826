//! The real card database loads completely, and a bad file or card is refused with a message
//! naming the file, the card and the field.

mod common;

use common::{data_dir, db, gemp};
use swccg_cards::{
    CardDb, CardDbError, CardType, DataDir, IconKind, Number, Side, Uniqueness, Value,
};

fn fixed(halves: i32) -> Option<Value> {
    Some(Value::Fixed(Number::Halves(halves)))
}

/// Counts the records of one card file straight from its JSON, to compare with the database.
fn records_in(file: &str) -> usize {
    let text = std::fs::read_to_string(data_dir().swccg_cards().join(file)).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["cards"].as_array().unwrap().len()
}

#[test]
fn every_card_of_both_files_loads() {
    let db = db();
    assert_eq!(db.len(), 3797);
    let dark = db.cards().iter().filter(|c| c.side == Side::Dark).count();
    let light = db.cards().iter().filter(|c| c.side == Side::Light).count();
    assert_eq!(dark, records_in("Dark.json"));
    assert_eq!(light, records_in("Light.json"));
    assert_eq!((dark, light), (1858, 1939));
    assert_eq!(db.cards().iter().filter(|c| c.back.is_some()).count(), 63);
    assert_eq!(db.sets().len(), 67);
    for card in db.cards() {
        assert!(
            db.set(&card.set).is_some(),
            "{} has set {}",
            card.gemp_id,
            card.set
        );
        assert!(!card.front.title.contains('•'), "{}", card.front.title);
    }
}

#[test]
fn odd_stat_values_read_as_printed() {
    let db = db();
    let bb8 = db.get(gemp("204_1"));
    assert_eq!(
        bb8.front.destiny,
        Some(Value::Either(Number::Pi(1), Number::Pi(2)))
    );
    let greedo = db.get(gemp("2_89"));
    assert_eq!(greedo.front.forfeit, fixed(1));
    let hunchback = db.get(gemp("2_10"));
    assert_eq!(hunchback.front.ability, fixed(3));
    let bb9e = db.get(gemp("217_2"));
    assert_eq!(bb9e.front.destiny, fixed(9));
    let brainiac = db.get(gemp("2_2"));
    assert_eq!(brainiac.front.deploy, Some(Value::Letter('Y')));
    assert_eq!(brainiac.front.forfeit, Some(Value::Letter('X')));
    let puck = db.get(gemp("301_7"));
    assert_eq!(
        puck.front.destiny,
        Some(Value::Either(Number::Halves(14), Number::Halves(2)))
    );
    let jabbas_last_chance = db.get(gemp("223_39"));
    assert_eq!(jabbas_last_chance.front.destiny, fixed(8));
    let stars = db
        .cards()
        .iter()
        .filter(|c| c.front.power == Some(Value::Star))
        .count();
    assert_eq!(stars, 16);
    let halves = db
        .cards()
        .iter()
        .filter(|c| c.front.destiny == fixed(1))
        .count();
    assert_eq!(halves, 2, "two cards print destiny ½");
}

#[test]
fn premiere_stats_and_text_are_typed() {
    let db = db();
    let vader = db.get(gemp("101_5"));
    assert_eq!(vader.title(), "Vader");
    assert_eq!(vader.front.uniqueness, Uniqueness::Unique(1));
    assert_eq!(vader.front.card_type, CardType::Character);
    assert_eq!(vader.front.subtype.as_deref(), Some("Imperial"));
    assert_eq!((vader.set.as_str(), vader.rarity.as_str()), ("101", "PM"));
    assert!(vader.front.has_icon(IconKind::Warrior));
    assert!(
        vader
            .front
            .game_text
            .starts_with("Must deploy on Death Star")
    );
    assert!(vader.front.extra_text.iter().any(|t| t == "Dark Jedi"));
    let stormtrooper = db.get(gemp("1_194"));
    assert_eq!(stormtrooper.front.uniqueness, Uniqueness::Unrestricted);
    assert_eq!(
        (stormtrooper.id, stormtrooper.rarity.as_str()),
        (2355, "C3")
    );
    assert!(
        stormtrooper
            .front
            .characteristics
            .iter()
            .any(|c| c == "stormtrooper")
    );
    assert!(stormtrooper.front.power.is_some() && stormtrooper.front.deploy.is_some());
}

#[test]
fn icons_keep_their_counts() {
    let db = db();
    let grievous = db.get(gemp("203_27"));
    assert_eq!(grievous.front.icon_count(IconKind::Warrior), 4);
    let squadron = db.get(gemp("9_65"));
    assert_eq!(squadron.front.icon_count(IconKind::Pilot), 3);
    assert_eq!(squadron.front.icon_count(IconKind::NavComputer), 3);
    assert_eq!(squadron.front.icon_count(IconKind::ScompLink), 3);
    let four_lom = db.get(gemp("109_6"));
    assert!(
        four_lom.front.has_icon(IconKind::PermanentWeapon),
        "spelt `Permanent weapon`"
    );
    let expansion: Vec<&str> = four_lom
        .front
        .icons
        .iter()
        .filter(|i| i.kind == IconKind::Expansion)
        .map(|i| i.name.as_str())
        .collect();
    assert_eq!(expansion, ["Premium"]);
}

// core-swccg.md CR 1.5 "Uniqueness": `•`, `••`, `•••` and the diamonds of generic locations.
#[test]
fn cr_1_5_uniqueness_comes_from_marks_and_field() {
    let db = db();
    let by_id = |id: u32| db.get(db.by_id(id).unwrap());
    assert_eq!(
        db.get(gemp("211_12")).front.uniqueness,
        Uniqueness::Unique(2)
    );
    assert_eq!(
        db.get(gemp("204_36")).front.uniqueness,
        Uniqueness::Unique(3)
    );
    assert_eq!(db.get(gemp("204_36")).title(), "B2 Battle Droid");
    let asteroids = by_id(148);
    assert_eq!(
        (asteroids.title(), asteroids.front.uniqueness),
        ("Asteroid Field", Uniqueness::Diamond(3))
    );
    let swamp = by_id(2390);
    assert_eq!(
        (swamp.title(), swamp.front.uniqueness),
        ("Swamp", Uniqueness::Diamond(1))
    );
    // The only unique card without a `uniqueness` field takes it from its title's mark.
    let eyes = by_id(917);
    assert_eq!(
        (eyes.title(), eyes.front.uniqueness),
        ("Eyes In The Dark", Uniqueness::Unique(1))
    );
    let combo = by_id(769);
    assert_eq!(combo.title(), "Dr. Evazan & Ponda Baba");
    let counts = |u: Uniqueness| {
        db.cards()
            .iter()
            .filter(|c| c.front.uniqueness == u)
            .count()
    };
    assert_eq!(counts(Uniqueness::Unique(1)), 2830);
    assert_eq!(counts(Uniqueness::Unrestricted), 810);
    assert_eq!(counts(Uniqueness::Unique(2)), 23);
    assert_eq!(counts(Uniqueness::Unique(3)), 90);
    assert_eq!(counts(Uniqueness::Diamond(1)), 40);
    assert_eq!(counts(Uniqueness::Diamond(3)), 4);
}

#[test]
fn locations_split_text_and_force_icons_per_side() {
    let db = db();
    let corridor = db.get(gemp("101_1"));
    let text = corridor.front.location_text.as_ref().unwrap();
    assert_eq!(
        text.light,
        "If you control, Luke and Obi-Wan are power +2 on Death Star."
    );
    assert_eq!(
        text.dark,
        "If you control, opponent needs 2 ability to control each Death Star site."
    );
    assert_eq!(
        (
            corridor.front.force_icons(Side::Dark),
            corridor.front.force_icons(Side::Light)
        ),
        (1, 1)
    );
    assert!(
        corridor.front.has_icon(IconKind::Interior) && corridor.front.has_icon(IconKind::Mobile)
    );
    let alderaan = db.get(gemp("1_281"));
    let text = alderaan.front.location_text.as_ref().unwrap();
    assert!(text.dark.starts_with("If you control, Force drain +1 here"));
    assert_eq!(text.light, "", "`Light: -` is no text");
    assert_eq!(
        (
            alderaan.front.force_icons(Side::Dark),
            alderaan.front.force_icons(Side::Light)
        ),
        (0, 1)
    );
    let locations = db
        .cards()
        .iter()
        .filter(|c| c.front.card_type == CardType::Location);
    assert_eq!(locations.clone().count(), 477);
    assert!(locations.clone().all(|c| c.front.location_text.is_some()));
    assert!(
        db.cards()
            .iter()
            .filter(|c| c.front.card_type != CardType::Location)
            .all(|c| c.front.location_text.is_none())
    );
}

#[test]
fn objectives_have_both_faces() {
    let db = db();
    let objective = db.get(db.by_id(6064).unwrap());
    assert_eq!(objective.front.card_type, CardType::Objective);
    let back = objective.back.as_ref().unwrap();
    assert_eq!(back.card_type, CardType::Objective);
    assert!(back.game_text.len() > 20);
}

#[test]
fn gemp_ids_prefer_the_real_printing() {
    let db = db();
    assert_eq!(db.get(gemp("203_22")).title(), "Agent Kallus");
    assert_eq!(db.get(gemp("204_38")).title(), "Captain Phasma");
    assert_eq!(db.get(gemp("203_26")).title(), "Darth Maul, Lone Hunter");
    assert_eq!(db.get(gemp("200_95")).title(), "Fanfare (V)");
    assert_eq!(db.get(gemp("5_26")).title(), "Hindsight");
    assert_eq!(db.gemp_printings("203_26").len(), 4);
    assert_eq!(db.by_gemp_id("601_39"), None);
}

#[test]
fn titles_match_without_marks_and_case() {
    let db = db();
    let vader = db.by_title(Some(Side::Dark), "•Vader");
    assert_eq!(vader, db.by_title(Some(Side::Dark), "vader"));
    assert!(vader.contains(&gemp("101_5")));
    let mut jawas = db.by_title(Some(Side::Dark), "Jawa");
    jawas.sort();
    let mut expected = vec![gemp("1_182"), gemp("12_108")];
    expected.sort();
    assert_eq!(jawas, expected);
    assert_eq!(db.by_title(None, "jawa").len(), 4);
    assert_eq!(db.by_title(Some(Side::Light), "Stormtrooper"), vec![]);
    assert_eq!(db.by_title(None, "Asteroid Field").len(), 2);
}

#[test]
fn the_content_hash_follows_the_bytes() {
    let folder = data_dir().swccg_cards();
    let read = |name: &str| std::fs::read_to_string(folder.join(name)).unwrap();
    let (dark, light, sets) = (read("Dark.json"), read("Light.json"), read("sets.json"));
    let again = CardDb::from_json(&dark, &light, &sets).unwrap();
    assert_eq!(again.content_hash(), db().content_hash());
    assert_eq!(db().content_hash().len(), 16);
    let changed = CardDb::from_json(&dark, &light, &format!("{sets}\n")).unwrap();
    assert_ne!(changed.content_hash(), db().content_hash());
}

const SETS: &str = r#"[{"id": "1", "name": "Premiere", "abbr": "P", "legacy": false, "date_release": "1995-12-01"}]"#;

fn card(id: u32, side: &str, front: &str) -> String {
    format!(
        r#"{{"id": {id}, "gempId": "1_{id}", "side": "{side}", "set": "1", "rarity": "C",
            "legacy": false, "front": {front}}}"#
    )
}

fn file(cards: &[String]) -> String {
    format!(r#"{{"cards": [{}]}}"#, cards.join(","))
}

const TROOPER: &str = r#"{"title": "Trooper", "type": "Character", "deploy": "1", "destiny": "2"}"#;

fn load_with(dark_front: &str) -> CardDbError {
    let dark = file(&[card(1, "Dark", TROOPER), card(7, "Dark", dark_front)]);
    let light = file(&[card(2, "Light", TROOPER)]);
    CardDb::from_json(&dark, &light, SETS).unwrap_err()
}

#[test]
fn a_small_database_loads() {
    let dark = file(&[card(1, "Dark", TROOPER)]);
    let light = file(&[card(2, "Light", TROOPER)]);
    let db = CardDb::from_json(&dark, &light, SETS).unwrap();
    assert_eq!(db.len(), 2);
    assert_eq!(
        db.by_gemp_id("1_2").map(|i| db.get(i).side),
        Some(Side::Light)
    );
}

#[test]
fn a_bad_stat_names_file_card_and_field() {
    let err = load_with(r#"{"title": "X", "type": "Character", "deploy": "banana"}"#);
    assert_eq!(
        err.to_string(),
        "Dark.json: card id 7 (gempId 1_7): field `front.deploy`: \"banana\" is not a stat value \
         (a number, a half, π, `a or b`, `*` or a letter)"
    );
}

#[test]
fn a_wrong_json_type_names_file_card_and_field() {
    let err = load_with(r#"{"title": "X", "type": "Character", "power": 3}"#);
    let text = err.to_string();
    assert!(
        text.starts_with("Dark.json: card id 7 (gempId 1_7): field `front.power`: invalid type"),
        "{text}"
    );
}

#[test]
fn a_missing_field_is_named() {
    let err = load_with(r#"{"type": "Character"}"#);
    let text = err.to_string();
    assert!(
        text.starts_with("Dark.json: card id 7 (gempId 1_7): field `front`: missing field `title`"),
        "{text}"
    );
}

#[test]
fn unknown_icons_types_and_marks_are_refused() {
    let err = load_with(r#"{"title": "X", "type": "Character", "icons": ["Pilot", "Piolt x2"]}"#);
    assert!(
        err.to_string()
            .contains("field `front.icons[1]`: \"Piolt x2\" is not a known icon"),
        "{err}"
    );
    let err = load_with(r#"{"title": "X", "type": "Charakter"}"#);
    assert!(
        err.to_string()
            .contains("field `front.type`: \"Charakter\""),
        "{err}"
    );
    let err = load_with(r#"{"title": "•X", "type": "Character", "uniqueness": "**"}"#);
    assert!(
        err.to_string()
            .contains("field `front.uniqueness`: \"**\" disagrees with the marks"),
        "{err}"
    );
    let err =
        load_with(r#"{"title": "X", "type": "Location", "gametext": "Force drain +1 here."}"#);
    assert!(err.to_string().contains("field `front.gametext`"), "{err}");
}

#[test]
fn cards_must_match_their_file_set_and_id() {
    let dark = file(&[card(1, "Dark", TROOPER), card(2, "Light", TROOPER)]);
    let light = file(&[card(3, "Light", TROOPER)]);
    let err = CardDb::from_json(&dark, &light, SETS).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Dark.json: card id 2 (gempId 1_2): field `side`: a Light Side card in the Dark Side file"
    );

    let dark = file(&[card(1, "Dark", TROOPER)]);
    let light = file(&[card(1, "Light", TROOPER)]);
    let err = CardDb::from_json(&dark, &light, SETS).unwrap_err();
    assert!(
        err.to_string()
            .contains("Light.json: card id 1 (gempId 1_1): field `id`: duplicate id"),
        "{err}"
    );

    let light = file(&[card(2, "Light", TROOPER).replace(r#""set": "1""#, r#""set": "99""#)]);
    let err = CardDb::from_json(&dark, &light, SETS).unwrap_err();
    assert!(
        err.to_string().contains("field `set`: unknown set \"99\""),
        "{err}"
    );
}

#[test]
fn broken_json_names_the_file() {
    let dark = file(&[card(1, "Dark", TROOPER)]);
    let light = file(&[card(2, "Light", TROOPER)]);
    let truncated = &light[..light.len() / 2];
    let err = CardDb::from_json(&dark, truncated, SETS).unwrap_err();
    assert!(matches!(err, CardDbError::Syntax { .. }), "{err:?}");
    assert!(
        err.to_string().starts_with("Light.json: not valid JSON"),
        "{err}"
    );
    let err = CardDb::from_json(&dark, r#"{"decks": []}"#, SETS).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("Light.json: missing field `cards`"),
        "{err}"
    );
    let err = CardDb::from_json(&dark, r#"{"cards": {}}"#, SETS).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("Light.json: at `cards`: invalid type: map"),
        "{err}"
    );
    let no_id = file(&[card(2, "Light", TROOPER).replace(r#""id": 2,"#, "")]);
    let err = CardDb::from_json(&dark, &no_id, SETS).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("Light.json: card #1 of the file (no valid id): missing field `id`"),
        "{err}"
    );
    let err = CardDb::from_json(&dark, &light, r#"[{"id": "1", "name": "P"}]"#).unwrap_err();
    assert!(
        err.to_string()
            .contains("sets.json: set id \"1\": missing field `abbr`"),
        "{err}"
    );
}

#[test]
fn a_missing_file_names_its_path() {
    let folder =
        std::env::temp_dir().join(format!("holocron-cards-missing-{}", std::process::id()));
    let cards = folder.join("swccg/cards");
    std::fs::create_dir_all(&cards).unwrap();
    std::fs::write(cards.join("Dark.json"), file(&[card(1, "Dark", TROOPER)])).unwrap();
    let dir = DataDir::open(&folder).unwrap();
    let err = CardDb::load(&dir).unwrap_err();
    std::fs::remove_dir_all(&folder).unwrap();
    assert!(matches!(err, CardDbError::Read { .. }), "{err:?}");
    assert!(
        err.to_string().starts_with(&format!(
            "cannot read {}",
            cards.join("Light.json").display()
        )),
        "{err}"
    );
}
