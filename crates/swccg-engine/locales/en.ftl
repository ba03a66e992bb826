# English text of the Star Wars CCG engine and of the terminal that plays it.
#
# Every message here has a French twin in fr.ftl, with the same id and the same variables
# (a test checks the ids). Conventions:
# - $who names a player relative to the reader: you, opponent, dark or light (an onlooker
#   reads both sides by name). Sentences that speak of a player get $player, the player
#   already worded by the `player` message, and $who to agree with it.
# - $card, $location, $site, $to, $from, $target, $weapon: card titles, as printed.
# - $force: an amount of Force, worded by `force-amount`.
# - $gender: the .gender of the noun a possessive is made of (masculine, feminine, plural).
# - A message marked "(after a space)" is an optional part of a longer sentence: the code
#   puts a space before it.
# - The code writes the first letter of a sentence in upper case where a sentence starts
#   with a variable ($player, $whose…).

## Sides and players

-side-dark = Dark Side
-side-light = Light Side

# $side: dark or light.
side = { $side ->
    [dark] { -side-dark }
   *[light] { -side-light }
}

player = { $who ->
    [you] you
    [opponent] your opponent
    [dark] the { -side-dark } player
   *[light] the { -side-light } player
}

# Something of a player's: $noun, a noun of the lists below.
possessive = { $who ->
    [you] your { $noun }
    [opponent] your opponent's { $noun }
    [dark] the { -side-dark } player's { $noun }
   *[light] the { -side-light } player's { $noun }
}

# A player's own $noun, in a sentence whose subject is that player.
own = { $who ->
    [you] your { $noun }
   *[other] their { $noun }
}

# An amount of Force; $amount is a number.
force-amount = { $amount } Force

# A list of cards that is empty.
nothing = nothing

## Piles

pile-reserve = Reserve Deck
pile-force = Force Pile
pile-used = Used Pile
pile-lost = Lost Pile
pile-hand = hand
pile-out-of-play = cards out of play
pile-destiny = destiny draws
pile-aside = cards set aside
pile-outside = cards from outside the deck

## Phases

phase-setup = setup
phase-start-of-turn = start of turn
phase-activate = Activate phase
phase-control = Control phase
phase-deploy = Deploy phase
phase-battle = Battle phase
phase-move = Move phase
phase-draw = Draw phase
phase-end-of-turn = end of turn

## Other things a player has

turn = turn
force-generation = Force generation
destiny-draw = destiny draw
life-force = Life Force
force-loss = Force loss

## Prompts

prompt-starting-location = Choose your starting location (or your objective).
prompt-starting-effect = Choose your starting effect, or none.
prompt-starting-interrupt = Choose your starting interrupt, or none.
# $phase: the phase's name.
prompt-action = { $phase }: take an action, or pass.
# $trigger: what just happened, from the "Triggers" list.
prompt-respond = Respond to this, or pass: { $trigger }.
prompt-weapons = Weapons segment of the battle at { $location }: fire a weapon, or pass.
prompt-battle-destiny = Battle at { $location }: draw battle destiny?
prompt-destiny-value = { $card } has two destiny numbers: which one does it count as?
prompt-predict-winner = Battle at { $location }: predict which side wins it ({ $card }).
prompt-lose-force = You must lose { $force }: choose where the next one comes from.
prompt-damage = Damage segment: attrition { $attrition }, battle damage { $battle_damage }. Forfeit cards, or pay by losing Force.
# $purpose: from the "Purposes" list.
prompt-choose-card = Choose a card { $purpose }.
prompt-choose-location = Choose a location { $purpose }.
prompt-confirm-continue = Go on with the text of { $card }?
prompt-confirm-release = { $card } is released as its escort left the table: leave it at { $location }, back on your side? (No: it escapes to your Used Pile.)
prompt-confirm = Confirm: a card { $purpose }?
prompt-confirm-steal = Steal { $card }? If not, it is lost.

