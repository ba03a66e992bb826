## Les mots de la page. Le texte du jeu (questions, choix, journal) vient du serveur.

app-title = Holocron
language = Langue
log-out = Se déconnecter
signed-in-as = Connecté·e : { $name }
guest-marker = (invité)
loading = Chargement…

## Connexion

login-title = Jouer au Star Wars CCG en ligne
login-name = Nom
login-password = Mot de passe
login-submit = Se connecter
register-submit = Créer un compte
guest-submit = Jouer en invité
login-hint = Un nom a de 3 à 24 caractères ; un mot de passe au moins 8.

## Salon

nav-lobby = Salon
nav-decks = Decks
lobby-tables = Tables en cours
lobby-refresh = Actualiser
lobby-none = Aucune table ouverte ni en jeu.
lobby-players = { $dark } (Obscur) contre { $light } (Lumineux)
lobby-status-open = ouverte
lobby-status-playing = en jeu, tour { $turn }
lobby-spectators = { $count ->
    [one] 1 spectateur
   *[other] { $count } spectateurs
  }
lobby-join = Rejoindre
lobby-watch = Regarder
lobby-return = Reprendre ma place
lobby-join-deck = Votre deck pour le côté { $side } :
lobby-create = Créer une table
lobby-deck = Votre deck
lobby-opponent = Adversaire
opponent-person = Une personne (attend que quelqu’un rejoigne)
opponent-heuristic = Bot : heuristique
opponent-random = Bot : hasard
opponent-search = Bot : recherche (200 itérations)
lobby-create-submit = Créer
lobby-clock = Pendule
lobby-clock-none = Sans pendule
lobby-clock-minutes = { $minutes } min chacun
deck-group-mine = Mes decks
deck-group-shared = Decks partagés
deck-option = { $name } ({ $side }, { $cards } cartes)

## Decks

decks-title = Mes decks
decks-none = Vous n’avez pas encore de deck ; les decks partagés sont toujours là.
decks-shared = Decks partagés
decks-import = Importer un deck
decks-name = Nom
decks-text = Une chaîne de deck GEMP, ou une carte par ligne : nombre et titre (ex. 2 Stormtrooper)
decks-import-submit = Importer
decks-imported = « { $name } » importé ({ $cards } cartes).
decks-delete = Supprimer
decks-confirm-delete = Supprimer le deck « { $name } » ?
decks-cards = { $cards } cartes
side-Dark = Obscur
side-Light = Lumineux

## La table

table-leave = Retour au salon
table-turn = Tour { $turn }
table-phase = Phase : { $phase }
table-active = Tour du côté { $side }
table-you = Vous
table-opponent = Adversaire
table-spectating = Vous regardez cette partie.
table-gone = Cette table n’est pas en cours : la partie est finie, ou la table n’existe pas.
table-waiting-seat = En attente d’un adversaire…
table-life-force = Force vitale
table-generation = Génération de Force
table-reserve = Réserve
table-force-pile = Pile de Force
table-used = Utilisées
table-lost = Perdues
table-hand = Main
table-hand-count = { $count ->
    [one] 1 carte en main
   *[other] { $count } cartes en main
  }
table-elsewhere = Ailleurs sur la table
table-no-locations = Aucun site sur la table pour l’instant.
table-icons = Icônes de Force : { $dark } Obscur, { $light } Lumineux
table-hit = touché
table-decision = Votre décision
table-waiting-for = En attente du { $side }…
table-log = Journal de la partie
table-chat = Discussion
table-chat-placeholder = Dites quelque chose…
table-chat-send = Envoyer
table-concede = Abandonner
table-concede-confirm = Abandonner cette partie ?
table-won = Vous avez gagné !
table-lost-game = Vous avez perdu.
table-ended = Le côté { $side } a gagné.
reason-LifeForceGone = La Force vitale du perdant est épuisée.
reason-Conceded = Le joueur du côté { $loser } a abandonné.
reason-Timeout = Le joueur du côté { $loser } n’a plus de temps.
table-clock = Temps restant, côté { $side }
table-status-connecting = Connexion…
table-status-reconnecting = Connexion perdue ; nouvel essai…
table-status-closed = Déconnecté.
table-rejected = Refusé : { $reason }
stat-power = Puissance
stat-ability = Habileté
stat-forfeit = Sacrifice

