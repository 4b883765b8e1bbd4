import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBoxSection,
  Header as SectionHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { AUTOSUGGEST_MIN_LENGTH, getAutoSuggest } from '#api/contract/search.ts';
import { FieldListBox, FieldListBoxItem, FieldPopover } from '#components/Field/index.ts';
import { visuallyHidden } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { noteProductNavigation } from '../analytics/dataLayer.ts';
import { useDebounced } from '../runtime/useDebounced.ts';
import { SuggestedProduct, type SuggestedProductData } from '../search/SuggestedProduct.tsx';
import { searchHref } from '../search/searchHref.ts';
import { useSiteSettings } from '../site/SiteFeatures.tsx';
import { AUTOSUGGEST_DEBOUNCE_MS, MAX_QUERY_LENGTH, searchField } from './searchField.ts';
import { searchInput, sectionHeader } from './shell.css.ts';

interface Suggestion {
  id: string;
  label: string;
  href: string;
  /** A product's: shown with its thumbnail and price. */
  product?: SuggestedProductData;
}

const showEverySuggestion = () => true;

export interface SearchSuggestionsProps {
  locale: SiteLocale;
  labelId: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The plain field had the focus: the combobox's field takes it, caret at the end. */
  focusOnMount: boolean;
}

/**
 * The search field as a combobox (SearchForm.tsx loads it on the first focus or pointer):
 * typing suggests search terms, categories and products with their thumbnails and prices
 * (`/products/v2/search/autoSuggest`, typos forgiven); arrows move through them, Enter
 * opens one, Escape closes the list.
 */
export function SearchSuggestions({
  locale,
  labelId,
  text,
  onTextChange,
  focusOnMount,
}: SearchSuggestionsProps) {
  const { t } = useTranslation('storefront');
  const api = useApiClient();
  const navigate = useNavigate();
  const { interactionOrigins } = useSiteSettings();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusOnMount]);
  const query = useDebounced(text.trim(), AUTOSUGGEST_DEBOUNCE_MS);
  const enabled = query.length >= AUTOSUGGEST_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    queryKey: queryKeys.autoSuggest(locale, query),
    queryFn: ({ signal }) => api.call(getAutoSuggest, { query: { query }, signal }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  const result = enabled ? data : undefined;
  const terms: Suggestion[] = (result?.suggestions ?? []).map((suggestion) => ({
    id: `term:${suggestion.term}`,
    label: suggestion.term,
    href: searchHref(locale, suggestion.term),
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
    product,
  }));
  const groups = [
    { id: 'terms', title: t('search.terms'), items: terms },
    { id: 'categories', title: t('search.categories'), items: categories },
    { id: 'products', title: t('search.products'), items: products },
  ].filter((group) => group.items.length > 0);
  const hrefs = new Map([...terms, ...categories, ...products].map((item) => [item.id, item.href]));

  return (
    <ComboBox
      aria-labelledby={labelId}
      inputValue={text}
      onInputChange={onTextChange}
      allowsCustomValue
      // The service chose the suggestions for the text, typos forgiven ("jakc" suggests
      // jackets): the list shows them all rather than those containing the text as typed.
      defaultFilter={showEverySuggestion}
      // Open as soon as the shopper types: the suggestions arrive into the open list.
      allowsEmptyCollection
      menuTrigger="input"
      onSelectionChange={(key) => {
        const href = key === null ? undefined : hrefs.get(String(key));
        if (!href) return;
        // A product suggested for the words typed: the product page's view says so (spec §9).
        noteProductNavigation(href, 'search', interactionOrigins);
        void navigate(href);
      }}
      style={searchField}
    >
      <Label id={labelId} className={visuallyHidden}>
        {t('search.label')}
      </Label>
      <Input
        ref={inputRef}
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
                  {item.product ? <SuggestedProduct product={item.product} /> : item.label}
                </FieldListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </FieldListBox>
      </FieldPopover>
    </ComboBox>
  );
}
