/**
 * Keeps a jump to `#operation/…` (or any anchor of the page) landing on its target. Operations and
 * schemas off screen skip layout (`content-visibility: auto`) with an estimated height, so when the
 * browser scrolls to a fragment, the blocks just above the target are laid out afterwards with their
 * real height and push it away. After the page opens with a fragment or the fragment changes, this
 * scrolls the target back to its place until it has stayed there for a while: both some time and some
 * frames, since a busy phone lays the blocks out over more frames than an idle desktop and each of its
 * frames can take longer than the time alone (one long frame must not count as settled). It gives up
 * after ten seconds at most, and stops as soon as the reader scrolls.
 */
import { useEffect } from 'react';

/** How long and for how many frames the target must stay in place, and the longest the settling may take. */
const STABLE_MS = 300;
const STABLE_FRAMES = 10;
const MAX_MS = 10_000;

export default function useSettledHashScroll(): void {
  useEffect(() => {
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const settle = () => {
      stop();
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || !document.getElementById(id)) return;
      const started = performance.now();
      let inPlaceSince = started;
      let framesInPlace = 0;
      const step = (now: number) => {
        // Looked up on every frame: a block that hydrates replaces its server elements, the target too.
        const target = document.getElementById(id);
        if (!target) return;
        const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
        if (Math.abs(target.getBoundingClientRect().top - margin) > 1) {
          target.scrollIntoView();
          inPlaceSince = now;
          framesInPlace = 0;
        } else framesInPlace++;
        const settled = now - inPlaceSince >= STABLE_MS && framesInPlace >= STABLE_FRAMES;
        if (!settled && now - started < MAX_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    settle();
    window.addEventListener('hashchange', settle);
    const userScrolls = ['wheel', 'touchstart', 'keydown'] as const;
    userScrolls.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return () => {
      stop();
      window.removeEventListener('hashchange', settle);
      userScrolls.forEach((type) => window.removeEventListener(type, stop));
    };
  }, []);
}
