import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledPasswordField, ControlledTextField } from '#components/Field/index.ts';
import { Link } from '#components/Link/index.ts';
import { useSignIn } from '#shopper/session/index.ts';
import { actions, formStack, linkRow, paragraph, sectionHeading } from '../shared/form.css.ts';
import {
  bannerErrorId,
  type FlowEvents,
  FormErrorBanner,
  sitePath,
  useFlowContainer,
  useSiteLocale,
} from '../shared/index.ts';
import { ResultSwap } from '../shared/ResultSwap.tsx';
import { StepLink } from '../shared/StepLink.tsx';
import { benefits, divider, marketing as marketingStyle } from './SignIn.css.ts';
import {
  type SignInErrorLink,
  type SignInFormInput,
  type SignInValues,
  signInDefaults,
  signInErrorLinks,
  signInSchema,
} from './SignIn.schema.ts';

/** Storefront paths of the pages sign-in links to (below the site locale). */
export interface SignInLinks {
  forgotPassword: `/${string}`;
  signUp: `/${string}`;
  contactUs: `/${string}`;
}

export const defaultSignInLinks: SignInLinks = {
  forgotPassword: '/forgot-password',
  signUp: '/sign-up',
  contactUs: '/help/contact-us',
};

export interface SignInProps extends FlowEvents {
  /** Spec §6 allowNewSignUp: show the create-account link. @default true */
  allowNewSignUp?: boolean;
  /** The join-loyalty button (inside the sign-in dialog): `onNext('loyaltySignUp')`. @default false */
  showJoinLoyalty?: boolean;
  /** The marketing section: `true` for the standard benefits, or your own content. @default false */
  marketing?: boolean | ReactNode;
  /** Prefill the email (a lookup step that already asked for it). */
  defaultEmail?: string;
  /** Paths of the linked pages. @default defaultSignInLinks */
  links?: Partial<SignInLinks>;
}

function MarketingSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('flows');
  const { headingLevel } = useFlowContainer();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={marketingStyle}>
      <Heading id={headingId} className={sectionHeading}>
        {t('signIn.marketing.title')}
      </Heading>
      {children}
    </section>
  );
}

function StandardBenefits() {
  const { t } = useTranslation('flows');
  return (
    <ul className={benefits}>
      <li>{t('signIn.marketing.orders')}</li>
      <li>{t('signIn.marketing.favorites')}</li>
      <li>{t('signIn.marketing.points')}</li>
    </ul>
  );
}

/**
 * Spec §2 sign-in form: email, password, forgot-password link, submit, the create-account
 * link when new sign-up is allowed, an optional join-loyalty button and marketing section.
 * Spec §4: submit shows loading, then the success message after the profile refresh, then
 * the submit event; a failure shows the banner with reset-password and contact-us links.
 * Put it in `SignInDialog` or `SignInPage` (or any FlowContainer).
 */
export function SignIn({
  allowNewSignUp = true,
  showJoinLoyalty = false,
  marketing = false,
  defaultEmail = '',
  links: linkOverrides,
  onSubmitted,
  onNext,
  onDone,
}: SignInProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const links = { ...defaultSignInLinks, ...linkOverrides };
  const signIn = useSignIn();
  const [signedIn, setSignedIn] = useState(false);
  const { control, handleSubmit } = useForm<SignInFormInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { ...signInDefaults, email: defaultEmail },
  });

  const onSubmit = async (values: SignInValues) => {
    try {
      await signIn.mutateAsync(values);
    } catch {
      return; // shown in the banner from signIn.error
    }
    setSignedIn(true);
    onSubmitted?.({ flow: 'signIn' });
    onDone?.();
  };

  const errorLinks: readonly SignInErrorLink[] =
    signInErrorLinks[bannerErrorId(signIn.error) ?? ''] ?? [];
  const bannerActions = errorLinks.map((kind) =>
    kind === 'resetPassword' ? (
      <StepLink
        key={kind}
        step="forgotPassword"
        onNext={onNext}
        href={sitePath(locale, links.forgotPassword)}
      >
        {t('signIn.links.resetPassword')}
      </StepLink>
    ) : (
      <Link key={kind} href={sitePath(locale, links.contactUs)}>
        {t('signIn.links.contactUs')}
      </Link>
    ),
  );

  return (
    <ResultSwap result={signedIn ? <Alert tone="positive">{t('signIn.success')}</Alert> : null}>
      <div className={formStack}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
          <FormErrorBanner
            error={signIn.error}
            actions={
              bannerActions.length > 0 ? <span className={linkRow}>{bannerActions}</span> : null
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
          <ControlledPasswordField
            control={control}
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
            isRequired
          />
          <div className={linkRow}>
            <StepLink
              step="forgotPassword"
              onNext={onNext}
              href={sitePath(locale, links.forgotPassword)}
            >
              {t('signIn.forgotPassword')}
            </StepLink>
          </div>
          <div className={actions}>
            <Button type="submit" fullWidth isPending={signIn.isPending}>
              {t('signIn.submit')}
            </Button>
          </div>
        </form>
        {allowNewSignUp && (
          <p className={[paragraph, linkRow].join(' ')}>
            <span>{t('signIn.newHere')}</span>
            <StepLink step="signUp" onNext={onNext} href={sitePath(locale, links.signUp)}>
              {t('signIn.createAccount')}
            </StepLink>
          </p>
        )}
        {showJoinLoyalty && (
          <>
            <hr className={divider} />
            <Button tone="secondary" fullWidth onPress={() => onNext?.('loyaltySignUp')}>
              {t('signIn.joinLoyalty')}
            </Button>
          </>
        )}
        {marketing !== false && (
          <MarketingSection>
            {marketing === true ? <StandardBenefits /> : marketing}
          </MarketingSection>
        )}
      </div>
    </ResultSwap>
  );
}
