//! Tests of the A New Hope (set 2) cards. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const DUNE_SEA: &str = "Tatooine: Dune Sea";

/// A battle `loser` loses at the Dune Sea with one character (`defender`) against a stronger
/// attacker, the interrupt `id` in the loser's hand. Plays its first mode when offered and
/// returns whether it was offered only once the defender had been forfeited, and whether the
/// rest of the battle damage was cancelled.
fn lost_battle_interrupt(loser: Side, id: &str, defender: &str) -> (bool, bool) {
    let winner = loser.opponent();
    let attackers: &[&str] = match winner {
        Dark => &["Vader", "Stormtrooper"],
        Light => &["Luke", "Rebel Trooper"],
    };
    let mut b = premiere()
        .extra(loser, card(id))
        .site(Light, DUNE_SEA)
        .at(loser, defender, DUNE_SEA);
    for a in attackers {
        b = b.at(winner, a, DUNE_SEA);
    }
    let title = card(id).title().to_string();
    let mut s = b
        .hand(loser, &title)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(winner, Phase::Battle)
        .build();
    let played = s.card(loser, &title);
    let defender = s.card(loser, defender);
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: 0, .. } if *card == played);
    assert!(drive_until(&mut s, pick, 40), "{}", s.log());
    let after_forfeit = s.place(defender) == Place::Pile(Pile::Lost);
    s.answer_with(pick);
    let cancelled =
        s.saw(|w| matches!(w, What::BattleDamageCancelled { player } if *player == loser));
    (after_forfeit, cancelled)
}

/// Cancels an effect of the opponent's (`effect`, a GEMP id) on table with mode 2.
fn cancels_effect(side: Side, id: &str, effect: &str) -> bool {
    let title = card(id).title().to_string();
    let effect_title = card(effect).title().to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(side.opponent(), card(effect))
        .on_table(side.opponent(), &effect_title)
        .hand(side, &title)
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title);
    let target = s.card(side.opponent(), &effect_title);
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 2, .. } if *card == played));
    s.place(target) == Place::Pile(Pile::Lost)
}

/// Plays the interrupt's mode 2 against the opponent's effect while the opponent holds a Sense
/// and a character of ability 3 or more: Sense is never offered against it (immune to
/// Sense), and the effect is lost.
fn immune_to_sense(side: Side, id: &str, effect: &str) {
    let opponent = side.opponent();
    let (sense, character, site) = match opponent {
        Dark => ("1_267", "Vader", "Tatooine: Mos Eisley"),
        Light => ("1_109", "Luke", DUNE_SEA),
    };
    let title = card(id).title().to_string();
    let effect_title = card(effect).title().to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(opponent, card(effect))
        .extra(opponent, card(sense))
        .on_table(opponent, &effect_title)
        .site(Dark, "Tatooine: Mos Eisley")
        .site(Light, DUNE_SEA)
        .at(opponent, character, site)
        .hand(side, &title)
        .hand(opponent, "Sense")
        .fill(side, Pile::Force, 2)
        .fill(opponent, Pile::Force, 2)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title);
    let sense = s.card(opponent, "Sense");
    let target = s.card(opponent, &effect_title);
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 2, .. } if *card == played));
    assert!(
        !s.options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)),
        "{:?}",
        s.options()
    );
    assert_eq!(s.place(target), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(sense), Place::Pile(Pile::Hand));
}

