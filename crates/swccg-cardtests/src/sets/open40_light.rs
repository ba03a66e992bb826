//! Tests of the Light cards of the "Open 40 card - Beginner Light" sample deck that no other
//! file tests (scripts in each card's own set file). Each test is named
//! `card_<GEMP id>_<what it does>`.

use super::pool_hoth::{drained, play, title, use_text};
use super::special_edition::{choices, cost_at, destiny_added, game_value, shuffled};
use crate::support::{card, deploy_choices, drive_until, premiere, titles_of};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::TargetRef;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const KACHIRHO: &str = "Kashyyyk: Kachirho";
const FOREST_DEPTHS: &str = "Kashyyyk: Forest Depths";
const SACRED_FALLS: &str = "Kashyyyk: Sacred Falls (Forest)";
const SETTLEMENT: &str = "Kashyyyk: Work Settlement #121";
const WOOKIEE: &str = "Wookiee";
const COUNCIL: &str = "Coruscant: Jedi Council Chamber";
const YODA: &str = "Yoda, Master Of The Force (V)";

/// The values of `side`'s destiny draws, in order.
fn destinies(s: &Scenario, side: Side) -> Vec<i32> {
    s.seen()
        .filter_map(|w| match w {
            What::DestinyDrawn { player, value, .. } if *player == side => Some(*value),
            _ => None,
        })
        .collect()
}

/// The values a text changed `side`'s just drawn destinies to.
fn changed(s: &Scenario, side: Side) -> Vec<i32> {
    s.seen()
        .filter_map(|w| match w {
            What::DestinyChanged { player, value } if *player == side => Some(*value),
            _ => None,
        })
        .collect()
}

/// `initiator` initiates a battle at `site` on the table `b` prepares (3 Force and 10 Used
/// Pile cards each) and the battle is answered plainly until `holder`'s interrupt `title`
/// (in hand) may be played for its `mode`: the scenario then, or `None` if it never may.
fn battle_to_mode(
    b: Builder,
    initiator: Side,
    site: &str,
    holder: Side,
    title: &str,
    mode: u8,
) -> Option<Scenario> {
    let mut s = b
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(initiator, Phase::Battle)
        .build();
    let played = s.card(holder, title);
    s.answer(Answer::Battle(s.site(site)));
    drive_until(&mut s, play(played, mode), 60).then_some(s)
}

/// Light's Luke and a Rebel Trooper attack Dark's Stormtrooper at Mos Eisley; Light holds the
/// interrupt `id` and has `tops` on its Reserve Deck.
fn luke_attacks(id: &str, tops: &[&str]) -> Builder {
    premiere()
        .extra(Light, card(id))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, &title(id))
        .reserve_top(Light, tops)
}

/// Kashyyyk's sites as a row (Work Settlement #121, Kachirho, Sacred Falls) and Mos Eisley.
fn kashyyyk() -> Builder {
    premiere()
        .extra(Light, card("216_33"))
        .extra(Light, card("215_14"))
        .extra(Light, card("216_32"))
        .site(Light, SETTLEMENT)
        .site(Light, KACHIRHO)
        .site(Light, SACRED_FALLS)
        .site(Dark, MOS_EISLEY)
}

/// The Force Light used (events), in all.
fn force_used(s: &Scenario, side: Side) -> u32 {
    s.seen()
        .filter_map(|w| match w {
            What::ForceUsed { player, amount } if *player == side => Some(u32::from(*amount)),
            _ => None,
        })
        .sum()
}

/// The sites `card` is offered to move to by landspeed.
fn moves_of(s: &Scenario, card: CardId) -> Vec<CardId> {
    let mut out = s.move_options_for(card);
    out.sort();
    out
}

crate::card_tests! {
// ----- You Do Have Your Moments (V) -----

/// USED: Light's just drawn battle destiny (Talz, 3) is cancelled and redrawn (a Rebel
/// Trooper, 1).
fn card_204_23_you_do_have_your_moments_cancels_and_redraws_a_destiny() {
    let b = luke_attacks("204_23", &["Talz", "Rebel Trooper"]);
    let mut s = battle_to_mode(b, Light, MOS_EISLEY, Light, &title("204_23"), 0).expect("offered");
    assert_eq!(destinies(&s, Light), vec![3]);
    let played = s.card(Light, &title("204_23"));
    s.answer_with(play(played, 0));
    assert_eq!(destinies(&s, Light), vec![3, 1], "{}", s.log());
    assert!(changed(&s, Light).is_empty());
}

/// LOST: Light's just drawn battle destiny (Talz, 3) becomes 3 + 3 = 6.
fn card_204_23_you_do_have_your_moments_adds_3_to_a_battle_destiny() {
    let b = luke_attacks("204_23", &["Talz"]);
    let mut s = battle_to_mode(b, Light, MOS_EISLEY, Light, &title("204_23"), 1).expect("offered");
    let played = s.card(Light, &title("204_23"));
    s.answer_with(play(played, 1));
    assert_eq!(changed(&s, Light), vec![6], "{}", s.log());
    assert_eq!(destinies(&s, Light), vec![3]);
}

// ----- They're Tracking Us (V) -----

/// USED: Dark's just drawn battle destiny is 1 more (mode 0) or 1 less (mode 1); neither is
/// offered on Light's own draw.
fn card_207_14_theyre_tracking_us_adds_or_subtracts_1_from_opponents_destiny() {
    for (mode, change) in [(0u8, 1), (1, -1)] {
        let b = premiere()
            .extra(Light, card("207_14"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .hand(Light, &title("207_14"))
            .reserve_top(Dark, &["Tusken Raider"])
            .reserve_top(Light, &["Talz"]);
        let mut s = b
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Used, 10)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        let played = s.card(Light, &title("207_14"));
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        let mut offered = false;
        for _ in 0..60 {
            let last_dark = s.seen().filter_map(|w| match w {
                What::DestinyDrawn { player, .. } => Some(*player == Dark),
                _ => None,
            }).last();
            if s.options().iter().any(play(played, mode)) {
                assert_eq!(last_dark, Some(true), "only after Dark's draw\n{}", s.log());
                offered = true;
                break;
            }
            if !crate::support::answer_plainly(&mut s) {
                break;
            }
        }
        assert!(offered, "{}", s.log());
        let drawn = *destinies(&s, Dark).last().expect("Dark drew");
        s.answer_with(play(played, mode));
        assert_eq!(changed(&s, Dark), vec![drawn + change], "{}", s.log());
        assert!(destinies(&s, Light).is_empty() || changed(&s, Light).is_empty());
    }
}

/// USED: activates 1 Force (Force Pile 0 to 1) in Light's deploy phase.
fn card_207_14_theyre_tracking_us_activates_1_force() {
    let mut s = premiere()
        .extra(Light, card("207_14"))
        .site(Light, DUNE_SEA)
        .hand(Light, &title("207_14"))
        .hand(Light, "Rebel Trooper")
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, &title("207_14"));
    let reserve = s.pile(Light, Pile::Reserve).len();
    assert_eq!(s.pile(Light, Pile::Force).len(), 0);
    s.answer_with(play(played, 2));
    assert_eq!(s.pile(Light, Pile::Force).len(), 1, "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Reserve).len(), reserve - 1);
    assert!(s.saw(|w| matches!(w, What::ForceActivated { player: Light, amount: 1 })));
}

/// LOST: cancels Dark's Close Call (V) as it is played to cancel and redraw Light's battle
/// destiny (Talz, 3): the destiny stands, Close Call (V) is cancelled; Dark's Sense may not
/// answer They're Tracking Us (V) (immune to Sense).
fn card_207_14_theyre_tracking_us_cancels_close_call_immune_to_sense() {
    let b = luke_attacks("207_14", &["Talz", "Rebel Trooper"])
        .extra(Dark, card("200_116"))
        .extra(Dark, card("1_267"))
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Dark, "Close Call (V)")
        .hand(Dark, "Sense");
    let mut s = battle_to_mode(b, Light, MOS_EISLEY, Dark, "Close Call (V)", 0).expect("Close Call");
    let call = s.card(Dark, "Close Call (V)");
    let tracking = s.card(Light, &title("207_14"));
    let sense = s.card(Dark, "Sense");
    s.answer_with(play(call, 0));
    assert!(s.options().iter().any(play(tracking, 3)), "{}", s.log());
    s.answer_with(play(tracking, 3));
    assert!(
        !s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)),
        "{}",
        s.log()
    );
    assert!(s.saw(|w| matches!(w, What::Cancelled { card } if *card == call)), "{}", s.log());
    assert_eq!(s.place(tracking), Place::Pile(Pile::Lost));
    // The cancelled Close Call (V) redrew nothing: Light's destinies are Talz's 3 alone so far.
    crate::support::answer_plainly(&mut s);
    assert_eq!(destinies(&s, Light), vec![3], "{}", s.log());
}

