//! Tests of the Open 40 Beginner cards whose texts play with movement, locations and weapons (scripts
//! in each card's own set file). Each test is named `card_<GEMP id>_<what it does>`.

use super::pool_hoth::use_text;
use super::special_edition::shuffled;
use crate::support::{answer_plainly, card, deploy_choices, drive_until, premiere, titles_of};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::WhyNot;
use swccg_engine::decision::Dest;
use swccg_engine::event::Blocked;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::Scenario;
use swccg_engine::script::{Quantity, Stat};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const DB94: &str = "Tatooine: Docking Bay 94";
const EXECUTOR_BAY: &str = "Executor: Docking Bay";
const KACHIRHO: &str = "Kashyyyk: Kachirho";
const FOREST_DEPTHS: &str = "Kashyyyk: Forest Depths";
const WOOKIEE: &str = "Wookiee";
const UBRIKKIAN: &str = "Ubrikkian 9000 Z001";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const AUDIENCE_CHAMBER: &str = "Jabba's Palace: Audience Chamber";
const KARRDE: &str = "Wild Karrde";
const CORVETTE: &str = "Corellian Corvette";
const TATOOINE: &str = "Tatooine";
const KIFFEX: &str = "Kiffex";
const STALKER: &str = "Stalker (V)";
const DANTOOINE: &str = "Dantooine";
const DIN: &str = "Din Djarin";
const PLATFORM: &str = "Mustafar: Private Platform (Docking Bay)";
const SHUTTLE: &str = "Vader's Personal Shuttle";
const VADER_TIE: &str = "Vader's Custom TIE";
/// A location card in hand keeps a deploy phase's window open.
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// `side`'s `mover` at docking bay `from` makes docking bay transit to `to` in `side`'s move
/// phase with `force` Force, on the table `extra` completes: whether it was offered, and
/// then the Force it used.
fn transit(
    extra: impl FnOnce(swccg_engine::scenario::Builder) -> swccg_engine::scenario::Builder,
    side: Side,
    mover: &str,
    from: &str,
    to: &str,
    force: usize,
) -> Option<usize> {
    let b = premiere()
        .extra(Dark, card("7_282"))
        .extra(Dark, card("216_9"))
        .site(Dark, DB94)
        .site(Dark, EXECUTOR_BAY)
        .site(Dark, PLATFORM)
        .at(side, mover, from);
    let mut s = extra(b)
        .fill(side, Pile::Force, force)
        .phase(side, Phase::Move)
        .build();
    let mover = s.card(side, mover);
    let answer = Answer::Transit {
        card: mover,
        to: s.site(to),
    };
    if !s.has_option(answer) {
        return None;
    }
    s.answer(answer);
    assert_eq!(
        s.place(mover),
        Place::At {
            location: s.site(to)
        }
    );
    Some(force - s.pile(side, Pile::Force).len())
}

