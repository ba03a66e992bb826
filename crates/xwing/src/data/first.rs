//! First-edition data (guidokessels/xwing-data): `ships.json`, `pilots.json`, `upgrades.json`,
//! `damage-deck-core.json` and the huge-ship deck `damage-deck-rebel-transport.json`.

use super::fields::{Entry, array, read_json};
use super::{
    ActionIcon, ActionKind, ArcKind, Bearing, Catalog, DamageCardSpec, DamageTrait, DataError,
    DeviceKind, DeviceSpec, DialEntry, Difficulty, Edition, Grant, Maneuver, Pilot, PrimaryWeapon,
    Section, ShipType, Size, Slot, Upgrade, parse_range,
};
use std::path::Path;

/// Bearing of each column of the first-edition `maneuvers` matrix (xwing-data schema).
const MATRIX_BEARINGS: [Bearing; 6] = [
    Bearing::TurnLeft,
    Bearing::BankLeft,
    Bearing::Straight,
    Bearing::BankRight,
    Bearing::TurnRight,
    Bearing::KTurn,
];

pub(super) fn load(folder: &Path) -> Result<Catalog, DataError> {
    let ships = load_ships(&folder.join("ships.json"))?;
    let pilots = load_pilots(&folder.join("pilots.json"), &ships)?;
    let upgrades = load_upgrades(&folder.join("upgrades.json"))?;
    let damage_deck = load_damage_deck(&folder.join("damage-deck-core.json"), false)?;
    let huge_damage_deck =
        load_damage_deck(&folder.join("damage-deck-rebel-transport.json"), true)?;
    Ok(Catalog {
        edition: Edition::First,
        ships,
        pilots,
        upgrades,
        damage_deck,
        huge_damage_deck,
    })
}

fn load_ships(path: &Path) -> Result<Vec<ShipType>, DataError> {
    let value = read_json(path)?;
    array(path, &value, "the ship list")?
        .iter()
        .enumerate()
        .map(|(index, value)| ship(&Entry::new(path, index, value)?))
        .collect()
}

