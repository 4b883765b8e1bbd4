import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { displayPhone } from '#components/PhoneField/display.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { ChangeEmailDialog, EditDetailsDialog } from '#flows/AccountDetails/index.ts';
import { LoyaltySignUp } from '#flows/LoyaltySignUp/index.ts';
import { ChangePasswordDialog } from '#flows/Password/index.ts';
import { isSmsOptInLocale, SmsOptIn } from '#flows/SmsOptIn/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { homeAfterSignOut, useProfile, useSignOut } from '#shopper/session/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { AccountNav } from './AccountNav.tsx';
import * as styles from './account.css.ts';
import { CompleteProfilePrompt } from './CompleteProfilePrompt.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { signInPathFor } from './returnTo.ts';
import { SubscriptionsSection } from './SubscriptionsSection.tsx';
import { WelcomeOffer } from './WelcomeOffer.tsx';

export interface AccountPageProps {
  locale: SiteLocale;
}

/**
 * `/{locale}/account`: the member's overview: a greeting, the profile as the service has
 * it (details and email edited in dialogs), the loyalty points balance, the subscriptions
 * (the e-mail newsletter switched on and off here), the notification choices, change
 * password and sign out. A visitor who is not signed in is sent to sign in and back here.
 */
export function AccountPage({ locale }: AccountPageProps) {
  const { t } = useTranslation('storefront');
  const { profile, isPending, isError, refetch } = useProfile();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);
  const [joining, setJoining] = useState(false);
  const [editing, setEditing] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [texting, setTexting] = useState(false);
  const flowSubmitted = useFlowTracking();
  const detailsId = useId();
  const loyaltyId = useId();

  const signedOut = !isPending && !isError && profile === null;
  useEffect(() => {
    if (signedOut && !signOut.isPending && !signOut.isSuccess) {
      navigate(signInPathFor(locale, `${pathname}${search}`), { replace: true });
    }
  }, [signedOut, signOut.isPending, signOut.isSuccess, navigate, locale, pathname, search]);

  if (isError && !profile) {
    return (
      <div className={styles.page}>
        <h1 className={[heading.h1, styles.title].join(' ')}>{t('accountPage.title')}</h1>
        <Alert tone="critical">
          {t('accountPage.loadFailed')}{' '}
          <Button tone="plain" size="small" onPress={() => refetch()}>
            {t('reviews.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!profile) {
    return (
      <div className={styles.page}>
        <h1 className={[heading.h1, styles.title].join(' ')}>{t('accountPage.title')}</h1>
        <SkeletonGroup label={t('accountPage.loading')}>
          <Skeleton shape="text" lines={6} />
        </SkeletonGroup>
      </div>
    );
  }
  const details = profile.consumerDetails;
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');
  const points = new Intl.NumberFormat(localeInfo[locale].tag).format(
    profile.loyaltySummary.points.balance,
  );
  const notGiven = t('accountPage.notGiven');
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={[heading.h1, styles.title].join(' ')}>
          {details.firstName
            ? t('accountPage.greeting', { name: details.firstName })
            : t('accountPage.title')}
        </h1>
        <Button
          tone="secondary"
          isPending={signOut.isPending}
          onPress={() =>
            signOut.mutate(undefined, {
              onSettled: () => navigate(homeAfterSignOut(pathname) ?? `/${locale}`),
            })
          }
        >
          {t('accountPage.signOut')}
        </Button>
      </div>
      <CompleteProfilePrompt profile={profile} />
      <div className={styles.layout}>
        <AccountNav locale={locale} current="overview" />
        <div className={styles.sections}>
          <section className={styles.card} aria-labelledby={detailsId}>
            <h2 id={detailsId} className={[heading.h4, styles.title].join(' ')}>
              {t('accountPage.details')}
            </h2>
            <dl className={styles.details}>
              <dt>{t('accountPage.name')}</dt>
              <dd>{name || notGiven}</dd>
              <dt>{t('accountPage.email')}</dt>
              <dd>{details.email}</dd>
              <dt>{t('accountPage.phone')}</dt>
              <dd>
                {displayPhone(details.phone, details.phoneCode, localeInfo[locale].country) ??
                  notGiven}
              </dd>
              <dt>{t('accountPage.postalCode')}</dt>
              <dd>{details.postalCode ?? notGiven}</dd>
            </dl>
            <div className={styles.actions}>
              <Button tone="secondary" size="small" onPress={() => setEditing(true)}>
                {t('accountPage.edit')}
              </Button>
              <Button tone="secondary" size="small" onPress={() => setChangingEmail(true)}>
                {t('accountPage.changeEmail')}
              </Button>
              <Button tone="secondary" size="small" onPress={() => setChangingPassword(true)}>
                {t('accountPage.changePassword')}
              </Button>
            </div>
          </section>
          <section className={styles.card} aria-labelledby={loyaltyId}>
            <h2 id={loyaltyId} className={[heading.h4, styles.title].join(' ')}>
              {t('accountPage.loyalty')}
            </h2>
            {profile.isLoyaltyMember ? (
              <>
                <p className={styles.points}>
                  {t('accountPage.points', {
                    count: profile.loyaltySummary.points.balance,
                    points,
                  })}
                </p>
                <WelcomeOffer locale={locale} />
              </>
            ) : (
              <>
                <p className={styles.soft}>{t('accountPage.notMember')}</p>
                <div>
                  <Button tone="primary" size="small" onPress={() => setJoining(true)}>
                    {t('accountPage.join')}
                  </Button>
                </div>
              </>
            )}
          </section>
          <SubscriptionsSection
            profile={profile}
            locale={locale}
            onTextMessages={isSmsOptInLocale(locale) ? () => setTexting(true) : undefined}
          />
          <PreferencesSection profile={profile} />
          <NotificationsSection />
        </div>
      </div>
      <ChangePasswordDialog
        onSubmitted={flowSubmitted}
        isOpen={changingPassword}
        onOpenChange={setChangingPassword}
      />
      <Dialog
        title={t('accountPage.textMessages')}
        isOpen={texting}
        onOpenChange={setTexting}
        isDismissable={false}
      >
        <SmsOptIn onSubmitted={flowSubmitted} onDone={() => setTexting(false)} />
      </Dialog>
      <EditDetailsDialog
        profile={profile}
        locale={locale}
        isOpen={editing}
        onOpenChange={setEditing}
      />
      <ChangeEmailDialog
        email={details.email}
        isOpen={changingEmail}
        onOpenChange={setChangingEmail}
      />
      {joining ? <LoyaltySignUp mode="dialog" isOpen onOpenChange={setJoining} /> : null}
    </div>
  );
}
