//! Seed 004 "Elis Helrot": 'transport' (relocating) characters of one site to any one other
//! site for destiny Force (Elis Helrot, and Nabrun Leids, its Light Side twin).

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, CardId, Phase, Pile, Place};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";

/// Answers plainly (passing) until `pick` is an option; whether it became one.
fn until(s: &mut Scenario, pick: impl Fn(&Answer) -> bool) -> bool {
    for _ in 0..12 {
        if s.options().iter().any(&pick) {
            return true;
        }
        if !s.has_option(Answer::Pass) {
            return false;
        }
        s.pass();
    }
    false
}

/// Dark's Elis Helrot in hand in Dark's control phase with `force` Force, a destiny of 2 to
/// draw (Tusken Raider); Dark's Stormtrooper and Vader at Mos Eisley, Light's Luke there too,
/// Dark's Jawa at the Dune Sea; `extra` prepares more.
fn helrot(
    force: usize,
    extra: impl FnOnce(swccg_engine::scenario::Builder) -> swccg_engine::scenario::Builder,
) -> (Scenario, CardId) {
    let b = premiere()
        .extra(Dark, card("1_243"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Dark, JAWA_CAMP)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Dark, "Jawa", DUNE_SEA)
        .hand(Dark, "Elis Helrot")
        .reserve_top(Dark, &["Tusken Raider"])
        .fill(Dark, Pile::Force, force);
    let mut s = extra(b).phase(Dark, Phase::Control).build();
    let helrot = s.card(Dark, "Elis Helrot");
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == helrot));
    (s, helrot)
}

/// Seed 004 "Elis Helrot": the player targets any or all of their characters at one site and
/// another site, draws destiny and uses that much Force: every targeted character is
/// relocated there (Stormtrooper and Vader from Mos Eisley to Jawa Camp, which is not
/// adjacent), the others stay, and the Interrupt goes to the Used Pile.
#[test]
fn seed004_elis_helrot_transports_characters_of_one_site_for_destiny_force() {
    let (mut s, helrot) = helrot(3, |b| b);
    let trooper = s.card(Dark, "Stormtrooper");
    let vader = s.card(Dark, "Vader");
    let camp = s.site(JAWA_CAMP);
    assert!(until(&mut s, |a| *a == Answer::Choose(trooper)));
    s.answer(Answer::Choose(trooper));
    s.answer(Answer::Choose(vader));
    s.answer(Answer::ChooseLocation(camp));
    assert!(until(&mut s, |a| *a == Answer::Yes), "{}", s.log());
    s.answer(Answer::Yes);
    assert_eq!(s.place(trooper), Place::At { location: camp });
    assert_eq!(s.place(vader), Place::At { location: camp });
    assert_eq!(
        s.place(s.card(Dark, "Jawa")),
        Place::At {
            location: s.site(DUNE_SEA)
        }
    );
    assert_eq!(
        s.pile(Dark, Pile::Force).len(),
        3 - 2,
        "the destiny, 2, in Force"
    );
    assert_eq!(s.place(helrot), Place::Pile(Pile::Used));
}

/// Seed 004 "Elis Helrot": only the player's own characters may be relocated (not the
/// opponent's Luke at the same site), and "any or all": one of them may go alone.
#[test]
fn seed004_elis_helrot_only_your_characters_any_or_all() {
    let (mut s, _) = helrot(3, |b| b);
    let trooper = s.card(Dark, "Stormtrooper");
    let luke = s.card(Light, "Luke");
    assert!(until(&mut s, |a| *a == Answer::Choose(trooper)));
    assert!(!s.has_option(Answer::Choose(luke)));
    s.answer(Answer::Choose(trooper));
    assert!(!s.has_option(Answer::Choose(luke)));
    s.answer(Answer::Pass);
    s.answer(Answer::ChooseLocation(s.site(JAWA_CAMP)));
    assert!(until(&mut s, |a| *a == Answer::Yes));
    s.answer(Answer::Yes);
    assert_eq!(
        s.place(trooper),
        Place::At {
            location: s.site(JAWA_CAMP)
        }
    );
    assert_eq!(
        s.place(s.card(Dark, "Vader")),
        Place::At {
            location: s.site(MOS_EISLEY)
        }
    );
}

/// Seed 004 "Elis Helrot": the transport goes only where characters could go by a regular
/// move: not to a holosite (Dejarik Hologameboard) nor to a Dagobah site.
#[test]
fn seed004_elis_helrot_not_to_a_holosite_or_dagobah() {
    let (mut s, _) = helrot(3, |b| {
        b.extra(Light, card("2_63"))
            .extra(Light, card("4_89"))
            .site(Light, "Dejarik Hologameboard")
            .site(Light, "Dagobah: Yoda's Hut")
    });
    let trooper = s.card(Dark, "Stormtrooper");
    assert!(until(&mut s, |a| *a == Answer::Choose(trooper)));
    s.answer(Answer::Choose(trooper));
    s.answer(Answer::Pass);
    assert!(s.has_option(Answer::ChooseLocation(s.site(JAWA_CAMP))));
    assert!(!s.has_option(Answer::ChooseLocation(s.site("Dejarik Hologameboard"))));
    assert!(!s.has_option(Answer::ChooseLocation(s.site("Dagobah: Yoda's Hut"))));
}

/// Seed 004 "Elis Helrot": when the player does not use the destiny's Force (cannot: 1 Force
/// for a destiny of 2; or declines), nobody is relocated and the Interrupt goes to the Lost
/// Pile.
#[test]
fn seed004_elis_helrot_unpaid_the_interrupt_is_lost() {
    for (force, decline) in [(1, false), (3, true)] {
        let (mut s, helrot) = helrot(force, |b| b);
        let trooper = s.card(Dark, "Stormtrooper");
        assert!(until(&mut s, |a| *a == Answer::Choose(trooper)));
        s.answer(Answer::Choose(trooper));
        s.answer(Answer::Pass);
        s.answer(Answer::ChooseLocation(s.site(JAWA_CAMP)));
        if decline {
            assert!(until(&mut s, |a| *a == Answer::No));
            s.answer(Answer::No);
        } else {
            until(&mut s, |_| false);
        }
        assert_eq!(s.place(helrot), Place::Pile(Pile::Lost), "{}", s.log());
        assert_eq!(
            s.place(trooper),
            Place::At {
                location: s.site(MOS_EISLEY)
            }
        );
        assert_eq!(s.pile(Dark, Pile::Force).len(), force, "no Force used");
    }
}
