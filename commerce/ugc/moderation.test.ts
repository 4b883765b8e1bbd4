import { describe, expect, it } from 'vitest';
import {
  UGC_HIDE_REPORT_THRESHOLD,
  UGC_MODERATION_HEADER,
  UGC_MODERATION_OFF_MESSAGE,
} from '#api/contract/ugc.ts';
import { ugcExtensionOf, ugcPublicId } from './media.ts';
import { hiddenByReports, moderatorRefusal } from './moderation.ts';

describe('moderatorRefusal', () => {
  const wrongToken = {
    errorId: 'AUT432',
    message: `Send the moderation token as ${UGC_MODERATION_HEADER}`,
  };

  it('lets in the holder of the token only', () => {
    expect(moderatorRefusal('secret', 'secret')).toBeNull();
    expect(moderatorRefusal('guess', 'secret')).toEqual(wrongToken);
    expect(moderatorRefusal(null, 'secret')).toEqual(wrongToken);
    expect(moderatorRefusal(undefined, 'secret')).toEqual(wrongToken);
  });

  it('is off without a token, whatever the caller sends', () => {
    expect(moderatorRefusal('secret', undefined)).toEqual({
      errorId: 'AUT432',
      message: UGC_MODERATION_OFF_MESSAGE,
    });
  });

  it('compares with the comparison it is given', () => {
    expect(moderatorRefusal('SECRET', 'secret', (a, b) => a.toLowerCase() === b)).toBeNull();
  });
});

describe('photos', () => {
  it('leave the lists once enough open reports came in', () => {
    expect(hiddenByReports(UGC_HIDE_REPORT_THRESHOLD - 1)).toBe(false);
    expect(hiddenByReports(UGC_HIDE_REPORT_THRESHOLD)).toBe(true);
  });

  it('are stored under the extension of their media type', () => {
    expect(ugcPublicId('tread', 'M-1', ugcExtensionOf['image/jpeg'])).toBe('ugc/tread/m-1.jpg');
    expect(ugcExtensionOf['image/webp']).toBe('webp');
  });
});
