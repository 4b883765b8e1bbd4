import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert/index.ts';
import {
  label as buttonLabelClass,
  button as buttonRecipe,
  pendingIndicator,
} from '../Button/Button.css.ts';
import { Button } from '../Button/index.ts';
import { Spinner } from '../Spinner/index.ts';
import {
  error as errorStyle,
  fill,
  label,
  moreLink,
  progress,
  root,
  shownFraction,
  track,
} from './LoadMore.css.ts';

export interface LoadMoreProps {
  /** Items on the page now. */
  shown: number;
  /** Items in the whole list. */
  total: number;
  /** Fetch the next page. */
  onLoadMore: () => void;
  /** The next page is loading: the button keeps focus and says it is busy. @default false */
  isPending?: boolean;
  /** The button text. @default components:loadMore.label */
  buttonLabel?: string;
  /** The progress text. @default components:loadMore.progress ("Showing 24 of 120") */
  progressLabel?: (counts: { shown: number; total: number }) => string;
  /**
   * The URL of the list with its next page: the button is then a link, which works before
   * (or without) the page's script; once it runs, a press calls `onLoadMore` instead.
   */
  href?: string;
  /**
   * The last page failed to load: the message, above the button (which tries again). The
   * items shown stay.
   */
  error?: ReactNode;
  className?: string;
}

/**
 * The end of a paged list (product grid, articles, reviews): how many are shown and a
 * "Load more" button that disappears once everything is on the page. The count is a
 * polite live region, so screen readers hear the new total after each page.
 */
export function LoadMore({
  shown,
  total,
  onLoadMore,
  isPending = false,
  buttonLabel,
  progressLabel,
  href,
  error,
  className,
}: LoadMoreProps) {
  const { t } = useTranslation('components');
  const visible = Math.min(Math.max(shown, 0), Math.max(total, 0));
  const hasMore = visible < total;
  const buttonText = buttonLabel ?? t('loadMore.label');
  const text = progressLabel
    ? progressLabel({ shown: visible, total })
    : t('loadMore.progress', { shown: visible, total });

  // When the last page arrives the focused button goes away; keep focus on the count
  // instead of dropping it to the top of the document. A layout effect runs before the
  // browser moves focus off the hidden button.
  const progressRef = useRef<HTMLDivElement>(null);
  const buttonHadFocus = useRef(false);
  useLayoutEffect(() => {
    const count = progressRef.current;
    if (!hasMore && buttonHadFocus.current && count) {
      buttonHadFocus.current = false;
      count.tabIndex = -1;
      count.focus();
    }
  }, [hasMore]);

  if (total <= 0) return null;
  return (
    <div className={[root, className].filter(Boolean).join(' ')}>
      <ProgressBar
        ref={progressRef}
        value={visible}
        maxValue={total}
        valueLabel={text}
        className={progress}
      >
        <Label className={label} aria-live="polite">
          {text}
        </Label>
        <div className={track} aria-hidden="true">
          <div
            className={fill}
            style={assignInlineVars({ [shownFraction]: String(total > 0 ? visible / total : 0) })}
          />
        </div>
      </ProgressBar>
      {error ? (
        <Alert tone="critical" className={errorStyle}>
          {error}
        </Alert>
      ) : null}
      {/* Hidden rather than removed: react-aria's live announcements of the pending state
          point at the button, and must not lose their text when the last page arrives. */}
      <div hidden={!hasMore}>
        {href ? (
          // A plain link, so that the press is the page's alone: the link leads to the next
          // page without script; with it, the list adds the page in place.
          <a
            href={href}
            data-tone="secondary"
            data-pending={isPending || undefined}
            aria-disabled={isPending || undefined}
            className={`${buttonRecipe({ tone: 'secondary' })} ${moreLink}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (!isPending) onLoadMore();
            }}
            onFocus={() => {
              buttonHadFocus.current = true;
            }}
            onBlur={() => {
              buttonHadFocus.current = false;
            }}
          >
            <span className={buttonLabelClass}>{buttonText}</span>
            {isPending ? (
              <span className={pendingIndicator}>
                <Spinner decorative />
              </span>
            ) : null}
          </a>
        ) : (
          <Button
            tone="secondary"
            isPending={isPending}
            onPress={onLoadMore}
            onFocusChange={(focused) => {
              buttonHadFocus.current = focused;
            }}
          >
            {buttonText}
          </Button>
        )}
      </div>
    </div>
  );
}
