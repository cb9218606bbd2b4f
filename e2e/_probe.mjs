import { chromium } from 'playwright-core';
const base = 'http://localhost:4311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [who, email, pw, paths] of [
  ['buyer', 'buyer@example.com', 'shelf-buyer-1', ['/myorders']],
  ['seller', 'seller@example.com', 'shelf-seller-1', ['/myproducts', '/bookings']],
  ['admin', 'admin@example.com', 'shelf-admin-1', ['/allbuyers', '/reporteditems']],
]) {
  for (const [w, h, n] of [
    [375, 740, 'phone'],
    [1280, 860, 'desktop'],
  ]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.goto(base + '/login');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(pw);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForTimeout(2500);
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/probe/${who}${p.replace(/\//g, '-')}-${n}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
