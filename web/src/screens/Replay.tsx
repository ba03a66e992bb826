// A game replayed step by step (`#/replay/ID?view=dark|light|spectator|full`): the frames the
// server rebuilds from the stored answers (`GET /api/tables/{id}/replay`), one before the first
// answer and one after each, drawn with the live table's board. A seat's frames hold that seat's
// view only, exactly what it was sent live; `full` (a finished game) shows the Dark Side's
// frames with the Light Side's hand beside them.

import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { ApiError, type ReplayView, type Side, api } from '../api';
import type { CardView, Decision, LogLine, View } from '../channel';
import { I18n } from '../i18n';
import { go } from '../nav';
import { CardPopup, type Hover } from './CardPopup';
import { Board, HoverContext, LeaveButton, Log, TurnInfo, hideStaleHover } from './Table';

/** One step: what the seat was sent after an answer. */
export interface Frame {
  type: 'update';
  view: View;
  log: LogLine[];
  decision: Decision | null;
  waiting: string | null;
}

export const REPLAY_VIEWS: ReplayView[] = ['dark', 'light', 'spectator', 'full'];

export function parseReplayView(text: string | null): ReplayView {
  return REPLAY_VIEWS.find((v) => v === text) ?? 'spectator';
}

export function replayHash(id: string, view: ReplayView): string {
  return `#/replay/${id}?view=${view}`;
}

interface Loaded {
  frames: Frame[];
  /** For `full`: the Light Side's frames, step for step. */
  light: Frame[] | null;
}

export function Replay({ id, view }: { id: string; view: ReplayView }) {
  const { t, lang } = useContext(I18n);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const [hover, setHover] = useState<Hover | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    const load = async (): Promise<Loaded> => {
      if (view === 'full') {
        const [frames, light] = await Promise.all([
          api.replayFrames<Frame>(id, 'dark', lang),
          api.replayFrames<Frame>(id, 'light', lang),
        ]);
        return { frames, light };
      }
      return { frames: await api.replayFrames<Frame>(id, view, lang), light: null };
    };
    load()
      .then((l) => {
        if (!live) return;
        setLoaded(l);
        // A new language keeps the step; a first load starts at the beginning.
        setAt((old) => Math.min(old, l.frames.length - 1));
      })
      .catch((e) => {
        if (live) setError(e instanceof ApiError ? e.message : String(e));
      });
    return () => {
      live = false;
    };
  }, [id, view, lang]);

  const frames = loaded?.frames ?? [];
  const last = Math.max(0, frames.length - 1);
  const step = (to: number) => setAt(Math.max(0, Math.min(last, to)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as Element).tagName === 'INPUT') return;
      if (e.key === 'ArrowRight') setAt((a) => Math.min(last, a + 1));
      else if (e.key === 'ArrowLeft') setAt((a) => Math.max(0, a - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  // The log as it stood at this step: every line of the frames up to it.
  const log = useMemo(() => frames.slice(0, at + 1).flatMap((f) => f.log), [frames, at]);
  const frame = frames[at];
  const otherHand: CardView[] | null = loaded?.light?.[at]?.view.you.hand ?? null;
  const sideName = (s: Side) => t(`side-${s}`);

  return (
    <HoverContext.Provider value={setHover}>
      <div
        class="game replay"
        data-testid="replay"
        data-view={view}
        data-step={at}
        onMouseOver={hideStaleHover(hover, setHover)}
      >
        <div class="game-bar">
          <LeaveButton />
          <strong>{t('replay-title', { view: t(`replay-view-${view}`) })}</strong>
          {frame && <TurnInfo view={frame.view} />}
          <span class="spacer" />
          <label>
            {t('replay-view-label')}{' '}
            <select
              value={view}
              data-testid="replay-view"
              onChange={(e) => go(replayHash(id, (e.currentTarget as HTMLSelectElement).value as ReplayView))}
            >
              {REPLAY_VIEWS.map((v) => (
                <option value={v} key={v}>
                  {t(`replay-view-${v}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {error && (
          <div class="notice" role="alert" data-testid="replay-error">
            {t('replay-error', { reason: error })}
          </div>
        )}
        {loaded && (
          <div class="replay-bar">
            <button type="button" data-testid="replay-first" disabled={at === 0} onClick={() => step(0)}>
              {t('replay-first')}
            </button>
            <button type="button" data-testid="replay-prev" disabled={at === 0} onClick={() => step(at - 1)}>
              {t('replay-prev')}
            </button>
            <input
              type="range"
              min={0}
              max={last}
              value={at}
              data-testid="replay-slider"
              onInput={(e) => step(Number((e.currentTarget as HTMLInputElement).value))}
            />
            <button type="button" data-testid="replay-next" disabled={at === last} onClick={() => step(at + 1)}>
              {t('replay-next')}
            </button>
            <button type="button" data-testid="replay-last" disabled={at === last} onClick={() => step(last)}>
              {t('replay-last')}
            </button>
            <span data-testid="replay-step">{t('replay-step', { step: at + 1, total: frames.length })}</span>
          </div>
        )}
        <div class="game-body">
          {frame ? (
            <div class="board-column">
              <Board view={frame.view} players={[sideName('Dark'), sideName('Light')]} spectator={view === 'spectator'} />
              {otherHand && (
                <div class="replay-hand" data-testid="replay-other-hand">
                  <b>{t('replay-hand-of', { side: sideName('Light') })}:</b>
                  {otherHand.map((c) => (
                    <span class={`hand-card owner-${c.owner}`} key={c.id}>
                      {c.title}
                    </span>
                  ))}
                </div>
              )}
            </div>
          ) : (
            <div class="board">{!error && <p class="muted">{t('loading')}</p>}</div>
          )}
          <aside class="side-panel">
            {frame?.decision && (
              <section class="decision idle" data-testid="replay-decision">
                <h3>{t('replay-decision')}</h3>
                <p class="prompt">{frame.decision.prompt}</p>
                <ul>
                  {frame.decision.options.map((o, i) => (
                    <li key={i}>{o}</li>
                  ))}
                </ul>
              </section>
            )}
            {frame && !frame.decision && frame.waiting && (
              <section class="decision idle">
                <p class="muted">{t('table-waiting-for', { side: frame.waiting })}</p>
              </section>
            )}
            <Log lines={log} />
          </aside>
        </div>
        {hover && <CardPopup hover={hover} />}
      </div>
    </HoverContext.Provider>
  );
}
