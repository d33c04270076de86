import type { ButtonProps } from './button-schema';
import { ActionLink } from '../shared/action-link';

export function ButtonBlock({ link }: ButtonProps) {
  return (
    <div className="container-page my-part flex">
      <ActionLink link={link} />
    </div>
  );
}
