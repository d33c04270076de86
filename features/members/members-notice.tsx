import { SIGN_IN_ROUTE } from '@/features/session/routes';
import { LockIcon } from '@/ui/icons/lock-icon';
import { Link } from '@/ui/link/route-link.client';

/** The page that tells a fan about the memberships. */
export const MEMBERSHIPS_PATH = '/memberships';

const BUTTON = 'btn btn-primary mt-6';

/**
 * In place of a members-only article's body when the content service left it out (`blocked`): to a
 * visitor, a way to sign in that comes back to the article; to a signed-in fan without the membership,
 * the way to become a member.
 */
export function MembersNotice({ signedIn, returnPath }: { signedIn: boolean; returnPath: string }) {
  return (
    <div className="container-page">
      <section
        aria-labelledby="members-only-heading"
        data-members-only
        className="max-w-2xl rounded-lg border border-ink/10 bg-white px-6 py-10 text-center"
      >
        <span aria-hidden="true" className="inline-flex text-turf-700">
          <LockIcon className="h-10 w-10" />
        </span>
        <h2 id="members-only-heading" className="heading-sub mt-4">
          This article is for members
        </h2>
        {signedIn ? (
          <>
            <p className="mt-3 text-lg text-ink/80">
              Your account does not include the membership this story is for. Members read every story in
              full.
            </p>
            <Link href={MEMBERSHIPS_PATH} className={BUTTON}>
              Become a member
            </Link>
          </>
        ) : (
          <>
            <p className="mt-3 text-lg text-ink/80">
              Sign in with your member account to read the whole story.
            </p>
            {/* A Route Handler, not a page: a plain link. The sign-in brings the fan back here. */}
            <a href={`${SIGN_IN_ROUTE}?return=${encodeURIComponent(returnPath)}`} className={BUTTON}>
              Sign in to read
            </a>
          </>
        )}
      </section>
    </div>
  );
}
