import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/Dialog/index.ts';
import * as styles from './checkout.css.ts';

export type ChallengeResult = 'authenticated' | 'failed' | 'cancelled';

export interface ThreeDSecureDialogProps {
  /** The challenge of the order (placeOrder's `challenge`); null: closed. */
  challenge: { url: string; transactionId: string } | null;
  onResult: (result: ChallengeResult) => void;
}

/** The message the card issuer's page posts when the shopper is done. */
interface ChallengeMessage {
  type: 'cairn-3ds';
  transactionId: string;
  result: 'authenticated' | 'failed';
}

function isChallengeMessage(data: unknown): data is ChallengeMessage {
  const value = data as Partial<ChallengeMessage> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    value.type === 'cairn-3ds' &&
    typeof value.transactionId === 'string' &&
    (value.result === 'authenticated' || value.result === 'failed')
  );
}

/**
 * Spec §4: a payment not authorized starts 3-D Secure. The issuer's page opens in this
 * dialog; its answer (a message from our own origin naming this transaction) completes
 * the order, closing the dialog cancels it.
 */
export function ThreeDSecureDialog({ challenge, onResult }: ThreeDSecureDialogProps) {
  const { t } = useTranslation('flows');
  useEffect(() => {
    if (!challenge) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isChallengeMessage(event.data)) return;
      if (event.data.transactionId !== challenge.transactionId) return;
      onResult(event.data.result);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [challenge, onResult]);
  return (
    <Dialog
      title={t('checkout.challenge.title')}
      isOpen={challenge !== null}
      onOpenChange={(open) => {
        if (!open) onResult('cancelled');
      }}
      isDismissable={false}
    >
      <p className={styles.soft}>{t('checkout.challenge.body')}</p>
      {challenge ? (
        <iframe
          className={styles.challengeFrame}
          src={challenge.url}
          title={t('checkout.challenge.frame')}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      ) : null}
    </Dialog>
  );
}
