//! Tests of the Special Edition (set 7) cards. Each test is named `card_<GEMP id>_<what the
//! text does>`.

use super::pool_hoth::{drained, play, use_text};
use crate::support::{attrition_against, card, drive_until, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::flow::actions::payment_for;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::{Quantity, Stat};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const DB94: &str = "Tatooine: Docking Bay 94";
const CANTINA: &str = "Tatooine: Cantina";
const FARM: &str = "Tatooine: Lars' Moisture Farm";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const DOCKING_BAY_327: &str = "Death Star: Docking Bay 327";
const YAVIN_DB: &str = "Yavin 4: Docking Bay";
const AUDIENCE: &str = "Jabba's Palace: Audience Chamber";
const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
const MOUNTAINS: &str = "Hoth: Mountains (6th Marker)";
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const EAST_PLATFORM: &str = "Cloud City: East Platform (Docking Bay)";
const LOWER_CORRIDOR: &str = "Cloud City: Lower Corridor";
const GUEST_QUARTERS: &str = "Cloud City: Guest Quarters";
const PORT_TOWN: &str = "Cloud City: Port Town District";
const CORE_TUNNEL: &str = "Cloud City: Core Tunnel";
const NORTH_CORRIDOR: &str = "Cloud City: North Corridor";
const JAWA_CANYON: &str = "Tatooine: Jawa Canyon";
const KRAYT_PASS: &str = "Tatooine: Krayt Dragon Pass";
const TUSKEN_CANYON: &str = "Tatooine: Tusken Canyon";

/// Characters (titles) and the sites they stand at.
type Standing<'a> = &'a [(&'a str, &'a str)];

/// The Force `side` pays from its own Force Pile to deploy `card` (from hand) to `site`.
pub(crate) fn cost_at(s: &Scenario, side: Side, card: CardId, site: &str) -> u8 {
    payment_for(&s.q(), side, card, Dest::At(s.site(site))).own
}

/// The cards offered to choose, sorted.
pub(crate) fn choices(s: &Scenario) -> Vec<CardId> {
    let mut out: Vec<CardId> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Choose(c) => Some(c),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

fn sorted(mut cards: Vec<CardId>) -> Vec<CardId> {
    cards.sort();
    cards
}

pub(crate) fn shuffled(s: &Scenario, side: Side) -> bool {
    s.saw(|w| matches!(w, What::Shuffled { player, pile: Pile::Reserve } if *player == side))
}

/// A value of a game quantity for `side` at `site`, from `base`.
pub(crate) fn game_value(s: &Scenario, q: Quantity, side: Side, site: &str, base: i32) -> i32 {
    s.q()
        .fold(q, QTarget::Player(side, Some(s.site(site))), base)
}

/// Answers plain choices (draw battle destiny, pass, no, forfeit, lose Force from the top of a
/// pile) until the battle under way ends.
pub(crate) fn finish_battle(s: &mut Scenario) {
    for _ in 0..80 {
        if s.saw(|w| matches!(w, What::BattleEnded { .. })) || !crate::support::answer_plainly(s) {
            return;
        }
    }
    panic!("the battle did not end\n{}", s.log());
}

/// The values of `side`'s destiny draws.
fn destinies(s: &Scenario, side: Side) -> Vec<i32> {
    s.seen()
        .filter_map(|w| match w {
            What::DestinyDrawn { player, value, .. } if *player == side => Some(*value),
            _ => None,
        })
        .collect()
}

/// The battle destiny `side` added with texts.
pub(crate) fn destiny_added(s: &Scenario, side: Side) -> i32 {
    s.seen()
        .filter_map(|w| match w {
            What::BattleDestinyAdded { player, count } if *player == side => Some(*count),
            _ => None,
        })
        .sum()
}

/// `initiator` initiates a battle at `site` on the table `b` prepares (with 3 Force in each
/// Force Pile and 10 cards in each Used Pile) and the battle is answered plainly until an
/// option fits `pick`: the scenario, and whether one did.
pub(crate) fn battle_until(
    b: Builder,
    initiator: Side,
    site: &str,
    pick: impl Fn(&Answer) -> bool,
) -> (Scenario, bool) {
    let mut s = b
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(initiator, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(site)));
    let found = drive_until(&mut s, &pick, 80);
    (s, found)
}

/// In `side`'s control phase, the text of `user` takes a card into hand from the Reserve Deck
/// (one copy of each title is offered): the titles offered, sorted, and the scenario after
/// taking `wanted`; the deck is reshuffled and the text is not offered again that turn.
pub(crate) fn take_with_text(
    b: Builder,
    side: Side,
    user: &str,
    wanted: &str,
) -> (Vec<String>, Scenario) {
    let mut s = b
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Control)
        .build();
    let user = s.card(side, user);
    s.answer_with(use_text(user));
    let offered = choices(&s);
    let copies = s.cards(side, wanted);
    let pick = *offered
        .iter()
        .find(|c| copies.contains(c))
        .unwrap_or_else(|| panic!("{wanted} not offered: {offered:?}"));
    s.answer(Answer::Choose(pick));
    assert_eq!(s.place(pick), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(shuffled(&s, side), "the Reserve Deck is reshuffled");
    assert!(!s.options().iter().any(use_text(user)), "once per turn");
    let mut titles: Vec<String> = offered.iter().map(|&c| s.q().bp(c).title.clone()).collect();
    titles.sort();
    (titles, s)
}

/// A weapon of `side` on `bearer` at Mos Eisley fires at `target` in a battle `side` initiates,
/// with `force` in its Force Pile and `top` drawn for weapon destiny: the scenario after
/// firing.
fn fire(b: Builder, side: Side, weapon: &str, target: &str, top: &str, force: usize) -> Scenario {
    let mut s = b
        .reserve_top(side, &[top])
        .fill(side, Pile::Force, force)
        .phase(side, Phase::Battle)
        .build();
    let weapon = s.card(side, weapon);
    let target = s.card(side.opponent(), target);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer(Answer::Fire { weapon, target });
    s
}

/// The bearers a weapon in hand is offered to deploy on, sorted.
fn bearers(s: &Scenario, weapon: CardId) -> Vec<CardId> {
    let mut out: Vec<CardId> = s
        .deploy_options_for(weapon)
        .into_iter()
        .map(|d| match d {
            Dest::On { card, .. } => card,
            other => panic!("{other:?}"),
        })
        .collect();
    out.sort();
    out
}

crate::card_tests! {
// ----- X-wing Assault Squadron -----

fn card_7_150_x_wing_assault_squadron_replaces_three_x_wings_at_one_location() {
    use super::space::squadron_replaces;
    // Red 3 and Red 6 are two X-wings: not enough; with an X-wing, three are replaced.
    assert!(!squadron_replaces(Light, "7_150", &["1_145", "2_72"], None).0);
    let (replaced, s) = squadron_replaces(Light, "7_150", &["1_145", "2_72", "1_146"], None);
    assert!(replaced, "{}", s.log());
    let squadron = s.card(Light, "X-wing Assault Squadron");
    let replaced = s
        .seen()
        .find_map(|w| match w {
            What::SquadronReplaced { ships, .. } => Some(*ships),
            _ => None,
        })
        .expect("replaced");
    // Off the table (to the Used Pile; Light's turn then ends and recirculates it).
    for ship in replaced {
        assert!(matches!(s.place(ship), Place::Pile(Pile::Used | Pile::Reserve)));
    }
    assert_eq!(s.q().presence_ability(squadron), 3);
}

// ----- Ak-rev -----

/// Light (Luke and a Rebel Trooper: ability 4) draws one battle destiny, a Talz (3), in a
/// battle at Mos Eisley: attrition against Dark is 3 - 1 with Ak-rev at that site, 3 with
/// Ak-rev elsewhere.
fn card_7_164_ak_rev_subtracts_1_from_attrition_against_you_at_his_site() {
    for (akrev_at, attrition) in [(MOS_EISLEY, 3 - 1), (JUNDLAND, 3)] {
        let mut s = premiere()
            .extra(Dark, card("7_164"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Ak-rev", akrev_at)
            .at(Light, "Luke", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .reserve_top(Light, &["Talz"])
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Used, 6)
            .phase(Light, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        finish_battle(&mut s);
        assert_eq!(attrition_against(&s, Dark), vec![attrition], "Ak-rev at {akrev_at}\n{}", s.log());
    }
}

/// Once in Dark's control phase, Ak-rev uses 1 Force to take a musician (Sy Snootles or Lyn
/// Me, not Greedo) into hand from the Reserve Deck; not in the deploy phase.
fn card_7_164_ak_rev_takes_a_musician_into_hand_once_per_control_phase() {
    let b = premiere()
        .extra(Dark, card("7_164"))
        .extra(Dark, card("7_208"))
        .extra(Dark, card("7_188"))
        .extra(Dark, card("2_89"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Ak-rev", MOS_EISLEY);
    let s = b.clone().fill(Dark, Pile::Force, 2).phase(Dark, Phase::Deploy).build();
    assert!(!s.options().iter().any(use_text(s.card(Dark, "Ak-rev"))), "not in the deploy phase");
    let (offered, s) = take_with_text(b, Dark, "Ak-rev", "Sy Snootles");
    assert_eq!(offered, ["Lyn Me", "Sy Snootles"]);
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2 - 1, "1 Force used");
}

// ----- Boelo -----

/// Boelo deploys only on Tatooine (Mos Eisley) or to the same site as Jabba (the Lower
/// Corridor, with Jabba there); not to the Detention Block Corridor.
fn card_7_168_boelo_deploys_only_on_tatooine_or_with_jabba() {
    let s = premiere()
        .extra(Dark, card("7_168"))
        .extra(Dark, card("7_182"))
        .extra(Dark, card("5_171"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, DETENTION)
        .site(Dark, LOWER_CORRIDOR)
        .at(Dark, "Jabba", LOWER_CORRIDOR)
        .hand(Dark, "Boelo")
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let boelo = s.card(Dark, "Boelo");
    let mut to = s.deploy_options_for(boelo);
    to.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![Dest::At(s.site(MOS_EISLEY)), Dest::At(s.site(LOWER_CORRIDOR))];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(to, expected);
}

/// In a battle at the Audience Chamber, or with Dark's alien leader Jabba, Boelo cancels
/// Light's battle destiny just drawn: Light's total is its power alone (Luke 2 + Leia 3). In
/// a battle at Mos Eisley with Vader only, it is not offered.
fn card_7_168_boelo_cancels_a_battle_destiny_at_audience_chamber_or_with_your_alien_leader() {
    for (site, with, offered) in [
        (AUDIENCE, "Vader", true),
        (MOS_EISLEY, "Jabba", true),
        (MOS_EISLEY, "Vader", false),
    ] {
        let b = premiere()
            .extra(Dark, card("7_168"))
            .extra(Dark, card("7_182"))
            .extra(Dark, card("6_162"))
            .extra(Light, card("1_17"))
            .site(Dark, AUDIENCE)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Boelo", site)
            .at(Dark, with, site)
            .at(Light, "Luke", site)
            .at(Light, "Leia Organa", site);
        let boelo = b.clone().build().card(Dark, "Boelo");
        let (mut s, found) = battle_until(b, Dark, site, use_text(boelo));
        assert_eq!(found, offered, "at {site} with {with}\n{}", s.log());
        if !offered {
            continue;
        }
        assert!(matches!(s.prompt(), Some(swccg_engine::Prompt::Respond { .. })));
        s.answer_with(use_text(boelo));
        finish_battle(&mut s);
        let light_total = s.seen().find_map(|w| match w {
            What::BattleTotals { light, .. } => Some(*light),
            _ => None,
        });
        assert_eq!(light_total, Some(2 + 3), "at {site} with {with}\n{}", s.log());
    }
}

// ----- Greeata -----

/// Other Rodians (Dark's Greedo, Light's Tibrin Operative) deploy for 1 - 1 to Greeata's
/// site; 1 elsewhere; a Stormtrooper is not a Rodian (1).
fn card_7_179_greeata_other_rodians_deploy_1_less_to_her_site() {
    let s = premiere()
        .extra(Dark, card("7_179"))
        .extra(Dark, card("2_89"))
        .extra(Light, card("7_47"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Greeata", MOS_EISLEY)
        .hand(Dark, "Greedo")
        .hand(Dark, "Stormtrooper")
        .hand(Light, "Tibrin Operative")
        .phase(Dark, Phase::Deploy)
        .build();
    let greedo = s.card(Dark, "Greedo");
    let operative = s.card(Light, "Tibrin Operative");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(cost_at(&s, Dark, greedo, MOS_EISLEY), 0);
    assert_eq!(cost_at(&s, Dark, greedo, JUNDLAND), 1);
    assert_eq!(cost_at(&s, Light, operative, MOS_EISLEY), 0);
    assert_eq!(cost_at(&s, Light, operative, JUNDLAND), 1);
    assert_eq!(cost_at(&s, Dark, trooper, MOS_EISLEY), 1);
}

/// Once in Dark's control phase, Greeata uses 1 Force to take a Rodian (Greedo, not the
/// musician Sy Snootles) into hand from the Reserve Deck.
fn card_7_179_greeata_takes_a_rodian_into_hand_once_per_control_phase() {
    let b = premiere()
        .extra(Dark, card("7_179"))
        .extra(Dark, card("7_208"))
        .extra(Dark, card("2_89"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Greeata", MOS_EISLEY);
    let (offered, s) = take_with_text(b, Dark, "Greeata", "Greedo");
    assert_eq!(offered, ["Greedo"]);
    assert_eq!(s.pile(Dark, Pile::Force).len(), 2 - 1, "1 Force used");
}

/// While Greeata is at the Audience Chamber, Dark's other musicians are deploy -1 (Sy
/// Snootles: 1 - 1) and forfeit +3 (Lyn Me, at another site: 2 + 3); Greeata herself, a
/// Stormtrooper and Light's musician are not changed; with Greeata at Mos Eisley, nothing is.
fn card_7_179_greeata_at_audience_chamber_your_other_musicians_deploy_1_less_forfeit_3_more() {
    for (at, deploy, forfeit) in [(AUDIENCE, 0, 2 + 3), (MOS_EISLEY, 1, 2)] {
        let s = premiere()
            .extra(Dark, card("7_179"))
            .extra(Dark, card("7_208"))
            .extra(Dark, card("7_188"))
            .extra(Dark, card("6_162"))
            .extra(Light, card("7_23"))
            .site(Dark, AUDIENCE)
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Dark, "Greeata", at)
            .at(Dark, "Lyn Me", JUNDLAND)
            .at(Dark, "Stormtrooper", JUNDLAND)
            .at(Light, "Joh Yowza", JUNDLAND)
            .hand(Dark, "Sy Snootles")
            .phase(Dark, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(cost_at(&s, Dark, s.card(Dark, "Sy Snootles"), JUNDLAND), deploy, "Greeata at {at}");
        assert_eq!(q.forfeit(s.card(Dark, "Lyn Me")), Some(forfeit), "Greeata at {at}");
        assert_eq!(q.forfeit(s.card(Dark, "Greeata")), Some(2), "not herself");
        assert_eq!(q.forfeit(s.card(Dark, "Stormtrooper")), Some(2), "not a musician");
        assert_eq!(q.forfeit(s.card(Light, "Joh Yowza")), Some(3), "not Dark's");
    }
}

// ----- Lyn Me -----

/// Bounty hunters deploy for 1 less to Lyn Me's site (Greedo: 1 - 1), Boba Fett free (not 5);
/// elsewhere they pay full; a Stormtrooper is no bounty hunter (1).
fn card_7_188_lyn_me_bounty_hunters_deploy_1_less_and_boba_fett_free_at_her_site() {
    let s = premiere()
        .extra(Dark, card("7_188"))
        .extra(Dark, card("2_89"))
        .extra(Dark, card("7_167"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Lyn Me", MOS_EISLEY)
        .hand(Dark, "Greedo")
        .hand(Dark, "Boba Fett")
        .hand(Dark, "Stormtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let (greedo, boba) = (s.card(Dark, "Greedo"), s.card(Dark, "Boba Fett"));
    assert_eq!(cost_at(&s, Dark, greedo, MOS_EISLEY), 0);
    assert_eq!(cost_at(&s, Dark, greedo, JUNDLAND), 1);
    assert_eq!(cost_at(&s, Dark, boba, MOS_EISLEY), 0);
    assert_eq!(cost_at(&s, Dark, boba, JUNDLAND), 5);
    assert_eq!(cost_at(&s, Dark, s.card(Dark, "Stormtrooper"), MOS_EISLEY), 1);
}

/// In a battle at Lyn Me's site, Light's total power is reduced by Dark's musicians present
/// (Lyn Me and Sy Snootles: 2), 2 more when battling Luke or Han, 4 more with both; with Sy
/// Snootles elsewhere, by 1; in a battle at another site, not at all.
fn card_7_188_lyn_me_subtracts_your_musicians_and_more_for_luke_and_han_from_opponents_total_power() {
    let cases: [(&[&str], &str, &str, i32); 6] = [
        (&["Shistavanen Wolfman", "Leia Organa"], MOS_EISLEY, MOS_EISLEY, 2),
        (&["Luke", "Leia Organa", "Shistavanen Wolfman"], MOS_EISLEY, MOS_EISLEY, 2 + 2),
        (&["Han Solo", "Leia Organa"], MOS_EISLEY, MOS_EISLEY, 2 + 2),
        (&["Luke", "Han Solo", "Leia Organa", "Shistavanen Wolfman"], MOS_EISLEY, MOS_EISLEY, 2 + 4),
        (&["Shistavanen Wolfman", "Leia Organa"], MOS_EISLEY, JUNDLAND, 1),
        (&["Shistavanen Wolfman", "Leia Organa"], JUNDLAND, MOS_EISLEY, 0),
    ];
    for (light, lyn_at, sy_at, reduction) in cases {
        let mut b = premiere()
            .extra(Dark, card("7_188"))
            .extra(Dark, card("7_208"))
            .extra(Light, card("1_11"))
            .extra(Light, card("1_17"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Lyn Me", lyn_at)
            .at(Dark, "Sy Snootles", sy_at);
        for who in light {
            b = b.at(Light, who, MOS_EISLEY);
        }
        let mut s = b.fill(Dark, Pile::Force, 2).phase(Dark, Phase::Battle).build();
        let printed: i32 = light.iter().map(|t| s.q().power(s.card(Light, t))).sum();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        let site = s.site(MOS_EISLEY);
        assert_eq!(
            s.q().battle_power(Light, site),
            printed - reduction,
            "Light {light:?}, Lyn Me at {lyn_at}, Sy Snootles at {sy_at}"
        );
    }
}

// ----- Rappertunie -----

/// Where Rappertunie is, Light uses 1 + X Force to initiate a battle, X the musicians present
/// (Rappertunie and Sy Snootles: 2); with Sy Snootles elsewhere, X = 1. Dark's cost is not
/// changed, nor Light's elsewhere.
fn card_7_198_rappertunie_opponent_uses_1_more_force_per_musician_present_to_battle() {
    for (sy_at, x) in [(MOS_EISLEY, 2), (JUNDLAND, 1)] {
        for force in [1 + x, x] {
            let s = premiere()
                .extra(Dark, card("7_198"))
                .extra(Dark, card("7_208"))
                .site(Dark, MOS_EISLEY)
                .site(Dark, JUNDLAND)
                .at(Dark, "Rappertunie", MOS_EISLEY)
                .at(Dark, "Sy Snootles", sy_at)
                .at(Light, "Luke", MOS_EISLEY)
                .fill(Light, Pile::Force, force as usize)
                .phase(Light, Phase::Battle)
                .build();
            let site = s.site(MOS_EISLEY);
            assert_eq!(game_value(&s, Quantity::BattleCost, Light, MOS_EISLEY, 1), 1 + x);
            assert_eq!(game_value(&s, Quantity::BattleCost, Dark, MOS_EISLEY, 1), 1);
            assert_eq!(game_value(&s, Quantity::BattleCost, Light, JUNDLAND, 1), 1);
            assert_eq!(s.has_option(Answer::Battle(site)), force > x, "Sy at {sy_at}, {force} Force");
        }
    }
}

/// Once per battle, Rappertunie targets a non-droid character in the battle and draws
/// destiny: above its defense value (Shistavanen Wolfman, 1: a Tusken Raider's 2), the target
/// is power 0 for the battle; a Stormtrooper's 1 leaves it at 2.
fn card_7_198_rappertunie_target_power_0_this_battle_when_destiny_exceeds_defense() {
    for (top, power) in [("Tusken Raider", 0), ("Stormtrooper", 2)] {
        let b = premiere()
            .extra(Dark, card("7_198"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Rappertunie", MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Shistavanen Wolfman", MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .reserve_top(Dark, &[top]);
        let probe = b.clone().build();
        let rapp = probe.card(Dark, "Rappertunie");
        let wolfman = probe.card(Light, "Shistavanen Wolfman");
        let at_wolfman = move |a: &Answer| matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == rapp && *t == wolfman);
        let (mut s, found) = battle_until(b, Dark, MOS_EISLEY, at_wolfman);
        assert!(found, "{}", s.log());
        s.answer_with(at_wolfman);
        assert_eq!(s.q().power(wolfman), power, "{top}\n{}", s.log());
        assert!(!s.options().iter().any(use_text(rapp)), "once per battle");
    }
}

// ----- Sergeant Major Bursk -----

/// In a battle on Hoth, Bursk is immune to attrition < 3 and attrition against Light is +2
/// (Vader's battle destiny, a Stormtrooper's 1, gives 1 + 2); in a battle at Mos Eisley, or
/// with Bursk on Hoth away from the battle, neither.
fn card_7_202_bursk_in_battle_on_hoth_immune_below_3_and_adds_2_to_attrition() {
    for (battle_at, bursk_at, immunity, attrition) in [
        (PERIMETER, PERIMETER, 3, 1 + 2),
        (MOS_EISLEY, MOS_EISLEY, 0, 1),
        (PERIMETER, MOUNTAINS, 0, 1),
    ] {
        let mut s = premiere()
            .extra(Dark, card("7_202"))
            .extra(Dark, card("3_144"))
            .extra(Dark, card("104_4"))
            .site(Dark, PERIMETER)
            .site(Dark, MOUNTAINS)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", battle_at)
            .at(Dark, "Sergeant Major Bursk", bursk_at)
            .at(Light, "Rebel Trooper", battle_at)
            .at(Light, "Rebel Trooper", battle_at)
            .reserve_top(Dark, &["Stormtrooper"])
            .fill(Dark, Pile::Force, 2)
            .fill(Light, Pile::Used, 6)
            .phase(Dark, Phase::Battle)
            .build();
        let bursk = s.card(Dark, "Sergeant Major Bursk");
        s.answer(Answer::Battle(s.site(battle_at)));
        assert_eq!(s.q().immunity(bursk), immunity, "battle at {battle_at}, Bursk at {bursk_at}");
        finish_battle(&mut s);
        assert_eq!(attrition_against(&s, Light), vec![attrition], "battle at {battle_at}, Bursk at {bursk_at}\n{}", s.log());
    }
}

/// Dark's Snowtroopers deploy for 2 - 1 to Bursk's Hoth site, 2 to another Hoth site.
fn card_7_202_bursk_your_snowtroopers_deploy_1_less_to_his_hoth_site() {
    let s = premiere()
        .extra(Dark, card("7_202"))
        .extra(Dark, card("3_144"))
        .extra(Dark, card("3_147"))
        .extra(Dark, card("3_91"))
        .site(Dark, PERIMETER)
        .site(Dark, ECHO_BAY)
        .at(Dark, "Sergeant Major Bursk", PERIMETER)
        .hand(Dark, "Snowtrooper")
        .phase(Dark, Phase::Deploy)
        .build();
    let snowtrooper = s.card(Dark, "Snowtrooper");
    assert_eq!(cost_at(&s, Dark, snowtrooper, PERIMETER), 2 - 1);
    assert_eq!(cost_at(&s, Dark, snowtrooper, ECHO_BAY), 2);
}

/// Bursk is power 3 on Hoth, 3 - 1 at Mos Eisley.
fn card_7_202_bursk_is_power_1_less_away_from_hoth() {
    for (at, power) in [(PERIMETER, 3), (MOS_EISLEY, 3 - 1)] {
        let s = premiere()
            .extra(Dark, card("7_202"))
            .extra(Dark, card("3_144"))
            .site(Dark, PERIMETER)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Sergeant Major Bursk", at)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Dark, "Sergeant Major Bursk")), power, "at {at}");
    }
}

// ----- Umpass-stay -----

/// Umpass-stay is power 3 + 2 at a Jabba's Palace site, 3 at Jundland Wastes; immune to attrition
/// < 4 anywhere.
fn card_7_209_umpass_stay_power_2_more_at_jabbas_palace_and_immune_below_4() {
    for (at, power) in [(AUDIENCE, 3 + 2), (JUNDLAND, 3)] {
        let s = premiere()
            .extra(Dark, card("7_209"))
            .extra(Dark, card("6_162"))
            .site(Dark, AUDIENCE)
            .site(Dark, JUNDLAND)
            .at(Dark, "Umpass-stay", at)
            .phase(Dark, Phase::Deploy)
            .build();
        let umpass = s.card(Dark, "Umpass-stay");
        assert_eq!(s.q().power(umpass), power, "at {at}");
        assert_eq!(s.q().immunity(umpass), 4, "at {at}");
    }
}

/// Dark's other musicians at Umpass-stay's site are power +2 and immune to attrition < 3 (Sy
/// Snootles: 1 + 2); at another site they are not; a Stormtrooper and Light's musician at his
/// site are not.
fn card_7_209_umpass_stay_your_other_musicians_here_power_2_more_immune_below_3() {
    let s = premiere()
        .extra(Dark, card("7_209"))
        .extra(Dark, card("7_208"))
        .extra(Dark, card("7_188"))
        .extra(Light, card("7_23"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Umpass-stay", MOS_EISLEY)
        .at(Dark, "Sy Snootles", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "Joh Yowza", MOS_EISLEY)
        .at(Dark, "Lyn Me", JUNDLAND)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let sy = s.card(Dark, "Sy Snootles");
    assert_eq!((q.power(sy), q.immunity(sy)), (1 + 2, 3));
    let lyn = s.card(Dark, "Lyn Me");
    assert_eq!((q.power(lyn), q.immunity(lyn)), (1, 0), "at another site");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!((q.power(trooper), q.immunity(trooper)), (1, 0), "not a musician");
    let joh = s.card(Light, "Joh Yowza");
    assert_eq!((q.power(joh), q.immunity(joh)), (2, 0), "not Dark's");
}

// ----- Ur'Ru'r -----

/// Ur'Ru'r deploys only to Tatooine: Mos Eisley, not the Detention Block Corridor.
fn card_7_210_urrur_deploys_only_on_tatooine() {
    let sites = [(Dark, MOS_EISLEY), (Dark, DETENTION)];
    let to = crate::support::deploy_sites(Dark, &["7_210"], &sites, "Ur'Ru'r", 2);
    assert_eq!(to, vec![MOS_EISLEY]);
}

/// While Ur'Ru'r is at Jundland Wastes, at Tusken Canyon or with URoRRuR'R'R, Dark's battle
/// destiny draws are +2 at Tatooine sites where Dark has a Tusken Raider (Mos Eisley), not
/// at one without (the Dune Sea, a Stormtrooper there), nor at a Death Star site, nor
/// Light's; with Ur'Ru'r at Docking Bay 94 away from URoRRuR'R'R, not at all.
fn card_7_210_urrur_adds_2_to_battle_destiny_at_tatooine_sites_with_your_tusken_raider() {
    for (urrur_at, uro_at, bonus) in [
        (JUNDLAND, DB94, 2),
        (TUSKEN_CANYON, DB94, 2),
        (DB94, DB94, 2),
        (DB94, MOS_EISLEY, 0),
    ] {
        let s = premiere()
            .extra(Dark, card("7_210"))
            .extra(Dark, card("2_108"))
            .extra(Dark, card("106_18"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .site(Dark, TUSKEN_CANYON)
            .site(Dark, DB94)
            .site(Light, DUNE_SEA)
            .site(Dark, DETENTION)
            .at(Dark, "Tusken Raider", MOS_EISLEY)
            .at(Dark, "Ur'Ru'r", urrur_at)
            .at(Dark, "URoRRuR'R'R", uro_at)
            .at(Dark, "Stormtrooper", DUNE_SEA)
            .at(Dark, "Stormtrooper", DETENTION)
            .phase(Dark, Phase::Battle)
            .build();
        let at = |site| game_value(&s, Quantity::BattleDestiny, Dark, site, 0);
        let case = format!("Ur'Ru'r at {urrur_at}, URoRRuR'R'R at {uro_at}");
        assert_eq!(at(MOS_EISLEY), bonus, "{case}");
        assert_eq!(at(DUNE_SEA), 0, "{case}: no Tusken Raider there");
        assert_eq!(at(DETENTION), 0, "{case}: not a Tatooine site");
        assert_eq!(game_value(&s, Quantity::BattleDestiny, Light, MOS_EISLEY, 0), 0, "{case}: Light's");
    }
}

/// In a battle at Mos Eisley (Vader and a Tusken Raider against Luke), with Ur'Ru'r at
/// Jundland Wastes, Dark's battle destiny (a Stormtrooper, 1) is drawn as 1 + 2.
fn card_7_210_urrur_battle_destiny_is_drawn_2_higher() {
    let mut s = premiere()
        .extra(Dark, card("7_210"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .at(Dark, "Vader", MOS_EISLEY)
        .at(Dark, "Tusken Raider", MOS_EISLEY)
        .at(Dark, "Ur'Ru'r", JUNDLAND)
        .at(Light, "Luke", MOS_EISLEY)
        .reserve_top(Dark, &["Stormtrooper"])
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Used, 10)
        .phase(Dark, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    finish_battle(&mut s);
    assert_eq!(destinies(&s, Dark), vec![1 + 2], "{}", s.log());
}

// ----- A Real Hero -----

/// USED: takes Lobot (not another card) into hand from the Reserve Deck, reshuffled.
fn card_7_245_a_real_hero_takes_lobot_into_hand() {
    let mut s = premiere()
        .extra(Dark, card("7_245"))
        .extra(Dark, card("7_187"))
        .hand(Dark, "A Real Hero")
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let hero = s.card(Dark, "A Real Hero");
    let lobot = s.card(Dark, "Lobot");
    s.answer_with(play(hero, 0));
    if s.has_option(Answer::Choose(lobot)) {
        assert_eq!(choices(&s), vec![lobot]);
        s.answer(Answer::Choose(lobot));
    }
    assert_eq!(s.place(lobot), Place::Pile(Pile::Hand), "{}", s.log());
    assert!(shuffled(&s, Dark));
    assert_eq!(s.place(hero), Place::Pile(Pile::Used));
}

/// LOST: with Dark's Lando in a battle at a Cloud City site, adds two battle destiny; not in
/// a battle at Mos Eisley, nor at a Cloud City site without Lando.
fn card_7_245_a_real_hero_adds_two_battle_destiny_for_lando_on_cloud_city() {
    for (site, dark, offered) in [
        (LOWER_CORRIDOR, "Lando Calrissian", true),
        (MOS_EISLEY, "Lando Calrissian", false),
        (LOWER_CORRIDOR, "Vader", false),
    ] {
        let b = premiere()
            .extra(Dark, card("7_245"))
            .extra(Dark, card("5_99"))
            .extra(Dark, card("5_171"))
            .site(Dark, LOWER_CORRIDOR)
            .site(Dark, MOS_EISLEY)
            .at(Dark, dark, site)
            .at(Light, "Rebel Trooper", site)
            .hand(Dark, "A Real Hero");
        let hero = b.clone().build().card(Dark, "A Real Hero");
        let (mut s, found) = battle_until(b, Dark, site, play(hero, 1));
        assert_eq!(found, offered, "{dark} at {site}\n{}", s.log());
        if offered {
            s.answer_with(play(hero, 1));
            assert_eq!(destiny_added(&s, Dark), 2);
            assert_eq!(s.place(hero), Place::Pile(Pile::Lost));
        }
    }
}

/// LOST: with Han and Dark's Lando in the battle, cancels Light's battle destiny just drawn:
/// Light's total is its power alone; with Leia instead of Han, it is not offered.
fn card_7_245_a_real_hero_cancels_a_battle_destiny_when_han_battles_your_lando() {
    for (light, offered) in [("Han Solo", true), ("Leia Organa", false)] {
        let b = premiere()
            .extra(Dark, card("7_245"))
            .extra(Dark, card("5_99"))
            .extra(Light, card("1_11"))
            .extra(Light, card("1_17"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Lando Calrissian", MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, light, MOS_EISLEY)
            .at(Light, "Luke", MOS_EISLEY)
            .hand(Dark, "A Real Hero");
        let probe = b.clone().build();
        let hero = probe.card(Dark, "A Real Hero");
        let light_power = probe.q().power(probe.card(Light, light)) + probe.q().power(probe.card(Light, "Luke"));
        let (mut s, found) = battle_until(b, Dark, MOS_EISLEY, play(hero, 2));
        assert_eq!(found, offered, "with {light}\n{}", s.log());
        if !offered {
            continue;
        }
        assert!(matches!(s.prompt(), Some(swccg_engine::Prompt::Respond { .. })));
        s.answer_with(play(hero, 2));
        finish_battle(&mut s);
        let light_total = s.seen().find_map(|w| match w {
            What::BattleTotals { light, .. } => Some(*light),
            _ => None,
        });
        assert_eq!(light_total, Some(light_power), "{}", s.log());
    }
}

// ----- No Bargain -----

/// While no Imperial is at a Jabba's Palace site, Rebels deploy for 2 more (Rebel Trooper:
/// 1 + 2) and Dark's non-unique aliens are forfeit +1 (a Jawa: 1 + 1); a Talz, Light's Jawa
/// and Dark's unique Lobot are not changed; with a Stormtrooper at the Audience Chamber,
/// nothing is.
fn card_7_233_no_bargain_rebels_deploy_2_more_your_non_unique_aliens_forfeit_1_more() {
    for (imperial_at, bonus) in [(MOS_EISLEY, 1), (AUDIENCE, 0)] {
        let s = premiere()
            .extra(Dark, card("7_233"))
            .extra(Dark, card("6_162"))
            .extra(Dark, card("7_187"))
            .on_table(Dark, "No Bargain")
            .site(Dark, AUDIENCE)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", imperial_at)
            .at(Dark, "Jawa", MOS_EISLEY)
            .at(Dark, "Lobot", MOS_EISLEY)
            .at(Light, "Jawa", MOS_EISLEY)
            .hand(Light, "Rebel Trooper")
            .hand(Light, "Talz")
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        let case = format!("Stormtrooper at {imperial_at}");
        assert_eq!(cost_at(&s, Light, s.card(Light, "Rebel Trooper"), MOS_EISLEY), 1 + 2 * bonus as u8, "{case}");
        assert_eq!(cost_at(&s, Light, s.card(Light, "Talz"), MOS_EISLEY), 1, "{case}: not a Rebel");
        assert_eq!(q.forfeit(s.card(Dark, "Jawa")), Some(1 + bonus), "{case}");
        assert_eq!(q.forfeit(s.card(Dark, "Lobot")), Some(3), "{case}: unique");
        assert_eq!(q.forfeit(s.card(Light, "Jawa")), Some(1), "{case}: not Dark's");
    }
}

/// While no Imperial is at a Jabba's Palace site, Revolution is cancelled (lost); with a
/// Stormtrooper at the Audience Chamber it stays.
fn card_7_233_no_bargain_cancels_revolution_while_no_imperial_at_jabbas_palace() {
    for (imperial_at, cancelled) in [(MOS_EISLEY, true), (AUDIENCE, false)] {
        let s = premiere()
            .extra(Dark, card("7_233"))
            .extra(Dark, card("6_162"))
            .extra(Light, card("1_62"))
            .on_table(Dark, "No Bargain")
            .on_table(Light, "Revolution")
            .site(Dark, AUDIENCE)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", imperial_at)
            .phase(Dark, Phase::Deploy)
            .build();
        let revolution = s.card(Light, "Revolution");
        let expected = if cancelled { Place::Pile(Pile::Lost) } else { Place::Table };
        assert_eq!(s.place(revolution), expected, "Stormtrooper at {imperial_at}\n{}", s.log());
    }
}

/// No Bargain deploys on Dark's side of the table (it has no deploy cost).
fn card_7_233_no_bargain_deploys_on_table() {
    let mut s = premiere()
        .extra(Dark, card("7_233"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .hand(Dark, "No Bargain")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let effect = s.card(Dark, "No Bargain");
    assert_eq!(s.deploy_options_for(effect), vec![Dest::Table]);
    s.answer(Answer::Deploy { card: effect, to: Dest::Table });
    assert_eq!(s.place(effect), Place::Table);
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "free");
}

/// No Bargain is immune to Alter; Macroscan is not.
fn card_7_233_no_bargain_is_immune_to_alter() {
    let s = premiere()
        .extra(Dark, card("7_233"))
        .extra(Light, card("1_71"))
        .on_table(Dark, "No Bargain")
        .on_table(Dark, "Macroscan")
        .hand(Light, "Alter")
        .phase(Light, Phase::Deploy)
        .build();
    let alter = s.card(Light, "Alter");
    assert!(s.q().immune_to(s.card(Dark, "No Bargain"), alter));
    assert!(!s.q().immune_to(s.card(Dark, "Macroscan"), alter));
}

// ----- Cloud City: Port Town District -----

/// Dark drains 1 + 1 here, Light 1 + 1 here; at the East Platform, 1 each.
fn card_7_272_port_town_district_force_drain_1_more_here_for_both() {
    for side in [Dark, Light] {
        let who = if side == Dark { "Stormtrooper" } else { "Rebel Trooper" };
        let b = premiere()
            .extra(Dark, card("7_272"))
            .extra(Dark, card("5_169"))
            .site(Dark, PORT_TOWN)
            .site(Dark, EAST_PLATFORM)
            .at(side, who, PORT_TOWN)
            .at(side, who, EAST_PLATFORM);
        assert_eq!(drained(b.clone(), side, PORT_TOWN), Some(1 + 1), "{side}");
        assert_eq!(drained(b, side, EAST_PLATFORM), Some(1), "{side}");
    }
}

/// Dark's aliens deploy for 1 less (Greedo: 1 - 1) and are power +1 here (Greedo 2 + 1); not
/// at another site; a Stormtrooper, and Light's Talz, are not changed.
fn card_7_272_port_town_district_your_aliens_deploy_1_less_and_power_1_more_here() {
    let s = premiere()
        .extra(Dark, card("7_272"))
        .extra(Dark, card("5_171"))
        .extra(Dark, card("2_89"))
        .extra(Dark, card("2_89"))
        .site(Dark, PORT_TOWN)
        .site(Dark, LOWER_CORRIDOR)
        .at(Dark, "Greedo", PORT_TOWN)
        .at(Dark, "Stormtrooper", PORT_TOWN)
        .at(Light, "Talz", PORT_TOWN)
        .hand(Dark, "Greedo")
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let greedos = s.cards(Dark, "Greedo");
    assert_eq!(q.power(greedos[0]), 2 + 1);
    let in_hand = greedos[1];
    assert_eq!(s.place(in_hand), Place::Pile(Pile::Hand));
    assert_eq!(cost_at(&s, Dark, in_hand, PORT_TOWN), 0);
    assert_eq!(cost_at(&s, Dark, in_hand, LOWER_CORRIDOR), 1);
    assert_eq!(q.power(s.card(Dark, "Stormtrooper")), 1, "not an alien");
    assert_eq!(q.power(s.card(Light, "Talz")), 1, "not Dark's");
    let s = premiere()
        .extra(Dark, card("7_272"))
        .extra(Dark, card("5_171"))
        .extra(Dark, card("2_89"))
        .site(Dark, PORT_TOWN)
        .site(Dark, LOWER_CORRIDOR)
        .at(Dark, "Greedo", LOWER_CORRIDOR)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(s.q().power(s.card(Dark, "Greedo")), 2, "at another site");
}

// ----- Tatooine: Jawa Canyon (Dark) -----

/// Dark's Jawas are power 1 + 2 here; Light's Jawas here and Dark's elsewhere are not.
fn card_7_293_jawa_canyon_your_jawas_power_2_more_here() {
    let s = premiere()
        .extra(Dark, card("7_293"))
        .site(Dark, JAWA_CANYON)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Jawa", JAWA_CANYON)
        .at(Dark, "Jawa", MOS_EISLEY)
        .at(Light, "Jawa", JAWA_CANYON)
        .phase(Dark, Phase::Deploy)
        .build();
    let q = s.q();
    let mut powers: Vec<i32> = s.cards(Dark, "Jawa").into_iter().filter(|&j| s.place(j).on_table()).map(|j| q.power(j)).collect();
    powers.sort();
    assert_eq!(powers, vec![1, 1 + 2]);
    assert_eq!(q.power(s.card(Light, "Jawa")), 1);
}

/// Light drains 1 - 1 here, unless Light's Jawa is here too (1).
fn card_7_293_jawa_canyon_light_drains_1_less_unless_its_jawa_here() {
    for (jawa, drain) in [(false, 0), (true, 1)] {
        let mut b = premiere()
            .extra(Dark, card("7_293"))
            .site(Dark, JAWA_CANYON)
            .at(Light, "Rebel Trooper", JAWA_CANYON);
        if jawa {
            b = b.at(Light, "Jawa", JAWA_CANYON);
        }
        let s = b.phase(Light, Phase::Control).build();
        assert_eq!(s.q().drain_amount(Light, s.site(JAWA_CANYON)), drain, "Jawa here: {jawa}");
    }
}

// ----- Tatooine: Krayt Dragon Pass -----

/// Dark's battle destiny draws here are +1 for each Tatooine battleground site Dark occupies
/// (Mos Eisley and Jundland Wastes: 2; Mos Eisley alone: 1); a Death Star battleground does
/// not count; Light's draws and Dark's draws elsewhere are not changed.
fn card_7_294_krayt_dragon_pass_adds_1_per_tatooine_battleground_you_occupy() {
    for (occupied, bonus) in [(&[MOS_EISLEY, JUNDLAND, DOCKING_BAY_327][..], 2), (&[MOS_EISLEY, DOCKING_BAY_327][..], 1), (&[DOCKING_BAY_327][..], 0)] {
        let mut b = premiere()
            .extra(Dark, card("7_294"))
            .site(Dark, KRAYT_PASS)
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .site(Dark, DOCKING_BAY_327)
            .at(Light, "Rebel Trooper", KRAYT_PASS);
        for site in occupied {
            b = b.at(Dark, "Stormtrooper", site);
        }
        let s = b.phase(Dark, Phase::Battle).build();
        assert_eq!(game_value(&s, Quantity::BattleDestiny, Dark, KRAYT_PASS, 1), 1 + bonus, "{occupied:?}");
        assert_eq!(game_value(&s, Quantity::BattleDestiny, Light, KRAYT_PASS, 1), 1);
        assert_eq!(game_value(&s, Quantity::BattleDestiny, Dark, MOS_EISLEY, 1), 1);
    }
}

/// Light drains 1 - 1 here while Krayt Dragon Bones is on table, 1 without it.
fn card_7_294_krayt_dragon_pass_light_drains_1_less_with_krayt_dragon_bones() {
    for (bones, drain) in [(true, 0), (false, 1)] {
        let mut b = premiere()
            .extra(Dark, card("7_294"))
            .extra(Dark, card("2_122"))
            .site(Dark, KRAYT_PASS)
            .at(Light, "Rebel Trooper", KRAYT_PASS);
        if bones {
            b = b.on_table(Dark, "Krayt Dragon Bones");
        }
        let s = b.phase(Light, Phase::Control).build();
        assert_eq!(s.q().drain_amount(Light, s.site(KRAYT_PASS)), drain, "Bones on table: {bones}");
    }
}

// ----- Disruptor Pistol -----

/// Disruptor Pistol deploys on a unique warrior (Vader) for 2, on a non-unique warrior (a
/// Stormtrooper) for 1: with 1 Force only on the Stormtrooper.
fn card_7_319_disruptor_pistol_deploys_on_unique_warrior_for_2_non_unique_for_1() {
    for force in [1, 2] {
        let mut s = premiere()
            .extra(Dark, card("7_319"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .at(Dark, "Jawa", MOS_EISLEY)
            .hand(Dark, "Disruptor Pistol")
            .fill(Dark, Pile::Force, force)
            .phase(Dark, Phase::Deploy)
            .build();
        let pistol = s.card(Dark, "Disruptor Pistol");
        let (vader, trooper) = (s.card(Dark, "Vader"), s.card(Dark, "Stormtrooper"));
        let expected = if force == 2 { sorted(vec![vader, trooper]) } else { vec![trooper] };
        assert_eq!(bearers(&s, pistol), expected, "{force} Force");
        let bearer = if force == 2 { vader } else { trooper };
        s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == pistol && *b == bearer));
        assert_eq!(s.place(pistol), Place::On { card: bearer });
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "{force} Force used");
    }
}

/// On a unique warrior it fires for 2 Force; the target is lost when the destiny exceeds its
/// defense value (Rebel Trooper, 1: a Tusken Raider's 2 loses it, a Stormtrooper's 1 does not).
fn card_7_319_disruptor_pistol_on_unique_warrior_uses_2_force_target_lost_when_destiny_exceeds_defense() {
    for (top, lost) in [("Tusken Raider", true), ("Stormtrooper", false)] {
        let b = premiere()
            .extra(Dark, card("7_319"))
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY)
            .on(Dark, "Disruptor Pistol", "Vader")
            .at(Light, "Rebel Trooper", MOS_EISLEY);
        let s = fire(b, Dark, "Disruptor Pistol", "Rebel Trooper", top, 3);
        assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "1 to battle, 2 to fire");
        let trooper = s.card(Light, "Rebel Trooper");
        assert_eq!(s.place(trooper) == Place::Pile(Pile::Lost), lost, "{top}\n{}", s.log());
        assert!(!s.saw(|w| matches!(w, What::TargetHit { .. })), "lost, not hit");
    }
}

/// On a non-unique warrior it fires for free: with 1 Force (used to initiate the battle) the
/// Stormtrooper still fires, and a Tusken Raider's destiny 2 loses the Rebel Trooper.
fn card_7_319_disruptor_pistol_on_non_unique_warrior_fires_for_free() {
    let b = premiere()
        .extra(Dark, card("7_319"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Disruptor Pistol", "Stormtrooper")
        .at(Light, "Rebel Trooper", MOS_EISLEY);
    let s = fire(b, Dark, "Disruptor Pistol", "Rebel Trooper", "Tusken Raider", 1);
    assert_eq!(s.place(s.card(Light, "Rebel Trooper")), Place::Pile(Pile::Lost), "{}", s.log());
}

/// Light's copy: on Light's non-unique warrior (a Rebel Trooper) for 1, on Luke for 2.
fn card_7_157_disruptor_pistol_deploys_on_your_warriors_for_2_or_1() {
    for force in [1, 2] {
        let s = premiere()
            .extra(Light, card("7_157"))
            .site(Light, DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Rebel Trooper", DUNE_SEA)
            .hand(Light, "Disruptor Pistol")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let pistol = s.card(Light, "Disruptor Pistol");
        let (luke, trooper) = (s.card(Light, "Luke"), s.card(Light, "Rebel Trooper"));
        let expected = if force == 2 { sorted(vec![luke, trooper]) } else { vec![trooper] };
        assert_eq!(bearers(&s, pistol), expected, "{force} Force");
    }
}

// ----- Moisture Farmer -----

/// Moisture Farmer deploys for 2 - 1 to a farm or an exterior Tatooine site (the Moisture
/// Farm, the Dune Sea), for 2 to an interior Tatooine site (the Cantina) or an exterior site
/// elsewhere (Yavin 4: Docking Bay).
fn card_7_33_moisture_farmer_deploys_1_less_to_a_farm_or_exterior_tatooine_site() {
    let s = premiere()
        .extra(Light, card("7_33"))
        .extra(Light, card("1_128"))
        .extra(Light, card("1_136"))
        .site(Light, FARM)
        .site(Light, DUNE_SEA)
        .site(Light, CANTINA)
        .site(Light, YAVIN_DB)
        .hand(Light, "Moisture Farmer")
        .phase(Light, Phase::Deploy)
        .build();
    let farmer = s.card(Light, "Moisture Farmer");
    assert_eq!(cost_at(&s, Light, farmer, FARM), 2 - 1);
    assert_eq!(cost_at(&s, Light, farmer, DUNE_SEA), 2 - 1);
    assert_eq!(cost_at(&s, Light, farmer, CANTINA), 2);
    assert_eq!(cost_at(&s, Light, farmer, YAVIN_DB), 2);
}

/// Power and forfeit 1 + 1 and 3 + 1 while Ardon Crell is at the Audience Chamber; 1 and 3
/// with Ardon at the Dune Sea.
fn card_7_33_moisture_farmer_power_and_forfeit_1_more_when_ardon_crell_at_audience_chamber() {
    for (ardon_at, power, forfeit) in [(AUDIENCE, 1 + 1, 3 + 1), (DUNE_SEA, 1, 3)] {
        let s = premiere()
            .extra(Light, card("7_33"))
            .extra(Light, card("6_2"))
            .extra(Light, card("6_81"))
            .site(Light, AUDIENCE)
            .site(Light, DUNE_SEA)
            .at(Light, "Moisture Farmer", DUNE_SEA)
            .at(Light, "Ardon 'Vapor' Crell", ardon_at)
            .phase(Light, Phase::Deploy)
            .build();
        let farmer = s.card(Light, "Moisture Farmer");
        assert_eq!((s.q().power(farmer), s.q().forfeit(farmer)), (power, Some(forfeit)), "Ardon at {ardon_at}");
    }
}

/// Once in Light's control phase, takes a Hydroponics Station or a Vaporator (not another
/// device) into hand from the Reserve Deck.
fn card_7_33_moisture_farmer_takes_a_hydroponics_station_or_vaporator_once_per_control_phase() {
    let b = premiere()
        .extra(Light, card("7_33"))
        .extra(Light, card("1_37"))
        .extra(Light, card("1_41"))
        .site(Light, DUNE_SEA)
        .at(Light, "Moisture Farmer", DUNE_SEA);
    let (offered, s) = take_with_text(b, Light, "Moisture Farmer", "Vaporator");
    assert_eq!(offered, ["Hydroponics Station", "Vaporator"]);
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "no Force used");
}

// ----- Sergeant Hollis -----

/// In a battle with another Echo Base trooper, Light draws one more battle destiny (Hollis 2
/// and an Echo Base Trooper 1: ability 3, no draw, plus one); with a Rebel Trooper instead,
/// none.
fn card_7_42_hollis_adds_one_battle_destiny_with_another_echo_base_trooper() {
    for (with, draws) in [("Echo Base Trooper", 1), ("Rebel Trooper", 0)] {
        let mut s = premiere()
            .extra(Light, card("7_42"))
            .extra(Light, card("3_6"))
            .extra(Light, card("3_56"))
            .extra(Dark, card("3_91"))
            .site(Light, PERIMETER)
            .at(Light, "Sergeant Hollis", PERIMETER)
            .at(Light, with, PERIMETER)
            .at(Dark, "Snowtrooper", PERIMETER)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Battle)
            .build();
        let site = s.site(PERIMETER);
        s.answer(Answer::Battle(site));
        assert_eq!(s.q().battle_destiny_draws(Light, site, 0), draws, "with {with}");
    }
}

/// Once in Light's control phase, takes Rebel Ambush into hand from the Reserve Deck.
fn card_7_42_hollis_takes_rebel_ambush_into_hand_once_per_control_phase() {
    let b = premiere()
        .extra(Light, card("7_42"))
        .extra(Light, card("7_101"))
        .extra(Light, card("7_101"))
        .site(Light, DUNE_SEA)
        .at(Light, "Sergeant Hollis", DUNE_SEA);
    let (offered, s) = take_with_text(b, Light, "Sergeant Hollis", "Rebel Ambush");
    assert_eq!(offered, ["Rebel Ambush"]);
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "no Force used");
}

/// Hollis is power 2 on Hoth, 2 - 1 at the Dune Sea.
fn card_7_42_hollis_is_power_1_less_away_from_hoth() {
    for (at, power) in [(PERIMETER, 2), (DUNE_SEA, 2 - 1)] {
        let s = premiere()
            .extra(Light, card("7_42"))
            .extra(Light, card("3_56"))
            .site(Light, PERIMETER)
            .site(Light, DUNE_SEA)
            .at(Light, "Sergeant Hollis", at)
            .phase(Light, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Light, "Sergeant Hollis")), power, "at {at}");
    }
}

// ----- Soth Petikkin -----

/// At a Jabba's Palace site Light controls, once in Light's control phase, Soth uses 1 Force
/// to take an alien smuggler, scout, thief or spy (the smugglers Melas and Yotts Orren, the
/// scout Shistavanen Wolfman; not Han, a Rebel smuggler, nor a Talz) into hand from the
/// Reserve Deck.
fn card_7_43_soth_petikkin_takes_an_alien_smuggler_scout_thief_or_spy() {
    let b = premiere()
        .extra(Light, card("7_43"))
        .extra(Light, card("6_81"))
        .extra(Light, card("7_32"))
        .extra(Light, card("11_15"))
        .extra(Light, card("1_11"))
        .site(Light, AUDIENCE)
        .at(Light, "Soth Petikkin", AUDIENCE);
    let (offered, s) = take_with_text(b, Light, "Soth Petikkin", "Melas");
    assert_eq!(offered, ["Melas", "Shistavanen Wolfman", "Yotts Orren"]);
    assert_eq!(s.pile(Light, Pile::Force).len(), 2 - 1, "1 Force used");
}

/// Not offered at a Jabba's Palace site Light does not control (a Stormtrooper there too),
/// nor at a site outside Jabba's Palace.
fn card_7_43_soth_petikkin_needs_a_jabbas_palace_site_you_control() {
    for (at, dark_there) in [(AUDIENCE, true), (DUNE_SEA, false)] {
        let mut b = premiere()
            .extra(Light, card("7_43"))
            .extra(Light, card("6_81"))
            .extra(Light, card("7_32"))
            .site(Light, AUDIENCE)
            .site(Light, DUNE_SEA)
            .at(Light, "Soth Petikkin", at);
        if dark_there {
            b = b.at(Dark, "Stormtrooper", at);
        }
        let s = b.fill(Light, Pile::Force, 2).phase(Light, Phase::Control).build();
        assert!(!s.options().iter().any(use_text(s.card(Light, "Soth Petikkin"))), "at {at}");
    }
}

// ----- Harvest -----

/// During a battle where Luke is with Owen or with Beru, adds one battle destiny; with Owen
/// and Beru, two; not offered with Luke and a Rebel Trooper, nor with Owen and Beru without
/// Luke.
fn card_7_90_harvest_adds_battle_destiny_when_luke_battles_with_owen_or_beru() {
    let cases: [(&[&str], Option<i32>); 5] = [
        (&["Luke", "Owen Lars"], Some(1)),
        (&["Luke", "Beru Lars"], Some(1)),
        (&["Luke", "Owen Lars", "Beru Lars"], Some(2)),
        (&["Luke", "Rebel Trooper"], None),
        (&["Owen Lars", "Beru Lars"], None),
    ];
    for (light, added) in cases {
        let mut b = premiere()
            .extra(Light, card("7_90"))
            .extra(Light, card("1_22"))
            .extra(Light, card("1_2"))
            .site(Light, DUNE_SEA)
            .at(Dark, "Vader", DUNE_SEA)
            .hand(Light, "Harvest");
        for who in light {
            b = b.at(Light, who, DUNE_SEA);
        }
        let harvest = b.clone().build().card(Light, "Harvest");
        let (mut s, found) = battle_until(b, Dark, DUNE_SEA, play(harvest, 0));
        assert_eq!(found, added.is_some(), "{light:?}\n{}", s.log());
        if let Some(added) = added {
            s.answer_with(play(harvest, 0));
            assert_eq!(destiny_added(&s, Light), added, "{light:?}");
            assert_eq!(s.place(harvest), Place::Pile(Pile::Lost));
        }
    }
}

/// With Owen or Beru on table, retrieves one card; with Owen and Beru, two; with both at
/// Lars' Moisture Farm, four; with neither, it may not be played.
fn card_7_90_harvest_retrieves_cards_when_owen_or_beru_on_table() {
    let cases: [(Standing, Option<usize>); 5] = [
        (&[("Owen Lars", DUNE_SEA)], Some(1)),
        (&[("Beru Lars", FARM)], Some(1)),
        (&[("Owen Lars", DUNE_SEA), ("Beru Lars", FARM)], Some(2)),
        (&[("Owen Lars", FARM), ("Beru Lars", FARM)], Some(4)),
        (&[("Luke", FARM)], None),
    ];
    for (light, retrieved) in cases {
        let mut b = premiere()
            .extra(Light, card("7_90"))
            .extra(Light, card("1_22"))
            .extra(Light, card("1_2"))
            .site(Light, DUNE_SEA)
            .site(Light, FARM)
            .hand(Light, "Harvest")
            .fill(Light, Pile::Lost, 6)
            .fill(Light, Pile::Force, 1);
        for (who, at) in light {
            b = b.at(Light, who, at);
        }
        let mut s = b.phase(Light, Phase::Deploy).build();
        let harvest = s.card(Light, "Harvest");
        let offered = s.options().iter().any(play(harvest, 1));
        assert_eq!(offered, retrieved.is_some(), "{light:?}");
        let Some(retrieved) = retrieved else {
            continue;
        };
        s.answer_with(play(harvest, 1));
        for _ in 0..8 {
            match choices(&s).first() {
                Some(&c) => {
                    s.answer(Answer::Choose(c));
                }
                None => break,
            }
        }
        let count = s
            .seen()
            .filter(|w| matches!(w, What::Retrieved { player: Light, .. }))
            .count();
        assert_eq!(count, retrieved, "{light:?}\n{}", s.log());
        assert_eq!(s.pile(Light, Pile::Lost).len(), 6 - retrieved + 1, "{light:?}: the Interrupt is lost");
    }
}

// ----- Cloud City: Core Tunnel -----

/// Light's aliens are power +1 here (Talz 1 + 1); a Talz elsewhere, a Rebel Trooper here are
/// not; Dark's aliens are forfeit -1 here (Dark's Lando 3 - 1), not elsewhere.
fn card_7_112_core_tunnel_light_aliens_power_1_more_dark_aliens_forfeit_1_less() {
    let s = premiere()
        .extra(Light, card("7_112"))
        .extra(Light, card("5_80"))
        .extra(Dark, card("5_99"))
        .extra(Dark, card("5_99"))
        .site(Light, CORE_TUNNEL)
        .site(Light, GUEST_QUARTERS)
        .at(Light, "Talz", CORE_TUNNEL)
        .at(Light, "Talz", GUEST_QUARTERS)
        .at(Light, "Rebel Trooper", CORE_TUNNEL)
        .at(Dark, "Lando Calrissian", CORE_TUNNEL)
        .at(Dark, "Lando Calrissian", GUEST_QUARTERS)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let here = s.site(CORE_TUNNEL);
    let at_tunnel = |c: CardId| s.place(c) == Place::At { location: here };
    let talz: Vec<CardId> = s.cards(Light, "Talz").into_iter().filter(|&c| s.place(c).on_table()).collect();
    for t in talz {
        assert_eq!(q.power(t), if at_tunnel(t) { 1 + 1 } else { 1 });
    }
    assert_eq!(q.power(s.card(Light, "Rebel Trooper")), 1, "not an alien");
    for lando in s.cards(Dark, "Lando Calrissian") {
        assert_eq!(q.forfeit(lando), Some(if at_tunnel(lando) { 3 - 1 } else { 3 }));
    }
}

/// Each player drains 1 + 1 here while its Lando or Lobot is here, 1 otherwise.
fn card_7_112_core_tunnel_force_drain_1_more_with_your_lando_or_lobot_here() {
    let cases = [
        (Light, "Lando Calrissian", 1 + 1),
        (Light, "Lobot", 1 + 1),
        (Light, "Rebel Trooper", 1),
        (Dark, "Lobot", 1 + 1),
        (Dark, "Lando Calrissian", 1 + 1),
        (Dark, "Stormtrooper", 1),
    ];
    for (side, who, drain) in cases {
        let s = premiere()
            .extra(Light, card("7_112"))
            .extra(Light, card("5_5"))
            .extra(Light, card("5_6"))
            .extra(Dark, card("5_99"))
            .extra(Dark, card("7_187"))
            .site(Light, CORE_TUNNEL)
            .at(side, who, CORE_TUNNEL)
            .phase(side, Phase::Control)
            .build();
        assert_eq!(s.q().drain_amount(side, s.site(CORE_TUNNEL)), drain, "{side} {who}");
    }
}

// ----- Cloud City: North Corridor -----

/// While Light controls the North Corridor, once per turn it may use 1 Force to cancel
/// Dark's Force drain at a Cloud City site: the first drain (Lower Corridor) is cancelled, a
/// second one in the same turn (Port Town District) may not be.
fn card_7_114_north_corridor_light_cancels_a_cloud_city_drain_for_1_once_per_turn() {
    let mut s = premiere()
        .extra(Light, card("7_114"))
        .extra(Dark, card("5_171"))
        .extra(Dark, card("7_272"))
        .site(Light, NORTH_CORRIDOR)
        .site(Dark, LOWER_CORRIDOR)
        .site(Dark, PORT_TOWN)
        .at(Light, "Rebel Trooper", NORTH_CORRIDOR)
        .at(Dark, "Stormtrooper", LOWER_CORRIDOR)
        .at(Dark, "Stormtrooper", PORT_TOWN)
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Used, 6)
        .phase(Dark, Phase::Control)
        .build();
    let corridor = s.site(NORTH_CORRIDOR);
    let life = s.life_force(Light);
    s.answer(Answer::ForceDrain(s.site(LOWER_CORRIDOR)));
    s.answer_with(use_text(corridor));
    assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })), "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Force).len(), 2 - 1, "1 Force used");
    assert_eq!(s.life_force(Light), life, "no Force lost");
    s.answer(Answer::ForceDrain(s.site(PORT_TOWN)));
    assert!(!s.options().iter().any(use_text(corridor)), "once per turn");
}

/// Not offered for a drain outside Cloud City (Mos Eisley), nor while Light does not control
/// the North Corridor (Dark there too).
fn card_7_114_north_corridor_only_cloud_city_drains_only_while_you_control() {
    for (drain_at, dark_at_corridor) in [(MOS_EISLEY, false), (LOWER_CORRIDOR, true)] {
        let mut b = premiere()
            .extra(Light, card("7_114"))
            .extra(Dark, card("5_171"))
            .site(Light, NORTH_CORRIDOR)
            .site(Dark, LOWER_CORRIDOR)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Trooper", NORTH_CORRIDOR)
            .at(Dark, "Stormtrooper", drain_at);
        if dark_at_corridor {
            b = b.at(Dark, "Stormtrooper", NORTH_CORRIDOR);
        }
        let mut s = b
            .fill(Light, Pile::Force, 2)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Control)
            .build();
        let corridor = s.site(NORTH_CORRIDOR);
        s.answer(Answer::ForceDrain(s.site(drain_at)));
        assert!(!s.options().iter().any(use_text(corridor)), "drain at {drain_at}");
    }
}

/// Dark's text: while Dark controls it, Dark uses 2 Force to cancel Light's drain at a Cloud
/// City site; with 1 Force it may not.
fn card_7_114_north_corridor_dark_cancels_a_cloud_city_drain_for_2() {
    for force in [2, 1] {
        let mut s = premiere()
            .extra(Light, card("7_114"))
            .extra(Light, card("5_80"))
            .site(Light, NORTH_CORRIDOR)
            .site(Light, GUEST_QUARTERS)
            .at(Dark, "Stormtrooper", NORTH_CORRIDOR)
            .at(Light, "Rebel Trooper", GUEST_QUARTERS)
            .fill(Dark, Pile::Force, force)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Control)
            .build();
        let corridor = s.site(NORTH_CORRIDOR);
        s.answer(Answer::ForceDrain(s.site(GUEST_QUARTERS)));
        let offered = s.options().iter().any(use_text(corridor));
        assert_eq!(offered, force == 2, "{force} Force");
        if offered {
            s.answer_with(use_text(corridor));
            assert!(s.saw(|w| matches!(w, What::ForceDrainCancelled { .. })));
            assert_eq!(s.pile(Dark, Pile::Force).len(), 0, "2 Force used");
        }
    }
}

// ----- Tatooine: Jawa Canyon (Light) -----

/// Light's Jawas are power 1 + 1 and forfeit 1 + 2 here; Dark's Jawas here and Light's
/// elsewhere are not.
fn card_7_132_jawa_canyon_your_jawas_power_1_forfeit_2_more_here() {
    let s = premiere()
        .extra(Light, card("7_132"))
        .site(Light, JAWA_CANYON)
        .site(Light, DUNE_SEA)
        .at(Light, "Jawa", JAWA_CANYON)
        .at(Light, "Jawa", DUNE_SEA)
        .at(Dark, "Jawa", JAWA_CANYON)
        .phase(Light, Phase::Deploy)
        .build();
    let q = s.q();
    let mut values: Vec<(i32, Option<i32>)> = s.cards(Light, "Jawa").into_iter().filter(|&j| s.place(j).on_table()).map(|j| (q.power(j), q.forfeit(j))).collect();
    values.sort();
    assert_eq!(values, vec![(1, Some(1)), (1 + 1, Some(1 + 2))]);
    let dark = s.card(Dark, "Jawa");
    assert_eq!((q.power(dark), q.forfeit(dark)), (1, Some(1)));
}

/// Dark drains 1 - 1 here, unless Dark's Jawa is here too (1).
fn card_7_132_jawa_canyon_dark_drains_1_less_unless_its_jawa_here() {
    for (jawa, drain) in [(false, 0), (true, 1)] {
        let mut b = premiere()
            .extra(Light, card("7_132"))
            .site(Light, JAWA_CANYON)
            .at(Dark, "Stormtrooper", JAWA_CANYON);
        if jawa {
            b = b.at(Dark, "Jawa", JAWA_CANYON);
        }
        let s = b.phase(Dark, Phase::Control).build();
        assert_eq!(s.q().drain_amount(Dark, s.site(JAWA_CANYON)), drain, "Jawa here: {jawa}");
    }
}

// ----- Echo Base Trooper Rifle -----

/// Deploys free on an Echo Base trooper, for 3 on another warrior (Luke): with 2 Force only
/// on the Echo Base Trooper.
fn card_7_158_echo_base_trooper_rifle_deploys_free_on_echo_base_trooper_3_on_other_warrior() {
    for force in [2, 3] {
        let mut s = premiere()
            .extra(Light, card("7_158"))
            .extra(Light, card("3_6"))
            .site(Light, DUNE_SEA)
            .at(Light, "Echo Base Trooper", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .at(Light, "Talz", DUNE_SEA)
            .hand(Light, "Echo Base Trooper Rifle")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let rifle = s.card(Light, "Echo Base Trooper Rifle");
        let (ebt, luke) = (s.card(Light, "Echo Base Trooper"), s.card(Light, "Luke"));
        let expected = if force == 3 { sorted(vec![ebt, luke]) } else { vec![ebt] };
        assert_eq!(bearers(&s, rifle), expected, "{force} Force");
        let bearer = if force == 3 { luke } else { ebt };
        s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == rifle && *b == bearer));
        assert_eq!(s.place(rifle), Place::On { card: bearer });
        assert_eq!(s.pile(Light, Pile::Force).len(), if force == 3 { 0 } else { 2 }, "{force} Force");
    }
}

/// Fired by an Echo Base trooper it uses 1 Force, by another warrior 2; it hits when the
/// destiny + 1 exceeds the defense value (Stormtrooper, 1: a Rebel Trooper's 1 hits, a
/// location's 0 misses).
fn card_7_158_echo_base_trooper_rifle_fires_for_1_by_echo_base_trooper_2_otherwise() {
    for (bearer, cost, top, hits) in [
        ("Echo Base Trooper", 1, "Rebel Trooper", true),
        ("Echo Base Trooper", 1, "Tatooine: Jawa Camp", false),
        ("Luke", 2, "Rebel Trooper", true),
    ] {
        let b = premiere()
            .extra(Light, card("7_158"))
            .extra(Light, card("3_6"))
            .site(Dark, MOS_EISLEY)
            .at(Light, bearer, MOS_EISLEY)
            .on(Light, "Echo Base Trooper Rifle", bearer)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        let s = fire(b, Light, "Echo Base Trooper Rifle", "Stormtrooper", top, 1 + cost);
        assert_eq!(s.pile(Light, Pile::Force).len(), 0, "{bearer}: 1 to battle, {cost} to fire");
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { .. })), hits, "{bearer}, {top}\n{}", s.log());
    }
}

// ----- Lando's Blaster Rifle -----

/// Deploys free on Lando, for 3 on another warrior (Luke): with 2 Force only on Lando (no
/// Force used); with 3 on Luke (3 used).
fn card_7_160_landos_blaster_rifle_deploys_free_on_lando_3_on_other_warrior() {
    for force in [2, 3] {
        let mut s = premiere()
            .extra(Light, card("7_160"))
            .extra(Light, card("5_5"))
            .site(Light, DUNE_SEA)
            .at(Light, "Lando Calrissian", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Light, "Lando's Blaster Rifle")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let rifle = s.card(Light, "Lando's Blaster Rifle");
        let (lando, luke) = (s.card(Light, "Lando Calrissian"), s.card(Light, "Luke"));
        let expected = if force == 3 { sorted(vec![lando, luke]) } else { vec![lando] };
        assert_eq!(bearers(&s, rifle), expected, "{force} Force");
        let bearer = if force == 3 { luke } else { lando };
        s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == rifle && *b == bearer));
        assert_eq!(s.place(rifle), Place::On { card: bearer });
        assert_eq!(s.pile(Light, Pile::Force).len(), if force == 3 { 0 } else { 2 }, "{force} Force");
    }
}

/// Fired for 1 Force; when Lando targets a character, the target is power -2 for the rest of
/// the turn (Vader 4 - 2); fired by Luke, not. It hits when destiny + 1 exceeds the defense
/// value (Stormtrooper, 1: a Rebel Trooper's 1 hits, a location's 0 misses).
fn card_7_160_landos_blaster_rifle_lando_makes_target_power_2_less_and_hits_on_destiny_plus_1() {
    for (bearer, target, top, power, hits) in [
        ("Lando Calrissian", "Vader", "Rebel Trooper", 4 - 2, false),
        ("Luke", "Vader", "Rebel Trooper", 4, false),
        ("Luke", "Stormtrooper", "Rebel Trooper", 1, true),
        ("Luke", "Stormtrooper", "Tatooine: Jawa Camp", 1, false),
    ] {
        let b = premiere()
            .extra(Light, card("7_160"))
            .extra(Light, card("5_5"))
            .site(Dark, MOS_EISLEY)
            .at(Light, bearer, MOS_EISLEY)
            .on(Light, "Lando's Blaster Rifle", bearer)
            .at(Dark, target, MOS_EISLEY);
        let s = fire(b, Light, "Lando's Blaster Rifle", target, top, 2);
        assert_eq!(s.pile(Light, Pile::Force).len(), 0, "1 to battle, 1 to fire");
        assert_eq!(s.q().power(s.card(Dark, target)), power, "{bearer} at {target}");
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { .. })), hits, "{bearer}, {top}\n{}", s.log());
    }
}

// ----- Leia's Blaster Rifle -----

/// Deploys free on Leia, for 3 on another warrior (Luke): with 2 Force only on Leia (no
/// Force used); with 3 on Luke (3 used).
fn card_7_161_leias_blaster_rifle_deploys_free_on_leia_3_on_other_warrior() {
    for force in [2, 3] {
        let mut s = premiere()
            .extra(Light, card("7_161"))
            .extra(Light, card("1_17"))
            .site(Light, DUNE_SEA)
            .at(Light, "Leia Organa", DUNE_SEA)
            .at(Light, "Luke", DUNE_SEA)
            .hand(Light, "Leia's Blaster Rifle")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let rifle = s.card(Light, "Leia's Blaster Rifle");
        let (leia, luke) = (s.card(Light, "Leia Organa"), s.card(Light, "Luke"));
        let expected = if force == 3 { sorted(vec![leia, luke]) } else { vec![leia] };
        assert_eq!(bearers(&s, rifle), expected, "{force} Force");
        let bearer = if force == 3 { luke } else { leia };
        s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == rifle && *b == bearer));
        assert_eq!(s.place(rifle), Place::On { card: bearer });
        assert_eq!(s.pile(Light, Pile::Force).len(), if force == 3 { 0 } else { 2 }, "{force} Force");
    }
}

/// Fired for 1 Force, it hits when destiny + 1 exceeds the defense value (Stormtrooper, 1);
/// hit by Leia the target is lost, hit by Luke it stays hit; a location's destiny 0 misses.
fn card_7_161_leias_blaster_rifle_target_hit_by_leia_is_lost() {
    for (bearer, top, hit, lost) in [
        ("Leia Organa", "Rebel Trooper", true, true),
        ("Luke", "Rebel Trooper", true, false),
        ("Leia Organa", "Tatooine: Jawa Camp", false, false),
    ] {
        let b = premiere()
            .extra(Light, card("7_161"))
            .extra(Light, card("1_17"))
            .site(Dark, MOS_EISLEY)
            .at(Light, bearer, MOS_EISLEY)
            .on(Light, "Leia's Blaster Rifle", bearer)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        let s = fire(b, Light, "Leia's Blaster Rifle", "Stormtrooper", top, 2);
        assert_eq!(s.pile(Light, Pile::Force).len(), 0, "1 to battle, 1 to fire");
        let trooper = s.card(Dark, "Stormtrooper");
        assert_eq!(s.saw(|w| matches!(w, What::TargetHit { .. })), hit, "{bearer}, {top}\n{}", s.log());
        assert_eq!(s.place(trooper) == Place::Pile(Pile::Lost), lost, "{bearer}, {top}\n{}", s.log());
    }
}

/// Bantha Herd deploys on an exterior Tatooine site and its owner specifies which way it
/// moves first; it moves one site along its row in each of its owner's control phases,
/// turning back at the end of the row.
fn card_7_221_bantha_herd_moves_each_control_phase_and_turns_back() {
    const MOS: &str = "Tatooine: Mos Eisley";
    const DUNE: &str = "Tatooine: Dune Sea";
    const JUNDLAND: &str = "Tatooine: Jundland Wastes";
    const DETENTION: &str = "Death Star: Detention Block Corridor";
    let mut s = crate::support::premiere()
        .extra(Dark, crate::support::card("7_221"))
        .site(Dark, MOS)
        .site(Light, DUNE)
        .site(Dark, JUNDLAND)
        .site(Dark, DETENTION)
        .hand(Dark, "Bantha Herd")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 1)
        .phase(Dark, Phase::Deploy)
        .build();
    let herd = s.card(Dark, "Bantha Herd");
    let options = s.deploy_options_for(herd);
    assert!(options.contains(&Dest::At(s.site(DUNE))));
    assert!(!options.contains(&Dest::At(s.site(DETENTION))), "not an exterior Tatooine site");
    s.answer(Answer::Deploy {
        card: herd,
        to: Dest::At(s.site(DUNE)),
    });
    // At the Dune Sea, between Mos Eisley and the Jundland Wastes: Dark chooses.
    assert!(
        matches!(s.prompt(), Some(swccg_engine::decision::Prompt::ChooseLocation { .. })),
        "{:?}",
        s.prompt()
    );
    s.answer(Answer::ChooseLocation(s.site(JUNDLAND)));
    let at = |s: &swccg_engine::scenario::Scenario| match s.place(herd) {
        Place::At { location } => location,
        other => panic!("{other:?}"),
    };
    assert_eq!(at(&s), s.site(DUNE));
    // Dark's next control phases: Jundland, then back to the Dune Sea.
    for expected in [JUNDLAND, DUNE] {
        let want = s.site(expected);
        let moved = |s: &swccg_engine::scenario::Scenario| {
            s.seen()
                .filter(|w| matches!(w, What::Moved { card, to, .. } if *card == herd && *to == want))
                .count()
        };
        let before = moved(&s);
        for _ in 0..200 {
            if moved(&s) > before {
                break;
            }
            let options = s.options();
            let pick = options
                .iter()
                .copied()
                .find(|a| matches!(a, Answer::Pass | Answer::No))
                .unwrap_or(options[0]);
            s.answer(pick);
        }
        assert_eq!(at(&s), want, "{}", s.log());
    }
}

/// During a battle at Bantha Herd's site, with a Tusken Raider of yours there, it adds one
/// battle destiny; with a Stormtrooper instead, it does not.
fn card_7_221_bantha_herd_adds_a_battle_destiny_with_a_tusken_raider() {
    const MOS: &str = "Tatooine: Mos Eisley";
    for (with, adds) in [("Tusken Raider", true), ("Stormtrooper", false)] {
        let mut s = crate::support::premiere()
            .extra(Dark, crate::support::card("7_221"))
            .site(Dark, MOS)
            .at(Dark, "Bantha Herd", MOS)
            .at(Dark, "Vader", MOS)
            .at(Dark, with, MOS)
            .at(Light, "Luke", MOS)
            .fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Battle)
            .build();
        let herd = s.card(Dark, "Bantha Herd");
        s.answer(Answer::Battle(s.site(MOS)));
        let use_it = move |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == herd);
        assert_eq!(crate::support::drive_until(&mut s, use_it, 10), adds, "{with}");
        if adds {
            s.answer_with(use_it);
            assert!(s.saw(|w| matches!(w, What::BattleDestinyAdded { player: Dark, count: 1 })));
        }
    }
}

/// Dagobah (Dark's system), Light: neither player may Force drain here.
fn card_7_279_dagobah_light_neither_player_may_force_drain_here() {
    super::dagobah::no_drain_at_dagobah_system("7_279", Dark, "Dagobah");
}

/// Dagobah (Dark's system), Dark: while Dark occupies it, Light may not Force drain at a
/// related location (the Training Area); without Dark there, Light drains; at Mos Eisley,
/// Light drains either way.
fn card_7_279_dagobah_dark_occupying_stops_light_drains_at_related_locations() {
    for (occupied, site, drains) in [
        (true, "Dagobah: Training Area", false),
        (false, "Dagobah: Training Area", true),
        (true, "Tatooine: Mos Eisley", true),
    ] {
        let mut b = premiere()
            .extra(Dark, card("7_279"))
            .extra(Light, card("4_88"))
            .site(Dark, "Dagobah")
            .site(Light, "Dagobah: Training Area")
            .site(Dark, "Tatooine: Mos Eisley")
            .at(Light, "Talz", site);
        if occupied {
            b = b.at(Dark, "Stormtrooper", "Dagobah");
        }
        assert_eq!(drained(b, Light, site).is_some(), drains, "occupied {occupied}, at {site}");
    }
}

    /// A Day Long Remembered deploys on Yavin 4 or Hoth (not another system), and not while
    /// Obi-Wan is on table.
    fn card_7_219_a_day_long_remembered_deploys_on_yavin_4_or_hoth_without_obi_wan() {
        deploys_only_on(&REMEMBERED);
    }

    /// A Day Long Remembered crosses to Light's side of the table when Yavin 4 is blown away
    /// (not when Hoth is), and only then are Rebels deploy +8 and without immunity to
    /// attrition (Obi-Wan: 5 to 13, immune below 5 to none); Dark's cards are not affected.
    fn card_7_219_a_day_long_remembered_crosses_when_its_system_is_blown_away() {
        crosses_when_blown_away(&REMEMBERED);
    }

    /// A Day Long Remembered is lost as Obi-Wan deploys (not as another Rebel does).
    fn card_7_219_a_day_long_remembered_is_canceled_when_obi_wan_deploys() {
        canceled_by_deploying(&REMEMBERED);
    }

    /// Down With The Emperor! deploys on the Death Star system (not another system), and not
    /// while a Dark Jedi is on table.
    fn card_7_59_down_with_the_emperor_deploys_on_the_death_star_without_a_dark_jedi() {
        deploys_only_on(&DOWN_WITH);
    }

    /// Down With The Emperor! crosses to Dark's side of the table when the Death Star is blown
    /// away (not when Hoth is), and only then are Imperials deploy +8 and without
    /// immunity to attrition (Vader: immune below 5 to none); Light's cards are not affected.
    fn card_7_59_down_with_the_emperor_crosses_when_the_death_star_is_blown_away() {
        crosses_when_blown_away(&DOWN_WITH);
    }

    /// Down With The Emperor! is lost as a Dark Jedi (Vader) deploys (not as a Stormtrooper
    /// does).
    fn card_7_59_down_with_the_emperor_is_canceled_when_a_dark_jedi_deploys() {
        canceled_by_deploying(&DOWN_WITH);
    }
}

