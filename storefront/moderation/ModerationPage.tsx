import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UGC_MAX_COUNT,
  type UgcModerationMedia,
  type UgcModerationQueue,
} from '#api/contract/ugc.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { ConfirmDialog } from '#components/Dialog/index.ts';
import { Image } from '#components/Image/index.ts';
import { PasswordField } from '#components/PasswordField/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '#components/Tabs/index.ts';
import { breakpoints } from '#design-tokens/breakpoints.ts';
import { brandNames } from '#design-tokens/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/index.ts';
import { formatDay } from '../product/reviews/format.ts';
import * as styles from './moderation.css.ts';
import { forgetModerationKey, keepModerationKey, readModerationKey } from './moderationKey.ts';
import {
  type ModerationDecision,
  type ModerationRefusal,
  moderationKeys,
  refusalOf,
  useModerationDecision,
  useModerationQueue,
} from './useModeration.ts';

export interface ModerationPageProps {
  locale: SiteLocale;
}

type QueueResult = ReturnType<typeof useModerationQueue>;

const answered = (queue: QueueResult) => queue.data !== undefined || queue.isError;

const badgeTone = { pending: 'info', hidden: 'sale', approved: 'new' } as const;

/**
 * `/{locale}/moderation`: store staff review shopper photos, the new uploads and the ones
 * shoppers reported, with the service's MODERATION_TOKEN as the key. The key is checked by
 * the service on every call; this tab keeps it once the service has taken it.
 */
export function ModerationPage({ locale }: ModerationPageProps) {
  const { t } = useTranslation('storefront');
  const queryClient = useQueryClient();
  // undefined until the tab's storage is read, after hydration (the server has none).
  const [key, setKey] = useState<string | null | undefined>(undefined);
  const [refusal, setRefusal] = useState<ModerationRefusal>();
  const [announcement, setAnnouncement] = useState('');
  const keyField = useRef<HTMLInputElement>(null);
  const queuesHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the page has changed under it (its control is gone).
  const focusNext = useRef<'queues' | 'key' | null>(null);

  useEffect(() => setKey(readModerationKey()), []);

  const pending = useModerationQueue(key ?? null, 'pending');
  const reported = useModerationQueue(key ?? null, 'reported');
  const failure = pending.error ?? reported.error;
  const refused = key ? refusalOf(failure) : undefined;
  // Both queues answered (their counts show together), and the key was taken by one.
  const accepted =
    Boolean(key) &&
    answered(pending) &&
    answered(reported) &&
    (pending.data !== undefined || reported.data !== undefined);
  const checking = Boolean(key) && !accepted && !failure;

  function dropQueues() {
    queryClient.removeQueries({ queryKey: moderationKeys.all });
  }

  useEffect(() => {
    if (!key || !refused) return;
    // A key the service does not take is not kept, nor is what it read before.
    forgetModerationKey();
    dropQueues();
    setRefusal(refused);
    setKey(null);
    focusNext.current = 'key';
  });

  useEffect(() => {
    if (key && accepted) keepModerationKey(key);
  }, [key, accepted]);

  useEffect(() => {
    if (focusNext.current === 'queues' && accepted) queuesHeading.current?.focus();
    else if (focusNext.current === 'key' && !accepted) keyField.current?.focus();
    else return;
    focusNext.current = null;
  });

  function open(next: string) {
    dropQueues();
    setRefusal(undefined);
    setAnnouncement('');
    focusNext.current = 'queues';
    setKey(next);
  }

  function forget() {
    forgetModerationKey();
    dropQueues();
    setKey(null);
    setAnnouncement(t('moderation.key.forgotten'));
    focusNext.current = 'key';
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={[heading.h1, styles.title].join(' ')}>{t('moderation.title')}</h1>
        {accepted ? (
          <Button tone="secondary" onPress={forget}>
            {t('moderation.key.forget')}
          </Button>
        ) : null}
      </div>
      <p className={styles.soft}>{t('moderation.intro')}</p>
      {key === undefined || accepted ? null : (
        <KeyForm refusal={refusal} isChecking={checking} onOpen={open} fieldRef={keyField} />
      )}
      {key ? (
        <Queues
          moderationKey={key}
          locale={locale}
          pending={pending}
          reported={reported}
          headingRef={queuesHeading}
          onAnnounce={setAnnouncement}
        />
      ) : null}
      <p role="status" className={styles.soft}>
        {announcement}
      </p>
    </div>
  );
}

interface KeyFormProps {
  refusal: ModerationRefusal | undefined;
  isChecking: boolean;
  onOpen: (key: string) => void;
  fieldRef: RefObject<HTMLInputElement | null>;
}

