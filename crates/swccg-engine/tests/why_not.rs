//! "Why not": for each reason `Game::why_not` gives, a scenario where it is the answer, and the
//! same scenario with the blocker removed, where the deployment is offered and no reason is
//! given. So each test fails if the rule moved. Each scenario leaves its player another legal
//! deployment (a site in hand), so that the deploy phase is not passed at once for want of a
//! choice.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{self, Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::scenario::Scenario;
use swccg_engine::{CardId, Phase, Pile, WhyNot};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const DUNE_SEA: &str = "Tatooine: Dune Sea";
const JUNDLAND: &str = "Tatooine: Jundland Wastes";
const DB94: &str = "Tatooine: Docking Bay 94";
const DETENTION: &str = "Death Star: Detention Block Corridor";
const SWAMP: &str = "Dagobah: Swamp";
const CAVE: &str = "Dagobah: Cave";

/// The reason `side` may not deploy `title` to `to`, after checking that the answer agrees
/// with the listed options (a reason exactly when the deployment is not offered).
fn why(s: &Scenario, side: Side, title: &str, to: impl Fn(&Scenario) -> Dest) -> Option<WhyNot> {
    let c = s.card(side, title);
    let to = to(s);
    let reason = s.game.why_not(side, c, to);
    let offered = s.deploy_options_for(c).contains(&to);
    assert_eq!(
        reason.is_none(),
        offered,
        "{reason:?} but offered: {offered}"
    );
    reason
}

/// Whose copy of a site the scenarios use (the Dune Sea is in Light's deck only).
fn side_of(site: &str) -> Side {
    if site == DUNE_SEA { Light } else { Dark }
}

fn at(title: &'static str) -> impl Fn(&Scenario) -> Dest {
    move |s| Dest::At(s.site(title))
}

/// A Rebel Trooper of Light's in hand, with 5 Force, in Light's deploy phase (and Docking Bay
/// 94, where it may deploy); `more` adds to the table.
fn trooper_table(
    more: impl FnOnce(swccg_engine::scenario::Builder) -> swccg_engine::scenario::Builder,
) -> Scenario {
    more(
        premiere()
            .extra(Light, card("4_87"))
            .extra(Light, card("4_22"))
            .extra(Dark, card("4_158"))
            .site(Light, DB94)
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 5),
    )
    .phase(Light, Phase::Deploy)
    .build()
}

/// Dagobah: the Swamp (a Light icon there); with Encampment there, offered.
#[test]
fn why_not_dagobah() {
    let s = trooper_table(|b| b.site(Light, SWAMP));
    assert_eq!(
        why(&s, Light, "Rebel Trooper", at(SWAMP)),
        Some(WhyNot::Dagobah {
            location: s.site(SWAMP)
        })
    );
    let s = trooper_table(|b| b.site(Light, SWAMP).at(Light, "Encampment", SWAMP));
    assert_eq!(why(&s, Light, "Rebel Trooper", at(SWAMP)), None);
}

/// No presence and no icon: the Detention Block Corridor (no Light icon); with Light's Talz
/// there, offered.
#[test]
fn why_not_no_presence_or_icons() {
    let s = trooper_table(|b| b.site(Dark, DETENTION));
    assert_eq!(
        why(&s, Light, "Rebel Trooper", at(DETENTION)),
        Some(WhyNot::NoPresenceOrIcons {
            location: s.site(DETENTION)
        })
    );
    let s = trooper_table(|b| b.site(Dark, DETENTION).at(Light, "Talz", DETENTION));
    assert_eq!(why(&s, Light, "Rebel Trooper", at(DETENTION)), None);
}

/// Dagobah comes before presence: at the Cave (no Light icon, no Light presence) the reason
/// is Dagobah.
#[test]
fn why_not_names_dagobah_before_presence() {
    let s = trooper_table(|b| b.site(Dark, CAVE));
    assert_eq!(
        why(&s, Light, "Rebel Trooper", at(CAVE)),
        Some(WhyNot::Dagobah {
            location: s.site(CAVE)
        })
    );
}

