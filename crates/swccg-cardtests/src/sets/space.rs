//! Tests of the starships, pilots and systems of the P-ANH 1996 World Champion decks (scripts in
//! `1-space.cards`, `2-space.cards`, `103-space.cards`). Each test is named
//! `card_<GEMP id>_<what the text does>`.

use crate::support::{card, premiere};
use swccg_cards::IconKind;
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::{Quantity, Stat};
use swccg_engine::{Answer, CardId, Phase, Pile, Place, Prompt, What, WhyNot};

/// The system of most tests: Kiffex (parsec 2, 2 icons on each side), whose text needs two
/// starships of a side to matter.
pub(crate) const SYSTEM: &str = "Kiffex";
const TATOOINE: &str = "Tatooine";
const YAVIN: &str = "Yavin 4";
const KASHYYYK: &str = "Kashyyyk";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const VICTORY: &str = "Victory-Class Star Destroyer";
/// A capital starship whose text adds no power anywhere.
const ISD: &str = "Imperial-Class Star Destroyer";
const FEAR: &str = "Fear Will Keep Them In Line";
const VENKA: &str = "Lieutenant Venka";
/// A location card in hand keeps a deploy phase's window open.
pub(crate) const KEEPER: &str = "Death Star: Detention Block Corridor";

/// The Premiere decks with Kiffex (Dark) on table and the given cards added.
pub(crate) fn space(dark: &[&str], light: &[&str]) -> Builder {
    let mut b = premiere().extra(Dark, card("2_147"));
    for id in dark {
        b = b.extra(Dark, card(id));
    }
    for id in light {
        b = b.extra(Light, card(id));
    }
    b.site(Dark, SYSTEM)
}

/// The title of a card by GEMP id, without uniqueness marks.
pub(crate) fn title(id: &str) -> String {
    card(id).title().trim_start_matches('•').to_string()
}

pub(crate) fn power(s: &Scenario, side: Side, title: &str) -> i32 {
    s.q().power(s.card(side, title))
}

pub(crate) fn stat(s: &Scenario, side: Side, title: &str, stat: Stat) -> i32 {
    s.q().stat(s.card(side, title), stat)
}

/// Battle destiny draws `side` may make at a location, the battle's added draws aside.
pub(crate) fn draws(s: &Scenario, side: Side, at: CardId) -> i32 {
    s.q().battle_destiny_draws(side, at, 0)
}

/// The battle destiny draws of `side` once it initiates a battle at the system, on the table
/// `b` prepares (with 1 Force for the battle).
fn draws_in_battle(b: Builder, side: Side) -> i32 {
    let mut s = b
        .fill(side, Pile::Force, 1)
        .phase(side, Phase::Battle)
        .build();
    let system = s.site(SYSTEM);
    s.answer(Answer::Battle(system));
    draws(&s, side, system)
}

/// A ship of `side` at Kiffex with a pilot (by title) aboard as pilot, or as passenger.
pub(crate) fn crewed(
    ship: &str,
    pilot: &str,
    as_pilot: bool,
    side: Side,
    dark: &[&str],
    light: &[&str],
) -> Scenario {
    let b = space(dark, light).at(side, ship, SYSTEM);
    let b = if as_pilot {
        b.on(side, pilot, ship)
    } else {
        b.passenger(side, pilot, ship)
    };
    b.build()
}

/// A TIE that takes one pilot: the pilot is offered aboard (with the TIE, as one action), a
/// non-pilot is not, and once full it takes no one.
fn takes_one_pilot(id: &str) {
    let tie = title(id);
    let s = space(&[id, "1_180", "1_180"], &[])
        .at(Dark, &tie, SYSTEM)
        .hand(Dark, "Imperial Pilot")
        .hand(Dark, "Stormtrooper")
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let ship = s.card(Dark, &tie);
    let in_hand = |title: &str| {
        s.cards(Dark, title)
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("in hand")
    };
    let pilot = in_hand("Imperial Pilot");
    let aboard = |placed_as| Dest::On {
        card: ship,
        placed_as,
    };
    let dests = s.deploy_options_for(pilot);
    assert!(dests.contains(&aboard(0)), "{dests:?}");
    assert!(!dests.contains(&aboard(1)), "no passenger slot");
    assert!(
        !s.deploy_options_for(in_hand("Stormtrooper"))
            .contains(&aboard(0))
    );
    let s = space(&[id, "1_180", "1_180"], &[])
        .at(Dark, &tie, SYSTEM)
        .on(Dark, "Imperial Pilot", &tie)
        .hand(Dark, "Imperial Pilot")
        .hand(Dark, KEEPER)
        .fill(Dark, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let ship = s.card(Dark, &tie);
    let second = s
        .cards(Dark, "Imperial Pilot")
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .expect("in hand");
    assert!(
        !s.deploy_options_for(second)
            .iter()
            .any(|d| matches!(d, Dest::On { card, .. } if *card == ship))
    );
}

/// A pilot adding `n` to the power of what it pilots: piloting a Black 3 (printed power 1)
/// or a Red 3 (printed power 3), and not as a passenger.
pub(crate) fn adds_power_piloting(id: &str, side: Side, n: i32) {
    let pilot = title(id);
    let (ship_id, ship, base) = if side == Dark {
        ("1_300", "Black 3", 1)
    } else {
        ("1_145", "Red 3", 3)
    };
    let (dark, light): (Vec<&str>, Vec<&str>) = if side == Dark {
        (vec![ship_id, id], vec![])
    } else {
        (vec![], vec![ship_id, id])
    };
    let s = crewed(ship, &pilot, true, side, &dark, &light);
    assert_eq!(power(&s, side, ship), base + n);
    let s = crewed(ship, &pilot, false, side, &dark, &light);
    assert_eq!(power(&s, side, ship), 0, "a passenger pilots nothing");
}

/// "When piloting <ship>, also adds `n` to maneuver and draws one battle destiny if not able to
/// otherwise": piloting that ship at Kiffex against an opposing capital starship, the side
/// draws one battle destiny with ability 2; piloting another ship (Black 3 or Red 3), neither.
pub(crate) fn piloting_named_ship(id: &str, side: Side, ship_id: &str, n: i32, draws_too: bool) {
    let pilot = title(id);
    let ship = title(ship_id);
    let (other_id, other) = if side == Dark {
        ("1_300", "Black 3")
    } else {
        ("1_145", "Red 3")
    };
    for (on_named, with) in [(true, ship.as_str()), (false, other)] {
        let mut b = premiere()
            .extra(Dark, card("2_147"))
            .extra(side, card(ship_id))
            .extra(side, card(other_id))
            .extra(side, card(id))
            .extra(
                side.opponent(),
                card(if side == Dark { "1_140" } else { "1_301" }),
            )
            .site(Dark, SYSTEM)
            .at(side, with, SYSTEM)
            .on(side, &pilot, with)
            .at(
                side.opponent(),
                if side == Dark {
                    "Corellian Corvette"
                } else {
                    "Devastator"
                },
                SYSTEM,
            );
        b = b.fill(side, Pile::Force, 1);
        let mut s = b.phase(side, Phase::Battle).build();
        let printed = s.q().bp(s.card(side, with)).maneuver.unwrap_or(0);
        let bonus = if on_named { n } else { 0 };
        assert_eq!(stat(&s, side, with, Stat::Maneuver), printed + bonus);
        if !draws_too {
            continue;
        }
        let kessel = s.site(SYSTEM);
        s.answer(Answer::Battle(kessel));
        assert_eq!(
            draws(&s, side, kessel),
            i32::from(on_named),
            "on {with}: {}",
            s.log()
        );
    }
}

/// Starts `side`'s control phase on the table `b` prepares and initiates a Force drain at
/// `site`; the response of the location `text` is used when offered and `take`. The amount
/// drained (`None`: the drain was cancelled) and whether that response was offered.
fn drain_using(b: Builder, side: Side, site: &str, text: &str, take: bool) -> (Option<u8>, bool) {
    let mut s = b
        .fill(side.opponent(), Pile::Used, 6)
        .fill(side, Pile::Force, 2)
        .phase(side, Phase::Control)
        .build();
    let (at, text_card) = (s.site(site), s.site(text));
    assert!(s.has_option(Answer::ForceDrain(at)), "a drain at {site}");
    s.answer(Answer::ForceDrain(at));
    let uses = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == text_card);
    let mut offered = false;
    for _ in 0..20 {
        for w in s.seen() {
            match w {
                What::ForceDrainResolved { location, amount } if *location == at => {
                    return (Some(*amount), offered);
                }
                What::ForceDrainCancelled { location } if *location == at => {
                    return (None, offered);
                }
                _ => {}
            }
        }
        if s.options().iter().any(uses) {
            offered = true;
            if take {
                s.answer_with(uses);
                continue;
            }
        }
        if !crate::support::answer_plainly(&mut s) {
            break;
        }
    }
    panic!("the drain at {site} did not end\n{}", s.log());
}

const CLOUDS: &str = "Clouds";
const ASTEROIDS: &str = "Asteroid Field";
const BIG_ONE: &str = "Big One";
const CAVE: &str = "Big One: Asteroid Cave Or Space Slug Belly";

/// Tatooine's system (Dark's) with `sectors` (GEMP ids of `owner`'s copies) deployed to it in
/// order, and the X-wing, TIE Scout and Devastator in the decks.
fn tatooine_sky(owner: Side, sectors: &[&str]) -> Builder {
    let mut b = premiere()
        .extra(Dark, card("1_289"))
        .extra(Dark, card("1_301"))
        .extra(Dark, card("1_305"))
        .extra(Light, card("1_146"))
        .site(Dark, TATOOINE)
        .site(Dark, MOS_EISLEY);
    for id in sectors {
        b = b.extra(owner, card(id));
    }
    for id in sectors {
        let title = card(id).title().trim_start_matches(['<', '>']).to_string();
        b = b.generic_site(owner, &title, TATOOINE);
    }
    b
}

