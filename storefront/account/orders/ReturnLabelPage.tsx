import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import type { ReturnLabel } from '#api/contract/orders.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { AddressBlock } from '#flows/Checkout/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useReturnLabel, useReturnLabelDownload } from '#shopper/index.ts';
import { Barcode } from './Barcode.tsx';
import { orderDay } from './format.ts';
import * as styles from './orders.css.ts';

export interface ReturnLabelPageProps {
  locale: SiteLocale;
  returnId: string;
  /**
   * Opens the label's PDF link (stories, tests).
   * @default the browser goes to it: the PDF comes as a download and the page stays
   */
  openPdf?: (url: string) => void;
}

/**
 * `/{locale}/returns/{returnId}`: the printable label of a return (its link is the
 * shopper's: whoever holds it may print it). The RMA code big and as a barcode, from and
 * to, the carrier, the items with their reasons, the day to send it by, Print and the label
 * as a PDF. RTN404 says there is no such label.
 */
export function ReturnLabelPage({ locale, returnId, openPdf }: ReturnLabelPageProps) {
  const { t } = useTranslation('storefront');
  const label = useReturnLabel(returnId);
  const title = <h1 className={[heading.h1, styles.title].join(' ')}>{t('orders.label.title')}</h1>;

  let body: ReactNode;
  if (label.data) {
    return <LabelSheet label={label.data} locale={locale} openPdf={openPdf} />;
  }
  if (isApiError(label.error) && label.error.is('RTN404')) {
    body = (
      <>
        <h1 className={[heading.h1, styles.title].join(' ')}>{t('orders.label.notFoundTitle')}</h1>
        <p>{t('orders.label.notFound')}</p>
        <div>
          <ButtonLink href={`/${locale}/order-status`} tone="primary">
            {t('orders.lookup.title')}
          </ButtonLink>
        </div>
      </>
    );
  } else if (label.isError) {
    body = (
      <>
        {title}
        <Alert tone="critical">
          {t('orders.label.loadFailed')}{' '}
          <Button tone="plain" size="small" onPress={() => label.refetch()}>
            {t('orders.retry')}
          </Button>
        </Alert>
      </>
    );
  } else {
    body = (
      <>
        {title}
        <SkeletonGroup label={t('orders.label.loading')}>
          <Skeleton shape="box" aspectRatio={3} />
          <Skeleton shape="text" lines={4} />
        </SkeletonGroup>
      </>
    );
  }
  return <div className={styles.page}>{body}</div>;
}

function LabelSheet({
  label,
  locale,
  openPdf,
}: {
  label: ReturnLabel;
  locale: SiteLocale;
  openPdf: ((url: string) => void) | undefined;
}) {
  const { t } = useTranslation('storefront');
  const rmaId = useId();
  const fromId = useId();
  const toId = useId();
  const itemsId = useId();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.rowMain}>
          <h1 className={[heading.h1, styles.title].join(' ')}>{t('orders.label.title')}</h1>
          <p className={styles.soft}>
            {t('orders.label.order', { orderNumber: label.orderNumber })}
          </p>
        </div>
        <div className={styles.actions}>
          <Button tone="primary" onPress={() => window.print()}>
            {t('orders.label.print')}
          </Button>
          <PdfButton label={label} openPdf={openPdf} />
        </div>
      </div>
      <p className={styles.screenOnly}>{t('orders.label.steps', { carrier: label.carrier })}</p>
      <div className={styles.labelSheet}>
        <section aria-labelledby={rmaId} className={styles.rowMain}>
          <h2 id={rmaId} className={[heading.h4, styles.title].join(' ')}>
            {t('orders.label.rma')}
          </h2>
          <p className={styles.rma}>{label.rmaCode}</p>
          <Barcode
            value={label.rmaCode}
            label={t('orders.label.barcode', { code: label.rmaCode })}
            className={styles.barcode}
          />
        </section>
        <dl className={styles.details}>
          <dt>{t('orders.label.carrier')}</dt>
          <dd>{label.carrier}</dd>
        </dl>
        <p>
          <strong>{t('orders.label.sendBy', { date: orderDay(label.sendBy, locale) })}</strong>{' '}
          <span className={styles.soft}>{t('orders.label.sendByHint')}</span>
        </p>
        <div className={styles.labelAddresses}>
          <section aria-labelledby={fromId}>
            <h2 id={fromId} className={[heading.h4, styles.title].join(' ')}>
              {t('orders.label.from')}
            </h2>
            <AddressBlock address={label.from} locale={locale} />
          </section>
          <section aria-labelledby={toId} className={styles.labelTo}>
            <h2 id={toId} className={[heading.h4, styles.title].join(' ')}>
              {t('orders.label.to')}
            </h2>
            <AddressBlock address={label.to} locale={locale} />
          </section>
        </div>
        <section aria-labelledby={itemsId}>
          <h2 id={itemsId} className={[heading.h4, styles.title].join(' ')}>
            {t('orders.label.items')}
          </h2>
          <table className={styles.table} aria-labelledby={itemsId}>
            <thead>
              <tr>
                <th scope="col">{t('orders.label.item')}</th>
                <th scope="col">{t('orders.label.qty')}</th>
                <th scope="col">{t('orders.label.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {label.items.map((item) => (
                <tr key={item.itemId}>
                  <td>
                    {item.name}
                    {item.attributes ? (
                      <span className={styles.detail}> ({item.attributes})</span>
                    ) : null}
                  </td>
                  <td>{item.qty}</td>
                  <td>{t(`orders.returnReasons.${item.reasonCode}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}

/**
 * "Download the label (PDF)": asks for the PDF's short-lived link and opens it; busy while
 * it comes, a failure said below the buttons, which stay for another try. Not printed.
 */
function PdfButton({
  label,
  openPdf,
}: {
  label: ReturnLabel;
  openPdf: ((url: string) => void) | undefined;
}) {
  const { t } = useTranslation('storefront');
  const download = useReturnLabelDownload(openPdf ? { open: openPdf } : {});
  return (
    <>
      <Button
        tone="secondary"
        icon="download"
        isPending={download.isPending}
        onPress={() =>
          download.mutate({ returnId: label.returnId, orderNumber: label.orderNumber })
        }
      >
        {t('orders.label.downloadPdf')}
      </Button>
      {download.isError ? (
        <div className={styles.actionError}>
          <Alert tone="critical">{t('orders.label.downloadFailed')}</Alert>
        </div>
      ) : null}
    </>
  );
}
