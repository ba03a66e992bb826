//! Tests of the game text of every Light Side card of the Premiere Introductory Two-Player
//! Game. Each test is named `card_<GEMP id>_<what the text does>`.

use crate::support::{premiere, targets};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, LossSource, Prompt, TargetRef, Why};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const DB94: &str = "Tatooine: Docking Bay 94";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const FARM: &str = "Tatooine: Lars' Moisture Farm";
const DB327: &str = "Death Star: Docking Bay 327";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const CORE_SHAFT: &str = "Death Star: Level 6 Core Shaft Corridor";
const CZ3: &str = "CZ-3 (Seezee-Three)";
const LIN_V8K: &str = "LIN-V8K (Elleyein-Veeatekay)";

fn play(card: CardId) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, .. } if *c == card)
}

fn play_mode(card: CardId, mode: u8) -> impl Fn(&Answer) -> bool {
    move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode)
}

// ----- characters -----

/// Wioslea at Mos Eisley with Dark's `target` (a title; `extra` a GEMP id to add) there, the
/// destiny `top` on Light's Reserve Deck and `force` Force: whether the target was purchased
/// (stolen), and the Force left; `None` when it could not be targeted.
fn wioslea_buys(
    extra: &str,
    target: &str,
    top: &str,
    force: usize,
    aboard: bool,
) -> Option<(bool, usize)> {
    let mut b = premiere()
        .extra(Light, crate::support::card("1_33"))
        .extra(Light, crate::support::card("1_33"))
        .extra(Dark, crate::support::card(extra))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Wioslea", MOS_EISLEY)
        .at(Dark, target, MOS_EISLEY);
    if aboard {
        b = b.on(Dark, "Stormtrooper", target);
    }
    let mut s = b
        .reserve_top(Light, &[top])
        .fill(Light, Pile::Force, force)
        .phase(Light, Phase::Control)
        .build();
    let wioslea = s.card(Light, "Wioslea");
    let bought = s.card(Dark, target);
    if !targets(&s, wioslea, bought) {
        return None;
    }
    s.answer_with(|a| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == wioslea && *t == bought));
    Some((
        s.q().owner(bought) == Light,
        s.pile(Light, Pile::Force).len(),
    ))
}

crate::card_tests! {
fn card_1_6_cz_3_lets_you_react_to_a_battle_at_an_adjacent_site() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Light, CZ3, JUNDLAND)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Talz")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    let talz = s.card(Light, "Talz");
    s.answer(Answer::Battle(mos));
    s.answer(Answer::ReactDeploy {
        card: talz,
        to: mos,
    });
    assert_eq!(s.place(talz), Place::At { location: mos });
    assert!(s.state().flag(talz, Flags::IN_BATTLE));
    assert_eq!(
        s.pile(Light, Pile::Force).len(),
        1,
        "Talz at its normal deploy cost, 1"
    );
}

fn card_1_12_jawa_uses_one_force_from_each_force_pile_on_tatooine_only() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .site(Dark, DETENTION)
        .hand(Light, "Jawa")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let jawa = s.card(Light, "Jawa");
    assert_eq!(s.deploy_options_for(jawa), vec![Dest::At(s.site(DUNE_SEA))]);
    s.answer(Answer::Deploy {
        card: jawa,
        to: Dest::At(s.site(DUNE_SEA)),
    });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
}

fn card_1_18_lin_v8k_defuses_a_mine_at_its_site() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, LIN_V8K, DUNE_SEA)
        .at(Dark, "Timer Mine", DUNE_SEA)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Move)
        .build();
    let droid = s.card(Light, LIN_V8K);
    let mine = s.card(Dark, "Timer Mine");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == droid));
    assert_eq!(s.place(mine), Place::Pile(Pile::Lost));
    assert!(s.saw(|w| matches!(
        w,
        What::ForceUsed {
            player: Light,
            amount: 1
        }
    )));
}

fn card_1_18_lin_v8k_defuses_only_during_your_turn() {
    let s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, LIN_V8K, DUNE_SEA)
        .at(Dark, "Timer Mine", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Control)
        .build();
    let droid = s.card(Light, LIN_V8K);
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::Use { card, .. } if *card == droid))
    );
}

fn card_101_2_luke_must_deploy_on_tatooine() {
    let s = premiere()
        .site(Light, DUNE_SEA)
        .site(Light, CORE_SHAFT)
        .hand(Light, "Luke")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(
        s.deploy_options_for(s.card(Light, "Luke")),
        vec![Dest::At(s.site(DUNE_SEA))]
    );
}

fn card_101_2_luke_may_not_deploy_against_two_unique_characters() {
    let s = premiere()
        .extra(Dark, crate::support::card("1_177")) // Garindan, unique
        .site(Light, DUNE_SEA)
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Dark, "Garindan", DETENTION)
        .hand(Light, "Luke")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    assert!(s.deploy_options_for(s.card(Light, "Luke")).is_empty());
}

fn card_101_2_luke_adds_1_to_forfeit_of_your_warriors_here_and_adjacent() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", JUNDLAND)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", MOS_EISLEY)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let troopers = s.cards(Light, "Rebel Trooper");
    let near = troopers
        .iter()
        .copied()
        .find(|&c| s.state().location_of(c) == Some(s.site(JUNDLAND)));
    let far = troopers
        .iter()
        .copied()
        .find(|&c| s.state().location_of(c) == Some(s.site(DUNE_SEA)));
    assert_eq!(
        q.forfeit(s.card(Light, "Luke")),
        Some(5),
        "Luke is a warrior too"
    );
    assert_eq!(q.forfeit(near.unwrap()), Some(3));
    assert_eq!(q.forfeit(far.unwrap()), Some(2), "two sites away");
    assert_eq!(q.forfeit(s.card(Light, "Talz")), Some(4), "not a warrior");
}

fn card_1_26_rebel_guard_is_power_4_more_when_defending_and_cannot_move() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Guard", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 1, light: 4 })));
    let s2 = premiere()
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Guard", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Move)
        .build();
    let guard = s2.card(Light, "Rebel Guard");
    assert!(
        !s2.options()
            .iter()
            .any(|a| matches!(a, Answer::Move { card, .. } if *card == guard))
    );
}

fn card_1_28_rebel_trooper_deploys_free_with_a_rebel_of_ability_over_2() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .hand(Light, "Rebel Trooper")
        .hand(Light, "Talz")
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Deploy)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site(DUNE_SEA)),
    });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "free next to Luke");
}

