//! The card-script vocabulary: game text as typed data.
//!
//! A [`CardScript`] lists the [`Ability`]s printed on a card. The vocabulary is closed: every
//! word of it is interpreted in exactly one place of the engine, so a new set grows the
//! vocabulary instead of adding special cases to the rules code. Stats never appear here; they
//! come from the card database.
//!
//! Text is always read from the point of view of "you": the owner of the card, or for a
//! location's `Dark:`/`Light:` text, the player of that side. Selectors ([`Sel`]) and conditions
//! ([`Cond`]) are relative to "you" and to "here" (the location of the card the text is on).
//!
//! Effects that happen over time (interrupts, triggered and activated abilities, weapon fire)
//! are short programs of [`Step`]s run by the engine one step at a time, so they can stop for
//! a player's decision and be saved in the middle.

mod describe;
mod premiere;

pub use describe::{describe, describe_abilities, sel as describe_sel, trait_name};
pub use premiere::{script_for, scripted_ids};

use serde::Serialize;

/// Relative ownership, from the point of view of the text's controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Rel {
    You,
    Opponent,
    Anyone,
}

/// Keywords a selector can test. Built from subtype, icons, characteristics and extra text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Trait {
    Character,
    Location,
    Site,
    Weapon,
    Device,
    Starship,
    Vehicle,
    Creature,
    Imperial,
    Rebel,
    Alien,
    Droid,
    Warrior,
    Pilot,
    Unique,
    Jawa,
    TuskenRaider,
    Stormtrooper,
    /// A TIE/ln starfighter.
    TieLn,
    MiningDroid,
    Mine,
    DarkJedi,
    Spy,
    Thief,
    BountyHunter,
    Smuggler,
    DockingBay,
    Interior,
    Exterior,
}

/// A set of cards, tested one card at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Sel {
    pub owner: Rel,
    /// Every listed trait is required.
    pub all: &'static [Trait],
    /// At least one listed trait is required (ignored when empty).
    pub any: &'static [Trait],
    /// None of the listed traits may be present.
    pub none: &'static [Trait],
    /// One of these titles is required (ignored when empty). Titles are matched as persona
    /// names: `Luke` matches `Luke` and `Luke Skywalker`.
    pub titles: &'static [&'static str],
    /// None of these titles is allowed.
    pub not_titled: &'static [&'static str],
    /// The card's ability must be greater than this.
    pub ability_over: Option<i32>,
    /// Excludes the card the text is on.
    pub other: bool,
}

impl Sel {
    pub const fn cards(owner: Rel, all: &'static [Trait]) -> Sel {
        Sel {
            owner,
            all,
            any: &[],
            none: &[],
            titles: &[],
            not_titled: &[],
            ability_over: None,
            other: false,
        }
    }
    pub const fn any_of(self, any: &'static [Trait]) -> Sel {
        Sel { any, ..self }
    }
    pub const fn except(self, none: &'static [Trait]) -> Sel {
        Sel { none, ..self }
    }
    pub const fn titled(self, titles: &'static [&'static str]) -> Sel {
        Sel { titles, ..self }
    }
    pub const fn not_titled(self, not_titled: &'static [&'static str]) -> Sel {
        Sel { not_titled, ..self }
    }
    pub const fn ability_over(self, n: i32) -> Sel {
        Sel {
            ability_over: Some(n),
            ..self
        }
    }
    pub const fn other(self) -> Sel {
        Sel {
            other: true,
            ..self
        }
    }
}

/// Where something is, relative to the card carrying the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Area {
    /// At the same location as the text's card ("here", "same site", "present").
    Here,
    /// Here or at a site adjacent to here.
    HereOrAdjacent,
    /// At a site adjacent to here (not here).
    Adjacent,
    /// Anywhere on table.
    OnTable,
}

/// A group of locations named by the planet or system their title starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Region {
    /// Sites whose title starts with this system name (`Tatooine`, `Death Star`).
    System(&'static str),
}

