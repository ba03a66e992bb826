//! Dejarik and hologram cards at holosites: one scenario test per paragraph of seed 004
//! "Dejarik rules" (the holosite itself, standing alone and forbidding characters, is tested
//! in `rules_locations.rs`).

mod common;

use common::{card, premiere};
use swccg_cards::CardType;
use swccg_cards::Side::{Dark, Light};
use swccg_engine::decision::Dest;
use swccg_engine::event::What;
use swccg_engine::scenario::Scenario;
use swccg_engine::script::{Sel, Stat};
use swccg_engine::{Answer, Phase, Pile, Place};

const HOLOGAMEBOARD: &str = "Dejarik Hologameboard";
const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
/// K'lor'slug (1_53): a unique Light dejarik Effect, destiny 3.
const KLORSLUG: &str = "K'lor'slug";
/// Houjix (2_50): a Light dejarik Interrupt, destiny 1.
const HOUJIX: &str = "Houjix";

/// Light's hand holds `title`, the Dejarik Hologameboard and Mos Eisley are on table, Light
/// has `force` cards in its Force Pile, in its deploy phase.
fn hand_at_deploy(title: &str, force: usize) -> Scenario {
    premiere()
        .extra(Light, card("2_63"))
        .extra(Light, card("1_53"))
        .extra(Light, card("2_50"))
        .site(Light, HOLOGAMEBOARD)
        .site(Dark, MOS_EISLEY)
        .hand(Light, title)
        .fill(Light, Pile::Force, force)
        .phase(Light, Phase::Deploy)
        .build()
}

/// Seed 004 "Dejarik rules": a Dejarik deploys to a holosite as if it were a character, and
/// there its destiny number is its deploy cost, forfeit, power and ability. K'lor'slug
/// (destiny 3) costs exactly 3 Force (with 2 it is not offered), and has power, ability and
/// forfeit 3; it deploys to no ordinary site. Houjix (destiny 1) has power 1 there.
#[test]
fn seed004_dejarik_rules_destiny_number_is_deploy_power_ability_and_forfeit() {
    let s = hand_at_deploy(KLORSLUG, 2);
    let slug = s.card(Light, KLORSLUG);
    assert_eq!(s.deploy_options_for(slug), vec![], "2 Force do not pay 3");

    let mut s = hand_at_deploy(KLORSLUG, 5);
    let (holo, mos) = (s.site(HOLOGAMEBOARD), s.site(MOS_EISLEY));
    let slug = s.card(Light, KLORSLUG);
    let options = s.deploy_options_for(slug);
    assert_eq!(options, vec![Dest::At(holo)]);
    assert!(!options.contains(&Dest::At(mos)));
    assert_eq!(s.q().stat(slug, Stat::Power), 0, "in hand: no power");
    s.answer(Answer::Deploy {
        card: slug,
        to: Dest::At(holo),
    });
    assert_eq!(s.place(slug), Place::At { location: holo });
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "3 Force paid, no more");
    let q = s.q();
    assert_eq!(q.power(slug), 3);
    assert_eq!(q.ability(slug), 3);
    assert_eq!(q.forfeit(slug), Some(3));
    assert_eq!(q.stat(slug, Stat::Deploy), 3);
    // Its ability is presence there: Light controls the holosite.
    assert_eq!(q.ability_at(Light, holo), 3);
    assert!(q.presence(Light, holo));
    assert!(q.controls(Light, holo));
    assert!(!q.controls(Dark, holo));

    let mut s = hand_at_deploy(HOUJIX, 3);
    let holo = s.site(HOLOGAMEBOARD);
    let houjix = s.card(Light, HOUJIX);
    assert_eq!(s.deploy_options_for(houjix), vec![Dest::At(holo)]);
    s.answer(Answer::Deploy {
        card: houjix,
        to: Dest::At(holo),
    });
    assert_eq!(s.pile(Light, Pile::Force).len(), 2, "1 Force paid");
    let q = s.q();
    assert_eq!(
        (q.power(houjix), q.ability(houjix), q.forfeit(houjix)),
        (1, 1, Some(1))
    );
}

