import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type CollectionPoint, locationSearch } from '#api/contract/stores.ts';
import { shippingMethodsByCode } from '#commerce/cart/delivery.ts';
import { addressLine } from '#commerce/catalogue/storeText.ts';
import { screenOf } from '#components/test/overlay.ts';
import {
  searchCollectionPoints as collectionPointsView,
  siteContext,
} from '#demo/catalogue/views.ts';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { cartHandlers, cartStates } from '#mocks/handlers/cart.ts';
import { mockCatalogue } from '#mocks/handlers/products.ts';
import { storeStates } from '#mocks/handlers/stores.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { PageReloadContext } from '../shared/index.ts';
import { withBotCheck } from '../test/stories.tsx';
import { CollectionPointPicker } from './CollectionPointPicker.tsx';
import { isAlwaysOpen, openingHoursText } from './collectionPoints.ts';
import { ShippingStep } from './ShippingStep.tsx';
import {
  exactly,
  localeOf,
  named,
  plain,
  SERVICE,
  serviceCart,
  startWith,
  type Words,
  withShopper,
  wordsOf,
} from './test/shopper.tsx';

/*
 * The collection point picker (spec §3 shipping code pudo) alone on the shopper's cart, and
 * in the shipping step where a line may go to a collection point: the search of
 * POST /stores/v1/collectionPoints by postal code or city, the points as a radio list, and
 * the chosen one set on the lines (PUT …/item, shippingOptions pudo with the point's id).
 */

interface PickerStoryProps {
  /** `picker`: the picker alone, for every line of the cart; `shipping`: the step. */
  view: 'picker' | 'shipping';
  locale?: SiteLocale;
  onPicked: (point: CollectionPoint) => void;
  onCancel: () => void;
  /** The shipping step is done. */
  onDone: () => void;
  /** The page's reload after an invalid customer (AUT498): a spy, never the test page's. */
  onReload: () => void;
}

function PickerStory({
  view,
  locale = defaultLocale,
  onPicked,
  onCancel,
  onDone,
  onReload,
}: PickerStoryProps) {
  const cart = useCartData();
  if (!cart) return null;
  return (
    <PageReloadContext value={onReload}>
      <div style={{ maxWidth: '48rem' }}>
        {view === 'shipping' ? (
          <ShippingStep cart={cart} locale={locale} onDone={onDone} />
        ) : (
          <CollectionPointPicker
            itemIds={cart.items.map((item) => item.id)}
            locale={locale}
            onPicked={onPicked}
            onCancel={onCancel}
          />
        )}
      </div>
    </PageReloadContext>
  );
}

