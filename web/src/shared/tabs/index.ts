export { Tabs, type TabSpec } from './tabs.js';
