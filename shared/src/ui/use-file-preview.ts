import { useEffect, useState } from 'react';

/** A local preview (object URL) of the chosen file, revoked when the file changes or the page goes. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The URL is made and revoked with the file, outside React, so only an effect can make it; the
    // state is keyed by the file, so a stale URL never shows and this renders once more, not in a loop.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}
