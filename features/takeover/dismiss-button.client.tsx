'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { TAKEOVER_RETURN_COOKIE } from '@/shared/cookies.mjs';
import { dismissTakeover } from '@/ui/takeover/dismiss-takeover';
import { rememberedDeepLink } from './takeover-return-browser';

// Inside the dismissal form: with JavaScript the site shows at once, or the page the visitor asked for
// before the takeover sent them to /; without it the form posts.
export function DismissButton({ label }: { label: string }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    dismissTakeover();
    const deepLink = rememberedDeepLink(document.cookie, window.location.href);
    document.cookie = `${TAKEOVER_RETURN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    if (deepLink) router.push(deepLink);
    else window.scrollTo(0, 0);
  }
  return (
    <button type="submit" onClick={onClick} className="btn btn-primary">
      {label}
    </button>
  );
}
