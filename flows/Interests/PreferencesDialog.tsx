import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { actions, stack } from '../CompleteProfile/flow.css.ts';
import { useProfileUpdate } from '../CompleteProfile/useProfileUpdate.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { InterestChoices } from './InterestsForm.tsx';
import { interestsChange, isInterestKey, parseInterests } from './interests.ts';

/** US shoe sizes a member may prefer (4 to 15, in halves to 13), as the profile stores them. */
export const shoeSizeOptions: readonly string[] = Array.from({ length: 19 }, (_, index) => {
  const size = 4 + index / 2;
  return Number.isInteger(size) ? String(size) : size.toFixed(1);
}).concat(['14', '15']);

export interface PreferencesDialogProps {
  profile: ConsumerProfile;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The member's interests and preferred shoe size (PUT /consumers-v3/consumer preferences:
 * interests pipe-separated, spec §9), from the account page. Only what changed is sent; a
 * failure keeps the choice as made.
 */
export function PreferencesDialog(props: PreferencesDialogProps) {
  const { t } = useTranslation('flows');
  return (
    <Dialog
      title={t('preferences.title')}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={false}
    >
      {props.isOpen ? <PreferencesForm {...props} /> : null}
    </Dialog>
  );
}

const NO_SIZE = 'none';

function PreferencesForm({ profile, onOpenChange }: PreferencesDialogProps) {
  const { t } = useTranslation('flows');
  const toasts = useToast();
  const update = useProfileUpdate();
  const formId = useId();
  const stored = profile.preferences.interests;
  const [chosen, setChosen] = useState<string[]>(() =>
    parseInterests(stored).filter(isInterestKey),
  );
  const [size, setSize] = useState(profile.preferences.preferredShoeSize ?? NO_SIZE);
  const sizes = [
    { id: NO_SIZE, name: t('preferences.noSize') },
    ...shoeSizeOptions.map((value) => ({
      id: value,
      name: t('preferences.usSize', { size: value }),
    })),
  ];
  const save = async () => {
    const interests = interestsChange(chosen, stored);
    const preferredShoeSize =
      size !== NO_SIZE && size !== profile.preferences.preferredShoeSize ? size : undefined;
    if (interests || preferredShoeSize) {
      try {
        await update.mutateAsync({ preferences: { ...interests, preferredShoeSize } });
      } catch {
        return;
      }
    }
    toasts.add({ title: t('preferences.saved'), tone: 'positive' });
    onOpenChange(false);
  };
  return (
    <form
      id={formId}
      noValidate
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        if (!update.isPending) void save();
      }}
    >
      <FormErrorBanner error={update.error} />
      <InterestChoices value={chosen} onChange={setChosen} />
      <Select
        label={t('preferences.shoeSize')}
        description={t('preferences.shoeSizeHelp')}
        selectedKey={size}
        onSelectionChange={(key) => setSize(String(key))}
        items={sizes}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <div className={actions}>
        <Button type="submit" isPending={update.isPending}>
          {t('preferences.save')}
        </Button>
        <Button tone="secondary" onPress={() => onOpenChange(false)}>
          {t('preferences.cancel')}
        </Button>
      </div>
    </form>
  );
}
