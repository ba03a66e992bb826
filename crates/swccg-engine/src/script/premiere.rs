//! Scripts of the Premiere Introductory Two-Player Game cards (sets 1 and 101).
//!
//! Each entry reads like the card it encodes; `describe` renders it back to English so a test
//! can set it beside the database's game text. Stats are never written here.

use super::Ability::*;
use super::Cond::*;
use super::Effect::*;
use super::Step::*;
use super::*;

const YOU_CHARACTER: Sel = Sel::cards(Rel::You, &[Trait::Character]);
const OPP_CHARACTER: Sel = Sel::cards(Rel::Opponent, &[Trait::Character]);
const TATOOINE: Region = Region::System("Tatooine");
const DEATH_STAR: Region = Region::System("Death Star");

const TWO_OPPONENT_UNIQUE_CHARACTERS: Cond = Count {
    sel: Sel::cards(Rel::Opponent, &[Trait::Character, Trait::Unique]),
    area: Area::OnTable,
    at_least: 2,
};

/// Imperial Trooper Guard and Rebel Guard.
const GUARD: CardScript = CardScript::card(&[
    Continuous(Modify {
        scope: Scope::This,
        stats: &[Stat::Power],
        amount: 4,
        when: Defending,
    }),
    CannotMove,
]);

/// Jawa, both sides.
const JAWA: CardScript = CardScript::card(&[DeployFromBothForcePiles, DeployOnlyIn(TATOOINE)]);

/// LIN-V8M and LIN-V8K.
const MINING_DROID: CardScript = CardScript::card(&[Action(Mode {
    timing: Timing::YourTurn,
    when: Count {
        sel: Sel::cards(Rel::Anyone, &[Trait::Mine]),
        area: Area::Here,
        at_least: 1,
    },
    cost: Cost::Force(1),
    target: Target::None,
    steps: &[DefuseMine],
})]);

/// Ket Maliss and Sai'torr Kal Fas.
const ASSASSIN_SKILL: CardScript = CardScript::card(&[
    Deploys {
        placement: Placement::On(&[
            YOU_CHARACTER.except(&[Trait::Warrior, Trait::Droid]),
            Sel::cards(Rel::You, &[Trait::Character, Trait::Warrior]),
        ]),
        cost: 0,
    },
    ContinuousIfPlacedAs(0, GrantBearer(Trait::Warrior)),
    ContinuousIfPlacedAs(
        1,
        Modify {
            scope: Scope::Bearer,
            stats: &[Stat::Power],
            amount: 1,
            when: Always,
        },
    ),
]);

/// Collateral Damage and Friendly Fire.
const ACCIDENT: CardScript = CardScript::card(&[Interrupt(&[Mode {
    timing: Timing::Respond(Window::BattleInitiated { by: Rel::Anyone }),
    when: All(&[
        Count {
            sel: OPP_CHARACTER,
            area: Area::Here,
            at_least: 2,
        },
        Count {
            sel: Sel::cards(Rel::Opponent, &[Trait::Weapon]),
            area: Area::Here,
            at_least: 1,
        },
    ]),
    cost: Cost::Free,
    target: Target::None,
    steps: &[
        DrawDestiny(Num::Const(1)),
        StopUnless(Cmp::Less, Num::Count(OPP_CHARACTER, Area::Here)),
        LoseCards {
            sel: OPP_CHARACTER,
            count: Num::Const(1),
            chooser: Rel::Opponent,
        },
    ],
}])]);

/// Counter Assault and Surprise Assault.
const ASSAULT: CardScript = CardScript::card(&[Interrupt(&[Mode {
    timing: Timing::Respond(Window::ForceDrainInitiated { by: Rel::Opponent }),
    when: Always,
    cost: Cost::Force(1),
    target: Target::None,
    steps: &[
        CancelForceDrain,
        DrawDestiny(Num::OpponentPresentCount),
        LowerTotalLosesDifference,
    ],
}])]);

/// Imperial Barrier and Rebel Barrier.
const BARRIER: CardScript = CardScript::card(&[Interrupt(&[Mode {
    timing: Timing::Respond(Window::JustDeployed { by: Rel::Opponent }),
    when: Always,
    cost: Cost::Force(1),
    target: Target::Trigger,
    steps: &[PreventTargetBattleAndMove],
}])]);

