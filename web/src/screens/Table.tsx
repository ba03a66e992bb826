import { createContext } from 'preact';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type Side, type User, api } from '../api';
import {
  Channel,
  type CardView,
  type ChannelStatus,
  type Decision,
  type LogLine,
  type PilesView,
  type ServerMessage,
  type SiteView,
  type TableCard,
  type View,
} from '../channel';
import { I18n, useT } from '../i18n';
import { go } from '../nav';
import { usePlay } from '../play';
import { CardPopup, type Hover } from './CardPopup';
import { type Why, type WhyKind, WhyPanel } from './WhyNot';

/** Shows a card's full text while the pointer is on its name. */
export const HoverContext = createContext<(h: Hover | null) => void>(() => {});

function CardName({ card, class: extra }: { card: CardView; class?: string }) {
  const setHover = useContext(HoverContext);
  return (
    <span
      class={`card-name ${extra ?? ''}`}
      data-card-id={card.id}
      data-gemp={card.gemp_id}
      onMouseEnter={(e) => setHover({ gempId: card.gemp_id, x: e.clientX, y: e.clientY })}
      onMouseLeave={() => setHover(null)}
    >
      {card.title}
    </span>
  );
}

/** Asks the server why a card may not do something; `null` where no question may be asked
 * (a spectator, a replay, a game over). `mine` is the seat's side. */
const WhyContext = createContext<{ ask: (card: CardView, kind: WhyKind) => void; mine: Side } | null>(
  null,
);

/** The "?" button of a question about `card`. */
function WhyButton({ card, kind }: { card: CardView; kind: WhyKind }) {
  const t = useT();
  const why = useContext(WhyContext);
  if (!why) return null;
  const title = { deploy: 'table-why', move: 'table-why-move', battle: 'table-why-battle' }[kind];
  return (
    <button
      type="button"
      class="why link"
      data-testid={kind === 'deploy' ? 'why' : `why-${kind}`}
      data-card-id={card.id}
      title={t(title)}
      onClick={() => why.ask(card, kind)}
    >
      ?
    </button>
  );
}

function OnTable({ card }: { card: TableCard }) {
  const t = useT();
  const why = useContext(WhyContext);
  return (
    <div class={`table-card owner-${card.card.owner} ${card.hit ? 'hit' : ''}`}>
      <CardName card={card.card} />
      {why && card.card.owner === why.mine && <WhyButton card={card.card} kind="move" />}
      {(card.power !== 0 || card.ability !== 0 || card.forfeit !== null) && (
        <span
          class="stats"
          title={`${t('stat-power')} / ${t('stat-ability')} / ${t('stat-forfeit')}`}
        >
          <span class="power">{card.power}</span>
          <span class="ability">{card.ability}</span>
          <span class="forfeit">{card.forfeit ?? '–'}</span>
        </span>
      )}
      {card.hit && <span class="tag">{t('table-hit')}</span>}
      {card.attached.length > 0 && (
        <div class="attached">
          {card.attached.map((a) => (
            <CardName card={a} key={a.id} class="small" />
          ))}
        </div>
      )}
    </div>
  );
}

/** Which half of a site a card is on: its owner's, unless deployed to the other side. */
function sideOf(card: TableCard): Side {
  const owner = card.card.owner;
  return card.opponent_side ? (owner === 'Dark' ? 'Light' : 'Dark') : owner;
}

function Site({ site, top, bottom }: { site: SiteView; top: Side; bottom: Side }) {
  const t = useT();
  const half = (side: Side) => site.cards.filter((c) => sideOf(c) === side);
  return (
    <div class="site" data-site={site.location.id}>
      <div class="half top">
        {half(top).map((c) => (
          <OnTable card={c} key={c.card.id} />
        ))}
      </div>
      <div
        class="location"
        title={t('table-icons', { dark: site.icons[0], light: site.icons[1] })}
      >
        <span class="icons dark">{'◆'.repeat(site.icons[0])}</span>
        <CardName card={site.location} />
        <WhyButton card={site.location} kind="battle" />
        <span class="icons light">{'◆'.repeat(site.icons[1])}</span>
      </div>
      <div class="half bottom">
        {half(bottom).map((c) => (
          <OnTable card={c} key={c.card.id} />
        ))}
      </div>
    </div>
  );
}

