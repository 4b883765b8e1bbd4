import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useId, useImperativeHandle } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { heading } from '#design-tokens/typography.css.ts';
import {
  type GiftOptionInput,
  type GiftOptionValues,
  giftOptionSchema,
} from '../validation/giftOption.ts';
import { section } from './GiftOption.css.ts';
import { GiftOptionFields } from './GiftOptionFields.tsx';
import { emptyGiftCard } from './giftCard.ts';

/** What the buy box asks of the gift option when the shopper adds the gift card. */
export interface GiftCardFieldsHandle {
  /** Validate the fields (their messages show what is missing); `send` gets valid values. */
  submit(send: (values: GiftOptionValues) => void): void;
}

export interface GiftCardFieldsProps {
  ref?: Ref<GiftCardFieldsHandle>;
}

/**
 * The gift option of a digital gift card on the product page: the recipient's e-mail and
 * name and the buyer's message, sent with the add to cart (spec §3 giftOption). Its form
 * lives here, so that only gift cards load the form library (BuyBox loads this on use).
 */
export function GiftCardFields({ ref }: GiftCardFieldsProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const { control, handleSubmit } = useForm<GiftOptionInput, unknown, GiftOptionValues>({
    resolver: zodResolver(giftOptionSchema),
    defaultValues: emptyGiftCard,
  });
  useImperativeHandle(ref, () => ({ submit: (send) => void handleSubmit(send)() }), [handleSubmit]);
  return (
    <section className={section} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading.h4}>
        {t('product.giftCard.title')}
      </h2>
      <p>{t('product.giftCard.intro')}</p>
      <GiftOptionFields
        control={control}
        labels={{
          email: t('product.giftCard.email'),
          to: t('product.giftCard.to'),
          message: t('product.giftCard.message'),
        }}
        messageLines={3}
      />
    </section>
  );
}
