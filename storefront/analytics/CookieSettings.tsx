import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { contained } from '../shell/shell.css.ts';
import { useAnalytics } from './Analytics.tsx';

/** "Cookie settings" in the footer of EMEA sites: reopens the consent choice. */
export function CookieSettings() {
  const { t } = useTranslation('storefront');
  const { enforced, openSettings } = useAnalytics();
  if (!enforced) return null;
  return (
    <div className={contained}>
      <Button tone="plain" onPress={openSettings}>
        {t('consent.settings')}
      </Button>
    </div>
  );
}
