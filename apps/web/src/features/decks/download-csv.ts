/**
 * Saves CSV text as a file. The byte-order mark makes spreadsheet programs read it as UTF-8, so
 * founders' names with accents survive.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the next task; revoking later frees the memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
