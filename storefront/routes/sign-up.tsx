import { useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { Interests } from '#flows/Interests/index.ts';
import { readSignUpQuery, SignUpPage } from '#flows/SignUp/index.ts';
import { Welcome } from '#flows/Welcome/index.ts';
import { pageTitle } from '#i18n/languages.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { featuresOf, notFound, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/sign-up';

/**
 * `/{locale}/sign-up`: the sign-up flow with the page's query of spec §2 (consumerId and
 * email prefill, storeNum, enrollment_marketing_source, leadSource, referral_code); signed
 * in afterwards, the interests when the rule of spec §4 asks, the welcome, the account.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  // Spec §6 allowNewSignUp off: no way in, the page included.
  const features = featuresOf(context);
  if (!features.allowNewSignUp) notFound();
  // Spec §4: the interests dialog after sign-up, by the site's settings.
  const interests = {
    collect: features.interestCollection,
    dependOnNewsletter: features.interestsDependOnNewsletter,
  };
  return { site, interests, showSignInLink: features.signUpSignInLink };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'signUp') },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export const handle = { pageType: 'Account' };

/** After the form: the interests (spec §4 rule, the flow asks), then the welcome. */
type Step = 'form' | 'interests' | 'welcome';

export default function SignUpRoute() {
  const { site, interests, showSignInLink } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const flowSubmitted = useFlowTracking();
  const { search } = useLocation();
  const [step, setStep] = useState<Step>('form');
  // "Start shopping" leads home; closing the welcome otherwise, to the new account.
  const started = useRef(false);
  return (
    <div className={contained}>
      <SignUpPage
        onSubmitted={flowSubmitted}
        query={readSignUpQuery(search)}
        interests={interests}
        showSignInLink={showSignInLink}
        onNext={(next) => {
          if (next === 'interests') setStep('interests');
        }}
        onDone={() => setStep('welcome')}
      />
      {step === 'interests' ? (
        <Interests
          mode="dialog"
          isOpen
          onOpenChange={(open) => {
            if (!open) setStep('welcome');
          }}
          onDone={() => setStep('welcome')}
        />
      ) : null}
      {step === 'welcome' ? (
        <Welcome
          mode="dialog"
          isOpen
          onOpenChange={(open) => {
            queueMicrotask(() => {
              if (!open && !started.current) navigate(`/${site.locale}/account`);
            });
          }}
          onDone={() => {
            started.current = true;
            navigate(`/${site.locale}`);
          }}
        />
      ) : null}
    </div>
  );
}
