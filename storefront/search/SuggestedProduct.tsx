import { Text } from 'react-aria-components';
import type { AutoSuggestResult } from '#api/contract/search.ts';
import { Image } from '#components/Image/index.ts';
import { Price } from '#components/Price/index.ts';
import {
  suggestedPrice,
  suggestedProduct,
  suggestedText,
  suggestedThumbnail,
} from './search.css.ts';

export type SuggestedProductData = AutoSuggestResult['products'][number];

/** The product pictures' crop (components/ProductCard: 4 / 5). */
const THUMBNAIL_ASPECT_RATIO = 4 / 5;
/** The thumbnail's CSS width (search.css.ts `suggestedThumbnail`: the touch target's). */
const THUMBNAIL_WIDTH = 44;

/**
 * A product among the search box's suggestions: its thumbnail, name and price. Inside a
 * list box option, name and price are the option's label (all the text it shows, so a
 * screen reader says what a sighted shopper reads); the picture adds nothing to hear, so
 * it is decorative. The price is the one to pay: a struck-through original and its hidden
 * words would break that reading in a one-line option (the card and the page show both).
 */
export function SuggestedProduct({ product }: { product: SuggestedProductData }) {
  return (
    <span className={suggestedProduct}>
      <Image
        className={suggestedThumbnail}
        src={product.image.src}
        alt=""
        decorative
        aspectRatio={THUMBNAIL_ASPECT_RATIO}
        widths={[THUMBNAIL_WIDTH]}
        sizes={`${THUMBNAIL_WIDTH}px`}
      />
      <Text slot="label" className={suggestedText}>
        <span>{product.name}</span>
        <Price
          className={suggestedPrice}
          price={{ ...product.price, lowOriginal: null, highOriginal: null }}
          currency={product.price.currency}
          size="small"
          showDiscount={false}
        />
      </Text>
    </span>
  );
}
