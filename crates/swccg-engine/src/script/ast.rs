//! The card language's vocabulary, as typed data.
//!
//! A [`Script`] is the game text of one printed card (or of several cards that print the same
//! text: reprints, and the Dark/Light mirror cards of the Premiere set). It is read from the
//! project's `.cards` files by [`super::parse`], rendered back to English by
//! [`super::describe`], and interpreted by the engine: each word below is interpreted in
//! exactly one place.
//!
//! The vocabulary is compositional. Instead of one word per card it has:
//! * [`Sel`] — selectors, predicate trees over what the card database prints (type, subtype,
//!   keywords, icons, titles, uniqueness, stats) and over the game state (where a card is,
//!   what it is with, whether it battles, whose it is);
//! * [`Cond`] and [`Amount`] — conditions and numbers built from selectors;
//! * [`Modifier`] — one modifier layer for every printed stat and every game quantity
//!   ([`Quantity`]), over a [`Subject`], with a [`Change`] and a condition; continuous while
//!   the card is on table, or lasting for a [`Until`] when an effect creates it;
//! * [`Rule`] — prohibitions and permissions on cards ("cannot move", "immune to Alter");
//! * [`Action`] — everything a text lets a player do: interrupts, card actions, responses,
//!   mandatory triggers and weapons, each with a [`When`] (a timing or an event [`Window`]),
//!   a limit, a condition, costs, targets and a program of [`Step`]s (orthogonal verbs: cancel,
//!   retrieve, search, deploy, lose, place, shuffle, draw destiny, modify…).
//!
//! Everything is read from the point of view of "you": the owner of the card, or for a
//! location's `dark:`/`light:` text, the player of that side.

use super::sym::Sym;
use crate::ids::Phase;
use swccg_cards::{CardType, IconKind, Side};

/// Whose, relative to the text's "you".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rel {
    You,
    Opponent,
    Anyone,
}

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    Lt,
    Le,
    Eq,
    Ne,
    Ge,
    Gt,
}

impl Cmp {
    pub fn holds(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Eq => "=",
            Cmp::Ne => "!=",
            Cmp::Ge => ">=",
            Cmp::Gt => ">",
        }
    }
}

/// A printed value of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stat {
    Power,
    Ability,
    Forfeit,
    Destiny,
    Deploy,
    Armor,
    Maneuver,
    Hyperspeed,
    Landspeed,
    /// The defense value a weapon compares with (seed 004 "Defense value").
    Defense,
    Politics,
    /// A system's parsec number (a mobile system's: where it is now; seed 004 "Death Star").
    Parsec,
}

impl Stat {
    pub const ALL: [Stat; 12] = [
        Stat::Power,
        Stat::Ability,
        Stat::Forfeit,
        Stat::Destiny,
        Stat::Deploy,
        Stat::Armor,
        Stat::Maneuver,
        Stat::Hyperspeed,
        Stat::Landspeed,
        Stat::Defense,
        Stat::Politics,
        Stat::Parsec,
    ];

    pub fn word(self) -> &'static str {
        match self {
            Stat::Power => "power",
            Stat::Ability => "ability",
            Stat::Forfeit => "forfeit",
            Stat::Destiny => "destiny",
            Stat::Deploy => "deploy",
            Stat::Armor => "armor",
            Stat::Maneuver => "maneuver",
            Stat::Hyperspeed => "hyperspeed",
            Stat::Landspeed => "landspeed",
            Stat::Defense => "defense value",
            Stat::Politics => "politics",
            Stat::Parsec => "parsec",
        }
    }
}

/// A pile of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PileName {
    Reserve,
    Force,
    Used,
    Lost,
    Hand,
    OutOfPlay,
}

/// A state a card on table can be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardState {
    /// On table (at a location, on a card, or on table).
    OnTable,
    /// Taking part in the battle under way.
    InBattle,
    /// In the battle under way, on the side that did not initiate it.
    Defending,
    /// In the battle under way, on the side that initiated it.
    Attacking,
    /// The only card of its side in the battle under way.
    Alone,
    /// Hit by a weapon.
    Hit,
    /// A card stacked on another card.
    Stacked,
    /// Deployed this turn.
    DeployedThisTurn,
    /// A location where a battle is under way.
    BattleHere,
    /// A location that is a battleground (Force icons on both sides).
    Battleground,
    /// In the battle under way, with a forfeit value (it could be forfeited).
    Forfeitable,
    /// In its owner's hand.
    InHand,
    /// A vehicle or starship with no character aboard.
    Unoccupied,
    /// A character aboard a starship as its pilot (not a passenger).
    Piloting,
    /// A character aboard a starship or vehicle as a passenger (not its pilot or driver).
    Passenger,
    /// An Undercover spy (crossed to the opponent's side).
    Undercover,
    /// Made its regular move this turn.
    Moved,
    /// Stolen (seed 001 "Stealing"): it plays as its thief's card.
    Stolen,
    /// Relocated by the last completed 'transport' (`State::transported`): "all Rebels
    /// transported", read in the window on that transport.
    Transported,
    /// On the opponent's side of the table: relocated there (A Day Long Remembered once its
    /// system is 'blown away'), deployed there (mines), or an Undercover spy.
    Crossed,
}

/// Who holds a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hold {
    Occupies,
    Controls,
}

/// A card the text refers to by its role rather than by what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ref {
    /// The card carrying the text.
    This,
    /// The card the text's card is deployed on.
    Bearer,
    /// A target chosen when the text was used (by index).
    Target(u8),
    /// The card of the event a response answers (the card just deployed, lost, played…).
    Trigger,
    /// The card chosen by the last choosing step ("that card").
    Chosen,
}

/// Where a card is, relative to "here" (the location of the text's card, or of the event a
/// response answers). Tested on a location, `Here` means "is this location" and `Adjacent`
/// "is a site adjacent to it".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Near {
    /// At the location "here" (anything at it: present, or deployed on a card there).
    Here,
    /// Present at here (seed 004 "Enclosed"): at it, but not a character aboard a starship or
    /// an enclosed vehicle there.
    Present,
    /// At a site adjacent to here.
    Adjacent,
    /// At the location where the event a response answers happened.
    There,
    /// At a location related to here: a site or system of the same planet (here included).
    Related,
    /// At the location of the starship or vehicle that here, a starship or vehicle site, is
    /// aboard: the way in and out of it (seed 001 "Sandcrawler sites").
    Outside,
    /// A site that a shuttle reaches from the system where the starship that here, a starship
    /// site, is aboard is (CR 10.2: an exterior site of that planet; seed 004: not on Dagobah,
    /// at a Death Star only its Docking Bay 327): the planet below a Star Destroyer's Launch
    /// Bay.
    Below,
}

