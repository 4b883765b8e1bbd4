import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PREVIEW_PARAMS } from '#cms-blocks/renderer/previewParams.ts';
import { Link } from '#components/Link/index.ts';
import { useServerNow } from '#shopper/serverTime.ts';
import { bar, text } from './PreviewBar.css.ts';
import { relativeTime } from './relativeTime.ts';

export interface PreviewState {
  /** The moment the content is shown as of (previewDateTime or previewDateRFC1123), or now. */
  at: string | null;
}

/**
 * Says that the page shows preview content (spec §2), as of when, with a way back to the live
 * page. Inside the viewer's frames it follows their shared scroll (scrollSync.ts). Once the
 * service's time is known (after hydration: the server's HTML says only the date) it says
 * how far the date is, on the service's clock, whatever the tester's device clock says.
 */
export function PreviewBar({ preview, locale }: { preview: PreviewState; locale: string }) {
  const { t } = useTranslation('storefront');
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./scrollSync.ts').then(({ followScroll }) => {
      if (!gone) stop = followScroll(window);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  const live = new URLSearchParams(search);
  for (const name of PREVIEW_PARAMS) live.delete(name);
  const liveHref = `${pathname}${live.size ? `?${live}` : ''}${hash}`;
  const at = preview.at ? new Date(preview.at) : null;
  const dated = at !== null && !Number.isNaN(at.getTime());
  const now = useServerNow({ enabled: dated });
  const date =
    at && dated
      ? new Intl.DateTimeFormat(locale, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
          timeZoneName: 'short',
        }).format(at)
      : null;
  return (
    <aside className={bar} aria-label={t('preview.viewer.title')}>
      <p className={text}>
        {date && at && now !== null
          ? t(at.getTime() >= now ? 'preview.barAtFuture' : 'preview.barAtPast', {
              date,
              distance: relativeTime(at.getTime() - now, locale),
            })
          : date
            ? t('preview.barAt', { date })
            : t('preview.bar')}
      </p>
      <Link tone="inverted" href={liveHref}>
        {t('preview.exit')}
      </Link>
    </aside>
  );
}
