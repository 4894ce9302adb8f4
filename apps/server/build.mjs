// Bundles the server into dist/server.js and the operator tool into dist/admin.js; workspace
// packages (TypeScript sources) are inlined, everything from npm stays an import resolved from
// node_modules at run time.
import { copyFileSync, cpSync } from 'node:fs';
import { build } from 'esbuild';

// `node build.mjs --outdir dist/x`: another output folder (tests); dist by default.
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : 'dist';

const workspace = /^@candlelens\//;
await build({
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    'analysis/analysis.worker': 'src/analysis/analysis.worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspace.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The charts each analysis worker reads when it starts (src/analysis/analysis.worker.ts).
copyFileSync('assets/warm-up-chart.png', `${outdir}/analysis/warm-up-chart.png`);
cpSync('assets/warm-up', `${outdir}/analysis/warm-up`, { recursive: true });
