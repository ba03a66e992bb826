//! Tests of more A New Hope (set 2) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use super::special_edition::game_value;
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const DUNE_SEA: &str = "Tatooine: Dune Sea";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";

crate::card_tests! {
/// Wookiee Roar (first text): with Chewie defending a battle alone at a site, it adds two
/// battle destiny; not when Chewie defends with a Rebel Trooper, not for Luke alone.
fn card_2_58_wookiee_roar_adds_two_battle_destiny_for_chewie_defending_alone() {
    use crate::support::defending_alone_adds;
    assert_eq!(defending_alone_adds(Light, "2_58", &["2_3"], &["Chewbacca"], 0), Some(2));
    assert_eq!(defending_alone_adds(Light, "2_58", &["2_3"], &["Chewbacca", "Rebel Trooper"], 0), None);
    assert_eq!(defending_alone_adds(Light, "2_58", &[], &["Luke"], 0), None);
}

/// Wookiee Roar (second text): 3 Force (not 2) takes Chewie, and only Chewie, into hand from
/// the Reserve Deck.
fn card_2_58_wookiee_roar_takes_chewie_from_reserve_deck_for_3() {
    for force in [2, 3] {
        let mut s = premiere()
            .extra(Light, card("2_58"))
            .extra(Light, card("2_3"))
            .hand(Light, "Wookiee Roar")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let roar = s.card(Light, "Wookiee Roar");
        let mode1 = move |a: &Answer| matches!(a, Answer::Play { card, mode: 1, .. } if *card == roar);
        assert_eq!(s.options().iter().any(mode1), force == 3, "{force} Force");
        if force < 3 {
            continue;
        }
        s.answer_with(mode1);
        let chewie = s.card(Light, "Chewbacca");
        if s.has_option(Answer::Choose(chewie)) {
            assert_eq!(crate::support::offered(&s), vec![chewie]);
            s.answer(Answer::Choose(chewie));
        }
        assert_eq!(s.place(chewie), Place::Pile(Pile::Hand));
        assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, .. })));
    }
}

/// Wookiee Roar (third text): a 'Mouse' droid on table is lost; with none on table the text
/// is not offered.
fn card_2_58_wookiee_roar_scares_off_a_mouse_droid() {
    const BAY: &str = "Death Star: Docking Bay 327";
    for mouse in [false, true] {
        let mut b = premiere()
            .extra(Light, card("2_58"))
            .extra(Dark, card("1_188"))
            .site(Dark, BAY)
            .at(Dark, "Stormtrooper", BAY);
        if mouse {
            b = b.at(Dark, "MSE-6 'Mouse' Droid", BAY);
        }
        let mut s = b.hand(Light, "Wookiee Roar").phase(Light, Phase::Deploy).build();
        let roar = s.card(Light, "Wookiee Roar");
        let mode2 = move |a: &Answer| matches!(a, Answer::Play { card, mode: 2, .. } if *card == roar);
        assert_eq!(s.options().iter().any(mode2), mouse);
        if !mouse {
            continue;
        }
        s.answer_with(mode2);
        let droid = s.card(Dark, "MSE-6 'Mouse' Droid");
        assert_eq!(s.place(droid), Place::Pile(Pile::Lost), "{}", s.log());
        assert!(s.place(s.card(Dark, "Stormtrooper")).on_table());
    }
}

