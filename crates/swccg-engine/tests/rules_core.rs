//! One scenario test per core rule, named after it. Rules are cited as in
//! `shared/rules/core-swccg.md` (CR n.m) or by their seed document and entry.

mod common;

use common::premiere;
use door::Game as _;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, LossSource, Prompt, Trigger};
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DB94: &str = "Tatooine: Docking Bay 94";
const DB327: &str = "Death Star: Docking Bay 327";
const DETENTION: &str = "Death Star: Detention Block Corridor";

// ----- CR 2: piles, Life Force, the Force verbs -----

/// CR 2.2: Life Force is the Reserve Deck, Force Pile and Used Pile; hand and Lost Pile are not.
#[test]
fn cr_2_2_life_force_is_reserve_force_pile_and_used_pile() {
    let s = premiere()
        .fill(Dark, Pile::Force, 5)
        .fill(Dark, Pile::Used, 3)
        .fill(Dark, Pile::Lost, 4)
        .fill(Dark, Pile::Hand, 6)
        .phase(Dark, Phase::Draw)
        .build();
    assert_eq!(s.life_force(Dark), 60 - 4 - 6);
}

/// CR 2.3: a player whose Life Force reaches 0 loses at once, even with cards in hand.
#[test]
fn cr_2_3_the_game_ends_when_life_force_is_gone() {
    // Light's Life Force before a drain of 1, and whether that drain ends the game: the game
    // ends at 0 left, and goes on at 1.
    for (life_force, over) in [(1, true), (2, false)] {
        let mut s = premiere()
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Light, Pile::Hand, 60 - life_force)
            .phase(Dark, Phase::Control)
            .build();
        assert_eq!(s.life_force(Light), life_force);
        let mos = s.site(MOS_EISLEY);
        s.answer(Answer::ForceDrain(mos));
        // Light loses the drain (Mos Eisley has 1 Light Side icon) from its Reserve Deck.
        s.answer_with(|a| matches!(a, Answer::LoseFrom(LossSource::Top(Pile::Reserve))));
        assert_eq!(s.life_force(Light), life_force - 1);
        assert_eq!(s.game.outcome().is_some(), over, "{}", s.log());
        assert_eq!(
            s.saw(|w| matches!(w, What::GameOver { winner: Dark, .. })),
            over
        );
    }
}

/// CR 2.4: using Force moves Force Pile cards, one at a time, to the top of the Used Pile.
#[test]
fn cr_2_4_using_force_moves_force_pile_cards_to_the_used_pile() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let force_before: Vec<_> = s.pile(Dark, Pile::Force).to_vec();
    let raider = s.card(Dark, "Tusken Raider");
    let mos = s.site(MOS_EISLEY);
    s.answer(Answer::Deploy {
        card: raider,
        to: Dest::At(mos),
    });
    // Deploy cost 2: the two top Force Pile cards are now the Used Pile, top card last.
    assert_eq!(s.pile(Dark, Pile::Force), &force_before[..2]);
    assert_eq!(
        s.pile(Dark, Pile::Used),
        &[force_before[3], force_before[2]]
    );
}

/// CR 2.5: the loser picks each unit of Force loss: a card from hand, or the top card of the
/// Reserve Deck, Force Pile or Used Pile.
#[test]
fn cr_2_5_each_unit_of_force_loss_comes_from_a_source_the_loser_picks() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Talz")
        .fill(Light, Pile::Force, 2)
        .fill(Light, Pile::Used, 2)
        .phase(Dark, Phase::Control)
        .build();
    let mos = s.site(MOS_EISLEY);
    let talz = s.card(Light, "Talz");
    s.answer(Answer::ForceDrain(mos));
    assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: 1 }));
    let options = s.options();
    for source in [
        LossSource::Hand(talz),
        LossSource::Top(Pile::Reserve),
        LossSource::Top(Pile::Force),
        LossSource::Top(Pile::Used),
    ] {
        assert!(
            options.contains(&Answer::LoseFrom(source)),
            "{source:?} missing: {options:?}"
        );
    }
    s.answer(Answer::LoseFrom(LossSource::Hand(talz)));
    assert_eq!(s.place(talz), Place::Pile(Pile::Lost));
}

// ----- CR 4: the turn -----

/// CR 4.2: a phase ends when both players pass in a row; the next phase begins.
#[test]
fn cr_4_2_a_phase_ends_when_both_players_pass() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(
        s.prompt(),
        Some(Prompt::Action {
            phase: Phase::Deploy
        })
    );
    s.pass();
    assert_eq!(
        s.state().phase,
        Phase::Draw,
        "battle and move had nothing to do"
    );
}

/// Seed 004 "End of turn": after the draw phase both players recirculate their Used Piles
/// under their Reserve Decks; then the next turn starts.
#[test]
fn seed004_end_of_turn_both_players_recirculate() {
    let mut s = premiere()
        .fill(Dark, Pile::Used, 3)
        .fill(Light, Pile::Used, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Draw)
        .build();
    assert_eq!(s.prompt(), Some(Prompt::Action { phase: Phase::Draw }));
    let dark_used: Vec<_> = s.pile(Dark, Pile::Used).to_vec();
    s.pass();
    assert!(s.pile(Dark, Pile::Used).is_empty());
    assert!(s.pile(Light, Pile::Used).is_empty());
    // Unshuffled, under the Reserve Deck: the bottom of the Reserve Deck is the old Used Pile.
    assert_eq!(&s.pile(Dark, Pile::Reserve)[..3], &dark_used[..]);
    assert_eq!(s.state().active, Light);
    assert_eq!(s.state().turn, 2);
}

/// Seed 001 "Start of turn": mandatory start-of-turn actions resolve before the Activate
/// phase (a Timer Mine explodes at the start of its owner's next turn).
#[test]
fn seed001_start_of_turn_mandatory_actions_resolve_first() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Timer Mine", MOS_EISLEY)
        .reserve_top(Dark, &["Jawa"])
        .turn_begins(Dark)
        .build();
    // Destiny 3 ("Jawa"): up to three of Light's characters there are lost, owner's choice.
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(s.place(trooper), Place::Pile(Pile::Lost));
    assert_eq!(s.place(s.card(Dark, "Timer Mine")), Place::Pile(Pile::Lost));
    assert_eq!(s.state().phase, Phase::Activate);
}

// ----- CR 5: Force generation and activation -----

/// CR 5.1: Force generation is 1 plus your Force icons on table (presence not needed).
#[test]
fn cr_5_1_force_generation_is_one_plus_your_icons_on_table() {
    let s = premiere()
        .site(Dark, MOS_EISLEY) // Dark 2, Light 1
        .site(Light, DUNE_SEA) // Dark 1, Light 1
        .site(Dark, DETENTION) // Dark 1, Light 0
        .phase(Dark, Phase::Activate)
        .build();
    assert_eq!(s.q().generation(Dark), 1 + 2 + 1 + 1);
    assert_eq!(s.q().generation(Light), 1 + 1 + 1);
    assert_eq!(s.state().player(Dark).generation, 5);
}

/// CR 5.4: you activate up to your generation, each unit a separate move from Reserve Deck to
/// Force Pile. Every amount is offered in one decision (audit finding 6: only 1 or all were
/// offered, so activating 2 of 3 took two decisions).
#[test]
fn cr_5_4_activation_is_limited_to_generation() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .phase(Dark, Phase::Activate)
        .build();
    assert_eq!(
        s.options(),
        vec![
            Answer::Activate(1),
            Answer::Activate(2),
            Answer::Activate(3),
            Answer::Pass
        ]
    );
    s.answer(Answer::Activate(1));
    assert_eq!(
        s.options(),
        vec![Answer::Activate(1), Answer::Activate(2), Answer::Pass]
    );
    s.answer(Answer::Activate(2));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 3);
    assert_ne!(
        s.prompt(),
        Some(Prompt::Action {
            phase: Phase::Activate
        })
    );
}

/// CR 5.4 and CR 8.2: what a player activated and where it drained count for one turn only.
/// Dark activates its whole generation and drains at Mos Eisley; both players then pass
/// through to Dark's next turn, where it may activate its whole generation and drain at Mos
/// Eisley again.
#[test]
fn cr_5_4_and_cr_8_2_activation_and_drains_count_again_each_turn() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .phase(Dark, Phase::Activate)
        .build();
    let mos = s.site(MOS_EISLEY);
    let first_turn = s.state().turn;
    let generation = s.state().player(Dark).generation;
    assert!(generation >= 2);
    let all = Answer::Activate(generation);
    for turn in [first_turn, first_turn + 2] {
        assert_eq!(s.state().turn, turn);
        assert!(s.has_option(all), "turn {turn}: {:?}", s.options());
        // Nothing left to activate: the control phase begins.
        s.answer(all);
        assert_eq!(
            s.prompt(),
            Some(Prompt::Action {
                phase: Phase::Control
            })
        );
        assert!(
            s.has_option(Answer::ForceDrain(mos)),
            "turn {turn}\n{}",
            s.log()
        );
        s.answer(Answer::ForceDrain(mos));
        // Light loses the drain, the first source it is offered.
        while s.seat() == Some(Light) && matches!(s.prompt(), Some(Prompt::LoseForce { .. })) {
            let first = s.options()[0];
            s.answer(first);
        }
        assert!(!s.has_option(Answer::ForceDrain(mos)), "once per turn");
        // Everyone passes (and Light loses Force when asked) until Dark's next activate phase.
        for _ in 0..200 {
            let next_activate = s.state().turn == turn + 2
                && s.seat() == Some(Dark)
                && s.prompt()
                    == Some(Prompt::Action {
                        phase: Phase::Activate,
                    });
            if next_activate || s.game.outcome().is_some() {
                break;
            }
            if s.has_option(Answer::Pass) {
                s.pass();
            } else {
                let first = s.options()[0];
                s.answer(first);
            }
        }
        assert!(s.game.outcome().is_none());
    }
}

