/**
 * An image a queue row is decided on (a manual deposit's receipt, a dispute's proof), shown in
 * its row as soon as the queue shows the row (the operator decides on it, so it should not hide
 * behind a click); a click enlarges it. Lists never carry image bytes: each image is its own
 * call, cached by its key.
 */
import { useState } from 'react';
import { useDeskQuery } from '../data.ts';
import { errorMessage, useT } from '../i18n/i18n.tsx';

export interface RowImageProps {
  cacheKey: readonly unknown[];
  load: () => Promise<{ mime: string; base64: string }>;
  alt: string;
  enlargeTitle: string;
}

export function RowImage({ cacheKey, load, alt, enlargeTitle }: RowImageProps) {
  const t = useT();
  const [large, setLarge] = useState(false);
  const image = useDeskQuery(cacheKey, load, { freshMs: 300_000 });
  if (image.isError) return <span className="error" role="alert">{errorMessage(t, image.error)}</span>;
  if (!image.data) return <span className="receipt-loading">{t('shell.loading')}</span>;
  return (
    <button type="button" className={`receipt-thumb${large ? ' is-large' : ''}`} aria-pressed={large} onClick={() => setLarge(!large)} title={enlargeTitle}>
      <img src={`data:${image.data.mime};base64,${image.data.base64}`} alt={alt} />
    </button>
  );
}
