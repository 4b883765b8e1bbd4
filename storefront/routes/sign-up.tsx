import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { readSignUpQuery, SignUpPage } from '#flows/SignUp/index.ts';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/sign-up';

/**
 * `/{locale}/sign-up`: the sign-up flow with the page's query of spec §2 (consumerId and
 * email prefill, storeNum, enrollment_marketing_source, leadSource, referral_code); signed
 * in afterwards, on to the account.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function meta() {
  return [{ title: 'Create account' }, { name: 'robots', content: 'noindex,follow' }];
}

export const handle = { pageType: 'Account' };

export default function SignUpRoute() {
  const { site } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className={contained}>
      <SignUpPage
        query={readSignUpQuery(search)}
        onDone={() => navigate(`/${site.locale}/account`)}
      />
    </div>
  );
}
