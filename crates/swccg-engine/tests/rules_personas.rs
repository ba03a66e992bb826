//! Personas (CR 1.6, seed 003 §12): every version of one unique character, vehicle or
//! starship is one persona, and a player has at most one of them on table; a version placed
//! out of play keeps every version off the table for the rest of the game. One scenario test
//! per rule, named after it.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::catalogue::{persona_of, personas_of};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{CardId, Phase, Pile, Place, WhyNot};

const DB94: &str = "Tatooine: Docking Bay 94";
const LUKE: &str = "Luke Skywalker";
const JEDI_LUKE: &str = "Luke Skywalker, Jedi Knight";
const MASTER_LUKE: &str = "Master Luke";
const SON: &str = "Son Of Skywalker";
const LEIA: &str = "Leia";

/// Light's Premiere decks with more versions of Luke (and another Leia) to deploy, 9 Force.
fn lukes() -> Builder {
    premiere()
        .extra(Light, card("1_19")) // Luke Skywalker
        .extra(Light, card("9_24")) // Luke Skywalker, Jedi Knight
        .extra(Light, card("110_2")) // Master Luke
        .extra(Light, card("4_1")) // Son Of Skywalker
        .extra(Light, card("102_3")) // Leia
        .site(Light, DB94)
        .fill(Light, Pile::Force, 9)
        .phase(Light, Phase::Deploy)
}

fn in_hand(s: &Scenario, title: &str) -> CardId {
    *s.cards(Light, title)
        .iter()
        .find(|&&c| s.place(c) == Place::Pile(Pile::Hand))
        .expect("the card in hand")
}

/// CR 1.6: with Luke Skywalker at Docking Bay 94, no other version of Luke deploys (Jedi
/// Knight, Master Luke, Son Of Skywalker: an epithet, a rank and another name of one
/// persona), and `why_not` names the version on table; Leia, another persona, still deploys.
/// Without Luke on table, the Jedi Knight deploys.
#[test]
fn cr_1_6_one_version_of_a_persona_on_table() {
    let build = |luke_on_table: bool| {
        let mut b = lukes();
        if luke_on_table {
            b = b.at(Light, LUKE, DB94);
        }
        b.hand(Light, JEDI_LUKE)
            .hand(Light, MASTER_LUKE)
            .hand(Light, SON)
            .hand(Light, LEIA)
            .build()
    };
    let s = build(true);
    let luke = s.card(Light, LUKE);
    let db94 = Dest::At(s.site(DB94));
    for title in [JEDI_LUKE, MASTER_LUKE, SON] {
        let version = in_hand(&s, title);
        assert!(s.deploy_options_for(version).is_empty(), "{title}");
        assert_eq!(
            s.game.why_not(Light, version, db94),
            Some(WhyNot::Persona {
                card: version,
                version: luke
            }),
            "{title}"
        );
    }
    let leia = in_hand(&s, LEIA);
    assert!(!s.deploy_options_for(leia).is_empty());
    assert_eq!(s.game.why_not(Light, leia, db94), None);

    let s = build(false);
    let jedi = in_hand(&s, JEDI_LUKE);
    assert!(!s.deploy_options_for(jedi).is_empty());
    assert_eq!(s.game.why_not(Light, jedi, Dest::At(s.site(DB94))), None);
}

/// Seed 003 §12 (CR 1.6): Luke Skywalker placed out of play keeps every version of Luke off
/// the table, the same title included, while he stays there; sent to the Lost Pile instead,
/// he blocks nothing.
#[test]
fn seed003_12_a_persona_placed_out_of_play_never_returns() {
    for pile in [Pile::OutOfPlay, Pile::Lost] {
        let s = lukes()
            .extra(Light, card("1_19")) // a second Luke Skywalker
            .to_pile(Light, LUKE, pile)
            .hand(Light, JEDI_LUKE)
            .hand(Light, LUKE)
            .hand(Light, LEIA) // keeps the deploy phase open
            .build();
        let other = in_hand(&s, LUKE);
        let gone = *s.cards(Light, LUKE).iter().find(|&&c| c != other).unwrap();
        assert_eq!(s.place(gone), Place::Pile(pile));
        let jedi = in_hand(&s, JEDI_LUKE);
        let db94 = Dest::At(s.site(DB94));
        for card in [jedi, other] {
            if pile == Pile::OutOfPlay {
                assert!(s.deploy_options_for(card).is_empty());
                assert_eq!(
                    s.game.why_not(Light, card, db94),
                    Some(WhyNot::PersonaOutOfPlay {
                        card,
                        version: gone
                    })
                );
            } else {
                assert!(!s.deploy_options_for(card).is_empty());
                assert_eq!(s.game.why_not(Light, card, db94), None);
            }
        }
    }
}

