export { TokenPageFrame } from './token-page-frame.js';
export { useTokenRecord, type TokenRecordState } from './use-token-record.js';
