// The identity provider's HTML: the sign-in form (listing the demo fans) and the account page.
import { escapeHtml } from '../../http/respond';
import type { Fan } from '../../pack/schema';

export interface SignInRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  /** PKCE (RFC 7636): the S256 challenge of the client's verifier; empty when the client sent none. */
  codeChallenge: string;
}

// Styled as an identity provider's own pages: its own look (not the venue site's colours), a card on a
// quiet page, so a visitor sees they have left the site to sign in and will be sent back.
function layout(title: string, venue: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(venue)} fan account</title>
<style>
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1d2433; background: #eef1f6; display: flex; flex-direction: column; align-items: center; }
.provider { width: 100%; padding: 1rem 1.5rem; display: flex; align-items: center; gap: .6rem;
  font-weight: 700; letter-spacing: .01em; color: #27305c; }
.provider svg { width: 1.75rem; height: 1.75rem; }
.provider small { font-weight: 500; color: #5b6478; }
main { width: 100%; max-width: 30rem; padding: 0 1rem 3rem; }
.card { background: #fff; border-radius: 14px; padding: 2rem 1.75rem; box-shadow: 0 1px 2px rgba(20,30,60,.08), 0 8px 28px rgba(20,30,60,.08); }
.card + .card { margin-top: 1.25rem; }
h1 { margin: 0 0 1.25rem; font-size: 1.5rem; line-height: 1.25; }
h2 { margin: 0 0 .5rem; font-size: 1.05rem; }
label { display: block; margin-top: 1rem; font-size: .9rem; font-weight: 600; }
input { display: block; width: 100%; margin-top: .35rem; padding: .7rem .8rem; font: inherit;
  border: 1px solid #c3c9d6; border-radius: 8px; background: #fff; color: inherit; }
input:focus { outline: 3px solid rgba(59,91,219,.35); border-color: #3b5bdb; }
button { width: 100%; margin-top: 1.5rem; padding: .8rem 1rem; font: inherit; font-weight: 700; color: #fff;
  background: #3b5bdb; border: 0; border-radius: 8px; cursor: pointer; }
button:hover { background: #2f4ac0; }
button:focus-visible { outline: 3px solid rgba(59,91,219,.45); outline-offset: 2px; }
.error { margin: 0 0 1rem; padding: .75rem .9rem; color: #8a1222; background: #fdecee; border: 1px solid #f2b8c0; border-radius: 8px; }
.note { margin: 1.25rem 0 0; font-size: .85rem; color: #5b6478; }
p { margin: 0 0 .75rem; }
.table { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: .875rem; }
td, th { padding: .45rem .5rem; text-align: left; vertical-align: top; border-bottom: 1px solid #e3e7ef; overflow-wrap: anywhere; }
th { font-size: .75rem; text-transform: uppercase; letter-spacing: .05em; color: #5b6478; }
code { font: .85rem ui-monospace, SFMono-Regular, Menlo, monospace; background: #f2f4f8; padding: .1rem .3rem; border-radius: 4px; }
footer { margin-top: auto; padding: 1.5rem; font-size: .8rem; color: #5b6478; text-align: center; }
</style>
</head>
<body>
<header class="provider">
<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M16 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm-8 18c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>
<span>Fan ID <small>· sign-in service</small></span>
</header>
<main>
${body}
</main>
<footer>Fan ID signs you in to ${escapeHtml(venue)} and sends you back. A local stand-in for the fan identity provider.</footer>
</body>
</html>`;
}

function fanTable(fans: Fan[]): string {
  if (fans.length === 0) return '<p>This pack has no demo fans.</p>';
  const rows = fans
    .map(
      (fan) =>
        `<tr><td>${escapeHtml(fan.username)}</td><td>${escapeHtml(fan.password)}</td>` +
        `<td>${escapeHtml(fan.displayName)}</td><td>${escapeHtml(fan.entitlements.join(', ') || '—')}</td></tr>`,
    )
    .join('\n');
  return `<div class="table"><table aria-label="Demo fans">
<thead><tr><th>Username</th><th>Password</th><th>Name</th><th>Entitlements</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
}

export function signInPage(options: {
  action: string;
  venue: string;
  request: SignInRequest;
  fans: Fan[];
  error?: string;
  username?: string;
}): string {
  const { request } = options;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return layout(
    'Sign in',
    options.venue,
    `<section class="card">
<h1>Sign in to ${escapeHtml(options.venue)}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${hidden('client_id', request.clientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('state', request.state)}
${hidden('scope', request.scope)}
${request.codeChallenge ? `${hidden('code_challenge', request.codeChallenge)}\n${hidden('code_challenge_method', 'S256')}` : ''}
<label>Username <input name="username" autocomplete="username" required value="${escapeHtml(options.username ?? '')}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
<p class="note">After signing in you go straight back to the page you were on.</p>
</section>
<section class="card">
<h2>Demo fans</h2>
<p>This is a local stand-in for the fan identity provider. Sign in as any of these:</p>
${fanTable(options.fans)}
</section>`,
  );
}

export function accountPage(venue: string, fans: Fan[]): string {
  return layout(
    'Account',
    venue,
    `<section class="card">
<h1>Your ${escapeHtml(venue)} fan account</h1>
<p>Account settings are managed by the fan identity provider. In this local stand-in there is nothing to change;
the demo fans are:</p>
${fanTable(fans)}
</section>`,
  );
}

export function errorPage(venue: string, message: string): string {
  return layout(
    'Sign-in error',
    venue,
    `<section class="card">\n<h1>Sign-in error</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n</section>`,
  );
}
