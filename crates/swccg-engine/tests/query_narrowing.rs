//! The catalogue narrows each modifier's and rule's subject to the printed cards it may match
//! (`Catalogue::may_reach`), so that queries skip the other texts. That is a shortcut, never a
//! rule: games played with and without it, from the same seeds, must offer the same answers
//! at every decision and end the same way. Real decks of several pairs are played, so that
//! many kinds of subject (titles, types, characteristics, icons, squadrons, starship sites)
//! are read.

mod common;

use common::pair_catalogue;
use door::{Game as _, Rng};
use std::sync::Arc;
use swccg_engine::Game;

const GAMES_PER_PAIR: u64 = 40;
const MAX_DECISIONS: usize = 5_000;

#[test]
fn narrowed_subjects_change_no_answer_of_any_game() {
    for &(dark, light) in common::PLAYABLE_PAIRS {
        let narrowed = Arc::new(pair_catalogue(dark, light));
        let plain = Arc::new(pair_catalogue(dark, light).without_narrowing());
        assert!(narrowed.narrowed_texts() > 0, "{dark}: nothing narrowed");
        assert_eq!(plain.narrowed_texts(), 0);
        for seed in 0..GAMES_PER_PAIR {
            let mut a = Game::from_catalogue(narrowed.clone(), seed);
            let mut b = Game::from_catalogue(plain.clone(), seed);
            let mut rng = Rng::new(seed ^ 0x0a11);
            let mut decisions = 0;
            while let Some(pending) = a.pending().cloned() {
                let at = format!("{dark} v {light}, seed {seed}, decision {decisions}");
                let other = b.pending().cloned();
                assert_eq!(
                    Some(&pending.options),
                    other.as_ref().map(|p| &p.options),
                    "{at}: the answers offered differ"
                );
                if decisions >= MAX_DECISIONS {
                    break;
                }
                let answer = pending.options[rng.below(pending.options.len())];
                a.answer(pending.id, &answer).expect("a listed answer");
                b.answer(pending.id, &answer).expect("a listed answer");
                decisions += 1;
            }
            assert!(b.pending().is_none() || decisions >= MAX_DECISIONS);
            assert_eq!(
                a.state(),
                b.state(),
                "{dark} v {light}, seed {seed}: states differ"
            );
            assert!(
                decisions > 50,
                "{dark} v {light}, seed {seed}: {decisions} decisions"
            );
        }
    }
}

/// A generic site is named by a title only when the title is its row's, a planet's: Spaceport
/// Street's free move "between here and related generic Spaceport site" reaches the generic
/// Spaceport sites and no other generic site, while a text naming a planet ("Eriadu") still
/// reaches every generic site, which may be deployed to it.
#[test]
fn a_title_no_planet_bears_narrows_generic_sites_to_those_it_names() {
    use swccg_engine::catalogue::TextKind;
    use swccg_engine::script::Rule;
    let cat = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    );
    let titled = |title: &str| {
        cat.ids()
            .find(|&c| cat.bp(c).title == title)
            .unwrap_or_else(|| panic!("{title} is in the decks"))
    };
    let free_moves = cat.texts(TextKind::Rule(Rule::FreeMoveBetween));
    assert!(!free_moves.is_empty(), "Spaceport Street's free move");
    for text in free_moves {
        for (site, reached) in [
            ("Spaceport City", true),
            ("Spaceport Docking Bay", true),
            ("Spaceport Prefect's Office", true),
            ("Desert", false),
            ("Forest", false),
            ("Swamp", false),
        ] {
            assert_eq!(
                cat.may_reach_arg(text, titled(site)),
                reached,
                "{} to {site}",
                cat.bp(text.card).title
            );
        }
    }
    // A title that is a row's name (a planet's) may name any generic site, one that is none
    // names only the cards titled so.
    use swccg_engine::query::{Granted, never_matches};
    use swccg_engine::script::{Sel, Sym};
    let regions = ["Eriadu".to_string(), "Alderaan".to_string()];
    let granted = Granted {
        icons: 0,
        words: &[],
        regions: &regions,
    };
    let desert = cat.bp(titled("Desert"));
    let title = |t: &str| Sel::Title(Sym::new(t));
    assert!(!never_matches(&title("Eriadu"), desert, &granted));
    assert!(!never_matches(&title("eriadu"), desert, &granted));
    assert!(!never_matches(&title("Desert"), desert, &granted));
    assert!(never_matches(&title("Spaceport"), desert, &granted));
    assert!(never_matches(&title("Tatooine"), desert, &granted));
}

