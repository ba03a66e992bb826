//! Captives: one scenario test per paragraph of seed 003 §4 "Règles de capture révisées",
//! §5 "Escorte" and seed 004 "Escorting". Characters are captured by Oo-ta Goo-ta, Solo?
//! (2_137) answering Light's Nabrun Leids (1_97): "all Rebels transported are captured".
//! The engine knows no prison (no site of the card scripts is one), so a captured character
//! is seized or escapes; frozen captives and prisoner transfers are not played.

mod common;

use common::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Prompt, Why};
use swccg_engine::event::What;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, CardId, Phase, Pile, Place};

const DUNE_SEA: &str = "Tatooine: Dune Sea";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const OOTA: &str = "Oo-ta Goo-ta, Solo?";
/// Danz Borin (2_85): a bounty hunter without the warrior icon.
const DANZ: &str = "Danz Borin";

/// Light's Luke, Rebel Trooper and Talz (an alien, no Rebel) at the Dune Sea, Nabrun Leids
/// in Light's hand (its destiny: Shistavanen Wolfman, 2), Oo-ta Goo-ta in Dark's hand with 2
/// Force; `dark` are Dark's characters at the Jawa Camp, in Light's control phase.
fn scene(dark: &[&str]) -> Builder {
    let mut b = premiere()
        .extra(Light, card("1_97"))
        .extra(Dark, card("2_137"))
        .extra(Dark, card("2_85"))
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .site(Light, JAWA_CAMP)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA);
    for title in dark {
        b = b.at(Dark, title, JAWA_CAMP);
    }
    b.hand(Light, "Nabrun Leids")
        .hand(Dark, OOTA)
        .reserve_top(Light, &["Shistavanen Wolfman"])
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Light, Phase::Control)
}

/// Light transports Luke, the Rebel Trooper and the Talz to the Jawa Camp with Nabrun Leids;
/// Dark answers with Oo-ta Goo-ta (its first clause). Returns when Dark is first asked to
/// seize a captured character (or the captures are over).
fn transport_and_capture(s: &mut Scenario) {
    let nabrun = s.card(Light, "Nabrun Leids");
    let oota = s.card(Dark, OOTA);
    let (luke, trooper, talz) = (
        s.card(Light, "Luke"),
        s.card(Light, "Rebel Trooper"),
        s.card(Light, "Talz"),
    );
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == nabrun));
    assert!(
        drive_until(s, |a| *a == Answer::Choose(luke), 10),
        "{}",
        s.log()
    );
    for c in [luke, trooper, talz] {
        s.answer(Answer::Choose(c));
    }
    s.answer(Answer::ChooseLocation(s.site(JAWA_CAMP)));
    assert!(drive_until(s, |a| *a == Answer::Yes, 10), "{}", s.log());
    s.answer(Answer::Yes);
    let play = |a: &Answer| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota);
    assert!(drive_until(s, play, 6), "{}", s.log());
    s.answer_with(play);
    for _ in 0..10 {
        if matches!(s.prompt(), Some(Prompt::ChooseCard { why: Why::Seize(_) }))
            || s.place(oota) == Place::Pile(Pile::Used)
        {
            break;
        }
        s.pass();
    }
}

/// The captured character Dark is asked about now.
fn asked_about(s: &Scenario) -> Option<CardId> {
    match s.prompt() {
        Some(Prompt::ChooseCard { why: Why::Seize(c) }) => Some(c),
        _ => None,
    }
}

