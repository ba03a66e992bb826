//! Tests of cards of the "P-ANH (Dark)" sample deck: Death Star: Central Core (1_283), Death
//! Star: Level 4 Military Corridor (1_286), The Circle Is Now Complete (1_271), Limited
//! Resources (1_255), Evader (2_131), Oo-ta Goo-ta, Solo? (2_137) and Death Star: Conference
//! Room (2_144). Each test is named `card_<GEMP id>_<what it does>`.

use crate::support::{answer_plainly, card, play_out, premiere, superlaser_scene};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::event::Blocked;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What, WhyNot};

const CORE: &str = "Death Star: Central Core";
const LEVEL_4: &str = "Death Star: Level 4 Military Corridor";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const OBI_WAN: &str = "Obi-Wan Kenobi";
/// A location card in hand keeps a deploy phase's window open.
const KEEPER: &str = "Death Star: Docking Bay 327";
const IGNITION: &str = "Commence Primary Ignition";
const GUNNER: &str = "Death Star Gunner";

/// Whether `side` is offered to play `card` (any mode, any target).
fn playable(s: &Scenario, card: CardId) -> bool {
    s.options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card: c, .. } if *c == card))
}

/// Plays `card` in its mode `mode` (first target offered), then answers plainly until `done`
/// holds (at most 20 answers).
fn play_until(s: &mut Scenario, card: CardId, mode: u8, done: impl Fn(&Scenario) -> bool) {
    s.answer_with(
        move |a| matches!(a, Answer::Play { card: c, mode: m, .. } if *c == card && *m == mode),
    );
    for _ in 0..20 {
        if done(s) {
            return;
        }
        assert!(answer_plainly(s), "the game waits\n{}", s.log());
    }
    assert!(done(s), "{}", s.log());
}

/// Light's Force lost so far: the cards that went to its Lost Pile by a Force loss.
fn force_lost(s: &Scenario, side: Side) -> usize {
    s.seen()
        .filter(|w| matches!(w, swccg_engine::What::ForceLost { player, .. } if *player == side))
        .count()
}

/// `side` (whose control phase it is) drains at `site` and the drain is carried out: the
/// Force its opponent loses.
fn drain_loss(s: &mut Scenario, side: Side, site: CardId) -> usize {
    s.answer(Answer::ForceDrain(site));
    for _ in 0..20 {
        if s.saw(|w| matches!(w, swccg_engine::What::ForceLost { player, .. } if *player == side.opponent()))
            && s.seat() == Some(side)
            && s.has_option(Answer::Pass)
        {
            break;
        }
        assert!(answer_plainly(s), "{}", s.log());
    }
    force_lost(s, side.opponent())
}

/// Light drains at `site` (Light's Rebel Trooper there alone, Light's control phase): the
/// Force Dark loses.
fn light_drain(site: &str) -> usize {
    let mut s = premiere()
        .extra(Dark, card("1_283"))
        .extra(Dark, card("1_286"))
        .extra(Dark, card("2_144"))
        .site(Dark, site)
        .at(Light, "Rebel Trooper", site)
        .fill(Light, Pile::Force, 2)
        .fill(Dark, Pile::Used, 8)
        .phase(Light, Phase::Control)
        .build();
    let at = s.site(site);
    drain_loss(&mut s, Light, at)
}

/// Death Star: Central Core (Dark's) with a Stormtrooper of Dark's there (and a Rebel Trooper
/// of Light's too when `contested`), Wrong Turn in Dark's hand and `force` Force, in Dark's
/// deploy phase.
fn wrong_turn_at_core(contested: bool, force: usize) -> Scenario {
    let mut b = premiere()
        .extra(Dark, card("1_283"))
        .extra(Dark, card("1_232"))
        .site(Dark, CORE)
        .at(Dark, "Stormtrooper", CORE);
    if contested {
        b = b.at(Light, "Rebel Trooper", CORE);
    }
    b.hand(Dark, "Wrong Turn")
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, force)
        .phase(Dark, Phase::Deploy)
        .build()
}

/// Sites Level 4 Military Corridor, Detention Block Corridor, Central Core (a row of the Death
/// Star) and Mos Eisley; `side`'s `title` at `at`, in `side`'s `phase`, with 1 Force.
fn corridor(side: Side, title: &str, at: &str, phase: Phase) -> Scenario {
    premiere()
        .extra(Dark, card("1_286"))
        .extra(Dark, card("1_283"))
        .site(Dark, LEVEL_4)
        .site(Dark, DETENTION)
        .site(Dark, CORE)
        .site(Dark, MOS_EISLEY)
        .at(side, title, at)
        .fill(side, Pile::Force, 1)
        .phase(side, phase)
        .build()
}

/// The Circle Is Now Complete in Dark's hand, Dark's `vader` (a GEMP id, and its title) and
/// Light's `obi_wan` at Mos Eisley (Obi-Wan at the Jundland Wastes when `apart`), each with its
/// lightsaber when asked, and `force` Force: the scenario in Dark's deploy phase.
struct Duel<'a> {
    vader: (&'a str, &'a str),
    vader_saber: bool,
    obi_wan: (&'a str, &'a str),
    obi_saber: bool,
    apart: bool,
    force: usize,
}

impl Duel<'_> {
    fn build(&self) -> Scenario {
        let (id, title) = self.vader;
        let mut b: Builder = premiere()
            .extra(Dark, card("1_271"))
            .extra(Dark, card(id))
            .extra(Dark, card("1_324"))
            .extra(Light, card(self.obi_wan.0))
            .extra(Light, card("1_157"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Dark, title, MOS_EISLEY)
            .at(
                Light,
                self.obi_wan.1,
                if self.apart { JUNDLAND } else { MOS_EISLEY },
            );
        if self.vader_saber {
            b = b.on(Dark, "Vader's Lightsaber", title);
        }
        if self.obi_saber {
            b = b.on(Light, "Obi-Wan's Lightsaber", self.obi_wan.1);
        }
        b.hand(Dark, "The Circle Is Now Complete")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, self.force)
            .phase(Dark, Phase::Deploy)
            .build()
    }

    /// Plays the interrupt: where Vader and Obi-Wan are then.
    fn play(&self) -> (Place, Place) {
        let mut s = self.build();
        let circle = s.card(Dark, "The Circle Is Now Complete");
        let vader = s.card(Dark, self.vader.1);
        let obi = s.card(Light, self.obi_wan.1);
        assert!(playable(&s, circle), "{}", s.log());
        play_until(&mut s, circle, 0, |s| {
            s.place(circle) == Place::Pile(Pile::Lost)
                && s.seat() == Some(Dark)
                && s.has_option(Answer::Pass)
        });
        (s.place(vader), s.place(obi))
    }
}

