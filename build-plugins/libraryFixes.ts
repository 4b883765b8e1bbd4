import type { Plugin } from 'vite';
import { localeInfo } from '../i18n/locales.ts';

/*
 * Fixes to third-party modules in the storefront's builds (vite.config.ts): React Aria's
 * strings for the sites' languages only, and updates React Aria and react-hook-form make
 * from layout effects that cost the store its hydration.
 */

/**
 * React Aria ships each component's built-in strings (close, next slide, "3 options
 * available") in 34 languages, all imported by every `intlStrings.mjs`. The store speaks
 * only its sites' languages: keep those (React Aria matches fr-CA to fr-FR and falls back to
 * en-US), drop the rest from both builds, so the server renders what the browser hydrates.
 */
export function reactAriaSiteLocales(): Plugin {
  const languages = new Set<string>(Object.values(localeInfo).map((info) => info.language));
  const kept = (locale: string) => languages.has(locale.split('-')[0] ?? '');
  const importLine = /^import \S+ from "[^"]*\/intl\/(?:[^"/]+\/)?([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;
  const entryLine = /^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?\n/gm;
  return {
    name: 'cairn:react-aria-site-locales',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]react-aria(?:-components)?[\\/]dist[\\/].*intlStrings\.mjs$/ },
      handler(code) {
        return code
          .replace(importLine, (line, locale: string) => (kept(locale) ? line : ''))
          .replace(entryLine, (line, locale: string) => (kept(locale) ? line : ''));
      },
    },
  };
}

/**
 * A fix to one of a library's modules (React Aria's, react-hook-form's) in both builds:
 * `pattern` replaced in the module whose path `file` matches. The browser's build fails when
 * the pattern is not there, or no such module was bundled (an upgrade changed or moved the
 * code): the fix is then checked again, not silently dropped. (The server's build may leave
 * the library to Node: without the fix it renders the same HTML.)
 */
function libraryFix(
  library: { name: string; slug: string },
  name: string,
  file: RegExp,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  /** Put before the module's code (an import the replacement uses). */
  prepend = '',
): Plugin {
  const fixedIn = new Set<string>();
  const plugin = `cairn:${library.slug}-${name}`;
  return {
    name: plugin,
    enforce: 'pre',
    transform: {
      filter: { id: file },
      handler(code, id) {
        if (!pattern.test(code)) {
          throw new Error(`${id}: ${library.name} changed the code that ${plugin} fixes`);
        }
        fixedIn.add(this.environment.name);
        return (
          prepend +
          (typeof replacement === 'string'
            ? code.replace(pattern, replacement)
            : code.replace(pattern, replacement))
        );
      },
    },
    buildEnd(error) {
      if (!error && this.environment.name === 'client' && !fixedIn.has('client')) {
        throw new Error(`${plugin}: no ${library.name} module matched ${file}`);
      }
    },
  };
}

const reactAriaFix = (
  ...fix: Parameters<typeof libraryFix> extends [unknown, ...infer Rest] ? Rest : never
) => libraryFix({ name: 'React Aria', slug: 'react-aria' }, ...fix);

/**
 * React Aria's `useId` asks `useIsSSR()` (a `useSyncExternalStore` whose server snapshot is
 * true and whose client one is false) for a random prefix in client-only renders, where two
 * copies of the library might share a page. After hydration React checks every such store
 * and, finding it changed, renders each component that called `useId` again, synchronously,
 * in the hydration's commit task (and flushes the page's effects with it): on a product page
 * about 40 buttons, fields and radios, some 45 ms of a desktop's main thread, four times that
 * on a phone, for an id that does not change (the state keeps its first value). The store is
 * one React root with one copy of React Aria, and React's `useId` is unique within a root,
 * hydrated or not: the ids keep the plain `react-aria` prefix, as on the server, and the
 * store and its re-render go.
 */
export const reactAriaPlainIds = () =>
  reactAriaFix(
    'plain-ids',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]ssr[\\/]SSRProvider\.mjs$/,
    /let \[didSSR\] = \(0, \$\w+\$useState\)\(\$\w+\$export\$\w+\(\)\);/,
    'let didSSR = true;',
  );

/**
 * React Aria's `useLocale` asks `useDefaultLocale()` (the browser's language, behind the
 * same `useIsSSR()` store as above) before it reads the `I18nProvider` above it, and uses
 * it only when there is none. So every component that formats a number or a date (each
 * card's price and rating) rendered again after hydration, synchronously. Every page of the
 * store has its site's `I18nProvider` at the root (root.tsx): the provider's locale is read
 * first, and the browser's only without one (the same branch for a component's whole life:
 * the provider is where it is in the tree).
 */
export const reactAriaLocaleFromProvider = () =>
  reactAriaFix(
    'locale-from-provider',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]i18n[\\/]I18nProvider\.mjs$/,
    /let defaultLocale = \(0, (\$\w+\$export\$\w+)\)\(\);\n(\s*)let context = \(0, (\$\w+\$useContext)\)\((\$\w+\$var\$I18nContext)\);\n\s*return context \|\| defaultLocale;/,
    (_all, useDefaultLocale, indent, useContext, context) =>
      `let context = (0, ${useContext})(${context});\n${indent}if (context) return context;\n${indent}return (0, ${useDefaultLocale})();`,
  );

/** React's `startTransition`, as the fixes below import it into React Aria's modules. */
const importStartTransition = `import { startTransition as __cairnStartTransition } from "react";\n`;

/**
 * React Aria's `useSlot` (a field's description or error slot: is there one?) assumes there
 * is, then says otherwise from a layout effect, and `useSlotId` (through `useValueEffect`)
 * drops an id no element has the same way. Set in a layout effect, that state is a
 * synchronous update: in the hydration's commit, one such update (each radio group of a
 * product page has two) makes React flush every effect of the page and render again in the
 * commit's task, which Lighthouse counts as one long task (about 240 ms of a phone's main
 * thread on a product page). As transitions, they render after it, in slices; only an
 * `aria-describedby` to nothing lasts a moment longer.
 */
export const reactAriaSlotTransition = () =>
  reactAriaFix(
    'slot-transition',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]utils[\\/]useSlot\.mjs$/,
    /if \(!hasRun\.current\) setHasSlot\(false\);/,
    'if (!hasRun.current) __cairnStartTransition(() => setHasSlot(false));',
    importStartTransition,
  );
export const reactAriaValueEffectTransition = () =>
  reactAriaFix(
    'value-effect-transition',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]utils[\\/]useValueEffect\.mjs$/,
    /else setValue\(newValue\.value\);/,
    'else __cairnStartTransition(() => setValue(newValue.value));',
    importStartTransition,
  );

/**
 * react-hook-form's `useForm` marks the form ready (`formState.isReady`) from a layout
 * effect: a synchronous update of the form's component on every mount, and in the hydration
 * of a page with a form (the checkout's address) one that makes React flush every effect of
 * the page and render again in the commit's task. The store reads no `isReady`: as a
 * transition it renders after that task (the form's own `_formState.isReady` is still set at
 * once).
 */
export const hookFormReadyTransition = () =>
  libraryFix(
    { name: 'react-hook-form', slug: 'hook-form' },
    'ready-transition',
    /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    /updateFormState\(\(data\) => \(\{\n(\s*)\.\.\.data,\n\s*isReady: true,\n\s*\}\)\);/,
    (_all, indent) =>
      `__cairnStartTransition(() => updateFormState((data) => ({\n${indent}...data,\n${indent}isReady: true,\n${indent.slice(4)}})));`,
    importStartTransition,
  );
