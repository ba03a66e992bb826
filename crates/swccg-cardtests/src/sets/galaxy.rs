//! Tests of the planets of the Special Edition 1998 World Championship decks: the systems
//! (Premiere's Alderaan, the Jedi Pack's Eriadu) and the Special Edition generic sites (◇),
//! each deployed to a planet. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::use_text;
use crate::support::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::flow::actions::payment_for;
use swccg_engine::query::Target as QTarget;
use swccg_engine::scenario::{Builder, Scenario};
use swccg_engine::script::{Quantity, Rule, Stat};
use swccg_engine::state::Flags;
use swccg_engine::{Answer, CardId, Phase, Pile, Place, What};

const ERIADU: &str = "Eriadu";
const ALDERAAN: &str = "Alderaan";
const KESSEL: &str = "Kessel";
const TATOOINE: &str = "Tatooine";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";

/// The Premiere decks with Eriadu (Dark's) and Alderaan (Light's) on table and the given
/// cards added to the decks.
fn planets(dark: &[&str], light: &[&str]) -> Builder {
    let mut b = premiere()
        .extra(Dark, card("102_7"))
        .extra(Light, card("1_121"));
    for id in dark {
        b = b.extra(Dark, card(id));
    }
    for id in light {
        b = b.extra(Light, card(id));
    }
    b.site(Dark, ERIADU).site(Light, ALDERAAN)
}

/// The planets (named by a location of each) a generic site in hand may deploy to.
fn planets_offered(s: &Scenario, site: CardId) -> Vec<String> {
    let q = s.q();
    let mut out: Vec<String> = s
        .deploy_options_for(site)
        .into_iter()
        .filter_map(|d| match d {
            Dest::Row {
                planet: Some(p), ..
            } => q.planet(p).map(str::to_string),
            _ => None,
        })
        .collect();
    out.dedup();
    out
}

/// The planets a generic site of `side`'s may deploy to with Eriadu, Alderaan, Kessel and
/// Tatooine on table.
fn offered_among_four(side: Side, id: &str, title: &str) -> Vec<String> {
    let s = planets(&["1_288", "1_289"], &[])
        .extra(side, card(id))
        .site(Dark, KESSEL)
        .site(Dark, TATOOINE)
        .hand(side, title)
        .phase(side, Phase::Deploy)
        .build();
    let site = s.card(side, title);
    let mut out = planets_offered(&s, site);
    out.sort();
    out
}

/// A value of `side` at a location folded from the texts on table.
fn fold_at(s: &Scenario, quantity: Quantity, side: Side, at: CardId) -> i32 {
    s.q().fold(quantity, QTarget::Player(side, Some(at)), 0)
}

/// Uses a Swamp's search (no creature deploys: the Reserve Deck is reshuffled) and checks it
/// is not offered again this deploy phase.
fn swamp_search_once(mut s: Scenario, swamp: CardId) {
    let used = use_text(swamp);
    let answer = *s
        .options()
        .iter()
        .find(|a| used(a))
        .unwrap_or_else(|| panic!("the Swamp's search: {:?}", s.options()));
    s.answer(answer);
    assert_eq!(s.state().phase, Phase::Deploy);
    assert!(!s.options().iter().any(&used), "{:?}", s.options());
}

/// Destinies drawn in a battle Dark initiates at a Desert of Eriadu (a Stormtrooper against a
/// Rebel Trooper) where both players decline battle destiny, with `night` (an effect of
/// `owner`'s titled `title`) on Eriadu when given.
fn power_destinies_in_battle(night: &[&str], title: &str, owner: Side) -> usize {
    let mut b = planets(&["7_281"], &[])
        .generic_site(Dark, "Desert", ERIADU)
        .at(Dark, "Stormtrooper", "Desert")
        .at(Light, "Rebel Trooper", "Desert")
        .fill(Dark, Pile::Force, 4)
        .fill(Light, Pile::Force, 4);
    for id in night {
        b = b.extra(owner, card(id));
    }
    if !night.is_empty() {
        b = b.at(owner, title, ERIADU);
    }
    let mut s = b.phase(Dark, Phase::Battle).build();
    let desert = s.site("Desert");
    s.answer(Answer::Battle(desert));
    for _ in 0..40 {
        if s.state().battle.is_none()
            && s.seen()
                .any(|w| matches!(w, swccg_engine::What::BattleEnded { .. }))
        {
            break;
        }
        let options = s.options();
        if options.is_empty() {
            break;
        }
        let answer = if options.contains(&Answer::No) {
            Answer::No
        } else if options.contains(&Answer::Pass) {
            Answer::Pass
        } else {
            options[0]
        };
        s.answer(answer);
    }
    s.seen()
        .filter(|w| matches!(w, swccg_engine::What::DestinyDrawn { .. }))
        .count()
}

const OCCUPATION: &str = "Imperial Occupation / Imperial Control";
const UPRISING: &str = "Local Uprising / Liberation";

/// Imperial Occupation on table aiming at Eriadu, Dark's generic sites of Eriadu named in
/// `sites` (Desert, Forest, Jungle), and an Eriadu Operative at each of the first `operatives`.
fn occupation(sites: &[&str], operatives: usize) -> Builder {
    let mut b = planets(
        &[
            "7_298", "7_281", "7_284", "7_285", "7_177", "7_177", "7_177",
        ],
        &[],
    )
    .on_table(Dark, OCCUPATION)
    .aim(Dark, OCCUPATION, ERIADU);
    for site in sites {
        b = b.generic_site(Dark, site, ERIADU);
    }
    for site in &sites[..operatives] {
        b = b.at(Dark, "Eriadu Operative", site);
    }
    b
}

/// Local Uprising on table aiming at Alderaan, with Light's generic sites and Alderaan
/// Operatives there (as `occupation`).
fn uprising(sites: &[&str], operatives: usize) -> Builder {
    let mut b = planets(
        &[],
        &["7_137", "7_119", "7_121", "7_122", "7_1", "7_1", "7_1"],
    )
    .on_table(Light, UPRISING)
    .aim(Light, UPRISING, ALDERAAN);
    for site in sites {
        b = b.generic_site(Light, site, ALDERAAN);
    }
    for site in &sites[..operatives] {
        b = b.at(Light, "Alderaan Operative", site);
    }
    b
}

/// A game of `side`'s with the cards `ids` (GEMP ids) added, set up with seed `seed` answering
/// every set-up question with its first option: its objective (`names.0`) deployed the planet
/// system `names.1` and the generic site `names.2` at that planet, and aims at the system.
fn starts_aiming_at_a_planet(side: Side, ids: &[&str], seed: u64, names: (&str, &str, &str)) {
    use door::Game as _;
    let (title, planet, site) = names;
    let (dark, light): (&[&str], &[&str]) = match side {
        Dark => (ids, &[]),
        Light => (&[], ids),
    };
    let mut game = crate::support::premiere_game_with(dark, light, &[], &[], seed);
    while game.state().turn == 0 {
        let p = game.pending().cloned().expect("a set-up question");
        game.answer(p.id, &p.options[0]).unwrap();
    }
    let (st, cat) = (game.state(), game.catalogue());
    let find = |title: &str| {
        cat.ids()
            .find(|&c| cat.bp(c).title == title && cat.owner(c) == side)
            .expect("in the deck")
    };
    let (objective, system, site) = (find(title), find(planet), find(site));
    assert_eq!(st.place(system), Place::Location);
    assert_eq!(st.place(site), Place::Location);
    assert_eq!(st.card(objective).target, Some(system));
    assert_eq!(
        swccg_engine::query::Q::new(cat, st).planet(site),
        Some(planet)
    );
}

