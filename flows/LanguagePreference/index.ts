export {
  LanguagePreference,
  LanguagePreferenceContent,
  type LanguagePreferenceContentProps,
  type LanguagePreferenceProps,
} from './LanguagePreference.tsx';
export {
  LOCALE_PREFERENCE_COOKIE,
  LOCALE_PREFERENCE_MAX_AGE_SECONDS,
  languageName,
  localePreferenceCookie,
  persistLocalePreference,
  readLocalePreference,
  siteLanguages,
} from './languagePreference.ts';