/// An Effect that outlives its blown-away system (A Day Long Remembered, Down With The
/// Emperor!), and what its tests use.
struct Outliving {
    id: &'static str,
    title: &'static str,
    side: Side,
    /// The system it deploys on (GEMP id, title), and another system on table.
    system: (&'static str, &'static str),
    other: (&'static str, &'static str),
    /// The opponent's character whose presence keeps it from deploying and whose deploying
    /// cancels it (GEMP id, title), immune to attrition below 5 and affected once it crossed.
    canceler: (&'static str, &'static str),
    /// Another character of the opponent's (not cancelling it), and one of its own side's
    /// (never affected).
    plain: &'static str,
    own: &'static str,
    /// A site where the opponent may deploy.
    site: &'static str,
}

const REMEMBERED: Outliving = Outliving {
    id: "7_219",
    title: "A Day Long Remembered",
    side: Dark,
    system: ("1_296", "Yavin 4"),
    other: ("1_289", "Tatooine"),
    canceler: ("1_21", "Obi-Wan Kenobi"),
    plain: "Luke",
    own: "Stormtrooper",
    site: DB94,
};

const DOWN_WITH: Outliving = Outliving {
    id: "7_59",
    title: "Down With The Emperor!",
    side: Light,
    system: ("2_143", "Death Star"),
    other: ("1_289", "Tatooine"),
    canceler: ("1_168", "Darth Vader"),
    plain: "Stormtrooper",
    own: "Luke",
    site: MOS_EISLEY,
};

