// The game channel (crates/server/src/protocol.rs): one WebSocket per open table, reopened
// with a growing pause when it drops, resuming from the last log line received.

import type { Side } from './api';

export interface CardView {
  id: number;
  gemp_id: string;
  title: string;
  owner: Side;
}

export interface TableCard {
  card: CardView;
  power: number;
  ability: number;
  forfeit: number | null;
  hit: boolean;
  opponent_side: boolean;
  attached: CardView[];
}

export interface SiteView {
  location: CardView;
  icons: [number, number];
  covered: CardView[];
  cards: TableCard[];
}

export interface RowView {
  region: string;
  sites: SiteView[];
}

export interface PilesView {
  side: Side;
  hand: CardView[] | null;
  hand_size: number;
  reserve: number;
  force_pile: number;
  used: number;
  lost: CardView[];
  out_of_play: CardView[];
  destiny: CardView[];
  life_force: number;
  generation: number;
  activated: number;
}

export interface View {
  seat: Side;
  turn: number;
  active: Side;
  phase: string;
  you: PilesView;
  opponent: PilesView;
  rows: RowView[];
  elsewhere: TableCard[];
  deciding: [Side, unknown] | null;
  outcome: { winner: Side; reason: string } | null;
}

export interface LogLine {
  index: number;
  text: string;
}

export interface Decision {
  id: number;
  prompt: string;
  options: string[];
  /** X-Wing: for each option, the maneuver's template and end as SVG path data. */
  previews?: (string | null)[];
}

/** Whether a card of the hand may deploy to one location now, and why not, worded. */
export interface WhyNotAnswer {
  location: number;
  may: boolean;
  text: string;
}

export type ServerMessage =
  | { type: 'welcome'; game: string; seat: Side | null; players: [string, string] }
  | {
      type: 'update';
      view: View;
      log: LogLine[];
      decision: Decision | null;
      waiting: string | null;
    }
  | { type: 'rejected'; reason: string }
  | { type: 'error'; reason: string }
  | { type: 'chat'; from: string; text: string }
  | { type: 'clock'; remaining_ms: [number | null, number | null]; running: Side | null }
  | { type: 'ended'; winner: Side; reason: string }
  | { type: 'why_not'; card: number; answers: WhyNotAnswer[] };

export type ClientMessage =
  | { type: 'answer'; decision: number; option: number }
  | { type: 'chat'; text: string }
  | { type: 'concede' }
  | { type: 'resync' }
  /** Why may this card of my hand not deploy to these locations (all on table when none)? */
  | { type: 'why_not'; card: number; locations?: number[] };

export type ChannelStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChannelEvents<M = ServerMessage> {
  message(m: M): void;
  status(s: ChannelStatus, retryInMs?: number): void;
}

/** The pause before reconnect attempt `n` (0-based): 0.5 s doubling up to 10 s. */
export function backoff(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** attempt);
}

export function socketUrl(
  location: { protocol: string; host: string },
  table: string,
  token: string,
  lang: string,
  since: number | null,
  base = '/api/tables',
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = new URLSearchParams({ token, lang });
  if (since !== null) params.set('since', String(since));
  return `${scheme}//${location.host}${base}/${encodeURIComponent(table)}/socket?${params}`;
}

/** A channel's messages: each has a type, and updates carry log lines. */
interface Message {
  type: string;
  log?: LogLine[];
}

/** One table's channel; `base` is the tables' route (`/api/xwing/tables` for X-Wing). */
export class Channel<M extends Message = ServerMessage> {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: number | undefined;
  private stopped = false;
  /** The last log index received; the next connection asks for what follows it. */
  lastIndex: number | null = null;

  constructor(
    private readonly table: string,
    private readonly token: string,
    private lang: string,
    private readonly on: ChannelEvents<M>,
    private readonly base = '/api/tables',
  ) {
    this.open();
  }

  /** Another language: the server words everything again, so the whole log is asked anew. */
  setLang(lang: string): void {
    this.lang = lang;
    this.lastIndex = null;
    this.restart();
  }

  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** The game is over: the channel stays up for chat, but is not reopened when it drops. */
  settle(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
  }

  /** Stops for good (leaving the table, or the game is over and shown). */
  close(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.on.status('closed');
  }

  private restart(): void {
    window.clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.attempt = 0;
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    this.on.status(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const url = socketUrl(
      window.location,
      this.table,
      this.token,
      this.lang,
      this.lastIndex,
      this.base,
    );
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.on.status('open');
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let message: M;
      try {
        message = JSON.parse(String(event.data)) as M;
      } catch {
        return;
      }
      if (message.type === 'update' && message.log && message.log.length > 0) {
        this.lastIndex = message.log[message.log.length - 1].index;
      }
      this.on.message(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      const wait = backoff(this.attempt);
      this.attempt += 1;
      this.on.status('reconnecting', wait);
      this.timer = window.setTimeout(() => this.open(), wait);
    };
  }
}
