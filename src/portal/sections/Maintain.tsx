import { useTranslation } from 'react-i18next';

export function MaintainSection() {
  const { t } = useTranslation();
  return (
    <main className="boot-failure" role="alert">
      <h1>{t('page.maintenance.title')}</h1>
      <p>{t('page.maintenance.body')}</p>
    </main>
  );
}
