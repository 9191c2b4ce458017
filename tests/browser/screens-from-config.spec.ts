// Every `screens.*` block of every merchant renders: an operator adds a text panel to every screen
// of a copy of each merchant (the running platform serves the edited copy, live), and each
// screen's route shows it, next to every block the merchant already configures there.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, merchantUrl, MERCHANTS, type MerchantCode } from './fixtures.ts';
import { openInEnglish, platformUrl } from './helpers.ts';
import { signInAndOpen } from './sign-in-shortcut.ts';

interface Screen { blocks: { type: string }[] }
type Screens = Record<string, Screen | undefined>;

const SCREENS = Object.keys((JSON.parse(readFileSync(new URL('../../schemas/merchant/screens.json', import.meta.url), 'utf8')) as { properties: Record<string, unknown> }).properties);
/** Where each screen shows (the route table, src/portal/app/routes.ts). */
const ROUTE_OF: Record<string, string> = { home: '/', download: '/down' };
const routeOf = (screen: string) => ROUTE_OF[screen] ?? `/${screen}`;
/** Screens whose route needs a signed-in member. */
const LOGIN_SCREENS = new Set(['lottery']);
const ADDED = { type: 'textPanel', titleKey: 'nav.help', bodyKey: 'section.notAvailable' };

const merchantFile = (code: MerchantCode) => join(`${process.env.PORTAL_E2E_DATA_DIR}-merchants`, code, 'merchant.json');

async function servedScreens(code: MerchantCode): Promise<Screens> {
  const response = await fetch(platformUrl('/wps/portal/config'), { headers: { Merchant: code } });
  return ((await response.json()) as { value: { screens: Screens } }).value.screens;
}

/** Writes the merchant file and waits until the platform serves it (live config reload). */
async function publish(code: MerchantCode, text: string, served: (screens: Screens) => boolean): Promise<void> {
  writeFileSync(merchantFile(code), text);
  await expect.poll(async () => served(await servedScreens(code)), { timeout: 15_000 }).toBe(true);
}

for (const code of MERCHANTS) {
  test(`${code}: a block added to any screen shows on that screen's route, beside the configured ones`, async ({ page }) => {
    test.setTimeout(180_000);
    const original = readFileSync(merchantFile(code), 'utf8');
    const config = JSON.parse(original) as { screens: Screens; features: { loginToHomePage: boolean } };
    const configured = structuredClone(config.screens);
    for (const screen of SCREENS) (config.screens[screen] ??= { blocks: [] }).blocks.push(ADDED);
    const hasAdded = (screens: Screens) => SCREENS.every((s) => screens[s]?.blocks.some((b) => b.type === 'textPanel'));
    await publish(code, `${JSON.stringify(config, null, 2)}\n`, hasAdded);
    try {
      await openInEnglish(page, code);
      const signIn = async () => {
        await signInAndOpen(page, code, 'member01', 'Member@123');
        await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
      };
      // With "login to home page" on (cnstar) a guest only ever sees home: sign in first there.
      if (config.features.loginToHomePage) await signIn();
      const visit = async (screen: string) => {
        await page.goto(merchantUrl(code, routeOf(screen)));
        await expect(page, `${code} ${screen}: stays on its route`).toHaveURL(merchantUrl(code, routeOf(screen)));
        const added = page.locator('[data-block="textPanel"]');
        await expect(added, `${code} ${screen}: the added block`).toHaveCount(1);
        await expect(added.getByRole('heading', { name: 'Help' }), `${code} ${screen}: the added block's title`).toBeVisible();
        for (const block of configured[screen]?.blocks ?? []) {
          await expect(page.locator(`[data-block="${block.type}"]`).first(), `${code} ${screen}: configured ${block.type}`).toBeAttached();
        }
      };
      for (const screen of SCREENS.filter((s) => !LOGIN_SCREENS.has(s))) await visit(screen);
      if (!config.features.loginToHomePage) await signIn();
      for (const screen of LOGIN_SCREENS) await visit(screen);
    } finally {
      await publish(code, original, (screens) => !hasAdded(screens));
    }
  });
}
