import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import { sectionHeading } from '../shared/form.css.ts';
import { sitePath, useFlowContainer, useSiteLocale } from '../shared/index.ts';
import { TransLink } from '../shared/TransLink.tsx';
import { accepted, stack, terms, termsText } from './SmsOptIn.css.ts';

export interface SmsOptInFieldProps {
  /** Whether the phone it belongs to is a valid number. Empty or invalid: unticked, terms closed. */
  phoneValid: boolean;
  /** optInAccepted (spec §3 sign-up model). */
  value: boolean;
  onChange: (optInAccepted: boolean) => void;
  /** The SMS terms page. @default /{locale}/sms-terms */
  termsHref?: string;
  isDisabled?: boolean;
}

/**
 * Spec §4 SMS opt-in: ticking the box reveals the SMS terms with an I accept button;
 * accepting sets optInAccepted. The box unticks and the terms close when the phone becomes
 * empty or invalid (the box waits for a valid phone). Unticking withdraws the consent.
 */
export function SmsOptInField({
  phoneValid,
  value,
  onChange,
  termsHref,
  isDisabled = false,
}: SmsOptInFieldProps) {
  const { t } = useTranslation('flows');
  const locale = useSiteLocale();
  const { headingLevel } = useFlowContainer();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [ticked, setTicked] = useState(value);
  const termsOpen = ticked && !value;

  useEffect(() => {
    if (phoneValid) return;
    setTicked(false);
    if (value) onChange(false);
  }, [phoneValid, value, onChange]);

  const tick = (selected: boolean) => {
    setTicked(selected);
    if (!selected && value) onChange(false);
  };
  const accept = () => {
    onChange(true);
    // The terms close: focus goes back to the box they belong to.
    checkboxRef.current?.focus();
  };

  return (
    <div className={stack}>
      <Checkbox
        ref={checkboxRef}
        isSelected={ticked}
        onChange={tick}
        isDisabled={isDisabled || !phoneValid}
        description={phoneValid ? undefined : t('smsOptIn.needsPhone')}
      >
        {t('smsOptIn.label')}
      </Checkbox>
      {termsOpen && (
        <section aria-labelledby={headingId} className={terms}>
          <Heading id={headingId} className={sectionHeading}>
            {t('smsOptIn.termsTitle')}
          </Heading>
          <p className={termsText}>
            <Trans
              t={t}
              i18nKey="smsOptIn.terms"
              components={{
                anchor: <TransLink href={termsHref ?? sitePath(locale, '/sms-terms')} />,
              }}
            />
          </p>
          <Button tone="secondary" size="small" onPress={accept}>
            {t('smsOptIn.accept')}
          </Button>
        </section>
      )}
      <p role="status" className={accepted}>
        {ticked && value ? t('smsOptIn.accepted') : ''}
      </p>
    </div>
  );
}
