//! Tests of Virtual Set 4 (set 204) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, Phase, Pile, What};

const VILLAGE: &str = "Jakku: Tuanul Village";
const B2: &str = "B2 Battle Droid";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

/// Tuanul Village and Mos Eisley on table, a First Order Stormtrooper and Rose Tico (a
/// Resistance character) at `at`, a Stormtrooper and a Rebel Trooper at the Village.
fn village(at: &str) -> Scenario {
    premiere()
        .extra(Dark, card("204_53"))
        .extra(Dark, card("204_40"))
        .extra(Light, card("209_11"))
        .site(Dark, VILLAGE)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "First Order Stormtrooper", at)
        .at(Light, "Rose Tico", at)
        .at(Dark, "Stormtrooper", VILLAGE)
        .at(Light, "Rebel Trooper", VILLAGE)
        .phase(Dark, Phase::Deploy)
        .build()
}

crate::card_tests! {
/// Jakku: Rey's Encampment, Light: once per game, in Light's deploy phase, Rey deploys there
/// from the Reserve Deck for 4 - 2 = 2 Force (the deck then reshuffled); a Rebel Trooper is
/// not offered; not twice.
fn card_204_29_reys_encampment_deploys_rey_here_for_2_less_once_per_game() {
    use super::pool_hoth::use_text;
    use swccg_engine::decision::Dest;
    const CAMP: &str = "Jakku: Rey's Encampment";
    let mut s = premiere()
        .extra(Light, card("204_29"))
        .extra(Light, card("204_9"))
        .site(Light, CAMP)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let camp = s.site(CAMP);
    s.answer_with(use_text(camp));
    let rey = s.card(Light, "Rey");
    let offered = crate::support::deploy_choices(&s);
    assert_eq!(offered, vec![rey]);
    s.answer(Answer::Deploy { card: rey, to: Dest::At(camp) });
    assert_eq!(s.place(rey), swccg_engine::Place::At { location: camp });
    assert_eq!(s.pile(Light, Pile::Force).len(), 3 - 2, "Rey's 4, less 2");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, .. })));
    assert!(!s.options().iter().any(use_text(camp)), "once per game");
}

/// Jakku: Rey's Encampment, Light: Rey present there may not be targeted by weapons (the
/// Stormtrooper's Imperial Blaster may target the Rebel Trooper beside her, not her); at
/// Mos Eisley she may be.
fn card_204_29_reys_encampment_rey_may_not_be_targeted_by_weapons_here() {
    const CAMP: &str = "Jakku: Rey's Encampment";
    for (site, targetable) in [(CAMP, false), (MOS_EISLEY, true)] {
        let mut s = premiere()
            .extra(Light, card("204_29"))
            .extra(Light, card("204_9"))
            .site(Light, CAMP)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rey", site)
            .at(Light, "Rebel Trooper", site)
            .at(Dark, "Stormtrooper", site)
            .on(Dark, "Imperial Blaster", "Stormtrooper")
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(site)));
        let weapon = s.card(Dark, "Imperial Blaster");
        let (rey, trooper) = (s.card(Light, "Rey"), s.card(Light, "Rebel Trooper"));
        assert!(s.has_option(Answer::Fire { weapon, target: trooper }), "{}", s.log());
        assert_eq!(s.has_option(Answer::Fire { weapon, target: rey }), targetable, "{site}");
    }
}

/// First Order characters are power +1 here (First Order Stormtrooper, 2 + 1), not at Mos
/// Eisley; a Stormtrooper here is not.
fn card_204_53_tuanul_village_dark_first_order_characters_power_1_more_here() {
    for (at, power) in [(VILLAGE, 2 + 1), (MOS_EISLEY, 2)] {
        let s = village(at);
        let q = s.q();
        assert_eq!(q.power(s.card(Dark, "First Order Stormtrooper")), power, "at {at}");
        assert_eq!(q.power(s.card(Dark, "Stormtrooper")), 1, "not First Order");
    }
}

