import { describe, expect, it } from 'vitest';
import { findEntryKey, findModuleKey, initialAssets, staticClosure, type ViteManifest } from './bundle-size';

// Shaped like a real Vite 8 manifest: shared chunks are keyed "_name-hash.js", a lazy page
// imports the entry back (index.html), and a page may load a chart on demand.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_jsx-runtime-c3.js'],
    dynamicImports: ['features/home/home-page.tsx', 'features/dashboard/dashboard-page.tsx'],
    css: ['assets/index-d4.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js', name: 'react' },
  '_jsx-runtime-c3.js': { file: 'assets/jsx-runtime-c3.js', imports: ['_react-b2.js'] },
  '_api-client-e5.js': { file: 'assets/api-client-e5.js', imports: ['index.html', '_jsx-runtime-c3.js'] },
  '_katex-f6.css': { file: 'assets/katex-f6.css' },
  'features/home/home-page.tsx': {
    file: 'assets/home-page-g7.js',
    src: 'features/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_api-client-e5.js'],
  },
  'features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-h8.js',
    src: 'features/dashboard/dashboard-page.tsx',
    isDynamicEntry: true,
    imports: ['_api-client-e5.js', 'index.html'],
    dynamicImports: ['features/dashboard/components/attempts-chart.tsx'],
    css: ['assets/katex-f6.css'],
  },
  'features/dashboard/components/attempts-chart.tsx': {
    file: 'assets/attempts-chart-i9.js',
    isDynamicEntry: true,
    imports: ['features/dashboard/dashboard-page.tsx', '_big-chart-lib-j0.js'],
  },
  '_big-chart-lib-j0.js': { file: 'assets/big-chart-lib-j0.js' },
  '../../node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2': { file: 'assets/KaTeX_Main-Regular-k1.woff2' },
};

describe('the manifest walk behind npm run size', () => {
  it('counts the entry, the page and their static imports once each, in import order', () => {
    expect(staticClosure(manifest, ['index.html', 'features/home/home-page.tsx'])).toEqual([
      'index.html',
      '_react-b2.js',
      '_jsx-runtime-c3.js',
      'features/home/home-page.tsx',
      '_api-client-e5.js',
    ]);
  });

  it('does not follow dynamic imports: the on-demand chart is not initial JavaScript', () => {
    const assets = initialAssets(manifest, ['features/dashboard/dashboard-page.tsx']);
    expect(assets.jsFiles).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/jsx-runtime-c3.js',
      'assets/dashboard-page-h8.js',
      'assets/api-client-e5.js',
    ]);
    expect(assets.jsFiles).not.toContain('assets/attempts-chart-i9.js');
    expect(assets.jsFiles).not.toContain('assets/big-chart-lib-j0.js');
    expect(assets.cssFiles).toEqual(['assets/index-d4.css', 'assets/katex-f6.css']);
  });

  it('finds the entry built from index.html, and a page by the end of its path', () => {
    expect(findEntryKey(manifest)).toBe('index.html');
    expect(findModuleKey(manifest, 'home/home-page.tsx')).toBe('features/home/home-page.tsx');
    const rooted: ViteManifest = { 'src/web/index.html': { file: 'assets/i.js', isEntry: true }, 'src/web/features/a.tsx': { file: 'assets/a.js' } };
    expect(findEntryKey(rooted)).toBe('src/web/index.html');
    expect(findModuleKey(rooted, 'features/a.tsx')).toBe('src/web/features/a.tsx');
  });

  it('names what is missing instead of under-counting', () => {
    expect(() => findModuleKey(manifest, 'features/gone/gone-page.tsx')).toThrow(/gone-page\.tsx is not in the Vite manifest/);
    const broken: ViteManifest = { 'index.html': { file: 'assets/i.js', isEntry: true, imports: ['_missing.js'] } };
    expect(() => staticClosure(broken, ['index.html'])).toThrow(/index\.html imports _missing\.js/);
    expect(() => findEntryKey({ 'a.html': { file: 'a.js', isEntry: true }, 'b.html': { file: 'b.js', isEntry: true } })).toThrow(/2 JS entries/);
  });
});

describe('an entry that loads the app after the first paint', () => {
  it('counts the app (boot.tsx) and its imports in every route, though the entry imports it dynamically', () => {
    const withBoot: ViteManifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_helper-z1.js'], dynamicImports: ['boot.tsx'] },
      '_helper-z1.js': { file: 'assets/helper-z1.js' },
      'boot.tsx': { file: 'assets/boot-y2.js', isDynamicEntry: true, imports: ['_framework-x3.js'] },
      '_framework-x3.js': { file: 'assets/framework-x3.js' },
      'features/home/home-page.tsx': { file: 'assets/home-page-g7.js', isDynamicEntry: true, imports: ['_framework-x3.js'] },
    };
    expect(initialAssets(withBoot, ['features/home/home-page.tsx']).jsFiles).toEqual([
      'assets/index-a1.js',
      'assets/helper-z1.js',
      'assets/boot-y2.js',
      'assets/framework-x3.js',
      'assets/home-page-g7.js',
    ]);
  });
});