/// Seed 004 "Dejarik rules": at a holosite a Dejarik's game text is inactive and it is
/// neither an interrupt nor an effect (an "effect" selector does not find it there); the
/// same Effect on table elsewhere is an effect with its text active.
#[test]
fn seed004_dejarik_rules_text_inactive_and_no_effect_at_a_holosite() {
    let build = |site: &str| {
        premiere()
            .extra(Light, card("2_63"))
            .extra(Light, card("1_53"))
            .site(Light, HOLOGAMEBOARD)
            .site(Dark, MOS_EISLEY)
            .at(Light, KLORSLUG, site)
            .phase(Light, Phase::Deploy)
            .build()
    };
    let effect = Sel::Type(CardType::Effect);
    let s = build(HOLOGAMEBOARD);
    let (slug, holo) = (s.card(Light, KLORSLUG), s.site(HOLOGAMEBOARD));
    let q = s.q();
    assert!(!q.text_active(slug));
    assert!(!q.matches(&effect, slug, &q.anchor(Dark, holo)));
    assert_eq!(q.power(slug), 3);

    let s = build(MOS_EISLEY);
    let (slug, mos) = (s.card(Light, KLORSLUG), s.site(MOS_EISLEY));
    let q = s.q();
    assert!(q.text_active(slug));
    assert!(q.matches(&effect, slug, &q.anchor(Dark, mos)));
    assert_eq!((q.power(slug), q.ability(slug)), (0, 0), "no Dejarik stats");
}

/// Seed 004 "Dejarik rules": Dejariks obey uniqueness wherever they are: with K'lor'slug
/// (unique) at the holosite, a second copy in hand does not deploy there.
#[test]
fn seed004_dejarik_rules_uniqueness_still_applies() {
    for first_on_table in [true, false] {
        let mut b = premiere()
            .extra(Light, card("2_63"))
            .extra(Light, card("1_53"))
            .extra(Light, card("1_53"))
            .site(Light, HOLOGAMEBOARD);
        if first_on_table {
            b = b.at(Light, KLORSLUG, HOLOGAMEBOARD);
        }
        let s = b
            .hand(Light, KLORSLUG)
            .fill(Light, Pile::Force, 6)
            .phase(Light, Phase::Deploy)
            .build();
        let in_hand = s.card_in_hand(Light, KLORSLUG);
        // Without the first one on table, the copy in hand deploys there.
        let expected = if first_on_table {
            vec![]
        } else {
            vec![Dest::At(s.site(HOLOGAMEBOARD))]
        };
        assert_eq!(s.deploy_options_for(in_hand), expected);
    }
}

/// Light's K'lor'slug and (with `savrip`) Mantellian Savrip, Dark's Molator (1_225, destiny 3)
/// at the Dejarik Hologameboard, in `side`'s `phase`.
fn board(savrip: bool, molator: bool, side: swccg_cards::Side, phase: Phase) -> Scenario {
    let mut b = premiere()
        .extra(Light, card("2_63"))
        .extra(Light, card("1_53"))
        .extra(Light, card("1_55"))
        .extra(Dark, card("1_225"))
        .site(Light, HOLOGAMEBOARD)
        .at(Light, KLORSLUG, HOLOGAMEBOARD);
    if savrip {
        b = b.at(Light, "Mantellian Savrip", HOLOGAMEBOARD);
    }
    if molator {
        b = b.at(Dark, "Molator", HOLOGAMEBOARD);
    }
    b.fill(Light, Pile::Force, 3)
        .fill(Dark, Pile::Force, 3)
        .fill(Light, Pile::Used, 5)
        .fill(Dark, Pile::Used, 5)
        .phase(side, phase)
        .build()
}