/// Seed 003 §4 "Capture": each of Dark's bounty hunters and warriors at the site may seize
/// one captured character, which goes under it. Danz Borin (a bounty hunter, no warrior
/// icon) and the Stormtrooper (a warrior) are offered; the Imperial Trooper Guard (neither)
/// is not. Only the Rebels transported are captured (not the Talz, an alien). Once the
/// Stormtrooper escorts Luke it is not offered for the Rebel Trooper: one captive each.
#[test]
fn seed003_capture_bounty_hunters_and_warriors_seize_one_captive_each() {
    let mut s = scene(&["Stormtrooper", DANZ, "Imperial Trooper Guard"]).build();
    let (luke, trooper, talz) = (
        s.card(Light, "Luke"),
        s.card(Light, "Rebel Trooper"),
        s.card(Light, "Talz"),
    );
    let (storm, danz, guard) = (
        s.card(Dark, "Stormtrooper"),
        s.card(Dark, DANZ),
        s.card(Dark, "Imperial Trooper Guard"),
    );
    transport_and_capture(&mut s);
    assert_eq!(asked_about(&s), Some(luke), "{}", s.log());
    assert_eq!(s.seat(), Some(Dark));
    let options = s.options();
    assert!(options.contains(&Answer::Choose(storm)));
    assert!(
        options.contains(&Answer::Choose(danz)),
        "a bounty hunter seizes"
    );
    assert!(
        !options.contains(&Answer::Choose(guard)),
        "neither warrior nor bounty hunter"
    );
    assert!(options.contains(&Answer::Pass), "seizing is optional");
    assert_eq!(options.len(), 3);
    s.answer(Answer::Choose(storm));
    assert_eq!(asked_about(&s), Some(trooper), "{}", s.log());
    assert_eq!(
        s.options(),
        vec![Answer::Choose(danz), Answer::Pass],
        "the Stormtrooper escorts one captive already"
    );
    s.answer(Answer::Choose(danz));
    assert_eq!(s.place(luke), Place::Stacked { on: storm });
    assert_eq!(s.place(trooper), Place::Stacked { on: danz });
    assert!(s.state().card(luke).captive && s.state().card(trooper).captive);
    let q = s.q();
    assert_eq!(q.captive_of(storm), Some(luke));
    assert_eq!(q.escort_of(trooper), Some(danz));
    assert_eq!(q.captive_of(guard), None);
    // The Talz, no Rebel, stays at the Jawa Camp on Light's side.
    assert_eq!(
        s.place(talz),
        Place::At {
            location: s.site(JAWA_CAMP)
        }
    );
    assert!(!s.state().card(talz).captive);
    assert!(
        s.saw(|w| matches!(w, What::Seized { card, escort } if *card == luke && *escort == storm))
    );
    assert!(swccg_engine::invariants::check(s.game.catalogue(), s.state()).is_empty());
}

/// Seed 003 §4 "Évasion": a captured character neither seized nor imprisoned escapes at once
/// to the Light player's Used Pile (not the Lost Pile): Dark passes for Luke; the Rebel
/// Trooper, with no warrior or bounty hunter of Dark's left free, escapes without a question.
/// With no Dark character at all at the site, both escape.
#[test]
fn seed003_capture_unseized_captive_escapes_to_light_used_pile() {
    let mut s = scene(&["Stormtrooper"]).build();
    let (luke, trooper) = (s.card(Light, "Luke"), s.card(Light, "Rebel Trooper"));
    let storm = s.card(Dark, "Stormtrooper");
    transport_and_capture(&mut s);
    assert_eq!(asked_about(&s), Some(luke));
    s.answer(Answer::Pass);
    assert_eq!(s.place(luke), Place::Pile(Pile::Used), "{}", s.log());
    assert!(s.pile(Light, Pile::Used).contains(&luke));
    assert!(!s.pile(Light, Pile::Lost).contains(&luke));
    assert_eq!(asked_about(&s), Some(trooper));
    s.answer(Answer::Choose(storm));
    assert_eq!(s.place(trooper), Place::Stacked { on: storm });

    let mut s = scene(&["Imperial Trooper Guard"]).build();
    let (luke, trooper) = (s.card(Light, "Luke"), s.card(Light, "Rebel Trooper"));
    transport_and_capture(&mut s);
    assert_eq!(asked_about(&s), None, "nobody may seize\n{}", s.log());
    // (No one has anything to do then: the game runs on, and the Used Pile recirculates at
    // the end of the turn; the events say where they went.)
    for c in [luke, trooper] {
        assert!(
            s.saw(|w| matches!(w, What::Escaped { card, pile: Pile::Used } if *card == c)),
            "{}",
            s.log()
        );
        assert!(!s.saw(|w| matches!(w, What::Escaped { card, pile: Pile::Lost } if *card == c)));
        assert!(!s.pile(Light, Pile::Lost).contains(&c));
    }
}

/// Seizes `captive` (Light's) with `escort` (Dark's) directly, as a capture would; the
/// pending decision is then asked again, its options read afresh.
fn seize(s: &mut Scenario, captive: CardId, escort: CardId) {
    s.mutate(|cx| {
        cx.relocate(captive, Place::Stacked { on: escort });
        cx.st.card_mut(captive).captive = true;
        cx.st.pending = None;
        swccg_engine::flow::run(cx);
    });
}

