//! Tests of Premiere (set 1) cards beyond the Introductory decks, whose scripts were drafted
//! by `holocron cards draft` and reviewed. Each test is named `card_<GEMP id>_<what the text
//! does>`.

use crate::support::{card, defending_alone_adds, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const CANTINA: &str = "Tatooine: Cantina";
const YAVIN_DB: &str = "Yavin 4: Docking Bay";
const HUT: &str = "Tatooine: Obi-Wan's Hut";

/// Power and forfeit of a card of `side` titled `title` standing at Mos Eisley with no
/// Cantina on table: the printed values the Cantina tests compare with.
fn baseline(side: swccg_cards::Side, title: &str) -> (i32, Option<i32>) {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(side, title, MOS_EISLEY)
        .phase(Dark, Phase::Deploy)
        .build();
    let c = s.card(side, title);
    (s.q().power(c), s.q().forfeit(c))
}

/// Dark deploys Luke? Luuuuke! in its deploy phase to a Tatooine site, aiming at `target`
/// (a Light card already at a site). Returns the scenario and the Utinni Effect.
fn deploy_luuuuke(
    b: swccg_engine::scenario::Builder,
    site: &str,
    target: &str,
) -> (swccg_engine::scenario::Scenario, swccg_engine::CardId) {
    let mut s = b
        .extra(Dark, card("1_223"))
        .hand(Dark, "Luke? Luuuuke!")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let utinni = s.card(Dark, "Luke? Luuuuke!");
    let aim = s.card(Light, target);
    s.answer(Answer::Deploy {
        card: utinni,
        to: Dest::Targeting {
            location: s.site(site),
            target: aim,
        },
    });
    (s, utinni)
}

/// Reactor Terminal (Dark) and Traffic Control (Light), same text: they deploy on table for 1
/// Force (not with none); in their owner's control phase (not the deploy phase), a card from
/// the owner's hand (never the opponent's) goes on top of the Used Pile, one a use, as often
/// as wanted. `a`, `b`, `c` are cards of the owner's deck.
fn returns_hand_cards_to_the_used_pile(side: Side, id: &str, title: &str, [a, b, c]: [&str; 3]) {
    for force in [0, 1] {
        let s = premiere()
            .extra(side, card(id))
            .hand(side, title)
            .fill(side, Pile::Force, force)
            .phase(side, Phase::Deploy)
            .build();
        let effect = s.card(side, title);
        let to = swccg_engine::decision::Dest::Table;
        assert_eq!(
            s.has_option(Answer::Deploy { card: effect, to }),
            force == 1,
            "{title}"
        );
        if force == 1 {
            let mut s = s;
            s.answer(Answer::Deploy { card: effect, to });
            assert_eq!(s.place(effect), Place::Table);
            assert!(s.pile(side, Pile::Force).is_empty(), "it cost 1");
        }
    }
    for phase in [Phase::Deploy, Phase::Control] {
        let mut s = premiere()
            .extra(side, card(id))
            .on_table(side, title)
            .hand(side, a)
            .hand(side, b)
            .hand(side, c)
            .hand(side.opponent(), "Jawa")
            .phase(side, phase)
            .build();
        let effect = s.card(side, title);
        let use_it = move |x: &Answer| matches!(x, Answer::Use { card, .. } if *card == effect);
        assert_eq!(
            s.options().iter().any(use_it),
            phase == Phase::Control,
            "{title} {phase:?}"
        );
        if phase != Phase::Control {
            continue;
        }
        let jawa = s.card(side.opponent(), "Jawa");
        for name in [a, b] {
            s.answer_with(use_it);
            let card = s.card(side, name);
            assert!(s.has_option(Answer::Choose(card)) && !s.has_option(Answer::Choose(jawa)));
            s.answer(Answer::Choose(card));
            assert_eq!(
                s.pile(side, Pile::Used).last(),
                Some(&card),
                "{name} on top"
            );
        }
        assert_eq!(s.pile(side, Pile::Hand), &[s.card(side, c)]);
    }
}

/// A battle at the Dune Sea that `side`'s opponent initiates against `side`'s `leader` and
/// `other` (titles; `extra` GEMP ids join `side`'s deck), with the interrupt `id` in `side`'s
/// hand and 1 Force to use: `None` when the interrupt is never offered, else the power of
/// `other` and of `leader` before and after it is played.
fn doubles_power_in_battle(
    side: Side,
    id: &str,
    extra: &[&str],
    leader: &str,
    other: &str,
) -> Option<[(i32, i32); 2]> {
    const DUNE_SEA: &str = "Tatooine: Dune Sea";
    let foe = match side {
        Light => "Vader",
        Dark => "Luke",
    };
    let mut b = premiere().extra(side, card(id));
    for e in extra {
        b = b.extra(side, card(e));
    }
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut s = b
        .site(Light, DUNE_SEA)
        .at(side, leader, DUNE_SEA)
        .at(side, other, DUNE_SEA)
        .at(side.opponent(), foe, DUNE_SEA)
        .hand(side, &title)
        .fill(side, Pile::Force, 1)
        .fill(side.opponent(), Pile::Force, 2)
        .phase(side.opponent(), Phase::Battle)
        .build();
    let played = s.card(side, &title);
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == played);
    if !crate::support::drive_until(&mut s, pick, 40) {
        return None;
    }
    let (o, l) = (s.card(side, other), s.card(side, leader));
    let before = (s.q().power(o), s.q().power(l));
    s.answer_with(pick);
    assert!(s.pile(side, Pile::Force).is_empty(), "it used 1 Force");
    Some([before, (s.q().power(o), s.q().power(l))])
}

