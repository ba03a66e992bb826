//! Tests of the cards of the "P-ANH (Dark)" sample deck scripted in
//! `1-panh-dark-characters.cards` and `2-panh-dark-characters.cards`. Each test is named
//! `card_<GEMP id>_<what it does>`.

use super::pool_anh_1996::drain;
use super::pool_hoth::use_text;
use crate::support::{answer_plainly, deploys_on_for, drive_until, with};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::flow::actions::payment_for;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::Scenario;
use swccg_engine::script::Quantity;
use swccg_engine::state::Flags;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const CANTINA: &str = "Tatooine: Cantina";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const DB94: &str = "Tatooine: Docking Bay 94";
const DB327: &str = "Death Star: Docking Bay 327";
const CONTROL_327: &str = "Death Star: Docking Control Room 327";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const DJAS: &str = "Djas Puhr";
const SABER: &str = "Dark Jedi Lightsaber";
const POL: &str = "Lt. Pol Treidum";
const MOSEP: &str = "Mosep";
const SEPTOID: &str = "WED15-l7 'Septoid' Droid";

/// Djas Puhr's power at `site` (Tatooine: Cantina, two Dark Side icons; Docking Bay 94, one),
/// with Sunsdown on Tatooine making nighttime there when `night`.
fn djas_power(site: &str, night: bool) -> i32 {
    let mut b = with(&["1_171", "1_230", "1_289", "1_290"], &[])
        .site(Dark, "Tatooine")
        .site(Dark, CANTINA)
        .site(Dark, DB94)
        .at(Dark, DJAS, site);
    if night {
        b = b.at(Dark, "Sunsdown", "Tatooine");
    }
    let s = b.build();
    assert_eq!(s.q().nighttime(Some(s.site(site))), night);
    s.q().power(s.card(Dark, DJAS))
}

/// Dark's `bearer` at Mos Eisley carries the Dark Jedi Lightsaber and battles a Rebel Trooper
/// (defense value 1) there with `force` Force left once the battle is initiated, the next
/// destiny draws being `draws`: whether the saber may fire at it, and the scenario.
fn saber_battle(bearer: &str, force: usize, draws: &[&str]) -> (bool, Scenario) {
    let mut s = with(&["1_314", "1_171"], &[])
        .site(Dark, MOS_EISLEY)
        .at(Dark, bearer, MOS_EISLEY)
        .on(Dark, SABER, bearer)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, force + 1)
        .reserve_top(Dark, draws)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert_eq!(s.pile(Dark, Pile::Force).len(), force, "{}", s.log());
    let weapon = s.card(Dark, SABER);
    let target = s.card(Light, "Rebel Trooper");
    let may = s.has_option(Answer::Fire { weapon, target });
    (may, s)
}

/// The Force Dark used (events), in all.
fn force_used(s: &Scenario) -> u32 {
    s.seen()
        .filter_map(|w| match w {
            What::ForceUsed {
                player: Dark,
                amount,
            } => Some(u32::from(*amount)),
            _ => None,
        })
        .sum()
}

/// Lt. Pol Treidum at `pol_at` with Light's Momaw Nadon (ability 3) Undercover at `spy_at`,
/// in Dark's control phase with `top` on Dark's Reserve Deck.
fn pol_and_spy(pol_at: &str, spy_at: &str, top: &str) -> Scenario {
    with(&["2_95"], &["1_20", "2_40"])
        .site(Dark, DB327)
        .site(Dark, DETENTION)
        .at(Dark, POL, pol_at)
        .at(Dark, "Stormtrooper", DB327)
        .at(Light, "Momaw Nadon", spy_at)
        .on(Light, "Undercover", "Momaw Nadon")
        .flag(Light, "Momaw Nadon", Flags::OPPONENT_SIDE)
        .reserve_top(Dark, &[top])
        .phase(Dark, Phase::Control)
        .build()
}

