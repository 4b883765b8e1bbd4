import type { Region } from '#i18n/index.ts';

/*
 * Cookie consent (spec §9): groups C0001 to C0004 — required, analytics, functional,
 * targeting — asked for, and enforced, on EMEA sites only. Until the visitor chooses,
 * nothing but C0001 runs. The choice is kept in a first-party cookie for a year and can
 * be changed from the footer.
 */

export const consentGroups = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentGroup = (typeof consentGroups)[number];
export type Consent = Record<ConsentGroup, boolean>;

export const CONSENT_COOKIE = 'cairn_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const onlyRequired: Consent = { C0001: true, C0002: false, C0003: false, C0004: false };
export const everything: Consent = { C0001: true, C0002: true, C0003: true, C0004: true };

/** Whether the site's region asks for consent (EMEA); elsewhere every group runs. */
export function consentEnforced(region: Region): boolean {
  return region === 'EMEA';
}

/** `C0001:1,C0002:0,…` → the stored choice; null when there is none (or it is unreadable). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value) return null;
  const consent: Partial<Consent> = {};
  for (const part of decodeURIComponent(value).split(',')) {
    const [group, flag] = part.split(':');
    if (
      (consentGroups as readonly string[]).includes(group ?? '') &&
      (flag === '1' || flag === '0')
    ) {
      consent[group as ConsentGroup] = flag === '1';
    }
  }
  if (consentGroups.some((group) => consent[group] === undefined)) return null;
  return { ...(consent as Consent), C0001: true };
}

export function serializeConsent(consent: Consent): string {
  return consentGroups
    .map((group) => `${group}:${group === 'C0001' || consent[group] ? 1 : 0}`)
    .join(',');
}

/** The cookie's value in a Cookie header (`document.cookie` or a request's). */
export function consentFromCookies(cookies: string | null | undefined): Consent | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(value.join('='));
  }
  return null;
}

/** What may run now: everything outside EMEA; there, the stored choice or only C0001. */
export function effectiveConsent(region: Region, stored: Consent | null): Consent {
  if (!consentEnforced(region)) return everything;
  return stored ?? onlyRequired;
}
