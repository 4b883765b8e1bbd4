import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#components/Button/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useAssociate } from '#shopper/index.ts';
import { useSignOut } from '#shopper/session/index.ts';
import { associateBar, associateText } from './shell.css.ts';

/**
 * Spec §6 associate mode, said on every page while it lasts: who serves, in which store,
 * and the way to end it. Ending it signs the associate out (a guest session follows) and
 * goes back to the associate login (spec §2).
 */
export function AssociateBar({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const associate = useAssociate();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!associate) return null;
  return (
    <section className={associateBar} aria-label={t('associate.label')}>
      <p className={associateText}>
        {t('associate.serving', {
          name: associate.storeEmployeeName,
          store: associate.storeName,
        })}
      </p>
      <Button
        tone="inverted"
        size="small"
        isPending={signOut.isPending}
        // Signing out always ends the session here (the service may be told later).
        onPress={() => signOut.mutateAsync().finally(() => navigate(`/${locale}/associate-login`))}
      >
        {t('associate.end')}
      </Button>
    </section>
  );
}