fn card_1_30_shistavanen_wolfman_moves_to_an_adjacent_battle_as_a_react() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Light, "Shistavanen Wolfman", JUNDLAND)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 1)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let mos = s.site(MOS_EISLEY);
    let wolfman = s.card(Light, "Shistavanen Wolfman");
    s.answer(Answer::Battle(mos));
    s.answer(Answer::ReactMove {
        card: wolfman,
        to: mos,
    });
    assert_eq!(s.place(wolfman), Place::At { location: mos });
    assert!(s.state().flag(wolfman, Flags::IN_BATTLE));
    // Light: trooper 1 + Wolfman 2 against Dark's 1.
    assert!(s.saw(|w| matches!(w, What::BattleTotals { dark: 1, light: 3 })));
}

fn card_1_31_talz_is_forfeited_in_place_of_a_hit_character() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &["Ommni Box"]) // weapon destiny 5 > Luke's 3
        .phase(Dark, Phase::Battle)
        .build();
    let blaster = s.card(Dark, "Imperial Blaster");
    let luke = s.card(Light, "Luke");
    let talz = s.card(Light, "Talz");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer(Answer::Fire {
        weapon: blaster,
        target: luke,
    });
    assert!(s.state().flag(luke, Flags::HIT));
    s.answer(Answer::No); // Light (ability 4) declines battle destiny
    // Light wins 3 to 1; Dark, the initiator, pays first.
    s.answer(Answer::PayByForceLoss);
    s.answer(Answer::LoseFrom(LossSource::Top(Pile::Reserve)));
    s.answer(Answer::LoseFrom(LossSource::Top(Pile::Reserve)));
    // Then Light forfeits Talz instead of Luke, who is restored.
    s.answer(Answer::ForfeitInstead {
        card: talz,
        of: luke,
    });
    assert_eq!(s.place(talz), Place::Pile(Pile::Lost));
    assert_eq!(
        s.place(luke),
        Place::At {
            location: s.site(MOS_EISLEY)
        }
    );
    assert!(!s.state().flag(luke, Flags::HIT));
}

fn card_1_31_talz_has_no_bonus_without_nighttime_conditions() {
    // Without nighttime conditions (no Sunsdown or Nightfall on table), no +2.
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .build();
    assert_eq!(s.q().power(s.card(Light, "Talz")), 1);
}

// ----- devices and effects -----

fn card_1_35_electrobinoculars_peek_and_may_move_the_top_card_to_the_force_pile() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .on(Light, "Electrobinoculars", "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .reserve_top(Light, &["Luke"])
        .phase(Light, Phase::Deploy)
        .build();
    let glasses = s.card(Light, "Electrobinoculars");
    let luke = s.card(Light, "Luke");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == glasses));
    let peek = s
        .events
        .iter()
        .find(|e| matches!(e.what, What::Peeked { .. }))
        .unwrap();
    assert_eq!(
        peek.visibility,
        swccg_engine::event::Visibility::Only(Light)
    );
    assert_eq!(
        s.prompt(),
        Some(Prompt::Confirm {
            why: Why::Continue(glasses)
        })
    );
    s.answer(Answer::Yes);
    assert_eq!(s.pile(Light, Pile::Force).last(), Some(&luke));
}

fn card_1_40_tatooine_utility_belt_adds_2_on_tatooine() {
    let s = premiere()
        .site(Light, DUNE_SEA)
        .site(Light, CORE_SHAFT)
        .at(Light, "Talz", DUNE_SEA)
        .on(Light, "Tatooine Utility Belt", "Talz")
        .at(Light, "Rebel Trooper", CORE_SHAFT)
        .on(Light, "Tatooine Utility Belt", "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let talz = s.card(Light, "Talz");
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!((q.power(talz), q.forfeit(talz)), (3, Some(6)));
    assert_eq!((q.power(trooper), q.forfeit(trooper)), (1, Some(2)));
}

fn card_1_64_saitorr_kal_fas_gives_warrior_skill_or_power() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, CZ3, DUNE_SEA)
        .hand(Light, "Sai'torr Kal Fas")
        .phase(Light, Phase::Deploy)
        .build();
    let saitorr = s.card(Light, "Sai'torr Kal Fas");
    let talz = s.card(Light, "Talz");
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(
        s.deploy_options_for(saitorr),
        vec![
            Dest::On {
                card: talz,
                placed_as: 0
            },
            Dest::On {
                card: trooper,
                placed_as: 1
            }
        ]
    );
    s.answer(Answer::Deploy {
        card: saitorr,
        to: Dest::On {
            card: trooper,
            placed_as: 1,
        },
    });
    assert_eq!(s.q().power(trooper), 2);
}

// ----- interrupts -----

fn card_1_77_dont_underestimate_our_chances_triples_you_overestimate() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .hand(Dark, "You Overestimate Their Chances")
        .hand(Light, "Don't Underestimate Our Chances")
        .fill(Light, Pile::Force, 1)
        .fill(Dark, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    let yotc = s.card(Dark, "You Overestimate Their Chances");
    let duoc = s.card(Light, "Don't Underestimate Our Chances");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer_with(play(yotc));
    // Don't Underestimate's second text triples You Overestimate's result.
    s.answer_with(play_mode(duoc, 1));
    // Light 2 against Dark 1: battle damage 1, times 9.
    assert!(
        s.saw(|w| matches!(w, What::BattleWon { winner: Light, damage: 9 })),
        "{}",
        s.log()
    );
}

fn card_1_35_electrobinoculars_deploy_on_a_warrior_for_1() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .hand(Light, "Electrobinoculars")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let glasses = s.card(Light, "Electrobinoculars");
    let to = Dest::On { card: s.card(Light, "Rebel Trooper"), placed_as: 0 };
    // The Talz is no warrior.
    assert_eq!(s.deploy_options_for(glasses), vec![to]);
    s.answer(Answer::Deploy { card: glasses, to });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
}

fn card_1_40_tatooine_utility_belt_deploys_on_a_rebel_or_alien_for_1() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Light, CZ3, DUNE_SEA)
        .hand(Light, "Tatooine Utility Belt")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let belt = s.card(Light, "Tatooine Utility Belt");
    let (trooper, talz) = (s.card(Light, "Rebel Trooper"), s.card(Light, "Talz"));
    let on = |card| Dest::On { card, placed_as: 0 };
    // A Rebel and an alien, not the droid.
    assert_eq!(s.deploy_options_for(belt), vec![on(trooper), on(talz)]);
    s.answer(Answer::Deploy { card: belt, to: on(talz) });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
    // On Tatooine the Talz (power 1, forfeit 4) is power and forfeit +2.
    assert_eq!((s.q().power(talz), s.q().forfeit(talz)), (3, Some(6)));
}

