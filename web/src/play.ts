// What both kinds of table do with their channel: keep the seat's view, its decision and the
// log from updates, show refusals and errors, stop at the end, and answer by decision id and
// option index (the buttons stay disabled from a click until the next update).

import { useState } from 'preact/hooks';
import type { ClientMessage, Decision, LogLine } from './channel';
import { useT } from './i18n';

/** The messages every table's channel sends, whatever its game. */
export type PlayMessage<V, W> =
  | { type: 'update'; view: V; log: LogLine[]; decision: Decision | null; waiting: string | null }
  | { type: 'rejected'; reason: string }
  | { type: 'error'; reason: string }
  | { type: 'ended'; winner: W; reason: string };

/** Appends the lines not yet shown (a resumed channel may repeat none, a full one all). */
export function mergeLog(old: LogLine[], incoming: LogLine[]): LogLine[] {
  const last = old.length ? old[old.length - 1].index : -1;
  const fresh = incoming.filter((l) => l.index > last);
  return fresh.length ? [...old, ...fresh] : old;
}

/** A table's state of play and its handling of the common messages. */
export function usePlay<V, W>() {
  const t = useT();
  const [view, setView] = useState<V | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [answered, setAnswered] = useState(false);
  const [log, setLog] = useState<LogLine[]>([]);
  const [ended, setEnded] = useState<{ winner: W; reason: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Acts on a common message; false for one the table handles itself. */
  const receive = (m: { type: string }, channel: { settle(): void } | null): boolean => {
    const p = m as PlayMessage<V, W>;
    switch (p.type) {
      case 'update':
        setView(p.view);
        setDecision(p.decision);
        setWaiting(p.waiting);
        setAnswered(false);
        setLog((old) => mergeLog(old, p.log));
        return true;
      case 'rejected':
        setNotice(t('table-rejected', { reason: p.reason }));
        setAnswered(false);
        return true;
      case 'error':
        setNotice(p.reason);
        return true;
      case 'ended':
        setEnded({ winner: p.winner, reason: p.reason });
        setDecision(null);
        channel?.settle();
        return true;
      default:
        return false;
    }
  };

  const answer = (channel: { send(m: ClientMessage): boolean } | null, option: number) => {
    if (!decision) return;
    setNotice(null);
    if (channel?.send({ type: 'answer', decision: decision.id, option })) setAnswered(true);
  };

  return { view, decision, waiting, answered, log, setLog, ended, notice, receive, answer };
}
