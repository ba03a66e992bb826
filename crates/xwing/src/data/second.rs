//! Second-edition data (xwing-data2): `manifest.json` lists the pilot files (one per ship type
//! and faction, the ship's stats at the top) and the upgrade files (one per slot);
//! `damage-decks/core.json` is the damage deck.

use super::fields::{Entry, array, read_json};
use super::{
    ActionIcon, ActionKind, ArcKind, Catalog, ChargeSpec, DamageCardSpec, DataError, DeviceKind,
    DeviceSpec, Difficulty, Edition, Grant, Pilot, PrimaryWeapon, ShipType, Size, Slot, Upgrade,
};
use serde_json::Value;
use std::path::Path;

pub(super) fn load(folder: &Path) -> Result<Catalog, DataError> {
    let manifest_path = folder.join("manifest.json");
    let manifest = read_json(&manifest_path)?;
    let mut ships = Vec::new();
    let mut pilots = Vec::new();
    for faction in manifest_list(&manifest_path, &manifest, "pilots")? {
        let ship_files = faction
            .get("ships")
            .and_then(Value::as_array)
            .ok_or_else(|| DataError::Shape {
                path: manifest_path.clone(),
                problem: "a \"pilots\" entry has no \"ships\" list".into(),
            })?;
        for file in ship_files {
            let path = manifest_file(folder, &manifest_path, file)?;
            let (ship, ship_pilots) = load_ship_file(&path)?;
            ships.push(ship);
            pilots.extend(ship_pilots);
        }
    }
    let mut upgrades = Vec::new();
    for file in manifest_list(&manifest_path, &manifest, "upgrades")? {
        upgrades.extend(load_upgrades(&manifest_file(
            folder,
            &manifest_path,
            file,
        )?)?);
    }
    let damage_deck = load_damage_deck(&folder.join("damage-decks/core.json"))?;
    Ok(Catalog {
        edition: Edition::Second,
        ships,
        pilots,
        upgrades,
        damage_deck,
        huge_damage_deck: Vec::new(),
    })
}

fn manifest_list<'a>(
    path: &Path,
    manifest: &'a Value,
    key: &str,
) -> Result<&'a Vec<Value>, DataError> {
    manifest
        .get(key)
        .and_then(Value::as_array)
        .ok_or_else(|| DataError::Shape {
            path: path.to_path_buf(),
            problem: format!("\"{key}\" is missing or not a list"),
        })
}

/// Manifest paths start with `data/`, relative to the repository root; the folder we are given
/// is that `data/` folder.
fn manifest_file(
    folder: &Path,
    manifest_path: &Path,
    file: &Value,
) -> Result<std::path::PathBuf, DataError> {
    let text = file.as_str().ok_or_else(|| DataError::Shape {
        path: manifest_path.to_path_buf(),
        problem: format!("expected a file path, found {file}"),
    })?;
    Ok(folder.join(text.strip_prefix("data/").unwrap_or(text)))
}

fn load_ship_file(path: &Path) -> Result<(ShipType, Vec<Pilot>), DataError> {
    let value = read_json(path)?;
    let entry = Entry::new(path, 0, &value)?;
    let size = match entry.str("size")? {
        "Small" => Size::Small,
        "Medium" => Size::Medium,
        "Large" => Size::Large,
        "Huge" => Size::Huge,
        other => return Err(entry.error("size", format!("unknown size \"{other}\""))),
    };
    let faction = entry.str("faction")?.to_string();
    let stats = Stats::read(&entry, "stats")?;
    let dial = super::dial_from_codes(&entry)?;
    let ship = ShipType {
        name: entry.str("name")?.to_string(),
        xws: entry.str("xws")?.to_string(),
        size,
        factions: vec![faction.clone()],
        primaries: stats.primaries,
        agility: stats
            .agility
            .ok_or_else(|| entry.error("stats", "no agility value"))?,
        hull: stats
            .hull
            .ok_or_else(|| entry.error("stats", "no hull value"))?,
        shields: stats.shields.unwrap_or(0),
        energy: stats.energy,
        actions: actions(&entry, "actions")?,
        dial,
        epic_points: None,
        section: None,
    };
    let mut pilots = Vec::new();
    for (index, value) in entry.list("pilots")?.iter().enumerate() {
        let pilot = entry.nested(index, value)?;
        let limited = pilot.opt_u8("limited")?.unwrap_or(0);
        pilots.push(Pilot {
            name: pilot.str("name")?.to_string(),
            xws: pilot.str("xws")?.to_string(),
            ship: ship.xws.clone(),
            faction: faction.clone(),
            skill: Some(pilot.u8("initiative")?),
            points: pilot.opt_i32("cost")?,
            loadout: pilot.opt_i32("loadout")?,
            slots: slots(&pilot, "slots")?,
            unique: limited == 1,
            limited,
            ability: pilot.opt_str("ability")?.map(str::to_string),
            ship_ability: match pilot.object("shipAbility")? {
                Some(ability) => Some(ability.str("name")?.to_string()),
                None => None,
            },
            charges: charges(&pilot)?,
            force: match pilot.object("force")? {
                Some(force) => Some(force.u8("value")?),
                None => None,
            },
            primary_range: None,
        });
    }
    Ok((ship, pilots))
}

