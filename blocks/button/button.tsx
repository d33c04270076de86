import type { ButtonProps } from './button-schema';
import { ActionLink } from '../shared/action-link';

export function ButtonBlock({ link }: ButtonProps) {
  return (
    <div className="mx-auto my-6 flex max-w-5xl justify-center px-4">
      <ActionLink link={link} />
    </div>
  );
}
