/**
 * `fn` over every item, `size` at a time (each group once the one before has ended), the results in the
 * items' order: a long list never asks a service for everything at once.
 */
export async function mapInGroups<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const group = items.slice(start, start + size);
    results.push(...(await Promise.all(group.map((item, offset) => fn(item, start + offset)))));
  }
  return results;
}