/// Light initiates a battle at Mos Eisley against Dark's Septoid droid, with `light` there
/// and the destiny draws `light_top` and `dark_top`; Dark forfeits the droid in the damage
/// segment. The scenario then.
fn septoid_forfeited(light: &[&str], light_top: &str, dark_top: &str) -> Scenario {
    let mut b = with(&["2_109"], &[])
        .site(Dark, MOS_EISLEY)
        .at(Dark, SEPTOID, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY);
    for title in light {
        b = b.at(Light, title, MOS_EISLEY);
    }
    let mut s = b
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .reserve_top(Light, &[light_top])
        .reserve_top(Dark, &[dark_top])
        .phase(Light, Phase::Battle)
        .build();
    let droid = s.card(Dark, SEPTOID);
    assert_eq!(s.q().forfeit(droid), Some(7), "begins at 7");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let forfeit = Answer::Forfeit(droid);
    assert!(drive_until(&mut s, |a| *a == forfeit, 40), "{}", s.log());
    s.answer(forfeit);
    for _ in 0..40 {
        if s.state().battle.is_none() || !answer_plainly(&mut s) {
            break;
        }
    }
    s
}

/// Dark drains at `drain_at` (a Stormtrooper there) with Mosep at Mos Eisley (Tatooine's row:
/// Cantina, Docking Bay 94, Mos Eisley), Light holding a card in hand, Used Pile cards and
/// (when `reserve`) Reserve Deck cards, and losing Force plainly (from the Used Pile when it
/// may): the pile Light's first Force lost came from.
fn mosep_drain_loss_from(drain_at: &str, reserve: bool) -> Pile {
    let mut b = with(&["2_97", "1_290"], &[])
        .site(Dark, MOS_EISLEY)
        .site(Dark, CANTINA)
        .site(Dark, DB94)
        .at(Dark, MOSEP, MOS_EISLEY)
        .at(Dark, "Stormtrooper", drain_at)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Used, 5)
        .fill(Dark, Pile::Force, 2);
    if !reserve {
        b = b.fill(Light, Pile::Force, 60);
    }
    let mut s = b.phase(Dark, Phase::Control).build();
    assert_eq!(s.pile(Light, Pile::Reserve).is_empty(), !reserve);
    s.answer(Answer::ForceDrain(s.site(drain_at)));
    for _ in 0..20 {
        if let Some(from) = s.seen().find_map(|w| match w {
            What::ForceLost {
                player: Light,
                from,
                ..
            } => Some(*from),
            _ => None,
        }) {
            return from;
        }
        if !answer_plainly(&mut s) {
            break;
        }
    }
    panic!("Light never lost Force\n{}", s.log());
}

crate::card_tests! {
// ----- Djas Puhr -----

/// Power 1, +1 for each Dark Side icon at his site (Cantina 2, where the site's own text adds
/// 1 to Dark's aliens: 1 + 1 + 2; Docking Bay 94 1: 2), +2 for each under nighttime conditions
/// (Sunsdown on Tatooine: 1 + 1 + 4 and 3).
fn card_1_171_djas_puhr_power_for_each_dark_icon_present_and_more_at_night() {
    assert_eq!(djas_power(CANTINA, false), 1 + 1 + 2);
    assert_eq!(djas_power(DB94, false), 1 + 1);
    assert_eq!(djas_power(CANTINA, true), 1 + 1 + 2 * 2);
    assert_eq!(djas_power(DB94, true), 1 + 2);
}

/// Immune to attrition < 3.
fn card_1_171_djas_puhr_immune_to_attrition_below_3() {
    let s = with(&["1_171"], &[]).site(Dark, MOS_EISLEY).at(Dark, DJAS, MOS_EISLEY).build();
    assert_eq!(s.q().immunity(s.card(Dark, DJAS)), 3);
}

// ----- Dark Jedi Lightsaber -----

/// Deploys on a warrior for X = 7 - its ability: on Djas Puhr (4) it uses 3 Force; on Vader
/// (6) it would cost 1, on a Stormtrooper (1) 6; never on a Tusken Raider (no warrior icon).
fn card_1_314_dark_jedi_lightsaber_deploys_on_a_warrior_for_7_minus_ability() {
    let mut s = with(&["1_314", "1_171"], &[])
        .site(Dark, MOS_EISLEY)
        .at(Dark, DJAS, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Tusken Raider", MOS_EISLEY)
        .hand(Dark, SABER)
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    let saber = s.card(Dark, SABER);
    let cost = |s: &Scenario, bearer: &str| {
        let to = Dest::On { card: s.card(Dark, bearer), placed_as: 0 };
        payment_for(&s.q(), Dark, saber, to).own
    };
    assert_eq!(cost(&s, "Vader"), 1);
    assert_eq!(cost(&s, "Stormtrooper"), 6);
    let tusken = s.card(Dark, "Tusken Raider");
    assert!(
        !s.deploy_options_for(saber)
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == tusken)),
        "not on a non-warrior"
    );
    deploys_on_for(&mut s, Dark, SABER, DJAS, 3);
}

