//! Tests of more Jabba's Palace (set 6) cards whose scripts were drafted and reviewed: Weequay
//! Guard, Yuzzum, Bantha Fodder, Gamorrean Ax, the Mos Eisley Blasters, Corellian Retort and
//! Tatooine: Hutt Canyon. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{play, title, use_text};
use super::special_edition::{choices, cost_at, destiny_added, shuffled};
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const BACK_DOOR: &str = "Endor: Back Door";
const HUTT_CANYON: &str = "Tatooine: Hutt Canyon";

/// `attacker` initiates a battle at `site` on the table `b` prepares: the battle destiny
/// draws `side` may make there.
fn draws_in_battle(b: Builder, attacker: Side, site: &str, side: Side) -> i32 {
    let mut s = b
        .fill(attacker, Pile::Force, 2)
        .phase(attacker, Phase::Battle)
        .build();
    let at = s.site(site);
    s.answer(Answer::Battle(at));
    assert!(s.state().battle.is_some(), "{}", s.log());
    s.q().battle_destiny_draws(side, at, 0)
}

/// The titles of the cards offered to choose, sorted.
fn offered_titles(s: &Scenario) -> Vec<String> {
    let mut out: Vec<String> = choices(s)
        .into_iter()
        .map(|c| s.q().bp(c).title.clone())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The bearers a weapon in hand is offered to deploy on, sorted.
fn bearers(s: &Scenario, weapon: CardId) -> Vec<CardId> {
    let mut out: Vec<CardId> = s
        .deploy_options_for(weapon)
        .into_iter()
        .map(|d| match d {
            Dest::On { card, .. } => card,
            other => panic!("{other:?}"),
        })
        .collect();
    out.sort();
    out
}

/// `side`'s Mos Eisley Blaster (`id`) in hand: with no Force it deploys for free on an alien
/// warrior at Mos Eisley (Shistavanen Wolfman, Gamorrean Guard), not on an alien without the
/// warrior icon (Talz, Jawa) nor a warrior who is no alien (Rebel Trooper, Stormtrooper), nor
/// on an alien warrior at Endor: Back Door; with 1 Force it deploys there too, using it.
fn blaster_deploys(side: Side, id: &str) {
    let (warrior, alien, trooper) = match side {
        Light => ("Shistavanen Wolfman", "Talz", "Rebel Trooper"),
        Dark => ("Gamorrean Guard", "Jawa", "Stormtrooper"),
    };
    let build = |force: usize| {
        premiere()
            .extra(side, card(id))
            .extra(side, card("1_30"))
            .extra(side, card("6_105"))
            .extra(side, card("6_105"))
            .extra(side, card("8_159"))
            .site(Dark, MOS_EISLEY)
            .site(side, BACK_DOOR)
            .at(side, warrior, MOS_EISLEY)
            .at(side, alien, MOS_EISLEY)
            .at(side, trooper, MOS_EISLEY)
            .at(side, warrior, BACK_DOOR)
            .hand(side, "Mos Eisley Blaster")
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Deploy)
            .build()
    };
    let mut s = build(0);
    let blaster = s.card(side, "Mos Eisley Blaster");
    let warriors = s.cards(side, warrior);
    let at_mos_eisley = |s: &Scenario, c: CardId| {
        s.place(c)
            == Place::At {
                location: s.site(MOS_EISLEY),
            }
    };
    let here = *warriors.iter().find(|&&c| at_mos_eisley(&s, c)).unwrap();
    let away = *warriors.iter().find(|&&c| !at_mos_eisley(&s, c)).unwrap();
    assert_eq!(bearers(&s, blaster), vec![here], "free on Tatooine only");
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == blaster && *b == here));
    assert_eq!(s.place(blaster), Place::On { card: here });
    let mut s = build(1);
    let mut both = vec![here, away];
    both.sort();
    assert_eq!(bearers(&s, blaster), both);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == blaster && *b == away));
    assert_eq!(s.place(blaster), Place::On { card: away });
    assert_eq!(
        s.pile(side, Pile::Force).len(),
        0,
        "1 Force used off Tatooine"
    );
}

