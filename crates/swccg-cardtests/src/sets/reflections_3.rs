//! Tests of the Reflections III (set 13) cards: starting effects and Defensive Shields. Each
//! test is named `card_<GEMP id>_<what the text does>`.

use crate::support::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, Prompt};
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";

/// Battle Order (or Battle Plan) on table: each Force drain costs 3 Force, for both players
/// (neither occupies a battleground system: none is in play). With 2 Force a drain cannot be
/// initiated.
fn drains_cost_3(id: &str, owner: swccg_cards::Side) {
    const FARM: &str = "Tatooine: Lars' Moisture Farm";
    for (drainer, site, who) in [(Light, FARM, "Luke"), (Dark, MOS_EISLEY, "Vader")] {
        for force in [3, 2] {
            let title = card(id).title().trim_start_matches('•').to_string();
            let mut s = premiere()
                .outside(owner, card(id))
                .on_table(owner, &title)
                .site(Light, FARM)
                .site(Dark, MOS_EISLEY)
                .at(drainer, who, site)
                .fill(drainer, Pile::Force, force)
                .fill(drainer.opponent(), Pile::Used, 4)
                .phase(drainer, Phase::Control)
                .build();
            let at = s.site(site);
            let offered = s.options().contains(&Answer::ForceDrain(at));
            assert_eq!(offered, force >= 3, "{drainer} with {force} Force");
            if offered {
                s.answer(Answer::ForceDrain(at));
                assert_eq!(
                    s.pile(drainer, Pile::Force).len(),
                    0,
                    "{drainer} used 3 Force"
                );
            }
        }
    }
}

/// The opponent of `loser` drains 3 at `site` and `loser` pays from its Used Pile: how many
/// cards `loser` lost.
fn lost_to_drain_of_3(s: &mut Scenario, loser: swccg_cards::Side, site: &str) -> usize {
    let at = s.site(site);
    assert_eq!(
        s.q().drain_amount(loser.opponent(), at),
        3,
        "the drain is 3"
    );
    let before = s.pile(loser, Pile::Lost).len();
    s.answer(Answer::ForceDrain(at));
    while s
        .prompt()
        .is_some_and(|p| matches!(p, Prompt::LoseForce { .. }))
    {
        s.answer(Answer::LoseFrom(swccg_engine::decision::LossSource::Top(
            Pile::Used,
        )));
    }
    s.pile(loser, Pile::Lost).len() - before
}

/// Resistance's text for `side`: the opponent drains 3 while `side` occupies 3, 2 or 1
/// battlegrounds (the opponent one, one, then none). Dark's case: Luke drains 3 at the
/// Docking Control Room; Light's case: Vader drains 3 at Obi-Wan's Hut (2 icons, +1 while
/// Dark controls it). Neither is a battleground.
fn limits_drain_losses(side: swccg_cards::Side, id: &str) {
    const ROOM: &str = "Death Star: Docking Control Room 327";
    const JUNDLAND: &str = "Tatooine: Jundland Wastes";
    const CAMP: &str = "Tatooine: Jawa Camp";
    const HUT: &str = "Tatooine: Obi-Wan's Hut";
    let opponent = side.opponent();
    let (drain_site, drainer, mine, theirs) = match side {
        Dark => (ROOM, "Luke", "Stormtrooper", "Talz"),
        Light => (HUT, "Vader", "Rebel Trooper", "Jawa"),
    };
    let title = card(id).title().trim_start_matches('•').to_string();
    for (battlegrounds, opponent_occupies, lost) in [(3, true, 2), (2, true, 3), (1, false, 2)] {
        let mut b = premiere()
            .outside(side, card(id))
            .extra(Light, card("1_134"))
            .on_table(side, &title)
            .site(side, drain_site)
            .at(opponent, drainer, drain_site)
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .site(Dark, JUNDLAND)
            .site(Light, CAMP);
        for site in [MOS_EISLEY, DUNE_SEA, JUNDLAND].iter().take(battlegrounds) {
            b = b.at(side, mine, site);
        }
        if opponent_occupies {
            b = b.at(opponent, theirs, CAMP);
        }
        let mut s = b
            .fill(side, Pile::Used, 6)
            .phase(opponent, Phase::Control)
            .build();
        assert_eq!(
            lost_to_drain_of_3(&mut s, side, drain_site),
            lost,
            "{side} occupies {battlegrounds} battlegrounds\n{}",
            s.log()
        );
    }
}

