-- Accounts, decks, games and their answers. Portable between SQLite and PostgreSQL:
-- TEXT and BIGINT columns only; ids come from the server.

CREATE TABLE users (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    -- Argon2id in the PHC string format; empty for guests, who cannot log in again.
    password_hash TEXT NOT NULL,
    guest BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL
);

CREATE TABLE decks (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    side TEXT NOT NULL,
    tsv TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE INDEX decks_by_owner ON decks (owner);

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    dark_user TEXT,
    light_user TEXT,
    dark_bot TEXT,
    light_bot TEXT,
    dark_name TEXT NOT NULL,
    light_name TEXT NOT NULL,
    dark_deck TEXT NOT NULL,
    light_deck TEXT NOT NULL,
    status TEXT NOT NULL,
    winner TEXT,
    rules_version TEXT NOT NULL
);

CREATE INDEX games_by_status ON games (status);

-- Every accepted answer, written before it is acknowledged. A game is its seed, its decks
-- and these rows.
CREATE TABLE answers (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    decision BIGINT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE chat (
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    at BIGINT NOT NULL,
    user_name TEXT NOT NULL,
    text TEXT NOT NULL
);

CREATE INDEX chat_by_game ON chat (game_id, at);
