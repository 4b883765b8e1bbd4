import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '#api/client/index.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledPasswordField, ControlledTextField } from '#components/Field/index.ts';
import { useAssociateLogin } from '#shopper/session/index.ts';
import { actions, formStack, paragraph } from '../shared/form.css.ts';
import { type FlowEvents, FlowPage, type FlowPageProps, FormErrorBanner } from '../shared/index.ts';
import { associateLoginSchema } from '../validation/models.ts';

type AssociateLoginValues = z.output<typeof associateLoginSchema>;
type AssociateLoginFormInput = z.input<typeof associateLoginSchema>;

const associateLoginDefaults: AssociateLoginFormInput = {
  storeId: '',
  storeEmployeeId: '',
  password: '',
};

/** The errors the associate login words itself (sign-in's would speak of an email). */
const ownMessages = {
  AUT401: 'associateLogin.wrongCredentials',
  AUT423: 'associateLogin.locked',
} as const;
const isOwn = (errorId: string | undefined): errorId is keyof typeof ownMessages =>
  errorId !== undefined && errorId in ownMessages;

export type AssociateLoginProps = Pick<FlowEvents, 'onSubmitted' | 'onDone'>;

/**
 * Spec §2 and §6 in-store associate login: store number, employee id and password. The
 * associate session replaces the shopper's (no favorites or saved for later while it
 * lasts); `onDone` follows, to send the associate on to the store. A wrong id or password
 * gets one message (the service does not tell which was wrong); nothing typed is lost.
 */
export function AssociateLogin({ onSubmitted, onDone }: AssociateLoginProps) {
  const { t } = useTranslation('flows');
  const login = useAssociateLogin();
  const { control, handleSubmit } = useForm<AssociateLoginFormInput, unknown, AssociateLoginValues>(
    {
      resolver: zodResolver(associateLoginSchema),
      defaultValues: associateLoginDefaults,
    },
  );

  const onSubmit = async (values: AssociateLoginValues) => {
    // One login at a time: a second submit (Enter in a field) waits for the first's answer.
    if (login.isPending) return;
    try {
      await login.mutateAsync(values);
    } catch {
      return; // shown in the banner from login.error
    }
    onSubmitted?.({ flow: 'associateLogin' });
    onDone?.();
  };

  const errorId = isApiError(login.error) ? login.error.errorId : undefined;
  const own = isOwn(errorId) ? ownMessages[errorId] : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={formStack}>
      <p className={paragraph}>{t('associateLogin.intro')}</p>
      {own ? (
        <Alert tone="critical" data-error-banner="">
          {t(own)}
        </Alert>
      ) : (
        <FormErrorBanner error={login.error} />
      )}
      <ControlledTextField
        control={control}
        name="storeId"
        label={t('associateLogin.storeId')}
        autoComplete="off"
        inputMode="text"
        isRequired
      />
      <ControlledTextField
        control={control}
        name="storeEmployeeId"
        label={t('associateLogin.storeEmployeeId')}
        autoComplete="username"
        isRequired
      />
      <ControlledPasswordField
        control={control}
        name="password"
        label={t('associateLogin.password')}
        autoComplete="current-password"
        isRequired
      />
      <div className={actions}>
        <Button type="submit" fullWidth isPending={login.isPending}>
          {t('associateLogin.submit')}
        </Button>
      </div>
    </form>
  );
}

export type AssociateLoginPageProps = AssociateLoginProps & Pick<FlowPageProps, 'onClose'>;

/** The associate login as a page (`/{locale}/associate-login`). */
export function AssociateLoginPage({ onClose, ...flow }: AssociateLoginPageProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowPage title={t('associateLogin.title')} onClose={onClose}>
      <AssociateLogin {...flow} />
    </FlowPage>
  );
}
