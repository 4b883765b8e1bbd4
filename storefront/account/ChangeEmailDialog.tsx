import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { useProfileUpdate } from '#flows/CompleteProfile/index.ts';
import { FormErrorBanner, identityFieldErrors, placeServerError } from '#flows/shared/index.ts';
import { emailField, SIGN_IN_EMAIL_MAX_LENGTH } from '#flows/validation/index.ts';
import * as styles from './account.css.ts';

/** Spec §5: the email the member signs in with (required, valid, max 100). */
const changeEmailSchema = z.object({ email: emailField({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH }) });
type ChangeEmailInput = z.input<typeof changeEmailSchema>;
type ChangeEmailValues = z.output<typeof changeEmailSchema>;

export interface ChangeEmailDialogProps {
  /** The email the profile has now. */
  email: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The member's email on the account page (PUT /consumers-v3/consumer with the email
 * alone). An email another account has (LOGIN_IN_USE, LOGIN_IN_USE2) is said on the
 * field, which keeps what was typed; the rest in the banner. The same email in another
 * case is no change: nothing is sent.
 */
export function ChangeEmailDialog(props: ChangeEmailDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={t('accountPage.changeEmailTitle')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
    >
      {props.isOpen ? <ChangeEmailForm {...props} /> : null}
    </Dialog>
  );
}

function ChangeEmailForm({ email, onOpenChange }: ChangeEmailDialogProps) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const formId = useId();
  const update = useProfileUpdate();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError } = useForm<ChangeEmailInput, unknown, ChangeEmailValues>(
    { resolver: zodResolver(changeEmailSchema), defaultValues: { email } },
  );

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    if (values.email.toLowerCase() === email.toLowerCase()) {
      onOpenChange(false);
      return;
    }
    try {
      await update.mutateAsync({ consumerDetails: { email: values.email } });
    } catch (error) {
      const placement = placeServerError(error, identityFieldErrors);
      if (placement.place === 'field' && placement.field === 'email') {
        setError('email', { message: placement.message }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
      return;
    }
    toasts.add({ title: t('accountPage.emailChanged'), tone: 'positive' });
    onOpenChange(false);
  });

  return (
    <form
      id={formId}
      noValidate
      className={styles.page}
      onSubmit={(event) => {
        if (update.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormErrorBanner error={failure} />
      <ControlledTextField
        control={control}
        name="email"
        type="email"
        label={t('accountPage.email')}
        description={t('accountPage.emailHint')}
        autoComplete="email"
        isRequired
      />
      <div className={styles.header}>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" tone="primary" isPending={update.isPending}>
          {t('accountPage.save')}
        </Button>
      </div>
    </form>
  );
}