/// A set of cards, tested one card at a time: a predicate tree.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sel {
    /// Any card.
    Any,
    And(Vec<Sel>),
    Or(Vec<Sel>),
    Not(Box<Sel>),
    Owner(Rel),
    Type(CardType),
    /// A word the database prints on the card: a subtype part (`Imperial`, `alien`, `site`,
    /// `Utinni`), a characteristic (`Tusken Raider`, `bounty hunter`), an extra line
    /// (`mining droid`, `Dark Jedi`).
    Word(Sym),
    Icon(IconKind),
    /// An expansion icon printed on the card (`[Episode I]`, `[Reflections 2]`), by its name
    /// (the catalogue's word `catalogue::expansion_sym`).
    Expansion(Sym),
    /// A title or persona (`"Luke"` matches Luke, Luke Skywalker…; for a location, the system
    /// its title names: `"Tatooine"` matches every Tatooine site).
    Title(Sym),
    /// The words are in the title, a possessive's included ("a starfighter with 'Vader' in
    /// title": Vader's Personal Shuttle).
    InTitle(Sym),
    /// The lore mentions the words.
    Lore(Sym),
    /// A unique (•) card.
    Unique,
    /// A card with no deploy cost (none printed, none in its deploy clauses).
    NoDeployCost,
    /// A current value compared with a number.
    Stat(Stat, Cmp, Box<Amount>),
    Ref(Ref),
    Near(Near),
    /// At a location matching the selector.
    At(Box<Sel>),
    /// At the same location as another card matching the selector.
    With(Box<Sel>),
    /// Deployed on a card matching the selector.
    On(Box<Sel>),
    /// Stacked on (placed on, under) a card matching the selector; such cards are not on
    /// table, and a selector with this part looks among the cards stacked there.
    Under(Box<Sel>),
    /// Carrying a card matching the selector ("armed with").
    Carrying(Box<Sel>),
    /// A card whose text aims at a card matching the selector: a card on table's target, or
    /// the target of a text of the card being carried out ("when targeting Red 6").
    Targeting(Box<Sel>),
    State(CardState),
    /// A location a player occupies or controls.
    Held(Hold, Rel),
    /// A card with the same title as a card matching (another copy of it, or itself).
    SameTitle(Box<Sel>),
    /// A location related to a location matching (of the same planet, that one included), or
    /// a card at such a location ("related to the Renegade planet").
    RelatedTo(Box<Sel>),
    /// A system a mobile system matching the selector orbits now (seed 004 "Death Star").
    OrbitedBy(Box<Sel>),
    /// A card whose title names the planet of a location matching ("matching operatives": the
    /// Eriadu Operative matches Eriadu).
    Matching(Box<Sel>),
    /// A card whose own text makes it immune to the cards the selector names, written the
    /// same way (`immune to "Sense"`): read from its script wherever the card is, so an
    /// interrupt in hand is known immune before it is played.
    ImmuneTo(Box<Sel>),
}

impl Sel {
    /// Whether the selector says whose cards it picks at its top level (`your …`,
    /// `opponent's …`), as opposed to an owner inside `with`, `at`…
    pub fn names_owner(&self) -> bool {
        match self {
            Sel::Owner(_) => true,
            Sel::And(parts) => parts.iter().any(Sel::names_owner),
            Sel::Or(alts) => alts.iter().all(Sel::names_owner),
            _ => false,
        }
    }

    /// Whether the selector reads only what is printed on the card and who owns it (no
    /// place, value or other card): cheap to test.
    pub fn is_printed(&self) -> bool {
        matches!(
            self,
            Sel::Any
                | Sel::Owner(_)
                | Sel::Type(_)
                | Sel::Word(_)
                | Sel::Expansion(_)
                | Sel::InTitle(_)
                | Sel::Lore(_)
                | Sel::Unique
                | Sel::NoDeployCost
        )
    }

    pub fn and(parts: Vec<Sel>) -> Sel {
        match parts.len() {
            0 => Sel::Any,
            1 => parts.into_iter().next().expect("one part"),
            _ => Sel::And(parts),
        }
    }

    pub fn this() -> Sel {
        Sel::Ref(Ref::This)
    }
}

/// Arithmetic between amounts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arith {
    Add,
    Sub,
    Mul,
}

/// A number computed when it is needed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Amount {
    Num(i32),
    /// The `X` chosen when the text was used.
    X,
    /// The total of the destiny draws of this effect so far.
    Destiny,
    /// The opponent's destiny total in this effect (duels).
    OpponentDestiny,
    /// A value named by `let`.
    Var(Sym),
    /// How many cards match.
    Count(Box<Sel>),
    /// A value of the first card matching (a target, the trigger…); 0 when none matches.
    StatOf(Stat, Box<Sel>),
    /// The total of a value over every card matching.
    Sum(Stat, Box<Sel>),
    /// The highest value among the cards matching (0 when none matches).
    Max(Stat, Box<Sel>),
    /// The total of the lowest values among the cards matching: up to this many of them.
    Lowest(u8, Stat, Box<Sel>),
    LifeForce(Rel),
    /// Cards in a player's pile (or hand).
    PileSize(Rel, PileName),
    /// A player's total power in the battle "here" (or at here when no battle is under way).
    TotalPower(Rel),
    /// The total of a player's battle destinies in the battle under way.
    BattleDestinyTotal(Rel),
    /// The Force loss being resolved.
    ForceLoss,
    /// The value of the destiny just drawn, which a response answers.
    DrawnDestiny,
    /// The Force icons of one side (Dark or Light, as printed) on the locations matching,
    /// as the game counts them (with every modifier of Force icons).
    Icons(Side, Box<Sel>),
    Op(Box<Amount>, Arith, Box<Amount>),
    /// One amount or the other, by a condition.
    IfElse(Box<Cond>, Box<Amount>, Box<Amount>),
    /// This Epic Event's total: the amount as other texts change it (`epic total of (destiny
    /// + y - z)`, changed by `epic total +2 on "Commence Primary Ignition"`).
    EpicTotal(Box<Amount>),
}

