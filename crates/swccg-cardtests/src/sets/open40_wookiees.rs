//! Tests of the Wookiee cards of the "Open 40 card - Beginner Light" sample deck: Wookiee,
//! Grakchawwaa, Bowcaster and Wookiee Strangle (scripts in each card's own set file). Each
//! test is named `card_<GEMP id>_<what it does>`.

use super::pool_hoth::{play, use_text};
use crate::support::{answer_plainly, with};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::flow::actions::payment_for;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const DUNE_SEA: &str = "Tatooine: Dune Sea";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const KACHIRHO: &str = "Kashyyyk: Kachirho";
const SACRED_FALLS: &str = "Kashyyyk: Sacred Falls (Forest)";
const SETTLEMENT: &str = "Kashyyyk: Work Settlement #121";
const YAVIN_JUNGLE: &str = "Yavin 4: Jungle";
const GREAT_FOREST: &str = "Endor: Great Forest";
const WOOKIEE: &str = "Wookiee";
const GRAK: &str = "Grakchawwaa";
const BOWCASTER: &str = "Bowcaster";
const STRANGLE: &str = "Wookiee Strangle";
const CAPTAIN_HAN: &str = "Captain Han Solo";
const CHEWBACCA: &str = "Chewbacca";

/// The Premiere decks with the four Wookiee cards, Chewbacca and Captain Han Solo (Light),
/// Jabba (Dark), and the sites Kashyyyk (a row: Work Settlement #121, Kachirho, Sacred Falls),
/// Yavin 4: Jungle, Endor: Great Forest, the Dune Sea and Mos Eisley.
fn table() -> Builder {
    with(
        &["7_182"],
        &[
            "7_50", "217_36", "2_77", "5_75", "2_3", "5_1", "216_33", "215_14", "216_32", "1_137",
            "8_74",
        ],
    )
    .site(Light, SETTLEMENT)
    .site(Light, KACHIRHO)
    .site(Light, SACRED_FALLS)
    .site(Light, YAVIN_JUNGLE)
    .site(Light, GREAT_FOREST)
    .site(Light, DUNE_SEA)
    .site(Dark, MOS_EISLEY)
}

/// What deploying the Bowcaster on `bearer` costs Light.
fn bowcaster_cost(s: &Scenario, bearer: &str) -> u8 {
    let bowcaster = s.card(Light, BOWCASTER);
    let to = Dest::On {
        card: s.card(Light, bearer),
        placed_as: 0,
    };
    payment_for(&s.q(), Light, bowcaster, to).own
}

