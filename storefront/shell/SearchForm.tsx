import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBoxSection,
  Header as SectionHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { useApiClient } from '#api/client/react.tsx';
import { AUTOSUGGEST_MIN_LENGTH, getAutoSuggest } from '#api/contract/search.ts';
import { Button } from '#components/Button/index.ts';
import { FieldListBox, FieldListBoxItem, FieldPopover } from '#components/Field/index.ts';
import { visuallyHidden } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { search, searchInput, sectionHeader } from './shell.css.ts';

/** Spec §9: the async fetch debounce. */
export const AUTOSUGGEST_DEBOUNCE_MS = 25;
/** Spec limit of the search text. */
const MAX_QUERY_LENGTH = 100;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface Suggestion {
  id: string;
  label: string;
  href: string;
}

/**
 * The search field: a GET form to `/{locale}/search?q=`, so it works before (and without)
 * JavaScript. With it, typing suggests search terms, categories and products
 * (`/products/v2/search/autoSuggest`) in a combobox: arrows move through them, Enter
 * opens one, Enter on the text alone searches it, Escape closes the list.
 */
export function SearchForm({
  locale,
  defaultValue,
}: {
  locale: SiteLocale;
  defaultValue?: string;
}) {
  const { t } = useTranslation('storefront');
  const api = useApiClient();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(defaultValue ?? '');
  useEffect(() => setText(defaultValue ?? ''), [defaultValue]);
  const query = useDebounced(text.trim(), AUTOSUGGEST_DEBOUNCE_MS);
  const enabled = query.length >= AUTOSUGGEST_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    queryKey: ['autoSuggest', locale, query],
    queryFn: ({ signal }) => api.call(getAutoSuggest, { query: { query }, signal }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  const result = enabled ? data : undefined;
  const terms: Suggestion[] = (result?.suggestions ?? []).map((suggestion) => ({
    id: `term:${suggestion.term}`,
    label: suggestion.term,
    href: `/${locale}/search?q=${encodeURIComponent(suggestion.term)}`,
  }));
  const categories: Suggestion[] = (result?.categories ?? []).map((category) => ({
    id: `category:${category.id}`,
    label: category.name,
    href: category.url,
  }));
  const products: Suggestion[] = (result?.products ?? []).map((product) => ({
    id: `product:${product.id}`,
    label: product.name,
    href: product.url,
  }));
  const groups = [
    { id: 'terms', title: t('search.terms'), items: terms },
    { id: 'categories', title: t('search.categories'), items: categories },
    { id: 'products', title: t('search.products'), items: products },
  ].filter((group) => group.items.length > 0);
  const hrefs = new Map([...terms, ...categories, ...products].map((item) => [item.id, item.href]));

  return (
    <Form
      method="get"
      action={`/${locale}/search`}
      role="search"
      className={search}
      onKeyDownCapture={(event) => {
        // Enter on the text itself (no suggestion highlighted) searches it, list open or not.
        const input = event.target as HTMLElement;
        if (event.key !== 'Enter' || input.tagName !== 'INPUT') return;
        if (input.getAttribute('aria-activedescendant')) return;
        event.preventDefault();
        event.stopPropagation();
        const q = text.trim();
        void navigate(q ? `/${locale}/search?q=${encodeURIComponent(q)}` : `/${locale}/search`);
      }}
    >
      <ComboBox
        aria-labelledby={`${id}-label`}
        inputValue={text}
        onInputChange={setText}
        allowsCustomValue
        // Open as soon as the shopper types: the suggestions arrive into the open list.
        allowsEmptyCollection
        menuTrigger="input"
        onSelectionChange={(key) => {
          const href = key === null ? undefined : hrefs.get(String(key));
          if (href) void navigate(href);
        }}
        style={{ flex: 1, minWidth: 0, display: 'flex' }}
      >
        <Label id={`${id}-label`} className={visuallyHidden}>
          {t('search.label')}
        </Label>
        <Input
          className={searchInput}
          name="q"
          type="search"
          placeholder={t('search.placeholder')}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
        />
        <FieldPopover>
          <FieldListBox
            emptyText={
              !enabled
                ? t('search.typeMore', { count: AUTOSUGGEST_MIN_LENGTH })
                : isFetching
                  ? t('search.searching')
                  : t('search.noSuggestions')
            }
          >
            {groups.map((group) => (
              <ListBoxSection key={group.id} id={group.id}>
                <SectionHeader className={sectionHeader}>{group.title}</SectionHeader>
                {group.items.map((item) => (
                  <FieldListBoxItem key={item.id} id={item.id} textValue={item.label}>
                    {item.label}
                  </FieldListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </FieldListBox>
        </FieldPopover>
      </ComboBox>
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
