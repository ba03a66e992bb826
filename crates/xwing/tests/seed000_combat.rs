//! Seed 000 (`../shared/rules/seeds/000_2c771f5df4083966.txt`): the Combat phase with huge
//! ships, damage decks by section, crippled sections and the simultaneous attack rule.

mod support;

use door::Game;

use support::*;
use xwing::data::{ArcKind, Bearing, Section};
use xwing::dice::DefenseFace;
use xwing::rules::{
    Choice, DeckKind, Event, Lock, Modification, ObstacleKind, Phase, Prompt, Seat, ShipId,
    UpgradeRef, WeaponRef,
};

const PRIMARY: WeaponRef = WeaponRef::Primary { card: 0, arc: 0 };

fn attacks(table: &Table, ship: u16) -> Vec<(WeaponRef, ShipId, Option<Section>)> {
    table
        .battle
        .attack_options(ShipId(ship))
        .into_iter()
        .map(|o| (o.weapon, o.defender, o.section))
        .collect()
}

fn pass_modifications(table: &mut Table) {
    table.pass_while(|p| {
        matches!(
            p,
            Prompt::ModifyAttack { .. } | Prompt::ModifyDefense { .. } | Prompt::ExtraDie { .. }
        )
    });
}

fn defense_dice_of(table: &Table, ship: ShipId) -> Vec<DefenseFace> {
    table
        .events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::DefenseDice { ship: s, dice } if *s == ship => Some(dice.clone()),
            _ => None,
        })
        .expect("the defender rolled")
}

// seed 000 "Attaques par des vaisseaux immenses": a huge ship attacks with its primary weapon
// and once with each secondary weapon, each attack resolved before the next; the GR-75 prints
// no attack value and makes no primary attack.
#[test]
fn huge_ships_fire_their_primary_and_each_secondary_weapon() {
    let mut table = epic(
        vec![
            cr90(
                &["singleturbolasers", "quadlasercannons"],
                &[],
                900.0,
                300.0,
                90.0,
            ),
            gr75(&[], 300.0, 300.0, 90.0),
        ],
        vec![tie(900.0, 682.4, -90.0), tie(1000.0, 520.0, -90.0)],
        vec![],
    );
    table.battle.ships[0].cards[0].upgrades[0].energy = 2;
    table.battle.ships[0].cards[0].upgrades[1].energy = 2;
    assert!(attacks(&table, 1).is_empty(), "the GR-75 has no weapon");
    let turbolasers = WeaponRef::Secondary(UpgradeRef { card: 0, index: 0 });
    let quad = WeaponRef::Secondary(UpgradeRef { card: 0, index: 1 });
    let first = attacks(&table, 0);
    assert!(first.contains(&(PRIMARY, ShipId(2), None)));
    assert!(first.contains(&(turbolasers, ShipId(2), None)));
    assert!(first.contains(&(quad, ShipId(3), None)));
    table.skip_to(Phase::Combat);
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
        Choice::Attack {
            weapon: PRIMARY,
            target: ShipId(2),
            section: None,
        },
    );
    pass_modifications(&mut table);
    // Asked again, for the weapons not fired yet.
    assert!(matches!(
        table.prompt(),
        Prompt::DeclareAttack { ship: ShipId(0) }
    ));
    let again = table.options();
    assert!(
        !again
            .iter()
            .any(|o| matches!(o, Choice::Attack { weapon, .. } if *weapon == PRIMARY))
    );
    assert!(
        again
            .iter()
            .any(|o| matches!(o, Choice::Attack { weapon, .. } if *weapon == quad))
    );
}

