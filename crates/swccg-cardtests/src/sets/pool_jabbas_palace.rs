//! Tests of Jabba's Palace (set 6) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_cloud_city::{
    Levitation, levitate, levitation_takes_a_weapon, levitation_thief_needs_ability_above_3,
};
use super::pool_endor::deploy_offered;
use super::pool_hoth::{drained, title, use_text};
use super::special_edition::{cost_at, game_value, take_with_text};
use crate::support::deploy_choices;
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, Phase, Pile, Place};

const CAVERN: &str = "Jabba's Palace: Entrance Cavern";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const AUDIENCE: &str = "Jabba's Palace: Audience Chamber";
const WORKSHOP: &str = "Jabba's Palace: Droid Workshop";
const BACK_DOOR: &str = "Endor: Back Door";

/// Nikto's power and forfeit during a battle at `site` initiated by `attacker` (read while
/// Dark may play Shattered Hope (V) in the battle, a moment the battle stops at).
fn nikto_in_battle(site: &str, attacker: swccg_cards::Side) -> (i32, Option<i32>) {
    let hope = title("221_31");
    let mut s = premiere()
        .extra(Dark, card("6_115"))
        .extra(Dark, card("221_31"))
        .extra(Light, card("6_82"))
        .site(Light, CAVERN)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Nikto", site)
        .at(Light, "Luke", site)
        .hand(Dark, &hope)
        .fill(attacker, Pile::Force, 2)
        .phase(attacker, Phase::Battle)
        .build();
    let hope = s.card(Dark, &hope);
    s.answer(Answer::Battle(s.site(site)));
    let play = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == hope);
    assert!(drive_until(&mut s, play, 20), "{}", s.log());
    let nikto = s.card(Dark, "Nikto");
    assert!(s.state().battle.is_some(), "a battle is under way");
    (s.q().power(nikto), s.q().forfeit(nikto))
}

/// Light's Weapon Levitation: Luke Skywalker (ability 4) and Han Solo (3) facing Vader with
/// his lightsaber and a Stormtrooper with a Blaster Rifle.
const LIGHT_LEVITATION: Levitation = Levitation {
    side: Light,
    id: "6_79",
    mode: 2,
    thief: ("1_19", "Luke Skywalker"),
    weak: ("1_11", "Han Solo"),
    persona: (("101_5", "Vader"), ("1_324", "Vader's Lightsaber")),
    warrior: ("Stormtrooper", "Blaster Rifle"),
};

crate::card_tests! {
fn card_6_115_nikto_deploys_only_to_a_jabbas_palace_site() {
    let sites = [(Light, CAVERN), (Dark, MOS_EISLEY)];
    let to = crate::support::deploy_sites(Dark, &["6_115", "6_82"], &sites, "Nikto", 5);
    assert_eq!(to, vec![CAVERN]);
}

/// Nikto (power 2, forfeit 3) is power and forfeit +2 defending a battle at a Jabba's Palace
/// site; not attacking there, not defending elsewhere.
fn card_6_115_nikto_is_stronger_defending_at_jabbas_palace() {
    assert_eq!(nikto_in_battle(CAVERN, Light), (2 + 2, Some(3 + 2)));
    assert_eq!(nikto_in_battle(CAVERN, Dark), (2, Some(3)));
    assert_eq!(nikto_in_battle(MOS_EISLEY, Light), (2, Some(3)));
}

/// Gamorrean Guards (power 4, forfeit 1) are power and forfeit +1 here; not elsewhere; other
/// characters here are not.
fn card_6_82_entrance_cavern_gamorrean_guards_power_and_forfeit_1_more() {
    for (site, stats) in [(CAVERN, (4 + 1, Some(1 + 1))), (MOS_EISLEY, (4, Some(1)))] {
        let s = premiere()
            .extra(Light, card("6_82"))
            .extra(Dark, card("6_105"))
            .site(Light, CAVERN)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Gamorrean Guard", site)
            .at(Dark, "Stormtrooper", CAVERN)
            .phase(Dark, Phase::Deploy)
            .build();
        let q = s.q();
        let guard = s.card(Dark, "Gamorrean Guard");
        assert_eq!((q.power(guard), q.forfeit(guard)), stats, "at {site}");
        let trooper = s.card(Dark, "Stormtrooper");
        assert_eq!((q.power(trooper), q.forfeit(trooper)), (1, Some(2)));
    }
}

/// Light drains 1 + 1 here while controlling it; while Dark is here too, no +1.
fn card_6_82_entrance_cavern_light_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Light, card("6_82"))
        .site(Light, CAVERN)
        .at(Light, "Rebel Trooper", CAVERN);
    assert_eq!(drained(b.clone(), Light, CAVERN), Some(1 + 1));
    let s = b
        .at(Dark, "Stormtrooper", CAVERN)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(CAVERN)), 1);
}