crate::card_tests! {
/// Jedi Presence: with Light's Jedi (Obi-Wan) in a battle, 1 Force doubles the power of
/// Light's other Rebels there (a Rebel Trooper 1 to 2, Luke 2 to 4: neither +1 nor +2 would
/// give both), not the Jedi's; with no Jedi (Luke) it is not offered.
fn card_1_92_jedi_presence_doubles_the_other_rebels_power() {
    for (other, base) in [("Rebel Trooper", 1), ("Luke", 2)] {
        let [(before, obi), after] =
            doubles_power_in_battle(Light, "1_92", &["1_21"], "Obi-Wan Kenobi", other).expect("offered");
        assert_eq!(before, base);
        assert_eq!(after, (2 * base, obi), "{other}");
    }
    assert_eq!(doubles_power_in_battle(Light, "1_92", &[], "Luke", "Rebel Trooper"), None);
}

/// Dark Jedi Presence: with Dark's Dark Jedi (Vader) in a battle, 1 Force doubles the power
/// of Dark's other Imperials there (a Stormtrooper 1 to 2, Lieutenant Tanbris 2 to 4), not
/// Vader's; with no Dark Jedi (an Imperial Trooper Guard instead) it is not offered.
fn card_1_240_dark_jedi_presence_doubles_the_other_imperials_power() {
    for (other, base) in [("Stormtrooper", 1), ("Lieutenant Tanbris", 2)] {
        let [(before, vader), after] =
            doubles_power_in_battle(Dark, "1_240", &["1_185"], "Vader", other).expect("offered");
        assert_eq!(before, base);
        assert_eq!(after, (2 * base, vader), "{other}");
    }
    assert_eq!(
        doubles_power_in_battle(Dark, "1_240", &[], "Imperial Trooper Guard", "Stormtrooper"),
        None
    );
}

/// Presence Of The Force deploys on a location (Dark, on Light's Dune Sea) and adds one
/// Force icon to each side of it.
fn card_1_227_presence_of_the_force_adds_an_icon_to_each_side() {
    const DUNE_SEA: &str = "Tatooine: Dune Sea";
    let mut s = premiere()
        .extra(Dark, card("1_227"))
        .site(Light, DUNE_SEA)
        .hand(Dark, "Presence Of The Force")
        .phase(Dark, Phase::Deploy)
        .build();
    let dune = s.site(DUNE_SEA);
    let before = (s.q().icons(Dark, dune), s.q().icons(Light, dune));
    let effect = s.card(Dark, "Presence Of The Force");
    s.answer(Answer::Deploy { card: effect, to: Dest::At(dune) });
    assert_eq!(s.place(effect), Place::At { location: dune });
    assert_eq!((s.q().icons(Dark, dune), s.q().icons(Light, dune)), (before.0 + 1, before.1 + 1));
}

/// Massassi War Room, Light: while Light controls it with a leader there (Leia), every
/// Stormtrooper is forfeit -1 (2 - 1); not with Luke (no leader) there, not while Dark is
/// there too.
fn card_1_139_massassi_war_room_light_stormtroopers_forfeit_1_less() {
    const ROOM: &str = "Yavin 4: Massassi War Room";
    const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
    for (who, contested, forfeit) in [("Leia Organa", false, 1), ("Luke", false, 2), ("Leia Organa", true, 2)] {
        let mut b = premiere()
            .extra(Light, card("1_139"))
            .extra(Light, card("1_17"))
            .site(Light, ROOM)
            .site(Dark, MOS_EISLEY)
            .at(Light, who, ROOM)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        if contested {
            b = b.at(Dark, "Vader", ROOM);
        }
        let s = b.phase(Light, Phase::Control).build();
        let trooper = s.card(Dark, "Stormtrooper");
        assert_eq!(s.q().forfeit(trooper), Some(forfeit), "{who}, contested {contested}");
    }
}

/// Massassi War Room, Dark: Dark adds one battle destiny when initiating a battle there.
fn card_1_139_massassi_war_room_dark_adds_a_battle_destiny_when_initiating_here() {
    super::pool_hoth::adds_a_battle_destiny_when_initiating_here(Light, "1_139", Dark);
}

fn card_1_294_lars_moisture_farm_dark_drains_1_more_when_you_control() {
    const FARM: &str = "Tatooine: Lars' Moisture Farm";
    // One Light icon: Dark drains 1, and 1 more while controlling the Farm.
    for (light_there, drain) in [(false, Some(1 + 1)), (true, None)] {
        let mut b = premiere()
            .extra(Dark, card("1_294"))
            .site(Dark, FARM)
            .at(Dark, "Stormtrooper", FARM);
        if light_there {
            b = b.at(Light, "Luke", FARM);
        }
        let s = b.fill(Dark, Pile::Force, 1).phase(Dark, Phase::Control).build();
        let farm = s.site(FARM);
        let offered = s.options().contains(&Answer::ForceDrain(farm));
        assert_eq!(offered.then(|| s.q().drain_amount(Dark, farm)), drain);
    }
}

/// Dark's weapon destiny draws at its Lars' Moisture Farm are +1: an Imperial Blaster's
/// destiny 1 becomes 2 and beats a Rebel Trooper's defense value 1; the same draw at the Dune
/// Sea does not.
fn card_1_294_lars_moisture_farm_dark_adds_1_to_weapon_destiny_here() {
    const FARM: &str = "Tatooine: Lars' Moisture Farm";
    const DUNE_SEA: &str = "Tatooine: Dune Sea";
    for (site, hit) in [(FARM, true), (DUNE_SEA, false)] {
        let mut s = premiere()
            .extra(Dark, card("1_294"))
            .site(if site == FARM { Dark } else { Light }, site)
            .at(Dark, "Stormtrooper", site)
            .on(Dark, "Imperial Blaster", "Stormtrooper")
            .at(Light, "Rebel Trooper", site)
            .fill(Dark, Pile::Force, 2)
            .reserve_top(Dark, &["Stormtrooper"]) // destiny 1
            .phase(Dark, Phase::Battle)
            .build();
        let weapon = s.card(Dark, "Imperial Blaster");
        let target = s.card(Light, "Rebel Trooper");
        s.answer(Answer::Battle(s.site(site)));
        s.answer(Answer::Fire { weapon, target });
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { .. })), hit, "{site}");
    }
}

