//! What card tests share: the real card database and decks, loaded once from the data folder
//! (`HOLOCRON_DATA`, else `../shared/data` beside the checkout, else the per-user folder), and
//! scenario builders over them.

use std::sync::OnceLock;
use swccg_cards::{Card, CardDb, DataDir, Deck, Side};
use swccg_engine::Game;
use swccg_engine::scenario::Builder;

#[derive(Debug)]
pub struct Data {
    pub db: CardDb,
    pub dark: Deck,
    pub light: Deck,
}

/// The card database and the two Premiere Introductory decks.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let dir = DataDir::locate(None)
            .unwrap_or_else(|err| panic!("the card data (see the README): {err}"));
        let db = CardDb::load(&dir).expect("the card database loads");
        let dark = Deck::load(&db, &dir, "premiere-intro-2pg-dark").expect("dark deck");
        let light = Deck::load(&db, &dir, "premiere-intro-2pg-light").expect("light deck");
        Data { db, dark, light }
    })
}

/// The pairs of real decks every card of which is playable: Dark and Light deck names in the
/// data folder (the deck files and the GEMP sample decks).
pub const PLAYABLE_PAIRS: &[(&str, &str)] = &[
    ("premiere-intro-2pg-dark", "premiere-intro-2pg-light"),
    (
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    ),
    (
        "P-ANH 1996 World Champion (Dark)",
        "P-ANH 1996 World Champion (Light)",
    ),
    (
        "Open 40 card - Beginner Dark",
        "Open 40 card - Beginner Light",
    ),
    ("P-ANH (Dark)", "P-ANH (Light)"),
];

/// The catalogue of a game between two real decks of the data folder, with the cards each
/// brings from outside the deck.
pub fn pair_catalogue(dark: &str, light: &str) -> swccg_engine::Catalogue {
    let db = &data().db;
    let dir = DataDir::locate(None).expect("the data folder");
    let load = |name: &str| Deck::load(db, &dir, name).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (dark, light) = (load(dark), load(light));
    let cards =
        |ids: &[swccg_cards::CardIndex]| -> Vec<&Card> { ids.iter().map(|&i| db.get(i)).collect() };
    swccg_engine::Catalogue::with_outside(
        &cards(&dark.cards),
        &cards(&light.cards),
        &cards(&dark.outside),
        &cards(&light.outside),
    )
}

/// Plays `games` random games of each playable pair (answers drawn from a generator seeded
/// by the game's seed and `salt`), at most `max_decisions` decisions each, and shows every
/// decision, before it is answered, to `visit`: the catalogue, the game, the decision and
/// where it is ("pair, seed, decision", for messages).
pub fn each_random_decision(
    games: u64,
    max_decisions: usize,
    salt: u64,
    mut visit: impl FnMut(
        &swccg_engine::Catalogue,
        &Game,
        &door::Pending<Side, swccg_engine::Prompt, swccg_engine::Answer>,
        &str,
    ),
) {
    use door::{Game as _, Rng};
    for &(dark, light) in PLAYABLE_PAIRS {
        let catalogue = std::sync::Arc::new(pair_catalogue(dark, light));
        for seed in 0..games {
            let mut game = Game::from_catalogue(catalogue.clone(), seed);
            let mut rng = Rng::new(seed ^ salt);
            for decision in 0..max_decisions {
                let Some(pending) = game.pending().cloned() else {
                    break;
                };
                let place = format!("{dark} v {light}, seed {seed}, decision {decision}");
                visit(&catalogue, &game, &pending, &place);
                let answer = pending.options[rng.below(pending.options.len())];
                game.answer(pending.id, &answer).expect("a listed answer");
            }
        }
    }
}

pub fn cards(deck: &Deck) -> Vec<&'static Card> {
    let db = &data().db;
    deck.cards.iter().map(|&i| db.get(i)).collect()
}

/// A scenario builder over the two Premiere Introductory decks.
pub fn premiere() -> Builder {
    let d = data();
    let dark = cards(&d.dark).into_iter().cloned().collect();
    let light = cards(&d.light).into_iter().cloned().collect();
    Builder::new(dark, light)
}

/// A scenario builder over the two Premiere Introductory decks with these cards (GEMP ids)
/// added to each.
pub fn with(dark: &[&str], light: &[&str]) -> Builder {
    let mut b = premiere();
    for id in dark {
        b = b.extra(Side::Dark, card(id));
    }
    for id in light {
        b = b.extra(Side::Light, card(id));
    }
    b
}

