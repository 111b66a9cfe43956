import { compareTransportRows, type TransportTable, type TransportTableRow } from './transport-table.js';

export interface TransportRowChange {
  readonly before: TransportTableRow;
  readonly after: TransportTableRow;
}

/** What an import would do to the stored tables; the CLI prints it on a dry run. */
export interface TransportTableDiff {
  readonly added: readonly TransportTableRow[];
  readonly changed: readonly TransportRowChange[];
  readonly removed: readonly TransportTableRow[];
  readonly unchanged: number;
}

export const diffTransportTables = (current: TransportTable, next: TransportTable): TransportTableDiff => {
  const added: TransportTableRow[] = [];
  const changed: TransportRowChange[] = [];
  const removed: TransportTableRow[] = [];
  let unchanged = 0;
  for (const [key, after] of next) {
    const before = current.get(key);
    if (before === undefined) added.push(after);
    else if (before.single !== after.single || before.double !== after.double) changed.push({ before, after });
    else unchanged += 1;
  }
  for (const [key, before] of current) {
    if (!next.has(key)) removed.push(before);
  }
  return {
    added: added.sort(compareTransportRows),
    changed: changed.sort((a, b) => compareTransportRows(a.after, b.after)),
    removed: removed.sort(compareTransportRows),
    unchanged,
  };
};

export const isEmptyTransportDiff = (diff: TransportTableDiff): boolean =>
  diff.added.length === 0 && diff.changed.length === 0 && diff.removed.length === 0;
