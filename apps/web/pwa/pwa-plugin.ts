/**
 * The installable app, made at build time: the web manifest (with the share target that lets a
 * phone share a screenshot into CandleLens), its icons drawn from SVG with sharp, and the service
 * worker with this build's version and app shell.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The app's own colours: the page background and the header. */
const BACKGROUND = '#0b1120';

export const MANIFEST = {
  name: 'CandleLens: chart screenshot analysis',
  short_name: 'CandleLens',
  description:
    'Reads your candlestick chart screenshot: support, resistance, trend, patterns and a forecast.',
  id: '/app',
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: BACKGROUND,
  theme_color: BACKGROUND,
  categories: ['finance', 'productivity'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Sharing a screenshot from a trading app opens CandleLens on the upload with it in place.
  share_target: {
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      files: [{ name: 'image', accept: ['image/png', 'image/jpeg', 'image/webp', 'image/*'] }],
    },
  },
};

const ICONS: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: 'icon.svg', size: 192 },
  { file: 'icon-512.png', svg: 'icon.svg', size: 512 },
  { file: 'icon-maskable-512.png', svg: 'icon-maskable.svg', size: 512 },
];

export function pwa(): Plugin {
  return {
    name: 'candlelens-pwa',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const icon of ICONS) {
        const png = await sharp(readFileSync(path.join(here, icon.svg)))
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(MANIFEST, null, 2)}\n`,
      });
      // The shell: the page and what its first drawing needs (the entry script and styles);
      // the other chunks are kept as they are first used.
      const entry = Object.values(bundle).flatMap((f) =>
        f.type === 'chunk' && f.isEntry ? [f.fileName, ...(f.viteMetadata?.importedCss ?? [])] : [],
      );
      // The page is kept as /index.html: the same file as every route, and never a second
      // request for the address a visitor opened (tools that follow the page's loading, such as
      // Lighthouse, take such a request for the page itself).
      const shell = [
        '/index.html',
        '/favicon.svg',
        '/manifest.webmanifest',
        ...ICONS.map((i) => `/${i.file}`),
        ...entry.map((f) => `/${f}`),
      ];
      // A new build, a new version: the browser installs the new worker, which drops the old
      // shell.
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const sw = readFileSync(path.join(here, 'sw.js'), 'utf8')
        .replace('= __CANDLELENS_VERSION__;', `= ${JSON.stringify(version)};`)
        .replace('= __CANDLELENS_SHELL__;', `= ${JSON.stringify(shell)};`);
      if (sw.includes('= __CANDLELENS_'))
        throw new Error('sw.js: the version or shell was not filled in');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: sw });
    },
  };
}
