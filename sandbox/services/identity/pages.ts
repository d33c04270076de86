// The identity provider's HTML: the sign-in form (listing the demo fans) and the account page.
import { escapeHtml } from '../../http/respond';
import type { Fan } from '../../pack/schema';

export interface SignInRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
}

function layout(title: string, venue: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(venue)} fan account</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
label { display: block; margin-top: 1rem; }
input { display: block; width: 100%; padding: .5rem; margin-top: .25rem; box-sizing: border-box; }
button { margin-top: 1.5rem; padding: .6rem 1.2rem; }
.error { color: #a00000; border: 1px solid #a00000; padding: .5rem; }
table { border-collapse: collapse; margin-top: 1rem; }
td, th { border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; }
</style>
</head>
<body>
${body}
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
  return `<table aria-label="Demo fans">
<thead><tr><th>Username</th><th>Password</th><th>Name</th><th>Entitlements</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
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
    `<h1>Sign in to ${escapeHtml(options.venue)}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${hidden('client_id', request.clientId)}
${hidden('redirect_uri', request.redirectUri)}
${hidden('state', request.state)}
${hidden('scope', request.scope)}
<label>Username <input name="username" autocomplete="username" required value="${escapeHtml(options.username ?? '')}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
<h2>Demo fans</h2>
<p>This is a local stand-in for the fan identity provider. Sign in as any of these:</p>
${fanTable(options.fans)}`,
  );
}

export function accountPage(venue: string, fans: Fan[]): string {
  return layout(
    'Account',
    venue,
    `<h1>Your ${escapeHtml(venue)} fan account</h1>
<p>Account settings are managed by the fan identity provider. In this local stand-in there is nothing to change;
the demo fans are:</p>
${fanTable(fans)}`,
  );
}

export function errorPage(venue: string, message: string): string {
  return layout(
    'Sign-in error',
    venue,
    `<h1>Sign-in error</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
