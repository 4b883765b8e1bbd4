import { Button } from '#components/Button/index.ts';
import * as styles from './SaveOrRemoveActions.css.ts';

export interface SaveOrRemoveActionsProps {
  /** The form the save button submits. */
  formId: string;
  /** Closes the dialog (the footer's `close`). */
  close: () => void;
  /** Takes off what there is; undefined: nothing to take off yet (no remove button). */
  onRemove?: (() => void) | undefined;
  removing: boolean;
  saving: boolean;
  labels: { save: string; cancel: string; remove: string };
}

/**
 * The footer of a dialog that sets something on the cart (a line's gift message, a price
 * adjustment): save last (first to reach on a phone's thumb), cancel, and remove apart on the
 * other side when there is something to take off. Each waits while the other is on its way.
 */
export function SaveOrRemoveActions({
  formId,
  close,
  onRemove,
  removing,
  saving,
  labels,
}: SaveOrRemoveActionsProps) {
  return (
    <div className={styles.actions}>
      {onRemove ? (
        <Button
          tone="plain"
          className={styles.removeAction}
          isPending={removing}
          isDisabled={saving}
          onPress={onRemove}
        >
          {labels.remove}
        </Button>
      ) : null}
      <Button tone="secondary" onPress={close}>
        {labels.cancel}
      </Button>
      <Button type="submit" form={formId} tone="primary" isPending={saving} isDisabled={removing}>
        {labels.save}
      </Button>
    </div>
  );
}
