import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { useCarouselPaused, useReducedMotion } from '#components/Carousel/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { useSection } from '../renderer/context.tsx';
import { useInViewOnce } from './useInViewOnce.ts';
import { aspectRatioVar, lazyPoster, root, toggle, video } from './Video.css.ts';
import type { VideoProps } from './Video.schema.ts';
import { useVideoSettings } from './VideoSettings.tsx';
import {
  chooseVideoPlayer,
  cloudinaryUrls,
  shouldAutoplay,
  startsMuted,
  videoType,
} from './videoPlayer.ts';

/**
 * Spec §3 video: a native player with its poster and captions; or, on sites with the
 * Cloudinary player on, a long video's Cloudinary stream (the same player, fed by the
 * Cloudinary delivery URL: no player library, no call before the video is seen). Nothing is
 * fetched until the video comes into view: until then its poster is a lazy image over it (the
 * browser loads it as it nears the screen), then the player's own. Autoplay (spec §4) is
 * muted, never under reduced motion, and pauses with the carousel it sits in; a refused
 * autoplay is logged (spec §8). With `hideControls`, a play/pause button replaces the player bar.
 */
export function Video({
  url,
  fallbackUrl,
  cloudinaryAsset,
  duration,
  seoTitle,
  seoDescription,
  width,
  height,
  poster,
  captions,
  autoplay,
  hideControls,
  loop,
  muted,
}: VideoProps) {
  const { t, i18n } = useTranslation('blocks');
  const section = useSection();
  const settings = useVideoSettings();
  const player = chooseVideoPlayer({
    cloudinaryEnabled: settings.cloudinaryPlayer,
    cloudinaryAsset,
    duration,
  });
  const cloud =
    player === 'cloudinary' && cloudinaryAsset
      ? cloudinaryUrls(cloudinaryAsset, settings.cloudinaryDeliveryUrl)
      : null;
  const sources = cloud ? [cloud.video] : [url, ...(fallbackUrl ? [fallbackUrl] : [])];
  const posterUrl = cloud?.poster ?? poster;

  const rootRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const loaded = useInViewOnce(rootRef);
  const reducedMotion = useReducedMotion();
  const carouselPaused = useCarouselPaused();
  const autoplaying = shouldAutoplay({ autoplay, reducedMotion, carouselPaused });
  const silent = startsMuted(autoplay, muted);
  const [playing, setPlaying] = useState(false);
  // Spec §8: a failed autoplay is logged (the poster stays). A play() whose every source
  // fails never settles: the last source's error event says so.
  const logFailure = useRef((_reason: string) => {});
  logFailure.current = (reason: string) => {
    const what = autoplay ? 'Video autoplay failed' : 'Video failed to load';
    console.error(`${what}: ${reason}`, `CMS Error: Video, ${section.id}`);
  };
  const descriptionId = useId();

  // React sets `muted` as a property only on updates; the first render needs it too.
  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = silent;
  }, [silent]);

  useEffect(() => {
    const element = videoRef.current;
    if (!loaded || !element) return;
    if (!autoplaying) {
      if (autoplay) element.pause();
      return;
    }
    element.play().catch((error: unknown) => {
      // A pause() before playback began aborts the play() it interrupts: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      logFailure.current(error instanceof Error ? error.message : String(error));
    });
  }, [loaded, autoplaying, autoplay]);

  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  const defaultTrack = captions.find((track) => track.lang.slice(0, 2) === language) ?? captions[0];
  const togglePlayback = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure
      ref={rootRef}
      className={root}
      data-block="Video"
      data-player={player}
      data-state={playing ? 'playing' : 'paused'}
    >
      <video
        ref={videoRef}
        className={video}
        style={assignInlineVars({ [aspectRatioVar]: `${width} / ${height}` })}
        width={width}
        height={height}
        // A `poster` is fetched at once wherever the video is: it comes with the sources.
        poster={loaded ? posterUrl : undefined}
        preload={!loaded ? 'none' : autoplaying ? 'auto' : 'metadata'}
        controls={!hideControls}
        loop={loop}
        muted={silent}
        playsInline
        aria-label={seoTitle}
        aria-describedby={seoDescription ? descriptionId : undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      >
        {loaded
          ? sources.map((src, index) => (
              <source
                key={src}
                src={src}
                type={videoType(src)}
                onError={
                  index === sources.length - 1
                    ? () => logFailure.current(`no playable source (${sources.join(', ')})`)
                    : undefined
                }
              />
            ))
          : null}
        {loaded
          ? captions.map((track) => (
              <track
                key={track.url}
                kind="captions"
                src={track.url}
                srcLang={track.lang}
                label={track.label}
                default={track === defaultTrack}
              />
            ))
          : null}
      </video>
      {!loaded && posterUrl ? (
        <img
          src={posterUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className={lazyPoster}
          data-testid="video-poster"
        />
      ) : null}
      {seoDescription ? <VisuallyHidden id={descriptionId}>{seoDescription}</VisuallyHidden> : null}
      {hideControls ? (
        <Button
          iconOnly
          icon={playing ? 'pause' : 'play'}
          aria-label={t(playing ? 'video.pause' : 'video.play', { title: seoTitle })}
          className={toggle}
          onPress={togglePlayback}
        />
      ) : null}
    </figure>
  );
}
