//! Building a game: squads from the data (with the squad-building rules), obstacles, damage
//! decks, and the set-up placement of ships.

use super::cards::{DamageEffect, PilotRule, UpgradeRule, crippled_side};
use super::decide::{Choice, Prompt};
use super::events::Event;
use super::flow::Task;
use super::space::geo_edition;
use super::state::{
    Battle, DamageDeck, DeckCard, DeckKind, EquippedUpgrade, Life, Obstacle, ObstacleId,
    ObstacleKind, Phase, Seat, Settings, Ship, ShipCard, ShipId, Tokens,
};
use crate::data::{Catalog, DataError, Edition, Grant, Section, Size, Slot};
use crate::geometry::{
    Edge, GeometryConstants, GeometryError, HugeKind, PlayArea, Pose, Shape, ShipShape, ShipSize,
};
use serde::{Deserialize, Serialize};
use std::f64::consts::FRAC_PI_2;

/// One ship card of a squad: ship type, pilot and upgrades, all by `xws` id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardSpec {
    pub ship: String,
    pub pilot: String,
    #[serde(default)]
    pub upgrades: Vec<String>,
}

/// Where a ship starts, when the scenario fixes it (degrees for readability).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PoseSpec {
    pub x: f64,
    pub y: f64,
    pub heading_deg: f64,
}

impl PoseSpec {
    pub fn pose(self) -> Pose {
        Pose::from_degrees(self.x, self.y, self.heading_deg)
    }
}

/// One ship: one card, or the fore and aft cards of a two-card huge ship.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShipSpec {
    pub cards: Vec<CardSpec>,
    /// Fixed start position; without it the owner places the ship during set-up.
    #[serde(default)]
    pub pose: Option<PoseSpec>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SquadSpec {
    /// Faction as the data spells it ("Rebel Alliance" in 1e, "rebelalliance" in 2e).
    pub faction: String,
    pub ships: Vec<ShipSpec>,
    #[serde(default)]
    pub points_limit: Option<i32>,
}

/// 3'x3' or 3'x6'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AreaSpec {
    Standard,
    Epic,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ObstacleSpec {
    pub kind: ObstacleKind,
    pub at: PoseSpec,
}

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSpec {
    pub edition: Edition,
    pub area: AreaSpec,
    /// An Epic game: huge ships allowed (seed 000 "L'icone épique").
    pub epic: bool,
    pub first_player: Seat,
    /// Seat One's squad, then seat Two's.
    pub squads: [SquadSpec; 2],
    #[serde(default)]
    pub obstacles: Vec<ObstacleSpec>,
}

