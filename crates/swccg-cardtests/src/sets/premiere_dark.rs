//! Tests of the game text of every Dark Side card of the Premiere Introductory Two-Player
//! Game. Each test is named `card_<GEMP id>_<what the text does>`.

use crate::support::premiere;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, LossSource, Prompt, TargetRef};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const DB94: &str = "Tatooine: Docking Bay 94";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DB327: &str = "Death Star: Docking Bay 327";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const CONTROL_ROOM: &str = "Death Star: Docking Control Room 327";
const LIN_V8M: &str = "LIN-V8M (Elleyein-Veeateemm)";

fn play(card: CardId) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, .. } if *c == card)
}

fn play_mode(card: CardId, mode: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode)
}

// ----- characters -----

crate::card_tests! {
fn card_1_170_death_star_trooper_deploys_only_on_death_star() {
    let sites = [(Dark, MOS_EISLEY), (Dark, DETENTION)];
    let to = crate::support::deploy_sites(Dark, &[], &sites, "Death Star Trooper", 5);
    assert_eq!(to, vec![DETENTION]);
}

fn card_1_170_death_star_trooper_is_weaker_away_from_death_star() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, DETENTION)
        .at(Dark, "Death Star Trooper", MOS_EISLEY)
        .at(Dark, "Death Star Trooper", DETENTION)
        .phase(Dark, Phase::Deploy)
        .build();
    let [away, home] = [0, 1].map(|i| s.cards(Dark, "Death Star Trooper")[i]);
    let q = s.q();
    let (away, home) = if s.state().location_of(away) == Some(s.site(DETENTION)) {
        (home, away)
    } else {
        (away, home)
    };
    assert_eq!(q.power(home), 2);
    assert_eq!(q.power(away), 1);
}

fn card_1_181_imperial_trooper_guard_is_power_4_more_when_defending() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Imperial Trooper Guard", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Battle)
        .build();
    let guard = s.card(Dark, "Imperial Trooper Guard");
    assert_eq!(s.q().power(guard), 0, "not defending yet");
    s.answer(Answer::Battle(s.site(DETENTION)));
    // Light initiated, so Dark defends: 0 + 4 against the Rebel Trooper's 1.
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 4, light: 1 })));
}

fn card_1_181_imperial_trooper_guard_cannot_move() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Imperial Trooper Guard", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let guard = s.card(Dark, "Imperial Trooper Guard");
    let trooper = s.card(Dark, "Stormtrooper");
    assert!(s.has_option(Answer::Move {
        card: trooper,
        to: s.site(JUNDLAND)
    }));
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::Move { card, .. } if *card == guard))
    );
}

fn card_1_182_jawa_uses_one_force_from_each_force_pile_on_tatooine_only() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, DETENTION)
        .hand(Dark, "Jawa")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let jawa = s.card(Dark, "Jawa");
    assert_eq!(
        s.deploy_options_for(jawa),
        vec![Dest::At(s.site(MOS_EISLEY))]
    );
    s.answer(Answer::Deploy {
        card: jawa,
        to: Dest::At(s.site(MOS_EISLEY)),
    });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
}

fn card_1_182_jawa_cannot_deploy_when_the_opponent_has_no_force() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Jawa")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let jawa = s.card(Dark, "Jawa");
    assert!(s.deploy_options_for(jawa).is_empty());
}

fn card_1_186_lin_v8m_defuses_a_mine_at_its_site() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .at(Light, "Timer Mine", MOS_EISLEY)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let droid = s.card(Dark, LIN_V8M);
    let mine = s.card(Light, "Timer Mine");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == droid));
    assert_eq!(s.place(mine), Place::Pile(Pile::Lost));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "defusing uses 1 Force");
}

fn card_1_194_stormtrooper_deploys_free_with_an_imperial_of_ability_over_2() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", DETENTION)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site(DETENTION)),
    });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "free next to Vader");
    let mut s2 = premiere()
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s2.card(Dark, "Stormtrooper");
    s2.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s2.site(MOS_EISLEY)),
    });
    assert_eq!(
        s2.pile(Dark, Pile::Force).len(),
        1,
        "its printed cost elsewhere"
    );
}

fn card_1_196_tusken_raider_deploys_only_on_tatooine_and_gains_power_together() {
    let s = premiere()
        .site(Dark, JUNDLAND)
        .site(Dark, DETENTION)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let raiders = s.cards(Dark, "Tusken Raider");
    assert_eq!(s.q().power(raiders[0]), 1, "alone: printed power");
    assert_eq!(
        s.deploy_options_for(raiders[1]),
        vec![Dest::At(s.site(JUNDLAND))]
    );
}

fn card_1_196_four_tusken_raiders_add_2_to_total_power() {
    let mut b = premiere().site(Dark, MOS_EISLEY);
    for _ in 0..4 {
        b = b.at(Dark, "Tusken Raider", MOS_EISLEY);
    }
    let mut s = b
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer(Answer::No);
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 10, light: 1 })));
}

fn card_101_5_vader_must_deploy_on_death_star() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, DETENTION)
        .hand(Dark, "Vader")
        .fill(Dark, Pile::Force, 7)
        .phase(Dark, Phase::Deploy)
        .build();
    let vader = s.card(Dark, "Vader");
    assert_eq!(
        s.deploy_options_for(vader),
        vec![Dest::At(s.site(DETENTION))]
    );
}

fn card_101_5_vader_may_not_deploy_against_two_unique_characters() {
    let s = premiere()
        .site(Dark, DETENTION)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .at(Light, "Shistavanen Wolfman", MOS_EISLEY)
        .hand(Dark, "Vader")
        .fill(Dark, Pile::Force, 7)
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(s.deploy_options_for(s.card(Dark, "Vader")).is_empty());
}

fn card_101_5_vader_chokes_an_imperial_when_losing_a_battle() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Light, "Luke", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .on(Light, "Tatooine Utility Belt", "Luke")
        .fill(Light, Pile::Force, 1)
        .reserve_top(Dark, &["Ommni Box"]) // destiny 5 > 4
        .reserve_top(Light, &["Talz"]) // Light's battle destiny 3
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer(Answer::DrawBattleDestiny); // Light: Luke 2 + trooper 1 + destiny 3 = 6
    s.answer(Answer::No); // Dark declines: Vader 4 + trooper 1 = 5, a losing battle
    assert!(s.saw(|w| matches!(w, What::BattleWon { winner: Light, .. })));
    // Vader's destiny 5 > 4: Dark chooses an Imperial present to lose.
    assert_eq!(
        s.prompt(),
        Some(Prompt::ChooseCard {
            why: swccg_engine::decision::Why::Lose
        })
    );
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer(Answer::Choose(trooper));
    assert_eq!(s.place(trooper), Place::Pile(Pile::Lost));
}

// ----- devices and effects -----

fn card_1_201_comlink_deploys_on_your_character_and_lets_you_react() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .on(Dark, "Comlink", "Stormtrooper")
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    let raider = s.card(Dark, "Tusken Raider");
    s.answer(Answer::Battle(mos));
    // Comlink is at an adjacent site: Dark may react by deploying to the battle.
    assert!(s.has_option(Answer::ReactDeploy {
        card: raider,
        to: mos
    }));
    s.answer(Answer::ReactDeploy {
        card: raider,
        to: mos,
    });
    assert_eq!(s.place(raider), Place::At { location: mos });
    assert!(
        s.state().flag(raider, Flags::IN_BATTLE),
        "a react joins the battle"
    );
    assert_eq!(
        s.pile(Dark, Pile::Force).len(),
        1,
        "at its normal deploy cost"
    );
}