// ----- Rebel Leadership (V) -----

/// Takes an admiral (Admiral Ackbar) or a general (General Leia Organa) into hand from the
/// Reserve Deck, not Luke; the deck is reshuffled.
fn card_203_17_rebel_leadership_takes_an_admiral_or_general() {
    let mut s = premiere()
        .extra(Light, card("203_17"))
        .extra(Light, card("9_6"))
        .extra(Light, card("207_5"))
        .site(Light, DUNE_SEA)
        .hand(Light, &title("203_17"))
        .hand(Light, "Rebel Trooper")
        .reserve_top(Light, &["Luke", "Admiral Ackbar", "General Leia Organa"])
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let played = s.card(Light, &title("203_17"));
    s.answer_with(play(played, 0));
    let offered = choices(&s);
    assert_eq!(titles_of(&s, &offered), vec!["Admiral Ackbar", "General Leia Organa"]);
    let leia = s.card(Light, "General Leia Organa");
    s.answer(Answer::Choose(leia));
    assert_eq!(s.place(leia), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(shuffled(&s, Light));
}

/// With General Leia Organa in a battle at Mos Eisley (a site), Light adds one battle
/// destiny; with Admiral Ackbar there instead (an admiral, at a site) the text is not offered.
fn card_203_17_rebel_leadership_adds_a_battle_destiny_for_a_general_at_a_site() {
    let table = |who: &str, id: &str| {
        premiere()
            .extra(Light, card("203_17"))
            .extra(Light, card(id))
            .site(Dark, MOS_EISLEY)
            .at(Light, who, MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Light, &title("203_17"))
    };
    let mut s = battle_to_mode(table("General Leia Organa", "207_5"), Light, MOS_EISLEY, Light, &title("203_17"), 1)
        .expect("offered with a general");
    let played = s.card(Light, &title("203_17"));
    s.answer_with(play(played, 1));
    assert_eq!(destiny_added(&s, Light), 1, "{}", s.log());
    for mode in [1, 2] {
        let s = battle_to_mode(table("Admiral Ackbar", "9_6"), Light, MOS_EISLEY, Light, &title("203_17"), mode);
        assert!(s.is_none(), "an admiral at a site: mode {mode}");
    }
}

/// With a general in battle, Dark may draw no more than one battle destiny at Mos Eisley for
/// the rest of the battle (2 draws asked become 1); Light's draws are not capped.
fn card_203_17_rebel_leadership_caps_opponents_battle_destiny_at_one() {
    let b = premiere()
        .extra(Light, card("203_17"))
        .extra(Light, card("207_5"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "General Leia Organa", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Light, &title("203_17"));
    let mut s = battle_to_mode(b, Light, MOS_EISLEY, Light, &title("203_17"), 2).expect("offered");
    assert_eq!(game_value(&s, Quantity::BattleDestinyDraws, Dark, MOS_EISLEY, 2), 2);
    let played = s.card(Light, &title("203_17"));
    s.answer_with(play(played, 2));
    assert_eq!(game_value(&s, Quantity::BattleDestinyDraws, Dark, MOS_EISLEY, 2), 1, "{}", s.log());
    assert_eq!(game_value(&s, Quantity::BattleDestinyDraws, Dark, MOS_EISLEY, 1), 1);
    assert_eq!(game_value(&s, Quantity::BattleDestinyDraws, Light, MOS_EISLEY, 2), 2);
}

// ----- Chewbacca, Protector -----

/// Deploys for 5 - 3 = 2 to Mos Eisley where Leia Organa is, for 5 to the Dune Sea.
fn card_10_3_chewbacca_protector_deploys_3_less_with_leia() {
    let s = premiere()
        .extra(Light, card("10_3"))
        .extra(Light, card("1_17"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Light, "Leia Organa", MOS_EISLEY)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, "Chewbacca, Protector")
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let chewie = s.card(Light, "Chewbacca, Protector");
    assert_eq!(cost_at(&s, Light, chewie, MOS_EISLEY), 2);
    assert_eq!(cost_at(&s, Light, chewie, DUNE_SEA), 5);
}

/// Adds 2 to the power of a Red 3 he pilots (3 + 2), 3 to the Millennium Falcon's (3 + 3),
/// nothing as a passenger.
fn card_10_3_chewbacca_protector_adds_power_piloting() {
    super::space::adds_power_piloting("10_3", Light, 2);
    for (as_pilot, power) in [(true, 6), (false, 0)] {
        let b = premiere()
            .extra(Dark, card("2_147"))
            .extra(Light, card("10_3"))
            .extra(Light, card("1_143"))
            .site(Dark, "Kiffex")
            .at(Light, "Millennium Falcon", "Kiffex");
        let b = if as_pilot {
            b.on(Light, "Chewbacca, Protector", "Millennium Falcon")
        } else {
            b.passenger(Light, "Chewbacca, Protector", "Millennium Falcon")
        };
        let s = b.build();
        assert_eq!(s.q().power(s.card(Light, "Millennium Falcon")), power, "as pilot: {as_pilot}");
    }
}

/// Once per turn, targets General Tagge (power 3) at his site, not Tarkin (power 4): Tagge's
/// text (forfeit 4 + 1 per trooper present, so 5) is cancelled for the turn (forfeit 4).
fn card_10_3_chewbacca_protector_cancels_game_text_of_power_below_4() {
    let mut s = premiere()
        .extra(Light, card("10_3"))
        .extra(Dark, card("1_178"))
        .extra(Dark, card("1_179"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Chewbacca, Protector", MOS_EISLEY)
        .at(Dark, "General Tagge", MOS_EISLEY)
        .at(Dark, "Grand Moff Tarkin", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let chewie = s.card(Light, "Chewbacca, Protector");
    let tagge = s.card(Dark, "General Tagge");
    let tarkin = s.card(Dark, "Grand Moff Tarkin");
    assert_eq!(s.q().power(tagge), 3);
    assert_eq!(s.q().power(tarkin), 4);
    assert_eq!(s.q().forfeit(tagge), Some(5));
    let targets: Vec<TargetRef> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Use { card, target, .. } if card == chewie => Some(target),
            _ => None,
        })
        .collect();
    let stormtrooper = s.card(Dark, "Stormtrooper");
    let mut expected = vec![TargetRef::Card(tagge), TargetRef::Card(stormtrooper)];
    expected.sort_by_key(|t| format!("{t:?}"));
    let mut targets = targets;
    targets.sort_by_key(|t| format!("{t:?}"));
    assert_eq!(targets, expected);
    s.answer_with(|a| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == chewie && *t == tagge));
    assert_eq!(s.q().forfeit(tagge), Some(4), "{}", s.log());
    assert!(!s.options().iter().any(use_text(chewie)), "once per turn");
}

// ----- Kashyyyk Operative -----

/// At a Kashyyyk site: forfeit 3 + 1, and power 1 + 1 only while a Wookiee of Light's is on
/// Kashyyyk; at Mos Eisley neither.
fn card_7_24_kashyyyk_operative_forfeit_and_power_at_kashyyyk() {
    for (at, wookiee, power, forfeit) in [
        (SETTLEMENT, Some(KACHIRHO), 2, 4),
        (SETTLEMENT, None, 1, 4),
        (MOS_EISLEY, Some(KACHIRHO), 1, 3),
    ] {
        let mut b = kashyyyk()
            .extra(Light, card("7_24"))
            .extra(Light, card("7_50"))
            .at(Light, "Kashyyyk Operative", at);
        if let Some(site) = wookiee {
            b = b.at(Light, WOOKIEE, site);
        }
        let s = b.build();
        let op = s.card(Light, "Kashyyyk Operative");
        assert_eq!((s.q().power(op), s.q().forfeit(op)), (power, Some(forfeit)), "at {at}, Wookiee {wookiee:?}");
    }
}

/// Light's drain at Kachirho is 1 more with the Operative there than with a Rebel Trooper.
fn card_7_24_kashyyyk_operative_adds_1_to_drains_there() {
    let with = drained(kashyyyk().extra(Light, card("7_24")).at(Light, "Kashyyyk Operative", KACHIRHO), Light, KACHIRHO)
        .expect("drains");
    let without = drained(kashyyyk().at(Light, "Rebel Trooper", KACHIRHO), Light, KACHIRHO).expect("drains");
    assert_eq!(with, without + 1);
}

/// In Light's deploy phase, at a Kashyyyk site, deploys one Kashyyyk site from the Reserve
/// Deck (Forest Depths, not the Dune Sea), once; at Mos Eisley it is not offered.
fn card_7_24_kashyyyk_operative_deploys_a_kashyyyk_site_from_reserve() {
    let build = |at: &str| {
        kashyyyk()
            .extra(Light, card("7_24"))
            .extra(Light, card("215_13"))
            .at(Light, "Kashyyyk Operative", at)
            .reserve_top(Light, &["Kashyyyk: Forest Depths", "Tatooine: Dune Sea"])
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build(MOS_EISLEY);
    let op = s.card(Light, "Kashyyyk Operative");
    assert!(!s.options().iter().any(use_text(op)));
    let mut s = build(SETTLEMENT);
    let op = s.card(Light, "Kashyyyk Operative");
    s.answer_with(use_text(op));
    let offered = deploy_choices(&s);
    assert_eq!(titles_of(&s, &offered), vec![FOREST_DEPTHS]);
    s.answer_with(|a| matches!(a, Answer::Deploy { .. }));
    let depths = s.card(Light, FOREST_DEPTHS);
    assert_eq!(s.place(depths), Place::Location, "{}", s.log());
    assert!(shuffled(&s, Light));
    assert!(!s.options().iter().any(use_text(op)), "once per turn");
}

// ----- Kashyyyk: Kachirho -----

/// Light: with a Wookiee of Light's there, once per turn in Light's deploy phase, deploys a
/// Kashyyyk location (Forest Depths or the Kashyyyk system, not the Dune Sea) from the Reserve
/// Deck; with a Rebel Trooper there instead, not offered.
fn card_215_14_kachirho_deploys_a_kashyyyk_location_with_a_wookiee() {
    let build = |who: &str| {
        kashyyyk()
            .extra(Light, card("7_50"))
            .extra(Light, card("215_13"))
            .extra(Light, card("2_64"))
            .at(Light, who, KACHIRHO)
            .reserve_top(Light, &[FOREST_DEPTHS, "Kashyyyk", DUNE_SEA])
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build("Rebel Trooper");
    let site = s.site(KACHIRHO);
    assert!(!s.options().iter().any(use_text(site)));
    let mut s = build(WOOKIEE);
    let site = s.site(KACHIRHO);
    s.answer_with(use_text(site));
    let offered = deploy_choices(&s);
    assert_eq!(titles_of(&s, &offered), vec!["Kashyyyk", FOREST_DEPTHS]);
    let depths = s.card(Light, FOREST_DEPTHS);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == depths));
    assert_eq!(s.place(depths), Place::Location, "{}", s.log());
    assert!(shuffled(&s, Light));
    assert!(!s.options().iter().any(use_text(site)), "once per turn");
}

/// Dark: Dark needs ability 6 to draw battle destiny at Kachirho (Tagge and two
/// Stormtroopers, 5: none; with a third, 6: one), not at Mos Eisley (5: one); Light's need is
/// unchanged.
fn card_215_14_kachirho_dark_needs_ability_6_for_battle_destiny() {
    for (site, troopers, draws) in [(KACHIRHO, 2, 0), (KACHIRHO, 3, 1), (MOS_EISLEY, 2, 1)] {
        let mut b = kashyyyk().extra(Dark, card("1_178")).at(Dark, "General Tagge", site);
        for _ in 0..troopers {
            b = b.at(Dark, "Stormtrooper", site);
        }
        let mut s = b
            .at(Light, "Luke", site)
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Battle)
            .build();
        let at = s.site(site);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Dark, at, 0), draws, "{site}, {troopers}");
    }
    let s = kashyyyk().at(Light, "Luke", KACHIRHO).build();
    assert_eq!(game_value(&s, Quantity::BattleDestinyAbility, Light, KACHIRHO, 4), 4);
    assert_eq!(game_value(&s, Quantity::BattleDestinyAbility, Dark, KACHIRHO, 4), 6);
}

