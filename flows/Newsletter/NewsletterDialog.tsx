import { FlowContainer, type FlowContainerProps } from '../shared/index.ts';
import { type NewsletterContent, NewsletterForm, type NewsletterFormProps } from './Newsletter.tsx';

export type NewsletterDialogProps = NewsletterContent &
  Pick<NewsletterFormProps, 'onSubscribed'> &
  Omit<FlowContainerProps, 'title' | 'children' | 'mode'>;

/** The newsletter form in the kit's dialog (a newsletter pop-up); the heading titles it. */
export function NewsletterDialog({
  heading,
  subheading,
  policyText,
  policyLinkLabel,
  policyHref,
  onSubscribed,
  ...container
}: NewsletterDialogProps) {
  return (
    <FlowContainer {...container} mode="dialog" title={heading}>
      <NewsletterForm
        subheading={subheading}
        policyText={policyText}
        policyLinkLabel={policyLinkLabel}
        policyHref={policyHref}
        {...(onSubscribed ? { onSubscribed } : {})}
      />
    </FlowContainer>
  );
}