## Purposes: what a card or location is chosen for

purpose-lose = to be lost
purpose-retrieve = to retrieve
purpose-place = to place on a pile
purpose-move-away = for { $card } to move away to
purpose-direction = for { $card } to move to first (its direction)
purpose-relocate = for { $card } to relocate cards to
purpose-seize = to seize captured { $card } and escort it (a bounty hunter or warrior of yours at its site; pass: it escapes)
purpose-release = to be left at its site, released: { $card }
purpose-transport = for { $card } to transport (characters of one site, then where they go)
purpose-continue = for the text of { $card }
purpose-deploy = to deploy
purpose-search = to take from the pile searched
purpose-stack = from outside your deck to place face down under your starting effect
purpose-target = as a target of { $card }
purpose-steal-or-lose = for { $card } to steal or destroy
purpose-steal = to steal

## Triggers: what just happened, as the end of "Respond to this, or pass: …"

trigger-battle-initiated = { $player } initiated a battle at { $location }
trigger-force-drain-initiated = { $player } initiated a Force drain at { $location }
trigger-deployed = { $card } was just deployed
trigger-about-to-lose-force = { $player } { $who ->
        [you] are
       *[other] is
    } about to lose { $force }
trigger-lost-battle-force = { $player } just lost Force to battle damage or attrition
# $phase: the player's phase, worded by `possessive`.
trigger-phase-started = { $phase } just began
trigger-lost-drain-force = { $player } just lost { $amount } Force to a Force drain at { $location }
trigger-forfeited = { $card } was just forfeited at { $location }
trigger-lost-at = { $card } was just lost at { $location }
trigger-lost = { $card } was just lost
trigger-played = { $card } was just played
# $kind: battle, weapon or other.
trigger-destiny-drawn = { $player } just { $kind ->
        [battle] drew battle destiny
        [weapon] drew weapon destiny
       *[other] drew destiny
    } ({ $card })
trigger-battle-won = { $player } just won the battle at { $location }
trigger-battle-tie = the battle at { $location } is a tie
trigger-reacted = { $card } is reacting to { $to }
trigger-turn-started = a turn of { $player } begins
trigger-both-drew-one-battle-destiny = each player drew exactly one battle destiny
trigger-about-to-hyperspace = { $card } is about to move through hyperspace from { $from } to { $to }
trigger-about-to-be-lost = { $card } is about to be lost
trigger-cover-broken = the cover of { $card } was just broken by { $player }
trigger-hit = { $card } was just 'hit' by { $player }
trigger-disarmed = { $card } was just Disarmed by { $player }
trigger-transported = { $card } of { $player } just completed a 'transport' to { $location }
trigger-placed-in-used = { $card } was just placed in its owner's Used Pile from table
trigger-battle-ended = the battle at { $location } just finished
trigger-moved = { $card } just moved from { $from } to { $to }

## Answers: the options a player chooses from
## $dest, $cost, $from, $target, $words, $x, $value, $bearer: optional parts, each empty or
## starting with its own separator.

