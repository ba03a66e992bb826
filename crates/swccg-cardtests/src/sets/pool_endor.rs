//! Tests of Endor (set 8) cards whose scripts were drafted by `holocron cards draft` and
//! reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::{drained, use_text};
use super::special_edition::{cost_at, game_value};
use crate::support::{card, deploy_choices, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Builder;
use swccg_engine::script::Quantity;
use swccg_engine::{Answer, Phase, Pile, Place};

const FOREST: &str = "Endor: Dark Forest";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
/// Exterior, 2 Light Side icons.
const BACK_DOOR: &str = "Endor: Back Door";
/// Interior, 2 Light Side icons.
const HUT: &str = "Endor: Chief Chirpa's Hut";
/// Interior, no Light Side icon.
const BUNKER: &str = "Endor: Bunker";
const ANCIENT: &str = "Endor: Ancient Forest";

/// Light's Endor sites, in a row: the Dark Forest (1 Light Side icon), the Back Door (2),
/// Chief Chirpa's Hut (2), the Bunker (0); then the Dune Sea.
fn endor() -> Builder {
    premiere()
        .extra(Dark, card("8_161"))
        .extra(Light, card("8_69"))
        .extra(Light, card("8_71"))
        .extra(Light, card("8_70"))
        .site(Dark, FOREST)
        .site(Light, BACK_DOOR)
        .site(Light, HUT)
        .site(Light, BUNKER)
        .site(Light, DUNE_SEA)
}

/// An Ewok (`id`, `title`, printed `power` and `forfeit`) deploys only to Endor (the Dark
/// Forest, not the Dune Sea), and is power and forfeit +1 for each Light Side icon at its
/// Endor site: +2 at the Back Door, +1 at the Dark Forest, +0 at the Bunker, +0 at the Dune
/// Sea (which has a Light Side icon, but is not on Endor). `own` is what its other text adds
/// to its own forfeit on Endor.
fn ewok_power_and_forfeit(id: &str, title: &str, power: i32, forfeit: i32, own: i32) {
    let s = endor()
        .extra(Light, card(id))
        .hand(Light, title)
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let ewok = s.card(Light, title);
    assert!(
        !s.deploy_options_for(ewok)
            .contains(&Dest::At(s.site(DUNE_SEA)))
    );
    assert!(
        s.deploy_options_for(ewok)
            .contains(&Dest::At(s.site(FOREST)))
    );
    for (site, icons, on_endor) in [
        (BACK_DOOR, 2, true),
        (FOREST, 1, true),
        (BUNKER, 0, true),
        (DUNE_SEA, 0, false),
    ] {
        let s = endor()
            .extra(Light, card(id))
            .at(Light, title, site)
            .phase(Light, Phase::Deploy)
            .build();
        let ewok = s.card(Light, title);
        let q = s.q();
        if !on_endor {
            assert!(
                q.icons(Light, s.site(site)) >= 1,
                "{site} has a Light Side icon"
            );
        }
        let own = if on_endor { own } else { 0 };
        assert_eq!(q.power(ewok), power + icons, "{title} at {site}");
        assert_eq!(
            q.forfeit(ewok),
            Some(forfeit + icons + own),
            "{title} at {site}"
        );
    }
}

/// Deploys `card` as a text offers it (the first destination offered), if it is asked.
pub(crate) fn deploy_offered(s: &mut swccg_engine::scenario::Scenario, card: swccg_engine::CardId) {
    if let Some(a) = s
        .options()
        .into_iter()
        .find(|a| matches!(a, Answer::Deploy { card: c, .. } if *c == card))
    {
        s.answer(a);
    }
}

/// `side` plays `id` (Endor Occupation or Endor Celebration) with its mode 0 in its deploy
/// phase with the opponent's effect `effect` (a GEMP id) on table and a Sense and a character of
/// ability 3 or more in the opponent's hand and on table: whether mode 0 was offered and the
/// effect lost, and whether the opponent was offered Sense against it.
fn cancels_effect(side: swccg_cards::Side, id: &str, effect: &str) -> (bool, bool) {
    let opponent = side.opponent();
    let (sense, character, site) = match opponent {
        Dark => ("1_267", "Vader", MOS_EISLEY),
        Light => ("1_109", "Luke", DUNE_SEA),
    };
    let title = card(id).title().trim_start_matches('•').to_string();
    let effect_title = card(effect).title().trim_start_matches('•').to_string();
    let mut s = premiere()
        .extra(side, card(id))
        .extra(opponent, card(effect))
        .extra(opponent, card(sense))
        .on_table(opponent, &effect_title)
        .site(Dark, MOS_EISLEY)
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
    let mode0 =
        move |a: &Answer| matches!(a, Answer::Play { card, mode: 0, .. } if *card == played);
    if !s.options().iter().any(mode0) {
        return (false, false);
    }
    s.answer_with(mode0);
    let sense_offered = s
        .options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card, .. } if *card == sense));
    (s.place(target) == Place::Pile(Pile::Lost), sense_offered)
}

