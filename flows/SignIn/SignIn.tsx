import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
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
import { benefits, divider, emailRow, marketing as marketingStyle } from './SignIn.css.ts';
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

/** What the sign-in form and the lookup step share: the links, the dialog's extras. */
export interface SignInSharedProps extends Pick<FlowEvents, 'onNext'> {
  /** Spec §6 allowNewSignUp: show the create-account link. @default true */
  allowNewSignUp?: boolean;
  /** The join-loyalty button (inside the sign-in dialog): `onNext('loyaltySignUp')`. @default false */
  showJoinLoyalty?: boolean;
  /** The marketing section: `true` for the standard benefits, or your own content. @default false */
  marketing?: boolean | ReactNode;
  /** Paths of the linked pages. @default defaultSignInLinks */
  links?: Partial<SignInLinks>;
  /**
   * Forgot password as a step of the surrounding flow, with the email typed so far; without
   * it the links ask `onNext('forgotPassword')`, else lead to the page.
   */
  onForgotPassword?: (email: string) => void;
  /**
   * Create an account as a step of the surrounding flow; without it the link asks
   * `onNext('signUp')`, else leads to the sign-up page.
   */
  onCreateAccount?: () => void;
  /** Without `onCreateAccount`, the link leads to the sign-up page whatever `onNext` does. */
  signUpAsPage?: boolean;
}

export interface SignInProps extends SignInSharedProps, FlowEvents {
  /** Prefill the email field. */
  defaultEmail?: string;
  /**
   * The email the lookup step found an account for: shown (with `onChangeEmail`'s button)
   * instead of asked again, so the password is the one field of the form.
   */
  email?: string;
  /** Back to the lookup step: the change-email button beside `email`. */
  onChangeEmail?: () => void;
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

/** Below the form: "New here? Create an account", the join-loyalty button, the marketing section. */
export function SignInFooter({
  allowNewSignUp = true,
  showJoinLoyalty = false,
  marketing = false,
  links: linkOverrides,
  onCreateAccount,
  signUpAsPage = false,
  onNext,
}: Omit<SignInSharedProps, 'onForgotPassword'>) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const links = { ...defaultSignInLinks, ...linkOverrides };
  return (
    <>
      {allowNewSignUp && (
        <p className={[paragraph, linkRow].join(' ')}>
          <span>{t('signIn.newHere')}</span>
          {onCreateAccount ? (
            <Link onPress={onCreateAccount}>{t('signIn.createAccount')}</Link>
          ) : (
            <StepLink
              step="signUp"
              onNext={signUpAsPage ? undefined : onNext}
              href={sitePath(locale, links.signUp)}
            >
              {t('signIn.createAccount')}
            </StepLink>
          )}
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
        <MarketingSection>{marketing === true ? <StandardBenefits /> : marketing}</MarketingSection>
      )}
    </>
  );
}

const errorLinksOf = (error: unknown): readonly SignInErrorLink[] =>
  signInErrorLinks[bannerErrorId(error) ?? ''] ?? [];

/** Whether a sign-in error's banner offers links (`SignInErrorActions`). */
export const hasSignInErrorLinks = (error: unknown) => errorLinksOf(error).length > 0;

/** The links a sign-in error's banner offers (reset password, contact us), by error id. */
export function SignInErrorActions({
  error,
  email,
  links: linkOverrides,
  onForgotPassword,
  onNext,
}: Pick<SignInSharedProps, 'links' | 'onForgotPassword' | 'onNext'> & {
  error: unknown;
  /** The email typed so far, for the forgot-password step. */
  email: () => string;
}) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const links = { ...defaultSignInLinks, ...linkOverrides };
  const kinds = errorLinksOf(error);
  if (kinds.length === 0) return null;
  return (
    <span className={linkRow}>
      {kinds.map((kind) =>
        kind === 'contactUs' ? (
          <Link key={kind} href={sitePath(locale, links.contactUs)}>
            {t('signIn.links.contactUs')}
          </Link>
        ) : onForgotPassword ? (
          <Link key={kind} onPress={() => onForgotPassword(email())}>
            {t('signIn.links.resetPassword')}
          </Link>
        ) : (
          <StepLink
            key={kind}
            step="forgotPassword"
            onNext={onNext}
            href={sitePath(locale, links.forgotPassword)}
          >
            {t('signIn.links.resetPassword')}
          </StepLink>
        ),
      )}
    </span>
  );
}

