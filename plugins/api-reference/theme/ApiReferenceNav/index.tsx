/**
 * The operation list beside the reference. On wide screens it is a sticky sidebar; below 996px it
 * is a drawer behind a floating "Operations" button. Both are one `<details>` element, so the list
 * also opens without JavaScript. With JavaScript, the entry of the section in view is highlighted
 * (IntersectionObserver) and kept visible inside the list.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { WEBHOOKS_ANCHOR } from '../../lib/anchors';
import type { TagView, WebhookView } from '../../lib/types';
import { MethodBadge } from '../ApiReferenceOperation';
import styles from './styles.module.css';

/** Infima's desktop breakpoint: the sidebar layout starts above 996px. */
const DESKTOP_QUERY = '(min-width: 997px)';

interface Props {
  tags: readonly TagView[];
  /** Webhook events, listed after the operations. */
  webhooks: readonly WebhookView[];
  /** Extra entries after the operations, e.g. Schemas. */
  extra: readonly { anchor: string; label: string }[];
}

/** Tracks which observed section crosses the upper part of the viewport. */
function useActiveSection(): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const sections = Array.from(document.querySelectorAll<HTMLElement>('[data-api-section]'));
    if (!sections.length || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<HTMLElement>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          if (entry.isIntersecting) visible.add(el);
          else visible.delete(el);
        }
        // The first section (in page order) that crosses the band wins.
        const first = sections.find((el) => visible.has(el));
        if (first) setActive(first.dataset.apiSection);
      },
      { rootMargin: '-80px 0px -65% 0px' },
    );
    sections.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, []);
  return active;
}

export default function Nav({ tags, webhooks, extra }: Props): ReactNode {
  const active = useActiveSection();
  const drawer = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [isDesktop, setIsDesktop] = useState(false);

  // Open as a sidebar on desktop, closed drawer on mobile; follow window resizes.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const apply = () => {
      setIsDesktop(query.matches);
      if (drawer.current) drawer.current.open = query.matches;
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  // Keep the active entry visible inside the scrolling list without scrolling the page. The list of
  // a closed drawer has no layout, so this runs again when the drawer opens.
  const reveal = useCallback(() => {
    const container = list.current;
    if (!active || !container || !drawer.current?.open) return;
    const link = container.querySelector<HTMLElement>(`[data-nav-anchor="${CSS.escape(active)}"]`);
    if (!link) return;
    const top = link.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
    if (top < container.scrollTop || top + link.offsetHeight > container.scrollTop + container.clientHeight) {
      container.scrollTop = top - container.clientHeight / 3;
    }
  }, [active]);
  useEffect(reveal, [reveal]);

  const activeSummary =
    tags.flatMap((t) => t.operations).find((o) => o.anchor === active)?.summary ?? webhooks.find((w) => w.anchor === active)?.name;

  const onNavigate = (event: React.MouseEvent<HTMLElement>) => {
    if (!isDesktop && (event.target as HTMLElement).closest('a') && drawer.current) {
      drawer.current.open = false;
    }
  };

  return (
    <nav className={styles.nav} aria-label="Operations">
      <details ref={drawer} className={styles.drawer} onToggle={reveal}>
        <summary className={styles.summary}>
          <span className={styles.summaryLabel}>Operations</span>
          {activeSummary && <span className={styles.summaryCurrent}>{activeSummary}</span>}
        </summary>
        <div ref={list} className={styles.list} onClick={onNavigate}>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.anchor}>
                <a href={`#${tag.anchor}`} className={styles.tag}>
                  {tag.name}
                </a>
                <ul className={styles.operations}>
                  {tag.operations.map((op) => (
                    <li key={op.anchor}>
                      <a
                        href={`#${op.anchor}`}
                        data-nav-anchor={op.anchor}
                        aria-current={active === op.anchor ? 'location' : undefined}
                        className={clsx(styles.link, active === op.anchor && styles.active, op.deprecated && styles.deprecated)}
                      >
                        <MethodBadge method={op.method} className={styles.method} />
                        <span>{op.summary}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {webhooks.length > 0 && (
              <li>
                <a href={`#${WEBHOOKS_ANCHOR}`} className={styles.tag}>
                  Webhook events
                </a>
                <ul className={styles.operations}>
                  {webhooks.map((webhook) => (
                    <li key={webhook.anchor}>
                      <a
                        href={`#${webhook.anchor}`}
                        data-nav-anchor={webhook.anchor}
                        aria-current={active === webhook.anchor ? 'location' : undefined}
                        className={clsx(styles.link, active === webhook.anchor && styles.active, webhook.deprecated && styles.deprecated)}
                      >
                        <MethodBadge method="post" className={styles.method} />
                        <span>{webhook.name}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            )}
            {extra.map((item) => (
              <li key={item.anchor}>
                <a
                  href={`#${item.anchor}`}
                  data-nav-anchor={item.anchor}
                  aria-current={active === item.anchor ? 'location' : undefined}
                  className={clsx(styles.tag, active === item.anchor && styles.active)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </nav>
  );
}
