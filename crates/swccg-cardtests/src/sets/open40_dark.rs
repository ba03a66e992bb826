//! Tests of the Dark cards of the "Open 40 card - Beginner Dark" sample deck that no other
//! file tests (scripts in each card's own set file). Each test is named
//! `card_<GEMP id>_<what it does>`.

use super::pool_hoth::{play, title};
use super::special_edition::{battle_until, destiny_added, finish_battle, shuffled};
use crate::support::{card, offered, play_targets, premiere, titles_of};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::{Dest, LossSource, TargetRef};
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::{Quantity, Rule, Stat};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const KIFFEX: &str = "Kiffex";
const TATOOINE: &str = "Tatooine";
const JEDHA: &str = "Jedha";
const MUSTAFAR: &str = "Mustafar";
const DQAR: &str = "D'Qar";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const CASTLE: &str = "Mustafar: Vader's Castle";
const TIE: &str = "TIE Fighter";
const DEVASTATOR: &str = "Devastator";
const ISD: &str = "Imperial-Class Star Destroyer";
const SHUTTLE: &str = "Vader's Personal Shuttle";
const CORVETTE: &str = "Corellian Corvette";
/// A location card in hand keeps a deploy phase's window open.
const KEEPER: &str = "Death Star: Detention Block Corridor";

/// The Premiere decks with Kiffex (Dark) on table and the given cards added to each deck.
fn kiffex(dark: &[&str], light: &[&str]) -> Builder {
    let mut b = premiere().extra(Dark, card("2_147"));
    for id in dark {
        b = b.extra(Dark, card(id));
    }
    for id in light {
        b = b.extra(Light, card(id));
    }
    b.site(Dark, KIFFEX)
}

/// Plays `card`'s `mode` at `target`.
fn play_at(s: &mut Scenario, card: CardId, mode: u8, target: CardId) {
    s.answer_with(move |a| {
        matches!(a, Answer::Play { card: c, mode: m, target: TargetRef::Card(t), .. }
            if *c == card && *m == mode && *t == target)
    });
}

/// The cards a text retrieved for `side`.
fn retrieved(s: &Scenario, side: swccg_cards::Side) -> usize {
    s.seen()
        .filter(|w| matches!(w, What::Retrieved { player, .. } if *player == side))
        .count()
}

fn lost_force(s: &Scenario, side: swccg_cards::Side) -> usize {
    s.seen()
        .filter(|w| matches!(w, What::ForceLost { player, .. } if *player == side))
        .count()
}

/// Plays Dark's `interrupt` (mode 0) in Dark's deploy phase, with `extras` (GEMP ids) in the
/// deck: it offers exactly `titles` from the Reserve Deck; Admiral Ozzel is taken into hand and
/// the deck reshuffled. Returns the scenario and the interrupt.
fn search_takes_ozzel(extras: &[&str], interrupt: &str, titles: &[&str]) -> (Scenario, CardId) {
    let mut b = premiere();
    for id in extras {
        b = b.extra(Dark, card(id));
    }
    let mut s = b
        .hand(Dark, interrupt)
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let played = s.card(Dark, interrupt);
    s.answer_with(play(played, 0));
    assert_eq!(titles_of(&s, &offered(&s)), titles);
    let ozzel = s.card(Dark, "Admiral Ozzel");
    s.answer(Answer::Choose(ozzel));
    assert_eq!(s.place(ozzel), Place::Pile(Pile::Hand));
    assert!(shuffled(&s, Dark));
    (s, played)
}

/// Light's drain at Dark's system `site` (script `site_id`, 2 Dark icons) with Light's Corellian
/// Corvette there, and `passenger` (from `light_extra`) aboard it or not: `(without, with)`.
fn light_drain_with(site_id: &str, site: &str, light_extra: &str, passenger: &str) -> [i32; 2] {
    [false, true].map(|aboard| {
        let mut b = kiffex(&[site_id], &["1_140", light_extra])
            .site(Dark, site)
            .at(Light, CORVETTE, site);
        if aboard {
            b = b.passenger(Light, passenger, CORVETTE);
        }
        let s = b.build();
        s.q().drain_amount(Light, s.site(site))
    })
}

