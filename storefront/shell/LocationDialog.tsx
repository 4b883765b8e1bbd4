import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import type { SiteLocale } from '#i18n/index.ts';

export interface LocationDialogProps {
  /** The site the visitor is on. */
  locale: SiteLocale;
  /** The site their browser points to. */
  suggestion: SiteLocale;
  /** Go to `target`, or stay (undefined): either way the question is answered. */
  onAnswer: (target: SiteLocale | undefined) => void;
}

/**
 * The location confirmation (spec §2): the visitor's browser says another country than the
 * site's, the matching site is offered once. Fetched by SitePreferences only when it asks.
 */
export function LocationDialog({ locale, suggestion, onAnswer }: LocationDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      title={t('sites.locationTitle')}
      isOpen
      onOpenChange={(open) => {
        if (!open) onAnswer(undefined);
      }}
      footer={
        <>
          <Button onPress={() => onAnswer(suggestion)}>
            {t('sites.goTo', { site: t(`sites.names.${suggestion}`) })}
          </Button>
          <Button tone="secondary" onPress={() => onAnswer(undefined)}>
            {t('sites.stay', { site: t(`sites.names.${locale}`) })}
          </Button>
        </>
      }
    >
      <p>
        {t('sites.locationBody', {
          here: t(`sites.names.${locale}`),
          there: t(`sites.names.${suggestion}`),
        })}
      </p>
    </Dialog>
  );
}
