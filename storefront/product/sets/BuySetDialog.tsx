import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { Cart } from '#api/contract/cart.ts';
import { getProductDetails, getProductInventory, type ProductSet } from '#api/contract/products.ts';
import {
  colorOptions,
  findVariant,
  isSoldOut,
  type Selection,
  sizeOptions,
} from '#cms-blocks/QuickShop/quickShop.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Image } from '#components/Image/index.ts';
import { Price } from '#components/Price/index.ts';
import { SizePicker } from '#components/SizePicker/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { SwatchPicker } from '#components/SwatchPicker/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import { useAddToCart } from '#shopper/index.ts';
import type { Site } from '../../site/site.ts';
import { staleStock } from '../addToCartError.ts';
import {
  initialChoice,
  type Piece,
  type PieceChoice,
  type PieceProblem,
  planSetAdd,
  refusedPieces,
} from './setPurchase.ts';
import {
  dialogBody,
  dialogFooter,
  note,
  pieceFields,
  pieceHead,
  pieceImage,
  pieceList,
  pieceName,
  piece as pieceStyle,
} from './sets.css.ts';

/** What a successful "add all" tells the page (the mini cart opens on the lines). */
export interface SetAddedEvent {
  cart: Cart;
  skus: string[];
}

export interface BuySetDialogProps {
  set: ProductSet;
  site: Site;
  /** The page's product and its chosen colour and size: its piece starts with them. */
  page?: { productId: string; selection: Selection };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAdded?: (event: SetAddedEvent) => void;
}

/** Each piece's details and online stock (GET …/details, …/inventory), as the quick shop reads them. */
function usePieces(productIds: readonly string[], site: Site) {
  const client = useApiClient();
  const details = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: queryKeys.product.details(productId, site.locale),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.call(getProductDetails, { params: { productId }, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const inventories = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: queryKeys.product.inventory(productId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.call(getProductInventory, { params: { productId }, signal }),
    })),
  });
  return productIds.flatMap((productId, index) => {
    const detailsQuery = details[index];
    const inventoryQuery = inventories[index];
    return detailsQuery && inventoryQuery
      ? [{ productId, details: detailsQuery, inventory: inventoryQuery }]
      : [];
  });
}

/**
 * "Buy the whole set" (spec §7 productSet): every piece of the set with its colour and
 * size, each in or out of the add, and one "Add all to cart" through the cart API (one call:
 * all the chosen pieces or none). A piece without a size, or with a sold-out one, says so at
 * its size and the first such piece takes the focus; a refusal of the cart is said at the
 * piece it names (sold out meanwhile, no more allowed), else for the whole set.
 */
