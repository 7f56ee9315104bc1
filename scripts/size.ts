import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { BUDGET_BYTES, initialAssets, kib, ROUTES, type ViteManifest } from './bundle-size';
import { replaceWebBlock } from './readme-section';

// `npm run size` (issue 12): the initial JavaScript of every route in gzip bytes, from Vite's
// manifest. Builds first (with a plugin that records which modules went into which chunk, so an
// over-budget route can name its biggest modules); `--no-build` reads the existing dist/web.
// `--write` also records the table in bench/README.md. Exits 1 when a learner route is over
// BUDGET_BYTES, so CI can use it.

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist/web');
const args = new Set(process.argv.slice(2));

type ModuleSize = { id: string; renderedLength: number };
// chunk file name (assets/x-hash.js) -> its modules
const chunkModules = new Map<string, ModuleSize[]>();

function recordModules(): Plugin {
  return {
    name: 'size-record-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunkModules.set(
          output.fileName,
          Object.entries(output.modules).map(([id, rendered]) => ({ id, renderedLength: rendered.renderedLength })),
        );
      }
    },
  };
}

const gzipCache = new Map<string, { raw: number; gzip: number; brotli: number }>();
function fileSize(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const content = fs.readFileSync(path.join(distDir, file));
    // Level 9, as the build's precompressed .gz files the server sends.
    size = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    gzipCache.set(file, size);
  }
  return size;
}

function shortModuleId(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 'node_modules/'.length);
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
}

// node_modules path -> its package name (scoped or not).
const packageOf = (modulePath: string) => modulePath.split('/').slice(0, modulePath.startsWith('@') ? 2 : 1).join('/');

async function main() {
  if (!args.has('--no-build')) {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true }, plugins: [recordModules()] });
  }
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(`${path.relative(root, manifestFile)} not found: build with build.manifest enabled (npm run size builds it)`);
    process.exit(2);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;

  const rows: string[] = [];
  const overBudget: { name: string; jsFiles: string[]; gzip: number }[] = [];
  for (const route of ROUTES) {
    const assets = initialAssets(manifest, route.modules);
    const js = assets.jsFiles.map(fileSize);
    const raw = js.reduce((sum, size) => sum + size.raw, 0);
    const gzip = js.reduce((sum, size) => sum + size.gzip, 0);
    const brotli = js.reduce((sum, size) => sum + size.brotli, 0);
    const cssGzip = assets.cssFiles.map(fileSize).reduce((sum, size) => sum + size.gzip, 0);
    const verdict = !route.isBudgeted ? 'not budgeted' : gzip <= BUDGET_BYTES ? 'met' : 'over';
    if (verdict === 'over') overBudget.push({ name: route.name, jsFiles: assets.jsFiles, gzip });
    rows.push(`| ${route.name} | \`${route.path}\` | ${assets.jsFiles.length} | ${kib(raw)} | ${kib(gzip)} | ${kib(brotli)} | ${kib(cssGzip)} | ${verdict} |`);
  }
  const table = [
    '| route | path | JS files | JS KiB | JS KiB gzip | JS KiB br | CSS KiB gzip | <= 100 KiB gzip |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
  console.log(table);

  for (const route of overBudget) {
    console.log(`\n${route.name}: ${kib(route.gzip)} KiB gzip, over the ${kib(BUDGET_BYTES)} KiB budget by ${kib(route.gzip - BUDGET_BYTES)} KiB.`);
    const files = route.jsFiles.map((file) => ({ file, ...fileSize(file) })).sort((a, b) => b.gzip - a.gzip);
    console.log('  biggest chunks (gzip KiB):');
    for (const file of files.slice(0, 6)) console.log(`    ${kib(file.gzip).padStart(6)}  ${file.file}`);
    if (chunkModules.size === 0) {
      console.log('  (run without --no-build to see the modules inside them)');
      continue;
    }
    // Rendered sizes are before minification: their share of the route is what the gzip figure
    // is split by, an estimate of what each module costs.
    const modules = route.jsFiles.flatMap((file) => chunkModules.get(file) ?? []);
    const totalRendered = modules.reduce((sum, module) => sum + module.renderedLength, 0);
    const byModule = new Map<string, number>();
    for (const module of modules) {
      const name = module.id.includes('node_modules/') ? packageOf(shortModuleId(module.id)) : shortModuleId(module.id);
      byModule.set(name, (byModule.get(name) ?? 0) + module.renderedLength);
    }
    console.log('  biggest modules (packages summed; share of the route, est. gzip KiB):');
    for (const [name, rendered] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      const share = rendered / totalRendered;
      console.log(`    ${(share * 100).toFixed(1).padStart(5)}%  ~${kib(share * route.gzip).padStart(5)}  ${name}`);
    }
  }

  if (args.has('--write')) {
    const date = new Date().toISOString().slice(0, 10);
    replaceWebBlock(
      'size',
      `Initial JavaScript per route (\`npm run size\`, ${date}): entry chunk + the route's lazy chunk(s) + their static imports, from the Vite manifest, gzip level 9 (brotli quality 11, which the server also precompresses and Chromium is sent, for reference); KiB = 1024 bytes. CSS for reference, not budgeted.\n\n${table}`,
    );
  }
  if (overBudget.length > 0) {
    console.error(`\n${overBudget.length} learner route(s) over the ${kib(BUDGET_BYTES)} KiB gzip budget: ${overBudget.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