/// A condition, checked continuously (modifiers, rules) or when a text is used.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    True,
    Not(Box<Cond>),
    And(Vec<Cond>),
    Or(Vec<Cond>),
    /// Some card matches (on table unless the selector says otherwise).
    Exists(Sel),
    Cmp(Amount, Cmp, Amount),
    /// The player controls a location matching.
    Controls(Rel, Sel),
    /// The player occupies a location matching.
    Occupies(Rel, Sel),
    /// It is the player's turn (and, if given, this phase of it).
    Turn(Rel, Option<Phase>),
    /// A battle is under way (at a location matching, if given).
    Battle(Option<Sel>),
    /// The card was deployed using its placement of this number (1-based).
    Placed(u8),
    /// "Nighttime conditions" exist at "here" (or anywhere on table with no location).
    Nighttime,
    /// The battle under way is in its damage segment.
    DamageSegment,
    /// The player lost the battle under way (its totals are compared).
    LostBattle(Rel),
    /// The text's battle-winner prediction (`predict battle winner`) named the side that won
    /// the battle; false when the battle had no winner (a tie, or it ended before the totals).
    PredictionCorrect,
    /// The player may initiate a Force drain now at a location matching (it controls it, has
    /// not drained there this turn, no text forbids it): "instead of Force draining here".
    MayDrain(Rel, Sel),
    /// This card may follow a card matching now: move to where it is, within range, paying
    /// the move (`follow`).
    MayFollow(Sel),
    /// A planet system matching was 'blown away' (seed 003 §3): read from the state's list,
    /// as the system itself has left the table (`blown away system "Alderaan"`).
    BlownAway(Sel),
}

impl Cond {
    pub fn and(parts: Vec<Cond>) -> Cond {
        match parts.len() {
            0 => Cond::True,
            1 => parts.into_iter().next().expect("one part"),
            _ => Cond::And(parts),
        }
    }
}

/// What a modifier changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quantity {
    /// A printed value of each card of the subject.
    Stat(Stat),
    /// Deploy cost paid from each player's Force Pile (Jawas).
    DeployEach,
    /// The threshold of immunity to attrition ("immune to attrition < N").
    Immunity,
    /// The player's Force drains at locations of the subject.
    ForceDrain,
    /// The player's total power in battles there.
    TotalPower,
    /// How many battle destiny draws the player makes there.
    BattleDestinyDraws,
    /// Each battle destiny draw of the player there.
    BattleDestiny,
    /// Each weapon destiny draw of the player there.
    WeaponDestiny,
    /// Attrition against the player there.
    Attrition,
    /// Battle damage against the player there.
    BattleDamage,
    /// The player's Force icons there (generation and the opponent's drains).
    ForceIcons,
    /// The player's Force generation.
    Generation,
    /// The player's docking bay transit cost from there.
    TransitCost,
    /// What the player's docking bay transit to there adds to the cost of the bay left
    /// ("Your transit to here requires +9 Force").
    TransitCostTo,
    /// The ability the player needs to control a location there.
    ControlAbility,
    /// The ability the player needs in a battle there to draw battle destiny.
    BattleDestinyAbility,
    /// The Force the player uses to initiate a battle there.
    BattleCost,
    /// Each Force loss of the player.
    ForceLoss,
    /// The Force the player uses to initiate a Force drain there.
    DrainCost,
    /// Each Force loss of the player from a Force drain.
    DrainLoss,
    /// The Force a player loses to use a text of each card of the subject (a cost `lose N
    /// force`).
    LossCost,
    /// Destinies the player adds to power only in a battle there (not battle destiny: they
    /// cause no attrition), 0 unless a text adds some ("both sides add one destiny to power
    /// only").
    PowerDestinyDraws,
    /// The player's total battle destiny in a battle there, once at least one battle destiny
    /// was drawn (it is the attrition against the opponent too).
    TotalBattleDestiny,
    /// The Force the player uses, besides the weapon's own cost, to fire a weapon there; on
    /// cards (`fire cost = 1 on …`), the Force each weapon matching costs to fire by its own
    /// text ("when fired by this Wookiee, X = 1").
    FireCost,
    /// The total an Epic Event of the subject compares with its threshold (Commence Primary
    /// Ignition's destiny + Y - Z), for the player using it.
    EpicTotal,
}

/// How a modifier changes its quantity.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    Add(Amount),
    /// A reset: the value becomes this amount (the lowest reset wins).
    Set(Amount),
    Times(Amount),
    /// The value is at least this (requirements: "needs ability 6").
    AtLeast(Amount),
    /// The value is at most this ("may not draw more than two battle destiny").
    AtMost(Amount),
    /// Halved, rounded up (or down while the condition holds).
    Halve {
        down_if: Cond,
    },
}

/// What a modifier applies to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    /// Each card matching (card values).
    Cards(Sel),
    /// A player, at locations matching (`None`: everywhere; game quantities).
    Player(Rel, Option<Sel>),
}

/// One modifier: each `(quantity, change)` applies to the subject while the condition holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Modifier {
    pub changes: Vec<(Quantity, Change)>,
    pub on: Subject,
    pub cond: Cond,
    /// Copies of the card add up (`cumulatively …`: "Cumulatively adds 2 to total of …"),
    /// against the rule that a text counts once per title.
    pub cumulative: bool,
}