const meta = {
  title: 'Flows/Checkout/Collection point picker',
  component: PickerStory,
  args: { view: 'picker', onPicked: fn(), onCancel: fn(), onDone: fn(), onReload: fn() },
  argTypes: {
    view: { control: 'inline-radio', options: ['picker', 'shipping'] },
    locale: { table: { disable: true } },
  },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <PickerStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Men's Nunatak Rain Jacket. */
const jacket = { productId: 'RDGJK100112' };
const toCollect = { items: [jacket] };
const addressed = { items: [jacket], shippingAddress: true } as const;
/** Store 1003 (Tread Seattle Capitol Hill) offers pickup: it is a collection point too. */
const STORE_POINT = '1003';

/** The points the demo service answers for a search, nearest first (what the list shows). */
function expectedPoints(w: Words, where: { postalCode: string } | { city: string }) {
  const answer = collectionPointsView(
    mockCatalogue(),
    locationSearch.parse({ ...where, limit: 10 }),
    siteContext(w.locale),
  );
  if (answer.collectionPoints.length < 2) {
    throw new Error(`the demo service has fewer than two points near ${JSON.stringify(where)}`);
  }
  return answer.collectionPoints;
}

const pickerOf = (root: HTMLElement, w: Words) =>
  within(root).findByRole('region', { name: w.flows('checkout.collectionPoint.title') });
const searchField = (picker: HTMLElement, w: Words) =>
  within(picker).getByRole('textbox', { name: named(w.flows('checkout.collectionPoint.where')) });
const useButton = (picker: HTMLElement, w: Words) =>
  within(picker).getByRole('button', { name: w.flows('checkout.collectionPoint.use') });

/** Type where to search and send it with Enter, as a keyboard user does. */
async function search(picker: HTMLElement, w: Words, where: string) {
  const field = searchField(picker, w);
  await userEvent.clear(field);
  await userEvent.type(field, `${where}{Enter}`);
}

/** The list of points once the search has answered. */
const pointList = (picker: HTMLElement, w: Words, place: string) =>
  within(picker).findByRole(
    'radiogroup',
    { name: w.flows('checkout.collectionPoint.list', { place }) },
    SERVICE,
  );

/** The postal code search of the site's demo address: every point listed, nearest first. */
export const SearchAndChoose: Story = {
  beforeEach: startWith(toCollect),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    const postalCode = w.address.postalCode.toUpperCase();
    const expected = expectedPoints(w, { postalCode });
    await search(picker, w, postalCode);
    const list = await pointList(picker, w, postalCode);
    await expect(within(picker).getByRole('status')).toHaveTextContent(
      exactly(
        w.flows('checkout.collectionPoint.found', { count: expected.length, place: postalCode }),
      ),
    );
    const radios = within(list).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      expected.map((point) => point.id),
    );
    await expect(radios[0]).toHaveAccessibleName(expected[0]?.name ?? '');
    await expect(radios[0]).not.toBeChecked();

    // Past the search button into the list by Tab, the second point by the arrow key,
    // then use it.
    await userEvent.tab();
    await expect(
      within(picker).getByRole('button', { name: w.flows('checkout.collectionPoint.search') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await userEvent.tab();
    await expect(useButton(picker, w)).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const chosen = expected[1] as CollectionPoint;
    await waitFor(
      () => expect(args.onPicked).toHaveBeenCalledWith(expect.objectContaining({ id: chosen.id })),
      SERVICE,
    );
    const line = serviceCart().items[0];
    await expect(line?.shippingOptions.selected).toBe('pudo');
    await expect(line?.shippingOptions.storeInfo?.id).toBe(chosen.id);
    await expect(serviceCart().shippingMethods.map((shipment) => shipment.shippingId)).toEqual([
      `pudo-${chosen.id}`,
    ]);
  },
};

/** Each point says what it is, how far, where, and when it opens (lockers: 24/7). */
export const PointDetails: Story = {
  beforeEach: startWith(toCollect),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    const postalCode = w.address.postalCode.toUpperCase();
    const expected = expectedPoints(w, { postalCode });
    await search(picker, w, postalCode);
    const list = await pointList(picker, w, postalCode);
    const locker = expected.find((point) => point.type === 'locker');
    const partner = expected.find(
      (point) => point.type !== 'locker' && point.openingHours.length > 0,
    );
    if (!locker || !partner) throw new Error('the demo search lacks a locker or an open shop');
    const lockerRadio = within(list).getByRole('radio', { name: locker.name });
    await expect(lockerRadio).toHaveAccessibleDescription(
      new RegExp(`^${w.flows(`checkout.collectionPoint.type.locker`)} · .+ · .+ · `),
    );
    await expect(plain(lockerRadio.closest('label')?.parentElement?.textContent ?? '')).toContain(
      w.flows('checkout.collectionPoint.alwaysOpen'),
    );
    await expect(isAlwaysOpen(partner.openingHours)).toBe(false);
    const partnerRadio = within(list).getByRole('radio', { name: partner.name });
    await expect(partnerRadio).toHaveAccessibleDescription(
      new RegExp(`${plain(openingHoursText(partner.openingHours, w.tag)).replace(/ /g, '\\s')}$`),
    );
  },
};

/** By city (a town with one of our stores): the same list, nearest first. */
export const SearchByCity: Story = {
  beforeEach: startWith(toCollect),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    const { city } = w.address;
    const expected = expectedPoints(w, { city });
    await search(picker, w, city);
    const list = await pointList(picker, w, city);
    await expect(
      within(list)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(expected.map((point) => point.id));
  },
};

/** Use with no point chosen: the list says so and takes the focus; nothing is sent. */
export const NothingChosen: Story = {
  beforeEach: startWith(toCollect),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    const postalCode = w.address.postalCode.toUpperCase();
    await search(picker, w, postalCode);
    const list = await pointList(picker, w, postalCode);
    useButton(picker, w).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list).toHaveAttribute('aria-invalid', 'true'));
    await expect(list).toHaveAccessibleDescription(w.flows('checkout.collectionPoint.pickOne'));
    await expect(list).toContainElement(document.activeElement as HTMLElement);
    await expect(args.onPicked).not.toHaveBeenCalled();
    await expect(serviceCart().items[0]?.shippingOptions.selected).toBe('standard');
  },
};