impl Outliving {
    /// The Premiere decks with the Effect and its two systems (and Hoth, where A Day Long
    /// Remembered may deploy too) on table, and the cancelling character added.
    fn build(&self) -> Builder {
        let opponent = self.side.opponent();
        premiere()
            .extra(self.side, card(self.id))
            .extra(Dark, card(self.system.0))
            .extra(Dark, card(self.other.0))
            .extra(Dark, card("3_143"))
            .extra(opponent, card(self.canceler.0))
            .site(Dark, self.system.1)
            .site(Dark, self.other.1)
            .site(Dark, "Hoth")
            .site(opponent, self.site)
    }
}

fn deploys_only_on(e: &Outliving) {
    let on = |b: Builder| -> Vec<String> {
        let keeper = if e.side == Dark {
            DETENTION
        } else {
            DOCKING_BAY_327
        };
        let s = b
            .hand(e.side, e.title)
            .hand(e.side, keeper)
            .phase(e.side, Phase::Deploy)
            .build();
        let mut on: Vec<String> = s
            .deploy_options_for(s.card_in_hand(e.side, e.title))
            .iter()
            .filter_map(|d| match d {
                Dest::At(location) => Some(s.q().bp(*location).title.clone()),
                _ => None,
            })
            .collect();
        on.sort();
        on
    };
    let expected: &[&str] = if e.side == Dark {
        &["Hoth", "Yavin 4"]
    } else {
        &["Death Star"]
    };
    assert_eq!(on(e.build()), expected);
    let opponent = e.side.opponent();
    assert!(on(e.build().at(opponent, e.canceler.1, e.site)).is_empty());
    // Deployed, it stands at its system; the opponent's Alter cannot target it.
    let alter = if e.side == Dark { "1_71" } else { "1_234" };
    let mut s = e
        .build()
        .extra(opponent, card(alter))
        .hand(e.side, e.title)
        .phase(e.side, Phase::Deploy)
        .build();
    let (effect, system) = (s.card_in_hand(e.side, e.title), s.site(e.system.1));
    s.answer(Answer::Deploy {
        card: effect,
        to: Dest::At(system),
    });
    for _ in 0..6 {
        if s.place(effect).on_table() {
            break;
        }
        crate::support::answer_plainly(&mut s);
    }
    assert_eq!(
        s.place(effect),
        Place::At { location: system },
        "{}",
        s.log()
    );
    assert!(s.q().immune_to(effect, s.card(opponent, "Alter")));
}