/// `id` (`sectors`' asteroid sector, deployed to Tatooine after the `before` sectors, which
/// have 'Asteroid Rules' too) has 'Asteroid Rules' in effect: as `owner`'s control phase
/// begins with its starfighter there (TIE Fighter, maneuver 3; X-wing, maneuver 4), the
/// opponent draws an asteroid destiny, +1 per `before` sector. A total equal to the maneuver
/// leaves the starfighter; one more loses it.
fn asteroid_rules_at(sectors: Side, owner: Side, before: &[&str], id: &str, title: &str) {
    let mut ids = before.to_vec();
    ids.push(id);
    let n = before.len();
    let (ship, stays, loses) = match (owner, n) {
        (Dark, 0) => ("TIE Fighter", "Talz", "Sai'torr Kal Fas"),
        (Dark, _) => ("TIE Fighter", "Shistavanen Wolfman", "Talz"),
        (Light, 0) => ("X-wing", "Ket Maliss", "Ommni Box"),
        (Light, _) => ("X-wing", "Macroscan", "Ket Maliss"),
    };
    for (top, lost) in [(stays, false), (loses, true)] {
        let mut s = tatooine_sky(sectors, &ids)
            .extra(Dark, card("1_304"))
            .at(owner, ship, title)
            .reserve_top(owner.opponent(), &[top])
            .phase(owner, Phase::Activate)
            .build();
        s.answer(Answer::Pass);
        let starship = s.card(owner, ship);
        let total = s.seen().find_map(|w| match w {
            What::AsteroidDestiny {
                starship: c,
                total,
                lost,
            } if *c == starship => Some((*total, *lost)),
            _ => None,
        });
        let maneuver = if owner == Dark { 3 } else { 4 };
        let expected = maneuver + i32::from(lost);
        assert_eq!(total, Some((expected, lost)), "{top}\n{}", s.log());
        assert_eq!(
            s.place(starship) == Place::Pile(Pile::Lost),
            lost,
            "{}",
            s.log()
        );
    }
}

/// An asteroid sector or the Big One site (`id`, `owner`'s copy, deployed after `before`):
/// while `owner` controls it (a TIE Scout or an X-wing there), the opponent's Force drain at
/// Tatooine's system may be cancelled by `owner`; cancelled, nothing is drained; declined,
/// the drain goes on.
fn cancels_drain_at_related_system(owner: Side, before: &[&str], id: &str, title: &str) {
    let mut ids = before.to_vec();
    ids.push(id);
    let b = || {
        let b = tatooine_sky(owner, &ids);
        let (mine, theirs) = if owner == Dark {
            ("TIE Scout", "X-wing")
        } else {
            ("X-wing", "Devastator")
        };
        b.at(owner, mine, title)
            .at(owner.opponent(), theirs, TATOOINE)
    };
    let drainer = owner.opponent();
    let (cancelled, offered) = drain_using(b(), drainer, TATOOINE, title, true);
    assert!(offered);
    assert_eq!(cancelled, None);
    let (amount, _) = drain_using(b(), drainer, TATOOINE, title, false);
    // Tatooine shows 2 Dark icons and 1 Light icon.
    assert_eq!(amount, Some(if drainer == Light { 2 } else { 1 }));
}

/// 'Cave Rules' at the Big One site (`id`, `owner`'s copy, deployed after `owner`'s Big One
/// `big_one`), Tatooine's: with no Space Slug, or one elsewhere (at Tatooine's system), the
/// site is a cave, a planet site; with the slug at Big One, it is the slug's belly, no planet
/// site (still an exterior site). Either way a Stormtrooper deploys there as usual (the site
/// shows a Dark icon). Losing the slug at Big One loses what is in the belly (the TIE Scout
/// and the Stormtrooper there) and leaves the site, a cave again, with the X-wing at Big
/// One; losing it elsewhere loses nothing at the site.
fn cave_rules_at(owner: Side, big_one: &str, id: &str) {
    let slug_id = if owner == Dark { "4_112" } else { "4_6" };
    let b = || {
        tatooine_sky(owner, &[big_one, id])
            .extra(owner, card(slug_id))
            .extra(Dark, card("1_301"))
            .hand(Dark, "Stormtrooper")
            .fill(Dark, Pile::Force, 4)
            .phase(Dark, Phase::Deploy)
    };
    for slug_at in [None, Some(TATOOINE), Some(BIG_ONE)] {
        let mut b = b();
        if let Some(at) = slug_at {
            b = b.at(owner, "Space Slug", at);
        }
        let s = b.build();
        let cave = s.site(CAVE);
        let q = s.q();
        let belly = slug_at == Some(BIG_ONE);
        assert_eq!(
            q.has_icon(cave, IconKind::Planet),
            !belly,
            "slug at {slug_at:?}"
        );
        assert!(q.has_icon(cave, IconKind::Exterior));
        let trooper = s.card_in_hand(Dark, "Stormtrooper");
        assert!(
            s.deploy_options_for(trooper).contains(&Dest::At(cave)),
            "slug at {slug_at:?}: {:?}",
            s.deploy_options_for(trooper)
        );
    }
    for slug_at in [TATOOINE, BIG_ONE] {
        let mut s = b()
            .at(owner, "Space Slug", slug_at)
            .at(Dark, "TIE Scout", CAVE)
            .at(Dark, "Stormtrooper", CAVE)
            .at(Light, "X-wing", BIG_ONE)
            .build();
        let slug = s.card(owner, "Space Slug");
        let (scout, trooper) = (s.card(Dark, "TIE Scout"), s.card(Dark, "Stormtrooper"));
        let (cave, xwing) = (s.site(CAVE), s.card(Light, "X-wing"));
        s.mutate(|cx| cx.lose(slug));
        assert_eq!(s.place(slug), Place::Pile(Pile::Lost));
        let eaten = slug_at == BIG_ONE;
        for card in [scout, trooper] {
            assert_eq!(
                s.place(card) == Place::Pile(Pile::Lost),
                eaten,
                "slug at {slug_at}\n{}",
                s.log()
            );
        }
        assert_eq!(s.place(cave), Place::Location);
        assert_eq!(
            s.place(xwing),
            Place::At {
                location: s.site(BIG_ONE)
            }
        );
        assert!(s.q().has_icon(cave, IconKind::Planet));
    }
}

/// Clouds (`id`, `owner`'s copy at Tatooine): while `owner` controls it (a TIE Scout or an
/// X-wing there), `owner` may add 1 to its Force drain at Mos Eisley (a related site), once.
fn clouds_add_to_drain_at_related_site(owner: Side, id: &str) {
    let b = || {
        let (ship, trooper) = if owner == Dark {
            ("TIE Scout", "Stormtrooper")
        } else {
            ("X-wing", "Rebel Trooper")
        };
        tatooine_sky(owner, &[id])
            .at(owner, ship, CLOUDS)
            .at(owner, trooper, MOS_EISLEY)
    };
    let (used, offered) = drain_using(b(), owner, MOS_EISLEY, CLOUDS, true);
    let (unused, _) = drain_using(b(), owner, MOS_EISLEY, CLOUDS, false);
    assert!(offered);
    assert_eq!(used, unused.map(|n| n + 1));
}

/// Clouds (`id`, `owner`'s copy): starships of both players are power and maneuver -2 there
/// (Devastator 9, the X-wing 3 and 4), not at the system; the opponent of `owner` drains 1
/// more there while controlling it (Clouds shows 1 icon of each side), `owner` does not.
fn clouds_weaken_starships_and_add_to_opponents_drain(owner: Side, id: &str) {
    for (at, minus) in [(CLOUDS, 2), (TATOOINE, 0)] {
        let s = tatooine_sky(owner, &[id])
            .at(Dark, "Devastator", at)
            .at(Light, "X-wing", at)
            .build();
        let q = s.q();
        let (devastator, xwing) = (s.card(Dark, "Devastator"), s.card(Light, "X-wing"));
        assert_eq!(q.power(devastator), 9 - minus, "at {at}");
        assert_eq!(
            (q.power(xwing), q.stat(xwing, Stat::Maneuver)),
            (3 - minus, 4 - minus)
        );
    }
    for side in [Dark, Light] {
        let ship = if side == Dark { "TIE Scout" } else { "X-wing" };
        let s = tatooine_sky(owner, &[id]).at(side, ship, CLOUDS).build();
        let amount = s.q().drain_amount(side, s.site(CLOUDS));
        assert_eq!(amount, 1 + i32::from(side != owner), "{side:?} drains");
    }
}

/// The starfighter and vehicle each side's cargo bay tests use: a TIE (Dark) or an X-wing
/// (Light), and a transport vehicle (Dark) or a Snowspeeder (Light).
fn cargo_cards(side: Side) -> ((&'static str, &'static str), (&'static str, &'static str)) {
    if side == Dark {
        (
            ("1_303", "TIE Advanced x1"),
            ("1_310", "Ubrikkian 9000 Z001"),
        )
    } else {
        (("1_146", "X-wing"), ("3_69", "Snowspeeder"))
    }
}

/// `side`'s capital starship `id` at the system with `fighters` starfighters and `vehicles`
/// vehicles already in its cargo bay, one more of each in hand, in the deploy phase.
fn cargo_bay(side: Side, id: &str, fighters: usize, vehicles: usize) -> Scenario {
    let ((fighter_id, fighter), (vehicle_id, vehicle)) = cargo_cards(side);
    let ship = title(id);
    let mut b = premiere().extra(Dark, card("2_147")).extra(side, card(id));
    for _ in 0..=fighters {
        b = b.extra(side, card(fighter_id));
    }
    for _ in 0..=vehicles {
        b = b.extra(side, card(vehicle_id));
    }
    b = b.site(Dark, SYSTEM).at(side, &ship, SYSTEM);
    for _ in 0..fighters {
        b = b.carried(side, fighter, &ship);
    }
    for _ in 0..vehicles {
        b = b.carried(side, vehicle, &ship);
    }
    b.hand(side, fighter)
        .hand(side, vehicle)
        .hand(Dark, KEEPER)
        .fill(side, Pile::Force, 12)
        .phase(side, Phase::Deploy)
        .build()
}

