import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { useProfileUpdate } from '../CompleteProfile/index.ts';
import { FormErrorBanner, identityFieldErrors, placeServerError } from '../shared/index.ts';
import * as styles from '../shared/pageForm.css.ts';
import {
  type ChangeEmailInput,
  type ChangeEmailValues,
  changeEmailSchema,
} from './AccountDetails.schema.ts';

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
      className={styles.column}
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
      <div className={styles.buttonRow}>
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
