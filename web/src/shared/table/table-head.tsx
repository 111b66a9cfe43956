export interface HeadCell {
  readonly label: string;
  /** Amounts and counts line up on the right. */
  readonly align?: 'right';
}

/** The header row of the admin tables: one column header per cell, scoped to its column. */
export const TableHead = ({ cells, sticky = false }: { readonly cells: readonly (string | HeadCell)[]; readonly sticky?: boolean }) => (
  <thead className={`bg-slate-50 text-left text-slate-700${sticky ? ' sticky top-0' : ''}`}>
    <tr>
      {cells.map((cell, index) => {
        const { label, align } = typeof cell === 'string' ? { label: cell, align: undefined } : cell;
        return (
          <th key={index} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap${align === 'right' ? ' text-right' : ''}`}>
            {label}
          </th>
        );
      })}
    </tr>
  </thead>
);
