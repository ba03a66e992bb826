//! Tests of Theed Palace (set 14) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, use_text};
use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const HALLWAY: &str = "Naboo: Theed Palace Hallway";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DROID: &str = "Security Battle Droid";

/// Queen Amidala (deploy 4) deploys for 4 - 1 to a Naboo site (the Hallway) and 4 to Mos
/// Eisley.
fn amidala_deploys_1_less_to_naboo(id: &str) {
    let s = premiere()
        .extra(Light, card(id))
        .extra(Dark, card("14_112"))
        .site(Dark, HALLWAY)
        .site(Dark, MOS_EISLEY)
        .hand(Light, &super::pool_hoth::title(id))
        .phase(Light, Phase::Deploy)
        .build();
    let c = s.card(Light, &super::pool_hoth::title(id));
    let cost = |site: &str| {
        s.q()
            .deploying(c, Some(s.site(site)))
            .stat(c, swccg_engine::script::Stat::Deploy)
    };
    assert_eq!((cost(HALLWAY), cost(MOS_EISLEY)), (4 - 1, 4));
}

/// Amidala (ability 4) and Light's other Republic characters present (Ki-Adi-Mundi, ability
/// 6) are defense value +2, immune to You Are Beaten and Sniper (not to Set For Stun) and
/// immune to attrition < 3; Ki-Adi-Mundi at another site, a Rebel Trooper here and Dark's
/// Republic Nute Gunray here are not.
fn amidala_covers_republic_characters_present(id: &str) {
    {
        let amidala_title = super::pool_hoth::title(id);
        let s = premiere()
            .extra(Light, card(id))
            .extra(Light, card("12_10"))
            .extra(Light, card("12_10"))
            .extra(Dark, card("12_112"))
            .extra(Dark, card("2_139"))
            .extra(Dark, card("5_163"))
            .extra(Dark, card("14_112"))
            .site(Dark, HALLWAY)
            .site(Dark, MOS_EISLEY)
            .at(Light, &amidala_title, HALLWAY)
            .at(Light, "Ki-Adi-Mundi", HALLWAY)
            .at(Light, "Ki-Adi-Mundi", MOS_EISLEY)
            .at(Light, "Rebel Trooper", HALLWAY)
            .at(Dark, "Nute Gunray", HALLWAY)
            .hand(Dark, "Sniper")
            .hand(Dark, "You Are Beaten")
            .hand(Dark, "Set For Stun")
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        let hallway = s.site(HALLWAY);
        let kis = s.cards(Light, "Ki-Adi-Mundi");
        let (ki_here, ki_away): (Vec<_>, Vec<_>) = kis
            .iter()
            .partition(|&&c| s.state().location_of(c) == Some(hallway));
        let amidala = s.card(Light, &amidala_title);
        let sniper = s.card(Dark, "Sniper");
        let beaten = s.card(Dark, "You Are Beaten");
        let stun = s.card(Dark, "Set For Stun");
        let covered = [(amidala, 4), (ki_here[0], 6)];
        for (c, ability) in covered {
            assert_eq!(q.defense_value(c), ability + 2, "{id}");
            assert!(q.immune_to(c, sniper) && q.immune_to(c, beaten), "{id}");
            assert!(!q.immune_to(c, stun), "{id}");
            assert_eq!(q.immunity(c), 3, "{id}");
        }
        let trooper = s.card(Light, "Rebel Trooper");
        let gunray = s.card(Dark, "Nute Gunray");
        for (c, ability) in [(ki_away[0], 6), (trooper, 1), (gunray, 4)] {
            assert_eq!(q.defense_value(c), ability, "{id}");
            assert!(!q.immune_to(c, sniper) && !q.immune_to(c, beaten), "{id}");
            assert_eq!(q.immunity(c), 0, "{id}");
        }
    }
}