/// Plays a Defensive Shield (`id`) of `side` from under its Fear Is My Ally (or An Unusual
/// Amount Of Fear): its "deploy on table" puts it on table, not at a location.
fn plays_from_under_fear(side: swccg_cards::Side, id: &str) {
    let (fear_id, fear_title) = match side {
        Dark => ("13_69", "Fear Is My Ally"),
        Light => ("13_5", "An Unusual Amount Of Fear"),
    };
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut s = premiere()
        .extra(side, card(fear_id))
        .outside(side, card(id))
        .on_table(side, fear_title)
        .stacked(side, &title, fear_title)
        .phase(side, Phase::Deploy)
        .build();
    let fear = s.card(side, fear_title);
    let shield = s.card(side, &title);
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == fear));
    s.answer(Answer::Deploy {
        card: shield,
        to: Dest::Table,
    });
    assert_eq!(s.place(shield), Place::Table);
}

const GENERATOR: &str = "Naboo: Theed Palace Generator";

/// The Theed Palace Generator `id` on table: Light's Jedi (Obi-Wan, a Jedi Knight; Depa
/// Billaba, a Jedi Master) are `jedi` more power there than at Mos Eisley and Dark's Dark Jedi
/// (Vader, a Dark Jedi; Darth Sidious, a Dark Jedi Master) `dark_jedi` more; a Rebel Trooper
/// and a Stormtrooper there keep their power 1.
fn generator_powers(id: &str, jedi: i32, dark_jedi: i32) {
    let who = [
        (Light, "Obi-Wan Kenobi"),
        (Light, "Depa Billaba"),
        (Dark, "Vader"),
        (Dark, "Darth Sidious"),
    ];
    let power_at = |at: &str| {
        let mut b = premiere()
            .extra(card(id).side, card(id))
            .extra(Light, card("1_21"))
            .extra(Light, card("12_4"))
            .extra(Dark, card("14_78"))
            .site(card(id).side, GENERATOR)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Trooper", GENERATOR)
            .at(Dark, "Stormtrooper", GENERATOR);
        for (side, title) in who {
            b = b.at(side, title, at);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let q = s.q();
        assert_eq!(q.power(s.card(Light, "Rebel Trooper")), 1);
        assert_eq!(q.power(s.card(Dark, "Stormtrooper")), 1);
        who.map(|(side, title)| q.power(s.card(side, title)))
    };
    let (here, away) = (power_at(GENERATOR), power_at(MOS_EISLEY));
    let gained: Vec<i32> = here.iter().zip(away).map(|(h, a)| h - a).collect();
    assert_eq!(gained, vec![jedi, jedi, dark_jedi, dark_jedi]);
}

/// The Theed Palace Generator `id` on table: `reduced` drains there 1 less than its 2 icons,
/// `other` drains its full 2.
fn generator_drains(id: &str, other: swccg_cards::Side, reduced: swccg_cards::Side) {
    for (side, amount) in [(reduced, 2 - 1), (other, 2)] {
        let who = if side == Dark {
            "Stormtrooper"
        } else {
            "Rebel Trooper"
        };
        let b = premiere()
            .extra(card(id).side, card(id))
            .site(card(id).side, GENERATOR)
            .at(side, who, GENERATOR);
        assert_eq!(
            super::pool_hoth::drained(b, side, GENERATOR),
            Some(amount),
            "{side:?}"
        );
    }
}

crate::card_tests! {
/// We'll Handle This deploys at the start with the three cards it requires, free and without
/// a choice to decline (seed 001 "Starting the game").
fn card_13_46_we_ll_handle_this_deploys_generator_core_generator_and_inner_strength() {
    let mut game = crate::support::premiere_game_with(&[], &["13_46", "13_31", "13_32", "13_24"], &[], &[], 4);
    use door::Game as _;
    while game.state().turn == 0 {
        let p = game.pending().cloned().expect("a set-up question");
        assert!(p.seat == Dark || !p.options.contains(&Answer::Pass), "{p:?}");
        game.answer(p.id, &p.options[0]).unwrap();
    }
    let cat = game.catalogue().clone();
    for title in ["We'll Handle This / Duel Of The Fates", "Naboo: Theed Palace Generator Core", GENERATOR, "Inner Strength"] {
        let c = cat.cards_of(Light).find(|&c| cat.bp(c).title == title).unwrap();
        assert!(game.state().place(c).on_table(), "{title}");
    }
}

/// While We'll Handle This is up, Dark may not Force drain where Dark has a Dark Jedi (Vader,
/// Maul), and may where it has none.
fn card_13_46_we_ll_handle_this_opponent_may_not_drain_where_opponent_has_a_dark_jedi() {
    for (who, offered) in [("Vader", false), ("Darth Maul", false), ("Stormtrooper", true)] {
        let s = objective(false)
            .site(Dark, MOS_EISLEY)
            .at(Dark, who, MOS_EISLEY)
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Used, 4)
            .phase(Dark, Phase::Control)
            .build();
        assert_eq!(s.has_option(Answer::ForceDrain(s.site(MOS_EISLEY))), offered, "{who}");
    }
}

/// Light's Force drains at a Naboo site where Light has a Jedi may not be canceled: Control
/// is not offered against Qui-Gon's drain at the Generator; it is against Luke's (no Jedi)
/// there and against Qui-Gon's drain at a Tatooine site.
fn card_13_46_we_ll_handle_this_drains_at_naboo_sites_with_your_jedi_may_not_be_canceled() {
    assert!(!control_offered(GENERATOR, "Qui-Gon Jinn"));
    assert!(control_offered(GENERATOR, "Luke"));
    assert!(control_offered("Tatooine: Lars' Moisture Farm", "Qui-Gon Jinn"));
}

/// Once during Light's control phase, a Dark character present with Light's Jedi at an
/// interior Theed Palace site may be targeted and is lost; not one present with Luke only,
/// and only once a turn.
fn card_13_46_we_ll_handle_this_loses_a_character_present_with_your_jedi_once_per_turn() {
    let obj_use = |s: &swccg_engine::scenario::Scenario| {
        let obj = s.card(Light, OBJECTIVE);
        s.options().iter().any(|a| matches!(a, Answer::Use { card, .. } if *card == obj))
    };
    let s = objective(false)
        .at(Light, "Luke", GENERATOR)
        .at(Dark, "Stormtrooper", GENERATOR)
        .phase(Light, Phase::Control)
        .build();
    assert!(!obj_use(&s), "Luke is no Jedi");
    let mut s = objective(false)
        .at(Light, "Qui-Gon Jinn", GENERATOR)
        .at(Dark, "Stormtrooper", GENERATOR)
        .at(Dark, "Stormtrooper", GENERATOR)
        .phase(Light, Phase::Control)
        .build();
    assert!(obj_use(&s));
    let obj = s.card(Light, OBJECTIVE);
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == obj));
    // Choose the first trooper as target; then both pass until Light acts again.
    let first = s.options()[0];
    s.answer(first);
    while !matches!(s.prompt(), Some(Prompt::Action { .. })) || s.seat() != Some(Light) {
        assert!(crate::support::answer_plainly(&mut s), "the game waits");
    }
    let troopers = s.cards(Dark, "Stormtrooper");
    let lost = troopers.iter().filter(|&&c| s.place(c) == Place::Pile(Pile::Lost)).count();
    assert_eq!(lost, 1, "one target is lost\n{}", s.log());
    assert!(!obj_use(&s), "once per turn");
}

