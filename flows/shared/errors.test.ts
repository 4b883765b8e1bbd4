import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { createI18n } from '#i18n/index.ts';
import { SignInError } from '#shopper/session/session.ts';
import {
  bannerErrorId,
  errorMessage,
  errorNamesAt,
  errorPlace,
  giftCardErrorInput,
  maxAllowedQtyOf,
} from './errors.ts';

const apiError = (errorId: string, message = `server says ${errorId}`, status = 400) =>
  new ApiError({ status, errorId, message, routeName: 'addItems' });

describe('where an error is shown (spec §8)', () => {
  it('puts each catalogue error at its place, the rest at the failed call', () => {
    expect(errorPlace(apiError('AUT439'))).toBe('field');
    expect(errorPlace(apiError('GFC755'))).toBe('input');
    expect(errorPlace(apiError('ORD404'))).toBe('item');
    expect(errorPlace(apiError('PAY401'))).toBe('topNotice');
    expect(errorPlace(apiError('INV409'))).toBe('topNotice');
    expect(errorPlace(apiError('AUT498', 'm', 401))).toBe('toast');
    expect(errorPlace(apiError('PAY400'))).toBe('banner');
    expect(errorPlace(new Error('boom'))).toBe('banner');
  });

  it('lists the names of one place', () => {
    expect(errorNamesAt('topNotice')).toEqual(['CANT_SHIP_THERE', 'SOME_PRODUCTS_NO_INVENTORY']);
    expect(errorNamesAt('item')).toEqual(['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE']);
  });

  it('says a wrong PIN at the PIN, everything else about a card at its number', () => {
    expect(giftCardErrorInput(apiError('GFC700'))).toBe('pin');
    expect(giftCardErrorInput(apiError('GFC800'))).toBe('number');
  });
});

describe('the words of an error (spec §8)', () => {
  const en = createI18n('en-us').getFixedT('en', 'errors');
  const de = createI18n('de-de').getFixedT('de', 'errors');

  it('speaks the catalogue in the shopper’s language, else the server, else the general error', () => {
    expect(errorMessage(en, apiError('INV700'))).toBe('This item is out of stock.');
    expect(errorMessage(de, apiError('INV700'))).toBe('Dieser Artikel ist nicht vorrätig.');
    expect(errorMessage(en, apiError('XYZ123'))).toBe('server says XYZ123');
    expect(errorMessage(en, new Error('boom'))).toBe('Something went wrong. Please try again.');
    // A network failure has no errorId: the general error, not the browser's words.
    const offline = new ApiError({
      status: 0,
      errorId: '',
      message: 'Failed to fetch',
      routeName: 'x',
    });
    expect(errorMessage(en, offline)).toBe('Something went wrong. Please try again.');
  });

  it('reads a failed token exchange after sign-in as DUPLICATED_TOKEN unless it was a 403', () => {
    const exchange = new SignInError('token', apiError('AUT404', 'm', 404));
    expect(errorMessage(en, exchange)).toBe(en('AUT409'));
    expect(bannerErrorId(exchange)).toBe('AUT409');
    const forbidden = new SignInError('token', apiError('AUT403', 'm', 403));
    expect(errorMessage(en, forbidden)).toBe(en('AUT403'));
    expect(bannerErrorId(forbidden)).toBe('AUT403');
    expect(errorPlace(new SignInError('credentials', apiError('AUT439')))).toBe('field');
  });

  it('reads the largest quantity allowed of an INV408 answer', () => {
    const max = new ApiError({
      status: 400,
      errorId: 'INV408',
      message: 'm',
      routeName: 'addItems',
      details: { maxAllowedQty: 3 },
    });
    expect(maxAllowedQtyOf(max)).toBe(3);
    expect(maxAllowedQtyOf(apiError('INV408'))).toBeUndefined();
    expect(maxAllowedQtyOf(apiError('INV700'))).toBeUndefined();
  });
});
