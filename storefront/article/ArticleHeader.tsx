import { useLocale } from 'react-aria-components';
import type { ArticleMeta } from '#api/contract/content.ts';
import { formatArticleDate } from '#cms-blocks/ArticleGrid/articleGrid.ts';
import { Badge } from '#components/Badge/index.ts';
import { Image } from '#components/Image/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import * as styles from './ArticleHeader.css.ts';

/**
 * The head of an article page (spec §2): eyebrow, title (the page's h1), subtitle, the date
 * in the site's locale unless the article hides it, and its picture, first and eager, as it
 * is the page's largest paint.
 */
export function ArticleHeader({ article }: { article: ArticleMeta }) {
  const { locale } = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {article.eyebrow ? (
          <span className={styles.eyebrow}>
            <Badge tone="neutral">{article.eyebrow}</Badge>
          </span>
        ) : null}
        <h1 className={`${heading.h1} ${styles.title}`}>{article.title}</h1>
        {article.subtitle ? <p className={styles.subtitle}>{article.subtitle}</p> : null}
        {article.hidePageDate ? null : (
          <p className={styles.meta}>
            <time dateTime={article.publishDate}>
              {formatArticleDate(article.publishDate, locale)}
            </time>
          </p>
        )}
      </div>
      {article.picture.url ? (
        <Image
          className={styles.media}
          src={article.picture.url}
          alt={article.picture.alt}
          decorative={!article.picture.alt.trim()}
          aspectRatio={16 / 9}
          sizes="(min-width: 1440px) 1376px, 100vw"
          priority
        />
      ) : null}
    </header>
  );
}