/// A prohibition or permission on cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    CannotMove,
    /// May not move to the locations the rule's argument names (a vehicle's "Cannot move to
    /// mobile sites").
    CannotMoveTo,
    /// May not be aboard the starships or vehicles the rule's argument names (deployed,
    /// embarked or moved aboard).
    MayNotBeAboard,
    /// Its regular moves cost no Force ("Moves free if Luke aboard").
    MovesFree,
    /// Its shuttle moves cost no Force (CR 10.2 shuttling: "Your troopers may shuttle to
    /// related sites for free").
    ShuttlesFree,
    MayNotBattle,
    MayNotUseWeapons,
    /// May not carry weapons (seed 004 "Disarmed"): no weapon deploys, moves or is stolen
    /// onto it, and its permanent weapons are not there while the rule holds.
    MayNotCarryWeapons,
    /// Not required to be forfeited to attrition (any amount).
    ImmuneToAttrition,
    /// Has no immunity to attrition, whatever gives it ("Rebels … lose immunity to
    /// attrition"): it outweighs every immunity.
    LosesImmunityToAttrition,
    /// A card on a planet system that is 'blown away' (seed 003 §3) is not lost with it but
    /// relocated to the opponent's side of the table (A Day Long Remembered).
    CrossesWhenBlownAway,
    /// Cannot be targeted or cancelled by the titles the rule's argument names.
    ImmuneTo,
    /// Gains the icon.
    GainsIcon(IconKind),
    /// May deploy without presence or Force icons.
    DeploysWithoutPresence,
    /// May deploy regardless of location deployment restrictions (those of Dagobah: seed 004
    /// "Deployment restrictions" [2]).
    IgnoresLocationRestrictions,
    /// May deploy to the rule's location although its own text lets it deploy only elsewhere
    /// ("Your Jawas may deploy here"); read with the card counting as at its destination.
    MayDeployHere,
    /// May not deploy to the rule's location ("No starships or vehicles here"); read, like
    /// `MayDeployHere`, with the card counting as at its destination.
    MayNotDeployHere,
    /// A capital starship that deploys and moves as a starfighter does (to and from docking
    /// bays and exterior sites, into cloud sectors, two sectors a move).
    LikeStarfighter,
    /// A starship weapon's: it fires while its starship has landed at a site (seed 001
    /// "Starship – landed": a landed starship uses no starship weapon unless the weapon says
    /// it works at a site).
    FiresLanded,
    /// A starfighter's: it fires two or more weapons a turn, each once a battle (CR 9.4 would
    /// allow it one).
    FiresSeveral,
    /// A weapon deployed at a location (a Death Star weapon, seed 001 "Superlaser"): besides
    /// battles at its own location, it fires in battles at the locations the rule's argument
    /// names ("a system it orbits").
    FiresAt,
    /// A starship's rule: the cards the rule is on (weapons, devices) may deploy aboard it
    /// although their own `deploy on` clause names other bearers ("Turbolaser Battery may
    /// deploy aboard"); their own cost is paid.
    MayDeployAboard,
    /// A location's rule for the reader of its text: in their move phase, their cards may make
    /// their regular move for free between the location and any location matching the rule's
    /// argument, adjacent or not ("may move free between here and any related spaceport site").
    FreeMoveBetween,
    /// A location's rule for the reader of its text: in their move phase, the cards the rule
    /// is on may make their regular move (paying for it as usual) between the location and
    /// any location matching the rule's argument, adjacent or not ("Vader may move between
    /// here and any battleground site").
    MoveBetween,
    /// The same in the reader's control phase ("during your control phase, you may move free
    /// from here directly to Cantina, or vice versa").
    FreeMoveInControl,
    /// In their owner's move phase, the cards the rule is on (at a site adjacent to the
    /// location of the rule's card) may make their regular move to that location for free
    /// ("Imperials at an adjacent site may move there for free").
    FreeMoveHere,
    /// A location's rule for the reader of its text: in their move phase, the cards the rule
    /// is on, at the location, may make their regular move for free from it to a location
    /// matching the rule's argument, adjacent or not ("Imperials may move free from here to
    /// any one Death Star site"); one way only.
    FreeMoveFrom,
    /// After its owner loses a battle, a card in hand the rule is on may be forfeited from
    /// hand (for its forfeit value) to reduce the attrition and battle damage still owed.
    ForfeitFromHand,
    /// The cards the rule is on cannot utilize their game text: every text of theirs is
    /// inactive (Restraining Bolt on its droid).
    TextCancelled,
    /// The location the rule is on is rotated (Revolution): each side's icons and game text
    /// belong to the other side.
    Rotated,
    /// Its owner may deploy cards as a react to a battle or Force drain the opponent just
    /// initiated at a location matching the rule's area.
    ReactDeploy,
    /// May move as a react to a battle or Force drain the opponent just initiated at an
    /// adjacent site (a starship: at a location its move reaches, by hyperspeed between
    /// systems).
    ReactMove,
    /// A starfighter's own text, read while it is in hand: it may deploy from hand together
    /// with a pilot character from hand, as a react to a battle the opponent just initiated
    /// at a location matching the rule's area.
    ReactDeployPiloted,
    /// May be forfeited in place of another character of its owner hit by a weapon at the same
    /// site, restoring that character.
    ForfeitForHit,
    /// Forfeited, the card remains in play: what it absorbed of attrition and battle damage is
    /// taken from its forfeit value instead ("When 'forfeited,' droid remains in play").
    RemainsWhenForfeited,
    /// On a site: its owner's game text of that site also applies at each adjacent site,
    /// "here" read as that site (Expand The Empire).
    ExpandsText,
    /// A card the rule is on that is 'hit' and about to be lost goes to its owner's Used Pile
    /// instead (forfeited, or lost as the battle ends or at once outside a battle).
    HitToUsedPile,
    /// 'Asteroid Rules' are in effect at the location the rule is on: in each of their
    /// owner's control phases, the starships there risk an asteroid destiny
    /// (`flow::asteroids`).
    AsteroidRules,
    /// 'Cave Rules' are in effect at the Big One site the rule is on (Asteroid Cave Or Space
    /// Slug Belly): a cave, related to its Big One, where cards deploy as usual, until a Space
    /// Slug is at that Big One; then the Space Slug's belly, no planet site, whose cards are
    /// lost with the slug (`Q::slug_of_belly`).
    CaveRules,
    /// A vehicle the rule is on, lost at a site: the characters aboard 'jump off'
    /// (disembark there) instead of being lost with it (seed 001 "Skiff").
    JumpOff,
    /// Cannot be cancelled.
    NotCancellable,
    /// Creates "nighttime conditions" at the locations the rule's subject names.
    Nighttime,
    /// Deploy costs are paid from the owner's Force Pile only (overrides "each player").
    PaysAlone,
    /// The player named (relative to the text's reader) may not initiate a Force drain at
    /// the locations the rule is on.
    MayNotDrain(Rel),
    /// The player named may not initiate a battle at the locations the rule is on.
    MayNotInitiateBattle(Rel),
    /// The named player's Force drains at the locations the rule is on cannot be cancelled.
    DrainNotCancellable(Rel),
    /// The player named may not 'react' to or from the locations the rule is on.
    MayNotReact(Rel),
    /// The named player's Force drains at the locations the rule is on cannot be modified by
    /// that player's opponent: the opponent's texts do not change their amount.
    DrainNotModifiable(Rel),
    /// The named player, losing Force to a Force drain at the locations the rule is on, loses
    /// it from the Reserve Deck while that holds a card ("lost Force must come from Reserve
    /// Deck if possible").
    DrainLossFromReserve(Rel),
    /// The interrupts the rule is on are played only in their owner's move phase, and what
    /// they 'transport' goes only from and to exterior sites.
    MovePhaseExteriorOnly,
    /// An interrupt the rule is on goes to its owner's Used Pile once played, whatever its
    /// subtype says ("Wookiee Strangle is a Used Interrupt").
    PlayedAsUsed,
    /// Once per game (per title of the card with the rule), its owner may play an interrupt
    /// the rule is on from the Lost Pile as if from hand; that interrupt then goes out of play.
    PlayFromLostPile,
    /// The interrupts the rule is on may not be played (from hand or any pile).
    MayNotBePlayed,
    /// The Force drain bonuses of the cards the rule is on are canceled: their texts adding
    /// to a Force drain add nothing.
    DrainBonusCanceled,
    /// The cards the rule is on count as having the word when a text of a card the rule's
    /// argument names reads it ("May make a Kessel Run in place of a smuggler": BoShek is a
    /// smuggler to Kessel Run's texts only).
    InPlaceOf(Sym),
    /// The cards the rule is on have the word as a skill wherever a text reads it (Swilla
    /// Corey: "Deploy on your non-thief to give that character thief skill").
    GainsSkill(Sym),
    /// The cards the rule is on may not be stolen (seed 001 "Stealing"; Swilla Corey deployed
    /// on a weapon "to prevent theft").
    NotStealable,
    /// A starship site's rule for the reader of its text: that player's ship-docking
    /// transfers to and from the starship the site is aboard are free ("You may … transfer
    /// … here for free", Star Destroyer: Launch Bay).
    TransfersFreeHere,
    /// The cards the rule is on are relocated only to the locations its argument names; any
    /// other relocation leaves them where they are (seed 001 "Sandcrawler": "may relocate only
    /// to planet sites").
    RelocatesOnlyTo,
}

