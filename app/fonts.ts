import localFont from 'next/font/local';

// Self-hosted from @fontsource: build machines cannot reach a font CDN.
export const sans = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-sans',
  display: 'swap',
});

export const display = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-display',
  display: 'swap',
});
