/** The design system's tabs (scrollable on phones); kept here for the screens that import it. */
export { Tabs } from '../ui';
