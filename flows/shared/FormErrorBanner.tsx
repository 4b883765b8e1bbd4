import type { ReactNode } from 'react';
import { Alert } from '#components/Alert/index.ts';
import { BotChallengeOffer } from './BotChallengeOffer.tsx';
import { useErrorMessage } from './errors.ts';

export interface FormErrorBannerProps {
  /** The failed submit's error (ApiError, SignInError …); nothing renders without one. */
  error: unknown;
  /** Links after the message (reset password, contact us). */
  actions?: ReactNode;
  /** A title above the message. */
  title?: ReactNode;
  /**
   * After a bot challenge the banner offered is passed (spec §8).
   * @default the form around the banner is submitted again
   */
  onChallengeSolved?: () => void;
  className?: string;
}

/**
 * Spec §8: a sign-in, sign-up or password failure in a banner above the form, announced
 * at once (critical alert), with the localized message of the error id. A bot check's
 * refusal with an appId offers the challenge in the banner (BotChallengeOffer).
 */
export function FormErrorBanner({
  error,
  actions,
  title,
  onChallengeSolved,
  className,
}: FormErrorBannerProps) {
  const message = useErrorMessage();
  if (!error) return null;
  return (
    <Alert tone="critical" title={title} className={className} data-error-banner="">
      <span>{message(error)}</span>
      {actions ? <> {actions}</> : null}
      <BotChallengeOffer error={error} onSolved={onChallengeSolved} />
    </Alert>
  );
}
