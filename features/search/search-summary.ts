/** The line above the results: how many there are when the service says, and for what. */
export function resultsSummary(totalItems: number | null, page: number, lastPage: number): string {
  if (totalItems !== null) return `${totalItems} ${totalItems === 1 ? 'result' : 'results'} for`;
  return lastPage > 1 ? `Page ${page} of ${lastPage} of results for` : 'Results for';
}
