import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLAG_COMMENT_MAX_LENGTH,
  type ProductReview,
  reviewFlagReasons,
} from '#api/contract/reviews.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { serverFieldMessage } from '../validation/index.ts';
import { isTooLong, ReviewFormDialog } from './ReviewFormDialog.tsx';
import { type FlagInput, type FlagValues, flagSchema } from './Reviews.schema.ts';
import { useReviewFlag } from './useReviewForms.ts';

export interface FlagReviewDialogProps {
  review: Pick<ProductReview, 'id' | 'title'>;
  productId: string;
  locale: SiteLocale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The service took the flag (once per shopper; it hides a review flagged by several). */
  onReported: () => void;
}

/** "Report this review": why (spec's reasons) and an optional comment; REV410 past its limit. */
export function FlagReviewDialog({
  review,
  productId,
  locale,
  isOpen,
  onOpenChange,
  onReported,
}: FlagReviewDialogProps) {
  const { t } = useTranslation('storefront');
  const fieldError = useFieldError();
  const flag = useReviewFlag(productId, locale);
  const { control, handleSubmit, setError, reset } = useForm<FlagInput, unknown, FlagValues>({
    resolver: zodResolver(flagSchema),
    defaultValues: { reason: null, comment: '' },
  });
  const close = (open: boolean) => {
    if (!open) {
      flag.reset();
      reset();
    }
    onOpenChange(open);
  };
  const submit = handleSubmit(({ reason, comment }) =>
    flag.mutate(
      { reviewId: review.id, reason: reason as (typeof reviewFlagReasons)[number], comment },
      {
        onSuccess: () => {
          onReported();
          close(false);
        },
        onError: (error) => {
          if (isTooLong(error)) {
            setError('comment', { message: serverFieldMessage('REV410') }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  return (
    <ReviewFormDialog
      title={t('reviews.flag.title')}
      size="small"
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable
      submitLabel={t('reviews.flag.submit')}
      isPending={flag.isPending}
      error={flag.error}
      onSubmit={submit}
      intro={t('reviews.flag.intro', { title: review.title })}
    >
      <Controller
        name="reason"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            label={t('reviews.flag.reason')}
            isRequired
            {...fieldError(fieldState)}
          >
            {reviewFlagReasons.map((reason) => (
              <Radio key={reason} value={reason}>
                {t(`reviews.flag.reasons.${reason}`)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <ControlledTextField
        control={control}
        name="comment"
        label={t('reviews.flag.comment')}
        lines={3}
        maxLength={FLAG_COMMENT_MAX_LENGTH}
        enforceMaxLength={false}
        showCharacterCount
      />
    </ReviewFormDialog>
  );
}
