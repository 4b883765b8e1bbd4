import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { isSmsOptInLocale } from '#flows/SmsOptIn/smsSubscription.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { contained } from './shell.css.ts';

/** The dialog and its opt-in form (phone field, terms, calls): fetched on the first press. */
const TextAlertsDialog = lazy(() =>
  import('./TextAlertsDialog.tsx').then((m) => ({ default: m.TextAlertsDialog })),
);

/** The number this browser last opted in while signed out (spec §4: opted out on a change). */
export const SMS_RECIPIENT_KEY = 'cairn_sms_recipient';

export function readRecipient(): string | undefined {
  try {
    return localStorage.getItem(SMS_RECIPIENT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepRecipient({ recipient, optin }: { recipient: string; optin: boolean }) {
  try {
    if (optin && recipient) localStorage.setItem(SMS_RECIPIENT_KEY, recipient);
    else localStorage.removeItem(SMS_RECIPIENT_KEY);
  } catch {
    // Storage refused (private mode): the next opt-in cannot opt this number out.
  }
}

/**
 * The footer's text alerts, for a signed-out visitor on a site with SMS opt-in (spec §9
 * configured locales): the phone, the opt-in box with its terms, Save. It creates the SMS
 * subscription; when this browser opted another number in before, that one is opted out
 * first (spec §4). A member manages texts on the account page instead.
 */
export function TextAlerts({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const { isSignedIn } = useProfile();
  const onSubmitted = useFlowTracking();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(false);
  // Once opened, it stays (a sign-in elsewhere meanwhile: the form saves to the profile).
  if (!isSmsOptInLocale(locale) || (isSignedIn && !opened)) return null;
  return (
    <div className={contained}>
      <Button
        tone="plain"
        icon="phone"
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('textAlerts.open')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <TextAlertsDialog isOpen={open} onOpenChange={setOpen} onSubmitted={onSubmitted} />
        </Suspense>
      ) : null}
    </div>
  );
}
