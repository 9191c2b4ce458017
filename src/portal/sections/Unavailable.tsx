// The honest frame for screens whose content comes with later issues: a heading and a plain
// sentence, no invented data.
import { useTranslation } from 'react-i18next';

export function Unavailable({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="section-title">
      <h1 id="section-title">{t(titleKey)}</h1>
      <p className="unavailable" role="status">{t('section.notAvailable')}</p>
    </section>
  );
}

/** The placeholder of a registered page whose content arrives with a later issue. */
export function NotBuilt() {
  const { t } = useTranslation();
  return <p className="unavailable" role="status">{t('section.notAvailable')}</p>;
}

/** A page registry entry: the component, and whether it is still the placeholder. */
export interface PageRenderer {
  component: import('react').ComponentType;
  built: boolean;
}
