//! What one seat may see: everything on the table, its own dials, the opponent's dials only
//! once revealed, faceup damage cards by name and facedown ones only as a count, and the
//! damage decks only as sizes (their order is hidden from everyone).

use super::decide::{Choice, Prompt};
use super::state::{
    Battle, DeckKind, DeviceId, Life, Lock, ObstacleId, ObstacleKind, Outcome, Phase, Seat, ShipId,
    Tokens,
};
use crate::data::{Edition, Maneuver, Section, Size};
use crate::geometry::{PlayArea, Pose};
use door::DecisionId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UpgradeView {
    pub name: String,
    pub energy: u8,
    /// Active charges.
    pub charges: u8,
    /// Charges on their inactive side (the card's limit less the active ones).
    pub inactive_charges: u8,
    pub discarded: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardView {
    pub name: String,
    pub section: Option<Section>,
    pub hull: u8,
    pub shields: u8,
    pub shields_max: u8,
    pub energy: u8,
    pub energy_limit: Option<u8>,
    pub crippled: bool,
    pub upgrades: Vec<UpgradeView>,
    pub faceup: Vec<String>,
    pub facedown: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShipView {
    pub id: ShipId,
    pub owner: Seat,
    pub name: String,
    pub ship: String,
    pub size: Size,
    pub pose: Pose,
    pub life: Life,
    pub skill: u8,
    pub tokens: Tokens,
    /// Whether a maneuver is set on the dial.
    pub dial_set: bool,
    /// The maneuver: for the owner always, for the opponent once revealed.
    pub dial: Option<Maneuver>,
    pub cards: Vec<CardView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeckView {
    pub owner: Seat,
    pub kind: DeckKind,
    pub remaining: usize,
    /// The discard pile is faceup.
    pub discard: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingView {
    pub id: DecisionId,
    pub seat: Seat,
    pub prompt: Prompt,
    /// The legal answers, shown only to the seat that must answer.
    pub options: Option<Vec<Choice>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub seat: Seat,
    pub edition: Edition,
    pub round: u32,
    pub phase: Phase,
    pub area: PlayArea,
    pub ships: Vec<ShipView>,
    pub obstacles: Vec<(ObstacleId, ObstacleKind, Pose)>,
    pub devices: Vec<(DeviceId, String, Seat, Pose)>,
    pub locks: Vec<Lock>,
    pub decks: Vec<DeckView>,
    pub pending: Option<PendingView>,
    pub outcome: Option<Outcome>,
}

impl Battle {
    /// The view of `seat`.
    pub fn view_for(&self, seat: Seat) -> View {
        let ships = self
            .ships
            .iter()
            .map(|ship| ShipView {
                id: ship.id,
                owner: ship.owner,
                name: ship.name.clone(),
                ship: ship.ship_xws.clone(),
                size: ship.size,
                pose: ship.body.pose,
                life: ship.life,
                skill: self.skill(ship.id),
                tokens: ship.tokens.clone(),
                dial_set: ship.chosen.is_some(),
                dial: if ship.owner == seat {
                    ship.chosen
                } else {
                    ship.memory.revealed
                },
                cards: ship
                    .cards
                    .iter()
                    .map(|card| CardView {
                        name: card.name.clone(),
                        section: card.section,
                        hull: card.hull,
                        shields: card.shields,
                        shields_max: card.shields_max,
                        energy: card.energy,
                        energy_limit: card.energy_limit,
                        crippled: card.crippled,
                        upgrades: card
                            .upgrades
                            .iter()
                            .map(|u| UpgradeView {
                                name: u.card.name.clone(),
                                energy: u.energy,
                                charges: u.charges,
                                inactive_charges: u.inactive_charges(),
                                discarded: u.discarded,
                            })
                            .collect(),
                        faceup: card
                            .damage
                            .iter()
                            .filter(|d| d.face_up)
                            .map(|d| d.name.clone())
                            .collect(),
                        facedown: card.damage.iter().filter(|d| !d.face_up).count(),
                    })
                    .collect(),
            })
            .collect();
        View {
            seat,
            edition: self.edition(),
            round: self.round,
            phase: self.phase,
            area: self.play_area(),
            ships,
            obstacles: self
                .obstacles
                .iter()
                .filter(|o| o.in_play)
                .map(|o| (o.id, o.kind, o.pose))
                .collect(),
            devices: self
                .devices
                .iter()
                .filter(|d| d.in_play)
                .map(|d| (d.id, d.name.clone(), d.owner, d.pose))
                .collect(),
            locks: self.locks.clone(),
            decks: self
                .decks
                .iter()
                .map(|deck| DeckView {
                    owner: deck.owner,
                    kind: deck.kind,
                    remaining: deck.cards.len(),
                    discard: deck.discard.iter().map(|c| c.name.clone()).collect(),
                })
                .collect(),
            pending: self.pending.as_ref().map(|p| PendingView {
                id: p.id,
                seat: p.seat,
                prompt: p.prompt.clone(),
                options: (p.seat == seat).then(|| p.options.clone()),
            }),
            outcome: self.outcome,
        }
    }
}
