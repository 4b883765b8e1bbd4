// `npm run videos:generate`: make the demo videos of the Video block with ffmpeg (Debian:
// `apt-get install -y ffmpeg`): a short looping clip in WebM (VP9) and MP4 (H.264), a poster
// frame, and WebVTT captions in English, French and German, into
// storefront/public/media/video/ (the store serves them as /media/video/…, Storybook too).
// The files are committed, each a few tens of KB, so neither `npm start` nor `npm test` needs
// ffmpeg; run this again only to change them. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'storefront', 'public', 'media', 'video');
const SECONDS = 6;
const SIZE = '320x180';
/** A moving gradient: colourful, and it compresses to almost nothing. */
const source = `gradients=s=${SIZE}:d=${SECONDS}:r=15:speed=0.03:c0=0x2f5d50:c1=0xd9a441:c2=0x1c3b57`;
const MAX_BYTES = 80 * 1024;

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.error)
    throw new Error(`ffmpeg is needed (apt-get install -y ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed (${result.status})`);
}

const captions = {
  en: [
    'Morning on the ridge.',
    'The trail opens up above the trees.',
    'Keep going: the view is worth it.',
  ],
  fr: [
    'Le matin sur la crête.',
    'Le sentier s’ouvre au-dessus des arbres.',
    'Continuez : la vue en vaut la peine.',
  ],
  de: [
    'Morgen auf dem Grat.',
    'Über den Bäumen öffnet sich der Weg.',
    'Weiter so: Die Aussicht lohnt sich.',
  ],
};

function vtt(lines) {
  const step = SECONDS / lines.length;
  const time = (seconds) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;
  const cues = lines.map(
    (line, index) =>
      `${index + 1}\n${time(index * step)} --> ${time((index + 1) * step)}\n${line}\n`,
  );
  return `WEBVTT\n\n${cues.join('\n')}`;
}

mkdirSync(out, { recursive: true });
const file = (name) => path.join(out, name);
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  source,
  '-an',
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '40k',
  '-deadline',
  'good',
  file('trail.webm'),
]);
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  source,
  '-an',
  '-c:v',
  'libx264',
  '-preset',
  'veryslow',
  '-crf',
  '38',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  file('trail.mp4'),
]);
ffmpeg(['-f', 'lavfi', '-i', source, '-frames:v', '1', '-q:v', '6', file('trail-poster.jpg')]);
for (const [lang, lines] of Object.entries(captions)) {
  writeFileSync(file(`trail.${lang}.vtt`), vtt(lines));
}
for (const name of ['trail.webm', 'trail.mp4', 'trail-poster.jpg']) {
  const bytes = statSync(file(name)).size;
  if (bytes > MAX_BYTES)
    throw new Error(`${name} is ${bytes} bytes, over ${MAX_BYTES}: lower the bitrate`);
  console.info(`${name}: ${Math.round(bytes / 1024)} KB`);
}
