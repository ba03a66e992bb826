//! Tests of the Open 40 Beginner cards whose texts play with Interrupts, Admiral's Orders and cards about
//! to be lost (scripts in each card's own set file). Each test is named `card_<GEMP id>_<what it does>`.

use super::pool_hoth::{play, use_text};
use super::special_edition::{finish_battle, shuffled};
use crate::support::{play_targets, with};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::{Dest, TargetRef};
use swccg_engine::scenario::Scenario;
use swccg_engine::script::{Rule, Stat};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const KIFFEX: &str = "Kiffex";
const MAZ: &str = "Maz Kanata";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const ARREST: &str = "Imperial Arrest Order";
const SHAKE: &str = "I Can't Shake Him! (V)";
const DEVASTATOR: &str = "Devastator";
const LEIA: &str = "General Leia Organa";
const SOLO: &str = "Solo";
const FALCON: &str = "Millennium Falcon";
const BITH: &str = "The Bith Shuffle";
const WAR_ROOM: &str = "Death Star: War Room";

/// The battle's totals `(dark, light)` and the attrition against each side `(dark, light)`.
fn totals(s: &Scenario) -> ((i32, i32), (i32, i32)) {
    let totals = s
        .seen()
        .find_map(|w| match w {
            What::BattleTotals { dark, light } => Some((*dark, *light)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no battle totals\n{}", s.log()));
    let attrition = |side: Side| {
        s.seen()
            .filter_map(|w| match w {
                What::Attrition { against, amount } if *against == side => Some(*amount),
                _ => None,
            })
            .sum::<i32>()
    };
    (totals, (attrition(Dark), attrition(Light)))
}

/// The cards of the options of the pending decision that are `Answer::ChooseLocation`s, sorted.
fn locations_offered(s: &Scenario) -> Vec<CardId> {
    let mut out: Vec<CardId> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::ChooseLocation(l) => Some(l),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

/// Dark's Stormtrooper at Mos Eisley and Death Star Trooper at the Detention Block Corridor,
/// Elis Helrot in Dark's hand and Nabrun Leids in Light's, Imperial Arrest Order on table or
/// not, in `side`'s `phase`.
fn transport_table(arrest: bool, side: Side, phase: Phase) -> Scenario {
    let mut b = with(&["8_126", "1_243"], &["1_97"])
        .site(Dark, MOS_EISLEY)
        .site(Dark, JUNDLAND)
        .site(Light, DUNE_SEA)
        .site(Dark, DETENTION)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Dark, "Death Star Trooper", DETENTION)
        .at(Light, "Rebel Trooper", DUNE_SEA)
        .hand(Dark, "Elis Helrot")
        .hand(Light, "Nabrun Leids")
        .fill(Dark, Pile::Force, 8)
        .fill(Light, Pile::Force, 8);
    if arrest {
        b = b.on_table(Dark, ARREST);
    }
    b.phase(side, phase).build()
}

/// The cards the pending decision offers to deploy, sorted, one entry per card.
fn deploy_offered(s: &Scenario) -> Vec<CardId> {
    let mut out: Vec<CardId> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Deploy { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Light's Luke, with a Blaster, and Dark's Stormtrooper at Mos Eisley; Light's X-wing and
/// Dark's Devastator at Kiffex; Dark holds I Can't Shake Him! (V) and Light has `force` in its
/// Force Pile, in Light's battle phase. With `played`, Light passes first and Dark plays the
/// interrupt's first mode.
fn shake_table(played: bool, force: usize) -> Scenario {
    let mut s = with(&["200_121", "2_147", "1_301"], &["1_146"])
        .site(Dark, MOS_EISLEY)
        .site(Dark, KIFFEX)
        .at(Light, "Luke", MOS_EISLEY)
        .on(Light, "Blaster", "Luke")
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .at(Light, "X-wing", KIFFEX)
        .at(Dark, DEVASTATOR, KIFFEX)
        .hand(Dark, SHAKE)
        .fill(Light, Pile::Force, force)
        .fill(Dark, Pile::Force, 3)
        .fill(Dark, Pile::Used, 10)
        .fill(Light, Pile::Used, 10)
        .phase(Light, Phase::Battle)
        .build();
    if played {
        s.pass();
        let shake = s.card(Dark, SHAKE);
        s.answer_with(play(shake, 0));
        assert_eq!(s.place(shake), Place::Pile(Pile::Used), "{}", s.log());
    }
    s
}

/// Whether Light may fire Luke's Blaster once it initiated a battle at Mos Eisley.
fn blaster_fires(s: &mut Scenario) -> bool {
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let blaster = s.card(Light, "Blaster");
    s.options()
        .iter()
        .any(|a| matches!(a, Answer::Fire { weapon, .. } if *weapon == blaster))
}

/// The Force `side` retrieved.
fn retrieved(s: &Scenario, side: Side) -> usize {
    s.seen()
        .filter(|w| matches!(w, What::Retrieved { player, .. } if *player == side))
        .count()
}

/// Light's General Leia Organa initiates a battle at `site` against `rival` (Dark's): the Force
/// Light retrieved as the battle was initiated.
fn leia_battles(site: &str, rival: &str) -> usize {
    let mut s = with(&["1_287", "204_38"], &["207_5"])
        .site(Dark, site)
        .at(Light, LEIA, site)
        .at(Dark, rival, site)
        .fill(Light, Pile::Force, 3)
        .fill(Light, Pile::Lost, 5)
        .fill(Dark, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    s.answer(Answer::Battle(s.site(site)));
    retrieved(&s, Light)
}

/// What the grabbing tests need of one side's Effect: its GEMP id, title, owner, the
/// opponent's 'any time' interrupt (and its GEMP id), another 'any time' interrupt of the
/// opponent, and a starship of the owner's (its GEMP id and title).
struct Grabber {
    id: &'static str,
    title: &'static str,
    side: Side,
    interrupt: (&'static str, &'static str),
    other: &'static str,
    starship: (&'static str, &'static str),
}

const SSPFT: Grabber = Grabber {
    id: "200_112",
    title: "Something Special Planned For Them (V)",
    side: Dark,
    interrupt: ("1_115", "The Bith Shuffle"),
    other: "Rebel Reinforcements",
    starship: ("1_301", DEVASTATOR),
};

const STRIKEFORCE: Grabber = Grabber {
    id: "200_46",
    title: "Strikeforce (V)",
    side: Light,
    interrupt: ("1_262", "Ommni Box"),
    other: "Imperial Reinforcements",
    starship: ("1_146", "X-wing"),
};

/// The owner's grabbing Effect on table, two copies of the opponent's interrupt and another
/// one in the opponent's hand, the owner's own copy of its side's mirror interrupt and
/// the starship (on top of a Stormtrooper or Rebel Trooper) in the owner's Lost Pile; a
/// character of the owner's at Mos Eisley (so the opponent's Reinforcements may be played),
/// in the opponent's control phase.
fn grab_table(g: &Grabber) -> Scenario {
    let (owner, opponent) = (g.side, g.side.opponent());
    let (mine, theirs): (&[&str], &[&str]) = (&[g.id, g.starship.0], &[g.interrupt.0]);
    let (dark, light) = if owner == Dark {
        (mine, theirs)
    } else {
        (theirs, mine)
    };
    let trooper = if owner == Dark {
        "Stormtrooper"
    } else {
        "Rebel Trooper"
    };
    with(dark, light)
        .site(Dark, MOS_EISLEY)
        .at(owner, trooper, MOS_EISLEY)
        .on_table(owner, g.title)
        .to_pile(owner, g.starship.1, Pile::Lost)
        .to_pile(owner, trooper, Pile::Lost)
        .hand(opponent, g.interrupt.1)
        .hand(opponent, g.interrupt.1)
        .hand(opponent, g.other)
        .fill(opponent, Pile::Lost, 2)
        .fill(Dark, Pile::Force, 4)
        .fill(Light, Pile::Force, 4)
        .phase(opponent, Phase::Control)
        .build()
}

/// How many times a pile was shuffled so far.
fn shuffles(s: &Scenario) -> usize {
    s.seen()
        .filter(|w| matches!(w, What::Shuffled { .. }))
        .count()
}

/// The Effect grabs the opponent's interrupt as it is played (cancelled: it shuffles nothing;
/// stacked on the Effect), once per game: the opponent's other interrupt is then not grabbed;
/// a new copy of the grabbed interrupt's title is grabbed whether the owner wants or not.
fn grabs_interrupts(g: &Grabber) {
    let mut s = grab_table(g);
    let opponent = g.side.opponent();
    let effect = s.card(g.side, g.title);
    let copies = s.cards(opponent, g.interrupt.1);
    let first = copies[0];
    let before = shuffles(&s);
    s.answer_with(play(first, 0));
    assert_eq!(s.seat(), Some(g.side), "{}", s.log());
    s.answer_with(use_text(effect));
    assert_eq!(s.place(first), Place::Stacked { on: effect }, "{}", s.log());
    assert_eq!(shuffles(&s), before, "grabbed: cancelled");

    // Once per game: the opponent's Reinforcements is played and not grabbed.
    let other = s.card(opponent, g.other);
    s.pass();
    s.answer_with(play(other, 0));
    let grab = |a: &Answer| matches!(a, Answer::Use { card, ability: 1, .. } if *card == effect);
    assert!(!s.options().iter().any(grab), "once per game\n{}", s.log());
    while s.place(other) == Place::Pile(Pile::Aside) {
        assert!(crate::support::answer_plainly(&mut s), "{}", s.log());
    }
    assert_ne!(s.place(other), Place::Stacked { on: effect });

    // A new copy of the grabbed title must be stacked there first: it is grabbed too.
    let second = copies[1];
    if s.seat() != Some(opponent) {
        s.pass();
    }
    let before = shuffles(&s);
    s.answer_with(play(second, 0));
    assert_eq!(
        s.place(second),
        Place::Stacked { on: effect },
        "{}",
        s.log()
    );
    assert_eq!(shuffles(&s), before);
}

/// The owner places the Effect in the Lost Pile: the cards stacked on it go to their owners'
/// Used Piles, and a starship is retrieved (not the character above it in the Lost Pile).
fn places_itself_to_retrieve_a_starship(g: &Grabber) {
    let mut s = grab_table(g);
    let opponent = g.side.opponent();
    let effect = s.card(g.side, g.title);
    let grabbed = s.cards(opponent, g.interrupt.1)[0];
    s.answer_with(play(grabbed, 0));
    s.answer_with(use_text(effect));
    assert_eq!(s.place(grabbed), Place::Stacked { on: effect });
    while s.seat() != Some(g.side) || !s.options().iter().any(use_text(effect)) {
        assert!(s.seat().is_some(), "{}", s.log());
        s.pass();
    }
    let ship = s.card(g.side, g.starship.1);
    s.answer_with(use_text(effect));
    assert_eq!(s.place(effect), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(s.place(grabbed), Place::Pile(Pile::Used));
    assert!(
        s.pile(opponent, Pile::Used).contains(&grabbed),
        "its owner's Used Pile"
    );
    assert_eq!(
        s.place(ship),
        Place::Pile(Pile::Used),
        "retrieved\n{}",
        s.log()
    );
    assert_eq!(
        s.pile(g.side, Pile::Lost).len(),
        2,
        "the Effect and the character"
    );
}

/// The Effect deploys on table from hand; the opponent's Alter may target another Effect of
/// the owner's (Macroscan, Jawa Siesta) but not this one, immune to Alter.
fn deploys_and_is_immune_to_alter(g: &Grabber) {
    let (owner, opponent) = (g.side, g.side.opponent());
    let (dark, light): (&[&str], &[&str]) = if owner == Dark {
        (&[g.id], &["1_71"])
    } else {
        (&["1_234"], &[g.id, "1_51"])
    };
    let mut s = with(dark, light)
        .site(Dark, MOS_EISLEY)
        .hand(owner, g.title)
        .hand(
            owner,
            if owner == Dark {
                DETENTION
            } else {
                "Tatooine: Dune Sea"
            },
        )
        .fill(owner, Pile::Force, 5)
        .phase(owner, Phase::Deploy)
        .build();
    let effect = s.card(owner, g.title);
    assert_eq!(s.deploy_options_for(effect), vec![Dest::Table]);
    s.answer(Answer::Deploy {
        card: effect,
        to: Dest::Table,
    });
    assert_eq!(s.place(effect), Place::Table, "{}", s.log());

    let (other, theirs) = if owner == Dark {
        ("Macroscan", "Luke")
    } else {
        ("Jawa Siesta", "Vader")
    };
    let b = with(dark, light)
        .site(Dark, MOS_EISLEY)
        .at(opponent, theirs, MOS_EISLEY)
        .at(
            owner,
            if owner == Dark {
                "Stormtrooper"
            } else {
                "Rebel Trooper"
            },
            MOS_EISLEY,
        )
        .on_table(owner, g.title)
        .hand(opponent, "Alter")
        .fill(opponent, Pile::Force, 5);
    let s = b
        .on_table(owner, other)
        .phase(opponent, Phase::Control)
        .build();
    let targets = play_targets(&s, s.card(opponent, "Alter"), 0);
    assert!(
        targets.contains(&TargetRef::Card(s.card(owner, other))),
        "{targets:?}"
    );
    assert!(
        !targets.contains(&TargetRef::Card(s.card(owner, g.title))),
        "immune to Alter"
    );
}

crate::card_tests! {
/// Maz Kanata, in Light's turn, reveals the top three cards of the Reserve Deck and takes the
/// alien among them (Talz, third), not the one below (Shistavanen Wolfman, fourth); the deck
/// is reshuffled, and the text is used once a turn. With no alien in the top three, nothing
/// is taken.
fn card_211_57_maz_kanata_takes_an_alien_among_the_top_three() {
    let build = |tops: &[&str]| {
        with(&[], &["211_57"])
            .site(Dark, MOS_EISLEY)
            .at(Light, MAZ, MOS_EISLEY)
            .reserve_top(Light, tops)
            .phase(Light, Phase::Control)
            .build()
    };
    let mut s = build(&["Rebel Trooper", "Rebel Guard", "Talz", "Shistavanen Wolfman"]);
    let maz = s.card(Light, MAZ);
    let (talz, wolfman) = (s.card(Light, "Talz"), s.card(Light, "Shistavanen Wolfman"));
    s.answer_with(use_text(maz));
    assert_eq!(s.place(talz), Place::Pile(Pile::Hand), "{}", s.log());
    assert_eq!(s.place(wolfman), Place::Pile(Pile::Reserve));
    assert!(shuffled(&s, Light));
    assert!(
        s.saw(|w| matches!(w, What::Peeked { viewer: Dark, owner: Light, cards, .. } if cards.len() == 3)),
        "revealed to the opponent"
    );
    assert!(!s.options().iter().any(use_text(maz)), "once per turn");

    let mut s = build(&["Rebel Trooper", "Rebel Guard", "Luke", "Talz"]);
    let hand = s.pile(Light, Pile::Hand).len();
    s.answer_with(use_text(maz));
    assert_eq!(s.pile(Light, Pile::Hand).len(), hand, "no alien in the top three");
    assert!(shuffled(&s, Light));
}

/// Maz Kanata: Dark's total battle destiny is 1 less in a battle where she is (Vader draws
/// Talz, destiny 3: total 4 + 3 - 1 = 6, attrition 2 against Light), not when she is at
/// another site (7, attrition 3).
fn card_211_57_maz_kanata_lowers_the_opponents_total_battle_destiny_here() {
    let battle = |maz_at: &str| {
        let mut s = with(&["1_31"], &["211_57"])
            .site(Dark, MOS_EISLEY)
            .site(Light, DUNE_SEA)
            .at(Dark, "Vader", MOS_EISLEY)
            .at(Light, "Rebel Trooper", MOS_EISLEY)
            .at(Light, MAZ, maz_at)
            .reserve_top(Dark, &["Talz"])
            .fill(Dark, Pile::Force, 3)
            .fill(Light, Pile::Force, 3)
            .fill(Dark, Pile::Used, 10)
            .fill(Light, Pile::Used, 10)
            .phase(Dark, Phase::Battle)
            .build();
        s.answer(Answer::Battle(s.site(MOS_EISLEY)));
        finish_battle(&mut s);
        totals(&s)
    };
    let ((dark, _), (_, attrition)) = battle(MOS_EISLEY);
    assert_eq!((dark, attrition), (6, 2));
    let ((dark, _), (_, attrition)) = battle(DUNE_SEA);
    assert_eq!((dark, attrition), (7, 3));
}

/// Maz Kanata adds 1 to the power of the starship she pilots (Red 3: 3 printed, 4), and
/// nothing as a passenger.
fn card_211_57_maz_kanata_adds_1_to_what_she_pilots() {
    super::space::adds_power_piloting("211_57", Light, 1);
}

/// Imperial Arrest Order: unique Imperials of ability < 3 are forfeit +2 (Ozzel, ability 2:
/// 4 → 6), not those of ability 3 (Motti stays 5) nor non-unique ones (a Stormtrooper,
/// ability 1, keeps its forfeit).
fn card_8_126_imperial_arrest_order_unique_imperials_of_ability_under_3_are_forfeit_2() {
    let forfeits = |arrest: bool| {
        let mut b = with(&["8_126", "3_82", "1_164"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Admiral Ozzel", MOS_EISLEY)
            .at(Dark, "Admiral Motti", MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        if arrest {
            b = b.on_table(Dark, ARREST);
        }
        let s = b.build();
        let f = |t: &str| s.q().stat(s.card(Dark, t), Stat::Forfeit);
        (f("Admiral Ozzel"), f("Admiral Motti"), f("Stormtrooper"))
    };
    let (ozzel, motti, trooper) = forfeits(false);
    assert_eq!((ozzel, motti), (4, 5));
    assert_eq!(forfeits(true), (6, 5, trooper));
}

/// Imperial Arrest Order, once in each of Dark's deploy phases, deploys a docking bay from
/// the Reserve Deck (Tatooine: Docking Bay 94), which is reshuffled; not twice in a turn.
fn card_8_126_imperial_arrest_order_deploys_a_docking_bay_from_reserve_deck() {
    let mut s = with(&["8_126"], &[])
        .site(Dark, MOS_EISLEY)
        .on_table(Dark, ARREST)
        .hand(Dark, DETENTION)
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let arrest = s.card(Dark, ARREST);
    s.answer_with(use_text(arrest));
    let bay = s.card(Dark, "Tatooine: Docking Bay 94");
    let offered: Vec<CardId> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Answer::Deploy { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    assert!(offered.contains(&bay), "{}", s.log());
    assert!(
        offered.iter().all(|&c| s.q().bp(c).title.contains("Docking Bay")),
        "docking bays only"
    );
    s.answer_with(|a| matches!(a, Answer::Deploy { card, .. } if *card == bay));
    assert!(s.q().place(bay).on_table(), "{}", s.log());
    assert!(shuffled(&s, Dark));
    assert!(!s.options().iter().any(use_text(arrest)), "once per deploy phase");
}

/// Imperial Arrest Order: Elis Helrot is played only in Dark's move phase (not its control
/// phase, where it may be played without the Effect), and Light's Nabrun Leids not in Dark's
/// move phase; it transports only from and to exterior sites: the Stormtrooper at Mos Eisley
/// (the Death Star Trooper at an interior site is not offered) to Jundland Wastes or the
/// Dune Sea, not the Detention Block Corridor.
fn card_8_126_imperial_arrest_order_limits_elis_helrot_to_the_move_phase_and_exterior_sites() {
    let elis_offered = |arrest: bool, side: Side, phase: Phase| {
        let s = transport_table(arrest, side, phase);
        let elis = s.card(Dark, "Elis Helrot");
        s.options().iter().any(play(elis, 0))
    };
    assert!(elis_offered(false, Dark, Phase::Control));
    assert!(!elis_offered(true, Dark, Phase::Control));
    assert!(elis_offered(true, Dark, Phase::Move));
    assert!(!elis_offered(true, Light, Phase::Move), "Dark's own move phase only");
    let nabrun_offered = |phase: Phase| {
        let s = transport_table(true, Light, phase);
        let nabrun = s.card(Light, "Nabrun Leids");
        s.options().iter().any(play(nabrun, 0))
    };
    assert!(!nabrun_offered(Phase::Control));
    assert!(nabrun_offered(Phase::Move), "Light's Nabrun Leids in Light's move phase");

    let mut s = transport_table(true, Dark, Phase::Move);
    let elis = s.card(Dark, "Elis Helrot");
    let trooper = s.card(Dark, "Stormtrooper");
    s.answer_with(play(elis, 0));
    // The only card to transport (the one at an interior site is not offered) is taken.
    let mut expected = vec![s.site(JUNDLAND), s.site(DUNE_SEA)];
    expected.sort();
    assert_eq!(locations_offered(&s), expected, "{}", s.log());
    assert!(s.q().place(trooper) == Place::At { location: s.site(MOS_EISLEY) });

    let mut s = transport_table(false, Dark, Phase::Control);
    let elis = s.card(Dark, "Elis Helrot");
    s.answer_with(play(elis, 0));
    let chosen: Vec<Answer> = s.options();
    assert!(
        chosen.contains(&Answer::Choose(s.card(Dark, "Death Star Trooper"))),
        "without the Effect an interior site's character may go"
    );
}

/// Imperial Arrest Order deploys on table from hand in Dark's deploy phase; Light's Alter
/// (Luke's ability 3) may target Dark's Macroscan but not the Order, immune to it.
fn card_8_126_imperial_arrest_order_deploys_on_table_and_is_immune_to_alter() {
    let mut s = with(&["8_126"], &[])
        .site(Dark, MOS_EISLEY)
        .hand(Dark, ARREST)
        .hand(Dark, DETENTION)
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let arrest = s.card(Dark, ARREST);
    assert_eq!(s.deploy_options_for(arrest), vec![Dest::Table]);
    s.answer(Answer::Deploy { card: arrest, to: Dest::Table });
    assert_eq!(s.place(arrest), Place::Table, "{}", s.log());

    let s = with(&["8_126"], &["1_71"])
        .site(Dark, MOS_EISLEY)
        .at(Light, "Luke", MOS_EISLEY)
        .on_table(Dark, ARREST)
        .on_table(Dark, "Macroscan")
        .hand(Light, "Alter")
        .fill(Light, Pile::Force, 5)
        .phase(Light, Phase::Control)
        .build();
    let alter = s.card(Light, "Alter");
    let targets = play_targets(&s, alter, 0);
    assert!(targets.contains(&TargetRef::Card(s.card(Dark, "Macroscan"))), "{targets:?}");
    assert!(!targets.contains(&TargetRef::Card(s.card(Dark, ARREST))), "immune to Alter");
}

/// I Can't Shake Him! (V), first mode, played in Light's turn: for the rest of the turn Light
/// uses 1 Force more to fire a weapon (the Blaster costs 1: with 1 Force left after the
/// battle's, it fires without the interrupt and not with it; with 2 left it fires and both are
/// used), and the weapon destiny draws of Light's starships are -1 (the X-wing: -1; Luke's
/// and Dark's Devastator's: 0).
fn card_200_121_i_cant_shake_him_taxes_the_opponents_weapons() {
    assert!(blaster_fires(&mut shake_table(false, 2)));
    assert!(!blaster_fires(&mut shake_table(true, 2)), "1 Force more to fire");
    let mut s = shake_table(true, 3);
    assert!(blaster_fires(&mut s));
    let (blaster, trooper) = (s.card(Light, "Blaster"), s.card(Dark, "Stormtrooper"));
    let before = s.pile(Light, Pile::Force).len();
    s.answer(Answer::Fire { weapon: blaster, target: trooper });
    assert_eq!(before - s.pile(Light, Pile::Force).len(), 2, "{}", s.log());

    let s = shake_table(true, 2);
    let (kiffex, mos) = (s.site(KIFFEX), s.site(MOS_EISLEY));
    let q = s.q();
    assert_eq!(q.weapon_destiny_bonus_by(Light, kiffex, Some(s.card(Light, "X-wing"))), -1);
    assert_eq!(q.weapon_destiny_bonus_by(Light, mos, Some(s.card(Light, "Luke"))), 0);
    assert_eq!(q.weapon_destiny_bonus_by(Dark, kiffex, Some(s.card(Dark, DEVASTATOR))), 0);
    let s = shake_table(false, 2);
    assert_eq!(s.q().weapon_destiny_bonus_by(Light, kiffex, Some(s.card(Light, "X-wing"))), 0);
}

/// I Can't Shake Him! (V), second mode, in Light's deploy phase: Dark deploys an Imperial of
/// ability < 3 aboard Devastator from the Reserve Deck (Commander Praji, ability 2, or a
/// Stormtrooper; not General Tagge, ability 3, nor Admiral Ozzel, an admiral), which is
/// reshuffled; not in Dark's own deploy phase.
fn card_200_121_i_cant_shake_him_deploys_a_low_ability_imperial_aboard() {
    let build = |side: Side| {
        with(&["200_121", "2_147", "1_301", "1_167", "1_178", "3_82"], &[])
            .site(Dark, KIFFEX)
            .at(Dark, DEVASTATOR, KIFFEX)
            .hand(Dark, SHAKE)
            .hand(Dark, DETENTION)
            .fill(Dark, Pile::Force, 6)
            .phase(side, Phase::Deploy)
            .build()
    };
    let s = build(Dark);
    let shake = s.card(Dark, SHAKE);
    assert!(!s.options().iter().any(play(shake, 1)), "the opponent's deploy phase only");
    let mut s = build(Light);
    s.answer_with(play(shake, 1));
    let praji = s.card(Dark, "Commander Praji");
    let offered = deploy_offered(&s);
    assert_eq!(
        offered.iter().map(|&c| s.q().bp(c).title.clone()).collect::<std::collections::BTreeSet<_>>(),
        ["Commander Praji".to_string(), "Stormtrooper".to_string()].into(),
        "{}",
        s.log()
    );
    let devastator = s.card(Dark, DEVASTATOR);
    s.answer_with(|a| matches!(a, Answer::Deploy { card, to: Dest::On { card: b, .. } } if *card == praji && *b == devastator));
    assert!(matches!(s.place(praji), Place::On { card } if card == devastator), "{}", s.log());
    assert!(shuffled(&s, Dark));
}

/// General Leia Organa cancels the game text of Admiral's Orders (Fighter Cover, on table)
/// while she is at a battleground (Mos Eisley) or a war room (the Death Star's, not a
/// battleground), not at the Detention Block Corridor (neither).
fn card_207_5_general_leia_organa_cancels_admirals_orders_at_a_war_room_or_battleground() {
    let cancelled = |site: &str| {
        let s = with(&["1_287", "9_93"], &["207_5"])
            .site(Dark, site)
            .at(Light, LEIA, site)
            .on_table(Dark, "Fighter Cover")
            .build();
        s.q().has_rule(s.card(Dark, "Fighter Cover"), Rule::TextCancelled)
    };
    assert!(cancelled(MOS_EISLEY));
    assert!(cancelled(WAR_ROOM));
    assert!(!cancelled(DETENTION));
}

/// General Leia Organa (a Resistance character) initiating a battle at a battleground
/// retrieves 1 Force against a Stormtrooper and 2 against a First Order character (Captain
/// Phasma); at the Detention Block Corridor (no battleground, no war room) none. She is immune
/// to attrition < 4.
fn card_207_5_general_leia_organa_retrieves_when_initiating_battle() {
    assert_eq!(leia_battles(MOS_EISLEY, "Stormtrooper"), 1);
    assert_eq!(leia_battles(MOS_EISLEY, "Captain Phasma"), 2);
    assert_eq!(leia_battles(DETENTION, "Stormtrooper"), 0);
    let s = with(&[], &["207_5"]).site(Dark, MOS_EISLEY).at(Light, LEIA, MOS_EISLEY).build();
    assert_eq!(s.q().immunity(s.card(Light, LEIA)), 4);
}

/// Something Special Planned For Them (V) grabs Light's The Bith Shuffle once per game, and
/// every later copy of it.
fn card_200_112_something_special_planned_for_them_grabs_an_interrupt() {
    grabs_interrupts(&SSPFT);
}

/// Something Special Planned For Them (V) goes to the Lost Pile to retrieve Devastator; the
/// grabbed Bith Shuffle goes to Light's Used Pile.
fn card_200_112_something_special_planned_for_them_is_lost_to_retrieve_a_starship() {
    places_itself_to_retrieve_a_starship(&SSPFT);
}

/// Strikeforce (V) grabs Dark's Ommni Box once per game, and every later copy of it.
fn card_200_46_strikeforce_grabs_an_interrupt() {
    grabs_interrupts(&STRIKEFORCE);
}

/// Strikeforce (V) goes to the Lost Pile to retrieve an X-wing; the grabbed Ommni Box goes to
/// Dark's Used Pile.
fn card_200_46_strikeforce_is_lost_to_retrieve_a_starship() {
    places_itself_to_retrieve_a_starship(&STRIKEFORCE);
}

/// Something Special Planned For Them (V) deploys on table and is immune to Alter.
fn card_200_112_something_special_planned_for_them_deploys_on_table_immune_to_alter() {
    deploys_and_is_immune_to_alter(&SSPFT);
}

/// Strikeforce (V) deploys on table and is immune to Alter.
fn card_200_46_strikeforce_deploys_on_table_immune_to_alter() {
    deploys_and_is_immune_to_alter(&STRIKEFORCE);
}

/// Solo deploys for 1 less aboard the Falcon (4 printed: 3), not aboard an X-wing (4): with 3
/// Force he may deploy aboard the Falcon only. Piloting a starship he adds 3 to its power
/// (Red 3: 3 printed, 6), and nothing as a passenger.
fn card_204_11_solo_deploys_1_less_to_the_falcon_and_adds_3_to_what_he_pilots() {
    let mut s = with(&["2_147"], &["204_11", "1_143", "1_146"])
        .site(Dark, KIFFEX)
        .at(Light, FALCON, KIFFEX)
        .at(Light, "X-wing", KIFFEX)
        .hand(Light, SOLO)
        .hand(Light, DUNE_SEA)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Deploy)
        .build();
    let (solo, falcon, xwing) = (s.card(Light, SOLO), s.card(Light, FALCON), s.card(Light, "X-wing"));
    let cost = |s: &Scenario, ship| {
        swccg_engine::flow::actions::payment_for(&s.q(), Light, solo, Dest::On { card: ship, placed_as: 0 }).own
    };
    assert_eq!((cost(&s, falcon), cost(&s, xwing)), (3, 4));
    let ships: Vec<CardId> = s
        .deploy_options_for(solo)
        .into_iter()
        .filter_map(|d| match d {
            Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    assert!(ships.contains(&falcon) && !ships.contains(&xwing), "{ships:?}");
    s.answer(Answer::Deploy { card: solo, to: Dest::On { card: falcon, placed_as: 0 } });
    assert_eq!(s.pile(Light, Pile::Force).len(), 0, "{}", s.log());

    super::space::adds_power_piloting("204_11", Light, 3);
}

/// Solo in a battle at Mos Eisley: alone (ability 3, short of 4) he still draws one battle
/// destiny; with a Rebel Trooper (ability 4 in all) one; with Chewbacca or Rey two.
fn card_204_11_solo_draws_a_battle_destiny_and_adds_one_with_chewie_or_rey() {
    let draws = |with_him: Option<&str>| {
        let mut b = with(&[], &["204_11", "2_3", "204_9"])
            .site(Dark, MOS_EISLEY)
            .at(Light, SOLO, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        if let Some(t) = with_him {
            b = b.at(Light, t, MOS_EISLEY);
        }
        let mut s = b.fill(Light, Pile::Force, 3).phase(Light, Phase::Battle).build();
        let at = s.site(MOS_EISLEY);
        s.answer(Answer::Battle(at));
        s.q().battle_destiny_draws(Light, at, 0)
    };
    assert_eq!(draws(None), 1);
    assert_eq!(draws(Some("Rebel Trooper")), 1);
    assert_eq!(draws(Some("Chewbacca")), 2);
    assert_eq!(draws(Some("Rey")), 2);
}

/// Solo lets Light play The Bith Shuffle from the Lost Pile as if from hand, once per game
/// (the second copy there is not offered afterwards); it then goes out of play. Without Solo
/// on table it is not offered.
fn card_204_11_solo_plays_an_interrupt_from_lost_pile_once_per_game() {
    let build = |solo: bool| {
        let mut b = with(&[], &["204_11", "1_115"])
            .site(Dark, MOS_EISLEY)
            .to_pile(Light, BITH, Pile::Lost)
            .to_pile(Light, BITH, Pile::Lost)
            .fill(Light, Pile::Force, 3);
        if solo {
            b = b.at(Light, SOLO, MOS_EISLEY);
        }
        b.phase(Light, Phase::Control).build()
    };
    let offered = |s: &Scenario| {
        s.options()
            .into_iter()
            .filter_map(|a| match a {
                Answer::Play { card, .. } if s.q().bp(card).title == BITH => Some(card),
                _ => None,
            })
            .collect::<std::collections::BTreeSet<_>>()
    };
    assert!(offered(&build(false)).is_empty());
    let mut s = build(true);
    let copies = offered(&s);
    assert_eq!(copies.len(), 1, "one copy stands for both");
    let played = *copies.first().expect("offered");
    s.answer_with(play(played, 0));
    while s.place(played) == Place::Pile(Pile::Aside) {
        assert!(crate::support::answer_plainly(&mut s), "{}", s.log());
    }
    assert_eq!(s.place(played), Place::Pile(Pile::OutOfPlay), "{}", s.log());
    if s.seat() != Some(Light) {
        s.pass();
    }
    assert!(offered(&s).is_empty(), "once per game\n{}", s.log());
}
}
