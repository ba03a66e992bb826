//! Tests of the spy cards of A New Hope (scripts in `2-a-new-hope.cards`): Undercover (both
//! sides), U-3PO and Double Agent. Each test is named `card_<GEMP id>_<what it does>`.

use crate::support::{answer_plainly, card, drive_until, play_targets, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const DETENTION: &str = "Death Star: Detention Block Corridor";
const DB327: &str = "Death Star: Docking Bay 327";
const DB94: &str = "Tatooine: Docking Bay 94";
const U3PO: &str = "U-3PO (Yoo-Threepio)";

/// Deploys `side`'s Undercover from hand on its card titled `spy`, after checking that it
/// may not go on its card titled `other` (no spy); returns the spy and the Effect.
fn deploy_undercover(s: &mut Scenario, side: Side, spy: &str, other: &str) -> (CardId, CardId) {
    let spy = s.card(side, spy);
    let other = s.card(side, other);
    let effect = s.card(side, "Undercover");
    let options = s.deploy_options_for(effect);
    assert!(
        !options
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == other)),
        "only on a spy: {options:?}"
    );
    let to = options
        .into_iter()
        .find(|d| matches!(d, Dest::On { card, .. } if *card == spy))
        .expect("Undercover deploys on the spy");
    assert!(!s.q().undercover(spy));
    s.answer(Answer::Deploy { card: effect, to });
    (spy, effect)
}

/// Dark's U-3PO at Light's Docking Bay 94 (Undercover, as it deploys) with Light's Rebel
/// Trooper and Dark's Stormtrooper there, plus `extra`, in `side`'s `phase`.
pub(crate) fn u3po_undercover(
    extra: impl FnOnce(Builder) -> Builder,
    side: Side,
    phase: Phase,
) -> (Scenario, CardId) {
    let b = premiere()
        .extra(Dark, card("2_107"))
        .site(Light, DB94)
        .site(Dark, DB327)
        .at(Dark, U3PO, DB94)
        .at(Light, "Rebel Trooper", DB94)
        .at(Dark, "Stormtrooper", DB94);
    let s = extra(b).phase(side, phase).build();
    let droid = s.card(Dark, U3PO);
    assert!(s.q().undercover(droid), "it deploys Undercover");
    (s, droid)
}

/// Light plays Double Agent's first mode at `target` with `top` on its Reserve Deck; whether
/// the target was lost.
fn double_agent(target_undercover: bool, top: &str) -> bool {
    let mut b = premiere()
        .extra(Light, card("2_48"))
        .extra(Light, card("1_20"))
        .extra(Dark, card("2_107"))
        .extra(Dark, card("1_177"))
        .site(Light, DB94)
        .site(Dark, DB327)
        .at(Light, "Momaw Nadon", DB94)
        .at(Light, "Rebel Trooper", DB327);
    let spy = if target_undercover { U3PO } else { "Garindan" };
    // U-3PO deploys Undercover; Garindan is in the open.
    b = b.at(Dark, spy, DB94);
    let mut s = b
        .hand(Light, "Double Agent")
        .reserve_top(Light, &[top])
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let agent = s.card(Light, "Double Agent");
    let target = s.card(Dark, spy);
    assert_eq!(s.q().undercover(target), target_undercover);
    assert_eq!(play_targets(&s, agent, 0), vec![TargetRef::Card(target)]);
    s.answer(Answer::Play {
        card: agent,
        mode: 0,
        target: TargetRef::Card(target),
        x: 0,
    });
    for _ in 0..10 {
        if s.pile(Light, Pile::Lost).contains(&agent) && s.has_option(Answer::Pass) {
            break;
        }
        answer_plainly(&mut s);
    }
    assert!(s.pile(Light, Pile::Lost).contains(&agent), "{}", s.log());
    s.place(target) == Place::Pile(Pile::Lost)
}

