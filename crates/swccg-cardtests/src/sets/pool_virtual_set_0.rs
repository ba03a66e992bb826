//! Tests of Virtual Set 0 (set 200) cards whose scripts were drafted and reviewed. Each test
//! is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, play};
use super::special_edition::game_value;
use crate::support::{card, drive_until, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const HUTT_CANYON: &str = "Tatooine: Hutt Canyon";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const IMAGE: &str = "Image Of The Dark Lord (V)";
const CLOSE_CALL: &str = "Close Call (V)";

/// Tatooine's row: Mos Eisley, Dune Sea, Hutt Canyon; Image Of The Dark Lord (V) at `image`,
/// Light's Rebel Trooper at the Dune Sea and Hutt Canyon, Dark's `dark` at `dark_at`.
fn image_table(image: &str, dark: &str, dark_at: &str) -> Builder {
    premiere()
        .extra(Dark, card("200_107"))
        .extra(Light, card("6_86"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Light, HUTT_CANYON)
        .at(Dark, IMAGE, image)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Rebel Trooper", HUTT_CANYON)
        .at(Dark, dark, dark_at)
}

/// Light attacks Dark's Stormtrooper at Mos Eisley with Luke and a Rebel Trooper, with Close
/// Call (V) in Dark's hand and `tops` on top of Light's Reserve Deck: the scenario once Dark
/// may play the mode `mode`, or `None` if it never may.
fn close_call_battle(mode: u8, tops: &[&str]) -> Option<Scenario> {
    let mut s = premiere()
        .extra(Dark, card("200_116"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, CLOSE_CALL)
        .reserve_top(Light, tops)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    let call = s.card(Dark, CLOSE_CALL);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    drive_until(&mut s, play(call, mode), 60).then_some(s)
}

fn light_destinies(s: &Scenario) -> Vec<i32> {
    s.seen()
        .filter_map(|w| match w {
            What::DestinyDrawn {
                player: Light,
                value,
                ..
            } => Some(*value),
            _ => None,
        })
        .collect()
}

crate::card_tests! {
/// Image Of The Dark Lord (V) deploys on a planet site (Mos Eisley, the Dune Sea), not on a
/// Death Star site.
fn card_200_107_image_of_the_dark_lord_deploys_on_a_planet_site() {
    let s = premiere()
        .extra(Dark, card("200_107"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Dark, DETENTION)
        .hand(Dark, IMAGE)
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let image = s.card(Dark, IMAGE);
    let mut to = s.deploy_options_for(image);
    to.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![Dest::At(s.site(MOS_EISLEY)), Dest::At(s.site(DUNE_SEA))];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(to, expected);
    let mut s = s;
    let to = Dest::At(s.site(DUNE_SEA));
    s.answer(Answer::Deploy { card: image, to });
    assert_eq!(s.place(image), Place::At { location: s.site(DUNE_SEA) }, "{}", s.log());
}

/// Light's drains at the Dune Sea are -1 with the Image there; -2 while Vader controls the
/// adjacent Mos Eisley; -1 with a Stormtrooper instead of Vader, or with Vader at Mos Eisley
/// and the Image at Hutt Canyon (not adjacent); Light's drains at Hutt Canyon are not changed
/// by an Image at the Dune Sea.
fn card_200_107_image_of_the_dark_lord_lowers_opponents_drains_here() {
    for (image, dark, site, change) in [
        (DUNE_SEA, "Vader", DUNE_SEA, -2),
        (DUNE_SEA, "Stormtrooper", DUNE_SEA, -1),
        (HUTT_CANYON, "Vader", HUTT_CANYON, -1),
        (DUNE_SEA, "Vader", HUTT_CANYON, 0),
    ] {
        let s = image_table(image, dark, MOS_EISLEY)
            .phase(Light, Phase::Control)
            .build();
        assert_eq!(
            game_value(&s, Quantity::ForceDrain, Light, site, 0),
            change,
            "Image at {image}, {dark} at Mos Eisley, drain at {site}"
        );
    }
    // Vader at Mos Eisley with a Rebel Trooper there too: Dark does not control it.
    let s = image_table(DUNE_SEA, "Vader", MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .phase(Light, Phase::Control)
        .build();
    assert_eq!(game_value(&s, Quantity::ForceDrain, Light, DUNE_SEA, 0), -1);
    // Dark's own drains here are not lowered.
    let s = image_table(DUNE_SEA, "Vader", MOS_EISLEY)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(game_value(&s, Quantity::ForceDrain, Dark, DUNE_SEA, 0), 0);
    // A whole drain: the Dune Sea's drain of 1 drops to 0 with the Image.
    let plain = premiere()
        .extra(Light, card("6_86"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA);
    let base = drained(plain, Light, DUNE_SEA).expect("Light drains");
    let with = drained(image_table(DUNE_SEA, "Stormtrooper", MOS_EISLEY), Light, DUNE_SEA);
    assert_eq!(with, Some(base.saturating_sub(1)));
}

/// USED: in a battle, Dark cancels Light's just drawn battle destiny (Talz, 3) and Light
/// redraws (a Rebel Trooper, 1).
fn card_200_116_close_call_cancels_and_redraws_a_destiny_in_battle() {
    let mut s = close_call_battle(0, &["Talz", "Rebel Trooper"]).expect("offered");
    assert_eq!(light_destinies(&s), vec![3]);
    let call = s.card(Dark, CLOSE_CALL);
    s.answer_with(play(call, 0));
    assert_eq!(light_destinies(&s), vec![3, 1], "{}", s.log());
}

/// LOST: Light's just drawn battle destiny (Talz, 3) is 3 - 3; a destiny of 1 (Rebel
/// Trooper) made 3 less is 0 too, never below (CR 12.7: values never go below 0).
fn card_200_116_close_call_makes_a_battle_destiny_3_less() {
    for drawn in ["Talz", "Rebel Trooper"] {
        let mut s = close_call_battle(1, &[drawn]).expect("offered");
        let call = s.card(Dark, CLOSE_CALL);
        s.answer_with(play(call, 1));
        let changed: Vec<i32> = s
            .seen()
            .filter_map(|w| match w {
                What::DestinyChanged { player: Light, value } => Some(*value),
                _ => None,
            })
            .collect();
        assert_eq!(changed, vec![0], "{drawn}\n{}", s.log());
    }
}

/// Neither mode answers a destiny that is neither a battle nor a weapon destiny: through
/// Figrin D'an's wager (three destiny draws for Light, two for Dark, outside battle) Dark is
/// never offered Close Call.
fn card_200_116_close_call_answers_only_battle_and_weapon_destiny() {
    let mut s = premiere()
        .extra(Dark, card("200_116"))
        .extra(Light, card("1_9"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Figrin D'an", MOS_EISLEY)
        .hand(Dark, CLOSE_CALL)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Control)
        .build();
    let call = s.card(Dark, CLOSE_CALL);
    let figrin = s.card(Light, "Figrin D'an");
    s.answer_with(|a| matches!(a, Answer::Use { card, .. } if *card == figrin));
    let mut answered = 0;
    while s.state().phase == Phase::Control && answered < 40 {
        assert!(
            !s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == call)),
            "{:?}\n{}",
            s.options(),
            s.log()
        );
        if !crate::support::answer_plainly(&mut s) {
            break;
        }
        answered += 1;
    }
    let draws = s.seen().filter(|w| matches!(w, What::DestinyDrawn { .. })).count();
    assert_eq!(draws, 5, "{}", s.log());
}

/// LOST: Light's weapon destiny for a Mos Eisley Blaster at Jabba (defense value 3) is Talz,
/// 3: 3 + 2 > 3 would lower Jabba's forfeit (5) by 2; made 3 - 3, it does not.
fn card_200_116_close_call_makes_a_weapon_destiny_3_less() {
    use crate::support::blaster_at_jabba;
    assert_eq!(blaster_at_jabba(Dark, "200_116", 2, "Talz", false), 3);
    assert_eq!(blaster_at_jabba(Dark, "200_116", 2, "Talz", true), 5);
}
}
