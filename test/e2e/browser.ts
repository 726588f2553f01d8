// Launching Debian's Chromium for the browser tests. playwright-core downloads no browser:
// set CHROMIUM_PATH, or install one (`apt-get install -y chromium` puts it at
// /usr/bin/chromium). Without one the tests skip locally and fail in CI (CI=true).
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webConfigFile = join(projectRoot, 'web', 'vite.config.ts');
export const screenshotDir = join(projectRoot, 'test-results', 'screenshots');

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => Boolean(path));

export const chromiumPath = candidates.find((path) => existsSync(path));

/** True when the browser tests cannot run here and may be skipped (never in CI). */
export const skipBrowser = chromiumPath === undefined && !process.env.CI;

if (chromiumPath === undefined) {
  const message = `no Chromium found (looked for ${candidates.join(', ')}); install one with \`apt-get install -y chromium\` or set CHROMIUM_PATH`;
  if (process.env.CI) throw new Error(`browser tests: ${message}`);
  console.warn(`Skipping the browser tests: ${message}.`);
}

const LAUNCH_OPTIONS = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

/** One Chromium for the whole run (the global setup starts it); test files connect to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export const LAPTOP = { width: 1366, height: 860 };
export const PHONE = { width: 390, height: 844 };

/**
 * One page per test file, reloaded for each test: a new page costs seconds on a busy
 * machine, a reload a fraction of that. Uncaught page errors are collected per load.
 */
export class Session {
  errors: string[] = [];
  private loads = 0;

  private constructor(
    readonly browser: Browser,
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('pageerror', (error) => this.errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
  }

  static async start(baseUrl: string, wsEndpoint: string): Promise<Session> {
    const browser = await connectBrowser(wsEndpoint);
    const context = await browser.newContext({ viewport: LAPTOP, deviceScaleFactor: 1 });
    return new Session(browser, await context.newPage(), baseUrl);
  }

  /** Loads the playground afresh at `#tab`, or `#tab?state` (a shared link). */
  async open(tab: string, viewport = LAPTOP): Promise<Page> {
    this.errors = [];
    await this.page.setViewportSize(viewport);
    // A new query string forces a real load even when only the hash would differ.
    await this.page.goto(`${this.baseUrl}?load=${++this.loads}#${tab.replace(/^#/, '')}`);
    await this.page
      .locator(`#panel-${tab.replace(/^#/, '').split('?')[0]}:not([hidden])`)
      .waitFor();
    return this.page;
  }

  get url(): string {
    return this.baseUrl;
  }

  /** Disconnects; the shared browser itself is closed by the global teardown. */
  async close(): Promise<void> {
    await this.browser.close();
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** How far the page is wider than the viewport (0 when nothing sticks out sideways). */
export function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
