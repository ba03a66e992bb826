//! Tests of the cards of the "P-ANH (Light)" sample deck: BoShek, Leesub Sirln, Don't Get
//! Cocky, Clak'dor VII, Dantooine and Yavin 4: Massassi Throne Room (scripts in
//! `1-panh-light.cards` and `2-panh-light.cards`). Each test is named
//! `card_<GEMP id>_<what it does>`.

use super::pool_anh_1996::drain;
use super::pool_hoth::use_text;
use super::space::adds_power_piloting;
use super::special_edition::choices;
use crate::support::{card, defending_alone_adds, drive_until, premiere};
use swccg_cards::CardType;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Stat;
use swccg_engine::{Answer, CardId, Phase, Pile, Place};

const DANTOOINE: &str = "Dantooine";
const THRONE_ROOM: &str = "Yavin 4: Massassi Throne Room";
const CLAKDOR: &str = "Clak'dor VII";
const HOLOTABLE: &str = "Imperial Holotable";
const TATOOINE: &str = "Tatooine";
const KESSEL: &str = "Kessel";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const LEESUB: &str = "Leesub Sirln";
const COCKY: &str = "Don't Get Cocky";
const FIGRIN: &str = "Figrin D'an";
const LIRIN: &str = "Lirin Car'n";

/// Deploys `side`'s `title` from hand to `location` (its deploy phase, enough Force) and
/// returns the Force it used.
fn deploy_cost(s: &mut Scenario, side: swccg_cards::Side, title: &str, location: CardId) -> usize {
    let card = s.card(side, title);
    let before = s.pile(side, Pile::Force).len();
    s.answer(Answer::Deploy {
        card,
        to: Dest::At(location),
    });
    assert_eq!(
        s.place(card),
        Place::At { location },
        "{title} deployed\n{}",
        s.log()
    );
    before - s.pile(side, Pile::Force).len()
}

/// Light's X-wing and Corellian Corvette in hand, Dantooine and Tatooine (both systems) on
/// table, Light's deploy phase.
fn dantooine_deploy() -> Scenario {
    premiere()
        .extra(Light, card("1_122"))
        .extra(Light, card("1_127"))
        .extra(Light, card("1_146"))
        .extra(Light, card("1_140"))
        .site(Light, DANTOOINE)
        .site(Light, TATOOINE)
        .hand(Light, "X-wing")
        .hand(Light, "Corellian Corvette")
        .fill(Light, Pile::Force, 12)
        .phase(Light, Phase::Deploy)
        .build()
}

/// The Bith Figrin D'an (Light's) and Lirin Car'n (Dark's) at Mos Eisley, a non-Bith (Luke)
/// beside them; Clak'dor VII on table with Light's Corellian Corvette and/or Dark's Devastator
/// there.
fn clakdor(light_there: bool, dark_there: bool) -> Scenario {
    let mut b = premiere()
        .extra(Light, card("2_60"))
        .extra(Light, card("1_9"))
        .extra(Light, card("1_140"))
        .extra(Dark, card("2_94"))
        .extra(Dark, card("1_301"))
        .site(Light, CLAKDOR)
        .site(Dark, MOS_EISLEY)
        .at(Light, FIGRIN, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Dark, LIRIN, MOS_EISLEY);
    if light_there {
        b = b.at(Light, "Corellian Corvette", CLAKDOR);
    }
    if dark_there {
        b = b.at(Dark, "Devastator", CLAKDOR);
    }
    b.phase(Light, Phase::Control).build()
}

fn destiny(s: &Scenario, side: swccg_cards::Side, title: &str) -> i32 {
    s.q().stat(s.card(side, title), Stat::Destiny)
}