// seed 000 "Agilité des vaisseaux immenses": agility 0, yet range and obstruction still add
// defense dice.
#[test]
fn huge_ships_have_agility_zero_but_roll_bonus_dice() {
    let mut table = epic(
        vec![gr75(&[], 900.0, 300.0, 90.0)],
        vec![tie(900.0, 680.0, -90.0)],
        vec![rock(ObstacleKind::Asteroid(0), 900.0, 520.0)],
    );
    let option = table
        .battle
        .attack_options(ShipId(1))
        .into_iter()
        .find(|o| o.defender == ShipId(0))
        .unwrap();
    assert_eq!(option.range, 3);
    assert_eq!(
        table
            .battle
            .obstruction_dice(&option.line, ShipId(1), ShipId(0)),
        1
    );
    table.skip_to(Phase::Combat);
    let choice = Choice::Attack {
        weapon: option.weapon,
        target: ShipId(0),
        section: option.section,
    };
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(1) }),
        choice,
    );
    pass_modifications(&mut table);
    assert_eq!(
        defense_dice_of(&table, ShipId(0)).len(),
        2,
        "range 3 and obstruction"
    );
}

// seed 000 "Gabarit de portée longue": the long ruler (ranges 4-5) serves only weapons that
// name targets beyond range 3; a primary attack at range 3 or more gives the defender one more
// die.
#[test]
fn long_range_ruler_and_the_extra_defense_die() {
    let mut table = epic(
        vec![
            cr90(&[], &[], 900.0, 300.0, 90.0),
            xwing(1000.0, 420.0, 90.0),
        ],
        vec![tie(900.0, 832.4, -90.0)],
        vec![],
    );
    let far = table.battle.attack_options(ShipId(0));
    let at = far
        .iter()
        .find(|o| o.weapon == PRIMARY && o.defender == ShipId(2))
        .expect("range 4 for the CR90");
    assert_eq!(at.range, 4);
    assert!(
        table.battle.attack_options(ShipId(1)).is_empty(),
        "range 4 is beyond an X-wing's reach"
    );
    table.battle.ships[1].memory.engaged = true;
    table.skip_to(Phase::Combat);
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
        Choice::Attack {
            weapon: PRIMARY,
            target: ShipId(2),
            section: None,
        },
    );
    pass_modifications(&mut table);
    assert_eq!(
        defense_dice_of(&table, ShipId(2)).len(),
        4,
        "agility 3 + 1 at range 4"
    );
}

// seed 000 "Portée d'une arme principale": the CR90's primary weapon fires at range 3-5 only.
#[test]
fn cr90_primary_weapon_range_three_to_five() {
    let table = epic(
        vec![cr90(&[], &[], 900.0, 300.0, 90.0)],
        vec![tie(900.0, 560.0, -90.0), tie(1100.0, 700.0, -90.0)],
        vec![],
    );
    let options = attacks(&table, 0);
    assert!(!options.contains(&(PRIMARY, ShipId(1), None)), "range 2");
    assert!(options.contains(&(PRIMARY, ShipId(2), None)), "range 3");
    assert_eq!(table.battle.ship(ShipId(0)).cards[0].primary_range, (3, 5));
}

// seed 000 "Cibler un vaisseau immense": pick a section; the line from the attacker's base
// centre to that section's base centre must not cross the centre line; the range goes to the
// nearest point of that section inside the arc.
#[test]
fn targeting_a_huge_ship_section_needs_a_clear_line_to_its_base() {
    let table = epic(
        vec![gr75(&[], 900.0, 300.0, 90.0)],
        vec![tie(900.0, 560.0, -90.0), tie(985.0, 200.0, 180.0)],
        vec![],
    );
    // Ahead of the nose: only the fore section.
    let ahead: Vec<_> = attacks(&table, 1).into_iter().map(|a| a.2).collect();
    assert_eq!(ahead, [Some(Section::Fore)]);
    // Beside the aft section, facing it: only the aft section.
    let beside: Vec<_> = attacks(&table, 2).into_iter().map(|a| a.2).collect();
    assert_eq!(beside, [Some(Section::Aft)]);
    let option = table.battle.attack_options(ShipId(1)).remove(0);
    let fore = table
        .battle
        .distance(ShipId(1), None, ShipId(0), Some(Section::Fore));
    assert_eq!(Some(option.range), table.battle.band(fore, false));
}

