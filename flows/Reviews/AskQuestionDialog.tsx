import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH } from '#api/contract/reviews.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { useProfile } from '#shopper/session/index.ts';
import { isTooLong, ReviewFormDialog } from './ReviewFormDialog.tsx';
import { formActions, line } from './Reviews.css.ts';
import { type AskInput, type AskValues, askQuestionSchema, tooLong } from './Reviews.schema.ts';
import { useAskQuestion } from './useReviewForms.ts';

export interface AskQuestionDialogProps {
  /** The product's master id and name. */
  product: { id: string; name: string };
  locale: SiteLocale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The service took the question (a moderator publishes it). */
  onAsked: () => void;
}

/** "Ask a question": the question, a nickname, an email that is never shown. */
export function AskQuestionDialog({
  product,
  locale,
  isOpen,
  onOpenChange,
  onAsked,
}: AskQuestionDialogProps) {
  const { t } = useTranslation('storefront');
  const { profile } = useProfile();
  const ask = useAskQuestion(product.id, locale);
  const { control, handleSubmit, setError, reset } = useForm<AskInput, unknown, AskValues>({
    resolver: zodResolver(askQuestionSchema),
    defaultValues: {
      text: '',
      nickname: profile?.consumerDetails.firstName ?? '',
      email: profile?.consumerDetails.email ?? '',
    },
  });
  const close = (open: boolean) => {
    if (!open) ask.reset();
    onOpenChange(open);
  };
  const submit = handleSubmit((values) =>
    ask.mutate(values, {
      onSuccess: () => {
        reset();
        onOpenChange(false);
        onAsked();
      },
      onError: (error) => {
        if (isTooLong(error)) {
          setError('text', { message: tooLong }, { shouldFocus: true });
        }
      },
    }),
  );
  return (
    <ReviewFormDialog
      title={t('questions.dialog.title')}
      isOpen={isOpen}
      onOpenChange={close}
      submitLabel={t('questions.dialog.submit')}
      isPending={ask.isPending}
      error={ask.error}
      onSubmit={submit}
      intro={t('questions.dialog.intro', { name: product.name })}
    >
      <ControlledTextField
        control={control}
        name="text"
        label={t('questions.dialog.text')}
        lines={4}
        maxLength={QUESTION_TEXT_MAX_LENGTH}
        enforceMaxLength={false}
        showCharacterCount
        isRequired
      />
      <ControlledTextField
        control={control}
        name="nickname"
        label={t('reviews.write.nickname')}
        maxLength={NICKNAME_MAX_LENGTH}
        isRequired
      />
      <ControlledTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('reviews.write.email')}
        description={t('questions.dialog.emailHelp')}
        isRequired
      />
    </ReviewFormDialog>
  );
}

export interface QuestionAskedDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** After a question was sent: it shows once a moderator has published it. */
export function QuestionAskedDialog({ isOpen, onOpenChange }: QuestionAskedDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      size="small"
      title={t('questions.success.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <div className={formActions}>
          <Button tone="primary" onPress={close}>
            {t('questions.success.close')}
          </Button>
        </div>
      )}
    >
      <p className={line}>{t('questions.success.body')}</p>
    </Dialog>
  );
}
