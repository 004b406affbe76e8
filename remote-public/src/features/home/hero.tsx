import { PATHS, preloadOnIntent, useAppSelector, useLingui, Link } from '@arcvest/shared';
import { useEffect, useRef, useState } from 'react';
import heroMp4 from './assets/hero-loop.mp4';
import heroWebm from './assets/hero-loop.webm';
import heroPoster from './assets/hero-poster.inline.webp';
import { HERO } from './content';
import { prefersReducedMotion, useTypedText } from './use-typed-text';

/** The background clip starts only after the page has loaded, so it never delays the first paint. */
function useVideoAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    const start = () => setReady(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return ready;
}

export function Hero() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const { _ } = useLingui();
  const phrases = HERO.phrases.map((phrase) => _(phrase));
  const typed = useTypedText(phrases);
  // The rest of the phrase being typed, laid out but invisible: each word is where it will end up, none jumps to the next line.
  const untyped = (phrases.find((phrase) => phrase.startsWith(typed)) ?? '').slice(typed.length);
  const playVideo = useVideoAfterLoad();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!playVideo || !video.current) return;
    video.current.load();
    void video.current.play().catch(() => undefined);
  }, [playVideo]);

  return (
    <section className="hero" aria-labelledby="hero-heading">
      {/* The poster (the clip's first frame, inline) is painted with the text; the clip arriving later then is no new largest paint to wait for. */}
      <video ref={video} className="hero-video" poster={heroPoster} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1}>
        {playVideo && <source src={heroWebm} type="video/webm" />}
        {playVideo && <source src={heroMp4} type="video/mp4" />}
      </video>
      <div className="hero-content container">
        <h1 id="hero-heading">
          <span className="visually-hidden">{_(HERO.headline)}</span>
          {/* Every phrase, invisible, in the same grid cell as the typed one: the heading is as tall as its
              tallest phrase at this width, no taller, and never changes height while typing. */}
          <span className="hero-typed" aria-hidden="true">
            {phrases.map((phrase) => (
              <span key={phrase} className="hero-phrase-space">
                {phrase}
              </span>
            ))}
            <span className="hero-phrase">
              <span className="hero-phrase-typed">{typed}</span>
              <span className="hero-caret" />
              <span className="hero-phrase-untyped">{untyped}</span>
            </span>
          </span>
        </h1>
        <p className="hero-text">{_(HERO.text)}</p>
        <Link className="btn btn-primary hero-cta" to={signedIn ? PATHS.dashboard : PATHS.signup} {...(signedIn && preloadOnIntent('investor'))}>
          {_(HERO.start)}
        </Link>
      </div>
    </section>
  );
}