/// Seed 003 §5 "Escorte": the captive is no longer the Light player's character there: Luke
/// seized by the Stormtrooper at Mos Eisley gives Light no presence, power or control there,
/// adds nothing to Dark's power there (the same before and after the seizing), and Light
/// may not Force drain there.
#[test]
fn seed003_escort_captive_adds_no_power_or_presence() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .phase(Light, Phase::Control)
        .fill(Light, Pile::Force, 2)
        .build();
    let (luke, storm, mos) = (
        s.card(Light, "Luke"),
        s.card(Dark, "Stormtrooper"),
        s.site(MOS_EISLEY),
    );
    let (storm_power, dark_total) = {
        let q = s.q();
        assert!(q.presence(Light, mos), "Luke is there before");
        assert!(q.ability_at(Light, mos) > 0);
        (q.power(storm), q.ability_at(Dark, mos))
    };
    seize(&mut s, luke, storm);
    let q = s.q();
    assert!(!q.presence(Light, mos));
    assert_eq!(q.ability_at(Light, mos), 0);
    assert_eq!(q.power(storm), storm_power);
    assert_eq!(q.ability_at(Dark, mos), dark_total);
    assert!(q.controls(Dark, mos));
    assert!(!q.controls(Light, mos));
    assert!(!s.has_option(Answer::ForceDrain(mos)));
}

/// Seed 003 §5 "Escorte", seed 004 "Escorting": the captive moves with its escort at no extra
/// Force: the Stormtrooper's regular move from Mos Eisley to the adjacent Jawa Camp costs
/// its usual 1 Force and Luke goes along, still under it.
#[test]
fn seed003_escort_captive_moves_with_escort() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (luke, storm) = (s.card(Light, "Luke"), s.card(Dark, "Stormtrooper"));
    let (mos, camp) = (s.site(MOS_EISLEY), s.site(JAWA_CAMP));
    assert!(s.state().adjacent(mos, camp), "the sites are adjacent");
    seize(&mut s, luke, storm);
    let mv = |a: &Answer| matches!(a, Answer::Move { card, to } if *card == storm && *to == camp);
    assert!(s.options().iter().any(mv), "{:?}", s.options());
    s.answer_with(mv);
    for _ in 0..6 {
        if s.place(storm) == (Place::At { location: camp }) {
            break;
        }
        s.pass();
    }
    assert_eq!(s.place(storm), Place::At { location: camp }, "{}", s.log());
    assert_eq!(s.place(luke), Place::Stacked { on: storm });
    assert_eq!(s.q().escort_of(luke), Some(storm));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "1 Force, no more");
}

/// Loses `card` from table as a card's text would, the game then running on (the decision
/// pending before is asked again afterwards).
fn lose_from_table(s: &mut Scenario, card: CardId) {
    s.mutate(|cx| {
        cx.st.pending = None;
        cx.lose(card);
        swccg_engine::flow::run(cx);
    });
}

/// Luke seized by the Stormtrooper at Mos Eisley, in Dark's control phase.
fn escorted_at_mos_eisley() -> Scenario {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let (luke, storm) = (s.card(Light, "Luke"), s.card(Dark, "Stormtrooper"));
    seize(&mut s, luke, storm);
    s
}

/// Seed 004 "Escorting" (seed 003 §5): the escort lost at a site, the captive is released:
/// it escapes to the Light player's Used Pile (not the Lost Pile), or — Light's choice, asked
/// of Light — stays at the site, back on Light's side (a character of Light's there again).
#[test]
fn seed004_escorting_escort_lost_captive_escapes_or_stays_at_site() {
    for stay in [false, true] {
        let mut s = escorted_at_mos_eisley();
        let (luke, storm, mos) = (
            s.card(Light, "Luke"),
            s.card(Dark, "Stormtrooper"),
            s.site(MOS_EISLEY),
        );
        lose_from_table(&mut s, storm);
        assert_eq!(s.place(storm), Place::Pile(Pile::Lost));
        assert_eq!(s.seat(), Some(Light), "{}", s.log());
        assert_eq!(
            s.prompt(),
            Some(Prompt::Confirm {
                why: Why::Release(luke, mos)
            })
        );
        s.answer(if stay { Answer::Yes } else { Answer::No });
        assert!(!s.state().card(luke).captive);
        if stay {
            assert_eq!(s.place(luke), Place::At { location: mos });
            assert!(s.q().presence(Light, mos), "Light's character again");
            assert!(s.saw(|w| matches!(w, What::Released { card, .. } if *card == luke)));
        } else {
            assert_eq!(s.place(luke), Place::Pile(Pile::Used), "{}", s.log());
            assert!(s.pile(Light, Pile::Used).contains(&luke));
            assert!(!s.pile(Light, Pile::Lost).contains(&luke));
            assert!(!s.q().presence(Light, mos));
        }
        assert!(swccg_engine::invariants::check(s.game.catalogue(), s.state()).is_empty());
    }
}

