import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { isPartiallyEnrolled } from '#flows/validation/models.ts';

/** The complete-profile flow (its steps and forms) is fetched when the member opens it. */
const CompleteProfile = lazy(() =>
  import('#flows/CompleteProfile/index.ts').then((m) => ({ default: m.CompleteProfile })),
);

/**
 * Spec §5: a partially enrolled profile (an email, but no phone, name, postal code or birth
 * date) is asked for the rest on the account page, in the complete-profile steps of spec §2
 * (each saves only what it asks). Nothing for a complete profile.
 */
export function CompleteProfilePrompt({ profile }: { profile: ConsumerProfile }) {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useState(false);
  if (!isPartiallyEnrolled(profile.consumerDetails) && !open) return null;
  return (
    <>
      {isPartiallyEnrolled(profile.consumerDetails) ? (
        <Alert tone="info" title={t('accountPage.completeTitle')}>
          <span>{t('accountPage.completeText')}</span>{' '}
          <Button tone="secondary" size="small" onPress={() => setOpen(true)}>
            {t('accountPage.completeOpen')}
          </Button>
        </Alert>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CompleteProfile
            mode="dialog"
            isOpen
            onOpenChange={setOpen}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