fn card_1_228_reactor_terminal_returns_hand_cards_to_the_used_pile() {
    returns_hand_cards_to_the_used_pile(Dark, "1_228", "Reactor Terminal", ["Stormtrooper", "Vader", "Imperial Blaster"]);
}

fn card_1_66_traffic_control_returns_hand_cards_to_the_used_pile() {
    returns_hand_cards_to_the_used_pile(Light, "1_66", "Traffic Control", ["Luke", "Talz", "Rebel Trooper"]);
}

/// Limited Resources: playable only while Light holds two cards or fewer (not three); Light
/// loses 4 Force when played in Dark's turn, 2 in Light's. (Its starship clause is not played.)
fn card_1_255_limited_resources_costs_a_small_hand_2_or_4_force() {
    for (hand, turn, lost) in [(2, Dark, Some(4)), (3, Dark, None), (2, Light, Some(2))] {
        let mut b = premiere().extra(Dark, card("1_255")).hand(Dark, "Limited Resources");
        for name in ["Luke", "Talz", "Jawa"].into_iter().take(hand) {
            b = b.hand(Light, name);
        }
        let mut s = b.fill(Light, Pile::Force, 5).phase(turn, Phase::Deploy).build();
        if turn == Light {
            // Light passes its deploy phase's first window; Dark may then act.
            s.answer(Answer::Pass);
        }
        let limited = s.card(Dark, "Limited Resources");
        let play = |a: &Answer| matches!(a, Answer::Play { card, .. } if *card == limited);
        assert_eq!(s.options().iter().any(play), lost.is_some(), "hand {hand}");
        let Some(lost) = lost else { continue };
        s.answer_with(play);
        while s.pile(Dark, Pile::Lost).is_empty() {
            assert!(crate::support::answer_plainly(&mut s), "the game waits");
        }
        let force_lost = s.pile(Light, Pile::Lost).len();
        assert_eq!(force_lost, lost, "{turn:?}'s turn\n{}", s.log());
    }
}

