import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '#api/client/react.tsx';
import {
  type ContentPageSummary,
  contentDocumentTypes,
  showcaseLimits,
} from '#api/contract/content.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Link } from '#components/Link/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { PreviewFrames } from './PreviewFrames.tsx';
import * as css from './PreviewViewer.css.ts';
import { showcaseQuery, type ViewerCriteria, viewerCriteria, viewerSearch } from './showcase.ts';

export interface PreviewViewerProps {
  siteId: string;
}

/**
 * The CMS preview viewer (spec §2): pick a document type, a layout variant and a page size,
 * Go puts them in the URL (back to page 1) and lists the documents by id and name, drafts
 * included; "No results." when none match. Each one opens in preview, or side by side at
 * the three breakpoints with their scroll in step.
 */
export function PreviewViewer({ siteId }: PreviewViewerProps) {
  const { t } = useTranslation('storefront');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const criteria = viewerCriteria(search);
  const client = useApiClient();
  const query = useQuery({
    ...showcaseQuery(client, siteId, criteria),
    placeholderData: keepPreviousData,
  });
  const [compared, setCompared] = useState<ContentPageSummary | null>(null);
  const top = useRef<HTMLHeadingElement>(null);

  // New results start at the top of the page (spec §2).
  const data = query.data;
  useEffect(() => {
    if (data) window.scrollTo({ top: 0 });
  }, [data]);

  const [draft, setDraft] = useState(criteria);
  // The form follows the URL (back and forward, a link to another page of results).
  const urlKey = viewerSearch(criteria);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's criteria, by their key
  useEffect(() => setDraft(criteria), [urlKey]);

  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCompared(null);
    void navigate(`${pathname}${viewerSearch({ ...draft, page: 1 })}`);
  };

  const pages = data ? Math.max(1, Math.ceil(data.numFound / criteria.limit)) : 1;
  const pageLink = (page: number) => `${pathname}${viewerSearch({ ...criteria, page })}`;

  return (
    <div className={css.viewer}>
      <div>
        <h1 ref={top} className={heading.h1}>
          {t('preview.viewer.title')}
        </h1>
        <p>{t('preview.viewer.intro')}</p>
      </div>
      {/* A plain GET form: it works before the page's script has loaded too. */}
      <form
        method="get"
        className={css.criteria}
        onSubmit={go}
        aria-label={t('preview.viewer.criteria')}
      >
        <Select
          name="docType"
          label={t('preview.viewer.docType')}
          selectedKey={draft.docType}
          onSelectionChange={(key) =>
            setDraft((current) => ({ ...current, docType: key as ViewerCriteria['docType'] }))
          }
        >
          {contentDocumentTypes.map((type) => (
            <SelectItem key={type} id={type}>
              {t(`preview.viewer.docTypes.${type}`)}
            </SelectItem>
          ))}
        </Select>
        <TextField
          name="layoutVariant"
          label={t('preview.viewer.layoutVariant')}
          description={t('preview.viewer.layoutVariantHint')}
          maxLength={80}
          value={draft.layoutVariant}
          onChange={(layoutVariant) => setDraft((current) => ({ ...current, layoutVariant }))}
        />
        <Select
          name="limit"
          label={t('preview.viewer.limit')}
          selectedKey={String(draft.limit)}
          onSelectionChange={(key) =>
            setDraft((current) => ({ ...current, limit: Number(key) as ViewerCriteria['limit'] }))
          }
        >
          {showcaseLimits.map((limit) => (
            <SelectItem key={limit} id={String(limit)}>
              {String(limit)}
            </SelectItem>
          ))}
        </Select>
        <Button type="submit">{t('preview.viewer.go')}</Button>
      </form>

      {compared ? <PreviewFrames document={compared} onClose={() => setCompared(null)} /> : null}

      <section
        className={css.results}
        aria-labelledby="preview-results"
        aria-busy={query.isFetching}
      >
        <h2 id="preview-results" className={heading.h3}>
          {data ? t('preview.viewer.results', { count: data.numFound }) : t('preview.viewer.title')}
        </h2>
        {query.isPending ? (
          <p role="status">
            <Spinner size="small" /> {t('preview.viewer.loading')}
          </p>
        ) : query.isError && !data ? (
          <Alert tone="critical" title={t('preview.viewer.failed')}>
            <Button tone="secondary" size="small" onPress={() => void query.refetch()}>
              {t('preview.viewer.retry')}
            </Button>
          </Alert>
        ) : data && data.result.length === 0 ? (
          <p role="status">{t('preview.viewer.noResults')}</p>
        ) : data ? (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>
                  {t('preview.viewer.id')}
                </th>
                <th scope="col" className={css.cell}>
                  {t('preview.viewer.name')}
                </th>
                <th scope="col" className={css.cell}>
                  {t('preview.viewer.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.result.map((document) => (
                <tr key={document.id}>
                  <td className={`${css.cell} ${css.id}`}>{document.id}</td>
                  <td className={css.cell}>{document.name}</td>
                  <td className={css.cell}>
                    <span className={css.actions}>
                      <ButtonLink
                        tone="secondary"
                        size="small"
                        href={`${document.path}?preview=true`}
                        aria-label={t('preview.viewer.open', { name: document.name })}
                      >
                        {t('preview.viewer.openShort')}
                      </ButtonLink>
                      <Button
                        tone="secondary"
                        size="small"
                        aria-label={t('preview.viewer.compare', { name: document.name })}
                        onPress={() => setCompared(document)}
                      >
                        {t('preview.viewer.compareShort')}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {data && pages > 1 ? (
          <nav aria-label={t('preview.viewer.pages')} className={css.pager}>
            {criteria.page > 1 ? (
              <Link href={pageLink(criteria.page - 1)}>{t('preview.viewer.previous')}</Link>
            ) : null}
            <span>{t('preview.viewer.page', { page: criteria.page, pages })}</span>
            {criteria.page < pages ? (
              <Link href={pageLink(criteria.page + 1)}>{t('preview.viewer.next')}</Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