// seed 000 "Arme principale : Tourelle": a turret primary fires in or out of the arcs, measured
// from its section's base; out of its arcs, the line from the target's base centre to that
// section's base centre must not cross the centre line.
#[test]
fn huge_turret_primary_fires_outside_its_arcs_when_the_line_is_clear() {
    let mut table = epic(
        vec![cr90(&[], &[], 900.0, 450.0, 90.0)],
        vec![tie(600.0, 480.0, 0.0), tie(880.0, 50.0, 90.0)],
        vec![],
    );
    // The 1e data has no huge ship with a turret primary; this CR90 gets one for the test.
    table.battle.ships[0].cards[0].primaries[0].arc = ArcKind::Turret;
    let options = attacks(&table, 0);
    assert!(
        options.contains(&(PRIMARY, ShipId(1), None)),
        "beside the fore section, line clear"
    );
    assert!(
        !options.contains(&(PRIMARY, ShipId(2), None)),
        "far astern: the line crosses the centre line"
    );
    let printed = epic(
        vec![cr90(&[], &[], 900.0, 450.0, 90.0)],
        vec![tie(600.0, 480.0, 0.0)],
        vec![],
    );
    assert!(
        attacks(&printed, 0).is_empty(),
        "outside the printed fore arcs"
    );
}

// seed 000 "Arcs de tir additionnels": a secondary weapon fires at ships in either arc of the
// section it is equipped to.
#[test]
fn secondary_weapons_fire_through_their_own_sections_arcs() {
    let behind = tie(900.0, 130.0, 90.0);
    let fore = epic(
        vec![cr90(&["quadlasercannons"], &[], 900.0, 400.0, 90.0)],
        vec![behind.clone()],
        vec![],
    );
    let mut fore = fore;
    fore.battle.ships[0].cards[0].upgrades[0].energy = 2;
    assert!(
        attacks(&fore, 0).is_empty(),
        "the fore section's arcs face forward"
    );
    let mut aft = epic(
        vec![cr90(&[], &["quadlasercannons"], 900.0, 400.0, 90.0)],
        vec![behind],
        vec![],
    );
    aft.battle.ships[0].cards[1].upgrades[0].energy = 2;
    let quad = WeaponRef::Secondary(UpgradeRef { card: 1, index: 0 });
    assert_eq!(attacks(&aft, 0), [(quad, ShipId(1), None)]);
}

// seed 000 "Dégâts": the damage card comes from the deck of the section hit and lies by that
// section's card; damage that does not name a section is placed by the opponent.
#[test]
fn damage_comes_from_the_deck_of_the_section_hit() {
    let mut table = epic(
        vec![cr90(&[], &[], 900.0, 400.0, 90.0)],
        vec![tie(300.0, 800.0, -90.0)],
        vec![],
    );
    table
        .battle
        .inflict(ShipId(0), Some(Section::Aft), 0, 0, 1, None);
    let cr = table.battle.ship(ShipId(0));
    assert!(cr.cards[0].damage.is_empty());
    let card = &cr.cards[1].damage[0];
    assert_eq!(
        table.battle.decks[card.deck.index()].kind,
        DeckKind::Huge {
            ship: ShipId(0),
            section: Section::Aft
        }
    );
    // Unclear source: the opponent picks the section.
    table.battle.inflict(ShipId(0), None, 1, 0, 0, None);
    assert!(matches!(
        table.prompt(),
        Prompt::Section {
            ship: ShipId(0),
            ..
        }
    ));
    assert_eq!(table.seat(), Seat::Two);
    table.answer(Choice::Section(Section::Fore));
    assert_eq!(table.battle.ship(ShipId(0)).cards[0].shields, 4);
}