/// May add 1 to a Force drain where its bearer is present: Dark's drain at Mos Eisley is 1
/// more with the text used; not offered for a drain at the Cantina, where he is not.
fn card_1_314_dark_jedi_lightsaber_may_add_1_to_force_drain_where_present() {
    let here = || {
        with(&["1_314", "1_290"], &[])
            .site(Dark, MOS_EISLEY)
            .site(Dark, CANTINA)
            .at(Dark, "Vader", MOS_EISLEY)
            .on(Dark, SABER, "Vader")
            .at(Dark, "Stormtrooper", CANTINA)
    };
    let (used, offered) = drain(here(), Dark, MOS_EISLEY, SABER, true);
    let (unused, _) = drain(here(), Dark, MOS_EISLEY, SABER, false);
    assert!(offered);
    assert_eq!(used, unused + 1, "used {used}, not used {unused}");
    let (_, elsewhere) = drain(here(), Dark, CANTINA, SABER, true);
    assert!(!elsewhere, "not offered where the bearer is not");
}

/// Fires for X = 7 - its bearer's ability: Djas Puhr (4) needs 3 Force, not 2; Vader (6) 1,
/// not 0. Djas Puhr's firing uses exactly 3 Force.
fn card_1_314_dark_jedi_lightsaber_fires_for_7_minus_its_bearers_ability() {
    assert!(saber_battle(DJAS, 3, &[]).0);
    assert!(!saber_battle(DJAS, 2, &[]).0);
    assert!(saber_battle("Vader", 1, &[]).0);
    assert!(!saber_battle("Vader", 0, &[]).0);
    let (_, mut s) = saber_battle(DJAS, 3, &[]);
    let before = force_used(&s);
    let weapon = s.card(Dark, SABER);
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Fire { weapon, target });
    assert_eq!(force_used(&s) - before, 3, "{}", s.log());
}

/// Two destiny against a Rebel Trooper (defense value 1): a total of 2 (Tusken Raider 2 + a
/// site 0) hits it; a total of 1 (Stormtrooper 1 + a site 0) does not.
fn card_1_314_dark_jedi_lightsaber_hits_when_two_destiny_exceed_defense_value() {
    for (draws, hit) in [(["Tusken Raider", JAWA_CAMP], true), (["Stormtrooper", JAWA_CAMP], false)] {
        let (may, mut s) = saber_battle("Vader", 2, &draws);
        assert!(may);
        let weapon = s.card(Dark, SABER);
        let target = s.card(Light, "Rebel Trooper");
        s.answer(Answer::Fire { weapon, target });
        for _ in 0..10 {
            if s.seen().filter(|w| matches!(w, What::DestinyDrawn { player: Dark, .. })).count() >= 2 {
                break;
            }
            if !answer_plainly(&mut s) {
                break;
            }
        }
        assert_eq!(
            s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)),
            hit,
            "{draws:?}\n{}",
            s.log()
        );
    }
}

// ----- Lt. Pol Treidum -----

/// At Docking Control Room 327 he adds 2 to Dark's total power at Docking Bay 327 (not to
/// Light's); at Docking Bay 327 itself or the Detention Block Corridor he adds nothing.
fn card_2_95_lt_pol_treidum_adds_2_to_total_power_at_docking_bay_327() {
    let total = |pol_at: &str, side| {
        let s = with(&["2_95"], &[])
            .site(Dark, DB327)
            .site(Dark, CONTROL_327)
            .site(Dark, DETENTION)
            .at(Dark, POL, pol_at)
            .build();
        s.q().fold(Quantity::TotalPower, QTarget::Player(side, Some(s.site(DB327))), 0)
    };
    assert_eq!(total(CONTROL_327, Dark), 2);
    assert_eq!(total(CONTROL_327, Light), 0);
    assert_eq!(total(DB327, Dark), 0);
    assert_eq!(total(DETENTION, Dark), 0);
}

