import { AccountSync } from './account-sync.client';
import { SIGN_OUT_HREF } from './routes';
import { SignInLink } from './sign-in-link.client';

interface AccountAreaProps {
  /** The identity provider's /account page. */
  accountHref: string;
  linkClassName?: string;
  /** Renders the session check; only one copy on a page should. */
  sync?: boolean;
  /** 'My account' as a person glyph (its name kept for screen readers), for the header bar. */
  compact?: boolean;
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Both states are in the HTML, the same for everyone; the head script and globals.css show one
 * (html[data-fan='in']), and the other is display:none, so hidden from assistive technology too.
 */
export function AccountArea({ accountHref, linkClassName, sync = false, compact = false }: AccountAreaProps) {
  return (
    <>
      <span data-fan-part="out">
        <SignInLink className={linkClassName}>Sign in</SignInLink>
      </span>
      <span data-fan-part="in" className="flex items-center gap-3">
        <a href={accountHref} className={linkClassName} title={compact ? 'My account' : undefined}>
          {compact ? (
            <span className="flex items-center gap-2">
              <PersonIcon />
              <span
                data-fan-name
                className="hidden max-w-24 truncate text-sm font-semibold md:inline xl:hidden 2xl:inline"
              />
              <span className="sr-only">My account</span>
            </span>
          ) : (
            <>
              <span data-fan-name className="font-semibold after:content-['_·_'] empty:hidden" />
              My account
            </>
          )}
        </a>
        <a href={SIGN_OUT_HREF} className={linkClassName}>
          Sign out
        </a>
      </span>
      {sync ? <AccountSync /> : null}
    </>
  );
}