/// The characters the Bowcaster (in hand) is offered to deploy on.
fn bowcaster_bearers(s: &Scenario) -> Vec<CardId> {
    let bowcaster = s.card(Light, BOWCASTER);
    let mut out: Vec<CardId> = s
        .deploy_options_for(bowcaster)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// Light's `bearer` (at the Dune Sea, with `others` beside it) carries the Bowcaster and
/// battles a Tusken Raider there with `force` Force: whether Light may fire it at the Tusken
/// Raider, and the scenario (the battle initiated).
fn bowcaster_battle(bearer: &str, others: &[&str], force: usize) -> (bool, Scenario) {
    let mut b = table()
        .at(Light, bearer, DUNE_SEA)
        .on(Light, BOWCASTER, bearer)
        .at(Dark, "Tusken Raider", DUNE_SEA);
    for o in others {
        b = b.at(Light, o, DUNE_SEA);
    }
    // One more Force to initiate the battle.
    let mut s = b
        .fill(Light, Pile::Force, force + 1)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert_eq!(s.pile(Light, Pile::Force).len(), force, "{}", s.log());
    let weapon = s.card(Light, BOWCASTER);
    let target = s.card(Dark, "Tusken Raider");
    let may = s.has_option(Answer::Fire { weapon, target });
    (may, s)
}

/// Light's `bearer` fires the Bowcaster at Dark's `target` (at the Dune Sea, beside a Tusken
/// Raider) with a destiny card `top` on its Reserve Deck: whether the target was hit.
fn bowcaster_hits(bearer: &str, target: &str, top: &str) -> bool {
    let mut s = table()
        .at(Light, bearer, DUNE_SEA)
        .on(Light, BOWCASTER, bearer)
        .at(Dark, target, DUNE_SEA)
        .at(Dark, "Tusken Raider", DUNE_SEA)
        .reserve_top(Light, &[top])
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let weapon = s.card(Light, BOWCASTER);
    let target = s.card(Dark, target);
    s.answer(Answer::Fire { weapon, target });
    for _ in 0..10 {
        if s.saw(|w| matches!(w, What::DestinyDrawn { .. })) {
            break;
        }
        if !answer_plainly(&mut s) {
            break;
        }
    }
    assert!(
        s.saw(|w| matches!(w, What::DestinyDrawn { player: Light, .. })),
        "{}",
        s.log()
    );
    s.saw(|w| matches!(w, What::TargetHit { card } if *card == target))
}

/// The Force Light used (events), in all.
fn force_used(s: &Scenario) -> u32 {
    s.seen()
        .filter_map(|w| match w {
            What::ForceUsed {
                player: Light,
                amount,
            } => Some(u32::from(*amount)),
            _ => None,
        })
        .sum()
}

/// Light plays Wookiee Strangle on Dark's `target` at the Dune Sea, where Light's `wookiee`
/// is, with `light_top` and `dark_top` on the Reserve Decks: the scenario once it resolved.
fn strangle(wookiee: &str, target: &str, light_top: &str, dark_top: &str) -> Scenario {
    let mut s = table()
        .at(Light, wookiee, DUNE_SEA)
        .at(Dark, target, DUNE_SEA)
        .hand(Light, STRANGLE)
        .reserve_top(Light, &[light_top])
        .reserve_top(Dark, &[dark_top])
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, STRANGLE);
    let target = s.card(Dark, target);
    s.answer_with(|a| {
        matches!(a, Answer::Play { card, target: TargetRef::Card(t), .. }
            if *card == played && *t == target)
    });
    // Answered plainly until it is placed in a pile (once it has resolved).
    for _ in 0..20 {
        if matches!(s.place(played), Place::Pile(_)) || !answer_plainly(&mut s) {
            break;
        }
    }
    s
}

