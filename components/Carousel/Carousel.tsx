import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Children,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Tokens } from '#design-tokens/base.ts';
import { breakpointNames } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { Button } from '../Button/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  arrow,
  arrowButton,
  controls,
  dot,
  gapVars,
  indicators,
  nextArrow,
  previousArrow,
  progress,
  progressThumb,
  root,
  slide,
  slideBasisVars,
  slideMaxWidthVars,
  slidePaddingVars,
  track,
  viewport,
} from './Carousel.css.ts';
import { CarouselPausedContext } from './CarouselPlayback.ts';
import {
  autorotateMs,
  type PerBreakpoint,
  type Responsive,
  resolveResponsive,
  stepIndex,
} from './carousel.ts';
import { useCarouselTrack } from './useCarouselTrack.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export type Space = keyof Tokens['space'];

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. the heading of its block. */
  label: string;
  /** The slides, one child each. */
  children: ReactNode;
  /** Slides in view per breakpoint; fractions show a peek of the next one. @default { sm: 1, md: 2, lg: 3 } */
  slidesPerView?: Responsive<number>;
  /** A CSS width per slide (e.g. '80%', '18rem'); wins over `slidesPerView`. */
  slideWidth?: Responsive<string>;
  /** Upper limit of a slide's width. */
  slideMaxWidth?: Responsive<string>;
  /** Space inside each slide. @default 'none' */
  slidePadding?: Responsive<Space>;
  /** Space between slides. @default { sm: 'small', lg: 'gutter' } */
  gap?: Responsive<Space>;
  /** @default true */
  showArrows?: Responsive<boolean>;
  /** @default true */
  showIndicators?: Responsive<boolean>;
  /** A bar showing how far the track is scrolled. @default false */
  showProgress?: Responsive<boolean>;
  /**
   * Advance on its own. Pauses while hovered or focused, never starts when the user
   * prefers reduced motion, and always shows a pause/play button (WCAG 2.2.2).
   * @default false
   */
  autoplay?: boolean;
  /** Seconds per slide, as the CMS sends it (spec §9: × 1000 for the timer). @default 5 */
  autorotateTime?: number;
  /** Next after the last goes to the first, previous before the first to the last. @default false */
  loop?: boolean;
  /** @default 0 */
  initialIndex?: number;
  /** Called with the new position after each move. */
  onIndexChange?: (index: number) => void;
  className?: string;
}

function display(show: PerBreakpoint<boolean>, shown: 'flex' | 'block') {
  return sprinkles({
    display: {
      sm: show.sm ? shown : 'none',
      md: show.md ? shown : 'none',
      lg: show.lg ? shown : 'none',
    },
  });
}

/**
 * A carousel after the WAI-ARIA pattern: a region whose slides are groups labelled
 * "N of M", arrow buttons, slide picker buttons, optional progress and autoplay. The track
 * scrolls natively with snap points, so touch swipe, trackpads and keyboard scrolling work
 * without script; the buttons scroll it.
 */
