import { ActionLink } from './action-link';
import { DisabledAction } from './disabled-button';
import type { LinkProps } from './fields';

interface BuyActionProps {
  link: LinkProps;
  soldOut: boolean;
  /** The title of what is bought, naming a generic label. */
  subject?: string | undefined;
  /** On a royal (navy) card. */
  onDark?: boolean | undefined;
}

/** A card's buy button: the link, or a disabled button saying why when sold out. */
export function BuyAction({ link, soldOut, subject, onDark }: BuyActionProps) {
  return soldOut ? (
    <DisabledAction label={link.label} reason="sold out" onDark={onDark} />
  ) : (
    <ActionLink link={link} subject={subject} />
  );
}