crate::card_tests! {
/// Executor: Docking Bay: Dark's transit from it is free and to it costs what Docking Bay 94
/// asks (1); Light's from it costs 7 and to it Docking Bay 94's 2 plus 9, one Force short of
/// either refused.
fn card_7_282_executor_docking_bay_transit_costs() {
    let none = |b| b;
    assert_eq!(transit(none, Dark, "Stormtrooper", EXECUTOR_BAY, DB94, 0), Some(0));
    assert_eq!(transit(none, Dark, "Stormtrooper", DB94, EXECUTOR_BAY, 1), Some(1));
    assert_eq!(transit(none, Dark, "Stormtrooper", DB94, EXECUTOR_BAY, 0), None);
    assert_eq!(transit(none, Light, "Rebel Trooper", EXECUTOR_BAY, DB94, 7), Some(7));
    assert_eq!(transit(none, Light, "Rebel Trooper", EXECUTOR_BAY, DB94, 6), None);
    assert_eq!(transit(none, Light, "Rebel Trooper", DB94, EXECUTOR_BAY, 11), Some(11));
    assert_eq!(transit(none, Light, "Rebel Trooper", DB94, EXECUTOR_BAY, 10), None);
}

/// While Dark occupies Executor: Docking Bay, Light may not move there (its transit is
/// refused with the reason), and may once Dark's trooper is elsewhere.
fn card_7_282_executor_docking_bay_bars_the_opponent_while_occupied() {
    for occupied in [true, false] {
        let trooper_at = if occupied { EXECUTOR_BAY } else { DB94 };
        let b = premiere()
            .extra(Dark, card("7_282"))
            .site(Dark, DB94)
            .site(Dark, EXECUTOR_BAY)
            .site(Dark, "Tatooine: Mos Eisley")
            .at(Dark, "Stormtrooper", trooper_at)
            .at(Light, "Rebel Trooper", DB94)
            .fill(Light, Pile::Force, 12)
            .phase(Light, Phase::Move);
        let s = b.build();
        let rebel = s.card(Light, "Rebel Trooper");
        let bay = s.site(EXECUTOR_BAY);
        let offered = s.has_option(Answer::Transit { card: rebel, to: bay });
        assert_eq!(offered, !occupied, "occupied {occupied}");
        let why = s.game.why_not_move(Light, rebel, bay);
        if occupied {
            assert_eq!(why, Some(WhyNot::CannotMove { blocked: Blocked::CannotMove }));
        } else {
            assert_eq!(why, None);
        }
    }
}

/// Kashyyyk: Forest Depths: while Light controls it, a Wookiee's destiny is 1 more (2 + 1),
/// not while Dark's Stormtrooper is there too; anywhere (in hand too) it counts.
fn card_215_13_forest_depths_wookiees_destiny_plus_1_while_you_control() {
    for (contested, destiny) in [(false, 3), (true, 2)] {
        let mut b = premiere()
            .extra(Light, card("215_13"))
            .extra(Light, card("215_14"))
            .extra(Light, card("7_50"))
            .extra(Light, card("7_50"))
            .site(Light, KACHIRHO)
            .site(Light, FOREST_DEPTHS)
            .at(Light, WOOKIEE, FOREST_DEPTHS)
            .hand(Light, WOOKIEE);
        if contested {
            b = b.at(Dark, "Stormtrooper", FOREST_DEPTHS);
        }
        let s = b.build();
        for w in s.cards(Light, WOOKIEE) {
            assert_eq!(s.q().stat(w, Stat::Destiny), destiny, "contested {contested}");
        }
        let trooper = s.card(Light, "Rebel Trooper");
        assert_eq!(s.q().stat(trooper, Stat::Destiny), 1, "not a Wookiee");
    }
}

/// Kashyyyk: Forest Depths: Dark's vehicle deploys to Kachirho but not to it (a Dark
/// character does, and so does Light's vehicle), and Dark's driven vehicle at Kachirho does
/// not move to it while its driver alone does.
fn card_215_13_forest_depths_no_dark_starships_or_vehicles() {
    let base = || {
        premiere()
            .extra(Light, card("215_13"))
            .extra(Light, card("215_14"))
            .extra(Dark, card("1_310"))
            .extra(Dark, card("1_180"))
            .extra(Light, card("1_149"))
            .site(Light, KACHIRHO)
            .site(Light, FOREST_DEPTHS)
    };
    let s = base()
        .hand(Dark, UBRIKKIAN)
        .hand(Dark, "Stormtrooper")
        .at(Dark, "Imperial Pilot", KACHIRHO)
        .fill(Dark, Pile::Force, 8)
        .phase(Dark, Phase::Deploy)
        .build();
    let (kachirho, depths) = (s.site(KACHIRHO), s.site(FOREST_DEPTHS));
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    let options = s.deploy_options_for(ubrikkian);
    assert!(options.contains(&Dest::At(kachirho)), "{options:?}");
    assert!(!options.contains(&Dest::At(depths)), "{options:?}");
    assert_eq!(
        s.game.why_not(Dark, ubrikkian, Dest::At(depths)),
        Some(WhyNot::LocationForbids { location: depths })
    );
    let trooper = s.card_in_hand(Dark, "Stormtrooper");
    assert!(s.deploy_options_for(trooper).contains(&Dest::At(depths)));

    let s = base()
        .hand(Light, "Luke's X-34 Landspeeder")
        .at(Light, "Rebel Trooper", KACHIRHO)
        .fill(Light, Pile::Force, 8)
        .phase(Light, Phase::Deploy)
        .build();
    let x34 = s.card(Light, "Luke's X-34 Landspeeder");
    assert!(s.deploy_options_for(x34).contains(&Dest::At(s.site(FOREST_DEPTHS))));

    let s = base()
        .at(Dark, UBRIKKIAN, KACHIRHO)
        .on(Dark, "Stormtrooper", UBRIKKIAN)
        .at(Dark, "Imperial Pilot", KACHIRHO)
        .fill(Dark, Pile::Force, 8)
        .phase(Dark, Phase::Move)
        .build();
    let depths = s.site(FOREST_DEPTHS);
    let ubrikkian = s.card(Dark, UBRIKKIAN);
    assert!(!s.has_option(Answer::Move { card: ubrikkian, to: depths }));
    assert_eq!(
        s.game.why_not_move(Dark, ubrikkian, depths),
        Some(WhyNot::CannotMove { blocked: Blocked::CannotMove })
    );
    let pilot = s.card(Dark, "Imperial Pilot");
    assert!(s.has_option(Answer::Move { card: pilot, to: depths }));
}

/// Mustafar: Private Platform: once per turn in Dark's deploy phase, deploys a starfighter
/// with 'Vader' in title (the shuttle or Vader's TIE, not a TIE Fighter nor Vader himself)
/// there from the Reserve Deck, which is reshuffled; not a second time that turn.
fn card_216_9_private_platform_deploys_a_vader_starfighter_once_per_turn() {
    let mut s = premiere()
        .extra(Dark, card("216_9"))
        .extra(Dark, card("7_309"))
        .extra(Dark, card("1_306"))
        .extra(Dark, card("1_304"))
        .site(Dark, PLATFORM)
        .reserve_top(Dark, &[SHUTTLE, VADER_TIE, "TIE Fighter"])
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    let platform = s.site(PLATFORM);
    s.answer_with(use_text(platform));
    let offered = deploy_choices(&s);
    assert_eq!(titles_of(&s, &offered), vec![VADER_TIE, SHUTTLE]);
    let shuttle = s.card(Dark, SHUTTLE);
    s.answer_with(move |a| matches!(a, Answer::Deploy { card, .. } if *card == shuttle));
    assert_eq!(s.place(shuttle), Place::At { location: platform }, "{}", s.log());
    assert!(shuffled(&s, Dark));
    assert!(!s.options().iter().any(use_text(platform)), "once per turn");
}

/// Mustafar: Private Platform: Light's transit from it costs 4 and to it Docking Bay 94's 2
/// plus 4; with Vader there 6 and 2 + 6; one Force short of each refused.
fn card_216_9_private_platform_light_transit_costs_4_or_6_with_vader() {
    let none = |b| b;
    let vader = |b: swccg_engine::scenario::Builder| b.at(Dark, "Vader", PLATFORM);
    let rebel = "Rebel Trooper";
    assert_eq!(transit(none, Light, rebel, PLATFORM, DB94, 4), Some(4));
    assert_eq!(transit(none, Light, rebel, PLATFORM, DB94, 3), None);
    assert_eq!(transit(none, Light, rebel, DB94, PLATFORM, 6), Some(6));
    assert_eq!(transit(none, Light, rebel, DB94, PLATFORM, 5), None);
    assert_eq!(transit(vader, Light, rebel, PLATFORM, DB94, 6), Some(6));
    assert_eq!(transit(vader, Light, rebel, PLATFORM, DB94, 5), None);
    assert_eq!(transit(vader, Light, rebel, DB94, PLATFORM, 8), Some(8));
    assert_eq!(transit(vader, Light, rebel, DB94, PLATFORM, 7), None);
    assert_eq!(transit(none, Dark, "Stormtrooper", PLATFORM, DB94, 0), Some(0), "not Dark's");
}

/// Boba adds 3 to the power of the starship he pilots (Red 3: 3 printed, 6), and nothing as
/// a passenger.
fn card_217_31_boba_adds_3_to_what_he_pilots() {
    super::space::adds_power_piloting("217_31", Light, 3);
}

/// Boba deploys free to Dark's Audience Chamber, for his 4 to Light's own copy or elsewhere.
fn card_217_31_boba_deploys_free_to_opponents_audience_chamber() {
    for (side, id, cost) in [(Dark, "6_162", 0), (Light, "6_81", 4)] {
        let s = premiere()
            .extra(Light, card("217_31"))
            .extra(side, card(id))
            .site(side, AUDIENCE_CHAMBER)
            .site(Dark, MOS_EISLEY)
            .hand(Light, "Boba")
            .build();
        let boba = s.card(Light, "Boba");
        let cost_at = |l: &str| s.q().deploying(boba, Some(s.site(l))).stat(boba, Stat::Deploy);
        assert_eq!(cost_at(AUDIENCE_CHAMBER), cost, "{side}'s");
        assert_eq!(cost_at(MOS_EISLEY), 4);
    }
}

/// In a battle at Mos Eisley, Boba (ability 3) alone draws one battle destiny against two
/// Stormtroopers and none against one.
fn card_217_31_boba_adds_a_battle_destiny_while_outnumbered() {
    for (troopers, draws) in [(2, 1), (1, 0)] {
        let mut b = premiere().extra(Light, card("217_31")).site(Dark, MOS_EISLEY);
        for _ in 0..troopers {
            b = b.at(Dark, "Stormtrooper", MOS_EISLEY);
        }
        let mut s = b
            .at(Light, "Boba", MOS_EISLEY)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let at = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Light, at, 0), draws, "{troopers} troopers");
    }
}