fn card_1_77_dont_underestimate_our_chances_triples_battle_damage_not_attrition() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .at(Dark, "Vader", DETENTION)
        .at(Light, "Luke", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .at(Light, "Rebel Trooper", DETENTION)
        .at(Light, "Talz", DETENTION)
        .hand(Light, "Don't Underestimate Our Chances")
        .fill(Dark, Pile::Force, 1)
        .reserve_top(Dark, &["Stormtrooper"]) // Dark's battle destiny 1
        .reserve_top(Light, &["Talz"]) // Light's battle destiny 3
        .fill(Dark, Pile::Used, 20)
        .phase(Dark, Phase::Battle)
        .build();
    let duoc = s.card(Light, "Don't Underestimate Our Chances");
    s.answer(Answer::Battle(s.site(DETENTION)));
    s.answer_with(play(duoc));
    s.answer(Answer::DrawBattleDestiny);
    s.answer(Answer::DrawBattleDestiny);
    // Dark 4 + 1 = 5; Light 2 + 1 + 1 + 1 + 3 = 8: damage 3 tripled; attrition stays 3
    // (seed 004 "Don't Underestimate Our Chances": it does not triple attrition).
    assert!(s.saw(|w| matches!(
        w,
        What::BattleWon {
            winner: Light,
            damage: 9
        }
    )));
    assert!(s.saw(|w| matches!(
        w,
        What::Attrition {
            against: Dark,
            amount: 3
        }
    )));
}

fn card_1_80_friendly_fire_loses_one_of_the_opponents_characters() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, "Friendly Fire")
        .fill(Light, Pile::Force, 1)
        .reserve_top(Light, &["Rebel Trooper"]) // destiny 1 < 2
        .phase(Light, Phase::Battle)
        .build();
    let ff = s.card(Light, "Friendly Fire");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer_with(play(ff));
    let victim = s.cards(Dark, "Stormtrooper")[0];
    assert_eq!(s.seat(), Some(Dark), "the opponent chooses");
    s.answer(Answer::Choose(victim));
    assert_eq!(s.place(victim), Place::Pile(Pile::Lost));
}

fn card_1_84_hans_dice_draws_another_battle_destiny_instead() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Light, "Han's Dice")
        .fill(Light, Pile::Force, 2)
        .reserve_top(Light, &["Luke", "Talz"]) // 1, then 3 instead
        .phase(Light, Phase::Battle)
        .build();
    let dice = s.card(Light, "Han's Dice");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::DrawBattleDestiny);
    s.answer_with(play(dice));
    // Luke 2 + Talz 1 + 3 (the new draw, not the 1).
    assert!(
        s.saw(|w| matches!(w, What::BattleTotals { dark: 1, light: 6 })),
        "{}",
        s.log()
    );
}

fn card_1_91_bad_feeling_doubles_the_opponents_damage_when_you_win_from_behind() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .on(Dark, "Stormtrooper Utility Belt", "Stormtrooper")
        .hand(Light, "I've Got A Bad Feeling About This")
        .fill(Light, Pile::Force, 1)
        .fill(Dark, Pile::Used, 20)
        .reserve_top(Light, &["The Bith Shuffle"]) // Light's battle destiny: 5
        .phase(Light, Phase::Battle)
        .build();
    let feeling = s.card(Light, "I've Got A Bad Feeling About This");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    // Light 3 is less than Dark 1 + 1 + 2 = 4: playable.
    s.answer_with(play(feeling));
    s.answer(Answer::DrawBattleDestiny);
    // Light 3 + 5 = 8 against 4: damage 4, doubled.
    assert!(
        s.saw(|w| matches!(
            w,
            What::BattleWon {
                winner: Light,
                damage: 8
            }
        )),
        "{}",
        s.log()
    );
}

fn card_1_91_bad_feeling_needs_less_power() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Light, "I've Got A Bad Feeling About This")
        .hand(Light, "Run Luke, Run!")
        .fill(Light, Pile::Force, 1)
        .phase(Light, Phase::Battle)
        .build();
    let feeling = s.card(Light, "I've Got A Bad Feeling About This");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert!(!s.options().iter().any(play(feeling)));
}

fn card_1_91_bad_feeling_triples_with_han_present() {
    let mut s = premiere()
        .extra(Light, crate::support::card("1_11")) // Han Solo
        .site(Light, DUNE_SEA)
        .at(Light, "Han Solo", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Light, "I've Got A Bad Feeling About This")
        .fill(Light, Pile::Force, 1)
        .fill(Dark, Pile::Used, 20)
        .reserve_top(Light, &["The Bith Shuffle"]) // destiny 5
        .phase(Light, Phase::Battle)
        .build();
    let feeling = s.card(Light, "I've Got A Bad Feeling About This");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer_with(play(feeling));
    s.answer(Answer::DrawBattleDestiny);
    // Han 3 + Talz 1 + 5 = 9 against 5: damage 4, tripled.
    assert!(
        s.saw(|w| matches!(
            w,
            What::BattleWon {
                winner: Light,
                damage: 12
            }
        )),
        "{}",
        s.log()
    );
}

