import { isApiError } from '#api/client/index.ts';
import { lookupError } from '#api/contract/errors.ts';
import { errorNamesAt } from '#flows/shared/errors.ts';

/*
 * Spec §8 "Client handling by error id": CANT_SHIP_THERE and SOME_PRODUCTS_NO_INVENTORY are
 * top notices (flows/shared/errors.ts `errorPlaces`). They concern the whole cart, so the
 * cart page says them above the lines, whether a refused call or a notification of the
 * cart brought them.
 */

export const topNoticeNames = errorNamesAt('topNotice');
export type TopNoticeName = (typeof topNoticeNames)[number];

function isTopNoticeName(name: unknown): name is TopNoticeName {
  return (topNoticeNames as readonly unknown[]).includes(name);
}

/** The top notice a refused cart call stands for (PAY401, INV409); undefined for the rest. */
export function topNoticeOfError(error: unknown): TopNoticeName | undefined {
  return isApiError(error) && isTopNoticeName(error.errorName) ? error.errorName : undefined;
}

/** The top notice a notification of the cart stands for, by client name or server code. */
export function topNoticeOfCode(code: string): TopNoticeName | undefined {
  if (isTopNoticeName(code)) return code;
  const name = lookupError(code)?.name;
  return isTopNoticeName(name) ? name : undefined;
}