// ----- Kashyyyk: Sacred Falls (Forest) -----

/// Light: a Wookiee of Light's moves from the Sacred Falls to Kachirho for free; a Rebel
/// Trooper pays 1, and a Wookiee moving to the Sacred Falls pays 1.
fn card_216_32_sacred_falls_wookiees_move_from_here_free() {
    for (who, from, to, cost) in [
        (WOOKIEE, SACRED_FALLS, KACHIRHO, 0),
        ("Rebel Trooper", SACRED_FALLS, KACHIRHO, 1),
        (WOOKIEE, KACHIRHO, SACRED_FALLS, 1),
    ] {
        let mut s = kashyyyk()
            .extra(Light, card("7_50"))
            .at(Light, who, from)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Move)
            .build();
        let mover = s.card(Light, who);
        let to = s.site(to);
        assert!(moves_of(&s, mover).contains(&to), "{}", s.log());
        s.answer(Answer::Move { card: mover, to });
        assert_eq!(s.place(mover), Place::At { location: to });
        assert_eq!(force_used(&s, Light), cost, "{who} from {from}");
        assert_eq!(s.pile(Light, Pile::Force).len(), 2 - cost as usize);
    }
}

/// Dark: Dark's Force icon at the Sacred Falls (printed 1) counts none while a Wookiee of
/// Light's is present there, not with a Rebel Trooper; Light's 2 are kept.
fn card_216_32_sacred_falls_cancels_dark_generation_with_a_wookiee() {
    for (who, dark) in [(WOOKIEE, 0), ("Rebel Trooper", 1)] {
        let s = kashyyyk()
            .extra(Light, card("7_50"))
            .at(Light, who, SACRED_FALLS)
            .build();
        let falls = s.site(SACRED_FALLS);
        assert_eq!(s.q().icons(Dark, falls), dark, "{who}");
        assert_eq!(s.q().icons(Light, falls), 2);
    }
}

