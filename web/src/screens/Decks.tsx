import { useEffect, useState } from 'preact/hooks';
import { api, type DeckInfo, type Decks as DeckLists } from '../api';
import { useT } from '../i18n';

function DeckLine({ deck, onDelete }: { deck: DeckInfo; onDelete?: () => void }) {
  const t = useT();
  return (
    <li class="deck-line">
      <span>
        <strong>{deck.name}</strong>{' '}
        <span class={`side side-${deck.side}`}>{t(`side-${deck.side}`)}</span>{' '}
        <span class="muted">{t('decks-cards', { cards: deck.cards })}</span>
      </span>
      {onDelete && (
        <button type="button" class="danger" onClick={onDelete}>
          {t('decks-delete')}
        </button>
      )}
    </li>
  );
}

export function Decks() {
  const t = useT();
  const [decks, setDecks] = useState<DeckLists | null>(null);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = () =>
    api
      .decks()
      .then(setDecks)
      .catch((e: Error) => setError(e.message));
  useEffect(() => {
    load();
  }, []);

  const importDeck = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    try {
      const deck = await api.importDeck(name, text);
      setDone(t('decks-imported', { name: deck.name, cards: deck.cards }));
      setName('');
      setText('');
      load();
    } catch (err) {
      // The server's text names the line at fault: shown as it is.
      setError((err as Error).message);
    }
  };

  const remove = async (deck: DeckInfo) => {
    if (!window.confirm(t('decks-confirm-delete', { name: deck.name }))) return;
    try {
      await api.deleteDeck(deck.id);
      load();
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <div class="decks">
      <section class="panel">
        <h2>{t('decks-title')}</h2>
        {decks === null ? (
          <p>{t('loading')}</p>
        ) : decks.mine.length === 0 ? (
          <p class="muted">{t('decks-none')}</p>
        ) : (
          <ul class="deck-list">
            {decks.mine.map((d) => (
              <DeckLine deck={d} key={d.id} onDelete={() => remove(d)} />
            ))}
          </ul>
        )}
        <h3>{t('decks-shared')}</h3>
        <ul class="deck-list">
          {decks?.shared.map((d) => <DeckLine deck={d} key={d.id} />)}
        </ul>
      </section>
      <section class="panel">
        <h2>{t('decks-import')}</h2>
        <form onSubmit={importDeck} class="import">
          <label>
            {t('decks-name')}
            <input data-testid="deck-name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label>
            {t('decks-text')}
            <textarea
              rows={14}
              data-testid="deck-text"
              value={text}
              spellcheck={false}
              onInput={(e) => setText(e.currentTarget.value)}
            />
          </label>
          {error && (
            <pre class="error" role="alert">
              {error}
            </pre>
          )}
          {done && <p class="ok">{done}</p>}
          <button type="submit" disabled={!name.trim() || !text.trim()} data-testid="deck-import">
            {t('decks-import-submit')}
          </button>
        </form>
      </section>
    </div>
  );
}
