//! Loading the first- and second-edition data folders, and the errors for bad data.

use std::path::PathBuf;
use xwing::data::{
    ActionKind, Bearing, Catalog, DataError, DeviceKind, Difficulty, Edition, Maneuver, Section,
    Size, Slot,
};

#[path = "support/data_root.rs"]
mod data_root;
use data_root::data_root;

#[test]
fn first_edition_huge_ships_have_sections_energy_and_energy_dials() {
    let catalog = Catalog::load(&data_root(), Edition::First).unwrap();
    let fore = catalog.ship("cr90corvettefore").unwrap();
    assert_eq!(fore.size, Size::Huge);
    assert_eq!(fore.section, Some(Section::Fore));
    assert_eq!(fore.agility, 0);
    assert_eq!(fore.primaries.len(), 1);
    assert_eq!(fore.primaries[0].value, 4);
    let aft = catalog.ship("cr90corvetteaft").unwrap();
    assert_eq!(aft.section, Some(Section::Aft));
    assert_eq!(aft.energy, Some(5));
    assert!(aft.primaries.is_empty());
    // The CR90's forward 2 gives 3 energy; its side 1 maneuvers give 3 each.
    let entry = fore
        .dial_entry(Maneuver::new(2, Bearing::Straight))
        .unwrap();
    assert_eq!((entry.difficulty, entry.energy), (Difficulty::White, 3));
    assert_eq!(
        fore.dial_entry(Maneuver::new(1, Bearing::BankLeft))
            .unwrap()
            .energy,
        3
    );
    assert!(
        fore.dial_entry(Maneuver::new(1, Bearing::Straight))
            .is_none()
    );

    let gr75 = catalog.ship("gr75mediumtransport").unwrap();
    assert_eq!((gr75.energy, gr75.hull, gr75.shields), (Some(4), 8, 4));
    assert!(gr75.primaries.is_empty());
    let kinds: Vec<_> = gr75.actions.iter().map(|icon| icon.kind).collect();
    assert_eq!(
        kinds,
        [
            ActionKind::Recover,
            ActionKind::Reinforce,
            ActionKind::Coordinate,
            ActionKind::Jam
        ]
    );

    let pilot = catalog
        .pilot("cr90corvettefore", "cr90corvettefore")
        .unwrap();
    assert_eq!((pilot.skill, pilot.primary_range), (Some(4), Some((3, 5))));
}

#[test]
fn first_edition_upgrades_know_huge_only_limited_and_energy() {
    let catalog = Catalog::load(&data_root(), Edition::First).unwrap();
    let turbolasers = catalog.upgrade("singleturbolasers").unwrap();
    assert_eq!(turbolasers.slots, [Slot::Hardpoint]);
    assert_eq!(
        (turbolasers.energy_limit, turbolasers.range),
        (Some(2), Some((3, 5)))
    );
    assert!(catalog.upgrade("wed15repairdroid").unwrap().huge_only());
    assert!(catalog.upgrade("tibannagassupplies").unwrap().limited);
    assert!(!catalog.upgrade("commsbooster").unwrap().limited);
    let bombs = catalog.upgrade("protonbombs").unwrap();
    assert_eq!(
        bombs.device.as_ref().map(|d| d.kind),
        Some(DeviceKind::Bomb)
    );
    let mines = catalog.upgrade("proximitymines").unwrap();
    assert_eq!(
        mines.device.as_ref().map(|d| d.kind),
        Some(DeviceKind::Mine)
    );
}

#[test]
fn first_edition_damage_decks_have_the_printed_counts() {
    let catalog = Catalog::load(&data_root(), Edition::First).unwrap();
    let core: u32 = catalog
        .damage_deck
        .iter()
        .map(|card| u32::from(card.count))
        .sum();
    assert_eq!(core, 33);
    for section in Section::BOTH {
        let count: u32 = catalog
            .huge_damage_deck
            .iter()
            .filter(|card| card.section == Some(section))
            .map(|card| u32::from(card.count))
            .sum();
        assert_eq!(count, 10, "{section:?} deck");
    }
}

#[test]
fn second_edition_devices_and_decks_load() {
    let catalog = Catalog::load(&data_root(), Edition::Second).unwrap();
    let mines = catalog.upgrade("proximitymines").unwrap();
    assert_eq!(mines.slots, [Slot::Device]);
    assert_eq!(mines.charges.map(|c| c.value), Some(2));
    let device = mines.device.as_ref().unwrap();
    assert_eq!(
        (device.name.as_str(), device.kind),
        ("Proximity Mine", DeviceKind::Mine)
    );
    let devices = catalog
        .upgrades
        .iter()
        .filter(|u| u.device.is_some())
        .count();
    assert!(devices >= 12, "only {devices} device upgrades");
    let core: u32 = catalog
        .damage_deck
        .iter()
        .map(|card| u32::from(card.count))
        .sum();
    assert_eq!(core, 33);
    let bomber = catalog.ship("tiesabomber").unwrap();
    assert_eq!(
        bomber
            .dial_entry(Maneuver::new(2, Bearing::Straight))
            .unwrap()
            .difficulty,
        Difficulty::Easy
    );
    let pilot = catalog.pilot("tiesabomber", "gammasquadronace").unwrap();
    assert_eq!(pilot.ship_ability.as_deref(), Some("Nimble Bomber"));
    assert_eq!(pilot.skill, Some(3));
}

#[test]
fn a_missing_data_folder_names_the_file() {
    let error = Catalog::load(&PathBuf::from("/nonexistent-holocron"), Edition::First).unwrap_err();
    assert!(matches!(error, DataError::Io { .. }));
    assert!(error.to_string().contains("ships.json"), "{error}");
}

#[test]
fn a_malformed_entry_names_file_entry_and_field() {
    let folder = std::env::temp_dir().join(format!("xwing-bad-data-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("ships.json"),
        r#"[{"name": "Bad Wing", "xws": "badwing", "size": "small", "dial": ["1FW"], "agility": "two", "hull": 3}]"#,
    )
    .unwrap();
    let error = Catalog::load_folder(&folder, Edition::First).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("ships.json"), "{message}");
    assert!(message.contains("Bad Wing"), "{message}");
    assert!(message.contains("agility"), "{message}");
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn unknown_ids_are_clear_errors() {
    let catalog = Catalog::load(&data_root(), Edition::First).unwrap();
    let error = catalog.upgrade("nosuchthing").unwrap_err();
    assert!(error.to_string().contains("nosuchthing"), "{error}");
}