crate::card_tests! {
/// TIE Fighter deploys for 1, 0 to a system where an Imperial capital starship (Devastator)
/// is; a Light capital starship (Corellian Corvette) does not lower it; its permanent pilot
/// gives Dark ability 1 where it stands alone.
fn card_1_304_tie_fighter_deploys_1_less_with_an_imperial_capital_starship() {
    for (with, cost) in [(Some((Dark, DEVASTATOR)), 0), (Some((Light, CORVETTE)), 1), (None, 1)] {
        let mut b = kiffex(&["1_304", "1_301", "1_289"], &["1_140"]).site(Dark, TATOOINE);
        if let Some((side, ship)) = with {
            b = b.at(side, ship, KIFFEX);
        }
        let s = b.hand(Dark, TIE).phase(Dark, Phase::Deploy).build();
        let tie = s.card(Dark, TIE);
        let cost_at = |l: &str| s.q().deploying(tie, Some(s.site(l))).stat(tie, Stat::Deploy);
        assert_eq!(cost_at(KIFFEX), cost, "with {with:?}");
        assert_eq!(cost_at(TATOOINE), 1, "nothing at Tatooine");
    }
    let s = kiffex(&["1_304"], &[]).at(Dark, TIE, KIFFEX).build();
    assert_eq!(s.q().ability_at(Dark, s.site(KIFFEX)), 1);
}

/// Dark Maneuvers targets any starfighter (Dark's or Light's, never a capital starship): the
/// shuttle (maneuver 2, power 2, hyperspeed 3) becomes 4, 3 and 5; a TIE Fighter (maneuver
/// 3, power 1, no hyperdrive) becomes 5 and 2, its hyperspeed staying 0.
fn card_1_241_dark_maneuvers_adds_2_maneuver_1_power_and_2_hyperspeed() {
    let build = || {
        kiffex(&["1_241", "1_304", "7_309", "1_301"], &["1_146"])
            .at(Dark, TIE, KIFFEX)
            .at(Dark, SHUTTLE, KIFFEX)
            .at(Dark, DEVASTATOR, KIFFEX)
            .at(Light, "X-wing", KIFFEX)
            .hand(Dark, "Dark Maneuvers")
            .hand(Dark, KEEPER)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let mut s = build();
    let dm = s.card(Dark, "Dark Maneuvers");
    let (tie, shuttle) = (s.card(Dark, TIE), s.card(Dark, SHUTTLE));
    let mut targets = play_targets(&s, dm, 0);
    targets.sort_by_key(|t| format!("{t:?}"));
    let mut expected = vec![
        TargetRef::Card(tie),
        TargetRef::Card(shuttle),
        TargetRef::Card(s.card(Light, "X-wing")),
    ];
    expected.sort_by_key(|t| format!("{t:?}"));
    assert_eq!(targets, expected, "starfighters only");
    let stats = |s: &Scenario, c: CardId| {
        let q = s.q();
        (q.stat(c, Stat::Maneuver), q.power(c), q.stat(c, Stat::Hyperspeed))
    };
    assert_eq!(stats(&s, shuttle), (2, 2, 3));
    play_at(&mut s, dm, 0, shuttle);
    assert_eq!(stats(&s, shuttle), (4, 3, 5), "{}", s.log());
    assert_eq!(stats(&s, tie), (3, 1, 0), "not the other one");
    let mut s = build();
    let tie = s.card(Dark, TIE);
    play_at(&mut s, dm, 0, tie);
    assert_eq!(stats(&s, tie), (5, 2, 0), "no hyperdrive: no hyperspeed");
}

/// Imperial Command takes an admiral or general from the Reserve Deck (Ozzel, Motti; not a
/// Stormtrooper or Vader), which is reshuffled.
fn card_9_137_imperial_command_takes_an_admiral_into_hand() {
    search_takes_ozzel(
        &["9_137", "3_82", "1_164"],
        "Imperial Command",
        &["Admiral Motti", "Admiral Ozzel"],
    );
}

/// With Ozzel (an admiral) piloting Devastator in a battle at Kiffex, Imperial Command adds
/// one battle destiny (mode 1), or caps Light's battle destiny draws at one (mode 2: Luke's
/// ability 4 and one added draw would give 2); with Ozzel in a battle at a site (no general
/// there) neither is offered.
fn card_9_137_imperial_command_adds_a_destiny_or_limits_the_opponents_with_an_admiral_at_a_system() {
    let space = || {
        kiffex(&["9_137", "3_82", "1_301"], &["1_146", "1_19"])
            .at(Dark, DEVASTATOR, KIFFEX)
            .on(Dark, "Admiral Ozzel", DEVASTATOR)
            .at(Light, "X-wing", KIFFEX)
            .on(Light, "Luke Skywalker", "X-wing")
            .hand(Dark, "Imperial Command")
    };
    let (s, found) = battle_until(space(), Dark, KIFFEX, |a| {
        matches!(a, Answer::Play { mode: 1, .. })
    });
    assert!(found, "{}", s.log());
    let mut s = s;
    let ic = s.card(Dark, "Imperial Command");
    assert_eq!(destiny_added(&s, Dark), 0);
    s.answer_with(play(ic, 1));
    assert_eq!(destiny_added(&s, Dark), 1, "{}", s.log());

    let (mut s, found) = battle_until(space(), Dark, KIFFEX, |a| {
        matches!(a, Answer::Play { mode: 2, .. })
    });
    assert!(found);
    let at = s.site(KIFFEX);
    assert_eq!(s.q().battle_destiny_draws(Light, at, 1), 2);
    s.answer_with(play(ic, 2));
    assert_eq!(s.q().battle_destiny_draws(Light, at, 1), 1, "{}", s.log());
    assert_eq!(s.q().battle_destiny_draws(Dark, at, 1), 1 + 1, "Dark's own are not capped");

    let site = premiere()
        .extra(Dark, card("9_137"))
        .extra(Dark, card("3_82"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Admiral Ozzel", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .hand(Dark, "Imperial Command");
    let (s, found) = battle_until(site, Dark, MOS_EISLEY, |a| {
        matches!(a, Answer::Play { mode: 1 | 2, .. })
    });
    assert!(!found, "an admiral at a site: {}", s.log());
}

/// Short-range Fighters, once per game, targets a non-unique starfighter (a TIE Fighter, not
/// the unique shuttle nor a capital starship) and draws destiny (a TIE Fighter: 1): with 2
/// TIE Fighters on table 1 < 2 retrieves 2 Force; with 1, 1 < 1 fails and nothing comes back.
fn card_7_262_short_range_fighters_retrieves_x_when_destiny_below_the_copies() {
    for (copies, back) in [(2, 2), (1, 0)] {
        let mut b = kiffex(&["7_262", "7_262", "1_304", "1_304", "1_304", "7_309", "1_301"], &[])
            .at(Dark, SHUTTLE, KIFFEX)
            .at(Dark, DEVASTATOR, KIFFEX);
        for _ in 0..copies {
            b = b.at(Dark, TIE, KIFFEX);
        }
        let mut s = b
            .hand(Dark, "Short-range Fighters")
            .hand(Dark, "Short-range Fighters")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Lost, 4)
            .reserve_top(Dark, &[TIE])
            .phase(Dark, Phase::Deploy)
            .build();
        let srf = s.card_in_hand(Dark, "Short-range Fighters");
        let ties: Vec<TargetRef> = s
            .cards(Dark, TIE)
            .into_iter()
            .filter(|&c| matches!(s.place(c), Place::At { .. }))
            .map(TargetRef::Card)
            .collect();
        let mut targets = play_targets(&s, srf, 1);
        targets.sort_by_key(|t| format!("{t:?}"));
        let mut want = ties.clone();
        want.sort_by_key(|t| format!("{t:?}"));
        assert_eq!(targets, want, "non-unique starfighters only");
        s.answer_with(|a| matches!(a, Answer::Play { card, mode: 1, target, .. } if *card == srf && *target == ties[0]));
        assert!(s.saw(|w| matches!(w, What::DestinyDrawn { player: Dark, value: 1, .. })));
        assert_eq!(retrieved(&s, Dark), back, "{copies} copies: {}", s.log());
        let other = s.card_in_hand(Dark, "Short-range Fighters");
        assert!(play_targets(&s, other, 1).is_empty(), "once per game");
    }
}

/// Short-range Fighters' second text takes a non-unique starfighter (TIE Fighter) into hand
/// from the Reserve Deck; not the unique shuttle nor a capital starship.
fn card_7_262_short_range_fighters_takes_a_non_unique_starfighter() {
    let mut s = premiere()
        .extra(Dark, card("7_262"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("7_309"))
        .extra(Dark, card("1_302"))
        .hand(Dark, "Short-range Fighters")
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let srf = s.card(Dark, "Short-range Fighters");
    s.answer_with(play(srf, 2));
    assert_eq!(titles_of(&s, &offered(&s)), vec![TIE.to_string()]);
    let tie = s.card(Dark, TIE);
    s.answer(Answer::Choose(tie));
    assert_eq!(s.place(tie), Place::Pile(Pile::Hand));
    assert!(shuffled(&s, Dark));
}

/// All Power To Weapons, just after a battle starts at Kiffex: Dark's TIE Fighters there are
/// power 1 + 2 and immune to attrition; a TIE Fighter at Tatooine and Devastator are not. It
/// is not offered before a battle.
fn card_7_246_all_power_to_weapons_powers_up_ties_in_the_battle() {
    let b = kiffex(&["7_246", "1_304", "1_304", "1_301", "1_289"], &["1_146", "1_19"])
        .site(Dark, TATOOINE)
        .at(Dark, TIE, KIFFEX)
        .at(Dark, TIE, TATOOINE)
        .at(Dark, DEVASTATOR, KIFFEX)
        .at(Light, "X-wing", KIFFEX)
        .on(Light, "Luke Skywalker", "X-wing")
        .hand(Dark, "All Power To Weapons");
    let s = b.clone().hand(Dark, KEEPER).phase(Dark, Phase::Deploy).build();
    let aptw = s.card(Dark, "All Power To Weapons");
    assert!(!s.options().iter().any(play(aptw, 0)), "no battle yet");
    let (mut s, found) = battle_until(b, Dark, KIFFEX, play(aptw, 0));
    assert!(found, "{}", s.log());
    let ties = s.cards(Dark, TIE);
    let here = s.site(KIFFEX);
    let (there, away): (Vec<CardId>, Vec<CardId>) = ties
        .into_iter()
        .filter(|&c| matches!(s.place(c), Place::At { .. }))
        .partition(|&c| s.place(c) == Place::At { location: here });
    let (tie, far) = (there[0], away[0]);
    let dev = s.card(Dark, DEVASTATOR);
    let dev_power = s.q().power(dev);
    assert_eq!((s.q().power(tie), s.q().has_rule(tie, Rule::ImmuneToAttrition)), (1, false));
    s.answer_with(play(aptw, 0));
    let q = s.q();
    assert_eq!((q.power(tie), q.has_rule(tie, Rule::ImmuneToAttrition)), (3, true));
    assert_eq!((q.power(far), q.has_rule(far, Rule::ImmuneToAttrition)), (1, false));
    assert_eq!((q.power(dev), q.has_rule(dev, Rule::ImmuneToAttrition)), (dev_power, false));
}

/// All Power To Weapons' LOST text: lose 1 Force, take up to three non-unique TIEs (TIE
/// Fighters; not Vader's Custom TIE) into hand; no fourth.
fn card_7_246_all_power_to_weapons_takes_three_non_unique_ties() {
    let mut s = premiere()
        .extra(Dark, card("7_246"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_304"))
        .extra(Dark, card("1_306"))
        .hand(Dark, "All Power To Weapons")
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Used, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let aptw = s.card(Dark, "All Power To Weapons");
    let life = s.life_force(Dark);
    s.answer_with(play(aptw, 1));
    if s.has_option(Answer::LoseFrom(LossSource::Top(Pile::Used))) {
        s.answer(Answer::LoseFrom(LossSource::Top(Pile::Used)));
    }
    assert_eq!(s.life_force(Dark), life - 1, "lost 1 Force");
    assert_eq!(titles_of(&s, &offered(&s)), vec![TIE.to_string()]);
    let mut taken = Vec::new();
    for _ in 0..3 {
        let next = *offered(&s).iter().find(|c| !taken.contains(*c)).expect("a TIE offered");
        s.answer(Answer::Choose(next));
        taken.push(next);
    }
    assert!(offered(&s).is_empty(), "no fourth");
    for c in taken {
        assert_eq!(s.place(c), Place::Pile(Pile::Hand));
    }
    assert_eq!(s.place(aptw), Place::Pile(Pile::Lost));
}

/// Admiral Ozzel adds 2 to what he pilots; aboard Devastator at Kiffex he makes an
/// Imperial-Class Star Destroyer deploy for 1 less there (not at Tatooine).
fn card_3_82_admiral_ozzel_pilots_and_cheapens_capital_starships_at_his_system() {
    super::space::adds_power_piloting("3_82", Dark, 2);
    let s = kiffex(&["3_82", "1_301", "1_302", "1_289"], &[])
        .site(Dark, TATOOINE)
        .at(Dark, DEVASTATOR, KIFFEX)
        .passenger(Dark, "Admiral Ozzel", DEVASTATOR)
        .hand(Dark, ISD)
        .phase(Dark, Phase::Deploy)
        .build();
    let isd = s.card(Dark, ISD);
    let printed = s.q().bp(isd).deploy.unwrap_or(0);
    let cost_at = |l: &str| s.q().deploying(isd, Some(s.site(l))).stat(isd, Stat::Deploy);
    assert_eq!(cost_at(KIFFEX), printed - 1);
    assert_eq!(cost_at(TATOOINE), printed);
}

/// Ozzel is lost when Light reacts to his site while Vader is on table; without Vader he
/// stays.
fn card_3_82_admiral_ozzel_is_lost_when_the_opponent_reacts_to_him_with_vader_on_table() {
    for vader in [true, false] {
        let mut s = premiere()
            .extra(Dark, card("3_82"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Light, "CZ-3 (Seezee-Three)", JUNDLAND)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Dark, "Admiral Ozzel", MOS_EISLEY)
            .at(Dark, if vader { "Vader" } else { "Stormtrooper" }, MOS_EISLEY)
            .hand(Light, "Talz")
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let mos = s.site(MOS_EISLEY);
        let talz = s.card(Light, "Talz");
        let ozzel = s.card(Dark, "Admiral Ozzel");
        s.answer(Answer::Battle(mos));
        assert_eq!(s.place(ozzel), Place::At { location: mos });
        s.answer(Answer::ReactDeploy { card: talz, to: mos });
        let want = if vader { Place::Pile(Pile::Lost) } else { Place::At { location: mos } };
        assert_eq!(s.place(ozzel), want, "Vader {vader}: {}", s.log());
    }
}

/// Vengeance carries 6 TIEs and 1 vehicle, its permanent pilot provides ability 2.
fn card_211_24_vengeance_carries_6_ties_and_1_vehicle() {
    super::space::carries(Dark, "211_24", 6, true, 1, 2);
}

/// When Dark wins a battle at Vengeance's system, Light loses 1 Force more: against a
/// Corellian Corvette the same battle costs Light one Force more than with an Imperial-Class
/// Star Destroyer (also power 8) in Vengeance's place.
fn card_211_24_vengeance_makes_the_loser_lose_1_force() {
    let losses = |ship_id: &str| {
        let ship = title(ship_id);
        let mut s = {
            let b = kiffex(&[ship_id], &["1_140"])
                .at(Dark, &ship, KIFFEX)
                .at(Light, CORVETTE, KIFFEX)
                .fill(Dark, Pile::Force, 3)
                .fill(Light, Pile::Used, 10)
                .fill(Dark, Pile::Used, 10)
                .phase(Dark, Phase::Battle);
            b.build()
        };
        assert_eq!(s.q().power(s.card(Dark, &ship)), 8);
        s.answer(Answer::Battle(s.site(KIFFEX)));
        finish_battle(&mut s);
        assert!(s.saw(|w| matches!(w, What::BattleWon { winner: Dark, .. })), "{}", s.log());
        lost_force(&s, Light)
    };
    assert_eq!(losses("211_24"), losses("1_302") + 1);
}

/// Vader's Personal Shuttle moves free (hyperspeed from Kiffex to Jedha with no Force; an
/// Imperial-Class Star Destroyer may not); with Vader aboard, Light needs ability 6 (not 4)
/// to draw battle destiny at its system; with another pilot, 4.
fn card_7_309_vaders_personal_shuttle_moves_free_and_raises_the_opponents_destiny_ability() {
    let mut s = kiffex(&["7_309", "1_302", "208_50"], &[])
        .site(Dark, JEDHA)
        .at(Dark, SHUTTLE, KIFFEX)
        .at(Dark, ISD, KIFFEX)
        .phase(Dark, Phase::Move)
        .build();
    let (shuttle, isd, jedha) = (s.card(Dark, SHUTTLE), s.card(Dark, ISD), s.site(JEDHA));
    assert!(s.pile(Dark, Pile::Force).is_empty());
    assert!(!s.has_option(Answer::Move { card: isd, to: jedha }), "a move costs 1");
    s.answer(Answer::Move { card: shuttle, to: jedha });
    assert_eq!(s.place(shuttle), Place::At { location: jedha });
    for (pilot, need) in [("Vader", 6), ("Imperial Pilot", 4)] {
        let s = kiffex(&["7_309", "1_180"], &[])
            .at(Dark, SHUTTLE, KIFFEX)
            .on(Dark, pilot, SHUTTLE)
            .build();
        let at = s.site(KIFFEX);
        let fold = |side| s.q().fold(Quantity::BattleDestinyAbility, swccg_engine::query::Target::Player(side, Some(at)), 4);
        assert_eq!(fold(Light), need, "{pilot}");
        assert_eq!(fold(Dark), 4, "Dark's own need");
    }
}

/// Short-range Fighters is immune to Sense: while Light holds Sense and Luke, Sense is not
/// offered against it, though it is against Imperial Command.
fn card_7_262_short_range_fighters_is_immune_to_sense() {
    for (id, title, mode, offered) in [
        ("7_262", "Short-range Fighters", 2, false),
        ("9_137", "Imperial Command", 0, true),
    ] {
        let mut s = premiere()
            .extra(Dark, card(id))
            .extra(Dark, card("1_304"))
            .extra(Dark, card("3_82"))
            .extra(Light, card("1_109"))
            .site(Light, "Tatooine: Dune Sea")
            .at(Light, "Luke", "Tatooine: Dune Sea")
            .hand(Dark, title)
            .hand(Dark, KEEPER)
            .hand(Light, "Sense")
            .fill(Light, Pile::Force, 2)
            .phase(Dark, Phase::Deploy)
            .build();
        let played = s.card(Dark, title);
        let sense = s.card(Light, "Sense");
        s.answer_with(play(played, mode));
        let can_sense = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == sense));
        assert_eq!(can_sense, offered, "{title}: {:?}", s.options());
    }
}

/// Vader's Personal Shuttle takes 1 pilot and 4 passengers: with Vader piloting and three
/// Stormtroopers aboard a fourth is offered as a passenger, a fifth is not, and no second
/// pilot is.
fn card_7_309_vaders_personal_shuttle_takes_1_pilot_and_4_passengers() {
    for aboard in [3, 4] {
        let mut b = kiffex(&["7_309", "1_180"], &[])
            .at(Dark, SHUTTLE, KIFFEX)
            .on(Dark, "Vader", SHUTTLE);
        for _ in 0..aboard {
            b = b.passenger(Dark, "Stormtrooper", SHUTTLE);
        }
        let s = b
            .hand(Dark, "Stormtrooper")
            .hand(Dark, "Imperial Pilot")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, 4)
            .phase(Dark, Phase::Deploy)
            .build();
        let ship = s.card(Dark, SHUTTLE);
        let trooper = s.card_in_hand(Dark, "Stormtrooper");
        let as_passenger = Dest::On { card: ship, placed_as: 1 };
        assert_eq!(s.deploy_options_for(trooper).contains(&as_passenger), aboard < 4, "{aboard} aboard");
        let pilot = s.card_in_hand(Dark, "Imperial Pilot");
        assert!(!s.deploy_options_for(pilot).contains(&Dest::On { card: ship, placed_as: 0 }), "one pilot");
    }
}

/// Vader's Castle, Dark: once per game Dark deploys Vader (Darth Vader of Premiere, for his
/// own cost) there from its Reserve Deck, which is reshuffled.
fn card_209_50_vaders_castle_deploys_vader_from_reserve_once_per_game() {
    let mut s = premiere()
        .extra(Dark, card("209_50"))
        .extra(Dark, card("1_168"))
        .site(Dark, CASTLE)
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 8)
        .phase(Dark, Phase::Deploy)
        .build();
    let castle = s.site(CASTLE);
    s.answer_with(super::pool_hoth::use_text(castle));
    // The Premiere Introductory Vader deploys only to the Death Star or Tatooine: not offered.
    let vader = *s
        .cards(Dark, "Darth Vader")
        .iter()
        .find(|&&c| s.q().bp(c).gemp_id == "1_168")
        .expect("Darth Vader 1_168");
    assert_eq!(crate::support::deploy_choices_at(&s, castle), vec![vader]);
    s.answer(Answer::Deploy { card: vader, to: Dest::At(castle) });
    assert_eq!(s.place(vader), Place::At { location: castle }, "{}", s.log());
    let cost = s.q().bp(vader).deploy.unwrap_or(0) as usize;
    assert_eq!(s.pile(Dark, Pile::Force).len(), 8 - cost, "Vader's own cost");
    assert!(shuffled(&s, Dark));
    assert!(!s.options().iter().any(super::pool_hoth::use_text(castle)), "once per game");
}

/// Vader's Castle, Dark: in Dark's move phase Vader moves between the castle and a
/// battleground site (Mos Eisley), either way, for 1 Force; not with no Force, not to a site
/// that is no battleground (the Detention Block Corridor), and no Stormtrooper does.
fn card_209_50_vaders_castle_vader_moves_between_here_and_a_battleground_site() {
    const CORRIDOR: &str = "Death Star: Detention Block Corridor";
    for (vader_at, force) in [(CASTLE, 1), (MOS_EISLEY, 1), (CASTLE, 0)] {
        let mut s = premiere()
            .extra(Dark, card("209_50"))
            .site(Dark, CASTLE)
            .site(Dark, MOS_EISLEY)
            .site(Dark, CORRIDOR)
            .at(Dark, "Vader", vader_at)
            .at(Dark, "Stormtrooper", CASTLE)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Move)
            .build();
        let (castle, mos, corridor) = (s.site(CASTLE), s.site(MOS_EISLEY), s.site(CORRIDOR));
        let vader = s.card(Dark, "Vader");
        let to = if vader_at == CASTLE { mos } else { castle };
        assert!(!s.has_option(Answer::Move { card: vader, to: corridor }), "no battleground");
        for trooper in s.cards(Dark, "Stormtrooper") {
            let other = if s.place(trooper) == (Place::At { location: castle }) { mos } else { castle };
            assert!(!s.has_option(Answer::Move { card: trooper, to: other }), "Vader only");
        }
        if force == 0 {
            assert!(!s.has_option(Answer::Move { card: vader, to }), "a move costs 1");
            continue;
        }
        s.answer(Answer::Move { card: vader, to });
        assert_eq!(s.place(vader), Place::At { location: to });
        assert!(s.pile(Dark, Pile::Force).is_empty(), "paid 1");
    }
}

/// TIE Sentry Ships (V), USED: when Dark draws a starship for destiny (a TIE Fighter drawn by
/// Short-range Fighters), it takes that starship into hand and the destiny is drawn again (a
/// Stormtrooper), whose value decides; not offered when the card drawn is no starship.
fn card_201_36_tie_sentry_ships_takes_a_drawn_starship_and_redraws() {
    for top in [TIE, "Stormtrooper"] {
        let mut s = kiffex(&["201_36", "7_262", "1_304", "1_304", "1_304"], &[])
            .at(Dark, TIE, KIFFEX)
            .at(Dark, TIE, KIFFEX)
            .hand(Dark, "Short-range Fighters")
            .hand(Dark, "TIE Sentry Ships (V)")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Lost, 4)
            .reserve_top(Dark, &[top, "Stormtrooper"])
            .phase(Dark, Phase::Deploy)
            .build();
        let srf = s.card(Dark, "Short-range Fighters");
        let tss = s.card(Dark, "TIE Sentry Ships (V)");
        let first = *s.pile(Dark, Pile::Reserve).last().unwrap();
        let second = s.pile(Dark, Pile::Reserve)[s.pile(Dark, Pile::Reserve).len() - 2];
        let target = s.cards(Dark, TIE)[0];
        s.answer_with(|a| matches!(a, Answer::Play { card, mode: 1, target: TargetRef::Card(t), .. } if *card == srf && *t == target));
        let offered = s.options().iter().any(play(tss, 0));
        assert_eq!(offered, top == TIE, "{top} drawn: {}", s.log());
        if top != TIE {
            continue;
        }
        s.answer_with(play(tss, 0));
        assert_eq!(s.place(first), Place::Pile(Pile::Hand), "{}", s.log());
        let value = s.q().bp(second).destiny;
        let drawn: Vec<i32> = s
            .seen()
            .filter_map(|w| match w {
                What::DestinyDrawn { player: Dark, value, .. } => Some(*value),
                _ => None,
            })
            .collect();
        assert_eq!(drawn, vec![1, value]);
        assert_eq!(retrieved(&s, Dark), if value < 2 { 2 } else { 0 });
        assert_eq!(s.place(second), Place::Pile(Pile::Used));
    }
}