/// The `stats` list of a ship (or an upgrade side).
struct Stats {
    primaries: Vec<PrimaryWeapon>,
    agility: Option<u8>,
    hull: Option<u8>,
    shields: Option<u8>,
    energy: Option<u8>,
}

impl Stats {
    fn read(entry: &Entry, field: &str) -> Result<Stats, DataError> {
        let mut stats = Stats {
            primaries: Vec::new(),
            agility: None,
            hull: None,
            shields: None,
            energy: None,
        };
        for (index, value) in entry.list(field)?.iter().enumerate() {
            let stat = entry.nested(index, value)?;
            let amount = stat.u8("value")?;
            match stat.str("type")? {
                "attack" => {
                    let arc_name = stat.str("arc")?;
                    let arc = ArcKind::from_name(arc_name)
                        .ok_or_else(|| stat.error("arc", format!("unknown arc \"{arc_name}\"")))?;
                    stats.primaries.push(PrimaryWeapon { arc, value: amount });
                }
                "agility" => stats.agility = Some(amount),
                "hull" => stats.hull = Some(amount),
                "shields" => stats.shields = Some(amount),
                "energy" => stats.energy = Some(amount),
                other => return Err(stat.error("type", format!("unknown stat \"{other}\""))),
            }
        }
        Ok(stats)
    }
}

fn actions(entry: &Entry, field: &str) -> Result<Vec<ActionIcon>, DataError> {
    let mut icons = Vec::new();
    for (index, value) in entry.list(field)?.iter().enumerate() {
        let action = entry.nested(index, value)?;
        let (kind, difficulty) = action_and_difficulty(&action)?;
        let linked = match action.object("linked")? {
            Some(linked) => Some(action_and_difficulty(&linked)?),
            None => None,
        };
        icons.push(ActionIcon {
            kind,
            difficulty,
            linked,
        });
    }
    Ok(icons)
}

