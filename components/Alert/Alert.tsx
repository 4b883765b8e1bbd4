import type { HTMLAttributes, ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon/index.ts';
import {
  alert,
  type alertTones,
  type alertVariants,
  content,
  dismiss,
  text,
  title as titleStyle,
  toneIcon,
} from './Alert.css.ts';

export type AlertTone = (typeof alertTones)[number];

export const alertToneIcons: Record<AlertTone, IconName> = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** @default 'info' */
  tone?: AlertTone;
  /** `banner` spans the full width of the page (top notices). @default 'inline' */
  variant?: (typeof alertVariants)[number];
  /** A bold first line. */
  title?: ReactNode;
  /** The message; may hold links. */
  children: ReactNode;
  /**
   * How the alert is announced when it appears. `auto`: caution and critical interrupt
   * (`role="alert"`), info and positive wait their turn (`role="status"`). `off` for notices
   * already on the page when it loads, which need no announcement.
   * @default 'auto'
   */
  announce?: 'auto' | 'off';
  /** Shows a close button; called when the shopper dismisses the alert. */
  onDismiss?: () => void;
  /** The close button's accessible name. @default common:dismiss */
  dismissLabel?: string;
}

function liveRole(tone: AlertTone, announce: AlertProps['announce']) {
  if (announce === 'off') return undefined;
  return tone === 'critical' || tone === 'caution' ? 'alert' : 'status';
}

/** A message in the flow of the page: form errors, notices, confirmations. */
export function Alert({
  tone = 'info',
  variant = 'inline',
  title,
  children,
  announce = 'auto',
  onDismiss,
  dismissLabel,
  className,
  ...rest
}: AlertProps) {
  const { t } = useTranslation(['components', 'common']);
  return (
    <div
      {...rest}
      role={liveRole(tone, announce)}
      data-tone={tone}
      data-variant={variant}
      className={[alert({ tone, variant }), className].filter(Boolean).join(' ')}
    >
      <div className={content}>
        <Icon
          name={alertToneIcons[tone]}
          className={toneIcon({ tone })}
          label={t(`components:feedbackTone.${tone}`)}
        />
        <div className={text}>
          {title && <p className={titleStyle}>{title}</p>}
          <div>{children}</div>
        </div>
        {onDismiss && (
          <AriaButton
            className={dismiss}
            aria-label={dismissLabel ?? t('common:dismiss')}
            onPress={onDismiss}
          >
            <Icon name="close" size="small" />
          </AriaButton>
        )}
      </div>
    </div>
  );
}