fn card_1_90_it_could_be_worse_reduces_a_loss_by_x_using_x_force() {
    // Dark drains 2 at the Farm (Light 2 icons); Light holds It Could Be Worse and 3 Force.
    let drained = || {
        let mut s = premiere()
            .site(Light, FARM)
            .at(Dark, "Stormtrooper", FARM)
            .hand(Light, "It Could Be Worse")
            .fill(Light, Pile::Force, 3)
            .fill(Light, Pile::Used, 2)
            .phase(Dark, Phase::Control)
            .build();
        s.answer(Answer::ForceDrain(s.site(FARM)));
        let icbw = s.card(Light, "It Could Be Worse");
        (s, icbw)
    };
    // X = 1 of a loss of 2: 1 card is still lost, 1 Force used.
    let (mut s, icbw) = drained();
    s.answer_with(|a| matches!(a, Answer::Play { card, x: 1, .. } if *card == icbw));
    while s.seat() == Some(Light) && matches!(s.prompt(), Some(Prompt::LoseForce { .. })) {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    assert_eq!(s.pile(Light, Pile::Lost).len(), 1, "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "it used 1 Force");
    // X = 2: nothing is lost.
    let (mut s, icbw) = drained();
    // X may be 1 or 2 (no more than the loss).
    let xs: Vec<u8> = s
        .options()
        .iter()
        .filter_map(|a| match a {
            Answer::Play { card, x, .. } if *card == icbw => Some(*x),
            _ => None,
        })
        .collect();
    assert_eq!(xs, vec![1, 2]);
    s.answer_with(|a| matches!(a, Answer::Play { card, x: 2, .. } if *card == icbw));
    assert!(
        !matches!(s.prompt(), Some(Prompt::LoseForce { .. })),
        "nothing left to lose: {:?}",
        s.prompt()
    );
    assert!(s.pile(Light, Pile::Lost).is_empty(), "the loss is gone");
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "it used 2 Force");
    assert!(
        s.saw(|w| matches!(w, What::CardMovedToPile { card, pile: Pile::Used } if *card == icbw)),
        "a Used interrupt"
    );
}

fn card_1_98_narrow_escape_moves_your_cards_with_ability_away() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Light, CZ3, DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Light, "Narrow Escape")
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let escape = s.card(Light, "Narrow Escape");
    let (dune, mos) = (s.site(DUNE_SEA), s.site(MOS_EISLEY));
    s.answer(Answer::Battle(dune));
    s.answer_with(play(escape));
    // One adjacent site: chosen without a question. Luke and Talz leave; the droid stays.
    assert_eq!(s.place(s.card(Light, "Luke")), Place::At { location: mos });
    assert_eq!(s.place(s.card(Light, "Talz")), Place::At { location: mos });
    assert_eq!(s.place(s.card(Light, CZ3)), Place::At { location: dune });
    assert!(
        s.saw(|w| matches!(w, What::BattleEnded { .. })),
        "{}",
        s.log()
    );
}

/// Audit finding 1: Narrow Escape moved characters that cannot move (Rebel Guard), ignored
/// the one-move-per-turn limit, sent everyone to one site and silently left the rest behind
/// when Force ran out. Each card now makes its own regular move to a site its owner picks,
/// paying 1 Force; a card that cannot move stays, and the log says why.
fn card_1_98_narrow_escape_moves_each_card_that_may_move_and_says_why_others_stay() {
    let mut s = premiere()
        .site(Dark, JUNDLAND)
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Guard", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Shistavanen Wolfman", MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .flag(Light, "Shistavanen Wolfman", Flags::MOVED_TURN)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Narrow Escape")
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let escape = s.card(Light, "Narrow Escape");
    let (jundland, mos, dune) = (s.site(JUNDLAND), s.site(MOS_EISLEY), s.site(DUNE_SEA));
    let (luke, guard, trooper) = (
        s.card(Light, "Luke"),
        s.card(Light, "Rebel Guard"),
        s.card(Light, "Rebel Trooper"),
    );
    let (wolfman, talz) = (s.card(Light, "Shistavanen Wolfman"), s.card(Light, "Talz"));
    s.answer(Answer::Battle(mos));
    s.answer_with(play(escape));
    // Luke asks first, with both adjacent sites to choose from.
    assert_eq!(
        s.prompt(),
        Some(Prompt::ChooseLocation {
            why: Why::MoveAway(luke)
        })
    );
    assert_eq!(
        s.options(),
        vec![Answer::ChooseLocation(jundland), Answer::ChooseLocation(dune)]
    );
    s.answer(Answer::ChooseLocation(jundland));
    // The Rebel Guard cannot move: the Rebel Trooper is asked next, and goes elsewhere.
    assert_eq!(
        s.prompt(),
        Some(Prompt::ChooseLocation {
            why: Why::MoveAway(trooper)
        })
    );
    s.answer(Answer::ChooseLocation(dune));
    assert_eq!(s.place(luke), Place::At { location: jundland });
    assert_eq!(s.place(trooper), Place::At { location: dune });
    assert_eq!(s.place(guard), Place::At { location: mos });
    assert_eq!(s.place(wolfman), Place::At { location: mos });
    assert_eq!(s.place(talz), Place::At { location: mos });
    assert!(s.pile(Light, Pile::Force).is_empty(), "1 Force per move");
    use swccg_engine::event::Blocked;
    for (card, why) in [
        (guard, Blocked::CannotMove),
        (wolfman, Blocked::AlreadyMoved),
        (talz, Blocked::NoForce),
    ] {
        assert!(
            s.saw(|w| *w == What::StayedBehind { card, why }),
            "{why:?}\n{}",
            s.log()
        );
    }
    // Those who left are out of the battle; those who stayed still fight it.
    assert!(!s.state().flag(luke, Flags::IN_BATTLE));
    assert!(s.state().flag(guard, Flags::IN_BATTLE));
}

/// Audit finding 4: Counter Assault and Surprise Assault draw one destiny per character,
/// starship and vehicle the opponent has present, and compare with the power of all of
/// them, not only the characters'.
fn card_1_113_surprise_assault_compares_with_the_power_of_characters_and_vehicles() {
    let mut s = premiere()
        .extra(Dark, crate::support::card("1_309")) // Sandcrawler, power 3
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Sandcrawler", MOS_EISLEY)
        // Its driver gives it its power (seed 004 "Driver") and, aboard an enclosed vehicle,
        // is not present (seed 004 "Enclosed"): neither counted nor adding power.
        .on(Dark, "Jawa", "Sandcrawler")
        .hand(Light, "Surprise Assault")
        .reserve_top(Light, &["Rebel Trooper", "Rebel Trooper"]) // destiny 1 + 1
        .fill(Light, Pile::Force, 1)
        .phase(Dark, Phase::Control)
        .build();
    let assault = s.card(Light, "Surprise Assault");
    s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
    s.answer_with(play(assault));
    // Two destiny (a character and a vehicle) totalling 2, against power 1 + 3 = 4: Light,
    // the lower total, loses the difference, 2. Counting only the Stormtrooper's power, Dark
    // would have lost 1 instead.
    while s.prompt().is_some_and(|p| matches!(p, Prompt::LoseForce { .. })) {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    let lost = |side| {
        s.events
            .iter()
            .filter(|e| matches!(e.what, What::ForceLost { player, .. } if player == side))
            .count()
    };
    assert_eq!((lost(Light), lost(Dark)), (2, 0), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })));
}