/// We'll Handle This flips when a Dark Jedi of Dark's is present at an interior Naboo
/// battleground site (the Generator), not at a Tatooine site.
fn card_13_46_we_ll_handle_this_flips_when_a_dark_jedi_is_at_an_interior_naboo_battleground() {
    let s = objective(false).at(Dark, "Darth Maul", GENERATOR).phase(Light, Phase::Control).build();
    assert!(flipped(&s));
    assert!(s.saw(|w| matches!(w, What::Flipped { .. })));
    let s = objective(false)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Darth Maul", MOS_EISLEY)
        .phase(Light, Phase::Control)
        .build();
    assert!(!flipped(&s));
    // Nor at an exterior Naboo site (the Courtyard).
    const COURTYARD: &str = "Naboo: Theed Palace Courtyard";
    let s = objective(false)
        .extra(Dark, card("12_172"))
        .site(Dark, COURTYARD)
        .at(Dark, "Darth Maul", COURTYARD)
        .phase(Light, Phase::Control)
        .build();
    assert!(!flipped(&s));
}

/// Duel Of The Fates: Light may not Force drain or initiate battle where it has a Jedi
/// (Qui-Gon at the Generator), and may where it has none (Luke at a Tatooine site). Maul at
/// the Hallway keeps this side up.
fn card_13_46_duel_of_the_fates_no_drain_or_battle_where_you_have_a_jedi() {
    const HALLWAY: &str = "Naboo: Theed Palace Hallway";
    const FARM: &str = "Tatooine: Lars' Moisture Farm";
    for (who, site) in [("Qui-Gon Jinn", GENERATOR), ("Luke", FARM)] {
        let allowed = who == "Luke";
        let base = || {
            objective(true)
                .extra(Dark, card("14_112"))
                .site(Dark, HALLWAY)
                .site(Light, FARM)
                .at(Dark, "Darth Maul", HALLWAY)
                .at(Light, who, site)
                .fill(Light, Pile::Force, 3)
                .fill(Dark, Pile::Used, 4)
        };
        let s = base().phase(Light, Phase::Control).build();
        assert!(flipped(&s), "Maul keeps Duel Of The Fates up");
        assert_eq!(s.has_option(Answer::ForceDrain(s.site(site))), allowed, "drain, {who}");
        let s = base().at(Dark, "Stormtrooper", site).phase(Light, Phase::Battle).build();
        assert_eq!(s.has_option(Answer::Battle(s.site(site))), allowed, "battle, {who}");
    }
}