fn ship(entry: &Entry) -> Result<ShipType, DataError> {
    let name = entry.str("name")?.to_string();
    let size = match entry.str("size")? {
        "small" => Size::Small,
        "large" => Size::Large,
        "huge" => Size::Huge,
        other => return Err(entry.error("size", format!("unknown size \"{other}\""))),
    };
    let actions = entry
        .strings("actions")?
        .into_iter()
        .map(|name| {
            ActionKind::from_name(name)
                .map(|kind| ActionIcon {
                    kind,
                    difficulty: Difficulty::White,
                    linked: None,
                })
                .ok_or_else(|| entry.error("actions", format!("unknown action \"{name}\"")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut arcs = entry
        .strings("firing_arcs")?
        .into_iter()
        .map(|name| {
            ArcKind::from_name(name)
                .ok_or_else(|| entry.error("firing_arcs", format!("unknown arc \"{name}\"")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    // Huge ships print their arcs on the ship token, not in the data; the kernel reads `Front`
    // on a huge section as "the arcs of that section" (seed 000 "Arcs de tir additionnels").
    if arcs.is_empty() {
        arcs.push(ArcKind::Front);
    }
    let primaries = match entry.opt_u8("attack")? {
        Some(value) => arcs
            .iter()
            .map(|&arc| PrimaryWeapon { arc, value })
            .collect(),
        None => Vec::new(),
    };
    let dial = if entry.get("dial").is_some() {
        super::dial_from_codes(entry)?
    } else {
        dial_from_matrix(entry)?
    };
    let section = if name.ends_with("(Fore)") {
        Some(Section::Fore)
    } else if name.ends_with("(Aft)") {
        Some(Section::Aft)
    } else {
        None
    };
    Ok(ShipType {
        xws: entry.str("xws")?.to_string(),
        size,
        factions: entry
            .strings("faction")?
            .into_iter()
            .map(str::to_string)
            .collect(),
        primaries,
        agility: entry.u8("agility")?,
        hull: entry.u8("hull")?,
        shields: entry.opt_u8("shields")?.unwrap_or(0),
        energy: entry.opt_u8("energy")?,
        actions,
        dial,
        epic_points: entry.opt_f64("epic_points")?,
        section,
        name,
    })
}

/// Huge ships only have the `maneuvers` matrix (1 white, 2 green, 3 red) and the energy icons
/// of each maneuver in `maneuvers_energy`.
fn dial_from_matrix(entry: &Entry) -> Result<Vec<DialEntry>, DataError> {
    let rows = entry.list("maneuvers")?;
    let energy_rows = entry.list("maneuvers_energy")?;
    let mut dial = Vec::new();
    for (speed, row) in rows.iter().enumerate() {
        let row = row
            .as_array()
            .ok_or_else(|| entry.error("maneuvers", format!("row {speed} is not a list")))?;
        for (column, cell) in row.iter().enumerate() {
            let difficulty = match cell.as_u64() {
                Some(0) => continue,
                Some(1) => Difficulty::White,
                Some(2) => Difficulty::Easy,
                Some(3) => Difficulty::Red,
                _ => {
                    return Err(entry.error(
                        "maneuvers",
                        format!("speed {speed} column {column}: unexpected value {cell}"),
                    ));
                }
            };
            let bearing = *MATRIX_BEARINGS.get(column).ok_or_else(|| {
                entry.error(
                    "maneuvers",
                    format!("speed {speed}: unknown column {column}"),
                )
            })?;
            let energy = match energy_rows.get(speed).and_then(|row| row.get(column)) {
                None => 0,
                Some(cell) => cell
                    .as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .ok_or_else(|| {
                        entry.error(
                            "maneuvers_energy",
                            format!(
                                "speed {speed} column {column}: expected a number, found {cell}"
                            ),
                        )
                    })?,
            };
            dial.push(DialEntry {
                maneuver: Maneuver::new(speed as u8, bearing),
                difficulty,
                energy,
            });
        }
    }
    if dial.is_empty() {
        return Err(entry.error("maneuvers", "no maneuver on the dial"));
    }
    Ok(dial)
}

fn load_pilots(path: &Path, ships: &[ShipType]) -> Result<Vec<Pilot>, DataError> {
    let value = read_json(path)?;
    array(path, &value, "the pilot list")?
        .iter()
        .enumerate()
        .map(|(index, value)| {
            let entry = Entry::new(path, index, value)?;
            let ship_name = entry.str("ship")?;
            let ship = ships
                .iter()
                .find(|ship| ship.name == ship_name)
                .ok_or_else(|| {
                    entry.error(
                        "ship",
                        format!("no ship named \"{ship_name}\" in ships.json"),
                    )
                })?;
            Ok(Pilot {
                name: entry.str("name")?.to_string(),
                xws: entry.str("xws")?.to_string(),
                ship: ship.xws.clone(),
                faction: entry.str("faction")?.to_string(),
                skill: entry.u8_or_variable("skill")?,
                points: entry.opt_i32("points")?,
                loadout: None,
                slots: slots(&entry, "slots")?,
                unique: entry.flag("unique")?,
                limited: 0,
                ability: entry.opt_str("text")?.map(str::to_string),
                ship_ability: None,
                charges: None,
                force: None,
                primary_range: range(&entry)?,
            })
        })
        .collect()
}

fn slots(entry: &Entry, field: &str) -> Result<Vec<Slot>, DataError> {
    entry
        .strings(field)?
        .into_iter()
        .map(|name| {
            Slot::from_name(name)
                .ok_or_else(|| entry.error(field, format!("unknown upgrade slot \"{name}\"")))
        })
        .collect()
}

fn range(entry: &Entry) -> Result<Option<(u8, u8)>, DataError> {
    match entry.opt_str("range")? {
        None => Ok(None),
        Some(text) => parse_range(text)
            .map(Some)
            .ok_or_else(|| entry.error("range", format!("cannot read range \"{text}\""))),
    }
}

fn load_upgrades(path: &Path) -> Result<Vec<Upgrade>, DataError> {
    let value = read_json(path)?;
    array(path, &value, "the upgrade list")?
        .iter()
        .enumerate()
        .map(|(index, value)| upgrade(&Entry::new(path, index, value)?))
        .collect()
}

fn upgrade(entry: &Entry) -> Result<Upgrade, DataError> {
    let slot_name = entry.str("slot")?;
    let slot = Slot::from_name(slot_name)
        .ok_or_else(|| entry.error("slot", format!("unknown upgrade slot \"{slot_name}\"")))?;
    let sizes = entry
        .strings("size")?
        .into_iter()
        .map(|name| match name {
            "small" => Ok(Size::Small),
            "large" => Ok(Size::Large),
            "huge" => Ok(Size::Huge),
            other => Err(entry.error("size", format!("unknown size \"{other}\""))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let factions = match entry.get("faction") {
        None => Vec::new(),
        Some(serde_json::Value::String(faction)) => vec![faction.clone()],
        Some(_) => entry
            .strings("faction")?
            .into_iter()
            .map(str::to_string)
            .collect(),
    };
    let mut grants = Vec::new();
    for (index, grant) in entry.list("grants")?.iter().enumerate() {
        let grant = entry.nested(index, grant)?;
        let name = grant.str("name")?;
        grants.push(match grant.str("type")? {
            "slot" => Grant::Slot(
                Slot::from_name(name)
                    .ok_or_else(|| grant.error("name", format!("unknown slot \"{name}\"")))?,
            ),
            "action" => Grant::Action(
                ActionKind::from_name(name)
                    .ok_or_else(|| grant.error("name", format!("unknown action \"{name}\"")))?,
            ),
            "stats" => Grant::Stat {
                stat: name.to_string(),
                value: grant
                    .opt_i32("value")?
                    .and_then(|v| i8::try_from(v).ok())
                    .ok_or_else(|| grant.error("value", "expected a small whole number"))?,
            },
            other => return Err(grant.error("type", format!("unknown grant type \"{other}\""))),
        });
    }
    // A negative energy value is not a limit but a change to the ship's energy ("Insatiable
    // Worrt"); we keep it as a stat grant.
    let energy = entry.opt_i32("energy")?;
    if let Some(change) = energy.filter(|value| *value < 0) {
        let value = i8::try_from(change).map_err(|_| entry.error("energy", "out of range"))?;
        grants.push(Grant::Stat {
            stat: "energy".into(),
            value,
        });
    }
    let energy_limit = match energy.filter(|value| *value >= 0) {
        Some(limit) => {
            Some(u8::try_from(limit).map_err(|_| entry.error("energy", "out of range"))?)
        }
        None => None,
    };
    let text = entry.opt_str("text")?.unwrap_or_default().to_string();
    // First-edition bombs and mines describe their token in `effect`; we keep them as devices
    // so the same placement code can serve both editions.
    let device = match (slot, entry.opt_str("effect")?) {
        (Slot::Device, Some(effect)) => Some(DeviceSpec {
            name: entry.str("name")?.to_string(),
            kind: if text.contains("overlaps this token") {
                DeviceKind::Mine
            } else {
                DeviceKind::Bomb
            },
            effect: effect.to_string(),
        }),
        _ => None,
    };
    Ok(Upgrade {
        name: entry.str("name")?.to_string(),
        xws: entry.str("xws")?.to_string(),
        slots: vec![slot],
        points: entry.opt_i32("points")?,
        unique: entry.flag("unique")?,
        limited: entry.flag("limited")?,
        sizes,
        ships: entry
            .strings("ship")?
            .into_iter()
            .map(str::to_string)
            .collect(),
        factions,
        requires_actions: Vec::new(),
        unchecked_restrictions: Vec::new(),
        energy_limit,
        attack: entry.opt_u8("attack")?,
        range: range(entry)?,
        charges: None,
        device,
        grants,
        text,
    })
}

fn load_damage_deck(path: &Path, by_section: bool) -> Result<Vec<DamageCardSpec>, DataError> {
    let value = read_json(path)?;
    array(path, &value, "the damage deck")?
        .iter()
        .enumerate()
        .map(|(index, value)| {
            let entry = Entry::new(path, index, value)?;
            let section = match entry.opt_str("section")? {
                None if by_section => {
                    return Err(entry.error("section", "huge-ship damage cards need Fore or Aft"));
                }
                None => None,
                Some("Fore") => Some(Section::Fore),
                Some("Aft") => Some(Section::Aft),
                Some(other) => {
                    return Err(entry.error("section", format!("unknown section \"{other}\"")));
                }
            };
            Ok(DamageCardSpec {
                name: entry.str("name")?.to_string(),
                count: entry.opt_u8("amount")?.unwrap_or(1),
                trait_: damage_trait(&entry)?,
                section,
                text: entry.opt_str("text")?.unwrap_or_default().to_string(),
            })
        })
        .collect()
}

pub(super) fn damage_trait(entry: &Entry) -> Result<DamageTrait, DataError> {
    match entry.str("type")? {
        "Ship" => Ok(DamageTrait::Ship),
        "Pilot" => Ok(DamageTrait::Pilot),
        other => Err(entry.error("type", format!("unknown damage card trait \"{other}\""))),
    }
}
