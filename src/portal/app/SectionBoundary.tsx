// A section chunk that times out or fails shows the page-load-timeout message with a retry,
// instead of a blank page.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './lazy.ts';

function ChunkFailure({ timedOut }: { timedOut: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="section-failure" role="alert">
      <h2>{t(timedOut ? 'error.pageLoadTimeout.title' : 'error.chunkFailed.title')}</h2>
      <p>{t('error.pageLoadTimeout.body')}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>{t('common.retry')}</button>
    </section>
  );
}

export class SectionBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkFailure timedOut={error.timedOut} />;
    return <ChunkFailure timedOut={false} />;
  }
}