/// `side`'s objective `title` flipped, on the table `tables[0]` prepares (matching operatives
/// at the Desert, with an opponent's character, and at the Forest) with Mos Eisley added: the
/// opponent's drains are -1 and `side`'s are not; an operative alone is power `bonus[0]` above
/// printed, the one with the opponent's character `bonus[1]`, and forfeit `bonus[2]` above
/// printed. On `tables[1]` (one occupied site) it flips back.
fn flipped_bonuses_and_flip_back(
    tables: [Builder; 2],
    side: Side,
    title: &str,
    operative: &str,
    bonus: [i32; 3],
) {
    let [full, one] = tables;
    let s = full
        .site(Dark, MOS_EISLEY)
        .flag(side, title, Flags::FLIPPED)
        .phase(side, Phase::Control)
        .build();
    assert!(s.state().flag(s.card(side, title), Flags::FLIPPED));
    let q = s.q();
    let mos = s.site(MOS_EISLEY);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, side.opponent(), mos), -1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, side, mos), 0);
    let ops = s.cards(side, operative);
    let (with_enemy, alone) = if q.st.location_of(ops[0]) == Some(s.site("Desert")) {
        (ops[0], ops[1])
    } else {
        (ops[1], ops[0])
    };
    let bp = q.bp(alone);
    assert_eq!(q.power(alone), bp.stat(Stat::Power) + bonus[0]);
    assert_eq!(q.power(with_enemy), bp.stat(Stat::Power) + bonus[1]);
    assert_eq!(q.forfeit(alone), Some(bp.stat(Stat::Forfeit) + bonus[2]));
    let s = one
        .flag(side, title, Flags::FLIPPED)
        .phase(side, Phase::Control)
        .build();
    assert!(!s.state().flag(s.card(side, title), Flags::FLIPPED));
}

/// `side`'s objective `title` (front side up, aiming at `planet`) on the table `b` prepares:
/// in `side`'s deploy phase its text deploys a generic site from the Reserve Deck to that
/// planet and no other, once per deploy phase.
fn objective_deploys_a_site_to_its_planet_only(b: Builder, side: Side, title: &str, planet: &str) {
    let mut s = b.phase(side, Phase::Deploy).build();
    let objective = s.card(side, title);
    let aimed = s.site(planet);
    assert!(!s.state().flag(objective, Flags::FLIPPED));
    let used = use_text(objective);
    let answer = *s
        .options()
        .iter()
        .find(|a| used(a))
        .expect("the objective's text");
    s.answer(answer);
    let offered = s.options();
    let to_planet = |a: &Answer, want: bool| matches!(a, Answer::Deploy { to: Dest::Row { planet: Some(p), .. }, .. } if (*p == aimed) == want);
    assert!(offered.iter().any(|a| to_planet(a, true)), "{offered:?}");
    assert!(!offered.iter().any(|a| to_planet(a, false)), "{offered:?}");
    let first = *offered
        .iter()
        .find(|a| matches!(a, Answer::Deploy { .. }))
        .expect("a site");
    s.answer(first);
    assert!(!s.options().iter().any(&used));
}

/// `side`'s flipped objective `title`: deploying a matching `operative` (from hand, on the
/// table `deploy` prepares) to one of its planet's sites retrieves exactly 1 Force; in a battle
/// at the Desert of the planet (on the table `battle` prepares: operatives at two battleground
/// sites, so that the objective stays flipped) its action adds exactly one battle destiny for
/// `side`.
fn control_retrieves_and_adds_battle_destiny(
    tables: [Builder; 2],
    side: Side,
    title: &str,
    operative: &str,
) {
    let [deploy, battle] = tables;
    let mut s = deploy
        .flag(side, title, Flags::FLIPPED)
        .hand(side, operative)
        .fill(side, Pile::Force, 4)
        .fill(side, Pile::Lost, 3)
        .phase(side, Phase::Deploy)
        .build();
    let objective = s.card(side, title);
    let in_hand = *s
        .cards(side, operative)
        .iter()
        .find(|&&c| s.place(c) == Place::Pile(Pile::Hand))
        .expect("in hand");
    let lost = s.pile(side, Pile::Lost).len();
    s.answer(Answer::Deploy {
        card: in_hand,
        to: Dest::At(s.site("Desert")),
    });
    let used = use_text(objective);
    let answer = *s.options().iter().find(|a| used(a)).expect("the retrieval");
    s.answer(answer);
    assert_eq!(s.pile(side, Pile::Lost).len(), lost - 1);
    let mut s = battle
        .flag(side, title, Flags::FLIPPED)
        .fill(side, Pile::Force, 4)
        .phase(side, Phase::Battle)
        .build();
    let objective = s.card(side, title);
    s.answer(Answer::Battle(s.site("Desert")));
    assert!(crate::support::drive_until(&mut s, use_text(objective), 20));
    assert!(s.state().flag(objective, Flags::FLIPPED));
    assert_eq!(s.state().phase, Phase::Battle, "{}", s.log());
    s.answer_with(use_text(objective));
    let added: i32 = s
        .seen()
        .filter_map(|e| match e {
            What::BattleDestinyAdded { player, count } if *player == side => Some(*count),
            _ => None,
        })
        .sum();
    assert_eq!(added, 1, "{}", s.log());
}

/// Spaceport Docking Bay of `side`'s (`id`) at its planet: transit costs 2 for `side` and 3
/// for the other player; `side`'s starfighter (`ships[0]`) deploys there 1 less than its
/// printed cost and its freighter (`ships[1]`) 2 less; the other player's pilot character
/// (`pilot`) deploys there 1 more; and the site deploys to the planets on table except
/// Yavin 4.
fn spaceport_docking_bay(side: Side, id: &str, ships: [&str; 2], pilot: &str) {
    let foe = side.opponent();
    let (mine, theirs) = (vec![id, ships[0], ships[1]], vec![pilot]);
    let (dark, light) = match side {
        Dark => (mine, theirs),
        Light => (theirs, mine),
    };
    let planet = match side {
        Dark => ERIADU,
        Light => ALDERAAN,
    };
    let title = |id: &str| card(id).title().trim_start_matches('•').to_string();
    let s = planets(&dark, &light)
        .generic_site(side, "Spaceport Docking Bay", planet)
        .hand(side, &title(ships[0]))
        .hand(side, &title(ships[1]))
        .hand(foe, &title(pilot))
        .phase(side, Phase::Deploy)
        .build();
    let bay = s.site("Spaceport Docking Bay");
    let q = s.q();
    assert_eq!(q.transit_cost(side, bay), 2);
    assert_eq!(q.transit_cost(foe, bay), 3);
    let cost = |who: Side, id: &str| {
        let c = s.card(who, &title(id));
        (
            i32::from(payment_for(&q, who, c, Dest::At(bay)).own),
            q.bp(c).stat(Stat::Deploy),
        )
    };
    let (fighter, printed) = cost(side, ships[0]);
    assert_eq!(fighter, printed - 1, "the starfighter");
    let (freighter, printed) = cost(side, ships[1]);
    assert_eq!(freighter, printed - 2, "the freighter");
    let (pilot_cost, printed) = cost(foe, pilot);
    assert_eq!(pilot_cost, printed + 1, "the other player's pilot");
    // "May not deploy to … Yavin 4": with Yavin 4 on table, every planet but it.
    let s = planets(&["1_296"], &[])
        .extra(side, card(id))
        .site(Dark, "Yavin 4")
        .hand(side, "Spaceport Docking Bay")
        .phase(side, Phase::Deploy)
        .build();
    let mut offered = planets_offered(&s, s.card(side, "Spaceport Docking Bay"));
    offered.sort();
    assert_eq!(offered, vec![ALDERAAN, ERIADU]);
}

