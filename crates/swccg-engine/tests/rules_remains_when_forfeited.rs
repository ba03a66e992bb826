//! `remains in play when forfeited` (WED15-l7 'Septoid' Droid): a card forfeited in the damage
//! segment stays on table; the attrition or battle damage it absorbed (the larger) comes off
//! its forfeit value, a 'hit' on it is spent (it is not lost as the battle ends), and it is
//! lost when forfeited for no more than it absorbs.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::scenario::Scenario;
use swccg_engine::state::Flags;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const SEPTOID: &str = "WED15-l7 'Septoid' Droid";

/// Light battles Dark's Septoid droid ('hit' already) and a Stormtrooper at Mos Eisley with
/// `light`, its next destiny `top`; Dark forfeits the droid first and pays the rest plainly.
fn battle(light: &[&str], top: &str) -> Scenario {
    let mut b = premiere()
        .extra(Dark, card("2_109"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, SEPTOID, MOS_EISLEY)
        .flag(Dark, SEPTOID, Flags::HIT)
        .at(Dark, "Stormtrooper", MOS_EISLEY);
    for title in light {
        b = b.at(Light, title, MOS_EISLEY);
    }
    let mut s = b
        .fill(Light, Pile::Force, 2)
        .fill(Light, Pile::Used, 10)
        .fill(Dark, Pile::Used, 10)
        .reserve_top(Light, &[top])
        .phase(Light, Phase::Battle)
        .build();
    let droid = s.card(Dark, SEPTOID);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let mut forfeited = false;
    for _ in 0..60 {
        if s.state().battle.is_none() {
            break;
        }
        let options = s.options();
        let Some(&first) = options.first() else {
            break;
        };
        let pick = if !forfeited && options.contains(&Answer::Forfeit(droid)) {
            forfeited = true;
            Answer::Forfeit(droid)
        } else {
            [Answer::DrawBattleDestiny, Answer::Pass, Answer::No]
                .into_iter()
                .find(|a| options.contains(a))
                .or_else(|| {
                    options
                        .iter()
                        .copied()
                        .find(|a| matches!(a, Answer::Forfeit(c) if *c != droid))
                })
                .unwrap_or(first)
        };
        s.answer(pick);
    }
    assert!(forfeited, "{}", s.log());
    s
}

#[test]
fn a_card_that_remains_when_forfeited_keeps_its_place_and_loses_what_it_absorbed() {
    // Luke and a Rebel Trooper (3, destiny 1) beat the droid and the Stormtrooper (2): 1
    // attrition and 2 battle damage; one forfeit pays both and absorbs 2.
    let s = battle(&["Luke", "Rebel Trooper"], "Rebel Trooper");
    let droid = s.card(Dark, SEPTOID);
    assert!(
        s.saw(|w| matches!(w, What::BattleEnded { .. })),
        "{}",
        s.log()
    );
    assert_eq!(
        s.place(droid),
        Place::At {
            location: s.site(MOS_EISLEY)
        },
        "{}",
        s.log()
    );
    assert!(!s.state().flag(droid, Flags::HIT), "the hit is spent");
    assert_eq!(s.q().forfeit(droid), Some(7 - 2));
}

#[test]
fn a_card_that_remains_when_forfeited_is_lost_when_it_absorbs_its_whole_forfeit() {
    let s = battle(
        &["Luke", "Shistavanen Wolfman", "Rebel Trooper"],
        "Run Luke, Run!",
    );
    let droid = s.card(Dark, SEPTOID);
    assert_eq!(s.place(droid), Place::Pile(Pile::Lost), "{}", s.log());
}
