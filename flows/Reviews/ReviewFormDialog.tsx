import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog, type DialogProps } from '#components/Dialog/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { formActions, formStack, line } from './Reviews.css.ts';

/** REV410 ("review too long"): said on the text it is about, not in the banner. */
export function isTooLong(error: unknown): boolean {
  return isApiError(error) && error.errorId === 'REV410';
}

export interface ReviewFormDialogProps {
  title: string;
  /** The line above the fields (what the form is about). */
  intro: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** The last failed submit: in the banner, unless it is a too-long text (its field says it). */
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  size?: DialogProps['size'];
  /** A click beside the form closes it; off where a long text could be lost. @default false */
  isDismissable?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * The dialog of the review forms (write a review, report one, ask a question): the intro,
 * the banner, the fields, and Cancel / submit pinned below.
 */
export function ReviewFormDialog({
  title,
  intro,
  submitLabel,
  isPending,
  error,
  onSubmit,
  isOpen,
  onOpenChange,
  size,
  isDismissable = false,
  children,
}: ReviewFormDialogProps) {
  const { t } = useTranslation('storefront');
  const formId = useId();
  return (
    <Dialog
      title={title}
      size={size}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      footer={({ close }) => (
        <div className={formActions}>
          <Button tone="secondary" onPress={close}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" form={formId} tone="primary" isPending={isPending}>
            {submitLabel}
          </Button>
        </div>
      )}
    >
      <form id={formId} noValidate className={formStack} onSubmit={onSubmit}>
        <p className={line}>{intro}</p>
        <FormErrorBanner error={error && !isTooLong(error) ? error : null} />
        {children}
      </form>
    </Dialog>
  );
}
