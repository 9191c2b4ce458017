// iOS and Android download QR codes at constants.qrSize (130). The QR library loads only when a
// code is shown; codes draw on a canvas, so the CSP needs no data: images.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { useRouters, resourceUrl } from './routers.ts';

interface AppLink {
  platform: 'ios' | 'iosLite' | 'android';
  url: string;
}

function QrCanvas({ text, size, label }: { text: string; size: number; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) => {
      if (live && ref.current) void QR.toCanvas(ref.current, text, { width: size, margin: 1 });
    });
    return () => {
      live = false;
    };
  }, [text, size]);
  return <canvas ref={ref} width={size} height={size} role="img" aria-label={label} />;
}

export function AppQrCodes() {
  const { t } = useTranslation();
  const config = useConfig();
  const routers = useRouters();
  const configured = (config.branding as { appDownload?: Partial<Record<AppLink['platform'], string | { url?: string }>> }).appDownload ?? {};
  const links: AppLink[] = [];
  for (const platform of ['ios', 'iosLite', 'android'] as const) {
    const entry = configured[platform];
    const url = typeof entry === 'string' ? entry : entry?.url;
    const fallback = platform === 'iosLite' ? null : resourceUrl(routers, platform === 'ios' ? 'IOS' : 'ANDROID');
    const chosen = url ?? fallback;
    if (chosen) links.push({ platform, url: chosen });
  }
  if (links.length === 0) return <p role="status">{t('download.none')}</p>;
  return (
    <div className="qr-codes">
      {links.map((link) => (
        <figure key={link.platform}>
          <QrCanvas text={link.url} size={config.constants.qrSize} label={t(`download.${link.platform}`)} />
          <figcaption><a href={link.url} target="_blank" rel="noopener noreferrer">{t(`download.${link.platform}`)}</a></figcaption>
        </figure>
      ))}
    </div>
  );
}
