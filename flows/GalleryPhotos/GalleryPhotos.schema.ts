import { z } from 'zod';
import { ugcReportReasons } from '#api/contract/ugc.ts';
import { encodeMessage } from '#i18n/messages.ts';
import { checkPhoto, PHOTO_MAX_KIB } from './upload.ts';

/* The gallery's forms: add a photo (checked as the service checks it), report one. */

/** The longest caption the service takes. */
export const CAPTION_MAX = 300;

/** The form's schema; in a category's gallery, with the product the photo shows. */
export const uploadSchemaFor = (chooseProduct: boolean) =>
  z.object({
    file: z.custom<File | null>().superRefine((file, context) => {
      if (!file) {
        context.addIssue({ code: 'custom', message: 'blocks:gallery.upload.fileRequired' });
        return;
      }
      const problem = checkPhoto(file);
      if (problem === 'API415') {
        context.addIssue({ code: 'custom', message: 'blocks:gallery.upload.wrongType' });
      } else if (problem === 'API413') {
        context.addIssue({
          code: 'custom',
          message: encodeMessage('blocks:gallery.upload.tooLarge', { kib: PHOTO_MAX_KIB }),
        });
      }
    }),
    caption: z
      .string()
      .trim()
      .max(CAPTION_MAX, encodeMessage('maxLength', { n: CAPTION_MAX })),
    product: chooseProduct
      ? z.string().min(1, 'blocks:gallery.upload.productRequired')
      : z.string(),
    terms: z.boolean().refine(Boolean, 'requiredCheckbox'),
  });
export type UploadSchema = ReturnType<typeof uploadSchemaFor>;
export type UploadInput = z.input<UploadSchema>;
export type UploadValues = z.output<UploadSchema>;

/** Report a photo: why, and a comment if the shopper has one. */
export const reportSchema = z.object({
  reason: z.enum(ugcReportReasons, { error: 'required' }),
  comment: z.string().trim().max(500, 'maxLength|{"n":500}').optional(),
});
export type ReportInput = z.input<typeof reportSchema>;
export type ReportValues = z.output<typeof reportSchema>;
