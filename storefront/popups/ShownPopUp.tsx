import { lazy, Suspense, useState } from 'react';
import type { BlockSection } from '#api/contract/contentSections.ts';
import { dismissPopUp } from '#cms-blocks/PopUp/dismissedPopups.ts';
import type { PopUpContent } from '#cms-blocks/PopUp/PopUp.schema.ts';
import { PopUp } from '#cms-blocks/PopUp/PopUp.tsx';
import { popUpLabel } from '#cms-blocks/PopUp/popUp.ts';
import { readPopUpVisit, recordPopUpVisit } from '#cms-blocks/PopUp/popUpVisit.ts';
import { usePreloaded } from '#cms-blocks/PopUp/usePreloaded.ts';
import { useTrack } from '#cms-blocks/tracking.tsx';
import { Spinner } from '#components/Spinner/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';

// Each kind fetches its own form while the pop-up is a tab (after the page has loaded and
// settled: PopUps.tsx), so the expanded dialog opens complete instead of growing as its form
// arrives; the newsletter pop-up never brings the registration form's phone, date,
// password and select fields. Should the early fetch fail, the lazy form tries again.
// The forms' own modules, not the flows' indexes: those also hold their dialogs (the kit's
// Dialog, its overlay code), which a pop-up does not use.
const loadNewsletter = () => import('#flows/Newsletter/Newsletter.tsx');
const loadSignUp = () => import('#flows/SignUp/SignUp.tsx');
const NewsletterForm = lazy(() =>
  loadNewsletter().then((module) => ({ default: module.NewsletterForm })),
);
const SignUp = lazy(() => loadSignUp().then((module) => ({ default: module.SignUp })));

/**
 * The pop-up the manager chose, with the store's form inside: the newsletter form, or the
 * account registration (sign-up) form. Its events go to the data layer (spec §7
 * `popUp.onImpression`, `popUp.onExpand`, `popUp.onClose`); closing it, or signing up
 * through it, adds its id to `dismissedPopups`. Shown, it becomes the visit's pop-up, and
 * once it has expanded it does not expand by itself again this visit (popUpVisit.ts).
 * `content` is the pop-up's payload as the server checked it (cms-blocks/PopUp/checkedPopUps.ts).
 */
export function ShownPopUp({
  section,
  content,
  onDismissed,
}: {
  section: BlockSection;
  content: PopUpContent;
  onDismissed: () => void;
}) {
  const track = useTrack();
  const flowSubmitted = useFlowTracking();
  const { kind, label, title } = popUpLabel(section.name);
  // Read once as it shows: expanded on an earlier page of this visit, it stays a tab here.
  const [expandedThisVisit] = useState(() => {
    const visit = readPopUpVisit();
    return visit?.id === section.id && visit.expanded;
  });
  const newsletter = usePreloaded(loadNewsletter, kind === 'newsletter');
  const signUp = usePreloaded(loadSignUp, kind !== 'newsletter');
  const available = {
    Newsletter: newsletter?.NewsletterForm ?? NewsletterForm,
    Registration: signUp?.SignUp ?? SignUp,
  };
  // The form's component is settled when the pop-up expands: switching from the lazy one
  // to the fetched one later would mount the form anew and lose what the shopper typed.
  const [settled, setSettled] = useState<typeof available | null>(null);
  const { Newsletter, Registration } = settled ?? available;

  const payload = { popUpId: section.id, label, title: title ?? content.title };
  const close = () => {
    track({ name: 'popUp.onClose', payload });
    dismissPopUp(section.id);
    onDismissed();
  };
  return (
    <PopUp
      {...content}
      id={section.id}
      name={section.name}
      formReady={(kind === 'newsletter' ? newsletter : signUp) !== null}
      autoExpand={!expandedThisVisit}
      onImpression={() => {
        recordPopUpVisit(section.id, false);
        track({ name: 'popUp.onImpression', payload });
      }}
      onExpand={() => {
        recordPopUpVisit(section.id, true);
        setSettled((current) => current ?? available);
        track({ name: 'popUp.onExpand', payload });
      }}
      onClose={close}
      form={
        <Suspense fallback={<Spinner />}>
          {kind === 'newsletter' ? (
            <Newsletter onSubscribed={() => dismissPopUp(section.id)} />
          ) : (
            <Registration
              variant="compact"
              onSubmitted={flowSubmitted}
              onDone={() => {
                dismissPopUp(section.id);
                onDismissed();
              }}
            />
          )}
        </Suspense>
      }
    />
  );
}
