import { AccountSync } from './account-sync.client';
import { SIGN_OUT_HREF } from './routes';
import { SignInLink } from './sign-in-link.client';

interface AccountAreaProps {
  /** The identity provider's /account page (spec §4: the second action). */
  accountHref: string;
  linkClassName?: string;
  /** Renders the session check; only one copy on a page should. */
  sync?: boolean;
}

/**
 * Both states are in the HTML, the same for everyone; the head script and globals.css show one
 * (html[data-fan='in']), and the other is display:none, so hidden from assistive technology too.
 */
export function AccountArea({ accountHref, linkClassName, sync = false }: AccountAreaProps) {
  return (
    <>
      <span data-fan-part="out">
        <SignInLink className={linkClassName}>Sign in</SignInLink>
      </span>
      <span data-fan-part="in" className="flex items-center gap-3">
        <a href={accountHref} className={linkClassName}>
          My account
        </a>
        <a href={SIGN_OUT_HREF} className={linkClassName}>
          Sign out
        </a>
      </span>
      {sync ? <AccountSync /> : null}
    </>
  );
}