answer-pass = Pass
answer-start-with = Start with { $card }
answer-start-without = Start without one
answer-activate = Activate { $force }
answer-deploy = Deploy { $card }{ $dest }{ $cost }
answer-force-drain = Force drain at { $location }
answer-battle = Initiate a battle at { $location }
answer-move = Move { $card }{ $from } to { $to }
answer-transit = Move { $card }{ $from } to { $to } by docking bay transit
answer-replace = Replace { $ships } with { $card } (they go to your Used Pile)
answer-transit-group = Move your cards at { $from } to { $to } together by docking bay transit
answer-move-system-orbit = Move { $system } to parsec { $parsec }, orbiting { $planet }
answer-move-system-deep = Move { $system } to parsec { $parsec }, in deep space
answer-draw = Draw a card from your Force Pile
answer-play = Play { $card }{ $words }{ $target }{ $x }{ $cost }
answer-use = Use the text of { $card }{ $words }{ $target }{ $x }{ $cost }
answer-fire = Fire { $weapon }{ $bearer } at { $target }
answer-react-deploy = React: deploy { $card } to { $to }{ $cost }
answer-break-cover = Break the cover of { $card }: it crosses back to your side
answer-return-dejarik = Return { $card } from the holosite to your hand
answer-react-deploy-piloted = React: deploy { $card } to { $location } with { $pilot } aboard as pilot{ $cost }
answer-react-move = React: move { $card }{ $from } to { $to }
answer-lose-from-hand = Lose { $card } from your hand
# $pile: a pile's name.
answer-lose-top = Lose the top card of your { $pile }
answer-forfeit = Forfeit { $card }{ $value }
answer-forfeit-instead = Forfeit { $card }{ $value } instead of { $of }
answer-pay-by-force-loss = Pay the rest by losing Force
answer-draw-battle-destiny = Draw battle destiny
answer-destiny-value = Destiny { $value }
answer-predict-winner = The { $side } wins
answer-yes = Yes
answer-no = No
answer-deploy-piloted = Deploy { $card } to { $location } with { $pilot } aboard as pilot{ $cost }
answer-deploy-driven = Deploy { $card } to { $location } with { $pilot } aboard as driver{ $cost }

## Parts of answers and events (after a space)

dest-at = to { $location }
dest-on = on { $card }
dest-table = on table
dest-insert = face down into the opponent's Reserve Deck
dest-planet = to { $planet }
dest-targeting = to { $location }, targeting { $target }
dest-convert = over your opponent's { $card } (conversion)
dest-aboard-pilot = aboard { $card } as pilot
dest-aboard-passenger = aboard { $card } as passenger
dest-aboard-driver = aboard { $card } as driver
# Where a location deployed to a row goes.
row-position = (position { $position } in its row)
row-new = (a new row)
row-between = between { $before } and { $after }
row-after = after { $site }
row-before = before { $site }
# What a deployment costs.
cost-free = (free)
cost-own = ({ $force })
cost-each = ({ $force } from each player)
cost-own-and-each = ({ $own }, and { $each } from each player)
# The Force a card text uses.
text-cost = (uses { $force })
forfeit-value = (forfeit { $value })
from-site = from { $location }
bearer = (on { $card })
# Where a card is.
whereabouts-at = at { $location }{ $with }
whereabouts-with = with { $cards }
whereabouts-on = (on { $card }{ $site })
whereabouts-site = at { $location }
whereabouts-pile = ({ $pile })
whereabouts-stacked = (stacked on { $card })
# What a played card or used text aims at ($target: a card or a pile).
target = on { $target }
# The words of one of a card's texts.
own-words = : “{ $words }”
x-value = , X = { $x }
event-dest-over = over { $card }

## Events

