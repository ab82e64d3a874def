// `npm start`: install what is missing, build the static site, serve it and print the URL.
import { ensureNodeModules, run } from './ensure.mjs';

ensureNodeModules();
console.log('Building the pattern databases (cached after the first time) and the site…');
if (run('npx', ['tsx', 'scripts/build-pdb.ts', '6-6-3']) !== 0) process.exit(1);
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
const port = process.env.PORT ?? '4173';
console.log(`\nFrontier is being served at http://localhost:${port}/  (Ctrl+C stops it)\n`);
process.exit(run('npx', ['vite', 'preview', '--port', port, '--strictPort']));
