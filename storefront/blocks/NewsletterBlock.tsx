import { Newsletter } from '#flows/Newsletter/index.ts';
import { policyParts } from './policyParts.ts';

/** The CMS newsletter block: the flow's form, its policy HTML taken apart. */
export function NewsletterBlock({
  heading,
  subheading,
  policyText,
}: {
  heading: string;
  subheading?: string | undefined;
  policyText?: string | undefined;
}) {
  return <Newsletter heading={heading} subheading={subheading} {...policyParts(policyText)} />;
}