event-starting-location-chosen = { $player } chose a starting location.
event-starting-location-revealed = { $player } revealed { $card } as starting location.
event-starting-locations-clashed = Both players chose the same starting location ({ $dark } and { $light }): both choose again.
# $pile: the player's own pile, worded by `own`.
event-shuffled = { $player } shuffled { $pile }.
event-card-drawn = { $player } drew { $card }.
event-card-drawn-hidden = { $player } drew a card.
# $whose: the player's turn, worded by `possessive`.
event-turn-began = Turn { $turn }: { $whose }.
event-phase-began = — { $phase } —
event-force-generation = { $whose } is { $amount }.
event-force-activated = { $player } activated { $force }.
event-force-used = { $player } used { $force }.
# $dest: where the card went, or empty.
event-deployed = { $player } deployed { $card }{ $dest }.
event-location-converted = { $card } now covers { $covered } (conversion).
event-force-drain-initiated = Force drain initiated at { $location }.
event-force-drain-cancelled = The Force drain at { $location } is cancelled.
event-force-drain-resolved = Force drain at { $location }: { $force } to lose.
event-battle-initiated = Battle initiated at { $location }.
event-weapon-fired = { $weapon } fired at { $target }.
event-target-hit = { $card } was hit.
event-disarmed = { $card } is Disarmed: it loses its weapons.
event-seized = { $card } is captured and seized by { $escort }, its escort.
event-escaped = { $card } escapes to { $pile }.
event-captive-lost = Captive { $card }, lost with its escort, goes to { $pile }.
event-released = { $card } is released and stays at { $location }.
event-destiny-drawn = { $player } drew destiny: { $card } ({ $value }).
event-destiny-failed = { $whose } failed: no card to draw.
event-battle-totals = Battle totals: { -side-dark } { $dark }, { -side-light } { $light }.
event-battle-won = { $player } won the battle; battle damage { $damage }.
event-battle-tied = The battle is a tie.
event-battle-ended = The battle at { $location } is over.
event-attrition = Attrition against { $player }: { $amount }.
event-forfeited = { $card } was forfeited.
event-force-lost = { $player } lost 1 Force: { $card } from { $pile }.
event-card-lost = { $card } was lost.
event-blown-away = { $system } was blown away, with its sites and everything at them.
event-crossed = { $card } is relocated to the opponent's side of the table.
event-asteroid-hit = Asteroids: { $card } is hit (asteroid destiny { $total }) and lost.
event-asteroid-missed = Asteroids: { $card } comes through (asteroid destiny { $total }).
event-card-returned-to-hand = { $card } returned to { $pile }.
event-card-moved-to-pile = { $card } was placed in { $pile }.
event-placed-from-hand = { $player } { $who ->
        [you] place
       *[other] places
    } { $count ->
        [one] one card
       *[other] { $count } cards
    } from hand in { $pile }.
event-inserted = { $player } { $who ->
        [you] insert
       *[other] inserts
    } { $card } face down into { $pile }.
event-inserted-hidden = { $player } { $who ->
        [you] insert
       *[other] inserts
    } a card face down into { $pile }.
event-insert-revealed = { $card } reached the top of { $pile } and is revealed.
event-cover-broken = The cover of { $card } is broken: it is back on its owner's side.
event-predicted = { $player } { $who ->
        [you] predict
       *[other] predicts
    } that the { $side } wins the battle.
event-stolen = { $player } { $who ->
        [you] steal
       *[other] steals
    } { $card }.
event-retrieved = { $player } retrieved { $card }.
event-moved = { $card } moved from { $from } to { $to }.
event-system-moved-orbit = { $system } moved to parsec { $parsec }, orbiting { $planet }.
event-squadron-replaced = { $card } replaced { $ships } at { $location }.
event-system-moved-deep = { $system } moved to parsec { $parsec }, in deep space.
event-interrupt-played = { $player } played { $card }.
event-text-used = The text of { $card } is used.
event-cancelled = { $card } was cancelled.
event-force-loss-reduced = { $whose } is reduced by { $by }.
event-force-loss-raised = { $whose } is raised by { $by }.
event-peeked = Seen in { $pile }: { $cards }.
# $pile: the hand shown; $player: who sees it.
event-hand-revealed = { $pile } shown to { $player }: { $cards }.
event-recirculated = { $player } recirculated { $pile }.
event-react-deployed = { $card } deploys as a react to { $to }.
# $reason: from the "Why a card stays behind" list.
event-stayed-behind = { $card } stays: { $reason }.
event-stacked = { $card } is stacked on { $on }.
event-transferred = { $card } is transferred to { $to }.
event-battle-cancelled = The battle at { $location } is cancelled.
event-battle-damage-cancelled = All remaining battle damage against { $player } is cancelled.
event-destiny-changed = The destiny { $player } just drew is now { $value }.
event-battle-destiny-added = { $player } may draw { $count } more battle destiny.
event-stacked-face-down = { $player } { $who ->
        [you] place
       *[other] places
    } cards from outside the deck face down under { $on } ({ $count } there).
