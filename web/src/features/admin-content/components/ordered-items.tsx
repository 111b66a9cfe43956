import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { ICON_BUTTON, SECONDARY_BUTTON } from '../../../shared/buttons/buttons.js';

export interface OrderedItem {
  readonly id: string;
  /** What the admin recognises the item by (a question, a section's type and title). */
  readonly label: string;
  readonly detail?: string;
}

interface OrderedItemsProps {
  readonly items: readonly OrderedItem[];
  readonly busy: boolean;
  readonly onMove: (index: number, step: -1 | 1) => void;
  readonly onEdit: (id: string) => void;
  readonly onDelete: (item: OrderedItem) => void;
  /** The open editor of one item, shown under it. */
  readonly editing?: { readonly id: string; readonly editor: ReactNode };
}

/** An ordered list with up, down, edit and delete per item (FAQ entries, home sections). */
export const OrderedItems = ({ items, busy, onMove, onEdit, onDelete, editing }: OrderedItemsProps) => {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3">
      {items.map((item, index) => (
        <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                <span className="mr-2 text-slate-500">{String(index + 1).padStart(2, '0')}</span>
                {item.label}
              </p>
              {item.detail === undefined ? null : <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.detail}</p>}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <button type="button" className={ICON_BUTTON} disabled={busy || index === 0} onClick={() => onMove(index, -1)} aria-label={t('adminContent.list.moveUp', { name: item.label })}>
                ↑
              </button>
              <button type="button" className={ICON_BUTTON} disabled={busy || index === items.length - 1} onClick={() => onMove(index, 1)} aria-label={t('adminContent.list.moveDown', { name: item.label })}>
                ↓
              </button>
              <button type="button" className={SECONDARY_BUTTON} onClick={() => onEdit(item.id)} aria-label={t('adminContent.list.editNamed', { name: item.label })}>
                {t('adminContent.list.edit')}
              </button>
              <button type="button" className={`${SECONDARY_BUTTON} text-red-700`} disabled={busy} onClick={() => onDelete(item)} aria-label={t('adminContent.list.deleteNamed', { name: item.label })}>
                {t('adminContent.list.delete')}
              </button>
            </div>
          </div>
          {editing?.id === item.id ? <div className="mt-4 border-t border-slate-200 pt-4">{editing.editor}</div> : null}
        </li>
      ))}
    </ol>
  );
};
