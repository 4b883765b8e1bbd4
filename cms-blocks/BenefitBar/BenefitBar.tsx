import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Popover, PopoverTrigger } from '#components/Popover/index.ts';
import { baseTokens } from '#design-tokens/base.ts';
import { useReportEmpty } from '../renderer/context.tsx';
import { mediaAspectRatio } from '../renderer/media.ts';
import { TargetLink } from '../renderer/TargetLink.tsx';
import { RichText } from '../richText/RichText.tsx';
import {
  actions,
  background,
  close as closeStyle,
  logo as logoStyle,
  panel,
  panelLayout,
  root,
  subtitle as subtitleStyle,
  text,
  title as titleStyle,
} from './BenefitBar.css.ts';
import type { BenefitBarProps } from './BenefitBar.schema.ts';

/**
 * A loyalty or service benefit across the page: logo, title, subtitle, an info button whose
 * popover holds the details, calls to action and, optionally, a close button (spec §4:
 * close hides it).
 */
export function BenefitBar({
  logo,
  backgroundImage,
  title,
  subtitle,
  infoIcon,
  infoDetails,
  targets,
  alignment,
  showCloseButton,
}: BenefitBarProps) {
  const { t } = useTranslation('blocks');
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  useReportEmpty(closed);
  if (closed) return null;
  const onImage = backgroundImage !== null;
  const hasActions = Boolean(infoIcon && infoDetails) || targets.length > 0;
  return (
    <section
      className={root}
      aria-labelledby={titleId}
      data-block="BenefitBar"
      data-alignment={alignment}
    >
      {backgroundImage && (
        <Image
          src={backgroundImage.url}
          alt=""
          decorative
          aspectRatio={mediaAspectRatio(backgroundImage, 2)}
          className={background}
        />
      )}
      <div
        className={[panel, panelLayout[logo ? 'withLogo' : 'withoutLogo']].join(' ')}
        data-on-image={onImage || undefined}
      >
        {logo && (
          <Image
            src={logo.url}
            alt={logo.alt}
            decorative={logo.alt === ''}
            aspectRatio={mediaAspectRatio(logo)}
            fit="contain"
            widths={[80, 160]}
            sizes={baseTokens.size.buttonLarge}
            className={logoStyle}
          />
        )}
        <div className={text}>
          <p id={titleId} className={titleStyle}>
            {title}
          </p>
          {subtitle && (
            <p className={subtitleStyle} data-on-soft={!onImage || undefined}>
              {subtitle}
            </p>
          )}
        </div>
        {hasActions && (
          <div className={actions}>
            {infoIcon && infoDetails && (
              <PopoverTrigger>
                <Button
                  iconOnly
                  icon={infoIcon}
                  tone="tertiary"
                  size="small"
                  aria-label={t('benefitBar.moreInfo', { title })}
                />
                <Popover title={title} placement="bottom">
                  <RichText html={infoDetails} />
                </Popover>
              </PopoverTrigger>
            )}
            {targets.map((target) => (
              <TargetLink key={`${target.url}|${target.text}`} target={target} />
            ))}
          </div>
        )}
        {showCloseButton && (
          <Button
            iconOnly
            icon="close"
            tone="tertiary"
            size="small"
            aria-label={t('benefitBar.close')}
            onPress={() => setClosed(true)}
            className={closeStyle}
          />
        )}
      </div>
    </section>
  );
}
