// App download (/down): the merchant's download screen, else the QR codes of branding.appDownload.
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { ScreenBlocks } from '../engine/screen.tsx';
import { AppQrCodes } from '../shell/AppQrCodes.tsx';

export function DownloadSection() {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.screens.download?.blocks.length) return <ScreenBlocks name="download" />;
  return (
    <section className="section" aria-labelledby="section-title">
      <h1 id="section-title">{t('nav.download')}</h1>
      <AppQrCodes />
    </section>
  );
}