/// `side` plays `id` with its mode 2 in its activate phase while its characters (`who`) stand at
/// the Endor sites `at`: the Force activated (`None` when the mode is not offered).
fn activates(
    side: swccg_cards::Side,
    id: &str,
    who: &str,
    at: &[&str],
    phase: Phase,
) -> Option<usize> {
    let title = card(id).title().trim_start_matches('•').to_string();
    let mut b = endor().extra(side, card(id)).hand(side, &title);
    for site in at {
        b = b.at(side, who, site);
    }
    let mut s = b.phase(side, phase).build();
    let played = s.card(side, &title);
    let mode2 =
        move |a: &Answer| matches!(a, Answer::Play { card, mode: 2, .. } if *card == played);
    if !s.options().iter().any(mode2) {
        return None;
    }
    let before = s.pile(side, Pile::Force).len();
    s.answer_with(mode2);
    Some(s.pile(side, Pile::Force).len() - before)
}

crate::card_tests! {
/// Orrimaarko: when Light wins a battle he is in against an Imperial (a Stormtrooper), his
/// text makes Dark lose exactly 2 Force; against a Jawa (no Imperial) nothing.
fn card_8_23_orrimaarko_winning_against_an_imperial_costs_the_opponent_2_force() {
    use swccg_engine::What;
    const DUNE_SEA: &str = "Tatooine: Dune Sea";
    let lost_to_text = |foe: &str| {
        let mut s = premiere()
            .extra(Light, card("8_23"))
            .site(Light, DUNE_SEA)
            .at(Light, "Orrimaarko", DUNE_SEA)
            .at(Dark, foe, DUNE_SEA)
            .fill(Dark, Pile::Force, 2)
            .fill(Dark, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(DUNE_SEA)));
        super::special_edition::finish_battle(&mut s);
        assert!(s.saw(|w| matches!(w, What::BattleWon { winner: Light, .. })));
        // The text runs as the battle's result is known, before the damage segment: the
        // units Dark loses right after the result, before any forfeit, are its doing.
        let events: Vec<&What> = s.seen().collect();
        let won = events
            .iter()
            .position(|w| matches!(w, What::BattleWon { .. }))
            .expect("a result");
        events[won + 1..]
            .iter()
            .take_while(|w| matches!(w, What::ForceLost { player: Dark, .. }))
            .count()
    };
    assert_eq!(lost_to_text("Stormtrooper"), 2);
    assert_eq!(lost_to_text("Jawa"), 0);
}

/// Orrimaarko is immune to attrition < 3, or < 4 at a forest, jungle or exterior Endor site
/// (Endor: Dense Forest; not the interior Endor: Bunker, not the Dune Sea).
fn card_8_23_orrimaarko_immune_to_attrition_3_or_4_in_forests_and_on_endor() {
    for (id, site, immunity) in [
        ("8_72", "Endor: Dense Forest", 4),
        ("8_70", "Endor: Bunker", 3),
        ("1_130", "Tatooine: Dune Sea", 3),
    ] {
        let s = premiere()
            .extra(Light, card("8_23"))
            .extra(Light, card(id))
            .site(Light, site)
            .at(Light, "Orrimaarko", site)
            .phase(Light, Phase::Control)
            .build();
        assert_eq!(s.q().immunity(s.card(Light, "Orrimaarko")), immunity, "{site}");
    }
}