fn crosses_when_blown_away(e: &Outliving) {
    let opponent = e.side.opponent();
    for (blown, crosses) in [(e.system.1, true), ("Hoth", false)] {
        let mut s = e
            .build()
            .at(e.side, e.title, e.system.1)
            .at(opponent, e.canceler.1, e.site)
            .build();
        let effect = s.card(e.side, e.title);
        let q = s.q();
        let (canceler, plain, own) = (
            s.card(opponent, e.canceler.1),
            s.card(opponent, e.plain),
            s.card(e.side, e.own),
        );
        let deploy = |s: &Scenario, c: CardId| s.q().stat(c, Stat::Deploy);
        let before = [deploy(&s, plain), deploy(&s, own), q.immunity(canceler)];
        assert_eq!(before[2], 5);
        let system = s.site(blown);
        s.mutate(|cx| cx.blow_away(system));
        let after = [deploy(&s, plain), deploy(&s, own), s.q().immunity(canceler)];
        if crosses {
            assert_eq!(s.place(effect), Place::Table, "{}", s.log());
            assert!(s.state().flag(effect, Flags::OPPONENT_SIDE));
            assert!(s.saw(|w| matches!(w, What::Crossed { card } if *card == effect)));
            assert_eq!(after, [before[0] + 8, before[1], 0], "{blown} blown away");
        } else {
            assert_eq!(
                s.place(effect),
                Place::At {
                    location: s.site(e.system.1)
                }
            );
            assert_eq!(after, before, "{blown} blown away");
        }
    }
}

fn canceled_by_deploying(e: &Outliving) {
    let opponent = e.side.opponent();
    for (who, canceled) in [(e.canceler.1, true), (e.plain, false)] {
        let mut s = e
            .build()
            .at(e.side, e.title, e.system.1)
            .hand(opponent, who)
            .fill(opponent, Pile::Force, 10)
            .phase(opponent, Phase::Deploy)
            .build();
        let (effect, character) = (s.card(e.side, e.title), s.card_in_hand(opponent, who));
        s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == character));
        if canceled {
            crate::support::resolve_until_lost(&mut s, effect, 20);
        } else {
            for _ in 0..5 {
                crate::support::answer_plainly(&mut s);
            }
            assert_eq!(
                s.place(effect),
                Place::At {
                    location: s.site(e.system.1)
                },
                "{}",
                s.log()
            );
        }
        assert!(s.place(character).on_table(), "{who}: {}", s.log());
    }
}