/// TIE Sentry Ships (V), LOST: for 3 Force (not with 2) Dark retrieves a starship (a TIE
/// Fighter, not a Stormtrooper) from its Lost Pile into hand.
fn card_201_36_tie_sentry_ships_retrieves_a_starship_into_hand_for_3() {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(Dark, card("201_36"))
            .extra(Dark, card("1_304"))
            .to_pile(Dark, TIE, Pile::Lost)
            .to_pile(Dark, "Stormtrooper", Pile::Lost)
            .hand(Dark, "TIE Sentry Ships (V)")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let tss = s.card(Dark, "TIE Sentry Ships (V)");
        let tie = s.card(Dark, TIE);
        if force < 3 {
            assert!(!s.options().iter().any(play(tss, 1)), "3 Force needed");
            continue;
        }
        s.answer_with(play(tss, 1));
        if !offered(&s).is_empty() {
            assert_eq!(offered(&s), vec![tie]);
            s.answer(Answer::Choose(tie));
        }
        assert_eq!(s.place(tie), Place::Pile(Pile::Hand), "{}", s.log());
        assert!(s.pile(Dark, Pile::Force).is_empty());
        assert_eq!(s.pile(Dark, Pile::Lost).len(), 1 + 1, "the Stormtrooper and the interrupt");
    }
}