/** The email a step is about, shown, with the button back to the lookup. */
export function EmailRow({ children, onChange }: { children: ReactNode; onChange?: () => void }) {
  const { t } = useTranslation('flows');
  return (
    <div className={emailRow}>
      <p className={paragraph}>{children}</p>
      {onChange && (
        <Button tone="plain" size="small" onPress={onChange}>
          {t('signIn.changeEmail')}
        </Button>
      )}
    </div>
  );
}

/**
 * Spec §2 sign-in form: email, password, forgot-password link, submit, the create-account
 * link when new sign-up is allowed, an optional join-loyalty button and marketing section.
 * Spec §4: submit shows loading, then the success message after the profile refresh, then
 * the submit event; a failure shows the banner with reset-password and contact-us links.
 * The sign-in step of `SignInDialog` / `SignInPage` (after the lookup, with `email`), or a
 * form of its own in any FlowContainer (the event sign-up's toggle).
 */
export function SignIn({
  allowNewSignUp = true,
  showJoinLoyalty = false,
  marketing = false,
  defaultEmail = '',
  email: knownEmail,
  onChangeEmail,
  onForgotPassword,
  onCreateAccount,
  signUpAsPage,
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
  const { control, handleSubmit, getValues } = useForm<SignInFormInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { ...signInDefaults, email: knownEmail ?? defaultEmail },
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

  const typedEmail = () => getValues('email') ?? '';

  return (
    <ResultSwap result={signedIn ? <Alert tone="positive">{t('signIn.success')}</Alert> : null}>
      <div className={formStack}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
          <FormErrorBanner
            error={signIn.error}
            actions={
              hasSignInErrorLinks(signIn.error) ? (
                <SignInErrorActions
                  error={signIn.error}
                  email={typedEmail}
                  links={linkOverrides}
                  onForgotPassword={onForgotPassword}
                  onNext={onNext}
                />
              ) : null
            }
          />
          {knownEmail === undefined ? (
            <ControlledTextField
              control={control}
              name="email"
              type="email"
              label={t('signIn.email')}
              autoComplete="username"
              isRequired
            />
          ) : (
            <>
              <EmailRow onChange={onChangeEmail}>
                <Trans
                  t={t}
                  i18nKey="signIn.passwordStep.signingInAs"
                  values={{ email: knownEmail }}
                  components={{ strong: <strong /> }}
                />
              </EmailRow>
              {/* The account for password managers: they save and fill by the username field. */}
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={knownEmail}
                readOnly
                hidden
              />
            </>
          )}
          <ControlledPasswordField
            control={control}
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
            isRequired
          />
          <div className={linkRow}>
            {onForgotPassword ? (
              <Link onPress={() => onForgotPassword(typedEmail())}>
                {t('signIn.forgotPassword')}
              </Link>
            ) : (
              <StepLink
                step="forgotPassword"
                onNext={onNext}
                href={sitePath(locale, links.forgotPassword)}
              >
                {t('signIn.forgotPassword')}
              </StepLink>
            )}
          </div>
          <div className={actions}>
            <Button type="submit" fullWidth isPending={signIn.isPending}>
              {t('signIn.submit')}
            </Button>
          </div>
        </form>
        <SignInFooter
          allowNewSignUp={allowNewSignUp}
          showJoinLoyalty={showJoinLoyalty}
          marketing={marketing}
          links={linkOverrides}
          onCreateAccount={onCreateAccount}
          signUpAsPage={signUpAsPage}
          onNext={onNext}
        />
      </div>
    </ResultSwap>
  );
}
