import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageSummary } from '#api/contract/content.ts';
import { Button } from '#components/Button/index.ts';
import { breakpointNames, reviewViewports } from '#design-tokens/breakpoints.ts';
import { heading } from '#design-tokens/typography.css.ts';
import * as css from './PreviewViewer.css.ts';
import { relayScroll } from './scrollSync.ts';

export interface PreviewFramesProps {
  document: Pick<ContentPageSummary, 'name' | 'path'>;
  onClose: () => void;
}

/**
 * One document in preview at the small, medium and large review widths, side by side;
 * scrolling one frame scrolls the others to the same share of their height (scrollSync.ts).
 */
export function PreviewFrames({ document, onClose }: PreviewFramesProps) {
  const { t } = useTranslation('storefront');
  const strip = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(
    () => relayScroll(window, () => Array.from(strip.current?.querySelectorAll('iframe') ?? [])),
    [],
  );
  // Opened from a row's button: the comparison's title takes focus, the way a new view does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each document compared
  useEffect(() => headingRef.current?.focus(), [document.path]);

  return (
    <section className={css.frames} aria-labelledby="preview-frames">
      <div className={css.framesHeader}>
        <h2 id="preview-frames" ref={headingRef} tabIndex={-1} className={heading.h3}>
          {t('preview.viewer.frames', { name: document.name })}
        </h2>
        <Button tone="secondary" size="small" icon="close" onPress={onClose}>
          {t('preview.viewer.closeFrames')}
        </Button>
      </div>
      <p>{t('preview.viewer.syncScroll')}</p>
      <div ref={strip} className={css.frameStrip}>
        {breakpointNames.map((breakpoint) => {
          const { width } = reviewViewports[breakpoint];
          const title = t('preview.viewer.frame', {
            name: document.name,
            breakpoint: t(`preview.viewer.breakpoints.${breakpoint}`),
            width,
          });
          return (
            <figure key={breakpoint} className={css.frameFigure}>
              <iframe
                className={css.frame}
                style={{ width }}
                title={title}
                src={`${document.path}?preview=true`}
                loading="lazy"
              />
              <figcaption>{title}</figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
