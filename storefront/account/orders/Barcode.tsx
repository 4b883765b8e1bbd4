import { code39 } from './code39.ts';

export interface BarcodeProps {
  /** The text to encode (Code 39: letters, digits, space, `-.$/+%`). */
  value: string;
  /** The accessible name of the picture ("Barcode of RMA…"). */
  label: string;
  className?: string;
}

/**
 * `value` as a Code 39 barcode in an inline SVG (bars in the text colour, a quiet zone of
 * ten narrow units each side). Nothing renders for a value Code 39 cannot write.
 */
export function Barcode({ value, label, className }: BarcodeProps) {
  const code = code39(value);
  if (!code) return null;
  const quiet = 10;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${code.width + quiet * 2} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
    >
      {code.bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x + quiet}
          y={0}
          width={bar.width}
          height={40}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}