fn card_1_201_comlink_costs_1_force_to_deploy() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .hand(Dark, "Comlink")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let comlink = s.card(Dark, "Comlink");
    let jawa = s.card(Dark, "Jawa");
    s.answer(Answer::Deploy {
        card: comlink,
        to: Dest::On {
            card: jawa,
            placed_as: 0,
        },
    });
    assert_eq!(s.place(comlink), Place::On { card: jawa });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

fn card_1_207_stormtrooper_utility_belt_adds_1_or_2_on_death_star() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Stormtrooper Utility Belt", "Stormtrooper")
        .at(Dark, "Death Star Trooper", DETENTION)
        .on(Dark, "Stormtrooper Utility Belt", "Death Star Trooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let trooper = s.card(Dark, "Stormtrooper");
    let ds_trooper = s.card(Dark, "Death Star Trooper");
    assert_eq!((q.power(trooper), q.forfeit(trooper)), (2, Some(3)));
    assert_eq!((q.power(ds_trooper), q.forfeit(ds_trooper)), (4, Some(5)));
}

fn card_1_207_stormtrooper_utility_belt_goes_only_on_imperials_or_aliens() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .hand(Dark, "Stormtrooper Utility Belt")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let belt = s.card(Dark, "Stormtrooper Utility Belt");
    let jawa = s.card(Dark, "Jawa");
    assert_eq!(
        s.deploy_options_for(belt),
        vec![Dest::On {
            card: jawa,
            placed_as: 0
        }]
    );
}

fn card_1_221_ket_maliss_gives_warrior_skill_or_power() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .hand(Dark, "Ket Maliss")
        .hand(Dark, "Imperial Blaster")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let ket = s.card(Dark, "Ket Maliss");
    let jawa = s.card(Dark, "Jawa");
    let trooper = s.card(Dark, "Stormtrooper");
    let blaster = s.card(Dark, "Imperial Blaster");
    // Not on droids; warrior skill for the Jawa, power for the warrior.
    assert_eq!(
        s.deploy_options_for(ket),
        vec![
            Dest::On {
                card: jawa,
                placed_as: 0
            },
            Dest::On {
                card: trooper,
                placed_as: 1
            }
        ]
    );
    assert!(!s.deploy_options_for(blaster).contains(&Dest::On {
        card: jawa,
        placed_as: 0
    }));
    s.answer(Answer::Deploy {
        card: ket,
        to: Dest::On {
            card: jawa,
            placed_as: 0,
        },
    });
    assert_eq!(s.q().power(jawa), 1, "skill only, no power");
    assert!(s.deploy_options_for(blaster).contains(&Dest::On {
        card: jawa,
        placed_as: 0
    }));
}

fn card_1_221_ket_maliss_on_a_warrior_adds_power() {
    let mut s2 = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Ket Maliss")
        .phase(Dark, Phase::Deploy)
        .build();
    let ket = s2.card(Dark, "Ket Maliss");
    let trooper = s2.card(Dark, "Stormtrooper");
    s2.answer(Answer::Deploy {
        card: ket,
        to: Dest::On {
            card: trooper,
            placed_as: 1,
        },
    });
    assert_eq!(s2.q().power(trooper), 2);
}

fn card_1_224_macroscan_peeks_at_the_opponents_reserve_deck() {
    let mut s = premiere()
        .on_table(Dark, "Macroscan")
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Light, &["Luke"])
        .phase(Dark, Phase::Deploy)
        .build();
    let scan = s.card(Dark, "Macroscan");
    let luke = s.card(Light, "Luke");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == scan));
    let peek = s
        .events
        .iter()
        .find(|e| {
            matches!(
                &e.what,
                What::Peeked {
                    owner: Light,
                    pile: Pile::Reserve,
                    ..
                }
            )
        })
        .expect("a peek");
    assert_eq!(peek.visibility, swccg_engine::event::Visibility::Only(Dark));
    assert!(matches!(&peek.what, What::Peeked { cards, .. } if cards == &vec![luke]));
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

fn card_1_224_macroscan_deploys_for_2_near_the_opponents_reserve() {
    let mut s = premiere()
        .hand(Dark, "Macroscan")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let scan = s.card(Dark, "Macroscan");
    s.answer(Answer::Deploy {
        card: scan,
        to: Dest::Table,
    });
    assert_eq!(s.place(scan), Place::Table);
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

// ----- interrupts -----

fn card_1_237_collateral_damage_loses_one_of_the_opponents_characters() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .hand(Dark, "Collateral Damage")
        .fill(Dark, Pile::Force, 1)
        .reserve_top(Dark, &["Stormtrooper"]) // destiny 1 < 2 characters
        .phase(Dark, Phase::Battle)
        .build();
    let cd = s.card(Dark, "Collateral Damage");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    // Dark is the initiator: Light responds first (nothing), then Dark.
    s.answer_with(play(cd));
    // Light chooses which of its characters is lost.
    assert_eq!(s.seat(), Some(Light));
    let victim = s.cards(Light, "Rebel Trooper")[1];
    s.answer(Answer::Choose(victim));
    assert_eq!(s.place(victim), Place::Pile(Pile::Lost));
    assert_eq!(s.place(cd), Place::Pile(Pile::Lost), "a Lost interrupt");
}

fn card_1_237_collateral_damage_needs_two_characters_and_a_weapon() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "Collateral Damage")
        .hand(Dark, "Imperial Barrier")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let cd = s.card(Dark, "Collateral Damage");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    assert!(!s.options().iter().any(play(cd)), "no weapon: not playable");
}

fn card_1_238_counter_assault_cancels_a_drain_and_compares_destiny_with_power() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Dark, "Counter Assault")
        .fill(Dark, Pile::Force, 1)
        .fill(Dark, Pile::Used, 2)
        .reserve_top(Dark, &["Ommni Box"]) // one destiny for one Rebel: 5 against power 1
        .fill(Light, Pile::Used, 2)
        .phase(Light, Phase::Control)
        .build();
    let ca = s.card(Dark, "Counter Assault");
    s.answer(Answer::ForceDrain(s.site(DUNE_SEA)));
    s.answer_with(play(ca));
    // Light's total (1) is lower than Dark's destiny (5): Light loses 4.
    assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: 4 }));
    assert_eq!(s.seat(), Some(Light));
    while matches!(s.prompt(), Some(Prompt::LoseForce { .. })) {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    assert_eq!(s.pile(Light, Pile::Lost).len(), 4);
    assert!(
        s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })),
        "{}",
        s.log()
    );
}

fn card_1_249_imperial_barrier_stops_a_just_deployed_character() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Rebel Trooper")
        .hand(Dark, "Imperial Barrier")
        .fill(Light, Pile::Force, 4)
        .fill(Dark, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    let barrier = s.card(Dark, "Imperial Barrier");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site(MOS_EISLEY)),
    });
    s.answer_with(play(barrier));
    assert!(
        s.q()
            .has_rule(trooper, swccg_engine::script::Rule::MayNotBattle)
    );
    assert_eq!(
        s.place(barrier),
        Place::Pile(Pile::Used),
        "a Used interrupt"
    );
    // No battle or move for the trooper this turn.
    s.pass(); // deploy phase over
    assert!(!s.options().iter().any(|a| matches!(a, Answer::Battle(_))));
}

