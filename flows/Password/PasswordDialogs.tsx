import { useTranslation } from 'react-i18next';
import { FlowDialog, type FlowDialogProps, FlowPage, type FlowPageProps } from '../shared/index.ts';
import { ChangePassword, type ChangePasswordProps } from './ChangePassword.tsx';
import { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword.tsx';
import { ResetPassword, type ResetPasswordProps } from './ResetPassword.tsx';

type DialogPart = Pick<FlowDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose'>;
type PagePart = Pick<FlowPageProps, 'onClose'>;

/** Spec §2 "forgot password" dialog. */
export function ForgotPasswordDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  ...flow
}: ForgotPasswordProps & DialogPart) {
  const { t } = useTranslation('flows');
  return (
    <FlowDialog
      title={t('password.forgot.title')}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
      size="small"
    >
      <ForgotPassword {...flow} />
    </FlowDialog>
  );
}

export type ForgotPasswordPageProps = ForgotPasswordProps &
  Omit<ResetPasswordProps, 'token'> &
  PagePart & {
    /** The emailed link's token: with one the page resets, without it asks for a link. */
    token?: string | undefined;
  };

/**
 * The /forgot-password page (spec §2): the emailed link comes back here with `?token=`,
 * so with a token it shows the reset form, else the request form.
 */
export function ForgotPasswordPage({ token, onClose, ...flow }: ForgotPasswordPageProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowPage title={t(token ? 'password.reset.title' : 'password.forgot.title')} onClose={onClose}>
      {token ? <ResetPassword {...flow} token={token} /> : <ForgotPassword {...flow} />}
    </FlowPage>
  );
}

/** Change password in a dialog (account page). */
export function ChangePasswordDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  ...flow
}: ChangePasswordProps & DialogPart) {
  const { t } = useTranslation('flows');
  return (
    <FlowDialog
      title={t('password.change.title')}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
    >
      <ChangePassword {...flow} />
    </FlowDialog>
  );
}

/** Change password as a page. */
export function ChangePasswordPage({ onClose, ...flow }: ChangePasswordProps & PagePart) {
  const { t } = useTranslation('flows');
  return (
    <FlowPage title={t('password.change.title')} onClose={onClose}>
      <ChangePassword {...flow} />
    </FlowPage>
  );
}