fn card_1_100_old_ben_revives_a_character_forfeited_from_a_tatooine_site() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA)
        .at(Dark, "Vader", DUNE_SEA)
        .hand(Light, "Old Ben")
        .fill(Light, Pile::Force, 1)
        .fill(Light, Pile::Used, 5)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let ben = s.card(Light, "Old Ben");
    let trooper = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::No); // Vader declines battle destiny: 4 against 2, damage 2
    s.answer(Answer::Forfeit(trooper));
    s.answer_with(play(ben));
    assert_eq!(
        s.place(trooper),
        Place::At {
            location: s.site(DUNE_SEA)
        },
        "{}",
        s.log()
    );
}

/// Old Ben answers a forfeit only: a Rebel Trooper lost at Mos Eisley to Collateral Damage
/// (not forfeited) is not revived, and Old Ben is never offered.
fn card_1_100_old_ben_does_not_answer_a_character_lost_otherwise() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .hand(Dark, "Collateral Damage")
        .hand(Light, "Old Ben")
        .fill(Dark, Pile::Force, 1)
        .fill(Light, Pile::Force, 1)
        .reserve_top(Dark, &["Stormtrooper"]) // destiny 1 < 2 characters
        .phase(Dark, Phase::Battle)
        .build();
    let (cd, ben) = (s.card(Dark, "Collateral Damage"), s.card(Light, "Old Ben"));
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer_with(play(cd));
    let victim = s.cards(Light, "Rebel Trooper")[1];
    s.answer(Answer::Choose(victim));
    assert_eq!(s.place(victim), Place::Pile(Pile::Lost));
    // To the end of the battle (a tie, nothing forfeited), Old Ben is never offered.
    for _ in 0..20 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) {
            break;
        }
        assert!(!s.options().iter().any(play(ben)), "{:?}", s.options());
        crate::support::answer_plainly(&mut s);
    }
    assert!(s.saw(|w| matches!(w, What::BattleEnded { .. })), "{}", s.log());
    assert_eq!(s.place(victim), Place::Pile(Pile::Lost));
    assert_eq!(s.place(ben), Place::Pile(Pile::Hand));
}

fn card_1_105_rebel_barrier_stops_a_just_deployed_character() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Dark, "Stormtrooper")
        .hand(Light, "Rebel Barrier")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    let barrier = s.card(Light, "Rebel Barrier");
    s.answer(Answer::Deploy {
        card: trooper,
        to: Dest::At(s.site(DUNE_SEA)),
    });
    s.answer_with(play(barrier));
    assert!(
        s.q()
            .has_rule(trooper, swccg_engine::script::Rule::MayNotBattle)
    );
    // No battle for Dark this turn at Dune Sea.
    assert!(!s.options().iter().any(|a| matches!(a, Answer::Battle(_))));
}

fn card_1_106_rebel_reinforcements_may_retrieve_rebel_troopers() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .to_pile(Light, "Rebel Trooper", Pile::Lost)
        .to_pile(Light, "Talz", Pile::Lost)
        .hand(Light, "Rebel Reinforcements")
        .fill(Light, Pile::Force, 1)
        .reserve_top(Light, &["Talz"]) // destiny 3
        .phase(Light, Phase::Deploy)
        .build();
    let reinforcements = s.card(Light, "Rebel Reinforcements");
    let lost_trooper = s.card(Light, "Rebel Trooper");
    s.answer_with(play(reinforcements));
    // Optional: the player may take the trooper or stop.
    assert_eq!(
        s.options(),
        vec![Answer::Choose(lost_trooper), Answer::Pass]
    );
    s.answer(Answer::Choose(lost_trooper));
    assert!(s.saw(|w| matches!(w, What::Retrieved { card, .. } if *card == lost_trooper)));
    assert_eq!(s.place(s.cards(Light, "Talz")[0]), Place::Pile(Pile::Lost));
}

fn card_101_3_run_luke_run_moves_luke_into_an_adjacent_battle_with_power_2() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .hand(Light, "Run Luke, Run!")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let run = s.card(Light, "Run Luke, Run!");
    let luke = s.card(Light, "Luke");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::Play {
        card: run,
        mode: 0,
        target: TargetRef::Card(luke),
        x: 0,
    });
    assert_eq!(
        s.place(luke),
        Place::At {
            location: s.site(DUNE_SEA)
        }
    );
    assert!(s.state().flag(luke, Flags::MOVED_TURN), "a regular move");
    // Luke 2 + 2 and the trooper 1 against 1. Light (ability 4) declines destiny.
    s.answer(Answer::No);
    assert!(
        s.saw(|w| matches!(w, What::BattleTotals { dark: 1, light: 5 })),
        "{}",
        s.log()
    );
}

fn card_101_3_run_luke_run_gives_no_bonus_near_vader() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Light, "Run Luke, Run!")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    let run = s.card(Light, "Run Luke, Run!");
    let luke = s.card(Light, "Luke");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::Play {
        card: run,
        mode: 0,
        target: TargetRef::Card(luke),
        x: 0,
    });
    s.answer(Answer::No);
    assert!(
        s.saw(|w| matches!(w, What::BattleTotals { dark: 1, light: 3 })),
        "{}",
        s.log()
    );
}

fn card_101_3_run_luke_run_cancels_vaders_obsession() {
    let mut s = premiere()
        .site(Dark, DETENTION)
        .site(Dark, "Death Star: Docking Control Room 327")
        .at(Dark, "Vader", "Death Star: Docking Control Room 327")
        .at(Light, "Luke", DETENTION)
        .hand(Dark, "Vader's Obsession")
        .hand(Light, "Run Luke, Run!")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Move)
        .build();
    let vader = s.card(Dark, "Vader");
    let obsession = s.card(Dark, "Vader's Obsession");
    let run = s.card(Light, "Run Luke, Run!");
    s.answer(Answer::Move {
        card: vader,
        to: s.site(DETENTION),
    });
    s.answer_with(play(obsession));
    s.answer_with(play_mode(run, 1));
    assert!(s.saw(|w| matches!(w, What::Cancelled { card } if *card == obsession)));
    assert_eq!(
        s.place(s.card(Light, "Luke")),
        Place::At {
            location: s.site(DETENTION)
        }
    );
}