// ----- CR 6: presence and control -----

/// CR 6.2, CR 13.4, seed 004 "Droïd": droids have no ability, so alone they give no presence
/// and do not control.
#[test]
fn cr_6_2_a_droid_alone_gives_no_presence() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "LIN-V8M (Elleyein-Veeateemm)", MOS_EISLEY)
        .phase(Dark, Phase::Control)
        .build();
    let mos = s.site(MOS_EISLEY);
    assert!(!s.q().presence(Dark, mos));
    assert!(!s.q().controls(Dark, mos));
    // No drain was possible, so the control phase passed without a question.
    assert!(!s.saw(|w| matches!(w, What::ForceDrainInitiated { .. })));
    assert_ne!(s.state().phase, Phase::Control);
}

/// CR 6.3: you control a location you occupy when the opponent does not.
#[test]
fn cr_6_3_control_needs_the_opponent_absent() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .at(Light, "Rebel Trooper", JUNDLAND)
        .phase(Dark, Phase::Control)
        .build();
    assert!(s.q().controls(Dark, s.site(MOS_EISLEY)));
    assert!(!s.q().controls(Dark, s.site(JUNDLAND)));
    assert!(!s.q().controls(Light, s.site(JUNDLAND)));
}

// ----- CR 7: deploying -----

/// Seed 004 "Deploy": deploying is an action of its owner's deploy phase only.
#[test]
fn seed004_deploy_only_in_your_deploy_phase() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Control)
        .build();
    let raider = s.card(Dark, "Tusken Raider");
    assert_eq!(
        s.prompt(),
        Some(Prompt::Action {
            phase: Phase::Control
        })
    );
    assert!(
        s.options()
            .iter()
            .all(|a| !matches!(a, Answer::Deploy { .. }))
    );
    s.pass();
    assert_eq!(
        s.prompt(),
        Some(Prompt::Action {
            phase: Phase::Deploy
        })
    );
    assert!(s.has_option(Answer::Deploy {
        card: raider,
        to: Dest::At(s.site(MOS_EISLEY))
    }));
}

/// Seed 004 "Deployment restrictions" [1]: characters deploy only where you have presence or a
/// Force icon on your side.
#[test]
fn seed004_deployment_restrictions_need_presence_or_an_icon() {
    let mut s = premiere()
        .site(Dark, DETENTION) // no Light Side icon
        .site(Light, DB94)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    let targets = s.deploy_options_for(trooper);
    assert!(targets.contains(&Dest::At(s.site(DB94))));
    assert!(!targets.contains(&Dest::At(s.site(DETENTION))));
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site(DB94)),
    });
    assert_eq!(
        s.place(trooper),
        Place::At {
            location: s.site(DB94)
        }
    );
}

/// Seed 004 "Deploy cost": a card with no printed deploy cost and no cost in its text deploys
/// free.
#[test]
fn seed004_deploy_cost_absent_means_free() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .hand(Dark, "Ket Maliss")
        .phase(Dark, Phase::Deploy)
        .build();
    let ket = s.card(Dark, "Ket Maliss");
    let jawa = s.card(Dark, "Jawa");
    assert!(s.pile(Dark, Pile::Force).is_empty());
    s.answer(Answer::Deploy {
        card: ket,
        to: Dest::On {
            card: jawa,
            placed_as: 0,
        },
    });
    assert_eq!(s.place(ket), Place::On { card: jawa });
}

/// A text that deploys a card "at -N" (the card language's reduced deploy step) asks only
/// what is left of the cost: the card is offered when the Force Pile covers the cost less N
/// (not when it covers one less), and the deployment takes exactly that.
#[test]
fn a_deploy_step_at_minus_n_asks_only_the_reduced_cost() {
    const SCRIPT: &str = "card 1_285 Death Star: Docking Bay 327\n  \
                          action during your deploy phase:\n    \
                          deploy \"Vader\" from your reserve deck -2\n";
    for (force, offered) in [(5, true), (4, false)] {
        let mut s = premiere()
            .script(SCRIPT)
            .site(Dark, DB327)
            .fill(Dark, Pile::Force, force)
            .reserve_top(Dark, &["Vader"])
            .phase(Dark, Phase::Deploy)
            .build();
        let bay = s.site(DB327);
        let vader = s
            .pile(Dark, Pile::Reserve)
            .last()
            .copied()
            .expect("Vader on top");
        assert_eq!(s.q().bp(vader).deploy, Some(7));
        // The Reserve Deck is searched blind: the text is offered while it holds cards.
        s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == bay));
        let deploys_vader = |a: &Answer| matches!(a, Answer::Deploy { card, .. } if *card == vader);
        assert_eq!(
            s.options().iter().any(deploys_vader),
            offered,
            "Force Pile {force}: {:?}",
            s.options()
        );
        if !offered {
            continue;
        }
        s.answer_with(deploys_vader);
        assert_eq!(s.place(vader), Place::At { location: bay }, "{}", s.log());
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
        assert_eq!(s.pile(Dark, Pile::Used).len(), 5);
    }
}

/// CR 1.5: a unique (•) card may be on table only once per player.
#[test]
fn cr_1_5_a_unique_card_is_on_table_once() {
    let s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .hand(Dark, "Vader")
        .fill(Dark, Pile::Force, 10)
        .phase(Dark, Phase::Deploy)
        .build();
    let in_hand = s.cards(Dark, "Vader")[1];
    assert!(s.deploy_options_for(in_hand).is_empty());
}

/// CR 7.5: a site joins its planet's row; sites group interior, interior/exterior, then
/// exterior, and a new site may go anywhere within its group.
#[test]
fn cr_7_5_sites_join_their_planets_row_in_their_group() {
    let s = premiere()
        .site(Dark, MOS_EISLEY) // exterior
        .site(Dark, JUNDLAND) // exterior
        .site(Dark, DETENTION)
        .hand(Light, "Tatooine: Docking Bay 94") // interior and exterior
        .hand(Light, "Tatooine: Dune Sea") // exterior
        .phase(Light, Phase::Deploy)
        .build();
    let db94 = s.card(Light, DB94);
    let dune = s.card(Light, DUNE_SEA);
    // Docking Bay 94 goes before the exterior group only; Dune Sea anywhere among exteriors.
    assert_eq!(
        s.deploy_options_for(db94),
        vec![Dest::Row {
            index: 0,
            convert: None,
            planet: None
        }]
    );
    assert_eq!(
        s.deploy_options_for(dune),
        vec![
            Dest::Row {
                index: 0,
                convert: None,
                planet: None
            },
            Dest::Row {
                index: 1,
                convert: None,
                planet: None
            },
            Dest::Row {
                index: 2,
                convert: None,
                planet: None
            },
        ]
    );
    // The Death Star's sites are a row of their own.
    assert_eq!(s.state().rows.len(), 2);
    // With the Cantina (interior only) leading the row, Docking Bay 94 goes after it, between
    // the interior and the exterior groups, and never before it.
    let s = premiere()
        .extra(Dark, common::card("1_290")) // Tatooine: Cantina
        .site(Dark, "Tatooine: Cantina")
        .site(Dark, MOS_EISLEY)
        .hand(Light, DB94)
        .phase(Light, Phase::Deploy)
        .build();
    let db94 = s.card(Light, DB94);
    assert_eq!(
        s.deploy_options_for(db94),
        vec![Dest::Row {
            index: 1,
            convert: None,
            planet: None
        }]
    );
}

/// CR 7.6: deploying your copy of a location the opponent has on table converts it: yours is
/// on top and its icons and text apply; cards there stay.
#[test]
fn cr_7_6_deploying_your_copy_converts_the_opponents_location() {
    let mut s = premiere()
        .site(Dark, DB94)
        .at(Dark, "Stormtrooper", DB94)
        .hand(Light, DB94)
        .phase(Light, Phase::Deploy)
        .build();
    let dark_copy = s.site(DB94);
    let light_copy = s.card(Light, DB94);
    s.answer(Answer::Deploy {
        card: light_copy,
        to: Dest::Row {
            index: 0,
            convert: Some(dark_copy),
            planet: None,
        },
    });
    assert_eq!(s.site(DB94), light_copy);
    assert_eq!(s.place(dark_copy), Place::Covered { by: light_copy });
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(
        s.place(trooper),
        Place::At {
            location: light_copy
        }
    );
    // The Light Side card's text: Light's transit from here costs 1, Dark's 2.
    assert_eq!(s.q().transit_cost(Dark, light_copy), 2);
    assert_eq!(s.q().transit_cost(Light, light_copy), 1);
}