/// Death Squadron Assignment, USED: takes a card with 'Death Squadron' in its lore (Admiral
/// Ozzel, Vengeance (V)) into hand from the Reserve Deck, which is reshuffled.
fn card_209_47_death_squadron_assignment_takes_a_death_squadron_card() {
    let (s, dsa) = search_takes_ozzel(
        &["209_47", "3_82", "211_24", "1_304"],
        "Death Squadron Assignment",
        &["Admiral Ozzel", "Vengeance (V)"],
    );
    assert_eq!(s.place(dsa), Place::Pile(Pile::Used));
}

/// Death Squadron Assignment, LOST: in Dark's deploy phase an Imperial character (a
/// Stormtrooper; not a Tusken Raider) deploys from the Reserve Deck to a [Hoth] location (the
/// Defensive Perimeter), not to Mos Eisley; not offered in the control phase.
fn card_209_47_death_squadron_assignment_deploys_an_imperial_to_a_hoth_location() {
    const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
    let build = |phase| {
        premiere()
            .extra(Dark, card("209_47"))
            .extra(Dark, card("3_144"))
            .site(Dark, PERIMETER)
            .site(Dark, MOS_EISLEY)
            .hand(Dark, "Death Squadron Assignment")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, phase)
            .build()
    };
    let s = build(Phase::Control);
    let dsa = s.card(Dark, "Death Squadron Assignment");
    assert!(!s.options().iter().any(play(dsa, 1)), "not in the control phase");
    let mut s = build(Phase::Deploy);
    let (perimeter, mos) = (s.site(PERIMETER), s.site(MOS_EISLEY));
    s.answer_with(play(dsa, 1));
    assert!(crate::support::deploy_choices_at(&s, mos).is_empty(), "not a [Hoth] location");
    let offered = crate::support::deploy_choices_at(&s, perimeter);
    let trooper = *offered
        .iter()
        .find(|&&c| s.game.title(c) == "Stormtrooper")
        .expect("a Stormtrooper offered");
    assert!(offered.iter().all(|&c| s.game.title(c) != "Tusken Raider"), "Imperials only");
    s.answer(Answer::Deploy { card: trooper, to: Dest::At(perimeter) });
    assert_eq!(s.place(trooper), Place::At { location: perimeter }, "{}", s.log());
    assert!(shuffled(&s, Dark));
    assert_eq!(s.place(dsa), Place::Pile(Pile::Lost));
}

