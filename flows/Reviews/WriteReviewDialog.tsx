import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NICKNAME_MAX_LENGTH,
  type ProductReview,
  REVIEW_LOCATION_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewFits,
} from '#api/contract/reviews.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { RatingInput } from '#components/Rating/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { useProfile } from '#shopper/session/index.ts';
import { isTooLong, ReviewFormDialog } from './ReviewFormDialog.tsx';
import {
  tooLong,
  type WriteReviewInput,
  type WriteReviewValues,
  writeReviewSchema,
} from './Reviews.schema.ts';
import { useWriteReview } from './useReviewForms.ts';

type TextName = Extract<FieldPath<WriteReviewInput>, 'title' | 'text' | 'nickname' | 'location'>;

export interface WriteReviewDialogProps {
  /** The product's master id and name. */
  product: { id: string; name: string };
  locale: SiteLocale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The service published it. */
  onWritten: (review: ProductReview) => void;
}

/**
 * "Write a review" (POST …/products/{productId}/reviews): stars, title, text with a
 * running count, nickname, where from, recommend, fit, email (kept private; the signed-in
 * shopper's filled in). A refused submit keeps every field; REV410 lands on the text.
 */
export function WriteReviewDialog({
  product,
  locale,
  isOpen,
  onOpenChange,
  onWritten,
}: WriteReviewDialogProps) {
  const { t } = useTranslation('storefront');
  const fieldError = useFieldError();
  const { profile } = useProfile();
  const write = useWriteReview(product.id, locale);
  const { control, handleSubmit, setError, reset } = useForm<
    WriteReviewInput,
    unknown,
    WriteReviewValues
  >({
    resolver: zodResolver(writeReviewSchema),
    defaultValues: {
      rating: null,
      title: '',
      text: '',
      nickname: profile?.consumerDetails.firstName ?? '',
      location: '',
      recommended: null,
      fit: null,
      email: profile?.consumerDetails.email ?? '',
    },
  });
  const close = (open: boolean) => {
    if (!open) write.reset();
    onOpenChange(open);
  };
  const submit = handleSubmit((values) =>
    write.mutate(
      {
        rating: Number(values.rating),
        title: values.title,
        text: values.text,
        nickname: values.nickname,
        location: values.location,
        recommended: values.recommended === 'yes',
        fit: values.fit as (typeof reviewFits)[number] | undefined,
        email: values.email,
      },
      {
        onSuccess: (review) => {
          reset();
          onWritten(review);
          onOpenChange(false);
        },
        onError: (error) => {
          if (isTooLong(error)) {
            setError('text', { message: tooLong }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const text = (
    name: TextName,
    options: { lines?: number; max?: number; required?: boolean; description?: string },
  ) => (
    <ControlledTextField
      control={control}
      name={name}
      label={t(`reviews.write.${name}`)}
      description={options.description}
      lines={options.lines}
      maxLength={options.max}
      enforceMaxLength={false}
      showCharacterCount={options.max !== undefined}
      isRequired={options.required ?? true}
    />
  );

  return (
    <ReviewFormDialog
      title={t('reviews.write.heading')}
      isOpen={isOpen}
      onOpenChange={close}
      submitLabel={t('reviews.write.submit')}
      isPending={write.isPending}
      error={write.error}
      onSubmit={submit}
      intro={t('reviews.write.intro', { name: product.name })}
    >
      <Controller
        name="rating"
        control={control}
        render={({ field, fieldState }) => (
          <RatingInput
            ref={field.ref}
            name={field.name}
            value={field.value ? Number(field.value) : null}
            onChange={(chosen) => field.onChange(String(chosen))}
            label={t('reviews.write.rating')}
            isRequired
            {...fieldError(fieldState)}
          />
        )}
      />
      {text('title', { max: REVIEW_TITLE_MAX_LENGTH })}
      {text('text', {
        lines: 6,
        max: REVIEW_TEXT_MAX_LENGTH,
        description: t('reviews.write.textHelp', { min: REVIEW_TEXT_MIN_LENGTH }),
      })}
      <Controller
        name="recommended"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            orientation="horizontal"
            label={t('reviews.write.recommended')}
            isRequired
            {...fieldError(fieldState)}
          >
            <Radio value="yes">{t('reviews.write.yes')}</Radio>
            <Radio value="no">{t('reviews.write.no')}</Radio>
          </RadioGroup>
        )}
      />
      <Controller
        name="fit"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            label={t('reviews.write.fit')}
            {...fieldError(fieldState)}
          >
            {reviewFits.map((fit) => (
              <Radio key={fit} value={fit}>
                {t(`reviews.fit.${fit}`)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      {text('nickname', { max: NICKNAME_MAX_LENGTH })}
      {text('location', { max: REVIEW_LOCATION_MAX_LENGTH, required: false })}
      <ControlledTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('reviews.write.email')}
        description={t('reviews.write.emailHelp')}
        isRequired
      />
    </ReviewFormDialog>
  );
}
