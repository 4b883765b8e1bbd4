import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SizeChartUnit, sizeChartUnits } from '#api/contract/internal.ts';
import type { ProductDetails } from '#api/contract/products.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '#components/Tabs/index.ts';
import type { Site } from '../../site/site.ts';
import {
  caption as captionStyle,
  cell,
  content,
  headCell,
  hint,
  loadingRow,
  rowHead,
  table,
  tableScroll,
  tabPanel,
} from './sizing.css.ts';
import { defaultChartUnit, type FootFit, footFitsOf, footRowsOf, isFootwear } from './sizing.ts';
import { useFootSizes, useSizeChart } from './useSizing.ts';

export interface SizeChartDialogProps {
  /** The chart's URL segment (`trail-shoes`). */
  slug: string;
  product: Pick<ProductDetails, 'productType' | 'gender' | 'brand'>;
  site: Site;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

interface ChartTableProps {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A chart as a real table (caption, column headers, the first cell of a row its header).
 * Wider than the dialog it scrolls sideways: the region takes focus so keys scroll it too.
 */
function ChartTable({ title, columns, rows }: ChartTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className={tableScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={table}>
        <caption id={captionId} className={captionStyle}>
          {title}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((value, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                  <th key={index} scope="row" className={rowHead}>
                    {value}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                  <td key={index} className={cell}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={loadingRow}>
      <Spinner size="small" label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('storefront');
  return (
    <Alert tone="critical" title={t('sizing.failed')}>
      <Button tone="secondary" size="small" onPress={onRetry}>
        {t('sizing.retry')}
      </Button>
    </Alert>
  );
}

const CM_PER_INCH = 2.54;

/** The foot sizes of the product's wearers: how to measure, then US, UK, EU and length. */
function FootSizes({
  product,
  site,
  unit,
}: Pick<SizeChartDialogProps, 'product' | 'site'> & { unit: SizeChartUnit }) {
  const { t } = useTranslation('storefront');
  const footSizes = useFootSizes(product.brand, true);
  const length = useMemo(
    () =>
      new Intl.NumberFormat(site.info.tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [site.info.tag],
  );
  const columns = [
    t('sizing.columns.us'),
    t('sizing.columns.uk'),
    t('sizing.columns.eu'),
    t(`sizing.columns.${unit}`),
  ];
  const tableOf = (fit: FootFit) =>
    footRowsOf(footSizes.data?.sizes ?? [], fit).map((row) => [
      row.us,
      row.uk,
      row.eu,
      length.format(unit === 'cm' ? row.cm : row.cm / CM_PER_INCH),
    ]);
  return (
    <div className={content}>
      <p className={hint}>{t('sizing.footIntro')}</p>
      {footSizes.isPending ? <Loading label={t('sizing.loading')} /> : null}
      {footSizes.isError ? <Failed onRetry={() => void footSizes.refetch()} /> : null}
      {footSizes.data
        ? footFitsOf(product.gender).map((fit) => (
            <ChartTable
              key={fit}
              title={t(`sizing.footCaption.${fit}`)}
              columns={columns}
              rows={tableOf(fit)}
            />
          ))
        : null}
    </div>
  );
}

/**
 * The size chart dialog (spec §7 Internal size-chart and foot-sizes calls): the chart of
 * the product's type and wearers (a men's jacket: the men's sizes) from the storefront's
 * `/fapi`, in the site's units (inches in the US, else cm) with a switch to the other, and
 * for footwear a second tab with the foot sizes. Modal from md, a bottom sheet on small screens, like every dialog of the kit.
 */
export default function SizeChartDialog({
  slug,
  product,
  site,
  isOpen,
  onOpenChange,
}: SizeChartDialogProps) {
  const { t } = useTranslation('storefront');
  const [unit, setUnit] = useState<SizeChartUnit>(() => defaultChartUnit(site.locale));
  const chart = useSizeChart(slug, product.brand, site.locale, product.gender, unit);
  const units = (
    <RadioGroup
      label={t('sizing.units.label')}
      orientation="horizontal"
      value={unit}
      onChange={(value) => setUnit(value as SizeChartUnit)}
    >
      {sizeChartUnits.map((option) => (
        <Radio key={option} value={option}>
          {t(`sizing.units.${option}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
  const body = chart.data ? (
    <div className={content}>
      <ChartTable title={chart.data.title} columns={chart.data.columns} rows={chart.data.rows} />
      {isFootwear(product.productType) ? null : <p className={hint}>{t('sizing.chartHint')}</p>}
    </div>
  ) : chart.isError ? (
    <Failed onRetry={() => void chart.refetch()} />
  ) : (
    <Loading label={t('sizing.loading')} />
  );
  return (
    <Dialog
      title={t('sizing.dialogTitle')}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <div className={content}>
        {units}
        {isFootwear(product.productType) ? (
          <Tabs defaultSelectedKey="chart">
            <TabList aria-label={t('sizing.tabsLabel')}>
              <Tab id="chart">{t('sizing.chartTab')}</Tab>
              <Tab id="feet">{t('sizing.footTab')}</Tab>
            </TabList>
            <TabPanel id="chart" className={tabPanel}>
              {body}
            </TabPanel>
            <TabPanel id="feet" className={tabPanel}>
              <FootSizes product={product} site={site} unit={unit} />
            </TabPanel>
          </Tabs>
        ) : (
          body
        )}
      </div>
    </Dialog>
  );
}