/// Seed 004 "Escorting": escort and captive lost together — the Stormtrooper aboard the
/// Devastator, which is lost — the captive goes to the Light player's Lost Pile, and no one
/// is asked whether it stays.
#[test]
fn seed004_escorting_lost_together_captive_goes_to_lost_pile() {
    let mut s = premiere()
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_289"))
        .site(Dark, "Tatooine")
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Devastator", "Tatooine")
        .passenger(Dark, "Stormtrooper", "Devastator")
        .at(Light, "Luke", MOS_EISLEY)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let (luke, storm, ship) = (
        s.card(Light, "Luke"),
        s.card(Dark, "Stormtrooper"),
        s.card(Dark, "Devastator"),
    );
    assert_eq!(s.place(storm), Place::On { card: ship });
    seize(&mut s, luke, storm);
    lose_from_table(&mut s, ship);
    assert_eq!(s.place(storm), Place::Pile(Pile::Lost));
    assert_eq!(s.place(luke), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(s.pile(Light, Pile::Lost).contains(&luke));
    assert!(!s.pile(Light, Pile::Used).contains(&luke));
    assert!(!matches!(
        s.prompt(),
        Some(Prompt::Confirm {
            why: Why::Release(..)
        })
    ));
    assert!(s.saw(|w| matches!(w, What::Escaped { card, pile: Pile::Lost } if *card == luke)));
}

/// Seed 004 "Escorting": the escort alone lost while aboard a starship (not at a site), its
/// captive escapes at once to the Light player's Used Pile: the Stormtrooper aboard the
/// Devastator is lost, the Devastator stays.
#[test]
fn seed004_escorting_escort_lost_aboard_captive_escapes_to_used_pile() {
    let mut s = premiere()
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_289"))
        .site(Dark, "Tatooine")
        .at(Dark, "Devastator", "Tatooine")
        .passenger(Dark, "Stormtrooper", "Devastator")
        .at(Light, "Luke", "Tatooine")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let (luke, storm, ship) = (
        s.card(Light, "Luke"),
        s.card(Dark, "Stormtrooper"),
        s.card(Dark, "Devastator"),
    );
    seize(&mut s, luke, storm);
    lose_from_table(&mut s, storm);
    assert_eq!(
        s.place(ship),
        Place::At {
            location: s.site("Tatooine")
        }
    );
    assert_eq!(s.place(luke), Place::Pile(Pile::Used), "{}", s.log());
}

/// The Ubrikkian 9000 Z001 (1 driver, 2 passengers) at the Jawa Camp with the Stormtrooper
/// aboard as passenger, Luke there too (seized by it when `seized`), the Imperial Trooper
/// Guard in Dark's hand, in Dark's deploy phase.
fn skiff_scene(seized: bool) -> Scenario {
    let mut s = premiere()
        .extra(Dark, card("1_310"))
        .site(Dark, JAWA_CAMP)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Ubrikkian 9000 Z001", JAWA_CAMP)
        .passenger(Dark, "Stormtrooper", "Ubrikkian 9000 Z001")
        .at(Light, "Luke", JAWA_CAMP)
        .hand(Dark, "Imperial Trooper Guard")
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    if seized {
        let (luke, storm) = (s.card(Light, "Luke"), s.card(Dark, "Stormtrooper"));
        seize(&mut s, luke, storm);
    }
    s
}

/// Seed 004 "Escorting": a captive takes a passenger slot aboard, whatever its escort's
/// slot: with the Stormtrooper and its captive aboard, the Ubrikkian's 2 passenger slots are
/// full (the guard deploys aboard only as its driver); without the captive one is free.
#[test]
fn seed004_escorting_captive_takes_passenger_capacity() {
    for seized in [false, true] {
        let s = skiff_scene(seized);
        let (ship, guard) = (
            s.card(Dark, "Ubrikkian 9000 Z001"),
            s.card_in_hand(Dark, "Imperial Trooper Guard"),
        );
        let options = s.deploy_options_for(guard);
        let driver = swccg_engine::decision::Dest::On {
            card: ship,
            placed_as: 0,
        };
        let passenger = swccg_engine::decision::Dest::On {
            card: ship,
            placed_as: 1,
        };
        assert!(options.contains(&driver), "{options:?}");
        assert_eq!(options.contains(&passenger), !seized, "{options:?}");
    }
}

/// Seed 004 "Escorting": escort and captive lost together at a site — the Stormtrooper aboard
/// the Ubrikkian, which is lost at the Jawa Camp — the captive goes to the Light player's
/// Lost Pile; Light is not asked to leave it at the site.
#[test]
fn seed004_escorting_lost_together_aboard_a_vehicle_at_a_site() {
    let mut s = skiff_scene(true);
    let (luke, ship) = (s.card(Light, "Luke"), s.card(Dark, "Ubrikkian 9000 Z001"));
    lose_from_table(&mut s, ship);
    assert_eq!(s.place(luke), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(!matches!(
        s.prompt(),
        Some(Prompt::Confirm {
            why: Why::Release(..)
        })
    ));
}

/// Seed 004 "Elis Helrot": a 'transport' never relocates an escort (nor, so, its captive): of
/// Dark's two Stormtroopers at Mos Eisley, only the one escorting no captive is offered.
#[test]
fn seed004_elis_helrot_escort_is_not_transported() {
    let mut s = premiere()
        .extra(Dark, card("1_243"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Dark, "Elis Helrot")
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Control)
        .build();
    let troopers = s.cards(Dark, "Stormtrooper");
    let (escort, free) = (troopers[0], troopers[1]);
    let luke = s.card(Light, "Luke");
    seize(&mut s, luke, escort);
    let elis = s.card(Dark, "Elis Helrot");
    let (mos, camp) = (s.site(MOS_EISLEY), s.site(JAWA_CAMP));
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == elis));
    // The free Stormtrooper is the only card offered, the Jawa Camp the only other site:
    // both are taken without a question.
    for _ in 0..10 {
        assert!(
            !s.has_option(Answer::Choose(escort)),
            "the escort is offered\n{}",
            s.log()
        );
        if s.has_option(Answer::Yes) {
            break;
        }
        s.pass();
    }
    s.answer(Answer::Yes);
    assert_eq!(s.place(free), Place::At { location: camp }, "{}", s.log());
    assert_eq!(s.place(escort), Place::At { location: mos });
    assert_eq!(s.place(luke), Place::Stacked { on: escort });
}