/// Endor: Landing Platform: Light's transit from it costs 2; Dark's costs 1 (a Jawa moving),
/// free while an Imperial of Dark's is there (a Stormtrooper moving).
fn card_8_76_endor_landing_platform_transit_costs() {
    use super::pool_hoth::transit_cost_of;
    super::pool_hoth::transit_costs(Light, "8_76", 0, 2);
    transit_cost_of(Light, "8_76", Dark, None, "Jawa", 1);
}

/// Dark's Yuzzum (power 2) are power +1 here, not elsewhere.
fn card_8_161_dark_forest_yuzzum_power_1_more_here() {
    for (site, power) in [(FOREST, 2 + 1), (MOS_EISLEY, 2)] {
        let s = premiere()
            .extra(Dark, card("8_161"))
            .extra(Dark, card("6_137"))
            .site(Dark, FOREST)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Yuzzum", site)
            .phase(Dark, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Dark, "Yuzzum")), power, "at {site}");
    }
}

/// Dark drains 1 + 1 here with an Imperial present (a Stormtrooper); with only a Yuzzum (an
/// alien) present, 1.
fn card_8_161_dark_forest_dark_drains_1_more_with_an_imperial_present() {
    for (who, amount) in [("Stormtrooper", 1 + 1), ("Yuzzum", 1)] {
        let b = premiere()
            .extra(Dark, card("8_161"))
            .extra(Dark, card("6_137"))
            .site(Dark, FOREST)
            .at(Dark, who, FOREST);
        assert_eq!(drained(b, Dark, FOREST), Some(amount), "{who} present");
    }
}

/// Light's Ewoks deploy for 1 more here: an Ewok Spearman (deploy 2) needs 3 Force here, and
/// with 2 goes only to the Back Door (another Endor site).
fn card_8_161_dark_forest_ewoks_deploy_1_more_here() {
    for force in [3, 2] {
        let mut s = premiere()
            .extra(Dark, card("8_161"))
            .extra(Light, card("8_12"))
            .site(Dark, FOREST)
            .extra(Light, card("8_69"))
            .site(Light, BACK_DOOR)
            .hand(Light, "Ewok Spearman")
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let ewok = s.card(Light, "Ewok Spearman");
        let here = s.site(FOREST);
        let options = s.deploy_options_for(ewok);
        assert!(options.contains(&Dest::At(s.site(BACK_DOOR))));
        assert_eq!(options.contains(&Dest::At(here)), force == 3, "{force} Force");
        if force == 3 {
            s.answer(Answer::Deploy {
                card: ewok,
                to: Dest::At(here),
            });
            assert_eq!(s.pile(Light, Pile::Force).len(), 0, "2 + 1 Force used");
        }
    }
}

/// Light drains 2 + 1 here with an Ewok present; with only a Rebel Trooper present, 2.
fn card_8_161_dark_forest_light_drains_1_more_with_an_ewok_present() {
    for (who, amount) in [("Ewok Spearman", 2 + 1), ("Rebel Trooper", 2)] {
        let b = premiere()
            .extra(Dark, card("8_161"))
            .extra(Light, card("8_12"))
            .site(Dark, FOREST)
            .at(Light, who, FOREST);
        assert_eq!(drained(b, Light, FOREST), Some(amount), "{who} present");
    }
}

// ----- Ewoks -----

fn card_8_3_chief_chirpa_deploys_to_endor_with_power_and_forfeit_per_light_icon() {
    ewok_power_and_forfeit("8_3", "Chief Chirpa", 0, 2, 0);
}

/// Once in Light's deploy phase, Chirpa (at the Back Door) deploys a non-unique Ewok (Ewok
/// Spearman; not Kazak, unique, nor a Rebel Trooper) to his site from the Reserve Deck; not
/// again that turn, and never from a site off Endor.
fn card_8_3_chief_chirpa_deploys_a_non_unique_ewok_to_his_site() {
    let mut s = endor()
        .extra(Light, card("8_3"))
        .extra(Light, card("8_12"))
        .extra(Light, card("8_17"))
        .at(Light, "Chief Chirpa", BACK_DOOR)
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let chirpa = s.card(Light, "Chief Chirpa");
    s.answer_with(use_text(chirpa));
    let spearman = s.card(Light, "Ewok Spearman");
    let offered = deploy_choices(&s);
    assert!(offered.contains(&spearman), "{offered:?}");
    assert!(!offered.contains(&s.card(Light, "Kazak")));
    let troopers = s.cards(Light, "Rebel Trooper");
    assert!(offered.iter().all(|c| !troopers.contains(c)));
    deploy_offered(&mut s, spearman);
    assert_eq!(s.place(spearman), Place::At { location: s.site(BACK_DOOR) }, "{}", s.log());
    assert!(!s.options().iter().any(use_text(chirpa)), "once per turn");
    let s = endor()
        .extra(Light, card("8_3"))
        .extra(Light, card("8_12"))
        .at(Light, "Chief Chirpa", DUNE_SEA)
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    assert!(!s.options().iter().any(use_text(s.card(Light, "Chief Chirpa"))), "off Endor");
}

