import { useId, useState } from 'react';
import {
  Button as AriaButton,
  CheckboxGroup as AriaCheckboxGroup,
  CheckboxButton,
  CheckboxField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ColorFamily, colorFamilySwatches } from '#api/contract/products.ts';
import type { FacetId, SearchFacet } from '#api/contract/search.ts';
import { Checkbox, CheckboxGroup } from '#components/Checkbox/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import * as css from './listing.css.ts';
import { type ListingState, usefulRatingValues } from './listing.ts';

/** Spec §9: the values a facet shows before "Show more": sm 4, md 10, lg 20. */
export const FACET_VALUES_SHOWN = { sm: 4, md: 10, lg: 20 } as const;

type FacetValue = SearchFacet['values'][number];

/** The classes that fold a value away past each breakpoint's limit (a chosen one never). */
function foldClasses(value: FacetValue, index: number): string {
  if (value.selected) return '';
  return [
    index >= FACET_VALUES_SHOWN.sm ? css.pastSmall : '',
    index >= FACET_VALUES_SHOWN.md ? css.pastMedium : '',
    index >= FACET_VALUES_SHOWN.lg ? css.pastLarge : '',
  ].join(' ');
}

/** Where "Show more" is needed: the breakpoints whose limit the values pass. */
function moreClasses(count: number): string {
  return [
    count > FACET_VALUES_SHOWN.sm ? css.moreOnSmall : '',
    count > FACET_VALUES_SHOWN.md ? css.moreOnMedium : '',
    count > FACET_VALUES_SHOWN.lg ? css.moreOnLarge : '',
  ].join(' ');
}

/** How many products a value leads to: shown as a number, read as "7 products". */
function ValueCount({ count }: { count: number }) {
  const { t } = useTranslation('storefront');
  return (
    <>
      <span aria-hidden="true" className={css.valueCount}>
        {count}
      </span>
      <VisuallyHidden>{`, ${t('listing.results', { count })}`}</VisuallyHidden>
    </>
  );
}

/** A value's label as the page shows it: the service's words, a rating's from the site's. */
export function useValueLabel() {
  const { t } = useTranslation('storefront');
  return (facet: FacetId, value: Pick<FacetValue, 'value' | 'label'>) =>
    facet === 'rating' ? t('listing.ratingAtLeast', { count: Number(value.value) }) : value.label;
}

function ColorSwatches({
  facet,
  chosen,
  labelledBy,
  onChange,
}: {
  facet: SearchFacet;
  chosen: string[];
  labelledBy: string;
  onChange: (chosen: string[]) => void;
}) {
  return (
    <AriaCheckboxGroup
      aria-labelledby={labelledBy}
      name={facet.id}
      value={chosen}
      onChange={onChange}
      className={css.swatchGroup}
    >
      {facet.values.map((value, index) => (
        <CheckboxField
          key={value.value}
          value={value.value}
          className={`${css.swatchField} ${foldClasses(value, index)}`}
        >
          <CheckboxButton className={css.swatchButton}>
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={css.swatchChip}
                  style={{ background: colorFamilySwatches[value.value as ColorFamily] }}
                >
                  {isSelected ? (
                    <span className={css.swatchTick}>
                      <Icon name="check" size="small" />
                    </span>
                  ) : null}
                </span>
                <span className={css.swatchName}>
                  {value.label}
                  <ValueCount count={value.count} />
                </span>
              </>
            )}
          </CheckboxButton>
        </CheckboxField>
      ))}
    </AriaCheckboxGroup>
  );
}

export interface FacetGroupProps {
  facet: SearchFacet;
  /** The values chosen (the listing's, or the phone panel's draft). */
  chosen: string[];
  onChange: (chosen: string[]) => void;
  /** The listing's count, when no value of this facet is chosen (rating's useful values). */
  total: number | null;
}

/**
 * One facet: a group of checkboxes (colours as swatches) under its title, each with the
 * products it leads to; past the breakpoint's limit the rest wait behind "Show more".
 */
export function FacetGroup({ facet, chosen, onChange, total }: FacetGroupProps) {
  const { t } = useTranslation('storefront');
  const label = useValueLabel();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const values = facet.id === 'rating' ? usefulRatingValues(facet.values, total) : facet.values;
  if (values.length === 0) return null;
  const shown = { ...facet, values };
  const titleId = `${id}-title`;
  return (
    <div className={css.facetGroup} data-facet={facet.id}>
      <h3 id={titleId} className={`${heading.h4} ${css.facetTitle}`}>
        {facet.label}
      </h3>
      <div
        className={css.facetValues}
        data-folded={expanded ? undefined : true}
        id={`${id}-values`}
      >
        {facet.id === 'color' ? (
          <ColorSwatches facet={shown} chosen={chosen} labelledBy={titleId} onChange={onChange} />
        ) : (
          <CheckboxGroup
            aria-labelledby={titleId}
            name={facet.id}
            value={chosen}
            onChange={onChange}
          >
            {values.map((value, index) => (
              <Checkbox
                key={value.value}
                value={value.value}
                className={`${css.facetCheckbox} ${foldClasses(value, index)}`}
              >
                {label(facet.id, value)}
                <ValueCount count={value.count} />
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      </div>
      {values.length > FACET_VALUES_SHOWN.sm ? (
        <AriaButton
          className={`${css.moreButton} ${moreClasses(values.length)}`}
          aria-expanded={expanded}
          aria-controls={`${id}-values`}
          onPress={() => setExpanded(!expanded)}
        >
          {expanded ? t('listing.showLess') : t('listing.showMore')}
        </AriaButton>
      ) : null}
    </div>
  );
}

export interface FacetGroupsProps {
  /** The facets to offer, in the page's order. */
  facets: SearchFacet[];
  selections: ListingState['selections'];
  onChange: (facet: FacetId, chosen: string[]) => void;
  /** The listing's count. */
  total: number;
}

/** Every facet of a listing, as groups of checkboxes. */
export function FacetGroups({ facets, selections, onChange, total }: FacetGroupsProps) {
  return (
    <>
      {facets.map((facet) => (
        <FacetGroup
          key={facet.id}
          facet={facet}
          chosen={selections[facet.id] ?? []}
          onChange={(chosen) => onChange(facet.id, chosen)}
          total={selections[facet.id]?.length ? null : total}
        />
      ))}
    </>
  );
}
