import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductQuestion } from '#api/contract/reviews.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { LoadMore } from '#components/LoadMore/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { AskQuestionDialog, QuestionAskedDialog } from '#flows/Reviews/index.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import type { Site } from '../../site/site.ts';
import { formatDay } from './format.ts';
import {
  answer as answerStyle,
  answers,
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
import { type QuestionSort, useAnswerVote, useQuestionList } from './useReviews.ts';
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
        locale={site.locale}
        isOpen={asking}
        onOpenChange={setAsking}
        onAsked={() => setAsked(true)}
      />
      <QuestionAskedDialog isOpen={asked} onOpenChange={setAsked} />
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
  const errorMessage = useErrorMessage();
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
            description: errorMessage(error),
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
