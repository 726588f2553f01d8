/**
 * The playground's shell: a header, a tab bar and one panel per tab, each built the first
 * time it is shown. The URL hash names the open tab (`#knight`), so links and the back
 * button work.
 */
import { h } from './dom.js';
import { allTabs } from './tabs/index.js';
import type { Tab } from './tabs/tab.js';

const tabs: Tab[] = allTabs();

function start(): void {
  const root = document.getElementById('app')!;
  const nav = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': 'puzzles' });
  const main = h('main', { class: 'panels' });
  const panels = new Map<string, HTMLElement>();
  const mounted = new Set<string>();
  let current: Tab | undefined;

  for (const tab of tabs) {
    nav.append(
      h(
        'a',
        {
          href: `#${tab.id}`,
          role: 'tab',
          id: `tab-${tab.id}`,
          'data-tab': tab.id,
          'aria-controls': `panel-${tab.id}`,
        },
        tab.title,
      ),
    );
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
      'Everything here runs locally. Same answers on the command line: ',
      h('code', {}, 'npx puzzlegraph --help'),
    ),
  );

  function show(id: string): void {
    const tab = tabs.find((t) => t.id === id) ?? tabs[0];
    if (current && current !== tab) current.hide?.();
    current = tab;
    for (const [tabId, panel] of panels) panel.hidden = tabId !== tab.id;
    for (const link of nav.querySelectorAll<HTMLElement>('[data-tab]')) {
      const selected = link.dataset.tab === tab.id;
      link.setAttribute('aria-selected', String(selected));
      link.classList.toggle('active', selected);
      // On a phone the tab bar scrolls: keep the open tab in view.
      if (selected) link.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
    const panel = panels.get(tab.id)!;
    if (mounted.has(tab.id)) tab.show?.();
    else {
      mounted.add(tab.id);
      try {
        tab.mount(panel);
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

  window.addEventListener('hashchange', () => show(location.hash.slice(1)));
  show(location.hash.slice(1));
}

start();
