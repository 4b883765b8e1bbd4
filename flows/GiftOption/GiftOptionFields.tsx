import type { Control } from 'react-hook-form';
import { ControlledTextField } from '#components/Field/index.ts';
import {
  GIFT_OPTION_LIMITS,
  type GiftOptionInput,
  type GiftOptionValues,
} from '../validation/giftOption.ts';

export interface GiftOptionFieldsProps {
  control: Control<GiftOptionInput, unknown, GiftOptionValues>;
  /** The fields' labels, in the words of where they stand (a gift card, a cart line). */
  labels: { email: string; to: string; message: string };
  /** Rows of the message box. */
  messageLines: number;
}

/**
 * A gift option's three fields (spec §3 giftOption; spec §5: sent only when all three are
 * there): the recipient's e-mail and name, and the message with its character count. The
 * product page's gift card and the cart line's gift dialog share them and their form model
 * (flows/validation/giftOption.ts).
 */
export function GiftOptionFields({ control, labels, messageLines }: GiftOptionFieldsProps) {
  return (
    <>
      <ControlledTextField
        control={control}
        name="email"
        type="email"
        label={labels.email}
        maxLength={GIFT_OPTION_LIMITS.email}
        // The recipient's, not the shopper's own: nothing to fill in.
        autoComplete="off"
        isRequired
      />
      <ControlledTextField
        control={control}
        name="to"
        label={labels.to}
        maxLength={GIFT_OPTION_LIMITS.to}
        autoComplete="off"
        isRequired
      />
      <ControlledTextField
        control={control}
        name="message"
        label={labels.message}
        lines={messageLines}
        maxLength={GIFT_OPTION_LIMITS.message}
        showCharacterCount
        // A pasted message longer than the limit is said, not silently cut.
        enforceMaxLength={false}
        isRequired
      />
    </>
  );
}
