/** The id of the `<script type="application/json">` block holding the data a server-rendered page was rendered with (written by the server, read by the app). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** The state as JSON safe inside a `<script type="application/json">` block: no `<` can end it (`</script>`, `<!--`). */
export const queryStateJson = (state: unknown): string => JSON.stringify(state).replace(/</g, '\\u003c');
