// Open fonts from npm (@fontsource, latin subset, regular weight) that the breadth corpus loads
// into the page with @font-face: faces the reader has not been tuned on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** CSS family name -> @fontsource package. */
export const FONT_FACES: Record<string, string> = {
  'Roboto Mono': 'roboto-mono',
  'IBM Plex Mono': 'ibm-plex-mono',
  'Fira Mono': 'fira-mono',
  Inconsolata: 'inconsolata',
  'Share Tech Mono': 'share-tech-mono',
  'Barlow Condensed': 'barlow-condensed',
  Oswald: 'oswald',
  Lato: 'lato',
  'Archivo Narrow': 'archivo-narrow',
  'Space Mono': 'space-mono',
  'PT Mono': 'pt-mono',
  'Open Sans': 'open-sans',
};

export const FONT_NAMES = Object.keys(FONT_FACES);

/** The file of a face (woff2). */
export function fontFile(name: string): string {
  const pkg = FONT_FACES[name];
  if (!pkg) throw new Error(`unknown font ${name}`);
  const dir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  return join(dir, 'files', `${pkg}-latin-400-normal.woff2`);
}

/** @font-face rules for every face, with the fonts inlined as data URLs. */
export function fontFaceCss(): string {
  return FONT_NAMES.map((name) => {
    const data = readFileSync(fontFile(name)).toString('base64');
    return `@font-face{font-family:'${name}';font-style:normal;font-weight:400;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  }).join('\n');
}