/// Limited Resources in Dark's hand against Light's hand of two cards, in `turn`'s deploy phase,
/// with Light's X-wing at Kessel carrying Fusion Generator Supply Tanks when `tanks` (and
/// Light's Millennium Falcon there): the Force Light loses.
fn limited_resources(turn: Side, tanks: bool) -> usize {
    let mut b = premiere()
        .extra(Dark, card("1_255"))
        .extra(Dark, card("1_288"))
        .extra(Light, card("1_146"))
        .extra(Light, card("1_36"))
        .site(Dark, "Kessel")
        .at(Light, "X-wing", "Kessel")
        .hand(Dark, "Limited Resources")
        .hand(Dark, KEEPER)
        .hand(Light, "Luke")
        .hand(Light, "Talz");
    if tanks {
        b = b.on(Light, "Fusion Generator Supply Tanks", "X-wing");
    } else {
        // The device in play elsewhere than aboard a starship does nothing.
        b = b.to_pile(Light, "Fusion Generator Supply Tanks", Pile::Used);
    }
    let mut s = b
        .fill(Light, Pile::Force, 6)
        .phase(turn, Phase::Deploy)
        .build();
    if turn == Light {
        s.answer(Answer::Pass);
    }
    let limited = s.card(Dark, "Limited Resources");
    assert!(playable(&s, limited), "{}", s.log());
    play_until(&mut s, limited, 0, |s| {
        s.place(limited) == Place::Pile(Pile::Lost)
    });
    for _ in 0..10 {
        if s.seat() == Some(Dark) && s.has_option(Answer::Pass) {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    force_lost(&s, Light)
}

/// Dark's `title` alone at `site` is attacked by Light's Luke, three Rebel Troopers and a Talz
/// there, with Evader in
/// Dark's hand: whether Evader's text `mode` is offered once the card is lost, and the card's
/// place then (once Evader is played, when it is).
fn evader_after_loss(title: &str, site: &str, mode: u8) -> (bool, Place) {
    let mut b = premiere()
        .extra(Dark, card("2_131"))
        .site(Dark, site)
        .at(Dark, title, site);
    for t in [
        "Luke",
        "Rebel Trooper",
        "Rebel Trooper",
        "Rebel Trooper",
        "Talz",
    ] {
        b = b.at(Light, t, site);
    }
    let mut s = b
        .hand(Dark, "Evader")
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    let lost = s.card(Dark, title);
    let evader = s.card(Dark, "Evader");
    s.answer(Answer::Battle(s.site(site)));
    let play = move |a: &Answer| matches!(a, Answer::Play { card, mode: m, .. } if *card == evader && *m == mode);
    let offered = crate::support::drive_until(&mut s, play, 80);
    if !offered {
        return (false, s.place(lost));
    }
    assert_eq!(s.place(lost), Place::Pile(Pile::Lost), "{}", s.log());
    play_until(&mut s, evader, mode, |s| {
        s.place(evader) == Place::Pile(Pile::Lost)
    });
    (true, s.place(lost))
}

/// Dark's Vader's Custom TIE at Kessel is lost (the engine loses it: no card of these decks
/// makes an unpiloted starship lost outside a battle), Evader in Dark's hand: whether its text
/// `mode` is offered, and the TIE's place then (once Evader is played, when it is).
fn evader_after_tie_lost(mode: u8) -> (bool, Place) {
    let mut s = premiere()
        .extra(Dark, card("2_131"))
        .extra(Dark, card("1_288"))
        .extra(Dark, card("1_306"))
        .site(Dark, "Kessel")
        .at(Dark, "Vader's Custom TIE", "Kessel")
        .hand(Dark, "Evader")
        .hand(Dark, KEEPER)
        .phase(Dark, Phase::Deploy)
        .build();
    let tie = s.card(Dark, "Vader's Custom TIE");
    let evader = s.card(Dark, "Evader");
    s.mutate(|cx| {
        cx.st.pending = None;
        cx.lose(tie);
        swccg_engine::flow::run(cx);
    });
    assert_eq!(s.place(tie), Place::Pile(Pile::Lost), "{}", s.log());
    if !s
        .options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card, mode: m, .. } if *card == evader && *m == mode))
    {
        return (false, s.place(tie));
    }
    play_until(&mut s, evader, mode, |s| {
        s.place(evader) == Place::Pile(Pile::Lost)
    });
    (true, s.place(tie))
}

