//! CR 1.7 (seed 004 "Destiny draw"): a card printed with two destiny numbers counts as the one
//! the player who drew it picks. R2-D2 (2_14) is "2 or 5".

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::scenario::Scenario;
use swccg_engine::{Answer, Phase, Pile, Prompt, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const R2: &str = "R2-D2 (Artoo-Detoo)";

/// Light's Rebel Trooper fires its Blaster ("destiny > defense value") at Dr. Evazan (ability
/// 2, so defense value 2) at Mos Eisley, with R2-D2 on top of Light's Reserve Deck: the
/// scenario once Light must pick R2-D2's destiny number.
fn blaster_draws_r2() -> Scenario {
    let mut s = premiere()
        .extra(Light, card("2_14"))
        .extra(Dark, card("1_172"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .at(Dark, "Dr. Evazan", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .reserve_top(Light, &[R2])
        .phase(Light, Phase::Battle)
        .build();
    fire_blaster_at_evazan(&mut s);
    s
}

/// Light initiates a battle at Mos Eisley and fires its Blaster at Dr. Evazan.
fn fire_blaster_at_evazan(s: &mut Scenario) {
    let weapon = s.card(Light, "Blaster");
    let target = s.card(Dark, "Dr. Evazan");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let fire = Answer::Fire { weapon, target };
    assert!(common::drive_until(s, |a| *a == fire, 10), "{}", s.log());
    s.answer(fire);
}

/// The value Light's weapon destiny was drawn at.
fn drawn(s: &Scenario) -> Option<i32> {
    s.seen().find_map(|w| match w {
        What::DestinyDrawn {
            player: Light,
            value,
            ..
        } => Some(*value),
        _ => None,
    })
}

/// CR 1.7: drawing R2-D2 ("2 or 5") for destiny, the drawer — Light, not the opponent — is
/// asked which number it counts as, between exactly its two numbers; each can be picked and
/// the draw is worth the number picked.
#[test]
fn cr_1_7_the_drawer_picks_either_destiny_number() {
    for pick in [2u8, 5] {
        let mut s = blaster_draws_r2();
        let r2 = s.card(Light, R2);
        assert_eq!(s.seat(), Some(Light), "{}", s.log());
        assert_eq!(s.prompt(), Some(Prompt::DestinyValue { card: r2 }));
        assert_eq!(
            s.options(),
            vec![Answer::DestinyValue(2), Answer::DestinyValue(5)]
        );
        assert_eq!(drawn(&s), None, "the value is not known before the pick");
        s.answer(Answer::DestinyValue(pick));
        assert_eq!(drawn(&s), Some(i32::from(pick)), "{}", s.log());
    }
}

/// CR 1.7 where the pick matters: the Blaster hits when its destiny is more than Dr. Evazan's
/// defense value of 2; picking 2 misses, picking 5 hits.
#[test]
fn cr_1_7_the_picked_number_decides_a_weapon_hit() {
    for (pick, hit) in [(2u8, false), (5, true)] {
        let mut s = blaster_draws_r2();
        let target = s.card(Dark, "Dr. Evazan");
        s.answer(Answer::DestinyValue(pick));
        let was_hit = s.saw(|w| matches!(w, What::TargetHit { card } if *card == target));
        assert_eq!(was_hit, hit, "picked {pick}\n{}", s.log());
    }
}

/// A card with one destiny number is never asked about: Dark's Jawa (destiny 3) drawn as
/// weapon destiny is worth 3 at once.
#[test]
fn cr_1_7_a_single_destiny_number_asks_nothing() {
    let mut s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Imperial Blaster", "Stormtrooper")
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Dark, Pile::Force, 3)
        .reserve_top(Dark, &["Jawa"])
        .phase(Dark, Phase::Battle)
        .build();
    let weapon = s.card(Dark, "Imperial Blaster");
    let target = s.card(Light, "Rebel Trooper");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer(Answer::Fire { weapon, target });
    assert!(!matches!(s.prompt(), Some(Prompt::DestinyValue { .. })));
    assert!(s.saw(|w| matches!(
        w,
        What::DestinyDrawn {
            player: Dark,
            value: 3,
            ..
        }
    )));
}

/// Light's Rebel Trooper fires its Blaster at Dr. Evazan (defense value 2) at Mos Eisley with
/// Figrin D'an, a Bith of destiny 2, on top of Light's Reserve Deck; Clak'dor VII (Light: each
/// Bith is destiny +2 while Light occupies it; Dark: -1 while Dark controls it) on table with
/// Light's Corellian Corvette and/or Dark's Devastator there. The scenario once the weapon
/// destiny is drawn.
fn blaster_draws_figrin(light_there: bool, dark_there: bool) -> Scenario {
    let mut b = premiere()
        .extra(Light, card("2_60"))
        .extra(Light, card("1_9"))
        .extra(Light, card("1_140"))
        .extra(Dark, card("1_172"))
        .extra(Dark, card("1_301"))
        .site(Light, "Clak'dor VII")
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .at(Dark, "Dr. Evazan", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .reserve_top(Light, &["Figrin D'an"]);
    if light_there {
        b = b.at(Light, "Corellian Corvette", "Clak'dor VII");
    }
    if dark_there {
        b = b.at(Dark, "Devastator", "Clak'dor VII");
    }
    let mut s = b.phase(Light, Phase::Battle).build();
    fire_blaster_at_evazan(&mut s);
    s
}

/// Seed 004 "Destiny draw": a drawn card counts as its destiny number as texts on table modify
/// it, not as printed. Figrin D'an (printed 2) drawn while Light occupies Clak'dor VII counts
/// 4 and hits Dr. Evazan (defense value 2); with Clak'dor VII empty he counts 2 and misses;
/// while Dark controls it he counts 1. (A regression: the draw read the printed number.)
#[test]
fn seed004_destiny_draw_counts_the_modified_destiny_number() {
    let evazan_hit = |s: &Scenario| {
        let target = s.card(Dark, "Dr. Evazan");
        s.saw(|w| matches!(w, What::TargetHit { card } if *card == target))
    };
    for (light_there, dark_there, value, hit) in [
        (true, false, 2 + 2, true),
        (false, false, 2, false),
        (false, true, 2 - 1, false),
    ] {
        let s = blaster_draws_figrin(light_there, dark_there);
        let at = format!("Light there {light_there}, Dark there {dark_there}");
        assert_eq!(drawn(&s), Some(value), "{at}\n{}", s.log());
        assert_eq!(evazan_hit(&s), hit, "{at}\n{}", s.log());
    }
}
