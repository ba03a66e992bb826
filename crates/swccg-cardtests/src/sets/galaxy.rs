//! Tests of the planets of the Special Edition 1998 World Championship decks: the systems
//! (Premiere's Alderaan, the Jedi Pack's Eriadu) and the Special Edition generic sites (◇),
//! each deployed to a planet. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::use_text;
use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::flow::actions::payment_for;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::{Quantity, Rule, Stat};
use swccg_engine::{Answer, CardId, Phase, Pile, Place};

const ERIADU: &str = "Eriadu";
const ALDERAAN: &str = "Alderaan";
const KESSEL: &str = "Kessel";
const TATOOINE: &str = "Tatooine";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

/// The Premiere decks with Eriadu (Dark's) and Alderaan (Light's) on table and the given
/// cards added to the decks.
fn planets(dark: &[&str], light: &[&str]) -> Builder {
    let mut b = premiere()
        .extra(Dark, card("102_7"))
        .extra(Light, card("1_121"));
    for id in dark {
        b = b.extra(Dark, card(id));
    }
    for id in light {
        b = b.extra(Light, card(id));
    }
    b.site(Dark, ERIADU).site(Light, ALDERAAN)
}

/// The planets (named by a location of each) a generic site in hand may deploy to.
fn planets_offered(s: &Scenario, site: CardId) -> Vec<String> {
    let q = s.q();
    let mut out: Vec<String> = s
        .deploy_options_for(site)
        .into_iter()
        .filter_map(|d| match d {
            Dest::Row {
                planet: Some(p), ..
            } => q.planet(p).map(str::to_string),
            _ => None,
        })
        .collect();
    out.dedup();
    out
}

/// The planets a generic site of `side`'s may deploy to with Eriadu, Alderaan, Kessel and
/// Tatooine on table.
fn offered_among_four(side: Side, id: &str, title: &str) -> Vec<String> {
    let s = planets(&["1_288", "1_289"], &[])
        .extra(side, card(id))
        .site(Dark, KESSEL)
        .site(Dark, TATOOINE)
        .hand(side, title)
        .phase(side, Phase::Deploy)
        .build();
    let site = s.card(side, title);
    let mut out = planets_offered(&s, site);
    out.sort();
    out
}

/// A value of `side` at a location folded from the texts on table.
fn fold_at(s: &Scenario, quantity: Quantity, side: Side, at: CardId) -> i32 {
    s.q().fold(quantity, QTarget::Player(side, Some(at)), 0)
}

/// Uses a Swamp's search (no creature deploys: the Reserve Deck is reshuffled) and checks it
/// is not offered again this deploy phase.
fn swamp_search_once(mut s: Scenario, swamp: CardId) {
    let used = use_text(swamp);
    let answer = *s
        .options()
        .iter()
        .find(|a| used(a))
        .unwrap_or_else(|| panic!("the Swamp's search: {:?}", s.options()));
    s.answer(answer);
    assert_eq!(s.state().phase, Phase::Deploy);
    assert!(!s.options().iter().any(&used), "{:?}", s.options());
}

crate::card_tests! {

// ----- Systems -----

/// Alderaan subtracts 1 from the Dark Side's battle destiny draws at the system, not the Light
/// Side's; the Dark Side's drain there is +1 only while it controls Alderaan.
fn card_1_121_alderaan_minus_one_to_opponents_battle_destiny_and_dark_drain_bonus() {
    let s = planets(&[], &[]).phase(Dark, Phase::Control).build();
    let alderaan = s.site(ALDERAAN);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Dark, alderaan), -1);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Light, alderaan), 0);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, alderaan), 0);
    // With presence there (a scenario puts a trooper at the system) Dark controls it.
    let s = planets(&[], &[])
        .at(Dark, "Stormtrooper", ALDERAAN)
        .phase(Dark, Phase::Control)
        .build();
    let alderaan = s.site(ALDERAAN);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, alderaan), 1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, alderaan), 0);
}