/// DS-61-5 adds 2 to what he pilots (Black 3: power 1 + 2, maneuver 3 unchanged), 3 to Black
/// 5 (2 + 3), whose maneuver he raises by 1 (4 + 1); piloting Black 5 in a battle at Kiffex he draws one battle destiny with
/// ability 2, piloting Black 3 none.
fn card_200_77_ds_61_5_pilots_black_5_better() {
    super::space::adds_power_piloting("200_77", Dark, 2);
    for (ship_id, power, maneuver, draws) in [("200_128", 2 + 3, 4 + 1, 1), ("1_300", 1 + 2, 3, 0)] {
        let ship = title(ship_id);
        let mut s = kiffex(&["200_77", ship_id], &["1_146", "1_19"])
            .at(Dark, &ship, KIFFEX)
            .on(Dark, "DS-61-5", &ship)
            .at(Light, "X-wing", KIFFEX)
            .on(Light, "Luke Skywalker", "X-wing")
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let c = s.card(Dark, &ship);
        assert_eq!((s.q().power(c), s.q().stat(c, Stat::Maneuver)), (power, maneuver), "{ship}");
        let at = s.site(KIFFEX);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Dark, at, 0), draws, "{ship}");
    }
}

/// DS-61-5 at Light's Tatooine system (Dark controls it, piloting Black 3): in Dark's control
/// phase, instead of draining there, Dark takes a card of its Force Pile into hand and
/// reshuffles it; no drain there afterwards. Not at Dark's own Kiffex, nor after draining.
fn card_200_77_ds_61_5_takes_a_force_pile_card_instead_of_draining() {
    for (site, light_site) in [(TATOOINE, true), (KIFFEX, false)] {
        let mut b = kiffex(&["200_77", "1_300"], &["1_127"]);
        if light_site {
            b = b.site(Light, TATOOINE);
        }
        let mut s = b
            .at(Dark, "Black 3", site)
            .on(Dark, "DS-61-5", "Black 3")
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Used, 5)
            .phase(Dark, Phase::Control)
            .build();
        let ds = s.card(Dark, "DS-61-5");
        let at = s.site(site);
        assert!(s.has_option(Answer::ForceDrain(at)), "Dark may drain at {site}");
        let usable = s.options().iter().any(super::pool_hoth::use_text(ds));
        assert_eq!(usable, light_site, "{site}: {:?} {:?}", s.options(), s.place(ds));
        if !light_site {
            continue;
        }
        s.answer_with(super::pool_hoth::use_text(ds));
        let pile = s.pile(Dark, Pile::Force).to_vec();
        let choices = crate::support::offered(&s);
        assert!(choices.iter().all(|c| pile.contains(c)));
        assert_eq!(titles_of(&s, &choices), titles_of(&s, &pile), "any card of the Force Pile");
        s.answer(Answer::Choose(choices[0]));
        assert_eq!(s.place(choices[0]), Place::Pile(Pile::Hand));
        assert_eq!(s.pile(Dark, Pile::Force).len(), 2);
        assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, pile: Pile::Force })), "{}", s.log());
        assert!(!s.has_option(Answer::ForceDrain(at)), "no drain there this turn");
        assert!(!s.options().iter().any(super::pool_hoth::use_text(ds)));
    }
    // After draining at Tatooine the text is not offered.
    let mut s = kiffex(&["200_77", "1_300"], &["1_127"])
        .site(Light, TATOOINE)
        .at(Dark, "Black 3", TATOOINE)
        .on(Dark, "DS-61-5", "Black 3")
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Used, 5)
        .phase(Dark, Phase::Control)
        .build();
    let ds = s.card(Dark, "DS-61-5");
    s.answer(Answer::ForceDrain(s.site(TATOOINE)));
    while !s.options().is_empty() && s.seat() == Some(Light) {
        crate::support::answer_plainly(&mut s);
    }
    assert!(!s.options().iter().any(super::pool_hoth::use_text(ds)), "{}", s.log());
}

