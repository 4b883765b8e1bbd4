import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

/*
 * The gallery's dialogs: a shopper's photo large with the report form, and the upload form
 * (the photo's drop zone and preview, caption, product, terms).
 */

/** Small soft text: who shared a photo and when, the form's hints. */
export const meta = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const photo = style({ display: 'grid', gap: vars.space.medium });

export const caption = style({ margin: 0, overflowWrap: 'anywhere' });

export const report = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

export const upload = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

export const photoField = style({
  display: 'grid',
  gap: vars.space.small,
  inlineSize: '100%',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const fieldLabel = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.neutral,
});

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border.field}`,
  borderRadius: vars.radius.large,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.border.formAccent,
      background: vars.color.background.neutralSoft,
    },
    '&[data-focus-visible]': focusOutline,
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
  },
});

export const preview = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const previewImage = style({
  display: 'block',
  maxInlineSize: '100%',
  // About half a dialog's width: room for the caption and the terms below it.
  maxBlockSize: `calc(${vars.size.panelSmall} / 2)`,
  objectFit: 'contain',
  borderRadius: vars.radius.large,
  background: vars.color.background.neutralSoft,
});

export const fieldErrorText = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.critical,
  overflowWrap: 'anywhere',
});
