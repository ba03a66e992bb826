//! Tests of Coruscant (set 12) cards whose scripts were drafted by `holocron cards draft` and
//! reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, transit_costs};
use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const SWAMP: &str = "Naboo: Swamp";
const COURTYARD: &str = "Naboo: Theed Palace Courtyard";
const DROID: &str = "Security Battle Droid";

/// One shot in a battle at `site` (Light's copy for the Dune Sea and `COURTYARD`, Dark's
/// otherwise): `side`'s `bearer` armed with `weapon` fires at the opponent's `target`, with
/// `top` on top of `side`'s Reserve Deck, after the cards of `extra` (owner, GEMP id) join the
/// decks. `fire` gives the weapon destiny drawn, whether the target was hit, and the Force the
/// shot used.
struct Shot<'a> {
    side: Side,
    extra: &'a [(Side, &'a str)],
    site: &'a str,
    bearer: &'a str,
    weapon: &'a str,
    target: &'a str,
    top: &'a str,
}

impl Shot<'_> {
    fn fire(&self) -> (i32, bool, usize) {
        let side = self.side;
        let mut b = premiere();
        for &(owner, id) in self.extra {
            b = b.extra(owner, card(id));
        }
        let site_owner = if matches!(self.site, DUNE_SEA | COURTYARD) {
            Light
        } else {
            Dark
        };
        let mut s = b
            .site(site_owner, self.site)
            .at(side, self.bearer, self.site)
            .on(side, self.weapon, self.bearer)
            .at(side.opponent(), self.target, self.site)
            .fill(side, Pile::Force, 3)
            .reserve_top(side, &[self.top])
            .phase(side, Phase::Battle)
            .build();
        let weapon = s.card(side, self.weapon);
        let target = s.card(side.opponent(), self.target);
        s.answer(Answer::Battle(s.site(self.site)));
        let before = s.pile(side, Pile::Force).len();
        s.answer(Answer::Fire { weapon, target });
        let value = s
            .seen()
            .find_map(|w| match w {
                What::DestinyDrawn { player, value, .. } if *player == side => Some(*value),
                _ => None,
            })
            .expect("a weapon destiny was drawn");
        let hit = s.saw(|w| matches!(w, What::TargetHit { card } if *card == target));
        (value, hit, before - s.pile(side, Pile::Force).len())
    }
}

/// A weapon (`id`, `weapon`) of `side` in hand with `force` Force and `side`'s characters
/// (titles) at a site, with the opponent's Stormtrooper or Rebel Trooper there too: the
/// characters it may deploy on, and the scenario.
fn bearers(
    side: Side,
    id: &str,
    weapon: &str,
    characters: &[&str],
    force: usize,
) -> (Vec<CardId>, swccg_engine::scenario::Scenario) {
    let (site, other) = match side {
        Dark => (MOS_EISLEY, "Rebel Trooper"),
        Light => (DUNE_SEA, "Stormtrooper"),
    };
    let mut b = premiere()
        .extra(side, card(id))
        .extra(Dark, card("12_118"))
        .site(side, site)
        .at(side.opponent(), other, site)
        .hand(side, weapon);
    for who in characters {
        b = b.at(side, who, site);
    }
    let s = b
        .fill(side, Pile::Force, force)
        .phase(side, Phase::Deploy)
        .build();
    let w = s.card(side, weapon);
    let mut on: Vec<CardId> = s
        .deploy_options_for(w)
        .into_iter()
        .map(|d| match d {
            Dest::On { card, .. } => card,
            other => panic!("{other:?}"),
        })
        .collect();
    on.sort();
    (on, s)
}

/// Deploys the weapon on `bearer` and checks 1 Force was used.
fn deploy_on(mut s: swccg_engine::scenario::Scenario, side: Side, weapon: &str, bearer: CardId) {
    let w = s.card(side, weapon);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == w && *b == bearer));
    assert_eq!(s.place(w), Place::On { card: bearer });
    assert_eq!(s.pile(side, Pile::Force).len(), 0, "1 Force used");
}

/// A Dark weapon deploys for 1 Force on a warrior (Stormtrooper) or a battle droid, not on a
/// Jawa; with no Force it does not deploy.
fn dark_weapon_deploys(id: &str, weapon: &str) {
    let (none, _) = bearers(Dark, id, weapon, &["Stormtrooper", DROID, "Jawa"], 0);
    assert!(none.is_empty(), "no Force: {none:?}");
    let (on, s) = bearers(Dark, id, weapon, &["Stormtrooper", DROID, "Jawa"], 1);
    let mut expected = vec![s.card(Dark, "Stormtrooper"), s.card(Dark, DROID)];
    expected.sort();
    assert_eq!(on, expected);
    let droid = s.card(Dark, DROID);
    deploy_on(s, Dark, weapon, droid);
}

crate::card_tests! {
fn card_12_166_coruscant_docking_bay_transit_costs_1_for_dark_2_for_light() {
    transit_costs(Dark, "12_166", 1, 2);
}

fn card_12_74_coruscant_docking_bay_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Light, "12_74", 2, 1);
}

fn card_12_173_theed_palace_docking_bay_transit_costs_1_for_dark_2_for_light() {
    transit_costs(Dark, "12_173", 1, 2);
}

fn card_12_82_theed_palace_docking_bay_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Light, "12_82", 2, 1);
}

fn card_12_177_mos_espa_docking_bay_transit_costs_1_for_dark_2_for_light() {
    transit_costs(Dark, "12_177", 1, 2);
}

fn card_12_86_mos_espa_docking_bay_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Light, "12_86", 2, 1);
}