fn card_8_12_ewok_spearman_deploys_to_endor_with_power_and_forfeit_per_light_icon() {
    ewok_power_and_forfeit("8_12", "Ewok Spearman", 1, 1, 0);
}

/// In a battle at the Dark Forest against a Stormtrooper, the Spearman with another Ewok
/// (Romba: ability 1 + 1) draws one battle destiny; with a Rebel Trooper instead, none; with
/// Romba at the Dune Sea, none.
fn card_8_12_ewok_spearman_draws_one_battle_destiny_with_another_ewok_on_endor() {
    for (site, with, draws) in [(FOREST, "Romba", 1), (FOREST, "Rebel Trooper", 0), (DUNE_SEA, "Romba", 0)] {
        let mut s = endor()
            .extra(Light, card("8_12"))
            .extra(Light, card("8_26"))
            .at(Light, "Ewok Spearman", site)
            .at(Light, with, site)
            .at(Dark, "Stormtrooper", site)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Battle)
            .build();
        let at = s.site(site);
        s.answer(Answer::Battle(at));
        assert_eq!(s.q().battle_destiny_draws(Light, at, 0), draws, "with {with} at {site}");
    }
}

fn card_8_17_kazak_deploys_to_endor_with_power_and_forfeit_per_light_icon() {
    ewok_power_and_forfeit("8_17", "Kazak", 0, 1, 0);
}

/// With Kazak at the Bunker, Light's drains are +1 at the Back Door where Romba is, not at
/// the Bunker (Kazak alone there); with Kazak at the Dune Sea, not at the Back Door.
fn card_8_17_kazak_adds_1_to_drains_where_another_ewok_is() {
    for (kazak_at, site, bonus) in [(BUNKER, BACK_DOOR, 1), (BUNKER, BUNKER, 0), (DUNE_SEA, BACK_DOOR, 0)] {
        let s = endor()
            .extra(Light, card("8_17"))
            .extra(Light, card("8_26"))
            .at(Light, "Kazak", kazak_at)
            .at(Light, "Romba", BACK_DOOR)
            .phase(Light, Phase::Control)
            .build();
        assert_eq!(game_value(&s, Quantity::ForceDrain, Light, site, 0), bonus, "Kazak at {kazak_at}, drain at {site}");
    }
}

fn card_8_26_romba_deploys_to_endor_with_power_and_forfeit_per_light_icon() {
    ewok_power_and_forfeit("8_26", "Romba", 0, 1, 0);
}

/// With Romba on Endor, Light generates 1 more Force for each Endor site with an Ewok: 2 with
/// Romba at the Dark Forest and a Spearman at the Back Door, 1 with both at the Dark Forest,
/// none with Romba at the Dune Sea.
fn card_8_26_romba_adds_1_to_generation_for_each_endor_site_with_an_ewok() {
    let generation = |romba: &str, spearman: &str| {
        let s = endor()
            .extra(Light, card("8_26"))
            .extra(Light, card("8_12"))
            .at(Light, "Romba", romba)
            .at(Light, "Ewok Spearman", spearman)
            .phase(Light, Phase::Control)
            .build();
        s.q().generation(Light)
    };
    let base = generation(DUNE_SEA, BACK_DOOR);
    assert_eq!(generation(FOREST, BACK_DOOR), base + 2);
    assert_eq!(generation(FOREST, FOREST), base + 1);
}

