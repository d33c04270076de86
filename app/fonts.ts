import localFont from 'next/font/local';

// Self-hosted from @fontsource: build machines cannot reach a font CDN. Until a face arrives, text is
// drawn in a local font sized to its metrics (app/globals.css), so the swap moves nothing. next/font's
// own fallback names Arial alone, which Android and Linux lack: there the text was drawn in a wider
// system font and reflowed when the face arrived on a slow connection.
// The faces' family is the constant's name: it must not be one the system also knows ("sans" is
// DejaVu Sans to fontconfig, which Linux and Android then drew while the face loaded, not the stand-in).
// No face is preloaded: five preloads (122 KB at high priority) went out ahead of the stylesheet and the
// hero picture and held back the largest paint on a phone connection. Each face is fetched when the
// first layout needs it; the stand-ins keep its arrival from moving anything.
export const interWeb = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-sans',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
});

export const playfairWeb = localFont({
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
  preload: false,
  adjustFontFallback: false,
  fallback: ['Playfair Display Fallback'],
});
