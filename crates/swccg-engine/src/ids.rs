//! Small identifiers and enums shared by the whole engine.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One physical card of a game, an index into the catalogue and the state's card table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl CardId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c{}", self.0)
    }
}

/// The parts of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the first turn: starting cards, shuffle, starting hands.
    Setup,
    StartOfTurn,
    Activate,
    Control,
    Deploy,
    Battle,
    Move,
    Draw,
    EndOfTurn,
}

impl Phase {
    /// Every phase, in declaration order (`phase as usize` is its index).
    pub const ALL: [Phase; 9] = [
        Phase::Setup,
        Phase::StartOfTurn,
        Phase::Activate,
        Phase::Control,
        Phase::Deploy,
        Phase::Battle,
        Phase::Move,
        Phase::Draw,
        Phase::EndOfTurn,
    ];

    /// The phase after this one, within a turn.
    pub fn next(self) -> Phase {
        match self {
            Phase::Setup => Phase::StartOfTurn,
            Phase::StartOfTurn => Phase::Activate,
            Phase::Activate => Phase::Control,
            Phase::Control => Phase::Deploy,
            Phase::Deploy => Phase::Battle,
            Phase::Battle => Phase::Move,
            Phase::Move => Phase::Draw,
            Phase::Draw => Phase::EndOfTurn,
            Phase::EndOfTurn => Phase::StartOfTurn,
        }
    }
}

/// A player's piles. The top of a pile is the last element of its vector.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Pile {
    Reserve,
    Force,
    Used,
    Lost,
    Hand,
    OutOfPlay,
    /// Cards revealed as destiny draws and not yet placed on the Used Pile (part of Life
    /// Force).
    Destiny,
    /// Cards set aside while starting locations are chosen, or an interrupt being played.
    Aside,
    /// Cards brought from outside the deck (Defensive Shields…), not yet used.
    Outside,
}

impl Pile {
    pub const ALL: [Pile; 9] = [
        Pile::Reserve,
        Pile::Force,
        Pile::Used,
        Pile::Lost,
        Pile::Hand,
        Pile::OutOfPlay,
        Pile::Destiny,
        Pile::Aside,
        Pile::Outside,
    ];
}

/// Where a card is. Every card is in exactly one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// In one of its owner's piles.
    Pile(Pile),
    /// A location on table (the top card if converted).
    Location,
    /// A location covered by the opponent's copy of the same location (conversion).
    Covered { by: CardId },
    /// At a location: characters, and cards deployed on a side of a location.
    At { location: CardId },
    /// Deployed on another card (weapons, devices, effects on characters).
    On { card: CardId },
    /// On table but not at a location (effects deployed "on table" or near a pile).
    Table,
    /// Stacked on a card (face up, not on table: its text does nothing there).
    Stacked { on: CardId },
}

impl Place {
    /// Whether a card here is on table (stacked cards and cards in piles are not).
    pub fn on_table(self) -> bool {
        !matches!(self, Place::Pile(_) | Place::Stacked { .. })
    }
}

impl From<crate::script::PileName> for Pile {
    fn from(p: crate::script::PileName) -> Pile {
        use crate::script::PileName;
        match p {
            PileName::Reserve => Pile::Reserve,
            PileName::Force => Pile::Force,
            PileName::Used => Pile::Used,
            PileName::Lost => Pile::Lost,
            PileName::Hand => Pile::Hand,
            PileName::OutOfPlay => Pile::OutOfPlay,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Phase::ALL` indexes lists by phase (`Catalogue::top_actions_in`): each phase once, at
    /// its declaration index, and every phase a turn passes through among them.
    #[test]
    fn every_phase_is_listed_at_its_index() {
        for (i, phase) in Phase::ALL.iter().enumerate() {
            assert_eq!(*phase as usize, i);
            assert!(Phase::ALL.contains(&phase.next()));
        }
    }
}
