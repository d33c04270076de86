'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { TAKEOVER_RETURN_COOKIE } from '@/shared/cookies.mjs';
import { dismissTakeover } from '@/ui/takeover/dismiss-takeover';
import { rememberedDeepLink } from './takeover-return-browser';

interface DismissButtonProps {
  label: string;
  /** The page to open once dismissed (one of the takeover's own stories); else the remembered one. */
  to?: string;
  /** The name read out, when the label alone does not say which story it opens. */
  ariaLabel?: string;
  variant?: 'primary' | 'secondary';
}

const LOOKS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary text-cream',
};

// Inside the dismissal form: with JavaScript the site shows at once, on the page the button names or
// the one the visitor asked for before the takeover sent them to /; without it the form posts.
export function DismissButton({ label, to, ariaLabel, variant = 'primary' }: DismissButtonProps) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    dismissTakeover();
    const deepLink = to ?? rememberedDeepLink(document.cookie, window.location.href);
    document.cookie = `${TAKEOVER_RETURN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    if (deepLink) router.push(deepLink);
    else window.scrollTo(0, 0);
  }
  return (
    <button type="submit" onClick={onClick} aria-label={ariaLabel} className={`btn ${LOOKS[variant]}`}>
      {label}
    </button>
  );
}
