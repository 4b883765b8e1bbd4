import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledCheckbox } from '#components/Field/index.ts';
import { Link } from '#components/Link/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { type SessionState, useProfile } from '#shopper/session/index.ts';
import { actions, lead, stack } from '../CompleteProfile/flow.css.ts';
import { useProfileUpdate } from '../CompleteProfile/useProfileUpdate.ts';
import {
  FlowContainer,
  type FlowContainerProps,
  type FlowEvents,
  FormErrorBanner,
  sitePath,
  useFlowContainer,
  useSiteLocale,
} from '../shared/index.ts';
import { checkboxField } from '../validation/index.ts';

const employeeTermsSchema = z.object({ accepted: checkboxField({ required: true }) });
type EmployeeTermsInput = z.input<typeof employeeTermsSchema>;
type EmployeeTermsValues = z.output<typeof employeeTermsSchema>;

export interface EmployeeTermsContentProps extends Pick<FlowEvents, 'onDone'> {
  /** The terms are accepted: the employee discount applies from now on. */
  onAccepted?: (profile: ConsumerProfile) => void;
  /** The employee closed the dialog without accepting. */
  onDecline?: () => void;
}

/** The employee-discount terms and their acceptance, inside a FlowContainer. */
export function EmployeeTermsContent({ onAccepted, onDecline, onDone }: EmployeeTermsContentProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const queryClient = useQueryClient();
  const { close } = useFlowContainer();
  const { profile, isPending, error } = useProfile();
  const update = useProfileUpdate();
  const [failure, setFailure] = useState<unknown>();
  const formId = useId();
  const { control, handleSubmit } = useForm<EmployeeTermsInput, unknown, EmployeeTermsValues>({
    resolver: zodResolver(employeeTermsSchema),
    defaultValues: { accepted: false },
  });

  const finish = () => {
    close();
    onDone?.();
  };

  if (isPending) return <Spinner label={t('employeeTerms.loading')} />;
  if (error) return <FormErrorBanner error={error} />;
  if (!profile) return <p className={lead}>{t('employeeTerms.signedOut')}</p>;

  const submit = handleSubmit(async () => {
    setFailure(undefined);
    try {
      const saved = await update.mutateAsync({ isEmployeeDiscountTCAccepted: true });
      // Spec §3 auth state carries the acceptance; the cart's prices change with it.
      queryClient.setQueryData<SessionState | null>(queryKeys.session, (session) =>
        session ? { ...session, isEmployeeDiscountTCAccepted: true } : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      onAccepted?.(saved);
      finish();
    } catch (caught) {
      setFailure(caught);
    }
  });

  const accepted = profile.isEmployeeDiscountTCAccepted;
  // The action bar stays in place when the confirmation replaces the form.
  return (
    <div className={stack}>
      {accepted ? (
        <p className={lead} role="status">
          {t('employeeTerms.alreadyAccepted')}
        </p>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            if (update.isPending) event.preventDefault();
            else void submit(event);
          }}
          className={stack}
        >
          <FormErrorBanner error={failure} />
          <p className={lead}>{t('employeeTerms.body')}</p>
          <p className={lead}>
            <Link href={sitePath(locale, '/associate-discount-terms')}>
              {t('employeeTerms.readTerms')}
            </Link>
          </p>
          <ControlledCheckbox control={control} name="accepted" isRequired>
            {t('employeeTerms.accept')}
          </ControlledCheckbox>
        </form>
      )}
      <div className={actions}>
        {accepted ? (
          <Button onPress={finish}>{t('employeeTerms.done')}</Button>
        ) : (
          <Button type="submit" form={formId} isPending={update.isPending}>
            {t('employeeTerms.submit')}
          </Button>
        )}
        {!accepted && (
          <Button
            tone="secondary"
            onPress={() => {
              onDecline?.();
              finish();
            }}
          >
            {t('employeeTerms.notNow')}
          </Button>
        )}
      </div>
    </div>
  );
}

export type EmployeeTermsProps = EmployeeTermsContentProps &
  Omit<FlowContainerProps, 'title' | 'children'>;

/**
 * Spec §2 employee terms dialog, spec §6: an employee accepts the employee-discount terms
 * before the discount applies (PUT isEmployeeDiscountTCAccepted; PRO418 for a
 * non-employee). Works as a dialog or a page.
 */
export function EmployeeTerms({ onAccepted, onDecline, onDone, ...container }: EmployeeTermsProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowContainer {...container} title={t('employeeTerms.title')}>
      <EmployeeTermsContent
        {...(onAccepted ? { onAccepted } : {})}
        {...(onDecline ? { onDecline } : {})}
        {...(onDone ? { onDone } : {})}
      />
    </FlowContainer>
  );
}
