//! Tests of the cards of the "P-ANH (Dark)" sample deck scripted in
//! `1-panh-dark-characters.cards` and `2-panh-dark-characters.cards`. Each test is named
//! `card_<GEMP id>_<what it does>`.

use super::pool_anh_1996::drain;
use super::pool_hoth::use_text;
use crate::support::{answer_plainly, deploys_on_for, drive_until, superlaser_scene, with};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, Why};
use swccg_engine::flow::actions::payment_for;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Quantity;
use swccg_engine::state::Flags;
use swccg_engine::{Answer, Phase, Pile, Place, Prompt, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const CANTINA: &str = "Tatooine: Cantina";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const DB94: &str = "Tatooine: Docking Bay 94";
const DB327: &str = "Death Star: Docking Bay 327";
const GUNNER: &str = "Death Star Gunner";
const CONTROL_327: &str = "Death Star: Docking Control Room 327";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const DJAS: &str = "Djas Puhr";
const SABER: &str = "Dark Jedi Lightsaber";
const POL: &str = "Lt. Pol Treidum";
const MOSEP: &str = "Mosep";
const SEPTOID: &str = "WED15-l7 'Septoid' Droid";
const PROPHETESS: &str = "Prophetess";
const TONNIKA: &str = "Tonnika Sisters";

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

/// Dark initiates a battle at Mos Eisley with Prophetess at `prophetess_at` (Mos Eisley or
/// Docking Bay 94), Dark's `dark` and Light's `light` characters at Mos Eisley, 3 cards in
/// Dark's Lost Pile and 5 in its Used Pile, and Dark's next destinies `dark_top`. The
/// scenario just after the battle is initiated.
fn prophetess_battle(
    prophetess_at: &str,
    dark: &[&str],
    light: &[&str],
    dark_top: &[&str],
) -> Scenario {
    let mut b = with(&["1_191"], &[])
        .site(Dark, MOS_EISLEY)
        .site(Dark, DB94)
        .at(Dark, PROPHETESS, prophetess_at);
    for title in dark {
        b = b.at(Dark, title, MOS_EISLEY);
    }
    for title in light {
        b = b.at(Light, title, MOS_EISLEY);
    }
    let mut s = b
        .fill(Dark, Pile::Force, 3)
        .fill(Dark, Pile::Used, 5)
        .fill(Dark, Pile::Lost, 3)
        .fill(Light, Pile::Used, 10)
        .reserve_top(Dark, dark_top)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s
}

/// Whether the pending question is Prophetess's prediction.
fn asks_prediction(s: &Scenario) -> bool {
    matches!(s.prompt(), Some(Prompt::PredictWinner { .. }))
}

/// Answers plainly until the battle is over and a player may act again (a top-level action).
fn finish_battle(s: &mut Scenario) {
    for _ in 0..80 {
        if s.state().battle.is_none() && matches!(s.prompt(), Some(Prompt::Action { .. })) {
            return;
        }
        assert!(!asks_prediction(s), "a second prediction\n{}", s.log());
        if !answer_plainly(s) {
            return;
        }
    }
    panic!("the battle never ended\n{}", s.log());
}

/// Prophetess's battle (see [`prophetess_battle`], with her at Mos Eisley): Dark predicts
/// `predicted` and the battle is played out plainly. The scenario, the cards Dark retrieved
/// and the Force Dark lost (cards) after the battle's totals.
fn predicted(
    dark: &[&str],
    light: &[&str],
    predicted: swccg_cards::Side,
) -> (Scenario, Vec<swccg_engine::CardId>, usize) {
    let mut s = prophetess_battle(MOS_EISLEY, dark, light, &[JAWA_CAMP]);
    assert!(asks_prediction(&s), "{}", s.log());
    assert_eq!(s.seat(), Some(Dark));
    let prophetess = s.card(Dark, PROPHETESS);
    assert_eq!(
        s.prompt(),
        Some(Prompt::PredictWinner {
            location: s.site(MOS_EISLEY),
            by: prophetess
        })
    );
    assert_eq!(
        s.options(),
        vec![Answer::PredictWinner(Dark), Answer::PredictWinner(Light)]
    );
    s.answer(Answer::PredictWinner(predicted));
    assert!(
        s.saw(|w| matches!(w, What::Predicted { player: Dark, winner } if *winner == predicted))
    );
    let lost_before = s
        .seen()
        .filter(|w| matches!(w, What::ForceLost { player: Dark, .. }))
        .count();
    finish_battle(&mut s);
    let retrieved = s
        .seen()
        .filter_map(|w| match w {
            What::Retrieved { player: Dark, card } => Some(*card),
            _ => None,
        })
        .collect();
    let lost = s
        .seen()
        .filter(|w| matches!(w, What::ForceLost { player: Dark, .. }))
        .count()
        - lost_before;
    (s, retrieved, lost)
}

/// Tonnika Sisters at Mos Eisley in Dark's control phase with `force` Force, Dark's next
/// destinies `draws`; `extra` puts more cards on table first.
fn tonnika(force: usize, draws: &[&str], extra: impl FnOnce(Builder) -> Builder) -> Scenario {
    let b = with(&["1_195"], &[])
        .site(Dark, MOS_EISLEY)
        .site(Dark, DB94)
        .at(Dark, TONNIKA, MOS_EISLEY);
    extra(b)
        .reserve_top(Dark, draws)
        .fill(Dark, Pile::Force, force)
        .fill(Dark, Pile::Used, 5)
        .phase(Dark, Phase::Control)
        .build()
}

/// Uses Tonnika Sisters' text and answers plainly until she may steal or destroy (true) or
/// a player may take a top-level action again (false).
fn use_tonnika(s: &mut Scenario) -> bool {
    let sisters = s.card(Dark, TONNIKA);
    s.answer_with(use_text(sisters));
    for _ in 0..30 {
        match s.prompt() {
            Some(Prompt::ChooseCard {
                why: Why::StealOrLose(c),
            }) if c == sisters => return true,
            Some(Prompt::Action { .. }) => return false,
            _ => {}
        }
        if !answer_plainly(s) {
            break;
        }
    }
    panic!("the text never ended\n{}", s.log());
}

/// The cards offered to steal or destroy (the pending choice), in order.
fn offered_items(s: &Scenario) -> Vec<swccg_engine::CardId> {
    s.options()
        .iter()
        .filter_map(|a| match a {
            Answer::Choose(c) => Some(*c),
            _ => None,
        })
        .collect()
}

/// Light's Rebel Trooper (a Blaster, a Tatooine Utility Belt) and Luke (a Blaster Rifle,
/// Electrobinoculars) at Mos Eisley, a Timer Mine there, and a Rebel Guard with another
/// Blaster at Docking Bay 94; Dark's Stormtrooper with an Imperial Blaster at Mos Eisley.
fn armed(b: Builder) -> Builder {
    b.at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .on(Light, "Tatooine Utility Belt", "Rebel Trooper")
        .at(Light, "Luke", MOS_EISLEY)
        .on(Light, "Blaster Rifle", "Luke")
        .on(Light, "Electrobinoculars", "Luke")
        .at(Light, "Timer Mine", MOS_EISLEY)
        .at(Light, "Rebel Guard", DB94)
        .on(Light, "Blaster", "Rebel Guard")
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
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
// ----- Prophetess -----

/// Dark initiates a battle where she is present: Dark must predict the winner (Dark or Light)
/// before the battle goes on. Dark (Prophetess and Vader) beats a Rebel Trooper: predicting
/// Dark, exactly one card of Dark's Lost Pile (3) goes to its Used Pile, and no Force is lost.
fn card_1_191_prophetess_correct_prediction_retrieves_one_random_lost_card() {
    let (s, retrieved, lost) = predicted(&["Vader"], &["Rebel Trooper"], Dark);
    assert!(s.saw(|w| matches!(w, What::BattleWon { winner: Dark, .. })), "{}", s.log());
    assert_eq!(retrieved.len(), 1, "{}", s.log());
    assert_eq!(lost, 0, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Lost).len(), 3 - 1);
    assert_eq!(s.place(retrieved[0]), Place::Pile(Pile::Used));
}

/// Predicting the opponent is right when the opponent wins: Prophetess alone (a destiny of 0)
/// loses to Luke and a Rebel Trooper; predicting Light retrieves one card (even if she was
/// forfeited meanwhile), predicting Dark retrieves none.
fn card_1_191_prophetess_predicting_the_opponent_correctly_retrieves_too() {
    let (s, retrieved, _) = predicted(&[], &["Luke", "Rebel Trooper"], Light);
    assert!(s.saw(|w| matches!(w, What::BattleWon { winner: Light, .. })), "{}", s.log());
    assert_eq!(retrieved.len(), 1, "{}", s.log());
    let (_, retrieved, _) = predicted(&[], &["Luke", "Rebel Trooper"], Dark);
    assert!(retrieved.is_empty());
}

/// Predicting Light when Dark wins: exactly 1 Force lost (from the Used Pile to the Lost
/// Pile, 3 + 1), nothing retrieved.
fn card_1_191_prophetess_incorrect_prediction_loses_1_force() {
    let (s, retrieved, lost) = predicted(&["Vader"], &["Rebel Trooper"], Light);
    assert!(s.saw(|w| matches!(w, What::BattleWon { winner: Dark, .. })), "{}", s.log());
    assert!(retrieved.is_empty(), "{}", s.log());
    assert_eq!(lost, 1, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Lost).len(), 3 + 1);
}

