import localFont from 'next/font/local';

// Self-hosted from @fontsource: build machines cannot reach a font CDN. Until a face arrives, text is
// drawn in a local font sized to its metrics (app/globals.css), so the swap moves nothing. next/font's
// own fallback names Arial alone, which Android and Linux lack: there the text was drawn in a wider
// system font and reflowed when the face arrived on a slow connection.
// The faces' family is the constant's name: it must not be one the system also knows ("sans" is
// DejaVu Sans to fontconfig, which Linux and Android then drew while the face loaded, not the stand-in).
// One variable file per family (86 KB for every weight the site uses; the five single-weight files
// were 122 KB), and neither is preloaded: preloads went out ahead of the stylesheet and the hero picture
// and held back the largest paint on a phone connection. Each file is fetched when the first layout
// needs it, and its arrival redraws the text once, not once per weight; the stand-ins keep it still.
export const interWeb = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      weight: '100 900',
    },
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
      path: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
      weight: '400 900',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Playfair Display Fallback'],
});