/// Cannot afford: the trooper costs 1 more than the Force Pile holds (its cost, from its own
/// deploy price, with one Force fewer); with exactly its cost, offered.
#[test]
fn why_not_cannot_afford() {
    let build = |force: usize| {
        premiere()
            .site(Light, DB94)
            .hand(Light, "Rebel Trooper")
            .hand(Light, DUNE_SEA)
            .fill(Light, Pile::Force, force)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let cost = {
        let s = build(5);
        let c = s.card(Light, "Rebel Trooper");
        swccg_engine::flow::actions::payment_for(&s.q(), Light, c, Dest::At(s.site(DB94))).own
    };
    assert!(cost >= 1);
    let s = build(usize::from(cost) - 1);
    assert_eq!(
        why(&s, Light, "Rebel Trooper", at(DB94)),
        Some(WhyNot::CannotAfford {
            cost,
            available: cost - 1
        })
    );
    let s = build(usize::from(cost));
    assert_eq!(why(&s, Light, "Rebel Trooper", at(DB94)), None);
}

/// Unique: Luke on table at Docking Bay 94, another Luke in hand; without the first, offered.
#[test]
fn why_not_unique() {
    let build = |luke_on_table: bool| {
        let mut b = premiere().site(Light, DB94);
        if luke_on_table {
            b = b.at(Light, "Luke", DB94);
        }
        b.hand(Light, "Luke")
            .hand(Light, DUNE_SEA)
            .fill(Light, Pile::Force, 9)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let in_hand = |s: &Scenario| -> CardId {
        *s.cards(Light, "Luke")
            .iter()
            .find(|&&c| s.place(c) == swccg_engine::Place::Pile(Pile::Hand))
            .expect("a Luke in hand")
    };
    let s = build(true);
    let luke = in_hand(&s);
    let reason = s.game.why_not(Light, luke, Dest::At(s.site(DB94)));
    assert_eq!(reason, Some(WhyNot::Unique { card: luke }));
    assert!(s.deploy_options_for(luke).is_empty());
    let s = build(false);
    let luke = in_hand(&s);
    assert_eq!(s.game.why_not(Light, luke, Dest::At(s.site(DB94))), None);
    assert!(s.deploy_options_for(luke).contains(&Dest::At(s.site(DB94))));
}

/// Its own text forbids it now: Luke may not deploy while Dark has two unique characters on
/// table (Vader and Tarkin); with Vader alone, offered.
#[test]
fn why_not_may_not_deploy_now() {
    let build = |tarkin: bool| {
        let mut b = premiere()
            .extra(Dark, card("1_179"))
            .site(Light, DB94)
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Vader", MOS_EISLEY);
        if tarkin {
            b = b.at(Dark, "Grand Moff Tarkin", MOS_EISLEY);
        }
        b.hand(Light, "Luke")
            .hand(Light, DUNE_SEA)
            .fill(Light, Pile::Force, 9)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let s = build(true);
    assert_eq!(
        why(&s, Light, "Luke", at(DB94)),
        Some(WhyNot::MayNotDeployNow)
    );
    let s = build(false);
    assert_eq!(why(&s, Light, "Luke", at(DB94)), None);
}

/// Its own text: the Tusken Raider deploys only to Tatooine (not the Detention Block Corridor,
/// where Dark has presence and icons); at Mos Eisley, offered.
#[test]
fn why_not_deploys_only_elsewhere() {
    let s = premiere()
        .site(Dark, DETENTION)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", DETENTION)
        .hand(Dark, "Tusken Raider")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(
        why(&s, Dark, "Tusken Raider", at(DETENTION)),
        Some(WhyNot::DeploysOnlyElsewhere {
            location: Some(s.site(DETENTION))
        })
    );
    assert_eq!(why(&s, Dark, "Tusken Raider", at(MOS_EISLEY)), None);
}

/// Not the deploy phase: in Light's control phase (Talz may Force drain at Mos Eisley) the same
/// deployment is refused; in its deploy phase, offered.
#[test]
fn why_not_not_your_deploy_phase() {
    let build = |phase: Phase| {
        premiere()
            .site(Light, DB94)
            .site(Dark, MOS_EISLEY)
            .at(Light, "Talz", MOS_EISLEY)
            .hand(Light, "Rebel Trooper")
            .fill(Light, Pile::Force, 5)
            .phase(Light, phase)
            .build()
    };
    let s = build(Phase::Control);
    let c = s.card(Light, "Rebel Trooper");
    assert_eq!(
        s.game.why_not(Light, c, Dest::At(s.site(DB94))),
        Some(WhyNot::NotYourDeployPhase)
    );
    let s = build(Phase::Deploy);
    assert_eq!(why(&s, Light, "Rebel Trooper", at(DB94)), None);
}

/// No placement: a Utinni Effect aiming at a card its text does not take (Luke? Luuuuke!
/// targets Rebels, not Talz); aiming at a Rebel, offered.
#[test]
fn why_not_no_placement() {
    let s = premiere()
        .extra(Dark, card("1_223"))
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Light, "Talz", MOS_EISLEY)
        .hand(Dark, "Luke? Luuuuke!")
        .fill(Dark, Pile::Force, 5)
        .phase(Dark, Phase::Deploy)
        .build();
    let aim = |target: &'static str| {
        move |s: &Scenario| Dest::Targeting {
            location: s.site(MOS_EISLEY),
            target: s.card(Light, target),
        }
    };
    assert_eq!(
        why(&s, Dark, "Luke? Luuuuke!", aim("Talz")),
        Some(WhyNot::NoPlacement)
    );
    assert_eq!(why(&s, Dark, "Luke? Luuuuke!", aim("Rebel Trooper")), None);
}

/// A Utinni Effect aiming at a card on Dagobah: the reason names the target's site; aiming at
/// the same Rebel elsewhere, offered.
#[test]
fn why_not_dagobah_target() {
    let build = |site: &str| {
        premiere()
            .extra(Dark, card("1_223"))
            .extra(Dark, card("4_158"))
            .site(Dark, MOS_EISLEY)
            .site(side_of(site), site)
            .at(Light, "Rebel Trooper", site)
            .hand(Dark, "Luke? Luuuuke!")
            .hand(Dark, JUNDLAND)
            .fill(Dark, Pile::Force, 5)
            .phase(Dark, Phase::Deploy)
            .build()
    };
    let aim = |s: &Scenario| Dest::Targeting {
        location: s.site(MOS_EISLEY),
        target: s.card(Light, "Rebel Trooper"),
    };
    let s = build(CAVE);
    assert_eq!(
        why(&s, Dark, "Luke? Luuuuke!", aim),
        Some(WhyNot::Dagobah {
            location: s.site(CAVE)
        })
    );
    let s = build(DUNE_SEA);
    assert_eq!(why(&s, Dark, "Luke? Luuuuke!", aim), None);
}

/// Characters deploy to sites: a system is refused as such.
#[test]
fn why_not_not_a_site() {
    let s = trooper_table(|b| {
        b.extra(Dark, card("1_289"))
            .site(Dark, "Tatooine")
            .site(Light, DB94)
    });
    assert_eq!(
        why(&s, Light, "Rebel Trooper", at("Tatooine")),
        Some(WhyNot::NotASite {
            location: s.site("Tatooine")
        })
    );
    assert_eq!(why(&s, Light, "Rebel Trooper", at(DB94)), None);
}

// ----- moves (CR 10) and battles (CR 9.1) -----

const DB327: &str = "Death Star: Docking Bay 327";
const JAWA_CAMP: &str = "Tatooine: Jawa Camp";

/// The reason `side` may not move `card` to `to`, after checking that it agrees with the
/// listed options when `side` decides (a reason exactly when no move or transit there is
/// offered).
fn why_move(s: &Scenario, side: Side, card: CardId, to: CardId) -> Option<WhyNot> {
    use swccg_engine::Answer;
    let reason = s.game.why_not_move(side, card, to);
    if s.seat() == Some(side) {
        let options = s.options();
        let offered = options.contains(&Answer::Move { card, to })
            || options.contains(&Answer::Transit { card, to });
        assert_eq!(
            reason.is_none(),
            offered,
            "{reason:?} but offered: {offered}"
        );
    }
    reason
}

/// The reason `side` may not battle at `location`, checked against the listed options the
/// same way.
fn why_battle(s: &Scenario, side: Side, location: CardId) -> Option<WhyNot> {
    use swccg_engine::Answer;
    let reason = s.game.why_not_battle(side, location);
    if s.seat() == Some(side) {
        let offered = s.options().contains(&Answer::Battle(location));
        assert_eq!(
            reason.is_none(),
            offered,
            "{reason:?} but offered: {offered}"
        );
    }
    reason
}

/// Dark's Tatooine row (Docking Bay 94, Mos Eisley, Jundland Wastes, the Jawa Camp) and
/// Docking Bay 327, `mover` at the first site of the row, `force` in Dark's Force Pile, in
/// Dark's `phase`. Dark holds Ommni Box (an interrupt for no Force), so that the phase is not
/// passed at once for want of a choice.
fn tatooine(mover: &str, force: usize, phase: Phase) -> (Scenario, [CardId; 4]) {
    let base = || {
        premiere()
            .site(Dark, DB94)
            .site(Dark, MOS_EISLEY)
            .site(Dark, JUNDLAND)
            .site(Dark, JAWA_CAMP)
            .site(Dark, DB327)
            .hand(Dark, "Ommni Box")
    };
    // The row's order is the table's; the mover starts at its first site.
    let probe = base().build();
    let first = probe.site(DB94);
    let row = probe
        .state()
        .rows
        .iter()
        .find(|r| r.sites.contains(&first))
        .expect("Tatooine's row")
        .sites
        .clone();
    assert_eq!(row.len(), 4, "the four Tatooine sites share a row");
    let title = |id: CardId| probe.game.title(id).to_owned();
    let s = base()
        .at(Dark, mover, &title(row[0]))
        .fill(Dark, Pile::Force, force)
        .phase(Dark, phase)
        .build();
    let ids = [0, 1, 2, 3].map(|i| s.site(&title(row[i])));
    (s, ids)
}

/// A regular move goes to an adjacent site for 1 Force: the second site of the row is
/// offered with exactly 1 Force; the third is not adjacent.
#[test]
fn why_not_move_not_adjacent() {
    let (s, row) = tatooine("Stormtrooper", 1, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(why_move(&s, Dark, trooper, row[1]), None);
    assert_eq!(
        why_move(&s, Dark, trooper, row[2]),
        Some(WhyNot::NotAdjacent {
            from: row[0],
            to: row[2]
        })
    );
    assert_eq!(
        why_move(&s, Dark, trooper, row[0]),
        Some(WhyNot::NotAdjacent {
            from: row[0],
            to: row[0]
        }),
        "a card does not move to where it is"
    );
}

/// A move costs 1 Force: with none, the reason is the cost.
#[test]
fn why_not_move_cannot_afford() {
    let (s, row) = tatooine("Stormtrooper", 0, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(
        why_move(&s, Dark, trooper, row[1]),
        Some(WhyNot::CannotAfford {
            cost: 1,
            available: 0
        })
    );
}

/// Outside the mover's move phase (its deploy phase, or the opponent's move phase), no move.
#[test]
fn why_not_move_not_your_move_phase() {
    let (s, row) = tatooine("Stormtrooper", 3, Phase::Deploy);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(
        why_move(&s, Dark, trooper, row[1]),
        Some(WhyNot::NotYourMovePhase)
    );
    let (s, row) = tatooine("Stormtrooper", 3, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(why_move(&s, Dark, trooper, row[1]), None);
    // Light's card, asked by Light in Dark's move phase: not Light's move phase...
    let s2 = premiere()
        .site(Light, DB94)
        .site(Light, DUNE_SEA)
        .at(Light, "Rebel Trooper", DB94)
        .fill(Light, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let rebel = s2.card(Light, "Rebel Trooper");
    assert_eq!(
        why_move(&s2, Light, rebel, s2.site(DUNE_SEA)),
        Some(WhyNot::NotYourMovePhase)
    );
    // ...and Dark may not move Light's cards at all.
    assert!(s.seat() == Some(Dark));
    assert_eq!(
        s2.game.why_not_move(Dark, rebel, s2.site(DB94)),
        Some(WhyNot::NotYourCardOnTable)
    );
}

/// A card that already made its regular move this turn, or whose text says it cannot move,
/// may not move; a card in hand is not on table.
#[test]
fn why_not_move_cannot_move() {
    use swccg_engine::event::Blocked;
    use swccg_engine::state::Flags;
    let (s, row) = tatooine("Stormtrooper", 3, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    assert_eq!(why_move(&s, Dark, trooper, row[1]), None);
    let s = premiere()
        .site(Dark, DB94)
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", DB94)
        .flag(Dark, "Stormtrooper", Flags::MOVED_TURN)
        .at(Dark, "Imperial Trooper Guard", DB94)
        .hand(Dark, "Death Star Trooper")
        .hand(Dark, "Ommni Box")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, Phase::Move)
        .build();
    let to = s.site(MOS_EISLEY);
    assert_eq!(
        why_move(&s, Dark, s.card(Dark, "Stormtrooper"), to),
        Some(WhyNot::CannotMove {
            blocked: Blocked::AlreadyMoved
        })
    );
    assert_eq!(
        why_move(&s, Dark, s.card(Dark, "Imperial Trooper Guard"), to),
        Some(WhyNot::CannotMove {
            blocked: Blocked::CannotMove
        })
    );
    assert_eq!(
        why_move(&s, Dark, s.card(Dark, "Death Star Trooper"), to),
        Some(WhyNot::NotYourCardOnTable)
    );
}

/// Docking bay transit: from Docking Bay 94 to Docking Bay 327 (not adjacent) for the
/// transit's cost; with one Force fewer, the cost is the reason.
#[test]
fn why_not_move_docking_bay_transit_cost() {
    let cost = {
        let (s, row) = tatooine("Stormtrooper", 9, Phase::Move);
        assert_eq!(
            s.state().location_of(s.card(Dark, "Stormtrooper")),
            Some(row[0])
        );
        usize::try_from(s.q().transit_cost(Dark, row[0])).unwrap()
    };
    let (s, row) = tatooine("Stormtrooper", cost, Phase::Move);
    let trooper = s.card(Dark, "Stormtrooper");
    let db327 = s.site(DB327);
    // Docking Bay 94 is the row's first site (the table keeps it at the row's end).
    assert_eq!(s.game.title(row[0]), DB94);
    assert!(cost >= 1, "the transit costs Force");
    assert_eq!(why_move(&s, Dark, trooper, db327), None);
    let (s, _) = tatooine("Stormtrooper", cost - 1, Phase::Move);
    assert_eq!(
        why_move(&s, Dark, s.card(Dark, "Stormtrooper"), db327),
        Some(WhyNot::CannotAfford {
            cost: cost as u8,
            available: cost as u8 - 1
        })
    );
}

/// Light's battle phase at Mos Eisley, Light's Rebel Trooper there, `dark` Dark characters
/// there, `force` in Light's Force Pile; Light holds The Bith Shuffle (an interrupt for no
/// Force), so that the phase is not passed at once for want of a choice.
fn battle_at_mos_eisley(dark: &[&str], force: usize) -> Scenario {
    let mut b = bith_shuffle()
        .site(Dark, MOS_EISLEY)
        .site(Light, DB94)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Light, Pile::Force, force);
    for title in dark {
        b = b.at(Dark, title, MOS_EISLEY);
    }
    b.phase(Light, Phase::Battle).build()
}

/// Both players need a character able to battle there; the reason names who has none.
#[test]
fn why_not_battle_no_one_to_battle() {
    let s = battle_at_mos_eisley(&[], 1);
    let l = s.site(MOS_EISLEY);
    assert_eq!(
        why_battle(&s, Light, l),
        Some(WhyNot::NoOneToBattle {
            side: Dark,
            location: l
        })
    );
    let s = battle_at_mos_eisley(&["Stormtrooper"], 1);
    assert_eq!(why_battle(&s, Light, l), None);
    // At Docking Bay 94 Light has no one.
    let db = s.site(DB94);
    assert_eq!(
        why_battle(&s, Light, db),
        Some(WhyNot::NoOneToBattle {
            side: Light,
            location: db
        })
    );
}

/// A battle costs 1 Force: with none, the cost is the reason.
#[test]
fn why_not_battle_cannot_afford() {
    let s = battle_at_mos_eisley(&["Stormtrooper"], 0);
    assert_eq!(
        why_battle(&s, Light, s.site(MOS_EISLEY)),
        Some(WhyNot::CannotAfford {
            cost: 1,
            available: 0
        })
    );
}

/// One battle per location and turn.
#[test]
fn why_not_battle_already_battled_here() {
    use swccg_engine::state::Flags;
    let s = bith_shuffle()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .flag(Dark, MOS_EISLEY, Flags::BATTLE_HERE_TURN)
        .fill(Light, Pile::Force, 3)
        .phase(Light, Phase::Battle)
        .build();
    let l = s.site(MOS_EISLEY);
    assert_eq!(
        why_battle(&s, Light, l),
        Some(WhyNot::AlreadyBattledHere { location: l })
    );
}

/// Battles are initiated in one's own battle phase: not in the move phase, and not in the
/// opponent's battle phase.
#[test]
fn why_not_battle_not_your_battle_phase() {
    let s = premiere()
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Force, 3)
        .phase(Light, Phase::Move)
        .build();
    let l = s.site(MOS_EISLEY);
    assert_eq!(why_battle(&s, Light, l), Some(WhyNot::NotYourBattlePhase));
    assert_eq!(why_battle(&s, Dark, l), Some(WhyNot::NotYourBattlePhase));
    let s = battle_at_mos_eisley(&["Stormtrooper"], 3);
    assert_eq!(why_battle(&s, Dark, l), Some(WhyNot::NotYourBattlePhase));
    assert_eq!(why_battle(&s, Light, l), None);
}

/// The Premiere decks with The Bith Shuffle in Light's hand.
fn bith_shuffle() -> swccg_engine::scenario::Builder {
    premiere()
        .extra(Light, card("1_115"))
        .hand(Light, "The Bith Shuffle")
}

/// A Jawa costs 1 Force from each player: with Light's Force Pile empty the reason names the
/// opponent's share, with Dark's short the reason is Dark's own cost, and with both piles
/// holding their share it is offered.
#[test]
fn why_not_opponent_cannot_afford() {
    let build = |dark: usize, light: usize| {
        let mut b = premiere()
            .site(Dark, MOS_EISLEY)
            .at(Dark, "Stormtrooper", MOS_EISLEY)
            .hand(Dark, "Jawa")
            .hand(Dark, JUNDLAND)
            .fill(Dark, Pile::Force, dark);
        if light > 0 {
            b = b.fill(Light, Pile::Force, light);
        }
        b.phase(Dark, Phase::Deploy).build()
    };
    let s = build(5, 0);
    let cost = {
        let c = s.card(Dark, "Jawa");
        swccg_engine::flow::actions::payment_for(&s.q(), Dark, c, Dest::At(s.site(MOS_EISLEY)))
    };
    assert_eq!(cost.each, 1, "a Jawa costs each player 1");
    assert_eq!(
        why(&s, Dark, "Jawa", at(MOS_EISLEY)),
        Some(WhyNot::OpponentCannotAfford {
            cost: 1,
            available: 0
        })
    );
    let total = cost.own + cost.each;
    let s = build(usize::from(total) - 1, 1);
    assert_eq!(
        why(&s, Dark, "Jawa", at(MOS_EISLEY)),
        Some(WhyNot::CannotAfford {
            cost: total,
            available: total - 1
        })
    );
    let s = build(usize::from(total), 1);
    assert_eq!(why(&s, Dark, "Jawa", at(MOS_EISLEY)), None);
}

/// A generic site of Dark's to the planet of `planet` (a location on table), at `index` of
/// its row.
fn to_planet(planet: &'static str, index: u8) -> impl Fn(&Scenario) -> Dest {
    move |s| Dest::Row {
        index,
        convert: None,
        planet: Some(s.site(planet)),
    }
}

/// Dark's deploy phase with Eriadu, Kessel and Kiffex on table and a Desert and a Forest in hand;
/// `more` adds to the table.
fn generic_table(
    more: impl FnOnce(swccg_engine::scenario::Builder) -> swccg_engine::scenario::Builder,
) -> Scenario {
    more(
        premiere()
            .extra(Dark, card("102_7"))
            .extra(Dark, card("1_288"))
            .extra(Dark, card("2_147"))
            .extra(Dark, card("7_281"))
            .extra(Dark, card("7_284"))
            .extra(Dark, card("7_284"))
            .site(Dark, "Eriadu")
            .site(Dark, "Kessel")
            .site(Dark, "Kiffex"),
    )
    .hand(Dark, "Desert")
    .hand(Dark, "Forest")
    .phase(Dark, Phase::Deploy)
    .build()
}

/// A Desert "may not deploy to … Kessel …": refused there, offered at Eriadu.
#[test]
fn why_not_may_not_deploy_to_planet() {
    let s = generic_table(|b| b);
    assert_eq!(
        why(&s, Dark, "Desert", to_planet("Kessel", 0)),
        Some(WhyNot::MayNotDeployToPlanet {
            location: s.site("Kessel")
        })
    );
    assert_eq!(why(&s, Dark, "Desert", to_planet("Eriadu", 0)), None);
}

/// A generic site names no planet: without one named it has nowhere to go.
#[test]
fn why_not_no_planet() {
    let s = generic_table(|b| b);
    let none = |_: &Scenario| Dest::Row {
        index: 0,
        convert: None,
        planet: None,
    };
    assert_eq!(why(&s, Dark, "Desert", none), Some(WhyNot::NoPlanet));
    assert_eq!(why(&s, Dark, "Desert", to_planet("Eriadu", 0)), None);
}

/// A Forest already at Eriadu: a second one is refused there, offered at Kiffex.
#[test]
fn why_not_generic_on_planet() {
    let s = generic_table(|b| b.generic_site(Dark, "Forest", "Eriadu"));
    let there = s.site("Forest");
    let in_hand = *s
        .cards(Dark, "Forest")
        .iter()
        .find(|&&c| s.place(c) == swccg_engine::Place::Pile(Pile::Hand))
        .expect("a Forest in hand");
    let check = |to: Dest| {
        let reason = s.game.why_not(Dark, in_hand, to);
        assert_eq!(
            reason.is_none(),
            s.deploy_options_for(in_hand).contains(&to)
        );
        reason
    };
    assert_eq!(
        check(to_planet("Eriadu", 0)(&s)),
        Some(WhyNot::GenericOnPlanet { location: there })
    );
    assert_eq!(check(to_planet("Kiffex", 0)(&s)), None);
}

// ----- vehicles (seed 004 "Driver", "Embarking"; CR 7.4, 10.2) -----

const CANTINA: &str = "Tatooine: Cantina";
const CAMP: &str = "Tatooine: Jawa Camp";
const FARM: &str = "Tatooine: Lars' Moisture Farm";

/// Premiere with the vehicles of these tests and more Tatooine sites.
fn with_vehicles() -> swccg_engine::scenario::Builder {
    premiere()
        .extra(Dark, card("1_309")) // Sandcrawler: landspeed 2, 1 driver and 7 passengers
        .extra(Dark, card("1_310")) // Ubrikkian 9000 Z001: 1 driver and 2 passengers
        .extra(Dark, card("1_290")) // Tatooine: Cantina (interior)
        .extra(Dark, card("1_294")) // Tatooine: Lars' Moisture Farm
}

/// Not an exterior site: the Cantina for the Ubrikkian; Mos Eisley, exterior, offered.
#[test]
fn why_not_not_exterior_site() {
    let s = with_vehicles()
        .site(Dark, CANTINA)
        .site(Dark, MOS_EISLEY)
        .hand(Dark, "Ubrikkian 9000 Z001")
        .fill(Dark, Pile::Force, 2)
        .hand(Dark, DETENTION)
        .phase(Dark, Phase::Deploy)
        .build();
    assert_eq!(
        why(&s, Dark, "Ubrikkian 9000 Z001", at(CANTINA)),
        Some(WhyNot::NotExteriorSite {
            location: s.site(CANTINA)
        })
    );
    assert_eq!(why(&s, Dark, "Ubrikkian 9000 Z001", at(MOS_EISLEY)), None);
}

/// The Sandcrawler along Jundland Wastes, Jawa Camp, Mos Eisley, Lars' Moisture Farm: without
/// a driver it may not move; driven, Mos Eisley (2 sites) is offered and the farm (3) is
/// beyond its landspeed of 2.
#[test]
fn why_not_move_vehicle_driver_and_landspeed() {
    let row = |driven: bool| {
        let b = with_vehicles()
            .site(Dark, JUNDLAND)
            .site(Dark, CAMP)
            .site(Dark, MOS_EISLEY)
            .site(Dark, FARM)
            .at(Dark, "Sandcrawler", JUNDLAND)
            .at(Dark, "Stormtrooper", FARM);
        let b = if driven {
            b.on(Dark, "Stormtrooper", "Sandcrawler")
        } else {
            b
        };
        b.fill(Dark, Pile::Force, 2)
            .phase(Dark, Phase::Move)
            .build()
    };
    let s = row(false);
    let crawler = s.card(Dark, "Sandcrawler");
    assert_eq!(
        why_move(&s, Dark, crawler, s.site(CAMP)),
        Some(WhyNot::CannotMove {
            blocked: swccg_engine::event::Blocked::NotDriven
        })
    );
    let s = row(true);
    let crawler = s.card(Dark, "Sandcrawler");
    assert_eq!(why_move(&s, Dark, crawler, s.site(MOS_EISLEY)), None);
    assert_eq!(
        why_move(&s, Dark, crawler, s.site(FARM)),
        Some(WhyNot::BeyondLandspeed {
            to: s.site(FARM),
            landspeed: 2
        })
    );
    assert_eq!(
        why_move(&s, Dark, crawler, s.site(CAMP)),
        None,
        "one site is within 2 too"
    );
}

/// Embarking: onto the Ubrikkian at another site, refused; at the same site, offered; full,
/// refused for want of a slot.
#[test]
fn why_not_move_embarking() {
    let table = |same_site: bool, full: bool| {
        let b = with_vehicles()
            .site(Dark, MOS_EISLEY)
            .site(Dark, CAMP)
            .at(
                Dark,
                "Ubrikkian 9000 Z001",
                if same_site { MOS_EISLEY } else { CAMP },
            )
            .at(Dark, "Stormtrooper", MOS_EISLEY);
        let b = if full {
            b.on(Dark, "Stormtrooper", "Ubrikkian 9000 Z001")
                .passenger(Dark, "Stormtrooper", "Ubrikkian 9000 Z001")
                .passenger(Dark, "Stormtrooper", "Ubrikkian 9000 Z001")
        } else {
            b
        };
        b.fill(Dark, Pile::Force, 1)
            .phase(Dark, Phase::Move)
            .build()
    };
    for (same_site, full) in [(false, false), (true, false), (true, true)] {
        let s = table(same_site, full);
        let vehicle = s.card(Dark, "Ubrikkian 9000 Z001");
        let trooper = s
            .cards(Dark, "Stormtrooper")
            .into_iter()
            .find(|&c| matches!(s.place(c), swccg_engine::Place::At { .. }))
            .expect("the Stormtrooper on foot");
        let expected = match (same_site, full) {
            (false, _) => Some(WhyNot::NotSameSite { vehicle }),
            (true, false) => None,
            (true, true) => Some(WhyNot::NoCapacity { ship: vehicle }),
        };
        assert_eq!(why_move(&s, Dark, trooper, vehicle), expected);
    }
}

/// Dark's Disarmed (1_214) in hand, its Stormtrooper with a Blaster Rifle and Light's Rebel
/// Trooper with a Blaster at Mos Eisley, at the start of Dark's `phase` (with the Jawa Camp in
/// hand, another deployment).
fn disarmed_table(phase: Phase) -> Scenario {
    premiere()
        .extra(Dark, card("1_214"))
        .site(Dark, MOS_EISLEY)
        .at(Dark, "Stormtrooper", MOS_EISLEY)
        .on(Dark, "Blaster Rifle", "Stormtrooper")
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .on(Light, "Blaster", "Rebel Trooper")
        .hand(Dark, "Disarmed")
        .hand(Dark, "Tatooine: Jawa Camp")
        .fill(Dark, Pile::Force, 3)
        .phase(Dark, phase)
        .build()
}

/// Seed 004 "Disarmed": it deploys "during any control phase": in Dark's deploy phase it may
/// not, with the reason; in Dark's control phase it is offered.
#[test]
fn why_not_deploys_during() {
    let on_trooper = |s: &Scenario| Dest::On {
        card: s.card(Light, "Rebel Trooper"),
        placed_as: 0,
    };
    let s = disarmed_table(Phase::Deploy);
    assert_eq!(
        why(&s, Dark, "Disarmed", on_trooper),
        Some(WhyNot::DeploysDuring {
            who: swccg_engine::script::Rel::Anyone,
            phase: Phase::Control
        })
    );
    let s = disarmed_table(Phase::Control);
    assert_eq!(why(&s, Dark, "Disarmed", on_trooper), None);
}

/// A location's text making moves from it free (Kashyyyk: Sacred Falls for Wookiees) frees
/// only the moves the rules allow: a Wookiee there is still not adjacent to a site of another
/// planet. Regression: "why not" took the free move for a legal one and gave no reason, though
/// no such move was offered.
#[test]
fn why_not_move_a_free_move_still_needs_an_adjacent_site() {
    let s = common::with(&["216_9"], &["216_32", "216_42"])
        .site(Light, "Kashyyyk: Sacred Falls (Forest)")
        .site(Dark, "Mustafar: Private Platform (Docking Bay)")
        .at(Light, "Tarfful", "Kashyyyk: Sacred Falls (Forest)")
        // A move the player has, so that the move phase is not passed at once.
        .site(Light, DB94)
        .site(Dark, MOS_EISLEY)
        .at(Light, "Rebel Trooper", DB94)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Move)
        .build();
    let tarfful = s.card(Light, "Tarfful");
    let falls = s.site("Kashyyyk: Sacred Falls (Forest)");
    let platform = s.site("Mustafar: Private Platform (Docking Bay)");
    assert_eq!(s.seat(), Some(Light));
    assert_eq!(
        why_move(&s, Light, tarfful, platform),
        Some(WhyNot::NotAdjacent {
            from: falls,
            to: platform
        })
    );
}

/// Tatooine: Mos Eisley lets Light's characters move free between it and the Cantina in
/// Light's control phase: "why not" gives no reason for that move, and still names the move
/// phase for a regular move to the adjacent Dune Sea. Regression: it named the move phase for
/// both, though the move to the Cantina was offered.
#[test]
fn why_not_move_mos_eisley_to_the_cantina_in_the_control_phase() {
    let s = premiere()
        .extra(Light, card("1_133"))
        .extra(Light, card("1_128"))
        .site(Light, MOS_EISLEY)
        .site(Light, DUNE_SEA)
        .site(Light, CANTINA)
        .at(Light, "Rebel Trooper", MOS_EISLEY)
        .fill(Light, Pile::Force, 2)
        .phase(Light, Phase::Control)
        .build();
    let trooper = s.card(Light, "Rebel Trooper");
    assert_eq!(s.seat(), Some(Light));
    assert_eq!(why_move(&s, Light, trooper, s.site(CANTINA)), None);
    assert_eq!(
        why_move(&s, Light, trooper, s.site(DUNE_SEA)),
        Some(WhyNot::NotYourMovePhase)
    );
}

/// The answer "why not" gives agrees with the options at every top-level decision of random
/// games between real decks: in the deciding player's action windows, a deployment of a card
/// in hand to a location, a move of a card on table to a location and a battle at a location
/// get no reason exactly when they are offered (a copy of the same card counts for an
/// identical copy, as the options list each title once), and every deployment aboard or on a
/// card that is offered gets none.
#[test]
fn why_not_agrees_with_the_options_throughout_random_games() {
    use swccg_engine::{Answer, Place, Prompt};

    const GAMES_PER_PAIR: u64 = 60;
    const MAX_DECISIONS: usize = 5000;
    let mut checked = [0usize; 3];
    common::each_random_decision(
        GAMES_PER_PAIR,
        MAX_DECISIONS,
        0x7779,
        |catalogue, game, pending, place| {
            if let Prompt::Action { .. } = pending.prompt {
                let side = pending.seat;
                let options = &pending.options;
                let st = game.state();
                let q = swccg_engine::query::Q::new(catalogue, st);
                let locations: Vec<CardId> = st.locations().collect();
                let hand = st.player(side).hand.clone();
                // To each location, and on each card on table as pilot or driver and
                // as passenger.
                let dests: Vec<Dest> = locations
                    .iter()
                    .map(|&l| Dest::At(l))
                    .chain(st.table.iter().flat_map(|&bearer| {
                        [0, 1].map(|placed_as| Dest::On {
                            card: bearer,
                            placed_as,
                        })
                    }))
                    .collect();
                for &card in &hand {
                    let title = &q.bp(card).title;
                    for &to in &dests {
                        let offered = options.iter().any(|a| {
                            matches!(a, Answer::Deploy { card: c, to: t }
                            if *t == to && hand.contains(c) && q.bp(*c).title == *title)
                        });
                        let reason = game.why_not(side, card, to);
                        assert_eq!(
                            reason.is_none(),
                            offered,
                            "{place}: deploying {title} to {to:?}: {reason:?}, offered {offered}"
                        );
                        checked[0] += 1;
                    }
                }
                // Every deployment offered (aboard, on a card, a location to its row,
                // an Effect to the table) and every replacement by a squadron.
                for a in options {
                    let (card, why) = match *a {
                        Answer::Deploy { card, to } => (card, game.why_not(side, card, to)),
                        Answer::Replace { card, ships } => {
                            let Some(l) = st.location_of(ships[0]) else {
                                continue;
                            };
                            (card, game.why_not_replace(side, card, l))
                        }
                        _ => continue,
                    };
                    assert_eq!(why, None, "{place}: {} offered as {a:?}", q.bp(card).title);
                }
                let movers: Vec<CardId> = st
                    .table
                    .iter()
                    .copied()
                    .filter(|&c| q.owner(c) == side && matches!(q.place(c), Place::At { .. }))
                    .collect();
                for &card in &movers {
                    for &to in &locations {
                        let offered = options.contains(&Answer::Move { card, to })
                            || options.contains(&Answer::Transit { card, to });
                        let reason = game.why_not_move(side, card, to);
                        assert_eq!(
                            reason.is_none(),
                            offered,
                            "{place}: moving {} from {:?} to {}: {reason:?}, offered {offered}; {:?} {options:?}",
                            q.bp(card).title,
                            st.location_of(card).map(|l| &q.bp(l).title),
                            q.bp(to).title,
                            (card, to)
                        );
                        checked[1] += 1;
                    }
                }
                for &l in &locations {
                    let offered = options.contains(&Answer::Battle(l));
                    let reason = game.why_not_battle(side, l);
                    assert_eq!(
                        reason.is_none(),
                        offered,
                        "{place}: battle at {}: {reason:?}, offered {offered}",
                        q.bp(l).title
                    );
                    checked[2] += 1;
                }
            }
        },
    );
    assert!(checked.iter().all(|&n| n > 1000), "{checked:?}");
}