/// Eriadu: while Dark controls it, Imperials with ability > 2 are forfeit +2 (General Tagge,
/// ability 3, yes; the Imperial Commander, ability 2, no); Tarkin deploys free there; Light's
/// drain there is +1 while Light controls.
fn card_102_7_eriadu_forfeit_bonus_free_tarkin_and_light_drain_bonus() {
    let build = |control: bool| {
        let b = planets(&["2_91", "1_178", "102_11"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Imperial Commander", MOS_EISLEY)
            .at(Dark, "General Tagge", MOS_EISLEY)
            .hand(Dark, "Tarkin");
        let b = if control { b.at(Dark, "Imperial Trooper Guard", ERIADU) } else { b };
        b.fill(Dark, Pile::Force, 8).phase(Dark, Phase::Deploy).build()
    };
    let printed = |s: &Scenario, c: CardId| s.q().bp(c).stat(Stat::Forfeit);
    let s = build(true);
    let commander = s.card(Dark, "Imperial Commander");
    let tagge = s.card(Dark, "General Tagge");
    assert_eq!(s.q().forfeit(tagge), Some(printed(&s, tagge) + 2));
    assert_eq!(s.q().forfeit(commander), Some(printed(&s, commander)));
    let s = build(false);
    let tagge = s.card(Dark, "General Tagge");
    assert_eq!(s.q().forfeit(tagge), Some(printed(&s, tagge)));
    // Tarkin: free to Eriadu, his printed cost elsewhere.
    let tarkin = s.card(Dark, "Tarkin");
    let eriadu = s.site(ERIADU);
    assert_eq!(payment_for(&s.q(), Dark, tarkin, Dest::At(eriadu)).own, 0);
    assert_eq!(
        i32::from(payment_for(&s.q(), Dark, tarkin, Dest::At(s.site(MOS_EISLEY))).own),
        s.q().bp(tarkin).stat(Stat::Deploy)
    );
    // Light's drain bonus while Light controls Eriadu.
    let s = planets(&[], &[])
        .at(Light, "Rebel Trooper", ERIADU)
        .phase(Light, Phase::Control)
        .build();
    let eriadu = s.site(ERIADU);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, eriadu), 1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, eriadu), 0);
}

// ----- Generic sites -----

/// Desert (Dark): not to Kessel (nor the other planets named); Jawas deploy to it although
/// they deploy only on Tatooine; Sandwhirl may not move from it off Tatooine; Light's battle
/// destiny draws are -1 there.
fn card_7_281_desert_restrictions_jawas_sandwhirl_and_light_destiny() {
    assert_eq!(offered_among_four(Dark, "7_281", "Desert"), vec![ALDERAAN, ERIADU, TATOOINE]);
    let s = planets(&["7_281", "7_284", "6_148"], &[])
        .generic_site(Dark, "Desert", ERIADU)
        .generic_site(Dark, "Forest", ERIADU)
        .at(Dark, "Sandwhirl", "Desert")
        .hand(Dark, "Jawa")
        .fill(Dark, Pile::Force, 4)
        .fill(Light, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let (desert, forest) = (s.site("Desert"), s.site("Forest"));
    let jawa = s.card(Dark, "Jawa");
    let options = s.deploy_options_for(jawa);
    assert!(options.contains(&Dest::At(desert)), "{options:?}");
    assert!(!options.contains(&Dest::At(forest)), "{options:?}");
    let sandwhirl = s.card(Dark, "Sandwhirl");
    assert!(s.q().has_rule(sandwhirl, Rule::CannotMove));
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Light, desert), -1);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Dark, desert), 0);
    // On Tatooine, Sandwhirl moves.
    let s = planets(&["1_289", "7_281", "6_148"], &[])
        .site(Dark, TATOOINE)
        .generic_site(Dark, "Desert", TATOOINE)
        .at(Dark, "Sandwhirl", "Desert")
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(!s.q().has_rule(s.card(Dark, "Sandwhirl"), Rule::CannotMove));
}