/// Light's control phase with Leesub Sirln at the Dune Sea and the given cards in Dark's hand:
/// Light uses her text (1 Force), guesses the type of `guess`'s card and points to Dark's
/// `pointed`. Returns the scenario after the guess.
fn leesub_guess(hand: &[&str], guess: CardType, pointed: &str) -> Scenario {
    let mut b = premiere()
        .extra(Light, card("1_16"))
        .site(Light, DUNE_SEA)
        .at(Light, LEESUB, DUNE_SEA);
    for title in hand {
        b = b.hand(Dark, title);
    }
    let mut s = b
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Control)
        .build();
    let leesub = s.card(Light, LEESUB);
    assert!(drive_until(&mut s, use_text(leesub), 20), "{}", s.log());
    let force = s.pile(Light, Pile::Force).len();
    s.answer_with(use_text(leesub));
    assert_eq!(force - s.pile(Light, Pile::Force).len(), 1, "1 Force used");
    // The guess: one card stands for each card type.
    let types: Vec<CardType> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Choose(c) => Some(s.q().bp(c).card_type),
            _ => None,
        })
        .collect();
    assert!(types.contains(&CardType::Interrupt) && types.contains(&CardType::Weapon));
    let pick = s
        .options()
        .into_iter()
        .find(|a| matches!(a, Answer::Choose(c) if s.q().bp(*c).card_type == guess))
        .expect("the type is offered");
    s.answer(pick);
    // Then the card pointed to: any card of Dark's hand.
    let mut hand_now = s.pile(Dark, Pile::Hand).to_vec();
    hand_now.sort();
    assert_eq!(choices(&s), hand_now, "{}", s.log());
    let target = s.card(Dark, pointed);
    s.answer(Answer::Choose(target));
    s
}

/// Dark initiates a battle at `at` on the table `b` prepares, Don't Get Cocky in Light's hand:
/// the scenario once its second function (a TIE/ln present lost) is played, or where it was
/// never offered (false).
fn cocky_against_battle(b: Builder, at: &str) -> (Scenario, bool) {
    let mut s = b
        .hand(Light, COCKY)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Dark, Phase::Battle)
        .build();
    let cocky = s.card(Light, COCKY);
    s.answer(Answer::Battle(s.site(at)));
    let play = move |a: &Answer| matches!(a, Answer::Play { card, mode: 1, .. } if *card == cocky);
    let offered = drive_until(&mut s, play, 20);
    if offered {
        s.answer_with(play);
    }
    (s, offered)
}

/// Dark's Ghhhk (2_132, destiny 1) and Light's K'lor'slug (1_53, destiny 3) at the Imperial
/// Holotable, with or without Clak'dor VII on table; Dark's battle phase.
fn ghhhk_at_holotable(clakdor: bool) -> Scenario {
    let mut b = premiere()
        .extra(Dark, card("2_145"))
        .extra(Dark, card("2_132"))
        .extra(Light, card("1_53"))
        .extra(Light, card("2_60"))
        .site(Dark, HOLOTABLE)
        .at(Dark, "Ghhhk", HOLOTABLE)
        .at(Light, "K'lor'slug", HOLOTABLE);
    if clakdor {
        b = b.site(Light, CLAKDOR);
    }
    b.fill(Dark, Pile::Force, 3)
        .fill(Dark, Pile::Used, 5)
        .fill(Light, Pile::Used, 5)
        .phase(Dark, Phase::Battle)
        .build()
}

