import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { changePassword } from '#api/contract/auth.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledPasswordField } from '#components/Field/index.ts';
import { actions, formStack } from '../shared/form.css.ts';
import { type FlowEvents, FormErrorBanner } from '../shared/index.ts';
import { ResultSwap } from '../shared/ResultSwap.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import {
  type ChangePasswordInput,
  type ChangePasswordValues,
  changePasswordSchema,
} from './Password.schema.ts';

export type ChangePasswordProps = FlowEvents;

/**
 * Change password (signed in): current, new, confirm. Wrong current password (AUT450), the
 * same as a previous one (AUT451/452), not matching (FE340) or too short (FE872) show in
 * the banner. The service ends the account's other sessions.
 */
export function ChangePassword({ onSubmitted, onDone }: ChangePasswordProps) {
  const { t } = useTranslation('flows');
  const client = useApiClient();
  const [done, setDone] = useState(false);
  const { control, handleSubmit } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => client.call(changePassword, { body: values }),
  });
  const onSubmit = async (values: ChangePasswordValues) => {
    try {
      await change.mutateAsync(values);
    } catch {
      return;
    }
    setDone(true);
    onSubmitted?.({ flow: 'changePassword' });
    onDone?.();
  };

  return (
    <ResultSwap
      result={done ? <Alert tone="positive">{t('password.change.success')}</Alert> : null}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
        <FormErrorBanner error={change.error} />
        <ControlledPasswordField
          control={control}
          name="currentPassword"
          label={t('password.change.currentPassword')}
          autoComplete="current-password"
          isRequired
        />
        <NewPasswordFields
          control={control}
          newPasswordLabel={t('password.change.newPassword')}
          confirmPasswordLabel={t('password.change.confirmPassword')}
        />
        <div className={actions}>
          <Button type="submit" isPending={change.isPending}>
            {t('password.change.submit')}
          </Button>
        </div>
      </form>
    </ResultSwap>
  );
}