// ----- Seed 004: Dagobah's deployment restrictions -----

const SWAMP: &str = "Dagobah: Swamp";
const CAVE: &str = "Dagobah: Cave";

/// Seed 004 "Dagobah", "Deployment restrictions" [2]: a character may not deploy to a Dagobah
/// site although its owner has a Force icon there (the Swamp's Light Side icon), unless a card
/// allows it: with Encampment at the Swamp ("regardless of location deployment restrictions")
/// it may. A Tatooine site with an icon takes it either way.
#[test]
fn seed004_dagobah_characters_deploy_there_only_when_a_card_allows_it() {
    let offered = |encampment: bool| {
        let mut b = premiere()
            .extra(Light, common::card("4_87"))
            .extra(Light, common::card("4_22"))
            .site(Light, SWAMP)
            .site(Dark, MOS_EISLEY)
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 5);
        if encampment {
            b = b.at(Light, "Encampment", SWAMP);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let trooper = s.card(Light, "Rebel Trooper");
        let to = s.deploy_options_for(trooper);
        assert!(to.contains(&Dest::At(s.site(MOS_EISLEY))));
        to.contains(&Dest::At(s.site(SWAMP)))
    };
    assert!(
        !offered(false),
        "Dagobah: no character deploys there by itself"
    );
    assert!(offered(true), "Encampment allows it");
}

/// Seed 004 "Dagobah", "Deployment restrictions" [2]: a weapon may not deploy directly to a
/// Dagobah site (Timer Mine, at a site with Dark's mining droid), but a device deploys on a
/// character already there (Stormtrooper Utility Belt on the Stormtrooper at the Cave); on
/// Tatooine the mine deploys too.
#[test]
fn seed004_dagobah_weapons_deploy_only_on_cards_already_there() {
    let options = |site: &str| {
        let s = premiere()
            .extra(Dark, common::card("4_158"))
            .site(Dark, site)
            .at(Dark, "Stormtrooper", site)
            .at(Dark, "LIN-V8M (Elleyein-Veeateemm)", site)
            .hand(Dark, "Timer Mine")
            .hand(Dark, "Stormtrooper Utility Belt")
            .fill(Dark, Pile::Force, 5)
            .phase(Dark, Phase::Deploy)
            .build();
        let mine = s.deploy_options_for(s.card(Dark, "Timer Mine"));
        let belt = s.deploy_options_for(s.card(Dark, "Stormtrooper Utility Belt"));
        let trooper = s.card(Dark, "Stormtrooper");
        let on_trooper = belt
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == trooper));
        (!mine.is_empty(), on_trooper)
    };
    assert_eq!(
        options(CAVE),
        (false, true),
        "on Dagobah: the belt on the trooper only"
    );
    assert_eq!(options(MOS_EISLEY), (true, true));
}

/// Seed 004 "Dagobah": a Utinni Effect may not aim at a card on Dagobah (Luke? Luuuuke!
/// targets a Rebel: not the one at the Cave, the one at the Dune Sea yes), and a character
/// whose owner has presence and icons at the Cave still may not deploy there (only at Mos
/// Eisley).
#[test]
fn seed004_dagobah_utinni_effects_may_not_target_there() {
    let s = premiere()
        .extra(Dark, common::card("1_223"))
        .extra(Dark, common::card("4_158"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, CAVE)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", CAVE)
        .at(Light, "Luke", DUNE_SEA)
        .at(Dark, "Stormtrooper", CAVE)
        .hand(Dark, "Luke? Luuuuke!")
        .hand(Dark, "Imperial Trooper Guard")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let utinni = s.card(Dark, "Luke? Luuuuke!");
    let (trooper, luke) = (s.card(Light, "Rebel Trooper"), s.card(Light, "Luke"));
    let targets: Vec<_> = s
        .deploy_options_for(utinni)
        .into_iter()
        .filter_map(|d| match d {
            Dest::Targeting { target, .. } => Some(target),
            _ => None,
        })
        .collect();
    assert!(targets.contains(&luke));
    assert!(!targets.contains(&trooper), "the trooper is on Dagobah");
    let guard = s.deploy_options_for(s.card(Dark, "Imperial Trooper Guard"));
    assert!(guard.contains(&Dest::At(s.site(MOS_EISLEY))));
    assert!(!guard.contains(&Dest::At(s.site(CAVE))));
}

/// Seed 004 "Deployment restrictions" [1]: a spy deploys even where its owner has neither
/// presence nor a Force icon (Momaw Nadon at the Detention Block Corridor, where the Rebel
/// Trooper may not), but [2] still keeps it off Dagobah (the Cave).
#[test]
fn seed004_deployment_restrictions_spies_need_no_presence_but_not_dagobah() {
    let s = premiere()
        .extra(Light, common::card("1_20"))
        .extra(Dark, common::card("4_158"))
        .site(Dark, DETENTION)
        .site(Dark, CAVE)
        .site(Light, DB94)
        .hand(Light, "Momaw Nadon")
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 9)
        .phase(Light, Phase::Deploy)
        .build();
    let spy = s.deploy_options_for(s.card(Light, "Momaw Nadon"));
    let trooper = s.deploy_options_for(s.card(Light, "Rebel Trooper"));
    assert!(spy.contains(&Dest::At(s.site(DETENTION))));
    assert!(!trooper.contains(&Dest::At(s.site(DETENTION))));
    assert!(
        !spy.contains(&Dest::At(s.site(CAVE))),
        "a spy is a character: not on Dagobah"
    );
    assert!(spy.contains(&Dest::At(s.site(DB94))) && trooper.contains(&Dest::At(s.site(DB94))));
}

/// Seed 004 "Dagobah": effects other than Utinni Effects deploy to Dagobah normally (Presence
/// Of The Force at the Cave, where Light has neither presence nor an icon).
#[test]
fn seed004_dagobah_other_effects_deploy_there_normally() {
    let s = premiere()
        .extra(Dark, common::card("4_158"))
        .extra(Light, common::card("1_227"))
        .site(Dark, CAVE)
        .hand(Light, "Presence Of The Force")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let effect = s.card(Light, "Presence Of The Force");
    assert!(
        s.deploy_options_for(effect)
            .contains(&Dest::At(s.site(CAVE)))
    );
}

// ----- Seed 001: starting the game -----

/// Seed 001 "Starting the game" and "Starting locations": each player secretly chooses a
/// starting location, both are revealed and deployed, decks are shuffled, each player draws
/// eight cards, and the Dark Side player takes the first turn.
#[test]
fn seed001_starting_the_game() {
    let mut game = common::premiere_game(3);
    use door::Game as _;
    let first = game.pending().cloned().expect("a first decision");
    assert_eq!(first.seat, Dark);
    assert_eq!(first.prompt, Prompt::StartingLocation);
    let mos = first
        .options
        .iter()
        .copied()
        .find(|a| matches!(a, Answer::StartWith(c) if game.title(*c) == MOS_EISLEY));
    let events = game
        .answer(first.id, &mos.expect("Mos Eisley is a starting option"))
        .unwrap();
    // Dark's choice stays secret until Light has chosen.
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.what, What::StartingLocationRevealed { .. }))
    );
    let second = game.pending().cloned().unwrap();
    assert_eq!(
        (second.seat, second.prompt),
        (Light, Prompt::StartingLocation)
    );
    let dune = second
        .options
        .iter()
        .copied()
        .find(|a| matches!(a, Answer::StartWith(c) if game.title(*c) == DUNE_SEA))
        .unwrap();
    game.answer(second.id, &dune).unwrap();
    let st = game.state();
    assert_eq!(st.locations().count(), 2);
    assert_eq!(st.player(Dark).hand.len(), 8);
    assert_eq!(st.player(Light).hand.len(), 8);
    assert_eq!(st.active, Dark);
    assert_eq!(st.turn, 1);
}

/// Seed 001 "Starting locations": when both choose the same unique location, both choices are
/// set aside and both choose again; the set-aside cards return to the decks afterwards.
#[test]
fn seed001_same_starting_location_is_chosen_again() {
    use door::Game as _;
    let mut game = common::premiere_game(4);
    let pick = |game: &swccg_engine::Game, title: &str| {
        let p = game.pending().cloned().unwrap();
        let a = p
            .options
            .iter()
            .copied()
            .find(|a| matches!(a, Answer::StartWith(c) if game.title(*c) == title))
            .unwrap();
        (p.id, a)
    };
    let (id, a) = pick(&game, DB94);
    game.answer(id, &a).unwrap();
    let (id, a) = pick(&game, DB94);
    let events = game.answer(id, &a).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e.what, What::StartingLocationsClashed { .. }))
    );
    // Both choose again; Docking Bay 94 is no longer offered to either.
    let p = game.pending().cloned().unwrap();
    assert_eq!((p.seat, p.prompt), (Dark, Prompt::StartingLocation));
    assert!(
        p.options
            .iter()
            .all(|a| !matches!(a, Answer::StartWith(c) if game.title(*c) == DB94))
    );
    let (id, a) = pick(&game, MOS_EISLEY);
    game.answer(id, &a).unwrap();
    let (id, a) = pick(&game, DUNE_SEA);
    game.answer(id, &a).unwrap();
    let st = game.state();
    assert_eq!(st.locations().count(), 2);
    // The set-aside copies went back into the decks.
    assert!(st.player(Dark).aside.is_empty() && st.player(Light).aside.is_empty());
    let cat = game.catalogue();
    let db94_in_decks = cat
        .ids()
        .filter(|&c| cat.bp(c).title == DB94 && st.place(c) != Place::Location)
        .count();
    assert_eq!(db94_in_decks, 3);
}

