/** Every migration, in order. `npm run migration:generate` adds its file here. */
import { Foundation1764100000000 } from './1764100000000-Foundation.js';

export const migrations = [Foundation1764100000000];
