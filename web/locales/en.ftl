## The page's own words. Game text (prompts, options, the log) comes from the server.

app-title = Holocron
language = Language
log-out = Log out
signed-in-as = Signed in as { $name }
guest-marker = (guest)
loading = Loading…

## Log in

login-title = Play the Star Wars CCG online
login-name = Name
login-password = Password
login-submit = Log in
register-submit = Register
guest-submit = Play as a guest
login-hint = Names have 3 to 24 characters; passwords at least 8.

## Lobby

nav-lobby = Lobby
nav-decks = Decks
lobby-tables = Live tables
lobby-refresh = Refresh
lobby-none = No table is open or playing.
lobby-players = { $dark } (Dark) vs { $light } (Light)
lobby-status-open = open
lobby-status-playing = playing, turn { $turn }
lobby-spectators = { $count ->
    [one] 1 spectator
   *[other] { $count } spectators
  }
lobby-join = Join
lobby-watch = Watch
lobby-return = Return to my seat
lobby-join-deck = Your deck for the { $side } Side:
lobby-create = Create a table
lobby-deck = Your deck
lobby-opponent = Opponent
opponent-person = A person (waits for someone to join)
opponent-heuristic = Bot: heuristic
opponent-random = Bot: random
opponent-search = Bot: search (200 iterations)
lobby-create-submit = Create
lobby-clock = Clock
lobby-clock-none = No clock
lobby-clock-minutes = { $minutes } min each
deck-group-mine = My decks
deck-group-shared = Shared decks
deck-option = { $name } ({ $side }, { $cards } cards)

## Decks

decks-title = My decks
decks-none = You have no deck yet; the shared decks are always there.
decks-shared = Shared decks
decks-import = Import a deck
decks-name = Name
decks-text = A GEMP deck string, or one card a line: count and title (e.g. 2 Stormtrooper)
decks-import-submit = Import
decks-imported = Imported “{ $name }” ({ $cards } cards).
decks-delete = Delete
decks-confirm-delete = Delete the deck “{ $name }”?
decks-cards = { $cards } cards
side-Dark = Dark
side-Light = Light

## The table

table-leave = Back to the lobby
table-turn = Turn { $turn }
table-phase = { $phase } phase
table-active = { $side } Side’s turn
table-you = You
table-opponent = Opponent
table-spectating = You are watching this game.
table-gone = This table is not live: the game is over, or there is no such table.
table-waiting-seat = Waiting for an opponent to join…
table-life-force = Life Force
table-generation = Force generation
table-reserve = Reserve
table-force-pile = Force Pile
table-used = Used
table-lost = Lost
table-hand = Hand
table-hand-count = { $count ->
    [one] 1 card in hand
   *[other] { $count } cards in hand
  }
table-elsewhere = Elsewhere on table
table-no-locations = No location on table yet.
table-icons = Force icons: { $dark } Dark, { $light } Light
table-hit = hit
table-decision = Your decision
table-waiting-for = Waiting for the { $side }…
table-log = Game log
table-chat = Chat
table-chat-placeholder = Say something…
table-chat-send = Send
table-concede = Concede
table-concede-confirm = Give up this game?
table-won = You won!
table-lost-game = You lost.
table-ended = The { $side } Side won.
reason-LifeForceGone = The loser’s Life Force is gone.
reason-Conceded = The { $loser } Side player conceded.
reason-Timeout = The { $loser } Side player ran out of time.
table-clock = Time left, { $side } Side
table-status-connecting = Connecting…
table-status-reconnecting = Connection lost; trying again…
table-status-closed = Disconnected.
table-rejected = Refused: { $reason }
stat-power = Power
stat-ability = Ability
stat-forfeit = Forfeit

## A card's full text

card-loading = Loading the card…
card-stat-deploy = Deploy
card-stat-power = Power
card-stat-ability = Ability
card-stat-forfeit = Forfeit
card-stat-destiny = Destiny
card-stat-armor = Armor
card-stat-maneuver = Maneuver
card-stat-hyperspeed = Hyperspeed
card-stat-landspeed = Landspeed
card-stat-parsec = Parsec
card-stat-politics = Politics
card-stat-ferocity = Ferocity
card-icons = Icons
card-back = Back
card-dark-text = Dark:
card-light-text = Light:

## Phases of a turn

phase-Setup = Setup
phase-StartOfTurn = Start of turn
phase-Activate = Activate
phase-Control = Control
phase-Deploy = Deploy
phase-Battle = Battle
phase-Move = Move
phase-Draw = Draw
phase-EndOfTurn = End of turn

## X-Wing

lobby-xwing = Fly X-Wing against the bot
lobby-xwing-hint = You fly the first player's squadron; the simple bot flies the other.
lobby-xwing-epic = Epic (first edition, 3'×6', a CR90 and a GR-75 against TIEs)
lobby-xwing-devices = Devices (second edition, 3'×3', bombs and mines)
lobby-xwing-flying = Your X-Wing game: { $scenario }
xw-scenario = Scenario: { $scenario }
xw-round = Round { $round }
xw-phase = { $phase } phase
xw-players = { $you } (first player) against { $bot }
xw-hull = hull { $hull }
xw-shields = shields { $shields }/{ $max }
xw-energy = energy { $energy }
xw-crippled = crippled
xw-damage = { $count ->
    [one] 1 damage card
   *[other] { $count } damage cards
  }
xw-tokens = Tokens: { $tokens }
xw-dial = Dial: { $speed } { $bearing }
xw-dial-hidden = Dial set (hidden)
xw-life-Reserve = Not yet set up
xw-life-Destroyed = Destroyed
xw-life-Fled = Fled the play area
xw-draw = A draw.

## Why can't I? (a card of the hand, at the table)

table-why = Why can’t I deploy it?
table-why-title = Where may { $card } deploy?
table-why-move = Why can’t it move there?
table-why-move-title = Where may { $card } move?
table-why-battle = Why can’t I battle here?
table-why-battle-title = May I battle at { $card }?
table-why-close = Close

## Finished games and their replays

lobby-finished = Finished games
lobby-finished-none = No game has finished yet.
lobby-finished-winner = The { $side } Side won
lobby-replay-as = Replay as:
lobby-replay-live = Replay so far
replay-view-label = Seen by
replay-view-full = everything
replay-view-dark = Dark Side
replay-view-light = Light Side
replay-view-spectator = spectator
replay-title = Replay ({ $view })
replay-step = Step { $step } of { $total }
replay-first = First
replay-prev = Previous
replay-next = Next
replay-last = Last
replay-error = This replay cannot be shown: { $reason }
replay-hand-of = { $side } Side’s hand
replay-decision = The seat’s decision here
