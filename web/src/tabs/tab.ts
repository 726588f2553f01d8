/** What the app shell needs of a tab: a name for the tab bar and a panel built on demand. */
export interface Tab {
  id: string;
  title: string;
  /** One line under the tab's heading. */
  blurb: string;
  /**
   * Builds the panel's content; called once, the first time the tab is shown, with what the
   * URL said about the tab (empty for a plain `#tab`).
   */
  mount(panel: HTMLElement, context: TabContext): void;
  /** A link or Back/Forward brought other state for this tab than it shows. */
  restore?(params: URLSearchParams): void;
  /** Called whenever the tab is shown again after being hidden. */
  show?(): void;
  /** Called whenever the tab is hidden (stop animations and solvers; keys go quiet). */
  hide?(): void;
}

export interface TabContext {
  /** What the URL said when the tab was first shown. */
  params: URLSearchParams;
  /** Puts what the tab shows into the URL (undefined and '' values are left out). */
  save(params: Record<string, string | undefined>): void;
}

/** What a tab's `mount` builds: it takes URL state and stops its work when hidden. */
export interface MountedPanel {
  restore(params: URLSearchParams): unknown;
  pause(): void;
}

/**
 * A tab whose panel is built by `mount` the first time it is shown; Back/Forward state and
 * hiding go to what `mount` built.
 */
export function lazyTab(
  about: Pick<Tab, 'id' | 'title' | 'blurb'>,
  mount: (panel: HTMLElement, context: TabContext) => MountedPanel,
): Tab {
  let mounted: MountedPanel | undefined;
  return {
    ...about,
    mount(panel, context) {
      mounted = mount(panel, context);
    },
    restore: (params) => void mounted?.restore(params),
    hide: () => mounted?.pause(),
  };
}