fn card_1_251_imperial_reinforcements_retrieves_stormtroopers() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .to_pile(Dark, "Stormtrooper", Pile::Lost)
        .to_pile(Dark, "Stormtrooper", Pile::Lost)
        .to_pile(Dark, "Jawa", Pile::Lost)
        .hand(Dark, "Imperial Reinforcements")
        .fill(Dark, Pile::Force, 1)
        .reserve_top(Dark, &["Tusken Raider"]) // destiny 2
        .phase(Dark, Phase::Deploy)
        .build();
    let reinforcements = s.card(Dark, "Imperial Reinforcements");
    let lost: Vec<CardId> = s
        .cards(Dark, "Stormtrooper")
        .into_iter()
        .filter(|&c| s.place(c) == Place::Pile(Pile::Lost))
        .collect();
    assert_eq!(lost.len(), 2);
    s.answer_with(play(reinforcements));
    // Two Stormtroopers come back (the only choice each time, so no question); the Jawa stays.
    for &trooper in &lost {
        assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == trooper)));
    }
    assert_eq!(s.place(s.card(Dark, "Jawa")), Place::Pile(Pile::Lost));
}

fn card_1_251_imperial_reinforcements_needs_the_opponent_to_outnumber_you() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "Imperial Reinforcements")
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let reinforcements = s.card(Dark, "Imperial Reinforcements");
    assert!(!s.options().iter().any(play(reinforcements)));
}

fn card_1_252_its_worse_cancels_it_could_be_worse_and_raises_the_loss() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "It Could Be Worse")
        .hand(Dark, "It's Worse")
        .fill(Light, Pile::Force, 2)
        .fill(Light, Pile::Used, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let icbw = s.card(Light, "It Could Be Worse");
    let worse = s.card(Dark, "It's Worse");
    s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
    // Light is about to lose 1: it plays It Could Be Worse with X = 1.
    s.answer_with(play(icbw));
    // Dark answers with It's Worse, X = 2.
    s.answer_with(|a| matches!(a, Answer::Play { card, x: 2, .. } if *card == worse));
    assert!(
        s.saw(|w| matches!(w, What::Cancelled { card } if *card == icbw)),
        "{}",
        s.log()
    );
    assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: 3 }));
}

/// Audit finding 5: with two texts to choose from, an answer read "(use 1)" or "(use 2)",
/// which a player takes for "use 1 Force". The answer now says what the chosen text does.
fn card_1_252_its_worse_options_say_what_the_chosen_text_does() {
    use swccg_engine::text::{Lang, Reader, Text};
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "It Could Be Worse")
        .hand(Dark, "It's Worse")
        .fill(Light, Pile::Force, 2)
        .fill(Light, Pile::Used, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let icbw = s.card(Light, "It Could Be Worse");
    let worse = s.card(Dark, "It's Worse");
    s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
    s.answer_with(play(icbw));
    let option = s
        .options()
        .into_iter()
        .find(|a| matches!(a, Answer::Play { card, x: 1, .. } if *card == worse))
        .expect("It's Worse answers It Could Be Worse");
    let text = Text::new(Lang::En, s.game.catalogue(), Reader::Seat(Dark)).with_state(s.state());
    let label = text.answer(&option);
    assert!(!label.contains("(use 1)") && !label.contains("(use 2)"), "{label}");
    assert!(label.contains("cancel it") && label.contains("raise opponent's Force loss by X"), "{label}");
    assert!(label.contains("X = 1") && label.contains("(uses 1 Force)"), "{label}");
}

fn card_1_252_its_worse_adds_1_to_a_battle_loss() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .hand(Dark, "It's Worse")
        .fill(Dark, Pile::Force, 1)
        .fill(Light, Pile::Used, 6)
        .phase(Dark, Phase::Battle)
        .build();
    let worse = s.card(Dark, "It's Worse");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer(Answer::No); // no battle destiny: Vader 4 against the trooper's 1
    assert_eq!(
        s.prompt(),
        Some(Prompt::Damage {
            attrition: 0,
            battle_damage: 3
        })
    );
    s.answer(Answer::PayByForceLoss);
    for _ in 0..3 {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    // Light just lost Force from a battle: It's Worse makes it one more.
    s.answer_with(play_mode(worse, 1));
    s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    assert_eq!(s.pile(Light, Pile::Lost).len(), 4);
}

fn card_1_254_kintan_strider_regenerates_your_character_into_hand() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .to_pile(Dark, "Jawa", Pile::Lost)
        .to_pile(Dark, "Stormtrooper", Pile::Lost)
        .to_pile(Dark, "Ommni Box", Pile::Lost)
        .hand(Dark, "Kintan Strider")
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Used, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let kintan = s.card(Dark, "Kintan Strider");
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer(Answer::No);
    s.answer(Answer::Forfeit(trooper));
    // The opponent just forfeited a character: the character nearest the top of Dark's
    // Lost Pile (the Stormtrooper, under Ommni Box) goes to hand.
    s.answer_with(play(kintan));
    let stormtrooper = s.card(Dark, "Stormtrooper");
    assert_eq!(s.place(stormtrooper), Place::Pile(Pile::Hand));
    assert_eq!(s.place(s.card(Dark, "Jawa")), Place::Pile(Pile::Lost));
}

fn card_1_262_ommni_box_shuffles_a_pile() {
    let mut s = premiere()
        .fill(Light, Pile::Used, 20)
        .hand(Dark, "Ommni Box")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let box_ = s.card(Dark, "Ommni Box");
    let before = s.pile(Light, Pile::Used).to_vec();
    // Empty piles are not offered (seed 004 "Empty deck or pile").
    assert!(!s.options().iter().any(|a| matches!(
        a,
        Answer::Play {
            target: TargetRef::Pile(Dark, Pile::Lost),
            ..
        }
    )));
    s.answer_with(|a| {
        matches!(
            a,
            Answer::Play { card, target: TargetRef::Pile(Light, Pile::Used), .. } if *card == box_
        )
    });
    let after = s.pile(Light, Pile::Used).to_vec();
    assert_ne!(before, after);
    let (mut b, mut a) = (before, after);
    b.sort();
    a.sort();
    assert_eq!(a, b);
}

fn card_1_266_scanning_crew_moves_a_rebel_from_hand_to_used_pile() {
    let mut s = premiere()
        .hand(Light, "Rebel Trooper")
        .hand(Light, "Talz")
        .hand(Dark, "Scanning Crew")
        .hand(Dark, "Ommni Box")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let crew = s.card(Dark, "Scanning Crew");
    let rebel = s.card(Light, "Rebel Trooper");
    s.answer_with(play(crew));
    let shown = s
        .events
        .iter()
        .find(|e| matches!(e.what, What::HandRevealed { .. }))
        .unwrap();
    assert_eq!(
        shown.visibility,
        swccg_engine::event::Visibility::Only(Dark)
    );
    // Only the Rebel may be moved (the Talz is an alien).
    assert_eq!(s.options(), vec![Answer::Choose(rebel), Answer::Pass]);
    s.answer(Answer::Choose(rebel));
    assert_eq!(s.pile(Light, Pile::Used).last(), Some(&rebel));
}

fn card_1_268_set_for_stun_returns_a_character_with_lower_ability_to_hand() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .hand(Dark, "Set For Stun")
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &["Jawa"]) // destiny 3 > ability 1
        .phase(Dark, Phase::Deploy)
        .build();
    let stun = s.card(Dark, "Set For Stun");
    let trooper = s.card(Light, "Rebel Trooper");
    let blaster = s.card(Light, "Blaster");
    s.answer(Answer::Play {
        card: stun,
        mode: 0,
        target: TargetRef::Card(trooper),
        x: 0,
    });
    assert_eq!(s.place(trooper), Place::Pile(Pile::Hand));
    assert_eq!(
        s.place(blaster),
        Place::Pile(Pile::Hand),
        "cards on it return too"
    );
    assert!(s.pile(Dark, Pile::Force).is_empty(), "uses 2 Force");
}