/// Desert (Light): not to Kessel; Light's Jawas deploy to it; Dark's battle destiny draws are
/// -1 there; Sandwhirl stays off Tatooine.
fn card_7_119_desert_restrictions_jawas_sandwhirl_and_dark_destiny() {
    assert_eq!(offered_among_four(Light, "7_119", "Desert"), vec![ALDERAAN, ERIADU, TATOOINE]);
    let s = planets(&["6_148"], &["7_119", "7_121"])
        .generic_site(Light, "Desert", ALDERAAN)
        .generic_site(Light, "Forest", ALDERAAN)
        .at(Dark, "Sandwhirl", "Desert")
        .hand(Light, "Jawa")
        .fill(Light, Pile::Force, 4)
        .fill(Dark, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let (desert, forest) = (s.site("Desert"), s.site("Forest"));
    let jawa = s.card(Light, "Jawa");
    let options = s.deploy_options_for(jawa);
    assert!(options.contains(&Dest::At(desert)), "{options:?}");
    assert!(!options.contains(&Dest::At(forest)), "{options:?}");
    assert!(s.q().has_rule(s.card(Dark, "Sandwhirl"), Rule::CannotMove));
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Dark, desert), -1);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Light, desert), 0);
}

/// Forest (Dark): not to Tatooine or Kessel; Dark's characters present are immune to
/// attrition, Light's are not, nor Dark's elsewhere.
fn card_7_284_forest_restrictions_and_immunity_for_your_characters() {
    assert_eq!(offered_among_four(Dark, "7_284", "Forest"), vec![ALDERAAN, ERIADU]);
    let s = planets(&["7_284", "7_281"], &[])
        .generic_site(Dark, "Forest", ERIADU)
        .generic_site(Dark, "Desert", ERIADU)
        .at(Dark, "Stormtrooper", "Forest")
        .at(Light, "Rebel Trooper", "Forest")
        .at(Dark, "Imperial Trooper Guard", "Desert")
        .phase(Dark, Phase::Control)
        .build();
    let q = s.q();
    assert!(q.has_rule(s.card(Dark, "Stormtrooper"), Rule::ImmuneToAttrition));
    assert!(!q.has_rule(s.card(Light, "Rebel Trooper"), Rule::ImmuneToAttrition));
    assert!(!q.has_rule(s.card(Dark, "Imperial Trooper Guard"), Rule::ImmuneToAttrition));
}

/// Forest (Light): the same for Light's characters.
fn card_7_121_forest_restrictions_and_immunity_for_your_characters() {
    assert_eq!(offered_among_four(Light, "7_121", "Forest"), vec![ALDERAAN, ERIADU]);
    let s = planets(&[], &["7_121"])
        .generic_site(Light, "Forest", ALDERAAN)
        .at(Dark, "Stormtrooper", "Forest")
        .at(Light, "Rebel Trooper", "Forest")
        .phase(Light, Phase::Control)
        .build();
    let q = s.q();
    assert!(q.has_rule(s.card(Light, "Rebel Trooper"), Rule::ImmuneToAttrition));
    assert!(!q.has_rule(s.card(Dark, "Stormtrooper"), Rule::ImmuneToAttrition));
}

/// Jungle (Dark): not to Tatooine or Kessel; Dark's aliens are power +1 there (not its
/// Imperials); Light's drains there are -1 and Light's attrition against Dark is -2.
fn card_7_285_jungle_alien_power_light_drain_and_attrition() {
    assert_eq!(offered_among_four(Dark, "7_285", "Jungle"), vec![ALDERAAN, ERIADU]);
    let s = planets(&["7_285", "7_195"], &[])
        .generic_site(Dark, "Jungle", ERIADU)
        .at(Dark, "Outer Rim Scout", "Jungle")
        .at(Dark, "Stormtrooper", "Jungle")
        .phase(Dark, Phase::Control)
        .build();
    let jungle = s.site("Jungle");
    let q = s.q();
    let (scout, trooper) = (s.card(Dark, "Outer Rim Scout"), s.card(Dark, "Stormtrooper"));
    assert_eq!(q.power(scout), q.bp(scout).stat(Stat::Power) + 1);
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, jungle), -1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, jungle), 0);
    assert_eq!(fold_at(&s, Quantity::Attrition, Dark, jungle), -2);
    assert_eq!(fold_at(&s, Quantity::Attrition, Light, jungle), 0);
}

