//! Personas (CR 1.6, seed 003 §12): every version of one unique character, vehicle or
//! starship is one persona, and a player has at most one of them on table; a version placed
//! out of play keeps every version off the table for the rest of the game. One scenario test
//! per rule, named after it.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::catalogue::persona_of;
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
