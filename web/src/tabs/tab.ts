/** What the app shell needs of a tab: a name for the tab bar and a panel built on demand. */
export interface Tab {
  id: string;
  title: string;
  /** One line under the tab's heading. */
  blurb: string;
  /** Builds the panel's content; called once, the first time the tab is shown. */
  mount(panel: HTMLElement): void;
  /** Called whenever the tab is shown again after being hidden. */
  show?(): void;
  /** Called whenever the tab is hidden (stop animations; keyboard handlers go quiet). */
  hide?(): void;
}