/// A condition, checked continuously (modifiers) or when a text is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Cond {
    Always,
    Not(&'static Cond),
    All(&'static [Cond]),
    /// The card the text is on (or, for an attached card, its bearer) is at a site of the region.
    OnRegion(Region),
    /// The text's card is defending in a battle (the opponent initiated it).
    Defending,
    /// You control the location the text is on (or the text's card is at).
    YouControlHere,
    /// At least `n` cards matching `sel` are present in `area`.
    Count {
        sel: Sel,
        area: Area,
        at_least: u8,
    },
    /// "Nighttime conditions" exist somewhere on table. No card of the supported sets creates
    /// them, so this is never true yet; it is here so the cards that test it say so.
    Nighttime,
    /// Your Life Force is below this number.
    LifeForceBelow(u8),
    /// The opponent has more characters and starships on table than you.
    OpponentOutnumbersYou,
    /// A card matching the selector is on table.
    OnTable(Sel),
    /// Your total power here is less than the opponent's.
    LessPowerHere,
}

/// Values a modifier changes. (Deploy costs change through the deploy texts of `Ability`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Stat {
    Power,
    Forfeit,
    Ability,
}

/// What a continuous modifier applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Scope {
    /// The card the text is on.
    This,
    /// The card the text's card is deployed on.
    Bearer,
    /// Every matching card in the area.
    Each(Sel, Area),
    /// Every matching card on table that is at a site of the region.
    EachIn(Sel, Region),
}

/// A rule or a value the text changes while its card is on table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Effect {
    /// Each of `stats` of every card in `scope` changes by `amount` while `when` holds
    /// ("power and forfeit +1").
    Modify {
        scope: Scope,
        stats: &'static [Stat],
        amount: i8,
        when: Cond,
    },
    /// Your total power in battles here changes by `amount` while `when` holds.
    TotalPowerHere { amount: i8, when: Cond },
    /// Your Force drains here change by `amount` while `when` holds.
    ForceDrainHere { amount: i8, when: Cond },
    /// Each of your weapon destiny draws here changes by `amount`.
    WeaponDestinyHere { amount: i8 },
    /// You need this much total ability here to draw battle destiny.
    BattleDestinyAbilityHere { at_least: u8 },
    /// Your docking bay transit from here costs this much Force.
    TransitFromHere { cost: u8 },
    /// The opponent needs this much ability to control each site of the region.
    OpponentControlAbilityIn {
        region: Region,
        ability: u8,
        when: Cond,
    },
    /// Cards matching `sel` deploy here using this much Force from you only, or free while a
    /// card matching `free_if` is present here.
    DeployHereFromYouOnly {
        sel: Sel,
        cost: u8,
        free_if: Option<Sel>,
    },
    /// The card the text is on gets a trait (for example the warrior skill).
    GrantBearer(Trait),
}

/// When a text may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Timing {
    /// A top-level action whenever you have priority, in either player's turn.
    AnyTime,
    /// A top-level action whenever you have priority during your own turn.
    YourTurn,
    /// A top-level action during your deploy phase.
    YourDeployPhase,
    /// A top-level action during the opponent's control phase.
    OpponentsControlPhase,
    /// A response to a just-happened event.
    Respond(Window),
    /// A response to a battle just initiated where this card is present (weapons such as the
    /// Gaderffii Stick fire this way).
    BattleInitiatedHere,
}

/// Events a response can answer. "Just" events are offered after the event, "about to"
/// events before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Window {
    /// A battle was just initiated by `by`.
    BattleInitiated { by: Rel },
    /// A Force drain was just initiated by `by`.
    ForceDrainInitiated { by: Rel },
    /// A character or starship was just deployed by `by`.
    JustDeployed { by: Rel },
    /// `whose` Force is about to be lost.
    AboutToLoseForce { whose: Rel },
    /// `whose` just lost Force as battle damage or attrition.
    JustLostBattleForce { whose: Rel },
    /// A character matching the selector was just forfeited (or lost, unless
    /// `forfeited_only`). "Here" is the location it left.
    CharacterLeft { sel: Sel, forfeited_only: bool },
    /// An interrupt with this title was just played by the opponent (or by anyone).
    InterruptPlayed { title: &'static str, by: Rel },
    /// You just drew a battle destiny.
    YouDrewBattleDestiny,
    /// Both players just drew exactly one battle destiny each.
    BothDrewOneBattleDestiny,
    /// A character of yours matching the selector just moved to a site where a card matching
    /// the second selector is, from an adjacent site, during your move phase.
    MovedTo { mover: Sel, to_site_of: Sel },
}

/// A cost paid when the text is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Cost {
    Free,
    /// Use this much Force from your Force Pile.
    Force(u8),
    /// Use a number of Force chosen when playing (the `X` of the text), 0 to `max`.
    ForceX,
}