/// Why `side` may not deploy the copy of `title` in hand aboard its ship `ship`; the option
/// list agrees.
fn aboard_why(s: &Scenario, side: Side, title: &str, ship: &str) -> Option<swccg_engine::WhyNot> {
    let card = s
        .cards(side, title)
        .into_iter()
        .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
        .expect("in hand");
    let to = Dest::On {
        card: s.card(side, ship),
        placed_as: 0,
    };
    let why = s.game.why_not(side, card, to);
    assert_eq!(
        why.is_none(),
        s.deploy_options_for(card).contains(&to),
        "{why:?}"
    );
    why
}

/// A capital starship's cargo bay (seed 001 "Capacity"): it carries `fighters` starfighters
/// (TIEs only when `ties`) and `vehicles` vehicles, no more; its permanent pilot provides
/// `ability` at its system.
pub(crate) fn carries(
    side: Side,
    id: &str,
    fighters: usize,
    ties: bool,
    vehicles: usize,
    ability: i32,
) {
    use swccg_engine::WhyNot::{NoSlotOfKind, SlotsFull};
    let ship = title(id);
    let ((_, fighter), (_, vehicle)) = cargo_cards(side);
    let full = |fighters, vehicles| cargo_bay(side, id, fighters, vehicles);
    let s = full(fighters.saturating_sub(1), vehicles.saturating_sub(1));
    let shipcard = s.card(side, &ship);
    assert_eq!(s.q().ability_at(side, s.site(SYSTEM)), ability);
    let free = |n: usize| (n == 0).then_some(NoSlotOfKind { ship: shipcard });
    assert_eq!(aboard_why(&s, side, fighter, &ship), free(fighters));
    assert_eq!(aboard_why(&s, side, vehicle, &ship), free(vehicles));
    let s = full(fighters, vehicles);
    let shipcard = s.card(side, &ship);
    let refused = |n: usize| {
        Some(if n == 0 {
            NoSlotOfKind { ship: shipcard }
        } else {
            SlotsFull { ship: shipcard }
        })
    };
    assert_eq!(aboard_why(&s, side, fighter, &ship), refused(fighters));
    assert_eq!(aboard_why(&s, side, vehicle, &ship), refused(vehicles));
    assert!(
        swccg_engine::invariants::check(s.game.catalogue(), s.game.state()).is_empty(),
        "cargo bay invariants"
    );
    if ties && side == Dark {
        // "TIEs" slots take no other starfighter: Vader's Personal Shuttle is none.
        let s = premiere()
            .extra(Dark, card("2_147"))
            .extra(Dark, card(id))
            .extra(Dark, card("7_309"))
            .site(Dark, SYSTEM)
            .at(Dark, &ship, SYSTEM)
            .hand(Dark, "Vader's Personal Shuttle")
            .hand(Dark, KEEPER)
            .fill(Dark, Pile::Force, 6)
            .phase(Dark, Phase::Deploy)
            .build();
        let shipcard = s.card(Dark, &ship);
        assert_eq!(
            aboard_why(&s, Dark, "Vader's Personal Shuttle", &ship),
            Some(NoSlotOfKind { ship: shipcard })
        );
    }
}

