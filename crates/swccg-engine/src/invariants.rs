//! Checks that must hold after every step of every game; the property tests and the
//! simulator run them.

use crate::catalogue::Catalogue;
use crate::ids::{CardId, Pile, Place};
use crate::state::State;
use crate::view::View;
use swccg_cards::Side;

/// Returns a description of every broken invariant (empty when all hold).
pub fn check(cat: &Catalogue, st: &State) -> Vec<String> {
    let mut problems = Vec::new();
    // Every card is in exactly one place, and piles agree with the cards' places.
    let mut seen = vec![0u8; cat.len()];
    for side in Side::BOTH {
        for pile in Pile::ALL {
            for &card in st.player(side).pile(pile) {
                seen[card.index()] += 1;
                // Only an insert card (in its holder's Reserve Deck) or a stolen card (in its
                // thief's piles) is in the other player's piles.
                let state = st.card(card);
                let held = state.holder == Some(side) && (state.stolen || pile == Pile::Reserve);
                if cat.owner(card) != side && !held {
                    problems.push(format!("{card} is in {side}'s {pile:?} but is not theirs"));
                }
                if state.holder.is_some() && !held {
                    problems.push(format!("{card} has a holder but is in {side}'s {pile:?}"));
                }
                if st.place(card) != Place::Pile(pile) {
                    problems.push(format!(
                        "{card} is in {side}'s {pile:?} but its place is {:?}",
                        st.place(card)
                    ));
                }
            }
        }
    }
    // The state-check memo, while its generation is current, holds the table as it is: every
    // change of the layout moved the generation on.
    if !st.checks_memo_consistent() {
        problems.push(
            "the table's layout changed without its generation moving on (state-check memo)"
                .to_string(),
        );
    }
    // The derived positions of locations, once built, are those of the rows.
    if !st.positions_consistent() {
        problems.push("the rows of locations changed without `rows_changed`".to_string());
    }
    // Each mobile system on table has one position; what it orbits is a planet system on
    // table at its parsec (seed 004 "Death Star").
    for (i, p) in st.mobile.iter().enumerate() {
        if st.place(p.system) != Place::Location || cat.bp(p.system).mobile.is_none() {
            problems.push(format!(
                "{} has a mobile position but is not a mobile system on table",
                p.system
            ));
        }
        if st.mobile[..i].iter().any(|o| o.system == p.system) {
            problems.push(format!("{} has two mobile positions", p.system));
        }
        if let Some(planet) = p.orbit
            && (st.place(planet) != Place::Location
                || cat.bp(planet).parsec != Some(i32::from(p.parsec)))
        {
            problems.push(format!(
                "{} orbits {planet}, not a system at its parsec {}",
                p.system, p.parsec
            ));
        }
    }
    for row in &st.rows {
        for &site in &row.sites {
            seen[site.index()] += 1;
            if st.place(site) != Place::Location {
                problems.push(format!(
                    "{site} is in a row but its place is {:?}",
                    st.place(site)
                ));
            }
        }
    }
    for card in cat.ids() {
        match st.place(card) {
            Place::Pile(_) | Place::Location => {}
            Place::Stacked { on } => {
                seen[card.index()] += 1;
                if !st.place(on).on_table() {
                    problems.push(format!("{card} is stacked on {on}, which is not on table"));
                }
                // Captives (seed 003 §4-5): a character of one side under a character of the
                // other, its escort, which escorts no other captive.
                if st.card(card).captive {
                    let q = crate::query::Q::new(cat, st);
                    if !cat.bp(card).is_character()
                        || !cat.bp(on).is_character()
                        || q.owner(card) == q.owner(on)
                    {
                        problems.push(format!(
                            "captive {card} is not an opponent's character under a character ({on})"
                        ));
                    }
                    if q.stacked(on).filter(|&c| st.card(c).captive).count() > 1 {
                        problems.push(format!("{on} escorts more than one captive"));
                    }
                }
            }
            Place::Covered { by } => {
                seen[card.index()] += 1;
                if st.place(by) != Place::Location {
                    problems.push(format!(
                        "{card} is covered by {by}, which is not a location"
                    ));
                }
            }
            Place::At { location } => {
                seen[card.index()] += 1;
                if st.place(location) != Place::Location {
                    problems.push(format!("{card} is at {location}, which is not on table"));
                }
            }
            Place::On { card: bearer } => {
                seen[card.index()] += 1;
                if !st.place(bearer).on_table() {
                    problems.push(format!("{card} is on {bearer}, which is not on table"));
                }
            }
            Place::Table => seen[card.index()] += 1,
        }
        if st.card(card).captive && !matches!(st.place(card), Place::Stacked { .. }) {
            problems.push(format!("{card} is a captive but is not stacked"));
        }
    }
    // Cargo bays (seed 001 "Capacity", seed 004 "Embarking"): a carried starfighter or vehicle
    // is aboard a starship at a location, a starfighter aboard a capital one; no starship
    // carries more of a kind than its slots, nor a starfighter that is not a TIE in "TIEs"
    // slots.
    let q = crate::query::Q::new(cat, st);
    for &card in &st.table {
        if q.carried(card) {
            let ship = q.bearer(card).expect("a carried card has a bearer");
            let starfighter = matches!(
                crate::flow::actions::cargo_kind(&q, card),
                Some(crate::flow::actions::Cargo::Starfighter { .. })
            );
            if !matches!(st.place(ship), Place::At { .. }) || (starfighter && !cat.bp(ship).capital)
            {
                problems.push(format!(
                    "{card} is carried by {ship}, which may not carry it"
                ));
            }
        }
        if !q.is_starship(card) {
            continue;
        }
        let cap = cat.bp(card).capacity;
        let (mut vehicles, mut starfighters) = (0u8, 0u8);
        for c in q.attached(card).filter(|&c| q.carried(c)) {
            match crate::flow::actions::cargo_kind(&q, c) {
                Some(crate::flow::actions::Cargo::Vehicle) => vehicles += 1,
                Some(crate::flow::actions::Cargo::Starfighter { tie }) => {
                    starfighters += 1;
                    if cap.ties_only && !tie {
                        problems.push(format!("{c} is no TIE but fills a TIE slot of {card}"));
                    }
                }
                None => problems.push(format!("{c} is carried by {card} but takes no slot")),
            }
        }
        if vehicles > cap.vehicles || starfighters > cap.starfighters {
            problems.push(format!(
                "{card} carries {vehicles} vehicles and {starfighters} starfighters, more than \
                 its capacity"
            ));
        }
    }
    // The table index lists exactly the non-location cards on table.
    let mut indexed: Vec<CardId> = st.table.clone();
    indexed.sort();
    let mut expected: Vec<CardId> = cat
        .ids()
        .filter(|&c| {
            matches!(
                st.place(c),
                Place::At { .. } | Place::On { .. } | Place::Table
            )
        })
        .collect();
    expected.sort();
    if indexed != expected {
        problems.push(format!(
            "the table index {indexed:?} differs from the cards on table {expected:?}"
        ));
    }
    for (i, &n) in seen.iter().enumerate() {
        if n != 1 {
            problems.push(format!("{} is in {n} places", CardId(i as u16)));
        }
    }
    // Counters stay in range.
    for side in Side::BOTH {
        let p = st.player(side);
        if p.activated > p.generation && p.generation > 0 {
            problems.push(format!(
                "{side} activated {} of {}",
                p.activated, p.generation
            ));
        }
    }
    // A game that is not over always waits for a decision.
    if st.outcome.is_none() && st.pending.is_none() {
        problems.push("the game is not over and no decision is pending".into());
    }
    if let Some(p) = &st.pending
        && p.options.len() < 2
    {
        problems.push(format!("decision {} has {} options", p.id, p.options.len()));
    }
    problems
}

/// Checks that a seat's view holds neither the opponent's hand nor any Reserve Deck card.
pub fn check_view(st: &State, view: &View) -> Vec<String> {
    let seat = view.seat;
    let mut problems = Vec::new();
    let hidden: Vec<CardId> = st
        .player(seat.opponent())
        .hand
        .iter()
        .chain(&st.player(Side::Dark).reserve)
        .chain(&st.player(Side::Light).reserve)
        .copied()
        .collect();
    for id in view.card_ids() {
        if hidden.contains(&id) {
            problems.push(format!("{seat}'s view shows hidden card {id}"));
        }
    }
    if view.opponent.hand.is_some() {
        problems.push(format!("{seat}'s view lists the opponent's hand"));
    }
    problems
}
