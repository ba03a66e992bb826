//! Response windows (CR 12.3): after an action is initiated or an event happens, mandatory
//! texts that answer it resolve first (as automatic actions), then the players may respond,
//! one response at a time, alternating; two passes in a row close the window. A player with no
//! legal response passes without being asked.

use super::{Cx, Frame, texts};
use crate::decision::{Answer, Prompt, Trigger};
use serde::{Deserialize, Serialize};
use swccg_cards::Side;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RespondWindow {
    pub trigger: Trigger,
    pub to_act: Side,
    pub passes: u8,
    /// Whether the mandatory texts answering the event have been started.
    pub musts_done: bool,
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
        let trigger = self.trigger;
        cx.push(Frame::Respond(self));
        texts::perform(cx, side, answer, Some(trigger));
    }
}
