import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '#components/Tabs/index.ts';
import { SignIn } from '../../SignIn/index.ts';
import { SignUp } from '../../SignUp/index.ts';
import { paragraph } from '../../shared/form.css.ts';
import { type FlowEvents, type FlowStep, sitePath, useSiteLocale } from '../../shared/index.ts';
import { tabPanel } from '../EventSignUp.css.ts';

export const accountModes = ['signIn', 'signUp'] as const;
export type AccountMode = (typeof accountModes)[number];

export interface AccountProps extends Pick<FlowEvents, 'onSubmitted'> {
  /** Spec §6 allowNewSignUp: the create-account side of the toggle. @default true */
  allowNewSignUp?: boolean;
  /** The side shown first. @default 'signIn' */
  defaultMode?: AccountMode;
}

/**
 * Step 1 (spec §2): sign in or create an account, one toggle between the two forms. Each
 * form's own link to the other (create account, already a member) flips the toggle; once
 * the profile is loaded the flow moves on by itself.
 */
export function Account({
  allowNewSignUp = true,
  defaultMode = 'signIn',
  onSubmitted,
}: AccountProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const [mode, setMode] = useState<AccountMode>(allowNewSignUp ? defaultMode : 'signIn');
  // Another page (forgot password) leaves the dialog; the other form flips the toggle.
  const onNext = (step: FlowStep) => {
    if (step === 'signIn' || (step === 'signUp' && allowNewSignUp)) setMode(step);
    else if (step === 'forgotPassword')
      window.location.assign(sitePath(locale, '/forgot-password'));
  };
  const stay = () => {};
  return (
    <>
      <p className={paragraph}>{t('eventSignUp.account.lead')}</p>
      <Tabs
        selectedKey={mode}
        onSelectionChange={(key: Key) => setMode(key === 'signUp' ? 'signUp' : 'signIn')}
      >
        <TabList aria-label={t('eventSignUp.account.modes')}>
          <Tab id="signIn">{t('eventSignUp.account.signIn')}</Tab>
          {allowNewSignUp ? <Tab id="signUp">{t('eventSignUp.account.signUp')}</Tab> : null}
        </TabList>
        <TabPanel id="signIn" className={tabPanel}>
          <SignIn
            allowNewSignUp={allowNewSignUp}
            onNext={onNext}
            onSubmitted={onSubmitted}
            onDone={stay}
          />
        </TabPanel>
        {allowNewSignUp ? (
          <TabPanel id="signUp" className={tabPanel}>
            <SignUp variant="compact" onNext={onNext} onSubmitted={onSubmitted} onDone={stay} />
          </TabPanel>
        ) : null}
      </Tabs>
    </>
  );
}
