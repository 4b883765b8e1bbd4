import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SignUpFieldName, SignUpInitialValues } from '#flows/SignUp/index.ts';
import { useSession } from '#shopper/session/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import * as styles from './guestAccount.css.ts';

// The sign-up's code comes with the first press, not with the confirmation.
const SignUpDialog = lazy(() =>
  import('#flows/SignUp/index.ts').then((m) => ({ default: m.SignUpDialog })),
);

/**
 * The sign-up of a guest's order: what the order says of its shopper (email, names, postal
 * code) is filled in, so a password and the privacy policy are what is left; the newsletter
 * stays a choice. No phone, birth date or gender: they are asked in the account later.
 */
export const guestSignUpFields: readonly SignUpFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'postalCode',
  'newsletter',
  'policy',
];

/**
 * The shopper's details as the order has them: the address its confirmation was mailed to
 * (the delivery address, else the billing one, as the service picks the order's email).
 */
export function accountDetailsOf(order: CheckoutOrder): SignUpInitialValues {
  const address =
    order.shipments.find((shipment) => shipment.address)?.address ?? order.billingAddress;
  if (!address) return {};
  return {
    email: address.email,
    firstName: address.firstName,
    lastName: address.lastName,
    postalCode: address.postalCode,
  };
}

const DISMISSED_KEY = 'cairn.accountOfferDismissed';

/** Whether the shopper said "No thanks" to the offer for this order (in this tab). */
function wasDismissed(orderNumber: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === orderNumber;
  } catch {
    return false;
  }
}

function rememberDismissed(orderNumber: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, orderNumber);
  } catch {
    // Storage off: the offer comes back on a reload, no more.
  }
}

export interface GuestAccountOfferProps {
  order: CheckoutOrder;
  /** The shopper said "No thanks": the offer is gone, focus goes back to the page. */
  onDismiss?: () => void;
}

/**
 * On a guest's order confirmation: an account, to track this order and return faster,
 * made in the sign-up dialog with the order's details filled in; nothing for a signed-in
 * member. "No thanks" hides it for this order (a reload of the confirmation too). The
 * sign-in that follows the sign-up hands the orders of this browser's guest session to the
 * account (the service's handover): the notice that replaces the offer says the order is
 * in the account now.
 */
export function GuestAccountOffer({ order, onDismiss }: GuestAccountOfferProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const onSubmitted = useFlowTracking();
  const { isSignedIn, isPending: sessionPending } = useSession();
  const [dismissed, setDismissed] = useState(() => wasDismissed(order.orderNumber));
  const [signingUp, setSigningUp] = useState(false);
  // Mounted from the first opening on: the session turns signed in inside the sign-up, and
  // the dialog still closes as a dialog does.
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState(false);
  const [initialValues] = useState(() => accountDetailsOf(order));
  const createdRef = useRef<HTMLDivElement>(null);
  // The dialog the account was made in, while it closes.
  const closing = useRef<Element | null>(null);
  useEffect(() => {
    if (!created) return;
    // The dialog gives the focus back to the button that opened it, which went with the
    // offer: once the dialog is gone (and a frame later, when it has tried), the notice
    // takes the focus instead of the page's body.
    const since = performance.now();
    let frame = 0;
    const focusOnceClosed = () => {
      if (closing.current?.isConnected && performance.now() - since < 2000) {
        frame = requestAnimationFrame(focusOnceClosed);
        return;
      }
      frame = requestAnimationFrame(() => createdRef.current?.focus());
    };
    focusOnceClosed();
    return () => cancelAnimationFrame(frame);
  }, [created]);

  const offered = !sessionPending && !isSignedIn && !dismissed && !created;
  return (
    <>
      {offered ? (
        <section className={styles.offer} aria-labelledby={titleId}>
          <h2 id={titleId} className={[heading.h4, styles.offerTitle].join(' ')}>
            {t('orderConfirmation.account.title')}
          </h2>
          <p className={styles.offerText}>{t('orderConfirmation.account.intro')}</p>
          <div className={styles.offerActions}>
            <Button
              tone="primary"
              onPress={() => {
                setOpened(true);
                setSigningUp(true);
              }}
            >
              {t('orderConfirmation.account.create')}
            </Button>
            <Button
              tone="plain"
              onPress={() => {
                rememberDismissed(order.orderNumber);
                setDismissed(true);
                onDismiss?.();
              }}
            >
              {t('orderConfirmation.account.dismiss')}
            </Button>
          </div>
        </section>
      ) : null}
      {created ? (
        <div ref={createdRef} tabIndex={-1}>
          <Alert tone="positive">{t('orderConfirmation.account.created')}</Alert>
        </div>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <SignUpDialog
            isOpen={signingUp}
            onOpenChange={setSigningUp}
            variant="compact"
            fields={guestSignUpFields}
            initialValues={initialValues}
            onSubmitted={onSubmitted}
            onDone={() => {
              closing.current = document.activeElement?.closest('[role="dialog"]') ?? null;
              setSigningUp(false);
              setCreated(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
