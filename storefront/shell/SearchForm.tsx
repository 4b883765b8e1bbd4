import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '#components/Button/index.ts';
import { visuallyHidden } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { search, searchInput } from './shell.css.ts';

/**
 * The search field: a GET form to `/{locale}/search?q=`, so it works before (and
 * without) JavaScript; React Router turns the submit into a client navigation.
 */
export function SearchForm({
  locale,
  defaultValue,
}: {
  locale: SiteLocale;
  defaultValue?: string;
}) {
  const { t } = useTranslation('storefront');
  const id = useId();
  return (
    <Form method="get" action={`/${locale}/search`} role="search" className={search}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('search.label')}
      </label>
      <input
        id={id}
        className={searchInput}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        maxLength={200}
      />
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