fn card_1_268_set_for_stun_fails_against_higher_ability() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Dark, "Set For Stun")
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &["Jawa"]) // destiny 3, not > ability 3
        .phase(Dark, Phase::Deploy)
        .build();
    let stun = s.card(Dark, "Set For Stun");
    let luke = s.card(Light, "Luke");
    s.answer(Answer::Play {
        card: stun,
        mode: 0,
        target: TargetRef::Card(luke),
        x: 0,
    });
    assert_eq!(
        s.place(luke),
        Place::At {
            location: s.site(MOS_EISLEY)
        }
    );
}

fn card_1_269_takeel_switches_the_battle_destinies() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Luke", DETENTION)
        .at(Light, "Talz", DETENTION)
        .hand(Dark, "Takeel")
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &["Stormtrooper"]) // Dark draws 1
        .reserve_top(Light, &["Rebel Guard"]) // Light draws 3
        .phase(Dark, Phase::Battle)
        .build();
    let takeel = s.card(Dark, "Takeel");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer(Answer::DrawBattleDestiny);
    s.answer(Answer::DrawBattleDestiny);
    s.answer_with(play(takeel));
    // Dark: Vader 4 + 3 = 7; Light: Luke 2 + Talz 1 + 1 = 4.
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 7, light: 4 })));
}

fn card_1_275_tusken_scavengers_loses_weapons_and_devices_from_the_used_pile() {
    let mut s = premiere()
        .site(Dark, JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .to_pile(Light, "Blaster", Pile::Used)
        .to_pile(Light, "Electrobinoculars", Pile::Used)
        .to_pile(Light, "Rebel Trooper", Pile::Used)
        .hand(Dark, "Tusken Scavengers")
        .hand(Dark, "Ommni Box")
        .fill(Dark, Pile::Force, 1)
        .reserve_top(Dark, &["Tusken Raider"]) // destiny 2 < 3 Tusken Raiders
        .phase(Dark, Phase::Deploy)
        .build();
    let scavengers = s.card(Dark, "Tusken Scavengers");
    s.answer_with(play(scavengers));
    s.answer(Answer::Yes);
    assert_eq!(s.place(s.card(Light, "Blaster")), Place::Pile(Pile::Lost));
    assert_eq!(
        s.place(s.card(Light, "Electrobinoculars")),
        Place::Pile(Pile::Lost)
    );
    assert_eq!(
        s.place(s.card(Light, "Rebel Trooper")),
        Place::Pile(Pile::Used)
    );
}

fn card_101_6_vaders_obsession_begins_a_duel_with_luke() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .site(Dark, "Death Star: Docking Control Room 327")
        .at(Dark, "Vader", "Death Star: Docking Control Room 327")
        .at(Light, "Luke", DETENTION)
        .hand(Dark, "Vader's Obsession")
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Used, 4)
        .to_pile(Dark, "Jawa", Pile::Lost)
        .to_pile(Dark, "Jawa", Pile::Lost)
        .reserve_top(Dark, &["Stormtrooper", "Stormtrooper"]) // 1 + 1
        .reserve_top(Light, &["Rebel Trooper", "Rebel Trooper"]) // 1 + 1
        .phase(Dark, Phase::Move)
        .build();
    let vader = s.card(Dark, "Vader");
    let luke = s.card(Light, "Luke");
    let obsession = s.card(Dark, "Vader's Obsession");
    s.answer(Answer::Move {
        card: vader,
        to: s.site(DETENTION),
    });
    s.answer_with(play(obsession));
    // Vader 4 + 2 = 6 against Luke 2 + 2 = 4: Dark retrieves 2, Light loses 2 and Luke.
    assert_eq!(s.place(luke), Place::Pile(Pile::Lost));
    assert!(s.pile(Dark, Pile::Lost).iter().all(|&c| c == obsession));
    assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: 2 }));
}

/// Vader's Obsession answers a move from a site adjacent to Luke's, not one from farther
/// away: a docking bay transit into Luke's docking bay is a move from a site on another
/// planet, and then the interrupt is not offered (while the same Vader, moving from the site
/// next to Luke's, is).
fn card_101_6_vaders_obsession_needs_a_move_from_an_adjacent_site() {
    let scene = |luke: &str| {
        premiere()
            .site(Dark, DB327)
            .site(Dark, CONTROL_ROOM)
            .site(Dark, DB94)
            .at(Dark, "Vader", DB327)
            .at(Light, "Luke", luke)
            .hand(Dark, "Vader's Obsession")
            .fill(Dark, Pile::Force, 4)
            .phase(Dark, Phase::Move)
            .build()
    };
    for (to, offered) in [(DB94, false), (CONTROL_ROOM, true)] {
        let mut s = scene(to);
        let vader = s.card(Dark, "Vader");
        let obsession = s.card(Dark, "Vader's Obsession");
        let site = s.site(to);
        let how = [Answer::Transit { card: vader, to: site }, Answer::Move { card: vader, to: site }];
        let Some(&go) = how.iter().find(|a| s.has_option(**a)) else {
            panic!("Vader cannot reach {to}: {:?}", s.options());
        };
        s.answer(go);
        assert_eq!(s.place(vader), Place::At { location: site }, "{}", s.log());
        assert_eq!(
            s.options().iter().any(play(obsession)),
            offered,
            "to {to}: {:?}",
            s.options()
        );
    }
}

fn card_1_279_you_overestimate_their_chances_triples_battle_damage() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .hand(Dark, "You Overestimate Their Chances")
        .fill(Light, Pile::Force, 1)
        .fill(Dark, Pile::Used, 6)
        .phase(Light, Phase::Battle)
        .build();
    let yotc = s.card(Dark, "You Overestimate Their Chances");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer_with(play(yotc));
    // Light 2 against Dark 1: battle damage 1, tripled.
    assert!(s.saw(|w| matches!(
        w,
        What::BattleWon {
            winner: Light,
            damage: 3
        }
    )));
}

fn card_1_279_you_overestimate_their_chances_triples_dont_underestimate() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .hand(Dark, "You Overestimate Their Chances")
        .hand(Light, "Don't Underestimate Our Chances")
        .fill(Dark, Pile::Force, 1)
        .fill(Light, Pile::Used, 10)
        .phase(Dark, Phase::Battle)
        .build();
    let yotc = s.card(Dark, "You Overestimate Their Chances");
    let duoc = s.card(Light, "Don't Underestimate Our Chances");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer_with(play(duoc));
    s.answer_with(play_mode(yotc, 1));
    // Dark 2 against Light 1: battle damage 1, times 9.
    assert!(s.saw(|w| matches!(
        w,
        What::BattleWon {
            winner: Dark,
            damage: 9
        }
    )));
}

// ----- locations -----

fn card_1_284_detention_block_corridor_dark_adds_1_to_weapon_destiny() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Rebel Trooper", DETENTION)
        .fill(Dark, Pile::Force, 3)
        .reserve_top(Dark, &["Stormtrooper"]) // destiny 1 + 1 = 2 > defense 1
        .phase(Dark, Phase::Battle)
        .build();
    let blaster = s.card(Dark, "Imperial Blaster");
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer(Answer::Fire {
        weapon: blaster,
        target,
    });
    assert!(s.saw(|w| matches!(
        w,
        What::DestinyDrawn {
            player: Dark,
            value: 2,
            ..
        }
    )));
    assert!(s.saw(|w| matches!(w, What::TargetHit { .. })));
}

fn card_1_284_detention_block_corridor_light_drains_1_more() {
    let s = premiere()
        .site(Dark, DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s.q().drain_amount(Light, s.site(DETENTION)), 1 + 1);
}