function Piles({ piles, name, here }: { piles: PilesView; name: string; here: 'top' | 'bottom' }) {
  const t = useT();
  const count = (label: string, n: number, key: string) => (
    <span class="count" data-pile={key}>
      <span class="label">{label}</span> <b>{n}</b>
    </span>
  );
  const lastLost = piles.lost[piles.lost.length - 1];
  return (
    <div class={`piles ${here} side-${piles.side}`} data-side={piles.side}>
      <span class="player">
        <span class={`side-dot side-${piles.side}`} /> {name}
      </span>
      <span class="count big" data-pile="life-force">
        <span class="label">{t('table-life-force')}</span> <b>{piles.life_force}</b>
      </span>
      {count(t('table-generation'), piles.generation, 'generation')}
      {count(t('table-reserve'), piles.reserve, 'reserve')}
      {count(t('table-force-pile'), piles.force_pile, 'force')}
      {count(t('table-used'), piles.used, 'used')}
      <span class="count" data-pile="lost">
        <span class="label">{t('table-lost')}</span> <b>{piles.lost.length}</b>
        {lastLost && (
          <>
            {' '}
            (<CardName card={lastLost} class="small" />)
          </>
        )}
      </span>
      {count(t('table-hand'), piles.hand_size, 'hand')}
      {piles.destiny.length > 0 && (
        <span class="destiny">
          {piles.destiny.map((c) => (
            <CardName card={c} key={c.id} class="small" />
          ))}
        </span>
      )}
    </div>
  );
}

export function Board({
  view,
  players,
  spectator,
  onWhy,
}: {
  view: View;
  players: [string, string];
  spectator: boolean;
  /** Asks why a card may not deploy, move or battle (the live table only). */
  onWhy?: (card: CardView, kind: WhyKind) => void;
}) {
  const t = useT();
  const you = view.you.side;
  const them = view.opponent.side;
  const nameOf = (side: Side) => players[side === 'Dark' ? 0 : 1];
  const why = onWhy ? { ask: onWhy, mine: you } : null;
  return (
    <WhyContext.Provider value={why}>
      <div class="board">
        <Piles
          piles={view.opponent}
          name={spectator ? nameOf(them) : `${t('table-opponent')}: ${nameOf(them)}`}
          here="top"
        />
        <div class="rows">
          {view.rows.length === 0 && <p class="muted">{t('table-no-locations')}</p>}
          {view.rows.map((row) => (
            <div class="row" key={row.region}>
              <div class="region">{row.region}</div>
              <div class="sites">
                {row.sites.map((site) => (
                  <Site site={site} top={them} bottom={you} key={site.location.id} />
                ))}
              </div>
            </div>
          ))}
          {view.elsewhere.length > 0 && (
            <div class="row">
              <div class="region">{t('table-elsewhere')}</div>
              <div class="elsewhere">
                {view.elsewhere.map((c) => (
                  <OnTable card={c} key={c.card.id} />
                ))}
              </div>
            </div>
          )}
        </div>
        <Piles
          piles={view.you}
          name={spectator ? nameOf(you) : `${t('table-you')}: ${nameOf(you)}`}
          here="bottom"
        />
        {view.you.hand && (
          <div class="hand" data-testid="hand">
            {view.you.hand.map((c) => (
              <div class={`hand-card owner-${c.owner}`} key={c.id}>
                <CardName card={c} />
                <WhyButton card={c} kind="deploy" />
              </div>
            ))}
          </div>
        )}
      </div>
    </WhyContext.Provider>
  );
}

/**
 * The board's mouseover handler: a card redrawn away under the pointer sends no mouseleave, so
 * any target other than a card name hides its text.
 */
export function hideStaleHover(hover: Hover | null, setHover: (h: Hover | null) => void) {
  return (e: MouseEvent) => {
    if (hover && !(e.target as Element).closest('.card-name')) setHover(null);
  };
}

/** Back to the lobby, from a table or a replay. */
export function LeaveButton() {
  const t = useT();
  return (
    <button type="button" class="secondary" onClick={() => go('#/')}>
      {t('table-leave')}
    </button>
  );
}

/** The turn, the phase and whose turn it is, for the bar above a board. */
export function TurnInfo({ view }: { view: View }) {
  const t = useT();
  return (
    <>
      <span>{t('table-turn', { turn: view.turn })}</span>
      <span>{t('table-phase', { phase: t(`phase-${view.phase}`) })}</span>
      <span>{t('table-active', { side: t(`side-${view.active}`) })}</span>
    </>
  );
}