export default function BuySetDialog({
  set,
  site,
  page,
  isOpen,
  onOpenChange,
  onAdded,
}: BuySetDialogProps) {
  const { t } = useTranslation('storefront');
  const queryClient = useQueryClient();
  const cartMessage = useErrorMessage();
  const add = useAddToCart();
  const listRef = useRef<HTMLUListElement>(null);
  const loaded = usePieces(
    set.products.map((tile) => tile.id),
    site,
  );
  const [choices, setChoices] = useState<Record<string, PieceChoice>>({});
  const [problems, setProblems] = useState<Map<string, PieceProblem>>(new Map());
  const [nothingChosen, setNothingChosen] = useState(false);

  const pieces: Piece[] = loaded.flatMap(({ productId, details, inventory }) => {
    if (!details.data) return [];
    const inStock = inventory.data;
    const choice =
      choices[productId] ??
      initialChoice(
        details.data,
        inStock,
        page?.productId === productId ? page.selection : undefined,
      );
    return [{ productId, details: details.data, inventory: inStock, choice }];
  });
  const chosen = pieces.filter((piece) => piece.choice.included).length;
  const allChosen =
    pieces.length > 0 && chosen === pieces.length && pieces.length === loaded.length;

  const choose = (piece: Piece, next: Partial<PieceChoice>) => {
    setChoices((current) => ({ ...current, [piece.productId]: { ...piece.choice, ...next } }));
    // What was said about the piece was about its last choice.
    setProblems((current) => {
      if (!current.has(piece.productId)) return current;
      const rest = new Map(current);
      rest.delete(piece.productId);
      return rest;
    });
    setNothingChosen(false);
    if (add.isError) add.reset();
  };

  /** The first piece with something to fix: its sizes in view, the focus on them. */
  const focusFirst = (ids: ReadonlySet<string>) => {
    requestAnimationFrame(() => {
      const first = pieces.find((piece) => ids.has(piece.productId));
      const item = first && listRef.current?.querySelector(`[data-piece="${first.productId}"]`);
      const radio =
        item?.querySelector<HTMLInputElement>('[data-sizes] input:checked') ??
        item?.querySelector<HTMLInputElement>('[data-sizes] input:not(:disabled)');
      radio?.focus();
    });
  };

  const onAddAll = (close: () => void) => {
    const plan = planSetAdd(pieces);
    setProblems(plan.problems);
    if (plan.problems.size > 0) {
      focusFirst(new Set(plan.problems.keys()));
      return;
    }
    if (plan.items.length === 0) {
      setNothingChosen(true);
      return;
    }
    add.mutate(plan.items, {
      onSuccess: (cart) => {
        onAdded?.({ cart, skus: plan.items.map((item) => item.productId) });
        close();
      },
      onError: (failure) => {
        const refused = refusedPieces(failure, plan.skus);
        setProblems(refused);
        if (refused.size > 0) focusFirst(new Set(refused.keys()));
        // The stock moved under the shopper: the pieces' sizes as they are now.
        if (staleStock(failure)) {
          for (const piece of pieces) {
            void queryClient.invalidateQueries({
              queryKey: queryKeys.product.inventory(piece.productId),
            });
          }
        }
      },
    });
  };

  const problemText = (problem: PieceProblem | undefined) => {
    if (!problem) return undefined;
    if (problem.kind === 'chooseSize') return t('product.chooseSize');
    if (problem.kind === 'sizeSoldOut') return t('productSets.sizeSoldOut');
    return t(`product.addErrors.${problem.error.key}`, { count: problem.error.count ?? 0 });
  };
  const refusedForSet = add.error && problems.size === 0 ? cartMessage(add.error) : null;
  const fixes = [...problems.values()].length;

  return (
    <Dialog
      title={t('productSets.dialogTitle')}
      size="large"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <div className={dialogFooter}>
          {/* Said when it appears: what keeps the set from the cart. */}
          <div aria-live="polite">
            {fixes > 0 ? (
              <Alert tone="critical" announce="off">
                {add.isError
                  ? t('productSets.notAdded')
                  : t('productSets.fixPieces', { count: fixes })}
              </Alert>
            ) : null}
            {nothingChosen ? (
              <Alert tone="caution" announce="off">
                {t('productSets.nothingChosen')}
              </Alert>
            ) : null}
          </div>
          {refusedForSet ? (
            <Alert tone="critical" title={t('product.addFailed')}>
              {refusedForSet}
            </Alert>
          ) : null}
          <Button fullWidth size="large" isPending={add.isPending} onPress={() => onAddAll(close)}>
            {allChosen ? t('productSets.addAll') : t('productSets.addChosen', { count: chosen })}
          </Button>
        </div>
      )}
    >
      <div className={dialogBody}>
        <p className={note}>{set.name}</p>
        <ul className={pieceList} ref={listRef}>
          {loaded.map(({ productId, details }) => {
            const found = pieces.find((entry) => entry.productId === productId);
            const tile = set.products.find((entry) => entry.id === productId);
            return (
              <li key={productId} className={pieceStyle} data-piece={productId}>
                {found ? (
                  <PieceFields
                    piece={found}
                    site={site}
                    isPage={page?.productId === productId}
                    problem={problemText(problems.get(productId))}
                    onChange={(next) => choose(found, next)}
                  />
                ) : details.isError ? (
                  <Alert tone="critical" title={tile?.name}>
                    {t('productSets.pieceFailed')}{' '}
                    <Button tone="secondary" size="small" onPress={() => void details.refetch()}>
                      {t('sizing.retry')}
                    </Button>
                  </Alert>
                ) : (
                  <Spinner
                    size="small"
                    label={t('productSets.loadingPiece', { name: tile?.name ?? '' })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}

interface PieceFieldsProps {
  piece: Piece;
  site: Site;
  /** The page's own product (marked "This item"). */
  isPage: boolean;
  /** What to fix at the piece's size, if anything. */
  problem: string | undefined;
  onChange: (next: Partial<PieceChoice>) => void;
}

/** One piece: picture, name and price, in or out, colour and size. */
function PieceFields({ piece, site, isPage, problem, onChange }: PieceFieldsProps) {
  const { t } = useTranslation('storefront');
  const nameId = useId();
  const { details, inventory, choice } = piece;
  const soldOut = isSoldOut(details, inventory);
  const variant = findVariant(details, choice);
  const price = variant?.price ?? details.price;
  const color = details.colors.find((entry) => entry.code === choice.color);
  const image = color?.images[0] ?? details.images[0];
  return (
    <section aria-labelledby={nameId} className={pieceFields}>
      <div className={pieceHead}>
        <Image
          className={pieceImage}
          src={image?.src}
          alt=""
          decorative
          aspectRatio={4 / 5}
          widths={[160, 240]}
          sizes="5rem"
        />
        <div>
          <h3 id={nameId} className={[heading.h4, pieceName].join(' ')}>
            {details.name}
          </h3>
          {isPage ? <p className={note}>{t('productSets.thisItem')}</p> : null}
          <Price
            price={price}
            currency={price.currency}
            showHistoricBestPrice={site.info.region === 'EMEA'}
          />
        </div>
      </div>
      {soldOut ? (
        <p className={note}>{t('product.soldOut')}</p>
      ) : (
        <>
          <Checkbox isSelected={choice.included} onChange={(included) => onChange({ included })}>
            {t('productSets.include', { name: details.name })}
          </Checkbox>
          {choice.included ? (
            <>
              <SwatchPicker
                label={t('product.color')}
                options={colorOptions(details, inventory)}
                value={choice.color}
                onChange={(code) => {
                  const keep = sizeOptions(details, inventory, code).find(
                    (option) => option.id === choice.size && option.isAvailable,
                  );
                  onChange({ color: code, size: keep ? choice.size : null });
                }}
              />
              <div data-sizes="">
                <SizePicker
                  label={t('product.size')}
                  options={sizeOptions(details, inventory, choice.color)}
                  value={choice.size}
                  unavailable="selectable"
                  isRequired
                  validationBehavior="aria"
                  errorMessage={problem}
                  onChange={(size) => onChange({ size })}
                />
              </div>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
