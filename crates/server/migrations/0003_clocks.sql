-- Game clocks and why a game ended outside the rules.
--
-- `games.clock_ms`: the time each person has for the whole game, in milliseconds; NULL for a
-- game without clocks. `answers.think_ms`: the time the deciding seat took over that answer,
-- charged to its clock (time the server was down is never charged). `games.end_reason`:
-- `conceded` or `timeout` when a player ended the game that way; NULL when the rules ended it.

ALTER TABLE games ADD COLUMN clock_ms BIGINT;

ALTER TABLE games ADD COLUMN end_reason TEXT;

ALTER TABLE answers ADD COLUMN think_ms BIGINT NOT NULL DEFAULT 0;
