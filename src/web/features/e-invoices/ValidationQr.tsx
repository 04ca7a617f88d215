import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The validation link as a QR code (SVG drawn in the browser by `qrcode`), a fixed size so nothing moves when it appears. */
export function ValidationQr({ link, label, size = 132 }: { link: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1c1b19', light: '#ffffff' } }).then((drawn) => live && setSvg(drawn));
    return () => {
      live = false;
    };
  }, [link]);
  return <div role="img" aria-label={label} data-testid="e-invoice-qr" className="shrink-0 border border-pearl bg-white p-1 [&>svg]:size-full" style={{ width: size, height: size }} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
}