crate::card_tests! {
/// Undercover (Light): deploys on your spy (Momaw Nadon), not on another character (a Rebel
/// Trooper at the same site); the spy is then Undercover and gives Light no presence at the
/// Detention Block Corridor. Immune to Alter.
fn card_2_40_undercover_deploys_on_your_spy_and_makes_it_undercover() {
    let mut s = premiere()
        .extra(Light, card("1_20"))
        .extra(Light, card("2_40"))
        .extra(Dark, card("1_234"))
        .site(Dark, DETENTION)
        .site(Dark, DB327)
        .at(Light, "Momaw Nadon", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .hand(Light, "Undercover")
        .hand(Dark, "Alter")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let site = s.site(DETENTION);
    assert_eq!(s.q().ability_at(Light, site), 4);
    let (spy, effect) = deploy_undercover(&mut s, Light, "Momaw Nadon", "Rebel Trooper");
    assert!(s.q().undercover(spy));
    assert_eq!(s.q().ability_at(Light, site), 1, "the trooper alone");
    assert!(s.q().immune_to(effect, s.card(Dark, "Alter")));
}

/// Undercover (Light): the spy breaks cover in Light's deploy phase; the Effect is lost and
/// the spy is back, giving presence again.
fn card_2_40_undercover_is_lost_when_cover_breaks() {
    let mut s = premiere()
        .extra(Light, card("1_20"))
        .extra(Light, card("2_40"))
        .site(Dark, DETENTION)
        .site(Dark, DB327)
        .at(Light, "Momaw Nadon", DETENTION)
        .at(Light, "Rebel Trooper", DB327)
        .hand(Light, "Undercover")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let (spy, effect) = deploy_undercover(&mut s, Light, "Momaw Nadon", "Rebel Trooper");
    assert!(!s.q().presence(Light, s.site(DETENTION)));
    s.answer(Answer::BreakCover(spy));
    assert!(!s.q().undercover(spy));
    assert!(s.q().presence(Light, s.site(DETENTION)));
    assert_eq!(s.place(effect), Place::Pile(Pile::Lost));
}

/// Undercover (Dark): Dark's Garindan goes Undercover at Light's Docking Bay 94 (not the
/// Stormtrooper beside him); Light controls the site then, and may not drain there. Immune
/// to Alter.
fn card_2_129_undercover_deploys_on_your_spy_and_makes_it_undercover() {
    let mut s = premiere()
        .extra(Dark, card("1_177"))
        .extra(Dark, card("2_129"))
        .extra(Light, card("1_71"))
        .site(Light, DB94)
        .site(Dark, DB327)
        .at(Dark, "Garindan", DB94)
        .at(Dark, "Stormtrooper", DB94)
        .at(Light, "Rebel Trooper", DB94)
        .hand(Dark, "Undercover")
        .hand(Light, "Alter")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let site = s.site(DB94);
    assert_eq!(s.q().ability_at(Dark, site), 2);
    let (spy, effect) = deploy_undercover(&mut s, Dark, "Garindan", "Stormtrooper");
    assert!(s.q().undercover(spy));
    assert_eq!(s.q().ability_at(Dark, site), 1, "the Stormtrooper alone");
    assert!(s.q().immune_to(effect, s.card(Light, "Alter")));
    s.mutate(|cx| cx.lose(effect));
    assert!(!s.q().undercover(spy), "the Effect gone, the cover is broken");
    assert_eq!(s.q().ability_at(Dark, site), 2);
}

/// U-3PO: deploys only to a site, Undercover from the start: to Light's Docking Bay 94,
/// where Dark has neither presence nor a Force icon (a spy needs neither), and not aboard a
/// starship.
fn card_2_107_u3po_deploys_only_to_a_site_as_an_undercover_spy() {
    let mut s = premiere()
        .extra(Dark, card("2_107"))
        .site(Light, DB94)
        .site(Dark, DB327)
        .at(Dark, "Stormtrooper", DB327)
        .hand(Dark, U3PO)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let droid = s.card(Dark, U3PO);
    let options = s.deploy_options_for(droid);
    assert!(options.contains(&Dest::At(s.site(DB94))), "{options:?}");
    assert!(options.iter().all(|d| matches!(d, Dest::At(_))), "{options:?}");
    s.answer(Answer::Deploy {
        card: droid,
        to: Dest::At(s.site(DB94)),
    });
    assert!(s.q().undercover(droid));
}

/// U-3PO: Undercover at a battle, it adds its power (1) to Light's: Light's Rebel Trooper
/// and U-3PO make 2 against Dark's Stormtrooper's 1. Its cover broken, it battles for Dark
/// instead (1 against 2).
fn card_2_107_u3po_adds_its_power_to_light_while_undercover() {
    let powers = |broken: bool| {
        let (mut s, droid) =
            u3po_undercover(|b| b.fill(Dark, Pile::Force, 2), Dark, Phase::Deploy);
        if broken {
            s.answer(Answer::BreakCover(droid));
            // Light declines to steal it.
            s.answer(Answer::No);
        }
        assert!(drive_until(&mut s, |a| matches!(a, Answer::Battle(_)), 6), "{}", s.log());
        let site = s.site(DB94);
        s.answer(Answer::Battle(site));
        (s.q().battle_power(Light, site), s.q().battle_power(Dark, site))
    };
    assert_eq!(powers(false), (2, 1));
    assert_eq!(powers(true), (1, 2));
}

/// U-3PO: when its cover is broken (by Dark, in Dark's deploy phase), Light may steal it: it
/// is then Light's; declining leaves it Dark's.
fn card_2_107_u3po_light_may_steal_it_when_its_cover_is_broken() {
    for steal in [true, false] {
        let (mut s, droid) = u3po_undercover(|b| b, Dark, Phase::Deploy);
        assert!(s.has_option(Answer::BreakCover(droid)));
        s.answer(Answer::BreakCover(droid));
        assert!(s.saw(|w| matches!(w, What::CoverBroken { card } if *card == droid)));
        let asked = s.state().pending.as_ref().is_some_and(|p| {
            p.seat == Light && p.options.contains(&Answer::Yes)
        });
        assert!(asked, "{}", s.log());
        s.answer(if steal { Answer::Yes } else { Answer::No });
        assert_eq!(s.q().owner(droid), if steal { Light } else { Dark });
        assert!(!s.q().undercover(droid));
    }
}

/// Double Agent: with Light's spy at the site, Dark's spy there is lost if the destiny (+2
/// for an Undercover spy) is above 2. Undercover U-3PO: a destiny of 1 makes 3 (lost), a
/// location's 0 makes 2 (stays). Garindan in the open: 1 stays, 3 is lost.
fn card_2_48_double_agent_loses_the_opponents_spy_on_a_destiny_above_2() {
    assert!(double_agent(true, "Rebel Trooper"));
    assert!(!double_agent(true, "Tatooine: Dune Sea"));
    assert!(!double_agent(false, "Rebel Trooper"));
    assert!(double_agent(false, "Talz"));
}

/// Double Agent: needs a spy of yours at the same site (Momaw Nadon elsewhere: no target).
fn card_2_48_double_agent_needs_your_spy_at_the_same_site() {
    let s = premiere()
        .extra(Light, card("2_48"))
        .extra(Light, card("1_20"))
        .extra(Dark, card("1_177"))
        .site(Light, DB94)
        .site(Dark, DB327)
        .at(Light, "Momaw Nadon", DB327)
        .at(Dark, "Garindan", DB94)
        .hand(Light, "Double Agent")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    assert!(play_targets(&s, s.card(Light, "Double Agent"), 0).is_empty());
}

/// Double Agent: the opponent's Tonnika Sisters at a site cross to your side (they play as
/// Light's); a Stormtrooper may not be chosen.
fn card_2_48_double_agent_tonnika_sisters_cross_to_your_side() {
    let mut s = premiere()
        .extra(Light, card("2_48"))
        .extra(Dark, card("1_195"))
        .site(Light, DB94)
        .site(Dark, DB327)
        .at(Dark, "Tonnika Sisters", DB94)
        .at(Dark, "Stormtrooper", DB94)
        .at(Light, "Rebel Trooper", DB327)
        .hand(Light, "Double Agent")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let agent = s.card(Light, "Double Agent");
    let sisters = s.card(Dark, "Tonnika Sisters");
    assert_eq!(play_targets(&s, agent, 1), vec![TargetRef::Card(sisters)]);
    s.answer(Answer::Play {
        card: agent,
        mode: 1,
        target: TargetRef::Card(sisters),
        x: 0,
    });
    for _ in 0..10 {
        if s.q().owner(sisters) == Light {
            break;
        }
        answer_plainly(&mut s);
    }
    assert_eq!(s.q().owner(sisters), Light);
    assert_eq!(s.q().owner(s.card(Dark, "Stormtrooper")), Dark);
}
}
