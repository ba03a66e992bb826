//! The battle as a game a search bot plans in: determinization redraws only what a seat
//! cannot see and depends only on what it sees; the position estimate; the search bot plays
//! the same move whatever the hidden information is.

mod support;

use bots::{Bot, Budget, SearchBot, Searchable};
use door::{Game, Rng};
use support::data_root;
use xwing::battles::{self, HeuristicBot, PlanBot};
use xwing::rules::{Battle, Outcome, Phase, Prompt, Seat};

fn start(name: &str, seed: u64) -> Battle {
    let (catalog, geometry, spec) = battles::load(&data_root(), name).unwrap();
    let mut battle = Battle::new(&catalog, geometry, &spec, seed).unwrap();
    battle.take_events();
    battle
}

/// Positions of seeded heuristic games: every `every`-th decision of the first `limit`.
fn positions(name: &str, games: u64, every: u64, limit: u64) -> Vec<Battle> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut battle = start(name, 100 + seed);
        let mut bots = [HeuristicBot::new(seed), HeuristicBot::new(seed + 50)];
        let mut step = 0;
        while let Some(pending) = battle.pending() {
            if step >= limit {
                break;
            }
            if step % every == every - 1 {
                out.push(battle.clone());
            }
            let index = bots[pending.seat.index()].choose(&battle);
            battle.play(index);
            step += 1;
        }
    }
    out
}

fn hidden_dials(battle: &Battle, seat: Seat) -> Vec<Option<xwing::data::Maneuver>> {
    battle
        .ships
        .iter()
        .filter(|s| s.owner != seat && s.memory.revealed.is_none())
        .map(|s| s.chosen)
        .collect()
}

fn facedown_and_decks(battle: &Battle) -> String {
    let facedown: Vec<&str> = battle
        .ships
        .iter()
        .flat_map(|s| s.cards.iter())
        .flat_map(|c| c.damage.iter())
        .filter(|d| !d.face_up)
        .map(|d| d.name.as_str())
        .collect();
    let decks: Vec<&str> = battle
        .decks
        .iter()
        .flat_map(|d| d.cards.iter())
        .map(|c| c.name.as_str())
        .collect();
    format!("{facedown:?} {decks:?}")
}