// ----- Tantive IV (V) -----

/// Deploys to Ralltiir, where Light has neither presence nor Force icons, and adds one Light
/// Force icon there (0 to 1); Dark's icons stay 1.
fn card_201_19_tantive_iv_deploys_without_presence_and_adds_a_light_icon() {
    let mut s = premiere()
        .extra(Dark, card("2_148"))
        .extra(Light, card("201_19"))
        .site(Dark, "Ralltiir")
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, "Tantive IV (V)")
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let ship = s.card(Light, "Tantive IV (V)");
    let ralltiir = s.site("Ralltiir");
    assert_eq!(s.q().icons(Light, ralltiir), 0);
    let to = swccg_engine::decision::Dest::At(ralltiir);
    assert!(s.deploy_options_for(ship).contains(&to));
    s.answer(Answer::Deploy { card: ship, to });
    assert_eq!(s.place(ship), Place::At { location: ralltiir }, "{}", s.log());
    assert_eq!(s.q().icons(Light, ralltiir), 1);
    assert_eq!(s.q().icons(Dark, ralltiir), 1);
}

/// Takes 4 passengers: with 3 Rebel Troopers aboard a fourth deploys aboard as a passenger,
/// with 4 aboard none does (a Rebel Trooper is no pilot).
fn card_201_19_tantive_iv_takes_4_passengers() {
    for (aboard, offered) in [(3, true), (4, false)] {
        let mut b = premiere()
            .extra(Dark, card("2_147"))
            .extra(Light, card("201_19"))
            .site(Dark, "Kiffex")
            .at(Light, "Tantive IV (V)", "Kiffex");
        for _ in 0..aboard {
            b = b.passenger(Light, "Rebel Trooper", "Tantive IV (V)");
        }
        let s = b
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Deploy)
            .build();
        let ship = s.card(Light, "Tantive IV (V)");
        let trooper = s.card_in_hand(Light, "Rebel Trooper");
        let aboard_options: Vec<_> = s
            .deploy_options_for(trooper)
            .into_iter()
            .filter(|d| matches!(d, swccg_engine::decision::Dest::On { card, .. } if *card == ship))
            .collect();
        assert_eq!(!aboard_options.is_empty(), offered, "{aboard} aboard: {aboard_options:?}");
    }
}

// ----- Wookiee Guide (V) -----