// ----- CR 8: Force drains -----

/// CR 8.4: a Force drain's amount is the opponent's Force icons there (plus drain modifiers);
/// CR 8.2: one drain per location per turn.
#[test]
fn cr_8_4_drain_amount_is_the_opponents_icons_and_once_per_location() {
    let mut s = premiere()
        .site(Light, "Tatooine: Lars' Moisture Farm") // Dark 1, Light 2
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", "Tatooine: Lars' Moisture Farm")
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .phase(Dark, Phase::Control)
        .build();
    let farm = s.site("Tatooine: Lars' Moisture Farm");
    assert_eq!(s.q().drain_amount(Dark, farm), 2);
    s.answer(Answer::ForceDrain(farm));
    // Light's only source is the Reserve Deck, so both units go without a question.
    assert_eq!(s.pile(Light, Pile::Lost).len(), 2);
    assert!(s.saw(|w| matches!(w, What::ForceDrainResolved { amount: 2, .. })));
    assert_eq!(
        s.options(),
        vec![Answer::ForceDrain(s.site(MOS_EISLEY)), Answer::Pass]
    );
}

/// CR 8.4 (and CR 14.1): a location without opponent icons may be drained for 0.
#[test]
fn cr_8_4_a_drain_where_the_opponent_has_no_icons_is_zero() {
    let mut s = premiere()
        .site(Dark, DETENTION) // Light 0; Light's text would add 1 for Light only
        .at(Dark, "Stormtrooper", DETENTION)
        .phase(Dark, Phase::Control)
        .build();
    let detention = s.site(DETENTION);
    assert_eq!(s.q().drain_amount(Dark, detention), 0);
    s.answer(Answer::ForceDrain(detention));
    assert!(s.saw(|w| matches!(w, What::ForceDrainResolved { amount: 0, .. })));
    assert!(s.pile(Light, Pile::Lost).is_empty());
}

/// CR 8.5 (and CR 14.8): a react that gives the opponent presence cancels the drain.
#[test]
fn cr_8_5_a_drain_is_cancelled_when_control_is_lost_to_a_react() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Shistavanen Wolfman", JUNDLAND)
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let mos = s.site(MOS_EISLEY);
    let wolfman = s.card(Light, "Shistavanen Wolfman");
    s.answer(Answer::ForceDrain(mos));
    assert_eq!(
        s.prompt(),
        Some(Prompt::Respond {
            to: Trigger::ForceDrainInitiated {
                location: mos,
                by: Dark
            }
        })
    );
    s.answer(Answer::ReactMove {
        card: wolfman,
        to: mos,
    });
    s.pass(); // Dark may respond to the react
    s.pass();
    assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })));
    assert!(s.pile(Light, Pile::Lost).is_empty());
}

// ----- CR 9: battles -----

/// CR 9.1: a battle needs presence of both players at the location and costs 1 Force.
#[test]
fn cr_9_1_a_battle_needs_both_players_present_and_costs_one_force() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    assert_eq!(s.options(), vec![Answer::Battle(mos), Answer::Pass]);
    s.answer(Answer::Battle(mos));
    assert!(s.pile(Dark, Pile::Force).is_empty());
    assert!(s.saw(|w| matches!(w, What::BattleInitiated { .. })));
}

/// CR 9.5: one battle destiny when the player's ability in the battle is at least 4; without
/// it, no draw and no attrition against the opponent.
#[test]
fn cr_9_5_battle_destiny_needs_ability_four() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .fill(Dark, Pile::Force, 1)
        .reserve_top(Dark, &["Death Star Trooper"]) // destiny 3
        .phase(Dark, Phase::Battle)
        .build();
    let detention = s.site(DETENTION);
    s.answer(Answer::Battle(detention));
    // Vader (ability 6) may draw; the lone Rebel Trooper (ability 1) may not.
    assert_eq!(
        s.prompt(),
        Some(Prompt::BattleDestiny {
            location: detention
        })
    );
    assert_eq!(s.seat(), Some(Dark));
    s.answer(Answer::DrawBattleDestiny);
    assert!(s.saw(|w| matches!(
        w,
        What::DestinyDrawn {
            player: Dark,
            value: 3,
            ..
        }
    )));
    // Dark: 4 + 3 = 7 against 1: battle damage 6, attrition 3 against Light.
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 7, light: 1 })));
    assert!(s.saw(|w| matches!(
        w,
        What::Attrition {
            against: Light,
            amount: 3
        }
    )));
    assert!(!s.saw(|w| matches!(w, What::Attrition { against: Dark, .. })));
}

/// CR 9.5, both sides of the threshold (audit finding 2: a threshold lowered from 4 to 3
/// passed every test, which only used Vader's ability 6): Luke alone (ability 3) may not draw
/// battle destiny; Luke with a Rebel Trooper (3 + 1 = 4) may.
#[test]
fn cr_9_5_battle_destiny_needs_ability_four_not_three() {
    for (with_trooper, may_draw) in [(false, false), (true, true)] {
        let mut b = premiere()
            .site(Light, DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA);
        if with_trooper {
            b = b.at(Light, "Rebel Trooper", DUNE_SEA);
        }
        let mut s = b
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let dune = s.site(DUNE_SEA);
        assert_eq!(
            s.q().ability_at(Light, dune),
            if with_trooper { 4 } else { 3 }
        );
        s.answer(Answer::Battle(dune));
        let asked = s.prompt() == Some(Prompt::BattleDestiny { location: dune });
        assert_eq!(
            asked,
            may_draw,
            "with the trooper: {with_trooper}\n{}",
            s.log()
        );
        if asked {
            assert_eq!(s.seat(), Some(Light));
        }
    }
}

/// CR 9.6: a forfeit reduces the attrition still owed by the card's forfeit value (audit
/// finding 3: reducing it by 1 passed every test). Attrition 5 against a Death Star Trooper
/// (forfeit 3) and a Stormtrooper: after the first forfeit 2 remain (not 4), and the battle
/// damage 5 drops to 2 as well.
#[test]
fn cr_9_6_a_forfeit_reduces_attrition_by_its_forfeit_value() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Death Star Trooper", DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Light, "Luke", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .fill(Light, Pile::Force, 1)
        .reserve_top(Light, &["The Bith Shuffle"]) // destiny 5
        .phase(Light, Phase::Battle)
        .build();
    let detention = s.site(DETENTION);
    s.answer(Answer::Battle(detention));
    s.answer(Answer::DrawBattleDestiny);
    // Light: 2 + 1 + 5 = 8; Dark: 2 + 1 = 3 (no battle destiny: ability 2).
    assert!(
        s.saw(|w| matches!(w, What::BattleTotals { dark: 3, light: 8 })),
        "{}",
        s.log()
    );
    assert_eq!(
        s.prompt(),
        Some(Prompt::Damage {
            attrition: 5,
            battle_damage: 5
        })
    );
    s.answer(Answer::Forfeit(s.card(Dark, "Death Star Trooper")));
    assert_eq!(
        s.prompt(),
        Some(Prompt::Damage {
            attrition: 2,
            battle_damage: 2
        }),
        "{}",
        s.log()
    );
}

/// CR 9.6 (and CR 14.4): one forfeit reduces both the attrition and the battle damage still
/// owed; battle damage left may be paid by Force loss.
#[test]
fn cr_9_6_a_forfeit_pays_attrition_and_battle_damage_together() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .fill(Dark, Pile::Force, 1)
        .fill(Light, Pile::Used, 2)
        .reserve_top(Dark, &["Death Star Trooper"]) // destiny 3
        .phase(Dark, Phase::Battle)
        .build();
    let detention = s.site(DETENTION);
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(detention));
    s.answer(Answer::DrawBattleDestiny);
    assert_eq!(
        s.prompt(),
        Some(Prompt::Damage {
            attrition: 3,
            battle_damage: 6
        })
    );
    assert_eq!(s.seat(), Some(Light));
    assert!(s.has_option(Answer::PayByForceLoss));
    s.answer(Answer::Forfeit(trooper)); // forfeit 2: attrition 1 (nothing left: ignored), damage 4
    assert_eq!(s.place(trooper), Place::Pile(Pile::Lost));
    assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: 4 }));
}

