/**
 * Runs `task` once the page has loaded and the main thread is idle: `requestIdleCallback` with a
 * deadline, or a timer where the browser has no idle callbacks (Safari).
 */
export function whenIdle(win: Window, task: () => void, timeoutMs: number): void {
  const schedule = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else win.setTimeout(task, Math.min(timeoutMs, 200));
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
}