impl Rule {
    /// The player a player-level rule (`opponent may not force drain at …`) names, relative
    /// to the text's reader; `None` for rules on cards.
    pub fn player(self) -> Option<Rel> {
        match self {
            Rule::MayNotDrain(r)
            | Rule::MayNotInitiateBattle(r)
            | Rule::DrainNotCancellable(r)
            | Rule::DrainNotModifiable(r)
            | Rule::DrainLossFromReserve(r)
            | Rule::MayNotReact(r) => Some(r),
            _ => None,
        }
    }
}

/// How long an effect's modifier or rule lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Until {
    EndOfBattle,
    EndOfTurn,
    EndOfYourNextTurn,
    EndOfGame,
}

/// Where a deployable card goes, and what it costs there.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    /// On a card matching (weapons, devices, many effects).
    On(Sel),
    /// At a location matching, on your side of it (`opponents_side`: on the opponent's side).
    At { location: Sel, opponents_side: bool },
    /// On table (the side of the table given).
    Table,
    /// Near a player's Reserve Deck.
    NearReserve(Rel),
    /// Face down in the opponent's Reserve Deck, among its cards ("Insert in opponent's
    /// Reserve Deck"): the card is not on table; it is revealed when it reaches the top.
    Insert,
}

/// Destiny draws by what they are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DestinyKind {
    Any,
    Battle,
    Weapon,
}

/// The events responses answer. Each window reads `<who> <event> [<subject>] [at <where>]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// Just initiated a battle (the location is "where").
    InitiatesBattle,
    /// Just initiated a Force drain.
    InitiatesForceDrain,
    /// Just initiated a battle or a Force drain.
    InitiatesBattleOrDrain,
    /// Just initiated a 'react' (the subject is the card reacting).
    Reacts,
    /// Just 'hit' a card (the subject) in a battle.
    Hits,
    /// Just broke the cover of an Undercover spy (the subject).
    BreaksCover,
    /// Just Disarmed a character (the subject).
    Disarms,
    /// Just completed a 'transport' with an interrupt (the subject: "if Nabrun Leids just
    /// completed a transport"); "there" is where the cards went.
    Transports,
    /// Just had a card of theirs (the subject) placed in their Used Pile from table.
    PlacesInUsed,
    /// Is about to move a starship (the subject) through hyperspace (a hyperspeed move
    /// between systems; "there" is where it is).
    AboutToHyperspace,
    /// A card on table (the subject) is about to be lost: the loss happens after the
    /// responses, unless one of them took the card elsewhere ("who" is its owner; "there"
    /// is where it is).
    AboutToBeLost,
    /// Just deployed a card (the subject).
    Deploys,
    /// Just played an interrupt or effect (the subject).
    Plays,
    /// Just lost a card from table (the subject; forfeited cards are lost too).
    Loses,
    /// Just forfeited a card (the subject).
    Forfeits,
    /// Just drew a destiny of this kind (the subject is the card drawn).
    Draws(DestinyKind),
    /// Just drew a destiny for the text of a card (the subject: the card whose text draws).
    DrawsFor,
    /// Both players just drew exactly one battle destiny.
    BothDrawOneBattleDestiny,
    /// A battle just finished (where: its location).
    BattleEnds,
    /// Is about to lose Force.
    AboutToLoseForce,
    /// Just lost Force to battle damage or attrition.
    LostBattleForce,
    /// Just lost Force to a Force drain (`x` is how much; the drain's location is "there").
    LostDrainForce,
    /// A phase of the player's turn begins.
    PhaseStarts(Phase),
    /// Just moved a card (the subject) to a location (where).
    Moves,
    /// Just moved a card (the subject) to a site (where) from an adjacent site.
    MovesFromAdjacent,
    /// Just moved a card (the subject) away from the location of the text's card.
    MovesFromHere,
    /// Just won a battle.
    WinsBattle,
    /// Just lost a battle.
    LosesBattle,
    /// A turn of the player begins (the subject, when given, must have been deployed before).
    TurnStarts,
    /// Is cancelling a card on table (the subject): its text answers before it is lost, so
    /// this window is opened by the cancelling itself, not by a response window.
    Cancels,
    /// An insert card (the subject) reached the top of the Reserve Deck it was inserted in
    /// and was revealed (opened by the reveal itself, not by a response window).
    ReachesTop,
}

/// A response's event: who did what, to which card, where.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Window {
    pub who: Rel,
    pub event: Event,
    /// The card the event is about (the card deployed, lost, played, moved…).
    pub subject: Option<Sel>,
    /// Where it happened (a location selector).
    pub at: Option<Sel>,
}

/// When a text may be used.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum When {
    /// A top-level action, in either player's turn.
    AnyTime,
    /// A top-level action during the player's turn (and, if given, this phase).
    During(Rel, Option<Phase>),
    /// A top-level action while a battle is under way (at a location matching, if given).
    DuringBattle(Option<Sel>),
    /// A response to an event.
    Window(Window),
    /// A weapon's firing, in the weapons segment of a battle where its bearer battles.
    Fire,
    /// While setting up: a starting interrupt, or what a starting card does as it is
    /// deployed (a starting effect's cards from outside the deck, an objective's "Deploy …").
    Setup,
}

/// How often a text may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// At most `times` per turn, per copy of the card.
    PerTurn(u8),
    PerBattle(u8),
    /// Once per game, per title and player.
    PerGame(u8),
}

/// What a text costs to use.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cost {
    /// Use this much Force from your Force Pile.
    UseForce(Amount),
    /// Use `X` Force, chosen when playing, from `min` up to `max` (and your Force Pile).
    UseX { min: i32, max: Option<Amount> },
    /// Lose this much Force.
    LoseForce(Amount),
}