/// Monnok (Dark) or Grimtaash (Light) played by `side` for its USED mode against an opponent
/// holding `held` cards: `None` when it is not offered, else the opponent's hand and Used Pile
/// sizes afterwards.
fn cuts_a_big_hand(side: Side, id: &str, held: usize) -> Option<(usize, usize)> {
    let opponent = side.opponent();
    let title = card(id).title().trim_start_matches('•').to_string();
    // A character to deploy keeps the player's deploy phase open after the interrupt.
    let (site, trooper) = match side {
        Dark => ("Tatooine: Mos Eisley", "Stormtrooper"),
        Light => (DUNE_SEA, "Rebel Trooper"),
    };
    let mut s = premiere()
        .extra(side, card(id))
        .site(side, site)
        .hand(side, &title)
        .hand(side, trooper)
        .fill(side, Pile::Force, 2)
        .fill(opponent, Pile::Hand, held)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title);
    assert_eq!(s.pile(opponent, Pile::Hand).len(), held);
    let used = s.pile(opponent, Pile::Used).len();
    let used_mode =
        move |a: &Answer| matches!(a, Answer::Play { card, mode: 0, .. } if *card == played);
    if !s.options().iter().any(used_mode) {
        return None;
    }
    s.answer_with(used_mode);
    assert_eq!(s.place(played), Place::Pile(Pile::Used), "a USED interrupt");
    // Which cards went is the opponent's secret: the player only sees how many.
    assert!(s.events.iter().any(|e| matches!(e.what,
        What::PlacedFromHand { player, .. } if player == opponent)
        && e.visibility == swccg_engine::event::Visibility::Everyone));
    assert!(s.events.iter().all(
        |e| !matches!(e.what, What::CardMovedToPile { pile: Pile::Used, card }
        if s.q().owner(card) == opponent)
            || e.visibility == swccg_engine::event::Visibility::Only(opponent)
    ));
    Some((
        s.pile(opponent, Pile::Hand).len(),
        s.pile(opponent, Pile::Used).len() - used,
    ))
}

/// The LOST mode (ability `mode`) against an opponent's hand of two copies of one card, three
/// of another and one each of two more, with `force` Force to use: `None` when it is not
/// offered, else the titles the opponent lost and the Force left.
fn loses_duplicates(side: Side, id: &str, mode: u8, force: usize) -> Option<(Vec<String>, usize)> {
    let opponent = side.opponent();
    let title = card(id).title().trim_start_matches('•').to_string();
    let hand: [&str; 7] = match opponent {
        Dark => [
            "Stormtrooper",
            "Stormtrooper",
            "Tusken Raider",
            "Tusken Raider",
            "Tusken Raider",
            "Vader",
            "Jawa",
        ],
        Light => [
            "Rebel Trooper",
            "Rebel Trooper",
            "Talz",
            "Talz",
            "Talz",
            "Luke",
            "Jawa",
        ],
    };
    let mut b = premiere().extra(side, card(id)).hand(side, &title);
    for t in hand {
        b = b.hand(opponent, t);
    }
    let mut s = b
        .fill(side, Pile::Force, force)
        .phase(side, Phase::Deploy)
        .build();
    let played = s.card(side, &title);
    let lost_mode = move |a: &Answer| matches!(a, Answer::Play { card, mode: m, .. } if *card == played && *m == mode);
    if !s.options().iter().any(lost_mode) {
        return None;
    }
    s.answer_with(lost_mode);
    assert_eq!(s.place(played), Place::Pile(Pile::Lost), "a LOST interrupt");
    assert!(
        s.saw(|w| matches!(w, What::HandRevealed { to, .. } if *to == side)),
        "{}",
        s.log()
    );
    let lost = s
        .pile(opponent, Pile::Lost)
        .iter()
        .map(|&c| s.q().bp(c).title.clone())
        .collect();
    Some((lost, s.pile(side, Pile::Force).len()))
}

