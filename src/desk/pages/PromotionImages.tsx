/** An application's images, fetched when the operator asks (lists never carry image bytes). */
import { useState } from 'react';
import { deskCall } from '../api.ts';
import { errorMessage, useT } from '../i18n/i18n.tsx';

export function PromotionImages({ id, count }: { id: number; count: number }) {
  const t = useT();
  const [srcs, setSrcs] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (count === 0) return <>{t('promotions.noImages')}</>;
  const show = async () => {
    setError(null);
    try {
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => deskCall('deskPromotionImage', { id: String(id), index: String(i) })));
      setSrcs(answers.map((a) => a.dataUrl));
    } catch (e) {
      setError(errorMessage(t, e));
    }
  };
  if (srcs) {
    return (
      <span className="promotion-thumbs">
        {srcs.map((src, i) => (
          <a key={i} href={src} target="_blank" rel="noreferrer"><img className="feedback-thumb" src={src} alt={t('promotions.image', { n: i + 1 })} /></a>
        ))}
      </span>
    );
  }
  return (
    <>
      <button type="button" className="link" onClick={() => void show()}>{t('promotions.showImages', { count })}</button>
      {error ? <span className="error" role="alert">{error}</span> : null}
    </>
  );
}