/// A scenario builder over two decks of the given cards (GEMP ids, one entry per copy).
pub fn decks(dark: &[&str], light: &[&str]) -> Builder {
    Builder::new(
        dark.iter().map(|id| card(id)).collect(),
        light.iter().map(|id| card(id)).collect(),
    )
}

/// A card of the database by GEMP id.
pub fn card(gemp_id: &str) -> Card {
    let db = &data().db;
    db.get(
        db.by_gemp_id(gemp_id)
            .unwrap_or_else(|| panic!("{gemp_id} is not in the card database")),
    )
    .clone()
}

/// A new game between the two Premiere Introductory decks.
pub fn premiere_game(seed: u64) -> Game {
    let d = data();
    Game::new(&cards(&d.dark), &cards(&d.light), seed).expect("the decks make a game")
}

/// A new game between the two Premiere Introductory decks with extra cards in each deck and
/// cards each side brings from outside its deck (GEMP ids, one entry per copy).
pub fn premiere_game_with(
    dark_extra: &[&str],
    light_extra: &[&str],
    dark_outside: &[&str],
    light_outside: &[&str],
    seed: u64,
) -> Game {
    let d = data();
    let owned = |ids: &[&str]| -> Vec<Card> { ids.iter().map(|id| card(id)).collect() };
    let (de, le, dout, lout) = (
        owned(dark_extra),
        owned(light_extra),
        owned(dark_outside),
        owned(light_outside),
    );
    let mut dark = cards(&d.dark);
    dark.extend(de.iter());
    let mut light = cards(&d.light);
    light.extend(le.iter());
    let dout: Vec<&Card> = dout.iter().collect();
    let lout: Vec<&Card> = lout.iter().collect();
    Game::with_outside(&dark, &light, &dout, &lout, seed).expect("the decks make a game")
}

/// Answers the pending question with a plain choice: draw battle destiny, pass, decline,
/// lose Force from the top of the Used Pile (then Reserve Deck, then Force Pile), forfeit
/// the first card offered, or else the first option. False when nothing is asked.
pub fn answer_plainly(s: &mut swccg_engine::scenario::Scenario) -> bool {
    use swccg_engine::decision::LossSource;
    use swccg_engine::{Answer, Pile};
    let options = s.options();
    let Some(&first) = options.first() else {
        return false;
    };
    let plain = [
        Answer::DrawBattleDestiny,
        Answer::Pass,
        Answer::No,
        Answer::LoseFrom(LossSource::Top(Pile::Used)),
        Answer::LoseFrom(LossSource::Top(Pile::Reserve)),
        Answer::LoseFrom(LossSource::Top(Pile::Force)),
    ];
    let answer = plain
        .into_iter()
        .find(|a| options.contains(a))
        .or_else(|| {
            options
                .iter()
                .copied()
                .find(|a| matches!(a, Answer::Forfeit(_)))
        })
        .unwrap_or(first);
    s.answer(answer);
    true
}

/// Answers plainly, at most `steps` times, until `card` (an interrupt being played) is in
/// its owner's Lost Pile; fails the test, with the game's log, if it never gets there.
pub fn resolve_until_lost(
    s: &mut swccg_engine::scenario::Scenario,
    card: swccg_engine::CardId,
    steps: usize,
) {
    use swccg_engine::{Pile, Place};
    for _ in 0..steps {
        if s.place(card) == Place::Pile(Pile::Lost) {
            break;
        }
        answer_plainly(s);
    }
    assert_eq!(s.place(card), Place::Pile(Pile::Lost), "{}", s.log());
}

/// Answers plainly (see [`answer_plainly`]) until an option fits `pick`; returns whether one
/// did before the game stopped asking (at most `steps` answers). Used where a test cares about
/// one moment of a long sequence (the damage segment of a battle), not the answers before it.
pub fn drive_until(
    s: &mut swccg_engine::scenario::Scenario,
    pick: impl Fn(&swccg_engine::Answer) -> bool,
    steps: usize,
) -> bool {
    for _ in 0..steps {
        if s.options().iter().any(&pick) {
            return true;
        }
        if !answer_plainly(s) {
            return false;
        }
    }
    false
}

