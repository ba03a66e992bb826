-- X-Wing tables share `games` (and so `answers` and `chat`) with the card game. A row says
-- which game it is; an X-Wing row names its scenario, its person's seat is the Dark column
-- (the first seat) and the bot's the Light one, and its deck columns are empty.

ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'swccg';

ALTER TABLE games ADD COLUMN scenario TEXT;