/// Duel Of The Fates flips back once Dark has no Dark Jedi at an interior Naboo battleground.
fn card_13_46_duel_of_the_fates_flips_back_without_a_dark_jedi_on_naboo() {
    let s = objective(true).at(Dark, "Darth Maul", GENERATOR).phase(Light, Phase::Control).build();
    assert!(flipped(&s));
    let s = objective(true).at(Dark, "Stormtrooper", GENERATOR).phase(Light, Phase::Control).build();
    assert!(!flipped(&s));
}

/// Fear Is My Ally deploys at the start with the cards from outside the deck under it, face
/// down (when there are more than 10, the player picks which).
fn card_13_69_fear_is_my_ally_takes_up_to_10_cards_from_outside_the_deck() {
    let outside: Vec<&str> = ["13_98", "13_84", "13_54", "13_90", "13_99", "13_78", "13_81", "13_63", "13_66", "13_61", "13_96"].to_vec();
    let mut game = crate::support::premiere_game_with(&["13_69"], &[], &outside, &[], 3);
    use door::Game as _;
    let pending = game.pending().cloned().unwrap();
    assert_eq!(pending.prompt, Prompt::StartingEffect);
    let fear = match pending.options[0] {
        Answer::StartWith(c) => c,
        other => panic!("{other:?}"),
    };
    game.answer(pending.id, &Answer::StartWith(fear)).unwrap();
    // Eleven cards from outside: pick ten, one at a time (or stop early).
    let mut picked = 0;
    while let Some(p) = game.pending().cloned() {
        if p.prompt != (Prompt::ChooseCard { why: swccg_engine::decision::Why::Stack }) {
            break;
        }
        assert!(p.options.contains(&Answer::Pass));
        let first = p.options[0];
        game.answer(p.id, &first).unwrap();
        picked += 1;
    }
    assert_eq!(picked, 10);
    let st = game.state();
    let under = game.catalogue().ids().filter(|&c| st.place(c) == Place::Stacked { on: fear }).count();
    assert_eq!((under, st.player(Dark).outside.len()), (10, 1));
}

/// Three times per game, Fear Is My Ally plays a Defensive Shield from under it as if from
/// hand.
fn card_13_69_fear_is_my_ally_plays_a_defensive_shield_from_under_it() {
    let mut s = premiere()
        .extra(Dark, card("13_69"))
        .outside(Dark, card("13_98"))
        .on_table(Dark, "Fear Is My Ally")
        .stacked(Dark, "Wipe Them Out, All Of Them", "Fear Is My Ally")
        .phase(Dark, Phase::Control)
        .build();
    let fear = s.card(Dark, "Fear Is My Ally");
    let shield = s.card(Dark, "Wipe Them Out, All Of Them");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == fear));
    s.answer(Answer::Deploy { card: shield, to: Dest::Table });
    assert_eq!(s.place(shield), Place::Table);
    assert!(s.saw(|w| matches!(w, What::Deployed { card, .. } if *card == shield)));
}

