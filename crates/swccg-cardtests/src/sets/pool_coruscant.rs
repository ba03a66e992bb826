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
const THRONE_ROOM: &str = "Naboo: Theed Palace Throne Room";
const FLAGSHIP_BRIDGE: &str = "Blockade Flagship: Bridge";
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

/// Dark drains here 1 more than its icons (1 Light Side icon: 1 + 1) while Haako (Rune
/// Haako) or Gunray (Nute Gunray) is present; 1 with a Stormtrooper.
fn card_12_174_theed_palace_throne_room_dark_drains_1_more_with_haako_or_gunray() {
    for (who, amount) in [("Rune Haako", 1 + 1), ("Nute Gunray", 1 + 1), ("Stormtrooper", 1)] {
        let b = premiere()
            .extra(Dark, card("12_174"))
            .extra(Dark, card("12_117"))
            .extra(Dark, card("12_112"))
            .site(Dark, THRONE_ROOM)
            .at(Dark, who, THRONE_ROOM);
        assert_eq!(drained(b, Dark, THRONE_ROOM), Some(amount), "with {who}");
    }
}

/// Light drains here 1 less than its icons (2 Dark Side icons: 2 - 1) unless Amidala (Queen
/// Amidala) is present: 2.
fn card_12_174_theed_palace_throne_room_light_drains_1_less_unless_amidala_present() {
    for (who, amount) in [("Rebel Trooper", 2 - 1), ("Queen Amidala", 2)] {
        let b = premiere()
            .extra(Dark, card("12_174"))
            .extra(Light, card("14_25"))
            .site(Dark, THRONE_ROOM)
            .at(Light, who, THRONE_ROOM);
        assert_eq!(drained(b, Light, THRONE_ROOM), Some(amount), "with {who}");
    }
}

/// Light's Gungans are power +1 here (Gungan Warrior, 2 + 1; 2 at Mos Eisley) and deploy -1
/// here (2 - 1; 2 at Mos Eisley); a Rebel Trooper here is neither.
fn card_12_80_swamp_light_gungans_power_1_more_and_deploy_1_less_here() {
    for (at, bonus) in [(SWAMP, 1), (MOS_EISLEY, 0)] {
        let s = premiere()
            .extra(Light, card("12_80"))
            .extra(Light, card("12_7"))
            .site(Light, SWAMP)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Gungan Warrior", at)
            .at(Light, "Rebel Trooper", SWAMP)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.power(s.card(Light, "Gungan Warrior")), 2 + bonus, "at {at}");
        assert_eq!(q.power(s.card(Light, "Rebel Trooper")), 1);
    }
    let s = premiere()
        .extra(Light, card("12_80"))
        .extra(Light, card("12_7"))
        .site(Light, SWAMP)
        .site(Dark, MOS_EISLEY)
        .hand(Light, "Gungan Warrior")
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let cost = |who: &str, site: &str| {
        let c = s.card(Light, who);
        s.q().deploying(c, Some(s.site(site))).stat(c, swccg_engine::script::Stat::Deploy)
    };
    assert_eq!(cost("Gungan Warrior", SWAMP), 2 - 1);
    assert_eq!(cost("Gungan Warrior", MOS_EISLEY), 2);
    assert_eq!(cost("Rebel Trooper", SWAMP), 1);
}

/// Dark's drain here is 1 less than its icons (1 Light Side icon: 0) unless its battle droid
/// is present (Security Battle Droid: 1).
fn card_12_80_swamp_dark_drains_1_less_unless_its_battle_droid_present() {
    for (who, amount) in [("Stormtrooper", 0), (DROID, 1)] {
        let s = premiere()
            .extra(Light, card("12_80"))
            .extra(Dark, card("12_118"))
            .site(Light, SWAMP)
            .at(Dark, who, SWAMP)
            .phase(Dark, Phase::Control)
            .build();
        assert_eq!(s.q().drain_amount(Dark, s.site(SWAMP)), amount, "with {who}");
    }
}