/// Jungle (Light): Light's aliens +1; Dark's drains -1 and Dark's attrition against Light -2.
fn card_7_122_jungle_alien_power_dark_drain_and_attrition() {
    assert_eq!(offered_among_four(Light, "7_122", "Jungle"), vec![ALDERAAN, ERIADU]);
    let s = planets(&[], &["7_122", "7_38"])
        .generic_site(Light, "Jungle", ALDERAAN)
        .at(Light, "Ralltiir Freighter Captain", "Jungle")
        .at(Light, "Rebel Trooper", "Jungle")
        .phase(Light, Phase::Control)
        .build();
    let jungle = s.site("Jungle");
    let q = s.q();
    let alien = s.card(Light, "Ralltiir Freighter Captain");
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(q.power(alien), q.bp(alien).stat(Stat::Power) + 1);
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, jungle), -1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, jungle), 0);
    assert_eq!(fold_at(&s, Quantity::Attrition, Light, jungle), -2);
    assert_eq!(fold_at(&s, Quantity::Attrition, Dark, jungle), 0);
}

/// Swamp (Dark): not to Tatooine or Kessel; once per deploy phase Dark may look for a creature
/// to deploy there; Light pays 3 more to battle there and may not react to or from it.
fn card_7_292_swamp_creature_search_battle_cost_and_no_reacts_for_light() {
    assert_eq!(offered_among_four(Dark, "7_292", "Swamp"), vec![ALDERAAN, ERIADU]);
    let s = planets(&["7_292"], &[])
        .generic_site(Dark, "Swamp", ERIADU)
        .site(Dark, MOS_EISLEY)
        // A site to deploy keeps the deploy phase open after the search.
        .hand(Dark, "Tatooine: Jundland Wastes")
        .phase(Dark, Phase::Deploy)
        .build();
    let swamp = s.site("Swamp");
    let q = s.q();
    assert_eq!(fold_at(&s, Quantity::BattleCost, Light, swamp), 3);
    assert_eq!(fold_at(&s, Quantity::BattleCost, Dark, swamp), 0);
    assert!(q.player_rule(Rule::MayNotReact, Light, swamp));
    assert!(!q.player_rule(Rule::MayNotReact, Dark, swamp));
    assert!(!q.player_rule(Rule::MayNotReact, Light, s.site(MOS_EISLEY)));
    swamp_search_once(s, swamp);
}

/// Swamp (Light): the same with sides swapped.
fn card_7_128_swamp_creature_search_battle_cost_and_no_reacts_for_dark() {
    assert_eq!(offered_among_four(Light, "7_128", "Swamp"), vec![ALDERAAN, ERIADU]);
    let s = planets(&[], &["7_128"])
        .generic_site(Light, "Swamp", ALDERAAN)
        .hand(Light, "Tatooine: Dune Sea")
        .phase(Light, Phase::Deploy)
        .build();
    let swamp = s.site("Swamp");
    let q = s.q();
    assert_eq!(fold_at(&s, Quantity::BattleCost, Dark, swamp), 3);
    assert_eq!(fold_at(&s, Quantity::BattleCost, Light, swamp), 0);
    assert!(q.player_rule(Rule::MayNotReact, Dark, swamp));
    assert!(!q.player_rule(Rule::MayNotReact, Light, swamp));
    swamp_search_once(s, swamp);
}