fn card_8_30_teebo_deploys_to_endor_with_power_and_forfeit_per_light_icon() {
    ewok_power_and_forfeit("8_30", "Teebo", 1, 1, 1);
}

/// With Teebo at the Dark Forest, an Ewok Spearman (forfeit 1) at the Back Door (+2 for its
/// icons) is forfeit +1, +2 with Logray at Teebo's site; +0 with Teebo at the Dune Sea; a
/// Spearman at the Dune Sea gets nothing.
fn card_8_30_teebo_adds_to_forfeit_of_ewoks_on_endor() {
    for (teebo_at, logray, spearman_at, forfeit) in [
        (FOREST, false, BACK_DOOR, 1 + 2 + 1),
        (FOREST, true, BACK_DOOR, 1 + 2 + 2),
        (DUNE_SEA, false, BACK_DOOR, 1 + 2),
        (FOREST, false, DUNE_SEA, 1),
    ] {
        let mut b = endor()
            .extra(Light, card("8_30"))
            .extra(Light, card("8_12"))
            .extra(Light, card("8_20"))
            .at(Light, "Teebo", teebo_at)
            .at(Light, "Ewok Spearman", spearman_at);
        if logray {
            b = b.at(Light, "Logray", teebo_at);
        }
        let s = b.phase(Light, Phase::Deploy).build();
        let spearman = s.card(Light, "Ewok Spearman");
        assert_eq!(s.q().forfeit(spearman), Some(forfeit), "Teebo at {teebo_at}, Logray {logray}, Spearman at {spearman_at}");
    }
}

fn card_8_33_wuta_deploys_to_endor_with_power_and_forfeit_per_light_icon() {
    ewok_power_and_forfeit("8_33", "Wuta", 0, 1, 0);
}

/// Once in Light's deploy phase, Wuta at an exterior Endor site uses 2 Force to deploy an
/// Endor site (Endor: Dense Forest; no other site) from the Reserve Deck; not
/// again that turn.
fn card_8_33_wuta_deploys_an_endor_site_for_2_force() {
    let mut s = endor()
        .extra(Light, card("8_33"))
        .extra(Light, card("8_72"))
        .at(Light, "Wuta", FOREST)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Deploy)
        .build();
    let wuta = s.card(Light, "Wuta");
    s.answer_with(use_text(wuta));
    let dense = s.card(Light, "Endor: Dense Forest");
    let offered = deploy_choices(&s);
    assert!(offered.contains(&dense), "{offered:?}");
    for &c in &offered {
        let title = s.q().bp(c).title.clone();
        assert!(title.starts_with("Endor: "), "{title} offered");
    }
    deploy_offered(&mut s, dense);
    assert!(s.place(dense).on_table(), "{}", s.log());
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "2 Force used");
    assert!(!s.options().iter().any(use_text(wuta)), "once per turn");
}

/// Not offered with 1 Force, nor at an interior Endor site (the Hut), nor off Endor.
fn card_8_33_wuta_needs_2_force_and_an_exterior_endor_site() {
    for (at, force) in [(FOREST, 2), (FOREST, 1), (HUT, 2), (DUNE_SEA, 2)] {
        let s = endor()
            .extra(Light, card("8_33"))
            .extra(Light, card("8_72"))
            .at(Light, "Wuta", at)
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build();
        let offered = s.options().iter().any(use_text(s.card(Light, "Wuta")));
        assert_eq!(offered, at == FOREST && force == 2, "at {at}, {force} Force");
    }
}

// ----- Chief Chirpa's Hut -----

/// Light's Ewoks deploy for 1 less here (Ewok Spearman: 2 - 1; 2 at the Back Door) and Chief
/// Chirpa for free (3 at the Back Door); a Rebel Trooper still costs 1 here.
fn card_8_71_chief_chirpas_hut_light_ewoks_deploy_1_less_and_chirpa_free() {
    let s = endor()
        .extra(Light, card("8_12"))
        .extra(Light, card("8_3"))
        .hand(Light, "Ewok Spearman")
        .hand(Light, "Chief Chirpa")
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 6)
        .phase(Light, Phase::Deploy)
        .build();
    let spearman = s.card(Light, "Ewok Spearman");
    assert_eq!(cost_at(&s, Light, spearman, HUT), 2 - 1);
    assert_eq!(cost_at(&s, Light, spearman, BACK_DOOR), 2);
    let chirpa = s.card(Light, "Chief Chirpa");
    assert_eq!(cost_at(&s, Light, chirpa, HUT), 0);
    assert_eq!(cost_at(&s, Light, chirpa, BACK_DOOR), 3);
    assert_eq!(cost_at(&s, Light, s.card(Light, "Rebel Trooper"), HUT), 1);
}