fn card_1_285_death_star_docking_bay_327_transit_free_for_dark_2_for_light() {
    let s = premiere()
        .site(Dark, DB327)
        .site(Dark, DB94)
        .phase(Dark, Phase::Move)
        .build();
    let db327 = s.site(DB327);
    assert_eq!(s.q().transit_cost(Dark, db327), 0);
    assert_eq!(s.q().transit_cost(Light, db327), 2);
}

fn card_101_4_docking_control_room_deploys_a_docking_bay_from_reserve() {
    let mut s = premiere()
        .site(Dark, CONTROL_ROOM)
        .at(Dark, "Stormtrooper", CONTROL_ROOM)
        .phase(Dark, Phase::Deploy)
        .build();
    let room = s.site(CONTROL_ROOM);
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == room));
    let bay = s
        .options()
        .into_iter()
        .find(|a| matches!(a, Answer::Deploy { card, .. } if s.game.title(*card) == DB327))
        .expect("Docking Bay 327 may be deployed");
    s.answer(bay);
    assert!(s.saw(|w| matches!(
        w,
        What::Shuffled {
            player: Dark,
            pile: Pile::Reserve
        }
    )));
    assert_eq!(s.place(s.site(DB327)), Place::Location);
}

fn card_101_4_docking_control_room_light_drains_2_more_with_a_rebel_over_2() {
    let s = premiere()
        .site(Dark, CONTROL_ROOM)
        .at(Light, "Luke", CONTROL_ROOM)
        .phase(Light, Phase::Control)
        .build();
    // Dark Side icon 1 plus 2 for Luke (ability 3).
    assert_eq!(s.q().drain_amount(Light, s.site(CONTROL_ROOM)), 3);
    let s2 = premiere()
        .site(Dark, CONTROL_ROOM)
        .at(Light, "Rebel Trooper", CONTROL_ROOM)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(s2.q().drain_amount(Light, s2.site(CONTROL_ROOM)), 1);
}

fn card_1_291_docking_bay_94_dark_copy_transit_costs() {
    let s = premiere().site(Dark, DB94).phase(Dark, Phase::Move).build();
    assert_eq!(s.q().transit_cost(Dark, s.site(DB94)), 1);
    assert_eq!(s.q().transit_cost(Light, s.site(DB94)), 2);
}

fn card_1_292_jawa_camp_dark_jawas_deploy_for_1_from_you_only() {
    let mut s = premiere()
        .site(Dark, JAWA_CAMP)
        .hand(Dark, "Jawa")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let jawa = s.card(Dark, "Jawa");
    // Light has no Force: a Jawa deploys here anyway, for 1 Force from Dark only.
    s.answer(Answer::Deploy {
        card: jawa,
        to: Dest::At(s.site(JAWA_CAMP)),
    });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

fn card_1_292_jawa_camp_light_jawas_are_weaker_here() {
    let s = premiere()
        .site(Dark, JAWA_CAMP)
        .at(Light, "Jawa", JAWA_CAMP)
        .at(Dark, "Jawa", JAWA_CAMP)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let light_jawa = s.card(Light, "Jawa");
    let dark_jawa = s.card(Dark, "Jawa");
    assert_eq!((q.power(light_jawa), q.forfeit(light_jawa)), (0, Some(0)));
    assert_eq!((q.power(dark_jawa), q.forfeit(dark_jawa)), (1, Some(1)));
}

fn card_1_293_jundland_wastes_dark_tusken_forfeit_and_drain_bonus() {
    let s = premiere()
        .site(Dark, JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .phase(Dark, Phase::Control)
        .build();
    let raider = s.card(Dark, "Tusken Raider");
    assert_eq!(s.q().forfeit(raider), Some(2));
    assert_eq!(s.q().drain_amount(Dark, s.site(JUNDLAND)), 1 + 1);
}

fn card_1_293_jundland_wastes_light_needs_ability_6_for_battle_destiny() {
    let mut s = premiere()
        .site(Dark, JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .at(Light, "Luke", JUNDLAND)
        .at(Light, "Talz", JUNDLAND)
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(JUNDLAND)));
    // Luke 3 + Talz 1 = 4: enough elsewhere, not here; Dark (ability 1) draws none either.
    assert!(s.saw(|w| matches!(w, What::BattleTotals { .. })));
    assert!(!s.saw(|w| matches!(w, What::DestinyDrawn { .. })));
}

fn card_1_295_mos_eisley_dark_spies_and_scoundrels_gain_power_and_forfeit() {
    let s = premiere()
        .extra(Dark, crate::support::card("1_177")) // Garindan, a spy
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Garindan", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let garindan = s.card(Dark, "Garindan");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!((q.power(garindan), q.forfeit(garindan)), (2, Some(4)));
    assert_eq!((q.power(trooper), q.forfeit(trooper)), (1, Some(2)));
}

// ----- weapons -----

fn card_1_312_blaster_rifle_adds_1_to_its_destiny_and_costs_2() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "Blaster Rifle")
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 5)
        .reserve_top(Dark, &["Stormtrooper"]) // destiny 1 + 1 = 2 > 1
        .phase(Dark, Phase::Deploy)
        .build();
    let rifle = s.card(Dark, "Blaster Rifle");
    let trooper = s.card(Dark, "Stormtrooper");
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Deploy {
        card: rifle,
        to: Dest::On {
            card: trooper,
            placed_as: 0,
        },
    });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 3);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer(Answer::Fire {
        weapon: rifle,
        target,
    });
    assert!(s.pile(Dark, Pile::Force).is_empty(), "battle 1 + fire 2");
    assert!(s.saw(|w| matches!(w, What::TargetHit { .. })));
}

fn card_1_315_gaderffii_stick_knocks_away_the_targets_weapons() {
    let mut s = premiere()
        .site(Dark, JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .on(Dark, "Gaderffii Stick", "Tusken Raider")
        .at(Light, "Rebel Trooper", JUNDLAND)
        .on(Light, "Blaster", "Rebel Trooper")
        .fill(Light, Pile::Force, 3)
        .reserve_top(Dark, &["Jawa", "Jawa"]) // 3 + 3 = 6 > 5
        .phase(Light, Phase::Battle)
        .build();
    let stick = s.card(Dark, "Gaderffii Stick");
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(JUNDLAND)));
    s.answer(Answer::Use {
        card: stick,
        ability: 1,
        target: TargetRef::Card(trooper),
        x: 0,
    });
    // The Blaster may not fire this battle: Light is not asked in the weapons segment (with
    // its weapon it would be, and the game would wait there), and the battle ends.
    assert!(
        s.saw(|w| matches!(w, What::BattleEnded { .. })),
        "{}",
        s.log()
    );
    assert!(!s.saw(|w| matches!(w, What::WeaponFired { .. })));
}

/// Regression: the stick's text answers a battle's initiation once. Its destiny missed here,
/// and it used to be offered again and again in the same window (a free text the bots could
/// use forever).
fn card_1_315_gaderffii_stick_answers_one_battle_initiation_once() {
    let mut s = premiere()
        .site(Dark, JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .on(Dark, "Gaderffii Stick", "Tusken Raider")
        .at(Light, "Rebel Trooper", JUNDLAND)
        .on(Light, "Blaster", "Rebel Trooper")
        .fill(Light, Pile::Force, 3)
        .reserve_top(Dark, &[DB94, JAWA_CAMP]) // sites: destiny 0 + 0, not > 5
        .phase(Light, Phase::Battle)
        .build();
    let stick = s.card(Dark, "Gaderffii Stick");
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(JUNDLAND)));
    let use_stick = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == stick);
    assert!(s.options().iter().any(use_stick), "{}", s.log());
    s.answer(Answer::Use {
        card: stick,
        ability: 1,
        target: TargetRef::Card(trooper),
        x: 0,
    });
    assert!(
        !s.q()
            .has_rule(trooper, swccg_engine::script::Rule::MayNotUseWeapons)
    );
    // The window goes on without the stick: the battle reaches its weapons segment, where
    // the Blaster may fire.
    assert!(!s.options().iter().any(use_stick), "{}", s.log());
    assert!(s.options().iter().any(|a| matches!(a, Answer::Fire { .. })), "{}", s.log());
}