/// Mustafar, Dark: with Vader there (aboard his shuttle) it has one more icon of each side
/// (Dark 2 + 1, Light 1 + 1); without, its printed 2 and 1.
fn card_210_39_mustafar_dark_gains_an_icon_of_each_side_with_vader_here() {
    for (vader, dark, light) in [(true, 3, 2), (false, 2, 1)] {
        let mut b = premiere()
            .extra(Dark, card("210_39"))
            .extra(Dark, card("7_309"))
            .site(Dark, MUSTAFAR)
            .at(Dark, SHUTTLE, MUSTAFAR);
        if vader {
            b = b.on(Dark, "Vader", SHUTTLE);
        }
        let s = b.build();
        let m = s.site(MUSTAFAR);
        assert_eq!((s.q().icons(Dark, m), s.q().icons(Light, m)), (dark, light), "Vader {vader}");
    }
}

/// Mustafar, Light: Light's drain there (2 Dark icons) is 1 less while Vader is on table (at
/// Kiffex), unless Amidala is at Mustafar; without Vader it is 2.
fn card_210_39_mustafar_light_drains_less_with_vader_on_table_unless_amidala_here() {
    for (vader, amidala, amount) in [(true, false, 2 - 1), (true, true, 2), (false, false, 2)] {
        let mut b = kiffex(&["210_39", "7_309"], &["1_140", "14_25"])
            .site(Dark, MUSTAFAR)
            .at(Light, CORVETTE, MUSTAFAR)
            .at(Dark, SHUTTLE, KIFFEX);
        if vader {
            b = b.on(Dark, "Vader", SHUTTLE);
        }
        if amidala {
            b = b.passenger(Light, "Queen Amidala", CORVETTE);
        }
        let s = b.build();
        let m = s.site(MUSTAFAR);
        assert_eq!(s.q().drain_amount(Light, m), amount, "Vader {vader}, Amidala {amidala}");
    }
}

