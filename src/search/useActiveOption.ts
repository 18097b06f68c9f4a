/**
 * The active option of a listbox whose options change as results arrive. The index belongs to the
 * list it was chosen in: once the list is replaced, the first option is active again, in the same
 * render. Resetting it in an effect instead left one painted frame in which Enter saw the previous
 * list's index (or none), so a quick Enter opened the wrong hit or did nothing.
 */
import { useCallback, useState } from 'react';

interface Selection {
  readonly list: readonly unknown[];
  readonly index: number;
}

export type SetActive = (next: number | ((current: number) => number)) => void;

/** The active index for `list` (first option by default, -1 when empty) and its setter. */
export function useActiveOption(list: readonly unknown[]): readonly [number, SetActive] {
  const [selection, setSelection] = useState<Selection | null>(null);
  const active = activeIndex(selection, list);
  const setActive = useCallback<SetActive>(
    (next) =>
      setSelection((previous) => {
        const current = activeIndex(previous, list);
        return { list, index: typeof next === 'function' ? next(current) : next };
      }),
    [list],
  );
  return [active, setActive] as const;
}

function activeIndex(selection: Selection | null, list: readonly unknown[]): number {
  if (selection && selection.list === list && selection.index < list.length) return selection.index;
  return list.length ? 0 : -1;
}