event-flipped = { $card } turns to its other side.
event-game-text-cancelled = The game text of { $card } is cancelled for a while.
# $reason: from the "Why a game ends" list.
event-game-over = Game over: { $player } won ({ $reason }).

## Why a game ends

# $whose: the loser's Life Force, worded by `possessive`.
end-life-force-gone = { $whose } is gone

## Why a card stays behind when others move

blocked-cannot-move = it cannot move
blocked-already-moved = it already made its regular move this turn
blocked-no-landspeed = it has no landspeed
blocked-no-force = no Force is left to pay for the move
blocked-nowhere-to-go = no site is adjacent
blocked-not-piloted = it has no pilot aboard
blocked-not-driven = it has no driver aboard
blocked-undercover = it is an Undercover spy, on the opponent's side: it does not move in its owner's move phase
blocked-no-nav-computer = it has no nav computer for hyperspeed
blocked-no-hyperspeed = it has no hyperspeed

## Why not: why a deployment is refused, said to the player who asked

why-not-in-hand = The card is not in your hand.
why-not-your-deploy-phase = Cards deploy from hand only during your deploy phase.
why-unique = { $card } is unique and you already have it on table.
why-persona = { $card } is a version of { $version }, which you already have on table: one version of a persona at a time.
why-persona-out-of-play = { $card } is a version of { $version }, which was placed out of play: no version of that persona may come back.
why-dagobah = Dagobah: no character, vehicle, starship, weapon, device or Utinni Effect may deploy to { $location } (nor aim at a card there) unless a card allows it.
why-holosite = Holosite: only Dejarik and hologram cards may be at { $location }; no other card deploys or moves there.
why-not-a-site = Characters deploy to sites, and { $location } is not a site.
why-no-presence-or-icons = You have neither presence nor a Force icon on your side of { $location }.
why-deploys-only-elsewhere = Its game text lets it deploy only elsewhere.
why-may-not-deploy-now = Its game text forbids deploying it now.
why-may-not-deploy-to-planet = Its game text forbids deploying it to the planet of { $location }.
why-no-planet = A generic site deploys to a planet on table, and none was named.
why-generic-on-planet = { $location } is already on that planet, and a generic site is on a planet only once.
why-spaceports-apart = Spaceport sites of a planet stay together: a spaceport site goes next to the others, and no other site goes between them.
why-cloud-city-bays = Cloud City's docking bays go at both ends of its interior sites: the first between the interior and the exterior sites, the second at the other end.
why-other-death-star = You deployed { $other }: a player deploys locations of only one of the two Death Stars in a game.
why-immune-to = { $card } is immune to this card.
why-death-star-ii-sector = { $location } is a Death Star II sector: neither player deploys, battles or initiates a Force drain there.
why-no-placement = Its game text gives no way to deploy it there.
why-cannot-afford = It costs { $cost } Force and your Force Pile holds { $available }.
why-not-your-card-on-table = Only your own cards on table move, by the rules.
why-opponent-cannot-afford = It costs each player Force: your opponent must use { $cost } and their Force Pile holds { $available }.
why-cannot-move = It may not move now: { $reason }.
why-not-your-move-phase = Cards make their regular move only during your move phase.
why-not-adjacent = A regular move goes to an adjacent site, or between two docking bays; { $to } is neither from { $from }.
why-not-your-battle-phase = Battles are initiated only during your battle phase.
why-already-battled-here = A battle was already initiated at { $location } this turn.
why-you-have-no-one-to-battle = You have no character at { $location } able to battle (with a total ability of 1 or more).
why-opponent-has-no-one-to-battle = Your opponent has no character at { $location } able to battle, so there is no one to battle there.
why-battle-forbidden = A card's game text forbids initiating a battle at { $location }.
why-not-a-system = Starships deploy to systems, sectors and (starfighters) docking bays, and move by hyperspeed between systems; { $location } is none of these here.
why-needs-pilot = A starfighter without a permanent pilot deploys to a system or sector only together with a pilot deploying aboard it (empty, only to a docking bay).
why-may-not-be-aboard = Its own text forbids it to be aboard { $ship }.
why-deploys-during = Its own text deploys it only during { $who ->
        [any] either player's { $phase }
        [you] your { $phase }
       *[opponent] your opponent's { $phase }
    }.
