import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { autorotateMs, stepIndex, useReducedMotion } from '#components/Carousel/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { readableColors } from '../renderer/colors.ts';
import { useReportEmpty, useSection } from '../renderer/context.tsx';
import {
  richTextFocusColor,
  richTextLinkColor,
  richTextLinkHoverColor,
} from '../richText/RichText.css.ts';
import { RichText } from '../richText/RichText.tsx';
import {
  backgroundVar,
  closableRoot,
  close,
  control,
  hoverColorVar,
  inner,
  link,
  messageLink,
  message as messageStyle,
  root,
  textColorVar,
  viewport,
} from './PromoBar.css.ts';
import type { PromoBarMessage, PromoBarProps } from './PromoBar.schema.ts';
import { visibleMessages } from './promoBar.ts';
import { useClosedForSession } from './useClosedForSession.ts';

/** The design system's promo pair: used whenever an authored pair is not readable. */
const fallbackColors = { foreground: 'neutralInverted', background: 'promo' } as const;

const warned = new Set<string>();

function colorsOf(entry: PromoBarMessage, sectionId: string, index: number) {
  const colors = readableColors(
    {
      foregrounds: { textColor: entry.textColor, hoverLinkColor: entry.hoverLinkColor },
      background: entry.background,
    },
    fallbackColors,
  );
  const tag = `${sectionId}:${index}:${entry.textColor}:${entry.hoverLinkColor}:${entry.background}`;
  if (colors.failures.length > 0 && !warned.has(tag)) {
    warned.add(tag);
    console.warn(
      `CMS Warning: PromoBar, ${sectionId}: message ${index + 1} ${colors.failures
        .map(({ field, ratio }) => `${field} contrast ${ratio.toFixed(2)}:1`)
        .join(', ')} on background is below 4.5:1; the brand's promo colours are used instead`,
    );
  }
  return assignInlineVars({
    [textColorVar]: colors.foregrounds.textColor ?? '',
    [hoverColorVar]: colors.foregrounds.hoverLinkColor ?? '',
    [backgroundVar]: colors.background,
    [richTextLinkColor]: colors.foregrounds.textColor ?? '',
    [richTextLinkHoverColor]: colors.foregrounds.hoverLinkColor ?? '',
    [richTextFocusColor]: colors.foregrounds.textColor ?? '',
  });
}

function Message({ entry }: { entry: PromoBarMessage }) {
  const [first, ...rest] = entry.targets;
  if (entry.clickable && first) {
    return (
      <AriaLink href={first.url} className={messageLink}>
        <RichText html={entry.richText} links={false} as="span" inline />
        {entry.richText.trim() === '' && first.text}
      </AriaLink>
    );
  }
  return (
    <>
      <RichText html={entry.richText} as="span" inline />
      {(entry.clickable ? rest : entry.targets).map((target) => (
        <AriaLink
          key={`${target.url}|${target.text}`}
          href={target.url}
          className={link}
          target={target.targetAttribute === '_blank' ? '_blank' : undefined}
          rel={target.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {target.text}
        </AriaLink>
      ))}
    </>
  );
}

/**
 * Rotating promotional messages across the top of the page (spec §3, §4, §9): authored
 * colours (checked for contrast), links or a whole-bar link, automatic rotation that pauses
 * on hover and focus and never starts for reduced motion, a pause button, and an optional
 * close button remembered for the session.
 */
export function PromoBar({ messages, autorotateTime, closable, maxMessages }: PromoBarProps) {
  const { t } = useTranslation('blocks');
  const section = useSection();
  const shown = visibleMessages(messages, maxMessages);
  const count = shown.length;
  const [closed, closeForSession] = useClosedForSession(section.id);
  useReportEmpty(closed || count === 0);

  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(0, count - 1));
  const reducedMotion = useReducedMotion();
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const canMove = count > 1;
  const playing = canMove && (userPlaying ?? !reducedMotion);
  const running = playing && !hovered && !focusWithin;
  const delay = autorotateMs(autorotateTime);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex(stepIndex(current, 1, count, true)), delay);
    return () => clearTimeout(timer);
  }, [running, current, count, delay]);

  if (closed || count === 0) return null;
  const entry = shown[current] as PromoBarMessage;

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  // Focus on the pause/play button does not pause: that button has to be able to start it.
  const onFocus = (event: FocusEvent) => setFocusWithin(event.target !== rotationRef.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <section
      className={[root, closable ? closableRoot : ''].join(' ')}
      style={colorsOf(entry, section.id, current)}
      aria-roledescription={t('promoBar.roleDescription')}
      aria-label={t('promoBar.label')}
      data-block="PromoBar"
      data-rotation={!canMove ? undefined : running ? 'running' : playing ? 'paused' : 'stopped'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={inner}>
        {canMove && (
          <AriaButton
            className={control}
            aria-label={t('promoBar.previous')}
            onPress={() => setIndex(stepIndex(current, -1, count, true))}
          >
            <Icon name="chevronLeft" size="small" />
          </AriaButton>
        )}
        <div className={viewport} aria-live={running ? 'off' : 'polite'}>
          {shown.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slides are role=group, not form fieldsets
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: authored messages have no id; order is stable
              key={i}
              role="group"
              aria-roledescription={t('promoBar.messageRoleDescription')}
              aria-label={t('promoBar.messageLabel', { index: i + 1, count })}
              className={messageStyle}
              hidden={i !== current}
            >
              <Message entry={item} />
            </div>
          ))}
        </div>
        {canMove && (
          <AriaButton
            className={control}
            aria-label={t('promoBar.next')}
            onPress={() => setIndex(stepIndex(current, 1, count, true))}
          >
            <Icon name="chevronRight" size="small" />
          </AriaButton>
        )}
        {canMove && (
          <AriaButton
            ref={rotationRef}
            className={control}
            aria-label={playing ? t('promoBar.pause') : t('promoBar.play')}
            onPress={() => setUserPlaying(!playing)}
          >
            <Icon name={playing ? 'pause' : 'play'} size="small" />
          </AriaButton>
        )}
      </div>
      {closable && (
        <AriaButton className={close} aria-label={t('promoBar.close')} onPress={closeForSession}>
          <Icon name="close" size="small" />
        </AriaButton>
      )}
    </section>
  );
}