fn card_1_113_surprise_assault_cancels_a_drain_and_compares_destiny_with_power() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Surprise Assault")
        .fill(Light, Pile::Force, 1)
        .fill(Dark, Pile::Used, 3)
        .reserve_top(Light, &["Rebel Trooper", "Rebel Trooper"]) // 1 + 1 against power 2
        .phase(Dark, Phase::Control)
        .build();
    let assault = s.card(Light, "Surprise Assault");
    s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
    s.answer_with(play(assault));
    // 2 destiny for two characters: 2 against 2, nobody loses; the drain is cancelled.
    assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })));
    assert!(s.pile(Light, Pile::Lost).iter().all(|&c| c == assault));
    assert!(s.pile(Dark, Pile::Lost).is_empty());
}

fn card_1_115_the_bith_shuffle_shuffles_a_pile() {
    let mut s = premiere()
        .fill(Dark, Pile::Lost, 12)
        .hand(Light, "The Bith Shuffle")
        .hand(Light, "Talz")
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let shuffle = s.card(Light, "The Bith Shuffle");
    let before = s.pile(Dark, Pile::Lost).to_vec();
    s.answer(Answer::Play {
        card: shuffle,
        mode: 0,
        target: TargetRef::Pile(Dark, Pile::Lost),
        x: 0,
    });
    assert!(s.saw(|w| matches!(
        w,
        What::Shuffled {
            player: Dark,
            pile: Pile::Lost
        }
    )));
    assert_ne!(s.pile(Dark, Pile::Lost), &before[..]);
}

fn card_1_120_were_doomed_halves_losses_in_the_opponents_control_phase() {
    let mut s = premiere()
        .site(Light, FARM) // drain 2 against Light
        .site(Dark, MOS_EISLEY) // drain 1
        .at(Dark, "Stormtrooper", FARM)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "We're Doomed")
        .fill(Light, Pile::Lost, 50) // Life Force under 15
        .phase(Dark, Phase::Control)
        .build();
    let doomed = s.card(Light, "We're Doomed");
    let lost_before = s.pile(Light, Pile::Lost).len();
    s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
    s.answer(Answer::LoseFrom(LossSource::Top(Pile::Reserve)));
    // Dark drained first; Light now has priority in Dark's control phase.
    s.answer_with(play(doomed));
    s.answer(Answer::ForceDrain(s.site(FARM)));
    // The farm's drain of 2 is halved to 1.
    assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: 1 }));
    s.answer(Answer::LoseFrom(LossSource::Top(Pile::Reserve)));
    assert_eq!(
        s.pile(Light, Pile::Lost).len(),
        lost_before + 1 + 1,
        "{}",
        s.log()
    );
    assert!(s.saw(|w| matches!(w, What::ForceDrainResolved { amount: 2, .. })));
}

/// Halving rounds up, and down while R2-D2 or C-3PO is on table: after We're Doomed, Dark's
/// drain of 1 at Mos Eisley costs Light 1 (half of 1 rounded up), or nothing with C-3PO at the
/// Dune Sea (rounded down).
fn card_1_120_were_doomed_rounds_up_or_down_with_threepio() {
    for (threepio, loss) in [(false, 1), (true, 0)] {
        let mut b = premiere()
            .extra(Light, crate::support::card("1_5")) // C-3PO
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Light, "We're Doomed")
            .fill(Light, Pile::Lost, 50); // Life Force under 15
        if threepio {
            b = b.at(Light, "C-3PO (See-Threepio)", DUNE_SEA);
        }
        let mut s = b.phase(Dark, Phase::Control).build();
        let doomed = s.card(Light, "We're Doomed");
        let lost_before = s.pile(Light, Pile::Lost).len();
        s.pass(); // Dark passes: Light has priority in Dark's control phase
        s.answer_with(play(doomed));
        s.answer(Answer::ForceDrain(s.site(MOS_EISLEY)));
        if loss > 0 {
            assert_eq!(s.prompt(), Some(Prompt::LoseForce { remaining: loss }), "{}", s.log());
            s.answer(Answer::LoseFrom(LossSource::Top(Pile::Reserve)));
        }
        let lost = s.pile(Light, Pile::Lost).len() - lost_before;
        // We're Doomed itself goes to the Lost Pile when played.
        let doomed_lost = usize::from(s.place(doomed) == Place::Pile(Pile::Lost));
        assert_eq!(lost - doomed_lost, usize::from(loss), "C-3PO: {threepio}\n{}", s.log());
        assert!(s.saw(|w| matches!(w, What::ForceDrainResolved { amount: 1, .. })));
    }
}

// ----- locations -----

fn card_1_124_death_star_docking_bay_327_light_copy_transit_costs_1() {
    let s = premiere()
        .site(Light, DB327)
        .phase(Light, Phase::Move)
        .build();
    assert_eq!(s.q().transit_cost(Light, s.site(DB327)), 1);
    assert_eq!(s.q().transit_cost(Dark, s.site(DB327)), 1);
}

fn card_101_1_core_shaft_corridor_light_luke_is_power_2_more_on_death_star() {
    let s = premiere()
        .site(Light, CORE_SHAFT)
        .site(Dark, DETENTION)
        .at(Light, "Luke", CORE_SHAFT)
        .phase(Light, Phase::Deploy)
        .build();
    assert_eq!(s.q().power(s.card(Light, "Luke")), 4);
}

fn card_101_1_core_shaft_corridor_dark_opponent_needs_2_ability_to_control() {
    let s = premiere()
        .site(Light, CORE_SHAFT)
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", CORE_SHAFT)
        .at(Light, "Rebel Trooper", DETENTION)
        .phase(Light, Phase::Control)
        .build();
    let detention = s.site(DETENTION);
    // Dark controls the Core Shaft: Light's lone trooper (ability 1) does not control.
    assert!(s.q().presence(Light, detention));
    assert!(!s.q().controls(Light, detention));
}

fn card_1_129_docking_bay_94_light_copy_transit_costs() {
    let s = premiere()
        .site(Light, DB94)
        .phase(Light, Phase::Move)
        .build();
    assert_eq!(s.q().transit_cost(Light, s.site(DB94)), 1);
    assert_eq!(s.q().transit_cost(Dark, s.site(DB94)), 2);
}

fn card_1_130_dune_sea_dark_needs_ability_6_for_battle_destiny() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Dark, "Vader", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    // Vader's ability 6 is enough here.
    assert_eq!(
        s.prompt(),
        Some(Prompt::BattleDestiny {
            location: s.site(DUNE_SEA)
        })
    );
    let mut s2 = premiere()
        .site(Light, DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Battle)
        .build();
    s2.answer(Answer::Battle(s2.site(DUNE_SEA)));
    // Ability 5: enough elsewhere, not here.
    assert!(!s2.saw(|w| matches!(w, What::DestinyDrawn { .. })));
    assert!(s2.saw(|w| matches!(w, What::BattleTotals { dark: 5, light: 1 })));
}

