# Texte français du moteur de Star Wars CCG et du terminal qui le fait jouer.
#
# Chaque message a son jumeau anglais dans en.ftl, avec le même identifiant et les mêmes
# variables (un test vérifie les identifiants). Conventions :
# - $who désigne un joueur par rapport au lecteur : you, opponent, dark ou light (un
#   spectateur lit les deux camps par leur nom). Les phrases qui parlent d'un joueur
#   reçoivent $player, le joueur déjà formulé par le message `player`, et $who pour
#   l'accord du verbe.
# - $card, $location, $site, $to, $from, $target, $weapon : titres de cartes, tels
#   qu'imprimés.
# - $force : une quantité de Force, formulée par `force-amount`.
# - $gender : le .gender du nom dont on fait un possessif (masculine, feminine, plural).
# - Un message marqué « (après une espace) » est une partie facultative d'une phrase plus
#   longue : le code met une espace devant.
# - Le code met en majuscule la première lettre d'une phrase qui commence par une variable
#   ($player, $whose…).
# Termes des documents français de référence : pile de réserve, pile de Force, pile de
# cartes utilisées, pile de cartes perdues, Force vitale, drainage de Force, destinée de
# bataille, valeur de perte, localisation de départ, aire de mise à quai… Les titres des
# cartes restent tels qu'imprimés. Là où un participe passé s'accorderait avec un titre de
# genre inconnu, la phrase parle de « la carte … ».

## Camps et joueurs

-side-dark = côté obscur
-side-light = côté lumineux

# $side : dark ou light.
side = { $side ->
    [dark] { -side-dark }
   *[light] { -side-light }
}

player = { $who ->
    [you] vous
    [opponent] votre adversaire
    [dark] le joueur du { -side-dark }
   *[light] le joueur du { -side-light }
}

# Ce qui appartient à un joueur : $noun, un nom des listes ci-dessous.
possessive = { $who ->
    [you] { $gender ->
        [plural] vos
       *[other] votre
    } { $noun }
    [opponent] { $gender ->
        [masculine] le
        [plural] les
       *[feminine] la
    } { $noun } de votre adversaire
    [dark] { $gender ->
        [masculine] le
        [plural] les
       *[feminine] la
    } { $noun } du joueur du { -side-dark }
   *[light] { $gender ->
        [masculine] le
        [plural] les
       *[feminine] la
    } { $noun } du joueur du { -side-light }
}

# Le $noun du joueur lui-même, dans une phrase dont il est le sujet.
own = { $who ->
    [you] { $gender ->
        [plural] vos
       *[other] votre
    } { $noun }
   *[other] { $gender ->
        [plural] ses
        [masculine] son
       *[feminine] sa
    } { $noun }
}

# Une quantité de Force ; $amount est un nombre.
force-amount = { $amount } { $amount ->
        [one] point
       *[other] points
    } de Force

# Une liste de cartes vide.
nothing = rien

## Piles

pile-reserve = pile de réserve
    .gender = feminine
pile-force = pile de Force
    .gender = feminine
pile-used = pile de cartes utilisées
    .gender = feminine
pile-lost = pile de cartes perdues
    .gender = feminine
pile-hand = main
    .gender = feminine
pile-out-of-play = cartes hors jeu
    .gender = plural
pile-destiny = cartes de destinée
    .gender = plural
pile-aside = cartes mises de côté
    .gender = plural
pile-outside = cartes hors du jeu de cartes
    .gender = plural

## Phases

phase-setup = mise en place de la partie
    .gender = feminine
phase-start-of-turn = début de tour
    .gender = masculine
phase-activate = phase d'activation
    .gender = feminine
phase-control = phase de contrôle
    .gender = feminine
phase-deploy = phase de déploiement
    .gender = feminine
phase-battle = phase de bataille
    .gender = feminine
phase-move = phase de déplacement
    .gender = feminine
phase-draw = phase de tirage
    .gender = feminine
phase-end-of-turn = fin de tour
    .gender = feminine

## Autres choses qu'a un joueur

turn = tour
    .gender = masculine
force-generation = génération de Force
    .gender = feminine
destiny-draw = tirage de destinée
    .gender = masculine
life-force = Force vitale
    .gender = feminine
force-loss = perte de Force
    .gender = feminine

## Questions

