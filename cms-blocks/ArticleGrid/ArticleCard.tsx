import { Link as AriaLink, useLocale } from 'react-aria-components';
import type { ArticleSummary } from '#api/contract/content.ts';
import { Badge } from '#components/Badge/index.ts';
import { Image } from '#components/Image/index.ts';
import * as styles from './ArticleGrid.css.ts';
import { formatArticleDate } from './articleGrid.ts';

/** One article of a grid: picture, eyebrow, title (the card's one link) and date. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { locale } = useLocale();
  return (
    <article className={styles.card}>
      <Image
        src={article.picture.url}
        alt={article.picture.alt}
        decorative={!article.picture.alt.trim()}
        aspectRatio={4 / 3}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
      {article.eyebrow ? (
        <span className={styles.eyebrow}>
          <Badge tone="neutral">{article.eyebrow}</Badge>
        </span>
      ) : null}
      <h3 className={styles.cardTitle}>
        <AriaLink href={article.url} className={styles.cardLink}>
          {article.title}
        </AriaLink>
      </h3>
      {article.hidePageDate ? null : (
        <p className={styles.meta}>
          <time dateTime={article.publishDate}>
            {formatArticleDate(article.publishDate, locale)}
          </time>
        </p>
      )}
    </article>
  );
}
