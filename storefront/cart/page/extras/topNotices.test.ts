import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { topNoticeOfCode, topNoticeOfError } from './topNotices.ts';

const refusal = (errorId: string) =>
  new ApiError({ status: 400, errorId, message: errorId, routeName: 'story' });

describe('top notices of the cart page (spec §8)', () => {
  it('stands for PAY401 and INV409 refusals, and no other', () => {
    expect(topNoticeOfError(refusal('PAY401'))).toBe('CANT_SHIP_THERE');
    expect(topNoticeOfError(refusal('INV409'))).toBe('SOME_PRODUCTS_NO_INVENTORY');
    expect(topNoticeOfError(refusal('INV406'))).toBeUndefined();
    expect(topNoticeOfError(refusal('GEN500'))).toBeUndefined();
    expect(topNoticeOfError(new Error('PAY401'))).toBeUndefined();
  });

  it('reads a notification by its client name or its server code', () => {
    expect(topNoticeOfCode('SOME_PRODUCTS_NO_INVENTORY')).toBe('SOME_PRODUCTS_NO_INVENTORY');
    expect(topNoticeOfCode('INV409')).toBe('SOME_PRODUCTS_NO_INVENTORY');
    expect(topNoticeOfCode('CANT_SHIP_THERE')).toBe('CANT_SHIP_THERE');
    expect(topNoticeOfCode('PAY401')).toBe('CANT_SHIP_THERE');
    expect(topNoticeOfCode('GFS800')).toBeUndefined();
    expect(topNoticeOfCode('ORD516')).toBeUndefined();
  });
});
