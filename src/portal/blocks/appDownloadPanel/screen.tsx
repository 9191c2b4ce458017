// The app's download buttons with their QR codes (branding.appDownload).
import { useTranslation } from 'react-i18next';
import { LazyAppQrCodes } from '../../shell/app-qr-lazy.tsx';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function AppDownloadPanelBlock({ block }: ScreenBlockProps<'appDownloadPanel'>) {
  const { t } = useTranslation();
  return (
    <section className="block app-download">
      <h2>{t(block.titleKey)}</h2>
      <LazyAppQrCodes />
    </section>
  );
}