/// A nighttime effect of `side`'s (`id`, titled `title`) in hand deploys to a planet system
/// (its own planet's, Eriadu for Dark and Alderaan for Light), not to a site of it; deployed,
/// it is at the system.
fn nighttime_deploys_to_a_planet_system(side: Side, id: &str, title: &str) {
    let (planet, dark, light) = match side {
        Dark => (ERIADU, vec![id, "7_281"], vec![]),
        Light => (ALDERAAN, vec![], vec![id, "7_119"]),
    };
    let mut s = planets(&dark, &light)
        .generic_site(side, "Desert", planet)
        .hand(side, title)
        .fill(side, Pile::Force, 4)
        .phase(side, Phase::Deploy)
        .build();
    let effect = s.card(side, title);
    let system = s.site(planet);
    let options = s.deploy_options_for(effect);
    assert!(options.contains(&Dest::At(system)), "{options:?}");
    assert!(
        !options.contains(&Dest::At(s.site("Desert"))),
        "{options:?}"
    );
    s.answer(Answer::Deploy {
        card: effect,
        to: Dest::At(system),
    });
    assert_eq!(s.state().location_of(effect), Some(system));
}

/// Spaceport Street's free move, for `side` (whose copy it is, on `planet`): a character of
/// `side`'s at the Street moves for no Force to the related Spaceport City and back, but not to
/// the Desert of the same planet (1 Force, none in the pile), nor to the other player's
/// Spaceport City on the other planet; the other player's character gets no free move.
fn spaceport_street_free_move(
    side: Side,
    ids: [&str; 3],
    planet: &str,
    other: &str,
    who: [&str; 2],
) {
    let [street, city, desert] = ids;
    let foe = side.opponent();
    let (mine, theirs) = (who[0], who[1]);
    let (dark_ids, light_ids) = match side {
        Dark => (vec![street, city, desert], vec!["7_125"]),
        Light => (vec!["7_288"], vec![street, city, desert]),
    };
    let build = |at: &str, mover: Side, title: &str| {
        let dark: Vec<&str> = dark_ids.clone();
        let light: Vec<&str> = light_ids.clone();
        planets(&dark, &light)
            .generic_site(side, "Spaceport Street", planet)
            .generic_site(side, "Spaceport City", planet)
            .generic_site(side, "Desert", planet)
            .generic_site(foe, "Spaceport City", other)
            .at(mover, title, at)
            .phase(mover, Phase::Move)
            .build()
    };
    let mut s = build("Spaceport Street", side, mine);
    let card = s.card(side, mine);
    let city_here = s
        .q()
        .st
        .locations()
        .find(|&l| s.game.title(l) == "Spaceport City" && s.q().owner(l) == side)
        .unwrap();
    let city_there = s
        .q()
        .st
        .locations()
        .find(|&l| s.game.title(l) == "Spaceport City" && s.q().owner(l) == foe)
        .unwrap();
    assert_eq!(s.pile(side, Pile::Force).len(), 0);
    assert!(s.has_option(Answer::Move {
        card,
        to: city_here
    }));
    assert!(!s.has_option(Answer::Move {
        card,
        to: s.site("Desert")
    }));
    assert!(!s.has_option(Answer::Move {
        card,
        to: city_there
    }));
    s.answer(Answer::Move {
        card,
        to: city_here,
    });
    assert_eq!(
        s.place(card),
        Place::At {
            location: city_here
        }
    );
    assert_eq!(s.pile(side, Pile::Used).len(), 0, "the move used no Force");
    // And back, read from the Street's text at the other end.
    let s = build("Spaceport City", side, mine);
    let card = s.card(side, mine);
    assert!(s.has_option(Answer::Move {
        card,
        to: s.site("Spaceport Street")
    }));
    // The other player's character at the Street has no free move.
    let s = build("Spaceport Street", foe, theirs);
    let card = s.card(foe, theirs);
    let city = s
        .q()
        .st
        .locations()
        .find(|&l| s.game.title(l) == "Spaceport City" && s.q().owner(l) == side)
        .unwrap();
    assert!(!s.has_option(Answer::Move { card, to: city }));
    assert!(!s.q().free_move(foe, s.site("Spaceport Street"), city));
}

crate::card_tests! {

// ----- Systems -----

/// Alderaan subtracts 1 from the Dark Side's battle destiny draws at the system, not the Light
/// Side's; the Dark Side's drain there is +1 only while it controls Alderaan.
fn card_1_121_alderaan_minus_one_to_opponents_battle_destiny_and_dark_drain_bonus() {
    let s = planets(&[], &[]).phase(Dark, Phase::Control).build();
    let alderaan = s.site(ALDERAAN);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Dark, alderaan), -1);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Light, alderaan), 0);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, alderaan), 0);
    // With presence there (a scenario puts a trooper at the system) Dark controls it.
    let s = planets(&[], &[])
        .at(Dark, "Stormtrooper", ALDERAAN)
        .phase(Dark, Phase::Control)
        .build();
    let alderaan = s.site(ALDERAAN);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, alderaan), 1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, alderaan), 0);
}

/// Eriadu: while Dark controls it, Imperials with ability > 2 are forfeit +2 (General Tagge,
/// ability 3, yes; the Imperial Commander, ability 2, no); Tarkin deploys free there; Light's
/// drain there is +1 while Light controls.
fn card_102_7_eriadu_forfeit_bonus_free_tarkin_and_light_drain_bonus() {
    let build = |control: bool| {
        let b = planets(&["2_91", "1_178", "102_11"], &[])
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Imperial Commander", MOS_EISLEY)
            .at(Dark, "General Tagge", MOS_EISLEY)
            .hand(Dark, "Tarkin");
        let b = if control { b.at(Dark, "Imperial Trooper Guard", ERIADU) } else { b };
        b.fill(Dark, Pile::Force, 8).phase(Dark, Phase::Deploy).build()
    };
    let printed = |s: &Scenario, c: CardId| s.q().bp(c).stat(Stat::Forfeit);
    let s = build(true);
    let commander = s.card(Dark, "Imperial Commander");
    let tagge = s.card(Dark, "General Tagge");
    assert_eq!(s.q().forfeit(tagge), Some(printed(&s, tagge) + 2));
    assert_eq!(s.q().forfeit(commander), Some(printed(&s, commander)));
    let s = build(false);
    let tagge = s.card(Dark, "General Tagge");
    assert_eq!(s.q().forfeit(tagge), Some(printed(&s, tagge)));
    // Tarkin: free to Eriadu, his printed cost elsewhere.
    let tarkin = s.card(Dark, "Tarkin");
    let eriadu = s.site(ERIADU);
    assert_eq!(payment_for(&s.q(), Dark, tarkin, Dest::At(eriadu)).own, 0);
    assert_eq!(
        i32::from(payment_for(&s.q(), Dark, tarkin, Dest::At(s.site(MOS_EISLEY))).own),
        s.q().bp(tarkin).stat(Stat::Deploy)
    );
    // Light's drain bonus while Light controls Eriadu.
    let s = planets(&[], &[])
        .at(Light, "Rebel Trooper", ERIADU)
        .phase(Light, Phase::Control)
        .build();
    let eriadu = s.site(ERIADU);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, eriadu), 1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, eriadu), 0);
}

