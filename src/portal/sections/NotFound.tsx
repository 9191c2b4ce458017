import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

export function NotFoundSection() {
  const { t } = useTranslation();
  return (
    <section className="section">
      <h1>{t('section.notFound')}</h1>
      <Link href="/" className="btn btn-primary">{t('nav.home')}</Link>
    </section>
  );
}
