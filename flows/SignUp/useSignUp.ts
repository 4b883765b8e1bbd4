import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { signUp } from '#api/contract/auth.ts';
import { getLoyaltyToken } from '#api/contract/loyalty.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import {
  type ProfileData,
  refreshProfile,
  signInWithPassword,
  useBotCheck,
} from '#shopper/session/index.ts';
import { optOutPreviousRecipient } from '../SmsOptIn/smsSubscription.ts';
import {
  buildSignUpRequest,
  type SignUpFieldName,
  type SignUpQuery,
  type SignUpValues,
} from './SignUp.schema.ts';

/** Spec §9: the source code a sign-up names when its page gives no leadSource. */
export const SIGN_UP_SOURCE_CODE = 'ECOM15';
/** Where the loyalty token of a referral sign-up is kept. */
export const loyaltyTokenKey = [...queryKeys.loyalty, 'token'] as const;

export interface SignUpSubmission {
  values: SignUpValues;
  fields: readonly SignUpFieldName[];
  query: SignUpQuery;
  locale: SiteLocale;
  /** The SMS recipient known before (prefilled profile): opted out when the phone changed. */
  previousSmsRecipient?: string | null | undefined;
}

export interface SignUpOutcome {
  consumerId: string;
  isLoyaltyMember: boolean;
  profile: ProfileData;
  /** The automatic sign-in failed: the account exists, the shopper signs in by hand. */
  signInError: unknown;
}

/**
 * Spec §4 sign-up: bot check (`register`) → POST signup (header `source` = leadSource) →
 * automatic sign-in → loyalty token when a referral code came with the page → profile
 * reload. Rejects with the sign-up's ApiError; a failed automatic sign-in resolves with
 * `signInError` (the account was created).
 */
export function useSignUp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const botCheck = useBotCheck();
  return useMutation({
    mutationKey: ['session', 'signUp'],
    mutationFn: async ({
      values,
      fields,
      query,
      locale,
      previousSmsRecipient,
    }: SignUpSubmission): Promise<SignUpOutcome> => {
      const request = buildSignUpRequest(values, {
        fields,
        query,
        recaptchaResponse: await botCheck.execute('register'),
      });
      if (request.subscriptions.smsNotificationConsent && request.phone) {
        // Signed out: the number the profile had before is opted out first (spec §4).
        await optOutPreviousRecipient(client, {
          recipient: request.phone,
          locale,
          previousRecipient: previousSmsRecipient,
        });
      }
      const account = await client.call(signUp, {
        body: request,
        headers: { source: query.leadSource ?? SIGN_UP_SOURCE_CODE },
      });
      let session: Awaited<ReturnType<typeof signInWithPassword>>;
      try {
        session = await signInWithPassword(
          { client, queryClient, botCheck },
          { email: request.email, password: request.password },
        );
      } catch (signInError) {
        return {
          consumerId: account.consumerId,
          isLoyaltyMember: account.isLoyaltyMember,
          profile: null,
          signInError,
        };
      }
      if (query.referral_code) {
        try {
          const token = await client.call(getLoyaltyToken, {
            body: { usid: session.usid, referralCode: query.referral_code },
          });
          queryClient.setQueryData(loyaltyTokenKey, token);
        } catch {
          // The referral bonus is not worth failing a created account over.
        }
      }
      const profile = await refreshProfile(client, queryClient).catch(() => null);
      return {
        consumerId: account.consumerId,
        isLoyaltyMember: account.isLoyaltyMember,
        profile,
        signInError: null,
      };
    },
  });
}
