import { useTranslation } from 'react-i18next';
import { FlowDialog, type FlowDialogProps, FlowPage, type FlowPageProps } from '../shared/index.ts';
import type { SignUpVariant } from './SignUp.schema.ts';
import { SignUp, type SignUpProps } from './SignUp.tsx';

const titleKeys = {
  standard: 'signUp.title',
  compact: 'signUp.title',
  loyalty: 'signUp.titleLoyalty',
  simplified: 'signUp.titleSimplified',
} as const satisfies Record<SignUpVariant, string>;

export type SignUpDialogProps = SignUpProps &
  Pick<FlowDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose'>;

/** Sign-up in the kit's Dialog (spec §2 "sign up" dialog; the loyalty and simplified variants). */
export function SignUpDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  onClose,
  ...flow
}: SignUpDialogProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowDialog
      title={t(titleKeys[flow.variant ?? 'standard'])}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
      size={flow.variant === 'compact' || flow.variant === 'simplified' ? 'standard' : 'large'}
    >
      <SignUp {...flow} />
    </FlowDialog>
  );
}

export type SignUpPageProps = SignUpProps & Pick<FlowPageProps, 'onClose'>;

/** Sign-up as a page; pass `query={readSignUpQuery(location.search)}`. */
export function SignUpPage({ onClose, ...flow }: SignUpPageProps) {
  const { t } = useTranslation('flows');
  return (
    <FlowPage title={t(titleKeys[flow.variant ?? 'standard'])} onClose={onClose}>
      <SignUp {...flow} />
    </FlowPage>
  );
}
