//! Planet systems 'blown away' (seed 003 §3): the system leaves the table for good, with its
//! sites, its cloud sectors and every card at or on them; its asteroid sectors stay.

use super::Cx;
use crate::catalogue::SectorKind;
use crate::event::What;
use crate::ids::{CardId, Place};
use crate::script::Rule;
use crate::state::Flags;

impl Cx<'_> {
    /// Blows `system` away: its sites, its cloud sectors (seed 003 §3b: related to the planet's
    /// sites, they go with them) and the system itself are lost, each with the cards at and on
    /// it, as a starship's sites go with the starship (no window opens for each). Its asteroid
    /// sectors stay (seed 003 §3a: related to the system only). A mobile system orbiting it is
    /// left in deep space at its parsec. Nothing happens to a system already gone.
    pub fn blow_away(&mut self, system: CardId) {
        if self.st.blown_away.contains(&system) || self.st.place(system) != Place::Location {
            return;
        }
        let q = self.q();
        let Some(planet) = q.planet(system).map(str::to_owned) else {
            return;
        };
        let mut doomed: Vec<CardId> =
            q.st.rows
                .iter()
                .filter(|row| !row.systems && row.region == planet)
                .flat_map(|row| row.sites.iter().copied())
                .collect();
        doomed.extend(q.sectors(&planet, SectorKind::Cloud));
        doomed.push(system);
        // A card whose text says so crosses to the opponent's side of the table instead of
        // being lost with the location it is on (A Day Long Remembered).
        let q = self.q();
        let crossing: Vec<CardId> = if q.rule_possible(Rule::CrossesWhenBlownAway) {
            q.st.table
                .iter()
                .copied()
                .filter(|&c| {
                    matches!(
                        q.place(c),
                        Place::At { location: l } | Place::On { card: l } if doomed.contains(&l)
                    ) && q.has_rule(c, Rule::CrossesWhenBlownAway)
                })
                .collect()
        } else {
            Vec::new()
        };
        for card in crossing {
            self.relocate(card, Place::Table);
            self.st.card_mut(card).flags.set(Flags::OPPONENT_SIDE);
            self.emit(What::Crossed { card });
        }
        self.lose_locations(doomed);
        for position in &mut self.st.mobile {
            if position.orbit == Some(system) {
                position.orbit = None;
            }
        }
        self.st.blown_away.push(system);
        self.st.rows_changed();
        self.emit(What::BlownAway { system });
    }
}
