/** Hands `text` to the browser as a download named `filename`, through a temporary link to a Blob. */
export function saveTextFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled: some browsers read the URL only then.
  window.setTimeout(() => URL.revokeObjectURL(url));
}
