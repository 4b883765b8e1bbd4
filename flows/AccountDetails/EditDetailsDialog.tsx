import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { useToast } from '#components/Toast/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import {
  changedDetails,
  enrollmentFields,
  ProfileFields,
  useProfileFieldsForm,
} from '../CompleteProfile/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import * as styles from '../shared/pageForm.css.ts';

export interface EditDetailsDialogProps {
  profile: ConsumerProfile;
  locale: SiteLocale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The member's details on the account page (PUT /consumers-v3/consumer): name, mobile
 * phone, postal code, birth date with the spec's validation; only what changed is sent. A
 * phone already in use (PHONE_NUMBER_ALREADY_IN_USE) lands on the phone, a missing birth
 * date asks for it, the rest in the banner; nothing typed is lost.
 */
export function EditDetailsDialog(props: EditDetailsDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={t('accountPage.editTitle')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
    >
      {props.isOpen ? <EditDetailsForm {...props} /> : null}
    </Dialog>
  );
}

function EditDetailsForm({ profile, locale, onOpenChange }: EditDetailsDialogProps) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const formId = useId();
  const { form, asked, failure, save, isSaving } = useProfileFieldsForm({
    profile,
    fields: enrollmentFields,
    locale,
  });
  const submit = async () => {
    const saved = await save((values) => {
      const consumerDetails = changedDetails(profile.consumerDetails, values);
      return consumerDetails ? { consumerDetails } : undefined;
    });
    if (!saved) return;
    toasts.add({ title: t('accountPage.saved'), tone: 'positive' });
    onOpenChange(false);
  };
  return (
    <form
      id={formId}
      noValidate
      className={styles.column}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) void submit();
      }}
    >
      <FormErrorBanner error={failure} />
      <ProfileFields control={form.control} fields={asked} locale={locale} />
      <div className={styles.buttonRow}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" tone="primary" isPending={isSaving}>
          {t('accountPage.save')}
        </Button>
      </div>
    </form>
  );
}