// ----- Generic sites -----

/// Desert (Dark): not to Kessel (nor the other planets named); Jawas deploy to it although
/// they deploy only on Tatooine; Sandwhirl may not move from it off Tatooine; Light's battle
/// destiny draws are -1 there.
fn card_7_281_desert_restrictions_jawas_sandwhirl_and_light_destiny() {
    assert_eq!(offered_among_four(Dark, "7_281", "Desert"), vec![ALDERAAN, ERIADU, TATOOINE]);
    let s = planets(&["7_281", "7_284", "6_148"], &[])
        .generic_site(Dark, "Desert", ERIADU)
        .generic_site(Dark, "Forest", ERIADU)
        .at(Dark, "Sandwhirl", "Desert")
        .hand(Dark, "Jawa")
        .fill(Dark, Pile::Force, 4)
        .fill(Light, Pile::Force, 4)
        .phase(Dark, Phase::Deploy)
        .build();
    let (desert, forest) = (s.site("Desert"), s.site("Forest"));
    let jawa = s.card(Dark, "Jawa");
    let options = s.deploy_options_for(jawa);
    assert!(options.contains(&Dest::At(desert)), "{options:?}");
    assert!(!options.contains(&Dest::At(forest)), "{options:?}");
    let sandwhirl = s.card(Dark, "Sandwhirl");
    assert!(s.q().has_rule(sandwhirl, Rule::CannotMove));
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Light, desert), -1);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Dark, desert), 0);
    // On Tatooine, Sandwhirl moves.
    let s = planets(&["1_289", "7_281", "6_148"], &[])
        .site(Dark, TATOOINE)
        .generic_site(Dark, "Desert", TATOOINE)
        .at(Dark, "Sandwhirl", "Desert")
        .phase(Dark, Phase::Deploy)
        .build();
    assert!(!s.q().has_rule(s.card(Dark, "Sandwhirl"), Rule::CannotMove));
}

/// Desert (Light): not to Kessel; Light's Jawas deploy to it; Dark's battle destiny draws are
/// -1 there; Sandwhirl stays off Tatooine.
fn card_7_119_desert_restrictions_jawas_sandwhirl_and_dark_destiny() {
    assert_eq!(offered_among_four(Light, "7_119", "Desert"), vec![ALDERAAN, ERIADU, TATOOINE]);
    let s = planets(&["6_148"], &["7_119", "7_121"])
        .generic_site(Light, "Desert", ALDERAAN)
        .generic_site(Light, "Forest", ALDERAAN)
        .at(Dark, "Sandwhirl", "Desert")
        .hand(Light, "Jawa")
        .fill(Light, Pile::Force, 4)
        .fill(Dark, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let (desert, forest) = (s.site("Desert"), s.site("Forest"));
    let jawa = s.card(Light, "Jawa");
    let options = s.deploy_options_for(jawa);
    assert!(options.contains(&Dest::At(desert)), "{options:?}");
    assert!(!options.contains(&Dest::At(forest)), "{options:?}");
    assert!(s.q().has_rule(s.card(Dark, "Sandwhirl"), Rule::CannotMove));
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Dark, desert), -1);
    assert_eq!(fold_at(&s, Quantity::BattleDestiny, Light, desert), 0);
}

/// Forest (Dark): not to Tatooine or Kessel; Dark's characters present are immune to
/// attrition, Light's are not, nor Dark's elsewhere.
fn card_7_284_forest_restrictions_and_immunity_for_your_characters() {
    assert_eq!(offered_among_four(Dark, "7_284", "Forest"), vec![ALDERAAN, ERIADU]);
    let s = planets(&["7_284", "7_281"], &[])
        .generic_site(Dark, "Forest", ERIADU)
        .generic_site(Dark, "Desert", ERIADU)
        .at(Dark, "Stormtrooper", "Forest")
        .at(Light, "Rebel Trooper", "Forest")
        .at(Dark, "Imperial Trooper Guard", "Desert")
        .phase(Dark, Phase::Control)
        .build();
    let q = s.q();
    assert!(q.has_rule(s.card(Dark, "Stormtrooper"), Rule::ImmuneToAttrition));
    assert!(!q.has_rule(s.card(Light, "Rebel Trooper"), Rule::ImmuneToAttrition));
    assert!(!q.has_rule(s.card(Dark, "Imperial Trooper Guard"), Rule::ImmuneToAttrition));
}

/// Forest (Light): the same for Light's characters.
fn card_7_121_forest_restrictions_and_immunity_for_your_characters() {
    assert_eq!(offered_among_four(Light, "7_121", "Forest"), vec![ALDERAAN, ERIADU]);
    let s = planets(&[], &["7_121"])
        .generic_site(Light, "Forest", ALDERAAN)
        .at(Dark, "Stormtrooper", "Forest")
        .at(Light, "Rebel Trooper", "Forest")
        .phase(Light, Phase::Control)
        .build();
    let q = s.q();
    assert!(q.has_rule(s.card(Light, "Rebel Trooper"), Rule::ImmuneToAttrition));
    assert!(!q.has_rule(s.card(Dark, "Stormtrooper"), Rule::ImmuneToAttrition));
}

/// Jungle (Dark): not to Tatooine or Kessel; Dark's aliens are power +1 there (not its
/// Imperials); Light's drains there are -1 and Light's attrition against Dark is -2.
fn card_7_285_jungle_alien_power_light_drain_and_attrition() {
    assert_eq!(offered_among_four(Dark, "7_285", "Jungle"), vec![ALDERAAN, ERIADU]);
    let s = planets(&["7_285", "7_195"], &[])
        .generic_site(Dark, "Jungle", ERIADU)
        .at(Dark, "Outer Rim Scout", "Jungle")
        .at(Dark, "Stormtrooper", "Jungle")
        .phase(Dark, Phase::Control)
        .build();
    let jungle = s.site("Jungle");
    let q = s.q();
    let (scout, trooper) = (s.card(Dark, "Outer Rim Scout"), s.card(Dark, "Stormtrooper"));
    assert_eq!(q.power(scout), q.bp(scout).stat(Stat::Power) + 1);
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, jungle), -1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, jungle), 0);
    assert_eq!(fold_at(&s, Quantity::Attrition, Dark, jungle), -2);
    assert_eq!(fold_at(&s, Quantity::Attrition, Light, jungle), 0);
}