/// Boba (ability 3): Dark's Stormtrooper (ability 1) with him is power -1, Admiral Motti
/// (ability 3) is not, nor is a Stormtrooper elsewhere or Light's own Rebel Trooper.
fn card_217_31_boba_lesser_ability_power_minus_1_here() {
    let s = premiere()
        .extra(Light, card("217_31"))
        .extra(Dark, card("1_164"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, "Tatooine: Jundland Wastes")
        .at(Light, "Boba", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Admiral Motti", MOS_EISLEY)
        .at(Dark, "Stormtrooper", "Tatooine: Jundland Wastes")
        .build();
    let q = s.q();
    let troopers = s.cards(Dark, "Stormtrooper");
    let printed = |c| q.bp(c).power;
    assert_eq!(q.ability(troopers[0]), 1);
    let here: Vec<_> = troopers.iter().filter(|&&c| q.place(c) == Place::At { location: s.site(MOS_EISLEY) }).collect();
    let there: Vec<_> = troopers.iter().filter(|&&c| q.place(c) == Place::At { location: s.site("Tatooine: Jundland Wastes") }).collect();
    assert_eq!(q.power(*here[0]), printed(*here[0]) - 1);
    assert_eq!(q.power(*there[0]), printed(*there[0]));
    let motti = s.card(Dark, "Admiral Motti");
    assert_eq!(q.ability(motti), 3);
    assert_eq!(q.power(motti), printed(motti));
    let rebel = s.card(Light, "Rebel Trooper");
    assert_eq!(q.power(rebel), printed(rebel));
}

/// Boba is immune to Hidden Weapons, and to no other interrupt.
fn card_217_31_boba_immune_to_hidden_weapons() {
    let s = premiere()
        .extra(Light, card("217_31"))
        .extra(Dark, card("6_154"))
        .extra(Dark, card("3_138"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Boba", MOS_EISLEY)
        .hand(Dark, "Hidden Weapons")
        .hand(Dark, "Trample")
        .build();
    let boba = s.card(Light, "Boba");
    assert!(s.q().immune_to(boba, s.card(Dark, "Hidden Weapons")));
    assert!(!s.q().immune_to(boba, s.card(Dark, "Trample")));
}

/// Wild Karrde, a capital starship, deploys to Docking Bay 94 and lands there from Tatooine
/// like a starfighter; the Corellian Corvette (capital) does neither.
fn card_203_21_wild_karrde_deploys_and_moves_like_a_starfighter() {
    let base = || {
        premiere()
            .extra(Light, card("203_21"))
            .extra(Light, card("1_140"))
            .extra(Dark, card("1_289"))
            .site(Dark, TATOOINE)
            .site(Dark, DB94)
            .at(Light, "Rebel Trooper", DB94)
            .at(Light, "Luke", TATOOINE)
    };
    let s = base()
        .hand(Light, KARRDE)
        .hand(Light, CORVETTE)
        .fill(Light, Pile::Force, 10)
        .phase(Light, Phase::Deploy)
        .build();
    let db94 = s.site(DB94);
    let karrde = s.card(Light, KARRDE);
    let corvette = s.card(Light, CORVETTE);
    assert!(s.deploy_options_for(karrde).contains(&Dest::At(db94)));
    assert!(s.deploy_options_for(karrde).contains(&Dest::At(s.site(TATOOINE))));
    assert!(!s.deploy_options_for(corvette).contains(&Dest::At(db94)));
    assert!(s.deploy_options_for(corvette).contains(&Dest::At(s.site(TATOOINE))));

    for (ship, lands) in [(KARRDE, true), (CORVETTE, false)] {
        let s = base()
            .at(Light, ship, TATOOINE)
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Move)
            .build();
        let (ship_id, db94) = (s.card(Light, ship), s.site(DB94));
        assert_eq!(s.has_option(Answer::Move { card: ship_id, to: db94 }), lands, "{ship}");
        assert_eq!(s.game.why_not_move(Light, ship_id, db94).is_none(), lands, "{ship}");
    }
}

/// Wild Karrde is immune to attrition < 5: its immunity is 5 (4 would not cover attrition 4).
fn card_203_21_wild_karrde_immune_to_attrition_below_5() {
    let s = premiere()
        .extra(Light, card("203_21"))
        .extra(Dark, card("2_147"))
        .site(Dark, KIFFEX)
        .at(Light, KARRDE, KIFFEX)
        .build();
    let karrde = s.card(Light, KARRDE);
    assert_eq!(s.q().fold(Quantity::Immunity, QTarget::Card(karrde), 0), 5);
}

/// In a battle at Kiffex, Light's total battle destiny (the one destiny drawn) is +1 for each
/// smuggler aboard Wild Karrde: Han piloting, and with Corellian as a passenger +2; its total
/// power and Dark's attrition both count it.
fn card_203_21_wild_karrde_smugglers_add_to_total_battle_destiny() {
    for (with_corellian, smugglers) in [(false, 1), (true, 2)] {
        let mut b = premiere()
            .extra(Light, card("203_21"))
            .extra(Light, card("1_11"))
            .extra(Light, card("2_6"))
            .extra(Dark, card("2_147"))
            .extra(Dark, card("1_301"))
            .site(Dark, KIFFEX)
            .at(Light, KARRDE, KIFFEX)
            .on(Light, "Han Solo", KARRDE)
            .at(Dark, "Devastator", KIFFEX);
        if with_corellian {
            b = b.passenger(Light, "Corellian", KARRDE);
        }
        let mut s = b
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Used, 10)
            .fill(Dark, Pile::Used, 10)
            .reserve_top(Light, &["Rebel Trooper"])
            .phase(Light, Phase::Battle)
            .build();
        let kiffex = s.site(KIFFEX);
        s.answer(Answer::Battle(kiffex));
        let power = s.q().battle_power(Light, kiffex);
        for _ in 0..40 {
            if s.saw(|w| matches!(w, What::BattleTotals { .. })) || !answer_plainly(&mut s) {
                break;
            }
        }
        let drawn: Vec<i32> = s
            .seen()
            .filter_map(|w| match w {
                What::DestinyDrawn { player: Light, value, .. } => Some(*value),
                _ => None,
            })
            .collect();
        assert_eq!(drawn.len(), 1, "{}", s.log());
        let total = s
            .seen()
            .find_map(|w| match w {
                What::BattleTotals { light, .. } => Some(*light),
                _ => None,
            })
            .expect("totals");
        assert_eq!(total, power + drawn[0] + smugglers, "{}", s.log());
        // Dark's attrition is Light's total battle destiny.
        assert!(s.saw(|w| matches!(w, What::Attrition { against: Dark, amount } if *amount == drawn[0] + smugglers)));
    }
}

/// Stalker (V) at Kiffex (parsec 2, hyperspeed 3): when Light's X-wing moves to Dantooine (3
/// parsecs) Stalker follows it for 1 Force; to Tatooine (5 parsecs) it is out of range and not
/// offered; once it followed, a starship moving from its new system is not followed again; a
/// starship moving to Dantooine from Tatooine (not from Stalker's system) is not followed.
fn card_201_41_stalker_follows_a_starship_that_moved_from_here_once_per_game() {
    let build = |corvette_at: &str| {
        premiere()
            .extra(Dark, card("201_41"))
            .extra(Dark, card("2_147"))
            .extra(Dark, card("1_282"))
            .extra(Dark, card("1_289"))
            .extra(Light, card("1_146"))
            .extra(Light, card("1_140"))
            .site(Dark, KIFFEX)
            .site(Dark, DANTOOINE)
            .site(Dark, TATOOINE)
            .at(Dark, STALKER, KIFFEX)
            .at(Light, "X-wing", KIFFEX)
            .on(Light, "Luke", "X-wing")
            .at(Light, CORVETTE, corvette_at)
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Move)
            .build()
    };
    // Answers Dark's windows until Stalker's text is offered (true) or Light decides again.
    let offered = |s: &mut Scenario, stalker| {
        for _ in 0..6 {
            if s.options().iter().any(use_text(stalker)) {
                return true;
            }
            if s.seat() != Some(Dark) {
                return false;
            }
            s.answer(Answer::Pass);
        }
        false
    };
    let mut s = build(KIFFEX);
    let (stalker, xwing) = (s.card(Dark, STALKER), s.card(Light, "X-wing"));
    s.answer(Answer::Move { card: xwing, to: s.site(TATOOINE) });
    assert!(!offered(&mut s, stalker), "5 parsecs: out of range");

    // A starship that moves from another system, even to one in range, is not followed.
    let mut s = build(TATOOINE);
    let (stalker, corvette) = (s.card(Dark, STALKER), s.card(Light, CORVETTE));
    let to_dantooine = Answer::Move { card: corvette, to: s.site(DANTOOINE) };
    assert!(s.has_option(to_dantooine), "{:?}", s.options());
    s.answer(to_dantooine);
    assert!(!offered(&mut s, stalker), "not from here\n{}", s.log());

    let mut s = build(DANTOOINE);
    let (stalker, xwing) = (s.card(Dark, STALKER), s.card(Light, "X-wing"));
    let dantooine = s.site(DANTOOINE);
    s.answer(Answer::Move { card: xwing, to: dantooine });
    assert!(offered(&mut s, stalker), "{}", s.log());
    s.answer_with(use_text(stalker));
    assert_eq!(s.place(stalker), Place::At { location: dantooine }, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2, "the move's 1 Force");
    // Even with its move of the turn forgotten, it follows no more.
    s.mutate(|cx| cx.st.card_mut(stalker).flags.clear(Flags::MOVED_TURN));
    let corvette = s.card(Light, CORVETTE);
    assert_eq!(s.seat(), Some(Light));
    s.answer(Answer::Move { card: corvette, to: s.site(KIFFEX) });
    assert!(!offered(&mut s, stalker), "once per game");
}

/// Stalker (V) takes Dark's Imperial Pilot aboard, and a TIE Fighter in its TIE slots, not
/// Vader's Personal Shuttle (no TIE).
fn card_201_41_stalker_carries_pilots_and_ties() {
    let s = premiere()
        .extra(Dark, card("201_41"))
        .extra(Dark, card("2_147"))
        .extra(Dark, card("1_180"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("7_309"))
        .site(Dark, KIFFEX)
        .at(Dark, STALKER, KIFFEX)
        .hand(Dark, "Imperial Pilot")
        .hand(Dark, "TIE Fighter")
        .hand(Dark, SHUTTLE)
        .fill(Dark, Pile::Force, 8)
        .phase(Dark, Phase::Deploy)
        .build();
    let stalker = s.card(Dark, STALKER);
    let aboard = |title: &str| {
        s.deploy_options_for(s.card(Dark, title))
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == stalker))
    };
    assert!(aboard("Imperial Pilot"));
    assert!(aboard("TIE Fighter"));
    assert!(!aboard(SHUTTLE));
}