// ----- Murttoc Yine -----

/// At a Jabba's Palace site Dark controls, once in Dark's control phase, Murttoc uses 3 Force
/// to take another alien smuggler, information broker, thief or spy (Advosze, Labria, Reegesk;
/// not a second Murttoc Yine, nor Nikto) into hand from the Reserve Deck.
fn card_6_114_murttoc_yine_takes_an_alien_smuggler_broker_thief_or_spy_for_3_force() {
    let b = premiere()
        .extra(Dark, card("6_114"))
        .extra(Dark, card("6_114"))
        .extra(Dark, card("2_82"))
        .extra(Dark, card("1_184"))
        .extra(Dark, card("2_102"))
        .extra(Dark, card("6_115"))
        .extra(Dark, card("6_162"))
        .site(Dark, AUDIENCE)
        .at(Dark, "Murttoc Yine", AUDIENCE)
        .fill(Dark, Pile::Force, 1);
    let (offered, s) = take_with_text(b, Dark, "Murttoc Yine", "Labria");
    assert_eq!(offered, ["Advosze", "Labria", "Reegesk"]);
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "3 Force used");
}

/// Not offered with 2 Force; nor at a Jabba's Palace site Dark does not control (Luke there
/// too), nor at a site outside Jabba's Palace.
fn card_6_114_murttoc_yine_needs_3_force_and_a_jabbas_palace_site_you_control() {
    for (at, light_there, force) in [
        (AUDIENCE, false, 3),
        (AUDIENCE, false, 2),
        (AUDIENCE, true, 3),
        (DUNE_SEA, false, 3),
    ] {
        let mut b = premiere()
            .extra(Dark, card("6_114"))
            .extra(Dark, card("1_184"))
            .extra(Dark, card("6_162"))
            .site(Dark, AUDIENCE)
            .site(Light, DUNE_SEA)
            .at(Dark, "Murttoc Yine", at);
        if light_there {
            b = b.at(Light, "Luke", at);
        }
        let s = b.fill(Dark, Pile::Force, force).phase(Dark, Phase::Control).build();
        let offered = s.options().iter().any(use_text(s.card(Dark, "Murttoc Yine")));
        let expected = at == AUDIENCE && !light_there && force == 3;
        assert_eq!(offered, expected, "at {at}, Luke there {light_there}, {force} Force");
    }
}

// ----- Holoprojector -----