/// An Unusual Amount Of Fear is Light's copy of the same text.
fn card_13_5_an_unusual_amount_of_fear_plays_a_defensive_shield_from_under_it() {
    let mut s = premiere()
        .extra(Light, card("13_5"))
        .outside(Light, card("13_6"))
        .on_table(Light, "An Unusual Amount Of Fear")
        .stacked(Light, "Another Pathetic Lifeform", "An Unusual Amount Of Fear")
        .phase(Light, Phase::Draw)
        .build();
    let fear = s.card(Light, "An Unusual Amount Of Fear");
    let shield = s.card(Light, "Another Pathetic Lifeform");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == fear));
    s.answer(Answer::Deploy { card: shield, to: Dest::Table });
    assert_eq!(s.place(shield), Place::Table);
}

/// Another Pathetic Lifeform: while the opponent has a non-unique alien in battle, the
/// opponent draws no more than two battle destiny.
fn card_13_6_another_pathetic_lifeform_limits_battle_destiny_to_two() {
    for (alien, limit) in [(true, 2), (false, 3)] {
        let mut b = premiere()
            .extra(Light, card("13_6"))
            .outside(Light, card("13_6"))
            .on_table(Light, "Another Pathetic Lifeform")
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY);
        if alien {
            b = b.at(Dark, "Jawa", MOS_EISLEY);
        }
        let mut s = b.fill(Dark, Pile::Force, 1).phase(Dark, Phase::Battle).build();
        let mos = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(mos));
        // One draw for Vader's ability, and two more a text would add.
        assert_eq!(s.q().battle_destiny_draws(Dark, mos, 2), limit, "alien: {alien}");
        assert_eq!(s.q().battle_destiny_draws(Light, mos, 2), 2, "Light's own draws are free");
    }
}

