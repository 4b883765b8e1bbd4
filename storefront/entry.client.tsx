import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { type Language, loadLanguage } from '#i18n/languages.ts';

/*
 * The browser entry: React Router's default, after the page's language (`<html lang>`) is
 * fetched, so the first render speaks it and matches the server's HTML. Only that language
 * travels (about a tenth of the page's script for all three).
 */
const language = (document.documentElement.lang.split('-')[0] || 'en') as Language;

loadLanguage(language)
  .catch(() => loadLanguage('en'))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