/// CR 9.5 step 5: a player who drew no battle destiny causes no attrition, and no text raises
/// it from nothing. Sergeant Major Bursk adds 2 to attrition against Light in a battle on Hoth:
/// alone (ability 2) Dark draws no battle destiny and Light owes no attrition; with Vader
/// (ability 6) Dark draws a Stormtrooper's destiny 1 and Light owes 1 + 2.
#[test]
fn cr_9_5_no_battle_destiny_no_attrition_even_with_a_bonus() {
    const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
    for with_vader in [false, true] {
        let mut b = premiere()
            .extra(Dark, common::card("7_202")) // Sergeant Major Bursk
            .extra(Dark, common::card("3_144")) // Hoth: Defensive Perimeter (3rd Marker)
            .site(Dark, PERIMETER)
            .at(Dark, "Sergeant Major Bursk", PERIMETER)
            .at(Light, "Rebel Trooper", PERIMETER);
        if with_vader {
            b = b.at(Dark, "Vader", PERIMETER);
        }
        let mut s = b
            .reserve_top(Dark, &["Stormtrooper"]) // destiny 1
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(PERIMETER)));
        if with_vader {
            s.answer(Answer::DrawBattleDestiny);
        }
        let attrition = common::attrition_against(&s, Light);
        let expected = if with_vader { vec![1 + 2] } else { vec![] };
        assert_eq!(attrition, expected, "with Vader: {with_vader}\n{}", s.log());
    }
}

/// CR 9.7: a card immune to attrition < X is not needed for attrition below X, and is for
/// attrition of exactly X. Leia Organa (immune to attrition < 2) alone against Vader: Vader's
/// battle destiny 1 (a Stormtrooper) makes attrition 1, ignored; destiny 2 (a Tusken Raider)
/// makes attrition 2, which Leia must pay.
#[test]
fn cr_9_7_immune_to_attrition_below_x_pays_attrition_of_x() {
    // (the destiny card on top, its destiny, attrition owed, battle damage 4 + destiny - 3)
    for (top, destiny, attrition, damage) in [("Stormtrooper", 1, 0, 2), ("Tusken Raider", 2, 2, 3)]
    {
        let mut s = premiere()
            .extra(Light, common::card("1_17")) // Leia Organa
            .site(Dark, DETENTION)
            .at(Dark, "Vader", DETENTION)
            .at(Light, "Leia Organa", DETENTION)
            .reserve_top(Dark, &[top])
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let leia = s.card(Light, "Leia Organa");
        assert_eq!(s.q().immunity(leia), 2);
        s.answer(Answer::Battle(s.site(DETENTION)));
        s.answer(Answer::DrawBattleDestiny);
        // Dark: Vader's 4 + destiny; Light: Leia's 3 (ability 3: no battle destiny).
        assert!(
            s.saw(|w| *w
                == What::BattleTotals {
                    dark: 4 + destiny,
                    light: 3
                }),
            "{}",
            s.log()
        );
        assert_eq!(
            s.prompt(),
            Some(Prompt::Damage {
                attrition,
                battle_damage: damage
            }),
            "destiny {destiny}\n{}",
            s.log()
        );
        assert_eq!(s.seat(), Some(Light));
    }
}

/// CR 9.5 step 4: total power is never below 0, and a side whose cards have no power totals
/// exactly 0. Dark's Imperial Trooper Guard (power 0, +4 only when defending) battles Light's
/// Rebel Trooper (power 1); neither draws battle destiny: 0 against 1, and Dark loses with
/// battle damage 1.
#[test]
fn cr_9_5_a_side_without_power_totals_zero() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Dark, "Imperial Trooper Guard", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert!(
        s.saw(|w| *w == What::BattleTotals { dark: 0, light: 1 }),
        "{}",
        s.log()
    );
    assert!(s.saw(|w| *w
        == What::BattleWon {
            winner: Light,
            damage: 1
        }));
}

/// Seed 004 "Defense value": a character's defense value is the highest of ability, armor and
/// maneuver; an unarmored droid's is 0.
#[test]
fn seed004_defense_value() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Dark, "LIN-V8M (Elleyein-Veeateemm)", MOS_EISLEY)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(s.q().defense_value(s.card(Dark, "Vader")), 6);
    assert_eq!(
        s.q()
            .defense_value(s.card(Dark, "LIN-V8M (Elleyein-Veeateemm)")),
        0
    );
}

/// CR 9.4 and seed 004 "Defense value": a weapon hits when its destiny (plus its bonus) is
/// greater than the target's defense value; a hit character is forfeited in the damage segment
/// even by the winner.
#[test]
fn cr_9_4_a_weapon_hits_when_destiny_beats_defense_value() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 3)
        .reserve_top(Dark, &["Jawa"]) // weapon destiny 3 > defense value 1
        .phase(Dark, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    let blaster = s.card(Dark, "Imperial Blaster");
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(mos));
    assert_eq!(s.prompt(), Some(Prompt::Weapons { location: mos }));
    s.answer(Answer::Fire {
        weapon: blaster,
        target,
    });
    assert!(s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)));
    // Neither side draws battle destiny; Dark 1 vs Light 1 is a tie, but the hit card must be
    // forfeited (the only option, so it is applied without asking).
    assert!(s.saw(|w| matches!(w, What::BattleTied)));
    assert!(s.saw(|w| matches!(w, What::Forfeited { card } if *card == target)));
    assert_eq!(s.place(target), Place::Pile(Pile::Lost));
}

/// Seed 004 "Destiny draw": on your turn you make all your draws before the opponent's; battle
/// destiny is optional.
#[test]
fn seed004_destiny_draw_order_and_optional_battle_destiny() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Luke", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DETENTION)));
    assert_eq!(
        s.seat(),
        Some(Dark),
        "the player whose turn it is draws first"
    );
    assert_eq!(s.options(), vec![Answer::DrawBattleDestiny, Answer::No]);
    s.answer(Answer::No);
    assert_eq!(s.seat(), Some(Light));
    assert!(matches!(s.prompt(), Some(Prompt::BattleDestiny { .. })));
}

/// Seed 004 "Empty deck or pile": a destiny draw from an empty Reserve Deck fails (and the
/// action that needed it has no result).
#[test]
fn seed004_empty_reserve_deck_destiny_draw_fails() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "Set For Stun")
        .fill(Dark, Pile::Force, 2)
        .fill(Dark, Pile::Used, 60)
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s.pile(Dark, Pile::Reserve).is_empty());
    let stun = s.card(Dark, "Set For Stun");
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == stun));
    s.pass(); // Light has no response to the interrupt (Dark passes too)
    assert!(s.saw(|w| matches!(w, What::DestinyFailed { player: Dark })));
    assert_eq!(
        s.place(trooper),
        Place::At {
            location: s.site(MOS_EISLEY)
        }
    );
}

// ----- CR 10: movement -----

/// CR 10.1 and 10.2: a character moves by landspeed to an adjacent site for 1 Force, one
/// regular move per turn.
#[test]
fn cr_10_2_landspeed_move_to_an_adjacent_site_once_per_turn() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .site(Light, DUNE_SEA)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    let (mos, jundland, dune) = (s.site(MOS_EISLEY), s.site(JUNDLAND), s.site(DUNE_SEA));
    assert!(s.has_option(Answer::Move {
        card: trooper,
        to: jundland
    }));
    assert!(
        !s.has_option(Answer::Move {
            card: trooper,
            to: dune
        }),
        "not adjacent"
    );
    s.answer(Answer::Move {
        card: trooper,
        to: jundland,
    });
    assert_eq!(s.place(trooper), Place::At { location: jundland });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
    assert!(
        !s.has_option(Answer::Move {
            card: trooper,
            to: mos
        }),
        "already moved"
    );
    assert!(!s.has_option(Answer::Move {
        card: trooper,
        to: dune
    }));
}

/// CR 10.2 and CR 14.12: docking bay transit goes from a docking bay to any other docking bay
/// for the cost on the bay it leaves, and is the card's regular move.
#[test]
fn cr_10_2_docking_bay_transit_costs_what_the_bay_says() {
    let mut s = premiere()
        .site(Dark, DB94) // Dark's transit from here: 1
        .site(Dark, DB327)
        .at(Dark, "Stormtrooper", DB94)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    let (db94, db327) = (s.site(DB94), s.site(DB327));
    s.answer(Answer::Transit {
        card: trooper,
        to: db327,
    });
    assert_eq!(s.place(trooper), Place::At { location: db327 });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
    assert!(!s.has_option(Answer::Transit {
        card: trooper,
        to: db94
    }));
}

// ----- CR 11: drawing -----

/// Seed 004 "Draw phase" and "Drawing cards": each card drawn from the Force Pile is a
/// separate action; the phase ends when you pass.
#[test]
fn seed004_draw_phase_each_card_is_a_separate_action() {
    let mut s = premiere()
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Draw)
        .build();
    assert_eq!(s.options(), vec![Answer::Draw, Answer::Pass]);
    s.answer(Answer::Draw);
    assert_eq!(s.pile(Dark, Pile::Hand).len(), 1);
    assert_eq!(s.options(), vec![Answer::Draw, Answer::Pass]);
    s.answer(Answer::Draw);
    assert_eq!(s.pile(Dark, Pile::Hand).len(), 2);
    assert_eq!(
        s.state().active,
        Light,
        "an empty Force Pile ends the phase"
    );
}

