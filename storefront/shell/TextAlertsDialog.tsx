import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/Dialog/index.ts';
import { SmsOptIn } from '#flows/SmsOptIn/index.ts';
import type { FlowEvents } from '#flows/shared/index.ts';
import { keepRecipient, readRecipient } from './TextAlerts.tsx';

/** The footer's text alerts dialog (TextAlerts.tsx): the SMS opt-in form, signed out. */
export function TextAlertsDialog({
  isOpen,
  onOpenChange,
  onSubmitted,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
} & Pick<FlowEvents, 'onSubmitted'>) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog title={t('textAlerts.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <p>{t('textAlerts.body')}</p>
      <SmsOptIn
        previousRecipient={readRecipient()}
        onSaved={keepRecipient}
        onSubmitted={onSubmitted}
      />
    </Dialog>
  );
}
