// An X-Wing table: the person flies the first seat against the server's simple bot. The
// board comes drawn by the server (SVG to scale, public positions only); the ship list is
// read from the seat's view; prompts, options and the log come worded by the server.

import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { Channel, type ChannelStatus, type Decision, type LogLine } from '../channel';
import { I18n } from '../i18n';
import { go } from '../nav';
import { usePlay } from '../play';
import { DecisionPanel, Log } from './Table';

type Seat = 'One' | 'Two';

interface Maneuver {
  speed: number;
  bearing: string;
}

interface CardView {
  name: string;
  hull: number;
  shields: number;
  shields_max: number;
  energy: number;
  energy_limit: number | null;
  crippled: boolean;
  faceup: string[];
  facedown: number;
}

export interface XwingShip {
  id: number;
  owner: Seat;
  name: string;
  ship: string;
  life: 'Reserve' | 'InPlay' | 'Destroyed' | 'Fled';
  skill: number;
  tokens: Record<string, number | boolean | string | null>;
  dial_set: boolean;
  dial: Maneuver | null;
  cards: CardView[];
}

export interface XwingView {
  seat: Seat;
  round: number;
  phase: string;
  ships: XwingShip[];
  outcome: unknown;
}

export type XwingMessage =
  | { type: 'welcome'; game: string; scenario: string; seat: Seat; players: [string, string] }
  | {
      type: 'update';
      view: XwingView;
      board_svg: string;
      log: LogLine[];
      decision: Decision | null;
      waiting: string | null;
    }
  | { type: 'rejected'; reason: string }
  | { type: 'error'; reason: string }
  | { type: 'ended'; winner: Seat | null; reason: string };

/** The tokens a ship holds, as `name count` (a cloak as its name alone). */
function tokenList(tokens: XwingShip['tokens']): string[] {
  return Object.entries(tokens).flatMap(([name, value]) => {
    if (value === true) return [name];
    if (typeof value === 'number' && value > 0) return [`${name} ${value}`];
    if (typeof value === 'string') return [`${name} (${value})`];
    return [];
  });
}

