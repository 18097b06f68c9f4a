/**
 * How a removal date (`x-removal-date`, YYYY-MM-DD) reads on a given day. Before that day the
 * deprecated API or operation still works and the pages print its removal date; from the day after,
 * it has been removed and the pages say so. The reference and `<DeprecationNotice>` pass the day the
 * site was built (`@generated/api-reference/default/build.json`), so server and browser agree.
 */
export interface Removal {
  /** The removal date is before `today`: the API or operation no longer works. */
  removed: boolean;
  /** The removal date as the pages print it, such as "September 30, 2025". */
  date: string;
}

/** What `contentLoaded` writes to `@generated/api-reference/default/build.json`. */
export interface BuildInfo {
  /** ISO timestamp of the build. */
  builtAt: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A day (YYYY-MM-DD) as the pages print it, such as "September 30, 2025". */
export function printedDate(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

export function removal(removalDate: string, today: Date): Removal {
  return { removed: removalDate < today.toISOString().slice(0, 10), date: printedDate(removalDate) };
}