/// Ommni Box and The Bith Shuffle.
const SHUFFLE: CardScript = CardScript::card(&[Interrupt(&[Mode {
    timing: Timing::AnyTime,
    when: Always,
    cost: Cost::Free,
    target: Target::AnyPile,
    steps: &[ShuffleTargetPile],
}])]);

/// Blaster Rifle, both sides.
const BLASTER_RIFLE: CardScript = CardScript::card(&[
    Deploys {
        placement: Placement::On(&[Sel::cards(Rel::You, &[Trait::Warrior])]),
        cost: 2,
    },
    Weapon(Fire {
        targets: &[Trait::Character, Trait::Creature, Trait::Vehicle],
        cost: 2,
        bonus: 1,
    }),
]);

/// Imperial Blaster and Blaster.
const BLASTER: CardScript = CardScript::card(&[
    Deploys {
        placement: Placement::On(&[Sel::cards(Rel::You, &[Trait::Warrior])]),
        cost: 1,
    },
    Weapon(Fire {
        targets: &[Trait::Character, Trait::Creature, Trait::Vehicle],
        cost: 1,
        bonus: 0,
    }),
]);

/// Timer Mine, both sides.
const TIMER_MINE: CardScript = CardScript::card(&[
    Deploys {
        placement: Placement::OpponentSideWhere(Sel::cards(Rel::You, &[Trait::MiningDroid])),
        cost: 0,
    },
    AtStartOfYourNextTurn(&[
        DrawDestiny(Num::Const(1)),
        LoseCards {
            sel: OPP_CHARACTER,
            count: Num::Destiny,
            chooser: Rel::Opponent,
        },
        LoseThis,
    ]),
]);

/// Comlink (device) and CZ-3 (character) share the react text.
const REACT_DEPLOY: Ability = ReactDeployNear;

/// You Overestimate Their Chances and Don't Underestimate Our Chances: each triples battle
/// damage, or the result of the other.
macro_rules! triple {
    ($other:expr) => {
        CardScript::card(&[Interrupt(&[
            Mode {
                timing: Timing::Respond(Window::BattleInitiated { by: Rel::Opponent }),
                when: Always,
                cost: Cost::Free,
                target: Target::None,
                steps: &[MultiplyBattleDamage(3)],
            },
            Mode {
                timing: Timing::Respond(Window::InterruptPlayed {
                    title: $other,
                    by: Rel::Opponent,
                }),
                when: Always,
                cost: Cost::Free,
                target: Target::None,
                steps: &[MultiplyTriggerInterrupt(3)],
            },
        ])])
    };
}

const YOU_OVERESTIMATE: CardScript = triple!("Don't Underestimate Our Chances");
const DONT_UNDERESTIMATE: CardScript = triple!("You Overestimate Their Chances");

/// Imperial Reinforcements.
const IMPERIAL_REINFORCEMENTS: CardScript = CardScript::card(&[Interrupt(&[Mode {
    timing: Timing::AnyTime,
    when: OpponentOutnumbersYou,
    cost: Cost::Force(1),
    target: Target::None,
    steps: &[
        DrawDestiny(Num::Const(1)),
        Retrieve {
            sel: Sel::cards(Rel::You, &[]).any_of(&[Trait::Stormtrooper, Trait::TieLn]),
            count: Num::Destiny,
            optional: false,
        },
    ],
}])]);

/// Rebel Reinforcements.
const REBEL_REINFORCEMENTS: CardScript = CardScript::card(&[Interrupt(&[Mode {
    timing: Timing::AnyTime,
    when: OpponentOutnumbersYou,
    cost: Cost::Force(1),
    target: Target::None,
    steps: &[
        DrawDestiny(Num::Const(1)),
        Retrieve {
            sel: Sel::cards(Rel::You, &[]).titled(&["Rebel Trooper", "Y-wing"]),
            count: Num::Destiny,
            optional: true,
        },
    ],
}])]);

const IT_COULD_BE_WORSE: &str = "It Could Be Worse";

