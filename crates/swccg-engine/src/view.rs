//! What one seat may see: its own hand, every pile's size, face-up piles, the table. Never the
//! opponent's hand, never the order of any Reserve Deck, never a face-down card it has not
//! been shown.

use crate::catalogue::Catalogue;
use crate::decision::Prompt;
use crate::ids::{CardId, Phase, Place};
use crate::query::Q;
use crate::state::{Flags, Outcome, State};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

/// A card as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    pub gemp_id: String,
    pub title: String,
    /// Whose card it plays as (a stolen card's thief).
    pub owner: Side,
}

/// A card on table, with its current values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCard {
    pub card: CardView,
    pub power: i32,
    pub ability: i32,
    pub forfeit: Option<i32>,
    pub hit: bool,
    /// On the opponent's side of its location (mines).
    pub opponent_side: bool,
    /// Cards deployed on this one.
    pub attached: Vec<CardView>,
    /// The opponent's character this one escorts (seed 003 §5), face up under it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captive: Option<CardView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiteView {
    pub location: CardView,
    /// Force icons on each half (Dark, Light).
    pub icons: [u8; 2],
    /// Covered copies (converted locations).
    pub covered: Vec<CardView>,
    pub cards: Vec<TableCard>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowView {
    pub region: String,
    pub sites: Vec<SiteView>,
}

/// One player's piles as the seat may see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PilesView {
    pub side: Side,
    /// The cards in hand: shown only for the seat's own hand.
    pub hand: Option<Vec<CardView>>,
    pub hand_size: usize,
    pub reserve: usize,
    pub force_pile: usize,
    pub used: usize,
    /// Face up, visible to both.
    pub lost: Vec<CardView>,
    pub out_of_play: Vec<CardView>,
    /// Cards revealed as destiny draws, not yet placed.
    pub destiny: Vec<CardView>,
    pub life_force: usize,
    pub generation: u8,
    pub activated: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Side,
    pub turn: u16,
    pub active: Side,
    pub phase: Phase,
    pub you: PilesView,
    pub opponent: PilesView,
    pub rows: Vec<RowView>,
    /// Cards on table that are not at a location.
    pub elsewhere: Vec<TableCard>,
    /// Who must decide now, and what is asked (the options are given by the door to the
    /// deciding seat only).
    pub deciding: Option<(Side, Prompt)>,
    pub outcome: Option<Outcome>,
}

impl View {
    pub fn of(cat: &Catalogue, st: &State, seat: Side) -> View {
        let q = Q::new(cat, st);
        let card = |id: CardId| CardView {
            id,
            gemp_id: cat.bp(id).gemp_id.clone(),
            title: cat.bp(id).title.clone(),
            owner: q.owner(id),
        };
        let table_card = |id: CardId| TableCard {
            card: card(id),
            power: q.power(id),
            ability: q.ability(id),
            forfeit: q.forfeit(id),
            hit: st.flag(id, Flags::HIT),
            opponent_side: st.flag(id, Flags::OPPONENT_SIDE),
            attached: q.attached(id).map(card).collect(),
            captive: q.captive_of(id).map(card),
        };
        let piles = |side: Side| {
            let p = st.player(side);
            PilesView {
                side,
                hand: (side == seat).then(|| p.hand.iter().map(|&c| card(c)).collect()),
                hand_size: p.hand.len(),
                reserve: p.reserve.len(),
                force_pile: p.force.len(),
                used: p.used.len(),
                lost: p.lost.iter().map(|&c| card(c)).collect(),
                out_of_play: p.out_of_play.iter().map(|&c| card(c)).collect(),
                destiny: p.destiny.iter().map(|&c| card(c)).collect(),
                life_force: p.life_force(),
                generation: p.generation,
                activated: p.activated,
            }
        };
        let rows = st
            .rows
            .iter()
            .map(|row| RowView {
                region: row.region.clone(),
                sites: row
                    .sites
                    .iter()
                    .map(|&site| SiteView {
                        location: card(site),
                        // Printed icons, each side's half; a rotated location's halves
                        // belong to the other side (Revolution).
                        icons: if q.rotated(site) {
                            let [d, l] = cat.bp(site).icons;
                            [l, d]
                        } else {
                            cat.bp(site).icons
                        },
                        covered: cat
                            .ids()
                            .filter(|&c| st.place(c) == Place::Covered { by: site })
                            .map(card)
                            .collect(),
                        cards: cat
                            .ids()
                            .filter(|&c| st.place(c) == Place::At { location: site })
                            .map(table_card)
                            .collect(),
                    })
                    .collect(),
            })
            .collect();
        View {
            seat,
            turn: st.turn,
            active: st.active,
            phase: st.phase,
            you: piles(seat),
            opponent: piles(seat.opponent()),
            rows,
            elsewhere: cat
                .ids()
                .filter(|&c| st.place(c) == Place::Table)
                .map(table_card)
                .collect(),
            deciding: st.pending.as_ref().map(|p| (p.seat, p.prompt)),
            outcome: st.outcome.clone(),
        }
    }

    /// Every card id the view shows, for checks that nothing hidden leaks.
    pub fn card_ids(&self) -> Vec<CardId> {
        let mut out = Vec::new();
        for piles in [&self.you, &self.opponent] {
            out.extend(piles.hand.iter().flatten().map(|c| c.id));
            out.extend(piles.lost.iter().map(|c| c.id));
            out.extend(piles.out_of_play.iter().map(|c| c.id));
            out.extend(piles.destiny.iter().map(|c| c.id));
        }
        for row in &self.rows {
            for site in &row.sites {
                out.push(site.location.id);
                out.extend(site.covered.iter().map(|c| c.id));
                for card in &site.cards {
                    out.push(card.card.id);
                    out.extend(card.attached.iter().map(|c| c.id));
                    out.extend(card.captive.iter().map(|c| c.id));
                }
            }
        }
        for card in &self.elsewhere {
            out.push(card.card.id);
            out.extend(card.attached.iter().map(|c| c.id));
        }
        out
    }
}