/// `side`'s Mos Eisley Blaster (`id`) on its alien warrior at Mos Eisley fires for free at the
/// opponent's character there, drawing `top`: whether the target was hit (never: the blaster
/// only lowers forfeit), its defense value, and its forfeit before and after the shot.
fn blaster_fires(
    side: Side,
    id: &str,
    target: &str,
    top: &str,
) -> (bool, i32, Option<i32>, Option<i32>) {
    let warrior = match side {
        Light => "Shistavanen Wolfman",
        Dark => "Gamorrean Guard",
    };
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side, card("1_30"))
        .extra(side, card("6_105"))
        .extra(Dark, card("7_182"))
        .site(Dark, MOS_EISLEY)
        .at(side, warrior, MOS_EISLEY)
        .on(side, "Mos Eisley Blaster", warrior)
        .at(side.opponent(), target, MOS_EISLEY)
        .reserve_top(side, &[top])
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Battle)
        .build();
    let weapon = s.card(side, "Mos Eisley Blaster");
    let target = s.card(side.opponent(), target);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let before = s.q().forfeit(target);
    let force = s.pile(side, Pile::Force).len();
    s.answer(Answer::Fire { weapon, target });
    assert_eq!(s.pile(side, Pile::Force).len(), force, "fires for free");
    let hit = s.saw(|w| matches!(w, What::TargetHit { card } if *card == target));
    (
        hit,
        s.q().defense_value(target),
        before,
        s.q().forfeit(target),
    )
}

