import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { actions, banner, choices, inner } from './consent.css.ts';
import { type Consent, everything, onlyRequired } from './consent.ts';

const optional = ['C0002', 'C0003', 'C0004'] as const;

/**
 * The consent banner of EMEA sites (spec §9): accept all, only the required group, or a
 * choice per group. A landmark at the bottom of the page, not a modal: the page stays
 * usable, and nothing but C0001 runs until the visitor answers.
 */
export function ConsentBanner({
  current,
  onChoose,
  onClose,
}: {
  current: Consent | null;
  onChoose: (consent: Consent) => void;
  /** When the visitor reopened it from the footer: close without changing. */
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const [choosing, setChoosing] = useState(current !== null);
  const [choice, setChoice] = useState<Consent>(current ?? onlyRequired);
  const region = useRef<HTMLElement>(null);
  // Reopened from the footer: focus moves to it.
  useEffect(() => {
    if (onClose) region.current?.focus();
  }, [onClose]);
  return (
    <section
      ref={region}
      className={banner}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="consent-banner"
    >
      <div className={inner}>
        <h2 id={titleId} className={heading.h4}>
          {t('consent.title')}
        </h2>
        <p>{t('consent.body')}</p>
        {choosing ? (
          <div className={choices}>
            <Checkbox isSelected isDisabled>
              {t('consent.groups.C0001')}
            </Checkbox>
            {optional.map((group) => (
              <Checkbox
                key={group}
                isSelected={choice[group]}
                onChange={(selected) =>
                  setChoice((previous) => ({ ...previous, [group]: selected }))
                }
              >
                {t(`consent.groups.${group}`)}
              </Checkbox>
            ))}
          </div>
        ) : null}
        <div className={actions}>
          <Button onPress={() => onChoose(everything)}>{t('consent.acceptAll')}</Button>
          <Button tone="secondary" onPress={() => onChoose(onlyRequired)}>
            {t('consent.onlyRequired')}
          </Button>
          {choosing ? (
            <Button tone="secondary" onPress={() => onChoose(choice)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button tone="tertiary" onPress={() => setChoosing(true)}>
              {t('consent.choose')}
            </Button>
          )}
          {onClose ? (
            <Button tone="plain" onPress={onClose}>
              {t('consent.close')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
