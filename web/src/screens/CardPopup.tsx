import { useEffect, useState } from 'preact/hooks';
import { type CardInfo, type FaceInfo, cardInfo } from '../api';
import { useT } from '../i18n';

export interface Hover {
  gempId: string;
  x: number;
  y: number;
}

function Face({ face }: { face: FaceInfo }) {
  const t = useT();
  return (
    <div class="face">
      <div class="title">
        {face.uniqueness}
        {face.title}
      </div>
      <div class="type">
        {face.type}
        {face.subtype ? ` — ${face.subtype}` : ''}
        {face.extra_text.length > 0 ? ` · ${face.extra_text.join(' · ')}` : ''}
      </div>
      {face.stats.length > 0 && (
        <dl class="card-stats">
          {face.stats.map((s) => (
            <div key={s.stat}>
              <dt>{t(`card-stat-${s.stat}`)}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {face.icons.length > 0 && (
        <div class="icons-line">
          {t('card-icons')}: {face.icons.join(', ')}
        </div>
      )}
      {face.location_text ? (
        <div class="text">
          {face.location_text.dark && (
            <p>
              <b>{t('card-dark-text')}</b> {face.location_text.dark}
            </p>
          )}
          {face.location_text.light && (
            <p>
              <b>{t('card-light-text')}</b> {face.location_text.light}
            </p>
          )}
        </div>
      ) : (
        face.game_text && <p class="text">{face.game_text}</p>
      )}
      {face.lore && <p class="lore">{face.lore}</p>}
    </div>
  );
}

/** A card's full printed text beside the pointer. */
export function CardPopup({ hover }: { hover: Hover }) {
  const t = useT();
  const [card, setCard] = useState<CardInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setCard(null);
    setError(null);
    cardInfo(hover.gempId)
      .then((c) => live && setCard(c))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [hover.gempId]);

  // Beside the pointer, kept inside the window.
  const width = 320;
  const left = Math.min(hover.x + 16, window.innerWidth - width - 8);
  const top = Math.min(hover.y + 16, window.innerHeight - 260);
  return (
    <div
      class={`card-popup ${card ? `side-${card.side}` : ''}`}
      style={{ left: `${Math.max(8, left)}px`, top: `${Math.max(8, top)}px`, width: `${width}px` }}
      data-testid="card-popup"
    >
      {error ? (
        <p class="error">{error}</p>
      ) : !card ? (
        <p class="muted">{t('card-loading')}</p>
      ) : (
        <>
          <Face face={card.front} />
          {card.back && (
            <>
              <div class="back-label">{t('card-back')}</div>
              <Face face={card.back} />
            </>
          )}
        </>
      )}
    </div>
  );
}