/** One character is not a search: the field says so (spec §5 min length). */
export const SearchTooShort: Story = {
  beforeEach: startWith(toCollect),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    await search(picker, w, '8');
    const field = searchField(picker, w);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(w.validation('minLength', { n: 2 }));
    await expect(field).toHaveFocus();
    await expect(within(picker).queryByRole('radiogroup')).toBeNull();
  },
};

/** Nothing near (an unknown postal code answers the same): said, no list, nothing to use. */
export const NoPointsNearby: Story = {
  beforeEach: [startWith(toCollect), ({ msw }) => msw.use(storeStates.noCollectionPoints())],
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    await search(picker, w, 'ZZ9 9ZZ');
    await waitFor(
      () =>
        expect(within(picker).getByRole('status')).toHaveTextContent(
          w.flows('checkout.collectionPoint.none', { place: 'ZZ9 9ZZ' }),
        ),
      SERVICE,
    );
    await expect(within(picker).queryByRole('radiogroup')).toBeNull();
    await expect(
      within(picker).queryByRole('button', { name: w.flows('checkout.collectionPoint.use') }),
    ).toBeNull();
  },
};

/** The search is still answering: said in the live region. */
export const Searching: Story = {
  beforeEach: [startWith(toCollect), ({ msw }) => msw.use(storeStates.collectionPointsPending())],
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    await search(picker, w, w.address.postalCode);
    await waitFor(() =>
      expect(within(picker).getByRole('status')).toHaveTextContent(
        w.flows('checkout.collectionPoint.searching'),
      ),
    );
  },
};

/** GEN500: the search fails: the picker says so and offers to try again. */
export const SearchFailed: Story = {
  beforeEach: [startWith(toCollect), ({ msw }) => msw.use(storeStates.collectionPointsFail())],
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    await search(picker, w, w.address.postalCode);
    const alert = await within(picker).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(w.flows('checkout.collectionPoint.searchFailed'));
    await expect(
      within(alert).getByRole('button', { name: w.flows('checkout.collectionPoint.retry') }),
    ).toBeEnabled();
    await expect(within(picker).queryByRole('radiogroup')).toBeNull();
  },
};

/** STR404: the point cannot take the parcel any more: said, the line keeps its delivery. */
export const PointUnavailable: Story = {
  beforeEach: [
    startWith(toCollect),
    ({ msw }) => msw.use(cartHandlers.updateCartItem.error('STR404')),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    const postalCode = w.address.postalCode.toUpperCase();
    await search(picker, w, postalCode);
    const list = await pointList(picker, w, postalCode);
    await userEvent.click(within(list).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(useButton(picker, w));
    const alert = await within(picker).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(w.flows('checkout.collectionPoint.unavailable'));
    await expect(args.onPicked).not.toHaveBeenCalled();
    await expect(serviceCart().items[0]?.shippingOptions.selected).toBe('standard');
  },
};

/** Choose the first point near the site's demo address and use it. */
async function useFirstPoint(picker: HTMLElement, w: Words) {
  const postalCode = w.address.postalCode.toUpperCase();
  await search(picker, w, postalCode);
  const list = await pointList(picker, w, postalCode);
  const [first] = within(list).getAllByRole('radio');
  await userEvent.click(first as HTMLElement);
  await userEvent.click(useButton(picker, w));
  return first?.getAttribute('value');
}

/** Boots beside the jacket: two lines the point is set on, one after the other. */
const twoToCollect = { items: [jacket, { productId: 'TRDBT100112' }] };

/**
 * The service lost the cart at the first line's change (spec §8 CART_NOT_FOUND, BSK404):
 * the cart is made again with both lines, and both go to the point on the new cart.
 */
export const PointCartLost: Story = {
  beforeEach: [startWith(twoToCollect), ({ msw }) => msw.use(cartStates.cartLost())],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    const pointId = await useFirstPoint(picker, w);
    await waitFor(() => expect(args.onPicked).toHaveBeenCalledOnce(), SERVICE);
    await expect(within(picker).queryByRole('alert')).toBeNull();
    await expect(
      serviceCart().items.map((item) => [item.productId, item.shippingOptions.storeInfo?.id]),
    ).toEqual(twoToCollect.items.map((item) => [item.productId, pointId]));
  },
};

