import { type ReactNode, useEffect, useId } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import { Spinner } from '../Spinner/index.ts';
import {
  button,
  type buttonSizes,
  type buttonTones,
  label,
  pendingIndicator,
} from './Button.css.ts';
import { useModalHref } from './useModalHref.ts';

interface SharedProps {
  /** @default 'primary' */
  tone?: (typeof buttonTones)[number];
  /** @default 'standard' */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
}

type LabelProps =
  | { children: ReactNode; iconOnly?: false; 'aria-label'?: string }
  /** An icon-only button must still have a name for screen readers. */
  | { children?: never; iconOnly: true; icon: IconName; 'aria-label': string };

export type ButtonProps = Omit<AriaButtonProps, 'children' | 'className' | 'style'> &
  SharedProps &
  LabelProps & { className?: string };

function Content({
  icon,
  iconEnd,
  size,
  children,
}: Pick<SharedProps, 'icon' | 'iconEnd' | 'size'> & { children?: ReactNode }) {
  // Icons follow the label: 16px beside small text, 20px beside standard and large.
  const iconSize = size === 'small' ? 'small' : 'standard';
  return (
    <span className={label}>
      {icon && <Icon name={icon} size={iconSize} />}
      {children}
      {iconEnd && <Icon name={iconEnd} size={iconSize} />}
    </span>
  );
}

/**
 * An action. `isPending` keeps focus and the accessible name, shows a spinner and is
 * announced by react-aria while presses are ignored.
 */
export function Button({
  tone,
  size,
  fullWidth,
  icon,
  iconEnd,
  iconOnly,
  children,
  className,
  id,
  ...rest
}: ButtonProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  useForgetAnnouncementsOnUnmount(buttonId);
  return (
    <AriaButton
      {...rest}
      id={buttonId}
      data-tone={tone ?? 'primary'}
      className={composeRenderProps(className, (extra) =>
        [button({ tone, size, fullWidth, iconOnly: iconOnly ?? false }), extra]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <Content icon={icon} iconEnd={iconEnd} size={size}>
            {content}
          </Content>
          {isPending && (
            <span className={pendingIndicator}>
              <Spinner
                decorative
                size={size === 'small' ? 'small' : size === 'large' ? 'large' : 'standard'}
              />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}

/**
 * react-aria announces a focused button going pending (and back) by pointing the live
 * announcer at the button's id; the message stays in the page for 7 s. When the button
 * goes away sooner (a dialog closing on success), the reference would dangle: axe flags it
 * and a screen reader re-reading the log finds nothing. The announcement has been spoken
 * by then, so it goes with the button.
 */
function useForgetAnnouncementsOnUnmount(buttonId: string) {
  useEffect(() => {
    const forget = () => {
      const selector = '[data-live-announcer] [aria-labelledby]';
      for (const message of document.querySelectorAll(selector)) {
        const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/);
        if (ids.includes(buttonId)) message.remove();
      }
    };
    return () => {
      forget();
      // The announcer's very first message is added 100 ms late (a Safari workaround).
      setTimeout(forget, 150);
    };
  }, [buttonId]);
}

export type ButtonLinkProps = Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'href'> &
  SharedProps &
  LabelProps & {
    /** Where to go. `#modal…` and `?…#modal…` targets open over the current page (spec §2). */
    href: string;
    className?: string;
  };

/** A link that looks like a button. */
export function ButtonLink({
  tone,
  size,
  fullWidth,
  icon,
  iconEnd,
  iconOnly,
  children,
  className,
  href,
  ...rest
}: ButtonLinkProps) {
  const resolved = useModalHref(href);
  return (
    <AriaLink
      {...rest}
      href={resolved}
      data-tone={tone ?? 'primary'}
      className={[button({ tone, size, fullWidth, iconOnly: iconOnly ?? false }), className]
        .filter(Boolean)
        .join(' ')}
    >
      <Content icon={icon} iconEnd={iconEnd} size={size}>
        {children}
      </Content>
    </AriaLink>
  );
}
