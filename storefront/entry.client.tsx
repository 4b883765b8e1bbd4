import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { typedBeforeHydration } from '#components/hydration/index.ts';
import { type Language, loadLanguage } from '#i18n/languages.ts';

/*
 * The browser entry: React Router's default, after the page's language (`<html lang>`) is
 * fetched, so the first render speaks it and matches the server's HTML. Only that language
 * travels (about a tenth of the page's script for all three).
 */
const language = (document.documentElement.lang.split('-')[0] || 'en') as Language;

// A shopper on a slow phone may type into the page's fields (sign in, contact us) before
// its script has hydrated them: typed again once it has (see typedBeforeHydration). The
// parts hydrated later keep theirs the same way (LazyHydrate).
const typed = typedBeforeHydration(document.body);

/**
 * Its effect runs once the page has hydrated (a parent's effects run after its children's).
 * It wraps the router rather than stand beside it: a sibling would fork the tree above the
 * page, so every `useId` would differ from the server's and the ids React Aria writes after
 * hydration (a sold-out size's description, a field's label) would name no element.
 */
function TypedAgain({ children }: { children: ReactNode }) {
  useEffect(() => {
    queueMicrotask(typed.restore);
  }, []);
  return children;
}

loadLanguage(language)
  .catch(() => loadLanguage('en'))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <TypedAgain>
            <HydratedRouter />
          </TypedAgain>
        </StrictMode>,
      );
    });
  });
