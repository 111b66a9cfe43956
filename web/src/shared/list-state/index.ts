export { ListEmpty, ListError, ListLoading } from './list-state.js';