/// Jungle (Light): Light's aliens +1; Dark's drains -1 and Dark's attrition against Light -2.
fn card_7_122_jungle_alien_power_dark_drain_and_attrition() {
    assert_eq!(offered_among_four(Light, "7_122", "Jungle"), vec![ALDERAAN, ERIADU]);
    let s = planets(&[], &["7_122", "7_38"])
        .generic_site(Light, "Jungle", ALDERAAN)
        .at(Light, "Ralltiir Freighter Captain", "Jungle")
        .at(Light, "Rebel Trooper", "Jungle")
        .phase(Light, Phase::Control)
        .build();
    let jungle = s.site("Jungle");
    let q = s.q();
    let alien = s.card(Light, "Ralltiir Freighter Captain");
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(q.power(alien), q.bp(alien).stat(Stat::Power) + 1);
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, jungle), -1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, jungle), 0);
    assert_eq!(fold_at(&s, Quantity::Attrition, Light, jungle), -2);
    assert_eq!(fold_at(&s, Quantity::Attrition, Dark, jungle), 0);
}

/// Swamp (Dark): not to Tatooine or Kessel; once per deploy phase Dark may look for a creature
/// to deploy there; Light pays 3 more to battle there and may not react to or from it.
fn card_7_292_swamp_creature_search_battle_cost_and_no_reacts_for_light() {
    assert_eq!(offered_among_four(Dark, "7_292", "Swamp"), vec![ALDERAAN, ERIADU]);
    let s = planets(&["7_292"], &[])
        .generic_site(Dark, "Swamp", ERIADU)
        .site(Dark, MOS_EISLEY)
        // A site to deploy keeps the deploy phase open after the search.
        .hand(Dark, "Tatooine: Jundland Wastes")
        .phase(Dark, Phase::Deploy)
        .build();
    let swamp = s.site("Swamp");
    let q = s.q();
    assert_eq!(fold_at(&s, Quantity::BattleCost, Light, swamp), 3);
    assert_eq!(fold_at(&s, Quantity::BattleCost, Dark, swamp), 0);
    assert!(q.player_rule(Rule::MayNotReact, Light, swamp));
    assert!(!q.player_rule(Rule::MayNotReact, Dark, swamp));
    assert!(!q.player_rule(Rule::MayNotReact, Light, s.site(MOS_EISLEY)));
    swamp_search_once(s, swamp);
}

/// Swamp (Light): the same with sides swapped.
fn card_7_128_swamp_creature_search_battle_cost_and_no_reacts_for_dark() {
    assert_eq!(offered_among_four(Light, "7_128", "Swamp"), vec![ALDERAAN, ERIADU]);
    let s = planets(&[], &["7_128"])
        .generic_site(Light, "Swamp", ALDERAAN)
        .hand(Light, "Tatooine: Dune Sea")
        .phase(Light, Phase::Deploy)
        .build();
    let swamp = s.site("Swamp");
    let q = s.q();
    assert_eq!(fold_at(&s, Quantity::BattleCost, Dark, swamp), 3);
    assert_eq!(fold_at(&s, Quantity::BattleCost, Light, swamp), 0);
    assert!(q.player_rule(Rule::MayNotReact, Dark, swamp));
    assert!(!q.player_rule(Rule::MayNotReact, Light, swamp));
    swamp_search_once(s, swamp);
}

/// Farm: not to Dagobah or Kessel (Tatooine yes); during Light's deploy phase a Vaporator
/// deploys to it from the Reserve Deck.
fn card_7_120_farm_deploys_a_vaporator_from_reserve_deck() {
    let mut planets_ok = offered_among_four(Light, "7_120", "Farm");
    planets_ok.sort();
    assert_eq!(planets_ok, vec![ALDERAAN, ERIADU, TATOOINE]);
    let mut s = planets(&["1_289"], &["7_120", "1_41"])
        .site(Dark, TATOOINE)
        .generic_site(Light, "Farm", TATOOINE)
        .fill(Light, Pile::Force, 4)
        .phase(Light, Phase::Deploy)
        .build();
    let farm = s.site("Farm");
    let vaporator = s.card(Light, "Vaporator");
    assert_eq!(s.place(vaporator), Place::Pile(Pile::Reserve));
    let used = use_text(farm);
    let answer = *s.options().iter().find(|a| used(a)).expect("the Farm's text");
    s.answer(answer);
    let deploy = Answer::Deploy {
        card: vaporator,
        to: Dest::At(farm),
    };
    assert!(s.has_option(deploy), "{:?}", s.options());
    s.answer(deploy);
    assert_eq!(s.place(vaporator), Place::At { location: farm });
    // Once per deploy phase: a second search is not offered (a search that finds nothing
    // repeated without end kept bot games from finishing).
    assert!(!s.options().iter().any(&used), "{:?}", s.options());
}