/// Seed 003 §5: a captive is held, not gone: while Luke is the Stormtrooper's captive, a
/// second Luke of Light's does not deploy (uniqueness still counts him).
#[test]
fn seed003_escort_captive_still_counts_for_uniqueness() {
    for held in [false, true] {
        let mut s = premiere()
            .extra(Light, card("1_19"))
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .hand(Light, "Luke")
            // A location in hand keeps Light's deploy phase open.
            .hand(Light, JAWA_CAMP)
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build();
        let lukes = s.cards(Light, "Luke");
        let (first, second) = (lukes[0], s.card_in_hand(Light, "Luke"));
        assert_ne!(first, second);
        if held {
            let storm = s.card(Dark, "Stormtrooper");
            seize(&mut s, first, storm);
        } else {
            s.mutate(|cx| {
                cx.relocate(first, Place::Pile(Pile::Used));
                cx.st.pending = None;
                swccg_engine::flow::run(cx);
            });
        }
        let options = s.deploy_options_for(second);
        assert_eq!(
            options.is_empty(),
            held,
            "{options:?} {:?} {:?}",
            s.prompt(),
            s.game.why_not(
                Light,
                second,
                swccg_engine::decision::Dest::At(s.site(DUNE_SEA))
            )
        );
        let why = s.game.why_not(
            Light,
            second,
            swccg_engine::decision::Dest::At(s.site(DUNE_SEA)),
        );
        assert_eq!(
            why,
            held.then_some(swccg_engine::WhyNot::Unique { card: second })
        );
    }
}
