/**
 * Image zoom as docusaurus-plugin-image-zoom does it (its options in `themeConfig.zoom`: the images
 * it applies to, the backgrounds, medium-zoom's options), with medium-zoom loaded only on pages that
 * have such an image. The plugin's own client module imports medium-zoom into main.js for every page;
 * ./index.ts puts this module in its place in the client bundle.
 *
 * As in the plugin, zoom attaches one second after a page renders (spec §2.7) and follows the
 * colour mode.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type { Zoom, ZoomOptions } from 'medium-zoom';

interface ZoomConfig {
  readonly selector?: string;
  readonly background?: { readonly light?: string; readonly dark?: string };
  readonly config?: ZoomOptions;
}

const ATTACH_DELAY_MS = 1000;
const zoom = siteConfig.themeConfig.zoom as ZoomConfig | undefined;
const selector = zoom?.selector ?? '.markdown img';

let current: Zoom | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

function background(): string {
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  return (dark ? zoom?.background?.dark : zoom?.background?.light) ?? (dark ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)');
}

function attachSoon(): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    current?.detach();
    current = null;
    if (!document.querySelector(selector)) return;
    import('medium-zoom').then(
      ({ default: mediumZoom }) => {
        current = mediumZoom(selector, { ...zoom?.config, background: background() });
      },
      () => {
        // The chunk did not load (offline): images simply stay as they are.
      },
    );
  }, ATTACH_DELAY_MS);
}

if (typeof window !== 'undefined' && zoom) {
  new MutationObserver(() => current?.update({ background: background() })).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (zoom) attachSoon();
  },
};

export default clientModule;