// ----- CR 12: actions and values -----

/// CR 12.3: responses to an action come from the opponent of the acting player first.
#[test]
fn cr_12_3_the_opponent_responds_first() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Surprise Assault")
        .hand(Dark, "It's Worse")
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
    assert_eq!(s.seat(), Some(Light));
    assert!(matches!(s.prompt(), Some(Prompt::Respond { .. })));
}

/// CR 12.6 and CR 14.15: the same modifier text of several copies of one card does not stack.
#[test]
fn cr_12_6_copies_of_one_text_do_not_stack() {
    let mut b = premiere().site(Dark, JUNDLAND);
    for _ in 0..5 {
        b = b.at(Dark, "Tusken Raider", JUNDLAND);
    }
    let mut s = b
        .at(Light, "Rebel Trooper", JUNDLAND)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    for &raider in &s.cards(Dark, "Tusken Raider") {
        // Printed power 1, +1 with another non-unique Tusken Raider present (once each).
        assert_eq!(s.q().power(raider), 2);
    }
    s.answer(Answer::Battle(s.site(JUNDLAND)));
    s.answer(Answer::No); // Dark (ability 5) declines battle destiny
    // Five raiders at power 2, and "your total power here is +2" counts once, not five times.
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 12, light: 1 })));
}

/// CR 12.7: a reset fixes a value against further modification. Dark's Stormtrooper (printed
/// deploy cost 1) deploys for 0 where Vader gives more than 2 Imperial ability; Light's
/// Restricted Deployment makes Dark's warriors deploy +1: 1 + 1 at the empty Jundland Wastes,
/// still 0 at Mos Eisley beside Vader.
#[test]
fn cr_12_7_a_reset_fixes_a_value_against_further_modification() {
    let s = premiere()
        .extra(Light, common::card("1_61")) // Restricted Deployment
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Vader", MOS_EISLEY)
        .on_table(Light, "Restricted Deployment")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card_in_hand(Dark, "Stormtrooper");
    let cost = |site: &str| {
        swccg_engine::flow::actions::payment_for(&s.q(), Dark, trooper, Dest::At(s.site(site))).own
    };
    assert_eq!(cost(JUNDLAND), 1 + 1);
    assert_eq!(cost(MOS_EISLEY), 0);
}

/// CR 10.2: docking bay transit moves your characters at a docking bay as a group, for the
/// cost printed on the bay they leave, paid once.
#[test]
fn cr_10_2_docking_bay_transit_moves_a_group_for_one_cost() {
    let mut s = premiere()
        .site(Dark, DB94) // Dark's transit from here: 1
        .site(Dark, DB327)
        .at(Dark, "Stormtrooper", DB94)
        .at(Dark, "Stormtrooper", DB94)
        .at(Dark, "Jawa", DB94)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let (db94, db327) = (s.site(DB94), s.site(DB327));
    s.answer(Answer::TransitGroup {
        from: db94,
        to: db327,
    });
    for title in ["Stormtrooper", "Jawa"] {
        for card in s
            .cards(Dark, title)
            .into_iter()
            .filter(|&c| s.place(c).on_table())
        {
            assert_eq!(s.place(card), Place::At { location: db327 });
        }
    }
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "one cost for the group");
}

/// CR 8.2 and CR 14.7: a card takes part in one Force drain per turn, so a location where one
/// of your cards already drained this turn cannot be drained.
#[test]
fn cr_8_2_a_card_takes_part_in_one_drain_per_turn() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .flag(
            Dark,
            "Tusken Raider",
            swccg_engine::state::Flags::DRAINED_TURN,
        )
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(
        s.options(),
        vec![Answer::ForceDrain(s.site(MOS_EISLEY)), Answer::Pass]
    );
}

// ----- Starting the game: starting effects, objectives, starting interrupts -----

fn answer(game: &mut swccg_engine::Game, events: &mut Vec<swccg_engine::Event>, a: Answer) {
    let pending = game.pending().cloned().expect("a decision");
    assert!(
        pending.options.contains(&a),
        "{a:?} is not an option of {:?}: {:?}",
        pending.prompt,
        pending.options
    );
    events.extend(game.answer(pending.id, &a).expect("accepted"));
}

/// Seed 001 "Starting the game": a starting effect is revealed first (before any starting
/// location) and deploys on table, with the cards it allows from outside the deck face down
/// under it (seed 004 "Effect – Starting effect"); then starting locations; then starting
/// interrupts, the first player's resolving first. Cards under the starting effect are not
/// part of Life Force; the deck shuffles and each player draws eight.
#[test]
fn seed001_starting_the_game_starting_effect_then_location_then_starting_interrupt() {
    let mut game = common::premiere_game_with(
        &["13_69", "6_160", "6_143"], // Fear Is My Ally, Twi'lek Advisor, Den Of Thieves
        &[],
        &["13_98", "13_90"], // two Defensive Shields from outside the deck
        &[],
        5,
    );
    let mut events = Vec::new();
    let cat = game.catalogue().clone();
    let find = |title: &str| {
        cat.cards_of(Dark)
            .find(|&c| cat.bp(c).title == title)
            .expect("in the deck")
    };
    let (fear, advisor, den) = (
        find("Fear Is My Ally"),
        find("Twi'lek Advisor"),
        find("Den Of Thieves"),
    );
    // The first question is Dark's starting effect; Light has none and is not asked.
    let pending = game.pending().cloned().unwrap();
    assert_eq!(
        (pending.seat, pending.prompt),
        (Dark, Prompt::StartingEffect)
    );
    assert_eq!(
        pending.options,
        vec![Answer::StartWith(fear), Answer::StartWithout]
    );
    answer(&mut game, &mut events, Answer::StartWith(fear));
    assert_eq!(game.state().place(fear), Place::Table);
    let stacked = cat
        .ids()
        .filter(|&c| game.state().place(c) == Place::Stacked { on: fear })
        .count();
    assert_eq!(stacked, 2, "both shields from outside the deck go under it");
    assert!(game.state().player(Dark).outside.is_empty());
    // Then starting locations, as before.
    assert_eq!(game.pending().unwrap().prompt, Prompt::StartingLocation);
    for _ in 0..2 {
        let first = game.pending().unwrap().options[0];
        answer(&mut game, &mut events, first);
    }
    // Then Dark's starting interrupt; it deploys an Effect with no deploy cost from the
    // Reserve Deck, then goes to the Lost Pile.
    let pending = game.pending().cloned().unwrap();
    assert_eq!(
        (pending.seat, pending.prompt),
        (Dark, Prompt::StartingInterrupt)
    );
    answer(&mut game, &mut events, Answer::StartWith(advisor));
    answer(
        &mut game,
        &mut events,
        Answer::Deploy {
            card: den,
            to: Dest::Table,
        },
    );
    assert_eq!(game.state().place(den), Place::Table);
    assert_eq!(game.state().place(advisor), Place::Pile(Pile::Lost));
    // Hands are dealt and Dark takes the first turn.
    assert_eq!(game.state().player(Dark).hand.len(), 8);
    assert_eq!(game.state().player(Light).hand.len(), 8);
    assert_eq!((game.state().turn, game.state().active), (1, Dark));
    // The effect came first, the location next, the interrupt last.
    let position =
        |pred: &dyn Fn(&What) -> bool| events.iter().position(|e| pred(&e.what)).unwrap();
    let stacked_at = position(&|w| matches!(w, What::StackedFaceDown { .. }));
    let located_at = position(&|w| matches!(w, What::StartingLocationRevealed { .. }));
    let played_at =
        position(&|w| matches!(w, What::InterruptPlayed { card, .. } if *card == advisor));
    assert!(stacked_at < located_at && located_at < played_at);
    // Life Force: the 63 cards of the deck, less those on table and in the Lost Pile.
    assert_eq!(
        game.state().player(Dark).life_force(),
        63 - 8 - 1 - 1 - 1 - 1
    );
}

