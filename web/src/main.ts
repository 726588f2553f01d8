/**
 * The playground's shell: a header, a tab bar and one panel per tab, each built the first
 * time it is shown. The URL hash names the open tab and what is on it (`#knight?from=a8`):
 * tabs save their state there, so links, reloads and Back / Forward work.
 */
import { h } from './dom.js';
import { registerServiceWorker } from './offline.js';
import { allTabs } from './tabs/index.js';
import type { Tab } from './tabs/tab.js';
import { formatHash, parseHash } from './url-state.js';

class Playground {
  readonly nav = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': 'puzzles' });
  readonly main = h('main', { class: 'panels' });
  private readonly panels = new Map<string, HTMLElement>();
  private readonly links = new Map<string, HTMLAnchorElement>();
  /** The hash each mounted tab last saved, to tell a new link from the tab's own state. */
  private readonly saved = new Map<string, string>();
  private current: Tab | undefined;

  constructor(private readonly tabs: Tab[]) {
    for (const tab of tabs) {
      const link = tabLink(tab);
      this.links.set(tab.id, link);
      this.nav.append(link);
      const panel = tabPanel(tab);
      this.panels.set(tab.id, panel);
      this.main.append(panel);
    }
    this.nav.addEventListener('keydown', (event) => this.moveAlongTabBar(event));
  }

  /** Opens the tab the hash names (the first tab for an unknown one) with its state. */
  show(hash: string): void {
    const { tab: id, params } = parseHash(hash);
    const tab = this.tabs.find((t) => t.id === id) ?? this.tabs[0];
    if (this.current && this.current !== tab) this.current.hide?.();
    this.current = tab;
    this.select(tab);
    const ownHash = `#${hash.replace(/^#/, '')}`;
    if (this.saved.has(tab.id)) {
      // Only a link with other state than the tab's own (typed or pasted) restores.
      if (params.size > 0 && this.saved.get(tab.id) !== ownHash) tab.restore?.(params);
      tab.show?.();
    } else {
      this.mount(tab, params);
    }
    document.title = `${tab.title} · puzzlegraph playground`;
  }

  /** Arrow keys move along the tab bar (the tabs are one Tab stop), Home and End to its ends. */
  private moveAlongTabBar(event: KeyboardEvent): void {
    const ids = this.tabs.map((t) => t.id);
    const at = ids.indexOf(this.current?.id ?? ids[0]);
    const next = tabAfterKey(event.key, at, ids.length);
    if (next === -1) return;
    event.preventDefault();
    const link = this.links.get(ids[next])!;
    link.focus();
    link.click();
  }

  /** Shows the tab's panel and marks its link selected; the others are hidden. */
  private select(tab: Tab): void {
    for (const [tabId, panel] of this.panels) panel.hidden = tabId !== tab.id;
    for (const [tabId, link] of this.links) {
      const selected = tabId === tab.id;
      link.setAttribute('aria-selected', String(selected));
      link.tabIndex = selected ? 0 : -1;
      link.classList.toggle('active', selected);
      // On a phone the tab bar scrolls: keep the open tab in view.
      if (selected) link.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }

  /** Builds the tab's panel, the first time it is shown; a tab that fails says so there. */
  private mount(tab: Tab, params: URLSearchParams): void {
    const panel = this.panels.get(tab.id)!;
    this.saved.set(tab.id, `#${tab.id}`);
    try {
      tab.mount(panel, { params, save: (state) => this.save(tab, state) });
    } catch (error) {
      panel.append(
        h(
          'div',
          { class: 'message error', role: 'alert' },
          `This tab failed to start: ${String(error)}`,
        ),
      );
    }
  }

  /** A tab's state goes into its link, and into the URL while the tab is open. */
  private save(tab: Tab, state: Record<string, string | undefined>): void {
    const next = formatHash(tab.id, state);
    this.saved.set(tab.id, next);
    this.links.get(tab.id)!.href = next;
    if (this.current === tab && location.hash !== next) history.replaceState(null, '', next);
  }
}

function tabLink(tab: Tab): HTMLAnchorElement {
  return h(
    'a',
    {
      href: `#${tab.id}`,
      role: 'tab',
      id: `tab-${tab.id}`,
      'data-tab': tab.id,
      'aria-controls': `panel-${tab.id}`,
    },
    tab.title,
  );
}

function tabPanel(tab: Tab): HTMLElement {
  return h(
    'section',
    {
      class: 'panel',
      id: `panel-${tab.id}`,
      role: 'tabpanel',
      'aria-labelledby': `tab-${tab.id}`,
      hidden: true,
    },
    h('header', { class: 'panel-head' }, h('h2', {}, tab.title), h('p', {}, tab.blurb)),
  );
}

/** Where a key moves along a bar of `count` tabs from `at`; -1 for a key that does not move. */
function tabAfterKey(key: string, at: number, count: number): number {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}

function pageHeader(): HTMLElement {
  return h(
    'header',
    { class: 'top' },
    h(
      'div',
      { class: 'brand' },
      h('span', { class: 'logo', 'aria-hidden': 'true' }, '◆'),
      h('h1', {}, 'puzzlegraph'),
      h('span', { class: 'tag' }, 'playground'),
    ),
    h(
      'p',
      { class: 'tagline' },
      'Puzzles solved by graph search — the same library code as the CLI, running in your browser.',
    ),
  );
}

function pageFooter(): HTMLElement {
  return h(
    'footer',
    {},
    'Everything here runs locally, offline too after one visit. Same answers on the command line: ',
    h('code', {}, 'npx puzzlegraph --help'),
  );
}

function start(): void {
  const playground = new Playground(allTabs());
  document
    .getElementById('app')!
    .replaceChildren(pageHeader(), playground.nav, playground.main, pageFooter());
  window.addEventListener('hashchange', () => playground.show(location.hash));
  playground.show(location.hash);
}

start();
registerServiceWorker();