/// Jedha, Light: Light's drain there (2 Dark icons) is 1 less unless Baze is there.
fn card_208_50_jedha_light_drains_less_unless_baze_here() {
    let drains = light_drain_with("208_50", JEDHA, "207_1", "Baze Malbus With Cannon");
    assert_eq!(drains, [2 - 1, 2], "without Baze, with Baze");
}

/// Jedha, Dark: while Dark controls Jedha (Devastator there alone), weapon destiny draws of
/// its Superlaser are +1; not while Light is there too.
fn card_208_50_jedha_dark_superlaser_destiny_1_more_while_controlling() {
    for (contested, bonus) in [(false, 1), (true, 0)] {
        let mut b = kiffex(&["208_50", "1_301", "2_161"], &["1_140"])
            .site(Dark, JEDHA)
            .at(Dark, DEVASTATOR, JEDHA)
            .on_table(Dark, "Superlaser");
        if contested {
            b = b.at(Light, CORVETTE, JEDHA);
        }
        let s = b.build();
        let laser = s.card(Dark, "Superlaser");
        let at = s.site(KIFFEX);
        assert_eq!(s.q().weapon_destiny_bonus_by(Dark, at, Some(laser)), bonus, "contested {contested}");
        let dev = s.card(Dark, DEVASTATOR);
        assert_eq!(s.q().weapon_destiny_bonus_by(Dark, at, Some(dev)), 0, "not a superlaser");
    }
}