/// Assault Rifle deploys on your warrior for 3 Force (not with 2).
fn card_1_311_assault_rifle_deploys_on_your_warrior_for_3() {
    for (force, deploys) in [(3, true), (2, false)] {
        let mut s = premiere()
            .extra(Dark, card("1_311"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, "Assault Rifle")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let rifle = s.card(Dark, "Assault Rifle");
        let trooper = s.card(Dark, "Stormtrooper");
        let options = s.deploy_options_for(rifle);
        assert_eq!(!options.is_empty(), deploys, "{force} Force: {options:?}");
        if deploys {
            s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == rifle));
            assert_eq!(s.place(rifle), Place::On { card: trooper });
            assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
        }
    }
}

/// Assault Rifle fires for 2 Force in a battle; it hits when destiny + 1 exceeds the
/// defense value (Rebel Trooper's 1: destiny 1 hits, destiny 0 misses).
fn card_1_311_assault_rifle_hits_when_destiny_plus_1_exceeds_defense() {
    for (top, hits) in [("Stormtrooper", true), (DETENTION, false)] {
        let mut s = premiere()
            .extra(Dark, card("1_311"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .on(Dark, "Assault Rifle", "Stormtrooper")
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .reserve_top(Dark, &[top])
            .fill(Dark, Pile::Force, 3)
            .phase(Dark, Phase::Battle)
            .build();
        let rifle = s.card(Dark, "Assault Rifle");
        let trooper = s.card(Light, "Rebel Trooper");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        s.answer(Answer::Fire {
            weapon: rifle,
            target: trooper,
        });
        // 3 Force: 1 to initiate the battle, 2 to fire.
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { .. })), hits, "{}", s.log());
    }
}

