export { Pager, type PagerTextKeys } from './pager.js';
