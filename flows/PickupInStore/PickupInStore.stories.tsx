import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StoreSearchResult } from '#api/contract/stores.ts';
import { findDialog, findOverlay, screenOf } from '#components/test/overlay.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import {
  productDetails,
  searchStores as searchStoresView,
  siteContext,
} from '#demo/catalogue/views.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { mockCatalogue, productHandlers } from '#mocks/handlers/products.ts';
import { storeHandlers, storeStates } from '#mocks/handlers/stores.ts';
import { PICKUP_STORE_COOKIE, type PickupStore, pickupStoreCookie } from '#shopper/index.ts';
import { recordRequests } from '../test/stories.tsx';
import { PickupInStore } from './PickupInStore.tsx';

/*
 * Pickup in store in the buy box, on the demo stores (MSW answers /api). Men's Nunatak Rain
 * Jacket (RDGJK1001) in Forest XL: Ridgeline Denver Union Station has none, Ridgeline
 * Boulder Pearl Street has 10; both are near 80202. The chosen store lives in a cookie:
 * each story starts without one.
 */

interface PickupStoryProps {
  productId: string;
  locale?: SiteLocale;
  /** The chosen size's sku; none: no size chosen yet. */
  sku?: string;
  onSizeMissing?: () => void;
  /** How many the buy box would reserve. */
  quantity?: number;
}

function PickupStory({
  productId,
  locale = 'en-us',
  sku,
  onSizeMissing,
  quantity,
}: PickupStoryProps) {
  const [product] = useState(() => productDetails(getCatalogue(), productId, siteContext(locale)));
  const found = product.variants.find((variant) => variant.sku === sku);
  const sizeLabel = product.sizes.find((size) => size.code === found?.size)?.label ?? '';
  return (
    <div style={{ maxWidth: 480 }}>
      <PickupInStore
        product={product}
        locale={locale}
        variant={found ? { sku: found.sku, sizeLabel } : null}
        onSizeMissing={onSizeMissing}
        quantity={quantity}
      />
    </div>
  );
}

const forgetStore = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the story's own cookie, cleared between stories.
  document.cookie = `${PICKUP_STORE_COOKIE}=; Path=/; Max-Age=0`;
};

/** A story whose shopper chose this store before. */
const rememberStore = (store: PickupStore) => () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the story's own cookie, cleared after it.
  document.cookie = pickupStoreCookie(store, false);
  return forgetStore;
};

const denver: PickupStore = {
  id: '1001',
  name: 'Ridgeline Denver Union Station',
  city: 'Denver',
  country: 'US',
};

const meta = {
  title: 'Storefront/Product/Pickup in store',
  component: PickupStory,
  args: { productId: 'RDGJK1001', sku: 'RDGJK100113', onSizeMissing: fn() },
  parameters: { layout: 'padded' },
  beforeEach() {
    forgetStore();
    return forgetStore;
  },
} satisfies Meta<typeof PickupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open the dialog with the box's button and search a postal code by keyboard. */
async function searchNear(canvasElement: HTMLElement, button: string | RegExp, postalCode: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const dialog = await findDialog(canvasElement);
  const field = within(dialog).getByRole('textbox', { name: /./ });
  await userEvent.type(field, postalCode);
  await userEvent.keyboard('{Enter}');
  return dialog;
}

/** The result card of a store in the dialog. */
const cardOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('heading', { name }).closest('li') as HTMLElement;