/// The titles `loses_duplicates` expects lost: the two and three copies, not the single ones.
fn duplicates_of(opponent: Side) -> Vec<String> {
    let (two, three) = match opponent {
        Dark => ("Stormtrooper", "Tusken Raider"),
        Light => ("Rebel Trooper", "Talz"),
    };
    let mut v = vec![two.to_string(); 2];
    v.extend(vec![three.to_string(); 3]);
    v.sort();
    v
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

crate::card_tests! {
/// Ghhhk: once Dark has lost a battle and has nothing left to forfeit, the rest of the battle
/// damage is cancelled.
fn card_2_132_ghhhk_cancels_the_rest_of_the_battle_damage() {
    assert_eq!(lost_battle_interrupt(Dark, "2_132", "Stormtrooper"), (true, true));
}

fn card_2_132_ghhhk_cancels_nightfall() {
    assert!(cancels_effect(Dark, "2_132", "1_56"));
}

/// Houjix is Light's copy: the same at the same moment.
fn card_2_50_houjix_cancels_the_rest_of_the_battle_damage() {
    assert_eq!(lost_battle_interrupt(Light, "2_50", "Rebel Trooper"), (true, true));
}

fn card_2_50_houjix_cancels_sunsdown() {
    assert!(cancels_effect(Light, "2_50", "1_230"));
}

fn card_2_132_ghhhk_is_immune_to_sense() {
    immune_to_sense(Dark, "2_132", "1_56");
}

fn card_2_50_houjix_is_immune_to_sense() {
    immune_to_sense(Light, "2_50", "1_230");
}

/// Captain Khurgee: once in each of your control phases, 2 Force takes a Scanning Crew from
/// the Reserve Deck into hand (then the deck is shuffled); with 1 Force, not at all.
fn card_2_83_captain_khurgee_takes_a_scanning_crew_into_hand() {
    for force in [4, 1] {
        let mut s = premiere()
            .extra(Dark, card("2_83"))
            .site(Dark, "Tatooine: Mos Eisley")
            .at(Dark, "Captain Khurgee", "Tatooine: Mos Eisley")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Control)
            .build();
        let khurgee = s.card(Dark, "Captain Khurgee");
        let use_it = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == khurgee);
        if force < 2 {
            assert!(!s.options().iter().any(use_it));
            continue;
        }
        s.answer_with(use_it);
        let crew = s.card(Dark, "Scanning Crew");
        if s.options().contains(&Answer::Choose(crew)) {
            s.answer(Answer::Choose(crew));
        }
        assert_eq!(s.place(crew), Place::Pile(Pile::Hand), "{}", s.log());
        assert_eq!(s.pile(Dark, Pile::Force).len(), force - 2);
        assert!(s.saw(|w| matches!(w, What::Shuffled { player: Dark, .. })));
        assert!(!s.options().iter().any(use_it), "once per turn");
    }
}

/// Imperial Commander: your other Imperials at its site are forfeit +1, except leaders (a
/// second Imperial Commander); not at another site; two Commanders do not add twice.
fn card_2_91_imperial_commander_adds_1_to_forfeit_of_other_imperials_here() {
    const MOS: &str = "Tatooine: Mos Eisley";
    const DETENTION: &str = "Death Star: Detention Block Corridor";
    let s = premiere()
        .extra(Dark, card("2_91"))
        .extra(Dark, card("2_91"))
        .site(Dark, MOS)
        .site(Dark, DETENTION)
        .at(Dark, "Imperial Commander", MOS)
        .at(Dark, "Imperial Commander", MOS)
        .at(Dark, "Stormtrooper", MOS)
        .at(Dark, "Stormtrooper", DETENTION)
        .at(Dark, "Vader", MOS)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let troopers = s.cards(Dark, "Stormtrooper");
    let forfeit_at = |site: &str| {
        troopers
            .iter()
            .find(|&&t| s.place(t) == Place::At { location: s.site(site) })
            .map(|&t| q.forfeit(t))
            .unwrap()
    };
    assert_eq!(forfeit_at(MOS), Some(2 + 1), "once, though two Commanders are here");
    assert_eq!(forfeit_at(DETENTION), Some(2));
    assert_eq!(q.forfeit(s.card(Dark, "Vader")), Some(5 + 1));
    for commander in s.cards(Dark, "Imperial Commander") {
        assert_eq!(q.forfeit(commander), Some(2), "a leader");
    }
}

