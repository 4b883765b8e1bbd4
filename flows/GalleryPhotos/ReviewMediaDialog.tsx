import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/react.tsx';
import { reportUgcMedia, type UgcMedia, ugcReportReasons } from '#api/contract/ugc.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField, useFieldError } from '#components/Field/index.ts';
import { Image } from '#components/Image/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import * as styles from './GalleryPhotos.css.ts';
import { type ReportInput, type ReportValues, reportSchema } from './GalleryPhotos.schema.ts';

export interface ReviewMediaDialogProps {
  /** The photo under review; null closes the dialog. */
  media: UgcMedia | null;
  onClose: () => void;
  /** Called once the service has stored the report. */
  onReported?: (mediaId: string) => void;
}

/**
 * Spec §2 dialog "review user-generated content": the shopper's photo large, who shared it
 * and their caption; "Report this photo" opens a short form (a reason, a comment) sent to
 * the social media content service (spec §7 POST /media/{mediaId}/reports).
 */
export function ReviewMediaDialog({ media, onClose, onReported }: ReviewMediaDialogProps) {
  const { t } = useTranslation('blocks');
  return (
    <Dialog
      isOpen={media !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('gallery.review.title')}
      size="large"
    >
      {media ? <Review media={media} onReported={onReported} /> : null}
    </Dialog>
  );
}

function Review({ media, onReported }: { media: UgcMedia; onReported?: (id: string) => void }) {
  const { t, i18n } = useTranslation('blocks');
  const [reporting, setReporting] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(media.createdAt),
  );
  return (
    <div className={styles.photo}>
      <Image
        src={media.image.url}
        alt={media.caption || t('gallery.photoBy', { name: media.user.name })}
        aspectRatio={media.image.width / media.image.height}
        fit="contain"
        sizes="(min-width: 768px) 40rem, 100vw"
      />
      <p className={styles.meta}>
        {t('gallery.sharedBy', { name: media.user.name })} ·{' '}
        <time dateTime={media.createdAt}>{date}</time>
      </p>
      {media.caption ? <p className={styles.caption}>{media.caption}</p> : null}
      {reporting ? (
        <ReportForm mediaId={media.id} onReported={onReported} />
      ) : (
        <Button tone="secondary" size="small" onPress={() => setReporting(true)}>
          {t('gallery.report.open')}
        </Button>
      )}
    </div>
  );
}

function ReportForm({
  mediaId,
  onReported,
}: {
  mediaId: string;
  onReported?: (id: string) => void;
}) {
  const { t } = useTranslation('blocks');
  const client = useApiClient();
  const fieldError = useFieldError();
  const formId = useId();
  const report = useMutation({
    mutationFn: (values: ReportValues) =>
      client.call(reportUgcMedia, { params: { mediaId }, body: values }),
    onSuccess: () => onReported?.(mediaId),
  });
  const { control, handleSubmit } = useForm<ReportInput, unknown, ReportValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: { comment: '' },
  });

  if (report.isSuccess) {
    return (
      <Alert tone="positive" title={t('gallery.report.thanksTitle')}>
        {t('gallery.report.thanks')}
      </Alert>
    );
  }
  const submit = handleSubmit((values) => report.mutate(values));
  return (
    <form
      id={formId}
      noValidate
      className={styles.report}
      onSubmit={(event) => {
        if (report.isPending) event.preventDefault();
        else void submit(event);
      }}
    >
      {report.isError ? <Alert tone="critical">{t('gallery.report.failed')}</Alert> : null}
      <Controller
        name="reason"
        control={control}
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <RadioGroup
            {...field}
            {...fieldError(fieldState)}
            value={value ?? null}
            onChange={onChange}
            label={t('gallery.report.reason')}
            isRequired
          >
            {ugcReportReasons.map((reason) => (
              <Radio key={reason} value={reason}>
                {t(`gallery.report.reasons.${reason}`)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <ControlledTextField
        control={control}
        name="comment"
        label={t('gallery.report.comment')}
        lines={3}
      />
      <Button type="submit" isPending={report.isPending}>
        {t('gallery.report.submit')}
      </Button>
    </form>
  );
}