fn card_12_188_naboo_blaster_deploys_on_your_warrior_or_battle_droid_for_1() {
    dark_weapon_deploys("12_188", "Naboo Blaster");
}

/// Naboo Blaster fires for 1 Force; it hits a Rebel Trooper (defense value 1) when destiny
/// + 1 beats it (1 + 1 > 1), not with destiny 0 (0 + 1 = 1).
fn card_12_188_naboo_blaster_hits_when_destiny_plus_1_beats_defense() {
    for (top, value, hit) in [("Stormtrooper", 1, true), (DETENTION, 0, false)] {
        let shot = Shot {
            side: Dark,
            extra: &[(Dark, "12_188")],
            site: MOS_EISLEY,
            bearer: "Stormtrooper",
            weapon: "Naboo Blaster",
            target: "Rebel Trooper",
            top,
        };
        assert_eq!(shot.fire(), (value, hit, 1), "destiny from {top}");
    }
}

fn card_12_189_naboo_blaster_rifle_deploys_on_your_warrior_or_battle_droid_for_1() {
    dark_weapon_deploys("12_189", "Naboo Blaster Rifle");
}

/// Naboo Blaster Rifle fires for 1 Force; it hits Luke (defense value 3) when destiny + 2
/// beats it (2 + 2 > 3), not with destiny 1 (1 + 2 = 3).
fn card_12_189_naboo_blaster_rifle_hits_when_destiny_plus_2_beats_defense() {
    for (top, value, hit) in [("Tusken Raider", 2, true), ("Stormtrooper", 1, false)] {
        let shot = Shot {
            side: Dark,
            extra: &[(Dark, "12_189")],
            site: MOS_EISLEY,
            bearer: "Stormtrooper",
            weapon: "Naboo Blaster Rifle",
            target: "Luke",
            top,
        };
        assert_eq!(shot.fire(), (value, hit, 1), "destiny from {top}");
    }
}

/// Light's Naboo Blaster Rifle deploys for 1 Force on your warrior (a Rebel Trooper), not on
/// Talz (no warrior); with no Force it does not deploy.
fn card_12_94_naboo_blaster_rifle_deploys_on_your_warrior_for_1() {
    let rifle = "Naboo Blaster Rifle";
    let (none, _) = bearers(Light, "12_94", rifle, &["Rebel Trooper", "Talz"], 0);
    assert!(none.is_empty(), "no Force: {none:?}");
    let (on, s) = bearers(Light, "12_94", rifle, &["Rebel Trooper", "Talz"], 1);
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(on, vec![trooper]);
    deploy_on(s, Light, rifle, trooper);
}

/// Light's rifle fires for 1 Force; it hits a Death Trooper (defense value: armor 3) when
/// destiny + 2 beats it (2 + 2 > 3), not with destiny 1 (1 + 2 = 3).
fn card_12_94_naboo_blaster_rifle_hits_when_destiny_plus_2_beats_defense() {
    for (top, value, hit) in [("Shistavanen Wolfman", 2, true), ("Rebel Trooper", 1, false)] {
        let shot = Shot {
            side: Light,
            extra: &[(Light, "12_94"), (Dark, "206_10")],
            site: DUNE_SEA,
            bearer: "Rebel Trooper",
            weapon: "Naboo Blaster Rifle",
            target: "Death Trooper",
            top,
        };
        assert_eq!(shot.fire(), (value, hit, 1), "destiny from {top}");
    }
}

/// Dark drains 1 + 1 here with a battle droid present (beside a Stormtrooper, for control);
/// with the Stormtrooper alone, 1.
fn card_12_171_swamp_dark_drains_1_more_with_a_battle_droid_present() {
    for (droid, amount) in [(true, 1 + 1), (false, 1)] {
        let mut b = premiere()
            .extra(Dark, card("12_171"))
            .extra(Dark, card("12_118"))
            .site(Dark, SWAMP)
            .at(Dark, "Stormtrooper", SWAMP);
        if droid {
            b = b.at(Dark, DROID, SWAMP);
        }
        assert_eq!(drained(b, Dark, SWAMP), Some(amount), "droid: {droid}");
    }
}

/// Light drains 1 + 1 here with a Gungan present; with a Rebel Trooper instead, 1.
fn card_12_171_swamp_light_drains_1_more_with_a_gungan_present() {
    for (who, amount) in [("Gungan Warrior", 1 + 1), ("Rebel Trooper", 1)] {
        let b = premiere()
            .extra(Dark, card("12_171"))
            .extra(Light, card("12_7"))
            .site(Dark, SWAMP)
            .at(Light, who, SWAMP);
        assert_eq!(drained(b, Light, SWAMP), Some(amount), "{who} present");
    }
}

/// Light's weapon destiny draws here are +1: a Blaster's destiny 1 + 1 = 2 beats a
/// Stormtrooper's defense value 1; at the Dune Sea the same shot draws 1 and misses.
fn card_12_81_theed_palace_courtyard_light_adds_1_to_weapon_destiny_here() {
    for (site, value, hit) in [(COURTYARD, 1 + 1, true), (DUNE_SEA, 1, false)] {
        let shot = Shot {
            side: Light,
            extra: &[(Light, "12_81")],
            site,
            bearer: "Rebel Trooper",
            weapon: "Blaster",
            target: "Stormtrooper",
            top: "Rebel Trooper",
        };
        assert_eq!(shot.fire(), (value, hit, 1), "at {site}");
    }
    let s = premiere()
        .extra(Light, card("12_81"))
        .site(Light, COURTYARD)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(s.q().weapon_destiny_bonus(Dark, s.site(COURTYARD)), 0, "Light's only");
}
}
