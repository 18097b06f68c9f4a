/** Privacy signals that switch all tracking off: Global Privacy Control and Do Not Track. */

export interface PrivacySignals {
  readonly globalPrivacyControl?: unknown;
  readonly doNotTrack?: unknown;
  readonly msDoNotTrack?: unknown;
}

const DNT_ON = new Set(['1', 'yes']);

/** True when the browser asks not to be tracked (GPC, or DNT from any of its historic places). */
export function trackingRefused(navigatorSignals: PrivacySignals, windowSignals: PrivacySignals = {}): boolean {
  if (navigatorSignals.globalPrivacyControl === true) return true;
  return [navigatorSignals.doNotTrack, navigatorSignals.msDoNotTrack, windowSignals.doNotTrack].some(
    (value) => typeof value === 'string' && DNT_ON.has(value.toLowerCase()),
  );
}
