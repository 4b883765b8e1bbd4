import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { requirement, requirementIcon, requirementList } from './PasswordField.css.ts';
import { passwordRequirements } from './requirements.ts';

export interface PasswordRequirementsProps {
  value: string;
  id?: string;
}

/**
 * The live checklist of spec §5. Each item says met or not met by icon and by text for
 * screen readers; a change is announced politely, one whole item at a time.
 */
export function PasswordRequirements({ value, id }: PasswordRequirementsProps) {
  const { t } = useTranslation('components');
  const { t: tValidation } = useTranslation('validation');
  return (
    <ul
      id={id}
      className={requirementList}
      aria-label={t('passwordField.requirements')}
      aria-live="polite"
    >
      {passwordRequirements.map((item) => {
        const met = item.test(value);
        return (
          <li
            key={item.id}
            className={requirement}
            data-met={met || undefined}
            data-requirement={item.id}
            aria-atomic="true"
          >
            <Icon name={met ? 'check' : 'close'} size="small" className={requirementIcon} />
            <span>
              {tValidation(item.messageKey)}{' '}
              <VisuallyHidden>
                {met ? t('passwordField.requirementMet') : t('passwordField.requirementUnmet')}
              </VisuallyHidden>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
