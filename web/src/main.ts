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

const tabs: Tab[] = allTabs();

function start(): void {
  const root = document.getElementById('app')!;
  const nav = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': 'puzzles' });
  const main = h('main', { class: 'panels' });
  const panels = new Map<string, HTMLElement>();
  const links = new Map<string, HTMLAnchorElement>();
  /** The hash each mounted tab last saved, to tell a new link from the tab's own state. */
  const saved = new Map<string, string>();
  let current: Tab | undefined;

  for (const tab of tabs) {
    const link = h(
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
    links.set(tab.id, link);
    nav.append(link);
    const panel = h(
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
    panels.set(tab.id, panel);
    main.append(panel);
  }

  // Arrow keys move along the tab bar (the tabs are one Tab stop), Home and End to its ends.
  nav.addEventListener('keydown', (event) => {
    const ids = tabs.map((t) => t.id);
    const at = ids.indexOf(current?.id ?? ids[0]);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % ids.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + ids.length) % ids.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? ids.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    const link = links.get(ids[next])!;
    link.focus();
    link.click();
  });

  root.replaceChildren(
    h(
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
    ),
    nav,
    main,
    h(
      'footer',
      {},
      'Everything here runs locally, offline too after one visit. Same answers on the command line: ',
      h('code', {}, 'npx puzzlegraph --help'),
    ),
  );

  function show(hash: string): void {
    const { tab: id, params } = parseHash(hash);
    const tab = tabs.find((t) => t.id === id) ?? tabs[0];
    if (current && current !== tab) current.hide?.();
    current = tab;
    for (const [tabId, panel] of panels) panel.hidden = tabId !== tab.id;
    for (const [tabId, link] of links) {
      const selected = tabId === tab.id;
      link.setAttribute('aria-selected', String(selected));
      link.tabIndex = selected ? 0 : -1;
      link.classList.toggle('active', selected);
      // On a phone the tab bar scrolls: keep the open tab in view.
      if (selected) link.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
    const panel = panels.get(tab.id)!;
    const ownHash = `#${hash.replace(/^#/, '')}`;
    if (saved.has(tab.id)) {
      // Only a link with other state than the tab's own (typed or pasted) restores.
      if (params.size > 0 && saved.get(tab.id) !== ownHash) tab.restore?.(params);
      tab.show?.();
    } else {
      saved.set(tab.id, `#${tab.id}`);
      try {
        tab.mount(panel, {
          params,
          save: (state) => {
            const next = formatHash(tab.id, state);
            saved.set(tab.id, next);
            links.get(tab.id)!.href = next;
            if (current === tab && location.hash !== next) history.replaceState(null, '', next);
          },
        });
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
    document.title = `${tab.title} · puzzlegraph playground`;
  }

  window.addEventListener('hashchange', () => show(location.hash));
  show(location.hash);
}

start();
registerServiceWorker();