export const Default: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Pick up in store' })).toBeVisible();
    const find = canvas.getByRole('button', { name: 'Find a store' });

    // Keyboard first: to the button, open, type, search.
    await userEvent.tab();
    await expect(find).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'Pick up in store');
    await expect(
      within(dialog).getByText(
        "Size XL of Men's Nunatak Rain Jacket: find a store near you that has it.",
      ),
    ).toBeVisible();
    const postalCode = within(dialog).getByRole('textbox', { name: /Postal code/ });

    // The spec's postal code rule before any search.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(postalCode, '80202{Enter}');

    const summary = await within(dialog).findByRole('heading', { name: '2 stores near 80202' });
    await expect(summary.closest('[role="status"]')).not.toBeNull();
    const boulder = cardOf(dialog, 'Ridgeline Boulder Pearl Street');
    const denverCard = cardOf(dialog, 'Ridgeline Denver Union Station');
    await waitFor(() => expect(within(boulder).getByText('In stock')).toBeVisible());
    await expect(within(denverCard).getByText('Not available')).toBeVisible();
    // A store without the size is not offered for pickup.
    await expect(within(denverCard).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(denverCard).getByText('1701 Wynkoop St, Denver, CO 80202')).toBeVisible();
    await expect(within(boulder).getByText(/^\d+(\.\d)? mi away$/)).toBeVisible();

    await userEvent.click(
      within(boulder).getByRole('button', { name: 'Pick up here: Ridgeline Boulder Pearl Street' }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // The box names the store and its stock of the size, and says so politely.
    await expect(await canvas.findByText('Ridgeline Boulder Pearl Street, Boulder')).toBeVisible();
    await expect(await canvas.findByText('Size XL: in stock in this store')).toBeVisible();
    await expect(
      canvas.getByText('Ridgeline Boulder Pearl Street is now your store.'),
    ).toBeVisible();
    // Focus is back on the box's button, which now offers to change the store.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change store' })).toHaveFocus());
    await expect(document.cookie).toContain(`${PICKUP_STORE_COOKIE}=`);
  },
};

