import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { soft, voteGroup } from './reviews.css.ts';

export interface VoteButtonsProps {
  /** "Helpful?": short, so the question and both buttons fit one line on a phone. */
  question: string;
  helpfulVotes: number;
  unhelpfulVotes: number;
  /** The shopper's own vote (pressed), null before they vote. */
  ownVote: boolean | null;
  /** The vote on its way (its button shows it), null when none is. */
  pending: boolean | null;
  onVote: (helpful: boolean) => void;
}

/** Helpful yes/no of a review or an answer: the service's counts, the shopper's choice pressed. */
export function VoteButtons({
  question,
  helpfulVotes,
  unhelpfulVotes,
  ownVote,
  pending,
  onVote,
}: VoteButtonsProps) {
  const { t } = useTranslation('storefront');
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggles, not a fieldset of a form
    <div className={voteGroup} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={soft}>
        {question}
      </span>
      <Button
        tone="tertiary"
        size="small"
        icon="thumbUp"
        aria-pressed={ownVote === true}
        isPending={pending === true}
        onPress={() => onVote(true)}
      >
        {t('reviews.yes', { count: helpfulVotes })}
      </Button>
      <Button
        tone="tertiary"
        size="small"
        icon="thumbDown"
        aria-pressed={ownVote === false}
        isPending={pending === false}
        onPress={() => onVote(false)}
      >
        {t('reviews.no', { count: unhelpfulVotes })}
      </Button>
    </div>
  );
}