// seed 000 "Dégâts": a single-card huge ship counts every damage card, from either deck,
// against its one hull value.
#[test]
fn single_card_huge_ship_counts_both_decks_against_its_hull() {
    let mut table = epic(
        vec![gr75(&[], 900.0, 400.0, 90.0)],
        vec![tie(300.0, 800.0, -90.0)],
        vec![],
    );
    table
        .battle
        .inflict(ShipId(0), Some(Section::Aft), 0, 0, 3, None);
    assert!(table.battle.ship(ShipId(0)).in_play());
    table
        .battle
        .inflict(ShipId(0), Some(Section::Fore), 0, 0, 5, None);
    table.pass_while(|p| matches!(p, Prompt::DiscardUpgrade { .. }));
    assert!(
        !table.battle.ship(ShipId(0)).in_play(),
        "8 cards (or fewer with Direct Hits) reach hull 8"
    );
    let discarded = |section| {
        table
            .battle
            .decks
            .iter()
            .find(|d| {
                d.kind
                    == DeckKind::Huge {
                        ship: ShipId(0),
                        section,
                    }
            })
            .map_or(0, |d| d.discard.len())
    };
    assert!(
        discarded(Section::Fore) > 0 && discarded(Section::Aft) > 0,
        "cards return faceup to both decks"
    );
}

// seed 000 "Sections abîmées pour les vaisseaux avec plusieurs cartes de vaisseaux": a section
// whose damage reaches its hull is crippled: its card flips, excess upgrades are discarded
// (the owner picks), excess energy goes, it can no longer be targeted or damaged, and when
// every section is crippled the ship is destroyed.
#[test]
fn crippled_sections_flip_discard_and_cannot_be_targeted() {
    let mut table = epic(
        vec![cr90(
            &[],
            &[
                "quadlasercannons",
                "engineeringteam",
                "shieldtechnician",
                "backupshieldgenerator",
            ],
            900.0,
            400.0,
            90.0,
        )],
        vec![tie(1000.0, 120.0, 90.0)],
        vec![],
    );
    table.battle.ships[0].cards[1].energy = 4;
    assert!(attacks(&table, 1).iter().any(|a| a.2 == Some(Section::Aft)));
    table
        .battle
        .inflict(ShipId(0), Some(Section::Aft), 0, 0, 8, None);
    // The crippled aft shows a single Cargo icon: three cards must go, the owner choosing.
    for index in 0..3u8 {
        table.expect(
            |p| {
                matches!(
                    p,
                    Prompt::DiscardUpgrade {
                        ship: ShipId(0),
                        ..
                    }
                )
            },
            Choice::Upgrade(UpgradeRef { card: 1, index }),
        );
    }
    let cr = table.battle.ship(ShipId(0));
    let aft = &cr.cards[1];
    assert!(aft.crippled);
    assert_eq!(aft.energy, 1, "the crippled aft's energy limit is 1");
    assert!(
        aft.upgrades[3].active(),
        "Backup Shield Generator fits the Cargo icon"
    );
    assert!(aft.upgrades[..3].iter().all(|u| u.discarded));
    assert!(table.saw(|e| matches!(
        e,
        Event::SectionCrippled {
            section: Section::Aft,
            ..
        }
    )));
    assert!(
        !attacks(&table, 1).iter().any(|a| a.2 == Some(Section::Aft)),
        "crippled: no longer a target"
    );
    let before = table.battle.ship(ShipId(0)).cards[1].damage.len();
    table
        .battle
        .inflict(ShipId(0), Some(Section::Aft), 2, 0, 0, None);
    assert_eq!(
        table.battle.ship(ShipId(0)).cards[1].damage.len(),
        before,
        "crippled: no more damage"
    );
    let dial = table.battle.dial_options(ShipId(0));
    assert!(!dial.contains(&m(4, Bearing::Straight)) && !dial.contains(&m(2, Bearing::BankLeft)));
    // Crippling the fore section too destroys the ship.
    table
        .battle
        .inflict(ShipId(0), Some(Section::Fore), 0, 0, 8, None);
    table.pass_while(|p| matches!(p, Prompt::DiscardUpgrade { .. }));
    assert!(!table.battle.ship(ShipId(0)).in_play());
    assert!(
        table
            .battle
            .ship(ShipId(0))
            .cards
            .iter()
            .all(|c| c.damage.is_empty()),
        "cards back to the decks"
    );
    assert!(table.violations().is_empty() || table.battle.outcome.is_some());
}

