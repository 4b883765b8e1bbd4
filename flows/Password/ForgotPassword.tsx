import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { requestPasswordReset } from '#api/contract/auth.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { useBotCheck } from '#shopper/session/index.ts';
import { actions, formStack, linkRow, paragraph } from '../shared/form.css.ts';
import { type FlowEvents, FormErrorBanner, sitePath, useSiteLocale } from '../shared/index.ts';
import { ResultSwap } from '../shared/ResultSwap.tsx';
import { StepLink } from '../shared/StepLink.tsx';
import {
  type ForgotPasswordInput,
  type ForgotPasswordValues,
  forgotPasswordSchema,
} from './Password.schema.ts';

export interface ForgotPasswordProps extends FlowEvents {
  /** Prefill (the email typed at sign-in). */
  defaultEmail?: string;
  /** The sign-in page (without onNext). @default '/sign-in' */
  signInPath?: `/${string}`;
}

/**
 * Forgot password: asks the service to mail a reset link. The answer is the same whether
 * or not the email has an account, so the page never reveals accounts.
 */
export function ForgotPassword({
  defaultEmail = '',
  signInPath = '/sign-in',
  onSubmitted,
  onNext,
  onDone,
}: ForgotPasswordProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const client = useApiClient();
  const botCheck = useBotCheck();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const request = useMutation({
    mutationFn: async ({ email }: ForgotPasswordValues) =>
      client.call(requestPasswordReset, {
        body: { email, captcha: await botCheck.execute('login') },
      }),
  });
  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      await request.mutateAsync(values);
    } catch {
      return;
    }
    setSentTo(values.email);
    onSubmitted?.({ flow: 'forgotPassword' });
    onDone?.();
  };

  const backToSignIn = (
    <StepLink step="signIn" onNext={onNext} href={sitePath(locale, signInPath)}>
      {t('password.forgot.backToSignIn')}
    </StepLink>
  );

  const result = sentTo ? (
    <div className={formStack}>
      <Alert tone="positive">{t('password.forgot.sent', { email: sentTo })}</Alert>
      <p className={[paragraph, linkRow].join(' ')}>{backToSignIn}</p>
    </div>
  ) : null;

  return (
    <ResultSwap result={result}>
      <div className={formStack}>
        <p className={paragraph}>{t('password.forgot.intro')}</p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
          <FormErrorBanner error={request.error} />
          <ControlledTextField
            control={control}
            name="email"
            type="email"
            label={t('password.forgot.email')}
            autoComplete="email"
            isRequired
          />
          <div className={actions}>
            <Button type="submit" fullWidth isPending={request.isPending}>
              {t('password.forgot.submit')}
            </Button>
          </div>
        </form>
        <p className={[paragraph, linkRow].join(' ')}>{backToSignIn}</p>
      </div>
    </ResultSwap>
  );
}