crate::card_tests! {
    /// Devastator carries 4 TIEs (no fifth, no other starfighter) and 2 vehicles (no third);
    /// its permanent pilot provides ability 2.
    fn card_1_301_devastator_carries_4_ties_and_2_vehicles() {
        carries(Dark, "1_301", 4, true, 2, 2);
    }

    /// The Corellian Corvette carries 1 vehicle (no second) and no starfighter; its permanent
    /// pilot provides ability 1.
    fn card_1_140_corellian_corvette_carries_1_vehicle() {
        carries(Light, "1_140", 0, false, 1, 1);
    }

    /// Conquest carries 4 TIEs and 2 vehicles, its permanent pilot provides ability 1, and
    /// just after its player initiates a battle at its system against the Falcon, it may peek
    /// at the opponent's hand (not against another starship).
    fn card_2_152_conquest() {
        carries(Dark, "2_152", 4, true, 2, 1);
        for falcon in [true, false] {
            let mut b = space(&["2_152"], &["1_143", "1_140", "1_27", "1_27"])
                .at(Dark, "Conquest", SYSTEM);
            b = if falcon {
                b.at(Light, "Millennium Falcon", SYSTEM)
                    .on(Light, "Rebel Pilot", "Millennium Falcon")
            } else {
                b.at(Light, "Corellian Corvette", SYSTEM)
            };
            let mut s = b
                .hand(Light, "Rebel Pilot")
                .fill(Dark, Pile::Force, 1)
                .phase(Dark, Phase::Battle)
                .build();
            let conquest = s.card(Dark, "Conquest");
            s.answer(Answer::Battle(s.site(SYSTEM)));
            let peek = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == conquest);
            assert_eq!(s.options().iter().any(peek), falcon, "{}", s.log());
            if falcon {
                s.answer_with(peek);
                assert!(s.saw(|w| matches!(w, What::HandRevealed { .. })));
            }
        }
    }

    /// The Victory-Class Star Destroyer carries 3 TIEs and 1 vehicle, its permanent pilot
    /// provides ability 1, and it adds 1 to its player's total power in battles at sites of
    /// its system's planet (not at the system, not at another planet's sites, not the
    /// opponent's).
    fn card_2_155_victory_class_star_destroyer() {
        carries(Dark, "2_155", 3, true, 1, 1);
        // Tatooine adds 1 per starship of its controller there; the Victory-Class 1 more.
        for (ship_id, ship, system, bonus) in [
            ("2_155", VICTORY, TATOOINE, 2),
            ("1_302", ISD, TATOOINE, 1),
            ("2_155", VICTORY, SYSTEM, 0),
        ] {
            let s = premiere()
                .extra(Dark, card(ship_id))
                .extra(Dark, card("1_289"))
                .extra(Dark, card("2_147"))
                .site(Dark, TATOOINE)
                .site(Dark, SYSTEM)
                .site(Dark, MOS_EISLEY)
                .at(Dark, ship, system)
                .build();
            let q = s.q();
            let total = |side, at| q.fold(Quantity::TotalPower, QTarget::Player(side, Some(at)), 0);
            assert_eq!(total(Dark, s.site(MOS_EISLEY)), bonus, "{ship} at {system}");
            assert_eq!(total(Light, s.site(MOS_EISLEY)), 0);
            assert_eq!(total(Dark, s.site(TATOOINE)), 0);
        }
    }

    /// Stalker carries 4 TIEs and 2 vehicles, its permanent pilot provides ability 1, and
    /// probe droids deploy free to sites of its system's planet (at their printed 2
    /// elsewhere).
    fn card_3_152_stalker() {
        carries(Dark, "3_152", 4, true, 2, 1);
        for (at_tatooine, cost) in [(true, 0), (false, 2)] {
            let s = premiere()
                .extra(Dark, card("3_152"))
                .extra(Dark, card("3_90"))
                .extra(Dark, card("1_289"))
                .extra(Dark, card("2_147"))
                .site(Dark, TATOOINE)
                .site(Dark, SYSTEM)
                .site(Dark, MOS_EISLEY)
                .at(Dark, "Stalker", if at_tatooine { TATOOINE } else { SYSTEM })
                .hand(Dark, "Probe Droid")
                .build();
            let droid = s.card(Dark, "Probe Droid");
            let q = s.q();
            let paid = swccg_engine::flow::actions::payment_for(
                &q,
                Dark,
                droid,
                Dest::At(s.site(MOS_EISLEY)),
            );
            assert_eq!(i32::from(paid.own), cost, "Stalker at Tatooine: {at_tatooine}");
        }
    }

    /// The Death Squadron Star Destroyer carries 4 TIEs and 2 vehicles, its permanent pilot
    /// provides ability 1, it deploys for 2 less to the Executor's system (9, 7 there), and it
    /// is immune to attrition < 4.
    fn card_7_302_death_squadron_star_destroyer() {
        carries(Dark, "7_302", 4, true, 2, 1);
        for (with_executor, cost) in [(true, 7), (false, 9)] {
            let mut b = space(&["7_302", "4_167"], &[]).hand(Dark, "Death Squadron Star Destroyer");
            if with_executor {
                b = b.at(Dark, "Executor", SYSTEM);
            }
            let s = b.build();
            let ship = s.card(Dark, "Death Squadron Star Destroyer");
            let q = s.q();
            let paid = swccg_engine::flow::actions::payment_for(&q, Dark, ship, Dest::At(s.site(SYSTEM)));
            assert_eq!(i32::from(paid.own), cost, "Executor there: {with_executor}");
        }
        let s = space(&["7_302"], &[]).at(Dark, "Death Squadron Star Destroyer", SYSTEM).build();
        assert_eq!(s.q().immunity(s.card(Dark, "Death Squadron Star Destroyer")), 4);
    }

    /// The Dreadnaught-Class Heavy Cruiser carries 4 TIEs and no vehicle, its permanent pilots
    /// provide ability 2, and its player's TIEs present with it are power +1 (not one in its
    /// cargo bay, which has no power, nor one elsewhere).
    fn card_106_13_dreadnaught_class_heavy_cruiser() {
        carries(Dark, "106_13", 4, true, 0, 2);
        let s = space(&["106_13", "1_303", "1_303", "1_303", "1_289"], &[])
            .site(Dark, TATOOINE)
            .at(Dark, "Dreadnaught-Class Heavy Cruiser", SYSTEM)
            .carried(Dark, "TIE Advanced x1", "Dreadnaught-Class Heavy Cruiser")
            .at(Dark, "TIE Advanced x1", SYSTEM)
            .at(Dark, "TIE Advanced x1", TATOOINE)
            .build();
        let ties = s.cards(Dark, "TIE Advanced x1");
        let printed = s.q().bp(ties[0]).power;
        let powers: Vec<i32> = ties.iter().map(|&t| s.q().power(t)).collect();
        let here = s.site(SYSTEM);
        for (&t, &p) in ties.iter().zip(&powers) {
            match s.place(t) {
                Place::At { location } if location == here => assert_eq!(p, printed + 1),
                Place::At { .. } => assert_eq!(p, printed),
                _ => assert_eq!(p, 0, "in the cargo bay"),
            }
        }
    }

    fn card_1_299_black_2_may_add_one_pilot() {
        takes_one_pilot("1_299");
    }

    fn card_1_300_black_3_may_add_one_pilot() {
        takes_one_pilot("1_300");
    }

    /// Vader's Custom TIE takes one pilot, and with Vader piloting is immune to attrition < 4
    /// (not with another pilot).
    fn card_1_306_vaders_custom_tie_is_immune_below_4_with_vader_piloting() {
        takes_one_pilot("1_306");
        let tie = "Vader's Custom TIE";
        let s = crewed(tie, "Darth Vader", true, Dark, &["1_306", "1_168"], &[]);
        assert_eq!(s.q().immunity(s.card(Dark, tie)), 4);
        let s = crewed(tie, "Imperial Pilot", true, Dark, &["1_306", "1_180"], &[]);
        assert_eq!(s.q().immunity(s.card(Dark, tie)), 0);
        let s = crewed(tie, "Darth Vader", false, Dark, &["1_306", "1_168"], &[]);
        assert_eq!(s.q().immunity(s.card(Dark, tie)), 0, "Vader as passenger");
    }

    /// The Falcon takes 2 pilots and 2 passengers, and is immune to attrition < 5 while Han (or
    /// Chewie, or Lando) pilots it, not with another pilot nor with Han as passenger.
    fn card_1_143_millennium_falcon() {
        let falcon = "Millennium Falcon";
        let s = space(&[], &["1_143", "1_27", "1_3", "1_11"])
            .at(Light, falcon, SYSTEM)
            .on(Light, "Rebel Pilot", falcon)
            .on(Light, "Biggs Darklighter", falcon)
            .hand(Light, "Han Solo")
            .fill(Light, Pile::Force, 4)
            .phase(Light, Phase::Deploy)
            .build();
        let ship = s.card(Light, falcon);
        let han = s.card(Light, "Han Solo");
        let dests = s.deploy_options_for(han);
        assert!(!dests.contains(&Dest::On { card: ship, placed_as: 0 }), "two pilots aboard");
        assert!(dests.contains(&Dest::On { card: ship, placed_as: 1 }), "{dests:?}");
        for (pilot, as_pilot, immunity) in [
            ("Han Solo", true, 5),
            ("Han Solo", false, 0),
            ("Rebel Pilot", true, 0),
        ] {
            let s = crewed(falcon, pilot, as_pilot, Light, &[], &["1_143", "1_11", "1_27"]);
            assert_eq!(s.q().immunity(s.card(Light, falcon)), immunity, "{pilot} {as_pilot}");
        }
    }

    /// Tantive IV deploys even without presence or Force icons (Ralltiir shows no Light icon;
    /// a Corellian Corvette may not go there); it takes 3 pilots and 4 passengers; its
    /// permanent pilot provides ability 2.
    fn card_2_73_tantive_iv() {
        let s = space(&["2_148"], &["2_73", "1_140"])
            .site(Dark, "Ralltiir")
            .hand(Light, "Tantive IV")
            .hand(Light, "Corellian Corvette")
            .fill(Light, Pile::Force, 5)
            .phase(Light, Phase::Deploy)
            .build();
        let ralltiir = s.site("Ralltiir");
        let tantive = s.card(Light, "Tantive IV");
        assert!(s.deploy_options_for(tantive).contains(&Dest::At(ralltiir)));
        let corvette = s.card(Light, "Corellian Corvette");
        assert!(!s.deploy_options_for(corvette).contains(&Dest::At(ralltiir)));
        let s = space(&[], &["2_73", "1_27", "1_3", "1_13", "1_11"])
            .at(Light, "Tantive IV", SYSTEM)
            .on(Light, "Rebel Pilot", "Tantive IV")
            .on(Light, "Biggs Darklighter", "Tantive IV")
            .hand(Light, "Jek Porkins")
            .hand(Light, "Han Solo")
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build();
        let ship = s.card(Light, "Tantive IV");
        let system = s.site(SYSTEM);
        assert_eq!(s.q().ability_at(Light, system), 2 + 2 + 2);
        let jek = s.card(Light, "Jek Porkins");
        assert!(s.deploy_options_for(jek).contains(&Dest::On { card: ship, placed_as: 0 }));
        let s = space(&[], &["2_73", "1_27", "1_3", "1_13", "1_11"])
            .at(Light, "Tantive IV", SYSTEM)
            .on(Light, "Rebel Pilot", "Tantive IV")
            .on(Light, "Biggs Darklighter", "Tantive IV")
            .on(Light, "Jek Porkins", "Tantive IV")
            .hand(Light, "Han Solo")
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build();
        let ship = s.card(Light, "Tantive IV");
        let han = s.card(Light, "Han Solo");
        let dests = s.deploy_options_for(han);
        assert!(!dests.contains(&Dest::On { card: ship, placed_as: 0 }), "three pilots aboard");
        assert!(dests.contains(&Dest::On { card: ship, placed_as: 1 }));
    }

    fn card_1_180_imperial_pilot_adds_2_to_power_of_what_he_pilots() {
        adds_power_piloting("1_180", Dark, 2);
    }

    fn card_1_27_rebel_pilot_adds_2_to_power_of_what_he_pilots() {
        adds_power_piloting("1_27", Light, 2);
    }

    /// Motti deploys for 3, or 1 with two Imperial starships on table; adds 2 to power of what
    /// he pilots; a Rebel pilot at his system is forfeit -1 (a starship with the pilot icon is
    /// not, and at a site he reduces nothing).
    fn card_1_164_admiral_motti() {
        adds_power_piloting("1_164", Dark, 2);
        for (ships, cost) in [(2, 1), (1, 3)] {
            let mut b = space(&["1_164", "1_299", "1_300"], &[]).at(Dark, "Black 2", SYSTEM);
            if ships == 2 {
                b = b.at(Dark, "Black 3", SYSTEM);
            }
            let s = b.hand(Dark, "Admiral Motti").build();
            let motti = s.card(Dark, "Admiral Motti");
            assert_eq!(s.q().stat(motti, Stat::Deploy), cost, "{ships} starships");
        }
        let s = space(&["1_164", "1_301"], &["1_143", "1_27", "1_140"])
            .at(Dark, "Devastator", SYSTEM)
            .on(Dark, "Admiral Motti", "Devastator")
            .at(Light, "Millennium Falcon", SYSTEM)
            .on(Light, "Rebel Pilot", "Millennium Falcon")
            .at(Light, "Corellian Corvette", SYSTEM)
            .build();
        let q = s.q();
        assert_eq!(q.forfeit(s.card(Light, "Rebel Pilot")), Some(1));
        assert_eq!(q.forfeit(s.card(Light, "Corellian Corvette")), Some(8));
        let s = space(&["1_164"], &["1_27"])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Admiral Motti", MOS_EISLEY)
            .at(Light, "Rebel Pilot", MOS_EISLEY)
            .build();
        assert_eq!(s.q().forfeit(s.card(Light, "Rebel Pilot")), Some(2));
    }

    /// Vader adds 3 to the power of a TIE he pilots, but 4 to power and 3 to maneuver of his
    /// Custom TIE; in battle each of Dark's battle destiny draws is +1; immune to attrition < 5.
    fn card_1_168_darth_vader() {
        let s = crewed("Black 2", "Darth Vader", true, Dark, &["1_299", "1_168"], &[]);
        assert_eq!(power(&s, Dark, "Black 2"), 1 + 3);
        assert_eq!(stat(&s, Dark, "Black 2", Stat::Maneuver), 4);
        assert_eq!(s.q().immunity(s.card(Dark, "Darth Vader")), 5);
        let tie = "Vader's Custom TIE";
        let s = crewed(tie, "Darth Vader", true, Dark, &["1_306", "1_168"], &[]);
        assert_eq!(power(&s, Dark, tie), 2 + 4);
        assert_eq!(stat(&s, Dark, tie, Stat::Maneuver), 3 + 3);
        let s = crewed(tie, "Darth Vader", false, Dark, &["1_306", "1_168"], &[]);
        assert_eq!(power(&s, Dark, tie), 0);
        // In a battle at Kiffex, Vader aboard the Devastator: Dark's draws are +1.
        let mut s = space(&["1_301", "1_168"], &["1_140"])
            .at(Dark, "Devastator", SYSTEM)
            .passenger(Dark, "Darth Vader", "Devastator")
            .at(Light, "Corellian Corvette", SYSTEM)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        let kessel = s.site(SYSTEM);
        let bonus = |s: &Scenario| s.q().fold(Quantity::BattleDestiny, QTarget::Player(Dark, Some(kessel)), 0);
        assert_eq!(bonus(&s), 0, "not in battle yet");
        s.answer(Answer::Battle(kessel));
        assert_eq!(bonus(&s), 1);
        assert_eq!(s.q().fold(Quantity::BattleDestiny, QTarget::Player(Light, Some(kessel)), 0), 0);
    }

    fn card_1_173_ds_61_2_piloting_black_2() {
        adds_power_piloting("1_173", Dark, 3);
        piloting_named_ship("1_173", Dark, "1_299", 1, true);
    }

    fn card_1_174_ds_61_3_piloting_black_3() {
        // DS-61-3 in Black 3; another ship here is Black 2.
        adds_power_piloting("1_174", Dark, 3);
        let s = crewed("Black 2", "DS-61-3", true, Dark, &["1_299", "1_174"], &[]);
        assert_eq!(stat(&s, Dark, "Black 2", Stat::Maneuver), 4, "not Black 3");
        let mut s = space(&["1_300", "1_174"], &["1_140"])
            .at(Dark, "Black 3", SYSTEM)
            .on(Dark, "DS-61-3", "Black 3")
            .at(Light, "Corellian Corvette", SYSTEM)
            .fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Battle)
            .build();
        assert_eq!(stat(&s, Dark, "Black 3", Stat::Maneuver), 3 + 1);
        let kessel = s.site(SYSTEM);
        s.answer(Answer::Battle(kessel));
        assert_eq!(draws(&s, Dark, kessel), 1, "{}", s.log());
    }

    /// Tarkin adds 2 to the power of what he pilots; in a battle with Vader, once per battle he
    /// cancels an opponent's destiny just drawn.
    fn card_1_179_grand_moff_tarkin() {
        adds_power_piloting("1_179", Dark, 2);
        for vader in [true, false] {
            let mut b = space(&["1_301", "1_179", "1_168"], &["1_140", "1_27", "1_3"])
                .at(Dark, "Devastator", SYSTEM)
                .passenger(Dark, "Grand Moff Tarkin", "Devastator");
            if vader {
                b = b.passenger(Dark, "Darth Vader", "Devastator");
            }
            let mut s = b
                .at(Light, "Corellian Corvette", SYSTEM)
                .on(Light, "Rebel Pilot", "Corellian Corvette")
                .on(Light, "Biggs Darklighter", "Corellian Corvette")
                .fill(Light, Pile::Force, 1)
                .phase(Light, Phase::Battle)
                .build();
            let kessel = s.site(SYSTEM);
            s.answer(Answer::Battle(kessel));
            // Light draws battle destiny (permanent pilot 1 + Rebel Pilot 2 + Biggs 2).
            let tarkin = s.card(Dark, "Grand Moff Tarkin");
            let mut offered = false;
            for _ in 0..30 {
                let options = s.options();
                if options.is_empty() {
                    break;
                }
                let use_tarkin =
                    |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == tarkin);
                if !offered && options.iter().any(use_tarkin) {
                    offered = true;
                    s.answer_with(use_tarkin);
                    continue;
                }
                let next = [Answer::DrawBattleDestiny, Answer::No, Answer::Pass]
                    .into_iter()
                    .find(|a| options.contains(a));
                let Some(next) = next else {
                    break; // the damage segment: the destinies are drawn
                };
                s.answer(next);
            }
            assert_eq!(offered, vader, "with Vader: {vader}\n{}", s.log());
            // Light's power 5 + 2 + 2, plus its battle destiny unless Tarkin cancelled it.
            let light = s.seen().find_map(|w| match w {
                What::BattleTotals { light, .. } => Some(*light),
                _ => None,
            });
            assert_eq!(light == Some(9), vader, "{}", s.log());
        }
    }

    fn card_1_3_biggs_darklighter_piloting_red_3() {
        adds_power_piloting("1_3", Light, 2);
        let s = crewed("Red 3", "Biggs Darklighter", true, Light, &[], &["1_145", "1_3"]);
        assert_eq!(stat(&s, Light, "Red 3", Stat::Maneuver), 4 + 1);
        let b = space(&["1_301"], &["1_145", "1_3"])
            .at(Light, "Red 3", SYSTEM)
            .on(Light, "Biggs Darklighter", "Red 3")
            .at(Dark, "Devastator", SYSTEM);
        assert_eq!(draws_in_battle(b, Light), 1);
    }

    fn card_1_13_jek_porkins_piloting_red_6() {
        adds_power_piloting("1_13", Light, 2);
        piloting_named_ship("1_13", Light, "2_72", 1, true);
    }

    /// Commander Praji adds 2 to power of what he pilots; piloting Devastator (not another
    /// Star Destroyer) also 1 to its hyperspeed; where he is present, C-3PO's game text is
    /// cancelled (not when he is elsewhere).
    fn card_1_167_commander_praji() {
        adds_power_piloting("1_167", Dark, 2);
        for (ship_id, ship, hyperspeed) in [
            ("1_301", "Devastator", 3 + 1),
            ("2_155", "Victory-Class Star Destroyer", 4),
        ] {
            let s = space(&["1_167", ship_id], &[])
                .at(Dark, ship, SYSTEM)
                .on(Dark, "Commander Praji", ship)
                .build();
            assert_eq!(stat(&s, Dark, ship, Stat::Hyperspeed), hyperspeed, "{ship}");
        }
        for (with_praji, active) in [(true, false), (false, true)] {
            let mut b = space(&["1_167"], &["1_5"])
                .site(Dark, MOS_EISLEY)
                .site(Light, "Tatooine: Dune Sea")
                .at(Light, "C-3PO (See-Threepio)", MOS_EISLEY);
            b = b.at(
                Dark,
                "Commander Praji",
                if with_praji { MOS_EISLEY } else { "Tatooine: Dune Sea" },
            );
            let s = b.build();
            assert_eq!(s.q().text_active(s.card(Light, "C-3PO (See-Threepio)")), active);
        }
    }

    fn card_2_23_wedge_antilles_piloting_red_2_and_his_slip() {
        adds_power_piloting("2_23", Light, 3);
        piloting_named_ship("2_23", Light, "2_70", 2, true);
        // 1 Force: a Corellian Slip from the Reserve Deck into hand; the deck is reshuffled.
        for force in [1, 0] {
            let mut s = space(&[], &["2_23", "2_47"])
                .site(Dark, MOS_EISLEY)
                .at(Light, "Wedge Antilles", MOS_EISLEY)
                .fill(Light, Pile::Force, force)
                .phase(Light, Phase::Deploy)
                .build();
            let wedge = s.card(Light, "Wedge Antilles");
            let slip = s.card(Light, "Corellian Slip");
            let use_wedge = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == wedge);
            let offered = s.options().iter().any(use_wedge);
            assert_eq!(offered, force == 1);
            if offered {
                s.answer_with(use_wedge);
                if s.options().contains(&Answer::Choose(slip)) {
                    s.answer(Answer::Choose(slip));
                }
                assert_eq!(s.place(slip), Place::Pile(Pile::Hand), "{}", s.log());
            }
        }
    }

    /// Han adds 2 to what he pilots, and piloting the Falcon 2 to maneuver and one battle
    /// destiny if unable otherwise; once during battle, for 1 Force, he cancels and re-draws
    /// Light's destiny just drawn.
    fn card_1_11_han_solo() {
        adds_power_piloting("1_11", Light, 2);
        piloting_named_ship("1_11", Light, "1_143", 2, true);
        let mut s = space(&["1_301"], &["1_143", "1_11"])
            .at(Light, "Millennium Falcon", SYSTEM)
            .on(Light, "Han Solo", "Millennium Falcon")
            .at(Dark, "Devastator", SYSTEM)
            .fill(Light, Pile::Force, 2)
            .phase(Light, Phase::Battle)
            .build();
        let kessel = s.site(SYSTEM);
        let han = s.card(Light, "Han Solo");
        s.answer(Answer::Battle(kessel));
        s.answer(Answer::DrawBattleDestiny);
        let use_han = |a: &Answer| matches!(a, Answer::Use { card, .. } if *card == han);
        assert!(s.options().iter().any(use_han), "{}", s.log());
        s.answer_with(use_han);
        let drawn: Vec<i32> = s
            .seen()
            .filter_map(|w| match w {
                What::DestinyDrawn { player: Light, value, .. } => Some(*value),
                _ => None,
            })
            .collect();
        assert_eq!(drawn.len(), 2, "{}", s.log());
    }

    /// Luke: generation +1 while not on Tatooine; adds 3 to what he pilots, 2 to Red 5's
    /// maneuver; immune to attrition < 3.
    fn card_1_19_luke_skywalker() {
        adds_power_piloting("1_19", Light, 3);
        piloting_named_ship("1_19", Light, "2_71", 2, false);
        let s = space(&["1_289", "1_296"], &["1_19", "1_145"])
            .site(Dark, TATOOINE)
            .site(Dark, MOS_EISLEY)
            .site(Dark, YAVIN)
            .at(Light, "Red 3", YAVIN)
            .at(Light, "Luke Skywalker", MOS_EISLEY)
            .build();
        let base = s.q().generation(Light);
        assert_eq!(s.q().immunity(s.card(Light, "Luke Skywalker")), 3);
        let s = space(&["1_289", "1_296"], &["1_19", "1_145"])
            .site(Dark, TATOOINE)
            .site(Dark, MOS_EISLEY)
            .site(Dark, YAVIN)
            .at(Light, "Red 3", YAVIN)
            .on(Light, "Luke Skywalker", "Red 3")
            .build();
        assert_eq!(s.q().generation(Light), base + 1, "off Tatooine");
    }

    /// Red Leader In Red 1: its permanent pilot provides ability 2 (it deploys alone to a
    /// system), adds 2 to power, and draws one battle destiny though ability 2 < 4.
    fn card_103_2_red_leader_in_red_1() {
        let s = space(&[], &["103_2"])
            .hand(Light, "Red Leader In Red 1")
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build();
        let kessel = s.site(SYSTEM);
        let red = s.card(Light, "Red Leader In Red 1");
        assert_eq!(s.deploy_options_for(red), vec![Dest::At(kessel)]);
        let mut s = space(&["1_301"], &["103_2"])
            .at(Light, "Red Leader In Red 1", SYSTEM)
            .at(Dark, "Devastator", SYSTEM)
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Battle)
            .build();
        let kessel = s.site(SYSTEM);
        assert_eq!(s.q().ability_at(Light, kessel), 2);
        assert_eq!(power(&s, Light, "Red Leader In Red 1"), 3 + 2);
        assert_eq!(draws(&s, Light, kessel), 0, "not in battle");
        s.answer(Answer::Battle(kessel));
        assert_eq!(s.prompt(), Some(Prompt::BattleDestiny { location: kessel }));
        assert_eq!(draws(&s, Light, kessel), 1);
    }

    /// Gold Leader In Gold 1: one slot, for a pilot or a passenger; permanent pilot ability 2,
    /// power +2, one battle destiny if unable otherwise.
    fn card_103_1_gold_leader_in_gold_1() {
        let s = space(&["1_301"], &["103_1", "1_27", "1_27"])
            .at(Light, "Gold Leader In Gold 1", SYSTEM)
            .at(Dark, "Devastator", SYSTEM)
            .hand(Light, "Rebel Pilot")
            .fill(Light, Pile::Force, 4)
            .phase(Light, Phase::Deploy)
            .build();
        let gold = s.card(Light, "Gold Leader In Gold 1");
        let pilot = s
            .cards(Light, "Rebel Pilot")
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("in hand");
        let dests = s.deploy_options_for(pilot);
        for placed_as in [0, 1] {
            assert!(dests.contains(&Dest::On { card: gold, placed_as }), "{dests:?}");
        }
        assert_eq!(power(&s, Light, "Gold Leader In Gold 1"), 2 + 2);
        let s = space(&["1_301"], &["103_1", "1_27", "1_27", "1_139"])
            .at(Light, "Gold Leader In Gold 1", SYSTEM)
            .passenger(Light, "Rebel Pilot", "Gold Leader In Gold 1")
            .hand(Light, "Rebel Pilot")
            .hand(Light, "Yavin 4: Massassi War Room") // keeps the window open
            .fill(Light, Pile::Force, 4)
            .phase(Light, Phase::Deploy)
            .build();
        let gold = s.card(Light, "Gold Leader In Gold 1");
        let pilot = s
            .cards(Light, "Rebel Pilot")
            .into_iter()
            .find(|&c| s.place(c) == Place::Pile(Pile::Hand))
            .expect("in hand");
        assert!(
            !s.deploy_options_for(pilot)
                .iter()
                .any(|d| matches!(d, Dest::On { card, .. } if *card == gold))
        );
        let b = space(&["1_301"], &["103_1"])
            .at(Light, "Gold Leader In Gold 1", SYSTEM)
            .at(Dark, "Devastator", SYSTEM);
        assert_eq!(draws_in_battle(b, Light), 1);
    }

    /// Tatooine: while its player controls the system, its total power in battles at Tatooine
    /// sites is +1 for each of its starships there (not at other sites, not without control).
    fn card_1_289_tatooine_starships_add_to_battles_at_its_sites() {
        system_adds_power((Dark, "1_289"), TATOOINE, MOS_EISLEY, Dark, "1_295");
    }

    fn card_1_296_yavin_4_starships_add_to_battles_at_its_sites() {
        system_adds_power((Dark, "1_296"), YAVIN, "Yavin 4: Jungle", Light, "1_137");
    }

    /// The Light Side's Tatooine and Yavin 4 (1_127, 1_135) share the Dark copies' script:
    /// the same bonuses, with Light's copy on table.
    fn card_1_127_tatooine_light_copy_starships_add_to_battles_at_its_sites() {
        system_adds_power((Light, "1_127"), TATOOINE, MOS_EISLEY, Dark, "1_295");
    }

    fn card_1_135_yavin_4_light_copy_starships_add_to_battles_at_its_sites() {
        system_adds_power((Light, "1_135"), YAVIN, "Yavin 4: Jungle", Light, "1_137");
    }

    // ----- Sectors (seed 003 §2-3) -----

    /// Bespin: Cloud City: while a player controls it, each of their starships there adds 1
    /// to their total power in battles at Cloud City sites (East Platform).
    fn card_5_165_bespin_cloud_city_starships_add_to_battles_at_cloud_city_sites() {
        let platform = "Cloud City: East Platform (Docking Bay)";
        system_adds_power((Dark, "5_165"), "Bespin: Cloud City", platform, Dark, "5_169");
    }

    /// The Light copy of Bespin: Cloud City shares the Dark copy's script.
    fn card_5_77_bespin_cloud_city_light_copy_starships_add_to_battles_at_cloud_city_sites() {
        let platform = "Cloud City: East Platform (Docking Bay)";
        system_adds_power((Light, "5_77"), "Bespin: Cloud City", platform, Dark, "5_169");
    }

    /// Clouds (Dark): starships are power and maneuver -2 there; Light drains 1 more there.
    fn card_5_174_clouds_starships_minus_2_and_light_drains_1_more() {
        clouds_weaken_starships_and_add_to_opponents_drain(Dark, "5_174");
    }

    /// Clouds (Dark): Dark controlling it may add 1 to its drain at a related site.
    fn card_5_174_clouds_dark_may_add_1_to_a_drain_at_a_related_site() {
        clouds_add_to_drain_at_related_site(Dark, "5_174");
    }

    /// Clouds (Light): starships are power and maneuver -2 there; Dark drains 1 more there.
    fn card_5_85_clouds_starships_minus_2_and_dark_drains_1_more() {
        clouds_weaken_starships_and_add_to_opponents_drain(Light, "5_85");
    }

    /// Clouds (Light): Light controlling it may add 1 to its drain at a related site.
    fn card_5_85_clouds_light_may_add_1_to_a_drain_at_a_related_site() {
        clouds_add_to_drain_at_related_site(Light, "5_85");
    }

    /// Asteroid Field (Dark): Dark controlling it may cancel Light's drain at Tatooine.
    fn card_4_155_asteroid_field_dark_cancels_a_drain_at_the_related_system() {
        cancels_drain_at_related_system(Dark, &[], "4_155", ASTEROIDS);
    }

    /// Asteroid Field (Light): Light controlling it may cancel Dark's drain at Tatooine.
    fn card_4_81_asteroid_field_light_cancels_a_drain_at_the_related_system() {
        cancels_drain_at_related_system(Light, &[], "4_81", ASTEROIDS);
    }

    /// Big One (Dark): Dark's drain there is +1 for each Asteroid Field at the same system
    /// (the Dark copy shows no Light icon: 0, 1, 2).
    fn card_4_156_big_one_dark_drains_1_more_per_asteroid_field() {
        for fields in 0..3usize {
            let mut ids = vec!["4_156"];
            ids.extend(std::iter::repeat_n("4_155", fields));
            let s = tatooine_sky(Dark, &ids).at(Dark, "TIE Scout", BIG_ONE).build();
            assert_eq!(s.q().drain_amount(Dark, s.site(BIG_ONE)), fields as i32);
        }
    }

    /// Big One (Light): Dark's drain there is +1 (1 Light icon: 2); Light's +1 per Asteroid
    /// Field at the same system (no Dark icon: 1 with one field).
    fn card_4_82_big_one_dark_drains_1_more_light_1_more_per_asteroid_field() {
        let s = tatooine_sky(Light, &["4_82", "4_81"]).at(Dark, "TIE Scout", BIG_ONE).build();
        assert_eq!(s.q().drain_amount(Dark, s.site(BIG_ONE)), 1 + 1);
        let s = tatooine_sky(Light, &["4_82", "4_81"]).at(Light, "X-wing", BIG_ONE).build();
        assert_eq!(s.q().drain_amount(Light, s.site(BIG_ONE)), 1);
    }

    /// Asteroid Field (Dark): 'Asteroid Rules' in effect there, by its Dark and Light texts.
    fn card_4_155_asteroid_field_asteroid_rules_in_effect() {
        asteroid_rules_at(Dark, Dark, &[], "4_155", ASTEROIDS);
        asteroid_rules_at(Dark, Light, &[], "4_155", ASTEROIDS);
    }

    /// Asteroid Field (Light): 'Asteroid Rules' in effect there, by its Light and Dark texts.
    fn card_4_81_asteroid_field_asteroid_rules_in_effect() {
        asteroid_rules_at(Light, Light, &[], "4_81", ASTEROIDS);
        asteroid_rules_at(Light, Dark, &[], "4_81", ASTEROIDS);
    }

    /// Big One (Dark): 'Asteroid Rules' in effect there, for both players; the Asteroid Field
    /// at Tatooine adds 1.
    fn card_4_156_big_one_asteroid_rules_in_effect() {
        asteroid_rules_at(Dark, Dark, &["4_155"], "4_156", BIG_ONE);
        asteroid_rules_at(Dark, Light, &["4_155"], "4_156", BIG_ONE);
    }

    /// Big One (Light): 'Asteroid Rules' in effect there, for both players; the Asteroid
    /// Field at Tatooine adds 1.
    fn card_4_82_big_one_asteroid_rules_in_effect() {
        asteroid_rules_at(Light, Light, &["4_81"], "4_82", BIG_ONE);
        asteroid_rules_at(Light, Dark, &["4_81"], "4_82", BIG_ONE);
    }

    /// Big One: Asteroid Cave Or Space Slug Belly (Dark): Dark controlling it may cancel
    /// Light's drain at the system related to Big One.
    fn card_4_157_asteroid_cave_dark_cancels_a_drain_at_big_ones_system() {
        cancels_drain_at_related_system(Dark, &["4_156"], "4_157", CAVE);
    }

    /// Big One: Asteroid Cave Or Space Slug Belly (Light): Light controlling it may cancel
    /// Dark's drain at the system related to Big One.
    fn card_4_83_asteroid_cave_light_cancels_a_drain_at_big_ones_system() {
        cancels_drain_at_related_system(Light, &["4_82"], "4_83", CAVE);
    }

    /// Big One: Asteroid Cave Or Space Slug Belly (Dark): 'Cave Rules' in effect there.
    fn card_4_157_asteroid_cave_cave_rules_in_effect() {
        cave_rules_at(Dark, "4_156", "4_157");
    }

    /// Big One: Asteroid Cave Or Space Slug Belly (Light): 'Cave Rules' in effect there.
    fn card_4_83_asteroid_cave_cave_rules_in_effect() {
        cave_rules_at(Light, "4_82", "4_83");
    }


    /// Kessel (Dark): Dark's starships deploy -1 here, -2 with Tarkin aboard a starship here;
    /// while Dark controls it, Kessel Run is canceled. (Light): Light needs total ability 6 to
    /// draw battle destiny here.
    fn card_1_288_kessel() {
        for (tarkin, cost) in [(false, 8 - 1), (true, 8 - 2)] {
            let mut b = premiere()
                .extra(Dark, card("1_288"))
                .extra(Dark, card("1_301"))
                .extra(Dark, card("2_155"))
                .extra(Dark, card("1_179"))
                .site(Dark, "Kessel")
                .at(Dark, VICTORY, "Kessel")
                .hand(Dark, "Devastator");
            b = if tarkin {
                b.passenger(Dark, "Grand Moff Tarkin", VICTORY)
            } else {
                b.at(Dark, "Grand Moff Tarkin", "Kessel")
            };
            let s = b.build();
            let kessel = s.site("Kessel");
            let devastator = s.card(Dark, "Devastator");
            let q = s.q();
            let paid = swccg_engine::flow::actions::payment_for(&q, Dark, devastator, Dest::At(kessel));
            assert_eq!(i32::from(paid.own), cost, "Tarkin aboard: {tarkin}");
        }
        // Kessel Run on Kessel is lost while Dark controls it.
        for control in [true, false] {
            let mut b = premiere()
                .extra(Dark, card("1_288"))
                .extra(Dark, card("2_155"))
                .extra(Light, card("1_52"))
                .extra(Light, card("1_140"))
                .site(Dark, "Kessel")
                .at(Dark, VICTORY, "Kessel")
                .at(Light, "Kessel Run", "Kessel");
            if !control {
                b = b.at(Light, "Corellian Corvette", "Kessel");
            }
            let s = b.phase(Dark, Phase::Control).build();
            let run = s.card(Light, "Kessel Run");
            assert_eq!(s.place(run) == Place::Pile(Pile::Lost), control);
        }
        // Light at Kessel with ability 5 draws no battle destiny; Dark with 2 does not either,
        // but by the usual 4.
        let mut s = premiere()
            .extra(Dark, card("1_288"))
            .extra(Dark, card("1_301"))
            .extra(Light, card("1_140"))
            .extra(Light, card("1_27"))
            .extra(Light, card("1_27"))
            .site(Dark, "Kessel")
            .at(Dark, "Devastator", "Kessel")
            .at(Light, "Corellian Corvette", "Kessel")
            .on(Light, "Rebel Pilot", "Corellian Corvette")
            .on(Light, "Rebel Pilot", "Corellian Corvette")
            .fill(Light, Pile::Force, 1)
            .phase(Light, Phase::Battle)
            .build();
        let kessel = s.site("Kessel");
        s.answer(Answer::Battle(kessel));
        assert_eq!(draws(&s, Light, kessel), 0, "ability 5 < 6");
        let need = |side| {
            s.q()
                .fold(Quantity::BattleDestinyAbility, QTarget::Player(side, Some(kessel)), 4)
        };
        assert_eq!((need(Light), need(Dark)), (6, 4));
    }

    /// Kashyyyk (Dark): Force drain +1 here; while Dark controls it, Wookiees are forfeit -3.
    /// (Light): your starships with a Wookiee aboard are power and forfeit +2 here.
    fn card_2_146_kashyyyk() {
        let s = premiere()
            .extra(Dark, card("2_146"))
            .extra(Dark, card("1_301"))
            .extra(Light, card("2_3"))
            .extra(Light, card("1_143"))
            .site(Dark, KASHYYYK)
            .at(Dark, "Devastator", KASHYYYK)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Chewbacca", MOS_EISLEY)
            .build();
        let kashyyyk = s.site(KASHYYYK);
        let q = s.q();
        assert_eq!(q.drain_amount(Dark, kashyyyk), 1 + 1);
        assert_eq!(q.forfeit(s.card(Light, "Chewbacca")), Some(6 - 3));
        let s = premiere()
            .extra(Dark, card("2_146"))
            .extra(Dark, card("1_301"))
            .extra(Light, card("2_3"))
            .extra(Light, card("1_143"))
            .site(Dark, KASHYYYK)
            .at(Dark, "Devastator", KASHYYYK)
            .at(Light, "Millennium Falcon", KASHYYYK)
            .on(Light, "Chewbacca", "Millennium Falcon")
            .build();
        let q = s.q();
        let falcon = s.card(Light, "Millennium Falcon");
        assert_eq!(q.forfeit(s.card(Light, "Chewbacca")), Some(6), "Dark does not control");
        assert_eq!(q.forfeit(falcon), Some(7 + 2));
        // Kashyyyk's 2, and Chewbacca's own 2 to what he pilots.
        assert_eq!(q.power(falcon), 3 + 2 + 2);
    }

    fn card_1_29_red_leader_adds_two_to_power_and_more_aboard_red_1() {
        adds_power_piloting("1_29", Light, 2);
        piloting_named_ship("1_29", Light, "1_144", 1, true);
    }

    fn card_1_29_red_leader_adds_one_to_forfeit_of_other_red_squadron_pilots() {
        // The Rebel Pilot piloting Red 3 is a Red Squadron pilot; piloting Gold 1 he is not.
        for (ship_id, bonus) in [("1_145", 1), ("1_141", 0)] {
            let ship = title(ship_id);
            let s = space(&[], &["1_144", ship_id, "1_29", "1_27"])
                .at(Light, "Red 1", SYSTEM)
                .on(Light, "Red Leader", "Red 1")
                .at(Light, &ship, SYSTEM)
                .on(Light, "Rebel Pilot", &ship)
                .build();
            let q = s.q();
            let (pilot, leader) = (s.card(Light, "Rebel Pilot"), s.card(Light, "Red Leader"));
            let printed = |c| q.bp(c).forfeit.unwrap_or(0);
            assert_eq!(q.stat(pilot, Stat::Forfeit), printed(pilot) + bonus, "{ship}");
            assert_eq!(q.stat(leader, Stat::Forfeit), printed(leader), "not himself");
        }
    }

    fn card_2_151_black_4_may_add_one_pilot() {
        takes_one_pilot("2_151");
    }

    fn card_2_98_officer_evax_adds_two_to_power_of_anything_he_pilots() {
        adds_power_piloting("2_98", Dark, 2);
    }

    fn card_2_72_red_6_may_add_one_pilot() {
        let s = space(&[], &["2_72"]).build();
        let cap = s.q().bp(s.card(Light, "Red 6")).capacity;
        assert_eq!((cap.pilots, cap.passengers, cap.either), (1, 0, 0));
    }

    fn card_2_153_tie_assault_squadron_replaces_three_tie_lns_at_one_location() {
        // Two TIE/lns at the system are not enough; three are replaced.
        assert!(!squadron_replaces(Dark, "2_153", &["1_304", "1_304"], None).0);
        let (replaced, s) = squadron_replaces(Dark, "2_153", &["1_304", "1_304", "1_299"], None);
        assert!(replaced);
        let squadron = s.card(Dark, "TIE Assault Squadron");
        assert_eq!(s.place(s.card(Dark, "Black 2")), Place::Pile(Pile::Used));
        // Permanent pilots provide total ability of 3: piloted, with its power.
        assert_eq!(s.q().presence_ability(squadron), 3);
        assert_eq!(s.q().power(squadron), 3);
    }

    fn card_7_303_death_star_assault_squadron_is_vader_and_his_wingmen() {
        const DSAS: &str = "Death Star Assault Squadron";
        // Its permanent pilots provide ability 10 and add 9 to its printed power 3.
        let s = space(&["7_303"], &[]).at(Dark, DSAS, SYSTEM).build();
        let squadron = s.card(Dark, DSAS);
        assert_eq!(s.q().presence_ability(squadron), 10);
        assert_eq!(s.q().power(squadron), 3 + 9);
        // Its permanent pilots and their starships are its personas (CR 1.6): with it on
        // table neither Darth Vader nor Black 2 may come, and with Darth Vader on table it
        // may not.
        let deploying = |id: &str, on_table: &str, at: &str, in_hand: &str| {
            space(&["7_303", id], &[])
                .site(Dark, MOS_EISLEY)
                .at(Dark, on_table, at)
                .hand(Dark, in_hand)
                .hand(Dark, KEEPER)
                .fill(Dark, Pile::Force, 15)
                .phase(Dark, Phase::Deploy)
                .build()
        };
        for (id, title) in [("1_168", "Darth Vader"), ("1_299", "Black 2")] {
            let s = deploying(id, DSAS, SYSTEM, title);
            let other = s.card(Dark, title);
            assert_eq!(
                s.game.why_not(Dark, other, Dest::At(s.site(MOS_EISLEY))),
                Some(WhyNot::Persona {
                    card: other,
                    version: s.card(Dark, DSAS)
                }),
                "{title}"
            );
        }
        let s = deploying("1_168", "Darth Vader", MOS_EISLEY, DSAS);
        let squadron = s.card(Dark, DSAS);
        assert_eq!(
            s.game.why_not(Dark, squadron, Dest::At(s.site(SYSTEM))),
            Some(WhyNot::Persona {
                card: squadron,
                version: s.card(Dark, "Darth Vader")
            })
        );
    }

    fn card_2_74_y_wing_assault_squadron_replaces_three_y_wings_and_carries_their_pilot() {
        assert!(!squadron_replaces(Light, "2_74", &["1_147", "1_147"], None).0);
        let (replaced, s) =
            squadron_replaces(Light, "2_74", &["1_147", "1_147", "1_147"], Some("1_27"));
        assert!(replaced);
        let squadron = s.card(Light, "Y-wing Assault Squadron");
        // "May add 3 pilots or passengers": the Rebel Pilot comes aboard, as pilot.
        let pilot = s.card(Light, "Rebel Pilot");
        assert_eq!(s.place(pilot), Place::On { card: squadron });
        assert_eq!(s.q().presence_ability(squadron), 3 + s.q().ability(pilot));
    }

    /// Fear Will Keep Them In Line on a capital starship adds 1 to its player's total power in
    /// battles at the sites of the planet of the system the starship is at, while that player
    /// controls the system: not at the system itself, not while the opponent's starship
    /// contests it, not at another planet's sites, never to the opponent. With Lieutenant
    /// Venka on table it also adds 1 to attrition against the opponent, where it adds power.
    fn card_1_216_fear_will_keep_them_in_line_adds_power_at_related_sites() {
        // (the starship's system, Light's corvette there too, Venka on table: what the card
        // adds to Dark's total power and to attrition against Light at Mos Eisley)
        for (system, contested, venka, power, attrition) in [
            (TATOOINE, false, false, 1, 0),
            (TATOOINE, false, true, 1, 1),
            (TATOOINE, true, true, 0, 0),
            (SYSTEM, false, true, 0, 0),
        ] {
            let build = |fear: bool| {
                let mut b = premiere()
                    .extra(Dark, card("1_302"))
                    .extra(Dark, card("1_216"))
                    .extra(Dark, card("4_105"))
                    .extra(Dark, card("1_289"))
                    .extra(Dark, card("2_147"))
                    .extra(Light, card("1_140"))
                    .site(Dark, TATOOINE)
                    .site(Dark, SYSTEM)
                    .site(Dark, MOS_EISLEY)
                    .at(Dark, ISD, system);
                if fear {
                    b = b.on(Dark, FEAR, ISD);
                }
                if contested {
                    b = b.at(Light, "Corellian Corvette", system);
                }
                if venka {
                    b = b.at(Dark, VENKA, MOS_EISLEY);
                }
                b.build()
            };
            let (with, without) = (build(true), build(false));
            let added = |quantity, side, at: &str| {
                let fold = |s: &Scenario| {
                    s.q().fold(quantity, QTarget::Player(side, Some(s.site(at))), 0)
                };
                fold(&with) - fold(&without)
            };
            let case = format!("{system}, contested {contested}, Venka {venka}");
            assert_eq!(added(Quantity::TotalPower, Dark, MOS_EISLEY), power, "{case}");
            assert_eq!(added(Quantity::Attrition, Light, MOS_EISLEY), attrition, "{case}");
            assert_eq!(added(Quantity::TotalPower, Light, MOS_EISLEY), 0, "{case}");
            assert_eq!(added(Quantity::Attrition, Dark, MOS_EISLEY), 0, "{case}");
            assert_eq!(added(Quantity::TotalPower, Dark, system), 0, "{case}");
        }
    }

    /// Fear Will Keep Them In Line deploys on a capital starship of either player, never on a
    /// starfighter.
    fn card_1_216_fear_will_keep_them_in_line_deploys_on_any_capital_starship() {
        let mut s = space(&["1_302", "1_304", "1_216"], &["1_140"])
            .at(Dark, ISD, SYSTEM)
            .at(Dark, "TIE Fighter", SYSTEM)
            .at(Light, "Corellian Corvette", SYSTEM)
            .hand(Dark, FEAR)
            .phase(Dark, Phase::Deploy)
            .build();
        // Both capital starships, the TIE Fighter not.
        let corvette = s.card(Light, "Corellian Corvette");
        let mut capital = vec![s.card(Dark, ISD), corvette];
        capital.sort();
        assert_eq!(crate::support::bearers_offered(&s, Dark, FEAR), capital);
        // Deployed on Light's starship, it stays there.
        let fear = s.card_in_hand(Dark, FEAR);
        let to = *s
            .deploy_options_for(fear)
            .iter()
            .find(|d| matches!(d, Dest::On { card, .. } if *card == corvette))
            .expect("on the corvette");
        s.answer(Answer::Deploy { card: fear, to });
        assert_eq!(s.place(fear), Place::On { card: corvette }, "{}", s.log());
    }

    /// Lieutenant Venka is power +2 at the same site as Tarkin or Chief Bast, at an Executor
    /// site, or once the Death Star system has been blown away; printed 2 alone, with Tarkin
    /// at another site, or with another planet blown away. Fear Will Keep Them In Line is
    /// destiny +2 (4 printed, 6) while she is on table, and adds 1 to attrition against Light
    /// where it adds to Dark's power.
    fn card_4_105_lieutenant_venka() {
        let base = || {
            premiere()
                .extra(Dark, card("4_105"))
                .extra(Dark, card("1_179"))
                .extra(Dark, card("1_165"))
                .extra(Dark, card("1_216"))
                .extra(Dark, card("4_161"))
                .extra(Dark, card("2_143"))
                .extra(Dark, card("1_289"))
                .site(Dark, TATOOINE)
                .site(Dark, "Death Star")
                .site(Dark, MOS_EISLEY)
                .site(Dark, "Tatooine: Jawa Camp")
        };
        let venka = |b: Builder| power(&b.build(), Dark, VENKA);
        assert_eq!(venka(base().at(Dark, VENKA, MOS_EISLEY)), 2);
        let with = |other: &str, site: &str| {
            venka(base().at(Dark, VENKA, MOS_EISLEY).at(Dark, other, site))
        };
        assert_eq!(with("Grand Moff Tarkin", MOS_EISLEY), 4);
        assert_eq!(with("Chief Bast", MOS_EISLEY), 4);
        assert_eq!(with("Grand Moff Tarkin", "Tatooine: Jawa Camp"), 2);
        assert_eq!(venka(base().site(Dark, "Executor: Holotheatre").at(Dark, VENKA, "Executor: Holotheatre")), 4);
        for (blown, expected) in [("Death Star", 4), (TATOOINE, 2)] {
            let mut s = base().at(Dark, VENKA, "Tatooine: Jawa Camp").build();
            let system = s.site(blown);
            s.mutate(|cx| cx.blow_away(system));
            assert_eq!(power(&s, Dark, VENKA), expected, "{blown} blown away");
        }
        // Fear Will Keep Them In Line's destiny, drawn from the Reserve Deck.
        for (on_table, destiny) in [(true, 6), (false, 4)] {
            let mut b = base().reserve_top(Dark, &[FEAR]);
            if on_table {
                b = b.at(Dark, VENKA, MOS_EISLEY);
            }
            let s = b.build();
            assert_eq!(stat(&s, Dark, FEAR, Stat::Destiny), destiny, "Venka on table {on_table}");
        }
        // Attrition against Light at Mos Eisley: 1 where Fear Will Keep Them In Line adds
        // power (on a Star Destroyer at Tatooine, which Dark controls), none without it.
        for fear in [true, false] {
            let mut b = base()
                .extra(Dark, card("1_302"))
                .at(Dark, ISD, TATOOINE)
                .at(Dark, VENKA, "Tatooine: Jawa Camp");
            if fear {
                b = b.on(Dark, FEAR, ISD);
            }
            let s = b.build();
            let at = QTarget::Player(Light, Some(s.site(MOS_EISLEY)));
            assert_eq!(s.q().fold(Quantity::Attrition, at, 0), i32::from(fear), "fear {fear}");
        }
    }
}