/// USED: when Dark initiates a battle at Kachirho, Light's non-unique Wookiee at the adjacent
/// Sacred Falls moves there as a react (Chewbacca, Protector, unique, is no target); at Mos
/// Eisley (not Kashyyyk, Endor or a forest) it is not offered.
fn card_216_45_wookiee_guide_moves_a_wookiee_to_a_kashyyyk_battle() {
    let table = |site: &str, from: &str| {
        kashyyyk()
            .extra(Light, card("216_45"))
            .extra(Light, card("7_50"))
            .extra(Light, card("10_3"))
            .site(Light, DUNE_SEA)
            .at(Light, "Rebel Trooper", site)
            .at(Dark, "Vader", site)
            .at(Light, WOOKIEE, from)
            .at(Light, "Chewbacca, Protector", from)
            .hand(Light, &title("216_45"))
    };
    let none = battle_to_mode(table(MOS_EISLEY, DUNE_SEA), Dark, MOS_EISLEY, Light, &title("216_45"), 0);
    assert!(none.is_none(), "not at Mos Eisley");
    let mut s = battle_to_mode(table(KACHIRHO, SACRED_FALLS), Dark, KACHIRHO, Light, &title("216_45"), 0)
        .expect("offered at Kachirho");
    let guide = s.card(Light, &title("216_45"));
    let wookiee = s.card(Light, WOOKIEE);
    let targets = crate::support::play_targets(&s, guide, 0);
    assert_eq!(targets, vec![TargetRef::Card(wookiee)]);
    s.answer_with(play(guide, 0));
    assert_eq!(s.place(wookiee), Place::At { location: s.site(KACHIRHO) }, "{}", s.log());
}

/// USED: deploys a Wookiee from the Reserve Deck to a Kashyyyk site only (not Mos Eisley; a
/// Rebel Trooper is not offered).
fn card_216_45_wookiee_guide_deploys_a_wookiee_to_kashyyyk_from_reserve() {
    let mut s = kashyyyk()
        .extra(Light, card("216_45"))
        .extra(Light, card("7_50"))
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Light, &title("216_45"))
        .reserve_top(Light, &[WOOKIEE, "Rebel Trooper"])
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let guide = s.card(Light, &title("216_45"));
    s.answer_with(play(guide, 1));
    let wookiee = s.card(Light, WOOKIEE);
    assert_eq!(deploy_choices(&s), vec![wookiee], "{}", s.log());
    let mut sites: Vec<String> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Deploy { to: swccg_engine::decision::Dest::At(l), .. } => Some(s.game.title(l).to_string()),
            _ => None,
        })
        .collect();
    sites.sort();
    assert_eq!(sites, vec![KACHIRHO, SACRED_FALLS, SETTLEMENT]);
    let kachirho = s.site(KACHIRHO);
    s.answer(Answer::Deploy { card: wookiee, to: swccg_engine::decision::Dest::At(kachirho) });
    assert_eq!(s.place(wookiee), Place::At { location: kachirho }, "{}", s.log());
    assert!(shuffled(&s, Light));
}

/// USED: activates 1 Force per Kashyyyk location Light occupies: two of the three (2 Force).
fn card_216_45_wookiee_guide_activates_per_kashyyyk_location_occupied() {
    let mut s = kashyyyk()
        .extra(Light, card("216_45"))
        .at(Light, "Rebel Trooper", SETTLEMENT)
        .at(Light, "Rebel Trooper", KACHIRHO)
        .at(Light, "Luke", MOS_EISLEY)
        .hand(Light, &title("216_45"))
        .hand(Light, "Talz")
        .phase(Light, Phase::Deploy)
        .build();
    let guide = s.card(Light, &title("216_45"));
    s.answer_with(play(guide, 2));
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::ForceActivated { player: Light, amount: 2 })));
}

// ----- Another Pathetic Lifeform -----

/// Deploys on table from hand; once during each of Dark's turns, while Light occupies a
/// battleground site (the Dune Sea), activates 1 Force; not in Light's own turn, and not while
/// Light occupies only a site that is no battleground (the Jedi Council Chamber).
fn card_12_39_another_pathetic_lifeform_activates_in_opponents_turn() {
    let mut s = premiere()
        .extra(Light, card("12_39"))
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Light, "Another Pathetic Lifeform")
        .phase(Light, Phase::Deploy)
        .build();
    let apl = s.card(Light, "Another Pathetic Lifeform");
    s.answer(Answer::Deploy { card: apl, to: swccg_engine::decision::Dest::Table });
    assert_eq!(s.place(apl), Place::Table, "{}", s.log());
    assert!(!s.options().iter().any(use_text(apl)), "not in Light's turn");
    // The Jedi Council Chamber has no Dark icon: it is no battleground.
    for (site, offered) in [(DUNE_SEA, true), (COUNCIL, false)] {
        let b = premiere()
            .extra(Light, card("12_39"))
            .extra(Light, card("12_76"))
            .on_table(Light, "Another Pathetic Lifeform")
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .site(Light, COUNCIL)
            .at(Light, "Rebel Trooper", site);
        let mut s = b.hand(Dark, "Stormtrooper").phase(Dark, Phase::Deploy).build();
        let apl = s.card(Light, "Another Pathetic Lifeform");
        if s.seat() == Some(Dark) {
            s.pass();
        }
        assert_eq!(s.options().iter().any(use_text(apl)), offered, "{}", s.log());
        if offered {
            let force = s.pile(Light, Pile::Force).len();
            s.answer_with(use_text(apl));
            assert_eq!(s.pile(Light, Pile::Force).len(), force + 1, "{}", s.log());
            if s.seat() == Some(Dark) {
                s.pass();
            }
            assert!(!s.options().iter().any(use_text(apl)), "once per turn");
        }
    }
}

/// While Dark has a non-unique alien (a Tusken Raider) in battle, Dark draws no more than two
/// battle destiny (3 become 2); with Vader alone, 3 stay 3; Light's 3 (Luke and a Rebel
/// Trooper) are not capped.
fn card_12_39_another_pathetic_lifeform_caps_battle_destiny_with_non_unique_alien() {
    for (with_raider, draws) in [(true, 2), (false, 3)] {
        let mut b = premiere()
            .extra(Light, card("12_39"))
            .on_table(Light, "Another Pathetic Lifeform")
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY);
        if with_raider {
            b = b.at(Dark, "Tusken Raider", MOS_EISLEY);
        }
        let mut s = b.fill(Dark, Pile::Force, 1).phase(Dark, Phase::Battle).build();
        let at = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Dark, at, 2), draws, "raider: {with_raider}");
        assert_eq!(s.q().battle_destiny_draws(Light, at, 2), 3);
    }
}

/// Immune to Alter: Dark's Alter (Vader on table) offers no target among Light's Effects when
/// Another Pathetic Lifeform is the only one.
fn card_12_39_another_pathetic_lifeform_is_immune_to_alter() {
    let s = premiere()
        .extra(Light, card("12_39"))
        .extra(Dark, card("1_234"))
        .on_table(Light, "Another Pathetic Lifeform")
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Dark, "Alter")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Deploy)
        .build();
    let alter = s.card(Dark, "Alter");
    let apl = s.card(Light, "Another Pathetic Lifeform");
    let targets = crate::support::play_targets(&s, alter, 0);
    assert!(!targets.contains(&TargetRef::Card(apl)), "{targets:?}");
}