prompt-starting-location = Choisissez votre localisation de départ (ou votre objectif).
prompt-starting-effect = Choisissez votre effet de départ, ou aucun.
prompt-starting-interrupt = Choisissez votre carte d'interruption de départ, ou aucune.
# $phase : le nom de la phase.
prompt-action = { $phase } : effectuez une action, ou passez.
# $trigger : ce qui vient de se passer, de la liste « Déclencheurs ».
prompt-respond = Répondez à ceci, ou passez : { $trigger }.
prompt-weapons = Segment des armes de la bataille à { $location } : faites feu avec une arme, ou passez.
prompt-battle-destiny = Bataille à { $location } : tirer une destinée de bataille ?
prompt-destiny-value = La carte { $card } a deux numéros de destinée : lequel compte-t-elle ?
prompt-predict-winner = Bataille à { $location } : prédisez quel côté la gagnera ({ $card }).
prompt-lose-force = Vous devez perdre { $force } : choisissez d'où vient le prochain.
prompt-damage = Segment des dommages : attrition { $attrition }, dommages de bataille { $battle_damage }. Perdez des cartes pour leur valeur de perte, ou payez en perdant de la Force.
# $purpose : de la liste « Buts ».
prompt-choose-card = Choisissez une carte { $purpose }.
prompt-choose-location = Choisissez une localisation { $purpose }.
prompt-confirm-continue = Poursuivre le texte de { $card } ?
prompt-confirm-release = La carte { $card } est libérée car son escorte a quitté la table : la laisser à { $location }, de retour de votre côté ? (Non : elle s'évade dans votre pile des cartes utilisées.)
prompt-confirm = Confirmer : une carte { $purpose } ?
prompt-confirm-steal = Voler la carte { $card } ? Sinon, elle est perdue.

## Buts : ce pour quoi une carte ou une localisation est choisie

purpose-lose = à perdre
purpose-retrieve = à récupérer
purpose-place = à placer sur une pile
purpose-move-away = vers laquelle { $card } se déplace
purpose-direction = vers laquelle { $card } se déplacera d'abord (sa direction)
purpose-relocate = où { $card } relocalise des cartes
purpose-seize = qui met en état d'arrestation la carte capturée { $card } et l'escorte (un chasseur de primes ou un guerrier à vous à son site ; passer : elle s'évade)
purpose-release = à laisser à son site, libérée : { $card }
purpose-transport = à transporter par { $card } (des personnages d'un même site, puis leur destination)
purpose-continue = pour le texte de { $card }
purpose-deploy = à déployer
purpose-search = à prendre dans la pile fouillée
purpose-stack = de l'extérieur de votre jeu à placer face cachée sous votre effet de départ
purpose-target = comme cible de { $card }
purpose-steal-or-lose = que { $card } vole ou détruit
purpose-steal = à voler

## Déclencheurs : ce qui vient de se passer, à la fin de « Répondez à ceci, ou passez : … »

trigger-battle-initiated = { $player } { $who ->
        [you] avez
       *[other] a
    } initié une bataille à { $location }
trigger-force-drain-initiated = { $player } { $who ->
        [you] avez
       *[other] a
    } initié un drainage de Force à { $location }
trigger-deployed = la carte { $card } vient d'être déployée
trigger-about-to-lose-force = { $player } { $who ->
        [you] êtes
       *[other] est
    } sur le point de perdre { $force }
trigger-lost-battle-force = { $player } { $who ->
        [you] venez
       *[other] vient
    } de perdre de la Force en dommages de bataille ou en attrition
# $phase : la phase du joueur, formulée par `possessive`.
trigger-phase-started = { $phase } vient de commencer
trigger-lost-drain-force = { $player } { $who ->
        [you] venez
       *[other] vient
    } de perdre { $amount } Force à un drainage de Force à { $location }
trigger-forfeited = la carte { $card } vient d'être perdue pour sa valeur de perte à { $location }
trigger-lost-at = la carte { $card } vient d'être perdue à { $location }
trigger-lost = la carte { $card } vient d'être perdue
trigger-played = la carte { $card } vient d'être jouée
# $kind : battle, weapon ou other.
trigger-destiny-drawn = { $player } { $who ->
        [you] venez
       *[other] vient
    } de { $kind ->
        [battle] tirer une destinée de bataille
        [weapon] tirer une destinée d'arme
       *[other] tirer une destinée
    } ({ $card })
trigger-battle-won = { $player } { $who ->
        [you] venez
       *[other] vient
    } de gagner la bataille à { $location }
trigger-battle-tie = la bataille à { $location } est une égalité
trigger-reacted = la carte { $card } réagit vers { $to }
trigger-turn-started = un tour de { $player } commence
trigger-both-drew-one-battle-destiny = chaque joueur a tiré exactement une destinée de bataille
trigger-about-to-hyperspace = la carte { $card } va passer en hyperespace de { $from } à { $to }
trigger-about-to-be-lost = la carte { $card } est sur le point d'être perdue
trigger-cover-broken = la couverture de { $card } vient d'être levée par { $player }
trigger-hit = la carte { $card } vient d'être touchée par { $player }
trigger-disarmed = la carte { $card } vient d'être désarmée par { $player }
trigger-transported = la carte { $card } de { $player } vient d'achever un « transport » vers { $location }
trigger-placed-in-used = la carte { $card } vient d'être placée de la table dans la pile de cartes utilisées de son propriétaire
trigger-battle-ended = la bataille à { $location } vient de se terminer
trigger-moved = la carte { $card } vient de se déplacer de { $from } à { $to }

## Réponses : les options entre lesquelles un joueur choisit
## $dest, $cost, $from, $target, $words, $x, $value, $bearer : parties facultatives, chacune
## vide ou commençant par son propre séparateur.

answer-pass = Passer
answer-start-with = Commencer avec { $card }
answer-start-without = Commencer sans
answer-activate = Activer { $force }
answer-deploy = Déployer { $card }{ $dest }{ $cost }
answer-force-drain = Drainage de Force à { $location }
answer-battle = Initier une bataille à { $location }
answer-move = Déplacer { $card }{ $from } vers { $to }
answer-transit = Déplacer { $card }{ $from } vers { $to } par transit par les aires de mise à quai
answer-replace = Remplacer { $ships } par { $card } (ils vont dans votre pile de cartes utilisées)
answer-transit-group = Déplacer ensemble vos cartes de { $from } vers { $to } par transit par les aires de mise à quai
answer-move-system-orbit = Déplacer { $system } au parsec { $parsec }, en orbite autour de { $planet }
answer-move-system-deep = Déplacer { $system } au parsec { $parsec }, dans l'espace profond
answer-draw = Tirer une carte de votre pile de Force
answer-play = Jouer { $card }{ $words }{ $target }{ $x }{ $cost }
answer-use = Utiliser le texte de { $card }{ $words }{ $target }{ $x }{ $cost }
answer-fire = Faire feu avec { $weapon }{ $bearer } sur { $target }
answer-react-deploy = Réaction : déployer { $card } à { $to }{ $cost }
answer-break-cover = Lever la couverture de { $card } : il repasse de votre côté
answer-return-dejarik = Reprendre { $card } de l'holosite en main
answer-react-deploy-piloted = Réaction : déployer { $card } à { $location } avec { $pilot } à bord comme pilote{ $cost }
answer-react-move = Réaction : déplacer { $card }{ $from } vers { $to }
answer-lose-from-hand = Perdre { $card } de votre main
# $pile : le nom d'une pile.
answer-lose-top = Perdre la carte du dessus de votre { $pile }
answer-forfeit = Perdre { $card } pour sa valeur de perte{ $value }
answer-forfeit-instead = Perdre { $card } pour sa valeur de perte{ $value } à la place de { $of }
answer-pay-by-force-loss = Payer le reste en perdant de la Force
answer-draw-battle-destiny = Tirer une destinée de bataille
answer-destiny-value = Destinée { $value }
answer-predict-winner = Le { $side } gagne
answer-yes = Oui
answer-no = Non
answer-deploy-piloted = Déployer { $card } à { $location } avec { $pilot } à bord comme pilote{ $cost }
answer-deploy-driven = Déployer { $card } à { $location } avec { $pilot } à bord comme conducteur{ $cost }

## Parties des réponses et des événements (après une espace)

dest-at = à { $location }
dest-on = sur { $card }
dest-table = sur la table
dest-insert = face cachée dans la pile de réserve de l'adversaire
dest-planet = sur { $planet }
dest-targeting = à { $location }, en visant { $target }
dest-convert = sur la carte { $card } de votre adversaire (conversion)
dest-aboard-pilot = à bord de { $card } comme pilote
dest-aboard-passenger = à bord de { $card } comme passager
dest-aboard-driver = à bord de { $card } comme conducteur
# Où va une localisation déployée dans une rangée.
row-position = (position { $position } dans sa rangée)
row-new = (nouvelle rangée)
row-between = entre { $before } et { $after }
row-after = après { $site }
row-before = avant { $site }
# Ce que coûte un déploiement.
cost-free = (gratuit)
cost-own = ({ $force })
cost-each = ({ $force } de chaque joueur)
cost-own-and-each = ({ $own }, et { $each } de chaque joueur)
# La Force qu'utilise un texte de carte.
text-cost = (utilise { $force })
forfeit-value = ({ $value })
from-site = de { $location }
bearer = (sur { $card })
# Où est une carte.
whereabouts-at = à { $location }{ $with }
whereabouts-with = avec { $cards }
whereabouts-on = (sur { $card }{ $site })
whereabouts-site = à { $location }
whereabouts-pile = ({ $pile })
whereabouts-stacked = (empilée sur { $card })
# Ce que vise une carte jouée ou un texte utilisé ($target : une carte ou une pile).
target = sur { $target }
# Les mots d'un des textes d'une carte.
own-words = : “{ $words }”
x-value = , X = { $x }
event-dest-over = sur { $card }

## Événements

event-starting-location-chosen = { $player } { $who ->
        [you] avez
       *[other] a
    } choisi une localisation de départ.
event-starting-location-revealed = { $player } { $who ->
        [you] avez
       *[other] a
    } révélé { $card } comme localisation de départ.
event-starting-locations-clashed = Les deux joueurs ont choisi la même localisation de départ ({ $dark } et { $light }) : chacun choisit à nouveau.
# $pile : la pile du joueur lui-même, formulée par `own`.
event-shuffled = { $player } { $who ->
        [you] avez
       *[other] a
    } mélangé { $pile }.
event-card-drawn = { $player } { $who ->
        [you] avez
       *[other] a
    } tiré { $card }.
event-card-drawn-hidden = { $player } { $who ->
        [you] avez
       *[other] a
    } tiré une carte.
# $whose : le tour du joueur, formulé par `possessive`.
event-turn-began = Tour { $turn } : c'est { $whose }.
event-phase-began = — { $phase } —
event-force-generation = { $whose } est de { $amount }.
event-force-activated = { $player } { $who ->
        [you] avez
       *[other] a
    } activé { $force }.
event-force-used = { $player } { $who ->
        [you] avez
       *[other] a
    } utilisé { $force }.
# $dest : où la carte est allée, ou rien.
event-deployed = { $player } { $who ->
        [you] avez
       *[other] a
    } déployé { $card }{ $dest }.
event-location-converted = La carte { $card } recouvre désormais { $covered } (conversion).
event-force-drain-initiated = Drainage de Force initié à { $location }.
event-force-drain-cancelled = Le drainage de Force à { $location } est annulé.
event-force-drain-resolved = Drainage de Force à { $location } : { $force } à perdre.
event-battle-initiated = Bataille initiée à { $location }.
event-weapon-fired = { $weapon } a fait feu sur { $target }.
event-target-hit = La carte { $card } est touchée.
event-disarmed = La carte { $card } est désarmée : elle perd ses armes.
event-seized = La carte { $card } est capturée et mise en état d'arrestation par { $escort }, son escorte.
event-escaped = La carte { $card } s'évade dans { $pile }.
event-captive-lost = Le captif { $card }, perdu avec son escorte, va dans { $pile }.
event-released = La carte { $card } est libérée et reste à { $location }.
event-destiny-drawn = { $player } { $who ->
        [you] avez
       *[other] a
    } tiré une destinée : { $card } ({ $value }).
event-destiny-failed = { $whose } échoue : aucune carte à tirer.
event-battle-totals = Totaux de la bataille : { -side-dark } { $dark }, { -side-light } { $light }.
event-battle-won = { $player } { $who ->
        [you] avez
       *[other] a
    } gagné la bataille ; dommages de bataille : { $damage }.
event-battle-tied = La bataille se termine à égalité.
event-battle-ended = La bataille à { $location } est terminée.
event-attrition = Attrition contre { $player } : { $amount }.
event-forfeited = La carte { $card } est perdue pour sa valeur de perte.
event-force-lost = { $player } { $who ->
        [you] avez
       *[other] a
    } perdu 1 point de Force : { $card } depuis { $pile }.
event-card-lost = La carte { $card } est perdue.
event-blown-away = Le système { $system } est pulvérisé, avec ses sites et tout ce qui s'y trouve.
event-crossed = { $card } est déplacé du côté adverse de la table.
event-asteroid-hit = Astéroïdes : la carte { $card } est touchée (destinée d'astéroïde { $total }) et perdue.
event-asteroid-missed = Astéroïdes : la carte { $card } passe (destinée d'astéroïde { $total }).
event-card-returned-to-hand = La carte { $card } retourne dans { $pile }.
event-card-moved-to-pile = La carte { $card } est placée dans { $pile }.
event-placed-from-hand = { $player } { $who ->
        [you] placez
       *[other] place
    } { $count ->
        [one] une carte
       *[other] { $count } cartes
    } de la main dans { $pile }.
event-inserted = { $player } { $who ->
        [you] insérez
       *[other] insère
    } la carte { $card } face cachée dans { $pile }.
event-inserted-hidden = { $player } { $who ->
        [you] insérez
       *[other] insère
    } une carte face cachée dans { $pile }.
event-insert-revealed = La carte { $card } atteint le sommet de { $pile } et est révélée.
event-cover-broken = La couverture de { $card } est levée : il repasse du côté de son propriétaire.
event-predicted = { $player } { $who ->
        [you] prédisez
       *[other] prédit
    } que le { $side } gagnera la bataille.
event-stolen = { $player } { $who ->
        [you] volez
       *[other] vole
    } la carte { $card }.
event-retrieved = { $player } { $who ->
        [you] avez
       *[other] a
    } récupéré { $card }.
event-moved = La carte { $card } s'est déplacée de { $from } à { $to }.
event-system-moved-orbit = Le système { $system } s'est déplacé au parsec { $parsec }, en orbite autour de { $planet }.
event-squadron-replaced = { $card } a remplacé { $ships } à { $location }.
event-system-moved-deep = Le système { $system } s'est déplacé au parsec { $parsec }, dans l'espace profond.
event-interrupt-played = { $player } { $who ->
        [you] avez
       *[other] a
    } joué { $card }.
event-text-used = Le texte de { $card } est utilisé.
event-cancelled = La carte { $card } est annulée.
event-force-loss-reduced = { $whose } est réduite de { $by }.
event-force-loss-raised = { $whose } est augmentée de { $by }.
event-peeked = Vu dans { $pile } : { $cards }.
# $pile : la main montrée ; $player : qui la voit, et $who pour le dire avec « à ».
event-hand-revealed = { $pile } montrée { $who ->
        [you] à vous
        [opponent] à votre adversaire
        [dark] au joueur du { -side-dark }
       *[light] au joueur du { -side-light }
    } : { $cards }.
event-recirculated = { $player } { $who ->
        [you] avez
       *[other] a
    } recirculé { $pile }.
event-react-deployed = La carte { $card } se déploie en réaction à { $to }.
# $reason : de la liste « Pourquoi une carte reste en arrière ».
event-stayed-behind = La carte { $card } reste : { $reason }.
event-stacked = La carte { $card } est empilée sur { $on }.
event-transferred = La carte { $card } est transférée sur { $to }.
event-battle-cancelled = La bataille à { $location } est annulée.
event-battle-damage-cancelled = Tous les dommages de bataille restants contre { $player } sont annulés.
event-destiny-changed = La destinée que { $player } vient de tirer vaut maintenant { $value }.
event-battle-destiny-added = { $player } { $who ->
        [you] pouvez
       *[other] peut
    } tirer { $count } { $count ->
        [one] destinée
       *[other] destinées
    } de bataille de plus.
event-stacked-face-down = { $player } { $who ->
        [you] placez
       *[other] place
    } des cartes de l'extérieur du jeu face cachée sous { $on } ({ $count } en tout).
event-flipped = La carte { $card } est retournée sur son autre face.
event-game-text-cancelled = Le texte de jeu de la carte { $card } est annulé pour un temps.
# $reason : de la liste « Pourquoi une partie se termine ».
event-game-over = Fin de la partie : { $player } { $who ->
        [you] avez
       *[other] a
    } gagné ({ $reason }).

## Pourquoi une partie se termine

# $whose : la Force vitale du perdant, formulée par `possessive`.
end-life-force-gone = { $whose } est épuisée

## Pourquoi une carte reste en arrière quand d'autres se déplacent

blocked-cannot-move = elle ne peut pas se déplacer
blocked-already-moved = elle a déjà fait son déplacement régulier ce tour-ci
blocked-no-landspeed = elle n'a pas de vitesse terrestre
blocked-no-force = il ne reste pas de Force pour payer le déplacement
blocked-nowhere-to-go = aucun site n'est adjacent
blocked-not-piloted = il n'a pas de pilote à bord
blocked-not-driven = il n'a pas de conducteur à bord
blocked-undercover = c'est un espion clandestin, du côté de l'adversaire : il ne se déplace pas pendant la phase de mouvement de son propriétaire
blocked-no-nav-computer = il n'a pas d'ordinateur de navigation pour l'hypervitesse
blocked-no-hyperspeed = il n'a pas d'hypervitesse

## Pourquoi pas : pourquoi un déploiement est refusé, dit au joueur qui le demande

why-not-in-hand = La carte n'est pas dans votre main.
why-not-your-deploy-phase = Les cartes ne se déploient depuis la main que pendant votre phase de déploiement.
why-unique = La carte { $card } est unique et vous l'avez déjà sur la table.
why-persona = La carte { $card } est une version de { $version }, que vous avez déjà sur la table : une seule version d'un même personnage à la fois.
why-persona-out-of-play = La carte { $card } est une version de { $version }, placée hors jeu : aucune version de ce personnage ne peut revenir.
why-dagobah = Dagobah : aucun personnage, véhicule, vaisseau spatial, arme, équipement ni effet Utinni ne peut se déployer à { $location } (ni viser une carte qui s'y trouve) sans une carte qui le permette.
why-holosite = Holosite : seuls les Déjariks et les hologrammes peuvent être à { $location } ; aucune autre carte ne s'y déploie ni ne s'y déplace.
why-not-a-site = Les personnages se déploient aux sites, et { $location } n'est pas un site.
why-no-presence-or-icons = Vous n'avez ni présence ni icône de Force de votre côté de { $location }.
why-deploys-only-elsewhere = Son texte de jeu ne lui permet de se déployer qu'ailleurs.
why-may-not-deploy-now = Son texte de jeu interdit de la déployer maintenant.
why-may-not-deploy-to-planet = Son texte de jeu interdit de la déployer sur la planète de { $location }.
why-no-planet = Un site générique se déploie sur une planète en jeu, et aucune n'a été désignée.
why-generic-on-planet = { $location } est déjà sur cette planète, et un site générique n'y est qu'une fois.
why-spaceports-apart = Les sites de port spatial d'une planète restent ensemble : un site de port spatial se place à côté des autres, et aucun autre site ne se place entre eux.
why-cloud-city-bays = Les aires d'arrimage de Cloud City se placent aux deux extrémités de ses sites intérieurs : la première entre les sites intérieurs et extérieurs, la seconde à l'autre extrémité.
why-other-death-star = Vous avez déployé { $other } : un joueur ne déploie des localisations que d'une seule des deux étoiles de la mort dans une partie.
why-immune-to = { $card } est immunisé contre cette carte.
why-death-star-ii-sector = { $location } est un secteur de l'étoile de la mort II : aucun joueur ne peut s'y déployer, s'y battre ni y initier de drainage de Force.
why-no-placement = Son texte de jeu ne permet pas de la déployer là.
why-cannot-afford = Elle coûte { $cost } Force et votre pile de Force en contient { $available }.
why-not-your-card-on-table = Selon les règles, seules vos propres cartes sur la table se déplacent.
why-opponent-cannot-afford = Elle coûte de la Force à chaque joueur : votre adversaire doit en utiliser { $cost } et sa pile de Force en contient { $available }.
why-cannot-move = Elle ne peut pas se déplacer maintenant : { $reason }.
why-not-your-move-phase = Les cartes ne font leur déplacement régulier que pendant votre phase de déplacement.
why-not-adjacent = Un déplacement régulier mène à un site adjacent, ou d'une baie d'amarrage à une autre ; { $to } n'est ni l'un ni l'autre depuis { $from }.
why-not-your-battle-phase = Les batailles ne s'engagent que pendant votre phase de bataille.
why-already-battled-here = Une bataille a déjà été engagée à { $location } ce tour-ci.
why-you-have-no-one-to-battle = Vous n'avez à { $location } aucun personnage capable de combattre (pour une aptitude totale d'au moins 1).
why-opponent-has-no-one-to-battle = Votre adversaire n'a à { $location } aucun personnage capable de combattre : il n'y a personne à y affronter.
why-battle-forbidden = Le texte de jeu d'une carte interdit d'engager une bataille à { $location }.
why-not-a-system = Les vaisseaux spatiaux se déploient aux systèmes, aux secteurs et (les chasseurs stellaires) aux aires de mise à quai, et se déplacent en hypervitesse entre systèmes ; { $location } n'est rien de cela ici.
why-needs-pilot = Un chasseur stellaire sans pilote permanent se déploie à un système ou à un secteur seulement avec un pilote déployé à bord en même temps (vide, seulement à une aire de mise à quai).
why-may-not-be-aboard = Son propre texte lui interdit d'être à bord de { $ship }.
why-deploys-during = Son propre texte ne le déploie que pendant { $who ->
        [any] la { $phase } de l'un ou l'autre joueur
        [you] votre { $phase }
       *[opponent] la { $phase } de votre adversaire
    }.
why-may-not-carry-weapons = La carte { $card } ne peut pas porter d'arme.
why-location-forbids = Un texte de jeu empêche cette carte d'aller à { $location }.
why-no-capacity = { $ship } n'a pas de place libre pour lui (une place de pilote demande l'icône de pilote, une place de conducteur un personnage qui n'est pas un droïde).
why-too-far = { $to } est à { $distance } parsecs et son hypervitesse est de { $hyperspeed }.
why-capital-cannot-land = Les vaisseaux spatiaux capitaux n'atterrissent jamais : ils ne se déploient ni ne se déplacent à un site tel que { $location }.
why-capital-not-in-clouds = Les vaisseaux spatiaux capitaux ne se déploient ni ne se déplacent à un secteur de nuages tel que { $location }.
why-sector-needs-starship = Les personnages et les véhicules n'atteignent un secteur tel que { $location } qu'à bord d'un vaisseau spatial qui peut s'y rendre.
why-sector-no-parsec = { $location } est un secteur : il n'a pas de nombre de parsecs, aucun déplacement en hypervitesse n'y va ni n'en part.
why-clouds-in-between = Des secteurs de nuages séparent le système de cette planète de ses sites : l'atterrissage à { $location } et le décollage de ce site passent par le secteur de nuages le plus bas.
why-landed-cannot-move = Un chasseur stellaire atterri ne peut que décoller : il ne se déplace pas vers un site adjacent et n'utilise pas le transit par les aires de mise à quai vers { $to }.
why-sectors-too-far = { $to } est à { $sectors } secteurs ; ce vaisseau spatial se déplace d'au plus { $max } en un déplacement.
why-sector-needs-system = Un secteur générique se déploie à côté d'un système de planète en jeu, ou à un autre secteur du même type, et aucun n'a été désigné.
why-not-exterior-site = Les véhicules se déploient et se déplacent seulement vers des sites extérieurs, et { $location } n'en est pas un.
why-beyond-landspeed = { $to } est plus loin, de site extérieur en site extérieur, que sa vitesse terrestre de { $landspeed }.
why-not-same-site = Les personnages n'embarquent à bord de { $vehicle } et n'en débarquent qu'à son propre site, et seulement sur un véhicule de leur joueur.
why-deploys-by-replacing = { $card } ne se déploie pas : il n'arrive en jeu qu'en remplaçant des chasseurs stellaires à une même localisation.
why-not-enough-to-replace = Un escadron remplace { $needed } de vos chasseurs stellaires correspondants à une même localisation ; { $location } en a { $found }.
why-squadron-replaces-squadron = Un escadron ne remplace jamais un autre escadron, et { $squadron } en est un.
why-squadron-crew = Un escadron n'utilise son hypervitesse qu'avec 3 pilotes et 3 ordinateurs de navigation à bord ; il a { $pilots } pilotes et { $nav } ordinateurs de navigation.
why-partial-squadron = { $card } représente { $units } vaisseaux spatiaux, et ce texte n'en prend plus que { $allowance } : il n'agit sur un escadron que s'il les prend tous.
why-not-a-carrier = Les chasseurs stellaires et les véhicules ne montent qu'à bord de vaisseaux spatiaux, les chasseurs stellaires seulement à bord de vaisseaux capitaux ; { $ship } ne peut pas le transporter.
why-no-slot-of-kind = { $ship } n'a pas de place pour ce genre de carte (sa capacité en véhicules ou en chasseurs stellaires, et des places de « TIEs » ne prennent que des TIEs).
why-slots-full = Toutes les places de ce genre à bord de { $ship } sont déjà prises.
why-not-your-starship = Les chasseurs stellaires et les véhicules ne se déploient et n'embarquent qu'à bord des vaisseaux spatiaux de leur joueur, et { $ship } n'est pas à vous.
why-hangar-elsewhere = Les chasseurs stellaires et les véhicules embarquent à bord d'un vaisseau spatial à leur propre localisation et n'en décollent que vers la localisation de { $ship } ; les personnages ne passent qu'entre un vaisseau spatial et un engin qu'il transporte.
why-shuttle-needs-capital = La navette se fait vers ou depuis un de vos vaisseaux spatiaux capitaux, et { $ship } n'en est pas un.
why-shuttle-not-related = La navette se fait entre un vaisseau spatial à un système et un site extérieur de cette planète ; { $site } n'en est pas un pour { $system }.
why-shuttle-dagobah = Dagobah : aucune navette vers ou depuis { $location }.
why-shuttle-death-star = La navette vers ou depuis un vaisseau spatial à l'Étoile de la Mort passe uniquement par l'aire de mise à quai 327, pas par { $site }.
why-hoth-shield = Le bouclier d'énergie de Hoth protège { $location } : le côté obscur n'y déploie aucun personnage, véhicule ni vaisseau spatial, et n'y atterrit, n'en décolle, n'y fait la navette ni de transit d'aire de mise à quai.
why-not-docked = À bord de { $from }, il ne se déplace que vers un autre de vos vaisseaux spatiaux à la même localisation, l'un des deux ayant une capacité d'amarrage ; { $to } n'en est pas un.

## La table : la vue d'un joueur

# $whose : à qui est le tour, formulé par `possessive`.
view-heading = Tour { $turn } · { $whose } · { $phase }
view-you = vous ({ $side })
view-opponent = adversaire ({ $side })
view-generation = Génération (activée)
view-on-table = Sur la table : { $cards }
# $hand : la main du lecteur, formulée par `possessive` ; $count : combien de cartes.
view-hand = { $hand } ({ $count }) : { $cards }
view-hand-empty = vide
view-lost = { $pile } : { $cards }
# Les cartes du dessus d'une pile et combien d'autres sont dessous.
view-top = { $more ->
        [0] { $cards }
       *[other] { $cards } et { $more } autres
    }
view-site = { $site } [icônes : obscur { $dark }, lumineux { $light }{ $covers }]
view-covers = , recouvre { $cards }
view-site-cards = { $player } : { $cards }
# Après le titre d'une carte (après une espace).
view-power = (puissance { $power }, habileté { $ability })
view-captive = [escorte le captif { $card }]
view-hit = [touchée]

## Le terminal : `holocron play`

# $side : le camp du lecteur ; $deck, $their_deck : noms de jeux ; $opponent : de la liste
# « Robots ».
play-welcome = Star Wars CCG : vous jouez le { $side } ({ $deck }) contre { $opponent }, qui joue { $their_deck }. Graine { $seed }. Tapez ? pour l'aide.
play-journal-new = La partie est enregistrée après chaque réponse dans { $path } (`holocron play --resume` avec ce fichier la reprend).
play-journal-resumed = Reprise de la partie enregistrée dans { $path } après { $count } réponses ; elle y est enregistrée après chaque réponse.
play-left = Vous avez quitté la partie.
# Après une option qui se lit comme la précédente (après une espace).
play-another-copy = (autre exemplaire)
# Une espace le suit.
play-your-choice = Votre choix (1-{ $count }, v, ?, q) :
play-unreadable = Ce texte est illisible ; tapez un nombre.
play-type-a-number = Tapez le numéro d'une option, de 1 à { $count }.
play-no-such-option = Il n'y a pas d'option { $number } : tapez un nombre de 1 à { $count }.
# $typed : ce qui a été tapé, entre guillemets.
play-not-a-number = { $typed } n'est pas un nombre : tapez un nombre de 1 à { $count }, ou v, ? ou q.
play-nothing-to-ask = Il n'y a pas de carte ou pas de localisation sur la table sur laquelle poser la question.
play-which-card = Quelle carte de votre main ?
play-which-location = À quelle localisation ?
play-why-what = Sur quoi porte votre question ?
play-why-deploy = déployer une carte de votre main
play-why-move = déplacer un de vos personnages sur la table
play-why-battle = engager une bataille
play-which-card-on-table = Lequel de vos personnages sur la table ?
play-may-move = La carte { $card } peut se déplacer à { $location } maintenant.
play-may-battle = Vous pouvez engager une bataille à { $location } maintenant.
play-may-deploy = La carte { $card } peut se déployer à { $location } maintenant.
play-none-of-them = Ce n'en est aucune.
# Une espace le suit.
play-offer-save = Enregistrer la partie ? Tapez un nom de fichier, ou Entrée pour passer :
play-saved = Partie enregistrée dans { $path }
play-help =
    Tapez le numéro d'une option puis Entrée.
      v   afficher la table (votre vue : piles, Force vitale, sites, votre main)
      w   pourquoi pas : quelle règle interdit de déployer une carte de votre main,
          de déplacer un personnage ou d'engager une bataille à une localisation
      ?   cette aide
      q   quitter la partie (la fin de l'entrée la quitte aussi)
    Le journal au-dessus de la table liste ce qui s'est passé depuis votre dernière décision.

## Robots, tels que la ligne d'accueil les nomme

bot-random = un robot qui joue au hasard
bot-heuristic = le robot heuristique
# $budget : de l'un des deux messages ci-dessous.
bot-search = le robot qui cherche ({ $budget })
bot-budget-playouts = { $count } parties simulées par décision
bot-budget-time = { $ms } ms par décision

## Parties enregistrées : `holocron replay`

# Après un événement montré à un seul camp (après une espace).
replay-only = ({ $side } seulement)
# La première ligne du journal d'une partie ; $dark_deck, $light_deck : noms de jeux (« ? »
# quand on ne les connaît pas).
replay-heading = { $dark_deck } ({ $dark }) — { $light_deck } ({ $light }), graine { $seed }, { $answers } réponses