/// Seed 004 "Defensive Shields": a shield is played from under the starting effect (three
/// times per game with Fear Is My Ally), as a top-level action; it is not an Effect, so Alter
/// may not target it.
#[test]
fn seed004_defensive_shields_play_from_outside_the_deck_and_are_not_effects() {
    let mut s = premiere()
        .extra(Dark, common::card("13_69"))
        .extra(Light, common::card("1_71")) // Alter
        .outside(Dark, common::card("13_98"))
        .outside(Dark, common::card("13_84"))
        .outside(Dark, common::card("13_54"))
        .outside(Dark, common::card("13_90"))
        .on_table(Dark, "Fear Is My Ally")
        .stacked(Dark, "Wipe Them Out, All Of Them", "Fear Is My Ally")
        .stacked(Dark, "Resistance", "Fear Is My Ally")
        .stacked(Dark, "Battle Order", "Fear Is My Ally")
        .stacked(Dark, "There Is No Try", "Fear Is My Ally")
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .hand(Light, "Alter")
        .phase(Dark, Phase::Deploy)
        .build();
    let fear = s.card(Dark, "Fear Is My Ally");
    let use_fear = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == fear);
    let mut played = Vec::new();
    for _ in 0..3 {
        s.answer_with(use_fear);
        let shield = s
            .options()
            .into_iter()
            .find_map(|a| match a {
                Answer::Deploy {
                    card,
                    to: Dest::Table,
                } => Some(card),
                _ => None,
            })
            .expect("a shield to play");
        s.answer(Answer::Deploy {
            card: shield,
            to: Dest::Table,
        });
        assert_eq!(s.place(shield), Place::Table);
        played.push(shield);
    }
    // Three times per game: the fourth shield stays under the effect.
    assert!(!s.options().iter().any(use_fear), "{:?}", s.options());
    assert_eq!(s.q().stacked(fear).count(), 1);
    assert_eq!(s.life_force(Dark), s.pile(Dark, Pile::Reserve).len());
    // Alter may target an Effect on table but not a shield: shields are not Effects.
    let s = premiere()
        .extra(Dark, common::card("6_143")) // Den Of Thieves, an Effect
        .extra(Light, common::card("1_71")) // Alter
        .outside(Dark, common::card("13_98"))
        .on_table(Dark, "Den Of Thieves")
        .on_table(Dark, "Wipe Them Out, All Of Them")
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .hand(Light, "Alter")
        .phase(Light, Phase::Deploy)
        .build();
    let alter = s.card(Light, "Alter");
    let targets: Vec<_> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target, .. } if card == alter => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(
        targets,
        vec![swccg_engine::decision::TargetRef::Card(
            s.card(Dark, "Den Of Thieves")
        )]
    );
}

/// Seed 004 "Effect - Utinni Effects": a Utinni Effect deploys at a location aiming at a
/// target chosen as it deploys, and is lost when its target is lost (here: returned to hand
/// by Set For Stun).
#[test]
fn seed004_effect_utinni_is_lost_when_its_target_leaves_the_table() {
    let mut s = premiere()
        .extra(Dark, common::card("1_223"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .hand(Dark, "Luke? Luuuuke!")
        .hand(Dark, "Set For Stun")
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &["Jawa"]) // destiny 3 > the trooper's ability 1
        .phase(Dark, Phase::Deploy)
        .build();
    let utinni = s.card(Dark, "Luke? Luuuuke!");
    let trooper = s.card(Light, "Rebel Trooper");
    // Only a Rebel may be its target: one option, aiming at the trooper.
    assert_eq!(
        s.deploy_options_for(utinni),
        vec![Dest::Targeting {
            location: s.site(MOS_EISLEY),
            target: trooper
        }]
        .into_iter()
        .chain([Dest::Targeting {
            location: s.site(DUNE_SEA),
            target: trooper
        }])
        .collect::<Vec<_>>()
    );
    s.answer(Answer::Deploy {
        card: utinni,
        to: Dest::Targeting {
            location: s.site(DUNE_SEA),
            target: trooper,
        },
    });
    assert_eq!(
        s.place(utinni),
        Place::At {
            location: s.site(DUNE_SEA)
        }
    );
    let stun = s.card(Dark, "Set For Stun");
    s.answer(Answer::Play {
        card: stun,
        mode: 0,
        target: swccg_engine::decision::TargetRef::Card(trooper),
        x: 0,
    });
    assert_eq!(s.place(trooper), Place::Pile(Pile::Hand));
    assert_eq!(s.place(utinni), Place::Pile(Pile::Lost), "{}", s.log());
}

/// Seed 004 "Effect - Immediate Effects": an Immediate Effect deploys in response to another
/// action, in any phase (here the opponent's control phase, answering a Force drain's loss),
/// where its text says (the drain's location); it is not offered when its condition fails.
#[test]
fn seed004_effect_immediate_deploys_in_response_in_any_phase() {
    const ROOM: &str = "Death Star: Docking Control Room 327";
    let mut s = premiere()
        .extra(Dark, common::card("12_133"))
        .site(Dark, ROOM)
        .at(Light, "Luke", ROOM)
        .hand(Dark, "Enter The Bureaucrat")
        .fill(Dark, Pile::Used, 6)
        .phase(Light, Phase::Control)
        .build();
    let effect = s.card(Dark, "Enter The Bureaucrat");
    let room = s.site(ROOM);
    // Not in the opponent's phase as a top-level action: only in answer to its event.
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == effect))
    );
    s.answer(Answer::ForceDrain(room));
    while s
        .prompt()
        .is_some_and(|p| matches!(p, Prompt::LoseForce { .. }))
    {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == effect));
    assert_eq!(s.place(effect), Place::At { location: room });
    assert!(s.saw(|w| matches!(w, What::Deployed { card, .. } if *card == effect)));
}

/// CR 2.7 (seed 004 "Empty deck or pile"): a text that searches a pile cannot start when the
/// pile is empty (Twi'lek Advisor searches the Reserve Deck); with one card there it can.
#[test]
fn cr_2_7_an_empty_pile_cannot_be_searched() {
    for reserve in [0, 1] {
        let s = premiere()
            .extra(Dark, common::card("6_160"))
            .hand(Dark, "Twi'lek Advisor")
            .fill(Dark, Pile::Force, 3)
            // 61 cards: the advisor in hand, 3 in the Force Pile, the rest but `reserve` used.
            .fill(Dark, Pile::Used, 57 - reserve)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(s.pile(Dark, Pile::Reserve).len(), reserve);
        let advisor = s.card(Dark, "Twi'lek Advisor");
        let offered = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == advisor));
        assert_eq!(offered, reserve > 0, "Reserve Deck of {reserve}");
    }
}

/// CR 2.7 (seed 004 "Empty deck or pile"): a text that looks at the top of a pile cannot
/// start when the pile is empty (Electrobinoculars peek at the top of the Reserve Deck); with
/// one card there it can.
#[test]
fn cr_2_7_an_empty_pile_cannot_be_peeked_at() {
    let table = |used: usize| {
        premiere()
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .on(Light, "Electrobinoculars", "Rebel Trooper")
            .fill(Light, Pile::Force, 2)
            .fill(Light, Pile::Used, used)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let whole = table(0).pile(Light, Pile::Reserve).len();
    for reserve in [0, 1] {
        let s = table(whole - reserve);
        assert_eq!(s.pile(Light, Pile::Reserve).len(), reserve);
        let glasses = s.card(Light, "Electrobinoculars");
        let offered = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Use { card, .. } if *card == glasses));
        assert_eq!(offered, reserve > 0, "Reserve Deck of {reserve}");
    }
}

/// CR 12.5: a "once per turn" text counts its use for the turn only. Figrin D'an's wager,
/// used in Light's control phase, is not offered again that turn and is offered again in
/// Light's next control phase (two turns on).
#[test]
fn cr_12_5_once_per_turn_counts_again_the_next_turn() {
    let mut s = premiere()
        .extra(Light, common::card("1_9"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Figrin D'an", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Control)
        .build();
    let figrin = s.card(Light, "Figrin D'an");
    let wager = move |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == figrin);
    let control = Some(Prompt::Action {
        phase: Phase::Control,
    });
    let first = s.state().turn;
    s.answer_with(wager);
    // Plain answers until Light's control phase window comes back: this turn's, then the
    // next one's.
    for turn in [first, first + 2] {
        for _ in 0..300 {
            if s.state().turn == turn && s.seat() == Some(Light) && s.prompt() == control {
                break;
            }
            assert!(common::answer_plainly(&mut s), "{}", s.log());
        }
        assert_eq!(s.state().turn, turn, "{}", s.log());
        assert_eq!(
            s.options().iter().any(wager),
            turn != first,
            "turn {turn}: {:?}",
            s.options()
        );
        if turn == first {
            s.pass();
        }
    }
}

/// CR 12.5: "once per game" counts a use even when it was cancelled. Light's first Nar
/// Shaddaa Wind Chimes is cancelled by Sense; the second copy may not be played.
#[test]
fn cr_12_5_once_per_game_counts_a_cancelled_use() {
    let mut s = premiere()
        .extra(Light, common::card("6_72"))
        .extra(Light, common::card("6_72"))
        .extra(Dark, common::card("1_267"))
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Light, "Nar Shaddaa Wind Chimes")
        .hand(Light, "Nar Shaddaa Wind Chimes")
        .hand(Dark, "Sense")
        .hand(Light, "Rebel Trooper")
        .to_pile(Light, "Talz", Pile::Lost) // something to retrieve
        .reserve_top(Dark, &["Stormtrooper"]) // Sense: destiny 1 < Vader's 6
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let chimes = s.cards(Light, "Nar Shaddaa Wind Chimes");
    let sense = s.card(Dark, "Sense");
    let play_chimes = |card: swccg_engine::CardId| move |a: &Answer| matches!(a, Answer::Play { card: c, .. } if *c == card);
    s.answer_with(play_chimes(chimes[0]));
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == sense));
    assert!(
        s.saw(|w| matches!(w, What::Cancelled { card } if *card == chimes[0])),
        "{}",
        s.log()
    );
    assert!(
        !s.options().iter().any(play_chimes(chimes[1])),
        "{:?}",
        s.options()
    );
}