// ----- Mindful Of The Future -----

/// USED: for 2 Force, deploys a unique battleground from the Reserve Deck (Forest Depths), not
/// a location that is no battleground (the Jedi Council Chamber, no Dark icon); with 1 Force
/// it is not offered.
fn card_12_62_mindful_of_the_future_deploys_a_unique_battleground() {
    let build = |force: usize| {
        premiere()
            .extra(Light, card("12_62"))
            .extra(Light, card("215_13"))
            .extra(Light, card("12_76"))
            .site(Light, DUNE_SEA)
            .hand(Light, "Mindful Of The Future")
            .hand(Light, "Rebel Trooper")
            .reserve_top(Light, &[FOREST_DEPTHS, "Coruscant: Jedi Council Chamber"])
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build(1);
    let mindful = s.card(Light, "Mindful Of The Future");
    assert!(!s.options().iter().any(play(mindful, 0)));
    let mut s = build(2);
    let mindful = s.card(Light, "Mindful Of The Future");
    s.answer_with(play(mindful, 0));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "{}", s.log());
    let offered = deploy_choices(&s);
    // The deck's unique battleground sites, not the Dune Sea (on table) nor the Jedi Council
    // Chamber (no Dark icon: no battleground).
    assert_eq!(
        titles_of(&s, &offered),
        vec![
            "Death Star: Docking Bay 327",
            "Death Star: Level 6 Core Shaft Corridor",
            FOREST_DEPTHS,
            "Tatooine: Docking Bay 94",
            "Tatooine: Jawa Camp",
            "Tatooine: Lars' Moisture Farm",
        ]
    );
    let depths = s.card(Light, FOREST_DEPTHS);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == depths));
    assert_eq!(s.place(depths), Place::Location, "{}", s.log());
}

/// STARTING: deploys Another Pathetic Lifeform (no deploy cost) from the Reserve Deck, and
/// goes to the Lost Pile.
fn card_12_62_mindful_of_the_future_starts_with_an_effect() {
    super::jabbas_palace::starts_with_an_effect(Light, "12_62", "12_39");
}

// ----- Wookiee Warrior -----

/// Power 4 + 1 at a Kashyyyk site, 4 at Mos Eisley.
fn card_216_48_wookiee_warrior_power_plus_1_at_kashyyyk() {
    for (at, power) in [(KACHIRHO, 5), (MOS_EISLEY, 4)] {
        let s = kashyyyk().extra(Light, card("216_48")).at(Light, "Wookiee Warrior", at).build();
        assert_eq!(s.q().power(s.card(Light, "Wookiee Warrior")), power, "{at}");
    }
}

/// Light's drain at the Work Settlement (2 Dark icons) with Dark's Image Of The Dark Lord (V)
/// there (-1): 1 with a Rebel Trooper, 2 with the Warrior (the opponent's -1 does not apply),
/// 3 with the Warrior and a Kashyyyk Operative (Light's own +1 still does); at Mos Eisley
/// (2 Dark icons, not Kashyyyk) the Image's -1 applies with the Warrior there: 1.
fn card_216_48_wookiee_warrior_opponent_may_not_modify_drains_here() {
    let table = |who: &[&str], site: &str| {
        let mut b = kashyyyk()
            .extra(Light, card("216_48"))
            .extra(Light, card("7_24"))
            .extra(Dark, card("200_107"))
            .at(Dark, "Image Of The Dark Lord (V)", site);
        for w in who {
            b = b.at(Light, w, site);
        }
        b
    };
    for (who, site, amount) in [
        (&["Rebel Trooper"][..], SETTLEMENT, 1),
        (&["Wookiee Warrior"][..], SETTLEMENT, 2),
        (&["Wookiee Warrior", "Kashyyyk Operative"][..], SETTLEMENT, 3),
        (&["Wookiee Warrior"][..], MOS_EISLEY, 1),
    ] {
        let s = table(who, site).build();
        assert_eq!(s.q().drain_amount(Light, s.site(site)), amount, "{who:?} at {site}");
    }
    let drained = drained(table(&["Wookiee Warrior"], SETTLEMENT), Light, SETTLEMENT);
    assert_eq!(drained, Some(2));
}

/// Dark's Counter Assault may not cancel Light's drain at Kachirho while the Warrior is
/// present there; with a Rebel Trooper there instead, or the Warrior draining at Mos Eisley,
/// it is offered.
fn card_216_48_wookiee_warrior_opponent_may_not_cancel_drains_here() {
    for (who, site, offered) in [
        ("Wookiee Warrior", KACHIRHO, false),
        ("Rebel Trooper", KACHIRHO, true),
        ("Wookiee Warrior", MOS_EISLEY, true),
    ] {
        let mut s = kashyyyk()
            .extra(Light, card("216_48"))
            .extra(Dark, card("1_238"))
            .at(Light, who, site)
            .hand(Dark, "Counter Assault")
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Used, 5)
            .phase(Light, Phase::Control)
            .build();
        let assault = s.card(Dark, "Counter Assault");
        s.answer(Answer::ForceDrain(s.site(site)));
        let seen = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, .. } if *card == assault));
        assert_eq!(seen, offered, "{who} at {site}\n{}", s.log());
    }
}

