import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');
const folders = (path: string) =>
  readdirSync(new URL(`../../../${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The backticked names of the paragraph that starts with `lead`, its own path left out. */
function listed(lead: string): string[] {
  const paragraph = doc.split('\n\n').find((block) => block.startsWith(lead));
  if (!paragraph) throw new Error(`docs/architecture.md has no paragraph starting "${lead}"`);
  return [...paragraph.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!).sort();
}

/** The first column of the table under `heading`: `name/` cells. */
function tabled(heading: string): string[] {
  const section = doc.split(`### ${heading}\n`)[1]?.trimStart().split('\n\n')[0];
  if (!section) throw new Error(`docs/architecture.md has no table under "### ${heading}"`);
  return [...section.matchAll(/^\| `([a-z-]+)\/` /gm)].map((match) => match[1]!).sort();
}

describe('docs/architecture.md', () => {
  it('lists every feature of the server and of the web app, and no other', () => {
    expect(listed('Server features')).toEqual(folders('apps/server/src/features'));
    expect(listed('Web features')).toEqual(folders('apps/web/src/features'));
  });

  it('describes every folder of the server and of the web app, and no other', () => {
    expect(tabled('Server folders')).toEqual(folders('apps/server/src'));
    expect(tabled('Web folders')).toEqual(folders('apps/web/src'));
  });

  it('names the plugin of every server feature, as app.ts registers it', () => {
    const app = readFileSync(new URL('../src/app.ts', import.meta.url), 'utf8');
    for (const feature of folders('apps/server/src/features')) {
      expect(readdirSync(new URL(`../src/features/${feature}`, import.meta.url))).toContain('index.ts');
      expect(app).toContain(`./features/${feature}/index.js`);
    }
  });
});