/// Light's Revolutions (`count` of them) at Mos Eisley and Jundland Wastes, Evader in Dark's
/// hand: the scenario in Dark's deploy phase.
fn revolutions(count: usize) -> Scenario {
    let mut b = premiere()
        .extra(Dark, card("2_131"))
        .extra(Light, card("1_62"))
        .extra(Light, card("1_62"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND);
    for site in [MOS_EISLEY, JUNDLAND].into_iter().take(count) {
        b = b.at(Light, "Revolution", site);
    }
    b.hand(Dark, "Evader")
        .hand(Dark, KEEPER)
        .fill(Light, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build()
}

/// Tatooine: Mos Eisley, Jundland Wastes and Lars' Moisture Farm (Dark's) and Dark's Cantina at
/// the end of the row, Expand The Empire on `expand` (if any), Dark's `who` at `at` (and Light's
/// Rebel Trooper there when `contested`), in Dark's control phase.
fn tatooine_row(expand: Option<&str>, who: &str, at: &str, contested: bool) -> Scenario {
    let mut b = premiere()
        .extra(Dark, card("1_215"))
        .extra(Dark, card("1_293"))
        .extra(Dark, card("1_294"))
        .extra(Dark, card("1_290"))
        .extra(Dark, card("1_196"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .site(Dark, "Tatooine: Lars' Moisture Farm")
        .site(Dark, "Tatooine: Cantina")
        .at(Dark, who, at);
    if let Some(site) = expand {
        b = b.at(Dark, "Expand The Empire", site);
    }
    if contested {
        b = b.at(Light, "Rebel Trooper", at);
    }
    let s = b
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Used, 8)
        .phase(Dark, Phase::Control)
        .build();
    let (mos, jundland) = (s.site(MOS_EISLEY), s.site(JUNDLAND));
    assert!(
        s.state().adjacent(mos, jundland),
        "the row: Mos Eisley beside the Jundland Wastes"
    );
    assert!(!s.state().adjacent(s.site("Tatooine: Cantina"), jundland));
    s
}

/// Dark drains at `at` with its `who` there alone: the Force Light loses.
fn dark_drain(expand: Option<&str>, who: &str, at: &str) -> usize {
    let mut s = tatooine_row(expand, who, at, false);
    let site = s.site(at);
    drain_loss(&mut s, Dark, site)
}

const DUNE_SEA: &str = "Tatooine: Dune Sea";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";
const OOTA: &str = "Oo-ta Goo-ta, Solo?";

/// Light's Luke, Rebel Trooper and Talz (an alien, no Rebel) at the Dune Sea, Nabrun Leids in
/// Light's hand with `light_force` Force (its destiny: Shistavanen Wolfman, 2), Oo-ta Goo-ta
/// in Dark's hand with `dark_force` Force, Dark's `dark` characters at the Jawa Camp, in
/// Light's control phase.
fn nabrun_scene(dark: &[&str], light_force: usize, dark_force: usize) -> Scenario {
    nabrun_builder(premiere(), dark, light_force, dark_force).build()
}

/// `nabrun_scene` from a builder of the caller's (with cards of its own), not yet built.
fn nabrun_builder(b: Builder, dark: &[&str], light_force: usize, dark_force: usize) -> Builder {
    let mut b = b
        .extra(Light, card("1_97"))
        .extra(Dark, card("2_137"))
        .site(Light, DUNE_SEA)
        .site(Dark, MOS_EISLEY)
        .site(Light, JAWA_CAMP)
        .at(Light, "Luke", DUNE_SEA)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .at(Light, "Talz", DUNE_SEA);
    for title in dark {
        b = b.at(Dark, title, JAWA_CAMP);
    }
    b.hand(Light, "Nabrun Leids")
        .hand(Dark, OOTA)
        .reserve_top(Light, &["Shistavanen Wolfman"])
        .fill(Light, Pile::Force, light_force)
        .fill(Dark, Pile::Force, dark_force)
        .phase(Light, Phase::Control)
}

/// Whether Dark is offered Oo-ta Goo-ta's first clause (Nabrun's transport just completed).
fn oota_capture_offered(s: &Scenario) -> bool {
    let oota = s.card(Dark, OOTA);
    s.options()
        .iter()
        .any(|a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota))
}

/// Light plays Nabrun Leids and picks Luke, the Rebel Trooper and the Talz for the Jawa Camp;
/// returns whether Oo-ta Goo-ta's first clause was offered at any decision on the way until
/// the transport is paid (Light's `Yes`) and right after it.
fn nabrun_to_jawa_camp(s: &mut Scenario) -> bool {
    let nabrun = s.card(Light, "Nabrun Leids");
    let (luke, trooper, talz) = (
        s.card(Light, "Luke"),
        s.card(Light, "Rebel Trooper"),
        s.card(Light, "Talz"),
    );
    s.answer_with(|a| matches!(a, Answer::Play { card, .. } if *card == nabrun));
    let mut offered = false;
    for _ in 0..10 {
        offered |= oota_capture_offered(s);
        if s.has_option(Answer::Choose(luke)) {
            break;
        }
        assert!(answer_plainly(s), "{}", s.log());
    }
    for c in [luke, trooper, talz] {
        offered |= oota_capture_offered(s);
        s.answer(Answer::Choose(c));
    }
    s.answer(Answer::ChooseLocation(s.site(JAWA_CAMP)));
    for _ in 0..10 {
        offered |= oota_capture_offered(s);
        if s.has_option(Answer::Yes) || s.place(nabrun) == Place::Pile(Pile::Lost) {
            break;
        }
        assert!(answer_plainly(s), "{}", s.log());
    }
    if s.has_option(Answer::Yes) {
        s.answer(Answer::Yes);
    }
    offered
}

/// Commence Primary Ignition fired at Tatooine from `support::superlaser_scene` (X = 2, Y = 1,
/// Z = 2) with `gunners` Death Star Gunners at Docking Bay 327, drawing `destiny` (a Dark
/// card's title), `more` adding to the table. The scenario once it resolved, or `None` when
/// it was not offered.
fn ignition(
    gunners: usize,
    destiny: &str,
    more: impl FnOnce(Builder) -> Builder,
) -> Option<Scenario> {
    let mut b = superlaser_scene(2, destiny);
    for _ in 0..gunners {
        b = b.at(Dark, GUNNER, KEEPER);
    }
    let mut s = more(b).build();
    play_out(&mut s, Dark, IGNITION).then_some(s)
}

/// Whether Tatooine is still on table.
fn tatooine_stands(s: &Scenario) -> bool {
    s.state()
        .locations()
        .any(|l| s.q().bp(l).title == "Tatooine")
}

crate::card_tests! {
/// Death Star: Central Core (Dark): while Dark controls it Wrong Turn deploys free (with no
/// Force at all); with a Rebel Trooper there too, it costs its 3 Force (not offered with 2).
fn card_1_283_death_star_central_core_wrong_turn_deploys_free_if_you_control() {
    let mut s = wrong_turn_at_core(false, 0);
    let turn = s.card(Dark, "Wrong Turn");
    assert!(!s.deploy_options_for(turn).is_empty(), "{}", s.log());
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == turn));
    for _ in 0..6 {
        if s.place(turn).on_table() {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert!(s.place(turn).on_table(), "{}", s.log());
    assert!(s.pile(Dark, Pile::Force).is_empty());
    for (force, deploys) in [(2, false), (3, true)] {
        let s = wrong_turn_at_core(true, force);
        let turn = s.card(Dark, "Wrong Turn");
        assert_eq!(!s.deploy_options_for(turn).is_empty(), deploys, "{force} Force");
    }
}

/// Death Star: Central Core (Light): Light draining there alone drains 1 (its Dark icon) + 1 = 2,
/// where Docking Bay 327 (one Dark icon, no such text) drains 1.
fn card_1_283_death_star_central_core_force_drain_plus_1_for_light() {
    assert_eq!(light_drain(CORE), 2);
    assert_eq!(light_drain(KEEPER), 1);
}

/// Death Star: Central Core (Light): Dark's Death Star Tractor Beam on table is lost while Light
/// controls the Core (a Rebel Trooper alone there), and stays while a Stormtrooper contests it.
fn card_1_283_death_star_central_core_cancels_the_tractor_beam_if_light_controls() {
    for (contested, lost) in [(false, true), (true, false)] {
        let mut b = premiere()
            .extra(Dark, card("1_283"))
            .extra(Dark, card("2_111"))
            .site(Dark, CORE)
            .site(Dark, KEEPER)
            .at(Dark, "Death Star Tractor Beam", KEEPER)
            .at(Light, "Rebel Trooper", CORE);
        if contested {
            b = b.at(Dark, "Stormtrooper", CORE);
        }
        let mut s = b.phase(Dark, Phase::Deploy).build();
        let beam = s.card(Dark, "Death Star Tractor Beam");
        // Anything happening lets the standing text be checked.
        answer_plainly(&mut s);
        assert_eq!(s.place(beam) == Place::Pile(Pile::Lost), lost, "contested {contested}\n{}", s.log());
    }
}

/// Death Star: Level 4 Military Corridor (Dark): in Dark's move phase a Stormtrooper there
/// moves free to the Central Core, two sites away (Dark's 1 Force stays); Mos Eisley is not
/// offered.
fn card_1_286_level_4_military_corridor_imperials_move_free_to_a_death_star_site() {
    let mut s = corridor(Dark, "Stormtrooper", LEVEL_4, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    let core = s.site(CORE);
    assert!(s.has_option(Answer::Move { card: trooper, to: core }), "{:?}", s.options());
    assert!(!s.has_option(Answer::Move { card: trooper, to: s.site(MOS_EISLEY) }));
    s.answer(Answer::Move { card: trooper, to: core });
    for _ in 0..6 {
        if s.place(trooper) == (Place::At { location: core }) {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert_eq!(s.place(trooper), Place::At { location: core }, "{}", s.log());
    assert_eq!(s.pile(Dark, Pile::Force).len(), 1, "the move was free");
}

/// Level 4 Military Corridor: only from here (a Stormtrooper at the Central Core may not move to
/// it two sites away), only Imperials (Dark's Jawa is not offered the Core), only in the move
/// phase (not the control phase), and only Dark's (Light's Rebel Trooper there is not).
fn card_1_286_level_4_military_corridor_only_imperials_from_here_in_your_move_phase() {
    let s = corridor(Dark, "Stormtrooper", CORE, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    assert!(!s.has_option(Answer::Move { card: trooper, to: s.site(LEVEL_4) }));
    let s = corridor(Dark, "Jawa", LEVEL_4, Phase::Move);
    let jawa = s.card(Dark, "Jawa");
    assert!(s.has_option(Answer::Move { card: jawa, to: s.site(DETENTION) }), "{:?}", s.options());
    assert!(!s.has_option(Answer::Move { card: jawa, to: s.site(CORE) }));
    let s = corridor(Dark, "Stormtrooper", LEVEL_4, Phase::Control);
    let trooper = s.card(Dark, "Stormtrooper");
    assert!(!s.has_option(Answer::Move { card: trooper, to: s.site(CORE) }));
    let s = corridor(Light, "Rebel Trooper", LEVEL_4, Phase::Move);
    let rebel = s.card(Light, "Rebel Trooper");
    assert!(s.has_option(Answer::Move { card: rebel, to: s.site(DETENTION) }), "{:?}", s.options());
    assert!(!s.has_option(Answer::Move { card: rebel, to: s.site(CORE) }));
}

/// Death Star: Level 4 Military Corridor (Light): Light draining there alone drains 1 + 1 = 2
/// (Docking Bay 327, no such text, 1).
fn card_1_286_level_4_military_corridor_force_drain_plus_1_for_light() {
    assert_eq!(light_drain(LEVEL_4), 2);
    assert_eq!(light_drain(KEEPER), 1);
}

/// The Circle Is Now Complete: Vader (power 4) against Obi-Wan (5), no lightsabers: Vader is
/// placed out of play; with Vader's Lightsaber (4 + 2 = 6 against 5) Obi-Wan is, and Dark's
/// 1 Force is used.
fn card_1_271_the_circle_is_now_complete_loser_placed_out_of_play() {
    let base = Duel {
        vader: ("101_5", "Vader"),
        vader_saber: false,
        obi_wan: ("1_21", OBI_WAN),
        obi_saber: false,
        apart: false,
        force: 1,
    };
    let (vader, obi) = base.play();
    assert_eq!(vader, Place::Pile(Pile::OutOfPlay));
    assert!(obi.on_table());
    let armed = Duel { vader_saber: true, ..base };
    let mut s = armed.build();
    let circle = s.card(Dark, "The Circle Is Now Complete");
    let obi = s.card(Light, OBI_WAN);
    play_until(&mut s, circle, 0, |s| s.place(obi) == Place::Pile(Pile::OutOfPlay));
    assert!(s.place(s.card(Dark, "Vader")).on_table());
    assert!(s.pile(Dark, Pile::Force).is_empty(), "1 Force used");
}

/// The Circle Is Now Complete adds 2, not 1 nor 3, for a lightsaber: Vader (4) with his against
/// Obi-Wan, Padawan Learner (6) ties and nobody leaves; Darth Vader (6) against Obi-Wan (5) with
/// his (7) is placed out of play, against Obi-Wan without it wins; Lord Vader (7) against
/// Obi-Wan with his (7) ties.
fn card_1_271_the_circle_is_now_complete_adds_2_for_a_lightsaber() {
    let tie = Duel {
        vader: ("101_5", "Vader"),
        vader_saber: true,
        obi_wan: ("11_6", "Obi-Wan Kenobi, Padawan Learner"),
        obi_saber: false,
        apart: false,
        force: 1,
    };
    let (vader, obi) = tie.play();
    assert!(vader.on_table() && obi.on_table(), "a tie: {vader:?} {obi:?}");
    let darth = Duel { vader: ("1_168", "Darth Vader"), vader_saber: false, obi_wan: ("1_21", OBI_WAN), obi_saber: true, ..tie };
    let (vader, obi) = darth.play();
    assert_eq!(vader, Place::Pile(Pile::OutOfPlay));
    assert!(obi.on_table());
    let (vader, obi) = Duel { obi_saber: false, ..darth }.play();
    assert!(vader.on_table());
    assert_eq!(obi, Place::Pile(Pile::OutOfPlay));
    let (vader, obi) = Duel { vader: ("9_113", "Lord Vader"), ..darth }.play();
    assert!(vader.on_table() && obi.on_table(), "a tie: {vader:?} {obi:?}");
}

/// The Circle Is Now Complete needs Vader and Obi-Wan present at the same site (not at adjacent
/// sites) and 1 Force (not with none).
fn card_1_271_the_circle_is_now_complete_needs_both_present_and_1_force() {
    let base = Duel {
        vader: ("101_5", "Vader"),
        vader_saber: false,
        obi_wan: ("1_21", OBI_WAN),
        obi_saber: false,
        apart: true,
        force: 1,
    };
    let s = base.build();
    assert!(!playable(&s, s.card(Dark, "The Circle Is Now Complete")));
    let s = Duel { apart: false, force: 0, ..base }.build();
    assert!(!playable(&s, s.card(Dark, "The Circle Is Now Complete")));
    let s = Duel { apart: false, ..base }.build();
    assert!(playable(&s, s.card(Dark, "The Circle Is Now Complete")));
}

/// Limited Resources: Light (two cards in hand) loses 4 Force in Dark's turn, 2 in its own; with
/// Fusion Generator Supply Tanks aboard its X-wing, 4 - 2 = 2 and 2 - 2 = 0.
fn card_1_255_limited_resources_reduced_by_2_with_fusion_generator_supply_tanks() {
    assert_eq!(limited_resources(Dark, false), 4);
    assert_eq!(limited_resources(Light, false), 2);
    assert_eq!(limited_resources(Dark, true), 2);
    assert_eq!(limited_resources(Light, true), 0);
}

/// Evader (Used): Light's Revolution is cancelled (to Light's Lost Pile) and Light loses 1 Force;
/// with two Revolutions, both go and Light loses 2. Without a Revolution it is not offered.
fn card_2_131_evader_cancels_all_revolutions_owner_loses_1_each() {
    for count in [1, 2] {
        let mut s = revolutions(count);
        let evader = s.card(Dark, "Evader");
        let on_table: Vec<CardId> =
            s.cards(Light, "Revolution").into_iter().filter(|&c| s.place(c).on_table()).collect();
        assert_eq!(on_table.len(), count);
        assert!(playable(&s, evader));
        play_until(&mut s, evader, 0, |s| s.place(evader) == Place::Pile(Pile::Used));
        for _ in 0..10 {
            if force_lost(&s, Light) >= count || !answer_plainly(&mut s) {
                break;
            }
        }
        for revolution in on_table {
            assert_eq!(s.place(revolution), Place::Pile(Pile::Lost), "{}", s.log());
        }
        assert_eq!(force_lost(&s, Light), count, "{}", s.log());
    }
    let s = revolutions(0);
    assert!(!playable(&s, s.card(Dark, "Evader")));
}

/// Evader (Lost): Vader just lost (forfeited in a battle) at Mos Eisley, or Vader's Custom TIE
/// just lost at Kessel, goes to Dark's Used Pile instead; a Stormtrooper lost at Mos Eisley is
/// offered neither text.
fn card_2_131_evader_relocates_just_lost_vader_or_his_tie_to_used_pile() {
    assert_eq!(evader_after_loss("Vader", MOS_EISLEY, 1), (true, Place::Pile(Pile::Used)));
    assert_eq!(evader_after_tie_lost(1), (true, Place::Pile(Pile::Used)));
    assert_eq!(evader_after_tie_lost(2), (false, Place::Pile(Pile::Lost)));
    assert_eq!(evader_after_loss("Stormtrooper", MOS_EISLEY, 1), (false, Place::Pile(Pile::Lost)));
    assert_eq!(evader_after_loss("Stormtrooper", MOS_EISLEY, 2), (false, Place::Pile(Pile::Lost)));
}

/// Evader (Lost): an Imperial (a Stormtrooper) just lost from a Death Star site goes to the Used
/// Pile; one lost from Mos Eisley may not (above), nor a non-Imperial (a Jawa) from the Death Star.
fn card_2_131_evader_relocates_an_imperial_lost_from_the_death_star() {
    assert_eq!(evader_after_loss("Stormtrooper", DETENTION, 2), (true, Place::Pile(Pile::Used)));
    assert_eq!(evader_after_loss("Jawa", DETENTION, 2), (false, Place::Pile(Pile::Lost)));
}

/// Death Star: Conference Room (Light): Light draining there drains 1 (its Dark icon) + 1 = 2
/// (Docking Bay 327, no such text, 1).
fn card_2_144_death_star_conference_room_force_drain_plus_1_for_light() {
    assert_eq!(light_drain("Death Star: Conference Room"), 2);
    assert_eq!(light_drain(KEEPER), 1);
}

/// Oo-ta Goo-ta, Solo?: Light's Han deploys (a smuggler) in its deploy phase; Dark plays it and
/// Han may not move in Light's move phase that turn (he may when Dark does not play it); a Rebel
/// Trooper just deployed is not answered.
fn card_2_137_oo_ta_goo_ta_solo_just_deployed_smuggler_may_not_move() {
    for (title, smuggler, play) in [("Han Solo", true, true), ("Han Solo", true, false), ("Rebel Trooper", false, false)] {
        let mut s = premiere()
            .extra(Dark, card("2_137"))
            .extra(Light, card("1_11"))
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .at(Light, "Luke", MOS_EISLEY)
            .hand(Light, title)
            .hand(Light, "Tatooine: Dune Sea")
            .hand(Dark, "Oo-ta Goo-ta, Solo?")
            .fill(Light, Pile::Force, 8)
            .phase(Light, Phase::Deploy)
            .build();
        let oota = s.card(Dark, "Oo-ta Goo-ta, Solo?");
        let deployed = s.card_in_hand(Light, title);
        s.answer(Answer::Deploy { card: deployed, to: Dest::At(s.site(MOS_EISLEY)) });
        let offered = crate::support::drive_until(
            &mut s,
            |a| matches!(a, Answer::Play { card, mode: 1, .. } if *card == oota),
            6,
        );
        assert_eq!(offered, smuggler, "{title}\n{}", s.log());
        if !smuggler {
            continue;
        }
        if play {
            play_until(&mut s, oota, 1, |s| s.place(oota) == Place::Pile(Pile::Used));
        }
        s.mutate(|cx| cx.st.phase = Phase::Move);
        let held = s.game.why_not_move(Light, deployed, s.site(JUNDLAND));
        let want = play.then_some(WhyNot::CannotMove { blocked: Blocked::CannotMove });
        assert_eq!(held, want, "{}", s.log());
    }
}

/// Oo-ta Goo-ta, Solo? cancels Light's Kessel Run (to the Lost Pile); with no Kessel Run on
/// table it is not offered for it.
fn card_2_137_oo_ta_goo_ta_solo_cancels_a_kessel_run() {
    for run in [true, false] {
        let mut b = premiere()
            .extra(Dark, card("2_137"))
            .extra(Light, card("1_52"))
            .extra(Dark, card("1_288"))
            .site(Dark, "Kessel");
        if run {
            b = b.at(Light, "Kessel Run", "Kessel");
        }
        let mut s = b.hand(Dark, "Oo-ta Goo-ta, Solo?").hand(Dark, KEEPER).phase(Dark, Phase::Deploy).build();
        let oota = s.card(Dark, "Oo-ta Goo-ta, Solo?");
        let offered = s
            .options()
            .iter()
            .any(|a| matches!(a, Answer::Play { card, mode: 2, target: TargetRef::Card(_), .. } if *card == oota));
        assert_eq!(offered, run);
        if run {
            let kessel_run = s.card(Light, "Kessel Run");
            play_until(&mut s, oota, 2, |s| s.place(kessel_run) == Place::Pile(Pile::Lost));
        }
    }
}

/// Expand The Empire on the Jundland Wastes: its Dark text "if you control, Force drain +1
/// here" adds to Dark's drain at adjacent Mos Eisley (its 1 Light icon: 1 + 1 = 2, 1 without
/// the Effect), "you control" read at Mos Eisley (nobody is at the Wastes); not at the Cantina,
/// which is not adjacent (its 2 Light icons: 2 either way).
fn card_1_215_expand_the_empire_site_drain_bonus_applies_at_adjacent_sites() {
    assert_eq!(dark_drain(Some(JUNDLAND), "Stormtrooper", MOS_EISLEY), 2);
    assert_eq!(dark_drain(None, "Stormtrooper", MOS_EISLEY), 1);
    assert_eq!(dark_drain(Some(JUNDLAND), "Stormtrooper", "Tatooine: Cantina"), 2);
    assert_eq!(dark_drain(None, "Stormtrooper", "Tatooine: Cantina"), 2);
}

/// Expand The Empire on the Jundland Wastes: "your Tusken Raiders here are each forfeit +1" makes
/// a Tusken Raider (forfeit 1) at adjacent Mos Eisley forfeit 2, and one at the Cantina stays 1;
/// the "if you control" drain bonus does not hold at Mos Eisley while Light's Rebel Trooper is
/// there too.
fn card_1_215_expand_the_empire_card_texts_and_conditions_read_at_the_adjacent_site() {
    let forfeit = |expand: Option<&str>, at: &str, contested: bool| {
        let s = tatooine_row(expand, "Tusken Raider", at, contested);
        s.q().forfeit(s.card(Dark, "Tusken Raider"))
    };
    assert_eq!(forfeit(Some(JUNDLAND), MOS_EISLEY, false), Some(2));
    assert_eq!(forfeit(None, MOS_EISLEY, false), Some(1));
    assert_eq!(forfeit(Some(JUNDLAND), "Tatooine: Cantina", false), Some(1));
    let s = tatooine_row(Some(JUNDLAND), "Stormtrooper", MOS_EISLEY, true);
    let mos = s.site(MOS_EISLEY);
    assert_eq!(s.q().drain_amount(Dark, mos), 1, "Dark does not control Mos Eisley: no bonus");
}

/// Expand The Empire on Level 4 Military Corridor: a Stormtrooper at the adjacent Detention
/// Block Corridor moves free to the Central Core in Dark's move phase (Dark's 1 Force stays);
/// without the Effect the same move uses that Force.
fn card_1_215_expand_the_empire_free_move_from_here_applies_from_adjacent_sites() {
    for expand in [true, false] {
        let mut b = premiere()
            .extra(Dark, card("1_215"))
            .extra(Dark, card("1_286"))
            .extra(Dark, card("1_283"))
            .site(Dark, LEVEL_4)
            .site(Dark, DETENTION)
            .site(Dark, CORE)
            .at(Dark, "Stormtrooper", DETENTION);
        if expand {
            b = b.at(Dark, "Expand The Empire", LEVEL_4);
        }
        let mut s = b.fill(Dark, Pile::Force, 1).phase(Dark, Phase::Move).build();
        let trooper = s.card(Dark, "Stormtrooper");
        let core = s.site(CORE);
        s.answer(Answer::Move { card: trooper, to: core });
        for _ in 0..6 {
            if s.place(trooper) == (Place::At { location: core }) {
                break;
            }
            assert!(answer_plainly(&mut s), "{}", s.log());
        }
        assert_eq!(s.place(trooper), Place::At { location: core }, "{}", s.log());
        let left = if expand { 1 } else { 0 };
        assert_eq!(s.pile(Dark, Pile::Force).len(), left, "expand {expand}");
    }
}

/// Expand The Empire expands only its owner's (Dark's) text: on Level 4 Military Corridor, Light's
/// "if you control, Force drain +1 here" there does not reach the adjacent Detention Block
/// Corridor (Light draining there drains as much with or without the Effect).
fn card_1_215_expand_the_empire_expands_only_your_game_text() {
    let drain = |expand: bool| {
        let mut b = premiere()
            .extra(Dark, card("1_215"))
            .extra(Dark, card("1_286"))
            .site(Dark, LEVEL_4)
            .site(Dark, DETENTION)
            .at(Light, "Rebel Trooper", DETENTION);
        if expand {
            b = b.at(Dark, "Expand The Empire", LEVEL_4);
        }
        let s = b.phase(Light, Phase::Control).build();
        let at = s.site(DETENTION);
        s.q().drain_amount(Light, at)
    };
    assert_eq!(drain(true), drain(false));
    assert_eq!(drain(false), 1 + 1, "Detention Block Corridor's Dark icon and its own Light +1");
}

/// Death Star: Conference Room and Commence Primary Ignition's total (10 here): Dark controlling
/// the site with a leader (General Tagge) adds 1 (11); Dark controlling it with a Stormtrooper
/// alone, or nobody controlling it (both sides there), changes nothing; Light controlling it
/// subtracts 1 (9).
fn card_2_144_death_star_conference_room_changes_commence_primary_ignition_total() {
    let total = |dark: &[&str], light: bool| {
        let mut b = premiere()
            .extra(Dark, card("2_144"))
            .extra(Dark, card("2_130"))
            .extra(Dark, card("1_178"))
            .site(Dark, "Death Star: Conference Room");
        for title in dark {
            b = b.at(Dark, title, "Death Star: Conference Room");
        }
        if light {
            b = b.at(Light, "Rebel Trooper", "Death Star: Conference Room");
        }
        let s = b.hand(Dark, "Commence Primary Ignition").phase(Dark, Phase::Control).build();
        let cpi = s.card_in_hand(Dark, "Commence Primary Ignition");
        s.q().epic_total(cpi, None, 10)
    };
    assert_eq!(total(&["General Tagge"], false), 11);
    assert_eq!(total(&["Stormtrooper"], false), 10);
    assert_eq!(total(&["General Tagge"], true), 10);
    assert_eq!(total(&[], true), 9);
}
/// Oo-ta Goo-ta, Solo? (first clause): right after Light's Nabrun Leids completes its
/// transport of Luke, the Rebel Trooper and the Talz to the Jawa Camp — not before — Dark uses
/// exactly 2 Force (its whole Force Pile); Nabrun goes to Light's Lost Pile (not the Used
/// Pile); the Rebels transported are captured, the Talz (no Rebel) is not. The Stormtrooper
/// there (a warrior) seizes Luke; the Rebel Trooper, with no warrior or bounty hunter of
/// Dark's left free (the Imperial Trooper Guard is neither), escapes to Light's Used Pile.
fn card_2_137_oo_ta_goo_ta_solo_captures_rebels_nabrun_just_transported() {
    let mut s = nabrun_scene(&["Stormtrooper", "Imperial Trooper Guard"], 2, 2);
    let nabrun = s.card(Light, "Nabrun Leids");
    let oota = s.card(Dark, OOTA);
    let (luke, trooper, talz) = (
        s.card(Light, "Luke"),
        s.card(Light, "Rebel Trooper"),
        s.card(Light, "Talz"),
    );
    let (storm, guard) = (s.card(Dark, "Stormtrooper"), s.card(Dark, "Imperial Trooper Guard"));
    assert!(!nabrun_to_jawa_camp(&mut s), "not before the transport is complete\n{}", s.log());
    assert!(crate::support::drive_until(&mut s, |a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota), 4), "{}", s.log());
    assert_eq!(s.seat(), Some(Dark));
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota));
    assert!(crate::support::drive_until(&mut s, |a| *a == Answer::Choose(storm), 4), "{}", s.log());
    assert!(!s.has_option(Answer::Choose(guard)), "neither warrior nor bounty hunter");
    assert!(s.pile(Dark, Pile::Force).is_empty(), "2 Force used");
    assert_eq!(s.pile(Dark, Pile::Used).len(), 2);
    assert_eq!(s.place(nabrun), Place::Pile(Pile::Lost), "Nabrun is lost");
    s.answer(Answer::Choose(storm));
    assert_eq!(s.place(luke), Place::Stacked { on: storm }, "{}", s.log());
    assert!(s.state().card(luke).captive);
    assert!(s.saw(|w| matches!(w, swccg_engine::What::Escaped { card, pile: Pile::Used } if *card == trooper)), "{}", s.log());
    assert!(!s.pile(Light, Pile::Lost).contains(&trooper));
    assert_eq!(s.place(talz), Place::At { location: s.site(JAWA_CAMP) }, "the Talz is no Rebel");
    assert!(!s.state().card(talz).captive);
    assert!(s.saw(|w| matches!(w, swccg_engine::What::CardMovedToPile { card, pile: Pile::Used } if *card == oota)));
    assert!(swccg_engine::invariants::check(s.game.catalogue(), s.state()).is_empty());
}

/// Oo-ta Goo-ta, Solo? (first clause) costs 2 Force: with 1 it is not offered after Nabrun's
/// transport; and when Nabrun Leids fails (Light cannot pay its destiny, it is lost, nobody
/// moves) no transport was completed, so it is not offered either.
fn card_2_137_oo_ta_goo_ta_solo_needs_2_force_and_a_completed_transport() {
    let mut s = nabrun_scene(&["Stormtrooper"], 2, 1);
    nabrun_to_jawa_camp(&mut s);
    let luke = s.card(Light, "Luke");
    assert_eq!(s.place(luke), Place::At { location: s.site(JAWA_CAMP) }, "{}", s.log());
    assert!(!oota_capture_offered(&s), "1 Force does not pay 2");

    let mut s = nabrun_scene(&["Stormtrooper"], 1, 2);
    let nabrun = s.card(Light, "Nabrun Leids");
    let luke = s.card(Light, "Luke");
    let offered = nabrun_to_jawa_camp(&mut s);
    let mut later = false;
    for _ in 0..6 {
        later |= oota_capture_offered(&s);
        if s.place(nabrun) == Place::Pile(Pile::Lost) || !answer_plainly(&mut s) {
            break;
        }
    }
    assert_eq!(s.place(nabrun), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(luke), Place::At { location: s.site(DUNE_SEA) });
    assert!(!offered && !later && !oota_capture_offered(&s));
}

/// Oo-ta Goo-ta, Solo? (first clause) with no warrior or bounty hunter of Dark's at the Jawa
/// Camp: both Rebels transported escape to Light's Used Pile, none to the Lost Pile.
fn card_2_137_oo_ta_goo_ta_solo_captured_rebels_escape_without_escort() {
    let mut s = nabrun_scene(&["Imperial Trooper Guard"], 2, 2);
    let oota = s.card(Dark, OOTA);
    let (luke, trooper) = (s.card(Light, "Luke"), s.card(Light, "Rebel Trooper"));
    nabrun_to_jawa_camp(&mut s);
    assert!(crate::support::drive_until(&mut s, |a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota), 4), "{}", s.log());
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota));
    for _ in 0..4 {
        if s.saw(|w| matches!(w, swccg_engine::What::CardMovedToPile { card, .. } if *card == oota)) {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    for c in [luke, trooper] {
        assert!(s.saw(|w| matches!(w, swccg_engine::What::Escaped { card, pile: Pile::Used } if *card == c)), "{}", s.log());
        assert!(!s.pile(Light, Pile::Lost).contains(&c));
        assert!(!s.saw(|w| matches!(w, swccg_engine::What::Seized { card, .. } if *card == c)));
    }
}

/// Seed 003 §4 "Capture" and CR 6.6: an undercover spy is inactive and seizes no captive.
/// Murttoc Yine (a spy with a
/// warrior icon) at the Jawa Camp is offered to seize Luke; undercover there, he is not, and
/// both Rebels escape to Light's Used Pile.
fn card_2_137_oo_ta_goo_ta_solo_an_undercover_spy_seizes_nobody() {
    for undercover in [false, true] {
        let mut b = nabrun_builder(premiere().extra(Dark, card("6_114")), &["Murttoc Yine"], 2, 2);
        if undercover {
            b = b.flag(Dark, "Murttoc Yine", swccg_engine::state::Flags::OPPONENT_SIDE);
        }
        let mut s = b.build();
        let (oota, murttoc) = (s.card(Dark, OOTA), s.card(Dark, "Murttoc Yine"));
        let luke = s.card(Light, "Luke");
        assert_eq!(s.q().undercover(murttoc), undercover);
        nabrun_to_jawa_camp(&mut s);
        let play_oota = |a: &Answer| matches!(a, Answer::Play { card, mode: 0, .. } if *card == oota);
        assert!(crate::support::drive_until(&mut s, play_oota, 4), "{}", s.log());
        s.answer_with(play_oota);
        let seize = crate::support::drive_until(&mut s, |a| *a == Answer::Choose(murttoc), 4);
        assert_eq!(seize, !undercover, "undercover {undercover}\n{}", s.log());
        if undercover {
            assert!(s.saw(|w| matches!(w, What::Escaped { card, pile: Pile::Used } if *card == luke)), "{}", s.log());
        }
    }
}

/// Expand The Empire deploys on any site, Dark's (Mos Eisley) or Light's (the Dune Sea), and
/// on no system (Kessel); deployed, it stands at that site.
fn card_1_215_expand_the_empire_deploys_on_any_site() {
    let mut s = premiere()
        .extra(Dark, card("1_215"))
        .extra(Dark, card("1_288"))
        .site(Dark, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Dark, "Kessel")
        .hand(Dark, "Expand The Empire")
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let expand = s.card_in_hand(Dark, "Expand The Empire");
    let mut to = s.deploy_options_for(expand);
    to.sort_by_key(|d| format!("{d:?}"));
    let mut want = vec![Dest::At(s.site(MOS_EISLEY)), Dest::At(s.site(DUNE_SEA))];
    want.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(to, want);
    let dune = s.site(DUNE_SEA);
    s.answer(Answer::Deploy { card: expand, to: Dest::At(dune) });
    for _ in 0..6 {
        if s.place(expand).on_table() {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert_eq!(s.place(expand), Place::At { location: dune }, "{}", s.log());
}

/// Oo-ta Goo-ta, Solo? is immune to Sense: played against Light's Kessel Run while Light holds
/// a Sense and Luke (ability 4) on table, Sense is not offered against it and the Kessel Run
/// is lost.
fn card_2_137_oo_ta_goo_ta_solo_is_immune_to_sense() {
    let mut s = premiere()
        .extra(Dark, card("2_137"))
        .extra(Light, card("1_52"))
        .extra(Light, card("1_109"))
        .extra(Dark, card("1_288"))
        .site(Dark, "Kessel")
        .site(Light, DUNE_SEA)
        .at(Light, "Kessel Run", "Kessel")
        .at(Light, "Luke", DUNE_SEA)
        .hand(Dark, OOTA)
        .hand(Dark, KEEPER)
        .hand(Light, "Sense")
        .fill(Dark, Pile::Force, 2)
        .fill(Light, Pile::Force, 2)
        .phase(Dark, Phase::Deploy)
        .build();
    let oota = s.card(Dark, OOTA);
    let sense = s.card(Light, "Sense");
    let kessel_run = s.card(Light, "Kessel Run");
    s.answer_with(|a| matches!(a, Answer::Play { card, mode: 2, .. } if *card == oota));
    for _ in 0..10 {
        assert!(
            !s.options().iter().any(|a| matches!(a, Answer::Play { card, .. } if *card == sense)),
            "Sense offered against Oo-ta Goo-ta: {:?}",
            s.options()
        );
        if s.place(kessel_run) == Place::Pile(Pile::Lost) {
            break;
        }
        assert!(answer_plainly(&mut s), "{}", s.log());
    }
    assert_eq!(s.place(kessel_run), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(sense), Place::Pile(Pile::Hand));
}

/// Commence Primary Ignition: 4 + Y 1 - Z 2 + three gunners' 6 = 9 > 8 blows Tatooine away
/// and the card is lost, after using X = 2 Force; 3 (total 8, not > 8) leaves Tatooine, the
/// card is used and exactly one gunner is lost.
fn card_2_130_commence_primary_ignition_blows_away_above_8_only() {
    let s = ignition(3, "Ket Maliss", |b| b).expect("offered");
    assert!(!tatooine_stands(&s), "{}", s.log());
    assert_eq!(s.place(s.card(Dark, IGNITION)), Place::Pile(Pile::Lost));
    assert!(s.saw(|w| matches!(w, What::ForceUsed { player: Dark, amount: 2 })));
    assert!(s.pile(Dark, Pile::Force).is_empty());
    let s = ignition(3, "Macroscan", |b| b).expect("offered");
    assert!(tatooine_stands(&s), "{}", s.log());
    assert_eq!(s.place(s.card(Dark, IGNITION)), Place::Pile(Pile::Used));
    let gunners = s.cards(Dark, GUNNER);
    let lost = gunners.iter().filter(|&&g| s.place(g) == Place::Pile(Pile::Lost)).count();
    assert_eq!(lost, 1, "{}", s.log());
}

/// Commence Primary Ignition, Y: a Death Star site Light occupies does not count. A Rebel
/// Trooper at Docking Bay 327 makes Y 0: 4 + 0 - 2 + 6 = 8, not blown away; at Mos Eisley
/// (not a Death Star site) it changes nothing: 9.
fn card_2_130_commence_primary_ignition_counts_death_star_sites_light_does_not_occupy() {
    let s = ignition(3, "Ket Maliss", |b| b.at(Light, "Rebel Trooper", KEEPER)).expect("offered");
    assert!(tatooine_stands(&s), "{}", s.log());
    let s = ignition(3, "Ket Maliss", |b| b.at(Light, "Rebel Trooper", MOS_EISLEY)).expect("offered");
    assert!(!tatooine_stands(&s), "{}", s.log());
}

/// Commence Primary Ignition, Z: Light's choice of X (2) or the sites of one Rebel Base, the
/// larger. Three Hoth sites make Z 3: 4 + 1 - 3 + 6 = 8, not blown away; two keep Z at 2: 9.
fn card_2_130_commence_primary_ignition_subtracts_the_larger_rebel_base() {
    let hoth = |n: usize| {
        move |mut b: Builder| {
            for (id, title) in [
                ("3_58", "Hoth: Echo Corridor"),
                ("3_59", "Hoth: Echo Docking Bay"),
                ("3_60", "Hoth: Echo Med Lab"),
            ]
            .into_iter()
            .take(n)
            {
                b = b.extra(Light, card(id)).site(Light, title);
            }
            b
        }
    };
    assert!(tatooine_stands(&ignition(3, "Ket Maliss", hoth(3)).expect("offered")));
    assert!(!tatooine_stands(&ignition(3, "Ket Maliss", hoth(2)).expect("offered")));
}

/// Commence Primary Ignition is offered only with X Force (2 here, 1 is not enough) and a
/// planet system the Death Star orbits (none in deep space).
fn card_2_130_commence_primary_ignition_needs_x_force_and_an_orbited_system() {
    let offered = |force: usize, orbit: Option<&str>| {
        let s = superlaser_scene(force, "Macroscan")
            .mobile_at("Death Star", 7, orbit)
            .build();
        let event = s.card_in_hand(Dark, IGNITION);
        playable(&s, event)
    };
    assert!(offered(2, Some("Tatooine")));
    assert!(!offered(1, Some("Tatooine")));
    assert!(!offered(2, None));
}

/// Death Star: Conference Room (Light): while Light controls it, Commence Primary Ignition's
/// total is -1: 4 + 1 - 2 + 6 - 1 = 8, not blown away. A Rebel Trooper at the Detention Block
/// Corridor instead (no such text) leaves 9.
fn card_2_144_death_star_conference_room_minus_1_to_commence_primary_ignition() {
    let with_trooper = |site: &'static str, id: &'static str| {
        move |b: Builder| {
            b.extra(Dark, card(id))
                .site(Dark, site)
                .at(Light, "Rebel Trooper", site)
        }
    };
    let s = ignition(3, "Ket Maliss", with_trooper("Death Star: Conference Room", "2_144"))
        .expect("offered");
    assert!(tatooine_stands(&s), "{}", s.log());
    let s = ignition(3, "Ket Maliss", with_trooper(DETENTION, "1_284")).expect("offered");
    assert!(!tatooine_stands(&s), "{}", s.log());
}
}