/// Spaceport City (Dark): Dark's drain +1 with its non-unique Imperial leader there or
/// adjacent (not two sites away); Light's drain +1 with its scout present.
fn card_7_288_spaceport_city_drain_bonuses() {
    let build = |leader_at: &str| {
        planets(&["7_288", "7_281", "7_284", "2_92"], &["7_38"])
            .generic_site(Dark, "Spaceport City", ERIADU)
            .generic_site(Dark, "Desert", ERIADU)
            .generic_site(Dark, "Forest", ERIADU)
            .at(Dark, "Imperial Squad Leader", leader_at)
            .at(Light, "Ralltiir Freighter Captain", "Spaceport City")
            .phase(Dark, Phase::Control)
            .build()
    };
    for (at, bonus) in [("Spaceport City", 1), ("Desert", 1), ("Forest", 0)] {
        let s = build(at);
        let city = s.site("Spaceport City");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, city), bonus, "leader at {at}");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, city), 1);
    }
    let s = planets(&["7_288"], &[])
        .generic_site(Dark, "Spaceport City", ERIADU)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, s.site("Spaceport City")), 0);
    assert_eq!(
        offered_among_four(Dark, "7_288", "Spaceport City"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport City (Light): Light's drain +1 with its non-unique Rebel leader at a related
/// site (not on another planet); Dark's drain +1 with its scout present.
fn card_7_125_spaceport_city_drain_bonuses() {
    let build = |leader_at: &str| {
        planets(&["7_195"], &["7_125", "7_119", "2_18"])
            .generic_site(Light, "Spaceport City", ALDERAAN)
            .generic_site(Light, "Desert", ALDERAAN)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Rebel Squad Leader", leader_at)
            .at(Dark, "Outer Rim Scout", "Spaceport City")
            .phase(Light, Phase::Control)
            .build()
    };
    for (at, bonus) in [("Desert", 1), (MOS_EISLEY, 0)] {
        let s = build(at);
        let city = s.site("Spaceport City");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, city), bonus, "leader at {at}");
        assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, city), 1);
    }
    assert_eq!(
        offered_among_four(Light, "7_125", "Spaceport City"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Docking Bay (Dark): transit 2 for Dark, 3 for Light; the TIE Advanced x1
/// deploys -1, the Meson Martinet (a freighter) -2; Light's pilots +1; not to Yavin 4.
fn card_7_289_spaceport_docking_bay_transit_and_deploy_costs() {
    spaceport_docking_bay(Dark, "7_289", ["1_303", "207_28"], "1_19");
}

/// Spaceport Docking Bay (Light): transit 2 for Light, 3 for Dark; the X-wing deploys -1, the
/// Falcon (a freighter) -2; Dark's pilots +1; not to Yavin 4.
fn card_7_126_spaceport_docking_bay_transit_and_deploy_costs() {
    spaceport_docking_bay(Light, "7_126", ["1_146", "1_143"], "1_168");
}

/// Spaceport Prefect's Office: with Dark's Imperial leader there, Imperials at related sites
/// are power and forfeit +1 (not on another planet, not without the leader).
fn card_7_290_prefects_office_imperials_on_the_planet_plus_one() {
    let build = |leader: bool| {
        let b = planets(&["7_290", "7_281", "2_92"], &[])
            .generic_site(Dark, "Spaceport Prefect's Office", ERIADU)
            .generic_site(Dark, "Desert", ERIADU)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", "Desert")
            .at(Dark, "Imperial Trooper Guard", MOS_EISLEY);
        let b = if leader {
            b.at(Dark, "Imperial Squad Leader", "Spaceport Prefect's Office")
        } else {
            b
        };
        b.phase(Dark, Phase::Control).build()
    };
    let s = build(true);
    let q = s.q();
    let trooper = s.card(Dark, "Stormtrooper");
    let guard = s.card(Dark, "Imperial Trooper Guard");
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power) + 1);
    assert_eq!(q.forfeit(trooper), Some(q.bp(trooper).stat(Stat::Forfeit) + 1));
    assert_eq!(q.power(guard), q.bp(guard).stat(Stat::Power));
    let s = build(false);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(s.q().power(trooper), s.q().bp(trooper).stat(Stat::Power));
    assert_eq!(
        offered_among_four(Dark, "7_290", "Spaceport Prefect's Office"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Street (Dark): Rebels are power -1 there, Imperials not.
fn card_7_291_spaceport_street_rebels_power_minus_one() {
    let s = planets(&["7_291"], &[])
        .generic_site(Dark, "Spaceport Street", ERIADU)
        .at(Light, "Rebel Trooper", "Spaceport Street")
        .at(Dark, "Stormtrooper", "Spaceport Street")
        .phase(Dark, Phase::Control)
        .build();
    let q = s.q();
    let rebel = s.card(Light, "Rebel Trooper");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(q.power(rebel), q.bp(rebel).stat(Stat::Power) - 1);
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    assert_eq!(
        offered_among_four(Dark, "7_291", "Spaceport Street"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}

/// Spaceport Street (Light): Imperials are power -1 there, Rebels not.
fn card_7_127_spaceport_street_imperials_power_minus_one() {
    let s = planets(&[], &["7_127"])
        .generic_site(Light, "Spaceport Street", ALDERAAN)
        .at(Light, "Rebel Trooper", "Spaceport Street")
        .at(Dark, "Stormtrooper", "Spaceport Street")
        .phase(Light, Phase::Control)
        .build();
    let q = s.q();
    let rebel = s.card(Light, "Rebel Trooper");
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power) - 1);
    assert_eq!(q.power(rebel), q.bp(rebel).stat(Stat::Power));
    assert_eq!(
        offered_among_four(Light, "7_127", "Spaceport Street"),
        vec![ALDERAAN, ERIADU, KESSEL, TATOOINE]
    );
}


/// Spaceport Street (Dark): Dark's free move between it and a related Spaceport City.
fn card_7_291_spaceport_street_free_move_to_related_spaceport_sites() {
    spaceport_street_free_move(
        Dark,
        ["7_291", "7_288", "7_281"],
        ERIADU,
        ALDERAAN,
        ["Stormtrooper", "Rebel Trooper"],
    );
}

/// Spaceport Street (Light): Light's free move between it and a related Spaceport City.
fn card_7_127_spaceport_street_free_move_to_related_spaceport_sites() {
    spaceport_street_free_move(
        Light,
        ["7_127", "7_125", "7_119"],
        ALDERAAN,
        ERIADU,
        ["Rebel Trooper", "Stormtrooper"],
    );
}

// ----- Operatives -----

/// Eriadu Operative at an Eriadu site: Dark's drains there +1, power +1 (+2 with a commander
/// on Eriadu); elsewhere neither.
fn card_7_177_eriadu_operative_drain_and_power_on_eriadu() {
    let build = |at: &str, commander: bool| {
        let b = planets(&["7_177", "7_281", "2_91"], &[])
            .generic_site(Dark, "Desert", ERIADU)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Eriadu Operative", at);
        let b = if commander { b.at(Dark, "Imperial Commander", "Desert") } else { b };
        b.phase(Dark, Phase::Control).build()
    };
    let power = |s: &Scenario| s.q().power(s.card(Dark, "Eriadu Operative"));
    let s = build("Desert", false);
    let printed = s.q().bp(s.card(Dark, "Eriadu Operative")).stat(Stat::Power);
    assert_eq!(power(&s), printed + 1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, s.site("Desert")), 1);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, s.site("Desert")), 0);
    assert_eq!(power(&build("Desert", true)), printed + 2);
    let s = build(MOS_EISLEY, true);
    assert_eq!(power(&s), printed);
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Dark, s.site(MOS_EISLEY)), 0);
}

/// Eriadu Operative: once per deploy phase, a site from the Reserve Deck to Eriadu.
fn card_7_177_eriadu_operative_deploys_a_site_to_eriadu_once_per_deploy_phase() {
    let mut s = planets(&["7_177", "7_281", "7_284"], &[])
        .generic_site(Dark, "Desert", ERIADU)
        .at(Dark, "Eriadu Operative", "Desert")
        .hand(Dark, "Tatooine: Jundland Wastes")
        .phase(Dark, Phase::Deploy)
        .build();
    let operative = s.card(Dark, "Eriadu Operative");
    let forest = s.card(Dark, "Forest");
    let eriadu = s.site(ERIADU);
    let used = use_text(operative);
    let answer = *s.options().iter().find(|a| used(a)).expect("the operative's text");
    s.answer(answer);
    // Only to Eriadu: the Forest may go to Alderaan by its own text, not by this one.
    let offered: Vec<Answer> = s.options();
    assert!(offered.iter().all(|a| !matches!(a, Answer::Deploy { to: Dest::Row { planet: Some(p), .. }, .. } if *p != eriadu)), "{offered:?}");
    let to_eriadu = *offered
        .iter()
        .find(|a| matches!(a, Answer::Deploy { card, .. } if *card == forest))
        .expect("the Forest to Eriadu");
    s.answer(to_eriadu);
    assert_eq!(s.q().planet(forest), Some(ERIADU));
    assert!(!s.options().iter().any(&used), "{:?}", s.options());
}