/// A system (`id`, `system`) adds 1 to its controller's total power in battles at a site of
/// its planet (`site`) per starship of theirs at the system.
fn system_adds_power(
    (owner, id): (Side, &str),
    system: &str,
    site: &str,
    site_side: Side,
    site_id: &str,
) {
    for (control, ships) in [(true, 2), (true, 1), (false, 1)] {
        let mut b = premiere()
            .extra(owner, card(id))
            .extra(Dark, card("1_302"))
            .extra(Dark, card("1_302"))
            .extra(Light, card("1_140"))
            .extra(site_side, card(site_id))
            .site(owner, system)
            .site(site_side, site)
            .at(Dark, ISD, system);
        if ships == 2 {
            b = b.at(Dark, ISD, system);
        }
        if !control {
            b = b.at(Light, "Corellian Corvette", system);
        }
        let s = b.build();
        let (sys, at) = (s.site(system), s.site(site));
        let q = s.q();
        let bonus = q.fold(Quantity::TotalPower, QTarget::Player(Dark, Some(at)), 0);
        let expected = if control { ships } else { 0 };
        assert_eq!(bonus, expected, "control {control}, {ships} ships");
        assert_eq!(
            q.fold(Quantity::TotalPower, QTarget::Player(Dark, Some(sys)), 0),
            0
        );
        assert_eq!(
            q.fold(Quantity::TotalPower, QTarget::Player(Light, Some(at)), 0),
            0
        );
    }
    // The Light half does the same for Light's starships.
    let s = premiere()
        .extra(owner, card(id))
        .extra(Light, card("1_140"))
        .extra(site_side, card(site_id))
        .site(owner, system)
        .site(site_side, site)
        .at(Light, "Corellian Corvette", system)
        .build();
    let at = s.site(site);
    let q = s.q();
    assert_eq!(
        q.fold(Quantity::TotalPower, QTarget::Player(Light, Some(at)), 0),
        1
    );
    assert_eq!(
        q.fold(Quantity::TotalPower, QTarget::Player(Dark, Some(at)), 0),
        0
    );
}