fn action_and_difficulty(action: &Entry) -> Result<(ActionKind, Difficulty), DataError> {
    let name = action.str("type")?;
    let kind = ActionKind::from_name(name)
        .ok_or_else(|| action.error("type", format!("unknown action \"{name}\"")))?;
    let difficulty = match action.opt_str("difficulty")?.unwrap_or("White") {
        "White" => Difficulty::White,
        "Red" => Difficulty::Red,
        "Purple" => Difficulty::Purple,
        other => return Err(action.error("difficulty", format!("unknown colour \"{other}\""))),
    };
    Ok((kind, difficulty))
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

fn charges(entry: &Entry) -> Result<Option<ChargeSpec>, DataError> {
    match entry.object("charges")? {
        None => Ok(None),
        Some(charges) => Ok(Some(ChargeSpec {
            value: charges.u8("value")?,
            recovers: match charges.opt_i32("recovers")? {
                None => 0,
                Some(n) => i8::try_from(n)
                    .map_err(|_| charges.error("recovers", format!("out of range: {n}")))?,
            },
        })),
    }
}

fn load_upgrades(path: &Path) -> Result<Vec<Upgrade>, DataError> {
    let value = read_json(path)?;
    let mut upgrades = Vec::new();
    for (index, value) in array(path, &value, "the upgrade list")?.iter().enumerate() {
        let entry = Entry::new(path, index, value)?;
        let side_value = entry
            .list("sides")?
            .first()
            .ok_or_else(|| entry.error("sides", "the card has no side"))?;
        let side = entry.nested(0, side_value)?;
        let mut sizes = Vec::new();
        let mut ships = Vec::new();
        let mut factions = Vec::new();
        let mut requires_actions = Vec::new();
        let mut unchecked_restrictions = Vec::new();
        for (r, restriction) in entry.list("restrictions")?.iter().enumerate() {
            let restriction = entry.nested(r, restriction)?;
            for key in restriction.object.keys() {
                if !matches!(key.as_str(), "sizes" | "ships" | "factions" | "action") {
                    unchecked_restrictions.push(key.clone());
                }
            }
            if let Some(action) = restriction.object("action")? {
                let name = action.str("type")?;
                let kind = ActionKind::from_name(name)
                    .ok_or_else(|| action.error("type", format!("unknown action \"{name}\"")))?;
                let difficulty = match action.opt_str("difficulty")? {
                    None => None,
                    Some(_) => Some(action_and_difficulty(&action)?.1),
                };
                requires_actions.push((kind, difficulty));
            }
            for size in restriction.strings("sizes")? {
                sizes.push(match size {
                    "Small" => Size::Small,
                    "Medium" => Size::Medium,
                    "Large" => Size::Large,
                    "Huge" => Size::Huge,
                    other => {
                        return Err(restriction.error("sizes", format!("unknown size \"{other}\"")));
                    }
                });
            }
            ships.extend(
                restriction
                    .strings("ships")?
                    .into_iter()
                    .map(str::to_string),
            );
            factions.extend(
                restriction
                    .strings("factions")?
                    .into_iter()
                    .map(str::to_string),
            );
        }
        let device = match side.object("device")? {
            None => None,
            Some(device) => Some(DeviceSpec {
                name: device.str("name")?.to_string(),
                kind: match device.str("type")? {
                    "Bomb" => DeviceKind::Bomb,
                    "Mine" => DeviceKind::Mine,
                    "Remote" => DeviceKind::Remote,
                    "Obstacle" => DeviceKind::Obstacle,
                    other => {
                        return Err(
                            device.error("type", format!("unknown device type \"{other}\""))
                        );
                    }
                },
                effect: device.opt_str("effect")?.unwrap_or_default().to_string(),
            }),
        };
        let mut grants = Vec::new();
        for (g, grant) in side.list("grants")?.iter().enumerate() {
            let grant = side.nested(g, grant)?;
            match grant.str("type")? {
                "slot" => {
                    let name = grant.str("value")?;
                    let slot = Slot::from_name(name)
                        .ok_or_else(|| grant.error("value", format!("unknown slot \"{name}\"")))?;
                    let amount = grant.opt_i32("amount")?.unwrap_or(1);
                    // Negative amounts remove slots; the kernel does not model removal, so we
                    // only record additions.
                    for _ in 0..amount.max(0) {
                        grants.push(Grant::Slot(slot));
                    }
                }
                "action" => {
                    if let Some(action) = grant.object("value")? {
                        let (kind, _) = action_and_difficulty(&action)?;
                        grants.push(Grant::Action(kind));
                    }
                }
                "stat" => {
                    let stat = grant.str("value")?.to_string();
                    let amount = grant.opt_i32("amount")?.unwrap_or(0);
                    let value = i8::try_from(amount)
                        .map_err(|_| grant.error("amount", "expected a small whole number"))?;
                    grants.push(Grant::Stat { stat, value });
                }
                // Force, arcs and other grants are not used by the kernel.
                _ => {}
            }
        }
        let attack = side.object("attack")?;
        let (attack_value, range) = match attack {
            None => (None, None),
            Some(attack) => (
                Some(attack.u8("value")?),
                Some((attack.u8("minrange")?, attack.u8("maxrange")?)),
            ),
        };
        let points = match entry.object("cost")? {
            Some(cost) => cost.opt_i32("value")?,
            None => None,
        };
        let limited = entry.opt_u8("limited")?.unwrap_or(0);
        upgrades.push(Upgrade {
            name: entry.str("name")?.to_string(),
            xws: entry.str("xws")?.to_string(),
            slots: slots(&side, "slots")?,
            points,
            unique: limited == 1,
            limited: limited > 0,
            sizes,
            ships,
            factions,
            requires_actions,
            unchecked_restrictions,
            energy_limit: None,
            attack: attack_value,
            range,
            charges: charges(&side)?,
            device,
            grants,
            text: side.opt_str("ability")?.unwrap_or_default().to_string(),
        });
    }
    Ok(upgrades)
}

fn load_damage_deck(path: &Path) -> Result<Vec<DamageCardSpec>, DataError> {
    let value = read_json(path)?;
    let cards = value.get("cards").unwrap_or(&Value::Null);
    array(path, cards, "\"cards\"")?
        .iter()
        .enumerate()
        .map(|(index, value)| {
            let entry = Entry::new(path, index, value)?;
            Ok(DamageCardSpec {
                name: entry.str("title")?.to_string(),
                count: entry.opt_u8("amount")?.unwrap_or(1),
                trait_: super::first::damage_trait(&entry)?,
                section: None,
                text: entry.opt_str("text")?.unwrap_or_default().to_string(),
            })
        })
        .collect()
}