/// Alderaan Operative at an Alderaan site: Light's drains +1, forfeit +1, and power +1 only
/// with Light's general on Alderaan.
fn card_7_1_alderaan_operative_drain_forfeit_and_power_with_a_general() {
    let build = |at: &str, general: bool| {
        let b = planets(&[], &["7_1", "7_121", "1_10"])
            .generic_site(Light, "Forest", ALDERAAN)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Alderaan Operative", at);
        let b = if general { b.at(Light, "General Dodonna", "Forest") } else { b };
        b.phase(Light, Phase::Control).build()
    };
    let op = |s: &Scenario| s.card(Light, "Alderaan Operative");
    let s = build("Forest", false);
    let bp = s.q().bp(op(&s));
    let (power, forfeit) = (bp.stat(Stat::Power), bp.stat(Stat::Forfeit));
    assert_eq!(s.q().power(op(&s)), power);
    assert_eq!(s.q().forfeit(op(&s)), Some(forfeit + 1));
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, s.site("Forest")), 1);
    let s = build("Forest", true);
    assert_eq!(s.q().power(op(&s)), power + 1);
    let s = build(MOS_EISLEY, true);
    assert_eq!(s.q().power(op(&s)), power);
    assert_eq!(s.q().forfeit(op(&s)), Some(forfeit));
    assert_eq!(fold_at(&s, Quantity::ForceDrain, Light, s.site(MOS_EISLEY)), 0);
}

/// Alderaan Operative: once per deploy phase, a site from the Reserve Deck to Alderaan.
fn card_7_1_alderaan_operative_deploys_a_site_to_alderaan() {
    let mut s = planets(&[], &["7_1", "7_121", "7_119"])
        .generic_site(Light, "Forest", ALDERAAN)
        .at(Light, "Alderaan Operative", "Forest")
        .hand(Light, "Tatooine: Dune Sea")
        .phase(Light, Phase::Deploy)
        .build();
    let operative = s.card(Light, "Alderaan Operative");
    let desert = s.card(Light, "Desert");
    let used = use_text(operative);
    let answer = *s.options().iter().find(|a| used(a)).expect("the operative's text");
    s.answer(answer);
    let to_alderaan = *s
        .options()
        .iter()
        .find(|a| matches!(a, Answer::Deploy { card, .. } if *card == desert))
        .expect("the Desert to Alderaan");
    s.answer(to_alderaan);
    assert_eq!(s.q().planet(desert), Some(ALDERAAN));
    assert!(!s.options().iter().any(&used));
}

// ----- Nighttime -----

/// Sunsdown deploys on a planet system (not a site) and makes nighttime at that planet's
/// sites only; spies deploy free there; both players add one destiny to power only in battles
/// there.
fn card_1_230_sunsdown_nighttime_free_spies_and_power_destiny() {
    nighttime_deploys_to_a_planet_system(Dark, "1_230", "Sunsdown");
    let s = planets(&["1_230", "7_281", "1_177"], &[])
        .generic_site(Dark, "Desert", ERIADU)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Sunsdown", ERIADU)
        .hand(Dark, "Garindan")
        .phase(Dark, Phase::Deploy)
        .build();
    let (desert, mos) = (s.site("Desert"), s.site(MOS_EISLEY));
    let q = s.q();
    assert!(q.nighttime(Some(desert)));
    assert!(!q.nighttime(Some(mos)));
    let garindan = s.card(Dark, "Garindan");
    assert_eq!(payment_for(&q, Dark, garindan, Dest::At(desert)).own, 0);
    assert_eq!(
        i32::from(payment_for(&q, Dark, garindan, Dest::At(mos)).own),
        q.bp(garindan).stat(Stat::Deploy)
    );
    for side in [Dark, Light] {
        assert_eq!(fold_at(&s, Quantity::PowerDestinyDraws, side, desert), 1);
        assert_eq!(fold_at(&s, Quantity::PowerDestinyDraws, side, mos), 0);
    }
    // In a battle at the Desert, each side draws one destiny to power even when declining
    // battle destiny.
    assert_eq!(power_destinies_in_battle(&["1_230"], "Sunsdown", Dark), 2);
    assert_eq!(power_destinies_in_battle(&[], "", Dark), 0);
}

/// Nightfall: the same text for the Light Side.
fn card_1_56_nightfall_nighttime_free_spies_and_power_destiny() {
    nighttime_deploys_to_a_planet_system(Light, "1_56", "Nightfall");
    let s = planets(&[], &["1_56", "7_119"])
        .generic_site(Light, "Desert", ALDERAAN)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Nightfall", ALDERAAN)
        .phase(Light, Phase::Deploy)
        .build();
    let (desert, mos) = (s.site("Desert"), s.site(MOS_EISLEY));
    assert!(s.q().nighttime(Some(desert)));
    assert!(!s.q().nighttime(Some(mos)));
    assert!(!s.q().nighttime(Some(s.site(ERIADU))));
    assert_eq!(fold_at(&s, Quantity::PowerDestinyDraws, Light, desert), 1);
    assert_eq!(power_destinies_in_battle(&["1_56"], "Nightfall", Light), 2);
}

/// Talz is power +2 at a site under nighttime conditions (Nightfall on Alderaan: its
/// Desert), not at a site of another planet, nor without Nightfall.
fn card_1_31_talz_power_plus_two_at_night() {
    let build = |night: bool, at: &str| {
        let b = planets(&[], &["1_56", "7_119", "1_31"])
            .generic_site(Light, "Desert", ALDERAAN)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Talz", at);
        let b = if night { b.at(Light, "Nightfall", ALDERAAN) } else { b };
        b.phase(Light, Phase::Control).build()
    };
    for (night, at, bonus) in [(true, "Desert", 2), (false, "Desert", 0), (true, MOS_EISLEY, 0)] {
        let s = build(night, at);
        let talz = s.card(Light, "Talz");
        let q = s.q();
        assert_eq!(q.power(talz), q.bp(talz).stat(Stat::Power) + bonus, "{night} {at}");
    }
}

// ----- Tooex -----

/// 2X-7KPR under nighttime: Dark's Imperials and aliens at its site power +2 and immune to
/// attrition < 3; not without nighttime, not at another site, not Light's Rebels.
fn card_7_163_tooex_imperials_and_aliens_stronger_at_night() {
    let build = |night: bool, tooex_at: &str| {
        let b = planets(&["1_230", "7_163", "7_281", "7_284", "7_195"], &[])
            .generic_site(Dark, "Desert", ERIADU)
            .generic_site(Dark, "Forest", ERIADU)
            .at(Dark, "2X-7KPR (Tooex)", tooex_at)
            .at(Dark, "Stormtrooper", "Desert")
            .at(Dark, "Outer Rim Scout", "Desert")
            .at(Light, "Rebel Trooper", "Desert");
        let b = if night { b.at(Dark, "Sunsdown", ERIADU) } else { b };
        b.phase(Dark, Phase::Control).build()
    };
    let check = |s: &Scenario, bonus: i32, immunity: i32| {
        let q = s.q();
        for c in [s.card(Dark, "Stormtrooper"), s.card(Dark, "Outer Rim Scout")] {
            assert_eq!(q.power(c), q.bp(c).stat(Stat::Power) + bonus);
            assert_eq!(q.fold(Quantity::Immunity, QTarget::Card(c), 0), immunity);
        }
        let rebel = s.card(Light, "Rebel Trooper");
        assert_eq!(q.power(rebel), q.bp(rebel).stat(Stat::Power));
    };
    check(&build(true, "Desert"), 2, 3);
    check(&build(false, "Desert"), 0, 0);
    check(&build(true, "Forest"), 0, 0);
}