/// An action window reads only the top-level actions of its phase: each phase's list holds
/// exactly the actions usable in it, in catalogue order (the Operatives' downloads, timed to
/// the deploy phase, are in no other phase's list).
#[test]
fn each_phase_lists_exactly_its_top_level_actions() {
    use swccg_engine::Phase;
    use swccg_engine::catalogue::TextKind;
    let cat = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    );
    let all = cat.texts(TextKind::TopAction);
    let operative =
        |t: &&swccg_engine::catalogue::TextRef| cat.bp(t.card).title.ends_with("Operative");
    assert!(all.iter().filter(operative).count() >= 20);
    for phase in Phase::ALL {
        let expected: Vec<_> = all.iter().copied().filter(|t| t.in_phase(phase)).collect();
        assert_eq!(cat.top_actions_in(phase), expected.as_slice(), "{phase:?}");
        let operatives = cat.top_actions_in(phase).iter().filter(operative).count();
        assert_eq!(operatives > 0, phase == Phase::Deploy, "{phase:?}");
    }
}

/// A modifier of a card's own values ("power +1 while this at …") names that card alone, not
/// another copy of it: an Eriadu Operative's texts are not read for the other nineteen.
#[test]
fn a_text_about_its_own_card_reaches_no_copy() {
    use swccg_engine::catalogue::TextKind;
    use swccg_engine::script::{Quantity, Stat};
    let cat = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    );
    let operatives: Vec<_> = cat
        .ids()
        .filter(|&c| cat.bp(c).title == "Eriadu Operative")
        .collect();
    assert_eq!(operatives.len(), 20);
    let texts: Vec<_> = cat
        .texts(TextKind::Modify(Quantity::Stat(Stat::Power)))
        .iter()
        .filter(|t| cat.bp(t.card).title == "Eriadu Operative")
        .collect();
    assert_eq!(texts.len(), 20, "one power text each");
    for text in texts {
        for &card in &operatives {
            assert_eq!(cat.may_reach(text, card), card == text.card);
        }
    }
    // Its blueprint stands in the list's union: the list is still read for an Operative, and
    // skipped for a card no power text may name.
    let kind = TextKind::Modify(Quantity::Stat(Stat::Power));
    assert!(cat.kind_may_reach(kind, operatives[0]));
    let system = cat
        .ids()
        .find(|&c| cat.bp(c).title == "Eriadu")
        .expect("the Eriadu system");
    assert!(!cat.kind_may_reach(kind, system));
}

/// A text whose subject must be "here" (an Eriadu Operative's Force drain bonus) is marked so,
/// and a text about its own card is not: the first reaches only its card's location.
#[test]
fn a_text_about_here_is_marked_to_reach_its_location_alone() {
    use swccg_engine::catalogue::TextKind;
    use swccg_engine::script::{Quantity, Stat};
    let cat = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    );
    let of_operatives = |kind: TextKind| -> Vec<bool> {
        cat.texts(kind)
            .iter()
            .filter(|t| cat.bp(t.card).title == "Eriadu Operative")
            .map(|t| t.here())
            .collect()
    };
    let drains = of_operatives(TextKind::Modify(Quantity::ForceDrain));
    assert_eq!(drains.len(), 20, "one drain text each");
    assert!(drains.iter().all(|&h| h));
    let powers = of_operatives(TextKind::Modify(Quantity::Stat(Stat::Power)));
    assert_eq!(powers.len(), 20);
    assert!(powers.iter().all(|&h| !h));
    // Without narrowing no text is marked.
    let plain = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    )
    .without_narrowing();
    assert!(
        plain
            .texts(TextKind::Modify(Quantity::ForceDrain))
            .iter()
            .all(|t| !t.here())
    );
}