/**
 * Invalid customer (spec §8, AUT498): nothing is said in the picker; a toast says why, the
 * cart is cleared for a new one and the page reloads after 4 s.
 */
export const PointInvalidCustomer: Story = {
  beforeEach: [startWith(toCollect), ({ msw }) => msw.use(...cartStates.invalidCustomerAt())],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    await useFirstPoint(picker, w);
    const toast = await screenOf(canvasElement).findByText(w.errors('AUT498'), {}, SERVICE);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(picker).queryByRole('alert')).toBeNull();
    await expect(args.onPicked).not.toHaveBeenCalled();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Cancel: the picker hands back without a call. */
export const Cancelled: Story = {
  beforeEach: startWith(toCollect),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const picker = await pickerOf(canvasElement, w);
    await userEvent.click(
      within(picker).getByRole('button', { name: w.flows('checkout.collectionPoint.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onPicked).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------------------------------
// In the shipping step

const shipping = { view: 'shipping' } as const;

const shippingForm = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).findByRole('region', { name: w.flows('checkout.shipping.title') });

/** The jacket's own delivery choice (its name and attributes label the group). */
const lineChoice = (root: HTMLElement) => within(root).getByRole('radiogroup', { name: /\(.+\)$/ });

/** Move the jacket to a collection point by the keyboard (no store chosen: the next radio). */
async function chooseCollectionPoint(canvasElement: HTMLElement, w: Words) {
  const form = await shippingForm(canvasElement, w);
  const choice = lineChoice(form);
  within(choice)
    .getByRole('radio', { name: w.flows('checkout.shipping.shipToMe') })
    .focus();
  await userEvent.keyboard('{ArrowDown}');
  const option = within(choice).getByRole('radio', {
    name: w.flows('checkout.collectionPoint.option'),
  });
  await expect(option).toBeChecked();
  await expect(option).toHaveAccessibleDescription(w.flows('checkout.collectionPoint.chooseBelow'));
  return { form, choice, picker: await pickerOf(canvasElement, w) };
}

/** A line to a collection point: picked, its shipment and method, the contact note. */
export const ShippingToCollectionPoint: Story = {
  args: shipping,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { form, choice, picker } = await chooseCollectionPoint(canvasElement, w);
    // The search starts from the shipping address's postal code.
    await expect(searchField(picker, w)).toHaveValue(w.address.postalCode);
    const postalCode = w.address.postalCode.toUpperCase();
    const [nearest] = expectedPoints(w, { postalCode });
    searchField(picker, w).focus();
    await userEvent.keyboard('{Enter}');
    const list = await pointList(picker, w, postalCode);
    await userEvent.click(within(list).getByRole('radio', { name: nearest?.name }));
    await userEvent.click(useButton(picker, w));

    const at = w.flows('checkout.collectionPoint.optionAt', { point: nearest?.name ?? '' });
    await waitFor(
      () => expect(within(choice).getByRole('radio', { name: at })).toBeChecked(),
      SERVICE,
    );
    await expect(picker).not.toBeInTheDocument();
    await expect(
      within(form).getByText(
        w.flows('checkout.collectionPoint.chosen', { point: nearest?.name ?? '' }),
      ),
    ).toBeVisible();
    const method = within(form).getByRole('radiogroup', {
      name: w.flows('checkout.collectionPoint.method', { point: nearest?.name ?? '' }),
    });
    const pudo = shippingMethodsByCode.pudo[0]?.label[w.language] ?? '';
    await expect(within(method).getByRole('radio', { name: named(pudo) })).toBeChecked();
    await expect(
      within(form).getByText(w.flows('checkout.collectionPoint.contactOnly')),
    ).toBeVisible();

    await userEvent.click(
      within(canvasElement).getByRole('button', { name: w.flows('checkout.shipping.continue') }),
    );
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
  },
};

/** Continue before a point is chosen: the picker says so and takes the focus. */
export const ShippingPointMissing: Story = {
  args: shipping,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { picker } = await chooseCollectionPoint(canvasElement, w);
    const next = within(canvasElement).getByRole('button', {
      name: w.flows('checkout.shipping.continue'),
    });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(picker).findByRole('alert')).toHaveTextContent(
      w.flows('checkout.collectionPoint.pointMissing'),
    );
    await waitFor(() => expect(searchField(picker, w)).toHaveFocus());
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Cancel in the picker: the line ships as before, nothing was sent. */
export const ShippingPointCancelled: Story = {
  args: shipping,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { choice, picker } = await chooseCollectionPoint(canvasElement, w);
    await userEvent.click(
      within(picker).getByRole('button', { name: w.flows('checkout.collectionPoint.cancel') }),
    );
    await expect(picker).not.toBeInTheDocument();
    await expect(
      within(choice).getByRole('radio', { name: w.flows('checkout.shipping.shipToMe') }),
    ).toBeChecked();
    await expect(serviceCart().items[0]?.shippingOptions.selected).toBe('standard');
  },
};

/** The demo place of an id, as the cart names it (a store, a locker, a partner shop). */
function placeOf(id: string) {
  const { stores, collectionPoints } = mockCatalogue();
  const place =
    stores.find((store) => store.id === id) ?? collectionPoints.find((p) => p.id === id);
  if (!place) throw new Error(`no demo place ${id}`);
  return place;
}

/** The first demo parcel locker of the site's country. */
function lockerOf(w: Words) {
  const locker = mockCatalogue().collectionPoints.find(
    (point) => point.type === 'locker' && point.address.country === w.address.country,
  );
  if (!locker) throw new Error(`no demo locker in ${w.address.country}`);
  return locker;
}

/**
 * A line sent to a parcel locker before (its add named the locker), then the page
 * reloaded: the step names the point and shows its address from the cart alone.
 */
export const ShippingAfterReload: Story = {
  args: shipping,
  beforeEach: startWith((w) => ({
    items: [{ ...jacket, shippingOptions: { selected: 'pudo', storeId: lockerOf(w).id } }],
    shippingAddress: true,
  })),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const locker = lockerOf(w);
    const form = await shippingForm(canvasElement, w);
    await expect(
      within(lineChoice(form)).getByRole('radio', {
        name: w.flows('checkout.collectionPoint.optionAt', { point: locker.name }),
      }),
    ).toBeChecked();
    await expect(
      within(form).getByText(w.flows('checkout.collectionPoint.chosen', { point: locker.name })),
    ).toBeVisible();
    await expect(
      within(form).getByText(addressLine(locker.address), { exact: false }),
    ).toBeVisible();
    await expect(
      within(form).getByRole('radiogroup', {
        name: w.flows('checkout.collectionPoint.method', { point: locker.name }),
      }),
    ).toBeVisible();
    await expect(within(form).queryByText(locker.id, { exact: false })).not.toBeInTheDocument();
  },
};

/** A line at a collection point already (one of our stores): change it for another. */
export const ShippingChangePoint: Story = {
  args: shipping,
  beforeEach: startWith({
    items: [{ ...jacket, shippingOptions: { selected: 'pudo', storeId: STORE_POINT } }],
    shippingAddress: true,
  }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    // The cart names the point (the store), not its id.
    await expect(
      within(lineChoice(form)).getByRole('radio', {
        name: w.flows('checkout.collectionPoint.optionAt', { point: placeOf(STORE_POINT).name }),
      }),
    ).toBeChecked();
    await userEvent.click(
      within(form).getByRole('button', { name: w.flows('checkout.collectionPoint.change') }),
    );
    const picker = await pickerOf(canvasElement, w);
    const postalCode = w.address.postalCode.toUpperCase();
    const [nearest] = expectedPoints(w, { postalCode });
    await search(picker, w, postalCode);
    const list = await pointList(picker, w, postalCode);
    await userEvent.click(within(list).getByRole('radio', { name: nearest?.name }));
    await userEvent.click(useButton(picker, w));
    await waitFor(
      () => expect(serviceCart().items[0]?.shippingOptions.storeInfo?.id).toBe(nearest?.id),
      SERVICE,
    );
    await expect(
      await within(form).findByText(
        w.flows('checkout.collectionPoint.chosen', { point: nearest?.name ?? '' }),
      ),
    ).toBeVisible();
  },
};
