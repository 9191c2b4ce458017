// A page of its own (no centre): /p/<id> for a page the merchant adds, and the routes that show a
// shipped page (/pointMall shows the page `pointMall`). Its access rule is the page's; its heading
// is its titleKey (a page whose first block carries its own heading, as the points mall's summary
// does, has none and is labelled by that heading).
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AccessGate } from '../app/AccessGate.tsx';
import { PageBlocks, pageAccess, usePages } from '../engine/page.tsx';
import { NotFoundSection } from './NotFound.tsx';

export function PageSection({ pageId }: { pageId?: string }) {
  const { t } = useTranslation();
  const params = useParams<{ id?: string }>();
  const page = usePages()[pageId ?? params.id ?? ''];
  if (!page || page.centre) return <NotFoundSection />;
  return (
    <section className="section page" aria-labelledby="section-title" data-page={page.id}>
      {page.titleKey ? <h1 id="section-title">{t(page.titleKey)}</h1> : null}
      <AccessGate access={pageAccess(page.access)}><PageBlocks page={page} /></AccessGate>
    </section>
  );
}
