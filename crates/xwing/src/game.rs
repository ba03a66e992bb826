//! The decision door: [`Battle`] implements `door::Game`.

use crate::rules::{Battle, Choice, Event, Prompt, Seat, View};
use door::{DecisionId, Pending, Rejected};

impl door::Game for Battle {
    type Seat = Seat;
    type Prompt = Prompt;
    type Answer = Choice;
    type Event = Event;
    type View = View;

    fn pending(&self) -> Option<&Pending<Seat, Prompt, Choice>> {
        self.pending.as_ref()
    }

    fn answer(&mut self, id: DecisionId, answer: &Choice) -> Result<Vec<Event>, Rejected> {
        door::check_answer(self.pending.as_ref(), id, answer)?;
        let pending = self
            .pending
            .take()
            .expect("check_answer found a pending decision");
        self.decisions += 1;
        self.resolve(pending.seat, pending.prompt, answer.clone());
        self.run();
        Ok(std::mem::take(&mut self.events))
    }

    fn view(&self, seat: Seat) -> View {
        self.view_for(seat)
    }
}

impl Battle {
    /// Events produced while the game was built and ran to its first decision.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }
}