fn card_1_131_jawa_camp_light_jawas_deploy_for_1_from_you_only() {
    let mut s = premiere()
        .site(Light, JAWA_CAMP)
        .hand(Light, "Jawa")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let jawa = s.card(Light, "Jawa");
    s.answer(Answer::Deploy {
        card: jawa,
        to: Dest::At(s.site(JAWA_CAMP)),
    });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1);
}

fn card_1_131_jawa_camp_light_jawas_deploy_free_with_a_sandcrawler() {
    let mut s = premiere()
        .extra(Light, crate::support::card("1_150")) // Sandcrawler
        .site(Light, JAWA_CAMP)
        .at(Light, "Sandcrawler", JAWA_CAMP)
        .hand(Light, "Jawa")
        .hand(Light, "Jawa")
        .phase(Light, Phase::Deploy)
        .build();
    let jawa = s.card(Light, "Jawa");
    s.answer(Answer::Deploy {
        card: jawa,
        to: Dest::At(s.site(JAWA_CAMP)),
    });
    assert_eq!(
        s.place(jawa),
        Place::At {
            location: s.site(JAWA_CAMP)
        }
    );
}

fn card_1_132_lars_moisture_farm_light_luke_deploys_1_less() {
    let mut s = premiere()
        .site(Light, FARM)
        .hand(Light, "Luke")
        .fill(Light, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let luke = s.card(Light, "Luke");
    s.answer(Answer::Deploy {
        card: luke,
        to: Dest::At(s.site(FARM)),
    });
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "deploy 4 - 1");
}

fn card_1_132_lars_moisture_farm_dark_adds_1_to_weapon_destiny() {
    let mut s = premiere()
        .site(Light, FARM)
        .at(Dark, "Stormtrooper", FARM)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Rebel Trooper", FARM)
        .fill(Dark, Pile::Force, 2)
        .reserve_top(Dark, &["Stormtrooper"]) // 1 + 1 = 2 > 1
        .phase(Dark, Phase::Battle)
        .build();
    let blaster = s.card(Dark, "Imperial Blaster");
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(FARM)));
    s.answer(Answer::Fire {
        weapon: blaster,
        target,
    });
    assert!(s.saw(|w| matches!(w, What::TargetHit { .. })));
}

// ----- weapons -----

fn card_1_152_blaster_hits_when_destiny_beats_defense_value() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .on(Light, "Blaster", "Rebel Trooper")
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .fill(Light, Pile::Force, 2)
        .reserve_top(Light, &["Talz"]) // 3 > 1
        .phase(Light, Phase::Battle)
        .build();
    let blaster = s.card(Light, "Blaster");
    let target = s.card(Dark, "Stormtrooper");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::Fire {
        weapon: blaster,
        target,
    });
    assert!(s.saw(|w| matches!(w, What::TargetHit { card } if *card == target)));
    assert!(s.pile(Light, Pile::Force).is_empty(), "battle 1 + fire 1");
}

fn card_1_152_blaster_misses_when_destiny_does_not_beat_defense_value() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .on(Light, "Blaster", "Rebel Trooper")
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .fill(Light, Pile::Force, 2)
        .reserve_top(Light, &["Rebel Trooper"]) // 1, not > 1
        .phase(Light, Phase::Battle)
        .build();
    let blaster = s.card(Light, "Blaster");
    let target = s.card(Dark, "Stormtrooper");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::Fire {
        weapon: blaster,
        target,
    });
    assert!(!s.saw(|w| matches!(w, What::TargetHit { .. })));
}

fn card_1_153_blaster_rifle_adds_1_to_its_destiny() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .on(Light, "Blaster Rifle", "Rebel Trooper")
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .fill(Light, Pile::Force, 3)
        .reserve_top(Light, &["Rebel Trooper"]) // 1 + 1 = 2 > 1
        .phase(Light, Phase::Battle)
        .build();
    let rifle = s.card(Light, "Blaster Rifle");
    let target = s.card(Dark, "Stormtrooper");
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    s.answer(Answer::Fire {
        weapon: rifle,
        target,
    });
    assert!(s.saw(|w| matches!(w, What::TargetHit { .. })));
    assert!(s.pile(Light, Pile::Force).is_empty(), "battle 1 + fire 2");
}

fn card_1_162_timer_mine_explodes_at_the_start_of_its_owners_next_turn() {
    let mut s = premiere()
        .site(Light, DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Dark, "Stormtrooper", DUNE_SEA)
        .at(Light, "Timer Mine", DUNE_SEA)
        .reserve_top(Light, &["Shistavanen Wolfman"]) // destiny 2
        .turn_begins(Light)
        .build();
    // Two of three Stormtroopers are lost, Dark's choice.
    assert_eq!(
        s.seat(),
        Some(Dark),
        "{:?} {:?}\n{}",
        s.prompt(),
        s.options(),
        s.log()
    );
    let troopers = s.cards(Dark, "Stormtrooper");
    s.answer(Answer::Choose(troopers[0]));
    s.answer(Answer::Choose(troopers[1]));
    let lost = troopers
        .iter()
        .filter(|&&c| s.place(c) == Place::Pile(Pile::Lost))
        .count();
    assert_eq!(lost, 2, "{}", s.log());
    assert_eq!(
        s.place(s.card(Light, "Timer Mine")),
        Place::Pile(Pile::Lost)
    );
}

/// Solo Han: +2 battle destiny for Han defending alone at a site, +1 for an alien.
fn card_1_111_solo_han_adds_2_for_han_defending_alone() {
    use crate::support::defending_alone_adds as adds;
    assert_eq!(adds(Light, "1_111", &["1_11"], &["Han Solo"], 0), Some(2));
    assert_eq!(adds(Light, "1_111", &["1_11"], &["Han Solo", "Talz"], 0), None);
}

fn card_1_111_solo_han_adds_1_for_an_alien_defending_alone() {
    use crate::support::defending_alone_adds as adds;
    assert_eq!(adds(Light, "1_111", &[], &["Talz"], 1), Some(1));
    assert_eq!(adds(Light, "1_111", &[], &["Rebel Trooper"], 1), None, "no alien");
}