crate::card_tests! {
// ----- Wookiee -----

/// Power +1 at a jungle (Yavin 4: Jungle), forest (Endor: Great Forest) or Kashyyyk site
/// (Kachirho): 4 + 1; at the Dune Sea 4.
fn card_7_50_wookiee_power_1_more_at_a_jungle_forest_or_kashyyyk_site() {
    for (site, power) in [(YAVIN_JUNGLE, 4 + 1), (GREAT_FOREST, 4 + 1), (KACHIRHO, 4 + 1), (DUNE_SEA, 4)] {
        let s = table().at(Light, WOOKIEE, site).build();
        assert_eq!(s.q().power(s.card(Light, WOOKIEE)), power, "at {site}");
    }
}

/// Also power +1 at the same site as any Imperial (a Stormtrooper): 4 + 1 at the Dune Sea,
/// 4 + 1 + 1 at Kachirho; an Imperial at another site adds nothing, nor a Tusken Raider.
fn card_7_50_wookiee_power_1_more_at_same_site_as_an_imperial() {
    let power = |site: &str, dark: &str, dark_at: &str| {
        let s = table().at(Light, WOOKIEE, site).at(Dark, dark, dark_at).build();
        s.q().power(s.card(Light, WOOKIEE))
    };
    assert_eq!(power(DUNE_SEA, "Stormtrooper", DUNE_SEA), 4 + 1);
    assert_eq!(power(KACHIRHO, "Stormtrooper", KACHIRHO), 4 + 1 + 1);
    assert_eq!(power(DUNE_SEA, "Stormtrooper", MOS_EISLEY), 4, "another site");
    assert_eq!(power(DUNE_SEA, "Tusken Raider", DUNE_SEA), 4, "not an Imperial");
}

/// Wookiee Strangle is a Used Interrupt while the Wookiee is on table: played with the Wookiee
/// it goes to the Used Pile; played with Grakchawwaa alone it goes to the Lost Pile.
fn card_7_50_wookiee_makes_wookiee_strangle_a_used_interrupt() {
    for (wookiee, pile) in [(WOOKIEE, Pile::Used), (GRAK, Pile::Lost)] {
        let s = strangle(wookiee, "Tusken Raider", "Rebel Trooper", "Stormtrooper");
        let played = s.card(Light, STRANGLE);
        assert_eq!(s.place(played), Place::Pile(pile), "with {wookiee}\n{}", s.log());
    }
}

/// When Bowcaster is deployed on this Wookiee, X = 1: it costs 1 on the Wookiee (power 4, where
/// 7 - 4 would be 3), 3 on Captain Han Solo (power 4) beside him; with 1 Force it is offered
/// on the Wookiee only.
fn card_7_50_wookiee_bowcaster_deploys_on_him_for_1() {
    let s = table()
        .at(Light, WOOKIEE, DUNE_SEA)
        .at(Light, CAPTAIN_HAN, DUNE_SEA)
        .hand(Light, BOWCASTER)
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(s.q().power(s.card(Light, WOOKIEE)), 4);
    assert_eq!(bowcaster_cost(&s, WOOKIEE), 1);
    assert_eq!(bowcaster_cost(&s, CAPTAIN_HAN), 7 - 4);
    assert_eq!(bowcaster_bearers(&s), vec![s.card(Light, WOOKIEE)]);
}

/// When Bowcaster is fired by this Wookiee, X = 1: with 1 Force he may fire it (power 4, where
/// 7 - 4 would be 3), and firing uses exactly 1 Force; Captain Han Solo (power 4) with 2 Force
/// may not.
fn card_7_50_wookiee_fires_bowcaster_for_1() {
    let (may, mut s) = bowcaster_battle(WOOKIEE, &[], 1);
    assert!(may, "{}", s.log());
    let before = force_used(&s);
    let weapon = s.card(Light, BOWCASTER);
    let target = s.card(Dark, "Tusken Raider");
    s.answer(Answer::Fire { weapon, target });
    assert_eq!(force_used(&s) - before, 1, "{}", s.log());
    assert!(!bowcaster_battle(CAPTAIN_HAN, &[], 2).0, "Captain Han Solo pays 3");
    assert!(bowcaster_battle(CAPTAIN_HAN, &[], 3).0, "Captain Han Solo pays 3");
}

/// Adds 3 to the destiny of each of Light's bowcasters (Bowcaster: 2 + 3); without the Wookiee
/// on table 2; a Blaster (3) is unchanged.
fn card_7_50_wookiee_adds_3_to_destiny_of_your_bowcasters() {
    for (with_wookiee, destiny) in [(true, 2 + 3), (false, 2)] {
        let mut b = table().hand(Light, BOWCASTER).hand(Light, "Blaster");
        if with_wookiee {
            b = b.at(Light, WOOKIEE, DUNE_SEA);
        }
        let s = b.build();
        let q = s.q();
        assert_eq!(q.stat(s.card(Light, BOWCASTER), Stat::Destiny), destiny);
        assert_eq!(q.stat(s.card(Light, "Blaster"), Stat::Destiny), 3);
    }
}

// ----- Bowcaster -----

/// Deploys on a warrior for X = 7 - its power: Captain Han Solo (4) 3, Grakchawwaa (5) 2,
/// Chewbacca (6) 1, Chewbacca with Captain Han Solo (6 + 1 = 7) 1 (X never below 1); not on a
/// non-warrior (Talz). With 2 Force it is offered on Grakchawwaa and Chewbacca, not Captain
/// Han Solo; deployed on Grakchawwaa it uses exactly 2 Force.
fn card_2_77_bowcaster_deploys_on_your_warrior_for_7_minus_its_power() {
    let mut s = table()
        .at(Light, CAPTAIN_HAN, DUNE_SEA)
        .at(Light, CHEWBACCA, DUNE_SEA)
        .at(Light, GRAK, MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .hand(Light, BOWCASTER)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    assert_eq!(q.power(s.card(Light, CAPTAIN_HAN)), 4);
    assert_eq!(q.power(s.card(Light, GRAK)), 5);
    assert_eq!(q.power(s.card(Light, CHEWBACCA)), 7);
    assert_eq!(bowcaster_cost(&s, CAPTAIN_HAN), 7 - 4);
    assert_eq!(bowcaster_cost(&s, GRAK), 7 - 5);
    assert_eq!(bowcaster_cost(&s, CHEWBACCA), 1, "7 - 7 is 0: X is 1");
    let mut expected = vec![s.card(Light, GRAK), s.card(Light, CHEWBACCA)];
    expected.sort();
    assert_eq!(bowcaster_bearers(&s), expected);
    // With Force enough for any X (Talz, power 1, would pay 6), still not on Talz.
    let rich = table()
        .at(Light, CAPTAIN_HAN, DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .hand(Light, BOWCASTER)
        .fill(Light, Pile::Force, 7)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(bowcaster_bearers(&rich), vec![rich.card(Light, CAPTAIN_HAN)]);
    let alone = table().at(Light, CHEWBACCA, DUNE_SEA).hand(Light, BOWCASTER).build();
    assert_eq!(alone.q().power(alone.card(Light, CHEWBACCA)), 6);
    assert_eq!(bowcaster_cost(&alone, CHEWBACCA), 7 - 6);
    let bowcaster = s.card(Light, BOWCASTER);
    let grak = s.card(Light, GRAK);
    s.answer(Answer::Deploy { card: bowcaster, to: Dest::On { card: grak, placed_as: 0 } });
    assert_eq!(s.place(bowcaster), Place::On { card: grak });
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "2 used");
}

/// Fires for X = 7 - its bearer's power: Captain Han Solo (4) needs 3 Force, not 2;
/// Grakchawwaa (5) 2, not 1; Chewbacca with Captain Han Solo (7) 1 (not 0: with no Force he
/// may not fire). Grakchawwaa's firing uses exactly 2 Force.
fn card_2_77_bowcaster_fires_for_7_minus_its_bearers_power() {
    assert!(bowcaster_battle(CAPTAIN_HAN, &[], 3).0);
    assert!(!bowcaster_battle(CAPTAIN_HAN, &[], 2).0);
    assert!(bowcaster_battle(GRAK, &[], 2).0);
    assert!(!bowcaster_battle(GRAK, &[], 1).0);
    assert!(bowcaster_battle(CHEWBACCA, &[CAPTAIN_HAN], 1).0);
    assert!(!bowcaster_battle(CHEWBACCA, &[CAPTAIN_HAN], 0).0, "X is at least 1");
    let (_, mut s) = bowcaster_battle(GRAK, &[], 2);
    assert_eq!(s.q().power(s.card(Light, GRAK)), 5);
    let before = force_used(&s);
    let weapon = s.card(Light, BOWCASTER);
    let target = s.card(Dark, "Tusken Raider");
    s.answer(Answer::Fire { weapon, target });
    assert_eq!(force_used(&s) - before, 2, "{}", s.log());
}

/// Targeting a character, adds 1 to its destiny: at Jabba (defense value 3), a destiny of 3
/// (Talz) hits (3 + 1 > 3), a destiny of 2 (a Shistavanen Wolfman) does not (2 + 1 = 3).
fn card_2_77_bowcaster_adds_1_to_destiny_targeting_a_character() {
    let s = table().at(Dark, "Jabba", DUNE_SEA).build();
    assert_eq!(s.q().stat(s.card(Dark, "Jabba"), Stat::Defense), 3);
    assert!(bowcaster_hits(GRAK, "Jabba", "Talz"));
    assert!(!bowcaster_hits(GRAK, "Jabba", "Shistavanen Wolfman"));
}

// ----- Grakchawwaa -----

/// Once per turn in Light's deploy phase, deploys the Bowcaster from the Reserve Deck on a
/// Wookiee at the same or an adjacent site (Grakchawwaa himself at Kachirho, the Wookiee at
/// Sacred Falls), not on a non-Wookiee warrior there (a Rebel Trooper), nor on a Wookiee two
/// sites away (from Work Settlement #121); the Reserve Deck is reshuffled.
fn card_217_36_grakchawwaa_deploys_a_bowcaster_on_a_wookiee_from_reserve_deck() {
    for (grak_at, far) in [(KACHIRHO, false), (SETTLEMENT, true)] {
        let mut s = table()
            .at(Light, GRAK, grak_at)
            .at(Light, "Rebel Trooper", grak_at)
            .at(Light, WOOKIEE, SACRED_FALLS)
            .reserve_top(Light, &[BOWCASTER])
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Deploy)
            .build();
        let grak = s.card(Light, GRAK);
        let wookiee = s.card(Light, WOOKIEE);
        let bowcaster = s.card(Light, BOWCASTER);
        assert_eq!(s.place(bowcaster), Place::Pile(Pile::Reserve));
        s.answer_with(use_text(grak));
        let mut bearers: Vec<CardId> = s
            .options()
            .into_iter()
            .filter_map(|a| match a {
                Answer::Deploy { card, to: Dest::On { card: b, .. } } if card == bowcaster => Some(b),
                _ => None,
            })
            .collect();
        bearers.sort();
        let mut expected = if far { vec![grak] } else { vec![grak, wookiee] };
        expected.sort();
        assert_eq!(bearers, expected, "from {grak_at}\n{}", s.log());
        let to = if far { grak } else { wookiee };
        s.answer(Answer::Deploy { card: bowcaster, to: Dest::On { card: to, placed_as: 0 } });
        assert_eq!(s.place(bowcaster), Place::On { card: to });
        assert!(s.saw(|w| matches!(w, What::Shuffled { player: Light, pile: Pile::Reserve })));
        assert!(!s.options().iter().any(use_text(grak)), "once per turn");
    }
}

/// As Light's control phase starts, Dark loses exactly 1 Force while Grakchawwaa is present at
/// a Kashyyyk battleground site (Kachirho) armed with a bowcaster; none unarmed, none at a
/// battleground site elsewhere (Endor: Great Forest).
fn card_217_36_grakchawwaa_opponent_loses_1_force_in_your_control_phase() {
    let lost = |site: &str, armed: bool| {
        let mut b = table().at(Light, GRAK, site);
        if armed {
            b = b.on(Light, BOWCASTER, GRAK);
        }
        let mut s = b
            .fill(Dark, Pile::Used, 5)
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 3)
            .turn_begins(Light)
            .build();
        crate::support::play_to_deploy_phase(&mut s);
        assert!(s.saw(|w| matches!(w, What::PhaseBegan { phase: Phase::Control })), "{}", s.log());
        s.seen()
            .filter(|w| matches!(w, What::ForceLost { player: Dark, .. }))
            .count()
    };
    assert_eq!(lost(KACHIRHO, true), 1);
    assert_eq!(lost(KACHIRHO, false), 0, "not armed");
    assert_eq!(lost(GREAT_FOREST, true), 0, "not Kashyyyk");
}