/// Puts these starfighters of `side` at the system (a pilot character aboard the first, if
/// any) and the squadron `squadron` in hand, in `side`'s deploy phase; replaces them when the
/// squadron may, and says whether it did.
pub(crate) fn squadron_replaces(
    side: Side,
    squadron: &str,
    fighters: &[&str],
    pilot: Option<&str>,
) -> (bool, Scenario) {
    let mut b = premiere()
        .extra(Dark, card("2_147"))
        .extra(side, card(squadron));
    for id in fighters {
        b = b.extra(side, card(id));
    }
    if let Some(id) = pilot {
        b = b.extra(side, card(id));
    }
    b = b.site(Dark, SYSTEM);
    for (i, id) in fighters.iter().enumerate() {
        b = b.at(side, &title(id), SYSTEM);
        if let (0, Some(p)) = (i, pilot) {
            b = b.on(side, &title(p), &title(id));
        }
    }
    let mut s = b
        .hand(side, &title(squadron))
        .hand(Dark, KEEPER)
        .phase(side, Phase::Deploy)
        .build();
    let card = s.card(side, &title(squadron));
    let option = s
        .options()
        .into_iter()
        .find(|a| matches!(a, Answer::Replace { card: c, .. } if *c == card));
    let Some(answer) = option else {
        return (false, s);
    };
    s.answer(answer);
    (
        s.place(card)
            == Place::At {
                location: s.site(SYSTEM),
            },
        s,
    )
}
