import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { InboxNavigation } from '../hooks/use-inbox-params.js';
import type { PageJson } from '../remote/inbox-json.js';
import { DetailFrame } from './detail-frame.js';
import { InboxTable, type InboxColumn } from './inbox-table.js';

interface ListWithDetailProps<Item extends { readonly id: string }, Detail> {
  readonly caption: string;
  readonly list: UseQueryResult<PageJson<Item>>;
  readonly columns: readonly InboxColumn<Item>[];
  readonly empty: string;
  /** Accessible name of the button that opens a row. */
  readonly openLabel: (item: Item) => string;
  readonly detail: UseQueryResult<Detail>;
  readonly detailTitle: string;
  readonly navigation: InboxNavigation;
  readonly children: (detail: Detail) => ReactNode;
}

/** A paged list with the open item beside it on wide screens and below it on narrow ones (the URL's `id`). */
export const ListWithDetail = <Item extends { readonly id: string }, Detail>({ caption, list, columns, empty, openLabel, detail, detailTitle, navigation, children }: ListWithDetailProps<Item, Detail>) => (
  <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
    <InboxTable
      caption={caption}
      query={list}
      columns={columns}
      empty={empty}
      onPage={navigation.goToPage}
      open={{ label: openLabel, selectedId: navigation.params.id, onOpen: navigation.open }}
    />
    {navigation.params.id === '' ? null : (
      <DetailFrame title={detailTitle} query={detail} onClose={navigation.close}>
        {children}
      </DetailFrame>
    )}
  </div>
);
