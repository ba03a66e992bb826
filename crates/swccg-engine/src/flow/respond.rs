//! Response windows (CR 12.3): after an action is initiated or an event happens, mandatory
//! texts that answer it resolve first (as automatic actions), then the players may respond,
//! one response at a time, alternating; two passes in a row close the window. A player with no
//! legal response passes without being asked. A text of a card on table answers one event
//! once: after it is used in a window it is not offered again in that window (GEMP offers an
//! optional trigger once per card and event; without the limit a free text could be used
//! forever and the window would never close).

use super::{Cx, Frame, texts};
use crate::decision::{Answer, Prompt, Trigger};
use crate::ids::CardId;
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RespondWindow {
    pub trigger: Trigger,
    pub to_act: Side,
    pub passes: u8,
    /// Whether the mandatory texts answering the event have been started.
    pub musts_done: bool,
    /// The texts of cards on table already used in this window (card, ability).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<(CardId, u8)>,
}

impl RespondWindow {
    /// A window on `trigger` where `first` may respond first (usually the opponent of the
    /// player who acted).
    pub fn new(trigger: Trigger, first: Side) -> RespondWindow {
        RespondWindow {
            trigger,
            to_act: first,
            passes: 0,
            musts_done: false,
            used: Vec::new(),
        }
    }

    pub fn step(mut self, cx: &mut Cx) {
        if !self.musts_done {
            self.musts_done = true;
            let musts = texts::musts(cx, &self.trigger);
            cx.push(Frame::Respond(self));
            for run in musts.into_iter().rev() {
                texts::start(cx, run);
            }
            return;
        }
        if self.passes >= 2 {
            return;
        }
        let side = self.to_act;
        let mut options = texts::responses(cx, side, &self.trigger);
        if !self.used.is_empty() {
            options.retain(|o| {
                !matches!(o, Answer::Use { card, ability, .. } if self.used.contains(&(*card, *ability)))
            });
        }
        if options.is_empty() {
            self.passes += 1;
            self.to_act = side.opponent();
            cx.push(Frame::Respond(self));
            return;
        }
        options.push(Answer::Pass);
        let prompt = Prompt::Respond { to: self.trigger };
        cx.push(Frame::Respond(self));
        cx.ask(side, prompt, options);
    }

    pub fn answer(mut self, cx: &mut Cx, answer: Answer) {
        let side = self.to_act;
        self.to_act = side.opponent();
        if answer == Answer::Pass {
            self.passes += 1;
            cx.push(Frame::Respond(self));
            return;
        }
        self.passes = 0;
        if let Answer::Use { card, ability, .. } = answer {
            self.used.push((card, ability));
        }
        let trigger = self.trigger;
        cx.push(Frame::Respond(self));
        texts::perform(cx, side, answer, Some(trigger));
    }
}