/// The battle totals (dark, light) of a battle Dark initiates at the Imperial Holotable.
fn holotable_battle_totals(s: &mut Scenario) -> (i32, i32) {
    let holotable = s.site(HOLOTABLE);
    s.answer(Answer::Battle(holotable));
    drive_until(s, |_| false, 40);
    s.seen()
        .find_map(|w| match *w {
            swccg_engine::What::BattleTotals { dark, light } => Some((dark, light)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no battle totals\n{}", s.log()))
}

crate::card_tests! {
// ----- BoShek -----

/// Adds 3 to the power of what he pilots (Red 3: 3 + 3), nothing as a passenger.
fn card_1_4_boshek_adds_3_to_power_of_anything_he_pilots() {
    adds_power_piloting("1_4", Light, 3);
}

/// Immune to attrition < 3: his immunity is 3 (attrition 2 is stopped, 3 is not).
fn card_1_4_boshek_immune_to_attrition_under_3() {
    let s = premiere()
        .extra(Light, card("1_4"))
        .site(Light, DUNE_SEA)
        .at(Light, "BoShek", DUNE_SEA)
        .build();
    assert_eq!(s.q().immunity(s.card(Light, "BoShek")), 3);
}

/// May make a Kessel Run in place of a smuggler: Kessel Run (which targets one of your
/// smugglers at another system) may target BoShek piloting Red 3 at Tatooine, and deploys so;
/// Luke piloting an X-wing there is no smuggler, and BoShek at Kessel itself is not at another
/// system.
fn card_1_4_boshek_may_make_a_kessel_run_in_place_of_a_smuggler() {
    let build = |boshek_at: &str| {
        premiere()
            .extra(Light, card("1_4"))
            .extra(Light, card("1_52"))
            .extra(Light, card("1_145"))
            .extra(Light, card("1_146"))
            .extra(Light, card("1_127"))
            .extra(Dark, card("1_288"))
            .site(Light, TATOOINE)
            .site(Dark, KESSEL)
            .at(Light, "Red 3", boshek_at)
            .on(Light, "BoShek", "Red 3")
            .at(Light, "X-wing", TATOOINE)
            .on(Light, "Luke", "X-wing")
            .hand(Light, "Kessel Run")
            .fill(Light, Pile::Force, 4)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let mut s = build(TATOOINE);
    let (run, boshek, luke) = (
        s.card(Light, "Kessel Run"),
        s.card(Light, "BoShek"),
        s.card(Light, "Luke"),
    );
    let kessel = s.site(KESSEL);
    let options = s.deploy_options_for(run);
    let aimed = |target| Dest::Targeting {
        location: kessel,
        target,
    };
    assert!(options.contains(&aimed(boshek)), "{options:?}");
    assert!(!options.contains(&aimed(luke)), "Luke is no smuggler");
    s.answer(Answer::Deploy {
        card: run,
        to: aimed(boshek),
    });
    assert_eq!(s.place(run), Place::At { location: kessel }, "{}", s.log());
    let s = build(KESSEL);
    let boshek = s.card(Light, "BoShek");
    let options = s.deploy_options_for(s.card(Light, "Kessel Run"));
    assert!(
        !options
            .iter()
            .any(|d| matches!(d, Dest::Targeting { target, .. } if *target == boshek)),
        "at Kessel itself: {options:?}"
    );
}

// ----- Leesub Sirln -----

/// Once each turn in Light's control phase, for 1 Force: Light guesses "Interrupt" and points
/// to Dark's Imperial Barrier: it is shown and lost; the text is not offered again that turn.
fn card_1_16_leesub_sirln_guessed_right_card_is_lost() {
    let s = leesub_guess(
        &["Imperial Barrier", "Imperial Blaster"],
        CardType::Interrupt,
        "Imperial Barrier",
    );
    let barrier = s.card(Dark, "Imperial Barrier");
    assert_eq!(s.place(barrier), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(
        s.place(s.card(Dark, "Imperial Blaster")),
        Place::Pile(Pile::Hand)
    );
    let leesub = s.card(Light, LEESUB);
    assert_eq!(s.state().phase, Phase::Control);
    assert!(
        !s.options().iter().any(use_text(leesub)),
        "once each turn: {:?}\n{}",
        s.options(),
        s.log()
    );
}

/// Guessed wrong ("Weapon" for Dark's Imperial Barrier, an Interrupt): the card is shown and
/// stays in hand.
fn card_1_16_leesub_sirln_guessed_wrong_card_stays() {
    let s = leesub_guess(
        &["Imperial Barrier", "Imperial Blaster"],
        CardType::Weapon,
        "Imperial Barrier",
    );
    assert_eq!(
        s.place(s.card(Dark, "Imperial Barrier")),
        Place::Pile(Pile::Hand),
        "{}",
        s.log()
    );
    assert!(s.saw(|w| matches!(w, swccg_engine::What::HandRevealed { cards, .. } if cards.len() == 1)));
}

/// Only in Light's own control phase: not in its deploy phase.
fn card_1_16_leesub_sirln_only_in_control_phase() {
    let s = premiere()
        .extra(Light, card("1_16"))
        .site(Light, DUNE_SEA)
        .at(Light, LEESUB, DUNE_SEA)
        .hand(Dark, "Imperial Barrier")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let leesub = s.card(Light, LEESUB);
    assert!(!s.options().iter().any(use_text(leesub)));
}

// ----- Don't Get Cocky -----

/// Luke and Han in a battle together: adds two battle destiny; Luke without Han, not offered.
fn card_1_76_dont_get_cocky_luke_and_han_add_two_battle_destiny() {
    assert_eq!(
        defending_alone_adds(Light, "1_76", &["1_11"], &["Luke", "Han Solo"], 0),
        Some(2)
    );
    assert_eq!(
        defending_alone_adds(Light, "1_76", &["1_11"], &["Luke", "Rebel Trooper"], 0),
        None
    );
}

/// Dark initiates a battle at Tatooine (a system) with Devastator and two TIE/lns (TIE Fighter,
/// Black 3) against Light's Corellian Corvette; Black 2 is at Kessel. Light plays Don't Get
/// Cocky: only the TIE/lns present are offered, and the one chosen is lost.
fn card_1_76_dont_get_cocky_tie_ln_present_lost() {
    let b = premiere()
        .extra(Light, card("1_76"))
        .extra(Light, card("1_127"))
        .extra(Light, card("1_140"))
        .extra(Dark, card("1_288"))
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_300"))
        .extra(Dark, card("1_299"))
        .site(Light, TATOOINE)
        .site(Dark, KESSEL)
        .at(Light, "Corellian Corvette", TATOOINE)
        .at(Dark, "Devastator", TATOOINE)
        .at(Dark, "TIE Fighter", TATOOINE)
        .at(Dark, "Black 3", TATOOINE)
        .at(Dark, "Black 2", KESSEL)
        ;
    let (mut s, offered) = cocky_against_battle(b, TATOOINE);
    assert!(offered, "{}", s.log());
    let (tie, black3, black2, devastator) = (
        s.card(Dark, "TIE Fighter"),
        s.card(Dark, "Black 3"),
        s.card(Dark, "Black 2"),
        s.card(Dark, "Devastator"),
    );
    let mut want = vec![tie, black3];
    want.sort();
    assert!(drive_until(&mut s, |a| *a == Answer::Choose(tie), 10), "{}", s.log());
    assert_eq!(choices(&s), want, "{}", s.log());
    s.answer(Answer::Choose(tie));
    assert_eq!(s.place(tie), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(s.place(black3).on_table());
    assert!(s.place(black2).on_table());
    assert!(s.place(devastator).on_table());
}

/// The second function answers a battle at a system or sector only: at a site (the Dune Sea)
/// it is not offered.
fn card_1_76_dont_get_cocky_not_at_a_site() {
    let b = premiere()
        .extra(Light, card("1_76"))
        .extra(Dark, card("1_304"))
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .at(Dark, "Vader", DUNE_SEA)
        .at(Dark, "TIE Fighter", DUNE_SEA)
        ;
    assert!(!cocky_against_battle(b, DUNE_SEA).1);
}

// ----- Clak'dor VII -----

/// Light: while Light occupies Clak'dor VII, each Bith character (Light's Figrin D'an and
/// Dark's Lirin Car'n) is destiny +2; Luke is not; without Light there, no change.
fn card_2_60_clakdor_vii_light_bith_destiny_plus_2_if_you_occupy() {
    let printed = |s: &Scenario, side, title: &str| s.q().bp(s.card(side, title)).destiny;
    let s = clakdor(true, false);
    assert_eq!(destiny(&s, Light, FIGRIN), printed(&s, Light, FIGRIN) + 2);
    assert_eq!(destiny(&s, Dark, LIRIN), printed(&s, Dark, LIRIN) + 2);
    assert_eq!(destiny(&s, Light, "Luke"), printed(&s, Light, "Luke"));
    let s = clakdor(false, false);
    assert_eq!(destiny(&s, Light, FIGRIN), printed(&s, Light, FIGRIN));
    // Contested: Light still occupies (+2), and Dark does not control (no -1).
    let s = clakdor(true, true);
    assert_eq!(destiny(&s, Light, FIGRIN), printed(&s, Light, FIGRIN) + 2);
}

/// Dark: while Dark controls Clak'dor VII, each Bith character is destiny -1; not while it
/// merely occupies it beside Light (checked above).
fn card_2_60_clakdor_vii_dark_bith_destiny_minus_1_if_you_control() {
    let printed = |s: &Scenario, side, title: &str| s.q().bp(s.card(side, title)).destiny;
    let s = clakdor(false, true);
    assert_eq!(destiny(&s, Light, FIGRIN), printed(&s, Light, FIGRIN) - 1);
    assert_eq!(destiny(&s, Dark, LIRIN), printed(&s, Dark, LIRIN) - 1);
    assert_eq!(destiny(&s, Light, "Luke"), printed(&s, Light, "Luke"));
}

/// Dark: Ghhhk is power +2 in battles at a holosite. Dark's Ghhhk (destiny 1, so power 1 at
/// the Imperial Holotable) battles Light's K'lor'slug (power 3): with Clak'dor VII on table
/// the totals are 3 to 3 (1 + 2), without it 1 to 3; outside a battle Ghhhk is power 1, and
/// K'lor'slug (no Ghhhk) gains nothing; Ghhhk at an ordinary site (no Dejarik there) has no
/// power to add to.
fn card_2_60_clakdor_vii_dark_ghhhk_power_plus_2_in_battles_at_a_holosite() {
    let mut s = ghhhk_at_holotable(true);
    let ghhhk = s.card(Dark, "Ghhhk");
    assert_eq!(s.q().power(ghhhk), 1, "not in battle");
    assert_eq!(holotable_battle_totals(&mut s), (3, 3));
    let mut s = ghhhk_at_holotable(false);
    assert_eq!(holotable_battle_totals(&mut s), (1, 3));
    let s = premiere()
        .extra(Dark, card("2_132"))
        .extra(Light, card("2_60"))
        .site(Light, CLAKDOR)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Ghhhk", MOS_EISLEY)
        .build();
    assert_eq!(s.q().power(s.card(Dark, "Ghhhk")), 0);
}

// ----- Dantooine -----

/// Light: Light's starfighters deploy -1 here (X-wing, printed 2: 1 Force), its capital
/// starships -2 (Corellian Corvette, printed 4: 2 Force); at Tatooine, their printed costs.
fn card_1_122_dantooine_light_starships_deploy_cheaper_here() {
    for (at, wing, corvette) in [(DANTOOINE, 2 - 1, 4 - 2), (TATOOINE, 2, 4)] {
        let mut s = dantooine_deploy();
        let location = s.site(at);
        assert_eq!(deploy_cost(&mut s, Light, "X-wing", location), wing, "at {at}");
        assert_eq!(
            deploy_cost(&mut s, Light, "Corellian Corvette", location),
            corvette,
            "at {at}"
        );
    }
}

/// Dark: while Dark controls Dantooine (Devastator there), its Force drain there is +1: one
/// Light icon, 1 + 1.
fn card_1_122_dantooine_dark_force_drain_plus_1() {
    let b = premiere()
        .extra(Light, card("1_122"))
        .extra(Dark, card("1_301"))
        .site(Light, DANTOOINE)
        .at(Dark, "Devastator", DANTOOINE);
    assert_eq!(drain(b, Dark, DANTOOINE, "Devastator", false).0, 1 + 1);
}

// ----- Yavin 4: Massassi Throne Room -----

/// Light: as Light's starting location, the Light Side takes the first turn; with another
/// starting location (the Dune Sea), Dark does.
fn card_1_138_massassi_throne_room_light_goes_first() {
    for (start, first) in [(THRONE_ROOM, Light), (DUNE_SEA, Dark)] {
        let mut game = crate::support::premiere_game_with(&[], &["1_138"], &[], &[], 5);
        crate::support::choose_starting_locations(&mut game, MOS_EISLEY, start);
        assert_eq!(game.state().active, first, "starting at {start}");
    }
}

/// Dark: while Dark controls the Throne Room (a Stormtrooper there), its Force drain there is
/// +1: one Light icon, 1 + 1.
fn card_1_138_massassi_throne_room_dark_force_drain_plus_1() {
    let b = premiere()
        .extra(Light, card("1_138"))
        .site(Light, THRONE_ROOM)
        .at(Dark, "Stormtrooper", THRONE_ROOM);
    assert_eq!(drain(b, Dark, THRONE_ROOM, "Stormtrooper", false).0, 1 + 1);
}
}
