//! 'Asteroid Rules' (Asteroid Field and Big One: "'Asteroid Rules' in effect here"; seed 004
//! "Destiny" names the asteroid destiny): in each of a player's control phases, for each of
//! that player's starships where the rules are in effect, the opponent draws an asteroid
//! destiny, +1 for each other sector with the rules at the same system. A total above the
//! starship's armor or maneuver loses it, and so does a drawn card that is itself an asteroid
//! sector, whatever its total.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::event::What;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, Phase, Pile, Place};

const TATOOINE: &str = "Tatooine";
const ASTEROIDS: &str = "Asteroid Field";
const TIE: &str = "TIE Fighter"; // maneuver 3
const DEVASTATOR: &str = "Devastator"; // armor 6

/// Tatooine with `fields` of Dark's Asteroid Fields; Dark's TIE Fighter and Devastator, an
/// Asteroid Field and an X-wing for Light in the decks.
fn field(fields: usize) -> Builder {
    let mut b = premiere()
        .extra(Dark, card("1_289")) // Tatooine
        .extra(Dark, card("1_304")) // TIE Fighter
        .extra(Dark, card("1_301")) // Devastator
        .extra(Light, card("4_81")) // Asteroid Field
        .extra(Light, card("1_146")) // X-wing
        .site(Dark, TATOOINE);
    for _ in 0..fields {
        b = b
            .extra(Dark, card("4_155"))
            .generic_site(Dark, ASTEROIDS, TATOOINE);
    }
    b
}

/// Dark's control phase begins (Dark passing its activate phase) with `ship` at the first
/// Asteroid Field and `light_top` (a Light card's title) on top of Light's Reserve Deck.
fn control_phase(b: Builder, ship: &str, light_top: &str) -> Scenario {
    let b = b.at(Dark, ship, ASTEROIDS).reserve_top(Light, &[light_top]);
    to_control(b)
}

/// Starts Dark's activate phase and passes it: the scenario once its control phase began
/// (and, with nothing to do there, maybe ran on).
fn to_control(b: Builder) -> Scenario {
    let mut s = b.phase(Dark, Phase::Activate).build();
    s.answer(Answer::Pass);
    let control = What::PhaseBegan {
        phase: Phase::Control,
    };
    assert!(s.saw(|w| *w == control), "{}", s.log());
    s
}

/// The asteroid destinies drawn: (starship, total, lost).
fn asteroid_destinies(s: &Scenario) -> Vec<(String, i32, bool)> {
    s.seen()
        .filter_map(|w| match w {
            What::AsteroidDestiny {
                starship,
                total,
                lost,
            } => Some((s.q().bp(*starship).title.clone(), *total, *lost)),
            _ => None,
        })
        .collect()
}

fn lost(s: &Scenario, title: &str) -> bool {
    s.place(s.card(Dark, title)) == Place::Pile(Pile::Lost)
}

/// Light draws the asteroid destiny for Dark's TIE Fighter (maneuver 3): Talz (3) is not
/// above 3, the TIE stays; Sai'torr Kal Fas (4) is, the TIE is lost.
#[test]
fn asteroid_rules_total_above_maneuver_loses_the_starship() {
    let s = control_phase(field(1), TIE, "Talz");
    assert_eq!(asteroid_destinies(&s), vec![(TIE.to_string(), 3, false)]);
    assert!(!lost(&s, TIE));
    assert!(s.saw(|w| matches!(w, What::DestinyDrawn { player: Light, .. })));
    let s = control_phase(field(1), TIE, "Sai'torr Kal Fas");
    assert_eq!(asteroid_destinies(&s), vec![(TIE.to_string(), 4, true)]);
    assert!(lost(&s, TIE), "{}", s.log());
}

/// A capital starship compares with its armor: the Devastator (armor 6) stays on Run Luke,
/// Run! (6); with a second Asteroid Field at Tatooine the same draw totals 7 and loses it.
#[test]
fn asteroid_rules_add_1_for_each_other_asteroid_sector_at_the_system() {
    let s = control_phase(field(1), DEVASTATOR, "Run Luke, Run!");
    assert_eq!(
        asteroid_destinies(&s),
        vec![(DEVASTATOR.to_string(), 6, false)]
    );
    assert!(!lost(&s, DEVASTATOR));
    let s = control_phase(field(2), DEVASTATOR, "Run Luke, Run!");
    assert_eq!(
        asteroid_destinies(&s),
        vec![(DEVASTATOR.to_string(), 7, true)]
    );
    assert!(lost(&s, DEVASTATOR), "{}", s.log());
}

/// The card drawn for asteroid destiny is itself an asteroid sector (Light's Asteroid Field,
/// destiny 0): the Devastator is lost although 0 is far below its armor.
#[test]
fn asteroid_rules_a_drawn_asteroid_sector_loses_the_starship_whatever_the_total() {
    let s = control_phase(field(1), DEVASTATOR, ASTEROIDS);
    assert_eq!(
        asteroid_destinies(&s),
        vec![(DEVASTATOR.to_string(), 0, true)]
    );
    assert!(lost(&s, DEVASTATOR), "{}", s.log());
}

/// Only the control phase's player's starships at such sectors risk asteroids: in Dark's
/// control phase, Dark's TIE Fighter at the Tatooine system and Light's X-wing at the
/// Asteroid Field draw nothing (Light's Reserve Deck keeps its top card).
#[test]
fn asteroid_rules_only_the_players_starships_there_in_its_control_phase() {
    let s = to_control(
        field(1)
            .at(Dark, TIE, TATOOINE)
            .at(Light, "X-wing", ASTEROIDS)
            .reserve_top(Light, &["Talz"]),
    );
    assert!(asteroid_destinies(&s).is_empty(), "{}", s.log());
    let top = *s.pile(Light, Pile::Reserve).last().expect("a Reserve Deck");
    assert_eq!(top, s.card(Light, "Talz"));
}