/// What a text may target when it is used.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A card on table matching.
    Card(Sel),
    /// One pile of a player.
    Pile(Rel, Vec<PileName>),
}

/// The portion of an interrupt a mode belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Portion {
    /// Goes where the card's subtype says.
    Plain,
    Used,
    Lost,
    Starting,
    /// An Immediate Effect played from hand in answer to an event: its steps deploy it
    /// (seed 004 "Effect - Immediate Effects").
    Immediate,
}

/// Who uses a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    /// An interrupt played from hand.
    Interrupt(Portion),
    /// An optional text of a card on table.
    Use,
    /// A mandatory text of a card on table: it happens whenever its event does.
    Must,
    /// A weapon firing.
    Weapon,
}

/// What a "cancel" step cancels.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cancel {
    /// The card or action the response answers (an interrupt just played, an effect just
    /// deployed…).
    Trigger,
    /// The Force drain under way.
    ForceDrain,
    /// The battle under way.
    Battle,
    /// The destiny draw just made; it is drawn again when `redraw`.
    Destiny { redraw: bool },
    /// The game text of cards matching, until the end of the period.
    GameText(Sel, Until),
    /// All remaining battle damage against you.
    BattleDamage,
    /// Cards matching: on table they are lost; an interrupt being played or a react under way
    /// is cancelled.
    Cards(Sel),
}

/// What happens to the cards a search finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fate {
    /// Taken into hand.
    Hand,
    /// Deployed (for its normal cost unless the step says otherwise).
    Deploy,
    /// Lost.
    Lose,
    /// Placed on the owner's Used Pile.
    Used,
    /// Stolen (seed 001 "Stealing") and placed on the card with the text, as if deployed on
    /// it: "steal a lightsaber from opponent's Lost Pile" (a card that may not be stolen or
    /// carried by it stays).
    StealOntoThis,
}

/// Where a deployment from elsewhere takes its card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Pile(PileName),
    /// The cards stacked on the card with the text.
    Stack,
}

/// Where the Force of a deployment from elsewhere comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeployCost {
    Normal,
    Free,
    Minus(i32),
}