/// Luke's persona for selectors.
const LUKE: Sel = Sel::cards(Rel::You, &[Trait::Character]).titled(&["Luke"]);
const VADER: Sel = Sel::cards(Rel::Anyone, &[Trait::Character]).titled(&["Vader"]);

/// Every scripted card of these sets, by GEMP id.
static SCRIPTS: &[(&str, CardScript)] = &[
    // ----- Dark Side -----
    // Death Star Trooper
    (
        "1_170",
        CardScript::card(&[
            DeployOnlyIn(DEATH_STAR),
            Continuous(Modify {
                scope: Scope::This,
                stats: &[Stat::Power],
                amount: -1,
                when: Not(&OnRegion(DEATH_STAR)),
            }),
        ]),
    ),
    // Imperial Trooper Guard
    ("1_181", GUARD),
    // Jawa
    ("1_182", JAWA),
    // LIN-V8M
    ("1_186", MINING_DROID),
    // Stormtrooper
    (
        "1_194",
        CardScript::card(&[DeploysFreeWith(
            Sel::cards(Rel::You, &[Trait::Imperial]).ability_over(2),
        )]),
    ),
    // Tusken Raider
    (
        "1_196",
        CardScript::card(&[
            DeployOnlyIn(TATOOINE),
            Continuous(Modify {
                scope: Scope::This,
                stats: &[Stat::Power],
                amount: 1,
                when: Count {
                    sel: Sel::cards(Rel::Anyone, &[Trait::TuskenRaider])
                        .except(&[Trait::Unique])
                        .other(),
                    area: Area::Here,
                    at_least: 1,
                },
            }),
            Continuous(TotalPowerHere {
                amount: 2,
                when: Count {
                    sel: Sel::cards(Rel::You, &[Trait::TuskenRaider]).except(&[Trait::Unique]),
                    area: Area::Here,
                    at_least: 4,
                },
            }),
        ]),
    ),
    // Vader
    (
        "101_5",
        CardScript::card(&[
            DeployOnlyIn(DEATH_STAR),
            MayNotDeployIf(TWO_OPPONENT_UNIQUE_CHARACTERS),
            WhenLosingBattle(&[
                DrawDestiny(Num::Const(1)),
                StopUnless(Cmp::Greater, Num::Const(4)),
                LoseCards {
                    sel: Sel::cards(Rel::You, &[Trait::Imperial]),
                    count: Num::Const(1),
                    chooser: Rel::You,
                },
            ]),
        ]),
    ),
    // Comlink
    (
        "1_201",
        CardScript::card(&[
            Deploys {
                placement: Placement::On(&[Sel::cards(Rel::Anyone, &[Trait::Character])]),
                cost: 1,
            },
            REACT_DEPLOY,
        ]),
    ),
    // Stormtrooper Utility Belt
    (
        "1_207",
        CardScript::card(&[
            Deploys {
                placement: Placement::On(&[Sel::cards(Rel::Anyone, &[Trait::Character])
                    .any_of(&[Trait::Imperial, Trait::Alien])]),
                cost: 1,
            },
            Continuous(Modify {
                scope: Scope::Bearer,
                stats: &[Stat::Power, Stat::Forfeit],
                amount: 1,
                when: Not(&OnRegion(DEATH_STAR)),
            }),
            Continuous(Modify {
                scope: Scope::Bearer,
                stats: &[Stat::Power, Stat::Forfeit],
                amount: 2,
                when: OnRegion(DEATH_STAR),
            }),
        ]),
    ),
    // Ket Maliss
    ("1_221", ASSASSIN_SKILL),
    // Macroscan
    (
        "1_224",
        CardScript::card(&[
            Deploys {
                placement: Placement::NearOpponentReserve,
                cost: 2,
            },
            Action(Mode {
                timing: Timing::AnyTime,
                when: Always,
                cost: Cost::Force(1),
                target: Target::None,
                steps: &[PeekReserve {
                    whose: Rel::Opponent,
                    count: 1,
                    count_at_night: 3,
                }],
            }),
        ]),
    ),
    // Collateral Damage
    ("1_237", ACCIDENT),
    // Counter Assault
    ("1_238", ASSAULT),
    // Imperial Barrier
    ("1_249", BARRIER),
    // Imperial Reinforcements
    ("1_251", IMPERIAL_REINFORCEMENTS),
    // It's Worse
    (
        "1_252",
        CardScript::card(&[Interrupt(&[
            Mode {
                timing: Timing::Respond(Window::InterruptPlayed {
                    title: IT_COULD_BE_WORSE,
                    by: Rel::Opponent,
                }),
                when: Always,
                cost: Cost::ForceX,
                target: Target::None,
                steps: &[CancelTriggerInterrupt, RaiseForceLoss(Num::X)],
            },
            Mode {
                timing: Timing::Respond(Window::JustLostBattleForce {
                    whose: Rel::Opponent,
                }),
                when: Always,
                cost: Cost::Free,
                target: Target::None,
                steps: &[RaiseForceLoss(Num::Const(1))],
            },
        ])]),
    ),
    // Kintan Strider
    (
        "1_254",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::CharacterLeft {
                sel: OPP_CHARACTER,
                forfeited_only: false,
            }),
            when: Always,
            cost: Cost::Force(1),
            target: Target::None,
            steps: &[RetrieveTopmostToHand(YOU_CHARACTER)],
        }])]),
    ),
    // Ommni Box
    ("1_262", SHUFFLE),
    // Scanning Crew
    (
        "1_266",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::AnyTime,
            when: Always,
            cost: Cost::Force(1),
            target: Target::None,
            steps: &[GlanceHandMoveOneToUsed(Sel::cards(
                Rel::Opponent,
                &[Trait::Rebel],
            ))],
        }])]),
    ),
    // Set For Stun
    (
        "1_268",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::AnyTime,
            when: Always,
            cost: Cost::Force(2),
            target: Target::Card(OPP_CHARACTER, Area::OnTable),
            steps: &[
                DrawDestiny(Num::Const(1)),
                StopUnless(Cmp::Greater, Num::TargetAbility),
                ReturnTargetToHand,
            ],
        }])]),
    ),
    // Takeel
    (
        "1_269",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::BothDrewOneBattleDestiny),
            when: Always,
            cost: Cost::Force(1),
            target: Target::None,
            steps: &[SwitchBattleDestinies],
        }])]),
    ),
    // Tusken Scavengers
    (
        "1_275",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::AnyTime,
            when: Always,
            cost: Cost::Force(1),
            target: Target::None,
            steps: &[
                DrawDestiny(Num::Const(1)),
                StopUnless(
                    Cmp::Less,
                    Num::Count(
                        Sel::cards(Rel::Anyone, &[Trait::TuskenRaider]),
                        Area::OnTable,
                    ),
                ),
                StopUnlessYouAgree,
                LoseAllFromOpponentUsed(Sel::cards(Rel::Opponent, &[]).any_of(&[
                    Trait::Vehicle,
                    Trait::Weapon,
                    Trait::Device,
                ])),
            ],
        }])]),
    ),
    // Vader's Obsession
    (
        "101_6",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::MovedTo {
                mover: Sel::cards(Rel::You, &[Trait::Character]).titled(&["Vader"]),
                to_site_of: Sel::cards(Rel::Opponent, &[Trait::Character]).titled(&["Luke"]),
            }),
            when: Always,
            cost: Cost::Free,
            target: Target::Trigger,
            steps: &[Duel {
                opponent: Sel::cards(Rel::Opponent, &[Trait::Character]).titled(&["Luke"]),
            }],
        }])]),
    ),
    // You Overestimate Their Chances
    ("1_279", YOU_OVERESTIMATE),
    // Death Star: Detention Block Corridor
    (
        "1_284",
        CardScript::location(
            &[Continuous(WeaponDestinyHere { amount: 1 })],
            &[Continuous(ForceDrainHere {
                amount: 1,
                when: YouControlHere,
            })],
        ),
    ),
    // Death Star: Docking Bay 327 (Dark Side card)
    (
        "1_285",
        CardScript::location(
            &[Continuous(TransitFromHere { cost: 0 })],
            &[Continuous(TransitFromHere { cost: 2 })],
        ),
    ),
    // Death Star: Docking Control Room 327
    (
        "101_4",
        CardScript::location(
            &[Action(Mode {
                timing: Timing::YourDeployPhase,
                when: YouControlHere,
                cost: Cost::Free,
                target: Target::None,
                steps: &[DeployFromReserve(Sel::cards(
                    Rel::You,
                    &[Trait::DockingBay],
                ))],
            })],
            &[Continuous(ForceDrainHere {
                amount: 2,
                when: All(&[
                    YouControlHere,
                    Count {
                        sel: Sel::cards(Rel::You, &[Trait::Rebel]).ability_over(2),
                        area: Area::Here,
                        at_least: 1,
                    },
                ]),
            })],
        ),
    ),
    // Tatooine: Docking Bay 94 (Dark Side card)
    (
        "1_291",
        CardScript::location(
            &[Continuous(TransitFromHere { cost: 1 })],
            &[Continuous(TransitFromHere { cost: 2 })],
        ),
    ),
    // Tatooine: Jawa Camp (Dark Side card)
    (
        "1_292",
        CardScript::location(
            &[Continuous(DeployHereFromYouOnly {
                sel: Sel::cards(Rel::You, &[Trait::Jawa]),
                cost: 1,
                free_if: None,
            })],
            &[Continuous(Modify {
                scope: Scope::Each(Sel::cards(Rel::You, &[Trait::Jawa]), Area::Here),
                stats: &[Stat::Power, Stat::Forfeit],
                amount: -1,
                when: Always,
            })],
        ),
    ),
    // Tatooine: Jundland Wastes
    (
        "1_293",
        CardScript::location(
            &[
                Continuous(Modify {
                    scope: Scope::Each(Sel::cards(Rel::You, &[Trait::TuskenRaider]), Area::Here),
                    stats: &[Stat::Forfeit],
                    amount: 1,
                    when: Always,
                }),
                Continuous(ForceDrainHere {
                    amount: 1,
                    when: YouControlHere,
                }),
            ],
            &[Continuous(BattleDestinyAbilityHere { at_least: 6 })],
        ),
    ),
    // Tatooine: Mos Eisley
    (
        "1_295",
        CardScript::location(
            &[Continuous(Modify {
                scope: Scope::Each(
                    Sel::cards(Rel::You, &[]).any_of(&[
                        Trait::Spy,
                        Trait::Thief,
                        Trait::BountyHunter,
                        Trait::Smuggler,
                    ]),
                    Area::Here,
                ),
                stats: &[Stat::Power, Stat::Forfeit],
                amount: 1,
                when: Always,
            })],
            &[],
        ),
    ),
    // Blaster Rifle
    ("1_312", BLASTER_RIFLE),
    ("1_153", BLASTER_RIFLE),
    // Gaderffii Stick
    (
        "1_315",
        CardScript::card(&[
            Deploys {
                placement: Placement::On(&[Sel::cards(Rel::Anyone, &[Trait::TuskenRaider])]),
                cost: 2,
            },
            Action(Mode {
                timing: Timing::BattleInitiatedHere,
                when: Always,
                cost: Cost::Free,
                target: Target::Card(OPP_CHARACTER, Area::Here),
                steps: &[
                    DrawDestiny(Num::Const(2)),
                    StopUnless(Cmp::Greater, Num::Const(5)),
                    KnockAwayTargetWeapons,
                ],
            }),
        ]),
    ),
    // Imperial Blaster
    ("1_317", BLASTER),
    // Timer Mine
    ("1_322", TIMER_MINE),
    ("1_162", TIMER_MINE),
    // ----- Light Side -----
    // CZ-3 (Seezee-Three)
    ("1_6", CardScript::card(&[REACT_DEPLOY])),
    // Jawa
    ("1_12", JAWA),
    // LIN-V8K
    ("1_18", MINING_DROID),
    // Luke
    (
        "101_2",
        CardScript::card(&[
            DeployOnlyIn(TATOOINE),
            MayNotDeployIf(TWO_OPPONENT_UNIQUE_CHARACTERS),
            Continuous(Modify {
                scope: Scope::Each(
                    Sel::cards(Rel::You, &[Trait::Warrior]),
                    Area::HereOrAdjacent,
                ),
                stats: &[Stat::Forfeit],
                amount: 1,
                when: Always,
            }),
        ]),
    ),
    // Rebel Guard
    ("1_26", GUARD),
    // Rebel Trooper
    (
        "1_28",
        CardScript::card(&[DeploysFreeWith(
            Sel::cards(Rel::You, &[Trait::Rebel]).ability_over(2),
        )]),
    ),
    // Shistavanen Wolfman
    ("1_30", CardScript::card(&[ReactMove])),
    // Talz
    (
        "1_31",
        CardScript::card(&[
            ForfeitInPlaceOfHit,
            Continuous(Modify {
                scope: Scope::Each(
                    Sel::cards(Rel::Anyone, &[Trait::Character]).titled(&["Talz"]),
                    Area::OnTable,
                ),
                stats: &[Stat::Power],
                amount: 2,
                when: Nighttime,
            }),
        ]),
    ),
    // Electrobinoculars
    (
        "1_35",
        CardScript::card(&[
            Deploys {
                placement: Placement::On(&[Sel::cards(Rel::Anyone, &[Trait::Warrior])]),
                cost: 1,
            },
            Action(Mode {
                timing: Timing::AnyTime,
                when: Always,
                cost: Cost::Force(2),
                target: Target::None,
                steps: &[
                    PeekReserve {
                        whose: Rel::You,
                        count: 1,
                        count_at_night: 1,
                    },
                    MayMoveReserveTopToForcePile,
                ],
            }),
        ]),
    ),
    // Tatooine Utility Belt
    (
        "1_40",
        CardScript::card(&[
            Deploys {
                placement: Placement::On(&[Sel::cards(Rel::Anyone, &[Trait::Character])
                    .any_of(&[Trait::Rebel, Trait::Alien])]),
                cost: 1,
            },
            Continuous(Modify {
                scope: Scope::Bearer,
                stats: &[Stat::Power, Stat::Forfeit],
                amount: 2,
                when: OnRegion(TATOOINE),
            }),
        ]),
    ),
    // Sai'torr Kal Fas
    ("1_64", ASSASSIN_SKILL),
    // Don't Underestimate Our Chances
    ("1_77", DONT_UNDERESTIMATE),
    // Friendly Fire
    ("1_80", ACCIDENT),
    // Han's Dice
    (
        "1_84",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::YouDrewBattleDestiny),
            when: Count {
                sel: Sel::cards(Rel::You, &[Trait::Character]).ability_over(2),
                area: Area::Here,
                at_least: 1,
            },
            cost: Cost::Force(1),
            target: Target::None,
            steps: &[RedrawBattleDestiny],
        }])]),
    ),
    // I've Got A Bad Feeling About This
    (
        "1_91",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::BattleInitiated { by: Rel::You }),
            when: LessPowerHere,
            cost: Cost::Free,
            target: Target::None,
            steps: &[MultiplyOpponentDamageIfYouWin {
                factor: 2,
                with_han: 3,
            }],
        }])]),
    ),
    // It Could Be Worse
    (
        "1_90",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::AboutToLoseForce { whose: Rel::You }),
            when: Always,
            cost: Cost::ForceX,
            target: Target::None,
            steps: &[ReduceForceLossByX],
        }])]),
    ),
    // Narrow Escape
    (
        "1_98",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::BattleInitiated { by: Rel::Opponent }),
            when: Count {
                sel: Sel::cards(Rel::You, &[Trait::Rebel]).ability_over(2),
                area: Area::Here,
                at_least: 1,
            },
            cost: Cost::Free,
            target: Target::None,
            steps: &[MoveAbilityCardsAway],
        }])]),
    ),
    // Old Ben
    (
        "1_100",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::Respond(Window::CharacterLeft {
                sel: YOU_CHARACTER.not_titled(&["Obi-Wan"]),
                forfeited_only: true,
            }),
            when: OnRegion(TATOOINE),
            cost: Cost::Force(1),
            target: Target::Trigger,
            steps: &[ReviveTriggerToItsSite],
        }])]),
    ),
    // Rebel Barrier
    ("1_105", BARRIER),
    // Rebel Reinforcements
    ("1_106", REBEL_REINFORCEMENTS),
    // Run Luke, Run!
    (
        "101_3",
        CardScript::card(&[Interrupt(&[
            Mode {
                timing: Timing::Respond(Window::BattleInitiated { by: Rel::Anyone }),
                when: Always,
                cost: Cost::Free,
                target: Target::Card(LUKE, Area::Adjacent),
                steps: &[MoveTargetToBattle {
                    bonus: 2,
                    unless: VADER,
                }],
            },
            Mode {
                timing: Timing::Respond(Window::InterruptPlayed {
                    title: "Vader's Obsession",
                    by: Rel::Opponent,
                }),
                when: Always,
                cost: Cost::Free,
                target: Target::None,
                steps: &[CancelTriggerInterrupt],
            },
        ])]),
    ),
    // Surprise Assault
    ("1_113", ASSAULT),
    // The Bith Shuffle
    ("1_115", SHUFFLE),
    // We're Doomed
    (
        "1_120",
        CardScript::card(&[Interrupt(&[Mode {
            timing: Timing::OpponentsControlPhase,
            when: LifeForceBelow(15),
            cost: Cost::Free,
            target: Target::None,
            steps: &[HalveYourForceLosses {
                round_down_if: Sel::cards(Rel::Anyone, &[Trait::Character])
                    .titled(&["R2-D2", "C-3PO"]),
            }],
        }])]),
    ),
    // Death Star: Docking Bay 327 (Light Side card)
    (
        "1_124",
        CardScript::location(
            &[Continuous(TransitFromHere { cost: 1 })],
            &[Continuous(TransitFromHere { cost: 1 })],
        ),
    ),
    // Death Star: Level 6 Core Shaft Corridor
    (
        "101_1",
        CardScript::location(
            &[Continuous(OpponentControlAbilityIn {
                region: DEATH_STAR,
                ability: 2,
                when: YouControlHere,
            })],
            &[Continuous(Modify {
                scope: Scope::EachIn(
                    Sel::cards(Rel::Anyone, &[Trait::Character]).titled(&["Luke", "Obi-Wan"]),
                    DEATH_STAR,
                ),
                stats: &[Stat::Power],
                amount: 2,
                when: YouControlHere,
            })],
        ),
    ),
    // Tatooine: Docking Bay 94 (Light Side card)
    (
        "1_129",
        CardScript::location(
            &[Continuous(TransitFromHere { cost: 2 })],
            &[Continuous(TransitFromHere { cost: 1 })],
        ),
    ),
    // Tatooine: Dune Sea
    (
        "1_130",
        CardScript::location(&[Continuous(BattleDestinyAbilityHere { at_least: 6 })], &[]),
    ),
    // Tatooine: Jawa Camp (Light Side card)
    (
        "1_131",
        CardScript::location(
            &[],
            &[Continuous(DeployHereFromYouOnly {
                sel: Sel::cards(Rel::You, &[Trait::Jawa]),
                cost: 1,
                free_if: Some(Sel::cards(Rel::You, &[]).titled(&["Sandcrawler"])),
            })],
        ),
    ),
    // Tatooine: Lars' Moisture Farm
    (
        "1_132",
        CardScript::location(
            &[Continuous(WeaponDestinyHere { amount: 1 })],
            &[DeploysCheaperHere {
                sel: Sel::cards(Rel::You, &[Trait::Character]).titled(&["Beru Lars", "Luke"]),
                by: 1,
            }],
        ),
    ),
    // Blaster
    ("1_152", BLASTER),
];

/// The script of a card, by GEMP id, or `None` when its text is not implemented.
pub fn script_for(gemp_id: &str) -> Option<&'static CardScript> {
    SCRIPTS
        .iter()
        .find(|(id, _)| *id == gemp_id)
        .map(|(_, script)| script)
}

/// GEMP ids of every scripted card.
pub fn scripted_ids() -> impl Iterator<Item = &'static str> {
    SCRIPTS.iter().map(|(id, _)| *id)
}