/// Why a game cannot be built.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error(transparent)]
    Data(#[from] DataError),
    #[error(transparent)]
    Geometry(#[from] GeometryError),
    #[error("{seat:?} ship #{ship}: the kernel has no rules for {kind} \"{id}\"")]
    NotImplemented {
        seat: Seat,
        ship: usize,
        kind: &'static str,
        id: String,
    },
    #[error("{seat:?} ship #{ship}: {problem}")]
    Illegal {
        seat: Seat,
        ship: usize,
        problem: String,
    },
    #[error("{seat:?} squad: {problem}")]
    Squad { seat: Seat, problem: String },
    #[error("the kernel has no effect for the damage card \"{name}\"")]
    DamageCard { name: String },
    #[error("obstacle #{index}: {problem}")]
    Obstacle { index: usize, problem: String },
}

/// The range-1 set-up zone depth from a player's edge (XR 10.1).
fn zone_depth(c: &GeometryConstants) -> f64 {
    c.range_bounds[0]
}

impl Battle {
    /// Builds a game from a specification, checking every squad-building rule, and runs it to
    /// its first decision.
    pub fn new(
        catalog: &Catalog,
        geometry: GeometryConstants,
        spec: &GameSpec,
        seed: u64,
    ) -> Result<Battle, SetupError> {
        if catalog.edition != spec.edition {
            return Err(SetupError::Squad {
                seat: Seat::One,
                problem: format!(
                    "the catalog is {:?} edition data but the game is {:?} edition",
                    catalog.edition, spec.edition
                ),
            });
        }
        let area = match spec.area {
            AreaSpec::Standard => PlayArea::standard(&geometry),
            AreaSpec::Epic => PlayArea::epic(&geometry),
        };
        let mut battle = Battle {
            settings: Settings {
                edition: spec.edition,
                area,
                first_player: spec.first_player,
            },
            geometry,
            round: 0,
            phase: Phase::Setup,
            ships: Vec::new(),
            obstacles: Vec::new(),
            devices: Vec::new(),
            decks: Vec::new(),
            locks: Vec::new(),
            outcome: None,
            rng: door::Rng::new(seed),
            stack: Vec::new(),
            pending: None,
            next_decision: 0,
            checkpoint: None,
            refused_placements: Vec::new(),
            decisions: 0,
            events: Vec::new(),
        };
        for seat in Seat::BOTH {
            battle.add_squad(catalog, spec, seat)?;
        }
        for (index, obstacle) in spec.obstacles.iter().enumerate() {
            battle.add_obstacle(index, obstacle)?;
        }
        battle.build_decks(catalog)?;
        battle.stack.push(Task::Deploy);
        battle.run();
        Ok(battle)
    }

    fn add_squad(
        &mut self,
        catalog: &Catalog,
        spec: &GameSpec,
        seat: Seat,
    ) -> Result<(), SetupError> {
        let squad = &spec.squads[seat.index()];
        let mut unique_names: Vec<String> = Vec::new();
        let mut total_points = 0;
        for (index, ship_spec) in squad.ships.iter().enumerate() {
            let ship = self.build_ship(catalog, spec, seat, index, ship_spec, &mut unique_names)?;
            total_points += ship.points;
            if let Some(pose) = ship_spec.pose {
                let mut placed = ship;
                placed.body = placed.body.at(pose.pose());
                placed.life = Life::InPlay;
                self.ships.push(placed);
                let id = ShipId((self.ships.len() - 1) as u16);
                if !self.inside_area(&self.body(id).body()) {
                    return Err(SetupError::Illegal {
                        seat,
                        ship: index,
                        problem: "its fixed position is partly outside the play area".into(),
                    });
                }
            } else {
                self.ships.push(ship);
            }
        }
        if let Some(limit) = squad.points_limit
            && total_points > limit
        {
            return Err(SetupError::Squad {
                seat,
                problem: format!(
                    "the squad costs {total_points} points, over its limit of {limit}"
                ),
            });
        }
        Ok(())
    }

    fn build_ship(
        &self,
        catalog: &Catalog,
        spec: &GameSpec,
        seat: Seat,
        index: usize,
        ship_spec: &ShipSpec,
        unique_names: &mut Vec<String>,
    ) -> Result<Ship, SetupError> {
        let edition = spec.edition;
        let faction = &spec.squads[seat.index()].faction;
        let illegal = |problem: String| SetupError::Illegal {
            seat,
            ship: index,
            problem,
        };
        let first = ship_spec
            .cards
            .first()
            .ok_or_else(|| illegal("a ship needs a ship card".into()))?;
        let chassis = catalog.ship(&first.ship)?;
        let size = chassis.size;
        if size == Size::Huge && !spec.epic {
            // Seed 000 "L'icone épique": huge ships are for Epic games only.
            return Err(illegal(format!(
                "{} is a huge ship, allowed only in Epic games",
                chassis.name
            )));
        }
        if size == Size::Huge && edition == Edition::Second {
            return Err(illegal("second-edition huge ships are not modelled".into()));
        }
        match ship_spec.cards.len() {
            1 if chassis.section.is_none() => {}
            2 => {
                let sections: Vec<Option<Section>> = ship_spec
                    .cards
                    .iter()
                    .map(|card| catalog.ship(&card.ship).map(|s| s.section))
                    .collect::<Result<_, _>>()?;
                if sections != [Some(Section::Fore), Some(Section::Aft)] {
                    return Err(illegal(
                        "a two-card huge ship lists its fore card, then its aft card".into(),
                    ));
                }
            }
            _ => {
                return Err(illegal(format!(
                    "{} needs {} ship card(s)",
                    chassis.name,
                    if chassis.section.is_some() { 2 } else { 1 }
                )));
            }
        }
        let mut cards = Vec::new();
        let mut points = 0;
        let mut pilot_rule = PilotRule::Plain;
        let mut skill = 0;
        let mut name = String::new();
        let mut ship_ability = None;
        let mut charges = 0;
        for card_spec in &ship_spec.cards {
            let card_ship = catalog.ship(&card_spec.ship)?;
            if card_ship.section.is_some() && crippled_side(&card_ship.xws).is_none() {
                return Err(illegal(format!(
                    "{} has no crippled side the kernel knows",
                    card_ship.name
                )));
            }
            let pilot = catalog.pilot(&card_spec.ship, &card_spec.pilot)?;
            if &pilot.faction != faction {
                return Err(illegal(format!(
                    "pilot {} is {}, not {faction}",
                    pilot.name, pilot.faction
                )));
            }
            let rule = PilotRule::for_pilot(edition, &pilot.xws, pilot.ability.is_some())
                .ok_or_else(|| SetupError::NotImplemented {
                    seat,
                    ship: index,
                    kind: "pilot",
                    id: pilot.xws.clone(),
                })?;
            if let Some(ability) = &pilot.ship_ability
                && ability != super::cards::NIMBLE_BOMBER
            {
                return Err(SetupError::NotImplemented {
                    seat,
                    ship: index,
                    kind: "ship ability",
                    id: ability.clone(),
                });
            }
            if rule != PilotRule::Plain {
                pilot_rule = rule;
            }
            if name.is_empty() {
                name = pilot.name.clone();
                skill = pilot.skill.ok_or_else(|| {
                    illegal(format!(
                        "pilot {} has a variable skill the kernel cannot set",
                        pilot.name
                    ))
                })?;
                ship_ability = pilot.ship_ability.clone();
                charges = pilot.charges.map_or(0, |c| c.value);
            }
            if pilot.unique {
                claim_unique(unique_names, &pilot.name).map_err(illegal)?;
            }
            let pilot_points = pilot.points.ok_or_else(|| {
                illegal(format!(
                    "pilot {} has no point cost in the data",
                    pilot.name
                ))
            })?;
            points += pilot_points;
            let mut slots = pilot.slots.clone();
            let mut actions = card_ship.actions.clone();
            let mut hull = i32::from(card_ship.hull);
            let mut shields = i32::from(card_ship.shields);
            let mut upgrades = Vec::new();
            let mut upgrade_points = 0;
            let mut outside_bar: Vec<Slot> = Vec::new();
            for id in &card_spec.upgrades {
                let upgrade = catalog.upgrade(id)?;
                let device_name = upgrade.device.as_ref().map(|d| d.name.as_str());
                let rule = UpgradeRule::for_upgrade(edition, &upgrade.xws, device_name)
                    .ok_or_else(|| SetupError::NotImplemented {
                        seat,
                        ship: index,
                        kind: "upgrade",
                        id: upgrade.xws.clone(),
                    })?;
                check_upgrade_fits(edition, card_ship, upgrade, faction, &upgrades)
                    .map_err(illegal)?;
                // Upgrade slots: first-edition Titles and Modifications lie outside the bar,
                // one of each (XR 1.5); everything else takes its icons.
                for slot in &upgrade.slots {
                    if edition == Edition::First && slot.outside_first_edition_bar() {
                        if outside_bar.contains(slot) {
                            return Err(illegal(format!(
                                "a second {slot:?} card ({})",
                                upgrade.name
                            )));
                        }
                        outside_bar.push(*slot);
                        continue;
                    }
                    let position = slots.iter().position(|s| s == slot).ok_or_else(|| {
                        illegal(format!("no free {slot:?} icon for {}", upgrade.name))
                    })?;
                    slots.remove(position);
                }
                if upgrade.unique {
                    claim_unique(unique_names, &upgrade.name).map_err(illegal)?;
                }
                for grant in &upgrade.grants {
                    match grant {
                        Grant::Slot(slot) => slots.push(*slot),
                        Grant::Action(kind) => actions.push(crate::data::ActionIcon {
                            kind: *kind,
                            difficulty: crate::data::Difficulty::White,
                            linked: None,
                        }),
                        Grant::Stat { stat, value } => match stat.as_str() {
                            "hull" => hull += i32::from(*value),
                            "shields" => shields += i32::from(*value),
                            _ => {}
                        },
                    }
                }
                upgrade_points += upgrade.points.unwrap_or(0);
                upgrades.push(EquippedUpgrade {
                    card: upgrade.clone(),
                    rule,
                    energy: 0,
                    charges: upgrade.charges.map_or(0, |c| c.value),
                    discarded: false,
                    disabled: false,
                    used_this_round: false,
                });
            }
            let checks_points = spec.squads[seat.index()].points_limit.is_some();
            match (edition, pilot.loadout) {
                (Edition::Second, Some(loadout)) if checks_points && upgrade_points > loadout => {
                    return Err(illegal(format!(
                        "{} carries {upgrade_points} upgrade points, over its loadout of {loadout}",
                        pilot.name
                    )));
                }
                (Edition::Second, _) => {}
                (Edition::First, _) => points += upgrade_points,
            }
            let primary_range = pilot.primary_range.unwrap_or((1, 3));
            cards.push(ShipCard {
                name: pilot.name.clone(),
                ship_xws: card_ship.xws.clone(),
                section: card_ship.section,
                hull: u8::try_from(hull.max(0)).unwrap_or(u8::MAX),
                shields_max: u8::try_from(shields.max(0)).unwrap_or(u8::MAX),
                shields: u8::try_from(shields.max(0)).unwrap_or(u8::MAX),
                agility: card_ship.agility,
                primaries: card_ship.primaries.clone(),
                primary_range,
                energy_limit: card_ship.energy,
                energy: 0,
                actions,
                slots,
                upgrades,
                damage: Vec::new(),
                crippled: false,
                cripple_due: false,
            });
        }
        let shape = match size {
            Size::Small => ShipSize::Small,
            Size::Medium => ShipSize::Medium,
            Size::Large => ShipSize::Large,
            Size::Huge => ShipSize::Huge(huge_kind(&chassis.xws)),
        };
        let body = ShipShape::new(&self.geometry, shape, geo_edition(edition), Pose::default())?;
        let id = ShipId(self.ships.len() as u16);
        Ok(Ship {
            id,
            owner: seat,
            name,
            pilot_xws: first.pilot.clone(),
            ship_xws: chassis.xws.clone(),
            faction: faction.clone(),
            size,
            body,
            skill,
            pilot_rule,
            ship_ability,
            cards,
            dial: chassis.dial.clone(),
            life: Life::Reserve,
            chosen: None,
            tokens: Tokens::default(),
            memory: Default::default(),
            doomed: false,
            charges,
            points,
        })
    }

    fn add_obstacle(&mut self, index: usize, spec: &ObstacleSpec) -> Result<(), SetupError> {
        let id = ObstacleId(self.obstacles.len() as u16);
        self.obstacles.push(Obstacle {
            id,
            kind: spec.kind,
            pose: spec.at.pose(),
            fuses: 0,
            in_play: true,
        });
        let shape = self.obstacle_shape(id);
        if shape.parts.is_empty() || !self.inside_area(&shape) {
            return Err(SetupError::Obstacle {
                index,
                problem: "it lies partly outside the play area".into(),
            });
        }
        Ok(())
    }

    /// Shuffles one core deck per player, and a fore and an aft deck for each huge ship
    /// (seed 000 "Dégâts": each huge ship has its pair of decks).
    fn build_decks(&mut self, catalog: &Catalog) -> Result<(), SetupError> {
        let edition = self.edition();
        let core: Vec<DeckCard> = expand(&catalog.damage_deck, edition, false, None)?;
        for seat in Seat::BOTH {
            let mut cards = core.clone();
            self.rng.shuffle(&mut cards);
            let size = cards.len();
            self.decks.push(DamageDeck {
                owner: seat,
                size,
                kind: DeckKind::Core,
                cards,
                discard: Vec::new(),
            });
        }
        let huge: Vec<(ShipId, Seat)> = self
            .ships
            .iter()
            .filter(|s| s.is_huge())
            .map(|s| (s.id, s.owner))
            .collect();
        for (ship, owner) in huge {
            for section in Section::BOTH {
                let mut cards = expand(&catalog.huge_damage_deck, edition, true, Some(section))?;
                self.rng.shuffle(&mut cards);
                self.decks.push(DamageDeck {
                    owner,
                    size: cards.len(),
                    kind: DeckKind::Huge { ship, section },
                    cards,
                    discard: Vec::new(),
                });
            }
        }
        Ok(())
    }

    /// The set-up spots offered to a ship: a grid along its owner's edge, filtered by the
    /// set-up rules (XR 10.1, seed 000 "Mise en place").
    pub fn deploy_spots(&self, id: ShipId) -> Vec<Pose> {
        let ship = self.ship(id);
        let area = self.play_area();
        let facing = match ship.owner {
            Seat::One => FRAC_PI_2,
            Seat::Two => -FRAC_PI_2,
        };
        let length = ship.body.length();
        let width = ship.body.width();
        let columns = 8;
        let mut spots = Vec::new();
        for column in 0..columns {
            let x = area.width * (f64::from(column) + 0.5) / f64::from(columns);
            for (heading, depth) in [(facing, length), (facing + FRAC_PI_2, width)] {
                for inset in [depth / 2.0, zone_depth(&self.geometry) - depth / 2.0] {
                    let y = match ship.owner {
                        Seat::One => inset,
                        Seat::Two => area.height - inset,
                    };
                    let pose = Pose::new(x, y, heading);
                    if !spots.contains(&pose) && self.can_deploy(id, pose) {
                        spots.push(pose);
                    }
                }
            }
        }
        spots
    }

    /// Whether a ship may be set up at `pose`: entirely inside the play area, not on another
    /// ship or an obstacle, and within range 1 of its owner's edge — except that a huge ship
    /// may reach beyond range 1 if it spans the whole zone (seed 000 "Mise en place").
    pub fn can_deploy(&self, id: ShipId, pose: Pose) -> bool {
        let ship = self.ship(id);
        let body = ship.body.at(pose);
        let footprint = body.footprint_with_guides();
        if !self.inside_area(&body.body()) {
            return false;
        }
        let edge = match ship.owner {
            Seat::One => Edge::South,
            Seat::Two => Edge::North,
        };
        let Some((near, far)) = self.play_area().extent_from_edge(&body.body(), edge) else {
            return false;
        };
        let zone = zone_depth(&self.geometry);
        let within = far <= zone + 1e-9;
        let spans = ship.is_huge() && near <= 1e-9 && far >= zone;
        if !(within || spans) {
            return false;
        }
        let others_clear = self
            .ships_in_play()
            .filter(|other| other.id != id)
            .all(|other| !footprint.overlaps(&other.body.footprint_with_guides()));
        let obstacles_clear = self
            .obstacles_in_play()
            .into_iter()
            .all(|o| !footprint.overlaps(&self.obstacle_shape(o)));
        others_clear && obstacles_clear
    }

    pub(crate) fn ask_deploy(&mut self, ship: ShipId) {
        let spots = self.deploy_spots(ship);
        let owner = self.ship(ship).owner;
        if spots.is_empty() {
            // No legal spot is left for this ship: it stays out of the game.
            let s = self.ship_mut(ship);
            s.life = Life::Destroyed;
            self.emit(Event::ShipRemoved {
                ship,
                how: super::events::Removal::Destroyed,
            });
            return;
        }
        let options = (0..spots.len() as u16).map(Choice::Spot).collect();
        self.ask(owner, Prompt::Deploy { ship, spots }, options);
    }

    pub(crate) fn resolve_deploy(&mut self, ship: ShipId, spots: &[Pose], choice: &Choice) {
        let Choice::Spot(index) = *choice else { return };
        let Some(&pose) = spots.get(usize::from(index)) else {
            return;
        };
        let s = self.ship_mut(ship);
        s.body = s.body.at(pose);
        s.life = Life::InPlay;
        self.emit(Event::ShipDeployed { ship });
    }
}

/// A footprint helper used by invariants and tests.
pub fn ship_footprint(ship: &Ship) -> Shape {
    ship.body.footprint_with_guides()
}

fn huge_kind(xws: &str) -> HugeKind {
    if xws.starts_with("cr90") || xws.starts_with("raider") {
        HugeKind::Long
    } else {
        HugeKind::Short
    }
}

fn claim_unique(names: &mut Vec<String>, name: &str) -> Result<(), String> {
    let key = name
        .trim_matches(|c| c == '"' || c == '\u{201c}' || c == '\u{201d}')
        .to_string();
    if names.contains(&key) {
        return Err(format!("the unique name {name} appears twice in the squad"));
    }
    names.push(key);
    Ok(())
}

/// The equipping rules of one upgrade on one ship card: size (seed 000 "Améliorations
/// restreintes aux vaisseaux", "Modifications"), ship type, faction and Limited (seed 000
/// "Améliorations limitées").
fn check_upgrade_fits(
    edition: Edition,
    ship: &crate::data::ShipType,
    upgrade: &crate::data::Upgrade,
    faction: &str,
    already: &[EquippedUpgrade],
) -> Result<(), String> {
    if !upgrade.sizes.is_empty() && !upgrade.sizes.contains(&ship.size) {
        return Err(format!(
            "{} is restricted to {:?} ships; {} is {:?}",
            upgrade.name, upgrade.sizes, ship.name, ship.size
        ));
    }
    if edition == Edition::First
        && ship.size == Size::Huge
        && upgrade.slots.contains(&Slot::Modification)
        && !upgrade.huge_only()
    {
        return Err(format!(
            "{} is a Modification not marked \"Huge ship only\"; huge ships may not equip it",
            upgrade.name
        ));
    }
    if !upgrade.ships.is_empty()
        && !upgrade
            .ships
            .iter()
            .any(|s| s == &ship.name || s == &ship.xws)
    {
        return Err(format!(
            "{} is restricted to {:?}",
            upgrade.name, upgrade.ships
        ));
    }
    if !upgrade.factions.is_empty() && !upgrade.factions.iter().any(|f| f == faction) {
        return Err(format!(
            "{} is restricted to {:?}",
            upgrade.name, upgrade.factions
        ));
    }
    if let Some(key) = upgrade.unchecked_restrictions.first() {
        return Err(format!(
            "{} has a \"{key}\" restriction the kernel does not check, so it is not allowed",
            upgrade.name
        ));
    }
    for (kind, difficulty) in &upgrade.requires_actions {
        let present = ship
            .actions
            .iter()
            .any(|icon| icon.kind == *kind && difficulty.is_none_or(|d| d == icon.difficulty));
        if !present {
            return Err(format!(
                "{} needs the {kind:?} action on the ship's bar",
                upgrade.name
            ));
        }
    }
    if upgrade.limited && already.iter().any(|u| u.card.xws == upgrade.xws) {
        return Err(format!("{} is Limited: one copy per ship", upgrade.name));
    }
    Ok(())
}

/// The cards of a deck, each with its effect; a card the kernel has no effect for is an error
/// rather than a blank card.
fn expand(
    specs: &[crate::data::DamageCardSpec],
    edition: Edition,
    huge: bool,
    section: Option<Section>,
) -> Result<Vec<DeckCard>, SetupError> {
    let mut cards = Vec::new();
    for spec in specs
        .iter()
        .filter(|spec| section.is_none() || spec.section == section)
    {
        let effect = DamageEffect::for_card(edition, huge, &spec.name).ok_or_else(|| {
            SetupError::DamageCard {
                name: spec.name.clone(),
            }
        })?;
        for _ in 0..spec.count {
            cards.push(DeckCard {
                name: spec.name.clone(),
                effect,
            });
        }
    }
    Ok(cards)
}
