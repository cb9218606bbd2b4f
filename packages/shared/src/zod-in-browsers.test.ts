import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const here = new URL('./', import.meta.url);
const modules = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const source = (file: string) => readFileSync(new URL(file, here), 'utf8');
/** The package's modules a module imports (values or types), by file name. */
const importsOf = (file: string) =>
  [...source(file).matchAll(/from '\.\/([\w-]+)\.js'/g)].map(([, name]) => `${name}.ts`);
/** Whether a module reaches zod, itself or through what it imports. */
const reachesZod = (file: string, seen = new Set<string>()): boolean => {
  if (seen.has(file)) return false;
  seen.add(file);
  return /from 'zod(\/[^']*)?'/.test(source(file)) || importsOf(file).some((next) => reachesZod(next, seen));
};

describe("the shared package's zod", () => {
  it('is the only way its modules reach zod, so no schema is made before the browser setting', () => {
    const direct = modules.filter(
      (file) => file !== 'zod-in-browsers.ts' && /from 'zod(\/[^']*)?'/.test(source(file)),
    );
    expect(direct).toEqual([]);
    expect(reachesZod('users.ts')).toBe(true);
  });

  it('stays out of the plain modules the pages people browse import', () => {
    const plain = ['listing-terms.ts', 'search-terms.ts', 'screens.ts', 'photo-urls.ts', 'card-pictures.ts'];
    expect(plain.filter((file) => reachesZod(file))).toEqual([]);
  });
});