crate::card_tests! {
// ----- Weequay Guard -----

/// Weequay Guard deploys only on Tatooine: to Mos Eisley, not to Endor: Back Door.
fn card_6_130_weequay_guard_deploys_only_on_tatooine() {
    let sites = [(Dark, MOS_EISLEY), (Dark, BACK_DOOR)];
    let to = crate::support::deploy_sites(Dark, &["6_130", "8_159"], &sites, "Weequay Guard", 5);
    assert_eq!(to, vec![MOS_EISLEY]);
}

/// Weequay Guard (deploy 3) deploys for 3 - 1 to a site with a Weequay: a Weequay Hunter,
/// another Weequay Guard, or Hondo Ohnaka (a Weequay by characteristic); 3 to a site with only
/// a Stormtrooper.
fn card_6_130_weequay_guard_deploys_1_less_to_a_site_with_a_weequay() {
    let hondo = title("205_13");
    for (other, cost) in [
        ("Weequay Hunter", 2),
        ("Weequay Guard", 2),
        (hondo.as_str(), 2),
        ("Stormtrooper", 3),
    ] {
        let s = premiere()
            .extra(Dark, card("6_130"))
            .extra(Dark, card("6_130"))
            .extra(Dark, card("6_131"))
            .extra(Dark, card("205_13"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, other, MOS_EISLEY)
            .hand(Dark, "Weequay Guard")
            .fill(Dark, Pile::Force, 5)
            .phase(Dark, Phase::Deploy)
            .build();
        let guard = s
            .cards(Dark, "Weequay Guard")
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .unwrap();
        assert_eq!(cost_at(&s, Dark, guard, MOS_EISLEY), cost, "with {other}");
        assert_eq!(cost_at(&s, Dark, guard, DUNE_SEA), 3, "alone at the Dune Sea");
    }
}

/// A Weequay Guard and a Weequay Hunter (ability 1 + 1) attacking a Rebel Trooper draw one
/// battle destiny; with another Weequay Guard or a Stormtrooper instead, none.
fn card_6_130_weequay_guard_draws_a_battle_destiny_with_another_kind_of_weequay() {
    for (other, n) in [("Weequay Hunter", 1), ("Weequay Guard", 0), ("Stormtrooper", 0)] {
        let b = premiere()
            .extra(Dark, card("6_130"))
            .extra(Dark, card("6_130"))
            .extra(Dark, card("6_131"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Weequay Guard", MOS_EISLEY)
            .at(Dark, other, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY);
        assert_eq!(draws_in_battle(b, Dark, MOS_EISLEY, Dark), n, "with {other}");
    }
}

// ----- Yuzzum -----

/// Yuzzum deploys only on Endor or to a site with a bounty hunter: to Endor: Back Door and to
/// Mos Eisley with Boba Fett; not to the Dune Sea with a Stormtrooper.
fn card_6_137_yuzzum_deploys_on_endor_or_with_a_bounty_hunter() {
    let s = premiere()
        .extra(Dark, card("6_137"))
        .extra(Dark, card("8_159"))
        .extra(Dark, card("5_91"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Dark, BACK_DOOR)
        .at(Dark, "Boba Fett", MOS_EISLEY)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Dark, "Yuzzum")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let yuzzum = s.card(Dark, "Yuzzum");
    let mut to = s.deploy_options_for(yuzzum);
    to.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![Dest::At(s.site(MOS_EISLEY)), Dest::At(s.site(BACK_DOOR))];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(to, expected);
}

/// Yuzzum (power 2) is power 2 + 2 present with an Ewok (Light's Ewok Sentry); 2 with the Ewok
/// at another site.
fn card_6_137_yuzzum_is_power_2_more_with_an_ewok() {
    for (ewok_at, power) in [(BACK_DOOR, 4), (MOS_EISLEY, 2)] {
        let s = premiere()
            .extra(Dark, card("6_137"))
            .extra(Dark, card("8_159"))
            .extra(Light, card("8_11"))
            .site(Dark, BACK_DOOR)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Yuzzum", BACK_DOOR)
            .at(Light, "Ewok Sentry", ewok_at)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Dark, "Yuzzum")), power, "Ewok at {ewok_at}");
    }
}

/// In Dark's control phase, with a Rodian or a bounty hunter present, Yuzzum takes We Have A
/// Prisoner (nothing else) into hand from the Reserve Deck and reshuffles; not with only a
/// Stormtrooper present, nor with the Rodian at another site, nor in the deploy phase.
fn card_6_137_yuzzum_takes_we_have_a_prisoner_with_a_bounty_hunter_or_rodian_present() {
    let build = |other: &str, at: &str, phase| {
        premiere()
            .extra(Dark, card("6_137"))
            .extra(Dark, card("2_142"))
            .extra(Dark, card("2_104"))
            .extra(Dark, card("5_91"))
            .extra(Dark, card("6_152"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Yuzzum", MOS_EISLEY)
            .at(Dark, other, at)
            .phase(Dark, phase)
            .build()
    };
    for other in ["Rodian", "Boba Fett"] {
        let mut s = build(other, MOS_EISLEY, Phase::Control);
        let yuzzum = s.card(Dark, "Yuzzum");
        s.answer_with(use_text(yuzzum));
        assert_eq!(offered_titles(&s), ["We Have A Prisoner"], "with {other}");
        let prisoner = s.card(Dark, "We Have A Prisoner");
        s.answer(Answer::Choose(prisoner));
        assert_eq!(s.place(prisoner), Place::Pile(Pile::Hand));
        assert!(shuffled(&s, Dark));
    }
    for (other, at, phase) in [
        ("Stormtrooper", MOS_EISLEY, Phase::Control),
        ("Rodian", DUNE_SEA, Phase::Control),
        ("Rodian", MOS_EISLEY, Phase::Deploy),
    ] {
        let s = build(other, at, phase);
        let yuzzum = s.card(Dark, "Yuzzum");
        assert!(!s.options().iter().any(use_text(yuzzum)), "{other} at {at}, {phase:?}");
    }
}

// ----- Bantha Fodder -----

/// When Light plays As Good As Gone on Han, Dark's Bantha Fodder cancels it: Han stays at Mos
/// Eisley.
fn card_6_152_bantha_fodder_cancels_as_good_as_gone() {
    let mut s = premiere()
        .extra(Light, card("5_34"))
        .extra(Light, card("1_11"))
        .extra(Dark, card("6_152"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Han Solo", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Light, "As Good As Gone")
        .hand(Dark, "Bantha Fodder")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Move)
        .build();
    let gone = s.card(Light, "As Good As Gone");
    let fodder = s.card(Dark, "Bantha Fodder");
    let han = s.card(Light, "Han Solo");
    s.answer_with(play(gone, 0));
    assert!(s.options().iter().any(play(fodder, 0)), "{}", s.log());
    s.answer_with(play(fodder, 0));
    assert!(s.saw(|w| matches!(w, What::Cancelled { card } if *card == gone)), "{}", s.log());
    for _ in 0..5 {
        if !s.options().contains(&Answer::Pass) {
            break;
        }
        s.pass();
    }
    assert_eq!(s.place(han), Place::At { location: s.site(MOS_EISLEY) });
}

/// Bantha Fodder takes a bantha, Tusken Raider, Taym Dren-garen or Weequay (Weequay Hunter,
/// Hondo Ohnaka) into hand from the Reserve Deck and reshuffles; a Stormtrooper or Rodian is
/// not offered.
fn card_6_152_bantha_fodder_takes_a_bantha_tusken_taym_or_weequay() {
    let mut s = premiere()
        .extra(Dark, card("6_152"))
        .extra(Dark, card("1_307"))
        .extra(Dark, card("6_124"))
        .extra(Dark, card("6_131"))
        .extra(Dark, card("205_13"))
        .extra(Dark, card("2_104"))
        .hand(Dark, "Bantha Fodder")
        .phase(Dark, Phase::Deploy)
        .build();
    let fodder = s.card(Dark, "Bantha Fodder");
    s.answer_with(play(fodder, 1));
    let mut expected = vec![
        "Bantha".to_string(),
        title("205_13"),
        "Taym Dren-garen".into(),
        "Tusken Raider".into(),
        "Weequay Hunter".into(),
    ];
    expected.sort();
    assert_eq!(offered_titles(&s), expected);
    let hunter = s.card(Dark, "Weequay Hunter");
    s.answer(Answer::Choose(hunter));
    assert_eq!(s.place(hunter), Place::Pile(Pile::Hand));
    assert!(shuffled(&s, Dark));
}

// ----- Gamorrean Ax -----

/// Gamorrean Ax deploys for 1 Force on a Gamorrean Guard, not on a Stormtrooper; with no Force
/// not at all. On the Guard (power 4) it makes it power 4 + 1.
fn card_6_177_gamorrean_ax_deploys_on_a_gamorrean_for_1_and_adds_1_power() {
    let build = |force| {
        premiere()
            .extra(Dark, card("6_177"))
            .extra(Dark, card("6_105"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Gamorrean Guard", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, "Gamorrean Ax")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let s = build(0);
    assert!(bearers(&s, s.card(Dark, "Gamorrean Ax")).is_empty());
    let mut s = build(1);
    let ax = s.card(Dark, "Gamorrean Ax");
    let guard = s.card(Dark, "Gamorrean Guard");
    assert_eq!(bearers(&s, ax), vec![guard]);
    assert_eq!(s.q().power(guard), 4);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == ax));
    assert_eq!(s.place(ax), Place::On { card: guard });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "1 Force used");
    assert_eq!(s.q().power(guard), 4 + 1);
}

/// A Gamorrean Guard (ability 1) attacking a Rebel Trooper draws one battle destiny with the Ax,
/// none without it.
fn card_6_177_gamorrean_ax_lets_its_gamorrean_draw_a_battle_destiny() {
    for (ax, n) in [(true, 1), (false, 0)] {
        let mut b = premiere()
            .extra(Dark, card("6_177"))
            .extra(Dark, card("6_105"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Gamorrean Guard", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY);
        if ax {
            b = b.on(Dark, "Gamorrean Ax", "Gamorrean Guard");
        }
        assert_eq!(draws_in_battle(b, Dark, MOS_EISLEY, Dark), n, "Ax {ax}");
    }
}

/// The Ax fires for free at a Rebel Trooper (defense value 1): destiny 2 (a Tusken Raider)
/// hits, destiny 1 (a Stormtrooper) does not.
fn card_6_177_gamorrean_ax_hits_when_destiny_beats_defense_value() {
    for (top, hit) in [("Tusken Raider", true), ("Stormtrooper", false)] {
        let mut s = premiere()
            .extra(Dark, card("6_177"))
            .extra(Dark, card("6_105"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Gamorrean Guard", MOS_EISLEY)
            .on(Dark, "Gamorrean Ax", "Gamorrean Guard")
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .reserve_top(Dark, &[top])
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Battle)
            .build();
        let weapon = s.card(Dark, "Gamorrean Ax");
        let target = s.card(Light, "Rebel Trooper");
        assert_eq!(s.q().defense_value(target), 1);
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        let force = s.pile(Dark, Pile::Force).len();
        s.answer(Answer::Fire { weapon, target });
        assert_eq!(s.pile(Dark, Pile::Force).len(), force, "free");
        assert_eq!(
            s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)),
            hit,
            "destiny from {top}"
        );
    }
}

// ----- Mos Eisley Blaster -----

fn card_6_89_mos_eisley_blaster_deploys_on_an_alien_warrior_free_on_tatooine() {
    blaster_deploys(Light, "6_89");
}

fn card_6_178_mos_eisley_blaster_deploys_on_an_alien_warrior_free_on_tatooine() {
    blaster_deploys(Dark, "6_178");
}

/// Light's blaster at Jabba (defense value 3, forfeit 5): destiny 3 (Talz) + 2 > 3 makes him
/// forfeit 5 - 2; destiny 1 (a Rebel Trooper) + 2 = 3 does not.
fn card_6_89_mos_eisley_blaster_lowers_forfeit_by_2_when_destiny_plus_2_beats_defense() {
    assert_eq!(blaster_fires(Light, "6_89", "Jabba", "Talz"), (false, 3, Some(5), Some(3)));
    assert_eq!(
        blaster_fires(Light, "6_89", "Jabba", "Rebel Trooper"),
        (false, 3, Some(5), Some(5))
    );
}

/// Dark's blaster at Luke (defense value 3, forfeit 5): destiny 2 (a Tusken Raider) + 2 > 3
/// makes him forfeit 5 - 2; destiny 1 (a Stormtrooper) + 2 = 3 does not.
fn card_6_178_mos_eisley_blaster_lowers_forfeit_by_2_when_destiny_plus_2_beats_defense() {
    assert_eq!(
        blaster_fires(Dark, "6_178", "Luke", "Tusken Raider"),
        (false, 3, Some(5), Some(3))
    );
    assert_eq!(
        blaster_fires(Dark, "6_178", "Luke", "Stormtrooper"),
        (false, 3, Some(5), Some(5))
    );
}

// ----- Corellian Retort -----

/// USED: Corellian Retort takes Captive Fury or Captive Pursuit (nothing else) into hand from
/// the Reserve Deck and reshuffles.
fn card_6_63_corellian_retort_takes_captive_fury_or_captive_pursuit() {
    let mut s = premiere()
        .extra(Light, card("6_63"))
        .extra(Light, card("5_36"))
        .extra(Light, card("5_37"))
        .extra(Light, card("5_34"))
        .hand(Light, "Corellian Retort")
        .phase(Light, Phase::Deploy)
        .build();
    let retort = s.card(Light, "Corellian Retort");
    s.answer_with(play(retort, 0));
    assert_eq!(offered_titles(&s), ["Captive Fury", "Captive Pursuit"]);
    let pursuit = s.card(Light, "Captive Pursuit");
    s.answer(Answer::Choose(pursuit));
    assert_eq!(s.place(pursuit), Place::Pile(Pile::Hand));
    assert!(shuffled(&s, Light));
}

/// LOST: in a battle of Han against a bounty hunter (Boba Fett) it adds one battle destiny;
/// against Jabba (a gangster) two; not against Stormtroopers only, nor with Luke instead of
/// Han.
fn card_6_63_corellian_retort_adds_battle_destiny_against_a_bounty_hunter_or_gangster_and_han() {
    let retort = |light: &str, dark: &str| -> Option<i32> {
        let mut s = premiere()
            .extra(Light, card("6_63"))
            .extra(Light, card("1_11"))
            .extra(Dark, card("5_91"))
            .extra(Dark, card("7_182"))
            .site(Dark, MOS_EISLEY)
            .at(Light, light, MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Dark, dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Light, "Corellian Retort")
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Used, 10)
            .fill(Light, Pile::Used, 10)
            .phase(Light, Phase::Battle)
            .build();
        let played = s.card(Light, "Corellian Retort");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        if !drive_until(&mut s, play(played, 1), 60) {
            return None;
        }
        s.answer_with(play(played, 1));
        assert_eq!(s.place(played), Place::Pile(Pile::Lost));
        Some(destiny_added(&s, Light))
    };
    assert_eq!(retort("Han Solo", "Boba Fett"), Some(1));
    assert_eq!(retort("Han Solo", "Jabba"), Some(2));
    assert_eq!(retort("Han Solo", "Stormtrooper"), None);
    assert_eq!(retort("Luke", "Boba Fett"), None);
}

// ----- Tatooine: Hutt Canyon -----

/// Light's text: while Light's Jawa is here, Dark (Vader, ability 6) draws no battle destiny
/// here; with a Rebel Trooper instead of the Jawa, one.
fn card_6_86_hutt_canyon_light_jawa_here_stops_dark_battle_destiny() {
    for (defender, n) in [("Jawa", 0), ("Rebel Trooper", 1)] {
        let b = premiere()
            .extra(Light, card("6_86"))
            .site(Light, HUTT_CANYON)
            .at(Dark, "Vader", HUTT_CANYON)
            .at(Light, defender, HUTT_CANYON);
        assert_eq!(draws_in_battle(b, Dark, HUTT_CANYON, Dark), n, "{defender}");
    }
}

/// Dark's text: while Dark's Tusken Raider is here, Light (Luke and a Rebel Trooper) draws no
/// battle destiny here; with a Stormtrooper instead, one.
fn card_6_86_hutt_canyon_dark_tusken_raider_here_stops_light_battle_destiny() {
    for (defender, n) in [("Tusken Raider", 0), ("Stormtrooper", 1)] {
        let b = premiere()
            .extra(Light, card("6_86"))
            .site(Light, HUTT_CANYON)
            .at(Light, "Luke", HUTT_CANYON)
            .at(Light, "Rebel Trooper", HUTT_CANYON)
            .at(Dark, defender, HUTT_CANYON);
        assert_eq!(draws_in_battle(b, Light, HUTT_CANYON, Light), n, "{defender}");
    }
}
}