/// Doikk Na'ts: for each other musician at his site, the ability either player needs to draw
/// battle destiny there is 1 higher: 4 alone, 5 with Figrin D'an, 6 with Figrin D'an and
/// Ickabel G'ont; unchanged at another site (Docking Bay 94).
fn card_2_7_doikk_nats_raises_the_battle_destiny_ability_per_other_musician() {
    const CANTINA: &str = "Tatooine: Mos Eisley";
    const BAY: &str = "Tatooine: Docking Bay 94";
    for (others, need) in [(0, 4), (1, 5), (2, 6)] {
        let mut b = premiere()
            .extra(Light, card("2_7"))
            .extra(Light, card("1_9"))
            .extra(Light, card("2_11"))
            .site(Dark, CANTINA)
            .site(Dark, BAY)
            .at(Light, "Doikk Na'ts", CANTINA);
        for who in ["Figrin D'an", "Ickabel G'ont"].into_iter().take(others) {
            b = b.at(Light, who, CANTINA);
        }
        let s = b.phase(Light, Phase::Control).build();
        for side in [Light, Dark] {
            let value = game_value(&s, Quantity::BattleDestinyAbility, side, CANTINA, 4);
            assert_eq!(value, need, "{side} with {others} other musicians");
            let elsewhere = game_value(&s, Quantity::BattleDestinyAbility, side, BAY, 4);
            assert_eq!(elsewhere, 4);
        }
    }
}

/// Ickabel G'ont at the Dune Sea with one other musician (Doikk Na'ts): Dark's drains at the
/// adjacent Mos Eisley cost exactly 1; with no other musician, nothing; never at sites that are
/// not adjacent, nor for Light.
fn card_2_11_ickabel_gont_opponents_drains_at_adjacent_sites_cost_x() {
    for (doikk, cost) in [(true, 1), (false, 0)] {
        let mut b = premiere()
            .extra(Light, card("2_11"))
            .extra(Light, card("2_7"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .site(Dark, JAWA_CAMP)
            .at(Light, "Ickabel G'ont", DUNE_SEA);
        if doikk {
            b = b.at(Light, "Doikk Na'ts", DUNE_SEA);
        }
        let s = b.phase(Dark, Phase::Control).build();
        assert_eq!(game_value(&s, Quantity::DrainCost, Dark, MOS_EISLEY, 0), cost, "{doikk}");
        assert_eq!(game_value(&s, Quantity::DrainCost, Light, MOS_EISLEY, 0), 0);
        assert_eq!(game_value(&s, Quantity::DrainCost, Dark, DUNE_SEA, 0), 0);
    }
}

/// Jawa Blaster deploys on a Jawa only, and fires for free: destiny 3 - 1 > 1 (a Rebel
/// Trooper's defense value) hits, destiny 2 misses, destiny 0 'explodes' (blaster and Jawa
/// lost).
fn card_2_159_jawa_blaster_hits_on_destiny_minus_1_and_explodes_on_0() {
    let mut s = premiere()
        .extra(Dark, card("2_159"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Jawa Blaster")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let jawa = s.card(Dark, "Jawa");
    let blaster = s.card(Dark, "Jawa Blaster");
    assert_eq!(s.deploy_options_for(blaster), vec![Dest::On { card: jawa, placed_as: 0 }]);
    s.answer(Answer::Deploy { card: blaster, to: Dest::On { card: jawa, placed_as: 0 } });
    assert_eq!(s.q().bearer(blaster), Some(jawa));
    for (top, hit, explodes) in [("Jawa", true, false), ("Tusken Raider", false, false), (JAWA_CAMP, false, true)] {
        let mut s = premiere()
            .extra(Dark, card("2_159"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Jawa", MOS_EISLEY)
            .on(Dark, "Jawa Blaster", "Jawa")
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .reserve_top(Dark, &[top])
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Battle)
            .build();
        let blaster = s.card(Dark, "Jawa Blaster");
        let jawa = s.card(Dark, "Jawa");
        let target = s.card(Light, "Rebel Trooper");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        let force = s.pile(Dark, Pile::Force).len();
        s.answer(Answer::Fire { weapon: blaster, target });
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)), hit, "{top}");
        assert_eq!(s.place(jawa) == Place::Pile(Pile::Lost), explodes, "{top}: {}", s.log());
        assert_eq!(s.place(blaster) == Place::Pile(Pile::Lost), explodes, "{top}");
        assert_eq!(s.pile(Dark, Pile::Force).len(), force, "fires for free");
    }
}

/// Luke's Hunting Rifle deploys on Luke or on a non-droid character, not on a droid; it fires
/// for 1 Force at a character: destiny 3 - 1 > 1 (a Stormtrooper) hits, destiny 2 misses.
fn card_2_79_lukes_hunting_rifle_deploys_and_hits_on_destiny_minus_1() {
    let s = premiere()
        .extra(Light, card("2_79"))
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "CZ-3 (Seezee-Three)", DUNE_SEA)
        .hand(Light, "Luke's Hunting Rifle")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let mut to = s.deploy_options_for(s.card(Light, "Luke's Hunting Rifle"));
    to.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![
        Dest::On { card: s.card(Light, "Luke"), placed_as: 0 },
        Dest::On { card: s.card(Light, "Rebel Trooper"), placed_as: 1 },
    ];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(to, expected);
    // 1 Force on Luke, 3 on another character.
    for (who, placed_as, cost) in [("Luke", 0, 1), ("Rebel Trooper", 1, 3)] {
        let mut s = premiere()
            .extra(Light, card("2_79"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .hand(Light, "Luke's Hunting Rifle")
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Deploy)
            .build();
        let rifle = s.card(Light, "Luke's Hunting Rifle");
        let bearer = s.card(Light, who);
        s.answer(Answer::Deploy { card: rifle, to: Dest::On { card: bearer, placed_as } });
        assert_eq!(s.q().bearer(rifle), Some(bearer));
        assert_eq!(3 - s.pile(Light, Pile::Force).len(), cost, "{who}");
    }
    for (top, hit) in [("Talz", true), ("Shistavanen Wolfman", false)] {
        let mut s = premiere()
            .extra(Light, card("2_79"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .on(Light, "Luke's Hunting Rifle", "Luke")
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .reserve_top(Light, &[top])
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Battle)
            .build();
        let rifle = s.card(Light, "Luke's Hunting Rifle");
        let target = s.card(Dark, "Stormtrooper");
        s.answer(Answer::Battle(s.site(DUNE_SEA)));
        let force = s.pile(Light, Pile::Force).len();
        s.answer(Answer::Fire { weapon: rifle, target });
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)), hit, "{top}");
        assert_eq!(force - s.pile(Light, Pile::Force).len(), 1);
    }
}

