import type { Page } from '../../application/shared/paging.js';

/** A use case's page as the list DTOs answer it: the items mapped, the counts as they are. */
export const pageDtoOf = <Item, Dto>(page: Page<Item>, toDto: (item: Item) => Dto): { items: Dto[]; total: number; page: number; pageSize: number } => ({
  items: page.items.map((item) => toDto(item)),
  total: page.total,
  page: page.page,
  pageSize: page.pageSize,
});
