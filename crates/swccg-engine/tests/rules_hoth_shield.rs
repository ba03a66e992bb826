//! The Hoth energy shield (seed 004 "Deployment restrictions" [3]): while Hoth: Main Power
//! Generators puts the 'Hoth Energy Shield Rules' in effect, the Dark Side may not deploy
//! characters, vehicles or starships to the Hoth sites it protects (every Hoth site but the
//! outermost exterior marker site and the Wampa Cave), nor land, take off or shuttle there.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Builder;
use swccg_engine::{Answer, Phase, Pile, WhyNot};

const GENERATORS: &str = "Hoth: Main Power Generators (1st Marker)";
const PERIMETER: &str = "Hoth: Defensive Perimeter (3rd Marker)";
const NORTH_RIDGE: &str = "Hoth: North Ridge (4th Marker)";
const WAMPA_CAVE: &str = "Hoth: Wampa Cave (7th Marker)";
const ECHO_BAY: &str = "Hoth: Echo Docking Bay";
const HOTH: &str = "Hoth";

fn hoth() -> Builder {
    premiere()
        .extra(Light, card("3_61")) // Main Power Generators
        .extra(Dark, card("3_144")) // Defensive Perimeter (3rd Marker)
        .extra(Dark, card("3_149")) // North Ridge (4th Marker)
        .extra(Dark, card("3_150")) // Wampa Cave (7th Marker)
        .extra(Dark, card("3_147")) // Echo Docking Bay
        .extra(Dark, card("3_143")) // Hoth
        .extra(Dark, card("1_301")) // Devastator
        .extra(Dark, card("1_305")) // TIE Scout
}

/// Where Dark's Stormtrooper may deploy among the Hoth sites on table (with or without the
/// Main Power Generators and the North Ridge), and why not elsewhere.
fn trooper_sites(generators: bool, ridge: bool) -> Vec<(&'static str, Option<WhyNot>)> {
    let mut b = hoth()
        .site(Dark, PERIMETER)
        .site(Dark, ECHO_BAY)
        .site(Dark, WAMPA_CAVE);
    if generators {
        b = b.site(Light, GENERATORS);
    }
    if ridge {
        b = b.site(Dark, NORTH_RIDGE);
    }
    let s = b
        .hand(Dark, "Stormtrooper")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let trooper = s.card(Dark, "Stormtrooper");
    let options = s.deploy_options_for(trooper);
    let mut sites = vec![PERIMETER, ECHO_BAY, WAMPA_CAVE];
    if ridge {
        sites.push(NORTH_RIDGE);
    }
    sites
        .into_iter()
        .map(|title| {
            let site = s.site(title);
            let why = s.game.why_not(Dark, trooper, Dest::At(site));
            assert_eq!(
                why.is_none(),
                options.contains(&Dest::At(site)),
                "{title}: {why:?}"
            );
            (title, why)
        })
        .collect()
}

/// Seed 004 "Deployment restrictions" [3]: with the shield up and the North Ridge (4th marker)
/// outermost, the Defensive Perimeter (3rd) and the Echo Docking Bay are protected; the North
/// Ridge and the Wampa Cave are not.
#[test]
fn seed004_deployment_restrictions_3_hoth_energy_shield_protects_inner_sites() {
    let sites = trooper_sites(true, true);
    for (title, why) in sites {
        match title {
            PERIMETER | ECHO_BAY => assert!(
                matches!(why, Some(WhyNot::HothShield { .. })),
                "{title}: {why:?}"
            ),
            _ => assert_eq!(why, None, "{title}"),
        }
    }
}

/// Seed 004 "Deployment restrictions" [3]: the outermost exterior marker site is outside the
/// shield: without the North Ridge, the Defensive Perimeter (3rd) is outermost and open; the
/// Wampa Cave (7th) never counts as outermost.
#[test]
fn seed004_deployment_restrictions_3_outermost_marker_is_outside_the_shield() {
    for (title, why) in trooper_sites(true, false) {
        match title {
            ECHO_BAY => assert!(matches!(why, Some(WhyNot::HothShield { .. })), "{why:?}"),
            _ => assert_eq!(why, None, "{title}"),
        }
    }
}