/** `BankLeft` as `bank left`, the way the server words maneuvers. */
function bearingWords(bearing: string): string {
  return bearing.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function ShipRow({ ship, mine }: { ship: XwingShip; mine: boolean }) {
  const { t } = useContext(I18n);
  const damage = ship.cards.reduce((n, c) => n + c.faceup.length + c.facedown, 0);
  const tokens = tokenList(ship.tokens);
  return (
    <li
      class={`xw-ship ${mine ? 'mine' : 'theirs'} ${ship.life === 'InPlay' ? '' : 'gone'}`}
      data-ship={ship.id}
      data-owner={ship.owner}
    >
      <strong>
        #{ship.id} {ship.name}
      </strong>{' '}
      <span class="muted">{ship.ship}</span>
      <div>
        {ship.cards.map((c, i) => (
          <span key={i} class="xw-stats">
            {t('xw-hull', { hull: c.hull })} · {t('xw-shields', { shields: c.shields, max: c.shields_max })}
            {c.energy_limit !== null && <> · {t('xw-energy', { energy: c.energy })}</>}
            {c.crippled && <> · {t('xw-crippled')}</>}
          </span>
        ))}
        {damage > 0 && <span> · {t('xw-damage', { count: damage })}</span>}
      </div>
      {tokens.length > 0 && <div class="muted">{t('xw-tokens', { tokens: tokens.join(', ') })}</div>}
      <div class="muted">
        {ship.life !== 'InPlay'
          ? t(`xw-life-${ship.life}`)
          : ship.dial
            ? t('xw-dial', { speed: ship.dial.speed, bearing: bearingWords(ship.dial.bearing) })
            : ship.dial_set
              ? t('xw-dial-hidden')
              : ''}
      </div>
    </li>
  );
}

export function XwingTable({ id, token }: { id: string; token: string }) {
  const { t, lang } = useContext(I18n);
  const [welcome, setWelcome] = useState<{ scenario: string; players: [string, string] } | null>(null);
  const [svg, setSvg] = useState('');
  const [hovered, setHovered] = useState<number | null>(null);
  const { view, decision, waiting, answered, log, ended, notice, receive, answer: answerWith } =
    usePlay<XwingView, Seat | null>();
  const [status, setStatus] = useState<ChannelStatus>('connecting');
  const channel = useRef<Channel<XwingMessage> | null>(null);

  useEffect(() => {
    const onMessage = (m: XwingMessage) => {
      if (m.type === 'update') {
        setSvg(m.board_svg);
        setHovered(null);
      }
      if (m.type === 'welcome') setWelcome({ scenario: m.scenario, players: m.players });
      else receive(m, channel.current);
    };
    channel.current = new Channel<XwingMessage>(
      id,
      token,
      lang,
      { message: onMessage, status: setStatus },
      '/api/xwing/tables',
    );
    return () => channel.current?.close();
  }, [id, token]);

  const answer = (option: number) => answerWith(channel.current, option);

  const concede = () => {
    if (window.confirm(t('table-concede-confirm'))) channel.current?.send({ type: 'concede' });
  };

  const seat = view?.seat ?? 'One';
  // The option under the pointer drawn on the board: its path goes inside the drawing's
  // table group (the first to close), where coordinates are the table's.
  const preview = hovered === null ? null : (decision?.previews?.[hovered] ?? null);
  const board = preview ? svg.replace('</g>', `<path class="template" data-testid="xw-preview" d="${preview}"/></g>`) : svg;
  const ships = view ? [...view.ships].sort((a, b) => (a.owner === b.owner ? a.id - b.id : a.owner === seat ? -1 : 1)) : [];
  return (
    <div class="game xwing" data-seat={seat}>
      <div class="game-bar">
        <button type="button" class="secondary" onClick={() => go('#/')}>
          {t('table-leave')}
        </button>
        {welcome && <span>{t('xw-scenario', { scenario: welcome.scenario })}</span>}
        {view && (
          <>
            <span>{t('xw-round', { round: view.round })}</span>
            <span>{t('xw-phase', { phase: view.phase })}</span>
          </>
        )}
        <span class="spacer" />
        {status !== 'open' && (
          <span class={`status ${status}`} data-testid="status">
            {t(`table-status-${status}`)}
          </span>
        )}
        {!ended && view && (
          <button type="button" class="danger" onClick={concede} data-testid="concede">
            {t('table-concede')}
          </button>
        )}
      </div>
      {ended && (
        <div
          class={`banner ${ended.winner === null ? '' : ended.winner === seat ? 'won' : 'lost'}`}
          data-testid="ended"
          role="status"
        >
          <strong>
            {ended.winner === null ? t('xw-draw') : ended.winner === seat ? t('table-won') : t('table-lost-game')}
          </strong>{' '}
          <span>{ended.reason}</span>
        </div>
      )}
      {notice && <div class="notice">{notice}</div>}
      <div class="game-body">
        <div class="board xw-board">
          {/* The server draws the SVG from public positions and escapes every label. */}
          {svg ? <div class="xw-svg" data-testid="xw-board" dangerouslySetInnerHTML={{ __html: board }} /> : <p class="muted">{t('loading')}</p>}
          {welcome && (
            <p class="muted">{t('xw-players', { you: welcome.players[0], bot: welcome.players[1] })}</p>
          )}
          <ul class="xw-ships" data-testid="xw-ships">
            {ships.map((s) => (
              <ShipRow ship={s} mine={s.owner === seat} key={s.id} />
            ))}
          </ul>
        </div>
        <aside class="side-panel">
          <DecisionPanel
            decision={decision}
            waiting={ended ? null : waiting}
            answered={answered}
            onAnswer={answer}
            onHover={setHovered}
          />
          <Log lines={log} />
        </aside>
      </div>
    </div>
  );
}
