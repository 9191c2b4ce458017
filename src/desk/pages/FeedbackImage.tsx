/** A feedback's attached image, fetched when the operator asks (lists never carry image bytes). */
import { useState } from 'react';
import { deskCall } from '../api.ts';
import { errorMessage, useT } from '../i18n/i18n.tsx';

export function FeedbackImage({ id }: { id: number }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = async () => {
    setError(null);
    try {
      setSrc((await deskCall('deskFeedbackImage', { id: String(id) })).dataUrl);
    } catch (e) {
      setError(errorMessage(t, e));
    }
  };
  if (src) return <a href={src} target="_blank" rel="noreferrer"><img className="feedback-thumb" src={src} alt={t('feedback.image')} /></a>;
  return (
    <>
      <button type="button" className="link" onClick={() => void show()}>{t('feedback.showImage')}</button>
      {error ? <span className="error" role="alert">{error}</span> : null}
    </>
  );
}
