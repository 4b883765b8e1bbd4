import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { actions, lead, stack } from '../CompleteProfile/flow.css.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  useFlowContainer,
  useSiteLocale,
} from '../shared/index.ts';
import { languageName, persistLocalePreference, siteLanguages } from './languagePreference.ts';

export interface LanguagePreferenceContentProps extends Pick<FlowEvents, 'onDone'> {
  /** The languages offered. @default the site's languages (`siteLanguages`) */
  locales?: readonly SiteLocale[];
  /**
   * The shopper chose a language: the storefront switches to it (navigates to the same
   * page on that site). Called after the preference is kept in the cookie.
   */
  onLocaleChange: (locale: SiteLocale) => void;
}

/** The choice among the site's languages, inside a FlowContainer. */
export function LanguagePreferenceContent({
  locales,
  onLocaleChange,
  onDone,
}: LanguagePreferenceContentProps) {
  const { t } = useTranslation('flows');
  const current = useSiteLocale();
  const { close } = useFlowContainer();
  const options = locales && locales.length > 0 ? locales : siteLanguages(current);
  const [choice, setChoice] = useState<SiteLocale>(
    options.includes(current) ? current : (options[0] ?? current),
  );

  const finish = () => {
    close();
    onDone?.();
  };

  return (
    <form
      noValidate
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        persistLocalePreference(choice);
        if (choice !== current) onLocaleChange(choice);
        finish();
      }}
    >
      <p className={lead}>{t('languagePreference.lead')}</p>
      <RadioGroup
        label={t('languagePreference.label')}
        value={choice}
        onChange={(value) => setChoice(value as SiteLocale)}
      >
        {options.map((locale) => (
          <Radio key={locale} value={locale}>
            <span lang={localeInfo[locale].tag}>{languageName(locale)}</span>
          </Radio>
        ))}
      </RadioGroup>
      <div className={actions}>
        <Button type="submit">{t('languagePreference.save')}</Button>
        <Button tone="secondary" onPress={finish}>
          {t('languagePreference.cancel')}
        </Button>
      </div>
    </form>
  );
}

export type LanguagePreferenceProps = LanguagePreferenceContentProps &
  Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 language preference dialog (also a page): choose the language among the site's
 * languages; the choice is kept (cookie `cairn_locale`) and handed to the storefront
 * through `onLocaleChange`.
 */
export function LanguagePreference({
  locales,
  onLocaleChange,
  onDone,
  ...container
}: LanguagePreferenceProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowContainer {...container} title={t('languagePreference.title')}>
      <LanguagePreferenceContent
        {...(locales ? { locales } : {})}
        onLocaleChange={onLocaleChange}
        {...(onDone ? { onDone } : {})}
      />
    </FlowContainer>
  );
}
