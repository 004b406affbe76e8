import { useCallback, useEffect, useState, type ImgHTMLAttributes } from 'react';
import { getRuntimeConfig, readToken, Button, Trans, useLingui } from '@arcvest/shared';

const TEXTS = {
  failed: /*i18n*/ { id: 'ui.apiImage.failed', message: '{alt}: the image could not be loaded.' },
  retry: /*i18n*/ { id: 'ui.apiImage.retry', message: 'Retry<0> loading {alt}</0>' },
  loading: /*i18n*/ { id: 'ui.apiImage.loading', message: 'Loading {alt}' },
  none: /*i18n*/ { id: 'ui.apiImage.none', message: '{alt}: no image' },
};

/**
 * An address the API sends (e.g. a QR code or identity image, '/api/images/{id}') made
 * absolute against the API base of the runtime config, so it works when the API runs on
 * another origin.
 */
export function resolveApiUrl(url: string): string {
  const base = new URL(getRuntimeConfig().apiBaseUrl, window.location.href);
  return new URL(url, base).href;
}

export type ApiImageState = { status: 'idle' | 'loading' | 'error'; src?: undefined } | { status: 'ready'; src: string };

interface Loaded {
  url: string;
  attempt: number;
  src: string | null;
}

/**
 * Loads an image the API serves only with the Authorization header (an `<img src>` cannot
 * send it): fetches it with the stored token and gives an object URL, revoked when the
 * image changes or the component goes. `retry` fetches it again after a failure.
 */
export function useApiImage(url: string | null | undefined): ApiImageState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!url) return;
    let active = true;
    let objectUrl: string | null = null;
    const token = readToken();
    fetch(resolveApiUrl(url), { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, attempt, src: objectUrl });
      })
      .catch(() => {
        if (active) setLoaded({ url, attempt, src: null });
      });
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);

  if (!url) return { status: 'idle', retry };
  if (!loaded || loaded.url !== url || loaded.attempt !== attempt) return { status: 'loading', retry };
  return loaded.src ? { status: 'ready', src: loaded.src, retry } : { status: 'error', retry };
}

export interface ApiImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The image's address as the API sent it. */
  src: string | null | undefined;
  alt: string;
}

/** An `<img>` for an image the API serves only to signed-in users; a placeholder with Retry while it cannot be shown. */
export function ApiImage({ src, alt, className = '', ...img }: ApiImageProps) {
  const { _ } = useLingui();
  const image = useApiImage(src);
  if (image.status === 'ready') return <img src={image.src} alt={alt} className={className} {...img} />;
  return (
    <span className={`api-image-placeholder ${className}`.trim()} aria-busy={image.status === 'loading' || undefined}>
      {image.status === 'error' ? (
        <>
          <span>{_({ ...TEXTS.failed, values: { alt } })}</span>
          <Button variant="ghost" onClick={image.retry}>
            <Trans {...TEXTS.retry} values={{ alt }} components={{ 0: <span className="visually-hidden" /> }} />
          </Button>
        </>
      ) : (
        <span className="visually-hidden">{_({ ...(image.status === 'loading' ? TEXTS.loading : TEXTS.none), values: { alt } })}</span>
      )}
    </span>
  );
}