function KeyForm({ refusal, isChecking, onOpen, fieldRef }: KeyFormProps) {
  const { t } = useTranslation('storefront');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isChecking) return;
    const key = value.trim();
    setMissing(key === '');
    if (key) onOpen(key);
  };
  return (
    <>
      {refusal ? (
        <Alert tone="critical" title={t(`moderation.key.${refusal}.title`)}>
          {t(`moderation.key.${refusal}.text`)}
        </Alert>
      ) : null}
      <form noValidate className={styles.keyForm} onSubmit={submit}>
        <PasswordField
          ref={fieldRef}
          label={t('moderation.key.label')}
          description={t('moderation.key.help')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setMissing(false);
          }}
          errorMessage={missing ? t('moderation.key.required') : undefined}
          isRequired
        />
        <div>
          <Button type="submit" isPending={isChecking}>
            {t('moderation.key.open')}
          </Button>
        </div>
      </form>
    </>
  );
}

interface QueuesProps {
  moderationKey: string;
  locale: SiteLocale;
  pending: QueueResult;
  reported: QueueResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnnounce: (message: string) => void;
}

function Queues({ moderationKey, locale, pending, reported, headingRef, onAnnounce }: QueuesProps) {
  const { t } = useTranslation('storefront');
  const headingId = useId();
  const queues = { pending, reported } satisfies Record<UgcModerationQueue, QueueResult>;
  const retry = () => {
    if (pending.isError) void pending.refetch();
    if (reported.isError) void reported.refetch();
  };

  if (refusalOf(pending.error ?? reported.error)) return null;
  if (
    pending.data === undefined &&
    reported.data === undefined &&
    answered(pending) &&
    answered(reported)
  ) {
    return <LoadFailed onRetry={retry} />;
  }
  if (!answered(pending) || !answered(reported)) {
    return (
      <SkeletonGroup label={t('moderation.queues.loading')}>
        <div className={styles.cards}>
          {[0, 1].map((index) => (
            <Skeleton key={index} shape="box" aspectRatio={2} />
          ))}
        </div>
      </SkeletonGroup>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={[heading.h3, styles.queuesHeading].join(' ')}
      >
        {t('moderation.queues.title')}
      </h2>
      <Tabs defaultSelectedKey="pending">
        <TabList aria-label={t('moderation.queues.title')}>
          {(['pending', 'reported'] as const).map((queue) => (
            <Tab key={queue} id={queue}>
              {tabLabel(t(`moderation.queues.${queue}`), queues[queue].data, t)}
            </Tab>
          ))}
        </TabList>
        {(['pending', 'reported'] as const).map((queue) => (
          <TabPanel key={queue} id={queue} className={styles.queue}>
            <QueuePanel
              queue={queue}
              result={queues[queue]}
              moderationKey={moderationKey}
              locale={locale}
              onAnnounce={onAnnounce}
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

/** "New uploads (3)"; a full page of the service reads "50+" (it lists no more). */
function tabLabel(
  name: string,
  media: UgcModerationMedia[] | undefined,
  t: ReturnType<typeof useTranslation<'storefront'>>['t'],
): string {
  if (media === undefined) return name;
  const number = media.length >= UGC_MAX_COUNT ? `${UGC_MAX_COUNT}+` : String(media.length);
  return t('moderation.queues.tab', { name, number });
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('storefront');
  return (
    <Alert tone="critical">
      {t('moderation.queues.loadFailed')}{' '}
      <Button tone="plain" size="small" onPress={onRetry}>
        {t('moderation.queues.retry')}
      </Button>
    </Alert>
  );
}

const NOTHING_LEFT = '';

interface QueuePanelProps {
  queue: UgcModerationQueue;
  result: QueueResult;
  moderationKey: string;
  locale: SiteLocale;
  onAnnounce: (message: string) => void;
}

function QueuePanel({ queue, result, moderationKey, locale, onAnnounce }: QueuePanelProps) {
  const { t } = useTranslation('storefront');
  const idPrefix = useId();
  const emptyId = `${idPrefix}-empty`;
  const titleIdOf = (mediaId: string) => `${idPrefix}-${mediaId}`;
  // A decided card leaves with its buttons: focus goes on to the next card, or to "Nothing
  // to review" after the last, not back to the top of the page.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    const id = focusTarget === NOTHING_LEFT ? emptyId : titleIdOf(focusTarget);
    const element = document.getElementById(id);
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  });

  const media = result.data;
  if (media === undefined) {
    if (result.isError) return <LoadFailed onRetry={() => void result.refetch()} />;
    return (
      <SkeletonGroup label={t('moderation.queues.loading')}>
        <Skeleton shape="box" aspectRatio={2} />
      </SkeletonGroup>
    );
  }
  if (media.length === 0) {
    return (
      <div>
        <p id={emptyId} tabIndex={-1} className={[heading.h4, styles.empty].join(' ')}>
          {t('moderation.queues.empty')}
        </p>
        <p className={[styles.soft, styles.empty].join(' ')}>
          {t(`moderation.queues.${queue}Empty`)}
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-label={t(`moderation.queues.${queue}`)}>
      {media.map((item, index) => {
        const next = media[index + 1] ?? media[index - 1];
        return (
          <MediaCard
            key={item.id}
            media={item}
            titleId={titleIdOf(item.id)}
            moderationKey={moderationKey}
            locale={locale}
            onDecided={(message) => {
              onAnnounce(message);
              setFocusTarget(next?.id ?? NOTHING_LEFT);
            }}
          />
        );
      })}
    </ul>
  );
}

interface MediaCardProps {
  media: UgcModerationMedia;
  titleId: string;
  moderationKey: string;
  locale: SiteLocale;
  onDecided: (message: string) => void;
}

function MediaCard({ media, titleId, moderationKey, locale, onDecided }: MediaCardProps) {
  const { t } = useTranslation('storefront');
  const decision = useModerationDecision(moderationKey);
  const [confirming, setConfirming] = useState(false);
  const name = media.user.name;
  const site = localeInfo[locale];
  const deciding = decision.isPending ? decision.variables.decision : undefined;
  const refused = refusalOf(decision.error);

  async function decide(chosen: ModerationDecision) {
    try {
      await decision.mutateAsync({ mediaId: media.id, decision: chosen });
    } catch {
      // Said on the card, which stays in the queue.
      return;
    }
    onDecided(t(`moderation.done.${chosen}`, { name }));
  }

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardBody}>
        <Image
          src={media.image.url}
          alt={t('moderation.card.photoAlt', { name })}
          aspectRatio={media.image.width / media.image.height}
          fit="contain"
          sizes={`(min-width: ${breakpoints.md}px) 12rem, 100vw`}
          className={styles.photo}
        />
        <div className={styles.cardFacts}>
          <div className={styles.cardTitle}>
            <h3 id={titleId} tabIndex={-1} className={[heading.h4, styles.title].join(' ')}>
              {t('moderation.card.by', { name })}
            </h3>
            <Badge tone={badgeTone[media.status]}>
              {t(`moderation.card.status.${media.status}`)}
            </Badge>
          </div>
          {media.caption ? <p className={styles.caption}>{media.caption}</p> : null}
          <dl className={styles.details}>
            <dt>{t('moderation.card.gallery')}</dt>
            <dd>{brandNames[media.customerId]}</dd>
            <dt>{t('moderation.card.shared')}</dt>
            <dd>{formatDay(media.createdAt, site)}</dd>
            <dt>{t('moderation.card.products')}</dt>
            <dd>
              {media.tags.length > 0 ? media.tags.join(', ') : t('moderation.card.noProducts')}
            </dd>
          </dl>
          {media.reports.length > 0 ? (
            <>
              <h4 className={styles.reportsTitle}>
                {t('moderation.card.reports', { count: media.reports.length })}
              </h4>
              <ul className={styles.reports}>
                {media.reports.map((report, index) => (
                  // Reports have no id of their own; the list is the service's, newest first.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index} className={styles.report}>
                    <span className={styles.reportReason}>
                      {t(`moderation.reasons.${report.reason}`)}
                    </span>
                    {report.comment ? <span>{report.comment}</span> : null}
                    <span className={styles.reportDate}>
                      {t('moderation.card.reportedOn', {
                        date: formatDay(report.createdAt, site),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      {decision.isError ? (
        <Alert tone="critical">
          {refused ? t(`moderation.key.${refused}.text`) : t('moderation.card.failed')}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          tone="primary"
          onPress={() => void decide('approve')}
          isPending={deciding === 'approve'}
          isDisabled={deciding === 'reject'}
          aria-label={t('moderation.card.approveLabel', { name })}
        >
          {t('moderation.card.approve')}
        </Button>
        <Button
          tone="secondary"
          onPress={() => setConfirming(true)}
          isPending={deciding === 'reject'}
          isDisabled={deciding === 'approve'}
          aria-label={t('moderation.card.rejectLabel', { name })}
        >
          {t('moderation.card.reject')}
        </Button>
      </div>
      <ConfirmDialog
        title={t('moderation.reject.title')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        cancelLabel={t('moderation.reject.cancel')}
        confirmLabel={t('moderation.reject.confirm')}
        onConfirm={() => void decide('reject')}
      >
        <p className={styles.caption}>{t('moderation.reject.text', { name })}</p>
      </ConfirmDialog>
    </li>
  );
}