/// Wipe Them Out, All Of Them is Dark's copy of the same text. A restricted-unique alien
/// (Talz, •••) is not non-unique and does not trigger it; a Jawa does.
fn card_13_98_wipe_them_out_limits_battle_destiny_to_two() {
    for (jawa, limit) in [(true, 2), (false, 5)] {
        let mut b = premiere()
            .outside(Dark, card("13_98"))
            .extra(Light, card("1_12"))
            .on_table(Dark, "Wipe Them Out, All Of Them")
            .site(Light, DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Talz", DUNE_SEA);
        if jawa {
            b = b.at(Light, "Jawa", DUNE_SEA);
        }
        let mut s = b.fill(Light, Pile::Force, 1).phase(Light, Phase::Battle).build();
        let dune = s.site(DUNE_SEA);
        s.answer(Answer::Battle(dune));
        // One draw for Luke's ability, and four more a text would add.
        assert_eq!(s.q().battle_destiny_draws(Light, dune, 4), limit, "Jawa: {jawa}");
    }
}

/// Resistance (Dark) and Ultimatum (Light): while you occupy three battlegrounds (or the
/// opponent none), you lose no more than 2 Force from each Force drain. Both sides of the
/// threshold: three battlegrounds and two.
fn card_13_84_resistance_limits_force_drain_losses_to_two() {
    limits_drain_losses(Dark, "13_84");
}

/// With a lower limit on the same loss, the lower holds: Resistance limits Dark's drain losses
/// to 2 (Light occupies no battleground), Enter The Bureaucrat to 1 at its site. Luke's drain
/// of 3 there costs Dark 2 with Resistance alone, 1 with both.
fn card_13_84_resistance_beside_a_lower_limit_the_lower_holds() {
    const ROOM: &str = "Death Star: Docking Control Room 327";
    let title = card("13_84").title().trim_start_matches('•').to_string();
    for (bureaucrat, lost) in [(false, 2), (true, 1)] {
        let mut b = premiere()
            .outside(Dark, card("13_84"))
            .extra(Dark, card("12_133"))
            .on_table(Dark, &title)
            .site(Dark, ROOM)
            .at(Light, "Luke", ROOM);
        if bureaucrat {
            b = b.at(Dark, "Enter The Bureaucrat", ROOM);
        }
        let mut s = b
            .fill(Dark, Pile::Used, 6)
            .phase(Light, Phase::Control)
            .build();
        assert_eq!(
            lost_to_drain_of_3(&mut s, Dark, ROOM),
            lost,
            "Bureaucrat: {bureaucrat}\n{}",
            s.log()
        );
    }
}

fn card_13_44_ultimatum_limits_force_drain_losses_to_two() {
    limits_drain_losses(Light, "13_44");
}

fn card_13_54_battle_order_makes_force_drains_cost_3() {
    drains_cost_3("13_54", Dark);
}

fn card_13_8_battle_plan_makes_force_drains_cost_3() {
    drains_cost_3("13_8", Light);
}

fn card_13_6_another_pathetic_lifeform_is_played_on_table() {
    plays_from_under_fear(Light, "13_6");
}

fn card_13_98_wipe_them_out_is_played_on_table() {
    plays_from_under_fear(Dark, "13_98");
}

fn card_13_84_resistance_is_played_on_table() {
    plays_from_under_fear(Dark, "13_84");
}

fn card_13_44_ultimatum_is_played_on_table() {
    plays_from_under_fear(Light, "13_44");
}

fn card_13_54_battle_order_is_played_on_table() {
    plays_from_under_fear(Dark, "13_54");
}

fn card_13_8_battle_plan_is_played_on_table() {
    plays_from_under_fear(Light, "13_8");
}

/// Light's Jedi are power +2 here (Obi-Wan and Depa Billaba: 2 more than at Mos Eisley) and
/// Dark's Dark Jedi +1 (Vader and Darth Sidious: 1 more); a Rebel Trooper and a Stormtrooper
/// here are unchanged.
fn card_13_31_theed_palace_generator_jedi_power_2_and_dark_jedi_power_1_more_here() {
    generator_powers("13_31", 2, 1);
}

/// Dark drains here 1 less than its icons (2 Light Side icons: 2 - 1); Light's drain here
/// is not reduced (2).
fn card_13_31_theed_palace_generator_dark_drains_1_less_here() {
    generator_drains("13_31", Light, Dark);
}

/// Dark's Dark Jedi are power +2 here (Vader and Darth Sidious: 2 more than at Mos Eisley)
/// and Light's Jedi +1 (Obi-Wan and Depa Billaba: 1 more); a Rebel Trooper and a Stormtrooper
/// here are unchanged.
fn card_13_76_theed_palace_generator_dark_jedi_power_2_and_jedi_power_1_more_here() {
    generator_powers("13_76", 1, 2);
}

/// Light drains here 1 less than its icons (2 Dark Side icons: 2 - 1); Dark's drain here is
/// not reduced (2).
fn card_13_76_theed_palace_generator_light_drains_1_less_here() {
    generator_drains("13_76", Dark, Light);
}
}

const OBJECTIVE: &str = "We'll Handle This / Duel Of The Fates";

/// Light's We'll Handle This on table (flipped to Duel Of The Fates when `flipped`), with
/// Theed Palace Generator and Qui-Gon Jinn, Darth Maul and Control in the decks.
fn objective(flipped: bool) -> swccg_engine::scenario::Builder {
    let b = premiere()
        .extra(Light, card("13_46"))
        .extra(Light, card("13_31"))
        .extra(Light, card("11_10"))
        .extra(Dark, card("11_54"))
        .extra(Dark, card("4_139"))
        .on_table(Light, OBJECTIVE)
        .site(Light, GENERATOR);
    if flipped {
        b.flag(Light, OBJECTIVE, swccg_engine::state::Flags::FLIPPED)
    } else {
        b
    }
}

fn flipped(s: &swccg_engine::scenario::Scenario) -> bool {
    let obj = s.card(Light, OBJECTIVE);
    s.state()
        .card(obj)
        .flags
        .has(swccg_engine::state::Flags::FLIPPED)
}

/// Whether Dark may play Control against Light's Force drain at `site` by `who`.
fn control_offered(site: &str, who: &str) -> bool {
    const FARM: &str = "Tatooine: Lars' Moisture Farm";
    let mut s = objective(false)
        .site(Light, FARM)
        .at(Light, who, site)
        .hand(Dark, "Control")
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Used, 4)
        .phase(Light, Phase::Control)
        .build();
    let control = s.card(Dark, "Control");
    s.answer(Answer::ForceDrain(s.site(site)));
    assert_eq!(s.seat(), Some(Dark), "Dark answers the drain");
    s.options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card, .. } if *card == control))
}