// ----- Wookiee Strangle -----

/// Targets an opponent's non-droid character at the same site as one of Light's Wookiees (a
/// Tusken Raider at the Dune Sea), not a droid there (LIN-V8M), nor a character at another
/// site (a Tusken Raider at Mos Eisley); it uses 2 Force.
fn card_5_75_wookiee_strangle_targets_a_non_droid_character_with_your_wookiee() {
    let s = table()
        .at(Light, WOOKIEE, DUNE_SEA)
        .at(Dark, "Tusken Raider", DUNE_SEA)
        .at(Dark, "LIN-V8M (Elleyein-Veeateemm)", DUNE_SEA)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, STRANGLE)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, STRANGLE);
    let targets: Vec<CardId> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target: TargetRef::Card(t), .. } if card == played => Some(t),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![s.card(Dark, "Tusken Raider")], "{}", s.log());
    let poor = table()
        .at(Light, WOOKIEE, DUNE_SEA)
        .at(Dark, "Tusken Raider", DUNE_SEA)
        .hand(Light, STRANGLE)
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let played = poor.card(Light, STRANGLE);
    assert!(!poor.options().iter().any(play(played, 0)), "2 Force needed");
    let s = strangle(WOOKIEE, "Tusken Raider", "Rebel Trooper", "Stormtrooper");
    assert_eq!(force_used(&s), 2, "{}", s.log());
}

/// Both draw destiny and add ability and power: the Wookiee (ability 1, power 4) with a
/// destiny of 1 (a Rebel Trooper) totals 6; the Tusken Raider (ability 1, power 1) with 3 (a
/// Death Star Trooper) totals 5, and is lost; with 4 (a Stormtrooper Utility Belt) it totals
/// 6, a tie, and stays.
fn card_5_75_wookiee_strangle_target_lost_if_wookiees_total_is_higher() {
    for (dark_top, lost) in [("Death Star Trooper", true), ("Stormtrooper Utility Belt", false)] {
        let s = strangle(WOOKIEE, "Tusken Raider", "Rebel Trooper", dark_top);
        let tusken = s.card(Dark, "Tusken Raider");
        let drawn: Vec<(bool, i32)> = s
            .seen()
            .filter_map(|w| match w {
                What::DestinyDrawn { player, value, .. } => Some((*player == Light, *value)),
                _ => None,
            })
            .collect();
        assert_eq!(drawn, vec![(true, 1), (false, if lost { 3 } else { 4 })], "{}", s.log());
        assert_eq!(s.place(tusken) == Place::Pile(Pile::Lost), lost, "{dark_top}\n{}", s.log());
    }
}
}
