import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

/** The system Chromium, with the flags that keep it off the (closed) network, and `extraArgs`. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export const artifactsDir = join(process.cwd(), 'test-results', 'e2e');

/** Keeps a screenshot and the HTML of a page whose journey failed, and says where. */
export async function saveFailure(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const base = join(artifactsDir, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
  writeFileSync(`${base}.html`, await page.content().catch(() => ''));
  console.error(`Journey "${name}" failed: screenshot and HTML saved as ${base}.png / .html`);
}
