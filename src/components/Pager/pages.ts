/** The page buttons to show: first, last, the current one with its neighbours, and gaps as null. */
export function pageItems(current: number, totalPages: number, neighbours = 2): (number | null)[] {
  if (totalPages <= 0) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) items.push(null);
    items.push(page);
  });
  return items;
}
