import { useId, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import * as styles from './ArticleGrid.css.ts';
import { facetsFitAt } from './articleGrid.ts';

export interface ArticleFacet {
  id: string;
  label: string;
  count: number;
}

interface Props {
  facets: readonly ArticleFacet[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
  /** Shown when the filter differs from where "clear all" returns. */
  onClear?: (() => void) | undefined;
}

/**
 * The grid's filter bar (spec §4): a pressed chip per tag filtered by, "clear all", and
 * "see more/less" where the tags are more than the breakpoint shows collapsed (spec §9).
 */
export function ArticleFilters({ facets, selected, onToggle, onClear }: Props) {
  const { t } = useTranslation('blocks');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const fits = facetsFitAt(facets.length);
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.meta}>{t('articleGrid.filter')}</legend>
      <div id={listId} className={styles.tagList} data-expanded={expanded || undefined}>
        {facets.map((facet) => (
          <ToggleButton
            key={facet.id}
            isSelected={selected.includes(facet.id)}
            onChange={() => onToggle(facet.id)}
            className={styles.tag}
          >
            {t('articleGrid.tag', { label: facet.label, count: facet.count })}
          </ToggleButton>
        ))}
      </div>
      {fits.sm ? null : (
        <span
          className={styles.facetToggle}
          data-fits-md={fits.md || undefined}
          data-fits-lg={fits.lg || undefined}
        >
          <Button
            tone="plain"
            size="small"
            aria-expanded={expanded}
            aria-controls={listId}
            onPress={() => setExpanded((value) => !value)}
          >
            {expanded ? t('articleGrid.seeLess') : t('articleGrid.seeMore')}
          </Button>
        </span>
      )}
      {onClear ? (
        <Button tone="plain" size="small" onPress={onClear}>
          {t('articleGrid.clearAll')}
        </Button>
      ) : null}
    </fieldset>
  );
}
