import { MenuItem } from '@ariakit/react';
import { usePin } from './usePin';

interface PinProps {
  docRef: string;
  pinned: boolean;
  /** Names the document ("S_2 Checkout"). */
  item: string;
}

/** Pin / Unpin in a document's menu. */
export function PinMenuItem({ docRef, pinned, item }: PinProps) {
  const pin = usePin(docRef, pinned, item);
  return (
    <MenuItem
      className="menu-item"
      onClick={pin.toggle}
      disabled={pin.busy}
      aria-label={pin.description}
      data-testid="pin-toggle"
    >
      {pin.label}
    </MenuItem>
  );
}

/** Pin / Unpin as a button. */
export function PinButton({ docRef, pinned, item }: PinProps) {
  const pin = usePin(docRef, pinned, item);
  return (
    <button
      type="button"
      className="button small"
      title={pin.description}
      disabled={pin.busy}
      onClick={pin.toggle}
      data-testid="pin-toggle"
    >
      {pin.label}
    </button>
  );
}
