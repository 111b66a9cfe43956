export { DetailPanel } from './detail-panel.js';
export { QueryDetail, type QueryDetailTexts } from './query-detail.js';