/// One step of an effect program: a verb.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Draw this many destiny (each one a destiny draw with its responses), adding to the
    /// effect's destiny total.
    Draw {
        count: Amount,
        kind: DestinyKind,
    },
    /// The opponent draws this many destiny for this effect, adding to the effect's
    /// `opponent's destiny` total (a 'wager').
    OpponentDraws(Amount),
    /// The player retrieves one card chosen at random from their Lost Pile (into their Used
    /// Pile, as retrieval does); with `may`, they are asked whether to first.
    RetrieveRandom {
        who: Rel,
        may: bool,
    },
    /// 'Transport' (relocate) any or all of your cards matching at one site to any one other
    /// site: you choose them and the site, draw destiny, then use that much Force to transport
    /// them, or place the card played in your Lost Pile (seed 004 "Elis Helrot").
    Transport(Sel),
    /// Relocate every card matching the first selector (on table) to one location matching
    /// the second, chosen by you: not a move, no cost; they leave any battle ("'evacuate'
    /// (relocate) both to a related site").
    Relocate(Sel, Sel),
    /// The same relocation made as each card's regular move of the turn ("may relocate to …
    /// as a regular move"): a card that already moved this turn stays, and a card relocated
    /// has moved.
    RelocateAsMove(Sel, Sel),
    /// This card (deployed on a card) moves onto the text's target ("may be transferred to
    /// another droid at same site").
    TransferToTarget,
    /// This card follows the first card matching: it moves to where that card is, as its own
    /// move would (a starship within range of its hyperspeed), paying that move's cost.
    Follow(Sel),
    /// Stop here unless the condition holds.
    StopUnless(Cond),
    /// Run the inner step only if the condition holds.
    If(Cond, Box<Step>),
    /// Ask "you" whether to go on; stop if not.
    MayGoOn,
    /// Name a value for later steps.
    Let(Sym, Amount),
    Cancel(Cancel),
    /// `chooser` picks cards on table matching to be lost (all of them with `count` None).
    Lose {
        sel: Sel,
        count: Option<Amount>,
        chooser: Rel,
    },
    /// A player loses Force.
    LoseForce(Rel, Amount),
    /// Retrieve cards from your Lost Pile: `count` Force (the top cards) when `sel` is `None`,
    /// or that many cards matching, one at a time (`up_to`: you may stop early;
    /// `topmost`: the matching card closest to the top, no choice).
    Retrieve {
        count: Amount,
        sel: Option<Sel>,
        to_hand: bool,
        up_to: bool,
        topmost: bool,
    },
    /// Search a player's pile (or its `top` cards) for cards matching: up to `count` of them
    /// (every match when `None`) meet `fate`; the pile is reshuffled afterwards when
    /// `reshuffle`. With `also`, a second pile of the same player is searched with it ("from
    /// Reserve Deck or Lost Pile"); only the first is reshuffled.
    Search {
        whose: Rel,
        pile: PileName,
        also: Option<PileName>,
        sel: Sel,
        count: Option<Amount>,
        fate: Fate,
        reshuffle: bool,
        /// Only among the pile's top cards, this many, revealed to both players ("reveal the
        /// top three cards … take one alien into hand (if possible)": a matching card must be
        /// taken).
        top: Option<Amount>,
    },
    /// Look at the top cards of a player's pile.
    Peek {
        whose: Rel,
        pile: PileName,
        count: Amount,
    },
    /// Look at the top cards of the pile chosen as target ("peek at top card of any Reserve
    /// Deck").
    PeekTarget(Amount),
    /// You may move the top card of one of your piles to the top of another.
    MayMoveTop {
        from: PileName,
        to: PileName,
    },
    /// Reveal a player's hand to the other player.
    RevealHand(Rel),
    /// A player keeps this many cards of their hand, chosen at random, and places the others
    /// in a pile of theirs (cards immune to the text stay in hand).
    KeepRandom {
        whose: Rel,
        keep: Amount,
        to: PileName,
    },
    /// Every card of a player's hand whose title the player holds at least `min` of is lost
    /// (cards immune to the text stay in hand).
    LoseDuplicates {
        whose: Rel,
        min: Amount,
    },
    /// Deploy a card matching from a pile of yours (or from the cards stacked on this card)
    /// to a location matching, if given, reshuffling the pile afterwards when it is the
    /// Reserve Deck.
    Deploy {
        sel: Sel,
        from: Source,
        to: Option<Sel>,
        cost: DeployCost,
        /// "Any …": one card after another until the player stops or none is left.
        any: bool,
    },
    /// Stack up to this many cards from outside your deck on this card, face down.
    StackOutside(Amount),
    /// Stack this many of your cards matching from a pile of yours (usually your hand) on
    /// this card.
    StackFrom {
        count: Amount,
        sel: Sel,
        from: PileName,
    },
    /// The interrupt being played (or this card, on table) goes to this pile of yours.
    PlaceThis(PileName),
    /// The card of the event answered goes to its owner's pile, from table or from being
    /// played (an interrupt that just 'transported': "Nabrun is lost").
    PlaceTrigger(PileName),
    /// Every card stacked on this card goes to this pile of its owner's.
    PlaceStacked(PileName),
    /// The card being played deploys to a location matching (Immediate Effects).
    DeployThis(Sel),
    /// Take this many cards from the top of one of your piles into hand.
    TakeTop(Amount, PileName),
    /// This card aims at the card a step chose (an objective's planet): `target` in its texts is
    /// that card from now on.
    AimAtChosen,
    /// This card aims at the text's target until the turn ends ("may target … If … when
    /// target lost this turn"): `target` in its other texts is that card meanwhile.
    AimAtTargetThisTurn,
    /// You choose which adjacent site this card (a Mobile Effect) moves to first: its
    /// direction along its row ("specify starting direction").
    ChooseDirection,
    /// This card moves to the next site of its row in its direction, reversing at the end of
    /// the row (a Mobile Effect's move).
    MoveOn,
    /// Return cards matching (with the cards on them) to their owners' hands.
    ReturnToHand(Sel),
    /// Move cards matching from a pile (hand, usually) to the top of their owner's pile
    /// (`may`: you choose whether and which one).
    Place {
        sel: Sel,
        from: PileName,
        to: PileName,
        may: bool,
    },
    /// Shuffle the pile chosen as target (or a player's pile).
    Shuffle,
    /// Shuffle one of your piles.
    ShuffleOwn(PileName),
    /// A modifier that lasts until the end of a period.
    Lasting(Box<Modifier>, Until),
    /// A rule on cards that lasts until the end of a period.
    LastingRule(Rule, Sel, Until),
    /// The player names a card title: one of the titles of the cards of the game matching
    /// (wherever they are); a card of that title becomes `chosen`.
    Name(Sel),
    /// "Guess a card type and point to a card in opponent's hand. Card must be shown. If
    /// guessed correctly, card is lost": you guess a card type, then point to a card of the
    /// named player's hand; it is shown, and lost if it is of the type guessed.
    GuessCardType(Rel),
    /// "Predict the winner before the battle starts": you predict which side wins the battle
    /// under way (a decision), and the rest of the text waits until that battle ends, when
    /// `prediction correct` tells whether you were right. Without a battle the text stops.
    PredictWinner,
    /// "Steal or destroy up to 2 weapons or 2 devices": you pick up to that many cards, all
    /// matching one alternative (the first card picked chooses it; each alternative has its
    /// count), one at a time; each card you may steal onto the `onto` card (seed 001 "Stealing
    /// weapons and devices") you steal onto it or have lost, as you choose; any other is lost.
    StealOrLose {
        alternatives: Vec<(Amount, Sel)>,
        onto: Sel,
    },
    /// Add battle destiny draws for you in the battle under way.
    AddBattleDestiny(Amount),
    /// Change the destiny just drawn by this amount.
    ModifyDestiny(Amount),
    /// Exchange the two players' battle destiny draws.
    SwitchBattleDestinies,
    /// Multiply the battle damage of `whose` in the battle under way by this amount
    /// (`if_you_win`: only if you win it).
    MultiplyDamage {
        whose: Rel,
        by: Amount,
        if_you_win: bool,
    },
    /// Multiply the result of the interrupt the response answers.
    MultiplyTrigger(Amount),
    /// Reduce the Force loss being resolved.
    ReduceForceLoss(Amount),
    /// The battle destinies a player drew in the battle under way count 0 each ("reduces
    /// opponent's total battle destiny to zero").
    ZeroBattleDestiny(Rel),
    /// Raise a player's Force loss being resolved (or make them lose that much).
    RaiseForceLoss(Rel, Amount),
    /// Move each of your cards matching away from here to adjacent sites, each as a regular
    /// move by landspeed (each chooses its own site and pays its own cost).
    MoveAway(Sel),
    /// Each card matching moves away for free to an adjacent site its owner chooses, or is
    /// lost (the owner's choice; lost when it cannot move away).
    MoveAwayOrLose(Sel),
    /// Move the target to the battle just initiated, as a regular move (free).
    MoveToBattle,
    /// Return the trigger card from the Lost Pile to the site it left.
    Revive,
    /// A duel between the trigger card and the opponent's card matching at its site: each
    /// player adds this many destiny to its character's power; the winner retrieves the
    /// difference, the loser loses that much Force and the character.
    Duel(Sel, Amount),
    /// Cards matching are hit (as by a weapon).
    Hit(Sel),
    /// Cards on table matching are placed out of play; the cards deployed on them are lost.
    OutOfPlay(Sel),
    /// Every planet system matching is 'blown away' (seed 003 §3): it leaves the table with
    /// its sites, its cloud sectors and every card at or on them (`Cx::blow_away`).
    BlowAway(Sel),
    /// Characters matching are Disarmed (seed 004 "Disarmed"): every weapon they carry is
    /// lost (their permanent weapons are kept from them by `may not carry weapons`), then
    /// the players may answer it ("just Disarmed").
    Disarm(Sel),
    /// The opponent's characters matching are captured (seed 003 §4 "Capture"): each may be
    /// seized by one of your bounty hunters or warriors at its site, which becomes its
    /// escort; the others escape to their owner's Used Pile.
    Capture(Sel),
    /// The card of the event answered, when it is in a pile (a destiny card just drawn), goes
    /// to its owner's hand; a destiny keeps the value it was drawn for.
    TakeTriggerIntoHand,
    /// The cover of each Undercover spy matching is broken (core digest CR 6.6): it crosses
    /// back to its owner's side, and the card that made it Undercover is lost.
    BreakCover(Sel),
    /// Stack the trigger card (or the chosen one) on this card.
    Stack(Ref),
    /// Activate Force.
    Activate(Amount),
    /// Use this much Force now (the text stops if the Force Pile holds less).
    UseForce(Amount),
    /// You steal the cards matching (seed 001 "Stealing"): they become yours to use until
    /// the game ends, with the cards aboard them. A weapon or device stolen `onto` a card
    /// moves onto it (its new bearer: "may steal one character weapon present").
    Steal {
        what: Sel,
        onto: Option<Sel>,
    },
    /// The player is asked whether to steal the cards matching (`opponent may steal this`:
    /// U-3PO, whose cover was just broken).
    MaySteal {
        who: Rel,
        what: Sel,
    },
}

