// The server's HTTP API (crates/server/src/api.rs) and the shapes it answers.

export type Side = 'Dark' | 'Light';

export interface User {
  id: string;
  name: string;
  guest: boolean;
}

export interface LoggedIn {
  token: string;
  user: User;
}

export interface DeckInfo {
  id: string;
  name: string;
  side: Side;
  cards: number;
}

export interface Decks {
  mine: DeckInfo[];
  shared: DeckInfo[];
}

export interface TableSummary {
  id: string;
  players: [string, string];
  status: 'open' | 'playing' | 'finished' | 'broken';
  turn: number;
  winner: Side | null;
  spectators: number;
  /** Each person's time for the game, in minutes, when the table has clocks. */
  clock_minutes: number | null;
}

export interface FinishedGame {
  id: string;
  players: [string, string];
  winner: string | null;
  /** The asking user's seat at that game, if any. */
  seat: Side | null;
}

/** Which frames a replay shows: one seat's, a spectator's, or both seats' (`full`). */
export type ReplayView = 'full' | 'dark' | 'light' | 'spectator';

export interface Seated {
  id: string;
  seat: Side;
}

export type Scenario = 'epic' | 'devices';

export interface XwingSeated {
  id: string;
  scenario: Scenario;
  seat: 'One' | 'Two';
}

export interface XwingSummary {
  id: string;
  scenario: Scenario;
}

export interface Stat {
  stat: string;
  value: string;
}

export interface FaceInfo {
  title: string;
  uniqueness: string;
  type: string;
  subtype: string | null;
  extra_text: string[];
  characteristics: string[];
  stats: Stat[];
  icons: string[];
  game_text: string;
  location_text: { dark: string; light: string } | null;
  lore: string | null;
}

export interface CardInfo {
  gemp_id: string;
  side: Side;
  set: string;
  front: FaceInfo;
  back: FaceInfo | null;
}

/** An error answer of the server, with its text as sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TOKEN_KEY = 'holocron.token';

export function savedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string | null): void {
  if (token === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, token);
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const token = savedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && 'error' in parsed
        ? String((parsed as { error: unknown }).error)
        : `${response.status} ${response.statusText}`;
    throw new ApiError(response.status, message);
  }
  return parsed as T;
}

export const api = {
  register: (name: string, password: string) =>
    call<LoggedIn>('POST', '/api/register', { name, password }),
  login: (name: string, password: string) =>
    call<LoggedIn>('POST', '/api/login', { name, password }),
  guest: () => call<LoggedIn>('POST', '/api/guest'),
  logout: () => call<null>('POST', '/api/logout'),
  me: () => call<User>('GET', '/api/me'),
  decks: () => call<Decks>('GET', '/api/decks'),
  importDeck: (name: string, text: string) =>
    call<DeckInfo>('POST', '/api/decks', { name, text }),
  deleteDeck: (id: string) => call<null>('DELETE', `/api/decks/${encodeURIComponent(id)}`),
  tables: () => call<TableSummary[]>('GET', '/api/tables'),
  createTable: (deck: string, opponent: string, clockMinutes: number | null = null) =>
    call<Seated>('POST', '/api/tables', {
      deck,
      opponent,
      ...(clockMinutes === null ? {} : { clock_minutes: clockMinutes }),
    }),
  joinTable: (id: string, deck: string) =>
    call<Seated>('POST', `/api/tables/${encodeURIComponent(id)}/join`, { deck }),
  finished: () => call<FinishedGame[]>('GET', '/api/tables/finished'),
  /** What one seat (or a spectator) saw: the first update, then one after each answer. */
  replayFrames: <F>(id: string, view: Exclude<ReplayView, 'full'>, lang: string) =>
    call<F[]>(
      'GET',
      `/api/tables/${encodeURIComponent(id)}/replay?${new URLSearchParams({ view, lang })}`,
    ),
  xwingTables: () => call<XwingSummary[]>('GET', '/api/xwing/tables'),
  createXwingTable: (scenario: Scenario) =>
    call<XwingSeated>('POST', '/api/xwing/tables', { scenario }),
};

// Card text never changes while a server runs: each card is asked once per page.
const cards = new Map<string, Promise<CardInfo>>();

export function cardInfo(gempId: string): Promise<CardInfo> {
  let found = cards.get(gempId);
  if (!found) {
    found = call<CardInfo>('GET', `/api/cards/${encodeURIComponent(gempId)}`);
    // A failed answer is not kept, so the next hover asks again.
    found.catch(() => cards.delete(gempId));
    cards.set(gempId, found);
  }
  return found;
}
