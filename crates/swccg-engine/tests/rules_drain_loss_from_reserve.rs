//! `opponent loses force from drains from reserve deck at <locations>` (Mosep): each Force a
//! player loses to a drain there comes from the Reserve Deck while it holds a card ("if
//! possible"), then from wherever the player chooses.

mod common;

use common::{card, premiere};
use swccg_cards::Side::{Dark, Light};
use swccg_engine::{Answer, Phase, Pile, What};

const MOS_EISLEY: &str = "Tatooine: Mos Eisley";
const CANTINA: &str = "Tatooine: Cantina";
const DB94: &str = "Tatooine: Docking Bay 94";

#[test]
fn drain_losses_come_from_the_reserve_deck_while_it_holds_a_card() {
    // Row: Cantina, Docking Bay 94, Mos Eisley. Mosep at Docking Bay 94; Dark drains 2 at the
    // Cantina (two Light icons), Light's Reserve Deck holding one card.
    let b = premiere()
        .extra(Dark, card("2_97"))
        .extra(Dark, card("1_290"))
        .site(Dark, MOS_EISLEY)
        .site(Dark, CANTINA)
        .site(Dark, DB94)
        .at(Dark, "Mosep", DB94)
        .at(Dark, "Stormtrooper", CANTINA)
        .fill(Light, Pile::Used, 5)
        .fill(Dark, Pile::Force, 2);
    let probe = b.clone().build();
    let reserve = probe.pile(Light, Pile::Reserve).len();
    let mut s = b
        .fill(Light, Pile::Force, reserve - 1)
        .phase(Dark, Phase::Control)
        .build();
    assert_eq!(s.pile(Light, Pile::Reserve).len(), 1);
    s.answer(Answer::ForceDrain(s.site(CANTINA)));
    for _ in 0..20 {
        let options = s.options();
        let Some(&first) = options.first() else {
            break;
        };
        // Light would rather lose from its Used Pile.
        let used = Answer::LoseFrom(swccg_engine::decision::LossSource::Top(Pile::Used));
        s.answer(if options.contains(&used) {
            used
        } else if options.contains(&Answer::Pass) {
            Answer::Pass
        } else {
            first
        });
        if s.seen()
            .filter(|w| matches!(w, What::ForceLost { player: Light, .. }))
            .count()
            >= 2
        {
            break;
        }
    }
    let froms: Vec<Pile> = s
        .seen()
        .filter_map(|w| match w {
            What::ForceLost {
                player: Light,
                from,
                ..
            } => Some(*from),
            _ => None,
        })
        .collect();
    assert_eq!(froms, vec![Pile::Reserve, Pile::Used], "{}", s.log());
}