/// Seed 004 "Effect – Starting effect": the cards under a starting effect are not on table;
/// a Defensive Shield there has no effect until it is played (Wipe Them Out stacked under
/// Fear Is My Ally does not limit battle destiny; played, it does).
#[test]
fn seed004_effect_starting_cards_under_it_are_not_on_table() {
    for played in [false, true] {
        let mut b = premiere()
            .extra(Dark, common::card("13_69"))
            .extra(Light, common::card("1_12"))
            .outside(Dark, common::card("13_98"))
            .on_table(Dark, "Fear Is My Ally");
        b = if played {
            b.on_table(Dark, "Wipe Them Out, All Of Them")
        } else {
            b.stacked(Dark, "Wipe Them Out, All Of Them", "Fear Is My Ally")
        };
        let mut s = b
            .site(Light, DUNE_SEA)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Jawa", DUNE_SEA)
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Battle)
            .build();
        let dune = s.site(DUNE_SEA);
        s.answer(Answer::Battle(dune));
        let limit = if played { 2 } else { 5 };
        assert_eq!(
            s.q().battle_destiny_draws(Light, dune, 4),
            limit,
            "played: {played}"
        );
    }
}

/// A card immune to a cancelling card cannot be cancelled by it: Sense may answer an
/// interrupt, but not Houjix, which is immune to Sense.
#[test]
fn cr_12_1_a_card_immune_to_sense_cannot_be_cancelled_by_it() {
    for (interrupt, id, mode, cancellable) in [
        ("Houjix", "2_50", 2u8, false),
        ("Nar Shaddaa Wind Chimes", "6_72", 0u8, true),
    ] {
        let mut s = premiere()
            .extra(Light, common::card(id))
            .extra(Light, common::card("1_56")) // Nightfall, for Houjix to cancel
            .extra(Dark, common::card("1_230")) // Sunsdown
            .extra(Dark, common::card("1_267"))
            .on_table(Dark, "Sunsdown")
            .site(Light, DUNE_SEA)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .at(Dark, "Vader", MOS_EISLEY)
            .hand(Light, interrupt)
            .hand(Dark, "Sense")
            .hand(Light, "Rebel Trooper")
            .to_pile(Light, "Talz", Pile::Lost)
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Force, 2)
            .phase(Light, Phase::Deploy)
            .build();
        let played = s.card(Light, interrupt);
        let sense = s.card(Dark, "Sense");
        s.answer_with(
            |a| matches!(a, Answer::Play { card, mode: m, .. } if *card == played && *m == mode),
        );
        let offered = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == sense));
        assert_eq!(offered, cancellable, "{interrupt}: {:?}", s.options());
    }
}

/// Seed 004 "Effect - Political effects": a Political Effect deploys like an Effect; the
/// cards placed on it are not on table (a senator placed on This Is Outrageous! is neither at
/// a location nor counted among the cards on table, and its text does not apply).
#[test]
fn seed004_effect_political_cards_placed_on_it_are_not_on_table() {
    const ROOM: &str = "Death Star: Docking Control Room 327";
    let mut s = premiere()
        .extra(Dark, common::card("12_142"))
        .extra(Dark, common::card("12_98"))
        .on_table(Dark, "This Is Outrageous!")
        .site(Dark, ROOM)
        .at(Light, "Luke", ROOM)
        .hand(Dark, "Baskol Yeesrim")
        .fill(Dark, Pile::Used, 6)
        .phase(Light, Phase::Control)
        .build();
    let effect = s.card(Dark, "This Is Outrageous!");
    let senator = s.card(Dark, "Baskol Yeesrim");
    s.answer(Answer::ForceDrain(s.site(ROOM)));
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == effect));
    assert_eq!(s.place(senator), Place::Stacked { on: effect });
    assert!(!s.state().table.contains(&senator));
    assert!(!s.q().text_active(senator));
    assert_eq!(s.state().location_of(senator), None);
    assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })));
    assert_eq!(s.pile(Dark, Pile::Lost).len(), 0, "the drain was cancelled");
}

/// Seed 004 "Effect - Mobile Effects": a Mobile Effect deploys like an Effect and moves as
/// its text says (Bantha Herd: one site along its row as its owner's control phase begins).
#[test]
fn seed004_effect_mobile_moves_as_its_text_says() {
    const JUNDLAND: &str = "Tatooine: Jundland Wastes";
    let mut s = premiere()
        .extra(Dark, common::card("7_221"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Dark, JUNDLAND)
        .at(Dark, "Bantha Herd", MOS_EISLEY)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Activate)
        .build();
    let herd = s.card(Dark, "Bantha Herd");
    assert_eq!(
        s.place(herd),
        Place::At {
            location: s.site(MOS_EISLEY)
        }
    );
    // Leaving the Activate phase starts the control phase: the herd moves as it begins.
    while s.state().phase == Phase::Activate {
        s.pass();
    }
    let (from, to) = (s.site(MOS_EISLEY), s.site(DUNE_SEA));
    assert!(s.saw(|w| matches!(w, What::Moved { card, from: f, to: t } if *card == herd && *f == from && *t == to)));
    assert_eq!(s.place(herd), Place::At { location: to }, "{}", s.log());
}

/// Seed 001 "Starting the game": a player with an objective in the deck starts with it; when
/// the opponent chose a starting location, that location deploys first, then the objective
/// and the cards it requires, for free (We'll Handle This deploys Theed Palace Generator
/// Core, Theed Palace Generator and Inner Strength from the Reserve Deck).
#[test]
fn seed001_starting_the_game_location_first_then_objective_and_the_cards_it_requires() {
    let mut game = common::premiere_game_with(
        &[],
        // We'll Handle This, Theed Palace Generator, … Generator Core, Inner Strength
        &["13_46", "13_31", "13_32", "13_24"],
        &[],
        &[],
        9,
    );
    let mut events = Vec::new();
    let cat = game.catalogue().clone();
    let find = |title: &str| {
        cat.cards_of(Light)
            .find(|&c| cat.bp(c).title == title)
            .expect("in the deck")
    };
    let objective = find("We'll Handle This / Duel Of The Fates");
    let required = [
        find("Naboo: Theed Palace Generator Core"),
        find("Naboo: Theed Palace Generator"),
        find("Inner Strength"),
    ];
    let force_before = game.state().player(Light).life_force();
    // Dark chooses a starting location; Light must start with its objective and so is not
    // asked: the next question is already the objective's first required card.
    let first = game.pending().unwrap().options[0];
    answer(&mut game, &mut events, first);
    let pending = game.pending().cloned().unwrap();
    assert_eq!(
        (pending.seat, pending.prompt),
        (
            Light,
            Prompt::ChooseCard {
                why: swccg_engine::decision::Why::Deploy
            }
        )
    );
    assert!(
        !pending.options.contains(&Answer::Pass),
        "a required card may not be declined"
    );
    // Drive the rest of the set-up with the first option each time.
    while game.state().turn == 0 {
        let p = game.pending().cloned().expect("a decision during set-up");
        events.extend(game.answer(p.id, &p.options[0]).expect("accepted"));
    }
    assert_eq!(game.state().place(objective), Place::Table);
    for card in required {
        assert!(
            game.state().place(card).on_table(),
            "{} deploys with the objective",
            cat.bp(card).title
        );
    }
    let position =
        |pred: &dyn Fn(&What) -> bool| events.iter().position(|e| pred(&e.what)).unwrap();
    let location_at = position(&|w| matches!(w, What::StartingLocationRevealed { .. }));
    let core_at = position(&|w| matches!(w, What::Deployed { card, .. } if *card == required[0]));
    assert!(location_at < core_at, "the starting location deploys first");
    // Free: nothing left Life Force but the cards now on table and the hand of eight.
    assert_eq!(
        game.state().player(Light).life_force(),
        force_before - 4 - 8
    );
}

/// CR 12.1 (an action continues unless cancelled) with a text that forbids cancelling: while
/// We'll Handle This is up, Light's Force drain at a Naboo site where Light has a Jedi
/// cannot be canceled, so Dark is not offered Control's "cancel a Force drain" against it;
/// against the same drain by a non-Jedi (Luke) it is, and it cancels the drain.
#[test]
fn cr_12_1_a_force_drain_that_may_not_be_canceled_is_not_offered_to_cancel() {
    const GENERATOR: &str = "Naboo: Theed Palace Generator";
    for (who, cancellable) in [("Qui-Gon Jinn", false), ("Luke", true)] {
        let mut s = premiere()
            .extra(Light, common::card("13_46"))
            .extra(Light, common::card("13_31"))
            .extra(Light, common::card("11_10"))
            .extra(Dark, common::card("4_139"))
            .on_table(Light, "We'll Handle This / Duel Of The Fates")
            .site(Light, GENERATOR)
            .at(Light, who, GENERATOR)
            .hand(Dark, "Control")
            .fill(Dark, Pile::Used, 4)
            .phase(Light, Phase::Control)
            .build();
        let control = s.card(Dark, "Control");
        let at = s.site(GENERATOR);
        s.answer(Answer::ForceDrain(at));
        let offered = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == control));
        assert_eq!(offered, cancellable, "{who}");
        if cancellable {
            s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == control));
            assert!(
                s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })),
                "{}",
                s.log()
            );
        }
    }
}
