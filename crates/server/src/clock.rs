//! Game clocks: each person at a clocked table has a fixed time for the whole game, spent
//! only while one of their decisions is pending. A seat whose time is gone loses.
//!
//! The clocks are plain arithmetic over instants the table passes in, so they are tested
//! without waiting. What is durable is each answer's think time (stored with the answer): a
//! restored table charges the seats again from those, and the decision pending at the restart
//! starts timing afresh, so the time the server was down is never charged to anyone.

use std::time::{Duration, Instant};
use swccg_cards::Side;

/// The shortest and longest clock a table may have, in minutes.
pub const MINUTES: std::ops::RangeInclusive<u32> = 1..=180;

/// Both seats' clocks.
#[derive(Clone, Debug)]
pub struct Clocks {
    limit: Duration,
    /// Time charged so far, per seat (Dark, Light).
    used: [Duration; 2],
    /// Seats that are timed: people. A bot's seat is never timed.
    timed: [bool; 2],
    /// The seat whose decision is pending, and since when its clock runs.
    running: Option<(Side, Instant)>,
}

/// What a seat is told about the clocks: each seat's time left (`None` for a bot's seat),
/// and which clock runs now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockReading {
    pub remaining_ms: [Option<u64>; 2],
    pub running: Option<Side>,
}

impl Clocks {
    pub fn new(limit: Duration, timed: [bool; 2]) -> Clocks {
        Clocks {
            limit,
            used: [Duration::ZERO; 2],
            timed,
            running: None,
        }
    }

    /// Charges `seat` for one answered decision.
    pub fn charge(&mut self, seat: Side, took: Duration) {
        self.used[seat.index()] += took;
    }

    /// Starts the clock of the seat that must decide now (`None`: nobody, the game is over).
    /// A clock already running for that seat keeps its start.
    pub fn run(&mut self, seat: Option<Side>, now: Instant) {
        self.running = match (seat, self.running) {
            (Some(s), Some((r, since))) if s == r => Some((r, since)),
            (Some(s), _) => Some((s, now)),
            (None, _) => None,
        };
    }

    /// Stops the running clock, charges its seat and says how long the decision took.
    pub fn stop(&mut self, now: Instant) -> Duration {
        let Some((seat, since)) = self.running.take() else {
            return Duration::ZERO;
        };
        let took = now.saturating_duration_since(since);
        self.charge(seat, took);
        took
    }

    /// The time `seat` has left at `now` (`None` for a seat that is not timed).
    pub fn remaining(&self, seat: Side, now: Instant) -> Option<Duration> {
        if !self.timed[seat.index()] {
            return None;
        }
        let mut used = self.used[seat.index()];
        if let Some((running, since)) = self.running
            && running == seat
        {
            used += now.saturating_duration_since(since);
        }
        Some(self.limit.saturating_sub(used))
    }

    /// When the running clock runs out, if it is a timed seat's.
    pub fn deadline(&self) -> Option<Instant> {
        let (seat, since) = self.running?;
        let left = self.limit.saturating_sub(self.used[seat.index()]);
        self.timed[seat.index()].then_some(since + left)
    }

    /// The seat whose time is gone at `now`, if any.
    pub fn flagged(&self, now: Instant) -> Option<Side> {
        let (seat, _) = self.running?;
        (self.remaining(seat, now) == Some(Duration::ZERO)).then_some(seat)
    }

    pub fn reading(&self, now: Instant) -> ClockReading {
        ClockReading {
            remaining_ms: [Side::Dark, Side::Light]
                .map(|s| self.remaining(s, now).map(|d| d.as_millis() as u64)),
            running: self.running.map(|(s, _)| s),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: Duration = Duration::from_secs(60);

    #[test]
    fn only_the_deciding_seat_spends_time() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(5 * MIN, [true, true]);
        clocks.run(Some(Side::Dark), t0);
        let at = t0 + Duration::from_secs(90);
        assert_eq!(
            clocks.remaining(Side::Dark, at),
            Some(Duration::from_secs(210))
        );
        assert_eq!(clocks.remaining(Side::Light, at), Some(5 * MIN));
        assert_eq!(clocks.stop(at), Duration::from_secs(90));
        // Stopped: nobody spends time.
        let later = at + MIN;
        assert_eq!(
            clocks.remaining(Side::Dark, later),
            Some(Duration::from_secs(210))
        );
        assert_eq!(clocks.deadline(), None);
    }

    #[test]
    fn a_seat_runs_out_at_its_limit_exactly() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(MIN, [true, true]);
        clocks.charge(Side::Light, Duration::from_secs(59));
        clocks.run(Some(Side::Light), t0);
        assert_eq!(clocks.deadline(), Some(t0 + Duration::from_secs(1)));
        let just_before = t0 + Duration::from_millis(999);
        assert_eq!(clocks.flagged(just_before), None);
        assert_eq!(
            clocks.remaining(Side::Light, just_before),
            Some(Duration::from_millis(1))
        );
        assert_eq!(
            clocks.flagged(t0 + Duration::from_secs(1)),
            Some(Side::Light)
        );
        assert_eq!(
            clocks.remaining(Side::Light, t0 + Duration::from_secs(5)),
            Some(Duration::ZERO)
        );
    }

    #[test]
    fn a_bots_seat_is_never_timed() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(MIN, [true, false]);
        clocks.run(Some(Side::Light), t0);
        let much_later = t0 + 100 * MIN;
        assert_eq!(clocks.deadline(), None);
        assert_eq!(clocks.flagged(much_later), None);
        assert_eq!(
            clocks.reading(much_later),
            ClockReading {
                remaining_ms: [Some(60_000), None],
                running: Some(Side::Light),
            }
        );
    }

    #[test]
    fn running_again_for_the_same_seat_keeps_its_start() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(MIN, [true, true]);
        clocks.run(Some(Side::Dark), t0);
        clocks.run(Some(Side::Dark), t0 + Duration::from_secs(10));
        assert_eq!(
            clocks.stop(t0 + Duration::from_secs(20)),
            Duration::from_secs(20)
        );
        clocks.run(Some(Side::Light), t0 + Duration::from_secs(20));
        clocks.run(None, t0 + Duration::from_secs(30));
        assert_eq!(clocks.stop(t0 + Duration::from_secs(40)), Duration::ZERO);
        assert_eq!(
            clocks.remaining(Side::Light, t0 + Duration::from_secs(40)),
            Some(MIN)
        );
    }
}