// seed 000 "Règle d'attaque simultanée": a section crippled by an attacker of the same pilot
// skill before the huge ship attacked stays unflipped until the huge ship has had its chance
// to attack.
#[test]
fn simultaneous_attack_rule_delays_crippling() {
    let mut spec = epic_spec(
        "Galactic Empire",
        vec![cr90(&[], &[], 900.0, 300.0, 90.0)],
        vec![ship(
            "tiefighter",
            "blacksquadronpilot",
            &[],
            900.0,
            682.4,
            -90.0,
        )],
        vec![],
    );
    spec.first_player = Seat::Two;
    let mut table = Table::new(spec);
    table.skip_to(Phase::Combat);
    // The TIE (skill 4, first player) engages first; the CR90 (skill 4) has not attacked.
    assert!(matches!(
        table.prompt(),
        Prompt::DeclareAttack { ship: ShipId(1) }
    ));
    table
        .battle
        .inflict(ShipId(0), Some(Section::Fore), 0, 0, 8, Some(ShipId(1)));
    let fore = &table.battle.ship(ShipId(0)).cards[0];
    assert!(!fore.crippled && fore.cripple_due, "not flipped yet");
    table.answer(Choice::Pass);
    // The CR90 still fires its full primary weapon.
    assert!(matches!(
        table.prompt(),
        Prompt::DeclareAttack { ship: ShipId(0) }
    ));
    assert_eq!(table.battle.weapon_value(ShipId(0), PRIMARY), 4);
    table.answer(Choice::Pass);
    assert!(
        table.battle.ship(ShipId(0)).cards[0].crippled,
        "crippled once it had its chance"
    );
}

// seed 000 "Missiles d'assaut": against a huge ship, Assault Missiles hit ships at range 1 of
// the targeted section; the other section suffers nothing.
#[test]
fn assault_missiles_splash_from_the_targeted_section() {
    for seed in 0..30 {
        let mut table = Table::with_seed(
            epic_spec(
                "Galactic Empire",
                vec![
                    gr75(&[], 900.0, 400.0, 90.0),
                    xwing(1010.0, 470.0, 90.0),
                    xwing(1010.0, 250.0, 90.0),
                ],
                vec![ship(
                    "tiebomber",
                    "scimitarsquadronpilot",
                    &["assaultmissiles"],
                    900.0,
                    750.0,
                    -90.0,
                )],
                vec![],
            ),
            seed,
        );
        table.battle.locks.push(Lock {
            holder: ShipId(3),
            target: ShipId(0),
            section: Some(Section::Fore),
        });
        table.battle.ships[1].memory.engaged = true;
        table.battle.ships[2].memory.engaged = true;
        let near_fore = table
            .battle
            .distance(ShipId(0), Some(Section::Fore), ShipId(1), None);
        let near_aft_only = table
            .battle
            .distance(ShipId(0), Some(Section::Fore), ShipId(2), None);
        assert_eq!(table.battle.band(near_fore, false), Some(1));
        assert_ne!(table.battle.band(near_aft_only, false), Some(1));
        table.skip_to(Phase::Combat);
        let missiles = WeaponRef::Secondary(UpgradeRef { card: 0, index: 0 });
        table.expect(
            |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(3) }),
            Choice::Attack {
                weapon: missiles,
                target: ShipId(0),
                section: Some(Section::Fore),
            },
        );
        pass_modifications(&mut table);
        if !table.saw(|e| {
            matches!(
                e,
                Event::AttackHit {
                    attacker: ShipId(3),
                    ..
                }
            )
        }) {
            continue;
        }
        let lost = |t: &Table, id| {
            let s = t.battle.ship(ShipId(id));
            usize::from(s.cards[0].shields_max - s.cards[0].shields) + s.damage_count()
        };
        assert_eq!(lost(&table, 1), 1, "range 1 of the fore section");
        assert_eq!(lost(&table, 2), 0, "range 1 of the aft section only");
        // The defender suffers the attack's damage only, not a splash point besides.
        let dealt = table
            .events
            .iter()
            .find_map(|e| match e {
                Event::AttackHit { hits, crits, .. } => Some(usize::from(hits + crits)),
                _ => None,
            })
            .expect("the attack hit");
        assert_eq!(lost(&table, 0), dealt, "{:?}", table.events);
        assert!(
            !matches!(
                table.battle.pending().map(|p| &p.prompt),
                Some(Prompt::Section {
                    ship: ShipId(0),
                    ..
                })
            ),
            "no more damage waits for a section of the defender"
        );
        return;
    }
    panic!("no seed gave a hit with 4 dice against no defense dice");
}