/// Din Djarin adds 2 to the power of the starship he pilots (Red 3: 3 printed, 5), and
/// nothing as a passenger.
fn card_214_18_din_adds_2_to_what_he_pilots() {
    super::space::adds_power_piloting("214_18", Light, 2);
}

/// In a battle at Mos Eisley, Din (ability 3) with Luke (ability 4, not an alien) draws one
/// battle destiny, and with the Shistavanen Wolfman (an alien) beside them one more.
fn card_214_18_din_adds_a_battle_destiny_with_an_alien() {
    for (alien, draws) in [(false, 1), (true, 2)] {
        let mut b = premiere()
            .extra(Light, card("214_18"))
            .site(Dark, MOS_EISLEY)
            .at(Light, DIN, MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        if alien {
            b = b.at(Light, "Shistavanen Wolfman", MOS_EISLEY);
        }
        let mut s = b.fill(Dark, Pile::Force, 1).phase(Dark, Phase::Battle).build();
        let at = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(at));
        let base = s.q().battle_destiny_draws(Light, at, 0);
        assert_eq!(base, draws, "alien {alien}");
    }
}

/// Din targets Dark's Stormtrooper at his site (not the 'hit' Tonnika Sisters there, not the
/// Stormtrooper elsewhere: the only target, chosen at once), once per turn.
fn card_214_18_din_targets_a_non_hit_opponents_character_here_once_per_turn() {
    let mut s = din_table();
    let din = s.card(Light, DIN);
    let here = s.site(MOS_EISLEY);
    let target = s
        .cards(Dark, "Stormtrooper")
        .into_iter()
        .find(|&c| s.place(c) == Place::At { location: here })
        .expect("the trooper");
    s.answer_with(use_text(din));
    assert_eq!(s.state().card(din).target, Some(target), "the only one: {}", s.log());
    assert!(!s.options().iter().any(use_text(din)), "once per turn");
}