/// Forfeited in place of Luke, hit by a Stormtrooper's Imperial Blaster (weapon destiny 5),
/// Luke is restored; when the Warrior is 'hit' itself, it is not offered in Luke's place.
fn card_216_48_wookiee_warrior_forfeits_in_place_of_a_hit_character() {
    use swccg_engine::state::Flags;
    for warrior_hit in [false, true] {
        let b = premiere()
            .extra(Light, card("216_48"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .on(Dark, "Imperial Blaster", "Stormtrooper")
            .at(Light, "Luke", MOS_EISLEY)
            .at(Light, "Wookiee Warrior", MOS_EISLEY);
        let mut s = b
            .reserve_top(Dark, &["Ommni Box"])
            .fill(Dark, Pile::Force, 4)
            .fill(Dark, Pile::Used, 10)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        let luke = s.card(Light, "Luke");
        let warrior = s.card(Light, "Wookiee Warrior");
        let blaster = s.card(Dark, "Imperial Blaster");
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        s.answer(Answer::Fire { weapon: blaster, target: luke });
        assert!(s.state().flag(luke, Flags::HIT), "{}", s.log());
        if warrior_hit {
            s.mutate(|cx| cx.st.card_mut(warrior).flags.set(Flags::HIT));
        }
        let instead = Answer::ForfeitInstead { card: warrior, of: luke };
        let asked = drive_until(&mut s, |a| *a == Answer::Forfeit(luke), 60);
        assert!(asked, "{}", s.log());
        assert_eq!(s.has_option(instead), !warrior_hit, "{}", s.log());
        if warrior_hit {
            continue;
        }
        s.answer(instead);
        assert_eq!(s.place(warrior), Place::Pile(Pile::Lost), "{}", s.log());
        assert_eq!(s.place(luke), Place::At { location: s.site(MOS_EISLEY) });
        assert!(!s.state().flag(luke, Flags::HIT));
    }
}

// ----- Quite A Mercenary (V) -----

/// USED: cancels Dark's Elis Helrot as it is played (the Stormtrooper stays at Mos Eisley);
/// Dark's Sense may not answer Quite A Mercenary (V) (immune to Sense).
fn card_210_24_quite_a_mercenary_cancels_elis_helrot_immune_to_sense() {
    let mut s = premiere()
        .extra(Light, card("210_24"))
        .extra(Dark, card("1_243"))
        .extra(Dark, card("1_267"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Vader", MOS_EISLEY)
        .hand(Dark, "Elis Helrot")
        .hand(Dark, "Sense")
        .hand(Light, &title("210_24"))
        .fill(Dark, Pile::Force, 6)
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let elis = s.card(Dark, "Elis Helrot");
    let sense = s.card(Dark, "Sense");
    let mercenary = s.card(Light, &title("210_24"));
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == elis));
    assert!(drive_until(&mut s, play(mercenary, 0), 10), "{}", s.log());
    s.answer_with(play(mercenary, 0));
    assert!(
        !s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)),
        "{}",
        s.log()
    );
    assert!(s.saw(|w| matches!(w, What::Cancelled { card } if *card == elis)), "{}", s.log());
    for _ in 0..10 {
        if !crate::support::answer_plainly(&mut s) {
            break;
        }
    }
    assert_eq!(s.place(trooper), Place::At { location: s.site(MOS_EISLEY) });
}

/// USED: cancels a smuggler's game text for the turn: Chewbacca, Protector piloting the
/// Millennium Falcon (3 + 3 = 6) no longer adds to it (3); Luke is no smuggler to target.
fn card_210_24_quite_a_mercenary_cancels_a_smugglers_game_text() {
    let mut s = premiere()
        .extra(Dark, card("2_147"))
        .extra(Light, card("210_24"))
        .extra(Light, card("10_3"))
        .extra(Light, card("1_143"))
        .site(Dark, "Kiffex")
        .site(Light, DUNE_SEA)
        .at(Light, "Millennium Falcon", "Kiffex")
        .on(Light, "Chewbacca, Protector", "Millennium Falcon")
        .at(Light, "Luke", DUNE_SEA)
        .hand(Light, &title("210_24"))
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let mercenary = s.card(Light, &title("210_24"));
    let chewie = s.card(Light, "Chewbacca, Protector");
    let falcon = s.card(Light, "Millennium Falcon");
    assert_eq!(s.q().power(falcon), 6);
    assert_eq!(crate::support::play_targets(&s, mercenary, 2), vec![TargetRef::Card(chewie)]);
    s.answer_with(play(mercenary, 2));
    assert_eq!(s.q().power(falcon), 3, "{}", s.log());
}

/// USED: takes Mercenary Armor or Chewbacca, Protector (the [Reflections 2] Chewie) into hand
/// from the Reserve Deck, not Chewbacca Of Kashyyyk.
fn card_210_24_quite_a_mercenary_takes_mercenary_armor_or_reflections_chewie() {
    let mut s = premiere()
        .extra(Light, card("210_24"))
        .extra(Light, card("10_3"))
        .extra(Light, card("10_11"))
        .extra(Light, card("8_2"))
        .site(Light, DUNE_SEA)
        .hand(Light, &title("210_24"))
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let mercenary = s.card(Light, &title("210_24"));
    s.answer_with(play(mercenary, 3));
    let offered = choices(&s);
    assert_eq!(titles_of(&s, &offered), vec!["Chewbacca, Protector", "Mercenary Armor"], "{}", s.log());
    let chewie = s.card(Light, "Chewbacca, Protector");
    s.answer(Answer::Choose(chewie));
    assert_eq!(s.place(chewie), Place::Pile(Pile::Hand));
    assert!(shuffled(&s, Light));
}

/// LOST: in Light's move phase, breaks the cover of Dark's Undercover U-3PO; not offered in
/// Light's deploy phase.
fn card_210_24_quite_a_mercenary_breaks_cover_of_an_undercover_spy() {
    use super::spies::u3po_undercover;
    let extra = |b: Builder| {
        b.extra(Light, card("210_24"))
            .hand(Light, &title("210_24"))
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 3)
    };
    let (s, _) = u3po_undercover(extra, Light, Phase::Deploy);
    let mercenary = s.card(Light, &title("210_24"));
    assert!(!s.options().iter().any(play(mercenary, 4)));
    let (mut s, droid) = u3po_undercover(extra, Light, Phase::Move);
    let mercenary = s.card(Light, &title("210_24"));
    assert_eq!(crate::support::play_targets(&s, mercenary, 4), vec![TargetRef::Card(droid)]);
    s.answer_with(play(mercenary, 4));
    assert!(!s.q().undercover(droid), "{}", s.log());
    assert!(s.saw(|w| matches!(w, What::CoverBroken { card } if *card == droid)));
}

// ----- Jedi Levitation (V) -----

/// USED: Light's battle destiny drawn is a character (Talz, 3): Talz goes to Light's hand and
/// the destiny stays 3; when it is no character (Electrobinoculars) the text is not offered.
fn card_200_54_jedi_levitation_takes_a_drawn_character_into_hand() {
    let b = luke_attacks("200_54", &["Talz"]);
    let mut s = battle_to_mode(b, Light, MOS_EISLEY, Light, "Jedi Levitation (V)", 0).expect("offered");
    let levitation = s.card(Light, "Jedi Levitation (V)");
    let talz = *s
        .seen()
        .find_map(|w| match w {
            What::DestinyDrawn { player: Light, card, .. } => Some(card),
            _ => None,
        })
        .expect("drawn");
    assert_eq!(s.game.title(talz), "Talz");
    s.answer_with(play(levitation, 0));
    assert_eq!(s.place(talz), Place::Pile(Pile::Hand), "{}", s.log());
    assert_eq!(destinies(&s, Light), vec![3]);
    assert!(changed(&s, Light).is_empty());
    for mode in [0, 1] {
        let b = luke_attacks("200_54", &["Electrobinoculars"]);
        assert!(battle_to_mode(b, Light, MOS_EISLEY, Light, "Jedi Levitation (V)", mode).is_none());
    }
}