// seed 000 "Obstruction": a huge ship's section on the range line obstructs an attack on
// another ship (EM Emitter raises it to three dice); a huge ship never obstructs attacks on
// itself.
#[test]
fn huge_sections_obstruct_attacks_on_other_ships() {
    let obstruction = |table: &Table, attacker: u16, defender: u16| {
        let option = table
            .battle
            .attack_options(ShipId(attacker))
            .into_iter()
            .find(|o| o.defender == ShipId(defender))
            .expect("the defender is in the attacker's arc and range");
        table
            .battle
            .obstruction_dice(&option.line, ShipId(attacker), ShipId(defender))
    };
    let table = |emitter: &[&str]| {
        epic(
            vec![xwing(900.0, 230.0, 90.0), gr75(emitter, 900.0, 350.0, 0.0)],
            vec![tie(900.0, 470.0, -90.0)],
            vec![],
        )
    };
    assert_eq!(obstruction(&table(&["ememitter"]), 0, 2), 3, "EM Emitter");
    let plain = table(&[]);
    assert_eq!(obstruction(&plain, 0, 2), 1);
    assert_eq!(obstruction(&plain, 2, 1), 0, "never by the defender itself");
}

// seed 000 "Marqueurs d'acquisition": a lock on a huge ship goes on one section whose nearest
// point is in range, and works only against that section.
#[test]
fn locks_on_huge_ships_belong_to_one_section() {
    let mut table = epic(
        vec![gr75(&[], 900.0, 400.0, 0.0)],
        vec![
            ship(
                "tiefighter",
                "blacksquadronpilot",
                &[],
                1000.0,
                700.0,
                -90.0,
            ),
            ship(
                "tieadvanced",
                "tempestsquadronpilot",
                &[],
                900.0,
                600.0,
                -90.0,
            ),
        ],
        vec![],
    );
    let targets = table.battle.lock_targets(ShipId(2));
    assert!(
        targets.contains(&(ShipId(0), Some(Section::Fore)))
            && targets.contains(&(ShipId(0), Some(Section::Aft)))
    );
    table.battle.locks.push(Lock {
        holder: ShipId(2),
        target: ShipId(0),
        section: Some(Section::Aft),
    });
    table.battle.ships[1].memory.engaged = true;
    table.skip_to(Phase::Combat);
    let fore = table
        .options()
        .into_iter()
        .find(|o| {
            matches!(
                o,
                Choice::Attack {
                    section: Some(Section::Fore),
                    ..
                }
            )
        })
        .expect("the fore section is in the TIE Advanced's arc");
    table.answer(fore);
    let offered = table
        .battle
        .pending()
        .is_some_and(|p| p.options.contains(&Choice::Modify(Modification::SpendLock)));
    assert!(!offered, "the lock is on the aft section");
}

// seed 000 "Dégâts" with crippled sections: a crippled section cannot be chosen, so the
// opponent's choice disappears.
#[test]
fn crippled_sections_cannot_be_chosen_for_damage() {
    let mut table = epic(
        vec![cr90(&[], &[], 900.0, 400.0, 90.0)],
        vec![tie(300.0, 800.0, -90.0)],
        vec![],
    );
    table
        .battle
        .inflict(ShipId(0), Some(Section::Fore), 0, 0, 8, None);
    assert!(table.battle.ship(ShipId(0)).cards[0].crippled);
    table.battle.inflict(ShipId(0), None, 1, 0, 0, None);
    assert!(!matches!(
        table.battle.pending().map(|p| &p.prompt),
        Some(Prompt::Section { .. })
    ));
    assert_eq!(table.battle.ship(ShipId(0)).cards[1].shields, 2);
}

