import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import {
  content,
  description as descriptionStyle,
  region,
  text,
  title as titleStyle,
  toast as toastStyle,
  toneIcon,
} from './Toast.css.ts';
import type { Toasts, ToastTone } from './toastQueue.ts';

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};

export interface ToastRegionProps {
  toasts: Toasts;
}

/**
 * Where toasts appear: a landmark named "n notifications" (F6 reaches it from anywhere).
 * Each toast is announced as it arrives; hovering or focusing the region pauses the timers.
 * Rendered once per app, by `ToastProvider`.
 */
export function ToastRegion({ toasts }: ToastRegionProps) {
  const { t } = useTranslation(['common', 'components']);
  return (
    // No aria-label of ours: react-aria's own localized label ("2 notifications.") changes with
    // the count, and that change is what registers the region for F6 once it first renders.
    <AriaToastRegion queue={toasts.queue} className={region}>
      {({ toast }) => {
        const { tone, title, description } = toast.content;
        return (
          <AriaToast toast={toast} className={toastStyle({ tone })} data-tone={tone}>
            <AriaToastContent className={content}>
              <Icon
                name={toneIcons[tone]}
                className={toneIcon({ tone })}
                label={t(`components:feedbackTone.${tone}`)}
              />
              <div className={text}>
                <Text slot="title" className={titleStyle}>
                  {title}
                </Text>
                {description && (
                  <Text slot="description" className={descriptionStyle}>
                    {description}
                  </Text>
                )}
              </div>
            </AriaToastContent>
            <Button
              slot="close"
              tone="plain"
              size="small"
              iconOnly
              icon="close"
              aria-label={t('common:close')}
            />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
