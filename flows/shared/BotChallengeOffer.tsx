import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { useBotCheck } from '#shopper/session/index.ts';
import { note, offer, widget } from './BotChallengeOffer.css.ts';
import { botChallengeOf } from './botChallenge.ts';

/** `sent`: the form went again with the token; `solved`: no form to send, the shopper does. */
type Step = 'offered' | 'checking' | 'failed' | 'solved' | 'sent';

export interface BotChallengeOfferProps {
  /** The failed call's error: the offer shows for a bot check's refusal with an appId. */
  error: unknown;
  /**
   * After the challenge is passed (its token goes with the next `execute` of the action).
   * @default the form around the offer is submitted again; without one, the offer says so
   */
  onSolved?: () => void;
}

/**
 * Spec §8: the form whose call was refused by the bot check (a 403 with an appId) offers to
 * try again with a challenge: the sandbox's "not a robot" button, a provider's visible widget
 * (Turnstile's managed mode), or nothing where the provider has none (reCAPTCHA v3: the
 * banner's "please try again" is all there is to do).
 */
export function BotChallengeOffer({ error, onSolved }: BotChallengeOfferProps) {
  const { t } = useTranslation('flows');
  const botCheck = useBotCheck();
  const request = botChallengeOf(error);
  const root = useRef<HTMLDivElement>(null);
  const place = useRef<HTMLFieldSetElement>(null);
  const solvedNote = useRef<HTMLSpanElement>(null);
  // A step belongs to the error it was taken for: a new refusal starts a new offer.
  const [progress, setProgress] = useState<{ error: unknown; step: Step }>({
    error,
    step: 'offered',
  });
  const step = progress.error === error ? progress.step : 'offered';
  const go = (next: Step) => setProgress({ error, step: next });

  function afterSolved() {
    if (onSolved) {
      go('sent');
      onSolved();
      return;
    }
    const form = root.current?.closest('form');
    if (!form) {
      go('solved');
      return;
    }
    go('sent');
    // Focus stays in the form while it is sent again (the offer goes with the banner).
    const submit = [...form.elements].find(
      (element): element is HTMLButtonElement =>
        element instanceof HTMLButtonElement && element.type === 'submit',
    );
    submit?.focus();
    form.requestSubmit();
  }
  const widgetSolved = useEffectEvent(afterSolved);
  const widgetFailed = useEffectEvent(() => go('failed'));

  useEffect(() => {
    const wanted = botChallengeOf(error);
    const container = place.current;
    if (!wanted || botCheck.challengeMode !== 'widget' || !container) return;
    const leaving = new AbortController();
    botCheck.challenge(wanted.action, { container, signal: leaving.signal }).then(
      () => widgetSolved(),
      () => {
        if (!leaving.signal.aborted) widgetFailed();
      },
    );
    return () => leaving.abort();
  }, [botCheck, error]);

  useEffect(() => {
    if (step === 'solved') solvedNote.current?.focus();
  }, [step]);

  if (!request || botCheck.challengeMode === 'none' || step === 'sent') return null;

  async function confirm() {
    if (!request) return;
    go('checking');
    try {
      await botCheck.challenge(request.action);
    } catch {
      go('failed');
      return;
    }
    afterSolved();
  }

  return (
    <div ref={root} className={offer} data-bot-challenge={botCheck.challengeMode}>
      {botCheck.challengeMode === 'confirm' && step !== 'solved' ? (
        <Button
          tone="secondary"
          size="small"
          isPending={step === 'checking'}
          onPress={() => void confirm()}
        >
          {t('botChallenge.confirm')}
        </Button>
      ) : null}
      {botCheck.challengeMode === 'widget' ? (
        <>
          <span>{t('botChallenge.solve')}</span>
          <fieldset ref={place} aria-label={t('botChallenge.widgetLabel')} className={widget} />
        </>
      ) : null}
      {step === 'failed' ? <span>{t('botChallenge.failed')}</span> : null}
      {step === 'solved' ? (
        <span ref={solvedNote} tabIndex={-1} className={note}>
          {t('botChallenge.solved')}
        </span>
      ) : null}
    </div>
  );
}