crate::card_tests! {
/// Once per game, in Dark's deploy phase, a battle droid deploys here from the Reserve Deck
/// (for its cost, 2), which is reshuffled; the text is not offered again with a second droid
/// still in the Reserve Deck, nor in Dark's control phase.
fn card_14_112_theed_palace_hallway_deploys_a_battle_droid_here_once_per_game() {
    let build = |phase| {
        premiere()
            .extra(Dark, card("14_112"))
            .extra(Dark, card("12_118"))
            .extra(Dark, card("12_118"))
            .site(Dark, HALLWAY)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, 4)
            .phase(Dark, phase)
            .build()
    };
    let s = build(Phase::Control);
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Control }));
    assert!(!s.options().iter().any(use_text(s.site(HALLWAY))), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let hallway = s.site(HALLWAY);
    s.answer_with(use_text(hallway));
    let droids = s.cards(Dark, DROID);
    if let Some(pick) = s.options().into_iter().find(|a| {
        matches!(a, Answer::Deploy { card, to: swccg_engine::decision::Dest::At(l) } if droids.contains(card) && *l == hallway)
    }) {
        s.answer(pick);
    }
    let here: Vec<_> = droids
        .iter()
        .filter(|&&d| s.place(d) == Place::At { location: hallway })
        .collect();
    assert_eq!(here.len(), 1, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Force).len(), 4 - 2, "the droid's cost");
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(hallway)), "once per game");
}

/// Light drains 1 - 1 here (Light controlling it); Dark's drain here is not changed, and
/// Light's drain at another site is not either.
fn card_14_112_theed_palace_hallway_light_drains_1_less_here() {
    let b = premiere()
        .extra(Dark, card("14_112"))
        .site(Dark, HALLWAY)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", HALLWAY)
        .at(Light, "Rebel Trooper", MOS_EISLEY);
    assert_eq!(drained(b.clone(), Light, HALLWAY), Some(0), "1 icon - 1");
    assert_eq!(drained(b, Light, MOS_EISLEY), Some(2));
    let s = premiere()
        .extra(Dark, card("14_112"))
        .site(Dark, HALLWAY)
        .at(Dark, "Stormtrooper", HALLWAY)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Dark, s.site(HALLWAY)), 1);
}

/// Once per game, Light takes Ascension Guns into hand from its Reserve Deck, which is
/// reshuffled; the text is not offered again.
fn card_14_51_theed_palace_hallway_light_takes_ascension_guns_into_hand_once_per_game() {
    let mut s = premiere()
        .extra(Light, card("14_51"))
        .extra(Light, card("14_40"))
        .site(Light, HALLWAY)
        .phase(Light, Phase::Deploy)
        .build();
    let hallway = s.site(HALLWAY);
    let guns = s.card(Light, "Ascension Guns");
    assert!(!s.pile(Light, Pile::Hand).contains(&guns));
    s.answer_with(use_text(hallway));
    assert_eq!(super::special_edition::choices(&s), vec![guns]);
    s.answer(Answer::Choose(guns));
    assert!(s.pile(Light, Pile::Hand).contains(&guns), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Reserve })));
    assert!(!s.options().iter().any(use_text(hallway)), "once per game");
}

/// Dark drains here 1 more than its icons (1 Light Side icon: 1 + 1) while its battle droid
/// is present (with a Stormtrooper); 1 with the Stormtrooper alone.
fn card_14_51_theed_palace_hallway_dark_drains_1_more_with_its_battle_droid_present() {
    for (droid, amount) in [(true, 1 + 1), (false, 1)] {
        let mut b = premiere()
            .extra(Light, card("14_51"))
            .extra(Dark, card("12_118"))
            .site(Light, HALLWAY)
            .at(Dark, "Stormtrooper", HALLWAY);
        if droid {
            b = b.at(Dark, DROID, HALLWAY);
        }
        assert_eq!(drained(b, Dark, HALLWAY), Some(amount), "droid {droid}");
    }
}

/// Queen Amidala (deploy 4) deploys for 4 - 1 to a Naboo site (the Hallway) and 4 to Mos
/// Eisley.
fn card_14_25_queen_amidala_deploys_1_less_to_naboo() {
    amidala_deploys_1_less_to_naboo("14_25");
}

/// The same for the alternate image.
fn card_14_26_queen_amidala_deploys_1_less_to_naboo() {
    amidala_deploys_1_less_to_naboo("14_26");
}

/// Amidala and Light's other Republic characters present are defense value +2 and immune to
/// You Are Beaten, Sniper and attrition < 3 (see `amidala_covers_republic_characters_present`).
fn card_14_25_queen_amidala_she_and_your_republic_characters_present_defense_value_2_and_immunities() {
    amidala_covers_republic_characters_present("14_25");
}

/// The same for the alternate image.
fn card_14_26_queen_amidala_she_and_your_republic_characters_present_defense_value_2_and_immunities() {
    amidala_covers_republic_characters_present("14_26");
}
}
