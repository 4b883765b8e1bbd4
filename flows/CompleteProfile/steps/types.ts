import type { ConsumerProfile } from '#api/contract/consumer.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import type { StepFrameProps } from './StepFrame.tsx';

/**
 * What every complete-profile step receives from the flow. A step renders a form with
 * `formId` and no buttons: the flow's action bar (Continue, Back) stays in place from step
 * to step and submits the current step's form.
 */
export interface StepProps {
  /** The profile as it is now (each saved step updates it). */
  profile: ConsumerProfile;
  locale: SiteLocale;
  frame: Omit<StepFrameProps, 'title' | 'children'>;
  formId: string;
  /** Go on to the next step (after saving, when the step saves). */
  onNext: () => void;
}
