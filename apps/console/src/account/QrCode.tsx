import QRCode from 'qrcode';
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  value: string;
  size: number;
  alt: string;
  testId?: string;
}

/** A QR code of `value` as an image (the `qrcode` package draws it; nothing leaves the browser). */
export function QrCode({ value, size, alt, testId }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (current) setSrc(url);
      })
      .catch(() => {
        if (current) setSrc(null);
      });
    return () => {
      current = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return <img src={src} width={size} height={size} alt={alt} data-testid={testId} />;
}