export function Carousel({
  label,
  children,
  slidesPerView,
  slideWidth,
  slideMaxWidth,
  slidePadding,
  gap,
  showArrows,
  showIndicators,
  showProgress,
  autoplay = false,
  autorotateTime,
  loop = false,
  initialIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const { t } = useTranslation('components');
  const slides = Children.toArray(children);
  const count = slides.length;

  const rotationRef = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const { trackRef, thumbRef, positions, current, moved, trackFocusable, goTo, onScroll } =
    useCarouselTrack(count, initialIndex, reducedMotion);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const canMove = positions > 1;
  const playing = autoplay && canMove && (userPlaying ?? !reducedMotion);
  const running = playing && !hovered && !focusWithin;
  /** Passed down to the slides, whose videos pause with the carousel (spec §4). */
  const paused = autoplay && canMove && !playing;

  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  const reported = useRef(current);
  useEffect(() => {
    if (reported.current === current) return;
    reported.current = current;
    onIndexChangeRef.current?.(current);
  }, [current]);

  const delay = autorotateMs(autorotateTime);
  useEffect(() => {
    if (!running) return;
    // Autoplay comes back to the start after the last position, loop or not.
    const timer = setTimeout(() => goTo(stepIndex(current, 1, positions, true)), delay);
    return () => clearTimeout(timer);
  }, [running, current, positions, delay, goTo]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  // Focus anywhere but on the pause/play button pauses: that button must be able to start it.
  const onFocus = (event: FocusEvent) => {
    setFocusWithin(!rotationRef.current?.contains(event.target));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const perView = resolveResponsive(slidesPerView, { sm: 1, md: 2, lg: 3 });
  const widths = resolveResponsive(slideWidth, { sm: '', md: '', lg: '' });
  const maxWidths = resolveResponsive(slideMaxWidth, { sm: '', md: '', lg: '' });
  const paddings = resolveResponsive<Space>(slidePadding, { sm: 'none', md: 'none', lg: 'none' });
  const gaps = resolveResponsive<Space>(gap, { sm: 'small', md: 'small', lg: 'gutter' });
  const inlineVars: Record<string, string> = {};
  for (const bp of breakpointNames) {
    const n = perView[bp] > 0 && Number.isFinite(perView[bp]) ? perView[bp] : 1;
    const space = vars.space[gaps[bp]] ?? vars.space.small;
    inlineVars[slideBasisVars[bp]] = widths[bp] || `calc((100% - (${n} - 1) * ${space}) / ${n})`;
    inlineVars[slideMaxWidthVars[bp]] = maxWidths[bp] || 'none';
    inlineVars[slidePaddingVars[bp]] = vars.space[paddings[bp]] ?? '0';
    inlineVars[gapVars[bp]] = space;
  }
  const arrows = resolveResponsive(showArrows, { sm: true, md: true, lg: true });
  const dots = resolveResponsive(showIndicators, { sm: true, md: true, lg: true });
  const bar = resolveResponsive(showProgress, { sm: false, md: false, lg: false });

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={[root, className].filter(Boolean).join(' ')}
      style={assignInlineVars(inlineVars)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      data-rotation={!autoplay ? undefined : running ? 'running' : playing ? 'paused' : 'stopped'}
    >
      <div className={viewport}>
        {canMove && (
          <>
            <span className={[arrow, previousArrow, display(arrows, 'block')].join(' ')}>
              <Button
                iconOnly
                icon="chevronLeft"
                aria-label={t('carousel.previous')}
                tone="inverted"
                className={arrowButton}
                isDisabled={!loop && current === 0}
                onPress={() => goTo(stepIndex(current, -1, positions, loop))}
              />
            </span>
            <span className={[arrow, nextArrow, display(arrows, 'block')].join(' ')}>
              <Button
                iconOnly
                icon="chevronRight"
                aria-label={t('carousel.next')}
                tone="inverted"
                className={arrowButton}
                isDisabled={!loop && current === positions - 1}
                onPress={() => goTo(stepIndex(current, 1, positions, loop))}
              />
            </span>
          </>
        )}
        <div
          ref={trackRef}
          className={track}
          onScroll={onScroll}
          // Without links or buttons in the slides, the track itself takes focus so the
          // keyboard can scroll it.
          tabIndex={trackFocusable ? 0 : undefined}
        >
          {slides.map((content, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slides are role=group, not form fieldsets
            <div
              key={(content as { key?: string | null }).key ?? i}
              className={slide}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slideLabel', { index: i + 1, count })}
            >
              <CarouselPausedContext value={paused}>{content}</CarouselPausedContext>
            </div>
          ))}
        </div>
      </div>
      {canMove && (
        <div className={controls}>
          {autoplay && (
            <span ref={rotationRef}>
              <Button
                iconOnly
                icon={playing ? 'pause' : 'play'}
                aria-label={playing ? t('carousel.pause') : t('carousel.play')}
                tone="plain"
                size="small"
                onPress={() => setUserPlaying(!playing)}
              />
            </span>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
          <div
            role="group"
            aria-label={t('carousel.indicators')}
            className={[indicators, display(dots, 'flex')].join(' ')}
          >
            {Array.from({ length: positions }, (_, i) => (
              <AriaButton
                // biome-ignore lint/suspicious/noArrayIndexKey: one button per position
                key={i}
                className={dot}
                aria-label={t('carousel.goToSlide', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onPress={() => goTo(i)}
              />
            ))}
          </div>
          <div aria-hidden="true" className={[progress, display(bar, 'block')].join(' ')}>
            <span ref={thumbRef} className={progressThumb} />
          </div>
        </div>
      )}
      <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {moved ? t('carousel.position', { index: current + 1, count }) : ''}
      </VisuallyHidden>
    </section>
  );
}