/// Colonel Wullf Yularen is power +1 at the same site as Tarkin, not at another site.
fn card_1_166_colonel_wullf_yularen_is_stronger_with_tarkin() {
    for (tarkin_site, power) in [(MOS_EISLEY, 2), (DETENTION, 1)] {
        let s = premiere()
            .extra(Dark, card("1_166"))
            .extra(Dark, card("1_179"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, DETENTION)
            .at(Dark, "Colonel Wullf Yularen", MOS_EISLEY)
            .at(Dark, "Grand Moff Tarkin", tarkin_site)
            .phase(Dark, Phase::Deploy)
            .build();
        let yularen = s.card(Dark, "Colonel Wullf Yularen");
        assert_eq!(s.q().power(yularen), power, "Tarkin at {tarkin_site}");
    }
}

/// Dathcha needs 2 Force from each Force Pile (1 in Light's is not enough) and deploys only
/// on Tatooine.
fn card_1_169_dathcha_uses_two_force_from_each_pile_on_tatooine_only() {
    for (light_force, deploys) in [(2, true), (1, false)] {
        let mut s = premiere()
            .extra(Dark, card("1_169"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, DETENTION)
            .hand(Dark, "Dathcha")
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, light_force)
            .phase(Dark, Phase::Deploy)
            .build();
        let dathcha = s.card(Dark, "Dathcha");
        let options = s.deploy_options_for(dathcha);
        if !deploys {
            assert!(options.is_empty(), "{options:?}");
            continue;
        }
        assert_eq!(options, vec![Dest::At(s.site(MOS_EISLEY))]);
        s.answer(Answer::Deploy {
            card: dathcha,
            to: Dest::At(s.site(MOS_EISLEY)),
        });
        assert_eq!(s.pile(Dark, Pile::Force).len(), 1);
        assert_eq!(s.pile(Light, Pile::Force).len(), 0);
    }
}

/// Dathcha is power +2 at a site that is not on Tatooine.
fn card_1_169_dathcha_is_stronger_away_from_tatooine() {
    for (site, power) in [(DETENTION, 4), (MOS_EISLEY, 2)] {
        let s = premiere()
            .extra(Dark, card("1_169"))
            .site(Dark, site)
            .at(Dark, "Dathcha", site)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Dark, "Dathcha")), power, "at {site}");
    }
}

/// Jawa Pack deploys on table with 3 Force from each Force Pile (2 in Light's are not enough).
fn card_1_219_jawa_pack_uses_three_force_from_each_pile() {
    for (light_force, deploys) in [(3, true), (2, false)] {
        let mut s = premiere()
            .extra(Dark, card("1_219"))
            .hand(Dark, "Jawa Pack")
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, light_force)
            .phase(Dark, Phase::Deploy)
            .build();
        let pack = s.card(Dark, "Jawa Pack");
        let offered = s.options().contains(&Answer::Deploy {
            card: pack,
            to: Dest::Table,
        });
        assert_eq!(offered, deploys, "Light has {light_force} Force");
        if deploys {
            s.answer(Answer::Deploy {
                card: pack,
                to: Dest::Table,
            });
            assert_eq!(s.place(pack), Place::Table);
            assert_eq!(s.pile(Dark, Pile::Force).len(), 0);
            assert_eq!(s.pile(Light, Pile::Force).len(), 0);
        }
    }
}

/// Jawa Pack: your Jawas are forfeit +1; the opponent's are not.
fn card_1_219_jawa_pack_makes_your_jawas_forfeit_1_more() {
    let s = premiere()
        .extra(Dark, card("1_219"))
        .on_table(Dark, "Jawa Pack")
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Light, "Jawa", MOS_EISLEY)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    assert_eq!(q.forfeit(s.card(Dark, "Jawa")), Some(2));
    assert_eq!(q.forfeit(s.card(Light, "Jawa")), Some(1));
}

/// Jawa Siesta is Light's copy: Light's Jawas are forfeit +1.
fn card_1_51_jawa_siesta_makes_your_jawas_forfeit_1_more() {
    let s = premiere()
        .extra(Light, card("1_51"))
        .on_table(Light, "Jawa Siesta")
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Light, "Jawa", MOS_EISLEY)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    assert_eq!(q.forfeit(s.card(Light, "Jawa")), Some(2));
    assert_eq!(q.forfeit(s.card(Dark, "Jawa")), Some(1));
}

