import { lazy, Suspense, useState } from 'react';
import { useProfile } from '#shopper/session/index.ts';

const EmployeeTerms = lazy(() =>
  import('#flows/EmployeeTerms/index.ts').then((m) => ({ default: m.EmployeeTerms })),
);

/** Declined in this tab: asked again on the next visit, not on every page. */
const DECLINED_KEY = 'cairn:employee-terms-declined';

function declinedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec §6: an employee signed in who has not accepted the employee-discount terms is asked
 * to (the discount applies only after, service-side). Mounted once in the shell; the
 * dialog's code loads only for such an employee.
 */
export function EmployeeTermsPrompt() {
  const { profile } = useProfile();
  const [dismissed, setDismissed] = useState(false);
  const due =
    profile?.consumerType === 'EMPLOYEE' &&
    !profile.isEmployeeDiscountTCAccepted &&
    !dismissed &&
    !declinedInThisTab();
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <EmployeeTerms
        mode="dialog"
        isOpen
        onOpenChange={(open) => {
          if (!open) setDismissed(true);
        }}
        onDecline={() => {
          try {
            sessionStorage.setItem(DECLINED_KEY, '1');
          } catch {
            // storage off: asked again on the next page
          }
          setDismissed(true);
        }}
        onAccepted={() => setDismissed(true)}
      />
    </Suspense>
  );
}
