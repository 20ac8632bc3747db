// `npm run sample:report -- --pages 50 --seed 7 --out file.pdf` writes file.pdf and its ground truth file.json
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt(['server']);
await import('../dist/server/cli/sample-report.js');
