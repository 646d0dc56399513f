import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG (uqr makes the matrix; each dark module is one square of a single path), so
 * it prints sharp at any size and needs no image request.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { border: 2 });
    const squares: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x},${y}h1v1h-1z`);
      }),
    );
    return { size: qr.size, path: squares.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
