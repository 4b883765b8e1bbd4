import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '#cms-blocks/richText/RichText.tsx';
import type { EventContent } from '#commerce/consumer/eventContent.ts';
import { Button } from '#components/Button/index.ts';
import { EventSignUpDialog } from '#flows/EventSignUp/index.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';
import { eventBlock, eventTitle } from './storeBlocks.css.ts';

/**
 * The CMS event sign-up block (spec §2): the event's title and text, and a button opening
 * the event sign-up dialog (sign in or create an account, then join the event).
 */
export function EventSignUpBlock(event: EventContent) {
  const { t } = useTranslation('flows');
  const headingId = useId();
  const features = useSiteFeatures();
  const track = useFlowTracking();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(false);
  return (
    <section aria-labelledby={headingId} className={eventBlock}>
      <h2 id={headingId} className={eventTitle}>
        {event.title}
      </h2>
      {event.richText ? <RichText html={event.richText} /> : null}
      <Button
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('eventSignUp.open')}
      </Button>
      {opened ? (
        <EventSignUpDialog
          event={event}
          isOpen={isOpen}
          onOpenChange={setOpen}
          allowNewSignUp={features.allowNewSignUp}
          onSubmitted={track}
        />
      ) : null}
    </section>
  );
}
