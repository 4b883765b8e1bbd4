import { z } from 'zod';
import { cancelReasons, returnReasons } from '#api/contract/orders.ts';
import { encodeMessage, selectField, textField } from '../validation/index.ts';

/* The order dialogs' forms: cancel (why), return (which lines, how many, why), warranty claim. */

/** The cancel dialog's one field: why (spec §5 select, required). */
export const cancelSchema = z.object({ reasonCode: selectField({ options: cancelReasons }) });
export type CancelInput = z.input<typeof cancelSchema>;
export type CancelValues = z.output<typeof cancelSchema>;

/** Each returnable line: taken or not, how many units, why (required once taken). */
export const returnSchema = z.object({
  lines: z.array(
    z
      .object({
        itemId: z.string(),
        selected: z.boolean(),
        qty: z.number().int().min(1),
        reasonCode: z.string(),
      })
      .superRefine((line, ctx) => {
        if (line.selected && !(returnReasons as readonly string[]).includes(line.reasonCode)) {
          ctx.addIssue({
            code: 'custom',
            path: ['reasonCode'],
            message: encodeMessage('required'),
          });
        }
      }),
  ),
});
export type ReturnValues = z.infer<typeof returnSchema>;

/** What the service takes as a claim's description (api/contract/consumer.ts). */
export const WARRANTY_DESCRIPTION_MIN = 10;
export const WARRANTY_DESCRIPTION_MAX = 2000;

/** The claim: which line, and what is wrong with it (spec §5 lengths). */
export function warrantySchema(itemIds: readonly string[]) {
  return z.object({
    itemId: selectField({ options: itemIds }),
    description: textField({
      minLength: WARRANTY_DESCRIPTION_MIN,
      maxLength: WARRANTY_DESCRIPTION_MAX,
    }),
  });
}
export type WarrantyInput = z.input<ReturnType<typeof warrantySchema>>;
export type WarrantyValues = z.output<ReturnType<typeof warrantySchema>>;
