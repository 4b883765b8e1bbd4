import { describe, expect, it } from 'vitest';
import { changeAccess, invoiceRefusal, ownOrderAccess, trackingAccess } from './access.ts';

const order = { number: 'CRN1', email: 'Maya@Example.com', account: 'maya' };
const byMaya = (candidate: typeof order) => candidate.account === 'maya';
const byAlex = (candidate: typeof order) => candidate.account === 'alex';

describe('order access', () => {
  it('lets a member read their own order only (ORD409 as for no order)', () => {
    expect(ownOrderAccess(order, byMaya, 'CRN1')).toEqual({ ok: true, order });
    const refusal = { errorId: 'ORD409', message: 'No order CRN1' };
    expect(ownOrderAccess(order, byAlex, 'CRN1')).toEqual({ ok: false, refusal });
    expect(ownOrderAccess(undefined, byMaya, 'CRN1')).toEqual({ ok: false, refusal });
  });

  it('lets the owner change an order whatever email they give, anyone else with its email', () => {
    expect(changeAccess(order, byMaya, 'someone@example.com')).toEqual({ ok: true, order });
    expect(changeAccess(order, byAlex, 'maya@example.COM')).toEqual({ ok: true, order });
    expect(changeAccess(order, byAlex, 'alex@example.com')).toEqual({
      ok: false,
      refusal: { errorId: 'ORD400', message: 'The email does not match the order' },
    });
    const noSuchOrder = { errorId: 'ORD409', message: 'No such order' };
    expect(changeAccess(order, byAlex, undefined)).toEqual({ ok: false, refusal: noSuchOrder });
    expect(changeAccess(undefined, byMaya, order.email)).toEqual({
      ok: false,
      refusal: noSuchOrder,
    });
  });

  it('tracks an order by number and email, case aside; one answer for a wrong number or email', () => {
    expect(trackingAccess(order, 'CRN1', 'maya@example.com')).toEqual({ ok: true, order });
    const refusal = { errorId: 'OHS4004', message: 'No order CRN1 for this email' };
    expect(trackingAccess(undefined, 'CRN1', 'maya@example.com')).toEqual({ ok: false, refusal });
    expect(trackingAccess(order, 'CRN1', 'alex@example.com')).toEqual({ ok: false, refusal });
  });

  it('has an invoice once the payment completed', () => {
    expect(invoiceRefusal('CRN1', true)).toBeNull();
    expect(invoiceRefusal('CRN1', false)).toEqual({
      errorId: 'ORD409',
      message: 'Order CRN1 has no invoice until its payment completes',
    });
  });
});
