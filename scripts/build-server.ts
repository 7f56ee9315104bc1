// The last step of `npm run build`: the server as JavaScript in dist/app, so production runs no
// TypeScript transpiler (issue 50 point 7, docs/decisions/074-current-dependencies-and-a-compiled-server.md).
// Run by Node 24 itself (`node scripts/build-server.ts`, its own type stripping): this file uses
// only erasable syntax and imports no file of ours.
//
// dist/app/main.js               the server (`npm start`, `npm run serve`)
// dist/app/calibration-worker.js the tryout calibration's worker thread (calibrate-off-thread.ts)
// dist/app/migrations/           the SQL migrations, read beside the bundle (db/migrate.ts)
//
// Packages stay in node_modules (imported, not bundled); only our own code is bundled. Every
// module's import.meta.url is then the bundle's: a file our code reads at run time is found
// from dist/app, as it is from its own folder under src/server (the two are both two levels
// below the project root, which main.ts relies on for dist/web and dist/server).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/app');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'calibration-worker': 'src/server/tryouts/tryout-scoring/calibration-worker.ts',
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outDir) || '.'}`);