fn card_1_207_stormtrooper_utility_belt_deploys_on_an_imperial_or_alien_for_1() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .hand(Dark, "Stormtrooper Utility Belt")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let belt = s.card(Dark, "Stormtrooper Utility Belt");
    let (trooper, jawa) = (s.card(Dark, "Stormtrooper"), s.card(Dark, "Jawa"));
    // An Imperial and an alien, not the droid.
    let on = |card| Dest::On { card, placed_as: 0 };
    assert_eq!(s.deploy_options_for(belt), vec![on(trooper), on(jawa)]);
    s.answer(Answer::Deploy { card: belt, to: on(jawa) });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
    // Away from the Death Star the Jawa (power 1, forfeit 1) is power and forfeit +1.
    assert_eq!((s.q().power(jawa), s.q().forfeit(jawa)), (2, Some(2)));
}

fn card_1_315_gaderffii_stick_deploys_on_a_tusken_raider_for_2() {
    let mut s = premiere()
        .site(Dark, JUNDLAND)
        .at(Dark, "Tusken Raider", JUNDLAND)
        .at(Dark, "Stormtrooper", JUNDLAND)
        .hand(Dark, "Gaderffii Stick")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let stick = s.card(Dark, "Gaderffii Stick");
    let raider = s.card(Dark, "Tusken Raider");
    let to = Dest::On { card: raider, placed_as: 0 };
    assert_eq!(s.deploy_options_for(stick), vec![to]);
    s.answer(Answer::Deploy { card: stick, to });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

fn card_1_317_imperial_blaster_deploys_on_your_warrior_for_1() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .hand(Dark, "Imperial Blaster")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let blaster = s.card(Dark, "Imperial Blaster");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(
        s.deploy_options_for(blaster),
        vec![Dest::On {
            card: trooper,
            placed_as: 0
        }]
    );
    s.answer(Answer::Deploy {
        card: blaster,
        to: Dest::On {
            card: trooper,
            placed_as: 0,
        },
    });
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

fn card_1_322_timer_mine_deploys_with_a_mining_droid_and_explodes_next_turn() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, LIN_V8M, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .hand(Dark, "Timer Mine")
        .phase(Dark, Phase::Deploy)
        .build();
    let mine = s.card(Dark, "Timer Mine");
    let mos = s.site(MOS_EISLEY);
    assert_eq!(s.deploy_options_for(mine), vec![Dest::At(mos)]);
    s.answer(Answer::Deploy {
        card: mine,
        to: Dest::At(mos),
    });
    assert!(s.state().flag(mine, Flags::OPPONENT_SIDE));
    assert_eq!(s.place(mine), Place::At { location: mos });
}

fn card_101_4_docking_control_room_deploys_from_reserve_once_per_turn() {
    let mut s = premiere()
        .site(Dark, CONTROL_ROOM)
        .at(Dark, "Stormtrooper", CONTROL_ROOM)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let room = s.site(CONTROL_ROOM);
    let use_room = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == room);
    s.answer_with(use_room);
    // Searching without deploying still uses the text for this turn.
    s.pass();
    assert!(s.saw(|w| matches!(
        w,
        What::Shuffled {
            player: Dark,
            pile: Pile::Reserve
        }
    )));
    assert!(!s.options().iter().any(use_room));
}

// ----- Sense and Alter -----

/// Sense cancels an interrupt just played when its destiny is below the ability of your
/// highest-ability character on table (Vader, 6): a destiny of 1 cancels Rebel Barrier, which
/// goes to the Lost Pile.
fn card_1_267_sense_cancels_an_interrupt_with_destiny_below_your_highest_ability() {
    for (top, cancels) in [("Stormtrooper", true), ("It's Worse", false)] {
        let mut s = premiere()
            .extra(Dark, crate::support::card("1_267"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, DETENTION)
            .at(Dark, "Vader", DETENTION)
            .hand(Dark, "Stormtrooper")
            .hand(Dark, "Sense")
            .hand(Light, "Rebel Barrier")
            .at(Dark, "Death Star Trooper", MOS_EISLEY)
            .reserve_top(Dark, &[top]) // destiny 1, or 6 (not below 6)
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Force, 1)
            .phase(Dark, Phase::Deploy)
            .build();
        let trooper = s.card(Dark, "Stormtrooper");
        let barrier = s.card(Light, "Rebel Barrier");
        let sense = s.card(Dark, "Sense");
        s.answer(Answer::Deploy {
            card: trooper,
            to: Dest::At(s.site(MOS_EISLEY)),
        });
        s.answer_with(play(barrier));
        s.answer_with(play_mode(sense, 0));
        let barred = s.q().has_rule(trooper, swccg_engine::script::Rule::MayNotBattle);
        assert_eq!(barred, !cancels, "destiny from {top}\n{}", s.log());
        let pile = if cancels { Pile::Lost } else { Pile::Used };
        assert_eq!(s.place(barrier), Place::Pile(pile));
        assert_eq!(s.place(sense), Place::Pile(Pile::Used), "Sense is a Used interrupt");
    }
}

/// Sense cancels a 'react' (the card stays in hand; the react's Force stays spent).
fn card_1_267_sense_cancels_a_react() {
    let mut s = premiere()
        .extra(Dark, crate::support::card("1_267"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Light, "CZ-3 (Seezee-Three)", JUNDLAND)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Light, "Talz")
        .hand(Dark, "Sense")
        .reserve_top(Dark, &["Stormtrooper"]) // destiny 1 < 6
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    let talz = s.card(Light, "Talz");
    let sense = s.card(Dark, "Sense");
    s.answer(Answer::Battle(mos));
    s.answer(Answer::ReactDeploy { card: talz, to: mos });
    assert!(s.saw(|w| matches!(w, What::ForceUsed { player: Light, amount: 1 })));
    s.answer_with(play_mode(sense, 1));
    assert_eq!(s.place(talz), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Cancelled { card } if *card == talz)));
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "the react's cost stays spent");
}

