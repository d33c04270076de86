/** Where each network's share link goes, for the page's address (the site host plus the current path). */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}