/// While Dark controls the Bridge with Haako (Rune Haako), its [Presence] droids anywhere are
/// power +1 (Security Battle Droid at Mos Eisley, 2 + 1); a Stormtrooper is not; not while
/// Light is on the Bridge too, nor while Dark controls it without Haako, Gunray or Dofine.
fn card_12_164_blockade_flagship_bridge_dark_presence_droids_power_1_more_while_controlling_with_haako() {
    let cases = [
        (&[(Dark, "Rune Haako")][..], 1),
        (&[(Dark, "Rune Haako"), (Light, "Rebel Trooper")][..], 0),
        (&[(Dark, "Stormtrooper")][..], 0),
    ];
    for (on_bridge, bonus) in cases {
        let mut b = premiere()
            .extra(Dark, card("12_164"))
            .extra(Dark, card("12_117"))
            .extra(Dark, card("12_118"))
            .site(Dark, FLAGSHIP_BRIDGE)
            .site(Dark, MOS_EISLEY)
            .at(Dark, DROID, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        for &(side, who) in on_bridge {
            b = b.at(side, who, FLAGSHIP_BRIDGE);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        let q = s.q();
        assert_eq!(q.power(s.card(Dark, DROID)), 2 + bonus, "{on_bridge:?}");
        let trooper = s
            .cards(Dark, "Stormtrooper")
            .into_iter()
            .find(|&c| s.state().location_of(c) == Some(s.site(MOS_EISLEY)))
            .expect("a Stormtrooper at Mos Eisley");
        assert_eq!(q.power(trooper), 1, "no [Presence] icon");
    }
}

/// Light drains here 1 less than its icons (2 Dark Side icons: 2 - 1) unless its Jedi is here
/// (Obi-Wan: 2).
fn card_12_164_blockade_flagship_bridge_light_drains_1_less_unless_its_jedi_here() {
    for (who, amount) in [("Rebel Trooper", 2 - 1), ("Obi-Wan Kenobi", 2)] {
        let b = premiere()
            .extra(Dark, card("12_164"))
            .extra(Light, card("1_21"))
            .site(Dark, FLAGSHIP_BRIDGE)
            .at(Light, who, FLAGSHIP_BRIDGE);
        assert_eq!(drained(b, Light, FLAGSHIP_BRIDGE), Some(amount), "with {who}");
    }
}

/// Gungan Warrior (deploy 2) deploys for 2 - 1 to a Naboo site Dark occupies (Dark's Swamp
/// with a Stormtrooper); 2 to the Swamp without Dark there, and 2 to Mos Eisley with a
/// Stormtrooper there.
fn card_12_7_gungan_warrior_deploys_1_less_to_a_naboo_site_opponent_occupies() {
    for (dark_at, site, cost) in [
        (Some(SWAMP), SWAMP, 2 - 1),
        (None, SWAMP, 2),
        (Some(MOS_EISLEY), MOS_EISLEY, 2),
    ] {
        let mut b = premiere()
            .extra(Light, card("12_7"))
            .extra(Dark, card("12_171"))
            .site(Dark, SWAMP)
            .site(Dark, MOS_EISLEY)
            .hand(Light, "Gungan Warrior");
        if let Some(at) = dark_at {
            b = b.at(Dark, "Stormtrooper", at);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let c = s.card(Light, "Gungan Warrior");
        let q = s.q();
        let deploy = q
            .deploying(c, Some(s.site(site)))
            .stat(c, swccg_engine::script::Stat::Deploy);
        assert_eq!(deploy, cost, "Dark at {dark_at:?}, to {site}");
    }
}

/// In a battle, a Gungan Warrior with another Gungan (Gungan Guard; ability 1 + 1) lets Light
/// draw one battle destiny; with a Rebel Trooper instead (also ability 2), none.
fn card_12_7_gungan_warrior_draws_one_battle_destiny_with_another_gungan() {
    for (other, draws) in [("Gungan Guard", 1), ("Rebel Trooper", 0)] {
        let mut s = premiere()
            .extra(Light, card("12_7"))
            .extra(Light, card("14_13"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "Gungan Warrior", MOS_EISLEY)
            .at(Light, other, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Battle)
            .build();
        let at = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Light, at, 0), draws, "with a {other}");
    }
}

/// Armed with an Electropole, Gungan Warrior is power 2 + 3; unarmed 2.
fn card_12_7_gungan_warrior_power_3_more_armed_with_an_electropole() {
    for (armed, power) in [(true, 2 + 3), (false, 2)] {
        let mut b = premiere()
            .extra(Light, card("12_7"))
            .extra(Light, card("14_65"))
            .site(Dark, MOS_EISLEY)
            .at(Light, "Gungan Warrior", MOS_EISLEY);
        if armed {
            b = b.on(Light, "Electropole", "Gungan Warrior");
        }
        let s = b.phase(Light, Phase::Deploy).build();
        assert_eq!(s.q().power(s.card(Light, "Gungan Warrior")), power, "armed {armed}");
    }
}
}
