import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { CornerPanel } from '#components/Dialog/index.ts';
import { Image } from '#components/Image/index.ts';
import { baseTokens } from '#design-tokens/base.ts';
import { readableColors, resolveBackground } from '../renderer/colors.ts';
import { mediaAspectRatio } from '../renderer/media.ts';
import { TargetLink } from '../renderer/TargetLink.tsx';
import {
  accentVar,
  backgroundVar,
  body,
  disclaimer as disclaimerStyle,
  dismiss,
  expand,
  lead,
  logo as logoStyle,
  logoWidth,
  panel,
  tab,
  targets as targetsStyle,
  textColorVar,
} from './PopUp.css.ts';
import type { PopUpContent } from './PopUp.schema.ts';
import { popUpLabel } from './popUp.ts';
import { usePreloaded } from './usePreloaded.ts';

// The disclaimer shows only once the pop-up expands: its sanitizer (DOMPurify) is fetched
// while the pop-up is a tab, so that it opens with its disclaimer in place.
const loadRichText = () => import('../richText/RichText.tsx');
const RichText = lazy(() => loadRichText().then((module) => ({ default: module.RichText })));

export interface PopUpProps extends PopUpContent {
  /** The section's id: what closing adds to `dismissedPopups`. */
  id: string;
  /** The section's name: Newsletter when it contains "newsletter", else Account (spec §9). */
  name?: string | undefined;
  /** The form inside the expanded pop-up (the store's newsletter or registration form). */
  form?: ReactNode;
  /** The form's code has come: it shows as soon as the pop-up expands (`data-form-ready`). */
  formReady?: boolean;
  /** Open expanded rather than minimized. @default false */
  defaultExpanded?: boolean;
  /**
   * Expand by itself after `delay`. False: it stays a tab until the shopper presses it (the
   * store's pop-up of the visit that has expanded once already: at most one pop-up per visit).
   * @default true
   */
  autoExpand?: boolean;
  /** Shown (minimized), once. */
  onImpression?: () => void;
  /** Expanded, by its delay or by the shopper. */
  onExpand?: () => void;
  /** Closed by the shopper: the store dismisses it for good. */
  onClose: () => void;
}

/** How often an expansion held back by another dialog looks again. */
const RECHECK_MS = 1000;

/** A dialog (modal or not, the mini cart's too) is open on the page. */
function anotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Spec §2/§4 pop-up: shown minimized as a tab, expanded into a panel in the same corner after
 * its delay or when the tab is pressed, closed from either or with Escape (focus inside).
 * Neither is modal (issue 46): a marketing offer never blocks the page, so nothing is inert,
 * dimmed or scroll-locked and focus is never held. Pressed open, the panel takes focus (and
 * gives it back after); expanded by its delay it leaves focus where the shopper is. A press on
 * the page puts it back to its tab. On a phone the panel takes at most a third of the screen's
 * height, its body scrolling. Labelled Newsletter or Account by its name; the store puts the
 * form inside.
 */
export function PopUp({
  id,
  name,
  delay,
  title,
  minimizedTitle,
  maximizedTitle,
  logo,
  logoSize,
  disclaimer,
  targets,
  colors,
  form,
  formReady,
  defaultExpanded = false,
  autoExpand = true,
  onImpression,
  onExpand,
  onClose,
}: PopUpProps) {
  const { t } = useTranslation('blocks');
  const { kind } = popUpLabel(name);
  const label = t(`popUp.label.${kind}`);
  const heading = maximizedTitle || t(`popUp.title.${kind}`);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [closed, setClosed] = useState(false);
  // Put back to a tab by the shopper (a press on the page), or told not to expand by itself:
  // no delay expands it (again).
  const [held, setHeld] = useState(!autoExpand);
  // Expanded by the shopper's press (it takes focus), not by its delay (it leaves focus be).
  const [pressedOpen, setPressedOpen] = useState(false);
  const richText = usePreloaded(loadRichText, Boolean(disclaimer));
  const handlers = useRef({ onImpression, onExpand });
  handlers.current = { onImpression, onExpand };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one impression per pop-up shown
  useEffect(() => {
    handlers.current.onImpression?.();
  }, [id]);

  const open = () => {
    setPressedOpen(true);
    setExpanded(true);
    handlers.current.onExpand?.();
  };

  // Spec §4: it expands after its delay while it is minimized; never over another dialog
  // (a sign-in, a quick shop, a return the shopper is filling in): it waits for it to close.
  useEffect(() => {
    if (expanded || closed || held) return;
    const expandWhenFree = () => {
      if (anotherDialogOpen()) {
        timer = window.setTimeout(expandWhenFree, RECHECK_MS);
        return;
      }
      // Not a response to the shopper: React renders the panel in short slices, so a
      // phone still loading the page is not held up by it.
      startTransition(() => setExpanded(true));
      handlers.current.onExpand?.();
    };
    let timer = window.setTimeout(expandWhenFree, delay);
    return () => window.clearTimeout(timer);
  }, [delay, expanded, closed, held]);

  const close = () => {
    setClosed(true);
    onClose();
  };
  if (closed) return null;

  // The page around the panel is not dimmed, so a shopper may press it: the panel goes back
  // to its tab (not closed for good) and what was pressed gets focus.
  const backToTab = () => {
    setHeld(true);
    setPressedOpen(false);
    setExpanded(false);
  };

  const pair = readableColors(
    { foregrounds: { text: colors.text }, background: colors.background },
    { foreground: 'neutral', background: 'surface' },
  );

  return (
    <>
      {expanded ? null : (
        <section
          aria-label={label}
          className={tab}
          data-block="PopUp"
          data-popup-id={id}
          data-form-ready={formReady || undefined}
          style={assignInlineVars({
            [textColorVar]: pair.foregrounds.text ?? '',
            [backgroundVar]: pair.background,
            [accentVar]: resolveBackground(colors.accent).css,
          })}
        >
          <AriaButton
            className={expand}
            aria-expanded={false}
            aria-haspopup="dialog"
            onPress={open}
          >
            {minimizedTitle}
          </AriaButton>
          <Button
            iconOnly
            icon="close"
            tone="plain"
            size="small"
            className={dismiss}
            aria-label={t('popUp.close', { label })}
            onPress={close}
          />
        </section>
      )}
      {expanded && (
        <CornerPanel
          title={heading}
          closeLabel={t('popUp.close', { label })}
          onClose={close}
          onInteractOutside={backToTab}
          autoFocus={pressedOpen}
          className={panel}
          data-block="PopUp"
          data-popup-id={id}
          style={assignInlineVars({ [accentVar]: resolveBackground(colors.accent).css })}
        >
          <div className={body}>
            {logo && (
              <Image
                src={logo.url}
                alt={logo.alt}
                decorative={logo.alt === ''}
                aspectRatio={mediaAspectRatio(logo)}
                fit="contain"
                widths={[80, 160]}
                sizes={baseTokens.size.buttonLarge}
                className={[logoStyle, logoWidth[logoSize]].join(' ')}
              />
            )}
            {title && <p className={lead}>{title}</p>}
            {form}
            {!form && targets.length > 0 && (
              <div className={targetsStyle}>
                {targets.map((target) => (
                  <TargetLink key={`${target.url}|${target.text}`} target={target} />
                ))}
              </div>
            )}
            {disclaimer && (
              <div className={disclaimerStyle}>
                {richText ? (
                  <richText.RichText html={disclaimer} />
                ) : (
                  <Suspense fallback={null}>
                    <RichText html={disclaimer} />
                  </Suspense>
                )}
              </div>
            )}
          </div>
        </CornerPanel>
      )}
    </>
  );
}