/// The CR90 (at 900, 300, facing up) with `hardpoint` on its fore section and 2 energy on
/// it fires it at a TIE (agility 3) at (900, `y`) that is at range `range`: (attack dice,
/// defense dice).
fn hardpoint_dice(hardpoint: &str, y: f64, range: u8) -> (usize, usize) {
    let mut table = epic(
        vec![cr90(&[hardpoint], &[], 900.0, 300.0, 90.0)],
        vec![tie(900.0, y, -90.0)],
        vec![],
    );
    table.battle.ships[0].cards[0].upgrades[0].energy = 2;
    let weapon = WeaponRef::Secondary(UpgradeRef { card: 0, index: 0 });
    let option = table
        .battle
        .attack_options(ShipId(0))
        .into_iter()
        .find(|o| o.weapon == weapon)
        .expect("the TIE is in the hardpoint's arc and range");
    assert_eq!(option.range, range);
    table.skip_to(Phase::Combat);
    table.pass_while(|p| !matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }));
    table.expect(
        |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
        Choice::Attack {
            weapon,
            target: ShipId(1),
            section: None,
        },
    );
    pass_modifications(&mut table);
    let attack = table.events.iter().find_map(|e| match e {
        Event::AttackDice {
            ship: ShipId(0),
            dice,
        } => Some(dice.len()),
        _ => None,
    });
    (
        attack.expect("the CR90 rolled"),
        defense_dice_of(&table, ShipId(1)).len(),
    )
}

// XR 5.6 (1e): the range bonus serves primary weapons only. The CR90's Quad Laser Cannons
// (attack 3) fire at a TIE (agility 3) at range 1: 3 attack dice, 3 defense dice.
#[test]
fn first_edition_secondary_weapons_get_no_range_bonus() {
    assert_eq!(hardpoint_dice("quadlasercannons", 480.0, 1), (3, 3));
}

// Quad Laser Cannons (card text): a missed attack may be made again for 1 more energy from
// the card. Loaded with 2 energy, a miss leaves 1 and the attack is offered again; with 1,
// none is left and it is not.
#[test]
fn quad_laser_cannons_attack_again_for_one_more_energy() {
    for energy in [1, 2] {
        let missed = (0..60).find_map(|seed| {
            let mut table = Table::with_seed(
                epic_spec(
                    "Galactic Empire",
                    vec![cr90(&["quadlasercannons"], &[], 900.0, 300.0, 90.0)],
                    vec![tie(900.0, 480.0, -90.0)],
                    vec![],
                ),
                seed,
            );
            table.battle.ships[0].cards[0].upgrades[0].energy = energy;
            table.battle.ships[1].memory.engaged = true;
            table.skip_to(Phase::Combat);
            table.pass_while(|p| !matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }));
            table.expect(
                |p| matches!(p, Prompt::DeclareAttack { ship: ShipId(0) }),
                Choice::Attack {
                    weapon: WeaponRef::Secondary(UpgradeRef { card: 0, index: 0 }),
                    target: ShipId(1),
                    section: None,
                },
            );
            pass_modifications(&mut table);
            table
                .saw(|e| matches!(e, Event::AttackMissed { .. }))
                .then_some(table)
        });
        let table = missed.expect("a seed where the quad lasers miss");
        assert_eq!(
            matches!(table.prompt(), Prompt::AttackAgain { ship: ShipId(0) }),
            energy == 2,
            "{energy} energy: {:?}",
            table.prompt()
        );
    }
}

// Single Turbolasers (its card text): the defender doubles its agility against the attack;
// a secondary weapon, it gives no range 3 bonus either (XR 5.6): a TIE (agility 3) rolls 6
// dice, not 3 or 7.
#[test]
fn single_turbolasers_double_the_defenders_agility() {
    let (_, defense) = hardpoint_dice("singleturbolasers", 680.0, 3);
    assert_eq!(defense, 6);
}