/// Light's Sense: cancels an interrupt the opponent just played when its destiny is below
/// the ability of your highest-ability character (here Luke's 3: a 1 cancels, a 4 does not).
fn card_1_109_sense_cancels_an_interrupt_with_destiny_below_your_highest_ability() {
    for (top, cancels) in [("Luke", true), ("Rebel Barrier", false)] {
        let mut s = premiere()
            .extra(Light, crate::support::card("1_109"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Light, "Rebel Trooper")
            .hand(Light, "Sense")
            .hand(Dark, "Imperial Barrier")
            .reserve_top(Light, &[top])
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Force, 1)
            .phase(Light, Phase::Deploy)
            .build();
        let trooper = s.card(Light, "Rebel Trooper");
        let barrier = s.card(Dark, "Imperial Barrier");
        let sense = s.card(Light, "Sense");
        s.answer(Answer::Deploy {
            card: trooper,
            to: Dest::At(s.site(DUNE_SEA)),
        });
        s.answer_with(play(barrier));
        s.answer_with(play_mode(sense, 0));
        let barred = s.q().has_rule(trooper, swccg_engine::script::Rule::MayNotBattle);
        assert_eq!(barred, !cancels, "destiny from {top}\n{}", s.log());
        let pile = if cancels { Pile::Lost } else { Pile::Used };
        assert_eq!(s.place(barrier), Place::Pile(pile));
    }
}

/// Light's Alter: cancels a Dark Effect on table when its destiny is below your highest
/// ability (Luke's 3: a 1 cancels, a 4 does not).
fn card_1_71_alter_cancels_an_effect_with_destiny_below_your_highest_ability() {
    for (top, cancels) in [("Luke", true), ("Rebel Barrier", false)] {
        let mut s = premiere()
            .extra(Light, crate::support::card("1_71"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .on_table(Dark, "Macroscan")
            .hand(Light, "Alter")
            .reserve_top(Light, &[top])
            .phase(Light, Phase::Deploy)
            .build();
        let alter = s.card(Light, "Alter");
        let macroscan = s.card(Dark, "Macroscan");
        s.answer_with(play_mode(alter, 0));
        let lost = s.place(macroscan) == Place::Pile(Pile::Lost);
        assert_eq!(lost, cancels, "destiny from {top}\n{}", s.log());
    }
}

/// Wioslea: for 1 Force, a destiny above the Ubrikkian's destiny (2) buys it for its deploy
/// cost (2): destiny 3 with 3 Force buys it, leaving none; destiny 2 does not (1 Force used);
/// with 2 Force, destiny 3 cannot pay the 2 after the 1 (1 left).
fn card_1_33_wioslea_purchases_a_transport_vehicle_with_destiny_above_its_own() {
    let ubrikkian = "Ubrikkian 9000 Z001";
    assert_eq!(wioslea_buys("1_310", ubrikkian, "Talz", 3, false), Some((true, 0)));
    assert_eq!(wioslea_buys("1_310", ubrikkian, "Shistavanen Wolfman", 3, false), Some((false, 2)));
    assert_eq!(wioslea_buys("1_310", ubrikkian, "Talz", 2, false), Some((false, 1)));
}

/// Wioslea may not target a vehicle with a character aboard (not unoccupied).
fn card_1_33_wioslea_may_not_target_an_occupied_vehicle() {
    assert_eq!(wioslea_buys("1_310", "Ubrikkian 9000 Z001", "Talz", 3, true), None);
}

/// Wioslea buys a droid too: LIN-V8M (destiny 3, deploy 2) against destiny 5 (a second
/// Wioslea); against 3 it stays Dark's.
fn card_1_33_wioslea_purchases_a_droid() {
    assert_eq!(wioslea_buys("1_186", "LIN-V8M (Elleyein-Veeateemm)", "Wioslea", 3, false), Some((true, 0)));
    assert_eq!(wioslea_buys("1_186", "LIN-V8M (Elleyein-Veeateemm)", "Talz", 3, false), Some((false, 2)));
}

/// Momaw Nadon snares (steals) a Rancor present at his site: it becomes Light's there; a
/// Rancor at another site, or a creature the text does not name (a Womp Rat), is not offered.
fn card_1_20_momaw_nadon_snares_a_named_creature_present() {
    let mut s = premiere()
        .extra(Light, crate::support::card("1_20"))
        .extra(Dark, crate::support::card("6_139"))
        .extra(Dark, crate::support::card("6_139"))
        .extra(Dark, crate::support::card("7_215"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Momaw Nadon", MOS_EISLEY)
        .at(Dark, "Rancor", MOS_EISLEY)
        .at(Dark, "Rancor", DUNE_SEA)
        .at(Dark, "Womp Rat", MOS_EISLEY)
        .phase(Light, Phase::Control)
        .build();
    let momaw = s.card(Light, "Momaw Nadon");
    let rancors = s.cards(Dark, "Rancor");
    let eisley = s.site(MOS_EISLEY);
    let (here, away) = if s.place(rancors[0]) == (Place::At { location: eisley }) {
        (rancors[0], rancors[1])
    } else {
        (rancors[1], rancors[0])
    };
    assert!(!targets(&s, momaw, away));
    assert!(!targets(&s, momaw, s.card(Dark, "Womp Rat")));
    assert!(targets(&s, momaw, here));
    s.answer_with(|a| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == momaw && *t == here));
    assert_eq!(s.q().owner(here), Light);
    assert_eq!(s.place(here), Place::At { location: eisley });
    assert!(s.saw(|w| matches!(w, What::Stolen { card, by: Light } if *card == here)), "{}", s.log());
}

// ----- Disarmed (the Dark copy's script and helpers, in premiere_dark) -----

/// Deploys in either player's control phase (never the deploy phase) on the Dark Side's
/// armed character present with the Light Side's armed one, and on no other.
fn card_1_48_disarmed_deploys_in_any_control_phase_on_an_armed_opponent() {
    super::premiere_dark::disarmed_deploys_in_any_control_phase(Light);
}

/// The character's weapon is lost, its power is 1 less and it may carry no weapon while
/// Disarmed is on it.
fn card_1_48_disarmed_character_loses_weapons_and_1_power() {
    super::premiere_dark::disarmed_loses_weapons_and_power(Light);
}

/// Permanent weapons count as weapons, and are lost too while Disarmed is on the character.
fn card_1_48_disarmed_takes_permanent_weapons_too() {
    super::premiere_dark::disarmed_takes_permanent_weapons(Light);
}

/// Immune to Alter.
fn card_1_48_disarmed_immune_to_alter() {
    super::premiere_dark::disarmed_immune_to_alter(Light);
}

}