export function DecisionPanel({
  decision,
  waiting,
  answered,
  onAnswer,
  onHover,
}: {
  decision: Decision | null;
  waiting: string | null;
  answered: boolean;
  onAnswer: (option: number) => void;
  /** The option under the pointer (or focused), none when it leaves. */
  onHover?: (option: number | null) => void;
}) {
  const t = useT();
  if (!decision && !waiting) return null;
  if (!decision) {
    return (
      <section class="decision idle" data-testid="decision">
        {waiting && <p class="muted">{t('table-waiting-for', { side: waiting })}</p>}
      </section>
    );
  }
  return (
    <section class="decision" data-testid="decision" data-decision={decision.id}>
      <h3>{t('table-decision')}</h3>
      <p class="prompt">{decision.prompt}</p>
      <div class="options">
        {decision.options.map((text, i) => (
          <button
            type="button"
            class="option"
            data-option={i}
            disabled={answered}
            key={`${decision.id}-${i}`}
            onClick={() => onAnswer(i)}
            onMouseEnter={onHover && (() => onHover(i))}
            onMouseLeave={onHover && (() => onHover(null))}
            onFocus={onHover && (() => onHover(i))}
            onBlur={onHover && (() => onHover(null))}
          >
            {text}
          </button>
        ))}
      </div>
    </section>
  );
}

/** A list that keeps its newest line in sight as lines come. */
function useFollow<T extends HTMLElement>(count: number) {
  const box = useRef<T>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  return box;
}