/// Once in Dark's control phase, at the site of an Undercover spy (Momaw Nadon, ability 3),
/// draws destiny: 3 (a Jawa) breaks his cover, 2 (a Tusken Raider) or 4 (a Stormtrooper
/// Utility Belt) does not; the text is not offered twice, nor with the spy at another site.
fn card_2_95_lt_pol_treidum_breaks_cover_of_a_spy_when_destiny_equals_its_ability() {
    for (top, broken) in [("Jawa", true), ("Tusken Raider", false), ("Stormtrooper Utility Belt", false)] {
        let mut s = pol_and_spy(DB327, DB327, top);
        let (pol, spy) = (s.card(Dark, POL), s.card(Light, "Momaw Nadon"));
        assert!(s.q().undercover(spy));
        s.answer_with(use_text(pol));
        for _ in 0..10 {
            if s.saw(|w| matches!(w, What::DestinyDrawn { player: Dark, .. })) {
                break;
            }
            if !answer_plainly(&mut s) {
                break;
            }
        }
        for _ in 0..10 {
            if s.seat() == Some(Dark) && s.prompt().is_some_and(|p| matches!(p, swccg_engine::Prompt::Action { .. })) {
                break;
            }
            if !answer_plainly(&mut s) {
                break;
            }
        }
        assert_eq!(!s.q().undercover(spy), broken, "{top}\n{}", s.log());
        assert_eq!(s.place(s.card(Light, "Undercover")) == Place::Pile(Pile::Lost), broken);
        assert!(!s.options().iter().any(use_text(pol)), "once per turn");
    }
    let s = pol_and_spy(DB327, DETENTION, "Jawa");
    assert!(!s.options().iter().any(use_text(s.card(Dark, POL))), "not at the same site");
}

// ----- WED15-l7 'Septoid' Droid -----

/// Forfeit begins at 7. Forfeited against 1 attrition and 2 battle damage (Luke and a Rebel
/// Trooper, 3 and a destiny of 1, beat it and a Stormtrooper, 2), it stays at Mos Eisley with
/// forfeit 7 - 2: one forfeit pays both, and it absorbed 2 (not the 1 of attrition, nor 3).
fn card_2_109_septoid_droid_remains_in_play_when_forfeited_with_forfeit_reduced() {
    let s = septoid_forfeited(&["Luke", "Rebel Trooper"], "Rebel Trooper", "Stormtrooper");
    let droid = s.card(Dark, SEPTOID);
    assert!(s.saw(|w| matches!(w, What::Forfeited { card } if *card == droid)), "{}", s.log());
    assert_eq!(s.place(droid), Place::At { location: s.site(MOS_EISLEY) }, "{}", s.log());
    assert_eq!(s.q().forfeit(droid), Some(7 - 2), "{}", s.log());
}

/// Forfeited against 6 attrition and 9 battle damage (Luke, a Shistavanen Wolfman and a Rebel
/// Trooper with a destiny of 6 against it and a Stormtrooper), it absorbs all 7 of its
/// forfeit: at 0 it is lost, forfeited once.
fn card_2_109_septoid_droid_lost_when_forfeit_reaches_zero() {
    let s = septoid_forfeited(
        &["Luke", "Shistavanen Wolfman", "Rebel Trooper"],
        "Run Luke, Run!",
        "Stormtrooper",
    );
    let droid = s.card(Dark, SEPTOID);
    assert_eq!(s.place(droid), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.seen().filter(|w| matches!(w, What::Forfeited { card } if *card == droid)).count(), 1);
}

// ----- Mosep -----

/// Light's Force lost from Dark's drains at Mosep's site (Mos Eisley) or an adjacent one
/// (Docking Bay 94) comes from its Reserve Deck although Light would lose it from its Used
/// Pile; at the Cantina, two sites away, it comes from the Used Pile; with an empty Reserve Deck,
/// the loss at Mos Eisley comes from elsewhere ("if possible").
fn card_2_97_mosep_drain_losses_come_from_reserve_deck_at_same_or_adjacent_site() {
    assert_eq!(mosep_drain_loss_from(MOS_EISLEY, true), Pile::Reserve);
    assert_eq!(mosep_drain_loss_from(DB94, true), Pile::Reserve);
    assert_eq!(mosep_drain_loss_from(CANTINA, true), Pile::Used);
    assert_eq!(mosep_drain_loss_from(MOS_EISLEY, false), Pile::Used);
}
}