/// 2X-3KPR under nighttime: Light's Rebels and aliens at its site power +2, and immune to
/// attrition < 3 only with a Hydroponics Station present.
fn card_1_1_tooex_rebels_and_aliens_stronger_at_night() {
    let build = |night: bool, station: bool| {
        let b = planets(&[], &["1_56", "1_1", "7_121", "7_38", "1_37"])
            .generic_site(Light, "Forest", ALDERAAN)
            .at(Light, "2X-3KPR (Tooex)", "Forest")
            .at(Light, "Rebel Trooper", "Forest")
            .at(Light, "Ralltiir Freighter Captain", "Forest")
            .at(Dark, "Stormtrooper", "Forest");
        let b = if night { b.at(Light, "Nightfall", ALDERAAN) } else { b };
        let b = if station { b.at(Light, "Hydroponics Station", "Forest") } else { b };
        b.phase(Light, Phase::Control).build()
    };
    let check = |s: &Scenario, bonus: i32, immunity: i32| {
        let q = s.q();
        for c in [s.card(Light, "Rebel Trooper"), s.card(Light, "Ralltiir Freighter Captain")] {
            assert_eq!(q.power(c), q.bp(c).stat(Stat::Power) + bonus);
            assert_eq!(q.fold(Quantity::Immunity, QTarget::Card(c), 0), immunity);
        }
        let trooper = s.card(Dark, "Stormtrooper");
        assert_eq!(q.power(trooper), q.bp(trooper).stat(Stat::Power));
    };
    check(&build(true, true), 2, 3);
    check(&build(true, false), 2, 0);
    check(&build(false, true), 0, 0);
}


// ----- Objectives -----

/// Imperial Occupation starts the game with a planet system (Eriadu) and a generic site of
/// Dark's at it, and aims at that system (the Renegade planet).
fn card_7_298_imperial_occupation_deploys_a_planet_system_and_a_generic_site_at_setup() {
    starts_aiming_at_a_planet(Dark, &["7_298", "102_7", "7_281"], 3, (OCCUPATION, ERIADU, "Desert"));
}

/// Imperial Occupation: once per deploy phase a generic site from the Reserve Deck to the
/// Renegade planet only; it flips when Dark's Eriadu Operatives control three battleground
/// sites of Eriadu, not two.
fn card_7_298_imperial_occupation_deploys_sites_and_flips_at_three_sites() {
    let s = occupation(&[], 0).hand(Dark, "Tatooine: Jundland Wastes");
    objective_deploys_a_site_to_its_planet_only(s, Dark, OCCUPATION, ERIADU);
    // Two sites with an operative each: not yet; three: flipped.
    let s = occupation(&["Desert", "Forest"], 2).phase(Dark, Phase::Control).build();
    assert!(!s.state().flag(s.card(Dark, OCCUPATION), Flags::FLIPPED));
    let s = occupation(&["Desert", "Forest", "Jungle"], 3).phase(Dark, Phase::Control).build();
    assert!(s.state().flag(s.card(Dark, OCCUPATION), Flags::FLIPPED));
    // Three operatives on three sites, but two of them at one site: two sites, not yet.
    let s = occupation(&["Desert", "Forest", "Jungle"], 2)
        .at(Dark, "Eriadu Operative", "Desert")
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.q().at(s.site("Desert")).count(), 2);
    assert!(!s.state().flag(s.card(Dark, OCCUPATION), Flags::FLIPPED));
    // Three sites with an operative each, one not controlled (a Rebel there too): not yet.
    let s = occupation(&["Desert", "Forest", "Jungle"], 3)
        .at(Light, "Rebel Trooper", "Jungle")
        .phase(Dark, Phase::Control)
        .build();
    assert!(!s.state().flag(s.card(Dark, OCCUPATION), Flags::FLIPPED));
}

/// Imperial Control: Light's drains -1; matching operatives on Eriadu forfeit +2 and power +2
/// with a Rebel; Dark retrieves 1 Force as it deploys one there; it flips back when Dark
/// occupies fewer than two battleground sites of Eriadu.
fn card_7_298_imperial_control_bonuses_and_flip_back() {
    let full = occupation(&["Desert", "Forest"], 2).at(Light, "Rebel Trooper", "Desert");
    // Eriadu Operative's own +1 at an Eriadu site, and the objective's +2 with a Rebel.
    flipped_bonuses_and_flip_back([full, occupation(&["Desert"], 1)], Dark, OCCUPATION, "Eriadu Operative", [1, 3, 2]);
}

/// Imperial Control: deploying a matching operative to Eriadu retrieves 1 Force; in a battle
/// on Eriadu with one, Dark may add a battle destiny.
fn card_7_298_imperial_control_retrieves_and_adds_battle_destiny() {
    let deploy = occupation(&["Desert", "Forest"], 2).extra(Dark, card("7_177"));
    let battle = occupation(&["Desert", "Forest"], 2).at(Light, "Rebel Trooper", "Desert");
    control_retrieves_and_adds_battle_destiny([deploy, battle], Dark, OCCUPATION, "Eriadu Operative");
}

/// Local Uprising starts with a planet system and a site of Light's at it; flips at three
/// battleground sites controlled with Alderaan Operatives (not two); Liberation makes Dark's
/// drains -1, gives operatives forfeit +2 and power +2 with an Imperial, and flips back below
/// two occupied battleground sites.
fn card_7_137_local_uprising_and_liberation() {
    starts_aiming_at_a_planet(Light, &["7_137", "1_121", "7_121"], 5, (UPRISING, ALDERAAN, "Forest"));
    // Flip at three.
    let s = uprising(&["Desert", "Forest"], 2).phase(Light, Phase::Control).build();
    assert!(!s.state().flag(s.card(Light, UPRISING), Flags::FLIPPED));
    let s = uprising(&["Desert", "Forest", "Jungle"], 3).phase(Light, Phase::Control).build();
    assert!(s.state().flag(s.card(Light, UPRISING), Flags::FLIPPED));
    // Liberation: the objective's +2 with an Imperial; forfeit: the operative's own +1 and
    // the objective's +2.
    let full = uprising(&["Desert", "Forest"], 2).at(Dark, "Stormtrooper", "Desert");
    flipped_bonuses_and_flip_back([full, uprising(&["Desert"], 1)], Light, UPRISING, "Alderaan Operative", [0, 2, 3]);
}

/// Liberation: Light retrieves 1 Force as it deploys an Alderaan Operative to Alderaan, and
/// may add a battle destiny in a battle there with one.
fn card_7_137_liberation_retrieves_and_adds_battle_destiny() {
    let deploy = uprising(&["Desert", "Forest"], 2).extra(Light, card("7_1"));
    let battle = uprising(&["Desert", "Forest"], 2).at(Dark, "Stormtrooper", "Desert");
    control_retrieves_and_adds_battle_destiny([deploy, battle], Light, UPRISING, "Alderaan Operative");
}

/// Local Uprising: once per deploy phase a generic site from the Reserve Deck to the
/// Subjugated planet only.
fn card_7_137_local_uprising_deploys_sites_to_alderaan_only() {
    let s = uprising(&[], 0).hand(Light, "Tatooine: Dune Sea");
    objective_deploys_a_site_to_its_planet_only(s, Light, UPRISING, ALDERAAN);
}

}
