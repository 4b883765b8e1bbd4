import type { FlowDialogProps, FlowPageProps } from '../shared/index.ts';
import { SignInFlow, type SignInFlowProps } from './SignInFlow.tsx';

type FlowOptions = Omit<SignInFlowProps, 'mode' | 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

export type SignInDialogProps = FlowOptions &
  Pick<FlowDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose'>;

/** The sign-in flow (lookup, sign-in, sign-up, forgot password) in the kit's Dialog (spec §2 "sign in" dialog). */
export function SignInDialog(props: SignInDialogProps) {
  return <SignInFlow {...props} mode="dialog" />;
}

export type SignInPageProps = FlowOptions & Pick<FlowPageProps, 'onClose'>;

/** The sign-in flow as a page: the step's title is the h1. */
export function SignInPage(props: SignInPageProps) {
  return <SignInFlow {...props} mode="page" />;
}