/// Din targets the Stormtrooper in Light's deploy phase; Light wins the battle there and Dark
/// forfeits it: Light retrieves 1 Force, or, going on, places it in Dark's Used Pile and
/// retrieves 2.
fn card_214_18_din_retrieves_when_his_target_is_lost_this_turn() {
    for go_on in [false, true] {
        let mut s = din_battle_table();
        let din = s.card(Light, DIN);
        let trooper = s.card(Dark, "Stormtrooper");
        s.answer_with(use_text(din));
        assert_eq!(s.state().card(din).target, Some(trooper));
        let lost_before = s.pile(Light, Pile::Lost).len();
        let here = s.site(MOS_EISLEY);
        assert!(drive_until(&mut s, |a| *a == Answer::Battle(here), 10), "{}", s.log());
        s.answer(Answer::Battle(here));
        let asked = |s: &Scenario| {
            s.seat() == Some(Light) && s.has_option(Answer::Yes) && s.place(trooper) == Place::Pile(Pile::Lost)
        };
        for _ in 0..60 {
            if asked(&s) || !answer_plainly(&mut s) {
                break;
            }
        }
        assert!(asked(&s), "{}", s.log());
        assert_eq!(lost_before - s.pile(Light, Pile::Lost).len(), 1, "the first Force");
        s.answer(if go_on { Answer::Yes } else { Answer::No });
        let retrieved = lost_before - s.pile(Light, Pile::Lost).len();
        assert_eq!(retrieved, if go_on { 2 } else { 1 }, "go on {go_on}: {}", s.log());
        let pile = if go_on { Pile::Used } else { Pile::Lost };
        assert_eq!(s.place(trooper), Place::Pile(pile));
    }
}

