import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect, useRef } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/index.ts';
import { fill, label, progress, root, shownFraction, track } from './LoadMore.css.ts';

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
  className,
}: LoadMoreProps) {
  const { t } = useTranslation('components');
  const visible = Math.min(Math.max(shown, 0), Math.max(total, 0));
  const hasMore = visible < total;
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
      {/* Hidden rather than removed: react-aria's live announcements of the pending state
          point at the button, and must not lose their text when the last page arrives. */}
      <div hidden={!hasMore}>
        <Button
          tone="secondary"
          isPending={isPending}
          onPress={onLoadMore}
          onFocusChange={(focused) => {
            buttonHadFocus.current = focused;
          }}
        >
          {buttonLabel ?? t('loadMore.label')}
        </Button>
      </div>
    </div>
  );
}