/// An action's target selector that printed words narrow (Ghhhk's Nightfall) may match only
/// the cards they allow: the others of the table are not read when its targets are listed.
#[test]
fn an_action_target_narrowed_by_print_reads_only_what_it_may_name() {
    use swccg_engine::script::{Ability, Target};
    let cat = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    );
    let titled =
        |title: &str| -> Vec<_> { cat.ids().filter(|&c| cat.bp(c).title == title).collect() };
    let ghhhk = titled("Ghhhk")[0];
    let script = cat.bp(ghhhk).script.clone().expect("Ghhhk's script");
    let sel = script
        .abilities()
        .find_map(|(_, a)| match a {
            Ability::Action(action) => action.targets.iter().find_map(|t| match t {
                Target::Card(sel) => Some(sel),
                _ => None,
            }),
            _ => None,
        })
        .expect("Ghhhk targets a card");
    let reach = cat
        .target_reach(sel)
        .expect("narrowed by its title and type");
    let nightfall = titled("Nightfall");
    assert!(!nightfall.is_empty());
    for c in cat.ids() {
        assert_eq!(
            reach.may_match(c),
            nightfall.contains(&c),
            "{}",
            cat.bp(c).title
        );
    }
    // Without narrowing every target reads the whole table.
    let plain = pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)",
    )
    .without_narrowing();
    let plain_script = plain.bp(ghhhk).script.clone().expect("the same script");
    let plain_sel = plain_script
        .abilities()
        .find_map(|(_, a)| match a {
            Ability::Action(action) => action.targets.first(),
            _ => None,
        })
        .and_then(|t| match t {
            Target::Card(sel) => Some(sel),
            _ => None,
        })
        .expect("its target");
    assert!(plain.target_reach(plain_sel).is_none());
}

/// The state checks' memo (`state::ChecksMemo`) and the rule that checks are not run again
/// after a pass are shortcuts too: at every top-level decision of random games between the
/// playable pairs (where the checks have just found nothing due, or were skipped), checks run
/// afresh on a copy of the game (a copy keeps no memo) find nothing due either. P-SE's
/// Operative objectives, whose flip conditions read control of sites, are remembered this
/// way.
#[test]
fn no_state_check_is_due_when_a_player_acts() {
    use swccg_engine::catalogue::TextKind;
    use swccg_engine::flow::{Cx, state_checks};
    use swccg_engine::{Catalogue, Prompt};
    let memo_games =
        |c: &Catalogue| c.checks_read_table() && c.texts(TextKind::StateCheck).len() > 1;
    assert!(memo_games(&pair_catalogue(
        "P-SE 1998 World Champion (Dark)",
        "P-SE 1998 World Champion (Light)"
    )));
    let mut read = 0;
    common::each_random_decision(
        10,
        MAX_DECISIONS,
        0x6d65,
        |catalogue, game, pending, place| {
            if let Prompt::Action { .. } = pending.prompt {
                let mut st = game.state().clone();
                let mut events = Vec::new();
                assert!(
                    !state_checks(&mut Cx::new(catalogue, &mut st, &mut events)),
                    "{place}: {events:?}"
                );
                read += 1;
            }
        },
    );
    assert!(read > 1000, "only {read} decisions read");
}

/// A count compared with a number is read at only the locations that may count
/// (`Q::held_places`), and not at all when every count up to that number gives the same
/// answer: a shortcut again. At every decision of random games of the playable pairs, each
/// such comparison in a state check reads as the plain count of every matching card does.
#[test]
fn counts_read_at_held_places_agree_with_plain_counts() {
    use swccg_engine::catalogue::TextKind;
    use swccg_engine::query::{Anchor, Q};
    use swccg_engine::script::{Ability, Amount, Cond};
    fn walk(q: &Q, c: &Cond, at: &Anchor, seen: &mut usize, place: &str) {
        match c {
            Cond::Not(inner) => walk(q, inner, at, seen, place),
            Cond::And(parts) | Cond::Or(parts) => {
                for p in parts {
                    walk(q, p, at, seen, place);
                }
            }
            Cond::Cmp(count @ Amount::Count(_), cmp, n) => {
                let plain = cmp.holds(q.amount(count, at), q.amount(n, at));
                assert_eq!(q.holds(c, at), plain, "{place}: {c:?}");
                *seen += 1;
            }
            _ => {}
        }
    }
    let mut seen = 0;
    common::each_random_decision(10, MAX_DECISIONS, 0x636e, |catalogue, game, _, place| {
        let q = Q::new(catalogue, game.state());
        for t in q.texts(TextKind::StateCheck) {
            let at = q.anchor(t.you, t.r.card);
            match q.cat.ability(&t.r) {
                Ability::FlipWhile(c) | Ability::LostWhile(c) | Ability::LoseWhile(_, c) => {
                    walk(&q, c, &at, &mut seen, place)
                }
                _ => {}
            }
        }
    });
    assert!(seen > 1000, "only {seen} counts read");
}
