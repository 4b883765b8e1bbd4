import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '#api/contract/products.ts';
import { Button } from '#components/Button/index.ts';
import type { Site } from '../../site/site.ts';
import { sizeChartSlug } from './sizing.ts';

const loadDialog = () => import('./SizeChartDialog.tsx');
const SizeChartDialog = lazy(loadDialog);

export interface SizeChartProps {
  product: Pick<ProductDetails, 'productType' | 'gender' | 'brand'>;
  site: Site;
}

/**
 * The "size chart" button by the size picker, and its dialog (code and chart load on first
 * use). Nothing at all for a product type without a chart.
 */
export function SizeChart({ product, site }: SizeChartProps) {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it animates out.
  const [opened, setOpened] = useState(false);
  const slug = sizeChartSlug(product.productType);
  if (!slug) return null;
  return (
    <div>
      <Button
        tone="tertiary"
        size="small"
        icon="book"
        // The dialog's code loads while the shopper is on the way to it.
        onHoverStart={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('sizing.open')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SizeChartDialog
            slug={slug}
            product={product}
            site={site}
            isOpen={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
