import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  errorIds,
  errorMessageKey,
  failWith,
  isErrorId,
  lookupError,
  readTaggedMessage,
} from './errors.ts';

/** Spec §8 "Server codes", word for word. */
const specServerCodes = `AUT498 invalid customer; PRC400 invalid price; ORD430 item no longer available; BSK404 cart not found; ORD516/517/518 order type conversions; INV701 no inventory; INV702 no price; GFS800 gift not available; SHP404 shipping method unavailable; ORD404 item not available; INV700 out of stock; INV406 items out of stock; GFC410 max gift card limit; GFC799 balance check error; GFC800/700/760 gift card invalid; GFC812 expired; GFC725 not allowed; GFC740 zero balance; GFC755 already applied; GFC400 missing code; FE309 card expiry invalid; PYT402 fraud verification; PYT404 instrument not found; PYT300 card exists; PYT405 address not found; PYT406 address fields missing; PYT400 payment not enough; BIL400 billing address missing; BILL410 billing phone missing; PAY400 payment error; PAY401 cannot ship there; TAX309 tax failed; TAX310 tax updated; ORD415 totals failed; INV405/407 items no longer available; INV409 some products no inventory; INV408 max quantity added; PRM130/160 promo invalid; PRM135 not available now; PRM140 limit exceeded; PRM150 already redeemed; PRM155 expired; PRM416 already applied; PRM175 promo fail; CHK380 shipping address invalid; CHK320 address invalid; SHP500 PO box unavailable; SHP410 phone empty; GFO404 gift unavailable; GFO405 gift card not applicable; GWP403 gift-with-purchase product; REW401 reward not authenticated; REW130 non-loyalty; REW135 loyalty not confirmed; REW140 insufficient balance; PLP400 list product not found; PRO412/418 profile update fail; PRO414 billing address delete; PRO415 password change fail; PRO404 profile not found; PRO410 invalid age; PRO411 missing birthdate; PRO400 login in use; FE340 passwords do not match; FE872 password too short; CCA400 address exists; CCA401 invalid address id; CCN404 unknown customer; OHS4004, ORD409 order not found; ORD400 order invalid email; AUT401, AUT418, AUT437, AUT438 invalid credentials; AUT439 login in use; AUT440 customer list unknown; AUT450 current password incorrect; AUT451/452 same as previous password; AUT453 invalid email format; 4044 loyalty member not found; AUT423 user locked; AUT441 account locked; AUT426 last login attempt; AUT444/442 phone in use; AUT409 duplicated token; AUT404 cannot authorize; AUT500 login system error; AUT432 authorization fail; API400 missing client id; AUT402 reset link expired; AUT403 captcha fail; GEN500 general; API404, 405, 406, 415 API errors; STR404 employee store not found; RTN500 return creation error; ATTR100/200/300 missing request type, organisation, payload; REV410 review too long.`;

/** Spec §8 "Client handling by error id" and "Form errors": names the spec gives. */
const specClientNames = [
  'CART_NOT_FOUND',
  'INVALID_CUSTOMER',
  'ITEM_OOS',
  'ITEMS_OOS',
  'ADDED_MAX_QUANTITY',
  'GWP_PRODUCT',
  'ITEM_NOT_AVAILABLE',
  'NO_PRICE',
  'INVALID_PRICE',
  'CC_ALREADY_EXISTS',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CANT_SHIP_THERE',
  'GC_INVALID2',
  'GC_ALREADY_APPLIED',
  'GC_NOT_ALLOWED',
  'GC_ZERO_BALANCE',
  'ITEM_NO_LONGER_AVAILABLE',
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
  'DUPLICATED_TOKEN',
  'LOGIN_IN_USE',
  'LOGIN_IN_USE2',
  'PHONE_NUMBER_ALREADY_IN_USE',
  'PHONE_NUMBER_ALREADY_IN_USE2',
  'MISSING_BIRTHDATE',
];

/** Expand `ORD516/517/518`, `AUT401, AUT418`, `API404, 405` into single codes. */
function parseSpecCodes(text: string): string[] {
  const codes: string[] = [];
  for (const clause of text.replace(/\.$/, '').split(';')) {
    let prefix = '';
    for (const token of clause.trim().matchAll(/(?:^|[\s,/])([A-Z]*\d{3,4})(?=[\s,/]|$)/g)) {
      const raw = token[1] ?? '';
      const letters = /^[A-Z]*/.exec(raw)?.[0] ?? '';
      if (letters) prefix = letters;
      codes.push(letters ? raw : `${prefix}${raw}`);
    }
  }
  return codes;
}

function readErrors(language: string): Record<string, string> {
  const url = new URL(`../../i18n/resources/${language}/errors.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

describe('error catalogue', () => {
  const specCodes = parseSpecCodes(specServerCodes);

  it('reads the ranges of spec §8 as separate codes', () => {
    expect(specCodes).toEqual(expect.arrayContaining(['ORD516', 'ORD517', 'ORD518']));
    expect(specCodes).toEqual(expect.arrayContaining(['GFC800', 'GFC700', 'GFC760']));
    expect(specCodes).toEqual(expect.arrayContaining(['INV405', 'INV407', 'ATTR300']));
    expect(specCodes).toEqual(expect.arrayContaining(['API404', 'API405', 'API406', 'API415']));
    expect(specCodes).toEqual(expect.arrayContaining(['OHS4004', 'ORD409', '4044', 'AUT438']));
    expect(specCodes).toHaveLength(new Set(specCodes).size);
  });

  it('holds every spec §8 code exactly once, and nothing else but marked additions', () => {
    const specEntries = errorIds.filter((id) => errorCatalogue[id].origin === 'spec');
    expect([...specEntries].sort()).toEqual([...specCodes].sort());
    for (const id of errorIds.filter((id) => errorCatalogue[id].origin === 'cairn')) {
      expect(specCodes, `${id} is marked as an addition`).not.toContain(id);
    }
  });

  it('uses every client error name the spec gives', () => {
    const names = new Set(errorIds.map((id) => errorCatalogue[id].name));
    for (const name of specClientNames) expect(names, name).toContain(name);
  });

  it('gives each code an UPPER_SNAKE name, an error status and its i18n key', () => {
    for (const id of errorIds) {
      const entry = errorCatalogue[id];
      expect(entry.code).toBe(id);
      expect(entry.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.key).toBe(`errors:${id}`);
      expect(errorMessageKey(id)).toBe(`errors:${id}`);
    }
    expect(errorCatalogue.BSK404.status).toBe(404);
    expect(errorCatalogue.AUT403.status).toBe(403);
  });

  it.each(['en', 'fr', 'de'])('has a %s message for every code and no stray keys', (language) => {
    const messages = readErrors(language);
    expect(Object.keys(messages).sort()).toEqual([...errorIds].sort());
    for (const id of errorIds) expect(messages[id]?.trim(), `${language}:${id}`).toBeTruthy();
  });

  it('looks up known codes and refuses unknown ones', () => {
    expect(isErrorId('AUT423')).toBe(true);
    expect(isErrorId('toString')).toBe(false);
    expect(lookupError('XYZ999')).toBeUndefined();
    expect(lookupError('INV700')?.name).toBe('ITEM_OOS');
  });

  it('tags and reads validation messages with a code', () => {
    expect(readTaggedMessage(failWith('FE872', 'too short'))).toEqual({
      errorId: 'FE872',
      message: 'too short',
    });
    expect(readTaggedMessage('[NOPE1] x')).toEqual({ message: '[NOPE1] x' });
    expect(readTaggedMessage('plain')).toEqual({ message: 'plain' });
  });
});
