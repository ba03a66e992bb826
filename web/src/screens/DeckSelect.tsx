import type { Decks, Side } from '../api';
import { useT } from '../i18n';

/** A choice among the user's decks and the shared ones, optionally of one side only. */
export function DeckSelect({
  decks,
  value,
  onChange,
  side,
  testid,
}: {
  decks: Decks;
  value: string;
  onChange: (id: string) => void;
  side?: Side;
  testid?: string;
}) {
  const t = useT();
  const fits = (d: { side: Side }) => !side || d.side === side;
  const option = (d: Decks['mine'][number]) => (
    <option value={d.id} key={d.id}>
      {t('deck-option', { name: d.name, side: t(`side-${d.side}`), cards: d.cards })}
    </option>
  );
  return (
    <select
      value={value}
      data-testid={testid}
      onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
    >
      {decks.mine.some(fits) && (
        <optgroup label={t('deck-group-mine')}>{decks.mine.filter(fits).map(option)}</optgroup>
      )}
      <optgroup label={t('deck-group-shared')}>{decks.shared.filter(fits).map(option)}</optgroup>
    </select>
  );
}

/** The deck to offer first: the Premiere Introductory deck of the side, else the first one. */
export function defaultDeck(decks: Decks, side?: Side): string {
  const all = [...decks.mine, ...decks.shared].filter((d) => !side || d.side === side);
  const intro = all.find((d) => d.id.startsWith('data:premiere-intro'));
  return (intro ?? all[0])?.id ?? '';
}