export const SearchByCity: Story = {
  parameters: { testViewport: 'lg' },
  args: { locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Find a store', 'EH1 2JR 0000000');
    // With a digit it is a postal code, and no postal code is that long.
    const field = within(dialog).getByRole('textbox', { name: /Postal code or city/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Postal code is not valid'));
    await userEvent.clear(field);
    await userEvent.type(field, 'edinburgh{Enter}');
    await expect(
      await within(dialog).findByRole('heading', { name: '1 store near edinburgh' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Ridgeline Edinburgh Grassmarket',
    );
    await expect(within(dialog).getByRole('listitem')).toHaveTextContent(/0 mi away/);
  },
};

export const ChooseASizeFirst: Story = {
  parameters: { testViewport: 'sm' },
  args: { productId: 'TRDBT1001', sku: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find a store' }));
    await expect(
      await canvas.findByText('Choose a size first, then find a store that has it.'),
    ).toBeVisible();
    await expect(args.onSizeMissing).toHaveBeenCalledTimes(1);
    await expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Searching: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(storeHandlers.searchStores.loading());
  },
  play: async ({ canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Find a store', '80202');
    await expect(await within(dialog).findByText('Searching for stores…')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Searching for stores…');
  },
};

export const NoStoresNearby: Story = {
  parameters: { testViewport: 'md' },
  args: { productId: 'TRDBT1001', sku: 'TRDBT100112', locale: 'en-gb' },
  beforeEach({ msw }) {
    msw.use(storeStates.noStoresNearby());
  },
  play: async ({ canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Find a store', 'SW1A 1AA');
    await expect(
      await within(dialog).findByRole('heading', { name: 'No stores near SW1A 1AA.' }),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Try another postal code, or a bigger town nearby.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const SearchFailed: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(storeHandlers.searchStores.error('GEN500'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Find a store', '80202');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The store search did not work.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Every store of the country within 500 km of the search, with a stock pattern. */
function widerSearch(rename?: (name: string) => string) {
  return storeHandlers.searchStores.with(({ body, query }) => {
    const answer: StoreSearchResult = searchStoresView(
      mockCatalogue(),
      { ...body, radius: 500, unit: 'km' },
      siteContext(query.locale),
    );
    return rename
      ? {
          ...answer,
          stores: answer.stores.map((store) => ({ ...store, name: rename(store.name) })),
        }
      : answer;
  });
}

/** In stock, low, none, … by the order the stores were asked in. */
const stockPattern = () =>
  productHandlers.postProductAvailability.with(({ params, body }) => ({
    productId: params.productId,
    storeInventory: body.map((storeId, index) => {
      const quantity = [9, 2, 0][index % 3] ?? 0;
      return { storeId, quantity, inventoryState: quantity ? 'InStock' : 'OutOfStock' };
    }),
  }));

export const MixedAvailability: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { testViewport: 'lg' },
  args: { productId: 'TRDBT1001', sku: 'TRDBT100112', locale: 'fr-fr' },
  beforeEach({ msw }) {
    msw.use(widerSearch(), stockPattern());
  },
  play: async ({ canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Trouver un magasin', '69002');
    await within(dialog).findByRole('heading', { name: /^3 magasins près de 69002$/ });
    const cards = within(dialog).getAllByRole('listitem');
    await waitFor(() => expect(cards[0]).toHaveTextContent('En stock'));
    await expect(cards[1]).toHaveTextContent('Plus que 2');
    await expect(cards[2]).toHaveTextContent('Indisponible');
    // Nearest first, in the site's unit and number format.
    await expect(cards[0]).toHaveTextContent('Tread Lyon Presqu’île');
    await expect(cards[1]).toHaveTextContent(/à \d+(,\d)? km/);
  },
};

/** While each store's stock is checked, no store can be chosen yet: none may turn out empty. */
export const StockBeingChecked: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(productHandlers.postProductAvailability.loading());
  },
  play: async ({ canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Find a store', '80202');
    await within(dialog).findByRole('heading', { name: '2 stores near 80202' });
    for (const name of ['Ridgeline Boulder Pearl Street', 'Ridgeline Denver Union Station']) {
      const card = cardOf(dialog, name);
      await expect(within(card).getByText('Checking stock…')).toBeVisible();
      await expect(
        within(card).getByRole('button', { name: `Pick up here: ${name}` }),
      ).toBeDisabled();
    }
  },
};

export const ChangeStoreConfirmation: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: rememberStore(denver),
  play: async ({ canvas, canvasElement }) => {
    // The remembered store, with its stock of the size (Denver has no XL).
    await expect(await canvas.findByText('Ridgeline Denver Union Station, Denver')).toBeVisible();
    await expect(await canvas.findByText('Size XL: not available in this store')).toBeVisible();

    const dialog = await searchNear(canvasElement, 'Change store', '80202');
    await within(dialog).findByRole('heading', { name: '2 stores near 80202' });
    await expect(
      within(cardOf(dialog, 'Ridgeline Denver Union Station')).getByText('Your store'),
    ).toBeVisible();
    const choose = within(cardOf(dialog, 'Ridgeline Boulder Pearl Street')).getByRole('button', {
      name: 'Pick up here: Ridgeline Boulder Pearl Street',
    });
    await waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);

    const confirm = await findOverlay(canvasElement, 'alertdialog', 'Change your store?');
    await expect(confirm).toHaveTextContent(
      'Your store is Ridgeline Denver Union Station. Pick up from Ridgeline Boulder Pearl Street instead?',
    );
    // Keeping the store closes the question and returns to the list, where it was asked.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep my store' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await waitFor(() => expect(choose).toHaveFocus());
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByText('Ridgeline Denver Union Station, Denver')).toBeVisible();
  },
};

export const StoreChanged: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach: rememberStore(denver),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await searchNear(canvasElement, 'Change store', '80202');
    await within(dialog).findByRole('heading', { name: '2 stores near 80202' });
    const boulder = cardOf(dialog, 'Ridgeline Boulder Pearl Street');
    // Offered once its stock is known.
    const choose = within(boulder).getByRole('button', { name: /Pick up here/ });
    await waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);
    const confirm = await findOverlay(canvasElement, 'alertdialog', 'Change your store?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change store' }));

    const changed = await findDialog(canvasElement, 'Store changed');
    await expect(changed).toHaveTextContent(
      'Ridgeline Boulder Pearl Street (Boulder) is now your store for pickup.',
    );
    await expect(dialog).not.toBeInTheDocument();
    await userEvent.click(within(changed).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(changed).not.toBeInTheDocument());
    await expect(canvas.getByText('Ridgeline Boulder Pearl Street, Boulder')).toBeVisible();
    await expect(await canvas.findByText('Size XL: in stock in this store')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change store' })).toHaveFocus());
  },
};

/** The bodies of the store searches a story made. */
const searches: unknown[] = [];

export const UseMyLocation: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    searches.length = 0;
    msw.use(
      storeHandlers.searchStores.with(({ body, query }) => {
        searches.push(body);
        return searchStoresView(mockCatalogue(), body, siteContext(query.locale));
      }),
    );
    const geolocation = navigator.geolocation;
    const original = geolocation.getCurrentPosition;
    // Union Station, Denver, as a device would report it.
    geolocation.getCurrentPosition = (success) =>
      success({
        coords: { latitude: 39.75271234, longitude: -105.00031234 },
        timestamp: Date.now(),
      } as GeolocationPosition);
    return () => {
      geolocation.getCurrentPosition = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find a store' }));
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my location' }));
    await expect(
      await within(dialog).findByRole('heading', { name: '2 stores near your location' }),
    ).toBeVisible();
    // No more of the position than "nearest" needs, and the site's country only.
    await expect(searches).toEqual([
      expect.objectContaining({ latitude: 39.7527, longitude: -105.0003, countryCode: 'US' }),
    ]);
  },
};

export const LocationDenied: Story = {
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'sm' },
  args: { productId: 'RDGJK1001', sku: 'RDGJK100113', locale: 'de-de' },
  beforeEach() {
    const geolocation = navigator.geolocation;
    const original = geolocation.getCurrentPosition;
    geolocation.getCurrentPosition = (_success, failure) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    return () => {
      geolocation.getCurrentPosition = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Geschäft finden' }));
    const dialog = await findDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Meinen Standort verwenden' }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ihr Standort konnte nicht ermittelt werden. Geben Sie stattdessen eine Postleitzahl ein.',
    );
  },
};

export const LongStoreNames: Story = {
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'sm' },
  args: { productId: 'TRDBT1001', sku: 'TRDBT100112', locale: 'de-de' },
  beforeEach({ msw }) {
    msw.use(
      widerSearch((name) => `${name} – Outdoor-Fachgeschäft für Bergsport und Wanderausrüstung`),
      stockPattern(),
    );
    return rememberStore({
      id: '4001',
      name: 'Ridgeline München Sendlinger Tor – Outdoor-Fachgeschäft für Bergsport und Wanderausrüstung',
      city: 'München',
      country: 'DE',
    })();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Outdoor-Fachgeschäft/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const dialog = await searchNear(canvasElement, 'Geschäft ändern', '80331');
    await within(dialog).findByRole('heading', { name: /Geschäfte? in der Nähe von 80331/ });
    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Vorrätig'),
    );
    // Nothing wider than the sheet.
    for (const card of within(dialog).getAllByRole('listitem')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};

export const StockCouldNotBeChecked: Story = {
  parameters: { testViewport: 'md' },
  args: { productId: 'TRDBT1001', sku: 'TRDBT100112', locale: 'en-ca' },
  beforeEach({ msw }) {
    // The remembered store has closed since (the service no longer knows it).
    msw.use(productHandlers.postProductAvailability.error('STR404'));
    return rememberStore({
      id: '2002',
      name: 'Tread Calgary Kensington',
      city: 'Calgary',
      country: 'CA',
    })();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tread Calgary Kensington, Calgary')).toBeVisible();
    await expect(await canvas.findByText('Stock could not be checked')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change store' })).toBeEnabled();
  },
};

export const StoreOfAnotherCountry: Story = {
  parameters: { testViewport: 'sm' },
  args: { locale: 'en-gb' },
  // Chosen on the US site: the UK site does not offer it.
  beforeEach: rememberStore(denver),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Choose a store to see whether your size is waiting there.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Denver/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Find a store' })).toBeVisible();
  },
};

const boulder: PickupStore = {
  id: '1002',
  name: 'Ridgeline Boulder Pearl Street',
  city: 'Boulder',
  country: 'US',
};

const reserveRequests = { recorder: null as ReturnType<typeof recordRequests> | null };

/**
 * Reserve in store (POST /cart/v1/reserveWithItem): Boulder has ten Forest XL on its shelf;
 * the service puts two into the cart for pickup there and says when they are ready.
 */
export const ReserveInStore: Story = {
  parameters: { testViewport: 'md' },
  args: { quantity: 2 },
  beforeEach(context) {
    const forget = rememberStore(boulder)();
    const recorder = recordRequests(context.msw);
    reserveRequests.recorder = recorder;
    return () => {
      recorder.stop();
      forget();
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Size XL: in stock in this store')).toBeVisible();
    const reserve = canvas.getByRole('button', { name: 'Reserve in store' });
    // Keyboard first: the button takes Enter.
    reserve.focus();
    await userEvent.keyboard('{Enter}');
    const done = await canvas.findByText('Reserved for pickup at Ridgeline Boulder Pearl Street');
    const confirmation = done.closest('[aria-live]') as HTMLElement;
    // The service's answer: its pickup time and the store's address.
    await expect(within(confirmation).getByText('Ready within 2 hours')).toBeVisible();
    await expect(
      await within(confirmation).findByText('1320 Pearl St, Boulder, CO 80302'),
    ).toBeVisible();
    await expect(
      within(confirmation).getByText(/It is in your cart: check out to confirm the reservation\./),
    ).toBeVisible();
    await expect(within(confirmation).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/en-us/cart',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const [sent] = reserveRequests.recorder?.to('/cart/v1/reserveWithItem') ?? [];
    await expect(sent?.body).toEqual({
      storeId: '1002',
      items: [{ productId: 'RDGJK100113', qty: 2 }],
    });
  },
};

/**
 * The shelf emptied after the stock was read (the stock answer here is stale: Denver has no
 * Forest XL): the service refuses with INV700, said in the catalogue's words.
 */
export const ReserveOutOfStock: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(
      productHandlers.postProductAvailability.with(({ params, body }) => ({
        productId: params.productId,
        storeInventory: body.map((storeId) => ({
          storeId,
          quantity: 3,
          inventoryState: 'InStock',
        })),
      })),
    );
    return rememberStore(denver)();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Size XL: only 3 left in this store')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve in store' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not reserved');
    await expect(alert).toHaveTextContent('This item is out of stock.');
    await expect(canvas.queryByText(/Reserved for pickup/)).not.toBeInTheDocument();
  },
};

/** In French, in Paris: the service's words for the pickup time, the address as France writes it. */
export const ReserveInStoreFrench: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { testViewport: 'sm' },
  args: { productId: 'RDGJK1001', sku: 'RDGJK100112', locale: 'fr-fr' },
  beforeEach: rememberStore({
    id: '5001',
    name: 'Ridgeline Paris Marais',
    city: 'Paris',
    country: 'FR',
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/en stock dans ce magasin/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver en magasin' }));
    await expect(
      await canvas.findByText('Réservé pour un retrait au magasin Ridgeline Paris Marais'),
    ).toBeVisible();
    await expect(canvas.getByText('Prêt sous 2 heures')).toBeVisible();
    await expect(await canvas.findByText('24 rue Vieille du Temple, 75004 Paris')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/fr-fr/cart',
    );
  },
};