/// A number computed when an effect runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Num {
    Const(i8),
    /// The total of the destiny draws made so far by this effect.
    Destiny,
    /// The `X` chosen when the text was used.
    X,
    /// How many cards match the selector in the area around the effect's location.
    Count(Sel, Area),
    /// The targeted card's ability.
    TargetAbility,
    /// The number of characters, starships and vehicles the opponent has present at the
    /// effect's location.
    OpponentPresentCount,
}

/// A comparison between the destiny total and a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Cmp {
    Less,
    Greater,
}

/// What a text may target when it is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Target {
    None,
    /// A card on table matching the selector in the area around "here".
    Card(Sel, Area),
    /// The card that triggered the response (the just-deployed card, the forfeited
    /// character, the mover…).
    Trigger,
    /// One pile (Reserve Deck, Used Pile or Lost Pile) of either player.
    AnyPile,
}

/// One step of an effect program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Step {
    /// Draw this many destiny (each draw is a separate destiny draw with its responses).
    DrawDestiny(Num),
    /// Stop the effect unless the destiny total compares so with the number.
    StopUnless(Cmp, Num),
    /// Ask "you" whether to continue (for texts that say "may").
    StopUnlessYouAgree,
    /// `chooser` picks `count` cards matching the selector at the effect's location; they are
    /// lost.
    LoseCards { sel: Sel, count: Num, chooser: Rel },
    /// The card carrying the text is lost.
    LoseThis,
    /// Cancel the Force drain being resolved.
    CancelForceDrain,
    /// Compare the destiny total with the opponent's total power at the effect's location:
    /// the player with the lower total loses Force equal to the difference.
    LowerTotalLosesDifference,
    /// Retrieve up to `count` cards matching the selector from your Lost Pile (into your Used
    /// Pile), one at a time; `optional` lets you stop early.
    Retrieve {
        sel: Sel,
        count: Num,
        optional: bool,
    },
    /// Take the matching card closest to the top of your Lost Pile into your hand.
    RetrieveTopmostToHand(Sel),
    /// Return the target (and every card deployed on it) to its owners' hands.
    ReturnTargetToHand,
    /// Shuffle the targeted pile.
    ShuffleTargetPile,
    /// Look at the top `count` cards of a Reserve Deck.
    PeekReserve {
        whose: Rel,
        count: u8,
        count_at_night: u8,
    },
    /// You may move the top card of your Reserve Deck to the top of your Force Pile.
    MayMoveReserveTopToForcePile,
    /// Look at the opponent's hand; you may move one card matching the selector to the top
    /// of the opponent's Used Pile.
    GlanceHandMoveOneToUsed(Sel),
    /// Search the opponent's Used Pile: every card matching the selector is lost.
    LoseAllFromOpponentUsed(Sel),
    /// Exchange the two players' battle destiny draws.
    SwitchBattleDestinies,
    /// Draw a new battle destiny in place of the one just drawn.
    RedrawBattleDestiny,
    /// Multiply the battle damage of the eventual loser of this battle.
    MultiplyBattleDamage(u8),
    /// If you win this battle, the opponent's battle damage is multiplied by `factor`
    /// (`with_han` when Han is present).
    MultiplyOpponentDamageIfYouWin { factor: u8, with_han: u8 },
    /// Reduce the Force loss being resolved by X.
    ReduceForceLossByX,
    /// Raise the Force loss being resolved by a number.
    RaiseForceLoss(Num),
    /// Cancel the interrupt this one responds to.
    CancelTriggerInterrupt,
    /// Multiply the multiplier of the interrupt this one responds to.
    MultiplyTriggerInterrupt(u8),
    /// For the rest of the turn, your Force losses are halved (rounded up; rounded down while
    /// a card matching the selector is on table).
    HalveYourForceLosses { round_down_if: Sel },
    /// The target may not battle or move for the rest of the turn.
    PreventTargetBattleAndMove,
    /// Move all your cards with ability at the battle location away to one adjacent site,
    /// by landspeed (1 Force each).
    MoveAbilityCardsAway,
    /// Return the trigger card from your Lost Pile to the site it was forfeited from.
    ReviveTriggerToItsSite,
    /// Move the target as a regular move, free, to the battle just initiated at an adjacent
    /// site; it is power +`bonus` during the battle unless a card matching `unless` is present
    /// or adjacent to the battle site.
    MoveTargetToBattle { bonus: i8, unless: Sel },
    /// The targeted character's weapons may not be used for the rest of the battle.
    KnockAwayTargetWeapons,
    /// Begin a duel between the mover and the card matching the selector at its site: each
    /// adds two destiny to power; the winner retrieves Force equal to the difference, the
    /// loser loses that much Force and the character.
    Duel { opponent: Sel },
    /// Lose one mine at the same site (a "defuse").
    DefuseMine,
    /// Deploy a card matching the selector from your Reserve Deck, then reshuffle.
    DeployFromReserve(Sel),
}

