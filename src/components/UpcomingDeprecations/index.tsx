import { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import items from '@generated/upcoming-deprecations/default/upcoming.json';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The deprecation notices whose removal date is still ahead, soonest first. */
export default function UpcomingDeprecations(): ReactNode {
  // The blog renders the block twice (phone and desktop copies, one of them hidden): ids must differ.
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Upcoming deprecations
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.permalink}>
            <Link to={item.permalink} className={styles.link}>
              {item.title}
            </Link>
            <span className={styles.date}>
              Removal <time dateTime={item.removalDate}>{dateFormat.format(new Date(`${item.removalDate}T00:00:00Z`))}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