/// While Dark controls the Hut (a Stormtrooper alone there), Ewoks at Endor sites are forfeit
/// -1: an Ewok Spearman at the Back Door is forfeit 1 + 2 - 1; with a Rebel Trooper at the Hut
/// too, 1 + 2; a Spearman at the Dune Sea stays 1.
fn card_8_71_chief_chirpas_hut_dark_ewoks_forfeit_1_less_while_dark_controls() {
    for (rebel, spearman_at, forfeit) in [(false, BACK_DOOR, 1 + 2 - 1), (true, BACK_DOOR, 1 + 2), (false, DUNE_SEA, 1)] {
        let mut b = endor()
            .extra(Light, card("8_12"))
            .at(Dark, "Stormtrooper", HUT)
            .at(Light, "Ewok Spearman", spearman_at);
        if rebel {
            b = b.at(Light, "Rebel Trooper", HUT);
        }
        let s = b.phase(Dark, Phase::Deploy).build();
        assert_eq!(s.q().forfeit(s.card(Light, "Ewok Spearman")), Some(forfeit), "Rebel at the Hut {rebel}, Spearman at {spearman_at}");
    }
}

// ----- Ancient Forest -----

/// Dark's aliens deploy for 1 less here (Labria: 2 - 1), its Yuzzum for 2 less (2 - 2); both
/// cost 2 at Mos Eisley; a Stormtrooper still costs 1 here.
fn card_8_158_ancient_forest_dark_aliens_deploy_1_less_yuzzum_2_less() {
    let s = premiere()
        .extra(Dark, card("8_158"))
        .extra(Dark, card("1_184"))
        .extra(Dark, card("6_137"))
        .site(Dark, ANCIENT)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Labria")
        .hand(Dark, "Yuzzum")
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 6)
        .phase(Dark, Phase::Deploy)
        .build();
    let labria = s.card(Dark, "Labria");
    let yuzzum = s.card(Dark, "Yuzzum");
    assert_eq!(cost_at(&s, Dark, labria, ANCIENT), 2 - 1);
    assert_eq!(cost_at(&s, Dark, yuzzum, ANCIENT), 0);
    assert_eq!(cost_at(&s, Dark, labria, MOS_EISLEY), 2);
    assert_eq!(cost_at(&s, Dark, yuzzum, MOS_EISLEY), 2);
    assert_eq!(cost_at(&s, Dark, s.card(Dark, "Stormtrooper"), ANCIENT), 1);
}

/// Dark's drains here are +1 with its Yuzzum present (1 with a Yuzzum, 0 with Labria).
fn card_8_158_ancient_forest_dark_drains_1_more_with_a_yuzzum_present() {
    for (who, bonus) in [("Yuzzum", 1), ("Labria", 0)] {
        let s = premiere()
            .extra(Dark, card("8_158"))
            .extra(Dark, card("1_184"))
            .extra(Dark, card("6_137"))
            .site(Dark, ANCIENT)
            .at(Dark, who, ANCIENT)
            .phase(Dark, Phase::Control)
            .build();
        assert_eq!(game_value(&s, Quantity::ForceDrain, Dark, ANCIENT, 0), bonus, "{who}");
    }
}

// ----- Endor Scout Trooper -----

/// Power 2 on Endor, 2 - 1 at the Dune Sea.
fn card_8_10_endor_scout_trooper_is_power_1_less_off_endor() {
    for (at, power) in [(FOREST, 2), (DUNE_SEA, 2 - 1)] {
        let s = endor()
            .extra(Light, card("8_10"))
            .at(Light, "Endor Scout Trooper", at)
            .phase(Light, Phase::Deploy)
            .build();
        assert_eq!(s.q().power(s.card(Light, "Endor Scout Trooper")), power, "at {at}");
    }
}

