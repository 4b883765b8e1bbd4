import { HttpResponse, http } from 'msw';
import { API_BASE } from '#api/contract/common.ts';
import { checkPopUps } from '#cms-blocks/PopUp/checkedPopUps.ts';
import { PREVIEW_PARAMS } from '#cms-blocks/renderer/preview.ts';
import { POPUPS_PATH } from './PopUps.tsx';

/**
 * MSW's stand-in for the store's `GET /fapi/components/popups` (storefront/fapi), for
 * stories: it asks the mocked service's pop-up call (so a story's `getPopups` handler
 * decides the document) and checks the pop-ups as the store does.
 */
export const popUpsHandler = http.get(`*${POPUPS_PATH}`, async ({ request }) => {
  const url = new URL(request.url);
  const site = `${url.searchParams.get('brand') ?? 'ridgeline'}-${url.searchParams.get('locale') ?? 'en-us'}`;
  const mode = url.searchParams.get('preview') === 'true' ? 'preview' : 'live';
  const upstream = new URL(`${API_BASE}/${mode}/caas/v1/canvas/popups/${site}`, url.origin);
  for (const name of PREVIEW_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) upstream.searchParams.set(name, value);
  }
  const answer = await fetch(upstream, { signal: request.signal });
  if (!answer.ok) return new HttpResponse(await answer.text(), { status: answer.status });
  return HttpResponse.json(checkPopUps(await answer.json()));
});