/// USED: a drawn character (Talz, 3) is cancelled and redrawn (a Rebel Trooper, 1).
fn card_200_54_jedi_levitation_cancels_and_redraws_a_drawn_character() {
    let b = luke_attacks("200_54", &["Talz", "Rebel Trooper"]);
    let mut s = battle_to_mode(b, Light, MOS_EISLEY, Light, "Jedi Levitation (V)", 1).expect("offered");
    let levitation = s.card(Light, "Jedi Levitation (V)");
    s.answer_with(play(levitation, 1));
    assert_eq!(destinies(&s, Light), vec![3, 1], "{}", s.log());
}

/// LOST: once per game, for 4 Force, takes a character (Luke, not the Electrobinoculars) from
/// the Lost Pile into hand; with 3 Force it is not offered.
fn card_200_54_jedi_levitation_takes_a_character_from_lost_pile() {
    let build = |force: usize| {
        premiere()
            .extra(Light, card("200_54"))
            .site(Light, DUNE_SEA)
            .to_pile(Light, "Luke", Pile::Lost)
            .to_pile(Light, "Electrobinoculars", Pile::Lost)
            .hand(Light, "Jedi Levitation (V)")
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build(3);
    let levitation = s.card(Light, "Jedi Levitation (V)");
    assert!(!s.options().iter().any(play(levitation, 2)));
    let mut s = build(4);
    let levitation = s.card(Light, "Jedi Levitation (V)");
    let luke = s.card(Light, "Luke");
    s.answer_with(play(levitation, 2));
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "{}", s.log());
    if s.has_option(Answer::Choose(luke)) {
        assert_eq!(titles_of(&s, &choices(&s)), vec!["Luke"]);
        s.answer(Answer::Choose(luke));
    }
    assert_eq!(s.place(luke), Place::Pile(Pile::Hand), "{}", s.log());
    assert_eq!(s.place(levitation), Place::Pile(Pile::Lost));
}

// ----- Yoda, Master Of The Force (V) -----

/// Power 3 + 3 while defending a battle, or while exactly two Jedi are on table (Yoda and Plo
/// Koon); 3 with three Jedi (and Depa Billaba), or alone and not in a battle.
fn card_213_44_yoda_power_plus_3_defending_or_with_exactly_two_jedi() {
    for (others, power) in [(&[][..], 3), (&["Plo Koon"][..], 6), (&["Plo Koon", "Depa Billaba"][..], 3)] {
        let mut b = premiere()
            .extra(Light, card("213_44"))
            .extra(Light, card("12_21"))
            .extra(Light, card("12_4"))
            .site(Light, DUNE_SEA)
            .at(Light, YODA, DUNE_SEA);
        for o in others {
            b = b.at(Light, o, DUNE_SEA);
        }
        let s = b.build();
        assert_eq!(s.q().power(s.card(Light, YODA)), power, "with {others:?}");
    }
    let mut s = premiere()
        .extra(Light, card("213_44"))
        .site(Light, DUNE_SEA)
        .at(Light, YODA, DUNE_SEA)
        .at(Dark, "Vader", DUNE_SEA)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Battle)
        .build();
    let yoda = s.card(Light, YODA);
    assert_eq!(s.q().power(yoda), 3);
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    assert_eq!(s.q().power(yoda), 6, "defending");
}

/// Once per game, in Light's move phase, relocates to an [Episode I] battleground site
/// (Kachirho; not the Jedi Council Chamber, no battleground, nor Mos Eisley, no [Episode I]) as
/// its regular move: it moves no more that turn; after a landspeed move it is not offered.
fn card_213_44_yoda_relocates_to_an_episode_i_battleground_as_regular_move() {
    let build = || {
        kashyyyk()
            .extra(Light, card("213_44"))
            .extra(Light, card("12_76"))
            .site(Light, COUNCIL)
            .site(Light, DUNE_SEA)
            .site(Light, "Tatooine: Jawa Camp")
            .at(Light, YODA, DUNE_SEA)
            .fill(Light, Pile::Force, 3)
            .phase(Light, Phase::Move)
            .build()
    };
    let mut s = build();
    let yoda = s.card(Light, YODA);
    assert!(!moves_of(&s, yoda).is_empty(), "Yoda may move by landspeed");
    s.answer_with(use_text(yoda));
    let kachirho = s.site(KACHIRHO);
    let mut offered: Vec<CardId> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::ChooseLocation(l) => Some(l),
            _ => None,
        })
        .collect();
    offered.sort();
    // Kashyyyk's three sites, all [Episode I] battlegrounds.
    let mut expected = vec![s.site(SETTLEMENT), kachirho, s.site(SACRED_FALLS)];
    expected.sort();
    assert_eq!(offered, expected, "{}", s.log());
    s.answer(Answer::ChooseLocation(kachirho));
    assert_eq!(s.place(yoda), Place::At { location: kachirho }, "{}", s.log());
    assert!(moves_of(&s, yoda).is_empty(), "its regular move is made");
    assert!(!s.options().iter().any(use_text(yoda)), "once per game");
    // After a landspeed move, not offered.
    let mut s = build();
    let yoda = s.card(Light, YODA);
    let camp = s.site("Tatooine: Jawa Camp");
    assert!(moves_of(&s, yoda).contains(&camp), "{}", s.log());
    s.answer(Answer::Move { card: yoda, to: camp });
    assert!(!s.options().iter().any(use_text(yoda)), "{}", s.log());
}

/// Immune to attrition (any amount); Luke is not.
fn card_213_44_yoda_is_immune_to_attrition() {
    use swccg_engine::script::Rule;
    let s = premiere()
        .extra(Light, card("213_44"))
        .site(Light, DUNE_SEA)
        .at(Light, YODA, DUNE_SEA)
        .at(Light, "Luke", DUNE_SEA)
        .build();
    assert!(s.q().has_rule(s.card(Light, YODA), Rule::ImmuneToAttrition));
    assert!(!s.q().has_rule(s.card(Light, "Luke"), Rule::ImmuneToAttrition));
}
}