/// With the trooper at the Dark Forest, Lieutenant Page at the adjacent Back Door (exterior)
/// and the trooper himself (a Rebel scout of ability 1) are immune to attrition < 2; a Rebel
/// Trooper (not a scout) at the Dark Forest is not, nor Page at the Hut (interior); with the
/// trooper at the Dune Sea, nobody is.
fn card_8_10_endor_scout_trooper_makes_scouts_nearby_immune_to_attrition_below_2() {
    for (trooper_at, page_at, page, trooper) in [
        (FOREST, BACK_DOOR, 2, 2),
        (FOREST, HUT, 0, 2),
        (DUNE_SEA, BACK_DOOR, 0, 0),
    ] {
        let s = endor()
            .extra(Light, card("8_10"))
            .extra(Light, card("8_19"))
            .at(Light, "Endor Scout Trooper", trooper_at)
            .at(Light, "Lieutenant Page", page_at)
            .at(Light, "Rebel Trooper", FOREST)
            .phase(Light, Phase::Deploy)
            .build();
        let q = s.q();
        assert_eq!(q.immunity(s.card(Light, "Lieutenant Page")), page, "trooper at {trooper_at}, Page at {page_at}");
        assert_eq!(q.immunity(s.card(Light, "Endor Scout Trooper")), trooper, "trooper at {trooper_at}");
        assert_eq!(q.immunity(s.card(Light, "Rebel Trooper")), 0);
    }
}

// ----- Endor Occupation / Endor Celebration -----

/// Endor Occupation cancels Tatooine Celebration, Cloud City Celebration or Coruscant
/// Celebration (Light cannot answer with Sense); it is not offered against Nightfall.
fn card_8_142_endor_occupation_cancels_a_celebration() {
    for effect in ["7_77", "7_55", "7_57"] {
        assert_eq!(cancels_effect(Dark, "8_142", effect), (true, false), "{effect}");
    }
    assert_eq!(cancels_effect(Dark, "8_142", "1_56"), (false, false));
}

/// Sense is never offered against Endor Occupation.
fn card_8_142_endor_occupation_is_immune_to_sense() {
    assert!(!cancels_effect(Dark, "8_142", "7_77").1);
}

/// In Dark's activate phase, activates 1 Force for each Endor battleground Dark occupies: 2
/// with Stormtroopers at the Dark Forest and the Back Door, 1 at the Dark Forest and the
/// Bunker (not a battleground); not offered in the deploy phase.
fn card_8_142_endor_occupation_activates_1_force_per_endor_battleground_occupied() {
    let id = "8_142";
    assert_eq!(activates(Dark, id, "Stormtrooper", &[FOREST, BACK_DOOR], Phase::Activate), Some(2));
    assert_eq!(activates(Dark, id, "Stormtrooper", &[FOREST, BUNKER], Phase::Activate), Some(1));
    assert_eq!(activates(Dark, id, "Stormtrooper", &[FOREST, BACK_DOOR], Phase::Deploy), None);
}

/// Endor Celebration cancels Tatooine Occupation, Cloud City Occupation or Rebel Base
/// Occupation (Dark cannot answer with Sense); it is not offered against Sunsdown.
fn card_8_46_endor_celebration_cancels_an_occupation() {
    for effect in ["7_244", "7_223", "7_237"] {
        assert_eq!(cancels_effect(Light, "8_46", effect), (true, false), "{effect}");
    }
    assert_eq!(cancels_effect(Light, "8_46", "1_230"), (false, false));
}

/// Sense is never offered against Endor Celebration.
fn card_8_46_endor_celebration_is_immune_to_sense() {
    assert!(!cancels_effect(Light, "8_46", "7_244").1);
}

/// In Light's activate phase, activates 1 Force for each Endor battleground Light occupies.
fn card_8_46_endor_celebration_activates_1_force_per_endor_battleground_occupied() {
    let id = "8_46";
    assert_eq!(activates(Light, id, "Rebel Trooper", &[FOREST, BACK_DOOR], Phase::Activate), Some(2));
    assert_eq!(activates(Light, id, "Rebel Trooper", &[FOREST, BUNKER], Phase::Activate), Some(1));
    assert_eq!(activates(Light, id, "Rebel Trooper", &[FOREST, BACK_DOOR], Phase::Deploy), None);
}
}