/// Sense's second text cancels an Alter just played.
fn card_1_267_sense_cancels_alter() {
    let mut s = premiere()
        .extra(Dark, crate::support::card("1_267"))
        .extra(Light, crate::support::card("1_71"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .on_table(Dark, "Macroscan")
        .hand(Dark, "Sense")
        .hand(Light, "Alter")
        .phase(Light, Phase::Deploy)
        .build();
    let alter = s.card(Light, "Alter");
    let macroscan = s.card(Dark, "Macroscan");
    s.answer_with(play_mode(alter, 0));
    s.answer_with(play_mode(s.card(Dark, "Sense"), 2));
    assert_eq!(s.place(alter), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(macroscan), Place::Table);
}

/// Alter cancels an Effect (or a Utinni Effect) on table when its destiny is below the
/// ability of your highest-ability character; an Immediate Effect is not an Effect for it
/// (seed 004 "Effect"), and a card immune to Alter may not be targeted.
fn card_1_234_alter_cancels_an_effect_with_destiny_below_your_highest_ability() {
    for (top, cancels) in [("Stormtrooper", true), ("It's Worse", false)] {
        let mut s = premiere()
            .extra(Dark, crate::support::card("1_234"))
            .extra(Light, crate::support::card("6_53")) // Bargaining Table, an Effect
            .extra(Light, crate::support::card("3_37")) // Ice Storm, a Mobile Effect
            .site(Light, "Tatooine: Dune Sea")
            .at(Dark, "Vader", "Tatooine: Dune Sea")
            .at(Light, "Rebel Trooper", "Tatooine: Dune Sea")
            .on(Light, "Sai'torr Kal Fas", "Rebel Trooper") // immune to Alter
            .on_table(Light, "Bargaining Table")
            .on_table(Light, "Ice Storm")
            .hand(Dark, "Alter")
            .reserve_top(Dark, &[top]) // destiny 1, or 6 (not below 6)
            .phase(Dark, Phase::Deploy)
            .build();
        let alter = s.card(Dark, "Alter");
        let table = s.card(Light, "Bargaining Table");
        let targets = crate::support::play_targets(&s, alter, 0);
        assert_eq!(targets, vec![TargetRef::Card(table)]);
        s.answer_with(play_mode(alter, 0));
        let lost = s.place(table) == Place::Pile(Pile::Lost);
        assert_eq!(lost, cancels, "destiny from {top}\n{}", s.log());
    }
}

/// Alter's second text cancels a Sense just played.
fn card_1_234_alter_cancels_sense() {
    let mut s = premiere()
        .extra(Dark, crate::support::card("1_234"))
        .extra(Light, crate::support::card("1_109"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Dark, "Imperial Barrier")
        .hand(Dark, "Alter")
        .hand(Light, "Sense")
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site(MOS_EISLEY)),
    });
    s.answer_with(play(s.card(Dark, "Imperial Barrier")));
    let sense = s.card(Light, "Sense");
    s.answer_with(play_mode(sense, 0));
    s.answer_with(play_mode(s.card(Dark, "Alter"), 1));
    assert_eq!(s.place(sense), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(s.q().has_rule(trooper, swccg_engine::script::Rule::MayNotBattle));
}

/// Ket Maliss is immune to Alter: an Alter may not target it.
fn card_1_221_ket_maliss_is_immune_to_alter() {
    let s = premiere()
        .extra(Light, crate::support::card("1_71"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Ket Maliss", "Stormtrooper")
        .on_table(Dark, "Macroscan")
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Light, "Alter")
        .phase(Light, Phase::Deploy)
        .build();
    let alter = s.card(Light, "Alter");
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Play { card, target, .. } if card == alter => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![TargetRef::Card(s.card(Dark, "Macroscan"))]);
}

/// Lone Warrior: +1 battle destiny for a warrior defending alone at a site, +2 for Tagge; not
/// for two defenders.
fn card_1_258_lone_warrior_adds_battle_destiny_to_a_warrior_defending_alone() {
    use crate::support::defending_alone_adds as adds;
    assert_eq!(adds(Dark, "1_258", &[], &["Stormtrooper"], 0), Some(1));
    assert_eq!(adds(Dark, "1_258", &[], &["Stormtrooper", "Jawa"], 0), None);
    assert_eq!(adds(Dark, "1_258", &[], &["Jawa"], 0), None, "a Jawa is no warrior");
}

fn card_1_258_lone_warrior_adds_2_for_tagge_defending_alone() {
    use crate::support::defending_alone_adds as adds;
    assert_eq!(adds(Dark, "1_258", &["1_178"], &["General Tagge"], 1), Some(2));
    assert_eq!(adds(Dark, "1_258", &[], &["Stormtrooper"], 1), None);
}

/// Moment Of Triumph: +2 battle destiny for Tarkin defending alone, +1 for an alien.
fn card_1_260_moment_of_triumph_adds_2_for_tarkin_defending_alone() {
    use crate::support::defending_alone_adds as adds;
    assert_eq!(adds(Dark, "1_260", &["1_179"], &["Grand Moff Tarkin"], 0), Some(2));
    assert_eq!(adds(Dark, "1_260", &["1_179"], &["Grand Moff Tarkin", "Jawa"], 0), None);
}

fn card_1_260_moment_of_triumph_adds_1_for_an_alien_defending_alone() {
    use crate::support::defending_alone_adds as adds;
    assert_eq!(adds(Dark, "1_260", &[], &["Jawa"], 1), Some(1));
    assert_eq!(adds(Dark, "1_260", &[], &["Stormtrooper"], 1), None, "no alien");
}
// ----- Disarmed -----

/// Deploys in either player's control phase (never the deploy phase) on the Light Side's
/// armed character present with the Dark Side's armed one, and on no other.
fn card_1_214_disarmed_deploys_in_any_control_phase_on_an_armed_opponent() {
    disarmed_deploys_in_any_control_phase(Dark);
}

/// The character's weapon is lost, its power is 1 less and it may carry no weapon while
/// Disarmed is on it.
fn card_1_214_disarmed_character_loses_weapons_and_1_power() {
    disarmed_loses_weapons_and_power(Dark);
}

/// Permanent weapons count as weapons, and are lost too while Disarmed is on the character.
fn card_1_214_disarmed_takes_permanent_weapons_too() {
    disarmed_takes_permanent_weapons(Dark);
}

/// Immune to Alter.
fn card_1_214_disarmed_immune_to_alter() {
    disarmed_immune_to_alter(Dark);
}

}

// ----- Disarmed (1_214 Dark, 1_48 Light: one script) -----

/// A character of `side` in the Premiere decks, the weapon it carries, and another weapon of
/// that player it may carry.
fn armed(side: swccg_cards::Side) -> (&'static str, &'static str, &'static str) {
    match side {
        Dark => ("Stormtrooper", "Blaster Rifle", "Imperial Blaster"),
        Light => ("Rebel Trooper", "Blaster", "Blaster"),
    }
}

/// A character of `side` in the Premiere decks that carries no weapon here.
fn unarmed(side: swccg_cards::Side) -> &'static str {
    match side {
        Dark => "Tusken Raider",
        Light => "Talz",
    }
}

