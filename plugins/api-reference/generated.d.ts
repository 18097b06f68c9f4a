declare module '@generated/api-reference/default/deprecations.json' {
  import type { DeprecationIndex } from './lib/deprecations';

  const index: DeprecationIndex;
  export default index;
}

declare module '@generated/api-reference/default/webhook-events.json' {
  import type { WebhookEvent } from './lib/webhookEvents';

  const events: WebhookEvent[];
  export default events;
}

declare module '@generated/api-reference/default/build.json' {
  import type { BuildInfo } from './lib/removal';

  const build: BuildInfo;
  export default build;
}

declare module '@generated/api-reference/default/try-it/*' {
  import type { TryItApi, ValidateFunction } from './lib/tryIt/types';

  export const api: TryItApi;
  export const parameters: Record<string, ValidateFunction>;
  export const bodies: Record<string, ValidateFunction>;
}

declare module '@generated/api-reference/default/lazy-samples.js' {
  import type { LazySamples } from './lib/sampleLanguages';

  /** API name → its samples in the languages that load on demand. */
  const modules: Record<string, () => Promise<{ default: LazySamples }>>;
  export default modules;
}