/// Everything a text lets a player do.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Action {
    pub kind: ActionKind,
    pub when: When,
    pub limit: Option<Limit>,
    pub cond: Cond,
    pub costs: Vec<Cost>,
    pub targets: Vec<Target>,
    pub steps: Vec<Step>,
}

/// One clause of a card's text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ability {
    /// A modifier while the card is on table.
    Modify(Modifier),
    /// A rule on cards matching while the card is on table.
    Rule {
        rule: Rule,
        on: Sel,
        arg: Option<Sel>,
        cond: Cond,
    },
    /// The card deploys only to locations matching.
    DeployOnly(Sel),
    /// The card may not deploy while the condition holds.
    MayNotDeploy(Cond),
    /// A generic location may not deploy to a planet one of whose locations matches ("May not
    /// deploy to Bespin, Coruscant …").
    MayNotDeployTo(Sel),
    /// Where a non-location card deploys (several entries: the player picks one, remembered
    /// as its placement number), and for how much Force (the printed cost if `None`).
    Deploy {
        placement: Placement,
        cost: Option<Amount>,
    },
    Action(Box<Action>),
    /// The card turns to its other side while the condition holds (objectives).
    FlipWhile(Cond),
    /// The card is lost while the condition holds.
    LostWhile(Cond),
    /// Cards matching are lost while the condition holds ("if its forfeit reaches zero, it is
    /// lost").
    LoseWhile(Sel, Cond),
    /// The card aims at one card matching, chosen when it deploys (Utinni Effects); `target`
    /// in its other texts is that card.
    Target(Sel),
    /// A starship's capacity ("May add 6 pilots, 8 passengers, 2 vehicles and 4 TIEs", seed
    /// 001 "Capacity"). The catalogue reads the printed sentence; the clause says the script
    /// covers it, and a test keeps the two equal.
    Capacity(Capacity),
    /// A starship's permanent pilot and the ability it provides (seed 001 "Starship -
    /// piloted"), read like the capacity.
    PermanentPilot(i32),
    /// A squadron that deploys by replacing starfighters (seed 001 "Starship -squadron class
    /// – replacement"): "Replaces 3 TIE/lns at one location (TIE/lns go to Used Pile)" is
    /// `replaces 3 'TIE/ln' at one location`.
    Replaces {
        count: u8,
        what: Sel,
    },
    /// A mobile system (seed 004 "Death Star"): its parsec is where it is, it deploys at
    /// parsec `start`, and it moves once per turn by `hyperspeed` parsecs as a regular move.
    MobileSystem {
        start: i32,
        hyperspeed: i32,
    },
    /// "If this is your starting location, your opponent goes first in game." (the player
    /// named, relative to the location's owner, takes the first turn).
    FirstTurn(Rel),
    /// "'Dejarik Rules' in effect here" (seed 004 "Dejarik rules"): the location is a holosite.
    /// The catalogue reads the printed sentence (`Blueprint::holosite`); the clause says the
    /// script covers it.
    DejarikRules,
    /// "'Hoth Energy Shield Rules' in effect" (seed 004 "Deployment restrictions" [3]): the
    /// catalogue reads the printed sentence (`Blueprint::energy_shield`); the clause says the
    /// script covers it.
    EnergyShieldRules,
    /// "Deploy on your spy … and cross spy to opponent's side. Spy is now Undercover." (core
    /// digest CR 6.6): as it deploys, its bearer goes Undercover; when its bearer's cover is
    /// broken this card is lost, and when this card leaves the table the cover breaks.
    MakesBearerUndercover,
    /// "Site converted by <title>": a location of another title that may deploy on top of
    /// this one, the opponent's, as a location of the same title would (CR 7.6).
    ConvertedBy(Sel),
    /// The card deploys from hand during this phase of whoever's turn the `Rel` names
    /// (`deploy during any control phase`), instead of in its player's deploy phase.
    DeployDuring(Rel, Phase),
    /// A clause the engine cannot play yet, with the reason: the card stays out of the
    /// implemented count.
    Unsupported(String),
}

/// The slots of a starship (seed 001 "Capacity"): characters aboard as pilots or passengers;
/// `either` slots take one or the other ("May add 1 pilot or passenger"). Vehicle and
/// starfighter slots carry starfighters and vehicles in the starship's cargo bay (seed 004
/// "Embarking"); `ties_only` when the printed slots are "TIEs", which take no other
/// starfighter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Capacity {
    pub pilots: u8,
    pub passengers: u8,
    pub either: u8,
    pub vehicles: u8,
    pub starfighters: u8,
    pub ties_only: bool,
}

/// The text of one face of a card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FaceScript {
    /// The text of a card that is not a location.
    pub text: Vec<Ability>,
    /// A location's text for the Dark Side player.
    pub dark: Vec<Ability>,
    /// A location's text for the Light Side player.
    pub light: Vec<Ability>,
}

/// Which part of a card's text an ability belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    Text,
    Dark,
    Light,
}

/// The game text of one card (both faces for two-sided cards).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Script {
    pub front: FaceScript,
    pub back: Option<FaceScript>,
}

impl FaceScript {
    pub fn part(&self, part: Part) -> &[Ability] {
        match part {
            Part::Text => &self.text,
            Part::Dark => &self.dark,
            Part::Light => &self.light,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty() && self.dark.is_empty() && self.light.is_empty()
    }
}

/// Where one ability sits in a script: face (0 front, 1 back), part, index in the part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    pub back: bool,
    pub part: Part,
    pub index: u8,
}

impl Script {
    /// Every ability with its slot, front face first; the position in this order is the
    /// ability's number (answers and coverage name abilities by it).
    pub fn abilities(&self) -> impl Iterator<Item = (Slot, &Ability)> {
        let faces =
            std::iter::once((false, &self.front)).chain(self.back.iter().map(|b| (true, b)));
        faces.flat_map(|(back, face)| {
            [Part::Text, Part::Dark, Part::Light]
                .into_iter()
                .flat_map(move |part| {
                    face.part(part).iter().enumerate().map(move |(i, a)| {
                        (
                            Slot {
                                back,
                                part,
                                index: i as u8,
                            },
                            a,
                        )
                    })
                })
        })
    }

    /// The ability of a number (see [`Script::abilities`]).
    pub fn ability(&self, n: u8) -> Option<(Slot, &Ability)> {
        self.abilities().nth(usize::from(n))
    }

    pub fn face(&self, back: bool) -> &FaceScript {
        if back {
            self.back.as_ref().unwrap_or(&self.front)
        } else {
            &self.front
        }
    }
}
