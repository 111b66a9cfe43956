import { useState, type ReactNode } from 'react';
import { moveItem } from '../../../shared/admin/move-item.js';
import type { OrderedContent } from '../hooks/use-ordered-content.js';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog.js';
import { LoadState } from '../../../shared/admin/load-state.js';
import { OrderedItems, type OrderedItem } from './ordered-items.js';

/** What an item's inline editor gets: the item, and saving (then the editor closes) or cancelling. */
export interface ItemEditor<Item, Input> {
  readonly item: Item;
  readonly busy: boolean;
  readonly save: (input: Input) => Promise<void>;
  readonly cancel: () => void;
}

interface OrderedContentListProps<Item extends { readonly id: string }, Input> {
  readonly content: OrderedContent<Item, Input>;
  /** How the list names an item (its question, its section type and title). */
  readonly describe: (item: Item) => Omit<OrderedItem, 'id'>;
  readonly emptyText: string;
  readonly deleteTitle: string;
  readonly deleteText: (item: OrderedItem) => string;
  readonly renderEditor: (editor: ItemEditor<Item, Input>) => ReactNode;
}

/** Loading, empty and error states, the ordered list (move, edit inline, delete after confirming). */
export const OrderedContentList = <Item extends { readonly id: string }, Input>({ content, describe, emptyText, deleteTitle, deleteText, renderEditor }: OrderedContentListProps<Item, Input>) => {
  const { items, update, reorder, remove } = content;
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OrderedItem | null>(null);
  const loaded = items.data ?? [];
  const listed: readonly OrderedItem[] = loaded.map((item) => ({ id: item.id, ...describe(item) }));
  const edited = loaded.find((item) => item.id === editing);
  const close = () => setEditing(null);
  return (
    <>
      <LoadState isPending={items.isPending} isError={items.isError} onRetry={() => void items.refetch()}>
        {listed.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{emptyText}</p>
        ) : (
          <OrderedItems
            items={listed}
            busy={reorder.isPending || remove.isPending}
            onMove={(index, step) => reorder.mutate(moveItem(listed, index, step).map((item) => item.id))}
            onEdit={(id) => setEditing((current) => (current === id ? null : id))}
            onDelete={setDeleting}
            {...(edited === undefined
              ? {}
              : {
                  editing: {
                    id: edited.id,
                    editor: renderEditor({
                      item: edited,
                      busy: update.isPending,
                      save: async (input) => {
                        await update.mutateAsync({ id: edited.id, input });
                        close();
                      },
                      cancel: close,
                    }),
                  },
                })}
          />
        )}
      </LoadState>
      {deleting === null ? null : (
        <ConfirmDialog
          title={deleteTitle}
          text={deleteText(deleting)}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </>
  );
};
