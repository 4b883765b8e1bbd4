import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { getSizeChartComponent } from '#api/contract/internal.ts';
import { isSiteLocale } from '#i18n/index.ts';
import { footSizes } from '../../../fapi/footSizes.ts';
import { productTypeOfSlug, sizeChartOf } from '../../../fapi/sizeCharts.ts';

/*
 * MSW answers of the storefront's own size calls (`/fapi/components/size-chart/…`,
 * `/fapi/components/foot-sizes`) from the same tables the storefront serves them from.
 */

const sizeChartPath = '*/fapi/components/size-chart/:productType';
const footSizesPath = '*/fapi/components/foot-sizes';

const notFound = () =>
  HttpResponse.json(
    { errorDetails: [{ errorId: 'API404', message: 'No size chart' }], correlationId: 'mock' },
    { status: 404 },
  );

export const sizingHandlers = {
  ok: (): HttpHandler[] => [
    http.get(sizeChartPath, ({ params, request }) => {
      const type = productTypeOfSlug(String(params.productType));
      const query = getSizeChartComponent.query.parse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const locale = new URL(request.url).searchParams.get('locale');
      if (!type) return notFound();
      return HttpResponse.json(
        sizeChartOf(type, isSiteLocale(locale) ? locale : 'en-us', {
          gender: query.gender,
          unit: query.unit,
        }),
      );
    }),
    http.get(footSizesPath, () => HttpResponse.json({ sizes: footSizes() })),
  ],
  loading: (): HttpHandler[] => [
    http.get(sizeChartPath, () => delay('infinite')),
    http.get(footSizesPath, () => delay('infinite')),
  ],
  chartError: (): HttpHandler => http.get(sizeChartPath, () => notFound()),
  footSizesError: (): HttpHandler =>
    http.get(footSizesPath, () =>
      HttpResponse.json(
        { errorDetails: [{ errorId: 'GEN500', message: 'Down' }], correlationId: 'mock' },
        { status: 500 },
      ),
    ),
};