/// Dark Waters deploys to an exterior planet site (the Dune Sea), not to an interior Death
/// Star site; Light's drains there are 1 less; it is immune to Alter only with a swamp
/// creature (Dianoga) there.
fn card_2_119_dark_waters_deploys_to_exterior_sites_and_reduces_drains() {
    let mut s = premiere()
        .extra(Dark, card("2_119"))
        .site(Light, DUNE_SEA)
        .site(Dark, "Death Star: Docking Bay 327")
        .hand(Dark, "Dark Waters")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let waters = s.card(Dark, "Dark Waters");
    assert_eq!(s.deploy_options_for(waters), vec![Dest::At(s.site(DUNE_SEA))]);
    s.answer(Answer::Deploy { card: waters, to: Dest::At(s.site(DUNE_SEA)) });
    assert_eq!(s.place(waters), Place::At { location: s.site(DUNE_SEA) });
    for dianoga in [true, false] {
        let mut b = premiere()
            .extra(Dark, card("2_119"))
            .extra(Dark, card("2_110"))
            .extra(Light, card("1_71"))
            .site(Light, DUNE_SEA)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Dark Waters", DUNE_SEA);
        if dianoga {
            b = b.at(Dark, "Dianoga", DUNE_SEA);
        }
        let s = b.hand(Light, "Alter").phase(Light, Phase::Control).build();
        assert_eq!(game_value(&s, Quantity::ForceDrain, Light, DUNE_SEA, 2), 2 - 1);
        assert_eq!(game_value(&s, Quantity::ForceDrain, Light, MOS_EISLEY, 2), 2);
        assert_eq!(game_value(&s, Quantity::ForceDrain, Dark, DUNE_SEA, 2), 2);
        let waters = s.card(Dark, "Dark Waters");
        assert_eq!(s.q().immune_to(waters, s.card(Light, "Alter")), dianoga);
    }
}
}