#[test]
fn determinize_keeps_the_view_depends_only_on_it_and_redraws_the_hidden_part() {
    let mut dials_differ = 0;
    let mut cards_differ = 0;
    let mut checked = 0;
    for name in battles::NAMES {
        for battle in positions(name, 6, 7, 700) {
            for seat in Seat::BOTH {
                let b2 = battle.determinize(seat, &mut Rng::new(11));
                assert_eq!(b2.view(seat), battle.view(seat), "{name}: the view is kept");
                if let Some(pending) = battle.pending()
                    && pending.seat == seat
                {
                    assert_eq!(b2.pending().unwrap().options, pending.options);
                }
                assert!(
                    b2.invariant_violations().is_empty(),
                    "{name}: {:?}",
                    b2.invariant_violations()
                );
                let x = battle.determinize(seat, &mut Rng::new(99));
                let y = b2.determinize(seat, &mut Rng::new(99));
                assert!(x == y, "{name}: the copy depends only on the seat's view");
                let z = battle.determinize(seat, &mut Rng::new(5));
                if hidden_dials(&x, seat) != hidden_dials(&z, seat) {
                    dials_differ += 1;
                }
                if facedown_and_decks(&x) != facedown_and_decks(&z) {
                    cards_differ += 1;
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "{checked} positions");
    assert!(
        dials_differ > 10,
        "hidden dials are redrawn: {dials_differ}"
    );
    assert!(cards_differ > 100, "decks are reshuffled: {cards_differ}");
}

#[test]
fn determinize_does_not_read_the_opponents_dial() {
    // Two real games that differ only in a dial seat one set: seat two, who cannot see it,
    // gets the same copy from both.
    let mut pairs = 0;
    for name in battles::NAMES {
        for battle in positions(name, 8, 1, 400) {
            let Some(pending) = battle.pending() else {
                continue;
            };
            if pending.seat != Seat::One
                || !matches!(pending.prompt, Prompt::SetDial { .. })
                || pending.options.len() < 2
            {
                continue;
            }
            let mut a = battle.clone();
            let mut b = battle.clone();
            a.play(0);
            b.play(pending.options.len() - 1);
            // Seat one sets its remaining dials the same way in both games.
            while let Some(p) = a.pending() {
                if p.seat == Seat::Two {
                    break;
                }
                assert_eq!(Some(&p.options), b.pending().map(|q| &q.options));
                a.play(0);
                b.play(0);
            }
            assert_ne!(a, b, "{name}: the games differ");
            assert_eq!(a.view(Seat::Two), b.view(Seat::Two));
            for seed in 0..3 {
                let x = a.determinize(Seat::Two, &mut Rng::new(seed));
                let y = b.determinize(Seat::Two, &mut Rng::new(seed));
                assert!(
                    x == y,
                    "{name}: seat two's copy does not depend on the hidden dial"
                );
            }
            pairs += 1;
        }
    }
    assert!(pairs > 20, "{pairs} pairs");
}

#[test]
fn play_continues_from_a_determinized_copy_with_the_invariants_holding() {
    let mut finished = 0;
    for name in battles::NAMES {
        for (i, battle) in positions(name, 3, 97, 500).into_iter().enumerate() {
            let seat = battle.pending().map_or(Seat::One, |p| p.seat);
            let mut copy = battle.determinize(seat, &mut Rng::new(i as u64));
            let mut bot = HeuristicBot::new(i as u64);
            let mut steps = 0;
            while copy.pending().is_some() && copy.round <= 30 {
                let index = bot.choose(&copy);
                copy.play(index);
                steps += 1;
                if steps % 5 == 0 {
                    assert!(
                        copy.invariant_violations().is_empty(),
                        "{name}: {:?}",
                        copy.invariant_violations()
                    );
                }
            }
            assert!(copy.invariant_violations().is_empty());
            if copy.outcome.is_some() {
                finished += 1;
            }
        }
    }
    assert!(finished > 5, "{finished} copies played to the end");
}

#[test]
fn evaluate_scores_wins_losses_and_damage() {
    let mut battle = start("devices", 3);
    let mut bots = [HeuristicBot::new(1), HeuristicBot::new(2)];
    let mut mid = None;
    while let Some(pending) = battle.pending() {
        if battle.round == 3 && battle.phase == Phase::Planning && mid.is_none() {
            mid = Some(battle.clone());
        }
        let index = bots[pending.seat.index()].choose(&battle);
        battle.play(index);
    }
    let Some(Outcome::Winner(winner)) = battle.outcome else {
        panic!("the game has a winner: {:?}", battle.outcome);
    };
    assert_eq!(battle.evaluate(winner), 1.0);
    assert_eq!(battle.evaluate(winner.other()), 0.0);

    let mid = mid.expect("the game reached round 3");
    for seat in Seat::BOTH {
        let before = mid.evaluate(seat);
        assert!(before > 0.0 && before < 1.0, "{before}");
        assert!((before + mid.evaluate(seat.other()) - 1.0).abs() < 1e-9);
        let target = mid
            .ships_in_play()
            .find(|s| s.owner != seat)
            .expect("an enemy ship")
            .id;
        let mut hurt = mid.clone();
        for card in &mut hurt.ship_mut(target).cards {
            card.shields = 0;
        }
        let unshielded = hurt.evaluate(seat);
        hurt.inflict(target, None, 1, 0, 0, None);
        let after = hurt.evaluate(seat);
        assert!(unshielded >= before, "{unshielded} >= {before}");
        assert!(
            after > unshielded,
            "losing hull helps the other side: {after} > {unshielded}"
        );
    }
}

#[test]
fn the_search_bot_plays_the_same_move_whatever_the_hidden_information() {
    let mut compared = 0;
    let mut strategic = 0;
    for name in battles::NAMES {
        for (i, battle) in positions(name, 2, 23, 400).into_iter().enumerate() {
            let Some(pending) = battle.pending() else {
                continue;
            };
            if pending.options.len() < 2 {
                continue;
            }
            let seat = pending.seat;
            let other = battle.determinize(seat, &mut Rng::new(1000 + i as u64));
            let a = PlanBot::new(i as u64, 6).choose(&battle);
            let b = PlanBot::new(i as u64, 6).choose(&other);
            assert_eq!(a, b, "{name}: the plan bot reads nothing hidden");
            if xwing::plan::strategic(&pending.prompt) {
                strategic += 1;
            }
            let search = |game: &Battle| {
                SearchBot::new(i as u64, HeuristicBot::new(7), Budget::Playouts(6))
                    .with_playout_depth(20)
                    .choose(game)
            };
            assert_eq!(
                search(&battle),
                search(&other),
                "{name}: the search reads nothing hidden"
            );
            compared += 1;
        }
    }
    assert!(
        compared > 20 && strategic > 5,
        "{compared} positions, {strategic} searched"
    );
}
