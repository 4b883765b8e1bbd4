import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { lookupConsumer } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { actions, formStack, paragraph } from '../../shared/form.css.ts';
import { FormErrorBanner, placeServerError } from '../../shared/index.ts';
import { encodeMessage } from '../../validation/messages.ts';
import { type LookupFormInput, type LookupValues, lookupSchema } from '../SignIn.schema.ts';
import {
  hasSignInErrorLinks,
  SignInErrorActions,
  SignInFooter,
  type SignInSharedProps,
} from '../SignIn.tsx';

/** What the lookup answered: the email as the service keeps it, and whether it has an account. */
export interface LookupResult {
  email: string;
  exists: boolean;
}

export interface LookupProps extends SignInSharedProps {
  /** The email to start with (typed before, when the shopper comes back to change it). */
  defaultEmail?: string;
  /** The service answered: an account (the sign-in step) or none (the sign-up step). */
  onFound: (result: LookupResult) => void;
}

/** The server errors about the email: the invalid format (AUT453) marks the field. */
const fieldOfServerError = { INVALID_EMAIL_FORMAT: 'email' } as const;

/**
 * Spec §2 sign-in flow step 1: the email alone, then `GET /consumers-v3/consumer/lookup`
 * says whether it has an account. The service throttles the call per client address (429:
 * the banner, in the catalogue's words); a failed call keeps the email typed. With new
 * sign-up off, an email without an account is said at the field: there is no step to go to.
 */
export function Lookup({ defaultEmail = '', onFound, ...shared }: LookupProps) {
  const { t } = useTranslation('flows');
  const client = useApiClient();
  const { allowNewSignUp = true } = shared;
  const { control, handleSubmit, setError, getValues } = useForm<
    LookupFormInput,
    unknown,
    LookupValues
  >({
    resolver: zodResolver(lookupSchema),
    defaultValues: { email: defaultEmail },
  });
  const lookup = useMutation({
    mutationFn: (email: string) => client.call(lookupConsumer, { query: { email } }),
  });
  const placement = lookup.error ? placeServerError(lookup.error, fieldOfServerError) : null;
  const bannerError = placement?.place === 'banner' ? placement.error : null;

  const onSubmit = async ({ email }: LookupValues) => {
    let result: LookupResult;
    try {
      result = await lookup.mutateAsync(email);
    } catch (error) {
      const placed = placeServerError(error, fieldOfServerError);
      if (placed.place === 'field') {
        setError(placed.field, { message: placed.message }, { shouldFocus: true });
      }
      return;
    }
    if (!result.exists && !allowNewSignUp) {
      setError(
        'email',
        { message: encodeMessage('flows:signIn.lookup.noAccount') },
        { shouldFocus: true },
      );
      return;
    }
    onFound(result);
  };

  return (
    <div className={formStack}>
      <p className={paragraph}>{t('signIn.lookup.intro')}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
        <FormErrorBanner
          error={bannerError}
          actions={
            hasSignInErrorLinks(bannerError) ? (
              <SignInErrorActions
                error={bannerError}
                email={() => getValues('email') ?? ''}
                links={shared.links}
                onForgotPassword={shared.onForgotPassword}
                onNext={shared.onNext}
              />
            ) : null
          }
        />
        <ControlledTextField
          control={control}
          name="email"
          type="email"
          label={t('signIn.email')}
          autoComplete="username"
          isRequired
        />
        <div className={actions}>
          <Button type="submit" fullWidth isPending={lookup.isPending}>
            {t('signIn.lookup.submit')}
          </Button>
        </div>
      </form>
      <SignInFooter {...shared} />
    </div>
  );
}
