import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { spinner, track } from './Spinner.css.ts';

export const spinnerSizes = ['small', 'standard', 'large'] as const;

export interface SpinnerProps {
  /** @default 'standard' */
  size?: (typeof spinnerSizes)[number];
  /** What is loading, for screen readers. @default common:loading */
  label?: string;
  /**
   * Hide the spinner from assistive technology, when its container already announces
   * the busy state (a pending Button does).
   * @default false
   */
  decorative?: boolean;
}

function Glyph({ size }: { size: SpinnerProps['size'] }) {
  return (
    <svg viewBox="0 0 24 24" className={spinner({ size })} aria-hidden="true" focusable="false">
      <circle
        className={track}
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** An indeterminate loading indicator in the current text colour. */
export function Spinner({ size, label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) return <Glyph size={size} />;
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? t('loading')}
      style={{ display: 'inline-flex' }}
    >
      <Glyph size={size} />
    </ProgressBar>
  );
}
