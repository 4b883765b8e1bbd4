import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useId, useImperativeHandle } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#components/Field/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import {
  GIFT_OPTION_LIMITS,
  type GiftOptionInput,
  type GiftOptionValues,
  giftOptionSchema,
} from '#flows/validation/giftOption.ts';
import { emptyGiftCard } from './giftCard.ts';
import { section } from './product.css.ts';

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
  const fieldError = useFieldError();
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
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            {...fieldError(fieldState)}
            type="email"
            label={t('product.giftCard.email')}
            autoComplete="off"
            maxLength={GIFT_OPTION_LIMITS.email}
            isRequired
          />
        )}
      />
      <Controller
        name="to"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            {...fieldError(fieldState)}
            label={t('product.giftCard.to')}
            autoComplete="off"
            maxLength={GIFT_OPTION_LIMITS.to}
            isRequired
          />
        )}
      />
      <Controller
        name="message"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            {...fieldError(fieldState)}
            label={t('product.giftCard.message')}
            lines={3}
            maxLength={GIFT_OPTION_LIMITS.message}
            showCharacterCount
            isRequired
          />
        )}
      />
    </section>
  );
}
