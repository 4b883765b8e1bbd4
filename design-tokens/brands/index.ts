import { makeTokens, type Tokens } from '../base.ts';
import { ridgelineTokens } from './ridgeline/tokens.ts';
import { treadTokens } from './tread/tokens.ts';

/** Every brand the kit ships, in toolbar order. */
export const brandIds = ['ridgeline', 'tread'] as const;
export type BrandId = (typeof brandIds)[number];

export const defaultBrand: BrandId = 'ridgeline';

/** A brand's display name is a proper noun, the same in every language. */
export const brandNames: Record<BrandId, string> = {
  ridgeline: 'Ridgeline',
  tread: 'Tread',
};

/** The complete, merged token set of each brand. */
export const brandTokens: Record<BrandId, Tokens> = {
  ridgeline: makeTokens(ridgelineTokens),
  tread: makeTokens(treadTokens),
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}