/// Rebel Commander: your other Rebels at its site are forfeit +1 (not elsewhere); Bothan
/// spies deploy free to its site.
fn card_2_17_rebel_commander_adds_1_to_forfeit_of_other_rebels_here() {
    const MOS: &str = "Tatooine: Mos Eisley";
    const DUNE: &str = "Tatooine: Dune Sea";
    let s = premiere()
        .extra(Light, card("2_17"))
        .site(Dark, MOS)
        .site(Light, DUNE)
        .at(Light, "Rebel Commander", MOS)
        .at(Light, "Rebel Trooper", MOS)
        .at(Light, "Rebel Trooper", DUNE)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let forfeits: Vec<Option<i32>> = s
        .cards(Light, "Rebel Trooper")
        .into_iter()
        .filter(|&t| s.place(t).on_table())
        .map(|t| q.forfeit(t))
        .collect();
    assert!(forfeits.contains(&Some(3)) && forfeits.contains(&Some(2)), "{forfeits:?}");
    assert_eq!(q.forfeit(s.card(Light, "Rebel Commander")), Some(2));
}

fn card_2_17_rebel_commander_lets_bothan_spies_deploy_free_here() {
    const MOS: &str = "Tatooine: Mos Eisley";
    const DUNE: &str = "Tatooine: Dune Sea";
    let s = premiere()
        .extra(Light, card("2_17"))
        .extra(Light, card("7_5"))
        .site(Dark, MOS)
        .site(Light, DUNE)
        .at(Light, "Rebel Commander", MOS)
        .at(Light, "Luke", DUNE)
        .hand(Light, "Bothan Spy")
        .phase(Light, Phase::Deploy)
        .build();
    // No Force: the spy (deploy 2) deploys only where it is free.
    let spy = s.card(Light, "Bothan Spy");
    assert_eq!(s.deploy_options_for(spy), vec![Dest::At(s.site(MOS))]);
}

/// Lt. Shann Childsen: power +2 at the Detention Block Corridor; +2 with an opponent's alien
/// present (+3 with a Talz); nothing with a Rebel who is no alien, or alone.
fn card_2_96_lt_shann_childsen_power_at_detention_and_with_aliens() {
    const MOS: &str = "Tatooine: Mos Eisley";
    const DETENTION: &str = "Death Star: Detention Block Corridor";
    for (site, with, power) in [
        (DETENTION, None, 1 + 2),
        (MOS, None, 1),
        (MOS, Some("Jawa"), 1 + 2),
        (MOS, Some("Talz"), 1 + 3),
        (MOS, Some("Rebel Trooper"), 1),
    ] {
        let mut b = premiere()
            .extra(Dark, card("2_96"))
            .site(Dark, site)
            .at(Dark, "Lt. Shann Childsen", site);
        if let Some(other) = with {
            b = b.at(Light, other, site);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        assert_eq!(s.q().power(s.card(Dark, "Lt. Shann Childsen")), power, "{site} {with:?}");
    }
}

/// URoRRuR'R'R deploys only on Tatooine.
fn card_2_108_urorrurrr_deploys_only_on_tatooine() {
    const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
    let sites = [(Dark, MOS_EISLEY), (Dark, "Death Star: Detention Block Corridor")];
    let to = crate::support::deploy_sites(Dark, &["2_108"], &sites, "URoRRuR'R'R", 3);
    assert_eq!(to, vec![MOS_EISLEY]);
}

/// With another Tusken Raider at its site, URoRRuR'R'R's side draws one battle destiny there
/// though its ability (2) is below 4; with a Stormtrooper instead, none.
fn card_2_108_urorrurrr_draws_one_battle_destiny_with_another_tusken_raider() {
    const MOS: &str = "Tatooine: Mos Eisley";
    for (other, draws) in [("Tusken Raider", 1), ("Stormtrooper", 0)] {
        let mut s = premiere()
            .extra(Dark, card("2_108"))
            .site(Dark, MOS)
            .at(Dark, "URoRRuR'R'R", MOS)
            .at(Dark, other, MOS)
            .at(Light, "Rebel Trooper", MOS)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let mos = s.site(MOS);
        s.answer(Answer::Battle(mos));
        assert_eq!(s.q().battle_destiny_draws(Dark, mos, 0), draws, "with a {other}");
    }
}

/// Het Nkik deploys only on Tatooine, for 2 Force from each Force Pile (1 in the opponent's
/// is not enough).
fn card_2_9_het_nkik_uses_two_force_from_each_pile_on_tatooine_only() {
    for (dark_force, deploys) in [(2, true), (1, false)] {
        let s = premiere()
            .extra(Light, card("2_9"))
            .site(Light, "Tatooine: Dune Sea")
            .site(Light, "Death Star: Level 6 Core Shaft Corridor")
            .at(Light, "Luke", "Death Star: Level 6 Core Shaft Corridor")
            .hand(Light, "Het Nkik")
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Force, dark_force)
            .phase(Light, Phase::Deploy)
            .build();
        let het = s.card(Light, "Het Nkik");
        let expected = if deploys {
            vec![Dest::At(s.site("Tatooine: Dune Sea"))]
        } else {
            vec![]
        };
        assert_eq!(s.deploy_options_for(het), expected, "Dark has {dark_force} Force");
    }
}

