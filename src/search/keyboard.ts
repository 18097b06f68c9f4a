/** Keyboard shortcuts of the search modal (spec §2.7): Ctrl/Cmd+K toggles, "/" opens, Esc closes. */

export type ShortcutAction = 'toggle' | 'open' | null;

interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey?: boolean;
  readonly isComposing?: boolean;
  readonly defaultPrevented?: boolean;
  readonly target: EventTarget | null;
}

/** True when typing "/" there would type a character: inputs, text areas, selects, editors. */
export function isTextField(target: EventTarget | null): boolean {
  const el = target as (Element & { isContentEditable?: boolean }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color', 'range'].includes(type);
}

export function shortcutAction(event: KeyLike): ShortcutAction {
  if (event.isComposing || event.defaultPrevented) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'toggle';
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target)) return 'open';
  return null;
}

/** The hint shown on the navbar button: ⌘ K on Apple platforms, Ctrl K elsewhere. */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl';
}