/// One way to use a text: when, at what cost, on what target, doing what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Mode {
    pub timing: Timing,
    /// Extra requirement checked when the text is used.
    pub when: Cond,
    pub cost: Cost,
    pub target: Target,
    pub steps: &'static [Step],
}

/// Where a deployable non-location card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Placement {
    /// On a character matching the selector (weapons, devices, many effects). The mode
    /// index of the matching entry is remembered (for "… OR …" texts).
    On(&'static [Sel]),
    /// On the table near the opponent's Reserve Deck.
    NearOpponentReserve,
    /// At a site, on the opponent's side, where one of your cards matching the selector is.
    OpponentSideWhere(Sel),
}

/// A weapon's firing text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fire {
    /// What the weapon may target.
    pub targets: &'static [Trait],
    pub cost: u8,
    /// Added to the destiny draw before comparing with the defense value.
    pub bonus: i8,
}

/// One ability printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Ability {
    /// A continuous effect while the card is on table.
    Continuous(Effect),
    /// A continuous effect that applies only when the card was deployed using the placement
    /// entry of this index ("Deploy on … to give … OR Deploy on … That character is …").
    ContinuousIfPlacedAs(u8, Effect),
    /// The card deploys only to sites of the region ("Deploys only on …", "Must deploy on …").
    DeployOnlyIn(Region),
    /// The card may not be deployed while the condition holds.
    MayNotDeployIf(Cond),
    /// Deploy cost is paid 1 Force from each player's Force Pile instead of the printed cost.
    DeployFromBothForcePiles,
    /// The card deploys free to the same site as one of your cards matching the selector.
    DeploysFreeWith(Sel),
    /// Where a non-location card deploys, and for how much Force.
    Deploys { placement: Placement, cost: u8 },
    /// Cards matching the selector deploy this much cheaper here (location text).
    DeploysCheaperHere { sel: Sel, by: u8 },
    /// The card cannot move.
    CannotMove,
    /// When the opponent just initiated a battle or Force drain here or at an adjacent site,
    /// you may deploy cards there as a react.
    ReactDeployNear,
    /// The card may move to an adjacent site as a react.
    ReactMove,
    /// The card may be forfeited in place of another of your characters hit by a weapon at
    /// the same site, restoring that character.
    ForfeitInPlaceOfHit,
    /// A weapon that fires in battle.
    Weapon(Fire),
    /// An interrupt's uses ("… OR …" gives two modes).
    Interrupt(&'static [Mode]),
    /// A text used as an action of the card on table.
    Action(Mode),
    /// Happens at the start of your turn after the one this card was deployed in.
    AtStartOfYourNextTurn(&'static [Step]),
    /// Happens when the card is in a battle its side loses.
    WhenLosingBattle(&'static [Step]),
}

/// The game text of one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardScript {
    /// Text of a card that is not a location.
    pub text: &'static [Ability],
    /// A location's text for the Dark Side player.
    pub dark: &'static [Ability],
    /// A location's text for the Light Side player.
    pub light: &'static [Ability],
}

impl CardScript {
    pub const fn card(text: &'static [Ability]) -> CardScript {
        CardScript {
            text,
            dark: &[],
            light: &[],
        }
    }

    pub const fn location(dark: &'static [Ability], light: &'static [Ability]) -> CardScript {
        CardScript {
            text: &[],
            dark,
            light,
        }
    }

    /// Every ability of the script, with the side whose text it is (`None` for a card's own
    /// text, read from its owner's point of view).
    pub fn abilities(
        &self,
    ) -> impl Iterator<Item = (Option<swccg_cards::Side>, usize, &'static Ability)> {
        let text = self.text.iter().enumerate().map(|(i, a)| (None, i, a));
        let dark = self
            .dark
            .iter()
            .enumerate()
            .map(|(i, a)| (Some(swccg_cards::Side::Dark), i, a));
        let light = self
            .light
            .iter()
            .enumerate()
            .map(|(i, a)| (Some(swccg_cards::Side::Light), i, a));
        text.chain(dark).chain(light)
    }
}