## Le texte complet d’une carte

card-loading = Chargement de la carte…
card-stat-deploy = Déploiement
card-stat-power = Puissance
card-stat-ability = Habileté
card-stat-forfeit = Sacrifice
card-stat-destiny = Destinée
card-stat-armor = Blindage
card-stat-maneuver = Manœuvre
card-stat-hyperspeed = Hypervitesse
card-stat-landspeed = Vitesse terrestre
card-stat-parsec = Parsec
card-stat-politics = Politique
card-stat-ferocity = Férocité
card-icons = Icônes
card-back = Verso
card-dark-text = Obscur :
card-light-text = Lumineux :

## Les phases d’un tour

phase-Setup = Mise en place
phase-StartOfTurn = Début du tour
phase-Activate = Activation
phase-Control = Contrôle
phase-Deploy = Déploiement
phase-Battle = Bataille
phase-Move = Mouvement
phase-Draw = Tirage
phase-EndOfTurn = Fin du tour

## X-Wing

lobby-xwing = Piloter à X-Wing contre le bot
lobby-xwing-hint = Vous pilotez l’escadron du premier joueur ; le bot simple pilote l’autre.
lobby-xwing-epic = Épique (première édition, 3'×6', un CR90 et un GR-75 contre des TIE)
lobby-xwing-devices = Engins (seconde édition, 3'×3', bombes et mines)
lobby-xwing-flying = Votre partie d’X-Wing : { $scenario }
xw-scenario = Scénario : { $scenario }
xw-round = Tour { $round }
xw-phase = Phase { $phase }
xw-players = { $you } (premier joueur) contre { $bot }
xw-hull = coque { $hull }
xw-shields = boucliers { $shields }/{ $max }
xw-energy = énergie { $energy }
xw-crippled = abîmé
xw-damage = { $count ->
    [one] 1 carte de dégât
   *[other] { $count } cartes de dégât
  }
xw-tokens = Marqueurs : { $tokens }
xw-dial = Cadran : { $speed } { $bearing }
xw-dial-hidden = Cadran réglé (caché)
xw-life-Reserve = Pas encore déployé
xw-life-Destroyed = Détruit
xw-life-Fled = A fui la zone de jeu
xw-draw = Match nul.

## Pourquoi pas ? (une carte de la main, à la table)

table-why = Pourquoi ne puis-je pas la déployer ?
table-why-title = Où la carte { $card } peut-elle se déployer ?
table-why-move = Pourquoi ne peut-elle pas s’y déplacer ?
table-why-move-title = Où { $card } peut-elle se déplacer ?
table-why-battle = Pourquoi ne puis-je pas engager une bataille ici ?
table-why-battle-title = Puis-je engager une bataille à { $card } ?
table-why-close = Fermer

## Parties terminées et leurs rediffusions

lobby-finished = Parties terminées
lobby-finished-none = Aucune partie n’est encore terminée.
lobby-finished-winner = Le côté { $side } a gagné
lobby-replay-as = Revoir en tant que :
lobby-replay-live = Revoir jusqu’ici
replay-view-label = Vue de
replay-view-full = tout
replay-view-dark = Côté Obscur
replay-view-light = Côté Lumineux
replay-view-spectator = spectateur
replay-title = Rediffusion ({ $view })
replay-step = Étape { $step } sur { $total }
replay-first = Début
replay-prev = Précédent
replay-next = Suivant
replay-last = Fin
replay-error = Cette rediffusion ne peut pas être affichée : { $reason }
replay-hand-of = Main du côté { $side }
replay-decision = La décision de cette place ici