/// Het Nkik is power +1 for each Stormtrooper at his site, unless Reegesk is present.
fn card_2_9_het_nkik_gains_power_for_each_stormtrooper_here() {
    const MOS: &str = "Tatooine: Mos Eisley";
    for (troopers, reegesk, power) in [(2, false, 1 + 2), (1, false, 1 + 1), (2, true, 1)] {
        let mut b = premiere()
            .extra(Light, card("2_9"))
            .extra(Dark, card("2_102"))
            .site(Dark, MOS)
            .at(Light, "Het Nkik", MOS);
        for _ in 0..troopers {
            b = b.at(Dark, "Stormtrooper", MOS);
        }
        if reegesk {
            b = b.at(Dark, "Reegesk", MOS);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        assert_eq!(s.q().power(s.card(Light, "Het Nkik")), power, "{troopers} {reegesk}");
    }
}

/// Luke's Cape deploys on a Rebel or an alien for 2 Force (not on a droid, not with 1 Force).
fn card_2_35_lukes_cape_deploys_on_a_rebel_or_alien_for_2() {
    const DUNE: &str = "Tatooine: Dune Sea";
    for force in [2, 1] {
        let s = premiere()
            .extra(Light, card("2_35"))
            .site(Light, DUNE)
            .at(Light, "Rebel Trooper", DUNE)
            .at(Light, "Talz", DUNE)
            .at(Light, "CZ-3 (Seezee-Three)", DUNE)
            .hand(Light, "Luke's Cape")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let cape = s.card(Light, "Luke's Cape");
        let bearers: Vec<_> = s
            .deploy_options_for(cape)
            .into_iter()
            .filter_map(|d| match d {
                Dest::On { card, .. } => Some(card),
                _ => None,
            })
            .collect();
        if force < 2 {
            assert!(bearers.is_empty());
            continue;
        }
        assert_eq!(bearers.len(), 2, "{bearers:?}");
        assert!(bearers.contains(&s.card(Light, "Rebel Trooper")));
        assert!(bearers.contains(&s.card(Light, "Talz")));
        let talz = s.card(Light, "Talz");
        let to = s
            .deploy_options_for(cape)
            .into_iter()
            .find(|d| matches!(d, Dest::On { card, .. } if *card == talz))
            .expect("on Talz");
        let mut s = s;
        s.answer(Answer::Deploy { card: cape, to });
        assert_eq!(s.place(cape), Place::On { card: talz });
        assert!(s.pile(Light, Pile::Force).is_empty(), "it cost 2");
    }
}

/// Away from Tatooine, Luke's Cape adds 1 to your Force generation; its bearer is immune to
/// attrition < 3 anywhere.
fn card_2_35_lukes_cape_generation_away_from_tatooine_and_immunity() {
    let generation = |site: &str| {
        let s = premiere()
            .extra(Light, card("2_35"))
            .site(Light, site)
            .at(Light, "Rebel Trooper", site)
            .on(Light, "Luke's Cape", "Rebel Trooper")
            .phase(Light, Phase::Deploy)
            .build();
        let trooper = s.card(Light, "Rebel Trooper");
        (s.q().generation(Light), s.q().immunity(trooper))
    };
    let baseline = |site: &str| {
        let s = premiere()
            .site(Light, site)
            .at(Light, "Rebel Trooper", site)
            .phase(Light, Phase::Deploy)
            .build();
        s.q().generation(Light)
    };
    let core = "Death Star: Level 6 Core Shaft Corridor";
    let dune = "Tatooine: Dune Sea";
    assert_eq!(generation(core), (baseline(core) + 1, 3));
    assert_eq!(generation(dune), (baseline(dune), 3));
}

/// Monnok (USED): a hand of 13 is cut to 8 at random, the other 5 going to the Used Pile; a
/// hand of 14 loses 6; with 12 cards in hand it cannot be played.
fn card_2_135_monnok_cuts_a_hand_of_13_or_more_to_8() {
    assert_eq!(cuts_a_big_hand(Dark, "2_135", 12), None);
    assert_eq!(cuts_a_big_hand(Dark, "2_135", 13), Some((8, 5)));
    assert_eq!(cuts_a_big_hand(Dark, "2_135", 14), Some((8, 6)));
}

/// Monnok (LOST): for 4 Force, the opponent's hand is revealed and every card held twice or
/// more is lost; a card held once stays. With 3 Force it cannot be played.
fn card_2_135_monnok_loses_every_card_held_twice_or_more() {
    assert_eq!(loses_duplicates(Dark, "2_135", 1, 3), None);
    let (lost, force) = loses_duplicates(Dark, "2_135", 1, 5).expect("offered with 4 Force");
    assert_eq!(sorted(lost), duplicates_of(Light));
    assert_eq!(force, 1, "4 Force used");
}

/// Grimtaash (USED): the same cut of a hand of 13 or more to 8.
fn card_2_49_grimtaash_cuts_a_hand_of_13_or_more_to_8() {
    assert_eq!(cuts_a_big_hand(Light, "2_49", 12), None);
    assert_eq!(cuts_a_big_hand(Light, "2_49", 13), Some((8, 5)));
    assert_eq!(cuts_a_big_hand(Light, "2_49", 14), Some((8, 6)));
}

/// Grimtaash (LOST): for 4 Force, every card the opponent holds two or more of is lost.
fn card_2_49_grimtaash_loses_every_card_held_twice_or_more() {
    assert_eq!(loses_duplicates(Light, "2_49", 2, 3), None);
    let (lost, force) = loses_duplicates(Light, "2_49", 2, 4).expect("offered with 4 Force");
    assert_eq!(sorted(lost), duplicates_of(Dark));
    assert_eq!(force, 0, "4 Force used");
}

/// Grimtaash (LOST): cancels Molator, even as a Dejarik at a holosite (the Imperial
/// Holotable, seed 004 "Dejarik rules"); without Molator on table that mode is not offered.
fn card_2_49_grimtaash_cancels_molator() {
    for (molator, holosite) in [(true, false), (true, true), (false, false)] {
        let mut b = premiere()
            .extra(Light, card("2_49"))
            .extra(Dark, card("1_225"))
            .extra(Dark, card("2_145"))
            .hand(Light, "Grimtaash");
        if holosite {
            b = b
                .site(Dark, "Imperial Holotable")
                .at(Dark, "Molator", "Imperial Holotable");
        } else if molator {
            b = b.on_table(Dark, "Molator");
        }
        let mut s = b.phase(Light, Phase::Deploy).build();
        let played = s.card(Light, "Grimtaash");
        let target = s.card(Dark, "Molator");
        let cancel = move |a: &Answer| matches!(a, Answer::Play { card, mode: 1, .. } if *card == played);
        assert_eq!(s.options().iter().any(cancel), molator);
        if molator {
            s.answer_with(cancel);
            assert_eq!(s.place(target), Place::Pile(Pile::Lost), "{}", s.log());
            assert_eq!(s.place(played), Place::Pile(Pile::Lost));
        }
    }
}
}