/// CR 1.6 is per player: Dark's Darth Vader on table does not keep Light's Luke off it, and
/// Light's Luke does not keep Dark's Lord Vader off; Dark's own Darth Vader does.
#[test]
fn cr_1_6_personas_are_counted_per_player() {
    let build = |vader_on_table: bool| {
        let mut b = lukes()
            .extra(Dark, card("9_113")) // Lord Vader
            .extra(Dark, card("1_168")) // Darth Vader
            .at(Light, LUKE, DB94);
        if vader_on_table {
            b = b.at(Dark, "Darth Vader", DB94);
        }
        b.hand(Dark, "Lord Vader")
            .hand(Dark, "Stormtrooper") // keeps the deploy phase open
            .fill(Dark, Pile::Force, 12)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let s = build(false);
    let lord = s.cards(Dark, "Lord Vader")[0];
    assert_eq!(s.game.why_not(Dark, lord, Dest::At(s.site(DB94))), None);
    let s = build(true);
    let lord = s.cards(Dark, "Lord Vader")[0];
    assert_eq!(
        s.game.why_not(Dark, lord, Dest::At(s.site(DB94))),
        Some(WhyNot::Persona {
            card: lord,
            version: s.card(Dark, "Darth Vader")
        })
    );
}

/// CR 1.6, which titles are one persona: a version's rank ("Captain", "General", "Master",
/// "Lord", "Darth"), epithet (", Jedi Knight"), weapon (" With Heavy Blaster Pistol") and tags
/// ("(V)") aside, and the few names the card pool spells two ways (Han and Solo, Son Of
/// Skywalker and Luke). Different people stay apart, and cards of three dots (Vigo) are no
/// persona. Starships keep their whole title: Stalker (V) is Stalker, and Vader's Custom TIE
/// is not Vader.
#[test]
fn cr_1_6_the_versions_of_a_persona() {
    let persona = |id: &str| persona_of(&card(id).front);
    let same = |ids: &[&str]| {
        let first = persona(ids[0]);
        assert!(first.is_some(), "{}", ids[0]);
        for id in &ids[1..] {
            assert_eq!(persona(id), first, "{id} and {}", ids[0]);
        }
    };
    // Han Solo, Han, Han With Heavy Blaster Pistol, Captain Han Solo, General Solo, Solo.
    same(&["1_11", "102_2", "108_1", "5_1", "8_15", "204_11"]);
    // Luke Skywalker, Jedi Knight, Commander, Master Luke, Son Of Skywalker.
    same(&["1_19", "9_24", "3_3", "110_2", "4_1"]);
    // Darth Vader, Lord Vader, Darth Vader, Dark Lord Of The Sith, Vader.
    same(&["1_168", "9_113", "7_175", "101_5"]);
    // Stalker and Stalker (V).
    same(&["3_152", "201_41"]);
    assert_ne!(persona("1_19"), persona("102_3"), "Luke is not Leia");
    assert_ne!(
        persona("1_168"),
        persona("1_306"),
        "Vader's Custom TIE is no Vader"
    );
    assert_eq!(persona("10_53"), None, "Vigo has three dots");
    assert_eq!(persona("1_180"), None, "Imperial Pilot is not unique");
}

/// Seed 003 §12, which personas a card with permanent crew is: Gold Leader In Gold 1 (and its
/// (V)) is Gold 1 and Dutch; the Death Star Assault Squadron is Darth Vader, DS-61-2 and
/// DS-61-3, and Vader's Custom TIE, Black 2 and Black 3 that they fly; Boba Fett In Slave I is
/// Boba Fett and Slave I. A starship without permanent crew is only itself.
#[test]
fn seed003_12_a_permanent_pilot_is_his_persona() {
    let one = |id: &str| persona_of(&card(id).front).expect(id);
    let gold1 = personas_of(&card("103_1").front);
    assert_eq!(gold1, vec![one("1_141"), one("1_8")], "Gold 1, Dutch");
    assert_eq!(personas_of(&card("200_62").front), gold1, "its (V)");
    let squadron = personas_of(&card("7_303").front);
    let crew: Vec<_> = ["1_168", "1_173", "1_174", "1_306", "1_299", "1_300"]
        .iter()
        .map(|id| one(id))
        .collect();
    assert_eq!(squadron[1..], crew[..]);
    let slave = personas_of(&card("109_8").front);
    assert_eq!(slave.len(), 2, "Slave I and Boba Fett: {slave:?}");
    assert!(!slave.contains(&one("1_168")));
    assert_eq!(personas_of(&card("1_306").front), vec![one("1_306")]);
}

/// Seed 003 §12, example 1: Dutch placed out of play keeps Gold Leader In Gold 1 (Dutch its
/// permanent pilot) off the table; in the Lost Pile he does not. Example 2: the Death Star
/// Assault Squadron placed out of play keeps off Darth Vader, DS-61-2, DS-61-3, Vader's Custom
/// TIE, Black 2 and Black 3; in the Lost Pile it does not.
#[test]
fn seed003_12_permanent_pilots_out_of_play() {
    for pile in [Pile::OutOfPlay, Pile::Lost] {
        let s = lukes()
            .extra(Light, card("1_8")) // Dutch
            .extra(Light, card("103_1")) // Gold Leader In Gold 1
            .to_pile(Light, "Dutch", pile)
            .hand(Light, "Gold Leader In Gold 1")
            .hand(Light, LEIA)
            .build();
        let (dutch, gold) = (
            s.card(Light, "Dutch"),
            s.card(Light, "Gold Leader In Gold 1"),
        );
        let why = s.game.why_not(Light, gold, Dest::At(s.site(DB94)));
        let blocked = Some(WhyNot::PersonaOutOfPlay {
            card: gold,
            version: dutch,
        });
        assert_eq!(why == blocked, pile == Pile::OutOfPlay, "{pile:?}: {why:?}");
    }
    let crew = [
        "Darth Vader",
        "DS-61-2",
        "DS-61-3",
        "Vader's Custom TIE",
        "Black 2",
        "Black 3",
    ];
    for pile in [Pile::OutOfPlay, Pile::Lost] {
        let mut b = premiere()
            .extra(Dark, card("7_303")) // Death Star Assault Squadron
            .site(Dark, DB94)
            .to_pile(Dark, "Death Star Assault Squadron", pile)
            .hand(Dark, "Stormtrooper"); // keeps the deploy phase open
        for (id, title) in ["1_168", "1_173", "1_174", "1_306", "1_299", "1_300"]
            .iter()
            .zip(crew)
        {
            b = b.extra(Dark, card(id)).hand(Dark, title);
        }
        let s = b
            .fill(Dark, Pile::Force, 20)
            .phase(Dark, Phase::Deploy)
            .build();
        let squadron = s.card(Dark, "Death Star Assault Squadron");
        for title in crew {
            let c = *s
                .cards(Dark, title)
                .iter()
                .find(|&&c| s.place(c) == Place::Pile(Pile::Hand))
                .expect(title);
            let why = s.game.why_not(Dark, c, Dest::At(s.site(DB94)));
            let blocked = Some(WhyNot::PersonaOutOfPlay {
                card: c,
                version: squadron,
            });
            assert_eq!(why == blocked, pile == Pile::OutOfPlay, "{title} {pile:?}");
        }
    }
}

/// CR 1.6 with a first name: the text of Dash In Rogue 12 names its permanent pilot "•Dash",
/// and in a game with Dash Rendar that is him: with Dash Rendar at Docking Bay 94, Dash In
/// Rogue 12 may not deploy, and `why_not` names Dash Rendar.
#[test]
fn cr_1_6_a_first_name_is_the_persona_it_begins() {
    let s = lukes()
        .extra(Light, card("10_6")) // Dash Rendar
        .extra(Light, card("201_20")) // Dash In Rogue 12
        .at(Light, "Dash Rendar", DB94)
        .hand(Light, "Dash In Rogue 12")
        .hand(Light, LEIA)
        .build();
    let (dash, rogue) = (
        s.card(Light, "Dash Rendar"),
        s.card(Light, "Dash In Rogue 12"),
    );
    assert_eq!(
        s.game.why_not(Light, rogue, Dest::At(s.site(DB94))),
        Some(WhyNot::Persona {
            card: rogue,
            version: dash
        })
    );
}
