/**
 * A block of the reference (an operation, a schema, a common response) that the page does not
 * hydrate on load. The largest reference has over a hundred operations and some thirty thousand
 * elements; hydrating them all kept a phone's main thread busy for seconds after the page was
 * already readable. On the first load the browser keeps the server's markup of the block as it is
 * (an element whose `dangerouslySetInnerHTML` is empty is not compared with its children), and
 * React renders the block only when it comes within 200 px of the viewport (in a transition, so
 * it yields to input) or at once when the reader points at or focuses into it. The markup it
 * renders is the server's, so nothing moves, and keyboard focus stays on the element it was on. Until then
 * it is plain HTML: its links, anchors and `<details>` work natively. After a client-side
 * navigation there is no server markup, and blocks render at once.
 */
import React, { startTransition, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = HTMLAttributes<HTMLElement> & {
  readonly as?: 'section' | 'div';
  readonly 'data-api-section'?: string;
  readonly children: ReactNode;
};

/** The child indexes that lead from `root` to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

function follow(root: Element, path: readonly number[]): Element | undefined {
  return path.reduce<Element | undefined>((current, index) => current?.children[index], root);
}

export default function Island({ as = 'div', children, ...attributes }: Props): ReactNode {
  // false only while this block hydrates over server markup.
  const isBrowser = useIsBrowser();
  const [live, setLive] = useState(() => !ExecutionEnvironment.canUseDOM || isBrowser);
  const ref = useRef<HTMLElement>(null);
  const focusPath = useRef<number[]>();

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return undefined;
    // Synchronously: the pointer's next press or key must reach React's elements, not the server's
    // (a tab pressed on server markup does nothing, and the press would be lost on a slow phone).
    const now = () => flushSync(() => setLive(true));
    const soon = () => startTransition(() => setLive(true));
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) focusPath.current = pathTo(element, event.target);
      now();
    };
    if (typeof IntersectionObserver === 'undefined') {
      setLive(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && soon(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    element.addEventListener('pointerover', now, { once: true });
    element.addEventListener('focusin', onFocus, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerover', now);
      element.removeEventListener('focusin', onFocus);
    };
  }, [live]);

  // The server's elements were replaced by React's: move focus to the one that stands where it was.
  useLayoutEffect(() => {
    const path = focusPath.current;
    if (!live || !path || !ref.current) return;
    focusPath.current = undefined;
    const target = follow(ref.current, path);
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus({ preventScroll: true });
  }, [live]);

  return live
    ? React.createElement(as, { ...attributes, ref }, children)
    : React.createElement(as, { ...attributes, ref, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true });
}