/// Holoprojector deploys only on an R-unit droid: on R2-X2, not on CZ-3 (a droid) nor on a
/// Rebel Trooper.
fn card_6_51_holoprojector_deploys_on_an_r_unit_droid() {
    let s = premiere()
        .extra(Light, card("6_51"))
        .extra(Light, card("1_24"))
        .extra(Light, card("1_6"))
        .site(Light, DUNE_SEA)
        .at(Light, "R2-X2 (Artoo-Extoo)", DUNE_SEA)
        .at(Light, "CZ-3 (Seezee-Three)", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, "Holoprojector")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let r2 = s.card(Light, "R2-X2 (Artoo-Extoo)");
    let bearers: Vec<_> = s
        .deploy_options_for(s.card(Light, "Holoprojector"))
        .into_iter()
        .map(|d| match d {
            Dest::On { card, .. } => card,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(bearers, vec![r2]);
    let holo = s.card(Light, "Holoprojector");
    let to = s.deploy_options_for(holo)[0];
    let mut s = s;
    s.answer(Answer::Deploy { card: holo, to });
    assert_eq!(s.place(holo), Place::On { card: r2 });
}

/// Once in Light's control phase, uses 1 Force to take a hologram or dejarik card (Help Me
/// Obi-Wan Kenobi, Houjix; no other card) into hand from the Reserve Deck.
fn card_6_51_holoprojector_takes_a_hologram_or_dejarik_for_1_force() {
    let b = premiere()
        .extra(Light, card("6_51"))
        .extra(Light, card("1_24"))
        .extra(Light, card("1_86"))
        .extra(Light, card("2_50"))
        .site(Light, DUNE_SEA)
        .at(Light, "R2-X2 (Artoo-Extoo)", DUNE_SEA)
        .on(Light, "Holoprojector", "R2-X2 (Artoo-Extoo)");
    let (offered, s) = take_with_text(b, Light, "Holoprojector", "Houjix");
    assert_eq!(offered, ["Help Me Obi-Wan Kenobi", "Houjix"]);
    assert_eq!(s.pile(Light, Pile::Force).len(), 2 - 1, "1 Force used");
}

// ----- Droid Workshop -----

/// Dark's droids deploy for 1 less here: LIN-V8M (deploy 2) costs 2 - 1 here and 2 at Mos
/// Eisley; a Stormtrooper (deploy 1) still costs 1 here.
fn card_6_163_droid_workshop_dark_droids_deploy_1_less_here() {
    let s = premiere()
        .extra(Dark, card("6_163"))
        .extra(Dark, card("1_186"))
        .site(Dark, WORKSHOP)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "LIN-V8M (Elleyein-Veeateemm)")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let droid = s.card(Dark, "LIN-V8M (Elleyein-Veeateemm)");
    assert_eq!(cost_at(&s, Dark, droid, WORKSHOP), 2 - 1);
    assert_eq!(cost_at(&s, Dark, droid, MOS_EISLEY), 2);
    assert_eq!(cost_at(&s, Dark, s.card(Dark, "Stormtrooper"), WORKSHOP), 1);
}

/// Light's drains here are +1 while Light controls here with its droid here: 1 with R2-X2
/// and a Rebel Trooper, 0 with only the Rebel Trooper, 0 while a Stormtrooper is here too.
fn card_6_163_droid_workshop_light_drains_1_more_controlling_with_a_droid() {
    for (droid, stormtrooper, bonus) in [(true, false, 1), (false, false, 0), (true, true, 0)] {
        let mut b = premiere()
            .extra(Dark, card("6_163"))
            .extra(Light, card("1_24"))
            .site(Dark, WORKSHOP)
            .at(Light, "Rebel Trooper", WORKSHOP);
        if droid {
            b = b.at(Light, "R2-X2 (Artoo-Extoo)", WORKSHOP);
        }
        if stormtrooper {
            b = b.at(Dark, "Stormtrooper", WORKSHOP);
        }
        let s = b.phase(Light, Phase::Control).build();
        assert_eq!(
            game_value(&s, Quantity::ForceDrain, Light, WORKSHOP, 0),
            bonus,
            "droid {droid}, Stormtrooper {stormtrooper}"
        );
    }
}

// ----- Entrance Cavern (Dark) -----

/// Bib Fortuna (deploy 3) deploys for 3 - 3 here, 3 at Mos Eisley; a Stormtrooper still
/// costs 1 here.
fn card_6_165_entrance_cavern_dark_bib_fortuna_deploys_3_less_here() {
    let s = premiere()
        .extra(Dark, card("6_165"))
        .extra(Dark, card("6_98"))
        .site(Dark, CAVERN)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Bib Fortuna")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let bib = s.card(Dark, "Bib Fortuna");
    assert_eq!(cost_at(&s, Dark, bib, CAVERN), 0);
    assert_eq!(cost_at(&s, Dark, bib, MOS_EISLEY), 3);
    assert_eq!(cost_at(&s, Dark, s.card(Dark, "Stormtrooper"), CAVERN), 1);
}

/// Dark's drains here are +1 while Dark controls here with its Gamorrean here: 1 with a
/// Gamorrean Guard, 0 with a Stormtrooper instead, 0 with the Guard while Luke is here too.
fn card_6_165_entrance_cavern_dark_drains_1_more_controlling_with_a_gamorrean() {
    for (who, luke, bonus) in [("Gamorrean Guard", false, 1), ("Stormtrooper", false, 0), ("Gamorrean Guard", true, 0)] {
        let mut b = premiere()
            .extra(Dark, card("6_165"))
            .extra(Dark, card("6_105"))
            .site(Dark, CAVERN)
            .at(Dark, who, CAVERN);
        if luke {
            b = b.at(Light, "Luke", CAVERN);
        }
        let s = b.phase(Dark, Phase::Control).build();
        assert_eq!(game_value(&s, Quantity::ForceDrain, Dark, CAVERN, 0), bonus, "{who}, Luke {luke}");
    }
}

/// Light's drains here are +1 while Light controls here (1 + 1 with a Rebel Trooper); with a
/// Stormtrooper here too, no +1.
fn card_6_165_entrance_cavern_light_drains_1_more_when_controlling() {
    let b = premiere()
        .extra(Dark, card("6_165"))
        .site(Dark, CAVERN)
        .at(Light, "Rebel Trooper", CAVERN);
    let s = b.clone().phase(Light, Phase::Control).build();
    assert_eq!(game_value(&s, Quantity::ForceDrain, Light, CAVERN, 0), 1);
    let icons = s.q().icons(Dark, s.site(CAVERN));
    assert_eq!(drained(b.clone(), Light, CAVERN), Some(icons as u8 + 1));
    let s = b.at(Dark, "Stormtrooper", CAVERN).phase(Light, Phase::Control).build();
    assert_eq!(game_value(&s, Quantity::ForceDrain, Light, CAVERN, 0), 0);
}

/// While Light controls here, its aliens deploy for 2 less here: Dice Ibegon (deploy 4) costs
/// 4 - 2 here, 4 at the Dune Sea, and 4 here while a Stormtrooper is here too; a Rebel
/// (Luke) is not cheaper.
fn card_6_165_entrance_cavern_light_aliens_deploy_2_less_when_controlling() {
    for stormtrooper in [false, true] {
        let mut b = premiere()
            .extra(Dark, card("6_165"))
            .extra(Light, card("1_7"))
            .site(Dark, CAVERN)
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", CAVERN)
            .hand(Light, "Dice Ibegon")
            .hand(Light, "Luke");
        if stormtrooper {
            b = b.at(Dark, "Stormtrooper", CAVERN);
        }
        let s = b.fill(Light, Pile::Force, 8).phase(Light, Phase::Deploy).build();
        let dice = s.card(Light, "Dice Ibegon");
        let here = if stormtrooper { 4 } else { 4 - 2 };
        assert_eq!(cost_at(&s, Light, dice, CAVERN), here, "Stormtrooper {stormtrooper}");
        assert_eq!(cost_at(&s, Light, dice, DUNE_SEA), 4);
        let luke = s.card(Light, "Luke");
        assert_eq!(cost_at(&s, Light, luke, CAVERN), cost_at(&s, Light, luke, DUNE_SEA));
    }
}

// ----- Audience Chamber -----

/// Once per game in Dark's deploy phase, deploys an alien (Labria or Nikto offered; not a
/// Stormtrooper) here from the Reserve Deck; with another alien left, not offered again.
fn card_6_162_audience_chamber_dark_deploys_an_alien_here_once_per_game() {
    let mut s = premiere()
        .extra(Dark, card("6_162"))
        .extra(Dark, card("1_184"))
        .extra(Dark, card("6_115"))
        .site(Dark, AUDIENCE)
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    let room = s.site(AUDIENCE);
    s.answer_with(use_text(room));
    let offered = deploy_choices(&s);
    let labria = s.card(Dark, "Labria");
    let nikto = s.card(Dark, "Nikto");
    assert!(offered.contains(&labria) && offered.contains(&nikto), "{offered:?}");
    let troopers = s.cards(Dark, "Stormtrooper");
    assert!(offered.iter().all(|c| !troopers.contains(c)), "no Stormtrooper");
    deploy_offered(&mut s, labria);
    assert_eq!(s.place(labria), Place::At { location: room }, "{}", s.log());
    assert!(!s.options().iter().any(use_text(room)), "once per game");
}

/// While Light controls here, Light may use 4 Force to cancel Scum And Villainy: not with 3
/// Force, nor while a Stormtrooper is here too.
fn card_6_162_audience_chamber_light_cancels_scum_and_villainy_for_4_force() {
    for (force, stormtrooper, cancels) in [(4, false, true), (3, false, false), (4, true, false)] {
        let mut b = premiere()
            .extra(Dark, card("6_162"))
            .extra(Dark, card("6_149"))
            .site(Dark, AUDIENCE)
            .on_table(Dark, "Scum And Villainy")
            .at(Light, "Rebel Trooper", AUDIENCE);
        if stormtrooper {
            b = b.at(Dark, "Stormtrooper", AUDIENCE);
        }
        let mut s = b.fill(Light, Pile::Force, force).phase(Light, Phase::Control).build();
        let room = s.site(AUDIENCE);
        let offered = s.options().iter().any(use_text(room));
        assert_eq!(offered, cancels, "{force} Force, Stormtrooper {stormtrooper}");
        if cancels {
            let scum = s.card(Dark, "Scum And Villainy");
            s.answer_with(use_text(room));
            assert!(!s.place(scum).on_table(), "{}", s.log());
            assert_eq!(s.pile(Light, Pile::Force).len(), 0, "4 Force used");
        }
    }
}

/// Audience Chamber is immune to Revolution; another site is not, and the Audience Chamber is
/// not immune to other cards.
fn card_6_162_audience_chamber_is_immune_to_revolution() {
    let s = premiere()
        .extra(Dark, card("6_162"))
        .extra(Light, card("1_62"))
        .site(Dark, AUDIENCE)
        .site(Dark, MOS_EISLEY)
        .hand(Light, "Revolution")
        .hand(Light, "Surprise Assault")
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let revolution = s.card(Light, "Revolution");
    let room = s.site(AUDIENCE);
    assert!(q.immune_to(room, revolution));
    assert!(!q.immune_to(s.site(MOS_EISLEY), revolution));
    assert!(!q.immune_to(room, s.card(Light, "Surprise Assault")));
}

// ----- Tessek -----

/// When Dark deploys a character of destiny 1 (a Stormtrooper), Light may activate 1 Force;
/// not when Dark deploys Chief Bast (destiny 2).
fn card_6_44_tessek_activates_1_force_when_opponent_deploys_a_destiny_1_character() {
    for (who, offered) in [("Stormtrooper", true), ("Chief Bast", false)] {
        let mut s = premiere()
            .extra(Light, card("6_44"))
            .extra(Dark, card("1_165"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Light, "Tessek", DUNE_SEA)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, who)
            .fill(Dark, Pile::Force, 6)
            .phase(Dark, Phase::Deploy)
            .build();
        let tessek = s.card(Light, "Tessek");
        let deployed = s
            .cards(Dark, who)
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("in hand");
        s.answer(Answer::Deploy {
            card: deployed,
            to: Dest::At(s.site(MOS_EISLEY)),
        });
        assert_eq!(s.options().iter().any(use_text(tessek)), offered, "{who}\n{}", s.log());
        if offered {
            let force = s.pile(Light, Pile::Force).len();
            s.answer_with(use_text(tessek));
            assert_eq!(s.pile(Light, Pile::Force).len(), force + 1, "{}", s.log());
        }
    }
}

/// While Tessek is at the Audience Chamber, Light's drains are +1 where it has a non-unique
/// alien (a Bothan Spy at the Dune Sea); not with Tessek at the Dune Sea, nor where only Kabe
/// (unique) is.
fn card_6_44_tessek_adds_1_to_drains_where_you_have_a_non_unique_alien() {
    for (tessek_at, alien, bonus) in [
        (AUDIENCE, "Bothan Spy", 1),
        (DUNE_SEA, "Bothan Spy", 0),
        (AUDIENCE, "Kabe", 0),
    ] {
        let s = premiere()
            .extra(Light, card("6_44"))
            .extra(Light, card("7_5"))
            .extra(Light, card("1_14"))
            .extra(Dark, card("6_162"))
            .site(Dark, AUDIENCE)
            .site(Light, DUNE_SEA)
            .at(Light, "Tessek", tessek_at)
            .at(Light, alien, DUNE_SEA)
            .phase(Light, Phase::Control)
            .build();
        assert_eq!(
            game_value(&s, Quantity::ForceDrain, Light, DUNE_SEA, 0),
            bonus,
            "Tessek at {tessek_at}, {alien}"
        );
    }
}

/// While Tessek is at the Audience Chamber, Light's non-unique aliens deploy for 1 less
/// (Devaronian: 3 - 1), not with Tessek at the Dune Sea (3); Kabe (unique, 2) stays 2.
fn card_6_44_tessek_makes_non_unique_aliens_deploy_1_less() {
    for (tessek_at, devaronian) in [(AUDIENCE, 3 - 1), (DUNE_SEA, 3)] {
        let s = premiere()
            .extra(Light, card("6_44"))
            .extra(Light, card("6_10"))
            .extra(Light, card("1_14"))
            .extra(Dark, card("6_162"))
            .site(Dark, AUDIENCE)
            .site(Light, DUNE_SEA)
            .at(Light, "Tessek", tessek_at)
            .hand(Light, "Devaronian")
            .hand(Light, "Kabe")
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build();
        let dev = s.card(Light, "Devaronian");
        assert_eq!(cost_at(&s, Light, dev, DUNE_SEA), devaronian, "Tessek at {tessek_at}");
        assert_eq!(cost_at(&s, Light, s.card(Light, "Kabe"), DUNE_SEA), 2);
    }
}

// ----- Ardon 'Vapor' Crell -----

/// Ardon (deploy 2) deploys free to a Tatooine site (the Dune Sea), for 2 to the Back Door on
/// Endor.
fn card_6_2_ardon_crell_deploys_free_on_tatooine() {
    let s = premiere()
        .extra(Light, card("6_2"))
        .extra(Light, card("8_69"))
        .site(Light, DUNE_SEA)
        .site(Light, BACK_DOOR)
        .at(Light, "Rebel Trooper", BACK_DOOR)
        .hand(Light, "Ardon 'Vapor' Crell")
        .fill(Light, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let ardon = s.card(Light, "Ardon 'Vapor' Crell");
    assert_eq!(cost_at(&s, Light, ardon, DUNE_SEA), 0);
    assert_eq!(cost_at(&s, Light, ardon, BACK_DOOR), 2);
}

/// With Ardon on Tatooine, Light's drains at the Dune Sea (exterior) are +1 with its Vaporator
/// there, +1 with its Hydroponics Station, +2 with both, +0 with neither; with Ardon at the Back
/// Door on Endor, +0 with both.
fn card_6_2_ardon_crell_adds_to_drains_where_you_have_a_vaporator_or_hydroponics_station() {
    for (ardon_at, vaporator, hydroponics, bonus) in [
        (DUNE_SEA, true, false, 1),
        (DUNE_SEA, false, true, 1),
        (DUNE_SEA, true, true, 2),
        (DUNE_SEA, false, false, 0),
        (BACK_DOOR, true, true, 0),
    ] {
        let mut b = premiere()
            .extra(Light, card("6_2"))
            .extra(Light, card("8_69"))
            .extra(Light, card("1_41"))
            .extra(Light, card("1_37"))
            .site(Light, DUNE_SEA)
            .site(Light, BACK_DOOR)
            .at(Light, "Ardon 'Vapor' Crell", ardon_at)
            .at(Light, "Rebel Trooper", DUNE_SEA);
        if vaporator {
            b = b.at(Light, "Vaporator", DUNE_SEA);
        }
        if hydroponics {
            b = b.at(Light, "Hydroponics Station", DUNE_SEA);
        }
        let s = b.phase(Light, Phase::Control).build();
        assert_eq!(
            game_value(&s, Quantity::ForceDrain, Light, DUNE_SEA, 0),
            bonus,
            "Ardon at {ardon_at}, Vaporator {vaporator}, Hydroponics Station {hydroponics}"
        );
    }
}

/// With Ardon present with a Vaporator at the Dune Sea, Light's characters there (a Rebel
/// Trooper, Ardon) are immune to attrition < 3, Dark's Stormtrooper there is not; with the
/// Vaporator at the Back Door instead, nobody is.
fn card_6_2_ardon_crell_makes_your_characters_with_a_vaporator_immune_to_attrition_below_3() {
    for (vaporator_at, immunity) in [(DUNE_SEA, 3), (BACK_DOOR, 0)] {
        let s = premiere()
            .extra(Light, card("6_2"))
            .extra(Light, card("8_69"))
            .extra(Light, card("1_41"))
            .site(Light, DUNE_SEA)
            .site(Light, BACK_DOOR)
            .at(Light, "Ardon 'Vapor' Crell", DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Light, "Vaporator", vaporator_at)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.immunity(s.card(Light, "Rebel Trooper")), immunity, "Vaporator at {vaporator_at}");
        assert_eq!(q.immunity(s.card(Light, "Ardon 'Vapor' Crell")), immunity);
        assert_eq!(q.immunity(s.card(Dark, "Stormtrooper")), 0);
    }
}

/// Weapon Levitation (LOST): as a battle starts, Luke (ability 4) may be the thief and Han
/// (ability 3) may not; Vader's lightsaber and the Stormtrooper's Blaster Rifle are what he may
/// take.
fn card_6_79_weapon_levitation_thief_needs_ability_above_3() {
    levitation_thief_needs_ability_above_3(&LIGHT_LEVITATION);
}

/// Weapon Levitation (LOST): the stolen Blaster Rifle moves onto Luke, plays as Light's, and
/// Light fires it (Luke is a warrior).
fn card_6_79_weapon_levitation_steals_a_blaster_rifle_onto_luke() {
    assert!(levitate(&LIGHT_LEVITATION, false));
}

/// Seed 001 "Stealing weapons and devices": Vader's lightsaber, stolen by Luke, is carried but
/// never fired: it deploys only on Vader.
fn card_6_79_weapon_levitation_stolen_lightsaber_is_carried_not_used() {
    assert!(!levitate(&LIGHT_LEVITATION, true));
}

/// Weapon Levitation (USED): takes a weapon from the Used Pile into hand, and only a weapon.
fn card_6_79_weapon_levitation_used_takes_a_weapon_from_used_pile() {
    levitation_takes_a_weapon(Light, "6_79", "Blaster", "Rebel Trooper");
}

/// Weapon Levitation (LOST): cancels You Are Beaten as Dark plays it on Luke: Luke may still
/// move and battle.
fn card_6_79_weapon_levitation_cancels_you_are_beaten() {
    use swccg_engine::decision::TargetRef;
    use swccg_engine::script::ast::Rule;
    let mut s = premiere()
        .extra(Light, card("6_79"))
        .extra(Light, card("1_19"))
        .extra(Dark, card("5_163"))
        .extra(Dark, card("1_324"))
        .site(Dark, "Tatooine: Mos Eisley")
        .at(Dark, "Stormtrooper", "Tatooine: Mos Eisley")
        .on(Dark, "Vader's Lightsaber", "Stormtrooper")
        .at(Light, "Luke Skywalker", "Tatooine: Mos Eisley")
        .hand(Dark, "You Are Beaten")
        .hand(Light, "Weapon Levitation")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let (beaten, lev, luke) = (
        s.card(Dark, "You Are Beaten"),
        s.card(Light, "Weapon Levitation"),
        s.card(Light, "Luke Skywalker"),
    );
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 0, target: TargetRef::Card(t), .. } if *card == beaten && *t == luke));
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 1, .. } if *card == lev));
    assert!(!s.q().has_rule(luke, Rule::CannotMove), "{}", s.log());
    assert!(!s.q().has_rule(luke, Rule::MayNotBattle));
    assert_eq!(s.place(lev), Place::Pile(Pile::Lost));
}
}
