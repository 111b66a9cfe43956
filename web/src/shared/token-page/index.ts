export { TokenPageFrame, type TokenPageState } from './token-page-frame.js';
