import { useTranslation } from 'react-i18next';
import { FlowDialog, type FlowDialogProps, FlowPage, type FlowPageProps } from '../shared/index.ts';
import { SignIn, type SignInProps } from './SignIn.tsx';

export type SignInDialogProps = SignInProps &
  Pick<FlowDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose'>;

/** Sign-in in the kit's Dialog (spec §2 "sign in" dialog). */
export function SignInDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  ...flow
}: SignInDialogProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowDialog
      title={t('signIn.title')}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
    >
      <SignIn {...flow} />
    </FlowDialog>
  );
}

export type SignInPageProps = SignInProps & Pick<FlowPageProps, 'onClose'>;

/** Sign-in as a page. */
export function SignInPage({ onClose, ...flow }: SignInPageProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowPage title={t('signIn.title')} onClose={onClose}>
      <SignIn {...flow} />
    </FlowPage>
  );
}
