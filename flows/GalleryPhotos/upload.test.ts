import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { UGC_MAX_UPLOAD_BYTES } from '#api/contract/ugc.ts';
import { checkPhoto, readBase64, uploadErrorMessage, uploaderName } from './upload.ts';

describe('checkPhoto (the service’s limits, before sending)', () => {
  it('takes JPEG, PNG and WebP up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkPhoto({ type, size: UGC_MAX_UPLOAD_BYTES })).toBeNull();
    }
  });
  it('refuses other types with API415, first', () => {
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe('API415');
    expect(checkPhoto({ type: '', size: UGC_MAX_UPLOAD_BYTES + 1 })).toBe('API415');
  });
  it('refuses a byte over the limit with API413', () => {
    expect(checkPhoto({ type: 'image/png', size: UGC_MAX_UPLOAD_BYTES + 1 })).toBe('API413');
  });
});

describe('readBase64', () => {
  it('reads the bytes as base64, larger than one chunk too', async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(await readBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('uploaderName', () => {
  it('is the first name and the initial of the last, else the first name, else the fallback', () => {
    expect(uploaderName({ firstName: 'Maya', lastName: 'Alvarez' }, 'Member')).toBe('Maya A.');
    expect(uploaderName({ firstName: 'Maya', lastName: '' }, 'Member')).toBe('Maya');
    expect(uploaderName({ firstName: 'M', lastName: 'A' }, 'Member')).toBe('M A.');
    expect(uploaderName({ firstName: '', lastName: 'Alvarez' }, 'Member')).toBe('Member');
    expect(uploaderName({ firstName: 'R2D2' }, 'Member')).toBe('Member');
    expect(uploaderName(undefined, 'Member')).toBe('Member');
  });
});

describe('uploadErrorMessage', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    `${key}${options?.kib ? `(${options.kib})` : ''}${options?.defaultValue ? `|${options.defaultValue}` : ''}`;
  const error = (errorId: string, message = 'server says') =>
    new ApiError({ status: 400, errorId, message, routeName: 'uploadUgcMedia' });
  it('says the type and size refusals as the checks do', () => {
    expect(uploadErrorMessage(t, error('API415'))).toBe('blocks:gallery.upload.wrongType');
    expect(uploadErrorMessage(t, error('API413'))).toBe('blocks:gallery.upload.tooLarge(64)');
  });
  it('else the errorId’s message, the server’s, the general one', () => {
    expect(uploadErrorMessage(t, error('API400'))).toBe('errors:API400|server says');
    expect(uploadErrorMessage(t, error('XYZ999'))).toBe('server says');
    expect(uploadErrorMessage(t, new Error('boom'))).toBe('errors:GEN500');
  });
});
