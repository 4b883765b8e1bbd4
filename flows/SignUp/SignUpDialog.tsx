import { useTranslation } from 'react-i18next';
import { FlowDialog, type FlowDialogProps, FlowPage, type FlowPageProps } from '../shared/index.ts';
import type { SignUpVariant } from './SignUp.schema.ts';
import { SignUp, type SignUpProps } from './SignUp.tsx';

/** The title of each variant's dialog or page (also the sign-in flow's sign-up step). */
export const signUpTitleKeys = {
  standard: 'signUp.title',
  compact: 'signUp.title',
  loyalty: 'signUp.titleLoyalty',
  simplified: 'signUp.titleSimplified',
} as const satisfies Record<SignUpVariant, string>;

/** The dialog width of a variant: the short forms fit the standard width. */
export function signUpDialogSize(variant: SignUpVariant = 'standard'): FlowDialogProps['size'] {
  return variant === 'compact' || variant === 'simplified' ? 'standard' : 'large';
}

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
      title={t(signUpTitleKeys[flow.variant ?? 'standard'])}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
      size={signUpDialogSize(flow.variant)}
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
    <FlowPage title={t(signUpTitleKeys[flow.variant ?? 'standard'])} onClose={onClose}>
      <SignUp {...flow} />
    </FlowPage>
  );
}