/// Din's target lost on a later turn (Dark's, forfeited in the battle Dark starts) brings
/// nothing back: the aim lasted one turn.
fn card_214_18_din_target_lost_next_turn_retrieves_nothing() {
    let mut s = din_battle_table();
    let din = s.card(Light, DIN);
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer_with(use_text(din));
    let here = s.site(MOS_EISLEY);
    for _ in 0..80 {
        if s.state().active == Dark && s.has_option(Answer::Battle(here)) {
            break;
        }
        let options = s.options();
        let pick = [Answer::Pass, Answer::No]
            .into_iter()
            .find(|a| options.contains(a))
            .unwrap_or(options[0]);
        s.answer(pick);
    }
    assert_eq!(s.state().card(din).target, None, "{}", s.log());
    let lost_before = s.pile(Light, Pile::Lost).len();
    s.answer(Answer::Battle(here));
    for _ in 0..60 {
        if !answer_plainly(&mut s) || s.state().active != Dark {
            break;
        }
    }
    assert_eq!(s.place(trooper), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Lost).len(), lost_before, "{}", s.log());
}
}

/// Light's deploy phase with Din Djarin and Luke against one Dark Stormtrooper at Mos Eisley,
/// Force for both sides' battles and 4 cards in Light's Lost Pile.
fn din_battle_table() -> Scenario {
    premiere()
        .extra(Light, card("214_18"))
        .site(Dark, MOS_EISLEY)
        .at(Light, DIN, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Lost, 4)
        .fill(Light, Pile::Force, 4)
        .fill(Dark, Pile::Force, 6)
        .fill(Light, Pile::Used, 10)
        .fill(Dark, Pile::Used, 10)
        .phase(Light, Phase::Deploy)
        .build()
}

/// Light's deploy phase with Din Djarin and two Dark Stormtroopers at Mos Eisley (one 'hit'),
/// a third at the Jundland Wastes, and 4 cards in Light's Lost Pile.
fn din_table() -> Scenario {
    premiere()
        .extra(Light, card("214_18"))
        .extra(Dark, card("1_195"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, "Tatooine: Jundland Wastes")
        .at(Light, DIN, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Tonnika Sisters", MOS_EISLEY)
        .flag(Dark, "Tonnika Sisters", Flags::HIT)
        .at(Dark, "Stormtrooper", "Tatooine: Jundland Wastes")
        .fill(Light, Pile::Lost, 4)
        .fill(Light, Pile::Force, 2)
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build()
}
