import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Brand } from '#api/contract/common.ts';
import type { UgcMediaType } from '#api/contract/ugc.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledCheckbox, ControlledTextField } from '#components/Field/index.ts';
import { ControlledSelect, SelectItem } from '#components/Select/index.ts';
import { translateFieldError } from '#i18n/messages.ts';
import * as styles from './GalleryPhotos.css.ts';
import {
  CAPTION_MAX,
  type UploadInput,
  type UploadValues,
  uploadSchemaFor,
} from './GalleryPhotos.schema.ts';
import {
  checkPhoto,
  PHOTO_ACCEPT,
  PHOTO_MAX_KIB,
  type Translate,
  uploadErrorMessage,
} from './upload.ts';
import { useCategoryProducts } from './useCategoryProducts.ts';
import { useUploadPhoto } from './useUploadPhoto.ts';

export interface UploadPhotoDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The brand's gallery (the service's customer) the photo goes to. */
  customerId: Brand;
  /** The product (masterId) the gallery shows: the photo is tagged with it. */
  tag?: string | undefined;
  /**
   * The category the gallery shows (no product): the shopper picks the photo's product
   * among the category's, which files the photo under the category.
   */
  categoryId?: string | undefined;
}

/**
 * "Add your photo" for a signed-in shopper: a photo (picked or dropped, checked against
 * the service's types and size before anything is sent, previewed), a caption, the
 * gallery's product and the terms; sent to the social media content service (spec §7
 * POST /users/{userId}/media, then /stashes). The photo shows after a moderator approves
 * it. A refusal keeps the chosen photo and caption, to fix one and send again.
 */
export function UploadPhotoDialog({
  isOpen,
  onOpenChange,
  customerId,
  tag,
  categoryId,
}: UploadPhotoDialogProps) {
  const { t } = useTranslation('blocks');
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('gallery.upload.title')}>
      {({ close }) => (
        <UploadForm customerId={customerId} tag={tag} categoryId={categoryId} onDone={close} />
      )}
    </Dialog>
  );
}

/** An object URL of the file while it is shown, revoked after. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function UploadForm({
  customerId,
  tag,
  categoryId,
  onDone,
}: {
  customerId: Brand;
  tag: string | undefined;
  categoryId: string | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(['blocks', 'validation', 'errors']);
  const upload = useUploadPhoto(customerId);
  const ids = { hint: useId(), error: useId(), form: useId() };
  // In a category's gallery: its products to pick from (none to pick when they fail to
  // load: the photo then goes to the community gallery).
  const products = useCategoryProducts(customerId, tag ? undefined : categoryId);
  const choices = products.data ?? [];
  const chooseProduct = choices.length > 0;
  const schema = useMemo(() => uploadSchemaFor(chooseProduct), [chooseProduct]);
  const { control, handleSubmit, setValue, watch, formState } = useForm<
    UploadInput,
    unknown,
    UploadValues
  >({
    resolver: zodResolver(schema),
    defaultValues: { file: null, caption: '', product: '', terms: false },
  });
  const file = watch('file') ?? null;
  const fileProblem = formState.errors.file;
  // Checked here too: the form's validation comes a moment later, a refused file never shows.
  const usable = file && !checkPhoto(file) ? file : null;
  const previewUrl = usePreviewUrl(usable);

  const choose = (files: readonly File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    upload.reset();
    setValue('file', chosen, { shouldValidate: true, shouldDirty: true });
  };

  if (upload.isSuccess) {
    return (
      <div className={styles.upload}>
        <Alert tone="positive" title={t('gallery.upload.thanksTitle')}>
          {t('gallery.upload.thanks')}
        </Alert>
        <Button tone="secondary" onPress={onDone} autoFocus>
          {t('gallery.upload.done')}
        </Button>
      </div>
    );
  }

  const submit = handleSubmit((values) => {
    if (!values.file || checkPhoto(values.file)) return;
    upload.mutate({
      file: values.file as File & { type: UgcMediaType },
      caption: values.caption,
      tag: tag ?? (values.product || undefined),
      fallbackName: t('gallery.upload.defaultName'),
    });
  });
  const fileMessage = translateFieldError(t, fileProblem);

  return (
    <form
      id={ids.form}
      noValidate
      className={styles.upload}
      aria-busy={upload.isPending || undefined}
      onSubmit={(event) => {
        if (upload.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      <p className={styles.meta}>{t('gallery.upload.intro')}</p>
      {upload.isError ? (
        <Alert tone="critical">{uploadErrorMessage(t as unknown as Translate, upload.error)}</Alert>
      ) : null}
      <fieldset className={styles.photoField} data-invalid={fileProblem ? true : undefined}>
        <legend className={styles.fieldLabel}>{t('gallery.upload.photo')}</legend>
        {previewUrl && usable ? (
          <figure className={styles.preview}>
            <img
              src={previewUrl}
              alt={t('gallery.upload.previewAlt', { name: usable.name })}
              className={styles.previewImage}
            />
            <figcaption className={styles.meta}>
              {t('gallery.upload.chosen', { name: usable.name })}
            </figcaption>
          </figure>
        ) : null}
        <DropZone
          className={styles.dropZone}
          getDropOperation={(types) =>
            PHOTO_ACCEPT.some((type) => types.has(type)) ? 'copy' : 'cancel'
          }
          onDrop={async (event) => {
            const files = await Promise.all(
              event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
            );
            choose(files);
          }}
        >
          <FileTrigger
            acceptedFileTypes={[...PHOTO_ACCEPT]}
            onSelect={(list) => choose(list ? Array.from(list) : [])}
          >
            <Button
              tone="secondary"
              icon="image"
              aria-describedby={[ids.hint, fileProblem ? ids.error : ''].filter(Boolean).join(' ')}
            >
              {file && !fileProblem
                ? t('gallery.upload.chooseAnother')
                : t('gallery.upload.choose')}
            </Button>
          </FileTrigger>
          <Text slot="label" className={styles.meta}>
            {t('gallery.upload.drop')}
          </Text>
        </DropZone>
        <p id={ids.hint} className={styles.meta}>
          {t('gallery.upload.hint', { kib: PHOTO_MAX_KIB })}
        </p>
        {fileMessage ? (
          <p id={ids.error} role="alert" className={styles.fieldErrorText}>
            {fileMessage}
          </p>
        ) : null}
      </fieldset>
      <ControlledTextField
        control={control}
        name="caption"
        label={t('gallery.upload.caption')}
        lines={3}
        maxLength={CAPTION_MAX}
        showCharacterCount
      />
      {chooseProduct || products.isLoading ? (
        <ControlledSelect
          control={control}
          name="product"
          label={t('gallery.upload.product')}
          placeholder={
            products.isLoading
              ? t('gallery.upload.productsLoading')
              : t('gallery.upload.productChoose')
          }
          description={t('gallery.upload.tagCategory')}
          items={choices}
          isDisabled={products.isLoading}
          isRequired
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ControlledSelect>
      ) : (
        <p className={styles.meta}>
          {tag ? t('gallery.upload.tagProduct') : t('gallery.upload.tagNone')}
        </p>
      )}
      <ControlledCheckbox control={control} name="terms" isRequired>
        {t('gallery.upload.terms')}
      </ControlledCheckbox>
      <Button type="submit" isPending={upload.isPending}>
        {t('gallery.upload.submit')}
      </Button>
    </form>
  );
}
