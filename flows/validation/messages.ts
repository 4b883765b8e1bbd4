// The message codec lives in i18n so the component kit's fields can decode it too.
export * from '#i18n/messages.ts';