/// Dark's Cantina: Dark's aliens here are power +1, except Tusken Raiders; Light's aliens
/// here are forfeit +1.
fn card_1_290_cantina_dark_aliens_gain_power_light_aliens_forfeit() {
    let s = premiere()
        .extra(Dark, card("1_290"))
        .site(Dark, CANTINA)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", CANTINA)
        .at(Dark, "Tusken Raider", CANTINA)
        .at(Light, "Talz", CANTINA)
        .at(Light, "Talz", MOS_EISLEY)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let (jawa, _) = baseline(Dark, "Jawa");
    let (raider, _) = baseline(Dark, "Tusken Raider");
    let (_, talz) = baseline(Light, "Talz");
    assert_eq!(q.power(s.card(Dark, "Jawa")), jawa + 1);
    assert_eq!(q.power(s.card(Dark, "Tusken Raider")), raider, "Tusken Raiders excepted");
    let forfeits: Vec<_> = s.cards(Light, "Talz").into_iter().map(|t| q.forfeit(t)).collect();
    let plus_one = talz.map(|f| f + 1);
    assert!(forfeits.contains(&plus_one) && forfeits.contains(&talz), "{forfeits:?}");
}

/// Light's Cantina: Light's aliens are power +1 wherever they are; Dark's aliens here
/// (except Tusken Raiders) are forfeit +1.
fn card_1_128_cantina_light_aliens_gain_power_dark_aliens_forfeit() {
    let s = premiere()
        .extra(Light, card("1_128"))
        .site(Light, CANTINA)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .at(Dark, "Jawa", CANTINA)
        .at(Dark, "Tusken Raider", CANTINA)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    assert_eq!(q.power(s.card(Light, "Talz")), baseline(Light, "Talz").0 + 1);
    assert_eq!(q.forfeit(s.card(Dark, "Jawa")), baseline(Dark, "Jawa").1.map(|f| f + 1));
    assert_eq!(
        q.forfeit(s.card(Dark, "Tusken Raider")),
        baseline(Dark, "Tusken Raider").1,
        "excepted"
    );
}

fn card_1_297_yavin_4_docking_bay_dark_copy_transit_costs() {
    let s = premiere()
        .extra(Dark, card("1_297"))
        .site(Dark, YAVIN_DB)
        .phase(Dark, Phase::Move)
        .build();
    let bay = s.site(YAVIN_DB);
    assert_eq!((s.q().transit_cost(Dark, bay), s.q().transit_cost(Light, bay)), (1, 1));
}

fn card_1_136_yavin_4_docking_bay_light_copy_transit_costs() {
    let s = premiere()
        .extra(Light, card("1_136"))
        .site(Light, YAVIN_DB)
        .phase(Light, Phase::Move)
        .build();
    let bay = s.site(YAVIN_DB);
    assert_eq!((s.q().transit_cost(Dark, bay), s.q().transit_cost(Light, bay)), (2, 0));
}

/// Obi-Wan's Hut: Obi-Wan deploys for 3 less here (5 - 3 = 2 Force), and Dark drains 1
/// more here while controlling it.
fn card_1_134_obi_wans_hut_obi_wan_deploys_for_3_less() {
    let s = premiere()
        .extra(Light, card("1_134"))
        .extra(Light, card("1_21"))
        .site(Light, HUT)
        .site(Light, DUNE_SEA)
        .hand(Light, "Obi-Wan Kenobi")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let obi_wan = s.card(Light, "Obi-Wan Kenobi");
    assert_eq!(s.deploy_options_for(obi_wan), vec![Dest::At(s.site(HUT))]);
}

fn card_1_134_obi_wans_hut_dark_drains_1_more_when_controlling() {
    for (luke_there, bonus) in [(false, 1), (true, 0)] {
        let mut b = premiere()
            .extra(Light, card("1_134"))
            .site(Light, HUT)
            .at(Dark, "Stormtrooper", HUT);
        if luke_there {
            b = b.at(Light, "Luke", HUT);
        }
        let s = b.phase(Dark, Phase::Control).build();
        let hut = s.site(HUT);
        let icons = s.q().icons(Light, hut);
        assert_eq!(s.q().drain_amount(Dark, hut), icons + bonus, "Luke there: {luke_there}");
    }
}

/// Warrior's Courage: +1 battle destiny for a warrior defending alone at a site, +2 for Leia.
fn card_1_119_warriors_courage_adds_1_for_a_warrior_defending_alone() {
    assert_eq!(defending_alone_adds(Light, "1_119", &["1_17"], &["Leia Organa"], 0), Some(1));
    assert_eq!(defending_alone_adds(Light, "1_119", &[], &["Talz"], 0), None, "no warrior");
}