why-may-not-carry-weapons = { $card } may not carry weapons.
why-location-forbids = A game text keeps this card from going to { $location }.
why-no-capacity = { $ship } has no free slot for it (a pilot slot needs the pilot icon, a driver's slot a character who is not a droid).
why-too-far = { $to } is { $distance } parsecs away and its hyperspeed is { $hyperspeed }.
why-capital-cannot-land = Capital starships never land: they neither deploy nor move to a site such as { $location }.
why-capital-not-in-clouds = Capital starships neither deploy nor move to a cloud sector such as { $location }.
why-sector-needs-starship = Characters and vehicles reach a sector such as { $location } only aboard a starship that may go there.
why-sector-no-parsec = { $location } is a sector: it has no parsec number, so no hyperspeed move goes to or from it.
why-clouds-in-between = Cloud sectors lie between this planet's system and its sites: starships land at and take off from { $location } only through the lowest cloud sector.
why-landed-cannot-move = A landed starfighter only takes off: it cannot move to an adjacent site nor use docking bay transit to { $to }.
why-sectors-too-far = { $to } is { $sectors } sectors away; this starship moves at most { $max } in one move.
why-sector-needs-system = A generic sector deploys next to a planet system on table, or to another sector of its kind, and none was named.
why-not-exterior-site = Vehicles deploy and move only to exterior sites, and { $location } is not one.
why-beyond-landspeed = { $to } is farther along the exterior sites than its landspeed of { $landspeed }.
why-not-same-site = Characters board and leave { $vehicle } only at its own site, and only their own player's vehicle.
why-deploys-by-replacing = { $card } does not deploy: it comes to the table only by replacing starfighters at one location.
why-not-enough-to-replace = A squadron replaces { $needed } of your matching starfighters at one location; { $location } has { $found }.
why-squadron-replaces-squadron = A squadron never replaces another squadron, and { $squadron } is one.
why-squadron-crew = A squadron uses its hyperspeed only with 3 pilots and 3 nav computers aboard; it has { $pilots } pilots and { $nav } nav computers.
why-partial-squadron = { $card } stands for { $units } starships, and this text takes only { $allowance } more: it works on a squadron only when it takes all of them.
why-not-a-carrier = Starfighters and vehicles go aboard starships only, starfighters aboard capital starships only; { $ship } cannot carry it.
why-no-slot-of-kind = { $ship } has no slot for this kind of card (its vehicle or starfighter capacity, and "TIEs" slots take only TIEs).
why-slots-full = Every slot of this kind aboard { $ship } is already taken.
why-not-your-starship = Starfighters and vehicles deploy and embark aboard their own player's starships only, and { $ship } is not yours.
why-hangar-elsewhere = Starfighters and vehicles embark aboard a starship at their own location and launch only to the location of { $ship }; characters move only between a starship and a craft it carries.
why-shuttle-needs-capital = Shuttling goes to or from a capital starship of yours, and { $ship } is not one.
why-shuttle-not-related = Shuttling goes between a starship at a system and an exterior site of that planet; { $site } is not one for { $system }.
why-shuttle-dagobah = Dagobah: no shuttling to or from { $location }.
why-shuttle-death-star = Shuttling to or from a starship at the Death Star goes through Docking Bay 327 only, not { $site }.
why-hoth-shield = The Hoth energy shield protects { $location }: the Dark Side deploys no character, vehicle or starship there, and neither lands, takes off, shuttles nor makes a docking bay transit to or from it.
why-not-docked = Aboard { $from }, it moves only to another of your starships at the same location, one of the two with ship-docking capability; { $to } is not such a starship.

## The table: a seat's view

# $whose: whose turn, worded by `possessive`.
view-heading = Turn { $turn } · { $whose } · { $phase }
view-you = you ({ $side })
view-opponent = opponent ({ $side })
view-generation = Generation (activated)
view-on-table = On table: { $cards }
# $hand: the reader's hand, worded by `possessive`; $count: how many cards.
view-hand = { $hand } ({ $count }): { $cards }
view-hand-empty = empty
view-lost = { $pile }: { $cards }
# The top cards of a pile and how many more lie under them.
view-top = { $more ->
        [0] { $cards }
       *[other] { $cards } and { $more } more
    }
view-site = { $site } [icons: Dark { $dark }, Light { $light }{ $covers }]
view-covers = , covers { $cards }
view-site-cards = { $player }: { $cards }
# After a card's title (after a space).
view-power = (power { $power }, ability { $ability })
view-hit = [hit]
view-captive = [escorting captive { $card }]

## The terminal: `holocron play`

# $side: the reader's side; $deck, $their_deck: deck names; $opponent: from the "Bots" list.
play-welcome = Star Wars CCG: you play the { $side } ({ $deck }) against { $opponent }, playing { $their_deck }. Seed { $seed }. Type ? for help.
play-journal-new = The game is saved after every answer to { $path } (`holocron play --resume` with that file goes on with it).
play-journal-resumed = Going on with the game saved in { $path } after { $count } answers; it is saved there after every answer.
play-left = You left the game.
# After an option that reads like the one before it (after a space).
play-another-copy = (another copy)
# A space follows it.
play-your-choice = Your choice (1-{ $count }, v, ?, q):
play-unreadable = That was not readable text; type a number.
play-type-a-number = Type the number of an option, from 1 to { $count }.
play-no-such-option = There is no option { $number }: type a number from 1 to { $count }.
# $typed: what was typed, in quotes.
play-not-a-number = { $typed } is not a number: type a number from 1 to { $count }, or v, ? or q.
play-nothing-to-ask = There is no card or no location on table to ask about.
play-which-card = Which card of your hand?
play-which-location = To which location?
play-why-what = What do you want to ask about?
play-why-deploy = deploying a card of your hand
play-why-move = moving one of your characters on table
play-why-battle = initiating a battle
play-which-card-on-table = Which of your characters on table?
play-may-move = { $card } may move to { $location } now.
play-may-battle = You may initiate a battle at { $location } now.
play-may-deploy = { $card } may deploy to { $location } now.
play-none-of-them = That is none of them.
# A space follows it.
play-offer-save = Save the replay? Type a file name, or press Enter to skip:
play-saved = Replay saved to { $path }
play-help =
    Type the number of an option and press Enter.
      v   show the table again (your view: piles, Life Force, sites, your hand)
      w   why not: which rule forbids deploying a card of your hand, moving a character
          or initiating a battle at a location
      ?   this help
      q   leave the game (the end of input leaves it too)
    The log above the table lists what happened since your last decision.

## Bots, as the welcome line names them

bot-random = a random bot
bot-heuristic = the heuristic bot
# $budget: from the two below.
bot-search = the search bot ({ $budget })
bot-budget-playouts = { $count } playouts per decision
bot-budget-time = { $ms } ms per decision

## Replays: `holocron replay`

# After an event shown to one side only (after a space).
replay-only = ({ $side } only)
# The first line of a replay's log; $dark_deck, $light_deck: deck names ("?" when unknown).
replay-heading = { $dark_deck } ({ $dark }) — { $light_deck } ({ $light }), seed { $seed }, { $answers } answers
