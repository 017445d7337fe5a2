// Builds dist/styles.css with the Tailwind CLI and copies the font files it points at, so the
// built stylesheet works from any app that imports '@shop/ui/styles.css'.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const out = join(root, 'dist', 'styles.css');

const cli = join(dirname(require.resolve('@tailwindcss/cli/package.json')), 'dist', 'index.mjs');
execFileSync(process.execPath, [cli, '-i', 'src/styles.css', '-o', out, '--minify'], {
  cwd: root,
  stdio: 'inherit',
});

// The @fontsource stylesheets are inlined with their url(./files/…) references: bring the files.
const fontFiles = dirname(require.resolve('@fontsource/inter/400.css'));
const urls = new Set(
  [...readFileSync(out, 'utf8').matchAll(/url\(\.\/files\/([^)]+)\)/g)].map((match) => match[1]),
);
mkdirSync(join(root, 'dist', 'files'), { recursive: true });
for (const file of urls)
  copyFileSync(join(fontFiles, 'files', file), join(root, 'dist', 'files', file));
console.log(`dist/styles.css with ${urls.size} font files`);
