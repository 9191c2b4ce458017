// A QR code on a canvas (the CSP allows no data: images). The `qrcode` library (already the
// portal's for the app-download codes) loads only when a code is shown. Used by two-factor
// enrolment and the referral page.
import './ui.css';
import { useEffect, useRef } from 'react';

export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) => {
      if (live && ref.current) void QR.toCanvas(ref.current, text, { width: size, margin: 2 });
    });
    return () => { live = false; };
  }, [text, size]);
  return <canvas ref={ref} width={size} height={size} role="img" aria-label={label} className="ui-qr" />;
}
