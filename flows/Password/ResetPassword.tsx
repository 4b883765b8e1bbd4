import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, useApiClient } from '#api/client/index.ts';
import { confirmForgotPassword } from '#api/contract/auth.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { actions, formStack, linkRow, paragraph } from '../shared/form.css.ts';
import { type FlowEvents, FormErrorBanner, sitePath, useSiteLocale } from '../shared/index.ts';
import { ResultSwap } from '../shared/ResultSwap.tsx';
import { StepLink } from '../shared/StepLink.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import {
  type ResetPasswordInput,
  type ResetPasswordValues,
  resetPasswordSchema,
} from './Password.schema.ts';

export interface ResetPasswordProps extends FlowEvents {
  /** The `token` of the emailed link (`resetTokenOf(location.search)`). */
  token: string | undefined;
  /** The sign-in page (without onNext). @default '/sign-in' */
  signInPath?: `/${string}`;
  /** The request-a-link page (without onNext). @default '/forgot-password' */
  forgotPasswordPath?: `/${string}`;
}

/**
 * Reset from the emailed link: a new password, confirmed. An expired, used or unknown link
 * (AUT402) offers to request a new one; so does a link without its token.
 */
export function ResetPassword({
  token,
  signInPath = '/sign-in',
  forgotPasswordPath = '/forgot-password',
  onSubmitted,
  onNext,
  onDone,
}: ResetPasswordProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const client = useApiClient();
  const [done, setDone] = useState(false);
  const { control, handleSubmit } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (values: ResetPasswordValues) =>
      client.call(confirmForgotPassword, { body: { token: token ?? '', ...values } }),
  });
  const requestNewLink = (
    <StepLink step="forgotPassword" onNext={onNext} href={sitePath(locale, forgotPasswordPath)}>
      {t('password.reset.requestNewLink')}
    </StepLink>
  );
  const signIn = (
    <StepLink step="signIn" onNext={onNext} href={sitePath(locale, signInPath)}>
      {t('password.reset.signIn')}
    </StepLink>
  );

  if (!token) {
    return (
      <div className={formStack}>
        <Alert tone="caution">{t('password.reset.missingToken')}</Alert>
        <p className={[paragraph, linkRow].join(' ')}>{requestNewLink}</p>
      </div>
    );
  }

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      await reset.mutateAsync(values);
    } catch {
      return;
    }
    setDone(true);
    onSubmitted?.({ flow: 'resetPassword' });
    onDone?.();
  };

  const expired = isApiError(reset.error) && reset.error.errorName === 'RESET_LINK_EXPIRED';
  const result = done ? (
    <div className={formStack}>
      <Alert tone="positive">{t('password.reset.success')}</Alert>
      <p className={[paragraph, linkRow].join(' ')}>{signIn}</p>
    </div>
  ) : null;
  return (
    <ResultSwap result={result}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
        <FormErrorBanner error={reset.error} actions={expired ? requestNewLink : null} />
        <NewPasswordFields
          control={control}
          newPasswordLabel={t('password.reset.newPassword')}
          confirmPasswordLabel={t('password.reset.confirmPassword')}
        />
        <div className={actions}>
          <Button type="submit" fullWidth isPending={reset.isPending}>
            {t('password.reset.submit')}
          </Button>
        </div>
      </form>
    </ResultSwap>
  );
}