/// Seed 004 "Dejarik rules": battles at a holosite are like battles at other sites. K'lor'slug
/// and Mantellian Savrip (3 + 3 ability, 3 + 3 power) battle Molator (3): Light has ability 4
/// or more and draws one battle destiny, Dark (3) none; with K'lor'slug alone (3) Light draws
/// none either. Molator loses and is forfeited for its destiny number.
#[test]
fn seed004_dejarik_rules_battles_at_a_holosite_like_other_sites() {
    let mut s = board(true, true, Light, Phase::Battle);
    let holo = s.site(HOLOGAMEBOARD);
    let molator = s.card(Dark, "Molator");
    assert!(
        s.options().contains(&Answer::Battle(holo)),
        "{:?}",
        s.options()
    );
    s.answer(Answer::Battle(holo));
    let q = s.q();
    assert_eq!(q.battle_power(Light, holo), 6);
    assert_eq!(q.battle_power(Dark, holo), 3);
    assert_eq!(q.battle_destiny_draws(Light, holo, 0), 1);
    assert_eq!(q.battle_destiny_draws(Dark, holo, 0), 0);
    assert_eq!(q.forfeit(molator), Some(3));
    common::drive_to(&mut s, |a| *a == Answer::Forfeit(molator), 40);
    assert_eq!(s.place(molator), Place::Pile(Pile::Lost), "{}", s.log());
    assert_eq!(
        s.place(s.card(Light, KLORSLUG)),
        Place::At { location: holo }
    );

    let mut s = board(false, true, Light, Phase::Battle);
    let holo = s.site(HOLOGAMEBOARD);
    assert!(
        s.options().contains(&Answer::Battle(holo)),
        "{:?}",
        s.options()
    );
    s.answer(Answer::Battle(holo));
    // No one draws battle destiny (ability 3 < 4): the battle runs to its 3 to 3 tie.
    assert!(
        s.saw(|w| *w == What::BattleTotals { dark: 3, light: 3 }),
        "{}",
        s.log()
    );
    assert!(!s.saw(|w| matches!(w, What::DestinyDrawn { .. })));
}

/// Seed 004 "Dejarik rules": a player controlling the holosite (its Dejarik there, none of
/// the opponent's) may Force drain there; not while the opponent's Dejarik is there too.
#[test]
fn seed004_dejarik_rules_controlling_the_holosite_force_drains_there() {
    let s = board(false, false, Light, Phase::Control);
    let holo = s.site(HOLOGAMEBOARD);
    assert!(s.q().controls(Light, holo));
    assert!(
        s.options().contains(&Answer::ForceDrain(holo)),
        "{:?}",
        s.options()
    );
    let s = board(false, true, Light, Phase::Control);
    let holo = s.site(HOLOGAMEBOARD);
    assert!(!s.q().controls(Light, holo));
    assert!(!s.options().contains(&Answer::ForceDrain(holo)));
}

/// Seed 004 "Dejarik rules": controlling the holosite, a player may return its Dejarik there
/// to hand between actions (here in its control and deploy phases); not while the opponent's
/// Dejarik there keeps it from controlling the holosite.
#[test]
fn seed004_dejarik_rules_controller_may_return_its_dejariks_to_hand() {
    for phase in [Phase::Control, Phase::Deploy] {
        let mut s = board(true, false, Light, phase);
        let slug = s.card(Light, KLORSLUG);
        let savrip = s.card(Light, "Mantellian Savrip");
        assert!(
            s.options().contains(&Answer::ReturnDejarik(slug)),
            "{phase:?}"
        );
        assert!(s.options().contains(&Answer::ReturnDejarik(savrip)));
        s.answer(Answer::ReturnDejarik(slug));
        assert_eq!(s.place(slug), Place::Pile(Pile::Hand));
        assert_eq!(
            s.place(savrip),
            Place::At {
                location: s.site(HOLOGAMEBOARD)
            }
        );
        assert!(s.saw(|w| *w == What::CardReturnedToHand { card: slug }));
    }
    let s = board(false, true, Light, Phase::Control);
    let slug = s.card(Light, KLORSLUG);
    assert!(!s.options().contains(&Answer::ReturnDejarik(slug)));
    let molator = s.card(Dark, "Molator");
    assert!(!s.options().contains(&Answer::ReturnDejarik(molator)));
}
