// Reads Vite's build manifest (dist/web/.vite/manifest.json) to find the JavaScript a route
// needs before it can render: the entry chunk, the route's lazy chunk(s) and everything they
// import statically. Dynamic imports (a chart loaded on demand, the mobile menu) load later and
// are not counted. Used by scripts/size.ts (`npm run size`, issue 12).

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

export type ViteManifest = Record<string, ManifestChunk>;

export type RouteSpec = {
  name: string;
  path: string;
  // Source modules of the route's lazy chunks, relative to the Vite root (src/web), in the order
  // the router loads them.
  modules: string[];
  // Learner routes are held to the budget; the admin area is reported only.
  isBudgeted: boolean;
};

// The routes of src/web/app-routes.tsx. A page that moves fails `npm run size` by name, so this list
// cannot go stale silently.
export const ROUTES: RouteSpec[] = [
  { name: 'home', path: '/', modules: ['features/home/home-page.tsx'], isBudgeted: true },
  { name: 'latsol', path: '/latsol', modules: ['features/catalog/categories-page.tsx'], isBudgeted: true },
  { name: 'category', path: '/latsol/:categoryId', modules: ['features/catalog/category-page.tsx'], isBudgeted: true },
  { name: 'topic', path: '/latsol/:categoryId/:topicId', modules: ['features/catalog/topic-page.tsx'], isBudgeted: true },
  { name: 'subtopic', path: '/latsol/:c/:t/:subtopicId', modules: ['features/practice/subtopic-page.tsx'], isBudgeted: true },
  { name: 'problem', path: '/latsol/:c/:t/:s/:problemId', modules: ['features/practice/problem-page.tsx'], isBudgeted: true },
  { name: 'login', path: '/login', modules: ['features/auth/login-page.tsx'], isBudgeted: true },
  { name: 'dashboard', path: '/dashboard', modules: ['features/dashboard/dashboard-page.tsx'], isBudgeted: true },
  { name: 'bookmarks', path: '/bookmarks', modules: ['features/bookmarks/bookmarks-page.tsx'], isBudgeted: true },
  { name: 'Ulang Soal', path: '/ulang', modules: ['features/practice/review-page.tsx'], isBudgeted: true },
  { name: 'Tanya Soal', path: '/tanya-soal', modules: ['features/questions/tanya-soal-page.tsx'], isBudgeted: true },
  { name: 'Kelas', path: '/kelas', modules: ['class-routes.tsx', 'features/classes/classes-page.tsx'], isBudgeted: true },
  { name: 'Gabung Kelas', path: '/kelas/gabung/:code', modules: ['class-routes.tsx', 'features/classes/join-page.tsx'], isBudgeted: true },
  { name: 'Tugas', path: '/tugas', modules: ['class-routes.tsx', 'features/classes/assignments-page.tsx'], isBudgeted: true },
  { name: 'a Tugas', path: '/tugas/:assignmentId', modules: ['class-routes.tsx', 'features/classes/assignment-page.tsx'], isBudgeted: true },
  { name: 'Tryout', path: '/tryout', modules: ['tryout-routes.tsx', 'features/tryouts/tryouts-page.tsx'], isBudgeted: true },
  { name: 'a Tryout', path: '/tryout/:tryoutId', modules: ['tryout-routes.tsx', 'features/tryouts/tryout-page.tsx'], isBudgeted: true },
  { name: 'Tryout sitting', path: '/tryout/:tryoutId/kerjakan', modules: ['tryout-routes.tsx', 'features/tryouts/sitting-page.tsx'], isBudgeted: true },
  { name: 'Tryout result', path: '/tryout/:tryoutId/hasil', modules: ['tryout-routes.tsx', 'features/tryouts/result-page.tsx'], isBudgeted: true },
  { name: 'admin', path: '/admin', modules: ['admin-routes.tsx', 'features/admin/admin-home-page.tsx'], isBudgeted: false },
  {
    name: 'admin problem editor',
    path: '/admin/problems/:problemId',
    modules: ['admin-routes.tsx', 'features/admin-problems/problem-editor-page.tsx'],
    isBudgeted: false,
  },
];

export const BUDGET_BYTES = 100 * 1024;

const isJs = (file: string) => /\.m?js$/.test(file);

/** The manifest key of the app's entry: the chunk built from index.html, else the only JS entry. */
export function findEntryKey(manifest: ViteManifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry && isJs(chunk.file));
  const html = entries.find(([key]) => key === 'index.html' || key.endsWith('/index.html'));
  if (html) return html[0];
  if (entries.length === 1) return entries[0]![0];
  throw new Error(`cannot tell the entry chunk: ${entries.length} JS entries in the manifest (${entries.map(([key]) => key).join(', ')})`);
}

/** The manifest key of a source module, matched exactly or by its path's ending. */
export function findModuleKey(manifest: ViteManifest, module: string): string {
  if (manifest[module]) return module;
  const matches = Object.keys(manifest).filter((key) => key.endsWith(`/${module}`));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new Error(`${module} is not in the Vite manifest: did the page move? Update ROUTES in scripts/bundle-size.ts`);
  throw new Error(`${module} matches several manifest keys: ${matches.join(', ')}`);
}

/**
 * Every chunk reachable from `roots` through static imports, each once, depth first in import
 * order (a chunk's imports before the next root). Dynamic imports are not followed.
 */
export function staticClosure(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (key: string, from: string | null) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(from ? `${from} imports ${key}, which is not in the manifest` : `${key} is not in the manifest`);
    seen.add(key);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const root of roots) visit(root, null);
  return order;
}

/** The module main.tsx imports: the app itself. */
const APP_MODULE = 'boot.tsx';

export type InitialAssets = { chunkKeys: string[]; jsFiles: string[]; cssFiles: string[] };

/** The JS and CSS files a route loads before it renders: entry + its lazy chunks, closed over static imports. */
export function initialAssets(manifest: ViteManifest, routeModules: string[]): InitialAssets {
  // The entry loads the app (boot.tsx) itself, after a server-rendered page's first paint: part
  // of every route's initial JavaScript all the same.
  const app = manifest[APP_MODULE] ? [APP_MODULE] : [];
  const roots = [findEntryKey(manifest), ...app, ...routeModules.map((module) => findModuleKey(manifest, module))];
  const chunkKeys = staticClosure(manifest, roots);
  const jsFiles = chunkKeys.map((key) => manifest[key]!.file).filter(isJs);
  const cssFiles = [...new Set(chunkKeys.flatMap((key) => manifest[key]!.css ?? []))];
  return { chunkKeys, jsFiles, cssFiles };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