/// A battle at the Dune Sea where `defender`'s characters (`defenders`, titles; GEMP ids in
/// `extra` join the deck first) are attacked, with `interrupt` (a GEMP id) in the defender's
/// hand: the battle destiny the interrupt's `mode` adds for the defender, or `None` when the
/// mode was never offered during the battle.
pub fn defending_alone_adds(
    defender: Side,
    interrupt: &str,
    extra: &[&str],
    defenders: &[&str],
    mode: u8,
) -> Option<i32> {
    use swccg_engine::{Answer, Phase, Pile, What};
    const DUNE_SEA: &str = "Tatooine: Dune Sea";
    let attacker = defender.opponent();
    let mut b = premiere()
        .extra(defender, card(interrupt))
        .site(Side::Light, DUNE_SEA);
    for id in extra {
        b = b.extra(defender, card(id));
    }
    for title in defenders {
        b = b.at(defender, title, DUNE_SEA);
    }
    let attackers: &[&str] = match attacker {
        Side::Dark => &["Vader", "Stormtrooper"],
        Side::Light => &["Luke", "Rebel Trooper"],
    };
    for title in attackers {
        b = b.at(attacker, title, DUNE_SEA);
    }
    let title = card(interrupt).title().trim_start_matches('•').to_string();
    let mut s = b
        .hand(defender, &title)
        .fill(Side::Dark, Pile::Force, 3)
        .fill(Side::Light, Pile::Force, 3)
        .phase(attacker, Phase::Battle)
        .build();
    let played = s.card(defender, &title);
    s.answer(Answer::Battle(s.site(DUNE_SEA)));
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: m, .. } if *card == played && *m == mode);
    if !drive_until(&mut s, pick, 40) {
        return None;
    }
    s.answer_with(pick);
    Some(
        s.seen()
            .filter_map(|e| match e {
                What::BattleDestinyAdded { player, count } if *player == defender => Some(*count),
                _ => None,
            })
            .sum(),
    )
}

/// A character that deploys only to its home planet and is weaker elsewhere (Snowtrooper,
/// Echo Base Trooper, Cloud City Trooper): `side`'s card `id` titled `title`, with the home
/// site `home` (GEMP id, title) and another site `other` (its owner, title) on table. It may
/// deploy only to the home site, and its power is `power` there and `power - 1` at `other`.
pub fn deploys_home_and_weaker_elsewhere(
    side: Side,
    id: &str,
    title: &str,
    home: (&str, &str),
    other: (Side, &str),
    power: i32,
) {
    use swccg_engine::decision::Dest;
    use swccg_engine::{Phase, Pile};
    let (home_id, home) = home;
    let build = |at: Option<&str>| {
        let mut b = premiere()
            .extra(side, card(id))
            .extra(side, card(home_id))
            .site(side, home)
            .site(other.0, other.1);
        b = match at {
            Some(site) => b.at(side, title, site),
            None => b.hand(side, title),
        };
        b.fill(side, Pile::Force, 5)
            .phase(side, Phase::Deploy)
            .build()
    };
    let s = build(None);
    let card = s.card(side, title);
    assert_eq!(s.deploy_options_for(card), vec![Dest::At(s.site(home))]);
    for (site, power) in [(home, power), (other.1, power - 1)] {
        let s = build(Some(site));
        assert_eq!(s.q().power(s.card(side, title)), power, "at {site}");
    }
}

/// The attrition amounts announced against `side` so far, in order.
pub fn attrition_against(s: &swccg_engine::scenario::Scenario, side: Side) -> Vec<i32> {
    s.seen()
        .filter_map(|w| match w {
            swccg_engine::What::Attrition { against, amount } if *against == side => Some(*amount),
            _ => None,
        })
        .collect()
}

