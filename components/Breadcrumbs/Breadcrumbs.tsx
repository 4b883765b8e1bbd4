import {
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
  Breadcrumb,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { back, current, item, list, nav, separator } from './Breadcrumbs.css.ts';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** From the home page down to the current page, which comes last. */
  items: BreadcrumbItem[];
  /** The landmark's name. @default components:breadcrumbs.label */
  'aria-label'?: string;
  className?: string;
}

/**
 * Where the page sits in the catalogue. The last item is the current page
 * (`aria-current="page"`, not a link). On small screens the trail collapses to one
 * "Back to {parent}" link.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel, className }: BreadcrumbsProps) {
  const { t } = useTranslation('components');
  if (items.length === 0) return null;
  const parent = items.length > 1 ? items[items.length - 2] : undefined;
  const entries = items.map((entry, index) => ({ ...entry, id: `${index}:${entry.href}` }));
  return (
    <nav
      aria-label={ariaLabel ?? t('breadcrumbs.label')}
      className={[nav, className].filter(Boolean).join(' ')}
    >
      <AriaBreadcrumbs items={entries} className={list}>
        {(entry) => (
          <Breadcrumb id={entry.id} className={item}>
            {({ isCurrent }) =>
              isCurrent ? (
                <AriaLink className={current}>{entry.label}</AriaLink>
              ) : (
                <>
                  <Link href={entry.href} tone="neutral">
                    {entry.label}
                  </Link>
                  <Icon name="chevronRight" size="small" className={separator} />
                </>
              )
            }
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
      {parent && (
        <p className={back}>
          <Link href={parent.href} variant="standalone" tone="neutral">
            <Icon name="chevronLeft" size="small" />
            {t('breadcrumbs.backTo', { parent: parent.label })}
          </Link>
        </p>
      )}
    </nav>
  );
}
