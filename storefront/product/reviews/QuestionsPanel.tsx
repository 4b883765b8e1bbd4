import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NICKNAME_MAX_LENGTH,
  type ProductQuestion,
  QUESTION_TEXT_MAX_LENGTH,
} from '#api/contract/reviews.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { LoadMore } from '#components/LoadMore/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { serverErrorMessage } from '#flows/shared/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import type { Site } from '../../site/site.ts';
import { formatDay } from './format.ts';
import { isTooLong, ReviewFormDialog } from './ReviewFormDialog.tsx';
import {
  answer as answerStyle,
  answers,
  formActions,
  item,
  itemTitle,
  line,
  list,
  meta,
  part,
  partHeader,
  partTitle,
  soft,
  sortSelect,
  summary,
  text,
  toolbar,
} from './reviews.css.ts';
import { type AskInput, type AskValues, askQuestionSchema, tooLong } from './schemas.ts';
import { type QuestionSort, useAnswerVote, useAskQuestion, useQuestionList } from './useReviews.ts';
import { VoteButtons } from './VoteButtons.tsx';

export interface QuestionsPanelProps {
  /** The product's master id and name. */
  product: { id: string; name: string };
  site: Site;
}

const questionSorts = ['newest', 'mostAnswered'] as const satisfies readonly QuestionSort[];

/**
 * Questions and answers (spec §7 GET and POST …/reviews/questions, answer votes): the
 * list with staff answers marked, sort, load more, the ask-question dialog and its success
 * dialog.
 */
export function QuestionsPanel({ product, site }: QuestionsPanelProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const [sort, setSort] = useState<QuestionSort>('newest');
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const query = useQuestionList(product.id, site.locale, sort);
  const first = query.data?.pages[0];
  const questions = query.data?.pages.flatMap((page) => page.questions) ?? [];
  const total = first?.total ?? 0;
  return (
    <section id="questions" className={part} aria-labelledby={titleId}>
      <div className={partHeader}>
        <h2 id={titleId} className={[heading.h3, partTitle].join(' ')}>
          {first ? t('questions.titleWithCount', { count: total }) : t('questions.title')}
        </h2>
        <Button tone="secondary" icon="chat" onPress={() => setAsking(true)}>
          {t('questions.ask')}
        </Button>
      </div>
      {query.isPending ? (
        <SkeletonGroup label={t('questions.loading')}>
          <div className={summary}>
            <Skeleton shape="text" lines={3} />
            <Skeleton shape="text" lines={3} />
          </div>
        </SkeletonGroup>
      ) : query.isError && !first ? (
        <Alert tone="critical">
          {t('questions.loadFailed')}{' '}
          <Button tone="plain" size="small" onPress={() => query.refetch()}>
            {t('reviews.retry')}
          </Button>
        </Alert>
      ) : total === 0 ? (
        <p className={line}>{t('questions.empty')}</p>
      ) : (
        <div className={summary}>
          <div className={toolbar}>
            <p className={soft}>{t('questions.count', { count: total })}</p>
            <Select<{ id: QuestionSort; name: string }>
              className={sortSelect}
              label={t('reviews.sort')}
              value={sort}
              onChange={(key) => key && setSort(key as QuestionSort)}
              items={questionSorts.map((id) => ({ id, name: t(`questions.sorts.${id}`) }))}
            >
              {(entry) => <SelectItem id={entry.id}>{entry.name}</SelectItem>}
            </Select>
          </div>
          <ul className={list} aria-labelledby={titleId}>
            {questions.map((question) => (
              <QuestionItem
                key={question.id}
                question={question}
                productId={product.id}
                site={site}
              />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <Alert tone="critical">{t('questions.loadMoreFailed')}</Alert>
          ) : null}
          <LoadMore
            shown={questions.length}
            total={total}
            isPending={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
            buttonLabel={t('questions.loadMore')}
            progressLabel={(counts) => t('questions.progress', counts)}
          />
        </div>
      )}
      <AskQuestionDialog
        product={product}
        site={site}
        isOpen={asking}
        onOpenChange={setAsking}
        onAsked={() => setAsked(true)}
      />
      <Dialog
        size="small"
        title={t('questions.success.title')}
        isOpen={asked}
        onOpenChange={setAsked}
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
    </section>
  );
}

function QuestionItem({
  question,
  productId,
  site,
}: {
  question: ProductQuestion;
  productId: string;
  site: Site;
}) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  return (
    <li className={item} aria-labelledby={titleId}>
      <h3 id={titleId} className={[heading.h4, itemTitle].join(' ')}>
        {question.text}
      </h3>
      <p className={meta}>
        {t('questions.askedBy', {
          nickname: question.nickname,
          date: formatDay(question.createdAt, site.info),
        })}
      </p>
      {question.answers.length === 0 ? (
        <p className={soft}>{t('questions.noAnswer')}</p>
      ) : (
        <ul
          className={answers}
          aria-label={t('questions.answers', { count: question.answers.length })}
        >
          {question.answers.map((entry) => (
            <AnswerItem key={entry.id} answer={entry} productId={productId} site={site} />
          ))}
        </ul>
      )}
    </li>
  );
}

function AnswerItem({
  answer,
  productId,
  site,
}: {
  answer: ProductQuestion['answers'][number];
  productId: string;
  site: Site;
}) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const [ownVote, setOwnVote] = useState<boolean | null>(null);
  const vote = useAnswerVote(productId, site.locale);
  const cast = (helpful: boolean) => {
    if (vote.isPending || ownVote === helpful) return;
    vote.mutate(
      { answerId: answer.id, helpful },
      {
        onSuccess: () => setOwnVote(helpful),
        onError: (error) =>
          toasts.add({
            title: t('reviews.voteFailed'),
            description: serverErrorMessage(t, error),
            tone: 'critical',
          }),
      },
    );
  };
  return (
    <li className={answerStyle}>
      <p className={text}>{answer.text}</p>
      <p className={meta}>
        <span>{answer.nickname}</span>
        {answer.isStaff ? <Badge tone="brand">{t('questions.staff')}</Badge> : null}
        <time dateTime={answer.createdAt}>{formatDay(answer.createdAt, site.info)}</time>
      </p>
      <VoteButtons
        question={t('questions.helpfulQuestion')}
        helpfulVotes={answer.helpfulVotes}
        unhelpfulVotes={answer.unhelpfulVotes}
        ownVote={ownVote}
        pending={vote.isPending ? (vote.variables?.helpful ?? null) : null}
        onVote={cast}
      />
    </li>
  );
}

interface AskQuestionDialogProps {
  product: { id: string; name: string };
  site: Site;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAsked: () => void;
}

/** "Ask a question": the question, a nickname, an email that is never shown. */
function AskQuestionDialog({
  product,
  site,
  isOpen,
  onOpenChange,
  onAsked,
}: AskQuestionDialogProps) {
  const { t } = useTranslation('storefront');
  const { profile } = useProfile();
  const ask = useAskQuestion(product.id, site.locale);
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
