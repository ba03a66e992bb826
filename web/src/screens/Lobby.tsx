import { useEffect, useState } from 'preact/hooks';
import {
  api,
  type Decks,
  type FinishedGame,
  type Scenario,
  type Side,
  type XwingSummary,
  type TableSummary,
  type User,
} from '../api';
import { useT } from '../i18n';
import { go } from '../nav';
import { DeckSelect, defaultDeck } from './DeckSelect';
import { REPLAY_VIEWS, replayHash } from './Replay';

const OPPONENTS = [
  ['person', 'opponent-person'],
  ['heuristic', 'opponent-heuristic'],
  ['random', 'opponent-random'],
  ['search:200', 'opponent-search'],
] as const;

const OPEN_SEAT = '(open seat)';

/** Whether `user` sits at the table, by the name the server shows for the seat. */
function seatedAt(table: TableSummary, user: User): boolean {
  return table.players.some((p) => p === user.name || p.startsWith(`${user.name} (`));
}

/** The clocks a table may be created with, in minutes per person. */
const CLOCKS = [5, 15, 30, 60];

/** A labelled drop-down of (value, worded) options. */
function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testid: string;
  options: [string, string][];
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        data-testid={props.testid}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {props.options.map(([value, text]) => (
          <option value={value} key={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The seat `user` has at a table they sit at, by the name the server shows for it. */
function mySide(table: TableSummary, user: User): Side {
  const p = table.players[0];
  return p === user.name || p.startsWith(`${user.name} (`) ? 'Dark' : 'Light';
}

/** A finished game, with a replay link for each view (the user's own seat first). */
function FinishedRow({ game }: { game: FinishedGame }) {
  const t = useT();
  const views = game.seat
    ? [game.seat === 'Dark' ? 'dark' : 'light', ...REPLAY_VIEWS.filter((v) => v !== game.seat?.toLowerCase())]
    : REPLAY_VIEWS;
  return (
    <li class="table-row finished" data-finished={game.id}>
      <div>
        <strong>{t('lobby-players', { dark: game.players[0], light: game.players[1] })}</strong>
        {game.winner && (
          <div class="muted">{t('lobby-finished-winner', { side: t(`side-${game.winner}`) })}</div>
        )}
      </div>
      <div class="links">
        <span class="muted">{t('lobby-replay-as')}</span>
        {views.map((v) => (
          <a href={replayHash(game.id, v as (typeof REPLAY_VIEWS)[number])} key={v} data-testid={`replay-${v}`}>
            {t(`replay-view-${v}`)}
          </a>
        ))}
      </div>
    </li>
  );
}

function openSide(table: TableSummary): Side | null {
  if (table.players[0] === OPEN_SEAT) return 'Dark';
  if (table.players[1] === OPEN_SEAT) return 'Light';
  return null;
}

function TableRow({ table, user, decks }: { table: TableSummary; user: User; decks: Decks | null }) {
  const t = useT();
  const side = openSide(table);
  const [deck, setDeck] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mine = seatedAt(table, user);
  useEffect(() => {
    if (decks && side) setDeck(defaultDeck(decks, side));
  }, [decks, side]);

  const join = async () => {
    setError(null);
    try {
      await api.joinTable(table.id, deck);
      go(`#/table/${table.id}`);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <li class="table-row" data-table={table.id} data-status={table.status}>
      <div>
        <strong>{t('lobby-players', { dark: table.players[0], light: table.players[1] })}</strong>
        <div class="muted">
          {table.status === 'open'
            ? t('lobby-status-open')
            : t('lobby-status-playing', { turn: table.turn })}
          {' · '}
          {t('lobby-spectators', { count: table.spectators })}
          {table.clock_minutes !== null && (
            <>
              {' · '}
              {t('lobby-clock-minutes', { minutes: table.clock_minutes })}
            </>
          )}
        </div>
        {error && <p class="error">{error}</p>}
      </div>
      <div class="actions">
        {mine ? (
          <>
            {table.status === 'playing' && (
              <a
                href={replayHash(table.id, mySide(table, user) === 'Dark' ? 'dark' : 'light')}
                data-testid="replay-live"
              >
                {t('lobby-replay-live')}
              </a>
            )}
            <button type="button" onClick={() => go(`#/table/${table.id}`)} data-testid="return">
              {t('lobby-return')}
            </button>
          </>
        ) : (
          <>
            {side && decks && (
              <>
                <span class="muted">{t('lobby-join-deck', { side: t(`side-${side}`) })}</span>
                <DeckSelect decks={decks} side={side} value={deck} onChange={setDeck} />
                <button type="button" onClick={join} disabled={!deck} data-testid="join">
                  {t('lobby-join')}
                </button>
              </>
            )}
            <button
              type="button"
              class="secondary"
              data-testid="watch"
              onClick={() => go(`#/table/${table.id}`)}
            >
              {t('lobby-watch')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export function Lobby({ user }: { user: User }) {
  const t = useT();
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [decks, setDecks] = useState<Decks | null>(null);
  const [deck, setDeck] = useState('');
  const [opponent, setOpponent] = useState('person');
  const [clock, setClock] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [flying, setFlying] = useState<XwingSummary[]>([]);
  const [finished, setFinished] = useState<FinishedGame[] | null>(null);

  const refresh = async () => {
    try {
      const [live, over] = await Promise.all([api.tables(), api.finished()]);
      setTables(live);
      setFinished(over);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  useEffect(() => {
    refresh();
    api
      .xwingTables()
      .then(setFlying)
      .catch(() => {});
    api
      .decks()
      .then((d) => {
        setDecks(d);
        setDeck(defaultDeck(d));
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const seated = await api.createTable(deck, opponent, clock === '' ? null : Number(clock));
      go(`#/table/${seated.id}`);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const fly = async (scenario: Scenario) => {
    setError(null);
    try {
      const seated = await api.createXwingTable(scenario);
      go(`#/xwing/${seated.id}`);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <div class="lobby">
      <section class="panel xwing-create">
        <h2>{t('lobby-xwing')}</h2>
        <p class="muted">{t('lobby-xwing-hint')}</p>
        {(['epic', 'devices'] as const).map((scenario) => (
          <button type="button" key={scenario} data-testid={`xwing-${scenario}`} onClick={() => fly(scenario)}>
            {t(`lobby-xwing-${scenario}`)}
          </button>
        ))}
        {flying.length > 0 && (
          <ul class="tables" data-testid="xwing-mine">
            {flying.map((table) => (
              <li class="table-row" key={table.id} data-table={table.id}>
                <span>{t('lobby-xwing-flying', { scenario: table.scenario })}</span>
                <button type="button" onClick={() => go(`#/xwing/${table.id}`)}>
                  {t('lobby-return')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="panel">
        <h2>{t('lobby-create')}</h2>
        {decks ? (
          <form onSubmit={create} class="create">
            <label>
              {t('lobby-deck')}
              <DeckSelect decks={decks} value={deck} onChange={setDeck} testid="create-deck" />
            </label>
            <Choice
              label={t('lobby-opponent')}
              value={opponent}
              onChange={setOpponent}
              testid="create-opponent"
              options={OPPONENTS.map(([value, label]) => [value, t(label)])}
            />
            <Choice
              label={t('lobby-clock')}
              value={clock}
              onChange={setClock}
              testid="create-clock"
              options={[
                ['', t('lobby-clock-none')],
                ...CLOCKS.map((m): [string, string] => [String(m), t('lobby-clock-minutes', { minutes: m })]),
              ]}
            />
            <button type="submit" disabled={!deck} data-testid="create">
              {t('lobby-create-submit')}
            </button>
          </form>
        ) : (
          <p>{t('loading')}</p>
        )}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </section>
      <section class="panel">
        <div class="heading">
          <h2>{t('lobby-tables')}</h2>
          <button type="button" class="secondary" onClick={refresh} data-testid="refresh">
            {t('lobby-refresh')}
          </button>
        </div>
        {tables === null ? (
          <p>{t('loading')}</p>
        ) : tables.length === 0 ? (
          <p class="muted">{t('lobby-none')}</p>
        ) : (
          <ul class="tables">
            {tables.map((table) => (
              <TableRow table={table} user={user} decks={decks} key={table.id} />
            ))}
          </ul>
        )}
      </section>
      <section class="panel" data-testid="finished">
        <h2>{t('lobby-finished')}</h2>
        {finished === null ? (
          <p>{t('loading')}</p>
        ) : finished.length === 0 ? (
          <p class="muted">{t('lobby-finished-none')}</p>
        ) : (
          <ul class="tables">
            {finished.map((game) => (
              <FinishedRow game={game} key={game.id} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