/// Resistance characters are defense value and forfeit +1 here (Rose Tico, ability 2 and
/// forfeit 2: 3 and 3), not at Mos Eisley; a Rebel Trooper here is not.
fn card_204_53_tuanul_village_light_resistance_characters_defense_value_and_forfeit_1_more_here() {
    for (at, bonus) in [(VILLAGE, 1), (MOS_EISLEY, 0)] {
        let s = village(at);
        let q = s.q();
        let rose = s.card(Light, "Rose Tico");
        assert_eq!((q.defense_value(rose), q.forfeit(rose)), (2 + bonus, Some(2 + bonus)), "at {at}");
        let trooper = s.card(Light, "Rebel Trooper");
        assert_eq!((q.defense_value(trooper), q.forfeit(trooper)), (1, Some(2)), "not Resistance");
    }
}

/// Lor San Tekka (power 1, ability 4) is power +4 and defense value -2 here (5 and 2), not at
/// Mos Eisley; a Rebel Trooper here is neither.
fn card_204_31_tuanul_village_light_lor_san_tekka_power_4_more_and_defense_value_2_less_here() {
    for (at, power, defense) in [(VILLAGE, 1 + 4, 4 - 2), (MOS_EISLEY, 1, 4)] {
        let s = premiere()
            .extra(Light, card("204_31"))
            .extra(Light, card("204_7"))
            .site(Light, VILLAGE)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Lor San Tekka", at)
            .at(Light, "Rebel Trooper", VILLAGE)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        let lor = s.card(Light, "Lor San Tekka");
        assert_eq!((q.power(lor), q.defense_value(lor)), (power, defense), "at {at}");
        let trooper = s.card(Light, "Rebel Trooper");
        assert_eq!((q.power(trooper), q.defense_value(trooper)), (1, 1));
    }
}

/// In a battle here, Dark's total power is +2 while its First Order character is here (First
/// Order Stormtrooper 2 and Stormtrooper 1: 3 + 2); with two Stormtroopers (1 + 1), 2.
fn card_204_31_tuanul_village_dark_total_power_2_more_with_its_first_order_character_here() {
    for (first, power) in [("First Order Stormtrooper", 2 + 1 + 2), ("Stormtrooper", 1 + 1)] {
        let mut s = premiere()
            .extra(Light, card("204_31"))
            .extra(Dark, card("204_40"))
            .site(Light, VILLAGE)
            .at(Dark, first, VILLAGE)
            .at(Dark, "Stormtrooper", VILLAGE)
            .at(Light, "Rebel Trooper", VILLAGE)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let at = s.site(VILLAGE);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_power(Dark, at), power, "with {first}");
        assert_eq!(s.q().battle_power(Light, at), 1, "Light's is not raised");
    }
}

/// In a battle, a B2 Battle Droid (no ability) with a Stormtrooper (ability 1) lets Dark draw
/// one battle destiny; a second Stormtrooper in its place (ability 2) draws none.
fn card_204_36_b2_battle_droid_draws_one_battle_destiny() {
    for (who, draws) in [(B2, 1), ("Stormtrooper", 0)] {
        let mut s = premiere()
            .extra(Dark, card("204_36"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, who, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let at = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Dark, at, 0), draws, "with {who}");
    }
}

/// In a battle at the B2's site, attrition against Light is +1 (Vader's battle destiny, a
/// Stormtrooper's 1, gives 1 + 1); with the B2 at another site, 1.
fn card_204_36_b2_battle_droid_attrition_against_opponent_1_more_here() {
    for (b2_at, attrition) in [(MOS_EISLEY, 1 + 1), (VILLAGE, 1)] {
        let mut s = premiere()
            .extra(Dark, card("204_36"))
            .extra(Dark, card("204_53"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, VILLAGE)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Dark, B2, b2_at)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .reserve_top(Dark, &["Stormtrooper"])
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Used, 6)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        super::special_edition::finish_battle(&mut s);
        let against: Vec<i32> = s
            .seen()
            .filter_map(|w| match w {
                What::Attrition { against: Light, amount } => Some(*amount),
                _ => None,
            })
            .collect();
        assert_eq!(against, vec![attrition], "B2 at {b2_at}\n{}", s.log());
    }
}
}
