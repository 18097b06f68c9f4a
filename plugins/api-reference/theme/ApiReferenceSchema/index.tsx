/**
 * Schemas as nested property lists. Named component schemas are links to their single rendering
 * in the page's "Schemas" section; inline objects nest inside `<details>` so that long models stay
 * scannable and still read without JavaScript.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { schemaAnchor } from '../../lib/anchors';
import type { JsonValue, PropertyView, SchemaView } from '../../lib/types';
import styles from './styles.module.css';

const KIND_LABEL = { allOf: 'All of', oneOf: 'One of', anyOf: 'Any of' } as const;

function valueText(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function Html({ html, className }: { html?: string; className?: string }): ReactNode {
  if (!html) return null;
  return <div className={clsx(styles.markdown, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The inline type label: `string <uuid>`, `array of Invoice`, `Invoice | null`. */
export function SchemaType({ schema }: { schema: SchemaView }): ReactNode {
  let label: ReactNode;
  if (schema.ref) {
    label = (
      <Link to={`#${schemaAnchor(schema.ref)}`} className={styles.refLink}>
        {schema.ref}
      </Link>
    );
  } else if (schema.items) {
    label = (
      <>
        array of <SchemaType schema={schema.items} />
      </>
    );
  } else if (!schema.type && schema.composition) {
    label = `${KIND_LABEL[schema.composition.kind].toLowerCase()} ${schema.composition.variants.length} schemas`;
  } else if (schema.type === 'object' && !schema.properties && schema.additionalProperties && schema.additionalProperties !== true) {
    label = (
      <>
        map of <SchemaType schema={schema.additionalProperties} />
      </>
    );
  } else {
    label = schema.type ?? 'any';
  }
  return (
    <span className={styles.type}>
      {label}
      {schema.format && <span className={styles.format}>{` <${schema.format}>`}</span>}
      {schema.nullable && <span className={styles.nullable}> | null</span>}
    </span>
  );
}

function Badges({ schema, required }: { schema: SchemaView; required?: boolean }): ReactNode {
  return (
    <>
      {required && <span className={clsx(styles.badge, styles.required)}>required</span>}
      {schema.deprecated && <span className={clsx(styles.badge, styles.deprecated)}>deprecated</span>}
      {schema.readOnly && <span className={styles.badge}>read-only</span>}
      {schema.writeOnly && <span className={styles.badge}>write-only</span>}
    </>
  );
}

/** Description, allowed values, limits, default and example of one schema. */
export function SchemaFacts({ schema }: { schema: SchemaView }): ReactNode {
  const facts: ReactNode[] = [];
  if (schema.enum) {
    facts.push(
      <li key="enum">
        Allowed values:{' '}
        {schema.enum.map((value, i) => (
          <React.Fragment key={i}>
            {i > 0 && ' '}
            <code>{valueText(value)}</code>
          </React.Fragment>
        ))}
        {schema.nullable && (
          <>
            {' '}
            <code>null</code>
          </>
        )}
      </li>,
    );
  }
  if (schema.const !== undefined) {
    facts.push(
      <li key="const">
        Always <code>{valueText(schema.const)}</code>
      </li>,
    );
  }
  if (schema.constraints) {
    facts.push(<li key="limits">{schema.constraints.join(', ')}</li>);
  }
  if (schema.default !== undefined) {
    facts.push(
      <li key="default">
        Default: <code>{valueText(schema.default)}</code>
      </li>,
    );
  }
  if (schema.discriminator) {
    facts.push(
      <li key="discriminator">
        The variant is selected by <code>{schema.discriminator}</code>
      </li>,
    );
  }
  if (schema.example !== undefined) {
    facts.push(
      <li key="example">
        Example: <code>{schema.example}</code>
      </li>,
    );
  }
  if (!schema.descriptionHtml && !facts.length) return null;
  return (
    <>
      <Html html={schema.descriptionHtml} />
      {facts.length > 0 && <ul className={styles.facts}>{facts}</ul>}
    </>
  );
}

/** What a property shows behind "Show fields": inline objects, inline array items and compositions. */
function nestedOf(schema: SchemaView): { label: string; schema: SchemaView } | undefined {
  if (schema.ref) return undefined;
  if (schema.properties?.length) {
    return { label: `${schema.properties.length} ${schema.properties.length === 1 ? 'field' : 'fields'}`, schema };
  }
  if (schema.composition) {
    return { label: `${KIND_LABEL[schema.composition.kind]} ${schema.composition.variants.length} schemas`, schema };
  }
  if (schema.items) {
    const inner = nestedOf(schema.items);
    return inner && { label: `Items: ${inner.label}`, schema: schema.items };
  }
  if (schema.additionalProperties && schema.additionalProperties !== true) {
    const inner = nestedOf(schema.additionalProperties);
    return inner && { label: `Values: ${inner.label}`, schema: schema.additionalProperties };
  }
  return undefined;
}

function Property({ property }: { property: PropertyView }): ReactNode {
  const { name, required, schema } = property;
  const nested = nestedOf(schema);
  return (
    <li className={styles.property}>
      <div className={styles.propertyHead}>
        <code className={styles.propertyName}>{name}</code> <SchemaType schema={schema} /> <Badges schema={schema} required={required} />
      </div>
      <SchemaFacts schema={schema} />
      {nested && (
        <details className={styles.nested}>
          <summary>{nested.label}</summary>
          <SchemaBody schema={nested.schema} />
        </details>
      )}
    </li>
  );
}

export function PropertyList({ properties }: { properties: readonly PropertyView[] }): ReactNode {
  return (
    <ul className={styles.properties}>
      {properties.map((p) => (
        <Property key={p.name} property={p} />
      ))}
    </ul>
  );
}

/** The structure of a schema: its fields, its variants, its array items or map values. */
export function SchemaBody({ schema }: { schema: SchemaView }): ReactNode {
  if (schema.ref) return null;
  return (
    <>
      {schema.properties && schema.properties.length > 0 && <PropertyList properties={schema.properties} />}
      {schema.properties && schema.properties.length === 0 && <p className={styles.note}>An object with no fields.</p>}
      {schema.additionalProperties === true && schema.properties && <p className={styles.note}>Other fields may be present.</p>}
      {schema.composition && (
        <div className={styles.composition}>
          <p className={styles.note}>{KIND_LABEL[schema.composition.kind]}:</p>
          <ol className={styles.variants}>
            {schema.composition.variants.map((variant, i) => (
              <li key={i}>
                <SchemaType schema={variant} /> <Badges schema={variant} />
                <SchemaFacts schema={variant} />
                <SchemaBody schema={variant} />
              </li>
            ))}
          </ol>
        </div>
      )}
      {schema.items && !schema.items.ref && nestedOf(schema.items) && (
        <div className={styles.composition}>
          <p className={styles.note}>Each item:</p>
          <SchemaBody schema={schema.items} />
        </div>
      )}
    </>
  );
}

/** A schema shown in full where it is used: type line, facts and structure. */
export default function Schema({ schema }: { schema: SchemaView }): ReactNode {
  return (
    <div className={styles.schema}>
      <div className={styles.propertyHead}>
        <SchemaType schema={schema} /> <Badges schema={schema} />
      </div>
      <SchemaFacts schema={schema} />
      <SchemaBody schema={schema} />
    </div>
  );
}