/// Farm: not to Dagobah or Kessel (Tatooine yes); during Light's deploy phase a Vaporator
/// deploys to it from the Reserve Deck.
fn card_7_120_farm_deploys_a_vaporator_from_reserve_deck() {
    let mut planets_ok = offered_among_four(Light, "7_120", "Farm");
    planets_ok.sort();
    assert_eq!(planets_ok, vec![ALDERAAN, ERIADU, TATOOINE]);
    let mut s = planets(&["1_289"], &["7_120", "1_41"])
        .site(Dark, TATOOINE)
        .generic_site(Light, "Farm", TATOOINE)
        .fill(Light, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let farm = s.site("Farm");
    let vaporator = s.card(Light, "Vaporator");
    assert_eq!(s.place(vaporator), Place::Pile(Pile::Reserve));
    let used = use_text(farm);
    let answer = *s.options().iter().find(|a| used(a)).expect("the Farm's text");
    s.answer(answer);
    let deploy = Answer::Deploy {
        card: vaporator,
        to: Dest::At(farm),
    };
    assert!(s.has_option(deploy), "{:?}", s.options());
    s.answer(deploy);
    assert_eq!(s.place(vaporator), Place::At { location: farm });
}

/// Spaceport City (Dark): Dark's drain +1 with its non-unique Imperial leader there or
/// adjacent (not two sites away); Light's drain +1 with its scout present.
fn card_7_288_spaceport_city_drain_bonuses() {
    let build = |leader_at: &str| {
        planets(&["7_288", "7_281", "7_284", "2_92"], &["7_38"])
            .generic_site(Dark, "Spaceport City", ERIADU)
            .generic_site(Dark, "Desert", ERIADU)
            .generic_site(Dark, "Forest", ERIADU)
            .at(Dark, "Imperial Squad Leader", leader_at)
            .at(Light, "Ralltiir Freighter Captain", "Spaceport City")
            .phase(Dark, Phase::Control)
            .build()
    };
    for (at, bonus) in [("Spaceport City", 1), ("Desert", 1), ("Forest", 0)] {
        let s = build(at);
        let city = s.site("Spaceport City");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, city), bonus, "leader at {at}");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, city), 1);
    }
    let s = planets(&["7_288"], &[])
        .generic_site(Dark, "Spaceport City", ERIADU)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, s.site("Spaceport City")), 0);
    assert_eq!(
        offered_among_four(Dark, "7_288", "Spaceport City"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport City (Light): Light's drain +1 with its non-unique Rebel leader at a related
/// site (not on another planet); Dark's drain +1 with its scout present.
fn card_7_125_spaceport_city_drain_bonuses() {
    let build = |leader_at: &str| {
        planets(&["7_195"], &["7_125", "7_119", "2_18"])
            .generic_site(Light, "Spaceport City", ALDERAAN)
            .generic_site(Light, "Desert", ALDERAAN)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Squad Leader", leader_at)
            .at(Dark, "Outer Rim Scout", "Spaceport City")
            .phase(Light, Phase::Control)
            .build()
    };
    for (at, bonus) in [("Desert", 1), (MOS_EISLEY, 0)] {
        let s = build(at);
        let city = s.site("Spaceport City");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, city), bonus, "leader at {at}");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, city), 1);
    }
    assert_eq!(
        offered_among_four(Light, "7_125", "Spaceport City"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Docking Bay (Dark): transit 2 for Dark, 3 for Light; Dark's starfighters deploy
/// -1 there; Light's pilots +1.
fn card_7_289_spaceport_docking_bay_transit_and_deploy_costs() {
    let s = planets(&["7_289", "1_303"], &["1_19"])
        .generic_site(Dark, "Spaceport Docking Bay", ERIADU)
        .hand(Dark, "TIE Advanced x1")
        .hand(Light, "Luke Skywalker")
        .phase(Dark, Phase::Deploy)
        .build();
    let bay = s.site("Spaceport Docking Bay");
    let q = s.q();
    assert_eq!(q.transit_cost(Dark, bay), 2);
    assert_eq!(q.transit_cost(Light, bay), 3);
    let tie = s.card(Dark, "TIE Advanced x1");
    assert_eq!(payment_for(&q, Dark, tie, Dest::At(bay)).own, 1);
    let luke = s.card(Light, "Luke Skywalker");
    assert_eq!(
        i32::from(payment_for(&q, Light, luke, Dest::At(bay)).own),
        q.bp(luke).stat(Stat::Deploy) + 1
    );
    assert_eq!(
        offered_among_four(Dark, "7_289", "Spaceport Docking Bay"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Docking Bay (Light): transit 2 for Light, 3 for Dark; the Falcon (a freighter)
/// deploys -2, an X-wing -1; Dark's pilots +1.
fn card_7_126_spaceport_docking_bay_transit_and_deploy_costs() {
    let s = planets(&["1_168"], &["7_126", "1_143", "1_146"])
        .generic_site(Light, "Spaceport Docking Bay", ALDERAAN)
        .hand(Light, "Millennium Falcon")
        .hand(Light, "X-wing")
        .hand(Dark, "Darth Vader")
        .phase(Light, Phase::Deploy)
        .build();
    let bay = s.site("Spaceport Docking Bay");
    let q = s.q();
    assert_eq!(q.transit_cost(Light, bay), 2);
    assert_eq!(q.transit_cost(Dark, bay), 3);
    let falcon = s.card(Light, "Millennium Falcon");
    let xwing = s.card(Light, "X-wing");
    assert_eq!(payment_for(&q, Light, falcon, Dest::At(bay)).own, 1);
    assert_eq!(payment_for(&q, Light, xwing, Dest::At(bay)).own, 1);
    let vader = s.card(Dark, "Darth Vader");
    assert_eq!(
        i32::from(payment_for(&q, Dark, vader, Dest::At(bay)).own),
        q.bp(vader).stat(Stat::Deploy) + 1
    );
}

/// Spaceport Prefect's Office: with Dark's Imperial leader there, Imperials at related sites
/// are power and forfeit +1 (not on another planet, not without the leader).
fn card_7_290_prefects_office_imperials_on_the_planet_plus_one() {
    let build = |leader: bool| {
        let b = planets(&["7_290", "7_281", "2_92"], &[])
            .generic_site(Dark, "Spaceport Prefect's Office", ERIADU)
            .generic_site(Dark, "Desert", ERIADU)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", "Desert")
            .at(Dark, "Imperial Trooper Guard", MOS_EISLEY);
        let b = if leader {
            b.at(Dark, "Imperial Squad Leader", "Spaceport Prefect's Office")
        } else {
            b
        };
        b.phase(Dark, Phase::Control).build()
    };
    let s = build(true);
    let q = s.q();
    let trooper = s.card(Dark, "Stormtrooper");
    let guard = s.card(Dark, "Imperial Trooper Guard");
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power) + 1);
    assert_eq!(q.forfeit(trooper), Some(q.bp(trooper).stat(Stat::Forfeit) + 1));
    assert_eq!(q.power(guard), q.bp(guard).stat(Stat::Power));
    let s = build(false);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(s.q().power(trooper), s.q().bp(trooper).stat(Stat::Power));
    assert_eq!(
        offered_among_four(Dark, "7_290", "Spaceport Prefect's Office"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Street (Dark): Rebels are power -1 there, Imperials not.
fn card_7_291_spaceport_street_rebels_power_minus_one() {
    let s = planets(&["7_291"], &[])
        .generic_site(Dark, "Spaceport Street", ERIADU)
        .at(Light, "Rebel Trooper", "Spaceport Street")
        .at(Dark, "Stormtrooper", "Spaceport Street")
        .phase(Dark, Phase::Control)
        .build();
    let q = s.q();
    let rebel = s.card(Light, "Rebel Trooper");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(q.power(rebel), q.bp(rebel).stat(Stat::Power) - 1);
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    assert_eq!(
        offered_among_four(Dark, "7_291", "Spaceport Street"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Street (Light): Imperials are power -1 there, Rebels not.
fn card_7_127_spaceport_street_imperials_power_minus_one() {
    let s = planets(&[], &["7_127"])
        .generic_site(Light, "Spaceport Street", ALDERAAN)
        .at(Light, "Rebel Trooper", "Spaceport Street")
        .at(Dark, "Stormtrooper", "Spaceport Street")
        .phase(Light, Phase::Control)
        .build();
    let q = s.q();
    let rebel = s.card(Light, "Rebel Trooper");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power) - 1);
    assert_eq!(q.power(rebel), q.bp(rebel).stat(Stat::Power));
    assert_eq!(
        offered_among_four(Light, "7_127", "Spaceport Street"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

}