fn card_1_119_warriors_courage_adds_2_for_leia_defending_alone() {
    assert_eq!(defending_alone_adds(Light, "1_119", &["1_17"], &["Leia Organa"], 1), Some(2));
    assert_eq!(
        defending_alone_adds(Light, "1_119", &["1_17"], &["Leia Organa", "Talz"], 1),
        None,
        "not alone"
    );
}

/// Luke? Luuuuke! deploys only on a Tatooine site, and only aiming at a Rebel.
fn card_1_223_luke_luuuuke_deploys_on_a_tatooine_site_aiming_at_a_rebel() {
    let s = premiere()
        .extra(Dark, card("1_223"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, DETENTION)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .hand(Dark, "Luke? Luuuuke!")
        .phase(Dark, Phase::Deploy)
        .build();
    let utinni = s.card(Dark, "Luke? Luuuuke!");
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(
        s.deploy_options_for(utinni),
        vec![Dest::Targeting {
            location: s.site(MOS_EISLEY),
            target: trooper
        }],
        "a Tatooine site (not the Death Star), a Rebel (not the Talz)"
    );
}

/// Its target is power and forfeit -1; Luke is -3 (power 2 floors at 0; forfeit 4, +1 from
/// his own text for warriors at his site, -3).
fn card_1_223_luke_luuuuke_weakens_its_target_and_luke_more() {
    // The Utinni Effect goes to the Dune Sea; its targets stand at Mos Eisley (a target at
    // its site would cancel it at once). Luke adds 1 to the forfeit of warriors at his site.
    let b = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY);
    let (s, _) = deploy_luuuuke(b, DUNE_SEA, "Rebel Trooper");
    let (trooper, luke) = (s.card(Light, "Rebel Trooper"), s.card(Light, "Luke"));
    assert_eq!((s.q().power(trooper), s.q().forfeit(trooper)), (0, Some(2 + 1 - 1)));
    assert_eq!((s.q().power(luke), s.q().forfeit(luke)), (2, Some(4 + 1)), "not its target");
    let b = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Luke", MOS_EISLEY);
    let (s, _) = deploy_luuuuke(b, DUNE_SEA, "Luke");
    let luke = s.card(Light, "Luke");
    assert_eq!((s.q().power(luke), s.q().forfeit(luke)), (0, Some(4 + 1 - 3)));
}

/// A Rebel whose forfeit reaches zero is lost (Rebel Guard: forfeit 1 - 1); the Utinni
/// Effect then has no target and is lost too (seed 004 "Effect - Utinni Effects").
fn card_1_223_luke_luuuuke_loses_a_rebel_whose_forfeit_reaches_zero() {
    let b = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Guard", MOS_EISLEY);
    let (s, utinni) = deploy_luuuuke(b, DUNE_SEA, "Rebel Guard");
    assert_eq!(s.place(s.card(Light, "Rebel Guard")), Place::Pile(Pile::Lost));
    assert_eq!(s.place(utinni), Place::Pile(Pile::Lost), "{}", s.log());
}

/// Cancelled when reached by its target: the Rebel moves to its site.
fn card_1_223_luke_luuuuke_is_cancelled_when_reached_by_its_target() {
    let b = premiere()
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 3);
    let (mut s, utinni) = deploy_luuuuke(b, DUNE_SEA, "Rebel Trooper");
    assert_eq!(s.place(utinni), Place::At { location: s.site(DUNE_SEA) });
    let trooper = s.card(Light, "Rebel Trooper");
    let dune = s.site(DUNE_SEA);
    let to_dune = |a: &Answer| matches!(a, Answer::Move { card, to } if *card == trooper && *to == dune);
    assert!(crate::support::drive_until(&mut s, to_dune, 60), "{}", s.log());
    s.answer_with(to_dune);
    assert_eq!(s.place(utinni), Place::Pile(Pile::Lost), "{}", s.log());
}
}
