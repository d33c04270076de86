// GET /embeds/course-map: a map provider's embed page, as an editor pastes into an article when the venue
// allows the provider's host (the site's EMBED_HOSTS): a frame the site shows once the fan consents.
import type { Router } from '../http/router';

const COURSE_MAP = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Kingsmere Park: course and site map</title>
<style>html,body{margin:0;height:100%;font:14px system-ui,sans-serif;background:#eef3ea}svg{width:100%;height:100%}</style>
</head>
<body>
<svg viewBox="0 0 800 450" role="img" aria-label="Kingsmere Park: the course, the Grandstand, the gates and the car parks">
  <rect width="800" height="450" fill="#dfe9d6"/>
  <ellipse cx="400" cy="230" rx="330" ry="160" fill="none" stroke="#2f6b3a" stroke-width="26"/>
  <ellipse cx="400" cy="230" rx="330" ry="160" fill="none" stroke="#f4f1e8" stroke-width="2" stroke-dasharray="6 8"/>
  <rect x="330" y="40" width="140" height="34" rx="4" fill="#0a2a1b"/><text x="400" y="62" fill="#f4f1e8" text-anchor="middle">Grandstand</text>
  <circle cx="120" cy="60" r="16" fill="#c9a227"/><text x="145" y="65" fill="#0a2a1b">Main Gate</text>
  <circle cx="690" cy="400" r="16" fill="#c9a227"/><text x="600" y="405" fill="#0a2a1b">Halt Gate</text>
  <rect x="40" y="360" width="120" height="60" fill="#b9c7ae"/><text x="100" y="395" fill="#0a2a1b" text-anchor="middle">Car Parks A–D</text>
</svg>
</body>
</html>
`;

export function registerEmbeds(router: Router): void {
  router.on('GET', '/embeds/course-map', ({ res }) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(COURSE_MAP);
  });
}
