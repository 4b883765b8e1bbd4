import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { Button } from '#components/Button/index.ts';
import { visuallyHidden } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { searchHref } from '../search/searchHref.ts';
import type { SearchSuggestionsProps } from './SearchSuggestions.tsx';
import { MAX_QUERY_LENGTH, searchField } from './searchField.ts';
import { search, searchInput } from './shell.css.ts';

/**
 * The search field: a GET form to `/{locale}/search?q=`, so it works before (and without)
 * JavaScript. With it, the field becomes a combobox of suggestions (SearchSuggestions.tsx)
 * the first time the shopper points at it or focuses it: its code (the combobox, its list
 * and popover, about a tenth of a page's script) is fetched then, not with every page.
 * Enter on the text alone searches it.
 */
export function SearchForm({
  locale,
  defaultValue,
  className,
}: {
  locale: SiteLocale;
  defaultValue?: string;
  /** Where the form sits in its parent (the header bar's grid area). */
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(defaultValue ?? '');
  useEffect(() => setText(defaultValue ?? ''), [defaultValue]);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps>>();
  const loading = useRef(false);
  const plainInput = useRef<HTMLInputElement>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    import('./SearchSuggestions.tsx').then(
      (module) => {
        setFocusOnMount(document.activeElement === plainInput.current);
        setSuggestions(() => module.SearchSuggestions);
      },
      // Offline, or a release replaced the chunk: the plain field still searches, and the
      // next time the shopper reaches it the suggestions are tried again.
      () => {
        loading.current = false;
      },
    );
  };

  return (
    <Form
      method="get"
      action={`/${locale}/search`}
      role="search"
      className={className ? `${search} ${className}` : search}
      onKeyDownCapture={(event) => {
        // Enter on the text itself (no suggestion highlighted) searches it, list open or not.
        const input = event.target as HTMLElement;
        if (event.key !== 'Enter' || input.tagName !== 'INPUT') return;
        if (input.getAttribute('aria-activedescendant')) return;
        event.preventDefault();
        event.stopPropagation();
        void navigate(searchHref(locale, text));
      }}
    >
      {Suggestions ? (
        <Suggestions
          locale={locale}
          labelId={`${id}-label`}
          text={text}
          onTextChange={setText}
          focusOnMount={focusOnMount}
        />
      ) : (
        <div style={searchField}>
          <label id={`${id}-label`} htmlFor={`${id}-input`} className={visuallyHidden}>
            {t('search.label')}
          </label>
          <input
            ref={plainInput}
            id={`${id}-input`}
            className={searchInput}
            name="q"
            type="search"
            placeholder={t('search.placeholder')}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={enhance}
            onPointerEnter={enhance}
            onTouchStart={enhance}
          />
        </div>
      )}
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