/// The cards a pending search offers to take (its `Choose` answers).
pub fn offered(s: &swccg_engine::scenario::Scenario) -> Vec<swccg_engine::CardId> {
    s.options()
        .into_iter()
        .filter_map(|a| match a {
            swccg_engine::Answer::Choose(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// The targets offered for playing `card` (an interrupt in hand) with its `mode`.
pub fn play_targets(
    s: &swccg_engine::scenario::Scenario,
    card: swccg_engine::CardId,
    mode: u8,
) -> Vec<swccg_engine::decision::TargetRef> {
    s.options()
        .into_iter()
        .filter_map(|a| match a {
            swccg_engine::Answer::Play {
                card: c,
                mode: m,
                target,
                ..
            } if c == card && m == mode => Some(target),
            _ => None,
        })
        .collect()
}

/// The titles of cards, sorted, one entry per title.
pub fn titles_of(
    s: &swccg_engine::scenario::Scenario,
    cards: &[swccg_engine::CardId],
) -> Vec<String> {
    let mut out: Vec<String> = cards.iter().map(|&c| s.game.title(c).to_string()).collect();
    out.sort();
    out.dedup();
    out
}

/// Answers plainly (see [`answer_plainly`]) until turn `turn` has begun and someone is asked
/// something in it; panics (with the log) when the game ends or asks nothing first. Used to
/// see how long a lasting effect or a limit holds.
pub fn pass_to_turn(s: &mut swccg_engine::scenario::Scenario, turn: u16) {
    for _ in 0..500 {
        if s.state().turn >= turn && !s.options().is_empty() {
            return;
        }
        assert!(
            s.game.outcome().is_none() && answer_plainly(s),
            "the game stopped before turn {turn}\n{}",
            s.log()
        );
    }
    panic!("turn {turn} never came\n{}", s.log());
}

/// Answers plainly (see [`answer_plainly`]) until `pick` is offered, then answers it; panics
/// (with the log) when it never is within `steps` answers.
pub fn drive_to(
    s: &mut swccg_engine::scenario::Scenario,
    pick: impl Fn(&swccg_engine::Answer) -> bool + Copy,
    steps: usize,
) {
    assert!(drive_until(s, pick, steps), "never offered\n{}", s.log());
    s.answer_with(pick);
}

/// `loser`'s `victim` (a title; GEMP ids in `extra` join `loser`'s deck) at Mos Eisley (with
/// `loser`'s `with`, titles) is attacked by a stronger opponent (Vader; or Luke, the Wolfman
/// and a Rebel Trooper) and forfeited first, with the interrupt `interrupt` (a title) in `loser`'s hand and `force` Force:
/// whether its mode `mode` was offered, and the scenario then.
pub fn lost_in_battle(
    loser: Side,
    extra: &[&str],
    victim: &str,
    with: &[&str],
    interrupt: &str,
    force: usize,
    mode: u8,
) -> (bool, swccg_engine::scenario::Scenario) {
    use swccg_engine::{Answer, Phase, Pile};
    const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
    let attacker = loser.opponent();
    let mut b = premiere().site(Side::Dark, MOS_EISLEY);
    for id in extra {
        b = b.extra(loser, card(id));
    }
    b = b.at(loser, victim, MOS_EISLEY);
    for title in with {
        b = b.at(loser, title, MOS_EISLEY);
    }
    let attackers: &[&str] = match attacker {
        Side::Dark => &["Vader"],
        Side::Light => &["Luke", "Shistavanen Wolfman", "Rebel Trooper"],
    };
    for title in attackers {
        b = b.at(attacker, title, MOS_EISLEY);
    }
    let (low, high) = match loser {
        Side::Dark => ("Stormtrooper", "Run Luke, Run!"),
        Side::Light => ("Rebel Trooper", "Vader's Obsession"),
    };
    let mut s = b
        .hand(loser, interrupt)
        .fill(loser, Pile::Force, force)
        .fill(loser, Pile::Used, 10)
        .fill(attacker, Pile::Force, 2)
        .reserve_top(loser, &[low])
        .reserve_top(attacker, &[high])
        .phase(attacker, Phase::Battle)
        .build();
    let played = s.card(loser, interrupt);
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: m, .. } if *card == played && *m == mode);
    let victim = s.card(loser, victim);
    for _ in 0..40 {
        if s.options().iter().any(pick) {
            return (true, s);
        }
        if s.has_option(Answer::Forfeit(victim)) {
            s.answer(Answer::Forfeit(victim));
        } else if !answer_plainly(&mut s) {
            break;
        }
    }
    (false, s)
}

/// Light's Shistavanen Wolfman fires a Mos Eisley Blaster at Jabba (defense value 3) at Mos
/// Eisley with `destiny` (a title) on top of Light's Reserve Deck, while `holder` holds the
/// interrupt `interrupt` (a GEMP id): its `mode` must be offered in answer to the weapon
/// destiny; it is played or passed. Returns Jabba's forfeit afterwards (5, or 3 once hit).
pub fn blaster_at_jabba(
    holder: Side,
    interrupt: &str,
    mode: u8,
    destiny: &str,
    played: bool,
) -> i32 {
    use swccg_engine::{Answer, Phase, Pile};
    const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
    let title = card(interrupt).title().trim_start_matches('•').to_string();
    let mut s = premiere()
        .extra(holder, card(interrupt))
        .extra(Side::Dark, card("7_182"))
        .extra(Side::Light, card("6_89"))
        .extra(Side::Light, card("1_30"))
        .site(Side::Dark, MOS_EISLEY)
        .at(Side::Light, "Shistavanen Wolfman", MOS_EISLEY)
        .on(Side::Light, "Mos Eisley Blaster", "Shistavanen Wolfman")
        .at(Side::Dark, "Jabba", MOS_EISLEY)
        .hand(holder, &title)
        .reserve_top(Side::Light, &[destiny])
        .fill(Side::Light, Pile::Force, 2)
        .phase(Side::Light, Phase::Battle)
        .build();
    let played_card = s.card(holder, &title);
    let weapon = s.card(Side::Light, "Mos Eisley Blaster");
    let jabba = s.card(Side::Dark, "Jabba");
    s.answer(Answer::Battle(s.site(MOS_EISLEY)));
    s.answer(Answer::Fire {
        weapon,
        target: jabba,
    });
    let pick = move |a: &Answer| matches!(a, Answer::Play { card, mode: m, .. } if *card == played_card && *m == mode);
    assert!(s.options().iter().any(pick), "{}", s.log());
    if played {
        s.answer_with(pick);
    } else {
        s.pass();
    }
    s.q().forfeit(jabba).expect("Jabba has a forfeit")
}

/// The cards a text offers to deploy (from a pile), sorted, each once.
pub fn deploy_choices(s: &swccg_engine::scenario::Scenario) -> Vec<swccg_engine::CardId> {
    deploy_choices_where(s, |_| true)
}

/// The cards a text offers to deploy at `location` (from a pile), sorted, each once.
pub fn deploy_choices_at(
    s: &swccg_engine::scenario::Scenario,
    location: swccg_engine::CardId,
) -> Vec<swccg_engine::CardId> {
    use swccg_engine::decision::Dest;
    deploy_choices_where(s, |to| to == Dest::At(location))
}

fn deploy_choices_where(
    s: &swccg_engine::scenario::Scenario,
    fits: impl Fn(swccg_engine::decision::Dest) -> bool,
) -> Vec<swccg_engine::CardId> {
    let mut out: Vec<_> = s
        .options()
        .into_iter()
        .filter_map(|a| match a {
            swccg_engine::Answer::Deploy { card, to } if fits(to) => Some(card),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The sites (titles) `side`'s `hand` card may deploy to in its deploy phase with `force`
/// Force, with `sites` (owner, title) on table and the GEMP ids `extra` in the decks (each in
/// its printed side's deck).
pub fn deploy_sites(
    side: Side,
    extra: &[&str],
    sites: &[(Side, &str)],
    hand: &str,
    force: usize,
) -> Vec<String> {
    use swccg_engine::decision::Dest;
    use swccg_engine::{Phase, Pile};
    let mut b = premiere();
    for id in extra {
        let c = card(id);
        b = b.extra(c.side, c);
    }
    for (owner, title) in sites {
        b = b.site(*owner, title);
    }
    let s = b
        .hand(side, hand)
        .fill(side, Pile::Force, force)
        .phase(side, Phase::Deploy)
        .build();
    s.deploy_options_for(s.card(side, hand))
        .into_iter()
        .map(|d| match d {
            Dest::At(l) => s.game.title(l).to_string(),
            other => panic!("{other:?} is not a site"),
        })
        .collect()
}

/// Answers both players' starting location choices of a new game (Dark's, then Light's) by
/// title.
pub fn choose_starting_locations(game: &mut Game, dark: &str, light: &str) {
    use door::Game as _;
    for (side, title) in [(Side::Dark, dark), (Side::Light, light)] {
        let pending = game.pending().cloned().expect("a starting location choice");
        assert_eq!(
            (pending.seat, pending.prompt),
            (side, swccg_engine::Prompt::StartingLocation)
        );
        let pick = pending
            .options
            .iter()
            .copied()
            .find(|a| matches!(a, swccg_engine::Answer::StartWith(c) if game.title(*c) == title))
            .unwrap_or_else(|| panic!("{title} is a starting option"));
        game.answer(pending.id, &pick).unwrap();
    }
}

/// In the battle under way, answers plainly until `side` is asked in the weapons segment
/// (true), or the battle's totals are reached without that (false).
pub fn to_weapons_segment(s: &mut swccg_engine::scenario::Scenario, side: Side) -> bool {
    use swccg_engine::{Prompt, event::What};
    for _ in 0..100 {
        if s.seat() == Some(side) && matches!(s.prompt(), Some(Prompt::Weapons { .. })) {
            return true;
        }
        if s.saw(|w| matches!(w, What::BattleTotals { .. })) || !answer_plainly(s) {
            return false;
        }
    }
    false
}

/// In the battle under way, `side` fires each of its weapons offered in turn (at the first
/// target offered), the other questions answered plainly, until `side` is asked in the
/// weapons segment with no weapon left to fire. The weapons fired, in order.
pub fn fire_every_weapon(
    s: &mut swccg_engine::scenario::Scenario,
    side: Side,
) -> Vec<swccg_engine::CardId> {
    use swccg_engine::{Answer, Prompt};
    let mut fired = Vec::new();
    for _ in 0..100 {
        if s.seat() == Some(side) && matches!(s.prompt(), Some(Prompt::Weapons { .. })) {
            let next = s
                .options()
                .into_iter()
                .find(|a| matches!(a, Answer::Fire { weapon, .. } if !fired.contains(weapon)));
            let Some(fire @ Answer::Fire { weapon, .. }) = next else {
                break;
            };
            fired.push(weapon);
            s.answer(fire);
        } else if !answer_plainly(s) {
            break;
        }
    }
    fired
}

/// The cards a card in `side`'s hand is offered to deploy on.
pub fn bearers_offered(
    s: &swccg_engine::scenario::Scenario,
    side: Side,
    title: &str,
) -> Vec<swccg_engine::CardId> {
    let card = s.card(side, title);
    let mut out: Vec<swccg_engine::CardId> = s
        .deploy_options_for(card)
        .into_iter()
        .filter_map(|d| match d {
            swccg_engine::decision::Dest::On { card, .. } => Some(card),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Deploys `side`'s `title` (in hand, in its deploy phase) on its `bearer`, and checks that it
/// went there and that exactly `cost` Force was used for it.
pub fn deploys_on_for(
    s: &mut swccg_engine::scenario::Scenario,
    side: Side,
    title: &str,
    bearer: &str,
    cost: usize,
) {
    use swccg_engine::{Answer, Pile, Place, decision::Dest};
    let (card, on) = (s.card(side, title), s.card(side, bearer));
    let force = s.pile(side, Pile::Force).len();
    s.answer(Answer::Deploy {
        card,
        to: Dest::On {
            card: on,
            placed_as: 0,
        },
    });
    assert_eq!(
        s.place(card),
        Place::On { card: on },
        "{title} on {bearer}: {}",
        s.log()
    );
    assert_eq!(
        force - s.pile(side, Pile::Force).len(),
        cost,
        "{title} costs {cost}"
    );
}

/// Answers plainly until the deploy phase begins (the turn's control phase, with what it
/// does, comes first), or nothing more is asked.
pub fn play_to_deploy_phase(s: &mut swccg_engine::scenario::Scenario) {
    use swccg_engine::{Phase, What};
    for _ in 0..60 {
        if s.saw(|w| {
            matches!(
                w,
                What::PhaseBegan {
                    phase: Phase::Deploy
                }
            )
        }) {
            break;
        }
        if !answer_plainly(s) {
            break;
        }
    }
}

/// Answers plainly until `ship` may react-deploy to `to` with `pilot` from hand, takes that
/// react and answers plainly until the pilot is aboard (at most 6 answers each way). False
/// when the react was never offered.
pub fn react_deploy_piloted(
    s: &mut swccg_engine::scenario::Scenario,
    ship: swccg_engine::CardId,
    pilot: swccg_engine::CardId,
    to: swccg_engine::CardId,
) -> bool {
    use swccg_engine::{Answer, Place};
    let react = Answer::ReactDeployPiloted {
        card: ship,
        pilot,
        to,
    };
    if !drive_until(s, |a| *a == react, 6) {
        return false;
    }
    s.answer(react);
    for _ in 0..6 {
        if s.place(pilot) == (Place::On { card: ship }) {
            break;
        }
        answer_plainly(s);
    }
    true
}

/// Plays `interrupt` (in `side`'s hand) and answers plainly until it is in its owner's Lost
/// or Used Pile. False when it was not offered.
pub fn play_out(s: &mut swccg_engine::scenario::Scenario, side: Side, interrupt: &str) -> bool {
    use swccg_engine::{Answer, Pile, Place};
    let card = s.card_in_hand(side, interrupt);
    let plays = |a: &Answer| matches!(a, Answer::Play { card: c, .. } if *c == card);
    if !s.options().iter().any(plays) {
        return false;
    }
    s.answer_with(plays);
    for _ in 0..20 {
        if matches!(s.place(card), Place::Pile(Pile::Lost | Pile::Used)) {
            return true;
        }
        if !answer_plainly(s) {
            break;
        }
    }
    panic!("{interrupt} did not resolve\n{}", s.log());
}

/// The Superlaser's field of fire, in Dark's control phase: the Death Star at parsec 7
/// orbiting Tatooine, the Superlaser on it; Tatooine with two sites (Mos Eisley, Jawa Camp),
/// so X = 2; Death Star: Docking Bay 327, which Light does not occupy, so Y = 1 (Z = X = 2:
/// no Rebel Base site). Commence Primary Ignition and three Death Star Gunners join Dark's
/// deck, Commence Primary Ignition in hand; Dark has `force` Force and `destiny` (a Dark
/// card's title) tops its Reserve Deck. The caller adds what it tests and builds.
pub fn superlaser_scene(force: usize, destiny: &str) -> Builder {
    use swccg_engine::{Phase, Pile};
    let mut b = premiere()
        .extra(Side::Dark, card("2_143")) // Death Star
        .extra(Side::Dark, card("2_161")) // Superlaser
        .extra(Side::Dark, card("1_289")) // Tatooine
        .extra(Side::Dark, card("2_130")); // Commence Primary Ignition
    for _ in 0..3 {
        b = b.extra(Side::Dark, card("2_86")); // Death Star Gunner
    }
    b.site(Side::Dark, "Death Star")
        .site(Side::Dark, "Tatooine")
        .mobile_at("Death Star", 7, Some("Tatooine"))
        .site(Side::Dark, "Tatooine: Mos Eisley")
        .site(Side::Dark, "Tatooine: Jawa Camp")
        .site(Side::Dark, "Death Star: Docking Bay 327")
        .at(Side::Dark, "Superlaser", "Death Star")
        .hand(Side::Dark, "Commence Primary Ignition")
        .fill(Side::Dark, Pile::Force, force)
        .reserve_top(Side::Dark, &[destiny])
        .phase(Side::Dark, Phase::Control)
}

/// Dark's Effect `title` (card `id`) and Sunsdown on table, Light's Alter in hand with a Rebel
/// Trooper at Mos Eisley, in Light's deploy phase: whether Alter may target the Effect, whether
/// it may target Sunsdown (it should), and whether the Effect is immune to Alter by the query.
pub fn alter_aims_at_effect(id: &str, title: &str) -> (bool, bool, bool) {
    use swccg_engine::Phase;
    use swccg_engine::decision::TargetRef;
    let s = premiere()
        .extra(Side::Dark, card(id))
        .extra(Side::Dark, card("1_230")) // Sunsdown
        .extra(Side::Light, card("1_71")) // Alter
        .site(Side::Dark, "Tatooine: Mos Eisley")
        .at(Side::Light, "Rebel Trooper", "Tatooine: Mos Eisley")
        .on_table(Side::Dark, title)
        .on_table(Side::Dark, "Sunsdown")
        .hand(Side::Light, "Alter")
        .phase(Side::Light, Phase::Deploy)
        .build();
    let alter = s.card_in_hand(Side::Light, "Alter");
    let (effect, sunsdown) = (s.card(Side::Dark, title), s.card(Side::Dark, "Sunsdown"));
    let targets = play_targets(&s, alter, 0);
    (
        targets.contains(&TargetRef::Card(effect)),
        targets.contains(&TargetRef::Card(sunsdown)),
        s.q().immune_to(effect, alter),
    )
}

/// Whether `user` (on table) offers its text against `target` among the options now.
pub fn targets(
    s: &swccg_engine::scenario::Scenario,
    user: swccg_engine::CardId,
    target: swccg_engine::CardId,
) -> bool {
    use swccg_engine::{Answer, decision::TargetRef};
    s.options().iter().any(|a| {
        matches!(a, Answer::Use { card, target: TargetRef::Card(t), .. } if *card == user && *t == target)
    })
}
