declare module '@generated/upcoming-deprecations/default/upcoming.json' {
  import type { UpcomingDeprecation } from './upcoming';

  const items: readonly UpcomingDeprecation[];
  export default items;
}