/// D'Qar, Dark: once a turn, after Dark moves a [First Order] starship (Finalizer) there from
/// Jedha, it may activate 2 Force; moving Devastator there offers nothing.
fn card_211_19_dqar_dark_activates_2_force_when_a_first_order_starship_moves_here() {
    for (ship_id, first_order) in [("204_54", true), ("1_301", false)] {
        let ship = title(ship_id);
        let mut s = premiere()
            .extra(Dark, card("211_19"))
            .extra(Dark, card("208_50"))
            .extra(Dark, card(ship_id))
            .site(Dark, JEDHA)
            .site(Dark, DQAR)
            .at(Dark, &ship, JEDHA)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Move)
            .build();
        let (c, dqar) = (s.card(Dark, &ship), s.site(DQAR));
        s.answer(Answer::Move { card: c, to: dqar });
        assert_eq!(s.place(c), Place::At { location: dqar }, "{}", s.log());
        let offered = s.options().iter().any(super::pool_hoth::use_text(dqar));
        assert_eq!(offered, first_order, "{ship}");
        if first_order {
            let force = s.pile(Dark, Pile::Force).len();
            s.answer_with(super::pool_hoth::use_text(dqar));
            assert_eq!(s.pile(Dark, Pile::Force).len(), force + 2, "{}", s.log());
        }
    }
}

/// D'Qar, Light: Light's drain there (2 Dark icons) is 1 less unless its Resistance leader (Poe
/// Dameron) is there.
fn card_211_19_dqar_light_drains_less_unless_a_resistance_leader_here() {
    let drains = light_drain_with("211_19", DQAR, "204_8", "Poe Dameron");
    assert_eq!(drains, [2 - 1, 2], "without Poe, with Poe");
}

/// Dreadnaught-Class Heavy Cruiser: a Turbolaser Battery (which deploys only on Star
/// Destroyers) may deploy aboard it, for its own 3 Force; not aboard Devastator's equal, a
/// Corellian Corvette... nor aboard a TIE Fighter.
fn card_106_13_dreadnaught_takes_a_turbolaser_battery_aboard() {
    let s = kiffex(&["106_13", "1_323", "1_304"], &[])
        .at(Dark, "Dreadnaught-Class Heavy Cruiser", KIFFEX)
        .at(Dark, TIE, KIFFEX)
        .hand(Dark, "Turbolaser Battery")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let tb = s.card(Dark, "Turbolaser Battery");
    let dread = s.card(Dark, "Dreadnaught-Class Heavy Cruiser");
    let bearers: Vec<CardId> = s
        .deploy_options_for(tb)
        .into_iter()
        .map(|d| match d {
            Dest::On { card, .. } => card,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(bearers, vec![dread]);
    let mut s = s;
    let to = s.deploy_options_for(tb)[0];
    s.answer(Answer::Deploy { card: tb, to });
    assert_eq!(s.q().bearer(tb), Some(dread), "{}", s.log());
    assert!(s.pile(Dark, Pile::Force).is_empty(), "paid 3");
    let s = kiffex(&["106_13", "1_323"], &[])
        .at(Dark, "Dreadnaught-Class Heavy Cruiser", KIFFEX)
        .hand(Dark, "Turbolaser Battery")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let tb = s.card(Dark, "Turbolaser Battery");
    assert!(s.deploy_options_for(tb).is_empty(), "2 Force is not enough");
}
}
