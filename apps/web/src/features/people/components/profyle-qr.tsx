import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of a link, drawn as one SVG path in the text colour on the surface colour (so it follows the
 * theme and prints crisp at any size). Error correction M, four modules of quiet zone.
 */
export const ProfyleQr = ({ url, size = 160, label }: { url: string; size?: number; label: string }) => {
  const { path, modules } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(url);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    return { path: d, modules: count + 8 };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-url={url}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      css={{ display: 'block', background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
};