/// Seed 004 "Deployment restrictions" [3]: without the Main Power Generators on table there is
/// no shield: every Hoth site takes the trooper.
#[test]
fn seed004_deployment_restrictions_3_no_shield_without_the_generators() {
    for (title, why) in trooper_sites(false, true) {
        assert_eq!(why, None, "{title}");
    }
}

/// Seed 004 "Deployment restrictions" [3]: the shield stops only the Dark Side: a Light Side
/// character deploys to the protected Defensive Perimeter.
#[test]
fn seed004_deployment_restrictions_3_light_side_deploys_under_the_shield() {
    let s = hoth()
        .site(Dark, PERIMETER)
        .site(Dark, NORTH_RIDGE)
        .site(Light, GENERATORS)
        .hand(Light, "Rebel Trooper")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Deploy)
        .build();
    let rebel = s.card(Light, "Rebel Trooper");
    let perimeter = s.site(PERIMETER);
    assert_eq!(s.game.why_not(Light, rebel, Dest::At(perimeter)), None);
    assert!(s.deploy_options_for(rebel).contains(&Dest::At(perimeter)));
}

/// The Hoth energy shield (Hoth rules: no landing, taking off or shuttling at shielded sites
/// for the Dark Side): a TIE Scout at the Hoth system lands at the North Ridge (outermost) but
/// not at the Echo Docking Bay; a trooper aboard the Devastator shuttles down to the North
/// Ridge but not to the Defensive Perimeter.
#[test]
fn seed004_deployment_restrictions_3_no_landing_or_shuttling_under_the_shield() {
    let s = hoth()
        .site(Dark, HOTH)
        .site(Dark, PERIMETER)
        .site(Dark, ECHO_BAY)
        .site(Dark, NORTH_RIDGE)
        .site(Light, GENERATORS)
        .at(Dark, "TIE Scout", HOTH)
        .at(Dark, "Devastator", HOTH)
        .passenger(Dark, "Stormtrooper", "Devastator")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Move)
        .build();
    let (scout, trooper) = (s.card(Dark, "TIE Scout"), s.card(Dark, "Stormtrooper"));
    let (bay, ridge, perimeter) = (s.site(ECHO_BAY), s.site(NORTH_RIDGE), s.site(PERIMETER));
    // "Why not" and the option list agree on each move.
    let why = |card, to| {
        let why = s.game.why_not_move(Dark, card, to);
        assert_eq!(
            why.is_none(),
            s.has_option(Answer::Move { card, to }),
            "{why:?}"
        );
        why
    };
    assert_eq!(why(scout, bay), Some(WhyNot::HothShield { location: bay }));
    assert_eq!(why(scout, ridge), None);
    assert_eq!(
        why(trooper, perimeter),
        Some(WhyNot::HothShield {
            location: perimeter
        })
    );
    assert_eq!(why(trooper, ridge), None);
}

/// Seed 004 "Deployment restrictions" [3]: the shield stops the Dark Side only. Light's
/// X-wing, with a Rebel Pilot at its helm, lands from the Hoth system at the protected Echo Docking Bay and
/// takes off from it.
#[test]
fn seed004_deployment_restrictions_3_light_side_lands_and_takes_off_under_the_shield() {
    for from_bay in [false, true] {
        let s = hoth()
            .extra(Light, card("1_146")) // X-wing
            .extra(Light, card("1_27")) // Rebel Pilot
            .site(Dark, HOTH)
            .site(Dark, PERIMETER)
            .site(Dark, ECHO_BAY)
            .site(Dark, NORTH_RIDGE)
            .site(Light, GENERATORS)
            .at(Light, "X-wing", if from_bay { ECHO_BAY } else { HOTH })
            .on(Light, "Rebel Pilot", "X-wing")
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Move)
            .build();
        let xwing = s.card(Light, "X-wing");
        let (bay, system) = (s.site(ECHO_BAY), s.site(HOTH));
        assert!(s.q().shielded(bay));
        let to = if from_bay { system } else { bay };
        assert_eq!(s.game.why_not_move(Light, xwing, to), None, "{}", s.log());
        assert!(s.has_option(Answer::Move { card: xwing, to }));
    }
}