/// `side` holds its Disarmed in hand; at Mos Eisley the opponent's character carries its
/// weapon (another of theirs there, a Talz or a Tusken Raider, carries none), and `side`'s own
/// character is at `mine_at` (Mos Eisley or the Jawa Camp), carrying
/// its weapon when `mine_armed`. Each player has 3 Force; the game starts at `start`.
pub(crate) fn disarmed_table(
    side: swccg_cards::Side,
    mine_armed: bool,
    mine_at: &str,
    start: (swccg_cards::Side, Phase),
) -> swccg_engine::scenario::Scenario {
    let (mine, my_weapon, _) = armed(side);
    let (theirs, their_weapon, _) = armed(side.opponent());
    let mut b = premiere()
        .extra(Dark, crate::support::card("1_214"))
        .extra(Light, crate::support::card("1_48"))
        .extra(Dark, crate::support::card("1_234"))
        .extra(Light, crate::support::card("1_71"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JAWA_CAMP)
        .at(side.opponent(), theirs, MOS_EISLEY)
        .on(side.opponent(), their_weapon, theirs)
        .at(side.opponent(), unarmed(side.opponent()), MOS_EISLEY)
        .at(side, mine, mine_at);
    if mine_armed {
        b = b.on(side, my_weapon, mine);
    }
    b.hand(side, "Disarmed")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(start.0, start.1)
        .build()
}

/// Where `side` may deploy its Disarmed now: the cards offered (`side` is asked first when the
/// opponent has the first action and passes).
pub(crate) fn disarmed_bearers(
    s: &mut swccg_engine::scenario::Scenario,
    side: swccg_cards::Side,
) -> Vec<CardId> {
    if s.seat() == Some(side.opponent()) {
        s.pass();
    }
    assert_eq!(s.seat(), Some(side), "{}", s.log());
    let disarmed = s.card_in_hand(side, "Disarmed");
    s.deploy_options_for(disarmed)
        .into_iter()
        .map(|d| match d {
            Dest::On { card, .. } => card,
            other => panic!("Disarmed deploys on a character, not {other:?}"),
        })
        .collect()
}

/// "If both players have a character with a weapon present at same site, deploy on that
/// opponent's character during any control phase": checked on `side`'s copy.
pub(crate) fn disarmed_deploys_in_any_control_phase(side: swccg_cards::Side) {
    let (theirs, _, _) = armed(side.opponent());
    let here = (side, Phase::Control);
    // In the player's own control phase and in the opponent's: on the opponent's armed
    // character only, not on their unarmed one beside it.
    for start in [here, (side.opponent(), Phase::Control)] {
        let mut s = disarmed_table(side, true, MOS_EISLEY, start);
        let target = s.card(side.opponent(), theirs);
        assert_eq!(disarmed_bearers(&mut s, side), vec![target], "{start:?}");
        let disarmed = s.card_in_hand(side, "Disarmed");
        let to = Dest::On {
            card: target,
            placed_as: 0,
        };
        assert_eq!(s.game.why_not(side, disarmed, to), None);
    }
    // Not in the deploy phase, which is no control phase.
    let s = disarmed_table(side, true, MOS_EISLEY, (side, Phase::Deploy));
    let disarmed = s.card_in_hand(side, "Disarmed");
    let target = s.card(side.opponent(), theirs);
    assert!(s.deploy_options_for(disarmed).is_empty());
    assert_eq!(
        s.game.why_not(
            side,
            disarmed,
            Dest::On {
                card: target,
                placed_as: 0
            }
        ),
        Some(swccg_engine::WhyNot::DeploysDuring {
            who: swccg_engine::script::Rel::Anyone,
            phase: Phase::Control
        })
    );
    // Not when the player's own character there carries no weapon, nor when the armed one is
    // at another site.
    let mut s = disarmed_table(side, false, MOS_EISLEY, here);
    assert_eq!(disarmed_bearers(&mut s, side), vec![]);
    let mut s = disarmed_table(side, true, JAWA_CAMP, here);
    assert_eq!(disarmed_bearers(&mut s, side), vec![]);
}

/// Deploys `side`'s Disarmed on the opponent's armed character in `side`'s control phase:
/// the scenario, the character and its weapon.
pub(crate) fn disarm(
    side: swccg_cards::Side,
) -> (swccg_engine::scenario::Scenario, CardId, CardId) {
    let (theirs, their_weapon, _) = armed(side.opponent());
    let mut s = disarmed_table(side, true, MOS_EISLEY, (side, Phase::Control));
    let target = s.card(side.opponent(), theirs);
    let weapon = s.card(side.opponent(), their_weapon);
    let disarmed = s.card_in_hand(side, "Disarmed");
    s.answer(Answer::Deploy {
        card: disarmed,
        to: Dest::On {
            card: target,
            placed_as: 0,
        },
    });
    (s, target, weapon)
}

/// "Character loses all weapons, is power -1 and may no longer carry weapons": the weapon goes
/// to its owner's Lost Pile, the character's power drops by exactly 1, and no weapon deploys on
/// it any more (another character of its player still takes one).
pub(crate) fn disarmed_loses_weapons_and_power(side: swccg_cards::Side) {
    let before = {
        let s = disarmed_table(side, true, MOS_EISLEY, (side, Phase::Control));
        s.q()
            .power(s.card(side.opponent(), armed(side.opponent()).0))
    };
    let (mut s, target, weapon) = disarm(side);
    let disarmed = s.card(side, "Disarmed");
    assert_eq!(s.place(disarmed), Place::On { card: target }, "{}", s.log());
    assert_eq!(s.place(weapon), Place::Pile(Pile::Lost), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::Disarmed { card } if *card == target)));
    assert_eq!(s.q().power(target), before - 1);
    // The opponent's next weapon is refused on the Disarmed character.
    let spare = armed(side.opponent()).2;
    let opp = side.opponent();
    s.mutate(|cx| {
        let spare = cx
            .cat
            .ids()
            .find(|&c| {
                cx.cat.owner(c) == opp && cx.cat.bp(c).title == spare && !cx.st.place(c).on_table()
            })
            .expect("another weapon off table");
        cx.relocate(spare, Place::Pile(Pile::Hand));
        cx.st.phase = Phase::Deploy;
        cx.st.active = opp;
    });
    let spare = s.card_in_hand(opp, spare);
    let to = Dest::On {
        card: target,
        placed_as: 0,
    };
    assert_eq!(
        s.game.why_not(opp, spare, to),
        Some(swccg_engine::WhyNot::MayNotCarryWeapons { card: target })
    );
    let dests = swccg_engine::flow::actions::destinations(
        &s.q(),
        opp,
        spare,
        swccg_engine::script::DeployCost::Normal,
    );
    assert!(
        !dests
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == target))
    );
    // Once Disarmed leaves the table, the character may carry weapons again.
    s.mutate(|cx| cx.lose(disarmed));
    let dests = swccg_engine::flow::actions::destinations(
        &s.q(),
        opp,
        spare,
        swccg_engine::script::DeployCost::Normal,
    );
    assert!(
        dests
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == target))
    );
    assert_eq!(s.game.why_not(opp, spare, to), None);
    assert_eq!(s.q().power(target), before);
}

/// "(Immune to Alter.)": Disarmed is immune to the opponent's Alter; Macroscan, a Dark Effect
/// with no such text, is not.
pub(crate) fn disarmed_immune_to_alter(side: swccg_cards::Side) {
    let (s, _, _) = disarm(side);
    let disarmed = s.card(side, "Disarmed");
    let alter = s.card(side.opponent(), "Alter");
    assert!(s.q().immune_to(disarmed, alter));
    let macroscan = s.card(Dark, "Macroscan");
    let light_alter = s.card(Light, "Alter");
    assert!(!s.q().immune_to(macroscan, light_alter));
}

/// Seed 004 "Disarmed": a character whose weapon is permanent (the opponent's Baze Malbus With
/// Cannon or 4-LOM With Concussion Rifle, armed by their icon alone) may be Disarmed, and loses
/// its permanent weapon while the Effect is on it; it has it back once the Effect is gone.
pub(crate) fn disarmed_takes_permanent_weapons(side: swccg_cards::Side) {
    let (id, title) = match side.opponent() {
        Light => ("207_1", "Baze Malbus With Cannon"),
        Dark => ("109_6", "4-LOM With Concussion Rifle"),
    };
    let (mine, my_weapon, _) = armed(side);
    let mut s = premiere()
        .extra(Dark, crate::support::card("1_214"))
        .extra(Light, crate::support::card("1_48"))
        .extra(side.opponent(), crate::support::card(id))
        .site(Dark, MOS_EISLEY)
        .at(side.opponent(), title, MOS_EISLEY)
        .at(side, mine, MOS_EISLEY)
        .on(side, my_weapon, mine)
        .hand(side, "Disarmed")
        .phase(side, Phase::Control)
        .build();
    let target = s.card(side.opponent(), title);
    assert!(s.q().has_permanent_weapon(target));
    assert_eq!(disarmed_bearers(&mut s, side), vec![target]);
    let disarmed = s.card_in_hand(side, "Disarmed");
    s.answer(Answer::Deploy {
        card: disarmed,
        to: Dest::On {
            card: target,
            placed_as: 0,
        },
    });
    assert_eq!(s.place(disarmed), Place::On { card: target }, "{}", s.log());
    assert!(!s.q().has_permanent_weapon(target));
    s.mutate(|cx| cx.lose(disarmed));
    assert!(s.q().has_permanent_weapon(target));
}
