import { describe, expect, it } from 'vitest';
import {
  CLOUDINARY_MIN_DURATION_SECONDS,
  chooseVideoPlayer,
  cloudinaryUrls,
  shouldAutoplay,
  startsMuted,
  videoType,
} from './videoPlayer.ts';

const asset = { cloudName: 'cairn', publicId: 'films/ridge-walk' };

describe('chooseVideoPlayer (spec §9)', () => {
  it('chooses Cloudinary only with the flag on, an asset and over 30 seconds', () => {
    expect(
      chooseVideoPlayer({ cloudinaryEnabled: true, cloudinaryAsset: asset, duration: 31 }),
    ).toBe('cloudinary');
  });

  it.each([
    ['the flag off', { cloudinaryEnabled: false, cloudinaryAsset: asset, duration: 120 }],
    ['no asset', { cloudinaryEnabled: true, duration: 120 }],
    [
      'an asset without public id',
      {
        cloudinaryEnabled: true,
        cloudinaryAsset: { cloudName: 'cairn', publicId: '' },
        duration: 120,
      },
    ],
    [
      'an asset without cloud name',
      { cloudinaryEnabled: true, cloudinaryAsset: { cloudName: '', publicId: 'x' }, duration: 120 },
    ],
    [
      'exactly 30 seconds',
      {
        cloudinaryEnabled: true,
        cloudinaryAsset: asset,
        duration: CLOUDINARY_MIN_DURATION_SECONDS,
      },
    ],
    ['a short video', { cloudinaryEnabled: true, cloudinaryAsset: asset, duration: 6 }],
    ['no duration', { cloudinaryEnabled: true, cloudinaryAsset: asset }],
  ])('chooses the native player with %s', (_case, choice) => {
    expect(chooseVideoPlayer(choice)).toBe('native');
  });
});

describe('cloudinaryUrls', () => {
  it('builds the delivery URLs of the stream and its poster from the asset alone', () => {
    expect(cloudinaryUrls(asset)).toEqual({
      video: 'https://res.cloudinary.com/cairn/video/upload/f_auto,q_auto/films/ridge-walk',
      poster: 'https://res.cloudinary.com/cairn/video/upload/so_0/films/ridge-walk.jpg',
    });
  });

  it('takes another delivery base and drops an extension for the poster', () => {
    expect(cloudinaryUrls({ cloudName: 'c', publicId: '/a/b.mp4' }, '/cdn/')).toEqual({
      video: '/cdn/c/video/upload/f_auto,q_auto/a/b.mp4',
      poster: '/cdn/c/video/upload/so_0/a/b.jpg',
    });
  });
});

describe('videoType', () => {
  it.each([
    ['/media/video/trail.webm', 'video/webm'],
    ['/media/video/trail.MP4?v=2#t=3', 'video/mp4'],
    ['https://cdn.example/clip', undefined],
  ])('%s is %s', (url, type) => {
    expect(videoType(url)).toBe(type);
  });
});

describe('autoplay (spec §4)', () => {
  it('plays on load unless motion is reduced or the carousel is paused', () => {
    const base = { autoplay: true, reducedMotion: false, carouselPaused: false };
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ ...base, carouselPaused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, autoplay: false })).toBe(false);
  });

  it('autoplays muted only; otherwise muted as authored', () => {
    expect(startsMuted(true, false)).toBe(true);
    expect(startsMuted(false, false)).toBe(false);
    expect(startsMuted(false, true)).toBe(true);
  });
});
