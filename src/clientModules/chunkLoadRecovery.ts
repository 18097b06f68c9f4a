/**
 * On a first visit, Docusaurus loads the route's chunks before hydrating; when one fails (a flaky
 * network, a deploy that removed old chunks) the page silently stays static. This module shows the
 * same error and Retry as the theme's Loading component instead. Client navigations are covered by
 * Docusaurus itself, which reloads the page when a chunk fails.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const BANNER_ID = 'chunk-load-error';

function isChunkLoadFailure(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(reason.message);
}

function showError(reason: Error): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'alert');
  banner.className = 'chunk-load-error';
  const message = document.createElement('p');
  message.textContent = `This page could not be loaded: ${reason.name}: ${reason.message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  banner.append(message, retry);
  document.body.prepend(banner);
  retry.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.dataset.hasHydrated === 'true';
    if (!hydrated && isChunkLoadFailure(event.reason)) showError(event.reason as Error);
  });
}