/// A tie has no winner (core rules 9.5): Prophetess (power 1, a destiny of 0) and a Rebel
/// Trooper (power 1, no battle destiny) tie, and either prediction is incorrect: 1 Force lost.
fn card_1_191_prophetess_tie_has_no_winner_so_the_prediction_is_incorrect() {
    for side in [Dark, Light] {
        let (s, retrieved, lost) = predicted(&[], &["Rebel Trooper"], side);
        assert!(s.saw(|w| matches!(w, What::BattleTied)), "{}", s.log());
        assert!(retrieved.is_empty(), "{side:?}\n{}", s.log());
        assert_eq!(lost, 1, "{side:?}\n{}", s.log());
    }
}

/// No prediction when she is not present (at Docking Bay 94 while Vader battles at Mos
/// Eisley), nor when the opponent initiates the battle where she is.
fn card_1_191_prophetess_predicts_only_when_you_initiate_where_present() {
    let mut s = prophetess_battle(DB94, &["Vader"], &["Rebel Trooper"], &[JAWA_CAMP]);
    assert!(!asks_prediction(&s), "{}", s.log());
    finish_battle(&mut s);
    assert!(!s.saw(|w| matches!(w, What::Predicted { .. })), "{}", s.log());

    let mut s = with(&["1_191"], &[])
        .site(Dark, MOS_EISLEY)
        .at(Dark, PROPHETESS, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    for _ in 0..80 {
        assert!(!asks_prediction(&s), "{}", s.log());
        if s.state().battle.is_none() || !answer_plainly(&mut s) {
            break;
        }
    }
    assert!(s.state().battle.is_none(), "{}", s.log());
    assert!(!s.saw(|w| matches!(w, What::Predicted { .. })), "{}", s.log());
}

/// Immune to attrition < 3: her immunity is 3 (attrition 2 spares her, attrition 3 does not).
fn card_1_191_prophetess_immune_to_attrition_below_3() {
    let s = with(&["1_191"], &[]).site(Dark, MOS_EISLEY).at(Dark, PROPHETESS, MOS_EISLEY).build();
    let immunity = s.q().immunity(s.card(Dark, PROPHETESS));
    assert_eq!(immunity, 3);
    assert!(2 < immunity && 3 >= immunity);
}

// ----- Tonnika Sisters -----

/// In Dark's control phase, for 2 Force, two destiny draws: a 2 in either succeeds (Tusken
/// Raider 2 then Jawa 3, or Jawa then Tusken Raider); 3 and 3, 1 and 1 (a total of 2), or 1
/// and 3 fail. Exactly 2 Force is used, and exactly two destiny are drawn.
fn card_1_195_tonnika_sisters_succeed_on_a_destiny_of_exactly_2_in_either_draw() {
    for (draws, success) in [
        (["Tusken Raider", "Jawa"], true),
        (["Jawa", "Tusken Raider"], true),
        (["Jawa", "Jawa"], false),
        (["Stormtrooper", "Stormtrooper"], false),
        (["Stormtrooper", "Jawa"], false),
    ] {
        let mut s = tonnika(4, &draws, armed);
        assert_eq!(use_tonnika(&mut s), success, "{draws:?}\n{}", s.log());
        assert_eq!(force_used(&s), 2, "{draws:?}\n{}", s.log());
        let drawn = s.seen().filter(|w| matches!(w, What::DestinyDrawn { player: Dark, .. })).count();
        assert_eq!(drawn, 2, "{draws:?}\n{}", s.log());
    }
}

/// Twice per control phase: a third use is not offered (with Force left); never offered
/// with less than 2 Force, nor outside Dark's control phase.
fn card_1_195_tonnika_sisters_twice_per_control_phase_for_2_force() {
    let mut s = tonnika(7, &["Stormtrooper", "Stormtrooper", "Stormtrooper", "Stormtrooper"], armed);
    let sisters = s.card(Dark, TONNIKA);
    assert!(!use_tonnika(&mut s));
    assert!(s.options().iter().any(use_text(sisters)), "a second time\n{}", s.log());
    assert!(!use_tonnika(&mut s));
    assert_eq!(force_used(&s), 4);
    assert!(s.pile(Dark, Pile::Force).len() >= 2);
    // Not a third time: Dark's control phase goes on without it, or ends (nothing else to do).
    assert!(
        s.state().phase != Phase::Control || !s.options().iter().any(use_text(sisters)),
        "a third time\n{}",
        s.log()
    );

    let s = tonnika(1, &[], armed);
    assert!(!s.options().iter().any(use_text(s.card(Dark, TONNIKA))), "with 1 Force");
    let s = tonnika(2, &[], armed);
    assert!(s.options().iter().any(use_text(s.card(Dark, TONNIKA))), "with 2 Force");
    let s = with(&["1_195"], &[])
        .site(Dark, MOS_EISLEY)
        .at(Dark, TONNIKA, MOS_EISLEY)
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(!s.options().iter().any(use_text(s.card(Dark, TONNIKA))), "in the deploy phase");
}

/// On success: the opponent's weapons and devices present are offered (Blaster, Blaster Rifle,
/// Timer Mine, Tatooine Utility Belt, Electrobinoculars), not Dark's own Imperial Blaster nor
/// the Blaster at Docking Bay 94. The Blaster is stolen onto the sisters; then only weapons
/// are offered (no mix): the Blaster Rifle is destroyed (lost), and that is 2: the text ends
/// with the Timer Mine still there.
fn card_1_195_tonnika_sisters_steal_or_destroy_up_to_2_weapons_present() {
    let mut s = tonnika(4, &["Tusken Raider", "Jawa"], armed);
    assert!(use_tonnika(&mut s), "{}", s.log());
    let sisters = s.card(Dark, TONNIKA);
    let trooper = s.card(Light, "Rebel Trooper");
    let blaster = s
        .cards(Light, "Blaster")
        .into_iter()
        .find(|&c| s.place(c) == Place::On { card: trooper })
        .expect("the Blaster at Mos Eisley");
    let other_blaster = s.cards(Light, "Blaster").into_iter().find(|&c| c != blaster).unwrap();
    let rifle = s.card(Light, "Blaster Rifle");
    let mine = s.card(Light, "Timer Mine");
    let belt = s.card(Light, "Tatooine Utility Belt");
    let binoculars = s.card(Light, "Electrobinoculars");
    let mut offered = offered_items(&s);
    offered.sort();
    let mut expected = vec![blaster, rifle, mine, belt, binoculars];
    expected.sort();
    assert_eq!(offered, expected, "{}", s.log());
    assert!(!offered.contains(&other_blaster) && !offered.contains(&s.card(Dark, "Imperial Blaster")));
    assert!(s.has_option(Answer::Pass), "up to");

    s.answer(Answer::Choose(blaster));
    assert_eq!(s.prompt(), Some(Prompt::Confirm { why: Why::Steal(blaster) }));
    s.answer(Answer::Yes);
    assert_eq!(s.place(blaster), Place::On { card: sisters });
    assert_eq!(s.q().owner(blaster), Dark, "stolen");
    assert!(s.saw(|w| matches!(w, What::Stolen { card, by: Dark } if *card == blaster)));

    let mut offered = offered_items(&s);
    offered.sort();
    let mut weapons = vec![rifle, mine];
    weapons.sort();
    assert_eq!(offered, weapons, "weapons only\n{}", s.log());
    s.answer(Answer::Choose(rifle));
    assert_eq!(s.prompt(), Some(Prompt::Confirm { why: Why::Steal(rifle) }));
    s.answer(Answer::No);
    assert_eq!(s.place(rifle), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(s.pile(Light, Pile::Lost).contains(&rifle));
    assert!(offered_items(&s).is_empty(), "no third card\n{}", s.log());
    assert!(s.place(mine).on_table());
    assert_eq!(s.place(belt), Place::On { card: trooper });
}

/// A weapon that cannot be stolen (the Timer Mine deploys at a site, not on characters) is
/// destroyed without a question; devices are then not offered.
fn card_1_195_tonnika_sisters_destroy_a_weapon_that_cannot_be_stolen() {
    let mut s = tonnika(4, &["Jawa", "Tusken Raider"], armed);
    assert!(use_tonnika(&mut s), "{}", s.log());
    let mine = s.card(Light, "Timer Mine");
    s.answer(Answer::Choose(mine));
    assert_eq!(s.place(mine), Place::Pile(Pile::Lost), "{}", s.log());
    let offered = offered_items(&s);
    assert_eq!(offered.len(), 2, "the two weapons left\n{}", s.log());
    assert!(offered.iter().all(|&c| s.q().bp(c).card_type == swccg_cards::CardType::Weapon));
    s.answer(Answer::Pass);
    assert!(matches!(s.prompt(), Some(Prompt::Action { phase: Phase::Control })), "{}", s.log());
}

/// Devices: the Tatooine Utility Belt is stolen onto the sisters, then only the
/// Electrobinoculars are offered; passing keeps them on Luke.
fn card_1_195_tonnika_sisters_steal_devices_present() {
    let mut s = tonnika(4, &["Tusken Raider", "Stormtrooper"], armed);
    assert!(use_tonnika(&mut s), "{}", s.log());
    let sisters = s.card(Dark, TONNIKA);
    let belt = s.card(Light, "Tatooine Utility Belt");
    let binoculars = s.card(Light, "Electrobinoculars");
    s.answer(Answer::Choose(belt));
    s.answer(Answer::Yes);
    assert_eq!(s.place(belt), Place::On { card: sisters }, "{}", s.log());
    assert_eq!(offered_items(&s), vec![binoculars], "devices only\n{}", s.log());
    s.answer(Answer::Pass);
    assert_eq!(s.place(binoculars), Place::On { card: s.card(Light, "Luke") });
}

/// Death Star Gunner: each one at a Death Star location adds exactly 2 to Commence Primary
/// Ignition's total, copies adding up (1 gunner 2, 3 gunners 6); one at Mos Eisley adds 0.
fn card_2_86_death_star_gunner_cumulatively_adds_2_to_commence_primary_ignition() {
    let total = |at: &[&str]| {
        let mut b = superlaser_scene(2, "Macroscan");
        for site in at {
            b = b.at(Dark, GUNNER, site);
        }
        let s = b.build();
        let event = s.card_in_hand(Dark, "Commence Primary Ignition");
        s.q().epic_total(event, None, 0)
    };
    assert_eq!(total(&[]), 0);
    assert_eq!(total(&[DB327]), 2);
    assert_eq!(total(&[DB327, DB327, "Death Star"]), 6);
    assert_eq!(total(&[MOS_EISLEY]), 0);
}

/// Death Star Gunner, its other use: in Dark's control phase it goes to the Used Pile and the
/// Superlaser comes from the Reserve Deck into hand.
fn card_2_86_death_star_gunner_trades_itself_for_the_superlaser() {
    let mut s = with(&["2_86", "2_161"], &[])
        .site(Dark, DB327)
        .at(Dark, GUNNER, DB327)
        .fill(Dark, Pile::Used, 3)
        .phase(Dark, Phase::Control)
        .build();
    let (gunner, superlaser) = (s.card(Dark, GUNNER), s.card(Dark, "Superlaser"));
    assert_eq!(s.place(superlaser), Place::Pile(Pile::Reserve));
    s.answer_with(use_text(gunner));
    for _ in 0..10 {
        if s.has_option(Answer::Choose(superlaser)) {
            s.answer(Answer::Choose(superlaser));
        } else if s.place(superlaser) == Place::Pile(Pile::Hand) || !answer_plainly(&mut s) {
            break;
        }
    }
    // (The turn then runs on, and the Used Pile recirculates: the event tells where it went.)
    let to_used = What::CardMovedToPile {
        card: gunner,
        pile: Pile::Used,
    };
    assert!(s.saw(|w| *w == to_used), "{}", s.log());
    assert_eq!(s.place(superlaser), Place::Pile(Pile::Hand), "{}", s.log());
}
}
