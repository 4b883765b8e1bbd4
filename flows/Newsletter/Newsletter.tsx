import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiClient } from '#api/client/index.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledCheckbox, ControlledTextField } from '#components/Field/index.ts';
import { Link } from '#components/Link/index.ts';
import { profileQueryOptions } from '#shopper/session/index.ts';
import { lead, stack, stepHeading } from '../CompleteProfile/flow.css.ts';
import { FormErrorBanner, useSiteLocale } from '../shared/index.ts';
import { newsletterSchema } from '../validation/newsletter.ts';
import { subscribeToNewsletter } from './subscribe.ts';

type NewsletterInput = z.input<typeof newsletterSchema>;
type NewsletterValues = z.output<typeof newsletterSchema>;

/** What the CMS (or a page) sets. */
export interface NewsletterContent {
  /** The form's heading. */
  heading: string;
  subheading?: string | undefined;
  /** The policy box's text. @default flows:newsletter.policy */
  policyText?: string | undefined;
  /** A link after the policy text (the privacy policy). */
  policyLinkLabel?: string | undefined;
  policyHref?: string | undefined;
}

export interface NewsletterFormProps extends Omit<NewsletterContent, 'heading'> {
  /** The form is labelled by this element (the heading). */
  labelledBy?: string;
  /** After a successful opt-in. */
  onSubscribed?: (email: string) => void;
}

/**
 * Spec §2 newsletter form: email and policy box (both required, spec §5). On success the
 * success message shows and the email and the box clear (spec §4); a failure shows the
 * error message (spec §8).
 */
export function NewsletterForm({
  subheading,
  policyText,
  policyLinkLabel,
  policyHref,
  labelledBy,
  onSubscribed,
}: NewsletterFormProps) {
  const { t } = useTranslation('flows');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useSiteLocale();
  const [subscribed, setSubscribed] = useState(false);
  const { control, handleSubmit, reset } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', policy: false },
  });
  const subscribe = useMutation({
    mutationFn: async (email: string) => {
      // Who the shopper is when they send, not when the form drew: a member who sends before
      // their profile has arrived updates it (PUT) instead of opting in as a guest (POST).
      const profile = await queryClient.ensureQueryData(profileQueryOptions(client, queryClient));
      return subscribeToNewsletter(
        { client, queryClient },
        { email, locale, signedIn: profile !== null },
      );
    },
  });

  const submit = handleSubmit(async ({ email }) => {
    setSubscribed(false);
    try {
      await subscribe.mutateAsync(email);
    } catch {
      return;
    }
    reset({ email: '', policy: false });
    setSubscribed(true);
    onSubscribed?.(email);
  });

  return (
    <form noValidate onSubmit={submit} className={stack} aria-labelledby={labelledBy}>
      {subheading && <p className={lead}>{subheading}</p>}
      {subscribed && <Alert tone="positive">{t('newsletter.success')}</Alert>}
      <FormErrorBanner error={subscribe.error} />
      <ControlledTextField
        control={control}
        name="email"
        type="email"
        label={t('newsletter.email')}
        autoComplete="email"
        isRequired
      />
      <ControlledCheckbox control={control} name="policy" isRequired>
        {policyText ?? t('newsletter.policy')}
        {policyHref && (
          <>
            {' '}
            <Link href={policyHref}>{policyLinkLabel ?? t('newsletter.policyLink')}</Link>
          </>
        )}
      </ControlledCheckbox>
      <div>
        <Button type="submit" isPending={subscribe.isPending}>
          {t('newsletter.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface NewsletterProps
  extends NewsletterContent,
    Pick<NewsletterFormProps, 'onSubscribed'> {
  /** The heading's level where the CMS places the form. @default 2 */
  headingLevel?: 2 | 3;
}

/** The newsletter form as a section of a page (the CMS places it). */
export function Newsletter({ heading, headingLevel = 2, ...form }: NewsletterProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className={stack}>
      <Heading id={headingId} className={stepHeading}>
        {heading}
      </Heading>
      <NewsletterForm {...form} labelledBy={headingId} />
    </section>
  );
}
