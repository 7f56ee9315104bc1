import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = path.resolve(import.meta.dirname, 'dist/web');

// Writes .br and .gz beside every text asset so the server sends them without compressing per request.
function precompress(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|woff)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  base: '/math/',
  plugins: [react(), tailwindcss(), precompress()],
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/math/api': 'http://localhost:3000' },
  },
});
