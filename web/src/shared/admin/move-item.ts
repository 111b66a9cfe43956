/** The list with the item at `index` swapped with its neighbour in `direction`; unchanged at the ends. */
export const moveItem = <T>(items: readonly T[], index: number, direction: -1 | 1): readonly T[] => {
  const target = index + direction;
  const item = items[index];
  const neighbour = items[target];
  if (item === undefined || neighbour === undefined) return items;
  const moved = [...items];
  moved[index] = neighbour;
  moved[target] = item;
  return moved;
};

export const removeItem = <T>(items: readonly T[], index: number): readonly T[] => items.filter((_, position) => position !== index);
