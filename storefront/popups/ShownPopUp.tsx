import { lazy, Suspense } from 'react';
import type { BlockSection } from '#api/contract/contentSections.ts';
import { dismissPopUp } from '#cms-blocks/PopUp/dismissedPopups.ts';
import type { PopUpContent } from '#cms-blocks/PopUp/PopUp.schema.ts';
import { PopUp } from '#cms-blocks/PopUp/PopUp.tsx';
import { popUpLabel } from '#cms-blocks/PopUp/popUp.ts';
import { useTrack } from '#cms-blocks/tracking.tsx';
import { Spinner } from '#components/Spinner/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';

// Each kind loads its own form, and only once the pop-up expands (the form is inside the
// expanded dialog): the tab costs the page no form code, and the newsletter pop-up never
// brings the registration form's phone, date, password and select fields.
const NewsletterForm = lazy(() =>
  import('#flows/Newsletter/index.ts').then((module) => ({ default: module.NewsletterForm })),
);
const SignUp = lazy(() =>
  import('#flows/SignUp/index.ts').then((module) => ({ default: module.SignUp })),
);

/**
 * The pop-up the manager chose, with the store's form inside: the newsletter form, or the
 * account registration (sign-up) form. Its events go to the data layer (spec §7
 * `popUp.onImpression`, `popUp.onExpand`, `popUp.onClose`); closing it, or signing up
 * through it, adds its id to `dismissedPopups`. `content` is the pop-up's payload as the
 * server checked it (cms-blocks/PopUp/checkedPopUps.ts).
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
      onImpression={() => track({ name: 'popUp.onImpression', payload })}
      onExpand={() => track({ name: 'popUp.onExpand', payload })}
      onClose={close}
      form={
        <Suspense fallback={<Spinner />}>
          {kind === 'newsletter' ? (
            <NewsletterForm onSubscribed={() => dismissPopUp(section.id)} />
          ) : (
            <SignUp
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
