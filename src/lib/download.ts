/** Saves a blob under `fileName` through a temporary link; the object URL is released afterwards. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
