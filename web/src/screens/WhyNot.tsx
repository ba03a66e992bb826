// "Why can't I?": what the server answered about a card of the seat's hand, location by
// location. The reasons come worded by the server, from the engine's own checks.

import type { CardView, View, WhyNotAnswer } from '../channel';
import { useT } from '../i18n';

/** What a question asks, from where its card is: deploying a card of the hand, moving a
 * card at a location, or initiating a battle at a location. */
export type WhyKind = 'deploy' | 'move' | 'battle';

/** The card asked about, what is asked, and the answers once they came, or the server's
 * refusal (the card left the place it was asked about before the server read the question). */
export interface Why {
  card: CardView;
  kind: WhyKind;
  answers: WhyNotAnswer[] | null;
  refused?: string;
}

/** The panel's heading for each kind of question. */
const TITLES: Record<WhyKind, string> = {
  deploy: 'table-why-title',
  move: 'table-why-move-title',
  battle: 'table-why-battle-title',
};

export function WhyPanel({ why, view, onClose }: { why: Why; view: View; onClose: () => void }) {
  const t = useT();
  const titles = new Map<number, string>();
  for (const row of view.rows) for (const site of row.sites) titles.set(site.location.id, site.location.title);
  return (
    <section class="why-panel" data-testid="why-answer" data-card-id={why.card.id}>
      <div class="heading">
        <h3>{t(TITLES[why.kind], { card: why.card.title })}</h3>
        <button type="button" class="secondary" onClick={onClose} data-testid="why-close">
          {t('table-why-close')}
        </button>
      </div>
      {why.refused !== undefined ? (
        <p class="error" role="alert" data-testid="why-refused">
          {why.refused}
        </p>
      ) : why.answers === null ? (
        <p class="muted">{t('loading')}</p>
      ) : why.answers.length === 0 ? (
        <p class="muted">{t('table-no-locations')}</p>
      ) : (
        <ul>
          {why.answers.map((a) => (
            <li key={a.location} class={a.may ? 'may' : 'refused'} data-location={a.location} data-may={a.may}>
              <b>{titles.get(a.location) ?? `#${a.location}`}</b>: {a.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