export function Log({ lines }: { lines: LogLine[] }) {
  const t = useT();
  const box = useFollow<HTMLOListElement>(lines.length);
  return (
    <section class="log">
      <h3>{t('table-log')}</h3>
      <ol ref={box} data-testid="log">
        {lines.map((l) => (
          <li key={l.index} value={l.index}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Chat({ lines, onSend }: { lines: { from: string; text: string }[]; onSend: (text: string) => boolean }) {
  const t = useT();
  const [text, setText] = useState('');
  const box = useFollow<HTMLUListElement>(lines.length);
  return (
    <section class="chat">
      <h3>{t('table-chat')}</h3>
      <ul ref={box} data-testid="chat">
        {lines.map((l, i) => (
          <li key={i}>
            <b>{l.from}</b>: {l.text}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() && onSend(text.trim())) setText('');
        }}
      >
        <input
          value={text}
          maxLength={500}
          placeholder={t('table-chat-placeholder')}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit">{t('table-chat-send')}</button>
      </form>
    </section>
  );
}

interface Welcome {
  seat: Side | null;
  players: [string, string];
}

/** The clocks as last read from the server, and when (on this page's clock). */
interface ClockReading {
  remaining: [number | null, number | null];
  running: Side | null;
  at: number;
}

/** Minutes and seconds, rounded up so a clock shows 0:00 only once the time is gone. */
function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Both seats' clocks; the running one counts down between the server's readings. */
function Clocks({ reading, stopped }: { reading: ClockReading; stopped: boolean }) {
  const t = useT();
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (stopped || reading.running === null) return;
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, [reading, stopped]);
  const sides: Side[] = ['Dark', 'Light'];
  return (
    <span class="clocks" data-testid="clocks">
      {sides.map((side, i) => {
        const left = reading.remaining[i];
        if (left === null) return null;
        const running = !stopped && reading.running === side;
        const shown = running ? left - Math.max(0, now - reading.at) : left;
        return (
          <span
            key={side}
            class={`clock side-${side} ${running ? 'running' : ''} ${shown <= 30_000 ? 'low' : ''}`}
            data-side={side}
            title={t('table-clock', { side: t(`side-${side}`) })}
          >
            <span class={`side-dot side-${side}`} /> {formatClock(shown)}
          </span>
        );
      })}
    </span>
  );
}

export function Table({ id, token, user }: { id: string; token: string; user: User }) {
  const { t, lang } = useContext(I18n);
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  const { view, decision, waiting, answered, log, setLog, ended, notice, receive, answer: answerWith } =
    usePlay<View, Side>();
  const [chat, setChat] = useState<{ from: string; text: string }[]>([]);
  const [status, setStatus] = useState<ChannelStatus>('connecting');
  const [hover, setHover] = useState<Hover | null>(null);
  const [gone, setGone] = useState(false);
  const [clock, setClock] = useState<ClockReading | null>(null);
  const [why, setWhy] = useState<Why | null>(null);
  const channel = useRef<Channel | null>(null);
  const firstLang = useRef(lang);

  useEffect(() => {
    const onMessage = (m: ServerMessage) => {
      // A question still unanswered when an error comes was refused: say so in its panel
      // rather than wait there for answers that will not come.
      if (m.type === 'error')
        setWhy((old) => (old && old.answers === null && old.refused === undefined ? { ...old, refused: m.reason } : old));
      if (receive(m, channel.current)) return;
      if (m.type === 'welcome') setWelcome({ seat: m.seat, players: m.players });
      else if (m.type === 'chat') setChat((old) => [...old, { from: m.from, text: m.text }]);
      else if (m.type === 'clock')
        setClock({ remaining: m.remaining_ms, running: m.running, at: performance.now() });
      else if (m.type === 'why_not')
        setWhy((old) => (old && old.card.id === m.card ? { ...old, answers: m.answers } : old));
    };
    let welcomed = false;
    channel.current = new Channel(id, token, lang, {
      message: (m) => {
        if (m.type === 'welcome') welcomed = true;
        onMessage(m);
      },
      status: (s) => {
        setStatus(s);
        // Refused before any welcome: the table may be over or unknown; then stop trying.
        if (s === 'reconnecting' && !welcomed) {
          api
            .tables()
            .then((all) => {
              if (!all.some((table) => table.id === id)) {
                channel.current?.close();
                setGone(true);
              }
            })
            .catch(() => {});
        }
      },
    });
    return () => channel.current?.close();
  }, [id, token]);

  // Another language: the server words the log again from its start.
  useEffect(() => {
    if (lang === firstLang.current) return;
    firstLang.current = lang;
    setLog([]);
    channel.current?.setLang(lang);
  }, [lang]);

  const answer = (option: number) => answerWith(channel.current, option);

  const askWhy = (card: CardView, kind: WhyKind) => {
    if (channel.current?.send({ type: 'why_not', card: card.id })) setWhy({ card, kind, answers: null });
  };

  const concede = () => {
    if (window.confirm(t('table-concede-confirm'))) channel.current?.send({ type: 'concede' });
  };

  const seat = welcome?.seat ?? null;
  const spectator = welcome !== null && seat === null;
  const players = welcome?.players ?? ['', ''];
  const sideName = (s: Side) => t(`side-${s}`);
  // The server sends a reason code: the engine's (`LifeForceGone`), `Conceded` or `Timeout`.
  const endReason = (winner: Side, reason: string) =>
    t(`reason-${reason}`, { loser: sideName(winner === 'Dark' ? 'Light' : 'Dark') });

  return (
    <HoverContext.Provider value={setHover}>
      <div
        class="game"
        data-seat={seat ?? 'spectator'}
        data-player={user.name}
        onMouseOver={hideStaleHover(hover, setHover)}
      >
        <div class="game-bar">
          <LeaveButton />
          {view && <TurnInfo view={view} />}
          {spectator && <span class="muted">{t('table-spectating')}</span>}
          <span class="spacer" />
          {clock && <Clocks reading={clock} stopped={ended !== null} />}
          {status !== 'open' && !gone && (
            <span class={`status ${status}`} data-testid="status">
              {t(`table-status-${status}`)}
            </span>
          )}
          {seat && !ended && view && (
            <button type="button" class="danger" onClick={concede} data-testid="concede">
              {t('table-concede')}
            </button>
          )}
        </div>
        {ended && (
          <div
            class={`banner ${seat === null ? '' : ended.winner === seat ? 'won' : 'lost'}`}
            data-testid="ended"
            role="status"
          >
            <strong>
              {seat === null
                ? t('table-ended', { side: sideName(ended.winner) })
                : ended.winner === seat
                  ? t('table-won')
                  : t('table-lost-game')}
            </strong>{' '}
            <span>{endReason(ended.winner, ended.reason)}</span>
          </div>
        )}
        {notice && <div class="notice">{notice}</div>}
        <div class="game-body">
          {view ? (
            <Board
              view={view}
              players={players}
              spectator={spectator}
              onWhy={seat && !ended ? askWhy : undefined}
            />
          ) : (
            <div class="board">
              <p class="muted">
                {gone ? t('table-gone') : welcome ? t('table-waiting-seat') : t('loading')}
              </p>
            </div>
          )}
          <aside class="side-panel">
            {why && view && <WhyPanel why={why} view={view} onClose={() => setWhy(null)} />}
            {!spectator && (
              <DecisionPanel
                decision={decision}
                waiting={ended ? null : waiting}
                answered={answered}
                onAnswer={answer}
              />
            )}
            {spectator && waiting && !ended && (
              <section class="decision idle">
                <p class="muted">{t('table-waiting-for', { side: waiting })}</p>
              </section>
            )}
            <Log lines={log} />
            <Chat lines={chat} onSend={(text) => channel.current?.send({ type: 'chat', text }) ?? false} />
          </aside>
        </div>
        {hover && <CardPopup hover={hover} />}
      </div>
    </HoverContext.Provider>
  );
}
